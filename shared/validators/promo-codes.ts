import { z } from "./zod";
import { freeText } from "./text";
import { assessmentIdSchema } from "./assessment";
import type { QuoteDto } from "./checkout";

/** Promo codes are stored upper-case: letters, digits, "-" and "_", 3 to 32 characters. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** What a buyer types: trimmed and upper-cased (codes are case-insensitive). */
export const promoCodeInput = z
  .string({ error: "promo.codeRequired" })
  .trim()
  .min(1, "promo.codeRequired")
  .max(64, "promo.unknown")
  .transform((code) => code.toUpperCase());

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const day = /^\d{4}-\d{2}-\d{2}$/;
/** A day (YYYY-MM-DD, UTC) or a full ISO date-time, between the years 2000 and 2200. */
const dateInput = (dayTime: string) =>
  z
    .string({ error: "promo.admin.date" })
    .trim()
    .max(40, "promo.admin.date")
    .transform((value) => new Date(day.test(value) ? `${value}${dayTime}` : /^\d{4}-/.test(value) ? value : "x"))
    .refine(
      (date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 2200,
      "promo.admin.date",
    );
/** validFrom: a day starts at 00:00 UTC. */
const fromDate = dateInput("T00:00:00.000Z");
/** validUntil: a day is included to its last millisecond (UTC). */
const untilDate = dateInput("T23:59:59.999Z");

const percentOff = z.coerce
  .number({ error: "promo.admin.percent" })
  .min(1, "promo.admin.percent")
  .max(100, "promo.admin.percent")
  .transform((n) => n.toFixed(2));
const amountOff = z
  .union([z.string(), z.number()], { error: "promo.admin.amount" })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, "promo.admin.amount"))
  .refine((value) => Number(value) > 0, "promo.admin.amount")
  .transform((value) => Number(value).toFixed(2));
const maxUses = z.coerce
  .number({ error: "promo.admin.maxUses.error" })
  .int("promo.admin.maxUses.error")
  .min(1, "promo.admin.maxUses.error")
  .max(1_000_000, "promo.admin.maxUses.error");
const note = freeText().max(300, "promo.admin.note.error");

/**
 * The object's rule runs even when a date field was refused (its value then is still the raw text,
 * not a Date): only two real dates are compared; the field's own message covers the rest.
 */
const datesInOrder = (input: { validFrom?: unknown; validUntil?: unknown }) =>
  !(input.validFrom instanceof Date) ||
  !(input.validUntil instanceof Date) ||
  input.validFrom.getTime() <= input.validUntil.getTime();

/** POST /api/admin/promo-codes: exactly one of percentOff and amountOff (in the price currency). */
export const createPromoCodeSchema = z
  .strictObject({
    code: z
      .string({ error: "promo.admin.codeFormat" })
      .trim()
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(PROMO_CODE_PATTERN, "promo.admin.codeFormat")),
    percentOff: z.preprocess(emptyToUndefined, percentOff.optional()),
    amountOff: z.preprocess(emptyToUndefined, amountOff.optional()),
    validFrom: z.preprocess(emptyToUndefined, fromDate.optional()),
    validUntil: z.preprocess(emptyToUndefined, untilDate.optional()),
    maxUses: z.preprocess(emptyToUndefined, maxUses.optional()),
    note: z.preprocess(emptyToUndefined, note.optional()),
  })
  .refine((input) => (input.percentOff === undefined) !== (input.amountOff === undefined), {
    message: "promo.admin.oneDiscount",
    path: ["percentOff"],
  })
  .refine(datesInOrder, { message: "promo.admin.dates", path: ["validUntil"] });
export type CreatePromoCodeInput = z.infer<typeof createPromoCodeSchema>;

const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? null : value), z.union([z.null(), schema]).optional());

/**
 * PATCH /api/admin/promo-codes/{id}: pause or resume, change the discount (setting one kind clears the other),
 * the dates, the maximum (null: no limit) or the note. The code itself and its uses do not change.
 */
export const updatePromoCodeSchema = z
  .strictObject({
    paused: z.boolean({ error: "promo.admin.nothingToUpdate" }).optional(),
    percentOff: percentOff.optional(),
    amountOff: amountOff.optional(),
    validFrom: nullable(fromDate),
    validUntil: nullable(untilDate),
    maxUses: nullable(maxUses),
    note: nullable(note),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: "promo.admin.nothingToUpdate",
  })
  .refine((input) => input.percentOff === undefined || input.amountOff === undefined, {
    message: "promo.admin.oneDiscount",
    path: ["percentOff"],
  })
  .refine(datesInOrder, { message: "promo.admin.dates", path: ["validUntil"] });
export type UpdatePromoCodeInput = z.infer<typeof updatePromoCodeSchema>;

/** POST /api/payment/promo/validate */
export const validatePromoSchema = z.object({
  code: promoCodeInput,
  assessmentId: z
    .string({ error: "payment.assessmentRequired" })
    .min(1, "payment.assessmentRequired")
    .pipe(assessmentIdSchema),
});

/** Why a code is refused; the buyer reads it in words. */
export const PROMO_REFUSALS = ["unknown", "expired", "notActive", "usedUp"] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export type PromoStatusDto = "active" | "paused" | "scheduled" | "expired" | "usedUp";

export interface PromoCodeDto {
  id: string;
  code: string;
  percentOff: string | null;
  amountOff: string | null;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  uses: number;
  /** Paid after the code was used up meanwhile: fulfilled, counted apart. */
  overLimitUses: number;
  paused: boolean;
  note: string | null;
  status: PromoStatusDto;
  createdAt: string;
}

/** The validate action's answer: the quote with the code applied when it is valid and larger than a referral's. */
export type PromoValidationDto =
  | { valid: true; code: string; applied: boolean; message: string; quote: QuoteDto }
  | { valid: false; reason: PromoRefusal; message: string; quote: QuoteDto };
