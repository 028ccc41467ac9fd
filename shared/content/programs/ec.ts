/**
 * Where to study in EC: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Levels in Ecuador: universities and escuelas politécnicas give the `bachelor` rows (carreras de
 * grado, licenciaturas and ingenierías, 4 to 5 years; Gastronomía at a university is a licenciatura)
 * and the `graduate` rows (maestrías); institutos superiores tecnológicos and the EPN's Escuela de
 * Formación de Tecnólogos give the `technical` rows (tecnología superior, 2 to 2.5 years). Each row
 * cites the institution's site. The rows added on 2026-11-26 (the institutos Central Técnico, Sucre
 * and Yavirac, the maestrías of ESPOL, FLACSO, UASB, PUCE and UTPL) were written from knowledge of
 * the institutions' published offer, not re-read online (this machine has no internet). The rows dated
 * 2026-11-27 (the `ADDED` block: the Universidad de los Hemisferios' Ciencias Políticas; the maestrías en Salud
 * Pública of the USFQ and the PUCE; the Universidad Católica de Cuenca's online Maestría en Enseñanza de Inglés
 * como Lengua Extranjera; in a second pass the SECAP's trade courses in welding, refrigeration, make-up and computer
 * maintenance, ESPOL's Maestría en Ciencia de Datos e Inteligencia Artificial and Yachay Tech's Maestría en Ciencia de
 * Datos) were likewise written from knowledge of the institutions' published programs, without re-reading the pages
 * online; check them before relying on them. So was a third-pass row of the same block, also dated 2026-11-27:
 * the UTPL's Maestría en Pedagogía de los Idiomas Nacionales y Extranjeros, mención Enseñanza de Inglés (its name
 * matches a December 2025 press report that a stored copy of the web holds; the UTPL's own page was not re-read
 * online).
 * Rows to check first: the UTPL's English-teaching maestría (current intake, and whether it is taught online); the
 * PUCE's Maestría en Salud Pública (name and current intake); the names of the SECAP's courses (written as the areas
 * it trains in; the SECAP certifies them as "Auxiliar en …" courses of a few months, and its make-up and
 * computer-maintenance courses are the least certain); the two data-science maestrías (current intake).
 * The row dated 2026-11-28 (the `ADDED_28` block: the Universidad Metropolitana's Maestría en Educación, mención
 * Orientación Educativa) was written from a stored copy of a 2021 article by its academics describing that maestría as
 * part of the UMET's postgraduate offer (Conrado vol. 17 no. 79, http://scielo.sld.cu/scielo.php?script=sci_arttext&pid=S1990-86442021000200096);
 * the UMET's own page was not re-read online (no internet). Check first: that it still takes new cohorts and its
 * exact current title.
 * Removed on 2026-11-28: USFQ's and PUCE's Maestría en Salud Pública, which was listed for health-services administration; a public-health
 * program is not health-services management, so it is no longer named for that career.
 * The row of the `ADDED_S24` block, dated 2026-11-28, rests on a stored copy of an El Comercio news page found with the
 * search tools (this machine has no internet access; the institute's own pages were not read): the Instituto Tecnológico
 * Superior Libertad (Quito, private) and its carrera técnica in Contabilidad, named among the institute's técnica and
 * tecnología programs in "Para este semestre existen 24 445 cupos en institutos públicos y 3 000 en privados"
 * (https://www.elcomercio.com/view/actualidad/oferta-cupos-institutos-universidad-jovenes, undated in the stored copy; from
 * what it reports, the postulación after the 2018 LOES reform under Senescyt secretary Augusto Barrera, so probably 2018).
 * The institute has no site of its own in the stored pages, so it has no website field (the report links that page instead, saying no official site is known). Check first: that
 * the institute still admits to an accounting program, its exact current title (the page names only the field,
 * "Contabilidad", as a carrera técnica; it may now be a Tecnología Superior en Contabilidad) and the institute's own
 * website. This one row does not yet cover the cell (accounting technicians in EC need a second institution).
 * Rows of the `ADDED_S24B` block, added by a further pass on 2026-11-28, rest on stored copies of public pages found with
 * the search tools (this machine has no internet access; no institution's own page was re-read online):
 * - the Universidad Católica de Santiago de Guayaquil (UCSG, Guayaquil, private) and its Maestría en Gerencia en Servicios
 *   de la Salud, named on the cover of a 2015 thesis of its Sistema de Posgrado ("Tesis previa la obtención del título:
 *   Magíster en Gerencia en Servicios de la Salud",
 *   https://pdfslide.es/documents/sistema-de-posgrado-maestria-en-gerencia-en-servicios-de-23-estructura.html; a 2016
 *   complexivo work of the same maestría is stored at
 *   https://vdocuments.co/universidad-catlica-santiago-de-universidad-catlica-santiago-de-guayaquil-maestra.html);
 * - the Universidad Técnica de Ambato (UTA, Ambato, public) and its Maestría en Administración de Sistemas de Salud, named
 *   on the cover of a 2014 thesis of its Dirección de Posgrado (https://es.studenta.com/content/131988948/mg-ass-2252);
 *   with the UCSG row it covers health-services administration at graduate level (both are management programs, not
 *   public health);
 * - the Universidad de Guayaquil's Maestría en Sistemas de Producción y Productividad, of the Departamento de Posgrado of
 *   its Facultad de Ingeniería Industrial, named on the cover of a 2014 thesis
 *   (https://fdocuments.ec/document/universidad-de-guayaquil-facultad-de-ing-otto-santos-planteamiento-del-problema.html),
 *   listed for industrial engineering (one institution only: the cell still needs a second);
 * - Lorena Carrillo Escuela de Maquillaje (private) and its five-month professional make-up course, described by El Comercio
 *   in January 2017 ("El maquillaje es una opción laboral", stored as http://www.elcomercio.com/chic/maquillaje-mujeres-profesion-belleza.html,
 *   cited over https); with the SECAP's course it gives make-up artistry two institutions.
 * Check first among them: whether the two health-management maestrías still open cohorts and their exact current titles
 * (the UCSG's may now read "Maestría en Gerencia en Servicios de Salud"); whether the Universidad de Guayaquil still offers
 * the production-systems maestría (its name may have changed); and for the make-up school, its city (written as Quito,
 * where El Comercio is published; the stored page does not name the city), whether it still teaches, the exact name of the
 * course and the school's own website (none is in the stored pages, so it has no website field and the report links the El Comercio report instead).
 * The S25 pass (2026-11-28) added no rows: about sixty look-ups in the stored pages (no internet access) found no page naming
 * an Ecuadorian institution for any open cell (pharmacy technicians, executive assistants, IT support, accounting and
 * refrigeration technicians; music education, health-services administration, library science and cybersecurity
 * bachelor's; the graduate cells in environmental and industrial engineering, political science, animation, counselling,
 * social work and international business). Left out: the USFQ's malla curricular for Ciencias Políticas
 * (https://wsexternal.usfq.edu.ec/MallaCurricular-USFQ/DetalleMallaCurricular/DetalleMalla?codigoCarrera=1POL&out=1) reads
 * "Modalidad presencial - 8 semestres", a duration the existing USFQ row could carry; the Universidad Técnica de Manabí's
 * Secretariado Ejecutivo (described in eumed.net articles by its academics) is a licenciatura, not a technical program, so
 * it does not cover executive assistants at technical level; El Comercio's page on the Instituto Superior Libertad (cited
 * above) names none of the open cells besides Contabilidad.
 * A second S25 pass on 2026-11-28 (thesis repositories of the UCE, PUCE, UTPL, ESPOL, UPS, UDLA, UCSG, UTA, UG, ESPE, UASB
 * and FLACSO, then press pages) also added no rows and no `ADDED_S25` block: the stored pages hold no repository record or
 * press report naming an Ecuadorian institution for an open graduate cell (social work, international business,
 * industrial and environmental engineering, animation, counselling, a second political-science maestría) or bachelor cell,
 * and the search budget ran out. Leads, left out: the Universidad de Guayaquil's Licenciatura en Bibliotecología y
 * Archivología graduated its last cohort in June 2022 and admits no one (Expreso,
 * https://www.expreso.ec/guayaquil/bibliotecologos-ultima-promocion-universidad-universitarios-135711.html; an earlier
 * Expreso page says it might be re-offered at the Facultad de Comunicación Social once the CES approves it, which no
 * stored page confirms); the Universidad Técnica de Manabí's Bibliotecología y Ciencias de la Información is described
 * only in a 2015 journal article by its academics; the UISEK's Magíster en Gestión Ambiental (its own blog, 2018) is
 * environmental management rather than environmental engineering; the Íconos article "Ciencia política en Ecuador,
 * 2005-2019" (FLACSO, 2021) reviews the graduate offer but its stored excerpt names no program; Vistazo's "Guía Posgrados
 * Ecuador 2024" is a paid supplement.
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this machine
 * has no internet access; no institution's own page was re-read online):
 * - the Instituto Superior Universitario Portoviejo (ITSUP, Portoviejo, private) and its carrera of Asistencia en Farmacia,
 *   named with Emergencias Médicas, Enfermería and Rehabilitación Física as the institute's carreras in Vistazo's "Carreras
 *   de salud de institutos tecnológicos se apoyan en la tecnología" (2022, from what it reports; stored as the AMP copy
 *   https://vistazo.com/amp/enfoque/carreras-de-salud-de-institutos-tecnologicos-se-apoyan-en-la-tecnologia-EL1368143);
 *   its website, www.itsup.edu.ec, is the address its own systems link to in public GitHub copies; listed for pharmacy
 *   technicians (one institution only: the cell still needs a second);
 * - the Universidad Nacional de Loja (UNL, Loja, public) and its Licenciatura en Ciencias de la Educación, mención
 *   Educación Musical, of the Carrera de Música of its Área de la Educación, el Arte y la Comunicación, named on the cover of
 *   a July 2010 thesis ("Informe de tesis previo a la obtención del Grado de Licenciada en Ciencias de la Educación,
 *   mención Educación Musical", https://pdfslide.es/documents/rea-de-la-educacin-el-arte-y-la-.html; a 2010 UNL maestría
 *   thesis stored at https://es.scribd.com/document/711898904/Tesis-completa studies the same Carrera de Música, then also
 *   taught semipresencial); listed for music education (one institution only: the bachelor cell still needs a second); its
 *   website, unl.edu.ec, is the address of its logo and e-mail in public GitHub copies;
 * - the Universidad de Cuenca's Maestría en Pedagogía e Investigación Musical (Facultad de Artes), named on the cover of an
 *   October 2014 thesis ("previo a la obtención del título de Magíster en Pedagogía e Investigación Musical",
 *   https://vdocuments.co/universidad-de-14-docentes-de-educacin-inicial-de-las-21-escuelas-que-pertenecen.html);
 * - the Universidad Técnica de Manabí (UTM, Portoviejo, public) and its Carrera de Bibliotecología y Ciencias de la
 *   Información, studied by one of its teachers and one of its students in an August 2017 article in Atlante, Cuadernos de
 *   Educación y Desarrollo (stored as http://eumed.net/rev/atlante/2017/08/bibliotecologia-manabi.html, cited over
 *   https; a 2015 article by its academics, "Diseño Curricular por Competencias en la Titulación de Bibliotecología y Ciencias de la Información en la Universidad
 *   Técnica de Manabí", and a 2018 one on the redesign of that licenciatura are stored too); the UTM's website is the
 *   www.utm.edu.ec address of a stored page of its own;
 * - the Escuela Superior Politécnica de Chimborazo (ESPOCH, Riobamba, public) and its Licenciatura en Análisis de
 *   Información Documental y Organización de Archivos Históricos of the Unidad de Educación a Distancia of its Facultad de
 *   Administración de Empresas, named on the cover of a 2017 thesis (a proposal for a faculty library;
 *   https://vdocuments.co/trabajo-de-titulaci-2017-12-21-informacin-para-conocer-los-diferentes.html); listed for library
 *   science (archives and documentation) and, with the UTM row, it gives that bachelor cell two institutions. Its website is
 *   written as www.espoch.edu.ec; the stored page shows only its repository host, dspace.espoch.edu.ec.
 * Check first: whether the ITSUP still admits to Asistencia en Farmacia and its exact title (probably "Tecnología Superior en
 * Asistencia en Farmacia"); whether the UNL still admits to a music-education licenciatura and its current name (it may now
 * be "Pedagogía de las Artes" or "Pedagogía Musical"); whether the Universidad de Cuenca's maestría still opens cohorts; whether
 * the UTM's Bibliotecología still admits (and its current title); whether the ESPOCH's distance licenciatura in documentary
 * information and archives still admits (it may have been closed or renamed).
 * Left out: three El Oro institutes presented at a Senescyt fair in Machala (the Ismael Pérez Pazmiño with Secretariado
 * Ejecutivo, Contabilidad and Ciberseguridad; the Huaquillas with Contabilidad) in a stored news text that has no address to
 * cite; the ITSUP's Tecnología Superior en Secretariado Ejecutivo, seen only in a database dump in a public GitHub repository,
 * not in a public page; the Instituto Universitario San Gabriel's Asistencia en Farmacia, seen only as an icon caption on the
 * login page of its academic system in a GitHub repository; the Universidad Técnica de Manabí's and the Universidad Técnica
 * de Cotopaxi's Secretariado Ejecutivo (licenciaturas, not technical programs); the Instituto Tecnológico Superior Ibarra's
 * Tecnología en Sistemas (El Norte), broader than IT support; the Universidad de Guayaquil's Maestría en Administración
 * Ambiental and the Universidad de Cuenca's Maestría en Toxicología Industrial y Ambiental (not environmental engineering);
 * the UIDE's health-administration posgrados (graduate, a cell already covered). No stored page named an Ecuadorian
 * institution for executive-assistant, IT-support, accounting or refrigeration technicians beyond the rows already here, nor
 * for the graduate cells in social work, international business, environmental and industrial engineering, animation,
 * counselling or a second political-science maestría, nor for health-services administration or cybersecurity bachelor's.
 * A search pass on 2026-11-28 (session 27, S27) added no rows: about fifteen look-ups for Ecuador found no stored page
 * naming an institution, with an address to cite, for the open cells. Pages read: the Universidad Técnica Particular de
 * Loja's own news page (https://noticias.utpl.edu.ec/laboratorios-de-investigacion-juegan-un-papel-crucial-en-la-gestion-del-agua),
 * which names its maestría en Gestión Integrada de Recursos Hídricos and its director, Fernando Oñate Valdivieso — not
 * listed under environmental engineering (graduate), because the page describes water-resource management (droughts,
 * floods, allocation), not pollution control and treatment; a 2018 article by the Universidad Técnica de Manabí's
 * Instituto de Postgrado (1library.co) that only argues for a future environmental-engineering master's; Conrado's 2021
 * article on the Universidad Metropolitana's Maestría en Educación, mención Orientación Educativa (already listed); the
 * Universidad Técnica de Cotopaxi's 2023 survey of social workers' interest in a social-work master's (no programme);
 * El Comercio's note on the Instituto Superior Tecnológico Libertad (Contabilidad, already listed; its new "Diseño y
 * Mantenimiento …" career is cut off in the stored copy); and the same un-addressed text on the Instituto Ismael Pérez
 * Pazmiño (Machala) as in S26, which adds that the institute had not yet opened.
 * Check first: whether UTPL's maestría en Gestión Integrada de Recursos Hídricos includes water-quality and treatment
 * work enough to count as environmental engineering; whether the Universidad Técnica de Manabí opened the environmental
 * master's its 2018 article proposed; UDLA Online's seguridad informática offer (its September 2025 page promotes online
 * study in the field without naming a degree).
 * Left out: no stored page named a second pharmacy-technician, IT-support, accounting or refrigeration institute, any
 * executive-assistant technical programme, a second music-education licenciatura, a health-services-administration or
 * cybersecurity bachelor, or a graduate programme in social work, international business, animation, a second
 * counselling, political science or industrial engineering master's.
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the rows readers see most, written on
 * 2026-11-26/27 from the institutions' known offer and citing only their home pages, were looked up in stored copies of
 * public pages with the search tools (this machine has no internet access). Page titles are written from their addresses
 * where the stored excerpt shows no headline. Re-read, each row now citing the page named:
 * - UCE, Trabajo Social: the UCE's press bulletin Nº 350 of 20 June 2016 on the 50 years of the Carrera de Trabajo Social
 *   of its Facultad de Jurisprudencia, Ciencias Políticas y Sociales (a copy stored at doczz.net);
 * - ESPOL, Ingeniería Mecánica: the FIMCP's own (English) page on its Mechanical Engineering program;
 * - ESPOL, Matemática: El Universo of 19 January 2017 (stored over http, cited over https) naming Matemáticas among the
 *   six new ESPOL carreras open for inscription (13 applicants; the ESPOL was then deciding whether the small ones would
 *   start in May or October 2017); a weak source: it shows the carrera opened to applicants, not that it admits now;
 * - UDLA, Medicina Veterinaria: the UDLA's own report page on its Veterinary Medicine program (academico.udla.edu.ec);
 * - UDLA, Música: the UDLA's Guía Estudiantil 2024 (a Scribd copy, reached in the stored pages through a proxy address)
 *   lists the carrera as Artes Musicales, now the row's name;
 * - UDLA, Negocios Internacionales: the UDLA's Guía Estudiantil 2019 (Scribd) lists it among its carreras de pregrado;
 * - Instituto Sucre, Tecnología Superior en Electromecánica: the institute's Plan Estratégico de Desarrollo Institucional
 *   2020-2025 (Scribd, reached through a proxy address; published under its earlier name, Instituto Superior Tecnológico
 *   Sucre) names the carrera of Electromecánica and its coordinator
 *   (no length: the "2.5 años" an earlier pass wrote from memory is taken out, `duration: null`);
 * - Universidad de los Hemisferios, Ciencias Políticas: its own program page (English version): Bachelor's Degree in
 *   Political Science, 8 academic semesters, so the row's "4 años" now reads "8 semestres";
 * - USFQ, Ciencias Políticas: its malla curricular (modalidad presencial, 8 semestres; its English program page also says
 *   Bachelor of Arts in Political Science, 8 semesters), so the row now carries "8 semestres";
 * - UTPL, Contabilidad y Auditoría and Pedagogía de los Idiomas Nacionales y Extranjeros (grado) and its Maestría en
 *   Pedagogía de los Idiomas Nacionales y Extranjeros, mención Enseñanza de Inglés: the UTPL's own news page on a
 *   graduation at its New York centre, which names those carreras and that posgrado among the graduates' programs (the
 *   home-page source the maestría's row cited before, ec-utpl-2026-11-27, stays in the `ADDED` block; the catalog drops it,
 *   as no row cites it now).
 * Withdrawn: none; no page read shows a row wrong. The UDLA's Guía 2019 lists no Nutrición y Dietética, but a 2019 list
 * cannot show today's row wrong (the stored excerpt of the 2024 guide is cut off before its whole list): check it first.
 * Searched, not found (the rows stay as they were, not re-read): the Trabajo Social of the Universidad de Guayaquil, the
 * UTPL and the PUCE (the PUCE's Informe del Rector 2014 has a chapter "Oferta académica de grado", not in the stored
 * excerpt); the SECAP's Maquillaje Profesional; the Ingeniería Mecánica of the EPN and the USFQ; the Medicina Veterinaria
 * of the UCE (a Notimundo report on its renovated veterinary clinic mentions students, not the carrera), Cuenca, Guayaquil
 * and the USFQ; the UCE's Administración Pública, Pedagogía de la Actividad Física y Deporte, Música and Contabilidad y
 * Auditoría; the Universidad de Cuenca's Música and Contabilidad y Auditoría; the ESPE's Mecánica, Comercio Exterior,
 * Contabilidad y Auditoría and Pedagogía de la Actividad Física y Deporte; FLACSO's Maestría en Estudios Socioambientales
 * (a 2021 article in Territorios compares three FLACSO Ecuador graduate programs in socio-environmental and urban studies,
 * but its stored excerpt does not name them); the UASB's Maestría en Cambio Climático, Sustentabilidad y Desarrollo; the
 * UPS's Filosofía; the USFQ's Matemáticas, Música, Nutrición y Dietética, Medicina Veterinaria and Ingeniería Industrial.
 * Not reached (the look-up budget was spent): the EPN's Electromecánica and Matemática, the ESPOL's Nutrición y Dietética,
 * Auditoría y Control de Gestión and Ingeniería Industrial, the PUCE's Filosofía, Nutrición y Dietética and Multilingüe en
 * Negocios y Relaciones Internacionales, the UDLA's Nutrición y Dietética, the UTPL's Administración Pública, the SECAP's
 * computer-maintenance and refrigeration courses, and the graduate rows of FLACSO (Política Comparada, Políticas Públicas),
 * ESPOL and Yachay (data science), the Universidad Católica de Cuenca (English teaching) and the IAEN.
 * Second verification pass of 2026-11-28 (session 27, the `VERIFIED_S27B` block): the rows the first pass did not reach,
 * most-shown first, looked up again in stored copies of public pages with the search tools (no internet access); the rows
 * that pass searched without result were not searched again. Re-read, the row now citing the page named:
 * - ESPOL, Nutrición y Dietética: the English program page of the ESPOL's Facultad de Ciencias de la Vida, Bachelor of
 *   Science in Nutrition and Dietetics, a "5-year program" taught only on campus, so the row now carries "5 años".
 * Withdrawn: none; no page read shows a row wrong.
 * Searched, not found (the rows stay as they were, not re-read): the EPN's Tecnología Superior en Electromecánica and
 * Matemática (an El Comercio column on the EPN's doctorate in mathematics; the EPN's Guía para el Estudiante 2023 is
 * stored, its excerpt without a list of carreras); the PUCE's Filosofía (El Comercio and Metro Ecuador, 2025, on the PUCE's
 * new carrera of Filosofía, Política y Economía, taught with its Facultad Eclesiástica de Ciencias Filosófico-Teológicas;
 * they do not say whether the Filosofía licenciatura remains), Nutrición y Dietética and Multilingüe en Negocios y
 * Relaciones Internacionales; the UDLA's Nutrición y Dietética (the stored excerpt of its Guía Estudiantil 2024 again stops
 * before the whole list); the UTPL's Administración Pública; the SECAP's Mantenimiento y Reparación de Computadoras
 * (Postdata, 2022: the SECAP certifies "Auxiliar en …" courses, e.g. a 90-hour mechanics course; no computer course
 * named); the ESPOL's Ingeniería Industrial (the FIMCP's undergraduate offer page is stored, its excerpt names no program)
 * and Maestría en Ciencia de Datos e Inteligencia Artificial; FLACSO's Maestría en Política Comparada; the IAEN's Maestría
 * en Administración Pública (a 2013 press text copied on a blog counts four IAEN maestrías without naming them; the IAEN's
 * own history page names none).
 * Not reached (the look-up budget was spent): the ESPOL's Auditoría y Control de Gestión, the SECAP's Refrigeración y
 * Climatización, Yachay's Maestría en Ciencia de Datos, the Universidad Católica de Cuenca's English-teaching maestría and
 * FLACSO's Maestría en Políticas Públicas.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block, after `VERIFIED_S27B`): the most-shown rows of
 * the worklist, looked for again on stored copies of public pages (search tools only; no page re-read online; 27
 * look-ups for Ecuador); rows the earlier passes had searched without result were searched again only with a new idea
 * (an English program page, a thesis cover, a news report). Rows re-read, each now citing the page named:
 * - Universidad Católica de Cuenca, Maestría en Enseñanza de Inglés como Lengua Extranjera: the university's own
 *   posgrado page (online; resolución RPC-SO-33-No.522-2022; title of Magíster en Enseñanza de Inglés como Lengua
 *   Extranjera; 1 year including the degree work, as the row has it; open for the September 2025 intake);
 * - USFQ Música: Berklee College of Music's page of its partner, the "Universidad San Francisco de Quito College of
 *   Music" (the leading higher-education music program in Ecuador, 20 years old, with a credit-transfer agreement
 *   towards Berklee's Bachelor of Music).
 * Weak sources, to replace first: Berklee's page (a partner's page; it does not name the USFQ's degree). No length was
 * changed (the UCACUE page states the row's "1 año"). Withdrawn: none; no page read shows a row wrong.
 * Check first: the SECAP rows: a trade magazine (Beauty Market America) reports that the Junta Nacional de Defensa del
 * Artesano had yet to authorize a first artisan degree course in maquillaje (45 days); whether the SECAP's Maquillaje
 * Profesional reaches the technical level (the SECAP certifies "Auxiliar en …" courses; Postdata, 2022). Leads not
 * used: a 2016 UCE Facultad de Cultura Física thesis for the title of "Licenciado en Cultura Física, mención Docencia
 * en Cultura Física" (an fdocuments copy; the older degree, not the row's Pedagogía de la Actividad Física y Deporte).
 * Searched and not found (rows left as they were): the ESPOL's Auditoría y Control de Gestión and Ingeniería Industrial
 * (the FIMCP's offer page again, without names); the SECAP's Refrigeración y Climatización and Maquillaje Profesional;
 * Yachay's Maestría en Ciencia de Datos; FLACSO's Maestrías en Políticas Públicas, Política Comparada and Estudios
 * Socioambientales (also by thesis covers); the UASB's Maestría en Cambio Climático, Sustentabilidad y Desarrollo; the
 * Trabajo Social of the Universidad de Guayaquil, the UTPL and the PUCE (the PUCE's Informe del Rector 2014 again, its
 * "Oferta académica de grado" chapter not in the excerpt); the Ingeniería Mecánica of the USFQ, the ESPE and the EPN;
 * the EPN's Tecnología Superior en Electromecánica (the ESFOT); the Medicina Veterinaria of the USFQ, the Universidad
 * de Cuenca and the Universidad de Guayaquil (only the UPS's and the UTE's, not rows here, came up); the PUCE's
 * Nutrición y Dietética; the UCE's Pedagogía de la Actividad Física y Deporte and Música; the UPS's Filosofía (its
 * Informe del Rector 2017 is stored, its list of carreras not in the excerpt); the USFQ's Ingeniería Industrial; the
 * ESPE's Comercio Exterior. Not reached (budget): the EPN's and USFQ's Matemática(s), the Universidad de Cuenca's
 * Música and Contabilidad y Auditoría, the ESPE's Pedagogía de la Actividad Física y Deporte and Contabilidad y
 * Auditoría, the USFQ's and UDLA's Nutrición y Dietética, the PUCE's Filosofía and Multilingüe en Negocios y Relaciones
 * Internacionales, the UCE's and UTPL's Administración Pública and Contabilidad y Auditoría, the SECAP's computer
 * course and the graduate rows of the ESPOL (data science) and the IAEN.
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block, after `VERIFIED_S28`): rows of the
 * regenerated worklist, looked for again on stored copies of public pages (search tools only; no page re-read online;
 * eight look-ups for Ecuador); rows earlier passes had searched without result were searched again only with a new idea
 * (thesis covers, the faculty's name, an anniversary). Rows re-read, each now citing the page named:
 * - Universidad de Cuenca, Medicina Veterinaria: the university's own news page on the Casa Abierta de Medicina
 *   Veterinaria held by its Facultad de Ciencias Agropecuarias on 24 October (the year is not in the stored text;
 *   rector María Augusta Hermida) "en conmemoración de los 45 años de vida institucional de la carrera", which forms
 *   "futuros médicos veterinarios";
 * - ESPE, Mecánica: the ESPE's Departamento de Ciencias de la Energía y Mecánica, Carrera de Ingeniería Mecánica,
 *   "Perfil del proyecto de grado previo al trabajo de titulación para la obtención del título de Ingeniero Mecánico"
 *   (a student's project profile, Sangolquí, 18 August 2017; read in a copy on Scribd; it came up while searching the
 *   EPN's row). The row keeps its name, "Mecánica" (the 2017 document gives the carrera as Ingeniería Mecánica).
 * Weak sources, to replace first: the ESPE project profile (a student's document of 2017, a third-party copy). Lengths:
 * none set or taken out (neither row states one). Withdrawn: none; no page read shows a row wrong.
 * Searched and not found (rows left as they were): the Trabajo Social of the Universidad de Guayaquil and the PUCE (by
 * thesis covers: only other universities' articles came up); the EPN's Ingeniería Mecánica (by the cover of an EPN
 * proyecto de titulación: only the ESPE profile above came up); the UCE's Medicina Veterinaria (by its Facultad de
 * Medicina Veterinaria y Zootecnia: the UTE's, UPS's and UIDE's came up) and Administración Pública; the Universidad de
 * Cuenca's Música (El Telégrafo's interview with the dean of its Facultad de Artes, undated, speaks of the faculty's
 * music production, not the carrera); the UDLA's and USFQ's Nutrición y Dietética (only the ESPOL's page, already
 * cited, came up). Not reached (budget): the UTPL's Trabajo Social, the SECAP rows, the USFQ's mechanical engineering,
 * the Universidad de Guayaquil's and USFQ's Medicina Veterinaria, the EPN's Electromecánica and Matemática, the USFQ's
 * Matemáticas, the ESPE's Pedagogía de la Actividad Física y Deporte, Comercio Exterior and Contabilidad y Auditoría,
 * the PUCE's Filosofía, Nutrición y Dietética and Multilingüe en Negocios y Relaciones Internacionales, the UPS's
 * Filosofía, the UTPL's Administración Pública, the ESPOL's and USFQ's Ingeniería Industrial, the UCE's and Cuenca's
 * Contabilidad y Auditoría, and the graduate rows of FLACSO, the UASB, the ESPOL, Yachay and the IAEN, all searched by
 * earlier passes.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block, after `VERIFIED_S28B`): gap cells first, then
 * rows of the worklist, looked for on stored copies of public pages (search tools only; no page re-read online; about
 * twenty-five look-ups for Ecuador out of some eighty for Ecuador, Venezuela and the Dominican Republic). Row added:
 * - accounting technicians (technical): the Instituto Superior Tecnológico Vicente Rocafuerte (ISTVR, public), whose own
 *   news page of 7 May 2024 on its nineteenth anniversary (read at http://, cited at https://) says it gives the country
 *   "profesionales en las carreras de tecnología superior en áreas contable, turística, técnicas y de cómputos, el
 *   comercio exterior, desarrollo infantil y diseño de moda" and has graduated "más de 8 mil personas" (rector Carlos
 *   Ayllón Linares). The row's name, "Tecnología Superior en el área contable", is the page's own wording, not an official
 *   title (the page gives none). A stored El Telégrafo report of 26 June 2017 on the intake of the public institutes
 *   (https://www.eltelegrafo.com.ec/noticias/sociedad/6/20-000-aspirantes-se-registraron-en-los-institutos-tecnicos-del-pais)
 *   counts the "Instituto Tecnológico Superior Vicente Rocafuerte (ITSVR)" among them (580 places; a student admitted to
 *   its Banca y Finanzas), so it is entered as public. Its city is written as Guayaquil, where El Telégrafo is published;
 *   neither stored page names the city. With the Instituto Libertad's row this gives the cell two institutions.
 * Rows re-read, each now citing the page named:
 * - UPS, Contabilidad y Auditoría: the cover of a 2011 thesis of the Carrera de Contabilidad y Auditoría of the UPS Sede
 *   Cuenca's Facultad de Ciencias Administrativas y Económicas, "tesis previa a la obtención del título de Ingeniería en
 *   Contabilidad y Auditoría" (a copy on Studenta; not on the worklist, it came up with the UCE's row);
 * - UTPL, Administración Pública: Dialoguemos of 6 October 2025 on the start of the UTPL's October 2025 term, which
 *   presents "la nueva carrera de GovTech y Administración Pública, única en el país", "ofertada en modalidad 100 % en
 *   línea" (public innovation, open government, policy design and evaluation, management of public resources); the
 *   row's name now reads "GovTech y Administración Pública" (it stays distance/online).
 * Weak sources, to replace first: the ISTVR page (an anniversary note naming the area, not the title) and the UPS thesis
 * (2011, older than the current plan; a third-party copy). Lengths: none set or taken out (no page states one).
 * Withdrawn: none; no page read shows a row wrong. Check first: the ISTVR's exact title (probably a Tecnología Superior
 * en Contabilidad) and its city; whether the UTPL still admits to an older Administración Pública besides the new
 * GovTech carrera (if so, the row should carry that older title and the new carrera a row of its own).
 * Leads not used: an ESPE thesis of 2013 of the "Licenciatura en Ciencias de la Actividad Física, Deportes y Recreación"
 * (fdocuments; the older degree, not the row's Pedagogía de la Actividad Física y Deporte); the UTPL's own news page on a
 * graduation at its New York centre names a "maestría en Gerencia de Instituciones de Salud" (a graduate cell already
 * covered); a vLex chapter on the Carrera de Trabajo Social of the Universidad Católica de Santiago de Guayaquil (a
 * bachelor cell already covered); La Hora on the Instituto Tecnológico Cotopaxi's carreras (electromecánica, mantenimiento
 * eléctrico y control industrial; no open cell).
 * Searched and not found: a second pharmacy-technician institute (Vistazo's institute reports, "Técnico/Tecnología Superior
 * en Farmacia"), any executive-assistant technical programme (Secretariado Ejecutivo at an instituto), a
 * health-services-administration bachelor's, a second refrigeration institute, a music-education licenciatura other than
 * the UNL's; the Trabajo Social of the Universidad de Guayaquil; the UCE's Contabilidad y Auditoría (thesis covers), Pedagogía
 * de la Actividad Física y Deporte (thesis covers: only the older Cultura Física degrees came up), Medicina Veterinaria
 * (thesis covers: the UTC's and UNL's came up) and Música; the ESPE's Pedagogía de la Actividad Física y Deporte; the
 * UDLA's Nutrición y Dietética (its Student Achievement report pages); the UTPL's Trabajo Social; the Universidad de
 * Cuenca's Música and Contabilidad y Auditoría; the EPN's Matemática (its Guía para el Estudiante 2021-2023, stored on
 * Scribd, shows no list of carreras in its opening); the USFQ's Ingeniería Industrial; the PUCE's Nutrición y Dietética;
 * the ESPOL's Auditoría y Control de Gestión. Not reached (budget shared with the other two countries): the SECAP's
 * courses, FLACSO's, the UASB's, the ESPOL's, Yachay's and the IAEN's graduate rows, the PUCE's and UPS's Filosofía, the
 * ESPE's Comercio Exterior and Contabilidad y Auditoría, the EPN's and USFQ's Ingeniería Mecánica and the gap cells in
 * IT support, environmental and industrial engineering, political science, animation, counselling, social work,
 * international business (graduate) and cybersecurity (bachelor), all searched by earlier passes.
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block, after `VERIFIED_S29`): rows of the
 * worklist and its gap cells, looked for on stored copies of public pages (search tools only; no page re-read online; 34
 * look-ups for Ecuador out of 69 for six countries), with new angles: the universities' own graduation news, accreditation
 * reports and curricular-redesign documents. Row added:
 * - logistics (bachelor): the ESPOCH's Carrera de Gestión del Transporte, whose three teachers sign "Retos del transporte
 *   público frente al covid-19, caso Riobamba" in Dominio de las Ciencias (published 20 August 2021; each "Docente de la
 *   Carrera de Gestión del Transporte, Escuela Superior Politécnica de Chimborazo"). A transport-management carrera, listed
 *   for logistics as the ESPOL's "Logística y Transporte" is; with that row the cell has two institutions. The row's name is
 *   the carrera's, not a degree title (the page gives none).
 * Rows re-read, each now citing the page named:
 * - ESPOL, Ingeniería Civil, Electricidad, Telecomunicaciones, Ingeniería Industrial, Minas, Geología, Computación and
 *   Ingeniería en Alimentos: El Universo of 9 September 2020 (read in its copy on El Universo's own Arc Publishing host,
 *   cited at eluniverso.com), "13 carreras de ingenierías de Espol recibieron aval extranjero de calidad": ABET accredited
 *   "las ingenierías de Geología, Alimentos, Electrónica y Automatización, Minas, Telecomunicaciones, Telemática y
 *   Oceanografía", renewed Computación and Ingeniería Mecánica, and "las ingenierías Industrial, Civil, Electricidad y
 *   Naval, avaladas hace cinco años, también recibieron un nuevo aval internacional";
 * - ESPOL, Mecatrónica and Diseño Gráfico: the ESPOL's own news page on the graduation of its Trigésima Quinta Promoción
 *   (1474 graduates; undated in the stored text, between the 2022 and 2024 ceremonies), quoting "José Patiño, graduado de
 *   la carrera de Mecatrónica, de la Facultad de Ingeniería en Mecánica y Ciencias de la Producción" and "una nueva graduada
 *   de Diseño Gráfico";
 * - ESPOL, Auditoría y Control de Gestión: the ESPOL's own news page on its 2024 graduation (trigésima sexta promoción,
 *   1.410 profesionales), whose best graduate was "de la carrera de Auditoría y Control de Gestión de la Facultad de
 *   Ciencias Sociales y Humanísticas";
 * - EPN, Agroindustria: the EPN's own news page "Nuevos graduados de la EPN destacan valores inculcados en las aulas de
 *   clases" (2020, its 151st year; a virtual ceremony for more than 500 graduates), quoting a "graduada de la carrera de
 *   Ingeniería Agroindustrial" (the row keeps its name);
 * - UPS, Psicología: a Noticias UPS item of 14 June 2018 (read on the blog of the UPS's GICCG research group), "128
 *   profesionales reciben su título de tercer nivel en Quito", which names "las carreras de Pedagogía, Comunicación Social,
 *   Psicología, Ingeniería en Biotecnología, Contabilidad y Auditoría, Ingeniería Mecánica e Ingeniería Eléctrica" at the
 *   campus El Girón of the Sede Quito; the row now carries the city Quito (not on the worklist; it came up with the PUCE's);
 * - UPS, Medicina Veterinaria: a Noticias UPS item (read on the blog of its GIST research group), "Medicina Veterinaria
 *   festeja sus 10 años de creación": the carrera de Medicina Veterinaria y Zootecnia, created in 2007 at the Sede Cuenca
 *   (so 2017);
 * - ESPE, Pedagogía de la Actividad Física y Deporte: the ESPE Departamento de Ciencias Humanas y Sociales' "Rediseño de la
 *   oferta de grado en Pedagogía de la Actividad Física y Deporte - PAFDE" (Sangolquí, June 2016; director de carrera Mario
 *   Vaca; read in a copy on pdfcoffee.com);
 * - UCE, Pedagogía de la Actividad Física y Deporte: "El proyecto integrador de saberes, una oportunidad para aprender a
 *   aprender" (EmásF, Revista Digital de Educación Física, no. 57, March-April 2019; read in a copy on Passei Direto), by the
 *   director of posgrado and a teacher of the UCE's Facultad de Cultura Física, on "los resultados de aprendizaje de la
 *   Carrera de Pedagogía de la Actividad Física y Deporte".
 * Weak sources, to replace first: the two copies on document-sharing sites (the ESPE's 2016 redesign document, a plan
 * rather than proof of current intake; the UCE article, which names the carrera beside its authors' affiliation, not the
 * university's offer); the ESPOCH article (a teachers' affiliation, no degree title); the UPS items (2017 and 2018, on
 * research-group blogs); the undated 35th-promotion page. Lengths: none set or taken out (no page states one). Withdrawn:
 * none; no page read shows a row wrong.
 * Leads not used: the ESPOL's Tecnología en Mecatrónica (two years, hybrid, with private partners; the ESPOL's own news of
 * May 2025; a mechatronics-technician row, not a worklist cell); the ESPOL's "Tecnología Mecánica en Refrigeración y Aire
 * Acondicionado" in its paper Vínculos of December 2007 (a Scribd copy; too old for the refrigeration gap, the ESPOL's
 * tecnologías of that time having been reorganised); Expreso (May 2018) on the Universidad de Guayaquil's cupos, naming its
 * Ingeniería Industrial, Ingeniería de la Producción and Comercio Exterior (not worklist rows); a graduate's biography
 * ("maestra en Estudios Socioambientales por la Flacso Ecuador") in the source of a website stored in a public GitHub
 * repository whose address is not shown (not citable); the UMET's Comercio Exterior (Mendive, 2021); the three El Oro
 * institutes' presentation at a Senescyt fair again (a stored text with no address, and the Ismael Pérez Pazmiño had not
 * yet opened).
 * Searched and not found: FLACSO's Maestría en Estudios Socioambientales (the 2021 Territorios article again) and Política
 * Comparada; the SECAP's Mantenimiento y Reparación de Computadoras and Maquillaje Profesional (public repositories mention
 * the SECAP only in payroll code and directories); the PUCE's Trabajo Social (its Informe del Rector 2014 again) and the
 * Universidad de Guayaquil's; the USFQ's Ingeniería Mecánica and Medicina Veterinaria (English program pages, ABET reports);
 * the EPN's Tecnología Superior en Electromecánica and accreditation reports; the ESPOL's data-science maestría; the IAEN's
 * Maestría en Administración Pública (repositories list the IAEN only by name); the ESPE's Comercio Exterior (thesis covers,
 * redesign documents); admission lists of the Universidad de Guayaquil and the UCE (they name other carreras); the
 * graduations of the PUCE, USFQ and UTPL; a second pharmacy-technician institute (an exact-title string search and a
 * search of public code for Senescyt offer lists); master's programmes in industrial and environmental engineering and in
 * international business (only the UTM's 2018 pertinence study for a future environmental-engineering maestría); an
 * executive-assistant technical programme. Not reached (budget shared with five other countries): the Universidad de
 * Cuenca's Música, the UDLA's and PUCE's Nutrición y Dietética, the PUCE's Filosofía and Multilingüe en Negocios y
 * Relaciones Internacionales, the UPS's Filosofía, the EPN's Matemática, the USFQ's Matemáticas, Nutrición y Dietética and
 * Ingeniería Industrial, the UASB's and Yachay's maestrías, the SECAP's Refrigeración y Climatización, the UCE's Música,
 * Administración Pública and Medicina Veterinaria, and the other gap cells, all searched by earlier passes.
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block): gap cells first, then rows of the worklist, looked for on
 * stored copies of public pages and in the stored index of public repositories (search tools only; no page re-read
 * online; about 20 look-ups for Ecuador out of some 72 for Paraguay, Uruguay, Ecuador and Venezuela). Row added (not a
 * worklist cell; it came up while searching the UTPL's Trabajo Social):
 * - the Universidad Nacional de Loja's Trabajo Social, distance mode (social work, bachelor): Radio Planeta Sur's report on
 *   383 graduates of the UNL's Unidad de Estudios a Distancia y en Línea (UEDL), reopened in 2019 and now with more than
 *   5.000 students, which offers "en modalidad a distancia ... las carreras de Derecho, Administración de Empresas,
 *   Contabilidad y Auditoría, Trabajo Social, Comunicación, Educación Inicial, Agronegocios y Psicopedagogía" (undated in
 *   the stored text; "cuatro años después" of 2019, so about 2023). The page names the carrera, not the degree's title.
 * Weak sources, to replace first: that report (a local radio's page, undated). Lengths: none set. Re-read: none (no page
 * naming a worklist row turned up). Withdrawn: none.
 * Searched and not found: a bachelor's in cybersecurity (the repository index names a "Carrera de Ciberseguridad" only at
 * technological institutes, the Instituto Superior Tecnológico Alquimia and the Tecnológico San Antonio (TESA), tecnologías
 * and not bachelor's degrees; UDLA Online's post "Guardianes invisibles" (26 September 2025) speaks of studying
 * "seguridad informática online" but its stored opening names no degree: a lead for the UDLA); a second pharmacy-technician
 * programme (no "Tecnología Superior en Farmacia" in the repository index); a second IT-support programme (El Comercio's
 * report on the 2018 intake names the Instituto Libertad's new "Diseño y Mantenimi..." carrera, cut off in the stored
 * excerpt; the El Oro institutes' Senescyt fair again, whose Huaquillas institute offers Redes y Telecomunicaciones but
 * whose stored text has no address); a second counselling master's (SciELO Cuba's 2021 article on the UMET's Maestría en
 * Educación, mención Orientación Educativa, already the cell's row, and articles on vocational guidance came up); a
 * social-work master's (the Universidad Técnica de Cotopaxi's 2023 survey again: students' interest, no programme); an
 * executive-assistant technical programme (eumed articles on the Universidad Técnica de Manabí's Secretariado Ejecutivo, a
 * licenciatura, not a technical programme); the ESPOL's data-science maestría (ESPOL council resolutions of 2016 and El
 * Universo's 2017 report on its new carreras came up); the Trabajo Social of the UTPL (UTPL pages on its distance mode and
 * its New York centre's graduation, naming other carreras) and of the Universidad de Guayaquil (only the Universidad Técnica
 * Luis Vargas Torres's and the UTC's came up); the UPS's Filosofía (its Informe del Rector 2017 and research-group papers
 * again). Leads not used: Vistazo's "Guía de posgrados Ecuador 2024" (issuu) and El Heraldo's note on the Ambato
 * universities' maestrías (stored openings name no programme in an open cell). Not reached (budget): the SECAP rows, the
 * PUCE's Filosofía, Nutrición y Dietética and Multilingüe en Negocios y Relaciones Internacionales, the EPN's and USFQ's
 * Matemática(s) and Ingeniería Mecánica, the UCE's and the Universidad de Cuenca's Música, the USFQ's and UDLA's Nutrición
 * y Dietética and Medicina Veterinaria, the ESPE's Comercio Exterior, the UCE's Administración Pública, the USFQ's
 * Ingeniería Industrial, the ESPOL's Logística y Transporte, and the graduate rows of FLACSO, the UASB, Yachay and the IAEN.
 * Session 30, second pass (the `VERIFIED_S30B` block, 2026-11-28; search tools only, no page re-read online; about ten
 * of some 130 look-ups shared with the Dominican Republic, Cuba, Haiti, Jamaica, Bolivia and Venezuela). Rows re-read,
 * each now citing the file models/sede.js of a student app on the Universidad Politécnica Salesiana (GitHub repository
 * PabloT18/UPS-APP-backend, commit "Sedes ups data", December 2021), which lists the UPS's carreras by sede with their
 * ids (the current carreras, and older ones marked "[UNIFICADA]" or "[EN LINEA]"): at Cuenca, the UPS's seat, the
 * Comunicación, Antropología, Teología, Educación Básica, Educación Inicial, Administración de Empresas, Electricidad,
 * Computación, Biotecnología and Ingeniería Civil rows, each under the row's name; and the Filosofía row (a worklist row),
 * which the file lists at the Quito sede only (id 568), now placed in Quito (`city`). Left as it was: Agronomía (the file
 * has "AGROPECUARIA" and an older "INGENIERÍA AGROPECUARIA [UNIFICADA]": check the current title). Rows added: none.
 * Withdrawn: none. Weak source, to replace first: a student project's data (2021), not the UPS's own page; check each
 * carrera on ups.edu.ec. Seen and not used: the Instituto Superior Tecnológico Sucre's site source in a student
 * repository (christhoph/learnit-sucre, 2020), whose carreras (Contabilidad, Desarrollo de Software, Desarrollo Infantil
 * Integral, Electricidad, Electromecánica Industrial, Electrónica, Gestión Ambiental, Marketing, Producción y Realización
 * Audiovisual, Producción Textil; welding only as a continuing-education course) fill no open cell; the Instituto
 * Superior Tecnológico La Castellana's site data (cllojan/itec-page: Comercio Exterior, Desarrollo de Software, Estética
 * Integral …), none an open cell; the 2018 home pages of the PUCE and the EPN in the JSCryptoMinerStudy crawl (their
 * readable parts are style sheets and menus of services, not carreras). Searched and not found (this pass): a second
 * pharmacy-technician program (no "Tecnología Superior en Farmacia" in the repository index; news on the institutes'
 * intakes name Enfermería, Comercio Exterior and others); a second music-education bachelor's (the Universidad de
 * Cuenca's Maestría en Pedagogía e Investigación Musical is graduate); Ecuadorian universities' carrera lists in public
 * repositories beyond the UPS's. Not reached: the other GAP cells and the rows of the worklist at the EPN, USFQ, PUCE,
 * UCE, ESPE, ESPOL, UG, UTPL, UDLA, Yachay, FLACSO, the UASB, the IAEN and SECAP.
 * Session 30, third pass (2026-11-28; it adds no `VERIFIED_S30C` block; search tools only, no page re-read online; about
 * nine of some 80 look-ups shared with the Dominican Republic, Cuba, Haiti, Jamaica, Bolivia, Venezuela and Peru).
 * Searched and not found: 2018 home pages in the JSCryptoMinerStudy crawl: espol.edu.ec (its first 32,000 characters:
 * menus Nosotros, Investigación, Zile, Vida Estudiantil, Rectorado, Vicerrectorado Académico and Transparencia, news;
 * no carrera or maestría named), uce.edu.ec (a single-page site whose Facultades panel lies past the opening read; not
 * read further), utpl.edu.ec (a redirect only), usfq.edu.ec and secap.gob.ec, with or without "www." (not stored); a
 * second industrial-engineering master's (an ESPE thesis on the feasibility of an MBA and the Cuban Sancti Spíritus
 * master's article came up); a second music-education bachelor's (only a UNIR blog post on music pedagogy in Ecuador and a
 * 2010 blog on music in the Ley de Educación Superior); a second counselling master's (SciELO Cuba's Conrado article on
 * the UMET's Maestría en Educación, mención Orientación Educativa, already the cell's row; the UTM's course compendium of
 * Orientación Educativa, Vocacional y Profesional for its online Psicología; articles on vocational guidance). Not
 * reached: the pharmacy, IT-support and refrigeration technical cells, political science (graduate) and the worklist's
 * rows.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): gap cells looked for in
 * public GitHub repositories found by their names and fetched whole, then by exact phrases and the code corpus (search
 * tools only; part of about 33 look-ups for eleven countries). Rows added, re-read and withdrawn: none. Searched and
 * not found: Ecuadorian graduate-school repositories (PosgradosUCE/back-end: a thesis project's back end, no programme list found;
 * maestriasespe/espe-campus-mvp, soy-software/posgrados_utc, JSMJ12/sga_posgradoV5: application shells); an
 * exact-phrase search for "Tecnología Superior en Farmacia" (no hit); a code-corpus search for institutes' offers
 * (cllojan/itec-page: the Instituto Superior Tecnológico La Castellana's carreras, Comercio Exterior, Desarrollo de
 * Software, Estética Integral, Gestión de Riesgos, Guía Nacional de Turismo, Mecánica Automotriz, Negocios
 * Agropecuarios, Talento Humano, none an open cell; luis2201/itsup: ITSUP's history page only). Not reached: the
 * music-education, IT-support, refrigeration, graduate cells and the verify rows.
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
  ["ec-uce", "Universidad Central del Ecuador", "Quito", "public", "https://www.uce.edu.ec"],
  ["ec-epn", "Escuela Politécnica Nacional", "Quito", "public", "https://www.epn.edu.ec"],
  ["ec-espol", "Escuela Superior Politécnica del Litoral", "Guayaquil", "public", "https://www.espol.edu.ec"],
  ["ec-ug", "Universidad de Guayaquil", "Guayaquil", "public", "https://www.ug.edu.ec"],
  ["ec-ucuenca", "Universidad de Cuenca", "Cuenca", "public", "https://www.ucuenca.edu.ec"],
  ["ec-espe", "Universidad de las Fuerzas Armadas ESPE", "Sangolquí", "public", "https://www.espe.edu.ec"],
  ["ec-unae", "Universidad Nacional de Educación (UNAE)", "Azogues", "public", "https://unae.edu.ec"],
  [
    "ec-flacso",
    "Facultad Latinoamericana de Ciencias Sociales (FLACSO Ecuador)",
    "Quito",
    "public",
    "https://www.flacso.edu.ec",
  ],
  ["ec-uasb", "Universidad Andina Simón Bolívar, Sede Ecuador", "Quito", "public", "https://www.uasb.edu.ec"],
  ["ec-iaen", "Instituto de Altos Estudios Nacionales (IAEN)", "Quito", "public", "https://www.iaen.edu.ec"],
  ["ec-puce", "Pontificia Universidad Católica del Ecuador", "Quito", "private", "https://www.puce.edu.ec"],
  ["ec-usfq", "Universidad San Francisco de Quito", "Quito", "private", "https://www.usfq.edu.ec"],
  ["ec-utpl", "Universidad Técnica Particular de Loja", "Loja", "private", "https://www.utpl.edu.ec"],
  ["ec-udla", "Universidad de Las Américas (UDLA)", "Quito", "private", "https://www.udla.edu.ec"],
  ["ec-ups", "Universidad Politécnica Salesiana", "Cuenca", "private", "https://www.ups.edu.ec"],
  ["ec-istct", "Instituto Superior Universitario Central Técnico", "Quito", "public", "https://www.istct.edu.ec"],
  ["ec-sucre", "Instituto Superior Universitario Sucre", "Quito", "public", "https://www.tecnologicosucre.edu.ec"],
  [
    "ec-yavirac",
    "Instituto Superior Tecnológico de Turismo y Patrimonio Yavirac",
    "Quito",
    "public",
    "https://www.yavirac.edu.ec",
  ],
];

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ec-uhemisferios-2026-11-27",
      "Universidad de los Hemisferios",
      "Carreras de grado",
      "https://www.uhemisferios.edu.ec",
      "2026-11-27",
    ),
    institutionPage(
      "ec-ucacue-2026-11-27",
      "Universidad Católica de Cuenca",
      "Posgrados en línea",
      "https://www.ucacue.edu.ec",
      "2026-11-27",
    ),
    institutionPage(
      "ec-secap-2026-11-27",
      "Servicio Ecuatoriano de Capacitación Profesional (SECAP)",
      "Oferta de cursos de capacitación",
      "https://www.secap.gob.ec",
      "2026-11-27",
    ),
    institutionPage(
      "ec-espol-2026-11-27",
      "Escuela Superior Politécnica del Litoral",
      "Posgrados: maestrías",
      "https://www.espol.edu.ec",
      "2026-11-27",
    ),
    institutionPage(
      "ec-utpl-2026-11-27",
      "Universidad Técnica Particular de Loja",
      "Posgrados: maestrías",
      "https://www.utpl.edu.ec",
      "2026-11-27",
    ),
    institutionPage(
      "ec-yachay-2026-11-27",
      "Universidad de Investigación de Tecnología Experimental Yachay (Yachay Tech)",
      "Posgrados: maestrías",
      "https://www.yachaytech.edu.ec",
      "2026-11-27",
    ),
  ],
  institutions: [
    institutionsOf("EC")(
      "ec-secap",
      "Servicio Ecuatoriano de Capacitación Profesional (SECAP)",
      "Quito",
      "public",
      "https://www.secap.gob.ec",
      "ec-secap-2026-11-27",
    ),
    institutionsOf("EC")(
      "ec-yachay",
      "Universidad de Investigación de Tecnología Experimental Yachay (Yachay Tech)",
      "Urcuquí",
      "public",
      "https://www.yachaytech.edu.ec",
      "ec-yachay-2026-11-27",
    ),
    institutionsOf("EC")(
      "ec-ucacue",
      "Universidad Católica de Cuenca",
      "Cuenca",
      "private",
      "https://www.ucacue.edu.ec",
      "ec-ucacue-2026-11-27",
    ),
    institutionsOf("EC")(
      "ec-uhemisferios",
      "Universidad de los Hemisferios",
      "Quito",
      "private",
      "https://www.uhemisferios.edu.ec",
      "ec-uhemisferios-2026-11-27",
    ),
  ],
  programs: [
    ...offered("ec-uhemisferios", "bachelor", "ec-uhemisferios-2026-11-27", [
      ["political-science", "Ciencias Políticas", { duration: "4 años" }],
    ]),
    ...offered("ec-ucacue", "graduate", "ec-ucacue-2026-11-27", [
      [
        "english-teaching",
        "Maestría en Enseñanza de Inglés como Lengua Extranjera",
        { duration: "1 año", modality: "distance" },
      ],
    ]),
    ...offered("ec-secap", "technical", "ec-secap-2026-11-27", [
      ["welding-technology", "Soldadura"],
      ["refrigeration-air-conditioning", "Refrigeración y Climatización"],
      ["makeup-artistry", "Maquillaje Profesional"],
      ["it-support-technician", "Mantenimiento y Reparación de Computadoras"],
    ]),
    ...offered("ec-espol", "graduate", "ec-espol-2026-11-27", [
      ["data-science", "Maestría en Ciencia de Datos e Inteligencia Artificial"],
    ]),
    ...offered("ec-yachay", "graduate", "ec-yachay-2026-11-27", [["data-science", "Maestría en Ciencia de Datos"]]),
    // `VERIFIED_S27` re-points this row to the page read; the home-page source it cited first (ec-utpl-2026-11-27) was
    // taken out, since no row cites it now.
    ...offered("ec-utpl", "graduate", "ec-utpl-2026-11-27", [
      [
        "english-teaching",
        "Maestría en Pedagogía de los Idiomas Nacionales y Extranjeros, mención Enseñanza de Inglés",
      ],
    ]),
  ],
};

/** Rows added on 2026-11-28 (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ec-umet-2026-11-28",
      "Universidad Metropolitana (UMET)",
      "Posgrados: Maestría en Educación, mención Orientación Educativa",
      "https://www.umet.edu.ec",
      "2026-11-28",
    ),
  ],
  institutions: [
    institutionsOf("EC")(
      "ec-umet",
      "Universidad Metropolitana (UMET)",
      "Guayaquil",
      "private",
      "https://www.umet.edu.ec",
      "ec-umet-2026-11-28",
    ),
  ],
  programs: [
    ...offered("ec-umet", "graduate", "ec-umet-2026-11-28", [
      ["counselling", "Maestría en Educación, mención Orientación Educativa"],
    ]),
  ],
};

/** Rows added by the S24 pass on 2026-11-28, resting on a stored press page (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ec-libertad-elcomercio-2026-11-28",
      "El Comercio (Quito)",
      "Para este semestre existen 24 445 cupos en institutos públicos y 3 000 en privados (carreras del Instituto Tecnológico Superior Libertad)",
      "https://www.elcomercio.com/view/actualidad/oferta-cupos-institutos-universidad-jovenes",
      "2026-11-28",
    ),
  ],
  institutions: [
    institutionsOf("EC")(
      "ec-libertad",
      "Instituto Tecnológico Superior Libertad",
      "Quito",
      "private",
      undefined, // no official website seen: the report links the news page the row rests on
      "ec-libertad-elcomercio-2026-11-28",
    ),
  ],
  programs: [
    ...offered("ec-libertad", "technical", "ec-libertad-elcomercio-2026-11-28", [
      ["accounting-technician", "Contabilidad"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24B`. */
const ADDED_S24B_ON = "2026-11-28";

/** Rows added by the S24B pass on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S24B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ec-ucsg-mgss-s24b",
      "Universidad Católica de Santiago de Guayaquil – Sistema de Posgrado (tesis en pdfslide.es)",
      "Maestría en Gerencia en Servicios de la Salud: Propuesta de un Plan de Mejora de atención de salud del Dispensario Médico de la U.C.S.G. (tesis previa a la obtención del título de Magíster en Gerencia en Servicios de la Salud, 2015)",
      "https://pdfslide.es/documents/sistema-de-posgrado-maestria-en-gerencia-en-servicios-de-23-estructura.html",
      ADDED_S24B_ON,
    ),
    institutionPage(
      "ec-uta-mass-s24b",
      "Universidad Técnica de Ambato – Dirección de Posgrado (tesis en studenta.com)",
      "Maestría en Administración de Sistemas de Salud: Gestión administrativa y la satisfacción de los usuarios en el Hospital Básico Baños (trabajo de titulación previo a la obtención del grado académico de Magíster en Administración de Sistemas de Salud, 2014)",
      "https://es.studenta.com/content/131988948/mg-ass-2252",
      ADDED_S24B_ON,
    ),
    institutionPage(
      "ec-ug-msp-s24b",
      "Universidad de Guayaquil – Facultad de Ingeniería Industrial, Departamento de Posgrado (tesis en fdocuments.ec)",
      "Tesis de grado previo a la obtención del título de Magíster en Sistemas de Producción y Productividad: Diseño de un modelo de optimización de la logística externa en industrias de distribución de productos automotrices en el Ecuador (2014)",
      "https://fdocuments.ec/document/universidad-de-guayaquil-facultad-de-ing-otto-santos-planteamiento-del-problema.html",
      ADDED_S24B_ON,
    ),
    institutionPage(
      "ec-lcem-elcomercio-s24b",
      "El Comercio (Quito)",
      "El maquillaje es una opción laboral (Lorena Carrillo Escuela de Maquillaje: curso de maquillaje profesional de cinco meses), enero de 2017",
      "https://www.elcomercio.com/chic/maquillaje-mujeres-profesion-belleza.html",
      ADDED_S24B_ON,
    ),
  ],
  institutions: [
    institutionsOf("EC")(
      "ec-ucsg",
      "Universidad Católica de Santiago de Guayaquil (UCSG)",
      "Guayaquil",
      "private",
      "https://www.ucsg.edu.ec",
      "ec-ucsg-mgss-s24b",
    ),
    institutionsOf("EC")(
      "ec-uta",
      "Universidad Técnica de Ambato (UTA)",
      "Ambato",
      "public",
      "https://www.uta.edu.ec",
      "ec-uta-mass-s24b",
    ),
    institutionsOf("EC")(
      "ec-lcem",
      "Lorena Carrillo Escuela de Maquillaje",
      "Quito",
      "private",
      undefined, // no official website seen: the report links the news page the row rests on
      "ec-lcem-elcomercio-s24b",
    ),
  ],
  programs: [
    ...offered("ec-ucsg", "graduate", "ec-ucsg-mgss-s24b", [
      ["health-services-administration", "Maestría en Gerencia en Servicios de la Salud"],
    ]),
    ...offered("ec-uta", "graduate", "ec-uta-mass-s24b", [
      ["health-services-administration", "Maestría en Administración de Sistemas de Salud"],
    ]),
    ...offered("ec-ug", "graduate", "ec-ug-msp-s24b", [
      ["industrial-engineering", "Maestría en Sistemas de Producción y Productividad"],
    ]),
    ...offered("ec-lcem", "technical", "ec-lcem-elcomercio-s24b", [
      ["makeup-artistry", "Maquillaje Profesional", { duration: "5 meses" }],
    ]),
  ],
};

/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";

/** Rows added by the S26 pass on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ec-itsup-farmacia-vistazo-2026-11-28",
      "Vistazo",
      "Carreras de salud de institutos tecnológicos se apoyan en la tecnología (Instituto Superior Universitario Portoviejo: Emergencias Médicas, Asistencia en Farmacia, Enfermería y Rehabilitación Física), hacia 2022",
      "https://vistazo.com/amp/enfoque/carreras-de-salud-de-institutos-tecnologicos-se-apoyan-en-la-tecnologia-EL1368143",
      ADDED_S26_ON,
    ),
    institutionPage(
      "ec-unl-musica-tesis-2026-11-28",
      "pdfslide.es (copy of a thesis of the Universidad Nacional de Loja)",
      "Sistematización de las composiciones de los músicos empíricos y populares del cantón Catamayo (Carrera de Música; informe de tesis previo a la obtención del Grado de Licenciada en Ciencias de la Educación, mención Educación Musical, julio de 2010)",
      "https://pdfslide.es/documents/rea-de-la-educacin-el-arte-y-la-.html",
      ADDED_S26_ON,
    ),
    institutionPage(
      "ec-ucuenca-mpim-tesis-2026-11-28",
      "vdocuments.co (copy of a thesis of the Universidad de Cuenca)",
      "Situación de la enseñanza musical impartida por docentes de Educación Inicial de la ciudad de Cuenca (Facultad de Artes, Maestría en Pedagogía e Investigación Musical; proyecto previo a la obtención del título de Magíster en Pedagogía e Investigación Musical, octubre de 2014)",
      "https://vdocuments.co/universidad-de-14-docentes-de-educacin-inicial-de-las-21-escuelas-que-pertenecen.html",
      ADDED_S26_ON,
    ),
    institutionPage(
      "ec-utm-biblio-atlante-2026-11-28",
      "Atlante. Cuadernos de Educación y Desarrollo (eumed.net)",
      "Artículo de un docente y una estudiante de la Universidad Técnica de Manabí sobre las tecnologías de la información en la formación de profesionales de la Carrera de Bibliotecología y Ciencias de la Información (agosto de 2017)",
      "https://eumed.net/rev/atlante/2017/08/bibliotecologia-manabi.html",
      ADDED_S26_ON,
    ),
    institutionPage(
      "ec-espoch-aid-tesis-2026-11-28",
      "vdocuments.co (copy of a thesis of the Escuela Superior Politécnica de Chimborazo)",
      "Propuesta para la creación de la biblioteca de la Facultad de Ciencias de la ESPOCH (Unidad de Educación a Distancia; trabajo de titulación previo a la obtención del título de Licenciada en Análisis de Información Documental y Organización de Archivos Históricos, 2017)",
      "https://vdocuments.co/trabajo-de-titulaci-2017-12-21-informacin-para-conocer-los-diferentes.html",
      ADDED_S26_ON,
    ),
  ],
  institutions: [
    institutionsOf("EC")(
      "ec-itsup",
      "Instituto Superior Universitario Portoviejo (ITSUP)",
      "Portoviejo",
      "private",
      "https://www.itsup.edu.ec",
      "ec-itsup-farmacia-vistazo-2026-11-28",
    ),
    institutionsOf("EC")(
      "ec-unl",
      "Universidad Nacional de Loja (UNL)",
      "Loja",
      "public",
      "https://unl.edu.ec",
      "ec-unl-musica-tesis-2026-11-28",
    ),
    institutionsOf("EC")(
      "ec-utm",
      "Universidad Técnica de Manabí (UTM)",
      "Portoviejo",
      "public",
      "https://www.utm.edu.ec",
      "ec-utm-biblio-atlante-2026-11-28",
    ),
    institutionsOf("EC")(
      "ec-espoch",
      "Escuela Superior Politécnica de Chimborazo (ESPOCH)",
      "Riobamba",
      "public",
      "https://www.espoch.edu.ec",
      "ec-espoch-aid-tesis-2026-11-28",
    ),
  ],
  programs: [
    ...offered("ec-itsup", "technical", "ec-itsup-farmacia-vistazo-2026-11-28", [
      ["pharmacy-technician", "Asistencia en Farmacia"],
    ]),
    ...offered("ec-unl", "bachelor", "ec-unl-musica-tesis-2026-11-28", [
      ["music-education", "Licenciatura en Ciencias de la Educación, mención Educación Musical"],
    ]),
    ...offered("ec-ucuenca", "graduate", "ec-ucuenca-mpim-tesis-2026-11-28", [
      ["music-education", "Maestría en Pedagogía e Investigación Musical"],
    ]),
    ...offered("ec-utm", "bachelor", "ec-utm-biblio-atlante-2026-11-28", [
      ["library-science", "Bibliotecología y Ciencias de la Información"],
    ]),
    ...offered("ec-espoch", "bachelor", "ec-espoch-aid-tesis-2026-11-28", [
      [
        "library-science",
        "Licenciatura en Análisis de Información Documental y Organización de Archivos Históricos",
        { modality: "distance" },
      ],
    ]),
  ],
};

/** The date of the pages read by the verification pass `VERIFIED_S27`. */
const VERIFIED_S27_ON = "2026-11-28";

/**
 * Session 27's verification pass (2026-11-28): rows of the first passes, written without reading their page, that a
 * stored page now confirms (see the header). No row was withdrawn.
 */
const VERIFIED_S27: CatalogPass = {
  sources: [
    institutionPage(
      "ec-uce-trabajo-social-s27v",
      "Universidad Central del Ecuador",
      "Boletín de prensa Nº 350 (20 de junio de 2016): La Carrera de Trabajo Social cumplió 50 años de labor",
      "https://es.doczz.net/doc/1536577/la-carrera-de-trabajo-social-cumpli%C3%B3-50-a%C3%B1os-de-labor",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ec-espol-mecanica-s27v",
      "Escuela Superior Politécnica del Litoral (ESPOL), Facultad de Ingeniería en Mecánica y Ciencias de la Producción",
      "Undergraduate programs: Mechanical Engineering",
      "https://www.fimcp.espol.edu.ec/en/undergraduate-programs/mechanical",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ec-espol-matematicas-eluniverso-s27v",
      "El Universo (Guayaquil)",
      "276 aspiran a nuevas carreras (19 de enero de 2017): las seis carreras nuevas de la Espol, entre ellas Matemáticas",
      "https://www.eluniverso.com/noticias/2017/01/19/nota/6003916/276-aspiran-nuevas-carreras",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ec-udla-veterinaria-s27v",
      "Universidad de Las Américas (UDLA)",
      "Veterinary Medicine: program report (graduate profile, enrolment, completion)",
      "https://academico.udla.edu.ec/page/student/reporte/ug/UDLA1P624",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ec-udla-guia-2024-s27v",
      "Universidad de Las Américas (UDLA)",
      "Guía Estudiantil 2024: pregrado diurno (carreras)",
      "https://es.scribd.com/document/829832554/Guia-Estudiantil-2024",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ec-udla-guia-2019-s27v",
      "Universidad de Las Américas (UDLA)",
      "Guía Estudiantil 2019: carreras de pregrado",
      "https://es.scribd.com/document/450290408/GUIA-ESTUDIANTIL-2019-WEB-pdf",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ec-sucre-plan-2020-s27v",
      "Instituto Superior Tecnológico Sucre",
      "Plan Estratégico de Desarrollo Institucional 2020-2025 (carreras y sus coordinadores)",
      "https://es.scribd.com/document/469037647/PLAN-ESTRATEGICO-SUCRE-pdf",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ec-uhemisferios-ciencias-politicas-s27v",
      "Universidad de los Hemisferios",
      "Political Science (pregrado presencial): Bachelor's Degree in Political Science, 8 academic semesters",
      "https://www.uhemisferios.edu.ec/en/academia/pregrado/presencial/ciencias-politicas",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ec-usfq-ciencias-politicas-s27v",
      "Universidad San Francisco de Quito (USFQ)",
      "Malla curricular: Ciencias Políticas / Political Science, modalidad presencial, 8 semestres",
      "https://wsexternal.usfq.edu.ec/MallaCurricular-USFQ/DetalleMallaCurricular/DetalleMalla?codigoCarrera=1POL&out=1",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ec-utpl-nueva-york-s27v",
      "Universidad Técnica Particular de Loja (UTPL)",
      "Graduación en el centro UTPL de Nueva York: carreras de grado y posgrados de los graduados",
      "https://noticias.utpl.edu.ec/node/3264",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    { institution: "ec-uce", career: "social-work", level: "bachelor", source: "ec-uce-trabajo-social-s27v" },
    { institution: "ec-espol", career: "mechanical-engineering", level: "bachelor", source: "ec-espol-mecanica-s27v" },
    {
      institution: "ec-espol",
      career: "mathematics",
      level: "bachelor",
      source: "ec-espol-matematicas-eluniverso-s27v",
    },
    { institution: "ec-udla", career: "veterinary-medicine", level: "bachelor", source: "ec-udla-veterinaria-s27v" },
    {
      institution: "ec-udla",
      career: "music",
      level: "bachelor",
      source: "ec-udla-guia-2024-s27v",
      set: { name: "Artes Musicales" },
    },
    { institution: "ec-udla", career: "international-business", level: "bachelor", source: "ec-udla-guia-2019-s27v" },
    {
      institution: "ec-sucre",
      career: "industrial-maintenance",
      level: "technical",
      source: "ec-sucre-plan-2020-s27v",
      set: { duration: null },
    },
    {
      institution: "ec-uhemisferios",
      career: "political-science",
      level: "bachelor",
      source: "ec-uhemisferios-ciencias-politicas-s27v",
      set: { duration: "8 semestres" },
    },
    {
      institution: "ec-usfq",
      career: "political-science",
      level: "bachelor",
      source: "ec-usfq-ciencias-politicas-s27v",
      set: { duration: "8 semestres" },
    },
    { institution: "ec-utpl", career: "accounting", level: "bachelor", source: "ec-utpl-nueva-york-s27v" },
    { institution: "ec-utpl", career: "english-teaching", level: "bachelor", source: "ec-utpl-nueva-york-s27v" },
    { institution: "ec-utpl", career: "english-teaching", level: "graduate", source: "ec-utpl-nueva-york-s27v" },
  ],
  withdrawn: [],
};

/** The date of the page read by the second verification pass `VERIFIED_S27B`. */
const VERIFIED_S27B_ON = "2026-11-28";

/**
 * Session 27's second verification pass (2026-11-28): a row of the first passes, written without reading its page, that a
 * stored page now confirms (see the header). No row was withdrawn.
 */
const VERIFIED_S27B: CatalogPass = {
  sources: [
    institutionPage(
      "ec-espol-nutricion-s27b",
      "Escuela Superior Politécnica del Litoral (ESPOL), Facultad de Ciencias de la Vida",
      "Undergraduate programs: Nutrition and Dietetics (Bachelor of Science in Nutrition and Dietetics, 5-year program)",
      "https://www.fcv.espol.edu.ec/en/undergraduate-programs/nutrition-and-dietetics",
      VERIFIED_S27B_ON,
    ),
  ],
  reread: [
    {
      institution: "ec-espol",
      career: "nutrition",
      level: "bachelor",
      source: "ec-espol-nutricion-s27b",
      set: { duration: "5 años" },
    },
  ],
  withdrawn: [],
};

const LISTED = listedInstitutions("EC", INSTITUTIONS, {
  title: "Oferta académica (página oficial)",
  retrieved: RETRIEVED,
});

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "EC",
  sources: [...LISTED.sources],
  institutions: [...LISTED.institutions],
  programs: [
    ...offered("ec-uce", "bachelor", "ec-uce-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Bioquímica y Farmacia"],
      ["clinical-laboratory-science", "Laboratorio Clínico"],
      ["physical-therapy", "Terapia Física"],
      ["psychology", "Psicología Clínica"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Contabilidad y Auditoría"],
      ["sociology", "Sociología"],
      ["social-work", "Trabajo Social"],
      ["communication-studies", "Comunicación Social"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["chemical-engineering", "Ingeniería Química"],
      ["mining-engineering", "Ingeniería de Minas"],
      ["petroleum-engineering", "Ingeniería de Petróleos"],
      ["geology", "Geología"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["agronomy", "Agronomía"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["fine-arts", "Artes Plásticas"],
      ["early-childhood-education", "Educación Inicial"],
      ["primary-education", "Educación Básica"],
      ["physical-education", "Pedagogía de la Actividad Física y Deporte"],
      ["english-teaching", "Pedagogía de los Idiomas Nacionales y Extranjeros"],
      ["mathematics-teaching", "Pedagogía de las Ciencias Experimentales, Matemática y Física"],
      ["occupational-therapy", "Terapia Ocupacional"],
      ["public-administration", "Administración Pública"],
      ["finance", "Finanzas"],
      ["journalism", "Periodismo"],
      ["theatre", "Teatro"],
      ["music", "Música"],
      ["information-systems", "Sistemas de Información"],
      ["computer-science", "Computación"],
    ]),
    ...offered("ec-epn", "bachelor", "ec-epn-site", [
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Electricidad"],
      ["electronic-engineering", "Electrónica y Automatización"],
      ["telecommunications-engineering", "Telecomunicaciones"],
      ["chemical-engineering", "Ingeniería Química"],
      ["petroleum-engineering", "Petróleos"],
      ["geology", "Geología"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["computer-science", "Computación"],
      ["mathematics", "Matemática"],
      ["physics", "Física"],
      ["food-engineering", "Agroindustria"],
    ]),
    ...offered("ec-espol", "bachelor", "ec-espol-site", [
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Electricidad"],
      ["telecommunications-engineering", "Telecomunicaciones"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["petroleum-engineering", "Petróleos"],
      ["mining-engineering", "Minas"],
      ["geology", "Geología"],
      ["computer-science", "Computación"],
      ["mechatronics-engineering", "Mecatrónica"],
      ["food-engineering", "Ingeniería en Alimentos"],
      ["agricultural-engineering", "Ingeniería Agrícola y Biológica"],
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Auditoría y Control de Gestión"],
      ["tourism", "Turismo"],
      ["logistics", "Logística y Transporte"],
      ["statistics", "Estadística"],
      ["mathematics", "Matemática"],
      ["graphic-design", "Diseño Gráfico"],
      ["nutrition", "Nutrición y Dietética"],
    ]),
    ...offered("ec-puce", "bachelor", "ec-puce-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["nutrition", "Nutrición y Dietética"],
      ["physical-therapy", "Fisioterapia"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Contabilidad y Auditoría"],
      ["international-relations", "Relaciones Internacionales"],
      ["sociology", "Sociología"],
      ["social-work", "Trabajo Social"],
      ["communication-studies", "Comunicación"],
      ["philosophy", "Filosofía"],
      ["theology", "Teología"],
      ["anthropology", "Antropología"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["software-engineering", "Ingeniería de Software"],
      ["biology", "Biología"],
      ["graphic-design", "Diseño Gráfico"],
      ["early-childhood-education", "Educación Inicial"],
      ["english-teaching", "Pedagogía de los Idiomas Nacionales y Extranjeros"],
      ["international-business", "Multilingüe en Negocios y Relaciones Internacionales"],
    ]),
    ...offered("ec-usfq", "bachelor", "ec-usfq-site", [
      ["medicine", "Medicina"],
      ["dentistry", "Odontología"],
      ["nutrition", "Nutrición y Dietética"],
      ["psychology", "Psicología"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["law", "Jurisprudencia"],
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["finance", "Finanzas"],
      ["marketing", "Marketing"],
      ["international-relations", "Relaciones Internacionales"],
      ["political-science", "Ciencias Políticas"],
      ["anthropology", "Antropología"],
      ["journalism", "Periodismo"],
      ["advertising", "Publicidad"],
      ["film", "Cine"],
      ["animation", "Animación Digital"],
      ["graphic-design", "Diseño Comunicacional"],
      ["interior-design", "Diseño de Interiores"],
      ["architecture", "Arquitectura"],
      ["music", "Música"],
      ["fine-arts", "Artes Contemporáneas"],
      ["hotel-management", "Administración de Empresas de Hospitalidad"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["chemical-engineering", "Ingeniería Química"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["computer-science", "Ciencias de la Computación"],
      ["biotechnology", "Biotecnología"],
      ["biology", "Biología"],
      ["mathematics", "Matemáticas"],
      ["physics", "Física"],
      ["chemistry", "Química"],
      ["culinary-arts", "Gastronomía"],
    ]),
    ...offered("ec-ucuenca", "bachelor", "ec-ucuenca-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["psychology", "Psicología Clínica"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Contabilidad y Auditoría"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["telecommunications-engineering", "Ingeniería en Electrónica y Telecomunicaciones"],
      ["information-systems", "Computación"],
      ["agronomy", "Agronomía"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["journalism", "Periodismo"],
      ["sociology", "Sociología"],
      ["music", "Música"],
      ["fine-arts", "Artes Visuales"],
      ["graphic-design", "Diseño Gráfico"],
      ["interior-design", "Diseño de Interiores"],
      ["fashion-design", "Diseño Textil e Indumentaria"],
      ["tourism", "Turismo"],
      ["hotel-management", "Hospitalidad y Hotelería"],
      ["early-childhood-education", "Educación Inicial"],
      ["primary-education", "Educación Básica"],
      ["culinary-arts", "Gastronomía"],
    ]),
    ...offered("ec-epn", "technical", "ec-epn-site", [
      ["programming-technician", "Tecnología Superior en Desarrollo de Software", { duration: "2.5 años" }],
      ["network-technician", "Tecnología Superior en Redes y Telecomunicaciones", { duration: "2.5 años" }],
      ["industrial-maintenance", "Tecnología Superior en Electromecánica", { duration: "2.5 años" }],
    ]),
    ...offered("ec-istct", "technical", "ec-istct-site", [
      ["automotive-mechanics", "Tecnología Superior en Mecánica Automotriz", { duration: "2.5 años" }],
      ["electrical-technician", "Tecnología Superior en Electricidad", { duration: "2.5 años" }],
      ["electronics-technician", "Tecnología Superior en Electrónica", { duration: "2.5 años" }],
    ]),
    ...offered("ec-sucre", "technical", "ec-sucre-site", [
      ["electrical-technician", "Tecnología Superior en Electricidad", { duration: "2.5 años" }],
      ["electronics-technician", "Tecnología Superior en Electrónica", { duration: "2.5 años" }],
      ["industrial-maintenance", "Tecnología Superior en Electromecánica", { duration: "2.5 años" }],
      [
        "radio-television-production",
        "Tecnología Superior en Producción y Realización Audiovisual",
        { duration: "2.5 años" },
      ],
      ["early-childhood-assistant", "Tecnología Superior en Desarrollo Infantil Integral", { duration: "2.5 años" }],
    ]),
    ...offered("ec-yavirac", "technical", "ec-yavirac-site", [
      ["programming-technician", "Tecnología Superior en Desarrollo de Software", { duration: "2.5 años" }],
      ["culinary-arts", "Tecnología Superior en Arte Culinario Ecuatoriano", { duration: "2.5 años" }],
    ]),
    ...offered("ec-espol", "graduate", "ec-espol-site", [
      ["business-administration", "MBA (ESPAE)", { duration: "2 años" }],
      ["information-systems", "Maestría en Sistemas de Información Gerencial", { duration: "2 años" }],
      ["statistics", "Maestría en Estadística con mención en Gestión de la Calidad y Productividad"],
      ["cybersecurity", "Maestría en Ciberseguridad"],
    ]),
    ...offered("ec-puce", "graduate", "ec-puce-site", [
      ["business-administration", "Maestría en Administración de Empresas"],
    ]),
    ...offered("ec-utpl", "graduate", "ec-utpl-site", [
      ["business-administration", "Maestría en Administración de Empresas", { modality: "distance" }],
      ["human-resources", "Maestría en Gestión del Talento Humano", { modality: "distance" }],
    ]),
    ...offered("ec-usfq", "graduate", "ec-usfq-site", [["business-administration", "MBA", { duration: "2 años" }]]),
    ...offered("ec-ug", "bachelor", "ec-ug-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["accounting", "Contabilidad y Auditoría"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["communication-studies", "Comunicación"],
      ["tourism", "Turismo"],
      ["social-work", "Trabajo Social"],
      ["sociology", "Sociología"],
      ["early-childhood-education", "Educación Inicial"],
      ["software-engineering", "Software"],
      ["graphic-design", "Diseño Gráfico"],
      ["veterinary-medicine", "Medicina Veterinaria"],
    ]),
    ...offered("ec-espe", "bachelor", "ec-espe-site", [
      ["mechatronics-engineering", "Mecatrónica"],
      ["civil-engineering", "Ingeniería Civil"],
      ["information-systems", "Tecnologías de la Información"],
      ["software-engineering", "Software"],
      ["electronic-engineering", "Electrónica y Automatización"],
      ["telecommunications-engineering", "Telecomunicaciones"],
      ["mechanical-engineering", "Mecánica"],
      ["biotechnology", "Biotecnología"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Contabilidad y Auditoría"],
      ["marketing", "Mercadotecnia"],
      ["international-business", "Comercio Exterior"],
      ["tourism", "Turismo"],
      ["early-childhood-education", "Educación Inicial"],
      ["physical-education", "Pedagogía de la Actividad Física y Deporte"],
      ["english-teaching", "Pedagogía de los Idiomas Nacionales y Extranjeros"],
    ]),
    ...offered("ec-unae", "bachelor", "ec-unae-site", [
      ["early-childhood-education", "Educación Inicial"],
      ["primary-education", "Educación Básica"],
      ["special-education", "Educación Especial"],
      ["english-teaching", "Pedagogía de los Idiomas Nacionales y Extranjeros"],
      ["mathematics-teaching", "Pedagogía de las Ciencias Experimentales"],
    ]),
    ...offered("ec-flacso", "graduate", "ec-flacso-site", [
      ["international-relations", "Maestría en Relaciones Internacionales", { duration: "2 años" }],
      ["public-administration", "Maestría en Políticas Públicas", { duration: "2 años" }],
      ["urban-planning", "Maestría en Estudios Urbanos", { duration: "2 años" }],
      ["economics", "Maestría en Economía del Desarrollo", { duration: "2 años" }],
      ["environmental-science", "Maestría en Estudios Socioambientales", { duration: "2 años" }],
      ["political-science", "Maestría en Política Comparada", { duration: "2 años" }],
    ]),
    ...offered("ec-uasb", "graduate", "ec-uasb-site", [
      ["international-relations", "Maestría en Relaciones Internacionales", { duration: "2 años" }],
      ["communication-studies", "Maestría en Comunicación", { duration: "2 años" }],
      ["business-administration", "Maestría en Dirección de Empresas"],
      ["finance", "Maestría en Finanzas y Gestión de Riesgos"],
      ["environmental-science", "Maestría en Cambio Climático, Sustentabilidad y Desarrollo"],
    ]),
    ...offered("ec-iaen", "graduate", "ec-iaen-site", [
      ["public-administration", "Maestría en Administración Pública", { duration: "2 años" }],
    ]),
    ...offered("ec-utpl", "bachelor", "ec-utpl-site", [
      ["medicine", "Medicina"],
      ["psychology", "Psicología", { modality: "distance" }],
      ["law", "Derecho", { modality: "distance" }],
      ["accounting", "Contabilidad y Auditoría", { modality: "distance" }],
      ["business-administration", "Administración de Empresas", { modality: "distance" }],
      ["finance", "Finanzas", { modality: "distance" }],
      ["marketing", "Mercadotecnia", { modality: "distance" }],
      ["economics", "Economía", { modality: "distance" }],
      ["public-administration", "Administración Pública", { modality: "distance" }],
      ["tourism", "Turismo", { modality: "distance" }],
      ["communication-studies", "Comunicación", { modality: "distance" }],
      ["social-work", "Trabajo Social", { modality: "distance" }],
      ["early-childhood-education", "Educación Inicial", { modality: "distance" }],
      ["primary-education", "Educación Básica", { modality: "distance" }],
      ["english-teaching", "Pedagogía de los Idiomas Nacionales y Extranjeros", { modality: "distance" }],
      ["information-systems", "Tecnologías de la Información", { modality: "distance" }],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["computer-science", "Computación"],
    ]),
    ...offered("ec-udla", "bachelor", "ec-udla-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["psychology", "Psicología"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["physical-therapy", "Fisioterapia"],
      ["nutrition", "Nutrición y Dietética"],
      ["culinary-arts", "Gastronomía"],
      ["graphic-design", "Diseño Gráfico"],
      ["multimedia-design", "Multimedia y Producción Audiovisual"],
      ["advertising", "Publicidad"],
      ["journalism", "Periodismo"],
      ["software-engineering", "Software"],
      ["music", "Música"],
      ["marketing", "Mercadotecnia"],
      ["international-business", "Negocios Internacionales"],
      ["finance", "Finanzas"],
      ["architecture", "Arquitectura"],
      ["law", "Derecho"],
    ]),
    ...offered("ec-ups", "bachelor", "ec-ups-site", [
      ["early-childhood-education", "Educación Inicial"],
      ["primary-education", "Educación Básica"],
      ["psychology", "Psicología"],
      ["communication-studies", "Comunicación"],
      ["computer-science", "Computación"],
      ["civil-engineering", "Ingeniería Civil"],
      ["electrical-engineering", "Electricidad"],
      ["anthropology", "Antropología"],
      ["theology", "Teología"],
      ["philosophy", "Filosofía"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["agronomy", "Agronomía"],
      ["biotechnology", "Biotecnología"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Contabilidad y Auditoría"],
    ]),
  ],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row it bears out (see the header). */
const S28 = {
  ucacueIngles: s28(
    "ec-ucacue-maestria-ingles",
    "Universidad Católica de Cuenca, Posgrado",
    "Maestría en Enseñanza de Inglés como Lengua Extranjera (modalidad en línea; RPC-SO-33-No.522-2022; título de Magíster en Enseñanza de Inglés como Lengua Extranjera; duración 1 año, incluida titulación; habilitada para la convocatoria de septiembre de 2025)",
    "https://posgrado.ucacue.edu.ec/?p=505",
  ),
  usfqMusica: s28(
    "ec-usfq-college-of-music-berklee",
    "Berklee College of Music (Berklee Global, partner institutions)",
    "Universidad San Francisco de Quito College of Music—Ecuador (the leading higher education music program in Ecuador, for 20 years; credit transfer towards Berklee's Bachelor of Music)",
    "https://www.berklee.edu/global/academic/usfq",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): further most-shown rows written without reading their page, each re-pointed
 * to a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    { institution: "ec-ucacue", career: "english-teaching", level: "graduate", source: S28.ucacueIngles.id },
    { institution: "ec-usfq", career: "music", level: "bachelor", source: S28.usfqMusica.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28B = {
  ucuencaVeterinaria: s28b(
    "ec-ucuenca-veterinaria-45",
    "Universidad de Cuenca, Facultad de Ciencias Agropecuarias",
    "Casa Abierta de Medicina Veterinaria en conmemoración de los 45 años de vida institucional de la carrera (24 de octubre; rectora María Augusta Hermida)",
    "https://www.ucuenca.edu.ec/?p=13365",
  ),
  espeMecanica: s28b(
    "ec-espe-mecanica-perfil-2017",
    "Universidad de las Fuerzas Armadas ESPE, Departamento de Ciencias de la Energía y Mecánica, Carrera de Ingeniería Mecánica (read in a copy on Scribd)",
    "Perfil del proyecto de grado previo al trabajo de titulación para la obtención del título de Ingeniero Mecánico: caracterización de las propiedades mecánicas del duralón (Sangolquí, 18 de agosto de 2017)",
    "https://de.scribd.com/document/373896886/Perfil-de-Proyecto-Velasquez-V",
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
    { institution: "ec-ucuenca", career: "veterinary-medicine", level: "bachelor", source: S28B.ucuencaVeterinaria.id },
    { institution: "ec-espe", career: "mechanical-engineering", level: "bachelor", source: S28B.espeMecanica.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 pass read, one per row or set of rows it adds or bears out (see the header). */
const S29 = {
  istvrAniversario: s29(
    "ec-istvr-xix-aniversario",
    "Instituto Superior Tecnológico Vicente Rocafuerte (read at http://, cited at https://)",
    "Sesión solemne por los XIX años de vida institucional del Instituto Superior Tecnológico Vicente Rocafuerte (7 de mayo de 2024; profesionales en las carreras de tecnología superior en áreas contable, turística, técnicas y de cómputos, el comercio exterior, desarrollo infantil y diseño de moda)",
    "https://istvr.edu.ec/web/2024/05/07/sesion-solemne-por-los-xix-anos-de-vida-institucional-del-instituto-superior-tecnologico-vicente-rocafuerte",
  ),
  upsContabilidadTesis: s29(
    "ec-ups-contabilidad-tesis-2011",
    "Universidad Politécnica Salesiana, Sede Cuenca, Facultad de Ciencias Administrativas y Económicas, Carrera de Contabilidad y Auditoría (a thesis read in a copy on Studenta)",
    "Propuesta de implementación de un sistema de control interno basado en el modelo COSO, aplicado a la empresa Electro Instalaciones en la ciudad de Cuenca (tesis previa a la obtención del título de Ingeniería en Contabilidad y Auditoría, Cuenca, 2011)",
    "https://es.studenta.com/content/132014497/ups-ct-002180",
  ),
  utplGovTech: s29(
    "ec-utpl-govtech-dialoguemos",
    "Dialoguemos (Ecuador)",
    "UTPL inicia ciclo académico con nueva carrera y acreditaciones internacionales (6 de octubre de 2025; la nueva carrera de GovTech y Administración Pública, ofertada en modalidad 100 % en línea)",
    "https://dialoguemos.ec/2025/10/utpl-inicia-ciclo-academico-con-nueva-carrera-y-acreditaciones-internacionales/",
  ),
};

/**
 * Session 29's pass (2026-11-28): one row added (a second accounting-technician institute) and two rows written without
 * reading their page re-pointed to a stored page that names them (see the header). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  institutions: [
    institutionsOf("EC")(
      "ec-istvr",
      "Instituto Superior Tecnológico Vicente Rocafuerte",
      "Guayaquil",
      "public",
      "https://istvr.edu.ec",
      S29.istvrAniversario.id,
    ),
  ],
  programs: [
    ...offered("ec-istvr", "technical", S29.istvrAniversario.id, [
      ["accounting-technician", "Tecnología Superior en el área contable"],
    ]),
  ],
  reread: [
    { institution: "ec-ups", career: "accounting", level: "bachelor", source: S29.upsContabilidadTesis.id },
    {
      institution: "ec-utpl",
      career: "public-administration",
      level: "bachelor",
      source: S29.utplGovTech.id,
      set: { name: "GovTech y Administración Pública" },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 pass read, one per row or set of rows it adds or bears out (see the header). */
const S29B = {
  espolAbet2020: s29b(
    "ec-espol-abet-2020-eluniverso",
    "El Universo (Guayaquil; read in its copy on El Universo's own Arc Publishing host)",
    "13 carreras de ingenierías de Espol recibieron aval extranjero de calidad (9 de septiembre de 2020; ABET para las ingenierías de Geología, Alimentos, Electrónica y Automatización, Minas, Telecomunicaciones, Telemática y Oceanografía; nueva acreditación de Computación e Ingeniería Mecánica; las ingenierías Industrial, Civil, Electricidad y Naval, avaladas hace cinco años, con un nuevo aval)",
    "https://www.eluniverso.com/noticias/2020/09/09/nota/7971397/13-carreras-ingenierias-espol-recibieron-aval-extranjero-calidad/",
  ),
  espochTransporte: s29b(
    "ec-espoch-gestion-transporte-dominio",
    "Dominio de las Ciencias (journal)",
    "Retos del transporte público frente al covid-19, caso Riobamba (publicado el 20 de agosto de 2021; sus tres autores, docentes de la Carrera de Gestión del Transporte, Escuela Superior Politécnica de Chimborazo)",
    "https://dominiodelasciencias.com/ojs/index.php/es/article/download/2132/html?inline=1",
  ),
  upsQuito2018: s29b(
    "ec-ups-quito-graduacion-2018",
    "Universidad Politécnica Salesiana (a Noticias UPS item, read on the blog of its GICCG research group)",
    "128 profesionales reciben su título de tercer nivel en Quito (14 de junio de 2018; campus El Girón de la sede Quito: carreras de Pedagogía, Comunicación Social, Psicología, Ingeniería en Biotecnología, Contabilidad y Auditoría, Ingeniería Mecánica e Ingeniería Eléctrica)",
    "https://giccg.blog.ups.edu.ec/2018/06/14/ups-noticia-11828086-128-profesionales-reciben-su-titulo-de-tercer-nivel-en-quito",
  ),
  espolPromocion35: s29b(
    "ec-espol-promocion-35",
    "Escuela Superior Politécnica del Litoral (ESPOL), Noticias",
    "Graduación de la Trigésima Quinta Promoción de profesionales de la ESPOL (1474 graduados; undated in the stored text, between the 2022 and 2024 ceremonies: a graduate of the carrera de Mecatrónica of the FIMCP, a new graduate of Diseño Gráfico)",
    "https://espol.edu.ec/en/node/10134",
  ),
  espolPromocion36: s29b(
    "ec-espol-promocion-36",
    "Escuela Superior Politécnica del Litoral (ESPOL), Noticias",
    "Graduación 2024 de la trigésima sexta promoción (1.410 profesionales; la graduada con mayor promedio, de la carrera de Auditoría y Control de Gestión de la Facultad de Ciencias Sociales y Humanísticas)",
    "https://espol.edu.ec/en/node/10356",
  ),
  epnGraduados2020: s29b(
    "ec-epn-graduados-2020",
    "Escuela Politécnica Nacional (EPN), Noticias",
    "Nuevos graduados de la EPN destacan valores inculcados en las aulas de clases (2020, the 151st year of the EPN, a virtual ceremony for more than 500 graduates; a graduate of the carrera de Ingeniería Agroindustrial)",
    "https://www.epn.edu.ec/nuevos-graduados-de-la-epn-destacan-valores-inculcados-en-las-aulas-de-clases/",
  ),
  espePafde2016: s29b(
    "ec-espe-pafde-rediseno-2016",
    "Universidad de las Fuerzas Armadas ESPE, Departamento de Ciencias Humanas y Sociales (read in a copy on pdfcoffee.com)",
    "Rediseño de la oferta de grado en Pedagogía de la Actividad Física y Deporte, PAFDE (Sangolquí, junio de 2016; director de carrera Mario Vaca)",
    "https://pdfcoffee.com/pafde-proyecto-junio-final-pdf-free.html",
  ),
  ucePafdePis2019: s29b(
    "ec-uce-pafde-pis-emasf-2019",
    "EmásF, Revista Digital de Educación Física (read in a copy on Passei Direto)",
    "El proyecto integrador de saberes, una oportunidad para aprender a aprender (año 10, núm. 57, marzo-abril de 2019; by the director of posgrado and a teacher of the Facultad de Cultura Física of the Universidad Central del Ecuador, on the resultados de aprendizaje of the Carrera de Pedagogía de la Actividad Física y Deporte)",
    "https://es.passeidireto.com/es/content/145948360/el-proyecto-integrador-de-saberes",
  ),
  upsVeterinaria10: s29b(
    "ec-ups-veterinaria-10-anos",
    "Universidad Politécnica Salesiana (a Noticias UPS item, read on the blog of its GIST research group)",
    "Medicina Veterinaria festeja sus 10 años de creación (the carrera de Medicina Veterinaria y Zootecnia, created in 2007 at the Sede Cuenca, celebrated its tenth anniversary with its director, Patricio Garnica)",
    "https://gistel.blog.ups.edu.ec/3482/ups-noticia-10736600-medicina-veterinaria-festeja-sus-10-anos-de-creacion",
  ),
};

/**
 * Session 29's second pass (2026-11-28): one row added (a second logistics bachelor's) and rows written without reading
 * their page re-pointed to a stored page that names them (see the header). No row was withdrawn.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  programs: [...offered("ec-espoch", "bachelor", S29B.espochTransporte.id, [["logistics", "Gestión del Transporte"]])],
  reread: [
    ...(
      [
        "civil-engineering",
        "electrical-engineering",
        "telecommunications-engineering",
        "industrial-engineering",
        "mining-engineering",
        "geology",
        "computer-science",
        "food-engineering",
      ] as const
    ).map((career) => ({
      institution: "ec-espol",
      career,
      level: "bachelor" as const,
      source: S29B.espolAbet2020.id,
    })),
    {
      institution: "ec-espol",
      career: "mechatronics-engineering",
      level: "bachelor",
      source: S29B.espolPromocion35.id,
    },
    { institution: "ec-espol", career: "graphic-design", level: "bachelor", source: S29B.espolPromocion35.id },
    { institution: "ec-espol", career: "accounting", level: "bachelor", source: S29B.espolPromocion36.id },
    { institution: "ec-epn", career: "food-engineering", level: "bachelor", source: S29B.epnGraduados2020.id },
    { institution: "ec-ups", career: "veterinary-medicine", level: "bachelor", source: S29B.upsVeterinaria10.id },
    { institution: "ec-espe", career: "physical-education", level: "bachelor", source: S29B.espePafde2016.id },
    { institution: "ec-uce", career: "physical-education", level: "bachelor", source: S29B.ucePafdePis2019.id },
    {
      institution: "ec-ups",
      career: "psychology",
      level: "bachelor",
      source: S29B.upsQuito2018.id,
      set: { city: "Quito" },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30` pass (its id ends in `-s30`). */
const s30 = taggedPages("s30", "2026-11-28");

/** The pages the session-30 pass read, one per row it bears out (see the header). */
const S30 = {
  unlDistancia: s30(
    "ec-unl-uedl-graduados-radioplanetasur",
    "Radio Planeta Sur (Loja)",
    "383 graduados de la modalidad de estudios a distancia de la UNL (la Unidad de Estudios a Distancia y en Línea ofrece a distancia las carreras de Derecho, Administración de Empresas, Contabilidad y Auditoría, Trabajo Social, Comunicación, Educación Inicial, Agronegocios y Psicopedagogía)",
    "https://radioplanetasur.ec/383-graduados-de-la-modalidad-de-estudios-a-distancia-de-la-unl/",
  ),
};

/**
 * Session 30's pass (2026-11-28): one row added, the Universidad Nacional de Loja's distance-learning Trabajo Social,
 * read on a stored press page (see the header). No row was re-read or withdrawn.
 */
const VERIFIED_S30: CatalogPass = {
  sources: Object.values(S30),
  programs: [
    ...offered("ec-unl", "bachelor", S30.unlDistancia.id, [
      ["social-work", "Trabajo Social", { modality: "distance" }],
    ]),
  ],
  reread: [],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30B` pass (its id ends in `-s30b`). */
const s30b = taggedPages("s30b", "2026-11-28");

/** The pages the session-30 second pass read (see the header). */
const S30B = {
  upsSedesCarreras: s30b(
    "ec-ups-sedes-carreras-app",
    "UPS-APP backend (student project on the Universidad Politécnica Salesiana, GitHub repository PabloT18/UPS-APP-backend)",
    'models/sede.js ("Sedes ups data", December 2021): the UPS\'s carreras by sede, with their ids: Cuenca (Comunicación, Antropología, Teología, Educación Básica, Educación Inicial, Administración de Empresas, Electricidad, Computación, Biotecnología, Ingeniería Civil …), Quito (Filosofía …) and Guayaquil',
    "https://github.com/PabloT18/UPS-APP-backend/blob/c1ef0f3c541587c4d47ef7e91a21ec9dab059fe4/models/sede.js",
  ),
};

/**
 * Session 30's second pass (2026-11-28): Universidad Politécnica Salesiana rows written from memory re-read on a
 * student app's list of the UPS's carreras by sede (see the header). No row was added or withdrawn.
 */
const VERIFIED_S30B: CatalogPass = {
  sources: Object.values(S30B),
  reread: [
    ...(
      [
        "early-childhood-education",
        "primary-education",
        "communication-studies",
        "computer-science",
        "civil-engineering",
        "electrical-engineering",
        "anthropology",
        "theology",
        "biotechnology",
        "business-administration",
      ] as const
    ).map((career) => ({
      institution: "ec-ups",
      career,
      level: "bachelor" as const,
      source: S30B.upsSedesCarreras.id,
    })),
    {
      institution: "ec-ups",
      career: "philosophy",
      level: "bachelor",
      source: S30B.upsSedesCarreras.id,
      set: { city: "Quito" },
    },
  ],
  withdrawn: [],
};

export const CATALOG_EC: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24,
  ADDED_S24B,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S27B,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S29B,
  VERIFIED_S30,
  VERIFIED_S30B,
);
