import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { QUESTION_SETS } from "@shared/content/question-bank";
import type { HollandType } from "@shared/content/types";
import type { AgeRange, EducationLevel } from "@shared/assessment/constants";
import type { CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import type { Assessment } from "@shared/schema/index";
import { choicesForScores } from "../careers/simulation.model";
import { loadReportFonts } from "../../lib/fonts";
import { buildReport, type ReportData } from "./report.model";
import { renderReportPdf } from "./report.pdf";

const company = {
  name: "QuéEstudiar",
  address: "Av. Winston Churchill 1099, Santo Domingo",
  supportEmail: "soporte@queestudiar.com",
  supportPhone: "+1 809 555 0100",
  supportHours: { es: "lunes a viernes, 9:00 a 18:00", en: "Monday to Friday, 9 am to 6 pm" },
};

interface Reader {
  scores: Record<HollandType, number>;
  age: AgeRange;
  education: EducationLevel;
  country: CountryCode;
  currentlyStudying?: boolean | null;
}

/** An assessment whose stored answers give exactly these scores. */
function assessmentOf(reader: Reader): Assessment {
  const responses = choicesForScores(reader.scores).map((c, i) => {
    const set = QUESTION_SETS[i]!;
    return {
      questionSet: set.id,
      liked: set.activities.find((a) => a.type === c.liked)!.id,
      disliked: set.activities.find((a) => a.type === c.disliked)!.id,
    };
  });
  return {
    id: "AAAAAAAAAAAAAAAAAAAAAA",
    submissionId: null,
    userId: null,
    fullName: "Valeria Gómez",
    email: "valeria@example.com",
    age: reader.age,
    education: reader.education,
    country: reader.country,
    language: "es",
    isPrepaid: false,
    responses,
    scores: reader.scores,
    hollandCode: "",
    isPaid: true,
    paidAt: new Date("2026-11-20T12:00:00Z"),
    createdAt: new Date("2026-11-20T12:00:00Z"),
    completedAt: new Date("2026-11-20T12:00:00Z"),
    ...(reader.currentlyStudying !== undefined ? { currentlyStudying: reader.currentlyStudying } : {}),
  } as Assessment;
}

async function render(reader: Reader, lang: Lang): Promise<{ data: ReportData; text: string; pages: string[] }> {
  const data = buildReport(assessmentOf(reader), {
    lang,
    company,
    publicUrl: "https://queestudiar.com",
    now: new Date("2026-11-20T12:00:00Z"),
  });
  const pdf = await renderReportPdf(data, loadReportFonts());
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    const pages = result.pages.map((p) => p.text.replace(/\s+/g, " "));
    return { data, text: pages.join(" "), pages };
  } finally {
    await parser.destroy();
  }
}

const schoolStudent: Reader = {
  scores: { R: 7, I: 7, A: -3, S: -6, E: -6, C: 1 },
  age: "15-18",
  education: "secundaria",
  country: "DO",
};
const graduate: Reader = {
  scores: { R: -3, I: -4, A: -8, S: 0, E: 8, C: 7 },
  age: "19-24",
  education: "universitario",
  country: "US",
  currentlyStudying: false,
};
const adult: Reader = {
  scores: { R: -6, I: 2, A: 5, S: 8, E: 0, C: -9 },
  age: "46+",
  education: "posgrado",
  country: "CU",
};
const flat: Reader = {
  scores: { R: 2, I: 1, A: 0, S: 1, E: -2, C: -2 },
  age: "15-18",
  education: "secundaria",
  country: "MX",
};

/** What the first release printed and a reader cannot defend: percentages of fit and unexplained indices. */
function expectNoJargon(text: string) {
  expect(text).not.toMatch(/\d+\s?%\s*(de afinidad|fit)/i);
  expect(text).not.toMatch(/Afinidad \d+/);
  expect(text).not.toMatch(/Iachan/);
  expect(text).not.toMatch(/Índice de Holland|Holland index/);
}

describe("the report's guidance, read as a PDF", () => {
  it("a school student (es): university and technical routes side by side, bands, reasons from their answers, a longer list", async () => {
    const { data, text } = await render(schoolStudent, "es");
    expectNoJargon(text);
    // the lengths of the careers a reader in the Dominican Republic is shown (medicine's 6-7 years included)
    expect(text).toContain(
      "te mostramos carreras universitarias (de 4 a 7 años) y técnicas o tecnológicas (de 1 a 4 años) lado a lado",
    );
    expect(new Set(data.careers.map((c) => c.kind))).toEqual(
      new Set(["Carrera universitaria", "Carrera técnica o tecnológica"]),
    );
    expect(data.guidance.ranked.length).toBeGreaterThanOrEqual(10);
    expect(text).toContain("Tu lista ampliada");
    for (const c of data.careers) {
      expect(["Afinidad alta", "Afinidad media", "Para explorar"]).toContain(c.bandLabel);
      // the liked activities that point to this career (or to its types), and the work it leads to
      expect(c.reason).toMatch(/^En el test elegiste como favoritas (actividades como )?«/);
      expect(c.reason).toMatch(/Lleva a trabajos como: /);
      expect(text).toContain(c.name);
    }
    expect(data.careers.some((c) => c.bandLabel === "Afinidad alta")).toBe(true);
    // never the same paragraph for two careers
    expect(new Set(data.careers.map((c) => c.reason)).size).toBe(data.careers.length);
    expect(text).toContain("Orden de tus tipos: R/I, luego C");
  }, 30_000);

  it("the same school student (en) reads the same in US English", async () => {
    const { data, text } = await render(schoolStudent, "en");
    expectNoJargon(text);
    expect(text).toContain(
      "we show university degrees (4 to 7 years) and technical programs (1 to 4 years) side by side",
    );
    for (const c of data.careers) expect(["High match", "Medium match", "Worth exploring"]).toContain(c.bandLabel);
    expect(text).toContain("Your types in order: R/I, then C");
  }, 30_000);

  it("a 24-year-old graduate is offered postgraduate routes first, said so in words (es and en)", async () => {
    const es = await render(graduate, "es");
    expectNoJargon(es.text);
    expect(es.text).toContain("Ya tienes un título universitario: primero van los posgrados");
    expect(es.data.careers[0]!.kind).toBe("Posgrado (especialización o maestría)");
    expect(es.data.careers.map((c) => c.id)).not.toContain("programming-technician");
    const en = await render(graduate, "en");
    expect(en.text).toContain("You already hold a university degree: graduate programs open to graduates");
    expect(en.data.careers[0]!.kind).toBe("Graduate program (certificate or master's)");
    expect(en.text).toContain("For people who already hold a degree: 1-2 years.");
  }, 60_000);

  it("a 46+ adult with a postgraduate degree in Cuba: no 4-year program leads without a word on it", async () => {
    const { data, text } = await render(adult, "es");
    expectNoJargon(text);
    expect(text).toContain("Cuba");
    const first = data.careers[0]!;
    expect(first.kind).not.toBe("Carrera universitaria");
    for (const c of data.careers) {
      if (c.kind === "Segunda carrera universitaria") expect(text).toContain(c.routeNote);
    }
    const en = await render(adult, "en");
    expect(en.data.careers[0]!.kind).not.toBe("University degree");
  }, 60_000);

  it("a flat profile gets areas to explore and no confident band", async () => {
    const { data, text } = await render(flat, "es");
    expect(text).toContain("ÁREAS PARA EXPLORAR");
    // a profile this even, with types liked on some screens and disliked on others, says what it cannot tell
    expect(text).toMatch(
      /Tus respuestas no marcan un tipo claramente por encima de los demás|Tus respuestas no muestran un patrón claro/,
    );
    expect(text).not.toMatch(/bien definido|muy coherentes/);
    expect(data.careers.every((c) => c.bandLabel === "Para explorar")).toBe(true);
    expect(text).not.toContain("Afinidad alta");
    expect(text).toContain("3 carreras para explorar");
    expect(text).not.toContain("Tus 3 carreras recomendadas");
  }, 30_000);

  it("a straight-liner (likes R, dislikes I on all 15 screens) is told what the answers cannot tell: no 'bien definido', no 'muy coherentes', no 'alta'", async () => {
    const straight: Reader = {
      scores: { R: 15, I: -15, A: 0, S: 0, E: 0, C: 0 },
      age: "15-18",
      education: "secundaria",
      country: "MX",
    };
    for (const lang of ["es", "en"] as const) {
      const { data, text } = await render(straight, lang);
      expect(data.guidance.mode).toBe("explore");
      expect(
        text.match(
          /.{60}(bien definido|muy coherentes|Afinidad alta|well defined|very consistent|High match).{20}/,
        )?.[0],
      ).toBeUndefined();
      expect(text).toContain(lang === "es" ? "en casi todas las pantallas" : "on almost every screen");
      // the report speaks of itself as the reader holds it: it shows areas to explore, not "would show"
      expect(text).toContain(
        lang === "es" ? "este reporte te muestra áreas para explorar" : "this report shows you areas to explore",
      );
      expect(text).not.toMatch(/te mostraría|would show you/);
      // the types page does not present R, C and E as "your code" when nothing tells C and E from A and S
      expect(text).toContain(lang === "es" ? "no forman un código claro" : "do not make a clear code");
      expect(data.careers.every((c) => c.band === "explore")).toBe(true);
    }
  }, 60_000);

  it("the method page states the calibration and the simulated retest agreement; the family page is one page, last", async () => {
    const { pages, text } = await render(schoolStudent, "es");
    expect(text).toContain("Cómo calculamos tus resultados");
    // numbers as the reader's country writes them: a Dominican reader reads "67.4%", not "67,4 %"
    expect(text).toMatch(/solo el \d+(\.\d)?% de ellas vería «afinidad alta»/);
    expect(text).toMatch(
      /el primer tipo se repite en el \d+(\.\d)?% de los casos y la primera carrera en el \d+(\.\d)?%/,
    );
    const last = pages[pages.length - 1]!;
    expect(last).toContain("Para tu familia");
    expect(last).toContain("Tres opciones para conversar");
    expect(last).toContain("Qué hacer juntos");
    expect(pages.filter((p) => p.includes("Qué hacer juntos")).length).toBe(1);
    const en = await render(schoolStudent, "en");
    expect(en.pages[en.pages.length - 1]).toContain("For your family");
    expect(en.text).toMatch(/only \d+(\.\d)?% of them would see "high match"/);
  }, 60_000);
});
