/**
 * Real scholarship and study-funding programs that students from the product's countries can
 * apply to, shown in the paid report. National programs first (by country), then regional and
 * international ones.
 *
 * Texts are deliberately general so that they stay true from one call to the next; amounts and
 * dates change every year and the report adds "verify current dates and conditions on the official
 * site". `countries` lists the nationalities that may apply (or "ALL" for every country of the
 * list); where eligibility by country was uncertain the country was left out rather than guessed.
 */
import { COUNTRY_CODES, type CountryCode } from "../i18n/countries";
import type { Scholarship } from "./types";

/** Every country of the list except OTHER and the given ones. */
function allExcept(...excluded: CountryCode[]): CountryCode[] {
  return COUNTRY_CODES.filter((code) => code !== "OTHER" && !excluded.includes(code));
}

/** Latin America and the Caribbean in the product's list (Puerto Rico, a U.S. territory, apart). */
const LATIN_AMERICA_AND_CARIBBEAN: CountryCode[] = [
  "AR", "BO", "BR", "CL", "CO", "CR", "CU", "DO", "EC", "SV", "GT", "HT", "HN", "JM", "MX", "NI",
  "PA", "PY", "PE", "TT", "UY", "VE",
];

/** Ibero-American countries of Latin America (Spanish- and Portuguese-speaking). */
const IBERO_AMERICA: CountryCode[] = [
  "AR", "BO", "BR", "CL", "CO", "CR", "CU", "DO", "EC", "SV", "GT", "HN", "MX", "NI", "PA", "PY",
  "PE", "UY", "VE",
];

export const SCHOLARSHIPS: Scholarship[] = [
  // ---------------------------------------------------------------------------------------------
  // National programs
  // ---------------------------------------------------------------------------------------------
  {
    id: "do-mescyt-becas-nacionales",
    name: { es: "Becas Nacionales MESCYT", en: "MESCYT National Scholarships" },
    provider: "Ministerio de Educación Superior, Ciencia y Tecnología (MESCYT), República Dominicana",
    countries: ["DO"],
    levels: ["technical", "undergraduate", "postgraduate"],
    eligibility: {
      es: "Estudiantes de nacionalidad dominicana con buen índice académico (en general, 80/100 como mínimo) que se postulan en la convocatoria anual. Son para programas de técnico superior, grado o posgrado en universidades e institutos dominicanos participantes.",
      en: "Dominican nationals with a good academic average (generally at least 80/100) who apply in the annual call. They are for higher-technician, bachelor's or postgraduate programs at participating Dominican universities and institutes.",
    },
    covers: {
      es: "Cubre el costo de la matrícula del programa aprobado en la institución dominicana participante, según las condiciones de cada convocatoria.",
      en: "It covers the tuition of the approved program at the participating Dominican institution, under the terms of each call.",
    },
    url: "https://becas.gob.do",
  },
  {
    id: "do-mescyt-becas-internacionales",
    name: { es: "Becas Internacionales MESCYT", en: "MESCYT International Scholarships" },
    provider: "Ministerio de Educación Superior, Ciencia y Tecnología (MESCYT), República Dominicana",
    countries: ["DO"],
    levels: ["undergraduate", "postgraduate"],
    eligibility: {
      es: "Ciudadanos dominicanos con residencia en el país e índice académico mínimo de 80/100 (o 3/4) que aplican a la convocatoria anual. La oferta incluye programas de grado, maestría, especialidad y doctorado en universidades del exterior con las que el MESCYT tiene acuerdos.",
      en: "Dominican citizens living in the country with a minimum academic average of 80/100 (or 3/4) who apply to the annual call. The offer includes bachelor's, master's, specialty and doctoral programs at foreign universities that have agreements with MESCYT.",
    },
    covers: {
      es: "Según el programa, cubre la matrícula y con frecuencia manutención, seguro médico y pasajes para estudiar en el extranjero.",
      en: "Depending on the program, it covers tuition and often living expenses, health insurance and airfare to study abroad.",
    },
    url: "https://becas.gob.do",
  },
  {
    id: "do-oportunidad-14-24",
    name: { es: "Programa Oportunidad 14-24", en: "Oportunidad 14-24 Program" },
    provider: "Gabinete de Política Social, Gobierno de la República Dominicana",
    countries: ["DO"],
    levels: ["technical"],
    eligibility: {
      es: "Adolescentes y jóvenes dominicanos de 14 a 24 años que no estudian ni tienen empleo formal y viven en comunidades donde opera el programa. La inscripción se hace mediante las jornadas de captación en esas comunidades.",
      en: "Dominican adolescents and young people aged 14 to 24 who are neither studying nor formally employed and live in communities where the program operates. Enrollment happens through outreach drives in those communities.",
    },
    covers: {
      es: "Ofrece formación técnico-profesional gratuita (con INFOTEP y otras instituciones), acompañamiento psicosocial y apoyo para conseguir empleo o emprender.",
      en: "It offers free technical-vocational training (with INFOTEP and other institutions), psychosocial support and help to find a job or start a business.",
    },
    url: "https://gabinetesocial.gob.do",
  },
  {
    id: "mx-beca-benito-juarez-media-superior",
    name: {
      es: "Beca Universal para el Bienestar Benito Juárez de Educación Media Superior",
      en: "Benito Juárez Universal Well-being Scholarship for Upper-Secondary Education",
    },
    provider: "Coordinación Nacional de Becas para el Bienestar Benito Juárez, Gobierno de México",
    countries: ["MX"],
    levels: ["technical"],
    eligibility: {
      es: "Estudiantes inscritos en escuelas públicas de educación media superior en México, incluidos los bachilleratos tecnológicos y las carreras de profesional técnico (por ejemplo, CONALEP). Se solicita y se mantiene conforme a las reglas de cada ciclo escolar.",
      en: "Students enrolled in public upper-secondary schools in Mexico, including technological high schools and professional-technician programs (for example, CONALEP). It is requested and kept according to the rules of each school year.",
    },
    covers: {
      es: "Entrega un apoyo económico periódico durante el ciclo escolar para que el estudiante continúe y concluya sus estudios.",
      en: "It pays a periodic cash grant during the school year so the student can continue and finish their studies.",
    },
    url: "https://www.gob.mx/becasbenitojuarez",
  },
  {
    id: "mx-jovenes-escribiendo-el-futuro",
    name: {
      es: "Beca Jóvenes Escribiendo el Futuro (Becas Benito Juárez)",
      en: "Jóvenes Escribiendo el Futuro Scholarship (Benito Juárez Scholarships)",
    },
    provider: "Coordinación Nacional de Becas para el Bienestar Benito Juárez, Gobierno de México",
    countries: ["MX"],
    levels: ["undergraduate"],
    eligibility: {
      es: "Estudiantes de educación superior en instituciones públicas prioritarias de México, en situación de pobreza o que viven en zonas de alta marginación, dentro del límite de edad que fija la convocatoria.",
      en: "Higher-education students at priority public institutions in Mexico who live in poverty or in highly marginalized areas, within the age limit set by the call.",
    },
    covers: {
      es: "Entrega un apoyo económico bimestral durante el ciclo escolar para ayudar a que el estudiante permanezca y concluya su carrera.",
      en: "It pays a cash grant every two months during the school year to help the student stay in and complete their degree.",
    },
    url: "https://www.gob.mx/becasbenitojuarez",
  },
  {
    id: "mx-secihti-posgrado",
    name: {
      es: "Becas de Posgrado SECIHTI (antes CONAHCYT)",
      en: "SECIHTI Postgraduate Scholarships (formerly CONAHCYT)",
    },
    provider: "Secretaría de Ciencia, Humanidades, Tecnología e Innovación (SECIHTI), México",
    countries: ["MX"],
    levels: ["postgraduate"],
    eligibility: {
      es: "Personas admitidas en programas de maestría, doctorado o especialidad inscritos en el Sistema Nacional de Posgrados, o mexicanos admitidos en posgrados presenciales en el extranjero en áreas prioritarias. Cada modalidad tiene su propia convocatoria.",
      en: "People admitted to master's, doctoral or specialty programs registered in Mexico's National Postgraduate System, or Mexicans admitted to in-person postgraduate programs abroad in priority areas. Each modality has its own call.",
    },
    covers: {
      es: "Otorga una beca mensual de manutención y, según la modalidad, servicio médico y apoyos para colegiatura o traslado.",
      en: "It grants a monthly living stipend and, depending on the modality, health coverage and support for tuition or relocation.",
    },
    url: "https://secihti.mx",
  },
  {
    id: "co-icetex",
    name: { es: "Créditos y becas del ICETEX", en: "ICETEX Student Loans and Scholarships" },
    provider: "Instituto Colombiano de Crédito Educativo y Estudios Técnicos en el Exterior (ICETEX)",
    countries: ["CO"],
    levels: ["technical", "undergraduate", "postgraduate"],
    eligibility: {
      es: "Colombianos que quieren estudiar programas técnicos, tecnológicos, universitarios o de posgrado en Colombia o en el exterior. Cada línea de crédito o beca tiene requisitos propios de rendimiento académico y condición socioeconómica.",
      en: "Colombians who want to study technical, technological, university or postgraduate programs in Colombia or abroad. Each loan or scholarship line has its own academic and socioeconomic requirements.",
    },
    covers: {
      es: "Financia la matrícula (con créditos que pueden ser condonables en algunos fondos) y difunde y administra becas de gobiernos y organismos extranjeros para estudiar fuera del país.",
      en: "It finances tuition (with loans that can be forgiven in some funds) and publishes and manages scholarships from foreign governments and organizations to study abroad.",
    },
    url: "https://web.icetex.gov.co",
  },
  {
    id: "co-matricula-cero",
    name: {
      es: "Política de Gratuidad en la Matrícula (Matrícula Cero)",
      en: "Free Tuition Policy (Matrícula Cero)",
    },
    provider: "Ministerio de Educación Nacional de Colombia",
    countries: ["CO"],
    levels: ["technical", "undergraduate"],
    eligibility: {
      es: "Estudiantes de pregrado (técnico profesional, tecnológico o universitario) de instituciones de educación superior públicas de Colombia que pertenecen a los grupos socioeconómicos priorizados por la ley. La institución verifica el cumplimiento de los requisitos.",
      en: "Undergraduate students (professional technician, technologist or university level) at public higher-education institutions in Colombia who belong to the socioeconomic groups prioritized by law. The institution checks that the requirements are met.",
    },
    covers: {
      es: "Cubre el valor de la matrícula en la institución pública durante el programa, según las reglas vigentes.",
      en: "It covers the tuition fee at the public institution during the program, under the current rules.",
    },
    url: "https://www.mineducacion.gov.co",
  },
  {
    id: "cl-gratuidad",
    name: { es: "Gratuidad en la Educación Superior", en: "Free Higher Education (Gratuidad)" },
    provider: "Ministerio de Educación de Chile",
    countries: ["CL"],
    levels: ["technical", "undergraduate"],
    eligibility: {
      es: "Estudiantes de hogares que pertenecen al 60% de menores ingresos de la población, matriculados en universidades, institutos profesionales o centros de formación técnica adscritos a la gratuidad. Se postula completando el Formulario Único de Acreditación Socioeconómica (FUAS).",
      en: "Students from households in the lowest-income 60% of the population who enroll at universities, professional institutes or technical training centers that take part in the policy. You apply by filling in the Single Socioeconomic Accreditation Form (FUAS).",
    },
    covers: {
      es: "Cubre el arancel y la matrícula durante la duración formal de la carrera.",
      en: "It covers tuition and enrollment fees for the official length of the program.",
    },
    url: "https://portal.beneficiosestudiantiles.cl/gratuidad",
  },
  {
    id: "cl-becas-chile",
    name: { es: "Becas Chile", en: "Becas Chile" },
    provider: "Agencia Nacional de Investigación y Desarrollo (ANID), Chile",
    countries: ["CL"],
    levels: ["postgraduate"],
    eligibility: {
      es: "Profesionales chilenos (y extranjeros con residencia definitiva en Chile) con excelencia académica, admitidos en programas de magíster o doctorado en instituciones extranjeras de calidad. Deben cumplir un periodo de retribución en Chile al terminar.",
      en: "Chilean professionals (and foreigners with permanent residence in Chile) with academic excellence who are admitted to master's or doctoral programs at high-quality foreign institutions. They must spend a return period in Chile afterwards.",
    },
    covers: {
      es: "Según la convocatoria, cubre arancel, manutención mensual, pasajes y seguro médico durante los estudios.",
      en: "Depending on the call, it covers tuition, a monthly living allowance, airfare and health insurance during the studies.",
    },
    url: "https://anid.cl",
  },
  {
    id: "pe-beca-18",
    name: { es: "Beca 18", en: "Beca 18 Scholarship" },
    provider: "Programa Nacional de Becas y Crédito Educativo (PRONABEC), Perú",
    countries: ["PE"],
    levels: ["technical", "undergraduate"],
    eligibility: {
      es: "Jóvenes peruanos con alto rendimiento académico y bajos recursos económicos (o de poblaciones priorizadas) que ingresan a universidades o institutos elegibles del Perú. Se postula en la convocatoria anual del PRONABEC.",
      en: "Peruvian young people with high academic performance and limited financial means (or from prioritized groups) who are admitted to eligible universities or institutes in Peru. You apply in PRONABEC's annual call.",
    },
    covers: {
      es: "Es una beca integral: cubre matrícula y pensión de estudios, manutención, materiales, transporte y otros gastos académicos según la convocatoria.",
      en: "It is a full scholarship: it covers tuition, living allowance, study materials, transport and other academic costs according to the call.",
    },
    url: "https://www.pronabec.gob.pe/beca-18/",
  },
  {
    id: "pe-beca-generacion-bicentenario",
    name: { es: "Beca Generación del Bicentenario", en: "Bicentennial Generation Scholarship" },
    provider: "Programa Nacional de Becas y Crédito Educativo (PRONABEC), Perú",
    countries: ["PE"],
    levels: ["postgraduate"],
    eligibility: {
      es: "Profesionales peruanos admitidos en maestrías o doctorados de universidades extranjeras de prestigio, que cumplan los requisitos académicos de la convocatoria.",
      en: "Peruvian professionals admitted to master's or doctoral programs at prestigious foreign universities who meet the academic requirements of the call.",
    },
    covers: {
      es: "Cubre los costos académicos y de manutención del posgrado en el extranjero, según las condiciones de cada convocatoria.",
      en: "It covers the academic and living costs of the postgraduate program abroad, under the terms of each call.",
    },
    url: "https://www.pronabec.gob.pe",
  },
  {
    id: "ar-progresar",
    name: { es: "Becas Progresar", en: "Progresar Scholarships" },
    provider: "Gobierno de la República Argentina",
    countries: ["AR"],
    levels: ["technical", "undergraduate"],
    eligibility: {
      es: "Jóvenes argentinos (o con residencia en el país) dentro de los límites de edad e ingresos del hogar que fija el programa, que terminan la escuela obligatoria o cursan estudios terciarios, universitarios o de formación profesional.",
      en: "Argentine young people (or residents) within the program's age and household-income limits who are finishing compulsory school or studying at tertiary, university or vocational-training level.",
    },
    covers: {
      es: "Entrega un apoyo económico mensual sujeto a la regularidad y el avance en los estudios.",
      en: "It pays a monthly cash grant that depends on regular attendance and academic progress.",
    },
    url: "https://www.argentina.gob.ar/educacion/progresar",
  },
  {
    id: "pa-ifarhu",
    name: { es: "Becas y auxilios del IFARHU", en: "IFARHU Scholarships and Grants" },
    provider: "Instituto para la Formación y Aprovechamiento de Recursos Humanos (IFARHU), Panamá",
    countries: ["PA"],
    levels: ["undergraduate", "postgraduate"],
    eligibility: {
      es: "Estudiantes y profesionales panameños que cumplen los requisitos académicos y socioeconómicos de cada programa (concursos de becas, auxilios económicos y préstamos educativos) para estudiar en Panamá o en el extranjero.",
      en: "Panamanian students and professionals who meet the academic and socioeconomic requirements of each program (scholarship competitions, financial aid and education loans) to study in Panama or abroad.",
    },
    covers: {
      es: "Según el programa, cubre parte o la totalidad de la matrícula y de los gastos de estudio, o los financia mediante préstamo educativo.",
      en: "Depending on the program, it covers part or all of tuition and study costs, or finances them through an education loan.",
    },
    url: "https://www.ifarhu.gob.pa",
  },
  {
    id: "py-becal",
    name: {
      es: "BECAL – Programa Nacional de Becas de Postgrado en el Exterior \"Don Carlos Antonio López\"",
      en: "BECAL – \"Don Carlos Antonio López\" National Program of Postgraduate Scholarships Abroad",
    },
    provider: "Programa BECAL, Gobierno del Paraguay",
    countries: ["PY"],
    levels: ["postgraduate", "undergraduate"],
    eligibility: {
      es: "Paraguayos admitidos en maestrías, doctorados o posdoctorados de universidades de excelencia en el exterior; algunas convocatorias ofrecen también semestres de movilidad para estudiantes universitarios de grado.",
      en: "Paraguayans admitted to master's, doctoral or postdoctoral programs at leading universities abroad; some calls also offer exchange semesters for undergraduate university students.",
    },
    covers: {
      es: "Cubre matrícula, manutención, pasajes y seguro médico, con el compromiso de volver a trabajar en el Paraguay.",
      en: "It covers tuition, living costs, airfare and health insurance, with a commitment to return to work in Paraguay.",
    },
    url: "https://www.becal.gov.py",
  },
  {
    id: "uy-fondo-de-solidaridad",
    name: { es: "Becas del Fondo de Solidaridad", en: "Fondo de Solidaridad Scholarships" },
    provider: "Fondo de Solidaridad, Uruguay",
    countries: ["UY"],
    levels: ["technical", "undergraduate"],
    eligibility: {
      es: "Estudiantes de la Universidad de la República, de la UTEC y de carreras terciarias públicas adheridas (como las de UTU) que cumplen los requisitos socioeconómicos y de avance académico.",
      en: "Students of the Universidad de la República, UTEC and participating public tertiary programs (such as UTU's) who meet the socioeconomic and academic-progress requirements.",
    },
    covers: {
      es: "Entrega un apoyo económico mensual para sostener los estudios.",
      en: "It pays a monthly cash grant to support the student's studies.",
    },
    url: "https://www.fondodesolidaridad.edu.uy",
  },
  {
    id: "br-prouni",
    name: {
      es: "ProUni – Programa Universidade para Todos",
      en: "ProUni – University for All Program",
    },
    provider: "Ministério da Educação (MEC), Brasil",
    countries: ["BR"],
    levels: ["undergraduate"],
    eligibility: {
      es: "Brasileños sin título universitario que hicieron el ENEM con la nota mínima exigida y cuyo ingreso familiar por persona no supera el límite del programa (1,5 salarios mínimos para beca completa; 3 para beca parcial).",
      en: "Brazilians without a university degree who took the ENEM with the minimum required score and whose per-person family income is within the program's limit (1.5 minimum wages for a full scholarship; 3 for a partial one).",
    },
    covers: {
      es: "Cubre el 100% o el 50% de la mensualidad de carreras de grado en instituciones privadas de educación superior.",
      en: "It covers 100% or 50% of the monthly tuition of undergraduate programs at private higher-education institutions.",
    },
    url: "https://acessounico.mec.gov.br/prouni",
  },
  {
    id: "es-becas-mefp",
    name: {
      es: "Becas de carácter general del Ministerio de Educación",
      en: "Spanish Ministry of Education General Grants",
    },
    provider: "Ministerio de Educación, Formación Profesional y Deportes, España",
    countries: ["ES"],
    levels: ["technical", "undergraduate", "postgraduate"],
    eligibility: {
      es: "Estudiantes de nacionalidad española o de la UE, y extranjeros con residencia en España, matriculados en Formación Profesional, grados universitarios o másteres habilitantes, que cumplen los umbrales de renta y los requisitos académicos de cada curso.",
      en: "Students of Spanish or EU nationality, and foreigners residing in Spain, enrolled in vocational training, university degrees or qualifying master's programs who meet each year's income thresholds and academic requirements.",
    },
    covers: {
      es: "Según la situación del estudiante, cubre la matrícula en centros públicos y añade cuantías fijas y variables (por renta, residencia o excelencia).",
      en: "Depending on the student's situation, it covers tuition at public institutions and adds fixed and variable amounts (for income, residence or excellence).",
    },
    url: "https://www.becaseducacion.gob.es",
  },
  {
    id: "es-la-caixa-posgrado",
    name: {
      es: "Becas de posgrado en el extranjero de la Fundación \"la Caixa\"",
      en: "\"la Caixa\" Foundation Postgraduate Fellowships Abroad",
    },
    provider: "Fundación \"la Caixa\"",
    countries: ["ES"],
    levels: ["postgraduate"],
    eligibility: {
      es: "Personas de nacionalidad española (o portuguesa) con título universitario que quieren cursar un máster o doctorado en universidades de prestigio fuera de España. La selección es por méritos.",
      en: "Spanish (or Portuguese) nationals with a university degree who want to study a master's or doctorate at prestigious universities outside Spain. Selection is merit-based.",
    },
    covers: {
      es: "Cubre la matrícula, una asignación para manutención, viajes y seguro durante los estudios.",
      en: "It covers tuition, a living allowance, travel and insurance during the studies.",
    },
    url: "https://fundacionlacaixa.org",
  },
  {
    id: "us-federal-pell-grant",
    name: { es: "Beca Federal Pell", en: "Federal Pell Grant" },
    provider: "U.S. Department of Education (Federal Student Aid)",
    countries: ["US", "PR"],
    levels: ["technical", "undergraduate"],
    eligibility: {
      es: "Ciudadanos estadounidenses (incluidos los de Puerto Rico) o no ciudadanos elegibles con necesidad económica demostrada y sin título de licenciatura, que estudian en instituciones participantes. Se solicita mediante el formulario FAFSA.",
      en: "U.S. citizens (including those from Puerto Rico) or eligible noncitizens with demonstrated financial need and no bachelor's degree who study at participating institutions. You apply with the FAFSA form.",
    },
    covers: {
      es: "Es una ayuda que no se devuelve y se aplica al costo de los estudios; el monto máximo se fija cada año.",
      en: "It is aid that does not have to be repaid and is applied to the cost of study; the maximum amount is set every year.",
    },
    url: "https://studentaid.gov/understand-aid/types/grants/pell",
  },

  // ---------------------------------------------------------------------------------------------
  // Regional and international programs
  // ---------------------------------------------------------------------------------------------
  {
    id: "oas-academic-scholarships",
    name: { es: "Becas Académicas de la OEA", en: "OAS Academic Scholarship Program" },
    provider: "Organización de los Estados Americanos (OEA)",
    countries: [
      "AR", "BO", "BR", "CL", "CO", "CR", "DO", "EC", "SV", "GT", "HT", "HN", "JM", "MX", "PA",
      "PY", "PE", "TT", "UY", "US", "PR", "CA",
    ],
    levels: ["postgraduate"],
    eligibility: {
      es: "Ciudadanos o residentes permanentes de los Estados miembros de la OEA para estudios de maestría, doctorado o investigación de posgrado en otro Estado miembro, a menudo en universidades del Consorcio OEA. Algunas convocatorias incluyen los últimos años de grado para el Caribe anglófono.",
      en: "Citizens or permanent residents of OAS member states for master's, doctoral or graduate research studies in another member state, often at OAS Consortium universities. Some calls include the final undergraduate years for the English-speaking Caribbean.",
    },
    covers: {
      es: "Aporta una suma anual con tope que puede cubrir matrícula, manutención, seguro y pasajes, según la beca asignada.",
      en: "It provides a capped annual amount that can cover tuition, living costs, insurance and airfare, depending on the award.",
    },
    url: "https://www.oas.org/en/scholarships/",
  },
  {
    id: "fulbright-foreign-student",
    name: {
      es: "Programa Fulbright para Estudiantes Extranjeros",
      en: "Fulbright Foreign Student Program",
    },
    provider: "U.S. Department of State – Fulbright Program",
    countries: [
      "AR", "BO", "BR", "CL", "CO", "CR", "DO", "EC", "SV", "GT", "HN", "JM", "MX", "PA", "PY",
      "PE", "TT", "UY", "ES", "CA", "GB", "DE", "FR", "IT", "NL", "AU",
    ],
    levels: ["postgraduate"],
    eligibility: {
      es: "Graduados universitarios, jóvenes profesionales y artistas no estadounidenses que quieren hacer una maestría, un doctorado o investigación en Estados Unidos. Se postula a través de la comisión Fulbright o la embajada de EE. UU. del propio país.",
      en: "Non-U.S. university graduates, young professionals and artists who want to do a master's, a doctorate or research in the United States. You apply through the Fulbright commission or U.S. embassy in your own country.",
    },
    covers: {
      es: "Según el país, cubre matrícula, pasajes, manutención y seguro médico.",
      en: "Depending on the country, it covers tuition, airfare, living stipend and health insurance.",
    },
    url: "https://foreign.fulbrightonline.org",
  },
  {
    id: "chevening",
    name: { es: "Becas Chevening", en: "Chevening Scholarships" },
    provider: "Foreign, Commonwealth & Development Office (FCDO), Reino Unido",
    countries: [
      "AR", "BO", "BR", "CL", "CO", "CR", "CU", "DO", "EC", "SV", "GT", "HN", "JM", "MX", "PA",
      "PY", "PE", "TT", "UY", "VE", "AU",
    ],
    levels: ["postgraduate"],
    eligibility: {
      es: "Ciudadanos de países elegibles con título universitario, al menos dos años de experiencia laboral y potencial de liderazgo, que se comprometen a volver a su país al terminar. Es para maestrías de un año en el Reino Unido.",
      en: "Citizens of eligible countries with a university degree, at least two years of work experience and leadership potential, who commit to return home afterwards. It is for one-year master's programs in the United Kingdom.",
    },
    covers: {
      es: "Cubre matrícula, manutención mensual, pasajes de ida y vuelta y otros gastos asociados.",
      en: "It covers tuition, a monthly stipend, return airfare and other related costs.",
    },
    url: "https://www.chevening.org",
  },
  {
    id: "daad",
    name: { es: "Becas del DAAD", en: "DAAD Scholarships" },
    provider: "Servicio Alemán de Intercambio Académico (DAAD)",
    countries: allExcept("DE"),
    levels: ["postgraduate"],
    eligibility: {
      es: "Graduados universitarios extranjeros que quieren hacer una maestría, un doctorado o una estancia de investigación en Alemania; varios programas están dirigidos a profesionales de países en desarrollo.",
      en: "Foreign university graduates who want to do a master's, a doctorate or a research stay in Germany; several programs target professionals from developing countries.",
    },
    covers: {
      es: "Según el programa, da una mensualidad, seguro médico y ayudas para viaje y estudios.",
      en: "Depending on the program, it provides a monthly stipend, health insurance and travel and study allowances.",
    },
    url: "https://www.daad.de/en/",
  },
  {
    id: "erasmus-mundus",
    name: {
      es: "Becas de Másteres Conjuntos Erasmus Mundus",
      en: "Erasmus Mundus Joint Master's Scholarships",
    },
    provider: "Comisión Europea (Erasmus+)",
    countries: "ALL",
    levels: ["postgraduate"],
    eligibility: {
      es: "Estudiantes de cualquier país con título de grado que son admitidos en un máster conjunto Erasmus Mundus, impartido por un consorcio de universidades de varios países. Se postula directamente al consorcio del máster.",
      en: "Students from any country with a bachelor's degree who are admitted to an Erasmus Mundus joint master's run by a consortium of universities in several countries. You apply directly to the master's consortium.",
    },
    covers: {
      es: "Cubre los costos de participación (matrícula), viajes y una asignación mensual durante todo el máster.",
      en: "It covers participation costs (tuition), travel and a monthly allowance for the whole master's.",
    },
    url: "https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en",
  },
  {
    id: "fundacion-carolina",
    name: { es: "Becas de la Fundación Carolina", en: "Fundación Carolina Scholarships" },
    provider: "Fundación Carolina, España",
    countries: IBERO_AMERICA,
    levels: ["postgraduate"],
    eligibility: {
      es: "Graduados universitarios de países iberoamericanos que quieren cursar un máster, un doctorado o una estancia de especialización en España, según la oferta de cada convocatoria anual.",
      en: "University graduates from Ibero-American countries who want to study a master's, a doctorate or a specialization stay in Spain, according to each annual call's offer.",
    },
    covers: {
      es: "Según la modalidad, cubre total o parcialmente la matrícula (cofinanciada con las universidades), pasajes, alojamiento y manutención, y seguro médico.",
      en: "Depending on the modality, it fully or partly covers tuition (co-funded with the universities), airfare, accommodation and living costs, and health insurance.",
    },
    url: "https://www.fundacioncarolina.es",
  },
  {
    id: "maec-aecid-master",
    name: { es: "Becas MAEC-AECID (Programa Máster)", en: "MAEC-AECID Scholarships (Master's Program)" },
    provider: "Agencia Española de Cooperación Internacional para el Desarrollo (AECID)",
    countries: ["BO", "CO", "CU", "DO", "EC", "SV", "GT", "HT", "HN", "NI", "PA", "PY", "PE"],
    levels: ["postgraduate"],
    eligibility: {
      es: "Funcionarios y empleados públicos de carácter fijo (incluido el sistema educativo y universitario) de los países socios de la Cooperación Española en América Latina, para un máster presencial en España. Los países y modalidades se fijan en cada convocatoria.",
      en: "Permanent civil servants and public employees (including the education and university system) from the Spanish Cooperation's partner countries in Latin America, for an in-person master's in Spain. Countries and modalities are set in each call.",
    },
    covers: {
      es: "Aporta una dotación mensual y seguro médico durante el máster, según las condiciones de la convocatoria.",
      en: "It provides a monthly allowance and health insurance during the master's, under the terms of the call.",
    },
    url: "https://www.aecid.es",
  },
  {
    id: "santander-open-academy",
    name: {
      es: "Santander Open Academy (antes Becas Santander)",
      en: "Santander Open Academy (formerly Becas Santander)",
    },
    provider: "Banco Santander",
    countries: "ALL",
    levels: ["undergraduate", "postgraduate"],
    eligibility: {
      es: "Estudiantes y profesionales que cumplen las condiciones de cada convocatoria; muchas becas son para alumnos de universidades con convenio con Santander o de países concretos, y otras son abiertas a nivel internacional.",
      en: "Students and professionals who meet each call's conditions; many scholarships are for students at universities that partner with Santander or from specific countries, while others are open internationally.",
    },
    covers: {
      es: "Según la convocatoria, ofrece ayudas económicas para estudios, movilidad o manutención, además de cursos y formación gratuitos.",
      en: "Depending on the call, it offers financial aid for studies, exchanges or living costs, as well as free courses and training.",
    },
    url: "https://www.santanderopenacademy.com",
  },
  {
    id: "mext-japan",
    name: {
      es: "Becas del Gobierno de Japón (MEXT)",
      en: "Japanese Government (MEXT) Scholarships",
    },
    provider: "Ministerio de Educación, Cultura, Deportes, Ciencia y Tecnología de Japón (MEXT)",
    countries: "ALL",
    levels: ["technical", "undergraduate", "postgraduate"],
    eligibility: {
      es: "Nacionales de países con relaciones diplomáticas con Japón, dentro de los límites de edad de cada categoría: estudiantes de investigación (posgrado), de grado, de colegios de tecnología y de escuelas de formación especializada. Se postula normalmente por la embajada de Japón.",
      en: "Nationals of countries with diplomatic relations with Japan, within each category's age limits: research students (postgraduate), undergraduates, college-of-technology and specialized-training-college students. You usually apply through the Japanese embassy.",
    },
    covers: {
      es: "Cubre la matrícula, una mensualidad y el pasaje de ida y vuelta; incluye en general un curso previo de japonés.",
      en: "It covers tuition, a monthly stipend and return airfare, and generally includes a preparatory Japanese course.",
    },
    url: "https://www.studyinjapan.go.jp/en/",
  },
  {
    id: "gks-korea",
    name: {
      es: "Beca del Gobierno de Corea (GKS)",
      en: "Global Korea Scholarship (GKS)",
    },
    provider: "National Institute for International Education (NIIED), República de Corea",
    countries: allExcept("CU"),
    levels: ["undergraduate", "postgraduate"],
    eligibility: {
      es: "Ciudadanos de los países incluidos en la convocatoria anual (ni ellos ni sus padres con nacionalidad coreana) que cumplen los límites de edad y de promedio académico, para grado o posgrado en Corea. Se postula por la embajada de Corea o por universidades designadas.",
      en: "Citizens of the countries listed in the annual call (neither they nor their parents holding Korean citizenship) who meet the age and grade-average limits, for undergraduate or graduate study in Korea. You apply through the Korean embassy or designated universities.",
    },
    covers: {
      es: "Cubre matrícula, pasaje aéreo, mensualidad, seguro médico y un año de curso de coreano.",
      en: "It covers tuition, airfare, a monthly allowance, health insurance and a one-year Korean language course.",
    },
    url: "https://www.studyinkorea.go.kr",
  },
  {
    id: "turkiye-burslari",
    name: { es: "Becas Türkiye Bursları", en: "Türkiye Scholarships (Türkiye Bursları)" },
    provider: "Gobierno de la República de Türkiye (YTB)",
    countries: "ALL",
    levels: ["undergraduate", "postgraduate"],
    eligibility: {
      es: "Estudiantes internacionales de cualquier país que cumplen los límites de edad y de nota mínima para estudiar grado, maestría o doctorado en universidades de Türkiye. Se postula en línea en la convocatoria anual.",
      en: "International students from any country who meet the age and minimum-grade limits to study a bachelor's, master's or doctorate at universities in Türkiye. You apply online in the annual call.",
    },
    covers: {
      es: "Cubre matrícula, mensualidad, alojamiento, seguro médico, pasaje de ida y vuelta y un año de curso de turco.",
      en: "It covers tuition, a monthly stipend, accommodation, health insurance, return airfare and a one-year Turkish language course.",
    },
    url: "https://www.turkiyeburslari.gov.tr",
  },
  {
    id: "eiffel-excellence",
    name: {
      es: "Programa de Becas de Excelencia Eiffel",
      en: "Eiffel Excellence Scholarship Program",
    },
    provider: "Ministère de l'Europe et des Affaires étrangères / Campus France",
    countries: allExcept("FR"),
    levels: ["postgraduate"],
    eligibility: {
      es: "Estudiantes extranjeros destacados para maestría o doctorado en Francia; la candidatura la presenta la institución francesa de educación superior, no el estudiante directamente.",
      en: "Outstanding foreign students for a master's or doctorate in France; the application is submitted by the French higher-education institution, not by the student directly.",
    },
    covers: {
      es: "Aporta una asignación mensual y cubre pasajes, seguro médico y actividades culturales; no cubre la matrícula.",
      en: "It provides a monthly allowance and covers airfare, health insurance and cultural activities; it does not cover tuition.",
    },
    url: "https://www.campusfrance.org/en/eiffel-scholarship-program-of-excellence",
  },
  {
    id: "italy-maeci",
    name: {
      es: "Becas del Gobierno de Italia para estudiantes extranjeros",
      en: "Italian Government Scholarships for Foreign Students",
    },
    provider: "Ministero degli Affari Esteri e della Cooperazione Internazionale (MAECI), Italia",
    countries: allExcept("IT"),
    levels: ["postgraduate"],
    eligibility: {
      es: "Estudiantes extranjeros (e italianos residentes en el exterior) que quieren cursar una maestría, un doctorado, estudios de arte y música (AFAM) o investigación en Italia, dentro de los límites de edad de la convocatoria.",
      en: "Foreign students (and Italians living abroad) who want to study a master's, a doctorate, art and music (AFAM) programs or do research in Italy, within the call's age limits.",
    },
    covers: {
      es: "Aporta una asignación mensual y seguro médico; en muchos casos la universidad exonera la matrícula.",
      en: "It provides a monthly allowance and health insurance; in many cases the university waives tuition.",
    },
    url: "https://studyinitaly.esteri.it",
  },
  {
    id: "nl-scholarship",
    name: {
      es: "NL Scholarship (antes Holland Scholarship)",
      en: "NL Scholarship (formerly Holland Scholarship)",
    },
    provider: "Ministerio de Educación, Cultura y Ciencia de los Países Bajos e instituciones neerlandesas",
    countries: allExcept("ES", "DE", "FR", "IT", "NL"),
    levels: ["undergraduate", "postgraduate"],
    eligibility: {
      es: "Estudiantes con nacionalidad de fuera del Espacio Económico Europeo que empiezan un grado o una maestría a tiempo completo en una institución neerlandesa participante y no tienen un título de los Países Bajos.",
      en: "Students with a nationality from outside the European Economic Area who start a full-time bachelor's or master's at a participating Dutch institution and hold no Dutch degree.",
    },
    covers: {
      es: "Es un pago único (5.000 euros en las últimas convocatorias) durante el primer año de estudios; no es una beca completa.",
      en: "It is a one-off payment (5,000 euros in recent calls) during the first year of study; it is not a full scholarship.",
    },
    url: "https://www.studyinnl.org/finances/holland-scholarship",
  },
  {
    id: "chinese-government-scholarship",
    name: {
      es: "Beca del Gobierno Chino (CSC)",
      en: "Chinese Government Scholarship (CSC)",
    },
    provider: "China Scholarship Council (CSC)",
    countries: allExcept("GT", "HT", "PY"),
    levels: ["undergraduate", "postgraduate"],
    eligibility: {
      es: "Ciudadanos de países con relaciones diplomáticas con la República Popular China que quieren estudiar grado, maestría o doctorado en universidades chinas. Se postula por la embajada china o por universidades designadas.",
      en: "Citizens of countries with diplomatic relations with the People's Republic of China who want to study a bachelor's, master's or doctorate at Chinese universities. You apply through the Chinese embassy or designated universities.",
    },
    covers: {
      es: "La beca completa cubre matrícula, alojamiento en el campus, mensualidad y seguro médico.",
      en: "The full scholarship covers tuition, on-campus accommodation, a monthly stipend and health insurance.",
    },
    url: "https://www.campuschina.org",
  },
  {
    id: "taiwan-icdf",
    name: {
      es: "Becas de Educación Superior Internacional TaiwanICDF",
      en: "TaiwanICDF International Higher Education Scholarship Program",
    },
    provider: "International Cooperation and Development Fund (TaiwanICDF)",
    countries: ["GT", "HT", "PY"],
    levels: ["undergraduate", "postgraduate"],
    eligibility: {
      es: "Nacionales de los países socios de Taiwán que quieren estudiar grado, maestría o doctorado en programas en inglés de universidades taiwanesas asociadas. Se postula en la convocatoria anual y por la embajada de Taiwán.",
      en: "Nationals of Taiwan's partner countries who want to study a bachelor's, master's or doctorate in English-taught programs at partner universities in Taiwan. You apply in the annual call and through the Taiwan embassy.",
    },
    covers: {
      es: "Cubre matrícula, alojamiento, mensualidad, pasaje de ida y vuelta y seguro médico.",
      en: "It covers tuition, accommodation, a monthly stipend, return airfare and health insurance.",
    },
    url: "https://www.icdf.org.tw",
  },
  {
    id: "mx-becas-excelencia-extranjeros",
    name: {
      es: "Becas de Excelencia del Gobierno de México para Extranjeros",
      en: "Government of Mexico Excellence Scholarships for Foreigners",
    },
    provider: "Agencia Mexicana de Cooperación Internacional para el Desarrollo (AMEXCID)",
    countries: LATIN_AMERICA_AND_CARIBBEAN.filter((code) => code !== "MX"),
    levels: ["postgraduate"],
    eligibility: {
      es: "Extranjeros de los países incluidos en la convocatoria, con título universitario y admitidos en maestrías, doctorados, especialidades o estancias de investigación en instituciones mexicanas participantes.",
      en: "Foreigners from the countries listed in the call who hold a university degree and are admitted to master's, doctoral, specialty programs or research stays at participating Mexican institutions.",
    },
    covers: {
      es: "Da una mensualidad de manutención y, según la convocatoria, matrícula, seguro médico y transporte nacional.",
      en: "It pays a monthly living allowance and, depending on the call, tuition, health insurance and domestic transport.",
    },
    url: "https://www.gob.mx/amexcid",
  },
  {
    id: "elap-canada",
    name: {
      es: "Programa Futuros Líderes de las Américas (ELAP)",
      en: "Emerging Leaders in the Americas Program (ELAP)",
    },
    provider: "Global Affairs Canada",
    countries: LATIN_AMERICA_AND_CARIBBEAN,
    levels: ["technical", "undergraduate", "postgraduate"],
    eligibility: {
      es: "Estudiantes a tiempo completo de colleges, institutos técnicos o universidades de América Latina y el Caribe cuya institución tiene un convenio de intercambio con una institución canadiense, que es la que presenta la candidatura.",
      en: "Full-time students at colleges, technical institutes or universities in Latin America and the Caribbean whose institution has an exchange agreement with a Canadian institution, which submits the application.",
    },
    covers: {
      es: "Aporta una suma fija para viaje y manutención durante un intercambio corto de estudio o investigación en Canadá (alrededor de 4 a 6 meses).",
      en: "It provides a fixed amount for travel and living costs during a short study or research exchange in Canada (about 4 to 6 months).",
    },
    url: "https://www.educanada.ca/scholarships-bourses/can/institutions/elap-pfla.aspx?lang=eng",
  },
  {
    id: "deutschlandstipendium",
    name: { es: "Deutschlandstipendium", en: "Deutschlandstipendium" },
    provider: "Ministerio Federal de Educación e Investigación de Alemania y patrocinadores privados",
    countries: "ALL",
    levels: ["undergraduate", "postgraduate"],
    eligibility: {
      es: "Estudiantes destacados de cualquier nacionalidad matriculados (o admitidos) en una universidad alemana participante; cada universidad hace su propia selección.",
      en: "High-achieving students of any nationality enrolled in (or admitted to) a participating German university; each university runs its own selection.",
    },
    covers: {
      es: "Da 300 euros al mes, financiados a partes iguales por el Estado y por patrocinadores privados.",
      en: "It pays 300 euros a month, funded equally by the federal government and private sponsors.",
    },
    url: "https://www.deutschlandstipendium.de",
  },
  {
    id: "gates-cambridge",
    name: { es: "Becas Gates Cambridge", en: "Gates Cambridge Scholarships" },
    provider: "Gates Cambridge Trust, University of Cambridge",
    countries: allExcept("GB"),
    levels: ["postgraduate"],
    eligibility: {
      es: "Solicitantes de cualquier país fuera del Reino Unido admitidos en un posgrado de tiempo completo en la Universidad de Cambridge, seleccionados por excelencia académica, liderazgo y compromiso con mejorar la vida de otros.",
      en: "Applicants from any country outside the United Kingdom who apply for a full-time postgraduate degree at the University of Cambridge, selected for academic excellence, leadership and commitment to improving the lives of others.",
    },
    covers: {
      es: "Cubre el costo completo de los estudios: matrícula, manutención, pasajes y gastos de visado.",
      en: "It covers the full cost of study: tuition, living allowance, airfare and visa costs.",
    },
    url: "https://www.gatescambridge.org",
  },
  {
    id: "rhodes-scholarship",
    name: { es: "Beca Rhodes", en: "Rhodes Scholarship" },
    provider: "Rhodes Trust, University of Oxford",
    countries: allExcept("GB"),
    levels: ["postgraduate"],
    eligibility: {
      es: "Jóvenes graduados destacados de los países con plaza Rhodes propia o, si su país no la tiene, por la convocatoria global, para estudiar un posgrado en la Universidad de Oxford.",
      en: "Outstanding young graduates from countries with their own Rhodes constituency or, if their country has none, through the global call, to study a postgraduate degree at the University of Oxford.",
    },
    covers: {
      es: "Cubre la matrícula de Oxford, una mensualidad, pasajes y gastos de visado y seguro de salud.",
      en: "It covers Oxford fees, a monthly stipend, airfare and visa and health-surcharge costs.",
    },
    url: "https://www.rhodeshouse.ox.ac.uk",
  },
  {
    id: "knight-hennessy",
    name: { es: "Becas Knight-Hennessy", en: "Knight-Hennessy Scholars" },
    provider: "Stanford University",
    countries: "ALL",
    levels: ["postgraduate"],
    eligibility: {
      es: "Graduados de cualquier país que solicitan un programa de posgrado en Stanford dentro del plazo fijado tras su primer título, y que muestran liderazgo e independencia de pensamiento.",
      en: "Graduates from any country who apply to a Stanford graduate program within the set time after their first degree and show leadership and independent thinking.",
    },
    covers: {
      es: "Financia el posgrado completo en Stanford: matrícula, manutención y gastos de viaje y académicos.",
      en: "It funds the full graduate degree at Stanford: tuition, living stipend, and travel and academic expenses.",
    },
    url: "https://knight-hennessy.stanford.edu",
  },
];
