import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { createPrivacyService } from "./privacy.service";

/** Runs the clean-up (sessions, reset links, counters, stale anonymous assessments) at start and every hour. */
export function createPrivacyJobs({
  db,
  config,
  logger,
  intervalMs = 60 * 60_000,
}: {
  db: Db;
  config: Pick<Config, "unpaidAssessmentRetentionMonths">;
  logger: Logger;
  intervalMs?: number;
}) {
  const privacy = createPrivacyService({ db });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const runOnce = async () => {
    try {
      const removed = await privacy.cleanUp({ retentionMonths: config.unpaidAssessmentRetentionMonths });
      logger.info({ removed }, "privacy clean-up done");
    } catch (error) {
      logger.error({ err: error }, "privacy clean-up failed");
    }
  };

  return {
    runOnce,
    start() {
      const tick = () => {
        running = runOnce();
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      };
      timer = setTimeout(tick, 5_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
