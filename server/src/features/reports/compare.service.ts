import { CAREERS } from "@shared/content/careers";
import type { CountryCode } from "@shared/i18n/countries";
import { translate } from "@shared/i18n/catalog";
import type { Lang } from "@shared/i18n/lang";
import type { Assessment } from "@shared/schema/index";
import type { CompareCareerDto, CompareDto } from "@shared/validators/compare";
import { createError } from "../../lib/errors";
import { likedActivities } from "../careers/explain.model";
import { guidanceOf } from "../careers/guidance.service";
import { careerGuidance } from "./guidance.model";
import { afterStudyNote } from "./report.model";
import {
  catalogFor,
  catalogLevelOf,
  countryPlace,
  levelOfRoute,
  linkOf,
  offerCity,
  programName,
  whereToStudy,
} from "./institutions.model";
import { compareOutcomes } from "../careers/outcomes.model";

export const comparePickError = createError(400, "compare.pick", "compare.pickTwo");

/**
 * Two or three careers of the person's ranked list side by side: level, length, where to study in
 * the reader's country, what one studies, and how each fits the profile. The top three by default.
 */
export function compareCareers(assessment: Assessment, lang: Lang, ids?: string[]): CompareDto {
  const { guidance, person } = guidanceOf(assessment);
  const ranked = [...guidance.top, ...guidance.ranked.filter((m) => !guidance.top.includes(m))];
  const chosen = ids ? ids.map((id) => ranked.find((m) => m.career.id === id)) : ranked.slice(0, 3);
  if (chosen.some((m) => !m) || new Set(chosen.map((m) => m?.career.id)).size !== chosen.length)
    throw comparePickError();
  const liked = likedActivities(assessment.responses);
  const country = assessment.country as CountryCode;
  const careers: CompareCareerDto[] = chosen.map((match) => {
    const fit = careerGuidance(match!, undefined, liked, lang);
    const career = CAREERS.find((c) => c.id === match!.career.id) ?? match!.career;
    const level = levelOfRoute(match!.route.route);
    const where = whereToStudy(career.id, country, catalogLevelOf(match!.route.route), {
      limit: 3,
      index: catalogFor(person.stage),
    });
    const durationNote = afterStudyNote(match!, country, lang, fit.duration);
    return {
      id: career.id,
      name: career.name[lang],
      kind: fit.kind,
      duration: fit.duration,
      ...(durationNote ? { durationNote } : {}),
      subjects: career.subjects.map((s) => s[lang]),
      where: {
        place: where.kind === "abroad" ? translate(lang, "compare.abroad") : countryPlace(where.country, lang),
        institutions: where.offers.map((o) => {
          const link = linkOf(o);
          return {
            name: `${o.institution.name} (${programName(o.program.name, lang)})`,
            city: offerCity(o),
            website: link.url,
            official: link.official,
          };
        }),
        registry: where.kind === "abroad" ? null : { name: where.registry.name, url: where.registry.url },
      },
      band: fit.bandLabel,
      reason: fit.reason,
      outcomes: compareOutcomes(career.id, lang, country, level),
    };
  });
  return { candidates: ranked.map((m) => ({ id: m.career.id, name: m.career.name[lang] })), careers };
}
