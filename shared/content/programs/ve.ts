/**
 * Where to study in VE: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Levels in Venezuela: universities give the `bachelor` rows (licenciaturas, ingenierías and the
 * profesorados of the UPEL, 5 years) and the `graduate` rows (especializaciones and maestrías);
 * Técnico Superior Universitario (TSU, 3 years) programs give the `technical` rows. Each row cites
 * the institution's site. The rows added on 2026-11-26 (UNEARTE, the trade courses of the INCES, the
 * education menciones of LUZ, the postgrados of the USB, ULA and UCAB) were written from knowledge of
 * the institutions' published offer, not re-read online (this machine has no internet). The rows added on
 * 2026-11-27 (the Universidad de Carabobo: its standard first degrees, its master's in industrial engineering and
 * its nursing master's in health-services management) were likewise written from knowledge of the institution's
 * published offer, without re-reading it online; so were, in a second pass the same day, the counselling postgrados
 * of the UPEL (Maestría en Educación, mención Orientación Educativa) and of the UCV's Facultad de Humanidades y
 * Educación (Especialización en Orientación), and, in a third pass the same day, the Maestría en Ingeniería
 * Ambiental of the postgrado of LUZ's Facultad de Ingeniería (written from knowledge of its published offer, not
 * re-read online).
 * A further row dated 2026-11-27 (the Universidad de Carabobo's Licenciatura en Educación, Mención Educación Musical, taught
 * by its Facultad de Ciencias de la Educación in Naguanagua) was written from knowledge of the institution's published
 * programs, without re-reading the pages online; a stored copy of a 2012 article by a UC professor (studylib.es, "Educación
 * musical en Venezuela", by the head of the music-theory chair of that mención) agreed with it.
 * Rows to check first: the UC's Educación Musical mención (exact title as the faculty lists it, and that it still admits);
 * LUZ's Maestría en Ingeniería Ambiental (whether it opens new cohorts); that both counselling
 * postgrados still take students; the Universidad de Carabobo's first-degree names (written as its faculties name
 * them) and its nursing master's (mención Gerencia de los Servicios de Salud y Enfermería) listed as health services
 * administration.
 * The row dated 2026-11-28 (`ADDED_28_SOURCES` and its row: the UPEL's Maestría en Educación, mención Enseñanza del
 * Inglés como Lengua Extranjera, of its Programa Nacional de Postgrado) was written from knowledge of the university's
 * published postgraduate offer and of the master's theses its pedagogical institutes publish under that mención, not
 * re-read online (no internet). Check first: the exact title of the mención and which of the UPEL's institutes
 * (e.g. Barquisimeto, Caracas, Maturín) currently open cohorts.
 * A second pass dated 2026-11-28 (the `ADDED_28B` block) adds the Programa Nacional de Formación en Informática (PNFI),
 * whose intermediate exit title is Técnico Superior Universitario en Informática (trained in computer hardware, operating
 * systems, networks and user support), at two universidades politécnicas territoriales: the UPTAEB (Barquisimeto),
 * resting on a stored copy of its PNFI's internal evaluation guidelines of January 2018 (slideshare), and the UPT del
 * Estado Bolívar (Ciudad Bolívar, formerly the IUTEB), resting on a stored copy of a document describing the UPTB and
 * its seven programas de formación, Informática among them (scribd). Neither university's own page was re-read online
 * (no internet). Check first: that both still open PNFI cohorts, the exact exit title at the TSU level, and the UPT
 * Bolívar's official website (uptbolivar.com, as a student project's page links it).
 * A third pass dated 2026-11-28 (the `ADDED_28C` block) adds the UCV Facultad de Farmacia's diplomado for pharmacy
 * assistants (auxiliares de farmacia: twelve modules, 160 academic hours, run by the faculty's continuing education with
 * the Fundación CALOX), resting on a stored copy of the faculty's own news page of 19 November 2013 announcing it (stored
 * at an http address; the row cites the same address over https). It is a short vocational course, listed as the
 * technical route into pharmacy-assistant work. Check first: that the faculty still runs it (the page is from 2013) and
 * its current name; the row's name is the one the page gives.
 * The row of the `ADDED_S24B` block, dated 2026-11-28, adds the Universidad Nacional Experimental de los Llanos
 * Occidentales "Ezequiel Zamora" (UNELLEZ) with its Maestría en Gerencia Pública, resting on a stored copy of a master's
 * thesis of June 2022 whose cover names the programme ("Vicerrectorado de Planificación y Desarrollo Social, Coordinación
 * de Área de Postgrado, Maestría en Gerencia Pública", submitted to the Subprograma de Estudios Avanzados of the UNELLEZ,
 * Programa Académico Tinaquillo) on scribd (read through a proxy copy of
 * https://es.scribd.com/document/614500871/Tesis-Franci-Melendez-2022-06-09, which the row cites). The university's own
 * pages were not read (no internet). Check first: which of the UNELLEZ's vicerrectorados and programas académicos now open
 * cohorts of the maestría, and the university's official website (unellez.edu.ve).
 * The row of the `ADDED_S25` block, dated 2026-11-28, adds the UCAB's postgraduate programme in environmental engineering,
 * resting on a stored copy of a page of the UCAB's own site (extensionsocial.ucab.edu.ve, "Profesor Joaquín Benítez ocupará
 * el sillón XXVIII en la Academia Nacional de Ingeniería y Hábitat",
 * https://extensionsocial.ucab.edu.ve/profesor-joaquin-benitez-ocupara-el-sillon-xxviii-en-la-academia-nacional-de-ingenieria-y-habitat/),
 * in which the UCAB's director of environmental sustainability cites his work directing the university's "postgrado de
 * Ingeniería Ambiental"; El Impulso (January 2024) calls him "director del Postgrado de Ingeniería Ambiental UCAB", and
 * El Ucabista (December 2016) names Ingeniería Ambiental among the programmes of the Facultad de Ingeniería's postgrado.
 * Check first: the programme's exact title and level (especialización or maestría; the pages only say "postgrado"),
 * and that it opens new cohorts.
 * Left out (no stored page found that names a current programme at a named institution): makeup artistry (technical);
 * a second bachelor's in international business or public administration; a bachelor's in health-services
 * administration; a second pharmacy-assistant, welding or refrigeration course; graduate programmes in data science,
 * statistics, animation, social work and international business; a second English-teaching master's; a second
 * industrial-engineering master's (El Ucabista mentions an "área Industrial y de Productividad" among the UCAB's
 * engineering postgrados without naming a programme).
 * A further pass of 2026-11-28 (S25B) searched for thesis records (saber.ucv.ve, saber.ula.ve, the UCAB's biblioteca2, LUZ,
 * UC, USB, UPEL, UNIMET) and found none in the stored pages, so it adds no row and no `ADDED_S25B` block. Left out: theses
 * and monographs on aggregator sites (tesis.edu.red, monografias.com, vsip.info) that read like UNEXPO Puerto Ordaz
 * industrial-engineering postgraduate work but name no programme on the pages read; an Aporrea article on the Universidad
 * Nacional Abierta (licenciatura en Ingeniería Industrial, Maestría en Administración de Negocios) names nothing in a gap.
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this machine
 * has no internet access). The stored pages hold little on Venezuelan programmes; the one source that names the programmes
 * of these gap cells is a vocational-guidance module written for the students of the Unidad Educativa San Francisco Javier
 * and published on GitHub (repository shelycrist/m-dulo-carreras-universitarias, commit f0c180e, May 2024), which lists,
 * university by university and state by state, each programme with its sede (in the form the national admission system
 * uses) and the title it confers. It is a third-party compilation, not the universities' own pages, so the two rows are
 * weaker than the others in this file. Its page on the Universidad Nacional Experimental Politécnica de la Fuerza Armada
 * Nacional (UNEFA) in Lara
 * (https://github.com/shelycrist/m-dulo-carreras-universitarias/blob/f0c180e6f0f0929739f433d18c1e071aa015314f/src/pages/docs/lara/universidades/unefa.md)
 * lists "Administración y Gestión Municipal" at the Núcleo Lara,
 * sede Barquisimeto, conferring the title of Licenciado en Administración y Gestión Municipal (the module's pages on
 * Yaracuy, Portuguesa and Falcón list it at the UNEFA too); a student's 2024 thesis-registry database for the UNEFA Núcleo
 * Maracay on GitHub and a 2024 student dataset of Venezuelan universities (romeroa14/GraficasTepuy) list the same
 * licenciatura among the UNEFA's programmes. Its page on the Universidad Bolivariana de Venezuela (UBV) in Falcón
 * (https://github.com/shelycrist/m-dulo-carreras-universitarias/blob/f0c180e6f0f0929739f433d18c1e071aa015314f/src/pages/docs/falcon/universidades/ubv.md)
 * lists "Gestión de Salud Pública" at the sedes of Carirubana (Punto Fijo) and Judibana,
 * conferring the title of Licenciado en Gestión de Salud Pública and described as training in the management and
 * administration of public health services; the GraficasTepuy dataset lists it as the UBV's "PFG Gestión en Salud Pública".
 * It is listed under health-services administration as a management degree for health services, not as a public-health
 * degree. The official websites seen (in the student dataset only, over http: www.unefa.edu.ve/portal/ and www.ubv.edu.ve)
 * were not used; both institutions are entered without a website.
 * Check first: that both programmes still admit students and their exact titles on the universities' own pages (the UBV's
 * programas de formación de grado have been renamed over time, e.g. "Gestión en Salud Pública"); whether the UBV's degree
 * is closer to public health than to health-services management (if so, drop the row); the UNEFA's núcleos that now open
 * the licenciatura; the official websites (unefa.edu.ve, ubv.edu.ve) over https.
 * Left out: makeup artistry (no Venezuelan school found in the stored pages); a second bachelor's in international business
 * (the module lists only customs programmes at technical level, e.g. the Colegio Universitario de Administración y Mercadeo's
 * TSU en Administración de Aduanas); a second pharmacy-assistant, welding or refrigeration course (the GraficasTepuy dataset
 * lists a "PNF en Farmacia" at the Universidad de las Ciencias de la Salud Hugo Chávez Frías without naming its exit titles;
 * the module lists a TSU en Mecánica Térmica at the IUT José Leonardo Chirino, Punto Fijo, that names no refrigeration
 * content); graduate programmes in data science, animation, social work and industrial engineering (no Venezuelan page found); an
 * international-business master's (the GraficasTepuy dataset lists a "Maestría en Negociaciones Económicas Internacionales"
 * at the Universidad Latinoamericana y del Caribe, ULAC, not confirmed by any other page); the UBV's PFG en Estudios
 * Políticos y Gobierno (a blog of 2012 reports a second promoción of licenciados in Táchira), which reads as political
 * science rather than public administration; the UCS's Especialización en Gestión Integral de Centros Asistenciales
 * (mpps.gob.ve, a graduation report from Monagas of a 5 August), a graduate cell that already has two institutions.
 * A search pass of 2026-11-28 (session 27) worked the graduate cells first (social work, data science, international
 * business, English teaching, industrial engineering) and then the bachelor's and technical ones, with the search tools (this
 * machine has no internet access), and added no rows and no `ADDED_S27` block. Stored thesis covers of Venezuelan
 * universities exist (scribd, vdocuments), but none found names a programme in an open cell: a UCV Facultad de Humanidades y
 * Educación master's thesis of 2019 (Maestría en Educación, mención Diseño de Políticas, on teaching English; not an
 * English-teaching programme), a Universidad de Carabobo thesis of 2019 (Maestría en Investigación Educativa), a 2021 TSU
 * thesis of the IUT Américo Vespucio (TSU en Idiomas Modernos), the UCV Facultad de Medicina's postgraduate thesis rules, and
 * the UNEXPO Puerto Ordaz and Universidad Marítima del Caribe postgraduate thesis rules (no programme list in their openings);
 * articles on LUZ's Escuela de Trabajo Social (undergraduate enrolment) and La Prensa de Lara on the UCAB's and UCV's social
 * work degrees (undergraduate). A student dataset on GitHub (romeroa14/GraficasTepuy, Base de Datos/SQL/mapa_uni_carreras.sql)
 * lists master's programmes by university (among them a "Maestría en Trabajo Social" and a "Maestría en Ingeniería
 * Industrial" at the UCLA, "Maestría en Negociaciones Económicas Internacionales" at the ULAC, "Especialización en Estadística
 * Computacional" at the USB, "Maestría en Lingüística Aplicada a la Enseñanza del Ingles" at the UCV) but was not used: it
 * is a student compilation that cites no source, and its UCLA list (master's and doctorates in nearly every field, from
 * architecture to chemical engineering) reads like a template, so none of it is written without the universities' own pages. The vocational-guidance module used by S26 (shelycrist/m-dulo-carreras-universitarias) was read
 * in full again and lists no programme in an open cell.
 * Check first: nothing new; the leads above (UCLA, ULAC, USB, UCV postgraduate programmes) against the universities' own
 * pages or thesis covers.
 * Left out: all open cells (makeup artistry; a second bachelor's in international business or health-services
 * administration; a second pharmacy-assistant, welding or refrigeration course; graduate programmes in data science,
 * animation, social work and international business; a second English-teaching or industrial-engineering master's).
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the rows readers see most, written on
 * 2026-11-26/27 from the institutions' known offer and citing only their home pages, were looked up in stored copies of
 * public pages with the search tools (this machine has no internet access). The catalog, until then one object, is now
 * `FIRST_ROWS` with that pass applied by `withPasses` (its other rows unchanged). Re-read, each row now citing the page named:
 * - UCV, Ingeniería Mecánica: the UCV's own page presenting the Escuela de Ingeniería Mecánica of its Facultad de
 *   Ingeniería (stored over http, cited over https; its history of the plan de estudios, not a current length);
 * - USB, Ingeniería de Producción (and its Ingeniería Mecánica, not on the list): USB Noticias, the university's own news
 *   site, on enrolment by carrera in the last quarter of 2017 (Ingeniería Mecánica 516, Ingeniería de Producción 436);
 * - UPEL, Profesor en Educación Musical: the UPEL's Diseño Curricular Educación Musical of October 2015 (Vicerrectorado de
 *   Docencia, Comisión de Currículo de Pregrado; a Scribd copy; no length read there, so the "5 años" an earlier pass
 *   wrote from memory is taken out, `duration: null`);
 * - ULA, Nutrición y Dietética: the ULA Facultad de Medicina's own history of its Escuela de Nutrición y Dietética
 *   (licenciados since 1976; stored over http, cited over https).
 * Withdrawn: none; no page read shows a row wrong.
 * Searched, not found (the rows stay as they were, not re-read): LUZ's Medicina Veterinaria, Trabajo Social, Nutrición y
 * Dietética, Filosofía, Bibliotecología y Archivología and its other carreras (a Wikipedia mirror lists LUZ's schools and
 * degrees, among them Mechanical and Industrial Engineering, Philosophy, Biology, Physics and Mathematics, but an encyclopedia
 * is not a source here); the USB's TSU en Tecnología Eléctrica and Comercio Internacional (the USB news page names the TSU en
 * Comercio Exterior of its Sede del Litoral, not the licenciatura; the USB's Catálogo de Estudios Profesionales 2011 is
 * stored but its excerpt stops before the list of carreras); the UCV's Estudios Políticos y Administrativos; UNEARTE's
 * Música and Artes Plásticas (a UNESCO directory says only that it teaches the carreras of the four art institutes it
 * absorbed); the UPEL's Profesor en Educación Física (a history of the Instituto Pedagógico de Caracas names its
 * Departamento de Educación Física, not the program); the Universidad Metropolitana's Ingeniería de Producción and
 * Ingeniería Mecánica (named only by a study-abroad agency's page, not used); the ULA's Ciencias Políticas.
 * Not reached (the look-up budget was spent): the INCES trade courses, LUZ's Maestría en Ingeniería Ambiental, the Universidad
 * de Carabobo's rows, the UCAB's rows, the remaining Matemáticas, Física, Biología and Filosofía rows, the counselling and
 * political-science postgrados and the IESA's Maestría en Gerencia Pública.
 * Second verification pass of 2026-11-28 (session 27, the `VERIFIED_S27B` block): the rows the first pass did not reach,
 * most-shown first, looked up again in stored copies of public pages with the search tools (no internet access); the rows
 * that pass searched without result were not searched again. Re-read, each row now citing the page named:
 * - ULA, Ingeniería Mecánica: the Informe de Revisión Curricular of the ULA's Escuela de Ingeniería Mecánica (Facultad de
 *   Ingeniería), Anexo I, "Pensum y programas vigentes", by the coordinator of its curricular commission (May 2005; a
 *   vdocuments copy); weak: a 2005 document, it shows the carrera then, not that it admits now;
 * - UCV, Medicina Veterinaria: Ciudad MCY (Maracay) on the 88th anniversary of the UCV's Facultad de Ciencias Veterinarias,
 *   núcleo Aragua, with a representative of its graduate veterinarians;
 * - INCES, Electricidad: Correo del Orinoco on the INCES's 2017 balance, whose president names electricians among the
 *   technical areas it trains; weak: no course title or length (the row keeps its name);
 * - UCAB, Filosofía: El Ucabista (September 2016) names Filosofía among the five escuelas of the UCAB's Facultad de
 *   Humanidades y Educación;
 * - UCV, Trabajo Social: La Prensa de Lara on the licenciatura en Trabajo Social, quoting a former director of the UCV's
 *   escuela (the UCAB's, not a row here, had had no new students for years);
 * - UCV, Nutrición y Dietética: a 2010 article in the Revista del Instituto Nacional de Higiene Rafael Rangel (SciELO
 *   Venezuela, stored over http, cited over https) by a member of the UCV Facultad de Medicina's Escuela de Nutrición y
 *   Dietética; weak: the school is named in the author's affiliation only;
 * - UC, Licenciatura en Educación, Mención Educación Musical: the 2012 article "Educación musical en Venezuela" (a studylib
 *   copy of the UC's journal portal; its address ends in "..." as studylib writes it) by the head of the chair of music
 *   theory of the Mención Educación Musical of the UC's Facultad de Ciencias de la Educación;
 * - UC, Maestría en Enfermería, mención Gerencia de los Servicios de Salud y Enfermería: the 2017 selection rules
 *   (instructivo-baremo) of the Maestrías en Enfermería of the UC Facultad de Ciencias de la Salud's postgrado (a pdfslide
 *   copy), whose second programme is Gerencia de los Servicios de Salud y Enfermería;
 * - ULA, Matemáticas, Física and Biología: Prensa ULA (March 2011) on the 41st anniversary of the ULA's Facultad de
 *   Ciencias, founded with the carreras of Química, Biología, Matemáticas and Física; weak: a history, not an offer list;
 * - UCAB, Ingeniería Industrial: El Ucabista (November 2022) interviewing the director of the UCAB's Escuela de Ingeniería
 *   Industrial, who plans to bring the carrera to four years (a plan, so no length is written);
 * - UCV, Bibliotecología y Archivología: the UCV's own history of its Escuela de Bibliotecología y Archivología (Facultad de
 *   Humanidades y Educación; licenciaturas since 1960, its current plan revised in 2002 and 2005; stored over http, cited
 *   over https).
 * Withdrawn: none; no page read shows a row wrong.
 * Searched, not found (the rows stay as they were, not re-read): the Universidad de Carabobo's Ingeniería Mecánica; LUZ's
 * Maestría en Ingeniería Ambiental; the UCV's Filosofía and Matemáticas (a UCV Noticiencias memoir on mathematics at the
 * UCV names no carrera in its excerpt); the USB's Matemáticas, Física and Biología (its Catálogo de Estudios Profesionales
 * 2011 and its report on the 2013 OPSU intake are stored, but their excerpts stop before the list of carreras); the UCAB's
 * Especialización en Gerencia de Servicios Asistenciales en Salud (the UCAB Guayana's Programa de Estudios Avanzados en
 * Gerencia de Servicios de Salud, 2011, is a shorter programme, not that row); the IESA's Maestría en Gerencia Pública
 * (an IESA page on its 2015 graduation names no programme); the INCES's Soldadura. The INCES's Refrigeración y Aire
 * Acondicionado was found but not re-read: La Verdad de Vargas
 * (https://laverdaddevargas.com/inces-ofrece-cursos-gratis-refrigeracion-cocina-basica/?amp=1) lists refrigeration and
 * air-conditioner repair among the INCES's workshops in Vargas, but of 20 to 180 hours, below the technical level (about
 * six months); check first whether the INCES's refrigeration training (Nueva Prensa, 2025: 180 perfiles ocupacionales made
 * of short curricular units) reaches that length, and withdraw the row if it does not (the same question holds for the
 * INCES's other trade rows). A page at ucv2.vps.truo.co/pregrado/licenciatura-en-fisica gives a ten-semester Licenciatura
 * en Física, but on a host whose owner is not shown; not used.
 * Not reached (the look-up budget was spent): the UCV's Física and Biología, the Universidad de Carabobo's Ingeniería
 * Industrial and Maestría en Ingeniería Industrial, the USB's and ULA's political-science master's, and the counselling
 * postgrados of the UPEL and the UCV.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block, after `VERIFIED_S27B`): the most-shown rows of
 * the worklist, looked for again on stored copies of public pages (search tools only; no page re-read online; 26
 * look-ups for Venezuela); rows the earlier passes had searched without result were searched again only with a new idea
 * (a thesis cover, an anniversary report, a journal of the university). Rows re-read, each now citing the page named
 * (institution's own page unless another publisher is named):
 * - LUZ Trabajo Social: Aula Abierta Latinoamérica of 1 February 2024 on the 50 years of LUZ's Escuela de Trabajo
 *   Social (act of 29 January 2024; "formando profesionales");
 * - LUZ Medicina Veterinaria: an article of May 2022 in the Revista Científica of LUZ's Facultad de Ciencias
 *   Veterinarias (recorded in DOAJ) on the 50 years of its third promotion of médicos veterinarios (the faculty founded
 *   on 5 May 1965; the title of Médico Veterinario);
 * - LUZ Biología: an editorial of the same Revista Científica on LUZ's journal portal, whose author recalls entering
 *   LUZ's Facultad de Ciencias and the carrera de Biología;
 * - LUZ Filosofía: the Revista de Filosofía of LUZ (15 June 2021), a teacher of the Escuela de Filosofía on the
 *   Escuela's pronouncement about the Ministry's 2020 redesign of university admissions (read at http://, cited at
 *   https://);
 * - LUZ Ingeniería Mecánica and Ingeniería Industrial: notisclepr5c-la.com (a Zulia news site; publisher not shown) of
 *   11 March 2025 on the reopening of the teaching secretariat of the Escuelas Civil, Petróleo, Mecánica, Geodesia,
 *   Química, Eléctrica e Industrial of LUZ's Facultad de Ingeniería;
 * - UCV Biología: the UCV's own history page of the Escuela de Biología of its Facultad de Ciencias (five departments;
 *   read at http://, cited at https://);
 * - ULA Ciencias Políticas: the ULA Archivo Histórico's page of 8 May 2017 on 37 years of its Escuela de Ciencias
 *   Políticas (the carrera created in 1980; read at http://, cited at https://);
 * - USB TSU en Tecnología Eléctrica and Comercio Internacional: La Verdad de Vargas (undated, about 2022), the director
 *   of the USB's Sede del Litoral listing its 13 carreras, among them the TSU en Tecnología Eléctrica and the
 *   licenciatura en Comercio Internacional (at the Litoral seat, Vargas, not Sartenejas); the TSU's "3 años" is taken
 *   out;
 * - UPEL Maestría en Educación, mención Orientación Educativa: a 2019 thesis of the programme (UPEL, Vicerrectorado de
 *   Investigación y Postgrado, Programa Nacional de Postgrado; Boconó; a Scribd copy);
 * - UCV Especialización en Orientación: a 2011 trabajo especial de grado "para optar al Grado de Especialista en
 *   Orientación" of the UCV's Facultad de Humanidades y Educación (a Studenta copy);
 * - UPEL Profesor en Educación Física: the author's note of an article in the journal REDINE, whose author holds the
 *   title of Profesor en Educación Física of the UPEL (Instituto Pedagógico de Barquisimeto); the "5 años" is taken
 *   out.
 * Weak sources, to replace first: the pages that name an escuela or a faculty, not the degree (the LUZ Biología
 * editorial, undated; the LUZ Filosofía article; the notisclepr5c-la.com report, of unknown publisher; the UCV Biología
 * and ULA history pages), the LUZ Veterinaria anniversary article (a history), the third-party copies of theses
 * (Scribd, Studenta; 2019 and 2011) and the REDINE author's note (a graduate's title, undated). Lengths taken out
 * (`duration: null`): the USB TSU's "3 años" and the UPEL profesorado's "5 años" (written from memory). Withdrawn:
 * none; no page read shows a row wrong.
 * Check first: the USB's TSU and Comercio Internacional are taught at the Sede del Litoral (Camurí Grande), not in
 * Caracas as the institution row gives; whether the UPEL's Profesor en Educación Física is still given under that title
 * (the page is a graduate's note). Leads not used: the UCAB library's blog says the teaching of Bibliotecología in
 * Venezuela is rooted in the UCV and LUZ (no degree named; for LUZ's Bibliotecología y Archivología row); a student's
 * essay on clubensayos.com lists the UCV Facultad de Humanidades' Escuela de Filosofía (not used); Correo del Caroní
 * and Nueva Prensa on an ACFIMAN forum on mathematics degrees (undated in the excerpt) (no LUZ or UCV degree named in
 * the excerpt).
 * Searched and not found (rows left as they were): the UCV's Física (only the host ucv2.vps.truo.co again and the
 * Escuela de Física's postgraduate plan), Filosofía and Matemáticas; the Universidad de Carabobo's Ingeniería
 * Industrial and Ingeniería Mecánica; the USB's and ULA's political-science master's; LUZ's Nutrición y Dietética,
 * Música, Artes Plásticas, Matemáticas, Licenciatura en Educación mención Educación Física, Deportes y Recreación (only
 * the UNERMB's plan of that name came up), Bibliotecología y Archivología and Maestría en Ingeniería Ambiental; the
 * UCV's Estudios Políticos y Administrativos; the UCAB's Especialización en Gerencia de Servicios Asistenciales en
 * Salud; the Universidad Metropolitana's Ingeniería de Producción and Ingeniería Mecánica; UNEARTE's Música. Not
 * reached (budget): the USB's Matemáticas, Física and Biología (searched by session 27), LUZ's Física, UNEARTE's Artes
 * Plásticas, the INCES courses, the IESA's Maestría en Gerencia Pública and the Universidad de Carabobo's Maestría en
 * Ingeniería Industrial.
 * Second verification pass of 2026-11-28 (session 28; no block kept): rows of the regenerated worklist the earlier
 * passes had not reached or had searched without result, looked for again on stored copies of public pages (search
 * tools only; five look-ups for Venezuela). No row is re-read: the one page found, El Nacional's report of 16 June 2018
 * ("Escasez de insumos atormenta a estudiantes de Biología de la USB", on students of the USB's carrera de Biología
 * who lack reagents and teachers), was stored only on a mirror host of unknown ownership (mnwey.awslvpni.com), which is
 * not cited; the USB's Biología row stays as it was (a lead: that report in El Nacional's own archive).
 * Searched and not found: the USB's Matemáticas and Física (its Catálogo de Estudios Profesionales 2011, a copy on
 * pdfcookie, again stops before the list of carreras; its student guide of 2011-12 gives a campus map only); LUZ's
 * Física (only the UCV page on a host of unknown ownership, already noted, came up); the Universidad de Carabobo's
 * Maestría en Ingeniería Industrial; UNEARTE's Artes Plásticas. Not reached (budget): the other rows of the worklist,
 * all searched by earlier passes.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block, after `VERIFIED_S28`): gap cells first, then
 * rows of the worklist, looked for on stored copies of public pages (search tools only; no page re-read online; about
 * fifteen look-ups for Venezuela out of some eighty for Ecuador, Venezuela and the Dominican Republic). Rows re-read,
 * each now citing the page named:
 * - INCES, Refrigeración y Aire Acondicionado: Nueva Prensa of 10 September 2025, "Inces y Fondoin firman convenio para la
 *   formación de técnicos en refrigeración y gases de enfriamiento": an agreement for the "formación y acreditación de
 *   técnicos" in handling ozone-depleting substances and cooling gases, covering "la refrigeración y el acondicionamiento
 *   de aire sostenible", aimed especially at the young people of the Programa Nacional de Aprendizaje. It names no course
 *   title or length (the row keeps its name), so the question the S27B pass raised stays open: whether the INCES's
 *   refrigeration training reaches the technical level (La Verdad de Vargas gives its workshops 20 to 180 hours). The
 *   INCES's own page of 29 August 2018 on its Guárico anniversary, where an apprentice speaks of his training in
 *   "mantenimiento de equipos de refrigeración", agrees;
 * - UNEARTE, Licenciatura en Música and Licenciatura en Artes Plásticas: La Verdad de Vargas on the UNEARTE's La Guaira
 *   extension (its director, Eduardo Mujica), which for the 2021-22 term opened by postulación "las carreras y menciones
 *   tales como: artes plásticas, artes gráficas, pintura. Teatro, música, mención ejecución instrumental y canto popular
 *   y producción audiovisual"; both rows now carry the city La Guaira (the page places them there; the UNEARTE's Caracas
 *   offer was not read);
 * - LUZ, Música and Artes Plásticas: Crónica Uno on the Facultad Experimental de Arte (FEDA) of LUZ, housed since 1999 in
 *   the Maracaibo building La Ciega, whose "más de 800 estudiantes de artes audiovisuales, plásticas y música" keep it
 *   going by self-management (about 2023: fourteen years after the 2009 restoration).
 * Weak sources, to replace first: the Nueva Prensa report (an agreement, not a course); the La Verdad de Vargas page (an
 * extension's admissions note of 2021, without degree titles); the Crónica Uno report (names the arts the faculty's
 * students study, not the degree titles). Lengths: none set or taken out. Withdrawn: none; no page read shows a row
 * wrong. Rows added: none.
 * Leads not used: El Capital Financiero (Panamá, about 2016) quotes the IESA's president on "una maestría específica"
 * for public servants, without its name (the IESA's Maestría en Gerencia Pública row stays unread); a Panamá study-abroad
 * agency's page (counselorcorporation.com) lists the Universidad Metropolitana's Mechanical and Production Engineering
 * (not used, as S27 decided for a similar agency page); Aula Abierta (2022) and a column by LUZ's vice-rector (2019) on
 * LUZ's Facultad Experimental de Ciencias name its Biology, Physics and Chemistry laboratories, not the degrees.
 * Searched and not found: makeup-artistry schools; an English-teaching master's other than the UPEL's (only a UCV
 * Maestría en Educación, mención Diseño de Políticas, thesis on English teaching and an IUTAV TSU thesis came up, as in
 * S27); data-science postgraduate programmes; the INCES's Soldadura (only welding courses of other countries came up); the
 * Universidad de Carabobo's Ingeniería Mecánica and Ingeniería Industrial (by thesis covers); the Universidad
 * Metropolitana's Ingeniería de Producción; LUZ's Física, Matemáticas and Nutrición y Dietética; the IESA's Maestría en
 * Gerencia Pública; the UCAB's Especialización en Gerencia de Servicios Asistenciales en Salud (only the UCAB Guayana
 * programme of 2011 came up again, as in S27B). Not reached (budget shared with the other two countries): the other rows
 * of the worklist (the UCV's, USB's and ULA's science, philosophy and political-science rows, LUZ's Bibliotecología,
 * Educación Física and Maestría en Ingeniería Ambiental, the USB's and ULA's political-science master's, the Universidad
 * de Carabobo's Maestría en Ingeniería Industrial) and the gap cells in international business, health-services
 * administration, pharmacy, welding and refrigeration technicians, animation, social work and industrial engineering,
 * all searched by earlier passes.
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block, after `VERIFIED_S29`): rows of the
 * worklist and its gap cells, looked for on stored copies of public pages (search tools only; no page re-read online; 13
 * look-ups for Venezuela out of 69 for six countries), with a new angle: the universities' own graduation reports and
 * student pages. Row added:
 * - international business (graduate): the Universidad Metropolitana's Especialización en Negocios Internacionales, among
 *   the postgraduate programmes whose graduates received their titles at the UNIMET's XLVII Promoción de Pregrado and
 *   XXXIII de Postgrado (its own news page; acts of 10 and 11 February, during the COVID-19 pandemic). The cell's first
 *   institution.
 * Rows re-read, each now citing the UNIMET's own page named (unless another is named):
 * - Ingeniería Mecánica, Economía Empresarial and Idiomas Modernos: the XLVII promotion page above (Cum Laude graduates "en
 *   Economía Empresarial ... en Ingeniería Mecánica"; a student "de la escuela de Idiomas Modernos");
 * - Contaduría Pública and Derecho: "Unimet celebró Actos de Grado de 220 nuevos egresados" (its Egresados site; 17
 *   February, promociones XLVIII and XXXIV, the first after the return to in-person classes): "la Facultad de Ciencias
 *   Económicas y Sociales, que comprende las carreras de Ciencias Administrativas, Contaduría Pública y Economía
 *   Empresarial; y la Facultad de Estudios Jurídicos y Políticos, que integrada por las carreras de Derecho y Estudios
 *   Liberales";
 * - Ingeniería Química: "La UNIMET graduó a 201 profesionales" (Thursday 19 October, XLIX promoción; the graduation speech
 *   by "la Ingeniera Química, Nicolle Giraud", who studied at the UNIMET);
 * - Ingeniería de Producción and Ingeniería de Sistemas: "UNIMET entregó títulos a 235 nuevos egresados de pregrado y
 *   postgrado" (its Egresados site; 22 February, Quincuagésima Promoción), quoting a graduate "en Ingeniería de Sistemas"
 *   and "Natasha Camero, egresada con honores en la carrera de Ingeniería de Producción";
 * - LUZ, Nutrición y Dietética: LUZ's Web del Estudiante page on the inscription process of the Facultad de Medicina for
 *   "2017 - Primero", signed by the "Secretaría Docente de la Escuela de Nutrición y Dietética" (read at http://, cited at
 *   https://).
 * Weak sources, to replace first: the graduation pages name degrees through their graduates (the years of the XLVII to L
 * promotions, about 2021 to 2024, are not printed in the stored text); LUZ's 2017 inscription page names the Escuela, not
 * the degree. Lengths: none set or taken out. Withdrawn: none; no page read shows a row wrong.
 * Leads not used: the UNIMET's Maestría en Ingeniería Gerencial (same XLVII page; engineering management, not written for
 * industrial engineering); El Ucabista (December 2016) on the UCAB's postgraduate "área Industrial y de Productividad" (not
 * a programme name); Ciudad MCY on the UNEFA Aragua's 2019 graduation (maestrías en Gerencia Logística, Gerencia de
 * Mantenimiento and Recursos Humanos; not worklist cells); a LUZ Facultad Experimental de Ciencias page of October 2017 on
 * inscription rules (its divisions of Biología, Física, Matemática y Química, not the degrees; for LUZ's Física and
 * Matemáticas rows); the UCV Facultad de Ciencias dean's speeches of 2024 (Noticiencias: medals for the faculty's graduates
 * and the 1958 history of its Escuela de Física y Matemática, no current degree named); La Prensa de Lara (2017) on the OPSU
 * intake (licenciaturas en Matemática y Física, no institution).
 * Searched and not found: a make-up course (INCES); a second international-business bachelor's; a second
 * pharmacy-assistant course (only the UCV diplomado already cited); the USB's Física, Matemáticas and Biología (public code
 * and USB Noticias); the Universidad de Carabobo's engineering degrees (graduation reports); the UCV's Estudios Políticos y
 * Administrativos, Física and Matemáticas (graduation pages); LUZ's Bibliotecología y Archivología (its Web del Estudiante
 * pages show other schools). Not reached (budget shared with five other countries): the other rows of the worklist and gap
 * cells, all searched by earlier passes.
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block): gap cells first, then rows of the worklist, looked for on
 * stored copies of public pages and in the stored index of public repositories (search tools only; no page re-read
 * online; about 17 look-ups for Venezuela out of some 72 for Paraguay, Uruguay, Ecuador and Venezuela), with the new
 * angle of graduates' profiles and the institutions' own graduation news. Rows re-read, each now citing the page named:
 * - IESA, Maestría en Gerencia Pública and Maestría en Finanzas (the latter not on the worklist): the IESA's own news
 *   "Graduación IESA 2016: La generación de la crisis ve oportunidad de cambio en la dificultad" (IESA al día, 10 June 2016;
 *   read at http://, cited at https://), whose academic director named the best students of their promotions, "Federico
 *   Hellmund de la maestría en Finanzas, Marinés Paris de Mercadeo y Simonetta Spavieri de Gerencia Pública". Lengths taken
 *   out (`duration: null`): both rows' "2 años", written from memory (the page states none);
 * - USB, Maestría en Ciencia Política; UCV, Estudios Políticos y Administrativos (its political-science and
 *   public-administration rows): Revista SIC's "La ciencia política en Venezuela: desafíos y perspectivas" by Jesús E.
 *   Mazzei Alfonzo (undated; written for the XII Simposio de Ciencia Política, organised by the UCV "como Alma Mater y origen
 *   de los estudios políticos del país", an XIth having been held at the USB in 2011), whose author's promotion was to
 *   celebrate 30 years since graduating from "nuestra recordada y querida escuela de Estudios Políticos y Administrativos",
 *   and which says that after the UCV "se crearán estudios de Doctorado y Maestría en la UCV, USB y LUZ" and "se crea una
 *   maestría de políticas públicas en el IESA".
 * Weak sources, to replace first: the SIC article (a history of the discipline, undated, about 2014: it names the USB's
 * master's only as "estudios de ... Maestría" in political science, and the UCV's escuela through a graduate's memory; check
 * current intakes); the IESA page (2016). Rows added: none. Withdrawn: none; no page read shows a row wrong.
 * Leads not used: the IESA's 2015 graduation news (iesa.edu.ve, "IESA graduó nuevos magísteres en sus 50 años"; its stored
 * opening names no programme); LUZ's Web del Estudiante inscription pages of the Facultad Experimental de Ciencias
 * (fac_ciencias/compu01.html and biolo01.html are stored; pages for Física and Matemática were not seen, so LUZ's rows stay
 * unread) and an Opción article (2021) proposing to relaunch the FEC-LUZ licenciaturas (its stored opening names none);
 * La Prensa de Lara again on the UCAB's Trabajo Social without new students for some 20 years (the UCAB has no such row
 * here).
 * Searched and not found: a second international-business bachelor's (only generic pages on comercio exterior degrees); a
 * second refrigeration programme (a 2012 history of the IUTs and a 2014 "Aire Joven" technicians' manual, no programme); a
 * data-science postgraduate programme (the repository index's "Especialización en Ciencia de Datos" hits are Colombian and
 * Mexican; UCAB and UNIMET student repositories are software projects); a social-work master's (only LUZ's and the UCV's
 * undergraduate schools); LUZ's Maestría en Ingeniería Ambiental (a UNEG environmental-management specialization and a UBV
 * TSU en Evaluación Ambiental came up); LUZ's Física (a UCV Física page on a host of unknown ownership, ucv2.vps.truo.co,
 * again). Not reached (budget): the makeup, pharmacy, welding, animation and industrial-engineering (graduate) gap cells,
 * the Universidad de Carabobo's Ingeniería Mecánica, Ingeniería Industrial and Maestría en Ingeniería Industrial, the UCV's
 * Filosofía, Matemáticas and Física, the USB's Matemáticas, Física and Biología, LUZ's Matemáticas, Educación Física and
 * Bibliotecología y Archivología, the UCAB's Especialización en Gerencia de Servicios Asistenciales en Salud, the ULA's
 * Maestría en Ciencias Políticas and the INCES's Soldadura.
 * Session 30, second pass (the `VERIFIED_S30B` block, 2026-11-28; search tools only, no page re-read online; about
 * twelve of some 130 look-ups shared with the Dominican Republic, Cuba, Haiti, Jamaica, Bolivia and Ecuador). Rows
 * re-read, each now citing the Universidad de Carabobo's page of a vocational-guidance module made for the students of
 * the Unidad Educativa San Francisco Javier (GitHub repository shelycrist/m-dulo-carreras-universitarias, May 2024,
 * file src/pages/docs/destacados/universidades/uc.md), which lists the UC's carreras by área de conocimiento, each with
 * its sede given by state, municipality and parish ("Localidad Valencia (Estado: Carabobo Municipio: Naguanagua
 * …)"), a description and the title awarded: the UC's Medicina, Odontología, Enfermería ("Licenciado en Enfermería"),
 * Bioanálisis, Ingeniería Civil, de Telecomunicaciones, Eléctrica, Industrial ("Ingeniero Industrial"), Mecánica
 * ("Ingeniero Mecánico") and Química, each under the row's name (the worklist asked for the Ingeniería Mecánica and
 * Ingeniería Industrial). Rows added: none. Withdrawn: none. Weak source, to replace first: the module is a school's
 * compilation (its descriptions are generic and it cites no source), not the UC's own page; check the UC's current
 * carreras on its own site. Seen and not used: the same module's pages for other universities of the centre-west (UCLA,
 * UNA, UNEFM, UNELLEZ, UPEL, UNEM and others: for instance the UNA's and the UCLA's Licenciatura en Matemática, the
 * UPEL's especialidades in Educación Musical and Educación Física, the UNEFM's Educación Física, Recreación y
 * Entrenamiento Deportivo, LUZ's Falcón programs), none for an open cell; its pages for the UCV, LUZ, the USB and the
 * ULA list engineering, architecture, design and health carreras only, not the worklist's Filosofía, Matemáticas, Física, Biología,
 * Educación Física or Bibliotecología. Searched and not found (this pass): a second international-business bachelor's,
 * health-services administration bachelor's and pharmacy, welding and refrigeration technical programs (none in the
 * module, which also has no make-up course); a second industrial-engineering master's (the UNEXPO came up only through
 * students' productivity reports by Iván Turmero on tesis.edu.red, which name no master's program); LUZ's 2018 home page
 * in the JSCryptoMinerStudy crawl (pagesource/luz.edu.ve: news and menus, no carreras). Not reached: the English-teaching
 * and international-business graduate cells, data science, animation and social work (graduate), and the other rows of
 * the worklist.
 * Session 30, third pass (2026-11-28; it adds no `VERIFIED_S30C` block; search tools only, no page re-read online; about
 * seven of some 80 look-ups shared with the Dominican Republic, Cuba, Haiti, Jamaica, Bolivia, Ecuador and Peru). The
 * second pass's module (shelycrist/m-dulo-carreras-universitarias) read again in full, all 685 carrera headings of its
 * pages for the destacadas, Falcón, Lara, Portuguesa and Yaracuy universities: no international business, health-services
 * administration (besides the UBV's Gestión de Salud Pública, already the cell's row), pharmacy-technician, welding,
 * refrigeration or make-up program at a second institution (the UCV's and the ULA's Inspección de Salud Pública are
 * environmental-health inspection, and their Farmacia the pharmacist's degree; administración de aduanas programs at the
 * IUJLC and the CUAM are customs administration); the module lists no graduate program. Searched and not found (this
 * pass): 2018 home pages in the JSCryptoMinerStudy crawl: ucv.ve (its opening is the La UCV and Organización menus; its
 * 207,000 characters not read further), usb.ve and ucab.edu.ve (redirects only), unimet.edu.ve, ula.ve and inces.gob.ve
 * (not stored); Venezuelan postgrado lists in public repositories (a Universidad José María Vargas diplomados list,
 * Gardeken/proyecto-final; no especialización or maestría in an open cell). Not reached: the English-teaching,
 * international-business and industrial-engineering graduate cells at a second institution, data science, animation and
 * social work (graduate), and the worklist's rows.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): gap cells looked for in
 * public GitHub repositories found by their names and fetched whole, then by exact phrases and the code corpus (search
 * tools only; part of about 33 look-ups for eleven countries). Rows added, re-read and withdrawn: none. Searched and
 * not found: juanarroyoac/UCAB-Vocacional-App (src/ucab_carreras.json, 2025: the UCAB's 17 undergraduate carreras with
 * lengths, none an open cell; usable later to re-read UCAB rows); freddyskull/unefm (the UNEFM's carreras in Markdown:
 * Educación mención Música, Artes Audiovisuales, Medicina Veterinaria and others; the UNEFM is not in the catalog and
 * none of them is an open cell); the UCAB's home page in the JSCryptoMinerStudy crawl (pagesource/ucab.edu.ve: a
 * redirect only); a Puerto Ordaz campus list of careers (apparently the UNEG's; repository not identified). Not
 * reached: the technical cells, the international-business and health-services bachelor's cells, the graduate cells and
 * the verify rows.
 */
import type { CountryCatalog } from "../types";
import {
  type CatalogPass,
  institutionPage,
  institutionsOf,
  offered,
  listedInstitutions,
  type InstitutionRow,
  taggedPages,
  withPasses,
} from "./define";

const RETRIEVED = "2026-11-26";

/** [id, official name, city, public/private, official website]; each cites `${id}-site`. */
const INSTITUTIONS: readonly InstitutionRow[] = [
  ["ve-ucv", "Universidad Central de Venezuela", "Caracas", "public", "https://www.ucv.ve"],
  ["ve-usb", "Universidad Simón Bolívar", "Caracas", "public", "https://www.usb.ve"],
  ["ve-ula", "Universidad de Los Andes", "Mérida", "public", "https://www.ula.ve"],
  ["ve-luz", "Universidad del Zulia", "Maracaibo", "public", "https://www.luz.edu.ve"],
  ["ve-upel", "Universidad Pedagógica Experimental Libertador", "Caracas", "public", "https://www.upel.edu.ve"],
  ["ve-ucab", "Universidad Católica Andrés Bello", "Caracas", "private", "https://www.ucab.edu.ve"],
  ["ve-unimet", "Universidad Metropolitana", "Caracas", "private", "https://www.unimet.edu.ve"],
  [
    "ve-iesa",
    "Instituto de Estudios Superiores de Administración (IESA)",
    "Caracas",
    "private",
    "https://www.iesa.edu.ve",
  ],
  [
    "ve-unearte",
    "Universidad Nacional Experimental de las Artes (UNEARTE)",
    "Caracas",
    "public",
    "https://www.unearte.edu.ve",
  ],
  [
    "ve-inces",
    "Instituto Nacional de Capacitación y Educación Socialista (INCES)",
    "Caracas",
    "public",
    "https://www.inces.gob.ve",
  ],
];

const LISTED = listedInstitutions("VE", INSTITUTIONS, {
  title: "Oferta académica (página oficial)",
  retrieved: RETRIEVED,
});

/** Institutions added on 2026-11-27 (see the header); each cites `${id}-site`. */
const ADDED_INSTITUTIONS: readonly InstitutionRow[] = [
  ["ve-uc", "Universidad de Carabobo", "Valencia", "public", "https://www.uc.edu.ve"],
];

const ADDED = listedInstitutions("VE", ADDED_INSTITUTIONS, {
  title: "Oferta académica de pregrado y postgrado (página oficial)",
  retrieved: "2026-11-27",
});

/** Postgraduate pages of listed institutions, read for the rows added on 2026-11-27 (see the header). */
const ADDED_SOURCES = [
  institutionPage(
    "ve-upel-postgrado-2026-11-27",
    "Universidad Pedagógica Experimental Libertador",
    "Programa Nacional de Postgrado: maestrías en educación",
    "https://www.upel.edu.ve",
    "2026-11-27",
  ),
  institutionPage(
    "ve-luz-postgrado-2026-11-27",
    "Universidad del Zulia",
    "Facultad de Ingeniería: estudios para graduados",
    "https://www.luz.edu.ve",
    "2026-11-27",
  ),
  institutionPage(
    "ve-uc-educacion-2026-11-27",
    "Universidad de Carabobo",
    "Facultad de Ciencias de la Educación: Licenciatura en Educación, Mención Educación Musical",
    "https://www.uc.edu.ve",
    "2026-11-27",
  ),
  institutionPage(
    "ve-ucv-postgrado-2026-11-27",
    "Universidad Central de Venezuela",
    "Facultad de Humanidades y Educación: estudios de postgrado",
    "https://www.ucv.ve",
    "2026-11-27",
  ),
];

/** Postgraduate page of a listed institution, for the row added on 2026-11-28 (see the header). */
const ADDED_28_SOURCES = [
  institutionPage(
    "ve-upel-postgrado-2026-11-28",
    "Universidad Pedagógica Experimental Libertador",
    "Programa Nacional de Postgrado: Maestría en Educación, mención Enseñanza del Inglés como Lengua Extranjera",
    "https://www.upel.edu.ve",
    "2026-11-28",
  ),
];

/** Rows added in a second pass on 2026-11-28, resting on stored copies of the institutions' own documents (see the header). */
const ADDED_28B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ve-uptaeb-pnfi-2026-11-28",
      "Universidad Politécnica Territorial del Estado Lara Andrés Eloy Blanco (UPTAEB)",
      "Programa Nacional de Formación en Informática (PNFI): lineamientos internos de evaluación del eje de trabajo productivo",
      "https://es.slideshare.net/slideshow/lineamientos-internos-ultima-revision/104962960",
      "2026-11-28",
    ),
    institutionPage(
      "ve-uptbolivar-pnfi-2026-11-28",
      "Universidad Politécnica Territorial del Estado Bolívar (UPTB)",
      "Programa Nacional de Formación en Informática (PNFI), UPTB",
      "https://es.scribd.com/document/868137381/INFORMATICA",
      "2026-11-28",
    ),
  ],
  institutions: [
    institutionsOf("VE")(
      "ve-uptaeb",
      "Universidad Politécnica Territorial del Estado Lara Andrés Eloy Blanco (UPTAEB)",
      "Barquisimeto",
      "public",
      "https://www.uptaeb.edu.ve",
      "ve-uptaeb-pnfi-2026-11-28",
    ),
    institutionsOf("VE")(
      "ve-uptbolivar",
      "Universidad Politécnica Territorial del Estado Bolívar (UPTB)",
      "Ciudad Bolívar",
      "public",
      "https://uptbolivar.com",
      "ve-uptbolivar-pnfi-2026-11-28",
    ),
  ],
  programs: [
    ...offered("ve-uptaeb", "technical", "ve-uptaeb-pnfi-2026-11-28", [
      [
        "it-support-technician",
        "Programa Nacional de Formación en Informática: Técnico Superior Universitario en Informática",
      ],
    ]),
    ...offered("ve-uptbolivar", "technical", "ve-uptbolivar-pnfi-2026-11-28", [
      [
        "it-support-technician",
        "Programa Nacional de Formación en Informática: Técnico Superior Universitario en Informática",
      ],
    ]),
  ],
};

/** A row added in a third pass on 2026-11-28, resting on a stored page of the institution (see the header). */
const ADDED_28C: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ve-ucv-farmacia-2026-11-28",
      "Universidad Central de Venezuela, Facultad de Farmacia",
      "Noticias de la Facultad de Farmacia: UCV ofrece diplomado para auxiliares de farmacia",
      "https://ucv.ve/organizacion/facultades/facultad-de-farmacia/detalle-noticias-farmacia/article/ucv-ofrece-diplomado-para-auxiliares-de-farmacia.html",
      "2026-11-28",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("ve-ucv", "technical", "ve-ucv-farmacia-2026-11-28", [
      ["pharmacy-technician", "Diplomado para Auxiliares de Farmacia", { duration: "160 horas" }],
    ]),
  ],
};

/** A row added by the S24B pass on 2026-11-28, resting on a stored thesis cover (see the header). */
const ADDED_S24B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ve-unellez-gerencia-publica-2026-11-28",
      "Universidad Nacional Experimental de los Llanos Occidentales Ezequiel Zamora (UNELLEZ)",
      "Maestría en Gerencia Pública (Coordinación de Área de Postgrado): trabajo de grado, Programa Académico Tinaquillo, 2022",
      "https://es.scribd.com/document/614500871/Tesis-Franci-Melendez-2022-06-09",
      "2026-11-28",
    ),
  ],
  institutions: [
    institutionsOf("VE")(
      "ve-unellez",
      "Universidad Nacional Experimental de los Llanos Occidentales Ezequiel Zamora (UNELLEZ)",
      "Barinas",
      "public",
      "https://www.unellez.edu.ve",
      "ve-unellez-gerencia-publica-2026-11-28",
    ),
  ],
  programs: [
    ...offered("ve-unellez", "graduate", "ve-unellez-gerencia-publica-2026-11-28", [
      ["public-administration", "Maestría en Gerencia Pública"],
    ]),
  ],
};

/** A row added by the S25 pass on 2026-11-28, resting on a stored page of the institution's own site (see the header). */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ve-ucab-ing-ambiental-2026-11-28",
      "Universidad Católica Andrés Bello (UCAB)",
      "Profesor Joaquín Benítez ocupará el sillón XXVIII en la Academia Nacional de Ingeniería y Hábitat (dirección del postgrado de Ingeniería Ambiental de la UCAB)",
      "https://extensionsocial.ucab.edu.ve/profesor-joaquin-benitez-ocupara-el-sillon-xxviii-en-la-academia-nacional-de-ingenieria-y-habitat/",
      "2026-11-28",
    ),
  ],
  institutions: [],
  programs: [
    ...offered("ve-ucab", "graduate", "ve-ucab-ing-ambiental-2026-11-28", [
      ["environmental-engineering", "Postgrado de Ingeniería Ambiental"],
    ]),
  ],
};

/** Rows added by the S26 pass on 2026-11-28, resting on a third-party vocational-guidance module (see the header). */
const ADDED_S26_ON = "2026-11-28";
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ve-unefa-gestion-municipal-2026-11-28",
      "shelycrist (GitHub): Módulo de Orientación Vocacional, Unidad Educativa San Francisco Javier",
      "Universidad Nacional Experimental Politécnica de la Fuerza Armada Nacional (Núcleo Lara, sede Barquisimeto): Administración y Gestión Municipal, título de Licenciado en Administración y Gestión Municipal",
      "https://github.com/shelycrist/m-dulo-carreras-universitarias/blob/f0c180e6f0f0929739f433d18c1e071aa015314f/src/pages/docs/lara/universidades/unefa.md",
      ADDED_S26_ON,
    ),
    institutionPage(
      "ve-ubv-gestion-salud-publica-2026-11-28",
      "shelycrist (GitHub): Módulo de Orientación Vocacional, Unidad Educativa San Francisco Javier",
      "Universidad Bolivariana de Venezuela (Falcón): Gestión de Salud Pública, título de Licenciado en Gestión de Salud Pública",
      "https://github.com/shelycrist/m-dulo-carreras-universitarias/blob/f0c180e6f0f0929739f433d18c1e071aa015314f/src/pages/docs/falcon/universidades/ubv.md",
      ADDED_S26_ON,
    ),
  ],
  institutions: [
    institutionsOf("VE")(
      "ve-unefa",
      "Universidad Nacional Experimental Politécnica de la Fuerza Armada Nacional (UNEFA)",
      "Caracas",
      "public",
      undefined,
      "ve-unefa-gestion-municipal-2026-11-28",
    ),
    institutionsOf("VE")(
      "ve-ubv",
      "Universidad Bolivariana de Venezuela (UBV)",
      "Caracas",
      "public",
      undefined,
      "ve-ubv-gestion-salud-publica-2026-11-28",
    ),
  ],
  programs: [
    ...offered("ve-unefa", "bachelor", "ve-unefa-gestion-municipal-2026-11-28", [
      ["public-administration", "Licenciatura en Administración y Gestión Municipal"],
    ]),
    ...offered("ve-ubv", "bachelor", "ve-ubv-gestion-salud-publica-2026-11-28", [
      ["health-services-administration", "Licenciatura en Gestión de Salud Pública"],
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
      "ve-ucv-ingenieria-mecanica-s27v",
      "Universidad Central de Venezuela",
      "Facultad de Ingeniería, Escuela de Ingeniería Mecánica: Presentación",
      "https://www.ucv.ve/organizacion/facultades/facultad-de-ingenieria/escuelas/mecanica/presentacion.html",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ve-usb-matricula-2017-s27v",
      "Universidad Simón Bolívar (USB Noticias)",
      "TSU en Comercio Exterior es la carrera con más estudiantes en la USB (inscritos por carrera, cuarto trimestre de 2017)",
      "https://usbnoticias.usb.ve/post/54900",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ve-upel-educacion-musical-s27v",
      "Universidad Pedagógica Experimental Libertador",
      "Diseño Curricular Educación Musical (Vicerrectorado de Docencia, Comisión de Currículo de Pregrado, octubre 2015)",
      "https://es.scribd.com/document/515940483/D2O15-4-DISENO-CURRICULAR-EDUCACION-MUSICAL",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ve-ula-nutricion-s27v",
      "Universidad de Los Andes, Facultad de Medicina",
      "Reseña histórica de la Escuela de Nutrición y Dietética",
      "https://ula.ve/medicina/resena-historica-nutricion",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "ve-ucv",
      career: "mechanical-engineering",
      level: "bachelor",
      source: "ve-ucv-ingenieria-mecanica-s27v",
    },
    {
      institution: "ve-usb",
      career: "industrial-engineering",
      level: "bachelor",
      source: "ve-usb-matricula-2017-s27v",
    },
    {
      institution: "ve-usb",
      career: "mechanical-engineering",
      level: "bachelor",
      source: "ve-usb-matricula-2017-s27v",
    },
    {
      institution: "ve-upel",
      career: "music-education",
      level: "bachelor",
      source: "ve-upel-educacion-musical-s27v",
      set: { duration: null },
    },
    { institution: "ve-ula", career: "nutrition", level: "bachelor", source: "ve-ula-nutricion-s27v" },
  ],
  withdrawn: [],
};

/** The date of the pages read by the second verification pass `VERIFIED_S27B`. */
const VERIFIED_S27B_ON = "2026-11-28";

/**
 * Session 27's second verification pass (2026-11-28): more rows of the first passes, written without reading their page,
 * that a stored page now confirms (see the header). No row was withdrawn.
 */
const VERIFIED_S27B: CatalogPass = {
  sources: [
    institutionPage(
      "ve-ula-ingenieria-mecanica-s27b",
      "Universidad de Los Andes, Facultad de Ingeniería, Escuela de Ingeniería Mecánica",
      "Informe Revisión Curricular, Anexo I: Pensum y programas vigentes (Comisión Curricular de la Escuela de Ingeniería Mecánica, mayo 2005)",
      "https://vdocuments.co/anexo-i-pensum-y-programas-vigentes.html",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "ve-ucv-veterinaria-ciudadmcy-s27b",
      "Ciudad MCY (Maracay)",
      "Facultad de Veterinaria de la UCV celebró aniversario con una santa eucaristía (88 años de la Facultad de Ciencias Veterinarias, núcleo Aragua)",
      "https://ciudadmcy.info.ve/facultad-veterinaria-dela-ucv-celebro-aniversario-con-una-santa-eucaristia",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "ve-inces-correo-orinoco-s27b",
      "Correo del Orinoco",
      "Inces brinda formación en las áreas productivas (balance 2017: mecánicos, cocineros, baristas, electricistas)",
      "https://www.correodelorinoco.gob.ve/inces-brinda-formacion-en-las-areas-productivas/",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "ve-ucab-humanidades-elucabista-s27b",
      "El Ucabista (Universidad Católica Andrés Bello)",
      "Facultad de Humanidades y Educación: cinco escuelas (Comunicación Social, Filosofía, Letras, Educación, Psicología), 23 de septiembre de 2016",
      "https://elucabista.com/2016/09/23/12519",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "ve-ucv-trabajo-social-prensalara-s27b",
      "La Prensa de Lara",
      "Carrera de Trabajo Social registra poca demanda en el país (la licenciatura en la UCV y la UCAB)",
      "https://laprensadelara.com/nacionales/carrera-de-trabajo-social-registra-poca-demanda-en-el-pais/amp",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "ve-ucv-nutricion-inhrr-s27b",
      "Revista del Instituto Nacional de Higiene Rafael Rangel (SciELO Venezuela)",
      "Fórmula dietética institucional para trabajadores amparados por la Ley de Alimentación del Trabajador (2010; autor de la Escuela de Nutrición y Dietética, Facultad de Medicina, UCV)",
      "https://www.scielo.org.ve/scielo.php?pid=S0798-04772010000200006&script=sci_arttext",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "ve-uc-educacion-musical-s27b",
      "Universidad de Carabobo, Facultad de Ciencias de la Educación",
      "Educación musical en Venezuela (Merlina Bordones, jefa de la Cátedra de Teoría de la Música de la Mención Educación Musical, 2012)",
      "https://studylib.es/doc/8104081/educaci%C3%B3n-musical-en-venezuela---portal-de-revistas-elect...",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "ve-uc-maestria-enfermeria-s27b",
      "Universidad de Carabobo, Facultad de Ciencias de la Salud, Dirección General de Postgrado",
      "Maestría en Enfermería: instructivo-baremo del procedimiento de selección 2017 (2. Gerencia de los Servicios de Salud y Enfermería)",
      "https://pdfslide.es/documents/instructivo-baremo-procedimiento-de-seleccin-2-gerencia-de-los-servicios-de.html",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "ve-ula-ciencias-prensa-s27b",
      "Universidad de Los Andes (Prensa ULA)",
      "Facultad de Ciencias celebra XLI Aniversario con semana especial pese a limitaciones (carreras de Química, Biología, Matemáticas y Física), 11 de marzo de 2011",
      "https://prensa.ula.ve/2011/03/11/facultad-de-ciencias-celebra-xli-aniversario-con-semana-especial-pese-a-limitaciones",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "ve-ucab-ingenieria-industrial-s27b",
      "El Ucabista (Universidad Católica Andrés Bello)",
      "#DesafíosUCAB2023: Joao De Gouveia, director de la Escuela de Ingeniería Industrial (3 de noviembre de 2022)",
      "https://elucabista.com/2022/11/03/desafiosucab2023-joao-de-gouveia-en-ingenieria-industrial-esta-prohibido-quedarse-estancados",
      VERIFIED_S27B_ON,
    ),
    institutionPage(
      "ve-ucv-bibliotecologia-s27b",
      "Universidad Central de Venezuela",
      "Escuela de Bibliotecología y Archivología (Facultad de Humanidades y Educación): breve reseña histórica",
      "https://www.ucv.ve/organizacion/facultades/facultad-de-humanidades-y-educacion/escuelas/bibliotecologia-y-archivologia/acerca-de-la-escuela/resena-historica.html",
      VERIFIED_S27B_ON,
    ),
  ],
  reread: [
    {
      institution: "ve-ula",
      career: "mechanical-engineering",
      level: "bachelor",
      source: "ve-ula-ingenieria-mecanica-s27b",
    },
    {
      institution: "ve-ucv",
      career: "veterinary-medicine",
      level: "bachelor",
      source: "ve-ucv-veterinaria-ciudadmcy-s27b",
    },
    {
      institution: "ve-inces",
      career: "electrical-technician",
      level: "technical",
      source: "ve-inces-correo-orinoco-s27b",
    },
    { institution: "ve-ucab", career: "philosophy", level: "bachelor", source: "ve-ucab-humanidades-elucabista-s27b" },
    {
      institution: "ve-ucv",
      career: "social-work",
      level: "bachelor",
      source: "ve-ucv-trabajo-social-prensalara-s27b",
    },
    { institution: "ve-ucv", career: "nutrition", level: "bachelor", source: "ve-ucv-nutricion-inhrr-s27b" },
    { institution: "ve-uc", career: "music-education", level: "bachelor", source: "ve-uc-educacion-musical-s27b" },
    {
      institution: "ve-uc",
      career: "health-services-administration",
      level: "graduate",
      source: "ve-uc-maestria-enfermeria-s27b",
    },
    { institution: "ve-ula", career: "mathematics", level: "bachelor", source: "ve-ula-ciencias-prensa-s27b" },
    { institution: "ve-ula", career: "physics", level: "bachelor", source: "ve-ula-ciencias-prensa-s27b" },
    { institution: "ve-ula", career: "biology", level: "bachelor", source: "ve-ula-ciencias-prensa-s27b" },
    {
      institution: "ve-ucab",
      career: "industrial-engineering",
      level: "bachelor",
      source: "ve-ucab-ingenieria-industrial-s27b",
    },
    { institution: "ve-ucv", career: "library-science", level: "bachelor", source: "ve-ucv-bibliotecologia-s27b" },
  ],
  withdrawn: [],
};

/** The catalog before the verification pass; later passes are applied below. */
const FIRST_ROWS: CountryCatalog = {
  country: "VE",
  sources: [
    ...LISTED.sources,
    ...ADDED.sources,
    ...ADDED_SOURCES,
    ...ADDED_28_SOURCES,
    ...ADDED_28B.sources,
    ...ADDED_28C.sources,
    ...ADDED_S24B.sources,
    ...ADDED_S25.sources,
    ...ADDED_S26.sources,
  ],
  institutions: [
    ...LISTED.institutions,
    ...ADDED.institutions,
    ...ADDED_28B.institutions,
    ...ADDED_S24B.institutions,
    ...ADDED_S25.institutions,
    ...ADDED_S26.institutions,
  ],
  programs: [
    ...offered("ve-ucv", "bachelor", "ve-ucv-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Farmacia"],
      ["clinical-laboratory-science", "Bioanálisis"],
      ["nutrition", "Nutrición y Dietética"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración"],
      ["accounting", "Contaduría Pública"],
      ["international-relations", "Estudios Internacionales"],
      ["political-science", "Estudios Políticos y Administrativos"],
      ["sociology", "Sociología"],
      ["anthropology", "Antropología"],
      ["social-work", "Trabajo Social"],
      ["history", "Historia"],
      ["philosophy", "Filosofía"],
      ["literature", "Letras"],
      ["communication-studies", "Comunicación Social"],
      ["library-science", "Bibliotecología y Archivología"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["petroleum-engineering", "Ingeniería de Petróleo"],
      ["geology", "Ingeniería Geológica"],
      ["mining-engineering", "Ingeniería de Minas"],
      ["computer-science", "Computación"],
      ["biology", "Biología"],
      ["chemistry", "Química"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["statistics", "Estadística"],
      ["agronomy", "Ingeniería Agronómica"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["public-administration", "Estudios Políticos y Administrativos"],
      ["actuarial-science", "Ciencias Actuariales"],
      ["modern-languages", "Idiomas Modernos"],
      ["translation", "Idiomas Modernos"],
    ]),
    ...offered("ve-usb", "bachelor", "ve-usb-site", [
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["electronic-engineering", "Ingeniería Electrónica"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["computer-science", "Ingeniería de la Computación"],
      ["telecommunications-engineering", "Ingeniería en Telecomunicaciones"],
      ["industrial-engineering", "Ingeniería de Producción"],
      ["architecture", "Arquitectura"],
      ["urban-planning", "Urbanismo"],
      ["biology", "Biología"],
      ["physics", "Física"],
      ["chemistry", "Química"],
      ["mathematics", "Matemáticas"],
      ["international-business", "Comercio Internacional"],
      ["hotel-management", "Gestión de la Hospitalidad"],
    ]),
    ...offered("ve-ula", "bachelor", "ve-ula-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Farmacia"],
      ["nutrition", "Nutrición y Dietética"],
      ["clinical-laboratory-science", "Bioanálisis"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración"],
      ["accounting", "Contaduría Pública"],
      ["political-science", "Ciencias Políticas"],
      ["history", "Historia"],
      ["literature", "Letras"],
      ["communication-studies", "Comunicación Social"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["geology", "Ingeniería Geológica"],
      ["forestry-engineering", "Ingeniería Forestal"],
      ["biology", "Biología"],
      ["chemistry", "Química"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["modern-languages", "Idiomas Modernos"],
    ]),
    ...offered("ve-luz", "bachelor", "ve-luz-site", [
      ["medicine", "Medicina"],
      ["nursing", "Enfermería"],
      ["dentistry", "Odontología"],
      ["pharmacy", "Farmacia"],
      ["nutrition", "Nutrición y Dietética"],
      ["clinical-laboratory-science", "Bioanálisis"],
      ["psychology", "Psicología"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración"],
      ["accounting", "Contaduría Pública"],
      ["social-work", "Trabajo Social"],
      ["sociology", "Sociología"],
      ["anthropology", "Antropología"],
      ["history", "Historia"],
      ["philosophy", "Filosofía"],
      ["literature", "Letras"],
      ["communication-studies", "Comunicación Social"],
      ["library-science", "Bibliotecología y Archivología"],
      ["architecture", "Arquitectura"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["petroleum-engineering", "Ingeniería de Petróleo"],
      ["information-systems", "Computación"],
      ["agronomy", "Ingeniería Agronómica"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["biology", "Biología"],
      ["chemistry", "Química"],
      ["physics", "Física"],
      ["mathematics", "Matemáticas"],
      ["music", "Música"],
      ["fine-arts", "Artes Plásticas"],
      ["theatre", "Artes Escénicas"],
      ["dance", "Danza"],
      ["film", "Artes Audiovisuales"],
      ["early-childhood-education", "Licenciatura en Educación Mención Preescolar"],
      ["physical-education", "Licenciatura en Educación Mención Educación Física, Deportes y Recreación"],
    ]),
    ...offered("ve-unearte", "bachelor", "ve-unearte-site", [
      ["music", "Licenciatura en Música"],
      ["fine-arts", "Licenciatura en Artes Plásticas"],
      ["dance", "Licenciatura en Danza"],
    ]),
    ...offered("ve-inces", "technical", "ve-inces-site", [
      ["automotive-mechanics", "Mecánica Automotriz"],
      ["welding-technology", "Soldadura"],
      ["refrigeration-air-conditioning", "Refrigeración y Aire Acondicionado"],
      ["electrical-technician", "Electricidad"],
    ]),
    ...offered("ve-usb", "graduate", "ve-usb-site", [
      ["political-science", "Maestría en Ciencia Política"],
      ["environmental-science", "Maestría en Desarrollo y Ambiente"],
      ["urban-planning", "Maestría en Diseño Urbano"],
    ]),
    ...offered("ve-ula", "graduate", "ve-ula-site", [["political-science", "Maestría en Ciencias Políticas"]]),
    ...offered("ve-ucab", "graduate", "ve-ucab-site", [
      ["communication-studies", "Maestría en Comunicación Social"],
      ["health-services-administration", "Especialización en Gerencia de Servicios Asistenciales en Salud"],
    ]),
    ...offered("ve-ucab", "bachelor", "ve-ucab-site", [
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["business-administration", "Administración de Empresas"],
      ["accounting", "Contaduría Pública"],
      ["sociology", "Sociología"],
      ["psychology", "Psicología"],
      ["communication-studies", "Comunicación Social"],
      ["literature", "Letras"],
      ["philosophy", "Filosofía"],
      ["theology", "Teología"],
      ["civil-engineering", "Ingeniería Civil"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["information-systems", "Ingeniería Informática"],
      ["telecommunications-engineering", "Ingeniería en Telecomunicaciones"],
      ["human-resources", "Relaciones Industriales"],
    ]),
    ...offered("ve-unimet", "bachelor", "ve-unimet-site", [
      ["accounting", "Contaduría Pública"],
      ["economics", "Economía Empresarial"],
      ["law", "Derecho"],
      ["psychology", "Psicología"],
      ["civil-engineering", "Ingeniería Civil"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["industrial-engineering", "Ingeniería de Producción"],
      ["information-systems", "Ingeniería de Sistemas"],
      ["modern-languages", "Idiomas Modernos"],
    ]),
    ...offered("ve-usb", "technical", "ve-usb-site", [
      ["aircraft-maintenance", "TSU en Mantenimiento Aeronáutico", { duration: "3 años" }],
      ["electronics-technician", "TSU en Tecnología Electrónica", { duration: "3 años" }],
      ["electrical-technician", "TSU en Tecnología Eléctrica", { duration: "3 años" }],
      ["foreign-trade-customs", "TSU en Administración Aduanera", { duration: "3 años" }],
    ]),
    ...offered("ve-upel", "bachelor", "ve-upel-site", [
      ["early-childhood-education", "Profesor en Educación Preescolar", { duration: "5 años" }],
      ["primary-education", "Profesor en Educación Integral", { duration: "5 años" }],
      ["special-education", "Profesor en Educación Especial", { duration: "5 años" }],
      ["physical-education", "Profesor en Educación Física", { duration: "5 años" }],
      ["english-teaching", "Profesor en Inglés", { duration: "5 años" }],
      ["mathematics-teaching", "Profesor en Matemática", { duration: "5 años" }],
      ["music-education", "Profesor en Educación Musical", { duration: "5 años" }],
    ]),
    ...offered("ve-iesa", "graduate", "ve-iesa-site", [
      ["business-administration", "Maestría en Administración", { duration: "2 años" }],
      ["finance", "Maestría en Finanzas", { duration: "2 años" }],
      ["public-administration", "Maestría en Gerencia Pública", { duration: "2 años" }],
    ]),
    ...offered("ve-uc", "bachelor", "ve-uc-site", [
      ["medicine", "Medicina"],
      ["dentistry", "Odontología"],
      ["nursing", "Enfermería"],
      ["clinical-laboratory-science", "Bioanálisis"],
      ["law", "Derecho"],
      ["economics", "Economía"],
      ["accounting", "Contaduría Pública"],
      ["business-administration", "Administración Comercial"],
      ["human-resources", "Relaciones Industriales"],
      ["civil-engineering", "Ingeniería Civil"],
      ["electrical-engineering", "Ingeniería Eléctrica"],
      ["industrial-engineering", "Ingeniería Industrial"],
      ["mechanical-engineering", "Ingeniería Mecánica"],
      ["chemical-engineering", "Ingeniería Química"],
      ["telecommunications-engineering", "Ingeniería de Telecomunicaciones"],
    ]),
    ...offered("ve-uc", "graduate", "ve-uc-site", [
      ["industrial-engineering", "Maestría en Ingeniería Industrial"],
      [
        "health-services-administration",
        "Maestría en Enfermería, mención Gerencia de los Servicios de Salud y Enfermería",
      ],
    ]),
    ...offered("ve-upel", "graduate", "ve-upel-postgrado-2026-11-27", [
      ["counselling", "Maestría en Educación, mención Orientación Educativa"],
    ]),
    ...offered("ve-ucv", "graduate", "ve-ucv-postgrado-2026-11-27", [
      ["counselling", "Especialización en Orientación"],
    ]),
    ...offered("ve-uc", "bachelor", "ve-uc-educacion-2026-11-27", [
      ["music-education", "Licenciatura en Educación, Mención Educación Musical"],
    ]),
    ...offered("ve-luz", "graduate", "ve-luz-postgrado-2026-11-27", [
      ["environmental-engineering", "Maestría en Ingeniería Ambiental"],
    ]),
    ...offered("ve-upel", "graduate", "ve-upel-postgrado-2026-11-28", [
      ["english-teaching", "Maestría en Educación, mención Enseñanza del Inglés como Lengua Extranjera"],
    ]),
    ...ADDED_28B.programs,
    ...ADDED_28C.programs,
    ...ADDED_S24B.programs,
    ...ADDED_S25.programs,
    ...ADDED_S26.programs,
  ],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  luzTrabajoSocial: s28(
    "ve-luz-trabajo-social-aulaabierta",
    "Aula Abierta Latinoamérica",
    "La Escuela de Trabajo Social de LUZ celebra sus 50 años reafirmando su compromiso con los derechos humanos (acto del 29 de enero de 2024; 1 de febrero de 2024)",
    "https://aulaabiertalatinoamerica.org/2024/02/01/la-escuela-de-trabajo-social-de-luz-celebra-sus-50-anos-reafirmando-su-compromiso-con-los-derechos-humanos",
  ),
  luzVeterinaria: s28(
    "ve-luz-veterinaria-revista-cientifica",
    "Revista Científica (Facultad de Ciencias Veterinarias, Universidad del Zulia), an article recorded in the Directory of Open Access Journals",
    "Promoción AVALUZ. Tercera promoción de médicos veterinarios de la Ilustre Universidad del Zulia a los 10 lustros de su graduación (mayo de 2022; la FCV-LUZ, fundada el 5 de mayo de 1965, y el título de Médico Veterinario de LUZ)",
    "https://doaj.org/article/8f96e7626adb4cd3b72342fd67d0eb2b",
  ),
  luzBiologia: s28(
    "ve-luz-biologia-editorial",
    "Revista Científica (Universidad del Zulia), on LUZ's journal portal produccioncientificaluz.org",
    "Editorial (its author recalls entering LUZ's Facultad de Ciencias and doing research from the first semesters of the carrera de Biología; undated in the part read)",
    "https://produccioncientificaluz.org/index.php/cientifica/article/view/32293",
  ),
  luzFilosofia: s28(
    "ve-luz-escuela-filosofia",
    "Revista de Filosofía (Universidad del Zulia), on LUZ's journal portal (read at http://, cited at https://)",
    "Las humanidades: el alma de las sociedades (Karina Navarro Jiménez, docente de la Escuela de Filosofía: the Escuela de Filosofía's pronouncement on the Ministry's 2020 redesign of university admissions; 15 June 2021)",
    "https://produccioncientificaluz.org/index.php/filosofia/article/view/36042",
  ),
  luzIngenieria: s28(
    "ve-luz-ingenieria-secretaria-docente",
    "notisclepr5c-la.com (a Zulia news site; publisher not shown)",
    "Reinauguran la Secretaría docente de la Facultad de Ingeniería en LUZ (la Secretaría docente de las Escuelas Civil, Petróleo, Mecánica, Geodesia, Química, Eléctrica e Industrial; 11 de marzo de 2025)",
    "https://notisclepr5c-la.com/al-dia/reinauguran-la-secretaria-docente-de-la-facultad-de-ingenieria-en-luz/",
  ),
  ucvBiologia: s28(
    "ve-ucv-escuela-biologia",
    "Universidad Central de Venezuela, Facultad de Ciencias, Escuela de Biología (read at http://, cited at https://)",
    "Reseña Histórica de la Escuela de Biología (la Facultad de Ciencias fundada en 1958; hoy cinco Departamentos: Biología Celular, Botánica, Ecología, Tecnología de Alimentos y Zoología)",
    "https://www.ucv.ve/estructura/facultades/facultad-de-ciencias/escuelas/biologia/resena-historica.html",
  ),
  ulaCienciasPoliticas: s28(
    "ve-ula-escuela-ciencias-politicas",
    "Universidad de Los Andes, Archivo Histórico (read at http://, cited at https://)",
    "La Escuela de Ciencias Políticas de La Universidad de Los Andes: treinta y siete años de vida académica (José Mejías Lobo, 8 de mayo de 2017; la carrera de Ciencias Políticas, creada en 1980)",
    "https://web.ula.ve/archivohistorico/2017/05/08/la-escuela-de-ciencias-politicas-de-la-universidad-de-los-andes-treinta-y-siete-anos-de-vida-academica/",
  ),
  usbLitoral: s28(
    "ve-usb-litoral-laverdaddevargas",
    "La Verdad de Vargas",
    "USB Litoral necesita ayuda (su directora, Sagrat Chikhani: 13 carreras, entre ellas los TSU en Tecnología Eléctrica y en Comercio Exterior y las licenciaturas en Gestión de la Hospitalidad y en Comercio Internacional; undated, about 2022)",
    "https://laverdaddevargas.com/usb-litoral-necesita-ayuda",
  ),
  upelOrientacion: s28(
    "ve-upel-maestria-orientacion-tesis",
    "Universidad Pedagógica Experimental Libertador, Vicerrectorado de Investigación y Postgrado, Coordinación del Programa Nacional de Postgrado (a thesis read in a copy on Scribd)",
    "Maestría en Educación mención Orientación Educativa: Relación entre la orientación educativa y el rendimiento escolar en educación media general (trabajo de grado, Boconó, febrero de 2019)",
    "https://es.scribd.com/document/553468522/tesis-Maryoly",
  ),
  ucvOrientacion: s28(
    "ve-ucv-especializacion-orientacion-teg",
    "Universidad Central de Venezuela, Facultad de Humanidades y Educación, Comisión de Estudios de Postgrado (a thesis read in a copy on Studenta)",
    "Especialización en Orientación: La orientación vocacional como eje transversal de la educación media general (trabajo especial de grado para optar al grado de Especialista en Orientación; Yoleidy Méndez y Erimar Torres, Caracas, junio de 2011)",
    "https://es.studenta.com/content/136007766/trabajo-especial-de-grado-mendez-y-y-torres-e",
  ),
  upelEducacionFisica: s28(
    "ve-upel-educacion-fisica-redine",
    "REDINE (revistas.uclave.org), the author's note of an article",
    "The recreational sport vision of social actors in the university context (Oswaldo José Arráez Rodríguez, Profesor en Educación Física, Universidad Pedagógica Experimental Libertador Luis Beltrán Prieto Figueroa)",
    "https://revistas.uclave.org/index.php/redine/user/setLocale/en_US?source=%2Findex.php%2Fredine%2Farticle%2Fview%2F1385",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): further most-shown rows written without reading their page, each re-pointed
 * to a stored page that names the program (or the escuela teaching it) at the institution and level (see the header). No
 * row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    { institution: "ve-luz", career: "social-work", level: "bachelor", source: S28.luzTrabajoSocial.id },
    { institution: "ve-luz", career: "veterinary-medicine", level: "bachelor", source: S28.luzVeterinaria.id },
    { institution: "ve-luz", career: "biology", level: "bachelor", source: S28.luzBiologia.id },
    { institution: "ve-luz", career: "philosophy", level: "bachelor", source: S28.luzFilosofia.id },
    { institution: "ve-luz", career: "mechanical-engineering", level: "bachelor", source: S28.luzIngenieria.id },
    { institution: "ve-luz", career: "industrial-engineering", level: "bachelor", source: S28.luzIngenieria.id },
    { institution: "ve-ucv", career: "biology", level: "bachelor", source: S28.ucvBiologia.id },
    { institution: "ve-ula", career: "political-science", level: "bachelor", source: S28.ulaCienciasPoliticas.id },
    {
      institution: "ve-usb",
      career: "electrical-technician",
      level: "technical",
      source: S28.usbLitoral.id,
      set: { duration: null, city: "La Guaira" },
    },
    {
      institution: "ve-usb",
      career: "international-business",
      level: "bachelor",
      source: S28.usbLitoral.id,
      set: { city: "La Guaira" },
    },
    { institution: "ve-upel", career: "counselling", level: "graduate", source: S28.upelOrientacion.id },
    { institution: "ve-ucv", career: "counselling", level: "graduate", source: S28.ucvOrientacion.id },
    {
      institution: "ve-upel",
      career: "physical-education",
      level: "bachelor",
      source: S28.upelEducacionFisica.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row or set of rows it bears out (see the header). */
const S29 = {
  incesRefrigeracion: s29(
    "ve-inces-fondoin-refrigeracion",
    "Nueva Prensa",
    "Inces y Fondoin firman convenio para la formación de técnicos en refrigeración y gases de enfriamiento (10 de septiembre de 2025; formación y acreditación de técnicos, refrigeración y acondicionamiento de aire sostenible)",
    "https://nuevaprensa.web.ve/inces-y-fondoin-firman-convenio-para-la-formacion-de-tecnicos-en-refrigeracion-y-gases-de-enfriamiento/",
  ),
  unearteLaGuaira: s29(
    "ve-unearte-la-guaira-laverdaddevargas",
    "La Verdad de Vargas",
    "UNEARTE pide apoyo para tener una sede propia (extensión La Guaira; lapso 2021-22: artes plásticas, artes gráficas, pintura, teatro, música mención ejecución instrumental y canto popular, producción audiovisual)",
    "https://laverdaddevargas.com/unearte-pide-apoyo-para-tener-una-sede-propia/?amp=1",
  ),
  luzFeda: s29(
    "ve-luz-feda-cronica-uno",
    "Crónica Uno",
    "La Facultad Experimental de Arte del estado Zulia se mantiene de pie gracias a la autogestión (más de 800 estudiantes de artes audiovisuales, plásticas y música de la FEDA de LUZ; about 2023)",
    "https://cronica.uno/estudiantes-de-la-feda-sobreviven-gracias-a-la-autogestion/",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): five rows written without reading their page re-pointed to a stored page
 * that names the programme (or the faculty teaching it) at the institution and level (see the header). No row was
 * withdrawn and none added.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    {
      institution: "ve-inces",
      career: "refrigeration-air-conditioning",
      level: "technical",
      source: S29.incesRefrigeracion.id,
    },
    {
      institution: "ve-unearte",
      career: "music",
      level: "bachelor",
      source: S29.unearteLaGuaira.id,
      set: { city: "La Guaira" },
    },
    {
      institution: "ve-unearte",
      career: "fine-arts",
      level: "bachelor",
      source: S29.unearteLaGuaira.id,
      set: { city: "La Guaira" },
    },
    { institution: "ve-luz", career: "music", level: "bachelor", source: S29.luzFeda.id },
    { institution: "ve-luz", career: "fine-arts", level: "bachelor", source: S29.luzFeda.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 pass read, one per set of rows it bears out (see the header). */
const S29B = {
  unimetXlvii: s29b(
    "ve-unimet-promocion-xlvii",
    "Universidad Metropolitana (UNIMET)",
    "Unimet celebra la XLVII Promoción de Pregrado y XXXIII Promoción de Postgrado (actos de grado del 10 y 11 de febrero, during the COVID-19 pandemic; Cum Laude graduates in Ciencias Administrativas, Economía Empresarial, Estudios Liberales and Ingeniería Mecánica; a student of the escuela de Idiomas Modernos; postgraduates of, among others, the Especialización en Negocios Internacionales)",
    "https://www.unimet.edu.ve/unimet-celebra-la-xlvii-promocion-de-pregrado-y-xxxiii-promocion-de-postgrado/",
  ),
  unimetXlviii: s29b(
    "ve-unimet-promocion-xlviii",
    "Universidad Metropolitana (UNIMET), Egresados",
    "Unimet celebró Actos de Grado de 220 nuevos egresados (17 de febrero, promociones XLVIII de pregrado y XXXIV de postgrado: la Facultad de Ciencias Económicas y Sociales, con las carreras de Ciencias Administrativas, Contaduría Pública y Economía Empresarial, y la Facultad de Estudios Jurídicos y Políticos, con las carreras de Derecho y Estudios Liberales)",
    "https://egresados.unimet.edu.ve/unimet-celebro-actos-de-grado-de-220-nuevos-egresados",
  ),
  unimetXlix: s29b(
    "ve-unimet-promocion-xlix",
    "Universidad Metropolitana (UNIMET)",
    "La UNIMET graduó a 201 profesionales (jueves 19 de octubre, XLIX Promoción de Pregrado; discurso de grado de la Ingeniera Química Nicolle Giraud)",
    "https://www.unimet.edu.ve/la-unimet-graduo-a-201-profesionales/",
  ),
  luzNutricionInscripcion: s29b(
    "ve-luz-nutricion-web-del-estudiante",
    "Universidad del Zulia (LUZ), Web del Estudiante (read at http://, cited at https://)",
    "Proceso de inscripción, Facultad de Medicina: requisitos para el proceso de inscripción 2017 - Primero; Secretaría Docente de la Escuela de Nutrición y Dietética",
    "https://webdelestudiante.luz.edu.ve/wde/inscripcion/fac_medicina/nutri01.html",
  ),
  unimetL: s29b(
    "ve-unimet-promocion-l",
    "Universidad Metropolitana (UNIMET), Egresados",
    "UNIMET entregó títulos a 235 nuevos egresados de pregrado y postgrado (22 de febrero, Quincuagésima Promoción de Pregrado; graduates in Ingeniería de Sistemas and, with honours, in the carrera de Ingeniería de Producción)",
    "https://egresados.unimet.edu.ve/unimet-entrego-titulos-a-235-nuevos-egresados-de-pregrado-y-postgrado",
  ),
};

/**
 * Session 29's second pass (2026-11-28): one row added (a first international-business postgraduate programme) and rows
 * written without reading their page re-pointed to pages of the institution that name them (see the header). No row was
 * withdrawn.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  programs: [
    ...offered("ve-unimet", "graduate", S29B.unimetXlvii.id, [
      ["international-business", "Especialización en Negocios Internacionales"],
    ]),
  ],
  reread: [
    { institution: "ve-luz", career: "nutrition", level: "bachelor", source: S29B.luzNutricionInscripcion.id },
    { institution: "ve-unimet", career: "mechanical-engineering", level: "bachelor", source: S29B.unimetXlvii.id },
    { institution: "ve-unimet", career: "economics", level: "bachelor", source: S29B.unimetXlvii.id },
    { institution: "ve-unimet", career: "modern-languages", level: "bachelor", source: S29B.unimetXlvii.id },
    { institution: "ve-unimet", career: "accounting", level: "bachelor", source: S29B.unimetXlviii.id },
    { institution: "ve-unimet", career: "law", level: "bachelor", source: S29B.unimetXlviii.id },
    { institution: "ve-unimet", career: "chemical-engineering", level: "bachelor", source: S29B.unimetXlix.id },
    { institution: "ve-unimet", career: "industrial-engineering", level: "bachelor", source: S29B.unimetL.id },
    { institution: "ve-unimet", career: "information-systems", level: "bachelor", source: S29B.unimetL.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30` pass (its id ends in `-s30`). */
const s30 = taggedPages("s30", "2026-11-28");

/** The pages the session-30 pass read, one per set of rows it bears out (see the header). */
const S30 = {
  iesaGraduacion2016: s30(
    "ve-iesa-graduacion-2016",
    "Instituto de Estudios Superiores de Administración (IESA), IESA al día (read at http://, cited at https://)",
    "Graduación IESA 2016: La generación de la crisis ve oportunidad de cambio en la dificultad (best results of their promotions: «Federico Hellmund de la maestría en Finanzas, Marinés Paris de Mercadeo y Simonetta Spavieri de Gerencia Pública»)",
    "https://iesa.edu.ve/iesa-al-dia/2016-junio-10/2948=graduacion-iesa-2016-la-generacion-de-la-crisis-ve-oportunidad-de-cambio-en-la-dificultad",
  ),
  sicCienciaPolitica: s30(
    "ve-ciencia-politica-revista-sic",
    "Revista SIC (Centro Gumilla)",
    "La ciencia política en Venezuela: desafíos y perspectivas (Jesús E. Mazzei Alfonzo, undated; the UCV, which organises the XII Simposio de Ciencia Política, «origen de los estudios políticos del país»; «nuestra recordada y querida escuela de Estudios Políticos y Administrativos»; «se crearán estudios de Doctorado y Maestría en la UCV, USB y LUZ»)",
    "https://revistasic.org/la-ciencia-politica-en-venezuela-desafios-y-perspectivas",
  ),
};

/**
 * Session 30's pass (2026-11-28): rows written without reading their page, re-pointed to stored pages that name them (see
 * the header). No row was added or withdrawn.
 */
const VERIFIED_S30: CatalogPass = {
  sources: Object.values(S30),
  reread: [
    {
      institution: "ve-iesa",
      career: "public-administration",
      level: "graduate",
      source: S30.iesaGraduacion2016.id,
      set: { duration: null },
    },
    {
      institution: "ve-iesa",
      career: "finance",
      level: "graduate",
      source: S30.iesaGraduacion2016.id,
      set: { duration: null },
    },
    { institution: "ve-usb", career: "political-science", level: "graduate", source: S30.sicCienciaPolitica.id },
    { institution: "ve-ucv", career: "political-science", level: "bachelor", source: S30.sicCienciaPolitica.id },
    { institution: "ve-ucv", career: "public-administration", level: "bachelor", source: S30.sicCienciaPolitica.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30B` pass (its id ends in `-s30b`). */
const s30b = taggedPages("s30b", "2026-11-28");

/** The pages the session-30 second pass read (see the header). */
const S30B = {
  ucCarrerasModulo: s30b(
    "ve-uc-carreras-modulo-orientacion",
    "Módulo de Orientación Vocacional of the Unidad Educativa San Francisco Javier (GitHub repository shelycrist/m-dulo-carreras-universitarias)",
    "Universidad de Carabobo: carreras by área de conocimiento, each with its sede (Valencia, Naguanagua), description and título del egresado (Bioanálisis, Enfermería, Medicina, Odontología, Ingeniería Civil, de Telecomunicaciones, Eléctrica, Industrial, Mecánica, Química …)",
    "https://github.com/shelycrist/m-dulo-carreras-universitarias/blob/6d83822ac1260ef33d1e3a73a531db6e0b105b5d/src/pages/docs/destacados/universidades/uc.md",
  ),
};

/**
 * Session 30's second pass (2026-11-28): Universidad de Carabobo rows written from memory re-read on a school's
 * vocational-guidance module that lists the university's carreras (see the header). No row was added or withdrawn.
 */
const VERIFIED_S30B: CatalogPass = {
  sources: Object.values(S30B),
  reread: (
    [
      "medicine",
      "dentistry",
      "nursing",
      "clinical-laboratory-science",
      "civil-engineering",
      "telecommunications-engineering",
      "electrical-engineering",
      "industrial-engineering",
      "mechanical-engineering",
      "chemical-engineering",
    ] as const
  ).map((career) => ({
    institution: "ve-uc",
    career,
    level: "bachelor" as const,
    source: S30B.ucCarrerasModulo.id,
  })),
  withdrawn: [],
};

export const CATALOG_VE: CountryCatalog = withPasses(
  FIRST_ROWS,
  VERIFIED_S27,
  VERIFIED_S27B,
  VERIFIED_S28,
  VERIFIED_S29,
  VERIFIED_S29B,
  VERIFIED_S30,
  VERIFIED_S30B,
);
