import pg from "pg";

/**
 * A fresh PostgreSQL database for one benchmark run, on the server `serverUrl` points to (its
 * TEST_DATABASE_URL or BENCH_DATABASE_URL): created empty, named after the run (`qe_bench_<label>_<pid>`),
 * and dropped by `drop()` whatever connections are still open.
 */
export async function throwawayPostgres(
  serverUrl: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `qe_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
