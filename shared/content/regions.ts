import type { CountryCode } from "../i18n/countries";

/** Regions used when a person's country lists no institution for a field: the report then says so. */
export const REGIONS = {
  caribbean: { es: "el Caribe", en: "the Caribbean", countries: ["DO", "CU", "PR", "HT", "JM", "TT"] },
  centralAmerica: { es: "Centroamérica", en: "Central America", countries: ["GT", "SV", "HN", "NI", "CR", "PA"] },
  andean: { es: "la región andina", en: "the Andean region", countries: ["CO", "VE", "EC", "PE", "BO"] },
  southernCone: {
    es: "el Cono Sur y Brasil",
    en: "the Southern Cone and Brazil",
    countries: ["AR", "CL", "UY", "PY", "BR"],
  },
  northAmerica: { es: "Norteamérica", en: "North America", countries: ["MX", "US", "CA"] },
  europe: { es: "Europa", en: "Europe", countries: ["ES", "GB", "DE", "FR", "IT", "NL"] },
  oceania: { es: "Oceanía", en: "Oceania", countries: ["AU"] },
} satisfies Record<string, { es: string; en: string; countries: CountryCode[] }>;

export type RegionKey = keyof typeof REGIONS;

export function regionOf(country: CountryCode): RegionKey | undefined {
  return (Object.keys(REGIONS) as RegionKey[]).find((key) =>
    (REGIONS[key].countries as CountryCode[]).includes(country),
  );
}

/** Countries of the list where Spanish is the language of study. */
export const SPANISH_SPEAKING: CountryCode[] = [
  "AR",
  "BO",
  "CL",
  "CO",
  "CR",
  "CU",
  "DO",
  "EC",
  "SV",
  "GT",
  "HN",
  "MX",
  "NI",
  "PA",
  "PY",
  "PE",
  "PR",
  "UY",
  "VE",
  "ES",
];

/** Countries of the list where English is the language of study. */
export const ENGLISH_SPEAKING: CountryCode[] = ["US", "GB", "CA", "AU", "JM", "TT"];
