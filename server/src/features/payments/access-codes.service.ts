import { randomInt } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { accessCodes } from "@shared/schema/index";
import type { AccessCodeDto } from "@shared/validators/admin";
import type { PageQuery } from "@shared/validators/pagination";
import type { Db } from "../../db/client";
import { pageWindow, toPage } from "../../lib/pagination";

/**
 * Access codes QE-XXXX-XXXX-XXXX: the administrator generates them, a buyer redeems one as a
 * payment (payments.service.ts verifyAccessCode). This file is the one writer of `access_codes`.
 */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newAccessCode(): string {
  const block = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `QE-${block()}-${block()}-${block()}`;
}

export function createAccessCodesService({ db }: { db: Db }) {
  return {
    // Inside a transaction another feature holds (checkout, erasure).
    redeemAccessCodeTx,
    forgetAccessCodeUserOfAssessmentTx,
    forgetAccessCodeEmailTx,
    mintPackCodesTx,
    takePackCodeTx,
    voidPackCodesTx,
    /** Per pack: its codes used (a report unlocked) and voided (refunded). */
    packCodeCounts: (packIds: string[]) => packCodeCounts(db, packIds),
    /** `count` new codes, bound to `email` when given. */
    async create(count: number, email: string | undefined, adminId: string) {
      const codes = Array.from({ length: count }, newAccessCode);
      const rows = await db
        .insert(accessCodes)
        .values(codes.map((code) => ({ code, email: email ? email.toLowerCase() : null, createdBy: adminId })))
        .onConflictDoNothing()
        .returning();
      return rows.map((r): AccessCodeDto => ({
        code: r.code,
        email: r.email,
        createdAt: r.createdAt.toISOString(),
        used: false,
      }));
    },

    /** One page of access codes, newest first. */
    async list(query: PageQuery) {
      const { limit, offset } = pageWindow(query);
      // A school's pack codes are never shown: they are the pack's, unlocked from the counsellor's roster.
      const rows = await db
        .select()
        .from(accessCodes)
        .where(isNull(accessCodes.packId))
        .orderBy(desc(accessCodes.createdAt), desc(accessCodes.code))
        .limit(limit)
        .offset(offset);
      return toPage(rows, query, (page) =>
        page.map((r): AccessCodeDto => ({
          code: r.code,
          email: r.email,
          createdAt: r.createdAt.toISOString(),
          used: r.usedAt !== null,
          usedAt: r.usedAt?.toISOString() ?? null,
          usedByAssessmentId: r.usedByAssessmentId,
        })),
      );
    },
  };
}

/**
 * Uses the code once for this assessment, inside the payment's transaction: only an unused code,
 * and one bound to an email only by that email. Answers whether it was used now.
 */
async function redeemAccessCodeTx(
  tx: Db,
  input: { code: string; assessmentId: string; email: string; packIds?: string[] },
): Promise<boolean> {
  const [used] = await tx
    .update(accessCodes)
    .set({ usedAt: new Date(), usedByAssessmentId: input.assessmentId, usedByEmail: input.email })
    .where(
      and(
        eq(accessCodes.code, input.code),
        isNull(accessCodes.usedAt),
        isNull(accessCodes.voidedAt),
        // a pack's codes are redeemed only through its counsellor's roster (takePackCodeTx)
        input.packIds === undefined ? isNull(accessCodes.packId) : inArray(accessCodes.packId, input.packIds),
        or(isNull(accessCodes.email), sql`lower(${accessCodes.email}) = ${input.email}`),
      ),
    )
    .returning();
  return used !== undefined;
}

/** A pack was paid: its `count` codes, minted once (a pack that has codes already gets none). */
async function mintPackCodesTx(tx: Db, packId: string, count: number): Promise<void> {
  const [existing] = await tx
    .select({ code: accessCodes.code })
    .from(accessCodes)
    .where(eq(accessCodes.packId, packId))
    .limit(1);
  if (existing) return;
  let left = count;
  while (left > 0) {
    const codes = Array.from({ length: left }, newAccessCode);
    const rows = await tx
      .insert(accessCodes)
      .values(codes.map((code) => ({ code, packId })))
      .onConflictDoNothing()
      .returning({ code: accessCodes.code });
    left -= rows.length;
  }
}

/**
 * An unused code of these packs (the oldest pack's first), held for this transaction: concurrent unlocks each take
 * a different one, and none waits for another.
 */
async function takePackCodeTx(tx: Db, packIds: string[]): Promise<string | undefined> {
  if (packIds.length === 0) return undefined;
  const [row] = await tx
    .select({ code: accessCodes.code })
    .from(accessCodes)
    .where(and(inArray(accessCodes.packId, packIds), isNull(accessCodes.usedAt), isNull(accessCodes.voidedAt)))
    .orderBy(asc(accessCodes.createdAt), asc(accessCodes.code))
    .limit(1)
    .for("update", { skipLocked: true });
  return row?.code;
}

/** A refund of a pack's unused reports: up to `count` of its unused codes (all of them with "all") are voided. */
async function voidPackCodesTx(tx: Db, packId: string, count: number | "all", now: Date): Promise<number> {
  const unused = tx
    .select({ code: accessCodes.code })
    .from(accessCodes)
    .where(and(eq(accessCodes.packId, packId), isNull(accessCodes.usedAt), isNull(accessCodes.voidedAt)))
    .orderBy(desc(accessCodes.createdAt), desc(accessCodes.code))
    .for("update");
  const codes = (await (count === "all" ? unused : unused.limit(Math.max(0, count)))).map((row) => row.code);
  if (codes.length === 0) return 0;
  await tx.update(accessCodes).set({ voidedAt: now }).where(inArray(accessCodes.code, codes));
  return codes.length;
}

/** Per pack: its codes used (a report unlocked) and voided (refunded). */
export async function packCodeCounts(
  exec: Db,
  packIds: string[],
): Promise<Map<string, { used: number; voided: number }>> {
  if (packIds.length === 0) return new Map();
  const rows = await exec
    .select({
      packId: accessCodes.packId,
      used: sql<number>`count(${accessCodes.usedAt})::int`,
      voided: sql<number>`count(${accessCodes.voidedAt})::int`,
    })
    .from(accessCodes)
    .where(inArray(accessCodes.packId, packIds))
    .groupBy(accessCodes.packId);
  return new Map(rows.map((row) => [row.packId!, { used: Number(row.used), voided: Number(row.voided) }]));
}

/** Erasure of an assessment: the code it used keeps its use, without the email that used it. */
async function forgetAccessCodeUserOfAssessmentTx(tx: Db, assessmentId: string): Promise<void> {
  await tx.update(accessCodes).set({ usedByEmail: null }).where(eq(accessCodes.usedByAssessmentId, assessmentId));
}

/** Erasure of a person (`email` in lower case): codes bound to or used by that email keep no trace of it. */
async function forgetAccessCodeEmailTx(tx: Db, email: string): Promise<void> {
  await tx
    .update(accessCodes)
    .set({ email: null })
    .where(sql`lower(${accessCodes.email}) = ${email}`);
  await tx
    .update(accessCodes)
    .set({ usedByEmail: null })
    .where(sql`lower(${accessCodes.usedByEmail}) = ${email}`);
}
export type AccessCodesService = ReturnType<typeof createAccessCodesService>;
