import { describe, expect, it } from "vitest";
import { CAREERS } from "./careers";
import { CAREER_TRACKS } from "./career-paths";
import { HOLLAND_TYPE_INFO } from "./holland-types";
import { QUESTION_SETS } from "./question-bank";
import { SCHOLARSHIPS } from "./scholarships";
import { CATALOG } from "./programs/index";
import { PROGRAM_REGISTRIES } from "./program-registries";
import { STUDY_SYSTEMS } from "./study-systems";
import { catalog } from "../i18n/catalog";
import { COUNTRY_NAMES } from "../i18n/countries";
import { BRITISH_SPELLINGS, britishSpellingsIn } from "../i18n/british-spellings";

/** Every English text of a value: `en` fields of the content, or the strings themselves. */
function englishTexts(value: unknown, inEnglish = false): string[] {
  if (typeof value === "string") return inEnglish ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => englishTexts(item, inEnglish));
  if (value && typeof value === "object") {
    // The question bank names its activities in English in `name` (and in Spanish in `nameEs`).
    return Object.entries(value).flatMap(([key, item]) =>
      englishTexts(item, inEnglish || key === "en" || (key === "name" && "nameEs" in value)),
    );
  }
  return [];
}

describe("English is US English", () => {
  it("the word list catches the British spellings a US reader would notice, and not the US ones", () => {
    const british =
      "neighbouring fertiliser organise organisation centre colour favour behaviour programme licence catalogue analyse practise enrol travelled modelling labour defence offence cheque tyre grey judgement learnt whilst amongst";
    expect(britishSpellingsIn(british)).toHaveLength(british.split(" ").length);
    const american =
      "neighboring fertilizer organize organization center color favor behavior program license catalog analyze analyses practice enroll enrolled traveled modeling labor defense offense check tire gray judgment learned while among toward towards specialist canceled";
    expect(britishSpellingsIn(american)).toEqual([]);
  });

  it.each([
    ["careers", CAREERS],
    ["career paths", CAREER_TRACKS],
    ["Holland types", HOLLAND_TYPE_INFO],
    ["question bank", QUESTION_SETS],
    ["scholarships", SCHOLARSHIPS],
    ["program catalog", CATALOG],
    ["program registries", PROGRAM_REGISTRIES],
    ["study systems", STUDY_SYSTEMS],
    ["country names", COUNTRY_NAMES],
  ] as const)("the %s content has no British spellings", (_name, content) => {
    const offenders = englishTexts(content).filter((text) => BRITISH_SPELLINGS.test(text));
    expect(offenders).toEqual([]);
  });

  it("every English message of the catalog has no British spellings", () => {
    const offenders = Object.entries(catalog.en as Record<string, string>)
      .filter(([, text]) => BRITISH_SPELLINGS.test(text))
      .map(([key, text]) => `${key}: ${britishSpellingsIn(text).join(", ")}`);
    expect(offenders).toEqual([]);
  });
});
