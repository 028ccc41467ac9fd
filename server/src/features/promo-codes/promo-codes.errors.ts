import { createError } from "../../lib/errors";

export const promoUnknownError = createError(422, "promo.unknown", "promo.unknown");
export const promoExpiredError = createError(422, "promo.expired", "promo.expired");
export const promoNotActiveError = createError(422, "promo.not_active", "promo.notActive");
export const promoUsedUpError = createError(409, "promo.used_up", "promo.usedUp");
export const promoCodeTakenError = createError(409, "promo.code_taken", "promo.admin.codeTaken");
export const promoNotFoundError = createError(404, "promo.not_found", "promo.admin.notFound");
export const promoDatesError = createError(400, "validation.body", "promo.admin.dates");
