import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Config } from "../config";
import type { AppDeps } from "../deps";
import { createHttpHandler } from "../http-handler";
import { createTestApp, type TestContext } from "./test-app";

export interface ApiServer extends TestContext {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  url: string;
}

/**
 * The whole API listening on a loopback port, on a fresh database: what the client's component tests
 * send their requests to (client/src/testing/api-network.ts), so a page meets the real answers,
 * validation messages and errors, not hand-written copies of them.
 */
export async function startApiServer(
  overrides: Partial<Config> = {},
  depOverrides: Partial<AppDeps> = {},
): Promise<ApiServer> {
  // listening first, so the app knows its own address (the local payment sandbox answers there)
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = await createTestApp({ publicUrl: url, ...overrides }, depOverrides);
  context.deps.runtime.selfUrl = url; // as bootstrap.ts tells it once listening
  handler = createHttpHandler(context.app, context.deps);
  const closeContext = context.close;
  return Object.assign(context, {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeContext();
    },
  });
}
