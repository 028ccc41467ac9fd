import fs from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, shareLinks } from "@shared/schema/index";
import { createApp } from "../../app";
import { createTestDeps } from "../../testing/test-deps";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildAssessmentRow } from "../../testing/builders";
import { newShareId } from "./sharing.service";

/**
 * The share picture is rendered off the request path: in a small pool of worker threads with a
 * bounded queue (beyond it, 503 with Retry-After), limited per client address (429), and kept on
 * disk under DATA_DIR/share-images besides memory, until its link is revoked.
 */
let ctx: TestContext;
let server: Server;
let base: string;
/** Picture requests that reached the server. */
let requestsSeen = 0;

beforeAll(async () => {
  // One render at a time (what a 2-core machine gets) and a queue of twelve, small enough to fill.
  ctx = await createTestApp({ renderThreads: 1, renderQueue: 12 });
  server = createServer((req, res) => {
    if (req.url?.includes("/image.png")) requestsSeen += 1;
    ctx.app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

let people = 0;
/** Share links of distinct people (each picture differs), stored directly. */
async function links(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    people += 1;
    const [row] = await ctx.database.db
      .insert(assessments)
      .values(buildAssessmentRow({ fullName: `Persona${people} Prueba` }))
      .returning();
    const id = newShareId();
    await ctx.database.db.insert(shareLinks).values({ id, assessmentId: row!.id, lang: "es" });
    ids.push(id);
  }
  return ids;
}

let addresses = 0;
/** A client address of its own, so that the per-address limit of one test does not meet another's. */
const address = () => `198.51.100.${++addresses}`;

const image = (shareId: string, ip: string, query = "") =>
  fetch(`${base}/api/share/${shareId}/image.png${query}`, { headers: { "X-Forwarded-For": ip } });

describe("rendering share pictures off the request path", () => {
  it("while many distinct pictures render, /api/health answers before the batch completes", async () => {
    const ids = await links(12);
    const finished: number[] = [];
    const renders = ids.map(async (id, i) => {
      const res = await image(id, address());
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      finished.push(i);
    });
    // Every picture's request has reached the server (each is rendering or waiting its turn) before health is asked.
    while (requestsSeen < ids.length) await new Promise((resolve) => setTimeout(resolve, 1));
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toEqual({ ok: true, db: true });
    const doneWhenHealthAnswered = finished.length;
    await Promise.all(renders);
    // Health did not wait for the renders: most of the batch was still to come when it answered.
    expect(doneWhenHealthAnswered).toBeLessThan(ids.length / 2);
  }, 120_000);

  it("beyond the bounded queue a picture is refused at once with 503, Retry-After and a message; later it renders", async () => {
    const ids = await links(30);
    const ip = address();
    const answers = await Promise.all(ids.map((id) => image(id, ip, "?lang=en")));
    const statuses = answers.map((res) => res.status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    // one rendering and twelve waiting at most: of thirty at once, some were turned away (how many depends
    // on how many were drawn while the others were still arriving)
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    const refused = answers.find((res) => res.status === 503)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("content-type")).toMatch(/application\/json/);
    expect(await refused.json()).toMatchObject({
      message: "Too many pictures are being drawn right now; try again soon",
    });
    for (const res of answers.filter((answer) => answer.status === 200))
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe("PNG");
    // Once the queue has drained, the refused ones render.
    const again = await image(ids[statuses.indexOf(503)]!, ip, "?lang=en");
    expect(again.status).toBe(200);
  }, 120_000);

  it("one address asking too often is answered 429 with a JSON message; another address goes on", async () => {
    const [id] = await links(1);
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < ctx.config.shareImagesPerAddress + 1; i++) {
      const res = await request(ctx.app).get(`/api/share/${id}/image.png`).set("X-Forwarded-For", ip);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toEqual({ message: expect.stringMatching(/^Demasiadas solicitudes/), code: "rate_limited" });
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(ctx.config.shareImagesPerAddress);
    expect(statuses.at(-1)).toBe(429);
    const other = await request(ctx.app).get(`/api/share/${id}/image.png`).set("X-Forwarded-For", address());
    expect(other.status).toBe(200);
  }, 120_000);

  it("a rendered picture is kept on disk under DATA_DIR/share-images (a restarted process serves it without drawing), and removed when the link is revoked", async () => {
    const [id] = await links(1);
    const first = await image(id!, address());
    expect(first.status).toBe(200);
    const dir = path.join(ctx.config.dataDir, "share-images", id!);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^es-[0-9a-f]{16,}\.png$/);
    expect(fs.readFileSync(path.join(dir, files[0]!)).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);

    // A new process (fresh memory) on the same data directory answers the file as it is on disk.
    const marker = Buffer.concat([fs.readFileSync(path.join(dir, files[0]!)), Buffer.from("from-disk")]);
    fs.writeFileSync(path.join(dir, files[0]!), marker);
    const restarted = createTestDeps({ config: ctx.config, database: ctx.database, logger: ctx.deps.logger });
    try {
      const res = await request(createApp(restarted))
        .get(`/api/share/${id}/image.png`)
        .set("X-Forwarded-For", address())
        .buffer(true)
        .parse((r, callback) => {
          const chunks: Buffer[] = [];
          r.on("data", (chunk: Buffer) => chunks.push(chunk));
          r.on("end", () => callback(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect((res.body as Buffer).equals(marker)).toBe(true);
    } finally {
      await restarted.renders.close();
    }

    // Revoking the link removes its pictures.
    const revoked = await ctx.deps.sharing.revokeAll((await ctx.deps.sharing.resolve(id!)).assessment.id, () => true);
    expect(revoked).toBe(1);
    expect(fs.existsSync(dir)).toBe(false);
    expect((await image(id!, address())).status).toBe(404);
  }, 120_000);
});
