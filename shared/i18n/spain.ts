import type { CountryCode } from "./countries";
import type { Lang } from "./lang";
import { forCountry } from "./reader-terms";

/**
 * Spanish is written in neutral Latin American Spanish; a reader in Spain gets Spain's usual terms
 * where they differ (grado, máster, FP, instituto, prácticas, nota media, asignaturas, mención, trabajo de fin
 * de grado, grupo de investigación, préstamo para estudiar, ordenador, móvil...).
 * Each rule is a whole phrase of the catalog's templates, longest first, so that articles and
 * adjectives agree ("una carrera universitaria" → "un grado universitario"). Names (careers,
 * institutions, programs) start with a capital letter and are left alone. "Carrera" meaning a
 * career option stays: it is said in Spain too.
 */
const SPAIN_TERMS: readonly (readonly [RegExp, string])[] = [
  [/ \(pensum o malla curricular\)/g, ""],
  [/\bSegunda carrera universitaria\b/g, "Segundo grado universitario"],
  [/\bcarreras universitarias y técnicas\b/g, "grados universitarios y ciclos de FP"],
  [/\blas carreras universitarias\b/g, "los grados universitarios"],
  [/\buna carrera universitaria\b/g, "un grado universitario"],
  [/\bcarreras universitarias\b/g, "grados universitarios"],
  [/\bcarrera universitaria\b/g, "grado universitario"],
  [/\bCarrera universitaria\b/g, "Grado universitario"],
  [/\ba la carrera completa\b/g, "al grado completo"],
  [/\bla carrera completa\b/g, "el grado completo"],
  [/\bexámenes de validación\b/g, "pruebas libres"],
  [/\b(tu|su) primera carrera\b/g, "$1 primer grado"],
  [/\botra carrera de varios años\b/g, "otro grado de varios años"],
  [/\badmita otras carreras\b/g, "admita otros grados"],
  [/\bcambio(s?) de carrera\b/g, "cambio$1 de grado"],
  [/\bcoordinador de carrera\b/g, "coordinador del grado"],
  [/\b(confirma|confirmar) (tu|su) carrera\b/g, "$1 $2 grado"],
  [/\btodavía estudias la carrera o ya la terminaste\b/g, "todavía estudias el grado o ya lo terminaste"],
  [/\btodavía estudias la carrera\b/g, "todavía estudias el grado"],
  [
    /\buna pasantía, práctica o trabajo de medio tiempo cercano a\b/g,
    "unas prácticas o un trabajo a media jornada en el campo de",
  ],
  [/\baunque sea corto, te dirá\b/g, "aunque sea poco tiempo, te dirá"],
  [/\buna pasantía, práctica o trabajo de medio tiempo\b/g, "unas prácticas o un trabajo a media jornada"],
  [/\buna pasantía o\b/g, "unas prácticas o"],
  [/\bpasantías?\b/g, "prácticas"],
  [/\bmedio tiempo\b/g, "media jornada"],
  [/\binstitutos técnicos o centros de formación\b/g, "centros de FP"],
  [/\binstitutos técnicos\b/g, "centros de FP"],
  [/\bun instituto de\b/g, "un centro de FP de"],
  [/\bun programa técnico corto\b/g, "un ciclo corto de FP"],
  [/\bun programa técnico\b/g, "un ciclo de FP"],
  [/\bprogramas técnicos\b/g, "ciclos de FP"],
  [/\bPrograma técnico\b/g, "Ciclo de FP"],
  [/\bun diplomado corto\b/g, "un curso de especialización corto"],
  [/\bun diplomado\b/g, "un curso de especialización"],
  [/\bdiplomados\b/g, "cursos de especialización"],
  [/\bdiplomado\b/g, "curso de especialización"],
  [/\bde la maestría elegida\b/g, "del máster elegido"],
  [/\bde la maestría\b/g, "del máster"],
  [/\buna maestría\b/g, "un máster"],
  [/\bla maestría\b/g, "el máster"],
  [/\bmaestrías\b/g, "másteres"],
  [/\bmaestría\b/g, "máster"],
  [/\b(el de|de) tu colegio\b/g, "$1 tu instituto"],
  [/\btermina la secundaria\b/g, "termina el Bachillerato"],
  [/\bterminaste la secundaria\b/g, "terminaste la ESO"],
  [/\btítulo de bachiller\b/g, "título de Bachillerato"],
  [/\bcertificado de notas\b/g, "expediente académico"],
  [/\bbuen promedio\b/g, "buena nota media"],
  // a grade average ("tu promedio"), not an average of figures ("promedio 2024–34")
  [/\bpromedio\b(?! \d)/g, "nota media"],
  [/\bpuntaje\b/g, "puntuación"],
  [/\bpregrado\b/g, "grado"],
  [/\bsemilleros? de investigación\b/g, "grupo de investigación"],
  [/\bmenciones o énfasis\b/g, "menciones o itinerarios"],
  [/\btu énfasis\b/g, "tu mención"],
  [/\bénfasis\b/g, "itinerario"],
  [/\bproyecto de grado\b/g, "trabajo de fin de grado"],
  [/\bel consejero estudiantil\b/g, "el servicio de orientación"],
  [/\bde asuntos estudiantiles\b/g, "de atención al estudiante"],
  [/\beducación continua\b/g, "formación continua"],
  [/\bPostúlate\b/g, "Preséntate"],
  [/\bArma (tu|un|una)\b/g, "Prepara $1"],
  [/\bfinanciamiento\b/g, "financiación"],
  [/\bun crédito educativo\b/g, "un préstamo para estudiar"],
  [/\bcréditos educativos\b/g, "préstamos para estudiar"],
  [/\bcrédito educativo\b/g, "préstamo para estudiar"],
  [/\bmaterias\b/g, "asignaturas"],
  // a school subject, never "la materia" (matter, in chemistry's and physics' descriptions)
  [/\b(una|cada|esa|esta) materia\b/g, "$1 asignatura"],
  [/\btu cuarto\b/g, "tu habitación"],
  [/\bun hogar de personas mayores\b/g, "una residencia de mayores"],
  [/\bun comedor comunitario\b/g, "un comedor social"],
  [/\bun consultorio jurídico gratuito\b/g, "un servicio de orientación jurídica gratuita"],
  [/\bcasa y traslados\b/g, "casa y desplazamientos"],
  [/\bInscríbete en (el|un) (programa|primer módulo)\b/g, "Matricúlate en $1 $2"],
  [/\breportes\b/g, "informes"],
  [/\breporte\b/g, "informe"],
  [/\bToma un curso\b/g, "Haz un curso"],
  [/\bToma una electiva\b/g, "Elige una optativa"],
  [/\belectivas\b/g, "optativas"],
  [/\belectiva\b/g, "optativa"],
  [/\bAgenda una cita\b/g, "Pide una cita"],
  [/\bcomputadoras\b/g, "ordenadores"],
  [/\bcomputadora\b/g, "ordenador"],
  [/\bcomputadores\b/g, "ordenadores"],
  [/\bcomputador\b/g, "ordenador"],
  // the telephone, never the biology ("Biología celular", "procesos celulares")
  [/\b(los|tus|sus|unos) celulares\b/g, "$1 móviles"],
  [/\b(un|el|tu|su|del|al) celular\b/g, "$1 móvil"],
  [/\bComparen juntos\b/g, "Comparad juntos"],
  [/\brevisen juntos\b/g, "revisad juntos"],
  [/\bcostos\b/g, "costes"],
  [/\bcosto\b/g, "coste"],
  [/\bportafolio\b/g, "porfolio"],
  [/\bvideos\b/g, "vídeos"],
  [/\bvideo\b/g, "vídeo"],
];

/** The text as a reader in Spain writes it. */
export function forSpain(text: string): string {
  return SPAIN_TERMS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/**
 * The text for this reader: Spain's terms for a Spanish reader in Spain, the country's own words for a
 * Spanish reader elsewhere where they differ (reader-terms.ts), unchanged in English.
 */
export function forReader(text: string, lang: Lang, country: CountryCode | string): string {
  if (lang !== "es") return text;
  return country === "ES" ? forSpain(text) : forCountry(text, country);
}
