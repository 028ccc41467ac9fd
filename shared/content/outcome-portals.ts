/**
 * Where each country publishes what careers lead to (pay, employment, job linkage), and whether
 * those figures may appear in a paid report (DECISIONS 36). The report, the results page, the
 * compare view and the explorer point the reader to the official portal of their country; a figure
 * is shown only from a source whose licence allows it and only once an import script has read it
 * (scripts/data/, shared/content/outcomes-us.generated.ts).
 *
 * Provenance: rows written on 2026-11-27 from the research summarised in issue 35 and DOMAIN.md
 * ("Where outcome figures can come from"), with each portal's address checked against stored copies
 * of public pages and code that cite it; no portal was read online (`readOnline: false`), except
 * the United States row, whose publisher's file was read (scripts/data/import-bls-oews.ts). Spain's
 * row was checked again on 2026-11-27 when INE's EILU rates were imported from a stored copy of
 * INE's own page (scripts/data/import-ine-eilu.ts). Check each licence again before importing
 * figures from a portal.
 */
import type { CountryCode } from "../i18n/countries";
import type { Localized } from "./types";

export interface OutcomePortal {
  /** Official or public-interest site where a reader finds pay and employment per career or program. */
  name: string;
  publisher: string;
  /** The publisher as a sentence names it, with its article ("el Ministerio de Educación Nacional de Colombia"). */
  publisherInSentence: Localized;
  /** https URL of the portal's home. */
  url: string;
  /** What the portal publishes. */
  publishes: Localized;
  /** Its terms of reuse as found ("Public domain (17 U.S.C. 105)", "CC BY-NC", "No licence found"). */
  licence: string;
  /**
   * Whether its figures may be shown in a paid report: a licence that allows commercial reuse with
   * attribution (public domain, open data, "Fuente: INE"). false when the licence forbids it
   * (non-commercial) or when no licence was found.
   */
  reusable: boolean;
}

export interface CountryOutcomes {
  country: Exclude<CountryCode, "OTHER">;
  /** "published": a portal publishes pay or employment per career or program; "none": nothing of the kind is published. */
  status: "published" | "none";
  portal?: OutcomePortal;
  /** What the country does publish, when it publishes no outcomes (e.g. enrolment only). */
  note?: Localized;
  /**
   * What this product shows of the country's own figures, when it imported some but not for every
   * career ("las tasas de empleo que publica el INE por rama de conocimiento"); the other careers
   * keep the pointer to the portal.
   */
  imported?: Localized;
  /** YYYY-MM-DD: when the row was written or last checked. */
  retrieved: string;
  /** true when that check read the portal itself (or its published file). */
  readOnline: boolean;
}

export const OUTCOME_PORTALS: CountryOutcomes[] = [
  {
    country: "US",
    status: "published",
    portal: {
      name: "Occupational Outlook Handbook",
      publisher: "U.S. Bureau of Labor Statistics",
      publisherInSentence: {
        es: "la Oficina de Estadísticas Laborales de los Estados Unidos (BLS)",
        en: "the U.S. Bureau of Labor Statistics",
      },
      url: "https://www.bls.gov/ooh/",
      publishes: {
        es: "salarios, empleo y perspectivas de cada ocupación (BLS, OEWS y Employment Projections)",
        en: "pay, employment and outlook of each occupation (BLS, OEWS and Employment Projections)",
      },
      licence: "Public domain (17 U.S.C. 105)",
      reusable: true,
    },
    retrieved: "2026-11-27",
    readOnline: true,
  },
  {
    country: "ES",
    status: "published",
    portal: {
      name: "QEDU: Qué estudiar y dónde en la universidad",
      publisher: "Ministerio de Ciencia, Innovación y Universidades",
      publisherInSentence: {
        es: "el Ministerio de Ciencia, Innovación y Universidades",
        en: "Spain's Ministry of Science, Innovation and Universities",
      },
      url: "https://www.ciencia.gob.es/qedu.html",
      publishes: {
        es: "la inserción laboral de cada titulación universitaria; el INE publica además la Encuesta de Inserción Laboral de Titulados Universitarios (EILU)",
        en: "the employment of each university degree's graduates; INE also publishes its survey of graduates' entry into work (EILU)",
      },
      licence: "Reuse of public-sector information with attribution (Ley 37/2007; INE: «Fuente: INE»)",
      reusable: true,
    },
    imported: {
      es: "las tasas de empleo y de paro de los titulados universitarios que publica el INE (EILU 2019) por rama de conocimiento",
      en: "the employment and unemployment rates of university graduates that INE publishes (EILU 2019) by branch of knowledge",
    },
    retrieved: "2026-11-27",
    readOnline: false,
  },
  {
    country: "CO",
    status: "published",
    portal: {
      name: "Observatorio Laboral para la Educación (OLE)",
      publisher: "Ministerio de Educación Nacional de Colombia",
      publisherInSentence: {
        es: "el Ministerio de Educación Nacional de Colombia",
        en: "Colombia's Ministry of National Education",
      },
      url: "https://ole.mineducacion.gov.co/portal/",
      publishes: {
        es: "la vinculación laboral y el salario de entrada de los graduados por programa",
        en: "graduates' job linkage and starting pay by program",
      },
      licence: "Ley 1712 de 2014 (datos abiertos)",
      reusable: true,
    },
    retrieved: "2026-11-27",
    readOnline: false,
  },
  {
    country: "MX",
    status: "published",
    portal: {
      name: "Compara Carreras",
      publisher: "Instituto Mexicano para la Competitividad (IMCO)",
      publisherInSentence: {
        es: "el Instituto Mexicano para la Competitividad (IMCO)",
        en: "the Mexican Institute for Competitiveness (IMCO)",
      },
      url: "https://comparacarreras.org",
      publishes: {
        es: "el ingreso y el desempleo de los egresados de cada grupo de carreras, con datos de la ENOE del INEGI",
        en: "the income and unemployment of graduates of each group of programs, from INEGI's ENOE survey",
      },
      licence: "No licence found for IMCO's files (INEGI's own data has free-use terms)",
      reusable: false,
    },
    retrieved: "2026-11-27",
    readOnline: false,
  },
  {
    country: "CL",
    status: "published",
    portal: {
      name: "Mi Futuro",
      publisher: "Subsecretaría de Educación Superior, Ministerio de Educación de Chile (SIES)",
      publisherInSentence: {
        es: "la Subsecretaría de Educación Superior del Ministerio de Educación de Chile (SIES)",
        en: "the Undersecretariat of Higher Education of Chile's Ministry of Education (SIES)",
      },
      url: "https://www.mifuturo.cl",
      publishes: {
        es: "el ingreso y la empleabilidad de cada carrera e institución",
        en: "the income and employability of each program and institution",
      },
      licence: "CC BY-NC (non-commercial: not usable in a paid report without permission)",
      reusable: false,
    },
    retrieved: "2026-11-27",
    readOnline: false,
  },
  {
    country: "PE",
    status: "published",
    portal: {
      name: "Ponte en Carrera",
      publisher: "Gobierno del Perú (Ministerio de Trabajo y Promoción del Empleo y Ministerio de Educación)",
      publisherInSentence: {
        es: "el Gobierno del Perú (sus ministerios de Trabajo y de Educación)",
        en: "the Government of Peru (its ministries of labor and of education)",
      },
      url: "https://www.ponteencarrera.pe",
      publishes: {
        es: "el ingreso de los egresados de cada carrera e institución",
        en: "the income of graduates of each program and institution",
      },
      licence: "No licence found",
      reusable: false,
    },
    retrieved: "2026-11-27",
    readOnline: false,
  },
  {
    country: "DO",
    status: "none",
    note: {
      es: "El MESCyT publica la matrícula y los egresados de la educación superior, no el pago ni el empleo de cada carrera.",
      en: "MESCyT publishes higher-education enrollment and graduates, not the pay or employment of each career.",
    },
    retrieved: "2026-11-27",
    readOnline: false,
  },
];

/** The row of a country, if its outcomes were researched. */
export function outcomesOf(country: CountryCode): CountryOutcomes | undefined {
  return OUTCOME_PORTALS.find((row) => row.country === country);
}
