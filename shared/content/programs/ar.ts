/**
 * Where to study in AR: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Levels in Argentina: universities give the `bachelor` rows (licenciaturas, títulos de grado such as
 * Abogacía, Contador Público, ingenierías, and profesorados universitarios, usually 4 to 6 years) and
 * the `graduate` rows (especializaciones and maestrías); tecnicaturas universitarias and institutos
 * de educación superior give the `technical` rows (2 to 3 years). Each row cites the institution's site.
 *
 * The rows added on 2026-11-26 (graduate programs of UNC, UTN, UTDT, UNSAM, UNLa and ISALUD; UNC's
 * Profesorado en Educación Musical, UNRC's Profesorado en Educación Física) were written from knowledge of
 * the institutions' published programs, without re-reading the pages online.
 * Rows dated 2026-11-27 (the `ADDED` block: UNGS's Licenciatura en Administración Pública, UNER's Maestría
 * en Trabajo Social, the Teatro Colón institute's Caracterización, the tecnicaturas of the UNR's Instituto
 * Politécnico Superior, the tourism master's of the UNMdP and the UNSa, the Comahue's Tecnicatura Universitaria en
 * Farmacia, UCES's Maestría en Negocios Internacionales, the UNRC's Maestría en Lengua Inglesa, UNTREF's
 * Especialización en Orientación Vocacional y Educativa) were likewise written from knowledge of the institutions'
 * published programs, without re-reading the pages online; check them before relying on them.
 * A further set of rows dated 2026-11-27 (UBA's Maestría en Comunicación y Cultura and Maestría en Biotecnología,
 * UNC's Maestría en Comunicación y Cultura Contemporánea, UNLP's Maestría en Planificación y Gestión de Procesos
 * Comunicacionales, UNSAM's Doctorado en Biología Molecular y Biotecnología, UdeSA's Maestría en Marketing y
 * Comunicación, UTN's Maestría en Ingeniería en Calidad and Tecnicatura Universitaria en Mecatrónica, UNAJ's
 * Tecnicatura Universitaria en Farmacia Hospitalaria, Universidad Siglo 21's Licenciatura en Administración de
 * Servicios de Salud) was written from knowledge of the institutions' published programs, without re-reading the
 * pages online; UNAJ's and Siglo 21's program names also appear in public code repositories that list those
 * universities' careers (not the institutions' own pages).
 * Two rows of that date were confirmed from stored pages: UNT's Maestría en Planificación e Intervención desde la
 * Comunicación (UNT's news page of 2025-04-23 announcing it, cited as the row's source) and UNL's Maestría en Gestión
 * Ambiental of the Facultad de Ingeniería y Ciencias Hídricas (the FICH resolution 62/2015 approving its plan, stored
 * at http://wfich1.unl.edu.ar/resoluciones/1428; the row cites UNL's https site because sources must be https).
 * Rows to check first: the Comahue's Tecnicatura Universitaria en Farmacia (opened in 2025 at Junín de los Andes
 * with provincial funding; check that it still takes students); UBA's Maestría en Biotecnología (exact name and the
 * faculties that run it); Siglo 21's Licenciatura en Administración de Servicios de Salud (a ciclo de
 * complementación open to holders of a prior tecnicatura; check it is still offered); UTN's Maestría en Ingeniería
 * en Calidad (offered by some facultades regionales only); UNL's Maestría en Gestión Ambiental, listed under
 * environmental engineering (it is an environmental-management master's taught in the engineering faculty).
 * Rows dated 2026-11-28 (the `ADDED_28` block) rest on no page re-read online (this machine has no internet): UADE's
 * Licenciatura en Gestión de Servicios de Salud and UBA's Ingeniería en Agrimensura are named, with the addresses
 * their rows cite, in public code repositories that read those universities' own pages (one notes UADE's health
 * faculty page checked on 2026-08-24); UNLP's Ingeniería en Agrimensura, UNR's Agrimensura and UAI's Licenciatura en
 * Instrumentación Quirúrgica rest on knowledge of the institutions' published programs (UAI's career is also listed
 * in a public repository's catalog of that university's faculties). Titles to check first: UADE's Licenciatura en
 * Gestión de Servicios de Salud (recent, the Facultad de Ciencias de la Salud); UAI's Licenciatura en Instrumentación
 * Quirúrgica (campuses that teach it).
 * Rows of the `ADDED_S24` block, dated 2026-11-28, rest on stored copies of public pages found with the search tools (this
 * machine has no internet access; the pages were not re-read online):
 * - Instituto Terras's postítulo "Especialista Docente de Nivel Superior en Orientación Educativa y Tutoría" (counselling,
 *   graduate: a post-diploma specialization for teachers, psicopedagogos and psychologists, 450 horas reloj over a year and a
 *   half, covering orientación personal, educativa, vocacional, profesional y laboral), on the institute's own page
 *   (stored at http://www.terras.edu.ar/portada/postitulo/nivel-superior-orientacion-educativa-tutoria-8/; the row cites the
 *   https address because sources must be https). The same search also found a 2017 article by Liliana Rey (APORA) on the
 *   revistaorientaccion.blogspot.com blog describing UNTREF's Especialización en Orientación Vocacional y Educativa, taught
 *   with APORA since 2005, which bears out the UNTREF row of the `ADDED` block.
 * Check first: Terras's page is of the 2017 intake and gives its approval resolution as "en trámite"; check that the
 * postítulo still admits and its exact title (the page gives both "Especialista Superior" and "Especialista Docente de Nivel
 * Superior"); the institute's seat (the page lists sedes in Charata, Sáenz Peña, Juan José Castelli, Las Breñas and General
 * San Martín, Chaco) and that it is privately run.
 * Rows of the `ADDED_S24B` block, dated 2026-11-28, likewise rest on stored copies of public pages found with the search tools
 * (the institution's own pages were not re-read online):
 * - the Escuela de Oficios Teatrales (EDOT) of the Complejo Teatral de Buenos Aires at its Mar del Plata seat in the Teatro
 *   Tronador BNA, whose three-year course (a ciclo básico in 2026, then two years in one orientation) includes the orientation
 *   Vestuario y Caracterización (VECA), with official certification of the Ministerio de Cultura de la Ciudad de Buenos Aires,
 *   for people over 18 (makeup artistry, technical), in El Marplatense of 26 February 2026
 *   (https://www.elmarplatense.com/comienzan-las-inscripciones-para-la-escuela-de-oficios-teatrales-en-el-teatro-tronador-bna-de-mar-del-plata);
 *   0223 (4 March 2026) reports the same school and gives www.teatrotronador.com.ar for enquiries, the website the institution
 *   row carries.
 * Check first: VECA joins costume (vestuario) and characterization (caracterización) in one orientation, so makeup is only part
 * of it; the 2026 intake is the first at Mar del Plata, so check that later intakes open; whether the school is best listed as
 * public (the CTBA runs the programme and certifies it) given that the Teatro Tronador is privately owned; and the school's own
 * page on the CTBA's site, which was not found among the stored pages.
 * Left out: short makeup courses of private studios and schools in Chile and Mexico named only in interviews, and the EMAD's
 * Tecnicatura Superior en Escenografía (its makeup and characterization subjects do not make it a makeup programme).
 * Rows of the `ADDED_S25` block, dated 2026-11-28, likewise rest on stored copies of public pages found with the search tools
 * (no page was re-read online):
 * - the Instituto Tecnológico El Molino (ITEC) of Esperanza, Santa Fe: its own news page on the close of 2017
 *   (https://itec-elmolino.edu.ar/el-itec-cierra-un-2017-con-grandes-logros-institucionales) reports the institute's
 *   incorporation into the province's private education system and its tecnicaturas superiores in Gestión Industrial,
 *   Mantenimiento Industrial and Energías Renovables; its page on the 2022 graduation
 *   (https://itec-elmolino.edu.ar/egresados-de-la-pandemia-el-itec-cerro-el-ciclo-lectivo-2022-con-un-emotivo-acto) names
 *   Mantenimiento Industrial among the current tecnicaturas; the local paper Esperanza Día x Día, reporting the opening of the
 *   2024 intake (https://esperanzadiaxdia.com.ar/amp/abrio-la-inscripcion-para-el-ciclo-lectivo-2024-en-las-tecnicaturas-del-itec-el-molino.htm),
 *   quotes the director: five tecnicaturas superiores with official recognition, three years each, leading to the title of
 *   técnico superior in (among others) Mantenimiento Industrial, for holders of a secondary diploma, with a tuition fee
 *   (industrial-maintenance, technical; the row cites this press report for the duration);
 * - the Instituto Tecnológico Olavarría (ITecO), run by a foundation of the Municipalidad de Olavarría, cement firms,
 *   Coopelectric, the industrial park and others: El Popular of Olavarría
 *   (https://elpopularhoy.com/argentina/provincia/ciudad/iteco--apuntando-a-la-sustentabilidad-del-desarrollo-tecnologico-de-olavarria_a64eb0370ddd2c423af24a6a7)
 *   quotes its academic director on its three careers, among them the Tecnicatura Superior en Mantenimiento Industrial, all
 *   of three years; an El Popular article of 4 September 2017, stored only at http://www.elpopular.com.ar/nota/100053/...,
 *   adds that entrants need a completed secondary school and that the titles are official; InfoEme of 7 October 2025 (a
 *   municipal communiqué) shows the institute active and announcing its 2026 intake (industrial-maintenance, technical);
 * - UNC's Facultad de Ciencias Exactas, Físicas y Naturales, whose page on the centenary of the Carrera de Constructor
 *   (https://fcefyn.unc.edu.ar/facultad/secretarias/secretaria-de-graduados/noticias/100-anos-de-la-carrera-de-constructor)
 *   describes it as a technical training (once titled Técnico Constructor, now Constructor) that has belonged to the
 *   Escuela de Ingeniería Civil since 1992 (construction-technician, technical; UNC's existing institution row is reused).
 * Check first: ITEC's exact title (the pages say "Tecnicatura Superior en Mantenimiento Industrial" and "técnico superior
 * en ... Mantenimiento Industrial") and that it still admits (newest page seen: the 2024 intake); ITecO's website, which
 * is inferred from the institute's e-mail address (secretaria.iteco@iteco.edu.ar, given in the 2025 communiqué), its
 * date-less El Popular article, and whether it is best listed as private (a foundation with the municipality among its
 * members); UNC's Constructor: the page gives neither duration nor admission rules, so check the current plan, that it
 * admits holders of a secondary diploma and that it is still offered.
 * Left out: the Tecnicatura Superior en Construcción Sustentable of the Instituto de Educación Superior N° 9-019 (INSUTEC),
 * Mendoza, created by the Dirección General de Escuelas (Los Andes and MDZ, 2 March 2026), because no website of the
 * institute was found; the UNSJ's Tecnicatura Universitaria en Mantenimiento de Maquinaria Pesada (open only to residents
 * of six mining departments of San Juan); aircraft maintenance: only secondary technical schools (Salta's EET N° 3144,
 * Posadas's EPET N° 37) and a non-official course in La Plata were found, plus ITU-UNCuyo's plans (not yet a programme) for
 * a tecnicatura en mantenimiento aeronáutico; IT support: the Técnico Superior en Soporte de Infraestructura de Tecnología
 * de la Información was seen only in student projects (IES N° 9 of San Pedro de Jujuy, Instituto Superior N° 49 of
 * Rosario), not on institutions' pages; cybersecurity (bachelor): Universidad Siglo 21's Licenciatura en Seguridad
 * Informática and Universidad de Palermo's Licenciatura en Ciberseguridad appear only in students' repositories and a
 * partner site's index, and La Gaceta (9 February 2026) names only UTN's Tecnicatura Universitaria en Ciberseguridad;
 * refrigeration and air conditioning: only short formación profesional courses (CFP 402, Trenque Lauquen) were found.
 * Rows of the `ADDED_S26` block, dated 2026-11-28, rest on stored copies of public pages found with the search tools (this
 * machine has no internet access; no page was re-read online):
 * - UNTREF's own news page of 13 April 2022, "Peña: Argentina puede ser un actor clave en el nuevo contexto internacional"
 *   (https://untref.edu.ar/mundountref/pena-argentina-puede-ser-un-actor-clave-en-el-nuevo-contexto-internacional), which
 *   introduces Félix Peña as "el director de la Maestría en Relaciones Comerciales Internacionales" of the university (and a
 *   member of its Instituto Interdisciplinario de Estudios Internacionales, IIEI-UNTREF); the row lists that master's under
 *   international business (graduate), reusing UNTREF's existing institution row. A 2023 article by Peña in the UNLP's journal
 *   Relaciones Internacionales (SciELO Argentina) gives his affiliation as UNTREF and stresses the academic training of
 *   specialists in international trade relations, but does not name the master's.
 * Check first: the exact title and that the master's still admits (the page is of 2022 and gives neither duration nor plan);
 * that its content (international trade relations, trade negotiations, trade law and policy) fits international business
 * rather than international relations only; Peña's role (he may no longer direct it).
 * Left out: IT support (technical): the Técnico Superior en Soporte de Infraestructura de Tecnología de la Información was
 * found only in INET's framework text (a fill.io copy of "Educación Técnica - Anexo 11"), in SciELO articles on its
 * prácticas profesionalizantes in Corrientes (2021, naming no institute) and in student repositories (IES N° 9 of San Pedro
 * de Jujuy, the Escuela Superior N° 49 "Urquiza" of Rosario); marketing (graduate): no Argentine master's or specialization
 * in marketing other than UdeSA's was found on a stored page (searches for UCEMA, Universidad de Palermo, the ICDA of the
 * Universidad Católica de Córdoba and national universities' economics faculties returned nothing usable); international
 * business (graduate): UCES's Maestría en Negocios Internacionales at its Rafaela seat (Diario La Opinión, 2018 and 2020,
 * including a double degree with Mainz) bears out the UCES row already in the file, so no row was added; cybersecurity
 * (bachelor): La Gaceta (9 February 2026) again named only UTN's tecnicatura, and the Universidad de Palermo's Licenciatura
 * en Ciberseguridad appears only in a student's portfolio repository; industrial engineering (graduate), refrigeration
 * (technical) and animation (graduate): no stored page naming an Argentine programme was found. The search budget of the
 * session ran out before the leads above (and a UFASTA landing-page repository, JRHuasi/educa-net) could be read further.
 * Session 27 (2026-11-28): no rows added; the search budget ran out before any page was found that would bear a row.
 * Pages read: a copy of EducaciónIT's home page kept in a public repository (its "Carreras" menu lists, as a "Carrera de
 * 3 años con título oficial", ISTEA's Tecnicatura Superior en Soporte de Infraestructuras, RSSGEYCP Resolución 44/12,
 * linking http://www.istea.com.ar/tecnicatura-superior-en-soporte-de-infraestructuras-caracteristicas). That is a partner's
 * marketing page in a repository, not a page of the institute, so no row (it-support-technician, technical) was added.
 * Check first: that ISTEA (Instituto Superior Tecnológico Empresarial Argentino, Buenos Aires) still runs the tecnicatura,
 * and find its own page; the same menu names its Tecnicatura Superior en Desarrollo de Software (Resolución 167/12).
 * Left out: marketing (graduate), industrial engineering (graduate), cybersecurity (bachelor), refrigeration (technical)
 * and animation (graduate): searches in Spanish for masters in marketing and industrial engineering returned only
 * undergraduate plans (UBA's and UTN-FRBA's Ingeniería Industrial), AACINI articles, UCES's international-business master
 * again and a thesis guide by Catalino Nuñez that names no university.
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the rows readers see most that were written
 * without reading their page were looked up in stored copies of public pages (search tools only; no page was re-read
 * online; pages stored at http addresses are cited at their https addresses, because sources must be https). Rows re-read,
 * each now citing the page named:
 * - ISATC's Caracterización: El Marplatense (news), which lists caracterización among the careers of the institute's Mar
 *   del Plata seat, with intake open in all careers in Mar del Plata and Buenos Aires;
 * - the Comahue's Tecnicatura Universitaria en Farmacia: Mejor Informado (news; begun at Cutral Co in July 2024, opened at
 *   Junín de los Andes in 2025; a Noticias 7 report of its opening at Junín de los Andes says the same);
 * - UNMdP's Maestría en Desarrollo Turístico Sustentable: the FCEyS news page on the Licenciatura en Turismo (stored at
 *   http://www.eco.mdp.edu.ar/...; taught since 2005, intake open for its VI cohort; undated). The home-page source that
 *   row cited before (ar-unmdp-2026-11-27) stays in the `ADDED` block; the catalog drops it, as no row cites it now;
 * - UNLP's Maestría en Trabajo Social: the Facultad de Trabajo Social's 2022 book on the master's 25 years (a copy on
 *   studenta.com); UNLP's Trabajo Social (now "Licenciatura en Trabajo Social"): the Facultad's Consejo Directivo resolution
 *   of 11 December 2013 on the reform of the Licenciatura's plan (a copy on pdfslide.tips);
 * - UNER's Maestría en Trabajo Social: the FTS page on the master's 7th international seminar (2020, 20 years of the
 *   master's);
 * - Ingeniería Mecánica at ITBA (Clarín, undated, stored at http), UTN (UTN-FRBA's page of 17 October 2013 on its
 *   Departamento de Ingeniería Mecánica's new laboratory) and UNLP (El Día, 22 December 2014, stored at http, on the new
 *   building for Ingeniería Mecánica);
 * - UNLP's Medicina Veterinaria: the FCV's page on the history of its posgrado (since 1963 the degree of the career is
 *   Médico Veterinario); UNLP's Música: El Día, 4 March 2011 (the Música career of Bellas Artes, seven orientations, among
 *   them the licenciatura in Música Popular);
 * - UBA's Ciencia Política and Trabajo Social: Ahora Educación's report of Chequeado's analysis of UBA's CBC enrolment
 *   (2016-2022), which lists both among the Facultad de Ciencias Sociales' careers;
 * - UNCuyo's Licenciatura en Ciencia Política y Administración Pública (its political-science and public-administration
 *   rows) and Licenciatura en Trabajo Social: the FCPyS's English page of its academic offer;
 * - UNC's Trabajo Social (now "Licenciatura en Trabajo Social"): Semanario Primer Día, March 2014, on UNC adding the
 *   Licenciatura en Trabajo Social at the CRES of Deán Funes (a regional seat; the main seat is the Facultad de Ciencias
 *   Sociales in Córdoba);
 * - UNGS's Licenciatura en Administración Pública: a paper by UNGS teachers to the Segundo Congreso Argentino de
 *   Administración Pública (about 2003; a copy on vdocuments.co).
 * Weak sources, to replace first: the third-party copies (studenta, pdfslide, vdocuments), the undated or old pages (UNMdP's
 * news page, Clarín, El Día 2011 and 2014, the FCV history page, the UNGS congress paper) and Ahora Educación's secondary
 * report; none gives a duration, so no length was set. Three re-read rows lose the "2 años" an earlier pass wrote from
 * memory (UNMdP's tourism master's, UNLP's and UNER's Maestría en Trabajo Social), which their new pages do not state
 * (`duration: null`). No row was withdrawn: no page read shows one wrong.
 * Searched and not found (rows left as they are, not re-read): UNC's Música and Profesorado en Educación Musical; UCA's
 * Música; UNA's Licenciatura en Artes Musicales (Página/12's "A todo ritmo" says the UNA's Artes Musicales y Sonoras offers
 * seven careers, "Instrumentista Orquestal y las licenciaturas en A…", but the stored opening stops there); UNAJ's
 * Tecnicatura Universitaria en Farmacia Hospitalaria (only another institute's, ISIM's, Tecnicatura Superior en Tecnología
 * en Salud con especialidad en Farmacia Hospitalaria came up); UNR's Medicina Veterinaria (only an English aggregator's
 * translation of a news item on the Casilda faculty's 50th anniversary, naming the faculty, not the career); UNR's
 * Licenciatura en Ciencia Política (only the career-guide site seruniversitario.com); UBA's Ingeniería Mecánica (only pages
 * on FIUBA's building and departments); UBA's Filosofía (only a student group's blog); UNC's Filosofía; UNQ's Licenciatura
 * en Comercio Internacional. Rows lower on the worklist (UNSa's tourism master's, the mechatronics tecnicaturas, UBA's and
 * UNC's engineering, nutrition and mathematics rows, UCA's rows, the graduate rows of UTDT, UNSAM, UdeSA, ISALUD and others)
 * were not searched: the pass's share of the search budget (45 look-ups for two countries) ran out.
 * Second verification pass of 2026-11-28 (session 27, the `VERIFIED_S27B` block): more of the most-shown rows written
 * without reading their page, looked up the same way (stored copies of public pages, search tools only; no page re-read
 * online; rows the first pass had searched without result were not searched again). Rows re-read, each now citing the page
 * named:
 * - UNSa's Maestría en Turismo Sustentable: CONEAU's Resolución 107/16 of 17 March 2016 accrediting it (Facultad de
 *   Ciencias Naturales, taught in Salta; a copy on fdocuments.co). The "2 años" an earlier pass wrote from memory is taken
 *   out (`duration: null`): the resolution gives only the accreditation's term (3 years), not the master's length. A thesis
 *   report of 2013 (issuu) also carries the heading "Especialidad y Maestría en Turismo Sustentable" of the UNSa;
 * - UNC's Ingeniería Mecánica and Ingeniería Industrial: the FCEFyN's own self-evaluation reports to CONEAU (October 2011
 *   and December 2012; copies on studenta.com);
 * - UBA's Veterinaria and UNR's Medicina Veterinaria: Bichos de Campo (news), which gives the Departamento de Información
 *   Universitaria's 2022 enrolment in veterinary medicine per university (UBA 7649, "la de Rosario" 1666). The first pass
 *   had searched UNR's row without result; this page came up for UBA's row and names both;
 * - UTN's Tecnicatura Universitaria en Mecatrónica: El Tribuno de Jujuy, 13 November 2025, on its students at the
 *   extensión áulica of Palpalá (a regional extension, not the Buenos Aires seat the institution row gives as its city);
 * - UNLP's Profesorado en Educación Física: the FaHCE Departamento de Educación Física's "Profesorado y Licenciatura en
 *   Educación Física, plan de estudios 2000" (carreras de grado; a copy on Scribd);
 * - UBA's Ciencias Matemáticas: La Nación on the FCEN's new Licenciatura en Ciencias de Datos (undated in the stored copy;
 *   before its first intake), which names the licenciatura's applied-mathematics orientation and its graduates, not the
 *   degree's full title;
 * - UNA's Licenciatura en Actuación: M. N. Zucchi's 2025 article on the career of the Departamento de Artes Dramáticas
 *   (2013-2021), recorded in the SNRD portal of MINCyT;
 * - UNC's Nutrición y Dietética: the FCM's Escuela de Nutrición page on an extension day of its Cátedra Práctica en
 *   Dietética Institucional with students (70th anniversary of the Escuela); the page does not give the degree's title (the
 *   row's name was written from memory; check whether it is "Licenciatura en Nutrición").
 * Weak sources, to replace first: the third-party copies (fdocuments, studenta, Scribd), the old documents (UNC's 2011 and
 * 2012 reports, UNLP's plan of 2000, CONEAU's 2016 resolution), La Nación's and the Escuela de Nutrición's pages (neither
 * gives the program's title) and Bichos de Campo (enrolment figures, no program page). No page gives a length, so none was
 * set. No row was withdrawn: no page read shows one wrong.
 * Searched and not found (rows left as they are, not re-read): UNR's Técnico Universitario en Mecatrónica (only
 * mechatronics engineering at UNSL, UNER and UNCuyo, and provincial tecnicaturas in Formosa and Mendoza, came up); UNC's
 * Ciencia Política (only UNMdP's and UNR's, the latter on seruniversitario.com); UNLP's Filosofía (only a UNLP teacher's
 * final paper on the Carrera de Filosofía's plans of 1914-1953, on pdfslide.net); UCA's Ingeniería Industrial and
 * Ingeniería Civil; UNC's Matemáticas (only FAMAF's 2024 entrance booklet, which names the faculty, not the career); UADE's
 * Licenciatura en Comercio Internacional; UNR's Licenciatura en Trabajo Social; UNRC's Profesorado en Educación Física;
 * Siglo 21's Licenciatura en Administración de Servicios de Salud; UBA's Nutrición y Dietética. Rows lower on the worklist
 * (UCA's Ciencias Políticas, Filosofía and Nutrición y Dietética, UNLP's Matemáticas, Profesorado en Educación Musical and
 * engineering rows, UBA's and UNCuyo's Ingeniería Industrial, UNC's Teatro y Actuación, the civil-engineering rows and the
 * graduate rows of UdeSA, UTDT, UNSAM, UBA, UNLa, ISALUD, UCES, UNTREF and UTN) were not searched: the shared search budget
 * ran out.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): more of the most-shown rows written without
 * reading their page, looked up the same way (stored copies of public pages, search tools only; no page re-read online;
 * pages stored at http addresses are cited at their https addresses, because sources must be https). Rows re-read, each
 * now citing the page named:
 * - UBA's Ingeniería Industrial: the Facultad de Ingeniería's "Plan de Estudios Ingeniería Industrial", actualización 2016
 *   of the Plan 2011 (the CBC is required before the Segundo Ciclo; a copy on dokumen.tips); a Scribd copy of the
 *   plan's 2019 update (Plan 2011, modificación 2018) also came up, but its opening does not name the university;
 * - UNLP's Profesorado en Educación Musical: a paper by teachers of the Departamento de Música of the Facultad de Bellas
 *   Artes (A. Cataffo and others) on the chair "Fundamentos teóricos de la educación musical", taught to students of the
 *   profesorados de Música and "de la licenciatura y profesorado en Educación Musical" (field work 2010-2014; a copy on
 *   Scribd, read through a proxy mirror of that page);
 * - UCA's Filosofía, now "Licenciatura en Filosofía": the UCA repository's page on the Facultad de Filosofía y Letras,
 *   whose history says the Licenciatura en Filosofía has been taught since 1958 (then with a five-year plan, a length
 *   not carried into the row);
 * - UNR's Técnico Universitario en Mecatrónica and Técnico Universitario en Construcciones (Instituto Politécnico
 *   Superior): La Capital of 30 September 2011 (stored at http), on the Politécnico's eight tecnicaturas universitarias,
 *   three years long and free, among them técnicos universitarios en construcciones and en mecatrónica; the rows' "3 años"
 *   is what the page states, so it is kept;
 * - UNRC's English master's, now "Maestría en Lengua Inglesa con mención Lingüística Aplicada y en Estudios Literarios
 *   (con la Facultad de Lenguas de la UNC)": the Facultad de Ciencias Humanas' page (stored at http) on its CONEAU
 *   accreditation B; taught in Río Cuarto since 1993 with the UNC's Facultad de Lenguas;
 * - UNR's Ingeniería Civil: El Ciudadano (stored at http, about 2015) on the FCEIA's 221 graduates of 2014 in Agrimensura
 *   and Ingeniería Civil, Mecánica, Electrónica, Eléctrica and Industrial;
 * - UTN's Tecnicatura Universitaria en Mantenimiento Industrial: the Facultad Regional Bahía Blanca's page on the
 *   tecnicatura's rationale (a regional faculty, not the Buenos Aires seat the institution row gives as its city);
 * - UNL's Maestría en Gestión Ambiental (FICH): the FICH's own page of its Consejo Directivo resolution 62/2015 (stored at
 *   http://wfich1.unl.edu.ar/resoluciones/1428), approving the master's regulations and plan; the row now cites that page
 *   instead of UNL's home page.
 * Weak sources, to replace first: the third-party copies (dokumen.tips, the Scribd copy of the UNLP paper), the old or
 * undated pages (La Capital 2011, El Ciudadano, the 2015 FICH resolution, UCA's history page), and the UNLP paper and El
 * Ciudadano's report, which name the program only in passing. Lengths taken out (`duration: null`): UTN's Tecnicatura
 * Universitaria en Mantenimiento Industrial ("3 años", which the FRBB page does not state). No other length was set.
 * Withdrawn: none; no page read shows a row wrong.
 * Searched and not found (rows left as they are): UNC's Música, the UNA's Licenciatura en Artes Musicales and UCA's Música
 * (again; only other countries' music programs came up); UNAJ's Tecnicatura Universitaria en Farmacia Hospitalaria (again
 * only ISIM's Tecnicatura Superior en Farmacia Hospitalaria); UBA's Ingeniería Civil and Ingeniería Mecánica (the FIUBA's
 * 2021 Marco Curricular of its Plan 2020 was seen only to its index; Infobae and Página/12 name twelve careers without
 * listing them); UBA's Nutrición y Dietética (again) and its Maestría en Explotación de Datos y Descubrimiento del Conocimiento (only the Código UBA's
 * chapter on the FCE's Especialización en Métodos Cuantitativos para la Gestión y Análisis de Datos came up), Maestría en
 * Administración Pública (only other FCE maestrías in the Código UBA), Maestría en Estadística Matemática, Maestría en
 * Biotecnología (Argenbio reports a UBA-FCEN and INTI Especialización en Biotecnología Industrial, not this master's) and
 * Maestría en Comunicación y Cultura; UNLP's Ingeniería Civil and Ingeniería Industrial (El Día, Diario Hoy and 90 Líneas
 * count thirteen engineering careers without naming them) and Matemáticas; UCA's Ciencias Políticas and Nutrición y
 * Dietética; UNC's Teatro y Actuación (La Voz on the new Facultad de Artes, twelve careers, names no career); UNCuyo's
 * Ingeniería Industrial; the masters of UTDT (Políticas Públicas, Ciencia Política, Management + Analytics), UdeSA
 * (Administración y Políticas Públicas, Marketing y Comunicación), UNLa, ISALUD, UNSAM (Doctorado en Biología Molecular y
 * Biotecnología), UNC (Inglés con Orientación en Lingüística Aplicada: only the UNRC's joint master's came up; Estadística
 * Aplicada), UNLP (PLANGESCO: only its Maestría en Periodismo y Medios de Comunicación came up) and UTN (Ingeniería en
 * Calidad). Not reached (this pass's share of the search budget, 35 look-ups, ran out): UNC's and UNR's political science
 * rows, the philosophy rows of UBA, UNC and UNLP, UNC's Matemáticas and Ingeniería Civil, UCA's engineering rows,
 * UNRC's Profesorado en Educación Física, UNR's Trabajo Social, the Comercio Internacional rows of UNQ and UADE, Siglo 21,
 * UTN's Maestría en Ingeniería Ambiental, and the UNC, UNTREF and UCES graduate rows (earlier
 * passes' leads for the UNTREF and UCES rows were not searched again).
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block): more of the most-shown rows written
 * without reading their page, looked up the same way (stored copies of public pages, search tools only; no page re-read
 * online; pages stored at http addresses are cited at their https addresses; rows earlier passes had searched without
 * result were searched again only with a new query, by the faculty's, school's or department's name). Rows re-read,
 * each now citing the page named:
 * - UNC's Ingeniería Civil: the FCEFyN's own self-evaluation report to CONEAU for the carrera (convocatoria 2010,
 *   Resolución CONEAU Nº 328/10, carreras de nuevo ciclo; October 2011; a copy on fdocuments.es), like the reports the
 *   `VERIFIED_S27B` pass read for its Ingeniería Mecánica and Ingeniería Industrial;
 * - UNC's Matemáticas, now "Licenciatura en Matemática": La Voz del Interior of 11 November 2018 (read in a PressReader
 *   copy stored at http), on the UNC's best average of the year, a graduate of "su carrera de Licenciatura en
 *   Matemática" now doing a doctorate in Bologna;
 * - UNLP's Matemáticas: Diario El Salado (Coronel Mom; 12 October 2017, stored at http), on a student finishing "la
 *   licenciatura en matemáticas" (also "la licenciatura en la Matemática") at the Universidad de La Plata. The row
 *   keeps its name, as the page's wording varies (check the title first: likely "Licenciatura en Matemática");
 * - UTN's Maestría en Ingeniería Ambiental: Agenda del Sur of 13 April 2023, on a day held by the Facultad Regional
 *   Avellaneda "en el ámbito de la carrera de Especialización y Maestría en Ingeniería Ambiental que se dicta desde la
 *   Dirección de Posgrado de la Facultad" (a regional faculty in Greater Buenos Aires, not the rectorate's seat the
 *   institution row gives);
 * - UNTREF's Especialización en Orientación Vocacional y Educativa: UNTREF's own news of 19 May 2025 on the XX Congreso
 *   Argentino de Orientación Vocacional y Educativa, held at its seats, where its director of Posgrado recalls that the
 *   Especialización turns twenty that year (taught with APORA, as the 2017 blog article named in the `ADDED_S24`
 *   paragraph says);
 * - UCES's Maestría en Negocios Internacionales: Diario La Opinión (Rafaela) of February 2020, on the first graduate of
 *   the master's double degree with the Universidad de Ciencias Aplicadas de Mainz, taught by UCES Rafaela (a regional
 *   seat; the institution row's city is Buenos Aires). The lead the `ADDED_S26` paragraph names.
 * Weak sources, to replace first: the third-party copies (fdocuments.es, PressReader), the press pages (La Voz del
 * Interior, Diario El Salado, Agenda del Sur, Diario La Opinión), which name the program in passing, and the old UNC
 * report (2011). Lengths taken out (`duration: null`): UTN's Maestría en Ingeniería Ambiental ("2 años", which its page
 * does not state). No length was set. Withdrawn: none; no page read shows a row wrong.
 * Searched and not found (rows left as they are): UNC's Música (by the Facultad de Artes' Departamento de Música),
 * UCA's Música (by its Facultad de Artes y Ciencias Musicales) and the UNA's Licenciatura en Artes Musicales (by the
 * Departamento de Artes Musicales y Sonoras "Carlos López Buchardo"): only other countries' music schools and a
 * UNTREF-ULP licenciatura came up, again; UNC's Filosofía (by the FFyH's Escuela de Filosofía: only UNRC's and UNSa's
 * philosophy careers, UNCuyo's 1997 plan and a UBA student group's blog came up); UNC's Ciencia Política (by its
 * Facultad de Ciencias Sociales: only UNR's on seruniversitario.com, UNMdP's and UNCuyo's came up); UNR's Licenciatura
 * en Trabajo Social (by the Facultad de Ciencia Política y Relaciones Internacionales: only UNER's, UNLP's and UNL's
 * came up); UNQ's Licenciatura en Comercio Internacional (by its Departamento de Economía y Administración); UNRC's
 * Profesorado en Educación Física (only the FCH's Maestría en Juego, begun in June 2024 by teachers of the Departamento
 * de Educación Física, came up; it names the department, not the profesorado); UNC's Maestría en Comunicación y Cultura
 * Contemporánea (CEA). Not reached (this pass's share of the search budget, 14 look-ups, was used): UNAJ's Tecnicatura
 * Universitaria en Farmacia Hospitalaria, UBA's engineering, nutrition, philosophy and graduate rows, UNLP's Filosofía
 * and engineering rows, UCA's Ciencias Políticas, Nutrición y Dietética and engineering rows, UNCuyo's Ingeniería
 * Industrial, UADE's and Siglo 21's rows, UNC's Teatro y Actuación, and the masters of UTDT, UdeSA, UNSAM, UNLa,
 * ISALUD, UNC (Estadística Aplicada; Inglés), UNLP (PLANGESCO) and UTN (Ingeniería en Calidad).
 * Lead for a later pass (no row added): La Capital (Rosario) of 10 September and 15 December 2025 reports the UNR's new
 * Facultad de Ciencias del Movimiento Humano y Cuidado opening in April 2026 a Profesorado en Educación Física and a
 * Licenciatura en Deporte (four years each); the file has no UNR physical-education row.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block, after `VERIFIED_S28B`): the gap cells first,
 * then the rows of the worklist, looked for on stored copies of public pages and, new in this pass, in public GitHub
 * repositories (theses and course material that name a master's; search tools only, no page re-read online; 22
 * look-ups for Argentina). Rows re-read, each now citing the page named:
 * - UBA's Maestría en Explotación de Datos y Descubrimiento del Conocimiento: the README of Adrián Marino's thesis
 *   repository (adrianmarino/thesis-paper), "UBA - Maestria en Explotación de Datos y Descubrimiento de Conocimiento -
 *   Thesis - Sistemas de Recomendación Colaborativos e Híbridos" (other repositories name the same master's: a Taller de
 *   Tesis I paper "FCEN-UBA" on Argentine bank profiles 2023-2025, and the Kaggle competitions of its course Data Mining
 *   en Economía y Finanzas, 2023 and 2024); the "2 años" is taken out;
 * - UBA's Maestría en Estadística Matemática: the README of Gonzalo Barrera Borla's thesis repository (capitantoto/fermat),
 *   "Tesis en progreso para la Maestría en Estadística Matemática, IC, FCEN-UBA" (director Pablo Groisman, 2022; a thesis
 *   cover of the same title in another repository reads "Tesis presentada para optar al título de Magíster de la Universidad de Buenos Aires en
 *   Estadística Matemática"); the "2 años" is taken out.
 * Weak sources, to replace first: both are students' thesis repositories, not the FCEN's own pages; neither states a
 * length. Lengths taken out (`duration: null`): the two masters' "2 años". No length was set. Withdrawn: none; no page
 * read shows a row wrong. Rows added: none.
 * Searched and not found (gap cells, no row added): IT support (technical), as "Técnico Superior en Soporte de
 * Infraestructura de Tecnología de la Información": only INET's framework list, student projects of the IES N° 9 of San
 * Pedro de Jujuy and a student-made mock site of the Escuela Superior N° 49 "Urquiza" of Rosario (which says its
 * Informática y Redes de Datos career became Soporte de Infraestructura de Tecnologías de Información from 2016), a
 * developer's portfolio and seed data came up, none an institution's own page. Marketing, refrigeration, animation and
 * industrial-engineering (graduate) and cybersecurity (bachelor) were not searched again (earlier passes found nothing
 * and no new idea came up). Verify rows searched without result: UNC's Música (as its Licenciatura en Composición
 * Musical), UCA's Música (through its Facultad de Artes y Ciencias Musicales: only a 2023 homage to its dean Roberto
 * Caamaño came up) and the UNA's (only a 2021 agreement of its Departamento de Artes Musicales y Sonoras with Paraguay's
 * Universidad Nacional de Pilar); UNAJ's Tecnicatura Universitaria en Farmacia Hospitalaria (again only ISIM's); the
 * engineering rows of UBA (Mecánica), UCA (Industrial), UNLP (Civil) and UNCuyo (Industrial) through CONEAU's
 * accreditation resolutions (only other faculties' resolutions came up: UTN Haedo, UTN San Rafael, UNSAM, UNaM, UNLPam,
 * UNL); UTDT's Maestría en Management + Analytics; ISALUD's Maestría en Sistemas de Salud y Seguridad Social; UNLa's
 * Maestría en Epidemiología, Gestión y Políticas de Salud; UTN's Maestría en Ingeniería en Calidad; UNC's Maestría en
 * Estadística Aplicada (GitHub names the UNR's Maestría en Estadística Aplicada of the FCEyE, not UNC's); UdeSA's
 * Maestría en Administración y Políticas Públicas; Siglo 21's Licenciatura en Administración de Servicios de Salud;
 * UADE's Licenciatura en Comercio Internacional (only a 2014 UADE student guide, on fdocuments.ec, whose opening names no
 * career). Not reached (time): the political-science, philosophy, social-work, nutrition and remaining engineering
 * bachelor rows, UNRC's Profesorado en Educación Física, UNQ's Comercio Internacional, UNC's Teatro y Actuación and
 * Profesorado en Educación Musical, and the graduate rows of UdeSA (Marketing y Comunicación), UNSAM, UTDT (Ciencia
 * Política, Políticas Públicas), UBA (Biotecnología, Comunicación y Cultura, Administración Pública), UNC (Inglés;
 * Comunicación y Cultura Contemporánea) and UNLP (PLANGESCO).
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block, after `VERIFIED_S29`): the gap cells and
 * the rows of the worklist that earlier passes had not settled, looked for on stored copies of public pages and public
 * GitHub repositories with new angles (news of students and graduates; people's bios and CVs naming their degree, searched
 * by the exact phrase "... por la Universidad ..." or "... (UNR)"; search tools only, no page re-read online; 29 look-ups
 * for Argentina). Rows re-read, each now citing the page named:
 * - UNR's Licenciatura en Ciencia Política: the "¿Qué es DipuBot?" page of the civic chatbot DipuBot (its source in the
 *   GitHub repository lautisilber/DipuBot_streamlit), whose co-founder is "Licenciada en Ciencia Política por la
 *   Universidad Nacional de Rosario (UNR), becaria doctoral de CONICET en Ciencia Política (UNR)";
 * - UBA's nutrition row, renamed "Licenciatura en Nutrición" (it read "Nutrición y Dietética", written from memory): the
 *   landing page of an IdaClass Academy talk (its source in the GitHub repository reynoso-geronimo/idaclass), whose speaker
 *   is "Licenciada en Nutrición por la Universidad de Buenos Aires" (M.N. 3652);
 * - UCA's Ciencias Políticas: the 2012 issue (November 2012) of Conciencia Política, the magazine of the "Centro de
 *   Estudiantes de Ciencias Políticas y Relaciones Internacionales de la Universidad Católica Argentina" (a copy on
 *   vdocumento.com).
 * Row added: refrigeration and air conditioning (technical), an empty cell: the "curso de Refrigeración Doméstica" of the
 * Centro de Formación Profesional N° 402 "Jorge Barracchia" of Trenque Lauquen, in La Opinión (Trenque Lauquen) of November
 * 2021: its students installed air-conditioning units at a neighbourhood hall as part of their practice; the instructor
 * says the course "inicia en marzo y culmina en diciembre" and covers air conditioning from mid-year (no length set: the
 * page gives months, not a length). The `ADDED_S25` paragraph had left CFP 402 out as a short course; it is added now
 * because it runs a whole school year, the scale of the CECATI rows in the Mexican file. The institution is written as
 * "public" because numbered centres de formación profesional belong to the province's education system; the page itself
 * does not state it (check first), and no website of the centre was seen.
 * Weak sources, to replace first: all four. The DipuBot and IdaClass pages are bios in a chatbot's and an academy's site
 * (they show a graduate of the degree, not the program's own page); the Conciencia Política copy is a 2012 student
 * magazine that names the student centre, not the degree's title; La Opinión is a local report of 2021. No length was set
 * or taken out. Withdrawn: none; no page read shows a row wrong.
 * Check first: a 2015 copy of the UNSAM's Escuela de Política y Gobierno pages kept in the GitHub repository
 * proyecto81/GetCrawler (cache/escuelas/politica/contacto.asp, "Carreras") lists the Doctorado en Ciencia Política and
 * masters in Análisis, Regulación y Gestión Electoral, Auditoría Gubernamental, Desarrollo Local and Políticas Públicas y
 * Gerenciamiento del Desarrollo, but no Maestría en Ciencia Política: check that the UNSAM row "Maestría en Ciencia
 * Política (Escuela de Política y Gobierno)" exists (it was not withdrawn: the list is eleven years old).
 * Leads not used: seed data of a study-plan system of the UNAJ's Instituto de Ciencias de la Salud in GitHub (a
 * "Tecnicatura Universitaria en Farmacia Hospitalaria" among its careers; repository not identified, not an institution's
 * page); a dentist's CV naming a "Maestría en administración de servicios de salud, UNAM" (Mexico, noted in that file).
 * Searched and not found (gap cells, no row added): cybersecurity (bachelor) again (La Gaceta of 9 February 2026 names
 * only UTN-BA's Tecnicatura Universitaria en Ciberseguridad in its opening; the UBA's Maestría en Seguridad Informática of
 * the Código UBA is graduate); a second marketing master's (only MBA reports, Siglo 21's virtual MBA and UdeSA's MBA);
 * animation (graduate) (only ENERC's Realización Integral con Especialización en Animación 3D, a three-year tecnicatura,
 * UNTREF's Diplomatura en Animación and UNICEN's 3D diplomatura); a second industrial-engineering master's (only UTN-FRBA's
 * and UBA's undergraduate plans and AACINI pages). Verify rows searched without result: UTDT's Maestría en Management +
 * Analytics (as "MiM+A"), Maestría en Políticas Públicas (as "Políticas Públicas (UTDT)"); UNC's Música and UCA's Música
 * (as bios "... Música por la Universidad Nacional de Córdoba", "Licenciatura en Música (UCA)"); UBA's Filosofía (only a
 * doctorate in bios) and Ingeniería Mecánica ("Ingeniero Mecánico (UBA)"); UCA's Ingeniería Industrial (only fictional
 * candidate data); UNR's Trabajo Social; UNQ's Comercio Internacional; UNLP's Filosofía; UNC's Ciencia Política (only a
 * doctorate); UNAJ's Tecnicatura Universitaria en Farmacia Hospitalaria (only the seed data above); UCA's Nutrición y
 * Dietética (only other universities' nutrition news: UNL, UCALP, UM, UNSL, UCSF, UNTREF, UNCa); code searches for copies
 * of UNR, UNC and UBA faculty pages found none. Not reached (budget): UNC's Filosofía, Teatro y Actuación and Profesorado
 * en Educación Musical, UNRC's Profesorado en Educación Física, UADE's and Siglo 21's rows, UCA's Ingeniería Civil, UNLP's
 * and UNCuyo's Ingeniería Industrial, UBA's and UNLP's Ingeniería Civil, and the graduate rows of UBA, UNSAM, UTDT
 * (Ciencia Política), UNC, UNLP, UdeSA, UNLa, ISALUD and UTN.
 * Third verification pass of 2026-11-28 (session 29, the `VERIFIED_S29C` block, after `VERIFIED_S29B`): the gap cells and
 * the worklist rows the `VERIFIED_S29` and `VERIFIED_S29B` passes had not searched, looked for on stored copies of public
 * pages and in public GitHub repositories (exact-title text searches, bios, pages by faculty; search tools only, no page
 * re-read online; 17 look-ups for Argentina, after which the session's shared search budget ran out). Rows re-read: none.
 * Row added: cybersecurity (bachelor), an empty cell: the Universidad de Palermo's "Licenciatura en Ciberseguridad", from
 * the portfolio of Iván Muñoz Gomez (its source in the GitHub repository MunozIvan/portfolio_V3, app/page.tsx), a backend
 * developer who writes "actualmente estoy cursando una Licenciatura en Ciberseguridad en la Universidad de Palermo" and
 * links https://www.palermo.edu/ (the institution row's website). The `ADDED_S26` paragraph had seen the same portfolio
 * and left the degree out; it is added now because this pass's brief accepts a student's own page as a weak source. A
 * text search for the title also found a Trabajo Final Integrador outline "de Licenciatura en Ciberseguridad" for an
 * Argentine OSINT tool (osint.com.ar) naming no university, and a pages query for the Universidad de Palermo's own page
 * found none.
 * Weak sources, to replace first: the portfolio (a student's statement, not the university's page; it gives no length,
 * faculty or plan). Check first: the degree's exact title, faculty and length on palermo.edu, and that it is a
 * licenciatura (título de grado) and not a tecnicatura or ciclo. No length was set or taken out. Withdrawn: none.
 * Searched and not found (rows left as they are): UdeSA's Maestría en Marketing y Comunicación (exact title in public
 * repositories: only unattributed lists of masters, one with a "Maestría en marketing y comunicación" of an unnamed
 * institution, and bios with a "Maestría en Marketing y Comunicación Digital"; a pages query found only other countries'
 * masters); UNLP's PLANGESCO (no hit for the acronym); UNSAM's
 * Doctorado en Biología Molecular y Biotecnología (no hit for the exact title); UTDT's Maestría en Ciencia Política (two
 * pages queries found only UTDT press notes of its Departamento de Ciencia Política y Estudios Internacionales, which
 * name the department, not the master's, and copies of CONEAU's external evaluations of UTDT of 2006 and 2016 on
 * studylib, pdfslide and vdocumento, whose stored openings stop at their index: a lead for UTDT's graduate rows); UBA's
 * Maestría en Comunicación y Cultura (the exact title found only lists with a "Maestría en Comunicación y Cultura
 * Digital") and Maestría en Administración Pública ("Maestría en Administración Pública (UBA)": no hit); UBA's Ingeniería
 * Civil ("Ingeniero Civil por la Universidad de Buenos Aires": no hit); UNC's Filosofía ("Filosofía por la Universidad
 * Nacional de Córdoba": only a doctorate in a bio); UNLP's Ingeniería Industrial ("Industrial por la Universidad Nacional
 * de La Plata": no hit); UNRC's Profesorado en Educación Física ("Educación Física (UNRC)": no hit; the university's name
 * found only computing projects); UNC's Teatro y Actuación (a pages query found the FFyH's Alfilo page of 2005 on the
 * Escuela de Artes' Departamento de Teatro and "la necesidad de profesionalizar la disciplina a través de un nuevo plan
 * de estudios", naming no degree, and La Voz on the Facultad de Artes' twelve careers); UNC's Profesorado en Educación
 * Musical (a pages query found only UNLP's and provincial music profesorados). Not reached (the session's search budget
 * ran out): UCA's Ingeniería Civil, UNLP's Ingeniería Civil, UNCuyo's Ingeniería Industrial, UNC's Maestría en Inglés
 * and Maestría en Comunicación y Cultura Contemporánea, UBA's Maestría en Biotecnología, UNSAM's and UTDT's other
 * masters, and the gap cells for IT support (technical), marketing, animation and industrial engineering (graduate).
 * Session 30 pass of 2026-11-28 (no `VERIFIED_S30` block: nothing citable was found): about 15 look-ups for Argentina
 * (search tools only). Rows re-read, added or withdrawn: none. Two kinds of source tried for the first time, leads for
 * a later pass: copies of CONEAU's accreditation resolutions and evaluation reports (on studylib, 1library, vdocumento
 * and vdocuments), whose stored openings name the career, its faculty and its university (found for UNSAM's Ingeniería
 * Industrial, Res. 238/15; the Universidad Nacional de Misiones's Ingeniería Industrial at Oberá, ARCU-SUR Res. 975/13;
 * the UNCuyo's Ingeniería Química at San Rafael, Res. 854/13; a report on UNQ's Licenciatura en Biotecnología listing
 * its Maestría en Biotecnología, Res. 443/16), though none came up for a worklist row; and the UBA's own Código UBA
 * (codigo.rec.uba.ar), whose stored chapters give each posgrado's plan ("Denominación del posgrado", title, faculty),
 * found for the Maestrías en Biometría y Mejoramiento, en Producción Vegetal and en Ciencia Reguladora de Productos
 * para la Salud, but not for the UBA's Maestría en Biotecnología, Maestría en Administración Pública or Maestría en
 * Comunicación y Cultura. Searched and not found: industrial engineering (graduate; only the AACINI journal, UTN-FRBA's
 * Ingeniería Industrial page, UBA plans and CONEAU resolutions on bachelor's degrees); the marketing, refrigeration and
 * cybersecurity gaps were not searched again. Verify rows searched without result: the UNA's Licenciatura en Artes
 * Musicales (Página/12's "A todo ritmo" quotes the dean of the UNA's Artes Musicales y Sonoras, whose institution
 * "ofrece siete carreras de pregrado y grado: Instrumentista Orquestal y las licenciaturas en A…", where the stored
 * opening breaks off; a GitHub text search found only student-made forms); the UCA's Música (only other universities'
 * news, among them UNTREF's Licenciatura en Música Autóctona, Clásica y Popular de América, taught with the Universidad
 * de La Punta, and UNSAM's Licenciatura en Música Argentina, both leads for music rows); the UNCuyo's Ingeniería
 * Industrial (MDZ's report of November 2025 on the Facultad de Ingeniería's 2026 intake and the faculty's own pages
 * name no career in their openings); UNC's Maestría en Estadística Aplicada (only CONEAU resolutions on other
 * institutions); UBA's Ingeniería Mecánica (only UTN-FRBA's plan and FIUBA's 2021 Marco Curricular, whose stored
 * opening stops at its index). Not reached: the other verify rows and the IT-support and animation gaps.
 * Session 30, second pass of 2026-11-28 (the `VERIFIED_S30B` block, after `VERIFIED_S29C`; there is no `VERIFIED_S30`
 * block): the gap cells first, looked for in public GitHub repositories (students' projects and copies or rebuilds of
 * institutions' sites, which this pass's brief accepts as weak sources) and on stored pages (search tools only; no page
 * re-read online; about 17 look-ups for Argentina out of some 75 for Paraguay, Uruguay, Argentina, Chile, Mexico,
 * Trinidad and Tobago and Puerto Rico). Rows added, the IT-support (technical) cell's first two institutions (the
 * `ADDED_S25`, `ADDED_S26` and `VERIFIED_S29` paragraphs had seen both projects and left them out because they are not
 * the institutes' own pages):
 * - the Instituto de Educación Superior N° 9 «Juana Azurduy» (San Pedro de Jujuy; a new institution, entered as public
 *   because numbered IES are provincial institutes, which the page does not state; no website seen), "Tecnicatura
 *   Superior en Soporte de Infraestructura de Tecnología de la Información": the README of an academic-management
 *   system kept in the GitHub repository cesareduardo220/sga-ies9, "desarrollado para el IES N° 9 "Juana Azurduy" de
 *   San Pedro de Jujuy" as a "Proyecto de Prácticas Profesionalizantes III — Tecnicatura Superior en Soporte de
 *   Infraestructura de Tecnología de la Información" (the system manages the institute's tecnicaturas and
 *   profesorados);
 * - the Escuela Superior N° 49 «Capitán General Justo José de Urquiza» (Rosario; a new institution, public: the page
 *   says the school was transferred to the province's jurisdiction in 1994; no website seen), "Soporte de
 *   Infraestructura de Tecnologías de Información": the "Acerca" page of a student's site for the school (Gustavo Sied,
 *   GitHub repository siedgustavo/examinar, examinar_sied_com_ar/about.php), whose history says that in 2015 the Santa
 *   Fe Ministerio de Educación chose the school to create the carreras Analista Programador and Informática y Redes de
 *   Datos, which "tendrán a partir del 2106 [sic: 2016] marcos de referencias aprobados por el Consejo Federal de
 *   Educación, cambiando su denominación a ... la carrera Informática y Redes de Datos como Soporte de Infraestructura
 *   de Tecnologías de Información", taught in Rosario's Área Tecnológica. Two other students' sites for the "Terciario
 *   Urquiza" (GitHub repository Mijael96/Gestiondealumnos, and a Laravel site whose repository the index does not show)
 *   list the same three carreras, "Infraestructura y redes" among them ("El Técnico Superior en Infraestructura de
 *   Tecnología de la Información estará capacitado para implementar, mantener, actualizar, analizar inconvenientes y
 *   resolver problemas ...").
 * Weak sources, to replace first: both (students' projects, not the institutes' pages; the Rosario page is a history
 * written about 2015-2016 that announces the renaming; neither gives a length, a plan or a current intake). Check
 * first: each institute's own page and that the tecnicatura still admits. Lengths: none set. Re-read: none. Withdrawn:
 * none.
 * Searched and not found: a second refrigeration course (a code search found only Aparicio Refrigeración's own courses,
 * in a GitHub copy of a company's site: online courses of about ten evenings on domestic and commercial refrigerators,
 * split and automotive air conditioning and transport refrigeration, too short for the cell, not added); a second
 * marketing master's (a code search found only foreign pages and the UNL's Maestría en Negocios Agroalimentarios); a
 * second industrial-engineering master's (a pages query found again only CONEAU's undergraduate accreditations, UNSAM
 * Res. 238/15 and UNaM Res. 975/13, and USAL's accreditation page); a second cybersecurity bachelor's (the UCASAL
 * admissions landing page kept in the GitHub repository Jo5ean/ingreso-carreras-home lists, among its distance careers,
 * a "Tecnicatura en Seguridad Informática", a technical programme, and a "Lic. en Ciencia de Datos": no open cell).
 * Seen and not used: a "Trayecto Maquillador/a Profesional" of a CFP N° 20 (a student-made site, GitHub repository
 * DamianTrajster/cfp20-web; its city is not in the part read, and make-up is not an open cell here). Not reached: the
 * animation (graduate) gap and the worklist's verify rows.
 * Session 30, third pass of 2026-11-28 (the `VERIFIED_S30C` block, after `VERIFIED_S30B`): gap cells and verify rows,
 * looked for in public GitHub repositories found by their names (students' maps of study plans, career guides,
 * vocational-test apps; search tools only, no page re-read online; about 17 of some 64 look-ups for seven countries).
 * Rows re-read, both now citing FIUBA Map (GitHub repository FdelMazo/FIUBA-Map, src/carreras.ts, August 2026), a
 * students' interactive map of the study plans of "todas las carreras que se dan en la Facultad de Ingeniería" of the
 * Universidad de Buenos Aires, which lists "Ingeniería Civil" (plans 2009 and 2020) and "Ingeniería Mecánica" (plans 1986
 * and 2020), each linking the faculty's plan page (fi.uba.ar/grado/carreras/ingenieria-civil/plan-de-estudios and
 * .../ingenieria-mecanica/plan-de-estudios): the UBA's Ingeniería Civil and Ingeniería Mecánica (names kept; no length
 * stated). Weak sources, to replace first: both (a students' project, not the faculty's page). Rows added and withdrawn:
 * none. Lead not citable: a seed file of the UNC's faculties and careers (a Python "get_unc_dataset", found by an
 * exact-phrase search for "Licenciatura en Composición Musical") lists under the Facultad de Artes the Licenciaturas en
 * Composición Musical, en Teatro and en Educación Musical and the Profesorado en Educación Musical, under Ciencias
 * Sociales the Licenciatura en Ciencia Política, and under Filosofía y Humanidades the Licenciatura en Filosofía (it would
 * bear out five UNC verify rows), but neither the index nor two code searches with its lines named its repository; a
 * similar list of the UNCuyo's Facultad de Artes y Diseño came up the same way. Searched and not found: a second
 * cybersecurity bachelor's (a repository named "LicEnCiberseguridad" is again a Universidad de Palermo student's); the
 * UNLP's verify rows in the UNLP Secretaría de Ciencia y Técnica's repositories (secytunlp: only research units); students'
 * "correlativas" maps of Siglo 21 (Licenciatura en Ciencia de Datos only) and UADE (Ingeniería en Informática only);
 * animation (graduate): an exact-phrase search "Especialización en Animación" found only Colombian and Spanish programmes,
 * and a pages query only UNICEN's 3D diplomatura (already seen); UdeSA's and UTDT's 2018 home pages in the
 * JSCryptoMinerStudy crawl (pagesource/udesa.edu.ar is not stored; pagesource/utdt.edu has menus of schools, not
 * programmes). Not reached: the marketing, refrigeration and industrial-engineering (graduate) gaps and the other verify
 * rows.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): gap cells looked for in
 * public GitHub repositories found by their names and fetched whole, then by exact phrases and the code corpus (search
 * tools only; part of about 33 look-ups for eleven countries). Rows added, re-read and withdrawn: none. Searched and
 * not found: an exact-phrase search for "Licenciatura en Ciberseguridad" (Argentine hits only for the Universidad de
 * Palermo, already listed, in a developer's portfolio); JRHuasi/educa-net (the UFASTA's distance programmes of 2022:
 * licenciaturas and two especializaciones, in educational projects and in "Informática Forense", none an open cell);
 * leocorrea19/Sabiduria-Digital-web (its career file is no longer in the stored snapshot). Not reached: the marketing,
 * industrial-engineering and animation graduate cells, the refrigeration cell and the verify rows.
 */
import type { CountryCatalog } from "../types";
import {
  type CatalogPass,
  institutionPage,
  type InstitutionRow,
  institutionsOf,
  listedInstitutions,
  offered,
  taggedPages,
  withPasses,
} from "./define";

const RETRIEVED = "2026-11-26";

/** [id, official name, city, public/private, official website]; each cites `${id}-site`. */
const INSTITUTIONS: readonly InstitutionRow[] = [
  ["ar-uba", "Universidad de Buenos Aires", "Buenos Aires", "public", "https://www.uba.ar"],
  ["ar-unc", "Universidad Nacional de Córdoba", "Córdoba", "public", "https://www.unc.edu.ar"],
  ["ar-unlp", "Universidad Nacional de La Plata", "La Plata", "public", "https://unlp.edu.ar"],
  ["ar-utn", "Universidad Tecnológica Nacional", "Buenos Aires", "public", "https://www.utn.edu.ar"],
  ["ar-unr", "Universidad Nacional de Rosario", "Rosario", "public", "https://unr.edu.ar"],
  ["ar-uncuyo", "Universidad Nacional de Cuyo", "Mendoza", "public", "https://www.uncuyo.edu.ar"],
  ["ar-unq", "Universidad Nacional de Quilmes", "Bernal", "public", "https://www.unq.edu.ar"],
  ["ar-unmdp", "Universidad Nacional de Mar del Plata", "Mar del Plata", "public", "https://www.mdp.edu.ar"],
  ["ar-una", "Universidad Nacional de las Artes", "Buenos Aires", "public", "https://una.edu.ar"],
  ["ar-unrc", "Universidad Nacional de Río Cuarto", "Río Cuarto", "public", "https://www.unrc.edu.ar"],
  ["ar-unsam", "Universidad Nacional de San Martín", "San Martín", "public", "https://www.unsam.edu.ar"],
  ["ar-unla", "Universidad Nacional de Lanús", "Remedios de Escalada", "public", "https://www.unla.edu.ar"],
  ["ar-uca", "Pontificia Universidad Católica Argentina", "Buenos Aires", "private", "https://www.uca.edu.ar"],
  ["ar-utdt", "Universidad Torcuato Di Tella", "Buenos Aires", "private", "https://www.utdt.edu"],
  ["ar-udesa", "Universidad de San Andrés", "Victoria", "private", "https://www.udesa.edu.ar"],
  ["ar-uade", "Universidad Argentina de la Empresa (UADE)", "Buenos Aires", "private", "https://www.uade.edu.ar"],
  ["ar-itba", "Instituto Tecnológico de Buenos Aires (ITBA)", "Buenos Aires", "private", "https://www.itba.edu.ar"],
  ["ar-ucema", "Universidad del CEMA", "Buenos Aires", "private", "https://ucema.edu.ar"],
  ["ar-isalud", "Universidad ISALUD", "Buenos Aires", "private", "https://www.isalud.edu.ar"],
  [
    "ar-flacso",
    "Facultad Latinoamericana de Ciencias Sociales (FLACSO Argentina)",
    "Buenos Aires",
    "private",
    "https://www.flacso.org.ar",
  ],
  [
    "ar-cruzroja",
    "Cruz Roja Argentina (institutos de educación superior)",
    "Buenos Aires",
    "private",
    "https://www.cruzroja.org.ar",
  ],
];

const ADDED_ON = "2026-11-27";
const inst = institutionsOf("AR");
/** The source of a row added on 2026-11-27: the institution's official site. */
const added = (id: string) => `${id}-${ADDED_ON}`;

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      added("ar-ungs"),
      "Universidad Nacional de General Sarmiento",
      "Carreras de grado",
      "https://www.ungs.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-uner"),
      "Universidad Nacional de Entre Ríos",
      "Carreras de grado y posgrado",
      "https://www.uner.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-unmdp"),
      "Universidad Nacional de Mar del Plata",
      "Facultad de Ciencias Económicas y Sociales: posgrados",
      "https://www.mdp.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-unsa"),
      "Universidad Nacional de Salta",
      "Facultad de Ciencias Naturales: posgrados",
      "https://www.unsa.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-unr"),
      "Universidad Nacional de Rosario",
      "Instituto Politécnico Superior: tecnicaturas universitarias",
      "https://unr.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-isatc"),
      "Instituto Superior de Arte del Teatro Colón",
      "Carreras del Instituto Superior de Arte",
      "https://teatrocolon.org.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-unco"),
      "Universidad Nacional del Comahue",
      "Tecnicaturas universitarias",
      "https://www.uncoma.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-unrc"),
      "Universidad Nacional de Río Cuarto, Facultad de Ciencias Humanas",
      "Posgrados",
      "https://www.unrc.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-untref"),
      "Universidad Nacional de Tres de Febrero",
      "Posgrados",
      "https://www.untref.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-uces"),
      "Universidad de Ciencias Empresariales y Sociales (UCES)",
      "Posgrados",
      "https://www.uces.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-uba"),
      "Universidad de Buenos Aires",
      "Posgrados: Facultad de Ciencias Sociales y carreras interfacultades",
      "https://www.uba.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-unc"),
      "Universidad Nacional de Córdoba, Centro de Estudios Avanzados",
      "Posgrados",
      "https://www.unc.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-unlp"),
      "Universidad Nacional de La Plata, Facultad de Periodismo y Comunicación Social",
      "Posgrados",
      "https://unlp.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-unsam"),
      "Universidad Nacional de San Martín, Instituto de Investigaciones Biotecnológicas",
      "Doctorado",
      "https://www.unsam.edu.ar",
      ADDED_ON,
    ),
    institutionPage(added("ar-udesa"), "Universidad de San Andrés", "Maestrías", "https://www.udesa.edu.ar", ADDED_ON),
    institutionPage(
      added("ar-utn"),
      "Universidad Tecnológica Nacional",
      "Tecnicaturas universitarias y posgrados",
      "https://www.utn.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-unt"),
      "Universidad Nacional de Tucumán",
      "La UNT lanza una maestría única en Tucumán sobre comunicación institucional",
      "https://medios.unt.edu.ar/2025/04/23/la-unt-lanza-una-maestria-unica-en-tucuman-sobre-comunicacion-institucional",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-unl"),
      "Universidad Nacional del Litoral, Facultad de Ingeniería y Ciencias Hídricas",
      "Posgrados: Maestría en Gestión Ambiental (plan aprobado por la Resolución CD FICH N° 62/2015)",
      "https://www.unl.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-unaj"),
      "Universidad Nacional Arturo Jauretche, Instituto de Ciencias de la Salud",
      "Carreras",
      "https://www.unaj.edu.ar",
      ADDED_ON,
    ),
    institutionPage(
      added("ar-siglo21"),
      "Universidad Siglo 21",
      "Carreras de grado (ciclos de complementación curricular)",
      "https://21.edu.ar",
      ADDED_ON,
    ),
  ],
  institutions: [
    inst(
      "ar-unaj",
      "Universidad Nacional Arturo Jauretche",
      "Florencio Varela",
      "public",
      "https://www.unaj.edu.ar",
      added("ar-unaj"),
    ),
    inst("ar-siglo21", "Universidad Siglo 21", "Córdoba", "private", "https://21.edu.ar", added("ar-siglo21")),
    inst(
      "ar-unt",
      "Universidad Nacional de Tucumán",
      "San Miguel de Tucumán",
      "public",
      "https://www.unt.edu.ar",
      added("ar-unt"),
    ),
    inst("ar-unl", "Universidad Nacional del Litoral", "Santa Fe", "public", "https://www.unl.edu.ar", added("ar-unl")),
    inst(
      "ar-ungs",
      "Universidad Nacional de General Sarmiento",
      "Los Polvorines",
      "public",
      "https://www.ungs.edu.ar",
      added("ar-ungs"),
    ),
    inst(
      "ar-uner",
      "Universidad Nacional de Entre Ríos",
      "Paraná",
      "public",
      "https://www.uner.edu.ar",
      added("ar-uner"),
    ),
    inst("ar-unsa", "Universidad Nacional de Salta", "Salta", "public", "https://www.unsa.edu.ar", added("ar-unsa")),
    inst(
      "ar-isatc",
      "Instituto Superior de Arte del Teatro Colón",
      "Buenos Aires",
      "public",
      "https://teatrocolon.org.ar",
      added("ar-isatc"),
    ),
    inst(
      "ar-unco",
      "Universidad Nacional del Comahue",
      "Neuquén",
      "public",
      "https://www.uncoma.edu.ar",
      added("ar-unco"),
    ),
    inst(
      "ar-untref",
      "Universidad Nacional de Tres de Febrero",
      "Sáenz Peña",
      "public",
      "https://www.untref.edu.ar",
      added("ar-untref"),
    ),
    inst(
      "ar-uces",
      "Universidad de Ciencias Empresariales y Sociales (UCES)",
      "Buenos Aires",
      "private",
      "https://www.uces.edu.ar",
      added("ar-uces"),
    ),
  ],
  programs: [
    ...offered("ar-ungs", "bachelor", added("ar-ungs"), [
      ["public-administration", "Licenciatura en Administración Pública"],
    ]),
    ...offered("ar-uner", "bachelor", added("ar-uner"), [["social-work", "Licenciatura en Trabajo Social"]]),
    ...offered("ar-uner", "graduate", added("ar-uner"), [
      ["social-work", "Maestría en Trabajo Social", { duration: "2 años" }],
    ]),
    ...offered("ar-isatc", "technical", added("ar-isatc"), [["makeup-artistry", "Caracterización"]]),
    ...offered("ar-unmdp", "graduate", added("ar-unmdp"), [
      ["tourism", "Maestría en Desarrollo Turístico Sustentable", { duration: "2 años" }],
    ]),
    ...offered("ar-unsa", "graduate", added("ar-unsa"), [
      ["tourism", "Maestría en Turismo Sustentable", { duration: "2 años" }],
    ]),
    ...offered("ar-unr", "technical", added("ar-unr"), [
      [
        "construction-technician",
        "Técnico Universitario en Construcciones (Instituto Politécnico Superior)",
        { duration: "3 años" },
      ],
      [
        "mechatronics-technician",
        "Técnico Universitario en Mecatrónica (Instituto Politécnico Superior)",
        { duration: "3 años" },
      ],
      [
        "electronics-technician",
        "Técnico Universitario en Sistemas Electrónicos (Instituto Politécnico Superior)",
        { duration: "3 años" },
      ],
    ]),
    ...offered("ar-unco", "technical", added("ar-unco"), [
      ["pharmacy-technician", "Tecnicatura Universitaria en Farmacia"],
    ]),
    ...offered("ar-unrc", "graduate", added("ar-unrc"), [
      [
        "english-teaching",
        "Maestría en Lengua Inglesa, mención Lingüística Aplicada (con la Facultad de Lenguas de la UNC)",
      ],
    ]),
    ...offered("ar-untref", "graduate", added("ar-untref"), [
      ["counselling", "Especialización en Orientación Vocacional y Educativa"],
    ]),
    ...offered("ar-uces", "graduate", added("ar-uces"), [
      ["international-business", "Maestría en Negocios Internacionales"],
    ]),
    ...offered("ar-uba", "graduate", added("ar-uba"), [
      ["communication-studies", "Maestría en Comunicación y Cultura (Facultad de Ciencias Sociales)"],
      ["biotechnology", "Maestría en Biotecnología"],
    ]),
    ...offered("ar-unc", "graduate", added("ar-unc"), [
      ["communication-studies", "Maestría en Comunicación y Cultura Contemporánea (Centro de Estudios Avanzados)"],
    ]),
    ...offered("ar-unlp", "graduate", added("ar-unlp"), [
      ["communication-studies", "Maestría en Planificación y Gestión de Procesos Comunicacionales (PLANGESCO)"],
    ]),
    ...offered("ar-unt", "graduate", added("ar-unt"), [
      ["communication-studies", "Maestría en Planificación e Intervención desde la Comunicación"],
    ]),
    ...offered("ar-unsam", "graduate", added("ar-unsam"), [
      ["biotechnology", "Doctorado en Biología Molecular y Biotecnología"],
    ]),
    ...offered("ar-unl", "graduate", added("ar-unl"), [
      ["environmental-engineering", "Maestría en Gestión Ambiental (Facultad de Ingeniería y Ciencias Hídricas)"],
    ]),
    ...offered("ar-udesa", "graduate", added("ar-udesa"), [["marketing", "Maestría en Marketing y Comunicación"]]),
    ...offered("ar-utn", "graduate", added("ar-utn"), [
      ["industrial-engineering", "Maestría en Ingeniería en Calidad"],
    ]),
    ...offered("ar-unaj", "technical", added("ar-unaj"), [
      ["pharmacy-technician", "Tecnicatura Universitaria en Farmacia Hospitalaria"],
    ]),
    ...offered("ar-siglo21", "bachelor", added("ar-siglo21"), [
      [
        "health-services-administration",
        "Licenciatura en Administración de Servicios de Salud (ciclo de complementación curricular)",
      ],
    ]),
    ...offered("ar-utn", "technical", added("ar-utn"), [
      ["mechatronics-technician", "Tecnicatura Universitaria en Mecatrónica"],
    ]),
  ],
};

const ADDED_28_ON = "2026-11-28";
/** The source of a row added on 2026-11-28. */
const added28 = (id: string) => `${id}-${ADDED_28_ON}`;

/** Rows added on 2026-11-28 (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      added28("ar-uade"),
      "Universidad Argentina de la Empresa (UADE), Facultad de Ciencias de la Salud",
      "Licenciatura en Gestión de Servicios de Salud: plan de estudios",
      "https://www.uade.edu.ar/facultad-de-ciencias-de-la-salud/licenciatura-en-gestion-de-servicios-de-salud/plan-de-estudios/",
      ADDED_28_ON,
    ),
    institutionPage(
      added28("ar-uba"),
      "Universidad de Buenos Aires, Facultad de Ingeniería",
      "Ingeniería en Agrimensura: plan de estudios",
      "https://www.fi.uba.ar/grado/carreras/ingenieria-en-agrimensura/plan-de-estudios",
      ADDED_28_ON,
    ),
    institutionPage(
      added28("ar-unlp"),
      "Universidad Nacional de La Plata, Facultad de Ingeniería",
      "Carreras de grado",
      "https://www.ing.unlp.edu.ar",
      ADDED_28_ON,
    ),
    institutionPage(
      added28("ar-unr"),
      "Universidad Nacional de Rosario, Facultad de Ciencias Exactas, Ingeniería y Agrimensura",
      "Carreras de grado",
      "https://www.fceia.unr.edu.ar",
      ADDED_28_ON,
    ),
    institutionPage(
      added28("ar-uai"),
      "Universidad Abierta Interamericana, Facultad de Medicina y Ciencias de la Salud",
      "Carreras de grado",
      "https://uai.edu.ar",
      ADDED_28_ON,
    ),
  ],
  institutions: [
    inst(
      "ar-uai",
      "Universidad Abierta Interamericana",
      "Buenos Aires",
      "private",
      "https://uai.edu.ar",
      added28("ar-uai"),
    ),
  ],
  programs: [
    ...offered("ar-uade", "bachelor", added28("ar-uade"), [
      ["health-services-administration", "Licenciatura en Gestión de Servicios de Salud"],
    ]),
    ...offered("ar-uba", "bachelor", added28("ar-uba"), [["surveying", "Ingeniería en Agrimensura"]]),
    ...offered("ar-unlp", "bachelor", added28("ar-unlp"), [["surveying", "Ingeniería en Agrimensura"]]),
    ...offered("ar-unr", "bachelor", added28("ar-unr"), [["surveying", "Agrimensura"]]),
    ...offered("ar-uai", "bachelor", added28("ar-uai"), [
      ["surgical-technology", "Licenciatura en Instrumentación Quirúrgica"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24`. */
const ADDED_S24_ON = "2026-11-28";

/** Rows added on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ar-terras-site",
      "Instituto Terras",
      "Postítulo: Especialista Docente de Nivel Superior en Orientación Educativa y Tutoría",
      "https://www.terras.edu.ar/portada/postitulo/nivel-superior-orientacion-educativa-tutoria-8/",
      ADDED_S24_ON,
    ),
  ],
  institutions: [
    inst(
      "ar-terras",
      "Instituto Terras",
      "Presidencia Roque Sáenz Peña",
      "private",
      "https://www.terras.edu.ar",
      "ar-terras-site",
    ),
  ],
  programs: [
    ...offered("ar-terras", "graduate", "ar-terras-site", [
      [
        "counselling",
        "Especialización Docente de Nivel Superior en Orientación Educativa y Tutoría (postítulo)",
        { duration: "18 meses" },
      ],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24B`. */
const ADDED_S24B_ON = "2026-11-28";

/** Rows added on 2026-11-28 in a second pass, each resting on a stored copy of a public page (see the header). */
const ADDED_S24B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ar-edot-mdp-elmarplatense-2026",
      "El Marplatense",
      "Comienzan las inscripciones para la Escuela de Oficios Teatrales en el Teatro Tronador BNA de Mar del Plata (orientación Vestuario y Caracterización)",
      "https://www.elmarplatense.com/comienzan-las-inscripciones-para-la-escuela-de-oficios-teatrales-en-el-teatro-tronador-bna-de-mar-del-plata",
      ADDED_S24B_ON,
    ),
  ],
  institutions: [
    inst(
      "ar-edot-mdp",
      "Escuela de Oficios Teatrales (EDOT) del Complejo Teatral de Buenos Aires, sede Mar del Plata (Teatro Tronador BNA)",
      "Mar del Plata",
      "public",
      "https://www.teatrotronador.com.ar",
      "ar-edot-mdp-elmarplatense-2026",
    ),
  ],
  programs: [
    ...offered("ar-edot-mdp", "technical", "ar-edot-mdp-elmarplatense-2026", [
      [
        "makeup-artistry",
        "Escuela de Oficios Teatrales, orientación Vestuario y Caracterización (VECA)",
        { duration: "3 años" },
      ],
    ]),
  ],
};

const LISTED = listedInstitutions("AR", INSTITUTIONS, {
  title: "Oferta académica (página oficial)",
  retrieved: RETRIEVED,
});

/** The date of the rows in `ADDED_S25`. */
const ADDED_S25_ON = "2026-11-28";
/** Rows added on 2026-11-28 in a third pass, each resting on a stored copy of a public page (see the header). */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ar-itec-elmolino-site-2017",
      "Instituto Tecnológico El Molino (ITEC)",
      "El ITEC cierra un 2017 con grandes logros institucionales (incorporación al sistema de educación privada de Santa Fe; tecnicaturas en Gestión Industrial, Mantenimiento Industrial y Energías Renovables)",
      "https://itec-elmolino.edu.ar/el-itec-cierra-un-2017-con-grandes-logros-institucionales",
      ADDED_S25_ON,
    ),
    institutionPage(
      "ar-itec-elmolino-esperanzadiaxdia-2024",
      "Esperanza Día x Día",
      "Abrió la inscripción para el ciclo lectivo 2024 en las tecnicaturas del ITEC El Molino (Técnico Superior en Mantenimiento Industrial, tres años)",
      "https://esperanzadiaxdia.com.ar/amp/abrio-la-inscripcion-para-el-ciclo-lectivo-2024-en-las-tecnicaturas-del-itec-el-molino.htm",
      ADDED_S25_ON,
    ),
    institutionPage(
      "ar-iteco-elpopular",
      "El Popular (Olavarría)",
      "Iteco, apuntando a la sustentabilidad del desarrollo tecnológico de Olavarría (Tecnicatura Superior en Mantenimiento Industrial, tres años)",
      "https://elpopularhoy.com/argentina/provincia/ciudad/iteco--apuntando-a-la-sustentabilidad-del-desarrollo-tecnologico-de-olavarria_a64eb0370ddd2c423af24a6a7",
      ADDED_S25_ON,
    ),
    institutionPage(
      "ar-unc-fcefyn-constructor",
      "Universidad Nacional de Córdoba, Facultad de Ciencias Exactas, Físicas y Naturales",
      "100 años de la Carrera de Constructor",
      "https://fcefyn.unc.edu.ar/facultad/secretarias/secretaria-de-graduados/noticias/100-anos-de-la-carrera-de-constructor",
      ADDED_S25_ON,
    ),
  ],
  institutions: [
    inst(
      "ar-itec-elmolino",
      "Instituto Tecnológico El Molino (ITEC)",
      "Esperanza",
      "private",
      "https://itec-elmolino.edu.ar",
      "ar-itec-elmolino-site-2017",
    ),
    inst(
      "ar-iteco",
      "Instituto Tecnológico Olavarría (ITecO)",
      "Olavarría",
      "private",
      "https://iteco.edu.ar",
      "ar-iteco-elpopular",
    ),
  ],
  programs: [
    ...offered("ar-itec-elmolino", "technical", "ar-itec-elmolino-esperanzadiaxdia-2024", [
      ["industrial-maintenance", "Tecnicatura Superior en Mantenimiento Industrial", { duration: "3 años" }],
    ]),
    ...offered("ar-iteco", "technical", "ar-iteco-elpopular", [
      ["industrial-maintenance", "Tecnicatura Superior en Mantenimiento Industrial", { duration: "3 años" }],
    ]),
    ...offered("ar-unc", "technical", "ar-unc-fcefyn-constructor", [
      ["construction-technician", "Constructor (Escuela de Ingeniería Civil, FCEFyN)"],
    ]),
  ],
};
/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";
/** Rows added on 2026-11-28 in a fourth pass, each resting on a stored copy of a public page (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ar-untref-mrci-2026-11-28",
      "Universidad Nacional de Tres de Febrero (UNTREF)",
      "Peña: Argentina puede ser un actor clave en el nuevo contexto internacional (Félix Peña, director de la Maestría en Relaciones Comerciales Internacionales)",
      "https://untref.edu.ar/mundountref/pena-argentina-puede-ser-un-actor-clave-en-el-nuevo-contexto-internacional",
      ADDED_S26_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("ar-untref", "graduate", "ar-untref-mrci-2026-11-28", [
      ["international-business", "Maestría en Relaciones Comerciales Internacionales"],
    ]),
  ],
};
/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "AR",
  sources: [...LISTED.sources],
  institutions: [...LISTED.institutions],
  programs: [
    ...offered("ar-uba", "bachelor", "ar-uba-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Farmacia"],
      ["clinical-laboratory-science", "Bioquímica"],
      ["nutrition", "Nutrición y Dietética"],
      ["physical-therapy", "Kinesiología y Fisiatría"],
      ["speech-therapy", "Fonoaudiología"],
      ["psychology", "Psicología"],
      ["veterinary-medicine", "Veterinaria"],
      ["agronomy", "Agronomía"],
      ["law", "Abogacía"],
      ["accounting", "Contador Público"],
      ["business-administration", "Administración"],
      ["economics", "Economía"],
      ["actuarial-science", "Actuario"],
      ["political-science", "Ciencia Política"],
      ["sociology", "Sociología"],
      ["social-work", "Trabajo Social"],
      ["communication-studies", "Ciencias de la Comunicación"],
      ["anthropology", "Ciencias Antropológicas"],
      ["history", "Historia"],
      ["philosophy", "Filosofía"],
      ["literature", "Letras"],
      ["library-science", "Bibliotecología y Ciencia de la Información"],
      ["architecture", "Arquitectura"],
      ["industrial-design", "Diseño Industrial"],
      ["graphic-design", "Diseño Gráfico"],
      ["fashion-design", "Diseño de Indumentaria"],
      ["textile-design", "Diseño Textil"],
      ["film", "Diseño de Imagen y Sonido"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["petroleum-engineering", "Ingeniería en Petróleo"],
      ["computer-science", "Ciencias de la Computación"],
      ["information-systems", "Ingeniería en Informática"],
      ["data-science", "Ciencia de Datos"],
      ["biology", "Ciencias Biológicas"],
      ["chemistry", "Ciencias Químicas"],
      ["physics", "Ciencias Físicas"],
      ["mathematics", "Ciencias Matemáticas"],
      ["geology", "Ciencias Geológicas"],
      ["human-resources", "Relaciones del Trabajo"],
      ["translation", "Traductorado Público"],
      ["food-engineering", "Ingeniería en Alimentos"],
    ]),
    ...offered("ar-unc", "bachelor", "ar-unc-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Farmacia"],
      ["clinical-laboratory-science", "Bioquímica"],
      ["nutrition", "Nutrición y Dietética"],
      ["physical-therapy", "Kinesiología y Fisioterapia"],
      ["speech-therapy", "Fonoaudiología"],
      ["psychology", "Psicología"],
      ["law", "Abogacía"],
      ["accounting", "Contador Público"],
      ["business-administration", "Administración"],
      ["economics", "Economía"],
      ["agronomy", "Ingeniería Agronómica"],
      ["biology", "Biología"],
      ["chemistry", "Química"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["mathematics-teaching", "Profesorado en Matemática"],
      ["computer-science", "Ciencias de la Computación"],
      ["geology", "Geología"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electromechanical-engineering", "Ingeniería Mecánica Electricista"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["aerospace-engineering", "Ingeniería Aeronáutica"],
      ["biomedical-engineering", "Ingeniería Biomédica"],
      ["architecture", "Arquitectura"],
      ["industrial-design", "Diseño Industrial"],
      ["history", "Historia"],
      ["philosophy", "Filosofía"],
      ["literature", "Letras Modernas"],
      ["anthropology", "Antropología"],
      ["social-work", "Trabajo Social"],
      ["communication-studies", "Comunicación Social"],
      ["music", "Música"],
      ["theatre", "Teatro y Actuación"],
      ["film", "Cine y Artes Audiovisuales"],
      ["fine-arts", "Artes Visuales"],
      ["translation", "Traductorado Público Nacional de Inglés"],
      ["english-teaching", "Profesorado de Inglés"],
      ["political-science", "Ciencia Política"],
      ["sociology", "Sociología"],
      ["library-science", "Bibliotecología y Documentación"],
      ["music-education", "Profesorado en Educación Musical"],
    ]),
    ...offered("ar-unc", "graduate", "ar-unc-site", [
      ["statistics", "Maestría en Estadística Aplicada", { duration: "2 años" }],
      ["english-teaching", "Maestría en Inglés con Orientación en Lingüística Aplicada", { duration: "2 años" }],
    ]),
    ...offered("ar-unlp", "bachelor", "ar-unlp-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Farmacia"],
      ["clinical-laboratory-science", "Bioquímica"],
      ["psychology", "Psicología"],
      ["law", "Abogacía"],
      ["accounting", "Contador Público"],
      ["business-administration", "Administración"],
      ["economics", "Economía"],
      ["agronomy", "Ingeniería Agronómica"],
      ["forestry-engineering", "Ingeniería Forestal"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["aerospace-engineering", "Ingeniería Aeronáutica"],
      ["information-systems", "Licenciatura en Informática"],
      ["communication-studies", "Comunicación Social"],
      ["social-work", "Trabajo Social"],
      ["sociology", "Sociología"],
      ["history", "Historia"],
      ["philosophy", "Filosofía"],
      ["literature", "Letras"],
      ["library-science", "Bibliotecología"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["geology", "Geología"],
      ["biology", "Biología"],
      ["music", "Música"],
      ["fine-arts", "Artes Plásticas"],
      ["graphic-design", "Diseño en Comunicación Visual"],
      ["industrial-design", "Diseño Industrial"],
      ["physical-education", "Profesorado en Educación Física"],
      ["tourism", "Licenciatura en Turismo"],
      ["english-teaching", "Profesorado en Inglés"],
      ["music-education", "Profesorado en Educación Musical"],
      ["computer-science", "Licenciatura en Sistemas"],
    ]),
    ...offered("ar-utn", "bachelor", "ar-utn-site", [
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería en Sistemas de Información"],
      ["aerospace-engineering", "Ingeniería Aeronáutica"],
    ]),
    ...offered("ar-uca", "bachelor", "ar-uca-site", [
      ["law", "Abogacía"],
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["nutrition", "Nutrición y Dietética"],
      ["psychology", "Psicología"],
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Contador Público"],
      ["political-science", "Ciencias Políticas"],
      ["international-relations", "Relaciones Internacionales"],
      ["journalism", "Periodismo"],
      ["advertising", "Publicidad"],
      ["philosophy", "Filosofía"],
      ["history", "Historia"],
      ["theology", "Teología"],
      ["literature", "Letras"],
      ["music", "Música"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería Informática"],
      ["food-engineering", "Ingeniería en Alimentos"],
      ["agronomy", "Ingeniería en Producción Agropecuaria"],
      ["human-resources", "Licenciatura en Recursos Humanos"],
    ]),
    ...offered("ar-utdt", "bachelor", "ar-utdt-site", [
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["law", "Abogacía"],
      ["political-science", "Ciencia Política y Gobierno"],
      ["international-relations", "Estudios Internacionales"],
      ["history", "Historia"],
      ["architecture", "Arquitectura"],
      ["computer-science", "Licenciatura en Tecnología Digital"],
    ]),
    ...offered("ar-uba", "graduate", "ar-uba-site", [
      ["business-administration", "Maestría en Administración", { duration: "2 años" }],
      ["public-administration", "Maestría en Administración Pública", { duration: "2 años" }],
      ["data-science", "Maestría en Explotación de Datos y Descubrimiento del Conocimiento", { duration: "2 años" }],
      ["cybersecurity", "Maestría en Seguridad Informática", { duration: "2 años" }],
      ["statistics", "Maestría en Estadística Matemática", { duration: "2 años" }],
    ]),
    ...offered("ar-unlp", "graduate", "ar-unlp-site", [
      ["international-relations", "Maestría en Relaciones Internacionales", { duration: "2 años" }],
      ["social-work", "Maestría en Trabajo Social", { duration: "2 años" }],
    ]),
    ...offered("ar-utn", "technical", "ar-utn-site", [
      ["programming-technician", "Tecnicatura Universitaria en Programación", { duration: "2 años" }],
      ["industrial-maintenance", "Tecnicatura Universitaria en Mantenimiento Industrial", { duration: "3 años" }],
    ]),
    ...offered("ar-utn", "graduate", "ar-utn-site", [
      ["environmental-engineering", "Maestría en Ingeniería Ambiental", { duration: "2 años" }],
    ]),
    ...offered("ar-unr", "bachelor", "ar-unr-site", [
      ["medicine", "Medicina"],
      ["nursing", "Licenciatura en Enfermería"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Abogacía"],
      ["accounting", "Contador Público"],
      ["economics", "Licenciatura en Economía"],
      ["statistics", "Licenciatura en Estadística"],
      ["political-science", "Licenciatura en Ciencia Política"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["communication-studies", "Licenciatura en Comunicación Social"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["anthropology", "Licenciatura en Antropología"],
      ["fine-arts", "Licenciatura en Bellas Artes"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["computer-science", "Licenciatura en Ciencias de la Computación"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["agronomy", "Ingeniería Agronómica"],
    ]),
    ...offered("ar-uncuyo", "bachelor", "ar-uncuyo-site", [
      ["medicine", "Medicina"],
      ["political-science", "Licenciatura en Ciencia Política y Administración Pública"],
      ["public-administration", "Licenciatura en Ciencia Política y Administración Pública"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["communication-studies", "Licenciatura en Comunicación Social"],
      ["accounting", "Contador Público"],
      ["business-administration", "Licenciatura en Administración"],
      ["economics", "Licenciatura en Economía"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["mechatronics-engineering", "Ingeniería en Mecatrónica"],
      ["petroleum-engineering", "Ingeniería en Petróleos"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
      ["fine-arts", "Licenciatura en Artes Visuales"],
    ]),
    ...offered("ar-unq", "bachelor", "ar-unq-site", [
      ["occupational-therapy", "Licenciatura en Terapia Ocupacional"],
      ["nursing", "Licenciatura en Enfermería"],
      ["communication-studies", "Licenciatura en Comunicación Social"],
      ["biotechnology", "Licenciatura en Biotecnología"],
      ["international-business", "Licenciatura en Comercio Internacional"],
    ]),
    ...offered("ar-unq", "technical", "ar-unq-site", [
      ["programming-technician", "Tecnicatura Universitaria en Programación Informática", { duration: "3 años" }],
    ]),
    ...offered("ar-unmdp", "bachelor", "ar-unmdp-site", [
      ["occupational-therapy", "Licenciatura en Terapia Ocupacional"],
      ["tourism", "Licenciatura en Turismo"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Abogacía"],
      ["architecture", "Arquitectura"],
    ]),
    ...offered("ar-una", "bachelor", "ar-una-site", [
      ["fine-arts", "Licenciatura en Artes Visuales"],
      ["theatre", "Licenciatura en Actuación"],
      ["music", "Licenciatura en Artes Musicales"],
    ]),
    ...offered("ar-utdt", "graduate", "ar-utdt-site", [
      ["business-administration", "MBA", { duration: "2 años" }],
      ["economics", "Maestría en Economía", { duration: "2 años" }],
      ["finance", "Maestría en Finanzas", { duration: "2 años" }],
      ["public-administration", "Maestría en Políticas Públicas", { duration: "2 años" }],
      ["international-relations", "Maestría en Estudios Internacionales", { duration: "2 años" }],
      ["urban-planning", "Maestría en Economía Urbana", { duration: "2 años" }],
      ["data-science", "Maestría en Management + Analytics", { duration: "2 años" }],
      ["political-science", "Maestría en Ciencia Política", { duration: "2 años" }],
    ]),
    ...offered("ar-unsam", "graduate", "ar-unsam-site", [
      ["political-science", "Maestría en Ciencia Política (Escuela de Política y Gobierno)", { duration: "2 años" }],
    ]),
    ...offered("ar-unla", "graduate", "ar-unla-site", [
      [
        "health-services-administration",
        "Maestría en Epidemiología, Gestión y Políticas de Salud",
        { duration: "2 años" },
      ],
    ]),
    ...offered("ar-isalud", "graduate", "ar-isalud-site", [
      ["health-services-administration", "Maestría en Sistemas de Salud y Seguridad Social", { duration: "2 años" }],
      ["health-services-administration", "Maestría en Economía y Gestión de la Salud", { duration: "2 años" }],
    ]),
    ...offered("ar-udesa", "bachelor", "ar-udesa-site", [
      ["economics", "Licenciatura en Economía"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["finance", "Licenciatura en Finanzas"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["communication-studies", "Licenciatura en Comunicación"],
      ["law", "Abogacía"],
    ]),
    ...offered("ar-udesa", "graduate", "ar-udesa-site", [
      ["business-administration", "MBA", { duration: "2 años" }],
      ["public-administration", "Maestría en Administración y Políticas Públicas", { duration: "2 años" }],
      ["economics", "Maestría en Economía", { duration: "2 años" }],
      ["finance", "Maestría en Finanzas", { duration: "2 años" }],
      ["journalism", "Maestría en Periodismo", { duration: "2 años" }],
    ]),
    ...offered("ar-uade", "bachelor", "ar-uade-site", [
      ["human-resources", "Licenciatura en Recursos Humanos"],
      ["marketing", "Licenciatura en Marketing"],
      ["international-business", "Licenciatura en Comercio Internacional"],
      ["hotel-management", "Licenciatura en Hotelería"],
      ["tourism", "Licenciatura en Turismo"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
      ["advertising", "Licenciatura en Publicidad"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["information-systems", "Ingeniería en Informática"],
      ["economics", "Licenciatura en Economía"],
      ["accounting", "Contador Público"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["law", "Abogacía"],
    ]),
    ...offered("ar-itba", "bachelor", "ar-itba-site", [
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería Informática"],
      ["biomedical-engineering", "Bioingeniería"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["petroleum-engineering", "Ingeniería en Petróleo"],
    ]),
    ...offered("ar-ucema", "graduate", "ar-ucema-site", [
      ["business-administration", "MBA", { duration: "2 años" }],
      ["finance", "Maestría en Finanzas", { duration: "2 años" }],
    ]),
    ...offered("ar-flacso", "graduate", "ar-flacso-site", [
      ["international-relations", "Maestría en Relaciones Internacionales", { duration: "2 años" }],
    ]),
    ...offered("ar-cruzroja", "technical", "ar-cruzroja-site", [
      ["nursing-technician", "Tecnicatura Superior en Enfermería", { duration: "3 años" }],
    ]),
    ...offered("ar-unrc", "bachelor", "ar-unrc-site", [
      ["early-childhood-education", "Profesorado en Educación Inicial"],
      ["special-education", "Profesorado en Educación Especial"],
      ["physical-education", "Profesorado en Educación Física"],
    ]),
  ],
};

/** The date of the pages read by the `VERIFIED_S27` pass. */
const VERIFIED_S27_ON = "2026-11-28";
/** A page read by the `VERIFIED_S27` pass (its id ends in `-s27`). */
const s27 = taggedPages("s27", VERIFIED_S27_ON);

/** The pages the session-27 verification pass read, one per row or per set of rows it bears out (see the header). */
const S27 = {
  isatc: s27(
    "ar-isatc-caracterizacion",
    "El Marplatense",
    "Escuela del Teatro Colón Mar del Plata: «es un semillero excepcional» (inscripción abierta en todas las carreras del Instituto Superior de Arte del Teatro Colón, en Mar del Plata y en Buenos Aires; en la sede local: academia orquestal, canto, caracterización, danza, dirección escénica y preparación musical de ópera)",
    "https://elmarplatense.com/escuela-del-teatro-colon-mar-del-plata-es-un-semillero-excepcional",
  ),
  unco: s27(
    "ar-unco-farmacia",
    "Mejor Informado",
    "Estudiar salud sin irse: la UNCo suma nuevas carreras de Ciencias Médicas en el interior de Neuquén y Río Negro (la Tecnicatura Universitaria en Farmacia, nueva en la UNCo, comenzó en julio de 2024 en Cutral Co y se abrió en 2025 en Junín de los Andes)",
    "https://www.mejorinformado.com/regionales/estudiar-salud-irse-unco-suma-nuevas-carreras-ciencias-medicas-neuquen-rio-negro-interior_1768337710",
  ),
  unmdp: s27(
    "ar-unmdp-turismo",
    "Universidad Nacional de Mar del Plata, Facultad de Ciencias Económicas y Sociales",
    "La carrera de Licenciado en Turismo en la UNMdP (desde 2005 se dicta la carrera de posgrado Maestría en Desarrollo Turístico Sustentable, con inscripción abierta para su VI cohorte)",
    "https://www.eco.mdp.edu.ar/noticias/1055-la-carrera-de-licenciado-en-turismo-en-la-unmdp",
  ),
  unlpMts: s27(
    "ar-unlp-fts-maestria",
    "Universidad Nacional de La Plata, Facultad de Trabajo Social (a book it published in 2022, read in a copy on studenta.com)",
    "Trabajo Social y cambio epocal: una mirada desde el Sur para pensar los tiempos de pandemia. Debates en el marco de los XXV años de la Maestría en Trabajo Social (M. P. Fuentes, comp.)",
    "https://es.studenta.com/content/117200402/trabajo-social-y-cambio-epocal-una-mirada-desde-el-sur-para-pensar-los-tiempos-d",
  ),
  unlpTs: s27(
    "ar-unlp-fts-licenciatura",
    "Universidad Nacional de La Plata, Facultad de Trabajo Social (its Consejo Directivo's resolution of 11 December 2013, read in a copy on pdfslide.tips)",
    "Expte. Nº 3200: reconocimiento del proceso de Reforma del Plan de Estudios de la Licenciatura en Trabajo Social",
    "https://pdfslide.tips/documents/expte-no-3200-visto-considerando-la-2014-06-17-en-esta-direccion-acordamos.html",
  ),
  uner: s27(
    "ar-uner-fts-maestria",
    "Universidad Nacional de Entre Ríos, Facultad de Trabajo Social",
    "7.° Seminario Internacional de la Maestría en Trabajo Social (2020, a 20 años de la carrera de posgrado)",
    "https://www.fts.uner.edu.ar/7-seminario-internacional-de-la-maestria-en-trabajo-social/",
  ),
  itba: s27(
    "ar-itba-mecanica",
    "Clarín",
    "Del aula a la pista de carreras (la carrera de Ingeniería Mecánica del Instituto Tecnológico Buenos Aires)",
    "https://www.clarin.com/universidades/aula-pista-carreras_0_720528191.html",
  ),
  utn: s27(
    "ar-utn-frba-mecanica",
    "Universidad Tecnológica Nacional, Facultad Regional Buenos Aires",
    "Nuevo Laboratorio de Mecánica en la UTN Buenos Aires (Departamento de Ingeniería Mecánica; prácticas de asignaturas de Ingeniería Mecánica, Industrial y Naval), 17 de octubre de 2013",
    "https://frba.utn.edu.ar/nuevo-laboratorio-de-mecanica-en-la-utn-buenos-aires",
  ),
  unlpMec: s27(
    "ar-unlp-mecanica",
    "El Día (La Plata)",
    "La UNLP contempla la construcción de nuevo edificio para Ingeniería Mecánica (Departamento de Mecánica de la Facultad de Ingeniería), 22 de diciembre de 2014",
    "https://www.eldia.com.ar/edis/20141222/La-UNLP-contempla-construccion-nuevo-edificio-para-Ingenieria-Mecanica-20141222194823.htm",
  ),
  unlpVet: s27(
    "ar-unlp-fcv-veterinaria",
    "Universidad Nacional de La Plata, Facultad de Ciencias Veterinarias",
    "Historia del posgrado de la Facultad (desde 1963 el título de grado que otorga la carrera es el de Médico Veterinario)",
    "https://www.fcv.unlp.edu.ar/index.php/author/eleonora/page/29",
  ),
  unlpMusica: s27(
    "ar-unlp-musica",
    "El Día (La Plata)",
    "Música popular, una carrera que es récord en Bellas Artes (la carrera de Música de la Facultad de Bellas Artes de la UNLP, con siete orientaciones, entre ellas la licenciatura en Música Popular), 4 de marzo de 2011",
    "https://www.eldia.com/nota/2011-3-4-musica-popular-una-carrera-que-es-record-en-bellas-artes/amp",
  ),
  uba: s27(
    "ar-uba-sociales",
    "Ahora Educación (reporting Chequeado's analysis of UBA's CBC enrolment data, 2016-2022)",
    "Tendencias universitarias (las carreras de la Facultad de Ciencias Sociales de la UBA: Ciencia Política, Comunicación Social, Relaciones del Trabajo, Trabajo Social y Sociología)",
    "https://ahoraeducacion.com/tendencias-educacion/tendencias-universitarias/",
  ),
  uncuyo: s27(
    "ar-uncuyo-fcpys",
    "Universidad Nacional de Cuyo, Facultad de Ciencias Políticas y Sociales",
    "Faculty of Social and Political Science: Academic Offerings (Bachelor's Degree in Political Science and Public Administration; Bachelor's Degree in Social Work)",
    "https://fcp.uncuyo.edu.ar/idioma",
  ),
  unc: s27(
    "ar-unc-cres-trabajo-social",
    "Semanario Primer Día (Deán Funes)",
    "El CRES de Deán Funes suma nuevas carreras (la UNC incorpora la Licenciatura en Trabajo Social, con Kinesiología y Fisioterapia), marzo de 2014",
    "https://www.semanarioprimerdia.com.ar/2014/03/el-cres-de-dean-funes-suma-nuevas.html",
  ),
  ungs: s27(
    "ar-ungs-administracion-publica",
    "Sergio L. Agoff, Gustavo C. Badía, Patricia V. Fagundez and Gabriela Mansilla (UNGS), paper to the Segundo Congreso Argentino de Administración Pública, read in a copy on vdocuments.co",
    "Emergencia del campo disciplinario y formación en administración pública en Argentina: el caso de la Licenciatura en Administración Pública de la Universidad Nacional de General Sarmiento",
    "https://vdocuments.co/carrera-de-administracion-publica-ungs-conceptual-cuerpo-espiritu-como.html",
  ),
};

/**
 * Session 27's verification pass (2026-11-28): the most-shown rows written without reading their page, each re-pointed to
 * a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S27: CatalogPass = {
  sources: Object.values(S27),
  reread: [
    { institution: "ar-isatc", career: "makeup-artistry", level: "technical", source: S27.isatc.id },
    { institution: "ar-unco", career: "pharmacy-technician", level: "technical", source: S27.unco.id },
    { institution: "ar-unmdp", career: "tourism", level: "graduate", source: S27.unmdp.id, set: { duration: null } },
    {
      institution: "ar-unlp",
      career: "social-work",
      level: "graduate",
      source: S27.unlpMts.id,
      set: { duration: null },
    },
    {
      institution: "ar-unlp",
      career: "social-work",
      level: "bachelor",
      source: S27.unlpTs.id,
      set: { name: "Licenciatura en Trabajo Social" },
    },
    { institution: "ar-uner", career: "social-work", level: "graduate", source: S27.uner.id, set: { duration: null } },
    { institution: "ar-itba", career: "mechanical-engineering", level: "bachelor", source: S27.itba.id },
    { institution: "ar-utn", career: "mechanical-engineering", level: "bachelor", source: S27.utn.id },
    { institution: "ar-unlp", career: "mechanical-engineering", level: "bachelor", source: S27.unlpMec.id },
    { institution: "ar-unlp", career: "veterinary-medicine", level: "bachelor", source: S27.unlpVet.id },
    { institution: "ar-unlp", career: "music", level: "bachelor", source: S27.unlpMusica.id },
    { institution: "ar-uba", career: "political-science", level: "bachelor", source: S27.uba.id },
    { institution: "ar-uba", career: "social-work", level: "bachelor", source: S27.uba.id },
    { institution: "ar-uncuyo", career: "political-science", level: "bachelor", source: S27.uncuyo.id },
    { institution: "ar-uncuyo", career: "public-administration", level: "bachelor", source: S27.uncuyo.id },
    { institution: "ar-uncuyo", career: "social-work", level: "bachelor", source: S27.uncuyo.id },
    {
      institution: "ar-unc",
      career: "social-work",
      level: "bachelor",
      source: S27.unc.id,
      set: { name: "Licenciatura en Trabajo Social" },
    },
    { institution: "ar-ungs", career: "public-administration", level: "bachelor", source: S27.ungs.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S27B` pass (its id ends in `-s27b`). */
const s27b = taggedPages("s27b", VERIFIED_S27_ON);

/** The pages the second session-27 verification pass read, one per row or per set of rows it bears out (see the header). */
const S27B = {
  unsa: s27b(
    "ar-unsa-turismo",
    "Comisión Nacional de Evaluación y Acreditación Universitaria (CONEAU), read in a copy on fdocuments.co",
    "Resolución N° 107/16: acreditar la carrera de Maestría en Turismo Sustentable, de la Universidad Nacional de Salta, Facultad de Ciencias Naturales, que se dicta en la ciudad de Salta (17 de marzo de 2016)",
    "https://fdocuments.co/document/resolucin-n-10716-asunto-turismo-sustentable-de-la-de-salta-provincia.html",
  ),
  uncMec: s27b(
    "ar-unc-fcefyn-mecanica",
    "Universidad Nacional de Córdoba, Facultad de Ciencias Exactas, Físicas y Naturales (read in a copy on studenta.com)",
    "Informe de autoevaluación, carrera Ingeniería Mecánica, convocatoria 2010 (Resolución CONEAU Nº 328/10), octubre de 2011",
    "https://es.studenta.com/content/117094617/informe-autoevaluacion-mecanica-fce-fy-n-unc-2011",
  ),
  uncInd: s27b(
    "ar-unc-fcefyn-industrial",
    "Universidad Nacional de Córdoba, Facultad de Ciencias Exactas, Físicas y Naturales (read in a copy on studenta.com)",
    "Informe de autoevaluación, carrera Ingeniería Industrial, convocatoria 2012 (Resolución CONEAU Nº 343/12), diciembre de 2012",
    "https://es.studenta.com/content/117094616/informe-autoevaluacion-industrial-fce-fy-n-unc-diciembre-2012",
  ),
  vet: s27b(
    "ar-veterinaria-matricula",
    "Bichos de Campo",
    "Feliz día: en las últimas dos décadas creció más de un 50% la cantidad de estudiantes de veterinaria (datos del Departamento de Información Universitaria, 2022: Universidad de Buenos Aires 7649 estudiantes de veterinaria; Rosario 1666)",
    "https://bichosdecampo.com/feliz-dia-en-las-ultimas-dos-decadas-crecio-mas-de-un-50-la-cantidad-de-estudiantes-de-veterinaria",
  ),
  utn: s27b(
    "ar-utn-mecatronica-palpala",
    "El Tribuno de Jujuy",
    "Palpalá impulsa la excelencia educativa de los estudiantes (estudiantes de la Tecnicatura Universitaria en Mecatrónica de la UTN, extensión áulica Palpalá), 13 de noviembre de 2025",
    "https://eltribunodejujuy.com/nota/2025-11-13-1-35-0-palpala-impulsa-la-excelencia-educativa-de-los-estudiantes",
  ),
  unlpEf: s27b(
    "ar-unlp-fahce-educacion-fisica",
    "Universidad Nacional de La Plata, Facultad de Humanidades y Ciencias de la Educación, Departamento de Educación Física (read in a copy on Scribd)",
    "Carreras de grado: Profesorado y Licenciatura en Educación Física, plan de estudios 2000",
    "https://es.scribd.com/document/570500730/Plan-de-estudios-2000",
  ),
  ubaMat: s27b(
    "ar-uba-exactas-matematica",
    "La Nación",
    "La UBA tendrá una nueva carrera: la licenciatura en ciencia de datos (la Facultad de Ciencias Exactas y Naturales; la orientación de matemática aplicada de la licenciatura en matemática, con plan de principios de los 80)",
    "https://lanacion.com.ar/tecnologia/la-uba-tendra-nueva-carrera-licenciatura-ciencia-nid2440759",
  ),
  una: s27b(
    "ar-una-actuacion",
    "Mariano Nicolás Zucchi (CONICET), a 2025 article recorded in the Sistema Nacional de Repositorios Digitales (MINCyT)",
    "Las transformaciones en la Licenciatura en Actuación de la Universidad Nacional de las Artes durante la gestión 2013-2021 (Departamento de Artes Dramáticas)",
    "https://repositoriosdigitales.mincyt.gob.ar/vufind/Record/CONICETDig_a84d3949153b87c775e17f85aceeac48",
  ),
  uncNut: s27b(
    "ar-unc-escuela-nutricion",
    "Universidad Nacional de Córdoba, Facultad de Ciencias Médicas, Escuela de Nutrición",
    "Jornada extensionista «Comportamientos de resguardo para un ambiente sostenible y saludable» (la Cátedra Práctica en Dietética Institucional, con estudiantes, en el 70 aniversario de la Escuela de Nutrición)",
    "https://nutricion.fcm.unc.edu.ar/jornada-extensionista-comportamientos-de-resguardo-para-un-ambiente-sostenible-y-saludable/",
  ),
};

/**
 * Session 27's second verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S27B: CatalogPass = {
  sources: Object.values(S27B),
  reread: [
    { institution: "ar-unsa", career: "tourism", level: "graduate", source: S27B.unsa.id, set: { duration: null } },
    { institution: "ar-unc", career: "mechanical-engineering", level: "bachelor", source: S27B.uncMec.id },
    { institution: "ar-unc", career: "industrial-engineering", level: "bachelor", source: S27B.uncInd.id },
    { institution: "ar-uba", career: "veterinary-medicine", level: "bachelor", source: S27B.vet.id },
    { institution: "ar-unr", career: "veterinary-medicine", level: "bachelor", source: S27B.vet.id },
    { institution: "ar-utn", career: "mechatronics-technician", level: "technical", source: S27B.utn.id },
    { institution: "ar-unlp", career: "physical-education", level: "bachelor", source: S27B.unlpEf.id },
    { institution: "ar-uba", career: "mathematics", level: "bachelor", source: S27B.ubaMat.id },
    { institution: "ar-una", career: "theatre", level: "bachelor", source: S27B.una.id },
    { institution: "ar-unc", career: "nutrition", level: "bachelor", source: S27B.uncNut.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  ubaInd: s28(
    "ar-uba-fiuba-industrial",
    "Universidad de Buenos Aires, Facultad de Ingeniería (read in a copy on dokumen.tips)",
    "Plan de Estudios Ingeniería Industrial, actualización 2016 (Plan 2011 y resoluciones modificatorias; se requiere haber aprobado el CBC para comenzar el Segundo Ciclo)",
    "https://dokumen.tips/documents/plan-de-estudios-facultad-de-ingenieria-industrial-2011pdf-se-requiere.html",
  ),
  unlpEdMusical: s28(
    "ar-unlp-fba-educacion-musical",
    "A. Cataffo, V. Bárcena, K. Daniec and others, Departamento de Música, Facultad de Bellas Artes, UNLP (read in a copy on Scribd)",
    "La educación artística y musical en la educación inicial, primaria y secundaria: un estudio de caso en escuelas de La Plata, Berisso y Ensenada (la cátedra Fundamentos teóricos de la educación musical, para los profesorados de Música y la licenciatura y profesorado en Educación Musical; trabajo de campo 2010-2014)",
    "https://es.scribd.com/document/860411444/11-4-LA-EDUCACIO-N-ARTI-STICA-Y-MUSICAL-EN-LA-EDUCACIO-N-INICIAL-PRIMARIA-Y-SECUNDARIA-UN-ESTUDIO-DE-CASO-EN-ESCUELAS-DE-LA-PLATA-BERISSO-Y-ENSENADA",
  ),
  ucaFil: s28(
    "ar-uca-filosofia",
    "Pontificia Universidad Católica Argentina, Repositorio Institucional",
    "Facultad de Filosofía y Letras (su historia: la Licenciatura en Filosofía se dicta desde 1958)",
    "https://repositorio.uca.edu.ar/cris/ou/ou00004?open=organizations&filternamecrisou.projects=objectname&filterquerycrisou.projects=Centro+de+Estudios+de+Literatura+Comparada+%22Mar%C3%ADa+Teresa+Maiorana%22&filtertypecrisou.projects=equals",
  ),
  unrPoli: s28(
    "ar-unr-politecnico-tecnicaturas",
    "La Capital (Rosario)",
    "Las tecnicaturas universitarias que necesita la región (el Instituto Politécnico de la UNR: técnicos universitarios en construcciones, en mecatrónica y otros; carreras de tres años, gratuitas), 30 de septiembre de 2011",
    "https://www.lacapital.com.ar/las-tecnicaturas-universitarias-que-necesita-la-regioacuten-n1235569.html",
  ),
  unrcIngles: s28(
    "ar-unrc-maestria-lengua-inglesa",
    "Universidad Nacional de Río Cuarto, Facultad de Ciencias Humanas",
    "La Maestría en Lengua Inglesa obtuvo la acreditación B de CONEAU (Maestría en Lengua Inglesa con mención Lingüística Aplicada y en Estudios Literarios, de la FCH de la UNRC y la Facultad de Lenguas de la UNC; se dicta en Río Cuarto desde 1993)",
    "https://www.hum.unrc.edu.ar/la-maestria-en-lengua-inglesa-obtuvo-la-acreditacion-b-de-coneau/",
  ),
  unrCivil: s28(
    "ar-unr-fceia-ingenierias",
    "El Ciudadano (Rosario)",
    "Ingeniería: la UNR se distingue (los 221 egresados de 2014 de la FCEIA en Agrimensura, Ingeniería Civil, Mecánica, Electrónica, Eléctrica e Industrial)",
    "https://www.elciudadanoweb.com/ingenieria-la-unr-se-distingue/",
  ),
  utnMant: s28(
    "ar-utn-frbb-mantenimiento",
    "Universidad Tecnológica Nacional, Facultad Regional Bahía Blanca",
    "Tecnicatura Universitaria en Mantenimiento Industrial: fundamentación",
    "https://www.frbb.utn.edu.ar/frbb/institucional/sacad/carreras/tumi/fundamentacion",
  ),
  unlGa: s28(
    "ar-unl-fich-gestion-ambiental",
    "Universidad Nacional del Litoral, Facultad de Ingeniería y Ciencias Hídricas",
    "Resolución del Consejo Directivo de la FICH N° 62/2015 (13 de abril de 2015): aprueba los Reglamentos y Plan de Estudio de la Maestría en Gestión Ambiental y de la Especialización en Gestión Ambiental",
    "https://wfich1.unl.edu.ar/resoluciones/1428",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    { institution: "ar-uba", career: "industrial-engineering", level: "bachelor", source: S28.ubaInd.id },
    { institution: "ar-unlp", career: "music-education", level: "bachelor", source: S28.unlpEdMusical.id },
    {
      institution: "ar-uca",
      career: "philosophy",
      level: "bachelor",
      source: S28.ucaFil.id,
      set: { name: "Licenciatura en Filosofía" },
    },
    { institution: "ar-unr", career: "mechatronics-technician", level: "technical", source: S28.unrPoli.id },
    { institution: "ar-unr", career: "construction-technician", level: "technical", source: S28.unrPoli.id },
    {
      institution: "ar-unrc",
      career: "english-teaching",
      level: "graduate",
      source: S28.unrcIngles.id,
      set: {
        name: "Maestría en Lengua Inglesa con mención Lingüística Aplicada y en Estudios Literarios (con la Facultad de Lenguas de la UNC)",
      },
    },
    { institution: "ar-unr", career: "civil-engineering", level: "bachelor", source: S28.unrCivil.id },
    {
      institution: "ar-utn",
      career: "industrial-maintenance",
      level: "technical",
      source: S28.utnMant.id,
      set: { duration: null, city: "Bahía Blanca" },
    },
    { institution: "ar-unl", career: "environmental-engineering", level: "graduate", source: S28.unlGa.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row it bears out (see the header). */
const S28B = {
  uncCivil: s28b(
    "ar-unc-fcefyn-ingenieria-civil",
    "Universidad Nacional de Córdoba, Facultad de Ciencias Exactas, Físicas y Naturales (read in a copy on fdocuments.es)",
    "Informe de autoevaluación, carrera Ingeniería Civil (convocatoria 2010, Resolución CONEAU Nº 328/10, carreras de nuevo ciclo), octubre de 2011",
    "https://fdocuments.es/document/ic-caratula-v7-2019-11-5-1-dimensin-1contexto-institucional-11analizar.html",
  ),
  uncMat: s28b(
    "ar-unc-licenciatura-matematica",
    "La Voz del Interior (read in a copy on PressReader)",
    "Puntaje perfecto en Matemáticas para el mejor de la UNC (el mejor promedio de la Universidad Nacional de Córdoba, egresado de la Licenciatura en Matemática), 11 de noviembre de 2018",
    "https://www.pressreader.com/argentina/la-voz-del-interior/20181111/281483572404971",
  ),
  unlpMat: s28b(
    "ar-unlp-licenciatura-matematica",
    "Diario El Salado (Coronel Mom)",
    "Un matemático, de Coronel Mom a Eslovenia (un estudiante de la licenciatura en matemáticas de la Universidad de La Plata), 12 de octubre de 2017",
    "https://diarioelsalado.com.ar/noticia.php?id=19411",
  ),
  utnAmbiental: s28b(
    "ar-utn-fra-ingenieria-ambiental",
    "Agenda del Sur",
    "Jornada sobre sustentabilidad e investigación científica en la UTN Avellaneda (en el ámbito de la Especialización y Maestría en Ingeniería Ambiental de la Facultad Regional Avellaneda), 13 de abril de 2023",
    "https://agendadelsur.com/index.php/2023/04/13/jornada-sobre-sustentabilidad-e-investigacion-cientifica-en-la-utn-avellaneda/",
  ),
  untref: s28b(
    "ar-untref-orientacion-vocacional",
    "Universidad Nacional de Tres de Febrero",
    "La Universidad fue sede del XX Congreso Nacional de Orientación Vocacional y Educativa (la Especialización en Orientación Vocacional y Educativa cumple dos décadas), 19 de mayo de 2025",
    "https://www.untref.edu.ar/mundountref/la-universidad-fue-sede-del-xx-congreso-nacional-de-orientacion-vocacional-y-educativa",
  ),
  uces: s28b(
    "ar-uces-rafaela-negocios-internacionales",
    "Diario La Opinión (Rafaela)",
    "UCES Rafaela tiene su primera maestranda con doble titulación (Maestría en Negocios Internacionales de UCES, con la Universidad de Ciencias Aplicadas de Mainz), febrero de 2020",
    "https://diariolaopinion.com.ar/contenido/271102/uces-rafaela-tiene-su-primera-maestranda-con-doble-titulacion",
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
    { institution: "ar-unc", career: "civil-engineering", level: "bachelor", source: S28B.uncCivil.id },
    {
      institution: "ar-unc",
      career: "mathematics",
      level: "bachelor",
      source: S28B.uncMat.id,
      set: { name: "Licenciatura en Matemática" },
    },
    { institution: "ar-unlp", career: "mathematics", level: "bachelor", source: S28B.unlpMat.id },
    {
      institution: "ar-utn",
      career: "environmental-engineering",
      level: "graduate",
      source: S28B.utnAmbiental.id,
      set: { duration: null, city: "Avellaneda" },
    },
    { institution: "ar-untref", career: "counselling", level: "graduate", source: S28B.untref.id },
    {
      institution: "ar-uces",
      career: "international-business",
      level: "graduate",
      source: S28B.uces.id,
      set: { city: "Rafaela" },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row it bears out (see the header). */
const S29 = {
  ubaDataMining: s29(
    "ar-uba-dmkd-tesis",
    "Adrián Marino, thesis repository on GitHub (adrianmarino/thesis-paper)",
    "UBA - Maestría en Explotación de Datos y Descubrimiento de Conocimiento - Thesis - Sistemas de Recomendación Colaborativos e Híbridos (README; thesis in progress)",
    "https://github.com/adrianmarino/thesis-paper",
  ),
  ubaEstadistica: s29(
    "ar-uba-estadistica-matematica-tesis",
    "Gonzalo Barrera Borla, thesis repository on GitHub (capitantoto/fermat)",
    "fkdc: Distancia de Fermat en Clasificadores de Densidad Nuclear. Tesis en progreso para la Maestría en Estadística Matemática, IC, FCEN-UBA (dir. Pablo Groisman; README, 2022)",
    "https://github.com/capitantoto/fermat",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): two graduate rows written without reading their page, each re-pointed to
 * a thesis repository that names the master's at the UBA (see the header). No row was added and none was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    {
      institution: "ar-uba",
      career: "data-science",
      level: "graduate",
      source: S29.ubaDataMining.id,
      set: { duration: null },
    },
    {
      institution: "ar-uba",
      career: "statistics",
      level: "graduate",
      source: S29.ubaEstadistica.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 pass read, one per row it bears out or adds (see the header). */
const S29B = {
  unrCienciaPolitica: s29b(
    "ar-unr-ciencia-politica-dipubot",
    "DipuBot (civic chatbot; its page kept in the GitHub repository lautisilber/DipuBot_streamlit)",
    "¿Qué es DipuBot? (co-founders: Victoria Miño, “Licenciada en Ciencia Política por la Universidad Nacional de Rosario (UNR), becaria doctoral de CONICET en Ciencia Política (UNR)”)",
    "https://github.com/lautisilber/DipuBot_streamlit",
  ),
  ubaNutricion: s29b(
    "ar-uba-nutricion-idaclass",
    "IdaClass Academy (event landing page; its source kept in the GitHub repository reynoso-geronimo/idaclass)",
    "Suplementación deportiva: qué funciona y qué no | Club de Expertos IdaClass (speaker Fernanda Garat, “Licenciada en Nutrición por la Universidad de Buenos Aires”, M.N. 3652)",
    "https://github.com/reynoso-geronimo/idaclass",
  ),
  ucaCienciasPoliticas: s29b(
    "ar-uca-conciencia-politica",
    "Centro de Estudiantes de Ciencias Políticas y Relaciones Internacionales, Pontificia Universidad Católica Argentina (read in a copy on vdocumento.com)",
    "Revista Conciencia Política, edición 2012 (noviembre de 2012), revista del Centro de Estudiantes de Ciencias Políticas y Relaciones Internacionales de la Universidad Católica Argentina",
    "https://vdocumento.com/revista-conciencia-politica.html",
  ),
  cfp402Refrigeracion: s29b(
    "ar-cfp402-refrigeracion",
    "La Opinión (Trenque Lauquen)",
    "Alumnos del CFP 402 instalaron equipos de aire acondicionado (el curso de Refrigeración Doméstica del Centro de Formación Profesional 402 “Jorge Barracchia” inicia en marzo y culmina en diciembre), noviembre de 2021",
    "https://laopinion.com.ar/alumnos-del-cfp-402-instalaron-equipos-de-aire-acondicionado/",
  ),
};

/**
 * Session 29's second verification pass (2026-11-28): three bachelor rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution (weak sources, see the header), and one row
 * added for refrigeration (technical), an empty cell. No row was withdrawn.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  institutions: [
    inst(
      "ar-cfp402-trenque-lauquen",
      "Centro de Formación Profesional N° 402 “Jorge Barracchia”",
      "Trenque Lauquen",
      "public",
      undefined,
      S29B.cfp402Refrigeracion.id,
    ),
  ],
  programs: [
    ...offered("ar-cfp402-trenque-lauquen", "technical", S29B.cfp402Refrigeracion.id, [
      ["refrigeration-air-conditioning", "Curso de Refrigeración Doméstica"],
    ]),
  ],
  reread: [
    { institution: "ar-unr", career: "political-science", level: "bachelor", source: S29B.unrCienciaPolitica.id },
    {
      institution: "ar-uba",
      career: "nutrition",
      level: "bachelor",
      source: S29B.ubaNutricion.id,
      set: { name: "Licenciatura en Nutrición" },
    },
    { institution: "ar-uca", career: "political-science", level: "bachelor", source: S29B.ucaCienciasPoliticas.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29C` pass (its id ends in `-s29c`). */
const s29c = taggedPages("s29c", "2026-11-28");

/** The page the third session-29 pass read, bearing out the row it adds (see the header). */
const S29C = {
  palermoCiberseguridad: s29c(
    "ar-palermo-ciberseguridad-portfolio",
    "Iván Muñoz Gomez, portfolio site (its source kept in the GitHub repository MunozIvan/portfolio_V3)",
    "Sobre mí: “actualmente estoy cursando una Licenciatura en Ciberseguridad en la Universidad de Palermo” (a student's portfolio, linking https://www.palermo.edu/)",
    "https://github.com/MunozIvan/portfolio_V3",
  ),
};

/**
 * Session 29's third pass (2026-11-28): one row added for cybersecurity (bachelor), an empty cell, from a student's
 * portfolio that names the degree at the Universidad de Palermo (a weak source, see the header). No row was re-read and
 * none was withdrawn.
 */
const VERIFIED_S29C: CatalogPass = {
  sources: Object.values(S29C),
  institutions: [
    inst(
      "ar-palermo",
      "Universidad de Palermo",
      "Buenos Aires",
      "private",
      "https://www.palermo.edu",
      S29C.palermoCiberseguridad.id,
    ),
  ],
  programs: [
    ...offered("ar-palermo", "bachelor", S29C.palermoCiberseguridad.id, [
      ["cybersecurity", "Licenciatura en Ciberseguridad"],
    ]),
  ],
  reread: [],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30B` pass (its id ends in `-s30b`). */
const s30b = taggedPages("s30b", "2026-11-28");

/** The pages the second session-30 pass read, one per row it adds (see the header). */
const S30B = {
  ies9Soporte: s30b(
    "ar-ies9-jujuy-soporte-infraestructura-github",
    "cesareduardo220 (a project repository on GitHub: an academic-management system built for the IES N° 9 in its Prácticas Profesionalizantes III)",
    'SGA — Sistema de Gestión Académica (README: «desarrollado para el IES N° 9 "Juana Azurduy" de San Pedro de Jujuy», «Proyecto de Prácticas Profesionalizantes III — Tecnicatura Superior en Soporte de Infraestructura de Tecnología de la Información»)',
    "https://github.com/cesareduardo220/sga-ies9/blob/def99a22e4d57a7b3626b321a0fe075e7b6783be/README.md",
  ),
  esc49Soporte: s30b(
    "ar-esc49-rosario-soporte-infraestructura-github",
    "Gustavo Sied (a student's site for the Escuela Superior N° 49 on GitHub, siedgustavo/examinar)",
    "Acerca — ESCUELA Nº 49 J.J. de URQUIZA (the school's history: «En el año 2015 el Ministerio de Educación de la Provincia de Santa fe nos elige para la creación de dos nuevas carreras», renamed from 2016 «la carrera Informática y Redes de Datos como Soporte de Infraestructura de Tecnologías de Información», taught in Rosario)",
    "https://github.com/siedgustavo/examinar/blob/bfd16b666a37906e13807d9322db18889d377bee/examinar_sied_com_ar/about.php",
  ),
};

/**
 * Session 30's second pass (2026-11-28): the IT-support (technical) cell's first two institutions, two provincial
 * tertiary institutes whose Técnico Superior en Soporte de Infraestructura de Tecnología de la Información is named in
 * students' projects kept on GitHub (weak sources, see the header). No row was re-read and none was withdrawn.
 */
const VERIFIED_S30B: CatalogPass = {
  sources: Object.values(S30B),
  institutions: [
    inst(
      "ar-ies9-jujuy",
      "Instituto de Educación Superior N° 9 «Juana Azurduy»",
      "San Pedro de Jujuy",
      "public",
      undefined,
      S30B.ies9Soporte.id,
    ),
    inst(
      "ar-esc49-rosario",
      "Escuela Superior N° 49 «Capitán General Justo José de Urquiza»",
      "Rosario",
      "public",
      undefined,
      S30B.esc49Soporte.id,
    ),
  ],
  programs: [
    ...offered("ar-ies9-jujuy", "technical", S30B.ies9Soporte.id, [
      ["it-support-technician", "Tecnicatura Superior en Soporte de Infraestructura de Tecnología de la Información"],
    ]),
    ...offered("ar-esc49-rosario", "technical", S30B.esc49Soporte.id, [
      ["it-support-technician", "Soporte de Infraestructura de Tecnologías de Información"],
    ]),
  ],
  reread: [],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30C` pass (its id ends in `-s30c`). */
const s30c = taggedPages("s30c", "2026-11-28");

/** The page the third session-30 pass read, for the two rows it bears out (see the header). */
const S30C = {
  fiubaMap: s30c(
    "ar-uba-fiuba-map-carreras-github",
    "Federico del Mazo and contributors (FIUBA Map, a students' map of the study plans of the Facultad de Ingeniería of the Universidad de Buenos Aires, GitHub repository FdelMazo/FIUBA-Map)",
    "src/carreras.ts: the plans of «todas las carreras que se dan en la Facultad de Ingeniería» (README), among them «Ingeniería Civil» (plans 2009 and 2020, linking fi.uba.ar/grado/carreras/ingenieria-civil/plan-de-estudios) and «Ingeniería Mecánica» (plans 1986 and 2020, linking fi.uba.ar/grado/carreras/ingenieria-mecanica/plan-de-estudios)",
    "https://github.com/FdelMazo/FIUBA-Map/blob/e0ac27a6e78ba5a7b92a82e5cab391c944191f21/src/carreras.ts",
  ),
};

/**
 * Session 30's third pass (2026-11-28): the UBA's Ingeniería Civil and Ingeniería Mecánica re-read in a students' map of
 * the Facultad de Ingeniería's study plans (a weak source, see the header). No row was added or withdrawn.
 */
const VERIFIED_S30C: CatalogPass = {
  sources: Object.values(S30C),
  reread: [
    { institution: "ar-uba", career: "civil-engineering", level: "bachelor", source: S30C.fiubaMap.id },
    { institution: "ar-uba", career: "mechanical-engineering", level: "bachelor", source: S30C.fiubaMap.id },
  ],
  withdrawn: [],
};

export const CATALOG_AR: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24,
  ADDED_S24B,
  ADDED_S25,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S27B,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S29B,
  VERIFIED_S29C,
  VERIFIED_S30B,
  VERIFIED_S30C,
);
