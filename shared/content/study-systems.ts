/**
 * How higher education is organised in each country of the product's list (OTHER excepted), by level
 * (technical, bachelor, graduate): the official registries where a reader checks accredited
 * programs, the entrance exams, and the usual durations as the country states them
 * (DECISIONS 34-35; DOMAIN, "Registries and exams by level").
 *
 * Rules every entry follows (study-systems.test.ts holds them):
 * - each registry and each named exam names a DataSource of its country, whose URL it carries;
 * - registries are listed per level, one entry may cover several; every country has at least one
 *   registry for each level, and a registry of one kind of institution is never the only one of a
 *   level where the other kind exists (Guatemala: USAC beside CEPS);
 * - an exam is named only where one is used across institutions; where each institution sets its
 *   own, the entry says so and names none ("own"); where admission needs no exam, "none";
 * - notes are general: no fees, dates or figures that change every year.
 * Names are in the country's own language; notes and durations in both product languages.
 *
 * `recognition` (added 2026-11-27): the official ways an adult gets what they learned by working
 * recognised (certification of work skills, accreditation of experience, credit by examination), for
 * the countries where the agency and its programme are known for certain: Colombia (SENA), Mexico
 * (CONOCER; the SEP's Acuerdo 286 through CENEVAL), Chile (ChileValora), Spain (acreditación de
 * competencias profesionales), the Dominican Republic (INFOTEP), Peru (Ministerio de Trabajo),
 * France (VAE), the United States and Puerto Rico (CLEP). They were written from knowledge of each
 * agency's published programme, without re-reading the pages online; each cites the agency's home
 * page. Elsewhere the plan keeps its general advice to ask for it.
 */
import type { CountryCode } from "../i18n/countries";
import type { DataSource, Localized, ProgramLevel } from "./types";

export type SystemCountry = Exclude<CountryCode, "OTHER">;

/** An official registry or regulator where a reader checks the accredited programs of some levels. */
export interface StudyRegistry {
  /** Official name, in the country's own language. */
  name: string;
  /** Who publishes it (the ministry, council or agency). */
  publisher: string;
  /** Official page, https URL (the source's URL). */
  url: string;
  /** The levels whose programs it lists or accredits. */
  levels: readonly ProgramLevel[];
  /** What it covers, in a sentence (e.g. "private universities"). */
  note?: Localized;
  /** DataSource id (in the same country's `sources`). */
  source: string;
}

/**
 * Admission at some levels:
 * - "test": a named exam (or admission system) used across institutions, with its official page;
 * - "own": each institution sets its own exam or process, no national name;
 * - "none": no entrance exam, admission by the school-leaving title or record.
 */
export type EntranceExam =
  | {
      kind: "test";
      levels: readonly ProgramLevel[];
      name: Localized;
      url: string;
      /** Who asks for it, in one line. */
      note: Localized;
      /** DataSource id. */
      source: string;
    }
  | { kind: "own"; levels: readonly ProgramLevel[]; note: Localized }
  | { kind: "none"; levels: readonly ProgramLevel[]; note: Localized };

/**
 * Usual lengths as the country states them. A plain figure ("4 años") when the level has one kind
 * of program; labelled parts ("Especialización: 1 año; maestría: 2 años") when it has several.
 */
export interface StudyDurations {
  technical: Localized;
  bachelor: Localized;
  /** Medicine, where it differs from other first degrees (or is a graduate-entry degree). */
  medicine?: Localized;
  graduate: Localized;
}

/** An official way to have what one learned by working recognised (an adult's shorter route). */
export interface ExperienceRecognition {
  /** As a sentence names it, in both languages ("la certificación de competencias laborales del SENA"). */
  inSentence: Localized;
  /** Official page, https URL (the source's URL). */
  url: string;
  /** DataSource id (in the same country's `sources`). */
  source: string;
}

export interface StudySystem {
  country: SystemCountry;
  registries: StudyRegistry[];
  /** Recognition of experience, where known (see the header). */
  recognition?: ExperienceRecognition[];
  exams: EntranceExam[];
  durations: StudyDurations;
  /**
   * Professions entered only after university study (the United States: medicine, law, dentistry,
   * pharmacy, veterinary medicine): a first-degree route to one reads the years from secondary school
   * and says why under its length.
   */
  afterStudy?: AfterStudy[];
  /**
   * Professions whose first degree does not qualify for practice on its own (Spain's lawyers: a master's and a
   * state exam after the grado): a first-degree route to one says what still comes after it.
   */
  toPractice?: ToPractice[];
  sources: DataSource[];
}

/** What a profession asks of a graduate of its first degree before they may practice, as the country's source states it. */
export interface ToPractice {
  /** Career ids of the catalog. */
  careers: readonly string[];
  /** What still comes after the first degree, as a noun phrase ("el Máster de Acceso a la Abogacía y la prueba estatal"). */
  detail: Localized;
  /** DataSource id (in the same country's `sources`). */
  source: string;
}

/** A profession entered only after university study, as the country's source states it. */
export interface AfterStudy {
  /** Career ids of the catalog. */
  careers: readonly string[];
  /** What comes first and how long the professional program takes, as a clause ("3 years of law school (Juris Doctor) after a bachelor's degree"). */
  detail: Localized;
  /** Years from secondary school to the professional degree (a four-year bachelor's, then three years of law school: 7). */
  years: readonly [min: number, max: number];
  /** Years of the professional program alone: what a graduate, who enters it with their degree, studies. */
  programYears: readonly [min: number, max: number];
  /** DataSource id (in the same country's `sources`). */
  source: string;
}

// ---- helpers (plain data builders) -----------------------------------------------------------

const RETRIEVED = "2026-11-26";
const LICENCE = "Facts cited from the official page";

function page(id: string, publisher: string, title: string, url: string): DataSource {
  return { id, publisher, title, url, licence: LICENCE, retrieved: RETRIEVED, kind: "institution" };
}

function t(es: string, en: string): Localized {
  return { es, en };
}

function registry(source: DataSource, name: string, levels: ProgramLevel[], note?: Localized): StudyRegistry {
  return { name, publisher: source.publisher, url: source.url, levels, ...(note ? { note } : {}), source: source.id };
}

function test(source: DataSource, levels: ProgramLevel[], name: Localized, note: Localized): EntranceExam {
  return { kind: "test", levels, name, url: source.url, note, source: source.id };
}

function recognition(source: DataSource, inSentence: Localized): ExperienceRecognition {
  return { inSentence, url: source.url, source: source.id };
}

/** Sources of the recognition entries (see the header): written 2026-11-27, not re-read online. */
/**
 * A page of the Bureau of Labor Statistics' Occupational Outlook Handbook ("How to Become One"): a U.S.
 * government work, in the public domain. Its sentences were read on this machine in copies that quote it.
 */
function ooh(id: string, title: string, url: string): DataSource {
  return {
    ...page(
      id,
      "U.S. Bureau of Labor Statistics (BLS)",
      `Occupational Outlook Handbook: ${title}, How to Become One`,
      url,
    ),
    licence: "Public domain (U.S. government work)",
    retrieved: "2026-11-28",
  };
}

/** The professions the United States (and Puerto Rico, under the same accreditors) enter after university study, from S.US / S.PR. */
function usAfterStudy(
  src: Record<"physicians" | "lawyers" | "dentists" | "pharmacists" | "veterinarians", DataSource>,
  bachelor: Localized,
  medicine: Localized,
): AfterStudy[] {
  return [
    { careers: ["medicine"], detail: medicine, years: [8, 8], programYears: [4, 4], source: src.physicians.id },
    {
      careers: ["law"],
      detail: t(
        `3 años de escuela de derecho (Juris Doctor) después de ${bachelor.es}`,
        `3 years of law school (Juris Doctor) after ${bachelor.en}`,
      ),
      years: [7, 7],
      programYears: [3, 3],
      source: src.lawyers.id,
    },
    {
      careers: ["dentistry"],
      detail: t(
        `4 años de escuela de odontología (DDS o DMD); la mayoría entra con ${bachelor.es}`,
        `4 years of dental school (DDS or DMD); most students enter with ${bachelor.en}`,
      ),
      years: [8, 8],
      programYears: [4, 4],
      source: src.dentists.id,
    },
    {
      careers: ["pharmacy"],
      detail: t(
        `3-4 años de Doctor of Pharmacy (PharmD) después de al menos 2 años de universidad; algunos programas piden ${bachelor.es}`,
        `3-4 years of Doctor of Pharmacy (PharmD) after at least 2 years of college; some programs ask for ${bachelor.en}`,
      ),
      years: [6, 8],
      programYears: [3, 4],
      source: src.pharmacists.id,
    },
    {
      careers: ["veterinary-medicine"],
      detail: t(
        `4 años de medicina veterinaria (DVM); la mayoría entra con ${bachelor.es}`,
        `4 years of veterinary school (DVM); most students enter with ${bachelor.en}`,
      ),
      years: [8, 8],
      programYears: [4, 4],
      source: src.veterinarians.id,
    },
  ];
}

/** Sources of the `toPractice` entries: read on this machine on 2026-11-28 in stored copies of the pages. */
function practicePage(id: string, publisher: string, title: string, url: string): DataSource {
  return { ...page(id, publisher, title, url), retrieved: "2026-11-28" };
}

function recognitionPage(id: string, publisher: string, title: string, url: string): DataSource {
  return { ...page(id, publisher, title, url), retrieved: "2026-11-27" };
}

function own(levels: ProgramLevel[], note: Localized): EntranceExam {
  return { kind: "own", levels, note };
}

function none(levels: ProgramLevel[], note: Localized): EntranceExam {
  return { kind: "none", levels, note };
}

const ALL: ProgramLevel[] = ["technical", "bachelor", "graduate"];
const UNI: ProgramLevel[] = ["bachelor", "graduate"];
const TECH: ProgramLevel[] = ["technical"];
const BACH: ProgramLevel[] = ["bachelor"];
const GRAD: ProgramLevel[] = ["graduate"];

/** The usual graduate line where each program runs its own selection. */
const GRAD_OWN = own(
  GRAD,
  t(
    "Cada posgrado fija su propia admisión (título, entrevista, antecedentes o examen propio).",
    "Each graduate program sets its own admission (degree, interview, record or its own exam).",
  ),
);

/** Medicine in the United States and Puerto Rico: a graduate-entry degree (see `afterStudy`). */
const US_MEDICINE = t(
  "4 años de escuela de medicina después de una licenciatura (bachelor's), más la residencia",
  "4 years of medical school after a bachelor's degree, then residency",
);
const PR_MEDICINE = t(
  "4 años de escuela de medicina después del bachillerato, más la residencia",
  "4 years of medical school after a bachelor's degree, then residency",
);

/**
 * Medicine in Canada: the MD (3 years at some schools, 4 at most) after at least two years of university;
 * most students enter with a bachelor's degree (in Quebec, some enter from CEGEP through a preparatory year).
 */
const CA_MEDICINE = t(
  "MD: 3-4 años después de al menos 2 años de universidad (la mayoría entra con una licenciatura), más la residencia",
  "MD: 3-4 years after at least 2 years of university (most students enter with a bachelor's degree), then residency",
);

/** Medicine where the table states no exact length: at least six years, internship included. */
const MEDICINE_SIX_PLUS = t("6 años o más, con internado", "6 years or more, with an internship");

// ---- sources, by country ---------------------------------------------------------------------

const COLLEGE_NAVIGATOR_URL = "https://nces.ed.gov/collegenavigator/";

const S = {
  AR: {
    matriculaSalud: practicePage(
      "sys-ar-matricula-salud",
      "La Unión (Catamarca)",
      "El Colegio Médico ante la matrícula única, digital y nacional de salud (Resolución 1641/2025 del Ministerio de Salud: la matrícula nacional es requisito suficiente para ejercer en organismos e instituciones del Estado nacional; los colegios provinciales tienen la potestad de habilitar la matrícula y dar el aval para trabajar en su jurisdicción), 2025",
      "https://www.launion.digital/sociedad/el-colegio-medico-salud-matricula-unica-digital-nacional-n211634/amp",
    ),
    matriculaAbogados: practicePage(
      "sys-ar-matricula-abogados-caba",
      "Comisión Interamericana de Derechos Humanos (CIDH)",
      "Informe sobre los casos Nº 9777 y 9718, Argentina (la Ley 23.187, de 5 de junio de 1985, crea el Colegio Público de Abogados de la Capital Federal y establece la matriculación obligatoria de los abogados de dicha capital, «no pudiendo ejercerse la profesión en caso de no estar efectuada la matriculación dispuesta», artículo 18), 30 de marzo de 1988",
      "https://www.cidh.org/annualrep/87.88sp/Argentina9777.htm",
    ),
    coneau: page(
      "sys-ar-coneau",
      "Comisión Nacional de Evaluación y Acreditación Universitaria (CONEAU)",
      "Evaluación y acreditación de carreras de grado y posgrado",
      "https://www.coneau.gob.ar",
    ),
    inet: page(
      "sys-ar-inet",
      "Instituto Nacional de Educación Tecnológica (INET)",
      "Registro Federal de Instituciones de Educación Técnico Profesional",
      "https://www.inet.edu.ar",
    ),
  },
  BO: {
    registroAbogados: practicePage(
      "sys-bo-registro-publico-abogados",
      "El País (Tarija)",
      "En un mes, 2.000 abogados se anotaron en el Registro Público (el Registro Público de Abogados del Ministerio de Justicia, único requisito para habilitar el libre ejercicio de la profesión de abogado en todo el país según la Ley 387; se pide el título en provisión nacional y el título académico), 19 de agosto de 2015",
      "https://www.elpaisonline.com/index.php/2013-01-15-14-16-26/sociedad/item/183387-en-un-mes-2-000-abogados-se-anotaron-en-el-registro-publico",
    ),
    colegioMedico: practicePage(
      "sys-bo-colegio-medico",
      "EJU.tv",
      "Proyecto de ley busca declarar que el ejercicio profesional médico sea libre («La Ley 3131 y su Reglamento Decreto Supremo 28562, dispone como deberes profesionales estar inscrito en el Colegio Médico de Bolivia»), septiembre de 2020",
      "https://eju.tv/2020/09/proyecto-de-ley-busca-declarar-que-el-ejercicio-profesional-medico-sea-libre/",
    ),
    ceub: page(
      "sys-bo-ceub",
      "Comité Ejecutivo de la Universidad Boliviana (CEUB)",
      "Sistema de la Universidad Boliviana",
      "https://www.ceub.edu.bo",
    ),
    minedu: page(
      "sys-bo-minedu",
      "Ministerio de Educación de Bolivia",
      "Educación superior de formación profesional",
      "https://www.minedu.gob.bo",
    ),
  },
  BR: {
    oab: practicePage(
      "sys-br-exame-de-ordem",
      "O Estado de S. Paulo (Estadão)",
      "Para presidente da OAB, fim do exame seria desastre social (a Lei 8.906/94, o Estatuto da Advocacia, estabeleceu a aprovação no Exame de Ordem como condição para exercer a advocacia)",
      "https://educacao.estadao.com.br/noticias/geral,para-presidente-da-oab-fim-do-exame-seria-desastre-social,748493",
    ),
    emec: page(
      "sys-br-emec",
      "Ministério da Educação (MEC)",
      "e-MEC — Cadastro Nacional de Cursos e Instituições de Educação Superior",
      "https://emec.mec.gov.br",
    ),
    capes: page(
      "sys-br-capes",
      "Coordenação de Aperfeiçoamento de Pessoal de Nível Superior (CAPES)",
      "Plataforma Sucupira — cursos de pós-graduação avaliados e reconhecidos",
      "https://sucupira.capes.gov.br",
    ),
    enem: page(
      "sys-br-enem",
      "Instituto Nacional de Estudos e Pesquisas Educacionais Anísio Teixeira (Inep)",
      "Exame Nacional do Ensino Médio (Enem)",
      "https://www.gov.br/inep/pt-br/areas-de-atuacao/avaliacao-e-exames-educacionais/enem",
    ),
  },
  CL: {
    tituloAbogado: practicePage(
      "sys-cl-titulo-abogado",
      "Radio Universidad de Chile",
      "«Eunacom» para abogados: las críticas a la formación profesional en Chile (la práctica profesional en la Corporación de Asistencia Judicial para obtener el título de abogado que entrega la Corte Suprema; el EUNACOM que deben aprobar los médicos que opten por trabajar en el sistema público de salud), 1 de mayo de 2018",
      "https://radio.uchile.cl/2018/05/01/eunacom-para-abogados-las-criticas-a-la-formacion-profesional-en-chile/",
    ),
    chilevalora: recognitionPage(
      "sys-cl-chilevalora",
      "Comisión del Sistema Nacional de Certificación de Competencias Laborales (ChileValora)",
      "Certificación de competencias laborales",
      "https://www.chilevalora.cl",
    ),
    mifuturo: page(
      "sys-cl-mifuturo",
      "Subsecretaría de Educación Superior, Ministerio de Educación",
      "Mi Futuro — buscador de carreras e instituciones",
      "https://www.mifuturo.cl",
    ),
    cna: page(
      "sys-cl-cna",
      "Comisión Nacional de Acreditación (CNA)",
      "Acreditación de instituciones y programas",
      "https://www.cnachile.cl",
    ),
    demre: page(
      "sys-cl-demre",
      "Departamento de Evaluación, Medición y Registro Educacional (DEMRE), Universidad de Chile",
      "Prueba de Acceso a la Educación Superior (PAES)",
      "https://demre.cl",
    ),
  },
  CO: {
    servicioSocial: practicePage(
      "sys-co-servicio-social-obligatorio",
      "Infobae",
      "Estas son las siete profesiones del área de la salud en las que hacer el año rural es requisito desde ahora (Circular 00022 de 2023 del Ministerio de Salud: el Servicio Social Obligatorio, de seis meses a un año, para obtener la tarjeta profesional; ya lo era en medicina, enfermería, bacteriología y odontología), 25 de noviembre de 2023",
      "https://infobae.com/colombia/2023/11/25/estas-son-las-siete-profesiones-del-area-de-la-salud-en-las-que-hacer-el-ano-rural-es-requisito-desde-ahora",
    ),
    snies: page(
      "sys-co-snies",
      "Ministerio de Educación Nacional",
      "SNIES — Consulta de programas académicos",
      "https://hecaa.mineducacion.gov.co/consultaspublicas/programas",
    ),
    sena: page("sys-co-sena", "Servicio Nacional de Aprendizaje (SENA)", "Oferta educativa", "https://www.sena.edu.co"),
    senaCertification: recognitionPage(
      "sys-co-sena-certificacion",
      "Servicio Nacional de Aprendizaje (SENA)",
      "Evaluación y Certificación de Competencias Laborales",
      "https://www.sena.edu.co",
    ),
    icfes: page(
      "sys-co-icfes",
      "Instituto Colombiano para la Evaluación de la Educación (ICFES)",
      "Examen Saber 11",
      "https://www.icfes.gov.co",
    ),
  },
  CR: {
    incorporacionAbogados: practicePage(
      "sys-cr-incorporacion-abogados",
      "La Nación (Costa Rica)",
      "Abogados sobre examen de incorporación (sin aprobar el examen de incorporación al Colegio de Abogados no se puede ejercer la profesión), enero de 2024",
      "https://www.nacion.com/el-pais/educacion/abogados-sobre-examen-de-incorporacion-hay/UA6XPTNZOVHFDNMJJTIGVMTIXY/story/",
    ),
    conare: page(
      "sys-cr-conare",
      "Consejo Nacional de Rectores (CONARE)",
      "Universidades estatales",
      "https://www.conare.ac.cr",
    ),
    conesup: page(
      "sys-cr-conesup",
      "Consejo Nacional de Enseñanza Superior Universitaria Privada (CONESUP)",
      "Universidades privadas autorizadas",
      "https://conesup.mep.go.cr/lista_universidades",
    ),
    sinaes: page(
      "sys-cr-sinaes",
      "Sistema Nacional de Acreditación de la Educación Superior (SINAES)",
      "Carreras acreditadas",
      "https://www.sinaes.ac.cr",
    ),
    ina: page(
      "sys-cr-ina",
      "Instituto Nacional de Aprendizaje (INA)",
      "Servicios de capacitación y formación profesional",
      "https://www.ina.ac.cr",
    ),
    ucr: page(
      "sys-cr-ucr",
      "Universidad de Costa Rica (UCR)",
      "Admisión: Prueba de Aptitud Académica",
      "https://www.ucr.ac.cr",
    ),
    tec: page("sys-cr-tec", "Instituto Tecnológico de Costa Rica (TEC)", "Admisión", "https://www.tec.ac.cr"),
  },
  CU: {
    mes: page(
      "sys-cu-mes",
      "Ministerio de Educación Superior (MES)",
      "Carreras, ingreso y posgrado",
      "https://www.mes.gob.cu",
    ),
    mined: page(
      "sys-cu-mined",
      "Ministerio de Educación (MINED)",
      "Educación Técnica y Profesional",
      "https://www.mined.gob.cu",
    ),
  },
  DO: {
    infotepCertification: recognitionPage(
      "sys-do-infotep-certificacion",
      "Instituto Nacional de Formación Técnico Profesional (INFOTEP)",
      "Evaluación y certificación de competencias",
      "https://www.infotep.gob.do",
    ),
    mescyt: page(
      "sys-do-mescyt",
      "Ministerio de Educación Superior, Ciencia y Tecnología (MESCyT)",
      "Instituciones de educación superior reconocidas",
      "https://mescyt.gob.do",
    ),
    infotep: page(
      "sys-do-infotep",
      "Instituto Nacional de Formación Técnico Profesional (INFOTEP)",
      "Formación técnico profesional",
      "https://www.infotep.gob.do",
    ),
    uasd: page(
      "sys-do-uasd",
      "Universidad Autónoma de Santo Domingo (UASD)",
      "Admisión: Prueba de Orientación y Medición Académica (POMA)",
      "https://uasd.edu.do",
    ),
    paa: page(
      "sys-do-paa",
      "College Board, Oficina de Puerto Rico y América Latina",
      "Prueba de Admisión Universitaria (PAA)",
      "https://latam.collegeboard.org",
    ),
    exequaturSalud: practicePage(
      "sys-do-exequatur-salud",
      "Ministerio de Salud Pública (República Dominicana)",
      "Exequátur de Ley: licencia o permiso para el ejercicio de los profesionales de la salud en todo el territorio nacional (Ley 111 del 3 de noviembre de 1942; título legalizado por el MESCyT)",
      "https://www.msp.gob.do/web/?page_id=5759",
    ),
    abogacia: practicePage(
      "sys-do-abogacia-ultimas-noticias",
      "Últimas Noticias (República Dominicana)",
      "Proceso para el ejercicio de la abogacía en República Dominicana (legalizar el título en el MESCyT, exequátur por la Procuraduría General de la República, juramentación en la Suprema Corte de Justicia e inscripción en el CARD), 22 de agosto de 2017",
      "https://www.ultimasnoticias.com.do/2017/08/22/proceso-ejercicio-la-abogacia-republica-dominicana/",
    ),
  },
  EC: {
    ehep: practicePage(
      "sys-ec-ehep",
      "El Diario (Ecuador)",
      "Examen de Habilitación para el Ejercicio Profesional: los graduados en estas carreras deben rendir este test en Ecuador (el EHEP del CACES, requisito para los egresados de Medicina, Odontología y Enfermería), 2 de septiembre de 2025",
      "https://www.eldiario.ec/ecuador/examen-de-habilitacion-del-ejercicio-profesional-los-graduados-en-estas-carreras-deben-rendir-este-test-en-ecuador-02092025/",
    ),
    ces: page(
      "sys-ec-ces",
      "Consejo de Educación Superior (CES)",
      "Carreras y programas aprobados",
      "https://www.ces.gob.ec",
    ),
    senescyt: page(
      "sys-ec-senescyt",
      "Secretaría de Educación Superior, Ciencia, Tecnología e Innovación (SENESCYT)",
      "Institutos superiores técnicos y tecnológicos",
      "https://www.educacionsuperior.gob.ec",
    ),
    caces: page(
      "sys-ec-caces",
      "Consejo de Aseguramiento de la Calidad de la Educación Superior (CACES)",
      "Evaluación y acreditación",
      "https://www.caces.gob.ec",
    ),
  },
  SV: {
    servicioSocial: practicePage(
      "sys-sv-ano-social-medicina",
      "Ministerio de Salud (El Salvador)",
      "Asignación de plazas para médicos de año social (el año de servicio social lo exigen las universidades como requisito de graduación y el Consejo Superior de Salud Pública como prerrequisito para poder ejercer la profesión médica), 22 de diciembre de 2016",
      "https://w5.salud.gob.sv/?p=14834",
    ),
    abogacia: practicePage(
      "sys-sv-autorizacion-abogados",
      "Corte Suprema de Justicia de El Salvador, Departamento de Práctica Jurídica (read in a copy on vdocumento.com)",
      "Instructivo de la práctica jurídica (artículo 182, atribución 12ª, de la Constitución y artículo 140 de la Ley Orgánica Judicial: corresponde a la Corte Suprema de Justicia recibir a los abogados y autorizarlos para el ejercicio de la profesión, para lo que se requiere la práctica jurídica como requisito legal previo)",
      "https://vdocumento.com/la-corte-suprema-de-justicia-1-csjgobsv-apoyo-e-instructivo-juridica.html",
    ),
    mined: page(
      "sys-sv-mined",
      "Ministerio de Educación, Ciencia y Tecnología (MINEDUCYT)",
      "Dirección Nacional de Educación Superior",
      "https://www.mined.gob.sv",
    ),
    insaforp: page(
      "sys-sv-insaforp",
      "Instituto Salvadoreño de Formación Profesional (INSAFORP)",
      "Formación profesional",
      "https://www.insaforp.org.sv",
    ),
  },
  GT: {
    colegiacion: practicePage(
      "sys-gt-colegiacion-obligatoria",
      "La Hora (Guatemala)",
      "Un colegio profesional digno (cita el artículo 1 de la Ley de Colegiación Profesional Obligatoria, Decreto 72-2001: la colegiación de los profesionales universitarios es obligatoria, como lo establece la Constitución; los títulos habilitan académicamente para el ejercicio de una profesión, pero no facultan para el ejercicio legal), 20 de diciembre de 2022",
      "https://lahora.gt/opinion/sergio-penagos/2022/12/20/un-colegio-profesional-digno",
    ),
    usac: page(
      "sys-gt-usac",
      "Universidad de San Carlos de Guatemala (USAC)",
      "Oferta académica y admisión",
      "https://www.usac.edu.gt",
    ),
    ceps: page(
      "sys-gt-ceps",
      "Consejo de la Enseñanza Privada Superior (CEPS)",
      "Universidades privadas autorizadas",
      "https://www.ceps.edu.gt",
    ),
    intecap: page(
      "sys-gt-intecap",
      "Instituto Técnico de Capacitación y Productividad (INTECAP)",
      "Carreras técnicas y capacitación",
      "https://www.intecap.edu.gt",
    ),
  },
  HT: {
    menfp: page(
      "sys-ht-menfp",
      "Ministère de l'Éducation Nationale et de la Formation Professionnelle (MENFP)",
      "Enseignement supérieur et formation professionnelle",
      "https://menfp.gouv.ht",
    ),
    ueh: page("sys-ht-ueh", "Université d'État d'Haïti (UEH)", "Facultés et admission", "https://www.ueh.edu.ht"),
  },
  HN: {
    colegiacion: practicePage(
      "sys-hn-colegiacion-obligatoria",
      "RedHonduras (copy of the Ley Orgánica del Colegio de Abogados de Honduras, Decreto 18, with the reforms of 1997)",
      "Ley Orgánica del Colegio de Abogados de Honduras (considerando: la Ley de Colegiación Profesional Obligatoria, Decreto 73 de 1962, establece y regula la colegiación para el ejercicio de las profesiones; el Colegio regula el ejercicio de la profesión del Derecho en toda la República)",
      "https://redhonduras.com/leyes/ley-organica-del-colegio-de-abogados-de-honduras",
    ),
    des: page(
      "sys-hn-des",
      "Dirección de Educación Superior (DES), Universidad Nacional Autónoma de Honduras",
      "Instituciones y carreras del Sistema de Educación Superior",
      "https://des.unah.edu.hn",
    ),
    unah: page(
      "sys-hn-unah",
      "Universidad Nacional Autónoma de Honduras (UNAH)",
      "Admisión: Prueba de Aptitud Académica (PAA)",
      "https://www.unah.edu.hn",
    ),
    infop: page(
      "sys-hn-infop",
      "Instituto Nacional de Formación Profesional (INFOP)",
      "Formación profesional",
      "https://www.infop.hn",
    ),
  },
  JM: {
    ucj: page(
      "sys-jm-ucj",
      "University Council of Jamaica (UCJ)",
      "Registered and accredited institutions and programmes",
      "https://www.ucj.org.jm",
    ),
    heart: page(
      "sys-jm-heart",
      "HEART/NSTA Trust",
      "Technical and vocational training and NVQ-J certification",
      "https://www.heart-nsta.org",
    ),
    cxc: page("sys-jm-cxc", "Caribbean Examinations Council (CXC)", "CSEC and CAPE", "https://www.cxc.org"),
  },
  MX: {
    sirvoes: page(
      "sys-mx-sirvoes",
      "Secretaría de Educación Pública (SEP)",
      "SIRVOES — Consulta de programas con RVOE",
      "https://sirvoes.sep.gob.mx/sirvoes/mvc/consultas",
    ),
    ceneval: page(
      "sys-mx-ceneval",
      "Centro Nacional de Evaluación para la Educación Superior (CENEVAL)",
      "EXANI-II y EXANI-III",
      "https://ceneval.edu.mx",
    ),
    conocer: recognitionPage(
      "sys-mx-conocer",
      "Consejo Nacional de Normalización y Certificación de Competencias Laborales (CONOCER)",
      "Certificación de competencias",
      "https://conocer.gob.mx",
    ),
    acuerdo286: recognitionPage(
      "sys-mx-acuerdo-286",
      "Centro Nacional de Evaluación para la Educación Superior (CENEVAL)",
      "Acuerdo 286: acreditación de conocimientos adquiridos por experiencia",
      "https://ceneval.edu.mx",
    ),
    cedula: practicePage(
      "sys-mx-cedula-profesional",
      "Uno TV",
      "Cédula profesional: ¿qué carreras son ilegales si las ejerzo sin ella? (las profesiones que, según la Ley Reglamentaria del Artículo 5º Constitucional relativa al ejercicio de las profesiones, requieren cédula)",
      "https://www.unotv.com/nacional/cedula-profesional-que-carreras-son-ilegales-si-las-ejerzo-sin-ella/",
    ),
  },
  NI: {
    incorporacionAbogados: practicePage(
      "sys-ni-incorporacion-abogados",
      "La Jornada Net (Nicaragua)",
      "El proceso de incorporación de abogados y notarios a la Corte Suprema de Justicia (los egresados solicitan por escrito la incorporación ante la Corte, que la concede con la firma de sus magistrados), 11 de agosto de 2010",
      "https://lajornadanet.com/diario/archivo/2010/agosto/11/5.html",
    ),
    cnu: page(
      "sys-ni-cnu",
      "Consejo Nacional de Universidades (CNU)",
      "Universidades autorizadas",
      "https://www.cnu.edu.ni",
    ),
    inatec: page(
      "sys-ni-inatec",
      "Tecnológico Nacional (INATEC)",
      "Oferta de formación técnica",
      "https://www.tecnacional.edu.ni",
    ),
  },
  PA: {
    internadoMedico: practicePage(
      "sys-pa-internado-medico",
      "La Prensa (Panamá)",
      "El puntaje de la certificación en medicina, clave para lograr una mejor plaza en el Viva Voz para el internado médico (con el puntaje del examen de certificación básica los graduados acceden a las plazas de internado; el internado, un primer año en la ciudad de Panamá y un segundo en el interior, es el paso para obtener la idoneidad que les permitirá ejercer como médicos generales), marzo de 2025",
      "https://www.prensa.com/sociedad/el-puntaje-de-la-certificacion-en-medicina-clave-para-lograr-una-mejor-plaza-en-el-viva-voz-para-el-internado-medico/",
    ),
    idoneidadAbogados: practicePage(
      "sys-pa-idoneidad-abogados",
      "Metro Libre (Panamá)",
      "Abogados rechazan nuevos requisitos para idoneidad (acuerdo de la Sala Cuarta de la Corte Suprema de Justicia: para obtener el certificado de idoneidad para ejercer la abogacía, un programa de inducción sobre principios éticos y, al menos, aprobar el examen profesional de acceso, publicar la tesis en una revista indexada o especializada, o realizar servicio voluntario), 6 de marzo de 2026",
      "https://www.metrolibre.com/nacionales/abogados-rechazan-nuevos-requisitos-para-idoneidad-AP20498888",
    ),
    coneaupa: page(
      "sys-pa-coneaupa",
      "Consejo Nacional de Evaluación y Acreditación Universitaria de Panamá (CONEAUPA)",
      "Universidades evaluadas y acreditadas",
      "https://coneaupa.edu.pa",
    ),
    inadeh: page(
      "sys-pa-inadeh",
      "Instituto Nacional de Formación Profesional y Capacitación para el Desarrollo Humano (INADEH)",
      "Formación profesional",
      "https://www.inadeh.edu.pa",
    ),
  },
  PY: {
    registroSalud: practicePage(
      "sys-py-registro-profesional-salud",
      "Morínigo & Asociados (copy of the Código Sanitario, Ley 836/80)",
      "Código Sanitario, Libro IV, Título I: De los recursos humanos (artículo 215: para el ejercicio de los profesionales en ciencias de la salud se requiere contar con título expedido por las universidades del país o revalidado, el que debe ser inscripto en el registro habilitado por el Ministerio)",
      "https://morinigoyasociados.com.py/rubros/constitucion_codigos_convenios/codigos/codigo_sanitario/libroIV/tituloI_recursos_humanos.html",
    ),
    matriculaAbogados: practicePage(
      "sys-py-matricula-abogados",
      "El Nacional (Paraguay)",
      "Corte Suprema presenta proyecto de ley para «filtrar abogados de papel» (la Corte Suprema de Justicia emite la matrícula que permite a los egresados de derecho ejercer como abogados), 29 de octubre de 2023",
      "https://elnacional.com.py/politica/2023/10/29/corte-suprema-presenta-proyecto-de-ley-para-filtrar-abogados-de-papel",
    ),
    cones: page(
      "sys-py-cones",
      "Consejo Nacional de Educación Superior (CONES)",
      "Instituciones y carreras habilitadas",
      "https://www.cones.gov.py",
    ),
    aneaes: page(
      "sys-py-aneaes",
      "Agencia Nacional de Evaluación y Acreditación de la Educación Superior (ANEAES)",
      "Carreras y programas acreditados",
      "https://www.aneaes.gov.py",
    ),
    snpp: page(
      "sys-py-snpp",
      "Servicio Nacional de Promoción Profesional (SNPP)",
      "Cursos de formación profesional",
      "https://www.snpp.edu.py",
    ),
  },
  PE: {
    serums: practicePage(
      "sys-pe-serums",
      "Revista Peruana de Medicina Experimental y Salud Pública (Instituto Nacional de Salud)",
      "El requisito obligatorio del servicio social en salud del Perú: discriminatorio e inconstitucional (el SERUMS, requisito obligatorio para optar por la segunda especialidad o para trabajar en un centro de salud público)",
      "https://rpmesp.ins.gob.pe/index.php/rpmesp/article/download/134/1902/3825?inline=1",
    ),
    mtpe: recognitionPage(
      "sys-pe-mtpe-certificacion",
      "Ministerio de Trabajo y Promoción del Empleo",
      "Certificación de competencias laborales",
      "https://www.gob.pe/mtpe",
    ),
    sunedu: page(
      "sys-pe-sunedu",
      "Superintendencia Nacional de Educación Superior Universitaria (SUNEDU)",
      "Universidades y escuelas de posgrado licenciadas",
      "https://www.gob.pe/sunedu",
    ),
    minedu: page(
      "sys-pe-minedu",
      "Ministerio de Educación (MINEDU)",
      "Educación superior tecnológica: institutos y escuelas licenciados",
      "https://www.minedu.gob.pe/superiortecnologica/",
    ),
  },
  PR: {
    clep: recognitionPage(
      "sys-pr-clep",
      "College Board",
      "CLEP (College-Level Examination Program)",
      "https://clep.collegeboard.org",
    ),
    navigator: page(
      "sys-pr-college-navigator",
      "National Center for Education Statistics (NCES)",
      "College Navigator",
      COLLEGE_NAVIGATOR_URL,
    ),
    paa: page(
      "sys-pr-paa",
      "College Board, Oficina de Puerto Rico y América Latina",
      "Prueba de Admisión Universitaria (PAA)",
      "https://latam.collegeboard.org",
    ),
    sat: page("sys-pr-sat", "College Board", "SAT", "https://satsuite.collegeboard.org/sat"),
    exadep: page(
      "sys-pr-exadep",
      "Educational Testing Service (ETS)",
      "Examen de Admisión a Estudios de Posgrado (EXADEP)",
      "https://www.ets.org/exadep",
    ),
    gre: page("sys-pr-gre", "Educational Testing Service (ETS)", "GRE General Test", "https://www.ets.org/gre"),
    gmat: page("sys-pr-gmat", "Graduate Management Admission Council (GMAC)", "GMAT", "https://www.mba.com"),

    physicians: ooh(
      "sys-pr-ooh-physicians",
      "Physicians and Surgeons",
      "https://www.bls.gov/ooh/healthcare/physicians-and-surgeons.htm#tab-4",
    ),
    lawyers: ooh("sys-pr-ooh-lawyers", "Lawyers", "https://www.bls.gov/ooh/legal/lawyers.htm#tab-4"),
    dentists: ooh("sys-pr-ooh-dentists", "Dentists", "https://www.bls.gov/ooh/healthcare/dentists.htm#tab-4"),
    pharmacists: ooh(
      "sys-pr-ooh-pharmacists",
      "Pharmacists",
      "https://www.bls.gov/ooh/healthcare/pharmacists.htm#tab-4",
    ),
    veterinarians: ooh(
      "sys-pr-ooh-veterinarians",
      "Veterinarians",
      "https://www.bls.gov/ooh/healthcare/veterinarians.htm#tab-4",
    ),
  },
  TT: {
    actt: page(
      "sys-tt-actt",
      "Accreditation Council of Trinidad and Tobago (ACTT)",
      "Registered and accredited institutions and programmes",
      "https://www.actt.org.tt",
    ),
    cxc: page("sys-tt-cxc", "Caribbean Examinations Council (CXC)", "CSEC and CAPE", "https://www.cxc.org"),
  },
  UY: {
    habilitacionMsp: practicePage(
      "sys-uy-habilitacion-msp",
      "Ministerio de Salud Pública (Uruguay), Dirección General de la Salud (read in a copy on Scribd)",
      "Nuevo sistema de registro de títulos: preguntas frecuentes (¿cómo habilito mi título ante el MSP para poder ejercer? El trámite de registro de títulos lo hacen en línea todos los profesionales de la salud que necesiten su habilitación en el MSP para el ejercicio profesional)",
      "https://es.scribd.com/document/526865544/PREGUNTAS-FRECUENTES-Habilitacion-MSP",
    ),
    colegioVeterinario: practicePage(
      "sys-uy-colegio-veterinario",
      "IMPO, Centro de Información Oficial (Uruguay)",
      "Ley Nº 19.258: Colegio Veterinario del Uruguay (para ejercer la profesión de veterinario es obligatorio contar con la inscripción vigente en el registro de títulos del Colegio, que requiere el título, la habilitación del Ministerio de Salud Pública y del Ministerio de Ganadería, Agricultura y Pesca, y estar inscripto en los organismos de seguridad social vinculados al ejercicio profesional)",
      "https://impo.com.uy/bases/leyes/19258-2014",
    ),
    juramentoAbogados: practicePage(
      "sys-uy-juramento-abogados",
      "Carmelo Portal",
      "Suprema Corte de Justicia realizó la primera ceremonia virtual de juramento a nuevos profesionales (la Ley 15.750, artículo 137, numeral 3º: para ejercer la profesión los abogados deben estar inscriptos en la matrícula y haber prestado juramento ante la Suprema Corte de Justicia), mayo de 2020",
      "https://carmeloportal.com/56001-suprema-corte-de-justicia-realizo-la-primera-ceremonia-virtual-de-juramento-a-nuevos-profesionales",
    ),
    udelar: page(
      "sys-uy-udelar",
      "Universidad de la República (Udelar)",
      "Oferta de grado, tecnólogos y posgrado",
      "https://udelar.edu.uy",
    ),
    mec: page(
      "sys-uy-mec",
      "Ministerio de Educación y Cultura (MEC)",
      "Instituciones privadas de educación terciaria y carreras reconocidas",
      "https://www.gub.uy/ministerio-educacion-cultura",
    ),
    utec: page("sys-uy-utec", "Universidad Tecnológica del Uruguay (UTEC)", "Carreras", "https://utec.edu.uy"),
    utu: page(
      "sys-uy-utu",
      "Dirección General de Educación Técnico Profesional (UTU)",
      "Educación terciaria técnica",
      "https://www.utu.edu.uy",
    ),
  },
  VE: {
    medicoRural: practicePage(
      "sys-ve-medico-rural",
      "Ciudad MCY (Maracay)",
      "Curso introductorio para médicos y médicas en cumplimiento del artículo 8 de la Ley del Ejercicio de la Medicina (para ejercer en poblaciones de más de 5.000 habitantes, al menos un año como médico rural o un internado rotatorio de dos años con seis meses en el medio rural), enero de 2024",
      "https://ciudadmcy.info.ve/?p=254588",
    ),
    opsu: page(
      "sys-ve-opsu",
      "Oficina de Planificación del Sector Universitario (OPSU)",
      "Instituciones de educación universitaria y Sistema Nacional de Ingreso",
      "https://www.opsu.gob.ve",
    ),
    inces: page(
      "sys-ve-inces",
      "Instituto Nacional de Capacitación y Educación Socialista (INCES)",
      "Formación técnica",
      "https://www.inces.gob.ve",
    ),
  },
  ES: {
    abogacia: practicePage(
      "sys-es-acceso-abogacia",
      "Ministerio de Justicia (Administración de Justicia)",
      "Acceso a la profesión de la Abogacía y la Procura (Ley 34/2006, de 30 de octubre, y su Reglamento, Real Decreto 775/2011)",
      "https://www.administraciondejusticia.gob.es/acceso-a-la-profesión-de-la-abogacía-y-la-procura",
    ),
    psicologiaSanitaria: practicePage(
      "sys-es-psicologia-general-sanitaria",
      "Universidad de La Laguna",
      "Máster en Psicología General Sanitaria: justificación del título (el grado en Psicología no habilita por sí solo para el ámbito sanitario; Ley 33/2011 General de Salud Pública, disposición adicional séptima)",
      "https://www.ull.es/masteres/psicologia-general-sanitaria/justificacion-del-titulo/",
    ),
    arquitectura: practicePage(
      "sys-es-master-arquitectura",
      "Ministerio de Universidades, Registro de Universidades, Centros y Títulos (RUCT)",
      "Máster Universitario en Arquitectura por la Universidad Politécnica de Catalunya: acceso y admisión (Orden EDU/2075/2010: el máster habilita para la profesión regulada de Arquitecto y se entra con el grado que fija la Orden)",
      "https://www.educacion.gob.es/ruct/solicitud/accesoAdmision!transferencia?actual=menu.solicitud.accesoAdmision.transferencia&cod=43153692014102401",
    ),
    acreditacion: recognitionPage(
      "sys-es-acreditacion-competencias",
      "Ministerio de Educación, Formación Profesional y Deportes",
      "Acreditación de competencias profesionales adquiridas por experiencia laboral",
      "https://www.todofp.es",
    ),
    ruct: page(
      "sys-es-ruct",
      "Ministerio de Ciencia, Innovación y Universidades",
      "Registro de Universidades, Centros y Títulos (RUCT)",
      "https://www.educacion.gob.es/ruct/home",
    ),
    todofp: page(
      "sys-es-todofp",
      "Ministerio de Educación, Formación Profesional y Deportes",
      "TodoFP — ciclos formativos",
      "https://www.todofp.es",
    ),
    pau: page(
      "sys-es-pau",
      "Ministerio de Ciencia, Innovación y Universidades",
      "Prueba de Acceso a la Universidad (PAU)",
      "https://www.ciencia.gob.es",
    ),
  },
  US: {
    psychologists: ooh(
      "sys-us-ooh-psychologists",
      "Psychologists (2012-13 edition, read in the University of North Texas CyberCemetery archive of bls.gov)",
      "https://cybercemetery.unt.edu/archive/oilspill/20121002171653/http://www.bls.gov/ooh/life-physical-and-social-science/psychologists.htm",
    ),
    clep: recognitionPage(
      "sys-us-clep",
      "College Board",
      "CLEP (College-Level Examination Program)",
      "https://clep.collegeboard.org",
    ),
    navigator: page(
      "sys-us-college-navigator",
      "National Center for Education Statistics (NCES)",
      "College Navigator",
      COLLEGE_NAVIGATOR_URL,
    ),
    dapip: page(
      "sys-us-dapip",
      "U.S. Department of Education",
      "Database of Accredited Postsecondary Institutions and Programs (DAPIP)",
      "https://ope.ed.gov/dapip/",
    ),
    sat: page("sys-us-sat", "College Board", "SAT", "https://satsuite.collegeboard.org/sat"),
    act: page("sys-us-act", "ACT", "ACT test", "https://www.act.org"),
    gre: page("sys-us-gre", "Educational Testing Service (ETS)", "GRE General Test", "https://www.ets.org/gre"),
    gmat: page("sys-us-gmat", "Graduate Management Admission Council (GMAC)", "GMAT", "https://www.mba.com"),

    physicians: ooh(
      "sys-us-ooh-physicians",
      "Physicians and Surgeons",
      "https://www.bls.gov/ooh/healthcare/physicians-and-surgeons.htm#tab-4",
    ),
    lawyers: ooh("sys-us-ooh-lawyers", "Lawyers", "https://www.bls.gov/ooh/legal/lawyers.htm#tab-4"),
    dentists: ooh("sys-us-ooh-dentists", "Dentists", "https://www.bls.gov/ooh/healthcare/dentists.htm#tab-4"),
    pharmacists: ooh(
      "sys-us-ooh-pharmacists",
      "Pharmacists",
      "https://www.bls.gov/ooh/healthcare/pharmacists.htm#tab-4",
    ),
    veterinarians: ooh(
      "sys-us-ooh-veterinarians",
      "Veterinarians",
      "https://www.bls.gov/ooh/healthcare/veterinarians.htm#tab-4",
    ),
  },
  CA: {
    architectLicensure: practicePage(
      "sys-ca-architect-licensure",
      "Royal Architectural Institute of Canada (RAIC)",
      "Canadian Handbook of Practice for Architects, Chapter 1.5: Admission to the Profession (the ten provincial associations of architects and the Northwest Territories Association have adopted common admission standards: education, experience and examination, the Examination for Architects in Canada (ExAC) or the Architect Registration Examination (ARE))",
      "https://chop.raic.ca/chapter-1.5",
    ),
    psychologistOntario: practicePage(
      "sys-ca-psychologist-ontario",
      "College of Psychologists and Behaviour Analysts of Ontario",
      "Registration Guidelines, Psychologist: overview of requirements (a doctoral degree in psychology, authorized supervised practice, the EPPP, the Jurisprudence and Ethics Examination and an oral examination), updated July 2024",
      "https://cpbao.ca/fr/cpo_resources/psychologist-sections-a-introduction-b-terms-c-overview-of-requirements",
    ),
    cicic: page(
      "sys-ca-cicic",
      "Canadian Information Centre for International Credentials (CICIC)",
      "Directory of educational institutions in Canada",
      "https://www.cicic.ca",
    ),
    // read on this machine in a stored copy of the AFMC's "for admission in 2023" edition, beside the
    // University of Calgary's MD eligibility page (at least two full-time years of post-secondary study)
    afmc: {
      ...page(
        "sys-ca-afmc",
        "Association of Faculties of Medicine of Canada (AFMC)",
        "Admission Requirements of Canadian Faculties of Medicine",
        "https://www.afmc.ca",
      ),
      retrieved: "2026-11-28",
    },
    // read on this machine in a stored copy of the OUAC's guide (fall 2021 admission: "Minimum undergraduate
    // academic requirements: 3 years or more" at Lakehead, three full years at Osgoode), beside the Law Society of
    // Ontario's page ("the minimum length of the common law program is three academic years")
    // read on this machine in stored copies of the faculty's DDS admissions FAQ ("Complete 3 full years of
    // university education", "Length of Program: 4 years") and of the University of Alberta's DDS overview ("At
    // least two pre-professional years of university education are required before admission", a four-year program)
    dentistry: {
      ...page(
        "sys-ca-dentistry",
        "University of Toronto, Faculty of Dentistry",
        "Doctor of Dental Surgery (DDS): admissions",
        "https://www.dentistry.utoronto.ca/dds-admissions-faq",
      ),
      retrieved: "2026-11-28",
    },
    // read on this machine in a stored copy of the University of Guelph's DVM admission page ("Completion of a
    // minimum of two years of full time studies in an undergraduate degree program"), beside the OVC's page on its
    // "four-year Doctor of Veterinary Medicine (DVM) program"
    veterinary: {
      ...page(
        "sys-ca-veterinary",
        "University of Guelph, Ontario Veterinary College",
        "Doctor of Veterinary Medicine: admission requirements",
        "https://admission.uoguelph.ca/dvm",
      ),
      retrieved: "2026-11-28",
    },
    olsas: {
      ...page(
        "sys-ca-olsas",
        "Ontario Universities' Application Centre (OUAC)",
        "OLSAS: law school program requirements",
        "https://www.ouac.on.ca/guide/olsas-program-requirements/",
      ),
      retrieved: "2026-11-28",
    },
  },
  GB: {
    solicitorSqe: practicePage(
      "sys-gb-solicitor-sqe",
      "University of Oxford Careers Service",
      "Solicitors: qualifying via the SQE (a degree or equivalent in any subject, the two SQE exams, 24 months of qualifying work experience, and character and suitability)",
      "https://careers.web.ox.ac.uk/solicitors",
    ),
    architectRoute: practicePage(
      "sys-gb-architect-route",
      "Arts University Bournemouth",
      "BA (Hons) Architecture: routes to the professional qualification of architect (the ARB's three parts: Part 1 after three years of study, a year in practice, Part 2 after two more years of study, then Part 3; all are required to enter the UK Register of Architects)",
      "https://aub.ac.uk/courses/ba/ba-architecture/routes-professional-qualification-architect/",
    ),
    discoveruni: page(
      "sys-gb-discoveruni",
      "Office for Students and the UK funding bodies",
      "Discover Uni — undergraduate courses",
      "https://discoveruni.gov.uk",
    ),
    recognised: page(
      "sys-gb-recognised",
      "Department for Education (GOV.UK)",
      "Check if a university is officially recognised",
      "https://www.gov.uk/check-university-award-degree-recognised",
    ),
    ncs: page(
      "sys-gb-ncs",
      "National Careers Service (England)",
      "Find a course",
      "https://nationalcareers.service.gov.uk/find-a-course",
    ),
    ucas: page("sys-gb-ucas", "UCAS", "Undergraduate applications and entry requirements", "https://www.ucas.com"),
  },
  DE: {
    rechtsanwalt: practicePage(
      "sys-de-rechtsanwalt",
      "LexisNexis Österreich, wbl (Wirtschaftsrechtliche Blätter) 2010",
      "Freizügigkeit: in Deutschland ist für die Ausübung der gesetzlich geregelten Rechtsberufe der Abschluss einer rechtswissenschaftlichen Ausbildung mit der ersten Staatsprüfung und eines zweijährigen Vorbereitungsdienstes bei Gerichten und Verwaltungsbehörden mit der zweiten Staatsprüfung erforderlich",
      "https://360.lexisnexis.at/d/artikel/1_freizugigkeit/z_wbl_2010_2_wbl_2010_02_082_073bbfa5fe",
    ),
    architektenkammer: practicePage(
      "sys-de-architektenkammer",
      "Bundesarchitektenkammer (BAK)",
      "Derzeit keine Empfehlung für ein Studium Architektur an der IU Internationale Hochschule (the conditions for registering with a state chamber of architects: at least 4 years, 8 semesters, of full-time architecture study, then at least 2 years of professional practice; the title is protected)",
      "https://bak.de/kammer-und-beruf/studium-und-beruf/derzeit-keine-empfehlung-fuer-ein-studium-architektur-an-der-iu-internationale-hochschule/",
    ),
    psychotherapie: practicePage(
      "sys-de-psychotherapie",
      "Regierungspräsidium Baden-Württemberg",
      "Ausbildung zur Psychotherapeutin / zum Psychotherapeuten nach dem Psychotherapeutengesetz vom 1. September 2020: ein Bachelor- (regulär 3 Jahre) und ein Masterstudiengang (regulär 2 Jahre), nur an Universitäten, und die Approbation",
      "https://rp.baden-wuerttemberg.de/themen/bildung/ausbildung/ausbildung-psychotherapeut/seiten/ausbildung/",
    ),
    hochschulkompass: page(
      "sys-de-hochschulkompass",
      "Hochschulrektorenkonferenz (HRK)",
      "Hochschulkompass — Studienangebote",
      "https://www.hochschulkompass.de",
    ),
    berufenet: page(
      "sys-de-berufenet",
      "Bundesagentur für Arbeit",
      "BERUFENET — Ausbildungsberufe",
      "https://web.arbeitsagentur.de/berufenet/",
    ),
    hochschulstart: page(
      "sys-de-hochschulstart",
      "Stiftung für Hochschulzulassung",
      "hochschulstart.de — Bewerbung und Zulassung",
      "https://www.hochschulstart.de",
    ),
  },
  FR: {
    avocat: practicePage(
      "sys-fr-devenir-avocat",
      "Barreau de Saint-Nazaire",
      "Devenir avocat (au minimum un Master 1 de droit, l'examen d'entrée au CRFPA, une formation de 18 mois, puis le CAPA)",
      "https://barreau-saintnazaire.fr/les-avocats/devenir-avocat",
    ),
    hmonp: practicePage(
      "sys-fr-hmonp",
      "Ordre des architectes d'Île-de-France",
      "Préparer la HMONP: pour s'inscrire au Tableau de l'Ordre et exercer la maîtrise d'œuvre, le diplômé en architecture doit suivre l'habilitation (un an: 150 heures d'enseignement et au moins six mois de mise en situation professionnelle), mis à jour le 7 avril 2023",
      "https://architectes-idf.org/preparer-la-hmonp",
    ),
    titrePsychologue: practicePage(
      "sys-fr-titre-psychologue",
      "République française, Journal officiel (read in a copy on reseaupsychologues.eu)",
      "Décret n° 90-255 du 22 mars 1990 fixant la liste des diplômes permettant de faire usage professionnel du titre de psychologue, as amended (la licence et un master en psychologie)",
      "https://www.reseaupsychologues.eu/Les-diplomes-permettant-de-faire-usage-professionnel-du-titre-de-psychologue-2007_a2234.html",
    ),
    vae: recognitionPage(
      "sys-fr-vae",
      "France VAE (Ministère du Travail)",
      "Validation des acquis de l'expérience (VAE)",
      "https://vae.gouv.fr",
    ),
    parcoursup: page(
      "sys-fr-parcoursup",
      "Ministère de l'Enseignement supérieur et de la Recherche",
      "Parcoursup — formations de premier cycle",
      "https://www.parcoursup.gouv.fr",
    ),
    monmaster: page(
      "sys-fr-monmaster",
      "Ministère de l'Enseignement supérieur et de la Recherche",
      "Mon Master — diplômes nationaux de master",
      "https://www.monmaster.gouv.fr",
    ),
    bac: page("sys-fr-bac", "Ministère de l'Éducation nationale", "Le baccalauréat", "https://www.education.gouv.fr"),
  },
  IT: {
    avvocato: practicePage(
      "sys-it-avvocato",
      "Comune di Cento",
      "Come diventare avvocato (dopo la laurea magistrale a ciclo unico in Giurisprudenza, il tirocinio legale presso lo studio di un avvocato iscritto all'albo da almeno 5 anni, l'esame di Stato per l'abilitazione e l'iscrizione all'albo degli avvocati), aggiornata il 1º febbraio 2018",
      "https://www.comune.cento.fe.it/aree-tematiche/giovani-formazione-e-lavoro/come-diventare/come-diventare-avvocato",
    ),
    esameArchitetto: practicePage(
      "sys-it-esame-architetto",
      "INGENIO",
      "Esami di Stato per Architetto: tutte le informazioni utili (per svolgere la professione di architetto è necessario il superamento del relativo esame di Stato; la laurea è elemento necessario ma non sufficiente: seguono l'esame e l'iscrizione all'albo)",
      "https://www.ingenio-web.it/15645-esami-di-stato-per-architetto-tutte-le-informazioni-utili",
    ),
    psicologo: practicePage(
      "sys-it-abilitazione-psicologo",
      "Università degli Studi di Messina, corso di laurea magistrale in Psicologia clinica della salute nel ciclo di vita",
      "Diventare psicologi: l'abilitazione alla professione di psicologo con la prova finale della laurea magistrale in Psicologia (LM-51), dopo 30 CFU di tirocinio pratico-valutativo (Legge 163/2021)",
      "https://psicologia-clinica-della-salute-nel-ciclo-di-vita.cdl.unime.it/it/laurearsi/diventare-psicologi",
    ),
    universitaly: page(
      "sys-it-universitaly",
      "Ministero dell'Università e della Ricerca (MUR)",
      "Universitaly — corsi di laurea",
      "https://www.universitaly.it",
    ),
    mim: page(
      "sys-it-mim",
      "Ministero dell'Istruzione e del Merito (MIM)",
      "ITS Academy — Istituti Tecnologici Superiori",
      "https://www.mim.gov.it",
    ),
    cisia: page(
      "sys-it-cisia",
      "Consorzio Interuniversitario Sistemi Integrati per l'Accesso (CISIA)",
      "TOLC",
      "https://www.cisiaonline.it",
    ),
  },
  NL: {
    bigRegister: practicePage(
      "sys-nl-big-register",
      "Rijksdienst voor Ondernemend Nederland (RVO), Ondernemersplein",
      "Inschrijven in het BIG-register (zorgverleners met een beschermde titel, zoals arts, tandarts, apotheker, fysiotherapeut en verpleegkundige, moeten zich registreren in het BIG-register om hun beroep uit te mogen oefenen; Wet BIG)",
      "https://ondernemersplein.kvk.nl/inschrijven-in-het-big-register/",
    ),
    advocaat: practicePage(
      "sys-nl-advocaat",
      "Nederlandse orde van advocaten (NOvA)",
      "Rechtenstudie in Nederland (toegang tot de advocatuur: een bachelor en een master op het gebied van het recht met civiel effect; na de beëdiging als advocaat de beroepsopleiding advocaten)",
      "https://www.advocatenorde.nl/starten-als-advocaat/rechtenstudie-in-nederland",
    ),
    studiekeuze123: page(
      "sys-nl-studiekeuze123",
      "Studiekeuze123",
      "Alle geaccrediteerde opleidingen in het hoger onderwijs",
      "https://www.studiekeuze123.nl",
    ),
    nvao: page(
      "sys-nl-nvao",
      "Nederlands-Vlaamse Accreditatieorganisatie (NVAO)",
      "Geaccrediteerde opleidingen",
      "https://www.nvao.net",
    ),
  },
  AU: {
    architectRegistration: practicePage(
      "sys-au-architect-registration",
      "Architectural Practice Board of South Australia",
      "For students (to become eligible for registration as an architect: an approved course, a Master of Architecture degree from a recognised university, and a pass in the national Architectural Practice Examination)",
      "https://archboardsa.org.au/for-students",
    ),
    lawyerAdmission: practicePage(
      "sys-au-lawyer-admission",
      "The College of Law",
      "Admission to practice (a law degree, a Practical Legal Training program that awards the Graduate Diploma of Legal Practice, being a fit and proper person, then admission by the Supreme Court of the state or territory)",
      "https://www.collaw.edu.au/your-career/admission-to-practice",
    ),
    psychologyRegistration: practicePage(
      "sys-au-psychology-registration",
      "Australian Psychological Society",
      "Study pathways (general registration with the Psychology Board of Australia requires a minimum six-year sequence of education and training: a four-year accredited sequence, then a two-year master's or higher, or the 5+1 internship and the national psychology exam)",
      "https://psychology.org.au/psychology/Careers-and-studying-psychology/studying-psychology/Study-pathways",
    ),
    courseseeker: page(
      "sys-au-courseseeker",
      "Australian Government, Department of Education",
      "Course Seeker — undergraduate courses",
      "https://www.courseseeker.edu.au",
    ),
    teqsa: page(
      "sys-au-teqsa",
      "Tertiary Education Quality and Standards Agency (TEQSA)",
      "National Register of higher education providers",
      "https://www.teqsa.gov.au/national-register",
    ),
    tga: page(
      "sys-au-tga",
      "Australian Government (training.gov.au)",
      "Nationally recognised training: qualifications and registered training organisations",
      "https://training.gov.au",
    ),
    uac: page(
      "sys-au-uac",
      "Universities Admissions Centre (UAC)",
      "Australian Tertiary Admission Rank (ATAR)",
      "https://www.uac.edu.au",
    ),
  },
} satisfies Record<SystemCountry, Record<string, DataSource>>;

// ---- shared exam lines -----------------------------------------------------------------------

function cxcExam(source: DataSource): EntranceExam {
  return test(
    source,
    BACH,
    t("CSEC y CAPE (o equivalentes)", "CSEC and CAPE (or equivalents)"),
    t(
      "Las universidades admiten por las materias aprobadas de CSEC y CAPE; algunos programas piden además una entrevista o una prueba.",
      "Universities admit on CSEC and CAPE passes; some programs also ask for an interview or a test.",
    ),
  );
}

/** Health professions whose graduates register with the health authority before practicing (Paraguay, Uruguay; the Dominican Republic's exequátur). */
const HEALTH_REGISTER_CAREERS = [
  "medicine",
  "dentistry",
  "nursing",
  "pharmacy",
  "clinical-laboratory-science",
  "nutrition",
  "physical-therapy",
];

/**
 * Argentina's health professions with a matrícula (national or provincial): among others, those the press reports of the
 * national register (RUPS) name: medicine, nursing, dentistry, psychology, kinesiology, biochemistry, pharmacy, occupational therapy.
 */
const AR_HEALTH_CAREERS = [...HEALTH_REGISTER_CAREERS, "psychology", "occupational-therapy", "speech-therapy"];

/**
 * Where colegiación is compulsory for every university professional (Guatemala, Honduras): the law binds every graduate
 * of at least a licenciatura; the list keeps the professions whose practice a colegio regulates most directly (health,
 * psychology, law, architecture, engineering, chemistry, agronomy, veterinary medicine, accounting, economics).
 */
const COLEGIACION_CAREERS = [
  "medicine",
  "dentistry",
  "nursing",
  "pharmacy",
  "psychology",
  "law",
  "architecture",
  "civil-engineering",
  "mechanical-engineering",
  "electrical-engineering",
  "industrial-engineering",
  "chemical-engineering",
  "chemistry",
  "agronomy",
  "veterinary-medicine",
  "accounting",
  "economics",
];

// ---- the table -------------------------------------------------------------------------------

export const STUDY_SYSTEMS: Record<SystemCountry, StudySystem> = {
  AR: {
    country: "AR",
    registries: [
      registry(
        S.AR.coneau,
        "Comisión Nacional de Evaluación y Acreditación Universitaria (CONEAU)",
        UNI,
        t(
          "Evalúa las universidades y acredita las carreras de grado reguladas y los posgrados.",
          "Evaluates universities and accredits regulated first-degree programs and graduate programs.",
        ),
      ),
      registry(
        S.AR.inet,
        "Registro Federal de Instituciones de Educación Técnico Profesional (INET)",
        TECH,
        t(
          "Institutos de educación superior técnica (tecnicaturas superiores) de todo el país.",
          "Technical higher-education institutes (tecnicaturas superiores) across the country.",
        ),
      ),
    ],
    exams: [
      own(
        BACH,
        t(
          "No hay examen nacional: muchas universidades públicas tienen un curso de ingreso (como el CBC de la UBA) y algunas carreras, un examen propio.",
          "There is no national exam: many public universities run an entrance course (such as the UBA's CBC) and some programs their own exam.",
        ),
      ),
      none(
        TECH,
        t(
          "Los institutos superiores admiten con el título secundario.",
          "Higher technical institutes admit with the secondary-school diploma.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("2-3 años", "2-3 years"),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: t(
        "6 años (algunas universidades suman un ciclo inicial, como el CBC de la UBA)",
        "6 years (some universities add a first cycle, such as the UBA's CBC)",
      ),
      graduate: t("Especialización: 1-2 años; maestría: 2 años", "Specialization: 1-2 years; master's: 2 years"),
    },
    toPractice: [
      {
        careers: AR_HEALTH_CAREERS,
        detail: t(
          "para ejercer hace falta además la matrícula profesional: la de la provincia donde se trabaja, que habilitan los colegios provinciales, o, en los hospitales e instituciones del Estado nacional, la matrícula nacional del Ministerio de Salud (Resolución 1641/2025)",
          "practicing also takes a professional license (matrícula): that of the province where you work, granted by the provincial professional colleges, or, in hospitals and institutions of the national State, the Ministry of Health's national matrícula (Resolution 1641/2025)",
        ),
        source: S.AR.matriculaSalud.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado en la Ciudad de Buenos Aires hace falta además inscribirse en la matrícula del Colegio Público de Abogados de la Capital Federal, obligatoria según la Ley 23.187",
          "practicing as a lawyer in the City of Buenos Aires also takes enrolling in the register of the Colegio Público de Abogados de la Capital Federal (the bar), mandatory under Law 23.187",
        ),
        source: S.AR.matriculaAbogados.id,
      },
    ],
    sources: Object.values(S.AR),
  },

  BO: {
    country: "BO",
    registries: [
      registry(
        S.BO.ceub,
        "Comité Ejecutivo de la Universidad Boliviana (CEUB)",
        UNI,
        t(
          "Universidades públicas y autónomas del Sistema de la Universidad Boliviana.",
          "The public, autonomous universities of the Bolivian University System.",
        ),
      ),
      registry(
        S.BO.minedu,
        "Ministerio de Educación — Viceministerio de Educación Superior de Formación Profesional",
        ALL,
        t(
          "Autoriza las universidades privadas y los institutos técnicos y tecnológicos.",
          "Authorizes private universities and technical and technological institutes.",
        ),
      ),
    ],
    exams: [
      own(
        BACH,
        t(
          "Cada universidad pública organiza su prueba de suficiencia académica (PSA) o su curso prefacultativo; las privadas fijan su propio ingreso.",
          "Each public university runs its own academic sufficiency test (PSA) or pre-university course; private universities set their own admission.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t(
        "Técnico medio: 2 años; técnico superior: 3 años",
        "Técnico medio: 2 years; técnico superior: 3 years",
      ),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: MEDICINE_SIX_PLUS,
      graduate: t("Maestría: 2 años", "Master's: 2 years"),
    },
    toPractice: [
      {
        careers: ["medicine"],
        detail: t(
          "ejercer como médico exige además inscribirse en el Colegio Médico de Bolivia, que la Ley 3131 del Ejercicio Profesional Médico pone entre los deberes profesionales",
          "practicing as a doctor also takes registering with the Colegio Médico de Bolivia, which Law 3131 on medical practice lists among a doctor's professional duties",
        ),
        source: S.BO.colegioMedico.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además el título en provisión nacional e inscribirse en el Registro Público de Abogados del Ministerio de Justicia (Ley 387 del Ejercicio de la Abogacía)",
          "practicing as a lawyer also takes the national professional title (título en provisión nacional) and registering in the Ministry of Justice's Public Register of Lawyers (Law 387 on the practice of law)",
        ),
        source: S.BO.registroAbogados.id,
      },
    ],
    sources: Object.values(S.BO),
  },

  BR: {
    country: "BR",
    registries: [
      registry(
        S.BR.emec,
        "e-MEC — Cadastro Nacional de Cursos e Instituições de Educação Superior",
        ["technical", "bachelor"],
        t(
          "Cursos de graduación autorizados: bacharelados, licenciaturas y cursos superiores de tecnología (tecnólogo).",
          "Authorized undergraduate courses: bacharelados, licenciaturas and higher technology courses (tecnólogo).",
        ),
      ),
      registry(
        S.BR.capes,
        "Plataforma Sucupira — Cursos avaliados e reconhecidos (CAPES)",
        GRAD,
        t("Maestrías (mestrado) y doctorados reconocidos.", "Recognized master's (mestrado) and doctoral programs."),
      ),
    ],
    exams: [
      test(
        S.BR.enem,
        ["technical", "bachelor"],
        t("ENEM (Exame Nacional do Ensino Médio)", "ENEM (National High School Exam)"),
        t(
          "Lo usan el SISU, el ProUni y la mayoría de las universidades; algunas tienen además un vestibular propio.",
          "Used by SISU, ProUni and most universities; some also hold their own vestibular.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("2-3 años", "2-3 years"),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: t("6 años", "6 years"),
      graduate: t(
        "Especialización: 1-2 años; maestría (mestrado): 2 años",
        "Specialization: 1-2 years; master's (mestrado): 2 years",
      ),
    },
    toPractice: [
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además aprobar el Exame de Ordem de la OAB (Ordem dos Advogados do Brasil), que exige la Ley 8.906 de 1994",
          "practicing as a lawyer also takes passing the OAB's Exame de Ordem (Ordem dos Advogados do Brasil), which Law 8.906 of 1994 requires",
        ),
        source: S.BR.oab.id,
      },
    ],
    sources: Object.values(S.BR),
  },

  CL: {
    country: "CL",
    registries: [
      registry(
        S.CL.mifuturo,
        "Mi Futuro — Subsecretaría de Educación Superior",
        ALL,
        t(
          "Universidades, institutos profesionales (IP) y centros de formación técnica (CFT) reconocidos, con sus carreras.",
          "Recognized universities, professional institutes (IP) and technical training centers (CFT), with their programs.",
        ),
      ),
      registry(
        S.CL.cna,
        "Comisión Nacional de Acreditación (CNA)",
        ALL,
        t(
          "Consulta si la institución (también CFT e IP) y el programa están acreditados.",
          "Check whether the institution (CFT and IP included) and the program are accredited.",
        ),
      ),
    ],
    exams: [
      test(
        S.CL.demre,
        BACH,
        t("PAES (Prueba de Acceso a la Educación Superior)", "PAES (Higher Education Access Test)"),
        t(
          "La piden las universidades del Sistema de Acceso; cada carrera pondera las pruebas a su manera.",
          "Required by the universities of the national Access System; each program weights the tests its own way.",
        ),
      ),
      none(
        TECH,
        t(
          "Los CFT e IP suelen admitir con la licencia de enseñanza media, sin examen nacional.",
          "CFTs and IPs usually admit with the secondary-school certificate, with no national exam.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t(
        "Técnico de nivel superior: 2-2,5 años; carrera profesional de un IP: 4 años",
        "Higher-level technician: 2-2.5 years; professional program at an IP: 4 years",
      ),
      bachelor: t("4-5 años (algunas carreras profesionales, 6)", "4-5 years (some professional programs, 6)"),
      medicine: t("7 años", "7 years"),
      graduate: t("Magíster: 2 años", "Master's (magíster): 2 years"),
    },
    recognition: [
      recognition(
        S.CL.chilevalora,
        t("la certificación de competencias laborales de ChileValora", "ChileValora's certification of work skills"),
      ),
    ],
    toPractice: [
      {
        careers: ["law"],
        detail: t(
          "el título de abogado lo entrega la Corte Suprema después de la licenciatura en ciencias jurídicas y de una práctica profesional (por ejemplo, en la Corporación de Asistencia Judicial)",
          "the title of lawyer (abogado) is granted by the Supreme Court after the licenciatura in legal sciences and a professional internship (for example at the Corporación de Asistencia Judicial)",
        ),
        source: S.CL.tituloAbogado.id,
      },
      {
        careers: ["medicine"],
        detail: t(
          "para trabajar como médico en el sistema público de salud hace falta además aprobar el EUNACOM (Examen Único Nacional de Conocimientos de Medicina)",
          "working as a doctor in the public health system also takes passing the EUNACOM (the national medical knowledge exam)",
        ),
        source: S.CL.tituloAbogado.id,
      },
    ],
    sources: Object.values(S.CL),
  },

  CO: {
    country: "CO",
    registries: [
      registry(
        S.CO.snies,
        "Sistema Nacional de Información de la Educación Superior (SNIES)",
        ALL,
        t(
          "Todos los programas con registro calificado: técnicos profesionales, tecnológicos, universitarios, especializaciones, maestrías y doctorados.",
          "Every program with a qualified registration: professional technical, technological, university, specialization, master's and doctoral.",
        ),
      ),
      registry(
        S.CO.sena,
        "Servicio Nacional de Aprendizaje (SENA)",
        TECH,
        t(
          "Formación técnica y tecnológica pública y gratuita en todo el país.",
          "Free public technical and technological training across the country.",
        ),
      ),
    ],
    exams: [
      test(
        S.CO.icfes,
        ["technical", "bachelor"],
        t("Saber 11 (ICFES)", "Saber 11 (ICFES)"),
        t(
          "Presentarlo es requisito para entrar a la educación superior; algunas universidades públicas tienen además su propio examen.",
          "Taking it is required to enter higher education; some public universities also hold their own exam.",
        ),
      ),
      own(
        TECH,
        t(
          "El SENA tiene su propio proceso de inscripción y selección para sus programas.",
          "SENA runs its own registration and selection for its programs.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t(
        "Técnico profesional: 2 años; tecnólogo: 3 años",
        "Professional technician: 2 years; technologist: 3 years",
      ),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: t("6 años (incluido el internado)", "6 years (internship included)"),
      graduate: t("Especialización: 1 año; maestría: 2 años", "Specialization: 1 year; master's: 2 years"),
    },
    recognition: [
      recognition(
        S.CO.senaCertification,
        t(
          "la Evaluación y Certificación de Competencias Laborales del SENA",
          "SENA's Evaluation and Certification of Work Skills",
        ),
      ),
    ],
    toPractice: [
      {
        careers: [
          "medicine",
          "nursing",
          "clinical-laboratory-science",
          "dentistry",
          "nutrition",
          "physical-therapy",
          "speech-therapy",
          "occupational-therapy",
          "respiratory-therapy",
          "pharmacy",
        ],
        detail: t(
          "para obtener la tarjeta profesional hace falta además el Servicio Social Obligatorio (el «año rural», de seis meses a un año, con plazas asignadas por sorteo)",
          "getting the professional license also takes the Servicio Social Obligatorio (the “rural year”, six months to a year, with places assigned by lottery)",
        ),
        source: S.CO.servicioSocial.id,
      },
    ],
    sources: Object.values(S.CO),
  },

  CR: {
    country: "CR",
    registries: [
      registry(
        S.CR.conare,
        "Consejo Nacional de Rectores (CONARE)",
        UNI,
        t(
          "Las universidades públicas: UCR, TEC, UNA, UNED y UTN.",
          "The public universities: UCR, TEC, UNA, UNED and UTN.",
        ),
      ),
      registry(
        S.CR.conesup,
        "Consejo Nacional de Enseñanza Superior Universitaria Privada (CONESUP)",
        UNI,
        t("Autoriza las universidades privadas y sus carreras.", "Authorizes private universities and their programs."),
      ),
      registry(
        S.CR.sinaes,
        "Sistema Nacional de Acreditación de la Educación Superior (SINAES)",
        UNI,
        t(
          "Carreras acreditadas de universidades públicas y privadas.",
          "Accredited programs of public and private universities.",
        ),
      ),
      registry(
        S.CR.ina,
        "Instituto Nacional de Aprendizaje (INA)",
        TECH,
        t("Formación técnica y capacitación públicas y gratuitas.", "Free public technical training and courses."),
      ),
    ],
    exams: [
      test(
        S.CR.ucr,
        BACH,
        t("Prueba de Aptitud Académica (UCR y UNA)", "Academic Aptitude Test (UCR and UNA)"),
        t(
          "La piden la UCR y la UNA; el TEC tiene su propio examen y las privadas, su propio proceso.",
          "Required by UCR and UNA; TEC has its own exam and private universities their own process.",
        ),
      ),
      test(
        S.CR.tec,
        BACH,
        t("Examen de admisión del TEC", "TEC admission exam"),
        t("Lo pide el Instituto Tecnológico de Costa Rica.", "Required by the Costa Rica Institute of Technology."),
      ),
      own(
        TECH,
        t(
          "El INA fija los requisitos de ingreso de cada programa.",
          "INA sets the entry requirements of each program.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t(
        "Diplomado: 2 años; programas del INA: según el programa",
        "Diplomado: 2 years; INA programs: depends on the program",
      ),
      bachelor: t(
        "Bachillerato universitario: 4 años; licenciatura: 1-2 años más",
        "University bachillerato: 4 years; licenciatura: 1-2 more years",
      ),
      medicine: MEDICINE_SIX_PLUS,
      graduate: t("Especialidad: 1-2 años; maestría: 2 años", "Specialization: 1-2 years; master's: 2 years"),
    },
    toPractice: [
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además aprobar el examen de incorporación al Colegio de Abogados y Abogadas",
          "practicing as a lawyer also takes passing the admission exam of the Colegio de Abogados y Abogadas (the bar)",
        ),
        source: S.CR.incorporacionAbogados.id,
      },
    ],
    sources: Object.values(S.CR),
  },

  CU: {
    country: "CU",
    registries: [
      registry(
        S.CU.mes,
        "Ministerio de Educación Superior (MES)",
        ALL,
        t(
          "Universidades y carreras, incluidas las de ciclo corto, y la oferta de posgrado; para los cubanos los estudios son gratuitos.",
          "Universities and programs, short-cycle ones included, and graduate study; study is free for Cubans.",
        ),
      ),
      registry(
        S.CU.mined,
        "Ministerio de Educación (MINED) — Educación Técnica y Profesional",
        TECH,
        t(
          "Escuelas politécnicas de técnico medio y obrero calificado.",
          "Polytechnic schools for mid-level technicians and skilled workers.",
        ),
      ),
    ],
    exams: [
      test(
        S.CU.mes,
        BACH,
        t("Pruebas de ingreso a la educación superior", "Higher-education entrance exams"),
        t(
          "Matemática, Español e Historia de Cuba; con ellas y el escalafón se asignan las plazas.",
          "Mathematics, Spanish and Cuban History; places are assigned by them and the student's ranking.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("Ciclo corto (técnico superior): 2-3 años", "Short cycle (higher technician): 2-3 years"),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: t("6 años", "6 years"),
      graduate: t("Maestría: 2 años", "Master's: 2 years"),
    },
    sources: Object.values(S.CU),
  },

  DO: {
    country: "DO",
    registries: [
      registry(
        S.DO.mescyt,
        "Ministerio de Educación Superior, Ciencia y Tecnología (MESCyT)",
        ALL,
        t(
          "Universidades, institutos especializados e institutos técnicos superiores reconocidos.",
          "Recognized universities, specialized institutes and higher technical institutes.",
        ),
      ),
      registry(
        S.DO.infotep,
        "Instituto Nacional de Formación Técnico Profesional (INFOTEP)",
        TECH,
        t(
          "Formación técnico profesional y capacitación para el trabajo.",
          "Technical and vocational training for work.",
        ),
      ),
    ],
    exams: [
      test(
        S.DO.uasd,
        BACH,
        t("POMA (Prueba de Orientación y Medición Académica)", "POMA (Academic Orientation and Measurement Test)"),
        t("La piden la UASD y otras universidades.", "Required by the UASD and other universities."),
      ),
      test(
        S.DO.paa,
        BACH,
        t("PAA (Prueba de Admisión Universitaria, College Board)", "PAA (College Board university admission test)"),
        t("La piden muchas universidades privadas.", "Required by many private universities."),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("Técnico superior: 2 años", "Higher technician: 2 years"),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: MEDICINE_SIX_PLUS,
      graduate: t("Especialidad: 1 año; maestría: 2 años", "Specialization: 1 year; master's: 2 years"),
    },
    recognition: [
      recognition(
        S.DO.infotepCertification,
        t(
          "la evaluación y certificación de competencias del INFOTEP",
          "INFOTEP's evaluation and certification of skills",
        ),
      ),
    ],
    toPractice: [
      {
        careers: HEALTH_REGISTER_CAREERS,
        detail: t(
          "ejercer exige además el exequátur de ley que concede el Poder Ejecutivo (Ley 111 de 1942): se pide por el Ministerio de Salud Pública con el título legalizado por el MESCyT",
          "practicing also takes the exequátur, the license the Executive grants under Law 111 of 1942: you apply through the Ministry of Public Health with your degree legalized by the MESCyT",
        ),
        source: S.DO.exequaturSalud.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además legalizar el título en el MESCyT, obtener el exequátur (se pide por la Procuraduría General de la República), jurar ante la Suprema Corte de Justicia e inscribirse en el Colegio de Abogados (CARD)",
          "practicing as a lawyer also takes legalizing the degree at the MESCyT, obtaining the exequátur (applied for through the Procuraduría General de la República), taking the oath before the Supreme Court and registering with the bar association (CARD)",
        ),
        source: S.DO.abogacia.id,
      },
    ],
    sources: Object.values(S.DO),
  },

  EC: {
    country: "EC",
    registries: [
      registry(
        S.EC.ces,
        "Consejo de Educación Superior (CES)",
        ALL,
        t(
          "Aprueba las carreras y programas de universidades, escuelas politécnicas e institutos superiores.",
          "Approves the programs of universities, polytechnic schools and higher institutes.",
        ),
      ),
      registry(
        S.EC.senescyt,
        "Secretaría de Educación Superior, Ciencia, Tecnología e Innovación (SENESCYT)",
        TECH,
        t(
          "Institutos superiores técnicos y tecnológicos públicos.",
          "Public higher technical and technological institutes.",
        ),
      ),
      registry(
        S.EC.caces,
        "Consejo de Aseguramiento de la Calidad de la Educación Superior (CACES)",
        ALL,
        t("Evalúa y acredita universidades e institutos.", "Evaluates and accredits universities and institutes."),
      ),
    ],
    exams: [
      own(
        BACH,
        t(
          "Cada universidad pública tiene su propio examen de admisión; las privadas suelen pedir una prueba o una entrevista.",
          "Each public university holds its own admission exam; private ones usually ask for a test or an interview.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("2-3 años", "2-3 years"),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: MEDICINE_SIX_PLUS,
      graduate: t("Especialización: 1 año; maestría: 1-2 años", "Specialization: 1 year; master's: 1-2 years"),
    },
    toPractice: [
      {
        careers: ["medicine", "dentistry", "nursing"],
        detail: t(
          "para ejercer hace falta además aprobar el Examen de Habilitación para el Ejercicio Profesional (EHEP) del CACES",
          "practicing also takes passing the CACES professional qualification exam (Examen de Habilitación para el Ejercicio Profesional, EHEP)",
        ),
        source: S.EC.ehep.id,
      },
    ],
    sources: Object.values(S.EC),
  },

  SV: {
    country: "SV",
    registries: [
      registry(
        S.SV.mined,
        "Ministerio de Educación, Ciencia y Tecnología — Dirección Nacional de Educación Superior",
        ALL,
        t(
          "Universidades, institutos especializados e institutos tecnológicos autorizados.",
          "Authorized universities, specialized institutes and technological institutes.",
        ),
      ),
      registry(
        S.SV.insaforp,
        "Instituto Salvadoreño de Formación Profesional (INSAFORP)",
        TECH,
        t("Formación profesional y capacitación para el trabajo.", "Vocational training for work."),
      ),
    ],
    exams: [
      own(
        BACH,
        t(
          "La Universidad de El Salvador tiene su propia prueba de admisión; las privadas, su propio proceso.",
          "The University of El Salvador holds its own admission test; private universities their own process.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("2 años", "2 years"),
      bachelor: t("5 años", "5 years"),
      medicine: MEDICINE_SIX_PLUS,
      graduate: t("Maestría: 2 años", "Master's: 2 years"),
    },
    toPractice: [
      {
        careers: ["medicine"],
        detail: t(
          "para ejercer como médico hace falta el año de servicio social, que las universidades piden para graduarse y el Consejo Superior de Salud Pública para autorizar el ejercicio",
          "practicing as a doctor takes the year of social service, which universities require to graduate and the Consejo Superior de Salud Pública (the health professions council) requires before practice",
        ),
        source: S.SV.servicioSocial.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además la autorización de la Corte Suprema de Justicia, que pide antes la práctica jurídica (artículo 140 de la Ley Orgánica Judicial)",
          "practicing as a lawyer also takes authorization from the Supreme Court of Justice, which first requires a period of legal practice (article 140 of the Judicial Organic Law)",
        ),
        source: S.SV.abogacia.id,
      },
    ],
    sources: Object.values(S.SV),
  },

  GT: {
    country: "GT",
    registries: [
      registry(
        S.GT.usac,
        "Universidad de San Carlos de Guatemala (USAC)",
        ALL,
        t(
          "La universidad pública del país: carreras técnicas, licenciaturas y posgrados en la capital y en centros regionales.",
          "The country's public university: technical programs, licenciaturas and graduate programs in the capital and regional centers.",
        ),
      ),
      registry(
        S.GT.ceps,
        "Consejo de la Enseñanza Privada Superior (CEPS)",
        UNI,
        t("Autoriza las universidades privadas.", "Authorizes private universities."),
      ),
      registry(
        S.GT.intecap,
        "Instituto Técnico de Capacitación y Productividad (INTECAP)",
        TECH,
        t("Carreras técnicas y capacitación para el trabajo.", "Technical programs and training for work."),
      ),
    ],
    exams: [
      test(
        S.GT.usac,
        BACH,
        t("Pruebas de ingreso de la USAC", "USAC entrance tests"),
        t(
          "La USAC pide pruebas de orientación, de conocimientos básicos y, según la facultad, específicas; las privadas tienen su propio examen.",
          "USAC asks for orientation and basic-knowledge tests and, depending on the faculty, specific ones; private universities hold their own exam.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("2-3 años", "2-3 years"),
      bachelor: t("5 años", "5 years"),
      medicine: t("6 años", "6 years"),
      graduate: t("Maestría: 2 años", "Master's: 2 years"),
    },
    toPractice: [
      {
        careers: COLEGIACION_CAREERS,
        detail: t(
          "ejercer la profesión exige además colegiarse en el colegio profesional: según la Ley de Colegiación Profesional Obligatoria, el título habilita académicamente, pero no faculta por sí solo para el ejercicio legal",
          "practicing the profession also takes joining its professional association (colegio): under the Compulsory Professional Membership Law, the degree qualifies academically but does not by itself allow legal practice",
        ),
        source: S.GT.colegiacion.id,
      },
    ],
    sources: Object.values(S.GT),
  },

  HT: {
    country: "HT",
    registries: [
      registry(
        S.HT.menfp,
        "Ministère de l'Éducation Nationale et de la Formation Professionnelle (MENFP)",
        ALL,
        t(
          "Reconoce las instituciones de enseñanza superior y de formación profesional.",
          "Recognizes higher-education and vocational-training institutions.",
        ),
      ),
      registry(
        S.HT.ueh,
        "Université d'État d'Haïti (UEH)",
        UNI,
        t("La universidad pública y sus facultades.", "The public university and its faculties."),
      ),
    ],
    exams: [
      own(
        BACH,
        t(
          "Cada facultad organiza su concurso de admisión, con el bachillerato (exámenes oficiales) aprobado.",
          "Each faculty runs its own admission competition, open to holders of the baccalauréat (official exams).",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("2-3 años", "2-3 years"),
      bachelor: t("Licence: 4-5 años", "Licence: 4-5 years"),
      medicine: MEDICINE_SIX_PLUS,
      graduate: t("Maestría: 2 años", "Master's: 2 years"),
    },
    sources: Object.values(S.HT),
  },

  HN: {
    country: "HN",
    registries: [
      registry(
        S.HN.des,
        "Dirección de Educación Superior (DES)",
        ALL,
        t(
          "Universidades y carreras aprobadas por el Consejo de Educación Superior, incluidas las de técnico universitario.",
          "Universities and programs approved by the Higher Education Council, university technician programs included.",
        ),
      ),
      registry(
        S.HN.infop,
        "Instituto Nacional de Formación Profesional (INFOP)",
        TECH,
        t("Formación profesional y capacitación para el trabajo.", "Vocational training for work."),
      ),
    ],
    exams: [
      test(
        S.HN.unah,
        BACH,
        t("PAA (Prueba de Aptitud Académica de la UNAH)", "PAA (UNAH Academic Aptitude Test)"),
        t(
          "La aplica la UNAH y la usan también otras universidades.",
          "Given by UNAH and used by other universities too.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("Técnico universitario: 2-3 años", "University technician: 2-3 years"),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: MEDICINE_SIX_PLUS,
      graduate: t("Maestría: 2 años", "Master's: 2 years"),
    },
    toPractice: [
      {
        careers: COLEGIACION_CAREERS,
        detail: t(
          "ejercer la profesión exige además colegiarse en el colegio profesional: la Ley de Colegiación Profesional Obligatoria la establece para el ejercicio de las profesiones",
          "practicing the profession also takes joining its professional association (colegio): the Compulsory Professional Membership Law requires it to practice the professions",
        ),
        source: S.HN.colegiacion.id,
      },
    ],
    sources: Object.values(S.HN),
  },

  JM: {
    country: "JM",
    registries: [
      registry(
        S.JM.ucj,
        "University Council of Jamaica (UCJ)",
        ALL,
        t(
          "Registra y acredita instituciones y programas de educación terciaria, incluidos los grados asociados.",
          "Registers and accredits tertiary institutions and programs, associate degrees included.",
        ),
      ),
      registry(
        S.JM.heart,
        "HEART/NSTA Trust",
        TECH,
        t(
          "Formación técnica y vocacional y certificación NVQ-J.",
          "Technical and vocational training and NVQ-J certification.",
        ),
      ),
    ],
    exams: [cxcExam(S.JM.cxc), GRAD_OWN],
    durations: {
      technical: t(
        "Grado asociado: 2 años; certificados NVQ-J: según el nivel",
        "Associate degree: 2 years; NVQ-J certificates: depends on the level",
      ),
      bachelor: t("3-4 años", "3-4 years"),
      medicine: t("MBBS: 5 años", "MBBS: 5 years"),
      graduate: t("Maestría: 1-2 años", "Master's: 1-2 years"),
    },
    sources: Object.values(S.JM),
  },

  MX: {
    country: "MX",
    registries: [
      registry(
        S.MX.sirvoes,
        "SIRVOES — Secretaría de Educación Pública",
        ALL,
        t(
          "Programas particulares con reconocimiento de validez oficial (RVOE) federal, de técnico superior universitario a posgrado; las universidades públicas autónomas publican su propia oferta.",
          "Private programs with federal official recognition (RVOE), from higher university technician to graduate; autonomous public universities publish their own offer.",
        ),
      ),
    ],
    exams: [
      test(
        S.MX.ceneval,
        BACH,
        t("EXANI-II (CENEVAL)", "EXANI-II (CENEVAL)"),
        t(
          "Lo usan muchas universidades públicas y privadas; la UNAM, el IPN y otras tienen examen propio.",
          "Used by many public and private universities; UNAM, IPN and others hold their own exam.",
        ),
      ),
      test(
        S.MX.ceneval,
        GRAD,
        t("EXANI-III (CENEVAL)", "EXANI-III (CENEVAL)"),
        t(
          "Lo piden muchos posgrados; otros tienen examen propio.",
          "Required by many graduate programs; others hold their own exam.",
        ),
      ),
    ],
    durations: {
      technical: t("Técnico superior universitario: 2 años", "Higher university technician: 2 years"),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: t("6-7 años, con internado y servicio social", "6-7 years, with internship and social service"),
      graduate: t("Especialidad: 1 año; maestría: 2 años", "Specialization: 1 year; master's: 2 years"),
    },
    recognition: [
      recognition(
        S.MX.conocer,
        t(
          "la certificación de competencias del CONOCER (Consejo Nacional de Normalización y Certificación de Competencias Laborales)",
          "the certification of work skills of CONOCER, Mexico's national council for skills standards",
        ),
      ),
      recognition(
        S.MX.acuerdo286,
        t(
          "el Acuerdo 286 de la SEP, que con los exámenes del CENEVAL acredita como licenciatura o bachillerato lo aprendido con la experiencia",
          "the SEP's Agreement 286, under which CENEVAL's exams accredit what you learned through experience as a bachelor's or high school degree",
        ),
      ),
    ],
    toPractice: [
      {
        // The professions the law names (médico, cirujano dentista, enfermera, licenciado en derecho, arquitecto,
        // ingeniero, contador, licenciado en economía, biólogo, químico, médico veterinario, actuario, trabajador
        // social, profesores de educación preescolar, primaria y secundaria), as the source lists them.
        careers: [
          "medicine",
          "dentistry",
          "nursing",
          "law",
          "architecture",
          "civil-engineering",
          "mechanical-engineering",
          "electrical-engineering",
          "electronic-engineering",
          "industrial-engineering",
          "chemical-engineering",
          "environmental-engineering",
          "mechatronics-engineering",
          "telecommunications-engineering",
          "accounting",
          "economics",
          "biology",
          "chemistry",
          "veterinary-medicine",
          "actuarial-science",
          "social-work",
          "early-childhood-education",
          "primary-education",
          "mathematics-teaching",
          "english-teaching",
        ],
        detail: t(
          "ejercer esta profesión exige además titularse y obtener la cédula profesional que expide la Dirección General de Profesiones de la SEP, como pide la Ley Reglamentaria del Artículo 5º Constitucional",
          "practicing this profession also takes the degree certificate (título) and the cédula profesional issued by the SEP's Dirección General de Profesiones, as the Ley Reglamentaria del Artículo 5º Constitucional requires",
        ),
        source: S.MX.cedula.id,
      },
    ],
    sources: Object.values(S.MX),
  },

  NI: {
    country: "NI",
    registries: [
      registry(
        S.NI.cnu,
        "Consejo Nacional de Universidades (CNU)",
        UNI,
        t("Universidades públicas y privadas autorizadas.", "Authorized public and private universities."),
      ),
      registry(
        S.NI.inatec,
        "Tecnológico Nacional (INATEC)",
        TECH,
        t("Formación técnica y capacitación públicas.", "Public technical training and courses."),
      ),
    ],
    exams: [
      own(
        BACH,
        t(
          "La UNAN y las demás universidades tienen su propio examen de admisión.",
          "UNAN and the other universities each hold their own admission exam.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("2-3 años", "2-3 years"),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: MEDICINE_SIX_PLUS,
      graduate: t("Maestría: 2 años", "Master's: 2 years"),
    },
    toPractice: [
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además pedir la incorporación como abogado (y notario) ante la Corte Suprema de Justicia",
          "practicing as a lawyer also takes applying to the Supreme Court of Justice for admission (incorporación) as a lawyer (and notary)",
        ),
        source: S.NI.incorporacionAbogados.id,
      },
    ],
    sources: Object.values(S.NI),
  },

  PA: {
    country: "PA",
    registries: [
      registry(
        S.PA.coneaupa,
        "Consejo Nacional de Evaluación y Acreditación Universitaria de Panamá (CONEAUPA)",
        UNI,
        t("Evalúa y acredita las universidades.", "Evaluates and accredits universities."),
      ),
      registry(
        S.PA.inadeh,
        "Instituto Nacional de Formación Profesional y Capacitación para el Desarrollo Humano (INADEH)",
        TECH,
        t("Formación profesional y capacitación técnica.", "Vocational and technical training."),
      ),
    ],
    exams: [
      own(
        BACH,
        t(
          "La Universidad de Panamá, la UTP y las demás universidades tienen sus propias pruebas de admisión.",
          "The University of Panama, UTP and the other universities each hold their own admission tests.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("Técnico superior: 2-3 años", "Higher technician: 2-3 years"),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: MEDICINE_SIX_PLUS,
      graduate: t("Especialización: 1 año; maestría: 2 años", "Specialization: 1 year; master's: 2 years"),
    },
    toPractice: [
      {
        careers: ["medicine"],
        detail: t(
          "para ejercer como médico general hace falta además aprobar el examen de certificación básica, que da acceso al internado, y hacer dos años de internado (el segundo en el interior del país), el paso para obtener la idoneidad",
          "practicing as a general physician also takes passing the basic certification exam, which gives access to the internship, and two years of internship (the second outside the capital), the step to the license (idoneidad)",
        ),
        source: S.PA.internadoMedico.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además el certificado de idoneidad de la Sala Cuarta de la Corte Suprema de Justicia: un programa de inducción en ética y, a elección, el examen de acceso a la abogacía, la publicación de la tesis en una revista indexada o especializada o un servicio voluntario",
          "practicing as a lawyer also takes the certificate of fitness (idoneidad) from the Fourth Chamber of the Supreme Court: an induction program in ethics and, as chosen, the bar access exam, publishing the thesis in an indexed or specialized journal, or volunteer service",
        ),
        source: S.PA.idoneidadAbogados.id,
      },
    ],
    sources: Object.values(S.PA),
  },

  PY: {
    country: "PY",
    registries: [
      registry(
        S.PY.cones,
        "Consejo Nacional de Educación Superior (CONES)",
        ALL,
        t(
          "Universidades e institutos superiores habilitados y sus carreras.",
          "Authorized universities and higher institutes and their programs.",
        ),
      ),
      registry(
        S.PY.aneaes,
        "Agencia Nacional de Evaluación y Acreditación de la Educación Superior (ANEAES)",
        UNI,
        t("Carreras y programas acreditados.", "Accredited programs."),
      ),
      registry(
        S.PY.snpp,
        "Servicio Nacional de Promoción Profesional (SNPP)",
        TECH,
        t("Formación profesional y capacitación públicas.", "Public vocational training and courses."),
      ),
    ],
    exams: [
      own(
        BACH,
        t(
          "Cada facultad de la UNA, y cada universidad, tiene su examen de ingreso o su curso probatorio.",
          "Each faculty of the UNA, and each university, holds its own entrance exam or trial course.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("Técnico superior: 2-3 años", "Higher technician: 2-3 years"),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: MEDICINE_SIX_PLUS,
      graduate: t("Especialización: 1 año; maestría: 2 años", "Specialization: 1 year; master's: 2 years"),
    },
    toPractice: [
      {
        careers: HEALTH_REGISTER_CAREERS,
        detail: t(
          "para ejercer hace falta además inscribir el título en el registro de profesionales del Ministerio de Salud Pública y Bienestar Social (Código Sanitario, artículo 215)",
          "practicing also takes registering the degree in the Ministry of Public Health and Social Welfare's register of professionals (Health Code, article 215)",
        ),
        source: S.PY.registroSalud.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además la matrícula que otorga la Corte Suprema de Justicia",
          "practicing as a lawyer also takes the license (matrícula) granted by the Supreme Court of Justice",
        ),
        source: S.PY.matriculaAbogados.id,
      },
    ],
    sources: Object.values(S.PY),
  },

  PE: {
    country: "PE",
    registries: [
      registry(
        S.PE.sunedu,
        "Superintendencia Nacional de Educación Superior Universitaria (SUNEDU)",
        UNI,
        t(
          "Universidades y escuelas de posgrado licenciadas; no supervisa los institutos.",
          "Licensed universities and graduate schools; it does not oversee institutos.",
        ),
      ),
      registry(
        S.PE.minedu,
        "Ministerio de Educación — Institutos y Escuelas de Educación Superior licenciados",
        TECH,
        t(
          "Institutos y escuelas de educación superior tecnológica licenciados y sus programas de estudios.",
          "Licensed higher technological institutes and schools and their programs.",
        ),
      ),
    ],
    exams: [
      own(
        BACH,
        t(
          "Cada universidad tiene su examen de admisión (y a menudo un centro preuniversitario o ingreso por primeros puestos).",
          "Each university holds its own admission exam (often with a pre-university center or direct entry for top students).",
        ),
      ),
      own(
        TECH,
        t("Cada instituto tiene su propio proceso de admisión.", "Each instituto runs its own admission process."),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t(
        "Técnico: 2 años; profesional técnico: 3 años",
        "Technician: 2 years; professional technician: 3 years",
      ),
      bachelor: t("5 años", "5 years"),
      medicine: t("7 años (incluido el internado)", "7 years (internship included)"),
      graduate: t("Maestría: 2 años", "Master's: 2 years"),
    },
    recognition: [
      recognition(
        S.PE.mtpe,
        t(
          "la certificación de competencias laborales del Ministerio de Trabajo y Promoción del Empleo",
          "the Ministry of Labor's certification of work skills",
        ),
      ),
    ],
    toPractice: [
      {
        careers: ["medicine", "nursing", "dentistry"],
        detail: t(
          "para trabajar en un establecimiento de salud público o seguir una especialidad hace falta además el SERUMS (Servicio Rural y Urbano Marginal de Salud)",
          "working in a public health facility or going on to a specialty also takes the SERUMS (Servicio Rural y Urbano Marginal de Salud)",
        ),
        source: S.PE.serums.id,
      },
    ],
    sources: Object.values(S.PE),
  },

  PR: {
    country: "PR",
    registries: [
      registry(
        S.PR.navigator,
        "College Navigator (NCES)",
        ALL,
        t(
          "Instituciones acreditadas de Puerto Rico y Estados Unidos, con sus certificados, grados asociados, bachilleratos y grados graduados.",
          "Accredited institutions of Puerto Rico and the United States, with their certificates, associate, bachelor's and graduate degrees.",
        ),
      ),
    ],
    exams: [
      test(
        S.PR.paa,
        BACH,
        t("PAA (Prueba de Admisión Universitaria, College Board)", "PAA (College Board university admission test)"),
        t(
          "La piden la Universidad de Puerto Rico y la mayoría de las universidades de la isla.",
          "Required by the University of Puerto Rico and most universities on the island.",
        ),
      ),
      test(
        S.PR.sat,
        BACH,
        t("SAT", "SAT"),
        t(
          "Lo aceptan muchas universidades, sobre todo para solicitar en Estados Unidos.",
          "Accepted by many universities, above all for applying in the United States.",
        ),
      ),
      test(
        S.PR.exadep,
        GRAD,
        t("EXADEP (Examen de Admisión a Estudios de Posgrado)", "EXADEP (Spanish-language graduate admission test)"),
        t(
          "Lo piden muchos programas graduados de Puerto Rico; se toma en español.",
          "Required by many graduate programs in Puerto Rico; it is taken in Spanish.",
        ),
      ),
      test(
        S.PR.gre,
        GRAD,
        t("GRE", "GRE"),
        t(
          "Lo piden algunos programas graduados, sobre todo de ciencias.",
          "Required by some graduate programs, above all in the sciences.",
        ),
      ),
      test(
        S.PR.gmat,
        GRAD,
        t("GMAT", "GMAT"),
        t(
          "Lo piden algunos programas de administración de empresas (algunos aceptan también el EXADEP).",
          "Required by some business programs (some also accept the EXADEP).",
        ),
      ),
    ],
    durations: {
      technical: t(
        "Certificado técnico: 1-2 años; grado asociado: 2 años",
        "Technical certificate: 1-2 years; associate degree: 2 years",
      ),
      bachelor: t("4 años", "4 years"),
      medicine: PR_MEDICINE,
      graduate: t("Maestría: 1-2 años", "Master's: 1-2 years"),
    },
    recognition: [
      recognition(
        S.PR.clep,
        t(
          "los exámenes CLEP del College Board, que muchas universidades convierten en créditos",
          "the College Board's CLEP exams, which many colleges turn into credit",
        ),
      ),
    ],
    afterStudy: usAfterStudy(S.PR, t("un bachillerato", "a bachelor's degree"), PR_MEDICINE),
    sources: Object.values(S.PR),
  },

  TT: {
    country: "TT",
    registries: [
      registry(
        S.TT.actt,
        "Accreditation Council of Trinidad and Tobago (ACTT)",
        ALL,
        t(
          "Registra y acredita instituciones y programas postsecundarios y terciarios, también los técnicos.",
          "Registers and accredits post-secondary and tertiary institutions and programs, technical ones included.",
        ),
      ),
    ],
    exams: [cxcExam(S.TT.cxc), GRAD_OWN],
    durations: {
      technical: t(
        "Certificado o diploma: 1-2 años; grado asociado: 2 años",
        "Certificate or diploma: 1-2 years; associate degree: 2 years",
      ),
      bachelor: t("3-4 años", "3-4 years"),
      medicine: t("MBBS: 5 años", "MBBS: 5 years"),
      graduate: t("Maestría: 1-2 años", "Master's: 1-2 years"),
    },
    sources: Object.values(S.TT),
  },

  UY: {
    country: "UY",
    registries: [
      registry(
        S.UY.udelar,
        "Universidad de la República (Udelar)",
        ALL,
        t(
          "Universidad pública y gratuita: tecnólogos, carreras de grado y posgrados.",
          "Free public university: technologist, first-degree and graduate programs.",
        ),
      ),
      registry(
        S.UY.mec,
        "Ministerio de Educación y Cultura (MEC)",
        UNI,
        t(
          "Universidades e institutos privados y sus carreras reconocidas.",
          "Private universities and institutes and their recognized programs.",
        ),
      ),
      registry(
        S.UY.utec,
        "Universidad Tecnológica del Uruguay (UTEC)",
        ["technical", "bachelor"],
        t(
          "Universidad tecnológica pública, con sedes en el interior.",
          "Public technological university, with campuses outside Montevideo.",
        ),
      ),
      registry(
        S.UY.utu,
        "Dirección General de Educación Técnico Profesional (UTU)",
        TECH,
        t(
          "Educación técnica pública, incluidas carreras terciarias.",
          "Public technical education, tertiary programs included.",
        ),
      ),
    ],
    exams: [
      none(
        BACH,
        t(
          "En la mayoría de las carreras de la Udelar no hay examen de ingreso: se entra con el bachillerato completo en la orientación pedida.",
          "Most Udelar programs have no entrance exam: students enter with the required track of the completed bachillerato.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("2-3 años", "2-3 years"),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: t("7 años (incluido el internado)", "7 years (internship included)"),
      graduate: t("Especialización: 1 año; maestría: 2 años", "Specialization: 1 year; master's: 2 years"),
    },
    toPractice: [
      {
        careers: HEALTH_REGISTER_CAREERS,
        detail: t(
          "para ejercer hace falta además habilitar el título en el Ministerio de Salud Pública (MSP), que lo registra",
          "practicing also takes having the degree approved (habilitado) by the Ministry of Public Health (MSP), which registers it",
        ),
        source: S.UY.habilitacionMsp.id,
      },
      {
        careers: ["veterinary-medicine"],
        detail: t(
          "para ejercer como veterinario hace falta además inscribir el título en el registro del Colegio Veterinario del Uruguay, con la habilitación del Ministerio de Salud Pública y del Ministerio de Ganadería, Agricultura y Pesca y la inscripción en la seguridad social de la profesión (Ley 19.258)",
          "practicing as a veterinarian also takes registering the degree with the Colegio Veterinario del Uruguay, with the approval of the Ministry of Public Health and of the Ministry of Livestock, Agriculture and Fisheries and enrollment in the profession's social security (Law 19.258)",
        ),
        source: S.UY.colegioVeterinario.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además inscribirse en la matrícula y prestar juramento ante la Suprema Corte de Justicia (Ley 15.750)",
          "practicing as a lawyer also takes enrolling in the register and taking the oath before the Supreme Court of Justice (Law 15.750)",
        ),
        source: S.UY.juramentoAbogados.id,
      },
    ],
    sources: Object.values(S.UY),
  },

  VE: {
    country: "VE",
    registries: [
      registry(
        S.VE.opsu,
        "Oficina de Planificación del Sector Universitario (OPSU)",
        ALL,
        t(
          "Universidades, institutos y colegios universitarios, con sus carreras.",
          "Universities, university institutes and colleges, with their programs.",
        ),
      ),
      registry(
        S.VE.inces,
        "Instituto Nacional de Capacitación y Educación Socialista (INCES)",
        TECH,
        t("Formación técnica y capacitación para el trabajo.", "Technical training for work."),
      ),
    ],
    exams: [
      test(
        S.VE.opsu,
        ["technical", "bachelor"],
        t("Sistema Nacional de Ingreso (OPSU)", "National Admission System (OPSU)"),
        t(
          "Registro para la asignación de cupos en las instituciones públicas; algunas universidades aplican además una prueba interna.",
          "Registration for places at public institutions; some universities also give an internal test.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("Técnico superior universitario: 3 años", "Higher university technician: 3 years"),
      bachelor: t("4-5 años", "4-5 years"),
      medicine: t("6 años", "6 years"),
      graduate: t("Especialización: 1-2 años; maestría: 2 años", "Specialization: 1-2 years; master's: 2 years"),
    },
    toPractice: [
      {
        careers: ["medicine"],
        detail: t(
          "para ejercer en poblaciones de más de 5.000 habitantes hace falta además haber trabajado al menos un año como médico rural (artículo 8 de la Ley del Ejercicio de la Medicina)",
          "practicing in towns of more than 5,000 people also takes at least a year as a rural doctor (article 8 of the Medical Practice Law)",
        ),
        source: S.VE.medicoRural.id,
      },
    ],
    sources: Object.values(S.VE),
  },

  ES: {
    country: "ES",
    registries: [
      registry(
        S.ES.ruct,
        "Registro de Universidades, Centros y Títulos (RUCT)",
        UNI,
        t(
          "Grados, másteres y doctorados oficiales y las universidades que los imparten.",
          "Official grados, másteres and doctorates and the universities that teach them.",
        ),
      ),
      registry(
        S.ES.todofp,
        "TodoFP — Ministerio de Educación, Formación Profesional y Deportes",
        TECH,
        t(
          "Ciclos formativos de FP (grado medio y grado superior) y los centros que los imparten.",
          "Vocational training cycles (intermediate and higher level) and the centers that teach them.",
        ),
      ),
    ],
    exams: [
      test(
        S.ES.pau,
        BACH,
        t("PAU (antes EBAU o EvAU, la «selectividad»)", 'PAU university entrance exam (formerly EBAU, "selectividad")'),
        t(
          "Con la nota del bachillerato da la nota de admisión a los grados; cada grado tiene su nota de corte.",
          "Together with the bachillerato grade it gives the admission score for grados; each grado has its own cut-off.",
        ),
      ),
      none(
        TECH,
        t(
          "Para un ciclo formativo de grado superior basta el título de Bachiller (o de Técnico); sin él, se puede hacer la prueba de acceso.",
          "A higher-level vocational cycle needs only the Bachiller (or Técnico) diploma; without it, there is an access test.",
        ),
      ),
      own(
        GRAD,
        t(
          "Cada máster pide un título universitario y fija sus propios criterios de admisión.",
          "Each máster asks for a university degree and sets its own admission criteria.",
        ),
      ),
    ],
    durations: {
      technical: t("2 años", "2 years"),
      bachelor: t("4 años", "4 years"),
      medicine: t("6 años", "6 years"),
      graduate: t("1-2 años", "1-2 years"),
    },
    recognition: [
      recognition(
        S.ES.acreditacion,
        t(
          "la acreditación de competencias profesionales adquiridas por experiencia laboral, que lleva a un título o certificado de FP",
          "the accreditation of professional skills gained through work experience, which leads toward a vocational qualification",
        ),
      ),
    ],
    toPractice: [
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además el Máster de Acceso a la Abogacía (formación y prácticas externas) y aprobar la prueba estatal de aptitud profesional",
          "practicing as a lawyer also takes the Máster de Acceso a la Abogacía (training and an external internship) and passing the state professional aptitude exam",
        ),
        source: S.ES.abogacia.id,
      },
      {
        careers: ["psychology"],
        detail: t(
          "para trabajar como psicólogo en el ámbito sanitario hace falta además el Máster en Psicología General Sanitaria; el grado basta para las demás áreas de la psicología",
          "working as a psychologist in health care also takes the Máster en Psicología General Sanitaria; the grado is enough for the other areas of psychology",
        ),
        source: S.ES.psicologiaSanitaria.id,
      },
      {
        careers: ["architecture"],
        detail: t(
          "para ejercer como arquitecto hace falta además el Máster Universitario en Arquitectura, que habilita para la profesión y al que se entra con el grado de arquitectura",
          "practicing as an architect also takes the Máster Universitario en Arquitectura, which qualifies for the profession and is entered with the architecture grado",
        ),
        source: S.ES.arquitectura.id,
      },
    ],
    sources: Object.values(S.ES),
  },

  US: {
    country: "US",
    registries: [
      registry(
        S.US.navigator,
        "College Navigator (NCES)",
        ALL,
        t(
          "Instituciones acreditadas con sus certificados, grados asociados, licenciaturas (bachelor's) y posgrados.",
          "Accredited colleges with their certificates, associate, bachelor's and graduate degrees.",
        ),
      ),
      registry(
        S.US.dapip,
        "Database of Accredited Postsecondary Institutions and Programs (DAPIP)",
        ALL,
        t(
          "Consulta la acreditación de una institución o de un programa.",
          "Check an institution's or a program's accreditation.",
        ),
      ),
    ],
    exams: [
      test(
        S.US.sat,
        BACH,
        t("SAT", "SAT"),
        t(
          "Lo piden o lo aceptan muchas universidades; en muchas es opcional.",
          "Many colleges ask for it or accept it; many are test-optional.",
        ),
      ),
      test(
        S.US.act,
        BACH,
        t("ACT", "ACT"),
        t(
          "Lo piden o lo aceptan muchas universidades; en muchas es opcional.",
          "Many colleges ask for it or accept it; many are test-optional.",
        ),
      ),
      none(
        TECH,
        t(
          "Los community colleges admiten con el diploma de secundaria o su equivalente; algunos hacen pruebas de ubicación.",
          "Community colleges admit with a high school diploma or equivalent; some give placement tests.",
        ),
      ),
      test(
        S.US.gre,
        GRAD,
        t("GRE", "GRE"),
        t(
          "Lo piden muchos posgrados; muchos ya no lo piden.",
          "Asked for by many graduate programs; many no longer require it.",
        ),
      ),
      test(
        S.US.gmat,
        GRAD,
        t("GMAT", "GMAT"),
        t("Lo piden muchos programas de negocios (MBA).", "Asked for by many business programs (MBA)."),
      ),
    ],
    durations: {
      technical: t(
        "Certificado: menos de 2 años; grado asociado: 2 años",
        "Certificate: under 2 years; associate degree: 2 years",
      ),
      bachelor: t("4 años", "4 years"),
      medicine: US_MEDICINE,
      graduate: t("Maestría: 1-2 años", "Master's: 1-2 years"),
    },
    recognition: [
      recognition(
        S.US.clep,
        t(
          "los exámenes CLEP del College Board, que muchas universidades convierten en créditos, y el crédito por aprendizaje previo (credit for prior learning)",
          "the College Board's CLEP exams, which many colleges turn into credit, and credit for prior learning",
        ),
      ),
    ],
    afterStudy: usAfterStudy(S.US, t("una licenciatura (bachelor's)", "a bachelor's degree"), US_MEDICINE),
    toPractice: [
      {
        careers: ["psychology"],
        detail: t(
          "para ejercer como psicólogo hace falta además una maestría, un título de especialista o un doctorado en psicología, y una licencia o certificación",
          "practicing as a psychologist also takes a master's, specialist or doctoral degree in psychology, and a license or certification",
        ),
        source: S.US.psychologists.id,
      },
    ],
    sources: Object.values(S.US),
  },

  CA: {
    country: "CA",
    registries: [
      registry(
        S.CA.cicic,
        "Canadian Information Centre for International Credentials (CICIC)",
        ALL,
        t(
          "Directorio de universidades y colleges reconocidos, por provincia y territorio.",
          "Directory of recognized universities and colleges, by province and territory.",
        ),
      ),
    ],
    exams: [
      own(
        BACH,
        t(
          "No hay examen nacional: cada programa fija las notas y cursos de secundaria que pide; algunos piden entrevista o portafolio.",
          "There is no national exam: each program sets the high school grades and courses it asks for; some ask for an interview or a portfolio.",
        ),
      ),
      own(
        TECH,
        t(
          "Los colleges admiten con el diploma de secundaria; algunos programas tienen requisitos propios.",
          "Colleges admit with a high school diploma; some programs have their own prerequisites.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("Certificado: 1 año; diploma: 2-3 años", "Certificate: 1 year; diploma: 2-3 years"),
      bachelor: t("3-4 años", "3-4 years"),
      medicine: CA_MEDICINE,
      graduate: t("Maestría: 1-2 años", "Master's: 1-2 years"),
    },
    // 2 years of university and a 3-year MD at the least; a bachelor's and a 4-year MD at the most
    afterStudy: [
      { careers: ["medicine"], detail: CA_MEDICINE, years: [5, 8], programYears: [3, 4], source: S.CA.afmc.id },
      // outside Quebec: at least 2-3 years of university, then a 3-year JD; a bachelor's and the JD at the most
      {
        careers: ["law"],
        detail: t(
          "JD: 3 años de derecho común después de al menos 2-3 años de universidad (la mayoría entra con una licenciatura); en Quebec, el derecho civil se estudia como primera carrera",
          "JD: 3 years of common law after at least 2-3 years of university (most students enter with a bachelor's degree); in Quebec, civil law is studied as a first degree",
        ),
        years: [5, 7],
        programYears: [3, 3],
        source: S.CA.olsas.id,
      },
      // two years of university at Alberta, three at Toronto, then a 4-year DDS or DMD
      {
        careers: ["dentistry"],
        detail: t(
          "DDS o DMD: 4 años después de al menos 2-3 años de universidad (cada facultad fija cuántos)",
          "DDS or DMD: 4 years after at least 2-3 years of university (each faculty sets how many)",
        ),
        years: [6, 7],
        programYears: [4, 4],
        source: S.CA.dentistry.id,
      },
      // at least two years of university, then a 4-year DVM
      {
        careers: ["veterinary-medicine"],
        detail: t(
          "DVM: 4 años después de al menos 2 años de universidad",
          "DVM: 4 years after at least 2 years of university",
        ),
        years: [6, 6],
        programYears: [4, 4],
        source: S.CA.veterinary.id,
      },
    ],
    toPractice: [
      {
        careers: ["psychology"],
        detail: t(
          "cada provincia fija sus requisitos; en Ontario, para registrarse como psicólogo hace falta además un doctorado en psicología, práctica supervisada y los exámenes del colegio profesional",
          "each province sets its own rules; in Ontario, registering as a psychologist also takes a doctoral degree in psychology, supervised practice and the college's exams",
        ),
        source: S.CA.psychologistOntario.id,
      },
      {
        careers: ["architecture"],
        detail: t(
          "para obtener la licencia de arquitecto hacen falta además experiencia práctica como arquitecto interno y el examen ExAC (o el ARE): las asociaciones provinciales de arquitectos comparten estas normas de formación, experiencia y examen",
          "becoming a licensed architect also takes practical experience as an intern architect and the ExAC exam (or the ARE): the provincial associations of architects share these education, experience and examination standards",
        ),
        source: S.CA.architectLicensure.id,
      },
    ],
    sources: Object.values(S.CA),
  },

  GB: {
    country: "GB",
    registries: [
      registry(
        S.GB.discoveruni,
        "Discover Uni",
        ["technical", "bachelor"],
        t(
          "Cursos de pregrado de todo el Reino Unido, incluidos los foundation degrees.",
          "Undergraduate courses across the UK, foundation degrees included.",
        ),
      ),
      registry(
        S.GB.recognised,
        "Check if a university is officially recognised (GOV.UK)",
        UNI,
        t("Las instituciones reconocidas que pueden otorgar títulos.", "The recognized bodies that can award degrees."),
      ),
      registry(
        S.GB.ncs,
        "National Careers Service — Find a course",
        TECH,
        t("Cursos de formación profesional en Inglaterra.", "Further education and vocational courses in England."),
      ),
    ],
    exams: [
      test(
        S.GB.ucas,
        BACH,
        t("A-levels (o equivalentes), con solicitud por UCAS", "A-levels (or equivalents), applying through UCAS"),
        t(
          "Las universidades admiten por las notas de A-levels, Scottish Highers o equivalentes; algunos programas, como Medicina, piden además una prueba.",
          "Universities admit on A-level, Scottish Higher or equivalent grades; some courses, such as Medicine, also set an admissions test.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("HNC: 1 año; HND o foundation degree: 2 años", "HNC: 1 year; HND or foundation degree: 2 years"),
      bachelor: t("3 años (4 en Escocia)", "3 years (4 in Scotland)"),
      medicine: t("5 años (4 para quien ya tiene un título)", "5 years (4 on graduate-entry courses)"),
      graduate: t("Máster: 1 año", "Master's: 1 year"),
    },
    toPractice: [
      {
        careers: ["architecture"],
        detail: t(
          "para usar el título protegido de arquitecto hace falta además la Parte 2 (dos años más de estudio, normalmente tras un año de práctica) y la Parte 3 del ARB; el grado de 3 años es la Parte 1",
          "using the protected title of architect also takes the ARB's Part 2 (two more years of study, usually after a year in practice) and Part 3; the 3-year degree is Part 1",
        ),
        source: S.GB.architectRoute.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como solicitor hace falta además aprobar los dos exámenes SQE y completar 24 meses de experiencia laboral calificada (qualifying work experience)",
          "qualifying as a solicitor also takes passing the two SQE exams and 24 months of qualifying work experience",
        ),
        source: S.GB.solicitorSqe.id,
      },
    ],
    sources: Object.values(S.GB),
  },

  DE: {
    country: "DE",
    registries: [
      registry(
        S.DE.hochschulkompass,
        "Hochschulkompass (HRK)",
        UNI,
        t(
          "Programas de grado y máster de las universidades estatales y reconocidas por el Estado.",
          "Bachelor's and master's programs of state and state-recognized universities.",
        ),
      ),
      registry(
        S.DE.berufenet,
        "BERUFENET — Bundesagentur für Arbeit",
        TECH,
        t(
          "Profesiones de formación profesional (Ausbildung) reconocidas, con su duración.",
          "Recognized vocational training occupations (Ausbildung), with their length.",
        ),
      ),
    ],
    exams: [
      test(
        S.DE.hochschulstart,
        BACH,
        t("Abitur (Hochschulreife) o equivalencia", "Abitur (Hochschulreife) or equivalent"),
        t(
          "Las universidades admiten con la Hochschulreife; con un título extranjero puede hacer falta el Studienkolleg; Medicina se solicita en hochschulstart.de.",
          "Universities admit with the Hochschulreife; a foreign diploma may need the Studienkolleg; Medicine is applied for through hochschulstart.de.",
        ),
      ),
      none(
        TECH,
        t(
          "La formación dual (Ausbildung) se solicita a una empresa; no hay examen nacional de ingreso.",
          "Dual training (Ausbildung) is applied for with an employer; there is no national entrance exam.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("Ausbildung: 2-3,5 años", "Ausbildung: 2-3.5 years"),
      bachelor: t("3-4 años", "3-4 years"),
      medicine: t("6 años y 3 meses", "6 years and 3 months"),
      graduate: t("Máster: 1-2 años", "Master's: 1-2 years"),
    },
    toPractice: [
      {
        careers: ["psychology"],
        detail: t(
          "para trabajar como psicoterapeuta hace falta además el máster en psicología clínica y psicoterapia (2 años, solo en universidades) y la prueba estatal que da la licencia (Approbation)",
          "working as a psychotherapist also takes the master's in clinical psychology and psychotherapy (2 years, at universities only) and the state exam that grants the license (Approbation)",
        ),
        source: S.DE.psychotherapie.id,
      },
      {
        careers: ["architecture"],
        detail: t(
          "para usar el título protegido de arquitecto hace falta inscribirse en una cámara de arquitectos: al menos 4 años de estudios de arquitectura a tiempo completo (con un bachelor de 3 años, también un máster) y después 2 años de práctica profesional",
          "using the protected title of architect takes registering with a chamber of architects: at least 4 years of full-time architecture study (after a 3-year bachelor's, a master's too) and then 2 years of professional practice",
        ),
        source: S.DE.architektenkammer.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado (Rechtsanwalt) hace falta además, después del primer examen de Estado que cierra la carrera, un servicio preparatorio de dos años en tribunales y administraciones (Vorbereitungsdienst) y el segundo examen de Estado",
          "practicing as a lawyer (Rechtsanwalt) also takes, after the first state exam that ends the degree, a two-year preparatory service in courts and public authorities (Vorbereitungsdienst) and the second state exam",
        ),
        source: S.DE.rechtsanwalt.id,
      },
    ],
    sources: Object.values(S.DE),
  },

  FR: {
    country: "FR",
    registries: [
      registry(
        S.FR.parcoursup,
        "Parcoursup",
        ["technical", "bachelor"],
        t(
          "Formaciones de primer ciclo: licence, BUT, BTS, escuelas y otras.",
          "First-cycle programs: licence, BUT, BTS, schools and more.",
        ),
      ),
      registry(
        S.FR.monmaster,
        "Mon Master",
        GRAD,
        t(
          "Todos los másteres nacionales y la solicitud de admisión.",
          "Every national master's program and the application to it.",
        ),
      ),
    ],
    exams: [
      test(
        S.FR.bac,
        ["technical", "bachelor"],
        t("Baccalauréat", "Baccalauréat"),
        t(
          "Es el título que da acceso; las candidaturas se hacen en Parcoursup, que estudia el expediente.",
          "It is the diploma that gives access; applications go through Parcoursup, which reviews the school record.",
        ),
      ),
      own(
        GRAD,
        t(
          "Cada máster selecciona por expediente, con la solicitud en Mon Master.",
          "Each master's program selects on the record, with the application through Mon Master.",
        ),
      ),
    ],
    durations: {
      technical: t("BTS: 2 años; BUT: 3 años", "BTS: 2 years; BUT: 3 years"),
      bachelor: t("Licence: 3 años", "Licence: 3 years"),
      medicine: t(
        "9 años o más: 6 años de estudios y luego el internado",
        "9 years or more: 6 years of study, then the internat",
      ),
      graduate: t("Máster: 2 años", "Master's: 2 years"),
    },
    recognition: [
      recognition(
        S.FR.vae,
        t(
          "la validación de la experiencia (VAE), que da un título o certificado por lo aprendido trabajando",
          "the validation of experience (VAE), which grants a diploma or certificate for what you learned at work",
        ),
      ),
    ],
    toPractice: [
      {
        careers: ["psychology"],
        detail: t(
          "para usar el título de psicólogo (titre de psychologue) hace falta además un máster en psicología, después de la licence de 3 años",
          "using the title of psychologist (titre de psychologue) also takes a master's in psychology, after the 3-year first degree",
        ),
        source: S.FR.titrePsychologue.id,
      },
      {
        careers: ["architecture"],
        detail: t(
          "para inscribirse en la Orden de Arquitectos y firmar proyectos hace falta además, después del diploma de Estado de arquitecto, la habilitación HMONP: un año con 150 horas de clases y al menos seis meses de práctica profesional",
          "registering with the Ordre des architectes and signing projects also takes, after the State diploma in architecture, the HMONP qualification: a year of 150 hours of classes and at least six months of professional practice",
        ),
        source: S.FR.hmonp.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además, después de al menos un Master 1 en derecho, aprobar el examen de ingreso a una escuela de abogados (CRFPA), sus 18 meses de formación y el CAPA",
          "practicing as a lawyer also takes, after at least a Master 1 in law, passing the entrance exam of a bar school (CRFPA), its 18 months of training and the CAPA",
        ),
        source: S.FR.avocat.id,
      },
    ],
    sources: Object.values(S.FR),
  },

  IT: {
    country: "IT",
    registries: [
      registry(
        S.IT.universitaly,
        "Universitaly",
        UNI,
        t(
          "Carreras de laurea y laurea magistrale de todas las universidades.",
          "Laurea and laurea magistrale programs of every university.",
        ),
      ),
      registry(
        S.IT.mim,
        "ITS Academy — Ministero dell'Istruzione e del Merito",
        TECH,
        t(
          "Institutos tecnológicos superiores: formación técnica superior posterior a la secundaria.",
          "Higher technological institutes: post-secondary higher technical training.",
        ),
      ),
    ],
    exams: [
      test(
        S.IT.cisia,
        BACH,
        t("TOLC (CISIA)", "TOLC (CISIA)"),
        t(
          "Muchas universidades lo usan para el acceso o la verificación de conocimientos; otras carreras tienen acceso libre o prueba propia.",
          "Many universities use it for admission or to check knowledge; other programs have open access or their own test.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("ITS Academy: 2-3 años", "ITS Academy: 2-3 years"),
      bachelor: t("Laurea: 3 años", "Laurea: 3 years"),
      medicine: t("6 años (laurea magistrale a ciclo unico)", "6 years (single-cycle laurea magistrale)"),
      graduate: t("Laurea magistrale: 2 años", "Laurea magistrale: 2 years"),
    },
    toPractice: [
      {
        careers: ["psychology"],
        detail: t(
          "para ejercer como psicólogo hace falta además la laurea magistrale en Psicología (LM-51), cuyo examen final, después de las prácticas evaluadas, habilita para la profesión",
          "practicing as a psychologist also takes the laurea magistrale in Psychology (LM-51), whose final exam, after assessed internships, qualifies for the profession",
        ),
        source: S.IT.psicologo.id,
      },
      {
        careers: ["architecture"],
        detail: t(
          "para ejercer como arquitecto hace falta además aprobar el examen de Estado, que depende de la laurea obtenida, e inscribirse en el colegio profesional (Ordine degli Architetti)",
          "practicing as an architect also takes passing the State exam, which depends on the degree held, and registering with the professional order (Ordine degli Architetti)",
        ),
        source: S.IT.esameArchitetto.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además, tras la laurea magistrale en Giurisprudenza, la práctica forense en el despacho de un abogado, aprobar el examen de Estado e inscribirse en el colegio de abogados (albo degli avvocati)",
          "practicing as a lawyer also takes, after the laurea magistrale in law, a legal traineeship (pratica forense) in a lawyer's office, passing the State exam and enrolling in the bar (albo degli avvocati)",
        ),
        source: S.IT.avvocato.id,
      },
    ],
    sources: Object.values(S.IT),
  },

  NL: {
    country: "NL",
    registries: [
      registry(
        S.NL.studiekeuze123,
        "Studiekeuze123",
        ALL,
        t(
          "Todos los programas acreditados de educación superior: associate degree, bachelor y máster.",
          "Every accredited higher-education program: associate degree, bachelor's and master's.",
        ),
      ),
      registry(
        S.NL.nvao,
        "Nederlands-Vlaamse Accreditatieorganisatie (NVAO)",
        ALL,
        t("Acredita los programas de educación superior.", "Accredits higher-education programs."),
      ),
    ],
    exams: [
      none(
        BACH,
        t(
          "No hay examen nacional: se admite con el título de secundaria adecuado (VWO, HAVO o equivalente); algunos programas tienen selección propia y la solicitud se hace en Studielink.",
          "There is no national exam: admission is with the right secondary diploma (VWO, HAVO or equivalent); some programs run their own selection and applications go through Studielink.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t("Associate degree: 2 años", "Associate degree: 2 years"),
      bachelor: t("3 años (universidad) o 4 años (hogeschool)", "3 years (university) or 4 years (hogeschool)"),
      medicine: t("6 años (bachelor y máster)", "6 years (bachelor's and master's)"),
      graduate: t("Máster: 1-2 años", "Master's: 1-2 years"),
    },
    toPractice: [
      {
        careers: ["medicine", "dentistry", "pharmacy", "nursing", "physical-therapy"],
        detail: t(
          "para ejercer con el título protegido (arts, tandarts, apotheker, verpleegkundige, fysiotherapeut) hace falta además inscribirse en el registro BIG (Wet BIG)",
          "practicing under the protected title (arts, tandarts, apotheker, verpleegkundige, fysiotherapeut) also takes registering in the BIG register (Wet BIG)",
        ),
        source: S.NL.bigRegister.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado (advocaat) hace falta además un máster en derecho que cumpla los requisitos de acceso (civiel effect), jurar como abogado y, después, la formación profesional de abogados (beroepsopleiding advocaten)",
          "practicing as a lawyer (advocaat) also takes a master's in law that meets the access requirements (civiel effect), being sworn in as a lawyer and then the bar's professional training (beroepsopleiding advocaten)",
        ),
        source: S.NL.advocaat.id,
      },
    ],
    sources: Object.values(S.NL),
  },

  AU: {
    country: "AU",
    registries: [
      registry(
        S.AU.courseseeker,
        "Course Seeker",
        BACH,
        t(
          "Carreras de pregrado de las instituciones de educación superior.",
          "Undergraduate courses of higher-education providers.",
        ),
      ),
      registry(
        S.AU.teqsa,
        "TEQSA National Register",
        UNI,
        t(
          "Instituciones de educación superior registradas y sus carreras acreditadas.",
          "Registered higher-education providers and their accredited courses.",
        ),
      ),
      registry(
        S.AU.tga,
        "training.gov.au",
        TECH,
        t(
          "Cualificaciones de formación profesional (VET) reconocidas y las organizaciones que las imparten.",
          "Nationally recognized vocational (VET) qualifications and the registered training organizations that deliver them.",
        ),
      ),
    ],
    exams: [
      test(
        S.AU.uac,
        BACH,
        t("ATAR (Australian Tertiary Admission Rank)", "ATAR (Australian Tertiary Admission Rank)"),
        t(
          "La mayoría de las universidades ordena a quienes terminan la secundaria por su ATAR; algunas carreras suman requisitos, entrevistas o pruebas.",
          "Most universities rank school leavers by ATAR; some courses add prerequisites, interviews or tests.",
        ),
      ),
      none(
        TECH,
        t(
          "TAFE y los demás centros de formación profesional suelen admitir sin examen de ingreso.",
          "TAFE and other vocational providers usually admit without an entrance exam.",
        ),
      ),
      GRAD_OWN,
    ],
    durations: {
      technical: t(
        "Certificate: hasta 1 año; diploma o advanced diploma: 1-2 años",
        "Certificate: up to 1 year; diploma or advanced diploma: 1-2 years",
      ),
      bachelor: t("3 años (4 con honours)", "3 years (4 with honors)"),
      medicine: t(
        "MD de 4 años después de una licenciatura (bachelor's), o 5-6 años como primera carrera",
        "A 4-year MD after a bachelor's degree, or 5-6 years as a first degree",
      ),
      graduate: t("Máster: 1-2 años", "Master's: 1-2 years"),
    },
    toPractice: [
      {
        careers: ["psychology"],
        detail: t(
          "para registrarse como psicólogo hacen falta al menos seis años de formación: los cuatro años acreditados y después un máster de dos años, o un quinto año con un año de práctica supervisada y el examen nacional",
          "registering as a psychologist takes at least six years of training: the four accredited years, then a two-year master's, or a fifth year plus a supervised year and the national exam",
        ),
        source: S.AU.psychologyRegistration.id,
      },
      {
        careers: ["architecture"],
        detail: t(
          "para registrarse como arquitecto hace falta además un título acreditado, el Master of Architecture, y aprobar el examen nacional de práctica (Architectural Practice Examination)",
          "registering as an architect also takes an accredited qualification, the Master of Architecture, and passing the national Architectural Practice Examination",
        ),
        source: S.AU.architectRegistration.id,
      },
      {
        careers: ["law"],
        detail: t(
          "para ejercer como abogado hace falta además la formación práctica (Practical Legal Training, que da el Graduate Diploma of Legal Practice) y la admisión ante la Corte Suprema del estado",
          "practicing as a lawyer also takes Practical Legal Training (which awards the Graduate Diploma of Legal Practice) and admission by the state's Supreme Court",
        ),
        source: S.AU.lawyerAdmission.id,
      },
    ],
    sources: Object.values(S.AU),
  },
};
