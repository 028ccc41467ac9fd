import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments } from "@shared/schema/index";
import { createApp } from "../../app";
import { createTestDeps } from "../../testing/test-deps";
import { createRenderPool } from "../../lib/render-pool";
import type { RenderTask } from "../../render.worker";
import { buildSubmission } from "../../testing/builders";
import { createTestApp, type TestContext } from "../../testing/test-app";

/**
 * Report PDFs are drawn in the app's render pool, off the request thread (issue #34): here one
 * thread and one waiting place, with a worker that fails or dawdles on request (by the person's
 * name, testing/render-faults.worker.ts) and otherwise draws the real report.
 */
let ctx: TestContext;
let server: Server;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      renders: createRenderPool<RenderTask>({
        worker: {
          filename: new URL("../../testing/render-faults.worker.ts", import.meta.url).href,
          execArgv: ["--import", "tsx"],
        },
        threads: 1,
        maxQueue: 1,
      }),
    },
  );
  server = createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

let addresses = 0;
/** A paid test of `fullName`, and the claim secret of the browser that took it. */
async function paidTest(fullName: string): Promise<{ id: string; secret: string }> {
  const res = await request(ctx.app)
    .post("/api/assessment/submit")
    .set("X-Forwarded-For", `203.0.113.${++addresses}`)
    .send(buildSubmission({ fullName }));
  expect(res.status).toBe(201);
  const id = res.body.assessmentId as string;
  await ctx.database.db.update(assessments).set({ isPaid: true, paidAt: new Date() }).where(eq(assessments.id, id));
  return { id, secret: res.body.claimSecret as string };
}

const pdf = ({ id, secret }: { id: string; secret: string }, lang = "es", signal?: AbortSignal) =>
  fetch(`${base}/api/assessment/${id}/pdf?lang=${lang}`, { headers: { "X-Claim-Secret": secret }, signal });

describe("report PDFs in the render pool", () => {
  it("a render that fails answers a clean 500 with the request id, and the next report is drawn", async () => {
    const res = await pdf(await paidTest("Falla Prueba"));
    expect(res.status).toBe(500);
    const body = (await res.json()) as { message: string; code: string; requestId?: string };
    expect(body.message).toBe("Ocurrió un error inesperado. Inténtalo de nuevo más tarde.");
    expect(body.code).toBe("internal.error");
    expect(body.requestId).toBe(res.headers.get("x-request-id"));
    expect(JSON.stringify(body)).not.toContain("could not be drawn");

    const next = await pdf(await paidTest("Ana Sigue"));
    expect(next.status).toBe(200);
    expect(
      Buffer.from(await next.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("when every thread and waiting place is taken, a new render is refused at once with 503 and Retry-After, in the reader's language", async () => {
    const [first, second, third] = await Promise.all([
      paidTest("Lenta Uno"),
      paidTest("Lenta Dos"),
      paidTest("Lenta Tres"),
    ]);
    const running = [pdf(first!), pdf(second!)];
    await expect.poll(() => ctx.deps.renders.pending()).toBe(2);
    const started = Date.now();
    const refused = await pdf(third!, "en");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(((await refused.json()) as { message: string }).message).toBe(
      "We are preparing many reports right now; try again in a few seconds",
    );
    // refused without waiting for the slow renders ahead of it
    expect(Date.now() - started).toBeLessThan(1000);
    for (const res of await Promise.all(running)) expect(res.status).toBe(200);
    // once they are done, the refused one is drawn
    expect((await pdf(third!)).status).toBe(200);
  });

  it("a request that goes away frees its place: the render nobody waits for is stopped", async () => {
    const gone = new AbortController();
    const abandoned = pdf(await paidTest("Lenta Abandonada"), "es", gone.signal).catch((error: unknown) => error);
    await expect.poll(() => ctx.deps.renders.pending()).toBe(1);
    const left = Date.now();
    gone.abort();
    expect(await abandoned).toBeInstanceOf(Error);
    // its thread is free well before the render's second and a half would have ended
    await expect.poll(() => ctx.deps.renders.pending(), { timeout: 1000, interval: 20 }).toBe(0);
    expect(Date.now() - left).toBeLessThan(1000);
    const [a, b] = await Promise.all([paidTest("Lenta Cuatro"), paidTest("Lenta Cinco")]);
    const answers = await Promise.all([pdf(a!), pdf(b!)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
  });

  it("a drawn PDF is kept on disk: a restarted server, or a second one on the same disk, draws nothing again", async () => {
    const test = await paidTest("Guardada En Disco");
    const first = await pdf(test);
    expect(first.status).toBe(200);
    const drawn = Buffer.from(await first.arrayBuffer());

    // A second server on the same data directory (a restart, or another process on this host), whose pool may not draw.
    const second = createTestDeps({
      config: ctx.config,
      database: ctx.database,
      logger: ctx.deps.logger,
      renders: {
        run: () => Promise.reject(new Error("this server must not draw the report again")),
        pending: () => 0,
        close: () => Promise.resolve(),
        warm: () => Promise.reject(new Error("this server must not draw")),
        threads: () => 0,
      },
    });
    const res = await request(createApp(second))
      .get(`/api/assessment/${test.id}/pdf?lang=es`)
      .set("X-Claim-Secret", test.secret)
      .buffer(true)
      .parse((r, callback) => {
        const chunks: Buffer[] = [];
        r.on("data", (chunk: Buffer) => chunks.push(chunk));
        r.on("end", () => callback(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect((res.body as Buffer).equals(drawn)).toBe(true);
  });
});
