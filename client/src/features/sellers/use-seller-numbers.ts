import { formatMoney } from "@shared/pricing";
import { useI18n } from "@/lib/i18n";
import { formatRate } from "./format";

/** The seller dashboard's amounts (in the seller's currency) and rates ("12,5 %"), in the page's language. */
export function useSellerNumbers(currency: string) {
  const { t, lang } = useI18n();
  return {
    money: (amount: string) => formatMoney(amount, currency, lang),
    rate: (value: number) => t("sellerArea.percent", { value: formatRate(value, lang) }),
  };
}
