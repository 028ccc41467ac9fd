import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createTestApp, type TestContext } from "../testing/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("the Content-Security-Policy of the dev server", () => {
  it("npm run dev allows Vite's inline React Refresh preamble and its hot-reload socket; the production app never does", async () => {
    const dev = await request(createApp(ctx.deps, { devServer: true })).get("/api/health");
    expect(dev.headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline'");
    expect(dev.headers["content-security-policy"]).toContain("connect-src 'self' ws:");

    const production = await request(ctx.app).get("/api/health");
    const csp = production.headers["content-security-policy"] as string;
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toMatch(/connect-src 'self';/);
  });
});
