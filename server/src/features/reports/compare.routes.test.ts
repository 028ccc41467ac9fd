import request from "supertest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { buildSubmission } from "../../testing/builders";
import { pdfText } from "../../testing/pdf-text";
import { translate } from "@shared/i18n/catalog";

/** Comparing two or three careers of one's paid report: level, length, where to study at home, subjects, fit. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function paidAssessment(country = "CO") {
  const res = await request(ctx.app)
    .post("/api/assessment/submit")
    .send(buildSubmission({ country: country as "CO" }));
  const id = res.body.assessmentId as string;
  await ctx.database.db.update(assessments).set({ isPaid: true }).where(eq(assessments.id, id));
  return { id, claimSecret: res.body.claimSecret as string };
}

describe("GET /api/assessment/{id}/compare", () => {
  it("answers the top three side by side by default, in the reader's country and language", async () => {
    const { id, claimSecret } = await paidAssessment("CO");
    const res = await request(ctx.app).get(`/api/assessment/${id}/compare?lang=es`).set("X-Claim-Secret", claimSecret);
    expect(res.status).toBe(200);
    expect(res.body.careers).toHaveLength(3);
    expect(res.body.candidates.length).toBeGreaterThanOrEqual(3);
    for (const career of res.body.careers) {
      expect(career.name).toBeTruthy();
      expect(career.kind).toBeTruthy();
      expect(career.duration).toMatch(/año|semestre|mes/);
      expect(career.subjects.length).toBeGreaterThanOrEqual(4);
      expect(career.where.place).toBe("Colombia");
      expect(career.reason).toBeTruthy();
      // cost, pay, employment and outlook: each cell with its source, or "Sin datos" (DECISIONS 36); the
      // cost is the tuition the career's programs of the route's level publish in SNIES, where at least three do
      if (career.outcomes.cost.source === null) expect(career.outcomes.cost.value).toBe("Sin datos");
      else {
        expect(career.outcomes.cost.value).toMatch(
          /^Matrícula publicada por semestre: mediana COP \d{1,3}(\.\d{3})+ \(de COP \d{1,3}(\.\d{3})+ a COP \d{1,3}(\.\d{3})+, \d+ programas\)/,
        );
        expect(career.outcomes.cost.source).toMatch(/^Fuente: SNIES, Ministerio de Educación Nacional de Colombia \(/);
      }
      // numbers as a reader in Colombia writes them: a point for thousands, a decimal comma
      expect(career.outcomes.pay.value).toMatch(
        /^USD \d{1,3}(\.\d{3})+ (o más )?al año: mediana en los Estados Unidos$/,
      );
      expect(career.outcomes.pay.source).toBe("Fuente: U.S. Bureau of Labor Statistics (OEWS), mayo de 2023");
      expect(career.outcomes.employment.value).toMatch(/^\d{1,3}(\.\d{3})* puestos en los Estados Unidos$/);
      expect(career.outcomes.employment.source).toBe(career.outcomes.pay.source);
      expect(career.outcomes.outlook.value).toMatch(
        /^[+-]?\d+,\d% de empleo en 2024–34: proyección para los Estados Unidos$/,
      );
      expect(career.outcomes.outlook.source).toBe(
        "Fuente: U.S. Bureau of Labor Statistics (Employment Projections 2024–34)",
      );
    }
    // a reader in Colombia reads a published tuition for at least one of the three
    expect(
      res.body.careers.some((c: { outcomes: { cost: { source: string | null } } }) => c.outcomes.cost.source),
    ).toBe(true);
    const english = await request(ctx.app)
      .get(`/api/assessment/${id}/compare?lang=en`)
      .set("X-Claim-Secret", claimSecret);
    expect(english.body.careers[0].duration).toMatch(/year|semester|month/);
    expect(english.body.careers[0].outcomes.cost.value).toMatch(
      res.body.careers[0].outcomes.cost.source
        ? /^Published tuition per semester: median COP \d{1,3}(,\d{3})+ \(COP [\d,]+ to COP [\d,]+, \d+ programs\)/
        : /^No data$/,
    );
    expect(english.body.careers[0].outcomes.pay.value).toMatch(/a year: median in the United States$/);
  });

  it("compares the two careers asked for, in that order; refuses unknown or repeated ones", async () => {
    const { id, claimSecret } = await paidAssessment();
    const all = await request(ctx.app).get(`/api/assessment/${id}/compare`).set("X-Claim-Secret", claimSecret);
    const [a, , , b] = all.body.candidates as { id: string }[];
    const two = await request(ctx.app)
      .get(`/api/assessment/${id}/compare?careers=${b!.id},${a!.id}`)
      .set("X-Claim-Secret", claimSecret);
    expect(two.body.careers.map((c: { id: string }) => c.id)).toEqual([b!.id, a!.id]);
    for (const careers of [`${a!.id},not-a-career`, `${a!.id},${a!.id}`, a!.id, "x,y,z,w"]) {
      const res = await request(ctx.app)
        .get(`/api/assessment/${id}/compare?careers=${careers}`)
        .set("X-Claim-Secret", claimSecret);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Elige dos o tres carreras de tu lista para compararlas");
    }
  });

  it("says under a profession's length what comes first where the country enters it after university study", async () => {
    const { id, claimSecret } = await paidAssessment("US");
    const ask = (lang: string) =>
      request(ctx.app)
        .get(`/api/assessment/${id}/compare?careers=law,psychology&lang=${lang}`)
        .set("X-Claim-Secret", claimSecret);
    const en = await ask("en");
    expect(en.status).toBe(200);
    const [law, psychology] = en.body.careers;
    expect(law.duration).toBe("7 years");
    expect(law.durationNote).toBe(
      "In the United States: 3 years of law school (Juris Doctor) after a bachelor's degree. The 7 years include the university study that comes first.",
    );
    // a bachelor's in psychology is a first degree there, but practicing takes more (toPractice)
    expect(psychology.durationNote).toBe(
      "In the United States, practicing as a psychologist also takes a master's, specialist or doctoral degree in psychology, and a license or certification.",
    );
    expect((await ask("es")).body.careers[0].durationNote).toContain("Los 7 años cuentan también");
    // where law is a first degree, nothing is added
    const colombia = await paidAssessment("CO");
    const co = await request(ctx.app)
      .get(`/api/assessment/${colombia.id}/compare?careers=law,psychology`)
      .set("X-Claim-Secret", colombia.claimSecret);
    expect(co.body.careers[0].durationNote).toBeUndefined();
  });

  it("says what still comes after the first degree where it does not qualify for practice on its own (Spain)", async () => {
    const spain = await paidAssessment("ES");
    const ask = (lang: string) =>
      request(ctx.app)
        .get(`/api/assessment/${spain.id}/compare?careers=law,psychology,architecture&lang=${lang}`)
        .set("X-Claim-Secret", spain.claimSecret);
    const es = await ask("es");
    expect(es.status).toBe(200);
    const [law, psychology, architecture] = es.body.careers;
    expect(law.durationNote).toBe(
      "En España, para ejercer como abogado hace falta además el Máster de Acceso a la Abogacía (formación y prácticas externas) y aprobar la prueba estatal de aptitud profesional.",
    );
    expect(psychology.durationNote).toContain("Máster en Psicología General Sanitaria");
    expect(architecture.durationNote).toContain("Máster Universitario en Arquitectura");
    // the grado's own length stands: the note says what follows it
    expect(law.duration).toBe("4 años");
    const en = await ask("en");
    expect(en.body.careers[0].durationNote).toBe(
      "In Spain, practicing as a lawyer also takes the Máster de Acceso a la Abogacía (training and an external internship) and passing the state professional aptitude exam.",
    );
    // Mexico's licenciatura qualifies with no further study, but law and architecture need the cédula profesional;
    // psychology is not among the professions the law names
    const mexico = await paidAssessment("MX");
    const mx = await request(ctx.app)
      .get(`/api/assessment/${mexico.id}/compare?careers=law,psychology,architecture`)
      .set("X-Claim-Secret", mexico.claimSecret);
    const cedula =
      "En México, ejercer esta profesión exige además titularse y obtener la cédula profesional que expide la Dirección General de Profesiones de la SEP, como pide la Ley Reglamentaria del Artículo 5º Constitucional.";
    expect(mx.body.careers.map((c: { durationNote?: string }) => c.durationNote)).toEqual([cedula, undefined, cedula]);
  });

  it("is for the paid report's owner only: 404 for someone holding the id alone, 402 before payment", async () => {
    const { id } = await paidAssessment();
    expect((await request(ctx.app).get(`/api/assessment/${id}/compare`)).status).toBe(404);
    const res = await request(ctx.app).post("/api/assessment/submit").send(buildSubmission());
    const unpaid = await request(ctx.app)
      .get(`/api/assessment/${res.body.assessmentId}/compare`)
      .set("X-Claim-Secret", res.body.claimSecret);
    expect(unpaid.status).toBe(402);
  });

  it("the report's PDF has the same comparison as a page", async () => {
    const { id, claimSecret } = await paidAssessment("CO");
    const compare = await request(ctx.app)
      .get(`/api/assessment/${id}/compare?lang=es`)
      .set("X-Claim-Secret", claimSecret);
    const binary = (res: request.Response, callback: (err: Error | null, body: Buffer) => void) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => callback(null, Buffer.concat(chunks)));
    };
    const pdf = await request(ctx.app)
      .get(`/api/assessment/${id}/pdf?lang=es`)
      .set("X-Claim-Secret", claimSecret)
      .buffer(true)
      .parse(binary);
    expect(pdf.status).toBe(200);
    const { text } = await pdfText(pdf.body as Buffer);
    // Listed in the contents on the cover, then the page itself.
    const contents = text.toLowerCase().indexOf(translate("es", "report.contents").toLowerCase());
    const profilePage = text.indexOf("Tu perfil RIASEC", text.indexOf("Tu perfil RIASEC", contents) + 1);
    const listed = text.indexOf("Compara carreras lado a lado");
    expect(contents).toBeGreaterThan(-1);
    expect(listed).toBeGreaterThan(contents);
    expect(listed).toBeLessThan(profilePage);
    const page = text.slice(text.indexOf("Compara carreras lado a lado", listed + 1));
    expect(page.length).toBeLessThan(text.length - listed);
    for (const career of compare.body.careers as { name: string; duration: string }[]) {
      expect(page).toContain(career.name);
    }
    expect(page).toMatch(/DÓNDE ESTUDIAR \(COLOMBIA\)/);
    expect(page).toContain("QUÉ SE ESTUDIA");
    expect(page).toContain("PROYECCIÓN DE EMPLEO");
    // the cost row: the tuition programs publish in SNIES, at the route's level, with its source, as in the view
    const flat = page.replace(/\s+/g, " ");
    const cost = (compare.body.careers as { outcomes: { cost: { value: string; source: string | null } } }[]).find(
      (c) => c.outcomes.cost.source,
    )!.outcomes.cost;
    expect(flat).toContain(cost.value.slice(0, cost.value.indexOf(")") + 1));
    expect(flat).toContain("Fuente: SNIES, Ministerio de Educación Nacional de Colombia");
  });
});
