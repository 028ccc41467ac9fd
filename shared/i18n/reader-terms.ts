import type { CountryCode } from "./countries";

/**
 * Words of the Spanish templates that mean something else in some countries (Spain's own terms are in
 * spain.ts). "Bachiller" is the secondary-school diploma in Colombia, Venezuela, Ecuador, Central
 * America, the Dominican Republic, Bolivia, Paraguay, Uruguay or Cuba, but a university degree in Peru
 * (the grado académico de bachiller), Puerto Rico (the bachillerato, a bachelor's degree) and Brazil
 * (bacharel); Mexico, Chile and Argentina name the diploma otherwise. Each rule is a whole phrase of the
 * catalog's templates; names (institutions, programs) are left alone.
 */
const SECONDARY_DIPLOMA_ABROAD = "certificado de estudios secundarios";

/**
 * The explorer's steps name secondary school "Bachillerato" ("Bachillerato y examen de admisión", "Título de
 * bachillerato"), as Spain, Mexico, Colombia and most of the region do. Where the word means a university degree or
 * is not said, the step names the country's own school and diploma; a technical school agrees with the school's gender.
 */
function secondarySchool(school: string, technical: string, diploma: string): readonly (readonly [RegExp, string])[] {
  return [
    [/\bBachillerato técnico\b/g, technical],
    [/\bBachillerato (?=con énfasis|con alto rendimiento|y examen de admisión|y, a veces)/g, `${school} `],
    [/\bTítulo de bachillerato\b/g, diploma],
  ];
}

const TERMS: Partial<Record<CountryCode, readonly (readonly [RegExp, string])[]>> = {
  PE: [
    ...secondarySchool("Secundaria", "Secundaria técnica", "Certificado de estudios de secundaria"),
    [/\btítulo de bachiller\b/g, "certificado de estudios de secundaria"],
    [/\bbachillerato o secundaria completa\b/g, "secundaria completa"],
  ],
  PR: [
    ...secondarySchool("Escuela superior", "Escuela superior vocacional", "Diploma de escuela superior"),
    [/\btítulo de bachiller\b/g, "diploma de escuela superior"],
    [/\bbachillerato o secundaria completa\b/g, "escuela superior completa"],
    [/\blicenciatura o grado universitario \(bachelor's degree\)/g, "bachillerato universitario (bachelor's degree)"],
  ],
  BR: [
    ...secondarySchool("Enseñanza media", "Enseñanza media técnica", "Certificado de enseñanza media"),
    [/\btítulo de bachiller\b/g, "certificado de enseñanza media"],
    [/\bbachillerato o secundaria completa\b/g, "enseñanza media completa"],
  ],
  MX: [
    [/\bTítulo de bachillerato\b/g, "Certificado de bachillerato"],
    [/\btítulo de bachiller\b/g, "certificado de bachillerato"],
  ],
  CL: [
    ...secondarySchool("Enseñanza media", "Enseñanza media técnico-profesional", "Licencia de enseñanza media"),
    [/\btítulo de bachiller\b/g, "licencia de enseñanza media"],
    [/\bbachillerato o secundaria completa\b/g, "enseñanza media completa"],
  ],
  AR: [
    ...secondarySchool("Secundario", "Secundario técnico", "Título secundario"),
    [/\btítulo de bachiller\b/g, "título secundario"],
  ],
  US: [
    ...secondarySchool("Escuela secundaria", "Escuela secundaria técnica", "Diploma de escuela secundaria"),
    [/\btítulo de bachiller\b/g, "diploma de escuela secundaria"],
    [/\bbachillerato o secundaria completa\b/g, "escuela secundaria completa (high school)"],
  ],
  ...Object.fromEntries(
    (["CA", "GB", "DE", "IT", "NL", "AU", "JM", "TT"] as const).map((country) => [
      country,
      [
        ...secondarySchool(
          "Educación secundaria",
          "Educación secundaria técnica",
          "Certificado de estudios secundarios",
        ),
        [/\btítulo de bachiller\b/g, SECONDARY_DIPLOMA_ABROAD],
      ] as const,
    ]),
  ),
};

/**
 * "Computador" is said in Colombia, Venezuela, Ecuador and Chile; Mexico, Central America, the Caribbean, Peru and
 * the Río de la Plata say "computadora" (feminine: the article changes with it).
 */
/** The adjectives that follow "computador" in our texts and agree with it ("un computador apto" → "una computadora apta"). */
export const COMPUTADOR_ADJECTIVES = ["apt", "nuev", "propi", "modern", "usad", "adecuad", "conectad"] as const;
const COMPUTADORA: readonly (readonly [RegExp, string])[] = [
  [new RegExp(`\\b(computador(?:es)?) (${COMPUTADOR_ADJECTIVES.join("|")})o(s?)\\b`, "g"), "$1 $2a$3"],
  [/\bun computador\b/g, "una computadora"],
  [/\bel computador\b/g, "la computadora"],
  [/\bdel computador\b/g, "de la computadora"],
  [/\bal computador\b/g, "a la computadora"],
  [/\blos computadores\b/g, "las computadoras"],
  [/\bcomputadores\b/g, "computadoras"],
  [/\bcomputador\b/g, "computadora"],
];
const SAYS_COMPUTADORA: readonly string[] = [
  "MX",
  "GT",
  "HN",
  "SV",
  "NI",
  "CR",
  "PA",
  "CU",
  "DO",
  "PR",
  "US",
  "PE",
  "BO",
  "PY",
  "UY",
  "AR",
];

/** Colombia's words that other countries do not use (a research "semillero" is a student research group). */
const COLOMBIAN: readonly (readonly [RegExp, string])[] = [
  [/\bsemilleros de investigación\b/g, "grupos de investigación"],
  [/\bsemillero de investigación\b/g, "grupo de investigación"],
];

/** The Spanish text with the reader's country's words where they differ (not Spain: spain.ts). */
export function forCountry(text: string, country: CountryCode | string): string {
  const rules = [
    ...(TERMS[country as CountryCode] ?? []),
    ...(country === "CO" ? [] : COLOMBIAN),
    ...(SAYS_COMPUTADORA.includes(country) ? COMPUTADORA : []),
  ];
  return rules.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}
