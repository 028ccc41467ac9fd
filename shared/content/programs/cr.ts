/**
 * Where to study in CR: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 * Public universities belong to CONARE (UCR, TEC, UNA, UNED, UTN); private ones are approved by CONESUP.
 * A bachillerato universitario is the first degree (usually 4 years); a licenciatura adds about a year, and
 * medicine, law, dentistry and pharmacy are licenciaturas from the start. Technical training: INA and UTN's diplomados.
 * Rows dated 2026-11-26 were written from knowledge of the institutions' published programs; the
 * pages were not re-read online (this machine has no internet access). Check them before relying on them.
 * Rows dated 2026-11-27 (UNA's Educación Musical, UNED's health-services master's; then international
 * business at UNA and ULACIT, social work at ULatina, master's programs in English teaching at UNA and UCR,
 * and INA's computer-support and makeup programs) were likewise written from knowledge of the institutions'
 * published programs, without re-reading the pages online; check them before relying on them.
 * Rows to check first: INA's computer-support and makeup programs (exact programme titles vary by núcleo and year).
 * A further row dated 2026-11-27 (UNA's Maestría en Abastecimiento y Logística Global, of the Programa de Posgrado de
 * la Escuela de Relaciones Internacionales) was confirmed from a stored copy of that programme's own page
 * (https://www.posgradosri.una.ac.cr/index.php/maestrias/becas), which is cited as its source.
 * The rows dated 2026-11-28 (the `ADDED_28B` block: the Academia Strachan of the Hospital Clínica Bíblica, a
 * parauniversitaria approved by the CONESUP, with its diplomados for pharmacy technicians and medical-records
 * technicians) rest on a stored copy of an El Financiero news page reporting the CONESUP's approval and the diplomados it
 * would teach (técnicos en farmacia, registros médicos y laboratorio clínico); the academy's own pages were not re-read
 * online (no internet). Check first: that the Academia Strachan still admits to both diplomados, their exact titles
 * (written here as the news named the trades), and its own website (the hospital's site is cited).
 * The row of the `ADDED_S24` block, dated 2026-11-28, rests on a stored copy of a Diario Extra page found with the search
 * tools (this machine has no internet access; the university's own pages were not read): Universidad Fidélitas' carrera of
 * Ingeniería en Seguridad Informática, which the page (15 August 2025) says the university "potenció", taught in person and
 * fully online (https://www.diarioextra.com/noticia/paraiso-para-hackers-costa-rica-entre-los-menos-ciberseguros/; a stored
 * La Nación blog page of 8 September 2025 names the same program as "Ingeniería en Seguridad Informática o
 * Ciberseguridad"). Both read as sponsored content. Check first: the exact degree title and grade (bachillerato and/or
 * licenciatura) the university now confers.
 * The S25 pass (2026-11-28) added no rows: about sixty look-ups in the stored pages (no internet access) found no page
 * naming a second Costa Rican institution for any open cell (pharmacy and make-up technicians, political science and public
 * administration bachelor's, health-services administration bachelor's, IT support, industrial maintenance, welding, and the
 * graduate cells in political science, data science, statistics, animation, counselling, social work, international business
 * and industrial engineering). Left out: a La Nación page (undated in the stored copy, behind its subscriber wall) says only
 * the TEC and Lead University teach Ciencia de Datos, but the readable part does not say at what level; a UCR news page
 * (https://ucr.ac.cr/noticias/2015/12/07/celebran-45-anos-de-la-escuela-de-estadistica.html) confirms the UCR's maestría
 * académica (1991) and profesional (1996) in Estadística, already listed; an UNA Educare article of 2016 surveying 19 Costa
 * Rican postgraduate programs in international relations may name other political-science master's, but only its abstract
 * was readable.
 * A second S25 pass (2026-11-28, thesis repositories) added no rows and no block. The stored pages hold no item records of
 * Kérwá (kerwa.ucr.ac.cr), repositorio.una.ac.cr, repositoriotec.tec.ac.cr or the UNED's and ULACIT's repositories, and
 * the search tools show only each page's opening, so long documents (theses copied to vdocuments and similar sites,
 * catalogues) cannot be read past their first page. Pages seen that add no second institution: a UNED thesis of 2016 for
 * its Maestría en Administración de Medios de Comunicación, a regulation of UNA's Maestría Académica y Profesional en Salud
 * Integral y Movimiento Humano, a TEC news page (tec.ac.cr/hoyeneltec/print/4188) on the accreditation of its maestrías en
 * Computación, and the UCR news page on its master's degrees in Estadística (both already listed), none of them for an
 * open cell. Left out: the TEC's Programa de Ciencia de Datos (La Nación, behind its paywall; the level is not stated) and
 * the TEC's Maestría en Sistemas Modernos de Manufactura (no stored page found).
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this
 * machine has no internet access): a Delfino.cr opinion column of December 2022 (title read from its address, "luz al
 * final del túnel: científicas de datos"; https://delfino.cr/2022/12/luz-al-final-del-tunel-cientificas-de-datos) says
 * that in the last cuatrimestre's intake of LEAD University 48% of the entrants to its carrera of Ingeniería en
 * Ciencias de Datos were women, and describes the program; this gives LEAD University's Ingeniería en Ciencias de Datos
 * (bachelor's level, data science, a cell with no institution before; no reader of the gap evaluation misses it today).
 * A La Nación page (behind its paywall) also says the TEC and Lead University teach Ciencia de Datos. Check first: the
 * exact degree title and grade (bachillerato and/or licenciatura) LEAD now confers, that it still admits, its city
 * (written as San José, from knowledge, not from a page read) and its official website (none seen in a stored page, so
 * none is given). Left out (about fifty look-ups, none naming a second institution for an open cell): pharmacy
 * technicians (only the Academia Strachan news already cited, UCR pharmacy pages and foreign pages); make-up artistry
 * (only foreign schools); political science and public administration bachelor's (only UCR pages: its Escuela de
 * Ciencias Políticas and Escuela de Administración Pública, already listed); health-services administration bachelor's
 * (no Costa Rican page beyond the UNED row); IT support and industrial maintenance technicians (INA statistics pages in
 * El Financiero and La Nación name no programme; an Observador page on Covao is a secondary school); data-science
 * master's (no page; the UNA's Simposio de Ciencia de Datos page names no program); counselling, social-work,
 * political-science, statistics, international-business and industrial-engineering master's (only articles on the
 * field, UCR pages already listed, the UNA's Maestría en Abastecimiento y Logística Global already listed, and the
 * TEC's accredited maestrías en Computación, not an open cell); a GitHub student directory of parauniversitarias
 * (cranfort/Nivel5) lists no program for an open cell and is not an institution's page. ULACIT's Bachillerato en
 * Ingeniería en Circuitos y Sistemas Electrónicos (La República interview with its rector, 22 February 2024) is for no
 * open cell and was not added.
 * A further pass on 2026-11-28 (session 27) added no rows and no `ADDED_S27` block: 47 look-ups shared with Paraguay and
 * Bolivia (stored pages, the stored index of public repositories; this machine has no internet access) found no page naming
 * a second Costa Rican institution for an open cell. Searched: master's programmes in social work, counselling
 * (orientación: UCR and UNA articles and the UCR's 2024 anniversary news on its Escuela de Orientación y Educación Especial,
 * whose readable part names only the bachelor's carreras), data science (the TEC's accredited maestrías en Computación, La
 * Nación's paywalled page on the TEC's and LEAD's Ciencia de Datos with no level stated, UNA's Sede Brunca simposio),
 * international business (UNA's Posgrado de Relaciones Internacionales, only its MALG page; the Educare 2016 survey of 19
 * international-relations posgrados, abstract only), statistics and industrial engineering; pharmacy-technician and IT-support
 * diplomados (an Estilo Ejecutivo report of October 2014 on parauniversitarias says the Colegio Universitario Boston has one
 * of the highest diplomado enrolments and that employers hire diplomados for technical support, but names no programme);
 * makeup schools. Seen but not used: the UNA's new Bachillerato en Inteligencia y Estrategia Global (Periódico Mensaje, a
 * ceremony on 11 June, first intake in 2025; no matching career), the TEC's Maestría en Gerencia de Proyectos admission rules (no open cell),
 * and a vdocuments copy of an essay whose author lists a Magister Scientiae en Trabajo Social from the UCR (2004), an
 * institution already listed for that cell.
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the rows readers see most, written on 2026-11-26/27
 * from the institutions' offer as known and citing only their home pages, were searched for in stored public pages (this
 * machine has no internet; about thirteen of some forty-three look-ups shared with the Dominican Republic and Panamá).
 * Re-read, each now citing the page read: the UCR's Bachillerato en la Enseñanza de la Música (an article in the UCR's
 * Revista Electrónica «Actualidades Investigativas en Educación», vol. 12, no. 1, 2012, "Jóvenes y música: el concepto de
 * «musicar» y los planes de bachillerato de la carrera de Educación Musical de la Universidad de Costa Rica en el siglo XXI",
 * read in a Studenta copy, https://es.studenta.com/content/132496615/44723363013); the UCR's Licenciatura en Trabajo Social
 * (the UCR's own news of 19 September 2024 on fifty years of the carrera de Trabajo Social at the Sede de Occidente, with
 * its tesis de licenciatura,
 * https://ucr.ac.cr/noticias/2024/9/19/carrera-de-trabajo-social-50-anos-de-presencia-en-la-region-de-occidente/imprimir.html?empotrar=true);
 * the UCR's Bachillerato en Agronomía (the UCR's own news of 9 May 2024 on fifty years of its Escuela de Agronomía, which has
 * granted 4,466 bachillerato and licenciatura titles at the Sede Rodrigo Facio,
 * https://ucr.ac.cr/noticias/2024/5/09/voz-experta-50-anos-formando-profesionales-comprometidos-con-la-optimizacion-de-la-agricultura.html);
 * EARTH's Licenciatura en Ciencias Agrícolas (EARTH's own page on its educational model, served from its WordPress host,
 * https://wp-earth-sitio-principal.azurewebsites.net/?p=2044: after four years EARTH confers the title of Ingeniería Agrónoma
 * with the degree of Licenciatura en Ciencias Agrícolas); the UNA's Bachillerato en Filosofía (its Escuela de Filosofía's own
 * page "Bachillerato en Filosofía (Vigente)", https://revision13-unaweb.una.ac.cr/index.php/bachillerato-en-filosofia-vigente).
 * Check first: the UCR's exact titles (the 2012 article says "carrera de Educación Musical"; the Escuela de Agronomía's 2007
 * SINAES self-evaluation, seen in a studylib copy, names the "Bachillerato y Licenciatura en Ingeniería Agronómica con énfasis
 * en Fitotecnia", so "Bachillerato en Ingeniería Agronómica" may be the current title); the social-work page is the Sede de
 * Occidente's carrera (the Escuela de Trabajo Social at the Sede Rodrigo Facio, ts.ucr.ac.cr, was also seen); the UNA page
 * is on a "revision13" host of its site.
 * Withdrawn: none (no page read showed a row wrong).
 * Not re-read (searched, nothing found in the stored pages): the UNA's Bachillerato en Educación Musical (stored pages name
 * only its Escuela de Música's pre-university and extension programmes); ULatina's Bachillerato en Trabajo Social (only its
 * 2008 student regulations); the UTN's and the CUC's Diplomado en Electrónica; INA's Maquillaje Profesional; the TEC's, UNA's
 * and UNED's agronomy; the civil-engineering licenciaturas of the UCR, ULatina and Fidélitas; the UCR's and UNA's
 * Ciencias del Movimiento Humano (a UCR Escuela de Educación Física page tells only its history up to 1977); ULACIT's
 * international business. Not searched: the UCR's political science, philosophy, mathematics, music and nutrition, the
 * UNA's mathematics and music, UCIMED's nutrition, the ICAP's and UNED's health master's, the UNA's international business,
 * the UCR's public administration, UNED's health-services bachelor's, INA's IT support and the industrial-engineering rows, and
 * the rows shown once.
 * Second verification pass of 2026-11-28 (session 27, the `VERIFIED_S27B` block; about thirty-six look-ups shared with the
 * Dominican Republic, after which the search budget was used up). Not searched again: the rows the first pass lists as searched
 * without result. Re-read, each now citing the page read: the UCR's Bachillerato en Ciencias Políticas (its Escuela de Ciencias
 * Políticas' own page on times to graduate in the Bachillerato and the Licenciatura of the plan in force since 2015, "cuatro
 * años" for the bachillerato, https://ecp.ucr.ac.cr/index.php/es/produccion-academica/19-joomla?start=20; a 2016 SINAES
 * self-evaluation of the "Bachillerato y Licenciatura en Ciencias Políticas", seen in an fdocuments copy, agrees); the UCR's
 * Bachillerato en Filosofía (an article of the UCR's Revista de Filosofía, 2025, "TFG de grado y posgrado en filosofía
 * defendidos en la Universidad de Costa Rica (1944-2024)",
 * https://revistas.ucr.ac.cr/index.php/filosofia/article/download/64144/64307?inline=1); the UCR's Bachillerato en Música (the
 * UCR's own news of 1 September 2017 on its Escuela de Artes Musicales, where Central American students take university degrees
 * in music and their instrument,
 * https://ucr.ac.cr/noticias/2017/9/01/la-escuela-de-artes-musicales-es-el-boleto-dorado-para-el-talento-centroamericano.html);
 * the UCR's Bachillerato en Nutrición (its Escuela de Nutrición's history page: the carrera opened in 1980,
 * https://nutricion.ucr.ac.cr/informacion/resena-historica/); the UCR's Bachillerato en Administración Pública (the UCR's own
 * news of 7 September 2012 on the SINAES re-accreditation of the "Bachillerato y Licenciatura en Administración Pública",
 * https://ucr.ac.cr/noticias/2012/9/07/sinaes-entrego-certificado-por-seis-anos-mas.html); the ICAP's Maestría en Gerencia de
 * la Salud (a page of the ICAP's campus virtual listing its doctorate, maestría and especialidad programmes in themes including
 * "Gerencia de la salud" and "Administración pública",
 * https://campusvirtual.icap.ac.cr/pluginfile.php/182104/mod_resource/content/1/files/basic-html/page7.html); the ICAP's
 * Maestría en Administración Pública (the ICAP's own book "Un legado regional para un futuro global" (1954-2019), p. 75: the
 * Programa de Maestría en Administración Pública begun in June 1980 with the UCR, https://icap.ac.cr/publicaciones/ICAP-65/75;
 * the campus-virtual page agrees); the TEC's Ingeniería en Producción Industrial (Hoy en el TEC: re-accredited by the CEAB until
 * 2022, also taught at the Sede San Carlos, https://tec.ac.cr/hoyeneltec/print/1513); the UCR's Maestría Académica en Estadística
 * (the UCR's own news of 7 December 2015 on 45 years of its Escuela de Estadística, whose maestría académica was approved in
 * 1991, https://ucr.ac.cr/noticias/2015/12/07/celebran-45-anos-de-la-escuela-de-estadistica.html).
 * Weak, check first: the philosophy article is about graduation theses (TFG de grado are licenciatura theses), not the
 * bachillerato's title; the music news names the school and students' instrument degrees, not the title; the nutrition history
 * names the 1975 "Plan de Estudios de Licenciatura en Nutrición" (the current title may be "Licenciatura en Nutrición"); the
 * ICAP campus page names themes, not titles; the public-administration, statistics and TEC pages date from 2012, 2015 and about
 * 2018; whether the ICAP's programmes admit applicants who are not public servants of SICA states.
 * Withdrawn: none (no page read showed a row wrong).
 * Not re-read (searched, nothing found in the stored pages): the UCR's and the UNA's Bachillerato en Matemática (a UCR news
 * page of 2021 on fifty years of its Escuela de Matemática and a history of it name the licenciatura only); UCIMED's
 * Licenciatura en Nutrición; UNED's Maestría en Administración de Servicios de Salud Sostenibles and Bachillerato en
 * Administración de Servicios de Salud; the UNA's Bachillerato en Comercio y Negocios Internacionales; INA's Soporte Técnico en
 * Tecnologías de Información; the UCR's Licenciatura en Ingeniería Industrial; the UCR's Bachillerato en Psicología (only a
 * students' association bulletin of 2015 was seen); the UCR's Maestría Académica en Ciencias Políticas; the UNA's Maestría en
 * Segundas Lenguas y Culturas (a page of the UNA's Escuela de Literatura y Ciencias del Lenguaje on its Maestría en Lingüística
 * Aplicada was seen, which is not evidence against the row); CENFOTEC's Bachillerato en Ingeniería en Ciberseguridad; the UTN's
 * Diplomado en Mantenimiento Industrial. Not searched (budget used up): the UNA's Bachillerato en Música, the industrial-
 * engineering bachelor's of ULACIT, ULatina and Fidélitas, ULACIT's and ULatina's psychology, INA's Soldadura, and the UCR's
 * master's in English teaching, social work, public administration and industrial engineering.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): more of the most-shown rows written from the
 * institutions' offer as known, searched for in stored copies of public pages (search tools only; no page re-read online;
 * twelve look-ups for this country, the rows the S27 passes left unsearched first). Rows re-read, each now citing the page
 * named:
 * - the UNA's Bachillerato en Educación Musical and Bachillerato en Música: Surcos Digital, "Tres décadas formando a los
 *   músicos del mañana" (undated in the stored text), on the 30 years of the Programa Preuniversitario of the UNA's Escuela
 *   de Música, whose teachers include "estudiantes avanzados o recién graduados de las carreras de Educación Musical o de
 *   Instrumento". The S27 pass had set the education row aside because the pages it saw named only the pre-university
 *   programme; this one names the school's university carreras, though not their titles or level: weak, check first the
 *   titles (the music row may be a "Bachillerato en Música con énfasis" in an instrument);
 * - the TEC's Ingeniería en Agronomía: a TEC note republished on the CSUCA's Red Comunica (about 2021, during virtual
 *   classes) on its student residences, quoting "el estudiante de Ingeniería en Agronomía, Luis Azofeifa" at the San Carlos
 *   campus (the programme is taught there, not at Cartago, the city the institution row gives);
 * - the UNA's Maestría en Segundas Lenguas y Culturas con énfasis en Inglés como Lengua Extranjera: an article of 2009 in
 *   the UCR's Revista de Lenguas Modernas (I. Saborío Pérez and N. Valenzuela Arce), recorded in the UCR's repository Kerwa,
 *   on an ESP specialisation "in a Master's Degree Program in Second Languages and Cultures with Emphasis in English as a
 *   Foreign Language" that "the Universidad Nacional, in its program of MSLC, is designing";
 * - INA's Soldadura: the Presidencia's communiqué of August 2021 on the INA's Centro Polivalente de Limón (new buildings
 *   including the "ampliación del taller de soldadura"; training in metalmecánica among other areas).
 * Weak sources, to replace first: the Surcos Digital page (names carreras, not titles); the 2009 article (old; check that
 * the UNA's maestría still admits); the Presidencia page (names INA's welding workshop, not a course title). Lengths: none
 * set or taken out. Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: the industrial-engineering bachelor's of ULACIT and Fidélitas (the latter through a CEAB
 * accreditation query); ULatina's Psicología (only its 2008 student regulations came up again); the UCR's Maestría
 * Profesional en Trabajo Social (a UCR professor's CV in a vdocuments copy names a "Magister Scientiae en Trabajo Social,
 * énfasis investigación (UCR, 2004)", an academic master's: not evidence for the professional one), Maestría Profesional en
 * Administración Pública, Maestría Profesional en la Enseñanza del Inglés and Maestría Profesional en Ingeniería Industrial;
 * the UNA's Ciencias del Movimiento Humano and Matemática (searched again with its school's name). Not reached: ULatina's
 * Ingeniería Industrial, ULACIT's Psicología and the other rows of the worklist already listed by the S27 passes as searched
 * without result.
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block, after `VERIFIED_S28`): rows of the
 * regenerated worklist, looked for again on stored copies of public pages (search tools only; no page re-read online;
 * six look-ups for Costa Rica), with new ideas (engineering accreditation, the semiconductor-industry reports that list
 * the country's engineering and technical programmes). Rows re-read, each now citing the page named:
 * - ULACIT's Bachillerato en Ingeniería Industrial (searched without result by the S28 pass): La República of 22
 *   February 2024, an interview with ULACIT's rector, Marianela Núñez, on semiconductors, in which she says of ULACIT's
 *   offer "Contamos con un bachillerato en ingeniería en circuitos y sistemas electrónicos, ingeniería industrial,
 *   ingeniería informática".
 * Weak sources, to replace first: the La República interview (the rector's sentence names the engineering
 * bachillerato(s) without their full titles). Lengths: none set or taken out. Withdrawn: none (no page read showed a
 * row wrong).
 * Searched and not found: the Licenciatura en Ingeniería Civil of the UCR, ULatina and Fidélitas (through engineering
 * accreditation: nothing naming them came up); the CUC's and the UTN's Diplomado en Electrónica (Semanario Universidad,
 * 2018, says the UTN teaches 33 diplomados without naming them; a CUC regulation of supervised practice, 2016, names no
 * carrera in its excerpt; the semiconductor reports found name ULatina's certification and the universities'
 * engineering degrees, not these diplomados); ULACIT's Bachillerato en Psicología; ULatina's Bachillerato en Ingeniería
 * Industrial. Not reached (budget): the other rows of the worklist, all searched by earlier passes (ULatina's Trabajo
 * Social, INA's courses, the agronomy, mathematics, human-movement and psychology rows, UCIMED's Nutrición, UNED's
 * health-services rows, the business rows of the UNA and ULACIT, the UCR's and Fidélitas's industrial engineering, the
 * UTN's Mantenimiento Industrial, CENFOTEC's Ciberseguridad and the UCR's master's).
 * Verification pass of 2026-11-28 (session 29): the regenerated worklist, looked for again on stored copies of public
 * pages (search tools only; no page re-read online; about a dozen of 68 look-ups shared with Panamá, Jamaica, Trinidad and
 * Tobago, Haiti and Cuba), with new angles (graduation news of the CUC and the UTN, cybersecurity and semiconductor-skills
 * reports, UNED news). No page read named a row of the worklist or a second institution for an open cell, so no
 * `VERIFIED_S29` block was added and no row changed. Searched and not found: pharmacy-technician and make-up programmes
 * (only UCR pharmacy pages, a 2012 FIP workforce report, a La Nación profile of a make-up artist and foreign schools);
 * a second bachelor's in political science (only the UCR's Escuela de Ciencias Políticas again, in Semanario Universidad
 * and SINAES self-evaluation copies); IT-support diplomados (an Observador page on the Covao, a secondary school; ICT
 * supply-and-demand articles naming no programme); the CUC's and the UTN's Diplomado en Electrónica and the UTN's
 * Diplomado en Mantenimiento Industrial (the CUC's 2016 practicum regulation and academic regulation, whose parts read
 * name no carrera; no graduation news of either); CENFOTEC's Bachillerato en Ingeniería en Ciberseguridad (cybersecurity
 * reports name Fidélitas' Ingeniería en Seguridad Informática, already listed, and the TEC's hacking group and master's
 * in cybersecurity, not an open cell); UNED's Bachillerato en Administración de Servicios de Salud (only general UNED
 * pages). Not reached (budget): the other rows of the worklist, all searched by earlier passes, and the graduate cells.
 * Second verification pass of 2026-11-28 (session 29, after the first S29 pass, which added no block): the regenerated
 * worklist, VERIFY rows first, looked for again on stored copies of public pages and in the stored index of public
 * repositories (search tools only; no page re-read online; eleven look-ups). No page read named a row of the worklist
 * or a second institution for an open cell in a form that can be cited, so no `VERIFIED_S29B` block was added and no
 * row changed. Seen and not used: a GitHub file holding the source of a Costa Rican clinic's website (Clínica Aqua),
 * whose staff profile of its manager reads "Master en Administración de Servicios de Salud Sostenibles UNED" (a
 * graduate of the UNED's master's: a lead for that row, but the index did not show the file's repository and a code
 * search did not find it, so it cannot be cited); a student database exercise on GitHub (SQL inserts of a "UCRES"
 * project) listing UCR carreras by sede, among them a "Bachillerato en Ciencias del Movimiento Humano" at the Sede
 * Regional del Atlántico, with invented credit counts (not a source); a forum page (forodecostarica.com) summarising La
 * Gaceta of 3 November 2025, in which ULatina closes 28 programmes, naming at San Pedro the Bachillerato en Ciencias de
 * la Educación con énfasis en Orientación and the Bachillerato en Turismo con énfasis en hotelería y restaurantes and,
 * without titles, Licenciaturas and Maestrías in education at Heredia and programmes at Cañas, Pérez Zeledón and
 * Guápiles (the readable part names none of ULatina's rows here; check first that Gazette for ULatina's Trabajo Social,
 * Psicología, Ingeniería Civil and Ingeniería Industrial). Searched and not found: UCIMED's Licenciatura en Nutrición
 * (only the UCR's Escuela de Nutrición pages came up); UNED's Maestría en Administración de Servicios de Salud
 * Sostenibles (beyond the file above) and Bachillerato en Administración de Servicios de Salud; ULatina's Trabajo
 * Social (only the UCR Sede de Occidente's own Trabajo Social) and, through SINAES accreditation, its other rows (La
 * Nación says ULatina has 11 accredited carreras without naming them); the UCR's Maestría Profesional en Administración
 * Pública (no hit in the GitHub index); the UTN's and the CUC's diplomados (no graduation news); a data-science
 * master's (La Nación's paywalled page on the TEC's and LEAD's Ciencia de Datos again). Not reached (budget): the other
 * rows of the worklist, all searched by earlier passes, and the other GAP cells.
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block): the regenerated worklist, GAP cells first, looked for again
 * in stored copies of public pages and, as a new angle, in the stored index of public repositories (copies of official
 * sites and student projects; search tools only, no page re-read online; about thirty of some ninety-six look-ups shared
 * with Panamá, Guatemala and Honduras). Rows re-read, each now citing the page named:
 * - the UCR's Licenciatura en Ingeniería Civil and Licenciatura en Ingeniería Industrial, and with them its Ingeniería
 *   Mecánica, Eléctrica and Química and Arquitectura rows (not on the worklist): the UCR Rectoría's news of 17 July 2019 on
 *   its Facultad de Ingeniería, "las ingenierías Industrial, Química, Civil, Eléctrica y Mecánica, que cuentan con triple
 *   acreditación por SINAES, AAPIA y equivalencia sustancial por la Comisión Canadiense" and the "licenciaturas en
 *   Computación e Informática ... y en Arquitectura" (an earlier UCR news page, 24 October 2017, on the AAPIA accreditation
 *   of Ingeniería Industrial, Mecánica and Química, agrees);
 * - the UCR's Bachillerato en Psicología, and its Licenciatura en Ingeniería de Alimentos (not on the worklist): Noticias
 *   UCR of 30 May 2022 on its accredited carreras ("Las carreras de Informática Empresarial y Psicología optaron por
 *   acreditarse con el SINAES pero por conglomerados"; the "Licenciatura en Ingeniería de Alimentos" reaccredited);
 * - the UCR's Licenciatura en Farmacia (not on the worklist): Noticias UCR of 14 June 2023 on the fourth accreditation of
 *   "la carrera de licenciatura en Farmacia que imparte la UCR";
 * - the UCR's Maestría Académica en Ciencias Políticas: the SEP page of its Programa de Posgrado en Ciencias Políticas on
 *   the examen de candidatura (course SP-1514 Investigación de Tesis), which shows a thesis (academic) programme.
 * Row added (a cell with no institution before): Universidad Braulio Carrillo, a private university approved by the
 * CONESUP (its history page tells the Escuela Aduanera Braulio Carrillo of 1983 and the request to the CONESUP of February
 * 1993), its Maestría en Comercio Exterior (international business, graduate; executive modality, cuatrimestres), read in
 * a copy of its website's source on GitHub (ajcg1995/UniversidadBraulioCarrillo, a 2019 copy). The city (San José) is
 * inferred from its telephone number (2223-9717), not stated; no official website was seen (only the e-mail domain
 * ubrauliocarrillocr.com), so none is given. The same copy lists its Bachillerato en Comercio Exterior, Bachillerato en
 * Administración Aduanera and técnicos en Logística and Merceología (not added: no open cell).
 * Weak sources, to replace first: the GitHub copy of the Braulio Carrillo site (check on the university's own site that
 * the maestría still admits, its city and website); the SEP page (names the Programa de Posgrado, not the degree title);
 * the 2022 and 2019 news pages (accreditation news naming carreras, not full titles).
 * Lengths: none set or taken out. Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: data-science, counselling and international-business master's at other universities (a master's
 * in orientación: only articles of the UCR's and UNA's schools and the Revista Costarricense de Orientación, whose readable
 * part names no programme; UNA's Educare 2016 survey of international-relations posgrados again); a second bachelor's in
 * political science (only the UCR's Escuela de Ciencias Políticas: its 2013 redesign proposal, its 2016 self-evaluation,
 * Semanario Universidad); the CUC's diplomados (its Reglamento de Orden Académico only); Fidélitas' Ingeniería Civil; the
 * UNA's Ciencias del Movimiento Humano; pharmacy-technician training (only UCR Facultad de Farmacia pages, a 2018 article
 * on the pharmacist's profile and the FIP's 2012 report); the UCR's Maestría Profesional en Trabajo Social (the Escuela de
 * Trabajo Social's TFG manual and its 2005-2010 educational project came up, not the maestría). Seen and not used: a
 * phpMyAdmin dump on GitHub of a Costa Rican private university's portal (2020; carreras with CONESUP approval numbers,
 * among them a Maestría en Administración de Servicios de Salud and a Licenciatura en Registros y Sistemas de Información en
 * Salud), whose university and repository the index did not show; a GitHub site of the UTC (utc.ac.cr) listing only
 * business and systems carreras. Not reached (budget): ULatina's and ULACIT's rows, the UTN's and INA's technical rows,
 * UNED's and UCIMED's rows, the UNA's mathematics and business rows, and the other GAP cells, all searched by earlier passes.
 * Session 30, second pass (the `VERIFIED_S30B` block): the regenerated worklist looked for again in the stored index of
 * public repositories (search tools only; no page re-read online; about ten of some sixty look-ups shared with Guatemala,
 * Honduras, El Salvador, Nicaragua and Panamá). Row re-read: the CUC's Diplomado en Electrónica (worklist), on "Encuentra Tu
 * Carrera CR", a student guide to the parauniversitarias (cranfort/Nivel5, unis/CUC.php, 2023), which lists the Colegio
 * Universitario de Cartago's "Electrónica" ("Afiliada a SINAES, Carrera Acreditada, y Carrera Financiable por CONAPE")
 * among its programas académicos, with a link to cuc.ac.cr/carreras-universitarias; the guide gives no length, so the row's "2 años"
 * (written from memory) is taken out. Row added (a cell with no institution
 * before, not on the worklist): the Colegio Universitario Tecnosalud (Tibás)'s "Asistencia Veterinaria" (veterinary
 * technician), from the same guide (unis/CUT.php), whose link gives the college's address (https://tecnosalud.ac.cr/cutec/).
 * Weak sources, to replace first: the student guide (check both programmes on the colleges' own sites). Withdrawn: none.
 * The phpMyAdmin dump round 1 noted (a private university's portal, 2020, carreras with CONESUP numbers) appears, by its
 * carreras and a QA audit of usloccidente.com stored on GitHub, to be the Universidad Santa Lucía's: it lists a Bachillerato en
 * Administración de Sistemas de Información en Salud (health information, not health-services administration), a Maestría
 * en Administración de Servicios de Salud and técnicos in Comercio Exterior y Aduanas and Salud Ocupacional; its repository
 * still was not shown, so it is not cited.
 * Seen and not used: the 2018 home pages of ULACIT and the Universidad Americana (silverfoxy/JSCryptoMinerStudy, pagesource),
 * whose menus and forms name no programme; the same student guide's other colleges (CUNLIMÓN, Boston, Católico, CENFOTEC,
 * ETAI, Cariay), none with a makeup, pharmacy-technician, welding or industrial-maintenance programme; its CUC "Tecnologías
 * de Información" (not clearly IT support). Searched and not found: program lists of ULACIT, ULatina, UCIMED and the
 * Hispanoamericana on GitHub. Not reached: the other worklist rows, searched by earlier passes.
 * Session 30, third pass (no `VERIFIED_S30C` block): the regenerated worklist looked for again, as round 2 advised, in
 * the 2018 home pages of the JSCryptoMinerStudy crawl (silverfoxy/JSCryptoMinerStudy, pagesource/<domain>, commit
 * afccd31) and in the code corpus for dumps or seeds of the universities' carreras and posgrados (search tools only; no
 * page re-read online; about twelve of some eighty look-ups shared with Guatemala, Honduras, El Salvador, Nicaragua and
 * Panamá). No page read named a program at a new institution for an open cell, nor a worklist row in a form that can be
 * cited, so no row changed. Read and not used: the UNA's 2018 home page (pagesource/una.ac.cr: its mega menu names
 * sedes, faculties and centros, no programme); the crawl also holds the UCR's and the TEC's home pages (openings only,
 * not read further: the UCR's portal menus link to its units), and none for ULatina, the UNED, Fidélitas or the
 * Hispanoamericana. A student copy of the Universidad Tecnológica Costarricense's site (ipacoa-utc/web-utc,
 * pages/carreras/index.php, 2022) lists only business, accounting and systems bachelor's and licenciaturas and a
 * Maestría Profesional en Gerencia Financiera (no open cell; round 1 had seen the same site). La Nación (nacion.com,
 * undated, subscribers' article) says data science «Solo el Instituto Tecnológico y Lead University la imparten», with
 * the TEC's «Programa de Ciencia de Datos», but names no level in its readable part, so no row for the graduate
 * data-science cell. Searched and not found: a second institution for makeup, pharmacy-technician, IT-support,
 * industrial-maintenance and welding programmes; a second bachelor's in political science, public or health-services
 * administration; graduate programmes in political science, statistics, social work, international business, industrial
 * and environmental engineering, data science, animation and counselling (a find_string for «Técnico en Farmacia»
 * returned only Chilean, Spanish and generic files). Not reached: the worklist's ULatina, Fidélitas, UNA, UNED, UCIMED,
 * ULACIT, CENFOTEC, INA and UTN rows, searched by earlier passes.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): the regenerated
 * worklist looked for again, as round 3 advised, with find_repos on name fragments and the promising repositories
 * fetched and read locally with git (about 35 look-ups shared with the other eleven countries of this pass; rows were
 * found only for El Salvador, the Dominican Republic and Nicaragua). Searched and not found: find_repos on ucr,
 * ulacit, itcr, posgrado, postgrado and maestria (ULACIT's repositories are course projects: parking, buses, banking
 * exercises; the ucr hits are the US UC Riverside's or course labs); no repository with the UCR's Sistema de Estudios
 * de Posgrado list or another Costa Rican university's maestrías came up. No second institution for the
 * political-science, statistics, social-work, international-business and industrial-engineering master's, and none for
 * environmental engineering, data science, animation or counselling. Not reached: the bachelor's and technical gap
 * cells and the verify rows.
 */
import type { CountryCatalog } from "../types";
import type { CatalogPass } from "./define";
import { institutionPage, institutionsOf, offered, pagesOn, taggedPages, withPasses } from "./define";

const RETRIEVED = "2026-11-26";

/** One institution's official program pages. */
const site = pagesOn(RETRIEVED);

const inst = institutionsOf("CR");

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "cr-una-2026-11-27",
      "Universidad Nacional (UNA)",
      "Oferta académica de grado",
      "https://www.una.ac.cr",
      "2026-11-27",
    ),
    institutionPage(
      "cr-uned-posgrado",
      "Universidad Estatal a Distancia (UNED)",
      "Oferta de posgrados",
      "https://www.uned.ac.cr",
      "2026-11-27",
    ),
    institutionPage(
      "cr-ulacit-2026-11-27",
      "Universidad Latinoamericana de Ciencia y Tecnología (ULACIT)",
      "Oferta académica de grado",
      "https://www.ulacit.ac.cr",
      "2026-11-27",
    ),
    institutionPage(
      "cr-ulatina-2026-11-27",
      "Universidad Latina de Costa Rica",
      "Oferta académica de grado",
      "https://www.ulatina.ac.cr",
      "2026-11-27",
    ),
    institutionPage(
      "cr-ina-2026-11-27",
      "Instituto Nacional de Aprendizaje (INA)",
      "Programas de formación técnica",
      "https://www.ina.ac.cr",
      "2026-11-27",
    ),
    institutionPage(
      "cr-una-posgrado-ri-2026-11-27",
      "Universidad Nacional (UNA)",
      "Programa de Posgrado de la Escuela de Relaciones Internacionales: becas (Maestría en Abastecimiento y Logística Global)",
      "https://www.posgradosri.una.ac.cr/index.php/maestrias/becas",
      "2026-11-27",
    ),
    institutionPage(
      "cr-ucr-posgrado-2026-11-27",
      "Universidad de Costa Rica (UCR)",
      "Sistema de Estudios de Posgrado",
      "https://www.ucr.ac.cr",
      "2026-11-27",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("cr-una", "bachelor", "cr-una-2026-11-27", [
      ["music-education", "Bachillerato en Educación Musical"],
      ["international-business", "Bachillerato en Comercio y Negocios Internacionales"],
    ]),
    ...offered("cr-una", "graduate", "cr-una-2026-11-27", [
      ["english-teaching", "Maestría en Segundas Lenguas y Culturas con énfasis en Inglés como Lengua Extranjera"],
    ]),
    ...offered("cr-una", "graduate", "cr-una-posgrado-ri-2026-11-27", [
      ["logistics", "Maestría en Abastecimiento y Logística Global"],
    ]),
    ...offered("cr-ulacit", "bachelor", "cr-ulacit-2026-11-27", [
      ["international-business", "Bachillerato en Negocios Internacionales"],
    ]),
    ...offered("cr-ulatina", "bachelor", "cr-ulatina-2026-11-27", [["social-work", "Bachillerato en Trabajo Social"]]),
    ...offered("cr-ucr", "graduate", "cr-ucr-posgrado-2026-11-27", [
      ["english-teaching", "Maestría Profesional en la Enseñanza del Inglés como Lengua Extranjera"],
    ]),
    ...offered("cr-ina", "technical", "cr-ina-2026-11-27", [
      ["it-support-technician", "Soporte Técnico en Tecnologías de Información"],
      ["makeup-artistry", "Maquillaje Profesional"],
    ]),
    ...offered("cr-uned", "graduate", "cr-uned-posgrado", [
      ["health-services-administration", "Maestría en Administración de Servicios de Salud Sostenibles"],
    ]),
  ],
};

/** Rows added on 2026-11-28, resting on a stored news page (see the header). */
const ADDED_28B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    {
      id: "cr-strachan-2026-11-28",
      publisher: "El Financiero (Costa Rica)",
      title: "Clínica Bíblica recibe luz verde para impartir diplomados en salud",
      url: "https://www.elfinancierocr.com/negocios/clinica-biblica-recibe-luz-verde-para-impartir-diplomados-en-salud/KQNIN3OGGNCCRMVL5BNOBNBJPA/story/",
      licence: "Facts (institution, programs, levels) cited from a public news page",
      retrieved: "2026-11-28",
      kind: "institution",
    },
  ],
  institutions: [
    inst(
      "cr-strachan",
      "Academia Strachan (Hospital Clínica Bíblica)",
      "San José",
      "private",
      "https://www.clinicabiblica.com",
      "cr-strachan-2026-11-28",
    ),
  ],
  programs: [
    ...offered("cr-strachan", "technical", "cr-strachan-2026-11-28", [
      ["pharmacy-technician", "Diplomado: Técnico en Farmacia"],
      ["health-information-technician", "Diplomado: Técnico en Registros Médicos"],
    ]),
  ],
};

/** Rows added by the S24 pass on 2026-11-28, resting on a stored news page (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    {
      id: "cr-fidelitas-diarioextra-2026-11-28",
      publisher: "Diario Extra (Costa Rica)",
      title:
        "Paraíso para hackers: Costa Rica entre los menos ciberseguros (Ingeniería en Seguridad Informática, Universidad Fidélitas)",
      url: "https://www.diarioextra.com/noticia/paraiso-para-hackers-costa-rica-entre-los-menos-ciberseguros/",
      licence: "Facts (institution, programs, levels) cited from a public news page",
      retrieved: "2026-11-28",
      kind: "institution",
    },
  ],
  institutions: [],
  programs: [
    ...offered("cr-fidelitas", "bachelor", "cr-fidelitas-diarioextra-2026-11-28", [
      ["cybersecurity", "Ingeniería en Seguridad Informática"],
    ]),
  ],
};

/** Rows added on 2026-11-28 (pass S26), each resting on a stored public page cited as its source (see the header). */
const ADDED_S26_ON = "2026-11-28";

const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "cr-lead-delfino-2026-11-28",
      "Delfino.cr",
      "Luz al final del túnel: científicas de datos (carrera de Ingeniería en Ciencias de Datos de LEAD University, diciembre de 2022)",
      "https://delfino.cr/2022/12/luz-al-final-del-tunel-cientificas-de-datos",
      ADDED_S26_ON,
    ),
  ],
  institutions: [inst("cr-lead", "LEAD University", "San José", "private", undefined, "cr-lead-delfino-2026-11-28")],
  programs: [
    ...offered("cr-lead", "bachelor", "cr-lead-delfino-2026-11-28", [
      ["data-science", "Ingeniería en Ciencias de Datos"],
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
      "cr-ucr-educacion-musical-actualidades-2026-11-28",
      "Universidad de Costa Rica, Revista Electrónica «Actualidades Investigativas en Educación» (copia en Studenta)",
      "Jóvenes y música: el concepto de «musicar» y los planes de bachillerato de la carrera de Educación Musical de la Universidad de Costa Rica en el siglo XXI (2012)",
      "https://es.studenta.com/content/132496615/44723363013",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "cr-ucr-trabajo-social-occidente-2026-11-28",
      "Universidad de Costa Rica",
      "Carrera de Trabajo Social: 50 años de presencia en la región de Occidente",
      "https://ucr.ac.cr/noticias/2024/9/19/carrera-de-trabajo-social-50-anos-de-presencia-en-la-region-de-occidente/imprimir.html?empotrar=true",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "cr-ucr-agronomia-50-anos-2026-11-28",
      "Universidad de Costa Rica",
      "Voz experta: 50 años formando profesionales comprometidos con la optimización de la agricultura (Escuela de Agronomía: títulos de bachillerato y licenciatura)",
      "https://ucr.ac.cr/noticias/2024/5/09/voz-experta-50-anos-formando-profesionales-comprometidos-con-la-optimizacion-de-la-agricultura.html",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "cr-earth-modelo-educativo-2026-11-28",
      "Universidad EARTH",
      "Modelo educativo: título de Ingeniería Agrónoma con el grado de Licenciatura en Ciencias Agrícolas, al final de cuatro años",
      "https://wp-earth-sitio-principal.azurewebsites.net/?p=2044",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "cr-una-filosofia-bachillerato-2026-11-28",
      "Universidad Nacional (Costa Rica), Escuela de Filosofía",
      "Bachillerato en Filosofía (Vigente)",
      "https://revision13-unaweb.una.ac.cr/index.php/bachillerato-en-filosofia-vigente",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "cr-ucr",
      career: "music-education",
      level: "bachelor",
      source: "cr-ucr-educacion-musical-actualidades-2026-11-28",
    },
    {
      institution: "cr-ucr",
      career: "social-work",
      level: "bachelor",
      source: "cr-ucr-trabajo-social-occidente-2026-11-28",
    },
    { institution: "cr-ucr", career: "agronomy", level: "bachelor", source: "cr-ucr-agronomia-50-anos-2026-11-28" },
    {
      institution: "cr-earth",
      career: "agronomy",
      level: "bachelor",
      source: "cr-earth-modelo-educativo-2026-11-28",
      set: { duration: "4 años" },
    },
    {
      institution: "cr-una",
      career: "philosophy",
      level: "bachelor",
      source: "cr-una-filosofia-bachillerato-2026-11-28",
    },
  ],
  withdrawn: [],
};

/**
 * The second verification pass of 2026-11-28 (session 27): more rows of the first passes now resting on a stored page read
 * (see the header).
 */
const VERIFIED_S27B_ON = "2026-11-28";

const VERIFIED_S27B: CatalogPass = {
  sources: [
    institutionPage(
      "cr-ucr-ciencias-politicas-tiempos-2026-11-28",
      "Universidad de Costa Rica, Escuela de Ciencias Políticas",
      "Tiempos para graduarse en el Bachillerato y la Licenciatura de la carrera de Ciencias Políticas (plan de estudios vigente desde 2015, de cuatro años)",
      "https://ecp.ucr.ac.cr/index.php/es/produccion-academica/19-joomla?start=20",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "cr-ucr-filosofia-tfg-2026-11-28",
      "Universidad de Costa Rica, Revista de Filosofía",
      "TFG de grado y posgrado en filosofía defendidos en la Universidad de Costa Rica (1944-2024) (vol. LXIV, núm. 169, 2025)",
      "https://revistas.ucr.ac.cr/index.php/filosofia/article/download/64144/64307?inline=1",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "cr-ucr-artes-musicales-2017-2026-11-28",
      "Universidad de Costa Rica",
      "La Escuela de Artes Musicales es el boleto dorado para el talento centroamericano",
      "https://ucr.ac.cr/noticias/2017/9/01/la-escuela-de-artes-musicales-es-el-boleto-dorado-para-el-talento-centroamericano.html",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "cr-ucr-nutricion-historia-2026-11-28",
      "Universidad de Costa Rica, Escuela de Nutrición",
      "Historia (la carrera de Nutrición, abierta en 1980)",
      "https://nutricion.ucr.ac.cr/informacion/resena-historica/",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "cr-ucr-administracion-publica-sinaes-2026-11-28",
      "Universidad de Costa Rica",
      "Sinaes entregó certificado por seis años más (reacreditación del Bachillerato y Licenciatura en Administración Pública)",
      "https://ucr.ac.cr/noticias/2012/9/07/sinaes-entrego-certificado-por-seis-anos-mas.html",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "cr-icap-programa-academico-2026-11-28",
      "Instituto Centroamericano de Administración Pública",
      "Programa Académico-Curso, p. 7 (programas de doctorado, maestría y especialidad en temas como administración pública y gerencia de la salud)",
      "https://campusvirtual.icap.ac.cr/pluginfile.php/182104/mod_resource/content/1/files/basic-html/page7.html",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "cr-icap-65-maestria-map-2026-11-28",
      "Instituto Centroamericano de Administración Pública",
      "Un legado regional para un futuro global, ICAP 1954-2019, p. 75 (Programa de Maestría en Administración Pública, iniciado en 1980)",
      "https://icap.ac.cr/publicaciones/ICAP-65/75",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "cr-tec-ceab-reacreditacion-2026-11-28",
      "Instituto Tecnológico de Costa Rica (Hoy en el TEC)",
      "Cinco ingenierías del TEC reacreditadas por el CEAB hasta 2022 (entre ellas Ingeniería en Producción Industrial)",
      "https://tec.ac.cr/hoyeneltec/print/1513",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "cr-ucr-estadistica-45-anos-2026-11-28",
      "Universidad de Costa Rica",
      "Celebran 45 años de la Escuela de Estadística (maestría académica aprobada en 1991)",
      "https://ucr.ac.cr/noticias/2015/12/07/celebran-45-anos-de-la-escuela-de-estadistica.html",
      VERIFIED_S27B_ON,
    ),
  ],
  reread: [
    {
      institution: "cr-ucr",
      career: "political-science",
      level: "bachelor",
      source: "cr-ucr-ciencias-politicas-tiempos-2026-11-28",
      set: { duration: "4 años" },
    },
    { institution: "cr-ucr", career: "philosophy", level: "bachelor", source: "cr-ucr-filosofia-tfg-2026-11-28" },
    { institution: "cr-ucr", career: "music", level: "bachelor", source: "cr-ucr-artes-musicales-2017-2026-11-28" },
    { institution: "cr-ucr", career: "nutrition", level: "bachelor", source: "cr-ucr-nutricion-historia-2026-11-28" },
    {
      institution: "cr-ucr",
      career: "public-administration",
      level: "bachelor",
      source: "cr-ucr-administracion-publica-sinaes-2026-11-28",
    },
    {
      institution: "cr-icap",
      career: "health-services-administration",
      level: "graduate",
      source: "cr-icap-programa-academico-2026-11-28",
    },
    {
      institution: "cr-icap",
      career: "public-administration",
      level: "graduate",
      source: "cr-icap-65-maestria-map-2026-11-28",
    },
    {
      institution: "cr-tec",
      career: "industrial-engineering",
      level: "bachelor",
      source: "cr-tec-ceab-reacreditacion-2026-11-28",
    },
    { institution: "cr-ucr", career: "statistics", level: "graduate", source: "cr-ucr-estadistica-45-anos-2026-11-28" },
  ],
  withdrawn: [],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "CR",
  sources: [
    site(
      "cr-ucr-site",
      "Universidad de Costa Rica",
      "Oferta académica de grado y Sistema de Estudios de Posgrado",
      "https://www.ucr.ac.cr",
    ),
    site(
      "cr-tec-site",
      "Instituto Tecnológico de Costa Rica",
      "Carreras de grado y programas de posgrado",
      "https://www.tec.ac.cr",
    ),
    site("cr-una-site", "Universidad Nacional", "Oferta académica de grado y posgrado", "https://www.una.ac.cr"),
    site(
      "cr-uned-site",
      "Universidad Estatal a Distancia",
      "Oferta académica de grado y posgrado",
      "https://www.uned.ac.cr",
    ),
    site(
      "cr-utn-site",
      "Universidad Técnica Nacional",
      "Carreras de diplomado y bachillerato",
      "https://www.utn.ac.cr",
    ),
    site(
      "cr-ulacit-site",
      "Universidad Latinoamericana de Ciencia y Tecnología (ULACIT)",
      "Carreras de grado y posgrado",
      "https://www.ulacit.ac.cr",
    ),
    site("cr-ulatina-site", "Universidad Latina de Costa Rica", "Carreras de grado", "https://www.ulatina.ac.cr"),
    site("cr-fidelitas-site", "Universidad Fidélitas", "Carreras de grado", "https://www.ufidelitas.ac.cr"),
    site("cr-veritas-site", "Universidad Veritas", "Carreras de grado", "https://www.veritas.cr"),
    site("cr-cenfotec-site", "Universidad CENFOTEC", "Carreras de grado", "https://www.ucenfotec.ac.cr"),
    site("cr-ucimed-site", "Universidad de Ciencias Médicas (UCIMED)", "Carreras de grado", "https://www.ucimed.com"),
    site("cr-earth-site", "Universidad EARTH", "Licenciatura en Ciencias Agrícolas", "https://www.earth.ac.cr"),
    site("cr-incae-site", "INCAE Business School", "Master programs", "https://www.incae.edu"),
    site(
      "cr-ina-site",
      "Instituto Nacional de Aprendizaje (INA)",
      "Programas de formación técnica",
      "https://www.ina.ac.cr",
    ),
    {
      id: "cr-ucr-grado-2026",
      publisher: "Universidad de Costa Rica",
      title: "Carreras de grado",
      url: "https://www.ucr.ac.cr",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "cr-una-2026",
      publisher: "Universidad Nacional",
      title: "Oferta académica de grado y posgrado",
      url: "https://www.una.ac.cr",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "cr-icap-site",
      publisher: "Instituto Centroamericano de Administración Pública (ICAP)",
      title: "Programas de posgrado",
      url: "https://icap.ac.cr",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "cr-ubl-site",
      publisher: "Universidad Bíblica Latinoamericana",
      title: "Oferta académica",
      url: "https://www.ubl.ac.cr",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "cr-cuc-site",
      publisher: "Colegio Universitario de Cartago",
      title: "Carreras de diplomado",
      url: "https://www.cuc.ac.cr",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "cr-utn-2026",
      publisher: "Universidad Técnica Nacional",
      title: "Carreras de diplomado",
      url: "https://www.utn.ac.cr",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    inst("cr-ucr", "Universidad de Costa Rica", "San José", "public", "https://www.ucr.ac.cr", "cr-ucr-site"),
    inst("cr-tec", "Instituto Tecnológico de Costa Rica", "Cartago", "public", "https://www.tec.ac.cr", "cr-tec-site"),
    inst("cr-una", "Universidad Nacional", "Heredia", "public", "https://www.una.ac.cr", "cr-una-site"),
    inst("cr-uned", "Universidad Estatal a Distancia", "San José", "public", "https://www.uned.ac.cr", "cr-uned-site"),
    inst("cr-utn", "Universidad Técnica Nacional", "Alajuela", "public", "https://www.utn.ac.cr", "cr-utn-site"),
    inst(
      "cr-ulacit",
      "Universidad Latinoamericana de Ciencia y Tecnología (ULACIT)",
      "San José",
      "private",
      "https://www.ulacit.ac.cr",
      "cr-ulacit-site",
    ),
    inst(
      "cr-ulatina",
      "Universidad Latina de Costa Rica",
      "San José",
      "private",
      "https://www.ulatina.ac.cr",
      "cr-ulatina-site",
    ),
    inst(
      "cr-fidelitas",
      "Universidad Fidélitas",
      "San José",
      "private",
      "https://www.ufidelitas.ac.cr",
      "cr-fidelitas-site",
    ),
    inst("cr-veritas", "Universidad Veritas", "San José", "private", "https://www.veritas.cr", "cr-veritas-site"),
    inst(
      "cr-cenfotec",
      "Universidad CENFOTEC",
      "San José",
      "private",
      "https://www.ucenfotec.ac.cr",
      "cr-cenfotec-site",
    ),
    inst(
      "cr-ucimed",
      "Universidad de Ciencias Médicas (UCIMED)",
      "San José",
      "private",
      "https://www.ucimed.com",
      "cr-ucimed-site",
    ),
    inst("cr-earth", "Universidad EARTH", "Guácimo", "private", "https://www.earth.ac.cr", "cr-earth-site"),
    inst("cr-incae", "INCAE Business School", "Alajuela", "private", "https://www.incae.edu", "cr-incae-site"),
    inst(
      "cr-ina",
      "Instituto Nacional de Aprendizaje (INA)",
      "San José",
      "public",
      "https://www.ina.ac.cr",
      "cr-ina-site",
    ),
    {
      id: "cr-icap",
      country: "CR",
      name: "Instituto Centroamericano de Administración Pública (ICAP)",
      city: "San José",
      kind: "public",
      website: "https://icap.ac.cr",
      source: "cr-icap-site",
    },
    {
      id: "cr-ubl",
      country: "CR",
      name: "Universidad Bíblica Latinoamericana",
      city: "San José",
      kind: "private",
      website: "https://www.ubl.ac.cr",
      source: "cr-ubl-site",
    },
    {
      id: "cr-cuc",
      country: "CR",
      name: "Colegio Universitario de Cartago",
      city: "Cartago",
      kind: "public",
      website: "https://www.cuc.ac.cr",
      source: "cr-cuc-site",
    },
  ],
  programs: [
    ...offered("cr-ucr", "bachelor", "cr-ucr-site", [
      ["medicine", "Licenciatura en Medicina y Cirugía"],
      ["nursing", "Licenciatura en Enfermería"],
      ["dentistry", "Licenciatura en Odontología"],
      ["pharmacy", "Licenciatura en Farmacia"],
      ["clinical-laboratory-science", "Licenciatura en Microbiología y Química Clínica"],
      ["nutrition", "Bachillerato en Nutrición"],
      ["psychology", "Bachillerato en Psicología"],
      ["law", "Licenciatura en Derecho"],
      ["economics", "Bachillerato en Economía"],
      ["business-administration", "Bachillerato en Dirección de Empresas"],
      ["accounting", "Bachillerato en Contaduría Pública"],
      ["public-administration", "Bachillerato en Administración Pública"],
      ["political-science", "Bachillerato en Ciencias Políticas"],
      ["sociology", "Bachillerato en Sociología"],
      ["anthropology", "Bachillerato en Antropología"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["history", "Bachillerato en Historia"],
      ["philosophy", "Bachillerato en Filosofía"],
      ["literature", "Bachillerato en Filología Española"],
      ["modern-languages", "Bachillerato en Inglés"],
      ["library-science", "Bachillerato en Bibliotecología y Ciencias de la Información"],
      ["communication-studies", "Bachillerato en Ciencias de la Comunicación Colectiva"],
      ["journalism", "Bachillerato en Ciencias de la Comunicación Colectiva con énfasis en Periodismo"],
      ["advertising", "Bachillerato en Ciencias de la Comunicación Colectiva con énfasis en Publicidad"],
      ["public-relations", "Bachillerato en Ciencias de la Comunicación Colectiva con énfasis en Relaciones Públicas"],
      ["music", "Bachillerato en Música"],
      ["music-education", "Bachillerato en la Enseñanza de la Música"],
      ["fine-arts", "Bachillerato en Artes Plásticas"],
      ["graphic-design", "Bachillerato en Artes Plásticas con énfasis en Diseño Gráfico"],
      ["theatre", "Bachillerato en Artes Dramáticas"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["civil-engineering", "Licenciatura en Ingeniería Civil"],
      ["mechanical-engineering", "Licenciatura en Ingeniería Mecánica"],
      ["electrical-engineering", "Licenciatura en Ingeniería Eléctrica"],
      ["chemical-engineering", "Licenciatura en Ingeniería Química"],
      ["industrial-engineering", "Licenciatura en Ingeniería Industrial"],
      ["computer-science", "Bachillerato en Computación e Informática"],
      ["agronomy", "Bachillerato en Agronomía"],
      ["food-engineering", "Licenciatura en Ingeniería de Alimentos"],
      ["animal-science", "Bachillerato en Ingeniería Agronómica con énfasis en Zootecnia"],
      ["agricultural-engineering", "Bachillerato en Ingeniería Agrícola y de Biosistemas"],
      ["biology", "Bachillerato en Biología"],
      ["chemistry", "Bachillerato en Química"],
      ["physics", "Bachillerato en Física"],
      ["mathematics", "Bachillerato en Matemática"],
      ["statistics", "Bachillerato en Estadística"],
      ["actuarial-science", "Bachillerato en Ciencias Actuariales"],
      ["geology", "Bachillerato en Geología"],
      ["early-childhood-education", "Bachillerato en Educación Preescolar"],
      ["primary-education", "Bachillerato en Educación Primaria"],
      ["special-education", "Bachillerato en Educación Especial"],
      ["counselling", "Bachillerato en Ciencias de la Educación con énfasis en Orientación"],
      ["sports-science", "Bachillerato en Ciencias del Movimiento Humano"],
      ["english-teaching", "Bachillerato en la Enseñanza del Inglés"],
      ["mathematics-teaching", "Bachillerato en la Enseñanza de la Matemática"],
      ["tourism", "Bachillerato en Turismo Ecológico"],
    ]),
    ...offered("cr-ucr", "graduate", "cr-ucr-site", [
      ["public-administration", "Maestría Profesional en Administración Pública"],
      ["business-administration", "Maestría Profesional en Administración y Dirección de Empresas"],
      ["social-work", "Maestría Profesional en Trabajo Social"],
      ["statistics", "Maestría Académica en Estadística"],
      ["economics", "Maestría Académica en Economía"],
      ["political-science", "Maestría Académica en Ciencias Políticas"],
      ["communication-studies", "Maestría Académica en Comunicación"],
      ["information-systems", "Maestría en Computación e Informática"],
      ["industrial-engineering", "Maestría Profesional en Ingeniería Industrial"],
    ]),
    ...offered("cr-tec", "bachelor", "cr-tec-site", [
      ["construction-engineering", "Ingeniería en Construcción"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["mechatronics-engineering", "Ingeniería Mecatrónica"],
      ["industrial-engineering", "Ingeniería en Producción Industrial"],
      ["computer-science", "Ingeniería en Computación"],
      ["information-systems", "Administración de Tecnología de Información"],
      ["business-administration", "Administración de Empresas"],
      ["forestry-engineering", "Ingeniería Forestal"],
      ["agronomy", "Ingeniería en Agronomía"],
      ["biotechnology", "Ingeniería en Biotecnología"],
      ["industrial-design", "Ingeniería en Diseño Industrial"],
      ["architecture", "Arquitectura y Urbanismo"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["agricultural-engineering", "Ingeniería Agrícola"],
      ["mathematics-teaching", "Enseñanza de la Matemática con Entornos Tecnológicos"],
      ["tourism", "Gestión del Turismo Rural Sostenible"],
    ]),
    ...offered("cr-tec", "graduate", "cr-tec-site", [
      ["business-administration", "Maestría en Administración de Empresas"],
      ["information-systems", "Maestría en Computación"],
    ]),
    ...offered("cr-una", "bachelor", "cr-una-site", [
      ["biology", "Bachillerato en Biología"],
      ["marine-biology", "Bachillerato en Biología Marina"],
      ["chemistry", "Bachillerato en Química Industrial"],
      ["mathematics", "Bachillerato en Matemática"],
      ["physics", "Bachillerato en Física"],
      ["veterinary-medicine", "Licenciatura en Medicina Veterinaria"],
      ["agronomy", "Bachillerato en Ingeniería en Agronomía"],
      ["economics", "Bachillerato en Economía"],
      ["business-administration", "Bachillerato en Administración"],
      ["international-relations", "Bachillerato en Relaciones Internacionales"],
      ["sociology", "Bachillerato en Sociología"],
      ["history", "Bachillerato en Historia"],
      ["philosophy", "Bachillerato en Filosofía"],
      ["theology", "Bachillerato en Ciencias Teológicas"],
      ["library-science", "Bachillerato en Bibliotecología, Documentación e Información"],
      ["music", "Bachillerato en Música"],
      ["dance", "Bachillerato en Danza"],
      ["theatre", "Bachillerato en Arte Escénico"],
      ["fine-arts", "Bachillerato en Arte y Comunicación Visual"],
      ["information-systems", "Bachillerato en Ingeniería en Sistemas de Información"],
      ["environmental-science", "Bachillerato en Ingeniería en Gestión Ambiental"],
      ["english-teaching", "Bachillerato en la Enseñanza del Inglés"],
      ["mathematics-teaching", "Bachillerato en la Enseñanza de la Matemática"],
      ["special-education", "Bachillerato en Educación Especial"],
      ["counselling", "Bachillerato en Orientación"],
      ["early-childhood-education", "Bachillerato en Pedagogía con énfasis en Educación Preescolar"],
      ["primary-education", "Bachillerato en Pedagogía con énfasis en I y II Ciclos de la Educación General Básica"],
      ["sports-science", "Bachillerato en Ciencias del Movimiento Humano"],
    ]),
    ...offered("cr-uned", "bachelor", "cr-uned-site", [
      ["business-administration", "Bachillerato en Administración de Empresas"],
      ["accounting", "Bachillerato en Administración de Empresas con énfasis en Contaduría"],
      ["marketing", "Bachillerato en Administración de Empresas con énfasis en Mercadeo"],
      ["human-resources", "Bachillerato en Administración de Empresas con énfasis en Recursos Humanos"],
      ["finance", "Bachillerato en Administración de Empresas con énfasis en Banca y Finanzas"],
      ["early-childhood-education", "Bachillerato en Educación Preescolar"],
      ["primary-education", "Bachillerato en Educación General Básica I y II Ciclos"],
      ["english-teaching", "Bachillerato en la Enseñanza del Inglés para I y II Ciclos"],
      ["special-education", "Bachillerato en Educación Especial"],
      ["agronomy", "Bachillerato en Ingeniería Agronómica"],
      ["information-systems", "Bachillerato en Ingeniería Informática"],
      ["health-services-administration", "Bachillerato en Administración de Servicios de Salud"],
      ["library-science", "Bachillerato en Bibliotecología y Nuevas Tecnologías de la Información"],
      ["mathematics-teaching", "Bachillerato en la Enseñanza de la Matemática"],
    ]),
    ...offered("cr-utn", "technical", "cr-utn-site", [
      ["programming-technician", "Diplomado en Tecnologías de Información"],
      ["electronics-technician", "Diplomado en Electrónica"],
      ["accounting-technician", "Diplomado en Contabilidad y Finanzas"],
      ["executive-assistant", "Diplomado en Asistencia Administrativa"],
      ["foreign-trade-customs", "Diplomado en Administración Aduanera"],
    ]),
    ...offered("cr-utn", "bachelor", "cr-utn-site", [
      ["software-engineering", "Bachillerato en Ingeniería del Software"],
      ["electronic-engineering", "Bachillerato en Ingeniería Electrónica"],
      ["accounting", "Bachillerato en Contabilidad y Finanzas"],
    ]),
    ...offered("cr-ulacit", "bachelor", "cr-ulacit-site", [
      ["psychology", "Bachillerato en Psicología"],
      ["dentistry", "Licenciatura en Odontología"],
      ["law", "Licenciatura en Derecho"],
      ["international-relations", "Bachillerato en Relaciones Internacionales"],
      ["business-administration", "Bachillerato en Administración de Negocios"],
      ["industrial-engineering", "Bachillerato en Ingeniería Industrial"],
      ["architecture", "Licenciatura en Arquitectura"],
      ["english-teaching", "Bachillerato en Enseñanza del Inglés"],
    ]),
    ...offered("cr-ulacit", "graduate", "cr-ulacit-site", [
      ["business-administration", "Maestría en Administración de Negocios (MBA)"],
    ]),
    ...offered("cr-ulatina", "bachelor", "cr-ulatina-site", [
      ["medicine", "Licenciatura en Medicina y Cirugía"],
      ["nursing", "Licenciatura en Enfermería"],
      ["psychology", "Bachillerato en Psicología"],
      ["law", "Licenciatura en Derecho"],
      ["business-administration", "Bachillerato en Administración de Negocios"],
      ["industrial-engineering", "Bachillerato en Ingeniería Industrial"],
      ["civil-engineering", "Licenciatura en Ingeniería Civil"],
      ["architecture", "Licenciatura en Arquitectura"],
    ]),
    ...offered("cr-fidelitas", "bachelor", "cr-fidelitas-site", [
      ["information-systems", "Bachillerato en Ingeniería en Sistemas de Computación"],
      ["industrial-engineering", "Bachillerato en Ingeniería Industrial"],
      ["civil-engineering", "Licenciatura en Ingeniería Civil"],
      ["electrical-engineering", "Bachillerato en Ingeniería Eléctrica"],
      ["electromechanical-engineering", "Bachillerato en Ingeniería Electromecánica"],
      ["business-administration", "Bachillerato en Administración de Negocios"],
      ["accounting", "Bachillerato en Contaduría Pública"],
    ]),
    ...offered("cr-veritas", "bachelor", "cr-veritas-site", [
      ["architecture", "Licenciatura en Arquitectura"],
      ["advertising", "Bachillerato en Diseño Publicitario"],
      ["animation", "Bachillerato en Animación Digital"],
      ["film", "Bachillerato en Cine y Televisión"],
      ["interior-design", "Bachillerato en Diseño de Interiores"],
      ["industrial-design", "Bachillerato en Ingeniería en Diseño Industrial"],
    ]),
    ...offered("cr-cenfotec", "bachelor", "cr-cenfotec-site", [
      ["software-engineering", "Bachillerato en Ingeniería del Software"],
      ["cybersecurity", "Bachillerato en Ingeniería en Ciberseguridad"],
    ]),
    ...offered("cr-ucimed", "bachelor", "cr-ucimed-site", [
      ["medicine", "Licenciatura en Medicina y Cirugía"],
      ["pharmacy", "Licenciatura en Farmacia"],
      ["nutrition", "Licenciatura en Nutrición"],
      ["physical-therapy", "Licenciatura en Terapia Física"],
    ]),
    ...offered("cr-earth", "bachelor", "cr-earth-site", [
      ["agronomy", "Licenciatura en Ciencias Agrícolas", { duration: "4 años" }],
    ]),
    ...offered("cr-incae", "graduate", "cr-incae-site", [
      ["business-administration", "Master in Business Administration (MBA)"],
    ]),
    ...offered("cr-ina", "technical", "cr-ina-site", [
      ["automotive-mechanics", "Mecánica de Vehículos Livianos"],
      ["electrical-technician", "Electricista"],
      ["refrigeration-air-conditioning", "Refrigeración y Climatización"],
      ["welding-technology", "Soldadura"],
      ["culinary-arts", "Cocina Hotelera"],
      ["baking-pastry", "Panadería y Pastelería"],
      ["cosmetology", "Cosmetología"],
    ]),
    ...offered("cr-ucr", "bachelor", "cr-ucr-grado-2026", [
      ["physical-education", "Bachillerato en Ciencias del Movimiento Humano"],
    ]),
    ...offered("cr-una", "bachelor", "cr-una-2026", [
      ["physical-education", "Bachillerato en Ciencias del Movimiento Humano"],
    ]),
    ...offered("cr-una", "graduate", "cr-una-2026", [["economics", "Maestría en Política Económica"]]),
    ...offered("cr-icap", "graduate", "cr-icap-site", [
      ["public-administration", "Maestría en Administración Pública"],
      ["health-services-administration", "Maestría en Gerencia de la Salud"],
    ]),
    ...offered("cr-ubl", "bachelor", "cr-ubl-site", [["theology", "Bachillerato en Ciencias Teológicas"]]),
    ...offered("cr-cuc", "technical", "cr-cuc-site", [
      ["electronics-technician", "Diplomado en Electrónica", { duration: "2 años" }],
      ["programming-technician", "Diplomado en Tecnologías de Información", { duration: "2 años" }],
      ["executive-assistant", "Diplomado en Secretariado Ejecutivo", { duration: "2 años" }],
    ]),
    ...offered("cr-utn", "technical", "cr-utn-2026", [
      ["industrial-maintenance", "Diplomado en Mantenimiento Industrial", { duration: "2 años" }],
    ]),
  ],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  unaMusica: s28(
    "cr-una-escuela-musica-surcos",
    "Surcos Digital",
    "Tres décadas formando a los músicos del mañana (el Programa Preuniversitario de la Escuela de Música de la Universidad Nacional; sus docentes, estudiantes avanzados o recién graduados de las carreras de Educación Musical o de Instrumento)",
    "https://surcosdigital.com/tres-decadas-formando-a-los-musicos-del-manana/",
  ),
  tecAgronomia: s28(
    "cr-tec-agronomia-csuca",
    "Instituto Tecnológico de Costa Rica (note republished on Red Comunica, CSUCA)",
    "Residencias potencian motivación y aprovechamiento de recursos en estudiantes (un estudiante de Ingeniería en Agronomía residente en el Campus San Carlos)",
    "https://redcomunica.csuca.org/index.php/instituto-tecnologico-de-costa-rica/residencias-potencian-motivacion-y-aprovechamiento-de-recursos-en-estudiantes",
  ),
  unaMslc: s28(
    "cr-una-mslc-kerwa",
    "Ileana Saborío Pérez and Nandayure Valenzuela Arce, Revista de Lenguas Modernas (Universidad de Costa Rica), 2009, recorded in the UCR's repository Kerwa",
    "A Proposal for the Implementation of an English for Specific Purposes Specialization in a Master's Degree Program in Second Languages and Cultures with Emphasis in English as a Foreign Language (the Universidad Nacional's MSLC programme)",
    "https://www.kerwa.ucr.ac.cr/items/1f8a1db2-35b7-49e4-b539-a652e29531e3",
  ),
  inaLimon: s28(
    "cr-ina-limon-presidencia",
    "Presidencia de la República de Costa Rica",
    "Centro de formación del INA de Limón mejora su infraestructura y equipamiento (agosto de 2021; ampliación del taller de soldadura del Centro Polivalente, formación en metalmecánica)",
    "https://presidencia.gobiernocarlosalvarado.cr/comunicados/2021/08/centro-de-formacion-del-ina-de-limon-mejora-su-infraestructura-y-equipamiento",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): more of the most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    { institution: "cr-una", career: "music-education", level: "bachelor", source: S28.unaMusica.id },
    { institution: "cr-una", career: "music", level: "bachelor", source: S28.unaMusica.id },
    {
      institution: "cr-tec",
      career: "agronomy",
      level: "bachelor",
      source: S28.tecAgronomia.id,
      set: { city: "Santa Clara, San Carlos" },
    },
    { institution: "cr-una", career: "english-teaching", level: "graduate", source: S28.unaMslc.id },
    { institution: "cr-ina", career: "welding-technology", level: "technical", source: S28.inaLimon.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28B = {
  ulacitIndustrial: s28b(
    "cr-ulacit-semiconductores-larepublica",
    "La República (Costa Rica)",
    "Costa Rica busca liderar en semiconductores pero se requiere estrategia conjunta gobierno-universidades: Marianela Núñez, rectora ULACIT (22 de febrero de 2024; «Contamos con un bachillerato en ingeniería en circuitos y sistemas electrónicos, ingeniería industrial, ingeniería informática»)",
    "https://larepublica.net/noticia/costa-rica-busca-liderar-en-semiconductores-pero-se-requiere-estrategia-conjunta-gobierno-universidades-marianela-nunez-rectora-ulacit",
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
    { institution: "cr-ulacit", career: "industrial-engineering", level: "bachelor", source: S28B.ulacitIndustrial.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30` pass (its id ends in `-s30`). */
const s30 = taggedPages("s30", "2026-11-28");

/** The pages the session-30 pass read, one per row or set of rows it bears out (see the header). */
const S30 = {
  ucrIngenierias: s30(
    "cr-ucr-ingenierias-acreditadas-2019",
    "Universidad de Costa Rica, Rectoría",
    "Inversión en equipamiento potencia calidad de docencia e investigación en el área de Ingeniería (17 de julio de 2019; la Facultad de Ingeniería, con las licenciaturas en Arquitectura y en Computación e Informática, y «las ingenierías Industrial, Química, Civil, Eléctrica y Mecánica, que cuentan con triple acreditación por SINAES, AAPIA y equivalencia sustancial por la Comisión Canadiense de Acreditación en Ingeniería»)",
    "https://rectoria.ucr.ac.cr/site/noticias/noticias-2019/inversion-en-equipamiento-potencia-calidad-de-docencia-e-investigacion-en-el-area-de-ingenieria",
  ),
  ucrAcreditadas2022: s30(
    "cr-ucr-carreras-acreditadas-2022",
    "Universidad de Costa Rica, Noticias UCR",
    "Aumenta la cantidad de carreras acreditadas de la Universidad de Costa Rica (30 de mayo de 2022; reacreditadas la Licenciatura en Ingeniería de Alimentos, entre otras; «Las carreras de Informática Empresarial y Psicología optaron por acreditarse con el SINAES pero por conglomerados»)",
    "https://ucr.ac.cr/noticias/2022/5/30/aumenta-la-cantidad-de-carreras-acreditadas-de-la-universidad-de-costa-rica.html",
  ),
  ucrFarmacia2023: s30(
    "cr-ucr-farmacia-cuarta-acreditacion-2023",
    "Universidad de Costa Rica, Noticias UCR",
    "Con su cuarta acreditación, profesionales de Farmacia de la UCR reafirman su excelencia (14 de junio de 2023; «la carrera de licenciatura en Farmacia que imparte la UCR»)",
    "https://ucr.ac.cr/noticias/2023/6/14/con-su-cuarta-acreditacion-profesionales-de-farmacia-de-la-ucr-reafirman-su-excelencia/imprimir.html?empotrar=true",
  ),
  ucrPosgradoCienciasPoliticas: s30(
    "cr-ucr-posgrado-ciencias-politicas-candidatura",
    "Universidad de Costa Rica, Sistema de Estudios de Posgrado",
    "Programa de Posgrado en Ciencias Políticas: Examen de Candidatura (requisitos para defender el examen de candidatura; curso SP-1514 Investigación de Tesis; Reglamento del Programa de Posgrado en Ciencias Políticas)",
    "https://www.joomla4.sep.ucr.ac.cr/posgrado-ciencias-politicas-trabajo-final-graduacion/examen-candidatura",
  ),
  braulioComercioExterior: s30(
    "cr-ubc-maestria-comercio-exterior-github",
    "Universidad Braulio Carrillo (copy of its website's source in the GitHub repository ajcg1995/UniversidadBraulioCarrillo)",
    "Maestría en Comercio Exterior (página de la carrera: «La Maestría en Comercio Exterior de la Universidad Braulio Carrillo», modalidad ejecutiva, evaluación al final del cuatrimestre, módulos de 120.000 colones)",
    "https://github.com/ajcg1995/UniversidadBraulioCarrillo/blob/f7b794bc6d6f124d49f670552f63f7dd76b0b713/maestria-comercio-exterior.php",
  ),
};

/**
 * Session 30's pass (2026-11-28): rows written without reading their page, re-pointed to a stored page that names the
 * program at the institution and level, and one graduate row for an open cell (see the header). No row was withdrawn.
 */
const VERIFIED_S30: CatalogPass = {
  sources: Object.values(S30),
  institutions: [
    inst("cr-ubc", "Universidad Braulio Carrillo", "San José", "private", undefined, S30.braulioComercioExterior.id),
  ],
  programs: [
    ...offered("cr-ubc", "graduate", S30.braulioComercioExterior.id, [
      ["international-business", "Maestría en Comercio Exterior"],
    ]),
  ],
  reread: [
    { institution: "cr-ucr", career: "civil-engineering", level: "bachelor", source: S30.ucrIngenierias.id },
    { institution: "cr-ucr", career: "industrial-engineering", level: "bachelor", source: S30.ucrIngenierias.id },
    { institution: "cr-ucr", career: "mechanical-engineering", level: "bachelor", source: S30.ucrIngenierias.id },
    { institution: "cr-ucr", career: "electrical-engineering", level: "bachelor", source: S30.ucrIngenierias.id },
    { institution: "cr-ucr", career: "chemical-engineering", level: "bachelor", source: S30.ucrIngenierias.id },
    { institution: "cr-ucr", career: "architecture", level: "bachelor", source: S30.ucrIngenierias.id },
    { institution: "cr-ucr", career: "psychology", level: "bachelor", source: S30.ucrAcreditadas2022.id },
    { institution: "cr-ucr", career: "food-engineering", level: "bachelor", source: S30.ucrAcreditadas2022.id },
    { institution: "cr-ucr", career: "pharmacy", level: "bachelor", source: S30.ucrFarmacia2023.id },
    {
      institution: "cr-ucr",
      career: "political-science",
      level: "graduate",
      source: S30.ucrPosgradoCienciasPoliticas.id,
    },
  ],
  withdrawn: [],
};

/** A page read by the second session-30 pass (`VERIFIED_S30B`; its id ends in `-s30b`). */
const s30b = taggedPages("s30b", "2026-11-28");

/** The student guide to Costa Rica's colegios universitarios this pass read (GitHub repository cranfort/Nivel5), by page. */
const NIVEL5 = "https://github.com/cranfort/Nivel5/blob/9e922d78626003af8f4bbdbe6cd629acfd39116a/unis";

/** The pages the second session-30 pass read, one per row it bears out (see the header). */
const S30B = {
  nivel5Cuc: s30b(
    "cr-cuc-encuentra-tu-carrera-github",
    "Encuentra Tu Carrera CR, a student guide to the parauniversitarias (GitHub repository cranfort/Nivel5, 2023)",
    "Colegio Universitario de Cartago: Programas Académicos (Contabilidad y Finanzas, Dirección y Administración de Empresas, Electrónica — «Afiliada a SINAES, Carrera Acreditada, y Carrera Financiable por CONAPE» —, Turismo, Mecánica Dental, Programación de Sistemas, Secretariado Ejecutivo, Tecnologías de Información, Investigación Criminal, among others; site link https://www.cuc.ac.cr/carreras-universitarias/)",
    `${NIVEL5}/CUC.php`,
  ),
  nivel5Tecnosalud: s30b(
    "cr-tecnosalud-encuentra-tu-carrera-github",
    "Encuentra Tu Carrera CR, a student guide to the parauniversitarias (GitHub repository cranfort/Nivel5, 2023)",
    "Colegio Universitario Tecnosalud (Tibás, San José): Programas Académicos (Asistencia Veterinaria, Asistente en Laboratorio Químico Clínico, Electrocardiografía y Prácticas Cardiológicas, Ortopedia, Oftalmología; «Carrera Financiable por CONAPE»; site link https://tecnosalud.ac.cr/cutec/)",
    `${NIVEL5}/CUT.php`,
  ),
};

/**
 * Session 30's second pass (2026-11-28): the CUC's electronics diplomado re-read on a student guide to the colegios
 * universitarios, and a veterinary assistant programme added from the same guide (see the header). No row was withdrawn.
 */
const VERIFIED_S30B: CatalogPass = {
  sources: Object.values(S30B),
  institutions: [
    inst(
      "cr-tecnosalud",
      "Colegio Universitario Tecnosalud",
      "Tibás",
      "private",
      "https://tecnosalud.ac.cr/cutec/",
      S30B.nivel5Tecnosalud.id,
    ),
  ],
  programs: [
    ...offered("cr-tecnosalud", "technical", S30B.nivel5Tecnosalud.id, [
      ["veterinary-technician", "Asistencia Veterinaria"],
    ]),
  ],
  reread: [
    {
      institution: "cr-cuc",
      career: "electronics-technician",
      level: "technical",
      source: S30B.nivel5Cuc.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

export const CATALOG_CR: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28B,
  ADDED_S24,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S27B,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S30,
  VERIFIED_S30B,
);
