import { CAREERS } from "@shared/content/careers";
import { CAREER_PROFILES } from "@shared/content/career-profiles.generated";
import { HOLLAND_TYPES, type Career, type HollandType } from "@shared/content/types";
import { hexDistance } from "@shared/assessment/hexagon";
import type { AgeRange, EducationLevel } from "@shared/assessment/constants";
import type { MatchBand } from "@shared/validators/assessment";
import { BAND_THRESHOLDS } from "./calibration.model";
import { OLDER_AGES, routeFor, type CareerRoute, type Stage } from "./stage.model";
import { evidenceFor, type AnswerEvidence } from "./evidence.model";
import { validityOf, type Choice, type Validity } from "./validity.model";
import { catalogFor, catalogLevelOf, institutionCount, type Country } from "../reports/institutions.model";
import { countryLength, professionalLength } from "../reports/route-duration.model";

/**
 * Career matching, third version (documented in docs/guidance.md).
 *
 * 0. Validity first (validity.model.ts): an impossible age and education, straight-lining or
 *    answers that do not hang together make the record invalid: areas to explore, no confident band.
 * 1. Ties. With 15 forced choices a gap of two points between two types is noise: letters whose
 *    scores are within TIE_POINTS of the first letter of their group are tied ("R, then I/A/S
 *    tied"; the first two tied are co-primary), and two careers whose scores differ by less than
 *    SCORE_TIE are tied too. A career's letters whose O*NET levels are within CAREER_TIE (on the 1-7
 *    scale) of its first are tied for first as well: Architecture (R 5.2, A 4.5, I 4.2) starts with R or A.
 * 2. Broad areas instead of confident careers when the profile is flat (first and third letters
 *    within TIE_POINTS, or a first type below MIN_PEAK) or its first two letters are opposite on the
 *    hexagon and close (within OPPOSITE_GAP points).
 * 3. Congruence (differentiated profiles): careers whose first letter (or a letter tied with it) is
 *    one of the person's first two letters (or tied with the second) are tier 0; the others can only
 *    read "para explorar".
 * 4. The score: four profile signals, equally weighted, the evidence of the activities the person
 *    liked, minus a step per level rank:
 *      score = 0.25 · r + 0.25 · closeness + 0.25 · M / 28 + 0.25 · pull + 0.2 · evidence − 0.05 · level rank
 *    - r, the Pearson correlation of the two six-score profiles: their shape;
 *    - closeness = 1 − D / 2, D the Euclidean distance between the person's scores / 15 and the
 *      career's levels centered on their mean / 6 (the same relative scale on both sides);
 *    - M, Iachan's agreement index (0-28) between the career's published code and the person's
 *      code, taking the best order among the person's tied letters;
 *    - pull (strength()), how strongly the career calls for the types the person likes;
 *    - evidence (evidence.model.ts), what the activities liked and disliked say about this very
 *      career beyond its type (engines and wiring point to mechanics and electricity, not to cooking;
 *      many liked activities of the career's type, none pointing to it, count against it);
 *    - the level rank (0, 1, 2) from the person's stage (stage.model.ts).
 * 5. Bands (alta / media / para explorar) from the score, calibrated by simulating random
 *    responders (calibration.model.ts). The list is ordered by band first: a career in a higher band
 *    never sits below one in a lower band; within a band, congruence, then the score.
 * 6. The top three (pickTop): in band order; never two careers of one program group (the CIP 2020
 *    intermediate group: accounting 52.03, teacher education by level 13.12), and at most one per
 *    broad area (the content's `field` and the CIP 2020 series; for trades only the series:
 *    electricity (46) and mechanics (47) differ) unless the person's own activities point to a
 *    second one of that area (its evidence is above 0): then two, never three. A teen who tutors,
 *    reads to children and teaches sign language sees two teaching careers; a profile without such
 *    evidence sees three areas. Careers that depend on a calling
 *    (theology) are never picked from interests alone; routes longer than the stage leads with
 *    (`later`: a second bachelor's or a professional school of
 *    four years or more; a four-year degree for an adult of 36 or more without one) only when no route of the stage reaches the same band, and the report says why.
 *    A career the person's own answers speak against (evidence below 0) gives its place to one of the stage's
 *    routes they point to (evidence above 0), even one reading a band lower, and so does a longer route:
 *    an R teen who liked wiring, bricks and pipes, and nothing of a salon, is not shown Cosmetology. When no
 *    such route is left, the place goes to a longer route of its band, then to one of the stage's routes a
 *    band lower, that the answers do not speak against: an R-S graduate who liked engines, welding and caring
 *    sees industrial maintenance (said why), not a cosmetology course.
 *    A university student's three lead with degrees: a technical program takes at most one place, not the
 *    first, while degrees read the band (their stage sentence: "los programas técnicos aparecen como complemento").
 *    When the person's first letters are tied (co-primary), each leads at least one of the three
 *    when a career it leads reads the band of the place it takes (representCoPrimary).
 *    Among near ties (same band, tier and route rank, within NEAR_TIE of the best one left, and
 *    within the narrower FIRST_NEAR_TIE for the first place), a career offered in the reader's country
 *    at the route's level goes first (PersonContext.country): of careers that fit about equally, the
 *    report leads with one the reader can study at home; and among those, one an activity the person
 *    liked points to (evidence above 0) goes before one none points to.
 * 7. Side by side: for someone finishing school, without a degree or with technical training (whose stage
 *    sentence promises both), when the top three are all
 *    university degrees (or all technical programs) and a program of the other kind reads the same
 *    band as the third, it takes the third place, so both routes are on the table, unless the
 *    person's activities point to the third more than to it (what they liked outranks the route mix).
 */
export type Profile = Record<HollandType, number>;

export const TIE_POINTS = 2;
export const MIN_PEAK = 4;
export const OPPOSITE_GAP = 3;
export const SCORE_TIE = 0.02;
export const LEVEL_STEP = 0.05;
export const WEIGHTS = {
  correlation: 0.25,
  closeness: 0.25,
  iachan: 0.25,
  strength: 0.25,
  evidence: 0.2,
} as const;
export const TOP_COUNT = 3;
export const RANKED_COUNT = 12;

export type Band = MatchBand;

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

/**
 * How strongly the career calls for what the person likes: the mean of the career's levels,
 * centered on their own mean and divided by 6, over the types the person likes (positive scores),
 * weighted by those scores. About −0.5..0.65; 0 when the person likes nothing more than average.
 */
export function strength(scores: Profile, career: Profile): number {
  const mean = HOLLAND_TYPES.reduce((s, t) => s + career[t], 0) / 6;
  let sum = 0;
  let weight = 0;
  for (const t of HOLLAND_TYPES) {
    if (scores[t] <= 0) continue;
    sum += scores[t] * (career[t] - mean);
    weight += scores[t];
  }
  return weight === 0 ? 0 : sum / weight / 6;
}

/** Closeness 0..1 from the distance between the person's relative scores and the career's centered levels. */
export function closeness(scores: Profile, career: Profile): number {
  const mean = HOLLAND_TYPES.reduce((s, t) => s + career[t], 0) / 6;
  let d2 = 0;
  for (const t of HOLLAND_TYPES) {
    const diff = scores[t] / 15 - (career[t] - mean) / 6;
    d2 += diff * diff;
  }
  return Math.max(0, 1 - Math.sqrt(d2) / 2);
}

// ---------------------------------------------------------------------------------------------
// The person's profile

export interface ProfileReading {
  /** Letters in score order, grouped when tied (within TIE_POINTS of the group's first letter). */
  groups: HollandType[][];
  /** "careers": a differentiated profile; "explore": broad areas instead of confident careers. */
  mode: "careers" | "explore";
  exploreReason: "flat" | "opposite" | "invalid" | null;
  /** Letters a congruent career may start with: the first two, and any tied with the second. */
  congruent: HollandType[];
  /** The person's possible three-letter codes, one per order of tied letters (at most 24). */
  codes: string[];
  /** Letters whose areas are shown in explore mode. */
  areaLetters: HollandType[];
  /** The first type's score (−15..15). */
  peak: number;
}

function groupLetters(scores: Profile, ranking: HollandType[]): HollandType[][] {
  const groups: HollandType[][] = [];
  for (const letter of ranking) {
    const current = groups[groups.length - 1];
    if (current && scores[current[0]!] - scores[letter] <= TIE_POINTS) current.push(letter);
    else groups.push([letter]);
  }
  return groups;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

function possibleCodes(groups: HollandType[][], ranking: HollandType[]): string[] {
  let prefixes: HollandType[][] = [[]];
  for (const group of groups) {
    if (prefixes[0]!.length >= 3) break;
    const orders = group.length > 4 ? [group] : permutations(group);
    prefixes = prefixes.flatMap((p) => orders.map((o) => [...p, ...o]));
    if (prefixes.length > 24) return [ranking.slice(0, 3).join("")];
  }
  return [...new Set(prefixes.map((p) => p.slice(0, 3).join("")))];
}

export function readProfile(
  scores: Profile,
  ranking: HollandType[],
  validity: Validity = { status: "valid", contradictions: 0 },
): ProfileReading {
  const [r1, r2, r3] = ranking as [HollandType, HollandType, HollandType];
  const groups = groupLetters(scores, ranking);
  const invalid = validity.status !== "valid";
  const flat = !invalid && (scores[r1] - scores[r3] <= TIE_POINTS || scores[r1] < MIN_PEAK);
  const opposite = !invalid && !flat && hexDistance(r1, r2) === 3 && scores[r1] - scores[r2] <= OPPOSITE_GAP;
  const congruent = ranking.filter((t, i) => i < 2 || scores[r2] - scores[t] <= TIE_POINTS);
  const areaLetters =
    flat || invalid
      ? ranking.filter((t, i) => i < 3 || scores[r3] - scores[t] <= 0).slice(0, 3)
      : opposite
        ? [r1, r2]
        : [r1];
  return {
    groups,
    mode: flat || opposite || invalid ? "explore" : "careers",
    exploreReason: invalid ? "invalid" : flat ? "flat" : opposite ? "opposite" : null,
    congruent,
    codes: possibleCodes(groups, ranking),
    areaLetters,
    peak: scores[r1],
  };
}

export const CAREER_TIE = 0.75;

/** A career's letters tied for first: its first letter and any whose level is within CAREER_TIE of it. */
export interface CareerReading {
  firsts: HollandType[];
}

export function readCareer(levels: Profile): CareerReading {
  const top = Math.max(...HOLLAND_TYPES.map((t) => levels[t]));
  const firsts = [...HOLLAND_TYPES]
    .filter((t) => top - levels[t] < CAREER_TIE)
    .sort((a, b) => levels[b] - levels[a] || HOLLAND_TYPES.indexOf(a) - HOLLAND_TYPES.indexOf(b));
  return { firsts };
}

/** "R, then I/A/S": the letters in order, tied ones joined with "/". */
export function letterOrder(reading: Pick<ProfileReading, "groups">, then = ", then "): string {
  return reading.groups.map((g) => g.join("/")).join(then);
}

// ---------------------------------------------------------------------------------------------
// Ranking

export interface CareerMatch {
  career: Career;
  code: string;
  /** The career's first letter and any tied with it. */
  firsts: HollandType[];
  r: number;
  closeness: number;
  m: number;
  strength: number;
  /** Evidence from the activities the person liked and disliked (evidence.model.ts), −1..1. */
  evidence: number;
  /**
   * The route is a longer one than the stage leads with (a second bachelor's or a long technical
   * program for a graduate, and a professional school of four years or more; a
   * degree of four years or more for an adult of 36 or more without a degree): it goes to the top three
   * only when no route of the stage fits as well, said so.
   */
  later: boolean;
  /** 0: congruent (first letter among the person's first two); 1: not; always 0 in explore mode. */
  tier: 0 | 1;
  route: CareerRoute;
  /** The combined score, level rank included. */
  score: number;
  /** Within SCORE_TIE of the career ranked just above (same tier): practically tied. */
  tiedWithPrevious: boolean;
  band: Band;
}

export interface PersonContext {
  stage: Stage;
  age: AgeRange;
  /** Checked against the age (an impossible pair makes the record invalid). */
  education?: EducationLevel;
  /**
   * The reader's country, when on the form's list: among near ties, careers studied there at the
   * route's level go first, and routes carry the country's lengths (route-duration.model.ts).
   */
  country?: Country;
}

/** The person's answers: the types chosen on each screen and the activities liked and disliked. */
export interface Answers extends AnswerEvidence {
  choices: readonly Choice[];
}

const PROFILED = CAREERS.filter((career) => CAREER_PROFILES[career.id]).map((career) => ({
  career,
  profile: CAREER_PROFILES[career.id]!,
  reading: readCareer(CAREER_PROFILES[career.id]!),
}));

export function bandOf(match: Pick<CareerMatch, "score" | "tier" | "firsts">, reading: ProfileReading): Band {
  if (reading.mode === "explore" || match.tier !== 0) return "explore";
  const firstLetterMatches = match.firsts.some((letter) => reading.groups[0]!.includes(letter));
  if (firstLetterMatches && reading.peak >= BAND_THRESHOLDS.highPeak && match.score >= BAND_THRESHOLDS.high)
    return "high";
  if (match.score >= BAND_THRESHOLDS.medium) return "medium";
  return "explore";
}

export const BAND_ORDER: Record<Band, number> = { high: 0, medium: 1, explore: 2 };

/** Whether a route is longer than the ones the stage leads with (see CareerMatch.later). */
export function isLaterRoute(route: CareerRoute, person: PersonContext): boolean {
  if (person.stage === "graduate")
    return route.route === "professional" ? route.rank > 0 : route.route !== "postgraduate" && route.route !== "short";
  if (person.stage === "no-degree" && OLDER_AGES.includes(person.age))
    return route.route === "degree" && route.rank > 0;
  return false;
}

/** Every career ranked for a person (see the rules at the top of this file). */
export function rankCareers(
  scores: Profile,
  ranking: HollandType[],
  person: PersonContext,
  reading = readProfile(scores, ranking),
  answers?: AnswerEvidence,
): CareerMatch[] {
  const matches = PROFILED.map(({ career, profile, reading: careerReading }) => {
    const r = pearson(scores, profile);
    const near = closeness(scores, profile);
    const m = Math.max(...reading.codes.map((code) => iachanM(profile.code, code)));
    const country = person.country;
    const route = routeFor(
      career,
      person.stage,
      person.age,
      country && ((level, own) => countryLength({ id: career.id, duration: own }, country, level)),
      country && professionalLength(career.id, country),
    );
    const pull = strength(scores, profile);
    const evidence = evidenceFor(career.id, answers, careerReading.firsts);
    const score =
      WEIGHTS.correlation * r +
      WEIGHTS.closeness * near +
      (WEIGHTS.iachan * m) / 28 +
      WEIGHTS.strength * pull +
      WEIGHTS.evidence * evidence -
      LEVEL_STEP * route.rank;
    const firsts = careerReading.firsts;
    const tier: 0 | 1 =
      reading.mode === "explore" || firsts.some((letter) => reading.congruent.includes(letter)) ? 0 : 1;
    return {
      career,
      code: profile.code,
      firsts,
      r,
      closeness: near,
      m,
      strength: pull,
      evidence,
      later: isLaterRoute(route, person),
      tier,
      route,
      score,
      tiedWithPrevious: false,
      band: "explore" as Band,
    };
  });
  for (const match of matches) match.band = bandOf(match, reading);
  // A higher band never sits below a lower one; within a band, congruence, then the score.
  matches.sort(
    (a, b) =>
      BAND_ORDER[a.band] - BAND_ORDER[b.band] ||
      a.tier - b.tier ||
      b.score - a.score ||
      a.career.id.localeCompare(b.career.id),
  );
  matches.forEach((match, i) => {
    const previous = matches[i - 1];
    match.tiedWithPrevious =
      !!previous &&
      previous.band === match.band &&
      previous.tier === match.tier &&
      previous.score - match.score < SCORE_TIE;
  });
  return matches;
}

/** Field of study for the diversity rule: the CIP 2020 series of the career's first program code. */
export function fieldOfStudy(career: Pick<Career, "cip">): string {
  return (career.cip[0] ?? "").slice(0, 2);
}

/** Program group for the diversity rule: the CIP 2020 intermediate group (four digits, "52.03" accounting). */
export function programGroup(career: Pick<Career, "cip">): string {
  return (career.cip[0] ?? "").slice(0, 5);
}

/** The broad areas a career occupies for the diversity rule (see 6 above). */
export function diversityKeys(career: Pick<Career, "cip" | "field">): string[] {
  const keys = [`cip:${fieldOfStudy(career)}`];
  if (career.field !== "technical") keys.push(`field:${career.field}`);
  return keys;
}

/** At most this many of the top three share a broad area (diversityKeys); none shares a program group. */
export const PER_AREA = 2;

/**
 * Whether a career may join those picked: never a program group twice; a broad area once, or up to
 * PER_AREA times when the person's own activities point to this career (evidence above 0).
 */
export function diverseWith(picked: readonly CareerMatch[], m: CareerMatch): boolean {
  if (picked.some((p) => programGroup(p.career) === programGroup(m.career))) return false;
  const allowed = m.evidence > 0 ? PER_AREA : 1;
  return diversityKeys(m.career).every(
    (key) => picked.filter((p) => diversityKeys(p.career).includes(key)).length < allowed,
  );
}

/**
 * The top three: the best careers of three program groups and at least two broad areas (see 6 above:
 * a second career of an area only with the person's own evidence for it), shown in band order. The longer
 * list (longerList) orders every career by band, so a sibling of the same field with a higher band
 * than the third pick appears there, never below a lower band. Careers that depend on a calling
 * (theology) are never picked from interests alone. Routes longer than the stage leads with
 * (`later`) are picked only when the stage's own routes leave a place to a career that only reads
 * "para explorar" (or to one the person's answers speak against) while the longer route reads higher;
 * the report then says why.
 * In explore mode, the best career of each area (the first letters to explore) first.
 */
export function pickTop(
  matches: CareerMatch[],
  reading: ProfileReading,
  person?: PersonContext,
  count = TOP_COUNT,
  /** Whether each co-primary type leads a pick (representCoPrimary); off only to see what it changed. */
  coPrimary = true,
): CareerMatch[] {
  return pickTopWith(matches, reading, person, count, coPrimary).top;
}

/** pickTop, and whether a co-primary type took a place the ranking alone gave to another career. */
function pickTopWith(
  matches: CareerMatch[],
  reading: ProfileReading,
  person: PersonContext | undefined,
  count: number,
  coPrimary: boolean,
): { top: CareerMatch[]; coPrimaryPlaced: boolean } {
  const picked: CareerMatch[] = [];
  const eligible = (m: CareerMatch) => !m.career.calling && !picked.includes(m);
  const take = (m: CareerMatch) => picked.push(m);
  const freeField = (m: CareerMatch) => diverseWith(picked, m);
  const fill = (candidates: CareerMatch[], accept: (m: CareerMatch) => boolean) => {
    for (const m of candidates) if (picked.length < count && eligible(m) && accept(m)) take(m);
  };
  // Among near ties (same band, tier and route rank, within NEAR_TIE of the best one left; for the
  // first place within FIRST_NEAR_TIE), a career the reader can study at home at the route's level goes first,
  // and among those, one the person's own activities point to.
  const fillNear = (candidates: CareerMatch[], accept: (m: CareerMatch) => boolean) => {
    for (;;) {
      if (picked.length >= count) return;
      const open = candidates.filter((m) => eligible(m) && accept(m));
      const best = open[0];
      if (!best) return;
      const tolerance = picked.length === 0 ? FIRST_NEAR_TIE : NEAR_TIE;
      const near = open.filter(
        (m) =>
          m.band === best.band &&
          m.tier === best.tier &&
          m.route.rank === best.route.rank &&
          best.score - m.score <= tolerance,
      );
      const home = near.filter((m) => offeredAtHome(m, person));
      const pool = home.length > 0 ? home : near;
      take(pool.find((m) => m.evidence > 0) ?? pool[0]!);
    }
  };
  if (reading.mode === "explore") {
    for (const letter of reading.areaLetters) {
      const best = matches.find((m) => m.code[0] === letter && eligible(m) && !m.later && freeField(m));
      if (best && picked.length < count) take(best);
    }
    fill(matches, (m) => !m.later && freeField(m));
    fill(matches, () => true);
    return { top: picked, coPrimaryPlaced: false };
  }
  const confident = matches.filter((m) => m.band !== "explore");
  // in the exploring band, careers the person's own answers speak against come after the others
  const exploring = [
    ...matches.filter((m) => m.band === "explore" && m.evidence >= 0),
    ...matches.filter((m) => m.band === "explore" && m.evidence < 0),
  ];
  // a university student's list leads with degrees; a technical program is a complement: one place, not the first
  const complement = (m: CareerMatch) =>
    person?.stage !== "university-student" ||
    m.route.route !== "technical" ||
    (picked.length > 0 && !picked.some((p) => p.route.route === "technical"));
  // a career the person's answers speak against (evidence below 0) gives its place to one they point to, even
  // a band lower: an R teen who liked wiring, bricks and pipes, and nothing of a salon, is not shown Cosmetology
  fillNear(confident, (m) => !m.later && freeField(m) && complement(m) && m.evidence >= 0);
  fillNear(exploring, (m) => !m.later && freeField(m) && complement(m) && m.evidence > 0);
  // failing those, a longer route reading the band, then a route of the stage a band lower, neither spoken against
  fillNear(confident, (m) => freeField(m) && complement(m) && m.evidence >= 0);
  fillNear(exploring, (m) => !m.later && freeField(m) && complement(m) && m.evidence >= 0);
  fillNear(confident, (m) => !m.later && freeField(m) && complement(m));
  fillNear(confident, (m) => !m.later && freeField(m));
  fillNear(confident, (m) => freeField(m));
  fillNear(exploring, (m) => !m.later && freeField(m) && complement(m));
  fillNear(exploring, (m) => !m.later && freeField(m));
  fillNear(exploring, (m) => freeField(m));
  fill(matches, (m) => !m.later);
  fill(matches, () => true);
  if (person && SIDE_BY_SIDE.includes(person.stage) && picked.length === count) {
    const kinds = new Set(picked.map((m) => m.career.level));
    if (kinds.size === 1) {
      const last = picked[picked.length - 1]!;
      const rest = picked.slice(0, -1);
      const other = matches.find(
        (m) =>
          m.career.level !== last.career.level &&
          BAND_ORDER[m.band] <= BAND_ORDER[last.band] &&
          eligible(m) &&
          !m.later &&
          m.evidence >= last.evidence &&
          diverseWith(rest, m),
      );
      if (other) picked[picked.length - 1] = other;
    }
  }
  const coPrimaryPlaced = coPrimary && representCoPrimary(picked, matches, reading, eligible, person);
  // shown in band order (stable: within a band, in the order picked)
  const top = picked
    .map((m, i) => ({ m, i }))
    .sort((a, b) => BAND_ORDER[a.m.band] - BAND_ORDER[b.m.band] || a.i - b.i)
    .map(({ m }) => m);
  return { top, coPrimaryPlaced };
}

/** Whether a career is led by the letter: the first letter of its published code. */
const ledBy = (m: CareerMatch, letter: HollandType) => m.code[0] === letter;

/**
 * Co-primary types (see 6 above): when the person's first letters are tied, each of them leads at
 * least one of the top three when a career it leads reads the band of the place it would take (and
 * nothing the person liked speaks against it): an R/C reader whose three careers were all R-led sees
 * the best C-led one in place of the last R-led pick that another R-led career already represents.
 */
function representCoPrimary(
  picked: CareerMatch[],
  matches: readonly CareerMatch[],
  reading: ProfileReading,
  eligible: (m: CareerMatch) => boolean,
  person: PersonContext | undefined,
): boolean {
  const letters = reading.groups[0]!;
  let placed = false;
  if (letters.length < 2 || picked.length < 2) return placed;
  for (const letter of letters) {
    if (picked.some((m) => ledBy(m, letter))) continue;
    // the last pick whose letters all stay represented without it
    const spare = [...picked]
      .reverse()
      .find((victim) =>
        letters.every((l) => !ledBy(victim, l) || picked.some((other) => other !== victim && ledBy(other, l))),
      );
    if (!spare) return placed;
    const rest = picked.filter((m) => m !== spare);
    const candidates = matches.filter(
      (m) =>
        ledBy(m, letter) &&
        BAND_ORDER[m.band] <= BAND_ORDER[spare.band] &&
        m.tier === 0 &&
        eligible(m) &&
        !m.later &&
        m.evidence >= 0 &&
        diverseWith(rest, m),
    );
    const best = candidates[0];
    if (!best) continue;
    // among near ties, one the reader can study at home, as for every place (fillNear)
    const stand =
      candidates.find((m) => m.band === best.band && best.score - m.score <= NEAR_TIE && offeredAtHome(m, person)) ??
      best;
    picked[picked.indexOf(spare)] = stand;
    placed = true;
  }
  return placed;
}

/** Careers within this score of the best one left are near ties for the second and third places. */
export const NEAR_TIE = 0.1;
/** The first place is held closer to the best match: a career taught at home takes it only this near. */
export const FIRST_NEAR_TIE = 0.05;

/** Whether at least two institutions of the reader's country offer the career at the level of its route. */
export function offeredAtHome(m: Pick<CareerMatch, "career" | "route">, person: PersonContext | undefined): boolean {
  if (!person?.country) return false;
  return institutionCount(m.career.id, person.country, catalogLevelOf(m.route.route), catalogFor(person.stage)) >= 2;
}

/** Stages where university and technical programs are shown side by side. */
const SIDE_BY_SIDE: Stage[] = ["school", "no-degree", "technical"];

export interface Guidance {
  reading: ProfileReading;
  validity: Validity;
  ranked: CareerMatch[];
  top: CareerMatch[];
  /** A co-primary type took a place of the top three that the ranking alone gave to another career. */
  coPrimaryPlaced: boolean;
}

/**
 * The longer list, as the report shows it: every career in band order (the top three among them,
 * where their band puts them), the stage's own routes first, then the longer ones. Within a band the
 * top three keep the places the ranking gives them but read in the order of their cards: the pick
 * prefers, among near ties, a career taught at home or one the person's activities point to, and the
 * list never shows the second card's career above the first's.
 */
export function longerList(guidance: Pick<Guidance, "ranked"> & Partial<Pick<Guidance, "top">>): {
  now: CareerMatch[];
  later: CareerMatch[];
} {
  const top = guidance.top ?? [];
  const inCardOrder = (list: CareerMatch[]) => {
    const out = [...list];
    for (const band of Object.keys(BAND_ORDER) as Band[]) {
      const places = out.flatMap((m, i) => (m.band === band && top.includes(m) ? [i] : []));
      const cards = top.filter((m) => places.some((i) => out[i] === m));
      places.forEach((place, k) => (out[place] = cards[k]!));
    }
    return out;
  };
  return {
    now: inCardOrder(guidance.ranked.filter((m) => !m.later)),
    later: inCardOrder(guidance.ranked.filter((m) => m.later)),
  };
}

/**
 * The careers as the API lists them: the top three, then the next ones of the longer list that do
 * not read higher than the third (a sibling of a top career with a higher band stays in the longer list).
 */
export function listedCareers(guidance: Pick<Guidance, "ranked" | "top">, count: number): CareerMatch[] {
  const third = guidance.top[guidance.top.length - 1];
  const rest = longerList(guidance).now.filter(
    (m) => !guidance.top.includes(m) && !m.career.calling && (!third || BAND_ORDER[m.band] >= BAND_ORDER[third.band]),
  );
  return [...guidance.top, ...rest].slice(0, count);
}

export function guide(scores: Profile, ranking: HollandType[], person: PersonContext, answers?: Answers): Guidance {
  const validity = answers
    ? validityOf(answers.choices, person.education ? { age: person.age, education: person.education } : undefined)
    : ({ status: "valid", contradictions: 0 } as Validity);
  const reading = readProfile(scores, ranking, validity);
  const ranked = rankCareers(scores, ranking, person, reading, answers);
  const { top, coPrimaryPlaced } = pickTopWith(ranked, reading, person, TOP_COUNT, true);
  return { reading, validity, ranked, top, coPrimaryPlaced };
}
