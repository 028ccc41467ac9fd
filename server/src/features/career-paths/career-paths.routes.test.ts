import { randomBytes } from "node:crypto";
import request from "supertest";
import type { Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments } from "@shared/schema/index";
import type { CareerPathNodeDto, CareerPathsResponse } from "@shared/validators/career-paths";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { signUp } from "../../testing/auth-helpers";
import { buildAssessmentRow } from "../../testing/builders";

let ctx: TestContext;
/** The career-paths router on its own, behind the real session loading and error middleware. */
let app: Express;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(async () => {
  await ctx.close();
});

/** Stores an assessment owned by `userId` with the given code, completion time and payment state. */
async function insertAssessment(
  userId: string,
  hollandCode: string,
  completedAt: Date,
  isPaid = false,
  country = "DO",
): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await ctx.database.db.insert(assessments).values(
    buildAssessmentRow({
      id,
      userId,
      education: "universitario",
      country,
      scores: { R: 1, I: 2, A: 3, S: 0, E: -1, C: -2 },
      hollandCode,
      isPaid,
      paidAt: isPaid ? completedAt : null,
      createdAt: completedAt,
      completedAt,
    }),
  );
  return id;
}

const get = (path: string, token?: string) => {
  const req = request(app).get(path);
  return token ? req.set("Authorization", `Bearer ${token}`) : req;
};

const walk = (node: CareerPathNodeDto): CareerPathNodeDto[] => [node, ...node.children.flatMap(walk)];
const allNodes = (body: CareerPathsResponse) => body.tracks.flatMap((track) => walk(track.root));

describe("GET /api/career-paths", () => {
  it("when nobody is signed in, then it answers 401 with a message", async () => {
    const res = await get("/api/career-paths");
    expect(res.status).toBe(401);
    expect(typeof res.body.message).toBe("string");
    expect(res.body.tracks).toBeUndefined();
  });

  it("when a free account asks, then it gets six tracks cut at level 2, locked-children counts, and no salary or growth anywhere", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    await insertAssessment(user.id, "SAE", new Date("2024-05-01T10:00:00Z"), false);
    const res = await get("/api/career-paths", user.token);
    expect(res.status).toBe(200);
    const body = res.body as CareerPathsResponse;
    expect(body.premium).toBe(false);
    expect(body.tracks.map((track) => track.primaryType)).toEqual(["R", "I", "A", "S", "E", "C"]);
    const nodes = allNodes(body);
    expect(Math.max(...nodes.map((node) => node.level))).toBe(2);
    expect(nodes.some((node) => node.level === 2)).toBe(true);
    expect(res.text).not.toContain("avgSalary");
    expect(res.text).not.toContain("growth");
    expect(res.text).not.toMatch(/USD \d/);
    for (const node of nodes.filter((n) => n.level === 2)) {
      expect(node.children).toEqual([]);
      expect(node.lockedChildren).toBeGreaterThan(0);
    }
    const lockedTotal = nodes.reduce((sum, node) => sum + (node.lockedChildren ?? 0), 0);
    expect(lockedTotal).toBeGreaterThan(0);
  });

  it("when the account owns a paid report, then it is Premium: levels up to 4, and no pay or growth figure on any node (DECISIONS 36)", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    await insertAssessment(user.id, "RIC", new Date("2024-05-02T10:00:00Z"), true);
    const res = await get("/api/career-paths?lang=es", user.token);
    expect(res.status).toBe(200);
    const body = res.body as CareerPathsResponse;
    expect(body.premium).toBe(true);
    const nodes = allNodes(body);
    expect(new Set(nodes.map((node) => node.level))).toEqual(new Set([1, 2, 3, 4]));
    for (const node of nodes) expect(node.lockedChildren).toBeUndefined();
    expect(res.text).not.toContain("avgSalary");
    expect(res.text).not.toContain("growth");
    expect(res.text).not.toMatch(/USD|\d\s?%|al mes/);
  });

  it("says what the country of the latest test publishes about pay and employment, in the asked language (DECISIONS 36)", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const none = await get("/api/career-paths?lang=es", user.token);
    expect((none.body as CareerPathsResponse).outcomes).toBeNull();
    await insertAssessment(user.id, "SAE", new Date("2024-05-04T10:00:00Z"));
    const es = (await get("/api/career-paths?lang=es", user.token)).body as CareerPathsResponse;
    expect(es.outcomes?.title).toBe("Pago y empleo");
    expect(es.outcomes?.text).toMatch(/^No hay cifras oficiales publicadas para República Dominicana\./);
    expect(es.outcomes?.portal).toBeNull();
    const en = (await get("/api/career-paths?lang=en", user.token)).body as CareerPathsResponse;
    expect(en.outcomes?.text).toMatch(/^There are no official published figures for the Dominican Republic\./);
  });

  it("when someone else owns the paid report, then this account stays free", async () => {
    const owner = await signUp(ctx.app, ctx.database.db);
    const other = await signUp(ctx.app, ctx.database.db);
    await insertAssessment(owner.id, "ECS", new Date("2024-05-03T10:00:00Z"), true);
    const res = await get("/api/career-paths", other.token);
    expect(res.body.premium).toBe(false);
    expect(res.body.userCode).toBeNull();
  });

  it("when the user has several assessments, then userCode is the latest one's code", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    await insertAssessment(user.id, "AIS", new Date("2024-01-01T10:00:00Z"));
    await insertAssessment(user.id, "CER", new Date("2024-06-01T10:00:00Z"));
    await insertAssessment(user.id, "SAE", new Date("2024-03-01T10:00:00Z"));
    const res = await get("/api/career-paths", user.token);
    expect(res.body.userCode).toBe("CER");
  });

  it("when lang=en, then titles, names and texts are English plain strings", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const en = (await get("/api/career-paths?lang=en", user.token)).body as CareerPathsResponse;
    const es = (await get("/api/career-paths?lang=es", user.token)).body as CareerPathsResponse;
    const realisticEn = en.tracks.find((track) => track.primaryType === "R")!;
    const realisticEs = es.tracks.find((track) => track.primaryType === "R")!;
    expect(realisticEn.name).toBe("Realistic track: Technology and Engineering");
    expect(realisticEn.root.title).toBe("Technical or science-focused secondary school");
    expect(realisticEs.root.title).toBe("Bachillerato técnico o con énfasis en ciencias");
    expect(typeof realisticEn.root.description).toBe("string");
    expect(realisticEn.root.requirements).toContain("Completing secondary school");
    expect(realisticEn.icon).toBe("1f527");
    expect(realisticEn.color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("reads in the words of the latest test's country: secondary school and the computer as each country says them", async () => {
    const texts = (body: CareerPathsResponse) =>
      allNodes(body).flatMap((n) => [n.title, n.description, ...n.requirements]);
    const readerIn = async (country: string) => {
      const user = await signUp(ctx.app, ctx.database.db);
      await insertAssessment(user.id, "RIC", new Date("2024-05-05T10:00:00Z"), true, country);
      return (await get("/api/career-paths?lang=es", user.token)).body as CareerPathsResponse;
    };
    const realistic = (body: CareerPathsResponse) => body.tracks.find((track) => track.primaryType === "R")!.root.title;
    // in Puerto Rico a bachillerato is a bachelor's degree, in Peru the bachiller a university degree
    const pr = await readerIn("PR");
    expect(realistic(pr)).toBe("Escuela superior vocacional o con énfasis en ciencias");
    expect(texts(pr)).toContain("Diploma de escuela superior");
    expect(texts(pr).filter((t) => /bachillerato/i.test(t))).toEqual([]);
    expect(texts(pr)).toContain("Acceso a una computadora apta para software 3D");
    const pe = await readerIn("PE");
    expect(realistic(pe)).toBe("Secundaria técnica o con énfasis en ciencias");
    expect(texts(pe).filter((t) => /bachiller/i.test(t))).toEqual([]);
    // Colombia says bachillerato and computador; Spain says grado universitario and coste
    const co = await readerIn("CO");
    expect(realistic(co)).toBe("Bachillerato técnico o con énfasis en ciencias");
    expect(texts(co)).toContain("Acceso a un computador apto para software 3D");
    const es = await readerIn("ES");
    expect(texts(es).some((t) => /Grado universitario/.test(t))).toBe(true);
    expect(texts(es).filter((t) => /\bcostos?\b|Carrera universitaria/.test(t))).toEqual([]);
    // English is left as written
    const user = await signUp(ctx.app, ctx.database.db);
    await insertAssessment(user.id, "RIC", new Date("2024-05-05T10:00:00Z"), true, "PR");
    const en = (await get("/api/career-paths?lang=en", user.token)).body as CareerPathsResponse;
    expect(realistic(en)).toBe("Technical or science-focused secondary school");
  });

  it("when the language is not one of ours, then it answers 400", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const res = await get("/api/career-paths?lang=fr", user.token);
    expect(res.status).toBe(400);
  });
});
