import type { AppDeps } from "./app";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createReportsService } from "./features/reports/reports.service";
import type { Logger } from "./lib/logger";

/** Wires the services of the app once; tests pass overrides for what they replace. */
export function buildDeps(config: Config, logger: Logger, database: Database, overrides: Partial<AppDeps> = {}): AppDeps {
  const db = database.db;
  return {
    config,
    logger,
    database,
    db,
    reports: createReportsService({ db, config }),
    ...overrides,
  };
}
