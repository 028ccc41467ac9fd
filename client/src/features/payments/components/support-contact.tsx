import { DEFAULT_COMPANY } from "@/config/company";
import { useI18n } from "@/lib/i18n";
import { usePaymentConfig } from "@/lib/payment-config";

/** The company's support email and phone, for a buyer whose payment needs a hand. */
export function SupportContact({ className }: { className: string }) {
  const { t } = useI18n();
  const company = usePaymentConfig().data?.company ?? DEFAULT_COMPANY;
  return (
    <p className={className}>{t("success.support", { email: company.supportEmail, phone: company.supportPhone })}</p>
  );
}
