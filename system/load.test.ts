import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTION_SETS } from "@shared/content/question-bank";
import type { HollandType } from "@shared/content/types";
import {
  AGE_RANGES,
  EDUCATION_LEVELS,
  impossibleAgeEducation,
  type SubmitAssessmentInput,
} from "@shared/validators/assessment";
import {
  announceSkip,
  createCleanup,
  createDatabase,
  printServersOnFailure,
  randomId,
  request,
  requireBuild,
  skipReason,
  startServer,
  TEST_DATABASE_URL,
  type HttpResponse,
  type ServerProcess,
  type TestDatabase,
} from "./harness";

/**
 * 200 people take the test at the same moment against one production server on PostgreSQL,
 * each doing what the browser does: load the questions, submit, open the results preview.
 */
const TAKERS = 200;
/** Every fourth taker's browser sends its submission three times at once (a flaky network, a double tap). */
const isRetrying = (i: number) => i % 4 === 0;
const COPIES = 3;

const TYPES: HollandType[] = ["R", "I", "A", "S", "E", "C"];
const COUNTRIES = ["DO", "MX", "CO", "AR", "PE", "CL", "US", "ES"] as const;

/** Taker i likes one type's activity and dislikes another's in all 15 sets: 30 distinct profiles. */
function profileOf(i: number): { liked: HollandType; disliked: HollandType } {
  const liked = TYPES[i % 6]!;
  const others = TYPES.filter((t) => t !== liked);
  return { liked, disliked: others[Math.floor(i / 6) % 5]! };
}

/** A documentation-range address per taker (198.18.0.0/15 is reserved for benchmarks). */
const addressOf = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

interface Outcome {
  taker: number;
  submission: SubmitAssessmentInput;
  liked: HollandType;
  disliked: HollandType;
  submitAnswers: HttpResponse[];
  assessmentId?: string;
  detail?: HttpResponse;
}

announceSkip("load");

describe.skipIf(Boolean(skipReason))(
  "200 people taking the test at once, on the production server and PostgreSQL",
  () => {
    const cleanup = createCleanup();
    printServersOnFailure();
    let database: TestDatabase;
    let server: ServerProcess;

    beforeAll(async () => {
      requireBuild();
      database = await createDatabase(TEST_DATABASE_URL!);
      cleanup.defer(() => database.drop());
      server = await startServer({ databaseUrl: database.url, sessionSecret: `load-${randomId(24)}` });
      cleanup.defer(() => server.stop());
    });
    afterAll(() => cleanup.run());

    it("when 200 takers load the questions, submit and open their results concurrently (a quarter of them sending the same submission three times), then every request succeeds and exactly 200 assessments are stored, each as submitted", async () => {
      const run = randomId(4);
      const failures: string[] = [];
      const latencies: number[] = [];
      const check = (what: string, res: HttpResponse) => {
        latencies.push(res.ms);
        if (res.status < 200 || res.status >= 300) failures.push(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
        return res;
      };
      const send = async (what: string, fn: () => Promise<HttpResponse>): Promise<HttpResponse | undefined> => {
        try {
          return check(what, await fn());
        } catch (error) {
          failures.push(`${what}: network error ${(error as Error).message}`);
          return undefined;
        }
      };

      const taker = async (i: number): Promise<Outcome> => {
        const headers = { "x-forwarded-for": addressOf(i), "accept-language": i % 2 ? "en" : "es" };
        const { liked, disliked } = profileOf(i);
        const questions = await send(`taker ${i} questions`, () =>
          request(`${server.url}/api/assessment/questions`, { headers }),
        );
        // The browser answers with the activity ids it was shown.
        const shown = new Map<number, Set<string>>(
          (questions?.body as { id: number; activities: { id: string }[] }[] | undefined)?.map((set) => [
            set.id,
            new Set(set.activities.map((a) => a.id)),
          ]) ?? [],
        );
        const responses = QUESTION_SETS.map((set) => ({
          questionSet: set.id,
          liked: set.activities.find((a) => a.type === liked)!.id,
          disliked: set.activities.find((a) => a.type === disliked)!.id,
        }));
        expect(
          responses.every((r) => shown.get(r.questionSet)?.has(r.liked) && shown.get(r.questionSet)?.has(r.disliked)),
        ).toBe(true);
        const submission: SubmitAssessmentInput = {
          fullName: `Persona ${i} ${run}`,
          email: `taker${i}.${run}@example.com`,
          age: AGE_RANGES[i % AGE_RANGES.length]!,
          // every age with every education, but a 15-18-year-old never with a postgraduate degree (refused)
          education: impossibleAgeEducation(
            AGE_RANGES[i % AGE_RANGES.length]!,
            EDUCATION_LEVELS[i % EDUCATION_LEVELS.length]!,
          )
            ? "universitario"
            : EDUCATION_LEVELS[i % EDUCATION_LEVELS.length]!,
          country: COUNTRIES[i % COUNTRIES.length]!,
          isPrepaid: false,
          // as the completion form sends them: consent, and not under the country's consent age
          consent: true,
          underConsentAge: false,
          responses,
          submissionId: randomUUID(),
          lang: i % 2 ? "en" : "es",
        };
        const copies = isRetrying(i) ? COPIES : 1;
        const answers = await Promise.all(
          Array.from({ length: copies }, (_, copy) =>
            send(`taker ${i} submit #${copy + 1}`, () =>
              request(`${server.url}/api/assessment/submit`, { json: submission, headers }),
            ),
          ),
        );
        const submitAnswers = answers.filter((a): a is HttpResponse => a !== undefined);
        const outcome: Outcome = { taker: i, submission, liked, disliked, submitAnswers };
        const id = submitAnswers[0]?.body?.assessmentId as string | undefined;
        if (!id) return outcome;
        outcome.assessmentId = id;
        // The browser that took the test holds its claim secret: its own data comes with the preview.
        const claimSecret = String(submitAnswers[0]?.body?.claimSecret ?? "");
        outcome.detail = await send(`taker ${i} results`, () =>
          request(`${server.url}/api/assessment/${id}`, { headers: { ...headers, "x-claim-secret": claimSecret } }),
        );
        return outcome;
      };

      const started = performance.now();
      const outcomes = await Promise.all(Array.from({ length: TAKERS }, (_, i) => taker(i)));
      const elapsed = performance.now() - started;
      latencies.sort((a, b) => a - b);
      console.log(
        `[system] load: ${TAKERS} takers, ${latencies.length} requests in ${Math.round(elapsed)} ms; ` +
          `p50 ${Math.round(latencies[Math.floor(latencies.length * 0.5)]!)} ms, p99 ${Math.round(latencies[Math.floor(latencies.length * 0.99)]!)} ms`,
      );

      // Zero errors: no non-2xx answer, no network error.
      expect(failures, failures.slice(0, 10).join("\n")).toEqual([]);
      expect(latencies).toHaveLength(TAKERS * 3 + (TAKERS / 4) * (COPIES - 1));

      // A re-sent submission answers the same assessment: created once (201), found twice (200).
      for (const o of outcomes.filter((o) => isRetrying(o.taker))) {
        expect(new Set(o.submitAnswers.map((a) => a.body.assessmentId)).size, `taker ${o.taker}`).toBe(1);
        expect(o.submitAnswers.map((a) => a.status).sort(), `taker ${o.taker}`).toEqual([200, 200, 201]);
      }
      for (const o of outcomes.filter((o) => !isRetrying(o.taker)))
        expect(o.submitAnswers.map((a) => a.status)).toEqual([201]);

      // 200 distinct assessments, and exactly 200 rows in the database for these takers.
      const ids = outcomes.map((o) => o.assessmentId);
      expect(new Set(ids).size).toBe(TAKERS);
      const emails = outcomes.map((o) => o.submission.email);
      const rows = await database.query<{ id: string; email: string; submission_id: string }>(
        "SELECT id, email, submission_id FROM assessments WHERE email = ANY($1)",
        [emails],
      );
      expect(rows).toHaveLength(TAKERS);
      expect(new Set(rows.map((r) => r.email)).size).toBe(TAKERS);
      const stored = new Map(rows.map((r) => [r.email, r]));
      for (const o of outcomes) {
        expect(stored.get(o.submission.email), `taker ${o.taker}`).toMatchObject({
          id: o.assessmentId,
          submission_id: o.submission.submissionId,
        });
      }

      // Each results preview shows what that taker submitted: liked type first (+15), disliked last (-15).
      for (const o of outcomes) {
        const detail = o.detail!.body;
        expect(detail, `taker ${o.taker}`).toMatchObject({
          id: o.assessmentId,
          fullName: o.submission.fullName,
          isPaid: false,
          language: o.submission.lang,
          person: {
            email: o.submission.email,
            age: o.submission.age,
            education: o.submission.education,
            country: o.submission.country,
          },
        });
        const expectedScores = Object.fromEntries(
          TYPES.map((t) => [t, t === o.liked ? 15 : t === o.disliked ? -15 : 0]),
        );
        // The free preview: the two strongest types with their scores, as submitted; the weakest
        // (the disliked type) is part of what the report unlocks.
        expect(detail.ranking, `taker ${o.taker}`).toHaveLength(2);
        expect(detail.ranking[0]).toBe(o.liked);
        expect(detail.scores, `taker ${o.taker}`).toEqual(
          Object.fromEntries(detail.ranking.map((t: string) => [t, expectedScores[t]])),
        );
        expect(detail.normalizedScores[o.liked]).toBe(100);
        expect(detail.normalizedScores).not.toHaveProperty(o.disliked);
        expect(detail.results.primaryType).toBe(o.liked);
        expect(detail.results.hollandCode).toBe(detail.ranking.join(""));
        expect(detail.results.careerRecommendations).toHaveLength(1);
      }

      expect(server.isRunning()).toBe(true);
      expect(server.output()).not.toMatch(/"level":50|unhandled error/);
    });
  },
);
