import { Link } from "wouter";
import { useI18n } from "@/lib/i18n";
import { paths } from "@/config/paths";
import { usePaymentConfig } from "@/lib/payment-config";
import { DEFAULT_COMPANY } from "@/config/company";

export function SiteFooter() {
  const { t, lang } = useI18n();
  const { data } = usePaymentConfig();
  const company = data?.company ?? DEFAULT_COMPANY;
  return (
    <footer className="below-fold border-t border-slate-200 bg-slate-50 text-sm text-slate-700">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-base font-bold text-slate-900">{company.name}</p>
          <p className="mt-2">{t("footer.about")}</p>
          <p className="mt-2">
            <Link className="underline hover:text-brand-700" href={paths.schools(lang)}>
              {t("footer.schools")}
            </Link>
          </p>
        </div>
        <div>
          <h2 className="font-semibold text-slate-900">{t("footer.contact")}</h2>
          <address className="mt-2 space-y-1 not-italic">
            <p>{company.address}</p>
            <p>
              <a className="underline hover:text-brand-700" href={`mailto:${company.supportEmail}`}>
                {company.supportEmail}
              </a>
            </p>
            <p>
              <a className="underline hover:text-brand-700" href={`tel:${company.supportPhone.replace(/[^+\d]/g, "")}`}>
                {company.supportPhone}
              </a>
            </p>
            <p>
              {t("footer.hours")}: {company.supportHours[lang]}
            </p>
          </address>
        </div>
        <nav aria-label={t("footer.policies")}>
          <h2 className="font-semibold text-slate-900">{t("footer.policies")}</h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link className="underline hover:text-brand-700" href={paths.refundPolicy}>
                {t("footer.refund")}
              </Link>
            </li>
            <li>
              <Link className="underline hover:text-brand-700" href={paths.privacyPolicy}>
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link className="underline hover:text-brand-700" href={paths.securityPolicy}>
                {t("footer.security")}
              </Link>
            </li>
            <li>
              <Link className="underline hover:text-brand-700" href={paths.terms}>
                {t("footer.terms")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-xs text-slate-600">
          <p>{t("footer.onet")}</p>
          <p>{t("footer.twemoji")}</p>
          <p>{t("footer.rights", { year: new Date().getFullYear(), company: company.name })}</p>
        </div>
      </div>
    </footer>
  );
}
