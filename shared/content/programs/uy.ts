/**
 * Where to study in UY: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 * Universidad de la República is the public university; UTEC and UTU (DGETP) teach tecnólogo and
 * técnico terciario programs; teachers train in Formación en Educación (IPA, Institutos Normales);
 * private universities are authorised by the Ministerio de Educación y Cultura.
 * Rows dated 2026-11-26 were written from knowledge of the institutions' published programs; the
 * pages were not re-read online (this machine has no internet access). Check them before relying on them.
 * Rows dated 2026-11-27 (UTU's automotive-mechanics and welding courses) were likewise written from
 * knowledge of the institutions' published programs, without re-reading the pages online; check them before
 * relying on them. So were the other rows dated 2026-11-27 (the IPA's Profesorado de Filosofía,
 * UTEC's Maestría en Data Science), and the later 2026-11-27 rows in the same block (the Udelar Facultad de
 * Ingeniería's Especialización en Ciencia de Datos, Universidad ORT Uruguay's Máster en Big Data, the Universidad
 * de Montevideo's Licenciatura en Negocios Internacionales, the Maestría en Políticas Públicas of the Udelar's
 * Facultad de Ciencias Sociales and of the Universidad Católica's Escuela de Postgrados).
 * A further row dated 2026-11-27 (the Profesorado de Educación Musical of Formación en Educación, listed under
 * the IPA) was likewise written from knowledge of the institutions' published programs, without re-reading
 * the pages online (this machine has no internet access). So was a later row of the same block, also dated
 * 2026-11-27: the Especialización en Administración de Servicios de Salud of the Udelar Facultad de Medicina's
 * Escuela de Graduados.
 * A further row dated 2026-11-27 (UTU's Técnico Terciario en Redes y Software, taught at its Instituto Tecnológico de
 * Informática in Montevideo, listed for IT support) was written from knowledge of the institution's published courses
 * and matches a stored news report on that institute
 * (https://duraznodigital.uy/2024/07/utu-inaugura-en-agosto-instituto.html, July 2024); UTU's own page was not re-read
 * online (this machine has no internet access).
 * Rows to check first: UTU's Técnico Terciario en Redes y Software (the exact title, which the stored report writes
 * "Técnico Terciario de Redes y Software"); that specialization (its exact title, and whether it admits graduates
 * other than physicians);
 * ORT's Máster en Big Data (the exact current title of the program), the Universidad Católica's Maestría en
 * Políticas Públicas (whether it still opens new cohorts) and the Profesorado de Educación Musical (the exact title
 * of the specialty, and whether the IPA itself or another centre of Formación en Educación teaches it).
 * Rows dated 2026-11-28 rest on stored copies of public pages found with the search tools (this machine has no internet
 * access; the institutions' own program pages were not re-read online): UTEC's Licenciatura en Jazz y Música Creativa,
 * taught in Mercedes (https://elprofesional.uy/www/archivos/21817, June 2024, and
 * https://ladiaria.com.uy/articulo/2016/8/de-la-calle-a-la-universidad, August 2016, on its start as a tecnólogo);
 * the Mecánica Automotriz course of Educación Media Profesional at Talleres Don Bosco in Montevideo
 * (https://icm.org.uy/talleres-don-bosco-cumple-125-anos/, https://diariocambio.com.uy/2020/10/22/el-padre-jose-maria-acuna-destaco-en-salto-las-oportunidades-que-ofrecen-los-talleres-don-bosco/,
 * and the school's own https://talleresdonbosco.edu.uy/historia/); and the four-year Actuación career of the Escuela
 * Multidisciplinaria de Arte Dramático (EMAD) of the Intendencia de Montevideo (https://xn--lamaana-7za.uy/?p=56005).
 * Rows to check first among them: the exact current title of the Talleres Don Bosco course (and whether it still opens
 * every year), the exact name of the EMAD's acting career ("Actuación") and its level, listed here as a first degree
 * like the Formación en Educación profesorados, and the EMAD's own web page (the Intendencia's site is given).
 * Further rows of the `ADDED_28` block, added by a second pass on 2026-11-28, also rest on stored copies of public pages
 * found with the search tools (no page was re-read online): the Universidad de la Empresa's Licenciatura en Fisioterapia and
 * Licenciatura en Imagenología, four-year degrees of its Facultad de Ciencias de la Salud taught in Montevideo, named on the
 * university's own page https://ude.edu.uy/las-ciencias-de-la-salud-en-uruguay/amp (which also announces a Licenciatura en
 * Enfermería, not listed here because it was still to open); and the Udelar's Cosmetología Médica career, described by the
 * Asociación de Cosmetólogas Médicas in October 2018 as having gone from a técnico to a tecnólogo title, with a licenciatura
 * under discussion (stored as http://neturuguay.com/2018/10/05/la-asociacion-de-cosmetologas-medicas-del-uruguay-festejo-sus-10-anos-en-el-paraninfo-de-la-udelar/,
 * cited over https). Check first the Cosmetología Médica row: its current title and level (it may have become a
 * licenciatura since 2018) and the Udelar school that teaches it (the Escuela Universitaria de Tecnología Médica of the
 * Facultad de Medicina).
 * Rows of the `ADDED_S24` block, added on 2026-11-28, rest on stored copies of public pages found with the search tools
 * (this machine has no internet access; no page was re-read online): UTEC's Maestría en Agua y Desarrollo Sostenible,
 * listed for environmental engineering, whose theses on effluent treatment (feedlots, dairy sludge, urban drainage) are
 * reported by Ambienta (https://ambienta.uy/utec-repiensa-el-ambiente-tres-tesis-que-conectan-estiercol-residuos-lacteos-y-diseno-urbano);
 * UTEC's two-year Tecnicatura en Tecnologías de la Información, with an intermediate first-year exit in software and
 * hardware, listed for IT support (https://diarionorte.com.uy/ensenanza/utec-ofrece-carrera-de-tecnologias-de-la-informacion-de-alta-demanda-en-mercado-laboral-32177.html/amp);
 * the Universidad de Montevideo's Máster en Dirección de Comunicación of its Facultad de Comunicación, named on the
 * university's own page (https://um.edu.uy/noticias/nueva-generacion-de-graduados-del-master-en-direccion-de-comunicacion-0);
 * the IEEM's Maestría en Dirección de Empresas de Salud and the Facultad de Humanidades y Educación's Maestría en Lengua
 * Inglesa y Educación Intercultural Bilingüe, both named among the Universidad de Montevideo's graduating master's
 * programs on its own page (https://um.edu.uy/noticias/graduacion-de-maestrias-y-especializaciones); Universidad ORT
 * Uruguay's one-year, fully online Diploma de Especialización en Enseñanza de Inglés como Lengua Extranjera, named on its
 * Instituto de Educación's page (https://ie.ort.edu.uy/novedades/comenzo-la-primera-cohorte-de-estudiantes-del-diploma-en-ensenianza-de-ingles);
 * and UTU's two-year tertiary Tecnicatura en Audiovisuales (image and sound processing, taught at the LATU site and, with
 * a production profile, at Arrayanes), listed for radio and television production, named by la diaria in March 2019
 * (https://ladiaria.com.uy/educacion/articulo/2019/3/corto-de-estudiantes-de-utu-de-audiovisual-fue-seleccionado-en-concurso-internacional-de-cine-universitario).
 * Check first among them: whether UTEC's Maestría en Agua y Desarrollo Sostenible still opens cohorts and is best read as
 * environmental engineering (it may suit environmental science as well); whether UTEC still awards the Tecnicatura en
 * Tecnologías de la Información on its own (it became the intermediate title of the Licenciatura en Tecnologías de la
 * Información) and how much of it is hardware and infrastructure support rather than programming; the exact current titles
 * of the Universidad de Montevideo's two master's (the pages write "Maestría" and "magíster"; the school may call them
 * "Máster") and whether the English master's prepares English teachers as its title suggests; whether ORT's diploma still
 * admits; and the exact current title of UTU's audiovisual tecnicatura (la diaria writes "Tecnicatura en Audiovisuales").
 * Rows of the `ADDED_S25` block, added on 2026-11-28, rest on stored copies of public pages found with the search tools
 * (this machine has no internet access; no page was re-read online): the Universidad de Montevideo's Maestría en Integración
 * y Comercio Internacional of its Facultad de Derecho, listed for international business, named in the author note of an
 * article by its director, Jorge E. Fernández Reyes, in the Revista de la Secretaría del Tribunal Permanente de Revisión
 * (vol. 6, no. 11, April 2018), stored as http://scielo.iics.una.py/scielo.php?script=sci_arttext&pid=S2304-78872018001100047&lng=es&nrm=iso&tlng=es
 * and cited over https. Check first: whether the master's still admits, its exact current title, and whether it is better
 * read as a law/trade-integration degree than as international business.
 * Left out (no usable source, or no official website for the institution): the Instituto Universitario de Artes Escénicas
 * (IUDAE, Montevideo), whose four-year Licenciatura en Artes Escénicas (acting, dance and singing) was recognised by the MEC
 * (Búsqueda, https://www.busqueda.com.uy/Cultura/Hacia-nuevos-artistas-integrales-Uruguay-tendra-su-primera-licenciatura-en-artes-escenicas-uc833608;
 * infonegocios.biz) — a lead for theatre (bachelor) once its official website is known; the Universidad Católica's
 * Licenciatura en Cine (El País, 2024; a degree, not the technical level the gap needs); no stored page was found for a
 * pharmacy-technician, make-up, refrigeration, counselling, public-administration (bachelor) or health-services
 * administration (bachelor) program in Uruguay, nor for a second institution's Licenciatura en Educación Musical or
 * Matemática, or a second veterinary school (the Udelar's Facultad de Veterinaria calls itself the only one in the country).
 * A further search pass on 2026-11-28 (S25B), aimed at thesis repositories (COLIBRI, ORT's RAD, UCU, UM), added no rows: no
 * stored repository record or program page named a second Uruguayan institution for the open graduate, bachelor or
 * technical cells (the search budget ran out during the pass). Lead for a later pass: a Máster en Biotecnología at
 * Universidad ORT Uruguay (its Centro de Biotecnología says it aims to train postgraduate staff; no record of the master's
 * itself was found in the stored pages).
 */
import type { CountryCatalog } from "../types";
import { institutionPage, institutionsOf, offered } from "./define";

const RETRIEVED = "2026-11-26";

/** One institution's official program pages. */
const site = (id: string, publisher: string, title: string, url: string) =>
  institutionPage(id, publisher, title, url, RETRIEVED);

const inst = institutionsOf("UY");

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "uy-utu-2026-11-27",
      "UTU (Dirección General de Educación Técnico Profesional)",
      "Cursos técnicos",
      "https://www.utu.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-utec-2026-11-27",
      "Universidad Tecnológica (UTEC)",
      "Maestría en Data Science",
      "https://utec.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-ipa-2026-11-27",
      "Instituto de Profesores Artigas (IPA)",
      "Profesorados",
      "https://www.cfe.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-udelar-fing-2026-11-27",
      "Universidad de la República",
      "Posgrados de la Facultad de Ingeniería",
      "https://udelar.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-udelar-fcs-2026-11-27",
      "Universidad de la República",
      "Posgrados de la Facultad de Ciencias Sociales",
      "https://udelar.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-udelar-fmed-2026-11-27",
      "Universidad de la República",
      "Escuela de Graduados de la Facultad de Medicina: especializaciones",
      "https://udelar.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-ucu-2026-11-27",
      "Universidad Católica del Uruguay",
      "Escuela de Postgrados",
      "https://www.ucu.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-ort-2026-11-27",
      "Universidad ORT Uruguay",
      "Posgrados",
      "https://www.ort.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-um-2026-11-27",
      "Universidad de Montevideo",
      "Carreras de grado",
      "https://www.um.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-utu-informatica-2026-11-27",
      "UTU (Dirección General de Educación Técnico Profesional)",
      "Instituto Tecnológico de Informática: cursos técnicos terciarios",
      "https://www.utu.edu.uy",
      "2026-11-27",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("uy-utu", "technical", "uy-utu-2026-11-27", [
      ["automotive-mechanics", "Mecánica Automotriz"],
      ["welding-technology", "Soldadura"],
    ]),
    ...offered("uy-utec", "graduate", "uy-utec-2026-11-27", [
      ["data-science", "Maestría en Data Science (con el MIT)", { duration: "18 meses" }],
    ]),
    ...offered("uy-ipa", "bachelor", "uy-ipa-2026-11-27", [
      ["philosophy", "Profesorado de Filosofía", { duration: "4 años" }],
      ["music-education", "Profesorado de Educación Musical", { duration: "4 años" }],
    ]),
    ...offered("uy-udelar", "graduate", "uy-udelar-fing-2026-11-27", [
      ["data-science", "Especialización en Ciencia de Datos"],
    ]),
    ...offered("uy-ort", "graduate", "uy-ort-2026-11-27", [["data-science", "Máster en Big Data"]]),
    ...offered("uy-udelar", "graduate", "uy-udelar-fcs-2026-11-27", [
      ["public-administration", "Maestría en Políticas Públicas"],
    ]),
    ...offered("uy-ucu", "graduate", "uy-ucu-2026-11-27", [
      ["public-administration", "Maestría en Políticas Públicas"],
    ]),
    ...offered("uy-um", "bachelor", "uy-um-2026-11-27", [
      ["international-business", "Licenciatura en Negocios Internacionales"],
    ]),
    ...offered("uy-udelar", "graduate", "uy-udelar-fmed-2026-11-27", [
      ["health-services-administration", "Especialización en Administración de Servicios de Salud"],
    ]),
    ...offered("uy-utu", "technical", "uy-utu-informatica-2026-11-27", [
      ["it-support-technician", "Técnico Terciario en Redes y Software"],
    ]),
  ],
};

/** The date of the rows in `ADDED_28`. */
const ADDED_28_ON = "2026-11-28";

/** Rows added on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "uy-utec-2026-11-28",
      "Universidad Tecnológica (UTEC)",
      "Licenciatura en Jazz y Música Creativa (Mercedes)",
      "https://utec.edu.uy",
      ADDED_28_ON,
    ),
    institutionPage(
      "uy-tdb-site",
      "Talleres Don Bosco",
      "Propuesta educativa: Educación Media Profesional",
      "https://talleresdonbosco.edu.uy",
      ADDED_28_ON,
    ),
    institutionPage(
      "uy-emad-site",
      "Intendencia de Montevideo – Escuela Multidisciplinaria de Arte Dramático (EMAD)",
      "Carreras de la EMAD",
      "https://montevideo.gub.uy",
      ADDED_28_ON,
    ),
    institutionPage(
      "uy-ude-site",
      "Universidad de la Empresa (UDE)",
      "Las Ciencias de la Salud en Uruguay (Facultad de Ciencias de la Salud: licenciaturas de grado)",
      "https://ude.edu.uy/las-ciencias-de-la-salud-en-uruguay/amp",
      ADDED_28_ON,
    ),
    institutionPage(
      "uy-udelar-cosmetologia-2018-news",
      "neturuguay.com",
      "La Asociación de Cosmetólogas Médicas del Uruguay festejó sus 10 años en el Paraninfo de la Udelar (carrera de Cosmetología Médica, hoy de tecnólogo)",
      "https://neturuguay.com/2018/10/05/la-asociacion-de-cosmetologas-medicas-del-uruguay-festejo-sus-10-anos-en-el-paraninfo-de-la-udelar/",
      ADDED_28_ON,
    ),
  ],
  institutions: [
    inst("uy-tdb", "Talleres Don Bosco", "Montevideo", "private", "https://talleresdonbosco.edu.uy", "uy-tdb-site"),
    inst(
      "uy-emad",
      "Escuela Multidisciplinaria de Arte Dramático «Margarita Xirgu» (EMAD)",
      "Montevideo",
      "public",
      "https://montevideo.gub.uy",
      "uy-emad-site",
    ),
    inst("uy-ude", "Universidad de la Empresa (UDE)", "Montevideo", "private", "https://ude.edu.uy", "uy-ude-site"),
  ],
  programs: [
    ...offered("uy-utec", "bachelor", "uy-utec-2026-11-28", [
      ["music", "Licenciatura en Jazz y Música Creativa", { duration: "4 años" }],
    ]),
    ...offered("uy-tdb", "technical", "uy-tdb-site", [
      ["automotive-mechanics", "Mecánica Automotriz (Educación Media Profesional)"],
    ]),
    ...offered("uy-emad", "bachelor", "uy-emad-site", [["theatre", "Actuación", { duration: "4 años" }]]),
    ...offered("uy-ude", "bachelor", "uy-ude-site", [
      ["physical-therapy", "Licenciatura en Fisioterapia", { duration: "4 años" }],
      ["medical-imaging", "Licenciatura en Imagenología", { duration: "4 años" }],
    ]),
    ...offered("uy-udelar", "technical", "uy-udelar-cosmetologia-2018-news", [
      ["cosmetology", "Tecnólogo en Cosmetología Médica"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24`. */
const ADDED_S24_ON = "2026-11-28";

/** Rows added by the S24 pass on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "uy-utec-agua-ambienta-s24",
      "Ambienta (ambienta.uy)",
      "UTEC repiensa el ambiente: tres tesis que conectan estiércol, residuos lácteos y diseño urbano (Maestría en Agua y Desarrollo Sostenible)",
      "https://ambienta.uy/utec-repiensa-el-ambiente-tres-tesis-que-conectan-estiercol-residuos-lacteos-y-diseno-urbano",
      ADDED_S24_ON,
    ),
    institutionPage(
      "uy-utec-ti-diarionorte-s24",
      "Diario Norte (Rivera)",
      "UTEC ofrece carrera de Tecnologías de la Información de alta demanda en mercado laboral (Tecnicatura en Tecnologías de la Información)",
      "https://diarionorte.com.uy/ensenanza/utec-ofrece-carrera-de-tecnologias-de-la-informacion-de-alta-demanda-en-mercado-laboral-32177.html/amp",
      ADDED_S24_ON,
    ),
    institutionPage(
      "uy-um-mdc-s24",
      "Universidad de Montevideo",
      "Nueva generación de graduados del Máster en Dirección de Comunicación",
      "https://um.edu.uy/noticias/nueva-generacion-de-graduados-del-master-en-direccion-de-comunicacion-0",
      ADDED_S24_ON,
    ),
    institutionPage(
      "uy-um-posgrados-s24",
      "Universidad de Montevideo",
      "Graduación de maestrías y especializaciones (Dirección de Empresas de Salud del IEEM; Lengua Inglesa y Educación Intercultural Bilingüe)",
      "https://um.edu.uy/noticias/graduacion-de-maestrias-y-especializaciones",
      ADDED_S24_ON,
    ),
    institutionPage(
      "uy-ort-ie-ingles-s24",
      "Universidad ORT Uruguay – Instituto de Educación",
      "Comenzó la primera cohorte de estudiantes del Diploma en Enseñanza de Inglés",
      "https://ie.ort.edu.uy/novedades/comenzo-la-primera-cohorte-de-estudiantes-del-diploma-en-ensenianza-de-ingles",
      ADDED_S24_ON,
    ),
    institutionPage(
      "uy-utu-audiovisual-ladiaria-s24",
      "la diaria",
      "Corto de estudiantes de UTU de audiovisual fue seleccionado en concurso internacional de cine universitario (Tecnicatura en Audiovisuales)",
      "https://ladiaria.com.uy/educacion/articulo/2019/3/corto-de-estudiantes-de-utu-de-audiovisual-fue-seleccionado-en-concurso-internacional-de-cine-universitario",
      ADDED_S24_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("uy-utec", "graduate", "uy-utec-agua-ambienta-s24", [
      ["environmental-engineering", "Maestría en Agua y Desarrollo Sostenible"],
    ]),
    ...offered("uy-utec", "technical", "uy-utec-ti-diarionorte-s24", [
      ["it-support-technician", "Tecnicatura en Tecnologías de la Información", { duration: "2 años" }],
    ]),
    ...offered("uy-um", "graduate", "uy-um-mdc-s24", [
      ["communication-studies", "Máster en Dirección de Comunicación"],
    ]),
    ...offered("uy-um", "graduate", "uy-um-posgrados-s24", [
      ["health-services-administration", "Maestría en Dirección de Empresas de Salud (IEEM)"],
      ["english-teaching", "Maestría en Lengua Inglesa y Educación Intercultural Bilingüe"],
    ]),
    ...offered("uy-ort", "graduate", "uy-ort-ie-ingles-s24", [
      [
        "english-teaching",
        "Diploma de Especialización en Enseñanza de Inglés como Lengua Extranjera",
        { duration: "1 año", modality: "distance" },
      ],
    ]),
    ...offered("uy-utu", "technical", "uy-utu-audiovisual-ladiaria-s24", [
      ["radio-television-production", "Tecnicatura en Audiovisuales", { duration: "2 años" }],
    ]),
  ],
};

/** The date of the rows in `ADDED_S25`. */
const ADDED_S25_ON = "2026-11-28";

/** Rows added by the S25 pass on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "uy-um-mici-scielo-s25",
      "Revista de la Secretaría del Tribunal Permanente de Revisión (SciELO Paraguay)",
      "La cuestión constitucional en el Uruguay con relación al Mercosur (author note: director of the Universidad de Montevideo's Maestría en Integración y Comercio Internacional)",
      "https://scielo.iics.una.py/scielo.php?script=sci_arttext&pid=S2304-78872018001100047&lng=es&nrm=iso&tlng=es",
      ADDED_S25_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("uy-um", "graduate", "uy-um-mici-scielo-s25", [
      ["international-business", "Maestría en Integración y Comercio Internacional"],
    ]),
  ],
};

export const CATALOG_UY: CountryCatalog = {
  country: "UY",
  sources: [
    site("uy-udelar-site", "Universidad de la República", "Oferta de grado y posgrado", "https://udelar.edu.uy"),
    site(
      "uy-utec-site",
      "Universidad Tecnológica (UTEC)",
      "Carreras de tecnólogo, licenciatura e ingeniería",
      "https://utec.edu.uy",
    ),
    site(
      "uy-utu-site",
      "Dirección General de Educación Técnico Profesional – UTU",
      "Cursos técnicos terciarios y tecnólogos",
      "https://www.utu.edu.uy",
    ),
    site(
      "uy-ipa-site",
      "Instituto de Profesores Artigas (IPA)",
      "Carreras de profesorado (Formación en Educación)",
      "https://www.cfe.edu.uy",
    ),
    site(
      "uy-inm-site",
      "Institutos Normales de Montevideo",
      "Carreras de magisterio (Formación en Educación)",
      "https://www.cfe.edu.uy",
    ),
    site("uy-ort-site", "Universidad ORT Uruguay", "Carreras de grado y posgrado", "https://www.ort.edu.uy"),
    site("uy-ucu-site", "Universidad Católica del Uruguay", "Carreras de grado", "https://www.ucu.edu.uy"),
    site("uy-um-site", "Universidad de Montevideo", "Carreras de grado y posgrado", "https://www.um.edu.uy"),
    {
      id: "uy-udelar-posgrado",
      publisher: "Universidad de la República",
      title: "Posgrados",
      url: "https://udelar.edu.uy",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "uy-iuacj-site",
      publisher: "Instituto Universitario Asociación Cristiana de Jóvenes",
      title: "Carreras de grado",
      url: "https://www.iuacj.edu.uy",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "uy-utec-2026",
      publisher: "Universidad Tecnológica del Uruguay",
      title: "Carreras",
      url: "https://utec.edu.uy",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    ...ADDED.sources,
    ...ADDED_28.sources,
    ...ADDED_S24.sources,
    ...ADDED_S25.sources,
  ],
  institutions: [
    inst("uy-udelar", "Universidad de la República", "Montevideo", "public", "https://udelar.edu.uy", "uy-udelar-site"),
    inst("uy-utec", "Universidad Tecnológica (UTEC)", "Fray Bentos", "public", "https://utec.edu.uy", "uy-utec-site"),
    inst(
      "uy-utu",
      "Dirección General de Educación Técnico Profesional – UTU",
      "Montevideo",
      "public",
      "https://www.utu.edu.uy",
      "uy-utu-site",
    ),
    inst(
      "uy-ipa",
      "Instituto de Profesores Artigas (IPA)",
      "Montevideo",
      "public",
      "https://www.cfe.edu.uy",
      "uy-ipa-site",
    ),
    inst(
      "uy-inm",
      "Institutos Normales de Montevideo",
      "Montevideo",
      "public",
      "https://www.cfe.edu.uy",
      "uy-inm-site",
    ),
    inst("uy-ort", "Universidad ORT Uruguay", "Montevideo", "private", "https://www.ort.edu.uy", "uy-ort-site"),
    inst(
      "uy-ucu",
      "Universidad Católica del Uruguay",
      "Montevideo",
      "private",
      "https://www.ucu.edu.uy",
      "uy-ucu-site",
    ),
    inst("uy-um", "Universidad de Montevideo", "Montevideo", "private", "https://www.um.edu.uy", "uy-um-site"),
    {
      id: "uy-iuacj",
      country: "UY",
      name: "Instituto Universitario Asociación Cristiana de Jóvenes",
      city: "Montevideo",
      kind: "private",
      website: "https://www.iuacj.edu.uy",
      source: "uy-iuacj-site",
    },
    ...ADDED.institutions,
    ...ADDED_28.institutions,
    ...ADDED_S24.institutions,
    ...ADDED_S25.institutions,
  ],
  programs: [
    ...offered("uy-udelar", "bachelor", "uy-udelar-site", [
      ["medicine", "Doctor en Medicina"],
      ["nursing", "Licenciatura en Enfermería"],
      ["dentistry", "Doctor en Odontología"],
      ["pharmacy", "Químico Farmacéutico"],
      ["nutrition", "Licenciatura en Nutrición"],
      ["physical-therapy", "Licenciatura en Fisioterapia"],
      ["speech-therapy", "Licenciatura en Fonoaudiología"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Abogacía"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["translation", "Traductorado Público"],
      ["accounting", "Contador Público"],
      ["business-administration", "Licenciatura en Administración"],
      ["economics", "Licenciatura en Economía"],
      ["statistics", "Licenciatura en Estadística"],
      ["sociology", "Licenciatura en Sociología"],
      ["political-science", "Licenciatura en Ciencia Política"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["philosophy", "Licenciatura en Filosofía"],
      ["history", "Licenciatura en Historia"],
      ["literature", "Licenciatura en Letras"],
      ["anthropology", "Licenciatura en Ciencias Antropológicas"],
      ["tourism", "Licenciatura en Turismo"],
      ["communication-studies", "Licenciatura en Comunicación"],
      ["library-science", "Licenciatura en Bibliotecología"],
      ["veterinary-medicine", "Doctor en Ciencias Veterinarias"],
      ["agronomy", "Ingeniero Agrónomo"],
      ["fine-arts", "Licenciatura en Artes Plásticas y Visuales"],
      ["music", "Licenciatura en Música"],
      ["physical-education", "Licenciatura en Educación Física"],
      ["architecture", "Arquitectura"],
      ["industrial-design", "Licenciatura en Diseño Industrial"],
      ["graphic-design", "Licenciatura en Diseño de Comunicación Visual"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Industrial Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["food-engineering", "Ingeniería de Alimentos"],
      ["industrial-engineering", "Ingeniería de Producción"],
      ["computer-science", "Ingeniería en Computación"],
      ["biology", "Licenciatura en Ciencias Biológicas"],
      ["chemistry", "Licenciatura en Química"],
      ["physics", "Licenciatura en Física"],
      ["mathematics", "Licenciatura en Matemática"],
      ["geology", "Licenciatura en Geología"],
    ]),
    ...offered("uy-udelar", "graduate", "uy-udelar-site", [
      ["economics", "Maestría en Economía"],
      ["social-work", "Maestría en Trabajo Social"],
      ["political-science", "Maestría en Ciencia Política"],
      ["communication-studies", "Maestría en Información y Comunicación"],
      ["environmental-science", "Maestría en Ciencias Ambientales"],
    ]),
    ...offered("uy-utec", "technical", "uy-utec-site", [
      ["programming-technician", "Tecnólogo en Informática", { duration: "3 años" }],
      ["mechatronics-technician", "Tecnólogo en Mecatrónica Industrial", { duration: "3 años" }],
    ]),
    ...offered("uy-utec", "bachelor", "uy-utec-site", [
      ["information-systems", "Licenciatura en Tecnologías de la Información"],
      ["mechatronics-engineering", "Ingeniería en Mecatrónica"],
    ]),
    ...offered("uy-utu", "technical", "uy-utu-site", [
      ["programming-technician", "Tecnólogo en Informática", { duration: "3 años" }],
      ["culinary-arts", "Técnico en Gastronomía"],
    ]),
    ...offered("uy-ipa", "bachelor", "uy-ipa-site", [
      ["english-teaching", "Profesorado de Inglés", { duration: "4 años" }],
      ["mathematics-teaching", "Profesorado de Matemática", { duration: "4 años" }],
    ]),
    ...offered("uy-inm", "bachelor", "uy-inm-site", [
      ["primary-education", "Maestro de Educación Primaria", { duration: "4 años" }],
      ["early-childhood-education", "Maestro de Primera Infancia", { duration: "4 años" }],
    ]),
    ...offered("uy-ort", "bachelor", "uy-ort-site", [
      ["software-engineering", "Ingeniería en Sistemas"],
      ["electronic-engineering", "Ingeniería en Electrónica"],
      ["telecommunications-engineering", "Ingeniería en Telecomunicaciones"],
      ["biotechnology", "Ingeniería en Biotecnología"],
      ["information-systems", "Licenciatura en Sistemas"],
      ["business-administration", "Licenciatura en Gerencia y Administración"],
      ["accounting", "Contador Público"],
      ["economics", "Licenciatura en Economía"],
      ["architecture", "Arquitectura"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
      ["industrial-design", "Licenciatura en Diseño Industrial"],
      ["communication-studies", "Licenciatura en Comunicación"],
      ["animation", "Licenciatura en Animación y Videojuegos"],
      ["game-design", "Licenciatura en Animación y Videojuegos"],
      ["international-relations", "Licenciatura en Estudios Internacionales"],
    ]),
    ...offered("uy-ort", "technical", "uy-ort-site", [
      ["programming-technician", "Analista Programador", { duration: "2 años y medio" }],
    ]),
    ...offered("uy-ort", "graduate", "uy-ort-site", [
      ["business-administration", "Master en Administración de Empresas (MBA)"],
    ]),
    ...offered("uy-ucu", "bachelor", "uy-ucu-site", [
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Abogacía"],
      ["medicine", "Medicina"],
      ["dentistry", "Odontología"],
      ["nursing", "Licenciatura en Enfermería"],
      ["nutrition", "Licenciatura en Nutrición"],
      ["physical-therapy", "Licenciatura en Fisioterapia"],
      ["speech-therapy", "Licenciatura en Fonoaudiología"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["computer-science", "Ingeniería en Informática"],
      ["food-engineering", "Ingeniería en Alimentos"],
      ["accounting", "Contador Público"],
      ["business-administration", "Licenciatura en Dirección de Empresas"],
      ["economics", "Licenciatura en Economía"],
      ["communication-studies", "Licenciatura en Comunicación"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["political-science", "Licenciatura en Ciencia Política"],
      ["international-business", "Licenciatura en Negocios Internacionales e Integración"],
    ]),
    ...offered("uy-um", "bachelor", "uy-um-site", [
      ["industrial-engineering", "Ingeniería Industrial"],
      ["computer-science", "Ingeniería Informática"],
      ["law", "Abogacía"],
      ["accounting", "Contador Público"],
      ["economics", "Licenciatura en Economía"],
      ["business-administration", "Licenciatura en Dirección de Empresas"],
      ["communication-studies", "Licenciatura en Comunicación"],
      ["medicine", "Medicina"],
      ["psychology", "Licenciatura en Psicología"],
    ]),
    ...offered("uy-um", "graduate", "uy-um-site", [["business-administration", "Executive MBA (IEEM)"]]),
    ...offered("uy-udelar", "graduate", "uy-udelar-posgrado", [
      ["biotechnology", "Maestría en Biotecnología"],
      ["environmental-engineering", "Maestría en Ingeniería Ambiental"],
      ["urban-planning", "Maestría en Ordenamiento Territorial y Desarrollo Urbano"],
    ]),
    ...offered("uy-iuacj", "bachelor", "uy-iuacj-site", [
      ["physical-education", "Licenciatura en Educación Física", { duration: "4 años" }],
    ]),
    ...offered("uy-utec", "technical", "uy-utec-2026", [
      ["agricultural-technician", "Tecnólogo en Manejo de Sistemas de Producción Lechera"],
    ]),
    ...ADDED.programs,
    ...ADDED_28.programs,
    ...ADDED_S24.programs,
    ...ADDED_S25.programs,
  ],
};
