import "dotenv/config";
import { createServer as createViteServer } from "vite";
import { startServer } from "./bootstrap";

/**
 * `npm run dev`: the API with Vite in middleware mode, so the SPA hot-reloads and the server restarts on change
 * (tsx watch). The local payment sandbox is on unless PAYMENT_SANDBOX says otherwise.
 */
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "spa" });
const { port } = await startServer({
  clientMiddleware: vite.middlewares,
  devServer: true,
  onStop: () => vite.close(),
  sandboxByDefault: true,
});
console.log(`QuéEstudiar (dev) at http://localhost:${port}`);
