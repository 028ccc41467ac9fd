import request from "supertest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTION_SETS } from "@shared/content/question-bank";
import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import { assessments } from "@shared/schema/index";
import type { ClassDashboardDto, ClassRosterDto } from "@shared/validators/schools";
import type { SubmitAssessmentInput } from "@shared/validators/assessment";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { signUp } from "../../testing/auth-helpers";
import { buildResponses, buildStraightLine, buildSubmission } from "../../testing/builders";
import { pdfText } from "../../testing/pdf-text";
import { binary } from "../../testing/binary";
import { approvedCounsellor as approvedCounsellorOf, createClass as createClassOf } from "../../testing/schools";

let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await signUp(ctx.app, ctx.database.db, "admin")).token;
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const approvedCounsellor = () => approvedCounsellorOf(ctx, adminToken);
const createClass = (token: string, overrides: Record<string, unknown> = {}) =>
  createClassOf(ctx, token, { size: 40, ...overrides });

/** Answers whose types are liked and disliked in turn on every screen: the person-fit index reads them as inconsistent. */
function inconsistentResponses(): SubmitAssessmentInput["responses"] {
  return QUESTION_SETS.map((set, i) => ({
    questionSet: set.id,
    liked: set.activities.find((a) => a.type === HOLLAND_TYPES[i % 6])!.id,
    disliked: set.activities.find((a) => a.type === HOLLAND_TYPES[(i + 3) % 6])!.id,
  }));
}

/** Three types liked equally, three disliked equally: consistent answers, but no type stands out (flat). */
function flatResponses(): SubmitAssessmentInput["responses"] {
  const liked: HollandType[] = ["R", "I", "A"];
  const disliked: HollandType[] = ["S", "E", "C"];
  return QUESTION_SETS.map((set, i) => ({
    questionSet: set.id,
    liked: set.activities.find((a) => a.type === liked[i % 3])!.id,
    disliked: set.activities.find((a) => a.type === disliked[i % 3])!.id,
  }));
}

async function take(code: string, overrides: Partial<SubmitAssessmentInput> = {}) {
  const res = await request(ctx.app)
    .post("/api/assessment/submit")
    .set("X-Forwarded-For", "203.0.113.140")
    .send(buildSubmission({ classCode: code, ...overrides }));
  expect(res.status).toBe(201);
  return res.body as { assessmentId: string; claimSecret: string };
}

describe("GET /api/schools/classes/:id/dashboard", () => {
  it("when students finished, then the counsellor sees the RIASEC distribution, the frequent career areas and who needs a conversation, with why", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token);
    await take(klass.joinCode, { fullName: "Ana Investigadora", responses: buildResponses("I", "C") });
    await take(klass.joinCode, { fullName: "Beto Investigador", responses: buildResponses("I", "E") });
    await take(klass.joinCode, { fullName: "Carla Social", responses: buildResponses("S", "R") });
    await take(klass.joinCode, { fullName: "Dani Igual", responses: buildStraightLine("A", "C") });
    await take(klass.joinCode, { fullName: "Eva Azar", responses: inconsistentResponses() });
    await take(klass.joinCode, { fullName: "Fede Parejo", responses: flatResponses() });

    const res = await request(ctx.app).get(`/api/schools/classes/${klass.id}/dashboard`).set(bearer(token));
    expect(res.status).toBe(200);
    const body = res.body as ClassDashboardDto;
    expect(body.finished).toBe(6);
    expect(body.distribution.map((d) => d.type)).toEqual(["R", "I", "A", "S", "E", "C"]);
    expect(body.distribution.reduce((sum, d) => sum + d.first, 0)).toBe(6);
    expect(body.distribution.find((d) => d.type === "I")!.first).toBeGreaterThanOrEqual(2);
    expect(body.distribution.find((d) => d.type === "S")!.first).toBeGreaterThanOrEqual(1);
    // the class likes I (investigative) and dislikes C (conventional) on the whole
    const mean = (type: string) => body.distribution.find((d) => d.type === type)!.meanScore;
    expect(mean("I")).toBeGreaterThan(mean("C"));
    expect(body.areas.length).toBeGreaterThan(0);
    expect(body.areas.length).toBeLessThanOrEqual(5);
    for (const area of body.areas) expect(area.students).toBeGreaterThanOrEqual(1);
    expect(body.areas.map((a) => a.students)).toEqual([...body.areas.map((a) => a.students)].sort((a, b) => b - a));
    expect(body.flagged).toEqual([
      { fullName: "Dani Igual", reason: "straight-line" },
      { fullName: "Eva Azar", reason: "inconsistent" },
      { fullName: "Fede Parejo", reason: "flat" },
    ]);
    // aggregates name nobody else: the only names are the flagged ones
    const names = ["Ana Investigadora", "Beto Investigador", "Carla Social"];
    for (const name of names) expect(JSON.stringify(body)).not.toContain(name);
  });

  it("when the class is empty, then the aggregates are empty, not an error", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token);
    const res = await request(ctx.app).get(`/api/schools/classes/${klass.id}/dashboard`).set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ finished: 0, areas: [], flagged: [], waiting: { joined: 0, inProgress: 0 } });
    expect((res.body as ClassDashboardDto).distribution.every((d) => d.first === 0 && d.meanScore === 0)).toBe(true);
  });

  it("when another counsellor, someone who is no counsellor or nobody asks for a class's dashboard, CSV or report, then 404, 403 or 401", async () => {
    const owner = await approvedCounsellor();
    const other = await approvedCounsellor();
    const user = await signUp(ctx.app, ctx.database.db);
    const klass = await createClass(owner.token);
    await take(klass.joinCode, { fullName: "Privada Pérez" });
    for (const path of ["dashboard", "export.csv", "report.pdf"]) {
      const url = `/api/schools/classes/${klass.id}/${path}`;
      const theirs = await request(ctx.app).get(`${url}?lang=en`).set(bearer(other.token));
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toMatch(/could not find that class/i);
      expect(JSON.stringify(theirs.body)).not.toContain("Privada");
      expect((await request(ctx.app).get(url).set(bearer(user.token))).status).toBe(403);
      expect((await request(ctx.app).get(url)).status).toBe(401);
    }
    expect(
      (await request(ctx.app).get(`/api/schools/classes/not-a-uuid/dashboard`).set(bearer(owner.token))).status,
    ).toBe(404);
  });
});

describe("the roster's statuses: joined, in progress, finished, report unlocked", () => {
  const visit = (code: string, token: string, stage: "opened" | "started") =>
    request(ctx.app)
      .post(`/api/schools/join/${code}/visit`)
      .set("X-Forwarded-For", "203.0.113.141")
      .send({ token, stage });
  const roster = async (token: string, id: string) =>
    (await request(ctx.app).get(`/api/schools/classes/${id}/roster`).set(bearer(token))).body as ClassRosterDto;

  it("when students open the link and start, then the roster counts them joined and in progress until their test is stored", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token);
    const first = randomUUID();
    const second = randomUUID();
    expect((await visit(klass.joinCode, first, "opened")).status).toBe(204);
    expect((await visit(klass.joinCode, second, "opened")).status).toBe(204);
    expect((await roster(token, klass.id)).waiting).toEqual({ joined: 2, inProgress: 0 });
    expect((await visit(klass.joinCode, first, "started")).status).toBe(204);
    // a reload of the same tab is the same student
    expect((await visit(klass.joinCode, first, "opened")).status).toBe(204);
    expect((await roster(token, klass.id)).waiting).toEqual({ joined: 1, inProgress: 1 });
    await take(klass.joinCode, { fullName: "Gabi Terminó", classStart: first });
    const after = await roster(token, klass.id);
    expect(after.waiting).toEqual({ joined: 1, inProgress: 0 });
    expect(after.students.map((s) => [s.fullName, s.status])).toEqual([["Gabi Terminó", "finished"]]);
    const dashboard = await request(ctx.app).get(`/api/schools/classes/${klass.id}/dashboard`).set(bearer(token));
    expect(dashboard.body.waiting).toEqual({ joined: 1, inProgress: 0 });
  });

  it("when the class is closed, then nobody is waiting any more; an unknown code or a bad token is refused", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token);
    await visit(klass.joinCode, randomUUID(), "started");
    expect((await roster(token, klass.id)).waiting.inProgress).toBe(1);
    await request(ctx.app).patch(`/api/schools/classes/${klass.id}`).set(bearer(token)).send({ closed: true });
    expect((await roster(token, klass.id)).waiting).toEqual({ joined: 0, inProgress: 0 });
    expect((await visit(klass.joinCode, randomUUID(), "opened")).status).toBe(404);
    expect((await visit("ZZZZZZ", randomUUID(), "opened")).status).toBe(404);
    const bad = await request(ctx.app)
      .post(`/api/schools/join/ZZZZZZ/visit?lang=en`)
      .set("X-Forwarded-For", "203.0.113.141")
      .send({ token: "x", stage: "opened" });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe("string");
  });
});

describe("GET /api/schools/classes/:id/export.csv", () => {
  it("when the counsellor downloads the roster, then it is a UTF-8 CSV with a BOM, names escaped and formulas neutralised, in the reader's language", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token, { name: "5to «B»" });
    await take(klass.joinCode, { fullName: 'José "Pepe" Núñez, hijo', responses: buildResponses("S", "R") });
    await take(klass.joinCode, { fullName: "=HYPERLINK Pérez", responses: buildResponses("I", "C") });
    const res = await request(ctx.app)
      .get(`/api/schools/classes/${klass.id}/export.csv`)
      .set(bearer(token))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="5to-b-2026.csv"');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n");
    expect(lines[0]).toBe("Nombre,Estado,Primer tipo,Segundo tipo,Terminó el");
    expect(lines[1]).toMatch(/^"José ""Pepe"" Núñez, hijo",Terminó,S · Social,[RIASEC] · \p{L}+,\d{4}-\d{2}-\d{2}$/u);
    expect(lines[2]).toMatch(/^'=HYPERLINK Pérez,Terminó,I · Investigador,/);
    expect(lines[3]).toBe("");
    const en = await request(ctx.app).get(`/api/schools/classes/${klass.id}/export.csv?lang=en`).set(bearer(token));
    expect(en.text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Name,Status,First type,Second type,Finished on");
    expect(en.text).toContain("Finished,S · Social");
  });
});

describe("GET /api/schools/classes/:id/report.pdf", () => {
  it("when the counsellor downloads the group report, then it holds the class's aggregates in the reader's language and no student's name", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token, { name: "6to C" });
    await take(klass.joinCode, { fullName: "Hilda Reservada", responses: buildResponses("S", "R") });
    await take(klass.joinCode, { fullName: "Iván Reservado", responses: buildStraightLine("A", "C") });
    const es = await binary(request(ctx.app).get(`/api/schools/classes/${klass.id}/report.pdf`).set(bearer(token)));
    expect(es.status).toBe(200);
    expect(es.headers["content-type"]).toBe("application/pdf");
    const text = (await pdfText(es.body as Buffer)).text;
    expect(text).toContain("Reporte del grupo");
    expect(text).toContain("6to C");
    expect(text).toContain("Colegio San Juan");
    expect(text).toContain("Terminaron el test: 2");
    expect(text).toContain("Social");
    expect(text).toContain("Respondió casi siempre lo mismo en todas las preguntas. (1)");
    expect(text).not.toContain("Hilda");
    expect(text).not.toContain("Iván");
    const en = await binary(
      request(ctx.app).get(`/api/schools/classes/${klass.id}/report.pdf?lang=en`).set(bearer(token)),
    );
    const english = (await pdfText(en.body as Buffer)).text;
    expect(english).toContain("Group report");
    expect(english).toContain("Most frequent career areas");
    expect(english).not.toContain("Hilda");
  });
});

describe("a student leaves a class", () => {
  it("when the student who took the test (its claim secret) leaves, then the counsellor no longer sees them; nobody else can make them leave", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token, { name: "3ro B" });
    const stays = await take(klass.joinCode, { fullName: "Juana Queda" });
    const leaves = await take(klass.joinCode, { fullName: "Kevin Sale", responses: buildStraightLine("A", "C") });
    const path = `/api/schools/membership/${leaves.assessmentId}`;

    const seen = await request(ctx.app).get(path).set("X-Claim-Secret", leaves.claimSecret);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ className: "3ro B", schoolName: "Colegio San Juan", counsellorMayRead: false });

    // without the secret, or with another test's, nobody can see or change it
    expect((await request(ctx.app).get(path)).status).toBe(403);
    const stranger = await request(ctx.app).delete(`${path}?lang=en`).set("X-Claim-Secret", stays.claimSecret);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe("Only the person who took the test (or their account) can do this.");
    // the counsellor cannot remove a student either (it is the student's choice)
    expect((await request(ctx.app).delete(path).set(bearer(token))).status).toBe(403);

    const left = await request(ctx.app).delete(path).set("X-Claim-Secret", leaves.claimSecret);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ left: true });

    const roster = await request(ctx.app).get(`/api/schools/classes/${klass.id}/roster`).set(bearer(token));
    expect((roster.body as ClassRosterDto).students.map((s) => s.fullName)).toEqual(["Juana Queda"]);
    const dashboard = await request(ctx.app).get(`/api/schools/classes/${klass.id}/dashboard`).set(bearer(token));
    expect(dashboard.body.finished).toBe(1);
    expect(JSON.stringify(dashboard.body)).not.toContain("Kevin");
    const csv = await request(ctx.app).get(`/api/schools/classes/${klass.id}/export.csv`).set(bearer(token));
    expect(csv.text).not.toContain("Kevin");
    // the test itself stays the student's
    const [row] = await ctx.database.db.select().from(assessments).where(eq(assessments.id, leaves.assessmentId));
    expect(row?.classId).toBeNull();
    const none = await request(ctx.app).get(path).set("X-Claim-Secret", leaves.claimSecret);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    const again = await request(ctx.app).delete(path).set("X-Claim-Secret", leaves.claimSecret);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Este test no está en ninguna clase.");
  });
});
