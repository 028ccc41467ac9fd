import { forReader } from "@shared/i18n/spain";
import { outcomesOf } from "@shared/content/outcome-portals";
import { BLS_OEWS_PERIOD, BLS_OEWS_SOURCE, BLS_OEWS_TOP_WAGE, US_WAGES } from "@shared/content/outcomes-us.generated";
import { BLS_EP_PERIOD, BLS_EP_SOURCE, US_OUTLOOK } from "@shared/content/outcomes-us-outlook.generated";
import { ES_FIELD_EMPLOYMENT, INE_EILU_PERIOD, INE_EILU_SOURCE } from "@shared/content/outcomes-es.generated";
import { CO_PUBLISHED_TUITION } from "@shared/content/costs-co.generated";
import type {
  BlsEntryEducation,
  ProgramLevel,
  PublishedTuition,
  PublishedWage,
  UsOccupationOutlook,
} from "@shared/content/types";
import { translate, type MessageKey } from "@shared/i18n/catalog";
import { countryInSentence, type CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import { formatCount, numberLocale } from "@shared/i18n/number-format";
import type {
  CareerFiguresDto,
  CompareCellDto,
  CompareOutcomesDto,
  OutcomeNoteDto,
  OutlookFiguresDto,
} from "@shared/validators/outcomes";

/**
 * What the report, the results page, the compare view and the explorer say about pay and
 * employment in the reader's country (DECISIONS 36). A figure appears only with its source; where
 * the country publishes none the sentence says so, and where it publishes figures this report may
 * not reproduce (or has not imported), it names the portal where the reader finds them.
 */
export function outcomeNote(country: CountryCode, lang: Lang, hasOwnFigures = false): OutcomeNoteDto {
  const title = translate(lang, "outcomes.title");
  const place = countryInSentence(country, lang);
  const row = country === "OTHER" ? undefined : outcomesOf(country);
  if (!row) return { title, text: translate(lang, "outcomes.unknown", { country: place }), portal: null };
  if (row.status === "none" || !row.portal) {
    const note = row.note ? ` ${row.note[lang]}` : "";
    return { title, text: `${translate(lang, "outcomes.none", { country: place })}${note}`, portal: null };
  }
  const { portal } = row;
  const link = {
    label: translate(lang, "outcomes.portal", { name: portal.name, publisher: portal.publisher }),
    url: portal.url,
  };
  if (hasOwnFigures) return { title, text: "", portal: link };
  if (row.imported)
    return {
      title,
      text: translate(lang, "outcomes.partlyImported", {
        imported: row.imported[lang],
        publisher: portal.publisherInSentence[lang],
        publishes: portal.publishes[lang],
      }),
      portal: link,
    };
  const key = portal.reusable ? "outcomes.notImported" : "outcomes.notReusable";
  const text = translate(lang, key, {
    country: place,
    publisher: portal.publisherInSentence[lang],
    publishes: portal.publishes[lang],
  });
  return { title, text, portal: link };
}

const WAGES_BY_CAREER = new Map(US_WAGES.map((row) => [row.career, row]));
const OUTLOOK_BY_CAREER = new Map(US_OUTLOOK.map((row) => [row.career, row]));
const ES_BY_CAREER = new Map(ES_FIELD_EMPLOYMENT.map((row) => [row.career, row]));
const CO_TUITION = new Map(CO_PUBLISHED_TUITION.map((row) => [`${row.career}|${row.level}`, row]));
/** Numbers as the reader's country writes them (shared/i18n/number-format.ts). */
const locale = (lang: Lang, country?: CountryCode) => numberLocale(lang, country);

/**
 * A percentage with one decimal as the reader's country writes it (the sign and the space before
 * "%" included): "+4,9 %" in Spain or Colombia, "+4.9%" in Mexico or the Dominican Republic and in
 * English (Unicode CLDR, built into Intl).
 */
function percentText(percent: number, lang: Lang, country: CountryCode | undefined, signed: boolean): string {
  return new Intl.NumberFormat(locale(lang, country), {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: signed ? "exceptZero" : "auto",
  }).format(percent / 100);
}

/** The projected change as BLS publishes it, one decimal, signed. */
function change(percent: number, lang: Lang, country?: CountryCode): string {
  return percentText(percent, lang, country, true);
}

const EDUCATION_KEYS: Record<BlsEntryEducation, MessageKey> = {
  "No formal educational credential": "outcomes.education.noCredential",
  "High school diploma or equivalent": "outcomes.education.highSchool",
  "Some college, no degree": "outcomes.education.someCollege",
  "Postsecondary nondegree award": "outcomes.education.nondegreeAward",
  "Associate's degree": "outcomes.education.associate",
  "Bachelor's degree": "outcomes.education.bachelor",
  "Master's degree": "outcomes.education.master",
  "Doctoral or professional degree": "outcomes.education.doctoral",
};

/**
 * Where the occupation is headed (BLS Employment Projections 2024–34, Table 1.2): the projected
 * change in employment, the openings a year and the typical education to enter, with their source.
 * The occupation is named when it is not the one the pay describes (BLS publishes no annual median
 * for some occupations, and the pay then comes from the career's next one).
 */
function outlookFigures(
  row: UsOccupationOutlook,
  payOccupation: string | null,
  lang: Lang,
  country: CountryCode,
): OutlookFiguresDto {
  const period = BLS_EP_PERIOD.label;
  const lines = [
    translate(lang, "outcomes.outlook.change", { period, change: change(row.percentChange, lang, country) }),
  ];
  if (row.annualOpenings !== null)
    lines.push(
      translate(lang, "outcomes.outlook.openings", {
        period,
        count: Math.round(row.annualOpenings * 1000).toLocaleString(locale(lang, country)),
      }),
    );
  if (row.entryEducation !== null)
    lines.push(
      // "bachillerato" names a different credential in Puerto Rico or Peru: the reader's country's words
      forReader(
        translate(lang, "outcomes.outlook.education", {
          education: translate(lang, EDUCATION_KEYS[row.entryEducation]),
        }),
        lang,
        country,
      ),
    );
  return {
    occupation:
      payOccupation === row.occupationCode
        ? null
        : translate(lang, "outcomes.occupation", { title: row.occupationTitle, code: row.occupationCode }),
    lines,
    source: translate(lang, "outcomes.outlook.source", { publisher: BLS_EP_SOURCE.publisher, period }),
    url: BLS_EP_SOURCE.url,
  };
}

function amount(wage: Exclude<PublishedWage, null>, lang: Lang, country?: CountryCode): string {
  const dollars = (n: number) => `USD ${n.toLocaleString(locale(lang, country))}`;
  return wage === "top" ? translate(lang, "outcomes.atLeast", { amount: dollars(BLS_OEWS_TOP_WAGE) }) : dollars(wage);
}

/**
 * A career's published pay and employment (DECISIONS 36): the United States figures of the BLS
 * (OEWS, May 2023), as the reader's own country's for a reader in the United States, and labelled
 * as another country's for anyone else; then its outlook (Employment Projections 2024–34) under the
 * same heading, with its own source. Each line is a published figure; each source line names
 * publisher, release, period and licence. Null when BLS publishes no median for its occupations.
 */
export function careerFigures(careerId: string, country: CountryCode, lang: Lang): CareerFiguresDto | null {
  if (country === "ES") {
    const own = spainFigures(careerId, lang);
    if (own) return own;
  }
  const row = WAGES_BY_CAREER.get(careerId);
  if (!row || row.median === null) return null;
  const outlook = OUTLOOK_BY_CAREER.get(careerId);
  const lines = [translate(lang, "outcomes.median", { amount: amount(row.median, lang, country) })];
  if (row.p25 !== null && row.p75 !== null)
    lines.push(
      translate(lang, "outcomes.middle", {
        low: amount(row.p25, lang, country),
        high: amount(row.p75, lang, country),
      }),
    );
  if (row.employment !== null)
    lines.push(translate(lang, "outcomes.employment", { count: row.employment.toLocaleString(locale(lang, country)) }));
  const heading =
    country === "US"
      ? translate(lang, "outcomes.us.own")
      : translate(lang, "outcomes.us.foreign", { country: countryInSentence(country, lang) });
  return {
    heading,
    foreign: country !== "US",
    occupation: translate(lang, "outcomes.occupation", { title: row.occupationTitle, code: row.occupationCode }),
    lines,
    source: translate(lang, "outcomes.source", {
      publisher: BLS_OEWS_SOURCE.publisher,
      period: translate(lang, "outcomes.period", { year: BLS_OEWS_PERIOD.year }),
    }),
    url: BLS_OEWS_SOURCE.url,
    outlook: outlook ? outlookFigures(outlook, row.occupationCode, lang, country) : null,
  };
}

/** A rate as INE publishes it, one decimal: "92,4 %" (es, as written in Spain), "92.4%" (en). */
function rate(percent: number, lang: Lang): string {
  return percentText(percent, lang, "ES", false);
}

/**
 * A reader in Spain sees, for a university career tied to a «rama de conocimiento»
 * (scripts/data/eilu.ts), the employment and unemployment rates INE publishes for all university
 * graduates of that rama (EILU 2019, graduates of 2013-2014), said to be of the field and not of the
 * career alone, with INE as the source. Null for the other careers.
 */
function spainFigures(careerId: string, lang: Lang): CareerFiguresDto | null {
  const row = ES_BY_CAREER.get(careerId);
  if (!row) return null;
  const year = INE_EILU_PERIOD.year;
  return {
    heading: translate(lang, "outcomes.es.own"),
    foreign: false,
    occupation: translate(lang, "outcomes.es.field", { rama: row.ramaName[lang], cohort: INE_EILU_PERIOD.cohort }),
    lines: [
      translate(lang, "outcomes.es.employment", { year, rate: rate(row.employmentRate, lang) }),
      translate(lang, "outcomes.es.unemployment", { year, rate: rate(row.unemploymentRate, lang) }),
    ],
    source: translate(lang, "outcomes.es.source", { year }),
    url: INE_EILU_SOURCE.url,
    outlook: null,
  };
}

/**
 * The tuition Colombia's programs of a career publish in SNIES, at one level, as a compare cell:
 * "Matrícula publicada por semestre: mediana COP 4.200.000 (de COP 1.100.000 a COP 12.500.000, 37
 * programas)", then public and private apart when both have figures, and, at the technical and bachelor
 * levels unless every program counted is private, that what a student pays at a public institution
 * often depends on the family's income; its source names SNIES, the ministry of Colombia and the day of
 * the export (shared/content/costs-co.generated.ts).
 */
function colombiaCost(row: PublishedTuition, lang: Lang): CompareCellDto {
  const cop = (n: number) => `COP ${formatCount(n, lang, "CO")}`;
  const sentences = [
    translate(lang, "outcomes.cell.coCost", {
      period: translate(lang, `outcomes.cost.period.${row.period}` as MessageKey),
      median: cop(row.median),
      min: cop(row.min),
      max: cop(row.max),
      count: formatCount(row.programs, lang, "CO"),
    }),
  ];
  if (row.public && row.private)
    sentences.push(
      translate(lang, "outcomes.cell.coCostSectors", {
        public: cop(row.public.median),
        publicCount: formatCount(row.public.programs, lang, "CO"),
        private: cop(row.private.median),
        privateCount: formatCount(row.private.programs, lang, "CO"),
      }),
    );
  // a public institution's pregrado tuition is often set by the family's income; its graduate tuition is not said to be
  const allPrivate = row.private?.programs === row.programs;
  if (!allPrivate && row.level !== "graduate")
    sentences.push(translate(lang, "outcomes.cell.coCostIncome").replace(/\.$/, ""));
  const value = sentences.length > 1 ? `${sentences.join(". ")}.` : sentences[0]!;
  const date = new Intl.DateTimeFormat(numberLocale(lang, "CO"), { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${row.mirror.exported}T00:00:00Z`),
  );
  return { value, source: translate(lang, "outcomes.cell.coCostSource", { date }) };
}

/**
 * A career's cells in the compare view: cost, for a reader in Colombia, from the tuition its programs
 * of the route's level publish in SNIES (elsewhere, or with no figure at that level: "Sin datos"); and
 * pay, employment and outlook from BLS, said to be the United States', each with its source. A
 * reader in Spain gets, for a career tied to a rama, the employment rate INE publishes for its
 * graduates in the employment cell instead, with INE as its source.
 */
export function compareOutcomes(
  careerId: string,
  lang: Lang,
  country?: CountryCode,
  level?: ProgramLevel,
): CompareOutcomesDto {
  const none = { value: translate(lang, "outcomes.noData"), source: null };
  const tuition = country === "CO" && level ? CO_TUITION.get(`${careerId}|${level}`) : undefined;
  const row = WAGES_BY_CAREER.get(careerId);
  const outlook = OUTLOOK_BY_CAREER.get(careerId);
  const spain = country === "ES" ? ES_BY_CAREER.get(careerId) : undefined;
  const source = translate(lang, "outcomes.cell.source", {
    period: translate(lang, "outcomes.period", { year: BLS_OEWS_PERIOD.year }),
  });
  return {
    cost: tuition ? colombiaCost(tuition, lang) : none,
    pay:
      row && row.median !== null
        ? { value: translate(lang, "outcomes.cell.pay", { amount: amount(row.median, lang, country) }), source }
        : none,
    employment: spain
      ? {
          value: translate(lang, "outcomes.cell.esEmployment", {
            rate: rate(spain.employmentRate, lang),
            rama: spain.ramaName[lang],
            year: INE_EILU_PERIOD.year,
          }),
          source: translate(lang, "outcomes.cell.esSource", { year: INE_EILU_PERIOD.year }),
        }
      : row && row.employment !== null
        ? {
            value: translate(lang, "outcomes.cell.employment", {
              count: row.employment.toLocaleString(locale(lang, country)),
            }),
            source,
          }
        : none,
    outlook: outlook
      ? {
          value: translate(lang, "outcomes.cell.outlook", {
            change: change(outlook.percentChange, lang, country),
            period: BLS_EP_PERIOD.label,
          }),
          source: translate(lang, "outcomes.cell.outlookSource", { period: BLS_EP_PERIOD.label }),
        }
      : none,
  };
}
