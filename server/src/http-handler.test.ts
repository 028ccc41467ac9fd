import http from "node:http";
import type { AddressInfo } from "node:net";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpHandler } from "./http-handler";
import { signUp } from "./testing/auth-helpers";
import { createTestApp, type TestContext } from "./testing/test-app";
import { setPaymentConfig } from "./testing/builders";

/**
 * The production listener answers GET /api/payment/config from memory while the cached answer is
 * fresh. A client must not be able to tell: same body, headers and validators as the Express route,
 * a save by the admin visible at once, a change by another process visible after the cache time.
 */
let ctx: TestContext;
let server: http.Server;
let base: string;
let adminToken: string;
const TOKEN = "metrics-token-for-tests-0123456789";

beforeAll(async () => {
  ctx = await createTestApp({ publicConfigCacheMs: 300, metricsToken: TOKEN });
  adminToken = (await signUp(ctx.app, ctx.database.db, "admin")).token;
  server = http.createServer(createHttpHandler(ctx.app, ctx.deps));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

const HEADERS = [
  "content-type",
  "content-length",
  "cache-control",
  "etag",
  "vary",
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "strict-transport-security",
];
const pick = (res: Response) => Object.fromEntries(HEADERS.map((name) => [name, res.headers.get(name)]));
const basePrice = async () =>
  ((await (await fetch(`${base}/api/payment/config`)).json()) as { basePrice: string }).basePrice;

describe("GET /api/payment/config through the production listener", () => {
  it("when the answer comes from memory, then body, headers and validators are those of the route", async () => {
    ctx.deps.publicConfig.invalidate();
    const cold = await fetch(`${base}/api/payment/config`); // through Express, fills the cache
    const warm = await fetch(`${base}/api/payment/config?lang=en`); // from memory
    expect(warm.status).toBe(200);
    expect(await warm.text()).toBe(await cold.text());
    expect(pick(warm)).toEqual(pick(cold));
    expect(pick(warm)["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(pick(warm)["x-content-type-options"]).toBe("nosniff");

    const again = await fetch(`${base}/api/payment/config`, {
      headers: { "If-None-Match": warm.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });

  it("behind an HTTPS proxy the cached answer carries HSTS too", async () => {
    await fetch(`${base}/api/payment/config`);
    const res = await fetch(`${base}/api/payment/config`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const plain = await fetch(`${base}/api/payment/config`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });

  it("when the admin saves a new price, then the very next answer has it", async () => {
    expect(await basePrice()).toBe("19.99");
    expect(await basePrice()).toBe("19.99"); // cached now
    const saved = await request(base)
      .post("/api/admin/payment-config")
      .set("Authorization", `Bearer ${adminToken}`)
      .send({
        paypalEnabled: true,
        paypalTestMode: true,
        bancoPopularEnabled: false,
        demoEnabled: false,
        testMode: false,
        originalPrice: "59.99",
        basePrice: "24.50",
        currency: "USD",
      });
    expect(saved.status).toBe(200);
    expect(await basePrice()).toBe("24.50");
  });

  it("when another server process changed the config, then the answer follows within the cache time", async () => {
    const before = await basePrice();
    await setPaymentConfig(ctx.database.db, { basePrice: "17.00" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await basePrice()).toBe("17.00");
    expect(before).not.toBe("17.00");
  });

  it("the cached answer passes on the proxy's request id and is counted in the metrics", async () => {
    const configCount = async () => {
      const res = await request(ctx.app).get("/metrics").set("Authorization", `Bearer ${TOKEN}`);
      const family = parsePrometheusTextFormat(res.text).find((f) => f.name === "http_requests_total");
      return Number(
        family?.metrics.find((m) => m.labels?.route === "/api/payment/config" && m.labels?.status === "200")?.value ??
          0,
      );
    };
    await fetch(`${base}/api/payment/config`); // the cache is warm from here
    const before = await configCount();
    const given = await fetch(`${base}/api/payment/config`, { headers: { "X-Request-Id": "proxy-request-0002" } });
    expect(given.headers.get("x-request-id")).toBe("proxy-request-0002");
    const made = await fetch(`${base}/api/payment/config`);
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await configCount()).toBe(before + 2);
  });

  it("other paths and methods still go through the app", async () => {
    const head = await fetch(`${base}/api/payment/configx`);
    expect(head.status).toBe(404);
    const post = await fetch(`${base}/api/payment/config`, { method: "POST" });
    expect(post.status).toBe(404);
    expect(((await post.json()) as { message: string }).message).toBeTruthy();
  });
});
