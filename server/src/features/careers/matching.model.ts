import { CAREERS } from "@shared/content/careers";
import { CAREER_PROFILES } from "@shared/content/career-profiles.generated";
import { HOLLAND_TYPES, type Career, type HollandType } from "@shared/content/types";
import { hexDistance } from "@shared/assessment/hexagon";
import { translate } from "@shared/i18n/catalog";
import type { Lang } from "@shared/i18n/lang";
import type { CareerRecommendationDto } from "@shared/validators/assessment";

/**
 * Career matching (DOMAIN.md): careers are ranked by the Pearson correlation between the
 * person's six scores and the career's O*NET interest profile, shown as fit = (r + 1) / 2 × 100.
 * The match is explained with Iachan's M between the two three-letter codes.
 */
export type Profile = Record<HollandType, number>;

export function pearson(a: Profile, b: Profile): number {
  const xs = HOLLAND_TYPES.map((t) => a[t]);
  const ys = HOLLAND_TYPES.map((t) => b[t]);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const mx = mean(xs);
  const my = mean(ys);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]! - mx;
    const y = ys[i]! - my;
    num += x * y;
    dx += x * x;
    dy += y * y;
  }
  if (dx === 0 || dy === 0) return 0;
  return num / Math.sqrt(dx * dy);
}

export function fitPercent(r: number): number {
  return Math.round(((r + 1) / 2) * 100);
}

const IACHAN_WEIGHTS = [
  [22, 10, 4],
  [10, 5, 2],
  [4, 2, 1],
] as const;

/** Iachan's M (0–28): row = position in the career's code, column = position in the person's code. */
export function iachanM(careerCode: string, personCode: string): number {
  let m = 0;
  for (let row = 0; row < 3; row++) {
    const col = personCode.indexOf(careerCode[row] ?? "?");
    if (col >= 0 && col < 3) m += IACHAN_WEIGHTS[row]![col]!;
  }
  return m;
}

/** Brown & Gore's C (0–18): Σ (4 − i) · c_i, c_i = 3 same, 2 adjacent, 1 alternate, 0 opposite. */
export function brownGoreC(codeA: string, codeB: string): number {
  let c = 0;
  for (let i = 0; i < 3; i++) {
    const a = codeA[i] as HollandType | undefined;
    const b = codeB[i] as HollandType | undefined;
    if (!a || !b) continue;
    c += (3 - i) * (3 - hexDistance(a, b));
  }
  return c;
}

export interface CareerMatch {
  career: Career;
  code: string;
  r: number;
  fit: number;
  m: number;
}

const PROFILED = CAREERS.filter((career) => CAREER_PROFILES[career.id]);

/** Every career ranked for a person: correlation first, then Iachan's M, then id. */
export function rankCareers(scores: Profile, personCode: string): CareerMatch[] {
  return PROFILED.map((career) => {
    const profile = CAREER_PROFILES[career.id]!;
    const r = pearson(scores, profile);
    return { career, code: profile.code, r, fit: fitPercent(r), m: iachanM(profile.code, personCode) };
  }).sort((a, b) => b.r - a.r || b.m - a.m || a.career.id.localeCompare(b.career.id));
}

export function matchReason(match: CareerMatch, personCode: string, lang: Lang): string {
  const params = { personCode, careerCode: match.code, m: match.m };
  if (match.m >= 22) return translate(lang, "match.reason.strong", params);
  if (match.m >= 10) return translate(lang, "match.reason.shared", params);
  if (match.m > 0) return translate(lang, "match.reason.partial", params);
  return translate(lang, "match.reason.profile", params);
}

export function recommendCareers(scores: Profile, personCode: string, lang: Lang, count: number): CareerRecommendationDto[] {
  return rankCareers(scores, personCode)
    .slice(0, count)
    .map((match) => ({
      id: match.career.id,
      name: match.career.name[lang],
      hollandCode: match.code,
      fit: match.fit,
      reason: matchReason(match, personCode, lang),
    }));
}
