/**
 * SUNEDU (Superintendencia Nacional de Educación Superior Universitaria, Peru) → our career ids and
 * levels, by program name. Pure functions, shared by the importer and its test.
 *
 * SUNEDU names each program by its denomination (DENOMINACION_PROGRAMA) and level (NIVEL_ACADEMICO).
 * A program matches a career when its whole name, accents and case aside, matches one of the
 * career's patterns below, after the words that are not part of the name are set aside: a leading
 * "CARRERA PROFESIONAL DE", the level word of a graduate program ("MAESTRÍA EN", "DOCTORADO EN") and
 * a trailing modality ("(VIRTUAL: SEMIPRESENCIAL)", "MODALIDAD DE ESTUDIOS A DISTANCIA"). The patterns
 * are anchored, so that "INGENIERÍA CIVIL" matches civil engineering but "INGENIERÍA CIVIL AMBIENTAL"
 * matches neither career on its own.
 */
import type { Program, ProgramLevel } from "../../shared/content/types";
import { normalize } from "./snies";

export { normalize };

/** Tecnología Médica names its specialty in several ways: "…, especialidad en", "con mención en", "en la especialidad de". */
const TM = String.raw`(TECNOLOGIA MEDICA( -| CON| EN)?( LA)?( ESPECIALIDAD| MENCION| AREA)?( DE| EN)? )?`;
const tm = (specialty: string) => new RegExp(`^${TM}(${specialty})$`);

/** Carreras profesionales (bachelor): career → anchored patterns on the normalized name. */
export const BACHELOR_RULES: Record<string, RegExp> = {
  accounting:
    /^(CONTABILIDAD|CIENCIAS CONTABLES|CONTABILIDAD FINANCIERA|CONTABILIDAD CORPORATIVA|CONTABILIDAD Y AUDITORIA|CONTABILIDAD Y FINANZAS|CIENCIAS CONTABLES Y FINANCIERAS|CONTABILIDAD CON MENCION EN FINANZAS|CONTABILIDAD Y GESTION TRIBUTARIA)$/,
  finance:
    /^(FINANZAS|CONTABILIDAD Y FINANZAS|ADMINISTRACION Y FINANZAS|ADMINISTRACION,? BANCA Y FINANZAS|ADMINISTRACION BANCARIA Y FINANCIERA|ADMINISTRACION DE BANCA Y FINANZAS|ECONOMIA Y FINANZAS)$/,
  "business-administration":
    /^(ADMINISTRACION|ADMINISTRACION DE EMPRESAS|ADMINISTRACION DE NEGOCIOS|CIENCIAS ADMINISTRATIVAS|ADMINISTRACION Y DIRECCION DE EMPRESAS|ADMINISTRACION CON MENCION EN DIRECCION DE EMPRESAS|ADMINISTRACION Y FINANZAS)$/,
  economics: /^(ECONOMIA|ECONOMIA Y FINANZAS|INGENIERIA ECONOMICA|ECONOMIA Y NEGOCIOS INTERNACIONALES)$/,
  // "Derecho y Ciencias Políticas" is the usual name of the law degree in Peru
  law: /^(DERECHO|DERECHO Y CIENCIAS? POLITICAS?)$/,
  medicine: /^(MEDICINA|MEDICINA HUMANA)$/,
  "veterinary-medicine": /^MEDICINA VETERINARIA( Y ZOOTECNIA| - ZOOTECNIA)?$/,
  "animal-science": /^(ZOOTECNIA|INGENIERIA ZOOTECNI(A|STA))$/,
  nursing: /^ENFERMERIA$/,
  psychology: /^PSICOLOGIA$/,
  "social-work": /^TRABAJO SOCIAL$/,
  sociology: /^SOCIOLOGIA$/,
  anthropology: /^ANTROPOLOGIA( SOCIAL)?$/,
  philosophy: /^FILOSOFIA$/,
  theology: /^TEOLOGIA$/,
  history: /^HISTORIA$/,
  "political-science": /^CIENCIAS? POLITICAS?( Y GOBIERNO| Y GOBERNABILIDAD)?$/,
  "international-relations": /^RELACIONES INTERNACIONALES$/,
  "public-administration": /^(ADMINISTRACION Y GESTION PUBLICA|GESTION PUBLICA Y DESARROLLO SOCIAL|GESTION CON MENCION EN GESTION PUBLICA)$/,
  "communication-studies": /^(CIENCIAS DE LA COMUNICACION( SOCIAL)?|COMUNICACION( SOCIAL)?|COMUNICACIONES)$/,
  journalism: /^(PERIODISMO|COMUNICACION Y PERIODISMO|CIENCIAS DE LA COMUNICACION CON ESPECIALIDAD EN PERIODISMO)$/,
  advertising: /^(PUBLICIDAD|COMUNICACION Y PUBLICIDAD|PUBLICIDAD Y MULTIMEDIA)$/,
  "public-relations": /^(RELACIONES PUBLICAS|CIENCIAS DE LA COMUNICACION CON ESPECIALIDAD EN RELACIONES PUBLICAS)$/,
  marketing: /^(MARKETING|ADMINISTRACION Y MARKETING|ADMINISTRACION DE NEGOCIOS Y MARKETING|MARKETING Y DIRECCION DE EMPRESAS|MARKETING Y GESTION COMERCIAL)$/,
  "international-business":
    /^(NEGOCIOS INTERNACIONALES|ADMINISTRACION DE NEGOCIOS INTERNACIONALES|ADMINISTRACION Y NEGOCIOS INTERNACIONALES|INTERNATIONAL BUSINESS|NEGOCIOS GLOBALES|ADMINISTRACION DE NEGOCIOS GLOBALES|GESTION DE NEGOCIOS INTERNACIONALES|ECONOMIA Y NEGOCIOS INTERNACIONALES|MARKETING Y NEGOCIOS INTERNACIONALES)$/,
  tourism:
    /^(TURISMO|ECOTURISMO|TURISMO Y HOTELERIA|TURISMO SOSTENIBLE( Y HOTELERIA)?|ADMINISTRACION (EN|DE) TURISMO( Y HOTELERIA)?|ADMINISTRACION TURISTICA|ADMINISTRACION HOTELERA Y (DE )?TURISMO|ADMINISTRACION DE HOTELERIA Y TURISMO|ADMINISTRACION Y SERVICIOS TURISTICOS|TURISMO, HOTELERIA Y GASTRONOMIA|CIENCIAS Y ARTES DE LA HOSPITALIDAD: TURISMO)$/,
  "hotel-management":
    /^(ADMINISTRACION HOTELERA|ADMINISTRACION HOTELERA Y (DE )?TURISMO|ADMINISTRACION HOTELERA Y DE SERVICIOS TURISTICOS|ADMINISTRACION DE HOTELERIA Y TURISMO|TURISMO Y HOTELERIA|TURISMO SOSTENIBLE Y HOTELERIA|ADMINISTRACION (EN|DE) TURISMO Y HOTELERIA|HOTELERIA Y ADMINISTRACION|TURISMO, HOTELERIA Y GASTRONOMIA|CIENCIAS Y ARTES DE LA HOSPITALIDAD: HOTELERIA)$/,
  // Relaciones Industriales is Peru's degree in personnel management
  "human-resources": /^(ADMINISTRACION Y RECURSOS HUMANOS|ADMINISTRACION Y GESTION DEL TALENTO HUMANO|GESTION DE RECURSOS HUMANOS|RELACIONES INDUSTRIALES)$/,
  logistics: /^(INGENIERIA EN LOGISTICA Y TRANSPORTE|INGENIERIA LOGISTICA Y DE TRANSPORTE|SUPPLY CHAIN MANAGEMENT)$/,
  architecture: /^(ARQUITECTURA|ARQUITECTURA Y URBANISMO)$/,
  "interior-design": /^(ARQUITECTURA DE INTERIORES|ARQUITECTURA Y DISENO DE INTERIORES|DISENO PROFESIONAL DE INTERIORES)$/,
  "civil-engineering": /^INGENIERIA CIVIL$/,
  "industrial-engineering": /^INGENIERIA INDUSTRIAL$/,
  "mechanical-engineering": /^INGENIERIA MECANICA$/,
  "electrical-engineering": /^INGENIERIA ELECTRICA( Y DE POTENCIA)?$/,
  "electronic-engineering": /^INGENIERIA ELECTRONICA$/,
  "electromechanical-engineering": /^(INGENIERIA ELECTROMECANICA|INGENIERIA MECANICA( Y)? ELECTRICA|INGENIERIA MECANICO( -)? ELECTRICA)$/,
  "environmental-engineering": /^INGENIERIA AMBIENTAL$/,
  "biomedical-engineering": /^(INGENIERIA BIOMEDICA|BIOINGENIERIA)$/,
  "chemical-engineering": /^INGENIERIA QUIMICA$/,
  "mechatronics-engineering": /^INGENIERIA MECATRONICA$/,
  "food-engineering":
    /^(INGENIERIA (DE |EN )?INDUSTRIAS ALIMENTARIAS|INGENIERIA DE INDUSTRIA ALIMENTARIA|INDUSTRIAS ALIMENTARIAS|INGENIERIA DE ALIMENTOS|INGENIERIA AGROINDUSTRIAL)$/,
  "agricultural-engineering": /^INGENIERIA AGRICOLA$/,
  "petroleum-engineering": /^INGENIERIA DE PETROLEO( Y GAS NATURAL)?$/,
  "mining-engineering": /^INGENIERIA DE MINAS$/,
  "forestry-engineering": /^INGENIERIA FORESTAL$/,
  "aerospace-engineering": /^INGENIERIA AERONAUTICA$/,
  "telecommunications-engineering": /^(INGENIERIA (DE |EN )(LAS )?TELECOMUNICACIONES|INGENIERIA DE TELECOMUNICACIONES Y REDES)$/,
  "software-engineering": /^INGENIERIA DE SOFTWARE$/,
  "information-systems":
    /^(INGENIERIA DE SISTEMAS|INGENIERIA DE SISTEMAS E INFORMATICA|INGENIERIA INFORMATICA|INGENIERIA DE SISTEMAS DE INFORMACION|INGENIERIA DE COMPUTACION Y SISTEMAS|INGENIERIA DE SISTEMAS COMPUTACIONALES|INGENIERIA DE SISTEMAS Y COMPUTACION|INGENIERIA (EN )?INFORMATICA Y (DE )?SISTEMAS|INGENIERIA DE LA INFORMACION)$/,
  "computer-science": /^CIENCIAS? DE LA COMPUTACION$/,
  cybersecurity: /^INGENIERIA DE SEGURIDAD Y AUDITORIA INFORMATICA$/,
  "construction-engineering": /^INGENIERIA DE CONSTRUCCION$/,
  biology: /^(BIOLOGIA|CIENCIAS BIOLOGICAS)$/,
  "marine-biology": /^BIOLOGIA MARINA$/,
  biotechnology: /^(BIOTECNOLOGIA|INGENIERIA BIOTECNOLOGICA)$/,
  chemistry: /^QUIMICA$/,
  physics: /^FISICA$/,
  mathematics: /^MATEMATICAS?$/,
  statistics: /^(ESTADISTICA|INGENIERIA ESTADISTICA|ESTADISTICA E INFORMATICA)$/,
  geology: /^(GEOLOGIA|INGENIERIA GEOLOGICA)$/,
  agronomy: /^(AGRONOMIA|INGENIERIA AGRONOMA|INGENIERIA AGRONOMICA)$/,
  "sports-science": /^CIENCIAS (DE LA ACTIVIDAD FISICA Y (DEL|EL) DEPORTE|DEL DEPORTE)$/,
  nutrition: /^(NUTRICION|NUTRICION HUMANA|NUTRICION Y DIETETICA|CIENCIAS DE LA NUTRICION|BROMATOLOGIA Y NUTRICION HUMANA)$/,
  "occupational-therapy": tm("TERAPIA OCUPACIONAL"),
  "physical-therapy": tm("TERAPIA FISICA( Y REHABILITACION)?"),
  "speech-therapy": tm("TERAPIA DE (AUDICION, VOZ Y )?LENGUAJE"),
  "clinical-laboratory-science": tm("LABORATORIO CLINICO( Y ANATOMIA PATOLOGICA)?"),
  dentistry: /^(ODONTOLOGIA|ESTOMATOLOGIA)$/,
  pharmacy: /^(FARMACIA Y BIOQUIMICA|CIENCIAS FARMACEUTICAS Y BIOQUIMICA)$/,
  "health-services-administration": /^(ADMINISTRACION EN SALUD|ADMINISTRACION DE LA SALUD)$/,
  "early-childhood-education":
    /^(EDUCACION INICIAL|EDUCACION INICIAL Y PUERICULTURA|EDUCACION INICIAL INTERCULTURAL BILINGUE|CIENCIAS DE LA EDUCACION NIVEL INICIAL|EDUCACION CON ESPECIALIDAD DE EDUCACION INICIAL|EDUCACION CON MENCION EN INICIAL)$/,
  "primary-education":
    /^(EDUCACION PRIMARIA|EDUCACION PRIMARIA INTERCULTURAL BILINGUE|CIENCIAS DE LA EDUCACION,? NIVEL PRIMARIA|EDUCACION CON ESPECIALIDAD DE EDUCACION PRIMARIA|EDUCACION - ESPECIALIDAD EDUCACION PRIMARIA|EDUCACION CON MENCION EN PRIMARIA)$/,
  "special-education": /^(EDUCACION ESPECIAL|EDUCACION ESPECIAL CON MENCION EN [A-Z ,]+|EDUCACION CON LA ESPECIALIDAD DE EDUCACION ESPECIAL)$/,
  "physical-education":
    /^(EDUCACION FISICA|EDUCACION FISICA Y DEPORTES|EDUCACION FISICA, RECREACION Y DEPORTES|EDUCACION FISICA, CON MENCION EN FORMACION DEPORTIVA|EDUCACION CON (LA )?ESPECIALIDAD (DE )?EDUCACION FISICA|EDUCACION,? ESPECIALIDAD EDUCACION FISICA|EDUCACION SECUNDARIA ESPECIALIDAD EDUCACION FISICA)$/,
  "english-teaching":
    /^(EDUCACION SECUNDARIA (CON )?ESPECIALIDAD (EN )?(IDIOMA )?INGLES|EDUCACION SECUNDARIA: LENGUA INGLESA|CIENCIAS DE LA EDUCACION NIVEL SECUNDARIA ESPECIALIDAD LENGUA INGLESA|EDUCACION: LENGUA EXTRANJERA: INGLES)$/,
  "mathematics-teaching":
    /^(EDUCACION SECUNDARIA CON ESPECIALIDAD EN MATEMATICAS?|EDUCACION CON ESPECIALIDAD DE MATEMATICA|EDUCACION SECUNDARIA, MENCION EN: CIENCIAS MATEMATICAS)$/,
  "music-education": /^(EDUCACION CON ESPECIALIDAD DE EDUCACION ARTISTICA - MUSICA|EDUCACION, DIRECCION E INTERPRETACION MUSICAL)$/,
  literature: /^(LITERATURA|LENGUA Y LITERATURA|LITERATURA Y LINGUISTICA|LINGUISTICA Y LITERATURA)$/,
  "modern-languages": /^(LINGUISTICA|IDIOMAS)$/,
  translation: /^TRADUCCION E INTERPRETACION( PROFESIONAL| CON MENCION EN INGLES Y PORTUGUES)?$/,
  "library-science": /^(BIBLIOTECOLOGIA Y CIENCIAS DE LA INFORMACION|CIENCIAS DE LA INFORMACION)$/,
  music: /^(MUSICA|ARTE: MUSICA|ARTES CON ESPECIALIDAD DE MUSICA)$/,
  "fine-arts": /^(ARTES PLASTICAS|ARTE: ARTES PLASTICAS|ARTES CON ESPECIALIDAD DE PLASTICAS|PINTURA|ESCULTURA|GRABADO)$/,
  theatre: /^(TEATRO|ARTE: TEATRO|ARTES ESCENICAS)$/,
  dance: /^(DANZA|ARTE: DANZA)$/,
  "graphic-design":
    /^(DISENO GRAFICO|DISENO PROFESIONAL GRAFICO|DISENO GRAFICO PUBLICITARIO|DISENO GRAFICO ESTRATEGICO|INGENIERIA DE DISENO GRAFICO)$/,
  "industrial-design": /^DISENO INDUSTRIAL$/,
  "fashion-design": /^DISENO Y GESTION EN MODA$/,
  "textile-design": /^ARTE, MODA Y DISENO TEXTIL$/,
  film: /^(CINEMATOGRAFIA|COMUNICACION AUDIOVISUAL|COMUNICACION AUDIOVISUAL Y CINE)$/,
};

/** Maestrías and doctorados (graduate): career → pattern on the name after its level word. */
export const GRADUATE_RULES: Record<string, RegExp> = {
  "business-administration":
    /^(ADMINISTRACION|ADMINISTRACION DE EMPRESAS|ADMINISTRACION DE NEGOCIOS|ADMINISTRACION DE NEGOCIOS \(?MBA\)?|ADMINISTRACION DE NEGOCIOS - (EXECUTIVE )?MBA|ADMINISTRACION EXECUTIVE MBA|ADMINISTRACION DE EMPRESAS EJECUTIVO|ADMINISTRACION Y DIRECCION DE EMPRESAS|ADMINISTRACION ESTRATEGICA DE EMPRESAS|DIRECCION DE EMPRESAS)$/,
  "human-resources":
    /^(GESTION DEL TALENTO( HUMANO)?|GESTION ESTRATEGICA DEL TALENTO|GESTION DE RECURSOS HUMANOS|RECURSOS HUMANOS Y GESTION (DEL CONOCIMIENTO|ORGANIZACIONAL)|RELACIONES LABORALES)$/,
  "social-work": /^TRABAJO SOCIAL( [A-Z ,]+)?$/,
  counselling:
    /^(ORIENTACION Y TUTORIA|TUTORIA Y CONSEJERIA EDUCATIVA|PSICOPEDAGOGIA Y ORIENTACION TUTORIAL EDUCATIVA|EDUCACION CON MENCION EN TUTORIA Y ORIENTACION FAMILIAR|CIENCIAS DE LA EDUCACION CON MENCION EN TUTORIA Y ORIENTACION EDUCATIVA)$/,
  "public-administration":
    /^(GESTION PUBLICA|GESTION PUBLICA Y GOBERNABILIDAD|GESTION PUBLICA PARA EL DESARROLLO SOCIAL|GOBIERNO Y GESTION PUBLICA|GOBIERNO Y POLITICAS PUBLICAS|POLITICAS PUBLICAS|GESTION Y POLITICAS PUBLICAS|ADMINISTRACION PUBLICA)$/,
  "international-relations": /^(RELACIONES INTERNACIONALES|CIENCIA POLITICA Y RELACIONES INTERNACIONALES CON MENCION EN RELACIONES INTERNACIONALES)$/,
  "political-science": /^CIENCIA POLITICA( Y GOBIERNO)?( CON MENCION EN [A-Z ,]+)?$/,
  economics: /^(ECONOMIA|ECONOMIA CON MENCION EN ECONOMIA APLICADA|CIENCIAS ECONOMICAS)$/,
  finance: /^(FINANZAS|FINANZAS CORPORATIVAS|FINANZAS CORPORATIVAS Y RIESGO FINANCIERO|BANCA Y FINANZAS)$/,
  marketing: /^(MARKETING|DIRECCION DE MARKETING|MARKETING Y GESTION COMERCIAL|GERENCIA DE MARKETING Y GESTION COMERCIAL)$/,
  "data-science": /^(CIENCIA DE (LOS )?DATOS|DATA SCIENCE)$/,
  cybersecurity: /^CIBERSEGURIDAD( Y GESTION DE LA INFORMACION)?$/,
  "software-engineering": /^(INGENIERIA DE SOFTWARE|INFORMATICA,? (CON )?MENCION:? (EN )?INGENIERIA DE SOFTWARE)$/,
  "information-systems": /^(INFORMATICA|INGENIERIA INFORMATICA|INGENIERIA DE SISTEMAS E INFORMATICA)$/,
  "computer-science": /^(CIENCIAS? DE LA COMPUTACION|INFORMATICA CON MENCION EN CIENCIAS DE LA COMPUTACION)$/,
  statistics: /^(ESTADISTICA|ESTADISTICA APLICADA|ESTADISTICA MATEMATICA)$/,
  "industrial-engineering": /^INGENIERIA INDUSTRIAL$/,
  "environmental-engineering": /^INGENIERIA AMBIENTAL$/,
  "environmental-science": /^(CIENCIAS AMBIENTALES|GESTION AMBIENTAL|DESARROLLO AMBIENTAL|GESTION AMBIENTAL Y DESARROLLO SOSTENIBLE)$/,
  "urban-planning": /^URBANISMO(, MENCION: GESTION URBANA)?$/,
  "health-services-administration":
    /^(GERENCIA DE SERVICIOS DE SALUD|GERENCIA EN SALUD|GESTION EN SALUD|GESTION DE (LOS )?SERVICIOS DE (LA )?SALUD|GERENCIA Y GESTION EN LOS SERVICIOS DE SALUD|GESTION Y GERENCIA EN LOS SERVICIOS DE SALUD|ALTA GERENCIA DE SERVICIOS DE SALUD|ADMINISTRACION Y GERENCIA EN SALUD)$/,
  "special-education": /^(EDUCACION ESPECIAL|EDUCACION INCLUSIVA|EDUCACION MENCION EN EDUCACION ESPECIAL)$/,
  "english-teaching":
    /^(INGLES COMO LENGUA EXTRANJERA|ENSENANZA DEL INGLES( COMO LENGUA EXTRANJERA)?|CIENCIAS DE LA EDUCACION CON MENCION EN ENSENANZA DE INGLES COMO LENGUA EXTRANJERA)$/,
  "mathematics-teaching":
    /^(ENSENANZA DE (LAS |LA )?MATEMATICAS?( CON MENCION EN EDUCACION (PRIMARIA|SECUNDARIA))?|EDUCACION MENCION EN DIDACTICA DE LA MATEMATICA|EDUCACION CON MENCION EN PEDAGOGIA DE LA MATEMATICA|CIENCIAS CON MENCION EN ENSENANZA DE LA MATEMATICA)$/,
  "early-childhood-education":
    /^(EDUCACION INICIAL|EDUCACION INFANTIL|EDUCACION,? (CON )?MENCION:?( EN)? EDUCACION INFANTIL|EDUCACION MENCION EN EDUCACION INICIAL Y PRIMERA INFANCIA)$/,
  "library-science": /^BIBLIOTECOLOGIA E INFORMACION$/,
  journalism: /^PERIODISMO$/,
  "communication-studies": /^(COMUNICACION|COMUNICACIONES|CIENCIAS DE LA COMUNICACION)$/,
  advertising: /^PUBLICIDAD$/,
  "cultural-management": /^(GESTION CULTURAL|GESTION CULTURAL, PATRIMONIO Y TURISMO|MUSEOLOGIA Y GESTION CULTURAL)$/,
  tourism: /^(TURISMO|ECOTURISMO|GESTION DE EMPRESAS TURISTICAS Y HOTELERAS|GESTION EN TURISMO Y HOTELERIA|ADMINISTRACION MENCION GESTION DEL TURISMO)$/,
  "hotel-management": /^(GESTION DE EMPRESAS TURISTICAS Y HOTELERAS|GESTION EN TURISMO Y HOTELERIA|OF INTERNATIONAL HOSPITALITY MANAGEMENT)$/,
  translation: /^TRADUCCION$/,
  biotechnology: /^(BIOTECNOLOGIA|BIOTECNOLOGIA E INGENIERIA GENETICA)$/,
  "international-business":
    /^(NEGOCIOS INTERNACIONALES|GESTION DE NEGOCIOS INTERNACIONALES|COMERCIO INTERNACIONAL Y ADUANAS|COMERCIO Y NEGOCIACIONES INTERNACIONALES|MARKETING Y NEGOCIOS INTERNACIONALES|INGENIERIA COMERCIAL Y NEGOCIOS INTERNACIONALES|MBA CON MENCION EN NEGOCIOS INTERNACIONALES)$/,
  logistics: /^(LOGISTICA|SUPPLY CHAIN MANAGEMENT|GERENCIA DE OPERACIONES Y LOGISTICA|GESTION DE OPERACIONES Y SERVICIOS LOGISTICOS)$/,
};

/**
 * SUNEDU levels kept and ours: carrera profesional (pregrado) → bachelor; maestría, doctorado → graduate.
 * Segunda especialidad is left out: it follows a título profesional in the same field (medical residencies,
 * nursing and teaching specialties), not a study open to graduates of another field.
 */
export function levelOf(nivelAcademico: string): ProgramLevel | null {
  const n = normalize(nivelAcademico);
  if (n === "CARRERA PROFESIONAL") return "bachelor";
  if (n === "MAESTRIA" || n === "DOCTORADO") return "graduate";
  return null;
}

const MODALITY_SUFFIX = /\s*(\(\s*VIRTUAL: SEMIPRESENCIAL\s*\)|MODALIDAD DE ESTUDIOS A DISTANCIA|\(HORARIO (NORMAL|DIFERENCIADO)\))$/i;

/** "(VIRTUAL: SEMIPRESENCIAL)" → blended, "MODALIDAD DE ESTUDIOS A DISTANCIA" → distance; the registry states no other modality. */
export function modalityOf(denominacion: string): Program["modality"] | undefined {
  const n = normalize(denominacion);
  if (/\(\s*VIRTUAL: SEMIPRESENCIAL\s*\)$/.test(n)) return "blended";
  if (/MODALIDAD DE ESTUDIOS A DISTANCIA$/.test(n)) return "distance";
  return undefined;
}

/** The program's name without the words that are not part of it: "CARRERA PROFESIONAL DE", a trailing modality or schedule. */
export function programName(denominacion: string): string {
  return denominacion
    .replace(/\s+/g, " ")
    .trim()
    .replace(MODALITY_SUFFIX, "")
    .replace(/^CARRERA (PROFESIONAL )?DE /i, "")
    .trim();
}

/** The level word a graduate name may start with ("MAESTRÍA EN", "MAESTRÍA EJECUTIVA EN", "DOCTORADO EN", "MASTER EN"…). */
const GRADUATE_WORD = /^(MAESTRIAS?( EJECUTIVA| PROFESIONAL| INTERNACIONAL)?|MAESTRIAEN|DOCTORADO|DOCTOR|MASTER( DEGREE)?)\b\s*(EN |DE |EN: )?/;

/** The career ids a program name matches at a level. */
export function careersFor(denominacion: string, level: ProgramLevel): string[] {
  const n = normalize(programName(denominacion));
  if (level === "bachelor") return Object.entries(BACHELOR_RULES).filter(([, re]) => re.test(n)).map(([id]) => id);
  if (level === "graduate") {
    const rest = n.replace(GRADUATE_WORD, "").replace(/^EN /, "");
    return Object.entries(GRADUATE_RULES).filter(([, re]) => re.test(rest)).map(([id]) => id);
  }
  return [];
}

const SMALL = new Set(["DE", "DEL", "LA", "LAS", "LOS", "EL", "Y", "E", "EN", "A", "CON", "PARA", "POR", "O", "U", "AL", "COMO", "OF"]);
const UPPER = new Set(["MBA", "CMBA", "SEMBA", "DBA", "EIB", "II", "XVI", "PCP", "PCPU", "PCU", "PROCAP", "CIM", "TI"]);

/** Registry capitals to display case: "ADMINISTRACIÓN DE EMPRESAS" → "Administración de Empresas". */
export function displayName(name: string): string {
  const s = name.replace(/\s+/g, " ").trim();
  if (s !== s.toUpperCase()) return s;
  return s
    .split(" ")
    .map((w, i) => {
      const bare = w.replace(/[^\p{L}]/gu, "");
      if (UPPER.has(normalize(bare))) return w;
      const lower = w.toLowerCase();
      if (i > 0 && SMALL.has(normalize(bare)) && /^\p{L}+[:,]?$/u.test(w)) return lower;
      return lower.replace(/\p{L}/u, (c) => c.toUpperCase());
    })
    .join(" ")
    .replace(/-(\p{Ll})/gu, (_, c: string) => `-${c.toUpperCase()}`);
}

/** The name shown for a graduate program: the registry's name, with its level word when the registry leaves it out. */
export function graduateName(denominacion: string, nivelAcademico: string): string {
  const name = displayName(programName(denominacion)).replace(/^Maestríaen /, "Maestría en ");
  if (/^(MAESTRIA|DOCTORADO|DOCTOR |MASTER|MBA)/.test(normalize(name))) return name;
  return `${normalize(nivelAcademico) === "DOCTORADO" ? "Doctorado" : "Maestría"} en ${name}`;
}

/** Display names that casing alone gets wrong (acronyms, "La" as part of a proper name). */
const INSTITUTION_NAMES: Record<string, string> = {
  "Universidad Esan": "Universidad ESAN",
  "Universidad la Salle": "Universidad La Salle",
  "Universidad Nacional Agraria la Molina": "Universidad Nacional Agraria La Molina",
};

/** "UNIVERSIDAD CÉSAR VALLEJO S.A.C." → "Universidad César Vallejo"; "ASOCIACIÓN CIVIL …" prefixes go too. */
export function institutionName(nombre: string): string {
  const s = nombre
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^ASOCIACI[OÓ]N CIVIL /i, "")
    .replace(/\s+S\.A\.(C\.)?$/i, "");
  const shown = displayName(s);
  return INSTITUTION_NAMES[shown] ?? shown;
}


/** Provinces named otherwise than the town where the university's campus is. */
const PROVINCE_TOWN: Record<string, string> = {
  "PROV. CONST. DEL CALLAO": "Callao",
  SANTA: "Chimbote",
  MAYNAS: "Iquitos",
  "CORONEL PORTILLO": "Pucallpa",
  "SAN ROMAN": "Juliaca",
  "LEONCIO PRADO": "Tingo María",
  HUAURA: "Huacho",
  "MARISCAL NIETO": "Moquegua",
  TAMBOPATA: "Puerto Maldonado",
  HUAMANGA: "Ayacucho",
  "SAN MARTIN": "Tarapoto",
  "LA CONVENCION": "Quillabamba",
  "ALTO AMAZONAS": "Yurimaguas",
  CANCHIS: "Sicuani",
  "SANCHEZ CARRION": "Huamachuco",
  PASCO: "Cerro de Pasco",
  TAYACAJA: "Pampas",
  ANGARAES: "Lircay",
  MORROPON: "Chulucanas",
  ISLAY: "Mollendo",
  HUALGAYOC: "Bambamarca",
  CHANCHAMAYO: "La Merced",
  "PADRE ABAD": "Aguaytía",
  CAYLLOMA: "Chivay",
  "DANIEL ALCIDES CARRION": "Yanahuanca",
  "GENERAL SANCHEZ CERRO": "Omate",
  LORETO: "Nauta",
  UCAYALI: "Contamana",
  "MARISCAL RAMON CASTILLA": "Caballococha",
  CANAS: "Yanaoca",
};

/** The town of a campus: its province's capital ("LIMA" → "Lima", "MAYNAS" → "Iquitos"). */
export function townOf(provincia: string): string {
  const key = normalize(provincia);
  return PROVINCE_TOWN[key] ?? displayName(provincia);
}
