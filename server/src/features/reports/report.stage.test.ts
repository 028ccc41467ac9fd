import { describe, expect, it } from "vitest";
import type { Assessment, StoredResponse } from "@shared/schema/index";
import type { Lang } from "@shared/i18n/lang";
import { PERSONAS, type Persona } from "../../../../scripts/eval-guidance/personas";
import { responsesOf } from "../../../../scripts/eval-guidance";
import { guidanceOf } from "../careers/guidance.service";
import { minYears, stageOf } from "../careers/stage.model";
import { pickTop } from "../careers/matching.model";
import { levelSpan, yearSpan } from "./route-duration.model";
import { loadReportFonts } from "../../lib/fonts";
import { pdfText } from "../../testing/pdf-text";
import { buildReport } from "./report.model";
import { renderReportPdf } from "./report.pdf";

/**
 * Stage first, said and done (DECISIONS 35): the report never contradicts its own stage sentence.
 * A graduate's careers are graduate or short routes unless the card says why; an adult of 36 or more
 * without a degree sees a four-year degree only with the reason.
 */
const company = {
  name: "QuéEstudiar",
  address: "Av. Winston Churchill 1099, Santo Domingo",
  supportEmail: "soporte@queestudiar.com",
  supportPhone: "+1 809 555 0100",
  supportHours: { es: "lunes a viernes, 9:00 a 18:00", en: "Monday to Friday, 9 am to 6 pm" },
};

function assessmentOf(p: Persona, responses: StoredResponse[]): Assessment {
  return {
    id: "AAAAAAAAAAAAAAAAAAAAAA",
    submissionId: null,
    userId: null,
    fullName: "Ana Reyes",
    email: "reader@example.com",
    age: p.age,
    education: p.education,
    country: p.country,
    language: p.lang ?? "es",
    isPrepaid: false,
    responses,
    scores: {},
    hollandCode: "",
    isPaid: true,
    paidAt: new Date("2026-11-20T12:00:00Z"),
    createdAt: new Date("2026-11-20T12:00:00Z"),
    completedAt: new Date("2026-11-20T12:00:00Z"),
    currentlyStudying: p.currentlyStudying,
  } as unknown as Assessment;
}

const REASON = { es: "aparece aquí porque", en: "appears here because" } as const;
const report = (a: Assessment, lang: Lang) =>
  buildReport(a, { lang, company, publicUrl: "https://queestudiar.com", now: new Date("2026-11-20T12:00:00Z") });

const adults = PERSONAS.filter((p) => p.expect !== "invalid");

describe("the report never contradicts its stage sentence", () => {
  it.each(["es", "en"] as const)(
    "(%s) graduates read graduate or short routes first, adults of 36+ without a degree shorter ones, and a longer route only with its reason",
    (lang) => {
      let checked = 0;
      for (const p of adults) {
        const a = assessmentOf(p, responsesOf(p).responses);
        const { guidance, person } = guidanceOf(a);
        if (guidance.reading.mode !== "careers") continue;
        const data = report(a, lang);
        const older = person.age === "36-45" || person.age === "46+";
        if (person.stage === "graduate") {
          checked++;
          guidance.top.forEach((m, i) => {
            const card = data.careers[i]!;
            if (m.route.route === "postgraduate" || m.route.route === "professional" || m.route.route === "short")
              return;
            expect(card.routeNote, `${p.id} ${m.career.id}`).toContain(REASON[lang]);
          });
        }
        if (person.stage === "no-degree" && older) {
          checked++;
          guidance.top.forEach((m, i) => {
            if (m.route.route !== "degree" || minYears(m.route.duration) < 4) return;
            expect(data.careers[i]!.routeNote, `${p.id} ${m.career.id}`).toContain(REASON[lang]);
          });
        }
      }
      expect(checked).toBeGreaterThanOrEqual(10);
    },
  );

  it.each(["es", "en"] as const)(
    "(%s) the rule for readers of 36 or more is said to them only: a younger reader without a degree or with technical training does not read it",
    (lang) => {
      const said = { es: "36 años o más", en: "36 or older" }[lang];
      const seen = { younger: 0, older: 0 };
      for (const p of adults) {
        const a = assessmentOf(p, responsesOf(p).responses);
        const { person } = guidanceOf(a);
        if (person.stage !== "no-degree" && person.stage !== "technical") continue;
        const older = person.age === "36-45" || person.age === "46+";
        const text = report(a, lang).guidance.stageText;
        expect(text.includes(said), `${p.id} (${person.age}, ${person.stage}): ${text}`).toBe(older);
        expect(text, p.id).not.toMatch(/a partir de los 36|from age 36 on/);
        seen[older ? "older" : "younger"]++;
      }
      expect(seen.younger).toBeGreaterThan(3);
      expect(seen.older).toBeGreaterThan(3);
    },
  );

  it("the longer list says why the three skip places when a tied first type took one, and only then", () => {
    let said = 0;
    let tiedWithoutSwap = 0;
    for (const p of adults) {
      const a = assessmentOf(p, responsesOf(p).responses);
      const { guidance, person } = guidanceOf(a);
      const tied = guidance.reading.groups[0]!;
      // what the ranking alone gives, without the co-primary rule
      const alone = pickTop(guidance.ranked, guidance.reading, person, 3, false);
      const placed = guidance.top.some((m) => !alone.includes(m));
      for (const lang of ["es", "en"] as const) {
        const text = report(a, lang).guidance.coPrimaryText;
        expect(text !== undefined, p.id).toBe(placed);
        if (text) expect(text, p.id).toContain(lang === "es" ? "empatados" : "tied");
      }
      if (placed) {
        said++;
        for (const letter of tied)
          expect(
            guidance.top.some((m) => m.code[0] === letter),
            p.id,
          ).toBe(true);
      } else if (guidance.reading.mode === "careers" && tied.length >= 2) tiedWithoutSwap++;
    }
    expect(said).toBeGreaterThan(1);
    // readers whose tied types the ranking already mixed read no such sentence
    expect(tiedWithoutSwap).toBeGreaterThan(1);
  });

  it("the longer list never puts a higher band below a lower one, marks the three careers in it, and keeps longer routes apart", () => {
    const order: Record<string, number> = {
      "Afinidad alta": 0,
      "Afinidad media": 1,
      "Para explorar": 2,
    };
    for (const p of PERSONAS) {
      const a = assessmentOf(p, responsesOf(p).responses);
      const data = report(a, "es");
      for (const rows of [data.guidance.ranked, data.guidance.later?.rows ?? []]) {
        const bands = rows.map((r) => order[r.band]!);
        expect(bands, p.id).toEqual([...bands].sort((x, y) => x - y));
      }
      const marked = [...data.guidance.ranked, ...(data.guidance.later?.rows ?? [])].filter((r) => r.inTop);
      expect(marked.length, p.id).toBe(data.careers.length);
    }
  });

  it("only a reader still at school is sent to a secondary-school diploma's technical track (CONALEP, perito)", () => {
    const SECONDARY_SCHOOL =
      /Profesional Técnico Bachiller|^Programa: Perito|CONALEP|Kinal|Escuela Nacional Central de Agricultura/;
    let technicalListed = 0;
    let schoolShown = 0;
    for (const p of adults) {
      for (const country of ["MX", "GT"] as const) {
        const reader = { ...p, country };
        const stage = stageOf(reader.age, reader.education, reader.currentlyStudying);
        const data = report(assessmentOf(reader, responsesOf(reader).responses), "es");
        const listed = data.careers.flatMap((c) => c.universities.map((u) => `${u.name} ${u.program}`));
        const secondary = listed.filter((row) => SECONDARY_SCHOOL.test(row));
        if (stage === "school") schoolShown += secondary.length;
        else expect(secondary, `${p.id} in ${country}`).toEqual([]);
        technicalListed += data.careers.filter(
          (c) => c.universities.length > 0 && /técnic|TSU/i.test(c.universities[0]!.program),
        ).length;
      }
    }
    expect(technicalListed).toBeGreaterThan(0);
    expect(schoolShown).toBeGreaterThan(0);
  });

  it("a school student in the United States or Puerto Rico is told medicine follows a bachelor's, with the years to the medical degree", () => {
    const teen = PERSONAS.find((p) => p.id === "is-health-teen-do")!;
    for (const [country, lang, words] of [
      ["US", "es", "licenciatura"],
      ["PR", "en", "bachelor's"],
      ["MX", "es", ""],
    ] as const) {
      const reader = { ...teen, country, lang };
      const medicine = report(assessmentOf(reader, responsesOf(reader).responses), lang).careers.find(
        (c) => c.id === "medicine",
      )!;
      expect(medicine, country).toBeDefined();
      if (words) {
        expect(medicine.duration).toBe(lang === "es" ? "8 años" : "8 years");
        expect(medicine.routeNote).toContain(words);
        expect(medicine.routeNote).toContain(medicine.duration);
      } else {
        // Mexico's medicine is entered from school: the card says only what practicing takes after it
        expect(medicine.routeNote).not.toMatch(/licenciatura|bachelor/);
        expect(medicine.routeNote).toContain("cédula profesional");
      }
    }
  });

  it("every profession entered after university study in the United States and Puerto Rico says so under its length, with the years that count it", () => {
    // medicine, law (JD), dentistry (DDS/DMD), pharmacy (PharmD), veterinary medicine (DVM)
    const AFTER_STUDY = new Set(["medicine", "law", "dentistry", "pharmacy", "veterinary-medicine"]);
    const seen = new Set<string>();
    for (const p of adults)
      for (const [country, lang, words] of [
        ["US", "en", "university study that comes first"],
        ["PR", "es", "estudios universitarios que van antes"],
      ] as const) {
        const reader = { ...p, country, lang };
        const a = assessmentOf(reader, responsesOf(reader).responses);
        const { guidance } = guidanceOf(a);
        if (guidance.reading.mode !== "careers") continue;
        for (const card of report(a, lang).careers) {
          const match = guidance.ranked.find((m) => m.career.id === card.id)!;
          if (!AFTER_STUDY.has(card.id) || match.route.route !== "degree") continue;
          seen.add(card.id);
          expect(card.routeNote, `${p.id} ${country} ${card.id}`).toContain(words);
          expect(card.routeNote, `${p.id} ${country} ${card.id}`).toContain(card.duration);
        }
      }
    // the personas' reports list most of these professions somewhere in the two countries
    expect([...seen].sort()).toEqual(expect.arrayContaining(["law", "medicine"]));
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  it("a graduate in the United States, Puerto Rico or Canada enters a profession's school with their degree: its own years, never a second bachelor's", () => {
    const US: Record<string, string> = {
      medicine: "4",
      law: "3",
      dentistry: "4",
      pharmacy: "3-4",
      "veterinary-medicine": "4",
    };
    const PROGRAMS: Record<"US" | "PR" | "CA", Record<string, string>> = {
      US,
      PR: US,
      CA: { medicine: "3-4", law: "3", dentistry: "4", "veterinary-medicine": "4" },
    };
    const PLACE = { US: "the United States", PR: "Puerto Rico", CA: "Canada" };
    let routes = 0;
    let cards = 0;
    for (const p of adults)
      for (const [country, lang] of [
        ["US", "en"],
        ["PR", "es"],
        ["CA", "en"],
      ] as const) {
        const PROGRAM = PROGRAMS[country];
        const reader = { ...p, country, lang };
        const a = assessmentOf(reader, responsesOf(reader).responses);
        const { guidance, person } = guidanceOf(a);
        if (person.stage !== "graduate" || guidance.reading.mode !== "careers") continue;
        for (const m of guidance.ranked.filter((x) => x.career.id in PROGRAM)) {
          routes++;
          expect(m.route.route, `${p.id} ${country} ${m.career.id}`).toBe("professional");
          // a professional school of four years or more, the length of a second bachelor's, comes after the
          // graduate programs and short routes at any age, said why; a 3-year JD does not
          expect(m.later, `${p.id} ${m.career.id}`).toBe(!PROGRAM[m.career.id]!.startsWith("3"));
          expect(m.route.duration[lang]).toBe(`${PROGRAM[m.career.id]} ${lang === "es" ? "años" : "years"}`);
        }
        for (const card of report(a, lang).careers.filter((c) => c.id in PROGRAM)) {
          cards++;
          expect(card.kind).toBe(
            lang === "es"
              ? "Escuela profesional (se entra con un título)"
              : "Professional school (entered with a degree)",
          );
          expect(card.routeNote).toContain(PLACE[country]);
          const match = guidance.ranked.find((m) => m.career.id === card.id)!;
          if (match.later) expect(card.routeNote).toContain(REASON[lang]);
          else expect(card.routeNote).not.toContain(REASON[lang]);
          // the professional schools are listed, as a school leaver's route to the same career lists them
          // (Puerto Rico has no veterinary school: its card names the nearest options instead)
          const named = card.universities.length + (card.universitiesAlternatives?.length ?? 0);
          expect(named, `${p.id} ${country} ${card.id}`).toBeGreaterThan(0);
          if (country === "US") expect(card.universities.length, `${p.id} ${card.id}`).toBeGreaterThan(0);
        }
      }
    expect(routes).toBeGreaterThan(10);
    expect(cards).toBeGreaterThan(0);
  });

  it("the lengths the stage sentence and the family page give hold every career the report lists, in the reader's country", () => {
    const LEVEL = {
      degree: "bachelor",
      "second-degree": "bachelor",
      technical: "technical",
      short: "technical",
      postgraduate: "graduate",
      professional: "graduate",
    } as const;
    const years = (text: string) => (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(",", ".")));
    let checked = 0;
    for (const p of PERSONAS) {
      for (const country of [p.country, "ES", "TT", "CO"] as const) {
        const a = assessmentOf({ ...p, country } as Persona, responsesOf(p).responses);
        const { guidance } = guidanceOf(a);
        const data = report(a, "es");
        // the family page gives every level's span
        const spans = {
          technical: levelSpan(country, "technical"),
          bachelor: levelSpan(country, "bachelor"),
          graduate: levelSpan(country, "graduate"),
        };
        for (const span of Object.values(spans))
          expect(data.guidance.parents.timeBody).toContain(yearSpan(span, "es", country));
        for (const m of guidance.ranked) {
          const [min, max] = spans[LEVEL[m.route.route]];
          for (const n of years(m.route.duration.es)) {
            expect(n, `${p.id} ${country} ${m.career.id} ${m.route.duration.es}`).toBeGreaterThanOrEqual(min);
            expect(n, `${p.id} ${country} ${m.career.id} ${m.route.duration.es}`).toBeLessThanOrEqual(max);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("the rendered PDF of a graduate and of a 46+ adult without a degree says the stage rule and keeps it", async () => {
    for (const id of ["se-ngo-graduate", "es-restaurant-changer"]) {
      const p = PERSONAS.find((x) => x.id === id)!;
      const a = assessmentOf(p, responsesOf(p).responses);
      const data = report(a, "es");
      const { text } = await pdfText(await renderReportPdf(data, loadReportFonts()));
      const flat = text.replace(/\s+/g, " ");
      expect(flat).toContain(data.guidance.stageText.slice(0, 60));
      const { guidance } = guidanceOf(a);
      guidance.top.forEach((m) => {
        if (m.later) expect(flat).toContain(REASON.es);
      });
      if (p.education === "universitario") expect(guidance.top[0]!.route.route).toMatch(/postgraduate|short/);
    }
  }, 60_000);
});
