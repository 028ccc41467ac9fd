/**
 * Where to study in PE: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Levels in Peru: universities (licensed by SUNEDU) give the `bachelor` rows (carreras profesionales,
 * usually 5 years, medicine 7) and the `graduate` rows (maestrías, 2 years); institutos and escuelas
 * de educación superior tecnológica (licensed by MINEDU) and SENATI give the `technical` rows
 * (carreras profesionales técnicas, usually 3 years).
 *
 * University programs come from SUNEDU's registry of the programs of licensed universities, imported by
 * scripts/data/import-sunedu.ts into pe.generated.ts. The hand-written rows below cite each institution's
 * own site: the technical rows (institutos are not in SUNEDU's registry), the schools outside it (Escuela
 * Nacional Superior de Arte Dramático, Universidad Nacional de Música, Academia Diplomática, Facultad de
 * Teología Pontificia y Civil de Lima, and the Universidad Nacional Federico Villarreal, absent from the
 * registry's snapshot), and university programs the import does not list (it keeps at most four per
 * career, level and department). A hand-listed university that the registry lists too takes the
 * registry's id (REGISTRY_ID), and its hand row for a career and level the registry already gives there
 * is left out, so that no program is listed twice.
 *
 * The rows added on 2026-11-26 (UNALM's Maestría en Estadística Aplicada, Cayetano Heredia's Maestría en
 * Salud Pública, Cibertec's Computación e Informática as a support program) were written from knowledge
 * of the institutions' published programs, without re-reading the pages online.
 * Rows dated 2026-11-27 (San Marcos's Maestría en Ingeniería Industrial, SISE's Farmacia Técnica, the carreras of the
 * Villarreal's Facultad de Administración, ESAN's Maestría en Gestión de Servicios de Salud, San Marcos's Maestría en
 * Ciencia Política) were likewise written from
 * knowledge of the institutions' published programs, without re-reading the pages online; check them before
 * relying on them.
 * Rows to check first: ESAN's Maestría en Gestión de Servicios de Salud (name and current intake); San Marcos's
 * Maestría en Ciencia Política (recently created; check its exact name and first intake).
 * Rows dated 2026-11-28 (the `ADDED_28` block) rest on stored pages found with the search tools (this machine has no
 * internet): UTEC's Ciberseguridad (a pregrado opened in March 2026) on a news report of El Comercio (Lima), which is
 * the row's source and its publisher (a newspaper, not the university); the Instituto Le Cordon Bleu Perú's carrera of
 * Pastelería on the institute's own news page naming the graduates of its Promoción 2018-II in Administración de
 * Servicios de Hostelería y Restaurantes, Gastronomía, Cocina, Pastelería and Bar y Coctelería (stored at an http
 * address; the row cites the same address over https). Rows to check first: the Cordon Bleu institute's current
 * name for that carrera (it may now be published as Pastelería y Panadería) and its duration; the exact name of
 * UTEC's program on its own page (the report calls it the carrera de Ciberseguridad).
 * The row of the `ADDED_S24` block, dated 2026-11-28, rests on a stored copy of a public document found with the search
 * tools (this machine has no internet; the university's own pages were not re-read): the Universidad Nacional Santiago
 * Antúnez de Mayolo's (Huaraz) Maestría en Ciencias e Ingeniería, mención en Auditoría y Seguridad Informática, of its
 * Escuela de Postgrado, named on the cover of a student's plan de tesis of 2020 (a cybersecurity risk-analysis model for
 * the university's IT office) stored at Scribd (https://es.scribd.com/document/615817831/Plan-de-Tesis), which is the
 * row's source; listed for cybersecurity (IT audit and information security). The row takes the SUNEDU registry's id of
 * the university (pe-sunedu-033-huaraz). Check first that the mención still admits students and its exact current
 * title on the Escuela de Postgrado's own page (a plan de tesis is a student's document, not the university's).
 * Removed on 2026-11-28: UPCH's Maestría en Salud Pública, which was listed for health-services administration; a public-health
 * program is not health-services management, so it is no longer named for that career.
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this machine has
 * no internet access): (1) the CETPRO San Luis (a public Centro de Educación Técnico-Productiva in the district of San Luis,
 * Lima) and its programa de estudio de Panificación Industrial, on a report of the Agencia Andina
 * (https://andina.pe/agencia/noticia-los-cetpro-impulsan-emprendimiento-carreras-cortas-y-gratuitas-video-1054208.aspx):
 * its students presented Christmas bakery and pastry products (panetones, galletas) as the final phase of the program, "una
 * de las carreras técnicas gratuitas" of the CETPRO; MINEDU's director of technical-productive education says there that such
 * carreras last one year (título de auxiliar técnico) or two (título de técnico), both a nombre de la Nación; a second Andina
 * report (https://andina.pe/agencia/noticia-pan-chicharron-formate-cocina-y-panaderia-un-cetpro-1044003.aspx) names the CETPRO
 * San Luis among Lima's 89 public CETPRO, with programs in cocina, panificación, patronaje and manicure; that page is the
 * institution's source. Both page titles are written from their addresses (the stored excerpts do not show the headlines).
 * Listed for baking and pastry (the program's products include pastelería). No duration is written: the page gives one or
 * two years for CETPRO carreras in general, not for this program. (2) Solmakeart (first published as Promakeart), a private
 * makeup school in Miraflores, Lima, founded by the makeup artist Sol Ríos, on an interview with her reproduced on the school's
 * blog (https://solmakeart.blogspot.com/2009/07): besides short automaquillaje workshops the school teaches "la carrera, que
 * dura 10 meses" (automaquillaje, novias, social, pasarela, body painting); a later interview on the same blog
 * (https://solmakeart.blogspot.com/2013/04, by Mónica Villalobos) shows the school still open under the name Solmakeart and
 * says that the Ministry of Education has no title for makeup, so the school's carrera leads to its own certificate, not to a
 * título a nombre de la Nación. The blog is not listed as the school's website (no official site was seen).
 * Check first (ADDED_S26): that the CETPRO San Luis still admits to Panificación Industrial and whether it leads to the
 * auxiliar técnico (one year) or técnico (two years) title; that Solmakeart still runs its 10-month carrera (the page is of
 * 2009), its current name and address, and its exact program title (the interview says only "la carrera").
 * Left out (ADDED_S26): refrigeration and air conditioning (technical): no stored page found that a Peruvian institute,
 * SENATI or a CETPRO offers it (a trade-magazine interview names the Escuela de Refrigeración del Perú as a technical school
 * but gives no program, length or level; a Perú21 report says Piura needs refrigeration technicians, no school named);
 * makeup (technical): the Casa del Estilista (Lima; Trome says it gives classes in cosmetología, barbería, maquillaje
 * profesional and microblading, no length stated) and the Instituto Montalvo (Gestión and El Peruano reports on its beauty
 * schools, hairdressing only in the excerpts) were not sourced as makeup programs of six months or more; social work
 * (graduate): a Maestría en Trabajo Social con Mención en Familia and one con Mención en Gestión de Recursos Humanos appear in
 * a student project's seed data on GitHub for what seems to be the Universidad Nacional José Faustino Sánchez Carrión
 * (Huacho), which is not a page of the university, so not listed; animation (graduate): no Peruvian master's or
 * especialización in animation found (the stored pages name only technical carreras at Toulouse Lautrec, ISIL, Cibertec and
 * SENATI).
 * Session 27 (2026-11-28): no rows added; the search budget ran out first. Left out: makeup (technical): searches for
 * Lima makeup schools and for CETPRO programmes returned only the Solmakeart interview already cited, an El Pitazo
 * report on a Venezuelan makeup artist in Lima (she trained at the Instituto de Estética Piel and at Salerm Cosmetics,
 * neither sourced as a makeup programme of six months or more in Peru), Andina's CETPRO report (cosmetología named in
 * general, no CETPRO with a makeup programme) and the own pages of the CETPRO María Auxiliadora and the CETPRO San
 * Francisco (their opening sections name no makeup programme); social work (graduate): only undergraduate theses
 * (San Marcos) and a Universidad Alas Peruanas thesis guide were found, no second Peruvian master's in social work;
 * refrigeration (technical) and animation (graduate) were not searched again.
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block, applied by `withPasses` to the hand-written rows
 * before they meet the registry import): the hand-written rows readers see most, written on 2026-11-26/27 from the
 * institutions' known offer and citing only their home pages, were looked up in stored copies of public pages with the
 * search tools (this machine has no internet access). Page titles are written from their addresses where the stored
 * excerpt shows no headline. Re-read, each row now citing the page named:
 * - Universidad Nacional de Música, Música and Educación Musical: Gestión (Lima) of 21 November 2025 on the UNM's licence
 *   from SUNEDU: 24 programs in the specialities of Interpretación Musical, Educación Musical, Composición and Musicología
 *   (La República's report of the same day says 25 pregrado programs, presencial); the rows keep their names, the report
 *   giving specialities rather than program titles;
 * - Universidad Nacional Federico Villarreal, Administración Pública and Marketing (and, from the same page, Administración
 *   de Empresas, Negocios Internacionales and Administración de Turismo): the Facultad de Administración's Guía del
 *   Estudiante 2020 (a Scribd copy), which names its five carreras profesionales: Administración de Empresas and Marketing
 *   (Escuela Profesional de Administración Privada), Administración de Turismo and Negocios Internacionales, and
 *   Administración Pública (Escuela Profesional de Administración Pública y de Gestión Social);
 * - SISE, Farmacia Técnica: the institute's own blog post of 31 August 2025 on the carrera de Farmacia Técnica (a weak page:
 *   it describes the carrera and its usual length, "aproximadamente tres años (seis semestres)", in general terms).
 * Withdrawn: none; no page read shows a row wrong.
 * Searched, not found (the rows stay as they were, not re-read): SENATI's Mecatrónica Industrial (a carreras.pe column by
 * SENATI's academic manager lists "mecatrónica industrial, electrónica y automatización industrial" among technical
 * carreras in general, without saying which school teaches them; not used); TECSUP's Electrónica y Automatización
 * Industrial; the Instituto Arzobispo Loayza's Farmacia Técnica (only an SEO education blog, maestroexcelencia.pe, naming
 * Farmacia among the institute's programs "según su página oficial"; not used); San Marcos's Maestría en Ciencia Política
 * (only its undergraduate Escuela Profesional de Ciencia Política came up).
 * Not reached (the look-up budget was spent): San Marcos's Tecnología Médica (Laboratorio Clínico y Anatomía Patológica),
 * SENATI's Soporte y Mantenimiento de Equipos de Computación and Cibertec's Computación e Informática.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block, applied like `VERIFIED_S27` to the hand-written
 * rows before they meet the registry import): looked up the same way (stored copies of public pages, search tools only).
 * Re-read, the row now citing the page named:
 * - San Marcos's Tecnología Médica, área de Laboratorio Clínico y Anatomía Patológica: a 2022 thesis of the Facultad de
 *   Medicina's Escuela Profesional de Tecnología Médica, "para optar el Título Profesional de Licenciada en Tecnología
 *   Médica en el área de Laboratorio Clínico y Anatomía Patológica" (A. L. Sandoval Camacho; a copy on studenta.com). A
 *   weak source (a thesis cover, in a third-party copy): replace it with the Escuela's own page first.
 * No length was set or taken out; no row was withdrawn.
 * Searched and not found (rows left as they are): SENATI's Soporte y Mantenimiento de Equipos de Computación (only a
 * Ministry of Labour occupational standard for "Soporte Técnico de Computadoras y Redes Informáticas", naming no school);
 * Cibertec's Computación e Informática (only copies of the institute's Reglamento Institucional, 2017-2021, whose stored
 * openings list "Carreras profesionales autorizadas" without naming them); the Instituto Arzobispo Loayza's Farmacia
 * Técnica (again only the maestroexcelencia.pe blog, not used); TECSUP's Electrónica y Automatización Industrial (only
 * Gestión's November 2025 report on TECSUP's growth, naming no program). Not searched again: SENATI's Mecatrónica
 * Industrial and San Marcos's Maestría en Ciencia Política.
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block, applied like `VERIFIED_S27` to the
 * hand-written rows before they meet the registry import): looked up the same way (stored copies of public pages,
 * search tools only; two look-ups). Re-read, the row now citing the page named:
 * - San Marcos's Maestría en Ciencia Política: Expreso (Lima), an interview with Francisco Miró Quesada Rada on the 23
 *   years of the Escuela Profesional de Ciencia Política of the Facultad de Derecho y Ciencia Política (created by
 *   Resolución Rectoral 5626-R-2001, so about 2024-2025), who says that "en fecha reciente, se ha creado la maestría en
 *   ciencia política, y pronto tendremos el doctorado en ciencia política". A weak source (press, undated in the stored
 *   copy, naming the master's in passing): its exact title and first intake are still to check, as "Rows to check
 *   first" above says.
 * No length was set or taken out; no row was withdrawn.
 * Searched and not found (rows left as they are): SENATI's Mecatrónica Industrial (only SENATI's own news on its 64
 * carreras técnicas, a mining-press interview on its six-semester dual training and Diario Uno's report of February
 * 2026 on its Escuela de Educación Superior Tecnológica came up, none naming the carrera). Not searched again: TECSUP's
 * Electrónica y Automatización Industrial, the Instituto Arzobispo Loayza's Farmacia Técnica, SENATI's Soporte y
 * Mantenimiento de Equipos de Computación and Cibertec's Computación e Informática (each searched twice before without
 * result).
 * Verification pass of 2026-11-28 (session 29): two look-ups on stored copies of public pages (search tools only) for the
 * worklist's gaps found nothing usable, so no `VERIFIED_S29` block was added. Searched and not found: a refrigeration
 * and air-conditioning technical program (a query naming SENATI's carrera found only Mexican, Chilean and Argentine
 * trade-press reports on technicians' certification); a second social-work master's (only a diariolaverdad.pe article
 * on the undergraduate carrera and an Ecuadorian survey on social workers' interest in postgraduate study). Not
 * searched again (searched two or three times before without result; no new query): the makeup and animation gaps,
 * SENATI's Mecatrónica Industrial and Soporte y Mantenimiento de Equipos de Computación, TECSUP's Electrónica y
 * Automatización Industrial, the Instituto Arzobispo Loayza's Farmacia Técnica and Cibertec's Computación e Informática.
 * Second verification pass of 2026-11-28 (session 29): one look-up on stored copies of public pages (search tools only)
 * for a refrigeration and air-conditioning technical program found none; no `VERIFIED_S29B` block was added. It found the
 * Reglamento de Admisión 2023 of the IESTP Túpac Amaru del Cusco (ten programas de estudios, none in refrigeration) and the
 * Reglamento Institucional 2019-2024 of the IES Ricardo Palma (a Scribd copy naming Farmacia Técnica among its five
 * programs: a lead for pharmacy technicians, not a worklist cell). Not searched again: the worklist's rows and its other
 * gaps, each searched two or three times before without result.
 * Session 30 pass of 2026-11-28 (no `VERIFIED_S30` block: nothing citable was found): about 8 look-ups for Peru (search
 * tools only). Searched and not found: social work (graduate; only explainers, the UNA Puno's Facultad de Trabajo
 * Social on CELATS and the UNPRG's Maestría en Ciencias Sociales con mención en Gestión Pública y Gerencia Social; a
 * GitHub text search by "Maestría en Trabajo Social con mención" found only the seed data of the Huacho programmes
 * already noted); makeup (technical; only the Solmakeart interview already cited and foreign schools). Verify rows
 * searched without result: TECSUP's Electrónica y Automatización Industrial and SENATI's rows (a GitHub text search
 * found students' seed data naming TECSUP's careers by department, one with "sede: Lima - Santa Anita", but their
 * repositories could not be identified; the one TECSUP student app listed, JhonKenma/backend-tecsupNav, holds only
 * campus navigation; a code query on SENATI careers found only other countries' institutes). Not reached: the
 * refrigeration and animation gaps and the Loayza and Cibertec rows.
 * Session 30, third pass (the `VERIFIED_S30C` block, 2026-11-28; search tools only, no page re-read online; about ten of
 * some 80 look-ups shared with the Dominican Republic, Cuba, Haiti, Jamaica, Bolivia, Ecuador and Venezuela). The new
 * source is a copy of SENATI's home page of 2018 kept in the GitHub repository silverfoxy/JSCryptoMinerStudy (file
 * pagesource/senati.edu.pe), whose search form "¿Qué quieres estudiar?" lists SENATI's carreras by family. Row added:
 * - refrigeration and air conditioning (technical; the cell was empty): SENATI's "Mecánico de Refrigeración y Aire
 *   Acondicionado" (family Electrotecnia), at SENATI's Lima address (the form lists sedes across the country without
 *   tying carreras to them; check which sedes teach it).
 * Rows re-read on the same page (SENATI's rows of the first hand-written list, which cited only its home page and were
 * written from memory): Mecatrónica Industrial and Soporte y Mantenimiento de Equipos de Computación (the worklist's two
 * SENATI rows), Mecánico de Mantenimiento, Electricista Industrial, Electrónica Industrial and Soldador Universal, each
 * under the row's name, and the automotive row, now "Mecánico Automotriz" as the form writes it (it was "Mecánica
 * Automotriz"). Their "3 años", written from memory, is taken out (`duration: null`): the form names carreras, not
 * their lengths. Withdrawn: none. Weak source, to replace first: the home-page copy is of 2018 and gives each carrera's
 * name only; check each on SENATI's current carrera pages (length, title awarded, sedes).
 * Searched and not found (this pass): the 2018 home pages of TECSUP and Cibertec in the same crawl (neither
 * pagesource/tecsup.edu.pe nor cibertec.edu.pe, with or without "www.", is stored), so TECSUP's Electrónica y
 * Automatización Industrial and Cibertec's Computación e Informática stay unread; a second social-work master's (the
 * Huacho seed data noted before is a NestJS bootstrap file of specialties by faculty — Bromatología y Nutrición,
 * Ingeniería Pesquera, Ciencias Sociales: "Maestría en Trabajo Social con Mención en Familia" and "… con Mención en
 * Gestión de Rec. Humanos" — found again by an exact-string search, but it names no university and the code corpus did
 * not show its repository, so it has no address to cite; an UNMSM Facultad de Educación posgrado site's data,
 * luiscavibot/educacion-posgrado, lists education and public-management master's, none in social work). Not reached:
 * makeup (technical), animation (graduate) and the Instituto Arzobispo Loayza's Farmacia Técnica.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): gap cells looked for in
 * public GitHub repositories found by their names and fetched whole, then by exact phrases and the code corpus (search
 * tools only; part of about 33 look-ups for eleven countries). Rows added, re-read and withdrawn: none. Searched and
 * not found: the repository SamirDiegoChavezCaceres/sunedu-oferta-academica (not fetchable; its files are a client for
 * SUNEDU's data and sample CSVs of applicants and enrolment, no programme list); an exact-phrase search for "Maestría
 * en Animación" (only CVs and a course exercise, none Peruvian). Not reached: the make-up, welding, refrigeration and
 * social-work graduate cells and the verify rows.
 */
import type { CountryCatalog, Program } from "../types";
import {
  type CatalogPass,
  institutionPage,
  offered,
  listedInstitutions,
  type InstitutionRow,
  taggedPages,
  withPasses,
} from "./define";
import { CATALOG_PE_REGISTRY } from "./pe.generated";

const RETRIEVED = "2026-11-26";

/** [id, official name, city, public/private, official website]; each cites `${id}-site`. */
const INSTITUTIONS: readonly InstitutionRow[] = [
  // universities (SUNEDU)
  ["pe-unmsm", "Universidad Nacional Mayor de San Marcos", "Lima", "public", "https://www.unmsm.edu.pe"],
  ["pe-uni", "Universidad Nacional de Ingeniería", "Lima", "public", "https://www.uni.edu.pe"],
  ["pe-unalm", "Universidad Nacional Agraria La Molina", "Lima", "public", "https://www.lamolina.edu.pe"],
  ["pe-unfv", "Universidad Nacional Federico Villarreal", "Lima", "public", "https://www.unfv.edu.pe"],
  ["pe-une", "Universidad Nacional de Educación Enrique Guzmán y Valle", "Lima", "public", "https://www.une.edu.pe"],
  ["pe-unsa", "Universidad Nacional de San Agustín de Arequipa", "Arequipa", "public", "https://www.unsa.edu.pe"],
  ["pe-unm", "Universidad Nacional de Música", "Lima", "public", "https://www.unm.edu.pe"],
  ["pe-ensad", "Escuela Nacional Superior de Arte Dramático", "Lima", "public", "https://www.ensad.edu.pe"],
  ["pe-adp", "Academia Diplomática del Perú Javier Pérez de Cuéllar", "Lima", "public", "https://www.adp.edu.pe"],
  ["pe-pucp", "Pontificia Universidad Católica del Perú", "Lima", "private", "https://www.pucp.edu.pe"],
  ["pe-upch", "Universidad Peruana Cayetano Heredia", "Lima", "private", "https://www.cayetano.edu.pe"],
  ["pe-up", "Universidad del Pacífico", "Lima", "private", "https://www.up.edu.pe"],
  ["pe-ulima", "Universidad de Lima", "Lima", "private", "https://www.ulima.edu.pe"],
  ["pe-upc", "Universidad Peruana de Ciencias Aplicadas", "Lima", "private", "https://www.upc.edu.pe"],
  ["pe-utec", "Universidad de Ingeniería y Tecnología (UTEC)", "Lima", "private", "https://www.utec.edu.pe"],
  ["pe-utp", "Universidad Tecnológica del Perú", "Lima", "private", "https://www.utp.edu.pe"],
  ["pe-usmp", "Universidad de San Martín de Porres", "Lima", "private", "https://www.usmp.edu.pe"],
  ["pe-urp", "Universidad Ricardo Palma", "Lima", "private", "https://www.urp.edu.pe"],
  ["pe-unife", "Universidad Femenina del Sagrado Corazón (UNIFÉ)", "Lima", "private", "https://www.unife.edu.pe"],
  ["pe-bausate", "Universidad Jaime Bausate y Meza", "Lima", "private", "https://www.bausate.edu.pe"],
  ["pe-ftpcl", "Facultad de Teología Pontificia y Civil de Lima", "Lima", "private", "https://www.ftpcl.edu.pe"],
  ["pe-ucsp", "Universidad Católica San Pablo", "Arequipa", "private", "https://ucsp.edu.pe"],
  ["pe-esan", "Universidad ESAN", "Lima", "private", "https://www.esan.edu.pe"],
  // institutos and escuelas (MINEDU) and SENATI
  [
    "pe-senati",
    "Servicio Nacional de Adiestramiento en Trabajo Industrial (SENATI)",
    "Lima",
    "public",
    "https://www.senati.edu.pe",
  ],
  ["pe-tecsup", "TECSUP", "Lima", "private", "https://www.tecsup.edu.pe"],
  [
    "pe-loayza",
    "Instituto de Educación Superior Arzobispo Loayza",
    "Lima",
    "private",
    "https://www.arzobispoloayza.edu.pe",
  ],
  ["pe-certus", "Instituto de Educación Superior CERTUS", "Lima", "private", "https://www.certus.edu.pe"],
  ["pe-cibertec", "Instituto de Educación Superior Cibertec", "Lima", "private", "https://www.cibertec.edu.pe"],
  ["pe-cenfotur", "Centro de Formación en Turismo (CENFOTUR)", "Lima", "public", "https://www.cenfotur.edu.pe"],
];

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "pe-unmsm-posgrado",
      "Universidad Nacional Mayor de San Marcos, Unidad de Posgrado de Ingeniería Industrial",
      "Maestrías",
      "https://industrial.unmsm.edu.pe",
      "2026-11-27",
    ),
    institutionPage(
      "pe-sise-2026-11-27",
      "Instituto de Educación Superior SISE",
      "Carreras técnicas",
      "https://www.sise.edu.pe",
      "2026-11-27",
    ),
    institutionPage(
      "pe-unmsm-2026-11-27",
      "Universidad Nacional Mayor de San Marcos, Facultad de Derecho y Ciencia Política",
      "Unidad de Posgrado",
      "https://www.unmsm.edu.pe",
      "2026-11-27",
    ),
    institutionPage(
      "pe-unfv-2026-11-27",
      "Universidad Nacional Federico Villarreal, Facultad de Administración",
      "Carreras profesionales",
      "https://www.unfv.edu.pe",
      "2026-11-27",
    ),
    institutionPage("pe-esan-2026-11-27", "Universidad ESAN", "Maestrías", "https://www.esan.edu.pe", "2026-11-27"),
  ],
  institutions: [
    {
      id: "pe-sise",
      country: "PE",
      name: "Instituto de Educación Superior SISE",
      city: "Lima",
      kind: "private",
      website: "https://www.sise.edu.pe",
      source: "pe-sise-2026-11-27",
    },
  ],
  programs: [
    ...offered("pe-unmsm", "graduate", "pe-unmsm-posgrado", [
      ["industrial-engineering", "Maestría en Ingeniería Industrial"],
    ]),
    ...offered("pe-sise", "technical", "pe-sise-2026-11-27", [
      ["pharmacy-technician", "Farmacia Técnica", { duration: "3 años" }],
    ]),
    ...offered("pe-unmsm", "graduate", "pe-unmsm-2026-11-27", [["political-science", "Maestría en Ciencia Política"]]),
    ...offered("pe-unfv", "bachelor", "pe-unfv-2026-11-27", [
      ["public-administration", "Administración Pública"],
      ["business-administration", "Administración de Empresas"],
      ["marketing", "Marketing"],
      ["international-business", "Negocios Internacionales"],
      ["tourism", "Administración de Turismo"],
    ]),
    ...offered("pe-esan", "graduate", "pe-esan-2026-11-27", [
      ["health-services-administration", "Maestría en Gestión de Servicios de Salud"],
    ]),
  ],
};

/** Rows added on 2026-11-28, each resting on a stored page found with the search tools (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "pe-utec-elcomercio-2026-11-28",
      "El Comercio (Lima)",
      "Ciberseguridad: ¿es la carrera universitaria del futuro en un mundo más inseguro?",
      "https://elcomercio.pe/tecnologia/actualidad/ciberseguridad-es-la-carrera-universitaria-del-futuro-en-un-mundo-mas-inseguro-ciberdelitos-seguridad-informatica-internet-noticia",
      "2026-11-28",
    ),
    institutionPage(
      "pe-ilcb-2026-11-28",
      "Instituto Le Cordon Bleu Perú",
      "Noticias: “Hemos logrado apoyar a la gastronomía peruana”; Felicidades Graduados de la Promoción 2018-II",
      "https://cordonbleu.edu.pe/noticia/gastronomia-peruana",
      "2026-11-28",
    ),
  ],
  institutions: [
    {
      id: "pe-ilcb",
      country: "PE",
      name: "Instituto Le Cordon Bleu Perú",
      city: "Lima",
      kind: "private",
      website: "https://www.cordonbleu.edu.pe",
      source: "pe-ilcb-2026-11-28",
    },
  ],
  programs: [
    ...offered("pe-utec", "bachelor", "pe-utec-elcomercio-2026-11-28", [["cybersecurity", "Ciberseguridad"]]),
    ...offered("pe-ilcb", "technical", "pe-ilcb-2026-11-28", [["baking-pastry", "Pastelería"]]),
  ],
};

/** The date of the rows in `ADDED_S24`. */
const ADDED_S24_ON = "2026-11-28";

/** Rows added on 2026-11-28 by a later pass, each resting on a stored copy of a public page (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "pe-unasam-posgrado-2026-11-28",
      "Universidad Nacional Santiago Antúnez de Mayolo, Escuela de Postgrado (plan de tesis; copia en Scribd)",
      "Plan de tesis para optar el grado de Maestro en Ciencias e Ingeniería, Mención en Auditoría y Seguridad Informática (Huaraz, 2020)",
      "https://es.scribd.com/document/615817831/Plan-de-Tesis",
      ADDED_S24_ON,
    ),
  ],
  institutions: [],
  programs: [
    // UNASAM is in SUNEDU's registry (pe-sunedu-033-huaraz); the row takes that id.
    ...offered("pe-sunedu-033-huaraz", "graduate", "pe-unasam-posgrado-2026-11-28", [
      ["cybersecurity", "Maestría en Ciencias e Ingeniería, mención en Auditoría y Seguridad Informática"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";

/** Rows added on 2026-11-28 by a further pass, each resting on a stored copy of a public page (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "pe-cetpro-sanluis-andina-2026-11-28",
      "Agencia Andina",
      "Los CETPRO impulsan el emprendimiento con carreras cortas y gratuitas (CETPRO San Luis, programa de Panificación Industrial)",
      "https://andina.pe/agencia/noticia-los-cetpro-impulsan-emprendimiento-carreras-cortas-y-gratuitas-video-1054208.aspx",
      ADDED_S26_ON,
    ),
    institutionPage(
      "pe-cetpro-sanluis-andina-pan-2026-11-28",
      "Agencia Andina",
      "Pan con chicharrón: fórmate en cocina y panadería en un CETPRO (CETPRO San Luis: cocina, panificación, patronaje, manicure)",
      "https://andina.pe/agencia/noticia-pan-chicharron-formate-cocina-y-panaderia-un-cetpro-1044003.aspx",
      ADDED_S26_ON,
    ),
    institutionPage(
      "pe-solmakeart-2026-11-28",
      "Solmakeart (blog of the school; an interview with its founder Sol Ríos)",
      "Entrevista a Sol Ríos: Promakeart, escuela de maquillaje en Miraflores; la carrera dura 10 meses (julio de 2009)",
      "https://solmakeart.blogspot.com/2009/07",
      ADDED_S26_ON,
    ),
  ],
  institutions: [
    {
      id: "pe-cetpro-sanluis",
      country: "PE",
      name: "CETPRO San Luis (Centro de Educación Técnico-Productiva)",
      city: "Lima",
      kind: "public",
      website: undefined,
      source: "pe-cetpro-sanluis-andina-pan-2026-11-28",
    },
    {
      id: "pe-solmakeart",
      country: "PE",
      name: "Solmakeart, escuela de maquillaje (antes Promakeart)",
      city: "Lima",
      kind: "private",
      website: undefined,
      source: "pe-solmakeart-2026-11-28",
    },
  ],
  programs: [
    ...offered("pe-cetpro-sanluis", "technical", "pe-cetpro-sanluis-andina-2026-11-28", [
      ["baking-pastry", "Panificación Industrial"],
    ]),
    ...offered("pe-solmakeart", "technical", "pe-solmakeart-2026-11-28", [
      ["makeup-artistry", "Carrera de maquillaje", { duration: "10 meses" }],
    ]),
  ],
};

/** The date of the pages read by the verification pass `VERIFIED_S27`. */
const VERIFIED_S27_ON = "2026-11-28";

/**
 * Session 27's verification pass (2026-11-28): hand-written rows of the first passes, written without reading their page,
 * that a stored page now confirms (see the header). No row was withdrawn. It applies to the hand-written rows (their own
 * ids) before they meet the registry import.
 */
const VERIFIED_S27: CatalogPass = {
  sources: [
    institutionPage(
      "pe-unm-gestion-s27v",
      "Gestión (Lima)",
      "Universidad Nacional de Música obtiene licenciamiento y proyecta expansión (21 de noviembre de 2025)",
      "https://gestion.pe/peru/universidad-nacional-de-musica-obtiene-licenciamiento-y-proyecta-expansion-noticia/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "pe-unfv-guia-2020-s27v",
      "Universidad Nacional Federico Villarreal, Facultad de Administración",
      "Guía del Estudiante 2020 (planes de estudio de las cinco carreras profesionales de la Facultad)",
      "https://es.scribd.com/document/556258603/GUIA-DEL-ESTUDIANTE-2020",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "pe-sise-farmacia-s27v",
      "Instituto de Educación Superior SISE",
      "¿Cuánto dura la carrera de Farmacia Técnica? (blog, 31 de agosto de 2025)",
      "https://www.sise.edu.pe/blog/cuanto-dura-carrera-farmacia-tecnica",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    { institution: "pe-unm", career: "music", level: "bachelor", source: "pe-unm-gestion-s27v" },
    { institution: "pe-unm", career: "music-education", level: "bachelor", source: "pe-unm-gestion-s27v" },
    { institution: "pe-unfv", career: "public-administration", level: "bachelor", source: "pe-unfv-guia-2020-s27v" },
    { institution: "pe-unfv", career: "marketing", level: "bachelor", source: "pe-unfv-guia-2020-s27v" },
    { institution: "pe-unfv", career: "business-administration", level: "bachelor", source: "pe-unfv-guia-2020-s27v" },
    { institution: "pe-unfv", career: "international-business", level: "bachelor", source: "pe-unfv-guia-2020-s27v" },
    { institution: "pe-unfv", career: "tourism", level: "bachelor", source: "pe-unfv-guia-2020-s27v" },
    {
      institution: "pe-sise",
      career: "pharmacy-technician",
      level: "technical",
      source: "pe-sise-farmacia-s27v",
    },
  ],
  withdrawn: [],
};

const LISTED = listedInstitutions("PE", INSTITUTIONS, {
  title: "Oferta académica (página oficial)",
  retrieved: RETRIEVED,
});

/** The hand-written rows, before they meet the registry import. */
const HAND: CountryCatalog = {
  country: "PE",
  sources: [...LISTED.sources, ...ADDED.sources, ...ADDED_28.sources, ...ADDED_S24.sources, ...ADDED_S26.sources],
  institutions: [
    ...LISTED.institutions,
    ...ADDED.institutions,
    ...ADDED_28.institutions,
    ...ADDED_S24.institutions,
    ...ADDED_S26.institutions,
  ],
  programs: [
    // ---------------------------------------------------------------- public universities
    ...offered("pe-unmsm", "bachelor", "pe-unmsm-site", [
      ["medicine", "Medicina Humana", { duration: "7 años" }],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Farmacia y Bioquímica"],
      ["clinical-laboratory-science", "Tecnología Médica, área de Laboratorio Clínico y Anatomía Patológica"],
      ["physical-therapy", "Tecnología Médica, área de Terapia Física y Rehabilitación"],
      ["occupational-therapy", "Tecnología Médica, área de Terapia Ocupacional"],
      ["nutrition", "Nutrición"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración"],
      ["accounting", "Contabilidad"],
      ["international-business", "Administración de Negocios Internacionales"],
      ["tourism", "Administración de Turismo"],
      ["political-science", "Ciencia Política"],
      ["sociology", "Sociología"],
      ["anthropology", "Antropología"],
      ["social-work", "Trabajo Social"],
      ["history", "Historia"],
      ["philosophy", "Filosofía"],
      ["literature", "Literatura"],
      ["library-science", "Bibliotecología y Ciencias de la Información"],
      ["communication-studies", "Comunicación Social"],
      ["fine-arts", "Arte"],
      ["dance", "Danza"],
      ["civil-engineering", "Ingeniería Civil"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["telecommunications-engineering", "Ingeniería de Telecomunicaciones"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["mining-engineering", "Ingeniería de Minas"],
      ["geology", "Ingeniería Geológica"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["software-engineering", "Ingeniería de Software"],
      ["computer-science", "Ciencia de la Computación"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["food-engineering", "Ingeniería Agroindustrial"],
      ["biology", "Ciencias Biológicas"],
      ["chemistry", "Química"],
      ["physics", "Física"],
      ["mathematics", "Matemática"],
      ["statistics", "Estadística"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["early-childhood-education", "Educación Inicial"],
      ["primary-education", "Educación Primaria"],
      ["physical-education", "Educación Física"],
    ]),
    ...offered("pe-uni", "bachelor", "pe-uni-site", [
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["mining-engineering", "Ingeniería de Minas"],
      ["geology", "Ingeniería Geológica"],
      ["petroleum-engineering", "Ingeniería de Petróleo y Gas Natural"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["computer-science", "Ciencia de la Computación"],
      ["telecommunications-engineering", "Ingeniería de Telecomunicaciones"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["architecture", "Arquitectura"],
      ["physics", "Física"],
      ["mathematics", "Matemática"],
      ["chemistry", "Química"],
      ["statistics", "Ingeniería Estadística"],
      ["economics", "Ingeniería Económica"],
    ]),
    ...offered("pe-unalm", "bachelor", "pe-unalm-site", [
      ["agronomy", "Agronomía"],
      ["forestry-engineering", "Ingeniería Forestal"],
      ["animal-science", "Zootecnia"],
      ["agricultural-engineering", "Ingeniería Agrícola"],
      ["food-engineering", "Ingeniería en Industrias Alimentarias"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["biology", "Biología"],
      ["economics", "Economía"],
      ["statistics", "Estadística e Informática"],
      ["business-administration", "Gestión Empresarial"],
    ]),
    ...offered("pe-unalm", "graduate", "pe-unalm-site", [
      ["environmental-science", "Maestría en Ciencias Ambientales", { duration: "2 años" }],
      ["statistics", "Maestría en Estadística Aplicada", { duration: "2 años" }],
    ]),
    ...offered("pe-unfv", "bachelor", "pe-unfv-site", [
      ["medicine", "Medicina", { duration: "7 años" }],
      ["nursing", "Enfermería"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["occupational-therapy", "Tecnología Médica en Terapia Ocupacional"],
      ["speech-therapy", "Tecnología Médica en Terapia de Lenguaje"],
      ["physical-therapy", "Tecnología Médica en Terapia Física y Rehabilitación"],
      ["social-work", "Trabajo Social"],
      ["sociology", "Sociología"],
    ]),
    ...offered("pe-une", "bachelor", "pe-une-site", [
      ["early-childhood-education", "Educación Inicial"],
      ["primary-education", "Educación Primaria"],
      ["physical-education", "Educación Física"],
    ]),
    ...offered("pe-unsa", "bachelor", "pe-unsa-site", [
      ["medicine", "Medicina", { duration: "7 años" }],
      ["nursing", "Enfermería"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["accounting", "Contabilidad"],
      ["business-administration", "Administración"],
      ["hotel-management", "Turismo y Hotelería"],
      ["tourism", "Turismo y Hotelería"],
      ["social-work", "Trabajo Social"],
      ["sociology", "Sociología"],
      ["anthropology", "Antropología"],
      ["history", "Historia"],
      ["philosophy", "Filosofía"],
      ["communication-studies", "Ciencias de la Comunicación"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["geology", "Ingeniería Geológica"],
      ["mining-engineering", "Ingeniería de Minas"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["computer-science", "Ciencia de la Computación"],
      ["biology", "Biología"],
      ["agronomy", "Agronomía"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["chemistry", "Química"],
    ]),
    ...offered("pe-unm", "bachelor", "pe-unm-site", [
      ["music", "Música"],
      ["music-education", "Educación Musical"],
    ]),
    ...offered("pe-ensad", "bachelor", "pe-ensad-site", [["theatre", "Actuación"]]),
    ...offered("pe-adp", "graduate", "pe-adp-site", [
      ["international-relations", "Maestría en Diplomacia y Relaciones Internacionales", { duration: "2 años" }],
    ]),
    // ---------------------------------------------------------------- private universities
    ...offered("pe-pucp", "bachelor", "pe-pucp-site", [
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["finance", "Finanzas"],
      ["business-administration", "Gestión Empresarial"],
      ["public-administration", "Gestión Pública"],
      ["accounting", "Contabilidad"],
      ["psychology", "Psicología"],
      ["sociology", "Sociología"],
      ["anthropology", "Antropología"],
      ["political-science", "Ciencia Política y Gobierno"],
      ["history", "Historia"],
      ["philosophy", "Filosofía"],
      ["literature", "Literatura Hispánica"],
      ["library-science", "Ciencias de la Información"],
      ["journalism", "Periodismo"],
      ["advertising", "Publicidad"],
      ["communication-studies", "Comunicación para el Desarrollo"],
      ["film", "Comunicación Audiovisual"],
      ["architecture", "Arquitectura"],
      ["graphic-design", "Diseño Gráfico"],
      ["industrial-design", "Diseño Industrial"],
      ["textile-design", "Arte, Moda y Diseño Textil"],
      ["fine-arts", "Pintura"],
      ["music", "Música"],
      ["dance", "Danza"],
      ["theatre", "Teatro"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["environmental-engineering", "Ingeniería Ambiental y Sostenible"],
      ["mining-engineering", "Ingeniería de Minas"],
      ["geology", "Ingeniería Geológica"],
      ["information-systems", "Ingeniería Informática"],
      ["telecommunications-engineering", "Ingeniería de las Telecomunicaciones"],
      ["biomedical-engineering", "Ingeniería Biomédica"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["chemistry", "Química"],
      ["statistics", "Estadística"],
      ["early-childhood-education", "Educación Inicial"],
      ["primary-education", "Educación Primaria"],
    ]),
    ...offered("pe-pucp", "graduate", "pe-pucp-site", [
      ["business-administration", "MBA Gerencial (CENTRUM PUCP)", { duration: "2 años" }],
      ["human-resources", "Maestría en Relaciones Laborales", { duration: "2 años" }],
      ["public-administration", "Maestría en Gestión Pública", { duration: "2 años" }],
      ["political-science", "Maestría en Ciencia Política y Gobierno", { duration: "2 años" }],
      ["economics", "Maestría en Economía", { duration: "2 años" }],
      ["statistics", "Maestría en Estadística", { duration: "2 años" }],
      ["information-systems", "Maestría en Informática", { duration: "2 años" }],
      ["industrial-engineering", "Maestría en Ingeniería Industrial", { duration: "2 años" }],
      ["environmental-science", "Maestría en Desarrollo Ambiental", { duration: "2 años" }],
      ["mathematics-teaching", "Maestría en Enseñanza de las Matemáticas", { duration: "2 años" }],
      ["communication-studies", "Maestría en Comunicaciones", { duration: "2 años" }],
    ]),
    ...offered("pe-upch", "bachelor", "pe-upch-site", [
      ["medicine", "Medicina", { duration: "7 años" }],
      ["nursing", "Enfermería"],
      ["dentistry", "Estomatología"],
      ["pharmacy", "Farmacia y Bioquímica"],
      ["nutrition", "Nutrición"],
      ["clinical-laboratory-science", "Tecnología Médica, especialidad Laboratorio Clínico"],
      ["physical-therapy", "Tecnología Médica, especialidad Terapia Física y Rehabilitación"],
      ["psychology", "Psicología"],
      ["biology", "Biología"],
      ["chemistry", "Química"],
      ["veterinary-medicine", "Medicina Veterinaria y Zootecnia"],
      ["biomedical-engineering", "Ingeniería Biomédica"],
    ]),
    ...offered("pe-up", "bachelor", "pe-up-site", [
      ["economics", "Economía"],
      ["business-administration", "Administración"],
      ["accounting", "Contabilidad"],
      ["finance", "Finanzas"],
      ["marketing", "Marketing"],
      ["international-business", "Negocios Internacionales"],
      ["law", "Derecho"],
      ["information-systems", "Ingeniería de la Información"],
      ["industrial-engineering", "Ingeniería Empresarial"],
    ]),
    ...offered("pe-up", "graduate", "pe-up-site", [
      ["business-administration", "MBA", { duration: "2 años" }],
      ["finance", "Maestría en Finanzas", { duration: "2 años" }],
      ["marketing", "Maestría en Marketing", { duration: "2 años" }],
      ["economics", "Maestría en Economía", { duration: "2 años" }],
      ["public-administration", "Maestría en Gestión Pública", { duration: "2 años" }],
      ["logistics", "Maestría en Supply Chain Management", { duration: "2 años" }],
    ]),
    ...offered("pe-ulima", "bachelor", "pe-ulima-site", [
      ["business-administration", "Administración"],
      ["accounting", "Contabilidad y Finanzas"],
      ["finance", "Contabilidad y Finanzas"],
      ["economics", "Economía"],
      ["marketing", "Marketing"],
      ["international-business", "Negocios Internacionales"],
      ["law", "Derecho"],
      ["psychology", "Psicología"],
      ["communication-studies", "Comunicación"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
    ]),
    ...offered("pe-upc", "bachelor", "pe-upc-site", [
      ["medicine", "Medicina", { duration: "7 años" }],
      ["nutrition", "Nutrición y Dietética"],
      ["physical-therapy", "Terapia Física"],
      ["dentistry", "Odontología"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["marketing", "Administración y Marketing"],
      ["human-resources", "Administración y Recursos Humanos"],
      ["international-business", "Negocios Internacionales"],
      ["economics", "Economía y Finanzas"],
      ["international-relations", "Relaciones Internacionales"],
      ["advertising", "Comunicación y Publicidad"],
      ["journalism", "Comunicación y Periodismo"],
      ["film", "Comunicación Audiovisual y Medios Interactivos"],
      ["graphic-design", "Diseño Profesional Gráfico"],
      ["translation", "Traducción e Interpretación Profesional"],
      ["music", "Música"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["software-engineering", "Ingeniería de Software"],
      ["computer-science", "Ciencias de la Computación"],
      ["information-systems", "Ingeniería de Sistemas de Información"],
    ]),
    ...offered("pe-utec", "bachelor", "pe-utec-site", [
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["civil-engineering", "Ingeniería Civil"],
      ["chemical-engineering", "Ingeniería Química"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["biomedical-engineering", "Bioingeniería"],
      ["computer-science", "Ciencia de la Computación"],
      ["data-science", "Ciencia de Datos"],
    ]),
    ...offered("pe-utp", "bachelor", "pe-utp-site", [
      ["cybersecurity", "Ingeniería de Seguridad y Auditoría Informática"],
      ["software-engineering", "Ingeniería de Software"],
      ["information-systems", "Ingeniería de Sistemas e Informática"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Contabilidad"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["architecture", "Arquitectura"],
    ]),
    ...offered("pe-usmp", "bachelor", "pe-usmp-site", [
      ["medicine", "Medicina Humana", { duration: "7 años" }],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["law", "Derecho"],
      ["psychology", "Psicología"],
      ["communication-studies", "Ciencias de la Comunicación"],
      ["hotel-management", "Turismo y Hotelería"],
      ["tourism", "Turismo y Hotelería"],
      ["accounting", "Contabilidad y Finanzas"],
      ["economics", "Economía"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería de Computación y Sistemas"],
    ]),
    ...offered("pe-urp", "bachelor", "pe-urp-site", [
      ["translation", "Traducción e Interpretación"],
      ["hotel-management", "Turismo, Hotelería y Gastronomía"],
      ["architecture", "Arquitectura"],
      ["medicine", "Medicina Humana", { duration: "7 años" }],
      ["psychology", "Psicología"],
      ["biology", "Biología"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
    ]),
    ...offered("pe-unife", "bachelor", "pe-unife-site", [
      ["early-childhood-education", "Educación Inicial"],
      ["special-education", "Educación Especial"],
      ["translation", "Traducción e Interpretación"],
      ["psychology", "Psicología"],
      ["nutrition", "Nutrición y Dietética"],
    ]),
    ...offered("pe-bausate", "bachelor", "pe-bausate-site", [["journalism", "Periodismo"]]),
    ...offered("pe-ftpcl", "bachelor", "pe-ftpcl-site", [["theology", "Teología"]]),
    ...offered("pe-ucsp", "bachelor", "pe-ucsp-site", [
      ["computer-science", "Ciencia de la Computación"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["law", "Derecho"],
      ["psychology", "Psicología"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["civil-engineering", "Ingeniería Civil"],
    ]),
    ...offered("pe-esan", "graduate", "pe-esan-site", [
      ["business-administration", "MBA (Maestría en Administración)", { duration: "2 años" }],
      ["finance", "Maestría en Finanzas", { duration: "2 años" }],
      ["marketing", "Maestría en Marketing", { duration: "2 años" }],
      ["human-resources", "Maestría en Organización y Dirección de Personas", { duration: "2 años" }],
      ["logistics", "Maestría en Supply Chain Management", { duration: "2 años" }],
      ["public-administration", "Maestría en Gestión Pública", { duration: "2 años" }],
      ["information-systems", "Maestría en Dirección de Tecnologías de Información", { duration: "2 años" }],
    ]),
    // ---------------------------------------------------------------- technical (MINEDU, SENATI)
    ...offered("pe-senati", "technical", "pe-senati-site", [
      ["automotive-mechanics", "Mecánica Automotriz", { duration: "3 años" }],
      ["industrial-maintenance", "Mecánico de Mantenimiento", { duration: "3 años" }],
      ["electrical-technician", "Electricista Industrial", { duration: "3 años" }],
      ["electronics-technician", "Electrónica Industrial", { duration: "3 años" }],
      ["welding-technology", "Soldador Universal", { duration: "3 años" }],
      ["mechatronics-technician", "Mecatrónica Industrial", { duration: "3 años" }],
      ["it-support-technician", "Soporte y Mantenimiento de Equipos de Computación", { duration: "3 años" }],
    ]),
    ...offered("pe-tecsup", "technical", "pe-tecsup-site", [
      ["electrical-technician", "Electrotecnia Industrial", { duration: "3 años" }],
      ["electronics-technician", "Electrónica y Automatización Industrial", { duration: "3 años" }],
      ["mechatronics-technician", "Electrónica y Automatización Industrial", { duration: "3 años" }],
      ["industrial-maintenance", "Mantenimiento de Maquinaria de Planta", { duration: "3 años" }],
      ["mining-technician", "Operaciones Mineras", { duration: "3 años" }],
      ["programming-technician", "Diseño y Desarrollo de Software", { duration: "3 años" }],
      ["network-technician", "Administración de Redes y Comunicaciones", { duration: "3 años" }],
    ]),
    ...offered("pe-loayza", "technical", "pe-loayza-site", [
      ["nursing-technician", "Enfermería Técnica", { duration: "3 años" }],
      ["pharmacy-technician", "Farmacia Técnica", { duration: "3 años" }],
      ["laboratory-technician", "Laboratorio Clínico y Anatomía Patológica", { duration: "3 años" }],
    ]),
    ...offered("pe-certus", "technical", "pe-certus-site", [
      ["accounting-technician", "Contabilidad", { duration: "3 años" }],
      ["banking-technician", "Administración de Negocios Bancarios y Financieros", { duration: "3 años" }],
    ]),
    ...offered("pe-cibertec", "technical", "pe-cibertec-site", [
      ["programming-technician", "Computación e Informática", { duration: "3 años" }],
      ["it-support-technician", "Computación e Informática", { duration: "3 años" }],
    ]),
    ...offered("pe-cenfotur", "technical", "pe-cenfotur-site", [["culinary-arts", "Cocina", { duration: "3 años" }]]),
    ...ADDED.programs,
    ...ADDED_28.programs,
    ...ADDED_S24.programs,
    ...ADDED_S26.programs,
  ],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row it bears out (see the header). */
const S28 = {
  unmsmTm: s28(
    "pe-unmsm-tecnologia-medica-laboratorio",
    "Universidad Nacional Mayor de San Marcos, Facultad de Medicina, Escuela Profesional de Tecnología Médica (a thesis read in a copy on studenta.com)",
    "A. L. Sandoval Camacho, Nivel de cumplimiento de los registros de laboratorio clínico, según la norma ISO 15189:2014 (tesis para optar el Título Profesional de Licenciada en Tecnología Médica en el área de Laboratorio Clínico y Anatomía Patológica), 2022",
    "https://es.studenta.com/content/132641123/sandoval-ca",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): a further hand-written row written without reading its page, re-pointed
 * to a stored page that names the program at the institution and level (see the header). No row was withdrawn. It applies
 * to the hand-written rows (their own ids) before they meet the registry import.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    {
      institution: "pe-unmsm",
      career: "clinical-laboratory-science",
      level: "bachelor",
      source: S28.unmsmTm.id,
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row it bears out (see the header). */
const S28B = {
  unmsmCienciaPolitica: s28b(
    "pe-unmsm-maestria-ciencia-politica-expreso",
    "Expreso (Lima)",
    "Escuela de Ciencia Política de la Universidad Mayor de San Marcos cumple 23 años: Francisco Miró Quesada Rada (en fecha reciente se ha creado la maestría en ciencia política)",
    "https://www.expreso.com.pe/cultural/escuela-de-ciencia-politica-de-la-universidad-mayor-de-san-marcos-cumple-23-anos-francisco-miro-quesada-rada-noticia/1130802/",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): one more hand-written row written without reading its page,
 * re-pointed to a stored page that names the program at the institution and level (see the header). No row was
 * withdrawn. It applies to the hand-written rows (their own ids) before they meet the registry import.
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [
    {
      institution: "pe-unmsm",
      career: "political-science",
      level: "graduate",
      source: S28B.unmsmCienciaPolitica.id,
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30C` pass (its id ends in `-s30c`). */
const s30c = taggedPages("s30c", "2026-11-28");

/** The pages the session-30 third pass read, one per row it bears out (see the header). */
const S30C = {
  senatiHome: s30c(
    "pe-senati-home-2018",
    "SENATI (home page stored in the JSCryptoMinerStudy crawl, 2018)",
    "SENATI, home page (www.senati.edu.pe, 2018): search form ¿Qué quieres estudiar?, its list of carreras by family (Electrotecnia: Electricista Industrial, Electrónica Industrial, Mecánico de Refrigeración y Aire Acondicionado, Mecatrónica Industrial; Mecánica Automotriz: Mecánico Automotriz; Metalmecánica: Mecánico de Mantenimiento, Soldador Universal; Tecnologías de la Información: Soporte y Mantenimiento de Equipos de Computación …)",
    "https://github.com/silverfoxy/JSCryptoMinerStudy/blob/afccd315654b9e4091c20fd0c385a89b1bbb3b3c/pagesource/senati.edu.pe",
  ),
};

/**
 * Session 30's third pass (2026-11-28): SENATI's carrera in refrigeration and air conditioning added, and SENATI's rows
 * written from memory re-read, on a 2018 copy of SENATI's home page whose search form lists its carreras (see the header).
 * The lengths written from memory are taken out (the page states none). No row was withdrawn.
 */
const VERIFIED_S30C: CatalogPass = {
  sources: Object.values(S30C),
  programs: [
    ...offered("pe-senati", "technical", S30C.senatiHome.id, [
      ["refrigeration-air-conditioning", "Mecánico de Refrigeración y Aire Acondicionado"],
    ]),
  ],
  reread: [
    ...(
      [
        "industrial-maintenance",
        "electrical-technician",
        "electronics-technician",
        "welding-technology",
        "mechatronics-technician",
        "it-support-technician",
      ] as const
    ).map((career) => ({
      institution: "pe-senati",
      career,
      level: "technical" as const,
      source: S30C.senatiHome.id,
      set: { duration: null },
    })),
    {
      institution: "pe-senati",
      career: "automotive-mechanics",
      level: "technical",
      source: S30C.senatiHome.id,
      set: { name: "Mecánico Automotriz", duration: null },
    },
  ],
  withdrawn: [],
};

/** The hand-written rows with the later passes applied (their rows re-pointed to the pages read). */
const HAND_READ: CountryCatalog = withPasses(HAND, VERIFIED_S27, VERIFIED_S28, VERIFIED_S28B, VERIFIED_S30C);

/** Hand-listed universities that the SUNEDU import lists too (SUNEDU's CODIGO_ENTIDAD and campus town). */
const REGISTRY_ID: Record<string, string> = {
  "pe-unmsm": "pe-sunedu-001-lima",
  "pe-uni": "pe-sunedu-006-lima",
  "pe-unalm": "pe-sunedu-007-lima",
  "pe-une": "pe-sunedu-025-lima",
  "pe-unsa": "pe-sunedu-005-arequipa",
  "pe-pucp": "pe-sunedu-008-lima",
  "pe-upch": "pe-sunedu-014-lima",
  "pe-up": "pe-sunedu-017-lima",
  "pe-ulima": "pe-sunedu-018-lima",
  "pe-upc": "pe-sunedu-054-lima",
  "pe-utec": "pe-sunedu-132-lima",
  "pe-utp": "pe-sunedu-065-lima",
  "pe-usmp": "pe-sunedu-019-lima",
  "pe-urp": "pe-sunedu-030-lima",
  "pe-unife": "pe-sunedu-020-lima",
  "pe-bausate": "pe-sunedu-100-lima",
  "pe-ucsp": "pe-sunedu-062-arequipa",
  "pe-esan": "pe-sunedu-079-lima",
};

const inRegistry = new Set(CATALOG_PE_REGISTRY.institutions.map((u) => u.id));
const registryIdOf = (id: string) => {
  const rid = REGISTRY_ID[id];
  return rid && inRegistry.has(rid) ? rid : id;
};
const registryGives = new Set(CATALOG_PE_REGISTRY.programs.map((p) => `${p.institution}|${p.career}|${p.level}`));
const handPrograms: Program[] = HAND_READ.programs
  .map((p) => ({ ...p, institution: registryIdOf(p.institution) }))
  .filter((p) => !registryGives.has(`${p.institution}|${p.career}|${p.level}`));
const handInstitutions = HAND_READ.institutions.filter((u) => registryIdOf(u.id) === u.id);
const cited = new Set([...handPrograms.map((p) => p.source), ...handInstitutions.map((u) => u.source)]);

export const CATALOG_PE: CountryCatalog = {
  country: "PE",
  sources: [...CATALOG_PE_REGISTRY.sources, ...HAND_READ.sources.filter((s) => cited.has(s.id))],
  institutions: [...CATALOG_PE_REGISTRY.institutions, ...handInstitutions],
  programs: [...CATALOG_PE_REGISTRY.programs, ...handPrograms],
};
