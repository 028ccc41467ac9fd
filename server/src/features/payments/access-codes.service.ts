import { randomInt } from "node:crypto";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
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
      const rows = await db
        .select()
        .from(accessCodes)
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
  input: { code: string; assessmentId: string; email: string },
): Promise<boolean> {
  const [used] = await tx
    .update(accessCodes)
    .set({ usedAt: new Date(), usedByAssessmentId: input.assessmentId, usedByEmail: input.email })
    .where(
      and(
        eq(accessCodes.code, input.code),
        isNull(accessCodes.usedAt),
        or(isNull(accessCodes.email), sql`lower(${accessCodes.email}) = ${input.email}`),
      ),
    )
    .returning();
  return used !== undefined;
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
