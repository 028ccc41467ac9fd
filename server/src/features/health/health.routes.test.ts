import request from "supertest";
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
