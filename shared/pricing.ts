/**
 * Price arithmetic shared by the server (which decides) and the client (which displays).
 * Amounts are handled in cents to avoid floating-point drift.
 */
export function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

export function fromCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Percent off: rounded (original - base) / original, as a percent; 0 when base >= original. */
export function discountPercent(originalPrice: string | number, basePrice: string | number): number {
  const original = toCents(originalPrice);
  const base = toCents(basePrice);
  if (!(original > 0) || base >= original) return 0;
  return Math.round(((original - base) / original) * 100);
}

/** A promo code's discount: a percentage, or a fixed amount in the price currency. */
export interface PromoDiscount {
  percentOff?: string | number | null | undefined;
  amountOff?: string | number | null | undefined;
}

/** A discounted price never goes below this (in the price currency): providers refuse to charge nothing. */
export const MIN_PAYABLE_CENTS = 100;

/** Cents off `baseCents` that a promo code gives, capped so the price stays at least MIN_PAYABLE_CENTS. */
export function promoDiscountCents(baseCents: number, promo: PromoDiscount): number {
  const raw =
    promo.percentOff !== null && promo.percentOff !== undefined
      ? Math.round((baseCents * Number(promo.percentOff)) / 100)
      : toCents(promo.amountOff ?? 0);
  return Math.max(0, Math.min(raw, baseCents - MIN_PAYABLE_CENTS));
}

/** Cents off `baseCents` for a percentage, capped so the price stays at least MIN_PAYABLE_CENTS. */
export function percentDiscountCents(baseCents: number, percent: string | number | undefined): number {
  const value = Number(percent ?? 0);
  if (!(value > 0)) return 0;
  return Math.max(0, Math.min(baseCents - Math.round(baseCents * (1 - value / 100)), baseCents - MIN_PAYABLE_CENTS));
}

/** Which discount gave the price its reduction (at most one: they never stack). */
export type AppliedDiscount = "none" | "referral" | "retake" | "promo";

/**
 * The price a buyer pays: the base price, less one discount: the referral discount when they came
 * through a seller's link, the retake discount when the same account already paid for an earlier
 * test's report, or the promo code's discount. They never stack: the largest one applies (on a tie,
 * the referral first, then the retake).
 */
export function quoteAmounts(input: {
  basePrice: string;
  originalPrice: string;
  exchangeRate: string;
  referralDiscountPercent?: string | number | undefined;
  retakeDiscountPercent?: string | number | undefined;
  promo?: PromoDiscount | undefined;
}): {
  amount: string;
  discountPercent: number;
  localAmount: string;
  applied: AppliedDiscount;
  promoApplied: boolean;
  promoDiscount: string;
} {
  const base = toCents(input.basePrice);
  const referral = Number(input.referralDiscountPercent ?? 0);
  const candidates: [AppliedDiscount, number][] = [
    ["referral", referral > 0 ? base - Math.round(base * (1 - referral / 100)) : 0],
    ["retake", percentDiscountCents(base, input.retakeDiscountPercent)],
    ["promo", input.promo ? promoDiscountCents(base, input.promo) : 0],
  ];
  let applied: AppliedDiscount = "none";
  let off = 0;
  for (const [kind, cents] of candidates) {
    if (cents > off) {
      applied = kind;
      off = cents;
    }
  }
  const cents = base - off;
  const amount = fromCents(cents);
  return {
    amount,
    discountPercent: discountPercent(input.originalPrice, amount),
    localAmount: fromCents(Math.round(cents * Number(input.exchangeRate))),
    applied,
    promoApplied: applied === "promo",
    promoDiscount: fromCents(applied === "promo" ? off : 0),
  };
}

/** A school's pack: `quantity` reports at `unitPrice` each, and the same in local currency. */
export function packAmounts(input: { unitPrice: string; quantity: number; exchangeRate: string }): {
  amount: string;
  localAmount: string;
} {
  const cents = toCents(input.unitPrice) * input.quantity;
  return { amount: fromCents(cents), localAmount: fromCents(Math.round(cents * Number(input.exchangeRate))) };
}

/**
 * An amount with two decimals and thousands commas ("1,199.40"), as en-US numbers read. Not
 * through Intl: the first Intl formatter a browser page builds loads its locale data, a long task
 * on a phone that every page showing a price would pay on its first render.
 */
function amountText(amount: number): string {
  const [whole = "0", cents = "00"] = Math.abs(amount).toFixed(2).split(".");
  return `${amount < 0 ? "-" : ""}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents}`;
}

/** Formats an amount for people: "$19.99 USD", "RD$ 1,199.40". */
export function formatMoney(amount: string | number, currency: string, _lang: "es" | "en" = "es"): string {
  const formatted = amountText(Number(amount));
  if (currency === "DOP") return `RD$ ${formatted}`;
  if (currency === "USD") return `$${formatted} USD`;
  return `${formatted} ${currency}`;
}
