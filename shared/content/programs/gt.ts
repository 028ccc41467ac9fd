/**
 * Where to study in GT: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 * USAC is the only public university; private universities are authorised by the Consejo de la
 * Enseñanza Privada Superior (CEPS). Technical training: INTECAP. Many degrees are named by the title granted
 * ("Médico y Cirujano", "Abogado y Notario").
 * Rows dated 2026-11-26 were written from knowledge of the institutions' published programs; the
 * pages were not re-read online (this machine has no internet access). Check them before relying on them.
 * Rows dated 2026-11-27 (Universidad Rafael Landívar's agronomy degree; then USAC's physical-education licenciatura
 * (ECTAFIDE), ERIS's sanitary-engineering master's and the engineering faculty's industrial-management master's;
 * INTECAP's computer-repair and makeup courses) were likewise written from knowledge of the institutions' published
 * programs, without re-reading the pages online; check them before relying on them.
 * A second set of rows dated 2026-11-27 (the Universidad Mariano Gálvez's Licenciatura en Administración Pública, given by
 * its Escuela de Gestión Pública; USAC's Maestría en Administración de Servicios de Salud, given by the Centro
 * Universitario de Occidente in Quetzaltenango; the Escuela Nacional Central de Agricultura's Perito Agrónomo, the
 * country's vocational agriculture diploma, taught at its boarding farm-school in Bárcena, Villa Nueva) was likewise
 * written from knowledge of the institutions' published programs, without re-reading the pages online (this machine
 * has no internet access).
 * Rows to check first: INTECAP's course names (computer repair, makeup), whose exact titles vary by centre and year;
 * USAC's "Maestría en Artes en Gestión Industrial" (exact title of the Escuela de Estudios de Postgrado programme);
 * UMG's Licenciatura en Administración Pública (known from its Escuela de Gestión Pública's course material: check it
 * still admits students); USAC-CUNOC's Maestría en Administración de Servicios de Salud (check the current cohort);
 * ENCA's website address (https://www.enca.edu.gt) and the Perito Agrónomo's current length (3 años).
 * A third set of rows dated 2026-11-27: the Universidad del Valle de Guatemala's Licenciatura en Composición y
 * Producción Musical was confirmed by a stored page of the university's own news site
 * (https://noticias.uvg.edu.gt/diego-flores-y-su-experiencia-en-produccion-musical/, cited as its source); USAC's
 * Licenciatura en Música, given by its Escuela Superior de Arte (ESA), was confirmed by a stored interview with the
 * ESA's director in La Hora (https://hemeroteca.lahora.gt/?p=32010: "en música sólo tenemos una Licenciatura para
 * Música", with a choice of instrument), and the row cites the ESA's own page; Kinal's técnico areas (Mecánica
 * Automotriz, Electricidad Industrial, among others, at the diversificado level, graduating "peritos técnicos") were
 * confirmed by a stored page of the Prelature of Opus Dei on Kinal's 50 years
 * (https://es.romana.org/52/iniciativas/ciudad-de-guatemala-guatemala-50-anos-de-kinal/), and the rows cite Kinal's
 * own site. USAC's Maestría en Estadística Aplicada (Facultad de Ingeniería, Escuela de Estudios de Postgrado) was
 * written from knowledge of the institution's published programs, without re-reading the pages online.
 * Rows to check first among them: Kinal's exact diploma titles ("Perito en Mecánica Automotriz", "Perito en
 * Electricidad Industrial"; the official titles may read "Bachillerato Industrial y Perito en ...") and its website
 * address (https://www.kinal.edu.gt); that USAC-ESA's Licenciatura en Música still admits students (the interview
 * dates from the school's opening); USAC's Maestría en Estadística Aplicada (exact title and current cohort).
 * ENCA's and Kinal's perito diplomas are the technical tracks of the diversificado (upper secondary): they carry
 * `track: "secondary-school"` and only a reader still at school sees them (Program.track).
 * Rows dated 2026-11-28 (the `ADDED_28` block): the técnico superior programs in refrigeration and air conditioning,
 * electronics and automotive mechanics of USAC's Instituto Tecnológico Universitario Guatemala Sur (ITUGS, Palín,
 * Escuintla, an academic unit of USAC with its own council) rest on a stored La Hora column (Fernando Cajas, 10 April
 * 2025), which lists its "carreras de técnico superior en mecánica automotriz, metal mecánica, procesos de
 * manufactura, refrigeración y aire acondicionado, producción alimentaria y electrónica"; the column is the cited
 * source and the institution row gives USAC's site (no ITUGS address was seen on a stored page). Check first: the
 * exact titles (written as "Técnico Superior en …" from the column's list) and the ITUGS's own web address.
 * The `ADDED_S24` block (dated 2026-11-28) adds one row: Kinal's diversificado technical track in Electrónica Industrial,
 * read on a stored copy of the Prelature of Opus Dei's page on Kinal's 50 years
 * (https://es.romana.org/52/iniciativas/ciudad-de-guatemala-guatemala-50-anos-de-kinal/, cited as its source), which says
 * Kinal gives secondary and technical education "en las áreas de Mecánica Automotriz, Electricidad Industrial, Electrónica
 * Industrial, Informática de Computación y Dibujo Técnico" and graduates "peritos técnicos". Like Kinal's other rows it is a
 * secondary-school track (`track: "secondary-school"`), so it does not count towards higher-education coverage. Check
 * first: the exact diploma title (written here as "Perito en Electrónica Industrial"; it may read "Bachillerato Industrial
 * y Perito en Electrónica Industrial"). Left out: the page's "Informática de Computación" (not clear whether it teaches
 * computer support or programming). A search of the stored pages for the other GT gaps of this pass (pharmacy and makeup
 * technicians, music education, physical education, international business, public and health-services administration,
 * the graduate cells) found no page naming such a program at a second institution, so no row was added for them.
 * A later pass the same day (meant for an `ADDED_S24B` block) added no row: its stored-page searches (pharmacy technician,
 * international business, physical education, public administration, music education, and master's thesis covers for
 * counselling, health-services and public administration, data science and English teaching) found no page naming a
 * program at a new institution before the search budget ran out. Left out as doubtful: a 2024 article in Educación y
 * Sociedad (https://revistas.unica.cu/index.php/edusoc/article/download/8434/5640?inline=1) that only *proposes* a
 * master's in English for USAC's Facultad de Humanidades (not evidence that it admits students), and the stored UMG course
 * guide (https://pdfcoffee.com/organizacion-administrativa-del-gobierno-de-guatemala-pdf-free.html, 2012), which confirms
 * the existing UMG Licenciatura en Administración Pública row but adds no second institution.
 * The `ADDED_S25` block (dated 2026-11-28) adds post-secondary agricultural técnicos, read on two GitHub copies of
 * institution websites (code corpus), neither of which is the live site:
 * (1) USAC's Técnico en Producción Agrícola, code 17-00-03, "Plan Diario", 6 semestres, at the Centro Universitario del
 * Norte (CUNOR, Cobán, Alta Verapaz), from the "Centros - Portal Registro y Estadística" page of USAC's registry portal
 * ("Centro Universitario del Norte - Guía de Inscripción 2024", footer "Copyright 2021 - Informática, Registro y
 * Estadística"), read as a Laravel view copied to a public repository whose name the index did not show. The row cites the
 * portal's root (https://registro.usac.edu.gt, the registry address USAC's student guides give); the page's exact path is
 * not known. The same guide lists other técnicos of USAC's regional centres (Técnico en Producción Pecuaria at CUNOR,
 * "Técnido [sic] en Producción Frutícola" at CUNOROC, Técnico en Agrimensura at CUNOC and CUNORI), not added because USAC
 * already counts once for these careers. (2) The Universidad del Valle de Guatemala's Campus Sur (Santa Lucía Cotzumalguapa,
 * Escuintla) Facultad de Ingeniería page (stored as http://www.campussur.uvg.edu.gt/pages/facultadingenieria.php, cited in
 * its https form), in the campus's own repository UVGCampusSur/WebPage (commit of February 2018, footer "© 2017"), which
 * lists "Técnicos Universitarios: Técnico Universitario en Mecatrónica, Técnico Universitario en Productos Agrícolas de
 * Exportación, Técnico Universitario en Informática"; a news item on the same site mentions first-year students of the
 * Productos Agrícolas de Exportación técnico visiting CENGICAÑA, and the campus's "Conócenos" page says "Se requieren 2
 * años de estudio para cerrar un Técnico universitario" (not copied into the rows, since the programme page itself gives no
 * length). Check first: that both programmes still admit students (the UVG page dates from 2017-2018, the USAC guide from
 * 2024); the USAC page's live address; the exact UVG titles on the current uvg.edu.gt site. Left out: UVG Campus Sur's
 * "Técnico Universitario en Informática" (unclear whether it is IT support or programming); ITUGS's "Técnico Universitario
 * en Metal Mecánica" (same USAC guide, 6 semestres) as welding technology, since metalworking is not clearly the welding
 * career; ITUGS's "Técnico Universitario en Procesos de Manufactura" (not industrial maintenance); ENCA's Perito Agrónomo
 * stays a secondary-school track. Noted: the USAC guide names the ITUGS programmes "Técnico Universitario en ..." (and
 * "Mantenimiento Automotriz"), whereas the `ADDED_28` rows read "Técnico Superior en ..." from the La Hora column. No
 * stored page was found for a pharmacy-technician, industrial-maintenance or construction-technician programme at any
 * Guatemalan institution (INTECAP's "maestro de obras" is only named in a La Hora column, with no programme structure).
 * The `ADDED_S25B` block (dated 2026-11-28) adds two master's programmes of the Universidad del Valle de Guatemala, read on
 * a stored page of the university's own news site (Noticias UVG) about the NORPART Winter Course run with the University of
 * South-Eastern Norway, USAC and the Universidad del Rosario
 * (https://noticias.uvg.edu.gt/impulsamos-la-sostenibilidad-con-nuestra-participacion-en-winter-course-norpart/, undated),
 * which says "Por UVG, los participantes pertenecían a los programas de Maestría en Turismo Sostenible y Maestría en
 * Gestión Ambiental y Sostenibilidad": the first is listed under tourism, the second under environmental science (an
 * environmental-management master's, not environmental engineering). A second stored UVG news page (UVG Campus Altiplano's
 * World Tourism Day forum, 2025, https://noticias.uvg.edu.gt/uvg-campus-altiplano-celebra-el-dia-mundial-del-turismo-en-san-andres-semetabaj)
 * names the university's "Departamento de Turismo Sostenible". Check first: that both master's still admit students (the
 * NORPART page is undated), their exact titles and lengths on the current posgrado list of uvg.edu.gt, and on which campus
 * each is taught. This pass was meant to use thesis repositories (USAC's biblioteca, URL's recursosbiblio, UVG's
 * repositorio); the stored-page index holds almost none of their record pages, only third-party copies of USAC and URL
 * theses and regulations (vdocuments, scribd and similar, not cited), so no thesis record could be cited. The search
 * budget ran out after about forty-five look-ups. Left out: a La Hora (UVG Trascendiendo) piece on UVG's Facultad de
 * Educación (https://lahora.gt/uvg-trascendiendo/la-hora/2021/10/15/educacion-liderazgo-en-la-formacion-de-docentes/),
 * which says the faculty pioneered training in English teaching, learning difficulties, special education and music but
 * names no programme or level in the part read, so no English-teaching or music-education row was added; the
 * Educación y Sociedad article that only proposes an English master's at USAC (already noted above). No stored page
 * was found naming, at any Guatemalan institution, a graduate programme in social work, political science, data
 * science, counselling, English teaching, communication studies, biotechnology or international business, a second
 * one in statistics, public or health-services administration, environmental or industrial engineering, or a
 * bachelor's in music education, international business or health-services administration.
 * A pass dated 2026-11-28, meant to add an `ADDED_S26` block, added no row: about fifty look-ups on the stored pages (and
 * on GitHub copies of institution sites) found no page saying that a second Guatemalan institution offers a program in
 * the short cells it worked (pharmacy technician, makeup artistry, IT support, industrial maintenance; bachelor's in music
 * education, physical education, international business, public or health-services administration and cybersecurity;
 * graduate programs in social work, political science, communication, counselling, English teaching, data science,
 * biotechnology and international business). The stored-page index returns only the opening of each page, so news
 * pieces that list programs further down (Prensa Libre on the nine universities in Huehuetenango, Revista Summa and
 * Prensa Libre on Universidad Galileo's 25 years, an OPS/OMS report on health-workforce training in Guatemala) could
 * not be read far enough to cite. Left out: a La Hora report (https://hemeroteca.lahora.gt/?p=107133) that USAC's
 * Escuela de Ciencias de la Comunicación closed its Maestría en Comunicación para el Desarrollo (so it is not a program
 * to list); a Soy502 report (https://www.soy502.com/articulo/cunreu-amplia-oferta-academica-nuevas-carreras-maestria-102082)
 * on USAC's Centro Universitario de Retalhuleu opening Ingeniería Industrial, Técnico and Licenciatura en Psicología and
 * a virtual master's in food systems (none of them a short cell); a blog post on Universidad Da Vinci de Guatemala's
 * "Facultad de Música" (https://empresarialperiodismo.blogspot.com/2018/06/estudiantes-de-udv-participan-en-fiesta.html),
 * which names no program or level, so no music-education row; a scribd copy of USAC's Facultad de Humanidades curriculum
 * for a Licenciatura en Lingüística del Idioma Inglés (2013), a bachelor's program, while the English-teaching gap is at
 * graduate level; and a mention of a master's in media management at the Universidad Panamericana, found only in a
 * third-party dataset quoting an archived page, too weak to cite and not clearly communication studies.
 * A pass dated 2026-11-28 (session 27, meant for an `ADDED_S27` block) added no row, so no such block exists: about
 * seventeen of fifty look-ups shared with Panamá and El Salvador (stored pages, thesis covers, GitHub copies) found no page
 * naming a graduate programme at a new institution in the cells it worked (counselling at the Landívar, social work at
 * USAC and the Mariano Gálvez, data science at Galileo, the Landívar, UVG and USAC, international business and political
 * science at USAC, English teaching at the Landívar and USAC). Seen and not added: Prensa Libre (November 2025) and Revista
 * Summa on Universidad Galileo's 25 years, which speak of training in artificial intelligence and data science without
 * naming a programme or level; USAC's own news site Soy USAC (https://soy.usac.edu.gt/?p=4105) on its new Maestría en
 * Hidrogeología (title of maestro en Ciencias en Gestión de Recursos Hidrogeológicos) and Diplomado en Psicología Clínica
 * Comunitaria, with Italian cooperation (neither a short cell; USAC already counts for environmental engineering); the
 * Universidad San Pablo de Guatemala's posgrado admissions page (https://uspg.edu.gt/website/admin_pos.html), which names
 * no programme (check first its list of maestrías); UVG Campus Sur's Facultad de Educación page in the UVGCampusSur/WebPage
 * repository (a "sitio en mantenimiento" notice, no programme); a 2009 USAC master's thesis, "Los estudios de Trabajo Social
 * en Guatemala (1949-2008)" (deploy.aprenderly.com copy), whose table of contents lists the social-work schools of USAC and
 * the Landívar but whose readable part names no postgraduate programme. Lead for the next pass: the UVG repository
 * (repositorio.uvg.edu.gt) has stored full record pages (a 2025 thesis record was seen), whose degree fields may name
 * master's programmes.
 * Verification pass of 2026-11-28 (session 27; the `VERIFIED_S27` block): the rows of the first passes that readers see
 * most, written from memory and citing only a home page, were searched for on the stored pages (about twelve of some
 * forty-five look-ups shared with Honduras, El Salvador and Nicaragua). Re-read, each row now citing the page read:
 * USAC's Ingeniería Agronómica en Sistemas de Producción Agrícola (a Facultad de Agronomía trabajo de graduación of
 * November 2012, "investidura como Ingeniero Agrónomo en Sistemas de Producción Agrícola en el grado académico de
 * Licenciado", docplayer copy); USAC's Ingeniería Industrial (a trabajo de graduación of the Escuela de Ingeniería
 * Mecánica Industrial, January 2017, "al conferírsele el título de Ingeniero Industrial", Scribd copy); USAC's
 * Licenciatura en Ciencia Política (the Escuela de Ciencia Política's own reseña,
 * https://cienciapolitica.usac.edu.gt/?page_id=3737, on its programmes in Ciencia Política, Sociología and Relaciones
 * Internacionales; a 2016 thesis of the school for the grade of "Licenciado en Ciencia Política", read through a proxy
 * copy of Scribd document 671907332, bears out the level); USAC's Licenciatura en Nutrición (an article in USAC's
 * Revista del Sistema de Estudios de Postgrado whose author is of the "Licenciatura en Nutrición, Universidad de San
 * Carlos de Guatemala"); UVG's Ingeniería Industrial (Guatemala Business Daily on UVG Industrial Engineering students
 * and the university's Department of Industrial Engineering); INTECAP's Mecánica Automotriz (INTECAP's own page on its
 * Santo Tomás de Castilla centre, which opened in 1981 "con programas y talleres de mecánica automotriz, Soldadura,
 * electricidad"; a weak source: it tells the centre's history, not this year's offer; a Soy502 report on WorldSkills
 * Américas 2025 also names an INTECAP Guatemala 2 student in automotive technology); and UMG's Licenciatura en
 * Administración Pública, on the 2012 course guide an earlier pass read and noted above as confirming this row
 * (pdfcoffee copy; not re-read in this session). Weak sources, to replace first: the thesis copies (2012, 2017), the
 * INTECAP centre history and the 2012 UMG guide. Withdrawn: none (no page read showed a row wrong). The source
 * `gt-umg-2026-11-27` (UMG's home page, which only that row cited) stays in the `ADDED` block; the catalog drops it,
 * as no row cites it now (withPasses). Searched and not re-read (no page naming the program was found): the Landívar's Ingeniería Agronómica con
 * énfasis en Cultivos Tropicales (an AUSJAL repository record names a Landívar "Tesis Licenciatura (Ingeniería Agrícola
 * con Énfasis en Gerencia)", a different title, which neither confirms nor contradicts the row; check first the current
 * title), Ingeniería Mecánica at USAC (only its "Escuela de Ingeniería Mecánica Industrial" was named), the Landívar
 * and UVG, Ciencia Política at the Landívar and UFM, Filosofía at USAC and the Landívar, Matemática at USAC and UVG,
 * Trabajo Social at USAC and the Landívar (a 2009 USAC master's thesis lists "Escuelas y Carreras de Trabajo Social de
 * la Universidad Rafael Landívar" in its contents, not read further), Nutrición at the Landívar, UVG and UFM,
 * Ingeniería Industrial at the Landívar and UMG, USAC's physical-education licenciatura, and INTECAP's makeup,
 * computer-repair and refrigeration courses (Prensa Libre on INTECAP's 50 years speaks of more than 400 courses without
 * naming these). Not searched (budget): the single-reader graduate rows (USAC's sanitary-engineering,
 * applied-statistics, public-administration, health-services and industrial-management master's).
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): the single-reader graduate rows the S27 pass did
 * not reach, and a few of the rows it searched with a new idea (theses and research reports of the schools), looked for in
 * stored copies of public pages (search tools only; no page re-read online; seven look-ups for this country). Rows
 * re-read, each now citing the page named:
 * - USAC's Licenciatura en Trabajo Social: a publication of its Escuela de Trabajo Social's Instituto de Investigaciones
 *   "Ángela Ayala", November 2018, "Aprendizajes de la Actividad Integradora en el Primer Semestre de la carrera de
 *   Licenciatura en Trabajo Social. Período 2010-2014" (read in a copy on Studenta; a 2007 tesina of the school, "previo a
 *   conferírsele el título de Trabajadora Social en el grado académico de Licenciada", pdfslide copy, agrees);
 * - the Landívar's Licenciatura en Nutrición: a 2024 tesis de grado of its Facultad de Ciencias de la Salud, "Licenciatura
 *   en Nutrición", Campus de Quetzaltenango (Scribd copy); a 2013 tesis of the same licenciatura at the Campus Central, for
 *   "el título de Nutricionista en el grado académico de Licenciada" (vdocuments copy of a file of the Landívar's tesario),
 *   agrees.
 * Weak sources, to replace first: both are third-party copies of student or research documents. Lengths: none set or taken
 * out. Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: USAC's Maestría en Ciencias en Ingeniería Sanitaria (a Liberal report on an ERIS-Cementos
 * Progreso agreement names the school, not the maestría), Maestría en Estadística Aplicada and Maestría en Artes en
 * Gestión Industrial (one look-up for both), Maestría en Administración Pública (only the Facultad de Ciencias Económicas'
 * thesis rules came up); USAC's Licenciatura en Filosofía (only its Departamento de Filosofía's Revista de Filosofía,
 * 2015); UVG's Nutrición and Ingeniería Mecánica (a 2022 "Revista de Ingeniería Mecánica" whose authors are at USAC came
 * up, a Scribd copy of a preprint that does not say whose school publishes it: not used, a lead for USAC's row). Not
 * reached: USAC's Maestría en Administración de Servicios de Salud (CUNOC) and the rows the S27 pass lists as searched
 * without result.
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block, after `VERIFIED_S28`): the CUNOC
 * master's the S28 pass did not reach, and two rows the S27 pass had searched, looked for again with the idea of theses
 * and the universities' own reviews (search tools only; no page re-read online; three look-ups for this country). Rows
 * re-read, each now citing the page named:
 * - USAC's Maestría en Administración de Servicios de Salud: a thesis of the CUNOC's Maestría en Docencia Universitaria
 *   (William Joao Ruiz López, Quetzaltenango, July 2017), "Rediseño Curricular de la Maestría en Administración de
 *   Servicios de Salud, del Centro Universitario de Occidente, Universidad de San Carlos de Guatemala" (read in a copy
 *   on dokumen.tips). The programme is the CUNOC's, in Quetzaltenango, not in Guatemala City, the city the institution
 *   row gives;
 * - the Landívar's Licenciatura en Ciencia Política: the Landívar's own electronic review Conexión (year IV, no. 9, 26
 *   November 2009), an article by Víctor Gálvez Borrell of its Facultad de Ciencias Políticas y Sociales on the
 *   faculty's twenty years and the forty years of the teaching of political science at the Landívar (read at http://,
 *   cited at https://).
 * Weak sources, to replace first: both (a 2017 thesis in a third-party copy, which shows the master's then; a 2009
 * history that names the teaching of political science, not the licenciatura's title). Lengths: none set or taken out.
 * Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: the Landívar's Ingeniería Industrial (by thesis covers: only USAC's, already cited for its
 * row, came up). Not reached (budget): the other rows of the worklist, all searched by earlier passes.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): rows of the worklist looked for again in stored
 * copies of public pages (search tools only; no page re-read online; about twenty look-ups for this country, with the
 * new ideas of the universities' own news sites — Noticias UVG, the Landívar's news, the UFM's school sites — and GitHub
 * copies of programme lists). Rows re-read, each now citing the page named:
 * - UVG's Licenciatura en Matemática Aplicada and Licenciatura en Nutrición, and with them its Biología, Física, Química
 *   and Bioquímica y Microbiología rows (not on the worklist): Noticias UVG on the first Club de Ciencia of its Facultad de
 *   Ciencias y Humanidades (October-November 2025, students of Kinal), in which "participaron los directores de las
 *   carreras de Biología, Bioquímica y Microbiología, Biotecnología Molecular, Física, Matemática Aplicada, Nutrición,
 *   Química y Química Farmacéutica". The page names the carreras, not the degrees' titles;
 * - the UFM's Licenciatura en Nutrición: the UFM Escuela de Nutrición's own article "Raíces" by its founder and director,
 *   Dr. Jorge Tulio Rodríguez, on the school's founding in 1994 as a school of clinical nutrition affiliated to the
 *   Facultad de Medicina. The stored excerpt names the school and its purpose, not the degree's title.
 * Weak sources, to replace first: the UFM article (a history; check the current degree title on nutricion.ufm.edu).
 * Lengths: none set or taken out. Withdrawn: none (no page read showed a row wrong).
 * Seen and not used: a GitHub file of a student chatbot listing UVG's carreras and directors (among them "Licenciatura en
 * Matemática Aplicada", "Licenciatura en Nutrición" and a "Profesorado y Licenciatura en Educación con Especialidad en
 * English Language Teaching"), whose repository and origin the index did not show: not cited, a lead for the UVG site;
 * Brújula (brujula.com.gt) naming Landívar students of a "Técnico en Trabajo Social" at its Jutiapa and
 * Coatepeque sites (a técnico, not the licenciatura row).
 * Searched and not found: USAC's Ingeniería Mecánica (the 2022 "Revista de Ingeniería Mecánica" preprint, again: its
 * school is not named in the stored excerpt) and Licenciatura en Filosofía (the Facultad de Humanidades' 2015 Revista
 * Virtual del Departamento de Filosofía, again); the Landívar's Filosofía, Trabajo Social, Ingeniería Agronómica con énfasis
 * en Cultivos Tropicales and Ingeniería Mecánica (Landívar news and student magazines came up without them); UVG's Ingeniería
 * Mecánica (UVG's El Periódico columns of 2016-2017 and a CNN piece on its technology came up without naming it); UMG's
 * Ingeniería Industrial; and, for the GAP cells, a pharmacy-technician course (a 2012 national pharmaceutical profile and
 * a history of pharmacy in Guatemala), an INTECAP industrial-maintenance course (Prensa Libre and Soy502 on INTECAP's 50
 * years and WorldSkills medals, naming "control industrial" and "mecatrónica" skills, not a course), a music-education
 * licenciatura, a cybersecurity licenciatura (Revista Summa and Prensa Libre on Universidad Galileo's 25 years, again),
 * international business (Universidad InterNaciones' graduation pages, which name no programme in their stored openings)
 * and health-services administration. Not reached (budget): the INTECAP rows, USAC's graduate rows, the UFM's Ciencias
 * Políticas and the other GAP cells.
 * Second verification pass of 2026-11-28 (session 29, after `VERIFIED_S29`): the rows the first S29 pass did not reach
 * (the INTECAP rows, the UFM's Ciencias Políticas, USAC's physical-education and mathematics licenciaturas) and the
 * engineering rows, looked for on stored copies of public pages (search tools only; no page re-read online; nine
 * look-ups, with the new idea of rectors' interviews and INTECAP centre news). No page read named a row of the worklist
 * or a new institution for an open cell, so no `VERIFIED_S29B` block was added and no row changed. Seen and not used:
 * Prensa Libre, "¿Busca capacitarse? Estas carreras del Intecap ofrecen una certificación para el mercado laboral" (its
 * readable part speaks of demand for "cultores de belleza, esteticista, estilista" and for ICT occupations, and of
 * INTECAP's certification types, without course titles); a report by José Racancoj (La Prensa de Occidente) on the new
 * INTECAP Totonicapán centre ("29 carreras y 20 cursos especializados", unnamed); USAC's Escuela de Ciencia Política
 * regulations and 2009 self-evaluation (USAC, not the UFM); the UFM's Escuela de Posgrado history page; a
 * Wikipedia-mirror article on USAC's Facultad de Ingeniería ("doce programas de pregrado", unnamed in the readable
 * part) and the history page of its Escuela de Ingeniería Civil; Prensa Libre on the Landívar's 60 years ("más de 150
 * carreras", unnamed). Searched and not found: INTECAP's Maquillaje Profesional, Mantenimiento y Reparación de
 * Computadoras and Refrigeración y Climatización; USAC's Licenciatura en Matemática and Licenciatura en Educación
 * Física, Deporte y Recreación; the UFM's Licenciatura en Ciencias Políticas y Relaciones Internacionales; the
 * Landívar's and UMG's engineering rows; a pharmacy-technician programme (the 2012 national pharmaceutical profile, a
 * 2010 doctoral history of pharmacy in Guatemala and USAC Química Farmacéutica theses, again). Not reached (budget):
 * USAC's graduate rows and the other GAP cells.
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block): the regenerated worklist looked for again in stored copies of
 * public pages and, as a new angle, in the stored index of public repositories (search tools only, no page re-read
 * online; about twenty of some ninety-six look-ups shared with Costa Rica, Panamá and Honduras). Row re-read, citing the
 * copy named:
 * - USAC's Ingeniería Mecánica: the synthetic question-and-answer data of a student assistant for the USAC's Facultad de
 *   Ingeniería on GitHub (AlvaroG13191704/FIUSAC-ASSISTANT-KD, pensum_mecanica.py: the carrera "consta de 300 créditos
 *   CLAR", "estructurada en 10 semestres"; the repository's other files point to ingenieria.usac.edu.gt). A weak source:
 *   generated from the faculty's pensum, not the faculty's page; the length is not set from it. The 2022 "Revista de
 *   Ingeniería Mecánica" preprint (USAC authors; the school's mission) came up again.
 * Weak sources, to replace first: the FIUSAC assistant file. Lengths: none set or taken out. Withdrawn: none.
 * Seen and not used (lead): the GitHub file of a student chatbot listing UVG's faculties, carreras and directors (seen by
 * the S29 pass; its repository still not shown by the index, so it cannot be cited), which names in the Facultad de
 * Educación a "Profesorado y Licenciatura en Educación con Especialidad en Educación Musical" (a cell with no institution:
 * music education, bachelor's), an "Especialidad en Educación Inclusiva" and "English Language Teaching", in the Facultad
 * de Ingeniería "Ingeniería Mecánica" and "Ingeniería Mecánica Industrial", and in the Bridge Business School
 * "International Marketing and Business Analytics"; check these first on uvg.edu.gt. A 2024 article in Educación y
 * Sociedad proposes a master's in English for graduates of USAC's Profesorado en Enseñanza Media del Idioma Inglés (a
 * proposal, not an open programme). UVG Campus Sur's website source on GitHub (UVGCampusSur/WebPage, 2017) shows its
 * education faculty page "en mantenimiento".
 * Searched and not found: a second bachelor's in public administration (only UMG's 2012 course guide); a second
 * graduate programme in health-services administration and in tourism (only USAC's CUNOC thesis and UVG's sustainable
 * tourism pages); INTECAP's courses and a Guatemalan programme list on GitHub (none found); USAC's Licenciatura en
 * Matemática (the ECFM's Matemática Aplicada did not come up in the stored pages). Not reached (budget): the Landívar's,
 * UFM's and UMG's rows, INTECAP's rows, USAC's graduate rows and the other GAP cells, all searched by earlier passes.
 * Session 30, second pass (the `VERIFIED_S30B` block): the regenerated worklist looked for again, with round 1's leads, in
 * the stored index of public repositories (search tools only; no page re-read online; about twenty of some sixty look-ups
 * shared with Honduras, El Salvador, Nicaragua, Costa Rica and Panamá). The public repository holding the copy of USAC's
 * registry portal that the `ADDED_S25` pass read without seeing its name is Allan-Cardona-USAC/PrscticasIni (commit
 * 3835859: the Laravel views of the "Portal Registro y Estadística", with the "Guía de Inscripción 2024" of each faculty,
 * escuela, centro and instituto, every carrera with its "Duración en semestres"). Rows re-read, each citing the page of that
 * copy named (lengths set from it):
 * - facultades.blade.php: Ingeniería Civil, Química, Mecánica (it replaces the weak FIUSAC assistant file of `VERIFIED_S30`),
 *   Eléctrica, Industrial (it replaces the 2017 thesis copy), en Ciencias y Sistemas, Electrónica and Ambiental, 10 semestres
 *   each; Licenciatura en Arquitectura, 11; Licenciatura en Diseño Gráfico, 10; Química, Química Biológica, Química
 *   Farmacéutica, Biología and Nutrición, 10; Contaduría Pública y Auditoría, Economía and Administración de Empresas, 11;
 * - escuelas.blade.php: Licenciatura en Psicología, en Ciencia Política, en Sociología, en Relaciones Internacionales, en
 *   Historia and en Trabajo Social, 10 semestres; en Antropología, 9; the Escuela Superior de Arte's Licenciatura en Música,
 *   12; the worklist's Licenciatura en Matemática, renamed "Licenciatura en Matemática Aplicada", and the Licenciatura en
 *   Física, renamed "Licenciatura en Física Aplicada", 10 each (Escuela de Ciencias Físicas y Matemáticas);
 * - institutos.blade.php: the worklist's Maestría en Administración Pública, listed under "90 - Instituto de Administración
 *   Pública" (no length given);
 * - centros.blade.php: the `ADDED_S25` row, Técnico en Producción Agrícola of the Centro Universitario del Norte, 6
 *   semestres, now citing the exact page instead of the portal's root;
 * - UVG's Ingeniería Mecánica (worklist): the initial data of a tutoring app of UVG students (UVG-Teams/tutos-system,
 *   tutos/init.py, 2020), which lists UVG's carreras.
 * Rows added (cells with no institution before): (1) music education, bachelor's: UVG's "Profesorado y Licenciatura en
 * Educación con Especialidad en Educación Musical", from the same tutos/init.py (this is the "GitHub list of UVG programs"
 * round 1 could not place; other student repositories with React forms repeat the list); (2) international business,
 * bachelor's: USAC's Licenciatura en Agronegocios Internacionales, 10 semestres, at its Instituto Técnico Maya de Estudios
 * Superiores (ITMES, Finca Municipal Chipar, San Juan Chamelco, Alta Verapaz; the row carries that city), from
 * institutos.blade.php: an agribusiness degree aimed at export markets, filed under international business as the nearest
 * career; check first that it suits a reader of international business.
 * Weak sources, to replace first: all of them are copies of code, not the live pages (the portal's 2024 guides; a 2020
 * student app). Check first: the USAC titles on registro.usac.edu.gt (the guide gives "Contaduría Pública y Auditoría",
 * "Economía" without "Licenciatura en"; the rows keep their titles) and that UVG's music-education profesorado still admits.
 * Withdrawn: none.
 * Seen and not used: the registry lists, in the Facultad de Humanidades and the Escuela de Ciencias Psicológicas, a
 * Profesorado de Enseñanza Media en Educación Musical (7 semestres), a Profesorado de Enseñanza Media en Educación Física (6
 * semestres), a Técnico en Deportes, a Profesorado en Educación Especial and a Técnico en Orientación Vocacional y Laboral:
 * three-year teacher diplomas or técnicos, not bachelor's degrees. It lists no physical-education licenciatura and no
 * Licenciatura en Filosofía among first-entry carreras, so check first USAC's "Licenciatura en Educación Física, Deporte y
 * Recreación" and "Licenciatura en Filosofía" rows (not withdrawn: the guide lists first-entry carreras only, and the
 * ECTAFIDE is not among its units). UVG's "International Marketing and Business Analytics" (a marketing and analytics
 * degree) was not filed under international business; UVG's "Ingeniería Ciencia de los Datos" is a bachelor's (the data
 * science gap is at graduate level).
 * Searched and not found: program lists of the UMG (only a gallery app of its Quiché extension naming Ingeniería en
 * Sistemas), the Landívar and Galileo on GitHub (student labs only); a second institution for the graduate cells and for
 * INTECAP's makeup and computer-repair courses. Not reached: the Landívar's and UFM's rows and INTECAP's rows, all searched
 * by earlier passes.
 * Session 30, third pass (the `VERIFIED_S30C` block): the regenerated worklist looked for again, as round 2 advised, in
 * the 2018 home pages of the JSCryptoMinerStudy crawl (silverfoxy/JSCryptoMinerStudy, pagesource/<domain>, commit
 * afccd31) and in the code corpus for dumps or seeds of the universities' carreras and posgrados (search tools only; no
 * page re-read online; about fourteen of some eighty look-ups shared with Honduras, El Salvador, Nicaragua, Costa Rica
 * and Panamá). The crawl holds the home pages of the UVG, the Landívar (only a redirect to /PortalURL) and Galileo (its
 * menu names faculties, escuelas and institutos, no programme); none for UMG or the UFM. The UVG's home page
 * (www.uvg.edu.gt, 2018) has menus «Carreras» and «UVG Masters» listing each programme. Rows added from it (level
 * graduate unless said): (1) counselling, a cell with no institution before: «Maestría en Consejería Psicológica y
 * Salud Mental» (Ciencias Sociales); (2) data science, a cell with no institution before: «Master in Business
 * Intelligence and Analytics» (Escuela de Negocios e Ingeniería; an analytics master's, filed under data science as
 * other countries' analytics master's are); and, not on the worklist, «Master in Security Data Science and
 * Cybersecurity» (cybersecurity), «Maestría en Finanzas Avanzadas», «Maestría en Gestión del Talento Humano», «Maestría
 * en Neuropsicología Clínica» (psychology), «Master of Arts in Global Affairs» (international relations), «Maestría en
 * Ciencias Farmacéuticas Gestión y Liderazgo Estratégico» (pharmacy) and the bachelor's «English Language Teaching»
 * listed under the Facultad de Educación's Licenciaturas (written «Licenciatura en English Language Teaching»). Rows
 * re-read on the same page (names kept; the menu gives short names): the music-education row (the Facultad de Educación
 * lists «Música» both among its Profesorados de Enseñanza Media and among its Licenciaturas; it replaces the 2020
 * student app as source), and the rows that cited only the UVG's home page: Ingeniería en Ciencia de la Computación
 * (menu «Ciencia de la Computación y TI»), Civil, Mecatrónica, Química, Biotecnología Industrial, Electrónica, Ciencia
 * de Alimentos, Psicología, Antropología (menu «Antropología y Sociología») and Relaciones Internacionales. Weak
 * sources, to replace first: the 2018 home page (check on uvg.edu.gt that each master's still admits students, and
 * their exact Spanish titles). The menu lists no Ingeniería Biomédica and no Licenciatura en Administración de
 * Empresas: check those two UVG rows first (not withdrawn: a menu of 2018 does not show a programme closed). Withdrawn:
 * none. Seen and not used: the menu's «Maestría en Desarrollo», «Maestría en Gestión de Patrimonio con Énfasis en
 * Museos», «Maestría en Tecnología y Sostenibilidad Energética», «Maestría en Epidemiología», «Criminal Profiling» (no
 * degree named), the commented-out «Maestría en Sistemas de Gestión y Productividad» (an industrial-engineering
 * master's no longer in the menu) and the profesorados in special education (three-year teacher diplomas). Searched and
 * not found: the USAC registry copy (Allan-Cardona-USAC/PrscticasIni) again, for posgrados: its postgraduate form page
 * names no programme; a second graduate programme in environmental engineering, statistics, public or health-services
 * administration or industrial engineering, and any in English teaching, communication, political science, social work,
 * biotechnology or international business (the UVG menu has none of them); code-corpus searches for Guatemalan
 * programme dumps (only USAC's portal and UVG's student app, both already cited). Not reached: INTECAP's rows and the
 * technical GAP cells, the Landívar's, UFM's and UMG's rows, all searched by earlier passes.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): the regenerated
 * worklist looked for again, as round 3 advised, with find_repos on name fragments and the promising repositories
 * fetched and read locally with git (about 35 look-ups shared with the other eleven countries of this pass; rows were
 * found only for El Salvador, the Dominican Republic and Nicaragua). Searched and not found: find_repos on usac,
 * landivar, posgrado, postgrado and maestria (the hits are course projects and other countries' posgrado systems);
 * CICS-CUNOC-USAC/app-estudiantes-backend (fetched: its career seeds are the USAC's Centro Universitario de Occidente,
 * already the one institution of the open cells it touches; no posgrado); UVG-Teams/tutos-system (no master's list
 * beyond the UVG's «Master of Arts in Global Affairs», already listed); Mosoriol/galeriaumg (a gallery CMS of the
 * UMG's Quiché centre: a history page, no programme list); code searches for lists of the USAC's Escuela de Estudios
 * de Postgrado and of the UMG's maestrías (only a synthetic question-and-answer set on the USAC's statutes). No second
 * institution for the graduate cells (environmental engineering, data science, statistics, counselling, public and
 * health-services administration, industrial engineering) nor any for biotechnology, political science, animation,
 * English teaching, communication, social work and international business. Not reached: the bachelor's and technical
 * gap cells and the verify rows.
 */
import type { CountryCatalog } from "../types";
import {
  atSecondarySchool,
  type CatalogPass,
  institutionPage,
  institutionsOf,
  offered,
  pagesOn,
  taggedPages,
  withPasses,
} from "./define";

const RETRIEVED = "2026-11-26";

/** One institution's official program pages. */
const site = pagesOn(RETRIEVED);

const inst = institutionsOf("GT");

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "gt-url-2026-11-27",
      "Universidad Rafael Landívar",
      "Oferta académica de licenciaturas",
      "https://www.url.edu.gt",
      "2026-11-27",
    ),
    institutionPage(
      "gt-usac-2026-11-27",
      "Universidad de San Carlos de Guatemala",
      "Oferta académica de grado y posgrado",
      "https://www.usac.edu.gt",
      "2026-11-27",
    ),
    institutionPage(
      "gt-umg-2026-11-27",
      "Universidad Mariano Gálvez de Guatemala",
      "Escuela de Gestión Pública: Licenciatura en Administración Pública",
      "https://www.umg.edu.gt",
      "2026-11-27",
    ),
    institutionPage(
      "gt-usac-cunoc-2026-11-27",
      "Universidad de San Carlos de Guatemala",
      "Centro Universitario de Occidente: Departamento de Estudios de Postgrado",
      "https://www.usac.edu.gt",
      "2026-11-27",
    ),
    institutionPage(
      "gt-enca-site",
      "Escuela Nacional Central de Agricultura (ENCA)",
      "Carreras de Perito Agrónomo y Perito Forestal",
      "https://www.enca.edu.gt",
      "2026-11-27",
    ),
    institutionPage(
      "gt-intecap-2026-11-27",
      "Instituto Técnico de Capacitación y Productividad (INTECAP)",
      "Oferta formativa",
      "https://intecap.edu.gt",
      "2026-11-27",
    ),
    institutionPage(
      "gt-uvg-musica-2026-11-27",
      "Universidad del Valle de Guatemala",
      "Noticias UVG: estudiante de la Licenciatura en Composición y Producción Musical",
      "https://noticias.uvg.edu.gt/diego-flores-y-su-experiencia-en-produccion-musical/",
      "2026-11-27",
    ),
    institutionPage(
      "gt-usac-esa-2026-11-27",
      "Universidad de San Carlos de Guatemala",
      "Escuela Superior de Arte (ESA)",
      "https://especificas.usac.edu.gt/especificas/esarte33/cc_nosotros.php",
      "2026-11-27",
    ),
    institutionPage(
      "gt-kinal-site",
      "Centro Educativo Técnico Laboral Kinal",
      "Carreras técnicas de nivel diversificado",
      "https://www.kinal.edu.gt",
      "2026-11-27",
    ),
  ],
  institutions: [
    inst(
      "gt-enca",
      "Escuela Nacional Central de Agricultura (ENCA)",
      "Villa Nueva",
      "public",
      "https://www.enca.edu.gt",
      "gt-enca-site",
    ),
    inst(
      "gt-kinal",
      "Centro Educativo Técnico Laboral Kinal",
      "Ciudad de Guatemala",
      "private",
      "https://www.kinal.edu.gt",
      "gt-kinal-site",
    ),
  ],
  programs: [
    ...offered("gt-umg", "bachelor", "gt-umg-2026-11-27", [
      ["public-administration", "Licenciatura en Administración Pública"],
    ]),
    ...offered("gt-usac", "graduate", "gt-usac-cunoc-2026-11-27", [
      ["health-services-administration", "Maestría en Administración de Servicios de Salud"],
    ]),
    ...atSecondarySchool(
      offered("gt-enca", "technical", "gt-enca-site", [
        ["agricultural-technician", "Perito Agrónomo", { duration: "3 años" }],
      ]),
    ),
    ...offered("gt-url", "bachelor", "gt-url-2026-11-27", [
      ["agronomy", "Ingeniería Agronómica con énfasis en Cultivos Tropicales"],
    ]),
    ...offered("gt-usac", "bachelor", "gt-usac-2026-11-27", [
      ["physical-education", "Licenciatura en Educación Física, Deporte y Recreación"],
    ]),
    ...offered("gt-usac", "graduate", "gt-usac-2026-11-27", [
      ["environmental-engineering", "Maestría en Ciencias en Ingeniería Sanitaria"],
      ["industrial-engineering", "Maestría en Artes en Gestión Industrial"],
    ]),
    ...offered("gt-intecap", "technical", "gt-intecap-2026-11-27", [
      ["it-support-technician", "Mantenimiento y Reparación de Computadoras"],
      ["makeup-artistry", "Maquillaje Profesional"],
    ]),
    ...offered("gt-uvg", "bachelor", "gt-uvg-musica-2026-11-27", [
      ["music", "Licenciatura en Composición y Producción Musical"],
    ]),
    ...offered("gt-usac", "bachelor", "gt-usac-esa-2026-11-27", [["music", "Licenciatura en Música"]]),
    ...atSecondarySchool(
      offered("gt-kinal", "technical", "gt-kinal-site", [
        ["automotive-mechanics", "Perito en Mecánica Automotriz"],
        ["electrical-technician", "Perito en Electricidad Industrial"],
      ]),
    ),
    ...offered("gt-usac", "graduate", "gt-usac-2026-11-27", [["statistics", "Maestría en Estadística Aplicada"]]),
  ],
};

/**
 * Rows added on 2026-11-28 (see the header): USAC's Instituto Tecnológico Universitario Guatemala Sur (ITUGS) in
 * Palín, from a stored La Hora column that lists its técnico superior programs.
 */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "gt-itugs-lahora-2026-11-28",
      "La Hora (Guatemala)",
      "El abandono de la educación técnica, parte 5: educación técnica superior (columna de Fernando Cajas, 10 de abril de 2025)",
      "https://lahora.gt/opinion/fernandocajas/2025/04/10/el-abandono-de-la-educacion-tecnica-parte-5-educacion-tecnica-superior",
      "2026-11-28",
    ),
  ],
  institutions: [
    inst(
      "gt-itugs",
      "Instituto Tecnológico Universitario Guatemala Sur (ITUGS), Universidad de San Carlos de Guatemala",
      "Palín",
      "public",
      "https://www.usac.edu.gt",
      "gt-itugs-lahora-2026-11-28",
    ),
  ],
  programs: offered("gt-itugs", "technical", "gt-itugs-lahora-2026-11-28", [
    ["refrigeration-air-conditioning", "Técnico Superior en Refrigeración y Aire Acondicionado"],
    ["electronics-technician", "Técnico Superior en Electrónica"],
    ["automotive-mechanics", "Técnico Superior en Mecánica Automotriz"],
  ]),
};

/**
 * Rows added on 2026-11-28 by a later pass (see the header): Kinal's Electrónica Industrial track, from a stored page of
 * the Prelature of Opus Dei on Kinal's 50 years.
 */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "gt-kinal-romana-2026-11-28",
      "Prelatura del Opus Dei (romana.org)",
      "Ciudad de Guatemala (Guatemala): 50 años de Kinal (áreas técnicas: Mecánica Automotriz, Electricidad Industrial, Electrónica Industrial, Informática de Computación, Dibujo Técnico)",
      "https://es.romana.org/52/iniciativas/ciudad-de-guatemala-guatemala-50-anos-de-kinal/",
      "2026-11-28",
    ),
  ],
  institutions: [],
  programs: atSecondarySchool(
    offered("gt-kinal", "technical", "gt-kinal-romana-2026-11-28", [
      ["electronics-technician", "Perito en Electrónica Industrial"],
    ]),
  ),
};

/**
 * Rows added on 2026-11-28 by a later pass (`ADDED_S25`, see the header): USAC's Técnico en Producción Agrícola (Centro
 * Universitario del Norte, Cobán), from a copy of USAC's registry portal, and the Universidad del Valle de Guatemala's
 * Campus Sur técnicos universitarios, from a copy of that campus's website.
 */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "gt-usac-registro-centros-2026-11-28",
      "Universidad de San Carlos de Guatemala, Departamento de Registro y Estadística",
      "Portal Registro y Estadística: Centros universitarios, Guía de Inscripción 2024 (Centro Universitario del Norte: Técnico en Producción Agrícola, 6 semestres)",
      "https://registro.usac.edu.gt",
      "2026-11-28",
    ),
    institutionPage(
      "gt-uvg-campussur-2026-11-28",
      "Universidad del Valle de Guatemala, Campus Sur",
      "Facultad de Ingeniería: Técnicos Universitarios (Mecatrónica, Productos Agrícolas de Exportación, Informática)",
      "https://www.campussur.uvg.edu.gt/pages/facultadingenieria.php",
      "2026-11-28",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("gt-usac", "technical", "gt-usac-registro-centros-2026-11-28", [
      [
        "agricultural-technician",
        "Técnico en Producción Agrícola (Centro Universitario del Norte, Cobán)",
        { duration: "6 semestres" },
      ],
    ]),
    ...offered("gt-uvg", "technical", "gt-uvg-campussur-2026-11-28", [
      [
        "agricultural-technician",
        "Técnico Universitario en Productos Agrícolas de Exportación (Campus Sur, Santa Lucía Cotzumalguapa)",
      ],
      ["mechatronics-technician", "Técnico Universitario en Mecatrónica (Campus Sur, Santa Lucía Cotzumalguapa)"],
    ]),
  ],
};

/**
 * Rows added on 2026-11-28 by a later pass (`ADDED_S25B`, see the header): the Universidad del Valle de Guatemala's
 * Maestría en Turismo Sostenible and Maestría en Gestión Ambiental y Sostenibilidad, from a stored page of the
 * university's own news site.
 */
const ADDED_S25B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "gt-uvg-norpart-2026-11-28",
      "Universidad del Valle de Guatemala (Noticias UVG)",
      "Winter Course NORPART: participantes de UVG de la Maestría en Turismo Sostenible y de la Maestría en Gestión Ambiental y Sostenibilidad",
      "https://noticias.uvg.edu.gt/impulsamos-la-sostenibilidad-con-nuestra-participacion-en-winter-course-norpart/",
      "2026-11-28",
    ),
  ],
  institutions: [],
  programs: offered("gt-uvg", "graduate", "gt-uvg-norpart-2026-11-28", [
    ["tourism", "Maestría en Turismo Sostenible"],
    ["environmental-science", "Maestría en Gestión Ambiental y Sostenibilidad"],
  ]),
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "GT",
  sources: [
    site(
      "gt-usac-site",
      "Universidad de San Carlos de Guatemala",
      "Oferta académica de grado y posgrado",
      "https://www.usac.edu.gt",
    ),
    site("gt-url-site", "Universidad Rafael Landívar", "Oferta académica de licenciaturas", "https://www.url.edu.gt"),
    site(
      "gt-uvg-site",
      "Universidad del Valle de Guatemala",
      "Oferta académica de licenciaturas",
      "https://www.uvg.edu.gt",
    ),
    site("gt-ufm-site", "Universidad Francisco Marroquín", "Oferta académica de licenciaturas", "https://www.ufm.edu"),
    site(
      "gt-umg-site",
      "Universidad Mariano Gálvez de Guatemala",
      "Oferta académica de licenciaturas",
      "https://www.umg.edu.gt",
    ),
    site("gt-galileo-site", "Universidad Galileo", "Oferta académica", "https://www.galileo.edu"),
    site(
      "gt-intecap-site",
      "Instituto Técnico de Capacitación y Productividad (INTECAP)",
      "Oferta formativa",
      "https://intecap.edu.gt",
    ),
    {
      id: "gt-usac-posgrado",
      publisher: "Universidad de San Carlos de Guatemala",
      title: "Programas de posgrado",
      url: "https://www.usac.edu.gt",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    inst(
      "gt-usac",
      "Universidad de San Carlos de Guatemala",
      "Ciudad de Guatemala",
      "public",
      "https://www.usac.edu.gt",
      "gt-usac-site",
    ),
    inst(
      "gt-url",
      "Universidad Rafael Landívar",
      "Ciudad de Guatemala",
      "private",
      "https://www.url.edu.gt",
      "gt-url-site",
    ),
    inst(
      "gt-uvg",
      "Universidad del Valle de Guatemala",
      "Ciudad de Guatemala",
      "private",
      "https://www.uvg.edu.gt",
      "gt-uvg-site",
    ),
    inst(
      "gt-ufm",
      "Universidad Francisco Marroquín",
      "Ciudad de Guatemala",
      "private",
      "https://www.ufm.edu",
      "gt-ufm-site",
    ),
    inst(
      "gt-umg",
      "Universidad Mariano Gálvez de Guatemala",
      "Ciudad de Guatemala",
      "private",
      "https://www.umg.edu.gt",
      "gt-umg-site",
    ),
    inst(
      "gt-galileo",
      "Universidad Galileo",
      "Ciudad de Guatemala",
      "private",
      "https://www.galileo.edu",
      "gt-galileo-site",
    ),
    inst(
      "gt-intecap",
      "Instituto Técnico de Capacitación y Productividad (INTECAP)",
      "Ciudad de Guatemala",
      "public",
      "https://intecap.edu.gt",
      "gt-intecap-site",
    ),
  ],
  programs: [
    ...offered("gt-usac", "bachelor", "gt-usac-site", [
      ["medicine", "Médico y Cirujano"],
      ["dentistry", "Cirujano Dentista"],
      ["pharmacy", "Química Farmacéutica"],
      ["clinical-laboratory-science", "Química Biológica"],
      ["nutrition", "Licenciatura en Nutrición"],
      ["biology", "Licenciatura en Biología"],
      ["chemistry", "Licenciatura en Química"],
      ["veterinary-medicine", "Licenciatura en Medicina Veterinaria"],
      ["animal-science", "Licenciatura en Zootecnia"],
      ["agronomy", "Ingeniería Agronómica en Sistemas de Producción Agrícola"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
      ["accounting", "Licenciatura en Contaduría Pública y Auditoría"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["economics", "Licenciatura en Economía"],
      ["law", "Licenciatura en Ciencias Jurídicas y Sociales, Abogado y Notario"],
      ["psychology", "Licenciatura en Psicología"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["communication-studies", "Licenciatura en Ciencias de la Comunicación"],
      ["political-science", "Licenciatura en Ciencia Política"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["sociology", "Licenciatura en Sociología"],
      ["history", "Licenciatura en Historia"],
      ["anthropology", "Licenciatura en Antropología"],
      ["philosophy", "Licenciatura en Filosofía"],
      ["literature", "Licenciatura en Letras"],
      ["library-science", "Licenciatura en Bibliotecología"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["chemical-engineering", "Ingeniería Química"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["computer-science", "Ingeniería en Ciencias y Sistemas"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["mathematics", "Licenciatura en Matemática"],
      ["physics", "Licenciatura en Física"],
    ]),
    ...offered("gt-usac", "graduate", "gt-usac-site", [
      ["finance", "Maestría en Administración Financiera"],
      ["human-resources", "Maestría en Administración de Recursos Humanos"],
    ]),
    ...offered("gt-url", "bachelor", "gt-url-site", [
      ["law", "Licenciatura en Ciencias Jurídicas y Sociales"],
      ["psychology", "Licenciatura en Psicología Clínica"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["accounting", "Licenciatura en Contaduría Pública y Auditoría"],
      ["economics", "Licenciatura en Economía Empresarial"],
      ["marketing", "Licenciatura en Mercadotecnia"],
      ["communication-studies", "Licenciatura en Ciencias de la Comunicación"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["political-science", "Licenciatura en Ciencia Política"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
      ["industrial-design", "Licenciatura en Diseño Industrial"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería en Informática y Sistemas"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["medicine", "Licenciatura en Medicina"],
      ["nursing", "Licenciatura en Enfermería"],
      ["nutrition", "Licenciatura en Nutrición"],
      ["hotel-management", "Licenciatura en Hotelería y Restaurantes"],
      ["philosophy", "Licenciatura en Filosofía"],
      ["theology", "Licenciatura en Teología"],
      ["early-childhood-education", "Licenciatura en Educación Inicial y Preprimaria"],
    ]),
    ...offered("gt-uvg", "bachelor", "gt-uvg-site", [
      ["clinical-laboratory-science", "Licenciatura en Bioquímica y Microbiología"],
      ["chemistry", "Licenciatura en Química"],
      ["biology", "Licenciatura en Biología"],
      ["physics", "Licenciatura en Física"],
      ["mathematics", "Licenciatura en Matemática Aplicada"],
      ["computer-science", "Ingeniería en Ciencia de la Computación y Tecnologías de la Información"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["biotechnology", "Ingeniería en Biotecnología Industrial"],
      ["biomedical-engineering", "Ingeniería Biomédica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["food-engineering", "Ingeniería en Ciencia de Alimentos"],
      ["psychology", "Licenciatura en Psicología"],
      ["anthropology", "Licenciatura en Antropología"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["nutrition", "Licenciatura en Nutrición"],
    ]),
    ...offered("gt-ufm", "bachelor", "gt-ufm-site", [
      ["economics", "Licenciatura en Economía"],
      ["medicine", "Médico y Cirujano"],
      ["dentistry", "Licenciatura en Odontología"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["law", "Licenciatura en Derecho"],
      ["psychology", "Licenciatura en Psicología"],
      ["political-science", "Licenciatura en Ciencias Políticas y Relaciones Internacionales"],
      ["international-relations", "Licenciatura en Ciencias Políticas y Relaciones Internacionales"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["nutrition", "Licenciatura en Nutrición"],
    ]),
    ...offered("gt-umg", "bachelor", "gt-umg-site", [
      ["medicine", "Médico y Cirujano"],
      ["nursing", "Licenciatura en Enfermería"],
      ["law", "Licenciatura en Ciencias Jurídicas y Sociales"],
      ["psychology", "Licenciatura en Psicología"],
      ["theology", "Licenciatura en Teología"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["accounting", "Licenciatura en Contaduría Pública y Auditoría"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería en Sistemas de Información y Ciencias de la Computación"],
    ]),
    ...offered("gt-galileo", "bachelor", "gt-galileo-site", [
      ["information-systems", "Ingeniería en Sistemas, Informática y Ciencias de la Computación"],
      ["medicine", "Médico y Cirujano"],
    ]),
    ...offered("gt-intecap", "technical", "gt-intecap-site", [
      ["automotive-mechanics", "Mecánica Automotriz"],
      ["electrical-technician", "Técnico en Electricidad"],
      ["refrigeration-air-conditioning", "Refrigeración y Climatización"],
      ["welding-technology", "Soldadura y Estructuras Metálicas"],
      ["culinary-arts", "Gastronomía"],
      ["baking-pastry", "Panadería y Pastelería"],
      ["cosmetology", "Cosmetología y Estética"],
    ]),
    ...offered("gt-usac", "graduate", "gt-usac-posgrado", [
      ["public-administration", "Maestría en Administración Pública"],
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
      "gt-usac-fausac-tesis-2012-2026-11-28",
      "docplayer.es (copy of a USAC Facultad de Agronomía trabajo de graduación)",
      "Trabajo de graduación, Facultad de Agronomía de la USAC (noviembre de 2012): investidura como Ingeniero Agrónomo en Sistemas de Producción Agrícola en el grado académico de Licenciado",
      "https://docplayer.es/8499493-Universidad-de-san-carlos-de-guatemala-facultad-de-agronomia-area-integrada.html",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "gt-usac-fiusac-tesis-2017-2026-11-28",
      "Scribd (copy of a USAC Facultad de Ingeniería trabajo de graduación)",
      "Elaboración de guía de procedimientos de la Escuela de Cursos de Vacaciones de la Facultad de Ingeniería, USAC: trabajo de graduación de la Escuela de Ingeniería Mecánica Industrial al conferírsele el título de Ingeniero Industrial (enero de 2017)",
      "https://es.scribd.com/document/451074922/08-3489-IN-pdf",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "gt-usac-ciencia-politica-resena-2026-11-28",
      "Universidad de San Carlos de Guatemala, Escuela de Ciencia Política",
      "Reseña histórica de la Escuela de Ciencia Política (programas de formación en Ciencia Política, Sociología y Relaciones Internacionales)",
      "https://cienciapolitica.usac.edu.gt/?page_id=3737",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "gt-usac-revista-sep-nutricion-2026-11-28",
      "Universidad de San Carlos de Guatemala, Revista del Sistema de Estudios de Postgrado",
      "Doble carga nutricional y diversidad dietética en comunidades de diferente etnia en San Miguel Tucurú, Alta Verapaz (autora de la Licenciatura en Nutrición, Universidad de San Carlos de Guatemala)",
      "https://revistasep.usac.edu.gt/index.php/RevistaSEP/article/download/314/369?inline=1",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "gt-uvg-industrial-gbd-2026-11-28",
      "Guatemala Business Daily",
      "UVG Industrial Engineering students encourage girls' interest in science at Instituto Belén (Department of Industrial Engineering)",
      "https://guatemalabusinessdaily.com/stories/676152836-uvg-industrial-engineering-students-encourage-girls-interest-in-science-at-instituto-belen",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "gt-intecap-santo-tomas-2026-11-28",
      "Instituto Técnico de Capacitación y Productividad (INTECAP)",
      "Centro de capacitación INTECAP Santo Tomás de Castilla: información general (programas y talleres de mecánica automotriz, soldadura, electricidad)",
      "https://www.intecap.edu.gt/centros/centrosantotomas/informacion-general/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "gt-umg-guia-administracion-publica-2026-11-28",
      "pdfcoffee.com (copy of a Universidad Mariano Gálvez course guide)",
      "Organización administrativa del Gobierno de Guatemala: guía de curso de la Licenciatura en Administración Pública de la Universidad Mariano Gálvez (2012)",
      "https://pdfcoffee.com/organizacion-administrativa-del-gobierno-de-guatemala-pdf-free.html",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "gt-usac",
      career: "agronomy",
      level: "bachelor",
      name: "Ingeniería Agronómica en Sistemas de Producción Agrícola",
      source: "gt-usac-fausac-tesis-2012-2026-11-28",
    },
    {
      institution: "gt-usac",
      career: "industrial-engineering",
      level: "bachelor",
      name: "Ingeniería Industrial",
      source: "gt-usac-fiusac-tesis-2017-2026-11-28",
    },
    {
      institution: "gt-usac",
      career: "political-science",
      level: "bachelor",
      name: "Licenciatura en Ciencia Política",
      source: "gt-usac-ciencia-politica-resena-2026-11-28",
    },
    {
      institution: "gt-usac",
      career: "nutrition",
      level: "bachelor",
      name: "Licenciatura en Nutrición",
      source: "gt-usac-revista-sep-nutricion-2026-11-28",
    },
    {
      institution: "gt-uvg",
      career: "industrial-engineering",
      level: "bachelor",
      name: "Ingeniería Industrial",
      source: "gt-uvg-industrial-gbd-2026-11-28",
    },
    {
      institution: "gt-intecap",
      career: "automotive-mechanics",
      level: "technical",
      name: "Mecánica Automotriz",
      source: "gt-intecap-santo-tomas-2026-11-28",
    },
    {
      institution: "gt-umg",
      career: "public-administration",
      level: "bachelor",
      name: "Licenciatura en Administración Pública",
      source: "gt-umg-guia-administracion-publica-2026-11-28",
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  usacTrabajoSocial: s28(
    "gt-usac-trabajo-social-iiets",
    "Universidad de San Carlos de Guatemala, Escuela de Trabajo Social, Instituto de Investigaciones «Ángela Ayala» (read in a copy on Studenta)",
    "Aprendizajes de la Actividad Integradora en el Primer Semestre de la carrera de Licenciatura en Trabajo Social. Período 2010-2014 (noviembre de 2018)",
    "https://es.studenta.com/content/137036693/pub-201801",
  ),
  urlNutricion: s28(
    "gt-url-nutricion-tesis",
    "Universidad Rafael Landívar, Facultad de Ciencias de la Salud, Licenciatura en Nutrición (read in a copy on Scribd)",
    "Tesis de grado: relación entre autopercepción de la imagen corporal, riesgo de trastornos de conducta alimentaria y estado nutricional en estudiantes universitarios de Mazatenango (Campus de Quetzaltenango, 2024)",
    "https://es.scribd.com/document/907817045/tesis-de-relacion-variables-a-word",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): two more rows written without reading their page, each re-pointed to a
 * stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    { institution: "gt-usac", career: "social-work", level: "bachelor", source: S28.usacTrabajoSocial.id },
    { institution: "gt-url", career: "nutrition", level: "bachelor", source: S28.urlNutricion.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28B = {
  cunocSalud: s28b(
    "gt-usac-cunoc-mass-rediseno-2017",
    "Universidad de San Carlos de Guatemala, Centro Universitario de Occidente, Departamento de Estudios de Postgrado (read in a copy on dokumen.tips)",
    "Rediseño Curricular de la Maestría en Administración de Servicios de Salud, del Centro Universitario de Occidente, Universidad de San Carlos de Guatemala (tesis de la Maestría en Docencia Universitaria, Quetzaltenango, julio de 2017)",
    "https://dokumen.tips/documents/universidad-san-carlos-de-guatemala-centro-universitario-en-el-centro-universitario.html",
  ),
  urlCienciaPolitica: s28b(
    "gt-url-conexion-ciencia-politica-2009",
    "Universidad Rafael Landívar, revista electrónica Conexión",
    "Los inicios de la Ciencia Política y la fundación de su Facultad en la URL (Víctor Gálvez Borrell, Facultad de Ciencias Políticas y Sociales; año IV, no. 9, 26 de noviembre de 2009)",
    "https://www.url.edu.gt/conexion/conexion09_09/4.htm",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header). No row was
 * withdrawn.
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [
    {
      institution: "gt-usac",
      career: "health-services-administration",
      level: "graduate",
      source: S28B.cunocSalud.id,
      set: { city: "Quetzaltenango" },
    },
    { institution: "gt-url", career: "political-science", level: "bachelor", source: S28B.urlCienciaPolitica.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row or set of rows it bears out (see the header). */
const S29 = {
  uvgClubCiencia: s29(
    "gt-uvg-club-ciencia-kinal-2025",
    "Universidad del Valle de Guatemala, Noticias UVG",
    "Jóvenes del colegio Kinal destacan con proyectos sostenibles en Club de Ciencia de UVG (octubre-noviembre de 2025; con los directores de las carreras de Biología, Bioquímica y Microbiología, Biotecnología Molecular, Física, Matemática Aplicada, Nutrición, Química y Química Farmacéutica de la Facultad de Ciencias y Humanidades)",
    "https://noticias.uvg.edu.gt/jovenes-del-colegio-kinal-destacan-con-proyectos-sostenibles-en-club-de-ciencia-de-uvg",
  ),
  ufmNutricion: s29(
    "gt-ufm-escuela-nutricion-raices",
    "Universidad Francisco Marroquín, Escuela de Nutrición (nutricion.ufm.edu)",
    "Raíces: El nacimiento de la Escuela de Nutrición de la Universidad Francisco Marroquín (por el Dr. Jorge Tulio Rodríguez, fundador y actual director; la escuela, afiliada a la Facultad de Medicina, nació en 1994)",
    "https://nutricion.ufm.edu/articulos/raices-el-nacimiento-de-la-escuela-de-nutricion-de-la-universidad-francisco-marroquin/",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): rows written without reading their page, each re-pointed to a stored page
 * that names the program at the institution (see the header). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    { institution: "gt-uvg", career: "mathematics", level: "bachelor", source: S29.uvgClubCiencia.id },
    { institution: "gt-uvg", career: "nutrition", level: "bachelor", source: S29.uvgClubCiencia.id },
    { institution: "gt-uvg", career: "biology", level: "bachelor", source: S29.uvgClubCiencia.id },
    { institution: "gt-uvg", career: "physics", level: "bachelor", source: S29.uvgClubCiencia.id },
    { institution: "gt-uvg", career: "chemistry", level: "bachelor", source: S29.uvgClubCiencia.id },
    {
      institution: "gt-uvg",
      career: "clinical-laboratory-science",
      level: "bachelor",
      source: S29.uvgClubCiencia.id,
    },
    { institution: "gt-ufm", career: "nutrition", level: "bachelor", source: S29.ufmNutricion.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30` pass (its id ends in `-s30`). */
const s30 = taggedPages("s30", "2026-11-28");

/** The pages the session-30 pass read, one per row it bears out (see the header). */
const S30 = {
  fiusacMecanica: s30(
    "gt-usac-fiusac-pensum-mecanica-github",
    "AlvaroG13191704/FIUSAC-ASSISTANT-KD (GitHub), synthetic question-and-answer data of a student assistant for the USAC's Facultad de Ingeniería",
    "pensum_mecanica.py: preguntas y respuestas sobre el pensum de la carrera de Ingeniería Mecánica de la facultad («La carrera completa consta de 300 créditos CLAR», «estructurada en 10 semestres»)",
    "https://github.com/AlvaroG13191704/FIUSAC-ASSISTANT-KD/blob/5cec136df08015f406402a02f714dadfcf91c5b6/datos_sinteticos/pensum_mecanica.py",
  ),
};

/**
 * Session 30's pass (2026-11-28): a row written without reading its page, re-pointed to a stored copy that names the
 * program at the institution (see the header). No row was withdrawn.
 */
const VERIFIED_S30: CatalogPass = {
  sources: Object.values(S30),
  reread: [
    { institution: "gt-usac", career: "mechanical-engineering", level: "bachelor", source: S30.fiusacMecanica.id },
  ],
  withdrawn: [],
};

/** A page read by the second session-30 pass (`VERIFIED_S30B`; its id ends in `-s30b`). */
const s30b = taggedPages("s30b", "2026-11-28");

/** The copy of USAC's registry portal (Laravel views of its "Guía de Inscripción 2024") this pass read, by page. */
const USAC_PORTAL =
  "https://github.com/Allan-Cardona-USAC/PrscticasIni/blob/38358598b4c015972c0d4718e59da50c01ff79ca/infraInscripciones/produccion/rye-portal1/resources/views/portalEstudiantil/pages";

/** The pages the second session-30 pass read, one per set of rows it bears out (see the header). */
const S30B = {
  usacFacultades: s30b(
    "gt-usac-registro-facultades-github",
    "Universidad de San Carlos de Guatemala, Departamento de Registro y Estadística (copy of its registry portal's source in the GitHub repository Allan-Cardona-USAC/PrscticasIni)",
    "Facultades - Portal Registro y Estadística: Guía de Inscripción 2024 of each faculty, with «Carrera» and «Duración en semestres» (Facultad de Ingeniería: Ingeniería Civil, Quimica, Mecánica, Eléctrica, Industrial, en Ciencias y Sistemas, Electrónica, Ambiental, 10; Arquitectura: Licenciatura en Arquitectura, 11, Licenciatura en Diseño Gráfico, 10; Ciencias Químicas y Farmacia: Química, Química Biológica, Química Farmacéutica, Biología, Nutrición, 10; Ciencias Económicas: Contaduría Pública y Auditoría, Economía, Administración de Empresas, 11)",
    `${USAC_PORTAL}/facultades.blade.php`,
  ),
  usacEscuelas: s30b(
    "gt-usac-registro-escuelas-github",
    "Universidad de San Carlos de Guatemala, Departamento de Registro y Estadística (copy of its registry portal's source in the GitHub repository Allan-Cardona-USAC/PrscticasIni)",
    "Escuelas - Portal Registro y Estadística: Guía de Inscripción 2024 of each escuela, with «Carrera» and «Duración en semestres» (Ciencias Psicológicas: Licenciatura en Psicología, 10; Ciencia Política: Licenciatura en Ciencia Política, Sociología, Relaciones Internacionales, 10; Historia: Licenciatura en Historia, 10, Antropología, 9; Escuela Superior de Arte: Licenciatura en Música, 12; Ciencias Físicas y Matemáticas: Licenciatura en Física Aplicada, Licenciatura en Matemática Aplicada, 10)",
    `${USAC_PORTAL}/escuelas.blade.php`,
  ),
  usacInstitutos: s30b(
    "gt-usac-registro-institutos-github",
    "Universidad de San Carlos de Guatemala, Departamento de Registro y Estadística (copy of its registry portal's source in the GitHub repository Allan-Cardona-USAC/PrscticasIni)",
    "Institutos - Portal Registro y Estadística: Guía de Inscripción 2024 (31 - Instituto Técnico Maya de Estudios Superiores, Finca Municipal Chipar, San Juan Chamelco, Alta Verapaz: Licenciatura en Agronegocios Internacionales, 10 semestres; 90 - Instituto de Administración Pública: Maestría en Administración Pública)",
    `${USAC_PORTAL}/institutos.blade.php`,
  ),
  usacCentros: s30b(
    "gt-usac-registro-centros-github",
    "Universidad de San Carlos de Guatemala, Departamento de Registro y Estadística (copy of its registry portal's source in the GitHub repository Allan-Cardona-USAC/PrscticasIni)",
    "Centros - Portal Registro y Estadística: Centro Universitario del Norte - Guía de Inscripción 2024 (17-00-03, Plan Diario, Técnico en Producción Agrícola, 6 semestres)",
    `${USAC_PORTAL}/centros.blade.php`,
  ),
  uvgTutos: s30b(
    "gt-uvg-carreras-tutos-system-github",
    "UVG-Teams/tutos-system (GitHub), a tutoring app of Universidad del Valle de Guatemala students (2020)",
    "tutos/init.py: the app's initial data, the carreras of the Universidad del Valle de Guatemala (among them «Ingeniería Mecánica», «Ingeniería Mecánica Industrial» and «Profesorado y Licenciatura en Educación con Especialidad en Educación Musical»)",
    "https://github.com/UVG-Teams/tutos-system/blob/75507b9a7c8596170ea19b891c0a551c5f2c9192/tutos/init.py",
  ),
};

/** One USAC row re-read on the registry portal's page: its career and level, and the length the page gives. */
const usacRow = (
  career: string,
  source: string,
  duration: string,
  name?: string,
  level: "bachelor" | "graduate" | "technical" = "bachelor",
) => ({
  institution: "gt-usac",
  career,
  level,
  source,
  set: name === undefined ? { duration } : { name, duration },
});

/**
 * Session 30's second pass (2026-11-28): USAC rows re-read on a copy of its registry portal's 2024 admission guides,
 * UVG's mechanical engineering on a student app's list of its carreras, and two bachelor's rows for cells with no
 * institution before (see the header). No row was withdrawn.
 */
const VERIFIED_S30B: CatalogPass = {
  sources: Object.values(S30B),
  programs: [
    ...offered("gt-usac", "bachelor", S30B.usacInstitutos.id, [
      [
        "international-business",
        "Licenciatura en Agronegocios Internacionales (Instituto Técnico Maya de Estudios Superiores, San Juan Chamelco)",
        { duration: "10 semestres", city: "San Juan Chamelco" },
      ],
    ]),
    ...offered("gt-uvg", "bachelor", S30B.uvgTutos.id, [
      ["music-education", "Profesorado y Licenciatura en Educación con Especialidad en Educación Musical"],
    ]),
  ],
  reread: [
    usacRow("civil-engineering", S30B.usacFacultades.id, "10 semestres"),
    usacRow("chemical-engineering", S30B.usacFacultades.id, "10 semestres"),
    usacRow("mechanical-engineering", S30B.usacFacultades.id, "10 semestres"),
    usacRow("electrical-engineering", S30B.usacFacultades.id, "10 semestres"),
    usacRow("industrial-engineering", S30B.usacFacultades.id, "10 semestres"),
    usacRow("computer-science", S30B.usacFacultades.id, "10 semestres"),
    usacRow("electronic-engineering", S30B.usacFacultades.id, "10 semestres"),
    usacRow("environmental-engineering", S30B.usacFacultades.id, "10 semestres"),
    usacRow("architecture", S30B.usacFacultades.id, "11 semestres"),
    usacRow("graphic-design", S30B.usacFacultades.id, "10 semestres"),
    usacRow("chemistry", S30B.usacFacultades.id, "10 semestres"),
    usacRow("clinical-laboratory-science", S30B.usacFacultades.id, "10 semestres"),
    usacRow("pharmacy", S30B.usacFacultades.id, "10 semestres"),
    usacRow("biology", S30B.usacFacultades.id, "10 semestres"),
    usacRow("nutrition", S30B.usacFacultades.id, "10 semestres"),
    usacRow("accounting", S30B.usacFacultades.id, "11 semestres"),
    usacRow("economics", S30B.usacFacultades.id, "11 semestres"),
    usacRow("business-administration", S30B.usacFacultades.id, "11 semestres"),
    usacRow("psychology", S30B.usacEscuelas.id, "10 semestres"),
    usacRow("political-science", S30B.usacEscuelas.id, "10 semestres"),
    usacRow("sociology", S30B.usacEscuelas.id, "10 semestres"),
    usacRow("international-relations", S30B.usacEscuelas.id, "10 semestres"),
    usacRow("history", S30B.usacEscuelas.id, "10 semestres"),
    usacRow("anthropology", S30B.usacEscuelas.id, "9 semestres"),
    usacRow("social-work", S30B.usacEscuelas.id, "10 semestres"),
    usacRow("music", S30B.usacEscuelas.id, "12 semestres"),
    usacRow("physics", S30B.usacEscuelas.id, "10 semestres", "Licenciatura en Física Aplicada"),
    usacRow("mathematics", S30B.usacEscuelas.id, "10 semestres", "Licenciatura en Matemática Aplicada"),
    { institution: "gt-usac", career: "public-administration", level: "graduate", source: S30B.usacInstitutos.id },
    usacRow("agricultural-technician", S30B.usacCentros.id, "6 semestres", undefined, "technical"),
    { institution: "gt-uvg", career: "mechanical-engineering", level: "bachelor", source: S30B.uvgTutos.id },
  ],
  withdrawn: [],
};

/** A page read by the third session-30 pass (`VERIFIED_S30C`; its id ends in `-s30c`). */
const s30c = taggedPages("s30c", "2026-11-28");

/** The page the third session-30 pass read (see the header). */
const S30C = {
  uvgHome2018: s30c(
    "gt-uvg-home-2018-jscryptominer",
    "Universidad del Valle de Guatemala (home page stored in the JSCryptoMinerStudy crawl, 2018)",
    "Portal UVG | Universidad del Valle de Guatemala: home page (www.uvg.edu.gt, 2018), menus Carreras (Ingeniería; Ciencias Sociales; Ciencias y Humanidades; Educación: Licenciaturas English Language Teaching, Música …) and UVG Masters (Master in Business Intelligence and Analytics, Master in Security Data Science and Cybersecurity, Maestría en Consejería Psicológica y Salud Mental, Maestría en Turismo Sostenible …)",
    "https://github.com/silverfoxy/JSCryptoMinerStudy/blob/afccd315654b9e4091c20fd0c385a89b1bbb3b3c/pagesource/uvg.edu.gt",
  ),
};

/** One UVG row re-read on the 2018 home page's menu (name kept: the menu gives short names). */
const uvgRow = (career: string) => ({
  institution: "gt-uvg",
  career,
  level: "bachelor" as const,
  source: S30C.uvgHome2018.id,
});

/**
 * Session 30's third pass (2026-11-28): UVG's rows re-read on its 2018 home page's menus of carreras and master's, and
 * master's of that menu for cells with no institution before (see the header). No row was withdrawn.
 */
const VERIFIED_S30C: CatalogPass = {
  sources: Object.values(S30C),
  programs: [
    ...offered("gt-uvg", "graduate", S30C.uvgHome2018.id, [
      ["counselling", "Maestría en Consejería Psicológica y Salud Mental"],
      ["data-science", "Master in Business Intelligence and Analytics"],
      ["cybersecurity", "Master in Security Data Science and Cybersecurity"],
      ["finance", "Maestría en Finanzas Avanzadas"],
      ["human-resources", "Maestría en Gestión del Talento Humano"],
      ["psychology", "Maestría en Neuropsicología Clínica"],
      ["international-relations", "Master of Arts in Global Affairs"],
      ["pharmacy", "Maestría en Ciencias Farmacéuticas Gestión y Liderazgo Estratégico"],
    ]),
    ...offered("gt-uvg", "bachelor", S30C.uvgHome2018.id, [
      ["english-teaching", "Licenciatura en English Language Teaching"],
    ]),
  ],
  reread: [
    uvgRow("music-education"),
    uvgRow("computer-science"),
    uvgRow("civil-engineering"),
    uvgRow("mechatronics-engineering"),
    uvgRow("chemical-engineering"),
    uvgRow("biotechnology"),
    uvgRow("electronic-engineering"),
    uvgRow("food-engineering"),
    uvgRow("psychology"),
    uvgRow("anthropology"),
    uvgRow("international-relations"),
  ],
  withdrawn: [],
};

export const CATALOG_GT: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24,
  ADDED_S25,
  ADDED_S25B,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S30,
  VERIFIED_S30B,
  VERIFIED_S30C,
);
