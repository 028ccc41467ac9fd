import { formatMoney, fromCents, toCents } from "@shared/pricing";
import { DEFAULT_PRICING } from "@shared/defaults";
import { DEFAULT_COMPANY } from "@/config/company";
import { usePaymentConfig } from "@/lib/payment-config";
import { useI18n } from "@/lib/i18n";

/** The placeholders of the policy texts, filled from the company and payment config. */
export function useCompanyParams(): Record<string, string> {
  const { lang } = useI18n();
  const { data } = usePaymentConfig();
  const company = data?.company ?? DEFAULT_COMPANY;
  const basePrice = data?.basePrice ?? DEFAULT_PRICING.basePrice;
  const currency = data?.currency ?? DEFAULT_PRICING.currency;
  const rate = Number(data?.exchangeRate ?? DEFAULT_PRICING.exchangeRate);
  const localCurrency = data?.localCurrency ?? DEFAULT_PRICING.localCurrency;
  return {
    company: company.name,
    address: company.address,
    email: company.supportEmail,
    phone: company.supportPhone,
    hours: company.supportHours[lang],
    price: formatMoney(basePrice, currency, lang),
    localPrice: formatMoney(fromCents(Math.round(toCents(basePrice) * rate)), localCurrency, lang),
    updated: lang === "es" ? "1 de noviembre de 2026" : "November 1, 2026",
  };
}
