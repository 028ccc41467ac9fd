import type { AgeRange } from "@shared/assessment/constants";
import type { Activity, HollandType } from "@shared/content/types";
import { translate, type MessageKey } from "@shared/i18n/catalog";
import type { Lang } from "@shared/i18n/lang";
import { formatCount, numberLocale } from "@shared/i18n/number-format";
import type { CountryCode } from "@shared/i18n/countries";
import { levelSpan, yearSpan } from "./route-duration.model";
import { CALIBRATION_FIGURES } from "../careers/calibration.model";
import { bandLabel, plainType, whyThisCareer } from "../careers/explain.model";
import {
  longerList,
  letterOrder,
  RANKED_COUNT,
  SCORE_TIE,
  type Band,
  type CareerMatch,
  type Guidance,
} from "../careers/matching.model";
import { SIMULATION } from "../careers/simulation.model";
import { OLDER_AGES, type Stage } from "../careers/stage.model";

/**
 * The report's guidance texts (pure): each career's band, route and reasons, the stage and ties
 * explained in words, areas to explore, the longer ranked list, the method with its calibration
 * figures, and the parents' page.
 */
export interface ReportCareerGuidance {
  band: Band;
  bandLabel: string;
  bandNote: string;
  /** Practically tied with the career shown just before it. */
  tied: boolean;
  reason: string;
  /** How the person would study it at their stage ("Posgrado (especialización o maestría)"). */
  kind: string;
  duration: string;
  routeNote: string;
}

export interface RankedRow {
  position: number;
  name: string;
  route: string;
  band: string;
  tied: boolean;
  /** One of the person's three careers. */
  inTop: boolean;
}

export interface ReportGuidance {
  mode: "careers" | "explore";
  stageText: string;
  lettersText: string;
  exploreText?: string;
  areas: { letter: HollandType; name: string; line: string }[];
  ranked: RankedRow[];
  /** When the first types are tied and each leads one of the three careers: said under the longer list's intro. */
  coPrimaryText?: string;
  /** Longer routes than the stage leads with (a graduate's second degree, an adult's four-year degree), apart. */
  later?: { title: string; rows: RankedRow[] };
  method: { title: string; paragraphs: string[] };
  parents: {
    title: string;
    kicker: string;
    intro: string;
    profileTitle: string;
    profileBody: string;
    optionsTitle: string;
    options: string[];
    timeTitle: string;
    timeBody: string;
    nextTitle: string;
    next: string[];
  };
}

const t = (lang: Lang, key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);

/** A share as the reader's country writes it (a decimal comma in Spain or Colombia, a point in Mexico and in English). */
export function percent(share: number, lang: Lang, country?: string): string {
  return new Intl.NumberFormat(numberLocale(lang, country), {
    style: "percent",
    maximumFractionDigits: 1,
  }).format(share);
}

/** True when `b` is within SCORE_TIE of `a` and in the same congruence tier. */
export function tiedWith(a: CareerMatch | undefined, b: CareerMatch): boolean {
  return !!a && a.tier === b.tier && Math.abs(a.score - b.score) < SCORE_TIE;
}

export function careerGuidance(
  match: CareerMatch,
  previous: CareerMatch | undefined,
  liked: Activity[],
  lang: Lang,
): ReportCareerGuidance {
  const duration = match.route.duration[lang];
  return {
    band: match.band,
    bandLabel: bandLabel(match.band, lang),
    bandNote: t(lang, `guidance.band.note.${match.band}` as MessageKey),
    tied: tiedWith(previous, match),
    reason: whyThisCareer(match, liked, lang),
    kind: t(lang, `guidance.route.${match.route.route}` as MessageKey),
    duration,
    // A plain degree needs no note: its length is already shown.
    routeNote: match.later
      ? t(
          lang,
          match.route.route === "technical"
            ? "guidance.route.note.later-technical"
            : match.route.route === "degree"
              ? "guidance.route.note.later-degree"
              : match.route.route === "professional"
                ? "guidance.route.note.later-professional"
                : "guidance.route.note.second-degree",
          { duration },
        )
      : match.route.route === "degree"
        ? ""
        : t(lang, `guidance.route.note.${match.route.route}` as MessageKey, { duration }),
  };
}

/** A type's interests in plain words, said of someone else by name ("crear, diseñar y expresarse"). */
export function plainTypeOf(letter: HollandType, lang: Lang): string {
  return t(lang, `guidance.plain3.${letter}` as MessageKey);
}

/**
 * Who the family page speaks to: the family of a minor, who talks it over with them; of a young
 * adult, who decides while the family helps; of an adult (25 and over), who decides while the
 * people close to them support.
 */
export type FamilyFrame = "minor" | "young" | "adult";

export function familyFrame(age: AgeRange): FamilyFrame {
  return age === "15-18" ? "minor" : age === "19-24" ? "young" : "adult";
}

/** The texts of the family page that change with the reader's age; the rest are the same for all. */
const FRAMED_KEYS: Record<Exclude<FamilyFrame, "minor">, readonly string[]> = {
  young: ["kicker", "intro", "next.title", "next.1", "next.2", "next.3", "next.4"],
  adult: ["kicker", "intro", "time.body", "next.title", "next.1", "next.2", "next.3", "next.4"],
};

function parentsKey(frame: FamilyFrame, key: string): MessageKey {
  return (
    frame !== "minor" && FRAMED_KEYS[frame].includes(key)
      ? `guidance.parents.${frame}.${key}`
      : `guidance.parents.${key}`
  ) as MessageKey;
}

export function buildGuidanceSection(input: {
  guidance: Guidance;
  stage: Stage;
  typeNames: Record<HollandType, string>;
  firstName: string;
  /** The reader's age range: the family page is written for it. */
  age: AgeRange;
  lang: Lang;
  /** The reader's country: numbers are written as it writes them. */
  country?: string;
}): ReportGuidance {
  const { guidance, stage, typeNames, firstName, age, lang, country } = input;
  const { reading, ranked, top } = guidance;
  const [first, second] = reading.groups.flat() as [HollandType, HollandType];

  const exploreText =
    reading.exploreReason === "invalid" && guidance.validity.status !== "valid"
      ? t(lang, `guidance.explore.invalid.${guidance.validity.status}` as MessageKey)
      : reading.exploreReason === "flat"
        ? t(lang, "guidance.explore.flat")
        : reading.exploreReason === "opposite"
          ? t(lang, "guidance.explore.opposite", { first: typeNames[first], second: typeNames[second] })
          : undefined;

  // co-primary types (matching.model.ts, representCoPrimary): why the three may skip a place of the list
  const tied = reading.groups[0]!;
  const coPrimaryText = guidance.coPrimaryPlaced
    ? t(lang, "guidance.ranked.coPrimary", { types: tied.map((letter) => typeNames[letter]).join(" / ") })
    : undefined;

  const areas =
    reading.mode === "explore"
      ? reading.areaLetters.map((letter) => ({
          letter,
          name: typeNames[letter],
          line: t(lang, "guidance.area.line", {
            name: typeNames[letter],
            plain: plainType(letter, lang),
            careers: ranked
              .filter((m) => m.code[0] === letter)
              .slice(0, 3)
              .map((m) => m.career.name[lang])
              .join(", "),
          }),
        }))
      : [];

  // The longer list in band order (never a higher band below a lower one), the top three marked in it.
  const { now, later } = longerList(guidance);
  const rowOf = (list: CareerMatch[]) =>
    list.map((m, i) => ({
      position: i + 1,
      name: top.includes(m) ? `${m.career.name[lang]} · ${t(lang, "guidance.ranked.inTop")}` : m.career.name[lang],
      route: `${t(lang, `guidance.route.${m.route.route}` as MessageKey)} · ${m.route.duration[lang]}${
        m.career.calling ? ` · ${t(lang, "guidance.ranked.calling")}` : ""
      }`,
      band: bandLabel(m.band, lang),
      tied: tiedWith(list[i - 1], m) && list[i - 1]!.band === m.band,
      inTop: top.includes(m),
    }));
  const shownNow = now.slice(0, RANKED_COUNT);
  for (const m of top) if (!m.later && !shownNow.includes(m)) shownNow.push(m);
  const rankedRows = rowOf(shownNow);
  const shownLater = later.slice(0, 5);
  for (const m of top) if (m.later && !shownLater.includes(m)) shownLater.push(m);
  const laterRows = rowOf(shownLater);

  const figures = CALIBRATION_FIGURES;
  const method = {
    title: t(lang, "guidance.method.title"),
    paragraphs: [
      t(lang, "guidance.method.scores"),
      t(lang, "guidance.method.careers"),
      t(lang, "guidance.method.level"),
      t(lang, "guidance.method.bands", {
        randomCount: formatCount(SIMULATION.randomResponders, lang, country),
        randomHigh: percent(figures.randomHigh, lang, country),
      }),
      t(lang, "guidance.method.retest", {
        retestCount: formatCount(SIMULATION.retestPeople, lang, country),
        letter: percent(figures.retestFirstLetter, lang, country),
        career: percent(figures.retestFirstCareer, lang, country),
        inTop: percent(figures.retestFirstInTopThree, lang, country),
      }),
    ],
  };

  // the lengths the general sentences give: those of the careers as this reader's country lists them
  const place = (country ?? "OTHER") as CountryCode;
  const spans = {
    techSpan: yearSpan(levelSpan(place, "technical"), lang, country),
    uniSpan: yearSpan(levelSpan(place, "bachelor"), lang, country),
    gradSpan: yearSpan(levelSpan(place, "graduate"), lang, country),
  };
  const frame = familyFrame(age);
  const p = (key: string, params?: Record<string, string | number>) => t(lang, parentsKey(frame, key), params);
  const parents = {
    title: p("title"),
    kicker: p("kicker"),
    intro: p("intro", { name: firstName }),
    profileTitle: p("profile.title"),
    // The person is the subject: their interests in the third person.
    profileBody:
      reading.mode === "explore" && reading.exploreReason === "flat"
        ? p("profile.explore")
        : p("profile.body", {
            name: firstName,
            first: plainTypeOf(first, lang),
            second: plainTypeOf(second, lang),
          }),
    optionsTitle: p("options.title"),
    options: top.map((m) =>
      p("option", {
        name: m.career.name[lang],
        route: t(lang, `guidance.route.${m.route.route}` as MessageKey).toLowerCase(),
        duration: m.route.duration[lang],
      }),
    ),
    timeTitle: p("time.title"),
    timeBody: p("time.body", spans),
    nextTitle: p("next.title"),
    next: (["1", "2", "3", "4"] as const).map((n) => p(`next.${n}`, { name: firstName })),
  };

  return {
    mode: reading.mode,
    // the sentence for readers of 36 or more only where their age changes the order (stage.model.ts)
    stageText: [
      t(lang, `guidance.stage.${stage}` as MessageKey, spans),
      ...((stage === "no-degree" || stage === "technical") && OLDER_AGES.includes(age)
        ? [t(lang, `guidance.stage.older.${stage}` as MessageKey)]
        : []),
    ].join(" "),
    lettersText: t(lang, "guidance.ties.letters", {
      order: letterOrder(reading, lang === "es" ? ", luego " : ", then "),
    }),
    ...(exploreText ? { exploreText } : {}),
    areas,
    ranked: rankedRows,
    ...(coPrimaryText ? { coPrimaryText } : {}),
    ...(laterRows.length > 0
      ? {
          later: {
            title: t(lang, stage === "graduate" ? "guidance.ranked.later" : "guidance.ranked.laterAdult"),
            rows: laterRows,
          },
        }
      : {}),
    method,
    parents,
  };
}
