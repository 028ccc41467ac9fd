import type { MessageKey, MessageParams } from "@shared/i18n/client-catalog";
import type { Lang } from "@shared/i18n/lang";
import { formatMoney } from "@shared/pricing";
import type { PackTier } from "@shared/validators/report-packs";

/** The quantities one tier prices: from its minimum to the next tier's minimum less one (the last: to `max`). */
export interface TierRange {
  from: number;
  /** Unknown for the last tier when the pack's maximum is not given. */
  to: number | undefined;
  unitPrice: string;
}

export function tierRanges(tiers: readonly PackTier[], max?: number): TierRange[] {
  return tiers.map((tier, index) => ({
    from: tier.minQuantity,
    to: index + 1 < tiers.length ? tiers[index + 1]!.minQuantity - 1 : max,
    unitPrice: tier.unitPrice,
  }));
}

/**
 * The volume prices in words, one line per tier ("De 5 a 29 reportes: $14.99 USD cada uno"), as the schools page,
 * the counsellor's panel and the administrator's preview show them.
 */
export function tierLines(
  tiers: readonly PackTier[],
  currency: string,
  t: (key: MessageKey, params?: MessageParams) => string,
  lang: Lang,
  max?: number,
): string[] {
  return tierRanges(tiers, max).map(({ from, to, unitPrice }) => {
    const price = formatMoney(unitPrice, currency, lang);
    return to === undefined ? t("packs.tierFrom", { from, price }) : t("packs.tierRange", { from, to, price });
  });
}
