import { bypass, http } from "msw";
import { FetchInterceptor } from "@mswjs/interceptors/fetch";
import { SetupServerApi } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export interface SeenRequest {
  method: string;
  /** Path and query, e.g. /api/checkout/paypal?lang=es. */
  path: string;
  body: unknown;
}

/**
 * The network edge of a component test: every `/api/…` request the page makes goes, through MSW, to
 * a real API server (server/src/testing/api-server.ts) started by the test, and is recorded. Any
 * other request fails the test. Call once at the top of a test file.
 */
export function forwardApiTo(apiUrl: () => string): { seen: SeenRequest[] } {
  const pageOrigin = () => window.location.origin;
  const seen: SeenRequest[] = [];
  // only the page's fetch is watched: the API server's own HTTP calls (the payment sandbox, over
  // node:http) are left alone
  const network = new SetupServerApi(
    [
      http.all("*/api/*", async ({ request }) => {
        const from = new URL(request.url);
        // the API server's own requests (the local payment sandbox) are not the page's
        if (from.origin !== pageOrigin()) return undefined;
        const body = ["GET", "HEAD"].includes(request.method) ? undefined : await request.clone().text();
        seen.push({
          method: request.method,
          path: from.pathname + from.search,
          body: body ? JSON.parse(body) : undefined,
        });
        const headers = new Headers(request.headers);
        // the page and the API share an origin in the product; here the page's origin is jsdom's
        headers.delete("origin");
        headers.delete("referer");
        // the body is passed on as read (fetch has already undone any compression)
        headers.set("accept-encoding", "identity");
        const answer = await fetch(
          bypass(new Request(apiUrl() + from.pathname + from.search, { method: request.method, headers, body })),
        );
        const answerHeaders = new Headers(answer.headers);
        answerHeaders.delete("content-encoding");
        answerHeaders.delete("content-length");
        return new Response(answer.status === 204 ? null : await answer.arrayBuffer(), {
          status: answer.status,
          statusText: answer.statusText,
          headers: answerHeaders,
        });
      }),
    ],
    [new FetchInterceptor()],
  );
  beforeAll(() =>
    network.listen({
      // the page asking anything else fails the test; the API server's own calls (to the local
      // payment sandbox) go through untouched
      onUnhandledRequest: (request, print) => {
        if (new URL(request.url).origin === window.location.origin) print.error();
      },
    }),
  );
  afterEach(() => {
    seen.length = 0;
  });
  afterAll(() => network.close());
  return { seen };
}
