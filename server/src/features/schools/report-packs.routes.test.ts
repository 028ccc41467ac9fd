import { simpleParser } from "mailparser";
import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessCodes, emailOutbox, payments, reportPacks } from "@shared/schema/index";
import type { ClassRosterDto } from "@shared/validators/schools";
import type { ReportPacksDto } from "@shared/validators/report-packs";
import type { AdminPaymentDto } from "@shared/validators/admin-payments";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { azulAnswers } from "../../testing/azul";
import { signUp } from "../../testing/auth-helpers";
import { buildSubmission, setPaymentConfig } from "../../testing/builders";
import { approvedCounsellor as approvedCounsellorOf, createClass as createClassOf } from "../../testing/schools";
import { startFakePaypal, type FakePaypalStore } from "../../../sandbox/paypal.fake";
import { createMailTransport, outboxDir } from "../emails/email.transport";
import { createEmailWorker } from "../emails/email.worker";

/**
 * Report packs (the schools issue, item 4): a counsellor buys N full reports at the admin's volume prices through
 * any checkout provider, unlocks them for students of their classes (each student, and a minor's guardian, gets
 * the report by email), and unused reports can be refunded.
 */
let ctx: TestContext;
let adminToken: string;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };

beforeAll(async () => {
  fake = await startFakePaypal();
  ctx = await createTestApp({ paypalApiBase: fake.url });
  adminToken = (await signUp(ctx.app, ctx.database.db, "admin")).token;
  await setPaymentConfig(ctx.database.db, { paypalEnabled: true, paypalTestMode: true });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const approvedCounsellor = () => approvedCounsellorOf(ctx, adminToken);
const createClass = (token: string) => createClassOf(ctx, token, { size: 40 });
let address = 0;

async function take(classCode: string, overrides: Record<string, unknown> = {}) {
  address += 1;
  const res = await request(ctx.app)
    .post("/api/assessment/submit")
    .set("X-Forwarded-For", `203.0.113.${address % 250}`)
    .send(buildSubmission({ classCode, ...overrides }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { assessmentId: string };
}

const packsOf = async (token: string) =>
  (await request(ctx.app).get("/api/schools/packs").set(bearer(token))).body as ReportPacksDto;

const rosterOf = async (token: string, classId: string) =>
  ((await request(ctx.app).get(`/api/schools/classes/${classId}/roster`).set(bearer(token))).body as ClassRosterDto)
    .students;

/** Buys a pack through PayPal's sandbox and comes back to the panel: the finalize answer. */
async function buyWithPaypal(token: string, quantity: number, lang: "es" | "en" = "es") {
  const start = await request(ctx.app)
    .post("/api/schools/packs")
    .set(bearer(token))
    .send({ quantity, method: "paypal", lang });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  expect(start.body.kind).toBe("redirect");
  const orderId = new URL(start.body.approvalUrl as string).searchParams.get("token")!;
  const order = fake.store.orders.get(orderId)!;
  // PayPal sends the counsellor back to their panel, which finalizes
  expect(order.experience.returnUrl).toBe(`${ctx.config.publicUrl}/escuelas/panel?pack=paypal&lang=${lang}`);
  fake.store.approve(orderId);
  const done = await request(ctx.app).post("/api/schools/packs/finalize").set(bearer(token)).send({ orderId });
  return { orderId, done };
}

describe("report packs", () => {
  it("the prices follow the admin's tiers; a quantity outside 5..1000 is refused in both languages", async () => {
    const prices = await request(ctx.app).get("/api/schools/packs/prices");
    expect(prices.status).toBe(200);
    expect(prices.body).toMatchObject({ currency: "USD", singlePrice: "19.99", min: 5, max: 1000 });
    expect(prices.body.tiers[0]).toEqual({ minQuantity: 5, unitPrice: "14.99" });

    const saved = await request(ctx.app).get("/api/admin/payment-config").set(bearer(adminToken));
    const tiers = [
      { minQuantity: 5, unitPrice: "15.00" },
      { minQuantity: 50, unitPrice: "10.00" },
    ];
    const post = await request(ctx.app)
      .post("/api/admin/payment-config")
      .set(bearer(adminToken))
      .send({ ...saved.body, packTiers: tiers });
    expect(post.status, JSON.stringify(post.body)).toBe(200);
    expect(post.body.packTiers).toEqual(tiers);
    // a tier out of order is refused, naming the rule
    const bad = await request(ctx.app)
      .post("/api/admin/payment-config?lang=en")
      .set(bearer(adminToken))
      .send({
        ...saved.body,
        packTiers: [
          { minQuantity: 5, unitPrice: "10.00" },
          { minQuantity: 4, unitPrice: "9.00" },
        ],
      });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Each tier must start at more reports than the one before");
    // and a pack's report never costs more than one report alone
    const dearer = await request(ctx.app)
      .post("/api/admin/payment-config?lang=en")
      .set(bearer(adminToken))
      .send({ ...saved.body, packTiers: [{ minQuantity: 5, unitPrice: "25.00" }] });
    expect(dearer.status).toBe(400);
    expect(JSON.stringify(dearer.body)).toContain("cannot be higher than the price of one report");

    const { token } = await approvedCounsellor();
    const small = await request(ctx.app).get("/api/schools/packs/quote?quantity=10").set(bearer(token));
    expect(small.body).toMatchObject({ quantity: 10, unitPrice: "15.00", amount: "150.00", localAmount: "9000.00" });
    const large = await request(ctx.app).get("/api/schools/packs/quote?quantity=60").set(bearer(token));
    expect(large.body).toMatchObject({ unitPrice: "10.00", amount: "600.00" });
    for (const quantity of ["4", "1001", "2.5", "x"]) {
      const refused = await request(ctx.app).get(`/api/schools/packs/quote?quantity=${quantity}`).set(bearer(token));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Elige entre 5 y 1000 reportes.");
    }
    const en = await request(ctx.app).get("/api/schools/packs/quote?quantity=3&lang=en").set(bearer(token));
    expect(en.body.message).toBe("Choose between 5 and 1000 reports.");

    // back to the defaults for the other tests
    await request(ctx.app)
      .post("/api/admin/payment-config")
      .set(bearer(adminToken))
      .send({ ...saved.body });
  });

  it("a counsellor buys a pack through PayPal, unlocks reports for students (and a minor's guardian), and runs out", async () => {
    const { token, email } = await approvedCounsellor();
    const klass = await createClass(token);
    const adult = await take(klass.joinCode, { fullName: "Ana Adulta", email: "ana.adulta@student.example" });
    const minor = await take(klass.joinCode, {
      fullName: "Beto Menor",
      email: "beto.menor@student.example",
      underConsentAge: true,
      guardianEmail: "mama.beto@guardian.example",
      guardianConsent: true,
    });
    const before = await packsOf(token);
    expect(before).toMatchObject({ available: 0, packs: [], methods: ["paypal"], sandbox: true });

    // nothing to unlock with yet
    const [first] = await rosterOf(token, klass.id);
    const empty = await request(ctx.app)
      .post(`/api/schools/classes/${klass.id}/students/${first!.key}/unlock`)
      .set(bearer(token));
    expect(empty.status).toBe(409);
    expect(empty.body.message).toContain("No te quedan reportes");

    const { orderId, done } = await buyWithPaypal(token, 5);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ status: "completed" });
    // again (a reload of the return page): still one pack, five codes
    const again = await request(ctx.app).post("/api/schools/packs/finalize").set(bearer(token)).send({ orderId });
    expect(again.body).toEqual({ status: "completed" });
    const after = await packsOf(token);
    expect(after.available).toBe(5);
    expect(after.packs).toHaveLength(1);
    expect(after.packs[0]).toMatchObject({ quantity: 5, used: 0, available: 5, status: "paid", amount: "74.95" });
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(payment).toMatchObject({ status: "completed", amount: "74.95", assessmentId: null });
    const receipt = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase()));
    expect(receipt.map((job) => job.kind)).toContain("gift-receipt");

    // the students' reports are unlocked one by one from the roster
    const roster = await rosterOf(token, klass.id);
    for (const student of roster) {
      const res = await request(ctx.app)
        .post(`/api/schools/classes/${klass.id}/students/${student.key}/unlock`)
        .set(bearer(token));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await packsOf(token)).available).toBe(3);
    expect((await rosterOf(token, klass.id)).map((s) => s.status)).toEqual(["reportUnlocked", "reportUnlocked"]);
    expect((await ctx.deps.assessments.findById(adult.assessmentId))!.isPaid).toBe(true);
    expect((await ctx.deps.assessments.findById(minor.assessmentId))!.isPaid).toBe(true);
    // twice: refused, and no second report used
    const twice = await request(ctx.app)
      .post(`/api/schools/classes/${klass.id}/students/${roster[0]!.key}/unlock?lang=en`)
      .set(bearer(token));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This student's report is already unlocked.");
    expect((await packsOf(token)).available).toBe(3);

    // each student gets the report; the minor's guardian too
    const reportJobs = await ctx.database.db
      .select({ to: emailOutbox.to, key: emailOutbox.dedupeKey })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "report"));
    const to = reportJobs.map((job) => job.to);
    expect(to).toContain("ana.adulta@student.example");
    expect(to).toContain("beto.menor@student.example");
    expect(to).toContain("mama.beto@guardian.example");

    // the emails themselves, through the worker: the guardian's carries the signed download link; the counsellor's
    // receipt names the pack
    const transport = createMailTransport(
      { smtpUrl: undefined, dataDir: ctx.config.dataDir },
      { logger: ctx.deps.logger },
    );
    const worker = createEmailWorker({ ...ctx.deps, transport });
    while ((await worker.runOnce()) > 0);
    await worker.stop();
    transport.close();
    const files = fs
      .readdirSync(outboxDir(ctx.config))
      .map((f) => fs.readFileSync(path.join(outboxDir(ctx.config), f), "utf8"));
    const toGuardian = files.filter((f) => /^To: mama\.beto@guardian\.example/im.test(f));
    expect(toGuardian.some((f) => f.includes("/pdf?"))).toBe(true);
    const parsed = await Promise.all(files.map((f) => simpleParser(f)));
    const sentTo = (address: string) =>
      parsed.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);
    // the guardian's: said as a guardian's, not greeted by the student's name, nothing the student typed, no receipt
    const guardianReport = sentTo("mama.beto@guardian.example").find((mail) => mail.text?.includes("/pdf?"))!;
    expect(guardianReport.subject).toMatch(/reporte/i);
    expect(guardianReport.text).toContain("El reporte vocacional de un menor a tu cargo está listo");
    expect(guardianReport.text).not.toContain("Beto");
    expect(guardianReport.text).not.toContain("Gracias por tu compra");
    expect(guardianReport.text).not.toContain("Comprobante de pago");
    // the student's: their counsellor unlocked it with the school's pack; no receipt, no "you bought"
    const studentReport = sentTo("ana.adulta@student.example").find((mail) => mail.text?.includes("/pdf?"))!;
    expect(studentReport.text).toContain("Tu orientador/a desbloqueó tu Reporte Vocacional Completo");
    expect(studentReport.text).not.toContain("Comprobante de pago");
    expect(studentReport.text).not.toContain("porque compraste");
    const receiptMail = parsed.find(
      (mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email && mail.subject?.includes("paquete"),
    );
    expect(receiptMail?.subject).toBe("Comprobante de tu paquete de reportes");
    expect(receiptMail!.text).toContain("Pagaste un paquete de 5 Reportes Vocacionales Completos");
    expect(receiptMail!.text).toMatch(/5 × Reporte Vocacional\s+Completo/);

    // the class's remaining reports: three more students, then the pack is used up
    const more = [];
    for (let i = 0; i < 4; i++) more.push(await take(klass.joinCode, { fullName: `Estudiante ${i}` }));
    const locked = (await rosterOf(token, klass.id)).filter((s) => s.status === "finished");
    expect(locked).toHaveLength(4);
    const results = [];
    for (const student of locked)
      results.push(
        (
          await request(ctx.app)
            .post(`/api/schools/classes/${klass.id}/students/${student.key}/unlock`)
            .set(bearer(token))
        ).status,
      );
    expect(results).toEqual([200, 200, 200, 409]);
    expect((await packsOf(token)).available).toBe(0);
  });

  it("two unlocks at the same moment never use one report twice, nor more reports than the pack holds", async () => {
    const { token } = await approvedCounsellor();
    const klass = await createClass(token);
    for (let i = 0; i < 7; i++) await take(klass.joinCode, { fullName: `Paralelo ${i}` });
    await buyWithPaypal(token, 5);
    const roster = await rosterOf(token, klass.id);
    const statuses = await Promise.all(
      roster.map(
        async (student) =>
          (
            await request(ctx.app)
              .post(`/api/schools/classes/${klass.id}/students/${student.key}/unlock`)
              .set(bearer(token))
          ).status,
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const used = await ctx.database.db
      .select({ code: accessCodes.code })
      .from(accessCodes)
      .innerJoin(reportPacks, eq(reportPacks.id, accessCodes.packId))
      .where(and(isNotNull(accessCodes.usedAt), eq(reportPacks.counsellorId, (await packsCounsellor(token))!)));
    expect(used).toHaveLength(5);
  });

  it("another counsellor can neither unlock a student of the class nor finalize the pack; a pending counsellor cannot buy", async () => {
    const owner = await approvedCounsellor();
    const other = await approvedCounsellor();
    const klass = await createClass(owner.token);
    await take(klass.joinCode);
    const { orderId } = await buyWithPaypal(owner.token, 5);
    await buyWithPaypal(other.token, 5);
    const [student] = await rosterOf(owner.token, klass.id);

    const stranger = await request(ctx.app)
      .post(`/api/schools/classes/${klass.id}/students/${student!.key}/unlock`)
      .set(bearer(other.token));
    expect(stranger.status).toBe(404);
    const foreignOrder = await request(ctx.app)
      .post("/api/schools/packs/finalize")
      .set(bearer(other.token))
      .send({ orderId });
    expect(foreignOrder.status).toBe(404);
    // a made-up key on the right class
    const madeUp = await request(ctx.app)
      .post(`/api/schools/classes/${klass.id}/students/AAAAAAAAAAAAAAAAAAAAAA/unlock`)
      .set(bearer(owner.token));
    expect(madeUp.status).toBe(404);
    // a student's own account cannot reach the packs at all
    const { token: studentToken } = await signUp(ctx.app, ctx.database.db);
    expect((await request(ctx.app).get("/api/schools/packs").set(bearer(studentToken))).status).toBe(403);

    const { pendingCounsellor } = await import("../../testing/schools");
    const pending = await pendingCounsellor(ctx, adminToken);
    const refused = await request(ctx.app)
      .post("/api/schools/packs")
      .set(bearer(pending.token))
      .send({ quantity: 5, method: "paypal" });
    expect(refused.status).toBe(403);
  });

  it("by card (AZUL sandbox): the bank's page sends the counsellor back to the panel; paid only when approved", async () => {
    await setPaymentConfig(ctx.database.db, { bancoPopularEnabled: true, testMode: true });
    const { token } = await approvedCounsellor();
    const start = async () => {
      const res = await request(ctx.app)
        .post("/api/schools/packs")
        .set(bearer(token))
        .send({ quantity: 10, method: "banco_popular", lang: "en" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.kind).toBe("form");
      return res.body.formData as Record<string, string>;
    };
    const back = (form: Record<string, string>, outcome: "approved" | "declined", isoCode: string) =>
      azulAnswers(ctx.app, form, outcome, isoCode);
    const form = await start();
    // 10 reports at 14.99 = 149.90 USD, charged in pesos at 60
    expect(form.Amount).toBe("899400");
    const declined = await back(form, "declined", "51");
    expect(declined.headers.location).toBe("/escuelas/panel?pack=failed&lang=en");
    expect((await packsOf(token)).available).toBe(0);

    const approved = await back(await start(), "approved", "00");
    expect(approved.headers.location).toBe("/escuelas/panel?pack=done&lang=en");
    const packs = await packsOf(token);
    expect(packs.available).toBe(10);
    // the declined pack is not listed; the paid one is
    expect(packs.packs.map((p) => p.status)).toEqual(["paid"]);
    await setPaymentConfig(ctx.database.db, { bancoPopularEnabled: false });
  });

  it("the admin sees the pack's payment and refunds only its unused reports, which can no longer be unlocked", async () => {
    const { token, email } = await approvedCounsellor();
    const klass = await createClass(token);
    await take(klass.joinCode);
    await take(klass.joinCode);
    const { orderId } = await buyWithPaypal(token, 5);
    const roster = await rosterOf(token, klass.id);
    await request(ctx.app)
      .post(`/api/schools/classes/${klass.id}/students/${roster[0]!.key}/unlock`)
      .set(bearer(token));
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));

    const listed = await request(ctx.app)
      .get(`/api/admin/payments?q=${encodeURIComponent(email)}`)
      .set(bearer(adminToken));
    expect(listed.status).toBe(200);
    const dto = (listed.body.items as AdminPaymentDto[]).find((item) => item.id === payment!.id)!;
    expect(dto.assessmentId).toBeNull();
    expect(dto.pack).toMatchObject({ quantity: 5, used: 1, refunded: 0, unitPrice: "14.99" });
    expect(dto.buyerName).toBe("Laura Orientadora");

    // more than the four unused reports are worth: refused, saying what they are worth
    const tooMuch = await request(ctx.app)
      .post(`/api/admin/payments/${payment!.id}/refund`)
      .set(bearer(adminToken))
      .send({ amount: "74.95" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toContain("59.96");

    // two reports back: two fewer to unlock
    const two = await request(ctx.app)
      .post(`/api/admin/payments/${payment!.id}/refund`)
      .set(bearer(adminToken))
      .send({ amount: "29.98" });
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    let packs = await packsOf(token);
    expect(packs.packs[0]).toMatchObject({ used: 1, refunded: 2, available: 2 });

    // the rest (no amount: what the unused reports are worth)
    const rest = await request(ctx.app)
      .post(`/api/admin/payments/${payment!.id}/refund`)
      .set(bearer(adminToken))
      .send({});
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    packs = await packsOf(token);
    expect(packs.packs[0]).toMatchObject({ used: 1, refunded: 4, available: 0 });
    const [after] = await ctx.database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after).toMatchObject({ status: "completed", refundedAmount: "59.96" });
    // the student already unlocked keeps the report
    const unlocked = await ctx.deps.assessments.findById(
      (
        await ctx.database.db
          .select()
          .from(accessCodes)
          .where(and(eq(accessCodes.packId, after!.packId!), isNotNull(accessCodes.usedAt)))
      )[0]!.usedByAssessmentId!,
    );
    expect(unlocked!.isPaid).toBe(true);
    // the other student cannot be unlocked with the refunded reports
    const refused = await request(ctx.app)
      .post(`/api/schools/classes/${klass.id}/students/${roster[1]!.key}/unlock`)
      .set(bearer(token));
    expect(refused.status).toBe(409);
    // nothing is left to refund
    const nothing = await request(ctx.app)
      .post(`/api/admin/payments/${payment!.id}/refund`)
      .set(bearer(adminToken))
      .send({});
    expect(nothing.status).toBe(422);
  });

  it("the counsellor's export lists their packs; deleting the account keeps the pack's payment as a record without them", async () => {
    const { token, email } = await approvedCounsellor();
    const { orderId } = await buyWithPaypal(token, 5);
    const exported = await request(ctx.app).get("/api/user/export").set(bearer(token));
    expect(exported.status).toBe(200);
    expect(exported.body.counsellor.reportPacks).toEqual([
      expect.objectContaining({ quantity: 5, unitPrice: "14.99", currency: "USD", paidAt: expect.any(String) }),
    ]);
    const deleted = await request(ctx.app)
      .delete("/api/user/account")
      .set(bearer(token))
      .send({ password: "secret123" });
    expect(deleted.status).toBeLessThan(300);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(payment).toMatchObject({
      status: "completed",
      amount: "74.95",
      userId: null,
      payerEmail: null,
      customerData: null,
    });
    const [pack] = await ctx.database.db.select().from(reportPacks).where(eq(reportPacks.id, payment!.packId!));
    expect(pack).toMatchObject({ counsellorId: null, quantity: 5 });
    expect(JSON.stringify(payment)).not.toContain(email.toLowerCase());
  });

  it("a pack's codes are never redeemable as access codes, nor listed among the admin's codes", async () => {
    const { token } = await approvedCounsellor();
    const { orderId } = await buyWithPaypal(token, 5);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    const [code] = await ctx.database.db.select().from(accessCodes).where(eq(accessCodes.packId, payment!.packId!));
    const test = await request(ctx.app).post("/api/assessment/submit").send(buildSubmission());
    const redeemed = await request(ctx.app)
      .post("/api/verify-payment")
      .send({ paymentCode: code!.code, email: "x@example.com", assessmentId: test.body.assessmentId });
    expect(redeemed.status).toBe(400);
    const list = await request(ctx.app).get("/api/admin/access-codes?pageSize=100").set(bearer(adminToken));
    expect(JSON.stringify(list.body)).not.toContain(code!.code);
  });
});

/** The counsellor row id of a counsellor's token (through their packs' owner). */
async function packsCounsellor(token: string): Promise<string | undefined> {
  const me = await request(ctx.app).get("/api/auth/user").set(bearer(token));
  const { counsellors } = await import("@shared/schema/index");
  const [row] = await ctx.database.db
    .select()
    .from(counsellors)
    .where(eq(counsellors.userId, me.body.id as string));
  return row?.id;
}
