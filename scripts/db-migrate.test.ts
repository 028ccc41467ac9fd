import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/src/db/client";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-migrate-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** What a process started with MIGRATE_ON_START=off finds in the database. */
async function statusWithoutMigrating() {
  const database = await openDatabase({ databaseUrl: undefined, dataDir, migrateOnStart: false });
  try {
    return await database.migrationStatus();
  } finally {
    await database.close();
  }
}

describe("npm run db:migrate", () => {
  it("applies every migration to a database a server started with MIGRATE_ON_START=off left unmigrated, and a second run changes nothing", async () => {
    const before = await statusWithoutMigrating();
    expect(before.applied).toBe(0);
    expect(before.expected).toBeGreaterThan(0);

    const run = () =>
      spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/db-migrate.ts")], {
        cwd: root,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
        encoding: "utf8",
        timeout: 60_000,
      });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Migrations current: ${before.expected} of ${before.expected} applied`);
    expect(await statusWithoutMigrating()).toEqual({ ...before, applied: before.expected, current: true });

    const second = run();
    expect(second.status, second.stderr).toBe(0);
    expect(await statusWithoutMigrating()).toEqual({ ...before, applied: before.expected, current: true });
  }, 120_000);
});
