import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from "drizzle-orm";
import type { Lang } from "@shared/i18n/lang";
import { assessments, type Assessment, type NewAssessment } from "@shared/schema/index";
import type { PageQuery } from "@shared/validators/pagination";
import type { Db } from "../../db/client";
import { pageWindow } from "../../lib/pagination";
import {
  countAttemptsSql,
  counterStateOf,
  createKeyBatcher,
  placesIn,
  type CounterState,
  type RateLimits,
} from "../../lib/rate-limit";

/** A class's seat count (schools feature): a submission through its link is counted against `size`, not an address. */
export interface ClassSeat {
  classId: string;
  size: number;
}

/** A rate-limit counter a stored submission counts against (lib/rate-limit.ts). */
export interface SubmissionCounter {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** What storing one counted submission came to: stored (now or before, by its submission id), or refused by the limit. */
export type CountedInsert = { id: string; created: boolean } | { refused: true };

const COLUMNS = getTableColumns(assessments);
type Column = keyof typeof COLUMNS;

/** The row as JSON with the table's column names (jsonb_populate_record reads it with the table's own types). */
function rowDocument(values: NewAssessment): Record<string, unknown> {
  const doc: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values))
    if (value !== undefined) doc[COLUMNS[key as Column].name] = value instanceof Date ? value.toISOString() : value;
  return doc;
}

/**
 * One statement for a batch of submissions on one counter: it counts them against the limit and
 * inserts those within it (each by its place in the count), skipping a submission id already
 * stored. Submissions from one address arriving together are stored together; from different
 * addresses, each is stored in one round trip instead of two (count, then insert).
 */
async function insertCounted(
  db: Db,
  counter: SubmissionCounter,
  rows: NewAssessment[],
): Promise<{ state: CounterState; results: CountedInsert[] }> {
  const names = [...new Set(rows.flatMap((row) => Object.keys(row).filter((key) => row[key as Column] !== undefined)))];
  const columns = sql.join(
    names.map((key) => sql.identifier(COLUMNS[key as Column].name)),
    sql`, `,
  );
  const picked = sql.join(
    names.map((key) => sql`r.${sql.identifier(COLUMNS[key as Column].name)}`),
    sql`, `,
  );
  const n = rows.length;
  const result = await db.execute(sql`
    WITH attempt AS (${countAttemptsSql(counter.key, n, counter.windowSeconds)}),
    inserted AS (
      INSERT INTO assessments (${columns})
      SELECT ${picked}
      FROM jsonb_array_elements(${JSON.stringify(rows.map(rowDocument))}::jsonb) WITH ORDINALITY AS t(doc, ord)
      CROSS JOIN LATERAL jsonb_populate_record(NULL::assessments, t.doc) AS r
      CROSS JOIN attempt
      WHERE attempt.count - ${n} + t.ord <= ${counter.limit}
      ORDER BY t.ord
      ON CONFLICT (submission_id) DO NOTHING
      RETURNING id
    )
    SELECT attempt.count, attempt.remaining_ms, (SELECT coalesce(json_agg(id), '[]'::json) FROM inserted) AS ids
    FROM attempt`);
  const [row] = (result as unknown as { rows: { count: unknown; remaining_ms: unknown; ids: unknown }[] }).rows;
  const state = counterStateOf(row);
  const raw = row?.ids;
  const inserted = new Set<string>((typeof raw === "string" ? JSON.parse(raw) : raw) as string[]);
  const places = placesIn(state, n);
  const results: CountedInsert[] = rows.map((values, index) =>
    places[index]!.count > counter.limit ? { refused: true } : { id: values.id, created: inserted.has(values.id) },
  );
  // within the limit but not inserted: its submission id was stored before (or earlier in this batch)
  const repeated = rows.filter((_values, index) => {
    const outcome = results[index]!;
    return "id" in outcome && !outcome.created;
  });
  if (repeated.length > 0) {
    const stored = await db
      .select({ id: assessments.id, submissionId: assessments.submissionId })
      .from(assessments)
      .where(
        inArray(
          assessments.submissionId,
          repeated.map((values) => values.submissionId!),
        ),
      );
    const bySubmission = new Map(stored.map((s) => [s.submissionId, s.id]));
    rows.forEach((values, index) => {
      const outcome = results[index]!;
      if ("id" in outcome && !outcome.created) outcome.id = bySubmission.get(values.submissionId!)!;
    });
  }
  return { state, results };
}

/** The buyer's contact, as the payment and refund emails need it. */
export interface AssessmentContact {
  id: string;
  email: string;
  language: Lang;
  userId: string | null;
  /** A minor's parent or guardian, when given (a school's unlocked report goes to them too). */
  guardianEmail: string | null;
}

const contactColumns = {
  id: assessments.id,
  email: assessments.email,
  language: assessments.language,
  userId: assessments.userId,
  guardianEmail: assessments.guardianEmail,
};

/**
 * Reads and writes the assessments table, on `db`: the app's database, or a transaction another
 * feature holds (`createAssessmentRepository({ db: tx, limits })`; the assessment service's `…Tx` methods).
 */
/**
 * Stores submissions through one class's link in one transaction, under a lock per class: each is
 * stored once per submissionId (a re-sent one answers its stored test, not counted again), in
 * arrival order while the class has seats; the rest are refused, nothing stored.
 */
async function insertClassBatch(db: Db, items: { values: NewAssessment; seat: ClassSeat }[]): Promise<CountedInsert[]> {
  const { classId, size } = items[items.length - 1]!.seat;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`class-seat:${classId}`}))`);
    const submissionIds = items.flatMap((item) => (item.values.submissionId ? [item.values.submissionId] : []));
    const stored = new Map<string, string>();
    if (submissionIds.length > 0) {
      const rows = await tx
        .select({ id: assessments.id, submissionId: assessments.submissionId })
        .from(assessments)
        .where(inArray(assessments.submissionId, submissionIds));
      for (const row of rows) stored.set(row.submissionId!, row.id);
    }
    const [taken] = await tx.select({ n: count() }).from(assessments).where(eq(assessments.classId, classId));
    let seats = size - (taken?.n ?? 0);
    // What each item becomes: an earlier test (re-sent), a new row, or refused.
    const plan: ({ kind: "stored"; id: string } | { kind: "new"; row: NewAssessment } | { kind: "refused" })[] = [];
    const planned = new Map<string, string>();
    for (const { values } of items) {
      const earlier = values.submissionId
        ? (stored.get(values.submissionId) ?? planned.get(values.submissionId))
        : undefined;
      if (earlier) plan.push({ kind: "stored", id: earlier });
      else if (seats <= 0) plan.push({ kind: "refused" });
      else {
        seats -= 1;
        const row = { ...values, classId };
        if (values.submissionId) planned.set(values.submissionId, values.id!);
        plan.push({ kind: "new", row });
      }
    }
    const rows = plan.flatMap((step) => (step.kind === "new" ? [step.row] : []));
    const inserted = new Set<string>();
    if (rows.length > 0) {
      const returned = await tx
        .insert(assessments)
        .values(rows)
        .onConflictDoNothing({ target: assessments.submissionId })
        .returning({ id: assessments.id });
      for (const row of returned) inserted.add(row.id);
    }
    // Not inserted: stored meanwhile by the same submission sent without the class's code.
    const missed = rows.filter((row) => !inserted.has(row.id!)).map((row) => row.submissionId!);
    const meanwhile = new Map<string, string>();
    if (missed.length > 0) {
      const found = await tx
        .select({ id: assessments.id, submissionId: assessments.submissionId })
        .from(assessments)
        .where(inArray(assessments.submissionId, missed));
      for (const row of found) meanwhile.set(row.submissionId!, row.id);
    }
    return plan.map((step): CountedInsert => {
      if (step.kind === "refused") return { refused: true };
      if (step.kind === "stored") return { id: step.id, created: false };
      if (inserted.has(step.row.id!)) return { id: step.row.id!, created: true };
      return { id: meanwhile.get(step.row.submissionId!)!, created: false };
    });
  });
}

export function createAssessmentRepository({
  db,
  limits,
}: {
  db: Db;
  /** The app's rate limits: a stored submission counts against one (`insertCounted`). */
  limits: Pick<RateLimits, "isRefusedLocally" | "noteAttempt">;
}) {
  // The results page's read, built once (on first use) and prepared on each connection (not re-planned per request).
  let byIdQuery: ReturnType<typeof prepareById> | undefined;
  let statusByIdQuery: ReturnType<typeof prepareStatusById> | undefined;
  const prepareById = () =>
    db
      .select()
      .from(assessments)
      .where(and(eq(assessments.id, sql.placeholder("id")), isNull(assessments.deletedAt)))
      .prepare("assessment_by_id");
  // What of a stored test may change (still there, paid, owner): the results page's read when its answer is cached.
  const prepareStatusById = () =>
    db
      .select({
        id: assessments.id,
        isPaid: assessments.isPaid,
        userId: assessments.userId,
        claimGeneration: assessments.claimGeneration,
      })
      .from(assessments)
      .where(and(eq(assessments.id, sql.placeholder("id")), isNull(assessments.deletedAt)))
      .prepare("assessment_status_by_id");
  const counted = createKeyBatcher<{ counter: SubmissionCounter; row: NewAssessment }, CountedInsert>(
    async (_key, items) => {
      const { counter } = items[0]!;
      const { state, results } = await insertCounted(
        db,
        counter,
        items.map((item) => item.row),
      );
      limits.noteAttempt(counter.key, counter.limit, counter.windowSeconds, state);
      return results;
    },
    { maxInFlight: 2 },
  );
  // Submissions through one class's link, stored a batch at a time: the class's seats are counted once per batch.
  const inClass = createKeyBatcher<{ values: NewAssessment; seat: ClassSeat }, CountedInsert>((_classId, items) =>
    insertClassBatch(db, items),
  );
  return {
    /**
     * Stores a submission once per submissionId, counted against `counter` in the same statement:
     * refused (nothing stored) once the counter is past its limit.
     */
    async insertCounted(values: NewAssessment, counter: SubmissionCounter): Promise<CountedInsert> {
      if (limits.isRefusedLocally(counter.key, counter.limit, counter.windowSeconds)) return { refused: true };
      return counted(`${counter.windowSeconds}:${counter.limit}:${counter.key}`, { counter, row: values });
    },

    /**
     * Stores a submission taken through a class's link once per submissionId, attached to the class,
     * unless the class already holds `size` tests (refused, nothing stored). Submissions to one class
     * arriving together are stored together (`insertClassBatch`, one transaction under a lock per
     * class, so that several processes agree on the seats); a re-sent one is not counted again.
     */
    insertInClass: (values: NewAssessment, seat: ClassSeat): Promise<CountedInsert> =>
      inClass(seat.classId, { values, seat }),

    /** How many tests each of these classes holds (schools feature: a class's joined count). */
    async countByClass(classIds: string[]): Promise<Map<string, number>> {
      if (classIds.length === 0) return new Map();
      const rows = await db
        .select({ classId: assessments.classId, n: count() })
        .from(assessments)
        .where(inArray(assessments.classId, classIds))
        .groupBy(assessments.classId);
      return new Map(rows.map((row) => [row.classId!, row.n]));
    },

    /** A class's tests nobody deleted, oldest first: its roster and aggregates are drawn from them. */
    async ofClass(classId: string): Promise<Assessment[]> {
      return db
        .select()
        .from(assessments)
        .where(and(eq(assessments.classId, classId), isNull(assessments.deletedAt)))
        .orderBy(asc(assessments.completedAt), asc(assessments.id));
    },

    /** The test leaves its class (the student's choice): its seat is freed and the counsellor no longer sees it. */
    async leaveClass(id: string): Promise<boolean> {
      const rows = await db
        .update(assessments)
        .set({ classId: null, counsellorMayReadAt: null })
        .where(and(eq(assessments.id, id), isNotNull(assessments.classId)))
        .returning({ id: assessments.id });
      return rows.length > 0;
    },

    /** The student lets the class's counsellor read the full report, or stops (a test in a class only). */
    async setCounsellorMayRead(id: string, at: Date | null): Promise<boolean> {
      const rows = await db
        .update(assessments)
        .set({ counsellorMayReadAt: at })
        .where(and(eq(assessments.id, id), isNotNull(assessments.classId)))
        .returning({ id: assessments.id });
      return rows.length > 0;
    },

    /** The unpaid tests taken without an account in these classes, not yet erased. */
    async anonymousIdsOfClasses(classIds: string[]): Promise<string[]> {
      if (classIds.length === 0) return [];
      const rows = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(
          and(
            inArray(assessments.classId, classIds),
            isNull(assessments.userId),
            eq(assessments.isPaid, false),
            isNull(assessments.deletedAt),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Stores a submission once per submissionId; answers the stored id and whether this call created it. */
    async insertOnce(values: NewAssessment): Promise<{ id: string; created: boolean }> {
      const [inserted] = await db
        .insert(assessments)
        .values(values)
        .onConflictDoNothing({ target: assessments.submissionId })
        .returning({ id: assessments.id });
      if (inserted) return { id: inserted.id, created: true };
      const [existing] = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(eq(assessments.submissionId, values.submissionId!));
      return { id: existing!.id, created: false };
    },

    /** The user's latest test (by when it was taken): when, and under which submission. */
    /** The user's latest real test (a practice run moves no retake date). */
    async latestOf(userId: string): Promise<{ createdAt: Date; submissionId: string | null } | undefined> {
      const [row] = await db
        .select({ createdAt: assessments.createdAt, submissionId: assessments.submissionId })
        .from(assessments)
        .where(and(eq(assessments.userId, userId), isNull(assessments.deletedAt), eq(assessments.practice, false)))
        .orderBy(desc(assessments.createdAt))
        .limit(1);
      return row;
    },

    /** Whether an assessment nobody deleted exists, whether it is paid and whose it is. */
    async statusById(
      id: string,
    ): Promise<Pick<Assessment, "id" | "isPaid" | "userId" | "claimGeneration"> | undefined> {
      const [row] = await (statusByIdQuery ??= prepareStatusById()).execute({ id });
      return row;
    },

    /** An assessment nobody deleted (a deleted one kept for its payment's accounting is shown to nobody). */
    async findById(id: string): Promise<Assessment | undefined> {
      const [row] = await (byIdQuery ??= prepareById()).execute({ id });
      return row;
    },

    /**
     * Whether this person paid for the report of another test of theirs, nobody deleted, taken no later
     * than `takenBy` (the retake discount's rule).
     */
    async paidAnotherTestBy(userId: string, takenBy: Date, exceptId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(
          and(
            eq(assessments.userId, userId),
            eq(assessments.isPaid, true),
            isNull(assessments.deletedAt),
            lte(assessments.createdAt, takenBy),
            ne(assessments.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Marks the assessment paid; answers its contact. */
    async markPaid(id: string, paidAt: Date): Promise<AssessmentContact | undefined> {
      const [row] = await db
        .update(assessments)
        .set({ isPaid: true, paidAt })
        .where(eq(assessments.id, id))
        .returning(contactColumns);
      return row;
    },

    /** Holds the assessment's row until the transaction ends (whoever settles a payment for it next waits). */
    async lock(id: string): Promise<void> {
      await db.select({ id: assessments.id }).from(assessments).where(eq(assessments.id, id)).for("update");
    },

    /** Takes the report back (a full refund). */
    async markUnpaid(id: string): Promise<void> {
      await db.update(assessments).set({ isPaid: false, paidAt: null }).where(eq(assessments.id, id));
    },

    /** The stored row of an assessment, deleted (emptied) or not. */
    async findStored(id: string): Promise<Assessment | undefined> {
      const [row] = await db.select().from(assessments).where(eq(assessments.id, id));
      return row;
    },

    /** The contact of an assessment, deleted or not (its payments keep their accounting). */
    async contactOf(id: string): Promise<AssessmentContact | undefined> {
      const [row] = await db.select(contactColumns).from(assessments).where(eq(assessments.id, id));
      return row;
    },

    /** An assessment without an account, nobody deleted: its claim generation (the claim secret's). */
    async unclaimed(id: string): Promise<Pick<Assessment, "id" | "claimGeneration"> | undefined> {
      const [row] = await db
        .select({ id: assessments.id, claimGeneration: assessments.claimGeneration })
        .from(assessments)
        .where(and(eq(assessments.id, id), isNull(assessments.userId), isNull(assessments.deletedAt)));
      return row;
    },

    /**
     * Moves an assessment without an account into this one, if its claim generation is still
     * `generation` (and moves the generation on); answers whether it moved.
     */
    async claim(id: string, userId: string, generation: number): Promise<boolean> {
      const claimed = await db
        .update(assessments)
        .set({ userId, claimGeneration: generation + 1 })
        .where(and(eq(assessments.id, id), isNull(assessments.userId), eq(assessments.claimGeneration, generation)))
        .returning({ id: assessments.id });
      return claimed.length > 0;
    },

    /** Whether the row exists, deleted (emptied) or not. */
    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: assessments.id }).from(assessments).where(eq(assessments.id, id));
      return row !== undefined;
    },

    /** One page of an account's own assessments, newest first (one row more than the page: see toPage). */
    async pageOfUser(userId: string, query: PageQuery): Promise<Assessment[]> {
      const { limit, offset } = pageWindow(query);
      return db
        .select()
        .from(assessments)
        .where(eq(assessments.userId, userId))
        .orderBy(desc(assessments.completedAt), desc(assessments.createdAt), desc(assessments.id))
        .limit(limit)
        .offset(offset);
    },

    /** An account's two latest real tests by when they were taken, newest first (a practice run is never compared). */
    async latestTwoRealOf(userId: string): Promise<Assessment[]> {
      return db
        .select()
        .from(assessments)
        .where(and(eq(assessments.userId, userId), isNull(assessments.deletedAt), eq(assessments.practice, false)))
        .orderBy(desc(assessments.createdAt), desc(assessments.id))
        .limit(2);
    },

    /** How many assessments an account owns, and how many of them are paid. */
    async countsOfUser(userId: string): Promise<{ assessments: number; paid: number }> {
      const [row] = await db
        .select({
          assessments: sql<number>`count(*)::int`,
          paid: sql<number>`(count(*) filter (where ${assessments.isPaid}))::int`,
        })
        .from(assessments)
        .where(eq(assessments.userId, userId));
      return { assessments: Number(row?.assessments ?? 0), paid: Number(row?.paid ?? 0) };
    },

    /** An account's own assessments that are not erased, newest first (the account's data export). */
    async liveOfUser(userId: string): Promise<Assessment[]> {
      return db
        .select()
        .from(assessments)
        .where(and(eq(assessments.userId, userId), isNull(assessments.deletedAt)))
        .orderBy(desc(assessments.createdAt));
    },

    /** An account's own assessments (taken while signed in or claimed with proof). */
    async idsOfUser(userId: string): Promise<string[]> {
      const rows = await db.select({ id: assessments.id }).from(assessments).where(eq(assessments.userId, userId));
      return rows.map((row) => row.id);
    },

    /**
     * A person's assessments: their account's, and those taken without an account with their email
     * (`email` in lower case).
     */
    async idsOfPerson(userId: string, email: string): Promise<string[]> {
      const rows = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(
          or(
            eq(assessments.userId, userId),
            and(isNull(assessments.userId), sql`lower(${assessments.email}) = ${email}`),
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * Up to `limit` unpaid assessments taken without an account before `cutoff`, not yet erased. A
     * test taken in a class is kept as long as its class (the schools' retention, `anonymousIdsOfClasses`).
     */
    async staleAnonymousIds(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(
          and(
            isNull(assessments.userId),
            eq(assessments.isPaid, false),
            isNull(assessments.deletedAt),
            isNull(assessments.classId),
            lt(assessments.createdAt, cutoff),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Deletes the row outright. */
    async delete(id: string): Promise<void> {
      await db.delete(assessments).where(eq(assessments.id, id));
    },

    /** Empties the row of the person's fields and marks it deleted (shown to nobody). */
    async empty(id: string): Promise<void> {
      await db
        .update(assessments)
        .set({
          fullName: "",
          email: "",
          age: "",
          education: "",
          guardianEmail: null,
          guardianConsentAt: null,
          schoolConsentAt: null,
          userId: null,
          submissionId: null,
          classId: null,
          deletedAt: new Date(),
        })
        .where(eq(assessments.id, id));
    },

    /** Whether the user paid for any report (Premium). */
    async hasPaidTest(userId: string): Promise<boolean> {
      const [paid] = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(and(eq(assessments.userId, userId), eq(assessments.isPaid, true)))
        .limit(1);
      return paid !== undefined;
    },

    /** The Holland code and country of the user's latest test (by when it was completed), if any. */
    async latestProfileOf(userId: string): Promise<Pick<Assessment, "hollandCode" | "country"> | undefined> {
      const [latest] = await db
        .select({ hollandCode: assessments.hollandCode, country: assessments.country })
        .from(assessments)
        .where(eq(assessments.userId, userId))
        .orderBy(desc(assessments.completedAt), desc(assessments.createdAt))
        .limit(1);
      return latest;
    },

    /** The user's tests become `days` older, as if taken that long ago; answers how many moved. */
    async backdate(userId: string, days: number): Promise<number> {
      const shift = sql`make_interval(days => ${days})`;
      const rows = await db
        .update(assessments)
        .set({
          createdAt: sql`${assessments.createdAt} - ${shift}`,
          completedAt: sql`${assessments.completedAt} - ${shift}`,
        })
        .where(eq(assessments.userId, userId))
        .returning({ id: assessments.id });
      return rows.length;
    },
  };
}
export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>;
