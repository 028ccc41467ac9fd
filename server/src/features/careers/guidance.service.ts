import { forReader } from "@shared/i18n/spain";
import type { AgeRange, EducationLevel } from "@shared/assessment/constants";
import { CAREERS } from "@shared/content/careers";
import { HOLLAND_TYPES } from "@shared/content/types";
import type { Lang } from "@shared/i18n/lang";
import type { Assessment, StoredResponse } from "@shared/schema/index";
import type { CareerRecommendationDto } from "@shared/validators/assessment";
import { resultOf } from "../assessment/scoring.model";
import { likedActivities, whyThisCareer } from "./explain.model";
import { guide, listedCareers, type Answers, type Guidance, type PersonContext } from "./matching.model";
import { activityType } from "../assessment/question-bank.model";
import { stageOf } from "./stage.model";
import { COUNTRY_CODES, type CountryCode } from "@shared/i18n/countries";
import { careerFigures } from "./outcomes.model";
import type { Country } from "../reports/institutions.model";
import { createBoundedCache, type BoundedCache } from "../../lib/bounded-cache";

/**
 * "Are you studying now?" is an optional answer of the completion form: true, false, or null /
 * absent when not given (older assessments, or skipped).
 */
export function currentlyStudyingOf(assessment: Assessment): boolean | null {
  const value = (assessment as Assessment & { currentlyStudying?: boolean | null }).currentlyStudying;
  return typeof value === "boolean" ? value : null;
}

export function personOf(assessment: Assessment): PersonContext {
  const age = assessment.age as AgeRange;
  const education = assessment.education as EducationLevel;
  const person: PersonContext = { age, education, stage: stageOf(age, education, currentlyStudyingOf(assessment)) };
  // Among near ties, careers studied in the reader's country at the route's level go first.
  const country = COUNTRY_CODES.find((code) => code === assessment.country && code !== "OTHER");
  if (country) person.country = country as Country;
  return person;
}

/** The stored answers as the matching reads them: types per screen, activities liked and disliked. */
export function answersOf(responses: StoredResponse[]): Answers {
  const choices = responses.flatMap((r) => {
    const liked = activityType(r.questionSet, r.liked);
    const disliked = activityType(r.questionSet, r.disliked);
    return liked && disliked ? [{ liked, disliked }] : [];
  });
  return { choices, liked: responses.map((r) => r.liked), disliked: responses.map((r) => r.disliked) };
}

/** The person's scores and the career guidance derived from them. */
export function guidanceOf(assessment: Assessment): {
  result: ReturnType<typeof resultOf>;
  guidance: Guidance;
  person: PersonContext;
} {
  const result = resultOf(assessment);
  const person = personOf(assessment);
  return { result, person, guidance: guide(result.scores, result.ranking, person, answersOf(assessment.responses)) };
}

/** The top three (diverse), then the rest of the ranked list, as the API shows them. */
export function recommendCareers(assessment: Assessment, lang: Lang, count: number): CareerRecommendationDto[] {
  const { guidance } = guidanceOf(assessment);
  const liked = likedActivities(assessment.responses);
  return listedCareers(guidance, count).map((match) => ({
    id: match.career.id,
    name: match.career.name[lang],
    hollandCode: match.code,
    band: match.band,
    // in the reader's country's words, as the report words the same paragraph (a reader in Spain: "vídeo")
    reason: forReader(whyThisCareer(match, liked, lang), lang, assessment.country ?? "OTHER"),
    figures: careerFigures(match.career.id, (assessment.country as CountryCode | null) ?? "OTHER", lang),
  }));
}

/**
 * Guidance is a pure function of the scores, ranking and person: the latest answers are kept, a
 * bounded number (built once in `buildDeps`; tests may pass their own).
 */
export type TopCareerCache = BoundedCache<CareerRecommendationDto["id"] | null>;

const TOP_CAREER_CACHE_SIZE = 5000;

export function createTopCareerCache(size = TOP_CAREER_CACHE_SIZE): TopCareerCache {
  return createBoundedCache<CareerRecommendationDto["id"] | null>(size);
}

const CAREERS_BY_ID = new Map(CAREERS.map((career) => [career.id, career]));

/**
 * The name of the best-matching career, as the first of `recommendCareers` names it. Lists call it
 * once per row, so the ranking of every career is computed once per distinct profile and person
 * (kept in `cache`).
 */
export function topCareerName(assessment: Assessment, lang: Lang, cache: TopCareerCache): string | null {
  const result = resultOf(assessment);
  const person = personOf(assessment);
  const answers = answersOf(assessment.responses);
  const key = `${result.ranking.join("")}|${HOLLAND_TYPES.map((t) => result.scores[t]).join(",")}|${person.age}|${person.education}|${person.stage}|${person.country ?? ""}|${answers.liked.join(",")}|${answers.disliked.join(",")}`;
  const id = cache.getOrSet(key, () => guide(result.scores, result.ranking, person, answers).top[0]?.career.id ?? null);
  return id === null ? null : (CAREERS_BY_ID.get(id)?.name[lang] ?? null);
}
