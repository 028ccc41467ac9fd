import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "@shared/schema/index";
import { MIGRATIONS_DIR } from "../paths";

export type Schema = typeof schema;
/** The database handle every repository takes: the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /** How many of the project's migrations this database has applied, of how many exist. */
  migrationStatus(): Promise<MigrationStatus>;
  close(): Promise<void>;
  /** PGlite only: the whole data dir as a tarball (used to copy a migrated database in tests). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: the connection pool (its counts are exported as metrics). */
  pool?: pg.Pool;
}

export interface MigrationStatus {
  applied: number;
  expected: number;
  current: boolean;
}

/** The number of migrations in migrations/ (drizzle-kit's journal). */
export function expectedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Reads drizzle's own record of applied migrations (none yet: the table does not exist). */
async function readMigrationStatus(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<MigrationStatus> {
  const expected = expectedMigrations();
  let applied: number;
  try {
    const { rows } = await query('SELECT count(*)::int AS n FROM "drizzle"."__drizzle_migrations"');
    applied = Number((rows[0] as { n?: unknown } | undefined)?.n ?? 0);
  } catch {
    applied = 0;
  }
  return { applied, expected, current: applied >= expected };
}

/** Any number of server processes may start at once: migrations run under an advisory lock. */
const MIGRATION_LOCK = 727_001;

export async function openPostgres(url: string, options: { migrate?: boolean; max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // A pool error (e.g. the server restarting) must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // The pool listens for errors only on idle clients. A connection lost while checked out (inside a
  // transaction, e.g. the email worker's during a send) emits "error" on its client, which would
  // crash the process unheard; its query fails instead (a 503) and the pool drops it on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  if (options.migrate !== false) {
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      try {
        await pool.query("SELECT 1");
        return true;
      } catch {
        return false;
      }
    },
    migrationStatus: () => readMigrationStatus((sql) => pool.query(sql)),
    close: () => pool.end(),
    pool,
  };
}

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; migrate?: boolean } = {},
): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: async () => {
      try {
        await client.query("SELECT 1");
        return true;
      } catch {
        return false;
      }
    },
    migrationStatus: () => readMigrationStatus((sql) => client.query(sql)),
    close: () => client.close(),
    dump: () => client.dumpDataDir(),
  };
}

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR/pglite; migrations applied unless told not to. */
export function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  migrateOnStart?: boolean;
}): Promise<Database> {
  const migrate = config.migrateOnStart !== false;
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { migrate })
    : openPglite({ dataDir: path.join(config.dataDir, "pglite"), migrate });
}
