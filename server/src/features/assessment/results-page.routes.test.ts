import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { BOOT_END, BOOT_START } from "../../lib/boot-markers";
import type { PageRenderer } from "../../lib/page-renderer";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildPaymentRow, buildSubmission, insertPayment } from "../../testing/builders";

/**
 * A results page arrives rendered by the server with the app's own components
 * (client/src/prerender.tsx), from the data a guest may see, which it carries for the app to
 * hydrate; without a renderer, or when rendering fails, it is the app's plain HTML as before.
 */
let ctx: TestContext;
let clientDir: string;
const SHELL = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>QuéEstudiar</title><link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/x"></head><body><div id="root">${BOOT_START}<p>logo</p>${BOOT_END}</div><script type="module" src="/assets/index-test.js"></script></body></html>`;
// What `npm run build` bundles as dist/ssr/prerender.js, from its source: this test needs no build.
// eslint-disable-next-line import-x/no-restricted-paths -- the renderer the server loads at run time is this client module
const renderer = import("../../../../client/src/prerender") as Promise<PageRenderer>;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-results-page-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), SHELL);
  ctx = await createTestApp({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function submit(fullName: string) {
  const res = await request(ctx.app).post("/api/assessment/submit").send(buildSubmission({ fullName }));
  expect(res.status).toBe(201);
  return res.body.assessmentId as string;
}

const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">([^]*?)<\/script>/.exec(html)![1]!) as {
    assessment: Record<string, unknown>;
    config: Record<string, unknown>;
  };

describe("a results page rendered by the server", () => {
  it("carries the preview in the request's language and, as data, exactly what the API gives a guest", async () => {
    const app = createApp(ctx.deps, { pageRenderer: renderer });
    const id = await submit("Zoraida Quintanilla");
    for (const lang of ["es", "en"] as const) {
      const res = await request(app).get(`/results/${id}${lang === "en" ? "?lang=en" : ""}`);
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.text).toContain(`<div id="root" data-prerendered="${lang}" data-route="/results/${id}">`);
      expect(res.text).toContain(
        lang === "es"
          ? "Zoraida Quintanilla, este es tu perfil Holland"
          : "Zoraida Quintanilla, this is your Holland profile",
      );
      expect(res.text).toContain(
        lang === "es" ? "<title>Tus resultados · QuéEstudiar</title>" : "<title>Your results · QuéEstudiar</title>",
      );
      expect(res.text).not.toContain("<p>logo</p>");
      expect(res.text).not.toContain('rel="preload" as="fetch"');
      const api = await request(app).get(`/api/assessment/${id}?lang=${lang}`);
      const config = await request(app).get(`/api/payment/config?lang=${lang}`);
      expect(pageData(res.text)).toEqual({ assessment: api.body, config: config.body });
      // a guest's view: the person's email, age and country are not in it
      expect(pageData(res.text).assessment.person).toBeNull();
    }
  });

  it("a paid test's page shows anyone holding the id the free preview, not the report", async () => {
    const app = createApp(ctx.deps, { pageRenderer: renderer });
    const res0 = await request(app)
      .post("/api/assessment/submit")
      .send(buildSubmission({ fullName: "Paid Person" }));
    const id = res0.body.assessmentId as string;
    const payment = await insertPayment(ctx.database.db, buildPaymentRow(id, { status: "pending" }));
    await ctx.deps.paymentUseCases.fulfil(payment.id);
    const full = await request(app)
      .get(`/api/assessment/${id}`)
      .set("X-Claim-Secret", res0.body.claimSecret as string);
    expect(full.body.ranking).toHaveLength(6);

    const res = await request(app).get(`/results/${id}`);
    expect(res.status).toBe(200);
    const data = pageData(res.text);
    expect(data.assessment).toMatchObject({ isPaid: true, fullReport: false, person: null });
    expect(data.assessment.ranking).toHaveLength(2);
    expect(res.text).not.toContain(`"hollandCode":"${full.body.results.hollandCode as string}"`);
    for (const career of (full.body.results.careerRecommendations as { name: string }[]).slice(1))
      expect(res.text).not.toContain(career.name);
  });

  it("a name that tries to close the data block or the page stays text", async () => {
    const app = createApp(ctx.deps, { pageRenderer: renderer });
    const id = await submit("Ana </script><script>alert(1)</script>");
    const res = await request(app).get(`/results/${id}`);
    expect(res.text).not.toContain("<script>alert(1)</script>");
    expect(res.text.match(/<\/script>/g)).toHaveLength(2);
    expect(pageData(res.text).assessment.fullName).toBe("Ana </script><script>alert(1)</script>");
  });

  it("an unknown or malformed id, no renderer or a failing one: the app's plain HTML", async () => {
    const app = createApp(ctx.deps, { pageRenderer: renderer });
    const unknown = await request(app).get("/results/AAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(200);
    expect(unknown.text).toContain("<p>logo</p>");
    const malformed = await request(app).get("/results/short");
    expect(malformed.status).toBe(404);
    expect(malformed.text).toContain("<p>logo</p>");

    const id = await submit("Ana Pérez");
    const without = await request(createApp(ctx.deps, { pageRenderer: Promise.resolve(undefined) })).get(
      `/results/${id}`,
    );
    expect(without.status).toBe(200);
    expect(without.text).toContain("<p>logo</p>");
    expect(without.text).not.toContain("page-data");
    const failing: PageRenderer = {
      renderResultsPage: () => Promise.reject(new Error("boom")),
    };
    const failed = await request(createApp(ctx.deps, { pageRenderer: Promise.resolve(failing) })).get(`/results/${id}`);
    expect(failed.status).toBe(200);
    expect(failed.text).toContain("<p>logo</p>");
  });
});
