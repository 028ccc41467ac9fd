import type { PromoCode } from "@shared/schema/index";
import type { PromoCodeDto, PromoRefusal, PromoStatusDto } from "@shared/validators/promo-codes";

/** How long an open checkout (a PayPal order, a card form) holds one use of its promo code. */
export const PROMO_RESERVATION_MS = 30 * 60 * 1000;

/**
 * Why a code cannot be used now, or null when it can. Paused and not-yet-started codes read "not active".
 * `reserved`: uses held by other open checkouts (their reservation not yet ended), counted with the uses.
 */
export function promoRefusal(code: PromoCode | undefined, now: Date, reserved = 0): PromoRefusal | null {
  if (!code) return "unknown";
  if (code.validUntil && now.getTime() > code.validUntil.getTime()) return "expired";
  if (code.paused || (code.validFrom && now.getTime() < code.validFrom.getTime())) return "notActive";
  if (code.maxUses !== null && code.uses + reserved >= code.maxUses) return "usedUp";
  return null;
}

export function promoStatus(code: PromoCode, now: Date): PromoStatusDto {
  if (code.paused) return "paused";
  const refusal = promoRefusal(code, now);
  if (refusal === "expired") return "expired";
  if (refusal === "notActive") return "scheduled";
  if (refusal === "usedUp") return "usedUp";
  return "active";
}

export function toPromoCodeDto(code: PromoCode, now: Date): PromoCodeDto {
  return {
    id: code.id,
    code: code.code,
    percentOff: code.percentOff,
    amountOff: code.amountOff,
    validFrom: code.validFrom?.toISOString() ?? null,
    validUntil: code.validUntil?.toISOString() ?? null,
    maxUses: code.maxUses,
    uses: code.uses,
    overLimitUses: code.overLimitUses,
    paused: code.paused,
    note: code.note,
    status: promoStatus(code, now),
    createdAt: code.createdAt.toISOString(),
  };
}
