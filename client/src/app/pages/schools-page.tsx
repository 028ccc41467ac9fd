import School from "lucide-react/icons/school";
import { Link, useLocation } from "wouter";
import type { Lang } from "@shared/i18n/lang";
import { formatMoney } from "@shared/pricing";
import { PublicLayout } from "@/components/layout/public-layout";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAuth } from "@/features/auth/use-auth";
import { usePackPrices } from "@/features/schools/api/packs";
import { CounsellorSignUpForm } from "@/features/schools/components/counsellor-sign-up-form";
import { useI18n } from "@/lib/i18n";
import { tierLines } from "@/lib/pack-tiers";
import { usePaymentConfig } from "@/lib/payment-config";
import { useDocumentTitle } from "@/lib/use-document-title";
import { usePathLanguage } from "@/lib/use-path-language";

const STEPS = ["schools.page.step1", "schools.page.step2", "schools.page.step3", "schools.page.step4"] as const;

/**
 * /escuelas (/schools): the offer for school counsellors, its price from the payment settings and the volume prices
 * of packs of reports (fetched once the page runs: the page paints without them), and the sign-up.
 */
export default function SchoolsPage({ lang: pathLang }: { lang?: Lang }) {
  usePathLanguage(pathLang);
  const { t, lang } = useI18n();
  const { user } = useAuth();
  const config = usePaymentConfig().data;
  const prices = usePackPrices();
  const [, navigate] = useLocation();
  useDocumentTitle(t("schools.page.title"));

  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <School className="h-10 w-10 text-brand-700" aria-hidden />
        <h1 className="mt-3 text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("schools.page.title")}</h1>
        <p className="mt-4 text-lg text-slate-700">{t("schools.page.lead")}</p>

        <section className="mt-10" aria-labelledby="schools-how">
          <h2 id="schools-how" className="text-xl font-bold text-slate-900">
            {t("schools.page.howTitle")}
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
            {STEPS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
          <p className="mt-4 text-slate-700">{t("schools.page.networkNote")}</p>
          <p className="mt-2 text-slate-700">{t("schools.page.minorsNote")}</p>
        </section>

        <section className="mt-10" aria-labelledby="schools-privacy">
          <h2 id="schools-privacy" className="text-xl font-bold text-slate-900">
            {t("schools.page.privacyTitle")}
          </h2>
          <p className="mt-3 text-slate-700">{t("schools.page.privacy")}</p>
        </section>

        <section className="mt-10" aria-labelledby="schools-price" data-testid="schools-price">
          <h2 id="schools-price" className="text-xl font-bold text-slate-900">
            {t("schools.page.priceTitle")}
          </h2>
          <p className="mt-3 text-slate-700">{t("schools.page.priceFree")}</p>
          {config ? (
            <p className="mt-2 text-slate-700">
              {t("schools.page.priceReport", { price: formatMoney(config.basePrice, config.currency, lang) })}
            </p>
          ) : null}
          <div
            className="mt-2 min-h-6"
            aria-live="polite"
            aria-busy={prices.isPending}
            data-testid="schools-pack-prices"
          >
            {prices.data ? (
              <>
                <p className="text-slate-700">{t("packs.pageIntro")}</p>
                <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800" data-testid="schools-pack-tiers">
                  {tierLines(prices.data.tiers, prices.data.currency, t, lang, prices.data.max).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                  <li>
                    {t("packs.single", { price: formatMoney(prices.data.singlePrice, prices.data.currency, lang) })}
                  </li>
                </ul>
              </>
            ) : prices.isPending ? (
              <p className="text-sm text-slate-500">{t("packs.pageLoading")}</p>
            ) : null}
          </div>
          {config ? (
            <p className="mt-2 text-slate-700">
              {prices.data
                ? t("packs.pageContact", { max: prices.data.max, email: config.company.supportEmail })
                : t("schools.page.priceContact", { email: config.company.supportEmail })}
            </p>
          ) : null}
        </section>

        <section
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          aria-labelledby="schools-sign-up"
        >
          <h2 id="schools-sign-up" className="text-xl font-bold text-slate-900">
            {t("schools.page.signUpTitle")}
          </h2>
          <div className="mt-4">
            {user?.role === "counsellor" ? (
              <Link href={paths.schoolsPanel} className={buttonClasses("primary", "md")}>
                {t("schools.page.goToPanel")}
              </Link>
            ) : user ? (
              <p className="text-slate-700">{t("schools.page.signedInOther")}</p>
            ) : (
              <CounsellorSignUpForm onDone={() => navigate(paths.schoolsPanel)} />
            )}
          </div>
        </section>
      </div>
    </PublicLayout>
  );
}
