import { and, desc, eq, isNull } from "drizzle-orm";
import { reportPacks, type ReportPack } from "@shared/schema/index";
import type { Db } from "../../db/client";

/** A school's packs of reports (their one writer; their codes are the access codes feature's). */
export function createReportPacksRepository({ db }: { db: Db }) {
  return {
    async insert(values: typeof reportPacks.$inferInsert): Promise<ReportPack> {
      const [row] = await db.insert(reportPacks).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<ReportPack | undefined> {
      const [row] = await db.select().from(reportPacks).where(eq(reportPacks.id, id));
      return row;
    },

    /** A counsellor's packs, newest first. */
    async ofCounsellor(counsellorId: string): Promise<ReportPack[]> {
      return db
        .select()
        .from(reportPacks)
        .where(eq(reportPacks.counsellorId, counsellorId))
        .orderBy(desc(reportPacks.createdAt), desc(reportPacks.id));
    },

    /** Marks the pack paid, once: answers the pack when it became paid now (its codes are then minted). */
    async markPaidTx(tx: Db, id: string, now: Date): Promise<ReportPack | undefined> {
      const [row] = await tx
        .update(reportPacks)
        .set({ paidAt: now })
        .where(and(eq(reportPacks.id, id), isNull(reportPacks.paidAt)))
        .returning();
      return row;
    },
  };
}
