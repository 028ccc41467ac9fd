/**
 * The canonical country list: ISO 3166-1 alpha-2 codes for Latin America, Puerto Rico, Spain, the US,
 * Canada, the UK, Germany, France, Italy, the Netherlands, Australia and the larger English-speaking
 * Caribbean, plus OTHER. Used by every form, the server validators, the report and the content.
 */
export const COUNTRY_CODES = [
  "AR",
  "BO",
  "BR",
  "CL",
  "CO",
  "CR",
  "CU",
  "DO",
  "EC",
  "SV",
  "GT",
  "HT",
  "HN",
  "JM",
  "MX",
  "NI",
  "PA",
  "PY",
  "PE",
  "PR",
  "TT",
  "UY",
  "VE",
  "ES",
  "US",
  "CA",
  "GB",
  "DE",
  "FR",
  "IT",
  "NL",
  "AU",
  "OTHER",
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const DEFAULT_COUNTRY: CountryCode = "DO";

export const COUNTRY_NAMES: Record<CountryCode, { es: string; en: string }> = {
  AR: { es: "Argentina", en: "Argentina" },
  BO: { es: "Bolivia", en: "Bolivia" },
  BR: { es: "Brasil", en: "Brazil" },
  CL: { es: "Chile", en: "Chile" },
  CO: { es: "Colombia", en: "Colombia" },
  CR: { es: "Costa Rica", en: "Costa Rica" },
  CU: { es: "Cuba", en: "Cuba" },
  DO: { es: "República Dominicana", en: "Dominican Republic" },
  EC: { es: "Ecuador", en: "Ecuador" },
  SV: { es: "El Salvador", en: "El Salvador" },
  GT: { es: "Guatemala", en: "Guatemala" },
  HT: { es: "Haití", en: "Haiti" },
  HN: { es: "Honduras", en: "Honduras" },
  JM: { es: "Jamaica", en: "Jamaica" },
  MX: { es: "México", en: "Mexico" },
  NI: { es: "Nicaragua", en: "Nicaragua" },
  PA: { es: "Panamá", en: "Panama" },
  PY: { es: "Paraguay", en: "Paraguay" },
  PE: { es: "Perú", en: "Peru" },
  PR: { es: "Puerto Rico", en: "Puerto Rico" },
  TT: { es: "Trinidad y Tobago", en: "Trinidad and Tobago" },
  UY: { es: "Uruguay", en: "Uruguay" },
  VE: { es: "Venezuela", en: "Venezuela" },
  ES: { es: "España", en: "Spain" },
  US: { es: "Estados Unidos", en: "United States" },
  CA: { es: "Canadá", en: "Canada" },
  GB: { es: "Reino Unido", en: "United Kingdom" },
  DE: { es: "Alemania", en: "Germany" },
  FR: { es: "Francia", en: "France" },
  IT: { es: "Italia", en: "Italy" },
  NL: { es: "Países Bajos", en: "Netherlands" },
  AU: { es: "Australia", en: "Australia" },
  OTHER: { es: "Otro", en: "Other" },
};

/** English names that take "the" inside a sentence ("in the Dominican Republic", "in the United States"). */
const EN_WITH_ARTICLE: readonly CountryCode[] = ["DO", "US", "GB", "NL"];

/**
 * A country's name as it reads inside a sentence: with the article English needs ("in the United
 * States"), and "tu país" / "your country" for Other.
 */
export function countryInSentence(code: CountryCode, lang: "es" | "en"): string {
  if (code === "OTHER") return lang === "es" ? "tu país" : "your country";
  const name = COUNTRY_NAMES[code][lang];
  return lang === "en" && EN_WITH_ARTICLE.includes(code) ? `the ${name}` : name;
}
