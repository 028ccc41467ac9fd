/**
 * Where to study in CL: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Levels in Chile: universities give the `bachelor` rows (licenciaturas and títulos profesionales,
 * among them Ingeniería Comercial, 5 years) and the `graduate` rows (magíster, about 2 years); centros
 * de formación técnica and institutos profesionales (INACAP, Duoc UC, Santo Tomás) give the
 * `technical` rows (técnico de nivel superior, 2 to 2.5 years). A 4-year professional title from an
 * instituto profesional (Duoc UC) is listed as a first degree. Each row cites the institution's site.
 *
 * The rows added on 2026-11-26 (magíster programs of USACH, UdeC, UV, UAI and UChile; UV's Ingeniería
 * en Negocios Internacionales, UTEM's Ingeniería en Comercio Internacional, PUCV's Pedagogía en Música)
 * were written from knowledge of the institutions' published programs, without re-reading the pages online.
 * Rows dated 2026-11-27 (the Técnico en Farmacia of Santo Tomás and AIEP, INACAP's Contabilidad General, the
 * Universidad Andrés Bello's Magíster en Enseñanza del Inglés como Lengua Extranjera) were likewise written from
 * knowledge of the institutions' published programs, without re-reading the pages online; check them before
 * relying on them.
 * Rows to check first: INACAP's Contabilidad General (the técnico de nivel superior's current name).
 * Rows dated 2026-11-28 (the `ADDED_28` block: Duoc UC's Ingeniería en Gestión Logística and Diseño de Ambientes) rest
 * on no page re-read online (this machine has no internet): both careers are named in the career lists of Duoc UC's
 * schools (Administración y Negocios, Diseño) that public code repositories of Duoc UC students carry, which agree
 * with knowledge of Duoc UC's published offer. Titles to check first: Diseño de Ambientes (Duoc UC's interior-design
 * career; check that it is still open for admission and its current name).
 * Rows of the `ADDED_S24` block, dated 2026-11-28, rest on stored copies of public pages found with the search tools (this
 * machine has no internet access; the pages were not re-read online), each named in its source:
 * - the Universidad de Santiago's Magíster en Educación with its mention in orientación y mediación educativa (counselling),
 *   on the program's own page (http://magistereducacion.usach.cl/objetivos-y-menciones), which names "orientación y mediación
 *   educativa" among its ámbitos; a USACH news page of 2014 names the same mention "Orientación Educacional y Consejería
 *   Vocacional";
 * - the PUCV's Diplomado en Orientación Vocacional y Acceso a la Educación Superior (counselling), a continuing-education
 *   diplomado of its Dirección de Formación Continua for teachers and orientadores, in a PUCV news page on its third version
 *   (https://www.pucv.cl/pucv/noticias/vida-universitaria/orientadores-se-reunen-con-directora-del-demre-para-abordar-desafios-de);
 * - the Universidad de Santiago's postítulo in teaching English as a foreign language for teachers of educación general básica
 *   (English teaching, graduate), on the page of its Departamento de Lingüística y Literatura
 *   (http://linguisticayliteratura.usach.cl/en/postgraduate-teachinglearning-english-foreign-language-teachers-basic-general-education);
 * - the Universidad Andrés Bello's Ingeniería en Logística y Transporte (logistics), whose director de carrera took part in a
 *   2014 round table of Revista Logistec
 *   (http://www.revistalogistec.com/index.php/vision-empresarial/mesa-redonda/442-mesa-redonda/2475-el-mercado-academico-mira-con-atencion-el-desarrollo-logistico-chileno);
 * - the Universidad San Sebastián's Magíster en Administración de Hospitales y Clínicas (health-services administration), on the
 *   university's own news page on its first cohort (https://www.uss.cl/noticias/comenzo-pionero-magister-en-administracion-de-hospitales-y-clinicas/).
 * The two USACH pages and the Logistec page were stored over http; they are cited here over https.
 * Check first: the exact current title of the USACH mention (the pages name it "orientación y mediación educativa" and, in 2014,
 * "Orientación Educacional y Consejería Vocacional"); the Spanish title of the USACH postítulo (the row carries the title of the
 * English page read, "Postgraduate in Teaching/Learning in English as a Foreign Language for Teachers of Basic General
 * Education"); whether the PUCV diplomado still opens new versions and admits only graduates; UNAB's current title for the
 * logistics career (the 2014 page says "Ingeniería en Logística y Transporte"); and whether the USS magíster still admits.
 * Left out: the Universidad del Pacífico's Diseño de Interiores (its school is named in a stored press page, but the university
 * has been under a closure process), and short makeup courses of private studios named only in interviews.
 * Removed on 2026-11-28: the Magíster en Salud Pública, which was listed for health-services administration; a public-health
 * program is not health-services management, so it is no longer named for that career.
 * A search session on 2026-11-28 (S25) added no rows: no stored public page was found that names a specific Chilean program
 * for the open gaps (makeup artistry, health-services administration as a first degree, IT support, welding, refrigeration,
 * cybersecurity as a first degree, and graduate programs in environmental engineering, animation and international business).
 * Left out (leads only, not sourced well enough): INACAP's Ingeniería en Ciberseguridad (named only in student repositories on
 * GitHub, one of them demo data); a "Técnico en Climatización y Refrigeración" in a student project's seed data (institution
 * not stated); the Universidad Católica de la Santísima Concepción's Bibliotecología y Documentación (a 2009 article in
 * Investigación Bibliotecológica describes only its planning project); the UNAB's Ingeniería Ambiental and the USM's
 * técnico universitario programs (found, but not among the gaps).
 * A further search pass on 2026-11-28 (S25B), aimed at thesis repositories (repositorio.uchile.cl, repositorio.udec.cl, the
 * UV's repository) and program records, added no rows and no `ADDED_S25` block: no stored page named a Chilean program for
 * the open cells (the search budget ran out during the pass). Left out: the Universidad de Magallanes's 200-hour welding
 * programme under the ASME standard, run with Corfo and the regional government from March 2026 (El Pingüino, February
 * 2026; a training course, too short for the technical level); a 90-hour INACAP welding course for secondary pupils in
 * Canela (a school course); the Universidad de Chile's Magíster en Estudios Internacionales (international relations, not
 * international business).
 * Rows of the `ADDED_S26` block, dated 2026-11-28, rest on stored copies of public pages found with the search tools (this
 * machine has no internet access; the pages were not re-read online):
 * - Duoc UC's Ingeniería en Ciberseguridad (cybersecurity, first degree), named as a "carrera profesional" of its Escuela de
 *   Informática y Telecomunicaciones on the school's page (https://www.duoc.cl/escuela/informatica-telecomunicaciones/) and in
 *   Duoc UC's career list (https://www.duoc.cl/oferta-academica/carreras/page/4/), both as scraped on 6 November 2025 and held in
 *   the public repository bryramirezp/Bot-Asistente-DUOC (scraping/datasets/carreras.json, commit 34919b0); the row cites that
 *   copy. The same copy of the Escuela de Diseño's page names Diseño de Ambientes as a carrera profesional of 8 semestres, which
 *   bears out the `ADDED_28` row (no new row was written for it).
 * Check first: the school's page gives the cybersecurity career a duration of "8 bimestres" (as for Ingeniería en Ciencia de
 * Datos, while the other engineering careers have 8 semestres), which suggests a continuation or online programme with an
 * entry requirement; the row carries no duration. Check its admission requirements and modality before recommending it.
 * Left out: the CFT ENAC's Técnico en Informática mención Ciberseguridad (named in a Duoc UC articulation text of the same
 * repository, but with no page address); the Instituto Profesional Carlos Casanueva's Técnico de Nivel Superior en
 * Bibliotecología y Centros de Información, B-Learning (a 2017 practice-and-title report on Scribd; technical level, not the
 * open bachelor cell, and the institute's present status was not checked); the Universidad de Santiago's Ingeniería de
 * Ejecución en Calefacción, Refrigeración y Aire Acondicionado (a DIMEC interview on its first graduates of 1970; a first
 * degree, not the open technical cell, and its current name and status were not seen); a student README naming an
 * "Ingeniería en Ciberseguridad" section in Temuco without naming the institution; the IACC's blog on cybersecurity careers
 * (it does not say that the IACC teaches one). No stored page was found for makeup artistry, health-services administration
 * as a first degree, IT support, welding, refrigeration (technical), a second bachelor's in library science or interior
 * design, or graduate programmes in environmental engineering, animation and international business; the search budget
 * ran out during the pass.
 * A search pass of 2026-11-28 (session 27, the `ADDED_S27` block) worked the open cells again with the search tools (this
 * machine has no internet access) and found no stored page that names a Chilean program for any of them. Its one row fills
 * no gap cell: it comes from the same stored copy of Duoc UC's school pages as the `ADDED_S26` row (repository
 * bryramirezp/Bot-Asistente-DUOC, scraping/datasets/carreras.json, commit 34919b0, scraped on 6 November 2025), which the
 * pass read in full: the Escuela de Informática y Telecomunicaciones page lists the carrera técnica "Técnico en Redes y
 * Telecomunicaciones" (5 semestres; listed for network-technician, where INACAP was the only institution). The Escuela de
 * Salud y Bienestar page of the same copy lists "Técnico en Química y Farmacia" (5 semestres), a pharmacy-technician program;
 * it was not written: the cell already names two institutions (Santo Tomás and AIEP, without a length), and with the row and
 * its stated length one more simulated reader was left short (`npm run eval:gaps -- CL` went from 15 to 16, a reader now
 * meeting baking-pastry at the technical level with no institution), so whoever owns the route model should look at it
 * before it is added. Duoc UC's articulation page in the same copy
 * (scraping/datasets/dataset_final_scraper.jsonl, https://www.duoc.cl/admision/articulacion/) names "Soporte Computacional"
 * and "IT Essentials" among the first courses of the redes career; it was not listed for IT support, because the catalog's
 * network-technician career is that very program (a networks and telecommunications technician).
 * Check first: that the career still admits under this name, at which sedes, and in which jornadas.
 * Left out: the CFT ENAC's "Técnico en Informática mención Ciberseguridad" (again: it is named only in Duoc UC's articulation
 * text in the same copy, with no page of the CFT's own); Duoc UC's "Ingeniería en Medio Ambiente" (8 semestres; a first
 * degree, while the open environmental-engineering cell is graduate). Pages read that name no program in an open cell: a
 * La Tercera report of January 2026 on new magísteres (the Universidad de Chile's FEN: Finanzas, Marketing, Analítica de
 * negocios, Economía), the Universidad de Chile's Magíster en Estudios Internacionales page (international relations, as
 * S25B found), a La Tercera report of December 2025 on the 2026 offer (new Ingeniería en Ciencia de Datos and Ingeniería en
 * Automatización programs, no institution named in its opening), an El Mercurio report on digital careers (CFTs with
 * "Técnico Informático con mención en Ciberseguridad", no institution named in its opening), a Ministry of the Environment
 * page on refrigeration good-practice courses (short courses), and pages on CEDUC UCN (no program list in their openings).
 * No stored page was found for makeup artistry, health-services administration as a first degree, IT support, welding or
 * refrigeration at the technical level, a second bachelor's in library science, interior design or cybersecurity, or graduate
 * programs in environmental engineering, animation or international business. A student database on GitHub that lists
 * Chilean career names ("Técnico en Soporte Computacional", "Técnico en Refrigeración", "Frigorista Electromecánico") names no
 * institution and was not used.
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the rows readers see most that were written
 * without reading their page were looked up in stored copies of public pages (search tools only; no page was re-read
 * online; pages stored at http addresses are cited at their https addresses, because sources must be https). Rows re-read,
 * each now citing the page named (the institution's own page unless said otherwise):
 * - Medicina Veterinaria at the UC (its news on the building of the new career's teaching block) and at the Universidad de
 *   Chile (Favet's news on its first Open Day, where the Escuela de Pregrado presented the career);
 * - the Universidad de Concepción's Ingeniería Civil Mecánica and Ingeniería Civil Industrial: a Panorama page (stored at
 *   http://www2.udec.cl/panorama/p381/p14.htm, undated and old) listing the Facultad de Ingeniería's Ingeniería Civil
 *   specialities; its Trabajo Social: the Departamento de Trabajo Social's history page (Licenciado/a en Trabajo Social and
 *   Trabajador/a Social; plan of 2015);
 * - the UC's Trabajo Social and Magíster en Trabajo Social: the Escuela de Trabajo Social's history page (the carrera,
 *   accredited until October 2029; the magíster since 2003; a Magíster en Trabajo Social Clínico since 2021);
 * - the Universidad de Chile's Trabajo Social (its news on the career reopened in 2015); Ingeniería Civil Mecánica (a
 *   history of the career by Ramón Frederick, academic of the department, read in a copy on Scribd: created 1965, taught
 *   since 1966); Ciencia Política (10 semestres, Licenciatura en Ciencia Política, since 2019), Administración Pública and
 *   Magíster en Ciencia Política (since 1982), all three on one INAP news page (stored at http); Nutrición y Dietética (the
 *   Facultad de Medicina's page on the Escuela); Magíster en Gestión y Políticas Públicas (the Centro de Sistemas Públicos'
 *   page of 31 August 2010 on the master's 15 years, which calls it "Magíster en Gestión de Políticas Públicas (MGPP)"; the
 *   row keeps its name, since the page is old: check the current title first); Filosofía (now "Licenciatura en Filosofía":
 *   the Facultad de Filosofía y Humanidades' 2011 report naming its four licenciaturas);
 * - UMCE's Pedagogía en Música (now "Licenciatura en Educación y Pedagogía en Música", as its Departamento de Música's
 *   page names the career; stored at http) and PUCV's Pedagogía en Música (the Instituto de Música's welcome to the 2022
 *   intake);
 * - Administración Pública at the Universidad de Valparaíso (the Santiago seat's 2014 graduation) and at the Universidad de
 *   Santiago (its page on the career, Facultad de Administración y Economía); USACH's Pedagogía en Educación Física (the
 *   Facultad de Ciencias Médicas' tag page, stored at http, on a fourth-year student of the career in 2019);
 * - the UC's Ciencia Política and Magíster en Ciencia Política: the Instituto de Ciencia Política's "Sobre nosotros" page
 *   (stored at http).
 * Weak sources, to replace first: the UdeC Panorama page (undated, old), the Scribd copy of Frederick's history, the 2010 MGPP
 * page (title differs) and the 2011 Filosofía report. Only the Universidad de Chile's Ciencia Política had a length stated
 * (10 semestres). Four re-read rows lose the "2 años" an earlier pass wrote from memory (the UC's Magíster en Trabajo Social
 * and Magíster en Ciencia Política, the Universidad de Chile's Magíster en Ciencia Política and MGPP), which their new
 * pages do not state (`duration: null`). No row was withdrawn: no page read shows one wrong.
 * Searched and not found (rows left as they are, not re-read): the UC's Magíster en Administración en Salud; Santo Tomás's
 * and AIEP's Técnico en Farmacia (only Spanish, Peruvian and Colombian pages on pharmacy technicians came up); the UdeC's
 * Magíster en Trabajo Social y Políticas Sociales; the UAI's Magíster en Políticas Públicas; USM's and USACH's Ingeniería
 * Civil Mecánica (USACH's only in a student repository's copy of a Wikipedia annex, as "Ingeniería Civil en Mecánica");
 * INACAP's Técnico en Mecánica Automotriz y Autotrónica (El Dínamo, May 2024, names INACAP's "carreras de Mecánica" but not
 * this title); the UC's Música and Nutrición y Dietética; UTEM's Ingeniería en Comercio Internacional. Lead for the next
 * pass: a copy of DEMRE's "Oferta Definitiva de Carreras, Vacantes y Ponderaciones, Proceso de Admisión 2022" (Documento
 * Oficial Nº 2, on vdocumento.com) lists every CRUCH and adscrita university's careers, but only its index was seen. Rows
 * lower on the worklist (the remaining bachelor rows of the UC, USACH, UdeC, USM and UTEM, Duoc UC's rows, the MBA,
 * marketing, data-science, statistics and English-teaching masters) were not searched: the pass's share of the search budget
 * (45 look-ups for two countries) ran out.
 * Second verification pass of 2026-11-28 (session 27, the `VERIFIED_S27B` block): more of the most-shown rows written
 * without reading their page, looked up the same way (stored copies of public pages, search tools only; no page re-read
 * online; pages stored at http addresses are cited at their https addresses; rows the first pass had searched without result
 * were not searched again). Rows re-read, each now citing the page named (the institution's own page unless said otherwise):
 * - the Universidad de Concepción's Medicina Veterinaria: La Discusión (news) on the career's 50 years at the Campus Chillán
 *   (classes there since 24 March 1974); its Nutrición y Dietética: Revista Nos (a magazine) on the Facultad de Farmacia,
 *   on which the careers of Química y Farmacia, Bioquímica and Nutrición y Dietética depend (undated; the faculty was then 90
 *   years old, so about 2009);
 * - the Universidad de Santiago's mathematics row, now "Ingeniería Matemática": its page on the QS ranking of 2017 quotes the
 *   dean of the Facultad de Ciencia: the Licenciatura en Matemática ran until 2002 and was replaced by Ingeniería Matemática
 *   (and a doctorate); the row's old name "Matemáticas" (written from memory) is that closed licenciatura's;
 * - the UC's Matemáticas: the Facultad de Matemáticas' page "La Matemática en la UC" (stored at http), which names the first
 *   licenciados en Matemáticas of the UC (1966-1969); a news page of the faculty of 28 April 2025 on its graduation of 97
 *   students of its pre- and postgraduate programs bears out that it still teaches, without naming the licenciatura;
 * - PUCV's Trabajo Social: the Escuela de Trabajo Social's history page (trabajosocialpucv.cl; founded in 1956);
 * - the Universidad de Valparaíso's Ingeniería en Negocios Internacionales: its news of 14 December 2020 (stored at http) on
 *   the career's certification for 7 years, until December 2027, taught at the Viña del Mar and Santiago seats;
 * - the Universidad de Chile's Ingeniería Civil Industrial: the Departamento de Ingeniería Industrial's page of 19 May 2025
 *   on its 60 years ("la carrera de ingeniería civil industrial");
 * - the UC's Filosofía: the Instituto de Estética's news on the Facultad de Filosofía's opening of the 2019 academic year,
 *   which lists honours to undergraduate students of the Instituto de Filosofía from first to fourth year (it does not give
 *   the degree's title);
 * - UTEM's Bibliotecología y Documentación: UTEM's Serie Bibliotecología y Gestión de Información N° 100 (July 2017, on the
 *   curricular redesign of library science, edited with the Director of the Escuela de Bibliotecología; a copy on Scribd).
 * Weak sources, to replace first: Revista Nos (old, undated), the UC's mathematics history page and the 2019 Filosofía news
 * (neither names the current program's title), the Scribd copy of UTEM's series (it names the school, not the career's
 * title) and USACH's 2017 page (check that Ingeniería Matemática still admits and its exact title). No page gives a length,
 * so none was set. No row was withdrawn: USACH's page shows the licenciatura closed, but the row's career and level stand
 * with the program that replaced it, so the row was renamed instead.
 * Searched and not found (rows left as they are, not re-read): Duoc UC's Técnico en Mecánica Automotriz (only Duoc UC's
 * yearbooks and sede histories, naming no career); the Universidad de Chile's Interpretación Musical (a Ministry of Culture
 * page names "estudiantes de Interpretación del Departamento de Música de la Universidad de Chile", but the Departamento also
 * has a pre-university etapa básica, so the level is not shown); UMCE's Pedagogía en Educación Física, Deportes y Recreación
 * (only UACh's, UCM's and UDLA's came up); USM's and UTEM's Ingeniería Civil Industrial; USACH's Ingeniería Civil Industrial
 * (USACH's page on the Facultad de Ingeniería's centenary names its Departamento de Ingeniería Industrial and a "Escuela de
 * Ingenieros Industriales" in its history, not the current career; a lead). Rows lower on the worklist (the Contador Auditor
 * rows, the MBA, marketing, data-science, statistics and English-teaching masters, the fine-arts rows, INACAP's and Duoc UC's
 * Técnico en Construcción, the Universidad de Chile's and USACH's industrial-engineering masters) were not searched: the
 * shared search budget ran out.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): more of the most-shown rows written without
 * reading their page, looked up the same way (stored copies of public pages, search tools only; no page re-read online;
 * pages stored at http addresses are cited at their https addresses). Rows re-read, each now citing the page named (the
 * institution's own page unless said otherwise):
 * - the Universidad de Santiago's mathematics row, "Ingeniería Matemática" (renamed by the `VERIFIED_S27B` pass from the
 *   Licenciatura en Matemática closed in 2002): checked first. Diario Usach of 22 January 2025, "Bioquímica, astrofísica e
 *   ingeniería matemática: mujeres científicas destacan en el proceso de Admisión 2025 Usach", shows Ingeniería
 *   Matemática among the careers students enrolled in for 2025; the row keeps its name and now cites that page instead of
 *   the 2017 one. No stored page showed a Licenciatura en Matemática still open at USACH (the Facultad de Ciencia's 2017
 *   welcome to its new students, as far as its stored excerpt goes, speaks of other careers: Ingeniería en Ciencias de la
 *   Computación and the pedagogies in mathematics and physics);
 * - USACH's Contador Público y Auditor: the Facultad de Administración y Economía's news of July 2017 (stored at http) on the
 *   career's self-evaluation for a third accreditation (accredited in 2005 and 2012); USACH's Ingeniería Civil Industrial:
 *   the Ingeniería Industrial site's news of 16 August 2016 (fudea.usach.cl, stored at http) on a students' symposium,
 *   where the rector speaks of the university's "ingenieros civiles industriales";
 * - the MBAs: the Universidad de Chile's (its Departamento de Ingeniería Industrial, 24 November 2023: the MBA UChile,
 *   begun in 1994, first in AméricaEconomía's 2023 ranking), the UC's (Diario Financiero, June 2022: the MBA UC first in
 *   Latin America in QS's 2022 executive MBA ranking) and the UAI's (Pauta, 24 June 2019: Horacio Arredondo, director of
 *   the UAI's MBA, full time and executive);
 * - the Universidad de Chile's Magíster en Marketing: La Tercera of 12 January 2026, quoting the director of the FEN's
 *   graduate school on its magísteres "en Finanzas, Marketing, Analítica de negocios o Economía";
 * - the Universidad de Chile's visual-arts row, now "Licenciatura en Artes, mención Artes Plásticas": the Facultad de
 *   Artes' magazine Arte en la Chile N° 13 (2014, stored at http), on the Departamento de Artes Visuales' Sala Juan Egenau
 *   and its exhibition cycle for thesis students of that licenciatura; the Departamento's 2021 statement closing the
 *   admission to its Etapa Básica (artes.uchile.cl, stored at http) likewise speaks of "la Licenciatura en Artes";
 * - INACAP's Técnico en Construcción: El Dínamo of 17 June 2022, on the CChC and Inacap pre-technical program that
 *   validates a year of "la carrera de Técnico en Construcción o Construcción Civil" at Inacap;
 * - the Universidad Andrés Bello's Magíster en Enseñanza del Inglés como Lengua Extranjera: its Postgrado news page on the
 *   program (undated; the UNAB's news repository also has its reaccreditation for 2016-2020).
 * Weak sources, to replace first: the press reports (El Dínamo, Diario Financiero, Pauta, La Tercera, which names the FEN's
 * Marketing magíster only in a list), the old pages (USACH 2016 and 2017, Arte en la Chile 2014: check the visual-arts
 * licenciatura's current title, which may now be "Artes Visuales") and the UNAB's undated page. Lengths taken out
 * (`duration: null`): the "2 años" written from memory for the MBAs of the Universidad de Chile, the UC and the UAI and for
 * the Universidad de Chile's Magíster en Marketing, which their pages do not state. Withdrawn: none; no page read shows a
 * row wrong.
 * Searched and not found (rows left as they are): the UC's Magíster en Administración en Salud, Santo Tomás's and AIEP's
 * Técnico en Farmacia (again; only Spanish, Peruvian and Puerto Rican pages on pharmacy technicians came up); the UdeC's
 * Matemáticas; the UC's Ingeniería, major en Ingeniería Mecánica (Ingeniería UC's page on its 2013 curriculum names the
 * Licenciatura en Ciencias de la Ingeniería and the Ingeniero Civil title, not the major); the Contador Auditor rows of the
 * Universidad de Chile (only an old, undated Facultad de Ciencias Económicas publication naming the title "Contador-Auditor"
 * came up; not used) and the UdeC; the UAI's Magíster en Marketing; the UC's Arte; Duoc UC's Técnico en Construcción (only
 * Duoc UC's director of its engineering and construction schools, quoted on a 2018 meeting, not the career); the UC's
 * Magíster en Ciencia de Datos (the IMC's page on the QS data-science ranking names no program); the Magíster en
 * Estadística of the UV, the UC and the UdeC; the Universidad de Chile's Magíster en Gestión de Operaciones; USACH's
 * Magíster en Ingeniería Industrial; the UC's Música and Nutrición y Dietética (again). Not reached (this pass's share of
 * the search budget, 30 look-ups, was used): the UAI's Magíster en Data Science and Magíster en Políticas Públicas, the
 * UdeC's Magíster en Trabajo Social y Políticas Sociales, and the rows earlier passes searched without result (USM's and
 * USACH's Ingeniería Civil Mecánica, INACAP's and Duoc UC's Mecánica Automotriz, the Universidad de Chile's Interpretación
 * Musical, UMCE's Pedagogía en Educación Física, UTEM's Comercio Internacional, USM's and UTEM's Ingeniería Civil
 * Industrial).
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block): more of the most-shown rows written
 * without reading their page, looked up the same way (stored copies of public pages, search tools only; no page re-read
 * online; pages stored at http addresses are cited at their https addresses; rows earlier passes had searched without
 * result were searched again only with a new query: the department's or school's name, another wording of the title).
 * Rows re-read, each now citing the page named (the institution's own page):
 * - the UAI's Magíster en Data Science: the UAI's news of 23 February 2022 on its new Doctorado en Data Science
 *   (Facultad de Ingeniería y Ciencias), which its director says "se construye sobre la base de un Magíster Académico
 *   en Data Science que impartimos en la UAI desde hace dos años";
 * - USM's Ingeniería Civil Industrial: the Departamento de Industrias' news of 7 June 2018 on its 30 years, honouring
 *   "los primeros profesores jornada completa de la carrera de Ingeniería Civil Industrial" (a news page of the same
 *   department of about 2016, on the career's students' centre, also came up);
 * - UMCE's Pedagogía en Educación Física, Deportes y Recreación: the UMCE's news (stored at http) on its agreement of
 *   November 2021 with the Corporación Municipal de Deportes de Ñuñoa, so that "estudiantes de Pedagogía en Educación
 *   Física, Deportes y Recreación" do their internships in its centres.
 * Weak sources, to replace first: none is a third-party copy; the USM page (2018) and the UMCE page (2021) are old, and
 * the UAI page names the magíster only in passing (as "Magíster Académico en Data Science"; the row keeps its name).
 * Lengths taken out (`duration: null`): the UAI's Magíster en Data Science ("2 años", which its page does not state).
 * No length was set. Withdrawn: none; no page read shows a row wrong.
 * Searched and not found (rows left as they are): Santo Tomás's and AIEP's Técnico en Farmacia (as "Técnico de Nivel
 * Superior en Farmacia": only Química y Farmacia careers, a Peruvian blog and a history of Santo Tomás in Chillán came
 * up); the UC's Magíster en Administración en Salud (as "MAS UC", with the Escuela de Administración: only the UC's
 * Magíster en Salud Pública of 2016 and other universities' programs came up); the UAI's Magíster en Políticas Públicas
 * (by its Escuela de Gobierno: only the Universidad de Los Lagos's magíster and a 2016 Servicio Civil study of Chile's
 * public-policy postgraduates, seen only to its index, came up: a lead); USM's Ingeniería Civil Mecánica (by the
 * Departamento de Ingeniería Mecánica: only the Universidad de Chile's and USACH's came up); INACAP's Técnico en
 * Mecánica Automotriz y Autotrónica (El Dínamo, May 2024, again names only "las carreras de Mecánica y Automatización
 * de Inacap"); the Universidad de Chile's Interpretación Musical (as "Licenciatura en Artes mención Interpretación
 * Musical": the Departamento de Música y Sonología's news on its students' concerts speaks of an "etapa básica" and an
 * "etapa superior", not of the degree); UTEM's Ingeniería en Comercio Internacional. Not reached (this pass's share of
 * the search budget, 10 look-ups, was used): the UdeC's Magíster en Trabajo Social y Políticas Sociales and
 * Matemáticas, USACH's and the UC's Ingeniería Civil Mecánica, Duoc UC's Técnico en Mecánica Automotriz and Técnico en
 * Construcción, the UC's Música, Nutrición y Dietética and Arte, UTEM's Ingeniería Civil Industrial, the Contador
 * Auditor rows, the UAI's Magíster en Marketing, the UC's Magíster en Ciencia de Datos, the Magíster en Estadística
 * rows and the industrial-engineering masters of the Universidad de Chile and USACH.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block, after `VERIFIED_S28B`): the gap cells first,
 * then the rows of the worklist, looked for on stored copies of public pages and in public GitHub repositories (search
 * tools only; no page re-read online; pages stored at http addresses are cited at their https addresses; 18 look-ups for
 * Chile). Rows re-read, each now citing the page named:
 * - Duoc UC's "Técnico en Mecánica Automotriz" (renamed "Técnico en Mecánica Automotriz y Autotrónica", length set to
 *   "5 semestres"): the Escuela de Ingeniería y Recursos Naturales page in the copy of Duoc UC's pages scraped on 6
 *   November 2025 (repository bryramirezp/Bot-Asistente-DUOC, scraping/datasets/carreras.json, commit 34919b0, the copy
 *   the `ADDED_S26` and `ADDED_S27` rows cite), "CARRERA TÉCNICA TÉCNICO EN MECÁNICA AUTOMOTRIZ Y AUTOTRÓNICA Duración:
 *   5 semestres"; the same page lists the Ingeniería en Mecánica Automotriz y Autotrónica (8 semestres);
 * - Duoc UC's Técnico en Construcción (length set to "5 semestres"): the Escuela de Construcción page of the same copy,
 *   "CARRERA TÉCNICA TÉCNICO EN CONSTRUCCIÓN Duración: 5 semestres";
 * - the UdeC's Magíster en Trabajo Social y Políticas Sociales: the UdeC's Panorama (no. 368, undated in the stored
 *   text), on the start of "la quinta versión del programa de magister en Trabajo Social y Políticas Sociales" of the
 *   Departamento de Servicio Social (Facultad de Ciencias Sociales), "el único posgrado que dictan las universidades
 *   tradicionales del Consejo de Rectores en el campo del servicio social"; the "2 años" is taken out.
 * Weak sources, to replace first: the Panorama page (an old issue, probably of the early 2000s: check that the magíster
 * still admits under this name) and the scraped copy of Duoc UC's pages (a third party's copy, of November 2025).
 * Lengths set: Duoc UC's two técnicos ("5 semestres", as the school pages state). Lengths taken out (`duration: null`):
 * the UdeC's magíster ("2 años", which the page does not state). Withdrawn: none; no page read shows a row wrong. Rows
 * added: none. The same copy of Duoc UC's school pages gives "8 semestres" for its Animación Digital, Diseño Gráfico,
 * Comunicación Audiovisual, Publicidad and Ingeniería en Informática (the catalog says "4 años") and "Técnico Veterinario
 * y Pecuario" (5 semestres) for its Técnico Veterinario; those rows were not on the worklist and were left as they are
 * (a lead for a later pass).
 * Searched and not found (gap cells, no row added): the copy of Duoc UC's school pages lists no make-up, IT-support,
 * welding or refrigeration career and no health-services-administration degree (it lists "Técnico en Química y
 * Farmacia", see the `ADDED_S27` paragraph); a code search for Chilean career datasets (SIES, DEMRE offer lists) found
 * only student-made lists; a 2018 copy of AIEP's home page in a public repository (silverfoxy/JSCryptoMinerStudy) lists
 * schools, not careers. Verify rows searched without result: Santo Tomás's and AIEP's Técnico en Farmacia (again); the
 * UV's and the UC's Magíster en Estadística (only the USACH's Ingeniería en Estadística and the UV's Ingeniería en
 * Estadística y Ciencia de Datos came up); the UC's Magíster en Ciencia de Datos (GitHub names the UNAB's, UdeC's, UDLA's
 * and Universidad de Chile's, not the UC's); the Universidad de Chile's Magíster en Gestión de Operaciones (only seed
 * data and the Universidad de Talca's); the UdeC's Contador Auditor (only the UCSC's, UNAB's, UDLA's and UACh's); the
 * UAI's Magíster en Marketing; UTEM's Ingeniería Civil Industrial (its 2009 institutional self-evaluation, on Scribd and
 * pdfslide, lists its programmes only beyond the stored opening); USACH's Ingeniería Civil Mecánica (a USACH page on the
 * XVII Congreso Chileno de Ingeniería Mecánica hosted by its Departamento de Ingeniería Mecánica names no degree); the
 * UC's Música, Arte and Nutrición y Dietética (only other universities' came up). Not reached (time): the UC's
 * Magíster en Administración en Salud and Ingeniería major en Mecánica, USM's Ingeniería Civil Mecánica, INACAP's
 * Mecánica Automotriz y Autotrónica, the UdeC's Matemáticas, the Universidad de Chile's Interpretación Musical and
 * Contador Auditor, UTEM's Comercio Internacional, the UAI's Magíster en Políticas Públicas and USACH's Magíster en
 * Ingeniería Industrial.
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block, after `VERIFIED_S29`): first the lead
 * the `VERIFIED_S29` paragraph left, then the worklist (search tools only, no page re-read online; 18 look-ups for Chile).
 * The copy of Duoc UC's pages the catalog already cites (repository bryramirezp/Bot-Asistente-DUOC,
 * scraping/datasets/carreras.json; the stored version read, commit c08237d, is byte-identical to commit 34919b0, which the
 * sources cite; scraped on 6 November 2025) was read again school page by school page. Rows re-read, each now citing the
 * school page of that copy named, with the length (and name) it gives:
 * - Escuela de Comunicación: "CARRERA PROFESIONAL ANIMACIÓN DIGITAL Duración: 8 semestres", "COMUNICACIÓN AUDIOVISUAL
 *   Duración: 8 semestres", "PUBLICIDAD Duración: 8 semestres" (the three rows said "4 años") and "CARRERA TÉCNICA TÉCNICO
 *   AUDIOVISUAL Duración: 5 semestres" (no length before);
 * - Escuela de Diseño: "DISEÑO GRÁFICO Duración: 8 semestres" (it said "4 años") and "DISEÑO DE AMBIENTES Duración: 8
 *   semestres" (the `ADDED_28` row, which cited only Duoc UC's home page);
 * - Escuela de Informática y Telecomunicaciones: "INGENIERÍA EN INFORMÁTICA Duración: 8 semestres" (it said "4 años");
 * - Escuela de Ingeniería y Recursos Naturales: the Técnico Veterinario, renamed "Técnico Veterinario y Pecuario" ("CARRERA
 *   TÉCNICA TÉCNICO VETERINARIO Y PECUARIO Duración: 5 semestres"; the career list page 11 of the same copy also reads
 *   "Técnico Veterinario y Pecuario"), and "TÉCNICO EN ELECTRICIDAD Y AUTOMATIZACIÓN INDUSTRIAL Duración: 5 semestres";
 * - Escuela de Administración y Negocios: "INGENIERÍA EN GESTIÓN LOGÍSTICA Duración: 8 semestres" (the `ADDED_28` row);
 * - Escuela de Gastronomía: "CARRERA TÉCNICA Gastronomía Duración: 5 semestres".
 * And, from the worklist, USM's Ingeniería Civil Mecánica: its admission text as reproduced in a students' course project
 * (GitHub repository MatiasMarchant/ProyectoDIUAdmisionUSM, a redesign of the USM admission site of about 2019-2020): "Título
 * Profesional: Ingeniero Civil Mecánico", "Grado Académico: Bachiller en Ciencias de la Ingeniería y Licenciado en Ciencias
 * de la Ingeniería Mecánica", "Duración de los estudios: 6 años (12 semestres académicos)", "Lugar: Campus Casa Central
 * Valparaíso, Campus San Joaquín" (length set to "6 años (12 semestres académicos)").
 * Weak sources, to replace first: the Duoc UC copy (a third party's scrape of November 2025, as before) and, above all, the
 * USM students' project (a copy of unknown fidelity, about six years old; its length should be checked on usm.cl). Lengths
 * set: "8 semestres" for Animación Digital, Comunicación Audiovisual, Publicidad, Diseño Gráfico and Ingeniería en
 * Informática (replacing "4 años", written from memory) and for Diseño de Ambientes and Ingeniería en Gestión Logística;
 * "5 semestres" for Técnico Veterinario y Pecuario, Técnico Audiovisual, Técnico en Electricidad y Automatización Industrial
 * and Gastronomía; "6 años (12 semestres académicos)" for USM's Ingeniería Civil Mecánica. No length was taken out.
 * Withdrawn: none. Rows added: none.
 * Check first: Duoc UC's "Ingeniería en Desarrollo de Videojuegos y Realidad Virtual" (game-design, bachelor, "4 años", from
 * memory) is in none of the copy's school pages (the Escuela de Informática y Telecomunicaciones and the Escuela de
 * Comunicación list their careers), and the copy's alphabetical career list has "Ingeniería en Desarrollo de
 * Software" followed directly by "Ingeniería en Electricidad y Automatización Industrial" (page 5), where it would stand; no
 * page says it closed, so it was not withdrawn, but it may no longer be offered. Duoc UC's remaining rows that cite only its
 * home page were not re-read: the school pages name "Técnico de Enfermería" (5 semestres), not "Técnico de Nivel Superior en
 * Enfermería", "Tecnología en Sonido e Iluminación", not "Técnico en Sonido", and "Analista Programador Computacional" with
 * "10 bimestres" (and an "Analista Programador" of 5 semestres): check which programs those rows mean.
 * Searched and not found (gap cells, no row added): a second bachelor's in library science (only UTEM's series and the 2009
 * UCSC planning article, as before); a second interior-design bachelor's (only foreign and explainer pages); graduate
 * programmes in international business (only the Universidad de Chile's Magíster en Estudios Internacionales and MBA pages)
 * and environmental engineering (only the UACh's Magíster en Diseño de Entornos Sostenibles, an urban-design programme, and
 * undergraduate pages); refrigeration, make-up and IT support at the technical level, as exact titles in GitHub ("Técnico en
 * Climatización", "Técnico en Maquillaje", "Técnico en Soporte Computacional": only seed data naming no institution and
 * Colombian academies). Verify rows searched without result: the UC's Magíster en Administración en Salud (as a bio,
 * "Administración en Salud, Pontificia Universidad"); Santo Tomás's and AIEP's Técnico en Farmacia (as students' news and
 * through code searches for copies of their pages: only Spanish, Peruvian and Argentine pages and AIEP's 2018 home page);
 * UTEM's Ingeniería en Comercio Internacional; INACAP's Técnico en Mecánica Automotriz y Autotrónica (code search); the
 * UdeC's Contador Auditor and the UC's Nutrición y Dietética (code searches: only the Universidad Iberoamericana's pages of
 * a students' redesign). Not reached (budget): the UC's Ingeniería major en Mecánica, Música, Arte and Magíster en
 * Ciencia de Datos and Estadística, USACH's Ingeniería Civil Mecánica and Magíster en Ingeniería Industrial, the UdeC's
 * Matemáticas and Magíster en Estadística, the Universidad de Chile's Interpretación Musical, Contador Auditor and
 * Magíster en Gestión de Operaciones, UTEM's Ingeniería Civil Industrial, the UV's Magíster en Estadística, and the UAI's
 * Magíster en Políticas Públicas and Magíster en Marketing.
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block): the gap cells first, then the worklist's verify rows,
 * looked for on stored copies of public pages and in public GitHub repositories (search tools only; no page re-read
 * online; about 18 look-ups for Chile). Row re-read: the Universidad de Santiago's industrial-engineering master's,
 * renamed from "Magíster en Ingeniería Industrial" (written from memory) to "Magíster en Ciencias de la Ingeniería,
 * mención Ingeniería Industrial", on its Facultad de Ingeniería's news page on two of its students selected for the
 * XXVII Jornada de Jóvenes Investigadores (10 to 12 November, virtual; about 2020), which says of the programme "se
 * desarrolla hace 24 años y cuenta con 5 años de acreditación"; its "2 años" is taken out. Weak sources, to replace
 * first: that page (a news item of about 2020, whose stored address is cut at "...-industrial-son"; check the
 * programme's current name and accreditation on the faculty's postgraduate pages). Rows added: none. Withdrawn: none.
 * Searched and not found: a second bachelor's in library science (a query on the Universidad de Playa Ancha's
 * Bibliotecología found only its Archivo General page, UTEM's Serie Bibliotecología, the 2009 UCSC planning article and
 * the Instituto Profesional Carlos Casanueva's técnico report already noted; a Scribd copy of the DEMRE's "Nómina
 * preliminar de carreras y ponderaciones" of the Proceso de Admisión 2019 came up, but its stored opening stops at its
 * index: a lead for several university rows); a second interior-design bachelor's (only Mexican, Dominican and UC
 * design pages; "Los Leones Diseño de Interiores" has no hit in GitHub); a second cybersecurity bachelor's (only press
 * on digital careers naming no institution's engineering programme, and a student's study-guide repository headed
 * "Ingeniería en Ciberseguridad INACAP", a student's notes, not used); makeup artistry (La Tercera names a makeup
 * school, Pigmento, run by Daniela Forno, with no programme or length). Verify rows searched without result: the UC's,
 * the UV's and the UdeC's Magíster en Estadística (pages: only USACH's and the UV's statistics engineering and other
 * universities' news; GitHub: only a Colombian bio); the Universidad de Chile's Magíster en Gestión de Operaciones (the
 * Departamento de Ingeniería Industrial's page on its 60 years, 19 May 2025, and its 2014 MBA-ranking page name the
 * career and the MBAs, not this magíster); USACH's Ingeniería Civil Mecánica (a USACH congress page and its faculty's
 * 2019 and centenary pages name the department, not the degree); UTEM's Ingeniería Civil Industrial (only UTEM's
 * Ingeniería 2030 and postgraduate news and encyclopedia pages); Santo Tomás's and AIEP's Técnico en Farmacia (a GitHub
 * text search by "Técnico de Nivel Superior en Farmacia" found only a portfolio naming INACAP's, 2015, and a quiz);
 * MINEDUC's mifuturo.cl career search (not stored). Not reached: the UC's Magíster en Administración en Salud,
 * Ingeniería major en Mecánica, Música, Nutrición y Dietética, Arte and Magíster en Ciencia de Datos, INACAP's Mecánica
 * Automotriz y Autotrónica, the UdeC's Matemáticas and Contador Auditor, the Universidad de Chile's Interpretación
 * Musical and Contador Auditor, UTEM's Comercio Internacional, the UAI's Magíster en Políticas Públicas and Magíster en
 * Marketing, and the welding, refrigeration, IT-support, health-services-administration, environmental-engineering,
 * animation and international-business gaps (searched by every earlier pass).
 * Session 30, second pass of 2026-11-28 (the `VERIFIED_S30B` block, after `VERIFIED_S30`): the gap cells first, looked
 * for in public GitHub repositories (students' projects and copies of official data, which this pass's brief accepts as
 * weak sources) and on stored pages (search tools only; no page re-read online; about 9 look-ups for Chile). Row added:
 * - interior design (bachelor), the cell's second institution: the Universidad Finis Terrae (Santiago; private; a new
 *   institution; its design school's address fad.uft.cl was seen in the data, no institutional website, so none is
 *   written), "Diseño, mención Interior y Equipamiento": a 2017 student data-visualization project on Chilean design
 *   degrees (GitHub repository franciscapaillas/examen_final, whose page says its data "fueron extraídos de
 *   http://www.mifuturo.cl", the Ministerio de Educación's site): datos/futuro.csv lists "UNIVERSIDAD FINIS TERRAE,
 *   Diseñador con mención en Interior y Equipamiento"; datos/arancel.csv gives its Diseño "9 semestres" of formal
 *   length (length set as "9 semestres"); datos/ubicacion.csv places its Escuela de Diseño at Av. Pedro de Valdivia
 *   1224, Providencia.
 * Weak source, to replace first: a student's copy of 2017 data; check that Finis Terrae's Diseño still offers the
 * Interior y Equipamiento mention and its current length. Re-read: none. Withdrawn: none. Leads in the same data: the
 * Universidad Mayor's "Diseñador con Mención: Gráfico, Industrial, Ambientes" (Campus El Claustro) and the Universidad
 * del Desarrollo's "Diseñador con mención en Espacios y Objetos"; the Universidad del Pacífico's Diseño de Interiores
 * (9 semestres, Las Condes) was not added, as that university has since been closed (a fact not read on a stored page:
 * check before using the lead).
 * Searched and not found: a second cybersecurity bachelor's (the study guides headed "Guías de Estudio — Ingeniería en
 * Ciberseguridad INACAP", course codes TI3031 to TI3035, seen by the first S30 pass, were found again by an
 * exact-phrase search, but the index shows no repository for them, so they cannot be cited; a code search also found
 * the UAI's course README "TICS413 - Seguridad en TI", a course, not a degree); IT support (technical): a pages query
 * found CIISA's "Técnico en Telecomunicaciones y Soporte de Servicios Tecnológicos" (gerencia.cl, 2013: data networks
 * for a telecommunications company, a network-technician programme), La Tercera on IPs and CFTs and CEDUC's admission
 * page, none an IT-support programme; a code search for copies of mifuturo.cl data found only USM admission data
 * (GitHub repository joakoxsi/Admision-USM; no open cell) and a generated data set. Not reached: the library-science,
 * make-up, health-services-administration, welding, refrigeration, environmental-engineering, animation and
 * international-business gaps, and the worklist's verify rows.
 * Session 30, third pass of 2026-11-28 (the `VERIFIED_S30C` block, after `VERIFIED_S30B`): the gap cells first, looked
 * for in public GitHub repositories found by their names (career guides, vocational-test apps, copies of "oferta
 * académica" data; search tools only, no page re-read online; about 9 of some 64 look-ups for Paraguay, Uruguay,
 * Argentina, Chile, Mexico, Trinidad and Tobago and Puerto Rico). One file bore out every row below: the data set of the
 * "Plataforma Vocacional PACE UCSC", a career guide built in January 2024 by Francisco Fuentes for the Universidad Católica
 * de la Santísima Concepción's PACE programme (GitHub repository jav9sp/plataforma-vocacional, src/assets/BBDD.json, 941
 * careers of about 35 institutions, mostly of the Biobío region, each with its título, sede, duración, jornada and links to
 * the institution's own pages; the site's footer says "Toda la información en esta web ha sido recopilada desde los
 * portales oficiales de cada institución, mifuturo.cl, cnachile.cl"). Rows added:
 * - IT support (technical), the cell's first institution: the Centro de Formación Técnica CENCO (a new institution,
 *   private; Santiago, "Casa Central"; website www.cftcenco.cl as the data gives it), "Técnico de Nivel Superior en Soporte
 *   Informático y Redes", 5 semestres, online ("configuración, mantención y asistencia técnica en redes informáticas";
 *   campo laboral "empresas dedicadas a brindar servicios de soporte informático");
 * - health-services administration (bachelor), the cell's first institution: the Instituto Profesional Latinoamericano de
 *   Comercio Exterior (IPLACEX; a new institution, private; online), "Ingeniería en Gestión de Centros de Salud" (título
 *   "Ingeniero en Gestión de Centros de Salud"), 8 semestres; the city (Santiago) is not in the data: it is written from
 *   knowledge of the institute's seat;
 * - library science (bachelor), the cell's second institution beside UTEM: the Universidad de Artes, Ciencias y
 *   Comunicación (UNIACC; a new institution, private; online; Santiago written from knowledge, not in the data),
 *   "Bibliotecología y Gestión de la Información", 10 semestres (the data's plan link is that of its "Advance" version);
 * - cybersecurity (bachelor), the cell's second institution beside Duoc UC: AIEP's "Ingeniería en Ciberseguridad" (título
 *   "Ingeniero/a en Ciberseguridad"), 8 semestres, at its Concepción sede and online;
 * - refrigeration and air conditioning (technical), the cell's first institution: the Centro de Formación Técnica Lota
 *   Arauco (a new institution in Lota; entered as private, which the data does not state; website www.cftla.cl as the data
 *   gives it), "Técnico Nivel Superior en Eficiencia Energética y Climatización", 5 semestres, evening ("capaz de
 *   desempeñarse en etapas de instalación y mantenimiento de sistemas de climatización"): an HVAC and energy-efficiency
 *   programme, listed here as the nearest match for refrigeration and air conditioning.
 * Rows re-read, each now citing the same file: Santo Tomás's Técnico en Farmacia (the CFT Santo Tomás's "Técnico en
 * Farmacia", título "Técnico de Nivel Superior en Farmacia", at its Los Ángeles sede: length set to "5 semestres"); the
 * Universidad de Concepción's mathematics row, renamed from "Matemáticas" (written from memory) to "Licenciatura en
 * Matemática" (título "Licenciado/a en Matemática"), length set to "8 semestres"; its Contador Auditor (the carrera
 * "Auditoría", título "Contador/a Auditor/a", at Concepción and Los Ángeles), length set to "8 semestres". Withdrawn: none.
 * Weak sources, to replace first: all eight citations (a student-built guide's copy of the institutions' data of January
 * 2024, not the institutions' own pages; check each programme's current page, that it still admits, and for the Lota
 * Arauco row that its content covers refrigeration). `npm run eval:gaps -- CL` went from 14 to 13 readers short.
 * Leads in the same data, not used: IPLACEX's and the Instituto Profesional Providencia's "Técnico en Informática" (4
 * semestres, online; IPLACEX's names "servicios de soporte computacional y redes" among its fields, but both are mainly
 * programming courses), a second IT-support institution to check; IPLACEX's, IPG's and the IP Escuela de Comercio's
 * "Ingeniería en Ciberseguridad" (8 semestres); CFT CENCO's "Técnico de Nivel Superior en Gestión de Instituciones de
 * Salud" and IPLACEX's "Técnico en Administración de Centros de Salud" (technical, not the open bachelor's cell); the
 * CFT ENAC's and CFT CENCO's Técnico (de Nivel Superior) en Farmacia (5 semestres). No make-up, welding or graduate
 * programme is in the data. Searched and not found: INACAP repositories on GitHub (a grade-prediction tool whose data are
 * students' academic and debt records, not used; an INACAP app; a consultation tool), a mifuturo.cl or SIES copy of
 * graduate programmes (the repository analisis-bi-oferta-academica-Chile-2023 could not be fetched), the UAI's 2018 home
 * page in the JSCryptoMinerStudy crawl (pagesource/uai.cl: its menus link the magíster listings by school but name no
 * programme). Not reached: the make-up, welding, environmental-engineering, animation and international-business
 * (graduate) gaps and the other verify rows.
 * Session 30, fourth pass of 2026-11-28 (the `VERIFIED_S30D` block, after `VERIFIED_S30C`): gap cells first, looked for
 * in public GitHub repositories found by their names ("posgrado", "maestria", "oferta-academica", "vocacional") and
 * fetched whole, then by exact phrases and the code corpus (search tools only, no page re-read online; about 33
 * look-ups for eleven countries). Row added: IT support (technical), the cell's second institution beside CFT CENCO:
 * the Instituto Profesional de Chile (IPCHILE; a new institution, private; online; Santiago written from knowledge of
 * its seat, not in the data), "Técnico de Nivel Superior en Conectividad y Redes", 5 semestres, read in the same data
 * set as the third pass (GitHub repository jav9sp/plataforma-vocacional, src/assets/BBDD.json), whose egreso says it
 * "orienta su quehacer en las áreas de soporte técnico, administración de servicios y dispositivos de red" and names
 * "técnico de soporte" among its roles. Weak source, to replace first: that student-built guide's data (January 2024).
 * Rows re-read and withdrawn: none (the data hold no AIEP pharmacy row for the verify list). Leads in the same data,
 * not used: IP CIISA's "Técnico en Conectividad y Redes" (5 semestres, online) and IP Providencia's "Técnico Superior
 * en Redes Informáticas" (4 semestres, online), networking programmes closer to administration than to user support.
 * Searched and not found: the data set for pastry, make-up and welding programmes (only gastronomy programmes: CFT
 * Santo Tomás, CEDUC-UCN, CFT Lota Arauco); the repository analisis-bi-oferta-academica-Chile-2023 (again not
 * fetchable; its file list holds only SQL scripts and a Power BI file). Not reached: the make-up, welding, baking,
 * health-services bachelor's and graduate cells, and the verify rows.
 */
import type { CountryCatalog } from "../types";
import {
  type CatalogPass,
  institutionPage,
  type InstitutionRow,
  listedInstitutions,
  offered,
  taggedPages,
  withPasses,
} from "./define";

const RETRIEVED = "2026-11-26";

/** [id, official name, city, public/private, official website]; each cites `${id}-site`. */
const INSTITUTIONS: readonly InstitutionRow[] = [
  ["cl-uchile", "Universidad de Chile", "Santiago", "public", "https://www.uchile.cl"],
  ["cl-usach", "Universidad de Santiago de Chile", "Santiago", "public", "https://www.usach.cl"],
  ["cl-umce", "Universidad Metropolitana de Ciencias de la Educación", "Santiago", "public", "https://www.umce.cl"],
  ["cl-utem", "Universidad Tecnológica Metropolitana", "Santiago", "public", "https://www.utem.cl"],
  ["cl-uv", "Universidad de Valparaíso", "Valparaíso", "public", "https://www.uv.cl"],
  ["cl-uc", "Pontificia Universidad Católica de Chile", "Santiago", "private", "https://www.uc.cl"],
  ["cl-udec", "Universidad de Concepción", "Concepción", "private", "https://www.udec.cl"],
  ["cl-usm", "Universidad Técnica Federico Santa María", "Valparaíso", "private", "https://usm.cl"],
  ["cl-pucv", "Pontificia Universidad Católica de Valparaíso", "Valparaíso", "private", "https://www.pucv.cl"],
  ["cl-udp", "Universidad Diego Portales", "Santiago", "private", "https://www.udp.cl"],
  ["cl-uai", "Universidad Adolfo Ibáñez", "Santiago", "private", "https://www.uai.cl"],
  ["cl-inacap", "INACAP", "Santiago", "private", "https://www.inacap.cl"],
  ["cl-duoc", "Duoc UC", "Santiago", "private", "https://www.duoc.cl"],
  [
    "cl-santotomas",
    "Santo Tomás (Centro de Formación Técnica e Instituto Profesional)",
    "Santiago",
    "private",
    "https://www.santotomas.cl",
  ],
];

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "cl-santotomas-2026-11-27",
      "Santo Tomás (Centro de Formación Técnica e Instituto Profesional)",
      "Carreras técnicas",
      "https://www.santotomas.cl",
      "2026-11-27",
    ),
    institutionPage(
      "cl-aiep-site",
      "Instituto Profesional AIEP",
      "Carreras técnicas y profesionales",
      "https://www.aiep.cl",
      "2026-11-27",
    ),
    institutionPage(
      "cl-inacap-2026-11-27",
      "INACAP",
      "Carreras técnicas: Administración y Negocios",
      "https://www.inacap.cl",
      "2026-11-27",
    ),
    institutionPage("cl-unab-site", "Universidad Andrés Bello", "Postgrados", "https://www.unab.cl", "2026-11-27"),
  ],
  institutions: [
    {
      id: "cl-aiep",
      country: "CL",
      name: "Instituto Profesional AIEP",
      city: "Santiago",
      kind: "private",
      website: "https://www.aiep.cl",
      source: "cl-aiep-site",
    },
    {
      id: "cl-unab",
      country: "CL",
      name: "Universidad Andrés Bello",
      city: "Santiago",
      kind: "private",
      website: "https://www.unab.cl",
      source: "cl-unab-site",
    },
  ],
  programs: [
    ...offered("cl-santotomas", "technical", "cl-santotomas-2026-11-27", [
      ["pharmacy-technician", "Técnico en Farmacia"],
    ]),
    ...offered("cl-aiep", "technical", "cl-aiep-site", [["pharmacy-technician", "Técnico en Farmacia"]]),
    ...offered("cl-inacap", "technical", "cl-inacap-2026-11-27", [["accounting-technician", "Contabilidad General"]]),
    ...offered("cl-unab", "graduate", "cl-unab-site", [
      ["english-teaching", "Magíster en Enseñanza del Inglés como Lengua Extranjera"],
    ]),
  ],
};

/** Rows added on 2026-11-28 (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "cl-duoc-2026-11-28",
      "Duoc UC",
      "Carreras: Escuela de Administración y Negocios, Escuela de Diseño",
      "https://www.duoc.cl",
      "2026-11-28",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("cl-duoc", "bachelor", "cl-duoc-2026-11-28", [
      ["logistics", "Ingeniería en Gestión Logística"],
      ["interior-design", "Diseño de Ambientes"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24`. */
const ADDED_S24_ON = "2026-11-28";

/** Rows added on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "cl-usach-magister-educacion-2026-11-28",
      "Universidad de Santiago de Chile",
      "Magíster en Educación: objetivos y menciones",
      "https://magistereducacion.usach.cl/objetivos-y-menciones",
      ADDED_S24_ON,
    ),
    institutionPage(
      "cl-pucv-orientacion-2026-11-28",
      "Pontificia Universidad Católica de Valparaíso",
      "Orientadores se reúnen con directora del DEMRE (Diplomado en Orientación Vocacional y Acceso a la Educación Superior)",
      "https://www.pucv.cl/pucv/noticias/vida-universitaria/orientadores-se-reunen-con-directora-del-demre-para-abordar-desafios-de",
      ADDED_S24_ON,
    ),
    institutionPage(
      "cl-usach-postitulo-ingles-2026-11-28",
      "Universidad de Santiago de Chile, Departamento de Lingüística y Literatura",
      "Postgraduate in Teaching/Learning in English as a Foreign Language for Teachers of Basic General Education",
      "https://linguisticayliteratura.usach.cl/en/postgraduate-teachinglearning-english-foreign-language-teachers-basic-general-education",
      ADDED_S24_ON,
    ),
    institutionPage(
      "cl-unab-logistec-2014",
      "Revista Logistec",
      "El mercado académico mira con atención el desarrollo logístico chileno (mesa redonda; Ingeniería en Logística y Transporte, UNAB)",
      "https://www.revistalogistec.com/index.php/vision-empresarial/mesa-redonda/442-mesa-redonda/2475-el-mercado-academico-mira-con-atencion-el-desarrollo-logistico-chileno",
      ADDED_S24_ON,
    ),
    institutionPage(
      "cl-uss-site",
      "Universidad San Sebastián",
      "Comenzó pionero Magíster en Administración de Hospitales y Clínicas",
      "https://www.uss.cl/noticias/comenzo-pionero-magister-en-administracion-de-hospitales-y-clinicas/",
      ADDED_S24_ON,
    ),
  ],
  institutions: [
    {
      id: "cl-uss",
      country: "CL",
      name: "Universidad San Sebastián",
      city: "Santiago",
      kind: "private",
      website: "https://www.uss.cl",
      source: "cl-uss-site",
    },
  ],
  programs: [
    ...offered("cl-usach", "graduate", "cl-usach-magister-educacion-2026-11-28", [
      ["counselling", "Magíster en Educación, mención Orientación y Mediación Educativa", { duration: "4 semestres" }],
    ]),
    ...offered("cl-pucv", "graduate", "cl-pucv-orientacion-2026-11-28", [
      ["counselling", "Diplomado en Orientación Vocacional y Acceso a la Educación Superior"],
    ]),
    ...offered("cl-usach", "graduate", "cl-usach-postitulo-ingles-2026-11-28", [
      [
        "english-teaching",
        "Postgraduate in Teaching/Learning in English as a Foreign Language for Teachers of Basic General Education",
      ],
    ]),
    ...offered("cl-unab", "bachelor", "cl-unab-logistec-2014", [["logistics", "Ingeniería en Logística y Transporte"]]),
    ...offered("cl-uss", "graduate", "cl-uss-site", [
      ["health-services-administration", "Magíster en Administración de Hospitales y Clínicas"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";

/** Rows added on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "cl-duoc-ciberseguridad-2026-11-28",
      "Duoc UC (its school page, read in a copy scraped on 6 November 2025 and kept in the GitHub repository bryramirezp/Bot-Asistente-DUOC)",
      "Escuela de Informática y Telecomunicaciones – Duoc UC (https://www.duoc.cl/escuela/informatica-telecomunicaciones/): carrera profesional Ingeniería en Ciberseguridad",
      "https://github.com/bryramirezp/Bot-Asistente-DUOC/blob/34919b0bd673344e0f85d6688d8d327927a06b3b/scraping/datasets/carreras.json",
      ADDED_S26_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("cl-duoc", "bachelor", "cl-duoc-ciberseguridad-2026-11-28", [
      ["cybersecurity", "Ingeniería en Ciberseguridad"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S27`. */
const ADDED_S27_ON = "2026-11-28";

/** A row added by the S27 pass on 2026-11-28, resting on a stored copy of a Duoc UC school page (see the header). */
const ADDED_S27: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "cl-duoc-redes-2026-11-28",
      "Duoc UC (its school page, read in a copy scraped on 6 November 2025 and kept in the GitHub repository bryramirezp/Bot-Asistente-DUOC)",
      "Escuela de Informática y Telecomunicaciones – Duoc UC (https://www.duoc.cl/escuela/informatica-telecomunicaciones/): carrera técnica Técnico en Redes y Telecomunicaciones, duración 5 semestres",
      "https://github.com/bryramirezp/Bot-Asistente-DUOC/blob/34919b0bd673344e0f85d6688d8d327927a06b3b/scraping/datasets/carreras.json",
      ADDED_S27_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("cl-duoc", "technical", "cl-duoc-redes-2026-11-28", [
      ["network-technician", "Técnico en Redes y Telecomunicaciones", { duration: "5 semestres" }],
    ]),
  ],
};

const LISTED = listedInstitutions("CL", INSTITUTIONS, {
  title: "Oferta académica (página oficial)",
  retrieved: RETRIEVED,
});

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "CL",
  sources: [...LISTED.sources],
  institutions: [...LISTED.institutions],
  programs: [
    ...offered("cl-uchile", "bachelor", "cl-uchile-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Química y Farmacia"],
      ["clinical-laboratory-science", "Tecnología Médica"],
      ["nutrition", "Nutrición y Dietética"],
      ["physical-therapy", "Kinesiología"],
      ["speech-therapy", "Fonoaudiología"],
      ["occupational-therapy", "Terapia Ocupacional"],
      ["psychology", "Psicología"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["agronomy", "Agronomía"],
      ["forestry-engineering", "Ingeniería Forestal"],
      ["law", "Derecho"],
      ["business-administration", "Ingeniería Comercial"],
      ["economics", "Ingeniería Comercial, mención Economía"],
      ["accounting", "Contador Auditor"],
      ["political-science", "Ciencia Política"],
      ["public-administration", "Administración Pública"],
      ["sociology", "Sociología"],
      ["anthropology", "Antropología"],
      ["social-work", "Trabajo Social"],
      ["history", "Historia"],
      ["philosophy", "Filosofía"],
      ["literature", "Lengua y Literatura Hispánica"],
      ["journalism", "Periodismo"],
      ["film", "Cine y Televisión"],
      ["fine-arts", "Artes Visuales"],
      ["theatre", "Actuación Teatral"],
      ["dance", "Danza"],
      ["music", "Interpretación Musical"],
      ["early-childhood-education", "Educación Parvularia"],
      ["architecture", "Arquitectura"],
      ["industrial-design", "Diseño"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Civil Mecánica"],
      ["electrical-engineering", "Ingeniería Civil Eléctrica"],
      ["chemical-engineering", "Ingeniería Civil Química"],
      ["industrial-engineering", "Ingeniería Civil Industrial"],
      ["mining-engineering", "Ingeniería Civil de Minas"],
      ["computer-science", "Ingeniería Civil en Computación"],
      ["biotechnology", "Ingeniería Civil en Biotecnología"],
      ["biology", "Biología"],
      ["chemistry", "Química"],
      ["geology", "Geología"],
    ]),
    ...offered("cl-uc", "bachelor", "cl-uc-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["nutrition", "Nutrición y Dietética"],
      ["physical-therapy", "Kinesiología"],
      ["speech-therapy", "Fonoaudiología"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["business-administration", "Ingeniería Comercial"],
      ["economics", "Ingeniería Comercial, mención Economía"],
      ["political-science", "Ciencia Política"],
      ["sociology", "Sociología"],
      ["anthropology", "Antropología"],
      ["social-work", "Trabajo Social"],
      ["history", "Historia"],
      ["philosophy", "Filosofía"],
      ["literature", "Letras Hispánicas"],
      ["journalism", "Periodismo"],
      ["film", "Dirección Audiovisual"],
      ["music", "Música"],
      ["fine-arts", "Arte"],
      ["theatre", "Actuación"],
      ["architecture", "Arquitectura"],
      ["industrial-design", "Diseño"],
      ["graphic-design", "Diseño"],
      ["construction-engineering", "Construcción Civil"],
      ["civil-engineering", "Ingeniería, major en Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería, major en Ingeniería Industrial"],
      ["mechanical-engineering", "Ingeniería, major en Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería, major en Ingeniería Eléctrica"],
      ["chemical-engineering", "Ingeniería, major en Ingeniería Química"],
      ["agronomy", "Agronomía"],
      ["forestry-engineering", "Ingeniería Forestal"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["biology", "Biología"],
      ["chemistry", "Química"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["statistics", "Estadística"],
      ["early-childhood-education", "Educación Parvularia"],
      ["primary-education", "Pedagogía en Educación General Básica"],
      ["english-teaching", "Pedagogía en Inglés para Educación Básica y Media"],
      ["theology", "Teología"],
    ]),
    ...offered("cl-udec", "bachelor", "cl-udec-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Química y Farmacia"],
      ["nutrition", "Nutrición y Dietética"],
      ["physical-therapy", "Kinesiología"],
      ["speech-therapy", "Fonoaudiología"],
      ["psychology", "Psicología"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["agronomy", "Agronomía"],
      ["forestry-engineering", "Ingeniería Forestal"],
      ["law", "Derecho"],
      ["business-administration", "Ingeniería Comercial"],
      ["accounting", "Contador Auditor"],
      ["social-work", "Trabajo Social"],
      ["sociology", "Sociología"],
      ["journalism", "Periodismo"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Civil Mecánica"],
      ["electrical-engineering", "Ingeniería Civil Eléctrica"],
      ["electronic-engineering", "Ingeniería Civil Electrónica"],
      ["chemical-engineering", "Ingeniería Civil Química"],
      ["industrial-engineering", "Ingeniería Civil Industrial"],
      ["mining-engineering", "Ingeniería Civil de Minas"],
      ["computer-science", "Ingeniería Civil Informática"],
      ["biomedical-engineering", "Ingeniería Civil Biomédica"],
      ["biology", "Biología"],
      ["chemistry", "Química"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["statistics", "Estadística"],
      ["geology", "Geología"],
      ["marine-biology", "Biología Marina"],
      ["translation", "Traducción/Interpretación en Idiomas Extranjeros"],
      ["environmental-engineering", "Ingeniería Ambiental"],
    ]),
    ...offered("cl-usach", "bachelor", "cl-usach-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["psychology", "Psicología"],
      ["business-administration", "Ingeniería Comercial"],
      ["accounting", "Contador Público y Auditor"],
      ["journalism", "Periodismo"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil en Obras Civiles"],
      ["mechanical-engineering", "Ingeniería Civil Mecánica"],
      ["electrical-engineering", "Ingeniería Civil Eléctrica"],
      ["industrial-engineering", "Ingeniería Civil Industrial"],
      ["chemical-engineering", "Ingeniería Civil Química"],
      ["mining-engineering", "Ingeniería Civil en Minas"],
      ["computer-science", "Ingeniería Civil en Informática"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["chemistry", "Química"],
      ["biotechnology", "Ingeniería en Biotecnología"],
      ["physical-therapy", "Kinesiología"],
      ["english-teaching", "Pedagogía en Inglés"],
      ["mathematics-teaching", "Pedagogía en Matemática y Computación"],
      ["physical-education", "Pedagogía en Educación Física"],
      ["public-administration", "Administración Pública"],
    ]),
    ...offered("cl-usm", "bachelor", "cl-usm-site", [
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Civil Mecánica"],
      ["electrical-engineering", "Ingeniería Civil Eléctrica"],
      ["electronic-engineering", "Ingeniería Civil Electrónica"],
      ["telecommunications-engineering", "Ingeniería Civil Telemática"],
      ["chemical-engineering", "Ingeniería Civil Química"],
      ["industrial-engineering", "Ingeniería Civil Industrial"],
      ["mining-engineering", "Ingeniería Civil de Minas"],
      ["computer-science", "Ingeniería Civil Informática"],
      ["environmental-engineering", "Ingeniería Civil Ambiental"],
      ["construction-engineering", "Construcción Civil"],
      ["architecture", "Arquitectura"],
      ["business-administration", "Ingeniería Comercial"],
    ]),
    ...offered("cl-uchile", "graduate", "cl-uchile-site", [
      ["business-administration", "MBA Universidad de Chile", { duration: "2 años" }],
      ["finance", "Magíster en Finanzas", { duration: "2 años" }],
      ["marketing", "Magíster en Marketing", { duration: "2 años" }],
      ["economics", "Magíster en Economía", { duration: "2 años" }],
      ["public-administration", "Magíster en Gestión y Políticas Públicas", { duration: "2 años" }],
      ["international-relations", "Magíster en Estudios Internacionales", { duration: "2 años" }],
      ["political-science", "Magíster en Ciencia Política", { duration: "2 años" }],
      ["industrial-engineering", "Magíster en Gestión de Operaciones", { duration: "2 años" }],
      ["information-systems", "Magíster en Tecnologías de la Información", { duration: "2 años" }],
      ["urban-planning", "Magíster en Urbanismo", { duration: "2 años" }],
      ["cultural-management", "Magíster en Gestión Cultural", { duration: "2 años" }],
      ["communication-studies", "Magíster en Comunicación Política", { duration: "2 años" }],
    ]),
    ...offered("cl-uc", "graduate", "cl-uc-site", [
      ["business-administration", "MBA UC", { duration: "2 años" }],
      ["economics", "Magíster en Economía", { duration: "2 años" }],
      ["political-science", "Magíster en Ciencia Política", { duration: "2 años" }],
      ["social-work", "Magíster en Trabajo Social", { duration: "2 años" }],
      ["data-science", "Magíster en Ciencia de Datos", { duration: "2 años" }],
      ["statistics", "Magíster en Estadística", { duration: "2 años" }],
      ["urban-planning", "Magíster en Desarrollo Urbano", { duration: "2 años" }],
      ["health-services-administration", "Magíster en Administración en Salud", { duration: "2 años" }],
    ]),
    ...offered("cl-usach", "graduate", "cl-usach-site", [
      ["human-resources", "Magíster en Gestión de Personas y Dinámica Organizacional", { duration: "2 años" }],
      ["industrial-engineering", "Magíster en Ingeniería Industrial", { duration: "2 años" }],
    ]),
    ...offered("cl-udec", "graduate", "cl-udec-site", [
      ["statistics", "Magíster en Estadística", { duration: "2 años" }],
      ["social-work", "Magíster en Trabajo Social y Políticas Sociales", { duration: "2 años" }],
    ]),
    ...offered("cl-uv", "graduate", "cl-uv-site", [["statistics", "Magíster en Estadística", { duration: "2 años" }]]),
    ...offered("cl-umce", "bachelor", "cl-umce-site", [
      ["early-childhood-education", "Educación Parvularia"],
      ["primary-education", "Pedagogía en Educación Básica"],
      ["special-education", "Pedagogía en Educación Diferencial"],
      ["english-teaching", "Pedagogía en Inglés"],
      ["mathematics-teaching", "Pedagogía en Matemática"],
      ["physical-education", "Pedagogía en Educación Física, Deportes y Recreación"],
      ["music-education", "Pedagogía en Música"],
    ]),
    ...offered("cl-utem", "bachelor", "cl-utem-site", [
      ["library-science", "Bibliotecología y Documentación"],
      ["architecture", "Arquitectura"],
      ["industrial-engineering", "Ingeniería Civil Industrial"],
      ["international-business", "Ingeniería en Comercio Internacional"],
    ]),
    ...offered("cl-uv", "bachelor", "cl-uv-site", [
      ["medicine", "Medicina"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["biomedical-engineering", "Ingeniería Civil Biomédica"],
      ["public-administration", "Administración Pública"],
      ["architecture", "Arquitectura"],
      ["international-business", "Ingeniería en Negocios Internacionales"],
    ]),
    ...offered("cl-pucv", "bachelor", "cl-pucv-site", [
      ["business-administration", "Ingeniería Comercial"],
      ["law", "Derecho"],
      ["psychology", "Psicología"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Civil Industrial"],
      ["journalism", "Periodismo"],
      ["social-work", "Trabajo Social"],
      ["music-education", "Pedagogía en Música"],
    ]),
    ...offered("cl-pucv", "graduate", "cl-pucv-site", [
      ["mathematics-teaching", "Magíster en Didáctica de la Matemática", { duration: "2 años" }],
    ]),
    ...offered("cl-udp", "bachelor", "cl-udp-site", [
      ["advertising", "Publicidad"],
      ["journalism", "Periodismo"],
      ["graphic-design", "Diseño"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["business-administration", "Ingeniería Comercial"],
    ]),
    ...offered("cl-uai", "bachelor", "cl-uai-site", [
      ["business-administration", "Ingeniería Comercial"],
      ["data-science", "Ingeniería Civil en Ciencia de Datos"],
      ["law", "Derecho"],
      ["psychology", "Psicología"],
      ["journalism", "Periodismo"],
    ]),
    ...offered("cl-uai", "graduate", "cl-uai-site", [
      ["business-administration", "MBA", { duration: "2 años" }],
      ["data-science", "Magíster en Data Science", { duration: "2 años" }],
      ["marketing", "Magíster en Marketing", { duration: "2 años" }],
      ["public-administration", "Magíster en Políticas Públicas", { duration: "2 años" }],
    ]),
    ...offered("cl-inacap", "technical", "cl-inacap-site", [
      ["automotive-mechanics", "Técnico en Mecánica Automotriz y Autotrónica"],
      ["construction-technician", "Técnico en Construcción"],
      ["programming-technician", "Analista Programador"],
      ["network-technician", "Técnico en Conectividad y Redes"],
      ["culinary-arts", "Técnico en Gastronomía"],
      ["nursing-technician", "Técnico de Nivel Superior en Enfermería"],
      ["electrical-technician", "Técnico en Electricidad y Automatización Industrial"],
      ["industrial-maintenance", "Técnico en Mantenimiento Industrial"],
      ["foreign-trade-customs", "Técnico en Comercio Exterior"],
      ["agricultural-technician", "Técnico Agrícola"],
      ["veterinary-technician", "Técnico Veterinario y Pecuario"],
      ["mechatronics-technician", "Técnico en Automatización y Robótica"],
    ]),
    ...offered("cl-duoc", "technical", "cl-duoc-site", [
      ["programming-technician", "Analista Programador Computacional"],
      ["sound-technician", "Técnico en Sonido"],
      ["culinary-arts", "Gastronomía"],
      ["construction-technician", "Técnico en Construcción"],
      ["automotive-mechanics", "Técnico en Mecánica Automotriz"],
      ["electrical-technician", "Técnico en Electricidad y Automatización Industrial"],
      ["nursing-technician", "Técnico de Nivel Superior en Enfermería"],
      ["veterinary-technician", "Técnico Veterinario"],
      ["radio-television-production", "Técnico Audiovisual"],
    ]),
    ...offered("cl-duoc", "bachelor", "cl-duoc-site", [
      ["game-design", "Ingeniería en Desarrollo de Videojuegos y Realidad Virtual", { duration: "4 años" }],
      ["animation", "Animación Digital", { duration: "4 años" }],
      ["graphic-design", "Diseño Gráfico", { duration: "4 años" }],
      ["film", "Comunicación Audiovisual", { duration: "4 años" }],
      ["advertising", "Publicidad", { duration: "4 años" }],
      ["information-systems", "Ingeniería en Informática", { duration: "4 años" }],
    ]),
    ...offered("cl-inacap", "bachelor", "cl-inacap-site", [
      ["information-systems", "Ingeniería en Informática", { duration: "4 años" }],
    ]),
    ...offered("cl-santotomas", "technical", "cl-santotomas-site", [
      ["early-childhood-assistant", "Técnico en Educación Parvularia"],
      ["nursing-technician", "Técnico de Nivel Superior en Enfermería"],
      ["veterinary-technician", "Técnico Veterinario"],
    ]),
  ],
};

/** The date of the pages read by the `VERIFIED_S27` pass. */
const VERIFIED_S27_ON = "2026-11-28";
/** A page read by the `VERIFIED_S27` pass (its id ends in `-s27`). */
const s27 = taggedPages("s27", VERIFIED_S27_ON);

/** The pages the session-27 verification pass read, one per row or per set of rows it bears out (see the header). */
const S27 = {
  ucVet: s27(
    "cl-uc-veterinaria",
    "Pontificia Universidad Católica de Chile",
    "Inician construcción del edificio docente de medicina veterinaria UC en campus San Joaquín (la UC abrió la carrera de Medicina Veterinaria, con 85 estudiantes en su primera generación)",
    "https://www.uc.cl/noticias/inician-construccion-del-edificio-docente-de-medicina-veterinaria-uc-en-campus-san-joaquin/",
  ),
  uchileVet: s27(
    "cl-uchile-favet",
    "Universidad de Chile, Facultad de Ciencias Veterinarias y Pecuarias",
    "Favet realizó su primer Open Day (la Directora de la Escuela de Pregrado dio a conocer la carrera de medicina veterinaria)",
    "https://veterinaria.uchile.cl/noticias/148912/favet-realizo-su-primer-open-day-con-gran-participacion-de-estudiantes",
  ),
  udecIng: s27(
    "cl-udec-ingenieria",
    "Universidad de Concepción (Panorama, its news bulletin)",
    "La Facultad de Ingeniería imparte las carreras de Ingeniería Civil en las especialidades de Química, Mecánica, Metalurgia, Civil, Eléctrica, Electrónica, Industrial e Informática",
    "https://www2.udec.cl/panorama/p381/p14.htm",
  ),
  ucTs: s27(
    "cl-uc-trabajo-social",
    "Pontificia Universidad Católica de Chile, Escuela de Trabajo Social",
    "Historia (desde 1992 la Licenciatura en Trabajo Social; desde 2003 el Magíster en Trabajo Social; la carrera Trabajo Social, campus San Joaquín, acreditada hasta octubre de 2029)",
    "https://trabajosocial.uc.cl/nuestra-escuela/historia",
  ),
  uchileTs: s27(
    "cl-uchile-trabajo-social",
    "Universidad de Chile",
    "Trabajo Social: la intervención social al servicio del país (en 2015 se reabrió la carrera de Trabajo Social en la Universidad de Chile)",
    "https://www.uchile.cl/noticias/140069/trabajo-social-la-intervencion-social-al-servicio-del-pais",
  ),
  uchileMec: s27(
    "cl-uchile-mecanica",
    "Ramón Frederick, academic of the Departamento de Ingeniería Mecánica, FCFM, Universidad de Chile (read in a copy on Scribd)",
    "Una visión parcial de la historia de Ingeniería Mecánica en la FCFM (la carrera de Ingeniería Civil Mecánica, creada en 1965, se dicta desde 1966; 1060 titulados hasta junio de 2014)",
    "https://es.scribd.com/document/378106950/historia-de-ingenieria-mecanica-por-ramon-frederick-pdf",
  ),
  udecTs: s27(
    "cl-udec-trabajo-social",
    "Universidad de Concepción, Departamento de Trabajo Social",
    "Historia (la carrera de Trabajo Social, con el grado de Licenciado/a en Trabajo Social y el título profesional de Trabajador/a Social; plan de estudios de 2015)",
    "https://trabajosocial.udec.cl/departamento/historia",
  ),
  umce: s27(
    "cl-umce-musica",
    "Universidad Metropolitana de Ciencias de la Educación, Departamento de Música",
    "Departamento de Música: visión y misión (la carrera de Licenciatura en Educación y Pedagogía en Música)",
    "https://www.umce.cl/index.php/dpto-musica-vision-mision",
  ),
  pucv: s27(
    "cl-pucv-musica",
    "Pontificia Universidad Católica de Valparaíso, Instituto de Música",
    "Instituto de Música realiza bienvenida a nuevos estudiantes (Pedagogía en Música, Licenciatura en Ciencias y Artes Musicales, Licenciatura mención Composición, Interpretación Musical), 9 de marzo de 2022",
    "https://pucv.cl/uuaa/instituto-de-musica-realiza-bienvenida-a-nuevos-estudiantes",
  ),
  inap: s27(
    "cl-uchile-inap",
    "Universidad de Chile, Instituto de Asuntos Públicos",
    "Conoce la nueva carrera de Ciencia Política de la Universidad de Chile (desde 2019, 10 semestres, Licenciatura en Ciencia Política; el Instituto imparte la carrera de Administración Pública y, desde 1982, el Magíster en Ciencia Política)",
    "https://www.inap.uchile.cl/noticias/150396/conoce-la-nueva-carrera-de-ciencia-politica-de-la-universidad-de-chile",
  ),
  uchileNut: s27(
    "cl-uchile-nutricion",
    "Universidad de Chile, Facultad de Medicina",
    "Escuela de Nutrición y Dietética: historia (grado de Licenciado en Nutrición y Dietética desde 1995; título de Nutricionista)",
    "https://medicina.uchile.cl/pregrado/resenas-escuelas/escuela-de-nutricion-y-dietetica",
  ),
  uv: s27(
    "cl-uv-administracion-publica",
    "Universidad de Valparaíso, Escuela de Administración Pública",
    "Administración Pública-Santiago tituló a 41 nuevos profesionales (2014)",
    "https://santiago.uv.cl/noticias/110-titulacion2014apu",
  ),
  usachAp: s27(
    "cl-usach-administracion-publica",
    "Universidad de Santiago de Chile",
    "Carrera de Administración Pública: formadora de profesionales para el servicio público democrático e inclusivo (Facultad de Administración y Economía)",
    "https://usach.cl/en/node/7602",
  ),
  usachEf: s27(
    "cl-usach-educacion-fisica",
    "Universidad de Santiago de Chile, Facultad de Ciencias Médicas",
    "Pedagogía en Educación Física (a fourth-year student of the career at the 2019 Naples Universiade)",
    "https://fcm.usach.cl/tags/pedagogia-en-educacion-fisica",
  ),
  mgpp: s27(
    "cl-uchile-mgpp",
    "Universidad de Chile, Centro de Sistemas Públicos (Ingeniería Industrial)",
    "Emotiva celebración de 15 años del Magíster en Gestión de Políticas Públicas (MGPP), FCFM, Universidad de Chile, 31 de agosto de 2010",
    "https://www.sistemaspublicos.cl/2010/08/31/emotiva-celebracion-de-15-anos-del-magister-en-gestion-de-politicas-publicas/",
  ),
  uchileFil: s27(
    "cl-uchile-filosofia",
    "Universidad de Chile, Facultad de Filosofía y Humanidades",
    "Estudiantes que contribuyen al desarrollo y debate nacional (la Facultad ofrece cuatro programas de licenciatura: Lengua y Literatura Hispánica, Lengua y Literatura Inglesa, Filosofía e Historia), 2011",
    "https://filosofia.uchile.cl/noticias/71528/reportajeestudiantes-que-contribuyen-al-desarrollo-y-debate-nacional",
  ),
  ucIcp: s27(
    "cl-uc-ciencia-politica",
    "Pontificia Universidad Católica de Chile, Instituto de Ciencia Política",
    "Sobre nosotros (un programa de postgrado, el Magíster, y otro de pregrado, que otorga una Licenciatura en Ciencia Política y el título profesional de Cientista Político)",
    "https://www.cienciapolitica.uc.cl/nosotros/sobre-nosotros",
  ),
};

/**
 * Session 27's verification pass (2026-11-28): the most-shown rows written without reading their page, each re-pointed to
 * a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S27: CatalogPass = {
  sources: Object.values(S27),
  reread: [
    { institution: "cl-uc", career: "veterinary-medicine", level: "bachelor", source: S27.ucVet.id },
    { institution: "cl-uchile", career: "veterinary-medicine", level: "bachelor", source: S27.uchileVet.id },
    { institution: "cl-udec", career: "mechanical-engineering", level: "bachelor", source: S27.udecIng.id },
    { institution: "cl-udec", career: "industrial-engineering", level: "bachelor", source: S27.udecIng.id },
    { institution: "cl-uc", career: "social-work", level: "graduate", source: S27.ucTs.id, set: { duration: null } },
    { institution: "cl-uc", career: "social-work", level: "bachelor", source: S27.ucTs.id },
    { institution: "cl-uchile", career: "social-work", level: "bachelor", source: S27.uchileTs.id },
    { institution: "cl-uchile", career: "mechanical-engineering", level: "bachelor", source: S27.uchileMec.id },
    { institution: "cl-udec", career: "social-work", level: "bachelor", source: S27.udecTs.id },
    {
      institution: "cl-umce",
      career: "music-education",
      level: "bachelor",
      source: S27.umce.id,
      set: { name: "Licenciatura en Educación y Pedagogía en Música" },
    },
    { institution: "cl-pucv", career: "music-education", level: "bachelor", source: S27.pucv.id },
    {
      institution: "cl-uchile",
      career: "political-science",
      level: "bachelor",
      source: S27.inap.id,
      set: { duration: "10 semestres" },
    },
    { institution: "cl-uchile", career: "public-administration", level: "bachelor", source: S27.inap.id },
    {
      institution: "cl-uchile",
      career: "political-science",
      level: "graduate",
      source: S27.inap.id,
      set: { duration: null },
    },
    { institution: "cl-uchile", career: "nutrition", level: "bachelor", source: S27.uchileNut.id },
    { institution: "cl-uv", career: "public-administration", level: "bachelor", source: S27.uv.id },
    { institution: "cl-usach", career: "public-administration", level: "bachelor", source: S27.usachAp.id },
    { institution: "cl-usach", career: "physical-education", level: "bachelor", source: S27.usachEf.id },
    {
      institution: "cl-uchile",
      career: "public-administration",
      level: "graduate",
      source: S27.mgpp.id,
      set: { duration: null },
    },
    {
      institution: "cl-uchile",
      career: "philosophy",
      level: "bachelor",
      source: S27.uchileFil.id,
      set: { name: "Licenciatura en Filosofía" },
    },
    { institution: "cl-uc", career: "political-science", level: "bachelor", source: S27.ucIcp.id },
    {
      institution: "cl-uc",
      career: "political-science",
      level: "graduate",
      source: S27.ucIcp.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S27B` pass (its id ends in `-s27b`). */
const s27b = taggedPages("s27b", VERIFIED_S27_ON);

/** The pages the second session-27 verification pass read, one per row it bears out (see the header). */
const S27B = {
  udecVet: s27b(
    "cl-udec-veterinaria",
    "La Discusión (Chillán)",
    "Medicina Veterinaria celebra 50 años en el Campus Chillán (la carrera de la Facultad de Ciencias Veterinarias de la Universidad de Concepción, cuyas clases en Chillán comenzaron el 24 de marzo de 1974)",
    "https://ladiscusion.cl/medicina-veterinaria-celebra-50-anos-en-el-campus-chillan",
  ),
  usachMat: s27b(
    "cl-usach-matematica",
    "Universidad de Santiago de Chile",
    "La Usach en el ranking QS 2017 de matemáticas (según el decano de la Facultad de Ciencia, la Licenciatura en Matemática funcionó hasta 2002 y fue cambiada por la Ingeniería Matemática)",
    "https://usach.cl/node/5039",
  ),
  ucMat: s27b(
    "cl-uc-matematicas",
    "Pontificia Universidad Católica de Chile, Facultad de Matemáticas",
    "La Matemática en la UC (la Escuela de Matemáticas, 1966-1969, y los primeros licenciados en Matemáticas de la UC)",
    "https://sgp.mat.uc.cl/la-matematica-en-la-uc.html",
  ),
  pucvTs: s27b(
    "cl-pucv-trabajo-social",
    "Pontificia Universidad Católica de Valparaíso, Escuela de Trabajo Social",
    "Historia de la Escuela de Trabajo Social (fundada en abril de 1956 para formar profesionales del trabajo social; sus planes de estudio)",
    "https://trabajosocialpucv.cl/?p=39",
  ),
  udecNut: s27b(
    "cl-udec-nutricion",
    "Revista Nos (Concepción)",
    "Facultad de Farmacia de la Universidad de Concepción: profesionales con una sólida formación científica (de ella dependen las carreras de Química y Farmacia, Bioquímica y Nutrición y Dietética)",
    "https://revistanos.cl/facultad-de-farmacia-de-la-universidad-de-concepcion-profesionales-con-una-solida-formacion-cientifica",
  ),
  uvNi: s27b(
    "cl-uv-negocios-internacionales",
    "Universidad de Valparaíso",
    "Carrera de Ingeniería en Negocios Internacionales se certifica por 7 años (hasta diciembre de 2027; sedes Viña del Mar y Santiago), 14 de diciembre de 2020",
    "https://www.uv.cl/pdn/?id=11886",
  ),
  uchileInd: s27b(
    "cl-uchile-ingenieria-industrial",
    "Universidad de Chile, Departamento de Ingeniería Industrial (FCFM)",
    "Ingeniería Industrial: 60 años trabajando por un mejor país (la carrera de ingeniería civil industrial), 19 de mayo de 2025",
    "https://www.dii.uchile.cl/2025/05/19/ingenieria-industrial-60-anos-trabajando-por-un-mejor-pais",
  ),
  ucFil: s27b(
    "cl-uc-filosofia",
    "Pontificia Universidad Católica de Chile, Instituto de Estética (Facultad de Filosofía)",
    "Inicio año académico 2019 Facultad de Filosofía (matrículas de honor a estudiantes de pregrado del Instituto de Filosofía, de primer a cuarto año)",
    "https://estetica.uc.cl/noticias/659-inicio-ano-academico-2019-facultad-de-filosofia",
  ),
  utemBib: s27b(
    "cl-utem-bibliotecologia",
    "Universidad Tecnológica Metropolitana, Departamento de Gestión de Información (read in a copy on Scribd)",
    "Serie Bibliotecología y Gestión de Información N° 100, julio de 2017: Tendencias en Bibliotecología y Ciencias de la Información, una mirada para el rediseño curricular (con el Director de la Escuela de Bibliotecología)",
    "https://es.scribd.com/document/438591104/Serie-100-2017-2-ed-pdf",
  ),
};

/**
 * Session 27's second verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S27B: CatalogPass = {
  sources: Object.values(S27B),
  reread: [
    { institution: "cl-udec", career: "veterinary-medicine", level: "bachelor", source: S27B.udecVet.id },
    {
      institution: "cl-usach",
      career: "mathematics",
      level: "bachelor",
      source: S27B.usachMat.id,
      set: { name: "Ingeniería Matemática" },
    },
    { institution: "cl-uc", career: "mathematics", level: "bachelor", source: S27B.ucMat.id },
    { institution: "cl-pucv", career: "social-work", level: "bachelor", source: S27B.pucvTs.id },
    { institution: "cl-udec", career: "nutrition", level: "bachelor", source: S27B.udecNut.id },
    { institution: "cl-uv", career: "international-business", level: "bachelor", source: S27B.uvNi.id },
    { institution: "cl-uchile", career: "industrial-engineering", level: "bachelor", source: S27B.uchileInd.id },
    { institution: "cl-uc", career: "philosophy", level: "bachelor", source: S27B.ucFil.id },
    { institution: "cl-utem", career: "library-science", level: "bachelor", source: S27B.utemBib.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  usachMat: s28(
    "cl-usach-ingenieria-matematica",
    "Universidad de Santiago de Chile, Diario Usach",
    "Bioquímica, astrofísica e ingeniería matemática: mujeres científicas destacan en el proceso de Admisión 2025 Usach (matrículas de pregrado), 22 de enero de 2025",
    "https://diariousach.cl/bioquimica-astrofisica-e-ingenieria-matematica-mujeres-cientificas",
  ),
  usachCpa: s28(
    "cl-usach-contador-publico-auditor",
    "Universidad de Santiago de Chile, Facultad de Administración y Economía",
    "La carrera de Contador Público y Auditor inicia su proceso de autoevaluación para una tercera acreditación (acreditada en 2005 y 2012 por seis años; Departamento de Contabilidad y Auditoría), julio de 2017",
    "https://fae.usach.cl/fae/index.php?option=com_content&view=article&id=4881:2017-07-10-15-37-23&catid=13:noticias-fae",
  ),
  usachInd: s28(
    "cl-usach-ingenieria-industrial",
    "Universidad de Santiago de Chile, Ingeniería Industrial (fudea.usach.cl)",
    "Expertos y estudiantes discutieron sobre nuevos desafíos en la gestión de operaciones (simposio de estudiantes de Ingeniería Industrial; el rector sobre los ingenieros civiles industriales de la Universidad de Santiago de Chile), 16 de agosto de 2016",
    "https://www.fudea.usach.cl/noticias/2016/8/16/expertos-y-estudiantes-discutieron-sobre-nuevos-desafos-en-la-gestin-de-operaciones",
  ),
  uchileMba: s28(
    "cl-uchile-mba",
    "Universidad de Chile, Departamento de Ingeniería Industrial (FCFM)",
    "Christian Diez, director de MBAs: el MBA UChile, primero en el ranking 2023 de AméricaEconomía (programa iniciado en 1994), 24 de noviembre de 2023",
    "https://dii.uchile.cl/2023/11/24/christian-diez-director-de-mbas-este-resultado-se-suma-a-otros-que-demuestran-que-el-mba-uchile-es-el-mejor-programa-del-pais-y-uno-de-los-mas-destacados-de-america-latina",
  ),
  uchileMkt: s28(
    "cl-uchile-fen-magisteres",
    "La Tercera",
    "Desde alianzas con el MIT a clases online: así son los nuevos posgrados y magísteres en el país (los magísteres de la FEN de la Universidad de Chile, en Finanzas, Marketing, Analítica de negocios o Economía), 12 de enero de 2026",
    "https://www.latercera.com/educacion/noticia/desde-alianzas-con-el-mit-a-clases-online-asi-son-los-nuevos-posgrados-y-magisteres-en-el-pais/",
  ),
  ucMba: s28(
    "cl-uc-mba",
    "Diario Financiero",
    "Ranking internacional: Universidad Católica y de Chile son las mejores de A. Latina para estudiar un MBA (el MBA UC, primero de Latinoamérica en el QS Global Executive MBA Rankings 2022; su director, Marcos Singer), junio de 2022",
    "https://www.df.cl/economia-y-politica/pais/ranking-internacional-universidad-catolica-y-de-chile-son-las-mejores",
  ),
  uaiMba: s28(
    "cl-uai-mba",
    "Pauta",
    "Cómo y en qué han cambiado los programas de MBA en Chile (Horacio Arredondo, director del MBA de la Universidad Adolfo Ibáñez; MBA full time y executive), 24 de junio de 2019",
    "https://pauta.cl/economia/2019/06/24/como-y-en-que-han-cambiado-los-programas-de-mba-en-chile.html",
  ),
  uchileArtes: s28(
    "cl-uchile-artes-visuales",
    "Universidad de Chile, Facultad de Artes (revista Arte en la Chile, N° 13)",
    "Se inicia proceso de postulación a la Sala Juan Egenau del Departamento de Artes Visuales (ciclo Tesis para los estudiantes tesistas de la Licenciatura en Artes mención Artes Plásticas), 2014",
    "https://www.libros.uchile.cl/files/revistas/facultades/artes/ArteEnLaChile/13/files/assets/basic-html/page9.html",
  ),
  inacapConst: s28(
    "cl-inacap-tecnico-construccion",
    "El Dínamo",
    "Programa pre-técnico facilita que trabajadores de la construcción ingresen a la educación superior y convaliden hasta un año de carrera (CChC e Inacap: convalida un año de Técnico en Construcción o Construcción Civil en Inacap), 17 de junio de 2022",
    "https://www.eldinamo.cl/educacion/Programa-pre-tecnico-facilita-que-trabajadores-de-la-construccion-ingresen-a-la-educacion-superior-y-convaliden-hasta-un-ano-de-carrera-20220616-0050.html",
  ),
  unabMei: s28(
    "cl-unab-magister-ingles",
    "Universidad Andrés Bello, Postgrado",
    "La enseñanza del inglés con una mirada crítica, reflexiva y contextualizada (el Magíster en Enseñanza del Inglés como Lengua Extranjera, para profesores en ejercicio)",
    "https://postgrado.unab.cl/noticias/la-ensenanza-del-ingles-con-una-mirada-critica-reflexiva-y-contextualizada",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    { institution: "cl-usach", career: "mathematics", level: "bachelor", source: S28.usachMat.id },
    { institution: "cl-usach", career: "accounting", level: "bachelor", source: S28.usachCpa.id },
    { institution: "cl-usach", career: "industrial-engineering", level: "bachelor", source: S28.usachInd.id },
    {
      institution: "cl-uchile",
      career: "business-administration",
      level: "graduate",
      source: S28.uchileMba.id,
      set: { duration: null },
    },
    {
      institution: "cl-uchile",
      career: "marketing",
      level: "graduate",
      source: S28.uchileMkt.id,
      set: { duration: null },
    },
    {
      institution: "cl-uc",
      career: "business-administration",
      level: "graduate",
      source: S28.ucMba.id,
      set: { duration: null },
    },
    {
      institution: "cl-uai",
      career: "business-administration",
      level: "graduate",
      source: S28.uaiMba.id,
      set: { duration: null },
    },
    {
      institution: "cl-uchile",
      career: "fine-arts",
      level: "bachelor",
      source: S28.uchileArtes.id,
      set: { name: "Licenciatura en Artes, mención Artes Plásticas" },
    },
    { institution: "cl-inacap", career: "construction-technician", level: "technical", source: S28.inacapConst.id },
    { institution: "cl-unab", career: "english-teaching", level: "graduate", source: S28.unabMei.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row it bears out (see the header). */
const S28B = {
  uaiDataScience: s28b(
    "cl-uai-data-science",
    "Universidad Adolfo Ibáñez, Noticias UAI",
    "¿Por qué un data scientist debe realizar un postgrado? (el director del nuevo Doctorado en Data Science de la Facultad de Ingeniería y Ciencias: el programa se construye sobre el Magíster Académico en Data Science que la UAI imparte desde hace dos años), 23 de febrero de 2022",
    "https://noticias.uai.cl/director-del-doctorado-en-data-science-uai-explica-por-que-un-data-scientist-debe-realizar-un-postgrado/",
  ),
  usmIndustrial: s28b(
    "cl-usm-industrias-30-anos",
    "Universidad Técnica Federico Santa María, Departamento de Industrias",
    "Departamento de Industrias USM celebra sus 30 años (reconocimiento a los primeros profesores jornada completa de la carrera de Ingeniería Civil Industrial), 7 de junio de 2018",
    "https://www.industrias.usm.cl/2018/06/07/departamento-de-industrias-usm-celebra-sus-30-anos",
  ),
  umceEducacionFisica: s28b(
    "cl-umce-educacion-fisica-nunoa",
    "Universidad Metropolitana de Ciencias de la Educación",
    "Convenio de la UMCE con la Corporación Municipal de Deportes de Ñuñoa: estudiantes de Pedagogía en Educación Física, Deportes y Recreación realizarán su práctica final e intermedia en sus centros (noviembre de 2021)",
    "https://www.umce.cl/index.php/noticias-fac-artes/dpto-e-fisica/item/3702-umce-nunoa-deportes",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): more of the most-shown rows written without reading their page,
 * each re-pointed to a stored page that names the program at the institution and level (see the header). No row was
 * withdrawn.
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [
    {
      institution: "cl-uai",
      career: "data-science",
      level: "graduate",
      source: S28B.uaiDataScience.id,
      set: { duration: null },
    },
    { institution: "cl-usm", career: "industrial-engineering", level: "bachelor", source: S28B.usmIndustrial.id },
    { institution: "cl-umce", career: "physical-education", level: "bachelor", source: S28B.umceEducacionFisica.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row or set of rows it bears out (see the header). */
const S29 = {
  duocIngenieria: s29(
    "cl-duoc-ingenieria-recursos-naturales",
    "Duoc UC (its school page, read in a copy scraped on 6 November 2025 and kept in the GitHub repository bryramirezp/Bot-Asistente-DUOC)",
    "Escuela de Ingeniería y Recursos Naturales – Duoc UC (https://www.duoc.cl/escuela/ingenieria-recursos-naturales/): carrera técnica Técnico en Mecánica Automotriz y Autotrónica, duración 5 semestres",
    "https://github.com/bryramirezp/Bot-Asistente-DUOC/blob/34919b0bd673344e0f85d6688d8d327927a06b3b/scraping/datasets/carreras.json",
  ),
  duocConstruccion: s29(
    "cl-duoc-escuela-construccion",
    "Duoc UC (its school page, read in a copy scraped on 6 November 2025 and kept in the GitHub repository bryramirezp/Bot-Asistente-DUOC)",
    "Escuela de Construcción – Duoc UC (https://www.duoc.cl/escuela/construccion/): carrera técnica Técnico en Construcción, duración 5 semestres",
    "https://github.com/bryramirezp/Bot-Asistente-DUOC/blob/34919b0bd673344e0f85d6688d8d327927a06b3b/scraping/datasets/carreras.json",
  ),
  udecTrabajoSocial: s29(
    "cl-udec-magister-trabajo-social-panorama",
    "Universidad de Concepción, Panorama (no. 368, undated; stored at http://www2.udec.cl/panorama/p368/p8.htm)",
    "Servicio Social: inicio del año académico de la quinta versión del programa de magíster en Trabajo Social y Políticas Sociales, e inauguración del programa de Nivelación en Licenciatura para Asistentes Sociales Titulados",
    "https://www2.udec.cl/panorama/p368/p8.htm",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): rows of the worklist written without reading their page, each re-pointed
 * to a stored page (or a copy kept in a public repository) that names the program at the institution and level (see the
 * header). No row was added and none was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    {
      institution: "cl-duoc",
      career: "automotive-mechanics",
      level: "technical",
      source: S29.duocIngenieria.id,
      set: { name: "Técnico en Mecánica Automotriz y Autotrónica", duration: "5 semestres" },
    },
    {
      institution: "cl-duoc",
      career: "construction-technician",
      level: "technical",
      source: S29.duocConstruccion.id,
      set: { duration: "5 semestres" },
    },
    {
      institution: "cl-udec",
      career: "social-work",
      level: "graduate",
      source: S29.udecTrabajoSocial.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 pass read, one per school page or set of rows it bears out (see the header). */
const S29B = {
  duocComunicacion: s29b(
    "cl-duoc-escuela-comunicacion",
    "Duoc UC (its school page, read in a copy scraped on 6 November 2025 and kept in the GitHub repository bryramirezp/Bot-Asistente-DUOC)",
    "Escuela de Comunicación – Duoc UC (https://www.duoc.cl/escuela/comunicacion/): carreras profesionales Animación Digital, Comunicación Audiovisual y Publicidad, duración 8 semestres; carrera técnica Técnico Audiovisual, duración 5 semestres",
    "https://github.com/bryramirezp/Bot-Asistente-DUOC/blob/34919b0bd673344e0f85d6688d8d327927a06b3b/scraping/datasets/carreras.json",
  ),
  duocDiseno: s29b(
    "cl-duoc-escuela-diseno",
    "Duoc UC (its school page, read in a copy scraped on 6 November 2025 and kept in the GitHub repository bryramirezp/Bot-Asistente-DUOC)",
    "Escuela de Diseño – Duoc UC (https://www.duoc.cl/escuela/diseno/): carreras profesionales Diseño Gráfico y Diseño de Ambientes, duración 8 semestres",
    "https://github.com/bryramirezp/Bot-Asistente-DUOC/blob/34919b0bd673344e0f85d6688d8d327927a06b3b/scraping/datasets/carreras.json",
  ),
  duocInformatica: s29b(
    "cl-duoc-escuela-informatica",
    "Duoc UC (its school page, read in a copy scraped on 6 November 2025 and kept in the GitHub repository bryramirezp/Bot-Asistente-DUOC)",
    "Escuela de Informática y Telecomunicaciones – Duoc UC (https://www.duoc.cl/escuela/informatica-telecomunicaciones/): carrera profesional Ingeniería en Informática, duración 8 semestres",
    "https://github.com/bryramirezp/Bot-Asistente-DUOC/blob/34919b0bd673344e0f85d6688d8d327927a06b3b/scraping/datasets/carreras.json",
  ),
  duocRecursosNaturales: s29b(
    "cl-duoc-escuela-recursos-naturales",
    "Duoc UC (its school page, read in a copy scraped on 6 November 2025 and kept in the GitHub repository bryramirezp/Bot-Asistente-DUOC)",
    "Escuela de Ingeniería y Recursos Naturales – Duoc UC (https://www.duoc.cl/escuela/ingenieria-recursos-naturales/): carreras técnicas Técnico Veterinario y Pecuario y Técnico en Electricidad y Automatización Industrial, duración 5 semestres",
    "https://github.com/bryramirezp/Bot-Asistente-DUOC/blob/34919b0bd673344e0f85d6688d8d327927a06b3b/scraping/datasets/carreras.json",
  ),
  duocAdministracion: s29b(
    "cl-duoc-escuela-administracion",
    "Duoc UC (its school page, read in a copy scraped on 6 November 2025 and kept in the GitHub repository bryramirezp/Bot-Asistente-DUOC)",
    "Escuela de Administración y Negocios – Duoc UC (https://www.duoc.cl/escuela/administracion-negocios/): carrera profesional Ingeniería en Gestión Logística, duración 8 semestres",
    "https://github.com/bryramirezp/Bot-Asistente-DUOC/blob/34919b0bd673344e0f85d6688d8d327927a06b3b/scraping/datasets/carreras.json",
  ),
  duocGastronomia: s29b(
    "cl-duoc-escuela-gastronomia",
    "Duoc UC (its school page, read in a copy scraped on 6 November 2025 and kept in the GitHub repository bryramirezp/Bot-Asistente-DUOC)",
    "Escuela de Gastronomía – Duoc UC (https://www.duoc.cl/escuela/gastronomia/): carrera técnica Gastronomía, duración 5 semestres",
    "https://github.com/bryramirezp/Bot-Asistente-DUOC/blob/34919b0bd673344e0f85d6688d8d327927a06b3b/scraping/datasets/carreras.json",
  ),
  usmMecanica: s29b(
    "cl-usm-ingenieria-civil-mecanica-admision",
    "Universidad Técnica Federico Santa María, admission page of its Ingeniería Civil Mecánica (read in a copy in a students' course project, GitHub repository MatiasMarchant/ProyectoDIUAdmisionUSM)",
    "Ingeniería Civil Mecánica: título profesional Ingeniero Civil Mecánico; grado Bachiller en Ciencias de la Ingeniería y Licenciado en Ciencias de la Ingeniería Mecánica; duración de los estudios 6 años (12 semestres académicos); Campus Casa Central Valparaíso y Campus San Joaquín",
    "https://github.com/MatiasMarchant/ProyectoDIUAdmisionUSM/blob/bad1a38e6bfad09739919a73e18906ad3638288c/src/components/TablaCarreras/Carreras/Ingenieria_Civil_Mecanica_info.js",
  ),
};

/** A Duoc UC row re-read from a school page of the scraped copy, with the length (and name) the page gives. */
const duoc = (
  career: string,
  level: "technical" | "bachelor",
  source: string,
  set: { name?: string; duration: string },
) => ({ institution: "cl-duoc", career, level, source, set });

/**
 * Session 29's second verification pass (2026-11-28): Duoc UC rows re-read from the school pages of the scraped copy the
 * catalog already cites (lengths and one name as the pages give them) and USM's Ingeniería Civil Mecánica from a copy of
 * its admission page (see the header). No row was added and none was withdrawn.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  reread: [
    duoc("animation", "bachelor", S29B.duocComunicacion.id, { duration: "8 semestres" }),
    duoc("film", "bachelor", S29B.duocComunicacion.id, { duration: "8 semestres" }),
    duoc("advertising", "bachelor", S29B.duocComunicacion.id, { duration: "8 semestres" }),
    duoc("radio-television-production", "technical", S29B.duocComunicacion.id, { duration: "5 semestres" }),
    duoc("graphic-design", "bachelor", S29B.duocDiseno.id, { duration: "8 semestres" }),
    duoc("interior-design", "bachelor", S29B.duocDiseno.id, { duration: "8 semestres" }),
    duoc("information-systems", "bachelor", S29B.duocInformatica.id, { duration: "8 semestres" }),
    duoc("veterinary-technician", "technical", S29B.duocRecursosNaturales.id, {
      name: "Técnico Veterinario y Pecuario",
      duration: "5 semestres",
    }),
    duoc("electrical-technician", "technical", S29B.duocRecursosNaturales.id, { duration: "5 semestres" }),
    duoc("logistics", "bachelor", S29B.duocAdministracion.id, { duration: "8 semestres" }),
    duoc("culinary-arts", "technical", S29B.duocGastronomia.id, { duration: "5 semestres" }),
    {
      institution: "cl-usm",
      career: "mechanical-engineering",
      level: "bachelor",
      source: S29B.usmMecanica.id,
      set: { duration: "6 años (12 semestres académicos)" },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30` pass (its id ends in `-s30`). */
const s30 = taggedPages("s30", "2026-11-28");

/** The page the session-30 pass read, for the one row it bears out (see the header). */
const S30 = {
  usachMagisterIndustrial: s30(
    "cl-usach-magister-ciencias-ingenieria-industrial",
    "Universidad de Santiago de Chile, Facultad de Ingeniería (noticias)",
    'Estudiantes del Magíster en Ciencias de la Ingeniería, mención Ingeniería Industrial, seleccionados para la XXVII Jornada de Jóvenes Investigadores (10 a 12 de noviembre, modalidad virtual): "este programa, que se desarrolla hace 24 años y cuenta con 5 años de acreditación"',
    "https://fing.usach.cl/noticias/estudiantes-de-magister-en-cs-de-la-ingenieria-mencion-ingenieria-industrial-son",
  ),
};

/**
 * Session 30's pass (2026-11-28): USACH's industrial-engineering master's re-pointed to its faculty's news page and renamed
 * as that page names it; no row added or withdrawn (see the header).
 */
const VERIFIED_S30: CatalogPass = {
  sources: Object.values(S30),
  reread: [
    {
      institution: "cl-usach",
      career: "industrial-engineering",
      level: "graduate",
      source: S30.usachMagisterIndustrial.id,
      set: { name: "Magíster en Ciencias de la Ingeniería, mención Ingeniería Industrial", duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30B` pass (its id ends in `-s30b`). */
const s30b = taggedPages("s30b", "2026-11-28");

/** The page the second session-30 pass read, for the one row it adds (see the header). */
const S30B = {
  finisTerraeDisenoInterior: s30b(
    "cl-finis-terrae-diseno-interior-mifuturo-github",
    "franciscapaillas (a 2017 student data-visualization project on Chilean design degrees, GitHub repository franciscapaillas/examen_final, with data taken from the Ministerio de Educación's mifuturo.cl)",
    "datos/futuro.csv and datos/arancel.csv: «Universidad, UNIVERSIDAD FINIS TERRAE, Diseñador con mención en Interior y Equipamiento»; «Diseño, UNIVERSIDAD FINIS TERRAE, 9 semestres» (Escuela de Diseño, Av. Pedro de Valdivia 1224, Providencia, Santiago)",
    "https://github.com/franciscapaillas/examen_final/blob/90854e1b29ffa1a62822c3e3cd8d9894d850686a/datos/futuro.csv",
  ),
};

/**
 * Session 30's second pass (2026-11-28): a second interior-design bachelor's, at a new institution, read in a student's
 * copy of the Ministry's mifuturo.cl data of 2017 (a weak source, see the header). No row was re-read or withdrawn.
 */
const VERIFIED_S30B: CatalogPass = {
  sources: Object.values(S30B),
  institutions: [
    {
      id: "cl-finis-terrae",
      country: "CL",
      name: "Universidad Finis Terrae",
      city: "Santiago",
      kind: "private",
      source: S30B.finisTerraeDisenoInterior.id,
    },
  ],
  programs: [
    ...offered("cl-finis-terrae", "bachelor", S30B.finisTerraeDisenoInterior.id, [
      ["interior-design", "Diseño, mención Interior y Equipamiento", { duration: "9 semestres" }],
    ]),
  ],
  reread: [],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30C` pass (its id ends in `-s30c`). */
const s30c = taggedPages("s30c", "2026-11-28");

/** The one file the third session-30 pass read (a career data set of January 2024), cited once per row it bears out. */
const S30C = {
  cencoSoporte: s30c(
    "cl-cenco-soporte-informatico-pace-ucsc-github",
    "Francisco Fuentes (GitHub repository jav9sp/plataforma-vocacional: the «Plataforma Vocacional PACE UCSC», a student-built career guide of the Universidad Católica de la Santísima Concepción's PACE programme, whose footer says its data were gathered from each institution's official portal, mifuturo.cl and cnachile.cl)",
    "src/assets/BBDD.json: «CFT CENCO», «Técnico de Nivel Superior en Soporte Informático y Redes», Técnica, sede «Santiago (Casa Central)», «5 semestres», online; egreso: «configuración, mantención y asistencia técnica en redes informáticas»; campo laboral: «Empresas dedicadas a brindar servicios de soporte informático» (links www.cftcenco.cl)",
    "https://github.com/jav9sp/plataforma-vocacional/blob/630a31ce85408c1a5411bf9cf112ed7516dbba29/src/assets/BBDD.json",
  ),
  iplacexGestionSalud: s30c(
    "cl-iplacex-gestion-centros-salud-pace-ucsc-github",
    "Francisco Fuentes (GitHub repository jav9sp/plataforma-vocacional: the «Plataforma Vocacional PACE UCSC», a student-built career guide of the Universidad Católica de la Santísima Concepción's PACE programme, whose footer says its data were gathered from each institution's official portal, mifuturo.cl and cnachile.cl)",
    "src/assets/BBDD.json: «Instituto Profesional Latinoamericano de Comercio Exterior - IPLACEX», «Ingeniería en Gestión de Centros de Salud», título «Ingeniero en Gestión de Centros de Salud», Profesional, «8 semestres», online; campo laboral: «establecimientos de salud públicos en todas sus áreas y clínicas privadas» (links www.iplacex.cl/carreras/carreras-100-online/ingenieria-en-gestion-de-centros-de-salud/)",
    "https://github.com/jav9sp/plataforma-vocacional/blob/630a31ce85408c1a5411bf9cf112ed7516dbba29/src/assets/BBDD.json",
  ),
  uniaccBibliotecologia: s30c(
    "cl-uniacc-bibliotecologia-pace-ucsc-github",
    "Francisco Fuentes (GitHub repository jav9sp/plataforma-vocacional: the «Plataforma Vocacional PACE UCSC», a student-built career guide of the Universidad Católica de la Santísima Concepción's PACE programme, whose footer says its data were gathered from each institution's official portal, mifuturo.cl and cnachile.cl)",
    "src/assets/BBDD.json: «UNIACC», «Bibliotecología y Gestión de la Información», Profesional, «10 semestres», online (links www.uniacc.cl/facultad-de-administracion/bibliotecologia-y-gestion-de-la-informacion/)",
    "https://github.com/jav9sp/plataforma-vocacional/blob/630a31ce85408c1a5411bf9cf112ed7516dbba29/src/assets/BBDD.json",
  ),
  aiepCiberseguridad: s30c(
    "cl-aiep-ingenieria-ciberseguridad-pace-ucsc-github",
    "Francisco Fuentes (GitHub repository jav9sp/plataforma-vocacional: the «Plataforma Vocacional PACE UCSC», a student-built career guide of the Universidad Católica de la Santísima Concepción's PACE programme, whose footer says its data were gathered from each institution's official portal, mifuturo.cl and cnachile.cl)",
    "src/assets/BBDD.json: «IP AIEP», «Ingeniería en Ciberseguridad», título «Ingeniero/a en Ciberseguridad», Profesional, «8 semestres», sedes Concepción and Virtual",
    "https://github.com/jav9sp/plataforma-vocacional/blob/630a31ce85408c1a5411bf9cf112ed7516dbba29/src/assets/BBDD.json",
  ),
  lotaAraucoClimatizacion: s30c(
    "cl-cft-lota-arauco-climatizacion-pace-ucsc-github",
    "Francisco Fuentes (GitHub repository jav9sp/plataforma-vocacional: the «Plataforma Vocacional PACE UCSC», a student-built career guide of the Universidad Católica de la Santísima Concepción's PACE programme, whose footer says its data were gathered from each institution's official portal, mifuturo.cl and cnachile.cl)",
    "src/assets/BBDD.json: «Centro de Formación Técnica Lota Arauco», «Técnico Nivel Superior en Eficiencia energética y climatización», Técnica, sede Lota, «5 semestres», vespertina; egreso: «capaz de desempeñarse en etapas de instalación y mantenimiento de sistemas de climatización» (links www.cftla.cl/portal/oferta-academica.php)",
    "https://github.com/jav9sp/plataforma-vocacional/blob/630a31ce85408c1a5411bf9cf112ed7516dbba29/src/assets/BBDD.json",
  ),
  santoTomasFarmacia: s30c(
    "cl-cft-santo-tomas-farmacia-pace-ucsc-github",
    "Francisco Fuentes (GitHub repository jav9sp/plataforma-vocacional: the «Plataforma Vocacional PACE UCSC», a student-built career guide of the Universidad Católica de la Santísima Concepción's PACE programme, whose footer says its data were gathered from each institution's official portal, mifuturo.cl and cnachile.cl)",
    "src/assets/BBDD.json: «Centro de Formación Técnica Santo Tomás», «Técnico en Farmacia», título «Técnico de Nivel Superior en Farmacia», sede Los Ángeles, «5 semestres» (links www.cftsantotomas.cl/carreras/tecnico-en-farmacia/)",
    "https://github.com/jav9sp/plataforma-vocacional/blob/630a31ce85408c1a5411bf9cf112ed7516dbba29/src/assets/BBDD.json",
  ),
  udecMatematica: s30c(
    "cl-udec-licenciatura-matematica-pace-ucsc-github",
    "Francisco Fuentes (GitHub repository jav9sp/plataforma-vocacional: the «Plataforma Vocacional PACE UCSC», a student-built career guide of the Universidad Católica de la Santísima Concepción's PACE programme, whose footer says its data were gathered from each institution's official portal, mifuturo.cl and cnachile.cl)",
    "src/assets/BBDD.json: «Universidad de Concepción», «Licenciatura en Matemática», título «Licenciado/a en Matemática», sede Concepción, «8 semestres» (links admision.udec.cl/licenciatura-en-matematica/)",
    "https://github.com/jav9sp/plataforma-vocacional/blob/630a31ce85408c1a5411bf9cf112ed7516dbba29/src/assets/BBDD.json",
  ),
  udecAuditoria: s30c(
    "cl-udec-auditoria-pace-ucsc-github",
    "Francisco Fuentes (GitHub repository jav9sp/plataforma-vocacional: the «Plataforma Vocacional PACE UCSC», a student-built career guide of the Universidad Católica de la Santísima Concepción's PACE programme, whose footer says its data were gathered from each institution's official portal, mifuturo.cl and cnachile.cl)",
    "src/assets/BBDD.json: «Universidad de Concepción», «Auditoría», título «Contador/a Auditor/a», sedes Concepción and Los Ángeles, «8 semestres» (links admision.udec.cl/auditoria/)",
    "https://github.com/jav9sp/plataforma-vocacional/blob/630a31ce85408c1a5411bf9cf112ed7516dbba29/src/assets/BBDD.json",
  ),
};

/**
 * Session 30's third pass (2026-11-28): four open cells filled and one second institution for cybersecurity, from a
 * student-built career guide's data set of January 2024 (a weak source, see the header), which also bears out three
 * rows written from memory. No row was withdrawn.
 */
const VERIFIED_S30C: CatalogPass = {
  sources: Object.values(S30C),
  institutions: [
    {
      id: "cl-cenco",
      country: "CL",
      name: "Centro de Formación Técnica CENCO",
      city: "Santiago",
      kind: "private",
      website: "https://www.cftcenco.cl",
      source: S30C.cencoSoporte.id,
    },
    {
      id: "cl-iplacex",
      country: "CL",
      name: "Instituto Profesional Latinoamericano de Comercio Exterior (IPLACEX)",
      city: "Santiago",
      kind: "private",
      website: "https://www.iplacex.cl",
      source: S30C.iplacexGestionSalud.id,
    },
    {
      id: "cl-uniacc",
      country: "CL",
      name: "Universidad de Artes, Ciencias y Comunicación (UNIACC)",
      city: "Santiago",
      kind: "private",
      website: "https://www.uniacc.cl",
      source: S30C.uniaccBibliotecologia.id,
    },
    {
      id: "cl-cft-lota-arauco",
      country: "CL",
      name: "Centro de Formación Técnica Lota Arauco",
      city: "Lota",
      kind: "private",
      website: "https://www.cftla.cl",
      source: S30C.lotaAraucoClimatizacion.id,
    },
  ],
  programs: [
    ...offered("cl-cenco", "technical", S30C.cencoSoporte.id, [
      [
        "it-support-technician",
        "Técnico de Nivel Superior en Soporte Informático y Redes",
        { duration: "5 semestres" },
      ],
    ]),
    ...offered("cl-iplacex", "bachelor", S30C.iplacexGestionSalud.id, [
      ["health-services-administration", "Ingeniería en Gestión de Centros de Salud", { duration: "8 semestres" }],
    ]),
    ...offered("cl-uniacc", "bachelor", S30C.uniaccBibliotecologia.id, [
      ["library-science", "Bibliotecología y Gestión de la Información", { duration: "10 semestres" }],
    ]),
    ...offered("cl-aiep", "bachelor", S30C.aiepCiberseguridad.id, [
      ["cybersecurity", "Ingeniería en Ciberseguridad", { duration: "8 semestres" }],
    ]),
    ...offered("cl-cft-lota-arauco", "technical", S30C.lotaAraucoClimatizacion.id, [
      [
        "refrigeration-air-conditioning",
        "Técnico Nivel Superior en Eficiencia Energética y Climatización",
        { duration: "5 semestres" },
      ],
    ]),
  ],
  reread: [
    {
      institution: "cl-santotomas",
      career: "pharmacy-technician",
      level: "technical",
      source: S30C.santoTomasFarmacia.id,
      set: { duration: "5 semestres" },
    },
    {
      institution: "cl-udec",
      career: "mathematics",
      level: "bachelor",
      source: S30C.udecMatematica.id,
      set: { name: "Licenciatura en Matemática", duration: "8 semestres" },
    },
    {
      institution: "cl-udec",
      career: "accounting",
      level: "bachelor",
      source: S30C.udecAuditoria.id,
      set: { duration: "8 semestres" },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30D` pass (its id ends in `-s30d`). */
const s30d = taggedPages("s30d", "2026-11-28");

/** The page the fourth session-30 pass read, for the one row it adds (see the header). */
const S30D = {
  ipchileConectividad: s30d(
    "cl-ipchile-conectividad-redes-pace-ucsc-github",
    "Francisco Fuentes (GitHub repository jav9sp/plataforma-vocacional: the «Plataforma Vocacional PACE UCSC», a student-built career guide of the Universidad Católica de la Santísima Concepción's PACE programme, whose footer says its data were gathered from each institution's official portal, mifuturo.cl and cnachile.cl)",
    "src/assets/BBDD.json: «Instituto Profesional de Chile», «Técnico de Nivel Superior en Conectividad y Redes», Técnica, sede Online, «5 Semestres»; egreso: «orienta su quehacer en las áreas de soporte técnico, administración de servicios y dispositivos de red»; campo laboral: roles «como: instalador de redes, técnico de soporte, encargado de redes» (links campus.ipchile.cl/carreras/tecnico-de-nivel-superior-en-conectividad-y-redes/)",
    "https://github.com/jav9sp/plataforma-vocacional/blob/630a31ce85408c1a5411bf9cf112ed7516dbba29/src/assets/BBDD.json",
  ),
};

/**
 * Session 30's fourth pass (2026-11-28): a second IT-support technical programme, at a new institution, from the same
 * student-built career guide's data set that the third pass read (a weak source, see the header). No row was re-read and
 * none was withdrawn.
 */
const VERIFIED_S30D: CatalogPass = {
  sources: Object.values(S30D),
  institutions: [
    {
      id: "cl-ipchile",
      country: "CL",
      name: "Instituto Profesional de Chile (IPCHILE)",
      city: "Santiago",
      kind: "private",
      website: "https://www.ipchile.cl",
      source: S30D.ipchileConectividad.id,
    },
  ],
  programs: [
    ...offered("cl-ipchile", "technical", S30D.ipchileConectividad.id, [
      ["it-support-technician", "Técnico de Nivel Superior en Conectividad y Redes", { duration: "5 semestres" }],
    ]),
  ],
  reread: [],
  withdrawn: [],
};

export const CATALOG_CL: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24,
  ADDED_S26,
  ADDED_S27,
  VERIFIED_S27,
  VERIFIED_S27B,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S29B,
  VERIFIED_S30,
  VERIFIED_S30B,
  VERIFIED_S30C,
  VERIFIED_S30D,
);
