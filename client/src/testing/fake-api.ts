import { FetchInterceptor } from "@mswjs/interceptors/fetch";
import { http, HttpResponse } from "msw";
import { SetupServerApi } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { SeenRequest } from "./api-network";

type Method = "GET" | "POST" | "PATCH" | "DELETE";
/** What an endpoint answers: JSON with 200, or a status and its JSON; a function answers each request. */
type Reply = { status?: number; json: unknown };
/** A function may answer later (a promise): a slow server, to race two requests. */
type Answer = Reply | ((request: SeenRequest) => Reply | Promise<Reply>);

/**
 * The network edge of a component test that answers the page itself, for an API the test does not run (a feature
 * whose server side is built elsewhere): each test says what an endpoint answers (`answer`, by method and path
 * without its query), every `/api/…` request is recorded (`seen`), and anything not answered gets a 404 `{ message }`.
 * Any other request fails the test. Call once at the top of a test file.
 */
export function fakeApi(): {
  seen: SeenRequest[];
  answer: (method: Method, path: string, answer: Answer) => void;
} {
  const seen: SeenRequest[] = [];
  const answers = new Map<string, Answer>();
  const network = new SetupServerApi(
    [
      http.all("*/api/*", async ({ request }) => {
        const url = new URL(request.url);
        const text = ["GET", "HEAD"].includes(request.method) ? "" : await request.clone().text();
        const seenRequest = {
          method: request.method,
          path: url.pathname + url.search,
          body: text ? (JSON.parse(text) as unknown) : undefined,
        };
        seen.push(seenRequest);
        const answer = answers.get(`${request.method} ${url.pathname}`);
        if (!answer) return HttpResponse.json({ message: "Not found" }, { status: 404 });
        const { status = 200, json } = typeof answer === "function" ? await answer(seenRequest) : answer;
        return HttpResponse.json(json as never, { status });
      }),
    ],
    [new FetchInterceptor()],
  );
  beforeAll(() => network.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    answers.clear();
    seen.length = 0;
  });
  afterAll(() => network.close());
  return {
    seen,
    answer(method, path, answer) {
      answers.set(`${method} ${path}`, answer);
    },
  };
}
