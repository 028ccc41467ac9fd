/**
 * Where to study in BO: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Levels in Bolivia: universities give the `bachelor` rows (licenciaturas and ingenierías, about 5
 * years) and the `graduate` rows (diplomados are not listed; maestrías are); técnico superior programs
 * (the UMSA's Facultad de Tecnología, institutos técnicos) give the `technical` rows. Each row cites
 * the institution's site. The rows added on 2026-11-26 (the Escuela Industrial Superior Pedro
 * Domingo Murillo, the EMI, more técnico superior programs of the UMSA's Facultad de Tecnología) were
 * written from knowledge of the institutions' published offer, not re-read online (this machine has
 * no internet). Rows dated 2026-11-27 (the `ADDED` block: the UMSS's Trabajo Social and Nutrición) were
 * likewise written from knowledge of the institutions' published programs, without re-reading the pages
 * online; check them before relying on them. So were the later rows of the same block, also dated 2026-11-27:
 * the UMSS's Licenciatura en Música, the UMSA's Artes Musicales (and its mención Pedagogía Musical) and the
 * Maestría en Filosofía y Ciencia Política of its CIDES, the Universidad Católica Boliviana's Filosofía y Letras,
 * and the UAGRM's Comercio Internacional (this machine has no internet access; none was re-read online).
 * A further set of rows dated 2026-11-27 (the técnico superior in Mecánica Industrial of the UMSA's Facultad de
 * Tecnología and of the Escuela Industrial Superior Pedro Domingo Murillo, listed for industrial maintenance: both
 * carreras train for the upkeep and repair of industrial machinery) was likewise written from knowledge of the
 * institutions' published programs, without re-reading the pages online (this machine has no internet access).
 * Rows to check first: the exact title the two Mecánica Industrial carreras give (técnico superior, and whether the
 * UMSA's also grants a licenciatura); the UMSS's Nutrición (the faculty that teaches it and the exact title of the
 * degree);
 * the UMSA's Artes Musicales (the carrera's current name, and whether Pedagogía Musical is still one of its
 * menciones); the Universidad Católica Boliviana's Filosofía y Letras (whether the La Paz sede still admits
 * students to it); the UAGRM's Comercio Internacional (the exact title of the degree); the CIDES's Maestría en
 * Filosofía y Ciencia Política (it opens by cohort: whether a new one is announced).
 * The rows of the `ADDED_28` block (dated 2026-11-28: the Escuela Superior de Formación de Maestros "Mariscal Sucre"
 * of Sucre, with its teacher-training specialities Educación Física y Deportes and Educación Musical) rest on stored
 * copies of two press pages found with the search tools (this machine has no internet): universidadesbol.com of
 * 29 January 2015 (cited as their source), which lists "Educación física deportes" and "Educación Musical" among the
 * eight specialities the school reopened that year and says that teachers now study five years and graduate as
 * licenciados, and Noticias Fides (ANF), which lists the same specialities ("Educación Física, Deportes y
 * Recreación", "Educación Musical"). The school has no official site of its own that could be checked here, so its
 * row gives the Ministerio de Educación's site, which runs the ESFM. Check them first: that both specialities still
 * admit students (the Ministry opens specialities per school and year), and the exact title of the licenciatura
 * (written here as the speciality's name).
 * The row of the `ADDED_S24B` block (dated 2026-11-28, a third pass) rests on a stored copy of a thesis record found with the
 * search tools (this machine has no internet access; the university's own pages were not re-read): docslib.org's copy of a
 * "Propuesta de intervención presentada para optar al título de Especialista en Gestión de Calidad y Auditoría Médica - 2021"
 * of the UMSA's Facultad de Medicina, Enfermería, Nutrición y Tecnología Médica, Unidad de Postgrado. It is listed for
 * health-services administration (quality management and medical audit of health services). Check first: that the
 * Unidad de Postgrado still opens the especialidad (it runs by cohort) and its exact current title.
 * The rows of the `ADDED_S25` block (dated 2026-11-28, a fourth pass) rest on two stored pages found with the search tools
 * (this machine has no internet access; the institutions' own sites were not re-read):
 * - formaciontecnicabolivia.org, the news site of the Formación Técnica Profesional project (Cooperación Suiza en Bolivia with
 *   the Ministerio de Educación), "Instituto Tecnológico Ayacucho, de la formación a la innovación" (8 July 2016,
 *   https://formaciontecnicabolivia.org/node/992): the institute, in the Miraflores neighbourhood of La Paz, "ofrece el nivel
 *   técnico superior en las carreras de Mecánica Industrial, Mecánica Automotriz, Electromecánica, Análisis de Sistemas
 *   Información y Construcción Civil"; its Construcción Civil is listed for construction-technician. The page gives no
 *   website of the institute, so its row gives the Ministerio de Educación's site, which authorises the institutos técnicos
 *   tecnológicos. Check first: whether the institute is fiscal (public) — the page does not say; it is recorded as public
 *   because it took part in that project, which El Deber (11 September 2022, https://eldeber.com.bo/te-puede-interesar/
 *   la-cooperacion-suiza-apoya-a-72-centros-de-formacion-publicos_292415) describes as working with public centres, though
 *   earlier phases also reached private ones —, its exact official name (Instituto Técnico Tecnológico "Ayacucho"?), that
 *   Construcción Civil still admits students, and the duration (not stated on the page).
 * - Scribd's copy of a USFX thesis, "Modelo de desconcentración administrativa y técnica municipal" (Sucre, 2010,
 *   https://id.scribd.com/document/356005089/Modelo-de-Desconcentracion-Administrativa-y-Tecnica-Municipal): a "tesis de grado
 *   para optar el título de magister" of the "Maestría internacional en administración pública mención en gestión del
 *   desarrollo local", Centro de Estudios de Posgrado e Investigación (CEPI) of the Universidad San Francisco Xavier de
 *   Chuquisaca; listed for public-administration (graduate). Check first: the maestría runs by cohort and the record is
 *   from 2010 — whether the USFX's posgrado still opens it, and its exact current title.
 * Left out (ADDED_S25): the Instituto María Cristina of Colcapirhua (Cochabamba; a fiscal institute per mirador.org.bo,
 *   https://mirador.org.bo/maria-cristina-una-opcion-para-ser-tecnico-superior-en-tres-anos) teaches Belleza Integral as a
 *   técnico medio of two years, but the page does not show that it covers make-up, so it was not listed for makeup-artistry;
 *   no second institution was found for physical-education (bachelor: the excerpts of the ESFM admission calls returned
 *   by the search tools do not list each school's specialities), international-business or public-administration
 *   (bachelor), political-science or health-services-administration (graduate): the stored pages searched name only the UAGRM's Comercio Internacional (an
 *   interview with its director in okey.bo) and the UMSA's Ciencia Política y Gestión Pública, already listed.
 * The row of the `ADDED_S25B` block (dated 2026-11-28, a fifth pass that searched for thesis records) rests on one stored
 * page found with the search tools (this machine has no internet access; the repositories repositorio.umsa.bo and the
 * UMSS's, UAGRM's, UCB's and UASB's could not be read directly, and none of their records turned up in the stored pages):
 * - Scribd's copy of a monograph written in the Universidad Pública de El Alto's doctoral programme, "Calidad de la
 *   administración pública en Bolivia: desafíos, avances y perspectivas" (27 July 2024,
 *   https://es.scribd.com/document/755575259/MONOGRAFIA; the stored copy was reached through a proxy address that wraps
 *   that Scribd address). Its cover names the "Universidad Pública de El Alto, Facultad de Post Grado" and the "Programa de
 *   Doctorado en Ciencia Política: Doctorado en Ciencias Políticas y Jurídicas, Versión II Escolarizado"; listed for
 *   political-science (graduate). The UPEA is a new institution row; its website is written as https://www.upea.bo.
 *   Check first: that the UPEA still opens the doctorate (the cover speaks of its second version, and the cover gives
 *   Cochabamba as the place), its exact title ("Doctorado en Ciencias Políticas y Jurídicas" is written here), and the
 *   university's website address (not shown on the page).
 * Left out (ADDED_S25B): no thesis record or page of a Bolivian institution was found in the stored pages for social
 *   work, statistics, data science, environmental or industrial engineering, tourism, international business, English
 *   teaching, counselling or animation (graduate), nor for public administration, international business,
 *   health-services administration or cybersecurity (bachelor). Seen but not used: a UMSA Unidad de Postgrado monograph of
 *   the "maestría en Auditoría Gubernamental y Control de Gestión" (2019, a blog copy; no matching career), the UMSA
 *   Postgrado en Informática's Revista PGI (2020; its maestrías are not named in the part that could be read), and the
 *   UNICEN's new Licenciatura en Innovación Digital e Inteligencia Artificial (activosbolivia.com; no matching career).
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this machine has
 * no internet access; none of the institutions' own sites was re-read live):
 * - the UPSA's own page "About of School of Business Administration" (English version of its site,
 *   https://mantenimiento.upsa.edu.bo/en/about-of-school-of-business-administration): the school began in 1984 with Business
 *   Administration at the Bachelor of Science level, and "In the year 2000 the Financial Engineering and International Trade
 *   degrees were opened as a response to labor and business requirements linked to foreign trade"; the International Trade
 *   degree is listed for international-business (bachelor) as "Comercio Internacional". The Universidad Privada de Santa Cruz
 *   de la Sierra is a new institution row (private, Santa Cruz de la Sierra); its website www.upsa.edu.bo is the one printed in
 *   its own book "Historia de la UPSA" (2019 and 2024 editions, issuu copies).
 * - La Prensa, "Crece la demanda de pilotos y profesionales en aeronáutica" (17 June 2018,
 *   stored under http://www.laprensa.com.bo/educacion/20180617/crece-la-demanda-de-pilotos-y-profesionales-en-aeronautica
 *   and cited at the same address over https://): the Instituto
 *   Nacional de Aviación Civil (INAC), "dependiente de la Dirección General de Aeronáutica Civil (DGAC)", founded in La Paz in
 *   1976 with a subsede in Cochabamba since 2013, and the Escuela de Aviación Delta Charlie of Cochabamba are "dos de los
 *   centros especializados –uno estatal y el otro privado– ... que vienen formando pilotos privados y comerciales"; the INAC is
 *   "un instituto de pilotaje tipo 3", with theory and flight training "para pilotos privados y comerciales". Both are listed for
 *   commercial-pilot (technical). Neither website appears on the page, so both rows pass no website.
 * Check first: the Spanish title of the UPSA degree (the page, in English, says "International Trade"; the level of that degree
 *   is not spelled out in the sentence, only for the school's earlier degrees) and that it still admits students; for the INAC
 *   and Delta Charlie, that both still train commercial pilots (the article is from 2018; the INAC then planned to become a
 *   university), the length of the commercial-pilot course (not stated; a 2022 fmalba.com.ar report on an Argentine who trained
 *   at another Bolivian school speaks of nine months to two years), the Delta Charlie school's city (the article presents both
 *   centres as Cochabamba's) and whether it has its own website.
 * Left out (ADDED_S26): the Academia Morales Fly Center (the same fmalba.com.ar report says a commercial pilot trained there,
 *   apparently in Santa Cruz de la Sierra, but the city is not stated plainly); the INCOS "Teniente Armando Palacios" of La Paz
 *   (universidadesbol.com, 30 January 2013: técnico carreras Comercio Internacional, Analista de Sistemas, Idiomas, Contabilidad
 *   General, Secretariado Ejecutivo; none matches a short cell); the Instituto Técnico Boliviano Suizo (its own pages say it
 *   trains técnicos superiores in La Paz, El Alto, Potosí and Santa Cruz, but the parts read name no carrera); UNIFRANZ's
 *   ciberseguridad agreement with the AGETIC (it trains and certifies specialists; no degree is named). No stored page was found
 *   for a pharmacy technician or IT support técnico, a make-up course of six months or more (the Neo Make Up academy's courses
 *   last up to three months, cineypunto.blogspot.com, 2011), a welding or refrigeration técnico superior, a second bachelor in physical education (a 2024 Revista Franz
 *   Tamayo article says teacher training in the subject is centred on the ESFM of Educación Física y Deportes and "algunas
 *   Universidades", naming none), public administration or health-services administration (bachelor), cybersecurity (bachelor),
 *   or the short graduate cells (data science, statistics, environmental and industrial engineering, tourism, English teaching,
 *   counselling, social work, animation, international business); the UMSA's Facultad de Ciencias Farmacéuticas y Bioquímicas
 *   statute (anyflip copy) lists a third academic unit, a "Progra[ma]" whose name is cut off in the part that could be read.
 * A seventh pass on 2026-11-28 (session 27) added no rows and no `ADDED_S27` block: 47 look-ups shared with Paraguay and
 * Costa Rica (stored pages, the stored index of public repositories; this machine has no internet access) found no page
 * that names a Bolivian institution for an open cell. Searched: técnico superior in pharmacy (only the Ministerio de
 * Educación's curricular guidelines for formación técnica y tecnológica, 2022–2023, which name no institute's offer, and
 * UDABOL's Bioquímica y Farmacia syllabus, a licenciatura), IT-support técnico (INFOCAL: a Swisscontact interview says it
 * runs about 15 carreras nationwide but names none; Los Tiempos, March 2019, on the Tecnológico Boliviano Canadiense El Paso
 * of Cochabamba names mecánica, industrial, química, mantenimiento, alimentos and electricidad industrial, none for an open
 * cell), makeup (a 2012 blog on Corporación Clade of Cochabamba: a short Halloween makeup course, not a programme), and
 * graduate programmes in environmental engineering, data science, social work, tourism, statistics and health-services
 * administration at the UCB, UASB, UMSS (its Escuela Universitaria de Posgrado's regulations only) and the USFX's CEPI (its
 * stored 2025 news page names four law maestrías with the Colegio de Abogados de La Paz: Derecho Notarial y Registral,
 * Derecho Constitucional, Derecho Penal, Administración de Justicia; none for an open cell). Seen but not used: a GitHub
 * README of a "Maestría en Ciencia de Datos V.2" group project (December 2020) by students with Bolivian names, which names
 * no university; a UCB–Universitat Politècnica de València water-technology master's for 22 Bolivian professionals
 * (Información, July 2018; its exact title and whether it still runs are not stated, and it is water engineering rather than
 * environmental engineering as the career is defined).
 * Session 27's verification pass (2026-11-28, block `VERIFIED_S27`) looked, in stored copies of public pages (this
 * machine has no internet access; about a dozen of 45 look-ups shared with Paraguay, Uruguay and Cuba), for a page naming
 * the rows readers see most among those written from knowledge, most-shown first. Re-read, each row now citing the page:
 * - UMSA Ingeniería Mecánica y Electromecánica: Scribd's copy of a 2018 CEPIES-UMSA diploma monograph (E. R. Chura Acero)
 *   whose "datos generales de la carrera" give the carrera, its diplomas (Ingeniero Mecánico o Electromecánico) and "cuatro
 *   años" of pregrado; the length was not set (a student's module work; check first against the carrera's own plan).
 * - UMSA Ingeniería Civil: Scribd's copy of a 2011 CEPIES-UMSA doctoral thesis on the competences of the civil engineer
 *   graduated from the UMSA's Facultad de Ingeniería.
 * - UMSS Medicina Veterinaria y Zootecnia: Red Uno, 7 October 2025 (elections at the UMSS's Facultad de Veterinaria,
 *   Quillacollo campus); a 2013 post on universidadesbol.com agrees (Veterinaria then a carrera of 1,300 students). The
 *   exact degree title is on neither page: check first.
 * - EIPDM Técnico Superior en Mecánica Automotriz: Cambio (node 9867, undated) on the Escuela Industrial Superior "Pedro
 *   Domingo Murillo" (a photograph of "reparación de motores en Mecánica Automotriz"); stored over http, cited over https.
 *   Title and length are not on the page; the "3 años" an earlier pass wrote from memory is taken out
 *   (`duration: null`).
 * - UMSA Ciencia Política y Gestión Pública (both its political-science and its public-administration rows): Red Uno,
 *   September 2025 (the carrera's request to the Chamber of Deputies).
 * - UMSA Trabajo Social: the Facultad de Ciencias Sociales's own history page (https://umsa.bo/web/fcs-umsa/historia).
 * - UMSS Trabajo Social: issuu's copy of a 2017 adscripción work "para optar al grado de Licenciada en Trabajo Social" of
 *   the Carrera de Trabajo Social (Facultad de Humanidades y Ciencias de la Educación); stored under "issuu.com." (with a
 *   trailing dot), cited without it.
 * - UMSS Ingeniería Mecánica and Ingeniería Industrial: an Erbol opinion column of 20 September 2013 on the history of the
 *   Facultad de Ciencias y Tecnología (both carreras created in 1979).
 * Weak sources: the Erbol column (about the carreras' creation), the Scribd and issuu copies of student works, Cambio's
 * undated report. Withdrawn: none. Seen and not acted on: La Razón (13 November 2017) and Página Siete's editorial
 * (14 November 2017) say that the UMSA Facultad de Tecnología's Mecánica Automotriz is a five-year carrera whose students
 * sought an engineering title, and that the faculty's carreras (electricidad, construcción, automotriz) had moved to
 * licenciatura titles; neither says whether a técnico superior is still awarded, so the UMSA's technical rows (Mecánica
 * Automotriz, Mecánica Industrial, Construcciones Civiles, Electrónica y Telecomunicaciones) were left as they were. Check
 * first their level and titles (perhaps bachelor rows). A chapter on Bolivian political science ("Political Science and
 * Digitalization", read on a mirror site, knigalit.ru) dates the UCB's political-science programme to 2003: not used (an
 * unauthorised copy).
 * Not re-read (searched without result, or not reached within the budget), left as they were: the UMSA's and UAGRM's
 * Medicina Veterinaria y Zootecnia; the UMSA's Filosofía, Matemáticas, Artes Musicales (both rows), Nutrición y Dietética,
 * Ingeniería Industrial, Maestría en Filosofía y Ciencia Política and its technical rows; the UMSS's Matemáticas,
 * Licenciatura en Música, Nutrición and Ingeniería Civil; the UCB's Ciencias Políticas y Relaciones Internacionales,
 * Filosofía y Letras, Ingeniería Industrial and Ingeniería Civil; the UAGRM's Comercio Internacional, Ingeniería Industrial
 * and Ingeniería Civil; the EMI's Ingeniería Industrial; the USFX's Ingeniería Civil; the EIPDM's Mecánica Industrial and
 * Electrónica.
 * Session 28's verification pass (2026-11-28) re-read no row (so it adds no block): five look-ups in stored copies of public
 * pages (search tools only; no page re-read online) for the UMSA's and UAGRM's Medicina Veterinaria y Zootecnia, the UMSA's
 * Nutrición y Dietética (a Studenta chapter on malnutrition among UMSA students names no carrera in its stored opening), the
 * UCB's Ciencias Políticas y Relaciones Internacionales (a Scribd copy of the UCB's 50-year history, 2016, came up without
 * naming it; El Diario's 2012 report and a 2015 book name only the UMSA's Carrera de Ciencia Política y Gestión Pública) and
 * the EIPDM's Mecánica Industrial and Electrónica (only Cambio's report already cited for its automotive row came up) found
 * no page naming these programmes. Not reached: the other rows of the worklist (the UMSA's and UMSS's Matemáticas,
 * Filosofía, music and industrial-engineering rows, the UAGRM's Comercio Internacional, the civil-engineering rows, the
 * EMI's Ingeniería Industrial, the UMSA's technical rows and its Maestría en Filosofía y Ciencia Política).
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block, after `VERIFIED_S27`; the first S28
 * pass added none): rows the S27 and S28 passes had not reached, looked for on stored copies of public pages (search
 * tools only; no page re-read online; two look-ups for Bolivia). Rows re-read, each now citing the page named:
 * - the UMSA's Matemáticas, renamed "Matemática" as the page names the carrera, and with it the UMSA's other rows of
 *   its Facultad de Ciencias Puras y Naturales (Biología, Ciencias Químicas, Estadística, Física, Informática): El
 *   Diario (La Paz) of 1 June 2016, an opinion column by Ana María Pérez Mollinedo, "Bodas de oro de la FCPN", on the
 *   faculty's fifty years (25 May 2016), whose "seis carreras" are "Biología, Ciencias Químicas, Estadística, Física,
 *   Informática y Matemática".
 * Weak sources, to replace first: that column (opinion, 2016; it names the carreras, not the degrees' titles). Lengths:
 * none set or taken out. Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: the industrial-engineering rows of the UMSA, UAGRM, EMI and UCB (one look-up; only a history
 * of the Universidad Técnica de Oruro's engineering faculty and Cambio's EIPDM report, already cited, came up). Not
 * reached (budget): the UMSS's Matemáticas and the other rows of the worklist.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): rows of the worklist looked for again in stored
 * copies of public pages (search tools only; no page re-read online; about eleven look-ups for this country, with the new
 * ideas of the universities' faculty histories and students named in news). Rows re-read, each now citing the page named:
 * - the EMI's Ingeniería Industrial, and with it its Ingeniería de Sistemas, Ingeniería Ambiental and Ingeniería Petrolera
 *   (rows not on the worklist): universidadesbol.com's history of the Escuela Militar de Ingeniería (November 2021), which
 *   says the school widened its offer "creando nuevas carreras como: Ingeniería en Sistemas Electrónicos, Ingeniería
 *   Industrial, Ingeniería Agronómica, Ingeniería de Sistemas, Ingeniería Comercial, Ingeniería Ambiental, Ingeniería
 *   Agroindustrial e Ingeniería Petrolera", open to civilian bachelors since 1980. The EMI's Ingeniería Civil and
 *   Ingeniería Mecatrónica are not named there (it names the first officers' specialities "Ingeniero Constructor y
 *   Geodesta"), so those rows keep their source;
 * - the UMSA's Filosofía: the "Acerca de Humanidades" page of the UMSA's Facultad de Humanidades y Ciencias de la
 *   Educación, on the resolution of 24 January 1966 "creando las licenciaturas en Filosofía, Historia, Literatura...". A
 *   column by Blithz Lozada Pereira (Scribd copy) on the IV Congreso Internacional de Filosofía of October 2009,
 *   "organizado por la Carrera de Filosofía de la Universidad Mayor de San Andrés", agrees.
 * Weak sources, to replace first: both pages (a third-party education site, and a faculty history; they tell how the
 * carreras were created, not this year's offer). Lengths: none set or taken out. Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: the UMSA's Ingeniería Industrial (a UPEA report and a UMSA metallurgy curriculum came up), the
 * UMSA's Nutrición y Dietética (a Studenta chapter on malnutrition among UMSA students, again), the UMSS's Ingeniería Civil
 * and Matemáticas (only the 2013 Erbol column already cited, which names the 1979 engineering carreras, and a 2008 UMSS
 * development plan whose stored opening lists faculties, not carreras), the UAGRM's Ingeniería Industrial, Ingeniería Civil,
 * Comercio Internacional (a 2022 blog post by a "director de carrera" of Comercio Internacional that does not name his
 * university in the stored excerpt) and Medicina Veterinaria y Zootecnia (only Mexican universities came up); a second
 * bachelor's in physical education (a 2009 UMSA CEPIES master's thesis only proposes a "Carrera de Educación Física y
 * Deportes", an efdeportes column of 2008 speaks of creating such carreras, and a 2024 UPEA article says teacher training
 * in the subject is centred on the ESFM and "algunas Universidades" without naming them). Not reached (budget): the other
 * rows of the worklist and the other GAP cells.
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block, after `VERIFIED_S29`): the regenerated
 * worklist looked for again on stored copies of public pages (search tools only; no page re-read online; nine look-ups,
 * with the new idea of students and events named in news). Row re-read, now citing the page named: the UMSS's
 * Licenciatura en Música: Los Tiempos (Cochabamba) of 22 November 2016, "Doce horas continuas de conciertos en San
 * Simón", on the third Maratón Musical of "el programa de Licenciatura en Música de la Universidad Mayor de San Simón
 * (UMSS)" in the aula magna of its Facultad de Humanidades, which "otorgará, al final de este semestre, los primeros
 * títulos de técnico superior en música" (an intermediate title; 80 students in six semesters); qamasa.com (undated) on
 * a pianist of "la carrera de Licenciatura en Música de la Universidad Mayor de San Simón" agrees. Weak sources, to
 * replace first: the 2016 report (check that the programme still admits). Lengths: none set or taken out. Withdrawn:
 * none. Seen and not used: universidadesbol.com (December 2012) on the UMSS programme opening with "la Licenciatura en
 * Gestión de la Educación Musical" (a lead for a music-education row at the UMSS; an announcement, not added) and (June
 * 2012) on its planned mentions in orchestral and choral direction; La Razón of 5 April 2023 on the first "Licenciatura
 * en Música" titles given to 50 graduates of the Conservatorio Plurinacional de Música (La Paz) and the Escuela
 * Boliviana Intercultural de Música (Oruro) through the Ministry's Programa de Validación de Estudios (state arts
 * institutes; a lead, not added: music already has two institutions). Searched and not found: the CIDES-UMSA's Maestría
 * en Filosofía y Ciencia Política (FM Bolivia on the CIDES's 35 years and the CIDES's 2020 application page name no
 * programme), the UMSA's Artes Musicales (both rows), the UMSS's Nutrición, the UCB's Filosofía y Letras (UCB histories
 * and rector's speeches), the USFX's Ingeniería Civil (a USFX Ingeniería Química self-evaluation of 2017 came up), a
 * pharmacy-technician programme (the 2012 national pharmaceutical profile and a UDABOL Bioquímica y Farmacia syllabus),
 * a second public-administration bachelor's (only Mexican pages) and a health-services administration bachelor's
 * (IESALC studies of 2006, openings only). Not reached (budget): the other rows of the worklist and the other GAP
 * cells.
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block): the worklist's GAP cells and most-shown rows looked for again on
 * stored copies of public pages (search tools only; no page re-read online; about thirty of some ninety-five look-ups shared with
 * El Salvador, Nicaragua and Haiti, with the new ideas of the Universidad Católica Boliviana's own regional news sites and of
 * El Diario's opinion columns). Row added:
 * - the UCB's "Maestría en Gestión y Políticas Públicas (Maestrías para el Desarrollo)", for public administration at
 *   graduate level (the cell named only the USFX): El Deber's opinion column of June 2019, "Maestrías para el Desarrollo
 *   UCB: Invencibles en la esperanza", by a founder of the program, created in 1994 at the UCB "primero, para el Estado
 *   (Maestría en Gestión y Políticas Públicas)". Check first that it still opens cohorts (the column is a retrospective)
 *   and its city (La Paz, the UCB's seat, assumed).
 * Rows re-read, each now citing the page named:
 * - the UMSA's Artes Musicales and its mención Pedagogía Musical: El Diario (La Paz), 30 November 2012, an opinion column
 *   by Luis Ayllón M. on the "Primera Generación de Egresados de la Carrera de Artes Musicales en la modalidad de Programa
 *   Académico de la UMSA", which are to obtain "el título de licenciados", with the menciones the UMSA grants in
 *   composition, performance and conducting, "conjuntamente la de Pedagogía Musical";
 * - the EIPDM's Técnico Superior en Electrónica: institutosdebolivia.blogspot.com, 28 June 2015, "Ocho carreras capitanean
 *   la formación técnica en tres urbes": of the eight carreras of the Industrial Pedro Domingo Murillo, Informática (740),
 *   Electrónica (570) and Mecánica Automotriz (540) have the most students. The "3 años" written from memory is taken out
 *   (`duration: null`); the page names the carrera, not the title;
 * - the UCB's Ingeniería Industrial: the UCB Regional Cochabamba's own page on its agreement with CADEPIA (undated), for
 *   work placements of the students of "la Carrera Ingeniería Industrial de la UCB CBA"; the row now says it is taught in
 *   Cochabamba (`city`), as the page shows (whether the La Paz sede also teaches it was not seen);
 * - the UCB's Ingeniería Civil: the UCB Sede La Paz's own news (undated) on two students "de la Carrera de Ingeniería Civil
 *   en la U.C.B. Sede La Paz" who won the paper contest of the VI Congreso de Estudiantes de Ingeniería Civil de Bolivia
 *   (the UCB Cochabamba's note on its civil-engineering students' site visit agrees).
 * Weak sources, to replace first: the two opinion columns (2012 and 2019), the blog copy of 2015 (its original publisher is
 * not named in the stored opening) and the undated UCB notes. Withdrawn: none (no page read showed a row wrong).
 * Seen and not used: universidadesbol.com (20 February 2011) on INFOCAL Cochabamba's técnico superior carreras
 * Electrotecnia Industrial, Mecánica Industrial and Electromecánica (cells already covered; a lead for a new institution);
 * Los Tiempos (31 March 2019) on the Tecnológico Boliviano Canadiense El Paso (carreras in mechanics, industrial chemistry,
 * maintenance, food and industrial electricity); Mirador (undated) on the public Instituto María Cristina of Colcapirhua
 * (técnico superior in gastronomy and textiles, técnico medio in "belleza integral" — cosmetology, not make-up); El Diario (7
 * October 2012) on the UMSA's Ciencias Políticas at 29 years (the row already cites Red Uno); usfx.bo (September 2023) on
 * the USFX's Técnico Superior en Agronomía; universidadesbol.com (29 January 2015) listing the ESFM Mariscal Sucre's
 * Educación física deportes (already listed) and three unnamed carreras each at the ESFM Simón Bolívar (Cororo) and Franz
 * Tamayo (Villa Serrano) — a lead for the second physical-education bachelor's; UNICEN's new Licenciatura en Innovación
 * Digital e Inteligencia Artificial (activosbolivia.com; a bachelor's, not the data-science master's cell); La Razón (15
 * January 2020), an interview with the UPB's academic vice-rector: new carreras of Psicología Organizacional and Ingeniería
 * del Medio Ambiente y Energías Renovables, a Relaciones y Negocios Internacionales to open that year, and new master's
 * "en Marketing, Finanzas, Gestión de Recursos Humanos, Economía y Gestión Pública y Gobierno" (the list does not make
 * plain whether the last is one master's or two, so no public-administration row was added for the UPB; a lead).
 * Searched and not found: a second bachelor's in physical education (the 2024 Revista Franz Tamayo article and the ESFM
 * admission notices again; El Potosí on the ESFM Eduardo Avaroa names only its food-processing specialty); a second
 * master's in health-services administration (only CEPI-USFX's page on four law master's, 2025, came up); a pharmacy or IT-support
 * técnico; a welding or refrigeration técnico; a data-science master's; the UAGRM's Comercio Internacional and Medicina
 * Veterinaria y Zootecnia; the UMSA's Medicina Veterinaria y Zootecnia, Nutrición y Dietética and Ingeniería Industrial; the
 * UMSS's Nutrición and Matemáticas (UMSS Tiempo Universitario copies, openings only); the UCB's Ciencias Políticas y
 * Relaciones Internacionales and Filosofía y Letras (UCB history pages and a 2013 student-rules booklet); the USFX's
 * Ingeniería Civil. Not reached (budget): the UMSA's technical rows and its CIDES master's, and the other GAP cells.
 * Session 30, second pass (the `VERIFIED_S30B` block, 2026-11-28; search tools only, no page re-read online; about ten
 * of some 130 look-ups shared with the Dominican Republic, Cuba, Haiti, Jamaica, Ecuador and Venezuela). Rows re-read,
 * each now citing a copy of the UMSA's home page of early 2018 kept in the GitHub repository
 * silverfoxy/JSCryptoMinerStudy (file pagesource/umsa.bo), whose "Facultades" menu lists each facultad's carreras: the
 * UMSA's Medicina, Enfermería, Odontología, Psicología, Derecho, Economía, Administración de Empresas, Contaduría
 * Pública, Sociología, Antropología, Historia, Literatura, Lingüística e Idiomas, Arquitectura, Ingeniería Eléctrica,
 * Electrónica, Química, Industrial, Petrolera and Geológica, Ingeniería Agronómica, Turismo and Medicina Veterinaria y
 * Zootecnia (the menu says "Programa Medicina Veterinaria y Zootecnia", under the Facultad de Agronomía), each under the
 * row's name; Nutrición (the row said "Nutrición y Dietética"; the menu says "Nutrición", under the Facultad de Medicina,
 * Enfermería, Nutrición y Tecnología Médica) and Ciencias de la Comunicación (the row said "Ciencias de la Comunicación
 * Social"), now with the menu's names; and the Facultad de Tecnología's técnico superior rows in Mecánica Automotriz,
 * Electricidad (Industrial), Construcciones (Civiles), Electrónica y Telecomunicaciones, Topografía y Geodesia and
 * Mecánica Industrial, whose "3 años", written from memory, is taken out (`duration: null`): the menu names the carreras,
 * not their titles or lengths. Left as they were: Bioquímica y Farmacia (the menu has the carreras Química Farmacéutica
 * and Bioquímica: check which title the row means) and Bibliotecología y Ciencias de la Información (the menu's label,
 * "Bibliotecología y Ciencias de la Educación", looks garbled). Rows added: none. Withdrawn: none.
 * Weak source, to replace first: the home-page copy is from early 2018 and names carreras, not degrees: check each
 * carrera's current page (the menu links each to its own site, e.g. mecautomotriz.umsa.bo, industrial.umsa.bo).
 * Seen and not used: the same menu's Facultad de Tecnología also lists Aeronáutica, Electromecánica and Química
 * (industrial), and the Facultad de Humanidades Turismo (already listed); the UMSS's home page of 2018 in the same crawl
 * (pagesource/umss.edu.bo) lists only its facultades, not their carreras. Searched and not found (this pass): a
 * pharmacy técnico superior (GitHub lists of Bolivian técnico superior titles, such as "Técnico Superior en Farmacia
 * Clínica" and "… Industrial", name no institution); Bolivian universities' carrera lists in public repositories (only
 * student exercises copying UMSA faculty pages and a UPB page's keywords came up); a second public-administration
 * bachelor's. Not reached: the other GAP cells (make-up, IT support, sales, welding and refrigeration técnicos; the
 * graduate cells) and the UAGRM, UMSS, UCB and USFX rows of the worklist.
 * Session 30, third pass (2026-11-28; it adds no `VERIFIED_S30C` block; search tools only, no page re-read online; about
 * five of some 80 look-ups shared with the Dominican Republic, Cuba, Haiti, Jamaica, Ecuador, Venezuela and Peru).
 * Searched and not found: Bolivian universities' and institutes' program lists in public repositories (code queries on
 * the UAGRM, UMSS, UCB and UPSA and on INFOCAL's técnico superior carreras found UMSA students' exam exercises, a UPB
 * page copy whose keywords list UPB carreras, and the templates of a Bolivian vocational-test app, "ZenitVoc", whose
 * stored excerpts name no institution's program and whose repository was not identified); 2018 home pages in the
 * JSCryptoMinerStudy crawl: ucb.edu.bo (a script redirect only), uagrm.edu.bo and usfx.bo (not stored). Not reached: the
 * open cells (physical education and public administration at a second institution; health-services administration,
 * graduate; the technical and the other graduate cells) and the worklist's rows.
 * Session 30, fourth pass of 2026-11-28 (the `VERIFIED_S30D` block, after `VERIFIED_S30B`): gap cells first, looked for
 * in public GitHub repositories found by their names ("posgrado", "maestria", "oferta-academica", "vocacional") and
 * fetched whole, then by exact phrases and the code corpus (search tools only, no page re-read online; about 33
 * look-ups for eleven countries). Row added: international business (graduate), the cell's first institution: the
 * Universidad Privada Boliviana's "Maestría en Negocios y Comercio Internacional (MCI)", listed among its Maestrías
 * Ejecutivas on a 2013 copy of the university's website source (GitHub repository hernanrengel/upb3,
 * maestrias-ejecutivas.php, commit 46f6587: "MCI - Maestría en Negocios y Comercio Internacional"). Weak source, to
 * replace first: that copy (2013; check that the UPB still runs the MCI and its length). Rows re-read and withdrawn:
 * none. Leads in the same copy, not used: its diplomados (diplomados.php) include a "Diplomado en Medio Ambiente" and a
 * "Diplomado en Gestión Pública" (posgrado diplomas; not an exact match for the open environmental-engineering graduate
 * cell). Searched and not found: Bolivian graduate repositories named "posgrado" (veimarivas/laravel-posgrado,
 * jco-dev/cursosposgrado, MauFGarzofino/posgrado, willyO-o/repo-posgrado, sistemasfinorleonel/posgrado: application
 * shells with no programme list; ogr2509-ui/posgrado-crm-esam: test data only); the Universidad Católica Boliviana's
 * home page in the JSCryptoMinerStudy crawl (pagesource/ucb.edu.bo: a redirect only); a code-corpus search for Bolivian
 * health-management master's (only a Peruvian "Maestría en Gerencia de Servicios de Salud" page and the UPB copy came
 * up). Not reached: the technical cells (make-up, pharmacy technician, IT support, sales, welding, refrigeration), the
 * other graduate cells and the verify rows.
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
  ["bo-umsa", "Universidad Mayor de San Andrés", "La Paz", "public", "https://www.umsa.bo"],
  ["bo-umss", "Universidad Mayor de San Simón", "Cochabamba", "public", "https://www.umss.edu.bo"],
  [
    "bo-uagrm",
    "Universidad Autónoma Gabriel René Moreno",
    "Santa Cruz de la Sierra",
    "public",
    "https://www.uagrm.edu.bo",
  ],
  [
    "bo-usfx",
    "Universidad Mayor, Real y Pontificia de San Francisco Xavier de Chuquisaca",
    "Sucre",
    "public",
    "https://www.usfx.bo",
  ],
  ["bo-ucb", 'Universidad Católica Boliviana "San Pablo"', "La Paz", "private", "https://www.ucb.edu.bo"],
  ["bo-upb", "Universidad Privada Boliviana", "Cochabamba", "private", "https://www.upb.edu"],
  ["bo-emi", "Escuela Militar de Ingeniería", "La Paz", "public", "https://www.emi.edu.bo"],
  ["bo-eipdm", "Escuela Industrial Superior Pedro Domingo Murillo", "La Paz", "public", "https://www.eipdm.edu.bo"],
];

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "bo-umss-2026-11-27",
      "Universidad Mayor de San Simón",
      "Carreras de grado",
      "https://www.umss.edu.bo",
      "2026-11-27",
    ),
    institutionPage(
      "bo-umsa-2026-11-27",
      "Universidad Mayor de San Andrés",
      "Carreras de grado (Carrera de Artes Musicales)",
      "https://www.umsa.bo",
      "2026-11-27",
    ),
    institutionPage(
      "bo-umsa-cides-2026-11-27",
      "Universidad Mayor de San Andrés",
      "Postgrado en Ciencias del Desarrollo (CIDES): maestrías",
      "https://www.umsa.bo",
      "2026-11-27",
    ),
    institutionPage(
      "bo-ucb-2026-11-27",
      'Universidad Católica Boliviana "San Pablo"',
      "Carreras de grado (sede La Paz)",
      "https://www.ucb.edu.bo",
      "2026-11-27",
    ),
    institutionPage(
      "bo-uagrm-2026-11-27",
      "Universidad Autónoma Gabriel René Moreno",
      "Carreras de grado (Facultad de Ciencias Económicas, Administrativas y Financieras)",
      "https://www.uagrm.edu.bo",
      "2026-11-27",
    ),
    institutionPage(
      "bo-umsa-tecnologia-2026-11-27",
      "Universidad Mayor de San Andrés",
      "Facultad de Tecnología: carrera de Mecánica Industrial",
      "https://www.umsa.bo",
      "2026-11-27",
    ),
    institutionPage(
      "bo-eipdm-2026-11-27",
      "Escuela Industrial Superior Pedro Domingo Murillo",
      "Carreras de técnico superior (Mecánica Industrial)",
      "https://www.eipdm.edu.bo",
      "2026-11-27",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("bo-umss", "bachelor", "bo-umss-2026-11-27", [
      ["social-work", "Trabajo Social"],
      ["nutrition", "Nutrición"],
      ["music", "Licenciatura en Música"],
    ]),
    ...offered("bo-umsa", "bachelor", "bo-umsa-2026-11-27", [
      ["music", "Artes Musicales"],
      ["music-education", "Artes Musicales, mención Pedagogía Musical"],
    ]),
    ...offered("bo-umsa", "graduate", "bo-umsa-cides-2026-11-27", [
      ["political-science", "Maestría en Filosofía y Ciencia Política"],
    ]),
    ...offered("bo-ucb", "bachelor", "bo-ucb-2026-11-27", [["philosophy", "Filosofía y Letras"]]),
    ...offered("bo-uagrm", "bachelor", "bo-uagrm-2026-11-27", [["international-business", "Comercio Internacional"]]),
    ...offered("bo-umsa", "technical", "bo-umsa-tecnologia-2026-11-27", [
      ["industrial-maintenance", "Técnico Superior en Mecánica Industrial", { duration: "3 años" }],
    ]),
    ...offered("bo-eipdm", "technical", "bo-eipdm-2026-11-27", [
      ["industrial-maintenance", "Técnico Superior en Mecánica Industrial", { duration: "3 años" }],
    ]),
  ],
};

const inst = institutionsOf("BO");

/** Rows added on 2026-11-28, each resting on a stored press page cited as its source (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "bo-esfm-mariscal-sucre-2026-11-28",
      "universidadesbol.com",
      'Escuela de maestros reabre ocho cursos con 200 plazas (ESFM "Mariscal Sucre": Educación física deportes, Educación Musical)',
      "https://www.universidadesbol.com/2015/01/escuela-de-maestros-reabre-ocho-cursos.html",
      "2026-11-28",
    ),
  ],
  institutions: [
    inst(
      "bo-esfm-mariscal-sucre",
      'Escuela Superior de Formación de Maestros "Mariscal Sucre"',
      "Sucre",
      "public",
      "https://www.minedu.gob.bo",
      "bo-esfm-mariscal-sucre-2026-11-28",
    ),
  ],
  programs: [
    ...offered("bo-esfm-mariscal-sucre", "bachelor", "bo-esfm-mariscal-sucre-2026-11-28", [
      [
        "physical-education",
        "Educación Física y Deportes (licenciatura en formación de maestros)",
        { duration: "5 años" },
      ],
      ["music-education", "Educación Musical (licenciatura en formación de maestros)", { duration: "5 años" }],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24B`. */
const ADDED_S24B_ON = "2026-11-28";

/** Rows added on 2026-11-28 (third pass), resting on a stored thesis record (see the header). */
const ADDED_S24B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "bo-umsa-posgrado-medicina-2026-11-28",
      "docslib.org (copy of a UMSA Unidad de Postgrado thesis)",
      "Propuesta de intervención para optar al título de Especialista en Gestión de Calidad y Auditoría Médica (UMSA, Facultad de Medicina, Enfermería, Nutrición y Tecnología Médica, Unidad de Postgrado, 2021)",
      "https://docslib.org/doc/7881216/te-1741-pdf-3-515mb",
      ADDED_S24B_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("bo-umsa", "graduate", "bo-umsa-posgrado-medicina-2026-11-28", [
      ["health-services-administration", "Especialidad en Gestión de Calidad y Auditoría Médica"],
    ]),
  ],
};

const LISTED = listedInstitutions("BO", INSTITUTIONS, {
  title: "Oferta académica (página oficial)",
  retrieved: RETRIEVED,
});

/** The date of the rows in `ADDED_S25`. */
const ADDED_S25_ON = "2026-11-28";

/** Rows added on 2026-11-28 (fourth pass), resting on a project news page and a thesis record (see the header). */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "bo-itt-ayacucho-2026-11-28",
      "Formación Técnica Profesional (Cooperación Suiza en Bolivia)",
      "Instituto Tecnológico Ayacucho, de la formación a la innovación (carreras de nivel técnico superior, incluida Construcción Civil)",
      "https://formaciontecnicabolivia.org/node/992",
      ADDED_S25_ON,
    ),
    institutionPage(
      "bo-usfx-posgrado-2026-11-28",
      "Scribd (copy of a USFX Centro de Estudios de Posgrado e Investigación thesis)",
      "Modelo de desconcentración administrativa y técnica municipal: tesis de la Maestría internacional en administración pública, mención en gestión del desarrollo local (USFX, 2010)",
      "https://id.scribd.com/document/356005089/Modelo-de-Desconcentracion-Administrativa-y-Tecnica-Municipal",
      ADDED_S25_ON,
    ),
  ],
  institutions: [
    inst(
      "bo-itt-ayacucho",
      "Instituto Tecnológico Ayacucho",
      "La Paz",
      "public",
      "https://www.minedu.gob.bo",
      "bo-itt-ayacucho-2026-11-28",
    ),
  ],
  programs: [
    ...offered("bo-itt-ayacucho", "technical", "bo-itt-ayacucho-2026-11-28", [
      ["construction-technician", "Construcción Civil (nivel técnico superior)"],
    ]),
    ...offered("bo-usfx", "graduate", "bo-usfx-posgrado-2026-11-28", [
      [
        "public-administration",
        "Maestría Internacional en Administración Pública, mención Gestión del Desarrollo Local",
      ],
    ]),
  ],
};

/** The date of the rows in `ADDED_S25B`. */
const ADDED_S25B_ON = "2026-11-28";

/** Rows added on 2026-11-28 (fifth pass), resting on a stored copy of a doctoral monograph (see the header). */
const ADDED_S25B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "bo-upea-doctorado-cpj-2026-11-28",
      "Scribd (copy of a monograph of the Universidad Pública de El Alto's Facultad de Post Grado)",
      "Calidad de la administración pública en Bolivia: desafíos, avances y perspectivas — monografía del Programa de Doctorado en Ciencias Políticas y Jurídicas, Versión II (UPEA, 2024)",
      "https://es.scribd.com/document/755575259/MONOGRAFIA",
      ADDED_S25B_ON,
    ),
  ],
  institutions: [
    inst(
      "bo-upea",
      "Universidad Pública de El Alto",
      "El Alto",
      "public",
      "https://www.upea.bo",
      "bo-upea-doctorado-cpj-2026-11-28",
    ),
  ],
  programs: [
    ...offered("bo-upea", "graduate", "bo-upea-doctorado-cpj-2026-11-28", [
      ["political-science", "Doctorado en Ciencias Políticas y Jurídicas"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";

/** Rows added on 2026-11-28 (sixth pass), resting on the UPSA's own page and a La Prensa report (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "bo-upsa-empresariales-2026-11-28",
      "Universidad Privada de Santa Cruz de la Sierra",
      "About of School of Business Administration (the International Trade degree, opened in 2000)",
      "https://mantenimiento.upsa.edu.bo/en/about-of-school-of-business-administration",
      ADDED_S26_ON,
    ),
    institutionPage(
      "bo-pilotos-laprensa-2026-11-28",
      "La Prensa",
      "Crece la demanda de pilotos y profesionales en aeronáutica (INAC y Escuela de Aviación Delta Charlie forman pilotos privados y comerciales)",
      "https://www.laprensa.com.bo/educacion/20180617/crece-la-demanda-de-pilotos-y-profesionales-en-aeronautica",
      ADDED_S26_ON,
    ),
  ],
  institutions: [
    inst(
      "bo-upsa",
      "Universidad Privada de Santa Cruz de la Sierra",
      "Santa Cruz de la Sierra",
      "private",
      "https://www.upsa.edu.bo",
      "bo-upsa-empresariales-2026-11-28",
    ),
    inst(
      "bo-inac",
      "Instituto Nacional de Aviación Civil (INAC)",
      "La Paz",
      "public",
      undefined,
      "bo-pilotos-laprensa-2026-11-28",
    ),
    inst(
      "bo-delta-charlie",
      "Escuela de Aviación Delta Charlie",
      "Cochabamba",
      "private",
      undefined,
      "bo-pilotos-laprensa-2026-11-28",
    ),
  ],
  programs: [
    ...offered("bo-upsa", "bachelor", "bo-upsa-empresariales-2026-11-28", [
      ["international-business", "Comercio Internacional"],
    ]),
    ...offered("bo-inac", "technical", "bo-pilotos-laprensa-2026-11-28", [
      ["commercial-pilot", "Piloto Comercial (pilotaje civil)"],
    ]),
    ...offered("bo-delta-charlie", "technical", "bo-pilotos-laprensa-2026-11-28", [
      ["commercial-pilot", "Piloto Comercial"],
    ]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "BO",
  sources: [...LISTED.sources],
  institutions: [...LISTED.institutions],
  programs: [
    ...offered("bo-umsa", "bachelor", "bo-umsa-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Bioquímica y Farmacia"],
      ["nutrition", "Nutrición y Dietética"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Contaduría Pública"],
      ["political-science", "Ciencia Política y Gestión Pública"],
      ["public-administration", "Ciencia Política y Gestión Pública"],
      ["sociology", "Sociología"],
      ["social-work", "Trabajo Social"],
      ["anthropology", "Antropología"],
      ["history", "Historia"],
      ["philosophy", "Filosofía"],
      ["literature", "Literatura"],
      ["modern-languages", "Lingüística e Idiomas"],
      ["library-science", "Bibliotecología y Ciencias de la Información"],
      ["communication-studies", "Ciencias de la Comunicación Social"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["petroleum-engineering", "Ingeniería Petrolera"],
      ["geology", "Ingeniería Geológica"],
      ["agronomy", "Ingeniería Agronómica"],
      ["veterinary-medicine", "Medicina Veterinaria y Zootecnia"],
      ["biology", "Biología"],
      ["chemistry", "Ciencias Químicas"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["statistics", "Estadística"],
      ["information-systems", "Informática"],
      ["tourism", "Turismo"],
      ["mechanical-engineering", "Ingeniería Mecánica y Electromecánica"],
    ]),
    ...offered("bo-umss", "bachelor", "bo-umss-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Bioquímica y Farmacia"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Contaduría Pública"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["agronomy", "Ingeniería Agronómica"],
      ["forestry-engineering", "Ingeniería Forestal"],
      ["food-engineering", "Ingeniería de Alimentos"],
      ["biology", "Biología"],
      ["chemistry", "Química"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["veterinary-medicine", "Medicina Veterinaria y Zootecnia"],
    ]),
    ...offered("bo-uagrm", "bachelor", "bo-uagrm-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Bioquímica y Farmacia"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Contaduría Pública"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["petroleum-engineering", "Ingeniería Petrolera"],
      ["chemical-engineering", "Ingeniería Química"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["agronomy", "Ingeniería Agronómica"],
      ["veterinary-medicine", "Medicina Veterinaria y Zootecnia"],
      ["architecture", "Arquitectura"],
    ]),
    ...offered("bo-usfx", "bachelor", "bo-usfx-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Bioquímica y Farmacia"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Contaduría Pública"],
      ["civil-engineering", "Ingeniería Civil"],
      ["chemical-engineering", "Ingeniería Química"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["agronomy", "Ingeniería Agronómica"],
      ["architecture", "Arquitectura"],
    ]),
    ...offered("bo-ucb", "bachelor", "bo-ucb-site", [
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["communication-studies", "Comunicación Social"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["international-relations", "Ciencias Políticas y Relaciones Internacionales"],
      ["political-science", "Ciencias Políticas y Relaciones Internacionales"],
    ]),
    ...offered("bo-upb", "bachelor", "bo-upb-site", [
      ["business-administration", "Administración de Empresas"],
      ["economics", "Economía"],
      ["law", "Derecho"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial y de Sistemas"],
      ["electromechanical-engineering", "Ingeniería Electromecánica"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["information-systems", "Ingeniería de Sistemas Computacionales"],
      ["architecture", "Arquitectura"],
    ]),
    ...offered("bo-umsa", "technical", "bo-umsa-site", [
      ["automotive-mechanics", "Técnico Superior en Mecánica Automotriz", { duration: "3 años" }],
      ["electrical-technician", "Técnico Superior en Electricidad Industrial", { duration: "3 años" }],
      ["construction-technician", "Técnico Superior en Construcciones Civiles", { duration: "3 años" }],
      ["electronics-technician", "Técnico Superior en Electrónica y Telecomunicaciones", { duration: "3 años" }],
      ["surveying", "Técnico Superior en Topografía y Geodesia", { duration: "3 años" }],
    ]),
    ...offered("bo-eipdm", "technical", "bo-eipdm-site", [
      ["automotive-mechanics", "Técnico Superior en Mecánica Automotriz", { duration: "3 años" }],
      ["electrical-technician", "Técnico Superior en Electricidad Industrial", { duration: "3 años" }],
      ["electronics-technician", "Técnico Superior en Electrónica", { duration: "3 años" }],
      ["programming-technician", "Técnico Superior en Informática Industrial", { duration: "3 años" }],
    ]),
    ...offered("bo-emi", "bachelor", "bo-emi-site", [
      ["civil-engineering", "Ingeniería Civil"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["petroleum-engineering", "Ingeniería Petrolera"],
    ]),
    ...offered("bo-upb", "graduate", "bo-upb-site", [
      ["business-administration", "Maestría en Administración de Empresas (MBA)", { duration: "2 años" }],
    ]),
  ],
};

/** The date of the pages read by the `VERIFIED_S27` pass. */
const VERIFIED_S27_ON = "2026-11-28";

/**
 * Session 27's verification pass (2026-11-28): rows of earlier passes written without reading a page, now resting on a
 * stored page that names the program at the institution (see the header). No row was found wrong.
 */
const VERIFIED_S27: CatalogPass = {
  sources: [
    institutionPage(
      "bo-umsa-mecanica-cepies-s27",
      "Universidad Mayor de San Andrés (CEPIES; monografía de diplomado, copia en Scribd)",
      "Monografía: elaboración de un microdiseño curricular, carrera de Ingeniería Mecánica y Electromecánica (diplomas de Ingeniero Mecánico o Electromecánico), 2018",
      "https://pt.scribd.com/document/395706827/Monografia-CEPIES-efrain-chura-acero",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "bo-umsa-civil-cepies-s27",
      "Universidad Mayor de San Andrés (CEPIES; tesis doctoral, copia en Scribd)",
      "Perfil profesional por competencias del Ingeniero Civil egresado de la Facultad de Ingeniería de la Universidad Mayor de San Andrés (tesis, 2011)",
      "https://es.scribd.com/document/524013272/Perfil-Profecional-Correcional-Para-Tesis",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "bo-umss-veterinaria-reduno-s27",
      "Red Uno",
      "«¡En vigilia!»: estudiantes bloquean la Facultad de Veterinaria y detienen elecciones en la UMSS",
      "https://www.reduno.com.bo/noticias/en-vigilia-estudiantes-bloquean-la-facultad-de-veterinaria-y-detienen-elecciones-en-la-umss-20251079323",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "bo-eipdm-cambio-s27",
      "Cambio",
      "Emprendimientos son la carta de presentación de la Escuela Industrial (Escuela Industrial Superior Pedro Domingo Murillo; reparación de motores en Mecánica Automotriz)",
      "https://www.cambio.bo/?q=node/9867",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "bo-umsa-cpgp-reduno-s27",
      "Red Uno",
      "UMSA solicita incorporación de politólogos en selección de vocales del TSE (comunicado de la Carrera de Ciencia Política y Gestión Pública)",
      "https://www.reduno.com.bo/noticias/umsa-solicita-incorporacion-de-politologos-en-seleccion-de-vocales-del-tse-2025910163723",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "bo-umsa-trabajo-social-fcs-s27",
      "Universidad Mayor de San Andrés (Facultad de Ciencias Sociales)",
      "Historia de la Facultad de Ciencias Sociales (la carrera de Trabajo Social y sus títulos de licenciatura)",
      "https://umsa.bo/web/fcs-umsa/historia",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "bo-umss-trabajo-social-adscripcion-s27",
      "Universidad Mayor de San Simón (trabajo de adscripción, copia en issuu)",
      "Trabajo de adscripción para optar al grado de Licenciada en Trabajo Social, Carrera de Trabajo Social, Facultad de Humanidades y Ciencias de la Educación (2017)",
      "https://issuu.com/jimmy-2018/docs/jenny_20chungara-adscripcion_20corr",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "bo-umss-fcyt-erbol-s27",
      "Erbol (columna de opinión)",
      "Contribuyendo al desarrollo regional y nacional (la Facultad de Ciencias y Tecnología de la UMSS y sus carreras de Ingeniería Mecánica, Eléctrica e Industrial)",
      "https://anteriorportal.erbol.com.bo/opinion/ojo_al_charque/contribuyendo_al_desarrollo_regional_y_nacional",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "bo-umsa",
      career: "mechanical-engineering",
      level: "bachelor",
      name: "Ingeniería Mecánica y Electromecánica",
      source: "bo-umsa-mecanica-cepies-s27",
    },
    {
      institution: "bo-umsa",
      career: "civil-engineering",
      level: "bachelor",
      name: "Ingeniería Civil",
      source: "bo-umsa-civil-cepies-s27",
    },
    {
      institution: "bo-umss",
      career: "veterinary-medicine",
      level: "bachelor",
      name: "Medicina Veterinaria y Zootecnia",
      source: "bo-umss-veterinaria-reduno-s27",
    },
    {
      institution: "bo-eipdm",
      career: "automotive-mechanics",
      level: "technical",
      name: "Técnico Superior en Mecánica Automotriz",
      source: "bo-eipdm-cambio-s27",
      set: { duration: null },
    },
    {
      institution: "bo-umsa",
      career: "political-science",
      level: "bachelor",
      name: "Ciencia Política y Gestión Pública",
      source: "bo-umsa-cpgp-reduno-s27",
    },
    {
      institution: "bo-umsa",
      career: "public-administration",
      level: "bachelor",
      name: "Ciencia Política y Gestión Pública",
      source: "bo-umsa-cpgp-reduno-s27",
    },
    {
      institution: "bo-umsa",
      career: "social-work",
      level: "bachelor",
      name: "Trabajo Social",
      source: "bo-umsa-trabajo-social-fcs-s27",
    },
    {
      institution: "bo-umss",
      career: "social-work",
      level: "bachelor",
      name: "Trabajo Social",
      source: "bo-umss-trabajo-social-adscripcion-s27",
    },
    {
      institution: "bo-umss",
      career: "mechanical-engineering",
      level: "bachelor",
      name: "Ingeniería Mecánica",
      source: "bo-umss-fcyt-erbol-s27",
    },
    {
      institution: "bo-umss",
      career: "industrial-engineering",
      level: "bachelor",
      name: "Ingeniería Industrial",
      source: "bo-umss-fcyt-erbol-s27",
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28B = {
  umsaFcpn: s28b(
    "bo-umsa-fcpn-eldiario-2016",
    "El Diario (La Paz), opinion column by Ana María Pérez Mollinedo",
    "Bodas de oro de la FCPN (1 de junio de 2016: las seis carreras de la Facultad de Ciencias Puras y Naturales de la UMSA, Biología, Ciencias Químicas, Estadística, Física, Informática y Matemática)",
    "https://pub.eldiario.net/noticias/2016/2016_06/nt160601/opinion.php?n=35",
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
      institution: "bo-umsa",
      career: "mathematics",
      level: "bachelor",
      source: S28B.umsaFcpn.id,
      set: { name: "Matemática" },
    },
    { institution: "bo-umsa", career: "biology", level: "bachelor", source: S28B.umsaFcpn.id },
    { institution: "bo-umsa", career: "chemistry", level: "bachelor", source: S28B.umsaFcpn.id },
    { institution: "bo-umsa", career: "statistics", level: "bachelor", source: S28B.umsaFcpn.id },
    { institution: "bo-umsa", career: "physics", level: "bachelor", source: S28B.umsaFcpn.id },
    { institution: "bo-umsa", career: "information-systems", level: "bachelor", source: S28B.umsaFcpn.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per set of rows it bears out (see the header). */
const S29 = {
  emiHistoria: s29(
    "bo-emi-historia-universidadesbol",
    "universidadesbol.com",
    "Historia de la Escuela Militar de Ingeniería (noviembre de 2021: nuevas carreras de Ingeniería en Sistemas Electrónicos, Ingeniería Industrial, Ingeniería Agronómica, Ingeniería de Sistemas, Ingeniería Comercial, Ingeniería Ambiental, Ingeniería Agroindustrial e Ingeniería Petrolera)",
    "https://universidadesbol.com/2021/11/historia-de-la-escuela-militar-de.html",
  ),
  umsaHumanidades: s29(
    "bo-umsa-fhce-acerca",
    "Universidad Mayor de San Andrés, Facultad de Humanidades y Ciencias de la Educación",
    "Acerca de Humanidades: la historia de Humanidades (la resolución del Consejo Universitario de 24 de enero de 1966, «creando las licenciaturas en Filosofía, Historia, Literatura…»)",
    "https://fhce.umsa.bo/about/",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): rows written without reading their page, re-pointed to stored pages that
 * name the programs at the institutions (see the header). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    { institution: "bo-emi", career: "industrial-engineering", level: "bachelor", source: S29.emiHistoria.id },
    { institution: "bo-emi", career: "information-systems", level: "bachelor", source: S29.emiHistoria.id },
    { institution: "bo-emi", career: "environmental-engineering", level: "bachelor", source: S29.emiHistoria.id },
    { institution: "bo-emi", career: "petroleum-engineering", level: "bachelor", source: S29.emiHistoria.id },
    { institution: "bo-umsa", career: "philosophy", level: "bachelor", source: S29.umsaHumanidades.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 verification pass read, one per row it bears out (see the header). */
const S29B = {
  umssMusica: s29b(
    "bo-umss-musica-lostiempos",
    "Los Tiempos (Cochabamba)",
    "Doce horas continuas de conciertos en San Simón (22 de noviembre de 2016: la tercera Maratón Musical del programa de Licenciatura en Música de la Universidad Mayor de San Simón, en la Facultad de Humanidades)",
    "https://www.lostiempos.com/actualidad/cultura/20161122/doce-horas-continuas-conciertos-san-simon",
  ),
};

/**
 * Session 29's second verification pass (2026-11-28): a row written without reading its page, re-pointed to a stored
 * page that names the program at the institution (see the header). No row was withdrawn.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  reread: [{ institution: "bo-umss", career: "music", level: "bachelor", source: S29B.umssMusica.id }],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30` pass (its id ends in `-s30`). */
const s30 = taggedPages("s30", "2026-11-28");

/** The pages the session-30 pass read, one per row or set of rows it bears out (see the header). */
const S30 = {
  umsaArtesMusicales: s30(
    "bo-umsa-artes-musicales-eldiario-2012",
    "El Diario (La Paz), opinion column by Luis Ayllón M.",
    "Columna de opinión (30 de noviembre de 2012): la «Primera Generación de Egresados de la Carrera de Artes Musicales en la modalidad de Programa Académico de la UMSA», con las menciones que otorga la UMSA en composición, interpretación y dirección, «conjuntamente la de Pedagogía Musical»",
    "https://pub.eldiario.net/noticias/2012/2012_11/nt121130/opinion.php?n=19",
  ),
  eipdmCarreras: s30(
    "bo-eipdm-carreras-institutosdebolivia-2015",
    "institutosdebolivia.blogspot.com (blog)",
    "Ocho carreras capitanean la formación técnica en tres urbes (28 de junio de 2015: de las ocho carreras de la Industrial Pedro Domingo Murillo, las de más estudiantes son Informática, Electrónica y Mecánica Automotriz)",
    "https://institutosdebolivia.blogspot.com/2015/06/ocho-carreras-capitanean-la-formacion.html",
  ),
  ucbCbaIndustrial: s30(
    "bo-ucb-cba-ingenieria-industrial-cadepia",
    "Universidad Católica Boliviana «San Pablo», Regional Cochabamba",
    "Convenio de Cooperación Interinstitucional entre CADEPIA y U.C.B. (undated; pasantías para los estudiantes de «la Carrera Ingeniería Industrial de la UCB CBA»)",
    "https://cba.ucb.edu.bo/convenio-de-cooperacion-interinstitucional-entre-cadepia-y-u-c-b/",
  ),
  ucbLpzCivil: s30(
    "bo-ucb-lpz-ingenieria-civil-concurso",
    "Universidad Católica Boliviana «San Pablo», Sede La Paz",
    "Estudiantes de Ingeniería Civil ganan el concurso (undated; dos estudiantes de sexto y séptimo semestre «de la Carrera de Ingeniería Civil en la U.C.B. Sede La Paz» ganan el concurso de ponencias del VI Congreso de Estudiantes de Ingeniería Civil de Bolivia)",
    "https://lpz.ucb.edu.bo/estudiantes-de-ingenieria-civil-ganan-el-concurso",
  ),
  ucbMaestriasDesarrollo: s30(
    "bo-ucb-maestrias-desarrollo-eldeber-2019",
    "El Deber (Santa Cruz), opinion column",
    "Maestrías para el Desarrollo UCB: Invencibles en la esperanza (junio de 2019: el programa de posgrado creado en 1994 en la Universidad Católica Boliviana, primero con la «Maestría en Gestión y Políticas Públicas» para el Estado)",
    "https://www.eldeber.com.bo/opinion/Maestrias-para-el-Desarrollo-UCB-Invencibles-en-la-esperanza-20190622-9088.html",
  ),
};

/**
 * Session 30's pass (2026-11-28): rows written without reading their page, re-pointed to stored pages that name the
 * programs at the institutions and levels, and one program added for a cell that named a single institution (see the
 * header). No row was withdrawn.
 */
const VERIFIED_S30: CatalogPass = {
  sources: Object.values(S30),
  programs: [
    ...offered("bo-ucb", "graduate", S30.ucbMaestriasDesarrollo.id, [
      ["public-administration", "Maestría en Gestión y Políticas Públicas (Maestrías para el Desarrollo)"],
    ]),
  ],
  reread: [
    { institution: "bo-umsa", career: "music", level: "bachelor", source: S30.umsaArtesMusicales.id },
    { institution: "bo-umsa", career: "music-education", level: "bachelor", source: S30.umsaArtesMusicales.id },
    {
      institution: "bo-eipdm",
      career: "electronics-technician",
      level: "technical",
      source: S30.eipdmCarreras.id,
      set: { duration: null },
    },
    {
      institution: "bo-ucb",
      career: "industrial-engineering",
      level: "bachelor",
      source: S30.ucbCbaIndustrial.id,
      set: { city: "Cochabamba" },
    },
    { institution: "bo-ucb", career: "civil-engineering", level: "bachelor", source: S30.ucbLpzCivil.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30B` pass (its id ends in `-s30b`). */
const s30b = taggedPages("s30b", "2026-11-28");

/** The pages the session-30 second pass read (see the header). */
const S30B = {
  umsaHome2018: s30b(
    "bo-umsa-home-2018",
    "Universidad Mayor de San Andrés (home page stored in the JSCryptoMinerStudy crawl, 2018)",
    "Universidad Mayor de San Andrés, home page (www.umsa.bo, early 2018), menu Facultades: each facultad with its carreras (Programa Medicina Veterinaria y Zootecnia; Ingeniería Industrial; Nutrición; Facultad de Tecnología: Construcciones, Electricidad, Electrónica y Telecomunicaciones, Mecánica Automotriz, Mecánica Industrial, Topografía y Geodesia …)",
    "https://github.com/silverfoxy/JSCryptoMinerStudy/blob/afccd315654b9e4091c20fd0c385a89b1bbb3b3c/pagesource/umsa.bo",
  ),
};

/**
 * Session 30's second pass (2026-11-28): UMSA rows written from memory re-read on a 2018 copy of the university's home
 * page, whose menu names each facultad's carreras (see the header). No row was added or withdrawn.
 */
const VERIFIED_S30B: CatalogPass = {
  sources: Object.values(S30B),
  reread: [
    ...(
      [
        "medicine",
        "nursing",
        "dentistry",
        "psychology",
        "law",
        "economics",
        "business-administration",
        "accounting",
        "sociology",
        "anthropology",
        "history",
        "literature",
        "modern-languages",
        "architecture",
        "electrical-engineering",
        "electronic-engineering",
        "chemical-engineering",
        "industrial-engineering",
        "petroleum-engineering",
        "geology",
        "agronomy",
        "veterinary-medicine",
        "tourism",
      ] as const
    ).map((career) => ({
      institution: "bo-umsa",
      career,
      level: "bachelor" as const,
      source: S30B.umsaHome2018.id,
    })),
    {
      institution: "bo-umsa",
      career: "nutrition",
      level: "bachelor",
      source: S30B.umsaHome2018.id,
      set: { name: "Nutrición" },
    },
    {
      institution: "bo-umsa",
      career: "communication-studies",
      level: "bachelor",
      source: S30B.umsaHome2018.id,
      set: { name: "Ciencias de la Comunicación" },
    },
    ...(
      [
        "automotive-mechanics",
        "electrical-technician",
        "construction-technician",
        "electronics-technician",
        "surveying",
        "industrial-maintenance",
      ] as const
    ).map((career) => ({
      institution: "bo-umsa",
      career,
      level: "technical" as const,
      source: S30B.umsaHome2018.id,
      set: { duration: null },
    })),
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30D` pass (its id ends in `-s30d`). */
const s30d = taggedPages("s30d", "2026-11-28");

/** The page the fourth session-30 pass read, for the one row it adds (see the header). */
const S30D = {
  upbMaestriasEjecutivas: s30d(
    "bo-upb-maestrias-ejecutivas-2013-github",
    "Universidad Privada Boliviana (a copy of its website's source, 2013, kept in the GitHub repository hernanrengel/upb3)",
    "Centro de Postgrado | Universidad Privada Boliviana — Maestrías Ejecutivas (maestrias-ejecutivas.php): «MADE - Maestría en Administración y Dirección de Empresas», «MCI - Maestría en Negocios y Comercio Internacional», «MDE - Maestría en Derecho Empresarial» …",
    "https://github.com/hernanrengel/upb3/blob/46f65879af39c9498334a77d7a441578f80f1224/maestrias-ejecutivas.php",
  ),
};

/**
 * Session 30's fourth pass (2026-11-28): the cell's first international-business master's, at the UPB, read in a 2013 copy
 * of the university's website source kept on GitHub (a weak, old source, see the header). No row was re-read and none was
 * withdrawn.
 */
const VERIFIED_S30D: CatalogPass = {
  sources: Object.values(S30D),
  programs: [
    ...offered("bo-upb", "graduate", S30D.upbMaestriasEjecutivas.id, [
      ["international-business", "Maestría en Negocios y Comercio Internacional (MCI)"],
    ]),
  ],
  reread: [],
  withdrawn: [],
};

export const CATALOG_BO: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24B,
  ADDED_S25,
  ADDED_S25B,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S29B,
  VERIFIED_S30,
  VERIFIED_S30B,
  VERIFIED_S30D,
);
