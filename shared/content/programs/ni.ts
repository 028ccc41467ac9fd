/**
 * Where to study in NI: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 * Public universities belong to the Consejo Nacional de Universidades (CNU); technical training is the
 * Tecnológico Nacional's (INATEC). Several private universities were closed or taken over since 2022;
 * only institutions still operating under their own name are listed.
 * Rows dated 2026-11-26 were written from knowledge of the institutions' published programs; the
 * pages were not re-read online (this machine has no internet access). Check them before relying on them.
 * Rows dated 2026-11-27 (UNAN-León's Licenciatura en Matemática; then UNAN-Managua's nutrition, physical
 * education and music education) were likewise written from knowledge of
 * the institutions' published programs, without re-reading the pages online; check them before relying on
 * them.
 * Rows to check first: the exact title of UNAN-Managua's physical education degree (Licenciatura en Educación
 * Física y Deportes), and whether its Licenciatura en Educación Musical (created in 2000) still admits students.
 * Rows added later on 2026-11-27 (UNAN-Managua's Maestría en Administración en Salud, taught by its Centro de
 * Investigaciones y Estudios de la Salud, CIES; UAM's Licenciatura en Nutrición; INATEC's computing technician
 * career) were likewise written from knowledge of the institutions' published programs, without re-reading the
 * pages online (this machine has no internet access). Rows to check first among them: that UAM's Licenciatura en
 * Nutrición still admits students, and the exact title of INATEC's computing career (Técnico General en
 * Computación) and that its plan covers computer assembly, maintenance and small networks.
 * The row dated 2026-11-28 (UNAN-León's Maestría en Salud Pública, listed under health services administration as
 * other countries' public-health master's are) was written from knowledge of the university's published
 * postgraduate programs, without re-reading its pages online (this machine has no internet access; no stored copy of
 * the programme's page was found with the search tools). Check it first: that UNAN-León's Facultad de Ciencias
 * Médicas still opens cohorts of its Maestría en Salud Pública, and under that exact title.
 * The other row dated 2026-11-28 (INATEC's accounting career) rests on a stored copy of a public page found with the
 * search tools: a 2025 report naming Computación, Contabilidad and Administración among the careers of INATEC's Centro
 * Tecnológico Monseñor Benedicto Herrera Montenegro in Matagalpa
 * (https://www.el19digital.com.ni/articulos/ver/158683-educacion-tecnica-en-nicaragua-continua-abriendo-oportunidades-y-transformando-vidas).
 * Check first its exact title (written here as the page names it, "Contabilidad").
 * The `ADDED_28B` rows (a second pass on 2026-11-28, all for INATEC, each resting on a stored copy of a public news page
 * found with the search tools; INATEC's own course catalogue was not re-read, this machine has no internet access):
 * Marketing Digital, named as a student's career at the Centro Tecnológico Ariel Darce in INATEC's report on the start of
 * the 2026 academic cycle; Técnico Especialista en Banca y Finanzas and Asistente Ejecutivo, named as careers of graduates
 * of the Centro Tecnológico de Masaya in INATEC's report of July 2025; and Técnico en Topografía, announced by the
 * Centro Tecnológico Héroes y Mártires de Puerto Cabezas as one of five new careers for 2021 in a TN8 report of December
 * 2020. Check first: that Técnico en Topografía is still offered (the report announced it, five years ago) and its exact
 * title, and the exact title of Marketing Digital (the report gives only "la carrera Marketing Digital").
 * The `ADDED_28C` row (a third pass on 2026-11-28) rests on a stored copy of a news page found with the search tools, not
 * on the institution's own pages (this machine has no internet access): a La Jornada Net (Nicaragua) report, undated in the
 * stored copy, on Fe y Alegría Nicaragua's project "Aprendo y Emprendo" (running since June 2017), which offers carreras
 * técnicas in Mecánica Automotriz and Electricidad at its centres San Juan Bautista La Salle and Nuestra Señora de Fátima
 * in the Costa Caribe Sur, quoting a student of Mecánica Automotriz at the Fátima centre in El Rama
 * (https://lajornadanet.com/empresariales/educacion-tecnica-como-opcion-educativa-en-el-caribe-sur-nicaraguense); the
 * publisher is the newspaper. The website is the Nicaraguan section of Fe y Alegría's own site. Check first: that the
 * Fátima centre still admits to Mecánica Automotriz (the report describes a project begun in 2017), the exact title of
 * the award, and whether the programme is better listed under the San Juan Bautista La Salle centre as well.
 * Removed on 2026-11-28: UNAN-León's Maestría en Salud Pública, which was listed for health-services administration; a public-health
 * program is not health-services management, so it is no longer named for that career.
 * The `ADDED_S24` row (dated 2026-11-28) rests on a stored copy of a news page found with the search tools, not on INATEC's
 * own course catalogue (this machine has no internet access): a TN8 report on the fourth promotion of the arts and culture
 * courses of INATEC's Centro Tecnológico José Coronel Urtecho ¡No Volverá el Pasado! (Managua), with 573 certificates
 * handed out, which names "maquillaje teatral" among the courses taught there
 * (https://tn8.tv/nacionales/mas-de-500-estudiantes-fueron-certificados-en-curso-de-arte-y-cultura). It is listed under
 * makeup artistry (technical) as a short vocational course. Check first: its exact title (written here as "Maquillaje
 * Teatral", the words the report uses), its length (the report gives none) and that the centre still opens it.
 * Also found while searching (no row added): a stored UNAN-Managua report
 * (https://www.unan.edu.ni/index.php/reportajes/espacios-de-formacion-musical-oportunidades-esenciales-para-el-desarrollo-del-talento-universitario.odp)
 * saying the Licenciatura en Educación Musical was created in 2000, which bears out the title of the 2026-11-27 row (not
 * that it still admits students).
 * A pass on 2026-11-28 (`ADDED_S24B`) added no rows: the search tools' budget ran out after a few look-ups, and none of the
 * stored pages read named a second institution for any gap. Found while searching (no row added): a Prensa Latina report of
 * 21 February 2022 (https://archivo.prensa-latina.cu/2022/02/21/universidad-de-nicaragua-incorpora-nueva-carrera-a-programa-academico)
 * on a new five-year political-science degree (first intake of 40, taught por encuentros) at a Nicaraguan public university; the
 * part of the stored copy that could be read does not name the university, so no political-science row was written from it.
 * Worth checking first when the catalogue is next extended.
 * The `ADDED_S25` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this machine
 * has no internet access), both for political science (bachelor's):
 * (1) a UNAN-Managua "Vida universitaria" profile of a first-year student of "Ciencia Política y Relaciones
 * Internacionales", a licenciatura the page says UNAN-Managua offers through its Facultad de Humanidades y Ciencias
 * Jurídicas (https://www.unan.edu.ni/index.php/vida-universitaria/superarme-academicamente-para-ayudar-a-mis-semejantes-es-mi-principal-motivacion.odp;
 * the stored copy was reached through a Google redirect address, http://images.google.es/url?q=<that address>, and is
 * cited here by the university's own https address); and (2) Keiser University's programme page "Political Science, BA"
 * (https://www.keiseruniversity.edu/political-science-ba/), which lists "San Marcos, Carazo, Nicaragua" among the campuses
 * offering it (120 semester credit hours; no length in years is given, so none is written). Keiser's Latin American campus
 * in San Marcos (formerly Ave Maria's) is a new institution row; its website is the campus's own keiseruniversity.edu.ni.
 * Check first: the exact title of UNAN-Managua's degree (written here as "Licenciatura en Ciencia Política y Relaciones
 * Internacionales"; the page gives only "Ciencia Política y Relaciones Internacionales" and calls it a licenciatura), and
 * that it still admits; that the San Marcos campus still opens the Political Science BA (the page is Keiser's US site, and
 * one stored version names the campus under a "Florida campuses" heading), and whether the campus should be named
 * differently (written here as "Keiser University, Campus Latinoamericano (San Marcos)").
 * Left out (searched, nothing citable found in the stored pages): a second institution for philosophy (the UCA's
 * Licenciatura en Humanidades y Filosofía, reported by El Nuevo Diario, belongs to a university closed in 2023; the
 * Universidad Nacional Casimiro Sotelo Montenegro that took its campus lists no philosophy degree in a Nicaragua Investiga
 * report), music, music education, physical education (UPOLI, whose first careers included Educación Física, was closed in
 * 2022), pharmacy technician (a URACCAN report mentions a "carrera de farmacia" at the Universidad Evangélica Nicaragüense
 * Martin Luther King, level not stated), international business, public administration, makeup artistry and IT support
 * (only further INATEC centres were found, and INATEC is already one institution here). The Prensa Latina report of
 * February 2022 on a new political-science degree still does not name its university in the stored excerpt; it may be
 * UNAN-Managua's degree above.
 * The `ADDED_S25B` rows (dated 2026-11-28, a fifth pass that searched for thesis records; repositorio.unan.edu.ni and the
 * other universities' repositories could not be read directly and none of their records turned up in the stored pages)
 * rest on two stored pages of the institutions' own sites found with the search tools (this machine has no internet access):
 * (1) URACCAN's news page on an informational assembly with the graduates of its Recinto Bilwi
 * (https://www.uraccan.edu.ni/en/news/executed-assembly-with-graduate-and-graduate-of-the-recinto-bilwi; the English
 * version of the university's site, undated in the stored copy, which speaks of URACCAN's 25 years and of the 20th
 * graduation of the Bilwi campus): besides about 200 graduates who defended their monographs, "9 students from the
 * Master's Degree in Public Administration and Local Development will also participate" in the graduation. Listed for
 * public-administration (graduate); URACCAN (Universidad de las Regiones Autónomas de la Costa Caribe Nicaragüense, the
 * name its journal Ciencia e Interculturalidad gives) is a new institution row, placed at its Bilwi campus. Check first:
 * the exact Spanish title (written here as "Maestría en Administración Pública y Desarrollo Local", the direct rendering
 * of the English page's words), whether it still opens cohorts (the page reports graduates of one cohort), and whether
 * URACCAN is better recorded as public or private (a community university of the CNU; written here as public).
 * (2) The UNI's PIENSA (Programa de Investigación, Estudios Nacionales y Servicios del Ambiente) page "Historia"
 * (https://piensa.uni.edu.ni/home/historia): the INAA, the OPS/OMS and the UNI created in 1984 the "Programa de Maestría
 * en Ingeniería Ambiental (INGAM)", whose first plan of studies the CNES approved in April 1985. Listed for
 * environmental-engineering (graduate) under the UNI. Check first: the part of the page that could be read covers only
 * 1984-1992 — that PIENSA still opens the Maestría en Ingeniería Ambiental, and its current title.
 * Left out (ADDED_S25B): UNAN-Managua's CIRA Maestría Regional Centroamericana en Ciencias del Agua con énfasis en Calidad
 * del Agua (cira.unan.edu.ni, July 2024: eight cohorts to 2023) — water science rather than environmental engineering,
 * and not a gap; its Casa de la Soberanía's Maestría Académica en Estudios del Desarrollo (second cohort; no matching
 * career); no record was found for statistics, data science, social work, tourism, English teaching, counselling,
 * communication, biotechnology, political science, international business or industrial engineering (graduate), nor for
 * public administration, international business, health-services administration, music or cybersecurity (bachelor).
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this
 * machine has no internet access); both are news pages, not the institutions' own programme pages:
 * (1) the Consejo Nacional de Universidades' press note "Preparados para irradiar el espíritu de sus derechos…"
 * (https://www.cnu.edu.ni/preparados-para-irradiar-el-espiritu-de-sus-derechos/; undated in the stored copy): URACCAN
 * graduated, at a ceremony on 21 October in the Biblioteca Nora Rigby of its Recinto Bluefields, 21 students (from Ecuador,
 * Colombia and Nicaragua) of the "Maestría Internacional en Comunicación Intercultural con Enfoque de Género", run with the
 * Red de Universidades Indígenas Interculturales y Comunitarias de Abya Yala (RUIICAY); the rector is quoted saying the
 * master's lasted two years. Listed for communication-studies (graduate) under the existing URACCAN row (placed at Bilwi;
 * this programme was taught at the Bluefields campus). A graduation report, so it is marked as such.
 * (2) a La Verdad Nica report (https://laverdadnica.com/intecna-gradua-17-electricistas-industriales-25-electromecanicos-14-en-mantenimiento-industrial-y-12-maestros-de-obra-sean-bienvenidos-al-mercado-laboral/)
 * that the Instituto Tecnológico Nacional (INTECNA) of Granada graduated on 4 September 2011, in its XXIX promotion of
 * técnicos medios, 14 técnicos in Mantenimiento Industrial (with industrial electricians and maestros de obra). Listed
 * for industrial-maintenance (technical) under INATEC: the report does not say INTECNA belongs to INATEC; that it is one
 * of the Tecnológico Nacional's centres is taken from knowledge, not from a page read here.
 * Check first: (1) whether URACCAN still opens cohorts of this master's (the note reports one graduation and speaks both of
 * "los primeros 21 maestrantes" and of a "II cohorte"), its year, and whether URACCAN itself or the RUIICAY network awards
 * the degree; (2) that INTECNA still teaches Mantenimiento Industrial (the report is from 2011), its exact title (the report
 * writes only "mantenimiento industrial"; written here as "Técnico Medio en Mantenimiento Industrial"), and that INTECNA is
 * an INATEC centre. Neither row closes a cell (each is the first institution for it).
 * Also found (no row added): a UNAN-Managua CIES thesis cover of the "Maestría en Administración en Salud 2015-2017"
 * (copy at https://wixlib.com/document/70509_satisfacci-n-de-los-usuarios-del-servicio-de-hospitalizaci-n-privada.html, from
 * the Repositorio Institucional UNAN-Managua, July 2017), which bears out the 2026-11-27 row for that master's; an El 19
 * Digital report on the Escuela Nacional de Música Luis Abraham Delgadillo (Instituto Nicaragüense de Cultura; two careers,
 * sixteen specialities, seven to ten years; level not stated, so not listed as a bachelor's in music); a Nicaragua
 * Investiga note that the UNI will open técnicos superiores in construcción civil and mecanización de riego agrícola in
 * 2025 (no gap career).
 * Left out (ADDED_S26): pharmacy technician (only licenciatura-level pharmacy — UNAN-León's Licenciado Químico
 * Farmacéutico, a "Carrera de Farmacia" at UCAN-Chinandega of unstated level — turned up); international business and
 * health-services administration at Keiser University's San Marcos campus (only a hobbyist GitHub campus list names
 * "International Business" there; no Keiser programme page naming the campus was found); music, philosophy (the UCA's
 * degree belongs to a university closed in 2023), physical education and music education (no second university found;
 * UPOLI, which taught Educación Física, was closed in 2022, and no page of its successor, the Universidad Nacional
 * Politécnica, was found); makeup artistry (a Beauty of Hope academy in Managua teaches estilismo with an INATEC diploma,
 * El Nuevo Diario, but the report names no makeup course); IT support (Centro Juvenil Don Bosco's one-year Cisco
 * Networking Academy, reported by Zenit in 2002, is network training and old); the graduate cells (statistics, data
 * science, social work, tourism, English teaching, counselling, industrial engineering, public administration) — no
 * citable record beyond those already listed. The former Politécnico La Salle (León/Managua), which taught refrigeration
 * and industrial mechanics, was dissolved in 2024 (Darío Medios) and is not listed.
 * A pass dated 2026-11-28 (session 27) added no rows, so no `ADDED_S27` block exists. It rested on stored copies of public
 * pages found with the search tools (this machine has no internet access) and spent about twenty-five of some forty-five
 * look-ups (shared with Honduras) on Nicaraguan cells: the graduate cells first (social work, statistics, tourism, English
 * teaching, data science, counselling, international business, industrial engineering, biotechnology), then the two-reader
 * bachelor cells (international business, public administration, health-services administration, music, physical
 * education). The stored-page index holds few Nicaraguan pages and returned the same handful for most queries; none named an
 * institution for any of these cells at the level needed. Seen and left out (each with its reason):
 * the Torreón article "El posgrado en la UNAN-Managua y su relación con la sociedad nicaragüense I: historia y actualidad"
 * (Escobar Soriano, 2019; https://revistasnicaragua.cnu.edu.ni/index.php/torreon/article/download/5495/5814?inline=1), of
 * which only the abstract could be read — it describes UNAN-Managua's posgrado from its 2015-2019 plans and may list its
 * master's programmes; UNAN-León's news archive for September 2021 (https://www.unanleon.edu.ni/2021/09/), announcing the
 * opening of a Maestría en Igualdad de Género, Inclusión y Educación para el Desarrollo Sostenible (no matching career); a
 * FAREM-Carazo thesis cover for a Máster en Gerencia Empresarial (1library copy; no gap); an El Nuevo Diario column on
 * UNAN-Managua's first Maestría en Enseñanza del Español como Lengua Extranjera (Spanish, not English teaching, so not listed
 * for english-teaching); Keiser University's Nicaraguan pages (keiseruniversity.edu.ni: admissions, costs, a campus-investment
 * note citing over 600 students) — no Keiser programme page for international business or health services administration
 * naming the San Marcos campus turned up; a 2013-2014 academic catalogue of UAM's English-language college (UAM-CUSE, issuu
 * copy), whose majors were not seen; a fuentesconfiables.com report that the Universidad Nacional Casimiro Sotelo Montenegro
 * offers 2,400 places "in the same careers the UCA had" (a general claim with no programme list, so no philosophy row); and a
 * CNU note of 7 March 2024 (https://cnu.edu.ni/2024/03/07/el-deporte-y-la-cultura-en-la-formacion-integral) naming a
 * Contaduría student of the Universidad Nacional Politécnica (UNP, UPOLI's successor), which shows the UNP operating but names
 * no physical-education degree. Check first in a later pass: the full text of the Torreón article (a list of UNAN-Managua
 * maestrías would answer several graduate cells), UNAN-León's other monthly news archives, Keiser's US programme pages for
 * "International Business, BA" and "Health Services Administration" (their campus lists, as on the Political Science page),
 * and the UNP's current career list (Educación Física, as UPOLI once taught).
 * Verification pass of 2026-11-28 (session 27; the `VERIFIED_S27` block): the rows of the first passes that readers see
 * most, written from memory and citing only a home page, were searched for on the stored pages (about nine of some
 * forty-five look-ups shared with Guatemala, Honduras and El Salvador). Re-read, each row now citing the page read: the
 * UNA's Licenciatura en Medicina Veterinaria (the UNA's own note on a record first-year intake, "siete grupos de
 * Medicina Veterinaria con una población de 350 estudiantes", in its Dirección de Ciencia Animal; the page says
 * "carrera", not the degree's title); UNAN-León's Licenciatura en Medicina Veterinaria (an El Cronista Digital column
 * by Enrique Rimbaud listing the more than fourteen centres that offer Medicina Veterinaria, "UNAN León" among them;
 * undated, and an opinion column, so a weak source; El Nuevo Diario of 11 January 2000 reported the career's reopening
 * at UNAN-León, five years of study plus a basic year); UNAN-Managua's Licenciatura en Educación Física y Deportes
 * (UNAN-Managua's own report on the "carrera de Educación Física y Deportes" at its CUR-Estelí, with deaf students from
 * second to fourth year); the UNI's Ingeniería Civil (a Scribd copy of the conference "79 años de la enseñanza de la
 * Ingeniería Civil en Nicaragua" given at the UNI's X Congreso de Ingeniería Civil, Facultad de Tecnología de la
 * Construcción, 11 November 2020); INATEC's refrigeration course (TN8 on the Centro Tecnológico Comandante Hugo Chávez,
 * "el curso de técnico en refrigeración y aire acondicionado comercial", about a year and a half followed by work
 * placements; the row now reads "Técnico en Refrigeración y Aire Acondicionado Comercial", the words of the instructor
 * quoted; length not set, "aproximadamente un año y medio" being no exact figure); INATEC's Técnico General en
 * Computación (El 19 Digital: the Centro Tecnológico Monseñor Benedicto Herrera Montenegro offers "carreras como
 * Computación"; weak: the page does not give the title nor say whether the career is computer support); and, on pages
 * an earlier pass read and noted above (not re-read in this session), UNAN-Managua's Licenciatura en Educación Musical
 * (its report saying the licenciatura was created in 2000) and Maestría en Administración en Salud (a CIES thesis cover
 * of the 2015-2017 cohort, wixlib copy). Weak sources, to replace first: the El Cronista column, the UNI conference
 * copy, the El 19 Digital note, the 2017 thesis copy. Withdrawn: none. The sources
 * `ni-unan-managua-posgrado-2026-11-27` and `ni-inatec-2026-11-27` (home pages, each cited only by one of these rows)
 * stay in the `ADDED` block; the catalog drops them, as no row cites them now (withPasses). Searched and not re-read: INATEC's Mecánica Automotriz
 * (its reports found name other careers), UNAN-Managua's Ingeniería Civil, Matemática, Filosofía, Trabajo Social,
 * Nutrición and Ingeniería Industrial, UNAN-León's Matemática and Trabajo Social, the UAM's Nutrición and Ingeniería
 * Industrial, and the UNI's Ingeniería Industrial. Lead noted: a UNAN-Managua report
 * (https://www.unan.edu.ni/index.php/reportajes/futuros-agronomos-aportando-al-desarrollo-de-las-fincas-en-la-region-norte-del-pais.odp)
 * on the Ingeniería Agronómica taught at its CUR-Matagalpa since 1998 (378 students), if an agronomy row is wanted.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): rows the S27 pass searched without result,
 * looked for again with new ideas in stored copies of public pages (search tools only; no page re-read online; four
 * look-ups for this country). Row re-read, now citing the page named:
 * - INATEC's Mecánica Automotriz: La Prensa of 12 May 2016 on INATEC as an outlet for young people, following a student
 *   about to start "Mecánica Automotriz en el Tecnológico Nacional Industrial, sede Comandante Hugo Chávez (Cecna)", a
 *   técnico "que dura año y medio", with 300 hours of work placement required for the title. Length set to "1 año y
 *   medio", as the page gives it.
 * Weak sources, to replace first: the 2016 report (old; check the current title, e.g. "Técnico General en Mecánica
 *   Automotriz", and length). Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: UNAN-Managua's Trabajo Social and Nutrición (its Facultad de Ciencias Médicas' history page and
 * an admissions report came up, naming neither), the UNI's Ingeniería Industrial (the UNI's history page, a chemistry
 * self-evaluation of 2011 and an electronics self-evaluation of 2015 came up), UNAN-León's Trabajo Social and Matemática.
 * Not reached: UNAN-Managua's Ingeniería Civil, Matemática, Filosofía and Ingeniería Industrial, the UAM's Nutrición and
 * Ingeniería Industrial.
 * Second verification pass of 2026-11-28 (session 28; it adds no `VERIFIED_S28B` block): no look-up of the shared
 * budget was assigned to Nicaragua, so the rows of the regenerated worklist (the UNAN-Managua's, UNAN-León's, UAM's and
 * UNI's licenciaturas and engineering degrees) were not searched again.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): rows of the worklist looked for again in stored
 * copies of public pages (search tools only; no page re-read online; about fifteen look-ups for this country, with the new
 * ideas of thesis covers and the universities' own news). Rows re-read, each now citing the page named:
 * - UNAN-Managua's Licenciatura en Nutrición: a "Monografía para optar al título de licenciatura en nutrición" of its
 *   Instituto Politécnico de la Salud "Luis Felipe Moncada", Departamento de Nutrición, Recinto Universitario Rubén Darío
 *   (Managua, 2021; read through a proxy copy of Scribd document 654529431, cited at Scribd);
 * - UNAN-Managua's Licenciatura en Trabajo Social: UNAN-Managua's own feature "El Trabajador Social, un profesional que
 *   aporta al desarrollo..." on "la carrera de Trabajo Social" (undated). Two other pages agree: UNAN-Managua's note on
 *   Kevin González, best graduate of the 2019-2023 generation of the carrera de Trabajo Social at its CUR-Estelí, and a
 *   2021 blog post by the dean of its Facultad de Humanidades y Ciencias Jurídicas, where the carrera "se ofrece";
 * - UNAN-Managua's Ingeniería Civil: its library-information site's note on the "Prácticas de Formación Profesional"
 *   (undated), "los estudiantes de Ingeniería Civil deben hacer 75 horas de prácticas de familiarización, 180 de
 *   profesionalización y 75 de especialización";
 * - the UNI's Ingeniería Industrial, and with it its Ingeniería de Sistemas and Arquitectura (rows not on the worklist):
 *   Canal 2's report on the 1,500 bachelors admitted to the UNI for 2022, who "estudiarán carreras como ingeniería de
 *   sistemas, industrial y civil, además de arquitectura" (the UNI's Ingeniería Civil row already cites another page).
 * Weak sources, to replace first: the thesis copy (a third-party copy of a student document) and the two undated
 * UNAN-Managua pages (they name the carreras, not the degrees' titles). Lengths: none set or taken
 * out. Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: UNAN-Managua's Matemática, Filosofía and Ingeniería Industrial (no thesis cover came up); UNAN-León's
 * Trabajo Social and Matemática (only UNAN-León's monthly news archive and its 2013-2014 self-evaluation, naming no such
 * carrera in their stored openings); the UAM's Ingeniería Industrial and Nutrición (UNI self-evaluation reports for other
 * programmes and El Nuevo Diario's interview on the UAM's 20 years came up); a
 * bachelor's in music at a second university (only UNAN-Managua's report on its Licenciatura en Educación Musical, already
 * cited above); a pharmacy-technician programme (a URACCAN note on students of the UENIC's "carrera de farmacia", level
 * not stated, again). Seen again and not added: El Nuevo Diario's report on the UCA's licenciatura "de humanidades y
 * filosofía" (the UCA was closed in 2023, as noted above). Not reached (budget): the other GAP cells.
 * Session 30 pass of 2026-11-28 (it adds no `VERIFIED_S30` block): the worklist's GAP cells and most-shown rows looked for
 * again in stored copies of public pages and in the stored index of public repositories (search tools only; no page re-read
 * online; about fifteen of some ninety-five look-ups shared with El Salvador, Haiti and Bolivia). No page read named a program
 * at a new institution for an open cell, nor a row of the worklist in a form that can be cited, so no row changed.
 * Searched and not found: a second bachelor's in physical education (UNAN-León: only its September 2021 news archive and a
 * CNU note on a UNP student of Contaduría again); a second public-administration master's (the 2019 Torreón article on
 * UNAN-Managua's posgrado, abstract only, again); an accounting technician at a second institution; a pharmacy technician
 * (a 2009 UNA veterinary-pharmacy thesis and a 2024 Ciencia Latina review of 25 Central American pharmacy licenciaturas
 * came up); a second health-services administration master's (UNAN-Managua's CIES news on its Maestría en Enfermería con
 * mención en Docencia); a bachelor's in international business; UNAN-Managua's Matemática (olympiad news naming the UNI's
 * Academia Sabatina, with UNAN-León as a partner, not a carrera); the UAM's Nutrición. Also read: a GitHub copy of
 * UNAN-León's home page (repository silverfoxy/JSCryptoMinerStudy, file pagesource/unanleon.edu.ni, about 2018; its first
 * part shows only menus, with a "Facultades | Escuela | Carreras" link and a "Catálogo de postgrados 2017" link, no
 * program names; a second part read shows only notices, among them a "Maestría Profesional en Derecho Empresarial versión
 * II") — a lead, since the repository holds home-page copies of other Nicaraguan sites.
 * Seen and not used: TN8 on technical students "de carreras técnicas como contabilidad, computación, administración" at the
 * Instituto Manuel Olivares of Managua (an INATEC center, as far as known, so not a second institution for the
 * accounting-technician cell; check first); UNAN-Managua FAREM-Chontales's food fair with students of the "Licenciatura
 * Bioanálisis Clínico" and "Ingeniería en Agronomía" (curchontales.unan.edu.ni/?p=8525; not worklist rows); El Nuevo
 * Diario on INATEC's 45 carreras técnicas in 44 centers (none named). Not reached (budget): the other GAP cells and the
 * UNAN-León, UNAN-Managua and UAM rows of the worklist.
 * Session 30, second pass (the `VERIFIED_S30B` block): the regenerated worklist looked for again in the stored index of
 * public repositories (search tools only; no page re-read online; about eight of some sixty look-ups shared with Guatemala,
 * Honduras, El Salvador, Costa Rica and Panamá). Row added (a cell with no institution before): the Universidad Americana
 * (UAM, Managua)'s "Negocios Internacionales" (international business, bachelor's), read in a student app's copy of the
 * UAM's list of carreras (Egabmart/JustificaU, resources/views/auth/register.blade.php, 2025: "Datos de la oferta
 * académica de la UAM", with the Facultad de Ciencias Administrativas y Económicas' Administración de Empresas, Contabilidad
 * y Finanzas, Economía Empresarial and Negocios Internacionales). Rows re-read on the same file: the worklist's UAM
 * Licenciatura en Nutrición and Ingeniería Industrial, and the UAM's Medicina, Odontología, Psicología, Derecho,
 * Administración de Empresas, Ingeniería en Sistemas de Información and Arquitectura (the file names the carreras, not the
 * degrees' titles, so the titles are kept). Weak source, to replace first: the student app (its teacher lists look like
 * sample data; only the carreras list is labelled as the UAM's); check the titles on uam.edu.ni. Withdrawn: none.
 * Seen and not used: the 2018 home page of the UCA (silverfoxy/JSCryptoMinerStudy, pagesource/uca.edu.ni), whose menus
 * name faculties and "Carreras de Grado"/"Posgrado y Formación Continua" links but no programme; a 2022 news page of the
 * UCEM on its posgrado en Nutrición y Evaluación Clínica (no open cell).
 * Searched and not found: a second institution for the technical cells (makeup, IT support, industrial maintenance,
 * accounting technician) and for the graduate cells (environmental engineering, communication, public and health-services
 * administration). Not reached: the UNAN-León and UNAN-Managua rows of the worklist, searched by earlier passes.
 * Session 30, third pass (no `VERIFIED_S30C` block): the regenerated worklist looked for again, as round 2 advised, in
 * the 2018 home pages of the JSCryptoMinerStudy crawl (silverfoxy/JSCryptoMinerStudy, pagesource/<domain>, commit
 * afccd31) and in the code corpus for dumps or seeds of the universities' carreras and posgrados (search tools only; no
 * page re-read online; about ten of some eighty look-ups shared with Guatemala, Honduras, El Salvador, Costa Rica and
 * Panamá). No page read named a program at a new institution for an open cell, nor a worklist row in a form that can be
 * cited, so no row changed. The crawl holds home pages of UNAN-Managua (pagesource/unan.edu.ni, a 2017-2018 WordPress
 * page of some 195,000 characters; its readable opening is styles and scripts, and it was too long to read through in
 * this budget: a lead for the UNAN-Managua rows), UNAN-León and the UCA (both read by earlier passes, no programme
 * named); none for the UNI, UPOLI or the UAM. Code-corpus searches for UNAN-Managua's and UNAN-León's lists of carreras
 * returned only those home pages and the UES's regional-faculty site already cited for El Salvador. Searched and not
 * found: a second institution for the technical cells (makeup, IT support, industrial maintenance, accounting
 * technician, pharmacy technician, aircraft maintenance), for the bachelor's cells (philosophy, music, music education,
 * physical education, public and health-services administration, cybersecurity) and for the graduate cells
 * (environmental engineering, communication, public and health-services administration, political science, statistics,
 * data science, English teaching, counselling, social work, tourism, international business, industrial engineering,
 * biotechnology, animation). Not reached: the UNAN-León and UNAN-Managua rows of the worklist, searched by earlier
 * passes.
 * Session 30, fourth pass (the `VERIFIED_S30D` block; 2026-11-28): the regenerated worklist looked for again, as round
 * 3 advised, with find_repos on name fragments (unan-, posgrado, postgrado, maestria, among others shared with the
 * other eleven countries of this pass; about 35 look-ups in all) and the promising repositories fetched and read
 * locally. Found: a student web app for the theses of UNAN-León's science and technology careers
 * (Bricret/Repositorio-UNAN-Leon-Next13, commit 56e677a, October 2023; footer «© 2023 UNAN-Leon»), whose
 * src/app/components/facultades/datos.js lists the carreras it files theses under, each linked to its department's page
 * on unanleon.edu.ni: Ingeniería en Sistemas (de la Información), Ingeniería en Telemática, Biología, Química,
 * Ingeniería en Estadística and Matemática (and a filter list adds Ciencias Actuariales). Rows added (UNAN-León,
 * bachelor; not worklist cells): «Ingeniería en Estadística» (statistics) and «Ingeniería en Telemática»
 * (telecommunications engineering), the two whose names give their level. Weak source, to replace first: a student
 * project of 2023, not a page of unanleon.edu.ni (read computacion.unanleon.edu.ni/it/ and the Facultad de Ciencias y
 * Tecnología's pages). Not used: Biología, Química, Matemática and Ciencias Actuariales (the app names no degree or
 * level for them; the Matemática entry is not enough to re-read the worklist's Licenciatura en Matemática). Withdrawn:
 * none. Searched and not found: any repository with a Nicaraguan university's posgrado list (HolaRene/api-tesis-unan-iot
 * is an IoT thesis; the UNAN-Managua 2018 home page in the JSCryptoMinerStudy crawl, the lead round 3 left, could not be
 * brought here whole: the crawl's snapshot is larger than a fetch allows, and reading it by pages would take some twelve
 * look-ups); a second institution for any open cell. Not reached: the verify rows.
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, institutionsOf, offered, pagesOn, taggedPages, withPasses } from "./define";

const RETRIEVED = "2026-11-26";

/** One institution's official program pages. */
const site = pagesOn(RETRIEVED);

const inst = institutionsOf("NI");

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ni-unan-managua-2026-11-27",
      "Universidad Nacional Autónoma de Nicaragua, Managua",
      "Oferta académica de grado",
      "https://www.unan.edu.ni",
      "2026-11-27",
    ),
    institutionPage(
      "ni-unan-leon-2026-11-27",
      "Universidad Nacional Autónoma de Nicaragua, León",
      "Oferta académica de grado",
      "https://www.unanleon.edu.ni",
      "2026-11-27",
    ),
    institutionPage(
      "ni-unan-managua-posgrado-2026-11-27",
      "Universidad Nacional Autónoma de Nicaragua, Managua",
      "Centro de Investigaciones y Estudios de la Salud (CIES): maestrías",
      "https://www.unan.edu.ni",
      "2026-11-27",
    ),
    institutionPage(
      "ni-uam-2026-11-27",
      "Universidad Americana (UAM)",
      "Carreras de grado",
      "https://www.uam.edu.ni",
      "2026-11-27",
    ),
    institutionPage(
      "ni-inatec-2026-11-27",
      "Tecnológico Nacional (INATEC)",
      "Oferta de formación técnica",
      "https://www.tecnacional.edu.ni",
      "2026-11-27",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("ni-unan-managua", "graduate", "ni-unan-managua-posgrado-2026-11-27", [
      ["health-services-administration", "Maestría en Administración en Salud"],
    ]),
    ...offered("ni-uam", "bachelor", "ni-uam-2026-11-27", [["nutrition", "Licenciatura en Nutrición"]]),
    ...offered("ni-inatec", "technical", "ni-inatec-2026-11-27", [
      ["it-support-technician", "Técnico General en Computación"],
    ]),
    ...offered("ni-unan-leon", "bachelor", "ni-unan-leon-2026-11-27", [["mathematics", "Licenciatura en Matemática"]]),
    ...offered("ni-unan-managua", "bachelor", "ni-unan-managua-2026-11-27", [
      ["nutrition", "Licenciatura en Nutrición"],
      ["physical-education", "Licenciatura en Educación Física y Deportes"],
      ["music-education", "Licenciatura en Educación Musical"],
    ]),
  ],
};

/** Rows added on 2026-11-28 by a second pass, each resting on a stored news page cited as its source (see the header). */
const ADDED_28B: Pick<CountryCatalog, "sources" | "programs"> = {
  sources: [
    institutionPage(
      "ni-inatec-ciclo-2026-news",
      "Tecnológico Nacional (INATEC)",
      "Aulas abiertas al futuro: Nicaragua inicia ciclo académico de educación técnica 2026 en turnos especiales (carrera Marketing Digital, Centro Tecnológico Ariel Darce)",
      "https://tecnacional.edu.ni/noticias/aulas-abiertas-al-futuro-nicaragua-inicia-ciclo-academico-de-educacion-tecnica-2026-en-turnos-especiales",
      "2026-11-28",
    ),
    institutionPage(
      "ni-inatec-graduacion-2025-news",
      "Tecnológico Nacional (INATEC)",
      "El valor de un sueño cumplido desde la educación técnica (graduados de Técnico Especialista en Banca y Finanzas y de Asistente Ejecutivo, Centro Tecnológico de Masaya)",
      "https://tecnacional.edu.ni/noticias/el-valor-de-un-sueno-cumplido-desde-la-educacion-tecnica",
      "2026-11-28",
    ),
    institutionPage(
      "ni-inatec-bilwi-2020-news",
      "TN8",
      "Más de 300 nuevos técnicos en industria, comercio y servicio se gradúan en Bilwi (nuevas carreras técnicas del Centro Tecnológico Héroes y Mártires de Puerto Cabezas, entre ellas Técnico en Topografía)",
      "https://tn8.tv/departamentos/528546-270-nuevos-tecnicos-industria-comercio-y-servicio-se-graduan-en-bilwi/",
      "2026-11-28",
    ),
  ],
  programs: [
    ...offered("ni-inatec", "technical", "ni-inatec-ciclo-2026-news", [["digital-marketing", "Marketing Digital"]]),
    ...offered("ni-inatec", "technical", "ni-inatec-graduacion-2025-news", [
      ["banking-technician", "Técnico Especialista en Banca y Finanzas"],
      ["executive-assistant", "Asistente Ejecutivo"],
    ]),
    ...offered("ni-inatec", "technical", "ni-inatec-bilwi-2020-news", [["surveying", "Técnico en Topografía"]]),
  ],
};

/** Rows added on 2026-11-28: one written from knowledge, one resting on a stored page (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ni-inatec-2026-11-28",
      "Tecnológico Nacional (INATEC)",
      "Oferta de formación técnica",
      "https://www.tecnacional.edu.ni",
      "2026-11-28",
    ),
  ],
  institutions: [],
  programs: [...offered("ni-inatec", "technical", "ni-inatec-2026-11-28", [["accounting-technician", "Contabilidad"]])],
};

/**
 * Rows added on 2026-11-28 by a third pass (`ADDED_28C`), resting on a stored news page found with the search tools
 * (see the header): Fe y Alegría Nicaragua's carrera técnica in Mecánica Automotriz at its Centro Nuestra Señora de Fátima.
 */
const ADDED_28C: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ni-fya-fatima-lajornadanet",
      "La Jornada Net (Nicaragua)",
      "Educación técnica como opción educativa en el Caribe Sur nicaragüense (Fe y Alegría: carreras técnicas de Mecánica Automotriz y Electricidad en los centros San Juan Bautista La Salle y Nuestra Señora de Fátima, El Rama)",
      "https://lajornadanet.com/empresariales/educacion-tecnica-como-opcion-educativa-en-el-caribe-sur-nicaraguense",
      "2026-11-28",
    ),
  ],
  institutions: [
    inst(
      "ni-fya-fatima",
      "Centro Nuestra Señora de Fátima (Fe y Alegría Nicaragua)",
      "El Rama",
      "private",
      "https://www.feyalegria.org/nicaragua",
      "ni-fya-fatima-lajornadanet",
    ),
  ],
  programs: [
    ...offered("ni-fya-fatima", "technical", "ni-fya-fatima-lajornadanet", [
      ["automotive-mechanics", "Mecánica Automotriz"],
    ]),
  ],
};

/**
 * The row added on 2026-11-28 (`ADDED_S24`), resting on a stored news page found with the search tools (see the header):
 * INATEC's theatrical makeup course at the Centro Tecnológico José Coronel Urtecho.
 */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ni-inatec-coronel-urtecho-tn8",
      "TN8",
      "Más de 500 estudiantes fueron certificados en curso de arte y cultura (Centro Tecnológico José Coronel Urtecho ¡No Volverá el Pasado!: cursos de danza, teatro, maquillaje teatral, entre otros)",
      "https://tn8.tv/nacionales/mas-de-500-estudiantes-fueron-certificados-en-curso-de-arte-y-cultura",
      "2026-11-28",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("ni-inatec", "technical", "ni-inatec-coronel-urtecho-tn8", [["makeup-artistry", "Maquillaje Teatral"]]),
  ],
};

/**
 * Rows added on 2026-11-28 (`ADDED_S25`), each resting on a stored copy of a public page found with the search tools
 * (see the header): political science at UNAN-Managua and at Keiser University's campus in San Marcos, Carazo.
 */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ni-unan-managua-ciencia-politica-2026-11-28",
      "Universidad Nacional Autónoma de Nicaragua, Managua (UNAN-Managua)",
      "«Superarme académicamente para ayudar a mis semejantes es mi principal motivación» (estudiante de primer año de Ciencia Política y Relaciones Internacionales, Facultad de Humanidades y Ciencias Jurídicas)",
      "https://www.unan.edu.ni/index.php/vida-universitaria/superarme-academicamente-para-ayudar-a-mis-semejantes-es-mi-principal-motivacion.odp",
      "2026-11-28",
    ),
    institutionPage(
      "ni-keiser-political-science-2026-11-28",
      "Keiser University",
      "Political Science, BA (programme page listing the San Marcos, Carazo, Nicaragua campus among those that offer it)",
      "https://www.keiseruniversity.edu/political-science-ba/",
      "2026-11-28",
    ),
  ],
  institutions: [
    inst(
      "ni-keiser",
      "Keiser University, Campus Latinoamericano (San Marcos)",
      "San Marcos",
      "private",
      "https://keiseruniversity.edu.ni",
      "ni-keiser-political-science-2026-11-28",
    ),
  ],
  programs: [
    ...offered("ni-unan-managua", "bachelor", "ni-unan-managua-ciencia-politica-2026-11-28", [
      ["political-science", "Licenciatura en Ciencia Política y Relaciones Internacionales"],
    ]),
    ...offered("ni-keiser", "bachelor", "ni-keiser-political-science-2026-11-28", [
      ["political-science", "Bachelor of Arts in Political Science"],
    ]),
  ],
};

/**
 * Rows added on 2026-11-28 (`ADDED_S25B`), each resting on a stored page of the institution's own site (see the header):
 * URACCAN's master's in public administration (Bilwi) and the UNI's Maestría en Ingeniería Ambiental (PIENSA).
 */
const ADDED_S25B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ni-uraccan-bilwi-graduacion-2026-11-28",
      "Universidad de las Regiones Autónomas de la Costa Caribe Nicaragüense (URACCAN)",
      "Informational assembly with the graduates of the Recinto Bilwi (news page; graduates of the Master's Degree in Public Administration and Local Development among those of the 20th Bilwi graduation)",
      "https://www.uraccan.edu.ni/en/news/executed-assembly-with-graduate-and-graduate-of-the-recinto-bilwi",
      "2026-11-28",
    ),
    institutionPage(
      "ni-uni-piensa-historia-2026-11-28",
      "Universidad Nacional de Ingeniería (UNI), PIENSA",
      "Historia del PIENSA (Programa de Maestría en Ingeniería Ambiental, INGAM, creado en 1984)",
      "https://piensa.uni.edu.ni/home/historia",
      "2026-11-28",
    ),
  ],
  institutions: [
    inst(
      "ni-uraccan",
      "Universidad de las Regiones Autónomas de la Costa Caribe Nicaragüense (URACCAN)",
      "Bilwi",
      "public",
      "https://www.uraccan.edu.ni",
      "ni-uraccan-bilwi-graduacion-2026-11-28",
    ),
  ],
  programs: [
    ...offered("ni-uraccan", "graduate", "ni-uraccan-bilwi-graduacion-2026-11-28", [
      ["public-administration", "Maestría en Administración Pública y Desarrollo Local"],
    ]),
    ...offered("ni-uni", "graduate", "ni-uni-piensa-historia-2026-11-28", [
      ["environmental-engineering", "Maestría en Ingeniería Ambiental"],
    ]),
  ],
};

/**
 * Rows added on 2026-11-28 (`ADDED_S26`), each resting on a stored news page (see the header): URACCAN's international
 * master's in intercultural communication (graduation report) and INTECNA's industrial maintenance técnicos (graduation
 * report, 2011), listed under INATEC.
 */
const ADDED_S26_ON = "2026-11-28";

const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ni-uraccan-comunicacion-intercultural-cnu-2026-11-28",
      "Consejo Nacional de Universidades (CNU)",
      "«Preparados para irradiar el espíritu de sus derechos…» (URACCAN gradúa en su Recinto Bluefields a 21 maestrantes de la Maestría Internacional en Comunicación Intercultural con Enfoque de Género)",
      "https://www.cnu.edu.ni/preparados-para-irradiar-el-espiritu-de-sus-derechos/",
      ADDED_S26_ON,
    ),
    institutionPage(
      "ni-inatec-intecna-mantenimiento-2026-11-28",
      "La Verdad Nica",
      "INTECNA gradúa 17 electricistas industriales, 25 electromecánicos, 14 en mantenimiento industrial y 12 maestros de obra (XXIX promoción de técnicos medios, Granada, 4 de septiembre de 2011)",
      "https://laverdadnica.com/intecna-gradua-17-electricistas-industriales-25-electromecanicos-14-en-mantenimiento-industrial-y-12-maestros-de-obra-sean-bienvenidos-al-mercado-laboral/",
      ADDED_S26_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("ni-uraccan", "graduate", "ni-uraccan-comunicacion-intercultural-cnu-2026-11-28", [
      [
        "communication-studies",
        "Maestría Internacional en Comunicación Intercultural con Enfoque de Género",
        { duration: "2 años" },
      ],
    ]),
    ...offered("ni-inatec", "technical", "ni-inatec-intecna-mantenimiento-2026-11-28", [
      ["industrial-maintenance", "Técnico Medio en Mantenimiento Industrial"],
    ]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "NI",
  sources: [
    site(
      "ni-unan-managua-site",
      "Universidad Nacional Autónoma de Nicaragua, Managua (UNAN-Managua)",
      "Oferta académica de grado",
      "https://www.unan.edu.ni",
    ),
    site(
      "ni-unan-leon-site",
      "Universidad Nacional Autónoma de Nicaragua, León (UNAN-León)",
      "Oferta académica de grado",
      "https://www.unanleon.edu.ni",
    ),
    site("ni-uni-site", "Universidad Nacional de Ingeniería", "Carreras de grado", "https://www.uni.edu.ni"),
    site("ni-una-site", "Universidad Nacional Agraria", "Carreras de grado", "https://www.una.edu.ni"),
    site("ni-uam-site", "Universidad Americana (UAM)", "Carreras de grado", "https://www.uam.edu.ni"),
    site(
      "ni-inatec-site",
      "Tecnológico Nacional (INATEC)",
      "Oferta de formación técnica",
      "https://www.tecnacional.edu.ni",
    ),
    {
      id: "ni-unan-managua-2026",
      publisher: "Universidad Nacional Autónoma de Nicaragua, Managua",
      title: "Carreras de grado",
      url: "https://www.unan.edu.ni",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    inst(
      "ni-unan-managua",
      "Universidad Nacional Autónoma de Nicaragua, Managua (UNAN-Managua)",
      "Managua",
      "public",
      "https://www.unan.edu.ni",
      "ni-unan-managua-site",
    ),
    inst(
      "ni-unan-leon",
      "Universidad Nacional Autónoma de Nicaragua, León (UNAN-León)",
      "León",
      "public",
      "https://www.unanleon.edu.ni",
      "ni-unan-leon-site",
    ),
    inst("ni-uni", "Universidad Nacional de Ingeniería", "Managua", "public", "https://www.uni.edu.ni", "ni-uni-site"),
    inst("ni-una", "Universidad Nacional Agraria", "Managua", "public", "https://www.una.edu.ni", "ni-una-site"),
    inst("ni-uam", "Universidad Americana (UAM)", "Managua", "private", "https://www.uam.edu.ni", "ni-uam-site"),
    inst(
      "ni-inatec",
      "Tecnológico Nacional (INATEC)",
      "Managua",
      "public",
      "https://www.tecnacional.edu.ni",
      "ni-inatec-site",
    ),
  ],
  programs: [
    ...offered("ni-unan-managua", "bachelor", "ni-unan-managua-site", [
      ["medicine", "Doctor en Medicina y Cirugía"],
      ["nursing", "Licenciatura en Enfermería"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Derecho"],
      ["economics", "Licenciatura en Economía"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["accounting", "Licenciatura en Contaduría Pública y Finanzas"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["history", "Licenciatura en Historia"],
      ["biology", "Licenciatura en Biología"],
      ["chemistry", "Licenciatura en Química"],
      ["physics", "Licenciatura en Física"],
      ["mathematics", "Licenciatura en Matemática"],
      ["statistics", "Licenciatura en Estadística"],
      ["information-systems", "Ingeniería en Sistemas de Información"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["geology", "Licenciatura en Geología"],
      ["english-teaching", "Licenciatura en Ciencias de la Educación con mención en Inglés"],
    ]),
    ...offered("ni-unan-leon", "bachelor", "ni-unan-leon-site", [
      ["medicine", "Doctor en Medicina y Cirugía"],
      ["nursing", "Licenciatura en Enfermería"],
      ["dentistry", "Cirujano Dentista"],
      ["pharmacy", "Licenciatura en Química y Farmacia"],
      ["clinical-laboratory-science", "Licenciatura en Bioanálisis Clínico"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Derecho"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["accounting", "Licenciatura en Contaduría Pública y Finanzas"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["information-systems", "Ingeniería en Sistemas de Información"],
      ["biology", "Licenciatura en Biología"],
      ["veterinary-medicine", "Licenciatura en Medicina Veterinaria"],
      ["agronomy", "Ingeniería en Agroecología Tropical"],
      ["food-engineering", "Ingeniería en Alimentos"],
    ]),
    ...offered("ni-uni", "bachelor", "ni-uni-site", [
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["agricultural-engineering", "Ingeniería Agrícola"],
      ["architecture", "Arquitectura"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["telecommunications-engineering", "Ingeniería en Telecomunicaciones"],
    ]),
    ...offered("ni-una", "bachelor", "ni-una-site", [
      ["agronomy", "Ingeniería Agronómica"],
      ["forestry-engineering", "Ingeniería Forestal"],
      ["veterinary-medicine", "Licenciatura en Medicina Veterinaria"],
      ["animal-science", "Ingeniería en Zootecnia"],
      ["agricultural-engineering", "Ingeniería Agrícola"],
    ]),
    ...offered("ni-uam", "bachelor", "ni-uam-site", [
      ["medicine", "Medicina"],
      ["dentistry", "Odontología"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Licenciatura en Derecho"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería en Sistemas de Información"],
      ["architecture", "Arquitectura"],
    ]),
    ...offered("ni-inatec", "technical", "ni-inatec-site", [
      ["automotive-mechanics", "Mecánica Automotriz"],
      ["electrical-technician", "Técnico en Electricidad"],
      ["refrigeration-air-conditioning", "Refrigeración y Climatización"],
      ["welding-technology", "Soldadura y Estructuras Metálicas"],
      ["culinary-arts", "Gastronomía"],
      ["agricultural-technician", "Técnico Agropecuario"],
    ]),
    ...offered("ni-unan-managua", "bachelor", "ni-unan-managua-2026", [["philosophy", "Licenciatura en Filosofía"]]),
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
      "ni-una-veterinaria-matricula-2026-11-28",
      "Universidad Nacional Agraria",
      "Veterinarios y zootecnistas comprometidos con la producción de alimentos para fortalecer la seguridad alimentaria (primer año de las carreras de Medicina Veterinaria e Ingeniería en Zootecnia)",
      "https://www.una.edu.ni/veterinarios-y-zootecnistas-comprometidos-con-la-produccion-de-alimentos-para-fortalecer-la-seguridad-alimentaria/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ni-unan-leon-veterinaria-cronista-2026-11-28",
      "El Cronista Digital",
      "Desafíos de la veterinaria en Nicaragua en el corto y mediano plazo (Enrique Rimbaud; lista de centros universitarios que ofertan Medicina Veterinaria, entre ellos la UNAN León)",
      "https://elcronistadigital.com/?p=44304",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ni-unan-managua-educacion-fisica-esteli-2026-11-28",
      "Universidad Nacional Autónoma de Nicaragua, Managua (UNAN-Managua)",
      "Educación Física y Deportes, carrera universitaria que fomenta un modelo educativo inclusivo e integral (CUR-Estelí)",
      "https://www.unan.edu.ni/index.php/reportajes/educacion-fisica-y-deportes-carrera-universitaria-que-fomenta-un-modelo-educativo-inclusivo-e-integral.odp",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ni-uni-ingenieria-civil-79-anos-2026-11-28",
      "Scribd (copy of a Universidad Nacional de Ingeniería, Facultad de Tecnología de la Construcción conference)",
      "79 años de la enseñanza de la Ingeniería Civil en Nicaragua: conferencia del X Congreso de Ingeniería Civil, FTC-UNI (11 de noviembre de 2020)",
      "https://es.scribd.com/document/630600460/CONFERENCIA-79-AN-OS-DE-LA-ENSEN-ANZA-DE-LA-IC-NICARAGUA",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ni-inatec-refrigeracion-tn8-2026-11-28",
      "TN8",
      "Centros tecnológicos de Nicaragua brindan educación de calidad (curso de técnico en refrigeración y aire acondicionado comercial, Centro Tecnológico Comandante Hugo Chávez)",
      "https://www.tn8.tv/nacionales/496971-centros-tecnologicos-nicaragua-brindan-educacion-calidad/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ni-inatec-computacion-el19-2026-11-28",
      "El 19 Digital",
      "Educación técnica en Nicaragua continúa abriendo oportunidades y transformando vidas (el Centro Tecnológico Monseñor Benedicto Herrera Montenegro ofrece carreras como Computación)",
      "https://www.el19digital.com.ni/articulos/ver/158683-educacion-tecnica-en-nicaragua-continua-abriendo-oportunidades-y-transformando-vidas",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ni-unan-managua-educacion-musical-2026-11-28",
      "Universidad Nacional Autónoma de Nicaragua, Managua (UNAN-Managua)",
      "Espacios de formación musical, oportunidades esenciales para el desarrollo del talento universitario (la Licenciatura en Educación Musical, creada en 2000)",
      "https://www.unan.edu.ni/index.php/reportajes/espacios-de-formacion-musical-oportunidades-esenciales-para-el-desarrollo-del-talento-universitario.odp",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ni-unan-managua-cies-tesis-2017-2026-11-28",
      "wixlib.com (copy of a UNAN-Managua CIES master's thesis)",
      "Satisfacción de los usuarios del servicio de hospitalización privada: tesis de la Maestría en Administración en Salud 2015-2017, CIES UNAN-Managua (julio de 2017)",
      "https://wixlib.com/document/70509_satisfacci-n-de-los-usuarios-del-servicio-de-hospitalizaci-n-privada.html",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "ni-una",
      career: "veterinary-medicine",
      level: "bachelor",
      name: "Licenciatura en Medicina Veterinaria",
      source: "ni-una-veterinaria-matricula-2026-11-28",
    },
    {
      institution: "ni-unan-leon",
      career: "veterinary-medicine",
      level: "bachelor",
      name: "Licenciatura en Medicina Veterinaria",
      source: "ni-unan-leon-veterinaria-cronista-2026-11-28",
    },
    {
      institution: "ni-unan-managua",
      career: "physical-education",
      level: "bachelor",
      name: "Licenciatura en Educación Física y Deportes",
      source: "ni-unan-managua-educacion-fisica-esteli-2026-11-28",
    },
    {
      institution: "ni-uni",
      career: "civil-engineering",
      level: "bachelor",
      name: "Ingeniería Civil",
      source: "ni-uni-ingenieria-civil-79-anos-2026-11-28",
    },
    {
      institution: "ni-inatec",
      career: "refrigeration-air-conditioning",
      level: "technical",
      name: "Refrigeración y Climatización",
      source: "ni-inatec-refrigeracion-tn8-2026-11-28",
      set: { name: "Técnico en Refrigeración y Aire Acondicionado Comercial" },
    },
    {
      institution: "ni-inatec",
      career: "it-support-technician",
      level: "technical",
      name: "Técnico General en Computación",
      source: "ni-inatec-computacion-el19-2026-11-28",
    },
    {
      institution: "ni-unan-managua",
      career: "music-education",
      level: "bachelor",
      name: "Licenciatura en Educación Musical",
      source: "ni-unan-managua-educacion-musical-2026-11-28",
    },
    {
      institution: "ni-unan-managua",
      career: "health-services-administration",
      level: "graduate",
      name: "Maestría en Administración en Salud",
      source: "ni-unan-managua-cies-tesis-2017-2026-11-28",
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  inatecMecanica: s28(
    "ni-inatec-mecanica-laprensa",
    "La Prensa (Nicaragua)",
    "Inatec es la «válvula de escape» para jóvenes de Nicaragua (12 de mayo de 2016: un joven que entra a estudiar Mecánica Automotriz en el Tecnológico Nacional Industrial, sede Comandante Hugo Chávez; el técnico dura año y medio, más 300 horas de prácticas)",
    "https://www.laprensa.com.ni/2016/05/12/economia/2033278-inatec-la-valvula-escape-jovenes-nicaragua",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): one more row written without reading its page, re-pointed to a stored page
 * that names the program at the institution and level, with its length (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    {
      institution: "ni-inatec",
      career: "automotive-mechanics",
      level: "technical",
      source: S28.inatecMecanica.id,
      set: { duration: "1 año y medio" },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row it bears out (see the header). */
const S29 = {
  unanNutricion: s29(
    "ni-unan-managua-nutricion-monografia-2021",
    "Universidad Nacional Autónoma de Nicaragua, Managua, Instituto Politécnico de la Salud «Luis Felipe Moncada», Departamento de Nutrición (read through a proxy copy of the Scribd document)",
    "Monografía para optar al título de licenciatura en nutrición: conocimientos, prácticas alimentarias y estilos de vida de los estudiantes becados internos del IPS, UNAN-Managua, agosto 2020 - marzo 2021 (Managua, 2021)",
    "https://es.scribd.com/document/654529431/15618",
  ),
  unanTrabajoSocial: s29(
    "ni-unan-managua-trabajo-social-reportaje",
    "Universidad Nacional Autónoma de Nicaragua, Managua (UNAN-Managua), reportajes",
    "El Trabajador Social, un profesional que aporta al desarrollo económico, social, inclusivo y cultural de la nación (sobre la carrera de Trabajo Social; undated)",
    "https://www.unan.edu.ni/index.php/reportajes/el-trabajador-social-un-profesional-que-aporta-al-desarrollo-economico-social-inclusivo-y-cultural-de-la-nacion.odp",
  ),
  unanPracticas: s29(
    "ni-unan-managua-practicas-biblioinfo",
    "Universidad Nacional Autónoma de Nicaragua, Managua (UNAN-Managua), biblioinfo.unan.edu.ni",
    "Las prácticas de formación profesional en la UNAN-Managua (undated; «los estudiantes de Ingeniería Civil deben hacer 75 horas de prácticas de familiarización, 180 de profesionalización y 75 de especialización»)",
    "https://biblioinfo.unan.edu.ni/?p=5531",
  ),
  uniAdmitidos2022: s29(
    "ni-uni-admitidos-canal2-2022",
    "Canal 2 TV (Nicaragua)",
    "Mil 500 bachilleres admitidos en la UNI para 2022 (estudiarán «carreras como ingeniería de sistemas, industrial y civil, además de arquitectura»)",
    "https://canal2tv.com/nacionales/nicaragua-bachilleres-admitidos-uni",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): rows written without reading their page, each re-pointed to a stored page
 * that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    { institution: "ni-unan-managua", career: "nutrition", level: "bachelor", source: S29.unanNutricion.id },
    { institution: "ni-unan-managua", career: "social-work", level: "bachelor", source: S29.unanTrabajoSocial.id },
    { institution: "ni-unan-managua", career: "civil-engineering", level: "bachelor", source: S29.unanPracticas.id },
    { institution: "ni-uni", career: "industrial-engineering", level: "bachelor", source: S29.uniAdmitidos2022.id },
    { institution: "ni-uni", career: "information-systems", level: "bachelor", source: S29.uniAdmitidos2022.id },
    { institution: "ni-uni", career: "architecture", level: "bachelor", source: S29.uniAdmitidos2022.id },
  ],
  withdrawn: [],
};

/** A page read by the second session-30 pass (`VERIFIED_S30B`; its id ends in `-s30b`). */
const s30b = taggedPages("s30b", "2026-11-28");

/** The pages the second session-30 pass read, one per set of rows it bears out (see the header). */
const S30B = {
  uamOferta: s30b(
    "ni-uam-oferta-justificau-github",
    "Egabmart/JustificaU (GitHub), a student app for the Universidad Americana (UAM), Managua (2025)",
    "resources/views/auth/register.blade.php: «Datos de la oferta académica de la UAM», its carreras by faculty (Facultad de Ciencias Administrativas y Económicas: Administración de Empresas, Contabilidad y Finanzas, Economía Empresarial, Negocios Internacionales; Ciencias Médicas: Medicina, Psicología, Nutrición; Odontología; Ingeniería y Arquitectura: Arquitectura, Ingeniería Civil, Ingeniería Industrial, Ingeniería en Sistemas de Información; among others)",
    "https://github.com/Egabmart/JustificaU/blob/0309fa95435322634d8441dfa80c58d6854b20f6/resources/views/auth/register.blade.php",
  ),
};

/**
 * Session 30's second pass (2026-11-28): the UAM's rows re-read on a student app's copy of its list of carreras, and its
 * international business degree added (a cell with no institution before; see the header). No row was withdrawn.
 */
const VERIFIED_S30B: CatalogPass = {
  sources: Object.values(S30B),
  programs: [
    ...offered("ni-uam", "bachelor", S30B.uamOferta.id, [["international-business", "Negocios Internacionales"]]),
  ],
  reread: [
    "nutrition",
    "industrial-engineering",
    "medicine",
    "dentistry",
    "psychology",
    "law",
    "business-administration",
    "information-systems",
    "architecture",
  ].map((career) => ({ institution: "ni-uam", career, level: "bachelor" as const, source: S30B.uamOferta.id })),
  withdrawn: [],
};

/** A page read by the fourth session-30 pass (`VERIFIED_S30D`; its id ends in `-s30d`). */
const s30d = taggedPages("s30d", "2026-11-28");

/** The page the fourth session-30 pass read (see the header). */
const S30D = {
  unanLeonTesisApp: s30d(
    "ni-unan-leon-repositorio-tesis-app-2023",
    "UNAN-León (carreras of a student thesis-repository web app, GitHub repository Bricret/Repositorio-UNAN-Leon-Next13, 2023)",
    "datos.js: carreras of the UNAN-León thesis repository (Ingenieria en Sistemas, Ingenieria en Telematica, Biologia, Quimica, Ingenieria en Estadistica, Matematica), each linked to its page on unanleon.edu.ni",
    "https://github.com/Bricret/Repositorio-UNAN-Leon-Next13/blob/56e677a3173bb5a8f3ecc2763c93e98a87efdd68/src/app/components/facultades/datos.js",
  ),
};

/**
 * Session 30's fourth pass (2026-11-28): two UNAN-León engineering degrees named by a student thesis-repository app
 * (see the header). No row was re-read or withdrawn.
 */
const VERIFIED_S30D: CatalogPass = {
  sources: Object.values(S30D),
  programs: [
    ...offered("ni-unan-leon", "bachelor", S30D.unanLeonTesisApp.id, [
      ["statistics", "Ingeniería en Estadística"],
      ["telecommunications-engineering", "Ingeniería en Telemática"],
    ]),
  ],
  withdrawn: [],
};

export const CATALOG_NI: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_28B,
  ADDED_28C,
  ADDED_S24,
  ADDED_S25,
  ADDED_S25B,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S29,
  VERIFIED_S30B,
  VERIFIED_S30D,
);
