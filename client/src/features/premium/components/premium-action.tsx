import Crown from "lucide-react/icons/crown";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { assessmentToBuy, useOwnAssessments } from "../api/get-own-assessments";
import { useSessionUser } from "../api/get-session-user";

/**
 * Premium's call to action: for a Premium user, the explorer; for a user with an assessment
 * without its report, buying that report; otherwise taking the test first (and, for a visitor,
 * signing in).
 */
export function PremiumAction() {
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
