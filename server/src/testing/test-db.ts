import fs from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "../db/client";
import { seedDatabase } from "../db/seed";
import { withDatabase } from "./global-setup";

/**
 * A fresh, migrated and seeded database for one test file: a PGlite loaded from the run's dump,
 * or, with TEST_DATABASE_URL, a PostgreSQL database copied from the run's template.
 * `close()` drops it.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const templateUrl = inject("pgTemplateUrl");
  if (templateUrl) {
    const template = new URL(templateUrl).pathname.slice(1);
    const name = `qe_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = withDatabase(templateUrl, name);
    const database = await openPostgres(url, { migrate: false });
    await seedDatabase(database.db);
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject("pgliteDumpFile"));
  const database = await openPglite({ loadDataDir: new Blob([dump]), migrate: false });
  await seedDatabase(database.db);
  return database;
}
