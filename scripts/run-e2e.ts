/**
 * Runs the Playwright suite against the production build. With TEST_DATABASE_URL set, the server
 * under test uses a fresh PostgreSQL database created here and dropped afterwards; otherwise PGlite.
 * Extra arguments go to `playwright test`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
if (
  !fs.existsSync(path.join(root, "dist/server/index.js")) ||
  !fs.existsSync(path.join(root, "dist/client/index.html"))
) {
  console.error("The production build is missing: run `npm run build` first.");
  process.exit(1);
}

const baseUrl = process.env.TEST_DATABASE_URL;
let name: string | undefined;
const env = { ...process.env };
if (baseUrl) {
  name = `qe_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  env.E2E_DATABASE_URL = url.toString();
  console.log(`Browser tests on PostgreSQL (${name})`);
} else {
  console.log("Browser tests on PGlite");
}

const result = spawnSync(path.join(root, "node_modules/.bin/playwright"), ["test", ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: "inherit",
});

if (baseUrl && name) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await admin.end();
}
process.exit(result.status ?? 1);
