import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data dir dumped to this file (PGlite mode). */
    pgliteDumpFile: string;
    /** A migrated template database to copy per test file (PostgreSQL mode). */
    pgTemplateUrl: string;
  }
}

/**
 * Builds one migrated database for the whole run: a PGlite dump (PGlite starts in ~4 s, loading a
 * dump in well under a second) or, with TEST_DATABASE_URL, a PostgreSQL template database.
 * Each test file then gets its own copy (see test-db.ts).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `qe_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const templateUrl = withDatabase(url, name);
    const database = await openPostgres(templateUrl, { max: 1 });
    await database.close();
    project.provide("pgTemplateUrl", templateUrl);
    project.provide("pgliteDumpFile", "");
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    };
  }
  const database = await openPglite();
  const dump = await dumpOf(database);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "qe-pglite-")), "migrated.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteDumpFile", file);
  project.provide("pgTemplateUrl", "");
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

async function dumpOf(database: Awaited<ReturnType<typeof openPglite>>): Promise<Blob> {
  if (!database.dump) throw new Error("PGlite database cannot be dumped");
  return database.dump();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
