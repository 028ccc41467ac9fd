import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "@shared/i18n/catalog";
import { assessments, emailOutbox, payments, shareLinks } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../testing/test-app";
import {
  buildAssessmentRow,
  buildPaymentRow,
  buildSubmission,
  insertPayment,
  setPaymentConfig,
} from "../testing/builders";
import { signUp } from "../testing/auth-helpers";
import { createSellerAccount } from "../testing/sellers";
import { pdfText } from "../testing/pdf-text";
import { startTestMail, type TestMail } from "../testing/test-mail";
import type { ReceivedMail } from "../testing/smtp-sink";
import { FAKE_PAYPAL_SANDBOX_CREDENTIALS, startFakePaypal, type FakePaypalStore } from "../../sandbox/paypal.fake";
import { newShareId } from "../features/sharing/sharing.service";

/**
 * Hostile names are just names. A name is what a person typed: replacement patterns of
 * String.replace ($' $` $&), control characters, bidi overrides, right-to-left text and very long
 * words go through every place a name is shown (the share page and the parents' page, the share
 * picture, the PDF, the emails, the admin's payments and the seller's referrals) as text: cleaned
 * once by the shared validators, and cleaned again where a stored row is drawn.
 */
let ctx: TestContext;
let mail: TestMail;
let clientDir: string;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };
let admin: { token: string };
let seller: Awaited<ReturnType<typeof createSellerAccount>>;
const SHELL =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>QuéEstudiar</title><meta name="description" content="x"></head><body><div id="root"></div><script type="module" src="/assets/index-test.js"></script></body></html>';

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), SHELL);
  fake = await startFakePaypal();
  ctx = await createTestApp({ clientDir, paypalApiBase: fake.url });
  await setPaymentConfig(ctx.database.db, {
    paypalEnabled: true,
    paypalTestMode: true,
    paypalClientId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientId,
    paypalClientSecret: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientSecret,
    paypalWebhookId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.webhookId,
  });
  mail = await startTestMail(ctx);
  admin = await signUp(ctx.app, ctx.database.db, "admin");
  seller = await createSellerAccount(ctx);
}, 60_000);
afterAll(async () => {
  await mail.close();
  await ctx.close();
  await fake.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** Control characters (C0, DEL, C1) and the bidi embedding, override and isolate controls. */
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const escapeAttr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const count = (text: string, part: string) => text.split(part).length - 1;

/** Each name as typed, what is kept of it, and its first word (all a share link shows). */
const NAMES = [
  {
    label: "replacement patterns $' $` $& $$",
    typed: "Ana$'Bo$`Cy$&Di$$ Pérez",
    kept: "Ana$'Bo$`Cy$&Di$$ Pérez",
    first: "Ana$'Bo$`Cy$&Di$$",
  },
  {
    label: "control characters (NUL, BEL, ESC, DEL, C1, tab, line breaks)",
    typed: "Zo\u0000e\u0007\u001b\u009b\tRuiz\r\nOr\u007ftega\u0085",
    kept: "Zoe Ruiz Ortega",
    first: "Zoe",
  },
  {
    label: "bidi overrides and isolates (stripped) around right-to-left text with its marks (kept)",
    typed: "\u202eAhmed\u202c \u2067مريم\u2069 \u200fالأحمد\u200e",
    kept: "Ahmed مريم \u200fالأحمد\u200e",
    first: "Ahmed",
  },
  {
    label: "a decomposed accent (kept, composed)",
    typed: "Jose\u0301 N\u0303un\u0303ez",
    kept: "José Ñuñez",
    first: "José",
  },
  {
    label: "a 120-character word (the longest accepted)",
    typed: "W".repeat(120),
    kept: "W".repeat(120),
    first: "W".repeat(40),
  },
] as const;

let ips = 0;
const ip = () => `192.0.2.${++ips}`;
const cookieOf = (res: request.Response) => String(res.headers["set-cookie"]).split(";")[0]!;
const binary = (res: request.Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
};

/** Delivers every queued email; answers what the SMTP server received for `to`. */
async function mailTo(to: string): Promise<ReceivedMail[]> {
  while ((await mail.worker.runOnce()) > 0);
  return mail.smtp.messages.filter((m) => m.recipients.includes(to));
}

/** The share page and the parents' page: 200, one document, the name as text in its tags. */
async function expectSharePages(shareId: string, first: string, typeName: string) {
  for (const page of [`/r/${shareId}`, `/r/${shareId}/familia`]) {
    const res = await request(ctx.app).get(page);
    expect(res.status, page).toBe(200);
    expect(count(res.text, "<head>"), page).toBe(1);
    expect(count(res.text, "<body>"), page).toBe(1);
    expect(count(res.text, "<title>"), page).toBe(1);
    expect(res.text).not.toMatch(UNSAFE);
    expect(res.text.length).toBeLessThan(SHELL.length + 8000);
    if (!page.endsWith("familia")) {
      const title = translate("es", "share.ogTitle", { name: first, type: typeName });
      expect(res.text).toContain(`<meta property="og:title" content="${escapeAttr(title)}">`);
      expect(res.text).toContain(`<title>${escapeAttr(title)}</title>`);
    }
  }
}

async function expectSharePicture(shareId: string) {
  const res = await request(ctx.app).get(`/api/share/${shareId}/image.png?lang=es`).buffer(true).parse(binary);
  expect(res.status).toBe(200);
  expect((res.body as Buffer).subarray(1, 4).toString()).toBe("PNG");
}

describe("a name sent through the API is cleaned once and shown as text everywhere", () => {
  it.each(NAMES)(
    "$label",
    async ({ typed, kept, first }) => {
      const n = ++ips;
      // Registration: the account's name, and the welcome email's greeting.
      const accountEmail = `hostile.account.${n}.${Date.now()}@example.com`;
      const registered = await request(ctx.app)
        .post("/api/auth/register")
        .set("X-Forwarded-For", ip())
        .send({ name: typed, email: accountEmail, country: "DO", password: "secret123" });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      expect(registered.body.user.name).toBe(kept);
      const [welcome] = await mailTo(accountEmail);
      // the welcome email, which anyone can aim at an address, carries no name at all (DECISIONS 33)
      expect(welcome!.parsed.text).not.toContain(kept);
      expect(String(welcome!.parsed.html)).not.toContain(escapeHtml(kept));

      // The test, taken by a visitor who came through a seller's link.
      const tracked = await request(ctx.app).get(`/api/track-referral/${seller.seller.referralCode}`);
      const cookie = cookieOf(tracked);
      const email = `hostile.taker.${n}.${Date.now()}@example.com`;
      const submitted = await request(ctx.app)
        .post("/api/assessment/submit")
        .set("Cookie", cookie)
        .set("X-Forwarded-For", ip())
        .send(buildSubmission({ fullName: typed, email }));
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
      const id = submitted.body.assessmentId as string;
      const [row] = await ctx.database.db.select().from(assessments).where(eq(assessments.id, id));
      expect(row!.fullName).toBe(kept);

      // Shared: the API, both pages and the picture.
      const shared = await request(ctx.app)
        .post(`/api/assessment/${id}/share`)
        .set("X-Claim-Secret", submitted.body.claimSecret as string)
        .send({ lang: "es" });
      const shareId = shared.body.shareId as string;
      const view = await request(ctx.app).get(`/api/share/${shareId}`);
      expect(view.body.firstName).toBe(first);
      await expectSharePages(shareId, first, view.body.primaryTypeName as string);
      await expectSharePicture(shareId);

      // A parent's gift: the payer's name is cleaned too.
      const gift = await request(ctx.app)
        .post(`/api/share/${shareId}/gift`)
        .set("X-Forwarded-For", ip())
        .send({ payerName: typed, payerEmail: `payer.${n}@example.com`, method: "paypal", lang: "es" });
      expect(gift.status, JSON.stringify(gift.body)).toBe(200);
      const giftOrder = new URL(gift.body.approvalUrl as string).searchParams.get("token")!;
      const [giftPayment] = await ctx.database.db
        .select()
        .from(payments)
        .where(eq(payments.providerOrderId, giftOrder));
      expect(giftPayment!.customerData?.fullName).toBe(kept);

      // The taker pays through PayPal with the checkout form's name.
      const order = await request(ctx.app)
        .post("/api/paypal/create-order")
        .set("Cookie", cookie)
        .send({
          assessmentId: id,
          customerData: { fullName: typed, email, age: "15-18", education: "secundaria", country: "DO" },
        });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      fake.store.approve(order.body.orderId as string);
      const done = await request(ctx.app)
        .post("/api/payment/finalize")
        .send({ assessmentId: id, orderId: order.body.orderId });
      expect(done.body.status).toBe("completed");

      // The report email greets the person; its link opens the PDF, which prints the name.
      const report = (await mailTo(email)).find((m) => m.parsed.text?.includes("/pdf?"));
      expect(report).toBeDefined();
      expect(report!.parsed.text).toContain(`Hola, ${kept}:`);
      expect(report!.parsed.text).not.toMatch(UNSAFE);
      expect(String(report!.parsed.html)).toContain(escapeHtml(kept));
      const link = new URL(report!.parsed.text!.match(/https?:\/\/\S+\/pdf\?\S+/)![0]);
      const pdf = await request(ctx.app)
        .get(link.pathname + link.search)
        .buffer(true)
        .parse(binary);
      expect(pdf.status).toBe(200);
      const { text } = await pdfText(pdf.body as Buffer);
      // Right-to-left words are drawn with a Latin font; the Latin part of such a name is what a reader can find.
      const findable = kept.split(" ").filter((word) => /^[\p{Script=Latin}$'`&\d]+$/u.test(word));
      for (const word of findable) expect(text.replace(/\s+/g, "")).toContain(word);

      // The admin's payments table and the seller's referrals show the name as it was kept.
      const listed = await request(ctx.app)
        .get(`/api/admin/payments?q=${encodeURIComponent(email)}`)
        .set("Authorization", `Bearer ${admin.token}`);
      expect(listed.status).toBe(200);
      expect(listed.body.items.map((p: { buyerName: string }) => p.buyerName)).toContain(kept);
      const referrals = await request(ctx.app)
        .get(`/api/seller/${seller.seller.id}/referrals`)
        .set("Authorization", `Bearer ${seller.token}`);
      expect(referrals.status).toBe(200);
      // the newest referral is this visitor's (the email is masked for the seller)
      const [referral] = referrals.body.items as { status: string; userName: string }[];
      expect(referral?.status).toBe("converted");
      expect(referral?.userName).toBe(kept);

      // A seller created by the admin under such a name.
      const created = await request(ctx.app)
        .post("/api/admin/sellers")
        .set("Authorization", `Bearer ${admin.token}`)
        .send({ name: typed, email: `seller.${n}.${Date.now()}@sellers.test` });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.seller.name).toBe(kept);
    },
    120_000,
  );

  it("a 500-character word is refused as a name with the catalog's message, never stored", async () => {
    const long = "W".repeat(500);
    const submitted = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("X-Forwarded-For", ip())
      .send(buildSubmission({ fullName: long }));
    expect(submitted.status).toBe(400);
    expect(submitted.body.message).toBe(translate("es", "validation.fullNameMax"));
    const registered = await request(ctx.app)
      .post("/api/auth/register")
      .set("X-Forwarded-For", ip())
      .send({ name: long, email: `long.${Date.now()}@example.com`, country: "DO", password: "secret123" });
    expect(registered.status).toBe(400);
  });
});

describe("a name already stored with such characters is drawn safely", () => {
  const STORED = [
    // (PostgreSQL stores no NUL: the other control characters.)
    { label: "control characters", fullName: "Zo\u0001e\u0007\u001b[31m Ruiz\u0085", first: "Zoe[31m" },
    { label: "a bidi override", fullName: "\u202eAhmed\u202c Ruiz", first: "Ahmed" },
    { label: "a 500-character word", fullName: "W".repeat(500), first: "W".repeat(40) },
    { label: "replacement patterns", fullName: "$'$`$& Ruiz", first: "$'$`$&" },
  ];

  it.each(STORED)(
    "$label: the share pages, the picture, the PDF, the emails and the admin's table answer",
    async ({ fullName, first }) => {
      const [row] = await ctx.database.db
        .insert(assessments)
        .values(buildAssessmentRow({ fullName, email: `stored.${Date.now()}.${++ips}@example.com` }))
        .returning();
      const shareId = newShareId();
      await ctx.database.db.insert(shareLinks).values({ id: shareId, assessmentId: row!.id, lang: "es" });

      const view = await request(ctx.app).get(`/api/share/${shareId}`);
      expect(view.status).toBe(200);
      expect(view.body.firstName).toBe(first);
      await expectSharePages(shareId, first, view.body.primaryTypeName as string);
      await expectSharePicture(shareId);

      // Paid through the real fulfilment path: the report email goes out and the PDF renders.
      const payment = await insertPayment(ctx.database.db, buildPaymentRow(row!.id, { status: "pending" }));
      expect((await ctx.deps.paymentUseCases.fulfil(payment.id)).fulfilled).toBe(true);
      const report = (await mailTo(row!.email)).find((m) => m.parsed.text?.includes("/pdf?"));
      expect(report).toBeDefined();
      expect(report!.parsed.text).not.toMatch(UNSAFE);
      const [job] = await ctx.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `report:${row!.id}`));
      expect(job!.status).toBe("sent");
      const link = ctx.deps.reports.downloadLink(row!.id, "es");
      const url = new URL(link.url);
      const pdf = await request(ctx.app)
        .get(url.pathname + url.search)
        .buffer(true)
        .parse(binary);
      expect(pdf.status).toBe(200);
      const { text } = await pdfText(pdf.body as Buffer);
      expect(text).not.toMatch(UNSAFE);

      const listed = await request(ctx.app)
        .get(`/api/admin/payments?q=${encodeURIComponent(row!.email)}`)
        .set("Authorization", `Bearer ${admin.token}`);
      expect(listed.status).toBe(200);
      expect(listed.body.items).toHaveLength(1);
    },
    120_000,
  );
});
