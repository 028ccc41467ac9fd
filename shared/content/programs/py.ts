/**
 * Where to study in PY: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 * Universities are recognised by the Consejo Nacional de Educación Superior (CONES); vocational
 * training is the SNPP's.
 * Rows dated 2026-11-26 were written from knowledge of the institutions' published programs; the
 * pages were not re-read online (this machine has no internet access). Check them before relying on them.
 * Rows dated 2026-11-27 (the UNA's Licenciatura en Biotecnología and Licenciatura en Ciencias mención Física,
 * both of its Facultad de Ciencias Exactas y Naturales) were likewise written from knowledge of the
 * institutions' published programs, without re-reading the pages online; check them before relying on them.
 * So were the rows in the `ADDED` block, dated 2026-11-27 (the Universidad Católica's Licenciatura en Ciencias
 * Políticas, the UNA's Licenciatura en Música of its Facultad de Arquitectura, Diseño y Arte, and the Universidad
 * Nacional del Este with programs of its faculties of law, health sciences, agronomy and its Facultad Politécnica,
 * and the Instituto Superior de Bellas Artes with its licenciaturas in visual arts, music, theatre, dance and graphic
 * design, and the Universidad Americana's Comercio Internacional).
 * The SNPP's makeup and computer-repair courses, added later in the same block and also dated 2026-11-27, were
 * likewise written from knowledge of the institution's published courses, without re-reading its pages online.
 * A further row in the same block, also dated 2026-11-27 (the UNA's Licenciatura en Artes Visuales of its Facultad de
 * Arquitectura, Diseño y Arte), was likewise written from knowledge of the institution's published programs, without
 * re-reading its pages online; check its exact title first.
 * A further row dated 2026-11-27 rests on a stored copy of a public page read on that date (this machine has no
 * internet access; the institution's own pages were not re-read): the UNA's Maestría en Nutrición Humana, given by the
 * Dirección de Postgrado of its Facultad de Ciencias Médicas, named in a stored article of the UNA's own journal portal
 * (http://scielo.iics.una.py//scielo.php?lang=en&pid=S2307-33492023000300036&script=sci_arttext, December 2023).
 * Rows to check first: the UNA's Licenciatura en Artes Visuales (the exact title of the FADA's
 * visual-arts degree),
 * the UNA's Licenciatura en Música (the exact title of the FADA's music degree), the Universidad Americana's
 * Licenciatura en Comercio Internacional (the exact title), and the SNPP's Maquillaje Social and Reparación y
 * Mantenimiento de Computadoras (the exact titles of the courses as its current catalogue names them).
 * A row dated 2026-11-28 rests on a stored copy of a public page found with the search tools (this machine has no
 * internet access; the university's own pages were not re-read online): the Universidad Columbia del Paraguay's
 * Maestría en Administración Pública con énfasis en Gobernabilidad, named in a stored press report
 * (https://www.lanacion.com.py/politica/2023/10/25/kattya-gonzalez-habria-realizado-maestria-y-doctorado-expres/,
 * October 2023) about a graduate who completed it in 2021. Check first whether it still opens new cohorts and its
 * exact current title (the emphasis may be one of several).
 * Two further rows of the `ADDED_28` block, added by a second pass on 2026-11-28, rest on a stored copy of a press page
 * found with the search tools (this machine has no internet access; the university's own pages were not re-read): the
 * Universidad Católica's Comercio Internacional and Marketing, named with Contador Público, Administración de Empresas and
 * Economía as the five carreras of its Facultad de Ciencias Contables, Administrativas y Económicas, Campus Asunción, by
 * the faculty's dean in La Nación of 20 March 2017
 * (stored as http://www.lanacion.com.py/foco/2017/03/20/con-vocacion-cientifica/, cited here over https). Check first that both still admit students at
 * the Asunción campus and their exact degree titles (written here as the page names the carreras).
 * Rows of the `ADDED_S24B` block (dated 2026-11-28, a third pass) rest on a stored copy of the Universidad Tecnológica
 * Intercontinental's own website, read on this machine as the git snapshot of its source
 * (https://github.com/dbordon/Web-UTIC, commit 47615b0, December 2024; its pages link to www.utic.edu.py/v7/ and it holds the
 * university's own PDFs; the live site was not re-read, this machine has no internet access). carreras.php ("Carreras de
 * Grado Modalidad Presencial") lists the Licenciatura en Nutrición and the Licenciatura en Matemática, each of 4 años; the
 * information sheets it links say "Licenciatura en Nutrición" of the Facultad de Ciencias de la Salud (at least four years,
 * eight semesters; sede Capiatá) and "Licenciatura en Matemáticas", título "Licenciado/a en Matemáticas", of the Facultad
 * de Ciencias Humanas, orientation Matemática Pura, training both for teaching and for pure or statistical-financial
 * mathematics (sede Hernandarias). includes/postgrado/DIPLOTECTI.pdf describes the Diplomado en Soporte Técnico de TI of the
 * Facultad de Tecnología Informática (144 pedagogical hours, 96 clock hours, open to anyone who finished secondary school;
 * installing and repairing hardware, operating systems and small networks), listed as a vocational course (technical).
 * maestrias.php lists the titles Magíster en Matemática and Magíster en Gestión Ambiental (listed under environmental
 * science: it is not an engineering degree). Check first: that the site's current version still offers each (the
 * snapshot is of December 2024; the Matemáticas and Nutrición carreras are given at one sede each), the exact name of the
 * mathematics degree ("Matemática" on the listing, "Matemáticas" on its sheet), and whether the two maestrías open
 * cohorts (their listed durations are commented out of the page).
 * Rows of the `ADDED_S25` block (dated 2026-11-28, a fourth pass) rest on a copy of the Universidad Autónoma del
 * Paraguay's (UAP) own website, read on this machine as the git snapshot of its source
 * (https://github.com/nachokm2/Web-UAP, commit 6c9865e, July 2026: the UAP's institutional site rebuilt as static pages,
 * with its program data extracted from the live uap.edu.py, the raw page texts kept under data/raw_*.txt, and its
 * migration notes naming uap.edu.py as its domain; the live site was not re-read, this machine has no internet access).
 * The career pages of uap.edu.py (data/carreras.json and data/raw_*.txt) give título, duración and sede (Central):
 * Licenciatura en Administración Pública, Trabajo Social, Periodismo, Educación Parvularia, Fonoaudiología, Psicología,
 * Administración de Empresas, Contabilidad y Auditoría, Marketing y Publicidad (each 8 semestres), Derecho (título
 * Abogado/a, 8 semestres), Odontología (10 semestres), Nutrición (título Nutricionista, 4 años), Ingeniería en Marketing
 * and Ingeniería en Tecnología de Alimentos (10 semestres each), and Licenciatura en Fisioterapia (no duration given); the
 * source cites the site's root, https://uap.edu.py/, as the per-career addresses were not all confirmed in the copy.
 * data/posgrados.json gives the Especialización en Psicología Clínica y de la Salud
 * (https://uap.edu.py/especializacion-en-psicologia-clinica-y-de-la-salud, 18 meses, sede Central) and the
 * Especialización en Endodoncia (https://uap.edu.py/especializacion-en-endodoncia, 18 meses). Check first: that each
 * carrera still admits (the copy's notes speak of a pending "lista final de carreras habilitadas"), the exact program
 * names (the pages give the carrera name and the título; "Licenciatura en ..." is written from the título), and that
 * "Marketing y Publicidad" is best listed under advertising. Left out: the UAP's Ingeniería en Informática, Ingeniería en
 * Comercio Internacional and Contaduría Pública (no page on uap.edu.py per the copy's notes), its diplomados (4 to 6
 * months, admission not stated), and its Maestría en Ciencias de la Educación (no matching career). Also left out (not
 * sourceable on stored pages): a Salesian vocational centre at km 20 Acaray, Minga Guazú, named only as "Salesianos" in
 * ABC Color of 24 February 2026 (mecánica automotriz, soldadura, electrotecnia; Sinafocal-accredited; its exact name and
 * course lengths are not in the stored text), the Escuela de Artes y Oficios Pío XII of Villarrica (mecánica automotriz;
 * Última Hora, April 2024; level unclear), and secondary-school bachilleratos técnicos (Colegio Técnico Nacional).
 * A fifth pass on 2026-11-28 (`ADDED_S25B`) added no rows: it searched for thesis records of the UNA and its faculties,
 * the UCA Asunción, the UNE, the UNI, the UAA and CONACYT's repository, but those repositories could not be read directly
 * (this machine has no internet access) and none of their records turned up in the stored pages, so no `ADDED_S25B` block
 * was written. Seen but not used: a La Nación column (16 October 2019) by a graduate of the Universidad Nacional de
 * Caaguazú's Maestría en Gestión de la Educación Superior (no matching career); a Ciencia del Sur interview (August 2025)
 * with a FACEN-UNA researcher described as "magíster en estadística y licenciado en matemática estadística por la UNA"
 * (it does not say clearly that the magíster is the UNA's, so no statistics row); the FPUNA's Doctorado y Maestría en
 * Ciencias de la Computación (Aranduka, December 2011; not a gap); the Universidad Politécnica Taiwán-Paraguay's planned
 * maestría en Ciencias de la Ingeniería (Camisa 12, July 2025; announced, not yet opened); and the FLACSO/OEI Maestría en
 * Evaluación de la Calidad Educativa (2016; no matching career).
 * The `ADDED_S26` rows (dated 2026-11-28, a sixth pass) rest on stored copies of public pages found with the search tools
 * (this machine has no internet access; the institutions' own pages were not re-read): the Universidad de la Integración
 * de las Américas (UNIDA)'s Maestría en Gestión Pública, named in a La Nación report of 9 September 2019
 * (https://www.lanacion.com.py/investigacion/2019/09/09/castiglioni-premio-con-maestrias-a-selecto-grupo-de-funcionarios/)
 * as the "maestría en gestión pública en la Universidad de la Integración de las Américas (Unida), con una duración de 18
 * meses" that the foreign ministry paid for one of its officials (the programme itself is not said to be closed to public
 * servants); and the Universidad Nacional de Pilar (UNP)'s Licenciatura en Gestión del Turismo of its Facultad de Ciencias,
 * Tecnología y Artes, whose opening from 2026 the faculty's dean announced in ABC Color of 10 December 2025
 * (https://www.abc.com.py/nacionales/2025/12/10/gestion-del-turismo-nueva-carrera-habilitada-en-la-unp/). The UNP's
 * website (www.unp.edu.py) was seen in a stored copy of its own bulletin (INFO UNP nº 4, August 2011, on issuu) and its
 * faculty site cta.unp.edu.py in a stored page; no official website of the UNIDA was seen in any stored page, so its
 * institution row has none (the report links the La Nación page). Check first: that the UNIDA still opens cohorts of the
 * Maestría en Gestión Pública and its exact current title and length (the report is of 2019); that the UNP's Licenciatura en Gestión del Turismo did open in 2026
 * (the report announces it) and its duration. Seen and consistent with rows already here (not re-added): the Universidad
 * Católica's Licenciatura en Ciencias Políticas on its Facultad de Filosofía's page
 * (https://filosofia.uc.edu.py/ciencias-politicas) and the Universidad Nacional del Este's Licenciatura en Ciencias Políticas of its Facultad de Derecho y Ciencias Sociales
 * (http://www.derechoune.edu.py/noticias/ciencias-politicas-5). Left out: the Colegio Técnico Nacional's bachillerato técnico
 * en mecánica automotriz (ABC Color, 16 February 2025; a secondary-school track, its website not seen); the Colegio Técnico
 * María Auxiliadora of km 20, Minga Guazú (Parque Tecnológico Itaipú page: técnicas en electrotecnia, automotriz,
 * agromecánica y mecánica general; secondary-school bachilleratos, no website seen) and the Salesian vocational courses at
 * km 20 Acaray (ABC Color, 24 February 2026; name and course lengths not in the stored text); the Escuela Agromecánica de
 * Caacupé of the MAG (Última Hora, 29 March 2024: a two-year tecnicatura after the bachillerato plus a year of internships,
 * repairing farm machinery, not cars, so not listed under automotive mechanics); Sinafocal's short courses in air
 * conditioning, domestic electricity and phone repair (Última Hora, 10 January 2026; lengths not stated, and the
 * providers who taught them not named); the SNPP's hairdressing course in Alto Paraguay (ABC Color; about six weeks,
 * 120 hours, and not makeup); the Universidad Columbia's "carrera de Turismo y Hotelería" at its San Lorenzo branch (a 2025 forum
 * report; its degree level not stated); the Universidad Politécnica y Artística's Licenciatura en Diseño y Comunicación
 * Gráfica (its own news page; graphic design already has rows); and the FPUNA's Maestría y Especialización en Seguridad e
 * Higiene Laboral and Maestría en Ingeniería Electrónica (its 2017 admission guide on vdocuments; no gap career). Searches
 * for makeup schools, physical-education and music-education degrees, pharmacy-technician courses, health-services
 * administration degrees and graduate programmes in data science, statistics, English teaching, counselling, social work,
 * tourism, international business, industrial and environmental engineering found no stored page that names a Paraguayan
 * programme.
 * A seventh pass on 2026-11-28 (session 27) added no rows and no `ADDED_S27` block: 47 look-ups shared with Bolivia and
 * Costa Rica (stored pages, the stored index of public repositories; this machine has no internet access) found no page
 * that names a Paraguayan institution for an open cell. Searched: graduate programmes in social work (UNA FACSO), English
 * teaching (the UNA's Instituto Superior de Lenguas: its stored Google Sites pages describe only its licenciaturas, e.g.
 * the Licenciatura en Lengua Guaraní, four years plus a tesina), statistics (FPUNA, FACEN), health-services administration,
 * international business and data science; pharmacy-technician courses and makeup schools. Seen but not used: a student's
 * coursework README on GitHub headed "Trabajo Práctico — Maestría en Ciencia de Datos | Universidad Comunera" (DNCP
 * procurement data 2021–2022), which would suggest that the Universidad Comunera (UCOM, www.ucom.edu.py) runs a Maestría en
 * Ciencia de Datos; the index returned its text without its repository or path, so it cannot be cited (check first: the
 * UCOM's own posgrado page); press profiles of Asunción makeup artists who teach in their own studios (Última Hora, ABC
 * Color: no programme, length or admission stated); the PAHO/MSPBS Curso de Alta Gerencia en Salud Pública (2025; a course
 * for the ministry's own managers, not a degree and closed to outsiders); and the FPUNA's 2018 Guía Académica on Scribd
 * (only its index, which lists grado carreras, was readable).
 * Session 27's verification pass (2026-11-28, block `VERIFIED_S27`) looked, in stored copies of public pages (this
 * machine has no internet access; about a dozen of 45 look-ups shared with Bolivia, Uruguay and Cuba), for a page naming
 * the rows readers see most among those written from knowledge, most-shown first. Re-read, each row now citing the page:
 * - UNA Licenciatura en Trabajo Social: ABC Color, 27 May 2025, the FACSO-UNA's statement (the carrera de Trabajo Social
 *   taught since 1963, accredited by the ANEAES since 2022); stored at abccolor-abccolor-prod.web.arc-cdn.net, ABC's own
 *   content host, and cited at that address.
 * - UNA Licenciatura en Ciencias Políticas: the Facultad de Derecho y Ciencias Sociales's admission page
 *   (https://www.der.una.py/index.php/academico/ciencias-politicas/admision: 8 semestres, título de Licenciado en Ciencias
 *   Políticas, inscriptions for 2024); length set to "8 semestres".
 * - UC Licenciatura en Ciencias Políticas: https://filosofia.uc.edu.py/ciencias-politicas (objectives and the profile of
 *   the Licenciado en Ciencias Políticas); its first source, the home page, is dropped by the catalog.
 * - UNE Licenciatura en Ciencias Políticas: the Facultad de Derecho y Ciencias Sociales's news page
 *   (derechoune.edu.py/noticias/ciencias-politicas-5), read by the sixth pass above and not re-read now; stored over http,
 *   cited over https.
 * - UNA Ingeniería Agronómica: the UNA's own news of the FCA-UNA Caazapá graduation, promotion 2024 (una.py/?p=46221).
 * - UNE Ingeniería Agronómica: La Nación, 30 March 2022 (the UNE's Facultad de Ingeniería Agronómica opening new sedes).
 * - UNI: Última Hora (n943966, undated in the stored text, about 2014): students occupying the UNI's Facultad de Ciencias
 *   Agropecuarias at General Artigas, whose graduates "se reciben como ingenieros agropecuarios"; the row's name is set to
 *   "Ingeniería Agropecuaria" (it was "Ingeniería Agronómica"). Check first: the exact current title and that it admits.
 * - SNPP Mecánica Automotriz and Soldadura y Estructuras Metálicas: the MTESS's news on Concepción (dual training in
 *   mecánica automotriz, 30% of it classes at the SNPP, two years, with the INC; an SNPP welding school opened at Horqueta).
 *   Check first: the welding course's exact title (the page says only "escuela de Soldadura").
 * - SNPP refrigeration: the MTESS's news on Guarambaré (SNPP graduates of "Mantenimiento y reparación de equipos de
 *   refrigeración"); the row's name is set to that course (it was "Refrigeración y Climatización").
 * - UC Ingeniería Civil and Ingeniería Industrial: https://cyt.uc.edu.py/nuestra-historia (the Departamento de Ingeniería
 *   Civil, Industrial y Ambiental; Civil since 1980, Industrial since 1995).
 * - UNA Ingeniería Civil and Ingeniería Industrial: ABC Color, May 2018 (the FIUNA's seven carreras de grado; Industrial's
 *   re-accreditation by the ANEAES then postponed nine months: check first its current accreditation); stored over http,
 *   cited over https.
 * - ISBA Licenciatura en Música and Licenciatura en Artes Visuales: ABC Color, 24 April 2023 (open classes of its carreras
 *   of danza, música, teatro, artes visuales and diseño gráfico); ABC Color of 2018 adds that since 2000 it offers
 *   university-level carreras.
 * Weak sources: Última Hora's UNI page (old, and about a conflict); the MTESS pages (news of the SNPP's ministry, not course
 * pages); the FIUNA and ISBA rows rest on press reports. Withdrawn: none (no page read showed a row wrong).
 * Not re-read (searched without result, or not reached within the budget), left as they were: the SNPP's Maquillaje Social
 * and Reparación y Mantenimiento de Computadoras (three searches found only SNPP hairdressing, refrigeration and office
 * courses); the UNA's Licenciatura en Filosofía, en Ciencias mención Matemática and mención Física, en Música, en Artes
 * Visuales, en Nutrición, Medicina y Cirugía and Contaduría Pública; the UC's Licenciatura en Trabajo Social, en Filosofía,
 * Medicina and Contaduría Pública; the UNI's Medicina and Contaduría Pública; the UNE's Medicina; the UAA's Contaduría
 * Pública; the Universidad Americana's Licenciatura en Comercio Internacional. Leads: filosofia.uc.edu.py/sobre-la-facultad
 * says the faculty offered Filosofía, Letras, Historia, Psicología and Matemáticas in the 1970s (past tense; not used for
 * the UC's Filosofía row); a 2022 article in Libertas (periodicos.ufjf.br) analyses the social-work curricula of Paraguayan
 * universities and may name the UC's.
 * Session 28's verification pass (2026-11-28, block `VERIFIED_S28`) looked again, in stored copies of public pages (search
 * tools only; no page re-read online; seven look-ups for this country), for rows the S27 pass left as they were. Rows
 * re-read, each now citing the page named:
 * - the UNA's medicine row, renamed "Medicina" (it was "Medicina y Cirugía"): La Nación, 24 September 2023, on the 134 years
 *   of the Facultad de Ciencias Médicas, which "inició con la carrera de Medicina y Cirugía, pero en la actualidad ofrece
 *   carreras de: Medicina, Kinesiología y Fisioterapia; Instrumentación y Área Quirúrgica; Podología". A San Lorenzo news
 *   site on the 2022 promotion (169 graduates, Sede Central and the Santa Rosa del Aguaray filial) explains the change:
 *   graduates of the 2011 curriculum receive the title "doctor en medicina y cirugía", those of the 2015 curriculum "doctor
 *   en medicina"; the UNA's own news of September 2022 (131 graduates of the FCM-UNA) also names a "Doctora en Medicina y
 *   Cirugía";
 * - the UNA's Licenciatura en Nutrición: the Facultad de Ciencias Químicas's own FAQ for admission 2025-2026 (Sede
 *   Central), listing the carrera de Nutrición among those it admits to. The page names the carrera, not the degree's title.
 * Weak sources: none beyond the press page for medicine (a national daily). Lengths: none set or taken out. Withdrawn: none
 * (no page read showed a row wrong).
 * Searched and not found: the UNA's Licenciatura en Ciencias mención Matemática and mención Física (only FACEN's admission
 * page, naming no carreras in its stored opening, and Argentine pages came up), Licenciatura en Filosofía (the Facultad de
 * Filosofía's pages seen name Psicología, Ciencias de la Educación and Ciencias de la Comunicación), Contaduría Pública,
 * Licenciatura en Música and Licenciatura en Artes Visuales; the UC's Licenciatura en Trabajo Social (Última Hora on the UNA's
 * Instituto del Trabajo Social came up, not the UC's). Not reached: the SNPP's rows, the UC's Filosofía, Medicina and
 * Contaduría Pública, the UNI's and UNE's Medicina and Contaduría, the UAA's Contaduría Pública and the Universidad
 * Americana's Comercio Internacional.
 * Second verification pass of 2026-11-28 (session 28, block `VERIFIED_S28B`) looked again the same way (stored copies
 * of public pages, search tools only; no page re-read online; three look-ups for this country). Row re-read, now citing
 * the page named:
 * - the Universidad Americana's Licenciatura en Comercio Internacional: the university's own blog post on three
 *   extension projects at the Reserva Natural del Bosque Mbaracayú, led by "las carreras de Comercio Internacional,
 *   Ingeniería en Marketing y Publicidad, y Gestión de Turismo y Hotelería", with "estudiantes del sexto semestre de
 *   Comercio Internacional" (18 and 19 November; the year is not in the stored excerpt, likely 2025). The page names
 *   the carrera, not the degree's title.
 * Weak sources: none beyond the missing year. Lengths: none set or taken out. Withdrawn: none (no page read showed a
 * row wrong).
 * Searched and not found: the SNPP's Maquillaje Social (a fourth search, by its certificates and graduates, found only
 * foreign beauty schools); the UC's Licenciatura en Filosofía (only the Facultad de Filosofía's Ciencias Políticas page
 * came up, again). Not reached: the SNPP's Reparación y Mantenimiento de Computadoras; the UNA's Licenciatura en
 * Filosofía, en Ciencias mención Matemática and mención Física, en Música, en Artes Visuales and Contaduría Pública;
 * the UC's Trabajo Social, Medicina and Contaduría Pública; the UNI's and UNE's Medicina and Contaduría Pública; the
 * UAA's Contaduría Pública.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): rows of the worklist looked for again in stored
 * copies of public pages (search tools only; no page re-read online; about ten look-ups for this country, with the new
 * ideas of accreditation lists and the UNA rectorate's own news). Rows re-read, each now citing the page named:
 * - the UC's and the UNI's Medicina: ABC Color, 13 November 2023, on the Aneaes register of accredited medical programmes,
 *   whose list of "filiales vigentes de las universidades con la carrera médica aprobada" includes the "Católica Nuestra
 *   Señora de la Asunción, en Asunción" (and "Católica, sede Guairá") and the "Nacional de Itapúa, en Encarnación";
 * - the UNA's Licenciatura en Música: the UNA rectorate's own news on the first Seminario de Educación Musical of the
 *   Facultad de Arquitectura, Diseño y Arte (FADA-UNA, San Lorenzo campus, 2-4 August; the year is not in the stored
 *   excerpt), whose organising committee was led by "el director de la carrera de Música". The page names the carrera,
 *   not the degree's title.
 * Weak sources, to replace first: none beyond the missing year of the FADA page. Lengths: none set or taken out.
 * Withdrawn: none (no page read showed a row wrong).
 * Searched and not found: the SNPP's Reparación y Mantenimiento de Computadoras (only a SNPP informática course for an
 * older learner and Sinafocal's short courses in air-conditioning and mobile-phone repair came up); the UNE's Medicina (the
 * same ABC list names no UNE filial in its stored excerpt; a Última Hora report on the UPAP's medical graduates in
 * Ciudad del Este came up); a bachelor's in physical education (no INEF or university page came up) and in music
 * education (an ABC Color essay on a bill creating an Instituto Superior Nacional de Música, and Conservatorio Nacional
 * pages describing non-degree music studies, came up: not a licenciatura); a pharmacy-technician programme (only the 2014
 * national pharmaceutical profile and pages on the university pharmacy degree); the UNA's Ciencias mención Matemática and
 * mención Física (only Argentine faculties came up); the UC's Trabajo Social (the UC Facultad de Filosofía y Ciencias
 * Humanas' pages on its Ciencias Políticas and its history came up, again). Not reached (budget): the UNA's and UC's
 * Filosofía, the UNA's Artes Visuales, the Contaduría Pública rows, and the other GAP cells.
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block, after `VERIFIED_S29`): the rows the
 * first S29 pass did not reach, looked for on stored copies of public pages (search tools only; no page re-read online;
 * six look-ups, with the new idea of rectors' interviews). Row re-read, now citing the page named: the UC's
 * Licenciatura en Filosofía: the Sociedad Paraguaya de Filosofía's announcement published by Ciencias del Sur (12
 * October 2021), whose profiles read "Robert León es licenciado en filosofía por la Universidad Católica Nuestra Señora
 * de la Asunción" and "Cristian Andino es licenciado en filosofía por el ISEHF y la Universidad Católica". Row added:
 * the Universidad Autónoma de Encarnación (UNAE; private, Encarnación; a new institution), "Licenciatura en Educación
 * Física" (physical education, bachelor's; an open cell with no institution): La Nación of 3 January 2018, an interview
 * with its rector Nadia Czereniuk (stored over http, cited over https): "tenemos tres carreras dentro del área de
 * Educación: Educación Física, Ciencias Sociales y Educación Inicial, que son carreras que las ofrecemos a nivel de
 * licenciatura, así como también de profesorado". Weak sources, to replace first: both (the UC page names graduates,
 * not the current offer; the UNAE interview is of 2018 and gives the carrera, not the degree's exact title, which the
 * row forms from the page's words). Lengths: none set or taken out. Withdrawn: none. Seen and not used: the same
 * interview names the UNAE's Derecho, Contaduría Pública, Administración de Empresas, Diseño Gráfico, Diseño de Modas,
 * Ingeniería comercial, Comercio internacional and Hotelería y Turismo (no open cell among the worklist's); El Nacional
 * (April 2022) on the FADA-UNA's 65 years, naming its carreras of Danza, Música and Diseño Industrial and its Instituto
 * Superior de Arte (not the Licenciatura en Artes Visuales by name). Searched and not found: the Contaduría Pública
 * rows of the UNA, UNI, UC and UAA (ABC Color's 2012 column on the 75 years of the UNA's Facultad de Ciencias
 * Económicas names the faculty, not the carrera; ABC's lists of accredited carreras give counts, not programmes); the
 * UNA's Licenciatura en Filosofía (openings of a 2008 compendium of its Facultad de Filosofía's regulations and of its
 * 2016 extension magazine); the UNA's Artes Visuales; a make-up course at the SNPP or elsewhere (La Nación, 2022, on a
 * make-up class in a women's prison by a private make-up artist, and a private make-up studio's interview: no
 * programme). Not reached (budget): the SNPP's Reparación y Mantenimiento de Computadoras, the UNE's Medicina and the
 * other GAP cells.
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block): gap cells first, then rows of the worklist, looked for in
 * stored copies of public pages and in the stored index of public repositories (search tools only; no page re-read
 * online; about 25 look-ups for this country out of some 72 for Paraguay, Uruguay, Ecuador and Venezuela), with two new
 * angles: students' repositories on GitHub that name their programme, and graduates' profiles. Rows added:
 * - the UNA's Maestría en Inteligencia Artificial y Análisis de Datos (MIAAD) of its Facultad Politécnica (data science,
 *   graduate; an open cell with no institution): the README of a student's coursework repository on GitHub
 *   (abarchello/fpuna-datos-engineering, course "Introducción a la Ingeniería de Datos", "Cohorte: MIAAD FPUNA 2026"), "Proyecto
 *   académico desarrollado en el marco de la Maestría en Inteligencia Artificial y Análisis de Datos (MIAAD) de la Facultad
 *   Politécnica – Universidad Nacional de Asunción";
 * - the Universidad Comunera (UCOM; private, Asunción; a new institution, no website seen in a stored page), "Maestría en
 *   Ciencias de Datos" (data science, graduate): the README of a master's thesis repository on GitHub
 *   (YanBajac/tesis_mciencias_datos), "Tesis de Maestría en Ciencias de Datos, Universidad Comunera (UCOM)" (its authors, its
 *   director and its thesis template "formato UCOM" named). Another README in the index, whose repository the index does not
 *   show, credits a project to the "Maestría en Ciencia de Datos, Universidad Comunera, 2025" (singular "Ciencia"): the
 *   exact title is to be checked. The city is from a CV in the index ("Universidad Comunera de Asunción"), not from the
 *   cited page. With the UNA's row the cell has two institutions;
 * - the UNA's Maestría en Ciencia Política (political science, graduate; an open cell with no institution): Ciencias del
 *   Sur's publication of the SOPFIL announcement of 12 October 2021 (already cited by the S29B pass for the UC's
 *   Filosofía), "Cristian Andino ... es magíster en ciencia política por la Dirección de Posgrado y Relaciones
 *   Internacionales de la Universidad Nacional de Asunción"; the row carries the discipline's name as the page gives it.
 * Weak sources, to replace first: all three (two students' repositories on GitHub, which show that the programmes ran in
 * 2025-2026 but are not the universities' pages; a graduate's profile of 2021, which says nothing of current intakes).
 * Lengths: none set (no page states one). Re-read: none. Withdrawn: none.
 * Searched and not found: a second makeup school (a 2018 blog of an Argentine make-up artist and La Nación's 2022 prison
 * class came up again; an exact-phrase search of the repository index for "Maquillaje Social" found only salons' price
 * lists); a second automotive-mechanics course (ABC Color's 2026 note on the Salesian centre at km 20 Acaray again, still
 * without the centre's name or course lengths, and the Colegio Técnico Nacional's and Encarnación's "Raúl Perdomo"
 * bachilleratos técnicos, secondary-school tracks); a second public-administration licenciatura (a UNIBE study of MEC title
 * registrations 2013–2023 and the UC's Ciencias Políticas page came up); graduate programmes in statistics (the repository
 * index's "Maestría en Estadística" hits are Colombian, Bolivian and Guatemalan), social work (only the FACSO-UNA's
 * undergraduate carrera and the UNP's 2025 social-work congress), tourism (reports on Brazilian students' short master's
 * in Asunción, naming no tourism programme), environmental engineering (the FCA-UNA's undergraduate Ingeniería Ambiental)
 * and health-services administration (the MSPBS/PAHO Curso de Alta Gerencia again); the UNA's Licenciatura en Filosofía
 * (a "licenciado en Filosofía por la UNA" search gave UNAE and SOPFIL pages naming the UC, not the UNA). Leads not used:
 * the FPUNA's "Electiva - Big Data" of the Ingeniería en Informática and Licenciatura en Ciencias Informáticas (a teacher's
 * repository, rdjimenezpy/fpuna-bigdata-lab; not a programme of an open cell). Not reached (budget): the SNPP's Reparación
 * y Mantenimiento de Computadoras, the UNA's Ciencias mención Matemática and mención Física, Artes Visuales and Contaduría
 * Pública, the UC's Trabajo Social and Contaduría Pública, the UNE's Medicina, the UNI's and the UAA's Contaduría Pública,
 * and the other gap cells (music education, illustration, pharmacy technicians, physics, welding, refrigeration,
 * animation, English teaching, counselling, international business and industrial engineering at graduate level).
 * Session 30, second pass of 2026-11-28 (no `VERIFIED_S30B` block: nothing citable was found): the gap cells with one
 * institution first, looked for in public GitHub repositories and on stored pages (search tools only; no page re-read
 * online; about 11 look-ups for Paraguay). Rows added, re-read or withdrawn: none. Searched and not found: a second
 * physical-education bachelor's (code and pages queries found only the UTIC copy and a 2016 extension magazine of the
 * FFUNA; no INEF or university page); a second public-administration bachelor's (code and pages queries found only the
 * UNIBE study of MEC title registrations and reports on university funding); a second political-science master's (the
 * UC's Ciencias Políticas licenciatura page, the La Nación interview of January 2024 with the director of the UNA's
 * Escuela de Ciencias Sociales y Políticas and the UNE's licenciatura page came up; an exact-phrase search "Maestría en
 * Ciencias Políticas" found only foreign programmes and bios); a second physics bachelor's (only FACEN and FPUNA pages,
 * among them Última Hora on FACEN's Licenciatura en Física Médica, Estadística and other new carreras, all of the UNA);
 * the UTIC's own website copy (repository dbordon/Web-UTIC, fetched and read in full: its carreras, maestrías,
 * especializaciones and diplomados, e.g. Magíster en Salud Pública and Diplomado en Bibliotecología, include no
 * programme for an open cell). Seen and not used: a planning repository on GitHub (Ai-Whisperers/Courses-Content) with
 * an index of Paraguayan universities written for course planning, not an institution's page. Not reached: the make-up,
 * automotive-mechanics, welding and refrigeration cells (searched by every earlier pass), the cells with no institution
 * and the worklist's verify rows.
 * Session 30, third pass of 2026-11-28 (no `VERIFIED_S30C` block: nothing citable was found): the gap cells, graduate
 * ones first, looked for in public GitHub repositories and in the JSCryptoMinerStudy crawl (search tools only; no page
 * re-read online; about 11 of some 64 look-ups for seven countries). Rows added, re-read or withdrawn: none. Searched and
 * not found: the UNA's 2018 home page (pagesource/una.py; pagesource/www.una.py is not stored): its menus name
 * faculties, institutes and a "Postgrado" menu with only "Cursos" and a link to the DGPG's theses, no programme; code
 * searches for SQL or JSON dumps of the UNA's or the Universidad Católica's programmes and posgrados (only the UTIC site
 * copy already read, a Peruvian posgrado site and the Ai-Whisperers planning index already noted); a repository named
 * "SNPP-EGRESADOS" (a 2018 student project on the SNPP's graduates: its course table is only in a compressed database
 * dump of test data, not used); repositories named "fpuna" (students' coursework, a class schedule and research groups;
 * none names a graduate programme of an open cell); a vocational-test repository of a Paraguayan author
 * (robklaiss/jc-test-vocacional: no programme list); a health-services-administration master's (a pages query found
 * only PAHO's 2025 note on the MSPBS's Curso de Alta Gerencia, again, and articles on health financing). Not reached: the verify rows and the technical gaps (make-up,
 * automotive mechanics, welding, refrigeration, pharmacy technicians), searched by every earlier pass.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): gap cells looked for in
 * public GitHub repositories found by their names and fetched whole, then by exact phrases and the code corpus (search
 * tools only; part of about 33 look-ups for eleven countries). Rows added, re-read and withdrawn: none. Searched and
 * not found: dbordon/Web-UTIC again, for graduate programmes (the UTIC's maestrías are in law, education, auditing,
 * mathematics, public health, logotherapy, forensic science and research methods; none is an open cell);
 * Ai-Whisperers/Courses-Content (an index of Paraguayan universities, with no programme lists);
 * robklaiss/jc-test-vocacional (a test app with no institutions); a code-corpus search for a music-education
 * licenciatura (only Venezuelan UNEFM pages). Not reached: the technical cells, the physical-education,
 * public-administration, physics, health-services and illustration bachelor's cells, the graduate cells and the verify
 * rows.
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, institutionsOf, offered, pagesOn, taggedPages, withPasses } from "./define";

const RETRIEVED = "2026-11-26";

/** One institution's official program pages. */
const site = pagesOn(RETRIEVED);

const inst = institutionsOf("PY");

/** The date of the rows in `ADDED`. */
const ADDED_ON = "2026-11-27";

/** Rows added on 2026-11-27: most written from knowledge, some read from stored pages (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "py-uc-2026-11-27",
      'Universidad Católica "Nuestra Señora de la Asunción"',
      "Carreras de grado (Facultad de Filosofía y Ciencias Humanas)",
      "https://www.universidadcatolica.edu.py",
      ADDED_ON,
    ),
    institutionPage(
      "py-una-fada-2026-11-27",
      "Universidad Nacional de Asunción",
      "Carreras de grado (Facultad de Arquitectura, Diseño y Arte)",
      "https://www.una.py",
      ADDED_ON,
    ),
    institutionPage(
      "py-isba-site",
      "Instituto Superior de Bellas Artes (ISBA)",
      "Carreras de grado",
      "https://bellasartes.edu.py",
      ADDED_ON,
    ),
    institutionPage(
      "py-ua-site",
      "Universidad Americana",
      "Carreras de grado",
      "https://www.americana.edu.py",
      ADDED_ON,
    ),
    institutionPage(
      "py-snpp-2026-11-27",
      "Servicio Nacional de Promoción Profesional (SNPP)",
      "Cursos de formación profesional (belleza, informática)",
      "https://www.snpp.edu.py",
      ADDED_ON,
    ),
    institutionPage(
      "py-una-fcm-posgrado-2026-11-27",
      "Universidad Nacional de Asunción",
      "Facultad de Ciencias Médicas, Dirección de Postgrado: Maestría en Nutrición Humana",
      "https://www.una.py",
      ADDED_ON,
    ),
    institutionPage(
      "py-une-site",
      "Universidad Nacional del Este",
      "Carreras de grado",
      "https://www.une.edu.py",
      ADDED_ON,
    ),
  ],
  institutions: [
    inst(
      "py-isba",
      "Instituto Superior de Bellas Artes (ISBA)",
      "Asunción",
      "public",
      "https://bellasartes.edu.py",
      "py-isba-site",
    ),
    inst("py-ua", "Universidad Americana", "Asunción", "private", "https://www.americana.edu.py", "py-ua-site"),
    inst(
      "py-une",
      "Universidad Nacional del Este",
      "Ciudad del Este",
      "public",
      "https://www.une.edu.py",
      "py-une-site",
    ),
  ],
  programs: [
    // `VERIFIED_S27` re-points this row to the faculty's own page on the degree; its first source, "py-uc-2026-11-27"
    // (the university's home page, never read), is then cited by nothing and the catalog drops it (withPasses).
    ...offered("py-uc", "bachelor", "py-uc-2026-11-27", [["political-science", "Licenciatura en Ciencias Políticas"]]),
    ...offered("py-una", "bachelor", "py-una-fada-2026-11-27", [["music", "Licenciatura en Música"]]),
    ...offered("py-una", "bachelor", "py-una-fada-2026-11-27", [["fine-arts", "Licenciatura en Artes Visuales"]]),
    ...offered("py-isba", "bachelor", "py-isba-site", [
      ["fine-arts", "Licenciatura en Artes Visuales"],
      ["music", "Licenciatura en Música"],
      ["theatre", "Licenciatura en Teatro"],
      ["dance", "Licenciatura en Danza"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
    ]),
    ...offered("py-ua", "bachelor", "py-ua-site", [
      ["international-business", "Licenciatura en Comercio Internacional"],
    ]),
    ...offered("py-snpp", "technical", "py-snpp-2026-11-27", [
      ["makeup-artistry", "Maquillaje Social"],
      ["it-support-technician", "Reparación y Mantenimiento de Computadoras"],
    ]),
    ...offered("py-une", "bachelor", "py-une-site", [
      ["political-science", "Licenciatura en Ciencias Políticas"],
      ["law", "Derecho"],
      ["medicine", "Medicina"],
      ["agronomy", "Ingeniería Agronómica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
    ]),
    ...offered("py-una", "graduate", "py-una-fcm-posgrado-2026-11-27", [["nutrition", "Maestría en Nutrición Humana"]]),
  ],
};

/** The date of the rows in `ADDED_28`. */
const ADDED_28_ON = "2026-11-28";

/** Rows added on 2026-11-28, resting on a stored copy of a public page (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "py-columbia-site",
      "Universidad Columbia del Paraguay",
      "Postgrados: Maestría en Administración Pública",
      "https://www.columbia.edu.py",
      ADDED_28_ON,
    ),
    institutionPage(
      "py-uc-fccae-lanacion-2017",
      "La Nación (Paraguay)",
      "Con vocación científica (las cinco carreras de la Facultad de Ciencias Contables, Administrativas y Económicas de la Universidad Católica, Campus Asunción)",
      "https://www.lanacion.com.py/foco/2017/03/20/con-vocacion-cientifica/",
      ADDED_28_ON,
    ),
  ],
  institutions: [
    inst(
      "py-columbia",
      "Universidad Columbia del Paraguay",
      "Asunción",
      "private",
      "https://www.columbia.edu.py",
      "py-columbia-site",
    ),
  ],
  programs: [
    ...offered("py-columbia", "graduate", "py-columbia-site", [
      ["public-administration", "Maestría en Administración Pública con énfasis en Gobernabilidad"],
    ]),
    ...offered("py-uc", "bachelor", "py-uc-fccae-lanacion-2017", [
      ["international-business", "Comercio Internacional"],
      ["marketing", "Marketing"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24B`. */
const ADDED_S24B_ON = "2026-11-28";

/**
 * The Universidad Tecnológica Intercontinental's own site, the publisher cited for `ADDED_S24B`; its pages were read
 * in a copy of the site's source held at https://github.com/dbordon/Web-UTIC (commit 47615b0), see the header.
 */
const UTIC_SITE_SOURCE = "https://www.utic.edu.py/v7";

/** Rows added on 2026-11-28 (third pass), resting on a stored copy of the university's own site (see the header). */
const ADDED_S24B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "py-utic-carreras-2026-11-28",
      "Universidad Tecnológica Intercontinental (UTIC)",
      "Carreras de Grado Modalidad Presencial (carreras.php of www.utic.edu.py/v7, with the Matemáticas and Nutrición information sheets)",
      `${UTIC_SITE_SOURCE}/carreras.php`,
      ADDED_S24B_ON,
    ),
    institutionPage(
      "py-utic-soporte-ti-2026-11-28",
      "Universidad Tecnológica Intercontinental (UTIC)",
      "Diplomado en Soporte Técnico de TI (Facultad de Tecnología Informática; diplomados.php and DIPLOTECTI.pdf of www.utic.edu.py/v7)",
      `${UTIC_SITE_SOURCE}/includes/postgrado/DIPLOTECTI.pdf`,
      ADDED_S24B_ON,
    ),
    institutionPage(
      "py-utic-maestrias-2026-11-28",
      "Universidad Tecnológica Intercontinental (UTIC)",
      "Programas de Postgrado: Maestrías (maestrias.php of www.utic.edu.py/v7)",
      `${UTIC_SITE_SOURCE}/maestrias.php`,
      ADDED_S24B_ON,
    ),
  ],
  institutions: [
    inst(
      "py-utic",
      "Universidad Tecnológica Intercontinental (UTIC)",
      "Asunción",
      "private",
      "https://www.utic.edu.py",
      "py-utic-carreras-2026-11-28",
    ),
  ],
  programs: [
    ...offered("py-utic", "bachelor", "py-utic-carreras-2026-11-28", [
      ["nutrition", "Licenciatura en Nutrición", { duration: "4 años" }],
      ["mathematics", "Licenciatura en Matemáticas", { duration: "4 años" }],
    ]),
    ...offered("py-utic", "technical", "py-utic-soporte-ti-2026-11-28", [
      ["it-support-technician", "Diplomado en Soporte Técnico de TI"],
    ]),
    ...offered("py-utic", "graduate", "py-utic-maestrias-2026-11-28", [
      ["mathematics", "Maestría en Matemática"],
      ["environmental-science", "Maestría en Gestión Ambiental"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S25`. */
const ADDED_S25_ON = "2026-11-28";

/**
 * Rows added on 2026-11-28 (fourth pass), resting on a copy of the Universidad Autónoma del Paraguay's own site held at
 * https://github.com/nachokm2/Web-UAP (commit 6c9865e, July 2026), see the header.
 */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "py-uap-carreras-2026-11-28",
      "Universidad Autónoma del Paraguay (UAP)",
      "Carreras de grado (páginas de carrera de uap.edu.py: título, duración y sede de cada carrera)",
      "https://uap.edu.py/",
      ADDED_S25_ON,
    ),
    institutionPage(
      "py-uap-esp-psicologia-2026-11-28",
      "Universidad Autónoma del Paraguay (UAP)",
      "Especialización en Psicología Clínica y de la Salud",
      "https://uap.edu.py/especializacion-en-psicologia-clinica-y-de-la-salud",
      ADDED_S25_ON,
    ),
    institutionPage(
      "py-uap-esp-endodoncia-2026-11-28",
      "Universidad Autónoma del Paraguay (UAP)",
      "Especialización en Endodoncia",
      "https://uap.edu.py/especializacion-en-endodoncia",
      ADDED_S25_ON,
    ),
  ],
  institutions: [
    inst(
      "py-uap",
      "Universidad Autónoma del Paraguay (UAP)",
      "Asunción",
      "private",
      "https://uap.edu.py",
      "py-uap-carreras-2026-11-28",
    ),
  ],
  programs: [
    ...offered("py-uap", "bachelor", "py-uap-carreras-2026-11-28", [
      ["public-administration", "Licenciatura en Administración Pública", { duration: "8 semestres" }],
      ["social-work", "Licenciatura en Trabajo Social", { duration: "8 semestres" }],
      ["journalism", "Licenciatura en Periodismo", { duration: "8 semestres" }],
      ["early-childhood-education", "Licenciatura en Educación Parvularia", { duration: "8 semestres" }],
      ["speech-therapy", "Licenciatura en Fonoaudiología", { duration: "8 semestres" }],
      ["psychology", "Licenciatura en Psicología", { duration: "8 semestres" }],
      ["nutrition", "Nutrición", { duration: "4 años" }],
      ["dentistry", "Odontología", { duration: "10 semestres" }],
      ["physical-therapy", "Licenciatura en Fisioterapia"],
      ["law", "Derecho", { duration: "8 semestres" }],
      ["business-administration", "Licenciatura en Administración de Empresas", { duration: "8 semestres" }],
      ["accounting", "Licenciatura en Contabilidad y Auditoría", { duration: "8 semestres" }],
      ["advertising", "Licenciatura en Marketing y Publicidad", { duration: "8 semestres" }],
      ["marketing", "Ingeniería en Marketing", { duration: "10 semestres" }],
      ["food-engineering", "Ingeniería en Tecnología de Alimentos", { duration: "10 semestres" }],
    ]),
    ...offered("py-uap", "graduate", "py-uap-esp-psicologia-2026-11-28", [
      ["psychology", "Especialización en Psicología Clínica y de la Salud", { duration: "18 meses" }],
    ]),
    ...offered("py-uap", "graduate", "py-uap-esp-endodoncia-2026-11-28", [
      ["dentistry", "Especialización en Endodoncia", { duration: "18 meses" }],
    ]),
  ],
};

/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";

/** Rows added on 2026-11-28 (sixth pass), resting on stored press reports (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "py-unida-gestion-publica-lanacion-2019",
      "La Nación (Paraguay)",
      "Maestrías pagadas por la Cancillería a funcionarios (entre ellas, la maestría en gestión pública de la Universidad de la Integración de las Américas, 18 meses)",
      "https://www.lanacion.com.py/investigacion/2019/09/09/castiglioni-premio-con-maestrias-a-selecto-grupo-de-funcionarios/",
      ADDED_S26_ON,
    ),
    institutionPage(
      "py-unp-turismo-abc-2025",
      "ABC Color",
      "Nueva carrera de Licenciatura en Gestión del Turismo en la Universidad Nacional de Pilar (Facultad de Ciencias, Tecnología y Artes)",
      "https://www.abc.com.py/nacionales/2025/12/10/gestion-del-turismo-nueva-carrera-habilitada-en-la-unp/",
      ADDED_S26_ON,
    ),
  ],
  institutions: [
    {
      id: "py-unida",
      country: "PY",
      name: "Universidad de la Integración de las Américas (UNIDA)",
      city: "Asunción",
      kind: "private",
      source: "py-unida-gestion-publica-lanacion-2019",
    },
    inst(
      "py-unp",
      "Universidad Nacional de Pilar (UNP)",
      "Pilar",
      "public",
      "https://www.unp.edu.py",
      "py-unp-turismo-abc-2025",
    ),
  ],
  programs: [
    ...offered("py-unida", "graduate", "py-unida-gestion-publica-lanacion-2019", [
      ["public-administration", "Maestría en Gestión Pública", { duration: "18 meses" }],
    ]),
    ...offered("py-unp", "bachelor", "py-unp-turismo-abc-2025", [["tourism", "Licenciatura en Gestión del Turismo"]]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "PY",
  sources: [
    site("py-una-site", "Universidad Nacional de Asunción", "Oferta académica de grado", "https://www.una.py"),
    site(
      "py-uc-site",
      'Universidad Católica "Nuestra Señora de la Asunción"',
      "Carreras de grado",
      "https://www.universidadcatolica.edu.py",
    ),
    site("py-uaa-site", "Universidad Autónoma de Asunción", "Carreras de grado", "https://www.uaa.edu.py"),
    site("py-uni-site", "Universidad Nacional de Itapúa", "Carreras de grado", "https://www.uni.edu.py"),
    site(
      "py-snpp-site",
      "Servicio Nacional de Promoción Profesional (SNPP)",
      "Cursos de formación profesional",
      "https://www.snpp.edu.py",
    ),
    {
      id: "py-uc-2026",
      publisher: "Universidad Católica Nuestra Señora de la Asunción",
      title: "Carreras de grado",
      url: "https://www.universidadcatolica.edu.py",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "py-una-2026",
      publisher: "Universidad Nacional de Asunción",
      title: "Carreras de grado",
      url: "https://www.una.py",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    institutionPage(
      "py-una-2026-11-27",
      "Universidad Nacional de Asunción",
      "Carreras de grado (Facultad de Ciencias Exactas y Naturales)",
      "https://www.una.py",
      "2026-11-27",
    ),
  ],
  institutions: [
    inst("py-una", "Universidad Nacional de Asunción", "San Lorenzo", "public", "https://www.una.py", "py-una-site"),
    inst(
      "py-uc",
      'Universidad Católica "Nuestra Señora de la Asunción"',
      "Asunción",
      "private",
      "https://www.universidadcatolica.edu.py",
      "py-uc-site",
    ),
    inst("py-uaa", "Universidad Autónoma de Asunción", "Asunción", "private", "https://www.uaa.edu.py", "py-uaa-site"),
    inst("py-uni", "Universidad Nacional de Itapúa", "Encarnación", "public", "https://www.uni.edu.py", "py-uni-site"),
    inst(
      "py-snpp",
      "Servicio Nacional de Promoción Profesional (SNPP)",
      "Asunción",
      "public",
      "https://www.snpp.edu.py",
      "py-snpp-site",
    ),
  ],
  programs: [
    ...offered("py-una", "bachelor", "py-una-site", [
      ["medicine", "Medicina y Cirugía"],
      ["nursing", "Licenciatura en Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Farmacia"],
      ["nutrition", "Licenciatura en Nutrición"],
      ["physical-therapy", "Licenciatura en Kinesiología y Fisioterapia"],
      ["psychology", "Licenciatura en Psicología"],
      ["law", "Derecho"],
      ["economics", "Licenciatura en Economía"],
      ["business-administration", "Licenciatura en Administración"],
      ["accounting", "Contaduría Pública"],
      ["social-work", "Licenciatura en Trabajo Social"],
      ["sociology", "Licenciatura en Sociología"],
      ["political-science", "Licenciatura en Ciencias Políticas"],
      ["philosophy", "Licenciatura en Filosofía"],
      ["history", "Licenciatura en Historia"],
      ["literature", "Licenciatura en Letras"],
      ["communication-studies", "Licenciatura en Ciencias de la Comunicación"],
      ["architecture", "Arquitectura"],
      ["industrial-design", "Licenciatura en Diseño Industrial"],
      ["graphic-design", "Licenciatura en Diseño Gráfico"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electromechanical-engineering", "Ingeniería Electromecánica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["chemical-engineering", "Ingeniería Química"],
      ["computer-science", "Ingeniería en Informática"],
      ["information-systems", "Licenciatura en Análisis de Sistemas Informáticos"],
      ["hotel-management", "Licenciatura en Gestión de la Hospitalidad"],
      ["agronomy", "Ingeniería Agronómica"],
      ["forestry-engineering", "Ingeniería Forestal"],
      ["animal-science", "Ingeniería en Zootecnia"],
      ["environmental-engineering", "Ingeniería Ambiental"],
      ["veterinary-medicine", "Ciencias Veterinarias"],
      ["biology", "Licenciatura en Ciencias, mención Biología"],
      ["food-engineering", "Ingeniería de Alimentos"],
    ]),
    ...offered("py-uc", "bachelor", "py-uc-site", [
      ["law", "Derecho"],
      ["medicine", "Medicina"],
      ["psychology", "Licenciatura en Psicología"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["accounting", "Contaduría Pública"],
      ["economics", "Licenciatura en Economía"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería Informática"],
      ["communication-studies", "Licenciatura en Ciencias de la Comunicación"],
      ["theology", "Licenciatura en Teología"],
    ]),
    ...offered("py-uaa", "bachelor", "py-uaa-site", [
      ["law", "Derecho"],
      ["psychology", "Licenciatura en Psicología"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["accounting", "Contaduría Pública"],
      ["information-systems", "Ingeniería Informática"],
    ]),
    ...offered("py-uni", "bachelor", "py-uni-site", [
      ["medicine", "Medicina"],
      ["nursing", "Licenciatura en Enfermería"],
      ["law", "Derecho"],
      ["business-administration", "Licenciatura en Administración de Empresas"],
      ["accounting", "Contaduría Pública"],
      ["agronomy", "Ingeniería Agronómica"],
    ]),
    ...offered("py-snpp", "technical", "py-snpp-site", [
      ["automotive-mechanics", "Mecánica Automotriz"],
      ["electrical-technician", "Técnico en Electricidad"],
      ["refrigeration-air-conditioning", "Refrigeración y Climatización"],
      ["welding-technology", "Soldadura y Estructuras Metálicas"],
      ["cosmetology", "Cosmetología y Estética"],
      ["baking-pastry", "Panadería y Pastelería"],
    ]),
    ...offered("py-uc", "bachelor", "py-uc-2026", [
      ["social-work", "Licenciatura en Trabajo Social"],
      ["philosophy", "Licenciatura en Filosofía"],
    ]),
    ...offered("py-una", "bachelor", "py-una-2026", [["mathematics", "Licenciatura en Ciencias mención Matemática"]]),
    ...offered("py-una", "bachelor", "py-una-2026-11-27", [
      ["biotechnology", "Licenciatura en Biotecnología"],
      ["physics", "Licenciatura en Ciencias mención Física"],
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
      "py-una-trabajo-social-abc-s27",
      "ABC Color",
      "FACSO-UNA responde a Silvio Ovelar y reivindica rol del Trabajo Social en políticas públicas (la carrera de Trabajo Social se dicta desde 1963, acreditada por la ANEAES desde 2022)",
      "https://abccolor-abccolor-prod.web.arc-cdn.net/nacionales/2025/05/27/facso-una-responde-a-silvio-ovelar-y-reivindica-rol-del-trabajo-social-en-politicas-publicas",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "py-una-ciencias-politicas-der-s27",
      "Universidad Nacional de Asunción (Facultad de Derecho y Ciencias Sociales)",
      "Admisión: Carrera de Ciencias Políticas (8 semestres; título de Licenciado en Ciencias Políticas)",
      "https://www.der.una.py/index.php/academico/ciencias-politicas/admision",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "py-uc-ciencias-politicas-s27",
      'Universidad Católica "Nuestra Señora de la Asunción" (Facultad de Filosofía y Ciencias Humanas)',
      "Ciencias Políticas: objetivos y perfil de egreso del Licenciado en Ciencias Políticas",
      "https://filosofia.uc.edu.py/ciencias-politicas",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "py-une-ciencias-politicas-s27",
      "Universidad Nacional del Este (Facultad de Derecho y Ciencias Sociales)",
      "Ciencias Políticas (noticia de la carrera de Licenciatura en Ciencias Políticas)",
      "https://www.derechoune.edu.py/noticias/ciencias-politicas-5",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "py-una-agronomia-caazapa-s27",
      "Universidad Nacional de Asunción",
      "Colación de Ingeniería Agronómica y Licenciatura en Administración Agropecuaria de la FCA-UNA, filial Caazapá (promoción 2024)",
      "https://www.una.py/?p=46221",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "py-une-agronomia-lanacion-s27",
      "La Nación (Paraguay)",
      "Crece demanda por carrera de Agronomía en el interior de Alto Paraná (Facultad de Ingeniería Agronómica de la UNE)",
      "https://lanacion.com.py/pais/2022/03/30/crece-demanda-por-carrera-de-agronomia-en-el-interior-de-alto-parana",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "py-uni-agropecuarias-ultimahora-s27",
      "Última Hora",
      "Estudiantes toman facultad de la UNI (Facultad de Ciencias Agropecuarias, General Artigas; sus egresados se reciben de ingenieros agropecuarios)",
      "https://www.ultimahora.com/estudiantes-toman-facultad-la-uni-n943966",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "py-snpp-mtess-concepcion-s27",
      "Ministerio de Trabajo, Empleo y Seguridad Social",
      "Ministerio de Trabajo entregó kits de herramientas a egresados de varios cursos en Concepción (formación dual en mecánica automotriz con clases en el SNPP; escuela de soldadura del SNPP en Horqueta)",
      "https://mtess.gov.py/noticias/ministerio-de-trabajo-entrego-kits-de-herramientas-egresados-de-varios-cursos-en-concepcion",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "py-snpp-mtess-guarambare-s27",
      "Ministerio de Trabajo, Empleo y Seguridad Social",
      "Ministra de Trabajo insta a la capacitación técnica de los jóvenes (egresados del SNPP de Guarambaré, entre ellos del curso Mantenimiento y reparación de equipos de refrigeración)",
      "https://mtess.gov.py/noticias/ministra-de-trabajo-carla-bacigalupo-insta-la-capacitacion-tecnica-los-jovenes-para-emplearse",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "py-uc-ingenierias-cyt-s27",
      'Universidad Católica "Nuestra Señora de la Asunción" (Facultad de Ciencias y Tecnología)',
      "Nuestra historia (Departamento de Ingeniería Civil, Industrial y Ambiental: Ingeniería Civil desde 1980, Ingeniería Industrial desde 1995)",
      "https://cyt.uc.edu.py/nuestra-historia",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "py-una-fiuna-abc-s27",
      "ABC Color",
      "Ingeniería UNA en la cuerda floja por falta de acreditación de Aneaes (las siete carreras de grado de la FIUNA, entre ellas Ingeniería Civil e Ingeniería Industrial)",
      "https://www.abc.com.py/nacionales/ingenieria-una-en-la-cuerda-floja-por-falta-de-acreditacion-de-aneaes-1705051.html",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "py-isba-carreras-abc-s27",
      "ABC Color",
      "El ISBA celebrará sus 66 años con varias actividades (clases abiertas de sus carreras de danza, música, teatro, artes visuales y diseño gráfico)",
      "https://abc.com.py/espectaculos/cultura/2023/04/24/el-isba-celebrara-sus-66-anos-con-varias-actividades",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "py-una",
      career: "social-work",
      level: "bachelor",
      name: "Licenciatura en Trabajo Social",
      source: "py-una-trabajo-social-abc-s27",
    },
    {
      institution: "py-una",
      career: "political-science",
      level: "bachelor",
      name: "Licenciatura en Ciencias Políticas",
      source: "py-una-ciencias-politicas-der-s27",
      set: { duration: "8 semestres" },
    },
    {
      institution: "py-uc",
      career: "political-science",
      level: "bachelor",
      name: "Licenciatura en Ciencias Políticas",
      source: "py-uc-ciencias-politicas-s27",
    },
    {
      institution: "py-une",
      career: "political-science",
      level: "bachelor",
      name: "Licenciatura en Ciencias Políticas",
      source: "py-une-ciencias-politicas-s27",
    },
    {
      institution: "py-una",
      career: "agronomy",
      level: "bachelor",
      name: "Ingeniería Agronómica",
      source: "py-una-agronomia-caazapa-s27",
    },
    {
      institution: "py-une",
      career: "agronomy",
      level: "bachelor",
      name: "Ingeniería Agronómica",
      source: "py-une-agronomia-lanacion-s27",
    },
    {
      institution: "py-uni",
      career: "agronomy",
      level: "bachelor",
      name: "Ingeniería Agronómica",
      source: "py-uni-agropecuarias-ultimahora-s27",
      set: { name: "Ingeniería Agropecuaria" },
    },
    {
      institution: "py-snpp",
      career: "automotive-mechanics",
      level: "technical",
      name: "Mecánica Automotriz",
      source: "py-snpp-mtess-concepcion-s27",
    },
    {
      institution: "py-snpp",
      career: "welding-technology",
      level: "technical",
      name: "Soldadura y Estructuras Metálicas",
      source: "py-snpp-mtess-concepcion-s27",
    },
    {
      institution: "py-snpp",
      career: "refrigeration-air-conditioning",
      level: "technical",
      name: "Refrigeración y Climatización",
      source: "py-snpp-mtess-guarambare-s27",
      set: { name: "Mantenimiento y Reparación de Equipos de Refrigeración" },
    },
    {
      institution: "py-uc",
      career: "civil-engineering",
      level: "bachelor",
      name: "Ingeniería Civil",
      source: "py-uc-ingenierias-cyt-s27",
    },
    {
      institution: "py-uc",
      career: "industrial-engineering",
      level: "bachelor",
      name: "Ingeniería Industrial",
      source: "py-uc-ingenierias-cyt-s27",
    },
    {
      institution: "py-una",
      career: "civil-engineering",
      level: "bachelor",
      name: "Ingeniería Civil",
      source: "py-una-fiuna-abc-s27",
    },
    {
      institution: "py-una",
      career: "industrial-engineering",
      level: "bachelor",
      name: "Ingeniería Industrial",
      source: "py-una-fiuna-abc-s27",
    },
    {
      institution: "py-isba",
      career: "music",
      level: "bachelor",
      name: "Licenciatura en Música",
      source: "py-isba-carreras-abc-s27",
    },
    {
      institution: "py-isba",
      career: "fine-arts",
      level: "bachelor",
      name: "Licenciatura en Artes Visuales",
      source: "py-isba-carreras-abc-s27",
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  unaMedicina: s28(
    "py-una-medicina-lanacion",
    "La Nación (Paraguay)",
    "Ciencias Médicas fue la primera facultad de la UNA hace 134 años (24 de septiembre de 2023: inició con la carrera de Medicina y Cirugía; hoy ofrece Medicina, Kinesiología y Fisioterapia, Instrumentación y Área Quirúrgica, Podología)",
    "https://www.lanacion.com.py/pais/2023/09/24/ciencias-medicas-fue-la-primera-facultad-de-la-una-hace-134-anos/",
  ),
  unaNutricion: s28(
    "py-una-fcq-admision",
    "Universidad Nacional de Asunción, Facultad de Ciencias Químicas",
    "Preguntas frecuentes: informaciones generales, admisión 2025-2026 (Sede Central), para las carreras de Farmacia, Bioquímica, Ingeniería Química, Química Industrial, Ciencia y Tecnología de Alimentos, Nutrición e Ingeniería de Alimentos",
    "https://www.qui.una.py/academico/admision-a-la-fcq/preguntas-frecuentes",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): two more rows written without reading their page, each re-pointed to a
 * stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    {
      institution: "py-una",
      career: "medicine",
      level: "bachelor",
      source: S28.unaMedicina.id,
      set: { name: "Medicina" },
    },
    { institution: "py-una", career: "nutrition", level: "bachelor", source: S28.unaNutricion.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row it bears out (see the header). */
const S28B = {
  uaComercio: s28b(
    "py-ua-comercio-internacional-mbaracayu",
    "Universidad Americana",
    "Universidad Americana impulsó el desarrollo sostenible y el emprendedurismo rural en Mbaracayú con tres proyectos de extensión (proyectos de las carreras de Comercio Internacional, Ingeniería en Marketing y Publicidad y Gestión de Turismo y Hotelería; estudiantes del sexto semestre de Comercio Internacional)",
    "https://www.americana.edu.py/blog/universidad-americana-impulso-el-desarrollo-sostenible-y-el-emprendedurismo-rural-en-mbaracayu-con-tres-proyectos-de-extension",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): one more row written without reading its page, re-pointed to a
 * stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [{ institution: "py-ua", career: "international-business", level: "bachelor", source: S28B.uaComercio.id }],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row or set of rows it bears out (see the header). */
const S29 = {
  aneaesMedicina: s29(
    "py-aneaes-medicina-abc-2023",
    "ABC Color",
    "Ni el 50% de la oferta de Medicina en el país está acreditado por Aneaes (13 de noviembre de 2023: filiales con la carrera de Medicina acreditada, entre ellas la Católica Nuestra Señora de la Asunción, en Asunción, y la Nacional de Itapúa, en Encarnación)",
    "https://www.abc.com.py/politica/2023/11/13/ni-el-50-de-la-oferta-de-medicina-en-el-pais-esta-acreditado-por-aneaes/",
  ),
  fadaMusica: s29(
    "py-una-fada-seminario-musica",
    "Universidad Nacional de Asunción, Rectorado (rectora.una.py)",
    "Por primera vez, FADA-UNA celebra Seminario de Educación Musical en Paraguay (con el director de la carrera de Música de la Facultad de Arquitectura, Diseño y Arte; 2 a 4 de agosto, year not in the stored excerpt)",
    "https://rectora.una.py/por-primera-vez-fada-una-celebra-seminario-de-educacion-musical-en-paraguay",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): rows written without reading their page, each re-pointed to a stored page
 * that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    { institution: "py-uc", career: "medicine", level: "bachelor", source: S29.aneaesMedicina.id },
    { institution: "py-uni", career: "medicine", level: "bachelor", source: S29.aneaesMedicina.id },
    { institution: "py-una", career: "music", level: "bachelor", source: S29.fadaMusica.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 verification pass read, one per row it bears out (see the header). */
const S29B = {
  ucFilosofia: s29b(
    "py-uc-filosofia-sopfil-cienciasdelsur",
    "Sociedad Paraguaya de Filosofía (SOPFIL), published by Ciencias del Sur",
    "La Sociedad Paraguaya de Filosofía distinguirá a pensadores locales (12 de octubre de 2021: Robert León, «licenciado en filosofía por la Universidad Católica Nuestra Señora de la Asunción»; Cristian Andino, «licenciado en filosofía por el ISEHF y la Universidad Católica»)",
    "https://cienciasdelsur.com/2021/10/12/la-sociedad-paraguaya-de-filosofia-distinguira-a-pensadores-locales/",
  ),
  unaeEducacionFisica: s29b(
    "py-unae-rectora-lanacion",
    "La Nación (Paraguay)",
    "Nadia Czereniuk (3 de enero de 2018: entrevista a la rectora de la Universidad Autónoma de Encarnación; «tres carreras dentro del área de Educación: Educación Física, Ciencias Sociales y Educación Inicial, que son carreras que las ofrecemos a nivel de licenciatura»)",
    "https://www.lanacion.com.py/foco/2018/01/03/nadia-czereniuk/",
  ),
};

/**
 * Session 29's second verification pass (2026-11-28): a row written without reading its page, re-pointed to a stored
 * page that names the program at the institution and level, and a first institution for an open cell (see the header).
 * No row was withdrawn.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  institutions: [
    inst(
      "py-unae",
      "Universidad Autónoma de Encarnación (UNAE)",
      "Encarnación",
      "private",
      undefined,
      S29B.unaeEducacionFisica.id,
    ),
  ],
  programs: [
    ...offered("py-unae", "bachelor", S29B.unaeEducacionFisica.id, [
      ["physical-education", "Licenciatura en Educación Física"],
    ]),
  ],
  reread: [{ institution: "py-uc", career: "philosophy", level: "bachelor", source: S29B.ucFilosofia.id }],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30` pass (its id ends in `-s30`). */
const s30 = taggedPages("s30", "2026-11-28");

/** The pages the session-30 pass read, one per row it bears out (see the header). */
const S30 = {
  unaMiaad: s30(
    "py-una-miaad-github",
    "abarchello (a student's repository on GitHub)",
    "Pipeline de Datos — MIAAD FPUNA (README of a coursework repository, cohorte MIAAD FPUNA 2026: «Proyecto académico desarrollado en el marco de la Maestría en Inteligencia Artificial y Análisis de Datos (MIAAD) de la Facultad Politécnica – Universidad Nacional de Asunción»)",
    "https://github.com/abarchello/fpuna-datos-engineering",
  ),
  ucomCienciasDatos: s30(
    "py-ucom-tesis-maestria-ciencias-datos-github",
    "Juan Pablo Bazán and Yan Bajac (a thesis repository on GitHub)",
    "Fusión de Imágenes Infrarrojas y Visibles mediante Morfología Matemática (README: «Tesis de Maestría en Ciencias de Datos», «Universidad Comunera (UCOM)»)",
    "https://github.com/YanBajac/tesis_mciencias_datos",
  ),
  unaCienciaPolitica: s30(
    "py-una-maestria-ciencia-politica-sopfil",
    "Sociedad Paraguaya de Filosofía (SOPFIL), published by Ciencias del Sur",
    "La Sociedad Paraguaya de Filosofía distinguirá a pensadores locales (12 de octubre de 2021: Cristian Andino, «magíster en ciencia política por la Dirección de Posgrado y Relaciones Internacionales de la Universidad Nacional de Asunción»)",
    "https://cienciasdelsur.com/2021/10/12/la-sociedad-paraguaya-de-filosofia-distinguira-a-pensadores-locales/",
  ),
};

/**
 * Session 30's pass (2026-11-28): graduate programmes for three open cells, two in data science (one at a new
 * institution) and one in political science, read on stored pages (see the header). No row was re-read or withdrawn.
 */
const VERIFIED_S30: CatalogPass = {
  sources: Object.values(S30),
  institutions: [
    inst("py-ucom", "Universidad Comunera (UCOM)", "Asunción", "private", undefined, S30.ucomCienciasDatos.id),
  ],
  programs: [
    ...offered("py-una", "graduate", S30.unaMiaad.id, [
      ["data-science", "Maestría en Inteligencia Artificial y Análisis de Datos"],
    ]),
    ...offered("py-una", "graduate", S30.unaCienciaPolitica.id, [
      ["political-science", "Maestría en Ciencia Política"],
    ]),
    ...offered("py-ucom", "graduate", S30.ucomCienciasDatos.id, [["data-science", "Maestría en Ciencias de Datos"]]),
  ],
  reread: [],
  withdrawn: [],
};

export const CATALOG_PY: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24B,
  ADDED_S25,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S29B,
  VERIFIED_S30,
);
