import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  announceSkip,
  createCleanup,
  printServersOnFailure,
  randomId,
  requireBuild,
  skipReason,
  TEST_DATABASE_URL,
} from "./harness";
import {
  DEFAULT_THINK,
  runJourney,
  scaleThink,
  STEPS,
  stepFigures,
  startJourneyDeployment,
  type JourneyDeployment,
} from "./journey";
import { nginxUnavailable } from "./nginx";

/**
 * The smoke version of `npm run bench:journey`: five people at once do the whole journey (landing,
 * test, submit, preview, PayPal payment, PDF, email) against two production processes behind nginx
 * on PostgreSQL, with short think times.
 */
const PEOPLE = 5;
const skip = skipReason ?? nginxUnavailable;
announceSkip("journey", skip);

describe.skipIf(Boolean(skip))("the whole journey, five people at once, two processes behind nginx", () => {
  const cleanup = createCleanup();
  printServersOnFailure();
  let deployment: JourneyDeployment;

  beforeAll(async () => {
    requireBuild();
    deployment = await startJourneyDeployment(TEST_DATABASE_URL!);
    cleanup.defer(() => deployment.close());
  });
  afterAll(() => cleanup.run());

  it("when five people each go from the landing page to their paid report, then every step of every journey succeeds, each pays once and gets one report email with a signed link", async () => {
    const runId = randomId(4);
    const outcomes = await Promise.all(
      Array.from({ length: PEOPLE }, (_, person) =>
        runJourney(deployment, person, { think: scaleThink(DEFAULT_THINK, 0.02), runId }),
      ),
    );
    const failures = outcomes
      .filter((o) => o.error)
      .map((o) => `person ${o.person}: ${o.error!.step}: ${o.error!.message}`);
    expect(failures).toEqual([]);
    expect(outcomes.every((o) => o.completed)).toBe(true);
    for (const figures of stepFigures(outcomes)) expect(figures.count, figures.step).toBe(PEOPLE);
    expect(outcomes.every((o) => o.samples.map((s) => s.step).join() === STEPS.join())).toBe(true);

    const paid = await deployment.database.query<{ n: string }>(
      "SELECT count(*) AS n FROM payments WHERE status = 'completed'",
    );
    expect(Number(paid[0]!.n)).toBe(PEOPLE);
    const sent = await deployment.database.query<{ n: string }>(
      "SELECT count(*) AS n FROM email_outbox WHERE dedupe_key LIKE 'report:%' AND status = 'sent'",
    );
    expect(Number(sent[0]!.n)).toBe(PEOPLE);
    for (const server of deployment.servers) {
      expect(server.isRunning()).toBe(true);
      expect(server.output()).not.toMatch(/"level":50|unhandled error/);
    }
  });
});
