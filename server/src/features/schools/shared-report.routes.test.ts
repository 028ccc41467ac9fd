import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments } from "@shared/schema/index";
import type { ClassMembershipDto, ClassRosterDto } from "@shared/validators/schools";
import type { SubmitAssessmentInput } from "@shared/validators/assessment";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { signUp } from "../../testing/auth-helpers";
import { buildSubmission } from "../../testing/builders";
import { pdfText } from "../../testing/pdf-text";
import { binary } from "../../testing/binary";
import { approvedCounsellor as approvedCounsellorOf, createClass as createClassOf } from "../../testing/schools";

/**
 * DECISIONS 38: a counsellor reads a student's full report only when the student (and for a minor,
 * the guardian) agreed, and the student may stop sharing at any time.
 */
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
const createClass = (token: string) => createClassOf(ctx, token, { size: 40 });

async function take(overrides: Partial<SubmitAssessmentInput> & Record<string, unknown>) {
  const res = await request(ctx.app)
    .post("/api/assessment/submit")
    .set("X-Forwarded-For", "203.0.113.150")
    .send(buildSubmission(overrides));
  expect(res.status).toBe(201);
  return res.body as { assessmentId: string; claimSecret: string };
}

const unlock = (id: string) =>
  ctx.database.db.update(assessments).set({ isPaid: true, paidAt: new Date() }).where(eq(assessments.id, id));

const reportPath = (classId: string, assessmentId: string, lang = "es") =>
  `/api/schools/classes/${classId}/students/${assessmentId}/report.pdf?lang=${lang}`;

describe("a student's full report, shared with the class's counsellor", () => {
  it("when a student shares and the report is unlocked, then the counsellor reads it; one who did not share stays name, status and types only", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token);
    const shares = await take({ classCode: klass.joinCode, fullName: "Lucía Comparte", counsellorMayRead: true });
    const keeps = await take({ classCode: klass.joinCode, fullName: "Mario Reserva" });

    const roster = async () =>
      (
        (await request(ctx.app).get(`/api/schools/classes/${klass.id}/roster`).set(bearer(token)))
          .body as ClassRosterDto
      ).students;
    const before = await roster();
    expect(before.find((s) => s.fullName === "Lucía Comparte")!.sharedReport).toEqual({
      assessmentId: shares.assessmentId,
    });
    expect(before.find((s) => s.fullName === "Mario Reserva")!.sharedReport).toBeNull();
    expect(JSON.stringify(before)).not.toContain(keeps.assessmentId);

    // shared, not unlocked yet: said so in both languages
    const locked = await request(ctx.app).get(reportPath(klass.id, shares.assessmentId)).set(bearer(token));
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe("Este estudiante compartió su reporte, pero todavía no está desbloqueado.");
    const lockedEn = await request(ctx.app)
      .get(reportPath(klass.id, shares.assessmentId, "en"))
      .set(bearer(token));
    expect(lockedEn.body.message).toBe("This student shared their report, but it is not unlocked yet.");

    await unlock(shares.assessmentId);
    await unlock(keeps.assessmentId);
    const pdf = await binary(request(ctx.app).get(reportPath(klass.id, shares.assessmentId)).set(bearer(token)));
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain("Lucia-Comparte");
    expect((await pdfText(pdf.body as Buffer)).text).toContain("Lucía Comparte");

    // unlocked but not shared: refused, even with the id
    const refused = await request(ctx.app)
      .get(reportPath(klass.id, keeps.assessmentId, "en"))
      .set(bearer(token));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This student has not shared their full report with you.");
  });

  it("when another counsellor, or a student of another class, is asked for, then not found; someone who is no counsellor gets 403 and nobody 401", async () => {
    const first = await approvedCounsellor();
    const second = await approvedCounsellor();
    const mine = await createClass(first.token);
    const theirs = await createClass(second.token);
    const student = await take({ classCode: mine.joinCode, counsellorMayRead: true });
    await unlock(student.assessmentId);
    const outsider = await take({ classCode: theirs.joinCode, counsellorMayRead: true });
    await unlock(outsider.assessmentId);

    const other = await request(ctx.app).get(reportPath(mine.id, student.assessmentId)).set(bearer(second.token));
    expect(other.status).toBe(404);
    // a shared report of another class, asked through one's own class
    const crossed = await request(ctx.app).get(reportPath(mine.id, outsider.assessmentId)).set(bearer(first.token));
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe("No encontramos a ese estudiante en tu clase.");
    const bad = await request(ctx.app).get(reportPath(mine.id, "no-such-test")).set(bearer(first.token));
    expect(bad.status).toBe(404);

    const person = await signUp(ctx.app, ctx.database.db, "user");
    expect(
      (await request(ctx.app).get(reportPath(mine.id, student.assessmentId)).set(bearer(person.token))).status,
    ).toBe(403);
    expect((await request(ctx.app).get(reportPath(mine.id, student.assessmentId))).status).toBe(401);
  });

  it("when the student stops sharing from their results, then the counsellor can no longer read it; they may share again; only the student decides", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token);
    const student = await take({ classCode: klass.joinCode, counsellorMayRead: true });
    await unlock(student.assessmentId);
    const membership = `/api/schools/membership/${student.assessmentId}`;

    const seen = await request(ctx.app).get(membership).set("X-Claim-Secret", student.claimSecret);
    expect((seen.body as ClassMembershipDto).counsellorMayRead).toBe(true);

    // nobody but the student: not the counsellor, not a request without the claim secret
    expect(
      (await request(ctx.app).patch(membership).set(bearer(token)).send({ counsellorMayRead: false })).status,
    ).toBe(403);
    expect((await request(ctx.app).patch(membership).send({ counsellorMayRead: false })).status).toBe(403);
    const invalid = await request(ctx.app)
      .patch(membership)
      .set("X-Claim-Secret", student.claimSecret)
      .send({ counsellorMayRead: "no" });
    expect(invalid.status).toBe(400);

    const stopped = await request(ctx.app)
      .patch(membership)
      .set("X-Claim-Secret", student.claimSecret)
      .send({ counsellorMayRead: false });
    expect(stopped.status).toBe(200);
    expect((stopped.body as ClassMembershipDto).counsellorMayRead).toBe(false);
    expect((await request(ctx.app).get(reportPath(klass.id, student.assessmentId)).set(bearer(token))).status).toBe(
      403,
    );
    const roster = await request(ctx.app).get(`/api/schools/classes/${klass.id}/roster`).set(bearer(token));
    expect((roster.body as ClassRosterDto).students[0]!.sharedReport).toBeNull();

    const again = await request(ctx.app)
      .patch(membership)
      .set("X-Claim-Secret", student.claimSecret)
      .send({ counsellorMayRead: true });
    expect((again.body as ClassMembershipDto).counsellorMayRead).toBe(true);
    expect((await request(ctx.app).get(reportPath(klass.id, student.assessmentId)).set(bearer(token))).status).toBe(
      200,
    );

    // leaving the class ends the sharing too; a test in no class cannot share
    expect((await request(ctx.app).delete(membership).set("X-Claim-Secret", student.claimSecret)).status).toBe(200);
    const [row] = await ctx.database.db.select().from(assessments).where(eq(assessments.id, student.assessmentId));
    expect(row!.counsellorMayReadAt).toBeNull();
    const outside = await request(ctx.app)
      .patch(`${membership}?lang=en`)
      .set("X-Claim-Secret", student.claimSecret)
      .send({ counsellorMayRead: true });
    expect(outside.status).toBe(404);
    expect(outside.body.message).toBe("This test is not in any class.");
  });

  it("when a test outside any class asks to share, then nothing is recorded; a minor shares only with the guardian's consent on the same form", async () => {
    const alone = await take({ counsellorMayRead: true });
    const [row] = await ctx.database.db.select().from(assessments).where(eq(assessments.id, alone.assessmentId));
    expect(row!.counsellorMayReadAt).toBeNull();

    const { token } = await approvedCounsellor();
    const klass = await createClass(token);
    const noGuardian = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("X-Forwarded-For", "203.0.113.151")
      .send(buildSubmission({ classCode: klass.joinCode, underConsentAge: true, counsellorMayRead: true }));
    expect(noGuardian.status).toBe(400);
    const minor = await take({
      classCode: klass.joinCode,
      underConsentAge: true,
      guardianEmail: `tutor.${Date.now()}@example.com`,
      guardianConsent: true,
      counsellorMayRead: true,
    });
    const [stored] = await ctx.database.db.select().from(assessments).where(eq(assessments.id, minor.assessmentId));
    expect(stored!.guardianConsentAt).not.toBeNull();
    expect(stored!.counsellorMayReadAt).not.toBeNull();
  });
});
