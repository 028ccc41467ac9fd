/**
 * Where to study in PR: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Most rows come from the U.S. Department of Education's College Scorecard "Field of Study" data
 * (public domain), imported by scripts/data/import-college-scorecard.ts into pr.generated.ts:
 * program names are the registry's CIP series titles with the credential awarded.
 *
 * The CIP series cannot tell some careers apart (software engineering from computer science, music
 * education from music…), so the rows below are hand-written from the institutions' own program
 * pages, for institutions the registry already lists (they keep their registry id). They were
 * written on 2026-11-26 from knowledge of the institutions' published programs, not re-read online
 * (this machine has no internet). The rows of the second part of HAND (Inter American University's
 * pharmacy technician certificate at three campuses, its tourism bachelor's at Barranquitas and Fajardo
 * and music education at San Germán; physical education at UPR, political science at UPR
 * Río Piedras; Instituto Educativo Premier's professional make-up course; the Polytechnic University's
 * Master of Engineering in Manufacturing Engineering) were written on 2026-11-27
 * in the same way: from knowledge of the institutions' published programs, not re-read online.
 * Rows to check first: Instituto Educativo Premier "Maquillaje Profesional" (seen in its 2017-2018
 * catalogue; check it is still offered); the Polytechnic University's manufacturing engineering master's,
 * listed for industrial engineering (check the program's current name).
 * The row dated 2026-11-28 (Universidad Adventista de las Antillas' four-year bachelor's in cardiopulmonary
 * science, listed under respiratory therapy) rests on knowledge of the university's programs and on a stored
 * news page (Adventist Review, 2023: the program's CoARC accreditation, "bachelor's degree in cardiopulmonary
 * science"); it cites the university's site. Check first its official Spanish title.
 * The second set of 2026-11-28 rows (entries with a `page`: the elementary-teacher bachelor's of Inter American
 * University at its Metropolitan campus and of UPR Río Piedras, listed under primary education) rests on stored
 * pages found with the search tools, not re-read online (this machine has no internet): Inter's General Catalog
 * 2025-2026 page "Early Childhood Education: Elementary Level (K-5) (BA)", which names the campuses authorized to
 * offer it (Aguadilla, Arecibo, Metropolitan, Ponce, San Germán), cited as the row's source; and UPR Río Piedras'
 * Academic Senate Certificación Núm. 62 (2019-2020), which consolidated the K-3 and 4-6 elementary bachelor's into
 * the "Bachillerato en Artes en Educación con Concentración en el Nivel Elemental" (read in a stored copy at
 * vdocuments.co; the row cites the Senate's site). Titles to check first: Inter's Spanish title of the K-5 program
 * and whether the Metropolitan campus still admits to it; UPR Río Piedras' current name of the consolidated program.
 * Also of 2026-11-28, listed under theatre: the Pontifical Catholic University's "Bachillerato en Teatro con
 * especialidad en Artes Escénicas" (named in its own Boletín Informativo of October 2015, stored, cited as the row's
 * source) and Sagrado Corazón's bachelor's in theatre (one of the eight bachelor's of its Escuela de Artes, Diseño e
 * Industrias Creativas named in a stored news page, islanewspr.com; the row cites Sagrado's site). Check first that
 * PUCPR's program still takes students under that title, and Sagrado's official title.
 * The `ADDED_S24` rows, dated 2026-11-28, were read from stored copies of public pages found with the search tools (this
 * machine has no internet; the pages were not re-read online), each cited as its row's source: Inter American
 * University's Bachelor of Science in Cyber Security, which its General Catalog 2024-2025 page "Cyber Security (BS)" says
 * the Bayamón Campus is authorized to offer; and the Polytechnic University's graduate certificate in Inteligencia
 * Artificial y Análisis de Datos (listed for data science), named among its "certificados graduados" (with Resguardo y
 * Seguridad de la Información and Informática Forense) by its vice-president of student services in a sponsored page of
 * El Nuevo Día's Brand Studio paid for by the university. Check first: the Spanish title of Inter's program; the exact
 * title, credits and current intake of the Polytechnic's certificate (the page gives no program page of its own).
 * The `ADDED_S24B` row, dated 2026-11-28, was likewise read from a stored copy of a public page found with the search
 * tools (not re-read online): the Polytechnic University's own page "Information Assurance and Security"
 * (https://www.pupr.edu/information-assurance-and-security/), which gives the curriculum of its BS in Computer Science
 * with a 12-credit Cybersecurity Track (122 credits in all; its BS in Computer Engineering has a 9-credit track), written
 * for its NSA/DHS Center of Academic Excellence in cybersecurity designation; listed under cybersecurity as the second
 * PR institution beside Inter Bayamón. Its source id carries the suffix "-s24b" (the `tag` of its entry) so that it does
 * not merge with the S24 pass's El Nuevo Día page for the same university and date. Check first: that the track is still
 * offered and how the award is titled (the degree is in computer science, the track a concentration within it). Left out
 * after searching: a second PR make-up school (Inter Barranquitas' Associate of Arts in Integral Beauty covers make-up
 * only as one element of cosmetology; the Politécnico Amigó's make-up course is a secondary-school vocational course);
 * PR computer-repair and radio-television technical programmes (the catalogues found, PTI's and Liceo de Arte, Diseño y
 * Comercio's, could not be read past their opening; UPR Arecibo's tele-radial communication degree is a bachelor's);
 * a graduate political science, data science or animation programme at a second PR institution; a veterinary degree
 * (none found in PR).
 * A later S25 pass (2026-11-28, thesis repositories of UPR, Inter, Sagrado Corazón, Ana G. Méndez and Albizu) added no
 * rows and no block. No repository item records are stored, and only the opening of each stored page can be read: Inter's
 * Technical Certificate Programs Catalog pages and the catalogues of Dewey University, UNITEC and PTI copied to document
 * sites stop before their program lists. The Atlantic University Institutional Catalog 2022-2024 (its own issuu account)
 * opens on its undergraduate departments only (a Bachelor's Degree in Science in Digital Animation), so it gives no graduate
 * animation program. UPR Río Piedras' new master's degree of 2022 (newsismybusiness.com) is in Computer Science, not data
 * science. Left out for want of a readable page: graduate political science and data science at a second institution, IT
 * support, radio-television and make-up technical programs.
 * An S26 pass (2026-11-28) worked the same short cells (make-up and IT-support technical, radio-television technical,
 * graduate political science, data science and animation, veterinary medicine) with the search tools (this machine has no
 * internet access). It added no rows and no block, and the session's search budget ran out after about 48 look-ups. Pages
 * read that do not fit a short cell: Primera Hora's page "El Liceo de Arte y Tecnología promueve la excelencia en carreras
 * cortas" (14 programs of 8 to 16 months, among them Cinematografía Digital, Diseño Gráfico, Cosmetología, Barbería,
 * Artes Culinarias, Electricidad con Energía Renovable and Pet Grooming; no make-up, computer-repair or radio-TV program
 * named); UPR Arecibo's Tele-Radial Communication advising page (upra.edu/comunicaciones/consejeria-academica: the
 * Bachillerato en Tecnología en Comunicación Tele-Radial of 128 credits, a bachelor's rather than a technical program);
 * Primera Hora on UPR Mayagüez's 18-credit Certificado en Cine (film, not radio-television); Inter's Associate of Arts in
 * Integral Beauty (Barranquitas; make-up is one of four beauty disciplines in it, as the S24B pass found); elpreg.org on
 * Ana G. Méndez's planned computer-repair programs (at its Washington/Maryland site, not in Puerto Rico); Atlantic
 * University's catalogs and pages (undergraduate animation and video-game degrees only). The College Scorecard file
 * lists Political Science and Government in Puerto Rico at the bachelor's level only, so it gives no second graduate
 * program either. Catalogs that are stored but can be read only up to their opening pages: Caribbean University's
 * Catálogo División Carreras Cortas 2018-2023 (Scribd), American Educational College's Catálogo General 2012-2015
 * (expydoc), Liceo de Arte y Tecnología's Catálogo 2015-2016 (pdfslide.es), Universidad del Este's School of Technical
 * Professional Studies certificate catalog 2009-2012 (readbag), the Instituto de Banca y Comercio general catalogs of
 * 2010-2018 (yumpu, doczz; the institute joined NUC in 2018, per El Nuevo Día) and a 2018-2019 catalog of a San Juan and
 * Bayamón school (Scribd, "Catalogo Oficial 2018-2019"). Left out: all the short cells above. Their program lists could
 * give IT-support, make-up and radio-TV technical rows once they can be read in full.
 * A search pass of 2026-11-28 (session 27) worked the graduate cells (animation, data science, political science) and the
 * make-up, IT-support and radio-TV technical cells again with the search tools (this machine has no internet access) and
 * added no rows and no `ADDED_S27` entries. Pages read: Atlantic University's Institutional Catalog 2022-2024 and 2017-2020
 * on issuu and its 2013-2016 and 2016-2019 catalogues on slidelegend and pdfslide (their openings list undergraduate
 * departments, with a Bachelor's Degree in Science in Digital Animation, and a "Graduate Studies" section whose programmes are
 * not in the opening), and its own page of the Bachelor in Science of Art and Design of Video Game; Inter American
 * University's Graduate Catalog pages on smartcatalogiq (admission, study modalities; no data-science programme named) and
 * its Orlando Cyber Study Center supplements; newsismybusiness.com on UPR Río Piedras' master's in Computer Science (not data
 * science, as S25 found); the D'Mart Institute's General Catalog 2015-2017 (doczz, vdocument) and Academia Serrant's Catálogo y
 * Manual Institucional 2011-2012 (vdocuments), which can be read only up to their tables of contents; Inter's Associate of
 * Arts in Integral Beauty (Barranquitas; make-up is one of its four disciplines, as S24B found); the cosmetology page of a
 * beauty academy in Juana Díaz (ebajuanadiaz.com; cosmetology, with make-up as one skill, and not a registry institution).
 * Check first: nothing new; the D'Mart and Serrant catalogues' programme lists, and Atlantic University's graduate studies
 * section, once they can be read in full.
 * Left out: all the short cells (make-up, IT-support and radio-TV technical, graduate animation, a second graduate data-science
 * and political-science programme, veterinary medicine). The Colegio de Cinematografía, Artes y Televisión (registry 430935)
 * may teach radio-television production, but no page of its own or about its programmes was found.
 * A verification pass of 2026-11-28 (session 27, `VERIFIED_S27`) searched stored public pages for the hand-written rows
 * readers see most and re-pointed each row found to the page read, with its length as read (the catalog's first rows are
 * now `FIRST_ROWS`, and `CATALOG_PR` applies the pass with `withPasses`). Re-read: Inter American University's pharmacy
 * technician certificate at its Metropolitan, Arecibo and Bayamón campuses (Technical Certificate Programs Catalog
 * 2022-2023, "Pharmacy Technician (CPHA - Code 042B)": divided into two years, the second an internship of at least 1,000
 * hours; Arecibo, Bayamón, Fajardo, Metropolitan and San Germán are authorized to offer it); the Conservatory of Music's
 * music-education bachelor's (its Department of Musical Education and General Studies page: the teacher preparation
 * programme, with general, choral and instrumental concentrations; the exact Spanish award title is not on the page);
 * Inter San Germán's music-education bachelor's (General Catalog 2024-2025, "Music (BA and BM)": the Bachelor of Music
 * Degree in Music Education, General Vocal and Instrumental); Instituto Educativo Premier's Maquillaje Profesional (its
 * Catálogo 2017-2018, stored on fdocuments.net: a weak source, an old catalogue whose stored copy shows the course only in
 * its title line, so check first that the course still runs). Withdrawn: none. Not re-read (searched, nothing found): the
 * physical-education bachelor's of UPR Mayagüez (a lead: a UPRM news page on the first graduate of its master's in
 * kinesiology, in its Department of Physical Education, who took her bachelor's there in 2008, without naming it) and of
 * UPR Río Piedras. Not searched (the pass's look-ups ran out): Inter Barranquitas' and Fajardo's tourism bachelor's, UPR
 * Río Piedras' master's in political science, the Polytechnic University's manufacturing engineering master's.
 * A second verification pass of 2026-11-28 (session 28, `VERIFIED_S28`) searched stored public pages (search tools only; no
 * page re-read online; 7 look-ups) for the rows the first pass had not re-read, most-shown first, and re-pointed each row
 * found to the page read. Re-read: Inter American University's tourism bachelor's at Barranquitas and Fajardo (General
 * Catalog 2021-2022, "Tourism (BBA)": the Bachelor of Business Administration Degree with a major in Tourism Management,
 * UNWTO-certified, which the Barranquitas and Fajardo campuses are authorized to offer; a newsismybusiness.com report agrees
 * that Fajardo's tourism business-administration bachelor's was recertified by UNWTO.TedQual); the Polytechnic University's
 * manufacturing engineering master's (its Graduate School's own page, stored at http and cited at https: 12 master's
 * programs, engineering master's degrees in the areas of civil, electrical, computer, manufacturing and mechanical
 * engineering and of manufacturing competitiveness; the page does not give the exact title "Master of Engineering in
 * Manufacturing Engineering"); UPR Río Piedras' physical-education bachelor's (Diálogo, the UPR's own paper: the history
 * of the Departamento de Educación Física y Recreación, with a bachillerato in Educación Física since 1946 and one in
 * Recreación since 1979; an Otium association page places that department, and its Recreación bachelor's, at the Río Piedras
 * campus). Weak sources, to replace first: the Diálogo page (a history, undated in the stored copy, which gives no current
 * title) and the Polytechnic's dean's message (no exact title). Withdrawn: none. Searched and not found: UPR Mayagüez's
 * physical-education bachelor's (the same leads as the first pass: UPRM news pages on its Departamento de Educación Física
 * and its practicantes docentes of physical education, none naming the bachelor's); UPR Río Piedras' Maestría en Artes en
 * Ciencias Políticas (only the EGAP's and the Escuela Graduada de Trabajo Social's thesis guides came up). Check first: a
 * "Marco Conceptual de los Programas del Recinto" of UPR Río Piedras (copy on Scribd, undated) lists under its Facultad de
 * Educación only Ecología Familiar and Recreación, not Educación Física: whether the physical-education bachelor's is still
 * offered there, and under what title (an Academic Senate certification of 2009 revised the "Bachillerato en Artes en
 * Educación con concentración en Recreación").
 * Verification pass of 2026-11-28 (session 29): the worklist's gaps and rows were searched on stored copies of public
 * pages (search tools only; 6 look-ups) and nothing usable was found, so no `VERIFIED_S29` block was added. Searched
 * and not found: a second technical make-up program (only Instituto Educativo Premier's catalogues again, Caribbean
 * University's catálogo de carreras cortas 2018-2023, the Institute of Beauty Careers' 2015 catalogue and EBA Juana
 * Díaz's cosmetology program, which includes make-up among its skills, none naming a make-up program in the parts
 * read); a first IT-support technical program (only the opening pages of PTI's 2016, Dewey University's 2013 and
 * UNITEC's 2017 catalogues, which name no program in the parts read); a first radio and television production technical
 * program (only the Consejo de Educación's 2015 report on non-university postsecondary education and press); a second
 * data-science graduate program (only UPR Río Piedras' new Master's in Computer Science, 2022, and the Polytechnic's
 * M.S. in Computer Science); a first animation graduate program (Atlantic University's institutional catalogues,
 * 2013-2024, show its Bachelor's Degree in Science in Digital Animation and a graduate-studies section whose programs the
 * stored openings do not list: a lead). Not searched again (searched twice before without result; no new query): UPR
 * Mayagüez's physical-education bachelor's and UPR Río Piedras' Maestría en Artes en Ciencias Políticas; the
 * veterinary-medicine bachelor and political-science graduate gaps were not searched.
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block, after `VERIFIED_S28`; there is no
 * `VERIFIED_S29` block): the worklist's gaps searched on stored copies of public pages (search tools only; 2 look-ups, and
 * a page that came up in a Dominican search). Row added:
 * - veterinary medicine (bachelor, the level the catalog gives a first professional veterinary degree, as for Canada's DVM
 *   rows): the Universidad Ana G. Méndez's School of Veterinary Medicine, entered at its Gurabo campus (the registry's
 *   institution 243601): El Nuevo Día of 5 October 2024, "«Por fin hay una escuela de medicina veterinaria»: 80 estudiantes
 *   estrenan el programa doctoral de la Universidad Ana G. Méndez y crece la demanda" (the school opened to its first class
 *   in August 2024; "la primera escuela de medicina veterinaria boricua"; its English edition carries the dateline Gurabo).
 *   Two other stored pages agree: the UAGM's own page of the School of Veterinary Medicine (https://uagm.edu/es/veterinary-medicine,
 *   its mission of training "a professional veterinarian") and the Kansas City Veterinary Medical Association's report of 1
 *   May 2024 (https://kcvma.com/?p=4837), which names the "Ana G. Mendez University-Gurabo School of Veterinary Medicine",
 *   a four-year curriculum and a letter of reasonable assurance from the AVMA Council on Education (not yet
 *   accreditation). The row's name is the report's wording ("programa doctoral"), not the degree's exact title; no length
 *   is written, as the page the row cites states none. The cell's first institution. Check first: the degree's exact title
 *   (probably a Doctor of Veterinary Medicine) and its AVMA accreditation status.
 * No row was re-read or withdrawn. Searched and not found: a first IT-support technical program (Primera Hora on the
 * Department of Education's five postsecondary institutes names electricity, mechanics, instrumentation, nursing and
 * radiology, not IT support; PTI's 2016 and UNITEC's 2017 catalogues again show only their openings). Not searched again:
 * the other gaps and the two worklist rows (searched two or three times before without result).
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block, after `VERIFIED_S29B`): the worklist's gaps, looked for on
 * stored copies of public pages (search tools only; two look-ups) and in the registry file the catalog already
 * imports. Row added:
 * - radio and television production (technical), the cell's first institution: the Colegio de Cinematografía, Artes y
 *   Televisión (Bayamón; registry institution 430935), whose associate degree in the CIP series 10.02, "Audiovisual
 *   Communications Technologies/Technicians", the College Scorecard Field of Study file already cited
 *   (pr-college-scorecard-fos; data/registries/college-scorecard/field-of-study.csv: 56 and 48 completers in the two
 *   award years) lists; the generated rows list it under sound technician only. The series includes Radio and
 *   Television Broadcasting Technology (10.0202), and the college is named for cinematography, arts and television, so
 *   the same associate degree is listed under radio and television production, with the registry's wording as its name.
 * Weak: a reading of a four-digit CIP series, which also takes in photography, film and recording technology; no page
 * of the college's own was found. Check first: the program's own title and content (the earlier passes found no page
 * of the college), and whether it still admits. No row was re-read or withdrawn.
 * Searched and not found: a second data-science master's (UPR Río Piedras' Master's in Computer Science and the
 * Polytechnic University's M.S. in Computer Science and its graduate certificate again); a first IT-support technical
 * program (the registry file the catalog imports keeps only the CIP series it maps, with no computer-repair or
 * computer-support series for Puerto Rico). Not searched again (searched two or three times before without result, no
 * new idea): a second make-up program, graduate political science and animation, UPR Mayagüez's physical-education
 * bachelor's and UPR Río Piedras' Maestría en Artes en Ciencias Políticas.
 * Session 30, second pass of 2026-11-28 (no `VERIFIED_S30B` block: nothing citable was found): the gap cells, looked
 * for in the College Scorecard file the catalog imports (data/registries/college-scorecard, read locally) and on stored
 * pages (search tools only; about 2 look-ups for Puerto Rico). Rows added, re-read or withdrawn: none. The Scorecard
 * file lists Political Science and Government (45.10) in Puerto Rico only at the bachelor's level (UPR Río Piedras, UPR
 * Mayagüez, Inter Metro, Inter San Germán and PUCPR Ponce), so it gives no second graduate row; data science (30.70) is
 * not among the series the file keeps, so it says nothing on that cell. Considered and not added: Liceo de Arte y
 * Tecnología's "Cinematografía Digital" (Primera Hora, "El Liceo de Arte y Tecnología promueve la excelencia en
 * carreras cortas"; the school's 10.02 certificate is already listed under sound technician) for radio and television
 * production: a digital cinematography course belongs rather to the catalog's film career, as the S26 pass also judged.
 * An exact-phrase search "Maquillaje Profesional" in the repository index found only salons' and foreign academies'
 * pages (no second make-up school). Not reached: IT support and animation (graduate).
 * Session 30, third pass of 2026-11-28 (no `VERIFIED_S30C` block: nothing citable was found): the gap cells, looked for
 * in the College Scorecard file the catalog imports (data/registries/college-scorecard, read locally) and on stored pages
 * (search tools only; about 2 of some 64 look-ups for seven countries). Rows added, re-read or withdrawn: none. The
 * Scorecard file keeps no animation series (10.0304) and no computer-support series for Puerto Rico's 105 institutions,
 * so it says nothing on the animation (graduate) and IT-support (technical) cells. Searched and not found: an IT-support
 * programme (a pages query found Primera Hora and Metro on the Department of Education's five postsecondary institutes,
 * PTI's 2016 catalogue, whose stored opening is its index, and the DDEC's 2021 "stackable credentials" grants to five
 * universities, which name no programme; an exact-phrase search "Técnico de Reparación de Computadoras" in the repository
 * index found only CVs and repair shops). Not reached: the make-up, radio-television, veterinary, political-science and
 * data-science cells (searched by earlier passes) and the two verify rows.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): the regenerated
 * worklist looked for again, as round 3 advised, with find_repos on name fragments and the promising repositories
 * fetched and read locally with git (about 35 look-ups shared with the other eleven countries of this pass; rows were
 * found only for El Salvador, the Dominican Republic and Nicaragua). Searched: only the shared fragments (posgrado,
 * postgrado, maestria), which returned no Puerto Rican university's list of graduate programmes; no second
 * political-science or data-science graduate programme and no animation one. Not reached: the other gap cells and the
 * verify rows.
 */
import type { CountryCatalog, DataSource, ProgramLevel } from "../types";
import {
  type CatalogPass,
  offered,
  officialWebsite,
  pagesOn,
  type ProgramRow,
  taggedPages,
  withPasses,
} from "./define";
import { CATALOG_PR_REGISTRY } from "./pr.generated";

/** `added`: written on 2026-11-27 or, when a date is given, on that date (its own source row, with that date). */
/** `page`: the stored page a row was read from (its title and address), cited instead of the site's home. */
interface HandEntry {
  unitid: string;
  level: ProgramLevel;
  rows: ProgramRow[];
  added?: true | "2026-11-28";
  page?: { title: string; url: string };
  /** Tells apart two stored pages read for the same institution on the same date (suffix of the source id). */
  tag?: string;
}

/** Rows added on 2026-11-28 by a later pass, each read from a stored copy of a public page (see the header). */
const ADDED_S24: HandEntry[] = [
  {
    unitid: "242705",
    level: "bachelor",
    rows: [["cybersecurity", "Bachelor of Science in Cyber Security"]],
    added: "2026-11-28",
    page: {
      title: "General Catalog 2024-2025: Cyber Security (BS)",
      url: "https://iq3.smartcatalogiq.com/en/catalogs/inter-american-university-of-puerto-rico/2024-2025/general-catalog-2024-2025/programs-of-study-undergraduate-associate-and-bachelor-s-degree-programs/science-in-cyber-security",
    },
  },
  {
    unitid: "243577",
    level: "graduate",
    rows: [
      ["data-science", "Certificado Graduado (Graduate Certificate) en Inteligencia Artificial y Análisis de Datos"],
    ],
    added: "2026-11-28",
    page: {
      title:
        "El Nuevo Día (Brand Studio, Universidad Politécnica de Puerto Rico): Universidad Politécnica de Puerto Rico da un paso al frente con sus ofrecimientos académicos",
      url: "https://www.elnuevodia.com/brandstudio/universidad-politecnica-de-puerto-rico/notas/universidad-politecnica-de-puerto-rico-da-un-paso-al-frente-con-sus-ofrecimientos-academicos",
    },
  },
];

/** Rows added on 2026-11-28 by the S24B pass, each read from a stored copy of a public page (see the header). */
const ADDED_S24B: HandEntry[] = [
  {
    unitid: "243577",
    level: "bachelor",
    rows: [["cybersecurity", "Bachelor of Science in Computer Science (Cybersecurity Track)"]],
    added: "2026-11-28",
    tag: "s24b",
    page: {
      title:
        "Information Assurance and Security: Cybersecurity Track of the BS in Computer Science (122 credits, 12 of them in the track)",
      url: "https://www.pupr.edu/information-assurance-and-security/",
    },
  },
];

const HAND: HandEntry[] = [
  {
    unitid: "243197",
    level: "bachelor",
    rows: [
      ["software-engineering", "Bachillerato en Ciencias en Ingeniería de Software"],
      ["mathematics-teaching", "Bachillerato en Ciencias en Matemáticas – Educación Matemática"],
    ],
  },
  {
    unitid: "243221",
    level: "graduate",
    rows: [["translation", "Maestría en Artes en Traducción"]],
  },
  {
    unitid: "241766",
    level: "bachelor",
    rows: [["music-education", "Bachillerato en Educación Musical"]],
  },
  // Added on 2026-11-27 (see the header).
  ...["242653", "242635", "242705"].map((unitid) => ({
    unitid,
    level: "technical" as const,
    rows: [["pharmacy-technician", "Certificado Técnico en Técnico de Farmacia"]] as ProgramRow[],
    added: true as const,
  })),
  ...["242644", "242680"].map((unitid) => ({
    unitid,
    level: "bachelor" as const,
    rows: [["tourism", "Bachillerato en Administración de Empresas en Turismo"]] as ProgramRow[],
    added: true as const,
  })),
  {
    unitid: "242617",
    level: "bachelor",
    rows: [["music-education", "Bachillerato en Música en Educación Musical"]],
    added: true,
  },
  {
    unitid: "243197",
    level: "bachelor",
    rows: [["physical-education", "Bachillerato en Artes en Educación Física"]],
    added: true,
  },
  {
    unitid: "243221",
    level: "bachelor",
    rows: [["physical-education", "Bachillerato en Artes en Educación Física"]],
    added: true,
  },
  {
    unitid: "243221",
    level: "graduate",
    rows: [["political-science", "Maestría en Artes en Ciencias Políticas"]],
    added: true,
  },
  {
    unitid: "243577",
    level: "graduate",
    rows: [["industrial-engineering", "Master of Engineering in Manufacturing Engineering"]],
    added: true,
  },
  {
    unitid: "451501",
    level: "technical",
    rows: [["makeup-artistry", "Maquillaje Profesional (certificado)"]],
    added: true,
  },
  // Added on 2026-11-28 (see the header).
  {
    unitid: "241191",
    level: "bachelor",
    rows: [["respiratory-therapy", "Bachillerato en Ciencias Cardiopulmonares (Cardiopulmonary Science)"]],
    added: "2026-11-28",
  },
  // Added on 2026-11-28 from stored pages (see the header).
  {
    unitid: "242653",
    level: "bachelor",
    rows: [["primary-education", "Bachelor of Arts in Early Childhood Education: Elementary Level (K-5)"]],
    added: "2026-11-28",
    page: {
      title: "General Catalog 2025-2026: Early Childhood Education: Elementary Level (K-5) (BA)",
      url: "https://inter.smartcatalogiq.com/en/2024-2025/general-catalog-2024-2025/programs-of-study-undergraduate-associate-and-bachelor-s-degree-programs/early-childhood-education/early-childhood-education-elementary-primary-level-k-3-ba",
    },
  },
  {
    unitid: "243221",
    level: "bachelor",
    rows: [["primary-education", "Bachillerato en Artes en Educación con Concentración en el Nivel Elemental"]],
    added: "2026-11-28",
    page: {
      title:
        "Senado Académico, Certificación Núm. 62 (2019-2020): Bachillerato en Artes en Educación con Concentración en el Nivel Elemental",
      url: "https://senado.uprrp.edu",
    },
  },
  {
    unitid: "241410",
    level: "bachelor",
    rows: [["theatre", "Bachillerato en Teatro con especialidad en Artes Escénicas"]],
    added: "2026-11-28",
    page: {
      title: "Boletín Informativo PUCPR, octubre 2015: Sala de Teatro Experimental (Bachillerato en Teatro)",
      url: "https://publicaciones.pucpr.edu/version_digital/boletin_pucpr_octubre2015/2/",
    },
  },
  {
    unitid: "243443",
    level: "bachelor",
    rows: [["theatre", "Bachillerato en Teatro (Escuela de Artes, Diseño e Industrias Creativas)"]],
    added: "2026-11-28",
  },
  ...ADDED_S24,
  ...ADDED_S24B,
];

const addedOn = (h: (typeof HAND)[number]) => (h.added === true ? "2026-11-27" : h.added);

const handSource = (h: (typeof HAND)[number]) =>
  h.page
    ? `pr-page-${h.unitid}-${addedOn(h)}${h.tag ? `-${h.tag}` : ""}`
    : `pr-site-${h.unitid}${h.added ? `-${addedOn(h)}` : ""}`;

const HAND_SOURCES: DataSource[] = [...new Map(HAND.map((h) => [handSource(h), h])).values()].map((h) => {
  const institution = CATALOG_PR_REGISTRY.institutions.find((i) => i.id === `pr-ipeds-${h.unitid}`);
  if (!institution) throw new Error(`pr.ts: no registry institution pr-ipeds-${h.unitid}`);
  return {
    id: handSource(h),
    publisher: institution.name,
    title: h.page?.title ?? "Oferta académica (página oficial)",
    url: h.page?.url ?? officialWebsite(institution),
    licence: "Facts (names, levels, durations) cited from the institution's public page",
    retrieved: addedOn(h) ?? "2026-11-26",
    kind: "institution",
  };
});

/** The registry's rows with the hand-written rows above; the verification pass below is applied to it. */
const FIRST_ROWS: CountryCatalog = {
  ...CATALOG_PR_REGISTRY,
  sources: [...CATALOG_PR_REGISTRY.sources, ...HAND_SOURCES],
  programs: [
    ...CATALOG_PR_REGISTRY.programs,
    ...HAND.flatMap((h) => offered(`pr-ipeds-${h.unitid}`, h.level, handSource(h), h.rows)),
  ],
};

/** The date of the pages read by the verification pass `VERIFIED_S27`. */
const VERIFIED_S27_ON = "2026-11-28";
const s27 = pagesOn(VERIFIED_S27_ON, "pr-s27v");

/**
 * Session 27's verification pass (2026-11-28): hand-written rows of the first passes (written without reading their page)
 * that a stored page now confirms, each re-pointed to that page with its length as read (see the header). No row was
 * withdrawn. Every entry gives the row's name, as the registry's rows share institution, career and level.
 */
const VERIFIED_S27: CatalogPass = {
  sources: [
    s27(
      "451501-catalogo",
      "Instituto Educativo Premier",
      "Catálogo 2017-2018 (stored copy on fdocuments.net; its course list names Maquillaje Profesional)",
      "https://fdocuments.net/document/-catalogo-n-de-los-cursos-67-maquillaje-profesional-warningsite.html",
    ),
    s27(
      "inter-cpha",
      "Inter American University of Puerto Rico",
      "Technical Certificate Programs Catalog 2022-2023: Pharmacy Technician (CPHA - Code 042B) (two years; the Arecibo, Bayamón, Fajardo, Metropolitan and San Germán campuses are authorized to offer it)",
      "https://inter.smartcatalogiq.com/en/2022-2023/technical-certificate-programs-catalog-2022-2023/programs-of-study-technical-certificate-programs/pharmacy-technician-cpha-code-042b",
    ),
    s27(
      "241766-educacion-musical",
      "Conservatorio de Música de Puerto Rico",
      "Department of Musical Education and General Studies (teacher preparation programme; concentrations in general, choral and instrumental music education)",
      "https://cmpr.edu/en/departamentos/educacion-musical/",
    ),
    s27(
      "242617-music",
      "Inter American University of Puerto Rico",
      "General Catalog 2024-2025: Music (BA and BM) (Bachelor of Music Degree in Music Education: General Vocal and Instrumental; San Germán Campus)",
      "https://iq3.smartcatalogiq.com/en/catalogs/inter-american-university-of-puerto-rico/2024-2025/general-catalog-2024-2025/programs-of-study-undergraduate-associate-and-bachelor-s-degree-programs/music-ba-and-bm",
    ),
  ],
  reread: [
    {
      institution: "pr-ipeds-451501",
      career: "makeup-artistry",
      level: "technical",
      name: "Maquillaje Profesional (certificado)",
      source: "pr-s27v-451501-catalogo",
    },
    ...["242653", "242635", "242705"].map((unitid) => ({
      institution: `pr-ipeds-${unitid}`,
      career: "pharmacy-technician",
      level: "technical" as const,
      name: "Certificado Técnico en Técnico de Farmacia",
      source: "pr-s27v-inter-cpha",
      set: { duration: "2 years" },
    })),
    {
      institution: "pr-ipeds-241766",
      career: "music-education",
      level: "bachelor",
      name: "Bachillerato en Educación Musical",
      source: "pr-s27v-241766-educacion-musical",
    },
    {
      institution: "pr-ipeds-242617",
      career: "music-education",
      level: "bachelor",
      name: "Bachillerato en Música en Educación Musical",
      source: "pr-s27v-242617-music",
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  interTourism: s28(
    "pr-inter-tourism-bba",
    "Inter American University of Puerto Rico",
    "General Catalog 2021-2022: Tourism (BBA) (Bachelor of Business Administration Degree with a major in Tourism Management; the Barranquitas and Fajardo campuses are authorized to offer it)",
    "https://iq3.smartcatalogiq.com/en/catalogs/inter-american-university-of-puerto-rico/2021-2022/general-catalog-2021-2022/programs-of-study-undergraduate-associate-and-bachelor-s-degree-programs/tourism-bba",
  ),
  puprGraduate: s28(
    "pr-243577-graduate-school",
    "Polytechnic University of Puerto Rico",
    "Graduate School: message from the dean (12 master's programs; engineering master's degrees in the areas of civil, electrical, computer, manufacturing and mechanical engineering, computer science and manufacturing competitiveness)",
    "https://www.pupr.edu/graduateschool/",
  ),
  uprrpEducacionFisica: s28(
    "pr-243221-dialogo-educacion-fisica",
    "Diálogo (Universidad de Puerto Rico)",
    "La recreación y la educación física sí se estudian (the Departamento de Educación Física y Recreación: a bachillerato in Educación Física approved and implemented in 1946, a bachillerato in Recreación since 1979)",
    "https://dialogo.upr.edu/la-recreacion-y-la-educacion-fisica-si-se-estudian",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): more hand-written rows of the first passes that a stored page now names at
 * the institution and level, each re-pointed to that page (see the header). No row was withdrawn. Every entry gives the
 * row's name, as the registry's rows share institution, career and level.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    ...["242644", "242680"].map((unitid) => ({
      institution: `pr-ipeds-${unitid}`,
      career: "tourism",
      level: "bachelor" as const,
      name: "Bachillerato en Administración de Empresas en Turismo",
      source: S28.interTourism.id,
    })),
    {
      institution: "pr-ipeds-243577",
      career: "industrial-engineering",
      level: "graduate",
      name: "Master of Engineering in Manufacturing Engineering",
      source: S28.puprGraduate.id,
    },
    {
      institution: "pr-ipeds-243221",
      career: "physical-education",
      level: "bachelor",
      name: "Bachillerato en Artes en Educación Física",
      source: S28.uprrpEducacionFisica.id,
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The page the second session-29 pass read (see the header). */
const S29B = {
  uagmVeterinaria: s29b(
    "pr-243601-uagm-veterinary-medicine",
    "El Nuevo Día (San Juan)",
    "«Por fin hay una escuela de medicina veterinaria»: 80 estudiantes estrenan el programa doctoral de la Universidad Ana G. Méndez y crece la demanda (5 de octubre de 2024; la School of Veterinary Medicine abrió a sus primeros alumnos en agosto; la primera escuela de medicina veterinaria de Puerto Rico; its English edition carries the dateline Gurabo)",
    "https://elnuevodia.com/noticias/locales/notas/por-fin-hay-una-escuela-de-medicina-veterinaria-80-estudiantes-estrenan-el-programa-doctoral-de-la-universidad-ana-g-mendez-y-crece-la-demanda",
  ),
};

/**
 * Session 29's second pass (2026-11-28): a first veterinary-medicine row for Puerto Rico, at the level the catalog gives a
 * first professional veterinary degree (see the header). No row was re-read or withdrawn.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  programs: [
    ...offered("pr-ipeds-243601", "bachelor", S29B.uagmVeterinaria.id, [
      ["veterinary-medicine", "Programa doctoral en medicina veterinaria (School of Veterinary Medicine)"],
    ]),
  ],
  reread: [],
  withdrawn: [],
};

/**
 * Session 30's pass (2026-11-28): a first radio and television production technical row, read from the College Scorecard
 * Field of Study file the registry rows already cite (see the header). No row was re-read or withdrawn.
 */
const VERIFIED_S30: CatalogPass = {
  programs: [
    ...offered("pr-ipeds-430935", "technical", "pr-college-scorecard-fos", [
      ["radio-television-production", "Audiovisual Communications Technologies/Technicians (Associate's Degree)"],
    ]),
  ],
  reread: [],
  withdrawn: [],
};

export const CATALOG_PR: CountryCatalog = withPasses(
  FIRST_ROWS,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S29B,
  VERIFIED_S30,
);
