import http from "node:http";
import type { AddressInfo } from "node:net";
import type { QuoteDto } from "@shared/validators/checkout";
import type { SubmitAssessmentInput } from "@shared/validators/assessment";
import type { Config } from "../config";
import type { AppDeps } from "../deps";
import { createHttpHandler } from "../http-handler";
import { buildSubmission } from "./builders";
import { createTestApp, type TestContext } from "./test-app";

export interface ApiServer extends TestContext {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  url: string;
  /** A test taken by someone else's browser (POST /api/assessment/submit): its id. */
  takeTest(overrides?: Partial<SubmitAssessmentInput>): Promise<string>;
  /** The price the API quotes for a test (with a promo code). */
  quote(assessmentId: string, promo?: string): Promise<QuoteDto>;
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
    async takeTest(overrides: Partial<SubmitAssessmentInput> = {}) {
      const res = await fetch(`${url}/api/assessment/submit`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(buildSubmission(overrides)),
      });
      if (res.status !== 201) throw new Error(`the test was not stored: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { assessmentId: string }).assessmentId;
    },
    async quote(assessmentId: string, promo?: string) {
      const query = `assessment=${encodeURIComponent(assessmentId)}${promo ? `&promo=${encodeURIComponent(promo)}` : ""}`;
      return (await (await fetch(`${url}/api/payment/quote?${query}`)).json()) as QuoteDto;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeContext();
    },
  });
}
