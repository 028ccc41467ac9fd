import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, emailOutbox } from "@shared/schema/index";
import type { CounsellorMeDto, JoinClassDto, SchoolClassDto } from "@shared/validators/schools";
import { SCHOOL_CONSENT_RULES } from "@shared/content/school-consent";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { signUp } from "../../testing/auth-helpers";
import { buildSubmission } from "../../testing/builders";
import { approvedCounsellor, createClass } from "../../testing/schools";

/**
 * The school's written consent (the schools issue, item 2): where the school's country has a known rule, the
 * counsellor confirms per class that the school holds each minor's guardian's written authorization, and the
 * class's minors may then leave the guardian out of the form; elsewhere the option is refused.
 */
let ctx: TestContext;
let adminToken: string;
let address = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = (await signUp(ctx.app, ctx.database.db, "admin")).token;
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function submit(classCode: string, overrides: Record<string, unknown>) {
  address += 1;
  return request(ctx.app)
    .post("/api/assessment/submit")
    .set("X-Forwarded-For", `203.0.113.${(address % 200) + 20}`)
    .send(buildSubmission({ classCode, country: "CO", age: "15-18", ...overrides }));
}

const minorWithoutGuardian = { underConsentAge: true };

describe("the school's written consent for a class's minors", () => {
  it("in Colombia: confirmed per class, the class's minors need no guardian on the form; withdrawn, they do again", async () => {
    const { token } = await approvedCounsellor(ctx, adminToken, { country: "CO" });
    const me = (await request(ctx.app).get("/api/schools/me").set(bearer(token))).body as CounsellorMeDto;
    expect(me.schoolConsent).toMatchObject({ basis: "parents-written", consentAge: 18 });
    expect(me.schoolConsent!.url).toMatch(/^https?:\/\/www\.secretariasenado\.gov\.co\//);
    expect(me.schoolConsent!.law.es).toContain("Ley 1581 de 2012");

    const klass = await createClass(ctx, token, { size: 40 });
    expect(klass.schoolConsentAt).toBeNull();
    const before = await submit(klass.joinCode, minorWithoutGuardian);
    expect(before.status).toBe(400);
    expect(before.body.message).toBe("Necesitamos el email y el permiso de tu madre, padre o tutor");
    expect(
      ((await request(ctx.app).get(`/api/schools/join/${klass.joinCode}`)).body as JoinClassDto).schoolConsent,
    ).toBe(false);

    const confirmed = await request(ctx.app)
      .patch(`/api/schools/classes/${klass.id}`)
      .set(bearer(token))
      .send({ schoolConsent: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const confirmedAt = (confirmed.body as SchoolClassDto).schoolConsentAt;
    expect(confirmedAt).not.toBeNull();
    // confirming again keeps the first date
    const again = await request(ctx.app)
      .patch(`/api/schools/classes/${klass.id}`)
      .set(bearer(token))
      .send({ schoolConsent: true });
    expect((again.body as SchoolClassDto).schoolConsentAt).toBe(confirmedAt);
    expect(
      ((await request(ctx.app).get(`/api/schools/join/${klass.joinCode}`)).body as JoinClassDto).schoolConsent,
    ).toBe(true);

    // a minor without a guardian is stored, the school's confirmation recorded for it; no guardian is emailed
    const stored = await submit(klass.joinCode, { ...minorWithoutGuardian, counsellorMayRead: true });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, stored.body.assessmentId as string));
    expect(row).toMatchObject({ guardianEmail: null, guardianConsentAt: null, classId: klass.id });
    expect(row!.schoolConsentAt).not.toBeNull();
    expect(row!.counsellorMayReadAt).not.toBeNull();
    const guardianJobs = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `guardian:${row!.id}`));
    expect(guardianJobs).toHaveLength(0);

    // a minor who names a guardian anyway: the guardian is kept and told, as on any test
    const guardianEmail = `tutor.${Date.now()}@example.com`;
    const named = await submit(klass.joinCode, { underConsentAge: true, guardianEmail, guardianConsent: true });
    expect(named.status).toBe(201);
    const [withGuardian] = await ctx.database.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, named.body.assessmentId as string));
    expect(withGuardian).toMatchObject({ guardianEmail, schoolConsentAt: null });
    // a guardian's email without the guardian's permission is still refused
    const unconsented = await submit(klass.joinCode, { underConsentAge: true, guardianEmail: `x.${guardianEmail}` });
    expect(unconsented.status).toBe(400);

    // the same minor outside any class still needs the guardian
    const outside = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("X-Forwarded-For", "203.0.113.250")
      .send(buildSubmission({ country: "CO", age: "15-18", ...minorWithoutGuardian }));
    expect(outside.status).toBe(400);

    // withdrawn: the class's minors name a guardian again
    const withdrawn = await request(ctx.app)
      .patch(`/api/schools/classes/${klass.id}`)
      .set(bearer(token))
      .send({ schoolConsent: false });
    expect((withdrawn.body as SchoolClassDto).schoolConsentAt).toBeNull();
    expect((await submit(klass.joinCode, minorWithoutGuardian)).status).toBe(400);
  });

  it("where the country has no known rule, the option is not offered and confirming it is refused in both languages", async () => {
    const { token } = await approvedCounsellor(ctx, adminToken, { country: "DO" });
    const me = (await request(ctx.app).get("/api/schools/me").set(bearer(token))).body as CounsellorMeDto;
    expect(me.schoolConsent).toBeNull();
    const klass = await createClass(ctx, token, { size: 40 });
    const refused = await request(ctx.app)
      .patch(`/api/schools/classes/${klass.id}`)
      .set(bearer(token))
      .send({ schoolConsent: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("todavía no ofrecemos esta opción");
    const refusedEn = await request(ctx.app)
      .patch(`/api/schools/classes/${klass.id}?lang=en`)
      .set(bearer(token))
      .send({ schoolConsent: true });
    expect(refusedEn.body.message).toContain("not offered in your school's country");
    // and a minor of that class still needs the guardian
    expect((await submit(klass.joinCode, { country: "DO", ...minorWithoutGuardian })).status).toBe(400);
  });

  it("another counsellor cannot confirm it for a class that is not theirs", async () => {
    const owner = await approvedCounsellor(ctx, adminToken, { country: "CO" });
    const other = await approvedCounsellor(ctx, adminToken, { country: "CO" });
    const klass = await createClass(ctx, owner.token, { size: 40 });
    const res = await request(ctx.app)
      .patch(`/api/schools/classes/${klass.id}`)
      .set(bearer(other.token))
      .send({ schoolConsent: true });
    expect(res.status).toBe(404);
  });

  it("every country's rule cites its law with publisher, URL, licence and date", () => {
    expect(SCHOOL_CONSENT_RULES.length).toBeGreaterThan(0);
    for (const rule of SCHOOL_CONSENT_RULES) {
      expect(rule.sources.length).toBeGreaterThan(0);
      for (const source of rule.sources) {
        expect(source.publisher).not.toBe("");
        expect(source.url).toMatch(/^https?:\/\//);
        expect(source.licence).not.toBe("");
        expect(source.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(rule.law.es).not.toBe("");
      expect(rule.law.en).not.toBe("");
    }
  });
});
