import "dotenv/config";
import { startServer } from "./bootstrap";
import { CLIENT_DIST_DIR } from "./paths";

/** `npm start`: the built SPA and the API in one process. */
startServer({ clientDir: CLIENT_DIST_DIR })
  .then(({ config, deps, port }) => {
    const where = deps.database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL";
    console.log(`QuéEstudiar is running at http://localhost:${port} (database: ${where})`);
  })
  .catch((error: unknown) => {
    console.error("Start-up failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
