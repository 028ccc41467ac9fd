/**
 * `npm run db:migrate`: applies the pending migrations of migrations/ to DATABASE_URL (or to the
 * embedded PGlite in DATA_DIR) and exits. Deployments run it once before starting new processes;
 * it takes the same advisory lock as start-up, so it is safe beside running servers.
 */
import "dotenv/config";
import { ConfigError, loadConfig } from "../server/src/config";
import { openDatabase } from "../server/src/db/client";

try {
  const config = loadConfig(process.env);
  const database = await openDatabase({ ...config, migrateOnStart: true });
  const status = await database.migrationStatus();
  await database.close();
  console.log(
    `Migrations current: ${status.applied} of ${status.expected} applied (${database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"}).`,
  );
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Migration failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
