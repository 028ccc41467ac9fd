import "dotenv/config";
import { startServer } from "./bootstrap";
import { CLIENT_DIST_DIR } from "./paths";

/**
 * `npm start`: the built SPA and the API in one process. `npm start` passes --payment-sandbox-by-default (the
 * local payment sandbox unless PAYMENT_SANDBOX is set or NODE_ENV=production); a deploy runs this file without it.
 */
startServer({ clientDir: CLIENT_DIST_DIR, sandboxByDefault: process.argv.includes("--payment-sandbox-by-default") })
  .then(({ config, deps, port }) => {
    const where = deps.database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL";
    console.log(`QuéEstudiar is running at http://localhost:${port} (database: ${where})`);
  })
  .catch((error: unknown) => {
    console.error("Start-up failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
