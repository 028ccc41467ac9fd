import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { promoCodes, type NewPromoCode, type PromoCode } from "@shared/schema/index";
import type { Db } from "../../db/client";

export function createPromoCodesRepository({ db }: { db: Db }) {
  return {
    async list(): Promise<PromoCode[]> {
      return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
    },

    async findByCode(code: string): Promise<PromoCode | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row;
    },

    async findById(id: string): Promise<PromoCode | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
      return row;
    },

    /** Answers undefined when the code exists already. */
    async insert(values: NewPromoCode): Promise<PromoCode | undefined> {
      const [row] = await db
        .insert(promoCodes)
        .values(values)
        .onConflictDoNothing({ target: promoCodes.code })
        .returning();
      return row;
    },

    async update(id: string, values: Partial<NewPromoCode>): Promise<PromoCode | undefined> {
      const [row] = await db
        .update(promoCodes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(promoCodes.id, id))
        .returning();
      return row;
    },

    /** The code's row, locked until the transaction ends: checkouts reserving it take their turn. */
    async lockById(id: string): Promise<PromoCode | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update");
      return row;
    },

    /**
     * Counts one use unless the code is used up: a guarded UPDATE, so concurrent last uses count once in all.
     * Answers whether the use was counted within the maximum.
     */
    async countUse(id: string): Promise<boolean> {
      const [counted] = await db
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1`, updatedAt: new Date() })
        .where(and(eq(promoCodes.id, id), or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses))))
        .returning({ id: promoCodes.id });
      if (counted) return true;
      await db
        .update(promoCodes)
        .set({ overLimitUses: sql`${promoCodes.overLimitUses} + 1`, updatedAt: new Date() })
        .where(eq(promoCodes.id, id));
      return false;
    },
  };
}
