import request from "supertest";
import parsePrometheusTextFormat, { type PrometheusFamily } from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildSubmission, setPaymentConfig } from "../../testing/builders";

const TOKEN = "metrics-token-for-tests-0123456789";
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ metricsToken: TOKEN });
});
afterAll(async () => {
  await ctx.close();
});

async function scrape(): Promise<PrometheusFamily[]> {
  const res = await request(ctx.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(res.text);
}

function value(families: PrometheusFamily[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((f) => f.name === name);
  if (!family) return 0;
  const sample = family.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return Number(sample?.value ?? sample?.count ?? 0);
}

describe("GET /metrics", () => {
  it("when no token or a wrong token is given, then it answers 401 JSON and shows nothing", async () => {
    const none = await request(ctx.app).get("/metrics");
    expect(none.status).toBe(401);
    expect(none.body.message).toBeTruthy();
    const wrong = await request(ctx.app).get("/metrics?lang=en").set("Authorization", "Bearer not-the-token-at-all-xx");
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain("http_requests_total");
  });

  it("when METRICS_TOKEN is not configured, then the endpoint does not exist", async () => {
    const other = await createTestApp();
    try {
      const res = await request(other.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
    } finally {
      await other.close();
    }
  });

  it("parses as Prometheus text and counts requests by route pattern, with latency and process figures", async () => {
    for (let i = 0; i < 3; i++) await request(ctx.app).get("/api/health");
    await request(ctx.app).get("/api/assessment/AAAAAAAAAAAAAAAAAAAAAA");
    const families = await scrape();
    expect(
      value(families, "http_requests_total", { method: "GET", route: "/api/health", status: "200" }),
    ).toBeGreaterThanOrEqual(3);
    // a path with an id is counted under its pattern, never under the raw path
    const routes = families.find((f) => f.name === "http_requests_total")!.metrics.map((m) => m.labels?.route);
    expect(routes).not.toContain("/api/assessment/AAAAAAAAAAAAAAAAAAAAAA");
    expect(families.find((f) => f.name === "http_request_duration_seconds")?.type).toBe("HISTOGRAM");
    expect(value(families, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("after a purchase and a download, the payment, outbox and PDF figures move", async () => {
    await setPaymentConfig(ctx.database.db, { demoEnabled: true });
    const submitted = (await request(ctx.app).post("/api/assessment/submit").send(buildSubmission())).body as {
      assessmentId: string;
      claimSecret: string;
    };
    const id = submitted.assessmentId;
    const asTaker = (url: string) => request(ctx.app).get(url).set("X-Claim-Secret", submitted.claimSecret);
    // counted from here: the submission queued its own results email
    const before = await scrape();
    expect((await request(ctx.app).post("/api/payment/demo").send({ assessmentId: id })).status).toBe(200);
    expect((await asTaker(`/api/assessment/${id}/pdf?lang=es`)).status).toBe(200);
    expect((await asTaker(`/api/assessment/${id}/pdf?lang=es`)).status).toBe(200);
    const after = await scrape();
    const completedDemo = { provider: "demo", status: "completed" };
    expect(value(after, "payments", completedDemo)).toBe(value(before, "payments", completedDemo) + 1);
    expect(value(after, "email_outbox_pending")).toBe(value(before, "email_outbox_pending") + 1);
    expect(value(after, "email_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(value(after, "report_pdf_renders_total")).toBe(value(before, "report_pdf_renders_total") + 1);
    expect(value(after, "report_pdf_cache_hits_total", { tier: "memory" })).toBe(
      value(before, "report_pdf_cache_hits_total", { tier: "memory" }) + 1,
    );
    await setPaymentConfig(ctx.database.db, { demoEnabled: false });
  });
});

describe("request ids", () => {
  it("when the proxy passes X-Request-Id, then the answer carries the same id; otherwise a new one", async () => {
    const passed = await request(ctx.app).get("/api/health").set("X-Request-Id", "nginx-0123456789abcdef");
    expect(passed.headers["x-request-id"]).toBe("nginx-0123456789abcdef");
    const fresh = await request(ctx.app).get("/api/health").set("X-Request-Id", "<bad id>");
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
