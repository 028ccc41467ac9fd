import request from "supertest";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, emailOutbox, schoolClasses } from "@shared/schema/index";
import type { CounsellorDto, SchoolClassDto } from "@shared/validators/schools";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { signUp } from "../../testing/auth-helpers";
import { buildSubmission } from "../../testing/builders";
import {
  approvedCounsellor as approvedCounsellorOf,
  counsellorBody,
  createClass as createClassOf,
  pendingCounsellor as pendingCounsellorOf,
} from "../../testing/schools";
import { createHttpHandler } from "../../http-handler";

let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await signUp(ctx.app, ctx.database.db, "admin")).token;
});
afterAll(async () => {
  await ctx.close();
});

const asAdmin = (req: request.Test) => req.set("Authorization", `Bearer ${adminToken}`);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const pendingCounsellor = () => pendingCounsellorOf(ctx, adminToken);
const approvedCounsellor = () => approvedCounsellorOf(ctx, adminToken);
const createClass = (token: string, overrides: Record<string, unknown> = {}) => createClassOf(ctx, token, overrides);

describe("POST /api/schools/counsellors (sign-up)", () => {
  it("when a counsellor signs up, then the account is a counsellor's, signed in, pending, and its welcome email is queued", async () => {
    const body = counsellorBody();
    const res = await request(ctx.app)
      .post("/api/schools/counsellors")
      .set("X-Forwarded-For", "198.51.100.201")
      .send(body);
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe("counsellor");
    const me = await request(ctx.app).get("/api/schools/me").set(bearer(res.body.token));
    // in the Dominican Republic no rule lets the school stand in for the guardians (school-consent.ts)
    expect(me.body).toEqual({
      schoolName: "Colegio San Juan",
      country: "DO",
      city: "Santiago",
      status: "pending",
      schoolConsent: null,
    });
    const mail = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, body.email));
    expect(mail.length).toBe(1);
  });

  it("when the school's city is missing or the email is taken, then it is refused in the reader's language", async () => {
    const noCity = await request(ctx.app)
      .post("/api/schools/counsellors")
      .set("X-Forwarded-For", "198.51.100.202")
      .send(counsellorBody({ city: "" }));
    expect(noCity.status).toBe(400);
    expect(noCity.body.message).toBe("Escribe la ciudad");
    const body = counsellorBody();
    await request(ctx.app).post("/api/schools/counsellors").set("X-Forwarded-For", "198.51.100.203").send(body);
    const again = await request(ctx.app)
      .post("/api/schools/counsellors?lang=en")
      .set("X-Forwarded-For", "198.51.100.203")
      .send({ ...body, name: "Someone Else" });
    expect(again.status).toBe(409);
    expect(typeof again.body.message).toBe("string");
  });
});

describe("the admin's Schools tab", () => {
  it("when the admin lists, approves and rejects, then each counsellor moves between the lists", async () => {
    const a = await pendingCounsellor();
    const b = await pendingCounsellor();
    expect((await asAdmin(request(ctx.app).post(`/api/admin/schools/counsellors/${a.id}/approve`))).body.status).toBe(
      "approved",
    );
    expect((await asAdmin(request(ctx.app).post(`/api/admin/schools/counsellors/${b.id}/reject`))).body.status).toBe(
      "rejected",
    );
    const approved = await asAdmin(request(ctx.app).get("/api/admin/schools/counsellors?status=approved&pageSize=100"));
    const pending = await asAdmin(request(ctx.app).get("/api/admin/schools/counsellors?status=pending&pageSize=100"));
    const ids = (page: { body: { items: CounsellorDto[] } }) => page.body.items.map((c) => c.id);
    expect(ids(approved)).toContain(a.id);
    expect(ids(pending)).not.toContain(a.id);
    expect(ids(pending)).not.toContain(b.id);
    const rejected = await request(ctx.app).post("/api/schools/classes").set(bearer(b.token)).send({
      name: "1A",
      grade: "1ro",
      year: 2026,
      size: 10,
    });
    expect(rejected.status).toBe(403);
  });

  it("when the admin creates a counsellor, then it is approved and signs in with the temporary password, to change it first", async () => {
    const res = await asAdmin(
      request(ctx.app)
        .post("/api/admin/schools/counsellors")
        .send({
          name: "Pedro Orientador",
          email: `pedro.${Date.now()}@colegio.example`,
          schoolName: "Liceo Nacional",
          country: "CO",
          city: "Medellín",
        }),
    );
    expect(res.status).toBe(201);
    expect(res.body.counsellor.status).toBe("approved");
    const login = await request(ctx.app)
      .post("/api/auth/login")
      .set("X-Forwarded-For", "198.51.100.204")
      .send({ email: res.body.counsellor.email, password: res.body.temporaryPassword });
    expect(login.status).toBe(200);
    expect(login.body.user.mustChangePassword).toBe(true);
  });

  it("when someone who is not the admin calls it, then 401 or 403", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    const counsellor = await approvedCounsellor();
    expect((await request(ctx.app).get("/api/admin/schools/counsellors")).status).toBe(401);
    expect((await request(ctx.app).get("/api/admin/schools/counsellors").set(bearer(user.token))).status).toBe(403);
    expect(
      (
        await request(ctx.app)
          .post(`/api/admin/schools/counsellors/${counsellor.id}/approve`)
          .set(bearer(counsellor.token))
      ).status,
    ).toBe(403);
  });
});

describe("classes", () => {
  it("when a pending counsellor creates a class, then it is refused with a message in both languages", async () => {
    const { token } = await pendingCounsellor();
    const body = { name: "4to A", grade: "4to", year: 2026, size: 30 };
    const es = await request(ctx.app).post("/api/schools/classes").set(bearer(token)).send(body);
    expect(es.status).toBe(403);
    expect(es.body.message).toBe(
      "Tu cuenta de orientador/a aún espera la aprobación del equipo. Cuando la aprobemos, podrás crear tus clases; te avisaremos por correo.",
    );
    const en = await request(ctx.app).post("/api/schools/classes?lang=en").set(bearer(token)).send(body);
    expect(en.body.message).toBe(
      "Your counselor account is still waiting for the team's approval. Once we approve it, you can create your classes; we will let you know by email.",
    );
  });

  it("when a signed-in person who is no counsellor asks for classes, then 403", async () => {
    const user = await signUp(ctx.app, ctx.database.db);
    expect((await request(ctx.app).get("/api/schools/classes").set(bearer(user.token))).status).toBe(403);
    expect((await request(ctx.app).get("/api/schools/classes")).status).toBe(401);
  });

  it("when two counsellors have classes, then each sees only their own, and another's roster is not found", async () => {
    const one = await approvedCounsellor();
    const two = await approvedCounsellor();
    const mine = await createClass(one.token, { name: "5to B" });
    const theirs = await createClass(two.token, { name: "6to C" });
    expect(mine.joinCode).toMatch(/^[A-Z2-9]{6}$/);
    const list = await request(ctx.app).get("/api/schools/classes").set(bearer(one.token));
    expect((list.body as SchoolClassDto[]).map((c) => c.id)).toEqual([mine.id]);
    const other = await request(ctx.app).get(`/api/schools/classes/${theirs.id}/roster`).set(bearer(one.token));
    expect(other.status).toBe(404);
    expect(other.body.message).toMatch(/No encontramos esa clase/);
  });

  it("when a class is created with a size out of range, then 400 with the field named", async () => {
    const { token } = await approvedCounsellor();
    const res = await request(ctx.app)
      .post("/api/schools/classes?lang=en")
      .set(bearer(token))
      .send({ name: "X", grade: "Y", year: 2026, size: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("The number of students must be between 1 and 600");
  });
});

describe("joining a class and submitting through its code", () => {
  const submit = (ip: string, overrides: Record<string, unknown> = {}, lang = "es") =>
    request(ctx.app)
      .post(`/api/assessment/submit?lang=${lang}`)
      .set("X-Forwarded-For", ip)
      .send(buildSubmission(overrides));

  it("when a student opens the link, then they see the class and school; an unknown code is not found", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token, { name: "3ro A", grade: "3ro" });
    const info = await request(ctx.app).get(`/api/schools/join/${klass.joinCode.toLowerCase()}`);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      code: klass.joinCode,
      className: "3ro A",
      grade: "3ro",
      schoolName: "Colegio San Juan",
      country: "DO",
      schoolConsent: false,
    });
    expect((await request(ctx.app).get("/api/schools/join/0OO0")).status).toBe(400);
  });

  it("when 70 students behind one address submit through one class link, then all 70 are stored in the class", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token, { size: 80 });
    const statuses: number[] = [];
    for (let batch = 0; batch < 70; batch += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => submit("203.0.113.77", { classCode: klass.joinCode })),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(70);
    const stored = await ctx.database.db.select().from(assessments).where(eq(assessments.classId, klass.id));
    expect(stored).toHaveLength(70);
    const list = await request(ctx.app).get("/api/schools/classes").set(bearer(token));
    expect((list.body as SchoolClassDto[])[0]!.joined).toBe(70);
  });

  it("when the production listener's fast lane takes the submissions, then a class behind one address is not held to the address's limit either", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token, { size: 70 });
    const listener = createHttpHandler(ctx.app, ctx.deps);
    const statuses: number[] = [];
    for (let batch = 0; batch < 70; batch += 10) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          request(listener)
            .post("/api/assessment/submit")
            .set("X-Forwarded-For", "203.0.113.88")
            .send(buildSubmission({ classCode: klass.joinCode })),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(70);
    const full = await request(listener)
      .post("/api/assessment/submit")
      .set("X-Forwarded-For", "203.0.113.88")
      .send(buildSubmission({ classCode: klass.joinCode }));
    expect(full.status).toBe(409);
  });

  it("when a class is full, then the next student is refused with a clear message in both languages, and a re-sent test is not", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token, { size: 3 });
    const first = buildSubmission({ classCode: klass.joinCode });
    const answers = await Promise.all(
      [first, buildSubmission({ classCode: klass.joinCode }), buildSubmission({ classCode: klass.joinCode })].map(
        (body) => request(ctx.app).post("/api/assessment/submit").set("X-Forwarded-For", "203.0.113.78").send(body),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const es = await submit("203.0.113.78", { classCode: klass.joinCode });
    expect(es.status).toBe(409);
    expect(es.body.message).toBe(
      "Esta clase ya tiene todos sus cupos ocupados. Pide a tu orientador/a que amplíe la clase o te dé otro código.",
    );
    const en = await submit("203.0.113.78", { classCode: klass.joinCode }, "en");
    expect(en.body.message).toBe(
      "This class has no places left. Ask your counselor to enlarge the class or give you another code.",
    );
    // the first student's retried submission is the same test, not a new one
    const again = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("X-Forwarded-For", "203.0.113.78")
      .send(first);
    expect(again.status).toBe(200);
    expect(again.body.assessmentId).toBe(answers[0]!.body.assessmentId);
  });

  it("when more students than seats finish at the same moment, and one sends twice, then exactly the seats are filled and the repeat is the same test", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token, { size: 5 });
    const twice = buildSubmission({ classCode: klass.joinCode });
    const bodies = [
      twice,
      ...Array.from({ length: 3 }, () => buildSubmission({ classCode: klass.joinCode })),
      twice,
      ...Array.from({ length: 5 }, () => buildSubmission({ classCode: klass.joinCode })),
    ];
    const answers = await Promise.all(
      bodies.map((body) =>
        request(ctx.app).post("/api/assessment/submit").set("X-Forwarded-For", "203.0.113.90").send(body),
      ),
    );
    const stored = await ctx.database.db.select().from(assessments).where(eq(assessments.classId, klass.id));
    expect(stored).toHaveLength(5);
    const accepted = answers.filter((a) => a.status === 200 || a.status === 201);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(bodies.length - accepted.length);
    // the one sent twice holds one seat, and both answers name it
    expect(answers[0]!.body.assessmentId).toBe(answers[4]!.body.assessmentId);
    expect(new Set(accepted.map((a) => a.body.assessmentId as string))).toEqual(new Set(stored.map((row) => row.id)));
  });

  it("when the code is unknown or the counsellor is not approved, then the submission is refused and nothing is stored", async () => {
    const pending = await pendingCounsellor();
    const approved = await approvedCounsellor();
    const klass = await createClass(approved.token);
    await asAdmin(request(ctx.app).post(`/api/admin/schools/counsellors/${approved.id}/reject`));
    const refused = await submit("203.0.113.79", { classCode: klass.joinCode });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toMatch(/No encontramos esa clase/);
    expect((await submit("203.0.113.79", { classCode: "ZZZZZZ" })).status).toBe(404);
    expect(pending.id).toBeTruthy();
    expect(await ctx.database.db.select().from(assessments).where(eq(assessments.classId, klass.id))).toHaveLength(0);
  });

  it("when a minor joins a class, then the guardian's email and consent are required as on any test", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token);
    const missing = await submit("203.0.113.80", { classCode: klass.joinCode, underConsentAge: true });
    expect(missing.status).toBe(400);
    const withGuardian = await submit("203.0.113.80", {
      classCode: klass.joinCode,
      underConsentAge: true,
      guardianEmail: `tutor.${Date.now()}@example.com`,
      guardianConsent: true,
    });
    expect(withGuardian.status).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, withGuardian.body.assessmentId as string));
    expect(row!.guardianConsentAt).not.toBeNull();
    expect(row!.classId).toBe(klass.id);
  });

  it("when the counsellor reads the roster, then each student's name, status and two main types only", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token);
    await submit("203.0.113.81", { classCode: klass.joinCode, fullName: "Carlos Gómez" });
    const roster = await request(ctx.app).get(`/api/schools/classes/${klass.id}/roster`).set(bearer(token));
    expect(roster.status).toBe(200);
    expect(roster.body.students).toHaveLength(1);
    const [student] = roster.body.students as Record<string, unknown>[];
    expect(Object.keys(student!).sort()).toEqual([
      "completedAt",
      "fullName",
      "key",
      "mainTypes",
      "sharedReport",
      "status",
    ]);
    // the student did not share the full report: nothing that leads to it (the roster's key is not the test's id)
    expect(student!.sharedReport).toBeNull();
    const [stored] = await ctx.database.db
      .select({ id: assessments.id })
      .from(assessments)
      .where(eq(assessments.classId, klass.id));
    expect(student!.key).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{22}$/));
    expect(student!.key).not.toContain(stored!.id);
    expect(student!.fullName).toBe("Carlos Gómez");
    expect(student!.status).toBe("finished");
    expect(student!.mainTypes).toEqual([expect.stringMatching(/^[RIASEC]$/), expect.stringMatching(/^[RIASEC]$/)]);
    // once the student's report is paid for, the roster says it is unlocked (and still nothing more)
    await ctx.database.db.update(assessments).set({ isPaid: true }).where(eq(assessments.classId, klass.id));
    const after = await request(ctx.app).get(`/api/schools/classes/${klass.id}/roster`).set(bearer(token));
    expect(after.body.students[0].status).toBe("reportUnlocked");
  });
});

describe("PATCH /api/schools/classes/:id", () => {
  const submitTo = (code: string, ip: string) =>
    request(ctx.app)
      .post("/api/assessment/submit")
      .set("X-Forwarded-For", ip)
      .send(buildSubmission({ classCode: code }));

  it("when a full class is enlarged, then the next student is stored; it never shrinks below the tests it holds", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token, { size: 1 });
    expect((await submitTo(klass.joinCode, "203.0.113.90")).status).toBe(201);
    expect((await submitTo(klass.joinCode, "203.0.113.90")).status).toBe(409);
    const enlarged = await request(ctx.app)
      .patch(`/api/schools/classes/${klass.id}`)
      .set(bearer(token))
      .send({ size: 2 });
    expect(enlarged.status).toBe(200);
    expect(enlarged.body).toMatchObject({ size: 2, joined: 1 });
    expect((await submitTo(klass.joinCode, "203.0.113.90")).status).toBe(201);
    const shrunk = await request(ctx.app)
      .patch(`/api/schools/classes/${klass.id}?lang=en`)
      .set(bearer(token))
      .send({ size: 1 });
    expect(shrunk.status).toBe(409);
    expect(shrunk.body.message).toBe("This class already holds 2 tests: its size cannot be smaller.");
  });

  it("when a class is closed, then its link takes nobody until it is reopened; another counsellor cannot touch it", async () => {
    const { token } = await approvedCounsellor();
    const other = await approvedCounsellor();
    const klass = await createClass(token);
    const path = `/api/schools/classes/${klass.id}`;
    expect((await request(ctx.app).patch(path).set(bearer(other.token)).send({ closed: true })).status).toBe(404);
    const closed = await request(ctx.app).patch(path).set(bearer(token)).send({ closed: true });
    expect(closed.body.closed).toBe(true);
    expect((await submitTo(klass.joinCode, "203.0.113.91")).status).toBe(404);
    expect((await request(ctx.app).get(`/api/schools/join/${klass.joinCode}`)).status).toBe(404);
    await request(ctx.app).patch(path).set(bearer(token)).send({ closed: false });
    expect((await submitTo(klass.joinCode, "203.0.113.91")).status).toBe(201);
    expect((await request(ctx.app).patch(path).set(bearer(token)).send({})).status).toBe(400);
  });
});

describe("the counsellor's data rights", () => {
  it("when a counsellor exports their account, then it holds their school and classes, and none of the students' tests", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token, { name: "2do C" });
    await request(ctx.app)
      .post("/api/assessment/submit")
      .set("X-Forwarded-For", "203.0.113.82")
      .send(buildSubmission({ classCode: klass.joinCode, fullName: "Estudiante Privada" }));
    const res = await request(ctx.app).get("/api/user/export").set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.counsellor).toMatchObject({ schoolName: "Colegio San Juan", city: "Santiago", status: "approved" });
    expect(res.body.counsellor.classes).toEqual([expect.objectContaining({ name: "2do C", joinCode: klass.joinCode })]);
    expect(JSON.stringify(res.body)).not.toContain("Estudiante Privada");
  });

  it("when a counsellor deletes their account, then their classes go and the students' tests stay theirs, out of any class", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token);
    const taken = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("X-Forwarded-For", "203.0.113.83")
      .send(buildSubmission({ classCode: klass.joinCode }));
    const deleted = await request(ctx.app)
      .delete("/api/user/account")
      .set(bearer(token))
      .send({ password: "secret123" });
    expect(deleted.status).toBeLessThan(300);
    const [row] = await ctx.database.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, taken.body.assessmentId as string));
    expect(row).toBeDefined();
    expect(row!.classId).toBeNull();
  });
});

describe("the school's data is kept one year after the class's school year (DECISIONS 38)", () => {
  it("when the clean-up runs, then a class two school years old goes with its unpaid tests; a paid test stays its taker's; a live class keeps tests older than the general retention", async () => {
    const { token } = await approvedCounsellor();
    const old = await createClass(token, { name: "Promoción 2024", year: 2024 });
    const last = await createClass(token, { name: "Promoción 2025", year: 2025 });
    const take = async (code: string) =>
      (
        await request(ctx.app)
          .post("/api/assessment/submit")
          .set("X-Forwarded-For", "203.0.113.95")
          .send(buildSubmission({ classCode: code }))
      ).body.assessmentId as string;
    const unpaid = await take(old.joinCode);
    const paid = await take(old.joinCode);
    const kept = await take(last.joinCode);
    const db = ctx.database.db;
    await db.update(assessments).set({ isPaid: true }).where(eq(assessments.id, paid));
    // older than the general retention of unpaid tests without an account (12 months)
    await db
      .update(assessments)
      .set({ createdAt: new Date("2025-01-15T12:00:00Z") })
      .where(eq(assessments.id, kept));

    const removed = await ctx.deps.privacy.cleanUp({
      retentionMonths: 12,
      now: new Date("2026-06-01T12:00:00Z"),
    });

    expect(removed.classes).toBeGreaterThanOrEqual(1);
    const row = async (id: string) => (await db.select().from(assessments).where(eq(assessments.id, id)))[0];
    expect(await row(unpaid)).toBeUndefined();
    expect((await row(paid))?.classId).toBeNull();
    expect((await row(kept))?.classId).toBe(last.id);
    const classes = await request(ctx.app).get("/api/schools/classes").set(bearer(token));
    expect((classes.body as SchoolClassDto[]).map((c) => c.name)).toEqual(["Promoción 2025"]);
  });
});

describe("renewing a class's keeping (DECISIONS 38: deleted one year after the class's year unless renewed)", () => {
  it("when the school renews a class in its last year of keeping, then the clean-up keeps it a year more; renewing earlier or twice changes nothing; another counsellor cannot renew it", async () => {
    const thisYear = new Date().getUTCFullYear();
    const { token } = await approvedCounsellor();
    const other = await approvedCounsellor();
    const lastYear = await createClass(token, { name: "Renovada", year: thisYear - 1 });
    const control = await createClass(token, { name: "Sin renovar", year: thisYear - 1 });
    const current = await createClass(token, { name: "De este año", year: thisYear });
    expect(lastYear).toMatchObject({ deletesOn: `${thisYear + 1}-01-01`, renewable: true });
    expect(current).toMatchObject({ deletesOn: `${thisYear + 2}-01-01`, renewable: false });

    const renew = (id: string, as = token) =>
      request(ctx.app).patch(`/api/schools/classes/${id}`).set(bearer(as)).send({ renew: true });
    expect((await renew(lastYear.id, other.token)).status).toBe(404);
    const renewed = await renew(lastYear.id);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ deletesOn: `${thisYear + 2}-01-01`, renewable: false });
    expect((await renew(lastYear.id)).body).toMatchObject({ deletesOn: `${thisYear + 2}-01-01` });
    expect((await renew(current.id)).body).toMatchObject({ deletesOn: `${thisYear + 2}-01-01`, renewable: false });
    expect(
      (await request(ctx.app).patch(`/api/schools/classes/${current.id}`).set(bearer(token)).send({ renew: false }))
        .status,
    ).toBe(400);

    // on 1 January next year, the class that was not renewed goes; the renewed one stays until the year after
    await ctx.deps.privacy.cleanUp({ retentionMonths: 12, now: new Date(`${thisYear + 1}-01-02T12:00:00Z`) });
    // (read from the database: a clean-up dated years ahead also ends the counsellor's session)
    const ids = [lastYear.id, control.id, current.id];
    const left = async () =>
      (await ctx.database.db.select().from(schoolClasses).where(inArray(schoolClasses.id, ids)))
        .map((c) => c.name)
        .sort();
    expect(await left()).toEqual(["De este año", "Renovada"]);
    await ctx.deps.privacy.cleanUp({ retentionMonths: 12, now: new Date(`${thisYear + 2}-01-02T12:00:00Z`) });
    expect(await left()).toEqual([]);
  });
});
