import { and, count, desc, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import { assessments, type Assessment, type NewAssessment } from "@shared/schema/index";
import type { Db } from "../../db/client";
import {
  countAttemptsSql,
  counterStateOf,
  createKeyBatcher,
  isRefusedLocally,
  noteAttempt,
  placesIn,
  type CounterState,
} from "../../lib/rate-limit";

/** A rate-limit counter a stored submission counts against (lib/rate-limit.ts). */
export interface SubmissionCounter {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** A class's seat count (schools feature): a submission through its link is counted against `size`, not an address. */
export interface ClassSeat {
  classId: string;
  size: number;
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

export function createAssessmentRepository({ db }: { db: Db }) {
  // The results page's read, built once and prepared on each connection (not re-planned per request).
  const byId = db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, sql.placeholder("id")), isNull(assessments.deletedAt)))
    .prepare("assessment_by_id");
  // What of a stored test may change (still there, paid, owner): the results page's read when its answer is cached.
  const statusById = db
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
      noteAttempt(db, counter.key, counter.limit, counter.windowSeconds, state);
      return results;
    },
    { maxInFlight: 2 },
  );
  return {
    /**
     * Stores a submission once per submissionId, counted against `counter` in the same statement:
     * refused (nothing stored) once the counter is past its limit.
     */
    async insertCounted(values: NewAssessment, counter: SubmissionCounter): Promise<CountedInsert> {
      if (isRefusedLocally(db, counter.key, counter.limit, counter.windowSeconds)) return { refused: true };
      return counted(`${counter.windowSeconds}:${counter.limit}:${counter.key}`, { counter, row: values });
    },

    /**
     * Stores a submission taken through a class's link once per submissionId, attached to the class,
     * unless the class already holds `size` tests (refused, nothing stored). Submissions to one class
     * wait for each other (a lock per class for the transaction); a re-sent one is not counted again.
     */
    async insertInClass(values: NewAssessment, seat: ClassSeat): Promise<CountedInsert> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`class-seat:${seat.classId}`}))`);
        if (values.submissionId) {
          const [existing] = await tx
            .select({ id: assessments.id })
            .from(assessments)
            .where(eq(assessments.submissionId, values.submissionId));
          if (existing) return { id: existing.id, created: false };
        }
        const [taken] = await tx.select({ n: count() }).from(assessments).where(eq(assessments.classId, seat.classId));
        if ((taken?.n ?? 0) >= seat.size) return { refused: true } as const;
        const [inserted] = await tx
          .insert(assessments)
          .values({ ...values, classId: seat.classId })
          .onConflictDoNothing({ target: assessments.submissionId })
          .returning({ id: assessments.id });
        if (inserted) return { id: inserted.id, created: true };
        // stored meanwhile by the same submission sent without the class's code
        const [existing] = await tx
          .select({ id: assessments.id })
          .from(assessments)
          .where(eq(assessments.submissionId, values.submissionId!));
        return { id: existing!.id, created: false };
      });
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
      const [row] = await statusById.execute({ id });
      return row;
    },

    /** An assessment nobody deleted (a deleted one kept for its payment's accounting is shown to nobody). */
    async findById(id: string): Promise<Assessment | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },
  };
}
export type AssessmentRepository = ReturnType<typeof createAssessmentRepository>;
