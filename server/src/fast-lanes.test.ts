import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpHandler } from "./http-handler";
import { signUp } from "./testing/auth-helpers";
import { buildSubmission } from "./testing/builders";
import { createTestApp, type TestContext } from "./testing/test-app";

/**
 * The production listener answers the test's submission and the results page's read for a visitor
 * without a session on fast lanes (lib/fast-lane.ts). A client must not be able to tell: the same
 * status, body and headers as the app's own routes, the same errors in both languages, the same
 * request id, metrics and limits.
 */
const TOKEN = "metrics-token-for-tests-0123456789";
let ctx: TestContext;
let server: http.Server;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp({ metricsToken: TOKEN, submitsPerAddress: 3 });
  server = http.createServer(createHttpHandler(ctx.app, ctx.deps));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

/** The headers a client sees, but the ones that differ by nature from answer to answer. */
const HEADERS = [
  "content-type",
  "cache-control",
  "vary",
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "strict-transport-security",
  "content-encoding",
];
const pickFetch = (res: Response) => Object.fromEntries(HEADERS.map((name) => [name, res.headers.get(name)]));
const pickSupertest = (res: request.Response) =>
  Object.fromEntries(HEADERS.map((name) => [name, (res.headers[name] as string | undefined) ?? null]));

let address = 0;
/** Each simulated visitor comes from its own address (the test app trusts a loopback proxy). */
const visitor = () => `203.0.113.${(address += 1)}`;

const submit = (body: unknown, headers: Record<string, string> = {}, query = "") =>
  fetch(`${base}/api/assessment/submit${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": visitor(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function scrapeCount(route: string, status: string, method: string): Promise<number> {
  const res = await request(ctx.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
  const family = parsePrometheusTextFormat(res.text).find((f) => f.name === "http_requests_total");
  const sample = family?.metrics.find(
    (m) => m.labels?.route === route && m.labels?.status === status && m.labels?.method === method,
  );
  return Number(sample?.value ?? 0);
}

describe("POST /api/assessment/submit through the production listener", () => {
  it("answers as the app's route does: 201, the id and claim secret, the same headers", async () => {
    const fast = await submit(buildSubmission());
    const slow = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("X-Forwarded-For", visitor())
      .send(buildSubmission());
    expect(fast.status).toBe(201);
    expect(slow.status).toBe(201);
    const body = (await fast.json()) as { assessmentId: string; claimSecret: string };
    expect(Object.keys(body).sort()).toEqual(Object.keys(slow.body as object).sort());
    expect(pickFetch(fast)).toEqual(pickSupertest(slow));
    expect(fast.headers.get("etag")).toBeTruthy();

    // stored: the results page reads it back, with the person for the claim secret's holder
    const read = await fetch(`${base}/api/assessment/${body.assessmentId}`, {
      headers: { "X-Claim-Secret": body.claimSecret },
    });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { person: { email: string } | null }).person?.email).toMatch(/@example\.com$/);
  });

  it("a repeated submission id stores nothing new and answers 200 with the same id", async () => {
    const input = buildSubmission({ submissionId: crypto.randomUUID() });
    const first = await submit(input);
    const again = await submit(input);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { assessmentId: string }).assessmentId).toBe(
      ((await first.json()) as { assessmentId: string }).assessmentId,
    );
  });

  it("bad input gets the app's JSON errors, in Spanish by default and in English with lang=en", async () => {
    const invalid = await submit({ ...buildSubmission(), email: "not-an-email" });
    const viaApp = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("X-Forwarded-For", visitor())
      .send({ ...buildSubmission(), email: "not-an-email" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual(viaApp.body);

    const english = await submit({ ...buildSubmission(), email: "not-an-email" }, {}, "?lang=en");
    expect(english.status).toBe(400);
    const englishBody = (await english.json()) as { message: string };
    expect(englishBody.message).not.toBe((viaApp.body as { message: string }).message);

    const malformed = await submit("{not json");
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { code: string }).code).toBe("validation.json");

    const tooLarge = await submit({ ...buildSubmission(), fullName: "x".repeat(120_000) });
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toBeTruthy();
  });

  it("a post from another site is refused as by the app (403), and stores nothing", async () => {
    const res = await submit(buildSubmission(), { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  it("the per-address limit counts lane and app submissions alike", async () => {
    const from = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await submit(buildSubmission(), { "X-Forwarded-For": from })).status);
    statuses.push(
      (await request(ctx.app).post("/api/assessment/submit").set("X-Forwarded-For", from).send(buildSubmission()))
        .status,
    );
    const refused = await submit(buildSubmission(), { "X-Forwarded-For": from }, "?lang=en");
    expect(statuses).toEqual([201, 201, 201]);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/[a-z]/i);
  });

  it("a signed-in taker goes the app's way: the test is theirs", async () => {
    const { token, id: userId } = await signUp(ctx.app, ctx.database.db, "user");
    const res = await submit(buildSubmission(), { Authorization: `Bearer ${token}` });
    expect(res.status).toBe(201);
    const { assessmentId } = (await res.json()) as { assessmentId: string };
    const stored = await ctx.deps.assessments.findById(assessmentId);
    expect(stored?.userId).toBe(userId);
  });

  it("passes on the proxy's request id (or makes one) and is counted in the metrics", async () => {
    const before = await scrapeCount("/api/assessment/submit", "201", "POST");
    const given = await submit(buildSubmission(), { "X-Request-Id": "proxy-request-0001" });
    expect(given.headers.get("x-request-id")).toBe("proxy-request-0001");
    const made = await submit(buildSubmission());
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await scrapeCount("/api/assessment/submit", "201", "POST")).toBe(before + 2);
  });
});

describe("GET /api/assessment/{id} through the production listener", () => {
  let id = "";
  let claimSecret = "";
  beforeAll(async () => {
    ({ assessmentId: id, claimSecret } = (await (await submit(buildSubmission())).json()) as {
      assessmentId: string;
      claimSecret: string;
    });
  });

  it("answers the app's body and headers, a 304 for a matching ETag, and compresses as the app does", async () => {
    const fast = await fetch(`${base}/api/assessment/${id}?lang=en`);
    const slow = await request(ctx.app).get(`/api/assessment/${id}?lang=en`);
    expect(fast.status).toBe(200);
    expect(await fast.text()).toBe(slow.text);
    expect(pickFetch(fast)).toEqual(pickSupertest(slow));
    expect(fast.headers.get("etag")).toBe(slow.headers.etag);

    // (fetch would add "Cache-Control: no-cache" to a conditional request, which asks for a full answer)
    const again = await request(base)
      .get(`/api/assessment/${id}?lang=en`)
      .set("If-None-Match", fast.headers.get("etag")!);
    expect(again.status).toBe(304);

    const gzipped = await new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      http
        .get(`${base}/api/assessment/${id}?lang=en`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ encoding: res.headers["content-encoding"], text: gunzipSync(Buffer.concat(chunks)).toString() }),
          );
        })
        .on("error", reject);
    });
    expect(gzipped.encoding).toBe("gzip");
    expect(gzipped.text).toBe(slow.text);
  });

  it("shows the person only to the claim secret's holder", async () => {
    const anyone = (await (await fetch(`${base}/api/assessment/${id}`)).json()) as { person: unknown };
    const holder = (await (
      await fetch(`${base}/api/assessment/${id}`, { headers: { "X-Claim-Secret": claimSecret } })
    ).json()) as { person: unknown };
    expect(anyone.person).toBeNull();
    expect(holder.person).not.toBeNull();
  });

  it("an unknown id answers the app's 404 in the request's language", async () => {
    const es = await fetch(`${base}/api/assessment/AAAAAAAAAAAAAAAAAAAAAA`);
    const en = await fetch(`${base}/api/assessment/AAAAAAAAAAAAAAAAAAAAAA?lang=en`);
    const viaApp = await request(ctx.app).get("/api/assessment/AAAAAAAAAAAAAAAAAAAAAA");
    expect(es.status).toBe(404);
    expect(await es.json()).toEqual(viaApp.body);
    expect(en.status).toBe(404);
    expect(((await en.json()) as { message: string }).message).not.toBe((viaApp.body as { message: string }).message);
  });

  it("the questions and other paths still go through the app", async () => {
    const questions = await fetch(`${base}/api/assessment/questions`);
    expect(questions.status).toBe(200);
    expect(((await questions.json()) as unknown[]).length).toBe(15);
    const nested = await fetch(`${base}/api/assessment/${id}/extra`);
    expect(nested.status).toBe(404);
  });
});
