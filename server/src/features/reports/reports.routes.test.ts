import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments } from "@shared/schema/index";
import { CATALOG } from "@shared/content/programs/index";

const institutionsOf = (country: string) => CATALOG.filter((c) => c.country === country).flatMap((c) => c.institutions);
import { SCHOLARSHIPS } from "@shared/content/scholarships";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildResponses, buildSubmission } from "../../testing/builders";
import { pdfText } from "../../testing/pdf-text";
import { signUp } from "../../testing/auth-helpers";

let ctx: TestContext;
let paidId: string;
let unpaidId: string;

const binary = (res: request.Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
};

/** Each test's claim secret, as the browser that took it keeps it. */
const secrets = new Map<string, string>();
async function submit(overrides: Parameters<typeof buildSubmission>[0]): Promise<string> {
  const res = await request(ctx.app).post("/api/assessment/submit").send(buildSubmission(overrides));
  secrets.set(res.body.assessmentId as string, res.body.claimSecret as string);
  return res.body.assessmentId;
}

/** A request from the browser that took the test (it sends the test's claim secret). */
const asTaker = (url: string) => {
  const id = /\/api\/assessment\/([^/?]+)/.exec(url)?.[1] ?? "";
  return request(ctx.app)
    .get(url)
    .set("X-Claim-Secret", secrets.get(id) ?? "");
};

beforeAll(async () => {
  ctx = await createTestApp();
  paidId = await submit({
    fullName: "Camila Rodríguez Peña",
    country: "DO",
    age: "15-18",
    education: "secundaria",
    responses: buildResponses("S", "R"),
  });
  unpaidId = await submit({ fullName: "Sin Pago", responses: buildResponses("R", "S") });
  await ctx.database.db.update(assessments).set({ isPaid: true, paidAt: new Date() }).where(eq(assessments.id, paidId));
});
afterAll(async () => {
  await ctx.close();
});

const getPdf = (url: string) => request(ctx.app).get(url).buffer(true).parse(binary);
const getPdfAsTaker = (url: string) => asTaker(url).buffer(true).parse(binary);

describe("GET /api/assessment/{id}/pdf", () => {
  it("for a paid assessment in Spanish, the PDF holds the name, code, three careers, a local university, a scholarship and the plan", async () => {
    const res = await getPdfAsTaker(`/api/assessment/${paidId}/pdf?lang=es`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(
      /^inline; filename="Reporte-Vocacional-Camila-Rodriguez-Pena.pdf"/,
    );
    const { text, pages } = await pdfText(res.body as Buffer);
    expect(pages).toBeGreaterThanOrEqual(6);
    expect(text).toContain("Camila Rodríguez Peña");
    const detail = await asTaker(`/api/assessment/${paidId}?lang=es`);
    expect(text).toContain(detail.body.results.hollandCode);
    const careers = detail.body.results.careerRecommendations.slice(0, 3);
    for (const career of careers) expect(text).toContain(career.name);
    expect(institutionsOf("DO").some((u) => text.includes(u.name))).toBe(true);
    expect(SCHOLARSHIPS.some((s) => text.includes(s.name.es))).toBe(true);
    expect(text).toContain("Tu plan de estudio");
    expect(text).toMatch(/Página 1 de \d+/);
    expect(text).toContain("soporte@queestudiar.com");
    expect(text).toContain("O*NET");
  });

  it("for a Cuban reader, where to study names Cuban institutions or the Cuban registry, says study is free for Cubans, and names Santo Domingo only as a labelled option abroad", async () => {
    const cubanId = await submit({
      fullName: "Yanet Fernández",
      country: "CU",
      age: "15-18",
      education: "secundaria",
      responses: buildResponses("S", "R"),
    });
    await ctx.database.db
      .update(assessments)
      .set({ isPaid: true, paidAt: new Date() })
      .where(eq(assessments.id, cubanId));
    const res = await getPdfAsTaker(`/api/assessment/${cubanId}/pdf?lang=es`);
    expect(res.status).toBe(200);
    const { text } = await pdfText(res.body as Buffer);
    expect(text).toContain("Dónde estudiarla en Cuba");
    expect(text).toContain("los estudios universitarios son gratuitos para los cubanos");
    expect(text).toContain("https://www.mes.gob.cu");
    expect(text).not.toMatch(/opciones de el Caribe|estudiarla en el Caribe/);
    // Another country's institution appears only under the labelled "in other countries" alternatives.
    const sections = text.split("Dónde estudiarla en Cuba").slice(1);
    for (const section of sections) {
      const home = section.split("El programa en otros países")[0]!;
      expect(
        institutionsOf("DO")
          .filter((u) => home.includes(u.name))
          .map((u) => u.name),
      ).toEqual([]);
    }
  });

  it("in English, the same report is in English", async () => {
    const res = await getPdfAsTaker(`/api/assessment/${paidId}/pdf?lang=en&download=1`);
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="Career-Report-Camila-Rodriguez-Pena.pdf"/,
    );
    const { text } = await pdfText(res.body as Buffer);
    expect(text).toContain("Complete Career Report");
    expect(text).toContain("Your study plan");
    expect(text).toContain("Dominican Republic");
    const detail = await asTaker(`/api/assessment/${paidId}?lang=en`);
    for (const career of detail.body.results.careerRecommendations.slice(0, 3)) expect(text).toContain(career.name);
    expect(SCHOLARSHIPS.some((s) => text.includes(s.name.en))).toBe(true);
    expect(text).not.toContain("Tu plan de estudio");
  });

  it("a repeat download is served from the cache, identical", async () => {
    const first = await getPdfAsTaker(`/api/assessment/${paidId}/pdf?lang=es`);
    const second = await getPdfAsTaker(`/api/assessment/${paidId}/pdf?lang=es`);
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
  });

  it("refuses an unpaid assessment with 402 and a message", async () => {
    const res = await request(ctx.app).get(`/api/assessment/${unpaidId}/pdf`);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe("El reporte completo está disponible después de un pago verificado");
  });

  it("answers 404 for an unknown assessment", async () => {
    const res = await request(ctx.app).get("/api/assessment/BBBBBBBBBBBBBBBBBBBBBB/pdf");
    expect(res.status).toBe(404);
  });
});

describe("a name with HTML or script in it", () => {
  it.each(["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "Ana & <b>Bob</b> 'O'Neil'"])(
    "when the name is %s, then the PDF prints it literally as text and the file name stays plain",
    async (name) => {
      const id = await submit({ fullName: name });
      await ctx.database.db.update(assessments).set({ isPaid: true, paidAt: new Date() }).where(eq(assessments.id, id));
      const res = await getPdfAsTaker(`/api/assessment/${id}/pdf?lang=es&download=1`);
      expect(res.status).toBe(200);
      const pdf = res.body as Buffer;
      const { text } = await pdfText(pdf);
      expect(text).toContain(name);
      expect(text).not.toContain("&lt;");
      expect(text).not.toContain("&amp;");
      // The header carries an ASCII-only name: no quote, angle bracket or line break can break out of it.
      const disposition = res.headers["content-disposition"] as string;
      expect(disposition).toMatch(
        /^attachment; filename="Reporte-Vocacional(-[A-Za-z0-9-]+)?\.pdf"; filename\*=UTF-8''[A-Za-z0-9.%-]+$/,
      );
      // pdfkit never writes document scripts; the name did not add one.
      expect(pdf.toString("latin1")).not.toMatch(/\/JavaScript|\/JS\s*[(<]|\/OpenAction/);
    },
  );
});

describe("GET /api/assessment/{id}/download", () => {
  it("answers a signed link valid 30 days that downloads the PDF without a session", async () => {
    const res = await asTaker(`/api/assessment/${paidId}/download?lang=es`);
    expect(res.status).toBe(200);
    const days = (new Date(res.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const url = new URL(res.body.url);
    const pdf = await getPdf(url.pathname + url.search);
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-disposition"]).toMatch(/^attachment/);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses a forged or tampered signature and an expired link", async () => {
    const res = await asTaker(`/api/assessment/${paidId}/download`);
    const url = new URL(res.body.url);
    const forged = new URL(url);
    forged.searchParams.set("sig", "A".repeat(43));
    expect((await request(ctx.app).get(forged.pathname + forged.search)).status).toBe(403);
    const stretched = new URL(url);
    stretched.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 86_400 * 365));
    expect((await request(ctx.app).get(stretched.pathname + stretched.search)).status).toBe(403);
    const expired = ctx.deps.reports.downloadLink(paidId, "es", Date.now() - 31 * 86_400_000);
    const expiredUrl = new URL(expired.url);
    const refused = await request(ctx.app).get(expiredUrl.pathname + expiredUrl.search);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("El enlace de descarga no es válido o ha caducado");
  });

  it("refuses an unpaid assessment", async () => {
    const res = await request(ctx.app).get(`/api/assessment/${unpaidId}/download`);
    expect(res.status).toBe(402);
  });
});

describe("an account's report", () => {
  it("only its owner (or an admin, or a signed link) can download it; another user cannot by any endpoint", async () => {
    const { signUp } = await import("../../testing/auth-helpers");
    const owner = await signUp(ctx.app, ctx.database.db);
    const other = await signUp(ctx.app, ctx.database.db);
    const admin = await signUp(ctx.app, ctx.database.db, "admin");
    const submitted = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("Authorization", `Bearer ${owner.token}`)
      .send(buildSubmission());
    const id = submitted.body.assessmentId as string;
    await ctx.database.db.update(assessments).set({ isPaid: true }).where(eq(assessments.id, id));
    const as = (token?: string) => (url: string) =>
      token ? getPdf(url).set("Authorization", `Bearer ${token}`) : getPdf(url);
    expect((await as(owner.token)(`/api/assessment/${id}/pdf`)).status).toBe(200);
    expect((await as(admin.token)(`/api/assessment/${id}/pdf`)).status).toBe(200);
    expect((await as(other.token)(`/api/assessment/${id}/pdf`)).status).toBe(403);
    expect((await as()(`/api/assessment/${id}/pdf`)).status).toBe(403);
    expect(
      (await request(ctx.app).get(`/api/assessment/${id}/download`).set("Authorization", `Bearer ${other.token}`))
        .status,
    ).toBe(403);
    const link = await request(ctx.app)
      .get(`/api/assessment/${id}/download`)
      .set("Authorization", `Bearer ${owner.token}`);
    const url = new URL(link.body.url);
    expect((await as()(url.pathname + url.search)).status).toBe(200);
  });
});

describe("a PDF address opened by the browser itself (a link, the email's button)", () => {
  const asPage = (url: string) =>
    request(ctx.app)
      .get(url)
      .set("Accept", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")
      .set("Sec-Fetch-Dest", "document");

  it("when the report is not paid, then the browser is sent to the results page with the reason, not JSON", async () => {
    const res = await asPage(`/api/assessment/${unpaidId}/pdf?lang=en`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/results/${unpaidId}?lang=en&report=unpaid`);
    expect(res.headers["content-type"] ?? "").not.toMatch(/json/);
  });

  it("when an account's report is opened without its session, or a signed link is broken, then the results page says so", async () => {
    const { signUp } = await import("../../testing/auth-helpers");
    const owner = await signUp(ctx.app, ctx.database.db);
    const submitted = await request(ctx.app)
      .post("/api/assessment/submit")
      .set("Authorization", `Bearer ${owner.token}`)
      .send(buildSubmission());
    const id = submitted.body.assessmentId as string;
    await ctx.database.db.update(assessments).set({ isPaid: true }).where(eq(assessments.id, id));
    const signIn = await asPage(`/api/assessment/${id}/pdf`);
    expect(signIn.status).toBe(303);
    expect(signIn.headers.location).toBe(`/results/${id}?lang=es&report=sign-in`);
    const broken = await asPage(`/api/assessment/${id}/pdf?lang=es&download=1&expires=4102444800&sig=forged`);
    expect(broken.headers.location).toBe(`/results/${id}?lang=es&report=expired`);
    // The app's own request (fetch, no page navigation) keeps the JSON answer.
    const fetched = await request(ctx.app).get(`/api/assessment/${id}/pdf`).set("Accept", "*/*");
    expect(fetched.status).toBe(403);
    expect(fetched.body.message).toBeTruthy();
  });

  it("an unknown id leads to the results page, which says the test was not found", async () => {
    const res = await asPage("/api/assessment/BBBBBBBBBBBBBBBBBBBBBB/pdf");
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/results/BBBBBBBBBBBBBBBBBBBBBB?lang=es&report=sign-in");
  });
});

describe("the company details a report prints", () => {
  it("come from the public config's snapshot, and a name the admin saves is on the next report at once", async () => {
    const before = (await pdfText((await getPdfAsTaker(`/api/assessment/${paidId}/pdf?lang=es`)).body as Buffer)).text;
    const { token } = await signUp(ctx.app, ctx.database.db, "admin");
    const config = await request(ctx.app).get("/api/admin/payment-config").set("Authorization", `Bearer ${token}`);
    expect(config.status).toBe(200);
    const saved = await request(ctx.app)
      .post("/api/admin/payment-config")
      .set("Authorization", `Bearer ${token}`)
      .send({
        paypalEnabled: config.body.paypalEnabled,
        paypalTestMode: config.body.paypalTestMode,
        bancoPopularEnabled: config.body.bancoPopularEnabled,
        demoEnabled: config.body.demoEnabled,
        testMode: config.body.testMode,
        originalPrice: config.body.originalPrice,
        basePrice: config.body.basePrice,
        currency: config.body.currency,
        companyName: "Orientación Caribe S.R.L.",
      });
    expect(saved.status).toBe(200);
    const after = (await pdfText((await getPdfAsTaker(`/api/assessment/${paidId}/pdf?lang=es`)).body as Buffer)).text;
    expect(before).not.toContain("Orientación Caribe S.R.L.");
    expect(after).toContain("Orientación Caribe S.R.L.");
  });
});
