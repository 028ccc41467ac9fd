import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import {
  classStarts,
  counsellors,
  schoolClasses,
  type Counsellor,
  type NewCounsellor,
  type SchoolClass,
} from "@shared/schema/index";
import type { CounsellorStatus } from "@shared/validators/schools";
import type { PageQuery } from "@shared/validators/pagination";
import type { Db } from "../../db/client";
import { pageWindow } from "../../lib/pagination";

/** A counsellor with the account's name and email, as the admin lists them. */
export type CounsellorWithAccount = Counsellor & { name: string; email: string };

/** The schools feature's tables: counsellors and their classes (their one writer). */
export function createSchoolsRepository({ db }: { db: Db }) {
  return {
    async insertCounsellorTx(tx: Db, values: NewCounsellor): Promise<Counsellor> {
      const [row] = await tx.insert(counsellors).values(values).returning();
      return row!;
    },

    async counsellorOfUser(userId: string): Promise<Counsellor | undefined> {
      const [row] = await db.select().from(counsellors).where(eq(counsellors.userId, userId));
      return row;
    },

    async counsellor(id: string): Promise<Counsellor | undefined> {
      const [row] = await db.select().from(counsellors).where(eq(counsellors.id, id));
      return row;
    },

    /** Newest first; one row more than the page (lib/pagination.ts). */
    async listCounsellors(status: CounsellorStatus | undefined, page: PageQuery): Promise<Counsellor[]> {
      const { limit, offset } = pageWindow(page);
      return db
        .select()
        .from(counsellors)
        .where(status ? eq(counsellors.status, status) : undefined)
        .orderBy(desc(counsellors.createdAt), desc(counsellors.id))
        .limit(limit)
        .offset(offset);
    },

    /** Sets the status when it differs from the stored one: answers whether it changed. */
    async setStatusIfChanged(id: string, status: CounsellorStatus, now: Date): Promise<boolean> {
      const rows = await db
        .update(counsellors)
        .set({ status, decidedAt: now })
        .where(and(eq(counsellors.id, id), sql`${counsellors.status} <> ${status}`))
        .returning({ id: counsellors.id });
      return rows.length > 0;
    },

    /** A new class, or undefined when its join code is taken (the caller draws another). */
    async insertClass(values: typeof schoolClasses.$inferInsert): Promise<SchoolClass | undefined> {
      const [row] = await db.insert(schoolClasses).values(values).onConflictDoNothing().returning();
      return row;
    },

    async classesOf(counsellorId: string): Promise<SchoolClass[]> {
      return db
        .select()
        .from(schoolClasses)
        .where(eq(schoolClasses.counsellorId, counsellorId))
        .orderBy(desc(schoolClasses.createdAt));
    },

    async classOf(counsellorId: string, classId: string): Promise<SchoolClass | undefined> {
      const [row] = await db
        .select()
        .from(schoolClasses)
        .where(and(eq(schoolClasses.id, classId), eq(schoolClasses.counsellorId, counsellorId)));
      return row;
    },

    async updateClass(
      id: string,
      values: Partial<Pick<SchoolClass, "size" | "closedAt" | "keptThrough">>,
    ): Promise<SchoolClass | undefined> {
      if (Object.keys(values).length === 0) {
        const [row] = await db.select().from(schoolClasses).where(eq(schoolClasses.id, id));
        return row;
      }
      const [row] = await db.update(schoolClasses).set(values).where(eq(schoolClasses.id, id)).returning();
      return row;
    },

    /** Classes kept through a school year before `year` (their own, or the last one renewed), oldest first. */
    async classIdsBeforeYear(year: number, limit: number): Promise<string[]> {
      const keptThrough = sql<number>`greatest(${schoolClasses.year}, coalesce(${schoolClasses.keptThrough}, ${schoolClasses.year}))`;
      const rows = await db
        .select({ id: schoolClasses.id })
        .from(schoolClasses)
        .where(lt(keptThrough, year))
        .orderBy(asc(keptThrough))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async deleteClasses(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(schoolClasses).where(inArray(schoolClasses.id, ids));
    },

    /** The class's tests' visits so far (opened or started); none past `limit` are stored. */
    async recordVisit(
      classId: string,
      token: string,
      stage: "opened" | "started",
      now: Date,
      limit: number,
    ): Promise<void> {
      const [taken] = await db.select({ n: count() }).from(classStarts).where(eq(classStarts.classId, classId));
      const startedAt = stage === "started" ? now : null;
      if ((taken?.n ?? 0) < limit)
        await db
          .insert(classStarts)
          .values({ classId, token, openedAt: now, startedAt })
          .onConflictDoNothing({ target: classStarts.token });
      if (startedAt)
        await db
          .update(classStarts)
          .set({ startedAt })
          .where(and(eq(classStarts.token, token), eq(classStarts.classId, classId), isNull(classStarts.startedAt)));
    },

    /** The visit's test was stored: it is no longer waiting. */
    async finishVisit(classId: string, token: string, now: Date): Promise<void> {
      await db
        .update(classStarts)
        .set({ finishedAt: now, startedAt: sql`coalesce(${classStarts.startedAt}, ${now})` })
        .where(and(eq(classStarts.token, token), eq(classStarts.classId, classId), isNull(classStarts.finishedAt)));
    },

    /** Visits since `since` that did not finish: opened only, and started. */
    async waitingOf(classId: string, since: Date): Promise<{ joined: number; inProgress: number }> {
      const rows = await db
        .select({ started: isNotNull(classStarts.startedAt).mapWith(Boolean), n: count() })
        .from(classStarts)
        .where(and(eq(classStarts.classId, classId), isNull(classStarts.finishedAt), gte(classStarts.openedAt, since)))
        .groupBy(isNotNull(classStarts.startedAt));
      return {
        joined: rows.find((row) => !row.started)?.n ?? 0,
        inProgress: rows.find((row) => row.started)?.n ?? 0,
      };
    },

    /** A class by id with its school (a student's own view of the class their test is in). */
    async classWithSchool(classId: string): Promise<{ name: string; schoolName: string } | undefined> {
      const [row] = await db
        .select({ name: schoolClasses.name, schoolName: counsellors.schoolName })
        .from(schoolClasses)
        .innerJoin(counsellors, eq(counsellors.id, schoolClasses.counsellorId))
        .where(eq(schoolClasses.id, classId));
      return row;
    },

    /** An open class of an approved counsellor, by its join code, with its school. */
    async openClassByCode(
      joinCode: string,
    ): Promise<{ class: SchoolClass; schoolName: string; country: string } | undefined> {
      const [row] = await db
        .select({ class: schoolClasses, schoolName: counsellors.schoolName, country: counsellors.country })
        .from(schoolClasses)
        .innerJoin(counsellors, eq(counsellors.id, schoolClasses.counsellorId))
        .where(
          and(eq(schoolClasses.joinCode, joinCode), isNull(schoolClasses.closedAt), eq(counsellors.status, "approved")),
        );
      return row;
    },
  };
}
export type SchoolsRepository = ReturnType<typeof createSchoolsRepository>;
