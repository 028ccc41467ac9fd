import type { Config } from "../../config";
import type { Logger } from "../../lib/logger";
import type { PrivacyService } from "./privacy.service";

/** Runs the clean-up (sessions, reset links, counters, stale anonymous assessments) at start and every hour. */
export function createPrivacyJobs({
  privacy,
  config,
  logger,
  intervalMs = 60 * 60_000,
}: {
  privacy: Pick<PrivacyService, "cleanUp">;
  config: Pick<Config, "unpaidAssessmentRetentionMonths">;
  logger: Logger;
  intervalMs?: number;
}) {
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
