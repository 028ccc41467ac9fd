import type { PromoCode } from "@shared/schema/index";
import {
  PROMO_CODE_PATTERN,
  type CreatePromoCodeInput,
  type PromoCodeDto,
  type PromoRefusal,
  type UpdatePromoCodeInput,
} from "@shared/validators/promo-codes";
import type { Db } from "../../db/client";
import type { AppError } from "../../lib/errors";
import {
  promoCodeTakenError,
  promoDatesError,
  promoExpiredError,
  promoNotActiveError,
  promoNotFoundError,
  promoUnknownError,
  promoUsedUpError,
} from "./promo-codes.errors";
import { PROMO_RESERVATION_MS, promoRefusal, toPromoCodeDto } from "./promo-codes.model";
import { createPromoCodesRepository } from "./promo-codes.repository";

export type { PromoCode, PromoRefusal };

const REFUSAL_ERRORS: Record<PromoRefusal, () => AppError> = {
  unknown: () => promoUnknownError(),
  expired: () => promoExpiredError(),
  notActive: () => promoNotActiveError(),
  usedUp: () => promoUsedUpError(),
};

/** The 4xx error that tells the buyer why the code cannot be used. */
export const promoRefusalError = (refusal: PromoRefusal): AppError => REFUSAL_ERRORS[refusal]();

/** The catalog key of a refusal, for answers that are not errors (the validate action). */
export const promoRefusalKey = (refusal: PromoRefusal) =>
  (
    ({
      unknown: "promo.unknown",
      expired: "promo.expired",
      notActive: "promo.notActive",
      usedUp: "promo.usedUp",
    }) as const
  )[refusal];

/**
 * The uses of a code held by open checkouts. A hold lives on the checkout's pending payment (its
 * `promoReservedUntil`), so the payments feature, which owns those rows, answers for them.
 */
export interface PromoReservations {
  /** Uses of the code held at `now` by open checkouts, except those of `assessmentId`'s test. */
  liveTx(exec: Db, promoCodeId: string, now: Date, assessmentId?: string): Promise<number>;
  /** Ends the holds of a test's open checkouts (a new checkout of the same test replaces them). */
  releaseTx(tx: Db, assessmentId: string): Promise<void>;
}

export function createPromoCodesService({ db, reservations }: { db: Db; reservations: PromoReservations }) {
  const repo = createPromoCodesRepository({ db });

  return {
    // Inside a payment's transaction.
    reservePromoUseTx: (tx: Db, promoCodeId: string, assessmentId: string, now?: Date) =>
      reservePromoUseTx(tx, reservations, promoCodeId, assessmentId, now),
    countPromoUseTx,
    async list(now: Date = new Date()): Promise<PromoCodeDto[]> {
      return (await repo.list()).map((code) => toPromoCodeDto(code, now));
    },

    async create(input: CreatePromoCodeInput, adminId: string): Promise<PromoCodeDto> {
      const row = await repo.insert({
        code: input.code,
        percentOff: input.percentOff ?? null,
        amountOff: input.amountOff ?? null,
        validFrom: input.validFrom ?? null,
        validUntil: input.validUntil ?? null,
        maxUses: input.maxUses ?? null,
        note: input.note ?? null,
        createdBy: adminId,
      });
      if (!row) throw promoCodeTakenError();
      return toPromoCodeDto(row, new Date());
    },

    async update(id: string, input: UpdatePromoCodeInput): Promise<PromoCodeDto> {
      const current = await repo.findById(id);
      if (!current) throw promoNotFoundError();
      const validFrom = input.validFrom === undefined ? current.validFrom : input.validFrom;
      const validUntil = input.validUntil === undefined ? current.validUntil : input.validUntil;
      if (validFrom && validUntil && validFrom.getTime() > validUntil.getTime()) throw promoDatesError();
      const row = await repo.update(id, {
        ...(input.paused !== undefined ? { paused: input.paused } : {}),
        // Setting one kind of discount clears the other.
        ...(input.percentOff !== undefined ? { percentOff: input.percentOff, amountOff: null } : {}),
        ...(input.amountOff !== undefined ? { amountOff: input.amountOff, percentOff: null } : {}),
        ...(input.validFrom !== undefined ? { validFrom: input.validFrom } : {}),
        ...(input.validUntil !== undefined ? { validUntil: input.validUntil } : {}),
        ...(input.maxUses !== undefined ? { maxUses: input.maxUses } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
      });
      if (!row) throw promoNotFoundError();
      return toPromoCodeDto(row, new Date());
    },

    /**
     * The code (any case) when it can be used now for `assessmentId`'s test, or why not: the uses held by other
     * tests' open checkouts count as used.
     */
    async check(
      code: string,
      { assessmentId, now = new Date() }: { assessmentId?: string | undefined; now?: Date } = {},
    ): Promise<{ code: PromoCode } | { refusal: PromoRefusal }> {
      const normalized = code.trim().toUpperCase();
      const row = PROMO_CODE_PATTERN.test(normalized) ? await repo.findByCode(normalized) : undefined;
      const reserved = row ? await reservations.liveTx(db, row.id, now, assessmentId) : 0;
      const refusal = promoRefusal(row, now, reserved);
      return refusal || !row ? { refusal: refusal ?? "unknown" } : { code: row };
    },

    /** Why the stored code cannot be used now for `assessmentId`'s test (other tests' open checkouts held), or null. */
    async refusalById(id: string, assessmentId: string, now: Date = new Date()): Promise<PromoRefusal | null> {
      const row = await repo.findById(id);
      return promoRefusal(row, now, row ? await reservations.liveTx(db, id, now, assessmentId) : 0);
    },
  };
}
export type PromoCodesService = ReturnType<typeof createPromoCodesService>;

/**
 * Reserves one use of the code for a checkout of `assessmentId`'s test, inside the transaction that opens its
 * payment: the code's row is locked (concurrent checkouts take turns), the code is checked with the uses held
 * by other tests' open checkouts, and this test's earlier open checkouts give up theirs (the new one replaces
 * them). Answers why not, or null and the time the reservation ends (to store on the new payment).
 */
async function reservePromoUseTx(
  tx: Db,
  reservations: PromoReservations,
  promoCodeId: string,
  assessmentId: string,
  now: Date = new Date(),
): Promise<{ refusal: PromoRefusal } | { reservedUntil: Date }> {
  const repo = createPromoCodesRepository({ db: tx });
  const row = await repo.lockById(promoCodeId);
  const refusal = promoRefusal(row, now, row ? await reservations.liveTx(tx, promoCodeId, now, assessmentId) : 0);
  if (refusal) return { refusal };
  await reservations.releaseTx(tx, assessmentId);
  return { reservedUntil: new Date(now.getTime() + PROMO_RESERVATION_MS) };
}

/**
 * Counts a paid payment's use of its code, inside the fulfilment transaction. Answers false when the code was
 * used up meanwhile: the use is then counted apart (overLimitUses), never past the maximum.
 */
async function countPromoUseTx(tx: Db, promoCodeId: string): Promise<boolean> {
  return createPromoCodesRepository({ db: tx }).countUse(promoCodeId);
}
