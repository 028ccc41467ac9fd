import request from "supertest";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../testing/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/health", () => {
  it("when the database answers, then it reports ok", async () => {
    const res = await request(ctx.app).get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, db: true });
  });
});

describe("GET /api/ready", () => {
  it("when the database answers and its migrations are current, then it is ready (200)", async () => {
    const res = await request(ctx.app).get("/api/ready");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ready: true, db: true, migrations: { current: true } });
    expect(res.body.migrations.applied).toBe(res.body.migrations.expected);
  });

  it("when this process's email worker has stalled, then it is not ready (503), and alive again when it polls", async () => {
    let alive = false;
    ctx.deps.runtime.emailWorker = { alive: () => alive };
    try {
      const stalled = await request(ctx.app).get("/api/ready");
      expect(stalled.status).toBe(503);
      expect(stalled.body).toMatchObject({ ready: false, emailWorker: "stalled" });
      alive = true;
      expect((await request(ctx.app).get("/api/ready")).status).toBe(200);
    } finally {
      delete ctx.deps.runtime.emailWorker;
    }
  });

  it("when the database does not answer, then liveness stays 200 and readiness is 503", async () => {
    const real = ctx.deps.database;
    ctx.deps.database = { ...real, ping: async () => false };
    ctx.rebuild();
    try {
      expect((await request(ctx.app).get("/api/health")).status).toBe(200);
      const res = await request(ctx.app).get("/api/ready");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ready: false, db: false });
    } finally {
      ctx.deps.database = real;
      ctx.rebuild();
    }
  });

  it("when a migration has not been applied, then it is not ready (503)", async () => {
    await ctx.database.db.execute(
      sql`DELETE FROM "drizzle"."__drizzle_migrations" WHERE id = (SELECT max(id) FROM "drizzle"."__drizzle_migrations")`,
    );
    const res = await request(ctx.app).get("/api/ready");
    expect(res.status).toBe(503);
    expect(res.body.migrations.current).toBe(false);
    expect(res.body.migrations.applied).toBe(res.body.migrations.expected - 1);
  });
});

describe("API conventions", () => {
  it("when the /api path is unknown, then it answers a JSON 404 in Spanish by default", async () => {
    const res = await request(ctx.app).get("/api/nope");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body.message).toBe("Ruta no encontrada");
  });

  it("when lang=en, then the error message is English", async () => {
    const res = await request(ctx.app).get("/api/nope?lang=en");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Route not found");
  });

  it("when the JSON body is malformed, then it answers 400 with a message", async () => {
    const res = await request(ctx.app).post("/api/nope").set("Content-Type", "application/json").send("{not json");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("El cuerpo de la solicitud no es JSON válido");
  });

  it("when the JSON body is larger than the limit, then it answers 413", async () => {
    const res = await request(ctx.app)
      .post("/api/nope")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ big: "x".repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/demasiado grande/);
  });

  it("when a cross-site page posts, then the request is refused", async () => {
    const res = await request(ctx.app).post("/api/nope").set("Origin", "https://evil.example").send({});
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Solicitud rechazada: origen no permitido");
  });

  it("sets security headers: CSP with frame-ancestors, nosniff, no HSTS over plain HTTP", async () => {
    const res = await request(ctx.app).get("/api/health");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("sends HSTS when the request came through an HTTPS proxy", async () => {
    const res = await request(ctx.app).get("/api/health").set("X-Forwarded-Proto", "https");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});
