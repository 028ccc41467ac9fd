import { CAREERS } from "@shared/content/careers";
import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import { REGIONS, regionOf } from "@shared/content/regions";
import { SCHOLARSHIPS } from "@shared/content/scholarships";
import { UNIVERSITIES } from "@shared/content/universities";
import type { Career, HollandType, Scholarship, StudyLevel, University } from "@shared/content/types";
import { translate, type MessageKey } from "@shared/i18n/catalog";
import { COUNTRY_NAMES, type CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import type { Assessment } from "@shared/schema/index";
import type { AgeRange, EducationLevel } from "@shared/validators/assessment";
import type { CompanyInfo } from "@shared/validators/payments";
import { likedActivities } from "../careers/explain.model";
import { guidanceOf } from "../careers/guidance.service";
import { buildGuidanceSection, careerGuidance, type ReportCareerGuidance, type ReportGuidance } from "./guidance.model";
import { buildStudyPlan, type StudyPlan } from "./study-plan.model";

/**
 * Everything the PDF shows, computed from an assessment and the content (pure: no I/O). The
 * renderer (report.pdf.ts) only lays this out.
 */
export interface ReportUniversity {
  name: string;
  city: string;
  country: string;
  kind: string;
  website: string;
}

export interface ReportCareer extends ReportCareerGuidance {
  id: string;
  name: string;
  code: string;
  description: string;
  subjects: string[];
  field: string;
  work: string[];
  universities: ReportUniversity[];
  universitiesHeading: string;
  universitiesNote?: string;
}

export interface ReportType {
  letter: HollandType;
  name: string;
  tagline: string;
  description: string;
  traits: string[];
  environments: string[];
  activities: string[];
  score: number;
}

export interface ReportData {
  lang: Lang;
  assessmentId: string;
  fullName: string;
  countryName: string;
  date: string;
  hollandCode: string;
  ranking: HollandType[];
  normalized: Record<HollandType, number>;
  typeNames: Record<HollandType, string>;
  types: ReportType[];
  consistency: { level: "high" | "medium" | "low"; text: string };
  differentiation: { holland: number; iachan: number; text: string; undifferentiated: boolean };
  careers: ReportCareer[];
  guidance: ReportGuidance;
  scholarships: { name: string; provider: string; levels: string; eligibility: string; covers: string; url: string }[];
  scholarshipsIntro: string;
  plan: StudyPlan;
  resultsUrl: string;
  company: CompanyInfo;
}

const UNIVERSITIES_PER_CAREER = 5;
const SCHOLARSHIPS_SHOWN = 6;

/** Institutions teaching a career's field: the person's country first, else their region (said so), else any. */
export function universitiesFor(career: Career, country: CountryCode, lang: Lang): Pick<ReportCareer, "universities" | "universitiesHeading" | "universitiesNote"> {
  const teaches = (u: University) => u.fields.includes(career.field);
  const toReport = (u: University): ReportUniversity => ({
    name: u.name,
    city: u.city,
    country: COUNTRY_NAMES[u.country][lang],
    kind: translate(lang, u.kind === "public" ? "report.universities.public" : "report.universities.private"),
    website: u.website,
  });
  const local = UNIVERSITIES.filter((u) => u.country === country && teaches(u));
  if (local.length > 0) {
    return {
      universities: local.slice(0, UNIVERSITIES_PER_CAREER).map(toReport),
      universitiesHeading: translate(lang, "report.universities.country", { place: COUNTRY_NAMES[country][lang] }),
    };
  }
  const region = country === "OTHER" ? undefined : regionOf(country);
  if (region) {
    const regional = UNIVERSITIES.filter((u) => (REGIONS[region].countries as string[]).includes(u.country) && teaches(u));
    if (regional.length > 0) {
      const place = REGIONS[region][lang];
      return {
        universities: regional.slice(0, UNIVERSITIES_PER_CAREER).map(toReport),
        universitiesHeading: translate(lang, "report.universities.region", { place }),
        universitiesNote: translate(lang, "report.universities.regionNote", { place }),
      };
    }
  }
  const anywhere = UNIVERSITIES.filter(teaches);
  return {
    universities: anywhere.slice(0, UNIVERSITIES_PER_CAREER).map(toReport),
    universitiesHeading: translate(lang, "report.universities.international"),
  };
}

/** Study levels a person can apply to now, from their education (and the kind of their top career). */
export function levelsFor(education: EducationLevel, age: AgeRange, topCareerTechnical: boolean): StudyLevel[] {
  switch (education) {
    case "secundaria":
      return topCareerTechnical ? ["technical", "undergraduate"] : ["undergraduate", "technical"];
    case "tecnico":
      return ["technical", "undergraduate"];
    case "universitario":
      return age === "15-18" || age === "19-24" ? ["undergraduate", "postgraduate"] : ["postgraduate", "undergraduate"];
    case "posgrado":
      return ["postgraduate"];
  }
}

/** Scholarships open to the country and level: national programs first, then regional, then open to all. */
export function scholarshipsFor(country: CountryCode, levels: StudyLevel[]): Scholarship[] {
  const open = SCHOLARSHIPS.filter(
    (s) => (s.countries === "ALL" || s.countries.includes(country)) && s.levels.some((l) => levels.includes(l)),
  );
  const rank = (s: Scholarship) => {
    const scope = s.countries === "ALL" ? 2 : s.countries.length <= 2 ? 0 : 1;
    const level = Math.min(...s.levels.map((l) => (levels.indexOf(l) === -1 ? 9 : levels.indexOf(l))));
    return scope * 10 + level;
  };
  return [...open].sort((a, b) => rank(a) - rank(b)).slice(0, SCHOLARSHIPS_SHOWN);
}

export function buildReport(assessment: Assessment, options: { lang: Lang; company: CompanyInfo; publicUrl: string; now?: Date }): ReportData {
  const { lang, company } = options;
  const { result, guidance, person } = guidanceOf(assessment);
  const country = assessment.country as CountryCode;
  const countryName = COUNTRY_NAMES[country]?.[lang] ?? assessment.country;
  const typeNames = Object.fromEntries(
    (Object.keys(HOLLAND_TYPE_INFO) as HollandType[]).map((t) => [t, HOLLAND_TYPE_INFO[t].name[lang]]),
  ) as Record<HollandType, string>;

  const matches = guidance.top;
  const liked = likedActivities(assessment.responses);
  const careers: ReportCareer[] = matches.map((match, index) => {
    const c = match.career;
    return {
      id: c.id,
      name: c.name[lang],
      code: match.code,
      ...careerGuidance(match, matches[index - 1], liked, lang),
      description: c.description[lang],
      subjects: c.subjects.map((s) => s[lang]),
      field: translate(lang, `field.${c.field}` as MessageKey),
      work: c.work.map((w) => w[lang]),
      ...universitiesFor(c, country, lang),
    };
  });

  const age = assessment.age as AgeRange;
  const education = assessment.education as EducationLevel;
  const levels = levelsFor(education, age, matches[0]?.career.level === "technical");
  const scholarships = scholarshipsFor(country, levels).map((s) => ({
    name: s.name[lang],
    provider: s.provider,
    levels: s.levels.map((l) => translate(lang, `level.${l}` as MessageKey)).join(" · "),
    eligibility: s.eligibility[lang],
    covers: s.covers[lang],
    url: s.url,
  }));

  const plan = buildStudyPlan(
    {
      hollandCode: result.hollandCode,
      primaryType: result.primaryType,
      careers: matches.map((m) => ({
        name: m.career.name[lang],
        subjects: m.career.subjects.map((s) => s[lang]),
        work: m.career.work.map((w) => w[lang]),
        level: m.career.level,
      })),
      age,
      education,
      countryName,
      universities: careers[0]?.universitiesNote ? [] : (careers[0]?.universities ?? []).map((u) => u.name),
      scholarships: scholarships.map((s) => s.name),
      undifferentiated: result.differentiation.undifferentiated,
    },
    lang,
  );

  const differentiationText = result.differentiation.undifferentiated
    ? translate(lang, "results.undifferentiated")
    : translate(lang, result.differentiation.level === "high" ? "report.profile.diff.high" : "report.profile.diff.medium");

  return {
    lang,
    assessmentId: assessment.id,
    fullName: assessment.fullName,
    countryName,
    date: (options.now ?? new Date()).toLocaleDateString(lang === "es" ? "es-ES" : "en-US", { day: "numeric", month: "long", year: "numeric" }),
    hollandCode: result.hollandCode,
    ranking: result.ranking,
    normalized: result.normalized,
    typeNames,
    types: result.ranking.slice(0, 3).map((letter) => {
      const info = HOLLAND_TYPE_INFO[letter];
      return {
        letter,
        name: info.name[lang],
        tagline: info.tagline[lang],
        description: info.description[lang],
        traits: info.traits.map((x) => x[lang]),
        environments: info.environments.map((x) => x[lang]),
        activities: info.activities.map((x) => x[lang]),
        score: result.normalized[letter],
      };
    }),
    consistency: { level: result.consistency.level, text: translate(lang, `results.consistency.${result.consistency.level}` as MessageKey) },
    differentiation: {
      holland: result.differentiation.holland,
      iachan: result.differentiation.iachan,
      text: differentiationText,
      undifferentiated: result.differentiation.undifferentiated,
    },
    careers,
    guidance: buildGuidanceSection({ guidance, stage: person.stage, typeNames, firstName: assessment.fullName.trim().split(/\s+/)[0] ?? assessment.fullName, lang }),
    scholarships,
    scholarshipsIntro: translate(lang, "report.scholarships.intro", { country: countryName }),
    plan,
    resultsUrl: `${options.publicUrl}/results/${assessment.id}?lang=${lang}`,
    company,
  };
}
