/**
 * Where to study in PA: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 * Universities: Universidad de Panamá and the other public universities, and private ones accredited by CONEAUPA.
 * Technical training: INADEH (vocational courses) and ITSE (técnico superior, 2 years).
 * Rows dated 2026-11-26 were written from knowledge of the institutions' published programs; the
 * pages were not re-read online (this machine has no internet access). Check them before relying on them.
 * Rows dated 2026-11-27 (INADEH's computer-repair course; UNACHI's social work, mathematics and public
 * administration; then INADEH's makeup course) were likewise written from knowledge of the institutions' published
 * programs, without re-reading the pages online; check them before relying on them.
 * Rows to check first: INADEH's makeup course (exact course title varies by centre and year).
 * A row added later on 2026-11-27 (UTP's Licenciatura en Mercadeo y Comercio Internacional, of its Facultad de
 * Ingeniería Industrial) was likewise written from knowledge of the institution's published programs, without
 * re-reading the page online (this machine has no internet access); check its exact title first.
 * A third set of rows dated 2026-11-27 (ITSE's técnico superior programmes in automotive technology and in
 * refrigeration, given by its Escuela de Ingeniería; the Universidad de Panamá's Licenciatura en Comercio
 * Internacional) was likewise written from knowledge of the institutions' published programs, without re-reading the
 * pages online (this machine has no internet access). Stored copies of press pieces backed them: an ITSE student's
 * op-ed in Panamá América naming the automotive programme, a 2017 TVN report on ITSE hiring instructors for its
 * automotive, industrial-maintenance and refrigeration areas, and a 2017 report of Universidad de Panamá professors on
 * exchanges for its Comercio Internacional career.
 * Rows to check first among them: the exact title of ITSE's refrigeration programme (known only as one of its
 * engineering areas, next to automotive and industrial maintenance) and that it still admits students; the exact
 * title and faculty of the Universidad de Panamá's Comercio Internacional degree; both ITSE durations (2 años).
 * A fourth row dated 2026-11-27 (the Universidad del Istmo's Maestría en Gerencia de Hospitales, a private university
 * of Ciudad de Panamá) was confirmed from a stored copy of the university's own page
 * (https://www.udelistmo.edu/blogs/los-5-desafios-mas-grandes-de-los-hospitales-en-latinoamerica-y-como-resolverlos),
 * which names the programme; that page is cited as its source. Check first that it still admits students.
 * Rows dated 2026-11-28 each rest on a stored copy of a page found with the search tools, cited as the row's source:
 * the Universidad de Panamá's Doctorado en Educación con Especialización en Orientación Educativa y Profesional (named
 * in the author's note of a 2019 article on the RELAPRO blog by a UP professor, a doctoral candidate of the programme),
 * UDELAS's Licenciatura en Docencia en Inglés (a La Estrella de Panamá column of September 2025) and the Universidad de
 * Panamá's Maestría en Clínica y Cirugía de Caninos y Felinos (the UP news site "Hacia la Luz", February 2026, quoting
 * the dean of Medicina Veterinaria). Check first that the orientation doctorate still admits a cohort (the 2019 page is
 * the only evidence found) and the exact title of UDELAS's English-teaching degree.
 * A second pass on 2026-11-28 added three Universidad de Panamá rows resting on stored press pages found with the search
 * tools: its Técnico en Seguridad Informática Forense, one of the new careers for 2024 (Metro Libre,
 * https://m.metrolibre.com/nacionales/universidad-de-panama-supera-los-95-mil-estudiantes-para-el-ano-lectivo-2024-NE6327582),
 * and its new licenciaturas in Big Data and in Ciberseguridad announced by the rector for 2025 (Día a Día,
 * https://diaadia.com.pa/el-pais/inicia-primer-semestre-de-2025-en-la-universidad-de-panama-783174). Titles to check first:
 * "Licenciatura en Big Data" and "Licenciatura en Ciberseguridad" are the names the press gives, not read from the
 * university's catalogue (the official titles may be longer), and the faculty that gives them. No stored evidence was
 * found for the top gaps (pharmacy technician, makeup, music education, health-services administration), so none were
 * added for them.
 * The `ADDED_S24` block, dated 2026-11-28, holds one row resting on a stored press page found with the search tools (this
 * machine has no internet access; the UTP's own pages were not re-read): the Universidad Tecnológica de Panamá's
 * licenciatura in ciberseguridad, named as one of the UTP's most requested licenciaturas for the 2026 intake in a TVN
 * Noticias report of 6 March 2026 on the start of the UP's and the UTP's academic year
 * (https://www.tvn-2.com/nacionales/universidad-panama-utp-esperan-cerca_1_2230670.html). Check first: the exact title
 * ("Licenciatura en Ciberseguridad" is how the press names the career, not read from the UTP's catalogue) and the faculty
 * that gives it (presumably Ingeniería de Sistemas Computacionales). Searched for again and not added, for want of a stored
 * page naming a program at a second institution: makeup, pharmacy technician, veterinary medicine, political science,
 * philosophy, music, music education, nutrition and health-services administration (bachelor), IT support, events, sales,
 * flight attendant and welding (technical), and the graduate gaps. Seen and left out: stored UP pages (Hacia la Luz,
 * February 2026) confirm that the UP's Facultad de Medicina Veterinaria keeps its licenciatura and doctorate (the UP is
 * already listed), and a 2019 Panamá On note mentions a music department at UNACHI without naming a degree.
 * The `ADDED_S25` block, dated 2026-11-28, holds one row resting on a stored copy of the ITSE's own news page "Impulsan el
 * talento panameño con la entrega oficial de estipendios"
 * (https://www.itse.ac.pa/noticia/impulsan-el-talento-panameno-con-la-entrega-oficial-de-estipendios), which reports
 * stipends paid, under an agreement with the Autoridad del Canal de Panamá, to ITSE students of its Mantenimiento
 * Industrial, Electricidad Industrial and Metalmecánica careers. The Metalmecánica career is listed under welding and metal
 * structures (welding-technology). Check first: the exact title ("Técnico Superior en Metalmecánica" follows the ITSE's
 * usual naming; the page says only "carrera de Metalmecánica"), that its curriculum is centred on welding and metal
 * fabrication rather than machining, that it still admits students, and its duration (not stated, so omitted).
 * Left out (searched with the search tools, no stored page naming a program at a second institution): makeup (a 2020
 * mujer.com.pa profile mentions a two-level course at the Kryolan Panamá store, a brand's shop rather than a training
 * institution), pharmacy technician, veterinary medicine, political science, philosophy, music and music education,
 * nutrition, health-services administration (bachelor and graduate), IT support (no second programme found), events (a
 * 2014 student paper names the UP's "Técnico en Protocolo y Relaciones Internacionales", a protocol/diplomacy programme,
 * not event management), sales and flight attendant, counselling and public administration (graduate). Seen but not
 * added because they would not add a second institution: the UP's Doctorado en Control Gubernamental y Gestión Pública
 * (Telemetro, 23 August 2025; Día a Día, 2025), the UP's Gastronomía career of its Facultad de Ciencias Agropecuarias
 * (Eco TV, 2025), and the Universidad Interamericana de Panamá's técnico programmes announced for 2016 (La Estrella de
 * Panamá: logistics, tax management, programming and systems analysis, dental assisting, culinary arts, nursing), none of
 * them a current gap.
 * A later S25 pass (2026-11-28, thesis repositories) added no rows, so there is no `ADDED_S25B` block. The stored pages hold
 * no item records of up-rid.up.ac.pa, ridda2.utp.ac.pa or the UDELAS, UNACHI, USMA and ULACIT Panamá repositories. The
 * search tools show only each page's opening, so catalogues and reports copied to document sites cannot be read further.
 * Pages seen that add no second institution: Metro Libre (10 December 2025) on CONEAUPA's accreditation of UNACHI's
 * Licenciatura en Derecho y Ciencias Políticas (a law degree, not political science), La Prensa on the UP's new Ciencias
 * Políticas career (the UP is already listed), the UP's Hacia la Luz pages (graduation at its Facultad de Administración
 * Pública; the costs of its law degree), a 2016 UTP research council record approving a Maestría en Gerencia de
 * Proyectos, and a 2021 AmeliCA article saying three Panamanian universities teach Trabajo Social (a bachelor's, with the
 * universities unnamed in the readable part).
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this machine
 * has no internet access): a Noticias24pty report of August 2021
 * (https://noticias24pty.com/la-graduacion-de-miembros-del-prd-y-altos-cargos-del-gobierno-de-cortizo-que-costo-345-mil/) on
 * the graduation, on 29 July 2021 at the Ministerio de Relaciones Exteriores, of the first cohort (33 graduates) of the
 * Maestría en Gestión de Políticas Públicas of the ADEN School of Government (Escuela de Gobierno) of the Universidad ADEN,
 * some of them with IFARHU grants under an agreement between the Universidad ADEN and the IFARHU; it is listed under
 * public administration (graduate), the cell's second institution after the UP. The institution rests on ADEN's own stored
 * page "Máster de un año para dominar la gestión gubernamental" (https://www.aden.org/business-magazine/master-de-un-ano-para-dominar-la-gestion-gubernamental),
 * which presents ADEN's one-year master's in government management. The city (Ciudad de Panamá) is inferred from the
 * report (a Panamanian university graduating in the capital), and the website is the ADEN group's www.aden.org as seen
 * in that stored page; the university's own Panamanian domain was not seen. Check first: the programme's current title
 * (the 2021 report names it "Maestría en Gestión de Políticas Públicas"; ADEN's page speaks of a one-year master's in
 * "gestión gubernamental"), that it still admits students and is open to applicants outside the public service (the 2021
 * cohort was mostly public servants, but nothing found restricts admission to them), and its duration (not stated, so
 * omitted). Left out (searched again with the search tools, about 55 look-ups, and no stored page found naming a
 * programme at a second institution): pharmacy technician and makeup (only generic or foreign pages; the 2026 Metro
 * Libre and La Estrella op-eds on the Día del Farmacéutico mention técnicos en farmacia without naming any school),
 * political science, philosophy and music (bachelor; stored pages name only the UP, and a 2019 Panamá On note only a
 * UNACHI music department and choir), music education, nutrition (bachelor), health-services administration (bachelor
 * and graduate), IT support (stored ITSE pages name its AI, software, cybersecurity and big-data careers, none a
 * support/repair programme), events, sales and flight attendant (stored pages name only pilot schools such as ALAS), and
 * counselling (graduate; a 2020 Universidad y Sociedad article studies a Panamanian master's in educational guidance but
 * its readable part does not name the university). Seen and not added: stored pages of the Universidad Tecnológica
 * Oteima (its Maestría en la Enseñanza del Español como Segunda Lengua) and ISAE Universidad (an article on Panamá
 * Bilingüe teachers), neither a current gap; Expat Times (June 2026) on seven new postgraduate programmes of the UP's
 * Facultad de Bellas Artes, unnamed in the readable part; the UP's Licenciatura en Humanidades con especialización en
 * Inglés (revistas.qlu.ac.pa), a second name for a programme already listed.
 * A pass dated 2026-11-28 (session 27, meant for an `ADDED_S27` block) added no row, so no such block exists: about
 * seventeen of fifty look-ups shared with Guatemala and El Salvador (stored pages, thesis covers, GitHub index) found no
 * page naming a programme at a new institution for the graduate cells it worked (industrial and environmental
 * engineering at the UTP, social work, international business, statistics, data science, tourism and English teaching at
 * the UP, UDELAS, ISAE and the UTP). Seen and not added: a Metro Libre report of March 2024
 * (https://m.metrolibre.com/cultura/trabajadores-sociales-estan-inmersos-en-comunidades-YE6556188), quoting the Asociación
 * de Trabajadores Sociales, that the licenciatura in social work is taught at the UP, the UMECIT and UNACHI and that UDELAS
 * "ofrece especialidades para estos profesionales" (no programme named, so no graduate social-work row; check first
 * UDELAS's postgrado list for a named especialización or maestría in social work); the UTP Facultad de Ingeniería
 * Mecánica's 2013 self-evaluation report of its Maestría en Ciencias de la Ingeniería Mecánica, with specialities in
 * Energía Renovable y Ambiente, Automatización y Robótica and Manufactura y Materiales
 * (https://vdocuments.co/universidad-tecnolgica-de-1-1-introduccin-la-universidad-tecnolgica-de.html, a third-party copy; a
 * mechanical-engineering master's, not environmental or industrial engineering); a Revista Enfoque article on the UP's
 * master's completions 2016-2019 (revistas.up.ac.pa, article 7576; no programme named in the readable part); ISAE
 * Universidad's tourism coordination (Revista ESPILA, 2021) and its tourism graduands (destinypty.com, 2022), level not
 * stated, so no graduate tourism row; INCAE's Executive MBA in Panamá from 2024 (not a gap); the UP's new doctorates in
 * Ciencias Agropecuarias and Control Gubernamental (Día a Día, 2025; not gaps). Noted: La Prensa (March 2026) reports that
 * the Universidad Panamericana (UPAM) lost its operating permit by Decreto Ejecutivo 5 of 26 February 2026, so no UPAM row
 * should be added. The stored-page index shows only each page's opening; the UP's and UTP's posgrado catalogues were not
 * found.
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the rows readers see most, written on 2026-11-26/27
 * from the institutions' offer as known and citing only their home pages, were searched for in stored public pages (this
 * machine has no internet; about fifteen of some forty-three look-ups shared with the Dominican Republic and Costa Rica).
 * Re-read, each now citing the page read: INADEH's Mecánica Automotriz, renamed "Mecánica Automotriz (Programa de Formación
 * Dual)" with its length of one year (a Metro Libre report on twenty graduates of the third edition of INADEH's Programa de
 * Formación Dual en mecánica automotriz, a year spent in the companies of the ADAP,
 * https://m.metrolibre.com/economia/veinte-estudiantes-se-graduan-de-programa-dual-en-mecanica-automotriz-del-inadeh-OJ15949513);
 * the UTP's Licenciatura en Ingeniería Civil (its Facultad de Ingeniería Civil's own news on the imposición de cascos to 207
 * students in the last years of the carreras of Ingeniería Civil, Ambiental, Geológica, Geomática and Marítima y Portuaria,
 * https://fic.utp.ac.pa/ver-noticias/estudiantes-de-la-facultad-de-ingenieria-civil-reciben-imposicion-de-cascos); USMA's
 * Licenciatura en Ingeniería Civil (USMA's own news on the 2021 congress of its Escuela de Ingeniería Civil, founded in 1974,
 * https://info.usma.ac.pa/ingenieria-civil-realiza-su-congreso-anual-2021/); the UP's and UNACHI's Licenciatura en Trabajo
 * Social (a Metro Libre report of March 2024, https://m.metrolibre.com/cultura/trabajadores-sociales-estan-inmersos-en-comunidades-YE6556188,
 * quoting the Asociación de Trabajadores Sociales: "La carrera de trabajo social, a nivel de licenciatura, es impartida en la
 * Universidad de Panamá, [la] UMECIT y la [UNACHI]"; the S27 pass had seen it without using it).
 * Check first: whether INADEH still runs the dual program and whether it also teaches automotive mechanics outside it (the
 * row now names the dual program); the civil-engineering pages name the carrera, not the title "Licenciatura en".
 * Withdrawn: none (no page read showed a row wrong).
 * Not re-read (searched, nothing found in the stored pages): the ITSE's Técnico Superior en Tecnología Automotriz en
 * Vehículos Livianos; INADEH's Maquillaje Profesional and Soldadura y Estructuras Metálicas; the UP's Licenciatura en
 * Ciencias Políticas, Matemática, Filosofía, Música and Educación Física (a UP Facultad de Humanidades booklet of 2018 names
 * its departments of Filosofía and Educación Física, not the licenciaturas); UDELAS's Educación Física; UNACHI's
 * Matemática and Administración Pública; the industrial-engineering licenciaturas of the UTP and USMA (a TVN report of
 * October 2025 names graduates of the UTP's Facultad de Ingeniería Industrial without a programme). Not searched: the UP's
 * nutrition, international trade and public administration, the UTP's marketing and international trade, INADEH's computer
 * repair, and the rows shown once.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): the rows the S27 pass did not reach, and a few
 * it searched with a new idea (the UP's own news site «UP hacia la Luz»), looked for in stored copies of public pages
 * (search tools only; no page re-read online; nine look-ups for this country). Rows re-read, each now citing the page named:
 * - the UP's Licenciatura en Administración Pública: UP hacia la Luz, 23 October 2025, on the Facultad de Administración
 *   Pública's investiture of 309 graduates of its promoción 2025, the first in rank a "Licenciada en Administración
 *   Pública";
 * - the UP's Licenciatura en Música: Expat Times, 22 June 2026, on the UP's graduation of "91 new professionals in music,
 *   visual arts, dance, and theater" of its Faculty of Fine Arts (read through the site's WordPress record,
 *   https://expat-times.com/panama/wp-json/wp/v2/posts/14153, whose link field gives the address cited); it names the
 *   field, not the degree's title;
 * - the UP's Licenciatura en Nutrición y Dietética: an opinion column in La Prensa of 7 October 2025 on the UP's 90 years,
 *   written in the university's voice ("nuestros egresados en carreras que requieren exámenes de certificación profesional
 *   ... como Medicina, Farmacia, Nutrición y Enfermería"); it names the carrera, not the title.
 * Weak sources, to replace first: the Expat Times page (an English-language news site, no title) and the La Prensa column
 * (opinion, no title). Lengths: none set or taken out. Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: the UP's Licenciatura en Comercio Internacional (one look-up with nutrition), Matemática,
 * Filosofía and Educación Física (a look-up for graduations of the Facultades de Humanidades and Ciencias de la Educación
 * found none naming them), Maestría en Administración Pública (the UP's new Maestría and Doctorado en Control
 * Gubernamental, designed with the Contraloría for its officials, came up; not the row's programme); the UTP's Licenciatura
 * en Mercadeo y Comercio Internacional; UNACHI's Administración Pública and Matemática (searched again). Not reached:
 * INADEH's Reparación y Mantenimiento de Computadoras, the UP's Doctor en Medicina Veterinaria and the rows the S27 pass
 * lists as searched without result.
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block, after `VERIFIED_S28`): a row the S28
 * pass did not reach and a most-shown row searched before, looked for again on stored copies of public pages (search
 * tools only; no page re-read online; two look-ups for Panamá). Rows re-read, each now citing the page named:
 * - the UP's Doctor en Medicina Veterinaria: UP hacia la Luz, 4 February 2026, "Alta demanda marca el ingreso a
 *   Medicina Veterinaria en la Universidad de Panamá": about 600 applicants for the carrera's 50 places a year; its
 *   dean, Alexander Pérez, says the Facultad de Medicina Veterinaria keeps "la licenciatura y el doctorado en Medicina
 *   Veterinaria" and starts a Maestría en Clínica y Cirugía de Caninos y Felinos (Panamá América of 15 February 2026
 *   reports the same; the faculty's own history page, facveterinaria.up.ac.pa/historia, dates it to 1995-1997 and its
 *   plan of studies to 2013).
 * Weak sources, to replace first: none. Lengths: none set or taken out. Withdrawn: none (no page read showed a row
 * wrong). Check first: the degree's title (the dean speaks of a licenciatura and a doctorado; the row keeps "Doctor en
 * Medicina Veterinaria").
 * Searched and not found: the ITSE's Técnico Superior en Tecnología Automotriz en Vehículos Livianos (La Prensa, early
 * 2025, counts 15 carreras in four schools without naming it; Destino Panamá, October 2022, says eight carreras of its
 * Escuela de Tecnología Industrial were then "no disponibles"; TVN, November 2017, reports the ITSE recruiting
 * instructors in the automotive and other areas before it opened: check first whether the automotive carrera admits).
 * Not reached (budget): INADEH's rows and the other rows of the worklist, all searched by earlier passes.
 * Verification pass of 2026-11-28 (session 29): the regenerated worklist, looked for again on stored copies of public
 * pages (search tools only; no page re-read online; about a dozen of 68 look-ups shared with Costa Rica, Jamaica,
 * Trinidad and Tobago, Haiti and Cuba), with new angles (INADEH news, graduation news of the UTP and the UP, UNACHI's
 * accreditation news). No page read named a row of the worklist or a second institution for an open cell, so no
 * `VERIFIED_S29` block was added and no row changed. Searched and not found: INADEH's Maquillaje Profesional and
 * Reparación y Mantenimiento de Computadoras (TVN of 24 February 2026 on INADEH widening its offer, whose address speaks
 * of beauty courses but whose readable part names none); a pharmacy-technician programme (only the UP's Facultad de
 * Farmacia, whose Licenciatura en Farmacia was accredited for 2024-2030, and opinion pages on the technicians'
 * pay scale); the ITSE's automotive carrera (La Prensa, TVN and the ITSE's own pages of 2021-2025 name its schools of
 * digital innovation and industrial technology and the carreras Mantenimiento Industrial, Electricidad Industrial and
 * Metalmecánica, not the automotive one); UDELAS' Licenciatura en Educación Física; the UTP's Licenciatura en Ingeniería
 * Industrial (only TVN of October 2025 again, which names the Facultad de Ingeniería Industrial's graduates without a
 * programme, as session 28 found); a second bachelor's in music education or health-services administration (only a
 * 2025 article on music education in Veraguas' primary schools by UP professors and pages on the UP's Facultad de
 * Medicina); a second bachelor's in political science (Metro Libre of 10 December 2025 reports the CONEAUPA
 * accreditation of UNACHI's Licenciatura en Derecho y Ciencias Políticas, a law degree: not added). Not reached
 * (budget): the other rows of the worklist, all searched by earlier passes, and the graduate cells.
 * Second verification pass of 2026-11-28 (session 29; neither S29 pass added a block): the regenerated worklist looked
 * for again on stored copies of public pages (search tools only; no page re-read online; six look-ups, with the new
 * angles of INADEH infrastructure news, UNACHI faculty news and music schools). No page read named a row of the
 * worklist or a second institution for an open cell, so no `VERIFIED_S29B` block was added and no row changed. Seen and
 * not used: Radio Panamá (undated; INADEH under its director Yajaira Pitti, so 2024 or later) on workshops of INADEH's
 * Tocumen headquarters closed for about a year and a half, "talleres de ebanistería, soldadura, electricidad, marino
 * ordinario, modistería y gastronomía", with courses stopped, which the director was reopening (check first that
 * INADEH's Soldadura y Estructuras Metálicas admits; the row is not withdrawn, as other centres are not named); La
 * Estrella (29 September 2025): INADEH's offer "abarca unos 1,500 cursos" of 40 to 300 hours or six-month programmes,
 * unnamed, and (9 March 2026) new Tocumen laboratories for artificial intelligence, cybersecurity, data analysis,
 * mechatronics and nursing auxiliaries; Día a Día (2025) on the UP's new licenciaturas in Big Data, Internet de las
 * cosas and Ciberseguridad and a carrera técnica en seguridad e informática (leads for other cells, not on the
 * worklist); SERTV on a proposed Instituto Politécnico de Música (a proposal). Searched and not found: the UP's
 * Licenciatura en Matemática (only the UP's graduation-work regulations and a 2003 national report), INADEH's
 * Reparación y Mantenimiento de Computadoras, UDELAS' Licenciatura en Educación Física, the USMA's Licenciatura en
 * Ingeniería Industrial, a second bachelor's in nutrition (UNACHI's nursing faculty news only) and in music. Not
 * reached (budget): the other rows of the worklist, all searched by earlier passes, and the graduate cells.
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block): the regenerated worklist looked for again in stored copies of
 * public pages and, as a new angle, in the stored index of public repositories (search tools only, no page re-read
 * online; about twenty-five of some ninety-six look-ups shared with Costa Rica, Guatemala and Honduras). Rows re-read,
 * each now citing the page named:
 * - the UP's bachelor's in political science, renamed "Licenciatura en Ciencia Política" (it was "Licenciatura en Ciencias
 *   Políticas"): an article in Tareas no. 151 (September-December 2015) by Rubén Darío Rodríguez Patiño, professor of
 *   Ciencia Política at the UP, "La Escuela de Ciencia Política" (Scribd copy of the Redalyc file): "El proceso presenció
 *   la creación del Departamento de Ciencia Política y una licenciatura en Ciencia Política" (La Estrella de Panamá's column
 *   on the licenciatura "prevista para el año académico 2014" and La Prensa's "La Universidad de Panamá creó recientemente
 *   la carrera de Ciencias Políticas" agree);
 * - the UP's Licenciatura en Psicología and Licenciatura en Farmacia (not on the worklist): TVN Noticias (December 2022) on
 *   the UP's institutional reaccreditation, with "la licenciatura en Farmacia" in accreditation and "las licenciaturas en
 *   Psicología" in reaccreditation;
 * - the ITSE's automotive programme, renamed "Técnico Superior en Tecnología Automotriz (Vehículos Livianos)", 2 años
 *   (diurna) or 2 años 8 meses (nocturna); its Metalmecánica programme, renamed "Técnico Superior en Tecnologías
 *   Metalmecánicas" (machining, welding, assembly and metal forming), 2 años 4 meses; and its Desarrollo de Software and
 *   Ciberseguridad rows, whose length becomes 2 años 4 meses (diurna) or 3 años (nocturna) (it was "2 años"): the data file
 *   of a student chatbot on GitHub (EiTinchoZ/TYR, "Base de datos ITSE ... definitiva 2025"), compiled from the ITSE's site,
 *   listing its 16 técnico superior carreras by school with credits, length and the address of each on
 *   itse.ac.pa/oferta-academica.
 * Rows added from the same file (cells with no institution in Panamá before, not on the worklist): the ITSE's Técnico
 * Superior en Mantenimiento Industrial (2 años 4 meses; the ITSE's own news on the ACP stipends, cited by the S25 block,
 * also names the carrera), en Mantenimiento de Aeronaves (2 años 8 meses), en Construcción (2 años), en Operaciones
 * Hoteleras (2 años diurna, 3 años nocturna) and en Gestión Ejecutiva Bilingüe (2 años).
 * Weak sources, to replace first: the GitHub chatbot file (not the ITSE's own page: check each programme on
 * itse.ac.pa/oferta-academica); the Scribd copy of the Tareas article (2015). Check first: the ITSE's Técnico Superior en
 * Refrigeración y Climatización row, which the 2025 list of 16 carreras does not name (its Escuela de Tecnología
 * Industrial lists seven carreras: electricidad industrial, mantenimiento de aeronaves, mantenimiento industrial,
 * tecnologías metalmecánicas, automotriz liviana and pesada, construcción); it is not withdrawn, as no page read says it
 * closed. Withdrawn: none.
 * Searched and not found: a second bachelor's in philosophy (USMA: only a 2019 La Prensa profile of the university; UP
 * pages and La Estrella's 2022 history of philosophy in Panamá), in music (Panamá On's 2019 note on UNACHI's music
 * department and choir again), in political science (only the UP: Tareas, La Prensa, La Estrella), in nutrition (only
 * foreign pages and a UDELAS students' health study); a second graduate programme in counselling (a 2020 Universidad y
 * Sociedad article on a Panamanian orientation master's, university unnamed in the readable part, again); the UTP's
 * industrial-engineering and business licenciaturas (its 2004 memoria and 2012 self-evaluation, UTP student sites on
 * GitHub); INADEH's courses (no GitHub copy of its offer). Not reached (budget): INADEH's rows, UNACHI's, UDELAS' and
 * USMA's rows, the UP's mathematics, physical-education, international-trade and public-administration rows, and the other
 * GAP cells, all searched by earlier passes.
 * Session 30, second pass (no `VERIFIED_S30B` block): the regenerated worklist looked for again in the stored index of
 * public repositories and in stored pages (search tools only; no page re-read online; about eight of some sixty look-ups
 * shared with Guatemala, Honduras, El Salvador, Nicaragua and Costa Rica). No page read named a program at a new
 * institution for an open cell, nor a worklist row in a form that can be cited, so no row changed. Seen and not used: the
 * ITSE chatbot data (EiTinchoZ/TYR, carreras_itse.json) already cited by round 1, whose sixteen técnicos include no IT
 * support, event-management, sales or flight-attendant programme; a copy of the UMIP's admin site
 * (Salomon2514/AdminFiles), whose files are student rosters (not read further: personal data; maritime licenciaturas only);
 * U del Istmo's blog on its Maestría en Gerencia de Hospitales (already the cell's one institution); SENACYT (2018) on the
 * UP's XIII promotion of the Maestría en Salud Pública (public health, not health-services administration).
 * Searched and not found: a second music bachelor's (UNACHI: only the 2019 choir note again), a second nutrition bachelor's,
 * a second counselling master's (the 2020 Universidad y Sociedad article again, university unnamed), a second
 * health-services master's; program lists of UDELAS, USMA, UNACHI and the UTP on GitHub (none). Not reached: INADEH's rows
 * and the UP's and UNACHI's rows, all searched by earlier passes.
 * Session 30, third pass (no `VERIFIED_S30C` block): the regenerated worklist looked for again, as round 2 advised, in
 * the 2018 home pages of the JSCryptoMinerStudy crawl (silverfoxy/JSCryptoMinerStudy, pagesource/<domain>, commit
 * afccd31) and in the code corpus for dumps or seeds of the universities' carreras and posgrados (search tools only; no
 * page re-read online; about ten of some eighty look-ups shared with Guatemala, Honduras, El Salvador, Nicaragua and
 * Costa Rica). No page read named a program at a new institution for an open cell, nor a worklist row in a form that
 * can be cited, so no row changed. Read and not used: the UP's home page in the crawl (pagesource/up.ac.pa: a
 * 471-character redirect), the Universidad del Istmo's (pagesource/udelistmo.edu: a «302 Found» redirect) and the
 * Universidad Interamericana de Panamá's (pagesource/uip.edu.pa, 2018: its menu «Oferta Académica» names faculties and
 * links to «Maestrías y Especializaciones» and «Técnico Superior Universitario», no programme); the crawl has no page
 * for the UTP, UNACHI, USMA, ULatina de Panamá, ISAE, INADEH or ULACIT Panamá. The ITSE chatbot data (EiTinchoZ/TYR)
 * came up again (its «T.S. en Big Data y Ciencia de Datos» is a técnico superior, while the data-science cell open in
 * Panamá is graduate). Searched and not found: a second institution for makeup, IT support, pharmacy technician, event
 * management, sales and flight attendant; a second bachelor's in political science, philosophy, music, nutrition and
 * veterinary medicine, and any in music education or health-services administration; graduate programmes in
 * counselling, health-services administration, environmental engineering, biotechnology, political science, data
 * science, statistics, animation, English teaching, social work, tourism, international business and industrial
 * engineering (a find_string for «Técnico en Farmacia» found no Panamanian page). Not reached: INADEH's rows and the
 * UP's, UNACHI's, UDELAS', UTP's and USMA's rows of the worklist, searched by earlier passes.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): the regenerated
 * worklist looked for again, as round 3 advised, with find_repos on name fragments and the promising repositories
 * fetched and read locally with git (about 35 look-ups shared with the other eleven countries of this pass; rows were
 * found only for El Salvador, the Dominican Republic and Nicaragua). Searched and not found: find_repos on utp (noise
 * only), upanama, unachi and udelas; fetched jramsy/UdelasCores (a 2025 UDELAS staff-nomination system, no programme
 * list) and Michprosal003/Udelas (no programme names); a code search for posgrado seeds of the Universidad de Panamá
 * or the UTP found only the ITSE chatbot data already cited (EiTinchoZ/TYR: técnico superior careers) and other
 * countries' files. No second institution for the counselling and health-services-administration doctorate or
 * master's, and none for the other graduate cells. Not reached: the bachelor's and technical gap cells and the verify
 * rows.
 */
import type { CountryCatalog } from "../types";
import type { CatalogPass } from "./define";
import { institutionPage, institutionsOf, offered, pagesOn, taggedPages, withPasses } from "./define";

const RETRIEVED = "2026-11-26";

/** One institution's official program pages. */
const site = pagesOn(RETRIEVED);

const inst = institutionsOf("PA");

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "pa-inadeh-2026-11-27",
      "Instituto Nacional de Formación Profesional y Capacitación para el Desarrollo Humano (INADEH)",
      "Oferta formativa",
      "https://www.inadeh.edu.pa",
      "2026-11-27",
    ),
    institutionPage(
      "pa-unachi-2026-11-27",
      "Universidad Autónoma de Chiriquí",
      "Oferta académica",
      "https://www.unachi.ac.pa",
      "2026-11-27",
    ),
    institutionPage(
      "pa-itse-2026-11-27",
      "Instituto Técnico Superior Especializado (ITSE)",
      "Carreras de técnico superior: Escuela de Ingeniería",
      "https://www.itse.ac.pa",
      "2026-11-27",
    ),
    institutionPage(
      "pa-up-2026-11-27",
      "Universidad de Panamá",
      "Oferta académica de licenciaturas",
      "https://www.up.ac.pa",
      "2026-11-27",
    ),
    institutionPage(
      "pa-udelistmo-site",
      "Universidad del Istmo",
      "Oferta académica",
      "https://www.udelistmo.edu",
      "2026-11-27",
    ),
    institutionPage(
      "pa-udelistmo-gerencia-hospitales",
      "Universidad del Istmo",
      "Los 5 desafíos más grandes de los hospitales en Latinoamérica (Maestría en Gerencia de Hospitales)",
      "https://www.udelistmo.edu/blogs/los-5-desafios-mas-grandes-de-los-hospitales-en-latinoamerica-y-como-resolverlos",
      "2026-11-27",
    ),
    institutionPage(
      "pa-utp-2026-11-27",
      "Universidad Tecnológica de Panamá",
      "Oferta académica de licenciaturas",
      "https://utp.ac.pa",
      "2026-11-27",
    ),
  ],
  institutions: [
    inst(
      "pa-udelistmo",
      "Universidad del Istmo",
      "Ciudad de Panamá",
      "private",
      "https://www.udelistmo.edu",
      "pa-udelistmo-site",
    ),
  ],
  programs: [
    ...offered("pa-udelistmo", "graduate", "pa-udelistmo-gerencia-hospitales", [
      ["health-services-administration", "Maestría en Gerencia de Hospitales"],
    ]),
    ...offered("pa-itse", "technical", "pa-itse-2026-11-27", [
      [
        "automotive-mechanics",
        "Técnico Superior en Tecnología Automotriz en Vehículos Livianos",
        { duration: "2 años" },
      ],
      ["refrigeration-air-conditioning", "Técnico Superior en Refrigeración y Climatización", { duration: "2 años" }],
    ]),
    ...offered("pa-up", "bachelor", "pa-up-2026-11-27", [
      ["international-business", "Licenciatura en Comercio Internacional"],
    ]),
    ...offered("pa-utp", "bachelor", "pa-utp-2026-11-27", [
      ["international-business", "Licenciatura en Mercadeo y Comercio Internacional"],
    ]),
    ...offered("pa-inadeh", "technical", "pa-inadeh-2026-11-27", [
      ["it-support-technician", "Reparación y Mantenimiento de Computadoras"],
      ["makeup-artistry", "Maquillaje Profesional"],
    ]),
    ...offered("pa-unachi", "bachelor", "pa-unachi-2026-11-27", [
      ["social-work", "Licenciatura en Trabajo Social"],
      ["mathematics", "Licenciatura en Matemática"],
      ["public-administration", "Licenciatura en Administración Pública"],
    ]),
  ],
};

/** Rows added on 2026-11-28, each resting on a stored page cited as its source (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "pa-up-orientacion-relapro-2026-11-28",
      "Red Latinoamericana de Profesionales de la Orientación (RELAPRO), blog relapro2020",
      "Orientación Transicional para el sentido de la vida: aplicabilidad del modelo para el sistema educativo panameño (nota de autora: Doctorado en Educación con Especialización en Orientación Educativa y Profesional, Universidad de Panamá)",
      "https://relapro2020.blogspot.com/2019/06/orientacion-transicional-para-el.html",
      "2026-11-28",
    ),
    institutionPage(
      "pa-udelas-ingles-laestrella-2026-11-28",
      "La Estrella de Panamá",
      "El inglés como herramienta de inclusión y oportunidades (Udelas: Licenciatura en Docencia en Inglés)",
      "https://www.laestrella.com.pa/opinion/columnistas/el-ingles-como-herramienta-de-inclusion-y-oportunidades-DM15910164",
      "2026-11-28",
    ),
    institutionPage(
      "pa-up-veterinaria-2026-11-28",
      "Universidad de Panamá (Hacia la Luz)",
      "Alta demanda marca el ingreso a Medicina Veterinaria en la Universidad de Panamá (Maestría en Clínica y Cirugía de Caninos y Felinos)",
      "https://uphacialaluz.com/2026/02/04/alta-demanda-marca-el-ingreso-a-medicina-veterinaria-en-la-universidad-de-panama",
      "2026-11-28",
    ),
    institutionPage(
      "pa-up-nuevas-carreras-metrolibre-2026-11-28",
      "Metro Libre",
      "Universidad de Panamá supera los 95 mil estudiantes para el año lectivo 2024 (nuevas carreras: Técnico en Seguridad Informática Forense)",
      "https://m.metrolibre.com/nacionales/universidad-de-panama-supera-los-95-mil-estudiantes-para-el-ano-lectivo-2024-NE6327582",
      "2026-11-28",
    ),
    institutionPage(
      "pa-up-nuevas-carreras-diaadia-2026-11-28",
      "Día a Día",
      "Inicia primer semestre de 2025 en la Universidad de Panamá (nuevas licenciaturas en Big Data, Internet de las Cosas y Ciberseguridad)",
      "https://diaadia.com.pa/el-pais/inicia-primer-semestre-de-2025-en-la-universidad-de-panama-783174",
      "2026-11-28",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("pa-up", "technical", "pa-up-nuevas-carreras-metrolibre-2026-11-28", [
      ["cybersecurity", "Técnico en Seguridad Informática Forense"],
    ]),
    ...offered("pa-up", "bachelor", "pa-up-nuevas-carreras-diaadia-2026-11-28", [
      ["data-science", "Licenciatura en Big Data"],
      ["cybersecurity", "Licenciatura en Ciberseguridad"],
    ]),
    ...offered("pa-up", "graduate", "pa-up-orientacion-relapro-2026-11-28", [
      ["counselling", "Doctorado en Educación con Especialización en Orientación Educativa y Profesional"],
    ]),
    ...offered("pa-udelas", "bachelor", "pa-udelas-ingles-laestrella-2026-11-28", [
      ["english-teaching", "Licenciatura en Docencia en Inglés"],
    ]),
    ...offered("pa-up", "graduate", "pa-up-veterinaria-2026-11-28", [
      ["veterinary-medicine", "Maestría en Clínica y Cirugía de Caninos y Felinos"],
    ]),
  ],
};

/** Rows added on 2026-11-28 by a later pass, each resting on a stored page cited as its source (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "pa-utp-ciberseguridad-tvn-2026-11-28",
      "TVN Noticias",
      "Universidad de Panamá y UTP esperan cerca de 100 mil estudiantes (UTP: la licenciatura en ciberseguridad, entre las más solicitadas)",
      "https://www.tvn-2.com/nacionales/universidad-panama-utp-esperan-cerca_1_2230670.html",
      "2026-11-28",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("pa-utp", "bachelor", "pa-utp-ciberseguridad-tvn-2026-11-28", [
      ["cybersecurity", "Licenciatura en Ciberseguridad"],
    ]),
  ],
};

/** Rows added on 2026-11-28 by a further pass (S25), each resting on a stored page cited as its source (see the header). */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "pa-itse-metalmecanica-2026-11-28",
      "Instituto Técnico Superior Especializado (ITSE)",
      "Impulsan el talento panameño con la entrega oficial de estipendios (estudiantes de las carreras de Mantenimiento Industrial, Electricidad Industrial y Metalmecánica)",
      "https://www.itse.ac.pa/noticia/impulsan-el-talento-panameno-con-la-entrega-oficial-de-estipendios",
      "2026-11-28",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("pa-itse", "technical", "pa-itse-metalmecanica-2026-11-28", [
      ["welding-technology", "Técnico Superior en Metalmecánica"],
    ]),
  ],
};

/** Rows added on 2026-11-28 by a further pass (S26), each resting on a stored page cited as its source (see the header). */
const ADDED_S26_ON = "2026-11-28";
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "pa-aden-site-2026-11-28",
      "ADEN International Business School",
      "Máster de un año para dominar la gestión gubernamental",
      "https://www.aden.org/business-magazine/master-de-un-ano-para-dominar-la-gestion-gubernamental",
      ADDED_S26_ON,
    ),
    institutionPage(
      "pa-aden-politicas-publicas-noticias24pty-2026-11-28",
      "Noticias24pty",
      "La graduación de miembros del PRD y altos cargos del gobierno de Cortizo que costó 345 mil (primera cohorte de la Maestría en Gestión de Políticas Públicas de la Universidad ADEN)",
      "https://noticias24pty.com/la-graduacion-de-miembros-del-prd-y-altos-cargos-del-gobierno-de-cortizo-que-costo-345-mil/",
      ADDED_S26_ON,
    ),
  ],
  institutions: [
    inst(
      "pa-aden",
      "Universidad ADEN",
      "Ciudad de Panamá",
      "private",
      "https://www.aden.org",
      "pa-aden-site-2026-11-28",
    ),
  ],
  programs: [
    ...offered("pa-aden", "graduate", "pa-aden-politicas-publicas-noticias24pty-2026-11-28", [
      ["public-administration", "Maestría en Gestión de Políticas Públicas"],
    ]),
  ],
};

/**
 * The verification pass of 2026-11-28 (session 27): rows of the first passes now resting on a stored page read (see the
 * header).
 */
const VERIFIED_S27_ON = "2026-11-28";

const VERIFIED_S27: CatalogPass = {
  sources: [
    institutionPage(
      "pa-inadeh-dual-automotriz-metrolibre-2026-11-28",
      "Metro Libre",
      "Veinte estudiantes se gradúan de programa dual en mecánica automotriz del INADEH",
      "https://m.metrolibre.com/economia/veinte-estudiantes-se-graduan-de-programa-dual-en-mecanica-automotriz-del-inadeh-OJ15949513",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "pa-utp-civil-cascos-2026-11-28",
      "Universidad Tecnológica de Panamá, Facultad de Ingeniería Civil",
      "Estudiantes de la Facultad de Ingeniería Civil reciben imposición de cascos (carreras de Ingeniería Civil, Ambiental, Geológica, Geomática y Marítima y Portuaria)",
      "https://fic.utp.ac.pa/ver-noticias/estudiantes-de-la-facultad-de-ingenieria-civil-reciben-imposicion-de-cascos",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "pa-usma-civil-congreso-2026-11-28",
      "Universidad Católica Santa María La Antigua",
      "Ingeniería Civil realiza su Congreso Anual 2021 (Escuela de Ingeniería Civil de la USMA)",
      "https://info.usma.ac.pa/ingenieria-civil-realiza-su-congreso-anual-2021/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "pa-trabajo-social-metrolibre-2026-11-28",
      "Metro Libre",
      "Trabajadores sociales están inmersos en comunidades (la licenciatura se imparte en la Universidad de Panamá, la UMECIT y la UNACHI)",
      "https://m.metrolibre.com/cultura/trabajadores-sociales-estan-inmersos-en-comunidades-YE6556188",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "pa-inadeh",
      career: "automotive-mechanics",
      level: "technical",
      source: "pa-inadeh-dual-automotriz-metrolibre-2026-11-28",
      set: { name: "Mecánica Automotriz (Programa de Formación Dual)", duration: "1 año" },
    },
    { institution: "pa-utp", career: "civil-engineering", level: "bachelor", source: "pa-utp-civil-cascos-2026-11-28" },
    {
      institution: "pa-usma",
      career: "civil-engineering",
      level: "bachelor",
      source: "pa-usma-civil-congreso-2026-11-28",
    },
    {
      institution: "pa-up",
      career: "social-work",
      level: "bachelor",
      source: "pa-trabajo-social-metrolibre-2026-11-28",
    },
    {
      institution: "pa-unachi",
      career: "social-work",
      level: "bachelor",
      source: "pa-trabajo-social-metrolibre-2026-11-28",
    },
  ],
  withdrawn: [],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "PA",
  sources: [
    site(
      "pa-up-site",
      "Universidad de Panamá",
      "Oferta académica de licenciaturas y posgrados",
      "https://www.up.ac.pa",
    ),
    site("pa-utp-site", "Universidad Tecnológica de Panamá", "Oferta académica de licenciaturas", "https://utp.ac.pa"),
    site("pa-unachi-site", "Universidad Autónoma de Chiriquí", "Oferta académica", "https://www.unachi.ac.pa"),
    site("pa-udelas-site", "Universidad Especializada de las Américas", "Oferta académica", "https://www.udelas.ac.pa"),
    site("pa-usma-site", "Universidad Católica Santa María La Antigua", "Oferta académica", "https://www.usma.ac.pa"),
    site("pa-ulatina-site", "Universidad Latina de Panamá", "Oferta académica", "https://www.ulatina.edu.pa"),
    site(
      "pa-itse-site",
      "Instituto Técnico Superior Especializado (ITSE)",
      "Carreras de técnico superior",
      "https://www.itse.ac.pa",
    ),
    site(
      "pa-inadeh-site",
      "Instituto Nacional de Formación Profesional y Capacitación para el Desarrollo Humano (INADEH)",
      "Oferta formativa",
      "https://www.inadeh.edu.pa",
    ),
    {
      id: "pa-up-2026",
      publisher: "Universidad de Panamá",
      title: "Oferta académica de grado y posgrado",
      url: "https://www.up.ac.pa",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    inst("pa-up", "Universidad de Panamá", "Ciudad de Panamá", "public", "https://www.up.ac.pa", "pa-up-site"),
    inst(
      "pa-utp",
      "Universidad Tecnológica de Panamá",
      "Ciudad de Panamá",
      "public",
      "https://utp.ac.pa",
      "pa-utp-site",
    ),
    inst(
      "pa-unachi",
      "Universidad Autónoma de Chiriquí",
      "David",
      "public",
      "https://www.unachi.ac.pa",
      "pa-unachi-site",
    ),
    inst(
      "pa-udelas",
      "Universidad Especializada de las Américas",
      "Ciudad de Panamá",
      "public",
      "https://www.udelas.ac.pa",
      "pa-udelas-site",
    ),
    inst(
      "pa-usma",
      "Universidad Católica Santa María La Antigua",
      "Ciudad de Panamá",
      "private",
      "https://www.usma.ac.pa",
      "pa-usma-site",
    ),
    inst(
      "pa-ulatina",
      "Universidad Latina de Panamá",
      "Ciudad de Panamá",
      "private",
      "https://www.ulatina.edu.pa",
      "pa-ulatina-site",
    ),
    inst(
      "pa-itse",
      "Instituto Técnico Superior Especializado (ITSE)",
      "Ciudad de Panamá",
      "public",
      "https://www.itse.ac.pa",
      "pa-itse-site",
    ),
    inst(
      "pa-inadeh",
      "Instituto Nacional de Formación Profesional y Capacitación para el Desarrollo Humano (INADEH)",
      "Ciudad de Panamá",
      "public",
      "https://www.inadeh.edu.pa",
      "pa-inadeh-site",
    ),
  ],
  programs: [
    ...offered("pa-up", "bachelor", "pa-up-site", [
      ["medicine", "Doctor en Medicina"],
      ["nursing", "Licenciatura en Ciencias de la Enfermería"],
      ["dentistry", "Doctor en Cirugía Dental"],
      ["pharmacy", "Licenciatura en Farmacia"],
      ["nutrition", "Licenciatura en Nutrición y Dietética"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Derecho y Ciencias Políticas"],
      ["economics", "Licenciatura en Economía"],
      ["accounting", "Licenciatura en Contabilidad"],
      ["public-administration", "Licenciatura en Administración Pública"],
      ["sociology", "Licenciatura en Sociología"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["history", "Licenciatura en Historia"],
      ["philosophy", "Licenciatura en Filosofía"],
      ["journalism", "Licenciatura en Periodismo"],
      ["advertising", "Licenciatura en Publicidad"],
      ["public-relations", "Licenciatura en Relaciones Públicas"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
      ["agronomy", "Ingeniería Agronómica"],
      ["veterinary-medicine", "Doctor en Medicina Veterinaria"],
      ["biology", "Licenciatura en Biología"],
      ["chemistry", "Licenciatura en Química"],
      ["physics", "Licenciatura en Física"],
      ["mathematics", "Licenciatura en Matemática"],
      ["statistics", "Licenciatura en Estadística"],
      ["music", "Licenciatura en Música"],
      ["primary-education", "Licenciatura en Educación Primaria"],
      ["early-childhood-education", "Licenciatura en Educación Preescolar"],
      ["physical-education", "Licenciatura en Educación Física"],
      ["english-teaching", "Licenciatura en Inglés"],
    ]),
    ...offered("pa-up", "graduate", "pa-up-site", [
      ["business-administration", "Maestría en Administración de Empresas"],
    ]),
    ...offered("pa-utp", "bachelor", "pa-utp-site", [
      ["civil-engineering", "Licenciatura en Ingeniería Civil"],
      ["mechanical-engineering", "Licenciatura en Ingeniería Mecánica"],
      ["electromechanical-engineering", "Licenciatura en Ingeniería Electromecánica"],
      ["telecommunications-engineering", "Licenciatura en Ingeniería Electrónica y Telecomunicaciones"],
      ["industrial-engineering", "Licenciatura en Ingeniería Industrial"],
      ["information-systems", "Licenciatura en Ingeniería de Sistemas Computacionales"],
      ["software-engineering", "Licenciatura en Ingeniería de Software"],
      ["environmental-engineering", "Licenciatura en Ingeniería Ambiental"],
      ["aerospace-engineering", "Licenciatura en Ingeniería Aeronáutica"],
      ["logistics", "Licenciatura en Logística y Transporte Multimodal"],
      ["food-engineering", "Licenciatura en Ingeniería en Alimentos"],
    ]),
    ...offered("pa-unachi", "bachelor", "pa-unachi-site", [
      ["medicine", "Doctor en Medicina"],
      ["nursing", "Licenciatura en Enfermería"],
      ["law", "Licenciatura en Derecho y Ciencias Políticas"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["accounting", "Licenciatura en Contabilidad"],
      ["psychology", "Licenciatura en Psicología"],
    ]),
    ...offered("pa-udelas", "bachelor", "pa-udelas-site", [
      ["physical-therapy", "Licenciatura en Fisioterapia"],
      ["speech-therapy", "Licenciatura en Fonoaudiología"],
      ["occupational-therapy", "Licenciatura en Terapia Ocupacional"],
      ["special-education", "Licenciatura en Educación Especial"],
      ["physical-education", "Licenciatura en Educación Física"],
    ]),
    ...offered("pa-usma", "bachelor", "pa-usma-site", [
      ["law", "Licenciatura en Derecho y Ciencias Políticas"],
      ["psychology", "Licenciatura en Psicología"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["civil-engineering", "Licenciatura en Ingeniería Civil"],
      ["industrial-engineering", "Licenciatura en Ingeniería Industrial"],
      ["communication-studies", "Licenciatura en Comunicación Social"],
    ]),
    ...offered("pa-usma", "graduate", "pa-usma-site", [
      ["business-administration", "Maestría en Administración de Empresas"],
    ]),
    ...offered("pa-ulatina", "bachelor", "pa-ulatina-site", [
      ["medicine", "Doctor en Medicina"],
      ["nursing", "Licenciatura en Enfermería"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Derecho y Ciencias Políticas"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
    ]),
    ...offered("pa-itse", "technical", "pa-itse-site", [
      ["programming-technician", "Técnico Superior en Desarrollo de Software", { duration: "2 años" }],
      ["cybersecurity", "Técnico Superior en Ciberseguridad", { duration: "2 años" }],
    ]),
    ...offered("pa-inadeh", "technical", "pa-inadeh-site", [
      ["automotive-mechanics", "Mecánica Automotriz"],
      ["electrical-technician", "Técnico en Electricidad"],
      ["refrigeration-air-conditioning", "Refrigeración y Climatización"],
      ["welding-technology", "Soldadura y Estructuras Metálicas"],
      ["culinary-arts", "Gastronomía"],
      ["baking-pastry", "Panadería y Pastelería"],
      ["cosmetology", "Cosmetología y Estética"],
    ]),
    ...offered("pa-up", "bachelor", "pa-up-2026", [["political-science", "Licenciatura en Ciencias Políticas"]]),
    ...offered("pa-up", "graduate", "pa-up-2026", [["public-administration", "Maestría en Administración Pública"]]),
  ],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  upAdministracionPublica: s28(
    "pa-up-administracion-publica",
    "Universidad de Panamá (UP hacia la Luz, its news site)",
    "Facultad de Administración Pública gradúa a 309 nuevos profesionales (23 de octubre de 2025; la graduanda de mayor índice, Licenciada en Administración Pública)",
    "https://uphacialaluz.com/2025/10/23/facultad-de-administracion-publica-gradua-a-309-nuevos-profesionales",
  ),
  upBellasArtes: s28(
    "pa-up-bellas-artes-expat-times",
    "Expat Times (Panama)",
    "University Panama Graduates 91 Fine Arts Professionals (22 June 2026: new professionals in music, visual arts, dance and theater of the Faculty of Fine Arts)",
    "https://expat-times.com/panama/living/university-panama-graduates-91-fine-arts-professionals/",
  ),
  upNoventa: s28(
    "pa-up-90-anos-prensa",
    "La Prensa (Panamá), opinion",
    "La Universidad de Panamá en sus 90 años: faro inquebrantable de la nación (7 de octubre de 2025; sus egresados de Medicina, Farmacia, Nutrición y Enfermería en los exámenes de certificación)",
    "https://www.prensa.com/opinion/la-universidad-de-panama-en-sus-90-anos-faro-inquebrantable-de-la-nacion/",
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
      institution: "pa-up",
      career: "public-administration",
      level: "bachelor",
      source: S28.upAdministracionPublica.id,
    },
    { institution: "pa-up", career: "music", level: "bachelor", source: S28.upBellasArtes.id },
    { institution: "pa-up", career: "nutrition", level: "bachelor", source: S28.upNoventa.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28B = {
  upVeterinaria: s28b(
    "pa-up-veterinaria-demanda-2026",
    "Universidad de Panamá, UP hacia la Luz",
    "Alta demanda marca el ingreso a Medicina Veterinaria en la Universidad de Panamá (4 de febrero de 2026; la Facultad de Medicina Veterinaria mantiene la licenciatura y el doctorado en Medicina Veterinaria)",
    "https://uphacialaluz.com/2026/02/04/alta-demanda-marca-el-ingreso-a-medicina-veterinaria-en-la-universidad-de-panama",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header). No row was
 * withdrawn.
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [{ institution: "pa-up", career: "veterinary-medicine", level: "bachelor", source: S28B.upVeterinaria.id }],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30` pass (its id ends in `-s30`). */
const s30 = taggedPages("s30", "2026-11-28");

/** The pages the session-30 pass read, one per row or set of rows it bears out (see the header). */
const S30 = {
  upCienciaPolitica: s30(
    "pa-up-escuela-ciencia-politica-tareas-2015",
    "Tareas (Centro de Estudios Latinoamericanos «Justo Arosemena»), copy on Scribd",
    "La Escuela de Ciencia Política, por Rubén Darío Rodríguez Patiño, profesor de Ciencia Política en la Universidad de Panamá (Tareas, núm. 151, septiembre-diciembre de 2015; «El proceso presenció la creación del Departamento de Ciencia Política y una licenciatura en Ciencia Política»)",
    "https://es.scribd.com/document/576688615/535055502006",
  ),
  upReacreditacion: s30(
    "pa-up-reacreditacion-tvn-2022",
    "TVN Noticias (Panamá)",
    "Universidad de Panamá recibe certificación de reacreditación (diciembre de 2022; «la licenciatura en Farmacia y la licenciatura en Enfermería» en proceso de acreditación, «las licenciaturas en Psicología y la licenciatura en Doctor en Odontología» en reacreditación)",
    "https://www.tvn-2.com/nacionales/universidad-panama-recibe-certificacion-reacreditacion_1_2025047.html",
  ),
  itseCarreras: s30(
    "pa-itse-carreras-2025-github",
    "EiTinchoZ/TYR (GitHub), data file of a student chatbot compiled from the ITSE's site",
    "Base de datos ITSE: información completa definitiva 2025 (las 16 carreras de técnico superior del ITSE en sus escuelas de Innovación Digital, Tecnología Industrial, Negocios y Hospitalidad y Turismo, con créditos, duración y enlace a cada página de itse.ac.pa/oferta-academica)",
    "https://github.com/EiTinchoZ/TYR/blob/13c760a8d7955628ba1f8ffa98e045125e6ae1fa/data/ITSE_Base_Datos_Definitiva_v3.md",
  ),
};

/**
 * Session 30's pass (2026-11-28): rows written without reading their page, re-pointed to a stored page that names the
 * program at the institution and level, and ITSE programmes for cells with no institution (see the header). No row was
 * withdrawn.
 */
const VERIFIED_S30: CatalogPass = {
  sources: Object.values(S30),
  programs: [
    ...offered("pa-itse", "technical", S30.itseCarreras.id, [
      ["industrial-maintenance", "Técnico Superior en Mantenimiento Industrial", { duration: "2 años y 4 meses" }],
      ["aircraft-maintenance", "Técnico Superior en Mantenimiento de Aeronaves", { duration: "2 años y 8 meses" }],
      ["construction-technician", "Técnico Superior en Construcción", { duration: "2 años" }],
      [
        "hotel-management",
        "Técnico Superior en Operaciones Hoteleras",
        { duration: "2 años (diurna); 3 años (nocturna)" },
      ],
      ["executive-assistant", "Técnico Superior en Gestión Ejecutiva Bilingüe", { duration: "2 años" }],
    ]),
  ],
  reread: [
    {
      institution: "pa-up",
      career: "political-science",
      level: "bachelor",
      source: S30.upCienciaPolitica.id,
      set: { name: "Licenciatura en Ciencia Política" },
    },
    { institution: "pa-up", career: "psychology", level: "bachelor", source: S30.upReacreditacion.id },
    { institution: "pa-up", career: "pharmacy", level: "bachelor", source: S30.upReacreditacion.id },
    {
      institution: "pa-itse",
      career: "automotive-mechanics",
      level: "technical",
      source: S30.itseCarreras.id,
      set: {
        name: "Técnico Superior en Tecnología Automotriz (Vehículos Livianos)",
        duration: "2 años (diurna); 2 años y 8 meses (nocturna)",
      },
    },
    {
      institution: "pa-itse",
      career: "welding-technology",
      level: "technical",
      source: S30.itseCarreras.id,
      set: { name: "Técnico Superior en Tecnologías Metalmecánicas", duration: "2 años y 4 meses" },
    },
    {
      institution: "pa-itse",
      career: "programming-technician",
      level: "technical",
      source: S30.itseCarreras.id,
      set: { duration: "2 años y 4 meses (diurna); 3 años (nocturna)" },
    },
    {
      institution: "pa-itse",
      career: "cybersecurity",
      level: "technical",
      source: S30.itseCarreras.id,
      set: { duration: "2 años y 4 meses (diurna); 3 años (nocturna)" },
    },
  ],
  withdrawn: [],
};

export const CATALOG_PA: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24,
  ADDED_S25,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S30,
);
