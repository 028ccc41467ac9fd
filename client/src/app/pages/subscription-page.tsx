import { Check, Crown, X } from "lucide-react";
import { Link } from "wouter";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { PublicLayout } from "@/components/layout/public-layout";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useVisitorPrice } from "@/lib/visitor-price";
import { assessmentToBuy, useOwnAssessments } from "@/features/premium/api/get-own-assessments";
import { useSessionUser } from "@/features/premium/api/get-session-user";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import { ConfiguredPrice } from "@/components/configured-price";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Rows of the comparison: what the free account has, and what Premium (one paid report) adds. */
const FEATURES: { key: MessageKey; free: boolean }[] = [
  { key: "subscription.feature.test", free: true },
  { key: "subscription.feature.preview", free: true },
  { key: "subscription.feature.explorerBasic", free: true },
  { key: "subscription.feature.report", free: false },
  { key: "subscription.feature.explorerFull", free: false },
  { key: "subscription.feature.dashboard", free: false },
];

function FeatureList({ plan }: { plan: "free" | "premium" }) {
  const { t } = useI18n();
  return (
    <ul className="mt-6 space-y-3 text-sm" data-testid={`${plan}-features`}>
      {FEATURES.map(({ key, free }) => {
        const included = plan === "premium" || free;
        return (
          <li
            key={key}
            className={cn("flex gap-2", included ? "text-slate-800" : "text-slate-500")}
            data-included={included}
          >
            {included ? (
              <Check className="h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
            ) : (
              <X className="h-5 w-5 shrink-0 text-slate-400" aria-hidden />
            )}
            <span>
              <span className="sr-only">{included ? t("subscription.included") : t("subscription.notIncluded")}: </span>
              {t(key)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function PremiumPrice() {
  const { t } = useI18n();
  const { data } = useVisitorPrice();
  const percent = data?.discountPercent ?? 0;
  return (
    <div className="mt-4 min-h-20" aria-live="polite">
      {percent > 0 ? (
        <span
          className="absolute -top-4 right-6 rounded-full bg-accent-400 px-4 py-1.5 text-sm font-extrabold text-slate-900 shadow"
          data-testid="discount-badge"
          aria-label={t("landing.pricing.discountLabel", { percent })}
        >
          {t("landing.pricing.discount", { percent })}
        </span>
      ) : null}
      <ConfiguredPrice errorMessage={t("subscription.priceError")} />
      <p className="mt-1 text-sm font-semibold text-slate-700">{t("subscription.premiumNote")}</p>
    </div>
  );
}

/** The call to action: buy the report of the user's assessment, or take the test first. */
function PremiumAction() {
  const { t, lang } = useI18n();
  const user = useSessionUser();
  const signedIn = Boolean(user.data);
  const own = useOwnAssessments(signedIn);

  if (user.isPending || (signedIn && own.isPending)) {
    return (
      <div
        className="mt-8 h-13 animate-pulse rounded-xl bg-slate-100"
        role="status"
        aria-label={t("subscription.loading")}
      />
    );
  }
  if (user.data?.isPremium) {
    return (
      <div className="mt-8" data-testid="already-premium">
        <p className="flex items-center gap-2 font-bold text-emerald-800">
          <Crown className="h-5 w-5" aria-hidden />
          {t("subscription.alreadyPremium")}
        </p>
        <p className="mt-1 text-sm text-slate-700">{t("subscription.alreadyPremiumBody")}</p>
        <Link href={paths.careerPaths} className={buttonClasses("primary", "lg", "mt-4 w-full")}>
          {t("subscription.explore")}
        </Link>
      </div>
    );
  }
  const assessmentId = signedIn ? assessmentToBuy(own.data, own.isError) : null;
  if (assessmentId) {
    return (
      <div className="mt-8">
        <Link
          href={`${paths.paymentSelection(assessmentId)}&lang=${lang}`}
          className={buttonClasses("primary", "lg", "w-full")}
          data-testid="upgrade-cta"
        >
          {t("subscription.ctaUpgrade")}
        </Link>
        <p className="mt-2 text-center text-xs text-slate-600">{t("subscription.buyFor")}</p>
      </div>
    );
  }
  return (
    <div className="mt-8">
      <Link
        href={paths.assessment(lang)}
        className={buttonClasses("primary", "lg", "w-full")}
        data-testid="upgrade-cta"
      >
        {t("subscription.ctaTest")}
      </Link>
      <p className="mt-2 text-center text-xs text-slate-600">{t("subscription.testFirst")}</p>
      {!signedIn ? (
        <p className="mt-3 text-center text-sm text-slate-700" data-testid="sign-in-note">
          {t("subscription.signInNote")}{" "}
          <Link href={paths.userLogin} className="font-semibold text-brand-700 underline">
            {t("subscription.signIn")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export default function SubscriptionPage() {
  const { t, lang } = useI18n();
  const user = useSessionUser();
  const currentPlan = user.data ? (user.data.isPremium ? "premium" : "free") : null;

  useDocumentTitle(t("subscription.pageTitle"));

  const currentBadge = (
    <span className="rounded-full bg-slate-800 px-3 py-1 text-xs font-bold text-white" data-testid="current-plan">
      {t("subscription.currentPlan")}
    </span>
  );

  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("subscription.title")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700">{t("subscription.subtitle")}</p>
        </header>

        <section
          aria-label={t("subscription.comparison")}
          className="mt-12 grid gap-8 md:grid-cols-2"
          data-testid="plan-comparison"
        >
          <article
            aria-labelledby="plan-free"
            className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            data-testid="plan-free"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="plan-free" className="text-xl font-bold text-slate-900">
                {t("subscription.freeName")}
              </h2>
              {currentPlan === "free" ? currentBadge : null}
            </div>
            <div className="mt-4 min-h-20">
              <p className="text-4xl font-extrabold text-slate-900">{t("subscription.freePrice")}</p>
              <p className="mt-1 text-sm font-semibold text-slate-700">{t("subscription.freeNote")}</p>
            </div>
            <FeatureList plan="free" />
            <div className="mt-auto pt-8">
              <Link href={paths.assessment(lang)} className={buttonClasses("outline", "lg", "w-full")}>
                {t("subscription.ctaFree")}
              </Link>
            </div>
          </article>

          <article
            aria-labelledby="plan-premium"
            className="relative flex flex-col rounded-3xl border-2 border-brand-600 bg-white p-6 shadow-xl sm:p-8"
            data-testid="plan-premium"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="plan-premium" className="flex items-center gap-2 text-xl font-bold text-slate-900">
                <Crown className="h-5 w-5 text-amber-600" aria-hidden />
                {t("subscription.premiumName")}
              </h2>
              {currentPlan === "premium" ? (
                currentBadge
              ) : (
                <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-bold text-brand-800">
                  {t("subscription.recommended")}
                </span>
              )}
            </div>
            <PremiumPrice />
            <FeatureList plan="premium" />
            <div className="mt-auto">
              <PremiumAction />
            </div>
          </article>
        </section>
      </div>
    </PublicLayout>
  );
}
