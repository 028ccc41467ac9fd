import { and, desc, eq, isNull } from "drizzle-orm";
import { shareLinks, type ShareLink } from "@shared/schema/index";
import type { Lang } from "@shared/i18n/lang";
import type { Db } from "../../db/client";

export function createSharingRepository({ db }: { db: Db }) {
  return {
    async insert(values: { id: string; assessmentId: string; lang: Lang }): Promise<ShareLink> {
      const [row] = await db.insert(shareLinks).values(values).returning();
      return row!;
    },

    /** A link nobody revoked. */
    async findActive(id: string): Promise<ShareLink | undefined> {
      const [row] = await db
        .select()
        .from(shareLinks)
        .where(and(eq(shareLinks.id, id), isNull(shareLinks.revokedAt)));
      return row;
    },

    /** The newest link of an assessment in a language that still works. */
    async findActiveFor(assessmentId: string, lang: Lang): Promise<ShareLink | undefined> {
      const [row] = await db
        .select()
        .from(shareLinks)
        .where(and(eq(shareLinks.assessmentId, assessmentId), eq(shareLinks.lang, lang), isNull(shareLinks.revokedAt)))
        .orderBy(desc(shareLinks.createdAt))
        .limit(1);
      return row;
    },

    /** Revokes every link of an assessment; answers the ids of those that were still working. */
    async revokeAll(assessmentId: string): Promise<string[]> {
      const rows = await db
        .update(shareLinks)
        .set({ revokedAt: new Date() })
        .where(and(eq(shareLinks.assessmentId, assessmentId), isNull(shareLinks.revokedAt)))
        .returning({ id: shareLinks.id });
      return rows.map((row) => row.id);
    },
  };
}
