import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTION_SETS } from "@shared/content/question-bank";
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
  type ServerProcess,
  type TestDatabase,
} from "./harness";

/**
 * The production build draws share pictures in its worker threads (dist/server/render.worker.js,
 * built beside the server): while a batch of distinct pictures is drawn, the health check answers.
 */
const PICTURES = 12;

announceSkip("share-images");

describe.skipIf(Boolean(skipReason))("share pictures on the production server", () => {
  const cleanup = createCleanup();
  printServersOnFailure();
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    requireBuild();
    database = await createDatabase(TEST_DATABASE_URL!);
    cleanup.defer(() => database.drop());
    server = await startServer({ databaseUrl: database.url, sessionSecret: `share-${randomId(24)}` });
    cleanup.defer(() => server.stop());
  });
  afterAll(() => cleanup.run());

  it("when twelve distinct pictures are asked for at once, then each is a PNG drawn in a worker, and /api/health answers before the batch is done", async () => {
    const run = randomId(4);
    const shareIds: string[] = [];
    for (let i = 0; i < PICTURES; i++) {
      const headers = { "x-forwarded-for": `198.18.7.${i + 1}` };
      const submitted = await request(`${server.url}/api/assessment/submit`, {
        method: "POST",
        headers,
        json: {
          fullName: `Persona${i} ${run}`,
          email: `share${i}.${run}@example.com`,
          age: "19-24",
          education: "universitario",
          country: "DO",
          isPrepaid: false,
          submissionId: randomUUID(),
          responses: QUESTION_SETS.map((set) => ({
            questionSet: set.id,
            liked: set.activities[i % set.activities.length]!.id,
            disliked: set.activities[(i + 1) % set.activities.length]!.id,
          })),
        },
      });
      expect(submitted.status, submitted.text).toBe(201);
      const shared = await request(`${server.url}/api/assessment/${submitted.body.assessmentId}/share`, {
        method: "POST",
        headers: { ...headers, "x-claim-secret": submitted.body.claimSecret as string },
        json: { lang: "es" },
      });
      expect(shared.status, shared.text).toBe(201);
      shareIds.push(shared.body.shareId as string);
    }

    const finished: number[] = [];
    const pictures = shareIds.map(async (shareId, i) => {
      const res = await request(`${server.url}/api/share/${shareId}/image.png`, {
        headers: { "x-forwarded-for": `198.18.8.${i + 1}` },
        timeoutMs: 60_000,
      });
      finished.push(i);
      return res;
    });
    const health = await request(`${server.url}/api/health`);
    expect(health.body).toEqual({ ok: true, db: true });
    const doneWhenHealthAnswered = finished.length;
    const answers = await Promise.all(pictures);
    for (const res of answers) {
      expect(res.status, res.text.slice(0, 200)).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
    }
    expect(doneWhenHealthAnswered).toBeLessThan(PICTURES);
  }, 180_000);
});
