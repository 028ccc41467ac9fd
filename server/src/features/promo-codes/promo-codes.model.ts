import type { PromoCode } from "@shared/schema/index";
import type { PromoCodeDto, PromoRefusal, PromoStatusDto } from "@shared/validators/promo-codes";

/** Why a code cannot be used now, or null when it can. Paused and not-yet-started codes read "not active". */
export function promoRefusal(code: PromoCode | undefined, now: Date): PromoRefusal | null {
  if (!code) return "unknown";
  if (code.validUntil && now.getTime() > code.validUntil.getTime()) return "expired";
  if (code.paused || (code.validFrom && now.getTime() < code.validFrom.getTime())) return "notActive";
  if (code.maxUses !== null && code.uses >= code.maxUses) return "usedUp";
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
