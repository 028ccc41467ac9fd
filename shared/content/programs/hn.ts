/**
 * Where to study in HN: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 * UNAH is the national university and regulates higher education through its Consejo de Educación Superior;
 * UPNFM trains teachers.
 * Rows dated 2026-11-26 were written from knowledge of the institutions' published programs; the
 * pages were not re-read online (this machine has no internet access). Check them before relying on them.
 * Rows dated 2026-11-27 (UNAH's and UNITEC's maestrías, UPNFM's orientación y consejería, INFOP's
 * refrigeración, the trades of San Pedro Sula's municipal technical centres) were likewise written from
 * knowledge of the institutions' published programs, without re-reading the pages online; check them before
 * relying on them.
 * Rows to check first: UNAH's Maestría en Administración Pública, UNITEC's Maestría en Gestión de Servicios
 * de Salud, and the municipal technical centres' website (the city's portal).
 * Rows added later on 2026-11-27 (INFOP's computer repair course; UNITEC's Licenciatura en Nutrición) were
 * likewise written from knowledge of the institutions' published programs, without re-reading the pages online
 * (this machine has no internet access). Rows to check first among them: INFOP's course title (its computer
 * maintenance course is named differently by centre and year), and that UNITEC's Licenciatura en Nutrición still
 * admits students at its Tegucigalpa or San Pedro Sula campus.
 * Rows dated 2026-11-28 rest on stored copies of public pages found with the search tools (this machine has no
 * internet access): UNAH's Maestría en Salud Pública on the page of its Facultad de Ciencias Médicas
 * (https://fcm.unah.edu.hn/postgrados/posgrado-en-salud-publica, the programme running since 1992), listed under health
 * services administration as other countries' public-health master's are; the electronics courses of INFOP (named
 * among its technical careers in https://www.laprensa.hn/economia/capacitese-y-tenga-su-trabajo-en-casa-BCLP344566)
 * and of San Pedro Sula's municipal technical centres (listed in
 * https://www.laprensa.hn/sanpedro/matricula-tecnicos-sps-municipales-clases-PC29180924, 2026-02-05). Titles to check
 * first: the electronics course titles, written here as the area each institution names ("Electrónica"), since both
 * name their courses differently by centre and year.
 * A second pass on 2026-11-28 added rows resting on stored La Prensa (Honduras) pages found with the search tools:
 * the San Pedro Sula municipal technical centres' one-year areas of belleza, gastronomía (new in 2026) and diseño
 * gráfico (https://www.laprensa.hn/sanpedro/matricula-tecnicos-sps-municipales-clases-PC29180924, 2026-02-05) and their
 * new auxiliar en enfermería career (https://www.laprensa.hn/sanpedro/matricula-centros-tecnicos-municipales-san-pedro-sula-EH28944536,
 * 2026-01-15); INFOP's cosmetology area in San Pedro Sula, whose instructor says about 50 stylists graduate each year
 * (https://www.laprensa.hn/honduras/sanpedrosula/391424-98/centenares-de-mujeres-listas-para-mercado-de-las-micros, stored under http; the
 * stored copy is stamped 05/12/2025 but its article number suggests an older piece). Titles to check first: all four
 * municipal titles are the area names the paper gives ("Belleza", "Gastronomía", "Diseño Gráfico", "Auxiliar en
 * Enfermería"), and INFOP's cosmetology course title and that it still runs. No stored evidence was found for the top
 * gaps (pharmacy technician, makeup, music education, health-services administration, counselling master's), so none
 * were added for them.
 * The `ADDED_28C` row (a third pass on 2026-11-28): UNAH's Maestría en Ciencias Políticas rests on a stored copy of one page
 * of a published book found with the search tools, not on the university's own pages (this machine has no internet
 * access): the chapter on political scientists in Central America in Flavia Freidenberg (ed.), "La Ciencia Política sobre
 * América Latina" (Funglode and the UNAM's Instituto de Investigaciones Jurídicas, 2017), p. 189, which says the only
 * political-science programme in Honduras then was UNAH's maestría en Ciencias Políticas, created in the second half of
 * the 2000s (https://pleno5.com/flipflop/304/files/basic-html/page194.html, stored under http, a flipbook copy of the book; the
 * full book is also stored at https://es.scribd.com/document/416058036/LA-CIENCIA-POLITICA-SOBRE-AMERICA-LATINA-pdf; the publisher is
 * the book's). Check first: that the maestría still opens cohorts (the book's data are about ten years old) and its exact
 * title on the current posgrado list of the Facultad de Ciencias Sociales.
 * Removed on 2026-11-28: UNAH's Maestría en Salud Pública, which was listed for health-services administration; a public-health
 * program is not health-services management, so it is no longer named for that career.
 * Left out on 2026-11-28: the Seminario Mayor Nuestra Señora de Suyapa (Tegucigalpa), whose philosophy and theology
 * awards a Suyapa Medios report (https://suyapamedios.hn/?p=136198) and El Heraldo of 7 April 2014 describe. Its students
 * are candidates to the diocesan priesthood, so its programs are not open to every reader and are not named here.
 * Also found while searching (no row added): a stored page of the UNAH's own news blog
 * (https://blogs.unah.edu.hn/presencia-universitaria/facultad-de-ciencias-sociales-abre-convocatoria-para-la-maestria-en-trabajo-social)
 * announcing the Facultad de Ciencias Sociales' call for the Maestría en Trabajo Social (24 months, in person, applications
 * from 1 December 2025 to 31 January 2026, after a 12-year pause), which bears out the UNAH row of 2026-11-27 for that
 * programme.
 * A pass on 2026-11-28 (`ADDED_S24B`) added no rows: the search tools' budget ran out after a few look-ups, and none of the
 * stored pages read named an institution for any gap. Check first, though: the page of Freidenberg's book cited for the
 * `ADDED_28C` row (p. 189) also says that no undergraduate political-science programme then existed on any campus in
 * Honduras. That contradicts UNAH's Licenciatura en Ciencia Política (a row dated 2026-11-26, written from knowledge), unless
 * the licenciatura opened after the book's data were gathered (about 2016). Confirm that it exists and admits students.
 * A pass on 2026-11-28 (`ADDED_S25`) added no rows, so no `ADDED_S25` block exists: about forty-five look-ups in the stored
 * pages (and GitHub copies) found no public page naming a second Honduran institution for any gap where UNAH is now the
 * only one (bachelor's in social work, public administration, political science, philosophy, mathematics, music; master's
 * in social work and political science) nor a second one for UNITEC's health-services master's, and nothing at all for
 * makeup artistry, pharmacy technician, counselling (master's) or music education. Check first, on the UNAH row for the
 * Licenciatura en Ciencia Política (dated 2026-11-26): a stored, undated page of UNAH's own news office
 * (https://blogs.unah.edu.hn/dircom/unah-esta-a-las-puertas-de-ofrecer-las-licenciaturas-de-ciencias-politicas-y-fisioterapia)
 * says the university was still designing licenciaturas in Ciencias Políticas and Fisioterapia "under the new
 * administration", to be offered "next year"; a GitHub copy of UNAH's 2023 admissions list of carreras
 * (FranciscoBaltodano/Proyecto_Ingenieria_Del_Software_Frontend, src/admisiones/data/carreras.js, a student project, not
 * cited) lists no political-science licenciatura. So the row may name a programme that has not yet opened; confirm on UNAH's
 * admissions page before relying on it. Also found (no row added, they bear out existing rows): UNAH's Carrera de Música
 * page (https://arte.unah.edu.hn/httpsarte-unah-edu-hn, licenciatura since 1988), a UNAH philosophy department post
 * (https://blogs.unah.edu.hn/httpsfilosofia-unah-edu-hn/filosofia-viva-inspiracion-y-pensamiento-critico-en-la-feria-vocacional-unah-2025,
 * "4 a 5 años") and UPNFM's special-education licenciatura page (https://web2.upnfm.edu.hn/face/?page_id=7678).
 * Left out: UPNFM's new Maestría en Didáctica (El Heraldo, 2025-11-26; 18 months), a general teaching master's that
 * matches no gap career.
 * Removed on 2026-11-28: UNAH's "Licenciatura en Ciencia Política" (the bachelor row dated 2026-11-26, written from
 * knowledge). Three sources speak against it and none for it: Freidenberg's book (no undergraduate programme around 2016),
 * UNAH's own news page (the licenciatura still being designed) and the 2023 admissions list (not among the carreras).
 * A reader in Honduras choosing political science now reads UNAH's Maestría en Ciencias Políticas only, and the report says
 * where no bachelor's is known. Put the row back only with a page of UNAH that shows the licenciatura admitting students.
 * A second pass dated 2026-11-28 for an `ADDED_S25` block added no rows, so the block still does not exist. It was meant to
 * use thesis repositories (UNAH's repositorio, UPNFM's); the stored-page index returned no record page of them (only
 * third-party copies of older UPNFM master's theses, in Gestión de la Educación and Investigación Educativa, which match no
 * gap), and the search budget ran out after about forty-five look-ups shared with Guatemala and El Salvador. Seen, no row
 * added: a 2012 blog post on UPNFM's Orientación y Consejería Educativa (http://laorientacioneducativahn.blogspot.com/2012/11,
 * the "Profesor en Orientación y Consejería Educativa en el grado de Licenciatura"), which bears out UPNFM's bachelor row
 * but names no counselling master's; an El Heraldo Plus data report (2025-06-05) on 15,347 posgrado graduates in 2016-2023
 * by university (UNITEC 44%, UNAH 18%, UNICAH), which names no programme in the part read; a GitHub copy of the
 * Universidad Nacional de Agricultura's (UNAG, Catacamas) master's website (DennisErazo1996/maestrias), whose file names
 * include a "Master Universitario en Biotecnología Agroalimentaria" as well as master's in Ciencias Agroalimentarias,
 * Gestión de la Producción Animal Sostenible and Recursos Naturales y Producción Sostenible: only the names were seen
 * (the budget ran out before the pages could be read), so no row was added; read them first if biotechnology at master's
 * level becomes a Honduran gap.
 * A pass dated 2026-11-28 for an `ADDED_S26` block added no rows, so no `ADDED_S26` block exists. It rested on stored
 * copies of public pages found with the search tools (this machine has no internet access) and spent about fifty
 * look-ups on the gaps with the most readers short: makeup artistry (technical), counselling and social work (master's),
 * a second institution for the bachelor's in social work, public administration, philosophy, mathematics and music,
 * music education, health-services administration (bachelor's and master's), pharmacy technician, and the single-reader
 * master's cells (special education, data science, statistics, English teaching, tourism, international business,
 * industrial engineering). Searches covered UNAH's and UPNFM's news blogs, La Prensa, El Heraldo, Proceso Digital,
 * El Diario, UNITEC/CEUTEC, UTH, UCENM, UCRISH, UNICAH, thesis copies on Scribd/docplayer and GitHub copies of sites.
 * No stored page named an institution for any of these cells at the level needed. Seen, no row added (they bear out
 * existing rows or match no gap): UNAH's Facultad de Ciencias news on its egreso ceremony
 * (https://blogs.unah.edu.hn/presencia-universitaria/facultad-de-ciencias-entrega-cartas-de-egresados-a-90-nuevos-profesionales,
 * six graduates in Matemática, which bears out UNAH's mathematics row, and master's in Botánica and Gestión de Riesgo);
 * UNAH Virtual's six online careers (El Heraldo and La Prensa, 2025: Psicología, Informática Administrativa, Derecho,
 * Pedagogía, Ecoturismo, Técnico Universitario en Microfinanzas); a 2020 report of the San Pedro Sula municipal training
 * centre's "Canela y Miel" beauty school graduating 52 stylists and cosmetologists
 * (http://www.hondurasensusmanos.info/2020/09/21/estudiantes-de-la-escuela-de-belleza-canela-y-miel-reciben-diploma-que-las-acredita-como-estilistas-y-cosmetologas),
 * cosmetology, which is not a gap (that school is run by the city's social-services office; its link to the municipal
 * technical centres already listed is not stated).
 * Left out: a private makeup and nail academy in Tegucigalpa ("Glamacademyhn", in an interview in Tiempo, 2020-11,
 * https://tiempo.hn/la-entrevista-maricela-martinez-maestra-maquillaje-unas-acrilicas/), whose course length, title and
 * standing are not given, so it cannot be shown to be a program of six months or more; a Proceso Digital headline
 * saying UNITEC created an "ingeniería en ciencia de datos, inteligencia artificial y robótica" (a bachelor's, not the
 * master's gap, and only a link title was seen); the UPNFM's 2025 admissions news (18 licenciaturas, two técnicos),
 * which lists no programme names. Leads for a later pass with live access: UCENM's and UCRISH's own program lists
 * (web.ucenm.net, ucrish.edu.hn; only UCRISH's admission-requirements page is stored), UNITEC's posgrado list, and
 * UPNFM's posgrado list, for a second social-work, public-administration or counselling programme.
 * A pass dated 2026-11-28 (session 27) added no rows, so no `ADDED_S27` block exists. It rested on stored copies of public
 * pages found with the search tools (this machine has no internet access) and spent about twenty of some forty-five
 * look-ups (shared with Nicaragua) on Honduran cells: counselling and social work (master's), special education, English
 * teaching, data science and international business (master's), then music education, health-services administration
 * (bachelor's) and makeup artistry. No stored page named an institution for any of these cells at the level needed. Seen, no
 * row added (left out, each with its reason): an El Heraldo "Acontecer Empresarial" piece of 11 July 2022
 * (https://elheraldo.hn/acontecerempresarial/unitec-forma-a-los-futuros-profesionales-de-la-gestion-publica-BH8999047, a
 * sponsored page) on UNITEC's Maestría en Gestión Pública (15 modules, run by its Facultad de Postgrado), which bears out the
 * 2026-11-27 UNITEC row for public administration (graduate; not a gap); a Proceso Digital report of 13 March 2026 on UNITEC
 * and CEUTEC's Tegucigalpa graduation (331 posgrado graduates; no programme named in the part read); an El Diario report of
 * 25 February 2026 on UCENM's new Licenciatura en Microbiología Clínica y Gerencia de Laboratorios "con título de Doctor"
 * (clinical laboratory science, not health-services administration, and not a gap); an El Heraldo report of 14 January 2026
 * on UNAH's virtual programmes, which speaks of virtual maestrías without naming them in the part read; a Radio HRN note
 * listing "trabajo y protección social" among private universities' postgraduate areas without naming an institution; UNAH's
 * 2015 report "Oferta y demanda de profesionales de educación superior en Honduras" (slideshare copy), of which only the
 * opening was read; third-party copies of UPNFM master's theses (Gestión de la Educación, Investigación Educativa; no gap);
 * and a Paradigma (UPNFM) article on the graduates of UNAH's Carrera de Música, 1988-2021, which bears out UNAH's music row.
 * Check first in a later pass: the 2015 UNAH report's tables of careers by university (a second institution for social work,
 * philosophy, mathematics or public administration at bachelor's level may be listed there, to be checked as still open),
 * and the names of UNAH's virtual maestrías.
 * Verification pass of 2026-11-28 (session 27; the `VERIFIED_S27` block): the rows of the first passes that readers see
 * most, written from memory and citing only a home page, were searched for on the stored pages (about eleven of some
 * forty-five look-ups shared with Guatemala, El Salvador and Nicaragua). Re-read, each row now citing the page read:
 * the San Pedro Sula Centros Técnicos Municipales' Mecánica Automotriz, Reparación y Mantenimiento de Computadoras and
 * Soldadura (La Prensa, 5 February 2026: 2,287 students enrolled in the four municipal centres, trained in
 * "electricidad, electrónica, refrigeración, soldadura, reparación y mantenimiento de computadoras, ... mecánica
 * automotriz"); INFOP's Mecánica Automotriz (a 2025 news report: INFOP certificates in Ocotepeque in "electricidad
 * residencial, mecánica automotriz, ... computación básica"; hondunewshnn.com, a small news site, so a weak source);
 * UNAH's Maestría en Trabajo Social (UNAH's own call, already noted above, now cited, with its length, 24 meses);
 * UNAH's Licenciatura en Trabajo Social (UNAH Dircom on the II Encuentro de Trabajo Social 2024, organised by the
 * Carrera de Trabajo Social with the head of the Departamento de Trabajo Social; the page says "carrera", not the
 * degree's title); UNAH's Licenciatura en Música (the Departamento de Arte's own page: the Licenciatura en Música was
 * inaugurated in 1988); UNAH's Licenciatura en Nutrición (Proceso Digital, 26 February 2026: the SESAL agreement covers
 * servicio social and práctica profesional for UNAH's "carreras de Nutrición, ..."; the title is not given); Zamorano's
 * Ingeniería Agronómica (La Prensa of Nicaragua, 28 October 2014: its four careers, "agroindustria alimentaria,
 * ingeniería agronómica, administración de agronegocios y ambiente y desarrollo", "tienen una duración de cuatro años";
 * El Deber of Bolivia, 22 July 2019, lists the same four); UNAG's Ingeniería Agronómica (its own history page, read at
 * http://unag.edu.hn and cited in its https form: five careers since 2002, first Ingeniería Agronómica); UNAH's
 * Ingeniería Civil (UNAH's Presencia Universitaria, 2020, on a project of the "Departamento de Ingeniería Civil de la
 * UNAH"; it names the department, not the degree); UPNFM's physical-education degree (the 2003 self-evaluation report
 * of its Carrera de Educación Física, Scribd copy: "El Profesorado de Educación Física en el Grado de Licenciatura ...
 * diseñado para desarrollarse en cuatro años"; the row now reads that title and "4 años"; old, check the current plan);
 * and, on pages an earlier pass read and noted above (not re-read in this session), UNAH's Licenciatura en Matemática
 * (Facultad de Ciencias egreso note naming six graduates in Matemática) and UNITEC's Maestría en Gestión Pública (El
 * Heraldo's sponsored page of 11 July 2022). Weak sources, to replace first: the hondunewshnn.com report for INFOP, the
 * 2003 UPNFM report, the 2014 Zamorano report, the department-only page for UNAH's civil engineering, the sponsored
 * UNITEC page. Withdrawn: none. Searched and not re-read: INFOP's computer repair (the 2025 Ocotepeque report names
 * only "computación básica") and welding (the same report announces "soldadura industrial" among courses to come; not
 * counted), UNAH's Ingeniería Agronómica, Filosofía, Cultura Física y Deportes, Comercio Internacional, Administración
 * Pública and Ingeniería Industrial (a 2024 Dircom note says the Facultad de Ingeniería teaches "seis ingenierías"
 * without naming them), and UNITEC's Ingeniería Civil, Licenciatura en Nutrición, Mercadotecnia y Negocios
 * Internacionales and Ingeniería Industrial y de Sistemas. Not searched (budget): UNAH's Maestría en Administración
 * Pública and UNITEC's Maestría en Gestión de Servicios de Salud. Noted: the 2020 UNAH page says the Facultad de
 * Ingeniería would add técnicos in Refrigeración, Aire acondicionado and Soldadura (a lead for the technical cells, to
 * be checked as opened).
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): the two graduate rows the S27 pass did not reach,
 * and a few it searched with a new idea (the UNAH's regional centres, INFOP's own statements on its offer), looked for in
 * stored copies of public pages (search tools only; no page re-read online; six look-ups for this country). Rows re-read,
 * each now citing the page named:
 * - UNAH's Ingeniería Agronómica: La Prensa's report (undated in the stored text, about 2023, when students and teachers
 *   occupied the centre) on the decay of the UNAH's Centro Universitario Regional del Litoral Atlántico (CURLA) in La Ceiba,
 *   founded in 1967 with six carreras, Ingeniería Agronómica among them, "desde entonces no se han abierto más carreras".
 *   The programme is taught at the CURLA in La Ceiba, not in Tegucigalpa, the city the institution row gives. La Prensa of
 *   4 October 2014 on the CURLA's farms, used "en la práctica para los estudiantes de Agronomía", agrees;
 * - INFOP's welding row, renamed "Estructuras Metálicas" (it was "Soldadura"): El Heraldo's branded-content page (late
 *   2024) on INFOP at the Feria de Empleo, in which its executive director names "electricidad, mecánica
 *   automotriz, estructuras metálicas e inglés" among the carreras most in demand at INFOP (metal structures being taught
 *   with welding; the page gives neither a length nor the course's full title).
 * Weak sources, to replace first: the El Heraldo page (sponsored content); La Prensa's CURLA report (undated). Lengths: none
 * set or taken out. Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: UNAH's Maestría en Administración Pública (a UNAH history of 1998 and a 2015 UNAH report on
 * supply and demand of graduates came up without naming it) and UNITEC's Maestría en Gestión de Servicios de Salud (a
 * UNITEC blog post on health-services management names no programme); UNITEC's Ingeniería Civil and Ingeniería Industrial y
 * de Sistemas (UNITEC's graduation of March 2026, Proceso Digital, gives totals only); UNAH's Comercio Internacional and
 * Administración Pública (searched again through its Facultad de Ciencias Económicas). Not reached: the rows the S27 pass
 * lists as searched without result (INFOP's computer repair, UNAH's Filosofía, Cultura Física y Deportes and Ingeniería
 * Industrial, UNITEC's Nutrición and Mercadotecnia y Negocios Internacionales).
 * Second verification pass of 2026-11-28 (session 28; it adds no `VERIFIED_S28B` block): one look-up in stored copies
 * of public pages (search tools only) re-read no row. INFOP's Reparación y Mantenimiento de Computadoras, searched
 * again through INFOP's centres (ContextoHN on INFOP's 52 new computer classrooms; Radio House, March 2025, on INFOP
 * San Pedro Sula's technical careers; Honduras al Día, February 2025, on the La Pradera centre's intake in "excel
 * básico", "diseño gráfico" and other areas), found no page naming the course. Not reached (budget): the other rows of
 * the worklist, all searched by earlier passes.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): rows of the worklist looked for again in stored
 * copies of public pages (search tools only; no page re-read online; about ten look-ups for this country, with the new
 * idea of the universities' own blogs and students named in their news). Rows re-read, each now citing the page named:
 * - UNITEC's Ingeniería Civil: UNITEC's own blog, October 2015, on its students' prizes at the Solar Decathlon 2015, quoting
 *   "el alumno de Ingeniería Civil de UNITEC, Caleb Espinoza";
 * - UNAH's Licenciatura en Filosofía: the UNAH Departamento de Filosofía's post on the Feria Vocacional UNAH 2025 (found by
 *   an earlier pass and noted above, but not then cited by the row), "El plan de estudios de la carrera de Filosofía está
 *   diseñado para completarse en un periodo de 4 a 5 años": the row now gives that length. The page names the carrera,
 *   not the degree's title.
 * - UNAH's Ingeniería Industrial, and with it its Ingeniería Mecánica Industrial, Ingeniería Eléctrica Industrial,
 *   Ingeniería Química Industrial and Ingeniería en Sistemas (rows not on the worklist): El Heraldo's report (undated; a
 *   university crisis that had kept the UNAH without classes for more than 30 days) on the Facultad de Ingeniería's
 *   laboratories, "En la Facultad de Ingeniería hay seis carreras: Civil, Mecánica, Eléctrica, Química, Industrial y
 *   Sistemas" (short names; the rows keep their full titles).
 * Weak sources, to replace first: the UNITEC blog post (2015; check that the carrera still admits) and El Heraldo's
 * undated report. Lengths: "4 a 5 años"
 * set on UNAH's Filosofía (as the page states it). Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: UNITEC's Ingeniería Industrial y de Sistemas and Licenciatura en Nutrición (only UNITEC's 2026
 * graduation report and scholarship news, naming no carrera in their stored openings, and a Sesal-UNAH agreement naming
 * UNAH's Nutrición came up); UNAH's Licenciatura en Cultura Física y Deportes (the Facultad de Humanidades y Artes's history
 * page names a "Departamento de Ciencias de la Cultura Física", not the degree); INFOP's Reparación y Mantenimiento de
 * Computadoras (a La Prensa report of February 2026 names "reparación y mantenimiento de computadoras" among the areas of
 * San Pedro Sula's municipal technical centres, not INFOP; not added, since it gives no programme title or level); a
 * political-science licenciatura at UNAH (UNAH's undated news post that the degree would be offered "el próximo año"
 * came up again, with no page showing it open). Not reached (budget): the other rows of the worklist (UNAH's Comercio
 * Internacional and Administración Pública, the master's rows, and the GAP cells).
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block): the regenerated worklist looked for again in stored copies of
 * public pages and, as a new angle, in the stored index of public repositories (search tools only, no page re-read
 * online; about twenty of some ninety-six look-ups shared with Costa Rica, Panamá and Guatemala). Rows re-read, each now
 * citing the page named:
 * - UNAH's Licenciatura en Comercio Internacional: the UNAH CURLP's own "Preguntas frecuentes" page (admissions of 2019),
 *   listing the Prueba de Aptitud Académica score each carrera requires, "Licenciatura en Comercio Internacional: 700
 *   puntos";
 * - UNAH's physical-education degree, renamed "Licenciatura en Educación Física" (it was "Licenciatura en Cultura Física y
 *   Deportes") with "5 años", and its Licenciatura en Administración Pública, with "5 años": the data file of a student
 *   project on the UNAH's admissions on GitHub (FranciscoBaltodano/Proyecto_Ingenieria_Del_Software_Frontend,
 *   carreras.js), listing the UNAH's carreras with faculty, centres, length, PAA score and the address of each 2023 plan de
 *   estudios on unah.edu.hn (Educacion-Fisica-2023.pdf; Licenciatura-en-Administracion-Publica-2022.pdf). The row for
 *   sports science, which shares the old title, was left as it was: check first whether both careers now point to the
 *   Licenciatura en Educación Física;
 * - UPNFM's Profesorado en Educación Especial (not on the worklist): the Facultad de Ciencias de la Educación's own page
 *   on the "Carrera de Educación Especial en el grado de licenciatura" (web2.upnfm.edu.hn);
 * - UPNFM's counselling degree, renamed "Profesorado en Orientación y Consejería Educativa en el Grado de Licenciatura"
 *   (not on the worklist): a blog of the carrera's students (19 November 2012, read at http://, cited at https://): taught
 *   at Tegucigalpa and San Pedro Sula, plan of 2008, "actualmente el título es de Profesor en Orientación y Consejería
 *   Educativa en el grado de Licenciatura".
 * Weak sources, to replace first: the GitHub student project (check the titles and lengths on the UNAH's admissions
 * pages), the 2012 students' blog and the 2019 CURLP page (check that the carreras still admit). Withdrawn: none.
 * Searched and not found: a second bachelor's in political science (a UNAM book chapter on political science in Honduras
 * says there was no pregrado in the discipline, only UNAH's Maestría en Ciencias Políticas; UNAH's news that it would
 * offer the licenciatura again); a second social-work, public-administration or philosophy programme (GitHub pages of
 * the Siguatepeque municipality on UNICAH, UTH, UMH and UPNFM list none: UNICAH's Ingeniería Industrial, Psicología and
 * others, UMH's Marketing y Negocios Internacionales and Gerencia y Desarrollo Social); a music-education degree (no UPNFM
 * page found); a graduate programme in counselling, English teaching or special education at UPNFM (its new Maestría en
 * Didáctica, El Heraldo, November 2025, is not one of them); a second health-services master's (UCENM's new Microbiología
 * Clínica y Gerencia de Laboratorios, a clinical-laboratory degree, again); INFOP's computer-repair course (no GitHub copy
 * of its offer). Seen and not used: El Heraldo Plus (June 2025) on posgrado graduates by university, 2016-2023 (UNITEC
 * 44%, UNAH 18%, UNICAH), which names no programme in its readable part; FLACSO Honduras' first graduates of its Maestría
 * en Ciencias Sociales, Estudios Urbanos y Migraciones Internacionales with the UNAH (no open cell). Not reached (budget):
 * UNITEC's rows, UNAH's master's rows and the other GAP cells, all searched by earlier passes.
 * Session 30, second pass (no `VERIFIED_S30B` block): the regenerated worklist looked for again in the stored index of
 * public repositories and in stored pages (search tools only; no page re-read online; about ten of some sixty look-ups
 * shared with Guatemala, El Salvador, Nicaragua, Costa Rica and Panamá). No page read named a program at a new institution
 * for an open cell, nor a worklist row in a form that can be cited beyond what earlier passes cite, so no row changed.
 * Read and not used: the UNAG master's website copy (DennisErazo1996/maestrias, 2023) noted by an earlier pass: its
 * "Máster Universitario en Biotecnología Agroalimentaria" is given "mediante convenio entre la Universidad Católica de
 * Ávila (UCAV)-España y la UNAG" (a Spanish degree, €3,000), and its other master's are in Ciencias Agroalimentarias,
 * Gestión de la Producción Animal Sostenible and Recursos Naturales y Producción Sostenible (no open cell); GitHub projects
 * around UPNFM (an alumni portal whose carreras come from a database, not stored; the OUDENI observatory's staff pages);
 * El Diario (February 2026) on UCENM's Microbiología Clínica y Gerencia de Laboratorios (clinical laboratory, again).
 * Searched and not found: a second bachelor's in music, philosophy, mathematics, social work and public administration
 * (UPNFM and private universities on GitHub: none); a music-education degree at UPNFM (only the UNAH's Carrera de Música
 * page and a 2025 study of its graduates); a second health-services master's (UNICAH: only its hospital and medicine news);
 * UNITEC's program list on GitHub (none). Not reached: INFOP's and UNITEC's rows, searched by earlier passes.
 * Session 30, third pass (the `VERIFIED_S30C` block): the regenerated worklist looked for again, as round 2 advised, in
 * the 2018 home pages of the JSCryptoMinerStudy crawl (silverfoxy/JSCryptoMinerStudy, pagesource/<domain>, commit
 * afccd31) and in the code corpus for dumps or seeds of the universities' carreras and posgrados (search tools only; no
 * page re-read online; about fourteen of some eighty look-ups shared with Guatemala, El Salvador, Nicaragua, Costa Rica
 * and Panamá). The crawl holds the home pages of the UNAH, UNITEC, the UPNFM and UNICAH; UNITEC's (www.unitec.edu,
 * March 2018) has a menu «Estudiar» listing every presencial licenciatura, ingeniería, health carrera, maestría and
 * doctorado. Rows added from it: (1) tourism, graduate, a cell with no institution before: «Maestría en Desarrollo
 * Local y Turismo»; (2) industrial engineering, graduate, a cell with no institution before: «Maestría en Gestión de
 * Operaciones y Logística», an operations-management master's filed under industrial engineering as the nearest career
 * (and under logistics); check first that it suits a reader of industrial engineering; and, not on the worklist, the
 * master's «Dirección de la Comunicación Corporativa» (communication studies), «Dirección de Recursos Humanos»,
 * «Finanzas», «Contaduría Pública», «Dirección Empresarial» and «Ingeniería de Estructuras» (civil engineering), and
 * the bachelor's «Animación Digital y Diseño Interactivo» (animation), «Administración de Empresas Turísticas»
 * (tourism), «Economía», «Diseño de Modas», «Gastronomía» (culinary arts), «Biomédica», «Telecomunicaciones»,
 * «Odontología» and «Terapia Física y Ocupacional» (physical therapy), each written «Licenciatura en …» or «Ingeniería
 * …» as the menu's headings and addresses give them. Rows re-read on the same page (names kept): the worklist's
 * Licenciatura en Nutrición, Licenciatura en Mercadotecnia y Negocios Internacionales and Ingeniería Industrial y de
 * Sistemas, and UNITEC's rows that cited only its home page (Psicología, Derecho, Administración Industrial y de
 * Negocios, Finanzas, Relaciones Internacionales, Comunicación Audiovisual y Publicitaria, Diseño Gráfico,
 * Arquitectura, Sistemas Computacionales, Mecatrónica, Medicina y Cirugía). Weak sources, to replace first: the 2018
 * home page (check each programme on unitec.edu). The 2018 menu does not list the worklist's Maestría en Gestión de
 * Servicios de Salud nor the Maestría en Gestión Pública (rows written from memory and from a later El Heraldo page):
 * check them first; not withdrawn, since a 2018 menu does not show a programme that opened later to be wrong.
 * Withdrawn: none. Seen and not used: a 2014 student project listing UNITEC's maestrías (jamthebest/proyecto,
 * app/views/Postgrado.blade.php in its May 2014 commits), which names a «Negocios Internacionales para Latinoamérica
 * (Global MBA)» (the international-business graduate cell) absent from the 2018 menu, so not added (likely closed); the
 * UPNFM's 2018 home page (menus «Licenciaturas: Presencial, Distancia» and «Postgrados» linking to
 * postgrado.upnfm.edu.hn, no programme named); UNICAH's 2016-2018 home page (its carreras load from a script, not in
 * the copy). Searched and not found: a second bachelor's in philosophy, mathematics, music, social work or public
 * administration and any in political science, music education or health-services administration; graduate programmes
 * in counselling, special education, English teaching, statistics, data science, animation and international business
 * (UNITEC's and the UPNFM's menus have none). Not reached: INFOP's rows and the UNAH's master's rows, searched by
 * earlier passes.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): the regenerated
 * worklist looked for again, as round 3 advised, with find_repos on name fragments and the promising repositories
 * fetched and read locally with git (about 35 look-ups shared with the other eleven countries of this pass; rows were
 * found only for El Salvador, the Dominican Republic and Nicaragua). Searched and not found: find_repos on unah and
 * unitec; fetched and read AlmaGodoy/Portal_Universitario_UNAH, Jey1601/Registro-UNAH, dan8a112/unah-system-project
 * and RegistroIsUnah/Backend_Registro (registration systems whose seeds name UNAH carreras only, the institution the
 * open cells already have; no maestría), ISW-UNITEC-2023/AsesoriaPsicologia-Grupo2-3 (no programme list),
 * valeriaaa12/UPNFM-Observatorio (the UPNFM observatory's site: its staff's own degrees, not programmes) and
 * AlumniUPNFM/alumni-upnfm (no programme list). No second institution for the social-work, political-science, tourism,
 * health-services-administration and industrial-engineering master's, and none for counselling, special education,
 * data science, statistics, animation, English teaching or international business at graduate level. Not reached: the
 * bachelor's and technical gap cells and the verify rows.
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, institutionsOf, offered, pagesOn, taggedPages, withPasses } from "./define";

const RETRIEVED = "2026-11-26";

/** One institution's official program pages. */
const site = pagesOn(RETRIEVED);

const inst = institutionsOf("HN");

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED_ON = "2026-11-27";
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "hn-unah-posgrado-2026-11-27",
      "Universidad Nacional Autónoma de Honduras",
      "Oferta de posgrado",
      "https://www.unah.edu.hn",
      ADDED_ON,
    ),
    institutionPage(
      "hn-unitec-posgrado-2026-11-27",
      "Universidad Tecnológica Centroamericana (UNITEC)",
      "Maestrías",
      "https://www.unitec.edu",
      ADDED_ON,
    ),
    institutionPage(
      "hn-upnfm-2026-11-27",
      "Universidad Pedagógica Nacional Francisco Morazán",
      "Oferta académica de grado",
      "https://www.upnfm.edu.hn",
      ADDED_ON,
    ),
    institutionPage(
      "hn-infop-2026-11-27",
      "Instituto Nacional de Formación Profesional (INFOP)",
      "Oferta formativa",
      "https://www.infop.hn",
      ADDED_ON,
    ),
    institutionPage(
      "hn-unitec-grado-2026-11-27",
      "Universidad Tecnológica Centroamericana (UNITEC)",
      "Carreras de grado",
      "https://www.unitec.edu",
      ADDED_ON,
    ),
    institutionPage(
      "hn-ctm-sps-site",
      "Municipalidad de San Pedro Sula",
      "Centros Técnicos Municipales: oferta de carreras técnicas",
      "https://www.sanpedrosula.hn",
      ADDED_ON,
    ),
  ],
  institutions: [
    inst(
      "hn-ctm-sps",
      "Centros Técnicos Municipales de San Pedro Sula",
      "San Pedro Sula",
      "public",
      "https://www.sanpedrosula.hn",
      "hn-ctm-sps-site",
    ),
  ],
  programs: [
    ...offered("hn-unah", "graduate", "hn-unah-posgrado-2026-11-27", [
      ["social-work", "Maestría en Trabajo Social", { duration: "24 meses", modality: "in-person" }],
      ["public-administration", "Maestría en Administración Pública"],
    ]),
    ...offered("hn-unitec", "graduate", "hn-unitec-posgrado-2026-11-27", [
      ["public-administration", "Maestría en Gestión Pública"],
      ["health-services-administration", "Maestría en Gestión de Servicios de Salud"],
    ]),
    ...offered("hn-upnfm", "bachelor", "hn-upnfm-2026-11-27", [
      ["counselling", "Profesorado en Orientación y Consejería Educativa"],
    ]),
    ...offered("hn-infop", "technical", "hn-infop-2026-11-27", [
      ["refrigeration-air-conditioning", "Refrigeración y Aire Acondicionado"],
      ["it-support-technician", "Reparación y Mantenimiento de Computadoras"],
    ]),
    ...offered("hn-unitec", "bachelor", "hn-unitec-grado-2026-11-27", [["nutrition", "Licenciatura en Nutrición"]]),
    ...offered("hn-ctm-sps", "technical", "hn-ctm-sps-site", [
      ["automotive-mechanics", "Mecánica Automotriz", { duration: "1 año" }],
      ["welding-technology", "Soldadura", { duration: "1 año" }],
      ["refrigeration-air-conditioning", "Refrigeración", { duration: "1 año" }],
      ["it-support-technician", "Reparación y Mantenimiento de Computadoras", { duration: "1 año" }],
      ["electrical-technician", "Electricidad", { duration: "1 año" }],
    ]),
  ],
};

/** Rows added on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_28_ON = "2026-11-28";
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "hn-infop-2026-11-28",
      "Instituto Nacional de Formación Profesional (INFOP)",
      "Oferta formativa: carreras técnicas",
      "https://www.infop.hn",
      ADDED_28_ON,
    ),
    institutionPage(
      "hn-ctm-sps-2026-11-28",
      "Municipalidad de San Pedro Sula",
      "Centros Técnicos Municipales: oferta de carreras técnicas",
      "https://www.sanpedrosula.hn",
      ADDED_28_ON,
    ),
    institutionPage(
      "hn-ctm-sps-laprensa-2026-02-05",
      "La Prensa (Honduras)",
      "Centros técnicos municipales de San Pedro Sula: inicio de clases 2026 (belleza, gastronomía, diseño gráfico, entre otras áreas)",
      "https://www.laprensa.hn/sanpedro/matricula-tecnicos-sps-municipales-clases-PC29180924",
      ADDED_28_ON,
    ),
    institutionPage(
      "hn-ctm-sps-laprensa-2026-01-15",
      "La Prensa (Honduras)",
      "Sigue abierta la matrícula en los centros técnicos municipales de San Pedro Sula (nuevas carreras técnicas de auxiliar en enfermería y agroambiental)",
      "https://www.laprensa.hn/sanpedro/matricula-centros-tecnicos-municipales-san-pedro-sula-EH28944536",
      ADDED_28_ON,
    ),
    institutionPage(
      "hn-infop-laprensa-cosmetologia",
      "La Prensa (Honduras)",
      "Centenares de mujeres listas para mercado de las micros (Infop San Pedro Sula: área de cosmetología o belleza)",
      "https://www.laprensa.hn/honduras/sanpedrosula/391424-98/centenares-de-mujeres-listas-para-mercado-de-las-micros",
      ADDED_28_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("hn-ctm-sps", "technical", "hn-ctm-sps-laprensa-2026-02-05", [
      ["cosmetology", "Belleza", { duration: "1 año" }],
      ["culinary-arts", "Gastronomía", { duration: "1 año" }],
      ["graphic-design", "Diseño Gráfico", { duration: "1 año" }],
    ]),
    ...offered("hn-ctm-sps", "technical", "hn-ctm-sps-laprensa-2026-01-15", [
      ["nursing-technician", "Auxiliar en Enfermería", { duration: "1 año" }],
    ]),
    ...offered("hn-infop", "technical", "hn-infop-laprensa-cosmetologia", [["cosmetology", "Cosmetología"]]),
    ...offered("hn-infop", "technical", "hn-infop-2026-11-28", [["electronics-technician", "Electrónica"]]),
    ...offered("hn-ctm-sps", "technical", "hn-ctm-sps-2026-11-28", [
      ["electronics-technician", "Electrónica", { duration: "1 año" }],
    ]),
  ],
};

/**
 * Rows added on 2026-11-28 by a third pass (`ADDED_28C`), resting on a stored page of a published book found with the
 * search tools (see the header): UNAH's Maestría en Ciencias Políticas.
 */
const ADDED_28C: Pick<CountryCatalog, "sources" | "programs"> = {
  sources: [
    institutionPage(
      "hn-unah-freidenberg-2017",
      "Flavia Freidenberg (ed.), La Ciencia Política sobre América Latina: docencia e investigación en perspectiva comparada (Funglode / IIJ-UNAM, 2017)",
      "Diferencias institucionales y retos profesionales de los politólogos (p. 189: la maestría en Ciencias Políticas de la UNAH, instaurada en la segunda mitad de la década de 2000)",
      "https://pleno5.com/flipflop/304/files/basic-html/page194.html",
      ADDED_28_ON,
    ),
  ],
  programs: [
    ...offered("hn-unah", "graduate", "hn-unah-freidenberg-2017", [
      ["political-science", "Maestría en Ciencias Políticas"],
    ]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "HN",
  sources: [
    site(
      "hn-unah-site",
      "Universidad Nacional Autónoma de Honduras",
      "Oferta académica de grado",
      "https://www.unah.edu.hn",
    ),
    site(
      "hn-upnfm-site",
      "Universidad Pedagógica Nacional Francisco Morazán",
      "Oferta académica de grado",
      "https://www.upnfm.edu.hn",
    ),
    site("hn-unag-site", "Universidad Nacional de Agricultura", "Oferta académica de grado", "https://unag.edu.hn"),
    site(
      "hn-unitec-site",
      "Universidad Tecnológica Centroamericana (UNITEC)",
      "Oferta académica de grado y posgrado",
      "https://www.unitec.edu",
    ),
    site(
      "hn-unicah-site",
      "Universidad Católica de Honduras Nuestra Señora Reina de la Paz",
      "Oferta académica de grado",
      "https://www.unicah.edu",
    ),
    site(
      "hn-zamorano-site",
      "Escuela Agrícola Panamericana, Zamorano",
      "Programas de ingeniería",
      "https://www.zamorano.edu",
    ),
    {
      id: "hn-unah-2026",
      publisher: "Universidad Nacional Autónoma de Honduras",
      title: "Carreras de grado",
      url: "https://www.unah.edu.hn",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "hn-infop-site",
      publisher: "Instituto Nacional de Formación Profesional (INFOP)",
      title: "Oferta formativa",
      url: "https://www.infop.hn",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    inst(
      "hn-unah",
      "Universidad Nacional Autónoma de Honduras",
      "Tegucigalpa",
      "public",
      "https://www.unah.edu.hn",
      "hn-unah-site",
    ),
    inst(
      "hn-upnfm",
      "Universidad Pedagógica Nacional Francisco Morazán",
      "Tegucigalpa",
      "public",
      "https://www.upnfm.edu.hn",
      "hn-upnfm-site",
    ),
    inst(
      "hn-unag",
      "Universidad Nacional de Agricultura",
      "Catacamas",
      "public",
      "https://unag.edu.hn",
      "hn-unag-site",
    ),
    inst(
      "hn-unitec",
      "Universidad Tecnológica Centroamericana (UNITEC)",
      "Tegucigalpa",
      "private",
      "https://www.unitec.edu",
      "hn-unitec-site",
    ),
    inst(
      "hn-unicah",
      "Universidad Católica de Honduras Nuestra Señora Reina de la Paz",
      "Tegucigalpa",
      "private",
      "https://www.unicah.edu",
      "hn-unicah-site",
    ),
    inst(
      "hn-zamorano",
      "Escuela Agrícola Panamericana, Zamorano",
      "Valle de Yeguare",
      "private",
      "https://www.zamorano.edu",
      "hn-zamorano-site",
    ),
    {
      id: "hn-infop",
      country: "HN",
      name: "Instituto Nacional de Formación Profesional (INFOP)",
      city: "Tegucigalpa",
      kind: "public",
      website: "https://www.infop.hn",
      source: "hn-infop-site",
    },
  ],
  programs: [
    ...offered("hn-unah", "bachelor", "hn-unah-site", [
      ["medicine", "Doctor en Medicina y Cirugía"],
      ["nursing", "Licenciatura en Enfermería"],
      ["dentistry", "Doctor en Cirugía Dental"],
      ["pharmacy", "Licenciatura en Química y Farmacia"],
      ["clinical-laboratory-science", "Licenciatura en Microbiología"],
      ["nutrition", "Licenciatura en Nutrición"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Derecho"],
      ["economics", "Licenciatura en Economía"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["accounting", "Licenciatura en Contaduría Pública y Finanzas"],
      ["marketing", "Licenciatura en Mercadotecnia"],
      ["international-business", "Licenciatura en Comercio Internacional"],
      ["finance", "Licenciatura en Banca y Finanzas"],
      ["public-administration", "Licenciatura en Administración Pública"],
      ["information-systems", "Licenciatura en Informática Administrativa"],
      ["sociology", "Licenciatura en Sociología"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["history", "Licenciatura en Historia"],
      ["philosophy", "Licenciatura en Filosofía"],
      ["anthropology", "Licenciatura en Antropología"],
      ["journalism", "Licenciatura en Periodismo"],
      ["literature", "Licenciatura en Letras"],
      ["modern-languages", "Licenciatura en Lenguas Extranjeras con Orientación en Inglés y Francés"],
      ["music", "Licenciatura en Música"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica Industrial"],
      ["electrical-engineering", "Ingeniería Eléctrica Industrial"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["computer-science", "Ingeniería en Sistemas"],
      ["chemical-engineering", "Ingeniería Química Industrial"],
      ["biology", "Licenciatura en Biología"],
      ["mathematics", "Licenciatura en Matemática"],
      ["physics", "Licenciatura en Física"],
      ["agronomy", "Ingeniería Agronómica"],
    ]),
    ...offered("hn-upnfm", "bachelor", "hn-upnfm-site", [
      ["mathematics-teaching", "Profesorado en Matemáticas"],
      ["physical-education", "Profesorado en Educación Física"],
      ["english-teaching", "Profesorado en Lenguas Extranjeras con Orientación en Inglés"],
      ["special-education", "Profesorado en Educación Especial"],
    ]),
    ...offered("hn-unag", "bachelor", "hn-unag-site", [
      ["agronomy", "Ingeniería Agronómica"],
      ["veterinary-medicine", "Licenciatura en Medicina Veterinaria"],
      ["food-engineering", "Ingeniería en Tecnología Alimentaria"],
    ]),
    ...offered("hn-unitec", "bachelor", "hn-unitec-site", [
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Derecho"],
      ["business-administration", "Licenciatura en Administración Industrial y de Negocios"],
      ["marketing", "Licenciatura en Mercadotecnia y Negocios Internacionales"],
      ["international-business", "Licenciatura en Mercadotecnia y Negocios Internacionales"],
      ["finance", "Licenciatura en Finanzas"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["advertising", "Licenciatura en Comunicación Audiovisual y Publicitaria"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial y de Sistemas"],
      ["information-systems", "Ingeniería en Sistemas Computacionales"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["medicine", "Medicina y Cirugía"],
    ]),
    ...offered("hn-unicah", "bachelor", "hn-unicah-site", [
      ["medicine", "Medicina y Cirugía"],
      ["law", "Licenciatura en Ciencias Jurídicas"],
      ["psychology", "Licenciatura en Psicología"],
      ["dentistry", "Odontología"],
    ]),
    ...offered("hn-zamorano", "bachelor", "hn-zamorano-site", [
      ["agronomy", "Ingeniería Agronómica", { duration: "4 años" }],
      ["food-engineering", "Ingeniería en Agroindustria Alimentaria", { duration: "4 años" }],
      ["environmental-science", "Ingeniería en Ambiente y Desarrollo", { duration: "4 años" }],
      ["business-administration", "Ingeniería en Administración de Agronegocios", { duration: "4 años" }],
    ]),
    ...offered("hn-unah", "bachelor", "hn-unah-2026", [
      ["physical-education", "Licenciatura en Cultura Física y Deportes"],
      ["sports-science", "Licenciatura en Cultura Física y Deportes"],
    ]),
    ...offered("hn-infop", "technical", "hn-infop-site", [
      ["automotive-mechanics", "Mecánica Automotriz"],
      ["electrical-technician", "Electricidad"],
      ["welding-technology", "Soldadura"],
    ]),
  ],
};

/**
 * The verification pass of 2026-11-28 (session 27): rows of the first passes that readers see most, now resting on a
 * stored page read (see the header). None was withdrawn.
 */
const VERIFIED_S27_ON = "2026-11-28";

const VERIFIED_S27: CatalogPass = {
  sources: [
    institutionPage(
      "hn-ctm-sps-matricula-2026-laprensa-2026-11-28",
      "La Prensa (Honduras)",
      "Matrícula en los centros técnicos municipales de San Pedro Sula (5 de febrero de 2026): electricidad, soldadura, reparación y mantenimiento de computadoras, mecánica automotriz, entre otras áreas",
      "https://www.laprensa.hn/sanpedro/matricula-tecnicos-sps-municipales-clases-PC29180924",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "hn-infop-ocotepeque-2025-2026-11-28",
      "hondunewshnn.com (news site)",
      "INFOP entrega certificados a más de 160 personas en Ocotepeque (electricidad residencial, mecánica automotriz, agroindustria, computación básica, entre otras áreas; 2025)",
      "https://hondunewshnn.com/?p=68912",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "hn-unah-maestria-trabajo-social-convocatoria-2026-11-28",
      "Universidad Nacional Autónoma de Honduras (Presencia Universitaria)",
      "Facultad de Ciencias Sociales abre convocatoria para la Maestría en Trabajo Social (24 meses, presencial; inscripción del 1 de diciembre de 2025 al 31 de enero de 2026)",
      "https://blogs.unah.edu.hn/presencia-universitaria/facultad-de-ciencias-sociales-abre-convocatoria-para-la-maestria-en-trabajo-social",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "hn-unah-encuentro-trabajo-social-2024-2026-11-28",
      "Universidad Nacional Autónoma de Honduras (Dirección de Comunicación)",
      "Con una nutrida asistencia inauguran el II Encuentro de Trabajo Social UNAH 2024 (Departamento y Carrera de Trabajo Social)",
      "https://blogs.unah.edu.hn/dircom/con-una-nutrida-asistencia-inauguran-el-ii-encuentro-de-trabajo-social-unah-2024",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "hn-unah-carrera-musica-2026-11-28",
      "Universidad Nacional Autónoma de Honduras, Departamento de Arte",
      "Carrera de Música: reseña histórica (la Licenciatura en Música, inaugurada en 1988)",
      "https://arte.unah.edu.hn/httpsarte-unah-edu-hn",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "hn-unah-convenio-sesal-2026-2026-11-28",
      "Proceso Digital",
      "SESAL firma convenio con UNAH para el internado y servicio social de estudiantes en salud (servicio social y práctica profesional de la carrera de Nutrición; 26 de febrero de 2026)",
      "https://proceso.hn/sesal-firma-convenio-con-unah-para-el-desarrollo-del-internado-y-servicio-social-de-estudiantes-en-salud/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "hn-zamorano-laprensa-ni-2014-2026-11-28",
      "La Prensa (Nicaragua)",
      "La escuela que urge al agro: las cuatro carreras de Zamorano (agroindustria alimentaria, ingeniería agronómica, administración de agronegocios, ambiente y desarrollo) duran cuatro años (28 de octubre de 2014)",
      "https://www.laprensa.com.ni/2014/10/28/economia/216155-la-escuela-que-urge-al-agro",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "hn-unag-historia-2026-11-28",
      "Universidad Nacional de Agricultura",
      "Historia de la Universidad Nacional de Agricultura (carreras profesionales desde 2002: Ingeniería Agronómica, entre otras)",
      "https://unag.edu.hn/index.php/historia-de-la-unag",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "hn-unah-ingenieria-2020-2026-11-28",
      "Universidad Nacional Autónoma de Honduras (Presencia Universitaria)",
      "COVID-19 no fue impedimento para que la Facultad de Ingeniería alcanzara notables logros este año (proyecto del Departamento de Ingeniería Civil de la UNAH)",
      "https://presencia.unah.edu.hn/noticias/covid-19-no-fue-impedimento-para-que-ingenieria-alcanzara-notables-logros-este-ano/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "hn-upnfm-autoevaluacion-educacion-fisica-2026-11-28",
      "Scribd (copy of a Universidad Pedagógica Nacional Francisco Morazán report)",
      "Informe de autoevaluación de la Carrera de Educación Física de la UPNFM (2003): el Profesorado de Educación Física en el Grado de Licenciatura, de cuatro años",
      "https://it.scribd.com/document/381069382/Informe-Completo-de-Educ-Fisica-2003",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "hn-unah-egresados-ciencias-2026-11-28",
      "Universidad Nacional Autónoma de Honduras (Presencia Universitaria)",
      "Facultad de Ciencias entrega cartas de egresados a 90 nuevos profesionales (entre ellos, egresados de Matemática)",
      "https://blogs.unah.edu.hn/presencia-universitaria/facultad-de-ciencias-entrega-cartas-de-egresados-a-90-nuevos-profesionales",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "hn-unitec-gestion-publica-elheraldo-2026-11-28",
      "El Heraldo (Acontecer Empresarial, sponsored page)",
      "UNITEC forma a los futuros profesionales de la gestión pública: Maestría en Gestión Pública de su Facultad de Postgrado (11 de julio de 2022)",
      "https://elheraldo.hn/acontecerempresarial/unitec-forma-a-los-futuros-profesionales-de-la-gestion-publica-BH8999047",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "hn-ctm-sps",
      career: "automotive-mechanics",
      level: "technical",
      name: "Mecánica Automotriz",
      source: "hn-ctm-sps-matricula-2026-laprensa-2026-11-28",
    },
    {
      institution: "hn-ctm-sps",
      career: "it-support-technician",
      level: "technical",
      name: "Reparación y Mantenimiento de Computadoras",
      source: "hn-ctm-sps-matricula-2026-laprensa-2026-11-28",
    },
    {
      institution: "hn-ctm-sps",
      career: "welding-technology",
      level: "technical",
      name: "Soldadura",
      source: "hn-ctm-sps-matricula-2026-laprensa-2026-11-28",
    },
    {
      institution: "hn-infop",
      career: "automotive-mechanics",
      level: "technical",
      name: "Mecánica Automotriz",
      source: "hn-infop-ocotepeque-2025-2026-11-28",
    },
    {
      institution: "hn-unah",
      career: "social-work",
      level: "graduate",
      name: "Maestría en Trabajo Social",
      source: "hn-unah-maestria-trabajo-social-convocatoria-2026-11-28",
      set: { duration: "24 meses" },
    },
    {
      institution: "hn-unah",
      career: "social-work",
      level: "bachelor",
      name: "Licenciatura en Trabajo Social",
      source: "hn-unah-encuentro-trabajo-social-2024-2026-11-28",
    },
    {
      institution: "hn-unah",
      career: "music",
      level: "bachelor",
      name: "Licenciatura en Música",
      source: "hn-unah-carrera-musica-2026-11-28",
    },
    {
      institution: "hn-unah",
      career: "nutrition",
      level: "bachelor",
      name: "Licenciatura en Nutrición",
      source: "hn-unah-convenio-sesal-2026-2026-11-28",
    },
    {
      institution: "hn-zamorano",
      career: "agronomy",
      level: "bachelor",
      name: "Ingeniería Agronómica",
      source: "hn-zamorano-laprensa-ni-2014-2026-11-28",
      set: { duration: "4 años" },
    },
    {
      institution: "hn-unag",
      career: "agronomy",
      level: "bachelor",
      name: "Ingeniería Agronómica",
      source: "hn-unag-historia-2026-11-28",
    },
    {
      institution: "hn-unah",
      career: "civil-engineering",
      level: "bachelor",
      name: "Ingeniería Civil",
      source: "hn-unah-ingenieria-2020-2026-11-28",
    },
    {
      institution: "hn-upnfm",
      career: "physical-education",
      level: "bachelor",
      name: "Profesorado en Educación Física",
      source: "hn-upnfm-autoevaluacion-educacion-fisica-2026-11-28",
      set: { name: "Profesorado de Educación Física en el Grado de Licenciatura", duration: "4 años" },
    },
    {
      institution: "hn-unah",
      career: "mathematics",
      level: "bachelor",
      name: "Licenciatura en Matemática",
      source: "hn-unah-egresados-ciencias-2026-11-28",
    },
    {
      institution: "hn-unitec",
      career: "public-administration",
      level: "graduate",
      name: "Maestría en Gestión Pública",
      source: "hn-unitec-gestion-publica-elheraldo-2026-11-28",
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  unahCurla: s28(
    "hn-unah-curla-laprensa",
    "La Prensa (Honduras)",
    "Docentes y alumnos denuncian abandono del Curla (La Ceiba; el centro regional de la UNAH, fundado en 1967 con las carreras de Administración y Generación de Empresas, Economía Agrícola, Enfermería, Ingeniería Agronómica, Ingeniería Forestal y Ecoturismo)",
    "https://www.laprensa.hn/honduras/honduras-la-ceiba-docentes-alumnos-denuncian-abandono-curla-LA14140281",
  ),
  infopOferta: s28(
    "hn-infop-oferta-elheraldo",
    "El Heraldo (Honduras), branded content",
    "Infop impulsa la empleabilidad en Honduras con formación técnica y certificación profesional (carreras como electricidad, mecánica automotriz, estructuras metálicas e inglés, las más demandadas)",
    "https://elheraldo.hn/brandedcontent/deinteres/infop-impulsa-empleabilidad-honduras-formacion-tecnica-certificacion-profesional-CA22884215",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): two more rows written without reading their page, each re-pointed to a
 * stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    {
      institution: "hn-unah",
      career: "agronomy",
      level: "bachelor",
      source: S28.unahCurla.id,
      set: { city: "La Ceiba" },
    },
    {
      institution: "hn-infop",
      career: "welding-technology",
      level: "technical",
      source: S28.infopOferta.id,
      set: { name: "Estructuras Metálicas" },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row it bears out (see the header). */
const S29 = {
  unitecCivil: s29(
    "hn-unitec-civil-solar-decathlon",
    "Universidad Tecnológica Centroamericana (UNITEC), blog institucional",
    "Alumnos de UNITEC ganan una de las categorías del concurso internacional Solar Decathlon (octubre de 2015; «el alumno de Ingeniería Civil de UNITEC, Caleb Espinoza»)",
    "https://blog.unitec.edu/2015/10/28/alumnos-de-unitec-ganan-una-de-las-categorias-del-concurso-internacional-solar-decathlon/",
  ),
  unahFilosofia: s29(
    "hn-unah-filosofia-feria-2025",
    "Universidad Nacional Autónoma de Honduras, Departamento de Filosofía (blogs.unah.edu.hn)",
    "Filosofía viva: inspiración y pensamiento crítico en la feria vocacional UNAH 2025 (la carrera de Filosofía, plan de estudios de 4 a 5 años)",
    "https://blogs.unah.edu.hn/httpsfilosofia-unah-edu-hn/filosofia-viva-inspiracion-y-pensamiento-critico-en-la-feria-vocacional-unah-2025",
  ),
  unahIngenieria: s29(
    "hn-unah-ingenieria-laboratorios-heraldo",
    "El Heraldo (Honduras)",
    "Urge inversión en laboratorios universitarios de la UNAH (undated; «En la Facultad de Ingeniería hay seis carreras: Civil, Mecánica, Eléctrica, Química, Industrial y Sistemas»)",
    "https://elheraldo.hn/honduras/urge-inversion-en-laboratorios-universitarios-de-la-unah-CDEH979902",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): rows written without reading their page, each re-pointed to a stored page
 * that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    { institution: "hn-unitec", career: "civil-engineering", level: "bachelor", source: S29.unitecCivil.id },
    {
      institution: "hn-unah",
      career: "philosophy",
      level: "bachelor",
      source: S29.unahFilosofia.id,
      set: { duration: "4 a 5 años" },
    },
    { institution: "hn-unah", career: "industrial-engineering", level: "bachelor", source: S29.unahIngenieria.id },
    { institution: "hn-unah", career: "mechanical-engineering", level: "bachelor", source: S29.unahIngenieria.id },
    { institution: "hn-unah", career: "electrical-engineering", level: "bachelor", source: S29.unahIngenieria.id },
    { institution: "hn-unah", career: "chemical-engineering", level: "bachelor", source: S29.unahIngenieria.id },
    { institution: "hn-unah", career: "computer-science", level: "bachelor", source: S29.unahIngenieria.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30` pass (its id ends in `-s30`). */
const s30 = taggedPages("s30", "2026-11-28");

/** The pages the session-30 pass read, one per row or set of rows it bears out (see the header). */
const S30 = {
  unahCurlpPreguntas: s30(
    "hn-unah-curlp-preguntas-frecuentes",
    "Universidad Nacional Autónoma de Honduras, Centro Universitario Regional del Litoral Pacífico (CURLP)",
    "Preguntas frecuentes (admisiones de 2019: puntajes de la Prueba de Aptitud Académica que exige cada carrera, entre ellas «Licenciatura en Comercio Internacional: 700 puntos»)",
    "https://curlp.unah.edu.hn/ayuda/preguntas-frecuentes/",
  ),
  upnfmEducacionEspecial: s30(
    "hn-upnfm-carrera-educacion-especial",
    "Universidad Pedagógica Nacional Francisco Morazán, Facultad de Ciencias de la Educación",
    "Carrera de Educación Especial: datos generales, misión y visión («propone al pueblo hondureño la Carrera de Educación Especial en el grado de licenciatura», con el enfoque de atención a la diversidad)",
    "https://web2.upnfm.edu.hn/face/?page_id=7678",
  ),
  upnfmOrientacionBlog: s30(
    "hn-upnfm-orientacion-consejeria-blog-2012",
    "La Orientación Educativa en Honduras (blog of students of the UPNFM's carrera, laorientacioneducativahn.blogspot.com)",
    "Carrera de Orientación y Consejería Educativa (19 de noviembre de 2012; se imparte en la UPNFM, sedes Tegucigalpa y San Pedro Sula; plan de estudios de 2008; «actualmente el título es de Profesor en Orientación y Consejería Educativa en el grado de Licenciatura»)",
    "https://laorientacioneducativahn.blogspot.com/2012/11/carrera-de-orientacion-y-consejeria_19.html",
  ),
  unahCarrerasGithub: s30(
    "hn-unah-carreras-admisiones-github",
    "FranciscoBaltodano/Proyecto_Ingenieria_Del_Software_Frontend (GitHub), data file of a student project on the UNAH's admissions",
    "carreras.js: las carreras de grado de la UNAH con facultad, centros, duración, puntaje de la PAA y enlace a su plan de estudios en unah.edu.hn/assets/Admisiones/plan-de-estudios (entre ellas la Licenciatura en Educación Física, 5 años, y la Licenciatura en Administración Pública, 5 años)",
    "https://github.com/FranciscoBaltodano/Proyecto_Ingenieria_Del_Software_Frontend/blob/29c8f879e84ec130cfa1cdc0a65cc9a90e254472/src/admisiones/data/carreras.js",
  ),
};

/**
 * Session 30's pass (2026-11-28): rows written without reading their page, each re-pointed to a stored page that names
 * the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S30: CatalogPass = {
  sources: Object.values(S30),
  reread: [
    { institution: "hn-unah", career: "international-business", level: "bachelor", source: S30.unahCurlpPreguntas.id },
    { institution: "hn-upnfm", career: "special-education", level: "bachelor", source: S30.upnfmEducacionEspecial.id },
    {
      institution: "hn-upnfm",
      career: "counselling",
      level: "bachelor",
      source: S30.upnfmOrientacionBlog.id,
      set: { name: "Profesorado en Orientación y Consejería Educativa en el Grado de Licenciatura" },
    },
    {
      institution: "hn-unah",
      career: "physical-education",
      level: "bachelor",
      source: S30.unahCarrerasGithub.id,
      set: { name: "Licenciatura en Educación Física", duration: "5 años" },
    },
    {
      institution: "hn-unah",
      career: "public-administration",
      level: "bachelor",
      source: S30.unahCarrerasGithub.id,
      set: { duration: "5 años" },
    },
  ],
  withdrawn: [],
};

/** A page read by the third session-30 pass (`VERIFIED_S30C`; its id ends in `-s30c`). */
const s30c = taggedPages("s30c", "2026-11-28");

/** The page the third session-30 pass read (see the header). */
const S30C = {
  unitecHome2018: s30c(
    "hn-unitec-home-2018-jscryptominer",
    "Universidad Tecnológica Centroamericana (UNITEC) (home page stored in the JSCryptoMinerStudy crawl, 2018)",
    "UNITEC | La universidad global de Honduras: home page (www.unitec.edu, March 2018), menu Estudiar, Modalidad Presencial: Licenciaturas (Animación Digital y Diseño Interactivo, Mercadotecnia y Negocios Internacionales, Psicología …), Ingenierías y Arquitectura (Biomédica, Industrial y de Sistemas, Telecomunicaciones …), Ciencias de la Salud (Medicina y Cirugía, Nutrición, Odontología, Terapia Física y Ocupacional), Maestrías (Desarrollo Local y Turismo, Gestión de Operaciones y Logística, Dirección de la Comunicación Corporativa …), Doctorado",
    "https://github.com/silverfoxy/JSCryptoMinerStudy/blob/afccd315654b9e4091c20fd0c385a89b1bbb3b3c/pagesource/unitec.edu",
  ),
};

/** One UNITEC row re-read on the 2018 home page's menu (name kept: the menu gives short names). */
const unitecRow = (career: string, level: "bachelor" | "graduate" = "bachelor") => ({
  institution: "hn-unitec",
  career,
  level,
  source: S30C.unitecHome2018.id,
});

/**
 * Session 30's third pass (2026-11-28): UNITEC's rows re-read on its 2018 home page's menu of carreras and maestrías,
 * and the programmes of that menu that the catalog lacked, among them a master's for the tourism cell (see the header).
 * No row was withdrawn.
 */
const VERIFIED_S30C: CatalogPass = {
  sources: Object.values(S30C),
  programs: [
    ...offered("hn-unitec", "graduate", S30C.unitecHome2018.id, [
      ["tourism", "Maestría en Desarrollo Local y Turismo"],
      ["industrial-engineering", "Maestría en Gestión de Operaciones y Logística"],
      ["logistics", "Maestría en Gestión de Operaciones y Logística"],
      ["communication-studies", "Maestría en Dirección de la Comunicación Corporativa"],
      ["human-resources", "Maestría en Dirección de Recursos Humanos"],
      ["finance", "Maestría en Finanzas"],
      ["accounting", "Maestría en Contaduría Pública"],
      ["business-administration", "Maestría en Dirección Empresarial"],
      ["civil-engineering", "Maestría en Ingeniería de Estructuras"],
    ]),
    ...offered("hn-unitec", "bachelor", S30C.unitecHome2018.id, [
      ["animation", "Licenciatura en Animación Digital y Diseño Interactivo"],
      ["tourism", "Licenciatura en Administración de Empresas Turísticas"],
      ["economics", "Licenciatura en Economía"],
      ["fashion-design", "Licenciatura en Diseño de Modas"],
      ["culinary-arts", "Licenciatura en Gastronomía"],
      ["biomedical-engineering", "Ingeniería Biomédica"],
      ["telecommunications-engineering", "Ingeniería en Telecomunicaciones"],
      ["dentistry", "Licenciatura en Odontología"],
      ["physical-therapy", "Licenciatura en Terapia Física y Ocupacional"],
    ]),
  ],
  reread: [
    unitecRow("nutrition"),
    unitecRow("international-business"),
    unitecRow("industrial-engineering"),
    unitecRow("psychology"),
    unitecRow("law"),
    unitecRow("business-administration"),
    unitecRow("marketing"),
    unitecRow("finance"),
    unitecRow("international-relations"),
    unitecRow("advertising"),
    unitecRow("graphic-design"),
    unitecRow("architecture"),
    unitecRow("information-systems"),
    unitecRow("mechatronics-engineering"),
    unitecRow("medicine"),
  ],
  withdrawn: [],
};

export const CATALOG_HN: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_28C,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S29,
  VERIFIED_S30,
  VERIFIED_S30C,
);
