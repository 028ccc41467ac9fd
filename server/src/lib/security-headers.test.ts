import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createTestApp, type TestContext } from "../testing/test-app";
import { createSecurityHeaders, securityHeaderList, securityHelmet } from "./security-headers";

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

describe("the security headers", () => {
  it("are the very headers helmet sets on a real answer, over HTTP and over HTTPS", async () => {
    for (const secure of [false, true]) {
      // helmet's one removal (X-Powered-By) is not in the list: the app turns that header off itself
      const viaHelmet = express()
        .use(securityHelmet(ctx.deps.config, secure))
        .get("/", (_req, res) => {
          res.end();
        });
      const viaList = express()
        .use(createSecurityHeaders(ctx.deps.config, () => secure))
        .get("/", (_req, res) => {
          res.end();
        });
      const headersOf = async (app: express.Express) => {
        const { headers } = await request(app.disable("x-powered-by")).get("/");
        return Object.fromEntries(Object.entries(headers).filter(([name]) => !["date", "connection"].includes(name)));
      };
      expect(await headersOf(viaList)).toEqual(await headersOf(viaHelmet));
    }
    const secureList = new Map(securityHeaderList(ctx.deps.config, true));
    expect(secureList.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(new Map(securityHeaderList(ctx.deps.config, false)).has("Strict-Transport-Security")).toBe(false);
  });
});
