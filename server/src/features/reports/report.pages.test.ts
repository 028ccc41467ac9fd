import { describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import type { Lang } from "@shared/i18n/lang";
import type { Assessment, StoredResponse } from "@shared/schema/index";
import { PERSONAS, type Persona } from "../../../../scripts/eval-guidance/personas";
import { responsesOf } from "../../../../scripts/eval-guidance";
import { loadReportFonts } from "../../lib/fonts";
import { buildReport } from "./report.model";
import { renderReportPdf } from "./report.pdf";

/**
 * The report's pages as a reader turns them: no page is nearly blank, holding a lone line that did
 * not fit on the page before ("Lista oficial: … MESCyT", the last row of a table, the end of an
 * institution's entry). Rendered for evaluation personas of many countries, stages and profiles, in
 * both languages; each page's text is read back from the PDF.
 */

const company = {
  name: "QuéEstudiar",
  address: "Av. Winston Churchill 1099, Santo Domingo",
  supportEmail: "soporte@queestudiar.com",
  supportPhone: "+1 809 555 0100",
  supportHours: { es: "lunes a viernes, 9:00 a 18:00", en: "Monday to Friday, 9 am to 6 pm" },
};

function assessmentOf(p: Persona, responses: StoredResponse[]): Assessment {
  const at = new Date("2026-11-20T12:00:00Z");
  return {
    id: "AAAAAAAAAAAAAAAAAAAAAA",
    submissionId: null,
    userId: null,
    fullName: "Paola Ríos",
    email: "reader@example.com",
    age: p.age,
    education: p.education,
    country: p.country,
    language: "es",
    isPrepaid: false,
    responses,
    scores: {},
    hollandCode: "",
    isPaid: true,
    paidAt: at,
    createdAt: at,
    completedAt: at,
    currentlyStudying: p.currentlyStudying,
  } as unknown as Assessment;
}

/** The lines of each page, without its running head (the kicker and the title) and its footer (three lines). */
async function bodyLinesPerPage(pdf: Buffer): Promise<string[][]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { pages } = await parser.getText();
    return pages.map(({ text }) => {
      const lines = text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      const body = lines.slice(0, -3);
      // a content page opens with its kicker ("Q U É E S T U D I A R · 2 / 3") and its title
      return /^(Q U É|P A R A|F O R)/.test(body[0] ?? "") ? body.slice(2) : body;
    });
  } finally {
    await parser.destroy();
  }
}

/** At least this many lines of text on every page, beside its head and footer. */
const MIN_LINES = 4;

// Every other persona, alternating the language: all the countries, stages and profile shapes.
const CASES = PERSONAS.flatMap((p, i) => (i % 2 === 0 ? [{ p, lang: (i % 4 === 0 ? "es" : "en") as Lang }] : []));

describe("the report's pages", () => {
  it.each(CASES.map(({ p, lang }) => [`${p.id} (${lang}, ${p.country})`, p, lang] as const))(
    "when the report of %s is printed, then no page holds only a line or two",
    async (_name, p, lang) => {
      const data = buildReport(assessmentOf(p, responsesOf(p).responses), {
        lang,
        company,
        publicUrl: "https://queestudiar.com",
        now: new Date("2026-11-20T12:00:00Z"),
      });
      const pages = await bodyLinesPerPage(await renderReportPdf(data, loadReportFonts()));
      const thin = pages
        .map((lines, index) => ({ page: index + 1, lines }))
        .filter(({ lines }) => lines.length < MIN_LINES)
        .map(({ page, lines }) => `page ${page}: ${JSON.stringify(lines)}`);
      expect(thin).toEqual([]);
    },
    30_000,
  );
});

describe("the compare page", () => {
  it.each([
    ["ic-analyst-graduate", "CL", "en"],
    ["is-psychology-teen", "ES", "es"],
  ] as const)(
    "when the side-by-side view of %s (%s, %s) runs onto a second page, that page names the three careers again",
    async (id, country, lang) => {
      const p = PERSONAS.find((x) => x.id === id)!;
      const data = buildReport(assessmentOf({ ...p, country }, responsesOf(p).responses), {
        lang,
        company,
        publicUrl: "https://queestudiar.com",
        now: new Date("2026-11-20T12:00:00Z"),
      });
      const title = lang === "es" ? "Compara carreras lado a lado" : "Compare careers side by side";
      const parser = new PDFParse({ data: new Uint8Array(await renderReportPdf(data, loadReportFonts())) });
      try {
        const { pages } = await parser.getText();
        // the cover lists the sections by title
        const compare = pages.slice(1).filter(({ text }) => text.includes(title));
        expect(compare.length).toBeGreaterThan(1);
        const flat = (s: string) => s.replace(/\s+/g, " ");
        for (const page of compare)
          for (const career of data.careers.slice(0, 3)) expect(flat(page.text)).toContain(flat(career.name));
      } finally {
        await parser.destroy();
      }
    },
    30_000,
  );
});
