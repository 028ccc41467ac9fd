import type { Activity, Career, HollandType } from "@shared/content/types";
import type { StoredResponse } from "@shared/schema/index";
import { translate, type MessageKey } from "@shared/i18n/catalog";
import type { Lang } from "@shared/i18n/lang";
import { findActivity } from "../assessment/question-bank.model";
import type { Band, CareerMatch } from "./matching.model";
import { pointingLikedActivities } from "./evidence.model";

/**
 * "Why this career", from the person's own answers: the activities they marked as liked whose
 * type leads the career's code (up to two of the first letter, one of the second), and what the
 * career centers on, in plain words. No index names, no codes.
 */
export function likedActivities(responses: StoredResponse[]): Activity[] {
  return responses.flatMap((r) => {
    const a = findActivity(r.questionSet, r.liked);
    return a ? [a] : [];
  });
}

function activityName(a: Activity, lang: Lang): string {
  const name = lang === "es" ? a.nameEs : a.name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** «a», «b» y «c» / "a," "b" and "c". */
export function listOf(items: string[], lang: Lang): string {
  const quoted = items.map((x) => (lang === "es" ? `«${x}»` : `"${x}"`));
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} ${lang === "es" ? "y" : "and"} ${quoted[quoted.length - 1]}`;
}

/** The liked activities that point to a career of this code: two of its first type, one of its second. */
export function pointingActivities(code: string, liked: Activity[]): Activity[] {
  const [first, second] = code as unknown as [HollandType, HollandType];
  const ofFirst = liked.filter((a) => a.type === first).slice(0, 2);
  const ofSecond = liked.filter((a) => a.type === second).slice(0, 3 - ofFirst.length);
  return [...ofFirst, ...ofSecond];
}

export function plainType(letter: HollandType, lang: Lang): string {
  return translate(lang, `guidance.plain.${letter}` as MessageKey);
}

/**
 * Why this career, in the person's own terms: the liked activities that speak for this very career
 * (evidence.model.ts) when there are any, otherwise those of its first types; what the career centers
 * on; and, so that no two careers read the same paragraph, the kind of work it leads to.
 */
export function whyThisCareer(
  match: Pick<CareerMatch, "code"> & { career?: Pick<Career, "id" | "work"> },
  liked: Activity[],
  lang: Lang,
): string {
  const evidence = match.career
    ? pointingLikedActivities(
        match.career.id,
        liked.map((a) => a.id),
      )
        .map((id) => liked.find((a) => a.id === id)!)
        .slice(0, 3)
    : [];
  const activities = evidence.length > 0 ? evidence : pointingActivities(match.code, liked);
  const first = translate(
    lang,
    evidence.length > 0 ? "guidance.why.evidence" : activities.length > 0 ? "guidance.why.liked" : "guidance.why.none",
    {
      activities: listOf(
        activities.map((a) => activityName(a, lang)),
        lang,
      ),
    },
  );
  const focus = translate(lang, "guidance.why.focus", {
    first: plainType(match.code[0] as HollandType, lang),
    second: plainType(match.code[1] as HollandType, lang),
  });
  // lower-case the first letter, unless it starts an acronym ("IT departments", "ONG")
  const lower = (text: string) => (/^.[A-ZÁÉÍÓÚÑ]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
  const work = match.career?.work.slice(0, 2).map((w) => lower(w[lang]));
  return work && work.length > 0
    ? `${first} ${focus} ${translate(lang, "guidance.why.work", { work: work.join("; ") })}`
    : `${first} ${focus}`;
}

export function bandLabel(band: Band, lang: Lang): string {
  return translate(lang, `guidance.band.${band}` as MessageKey);
}
