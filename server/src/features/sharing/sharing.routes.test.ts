import { simpleParser } from "mailparser";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments, emailOutbox, payments } from "@shared/schema/index";
import { SHARE_ID_PATTERN } from "@shared/validators/sharing";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { azulAnswers } from "../../testing/azul";
import { buildAssessmentRow, buildResponses, buildSubmission, setPaymentConfig } from "../../testing/builders";
import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import { HOLLAND_TYPES } from "@shared/content/types";
import { catalog } from "@shared/i18n/catalog";
import { fillPlaceholders } from "@shared/i18n/define";
import type { Assessment } from "@shared/schema/index";
import { signUp } from "../../testing/auth-helpers";
import { startFakePaypal, type FakePaypalStore } from "../../../sandbox/paypal.fake";
import { createMailTransport, outboxDir } from "../emails/email.transport";
import { createEmailWorker } from "../emails/email.worker";
import { recommendCareers } from "../careers/guidance.service";
import { newShareId, toShareView } from "./sharing.service";
import { shareImageSvg } from "./share-preview.image";

/**
 * Sharing a result: a separate, revocable link that shows a stranger only the first name and the
 * free profile (never the email, age, education or the paid careers), its preview picture, and a
 * parent's gift of the report (the payer gets the receipt, the test taker the report).
 */
let ctx: TestContext;
let clientDir: string;
let fake: { url: string; store: FakePaypalStore; close(): Promise<void> };
const SHELL =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>QuéEstudiar</title><meta name="description" content="x"></head><body><div id="root"></div><script type="module" src="/assets/index-test.js"></script></body></html>';

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), SHELL);
  fake = await startFakePaypal();
  ctx = await createTestApp({ clientDir, paypalApiBase: fake.url });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** A distinctive person, so that any leak of their data is found by a plain text search. */
const PERSON = {
  fullName: "Zoraida Quintanilla-Verástegui",
  age: "25-35",
  education: "posgrado",
  country: "AR",
} as const;

async function submit(lang: "es" | "en" = "es") {
  const submission = buildSubmission({
    ...PERSON,
    email: `zq.${Date.now()}.${Math.random().toString(36).slice(2)}@leak-check.example`,
    lang,
  });
  const res = await request(ctx.app).post("/api/assessment/submit").send(submission);
  expect(res.status).toBe(201);
  return {
    id: res.body.assessmentId as string,
    claimSecret: res.body.claimSecret as string,
    email: submission.email,
  };
}

async function share(id: string, claimSecret: string, lang: "es" | "en" = "es") {
  const res = await request(ctx.app)
    .post(`/api/assessment/${id}/share`)
    .set("X-Claim-Secret", claimSecret)
    .send({ lang });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body as { shareId: string; url: string };
}

/** Everything of the person a share must never show: email, age range, education, country, the paid careers. */
async function secretsOf(id: string, email: string): Promise<string[]> {
  const assessment = (await ctx.deps.assessments.findById(id))!;
  const careers = [...recommendCareers(assessment, "es", 6), ...recommendCareers(assessment, "en", 6)].map(
    (c) => c.name,
  );
  return [
    email,
    email.split("@")[0]!,
    "Quintanilla",
    "Verástegui",
    "25-35",
    "posgrado",
    "Posgrado",
    "Postgraduate",
    "Argentina",
    ...careers,
  ];
}

function expectNoneOf(text: string, secrets: string[]) {
  for (const secret of secrets) expect(text, `leaks "${secret}"`).not.toContain(secret);
}

describe("creating and revoking a share link", () => {
  it("the test taker's browser gets a link of its own, separate from the assessment id; a stranger holding the id cannot", async () => {
    const { id, claimSecret } = await submit();
    const stranger = await request(ctx.app).post(`/api/assessment/${id}/share`).send({});
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe("Solo quien hizo el test puede compartirlo");

    const created = await request(ctx.app)
      .post(`/api/assessment/${id}/share`)
      .set("X-Claim-Secret", claimSecret)
      .send({ lang: "es" });
    expect(created.status).toBe(201);
    expect(created.body.shareId).toMatch(SHARE_ID_PATTERN);
    expect(created.body.url).toBe(`${ctx.config.publicUrl}/r/${created.body.shareId}`);
    expect(created.body.url).not.toContain(id);
    // Asking again answers the same working link.
    const again = await share(id, claimSecret);
    expect(again.shareId).toBe(created.body.shareId);
    // In English the link opens the English page.
    const english = await share(id, claimSecret, "en");
    expect(english.url).toBe(`${ctx.config.publicUrl}/r/${english.shareId}?lang=en`);
  });

  it("a signed-in owner shares without the claim secret; another account, or an admin, cannot create a link (an admin may revoke)", async () => {
    const owner = await signUp(ctx.app, ctx.database.db);
    const other = await signUp(ctx.app, ctx.database.db);
    const admin = await signUp(ctx.app, ctx.database.db, "admin");
    const res = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("Authorization", `Bearer ${owner.token}`)
      .send(buildSubmission());
    const id = res.body.assessmentId as string;
    const as = (token: string) =>
      request(ctx.app).post(`/api/assessment/${id}/share`).set("Authorization", `Bearer ${token}`).send({});
    expect((await as(owner.token)).status).toBe(201);
    expect((await as(other.token)).status).toBe(403);
    expect((await as(admin.token)).status).toBe(403);
    const revoked = await request(ctx.app)
      .delete(`/api/assessment/${id}/share`)
      .set("Authorization", `Bearer ${admin.token}`);
    expect(revoked.body).toEqual({ revoked: 1 });
  });

  it("an unknown assessment answers 404, in English with lang=en", async () => {
    const res = await request(ctx.app)
      .post("/api/assessment/AAAAAAAAAAAAAAAAAAAAAA/share?lang=en")
      .set("X-Claim-Secret", "x")
      .send({});
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not found|doesn't exist|does not exist/i);
  });

  it("share ids are 144 random bits: well formed, all different", () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newShareId()));
    expect(ids.size).toBe(2000);
    for (const shareId of ids) {
      expect(shareId).toMatch(SHARE_ID_PATTERN);
      expect(Buffer.from(shareId, "base64url").length).toBe(18);
    }
  });

  it("a revoked link answers 404 everywhere (API, page, picture); sharing again makes a new link", async () => {
    const { id, claimSecret } = await submit();
    const { shareId } = await share(id, claimSecret);
    expect((await request(ctx.app).get(`/api/share/${shareId}`)).status).toBe(200);

    expect((await request(ctx.app).delete(`/api/assessment/${id}/share`).send()).status).toBe(403);
    const revoked = await request(ctx.app).delete(`/api/assessment/${id}/share`).set("X-Claim-Secret", claimSecret);
    expect(revoked.body).toEqual({ revoked: 1 });

    const api = await request(ctx.app).get(`/api/share/${shareId}`);
    expect(api.status).toBe(404);
    expect(api.body.message).toBe("Este enlace no existe o su dueño dejó de compartirlo");
    expect((await request(ctx.app).get(`/r/${shareId}`)).status).toBe(404);
    expect((await request(ctx.app).get(`/r/${shareId}/familia`)).status).toBe(404);
    expect((await request(ctx.app).get(`/api/share/${shareId}/image.png`)).status).toBe(404);

    const fresh = await share(id, claimSecret);
    expect(fresh.shareId).not.toBe(shareId);
  });

  it("unknown and malformed share ids answer 404, never 500", async () => {
    for (const shareId of [newShareId(), "short", "x".repeat(200)]) {
      expect((await request(ctx.app).get(`/api/share/${shareId}`)).status).toBe(404);
      expect((await request(ctx.app).get(`/api/share/${shareId}/image.png`)).status).toBe(404);
      expect((await request(ctx.app).get(`/r/${shareId}`)).status).toBe(404);
    }
  });

  it("a deleted assessment's links stop working", async () => {
    const { id, claimSecret } = await submit();
    const { shareId } = await share(id, claimSecret);
    await ctx.database.db.update(assessments).set({ deletedAt: new Date() }).where(eq(assessments.id, id));
    expect((await request(ctx.app).get(`/api/share/${shareId}`)).status).toBe(404);
  });
});

describe("what a stranger sees", () => {
  it("the API, the page's HTML and the picture show the first name and the free profile, never personal or paid data", async () => {
    const { id, claimSecret, email } = await submit();
    // Paid: the report's careers exist and must still not travel.
    await ctx.database.db.update(assessments).set({ isPaid: true }).where(eq(assessments.id, id));
    const { shareId } = await share(id, claimSecret);
    const secrets = await secretsOf(id, email);

    const api = await request(ctx.app).get(`/api/share/${shareId}`);
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ shareId, firstName: "Zoraida", code: "IA", primaryType: "I", reportOwned: true });
    const apiText = JSON.stringify(api.body);
    expectNoneOf(apiText, [...secrets, id]);

    for (const page of [`/r/${shareId}`, `/r/${shareId}/familia`]) {
      const html = await request(ctx.app).get(page);
      expect(html.status).toBe(200);
      expectNoneOf(html.text, [...secrets, id]);
    }

    const assessment = (await ctx.deps.assessments.findById(id))!;
    for (const lang of ["es", "en"] as const) {
      const svg = shareImageSvg(toShareView(shareId, "es", assessment, lang), lang, "queestudiar.com");
      expect(svg).toContain("Zoraida");
      expectNoneOf(svg, [...secrets, id]);
    }
  });

  it("like the free preview, the API and the picture hold only the two strongest scores, never the four locked ones", async () => {
    const { id, claimSecret } = await submit();
    const { shareId } = await share(id, claimSecret);
    const api = await request(ctx.app).get(`/api/share/${shareId}`);
    const strongest = [api.body.primaryType, api.body.secondaryType].sort();
    expect(Object.keys(api.body.normalizedScores).sort()).toEqual(strongest);
    // The picture is drawn from the same view: its locked corners sit at the placeholder.
    const assessment = (await ctx.deps.assessments.findById(id))!;
    expect(Object.keys(toShareView(shareId, "es", assessment, "es").normalizedScores).sort()).toEqual(strongest);
  });

  it("the page carries Open Graph and Twitter card tags with an absolute 1200 × 630 picture, in the sharer's language", async () => {
    const { id, claimSecret } = await submit("en");
    const { shareId } = await share(id, claimSecret, "en");
    const res = await request(ctx.app).get(`/r/${shareId}`);
    expect(res.status).toBe(200);
    const meta = (property: string) =>
      res.text.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
    expect(res.text).toContain('<html lang="en"');
    expect(meta("og:title")).toBe("Zoraida's profile: Investigative · QuéEstudiar");
    expect(meta("og:description")).toContain("Investigative · Artistic");
    expect(meta("og:image")).toBe(`${ctx.config.publicUrl}/api/share/${shareId}/image.png?lang=en&amp;v=1`);
    expect(meta("og:image:width")).toBe("1200");
    expect(meta("og:image:height")).toBe("630");
    expect(meta("og:url")).toBe(`${ctx.config.publicUrl}/r/${shareId}?lang=en`);
    expect(meta("twitter:card")).toBe("summary_large_image");
    expect(meta("robots")).toBe("noindex");
    expect(res.text).toMatch(/<title>Zoraida's profile: Investigative · QuéEstudiar<\/title>/);
    // The same link in Spanish, when asked.
    const es = await request(ctx.app).get(`/r/${shareId}?lang=es`);
    expect(es.text).toMatch(/<title>El perfil de Zoraida: Investigador · QuéEstudiar<\/title>/);
  });

  describe("a shared profile speaks about the person, in words that agree with any name", () => {
    const SECOND_PERSON = { es: /\b(eres|tú|te|tu|tus|ti|contigo)\b/i, en: /\b(you|your|yours|yourself)\b/i };
    const TYPE_NAMES = { es: HOLLAND_TYPES.map((type) => HOLLAND_TYPE_INFO[type].name.es) };

    it("when a visitor reads a shared profile of any type, then its description, traits and places speak about the person, not to the visitor", () => {
      for (const type of HOLLAND_TYPES) {
        const other = HOLLAND_TYPES[(HOLLAND_TYPES.indexOf(type) + 3) % 6]!;
        const row = buildAssessmentRow({ fullName: "María Pérez", responses: buildResponses(type, other) });
        for (const lang of ["es", "en"] as const) {
          const view = toShareView(newShareId(), lang, row as Assessment, lang);
          expect(view.primaryType).toBe(type);
          for (const text of [view.primaryDescription, ...view.primaryTraits, ...view.primaryEnvironments])
            expect(text, `${type} (${lang})`).not.toMatch(SECOND_PERSON[lang]);
        }
      }
    });

    it("when a link is previewed in Spanish, then no share text makes a type name an adjective of the person ('María es Investigador')", () => {
      const shareTexts = Object.entries(catalog.es).filter(([key]) => /^(share|family)\./.test(key));
      for (const [key, template] of shareTexts)
        for (const type of TYPE_NAMES.es) {
          const text = fillPlaceholders(template, { name: "María", type, types: `${type} · Social`, primary: type });
          expect(text, key).not.toMatch(new RegExp(`María (es|era|será) (un |una )?${type}`, "i"));
        }
    });
  });

  it("the picture is a valid 1200 × 630 PNG, cached by crawlers and in memory", async () => {
    const { id, claimSecret } = await submit();
    const { shareId } = await share(id, claimSecret);
    const binary = (res: request.Response, callback: (err: Error | null, body: Buffer) => void) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => callback(null, Buffer.concat(chunks)));
    };
    const started = Date.now();
    const first = await request(ctx.app).get(`/api/share/${shareId}/image.png`).buffer(true).parse(binary);
    const firstMs = Date.now() - started;
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/png");
    expect(first.headers["cache-control"]).toBe("public, max-age=86400");
    const png = first.body as Buffer;
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(png.toString("latin1", 12, 16)).toBe("IHDR");
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect(png.length).toBeGreaterThan(20_000);

    const again = Date.now();
    const second = await request(ctx.app).get(`/api/share/${shareId}/image.png`).buffer(true).parse(binary);
    expect((second.body as Buffer).equals(png)).toBe(true);
    expect(Date.now() - again).toBeLessThanOrEqual(Math.max(firstMs, 50));
    const english = await request(ctx.app).get(`/api/share/${shareId}/image.png?lang=en`).buffer(true).parse(binary);
    expect((english.body as Buffer).equals(png)).toBe(false);
  });
});

describe("a parent gives the report", () => {
  it("the payer is charged through PayPal, gets the receipt; the report goes to the test taker; no answer shows the taker's email or id", async () => {
    await setPaymentConfig(ctx.database.db, { paypalEnabled: true, paypalTestMode: true });
    const { id, claimSecret, email } = await submit();
    const { shareId } = await share(id, claimSecret);
    const secrets = await secretsOf(id, email);

    const view = await request(ctx.app).get(`/api/share/${shareId}/familia`.replace("/familia", ""));
    expect(view.body).toMatchObject({ reportOwned: false, price: { amount: "19.99", currency: "USD" } });
    expect(view.body.giftMethods).toEqual(["paypal"]);

    const invalid = await request(ctx.app)
      .post(`/api/share/${shareId}/gift?lang=en`)
      .send({ payerName: "P", payerEmail: "nope", method: "paypal" });
    expect(invalid.status).toBe(400);

    const gift = await request(ctx.app).post(`/api/share/${shareId}/gift`).send({
      payerName: "Rigoberto Padre",
      payerEmail: "Rigoberto.Padre@payer.example",
      method: "paypal",
      lang: "es",
    });
    expect(gift.status, JSON.stringify(gift.body)).toBe(200);
    expect(gift.body.method).toBe("paypal");
    expectNoneOf(JSON.stringify(gift.body), [...secrets, id]);
    const orderId = new URL(gift.body.approvalUrl as string).searchParams.get("token")!;
    // PayPal sends the payer back to the parents' page, not to the taker's results.
    const order = fake.store.orders.get(orderId)!;
    expect(order.experience.returnUrl).toBe(`${ctx.config.publicUrl}/r/${shareId}/familia?gift=paypal&lang=es`);

    fake.store.approve(orderId);
    const done = await request(ctx.app).post(`/api/share/${shareId}/gift/finalize`).send({ orderId });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: "completed" });

    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(payment).toMatchObject({
      status: "completed",
      amount: "19.99",
      payerEmail: "rigoberto.padre@payer.example",
    });
    expect((await ctx.deps.assessments.findById(id))!.isPaid).toBe(true);

    const jobs = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.payload, { paymentId: payment!.id }));
    expect(jobs.map((j) => [j.kind, j.to])).toEqual([["gift-receipt", "rigoberto.padre@payer.example"]]);
    const [report] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `report:${id}`));
    expect(report!.to).toBe(email);

    // The emails themselves: the payer's receipt carries nothing the taker typed; the taker's carries the report.
    const transport = createMailTransport(
      { smtpUrl: undefined, dataDir: ctx.config.dataDir },
      { logger: ctx.deps.logger },
    );
    const worker = createEmailWorker({
      ...ctx.deps,
      transport,
    });
    while ((await worker.runOnce()) > 0);
    await worker.stop();
    transport.close();
    const files = fs
      .readdirSync(outboxDir(ctx.config))
      .map((f) => fs.readFileSync(path.join(outboxDir(ctx.config), f), "utf8"));
    const receipt = files.find((f) => /^To: rigoberto\.padre@payer\.example/im.test(f))!;
    expect(receipt).toBeDefined();
    expect(receipt).toMatch(/Subject: Comprobante de tu regalo: un Reporte Vocacional Completo/);
    expect(receipt).not.toContain("Zoraida");
    expect(receipt).not.toContain(email);
    expect(receipt).not.toContain("/pdf?");
    // Beside the taker's own results email of the submission, one email to the taker: the report.
    const allToTaker = files.filter((f) => f.includes(`To: ${email}`));
    const subjects = await Promise.all(allToTaker.map(async (f) => (await simpleParser(f)).subject));
    const reports = allToTaker.filter((_, i) => subjects[i] !== "Tus resultados");
    expect(reports).toHaveLength(1);
    const toTaker = reports[0]!;
    expect(toTaker).toContain("/pdf?");
    // Its footer says it was a gift, not a purchase of the taker's own.
    const takerText = (await simpleParser(toTaker)).text ?? "";
    expect(takerText).toContain("alguien te regaló tu Reporte");
    expect(takerText).not.toContain("porque compraste");

    // Paid already: a second gift is refused.
    const twice = await request(ctx.app)
      .post(`/api/share/${shareId}/gift`)
      .send({ payerName: "Otra Persona", payerEmail: "otra@payer.example", method: "paypal" });
    expect(twice.status).toBe(409);
  });

  it("by card (AZUL sandbox): the bank's page returns the payer to the parents' page; declined and approved alike", async () => {
    await setPaymentConfig(ctx.database.db, { bancoPopularEnabled: true, testMode: true });
    const { id, claimSecret, email } = await submit();
    const { shareId } = await share(id, claimSecret);
    expect((await request(ctx.app).get(`/api/share/${shareId}`)).body.giftMethods).toEqual(["paypal", "banco_popular"]);

    const startCard = async () => {
      const res = await request(ctx.app)
        .post(`/api/share/${shareId}/gift?lang=en`)
        .send({ payerName: "Card Payer", payerEmail: "card.payer@payer.example", method: "banco_popular", lang: "en" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expectNoneOf(JSON.stringify(res.body), [email, id]);
      return res.body as { formUrl: string; formData: Record<string, string> };
    };
    const back = (form: Record<string, string>, outcome: "approved" | "declined", isoCode: string) =>
      azulAnswers(ctx.app, form, outcome, isoCode);

    const declined = await back((await startCard()).formData, "declined", "51");
    expect(declined.status).toBe(303);
    expect(declined.headers.location).toBe(`/r/${shareId}/familia?gift=failed&lang=en`);

    const approved = await back((await startCard()).formData, "approved", "00");
    expect(approved.headers.location).toBe(`/r/${shareId}/familia?gift=done&lang=en`);
    expect((await ctx.deps.assessments.findById(id))!.isPaid).toBe(true);
    const [receipt] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "card.payer@payer.example"));
    expect(receipt).toMatchObject({ kind: "gift-receipt", language: "en" });
    await setPaymentConfig(ctx.database.db, { bancoPopularEnabled: false });
  });
});
