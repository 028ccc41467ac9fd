import { describe, expect, it } from "vitest";
import { CAREERS } from "./careers";
import { CAREER_TRACKS } from "./career-paths";
import { HOLLAND_TYPE_INFO } from "./holland-types";
import { QUESTION_SETS } from "./question-bank";
import { SCHOLARSHIPS } from "./scholarships";
import { CATALOG } from "./programs/index";
import { catalog } from "../i18n/catalog";

/** British spellings a US reader would notice; the product's English is US English. */
const BRITISH =
  /\b(programmes?|centres?|colours?|behaviours?|labour|favourite|theatres?|licences?|defence|enrol|enrolments?|catalogues?|travell(?:ing|ed)|modell(?:ing|ed)|counsell(?:or|ors|ing)|organis(?:e|ed|es|ing|ation|ations)|specialis(?:e|ed|es|ing|ation)|recognis(?:e|ed|es|ing)|analys(?:e|ed|ing)|practis(?:e|ed|ing)|aluminium|jewellery|paediatric\w*|whilst|amongst)\b/i;

/** Every English text of a value: `en` fields of the content, or the strings themselves. */
function englishTexts(value: unknown, inEnglish = false): string[] {
  if (typeof value === "string") return inEnglish ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => englishTexts(item, inEnglish));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => englishTexts(item, inEnglish || key === "en"));
  }
  return [];
}

describe("English is US English", () => {
  it.each([
    ["careers", CAREERS],
    ["career paths", CAREER_TRACKS],
    ["Holland types", HOLLAND_TYPE_INFO],
    ["question bank", QUESTION_SETS],
    ["scholarships", SCHOLARSHIPS],
    ["program catalog", CATALOG],
  ] as const)("the %s content has no British spellings", (_name, content) => {
    const offenders = englishTexts(content).filter((text) => BRITISH.test(text));
    expect(offenders).toEqual([]);
  });

  it("the English message catalog has no British spellings", () => {
    const offenders = Object.entries(catalog.en as Record<string, string>).filter(([, text]) => BRITISH.test(text));
    expect(offenders).toEqual([]);
  });
});
