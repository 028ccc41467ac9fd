/**
 * Where to study in CO: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Técnico profesional and tecnológico (technical), university (bachelor) and graduate programs come
 * from the SNIES registry of the Ministerio de Educación Nacional, imported by
 * scripts/data/import-snies.ts into co.generated.ts (the technical ones since 2026-11-27, from the
 * export of 2026-04-23). The hand-written technical rows below stay (técnico laboral programs, such
 * as CESDE's and some of SENA's, are not in SNIES); where one names a campus, career and level the
 * registry also gives, it is the one listed (one program per campus, career and level; SENA's and
 * ITM's rows below stand for their Bogotá and Medellín campuses in the registry). The technical rows
 * added on 2026-11-26 (ITM, Pascual Bravo, Politécnico Jaime Isaza Cadavid, CESDE, UTS, Areandina,
 * Colegio Mayor de Antioquia, ETITC, Universidad Distrital's Facultad Tecnológica) were written from
 * knowledge of the institutions' published offer, not re-read online (this machine has no internet).
 * Institutions the registry already lists keep their registry id.
 * The Universidad de La Sabana's Maestría en Asesoría Familiar (family counselling) was added on
 * 2026-11-27 in the same way, from knowledge of the institution's published offer, not re-read online.
 * Rows to check first: that maestría's exact current name.
 * The row added on 2026-11-28 (LCI Fundación Tecnológica's Técnico Profesional en Maquillaje Artístico) rests on the
 * registry extract on this machine (data/registries/snies/programas.csv: SNIES codes 103279, Bogotá, and 103278,
 * Barranquilla, active, registro calificado), which the import leaves out because SNIES gives the institution no
 * website, and on a stored page of LCI Education's Colombian site (a 2025 news item on its Maquillaje Artístico
 * program in Bogotá), which the row cites. Title to check first: the program's name on LCI Bogotá's own page.
 * A second row dated 2026-11-28 (the Corporación Universitaria de Bogotá's Ingeniería en Ciberseguridad y Gestión de
 * Riesgos Digitales) rests on the same registry extract (SNIES codes 118969, presencial, and 118970, híbrida; active,
 * registro calificado, 9 periods), which the import leaves out because SNIES gives these two rows no department or
 * municipality; the row cites the SNIES consulta pública, and the institution's website is the one the SNIES
 * institutions export gives (universitariadebogota.edu.co). No page of the institution was re-read online (no
 * internet). Check first: the campus city (Bogotá is assumed from the institution's name and seat) and the first
 * intake.
 * A row added on 2026-11-28 in a third pass (the `ADDED_S24` block) rests on a stored page found with the search tools
 * (no page of SENA was re-read online): SENA's short course Técnica de Maquillaje Profesional (50 hours; skin
 * cleansing and care, and make-up by skin tone and occasion), named in a report of the Unidad para las Víctimas on a
 * group of 60 women taught by a SENA instructor at the Centro Regional para las Víctimas in Cúcuta (around 2015). It
 * is a short complementary course, listed as the technical route it is, not as a técnico laboral.
 * Check first: that SENA still offers the course to the general public (the group reported was one for victims of the
 * armed conflict) and its current title and hours.
 * Not added: a second institution's refrigeration course (only SENA's were found on stored pages, and the SNIES
 * extract on this machine lists no refrigeration program).
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the hand-written rows readers see most, written
 * on 2026-11-26/27 from the institutions' known offer and citing only their home pages, were looked up in stored copies of
 * public pages with the search tools (this machine has no internet access). Page titles are written from their addresses
 * where the stored excerpt shows no headline. Re-read, each row now citing the page named:
 * - SENA, Mecánica Automotriz: a report of 18 March 2025 on elfixgon.com (a Colombian news site) that SENA has técnico and
 *   tecnólogo programs in mecánica automotriz, mantenimiento mecatrónico de automotores and electric and hybrid
 *   propulsion, lasting one or two years depending on the modality; a weak source (a general news item, no program page);
 * - Institución Universitaria Pascual Bravo, Tecnología en Mecánica Automotriz: Caracol Radio of 12 September 2024, which
 *   lists it among seven places to study automotive mechanics, presencial and a distancia, lasting 6 semestres (the row's
 *   "3 años" now reads "6 semestres");
 * - Universidad de La Sabana, Maestría en Asesoría Familiar y Gestión de Programas para la Familia: the page of its
 *   Instituto de La Familia, which offers it virtual (with a Maestría en Negociación, Conciliación y Mediación de
 *   Conflictos de Familia); Semana of 22 August 2025 names the same two maestrías. The name on the row is the one read.
 * Withdrawn: none; no page read shows a row wrong.
 * Searched, not found (the row stays as it was, not re-read): SENA's Refrigeración y Climatización (Mundo HVAC&R reports
 * a SENA certification of competencias laborales in refrigeration for ten women of the Red de Mujeres RAC, and a SENA
 * norma sectorial de competencia laboral for climatización y refrigeración is stored, but neither is a training program).
 * Verification pass of 2026-11-28 (session 28): the one hand-written row on the worklist, SENA's Refrigeración y
 * Climatización (technical), was searched for again on stored copies of public pages (one look-up, by the name of
 * SENA's técnico programme in refrigeration, ventilation and air conditioning) and not found: only SENA's norma
 * sectorial de competencia laboral 291901059 for maintaining climatización and refrigeración systems (approved on 23
 * April 2020; a Scribd copy) and Mundo HVAC&R's report on ten women of the Red de Mujeres RAC certified in
 * refrigeration competencies by SENA's Centro Nacional Colombo Alemán came up; neither is a training programme. The row
 * stays as it was; no `VERIFIED_S28` block was added.
 * Verification pass of 2026-11-28 (session 29): two more look-ups on stored copies of public pages (search tools only),
 * one for another institution's refrigeration and air-conditioning technical program (the gap) and one for SENA's
 * programme by its Centro Nacional Colombo Alemán, found only Mexican and Chilean trade-press reports, SENA's norma
 * sectorial 291901059 (the same Scribd copy) and SENA circulars naming no programme. No row was changed or added; no
 * `VERIFIED_S29` block was added.
 * Second verification pass of 2026-11-28 (session 29): two look-ups (search tools only) found nothing usable and no
 * `VERIFIED_S29B` block was added. A string search for the SENA programme's name ("Mantenimiento de equipos de
 * refrigeración, ventilación y climatización") found it only in seed files of training-centre applications in public
 * repositories, which show no publisher or address (not citable); a search of stored pages by that name found only Mexican
 * trade press and the SENA's norma sectorial 291901059 again. SENA's row and the refrigeration gap stay as they were.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): gap cells looked for in
 * public GitHub repositories found by their names and fetched whole, then by exact phrases and the code corpus (search
 * tools only; part of about 33 look-ups for eleven countries). Rows added, re-read and withdrawn: none. Searched and
 * not found: an exact-phrase search for "Refrigeración y Aire Acondicionado" (only vendors, a Panamanian upper-secondary list and a Panamanian university's faculty list; no Colombian institution). Not reached: the SENA verify row.
 */
import type { CountryCatalog, Program } from "../types";
import { CATALOG_CO_REGISTRY } from "./co.generated";
import { type CatalogPass, institutionPage, offered, withPasses } from "./define";

/** The hand-written rows (see the header). */
const HAND_WRITTEN: Program[] = [
  ...offered("co-sena", "technical", "co-sena-site", [
    ["electrical-technician", "Técnico en Electricidad"],
    ["automotive-mechanics", "Mecánica Automotriz"],
    ["welding-technology", "Soldadura y Estructuras Metálicas"],
    ["refrigeration-air-conditioning", "Refrigeración y Climatización"],
    ["surveying", "Tecnología en Topografía"],
    ["programming-technician", "Tecnología en Análisis y Desarrollo de Software"],
    ["network-technician", "Técnico en Redes y Telecomunicaciones"],
    ["it-support-technician", "Técnico en Sistemas"],
    ["accounting-technician", "Técnico en Contabilidad"],
    ["culinary-arts", "Tecnología en Gastronomía"],
    ["baking-pastry", "Panadería y Pastelería"],
    ["cosmetology", "Técnico en Cosmetología y Estética Integral"],
    ["nursing-technician", "Auxiliar en Enfermería"],
    ["pharmacy-technician", "Técnico en Servicios Farmacéuticos"],
    ["agricultural-technician", "Técnico Agropecuario"],
    ["sales-technician", "Técnico en Ventas y Comercialización"],
    ["executive-assistant", "Técnico en Asistencia Administrativa"],
  ]),
  // Institutions the SNIES import already lists (for their university programs) keep their registry
  // id; their technical programs below cite the institution's own page.
  ...offered("co-itm", "technical", "co-itm-site", [
    ["electronics-technician", "Tecnología en Electrónica", { duration: "3 años" }],
    ["network-technician", "Tecnología en Telecomunicaciones", { duration: "3 años" }],
    ["programming-technician", "Tecnología en Desarrollo de Software", { duration: "3 años" }],
    ["industrial-maintenance", "Tecnología en Sistemas Electromecánicos", { duration: "3 años" }],
    ["construction-technician", "Tecnología en Construcción de Acabados Arquitectónicos", { duration: "3 años" }],
    ["accounting-technician", "Tecnología en Análisis de Costos y Presupuestos", { duration: "3 años" }],
  ]),
  ...offered("co-snies-3107-medellin", "technical", "co-pascualbravo-site", [
    ["automotive-mechanics", "Tecnología en Mecánica Automotriz", { duration: "3 años" }],
    ["electrical-technician", "Tecnología Eléctrica", { duration: "3 años" }],
    ["electronics-technician", "Tecnología Electrónica", { duration: "3 años" }],
  ]),
  ...offered("co-snies-2209-medellin", "technical", "co-politecnicojic-site", [
    ["programming-technician", "Tecnología en Sistematización de Datos", { duration: "3 años" }],
    ["accounting-technician", "Tecnología en Costos y Auditoría", { duration: "3 años" }],
  ]),
  ...offered("co-cesde", "technical", "co-cesde-site", [
    ["nursing-technician", "Técnico Laboral Auxiliar en Enfermería"],
    ["pharmacy-technician", "Técnico Laboral Auxiliar en Servicios Farmacéuticos"],
    ["veterinary-technician", "Técnico Laboral Auxiliar en Clínica Veterinaria"],
    ["programming-technician", "Técnico Laboral en Desarrollo de Software"],
    ["culinary-arts", "Técnico Laboral en Cocina"],
  ]),
  ...offered("co-snies-3201-bucaramanga", "technical", "co-uts-site", [
    ["programming-technician", "Tecnología en Desarrollo de Sistemas Informáticos", { duration: "3 años" }],
    ["surveying", "Tecnología en Topografía", { duration: "3 años" }],
    ["electrical-technician", "Tecnología en Electricidad Industrial", { duration: "3 años" }],
    ["industrial-maintenance", "Tecnología en Operación y Mantenimiento Electromecánico", { duration: "3 años" }],
    ["accounting-technician", "Tecnología en Contabilidad Financiera", { duration: "3 años" }],
    ["banking-technician", "Tecnología en Banca y Finanzas", { duration: "3 años" }],
    ["sales-technician", "Tecnología en Mercadeo y Gestión Comercial", { duration: "3 años" }],
  ]),
  ...offered("co-snies-2728-bogota-d-c", "technical", "co-areandina-site", [
    ["paramedic", "Tecnología en Atención Prehospitalaria", { duration: "3 años" }],
    ["pharmacy-technician", "Tecnología en Regencia de Farmacia", { duration: "3 años" }],
    ["medical-imaging", "Tecnología en Radiología e Imágenes Diagnósticas", { duration: "3 años" }],
  ]),
  ...offered("co-snies-2110-medellin", "technical", "co-colmayor-site", [
    ["construction-technician", "Tecnología en Delineante de Arquitectura e Ingeniería", { duration: "3 años" }],
  ]),
  ...offered("co-snies-4108-bogota-d-c", "technical", "co-itc-site", [
    ["industrial-maintenance", "Tecnología en Montajes y Mantenimiento Electromecánico", { duration: "3 años" }],
  ]),
  // Added on 2026-11-27 (see the header). `VERIFIED_S27` re-points it to the page read; the home-page source it cited
  // first (co-unisabana-site-2026-11-27) stays here; the catalog drops it, as no row cites it now (withPasses).
  ...offered("co-snies-1711-chia", "graduate", "co-unisabana-site-2026-11-27", [
    ["counselling", "Maestría en Asesoría Familiar y Gestión de Programas para la Familia"],
  ]),
  // Added on 2026-11-28 (see the header).
  ...offered("co-lci", "technical", "co-lci-2026-11-28", [
    ["makeup-artistry", "Técnico Profesional en Maquillaje Artístico", { duration: "4 cuatrimestres" }],
  ]),
  // Added on 2026-11-28, second pass (see the header).
  ...offered("co-unibogota", "bachelor", "co-unibogota-snies-2026-11-28", [
    ["cybersecurity", "Ingeniería en Ciberseguridad y Gestión de Riesgos Digitales"],
  ]),
  ...offered("co-snies-1301-bogota-d-c", "technical", "co-udistrital-site", [
    ["construction-technician", "Tecnología en Construcciones Civiles", { duration: "3 años" }],
    ["electrical-technician", "Tecnología en Electricidad", { duration: "3 años" }],
    ["electronics-technician", "Tecnología en Electrónica", { duration: "3 años" }],
    ["programming-technician", "Tecnología en Sistematización de Datos", { duration: "3 años" }],
  ]),
];

/** Rows added on 2026-11-28 in a third pass (see the header): each cites the stored page it rests on. */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    {
      id: "co-sena-maquillaje-s24",
      publisher: "Unidad para la Atención y Reparación Integral a las Víctimas",
      title: "En Cúcuta, mujeres víctimas se capacitan en técnicas de maquillaje profesional (curso del SENA; noticia)",
      url: "https://portalhistorico.unidadvictimas.gov.co/es/node/41055",
      licence: "Información pública (página de noticias de una entidad del Estado, citada por el nombre del curso)",
      retrieved: "2026-11-28",
      kind: "institution",
    },
  ],
  institutions: [],
  programs: [
    ...offered("co-sena", "technical", "co-sena-maquillaje-s24", [
      ["makeup-artistry", "Técnica de Maquillaje Profesional (curso complementario)", { duration: "50 horas" }],
    ]),
  ],
};

/** Campuses the hand-written rows name under their own id, and the registry's id for the same campus. */
const SAME_CAMPUS: Record<string, string> = {
  "co-sena": "co-snies-9110-bogota-d-c",
  "co-itm": "co-snies-3302-medellin",
};
const campus = (institution: string) => SAME_CAMPUS[institution] ?? institution;
const handWritten = new Set(
  [...HAND_WRITTEN, ...ADDED_S24.programs].map((p) => `${campus(p.institution)}|${p.career}|${p.level}`),
);
/**
 * The registry's rows, less those of a campus, career and level a hand-written row already gives (one
 * program per campus, career and level, as the registry import lists), and the registry's institutions
 * left with a program here or named by a hand-written row.
 */
const registryPrograms = CATALOG_CO_REGISTRY.programs.filter(
  (p) => !handWritten.has(`${p.institution}|${p.career}|${p.level}`),
);
const registryInstitutions = CATALOG_CO_REGISTRY.institutions.filter(
  (u) => registryPrograms.some((p) => p.institution === u.id) || HAND_WRITTEN.some((p) => p.institution === u.id),
);

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "CO",
  sources: [
    ...CATALOG_CO_REGISTRY.sources,
    {
      id: "co-itm-site",
      publisher: "Instituto Tecnológico Metropolitano (ITM)",
      title: "Oferta académica: tecnologías y programas técnicos (página oficial)",
      url: "https://www.itm.edu.co",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "co-pascualbravo-site",
      publisher: "Institución Universitaria Pascual Bravo",
      title: "Oferta académica: tecnologías y programas técnicos (página oficial)",
      url: "https://www.pascualbravo.edu.co",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "co-politecnicojic-site",
      publisher: "Politécnico Colombiano Jaime Isaza Cadavid",
      title: "Oferta académica: tecnologías y programas técnicos (página oficial)",
      url: "https://www.politecnicojic.edu.co",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "co-cesde-site",
      publisher: "CESDE",
      title: "Oferta académica: tecnologías y programas técnicos (página oficial)",
      url: "https://www.cesde.edu.co",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "co-uts-site",
      publisher: "Unidades Tecnológicas de Santander",
      title: "Oferta académica: tecnologías y programas técnicos (página oficial)",
      url: "https://www.uts.edu.co",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "co-areandina-site",
      publisher: "Fundación Universitaria del Área Andina",
      title: "Oferta académica: tecnologías y programas técnicos (página oficial)",
      url: "https://www.areandina.edu.co",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "co-colmayor-site",
      publisher: "Colegio Mayor de Antioquia",
      title: "Oferta académica: tecnologías y programas técnicos (página oficial)",
      url: "https://www.colmayor.edu.co",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "co-itc-site",
      publisher: "Escuela Tecnológica Instituto Técnico Central",
      title: "Oferta académica: tecnologías y programas técnicos (página oficial)",
      url: "https://www.itc.edu.co",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "co-udistrital-site",
      publisher: "Universidad Distrital Francisco José de Caldas — Facultad Tecnológica",
      title: "Oferta académica: tecnologías y programas técnicos (página oficial)",
      url: "https://www.udistrital.edu.co",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "co-unisabana-site-2026-11-27",
      publisher: "Universidad de La Sabana",
      title: "Posgrados: Instituto de La Familia (página oficial)",
      url: "https://www.unisabana.edu.co",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-27",
      kind: "institution",
    },
    {
      id: "co-lci-2026-11-28",
      publisher: "LCI Education Colombia (LCI Fundación Tecnológica, LCI Bogotá)",
      title:
        "Rostros Conscientes: el bien-estar en el que-hacer desde la enseñanza del maquillaje (noticia del programa de Maquillaje Artístico de LCI Bogotá, 2025)",
      url: "https://colombia.lcieducation.com/es/noticias-y-eventos/noticias/2025/09/rostros-conscientes",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-28",
      kind: "institution",
    },
    {
      id: "co-unibogota-snies-2026-11-28",
      publisher: "Ministerio de Educación Nacional, SNIES",
      title:
        "Consulta pública de programas: Ingeniería en Ciberseguridad y Gestión de Riesgos Digitales (SNIES 118969 and 118970), Corporación Universitaria de Bogotá",
      url: "https://hecaa.mineducacion.gov.co/consultaspublicas/programas",
      licence: "Información pública, Ley 1712 de 2014 (datos abiertos del Ministerio de Educación Nacional)",
      retrieved: "2026-11-28",
      kind: "registry",
    },
    {
      id: "co-sena-site",
      publisher: "Servicio Nacional de Aprendizaje (SENA)",
      title: "Oferta académica (página oficial)",
      url: "https://www.sena.edu.co",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
  ],
  institutions: [
    ...registryInstitutions,
    {
      id: "co-sena",
      country: "CO",
      name: "Servicio Nacional de Aprendizaje (SENA)",
      city: "Bogotá",
      kind: "public",
      website: "https://www.sena.edu.co",
      source: "co-sena-site",
    },
    {
      id: "co-itm",
      country: "CO",
      name: "Instituto Tecnológico Metropolitano (ITM)",
      city: "Medellín",
      kind: "public",
      website: "https://www.itm.edu.co",
      source: "co-itm-site",
    },
    {
      id: "co-lci",
      country: "CO",
      name: "LCI Fundación Tecnológica (LCI Bogotá)",
      city: "Bogotá",
      kind: "private",
      website: "https://colombia.lcieducation.com",
      source: "co-lci-2026-11-28",
    },
    {
      id: "co-unibogota",
      country: "CO",
      name: "Corporación Universitaria de Bogotá (Universitaria de Bogotá)",
      city: "Bogotá",
      kind: "private",
      website: "https://universitariadebogota.edu.co",
      source: "co-unibogota-snies-2026-11-28",
    },
    {
      id: "co-cesde",
      country: "CO",
      name: "CESDE",
      city: "Medellín",
      kind: "private",
      website: "https://www.cesde.edu.co",
      source: "co-cesde-site",
    },
  ],
  programs: [...registryPrograms, ...HAND_WRITTEN],
};

/** The date of the pages read by the verification pass `VERIFIED_S27`. */
const VERIFIED_S27_ON = "2026-11-28";

/**
 * Session 27's verification pass (2026-11-28): hand-written rows of the first passes, written without reading their page,
 * that a stored page now confirms (see the header). No row was withdrawn.
 */
const VERIFIED_S27: CatalogPass = {
  sources: [
    institutionPage(
      "co-sena-mecanica-automotriz-s27v",
      "El Fixgon (elfixgon.com)",
      "Trabajo que se pondrá de moda y dará buena plata pronto: Sena ofrece (title from the address; 18 de marzo de 2025)",
      "https://elfixgon.com/trabajos-y-educacion/2025/03/18/trabajo-que-se-pondra-moda-y-dara-buena-plata-pronto-sena-ofrece",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "co-pascualbravo-caracol-s27v",
      "Caracol Radio",
      "7 universidades en Colombia para estudiar mecánica automotriz: en dónde quedan (12 de septiembre de 2024)",
      "https://caracol.com.co/2024/09/12/7-universidades-en-colombia-para-estudiar-mecanica-automotriz-en-donde-quedan/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "co-unisabana-familia-s27v",
      "Universidad de La Sabana, Instituto de La Familia",
      "Instituto de La Familia: ¿Quiénes somos? (Maestría en Asesoría Familiar y Gestión de Programas para la Familia, virtual)",
      "https://unisabana.edu.co/empresa-y-sociedad/instituto-de-la-familia/nosotros",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "co-sena",
      career: "automotive-mechanics",
      level: "technical",
      source: "co-sena-mecanica-automotriz-s27v",
    },
    {
      institution: "co-snies-3107-medellin",
      career: "automotive-mechanics",
      level: "technical",
      source: "co-pascualbravo-caracol-s27v",
      set: { duration: "6 semestres" },
    },
    {
      institution: "co-snies-1711-chia",
      career: "counselling",
      level: "graduate",
      source: "co-unisabana-familia-s27v",
    },
  ],
  withdrawn: [],
};

export const CATALOG_CO: CountryCatalog = withPasses(FIRST_ROWS, ADDED_S24, VERIFIED_S27);
