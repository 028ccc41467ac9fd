/**
 * Where to study in SV: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 * Universidad de El Salvador is the public university; private universities and the escuelas
 * especializadas (ITCA-FEPADE for técnico programs) are authorised by the Ministerio de Educación (MINEDUCYT).
 * Rows dated 2026-11-26 were written from knowledge of the institutions' published programs; the
 * pages were not re-read online (this machine has no internet access). Check them before relying on them.
 * Rows dated 2026-11-27 (ITCA-FEPADE's automotive and computer-hardware técnicos; then UTEC's hardware
 * técnico and international business, the Universidad Evangélica's international business and nutrition,
 * veterinary medicine at the Universidad Salvadoreña Alberto Masferrer, social work at the Universidad
 * Francisco Gavidia, clinical laboratory at the Universidad Dr. Andrés Bello; then the Universidad Dr. José
 * Matías Delgado's Licenciatura en Música, the physical education degrees of the UES and the Universidad
 * Pedagógica, and INSAFORP's automotive mechanics) were likewise written from knowledge of the institutions'
 * published programs, without re-reading the pages online; check them before relying on them.
 * A second set of rows dated 2026-11-27 (the Universidad de El Salvador's Maestría en Gestión Hospitalaria, given by its
 * Facultad de Medicina alongside the Maestría en Salud Pública) was likewise written from knowledge of the institution's
 * published programs, without re-reading the pages online (this machine has no internet access).
 * Rows to check first: the UES's Maestría en Gestión Hospitalaria (known from the Facultad de Medicina's graduation
 * work: check it still opens cohorts); INSAFORP's Mecánica Automotriz (given through its Empresa Centro programme with
 * partner training centres); the Universidad Pedagógica's Profesorado en Educación Física y Deportes (a
 * teaching degree listed in an older institutional catalogue: check it is still offered).
 * A third set of rows dated 2026-11-27: the Escuela Nacional de Agricultura "Roberto Quiñónez" (ENA, Ciudad Arce), a
 * public school attached to the Ministerio de Agricultura y Ganadería, and its three-year agronomy diploma ("título de
 * agrónomo en grado técnico"), were confirmed by a stored page of the school's own site
 * (https://ena.edu.sv/?p=3247, a graduation notice, cited as the row's source). Rows to check first among them: the
 * diploma's exact title on the school's current prospectus ("Técnico en Agronomía" or "Agrónomo en grado técnico"), and its city (Ciudad Arce, from knowledge).
 * Not added, on purpose: a second Licenciatura en Música (a stored 2024 El Diario de Hoy page says the UJMD's is the
 * only one in the country).
 * Rows dated 2026-11-28: the Universidad de El Salvador's Maestría en Ciencias Políticas y Gestión Pública (mapped to
 * political science and to public administration) rests on a stored page of the university's own institutional
 * repository, the collection of that master's graduation theses (2022 submissions), cited as the row's source
 * (https://repositorio.ues.edu.sv/collections/885cff14-37fe-419c-a479-ef3ecbb25e9d). Check first that the programme still
 * opens cohorts and its exact title on the current posgrado prospectus of the Facultad de Jurisprudencia y Ciencias Sociales.
 * Rows of the `ADDED_S24` block, dated 2026-11-28, rest on a stored copy of a page found with the search tools (this
 * machine has no internet access; the page was not re-read online): the Universidad Nueva San Salvador (UNSSA), a private
 * university of San Salvador, and its Licenciatura en Ciencias Políticas of the Facultad de Ciencias Jurídicas y Sociales,
 * read on the university's own program page (https://www.unssa.edu.sv/index.php/facultad/ciencias-juridicas-y-sociales/ciencias-politicas,
 * which describes the degree's occupational field), cited as the source of the institution and of the row.
 * Check first: that the degree still admits students (the stored page is undated) and the UNSSA's city and kind (San
 * Salvador, private, from knowledge of the institution). Searched for and not added, for want of a stored page naming a
 * program: makeup, pharmacy technician, music education, public administration and health-services administration
 * (bachelor), and the graduate gaps (social work, counselling, special education, statistics, data science, tourism,
 * international business, industrial engineering). A 2015 student blog on the Asociación de Cosmetólogas y Estilistas
 * (ACOES) mentions a "maquillaje profesional" diplomado; left out (not an institution page nor reputable press).
 * A later pass the same day (meant for an `ADDED_S24B` block) added no row: its stored-page searches (pharmacy technician,
 * social work at master's level, mathematics, public administration) found no page naming a program at a new institution
 * before the search budget ran out. Left out as not matching a career: the UJMD's Maestría en Derecho Administrativo
 * (http://bksite.ujmd.edu.sv/index.php/facultad-de-posgrados-y-educacion-continua/maestrias-y-doctorado/maestria-en-derecho-administrativo,
 * a law master's for lawyers, not public administration), and the Escuela Superior de Innovación en la Administración
 * Pública's Programa de Certificación en Administración Pública (https://lapagina.com.sv/?p=506588, a nine-module
 * certificate for serving civil servants, not a degree open to readers).
 * A pass dated 2026-11-28 (meant for an `ADDED_S25` block) added no row, so no such block exists: about seventy
 * stored-page and GitHub searches found no page of the institution itself or reputable press naming a program at a new
 * institution for any open gap. It tried the gaps where one more institution would be enough (mechatronics técnico
 * beside ITCA-FEPADE; a second Licenciatura en Matemática beside the UES; a public-administration or health-services
 * master's beside the UES's) and the empty ones (makeup, pharmacy and veterinary técnicos, radio and television
 * production, a bachelor's in public administration, health-services administration, biotechnology or music
 * education; master's in social work, counselling, special education, statistics, data science, tourism,
 * international business or industrial engineering). Left out: the ESIAP's "Maestría en Innovación en Administración
 * Pública", an online programme built with EUDE, a Spanish business school, on its MBA and leading to a European
 * degree (https://croniosv.com/principal/principal1/ulloa-anuncia-nueva-maestria-en-innovacion-en-la-administracion-publica-en-alianza-con-espana/,
 * 2026-02-19; the report does not say who may enrol); the Instituto Diplomático's anti-corruption master's
 * (https://diario.elmundo.sv/politica/gobierno-salvadoreno-impartira-nueva-maestria-anticorrupcion-y-cumplimiento,
 * open only to public officials); a student news report (https://comunica.edu.sv/archivo/?p=3973, undated) that the
 * bachelor's in music was planned by SECULTURA and that only the UJMD bid to host it, which with the 2024 El Diario de
 * Hoy page above points to no second institution for music or music education. Leads outside the gap list, not
 * added: the UTEC's Maestría en Ingeniería para la Industria
 * con especialidad en Robótica (https://mined.gob.sv/mined2020/2021/01/20/viceministro-cardona-inaugura-la-maestria-en-ingenieria-para-la-industria-en-la-utec),
 * the Instituto Centro Cultural Salvadoreño Americano's three-year Técnico en Inglés con énfasis en Gestión Turística
 * (https://ahora.com.sv/contenido/9977/carrera-tecnica-busca-fortalecer-el-sector-turistico-ante-el-aumento-de-visitant),
 * and the UNICAES-run MEGATEC Cabañas técnicos in tourism and dairy and meat products
 * (https://mined.gob.sv/mined2020/2021/01/19/megatec-de-cabanas-una-alternativa-inteligente).
 * The `ADDED_S25` block (dated 2026-11-28; an earlier pass of the same day that meant to write a block of this name added
 * none, see above) adds four master's programmes of the Universidad Tecnológica de El Salvador (UTEC), read on a stored
 * page of the university's own newspaper, La Palabra Universitaria
 * (https://lapalabra.utec.edu.sv/index.php/mas-de-120-profesionales-de-la-utec-recibieron-su-titulo-de-master-en-diversas-especialidades,
 * undated; it mentions the recent death of the UTEC's founder José Mauricio Loucel): about 120 graduates of its Facultad de
 * Maestrías y Estudios de Postgrado received titles "como máster en disciplinas como administración de negocios,
 * administración financiera, gestión del talento humano, criminología, y en ingeniería para la industria con especialidad
 * en robótica". The rows are written "Maestría en Administración de Negocios", "Maestría en Administración Financiera",
 * "Maestría en Gestión del Talento Humano" and "Maestría en Criminología" (business administration, finance, human
 * resources, criminology). Check first: the exact titles on the UTEC's current posgrado list (the report names the
 * fields, not the official titles) and that each still admits students. None of them closes a gap of this pass; they
 * were the only sourced programme names found. Left out: the Maestría en Ingeniería para la Industria con especialidad
 * en Robótica (no career matches it clearly). This pass was meant to use thesis repositories (the UES's ri.ues.edu.sv and
 * repositorio.ues.edu.sv, the UCA's, UDB's and UTEC's); the stored-page index returned no record page of them, only
 * third-party copies of theses (for example a 2011 Universidad Pedagógica thesis for its Licenciatura en Trabajo Social,
 * not a gap), and the search budget ran out after about forty-five look-ups shared with Guatemala and Honduras. Also seen,
 * no row added: a GitHub copy of the website of the UES's Facultad Multidisciplinaria Paracentral (JuanUES/PaginaWeb,
 * a Laravel site; its Licenciatura en Trabajo Social page bears out the UES's social-work row, and its postgrado page
 * draws its programmes from a database, so it names none). No stored page was found naming a programme for the open
 * gaps (makeup and pharmacy técnicos, music education, public or health-services administration at bachelor's level,
 * master's in social work, counselling, special education, statistics, data science, tourism, international business
 * or industrial engineering).
 * A further pass dated 2026-11-28 (meant for an `ADDED_S26` block) added no row, so no such block exists: about fifty
 * stored-page, GitHub-index and thesis-cover searches (this machine has no internet access) found no page of an
 * institution, reputable press or a thesis cover naming a programme at a new institution for any open gap (makeup,
 * pharmacy, veterinary and mechatronics técnicos; radio and television production; bachelor's in mathematics, music, music
 * education, public or health-services administration and biotechnology; master's in social work, counselling, special
 * education, statistics, data science, tourism, international business, industrial engineering, animation, and a second
 * public-administration or health-services master's beside the UES's). The stored-page index returns only the opening of
 * each page, so long documents could be read no further than their tables of contents. Left out: INSAFORP's "Caminos de
 * la Juventud" courses, among them "aplicación de maquillaje" (La Prensa Gráfica, 2019-06,
 * https://www.laprensagrafica.com/economia/Millonaria-inversion-para-la-formacion-de-jovenes-salvadorenos-20190626-0550.html:
 * 340 to 382 hours, about three months, open only to at-risk young people aged 18 to 25; too short and closed to a group);
 * the ESEN and Barna Management School Programa de Liderazgo para la Gestión Pública
 * (https://diario.elmundo.sv/ampArticle/esen-y-barna-graduan-a-los-primeros-31-salvadorenos-del-programa-de-gestion-publica,
 * a three-module programme for senior public officials, not a degree); the 2013 El Diario de Hoy report on ITCA-FEPADE's
 * MEGATEC La Unión
 * (http://www.elsalvador.com/noticias/nacional/110214/megatec-la-union-con-mayor-demanda-por-logistica-y-aduanas/, técnicos
 * in gastronomy, hospitality and tourism, logistics and customs, port operation, computer systems and aquaculture; no gap,
 * and ITCA-FEPADE is already listed). Also seen, no row: a 2024 El Diario de Hoy page on the first graduates of the UJMD's
 * Licenciatura en Música
 * (https://elsalvador.com/destacados/primeros-licenciados-en-musica-de-el-salvador-se-graduan-la-ujmd/1169659/2024), which
 * again calls the UJMD the only institution with this degree (it could replace the bare home-page source of the UJMD's
 * music row). Also seen: Scribd copies of institutional catalogues that may list programmes past their opening pages
 * (Universidad Evangélica's Catálogo Institucional Pregrado 2020, https://es.scribd.com/document/637592687/catalogocambios-2020marzook;
 * Universidad Dr. Andrés Bello's Catálogo Institucional 2017, https://es.scribd.com/document/509746250/02-Catalogo; Universidad
 * Modular Abierta's Catálogo 2020, Scribd document 470875760; the UTEC's Instructivo académico 2022 and 2024, Scribd
 * documents 573724849 and 711697786) and the UES's thesis harvester (harvester.ues.edu.sv/vufind), whose stored records
 * named no master's degree in a gap field. Worth reading online first.
 * A pass dated 2026-11-28 (session 27, meant for an `ADDED_S27` block) added no row, so no such block exists: about
 * sixteen of fifty look-ups shared with Panamá and Guatemala (stored pages, thesis covers, GitHub index) found no page
 * naming a programme at a new institution in the cells it worked (master's in social work, counselling, special or
 * inclusive education, statistics, data science, tourism, international business and industrial engineering at the UES,
 * UCA, UDB, UTEC, UEES and UFG). Seen and not added: the UES's El Universitario on seven new study plans of its Facultad
 * de Ciencias y Humanidades (https://eluniversitario.ues.edu.sv/facultad-de-ciencias-y-humanidades-amplia-su-oferta-academica:
 * education degrees, Licenciatura en Geografía and "un plan de estudio en Filosofía Política y Gestión Pública", level and
 * exact title not stated; the faculty's "siete carreras de posgrado" are not named; check first whether the Filosofía
 * Política y Gestión Pública plan is a licenciatura that fits public administration); La Pancarta (March 2024) on the
 * MINED's doctorate and master's in Gestión de la Educación Superior co-awarded by the UDB and the UCA for staff of
 * higher-education institutions (not a gap, and aimed at serving staff); a UFG coordinator's article on its Maestría en
 * Informática Aplicada a Redes (derechoynegocios.net; not a gap); UTEC's Facultad de Maestrías campus page
 * (https://utec.edu.sv/maestrias/campus; no programme list) and third-party copies of its Catálogo institucional 2019 and
 * Instructivo académico 2024 (openings only). Lead for the next pass: other utec.edu.sv/maestrias pages may be stored.
 * Verification pass of 2026-11-28 (session 27; the `VERIFIED_S27` block): the rows of the first passes that readers see
 * most, written from memory and citing only a home page, were searched for on the stored pages (about eleven of some
 * forty-five look-ups shared with Guatemala, Honduras and Nicaragua). Re-read, each row now citing the page read:
 * INSAFORP's Mecánica Automotriz (INSAFORP's own page on its dual-training programme Empresa-Centro, begun in 1996 "con
 * las carreras ocupacionales de Administrador Técnico de Empresas Industriales y Mecánica Automotriz", now 29 careers;
 * read at http://insaforp.org.sv and cited in its https form; Diario El Mundo, 2023, on INSAFORP's 30 years, also lists
 * mecánica automotriz among Empresa Centro's careers of six months to two years); the UES's Licenciatura en Medicina
 * Veterinaria y Zootecnia (the Acontecer UES blog, May 2009, on graduates "de la carrera de Licenciatura en Medicina
 * Veterinaria y Zootecnia, de la Facultad de Ciencias Agronómicas"); the UES's Ingeniería Industrial (a 2023 article in
 * a Cuban SciELO journal, read at http://scielo.sld.cu and cited in its https form, on the history of engineering at
 * the UES in three periods, the last "la creación de la Ingeniería Industrial hasta el presente", and on that career's
 * plan of studies today); the UES's Ingeniería Mecánica (a 2003 trabajo de graduación of its Escuela de Ingeniería
 * Mecánica diagnosing "la carrera de Ingeniería Mecánica", for the title of Ingeniero Mecánico, Scribd copy); the UCA's
 * Ingeniería Mecánica and Ingeniería Industrial (a 2006 UCA trabajo de graduación diagnosing "la carrera de Ingeniería
 * Mecánica" of the UCA, for the degree of Ingeniero Industrial, with the "coordinador de la carrera de Ingeniería
 * Industrial" among its authorities; vsip.info copy); and the UJMD's Licenciatura en Música, on the 2024 El Diario de
 * Hoy page an earlier pass read and noted above (not re-read in this session). Weak sources, to replace first: the 2009
 * blog, the 2003 and 2006 thesis copies (old; check that the UES's and UCA's plans still admit students). Check first:
 * INSAFORP's future, since Radio YSUCA (16 September 2023,
 * https://ysuca.org.sv/2023/09/si-cierran-insaforp-ya-no-podria-seguir-la-carrera-jovenes-beneficiados-con-insaforp-en-la-incertidumbre/)
 * reported a government initiative to eliminate it; if it has been closed or replaced, its rows go. Withdrawn: none.
 * The source `sv-ujmd-2026-11-27` (UJMD's home page, cited only by the music row) stays in the `ADDED` block;
 * the catalog drops it, as no row cites it now (withPasses). Searched and not re-read: ITCA-FEPADE's Técnico en Ingeniería Automotriz and Técnico en
 * Hardware Computacional (an ITCA carreras page for another técnico is stored, not these), the UTEC's Técnico en
 * Ingeniería de Hardware (a UTEC page for a "Técnico en Ingeniería de Redes Computacionales" was seen, a different
 * programme, not evidence against the row) and Licenciatura en Negocios Internacionales, the UDB's Ingeniería Mecánica
 * and Industrial, USAM's veterinary licenciatura, the UES's Ciencias Políticas, Filosofía (its Departamento de
 * Filosofía page names no degree), Matemática, physical education, Trabajo Social and Nutrición, the UCA's Filosofía,
 * UPED's physical-education profesorado, UFG's Trabajo Social, the UEES's and UNAB's nutrition degrees and the UEES's
 * Relaciones y Negocios Internacionales. Not searched (budget): the single-reader rows (clinical laboratory, medicine,
 * ITCA's mechatronics, the UCA's political-science and the UES's hospital-management master's, accounting).
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): the rows the S27 pass did not reach, and a few of
 * those it searched, looked for again in stored copies of public pages (search tools only; no page re-read online; ten
 * look-ups for this country). Rows re-read, each now citing the page named:
 * - the UES's Maestría en Gestión Hospitalaria: a thesis "para optar al grado de Maestro en Gestión Hospitalaria" of the
 *   UES's Facultad de Medicina, January 2012, whose authorities include the "coordinadora Maestrías en Salud Pública y
 *   Gestión Hospitalaria" (read in a copy on Studenta);
 * - the UES's Licenciatura en Contaduría Pública: a trabajo de graduación of the Facultad Multidisciplinaria Oriental (San
 *   Miguel), Sección de Contaduría Pública, November 2014, "para optar al grado de Licenciada en Contaduría Pública" (a copy
 *   on fdocuments of a file of the UES's repository ri.ues.edu.sv); a 2007 trabajo of the Facultad de Ciencias Económicas's
 *   Escuela de Contaduría Pública in San Salvador, for the same degree, agrees (pdfslide copy);
 * - the UTEC's Licenciatura en Contaduría Pública: an undated research report of its Decanato de Ciencias Empresariales,
 *   Escuela de Negocios, Departamento de Contabilidad y Costos, headed "Licenciatura en Contaduría Pública" (fdocuments
 *   copy).
 * Weak sources, to replace first: all three are third-party copies of old or undated documents (2012, 2014, undated);
 * check that the programmes still admit. Lengths: none set or taken out. Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: the UES's and UNAB's Licenciatura en Laboratorio Clínico; the UES's and the UJMD's Doctorado en
 * Medicina; ITCA-FEPADE's Técnico en Ingeniería Mecatrónica (also tried in the documentation corpus); the UCA's Maestría en
 * Ciencia Política (the UES's repository has a collection "Maestría en Ciencias Políticas y Gestión Pública", a UES
 * programme, noted as a lead); the UCA's Licenciatura en Contaduría Pública; the UES's Trabajo Social (a 2011 thesis for the
 * Licenciatura en Trabajo Social of the Universidad Pedagógica came up without an address, so it cannot be cited). Not
 * reached: the rows the S27 pass lists as searched without result (ITCA's and the UTEC's técnicos, the UDB's engineering,
 * USAM's veterinary degree and the UES's, UCA's, UPED's, UFG's, UEES's and UNAB's licenciaturas).
 * Second verification pass of 2026-11-28 (session 28; it adds no `VERIFIED_S28B` block): three look-ups in stored
 * copies of public pages (search tools only; no page re-read online) for most-shown rows the S27 pass had searched,
 * with the new idea of graduation reports and thesis covers, re-read no row. Searched and not found: ITCA-FEPADE's
 * Técnico en Ingeniería Automotriz and Técnico en Hardware Computacional (El Diario de Hoy, 12 October 2014, on ITCA's
 * 45 years and its two-year técnico careers, names neither); the UDB's Ingeniería Mecánica (by thesis covers: only
 * other universities' documents came up); the UES's Licenciatura en Ciencias Políticas (by thesis covers: a law thesis
 * of its Facultad Multidisciplinaria de Occidente and the repository collection of its Maestría en Ciencias Políticas y
 * Gestión Pública, already noted, came up). Not reached (budget): the other rows of the worklist, all searched by
 * earlier passes.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): rows of the worklist looked for again in stored
 * copies of public pages (search tools only; no page re-read online; about twenty look-ups for this country, with the new
 * ideas of the institutions' own news sites — ITCA's "divulgación" pages, UTEC's La Palabra Universitaria, the UES's
 * faculty sites — and graduate-programme admission pages). Rows re-read, each now citing the page named:
 * - the UCA's Licenciatura en Filosofía: the admission page of the UCA's Maestría en Filosofía Iberoamericana (old UCA
 *   site, undated, stored over http and cited over https), whose requirements are to be "licenciado en filosofía" or to
 *   take "al menos 8 materias teóricas o históricas de la licenciatura en filosofía de la UCA". A profile on
 *   comunica.edu.sv of a UCA graduate of the "Licenciatura en Filosofía (1984-1988)" agrees, for those years;
 * - the UJMD's Licenciatura en Música (re-read by an earlier pass from El Diario de Hoy, 2024): now the UJMD's own news
 *   of 2025 on the third "Mosaico", organised by "los estudiantes de último año de la Licenciatura en Música" of its
 *   Escuela de Bellas Artes. El Diario de Hoy's 2024 report (cited above) calls the UJMD "la única institución con este
 *   pregrado", which is why no second music licenciatura was found;
 * - the UES's physical-education licenciatura: the UES newspaper El Universitario (undated) on seven new study plans of its
 *   Facultad de Ciencias y Humanidades, whose vice-dean lists among the faculty's achievements "la aprobación de nuevos
 *   planes de estudio para carreras como Periodismo, Psicología, Ciencias de la Educación y Educación Física". The page
 *   names the carrera, not the degree's title (the row keeps its title). The same page names a new "plan de estudio en
 *   Filosofía Política y Gestión Pública" of unstated level: a lead for the public-administration cells, not added.
 * Weak sources, to replace first: the UCA admission page (undated, from the UCA's former site; check that the licenciatura
 * still admits) and the undated El Universitario page. Lengths: none set or taken out. Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: ITCA-FEPADE's Técnico en Ingeniería Automotriz and Técnico en Hardware Computacional (ITCA's own
 * pages came up for other carreras: a Técnico en Gestión Tecnológica del Patrimonio Cultural page, and a 2022 "proyecto
 * social" of its Escuelas de Ingeniería en Mecatrónica y Educación Dual with students of the Técnico en Ingeniería
 * Industrial, Técnico en Mantenimiento opción CNC and Técnico en Mantenimiento Industrial — not the mechatronics técnico's
 * name, so that row was not re-pointed); the UTEC's Técnico en Ingeniería de Hardware and Licenciatura en Negocios
 * Internacionales (only UTEC history and outreach pages came up); the UES's Matemática, Nutrición and Trabajo Social (UES
 * newspaper and regulation copies, and foreign pages); the UDB's Ingeniería Mecánica and Industrial (the UDB's 2016
 * institutional summary came up, its offer not in the stored opening); USAM's veterinary licenciatura (only a USAC visit to
 * OIRSA came up); a makeup-artistry course (a 2015 student blog on the Asociación de Cosmetólogas y Estilistas de El
 * Salvador, whose diplomados for trained cosmetologists include "maquillaje profesional", was seen but not added: the
 * association's city is not stated and the page is a blog); a pharmacy-technician programme and a master's in social work.
 * Seen, not needed: the Universidad Gerardo Barrios's news on its students of "Relaciones y Negocios Internacionales"
 * (international business already has two institutions at bachelor's level). Not reached (budget): the other rows of the
 * worklist and GAP cells.
 * Second verification pass of 2026-11-28 (session 29, after `VERIFIED_S29`): the regenerated worklist looked for again
 * on stored copies of public pages and in the stored index of public repositories (search tools only; no page re-read
 * online; ten look-ups, with the new ideas of rectors' interviews and GitHub lists of programmes). No page read named a
 * row of the worklist or a new institution for an open cell in a form that can be cited, so no `VERIFIED_S29B` block
 * was added and no row changed. Seen and not used: a GitHub TypeScript file of a student project
 * (`ACADEMIC_UNIVERSITIES`, careers of the UGB, UCA, UES, UDB, UEES and UTEC) naming, among others, the UTEC's "Técnico
 * en Ingeniería de Hardware" and "Licenciatura en Negocios Internacionales", the UEES's "Licenciatura en Nutrición y
 * Dietética" and "Licenciatura en Relaciones y Negocios Internacionales", the UES's "Licenciatura en Filosofía" and
 * "Licenciatura en Matemática" and the UCA's "Licenciatura en Contaduría Pública"; the index did not show its
 * repository or where its lists come from, and a code search did not find it, so it is not cited (a lead: check these
 * titles on the institutions' sites); an issuu booklet of the UTEC's admissions account ("nuevoingresoutec") for its
 * Técnico en Ingeniería de Redes Computacionales (another técnico; UTEC's booklets for its técnicos may be stored
 * there); the UDB's old "Nuestra historia" page (first graduates in 1991 "de ingeniería, de educación así como
 * diplomados en las ramas tecnológicas de electrónica, mecánica y computación"; "33 especializaciones" today, unnamed
 * in the readable part); a Scribd copy of a 2003 UES thesis "para optar al título de Ingeniero Mecánico" and a 2023
 * article (Cuban journal, scielo.sld.cu) on the history of engineering at the UES up to its Ingeniería Industrial (UES
 * rows, not on the worklist); news of students of the Universidad Luterana Salvadoreña's "carrera en Trabajo Social"
 * (an estudioagil.com copy; social work already has two institutions); Luz y Vida's interview on the UEES's 40 years
 * (no carrera named in the readable part). Searched and not found: the UEES's and UNAB's nutrition degrees and the
 * UNAB's Laboratorio Clínico (their Scribd catalogues of 2020 and 2017 and the UEES rector's message pages again, no
 * programme in the readable parts), UFG's Trabajo Social, the UDB's Ingeniería Mecánica and Industrial, a make-up
 * course (the 2015 Acoes blog, INSAFORP's 30-year report and its "Viva Mejor" cosmetology courses), a bachelor's in
 * biotechnology and a master's in social work. Not reached (budget): the ITCA rows, the UES's rows and the other GAP
 * cells.
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block): the worklist's GAP cells first, then its most-shown rows,
 * looked for again in stored copies of public pages and in the stored index of public repositories (search tools only; no
 * page re-read online; about thirty of some ninety-five look-ups shared with Nicaragua, Haiti and Bolivia, with the new ideas of
 * the universities' own news sites — noticias.uca.edu.sv, udb.edu.sv, lapalabra.utec.edu.sv, ITCA's carreras pages). No page named a program at a new institution for an open cell, so no row
 * was added. Rows re-read (not on the worklist, but citing only a home page), each now citing the page named:
 * - the UDB's Ingeniería Mecatrónica: Comunica (comunica.edu.sv, undated), "Mecatrónica, una ingeniería en pañales en el
 *   país": the UDB introduced the country's first Mecatrónica study plan in 2006, with an interview of a "estudiante de
 *   quinto año de Ingeniería en Mecatrónica de la UDB" (the page writes "Ingeniería en Mecatrónica"; the row keeps its title);
 * - the UDB's Ingeniería en Ciencias de la Computación: the UDB's own news of 8 September 2025 on "estudiantes de Ingeniería
 *   en Ciencias de la Computación" of its Escuela de Computación placed second in Huawei's ICT Competition;
 * - the UCA's Ingeniería Eléctrica: Noticias UCA (undated), "Primer lugar en competencia de automatización", on "un equipo
 *   de estudiantes de Ingeniería Eléctrica" in "el quinto año de la carrera".
 * Weak sources, to replace first: the undated Comunica and Noticias UCA pages (they name the carreras, not the degrees'
 * titles or lengths). Lengths: none set or taken out. Withdrawn: none (no page read showed a row wrong).
 * Seen and not used: Dinero (27 February 2024, English page,
 * https://dinero.com.sv/en/experts/item/11297-education-launches-first-electromobility-career-in-el-salvador.html): the
 * MINED and ITCA launched "the first technical career in mechanics and electromobility", two years, 426 enrolled — a lead
 * for ITCA's automotive row, not used because it names a new program in English, not the row's "Técnico en Ingeniería
 * Automotriz"; Infobae (26 February 2026) on the Key Institute (Instituto Kriete de Ingeniería y Ciencias, San Salvador,
 * launched 19 March 2025 with the Tecnológico de Monterrey; carreras Ingeniería en Computación Integrada, Manufactura
 * Industrial Avanzada, Mecatrónica y Robótica — bachelor cells already covered; a lead for a new institution);
 * Flotilla Aérea (28 June 2013) quoting the UDB's vice-rector that the UDB is "la única que ofrece" the Técnico en
 * Mantenimiento Aeronáutico (check first ITCA's aircraft-maintenance row, and the UDB's técnico as a second row); an
 * e-huacho blog copy (2008) on the UJMD's Escuela de Ingeniería Industrial and ugb.edu.sv / ugbnoticias.com pages on the
 * Universidad Gerardo Barrios's Ingeniería Industrial and Relaciones y Negocios Internacionales (cells already covered);
 * the INS's Maestría en Epidemiología (ins.salud.gob.sv; epidemiology, not health-services administration).
 * Searched and not found: a second Técnico en Ingeniería Mecatrónica (only the UDB's and the Key Institute's bachelor's
 * degrees came up); a second public-administration master's (an idea of the UCA's Maestría en Políticas Públicas; only the
 * UJMD's law master's page and the ESIAP and MINED items already noted came up); a second health-services administration
 * master's; a second Licenciatura en Matemática (find_string and the UES's Escuela de Matemática); a make-up course (the
 * 2015 Acoes blog again); ITCA-FEPADE's Técnico en Ingeniería Automotriz, Técnico en Hardware Computacional and Técnico en
 * Ingeniería Mecatrónica (ITCA's stored carreras pages name only the Técnico en Gestión Tecnológica del Patrimonio
 * Cultural; GitHub student projects list "Técnico en Hardware Computacional" and "Técnico en Ingeniería Mecatrónica" beside
 * ITCA's Técnico en Gestión Tecnológica del Patrimonio Cultural, without naming the school; not cited); USAM's veterinary licenciatura (an OIRSA note on USAC students); the UDB's Ingeniería
 * Mecánica and Industrial (the UDB's history pages and its computing students' news); the UTEC's Técnico en Ingeniería de
 * Hardware and Licenciatura en Negocios Internacionales (La Palabra Universitaria pages on other subjects); the UES's
 * Trabajo Social and Matemática (El Universitario copies, openings only); the UCA's Contaduría Pública (Noticias UCA search
 * pages). Not reached (budget): the UES's Ciencias Políticas, Filosofía and Nutrición, UPED's profesorado, UFG's Trabajo
 * Social, the UEES's and UNAB's rows, the medicine and clinical-laboratory rows, and the other graduate GAP cells.
 * Session 30, second pass (the `VERIFIED_S30B` block): the regenerated worklist looked for again in the stored index of
 * public repositories (search tools only; no page re-read online; about eight of some sixty look-ups shared with Guatemala,
 * Honduras, Nicaragua, Costa Rica and Panamá). Rows re-read, each citing a page of a copy of the website source of the
 * UES's Facultad Multidisciplinaria Paracentral (JuanUES/PaginaWeb, commit a583c7d, 2021; Laravel views under
 * Sitio_Web_FMP/resources/views/Academicos): the worklist's Licenciatura en Trabajo Social (cienciasEducacion.blade.php,
 * which gives it first among the Departamento de Ciencias de la Educación's carreras; its commented-out details say "5 años
 * (10 ciclos)" and "Licenciado (a) en trabajo social", not used for the length), and, met on the way, Ingeniería de Sistemas
 * Informáticos (informatica.blade.php), Licenciatura en Administración de Empresas (cienciasEconomicas.blade.php) and
 * Ingeniería Agronómica (cienciasAgronomicas.blade.php). Weak sources, to replace first: the copy of the FMP site (2021;
 * a regional faculty of the UES, in San Vicente). Lengths: none set or taken out. Withdrawn: none.
 * Seen and not used: Laravel seeders of student projects listing ITCA-FEPADE's técnicos (Técnico en Hardware
 * Computacional, en Ingeniería Mecatrónica, en Ingeniería Mecánica Opción CNC / Mantenimiento Industrial, among others)
 * without naming the school (as round 1 found); a chatbot of the Escuela Superior Franciscana Especializada ÁGAPE, Sonsonate
 * (kedatech/julio-gpt-backend), whose markdown names no carrera; a portfolio naming an ITCA "Técnico en Ingeniería
 * Mecatrónica" (2014-2016; a CV, not used).
 * Searched and not found: program lists of the UTEC, UFG, UEES and UDB on GitHub (for the UTEC's hardware técnico and
 * international business rows and a second mechatronics técnico). Not reached: the other GAP cells and worklist rows, all
 * searched by earlier passes.
 * Session 30, third pass (the `VERIFIED_S30C` block): the regenerated worklist looked for again, as round 2 advised, in
 * the 2018 home pages of the JSCryptoMinerStudy crawl (silverfoxy/JSCryptoMinerStudy, pagesource/<domain>, commit
 * afccd31) and in the code corpus for dumps or seeds of the universities' carreras and posgrados (search tools only; no
 * page re-read online; about fourteen of some eighty look-ups shared with Guatemala, Honduras, Nicaragua, Costa Rica
 * and Panamá). The crawl holds the home pages of the UES, UCA, UFG, UJMD and UEES (none for ITCA, the UTEC, UDB, UNAB
 * or USAM). The UEES's (www.uees.edu.sv, about 2018) has a mega menu «Pregrado» listing each faculty's carreras and
 * «Posgrado UEES» listing its maestrías. Row added for a cell with one institution: health-services administration,
 * graduate: «Posgrado en Gerencia en Salud (Modalidad Semipresencial)», listed under Maestrías (modality blended). Rows
 * added from the same menu, not on the worklist: the UEES's Licenciatura en Educación Especial, Licenciatura en
 * Traducción e Interpretación del Idioma Inglés, Doctorado en Medicina, Licenciatura en Enfermería, Doctorado en
 * Cirugía Dental, Licenciatura en Psicología, Licenciatura en Ciencias Jurídicas, Ingeniería en Sistemas
 * Computacionales, Licenciatura en Administración de Empresas, Licenciatura en Mercadotecnia, Licenciatura en
 * Contaduría Pública and Licenciatura y Profesorado en Educación Parvularia; Técnico en Asistencia Dental, Técnico en
 * Enfermería and Técnico en Redes y Tecnologías Informáticas; Maestría en Recursos Humanos. Rows re-read on the same
 * page: the worklist's Licenciatura en Nutrición y Dietética (menu «Licenciatura en Nutrición y Dietética», Facultad de
 * Medicina) and Licenciatura en Relaciones y Negocios Internacionales (Facultad de Ciencias Jurídicas). Weak sources,
 * to replace first: the 2018 home page (check each programme on uees.edu.sv; the posgrado in health management is
 * called «Posgrado», not «Maestría»). Withdrawn: none. Seen and not used: the same menu's Maestría en Salud Pública and
 * Maestría en Epidemiología (public health, not health-services administration), Maestría en Salud Familiar, Maestría
 * en Derecho de Familia and «Técnico/a en Marketing Turístico» (tourism marketing, not the tourism career). The home
 * pages of the UCA (menu «Oferta académica: Carreras, Maestrías y doctorados» without programme names), the UFG (links
 * to nuevoingreso.ufg.edu.sv and a «Maestrías» page, no names) and the UJMD (mega menu to «Carreras Universitarias» and
 * «Posgrados», no names) name no programme. Searched and not found: a second Licenciatura en Matemática or en Música, a
 * second mechatronics técnico and a second public-administration master's; graduate programmes in social work,
 * counselling, special education, data science, statistics, tourism, international business and industrial engineering;
 * bachelor's in music education, public or health-services administration, biotechnology; pharmacy-technician, makeup,
 * veterinary-technician and radio-television técnicos (none in the UEES menu or the code corpus). Not reached: the
 * ITCA, UTEC, UDB, UES, UPED, UFG, UNAB and USAM rows of the worklist, searched by earlier passes.
 * Session 30, fourth pass (the `VERIFIED_S30D` block): the regenerated worklist looked for again, as round 3 advised,
 * with find_repos on name fragments (posgrado, postgrado, maestria, usac, unah, ucr, utp, ufg-, unphu, pucmm, unitec,
 * landivar, ulacit, unachi, uwi, upanama, unan-) and the promising repositories fetched and read locally (about 35
 * look-ups shared with the other eleven countries of this pass). Found: the database seed of the website of the UES's
 * Secretaría de Posgrado (MigueGaldamez/PS_Secretar-aPosgrado, database/seeders/datos.sql, commit 5ec76cb, early 2022;
 * its admin account is secretaria.posgrado@ues.edu.sv), whose table `posgrados` lists each faculty's maestrías,
 * doctorados and medical specialities with their degree titles, and a column `ofertado`. Rows added, only those the
 * seed marks as offered (`ofertado` 1), UES, graduate: «Maestría en Psicología Clínica de la Comunidad» (psychology),
 * «Maestría en Traducción Inglés Español – Español Ingles» (translation; the seed writes «Ingles» without its accent,
 * written «Inglés» here), «Maestría en Economía para el Desarrollo» (economics), «Maestría en Ingeniería Estructural»
 * (civil engineering), «Maestría en Ciencias en Geología» (geology), «Maestría en Biología Molecular» (biology),
 * «Maestría en Gestión Ambiental» (environmental science), «Maestría en Enfermería con Especialidad en Cuidados
 * Críticos e Intensivos» (nursing), «Maestría en Administración Financiera» (finance) and «Maestría en Administración
 * de Empresas» (business administration; Facultad Multidisciplinaria Paracentral). Not added, because the seed marks
 * them not offered (`ofertado` 0, description «En proceso...»): the Maestrías en Estadística (which would have filled the
 * statistics graduate cell), Didáctica del Idioma Inglés, Química, Matemática Fundamental, Relaciones Internacionales and
 * Derecho Privado (taken out of the block on a second reading of that column). Weak source, to replace
 * first: a student project's seed (2022), not a page of ues.edu.sv; check on the posgrado pages of ues.edu.sv that each
 * row admits students before relying on it. Seen and not used: «Maestría en Políticas Públicas» and
 * «Maestría en Derecho Administrativo y Políticas Públicas» (the UES already has a public-administration master's, so
 * no second institution), «Maestría en Gestión Hospitalaria» (already listed), «Maestría en Ingeniería para la Industria»
 * with specialisations in computer science and telecommunications (not industrial engineering), «Maestría en Prevención
 * de Riesgos Laborales» (occupational safety), «Maestría en Energías Renovables y Medio Ambiente» (energy, not
 * environmental engineering), «Maestría en Sistemas Integrados de Gestión de Calidad» (quality management), «Maestría
 * en Epidemiología» and «Maestría en Salud Pública» (public health, no career).
 * Withdrawn: none. Searched and not found: graduate programmes in social work, counselling, special education, data
 * science, animation, international business and industrial engineering (none in the UES table; no repository of
 * another Salvadoran university's posgrados came up; a student copy of the UES Paracentral site, JuanUES/PaginaWeb, read
 * by round 2, names only its Maestría en Desarrollo Local and en Administración Financiera). Not reached: the
 * bachelor's and technical gap cells and the verify rows (searched by earlier passes).
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, institutionsOf, offered, pagesOn, taggedPages, withPasses } from "./define";

const RETRIEVED = "2026-11-26";

/** One institution's official program pages. */
const site = pagesOn(RETRIEVED);

const inst = institutionsOf("SV");

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "sv-itca-2026-11-27",
      "Escuela Especializada en Ingeniería ITCA-FEPADE",
      "Carreras técnicas",
      "https://www.itca.edu.sv",
      "2026-11-27",
    ),
    institutionPage(
      "sv-utec-2026-11-27",
      "Universidad Tecnológica de El Salvador",
      "Oferta académica",
      "https://www.utec.edu.sv",
      "2026-11-27",
    ),
    institutionPage(
      "sv-uees-site",
      "Universidad Evangélica de El Salvador",
      "Oferta académica",
      "https://www.uees.edu.sv",
      "2026-11-27",
    ),
    institutionPage(
      "sv-ufg-site",
      "Universidad Francisco Gavidia",
      "Oferta académica",
      "https://www.ufg.edu.sv",
      "2026-11-27",
    ),
    institutionPage(
      "sv-unab-site",
      "Universidad Dr. Andrés Bello",
      "Oferta académica",
      "https://www.unab.edu.sv",
      "2026-11-27",
    ),
    institutionPage(
      "sv-ujmd-2026-11-27",
      "Universidad Dr. José Matías Delgado",
      "Escuela de Bellas Artes: Licenciatura en Música",
      "https://www.ujmd.edu.sv",
      "2026-11-27",
    ),
    institutionPage(
      "sv-ues-2026-11-27",
      "Universidad de El Salvador",
      "Carreras de grado",
      "https://www.ues.edu.sv",
      "2026-11-27",
    ),
    institutionPage(
      "sv-ues-posgrado-2026-11-27",
      "Universidad de El Salvador",
      "Facultad de Medicina: Maestrías en Salud Pública y Gestión Hospitalaria",
      "https://www.ues.edu.sv",
      "2026-11-27",
    ),
    institutionPage(
      "sv-insaforp-site",
      "Instituto Salvadoreño de Formación Profesional (INSAFORP)",
      "Programa Empresa Centro",
      "https://www.insaforp.org.sv",
      "2026-11-27",
    ),
    institutionPage(
      "sv-uped-site",
      "Universidad Pedagógica de El Salvador Dr. Luis Alonso Aparicio",
      "Catálogo institucional: Facultad de Educación",
      "https://www.pedagogica.edu.sv",
      "2026-11-27",
    ),
    institutionPage(
      "sv-ena-site",
      "Escuela Nacional de Agricultura Roberto Quiñónez (ENA)",
      "Graduación de agrónomos en grado técnico",
      "https://ena.edu.sv/?p=3247",
      "2026-11-27",
    ),
    institutionPage(
      "sv-usam-site",
      "Universidad Salvadoreña Alberto Masferrer",
      "Oferta académica",
      "https://www.usam.edu.sv",
      "2026-11-27",
    ),
  ],
  institutions: [
    inst("sv-ufg", "Universidad Francisco Gavidia", "San Salvador", "private", "https://www.ufg.edu.sv", "sv-ufg-site"),
    inst(
      "sv-unab",
      "Universidad Dr. Andrés Bello",
      "San Salvador",
      "private",
      "https://www.unab.edu.sv",
      "sv-unab-site",
    ),
    inst(
      "sv-uees",
      "Universidad Evangélica de El Salvador",
      "San Salvador",
      "private",
      "https://www.uees.edu.sv",
      "sv-uees-site",
    ),
    inst(
      "sv-insaforp",
      "Instituto Salvadoreño de Formación Profesional (INSAFORP)",
      "San Salvador",
      "public",
      "https://www.insaforp.org.sv",
      "sv-insaforp-site",
    ),
    inst(
      "sv-uped",
      "Universidad Pedagógica de El Salvador Dr. Luis Alonso Aparicio",
      "San Salvador",
      "private",
      "https://www.pedagogica.edu.sv",
      "sv-uped-site",
    ),
    inst(
      "sv-usam",
      "Universidad Salvadoreña Alberto Masferrer",
      "San Salvador",
      "private",
      "https://www.usam.edu.sv",
      "sv-usam-site",
    ),
    inst(
      "sv-ena",
      "Escuela Nacional de Agricultura Roberto Quiñónez (ENA)",
      "Ciudad Arce",
      "public",
      "https://ena.edu.sv",
      "sv-ena-site",
    ),
  ],
  programs: [
    ...offered("sv-itca", "technical", "sv-itca-2026-11-27", [
      ["automotive-mechanics", "Técnico en Ingeniería Automotriz", { duration: "2 años" }],
      ["it-support-technician", "Técnico en Hardware Computacional", { duration: "2 años" }],
    ]),
    ...offered("sv-utec", "technical", "sv-utec-2026-11-27", [
      ["it-support-technician", "Técnico en Ingeniería de Hardware"],
    ]),
    ...offered("sv-utec", "bachelor", "sv-utec-2026-11-27", [
      ["international-business", "Licenciatura en Negocios Internacionales"],
    ]),
    ...offered("sv-uees", "bachelor", "sv-uees-site", [
      ["international-business", "Licenciatura en Relaciones y Negocios Internacionales"],
      ["nutrition", "Licenciatura en Nutrición y Dietética"],
    ]),
    ...offered("sv-ufg", "bachelor", "sv-ufg-site", [["social-work", "Licenciatura en Trabajo Social"]]),
    ...offered("sv-unab", "bachelor", "sv-unab-site", [
      ["clinical-laboratory-science", "Licenciatura en Laboratorio Clínico"],
      ["nutrition", "Licenciatura en Nutrición"],
    ]),
    ...offered("sv-usam", "bachelor", "sv-usam-site", [
      ["veterinary-medicine", "Licenciatura en Medicina Veterinaria y Zootecnia"],
    ]),
    ...offered("sv-ujmd", "bachelor", "sv-ujmd-2026-11-27", [["music", "Licenciatura en Música"]]),
    ...offered("sv-ues", "bachelor", "sv-ues-2026-11-27", [
      [
        "physical-education",
        "Licenciatura en Ciencias de la Educación, Especialidad Educación Física, Deporte y Recreación",
      ],
    ]),
    ...offered("sv-uped", "bachelor", "sv-uped-site", [
      ["physical-education", "Profesorado en Educación Física y Deportes"],
    ]),
    ...offered("sv-insaforp", "technical", "sv-insaforp-site", [["automotive-mechanics", "Mecánica Automotriz"]]),
    ...offered("sv-ues", "graduate", "sv-ues-posgrado-2026-11-27", [
      ["health-services-administration", "Maestría en Gestión Hospitalaria"],
    ]),
    ...offered("sv-ena", "technical", "sv-ena-site", [
      ["agricultural-technician", "Agrónomo en grado técnico", { duration: "3 años" }],
    ]),
  ],
};

/** Rows added on 2026-11-28, resting on a stored page of the institution's own site (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "programs"> = {
  sources: [
    institutionPage(
      "sv-ues-repositorio-2026-11-28",
      "Universidad de El Salvador",
      "Repositorio Institucional: colección Maestría en Ciencias Políticas y Gestión Pública",
      "https://repositorio.ues.edu.sv/collections/885cff14-37fe-419c-a479-ef3ecbb25e9d",
      "2026-11-28",
    ),
  ],
  programs: [
    ...offered("sv-ues", "graduate", "sv-ues-repositorio-2026-11-28", [
      ["political-science", "Maestría en Ciencias Políticas y Gestión Pública"],
      ["public-administration", "Maestría en Ciencias Políticas y Gestión Pública"],
    ]),
  ],
};

/** Rows added on 2026-11-28 by a later pass, resting on a stored page of the institution's own site (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "sv-unssa-site",
      "Universidad Nueva San Salvador (UNSSA)",
      "Facultad de Ciencias Jurídicas y Sociales: Licenciatura en Ciencias Políticas",
      "https://www.unssa.edu.sv/index.php/facultad/ciencias-juridicas-y-sociales/ciencias-politicas",
      "2026-11-28",
    ),
  ],
  institutions: [
    inst(
      "sv-unssa",
      "Universidad Nueva San Salvador (UNSSA)",
      "San Salvador",
      "private",
      "https://www.unssa.edu.sv",
      "sv-unssa-site",
    ),
  ],
  programs: [
    ...offered("sv-unssa", "bachelor", "sv-unssa-site", [["political-science", "Licenciatura en Ciencias Políticas"]]),
  ],
};

/**
 * Rows added on 2026-11-28 by a later pass (`ADDED_S25`, see the header): the Universidad Tecnológica de El Salvador's
 * master's programmes named in a graduation report of its own newspaper, La Palabra Universitaria.
 */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "sv-utec-lapalabra-maestrias-2026-11-28",
      "Universidad Tecnológica de El Salvador (La Palabra Universitaria)",
      "Más de 120 profesionales de la Utec recibieron su título de máster (administración de negocios, administración financiera, gestión del talento humano, criminología, ingeniería para la industria con especialidad en robótica)",
      "https://lapalabra.utec.edu.sv/index.php/mas-de-120-profesionales-de-la-utec-recibieron-su-titulo-de-master-en-diversas-especialidades",
      "2026-11-28",
    ),
  ],
  institutions: [],
  programs: offered("sv-utec", "graduate", "sv-utec-lapalabra-maestrias-2026-11-28", [
    ["business-administration", "Maestría en Administración de Negocios"],
    ["finance", "Maestría en Administración Financiera"],
    ["human-resources", "Maestría en Gestión del Talento Humano"],
    ["criminology", "Maestría en Criminología"],
  ]),
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "SV",
  sources: [
    site("sv-ues-site", "Universidad de El Salvador", "Oferta académica de grado y posgrado", "https://www.ues.edu.sv"),
    site(
      "sv-uca-site",
      "Universidad Centroamericana José Simeón Cañas",
      "Carreras de grado y posgrado",
      "https://www.uca.edu.sv",
    ),
    site("sv-udb-site", "Universidad Don Bosco", "Carreras de grado y técnicas", "https://www.udb.edu.sv"),
    site("sv-utec-site", "Universidad Tecnológica de El Salvador", "Carreras de grado", "https://www.utec.edu.sv"),
    site("sv-ujmd-site", "Universidad Dr. José Matías Delgado", "Carreras de grado", "https://www.ujmd.edu.sv"),
    site("sv-esen-site", "Escuela Superior de Economía y Negocios", "Carreras de grado", "https://www.esen.edu.sv"),
    site(
      "sv-itca-site",
      "Escuela Especializada en Ingeniería ITCA-FEPADE",
      "Carreras técnicas",
      "https://www.itca.edu.sv",
    ),
    {
      id: "sv-ues-2026",
      publisher: "Universidad de El Salvador",
      title: "Carreras de grado",
      url: "https://www.ues.edu.sv",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "sv-uca-posgrado",
      publisher: "Universidad Centroamericana José Simeón Cañas",
      title: "Maestrías",
      url: "https://www.uca.edu.sv",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    inst("sv-ues", "Universidad de El Salvador", "San Salvador", "public", "https://www.ues.edu.sv", "sv-ues-site"),
    inst(
      "sv-uca",
      "Universidad Centroamericana José Simeón Cañas",
      "Antiguo Cuscatlán",
      "private",
      "https://www.uca.edu.sv",
      "sv-uca-site",
    ),
    inst("sv-udb", "Universidad Don Bosco", "Soyapango", "private", "https://www.udb.edu.sv", "sv-udb-site"),
    inst(
      "sv-utec",
      "Universidad Tecnológica de El Salvador",
      "San Salvador",
      "private",
      "https://www.utec.edu.sv",
      "sv-utec-site",
    ),
    inst(
      "sv-ujmd",
      "Universidad Dr. José Matías Delgado",
      "Antiguo Cuscatlán",
      "private",
      "https://www.ujmd.edu.sv",
      "sv-ujmd-site",
    ),
    inst(
      "sv-esen",
      "Escuela Superior de Economía y Negocios",
      "Santa Tecla",
      "private",
      "https://www.esen.edu.sv",
      "sv-esen-site",
    ),
    inst(
      "sv-itca",
      "Escuela Especializada en Ingeniería ITCA-FEPADE",
      "Santa Tecla",
      "private",
      "https://www.itca.edu.sv",
      "sv-itca-site",
    ),
  ],
  programs: [
    ...offered("sv-ues", "bachelor", "sv-ues-site", [
      ["medicine", "Doctorado en Medicina"],
      ["nursing", "Licenciatura en Enfermería"],
      ["dentistry", "Doctorado en Cirugía Dental"],
      ["pharmacy", "Licenciatura en Química y Farmacia"],
      ["clinical-laboratory-science", "Licenciatura en Laboratorio Clínico"],
      ["physical-therapy", "Licenciatura en Fisioterapia y Terapia Ocupacional"],
      ["occupational-therapy", "Licenciatura en Fisioterapia y Terapia Ocupacional"],
      ["nutrition", "Licenciatura en Nutrición"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Ciencias Jurídicas"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["economics", "Licenciatura en Economía"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["accounting", "Licenciatura en Contaduría Pública"],
      ["marketing", "Licenciatura en Mercadeo Internacional"],
      ["sociology", "Licenciatura en Sociología"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["history", "Licenciatura en Historia"],
      ["philosophy", "Licenciatura en Filosofía"],
      ["literature", "Licenciatura en Letras"],
      ["journalism", "Licenciatura en Periodismo"],
      ["anthropology", "Licenciatura en Antropología Sociocultural"],
      ["english-teaching", "Licenciatura en Idioma Inglés Opción Enseñanza"],
      ["modern-languages", "Licenciatura en Lenguas Modernas Especialidad en Francés e Inglés"],
      ["fine-arts", "Licenciatura en Artes Plásticas"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería de Sistemas Informáticos"],
      ["food-engineering", "Ingeniería de Alimentos"],
      ["agronomy", "Ingeniería Agronómica"],
      ["veterinary-medicine", "Licenciatura en Medicina Veterinaria y Zootecnia"],
      ["biology", "Licenciatura en Biología"],
      ["chemistry", "Licenciatura en Ciencias Químicas"],
      ["physics", "Licenciatura en Física"],
      ["mathematics", "Licenciatura en Matemática"],
      ["statistics", "Licenciatura en Estadística"],
    ]),
    ...offered("sv-uca", "bachelor", "sv-uca-site", [
      ["economics", "Licenciatura en Economía"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["accounting", "Licenciatura en Contaduría Pública"],
      ["communication-studies", "Licenciatura en Comunicación Social"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Ciencias Jurídicas"],
      ["philosophy", "Licenciatura en Filosofía"],
      ["theology", "Licenciatura en Teología"],
      ["english-teaching", "Licenciatura en Idioma Inglés"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería Informática"],
      ["architecture", "Arquitectura"],
      ["food-engineering", "Ingeniería de Alimentos"],
    ]),
    ...offered("sv-uca", "graduate", "sv-uca-site", [
      ["business-administration", "Maestría en Administración de Empresas"],
    ]),
    ...offered("sv-udb", "bachelor", "sv-udb-site", [
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["biomedical-engineering", "Ingeniería Biomédica"],
      ["aerospace-engineering", "Ingeniería Aeronáutica"],
      ["computer-science", "Ingeniería en Ciencias de la Computación"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
      ["theology", "Licenciatura en Teología Pastoral"],
    ]),
    ...offered("sv-utec", "bachelor", "sv-utec-site", [
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Ciencias Jurídicas"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["accounting", "Licenciatura en Contaduría Pública"],
      ["marketing", "Licenciatura en Mercadeo"],
      ["information-systems", "Ingeniería en Sistemas y Computación"],
      ["criminology", "Licenciatura en Criminología"],
      ["tourism", "Licenciatura en Turismo"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
    ]),
    ...offered("sv-ujmd", "bachelor", "sv-ujmd-site", [
      ["medicine", "Doctorado en Medicina"],
      ["law", "Licenciatura en Ciencias Jurídicas"],
      ["psychology", "Licenciatura en Psicología"],
      ["architecture", "Arquitectura"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
    ]),
    ...offered("sv-esen", "bachelor", "sv-esen-site", [
      ["economics", "Licenciatura en Economía y Negocios"],
      ["law", "Licenciatura en Ciencias Jurídicas"],
      ["business-administration", "Ingeniería de Negocios"],
    ]),
    ...offered("sv-itca", "technical", "sv-itca-site", [
      ["electrical-technician", "Técnico en Ingeniería Eléctrica", { duration: "2 años" }],
      ["electronics-technician", "Técnico en Ingeniería Electrónica", { duration: "2 años" }],
      ["mechatronics-technician", "Técnico en Ingeniería Mecatrónica", { duration: "2 años" }],
      ["programming-technician", "Técnico en Ingeniería de Desarrollo de Software", { duration: "2 años" }],
      ["network-technician", "Técnico en Ingeniería de Redes Informáticas", { duration: "2 años" }],
      ["culinary-arts", "Técnico en Gastronomía", { duration: "2 años" }],
      ["aircraft-maintenance", "Técnico en Mantenimiento Aeronáutico", { duration: "2 años" }],
    ]),
    ...offered("sv-ues", "bachelor", "sv-ues-2026", [["political-science", "Licenciatura en Ciencias Políticas"]]),
    ...offered("sv-uca", "graduate", "sv-uca-posgrado", [["political-science", "Maestría en Ciencia Política"]]),
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
      "sv-insaforp-empresa-centro-2026-11-28",
      "Instituto Salvadoreño de Formación Profesional (INSAFORP)",
      "Formación dual: el Programa de Formación Inicial Empresa-Centro (carreras ocupacionales, la primera Mecánica Automotriz)",
      "https://insaforp.org.sv/index.php/formacion-dual/197-formacion-dual",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "sv-ues-veterinaria-acontecer-2009-2026-11-28",
      "Acontecer UES (blog)",
      "La Facultad de Ciencias Agronómicas con proyección social hacia las comunidades rurales (egresadas de la Licenciatura en Medicina Veterinaria y Zootecnia; mayo de 2009)",
      "https://acontecerues.blogspot.com/2009/05/la-facultad-de-ciencias-agronomicas-con.html",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "sv-ues-ingenierias-historia-2023-2026-11-28",
      "SciELO Cuba (journal article, ISSN 2308-3042)",
      "Artículo (2023) sobre el desarrollo histórico de las ingenierías en la Universidad de El Salvador y su componente humanista, en tres etapas, la última «la creación de la Ingeniería Industrial hasta el presente»",
      "https://scielo.sld.cu/scielo.php?lang=es&pid=S2308-30422023000300047&script=sci_arttext",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "sv-ues-mecanica-tesis-2003-2026-11-28",
      "Scribd (copy of a UES Escuela de Ingeniería Mecánica trabajo de graduación)",
      "Diagnóstico del plan de estudio de la carrera de Ingeniería Mecánica de la Universidad de El Salvador: trabajo de graduación para optar al título de Ingeniero Mecánico (abril de 2003)",
      "https://fr.scribd.com/document/368629977/DIAGNOSTICO-DEL-PLAN-DE-ESTUDIO-DE-LA-CARRERA-DE-INGENIERIA-pdf",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "sv-uca-mecanica-tesis-2006-2026-11-28",
      "vsip.info (copy of a UCA Facultad de Ingeniería y Arquitectura trabajo de graduación)",
      "Diagnóstico de la carrera de Ingeniería Mecánica de la Universidad Centroamericana José Simeón Cañas: trabajo de graduación para optar al grado de Ingeniero Industrial (octubre de 2006)",
      "https://vsip.info/diagnostico-carrera-de-ingenieria-mecanica-pdf-free.html",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "sv-ujmd-musica-edh-2024-2026-11-28",
      "El Diario de Hoy",
      "Primeros licenciados en Música de El Salvador se gradúan en la UJMD (2024)",
      "https://elsalvador.com/destacados/primeros-licenciados-en-musica-de-el-salvador-se-graduan-la-ujmd/1169659/2024",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "sv-insaforp",
      career: "automotive-mechanics",
      level: "technical",
      name: "Mecánica Automotriz",
      source: "sv-insaforp-empresa-centro-2026-11-28",
    },
    {
      institution: "sv-ues",
      career: "veterinary-medicine",
      level: "bachelor",
      name: "Licenciatura en Medicina Veterinaria y Zootecnia",
      source: "sv-ues-veterinaria-acontecer-2009-2026-11-28",
    },
    {
      institution: "sv-ues",
      career: "industrial-engineering",
      level: "bachelor",
      name: "Ingeniería Industrial",
      source: "sv-ues-ingenierias-historia-2023-2026-11-28",
    },
    {
      institution: "sv-ues",
      career: "mechanical-engineering",
      level: "bachelor",
      name: "Ingeniería Mecánica",
      source: "sv-ues-mecanica-tesis-2003-2026-11-28",
    },
    {
      institution: "sv-uca",
      career: "mechanical-engineering",
      level: "bachelor",
      name: "Ingeniería Mecánica",
      source: "sv-uca-mecanica-tesis-2006-2026-11-28",
    },
    {
      institution: "sv-uca",
      career: "industrial-engineering",
      level: "bachelor",
      name: "Ingeniería Industrial",
      source: "sv-uca-mecanica-tesis-2006-2026-11-28",
    },
    {
      institution: "sv-ujmd",
      career: "music",
      level: "bachelor",
      name: "Licenciatura en Música",
      source: "sv-ujmd-musica-edh-2024-2026-11-28",
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  uesGestionHospitalaria: s28(
    "sv-ues-gestion-hospitalaria-tesis",
    "Universidad de El Salvador, Facultad de Medicina (read in a copy on Studenta)",
    "Tesis para optar al grado de Maestro en Gestión Hospitalaria: «La calidad de atención en salud en el servicio de emergencia del Hospital San Juan de Dios de San Miguel» (enero de 2012; coordinación de las Maestrías en Salud Pública y Gestión Hospitalaria)",
    "https://es.studenta.com/content/134013523/tesis-de-gestion-hospitalaria-ultima-2012",
  ),
  uesContaduria: s28(
    "sv-ues-contaduria-tesis",
    "Universidad de El Salvador, Facultad Multidisciplinaria Oriental, Sección de Contaduría Pública (read in a copy on fdocuments)",
    "Trabajo de graduación para optar al grado de Licenciada en Contaduría Pública (San Miguel, noviembre de 2014)",
    "https://fdocuments.us/document/universidad-de-el-salvador-facultad-riuesedusvideprint90001-2015-12.html",
  ),
  utecContaduria: s28(
    "sv-utec-contaduria-investigacion",
    "Universidad Tecnológica de El Salvador, Escuela de Negocios, Departamento de Contabilidad y Costos (read in a copy on fdocuments)",
    "Licenciatura en Contaduría Pública: investigación «Lineamientos técnicos y legales para constituir un despacho de contaduría pública y auditoría en El Salvador» (undated)",
    "https://fdocuments.ec/document/inv-lic-melgar-y-lic-moreno.html",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): three more rows written without reading their page, each re-pointed to a
 * stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    {
      institution: "sv-ues",
      career: "health-services-administration",
      level: "graduate",
      source: S28.uesGestionHospitalaria.id,
    },
    { institution: "sv-ues", career: "accounting", level: "bachelor", source: S28.uesContaduria.id },
    { institution: "sv-utec", career: "accounting", level: "bachelor", source: S28.utecContaduria.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row it bears out (see the header). */
const S29 = {
  ucaFilosofia: s29(
    "sv-uca-maestria-filosofia-admision",
    "Universidad Centroamericana José Simeón Cañas, Departamento de Filosofía",
    "Maestría en Filosofía Iberoamericana: 4. Admisión (requisitos: ser licenciado en filosofía, o cursar al menos 8 materias «de la licenciatura en filosofía de la UCA»; undated page of the old UCA site)",
    "https://www.uca.edu.sv/facultad/chn/mae_filo/admision.html",
  ),
  ujmdMosaico: s29(
    "sv-ujmd-mosaico-2025",
    "Universidad Dr. José Matías Delgado, Escuela de Bellas Artes",
    "Escuela de Bellas Artes realiza la tercera edición de «Mosaico», una plataforma para el talento musical UJMD (2025; organizada por «los estudiantes de último año de la Licenciatura en Música»)",
    "https://www.ujmd.edu.sv/?p=23282",
  ),
  uesHumanidadesPlanes: s29(
    "sv-ues-humanidades-nuevos-planes",
    "Universidad de El Salvador, periódico El Universitario",
    "Facultad de Ciencias y Humanidades amplía su oferta académica (undated; nuevos planes de estudio aprobados «para carreras como Periodismo, Psicología, Ciencias de la Educación y Educación Física, entre otras»)",
    "https://eluniversitario.ues.edu.sv/facultad-de-ciencias-y-humanidades-amplia-su-oferta-academica",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): rows written without reading their page, re-pointed to stored pages that
 * name the programs at the institutions and levels, and a row whose press source gives way to the university's own page
 * (see the header). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    { institution: "sv-uca", career: "philosophy", level: "bachelor", source: S29.ucaFilosofia.id },
    { institution: "sv-ujmd", career: "music", level: "bachelor", source: S29.ujmdMosaico.id },
    { institution: "sv-ues", career: "physical-education", level: "bachelor", source: S29.uesHumanidadesPlanes.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30` pass (its id ends in `-s30`). */
const s30 = taggedPages("s30", "2026-11-28");

/** The pages the session-30 pass read, one per row it bears out (see the header). */
const S30 = {
  udbMecatronica: s30(
    "sv-udb-mecatronica-comunica",
    "Comunica (comunica.edu.sv)",
    "Mecatrónica, una ingeniería en pañales en el país (undated; la UDB introdujo en 2006 el primer plan de estudios de Mecatrónica; entrevista a un «estudiante de quinto año de Ingeniería en Mecatrónica de la UDB»)",
    "https://comunica.edu.sv/archivo/mecatronica-una-ingenieria-en-panales-en-el-pais",
  ),
  udbComputacion: s30(
    "sv-udb-computacion-huawei-2025",
    "Universidad Don Bosco",
    "Estudiantes de la Universidad Don Bosco ganan 2° lugar en competencia mundial de Huawei con proyecto ambiental (8 de septiembre de 2025; «estudiantes de Ingeniería en Ciencias de la Computación» de su Escuela de Computación)",
    "https://www.udb.edu.sv/udb/noticia/estudiantes-de-la-universidad-don-bosco-ganan-2o-lugar-en-competencia-mundial-de-huawei-con-proyecto-ambiental",
  ),
  ucaElectrica: s30(
    "sv-uca-electrica-automatizacion",
    "Universidad Centroamericana José Simeón Cañas, Noticias UCA",
    "Primer lugar en competencia de automatización (undated; «un equipo de estudiantes de Ingeniería Eléctrica» que cursan «el quinto año de la carrera»)",
    "https://noticias.uca.edu.sv/noticias/primer-lugar-en-competencia-de-automatizacion",
  ),
};

/**
 * Session 30's pass (2026-11-28): rows written without reading their page (citing only a home page), re-pointed to
 * stored pages that name the programs at the institutions (see the header). No row was withdrawn.
 */
const VERIFIED_S30: CatalogPass = {
  sources: Object.values(S30),
  reread: [
    { institution: "sv-udb", career: "mechatronics-engineering", level: "bachelor", source: S30.udbMecatronica.id },
    { institution: "sv-udb", career: "computer-science", level: "bachelor", source: S30.udbComputacion.id },
    { institution: "sv-uca", career: "electrical-engineering", level: "bachelor", source: S30.ucaElectrica.id },
  ],
  withdrawn: [],
};

/** A page read by the second session-30 pass (`VERIFIED_S30B`; its id ends in `-s30b`). */
const s30b = taggedPages("s30b", "2026-11-28");

/** The copy of the UES Facultad Multidisciplinaria Paracentral's website source (Laravel views) this pass read, by page. */
const UES_FMP =
  "https://github.com/JuanUES/PaginaWeb/blob/a583c7d4516e78d85aafa9dea91ef45cc0f15ec0/Sitio_Web_FMP/resources/views/Academicos";

/** The pages the second session-30 pass read, one per row it bears out (see the header). */
const S30B = {
  uesFmpEducacion: s30b(
    "sv-ues-fmp-ciencias-educacion-github",
    "Universidad de El Salvador, Facultad Multidisciplinaria Paracentral (copy of its website's source in the GitHub repository JuanUES/PaginaWeb, 2021)",
    "Departamento de Ciencias de la Educación: carreras (Licenciatura en Trabajo Social; Profesorados en Educación Básica, Inicial y Parvularia, Matemática, Biología, Idioma Inglés; Licenciatura en Enseñanza de Idiomas Extranjeros, Especialidad Inglés-Francés)",
    `${UES_FMP}/cienciasEducacion.blade.php`,
  ),
  uesFmpInformatica: s30b(
    "sv-ues-fmp-informatica-github",
    "Universidad de El Salvador, Facultad Multidisciplinaria Paracentral (copy of its website's source in the GitHub repository JuanUES/PaginaWeb, 2021)",
    "Departamento de Informática: Ingeniería de Sistemas Informáticos",
    `${UES_FMP}/informatica.blade.php`,
  ),
  uesFmpEconomicas: s30b(
    "sv-ues-fmp-ciencias-economicas-github",
    "Universidad de El Salvador, Facultad Multidisciplinaria Paracentral (copy of its website's source in the GitHub repository JuanUES/PaginaWeb, 2021)",
    "Departamento de Ciencias Económicas: Licenciatura en Contaduría Pública, Licenciatura en Administración de Empresas",
    `${UES_FMP}/cienciasEconomicas.blade.php`,
  ),
  uesFmpAgronomicas: s30b(
    "sv-ues-fmp-ciencias-agronomicas-github",
    "Universidad de El Salvador, Facultad Multidisciplinaria Paracentral (copy of its website's source in the GitHub repository JuanUES/PaginaWeb, 2021)",
    "Departamento de Ciencias Agronómicas: Ingeniería Agronómica, Ingeniería Agroindustrial",
    `${UES_FMP}/cienciasAgronomicas.blade.php`,
  ),
};

/**
 * Session 30's second pass (2026-11-28): UES rows re-read on a copy of the website of its Facultad Multidisciplinaria
 * Paracentral (see the header). No row was added or withdrawn.
 */
const VERIFIED_S30B: CatalogPass = {
  sources: Object.values(S30B),
  reread: [
    { institution: "sv-ues", career: "social-work", level: "bachelor", source: S30B.uesFmpEducacion.id },
    { institution: "sv-ues", career: "information-systems", level: "bachelor", source: S30B.uesFmpInformatica.id },
    { institution: "sv-ues", career: "business-administration", level: "bachelor", source: S30B.uesFmpEconomicas.id },
    { institution: "sv-ues", career: "agronomy", level: "bachelor", source: S30B.uesFmpAgronomicas.id },
  ],
  withdrawn: [],
};

/** A page read by the third session-30 pass (`VERIFIED_S30C`; its id ends in `-s30c`). */
const s30c = taggedPages("s30c", "2026-11-28");

/** The page the third session-30 pass read (see the header). */
const S30C = {
  ueesHome2018: s30c(
    "sv-uees-home-2018-jscryptominer",
    "Universidad Evangélica de El Salvador (home page stored in the JSCryptoMinerStudy crawl, 2018)",
    "Inicio - Universidad Evangélica de El Salvador: home page (www.uees.edu.sv, about 2018), mega menu Pregrado, Facultades (Medicina: Licenciatura en Nutrición y Dietética …; Odontología: Técnico en Asistencia Dental; Ciencias Jurídicas: Licenciatura en Relaciones y Negocios Internacionales; Ciencias Sociales: Licenciatura en Educación Especial …) and Posgrado UEES, Maestrías (Posgrado en Gerencia en Salud (Modalidad Semipresencial), Maestría en Recursos Humanos …)",
    "https://github.com/silverfoxy/JSCryptoMinerStudy/blob/afccd315654b9e4091c20fd0c385a89b1bbb3b3c/pagesource/uees.edu.sv",
  ),
};

/**
 * Session 30's third pass (2026-11-28): the UEES's rows re-read on its 2018 home page's menu of carreras and posgrados,
 * and the programmes of that menu the catalog lacked, among them a health-management posgrado for a cell with one
 * institution (see the header). No row was withdrawn.
 */
const VERIFIED_S30C: CatalogPass = {
  sources: Object.values(S30C),
  programs: [
    ...offered("sv-uees", "graduate", S30C.ueesHome2018.id, [
      ["health-services-administration", "Posgrado en Gerencia en Salud", { modality: "blended" }],
      ["human-resources", "Maestría en Recursos Humanos"],
    ]),
    ...offered("sv-uees", "bachelor", S30C.ueesHome2018.id, [
      ["special-education", "Licenciatura en Educación Especial"],
      ["translation", "Licenciatura en Traducción e Interpretación del Idioma Inglés"],
      ["medicine", "Doctorado en Medicina"],
      ["nursing", "Licenciatura en Enfermería"],
      ["dentistry", "Doctorado en Cirugía Dental"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Ciencias Jurídicas"],
      ["information-systems", "Ingeniería en Sistemas Computacionales"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["marketing", "Licenciatura en Mercadotecnia"],
      ["accounting", "Licenciatura en Contaduría Pública"],
      ["early-childhood-education", "Licenciatura y Profesorado en Educación Parvularia"],
    ]),
    ...offered("sv-uees", "technical", S30C.ueesHome2018.id, [
      ["dental-assistant", "Técnico en Asistencia Dental"],
      ["nursing-technician", "Técnico en Enfermería"],
      ["network-technician", "Técnico en Redes y Tecnologías Informáticas"],
    ]),
  ],
  reread: [
    { institution: "sv-uees", career: "nutrition", level: "bachelor", source: S30C.ueesHome2018.id },
    { institution: "sv-uees", career: "international-business", level: "bachelor", source: S30C.ueesHome2018.id },
  ],
  withdrawn: [],
};

/** A page read by the fourth session-30 pass (`VERIFIED_S30D`; its id ends in `-s30d`). */
const s30d = taggedPages("s30d", "2026-11-28");

/** The page the fourth session-30 pass read (see the header). */
const S30D = {
  uesPosgradoSeed: s30d(
    "sv-ues-secretaria-posgrado-seed",
    "Universidad de El Salvador, Secretaría de Posgrado (database seed of its website in a GitHub repository, MigueGaldamez/PS_Secretar-aPosgrado, 2022)",
    "datos.sql: tables facultades and posgrados of the UES posgrado site (Maestría en Psicología Clínica de la Comunidad, Maestría en Ingeniería Estructural, Maestría en Biología Molecular …, each with its title and whether it is offered)",
    "https://github.com/MigueGaldamez/PS_Secretar-aPosgrado/blob/5ec76cb5d45c4bbdf35d8b9e45f3e784437c8a4d/database/seeders/datos.sql",
  ),
};

/**
 * Session 30's fourth pass (2026-11-28): the UES's maestrías the seed of its Secretaría de Posgrado's website marks as
 * offered (see the header). No row was re-read or withdrawn.
 */
const VERIFIED_S30D: CatalogPass = {
  sources: Object.values(S30D),
  programs: [
    ...offered("sv-ues", "graduate", S30D.uesPosgradoSeed.id, [
      ["psychology", "Maestría en Psicología Clínica de la Comunidad"],
      ["translation", "Maestría en Traducción Inglés Español – Español Inglés"],
      ["economics", "Maestría en Economía para el Desarrollo"],
      ["civil-engineering", "Maestría en Ingeniería Estructural"],
      ["geology", "Maestría en Ciencias en Geología"],
      ["biology", "Maestría en Biología Molecular"],
      ["environmental-science", "Maestría en Gestión Ambiental"],
      ["nursing", "Maestría en Enfermería con Especialidad en Cuidados Críticos e Intensivos"],
      ["finance", "Maestría en Administración Financiera"],
      ["business-administration", "Maestría en Administración de Empresas"],
    ]),
  ],
  withdrawn: [],
};

export const CATALOG_SV: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24,
  ADDED_S25,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S29,
  VERIFIED_S30,
  VERIFIED_S30B,
  VERIFIED_S30C,
  VERIFIED_S30D,
);
