import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { catalog } from "../i18n/catalog";
import { CAREER_TRACKS } from "./career-paths";
import { CAREERS } from "./careers";
import { HOLLAND_TYPE_INFO } from "./holland-types";
import { STUDY_SYSTEMS } from "./study-systems";

/**
 * No number without a source (DECISIONS 36): a currency amount or a percentage the product shows is
 * either a figure of a data row that carries its source, or copy about the product itself listed in
 * ALLOWED below with the reason.
 *
 * What is scanned: the whole message catalog in both languages (the SPA, API answers, emails, the
 * report and PDF texts, the study plan), every text of the career-path explorer, the content that
 * carries no source of its own (careers, Holland types, study systems), and the string literals of
 * the code that writes the report, the PDF and the explorer.
 *
 * What is a figure: an amount with a currency (USD 450, US$ 900, $0, € 30, RD$ 1.199, 1.200 euros,
 * 300 dólares, MXN 5000…) or a percentage (48 %, +11%, 60 por ciento, 10 percent).
 *
 * What is not scanned, because the row is its reference: a scholarship (its official page, the body
 * that publishes it and the date it was checked), a program of the where-to-study catalog (its
 * DataSource), an outcome figure (its DataSource: shared/content/outcomes, checked by its own
 * provenance test), a published tuition of Colombia's programs (shared/content/costs-co.generated.ts,
 * each figure with its SNIES DataSource and export, checked by shared/content/costs-co.test.ts; the
 * catalog's cost texts hold only placeholders, "mediana {median}"). A placeholder ("{percent}%") is
 * not a figure: the number comes from the product's own price settings.
 *
 * An entry of ALLOWED that no longer matches anything fails too, so the list cannot go stale.
 */
const ALLOWED: { where: string; figure: string; why: string }[] = [
  {
    where: "catalog.es:selection.secure",
    figure: "100%",
    why: "A figure of speech about the payment page (card details are never stored), not a statistic.",
  },
  {
    where: "catalog.en:selection.secure",
    figure: "100%",
    why: "A figure of speech about the payment page (card details are never stored), not a statistic.",
  },
  { where: "catalog.es:subscription.freePrice", figure: "$0", why: "The price of the product's own free plan." },
  { where: "catalog.en:subscription.freePrice", figure: "$0", why: "The price of the product's own free plan." },
];

const CURRENCY =
  /(?:\b(?:USD|EUR|MXN|COP|CLP|PEN|DOP|ARS|BRL|CAD)|US\$|RD\$|S\/|€|\$)\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|(?:USD|EUR|dólares|dollars|euros|pesos|soles)\b)/giu;
const PERCENT = /[+-]?\d[\d.,]*\s?(?:%|por ?ciento\b|percent\b)/giu;

/** The figures in a text, as written ("USD 450", "+11%"). */
export function figuresIn(text: string): string[] {
  return [...(text.match(CURRENCY) ?? []), ...(text.match(PERCENT) ?? [])].map((f) => f.trim());
}

/** A source's address is a reference, not text a reader takes as a figure ("…/opinion/s/2022" is no sum in soles). */
const isAddress = (text: string) => /^https?:\/\/\S+$/.test(text);

function allStrings(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === "string") return isAddress(value) ? [] : [{ where, text: value }];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    allStrings(child, `${where}.${key}`),
  );
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The code that writes the report, the PDF and the explorer (tests excluded). */
const CODE_DIRS = [
  "server/src/features/reports",
  "server/src/features/career-paths",
  "client/src/features/career-paths",
  "client/src/features/career-compare",
];

function codeLiterals(): { where: string; text: string }[] {
  const files = CODE_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => path.join(dir, f)),
  );
  return files.flatMap((file) => {
    const source = fs.readFileSync(path.join(ROOT, file), "utf8");
    const literals = source.match(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g) ?? [];
    return literals.map((text) => ({ where: `code:${file}`, text }));
  });
}

function scannedTexts(): { where: string; text: string }[] {
  return [
    ...Object.entries(catalog.es).map(([key, text]) => ({ where: `catalog.es:${key}`, text })),
    ...Object.entries(catalog.en).map(([key, text]) => ({ where: `catalog.en:${key}`, text })),
    ...allStrings(CAREER_TRACKS, "careerTracks"),
    ...allStrings(CAREERS, "careers"),
    ...allStrings(HOLLAND_TYPE_INFO, "hollandTypes"),
    ...allStrings(STUDY_SYSTEMS, "studySystems"),
    ...codeLiterals(),
  ];
}

describe("no number without a source (DECISIONS 36)", () => {
  it("finds the figures a reader takes as facts, and not placeholders or durations", () => {
    expect(figuresIn("USD 450 - 900 al mes (recién egresados)")).toEqual(["USD 450"]);
    expect(figuresIn("crecimiento +48%")).toEqual(["+48%"]);
    expect(figuresIn("RD$ 1,199.40 o 1.200 euros")).toEqual(["RD$ 1,199.40", "1.200 euros"]);
    expect(figuresIn("un 60 por ciento de los hogares")).toEqual(["60 por ciento"]);
    expect(figuresIn("Cuesta $0; 12 % menos")).toEqual(["$0", "12 %"]);
    expect(figuresIn("Incluye {percent}% de descuento; 4 años; 2 a 3 años; USD")).toEqual([]);
  });

  it("no text of the catalog, the explorer, the unsourced content or the report's code shows an unsourced amount or percentage", () => {
    const found = scannedTexts().flatMap(({ where, text }) => figuresIn(text).map((figure) => ({ where, figure })));
    const allowed = (f: { where: string; figure: string }) =>
      ALLOWED.some((a) => a.where === f.where && a.figure === f.figure);
    expect(found.filter((f) => !allowed(f))).toEqual([]);
    const stale = ALLOWED.filter((a) => !found.some((f) => f.where === a.where && f.figure === a.figure));
    expect(stale).toEqual([]);
  });

  it("every allowance says why", () => {
    for (const entry of ALLOWED) expect(entry.why.length).toBeGreaterThan(20);
  });
});
