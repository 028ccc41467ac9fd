import { describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import type { Lang } from "@shared/i18n/lang";
import type { Assessment } from "@shared/schema/index";
import { PERSONAS, type Persona } from "../../../../scripts/eval-guidance/personas";
import { responsesOf } from "../../../../scripts/eval-guidance";
import { loadReportFonts } from "../../lib/fonts";
import { buildReport } from "./report.model";
import { renderReportPdf } from "./report.pdf";

/** Pay and employment in the paid report (DECISIONS 36): only from published sources, said plainly where there are none. */

const company = {
  name: "QuéEstudiar",
  address: "Av. Winston Churchill 1099, Santo Domingo",
  supportEmail: "soporte@queestudiar.com",
  supportPhone: "+1 809 555 0100",
  supportHours: { es: "lunes a viernes, 9:00 a 18:00", en: "Monday to Friday, 9 am to 6 pm" },
};

function reportOf(country: string, lang: Lang) {
  const p: Persona = PERSONAS.find((persona) => persona.country === country)!;
  const at = new Date("2026-11-20T12:00:00Z");
  const assessment = {
    id: "AAAAAAAAAAAAAAAAAAAAAA",
    userId: null,
    fullName: "Paola Ríos",
    email: "reader@example.com",
    age: p.age,
    education: p.education,
    country: p.country,
    language: lang,
    responses: responsesOf(p).responses,
    scores: {},
    hollandCode: "",
    isPaid: true,
    paidAt: at,
    createdAt: at,
    completedAt: at,
    currentlyStudying: p.currentlyStudying,
  } as unknown as Assessment;
  return buildReport(assessment, { lang, company, publicUrl: "https://queestudiar.com", now: at });
}

async function pdfText(data: ReturnType<typeof reportOf>): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await renderReportPdf(data, loadReportFonts())) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

describe("pay and employment in the report", () => {
  it("a Dominican reader reads, under every career, that no official figures are published for the country", async () => {
    const data = reportOf("DO", "es");
    for (const career of data.careers) {
      expect(career.outcome.note.title).toBe("Pago y empleo");
      expect(career.outcome.note.text).toMatch(/^No hay cifras oficiales publicadas para República Dominicana\./);
      expect(career.outcome.note.portal).toBeNull();
    }
    const text = await pdfText(data);
    expect(text.match(/No hay cifras oficiales publicadas para República Dominicana/g)?.length).toBe(
      data.careers.length,
    );
    // the United States figures come after, said to be another country's, with their source
    const figures = data.careers[0]!.outcome.figures!;
    expect(figures.foreign).toBe(true);
    expect(text).toContain("Como referencia, cifras de otro país: los Estados Unidos");
    expect(text.indexOf("No hay cifras oficiales publicadas")).toBeLessThan(
      text.indexOf("Como referencia, cifras de otro país"),
    );
    expect(text).toContain(figures.lines[0]!);
    expect(text).toContain("Fuente: U.S. Bureau of Labor Statistics");
    // the outlook too is the United States', after that heading, with its period and source
    expect(figures.outlook!.lines[0]).toMatch(/^Proyección BLS 2024–34: [+-]?\d+\.\d% de empleo en la década$/);
    expect(text.indexOf(figures.outlook!.lines[0]!)).toBeGreaterThan(
      text.indexOf("Como referencia, cifras de otro país"),
    );
    expect(text).toContain("Employment Projections 2024–34, tabla 1.2");
  }, 30_000);

  it("a reader in the United States reads the BLS figures as the country's own, in dollars, and a link to the BLS portal", async () => {
    const data = reportOf("US", "en");
    for (const career of data.careers) {
      expect(career.outcome.figures?.foreign).toBe(false);
      expect(career.outcome.note.text).toBe("");
      expect(career.outcome.note.portal?.url).toBe("https://www.bls.gov/ooh/");
    }
    const text = await pdfText(data);
    expect(text).toContain("United States figures, in U.S. dollars (USD):");
    expect(text).toContain("Median annual wage: USD ");
    expect(text).not.toContain("another country's figures");
    expect(text).not.toContain("no official published figures");
    // the compare page: cost, pay and employment of the three careers, each with its source or "No data"
    expect(text).toContain("No data");
    expect(text).toContain("a year: median in the United States");
    expect(text).toContain("Source: U.S. Bureau of Labor Statistics (OEWS), May 2023");
    // the outlook under the pay, with its own source, and as a row of the compare page
    const outlook = data.careers[0]!.outcome.figures!.outlook!;
    expect(text).toContain(outlook.lines[0]!);
    expect(outlook.lines[0]).toMatch(/^BLS projection 2024–34: [+-]?\d+\.\d% in employment over the decade$/);
    expect(text).toContain("Source: U.S. Bureau of Labor Statistics, Employment Projections 2024–34, Table 1.2");
    expect(text).toContain("EMPLOYMENT OUTLOOK");
    expect(text).toContain("projection for the United States");
  }, 30_000);

  it("a Chilean reader is sent to mifuturo.cl, whose figures the report may not reproduce, in English too", async () => {
    const data = reportOf("CL", "en");
    const { note } = data.careers[0]!.outcome;
    expect(note.text).toMatch(/^There are no official published figures for Chile that we may reproduce here/);
    expect(note.portal?.url).toBe("https://www.mifuturo.cl");
    const text = await pdfText(data);
    expect(text).toContain("https://www.mifuturo.cl");
    expect(text).toContain("Pay and employment");
  }, 30_000);

  it("Colombian, Mexican, Spanish and Peruvian readers get their own portal", () => {
    expect(reportOf("CO", "es").careers[0]!.outcome.note.portal?.url).toBe("https://ole.mineducacion.gov.co/portal/");
    expect(reportOf("MX", "es").careers[0]!.outcome.note.portal?.url).toBe("https://comparacarreras.org");
    expect(reportOf("ES", "es").careers[0]!.outcome.note.portal?.url).toBe("https://www.ciencia.gob.es/qedu.html");
    expect(reportOf("PE", "en").careers[0]!.outcome.note.portal?.url).toBe("https://www.ponteencarrera.pe");
  });
});
