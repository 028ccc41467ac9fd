import { DEFAULT_COMPANY } from "@/config/company";
import { useI18n } from "@/lib/i18n";
import { usePaymentConfig } from "@/lib/payment-config";

/** The company's support email and phone under the account. */
export function SupportLine() {
  const { t } = useI18n();
  const { data } = usePaymentConfig();
  const company = data?.company ?? DEFAULT_COMPANY;
  return (
    <p className="mt-10 border-t border-slate-200 pt-6 text-center text-sm text-slate-700" data-testid="support-line">
      {t("acct.ud.support")}{" "}
      <a className="font-semibold text-brand-700 underline" href={`mailto:${company.supportEmail}`}>
        {company.supportEmail}
      </a>
      {" · "}
      <a
        className="whitespace-nowrap font-semibold text-brand-700 underline"
        href={`tel:${company.supportPhone.replace(/[^+\d]/g, "")}`}
      >
        {company.supportPhone}
      </a>
    </p>
  );
}
