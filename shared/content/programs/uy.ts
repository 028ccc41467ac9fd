/**
 * Where to study in UY: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 * Universidad de la República is the public university; UTEC and UTU (DGETP) teach tecnólogo and
 * técnico terciario programs; teachers train in Formación en Educación (IPA, Institutos Normales);
 * private universities are authorised by the Ministerio de Educación y Cultura.
 * Rows dated 2026-11-26 were written from knowledge of the institutions' published programs; the
 * pages were not re-read online (this machine has no internet access). Check them before relying on them.
 * Rows dated 2026-11-27 (UTU's automotive-mechanics and welding courses) were likewise written from
 * knowledge of the institutions' published programs, without re-reading the pages online; check them before
 * relying on them. So were the other rows dated 2026-11-27 (the IPA's Profesorado de Filosofía,
 * UTEC's Maestría en Data Science), and the later 2026-11-27 rows in the same block (the Udelar Facultad de
 * Ingeniería's Especialización en Ciencia de Datos, Universidad ORT Uruguay's Máster en Big Data, the Universidad
 * de Montevideo's Licenciatura en Negocios Internacionales, the Maestría en Políticas Públicas of the Udelar's
 * Facultad de Ciencias Sociales and of the Universidad Católica's Escuela de Postgrados).
 * A further row dated 2026-11-27 (the Profesorado de Educación Musical of Formación en Educación, listed under
 * the IPA) was likewise written from knowledge of the institutions' published programs, without re-reading
 * the pages online (this machine has no internet access). So was a later row of the same block, also dated
 * 2026-11-27: the Especialización en Administración de Servicios de Salud of the Udelar Facultad de Medicina's
 * Escuela de Graduados.
 * A further row dated 2026-11-27 (UTU's Técnico Terciario en Redes y Software, taught at its Instituto Tecnológico de
 * Informática in Montevideo, listed for IT support) was written from knowledge of the institution's published courses
 * and matches a stored news report on that institute
 * (https://duraznodigital.uy/2024/07/utu-inaugura-en-agosto-instituto.html, July 2024); UTU's own page was not re-read
 * online (this machine has no internet access).
 * Rows to check first: UTU's Técnico Terciario en Redes y Software (the exact title, which the stored report writes
 * "Técnico Terciario de Redes y Software"); that specialization (its exact title, and whether it admits graduates
 * other than physicians);
 * ORT's Máster en Big Data (the exact current title of the program), the Universidad Católica's Maestría en
 * Políticas Públicas (whether it still opens new cohorts) and the Profesorado de Educación Musical (the exact title
 * of the specialty, and whether the IPA itself or another centre of Formación en Educación teaches it).
 * Rows dated 2026-11-28 rest on stored copies of public pages found with the search tools (this machine has no internet
 * access; the institutions' own program pages were not re-read online): UTEC's Licenciatura en Jazz y Música Creativa,
 * taught in Mercedes (https://elprofesional.uy/www/archivos/21817, June 2024, and
 * https://ladiaria.com.uy/articulo/2016/8/de-la-calle-a-la-universidad, August 2016, on its start as a tecnólogo);
 * the Mecánica Automotriz course of Educación Media Profesional at Talleres Don Bosco in Montevideo
 * (https://icm.org.uy/talleres-don-bosco-cumple-125-anos/, https://diariocambio.com.uy/2020/10/22/el-padre-jose-maria-acuna-destaco-en-salto-las-oportunidades-que-ofrecen-los-talleres-don-bosco/,
 * and the school's own https://talleresdonbosco.edu.uy/historia/); and the four-year Actuación career of the Escuela
 * Multidisciplinaria de Arte Dramático (EMAD) of the Intendencia de Montevideo (https://xn--lamaana-7za.uy/?p=56005).
 * Rows to check first among them: the exact current title of the Talleres Don Bosco course (and whether it still opens
 * every year), the exact name of the EMAD's acting career ("Actuación") and its level, listed here as a first degree
 * like the Formación en Educación profesorados, and the EMAD's own web page (the Intendencia's site is given).
 * Further rows of the `ADDED_28` block, added by a second pass on 2026-11-28, also rest on stored copies of public pages
 * found with the search tools (no page was re-read online): the Universidad de la Empresa's Licenciatura en Fisioterapia and
 * Licenciatura en Imagenología, four-year degrees of its Facultad de Ciencias de la Salud taught in Montevideo, named on the
 * university's own page https://ude.edu.uy/las-ciencias-de-la-salud-en-uruguay/amp (which also announces a Licenciatura en
 * Enfermería, not listed here because it was still to open); and the Udelar's Cosmetología Médica career, described by the
 * Asociación de Cosmetólogas Médicas in October 2018 as having gone from a técnico to a tecnólogo title, with a licenciatura
 * under discussion (stored as http://neturuguay.com/2018/10/05/la-asociacion-de-cosmetologas-medicas-del-uruguay-festejo-sus-10-anos-en-el-paraninfo-de-la-udelar/,
 * cited over https). Check first the Cosmetología Médica row: its current title and level (it may have become a
 * licenciatura since 2018) and the Udelar school that teaches it (the Escuela Universitaria de Tecnología Médica of the
 * Facultad de Medicina).
 * Rows of the `ADDED_S24` block, added on 2026-11-28, rest on stored copies of public pages found with the search tools
 * (this machine has no internet access; no page was re-read online): UTEC's Maestría en Agua y Desarrollo Sostenible,
 * listed for environmental engineering, whose theses on effluent treatment (feedlots, dairy sludge, urban drainage) are
 * reported by Ambienta (https://ambienta.uy/utec-repiensa-el-ambiente-tres-tesis-que-conectan-estiercol-residuos-lacteos-y-diseno-urbano);
 * UTEC's two-year Tecnicatura en Tecnologías de la Información, with an intermediate first-year exit in software and
 * hardware, listed for IT support (https://diarionorte.com.uy/ensenanza/utec-ofrece-carrera-de-tecnologias-de-la-informacion-de-alta-demanda-en-mercado-laboral-32177.html/amp);
 * the Universidad de Montevideo's Máster en Dirección de Comunicación of its Facultad de Comunicación, named on the
 * university's own page (https://um.edu.uy/noticias/nueva-generacion-de-graduados-del-master-en-direccion-de-comunicacion-0);
 * the IEEM's Maestría en Dirección de Empresas de Salud and the Facultad de Humanidades y Educación's Maestría en Lengua
 * Inglesa y Educación Intercultural Bilingüe, both named among the Universidad de Montevideo's graduating master's
 * programs on its own page (https://um.edu.uy/noticias/graduacion-de-maestrias-y-especializaciones); Universidad ORT
 * Uruguay's one-year, fully online Diploma de Especialización en Enseñanza de Inglés como Lengua Extranjera, named on its
 * Instituto de Educación's page (https://ie.ort.edu.uy/novedades/comenzo-la-primera-cohorte-de-estudiantes-del-diploma-en-ensenianza-de-ingles);
 * and UTU's two-year tertiary Tecnicatura en Audiovisuales (image and sound processing, taught at the LATU site and, with
 * a production profile, at Arrayanes), listed for radio and television production, named by la diaria in March 2019
 * (https://ladiaria.com.uy/educacion/articulo/2019/3/corto-de-estudiantes-de-utu-de-audiovisual-fue-seleccionado-en-concurso-internacional-de-cine-universitario).
 * Check first among them: whether UTEC's Maestría en Agua y Desarrollo Sostenible still opens cohorts and is best read as
 * environmental engineering (it may suit environmental science as well); whether UTEC still awards the Tecnicatura en
 * Tecnologías de la Información on its own (it became the intermediate title of the Licenciatura en Tecnologías de la
 * Información) and how much of it is hardware and infrastructure support rather than programming; the exact current titles
 * of the Universidad de Montevideo's two master's (the pages write "Maestría" and "magíster"; the school may call them
 * "Máster") and whether the English master's prepares English teachers as its title suggests; whether ORT's diploma still
 * admits; and the exact current title of UTU's audiovisual tecnicatura (la diaria writes "Tecnicatura en Audiovisuales").
 * Rows of the `ADDED_S25` block, added on 2026-11-28, rest on stored copies of public pages found with the search tools
 * (this machine has no internet access; no page was re-read online): the Universidad de Montevideo's Maestría en Integración
 * y Comercio Internacional of its Facultad de Derecho, listed for international business, named in the author note of an
 * article by its director, Jorge E. Fernández Reyes, in the Revista de la Secretaría del Tribunal Permanente de Revisión
 * (vol. 6, no. 11, April 2018), stored as http://scielo.iics.una.py/scielo.php?script=sci_arttext&pid=S2304-78872018001100047&lng=es&nrm=iso&tlng=es
 * and cited over https. Check first: whether the master's still admits, its exact current title, and whether it is better
 * read as a law/trade-integration degree than as international business.
 * Left out (no usable source, or no official website for the institution): the Instituto Universitario de Artes Escénicas
 * (IUDAE, Montevideo), whose four-year Licenciatura en Artes Escénicas (acting, dance and singing) was recognised by the MEC
 * (Búsqueda, https://www.busqueda.com.uy/Cultura/Hacia-nuevos-artistas-integrales-Uruguay-tendra-su-primera-licenciatura-en-artes-escenicas-uc833608;
 * infonegocios.biz) — a lead for theatre (bachelor) once its official website is known; the Universidad Católica's
 * Licenciatura en Cine (El País, 2024; a degree, not the technical level the gap needs); no stored page was found for a
 * pharmacy-technician, make-up, refrigeration, counselling, public-administration (bachelor) or health-services
 * administration (bachelor) program in Uruguay, nor for a second institution's Licenciatura en Educación Musical or
 * Matemática, or a second veterinary school (the Udelar's Facultad de Veterinaria calls itself the only one in the country).
 * A further search pass on 2026-11-28 (S25B), aimed at thesis repositories (COLIBRI, ORT's RAD, UCU, UM), added no rows: no
 * stored repository record or program page named a second Uruguayan institution for the open graduate, bachelor or
 * technical cells (the search budget ran out during the pass). Lead for a later pass: a Máster en Biotecnología at
 * Universidad ORT Uruguay (its Centro de Biotecnología says it aims to train postgraduate staff; no record of the master's
 * itself was found in the stored pages).
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this
 * machine has no internet access; no page was re-read online):
 * - the Instituto Universitario de Artes Escénicas (IUDAE, Montevideo, private; founded 2021, seat in Puntas Carretas per
 *   Búsqueda) and its four-year Licenciatura en Artes Escénicas (danza, canto, actuación), recognised by the MEC, with an
 *   intermediate Tecnicatura after two years, listed for theatre (bachelor): InfoNegocios,
 *   https://infonegocios.biz/amp/infostyle/uruguay-logra-su-primera-licenciatura-en-artes-escenicas (no official website of
 *   the institute was seen, so its website is left unknown);
 * - UTU's Maquillaje Integral course, listed for makeup artistry (technical): a Búsqueda interview in which the make-up
 *   artist Luciana Díaz says she began Maquillaje Integral at UTU at 18 and was in its second year in 2008
 *   (https://www.busqueda.com.uy/Cultura/Luciana-Diaz--Estamos-compitiendo-al-mismo-nivel-que-el-resto-de-Hollywood-y-eso-esta-buenisimo--uc833955);
 *   a former student's account, not a current course page;
 * - the Escuela de Cine del Uruguay (ECU, Montevideo; a department of the Cinemateca Uruguaya) and its carrera de
 *   realización cinematográfica, listed for film (technical) from the school's own page (https://ecu.edu.uy, students'
 *   accounts of the career's first year) and for radio and television production (technical) from Revista Film
 *   (https://revistafilm.com/ultimos-dias-inscripciones-la-ecu: seven semesters, graduates able to make television,
 *   advertising, documentary and fiction work);
 * - UTEC's Tecnicatura en Comunicación Creativa y Entretenimiento Digital (videogames, digital animation, audiovisual
 *   post-production; Minas and Melo), listed for animation and game design (technical), from UTEC's own job call CCED 3/26
 *   (https://erp.utec.edu.uy/iframe_jobs/iframe_jobs_detail/docente-encargado-area-ilustracion-y-animacion-digital-3183);
 * - the Udelar's Tecnicatura en Tecnologías de la Imagen Fotográfica (IENBA, CENUR Litoral Norte, Paysandú; six semesters),
 *   El Telégrafo, https://www.eltelegrafo.com/2021/02/tecnicatura-en-tecnologias-de-la-imagen-fotografica/;
 * - UTU's three-year Tecnólogo en Biotecnología (Paysandú, Pando, Tacuarembó, Montevideo), El Telégrafo,
 *   https://www.eltelegrafo.com/2022/11/tecnologo-en-biotecnologia-una-carrera-de-amplia-insercion-en-presente-y-futuro/;
 * - UTEC's Ingeniería Logística at the ITR Norte in Rivera, Ici Forestal,
 *   https://iciforestal.com.uy/mas-noticias/uruguay1/20004-carreras-innovadoras-de-alta-insercion-laboral-convocan-a-200-jovenes-en-instituto-tecnologico-de-rivera;
 * - the Udelar's four-year Licenciatura en Ingeniería Biológica (Paysandú and Salto; first two years also in Montevideo from
 *   2017), listed for biomedical engineering, 180 (stored as http://180.com.uy/articulo/64933_..., cited over https);
 * - the Udelar's four-year Licenciatura en Lenguajes y Medios Audiovisuales (CURE, Maldonado; Facultad de Artes), listed for
 *   film, and its four-year Licenciatura en Gestión Ambiental (CURE: Maldonado, Rocha, Treinta y Tres), listed for
 *   environmental science, both from the CURE's own pages (https://cure.edu.uy/?p=30228 and
 *   https://www.cure.edu.uy/licenciatura-en-gestion-ambiental-una-trayectoria-flexible-en-un-rubro-de-interes-creciente/);
 * - the Universidad Católica's Licenciatura en Cine, opened in March 2024 (El País,
 *   https://www.elpais.com.uy/informacion/educacion/la-ucu-estrena-licenciatura-en-cine-con-foco-en-el-arte-y-el-negocio),
 *   and four of the seven careers it announced for 2026 — Licenciatura en Filosofía, Ingeniería Mecánica, Ingeniería
 *   Biomédica, Marketing y Estrategia Comercial (El País,
 *   https://www.elpais.com.uy/informacion/educacion/transformar-el-modelo-universitario-la-apuesta-de-la-universidad-catolica-del-uruguay).
 * Check first: whether UTU still teaches Maquillaje Integral and under what title and level (the source is an interview about
 * studies around 2007-2008); whether the ECU's career (a film school's) is fairly read as radio and television production,
 * and its current length (the school's page suggests four years, Revista Film says seven semesters); the IUDAE's official
 * website and address, and whether the licenciatura admits every year; the exact titles and levels of the UCU's 2026
 * careers (the article calls them careers; "Marketing y Estrategia Comercial" is written without "Licenciatura en"), and
 * whether they opened as announced; whether UTEC's CCED is a two-year tecnicatura (no length was stated) and still opens in
 * Minas and Melo; whether the Gestión Ambiental degree is better read as environmental management than environmental science.
 * Left out: UTU's Escuela Superior de Comunicación Social (radio, television, press, advertising; archivo.utu.edu.uy) and its
 * new Tecnólogo en Industria Audiovisual at PET Arrayanes (la diaria, February 2026), both UTU, which already counts for
 * radio and television production; UTEC's Ingeniería Agroambiental (Durazno) and Ingeniería en Energías Renovables, not
 * clearly one career; the UDE's planned Ingeniería en Logística (Brecha, 2015: not confirmed as opened). No stored page was
 * found for a second Uruguayan institution teaching biotechnology (graduate), veterinary medicine, mathematics or music
 * education (bachelor), for any pharmacy-technician, refrigeration and air-conditioning, public-administration (bachelor),
 * health-services administration (bachelor), animation (graduate), counselling (graduate) or industrial-engineering
 * (graduate) program, nor for a second institution's graduate program in environmental science, political science, social
 * work or international business (searches of la diaria, El País, Búsqueda, Montevideo Portal, the universities' own pages and
 * document copies).
 * A search pass on 2026-11-28 (session 27, S27) added no rows: about a dozen look-ups for Uruguay (graduate cells first)
 * found no stored page naming a second institution for the open cells. Pages read: El País's sponsored note on the
 * Universidad Católica's Escuela de Postgrados (https://www.elpais.com.uy/negocios/empresas/aprender-crecer-y-cambiar-el-valor-de-un-postgrado-en-la-ucu),
 * which names its maestrías en Políticas Públicas, Liderazgo y Gestión Educativa and Psicoterapia Cognitiva de Adultos y
 * Familia (psychotherapy, not the educational and vocational guidance that counselling means here); Búsqueda's note of
 * October 2025 on ORT's new Licenciatura en Bioinformática and ORT's own pages on its Licenciatura en Biotecnología
 * (fi.ort.edu.uy; a first degree, not the biotechnology master's the graduate cell needs); the Escuela Universitaria de
 * Música's history and Plan 2004 pages (eum.edu.uy, eumus.edu.uy), which name no music-education degree in the parts stored; and AGESIC's
 * plan of study for an Analista Técnico en Ciberseguridad (gub.uy; not an open cell).
 * Check first: whether the Universidad Católica or the Udelar's Facultad de Psicología teaches a graduate diploma in
 * orientación vocacional (counselling, graduate); whether ORT now runs a Máster en Biotecnología.
 * Left out: no stored page named a Uruguayan pharmacy-technician, make-up (a second school), public-administration or
 * health-services-administration (bachelor) programme, a second music-education or mathematics licenciatura, or a
 * graduate programme in industrial engineering, international business (second) or counselling.
 * Session 27's verification pass (2026-11-28, block `VERIFIED_S27`) looked, in stored copies of public pages (this
 * machine has no internet access; about a dozen of 45 look-ups shared with Paraguay, Bolivia and Cuba), for a page naming
 * the rows readers see most among those written from knowledge, most-shown first. Re-read, each row now citing the page:
 * - Udelar Licenciatura en Ciencia Política and Licenciatura en Trabajo Social: the Facultad de Ciencias Sociales's
 *   Enseñanza page (five carreras de grado; Plan 2009, four years in 8 semestres; titles Licenciado en Ciencia Política,
 *   Licenciado en Trabajo Social); length set to "8 semestres"; stored over http, cited over https. A Udelar CSE book on
 *   Scribd (Bentancur and Mancebo, on the formation of the Udelar's licenciados en Ciencia Política, 2016) and
 *   tacuarembo2030.com (a first Licenciada en Ciencia Política graduating by an internship in the interior) agree.
 * - Udelar Maestría en Trabajo Social: the same faculty's page (six national editions, 2002 to 2017; 30 active students);
 *   stored over http, cited over https. Check first: whether a new cohort opens.
 * - Udelar Licenciatura en Nutrición: the Cenur Litoral Norte's news on the carrera's 80 years (Licenciatura since the 1998
 *   plan, now of the Escuela de Nutrición; plan of 2014).
 * - Udelar Doctor en Ciencias Veterinarias: the Cenur Litoral Norte's news on the 2021 plan (the carrera's coordinator in
 *   the Litoral Norte).
 * - Udelar Licenciatura en Música: El Pueblo (Salto), interview with the Escuela Universitaria de Música's academic
 *   coordinator at the Regional Norte (its carreras of Piano, Canto, Guitarra and Dirección coral since 1995); stored over
 *   http, cited over https. Weak: it names the EUM's carreras, not the title; check first the title on eumus.edu.uy.
 * - UCU Maestría en Políticas Públicas: El País's sponsored note on the UCU's Escuela de Postgrados (read by this session's
 *   search pass above, not re-read now); its first source, the home page, is dropped by the catalog. Weak: sponsored content.
 * Withdrawn: none. Not re-read (searched without result, or not reached within the budget), left as they were: the Udelar's
 * Maestría en Ingeniería Ambiental, Maestría en Biotecnología, Ingeniería Industrial Mecánica, Licenciatura en Filosofía,
 * Licenciatura en Matemática, Licenciatura en Educación Física, Especialización en Administración de Servicios de Salud,
 * Ingeniería de Producción, Maestría en Ciencias Ambientales, Maestría en Ciencia Política, Especialización en Ciencia de
 * Datos, Maestría en Políticas Públicas and Contador Público; UTU's Técnico Terciario en Redes y Software (la diaria's
 * reports of 2025 and 2026 on UTU's 75 to 80 tertiary carreras name none of them) and Mecánica Automotriz; the UCU's
 * Licenciatura en Ciencia Política, en Trabajo Social, en Nutrición (El Observador, 2021, on its Facultad de Ciencias de la
 * Salud's 12 carreras names none in the stored opening), en Negocios Internacionales e Integración, Ingeniería Industrial
 * and Contador Público; the IPA's Profesorado de Filosofía and de Educación Musical (the CFE's FAQ says the profesorado de
 * Educación Musical has an entrance test, without naming the centre); the IUACJ's Educación Física; the UM's Negocios
 * Internacionales, Ingeniería Industrial and Contador Público; UTEC's Maestría en Data Science; ORT's Máster en Big Data
 * and Contador Público.
 * Session 28's verification pass (2026-11-28, block `VERIFIED_S28`) looked again, in stored copies of public pages
 * (search tools only; no page re-read online; thirteen look-ups for this country, and the la diaria ISEF page came up in a
 * Dominican search), for the rows the S27 pass left as they
 * were. Rows re-read, each now citing the page named:
 * - Udelar Licenciatura en Educación Física: la diaria, October 2019, on the ISEF of the Udelar opening without entry
 *   quotas at its Paysandú site "la tecnicatura en Deportes y la licenciatura en Educación Física" (Montevideo, Maldonado
 *   and Rivera keeping quotas);
 * - UTU Mecánica Automotriz: El Telégrafo (Paysandú), August 2022, on the UTU Paysandú offer for 2023, "en niveles básicos
 *   con Mecánica General y en nivel medio con Mecánica General y Mecánica Automotriz", continuing to a tecnicatura. El
 *   Pueblo (Salto) also reports "la carrera de Mecánica Automotriz" of the Escuela Técnica Catalina Harriague de Castaños;
 * - UCU Licenciatura en Ciencia Política: an article of 2017 on SciELO Uruguay (journal ISSN 1688-499X), stored over http and
 *   cited over https: "En Uruguay las licenciaturas de Ciencia Política son dos", the UdelaR's and the Ucudal's, the latter
 *   graduating "algo menos de dos licenciados por año" (check first that it still admits);
 * - UTEC Maestría en Data Science, renamed "Maestría en Ciencia de Datos" as UTEC's own news of October 2025 on its students
 *   receiving the MIT Micromáster certificates in Boston (9 October) names it ("la Maestría en Ciencia de Datos de UTEC",
 *   "formación conjunta" with MIT). The "18 meses" stays: la diaria (September 2019) gives "la carrera dura 18 meses" for
 *   the UTEC's maestría en Data Science with the MIT and Harvard; the UTEC page gives no length;
 * - Udelar Especialización en Ciencia de Datos: la diaria, February 2019, on the Fing's CPAP adding it to its offer;
 * - ORT Máster en Big Data: El País, February 2021 (subscribers' page, opening stored), on an engineer enrolled in "un máster
 *   sobre Big Data en la ORT";
 * - Udelar Maestría en Políticas Públicas: the FCS's own note on its institutional self-evaluation of postgraduate teaching
 *   (26 programmes; the Maestría en Políticas Públicas is the one co-coordinated by the Departamentos de Ciencia Política and
 *   Sociología). The FCS's news of the launch of the "Maestría y Diploma en Políticas Públicas" (edition 2017-2018, 35
 *   students) agrees;
 * - Udelar Maestría en Ciencia Política: C. Rocha Carpiuc's chapter on political science in Uruguay (2017), p. 260, read in
 *   a flipbook copy on pleno5.com (stored over http, cited over https): the maestría "constituida en 1997 en la fcs-udelar".
 * Weak sources, to replace first: the El País and la diaria press pages (2019, 2021), the 2017 article and the 2017 chapter
 * copy (old; check current intakes). Lengths: none set or taken out (the UTEC row keeps its 18 months, see above).
 * Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: the Udelar's Maestría en Ingeniería Ambiental (a Fing magazine on environmental engineering, 2010,
 * came up), Maestría en Biotecnología (only ORT's licenciatura and UTU's tecnólogo came up), Licenciatura en Filosofía,
 * Licenciatura en Matemática (la diaria's 2017 history says a first licenciatura opened in 1951 at Humanidades and was not
 * continued; not evidence about today's), Ingeniería de Producción and Ingeniería Industrial Mecánica; UTU's Técnico
 * Terciario en Redes y Software (Diario Norte names the UTU-Udelar Tecnólogo Informático, another programme); the IPA's
 * profesorados; the IUACJ's Educación Física (only its journal's page came up); the UM's Negocios Internacionales (a 2025
 * GSP Mundo Digital page names the UM's industrial engineer "coordinador de la carrera" without naming the carrera: not
 * used). Not reached: the UCU's Trabajo Social, Nutrición, Negocios Internacionales and Ingeniería Industrial, the UM's
 * Ingeniería Industrial, the Udelar's Especialización en Administración de Servicios de Salud and Maestría en Ciencias
 * Ambientales, and the Contador Público rows.
 * Second verification pass of 2026-11-28 (session 28, block `VERIFIED_S28B`) looked again the same way (stored copies
 * of public pages, search tools only; no page re-read online; six look-ups for this country), chiefly for the rows the
 * S28 pass did not reach. Row re-read, now citing the page named:
 * - Udelar Contador Público: la diaria, June 2017, on the first twenty graduates of the Tecnólogo en Administración y
 *   Contabilidad at the Centro Universitario de Tacuarembó; the FCEA's dean says it was designed to fit "con la carrera
 *   de contador público", which its graduates can continue in Montevideo (three more semesters). A 2024 note of the
 *   Centro Comercial de Soriano on the Udelar's new offer in Mercedes likewise names the FCEA's grados "Licenciaturas
 *   en Administración, Economía y Contador Público".
 * Weak sources: la diaria's page (press, 2017; it names the carrera in passing). Lengths: none set or taken out.
 * Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: the UCU's Licenciatura en Trabajo Social (only the Udelar's came up) and Licenciatura en
 * Nutrición (El Observador, 2021, on the UCU's Facultad de Ciencias de la Salud and its 12 carreras, again naming none
 * in the stored excerpt); the UCU's and the UM's Ingeniería Industrial (El País's sponsored note on the UM's Facultad
 * de Ingeniería moving to the LATU names no carrera in its stored opening); the UCU's Licenciatura en Negocios
 * Internacionales e Integración (El Espectador names the UCU's Departamento de Negocios Internacionales e Integración
 * and two of its researchers, not the licenciatura: a lead); the Udelar's Especialización en Administración de
 * Servicios de Salud (only the Facultad de Medicina's Escuela de Graduados regulations and other specializations came
 * up); ORT's, the UCU's and the UM's Contador Público (N. Pontet Ubal's 2023 article on accounting research in Uruguay,
 * by an ORT author, may name them: seen only to its abstract). Not reached: the Udelar's Maestría en Ingeniería
 * Ambiental, Maestría en Biotecnología, Ingeniería Industrial Mecánica, Licenciatura en Filosofía, Licenciatura en
 * Matemática, Ingeniería de Producción and Maestría en Ciencias Ambientales; UTU's Técnico Terciario en Redes y
 * Software; the IPA's profesorados; the IUACJ's Educación Física; the UM's Negocios Internacionales.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): rows of the worklist looked for again in stored
 * copies of public pages (search tools only; no page re-read online; about eighteen look-ups for this country, with the new
 * idea of students named in news items and graduation notes). Rows re-read, each now citing the page named:
 * - the UM's Licenciatura en Negocios Internacionales: the UM's own page (its Facultad de Comunicación's site, undated), "La
 *   UM es la universidad uruguaya con más convenios con UK", on "Gastón Martínez, estudiante de la Licenciatura en Negocios
 *   Internacionales", going on exchange to the University of Birmingham;
 * - the UM's Ingeniería Industrial: En Perspectiva's interview of 3 November 2017 with the winners of the Rally
 *   Latinoamericano de Innovación, among them "Nicolás Silvera, de 22 años, alumno de cuarto año de Ingeniería Industrial en
 *   la Universidad de Montevideo (UM)" (read on the publisher's test.enperspectiva.uy host, cited there);
 * - ORT's Contador Público, and with it ORT's Licenciatura en Economía, Licenciatura en Estudios Internacionales and
 *   Licenciatura en Gerencia y Administración (rows not on the worklist, citing only ORT's home page): ORT's Facultad de
 *   Administración y Ciencias Sociales's own news "Graduadas con honores" on the graduation of 1 April (the year is not in the
 *   stored excerpt; likely 2025) at the Sodre, where the dean handed plaques "a los graduados de la facultad de las carreras
 *   Contador Público, Licenciatura en Economía, Licenciatura en Estudios Internacionales y Licenciatura en Gerencia y
 *   Administración".
 * Weak sources, to replace first: the En Perspectiva interview (2017, test host) and the undated UM page. Lengths: none set
 * or taken out. Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: the UCU's Ingeniería Industrial, Licenciatura en Nutrición (a Cenur Litoral Norte page on the
 * Udelar's Licenciatura en Nutrición came up instead), Negocios Internacionales e Integración and Contador Público; UTU's
 * Técnico Terciario en Redes y Software (UTEC and Udelar-UTU programmes came up); the IUACJ's Licenciatura en Educación
 * Física (only the Udelar's ISEF pages, and a student report mentioning "la opción privada" without naming it); the IPA's
 * profesorados (its Anales of 2009 have a Filosofía section, not the profesorado's name); the Udelar's Licenciatura en
 * Filosofía, Ingeniería de Producción, Ingeniería Industrial Mecánica and Maestría en Ciencias Ambientales (only general
 * FHCE, Fing and Facultad de Ciencias pages came up); the UM's Contador Público. Not reached (budget): the Udelar's Maestría
 * en Ingeniería Ambiental, Maestría en Biotecnología, Licenciatura en Matemática and Especialización en Administración de
 * Servicios de Salud, the UCU's Trabajo Social, and the other GAP cells. For the biotechnology master's, ORT's pages came
 * up only for its Licenciatura en Biotecnología (first 18 graduates) and its new Licenciatura en Bioinformática (Búsqueda,
 * October 2025), both bachelor's programmes, so no second graduate institution was added.
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block, after `VERIFIED_S29`): rows the first
 * S29 pass did not reach, looked for on stored copies of public pages and in the stored index of public repositories
 * (search tools only; no page re-read online; seven look-ups). Row re-read, now citing the page named: the UCU's
 * Licenciatura en Trabajo Social: the UCU's own news "Relanzamiento de la Licenciatura en Trabajo Social" (undated), in
 * which the dean of the Facultad de Derecho y Artes Liberales "remarcó la longevidad que tiene la carrera en Trabajo
 * Social en la universidad, presente desde hace más de treinta años", presented by María Fernanda Souza, "directora de
 * las licenciaturas en Ciencia Política, Sociología y Trabajo Social". Weak sources, to replace first: none beyond the
 * missing date. Lengths: none set or taken out. Withdrawn: none. Seen and not used: la diaria (July 2017) on the 75
 * years of the Fing's Instituto de Matemática y Estadística: a first Licenciatura en Matemática, created in 1951 in the
 * Facultad de Humanidades, "no tuvo continuidad" (history, not the Facultad de Ciencias licenciatura of the row); la
 * diaria (October 2025) on the Fing's 16 carreras de grado at Ingeniería deMuestra (the readable part describes
 * Ingeniería Civil only); the CURE's Licenciatura en Gestión Ambiental (a bachelor's) and UTEC's Maestría en Agua y
 * Desarrollo Sostenible (theses reported by ambienta.uy; an environment-related master's of another institution, not
 * environmental engineering: not added). Searched and not found: UTU's Técnico Terciario en Redes y Software (two
 * exact-title look-ups in the GitHub index, in both spellings, found nothing); the Udelar's Maestría en Ingeniería
 * Ambiental (the Fing's 2010 magazine on its environmental work), Licenciatura en Matemática and Maestría en
 * Biotecnología (PEDECIBA's biology area page; ORT's biotechnology pages again); the UCU's Ingeniería Industrial (an
 * undated El Pueblo note names only its Ingeniería en Informática in Salto). Not reached (budget): the Udelar's
 * Especialización en Administración de Servicios de Salud, the UCU's Nutrición, Negocios Internacionales e Integración
 * and Contador Público, and the other GAP cells.
 * Session 30 pass of 2026-11-28 (no `VERIFIED_S30` block: nothing citable was found): gap cells first, then rows of the
 * worklist, looked for on stored copies of public pages and in the stored index of public repositories (search tools only;
 * no page re-read online; about 10 look-ups for Uruguay out of some 72 for Paraguay, Uruguay, Ecuador and Venezuela).
 * Searched and not found: a second biotechnology master's (Búsqueda on ORT's new Licenciatura en Bioinformática, El País on
 * ORT's biotechnology centre, ORT's first Licenciatura en Biotecnología graduates and El País's sponsored note on the UCU's
 * Escuela de Postgrados, naming its maestrías en Políticas Públicas, Liderazgo y Gestión Educativa and Psicoterapia
 * Cognitiva: no biotechnology master's); a health-services-administration licenciatura (only the UDE's health-sciences
 * page, a 2026 note on the Udelar's programme for nursing auxiliaries in Colonia and an Observatorio de Salud column came
 * up); a second international-business master's (the same UCU note, El País on ORT's double degree with FIU, a
 * bachelor's, and the UDE's MBA guide of 2019); an industrial-engineering master's (the Fing's 2015 note on its first
 * postgraduate graduation, which names no programme in its stored opening, an accreditation self-evaluation of a Fing
 * carrera on dokumen.tips whose carrera is not in the stored opening, and UTEC's Ingeniería Logística in Rivera); the
 * Udelar's Maestría en Ingeniería Ambiental (the repository index's "tesis Maestría en Ingeniería Ambiental" hits are
 * foreign); the UCU's Licenciatura en Negocios Internacionales e Integración (the UM's page on its Licenciatura en Negocios
 * Internacionales, already cited, ORT's graduation note and Búsqueda on exchange students came up). Not reached (budget):
 * the other gap cells (veterinary medicine, mathematics, makeup, music education, environmental science, political
 * science, social work and the 0-institution cells) and the other rows of the worklist (UTU's Técnico Terciario en Redes y
 * Software, the Udelar's Maestría en Biotecnología, Ingeniería Industrial Mecánica, Licenciatura en Filosofía,
 * Licenciatura en Matemática, Ingeniería de Producción, Especialización en Administración de Servicios de Salud and Maestría
 * en Ciencias Ambientales, the IPA's profesorados, the IUACJ's Educación Física, the UCU's Nutrición, Ingeniería Industrial
 * and Contador Público, the UM's Contador Público), all searched by earlier passes.
 * Session 30, second pass of 2026-11-28 (no `VERIFIED_S30B` block: nothing citable was found): the gap cells with one
 * institution first, looked for in public GitHub repositories and on stored pages (search tools only; no page re-read
 * online; about 5 look-ups for Uruguay). Rows added, re-read or withdrawn: none. Searched and not found: a second
 * environmental-science master's (Ambienta's page on theses of UTEC's Maestría en Agua y Desarrollo Sostenible and
 * UTEC's note on its water programme with IHE Delft came up again; the `ADDED_S24` block lists that master's under
 * environmental engineering, and it was not listed twice); a second music-education bachelor's (the Escuela
 * Universitaria de Música's history page, El Pueblo's interview on its Salto branch and a CSE thesis on its offer name
 * no music-education degree); a second make-up course (a code search found only Argentine and foreign academies); a
 * second international-business master's (only UCES Rafaela, ORT's double degree with FIU, El País on the UCU's Escuela
 * de Postgrados and the UM's graduation page, already seen); refrigeration (technical; a code search for UTU's
 * refrigeration courses found only a Udelar engineering students' manual, whose repository the index does not show, and
 * foreign pages). Not reached: the biotechnology, veterinary, mathematics, political-science and social-work cells, the
 * cells with no institution and the worklist's verify rows.
 * Session 30, third pass of 2026-11-28 (no `VERIFIED_S30C` block: nothing citable was found): the gap cells, graduate
 * ones first, looked for in public GitHub repositories and in the JSCryptoMinerStudy crawl (search tools only; no page
 * re-read online; about 9 of some 64 look-ups for seven countries). Rows added, re-read or withdrawn: none. Searched and
 * not found: the Udelar's 2018 home page (pagesource/udelar.edu.uy is only a redirect to www.universidad.edu.uy;
 * www.udelar.edu.uy is not stored) and the UCU's (pagesource/ucu.edu.uy is not stored); repositories named "udelar"
 * (datauy/nomenclatorUDELAR holds the names of the Udelar's rooms, buildings and honours, not programmes; MiUdelaR is an
 * app shell; trayecto-udelar could not be fetched); a code search for lists of the Udelar's posgrados (only the Fing
 * students' centre manual already noted, whose repository the index does not show); a code search for ORT's masters
 * (only Argentine and unrelated lists); repositories named "uruguay" (FLACSO Uruguay's WordPress plugin, whose
 * "Maestría en Ciencia Política" is only an example in its API notes; the UC-uruguay website snapshot is too large to
 * fetch). Not reached: the verify rows and the other gap cells (searched by earlier passes).
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): gap cells looked for in
 * public GitHub repositories found by their names and fetched whole, then by exact phrases and the code corpus (search
 * tools only; part of about 33 look-ups for eleven countries). Rows added, re-read and withdrawn: none. Searched and
 * not found: Universidad ORT Uruguay's home page in the JSCryptoMinerStudy crawl (pagesource/ort.edu.uy, 2018: its
 * menus link carreras and postgrados by faculty but name no programme in the part read, 32,000 of 117,000 characters);
 * an exact-phrase search for "Máster en Biotecnología" (only Spanish and Honduran programmes); a code-corpus search for
 * Uruguayan universities' career lists (only Udelar's FVET curriculum grid, a student's, and a list of university
 * names). Not reached: the rest of the ORT page, the technical cells, the public-administration and health-services
 * bachelor's cells, the graduate cells and the verify rows.
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, institutionsOf, offered, pagesOn, taggedPages, withPasses } from "./define";

const RETRIEVED = "2026-11-26";

/** One institution's official program pages. */
const site = pagesOn(RETRIEVED);

const inst = institutionsOf("UY");

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "uy-utu-2026-11-27",
      "UTU (Dirección General de Educación Técnico Profesional)",
      "Cursos técnicos",
      "https://www.utu.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-utec-2026-11-27",
      "Universidad Tecnológica (UTEC)",
      "Maestría en Data Science",
      "https://utec.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-ipa-2026-11-27",
      "Instituto de Profesores Artigas (IPA)",
      "Profesorados",
      "https://www.cfe.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-udelar-fing-2026-11-27",
      "Universidad de la República",
      "Posgrados de la Facultad de Ingeniería",
      "https://udelar.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-udelar-fcs-2026-11-27",
      "Universidad de la República",
      "Posgrados de la Facultad de Ciencias Sociales",
      "https://udelar.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-udelar-fmed-2026-11-27",
      "Universidad de la República",
      "Escuela de Graduados de la Facultad de Medicina: especializaciones",
      "https://udelar.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-ucu-2026-11-27",
      "Universidad Católica del Uruguay",
      "Escuela de Postgrados",
      "https://www.ucu.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-ort-2026-11-27",
      "Universidad ORT Uruguay",
      "Posgrados",
      "https://www.ort.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-um-2026-11-27",
      "Universidad de Montevideo",
      "Carreras de grado",
      "https://www.um.edu.uy",
      "2026-11-27",
    ),
    institutionPage(
      "uy-utu-informatica-2026-11-27",
      "UTU (Dirección General de Educación Técnico Profesional)",
      "Instituto Tecnológico de Informática: cursos técnicos terciarios",
      "https://www.utu.edu.uy",
      "2026-11-27",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("uy-utu", "technical", "uy-utu-2026-11-27", [
      ["automotive-mechanics", "Mecánica Automotriz"],
      ["welding-technology", "Soldadura"],
    ]),
    ...offered("uy-utec", "graduate", "uy-utec-2026-11-27", [
      ["data-science", "Maestría en Data Science (con el MIT)", { duration: "18 meses" }],
    ]),
    ...offered("uy-ipa", "bachelor", "uy-ipa-2026-11-27", [
      ["philosophy", "Profesorado de Filosofía", { duration: "4 años" }],
      ["music-education", "Profesorado de Educación Musical", { duration: "4 años" }],
    ]),
    ...offered("uy-udelar", "graduate", "uy-udelar-fing-2026-11-27", [
      ["data-science", "Especialización en Ciencia de Datos"],
    ]),
    ...offered("uy-ort", "graduate", "uy-ort-2026-11-27", [["data-science", "Máster en Big Data"]]),
    ...offered("uy-udelar", "graduate", "uy-udelar-fcs-2026-11-27", [
      ["public-administration", "Maestría en Políticas Públicas"],
    ]),
    // `VERIFIED_S27` re-points this row to the page read; its first source, "uy-ucu-2026-11-27" (the university's home
    // page, never read), is then cited by nothing and the catalog drops it (withPasses).
    ...offered("uy-ucu", "graduate", "uy-ucu-2026-11-27", [
      ["public-administration", "Maestría en Políticas Públicas"],
    ]),
    ...offered("uy-um", "bachelor", "uy-um-2026-11-27", [
      ["international-business", "Licenciatura en Negocios Internacionales"],
    ]),
    ...offered("uy-udelar", "graduate", "uy-udelar-fmed-2026-11-27", [
      ["health-services-administration", "Especialización en Administración de Servicios de Salud"],
    ]),
    ...offered("uy-utu", "technical", "uy-utu-informatica-2026-11-27", [
      ["it-support-technician", "Técnico Terciario en Redes y Software"],
    ]),
  ],
};

/** The date of the rows in `ADDED_28`. */
const ADDED_28_ON = "2026-11-28";

/** Rows added on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "uy-utec-2026-11-28",
      "Universidad Tecnológica (UTEC)",
      "Licenciatura en Jazz y Música Creativa (Mercedes)",
      "https://utec.edu.uy",
      ADDED_28_ON,
    ),
    institutionPage(
      "uy-tdb-site",
      "Talleres Don Bosco",
      "Propuesta educativa: Educación Media Profesional",
      "https://talleresdonbosco.edu.uy",
      ADDED_28_ON,
    ),
    institutionPage(
      "uy-emad-site",
      "Intendencia de Montevideo – Escuela Multidisciplinaria de Arte Dramático (EMAD)",
      "Carreras de la EMAD",
      "https://montevideo.gub.uy",
      ADDED_28_ON,
    ),
    institutionPage(
      "uy-ude-site",
      "Universidad de la Empresa (UDE)",
      "Las Ciencias de la Salud en Uruguay (Facultad de Ciencias de la Salud: licenciaturas de grado)",
      "https://ude.edu.uy/las-ciencias-de-la-salud-en-uruguay/amp",
      ADDED_28_ON,
    ),
    institutionPage(
      "uy-udelar-cosmetologia-2018-news",
      "neturuguay.com",
      "La Asociación de Cosmetólogas Médicas del Uruguay festejó sus 10 años en el Paraninfo de la Udelar (carrera de Cosmetología Médica, hoy de tecnólogo)",
      "https://neturuguay.com/2018/10/05/la-asociacion-de-cosmetologas-medicas-del-uruguay-festejo-sus-10-anos-en-el-paraninfo-de-la-udelar/",
      ADDED_28_ON,
    ),
  ],
  institutions: [
    inst("uy-tdb", "Talleres Don Bosco", "Montevideo", "private", "https://talleresdonbosco.edu.uy", "uy-tdb-site"),
    inst(
      "uy-emad",
      "Escuela Multidisciplinaria de Arte Dramático «Margarita Xirgu» (EMAD)",
      "Montevideo",
      "public",
      "https://montevideo.gub.uy",
      "uy-emad-site",
    ),
    inst("uy-ude", "Universidad de la Empresa (UDE)", "Montevideo", "private", "https://ude.edu.uy", "uy-ude-site"),
  ],
  programs: [
    ...offered("uy-utec", "bachelor", "uy-utec-2026-11-28", [
      ["music", "Licenciatura en Jazz y Música Creativa", { duration: "4 años" }],
    ]),
    ...offered("uy-tdb", "technical", "uy-tdb-site", [
      ["automotive-mechanics", "Mecánica Automotriz (Educación Media Profesional)"],
    ]),
    ...offered("uy-emad", "bachelor", "uy-emad-site", [["theatre", "Actuación", { duration: "4 años" }]]),
    ...offered("uy-ude", "bachelor", "uy-ude-site", [
      ["physical-therapy", "Licenciatura en Fisioterapia", { duration: "4 años" }],
      ["medical-imaging", "Licenciatura en Imagenología", { duration: "4 años" }],
    ]),
    ...offered("uy-udelar", "technical", "uy-udelar-cosmetologia-2018-news", [
      ["cosmetology", "Tecnólogo en Cosmetología Médica"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24`. */
const ADDED_S24_ON = "2026-11-28";

/** Rows added by the S24 pass on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "uy-utec-agua-ambienta-s24",
      "Ambienta (ambienta.uy)",
      "UTEC repiensa el ambiente: tres tesis que conectan estiércol, residuos lácteos y diseño urbano (Maestría en Agua y Desarrollo Sostenible)",
      "https://ambienta.uy/utec-repiensa-el-ambiente-tres-tesis-que-conectan-estiercol-residuos-lacteos-y-diseno-urbano",
      ADDED_S24_ON,
    ),
    institutionPage(
      "uy-utec-ti-diarionorte-s24",
      "Diario Norte (Rivera)",
      "UTEC ofrece carrera de Tecnologías de la Información de alta demanda en mercado laboral (Tecnicatura en Tecnologías de la Información)",
      "https://diarionorte.com.uy/ensenanza/utec-ofrece-carrera-de-tecnologias-de-la-informacion-de-alta-demanda-en-mercado-laboral-32177.html/amp",
      ADDED_S24_ON,
    ),
    institutionPage(
      "uy-um-mdc-s24",
      "Universidad de Montevideo",
      "Nueva generación de graduados del Máster en Dirección de Comunicación",
      "https://um.edu.uy/noticias/nueva-generacion-de-graduados-del-master-en-direccion-de-comunicacion-0",
      ADDED_S24_ON,
    ),
    institutionPage(
      "uy-um-posgrados-s24",
      "Universidad de Montevideo",
      "Graduación de maestrías y especializaciones (Dirección de Empresas de Salud del IEEM; Lengua Inglesa y Educación Intercultural Bilingüe)",
      "https://um.edu.uy/noticias/graduacion-de-maestrias-y-especializaciones",
      ADDED_S24_ON,
    ),
    institutionPage(
      "uy-ort-ie-ingles-s24",
      "Universidad ORT Uruguay – Instituto de Educación",
      "Comenzó la primera cohorte de estudiantes del Diploma en Enseñanza de Inglés",
      "https://ie.ort.edu.uy/novedades/comenzo-la-primera-cohorte-de-estudiantes-del-diploma-en-ensenianza-de-ingles",
      ADDED_S24_ON,
    ),
    institutionPage(
      "uy-utu-audiovisual-ladiaria-s24",
      "la diaria",
      "Corto de estudiantes de UTU de audiovisual fue seleccionado en concurso internacional de cine universitario (Tecnicatura en Audiovisuales)",
      "https://ladiaria.com.uy/educacion/articulo/2019/3/corto-de-estudiantes-de-utu-de-audiovisual-fue-seleccionado-en-concurso-internacional-de-cine-universitario",
      ADDED_S24_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("uy-utec", "graduate", "uy-utec-agua-ambienta-s24", [
      ["environmental-engineering", "Maestría en Agua y Desarrollo Sostenible"],
    ]),
    ...offered("uy-utec", "technical", "uy-utec-ti-diarionorte-s24", [
      ["it-support-technician", "Tecnicatura en Tecnologías de la Información", { duration: "2 años" }],
    ]),
    ...offered("uy-um", "graduate", "uy-um-mdc-s24", [
      ["communication-studies", "Máster en Dirección de Comunicación"],
    ]),
    ...offered("uy-um", "graduate", "uy-um-posgrados-s24", [
      ["health-services-administration", "Maestría en Dirección de Empresas de Salud (IEEM)"],
      ["english-teaching", "Maestría en Lengua Inglesa y Educación Intercultural Bilingüe"],
    ]),
    ...offered("uy-ort", "graduate", "uy-ort-ie-ingles-s24", [
      [
        "english-teaching",
        "Diploma de Especialización en Enseñanza de Inglés como Lengua Extranjera",
        { duration: "1 año", modality: "distance" },
      ],
    ]),
    ...offered("uy-utu", "technical", "uy-utu-audiovisual-ladiaria-s24", [
      ["radio-television-production", "Tecnicatura en Audiovisuales", { duration: "2 años" }],
    ]),
  ],
};

/** The date of the rows in `ADDED_S25`. */
const ADDED_S25_ON = "2026-11-28";

/** Rows added by the S25 pass on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "uy-um-mici-scielo-s25",
      "Revista de la Secretaría del Tribunal Permanente de Revisión (SciELO Paraguay)",
      "La cuestión constitucional en el Uruguay con relación al Mercosur (author note: director of the Universidad de Montevideo's Maestría en Integración y Comercio Internacional)",
      "https://scielo.iics.una.py/scielo.php?script=sci_arttext&pid=S2304-78872018001100047&lng=es&nrm=iso&tlng=es",
      ADDED_S25_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("uy-um", "graduate", "uy-um-mici-scielo-s25", [
      ["international-business", "Maestría en Integración y Comercio Internacional"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";

/** Rows added by the S26 pass on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "uy-iudae-infonegocios-2026-11-28",
      "InfoNegocios (infonegocios.biz)",
      "Uruguay logra una nueva Licenciatura en Artes Escénicas (IUDAE: reconocimiento del MEC; danza, canto y actuación; cuatro años)",
      "https://infonegocios.biz/amp/infostyle/uruguay-logra-su-primera-licenciatura-en-artes-escenicas",
      ADDED_S26_ON,
    ),
    institutionPage(
      "uy-utu-maquillaje-busqueda-2026-11-28",
      "Búsqueda",
      "Luciana Díaz: «Estamos compitiendo al mismo nivel que el resto de Hollywood» (interview: she studied Maquillaje Integral at UTU)",
      "https://www.busqueda.com.uy/Cultura/Luciana-Diaz--Estamos-compitiendo-al-mismo-nivel-que-el-resto-de-Hollywood-y-eso-esta-buenisimo--uc833955",
      ADDED_S26_ON,
    ),
    institutionPage(
      "uy-ecu-site-2026-11-28",
      "Escuela de Cine del Uruguay (ECU)",
      "Escuela de Cine del Uruguay: carrera de realización cinematográfica",
      "https://ecu.edu.uy",
      ADDED_S26_ON,
    ),
    institutionPage(
      "uy-ecu-revistafilm-2026-11-28",
      "Revista Film (revistafilm.com)",
      "Últimos días de inscripciones a la ECU (carrera de realización cinematográfica: siete semestres; egresados para televisión, publicidad, cine documental y de ficción)",
      "https://revistafilm.com/ultimos-dias-inscripciones-la-ecu",
      ADDED_S26_ON,
    ),
    institutionPage(
      "uy-utec-cced-2026-11-28",
      "Universidad Tecnológica (UTEC)",
      "Llamado CCED 3/26: Docente Encargado Área Ilustración y Animación Digital (Tecnicatura en Comunicación Creativa y Entretenimiento Digital, Minas y Melo)",
      "https://erp.utec.edu.uy/iframe_jobs/iframe_jobs_detail/docente-encargado-area-ilustracion-y-animacion-digital-3183",
      ADDED_S26_ON,
    ),
    institutionPage(
      "uy-udelar-foto-eltelegrafo-2026-11-28",
      "El Telégrafo (Paysandú)",
      "Tecnicatura en tecnologías de la imagen fotográfica (Ienba, Cenur Litoral Norte, sede Paysandú)",
      "https://www.eltelegrafo.com/2021/02/tecnicatura-en-tecnologias-de-la-imagen-fotografica/",
      ADDED_S26_ON,
    ),
    institutionPage(
      "uy-utu-biotec-eltelegrafo-2026-11-28",
      "El Telégrafo (Paysandú)",
      "Tecnólogo en Biotecnología, una carrera de amplia inserción en presente y futuro (UTU: Paysandú, Pando, Tacuarembó y Montevideo)",
      "https://www.eltelegrafo.com/2022/11/tecnologo-en-biotecnologia-una-carrera-de-amplia-insercion-en-presente-y-futuro/",
      ADDED_S26_ON,
    ),
    institutionPage(
      "uy-utec-logistica-iciforestal-2026-11-28",
      "Ici Forestal (iciforestal.com.uy)",
      "Carreras innovadoras de alta inserción laboral convocan a 200 jóvenes en Instituto Tecnológico de Rivera (UTEC: Ingeniería Logística)",
      "https://iciforestal.com.uy/mas-noticias/uruguay1/20004-carreras-innovadoras-de-alta-insercion-laboral-convocan-a-200-jovenes-en-instituto-tecnologico-de-rivera",
      ADDED_S26_ON,
    ),
    institutionPage(
      "uy-udelar-ingbio-180-2026-11-28",
      "180.com.uy",
      "Una carrera en la frontera entre la ingeniería y la medicina llega a Montevideo en 2017 (Licenciatura en Ingeniería Biológica, Udelar)",
      "https://180.com.uy/articulo/64933_una-carrera-en-la-frontera-entre-la-ingenieria-y-la-medicina-llega-a-montevideo-en-2017",
      ADDED_S26_ON,
    ),
    institutionPage(
      "uy-udelar-cure-lmav-2026-11-28",
      "Universidad de la República – Centro Universitario Regional del Este (CURE)",
      "Licenciatura en Lenguajes y Medios Audiovisuales (sede Maldonado; servicio de referencia: Facultad de Artes)",
      "https://cure.edu.uy/?p=30228",
      ADDED_S26_ON,
    ),
    institutionPage(
      "uy-udelar-cure-lga-2026-11-28",
      "Universidad de la República – Centro Universitario Regional del Este (CURE)",
      "Licenciatura en Gestión Ambiental: una trayectoria flexible en un rubro de interés creciente",
      "https://www.cure.edu.uy/licenciatura-en-gestion-ambiental-una-trayectoria-flexible-en-un-rubro-de-interes-creciente/",
      ADDED_S26_ON,
    ),
    institutionPage(
      "uy-ucu-cine-elpais-2026-11-28",
      "El País (Uruguay)",
      "La UCU estrena Licenciatura en Cine con foco en el arte y el negocio",
      "https://www.elpais.com.uy/informacion/educacion/la-ucu-estrena-licenciatura-en-cine-con-foco-en-el-arte-y-el-negocio",
      ADDED_S26_ON,
    ),
    institutionPage(
      "uy-ucu-2026-elpais-2026-11-28",
      "El País (Uruguay)",
      "Transformar el modelo universitario, la apuesta de la Universidad Católica del Uruguay (siete carreras que se estrenan en 2026)",
      "https://www.elpais.com.uy/informacion/educacion/transformar-el-modelo-universitario-la-apuesta-de-la-universidad-catolica-del-uruguay",
      ADDED_S26_ON,
    ),
  ],
  institutions: [
    inst(
      "uy-iudae",
      "Instituto Universitario de Artes Escénicas (IUDAE)",
      "Montevideo",
      "private",
      undefined,
      "uy-iudae-infonegocios-2026-11-28",
    ),
    inst(
      "uy-ecu",
      "Escuela de Cine del Uruguay (ECU)",
      "Montevideo",
      "private",
      "https://ecu.edu.uy",
      "uy-ecu-site-2026-11-28",
    ),
  ],
  programs: [
    ...offered("uy-iudae", "bachelor", "uy-iudae-infonegocios-2026-11-28", [
      ["theatre", "Licenciatura en Artes Escénicas", { duration: "4 años" }],
    ]),
    ...offered("uy-utu", "technical", "uy-utu-maquillaje-busqueda-2026-11-28", [
      ["makeup-artistry", "Maquillaje Integral"],
    ]),
    ...offered("uy-ecu", "technical", "uy-ecu-site-2026-11-28", [["film", "Carrera de Realización Cinematográfica"]]),
    ...offered("uy-ecu", "technical", "uy-ecu-revistafilm-2026-11-28", [
      ["radio-television-production", "Carrera de Realización Cinematográfica"],
    ]),
    ...offered("uy-utec", "technical", "uy-utec-cced-2026-11-28", [
      ["animation", "Tecnicatura en Comunicación Creativa y Entretenimiento Digital"],
      ["game-design", "Tecnicatura en Comunicación Creativa y Entretenimiento Digital"],
    ]),
    ...offered("uy-udelar", "technical", "uy-udelar-foto-eltelegrafo-2026-11-28", [
      ["photography", "Tecnicatura en Tecnologías de la Imagen Fotográfica", { duration: "6 semestres" }],
    ]),
    ...offered("uy-utu", "technical", "uy-utu-biotec-eltelegrafo-2026-11-28", [
      ["biotechnology", "Tecnólogo en Biotecnología", { duration: "3 años" }],
    ]),
    ...offered("uy-utec", "bachelor", "uy-utec-logistica-iciforestal-2026-11-28", [
      ["logistics", "Ingeniería Logística"],
    ]),
    ...offered("uy-udelar", "bachelor", "uy-udelar-ingbio-180-2026-11-28", [
      ["biomedical-engineering", "Licenciatura en Ingeniería Biológica", { duration: "4 años" }],
    ]),
    ...offered("uy-udelar", "bachelor", "uy-udelar-cure-lmav-2026-11-28", [
      ["film", "Licenciatura en Lenguajes y Medios Audiovisuales", { duration: "4 años" }],
    ]),
    ...offered("uy-udelar", "bachelor", "uy-udelar-cure-lga-2026-11-28", [
      ["environmental-science", "Licenciatura en Gestión Ambiental", { duration: "4 años" }],
    ]),
    ...offered("uy-ucu", "bachelor", "uy-ucu-cine-elpais-2026-11-28", [["film", "Licenciatura en Cine"]]),
    ...offered("uy-ucu", "bachelor", "uy-ucu-2026-elpais-2026-11-28", [
      ["philosophy", "Licenciatura en Filosofía"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["biomedical-engineering", "Ingeniería Biomédica"],
      ["marketing", "Marketing y Estrategia Comercial"],
    ]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "UY",
  sources: [
    site("uy-udelar-site", "Universidad de la República", "Oferta de grado y posgrado", "https://udelar.edu.uy"),
    site(
      "uy-utec-site",
      "Universidad Tecnológica (UTEC)",
      "Carreras de tecnólogo, licenciatura e ingeniería",
      "https://utec.edu.uy",
    ),
    site(
      "uy-utu-site",
      "Dirección General de Educación Técnico Profesional – UTU",
      "Cursos técnicos terciarios y tecnólogos",
      "https://www.utu.edu.uy",
    ),
    site(
      "uy-ipa-site",
      "Instituto de Profesores Artigas (IPA)",
      "Carreras de profesorado (Formación en Educación)",
      "https://www.cfe.edu.uy",
    ),
    site(
      "uy-inm-site",
      "Institutos Normales de Montevideo",
      "Carreras de magisterio (Formación en Educación)",
      "https://www.cfe.edu.uy",
    ),
    site("uy-ort-site", "Universidad ORT Uruguay", "Carreras de grado y posgrado", "https://www.ort.edu.uy"),
    site("uy-ucu-site", "Universidad Católica del Uruguay", "Carreras de grado", "https://www.ucu.edu.uy"),
    site("uy-um-site", "Universidad de Montevideo", "Carreras de grado y posgrado", "https://www.um.edu.uy"),
    {
      id: "uy-udelar-posgrado",
      publisher: "Universidad de la República",
      title: "Posgrados",
      url: "https://udelar.edu.uy",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "uy-iuacj-site",
      publisher: "Instituto Universitario Asociación Cristiana de Jóvenes",
      title: "Carreras de grado",
      url: "https://www.iuacj.edu.uy",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "uy-utec-2026",
      publisher: "Universidad Tecnológica del Uruguay",
      title: "Carreras",
      url: "https://utec.edu.uy",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    inst("uy-udelar", "Universidad de la República", "Montevideo", "public", "https://udelar.edu.uy", "uy-udelar-site"),
    inst("uy-utec", "Universidad Tecnológica (UTEC)", "Fray Bentos", "public", "https://utec.edu.uy", "uy-utec-site"),
    inst(
      "uy-utu",
      "Dirección General de Educación Técnico Profesional – UTU",
      "Montevideo",
      "public",
      "https://www.utu.edu.uy",
      "uy-utu-site",
    ),
    inst(
      "uy-ipa",
      "Instituto de Profesores Artigas (IPA)",
      "Montevideo",
      "public",
      "https://www.cfe.edu.uy",
      "uy-ipa-site",
    ),
    inst(
      "uy-inm",
      "Institutos Normales de Montevideo",
      "Montevideo",
      "public",
      "https://www.cfe.edu.uy",
      "uy-inm-site",
    ),
    inst("uy-ort", "Universidad ORT Uruguay", "Montevideo", "private", "https://www.ort.edu.uy", "uy-ort-site"),
    inst(
      "uy-ucu",
      "Universidad Católica del Uruguay",
      "Montevideo",
      "private",
      "https://www.ucu.edu.uy",
      "uy-ucu-site",
    ),
    inst("uy-um", "Universidad de Montevideo", "Montevideo", "private", "https://www.um.edu.uy", "uy-um-site"),
    {
      id: "uy-iuacj",
      country: "UY",
      name: "Instituto Universitario Asociación Cristiana de Jóvenes",
      city: "Montevideo",
      kind: "private",
      website: "https://www.iuacj.edu.uy",
      source: "uy-iuacj-site",
    },
  ],
  programs: [
    ...offered("uy-udelar", "bachelor", "uy-udelar-site", [
      ["medicine", "Doctor en Medicina"],
      ["nursing", "Licenciatura en Enfermería"],
      ["dentistry", "Doctor en Odontología"],
      ["pharmacy", "Químico Farmacéutico"],
      ["nutrition", "Licenciatura en Nutrición"],
      ["physical-therapy", "Licenciatura en Fisioterapia"],
      ["speech-therapy", "Licenciatura en Fonoaudiología"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Abogacía"],
      ["international-relations", "Licenciatura en Relaciones Internacionales"],
      ["translation", "Traductorado Público"],
      ["accounting", "Contador Público"],
      ["business-administration", "Licenciatura en Administración"],
      ["economics", "Licenciatura en Economía"],
      ["statistics", "Licenciatura en Estadística"],
      ["sociology", "Licenciatura en Sociología"],
      ["political-science", "Licenciatura en Ciencia Política"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["philosophy", "Licenciatura en Filosofía"],
      ["history", "Licenciatura en Historia"],
      ["literature", "Licenciatura en Letras"],
      ["anthropology", "Licenciatura en Ciencias Antropológicas"],
      ["tourism", "Licenciatura en Turismo"],
      ["communication-studies", "Licenciatura en Comunicación"],
      ["library-science", "Licenciatura en Bibliotecología"],
      ["veterinary-medicine", "Doctor en Ciencias Veterinarias"],
      ["agronomy", "Ingeniero Agrónomo"],
      ["fine-arts", "Licenciatura en Artes Plásticas y Visuales"],
      ["music", "Licenciatura en Música"],
      ["physical-education", "Licenciatura en Educación Física"],
      ["architecture", "Arquitectura"],
      ["industrial-design", "Licenciatura en Diseño Industrial"],
      ["graphic-design", "Licenciatura en Diseño de Comunicación Visual"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Industrial Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["food-engineering", "Ingeniería de Alimentos"],
      ["industrial-engineering", "Ingeniería de Producción"],
      ["computer-science", "Ingeniería en Computación"],
      ["biology", "Licenciatura en Ciencias Biológicas"],
      ["chemistry", "Licenciatura en Química"],
      ["physics", "Licenciatura en Física"],
      ["mathematics", "Licenciatura en Matemática"],
      ["geology", "Licenciatura en Geología"],
    ]),
    ...offered("uy-udelar", "graduate", "uy-udelar-site", [
      ["economics", "Maestría en Economía"],
      ["social-work", "Maestría en Trabajo Social"],
      ["political-science", "Maestría en Ciencia Política"],
      ["communication-studies", "Maestría en Información y Comunicación"],
      ["environmental-science", "Maestría en Ciencias Ambientales"],
    ]),
    ...offered("uy-utec", "technical", "uy-utec-site", [
      ["programming-technician", "Tecnólogo en Informática", { duration: "3 años" }],
      ["mechatronics-technician", "Tecnólogo en Mecatrónica Industrial", { duration: "3 años" }],
    ]),
    ...offered("uy-utec", "bachelor", "uy-utec-site", [
      ["information-systems", "Licenciatura en Tecnologías de la Información"],
      ["mechatronics-engineering", "Ingeniería en Mecatrónica"],
    ]),
    ...offered("uy-utu", "technical", "uy-utu-site", [
      ["programming-technician", "Tecnólogo en Informática", { duration: "3 años" }],
      ["culinary-arts", "Técnico en Gastronomía"],
    ]),
    ...offered("uy-ipa", "bachelor", "uy-ipa-site", [
      ["english-teaching", "Profesorado de Inglés", { duration: "4 años" }],
      ["mathematics-teaching", "Profesorado de Matemática", { duration: "4 años" }],
    ]),
    ...offered("uy-inm", "bachelor", "uy-inm-site", [
      ["primary-education", "Maestro de Educación Primaria", { duration: "4 años" }],
      ["early-childhood-education", "Maestro de Primera Infancia", { duration: "4 años" }],
    ]),
    ...offered("uy-ort", "bachelor", "uy-ort-site", [
      ["software-engineering", "Ingeniería en Sistemas"],
      ["electronic-engineering", "Ingeniería en Electrónica"],
      ["telecommunications-engineering", "Ingeniería en Telecomunicaciones"],
      ["biotechnology", "Ingeniería en Biotecnología"],
      ["information-systems", "Licenciatura en Sistemas"],
      ["business-administration", "Licenciatura en Gerencia y Administración"],
      ["accounting", "Contador Público"],
      ["economics", "Licenciatura en Economía"],
      ["architecture", "Arquitectura"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
      ["industrial-design", "Licenciatura en Diseño Industrial"],
      ["communication-studies", "Licenciatura en Comunicación"],
      ["animation", "Licenciatura en Animación y Videojuegos"],
      ["game-design", "Licenciatura en Animación y Videojuegos"],
      ["international-relations", "Licenciatura en Estudios Internacionales"],
    ]),
    ...offered("uy-ort", "technical", "uy-ort-site", [
      ["programming-technician", "Analista Programador", { duration: "2 años y medio" }],
    ]),
    ...offered("uy-ort", "graduate", "uy-ort-site", [
      ["business-administration", "Master en Administración de Empresas (MBA)"],
    ]),
    ...offered("uy-ucu", "bachelor", "uy-ucu-site", [
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Abogacía"],
      ["medicine", "Medicina"],
      ["dentistry", "Odontología"],
      ["nursing", "Licenciatura en Enfermería"],
      ["nutrition", "Licenciatura en Nutrición"],
      ["physical-therapy", "Licenciatura en Fisioterapia"],
      ["speech-therapy", "Licenciatura en Fonoaudiología"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["computer-science", "Ingeniería en Informática"],
      ["food-engineering", "Ingeniería en Alimentos"],
      ["accounting", "Contador Público"],
      ["business-administration", "Licenciatura en Dirección de Empresas"],
      ["economics", "Licenciatura en Economía"],
      ["communication-studies", "Licenciatura en Comunicación"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["political-science", "Licenciatura en Ciencia Política"],
      ["international-business", "Licenciatura en Negocios Internacionales e Integración"],
    ]),
    ...offered("uy-um", "bachelor", "uy-um-site", [
      ["industrial-engineering", "Ingeniería Industrial"],
      ["computer-science", "Ingeniería Informática"],
      ["law", "Abogacía"],
      ["accounting", "Contador Público"],
      ["economics", "Licenciatura en Economía"],
      ["business-administration", "Licenciatura en Dirección de Empresas"],
      ["communication-studies", "Licenciatura en Comunicación"],
      ["medicine", "Medicina"],
      ["psychology", "Licenciatura en Psicología"],
    ]),
    ...offered("uy-um", "graduate", "uy-um-site", [["business-administration", "Executive MBA (IEEM)"]]),
    ...offered("uy-udelar", "graduate", "uy-udelar-posgrado", [
      ["biotechnology", "Maestría en Biotecnología"],
      ["environmental-engineering", "Maestría en Ingeniería Ambiental"],
      ["urban-planning", "Maestría en Ordenamiento Territorial y Desarrollo Urbano"],
    ]),
    ...offered("uy-iuacj", "bachelor", "uy-iuacj-site", [
      ["physical-education", "Licenciatura en Educación Física", { duration: "4 años" }],
    ]),
    ...offered("uy-utec", "technical", "uy-utec-2026", [
      ["agricultural-technician", "Tecnólogo en Manejo de Sistemas de Producción Lechera"],
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
      "uy-udelar-fcs-ensenanza-s27",
      "Universidad de la República (Facultad de Ciencias Sociales)",
      "Enseñanza: carreras de grado de la Facultad de Ciencias Sociales (Plan de Estudios 2009; licenciaturas de cuatro años, 8 semestres)",
      "https://cienciassociales.edu.uy/ensenanza/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "uy-udelar-mts-s27",
      "Universidad de la República (Facultad de Ciencias Sociales)",
      "Maestría en Trabajo Social: antecedentes y presentación",
      "https://cienciassociales.edu.uy/bedelia/maestria-en-trabajo-social/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "uy-udelar-nutricion-cenur-s27",
      "Universidad de la República (Cenur Litoral Norte)",
      "Nutrición celebra 80 años de la carrera en la Udelar y proyecta su crecimiento en Paysandú (Licenciatura en Nutrición, Escuela de Nutrición)",
      "https://www.litoralnorte.udelar.edu.uy/paysandu/noticias/1897-nutricion-celebra-80-anos-de-la-carrera-en-la-udelar-y-proyecta-su-crecimiento-en-paysandu",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "uy-udelar-veterinaria-cenur-s27",
      "Universidad de la República (Cenur Litoral Norte)",
      "Veterinaria: nuevo plan de estudio ajustado a los requerimientos profesionales actuales (carrera Doctor en Ciencias Veterinarias)",
      "https://litoralnorte.udelar.edu.uy/institucional/comunicacion/noticias/item/814-veterinaria-nuevo-plan-de-estudio-ajustado-a-la-requerimientos-profesionales-actuales",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "uy-udelar-eum-elpueblo-s27",
      "El Pueblo (Salto)",
      "«Tenemos un altísimo índice de gente que está trabajando en lo que ha estudiado» (las carreras de la Escuela Universitaria de Música en la Regional Norte)",
      "https://www.diarioelpueblo.com.uy/titulares/tenemos-un-altisimo-indice-de-gente-que-esta-trabajando-en-lo-que-ha-estudiado.html",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "uy-ucu-posgrados-elpais-s27",
      "El País (Uruguay), nota patrocinada",
      "Aprender, crecer y cambiar: el valor de un postgrado en la UCU (maestrías de su Escuela de Postgrados, entre ellas la Maestría en Políticas Públicas)",
      "https://www.elpais.com.uy/negocios/empresas/aprender-crecer-y-cambiar-el-valor-de-un-postgrado-en-la-ucu",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "uy-udelar",
      career: "social-work",
      level: "bachelor",
      name: "Licenciatura en Trabajo Social",
      source: "uy-udelar-fcs-ensenanza-s27",
      set: { duration: "8 semestres" },
    },
    {
      institution: "uy-udelar",
      career: "political-science",
      level: "bachelor",
      name: "Licenciatura en Ciencia Política",
      source: "uy-udelar-fcs-ensenanza-s27",
      set: { duration: "8 semestres" },
    },
    {
      institution: "uy-udelar",
      career: "social-work",
      level: "graduate",
      name: "Maestría en Trabajo Social",
      source: "uy-udelar-mts-s27",
    },
    {
      institution: "uy-udelar",
      career: "nutrition",
      level: "bachelor",
      name: "Licenciatura en Nutrición",
      source: "uy-udelar-nutricion-cenur-s27",
    },
    {
      institution: "uy-udelar",
      career: "veterinary-medicine",
      level: "bachelor",
      name: "Doctor en Ciencias Veterinarias",
      source: "uy-udelar-veterinaria-cenur-s27",
    },
    {
      institution: "uy-udelar",
      career: "music",
      level: "bachelor",
      name: "Licenciatura en Música",
      source: "uy-udelar-eum-elpueblo-s27",
    },
    {
      institution: "uy-ucu",
      career: "public-administration",
      level: "graduate",
      name: "Maestría en Políticas Públicas",
      source: "uy-ucu-posgrados-elpais-s27",
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  isef: s28(
    "uy-udelar-isef-ladiaria",
    "la diaria",
    "El ISEF logró eliminar los cupos de ingreso en una de sus sedes (octubre de 2019: la tecnicatura en Deportes y la licenciatura en Educación Física del Instituto Superior de Educación Física de la Udelar, abiertas en Paysandú)",
    "https://ladiaria.com.uy/educacion/articulo/2019/10/isef-logro-eliminar-los-cupos-de-ingreso-en-una-de-sus-sedes/",
  ),
  utuMecanica: s28(
    "uy-utu-mecanica-eltelegrafo",
    "El Telégrafo (Paysandú)",
    "Cursos de UTU plenamente vigentes para atender exigencias de la mecánica actual (agosto de 2022: la oferta de 2023, Mecánica General y Mecánica Automotriz en nivel medio)",
    "https://www.eltelegrafo.com/2022/08/cursos-de-utu-plenamente-vigentes-para-atender-exigencias-de-la-mecanica-actual/",
  ),
  ucuCienciaPolitica: s28(
    "uy-ucu-ciencia-politica-scielo",
    "SciELO Uruguay (journal ISSN 1688-499X), 2017",
    "Article on the teaching of political science at the UdelaR: «En Uruguay las licenciaturas de Ciencia Política son dos», the UdelaR's and the Universidad Católica del Uruguay's",
    "https://scielo.edu.uy/scielo.php?pid=S1688-499X2017000200027&script=sci_arttext",
  ),
  utecDatos: s28(
    "uy-utec-ciencia-datos",
    "Universidad Tecnológica (UTEC)",
    "«Es un símbolo de que se puede»: estudiantes de UTEC se titularon en Ciencia de Datos en MIT (la Maestría en Ciencia de Datos de UTEC, con el Micromáster del MIT)",
    "https://utec.edu.uy/pt/artigo/es-un-simbolo-de-que-se-puede-estudiantes-de-utec-se-titularon-en-ciencia-de-datos-en-mit",
  ),
  fingDatos: s28(
    "uy-udelar-fing-ciencia-datos-ladiaria",
    "la diaria",
    "El Centro de Posgrados y Actualización Profesional en Informática de la Fing suma una propuesta de ciencia de datos a su oferta (febrero de 2019: la Especialización en Ciencia de Datos)",
    "https://educacion.ladiaria.com.uy/articulo/2019/2/el-centro-de-posgrados-y-actualizacion-profesional-en-informatica-de-la-fing-suma-una-propuesta-de-ciencia-de-datos-a-su-oferta/",
  ),
  ortBigData: s28(
    "uy-ort-big-data-elpais",
    "El País (Uruguay)",
    "Nota sobre la ciencia de datos como profesión demandada (febrero de 2021: un ingeniero inscrito en «un máster sobre Big Data en la ORT» y en la maestría de la UTEC)",
    "https://www.elpais.com.uy/que-pasa/ciencia-datos-profesion-moda-demandado-mejores-sueldos.html",
  ),
  fcsPosgrados: s28(
    "uy-udelar-fcs-posgrados",
    "Universidad de la República (Facultad de Ciencias Sociales)",
    "Evaluación institucional analiza la enseñanza de posgrado y educación permanente en FCS (26 programas de posgrado; la Maestría en Políticas Públicas, co-coordinada por los Departamentos de Ciencia Política y Sociología)",
    "https://cienciassociales.edu.uy/noticias-ei/evaluacion-institucional-analiza-la-ensenanza-de-posgrado-y-educacion-permanente-en-fcs",
  ),
  udelarMcp: s28(
    "uy-udelar-maestria-ciencia-politica",
    "Cecilia Rocha Carpiuc, «La ciencia política en Uruguay: profesión, enseñanza e investigación», in F. Freidenberg (ed.), La ciencia política sobre América Latina (UNAM-IIJ and Funglode, 2017), read in a copy on pleno5.com",
    "p. 260: la maestría en Ciencia Política constituida en 1997 en la FCS-Udelar (35 títulos otorgados hasta diciembre de 2011)",
    "https://pleno5.com/flipflop/304/files/basic-html/page269.html",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): more of the most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    { institution: "uy-udelar", career: "physical-education", level: "bachelor", source: S28.isef.id },
    { institution: "uy-utu", career: "automotive-mechanics", level: "technical", source: S28.utuMecanica.id },
    { institution: "uy-ucu", career: "political-science", level: "bachelor", source: S28.ucuCienciaPolitica.id },
    {
      institution: "uy-utec",
      career: "data-science",
      level: "graduate",
      source: S28.utecDatos.id,
      set: { name: "Maestría en Ciencia de Datos" },
    },
    { institution: "uy-udelar", career: "data-science", level: "graduate", source: S28.fingDatos.id },
    { institution: "uy-ort", career: "data-science", level: "graduate", source: S28.ortBigData.id },
    { institution: "uy-udelar", career: "public-administration", level: "graduate", source: S28.fcsPosgrados.id },
    { institution: "uy-udelar", career: "political-science", level: "graduate", source: S28.udelarMcp.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row it bears out (see the header). */
const S28B = {
  udelarContador: s28b(
    "uy-udelar-contador-ladiaria",
    "la diaria",
    "Egresaron los primeros veinte tecnólogos en Administración y Contabilidad en Tacuarembó (junio de 2017: el tecnólogo de la FCEA, ensamblado con la carrera de contador público, que sus egresados siguen en Montevideo)",
    "https://ladiaria.com.uy/articulo/2017/6/egresaron-los-primeros-veinte-tecnologos-en-administracion-y-contabilidad-en-tacuarembo/",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): one more row written without reading its page, re-pointed to a
 * stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [{ institution: "uy-udelar", career: "accounting", level: "bachelor", source: S28B.udelarContador.id }],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row or set of rows it bears out (see the header). */
const S29 = {
  umNegocios: s29(
    "uy-um-negocios-birmingham",
    "Universidad de Montevideo, Facultad de Comunicación (fcom.um.edu.uy)",
    "La UM es la universidad uruguaya con más convenios con UK (Gastón Martínez, estudiante de la Licenciatura en Negocios Internacionales, de intercambio en la Universidad de Birmingham; undated)",
    "https://fcom.um.edu.uy/index.php/node/5262",
  ),
  umIndustrial: s29(
    "uy-um-industrial-enperspectiva",
    "En Perspectiva (read on its test.enperspectiva.uy host)",
    "Entrevista central, viernes 3 de noviembre [2017]: Joaquín Oxandabarat y Nicolás Silvera (Nicolás Silvera, alumno de cuarto año de Ingeniería Industrial en la Universidad de Montevideo)",
    "https://test.enperspectiva.uy/enperspectiva-uy/entrevista-central-viernes-3-de-noviembre-joaquin-oxandabarat-y-nicolas-olivera",
  ),
  ortGraduacion: s29(
    "uy-ort-facs-graduadas",
    "Universidad ORT Uruguay, Facultad de Administración y Ciencias Sociales",
    "Graduadas con honores: esfuerzo, vocación y futuro profesional (graduación del 1.° de abril en el Auditorio Nacional del Sodre: Contador Público, Licenciatura en Economía, Licenciatura en Estudios Internacionales y Licenciatura en Gerencia y Administración)",
    "https://facs.ort.edu.uy/novedades/graduadas-con-honores-esfuerzo-vocacion-y-futuro-profesional-158400",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): rows written without reading their page, each re-pointed to a stored page
 * that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    { institution: "uy-um", career: "international-business", level: "bachelor", source: S29.umNegocios.id },
    { institution: "uy-um", career: "industrial-engineering", level: "bachelor", source: S29.umIndustrial.id },
    { institution: "uy-ort", career: "accounting", level: "bachelor", source: S29.ortGraduacion.id },
    { institution: "uy-ort", career: "economics", level: "bachelor", source: S29.ortGraduacion.id },
    { institution: "uy-ort", career: "international-relations", level: "bachelor", source: S29.ortGraduacion.id },
    { institution: "uy-ort", career: "business-administration", level: "bachelor", source: S29.ortGraduacion.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 verification pass read, one per row it bears out (see the header). */
const S29B = {
  ucuTrabajoSocial: s29b(
    "uy-ucu-trabajo-social-relanzamiento",
    "Universidad Católica del Uruguay",
    "Relanzamiento de la Licenciatura en Trabajo Social (Facultad de Derecho y Artes Liberales; la carrera, «presente desde hace más de treinta años» en la universidad; undated)",
    "https://ucu.edu.uy/Institucionales/Relanzamiento-de-la-Licenciatura-en-Trabajo-Social-uc2810",
  ),
};

/**
 * Session 29's second verification pass (2026-11-28): a row written without reading its page, re-pointed to a stored
 * page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  reread: [{ institution: "uy-ucu", career: "social-work", level: "bachelor", source: S29B.ucuTrabajoSocial.id }],
  withdrawn: [],
};

export const CATALOG_UY: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24,
  ADDED_S25,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S29B,
);
