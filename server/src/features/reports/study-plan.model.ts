import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import type { EntranceExam } from "@shared/content/study-systems";
import type { Field, HollandType, ProgramLevel } from "@shared/content/types";
import { countryInSentence, type CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import { plan as studyPlan } from "@shared/i18n/messages/plan";
import { forReader } from "@shared/i18n/spain";
import type { AgeRange, EducationLevel } from "@shared/validators/assessment";
import { fillPlaceholders } from "@shared/i18n/define";
import { examsFor, recognitionFor, registriesFor } from "./study-system.model";

/**
 * The study plan of the paid report: four horizons (30 days, 3 months, 6 months, one year) of
 * concrete actions, plus a few closing steps. Pure: the caller passes the top careers (in the
 * report's order; this module never re-ranks them), the institutions and scholarships already
 * chosen for the person, all in the person's language; this module only picks and fills texts from
 * the `plan.*` slice of the catalog.
 *
 * The plan is keyed to the top career (its subjects, the school subjects of its field, a project in
 * its field, auditions for arts careers), to the level of the route the report recommends for it
 * (technical, bachelor or graduate) and the country: the entrance exams of that level and the
 * official lists of its programs, both from the study systems (study-system.model.ts), and to the
 * stage:
 * - "school": secundaria at 15-24. Finishing school and choosing a first program: the country's
 *   admission test, school subjects to reinforce, open days, costs talked over with the family.
 * - "student": técnico or universitario and studying now (or, unanswered, at 15-24). Confirm the
 *   program, switch in time (transfers, credits) or specialize (electives, internships).
 * - "graduate": posgrado at any age, or universitario and not studying (or, unanswered, at 25+).
 *   Next step, postgraduate study or career change, with shorter routes before a second degree;
 *   from 36 on the plan is written for someone changing careers with experience behind them.
 * - "adult": secundaria at 25+, or técnico and not studying (or, unanswered, at 25+). Returning to
 *   study: flexible (evening, weekend, online) programs, recognition of prior learning, technical
 *   or short programs first.
 * From 36 on nothing entry-level is asked of the reader (no "apply for three jobs", no internship,
 * no "first CV"). A reader in Spain reads Spain's usual terms (grado, FP, instituto...).
 */
export type StudyStage = "school" | "student" | "graduate" | "adult";
export type HorizonKey = "days30" | "months3" | "months6" | "year1";

export interface StudyPlanCareer {
  name: string;
  subjects: string[];
  work: string[];
  level: "university" | "technical";
  field: Field;
}

export interface StudyPlanInput {
  /** e.g. "SIA" */
  hollandCode: string;
  primaryType: HollandType;
  /** The top 3 careers, best first, already in the person's language. */
  careers: StudyPlanCareer[];
  age: AgeRange;
  education: EducationLevel;
  /** The optional "¿Estudias actualmente?" answer; null when not answered. */
  currentlyStudying: boolean | null;
  country: CountryCode;
  /**
   * The level of the route the report recommends for the top career (levelOfRoute of its route).
   * When absent: technical for a technical career, graduate at the graduate stage, else bachelor.
   */
  routeLevel?: ProgramLevel;
  /** Institutions in the person's country (or region) teaching the top career(s); may be empty. */
  universities: string[];
  /** Scholarships that fit; may be empty. */
  scholarships: string[];
  /** Flat profile: advise exploring more widely. */
  undifferentiated: boolean;
}

export interface StudyPlanHorizon {
  key: HorizonKey;
  title: string;
  items: string[];
}

export interface StudyPlan {
  stage: StudyStage;
  /** One line naming who this plan is for. */
  stageLabel: string;
  /** 1-2 sentences. */
  intro: string;
  /** Exactly 4, in the order days30, months3, months6, year1; 3-5 items each. */
  horizons: StudyPlanHorizon[];
  /** 3-5 short closing actions. */
  nextSteps: string[];
}

export const HORIZON_KEYS: readonly HorizonKey[] = ["days30", "months3", "months6", "year1"];

const MAX_UNIVERSITIES = 3;
const MAX_SCHOLARSHIPS = 2;
const MAX_SUBJECTS = 3;
const MAX_WORK = 2;

type PlanKey = keyof typeof studyPlan.es;
type Params = Record<string, string | number>;

/**
 * Local stand-in for `translate` while the slice is not registered in the catalog: same
 * behaviour (Spanish fallback, unknown placeholders left visible), typed on this slice's keys.
 */
function tr(lang: Lang, key: PlanKey, params?: Params): string {
  const template = studyPlan[lang][key] ?? studyPlan.es[key] ?? key;
  return fillPlaceholders(template, params);
}

/** The stage rules documented at the top of this file. */
export function studyStage(
  age: AgeRange,
  education: EducationLevel,
  currentlyStudying: boolean | null = null,
): StudyStage {
  const young = age === "15-18" || age === "19-24";
  if (education === "posgrado") return "graduate";
  if (education === "secundaria") return young ? "school" : "adult";
  const studying = currentlyStudying ?? young;
  if (studying) return "student";
  return education === "universitario" ? "graduate" : "adult";
}

// ---- list wording ---------------------------------------------------------------------------

/**
 * "A, B y C" / "A, B and C" (no serial comma, as in the rest of the catalog). In Spanish "y"
 * becomes "e" before an /i/ sound ("Maestra e Instituto") and "o" becomes "u" before an /o/.
 */
function joinList(lang: Lang, items: string[], conjunction: "and" | "or"): string {
  if (items.length <= 1) return items[0] ?? "";
  const head = items.slice(0, -1).join(", ");
  const last = items[items.length - 1] ?? "";
  let word: string;
  if (lang === "en") word = conjunction;
  else if (conjunction === "and") word = /^h?[ií](?![aeiouáéíóú])/i.test(last) ? "e" : "y";
  else word = /^h?[oó]/i.test(last) ? "u" : "o";
  return `${head} ${word} ${last}`;
}

/** Names of courses are quoted: they often contain "y"/"and" themselves. */
function quote(text: string): string {
  return `“${text}”`;
}

/** Kinds of work read inside a sentence: lower-case first letter unless it is an acronym ("UX design"). */
function inSentence(text: string): string {
  const second = text.charAt(1);
  return second && second === second.toLowerCase() ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function clean(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    if (item && !seen.has(item)) {
      seen.add(item);
      out.push(item);
    }
  }
  return out;
}

// ---- the plan ------------------------------------------------------------------------------

interface Context {
  lang: Lang;
  stage: StudyStage;
  params: Params;
  tech: boolean;
  hasUnis: boolean;
  hasGrants: boolean;
  severalCareers: boolean;
  primary: HollandType;
  field: Field;
  /** The level of the recommended route. */
  level: ProgramLevel;
  /** What admission at that level takes in the reader's country: named tests, each institution's own, none; unknown outside the table. */
  exam: "test" | "own" | "none" | "unknown";
  /** A named test of that level one can practise for with a timed mock (not a ranking or a registration system). */
  hasMockExam: boolean;
  /** The official lists of that level are known (every country of the table). */
  hasRegistries: boolean;
  /** The country's official ways to have experience recognised are known (study-systems.ts `recognition`). */
  hasRecognition: boolean;
  /** Unsure whether a university-level reader still studies. */
  unsure: boolean;
  /** 15 to 24. */
  young: boolean;
  /** 36 or older. */
  older: boolean;
}

type Item = PlanKey | false;

export function buildStudyPlan(input: StudyPlanInput, lang: Lang): StudyPlan {
  const stage = studyStage(input.age, input.education, input.currentlyStudying);
  const careers = input.careers.filter((career) => career.name.trim());
  const top = careers[0];
  const universities = clean(input.universities).slice(0, MAX_UNIVERSITIES);
  const scholarships = clean(input.scholarships).slice(0, MAX_SCHOLARSHIPS);
  const subjects = clean(top?.subjects ?? [])
    .slice(0, MAX_SUBJECTS)
    .map(quote);
  const work = clean(top?.work ?? [])
    .slice(0, MAX_WORK)
    .map(inSentence);
  const career = top?.name.trim() ?? tr(lang, "plan.fallback.career");
  const field = top?.field ?? "technical";
  const level: ProgramLevel =
    input.routeLevel ?? (top?.level === "technical" ? "technical" : stage === "graduate" ? "graduate" : "bachelor");
  const exams = examsFor(input.country, level);
  const named = exams.filter((exam): exam is Extract<EntranceExam, { kind: "test" }> => exam.kind === "test");
  const mock = named.filter((exam) => !NOT_SAT.has(exam.source));
  const registries = registriesFor(input.country, level).map((registry) => registry.name);
  const recognition = recognitionFor(input.country).map((entry) => entry.inSentence[lang]);

  const params: Params = {
    code: input.hollandCode.trim().toUpperCase(),
    typeName: HOLLAND_TYPE_INFO[input.primaryType].name[lang],
    career,
    careers:
      careers.length > 0
        ? joinList(
            lang,
            careers.map((c) => c.name.trim()),
            "and",
          )
        : career,
    altCareer: careers[1]?.name.trim() ?? "",
    subjects: subjects.length > 0 ? joinList(lang, subjects, "and") : tr(lang, "plan.fallback.subjects"),
    subject: subjects[0] ?? tr(lang, "plan.fallback.subjects"),
    work: work.length > 0 ? joinList(lang, work, "or") : tr(lang, "plan.fallback.work"),
    universities: joinList(lang, universities, "and"),
    scholarships: joinList(lang, scholarships, "and"),
    country: countryInSentence(input.country, lang),
    schoolSubjects: tr(lang, `plan.schoolSubjects.${field}`),
    exams: joinList(
      lang,
      named.map((exam) => nameInSentence(exam.name[lang])),
      "or",
    ),
    mockExams: joinList(
      lang,
      mock.map((exam) => nameInSentence(shortName(exam.name[lang]))),
      "or",
    ),
    // What the table says about the named tests (the first one's note: who asks for it) and about
    // the institutions that set their own admission or need no exam.
    examNote: clean([
      ...named.slice(0, 1).map((exam) => exam.note[lang]),
      ...exams.filter((exam) => exam.kind !== "test").map((exam) => exam.note[lang]),
    ]).join(" "),
    registries: joinList(lang, registries, "or"),
    recognition: joinList(lang, recognition, "and"),
  };

  const ctx: Context = {
    lang,
    stage,
    params,
    tech: level === "technical",
    level,
    exam:
      exams.length === 0 ? "unknown" : named.length > 0 ? "test" : exams.some((e) => e.kind === "own") ? "own" : "none",
    hasMockExam: mock.length > 0,
    hasRegistries: registries.length > 0,
    hasRecognition: recognition.length > 0,
    hasUnis: universities.length > 0,
    hasGrants: scholarships.length > 0,
    severalCareers: careers.length > 1,
    primary: input.primaryType,
    field,
    unsure: input.currentlyStudying === null,
    young: input.age === "15-18" || input.age === "19-24",
    older: input.age === "36-45" || input.age === "46+",
  };

  const plan = ITEMS[stage](ctx, input);
  const local = (text: string) => forReader(text, lang, input.country);
  const render = (keys: Item[]) =>
    keys.filter((key): key is PlanKey => key !== false).map((key) => local(tr(lang, key, params).trim()));

  return {
    stage,
    stageLabel: local(tr(lang, `plan.stage.${stage}`)),
    intro: local(tr(lang, introKey(ctx), params)),
    horizons: HORIZON_KEYS.map((key) => ({
      key,
      title: local(tr(lang, `plan.horizon.${key}`)),
      items: render([
        ...(key === "days30" && input.undifferentiated ? ["plan.undifferentiated" as const] : []),
        ...plan[key],
      ]),
    })),
    nextSteps: render(["plan.next.first", `plan.next.share.${stage}`, "plan.next.verify", "plan.next.review"]),
  };
}

/** Picks the wording for "institutions named / none" and "university / technical career". */
function variant<K extends PlanKey>(ctx: Context, keys: { uni: [K, K]; tech: [K, K] }): K {
  const [withUnis, noUnis] = ctx.tech ? keys.tech : keys.uni;
  return ctx.hasUnis ? withUnis : noUnis;
}

function tryOf(ctx: Context): PlanKey {
  const age = ctx.stage === "school" || ctx.stage === "student" ? "young" : "adult";
  return `plan.type.${ctx.primary}.try.${age}`;
}

/** A project to show, in the top career's field. */
function projectOf(ctx: Context): PlanKey {
  return `plan.field.${ctx.field}.project`;
}

function introKey(ctx: Context): PlanKey {
  if (ctx.stage === "student" && ctx.unsure) return "plan.intro.student.unsure";
  if (ctx.stage === "graduate" && ctx.older) return "plan.intro.graduate.changer";
  return `plan.intro.${ctx.stage}`;
}

/**
 * Named "tests" of the table that are a ranking, a registration system or a school-leaving
 * qualification rather than an exam one sits (no timed mock of them): ATAR, Venezuela's national
 * admission system, the Abitur. By the table's source ids.
 */
const NOT_SAT: ReadonlySet<string> = new Set(["sys-au-uac", "sys-ve-opsu", "sys-de-hochschulstart"]);

const CONNECTORS = new Set(["de", "del", "la", "el", "a", "los", "las", "of", "the"]);

/**
 * An exam's name inside a sentence: a common-noun name loses its capital ("pruebas de ingreso a la
 * educación superior", "examen de admisión del TEC", "higher-education entrance exams"); proper names
 * and acronyms keep theirs ("Prueba de Aptitud Académica", "Saber 11", "PAES").
 */
function nameInSentence(name: string): string {
  const [first = "", ...rest] = name.split(" ");
  if (!/^[A-ZÁÉÍÓÚ][a-záéíóúñ-]+$/.test(first)) return name;
  const next = rest.find((word) => !CONNECTORS.has(word));
  return next && /^[a-záéíóúñ]/.test(next) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** The name without its gloss in parentheses ("PAES (Prueba de Acceso…)" -> "PAES"). */
function shortName(name: string): string {
  return name.split(" (")[0]!.trim();
}

/**
 * The admission line of the recommended route's level: its named tests, or what each institution
 * asks for, or that no exam is needed. At the graduate stage only graduate study has one (a second
 * degree or a short program is weighed by the other items). Outside the table: a generic line.
 */
function examOf(ctx: Context): Item {
  if (ctx.stage === "graduate") {
    if (ctx.level !== "graduate" || ctx.exam === "unknown") return false;
    return ctx.exam === "test" ? "plan.exam.graduate.test" : "plan.exam.graduate.own";
  }
  switch (ctx.exam) {
    case "test":
      return "plan.exam.test";
    case "own":
      return "plan.exam.own";
    case "none":
      return "plan.exam.none";
    case "unknown":
      if (!ctx.tech) return "plan.exam.other";
      return ctx.hasUnis ? "plan.school.admission.tech.withUnis" : "plan.school.admission.tech.noUnis";
  }
}

/** Check the chosen institution and program on the level's official list. */
function registryOf(ctx: Context): PlanKey {
  if (ctx.stage === "graduate") return ctx.hasRegistries ? "plan.registry.graduate" : "plan.registry.graduate.none";
  return ctx.hasRegistries ? "plan.registry" : "plan.registry.none";
}

type StageItems = Record<HorizonKey, Item[]>;

const ITEMS: Record<StudyStage, (ctx: Context, input: StudyPlanInput) => StageItems> = {
  school: (ctx) => ({
    days30: [
      variant(ctx, {
        uni: ["plan.school.curriculum.withUnis", "plan.school.curriculum.noUnis"],
        tech: ["plan.school.curriculum.tech.withUnis", "plan.school.curriculum.tech.noUnis"],
      }),
      examOf(ctx),
      "plan.school.talk",
      tryOf(ctx),
    ],
    months3: [
      variant(ctx, {
        uni: ["plan.school.openDay.withUnis", "plan.school.openDay.noUnis"],
        tech: ["plan.school.openDay.tech.withUnis", "plan.school.openDay.tech.noUnis"],
      }),
      "plan.school.reinforce",
      ctx.tech
        ? ctx.hasMockExam
          ? "plan.school.mockTest"
          : "plan.school.mockTest.tech"
        : ctx.field === "arts"
          ? "plan.school.audition"
          : ctx.hasMockExam
            ? "plan.school.mockTest"
            : "plan.school.mockTest.noExam",
      "plan.school.family",
    ],
    months6: [
      ctx.hasGrants ? "plan.school.grants.withGrants" : "plan.school.grants.noGrants",
      projectOf(ctx),
      ctx.severalCareers ? "plan.school.compare" : "plan.school.compare.single",
      registryOf(ctx),
      "plan.school.counselor",
    ],
    year1: [
      variant(ctx, {
        uni: ["plan.school.apply.withUnis", "plan.school.apply.noUnis"],
        tech: ["plan.school.apply.tech.withUnis", "plan.school.apply.tech.noUnis"],
      }),
      ctx.severalCareers ? "plan.school.planB" : "plan.school.planB.single",
      "plan.school.decide",
      "plan.school.prep",
    ],
  }),

  student: (ctx) => ({
    days30: [
      "plan.student.compare",
      ctx.tech ? "plan.student.advisor.tech" : "plan.student.advisor",
      "plan.student.talk",
      tryOf(ctx),
    ],
    months3: [
      "plan.student.elective",
      variant(ctx, {
        uni: ["plan.student.switch.withUnis", "plan.student.switch.noUnis"],
        tech: ["plan.student.switch.tech.withUnis", "plan.student.switch.tech.noUnis"],
      }),
      "plan.student.group",
      "plan.student.skills",
    ],
    months6: [
      "plan.student.internship",
      projectOf(ctx),
      ctx.hasGrants ? "plan.student.grants.withGrants" : "plan.student.grants.noGrants",
      "plan.student.decide",
    ],
    year1: [
      ctx.tech ? "plan.student.focus.tech" : "plan.student.focus",
      "plan.student.transfer",
      // A first CV is for the young; from 25 on the reader has experience to present.
      ctx.young ? "plan.student.cv" : "plan.adult.cv",
      ctx.tech ? "plan.student.next.tech" : "plan.student.next",
    ],
  }),

  graduate: (ctx) => ({
    days30: [
      "plan.graduate.audit",
      "plan.graduate.informational",
      variant(ctx, {
        uni: ["plan.graduate.programs.withUnis", "plan.graduate.programs.noUnis"],
        tech: ["plan.graduate.programs.tech.withUnis", "plan.graduate.programs.tech.noUnis"],
      }),
      tryOf(ctx),
    ],
    months3: [
      // A second long degree is a large commitment for someone who already holds one: say so.
      ctx.tech ? "plan.graduate.course" : "plan.graduate.level",
      variant(ctx, {
        uni: ["plan.graduate.infoSession.withUnis", "plan.graduate.infoSession.noUnis"],
        tech: ["plan.graduate.infoSession.tech.withUnis", "plan.graduate.infoSession.tech.noUnis"],
      }),
      examOf(ctx),
      "plan.graduate.network",
    ],
    months6: [
      ctx.hasGrants ? "plan.graduate.funding.withGrants" : "plan.graduate.funding.noGrants",
      "plan.graduate.sideProject",
      registryOf(ctx),
      "plan.graduate.mentor",
    ],
    year1: [
      ctx.tech ? "plan.graduate.enroll.tech" : "plan.graduate.enroll",
      "plan.graduate.cv",
      ctx.older ? "plan.graduate.apply.changer" : "plan.graduate.apply",
      "plan.graduate.review",
    ],
  }),

  adult: (ctx, input) => ({
    days30: [
      input.education === "secundaria" ? "plan.adult.papers.secundaria" : "plan.adult.papers.tecnico",
      "plan.adult.time",
      "plan.adult.talk",
      tryOf(ctx),
    ],
    months3: [
      variant(ctx, {
        uni: ["plan.adult.programs.withUnis", "plan.adult.programs.noUnis"],
        tech: ["plan.adult.programs.tech.withUnis", "plan.adult.programs.tech.noUnis"],
      }),
      // Technical or short programs first when the top career is a long university degree.
      !ctx.tech && "plan.adult.techFirst",
      ctx.hasRecognition ? "plan.adult.priorLearning.named" : "plan.adult.priorLearning",
      "plan.adult.course",
    ],
    months6: [
      ctx.hasGrants ? "plan.adult.funding.withGrants" : "plan.adult.funding.noGrants",
      projectOf(ctx),
      registryOf(ctx),
      "plan.adult.enroll",
      "plan.adult.routine",
    ],
    year1: [
      "plan.adult.progress",
      ctx.older ? "plan.adult.experience.changer" : "plan.adult.experience",
      "plan.adult.cv",
      ctx.tech ? "plan.adult.next.tech" : "plan.adult.next",
    ],
  }),
};
