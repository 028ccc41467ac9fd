/**
 * Where to study in ES: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Rows dated 2026-11-27 (the `ADDED` block: U-tad's Máster en Animación 3D de Personajes, the Escuela
 * Nacional de Sanidad's Máster en Administración Sanitaria, the environmental masters of Alcalá and
 * Barcelona, the refrigeration and thermal-installation cycles of the CIFPs Valentín Paz Andrade and Coroso)
 * were written from knowledge of the institutions' published programs, without re-reading the pages
 * online; check them before relying on them.
 * Also dated 2026-11-27 and written the same way: the Técnico Superior en Caracterización y Maquillaje
 * Profesional of the Institut del Teatre (its Escola Superior de Tècniques de les Arts de l'Espectacle) and of
 * CEV in Madrid.
 * Rows to check first: the two Galician CIFPs (their web address on the Xunta's centre portal, and that
 * the cycles are still offered there); the two Caracterización y Maquillaje Profesional cycles (that the
 * Institut del Teatre's ESTAE and CEV still run the cycle in the current intake).
 * Rows dated 2026-11-28 (the `ADDED_2026_11_28` block: music production, commercial pilot, illustration,
 * textile design and renewable energy) rest on stored copies of pages found with the search tools (this
 * machine has no internet): the institutions' own pages where the source names one (Berklee Valencia, ESMUC,
 * the CSMV's magazine, the Universidad de Burgos, BAU, Jesuïtes' formacioprofessional.com), and news pages
 * (El Español on Adventia, El Mundo on the UPV's master, the CSMV page on the RCSMM's Sonología) or
 * knowledge of the published programs otherwise; the sources cite the institution's site. Sonología is listed
 * under music production as the conservatories' studio, electronic-music and sound-technology degree.
 * Rows to check first: FTEJerez's "Integrated ATPL Course" (its exact current title), the RCSMM's Sonología
 * (that it is still offered), El Clot's CFGS Energies Renovables (that the cycle still runs), and the
 * Universidad de Burgos pilot degree (its Spanish title and whether it is an official or an own degree).
 * Rows added on 2026-11-28 in a second pass (the `ADDED_2026_11_28B` block) rest on stored news pages found with
 * the search tools, cited with the newspaper as publisher: the Técnico Superior en Mantenimiento Aeromecánico
 * de Aviones con Motor de Turbina of the IES Son Pacs in Palma, run with Air Europa (Ultima Hora, 2021) and of
 * the CIFP As Mercedes in Lugo (El Progreso, 2021); the CFGM Producció Agropecuària taught at a distance by the
 * Escola Agrària de Tàrrega with the Institut Obert de Catalunya (Segre, 2025); the dual Técnico en Producción
 * Agropecuaria, specialised in pig farming, of the CIFP de Ávila (Diario de Valladolid, 2020).
 * Rows of this pass to check first: the web addresses, not found on a stored page (IES Son Pacs is given the
 * Balearic education portal educaib.eu, the Escola Agrària de Tàrrega the Generalitat's agriculture site, the
 * CIFP de Ávila the Junta's education portal; As Mercedes's cifpasmercedes.org was seen over http); that the
 * CIFP de Ávila's dual pig-farming group still runs (the report is of 2020).
 * Session 27 (2026-11-28): no rows added; the search budget ran out first. Pages read: the URJC's own page of the Grado
 * en Ingeniería de la Ciberseguridad (already listed); a CODDII news page on Marta Beltrán (URJC), which calls the URJC's
 * the first and, so far, only Grado en Ingeniería de la Ciberseguridad in Spain (about 2021-2022); a Biblioteca Cibeles
 * page on the Junta de Andalucía's programming for 2025-2028, which only plans an interuniversity grado in artificial
 * intelligence and cybersecurity (Almería and Jaén) and a dual grado in computer engineering and cybersecurity (Sevilla).
 * Check first: whether those Andalusian grados have opened (they would close the cybersecurity bachelor cell).
 * Left out: health-services administration (bachelor): only masters (UNIR's and the Pontificia de Salamanca's Máster en
 * Dirección y Gestión Sanitaria/de Instituciones Sanitarias) and general ADE grados were found, no grado in health
 * management.
 * Session 27, verification pass (2026-11-28, the `VERIFIED_S27` block): the rows readers see most, written from
 * memory and citing only a home page, searched one by one in the stored pages (45 look-ups). Re-read, each now citing
 * the page read (the institution's own page unless said): UC3M's Bachelor in Mechanical Engineering (4 years); UPC's
 * Grado en Ingeniería Mecánica (ESEIAAT, Terrassa; a UPC indicators page also lists it at the Escola d'Enginyeria de
 * Barcelona Est); the ESMUC's Títol Superior de Música, Pedagogia (its access FAQ lists the pedagogia orientation);
 * the Grado en Veterinaria of the UCM (a Colegio de Veterinarios de Madrid news page on the UCM's students of the
 * grado), UAB (its study plan, five years), Zaragoza (its 2022 quality report), Córdoba (its faculty's presentation,
 * 300 ECTS in five years) and Universidad Europea (its own 2021 news: the grado opens in 2021-22 at Villaviciosa de
 * Odón, five years); political science at UC3M (Bachelor in Political Science, 4 years), UB (Grau de Ciències
 * Polítiques i de l'Administració, 4 anys), UAB (Grau en Ciència Política i Gestió Pública) and Granada (Grado en
 * Ciencias Políticas y de la Administración, 4 cursos; the same page re-reads Granada's public-administration row);
 * philosophy at the UCM (tribuna.ucm.es, Grado 2023/2024), Granada (the philosophy section's presentation page) and
 * Navarra (its 2008 verification report, copy on fdocuments.es); mathematics at Granada (UGR degree catalogue, 4 years)
 * and UB (4 academic years); Ciencias de la Actividad Física y del Deporte at Granada (catalogue), Valencia (its degree
 * portal) and León (a 2023-24 teaching guide of the grado); Trabajo Social at Granada (its faculty's secretariat page)
 * and UB (Grau de Treball Social, four years); Nutrición Humana y Dietética at Valencia (the grado's portal) and
 * Navarra (its own 2015 news on the grado); Gestión y Administración Pública at the UCM (Capital Radio interview with
 * the grado's coordinator) and UB (the UOC's 2014 verification report, copy on fdocuments.ec); the UAM's Grado en
 * Ciencia Política y Administración Pública (a 2024/25 teaching guide); the UB's Máster en Empresa Internacional (one
 * academic year, now stated); Sevilla's Grado en Ingeniería en Tecnologías Industriales (ETSI, 2024 plan).
 * Weak sources: Navarra's philosophy and UB's Gestión y Administración Pública rest on verification reports (2008,
 * 2014) copied on document sites, not on a current program page; Granada's philosophy page names the titulación
 * without its full title; the UCM's Gestión y Administración Pública rests on a radio interview. Seen over http and
 * cited over https: the pages of the UGR's political-science faculty (www.ugr.es/~ccpolsoc), Córdoba's veterinary
 * faculty (uco.edu.es) and the ESMUC (esmuc.cat).
 * Withdrawn: none; no page read showed a row wrong.
 * Check first: the UB's Gestión y Administración Pública is a joint UOC–UB degree (the report names it "por la
 * Universitat Oberta de Catalunya y la Universitat de Barcelona"), likely taught online: its modality; UC3M's Spanish
 * title (the page read is English, "Bachelor in Political Science"; the row says "Grado en Ciencias Políticas"); a UCM
 * page without an address read "Ciencias Políticas Plan 2009. En extinción" for 2024/2025: whether a new plan or a new
 * name replaces the UCM's political-science row.
 * Searched and not re-read (nothing found that names the program there, which is no evidence against it): the Grado en
 * Ingeniería Mecánica of the UPM (ETSIDI), Sevilla and Navarra (Tecnun's news names nine grados without listing them);
 * the interpretation specialty of the RCSMM, the ESMUC (its FAQ names the classical, jazz, early and traditional music
 * orientations but not the specialty by name) and Musikene; the Caracterización y Maquillaje Profesional cycle of the
 * Institut del Teatre and of CEV; the Técnico en Farmacia y Parafarmacia of ILERNA and MEDAC; the Grado en Ciencia
 * Política of the UCM; philosophy at Sevilla (a faculty history page names only the old licenciatura) and UB (only the
 * old licenciatura's page was found); mathematics at the UCM and Sevilla; Ciencias de la Actividad Física y del Deporte
 * at the Universidad Europea (only its faculty's research page); Trabajo Social at Comillas; Nutrición at Granada (only
 * its double degree with Food Science was found); the UB's Grado en Empresa Internacional (its master's page only names
 * it as an access profile) and Valencia's Negocios Internacionales; the Grado en Ingeniería en Tecnologías Industriales
 * of UC3M and UPC (the ETSEIB page found is of its Industrial Technologies and Economic Analysis degree); the Escola
 * del Treball's CFGM Sistemes Microinformàtics i Xarxes; the UPV's Máster en Animación. Not searched (budget): the
 * remaining rows of the worklist, among them IES Puerta Bonita, CPIFP Los Enlaces, CIPFP Mislata, U-tad's animation
 * master, the Universidad de Navarra and UPM industrial grados, and most rows shown once.
 * Session 27, second verification pass (2026-11-28, the `VERIFIED_S27B` block): rows of the worklist not re-read by
 * `VERIFIED_S27`, searched one by one in the stored pages (32 look-ups, when the shared budget ran out); the rows the
 * first pass lists as searched without result were not searched again. Re-read, each now citing the page read: U-tad's
 * master in character animation (its own interview with the programme's director, who calls it "Máster profesional en
 * animación 3D de personajes": the row now says Máster Profesional, an own degree, not a máster universitario); the
 * Grado en Biología of Alcalá (its "Degree in Biology" page), the UCM (its 2024/2025 access page, Biología Plan 2018), the
 * UAB (its study plan) and Navarra (its 2015-2016 self-assessment report for re-accreditation, copy on vdocuments.pub);
 * the RESAD's interpretation specialty (an infoLibre report of 2021 on its entrance tests; title given from the
 * report's address); the Institut del Teatre's Títol Superior d'Art Dramàtic, Interpretació (its ESAD FAQ: three
 * specialties, four academic years); the interuniversity Máster en Restauración de Ecosistemas coordinated by Alcalá (the
 * URJC's page of the same master, 90 ECTS); the UB's master in Ecology, Environmental Management and Restoration (its
 * students' page); the Grado en Publicidad y Relaciones Públicas, its advertising and public-relations rows both, of
 * Sevilla (its 2017 verification report, copy on aprenderly.com), the UCM (its verification report, copy on
 * fdocumentos.tips), the URJC (its RUCT entry, published by the ministry) and the UAB (a 2025/2026 teaching guide of
 * the degree); Granada's Grado en Nutrición Humana y Dietética (a 2019-2020 teaching guide of the grado, copy on
 * vdocuments.net; found while searching the UCM's row, not searched again). Lengths the pages do not state were taken
 * out (the biology, nutrition, publicity and RESAD rows, both environmental masters).
 * Weak sources: the verification and self-assessment reports and the teaching guide copied on document sites
 * (Navarra's biology, Sevilla's and the UCM's publicity, Granada's nutrition); the RESAD row rests on a news report.
 * Withdrawn: none; no page read showed a row wrong.
 * Check first: the Alcalá master's length (the URJC page says 90 ECTS and "a course"; the row's "1 año" was taken
 * out); the Institut del Teatre's ESAD studies become official grados of the Universitat de Barcelona from 2026/2027
 * (NacióDigital: "Interpretació teatral" among three grados), so the row's name may change; the Universitat de
 * València's Facultat de Dret lists, for transfers in 2023/24, the Grau en Ciències Polítiques i de l'Administració
 * Pública but not a Gestión y Administración Pública (a transfer list, not the offer: the row stays); the BOE of 2025
 * publishes the UAM's Grado en Nutrición Humana y Dietética (no UAM nutrition row exists).
 * Searched and not re-read (nothing found that names the program there, which is no evidence against it): the
 * Realización de Proyectos Audiovisuales y Espectáculos of IES Puerta Bonita (pages name only its Imagen y Sonido
 * cycles) and CPIFP Los Enlaces; the RCSMM's Pedagogía specialty; Ciencias de la Actividad Física y del Deporte at the
 * UAM; Trabajo Social at the UCM and Sevilla; Nutrición at the UCM and UB; mathematics at the UAB; Valencia's Gestión y
 * Administración Pública; the industrial grados of the UPM and Navarra (Tecnun); the Sistemas Microinformáticos y Redes
 * of CPIFP Los Enlaces, CIPFP Mislata and ILERNA; the UB's Grado en Biología (only its faculty's presentation page); the UAB's Biotecnología
 * Avanzada and the UPV's plant biotechnology masters; the UAM's Democracia y Gobierno. Not searched (budget): the
 * remaining rows shown once, from the CEU's publicity grado and CETT's travel-agency cycle on (ILERNA's and MEDAC's
 * laboratory cycles, the data-science, statistics, counselling, social-work, tourism, public-administration and
 * health-administration masters, the URJC's cybersecurity grado, the UPM and UPV organisation masters).
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): the worklist's most-shown rows written from
 * memory, looked up one by one in stored copies of public pages (search tools only, no page re-read online; 47 look-ups);
 * rows the session-27 passes list as searched without result were searched again only with a new query. Rows re-read, each
 * now citing the page named:
 * - the Institut del Teatre's acting degree: NacióDigital (undated in the stored copy) reports the signing of the
 *   adscription of the ESAD and the Conservatori Superior de Dansa to the Universitat de Barcelona, under which the ESAD
 *   will teach three graus, "Interpretació teatral" among them, official UB degrees from 2026/2027. The row is renamed from
 *   "Títol Superior d'Art Dramàtic (especialitat Interpretació)" to "Grau en Interpretació Teatral", and its "4 años" is
 *   taken out (the article gives no length; the ESAD's FAQ read by `VERIFIED_S27B` gives four academic years for the
 *   Títol Superior it replaces). The row is kept, not withdrawn;
 * - Musikene's Título Superior de Música, Interpretación: its own access page for 2024/25 (theory and sight-reading models
 *   for Interpretación Clásico and Jazz, beside Pedagogía, Composición and Dirección; no length given, "4 años" taken out);
 * - the UPC's Máster en Estadística e Investigación Operativa: the master's own site (mesioupcub.masters.upc.edu), whose
 *   master-thesis page names it only by its acronym, MESIO UPC-UB (30 ECTS thesis);
 * - the UAB's Máster en Formación del Profesorado, Orientación Educativa: its 2024/2025 teaching guide of the optional
 *   10-ECTS subject "Orientación Educativa" of titulación 4310486 (no length given, "1 año" taken out);
 * - the UCM's Máster en Trabajo Social Comunitario, Gestión y Evaluación de Servicios Sociales: the 2024/2025 structure page
 *   of its faculty (60 ECTS, two semesters, one academic year: "1 año" set);
 * - Valencia's social-welfare master: its Facultat de Ciències Socials' English page of official master's degrees, which
 *   names the "Master's Degree in Social Welfare: Family Intervention"; the row, "Máster Universitario en Bienestar Social:
 *   Intervención Individual, Familiar y Grupal", is renamed "Máster Universitario en Bienestar Social: Intervención
 *   Familiar" (a word-for-word Spanish rendering of the English title read; check first the official Spanish title);
 * - the URJC's Máster en Dirección Internacional del Turismo: its English page (Master's degree in International Tourism
 *   Management, 60 ECTS, one academic year, Madrid-Quintana, title code 6193; the row's "1 año" stays; other URJC pages
 *   show an English-taught "International Tourism Management" master under codes 6262 and 6430, perhaps its English
 *   track: check which one the row means);
 * - Alicante's Máster en Dirección y Planificación del Turismo: Información, 6 December 2021 (five graduates of the master,
 *   "único público en España");
 * - Zaragoza's Máster en Dirección y Planificación del Turismo: its 2020/2021 quality report (Facultad de Empresa y Gestión
 *   Pública; a Radio Huesca page places that faculty and its tourism master at the Huesca campus, not in Zaragoza, the row's
 *   city). The row's "1 año" is taken out: the report's "1 año académico" is its evaluation period;
 * - Esade's MSc in International Management: Esade's own news page on the Financial Times ranking (its MSc #11, the CEMS
 *   MSc in International Management, offered in Spain only by Esade, #8; undated in the stored copy);
 * - the Escuela Nacional de Sanidad's master: the UNED's page of its Máster Universitario en Administración Sanitaria
 *   (titulación 261101, 2022-2023), built on the ENS's teaching units and courses taught "in the ENS and the UNED"; a UNED
 *   subject page of 2025/2026 names the same "Máster universitario en administración sanitaria". The row is renamed from
 *   "Máster en Administración Sanitaria" to "Máster Universitario en Administración Sanitaria". Stored at http, cited at
 *   https;
 * - UNIR's Máster Universitario en Dirección y Gestión Sanitaria: its verified report (ANECA 2015, consolidated 2016);
 * - the URJC's Grado en Ingeniería de la Ciberseguridad: its English degree page (240 ECTS, 4 years, Móstoles, from
 *   2018-2019; the Spanish page, stored at http, says the same; the row's "4 años" stays);
 * - the UB's Grado en Nutrición Humana y Dietética: its Facultat de Farmàcia page of the "Grau de Nutrició Humana i
 *   Dietètica (Torribera)", enrolment for the 2nd, 3rd and 4th years in 2020-21 (the row's "4 años" stays);
 * - the UPC's Grado en Ingeniería en Tecnologías Industriales: the UPC's own indicators page of the grau at the ESEIAAT,
 *   Terrassa (240 credits, first year 2010-2011; the row's "4 años" stays). The ETSEIB in Barcelona teaches it too (its
 *   2015 self-report for accreditation, copied on pdfslide.tips, names it), and the UPC's Máster en Ingeniería Industrial
 *   page names the "Grau en Enginyeria en Tecnologies Industrials de la UPC" as its reference degree.
 * Weak sources, to replace first: the news reports (NacióDigital, undated; Información, 2021); the MESIO page, which names
 * the master only by its acronym; UNIR's 2016 verified report, read in a copy on Scribd; the UB's enrolment page of
 * 2020-21; Esade's undated news page. Lengths taken out (`duration: null`): the Institut del Teatre's grau, Musikene's
 * interpretation, the UAB's counselling specialty, Zaragoza's tourism master. Length set: the UCM's community social-work
 * master ("1 año"). Renamed: the Institut del Teatre's acting degree, Valencia's social-welfare master, the ENS's master.
 * Withdrawn: none; no page read showed a row wrong.
 * Check first: the UCM's "Máster Universitario en Gobierno y Administración Pública": the stored pages show the Master's
 * Degree in Government and Public Management (MGAP) as a degree of the Universidad Internacional Menéndez Pelayo, organised
 * with the Fundación Ortega-Marañón, "not accepting new enrolments for course 2024-25" (uimp.es); no page names a UCM
 * master of that title, so the row may be stale (not withdrawn: no page says the UCM does not teach it). The Escuela
 * Nacional de Sanidad's master is a UNED degree taught with the ENS: the institution row may be better the UNED's.
 * Zaragoza's tourism master is taught at Huesca. The UB's Formación del Profesorado page (ub.edu, 60 credits, one academic
 * year) lists its specialisations, but the stored opening stops at "Philos…" without naming Orientación Educativa; Sevilla's
 * verification report of its "Máster Universitario en Profesorado de Educación Secundaria…" (copy on fdocuments.ec) gives a
 * title in "Profesorado", not "Formación del Profesorado", and its opening does not name the specialty: both counselling
 * rows stay unread. A RUCT page of a UB grado repeats access text saying "el Grado en Empresa Internacional se imparte
 * íntegramente en inglés" (a lead for the UB's international-business row, not a page of the degree).
 * Searched and not found (nothing found that names the program there, which is no evidence against it), this pass: the
 * Grado en Ingeniería Mecánica of the UPM (ETSIDI), Sevilla and Navarra (Tecnun, in Spanish and English); the RCSMM's and
 * the ESMUC's interpretation specialty (the ESMUC's access FAQ again names orientations only); the Caracterización y
 * Maquillaje Profesional cycle of the Institut del Teatre and of CEV; ILERNA's Farmacia y Parafarmacia and MEDAC's
 * Laboratorio Clínico y Biomédico; CETT's Agencias de Viajes y Gestión de Eventos; CPIFP Los Enlaces' Gestión de Ventas y
 * Espacios Comerciales; Salamanca's Máster en Ciencia Política (only its Democracia y Buen Gobierno master, on an unrelated
 * site); the UCM's Minería de Datos e Inteligencia de Negocios (data science and statistics); the UB's Fundamentos de
 * Ciencia de Datos; the UOC's Ciencia de Datos; Granada's Estadística Aplicada; the Formación del Profesorado, Orientación
 * Educativa, of the UCM, UB, Sevilla and UNIR; the UNED's Dirección Pública, Políticas Públicas y Tributación (only its
 * Hacienda Pública master); the UPM's Ingeniería de Organización and the UPV's Organización y Logística; the CEU's Grado en
 * Publicidad y Relaciones Públicas; mathematics at the UCM and Sevilla; Ciencias de la Actividad Física y del Deporte at
 * the UAM; Trabajo Social at Comillas; Valencia's Negocios Internacionales. Not searched (budget): ILERNA's travel-agency,
 * sales and laboratory cycles; the other rows the session-27 passes list as searched without result.
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block): the regenerated worklist, looked up the
 * same way (stored copies of public pages, search tools only; 22 look-ups for Spain), first the rows never searched (ILERNA's
 * travel-agency, sales and laboratory cycles), then rows searched once before, each with another query (the Catalan or
 * English name of the degree, the faculty's name, the school's own wording). Rows re-read, each now citing the page named:
 * - the UB's Grado en Filosofía: its Facultat de Filosofia's page of the "Grau en Filosofia", enrolment for students who
 *   continue their studies (self-enrolment from 18 September, deadline 30 October 2020); the page gives no length, so the
 *   "4 años" written from memory is taken out (an older faculty page, ub.edu/filosofia/guia_grau_filosofia, stored at http,
 *   also names the Grau de Filosofia, enrolment 2017-2018);
 * - the UCM's Grado en Trabajo Social: the UCM's 2022/2023 page of "Trabajo Social, Grado y Doble Grado" on its quality
 *   system (the Facultad de Trabajo Social's quality committee); no length given, "4 años" taken out.
 * Weak sources, to replace first: both are the universities' own pages but neither is the degree's presentation page (an
 *   enrolment notice of 2020, a quality-system page of 2022/2023). Lengths taken out (`duration: null`): both rows. Renamed:
 *   none (the UB's page names it in Catalan, "Grau en Filosofia"; the row keeps its Spanish name, as the UB's other rows).
 * Withdrawn: none; no page read showed a row wrong.
 * Check first: a BOE resolution of 12 September 2025 signed by the UAM's rector republishes the study plan of a Graduado en
 *   Nutrición Humana y Dietética from 2025-2026 (the UAM's, not the UCM's: no UCM nutrition page came up); the UCM's
 *   political-science page seen again, without an address, reads "Ciencias Políticas Plan 2009. En extinción" for 2024/2025
 *   (240 ECTS, four years): whether a new plan replaces the row; the UB's Máster en Empresa Internacional page (60 credits,
 *   one academic year, taught in English) speaks of "graduats en Empresa Internacional" without naming the UB's grau;
 *   infoartisticas.gob.es (the ministry's portal) now names the conservatories' degree "Título de Grado en Enseñanzas
 *   Artísticas Superiores de Música" (Ley 1/2024; specialty Pedagogía, 4 years), so the RCSMM's and ESMUC's "Título
 *   Superior" rows may need the new name; the ETSII-UPM's page of its Máster en Ingeniería Química names a "Grado en
 *   Ingeniería en Técnicas Industriales" among its access routes (perhaps the GITI, misspelt; not cited).
 * Searched and not found (nothing found that names the program there, which is no evidence against it), this pass:
 *   ILERNA's Laboratorio Clínico y Biomédico, Gestión de Ventas y Espacios Comerciales and Agencias de Viajes y Gestión de
 *   Eventos (only the curricula in official bulletins; press reports of 2024-2026 say ILERNA runs some thirty cycles online
 *   without naming these); mathematics at the UAB (in Catalan); the UCM's Ciencia Política (a new query); philosophy at
 *   Sevilla; the UB's Grado en Empresa Internacional (in Catalan); Trabajo Social at Sevilla; Nutrición at the UCM; Valencia's
 *   Gestión y Administración Pública (in Catalan); Ciencias de la Actividad Física y del Deporte at the Universidad Europea
 *   (only its faculty's research page again, and its Value magazine naming the dean of the faculty); the UPV's Máster en
 *   Animación (only a student animation club at its Bellas Artes faculty); the Grado en Ingeniería en Tecnologías Industriales
 *   of the UPM (ETSII) and UC3M; the Sistemas Microinformáticos y Redes of the Escola del Treball (only its pre-enrolment
 *   instructions, naming no cycle) and CIPFP Mislata; IES Puerta Bonita's Realización de Proyectos Audiovisuales (an FPEmpresa
 *   page on its awards names Animación 3D and Producción cycles among its and the CIFP José Luis Garci's students); the
 *   RCSMM's Pedagogía (a Melómano page names its director a catedrática de pedagogía, not the specialty).
 * Not reached (budget): the rows searched twice before (the mechanical-engineering grados of the UPM, Sevilla and Navarra,
 *   the RCSMM's and ESMUC's interpretation, both make-up cycles, ILERNA's Farmacia y Parafarmacia), MEDAC's Farmacia y
 *   Parafarmacia, CPIFP Los Enlaces' cycles, Navarra's GITI, the UB's biology, the biotechnology, political-science, data,
 *   statistics, counselling, public-administration and organisation masters.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): the regenerated worklist, looked up the same
 * way (stored copies of public pages, search tools only; 37 look-ups for Spain); rows the earlier passes list as
 * searched without result were searched again only with another query (the English or Catalan title, the faculty's or
 * school's name, another page of the university). Row re-read, citing the page named:
 * - the UNED's Máster Universitario en Dirección Pública, Políticas Públicas y Tributación: a UNED subject guide of
 *   2024/2025 (subject 26607240, titulación 261501) carrying a notice of 21/10/2024 "para los estudiantes del Máster
 *   Universitario en Dirección Pública, Políticas Públicas y Tributación" on its teaching teams. Name kept; the row
 *   states no length.
 * Withdrawn: the UCM's "Máster Universitario en Gobierno y Administración Pública" (public administration, graduate).
 * The UIMP's page of 2024-25 (uimp.es, plan P04N) shows the Master's Degree in Government and Public Management (MGAP)
 * as a degree of the Universidad Internacional Menéndez Pelayo, "organized in collaboration with the Fundación José
 * Ortega y Gasset y Gregorio Marañón", and says "This Master does not accept new enrolments for course 2024-25";
 * onlinestudies.com's listing of the Instituto Universitario de Investigación Ortega y Gasset (adscrito a la UCM)
 * describes its public-management master as an "Official Qualification granted by the Menéndez Pelayo International
 * University (UIMP)". No page read names a UCM master of that title (as session 28 noted). The withdrawal's pages are
 * not cited in the sources, since no row rests on them.
 * Rows added: none. Health-services administration (bachelor): only masters came up again (UNIR's verified report, the
 * Pontificia de Salamanca's Dirección y Gestión de Instituciones Sanitarias, UDIMA's Máster Universitario en Gestión
 * Sanitaria, the UNED's Administración Sanitaria), no grado. Cybersecurity (bachelor): only the URJC's page and the
 * CODDII's news again, and masters elsewhere (Salamanca's Máster Universitario en Ciberseguridad from 2025-2026, the
 * UPC's, and Vigo–A Coruña's).
 * Weak sources, to replace first: the UNED page is a subject guide, not the master's presentation page. Lengths
 * changed: none.
 * Leads, not cited: El Periódico de Aragón (17 November 2025) on CPIFP Los Enlaces, new Centro de Excelencia in the
 * audiovisual sector, whose five multimedia specialties run "desde la producción y la realización audiovisual ... hasta
 * las animaciones 3D", and Europa Press (6 November 2025) on its Imagen y Sonido and Informática y Comunicación
 * families: neither names the Realización de Proyectos Audiovisuales y Espectáculos or the Sistemas Microinformáticos y
 * Redes cycle by its title, so neither row was re-read; El Correo de Andalucía (2016) on Sevilla's doble grado en
 * Física y Matemáticas (it names the double degree, not the Grado en Matemáticas); FPEmpresa's page naming IES Puerta
 * Bonita's CFGS Animación 3D and Producción de Audiovisuales y Espectáculos (not Realización); the UNED's Máster
 * Universitario en Orientación Profesional (a counselling master the catalog does not list).
 * Searched and not found (nothing found that names the program there, which is no evidence against it), this pass: the
 * Grado en Ingeniería Mecánica of Navarra (Tecnun's history, final-project and 2025 promotion pages, the last naming "9
 * grados" without listing them) and Sevilla (only the ETSI's masters and verification reports of other grados); the
 * Grado en Ingeniería en Tecnologías Industriales of the UPM (only the ETSII's master pages), UC3M (only its English
 * page of the Bachelor in Mechanical Engineering) and Navarra; MEDAC's Farmacia y Parafarmacia and Laboratorio Clínico
 * y Biomédico (only regional curricula and other schools' pages); CPIFP Los Enlaces' cycles (the news above); IES
 * Puerta Bonita's Realización; the Sistemas Microinformáticos y Redes of CIPFP Mislata and the Escola del Treball (only
 * other schools and official bulletins); the UAB's Biotecnología Avanzada (in Spanish and Catalan: only the Galician
 * universities' master of that name); Salamanca's Máster en Ciencia Política (only its Democracia y Buen Gobierno and
 * Análisis Económico del Derecho masters); Granada's Estadística Aplicada; the UOC's and the UB's data-science masters
 * (in English: only other universities'); the UCM's Matemáticas and Nutrición; Valencia's Negocios Internacionales
 * (only its Master's Degree in International Business Management); Trabajo Social at Comillas and Sevilla; the UAM's
 * Democracia y Gobierno (only a 2025/26 guide of a "Political Analysis and Theories of Democracy" course naming no
 * degree); the UPV's Organización y Logística and the UPM's Ingeniería de Organización; the UAM's Ciencias de la
 * Actividad Física y del Deporte; CETT's Agencias de Viajes y Gestión de Eventos (in Catalan: only curricula);
 * Sevilla's Orientación Educativa specialty (only its Psicopedagogía and Profesorado verification reports); the CEU's
 * Publicidad y Relaciones Públicas; the RCSMM's interpretation specialty (a Melómano page on the conservatory naming no
 * specialty in its stored part); the UB's Biología (its Faculty of Biology presentation page again).
 * Not reached (budget, and no new query): the UPM's mechanical grado, the ESMUC's interpretation, both make-up cycles,
 * ILERNA's cycles, the UPV's animation and plant-biotechnology masters, the UCM's Minería de Datos (data science and
 * statistics), the Orientación Educativa specialty at the UCM, UB and UNIR, the RCSMM's Pedagogía, the Universidad
 * Europea's CAFyD, the UB's Empresa Internacional, Valencia's Gestión y Administración Pública, philosophy at Sevilla,
 * mathematics at the UAB, CPIFP Los Enlaces' Gestión de Ventas (Sevilla's mathematics was searched: the double-degree
 * news above).
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block): the regenerated worklist, looked up
 * the same way (stored copies of public material, search tools only; 30 look-ups for Spain), this time mostly through
 * exact-title searches of stored public repositories (theses, course repositories, scraped or copied institutional
 * lists) and fetched snapshots of those repositories. Rows re-read, each now citing the page named:
 * - the UPM's Grado en Ingeniería Mecánica and Grado en Ingeniería en Tecnologías Industriales and its Máster
 *   Universitario en Ingeniería de Organización: a list of the UPM's degrees by school in the student form of an
 *   internship-management application on GitHub (marinoqj/gespracti, undated): "E.T.S. de Ingeniería y Diseño
 *   Industrial ... Grado en Ingeniería Mecánica"; "E.T.S.I. Industriales ... Grado en Ingenieria en Tecnologias
 *   Industriales ... Máster Universitario en Ingeniería de Organización". The list also carries pre-Bologna titles
 *   (Ingeniero Técnico Industrial ...), so it shows the degrees exist, not the current intake. The grados' "4 años" is
 *   taken out (not stated);
 * - the UOC's Máster Universitario en Ciencia de Datos (Data Science): the UOC's practice template, with its logo and
 *   the header "2017-2 · Máster universitario en Ciencia de datos (Data science)", in a student's copy
 *   (betitajara/Practica, 2018); another student README (repository not identified) names the "Máster Universitario en
 *   Ciencia de Datos (Data Science)" of the Universitat Oberta de Catalunya (subject M2.851);
 * - the UB's Máster Universitario en Fundamentos de Ciencia de Datos: the master's own course repository
 *   (DataScienceUB/DeepLearningMaster20192020): notebooks of the 2019/2020 Deep Learning course "of the MASTER IN
 *   FUNDAMENTAL PRINCIPLES OF DATA SCIENCE of the Universitat de Barcelona" (Facultat de Matemàtiques i Informàtica);
 *   the row keeps its Spanish name (the page gives the English one);
 * - Granada's Máster Universitario en Estadística Aplicada: a student's master's-thesis README (frankgil/edm-knime:
 *   "TFM. Máster Universitario en Estadística Aplicada, Universidad de Granada"; one stored version of that README is
 *   only its title); another stored TFM script of the master, of 2024-2025 (Facultad de Ciencias, Departamento de
 *   Estadística e Investigación Operativa), was read but its repository could not be named;
 * - CPIFP Los Enlaces' Técnico en Sistemas Microinformáticos y Redes, Técnico Superior en Gestión de Ventas y Espacios
 *   Comerciales, Comercio Internacional and Desarrollo de Aplicaciones Web (the last two not in the worklist): the
 *   Gobierno de Aragón's CATEDU set-up script of the Moodle of Aragón's distance vocational training
 *   (catedu/moodle-docker-deploy, commit of 26 June 2026, template "fpvirtualaragon"), whose category "CPIFP LOS
 *   ENLACES" (centre 50010314) holds "Sistemas Microinformáticos y Redes" (IFC201), "Comercio Internacional" (COM301),
 *   "Gestión de Ventas y Espacios Comerciales" (COM302) and "Desarrollo de Aplicaciones WEB" (IFC303). It shows the
 *   distance offer, not the length: "2 años" taken out of the four rows.
 * Rows added: public administration (graduate), which had one institution: the UIMP's Máster Universitario en Alta
 * Dirección Pública (uimp.es, plan P04P, 2024-25: "Master's Degree in Senior Public Management", 11th edition, October
 * 2024 to May 2025, organised with the Fundación José Ortega y Gasset y Gregorio Marañón; the Spanish title from the
 * ministry's RUCT page, "Máster Universitario en Alta Dirección Pública por la Universidad Internacional Menéndez
 * Pelayo", read in the same search); cybersecurity (bachelor), which had one institution: the Universidad San Jorge's
 * Grado en Ingeniería en Ciberseguridad (Cambios Legales' summary of the resolution of 27 April 2026, BOE 7 May 2026,
 * BOE-A-2026-9955, modifying the curriculum of its "Degree in Cybersecurity Engineering"; the Spanish title from
 * student READMEs of its "Doble Grado en Ingeniería en Ciberseguridad e Ingeniería Informática — Universidad San
 * Jorge", mariodejuann/App-de-Peliculas and others); two distance cycles of the same Aragón script, beside cells that
 * had only unread rows: IES Miralbueno's "Agencias de Viajes y Gestión de Eventos" (HOT301; event management) and IES
 * Río Gállego's "Farmacia y Parafarmacia" (SAN202; pharmacy technician), both marked distance, no length.
 * Weak sources, to replace first: the UPM list (a third party's application, undated, mixing old and current titles);
 * the UOC practice header (2018) and the Granada TFM README (student material); the USJ row rests on a legal-news
 * summary of the BOE, not the BOE itself. Cities not on the pages read, from knowledge of the institutions: the UIMP
 * (Madrid, its postgraduate seat; also Santander), the USJ (Villanueva de Gállego, Zaragoza), IES Miralbueno and IES
 * Río Gállego (Zaragoza; centre codes 50…, the province of Zaragoza). No website was seen for the USJ and the two IES.
 * Withdrawn: none; no page read showed a row wrong.
 * Leads, not cited: the Aragón script names CPIFP Los Enlaces' "Producción de Audiovisuales y Espectáculos" (IMS302),
 * not the Realización cycle of the row (a distance offer only, no evidence against the row); a chatbot's hand-written
 * knowledge file of UPV masters (repository not identified) lists the "Máster Universitario en Biotecnología Molecular
 * y Celular de Plantas" and places the "Máster Universitario en Ingeniería de Organización y Logística" at the EPSA
 * (the UPV's Alcoy campus): check the UPV organisation master's city; UAB–UB–UPF's Máster Universitario en Gestión
 * Pública (a 2012 verification report on paperzz.com, too old to add); a musician's site bio "Graduada en
 * Interpretación Musical por el Real Conservatorio Superior de Música de Madrid" (repository not identified).
 * Searched and not found, this pass: the UCM's Minería de Datos e Inteligencia de Negocios (only Dominican subject
 * names); the UPV's Máster Universitario en Animación; ILERNA's Farmacia y Parafarmacia (pages and its URL pattern);
 * Sevilla's mathematics (its degree-page address pattern); the UAB's Biotecnología Avanzada (Catalan title); the
 * ESMUC's and the RCSMM's interpretation (the conservatories' names: code credits and bios only); the Sevilla
 * mechanical grado (thesis templates); UCM degree lists and RUCT dumps (none stored); Madrid FP-centre data for IES
 * Puerta Bonita and CEV (none). Not reached: the make-up cycles, MEDAC's cycles, the Universidad Europea's CAFyD,
 * Comillas' and Sevilla's Trabajo Social, the UB's and Valencia's international-business grados, Valencia's Gestión y
 * Administración Pública, the counselling specialties, the CEU's Publicidad, the political-science masters of the UAM
 * and Salamanca.
 * Third verification pass of 2026-11-28 (session 29, the `VERIFIED_S29C` block): the regenerated worklist, looked up
 * the same way (stored copies of public material, search tools only; 19 look-ups for Spain before the session's shared
 * search budget ran out), mostly through exact-phrase searches of stored public repositories for the wording graduates
 * use ("Graduado en X por la Universidad de Y", "TFG en X por ..."), then the repositories fetched to read and date them.
 * Rows re-read, each now citing the page named:
 * - Sevilla's Grado en Matemáticas: a graduate's final-project README (dpino03/Metodo-de-Soluciones-Fundamentales-con-
 *   MATLAB, 2025-2026): a Trabajo Fin de Grado "defendido en la Universidad de Sevilla (Grado en Matemáticas, 2025)",
 *   its author "Graduado en Matemáticas por la Universidad de Sevilla" (another stored README, of a "Trabajo de Fin de
 *   Grado (TFG) en Matemáticas por la Universidad de Sevilla", was read but its repository could not be named);
 * - the UCM's Grado en Matemáticas: a student's final-project README (jrapun/TFG_OptimizacionBayesiana, January-February
 *   2025): "trabajo de fin de grado presentado por Javier Rapún Almela para optar al grado de Matemáticas por la
 *   Universidad Complutense de Madrid";
 * - the UAB's Grado en Matemáticas: a student's course project (oscarsaleta/PimpstenInvasion, December 2014 to November
 *   2015), "an Asteroids game created as a project for the subject Advanced Programming of the Mathematics degree at
 *   Autonomous University of Barcelona" (its about box: "l'assignatura optativa Programació Avançada del grau en
 *   Matemàtiques de la UAB").
 * Weak sources, to replace first: all three (students' repositories, not the universities' pages; the UAB one is of
 * 2014-2015). Lengths taken out (`duration: null`): the three rows ("4 años" is not stated on the pages). Renamed: none.
 * Rows added: none. Withdrawn: none; no page read showed a row wrong.
 * Leads, not cited: the musician's bio "Graduada en Interpretación Musical por el Real Conservatorio Superior de Música de
 * Madrid" (a site's translation script; it names neither the musician nor its repository, so still not citable).
 * Searched and not found (nothing found that names the program there, which is no evidence against it), this pass:
 * health-services administration (bachelor), no grado again (only masters: the Pontificia de Salamanca's, UNIR's, and
 * Vigo's new certificate in health management); the UAB's mathematics in Catalan wording ("Matemàtiques per la
 * Universitat Autònoma"); philosophy at Sevilla (only a doctorate in a bio); the UC3M's Grado en Ingeniería en
 * Tecnologías Industriales (graduates' wording and thesis READMEs: only the URJC's "Grado en Ingeniería de Tecnologías
 * Industriales" in a lecturer's list of supervised theses); the UCM's Ciencias Políticas (only "Licenciada" and
 * "Doctor" in bios); Valencia's Negocios Internacionales (only other countries' degrees); the Sevilla mechanical grado
 * (graduates' wording); the Orientación Educativa specialty (only an oposiciones site); the UAM's Democracia y Gobierno
 * (only unrelated uses of the words); Trabajo Social at Sevilla and Nutrición Humana y Dietética at the UCM (graduates'
 * wording); the UB's Biología (only a "licenciado" in a bio) and a list of UB degrees in stored code (only UPC pages).
 * Not reached (the session's search budget ran out): the make-up cycles, ILERNA's and MEDAC's cycles, the conservatories'
 * specialties, the Universidad Europea's and the UAM's CAFyD, Comillas' Trabajo Social, the UB's Empresa Internacional,
 * Valencia's Gestión y Administración Pública, the UPV's animation, biotechnology and organisation masters, the UAB's
 * biotechnology master, Salamanca's political-science master, the UCM's Minería de Datos, the CEU's Publicidad, CETT's
 * and ILERNA's event cycles, Navarra's mechanical and industrial grados, the Puerta Bonita and Los Enlaces audiovisual
 * cycles, the Escola del Treball's and Mislata's SMR cycles.
 * Session 30 pass of 2026-11-28 (no `VERIFIED_S30` block: nothing citable was found): 3 look-ups for Spain (search
 * tools only). Searched: Navarra's Grado en Ingeniería Mecánica (Tecnun's stored news of February 2025 speaks of "los 9
 * grados que ofrece Tecnun" without naming them; its 60-year op-ed, its Normativa page and Noticias de Gipuzkoa, 2011,
 * name none either); the Institut del Teatre's CFGS Caracterització i Maquillatge Professional at the ESTAE (Diari de
 * Terrassa, 2016, names only the ESTAE's CFGS in Luminotècnia, maquinària escènica i so in its stored opening; the BOE
 * curriculum and the title's Europass supplement name no centre; the Escuela Thuya's 2013 gala page, with its "2º de
 * Caracterización y Maquillaje Superior", is a lead for the make-up cell). Rows re-read, added or withdrawn: none. Not
 * reached: the rest of the worklist, including the health-services-administration gap.
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, institutionsOf, offered, taggedPages, withPasses } from "./define";

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "es-utad-2026-11-27",
      "U-tad, Centro Universitario de Tecnología y Arte Digital",
      "Másteres y posgrados",
      "https://u-tad.com",
      "2026-11-27",
    ),
    institutionPage(
      "es-ens-2026-11-27",
      "Escuela Nacional de Sanidad (Instituto de Salud Carlos III)",
      "Máster en Administración Sanitaria",
      "https://www.isciii.es",
      "2026-11-27",
    ),
    institutionPage(
      "es-uah-2026-11-27",
      "Universidad de Alcalá",
      "Másteres universitarios (página oficial)",
      "https://www.uah.es",
      "2026-11-27",
    ),
    institutionPage(
      "es-ub-2026-11-27",
      "Universitat de Barcelona",
      "Másteres universitarios (página oficial)",
      "https://www.ub.edu",
      "2026-11-27",
    ),
    institutionPage(
      "es-institut-teatre-2026-11-27",
      "Institut del Teatre",
      "Escola Superior de Tècniques de les Arts de l'Espectacle (ESTAE): cicles formatius",
      "https://www.institutdelteatre.cat",
      "2026-11-27",
    ),
    institutionPage(
      "es-cev-site",
      "CEV Escuela Superior de Comunicación, Imagen y Sonido",
      "Ciclos formativos de grado superior (página oficial)",
      "https://www.cev.com",
      "2026-11-27",
    ),
    institutionPage(
      "es-cifp-valentin-paz-andrade-site",
      "CIFP Valentín Paz Andrade",
      "Ciclos formativos (páxina oficial)",
      "https://www.edu.xunta.gal/centros/cifpvalentinpazandrade/",
      "2026-11-27",
    ),
    institutionPage(
      "es-cifp-coroso-site",
      "CIFP Coroso",
      "Ciclos formativos (páxina oficial)",
      "https://www.edu.xunta.gal/centros/cifpcoroso/",
      "2026-11-27",
    ),
  ],
  institutions: [
    institutionsOf("ES")(
      "es-cifp-valentin-paz-andrade",
      "Centro Integrado de Formación Profesional Valentín Paz Andrade",
      "Vigo",
      "public",
      "https://www.edu.xunta.gal/centros/cifpvalentinpazandrade/",
      "es-cifp-valentin-paz-andrade-site",
    ),
    institutionsOf("ES")(
      "es-cifp-coroso",
      "Centro Integrado de Formación Profesional Coroso",
      "Ribeira",
      "public",
      "https://www.edu.xunta.gal/centros/cifpcoroso/",
      "es-cifp-coroso-site",
    ),
    institutionsOf("ES")(
      "es-cev",
      "CEV Escuela Superior de Comunicación, Imagen y Sonido",
      "Madrid",
      "private",
      "https://www.cev.com",
      "es-cev-site",
    ),
    institutionsOf("ES")(
      "es-ens",
      "Escuela Nacional de Sanidad (Instituto de Salud Carlos III)",
      "Madrid",
      "public",
      "https://www.isciii.es",
      "es-ens-2026-11-27",
    ),
  ],
  programs: [
    ...offered("es-utad", "graduate", "es-utad-2026-11-27", [["animation", "Máster en Animación 3D de Personajes"]]),
    ...offered("es-ens", "graduate", "es-ens-2026-11-27", [
      ["health-services-administration", "Máster en Administración Sanitaria"],
    ]),
    ...offered("es-uah", "graduate", "es-uah-2026-11-27", [
      [
        "environmental-science",
        "Máster Universitario en Restauración de Ecosistemas (interuniversitario)",
        { duration: "1 año" },
      ],
    ]),
    ...offered("es-ub", "graduate", "es-ub-2026-11-27", [
      [
        "environmental-science",
        "Máster Universitario en Ecología, Gestión y Restauración del Medio Natural",
        { duration: "1 año" },
      ],
    ]),
    ...offered("es-cifp-valentin-paz-andrade", "technical", "es-cifp-valentin-paz-andrade-site", [
      [
        "refrigeration-air-conditioning",
        "Técnico en Instalaciones Frigoríficas y de Climatización",
        { duration: "2 años" },
      ],
      [
        "refrigeration-air-conditioning",
        "Técnico Superior en Mantenimiento de Instalaciones Térmicas y de Fluidos",
        { duration: "2 años" },
      ],
    ]),
    ...offered("es-institut-teatre", "technical", "es-institut-teatre-2026-11-27", [
      ["makeup-artistry", "CFGS Caracterització i Maquillatge Professional (ESTAE)", { duration: "2 años" }],
    ]),
    ...offered("es-cev", "technical", "es-cev-site", [
      ["makeup-artistry", "Técnico Superior en Caracterización y Maquillaje Profesional", { duration: "2 años" }],
    ]),
    ...offered("es-cifp-coroso", "technical", "es-cifp-coroso-site", [
      [
        "refrigeration-air-conditioning",
        "Técnico Superior en Mantenimiento de Instalaciones Térmicas y de Fluidos (FP dual)",
        { duration: "2 años" },
      ],
    ]),
  ],
};

/** Rows added on 2026-11-28, read from stored pages or written from knowledge (see the header). */
const ADDED_2026_11_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "es-berklee-valencia-site",
      "Berklee College of Music, Valencia Campus",
      "Music Production, Technology, and Innovation (graduate program)",
      "https://valencia.berklee.edu/music-production-technology-and-innovation-graduate-program-students-seize-the-future-of-the-industry/",
      "2026-11-28",
    ),
    institutionPage(
      "es-esmuc-2026-11-28",
      "Escola Superior de Música de Catalunya (ESMUC)",
      "Sonology Curriculum (Títol Superior de Música, especialitat Sonologia)",
      "https://www.esmuc.cat/en/studies/grau/sonologia/sonologia/",
      "2026-11-28",
    ),
    institutionPage(
      "es-csmv-site",
      'Conservatorio Superior de Música "Joaquín Rodrigo" de Valencia',
      "Sonología: vamos a conocer al miembro más joven de la familia de nuestro conservatorio (revista digital)",
      "https://revistadigital2.csmvalencia.es/sonologia-vamos-conocer-al-miembro-mas-joven-de-la-familia-de-nuestro-conservatorio/",
      "2026-11-28",
    ),
    institutionPage(
      "es-rcsmm-2026-11-28",
      "Real Conservatorio Superior de Música de Madrid",
      "Título Superior de Música: especialidades (página oficial)",
      "https://rcsmm.eu",
      "2026-11-28",
    ),
    institutionPage(
      "es-adventia-site",
      "Escuela de Pilotos Adventia (European College of Aeronautics)",
      "Grado en Piloto de Aviación Comercial y Operaciones Aéreas (página oficial)",
      "https://adventia.org",
      "2026-11-28",
    ),
    institutionPage(
      "es-ubu-site",
      "Universidad de Burgos",
      "Bachelor's Degree in Commercial Pilot for Passenger and Cargo Transport: Syllabus",
      "https://www.ubu.es/degree-commercial-pilot-passenger-and-cargo-transport-certified-university-burgos/basic-information/syllabus",
      "2026-11-28",
    ),
    institutionPage(
      "es-ftejerez-site",
      "FTEJerez (Flight Training Europe)",
      "Pilot training courses (official page)",
      "https://www.ftejerez.com",
      "2026-11-28",
    ),
    institutionPage(
      "es-bau-site",
      "BAU, Centre Universitari d'Arts i Disseny de Barcelona",
      "Postgraduate Degree in Illustration",
      "https://www.baued.es/en/studies/masters-and-postgraduate-degrees/postgraduate-degree-in-illustration",
      "2026-11-28",
    ),
    institutionPage(
      "es-upv-2026-11-28",
      "Universitat Politècnica de València",
      "Títulos propios de la Facultad de Bellas Artes (página oficial)",
      "https://www.upv.es",
      "2026-11-28",
    ),
    institutionPage(
      "es-upc-2026-11-28",
      "Universitat Politècnica de Catalunya",
      "Graus de l'Escola Superior d'Enginyeries Industrial, Aeroespacial i Audiovisual de Terrassa (pàgina oficial)",
      "https://www.upc.edu",
      "2026-11-28",
    ),
    institutionPage(
      "es-jesuites-el-clot-site",
      "Jesuïtes Educació: Formació Professional (El Clot)",
      '"Energías Renovables" entrevista a Marc Gasulla (CFGS Energies Renovables a El Clot)',
      "https://formacioprofessional.com/ca/blog/energias-renovables-entrevista-marc-gasulla",
      "2026-11-28",
    ),
  ],
  institutions: [
    institutionsOf("ES")(
      "es-berklee-valencia",
      "Berklee College of Music, Valencia Campus",
      "Valencia",
      "private",
      "https://valencia.berklee.edu",
      "es-berklee-valencia-site",
    ),
    institutionsOf("ES")(
      "es-csmv",
      'Conservatorio Superior de Música "Joaquín Rodrigo" de Valencia',
      "Valencia",
      "public",
      "https://www.csmvalencia.es",
      "es-csmv-site",
    ),
    institutionsOf("ES")(
      "es-adventia",
      "Escuela de Pilotos Adventia (centro adscrito a la Universidad de Salamanca)",
      "Salamanca",
      "private",
      "https://adventia.org",
      "es-adventia-site",
    ),
    institutionsOf("ES")("es-ubu", "Universidad de Burgos", "Burgos", "public", "https://www.ubu.es", "es-ubu-site"),
    institutionsOf("ES")(
      "es-ftejerez",
      "FTEJerez (Flight Training Europe)",
      "Jerez de la Frontera",
      "private",
      "https://www.ftejerez.com",
      "es-ftejerez-site",
    ),
    institutionsOf("ES")(
      "es-bau",
      "BAU, Centre Universitari d'Arts i Disseny de Barcelona",
      "Barcelona",
      "private",
      "https://www.baued.es",
      "es-bau-site",
    ),
    institutionsOf("ES")(
      "es-jesuites-el-clot",
      "Jesuïtes El Clot (Fundació Jesuïtes Educació)",
      "Barcelona",
      "private",
      "https://formacioprofessional.com",
      "es-jesuites-el-clot-site",
    ),
  ],
  programs: [
    ...offered("es-berklee-valencia", "graduate", "es-berklee-valencia-site", [
      ["music-production", "Master of Music in Music Production, Technology, and Innovation", { duration: "1 año" }],
    ]),
    ...offered("es-esmuc", "bachelor", "es-esmuc-2026-11-28", [
      ["music-production", "Títol Superior de Música (especialitat Sonologia)", { duration: "4 años" }],
    ]),
    ...offered("es-csmv", "bachelor", "es-csmv-site", [
      ["music-production", "Título Superior de Música (especialidad Sonología)", { duration: "4 años" }],
    ]),
    ...offered("es-rcsmm", "bachelor", "es-rcsmm-2026-11-28", [
      ["music-production", "Título Superior de Música (especialidad Sonología)", { duration: "4 años" }],
    ]),
    ...offered("es-adventia", "technical", "es-adventia-site", [
      ["commercial-pilot", "Grado en Piloto de Aviación Comercial y Operaciones Aéreas", { duration: "4 años" }],
    ]),
    ...offered("es-ubu", "technical", "es-ubu-site", [
      [
        "commercial-pilot",
        "Bachelor's Degree in Commercial Pilot for Passenger and Cargo Transport",
        { duration: "3 años" },
      ],
    ]),
    ...offered("es-ftejerez", "technical", "es-ftejerez-site", [["commercial-pilot", "Integrated ATPL Course"]]),
    ...offered("es-bau", "graduate", "es-bau-site", [
      ["illustration", "Postgraduate Degree in Illustration", { duration: "1 año" }],
    ]),
    ...offered("es-upv", "graduate", "es-upv-2026-11-28", [["illustration", "Máster en Diseño e Ilustración"]]),
    ...offered("es-upc", "bachelor", "es-upc-2026-11-28", [
      ["textile-design", "Grau en Enginyeria de Tecnologia i Disseny Tèxtil", { duration: "4 años" }],
    ]),
    ...offered("es-jesuites-el-clot", "technical", "es-jesuites-el-clot-site", [
      ["renewable-energy-technician", "CFGS Energies Renovables", { duration: "2 años" }],
    ]),
  ],
};

/**
 * Rows added on 2026-11-28 in a second pass (see the header): each rests on a stored news page found with the
 * search tools (the newspaper is the source's publisher); the institution rows cite the centre's site or,
 * where none was found, its regional education portal.
 */
const ADDED_2026_11_28B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "es-son-pacs-ultimahora",
      "Ultima Hora",
      "Mantenimiento Aeromecánico de Aviones con Motor de Turbina en el IES Son Pacs (news report, 30 May 2021)",
      "https://ultimahora.es/noticias/local/2021/05/30/1269847/mantenimiento-aeromecanico-aviones-motor-turbina-ies-son-pacs.html",
      "2026-11-28",
    ),
    institutionPage(
      "es-cifp-as-mercedes-elprogreso",
      "El Progreso",
      "El ciclo de aeromecánica de As Mercedes coloca al 100% de sus graduados (news report, October 2021)",
      "https://www.elprogreso.es/articulo/lugo/ciclo-aeromecanica-mercedes-roza-100-graduados-trabajo/202110201214221534557.html",
      "2026-11-28",
    ),
    institutionPage(
      "es-escola-agraria-tarrega-segre",
      "Segre",
      "Formar payeses a distancia (news report, 5 May 2025)",
      "https://www.segre.com/es/comarcas/250505/formar-payeses-a-distancia_813297.html",
      "2026-11-28",
    ),
    institutionPage(
      "es-cifp-avila-diariodevalladolid",
      "Diario de Valladolid (El Mundo)",
      "La titulación gana terreno en el porcino para mayor empleabilidad (news report, May 2020)",
      "https://diariodevalladolid.elmundo.es/articulo/mundo-agrario/titulacion-gana-terreno-porcino-mayor-empleabilidad/20200525114820380616.html",
      "2026-11-28",
    ),
  ],
  institutions: [
    institutionsOf("ES")(
      "es-ies-son-pacs",
      "IES Son Pacs",
      "Palma",
      "public",
      "https://www.educaib.eu",
      "es-son-pacs-ultimahora",
    ),
    institutionsOf("ES")(
      "es-cifp-as-mercedes",
      "CIFP As Mercedes",
      "Lugo",
      "public",
      "https://www.cifpasmercedes.org",
      "es-cifp-as-mercedes-elprogreso",
    ),
    institutionsOf("ES")(
      "es-escola-agraria-tarrega",
      "Escola Agrària de Tàrrega (Departament d'Agricultura, Generalitat de Catalunya)",
      "Tàrrega",
      "public",
      "https://agricultura.gencat.cat",
      "es-escola-agraria-tarrega-segre",
    ),
    institutionsOf("ES")(
      "es-cifp-avila",
      "Centro Integrado de Formación Profesional de Ávila",
      "Ávila",
      "public",
      "https://www.educa.jcyl.es",
      "es-cifp-avila-diariodevalladolid",
    ),
  ],
  programs: [
    ...offered("es-ies-son-pacs", "technical", "es-son-pacs-ultimahora", [
      [
        "aircraft-maintenance",
        "Técnico Superior en Mantenimiento Aeromecánico de Aviones con Motor de Turbina (con Air Europa)",
        { duration: "2 años" },
      ],
    ]),
    ...offered("es-cifp-as-mercedes", "technical", "es-cifp-as-mercedes-elprogreso", [
      [
        "aircraft-maintenance",
        "Técnico Superior en Mantenimiento Aeromecánico de Aviones con Motor de Turbina",
        { duration: "2 años" },
      ],
    ]),
    ...offered("es-escola-agraria-tarrega", "technical", "es-escola-agraria-tarrega-segre", [
      [
        "agricultural-technician",
        "CFGM Producció Agropecuària (a distància, amb l'Institut Obert de Catalunya)",
        { modality: "distance" },
      ],
    ]),
    ...offered("es-cifp-avila", "technical", "es-cifp-avila-diariodevalladolid", [
      ["agricultural-technician", "Técnico en Producción Agropecuaria (FP dual, especialización en porcino)"],
    ]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "ES",
  sources: [
    {
      id: "es-ucm-site",
      publisher: "Universidad Complutense de Madrid",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.ucm.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-uam-site",
      publisher: "Universidad Autónoma de Madrid",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.uam.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-upm-site",
      publisher: "Universidad Politécnica de Madrid",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.upm.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-uc3m-site",
      publisher: "Universidad Carlos III de Madrid",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.uc3m.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-urjc-site",
      publisher: "Universidad Rey Juan Carlos",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.urjc.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-uah-site",
      publisher: "Universidad de Alcalá",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.uah.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-uned-site",
      publisher: "Universidad Nacional de Educación a Distancia (UNED)",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.uned.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-ub-site",
      publisher: "Universitat de Barcelona",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.ub.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-uab-site",
      publisher: "Universitat Autònoma de Barcelona",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.uab.cat",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-upf-site",
      publisher: "Universitat Pompeu Fabra",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.upf.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-upc-site",
      publisher: "Universitat Politècnica de Catalunya",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.upc.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-us-site",
      publisher: "Universidad de Sevilla",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.us.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-ugr-site",
      publisher: "Universidad de Granada",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.ugr.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-uv-site",
      publisher: "Universitat de València",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.uv.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-upv-site",
      publisher: "Universitat Politècnica de València",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.upv.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-ua-site",
      publisher: "Universidad de Alicante",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.ua.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-usal-site",
      publisher: "Universidad de Salamanca",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.usal.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-unizar-site",
      publisher: "Universidad de Zaragoza",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.unizar.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-uco-site",
      publisher: "Universidad de Córdoba",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.uco.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-unileon-site",
      publisher: "Universidad de León",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.unileon.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-usc-site",
      publisher: "Universidade de Santiago de Compostela",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.usc.gal",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-uji-site",
      publisher: "Universitat Jaume I",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.uji.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-unav-site",
      publisher: "Universidad de Navarra",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.unav.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-iese-site",
      publisher: "IESE Business School – Universidad de Navarra",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.iese.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-comillas-site",
      publisher: "Universidad Pontificia Comillas",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.comillas.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-deusto-site",
      publisher: "Universidad de Deusto",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.deusto.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-ceu-site",
      publisher: "Universidad CEU San Pablo",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.uspceu.com",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-uem-site",
      publisher: "Universidad Europea de Madrid",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://universidadeuropea.com",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-uchceu-site",
      publisher: "Universidad CEU Cardenal Herrera",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.uchceu.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-uoc-site",
      publisher: "Universitat Oberta de Catalunya",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.uoc.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-unir-site",
      publisher: "Universidad Internacional de La Rioja (UNIR)",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.unir.net",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-ie-site",
      publisher: "IE University",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.ie.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-esade-site",
      publisher: "ESADE (Universitat Ramon Llull)",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.esade.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-esic-site",
      publisher: "ESIC University",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.esic.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-utad-site",
      publisher: "U-tad, Centro Universitario de Tecnología y Arte Digital",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://u-tad.com",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-cett-site",
      publisher: "CETT (adscrito a la Universitat de Barcelona)",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.cett.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-les-roches-site",
      publisher: "Les Roches Marbella",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://lesroches.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-bculinary-site",
      publisher: "Basque Culinary Center (Mondragon Unibertsitatea)",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.bculinary.com",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-rcsmm-site",
      publisher: "Real Conservatorio Superior de Música de Madrid",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://rcsmm.eu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-esmuc-site",
      publisher: "Escola Superior de Música de Catalunya (ESMUC)",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.esmuc.cat",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-musikene-site",
      publisher: "Musikene – Centro Superior de Música del País Vasco",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.musikene.eus",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-resad-site",
      publisher: "Real Escuela Superior de Arte Dramático (RESAD)",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.resad.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-institut-teatre-site",
      publisher: "Institut del Teatre",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://www.institutdelteatre.cat",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-esdm-site",
      publisher: "Escuela Superior de Diseño de Madrid",
      title: "Oferta académica: grados y másteres (página oficial)",
      url: "https://esdmadrid.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-escola-treball-site",
      publisher: "Institut Escola del Treball",
      title: "Oferta de cicles formatius (pàgina oficial)",
      url: "https://escoladeltreball.org",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-puerta-bonita-site",
      publisher: "IES Puerta Bonita",
      title: "Ciclos formativos de imagen, sonido y artes gráficas (página oficial)",
      url: "https://iespuertabonita.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-los-enlaces-site",
      publisher: "CPIFP Los Enlaces",
      title: "Ciclos formativos (página oficial)",
      url: "https://cpilosenlaces.com",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-mislata-site",
      publisher: "CIPFP Mislata",
      title: "Ciclos formativos (página oficial)",
      url: "https://cipfpmislata.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-ilerna-site",
      publisher: "ILERNA",
      title: "Ciclos formativos de FP (página oficial)",
      url: "https://www.ilerna.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-medac-site",
      publisher: "MEDAC",
      title: "Ciclos formativos de FP (página oficial)",
      url: "https://medac.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "es-linkia-site",
      publisher: "Linkia FP",
      title: "Ciclos formativos de FP (página oficial)",
      url: "https://linkiafp.es",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    {
      id: "es-ucm",
      country: "ES",
      name: "Universidad Complutense de Madrid",
      city: "Madrid",
      kind: "public",
      website: "https://www.ucm.es",
      source: "es-ucm-site",
    },
    {
      id: "es-uam",
      country: "ES",
      name: "Universidad Autónoma de Madrid",
      city: "Madrid",
      kind: "public",
      website: "https://www.uam.es",
      source: "es-uam-site",
    },
    {
      id: "es-upm",
      country: "ES",
      name: "Universidad Politécnica de Madrid",
      city: "Madrid",
      kind: "public",
      website: "https://www.upm.es",
      source: "es-upm-site",
    },
    {
      id: "es-uc3m",
      country: "ES",
      name: "Universidad Carlos III de Madrid",
      city: "Getafe",
      kind: "public",
      website: "https://www.uc3m.es",
      source: "es-uc3m-site",
    },
    {
      id: "es-urjc",
      country: "ES",
      name: "Universidad Rey Juan Carlos",
      city: "Móstoles",
      kind: "public",
      website: "https://www.urjc.es",
      source: "es-urjc-site",
    },
    {
      id: "es-uah",
      country: "ES",
      name: "Universidad de Alcalá",
      city: "Alcalá de Henares",
      kind: "public",
      website: "https://www.uah.es",
      source: "es-uah-site",
    },
    {
      id: "es-uned",
      country: "ES",
      name: "Universidad Nacional de Educación a Distancia (UNED)",
      city: "Madrid",
      kind: "public",
      website: "https://www.uned.es",
      source: "es-uned-site",
    },
    {
      id: "es-ub",
      country: "ES",
      name: "Universitat de Barcelona",
      city: "Barcelona",
      kind: "public",
      website: "https://www.ub.edu",
      source: "es-ub-site",
    },
    {
      id: "es-uab",
      country: "ES",
      name: "Universitat Autònoma de Barcelona",
      city: "Cerdanyola del Vallès",
      kind: "public",
      website: "https://www.uab.cat",
      source: "es-uab-site",
    },
    {
      id: "es-upf",
      country: "ES",
      name: "Universitat Pompeu Fabra",
      city: "Barcelona",
      kind: "public",
      website: "https://www.upf.edu",
      source: "es-upf-site",
    },
    {
      id: "es-upc",
      country: "ES",
      name: "Universitat Politècnica de Catalunya",
      city: "Barcelona",
      kind: "public",
      website: "https://www.upc.edu",
      source: "es-upc-site",
    },
    {
      id: "es-us",
      country: "ES",
      name: "Universidad de Sevilla",
      city: "Sevilla",
      kind: "public",
      website: "https://www.us.es",
      source: "es-us-site",
    },
    {
      id: "es-ugr",
      country: "ES",
      name: "Universidad de Granada",
      city: "Granada",
      kind: "public",
      website: "https://www.ugr.es",
      source: "es-ugr-site",
    },
    {
      id: "es-uv",
      country: "ES",
      name: "Universitat de València",
      city: "Valencia",
      kind: "public",
      website: "https://www.uv.es",
      source: "es-uv-site",
    },
    {
      id: "es-upv",
      country: "ES",
      name: "Universitat Politècnica de València",
      city: "Valencia",
      kind: "public",
      website: "https://www.upv.es",
      source: "es-upv-site",
    },
    {
      id: "es-ua",
      country: "ES",
      name: "Universidad de Alicante",
      city: "San Vicente del Raspeig",
      kind: "public",
      website: "https://www.ua.es",
      source: "es-ua-site",
    },
    {
      id: "es-usal",
      country: "ES",
      name: "Universidad de Salamanca",
      city: "Salamanca",
      kind: "public",
      website: "https://www.usal.es",
      source: "es-usal-site",
    },
    {
      id: "es-unizar",
      country: "ES",
      name: "Universidad de Zaragoza",
      city: "Zaragoza",
      kind: "public",
      website: "https://www.unizar.es",
      source: "es-unizar-site",
    },
    {
      id: "es-uco",
      country: "ES",
      name: "Universidad de Córdoba",
      city: "Córdoba",
      kind: "public",
      website: "https://www.uco.es",
      source: "es-uco-site",
    },
    {
      id: "es-unileon",
      country: "ES",
      name: "Universidad de León",
      city: "León",
      kind: "public",
      website: "https://www.unileon.es",
      source: "es-unileon-site",
    },
    {
      id: "es-usc",
      country: "ES",
      name: "Universidade de Santiago de Compostela",
      city: "Santiago de Compostela",
      kind: "public",
      website: "https://www.usc.gal",
      source: "es-usc-site",
    },
    {
      id: "es-uji",
      country: "ES",
      name: "Universitat Jaume I",
      city: "Castellón de la Plana",
      kind: "public",
      website: "https://www.uji.es",
      source: "es-uji-site",
    },
    {
      id: "es-unav",
      country: "ES",
      name: "Universidad de Navarra",
      city: "Pamplona",
      kind: "private",
      website: "https://www.unav.edu",
      source: "es-unav-site",
    },
    {
      id: "es-iese",
      country: "ES",
      name: "IESE Business School – Universidad de Navarra",
      city: "Barcelona",
      kind: "private",
      website: "https://www.iese.edu",
      source: "es-iese-site",
    },
    {
      id: "es-comillas",
      country: "ES",
      name: "Universidad Pontificia Comillas",
      city: "Madrid",
      kind: "private",
      website: "https://www.comillas.edu",
      source: "es-comillas-site",
    },
    {
      id: "es-deusto",
      country: "ES",
      name: "Universidad de Deusto",
      city: "Bilbao",
      kind: "private",
      website: "https://www.deusto.es",
      source: "es-deusto-site",
    },
    {
      id: "es-ceu",
      country: "ES",
      name: "Universidad CEU San Pablo",
      city: "Madrid",
      kind: "private",
      website: "https://www.uspceu.com",
      source: "es-ceu-site",
    },
    {
      id: "es-uem",
      country: "ES",
      name: "Universidad Europea de Madrid",
      city: "Villaviciosa de Odón",
      kind: "private",
      website: "https://universidadeuropea.com",
      source: "es-uem-site",
    },
    {
      id: "es-uchceu",
      country: "ES",
      name: "Universidad CEU Cardenal Herrera",
      city: "Alfara del Patriarca",
      kind: "private",
      website: "https://www.uchceu.es",
      source: "es-uchceu-site",
    },
    {
      id: "es-uoc",
      country: "ES",
      name: "Universitat Oberta de Catalunya",
      city: "Barcelona",
      kind: "private",
      website: "https://www.uoc.edu",
      source: "es-uoc-site",
    },
    {
      id: "es-unir",
      country: "ES",
      name: "Universidad Internacional de La Rioja (UNIR)",
      city: "Logroño",
      kind: "private",
      website: "https://www.unir.net",
      source: "es-unir-site",
    },
    {
      id: "es-ie",
      country: "ES",
      name: "IE University",
      city: "Segovia",
      kind: "private",
      website: "https://www.ie.edu",
      source: "es-ie-site",
    },
    {
      id: "es-esade",
      country: "ES",
      name: "ESADE (Universitat Ramon Llull)",
      city: "Barcelona",
      kind: "private",
      website: "https://www.esade.edu",
      source: "es-esade-site",
    },
    {
      id: "es-esic",
      country: "ES",
      name: "ESIC University",
      city: "Pozuelo de Alarcón",
      kind: "private",
      website: "https://www.esic.edu",
      source: "es-esic-site",
    },
    {
      id: "es-utad",
      country: "ES",
      name: "U-tad, Centro Universitario de Tecnología y Arte Digital",
      city: "Las Rozas de Madrid",
      kind: "private",
      website: "https://u-tad.com",
      source: "es-utad-site",
    },
    {
      id: "es-cett",
      country: "ES",
      name: "CETT (adscrito a la Universitat de Barcelona)",
      city: "Barcelona",
      kind: "private",
      website: "https://www.cett.es",
      source: "es-cett-site",
    },
    {
      id: "es-les-roches",
      country: "ES",
      name: "Les Roches Marbella",
      city: "Marbella",
      kind: "private",
      website: "https://lesroches.edu",
      source: "es-les-roches-site",
    },
    {
      id: "es-bculinary",
      country: "ES",
      name: "Basque Culinary Center (Mondragon Unibertsitatea)",
      city: "Donostia-San Sebastián",
      kind: "private",
      website: "https://www.bculinary.com",
      source: "es-bculinary-site",
    },
    {
      id: "es-rcsmm",
      country: "ES",
      name: "Real Conservatorio Superior de Música de Madrid",
      city: "Madrid",
      kind: "public",
      website: "https://rcsmm.eu",
      source: "es-rcsmm-site",
    },
    {
      id: "es-esmuc",
      country: "ES",
      name: "Escola Superior de Música de Catalunya (ESMUC)",
      city: "Barcelona",
      kind: "public",
      website: "https://www.esmuc.cat",
      source: "es-esmuc-site",
    },
    {
      id: "es-musikene",
      country: "ES",
      name: "Musikene – Centro Superior de Música del País Vasco",
      city: "Donostia-San Sebastián",
      kind: "public",
      website: "https://www.musikene.eus",
      source: "es-musikene-site",
    },
    {
      id: "es-resad",
      country: "ES",
      name: "Real Escuela Superior de Arte Dramático (RESAD)",
      city: "Madrid",
      kind: "public",
      website: "https://www.resad.es",
      source: "es-resad-site",
    },
    {
      id: "es-institut-teatre",
      country: "ES",
      name: "Institut del Teatre",
      city: "Barcelona",
      kind: "public",
      website: "https://www.institutdelteatre.cat",
      source: "es-institut-teatre-site",
    },
    {
      id: "es-esdm",
      country: "ES",
      name: "Escuela Superior de Diseño de Madrid",
      city: "Madrid",
      kind: "public",
      website: "https://esdmadrid.es",
      source: "es-esdm-site",
    },
    {
      id: "es-escola-treball",
      country: "ES",
      name: "Institut Escola del Treball",
      city: "Barcelona",
      kind: "public",
      website: "https://escoladeltreball.org",
      source: "es-escola-treball-site",
    },
    {
      id: "es-puerta-bonita",
      country: "ES",
      name: "IES Puerta Bonita",
      city: "Madrid",
      kind: "public",
      website: "https://iespuertabonita.es",
      source: "es-puerta-bonita-site",
    },
    {
      id: "es-los-enlaces",
      country: "ES",
      name: "CPIFP Los Enlaces",
      city: "Zaragoza",
      kind: "public",
      website: "https://cpilosenlaces.com",
      source: "es-los-enlaces-site",
    },
    {
      id: "es-mislata",
      country: "ES",
      name: "CIPFP Mislata",
      city: "Mislata",
      kind: "public",
      website: "https://cipfpmislata.es",
      source: "es-mislata-site",
    },
    {
      id: "es-ilerna",
      country: "ES",
      name: "ILERNA",
      city: "Lleida",
      kind: "private",
      website: "https://www.ilerna.es",
      source: "es-ilerna-site",
    },
    {
      id: "es-medac",
      country: "ES",
      name: "MEDAC",
      city: "Varias sedes (Andalucía, Madrid)",
      kind: "private",
      website: "https://medac.es",
      source: "es-medac-site",
    },
    {
      id: "es-linkia",
      country: "ES",
      name: "Linkia FP",
      city: "Barcelona",
      kind: "private",
      website: "https://linkiafp.es",
      source: "es-linkia-site",
    },
  ],
  programs: [
    ...offered("es-ucm", "bachelor", "es-ucm-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["dentistry", "Grado en Odontología", { duration: "5 años" }],
      ["pharmacy", "Grado en Farmacia", { duration: "5 años" }],
      ["nutrition", "Grado en Nutrición Humana y Dietética", { duration: "4 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["physical-therapy", "Grado en Fisioterapia", { duration: "4 años" }],
      ["occupational-therapy", "Grado en Terapia Ocupacional", { duration: "4 años" }],
      ["speech-therapy", "Grado en Logopedia", { duration: "4 años" }],
      ["veterinary-medicine", "Grado en Veterinaria", { duration: "5 años" }],
      ["biology", "Grado en Biología", { duration: "4 años" }],
      ["chemistry", "Grado en Química", { duration: "4 años" }],
      ["physics", "Grado en Física", { duration: "4 años" }],
      ["mathematics", "Grado en Matemáticas", { duration: "4 años" }],
      ["statistics", "Grado en Estadística Aplicada", { duration: "4 años" }],
      ["geology", "Grado en Geología", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["economics", "Grado en Economía", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["political-science", "Grado en Ciencia Política", { duration: "4 años" }],
      ["public-administration", "Grado en Gestión y Administración Pública", { duration: "4 años" }],
      ["international-relations", "Grado en Relaciones Internacionales", { duration: "4 años" }],
      ["sociology", "Grado en Sociología", { duration: "4 años" }],
      ["anthropology", "Grado en Antropología Social y Cultural", { duration: "4 años" }],
      ["social-work", "Grado en Trabajo Social", { duration: "4 años" }],
      ["criminology", "Grado en Criminología", { duration: "4 años" }],
      ["human-resources", "Grado en Relaciones Laborales y Recursos Humanos", { duration: "4 años" }],
      ["history", "Grado en Historia", { duration: "4 años" }],
      ["philosophy", "Grado en Filosofía", { duration: "4 años" }],
      ["library-science", "Grado en Información y Documentación", { duration: "4 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
      ["film", "Grado en Comunicación Audiovisual", { duration: "4 años" }],
      ["advertising", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["public-relations", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["fine-arts", "Grado en Bellas Artes", { duration: "4 años" }],
      ["graphic-design", "Grado en Diseño", { duration: "4 años" }],
      ["literature", "Grado en Literatura General y Comparada", { duration: "4 años" }],
      ["modern-languages", "Grado en Lenguas Modernas y sus Literaturas", { duration: "4 años" }],
      ["english-teaching", "Grado en Estudios Ingleses", { duration: "4 años" }],
      ["tourism", "Grado en Turismo", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      ["software-engineering", "Grado en Ingeniería del Software", { duration: "4 años" }],
      ["game-design", "Grado en Desarrollo de Videojuegos", { duration: "4 años" }],
      ["primary-education", "Grado en Maestro en Educación Primaria", { duration: "4 años" }],
      ["early-childhood-education", "Grado en Maestro en Educación Infantil", { duration: "4 años" }],
    ]),
    ...offered("es-ucm", "graduate", "es-ucm-site", [
      [
        "english-teaching",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Inglés)",
        { duration: "1 año" },
      ],
      [
        "mathematics-teaching",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Matemáticas)",
        { duration: "1 año" },
      ],
      [
        "counselling",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Orientación Educativa)",
        { duration: "1 año" },
      ],
      ["journalism", "Máster Universitario en Periodismo Multimedia Profesional"],
      ["actuarial-science", "Máster Universitario en Ciencias Actuariales y Financieras"],
      ["library-science", "Máster Universitario en Gestión de la Documentación, Bibliotecas y Archivos"],
      ["data-science", "Máster Universitario en Minería de Datos e Inteligencia de Negocios"],
      ["statistics", "Máster Universitario en Minería de Datos e Inteligencia de Negocios"],
      ["social-work", "Máster Universitario en Trabajo Social Comunitario, Gestión y Evaluación de Servicios Sociales"],
      ["game-design", "Máster Universitario en Desarrollo de Videojuegos"],
      ["public-administration", "Máster Universitario en Gobierno y Administración Pública"],
    ]),
    ...offered("es-uam", "bachelor", "es-uam-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["nutrition", "Grado en Nutrición Humana y Dietética", { duration: "4 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["biology", "Grado en Biología", { duration: "4 años" }],
      ["chemistry", "Grado en Química", { duration: "4 años" }],
      ["physics", "Grado en Física", { duration: "4 años" }],
      ["mathematics", "Grado en Matemáticas", { duration: "4 años" }],
      ["biotechnology", "Grado en Biotecnología", { duration: "4 años" }],
      ["environmental-science", "Grado en Ciencias Ambientales", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["economics", "Grado en Economía", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["political-science", "Grado en Ciencia Política y Administración Pública", { duration: "4 años" }],
      ["public-administration", "Grado en Ciencia Política y Administración Pública", { duration: "4 años" }],
      ["sociology", "Grado en Sociología", { duration: "4 años" }],
      ["anthropology", "Grado en Antropología Social y Cultural", { duration: "4 años" }],
      ["history", "Grado en Historia", { duration: "4 años" }],
      ["philosophy", "Grado en Filosofía", { duration: "4 años" }],
      ["translation", "Grado en Traducción e Interpretación", { duration: "4 años" }],
      ["english-teaching", "Grado en Estudios Ingleses", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      [
        "telecommunications-engineering",
        "Grado en Ingeniería de Tecnologías y Servicios de Telecomunicación",
        { duration: "4 años" },
      ],
      ["primary-education", "Grado en Maestro en Educación Primaria", { duration: "4 años" }],
      ["early-childhood-education", "Grado en Maestro en Educación Infantil", { duration: "4 años" }],
      ["sports-science", "Grado en Ciencias de la Actividad Física y del Deporte", { duration: "4 años" }],
      ["physical-education", "Grado en Ciencias de la Actividad Física y del Deporte", { duration: "4 años" }],
    ]),
    ...offered("es-uam", "graduate", "es-uam-site", [
      [
        "english-teaching",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Inglés)",
        { duration: "1 año" },
      ],
      [
        "mathematics-teaching",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Matemáticas)",
        { duration: "1 año" },
      ],
      [
        "counselling",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Orientación Educativa)",
        { duration: "1 año" },
      ],
      ["political-science", "Máster Universitario en Democracia y Gobierno"],
      ["international-relations", "Máster Universitario en Relaciones Internacionales y Estudios Africanos"],
      ["journalism", "Máster de Periodismo UAM-El País"],
    ]),
    ...offered("es-upm", "bachelor", "es-upm-site", [
      ["architecture", "Grado en Fundamentos de la Arquitectura", { duration: "5 años" }],
      ["civil-engineering", "Grado en Ingeniería Civil y Territorial", { duration: "4 años" }],
      ["construction-engineering", "Grado en Edificación", { duration: "4 años" }],
      ["mechanical-engineering", "Grado en Ingeniería Mecánica", { duration: "4 años" }],
      ["electrical-engineering", "Grado en Ingeniería Eléctrica", { duration: "4 años" }],
      ["electronic-engineering", "Grado en Ingeniería Electrónica Industrial y Automática", { duration: "4 años" }],
      ["chemical-engineering", "Grado en Ingeniería Química", { duration: "4 años" }],
      ["industrial-engineering", "Grado en Ingeniería en Tecnologías Industriales", { duration: "4 años" }],
      [
        "telecommunications-engineering",
        "Grado en Ingeniería de Tecnologías y Servicios de Telecomunicación",
        { duration: "4 años" },
      ],
      ["aerospace-engineering", "Grado en Ingeniería Aeroespacial", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      ["software-engineering", "Grado en Ingeniería del Software", { duration: "4 años" }],
      ["information-systems", "Grado en Sistemas de Información", { duration: "4 años" }],
      ["data-science", "Grado en Ciencia de Datos e Inteligencia Artificial", { duration: "4 años" }],
      ["biomedical-engineering", "Grado en Ingeniería Biomédica", { duration: "4 años" }],
      ["forestry-engineering", "Grado en Ingeniería Forestal y del Medio Natural", { duration: "4 años" }],
      ["agricultural-engineering", "Grado en Ingeniería Agrícola", { duration: "4 años" }],
      ["agronomy", "Grado en Ingeniería Agrícola", { duration: "4 años" }],
      ["food-engineering", "Grado en Ingeniería Alimentaria", { duration: "4 años" }],
      ["environmental-engineering", "Grado en Ingeniería Ambiental", { duration: "4 años" }],
      [
        "industrial-design",
        "Grado en Ingeniería en Diseño Industrial y Desarrollo de Producto",
        { duration: "4 años" },
      ],
      ["sports-science", "Grado en Ciencias de la Actividad Física y del Deporte", { duration: "4 años" }],
      ["physical-education", "Grado en Ciencias de la Actividad Física y del Deporte", { duration: "4 años" }],
    ]),
    ...offered("es-upm", "graduate", "es-upm-site", [
      ["urban-planning", "Máster Universitario en Planeamiento Urbano y Territorial"],
      [
        "software-engineering",
        "Máster Universitario en Ingeniería del Software - European Master in Software Engineering",
      ],
      ["industrial-engineering", "Máster Universitario en Ingeniería de Organización"],
    ]),
    ...offered("es-uc3m", "bachelor", "es-uc3m-site", [
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["economics", "Grado en Economía", { duration: "4 años" }],
      ["business-administration", "Grado en Administración de Empresas", { duration: "4 años" }],
      ["finance", "Grado en Finanzas y Contabilidad", { duration: "4 años" }],
      ["accounting", "Grado en Finanzas y Contabilidad", { duration: "4 años" }],
      ["international-relations", "Grado en Estudios Internacionales", { duration: "4 años" }],
      ["political-science", "Grado en Ciencias Políticas", { duration: "4 años" }],
      ["sociology", "Grado en Sociología", { duration: "4 años" }],
      ["human-resources", "Grado en Relaciones Laborales y Empleo", { duration: "4 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
      ["film", "Grado en Comunicación Audiovisual", { duration: "4 años" }],
      ["library-science", "Grado en Información y Documentación", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      ["data-science", "Grado en Ciencia e Ingeniería de Datos", { duration: "4 años" }],
      ["biomedical-engineering", "Grado en Ingeniería Biomédica", { duration: "4 años" }],
      ["mechanical-engineering", "Grado en Ingeniería Mecánica", { duration: "4 años" }],
      ["industrial-engineering", "Grado en Ingeniería en Tecnologías Industriales", { duration: "4 años" }],
      ["aerospace-engineering", "Grado en Ingeniería Aeroespacial", { duration: "4 años" }],
    ]),
    ...offered("es-uc3m", "graduate", "es-uc3m-site", [
      ["cybersecurity", "Máster Universitario en Ciberseguridad"],
      ["actuarial-science", "Máster Universitario en Ciencias Actuariales y Financieras"],
      ["economics", "Máster Universitario en Análisis Económico"],
      ["finance", "Máster Universitario en Finanzas"],
      ["library-science", "Máster Universitario en Bibliotecas y Servicios de Información Digital"],
      ["cultural-management", "Máster Universitario en Gestión Cultural"],
      ["communication-studies", "Máster Universitario en Investigación Aplicada en Medios de Comunicación"],
    ]),
    ...offered("es-urjc", "bachelor", "es-urjc-site", [
      ["cybersecurity", "Grado en Ingeniería de la Ciberseguridad", { duration: "4 años" }],
      ["software-engineering", "Grado en Ingeniería del Software", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      ["game-design", "Grado en Diseño y Desarrollo de Videojuegos", { duration: "4 años" }],
      ["marketing", "Grado en Marketing", { duration: "4 años" }],
      ["tourism", "Grado en Turismo", { duration: "4 años" }],
      ["advertising", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["public-relations", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
      ["occupational-therapy", "Grado en Terapia Ocupacional", { duration: "4 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["environmental-engineering", "Grado en Ingeniería Ambiental", { duration: "4 años" }],
    ]),
    ...offered("es-urjc", "graduate", "es-urjc-site", [
      [
        "tourism",
        "Máster Universitario en Dirección Internacional del Turismo",
        {
          duration: "1 año",
          url: "https://en.urjc.es/universidad/facultades/escuela-de-masteres-oficiales/900-direccion-internacional-del-turismo",
        },
      ],
    ]),
    ...offered("es-uah", "bachelor", "es-uah-site", [
      ["information-systems", "Grado en Sistemas de Información", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["pharmacy", "Grado en Farmacia", { duration: "5 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["biology", "Grado en Biología", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["architecture", "Grado en Fundamentos de la Arquitectura", { duration: "5 años" }],
    ]),
    ...offered("es-uned", "bachelor", "es-uned-site", [
      ["psychology", "Grado en Psicología", { duration: "4 años", modality: "distance" }],
      ["law", "Grado en Derecho", { duration: "4 años", modality: "distance" }],
      ["economics", "Grado en Economía", { duration: "4 años", modality: "distance" }],
      [
        "business-administration",
        "Grado en Administración y Dirección de Empresas",
        { duration: "4 años", modality: "distance" },
      ],
      [
        "political-science",
        "Grado en Ciencia Política y de la Administración",
        { duration: "4 años", modality: "distance" },
      ],
      ["sociology", "Grado en Sociología", { duration: "4 años", modality: "distance" }],
      ["anthropology", "Grado en Antropología Social y Cultural", { duration: "4 años", modality: "distance" }],
      ["social-work", "Grado en Trabajo Social", { duration: "4 años", modality: "distance" }],
      ["history", "Grado en Geografía e Historia", { duration: "4 años", modality: "distance" }],
      ["philosophy", "Grado en Filosofía", { duration: "4 años", modality: "distance" }],
      ["mathematics", "Grado en Matemáticas", { duration: "4 años", modality: "distance" }],
      ["physics", "Grado en Física", { duration: "4 años", modality: "distance" }],
      ["chemistry", "Grado en Química", { duration: "4 años", modality: "distance" }],
      ["environmental-science", "Grado en Ciencias Ambientales", { duration: "4 años", modality: "distance" }],
      ["tourism", "Grado en Turismo", { duration: "4 años", modality: "distance" }],
      ["criminology", "Grado en Criminología", { duration: "4 años", modality: "distance" }],
      [
        "english-teaching",
        "Grado en Estudios Ingleses: Lengua, Literatura y Cultura",
        { duration: "4 años", modality: "distance" },
      ],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años", modality: "distance" }],
      [
        "information-systems",
        "Grado en Ingeniería en Tecnologías de la Información",
        { duration: "4 años", modality: "distance" },
      ],
    ]),
    ...offered("es-uned", "graduate", "es-uned-site", [
      ["special-education", "Máster Universitario en Tratamiento Educativo de la Diversidad", { modality: "distance" }],
      [
        "public-administration",
        "Máster Universitario en Dirección Pública, Políticas Públicas y Tributación",
        { modality: "distance" },
      ],
    ]),
    ...offered("es-ub", "bachelor", "es-ub-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["dentistry", "Grado en Odontología", { duration: "5 años" }],
      ["pharmacy", "Grado en Farmacia", { duration: "5 años" }],
      ["nutrition", "Grado en Nutrición Humana y Dietética", { duration: "4 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["physical-therapy", "Grado en Fisioterapia", { duration: "4 años" }],
      ["speech-therapy", "Grado en Logopedia", { duration: "4 años" }],
      ["biology", "Grado en Biología", { duration: "4 años" }],
      ["biotechnology", "Grado en Biotecnología", { duration: "4 años" }],
      ["chemistry", "Grado en Química", { duration: "4 años" }],
      ["physics", "Grado en Física", { duration: "4 años" }],
      ["mathematics", "Grado en Matemáticas", { duration: "4 años" }],
      ["statistics", "Grado en Estadística", { duration: "4 años" }],
      ["geology", "Grado en Geología", { duration: "4 años" }],
      ["environmental-science", "Grado en Ciencias Ambientales", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["economics", "Grado en Economía", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["international-business", "Grado en Empresa Internacional", { duration: "4 años" }],
      ["criminology", "Grado en Criminología", { duration: "4 años" }],
      ["political-science", "Grado en Ciencias Políticas y de la Administración", { duration: "4 años" }],
      ["public-administration", "Grado en Gestión y Administración Pública", { duration: "4 años" }],
      ["sociology", "Grado en Sociología", { duration: "4 años" }],
      ["anthropology", "Grado en Antropología Social y Cultural", { duration: "4 años" }],
      ["social-work", "Grado en Trabajo Social", { duration: "4 años" }],
      ["history", "Grado en Historia", { duration: "4 años" }],
      ["philosophy", "Grado en Filosofía", { duration: "4 años" }],
      ["library-science", "Grado en Información y Documentación", { duration: "4 años" }],
      ["fine-arts", "Grado en Bellas Artes", { duration: "4 años" }],
      ["literature", "Grado en Estudios Literarios", { duration: "4 años" }],
      ["english-teaching", "Grado en Estudios Ingleses", { duration: "4 años" }],
      ["primary-education", "Grado en Maestro de Educación Primaria", { duration: "4 años" }],
      ["early-childhood-education", "Grado en Maestro de Educación Infantil", { duration: "4 años" }],
      ["biomedical-engineering", "Grado en Ingeniería Biomédica", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      ["chemical-engineering", "Grado en Ingeniería Química", { duration: "4 años" }],
    ]),
    ...offered("es-ub", "graduate", "es-ub-site", [
      [
        "english-teaching",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Inglés)",
        { duration: "1 año" },
      ],
      [
        "mathematics-teaching",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Matemáticas)",
        { duration: "1 año" },
      ],
      [
        "counselling",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Orientación Educativa)",
        { duration: "1 año" },
      ],
      ["data-science", "Máster Universitario en Fundamentos de Ciencia de Datos"],
      ["actuarial-science", "Máster Universitario en Ciencias Actuariales y Financieras"],
      ["criminology", "Máster Universitario en Criminología, Política Criminal y Sociología Jurídico-Penal"],
      ["cultural-management", "Máster Universitario en Gestión Cultural"],
      ["international-business", "Máster Universitario en Empresa Internacional"],
    ]),
    ...offered("es-uab", "bachelor", "es-uab-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["veterinary-medicine", "Grado en Veterinaria", { duration: "5 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["biology", "Grado en Biología", { duration: "4 años" }],
      ["biotechnology", "Grado en Biotecnología", { duration: "4 años" }],
      ["mathematics", "Grado en Matemáticas", { duration: "4 años" }],
      ["physics", "Grado en Física", { duration: "4 años" }],
      ["chemistry", "Grado en Química", { duration: "4 años" }],
      ["geology", "Grado en Geología", { duration: "4 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
      ["film", "Grado en Comunicación Audiovisual", { duration: "4 años" }],
      ["advertising", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["public-relations", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["translation", "Grado en Traducción e Interpretación", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["economics", "Grado en Economía", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["political-science", "Grado en Ciencia Política y Gestión Pública", { duration: "4 años" }],
      ["sociology", "Grado en Sociología", { duration: "4 años" }],
      ["anthropology", "Grado en Antropología Social y Cultural", { duration: "4 años" }],
      ["human-resources", "Grado en Relaciones Laborales", { duration: "4 años" }],
      ["primary-education", "Grado en Educación Primaria", { duration: "4 años" }],
      ["early-childhood-education", "Grado en Educación Infantil", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
    ]),
    ...offered("es-uab", "graduate", "es-uab-site", [
      [
        "english-teaching",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Inglés)",
        { duration: "1 año" },
      ],
      [
        "mathematics-teaching",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Matemáticas)",
        { duration: "1 año" },
      ],
      [
        "counselling",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Orientación Educativa)",
        { duration: "1 año" },
      ],
      ["translation", "Máster Universitario en Traducción Audiovisual"],
      ["biotechnology", "Máster Universitario en Biotecnología Avanzada"],
      ["economics", "Máster Universitario en Análisis Económico"],
    ]),
    ...offered("es-upf", "bachelor", "es-upf-site", [
      ["economics", "Grado en Economía", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["political-science", "Grado en Ciencias Políticas y de la Administración", { duration: "4 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
      ["film", "Grado en Comunicación Audiovisual", { duration: "4 años" }],
      ["advertising", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["translation", "Grado en Traducción e Interpretación", { duration: "4 años" }],
      ["biomedical-engineering", "Grado en Ingeniería Biomédica", { duration: "4 años" }],
      ["data-science", "Grado en Ingeniería Matemática en Ciencia de Datos", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
    ]),
    ...offered("es-upf", "graduate", "es-upf-site", [
      ["communication-studies", "Máster Universitario en Comunicación Social"],
    ]),
    ...offered("es-upc", "bachelor", "es-upc-site", [
      ["architecture", "Grado en Estudios de Arquitectura", { duration: "5 años" }],
      ["construction-engineering", "Grado en Arquitectura Técnica y Edificación", { duration: "4 años" }],
      ["civil-engineering", "Grado en Ingeniería Civil", { duration: "4 años" }],
      ["industrial-engineering", "Grado en Ingeniería en Tecnologías Industriales", { duration: "4 años" }],
      ["mechanical-engineering", "Grado en Ingeniería Mecánica", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      [
        "telecommunications-engineering",
        "Grado en Ingeniería de Tecnologías y Servicios de Telecomunicación",
        { duration: "4 años" },
      ],
      ["aerospace-engineering", "Grado en Ingeniería de Sistemas Aeroespaciales", { duration: "4 años" }],
      ["statistics", "Grado en Estadística", { duration: "4 años" }],
    ]),
    ...offered("es-upc", "graduate", "es-upc-site", [
      ["urban-planning", "Máster Universitario en Urbanismo"],
      ["statistics", "Máster Universitario en Estadística e Investigación Operativa"],
    ]),
    ...offered("es-us", "bachelor", "es-us-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["dentistry", "Grado en Odontología", { duration: "5 años" }],
      ["pharmacy", "Grado en Farmacia", { duration: "5 años" }],
      ["physical-therapy", "Grado en Fisioterapia", { duration: "4 años" }],
      ["speech-therapy", "Grado en Logopedia", { duration: "4 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["biology", "Grado en Biología", { duration: "4 años" }],
      ["chemistry", "Grado en Química", { duration: "4 años" }],
      ["physics", "Grado en Física", { duration: "4 años" }],
      ["mathematics", "Grado en Matemáticas", { duration: "4 años" }],
      ["statistics", "Grado en Estadística", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["economics", "Grado en Economía", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["accounting", "Grado en Finanzas y Contabilidad", { duration: "4 años" }],
      ["finance", "Grado en Finanzas y Contabilidad", { duration: "4 años" }],
      ["marketing", "Grado en Marketing e Investigación de Mercados", { duration: "4 años" }],
      ["human-resources", "Grado en Relaciones Laborales y Recursos Humanos", { duration: "4 años" }],
      ["tourism", "Grado en Turismo", { duration: "4 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
      ["advertising", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["public-relations", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["film", "Grado en Comunicación Audiovisual", { duration: "4 años" }],
      ["english-teaching", "Grado en Estudios Ingleses", { duration: "4 años" }],
      ["history", "Grado en Historia", { duration: "4 años" }],
      ["philosophy", "Grado en Filosofía", { duration: "4 años" }],
      ["fine-arts", "Grado en Bellas Artes", { duration: "4 años" }],
      ["architecture", "Grado en Fundamentos de Arquitectura", { duration: "5 años" }],
      ["construction-engineering", "Grado en Edificación", { duration: "4 años" }],
      ["civil-engineering", "Grado en Ingeniería Civil", { duration: "4 años" }],
      ["aerospace-engineering", "Grado en Ingeniería Aeroespacial", { duration: "4 años" }],
      ["industrial-engineering", "Grado en Ingeniería en Tecnologías Industriales", { duration: "4 años" }],
      ["chemical-engineering", "Grado en Ingeniería Química", { duration: "4 años" }],
      ["electrical-engineering", "Grado en Ingeniería Eléctrica", { duration: "4 años" }],
      ["mechanical-engineering", "Grado en Ingeniería Mecánica", { duration: "4 años" }],
      [
        "telecommunications-engineering",
        "Grado en Ingeniería de las Tecnologías de Telecomunicación",
        { duration: "4 años" },
      ],
      ["computer-science", "Grado en Ingeniería Informática - Tecnologías Informáticas", { duration: "4 años" }],
      ["software-engineering", "Grado en Ingeniería Informática - Ingeniería del Software", { duration: "4 años" }],
      ["primary-education", "Grado en Educación Primaria", { duration: "4 años" }],
      ["early-childhood-education", "Grado en Educación Infantil", { duration: "4 años" }],
      ["social-work", "Grado en Trabajo Social", { duration: "4 años" }],
      ["criminology", "Grado en Criminología", { duration: "4 años" }],
      ["agricultural-engineering", "Grado en Ingeniería Agrícola", { duration: "4 años" }],
    ]),
    ...offered("es-us", "graduate", "es-us-site", [
      [
        "english-teaching",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Inglés)",
        { duration: "1 año" },
      ],
      [
        "mathematics-teaching",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Matemáticas)",
        { duration: "1 año" },
      ],
      [
        "counselling",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Orientación Educativa)",
        { duration: "1 año" },
      ],
    ]),
    ...offered("es-ugr", "bachelor", "es-ugr-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["dentistry", "Grado en Odontología", { duration: "5 años" }],
      ["pharmacy", "Grado en Farmacia", { duration: "5 años" }],
      ["nutrition", "Grado en Nutrición Humana y Dietética", { duration: "4 años" }],
      ["physical-therapy", "Grado en Fisioterapia", { duration: "4 años" }],
      ["occupational-therapy", "Grado en Terapia Ocupacional", { duration: "4 años" }],
      ["speech-therapy", "Grado en Logopedia", { duration: "4 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["biology", "Grado en Biología", { duration: "4 años" }],
      ["chemistry", "Grado en Química", { duration: "4 años" }],
      ["physics", "Grado en Física", { duration: "4 años" }],
      ["mathematics", "Grado en Matemáticas", { duration: "4 años" }],
      ["statistics", "Grado en Estadística", { duration: "4 años" }],
      ["geology", "Grado en Geología", { duration: "4 años" }],
      ["environmental-science", "Grado en Ciencias Ambientales", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["economics", "Grado en Economía", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["accounting", "Grado en Finanzas y Contabilidad", { duration: "4 años" }],
      ["finance", "Grado en Finanzas y Contabilidad", { duration: "4 años" }],
      ["marketing", "Grado en Marketing e Investigación de Mercados", { duration: "4 años" }],
      ["human-resources", "Grado en Relaciones Laborales y Recursos Humanos", { duration: "4 años" }],
      ["tourism", "Grado en Turismo", { duration: "4 años" }],
      ["political-science", "Grado en Ciencias Políticas y de la Administración", { duration: "4 años" }],
      ["public-administration", "Grado en Ciencias Políticas y de la Administración", { duration: "4 años" }],
      ["sociology", "Grado en Sociología", { duration: "4 años" }],
      ["anthropology", "Grado en Antropología Social y Cultural", { duration: "4 años" }],
      ["social-work", "Grado en Trabajo Social", { duration: "4 años" }],
      ["criminology", "Grado en Criminología", { duration: "4 años" }],
      ["history", "Grado en Historia", { duration: "4 años" }],
      ["philosophy", "Grado en Filosofía", { duration: "4 años" }],
      ["translation", "Grado en Traducción e Interpretación", { duration: "4 años" }],
      ["library-science", "Grado en Información y Documentación", { duration: "4 años" }],
      ["fine-arts", "Grado en Bellas Artes", { duration: "4 años" }],
      ["modern-languages", "Grado en Lenguas Modernas y sus Literaturas", { duration: "4 años" }],
      ["english-teaching", "Grado en Estudios Ingleses", { duration: "4 años" }],
      ["literature", "Grado en Literaturas Comparadas", { duration: "4 años" }],
      ["architecture", "Grado en Fundamentos de Arquitectura", { duration: "5 años" }],
      ["construction-engineering", "Grado en Edificación", { duration: "4 años" }],
      ["civil-engineering", "Grado en Ingeniería Civil", { duration: "4 años" }],
      ["chemical-engineering", "Grado en Ingeniería Química", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      [
        "telecommunications-engineering",
        "Grado en Ingeniería de Tecnologías de Telecomunicación",
        { duration: "4 años" },
      ],
      ["primary-education", "Grado en Educación Primaria", { duration: "4 años" }],
      ["early-childhood-education", "Grado en Educación Infantil", { duration: "4 años" }],
      ["sports-science", "Grado en Ciencias de la Actividad Física y del Deporte", { duration: "4 años" }],
      ["physical-education", "Grado en Ciencias de la Actividad Física y del Deporte", { duration: "4 años" }],
    ]),
    ...offered("es-ugr", "graduate", "es-ugr-site", [
      [
        "english-teaching",
        "Máster Universitario en Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Inglés)",
        { duration: "1 año" },
      ],
      [
        "mathematics-teaching",
        "Máster Universitario en Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Matemáticas)",
        { duration: "1 año" },
      ],
      [
        "counselling",
        "Máster Universitario en Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Orientación Educativa)",
        { duration: "1 año" },
      ],
      ["statistics", "Máster Universitario en Estadística Aplicada"],
      ["translation", "Máster Universitario en Traducción Profesional"],
    ]),
    ...offered("es-uv", "bachelor", "es-uv-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["dentistry", "Grado en Odontología", { duration: "5 años" }],
      ["pharmacy", "Grado en Farmacia", { duration: "5 años" }],
      ["nutrition", "Grado en Nutrición Humana y Dietética", { duration: "4 años" }],
      ["physical-therapy", "Grado en Fisioterapia", { duration: "4 años" }],
      ["speech-therapy", "Grado en Logopedia", { duration: "4 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["biology", "Grado en Biología", { duration: "4 años" }],
      ["biotechnology", "Grado en Biotecnología", { duration: "4 años" }],
      ["chemistry", "Grado en Química", { duration: "4 años" }],
      ["physics", "Grado en Física", { duration: "4 años" }],
      ["mathematics", "Grado en Matemáticas", { duration: "4 años" }],
      ["data-science", "Grado en Ciencia de Datos", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["economics", "Grado en Economía", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["accounting", "Grado en Finanzas y Contabilidad", { duration: "4 años" }],
      ["finance", "Grado en Finanzas y Contabilidad", { duration: "4 años" }],
      ["international-business", "Grado en Negocios Internacionales", { duration: "4 años" }],
      ["human-resources", "Grado en Relaciones Laborales y Empleo", { duration: "4 años" }],
      ["criminology", "Grado en Criminología", { duration: "4 años" }],
      ["political-science", "Grado en Ciencias Políticas y de la Administración Pública", { duration: "4 años" }],
      ["public-administration", "Grado en Gestión y Administración Pública", { duration: "4 años" }],
      ["sociology", "Grado en Sociología", { duration: "4 años" }],
      ["social-work", "Grado en Trabajo Social", { duration: "4 años" }],
      ["history", "Grado en Historia", { duration: "4 años" }],
      ["philosophy", "Grado en Filosofía", { duration: "4 años" }],
      ["translation", "Grado en Traducción y Mediación Interlingüística", { duration: "4 años" }],
      ["english-teaching", "Grado en Estudios Ingleses", { duration: "4 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
      ["film", "Grado en Comunicación Audiovisual", { duration: "4 años" }],
      ["advertising", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["public-relations", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["tourism", "Grado en Turismo", { duration: "4 años" }],
      ["primary-education", "Grado en Maestro/a en Educación Primaria", { duration: "4 años" }],
      ["early-childhood-education", "Grado en Maestro/a en Educación Infantil", { duration: "4 años" }],
      ["sports-science", "Grado en Ciencias de la Actividad Física y del Deporte", { duration: "4 años" }],
      ["physical-education", "Grado en Ciencias de la Actividad Física y del Deporte", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      ["chemical-engineering", "Grado en Ingeniería Química", { duration: "4 años" }],
      ["telecommunications-engineering", "Grado en Ingeniería Telemática", { duration: "4 años" }],
    ]),
    ...offered("es-uv", "graduate", "es-uv-site", [
      [
        "english-teaching",
        "Máster Universitario en Profesor/a de Educación Secundaria (especialidad Inglés)",
        { duration: "1 año" },
      ],
      [
        "mathematics-teaching",
        "Máster Universitario en Profesor/a de Educación Secundaria (especialidad Matemáticas)",
        { duration: "1 año" },
      ],
      [
        "counselling",
        "Máster Universitario en Profesor/a de Educación Secundaria (especialidad Orientación Educativa)",
        { duration: "1 año" },
      ],
      ["environmental-engineering", "Máster Universitario en Ingeniería Ambiental"],
      ["actuarial-science", "Máster Universitario en Ciencias Actuariales y Financieras"],
      ["cultural-management", "Máster Universitario en Gestión Cultural"],
      ["social-work", "Máster Universitario en Bienestar Social: Intervención Individual, Familiar y Grupal"],
    ]),
    ...offered("es-upv", "bachelor", "es-upv-site", [
      ["architecture", "Grado en Fundamentos de la Arquitectura", { duration: "5 años" }],
      ["construction-engineering", "Grado en Arquitectura Técnica", { duration: "4 años" }],
      ["civil-engineering", "Grado en Ingeniería Civil", { duration: "4 años" }],
      ["mechanical-engineering", "Grado en Ingeniería Mecánica", { duration: "4 años" }],
      ["electrical-engineering", "Grado en Ingeniería Eléctrica", { duration: "4 años" }],
      ["electronic-engineering", "Grado en Ingeniería Electrónica Industrial y Automática", { duration: "4 años" }],
      ["chemical-engineering", "Grado en Ingeniería Química", { duration: "4 años" }],
      ["industrial-engineering", "Grado en Ingeniería en Tecnologías Industriales", { duration: "4 años" }],
      [
        "telecommunications-engineering",
        "Grado en Ingeniería de Tecnologías y Servicios de Telecomunicación",
        { duration: "4 años" },
      ],
      ["aerospace-engineering", "Grado en Ingeniería Aeroespacial", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      ["data-science", "Grado en Ciencia de Datos", { duration: "4 años" }],
      ["biomedical-engineering", "Grado en Ingeniería Biomédica", { duration: "4 años" }],
      ["biotechnology", "Grado en Biotecnología", { duration: "4 años" }],
      ["agronomy", "Grado en Ingeniería Agronómica y del Medio Rural", { duration: "4 años" }],
      ["forestry-engineering", "Grado en Ingeniería Forestal y del Medio Natural", { duration: "4 años" }],
      ["food-engineering", "Grado en Ciencia y Tecnología de los Alimentos", { duration: "4 años" }],
      ["environmental-science", "Grado en Ciencias Ambientales", { duration: "4 años" }],
      ["fine-arts", "Grado en Bellas Artes", { duration: "4 años" }],
      [
        "industrial-design",
        "Grado en Ingeniería en Diseño Industrial y Desarrollo de Productos",
        { duration: "4 años" },
      ],
      ["film", "Grado en Comunicación Audiovisual", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["tourism", "Grado en Turismo", { duration: "4 años" }],
    ]),
    ...offered("es-upv", "graduate", "es-upv-site", [
      ["industrial-engineering", "Máster Universitario en Ingeniería de Organización y Logística"],
      ["logistics", "Máster Universitario en Ingeniería de Organización y Logística"],
      ["biotechnology", "Máster Universitario en Biotecnología Molecular y Celular de Plantas"],
      ["information-systems", "Máster Universitario en Gestión de la Información"],
      ["animation", "Máster Universitario en Animación"],
    ]),
    ...offered("es-ua", "bachelor", "es-ua-site", [
      ["tourism", "Grado en Turismo", { duration: "4 años" }],
      ["translation", "Grado en Traducción e Interpretación", { duration: "4 años" }],
      ["architecture", "Grado en Fundamentos de la Arquitectura", { duration: "5 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["sociology", "Grado en Sociología", { duration: "4 años" }],
      ["social-work", "Grado en Trabajo Social", { duration: "4 años" }],
      ["marketing", "Grado en Marketing", { duration: "4 años" }],
      ["geology", "Grado en Geología", { duration: "4 años" }],
    ]),
    ...offered("es-ua", "graduate", "es-ua-site", [
      ["tourism", "Máster Universitario en Dirección y Planificación del Turismo"],
    ]),
    ...offered("es-usal", "bachelor", "es-usal-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["pharmacy", "Grado en Farmacia", { duration: "5 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["biology", "Grado en Biología", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["translation", "Grado en Traducción e Interpretación", { duration: "4 años" }],
      ["english-teaching", "Grado en Estudios Ingleses", { duration: "4 años" }],
      ["geology", "Grado en Geología", { duration: "4 años" }],
      ["library-science", "Grado en Información y Documentación", { duration: "4 años" }],
      ["political-science", "Grado en Ciencia Política y Administración Pública", { duration: "4 años" }],
      ["sociology", "Grado en Sociología", { duration: "4 años" }],
      ["social-work", "Grado en Trabajo Social", { duration: "4 años" }],
      ["primary-education", "Grado en Maestro en Educación Primaria", { duration: "4 años" }],
      ["early-childhood-education", "Grado en Maestro en Educación Infantil", { duration: "4 años" }],
    ]),
    ...offered("es-usal", "graduate", "es-usal-site", [
      [
        "english-teaching",
        "Máster Universitario en Profesor de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Inglés)",
        { duration: "1 año" },
      ],
      [
        "mathematics-teaching",
        "Máster Universitario en Profesor de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Matemáticas)",
        { duration: "1 año" },
      ],
      [
        "counselling",
        "Máster Universitario en Profesor de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanzas de Idiomas (especialidad Orientación Educativa)",
        { duration: "1 año" },
      ],
      ["political-science", "Máster Universitario en Ciencia Política"],
    ]),
    ...offered("es-unizar", "bachelor", "es-unizar-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["veterinary-medicine", "Grado en Veterinaria", { duration: "5 años" }],
      ["occupational-therapy", "Grado en Terapia Ocupacional", { duration: "4 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["economics", "Grado en Economía", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["geology", "Grado en Geología", { duration: "4 años" }],
      ["mathematics", "Grado en Matemáticas", { duration: "4 años" }],
      ["physics", "Grado en Física", { duration: "4 años" }],
      ["chemistry", "Grado en Química", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      ["mechanical-engineering", "Grado en Ingeniería Mecánica", { duration: "4 años" }],
      ["industrial-engineering", "Grado en Ingeniería de Tecnologías Industriales", { duration: "4 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
    ]),
    ...offered("es-unizar", "graduate", "es-unizar-site", [
      ["tourism", "Máster Universitario en Dirección y Planificación del Turismo", { duration: "1 año" }],
    ]),
    ...offered("es-uco", "bachelor", "es-uco-site", [
      ["veterinary-medicine", "Grado en Veterinaria", { duration: "5 años" }],
      ["agronomy", "Grado en Ingeniería Agroalimentaria y del Medio Rural", { duration: "4 años" }],
      ["forestry-engineering", "Grado en Ingeniería Forestal", { duration: "4 años" }],
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
    ]),
    ...offered("es-unileon", "bachelor", "es-unileon-site", [
      ["veterinary-medicine", "Grado en Veterinaria", { duration: "5 años" }],
      ["biology", "Grado en Biología", { duration: "4 años" }],
      ["sports-science", "Grado en Ciencias de la Actividad Física y del Deporte", { duration: "4 años" }],
      ["physical-education", "Grado en Ciencias de la Actividad Física y del Deporte", { duration: "4 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
    ]),
    ...offered("es-usc", "bachelor", "es-usc-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["pharmacy", "Grado en Farmacia", { duration: "5 años" }],
      ["veterinary-medicine", "Grado en Veterinaria", { duration: "5 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["biology", "Grado en Biología", { duration: "4 años" }],
      ["physics", "Grado en Física", { duration: "4 años" }],
      ["mathematics", "Grado en Matemáticas", { duration: "4 años" }],
      ["chemistry", "Grado en Química", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
      ["political-science", "Grado en Ciencia Política y de la Administración", { duration: "4 años" }],
    ]),
    ...offered("es-usc", "graduate", "es-usc-site", [
      ["environmental-engineering", "Máster Universitario en Ingeniería Ambiental"],
    ]),
    ...offered("es-uji", "bachelor", "es-uji-site", [
      ["game-design", "Grado en Diseño y Desarrollo de Videojuegos", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["translation", "Grado en Traducción e Interpretación", { duration: "4 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
      ["advertising", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["public-relations", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
    ]),
    ...offered("es-unav", "bachelor", "es-unav-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["pharmacy", "Grado en Farmacia", { duration: "5 años" }],
      ["nutrition", "Grado en Nutrición Humana y Dietética", { duration: "4 años" }],
      ["biology", "Grado en Biología", { duration: "4 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["economics", "Grado en Economía", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
      ["film", "Grado en Comunicación Audiovisual", { duration: "4 años" }],
      ["philosophy", "Grado en Filosofía", { duration: "4 años" }],
      ["history", "Grado en Historia", { duration: "4 años" }],
      ["international-relations", "Grado en Relaciones Internacionales", { duration: "4 años" }],
      ["theology", "Bachiller en Teología", { duration: "5 años" }],
      ["mechanical-engineering", "Grado en Ingeniería Mecánica", { duration: "4 años" }],
      ["industrial-engineering", "Grado en Ingeniería en Tecnologías Industriales", { duration: "4 años" }],
      ["biomedical-engineering", "Grado en Ingeniería Biomédica", { duration: "4 años" }],
    ]),
    ...offered("es-iese", "graduate", "es-iese-site", [["business-administration", "MBA"]]),
    ...offered("es-comillas", "bachelor", "es-comillas-site", [
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["international-relations", "Grado en Relaciones Internacionales", { duration: "4 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["physical-therapy", "Grado en Fisioterapia", { duration: "4 años" }],
      ["social-work", "Grado en Trabajo Social", { duration: "4 años" }],
      ["translation", "Grado en Traducción e Interpretación", { duration: "4 años" }],
      ["industrial-engineering", "Grado en Ingeniería en Tecnologías Industriales", { duration: "4 años" }],
      ["theology", "Bachiller en Teología", { duration: "5 años" }],
    ]),
    ...offered("es-deusto", "bachelor", "es-deusto-site", [
      ["communication-studies", "Grado en Comunicación", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
      ["business-administration", "Grado en Administración y Dirección de Empresas", { duration: "4 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["international-relations", "Grado en Relaciones Internacionales", { duration: "4 años" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años" }],
      ["modern-languages", "Grado en Lenguas Modernas", { duration: "4 años" }],
    ]),
    ...offered("es-ceu", "bachelor", "es-ceu-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["pharmacy", "Grado en Farmacia", { duration: "5 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
      ["advertising", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["public-relations", "Grado en Publicidad y Relaciones Públicas", { duration: "4 años" }],
      ["law", "Grado en Derecho", { duration: "4 años" }],
    ]),
    ...offered("es-uem", "bachelor", "es-uem-site", [
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["dentistry", "Grado en Odontología", { duration: "5 años" }],
      ["nursing", "Grado en Enfermería", { duration: "4 años" }],
      ["physical-therapy", "Grado en Fisioterapia", { duration: "4 años" }],
      ["psychology", "Grado en Psicología", { duration: "4 años" }],
      ["veterinary-medicine", "Grado en Veterinaria", { duration: "5 años" }],
      ["sports-science", "Grado en Ciencias de la Actividad Física y del Deporte", { duration: "4 años" }],
      ["physical-education", "Grado en Ciencias de la Actividad Física y del Deporte", { duration: "4 años" }],
    ]),
    ...offered("es-uchceu", "bachelor", "es-uchceu-site", [
      ["veterinary-medicine", "Grado en Veterinaria", { duration: "5 años" }],
      ["medicine", "Grado en Medicina", { duration: "6 años" }],
      ["dentistry", "Grado en Odontología", { duration: "5 años" }],
      ["journalism", "Grado en Periodismo", { duration: "4 años" }],
    ]),
    ...offered("es-uoc", "bachelor", "es-uoc-site", [
      ["communication-studies", "Grado de Comunicación", { duration: "4 años", modality: "distance" }],
      ["multimedia-design", "Grado de Diseño y Creación Digitales", { duration: "4 años", modality: "distance" }],
      ["psychology", "Grado de Psicología", { duration: "4 años", modality: "distance" }],
      ["computer-science", "Grado de Ingeniería Informática", { duration: "4 años", modality: "distance" }],
      ["data-science", "Grado de Ciencia de Datos Aplicada", { duration: "4 años", modality: "distance" }],
      [
        "business-administration",
        "Grado de Administración y Dirección de Empresas",
        { duration: "4 años", modality: "distance" },
      ],
      ["law", "Grado de Derecho", { duration: "4 años", modality: "distance" }],
      ["marketing", "Grado de Marketing e Investigación de Mercados", { duration: "4 años", modality: "distance" }],
      ["tourism", "Grado de Turismo", { duration: "4 años", modality: "distance" }],
    ]),
    ...offered("es-uoc", "graduate", "es-uoc-site", [
      ["data-science", "Máster Universitario en Ciencia de Datos (Data Science)", { modality: "distance" }],
      ["cybersecurity", "Máster Universitario en Ciberseguridad y Privacidad", { modality: "distance" }],
      ["marketing", "Máster Universitario en Marketing Digital", { modality: "distance" }],
      ["human-resources", "Máster Universitario en Dirección y Gestión de Recursos Humanos", { modality: "distance" }],
    ]),
    ...offered("es-unir", "bachelor", "es-unir-site", [
      ["psychology", "Grado en Psicología", { duration: "4 años", modality: "distance" }],
      ["primary-education", "Grado en Maestro en Educación Primaria", { duration: "4 años", modality: "distance" }],
      [
        "early-childhood-education",
        "Grado en Maestro en Educación Infantil",
        { duration: "4 años", modality: "distance" },
      ],
      [
        "business-administration",
        "Grado en Administración y Dirección de Empresas",
        { duration: "4 años", modality: "distance" },
      ],
      ["marketing", "Grado en Marketing", { duration: "4 años", modality: "distance" }],
      ["computer-science", "Grado en Ingeniería Informática", { duration: "4 años", modality: "distance" }],
      ["law", "Grado en Derecho", { duration: "4 años", modality: "distance" }],
      ["criminology", "Grado en Criminología", { duration: "4 años", modality: "distance" }],
    ]),
    ...offered("es-unir", "graduate", "es-unir-site", [
      [
        "english-teaching",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanza de Idiomas (especialidad Inglés)",
        { duration: "1 año", modality: "distance" },
      ],
      [
        "mathematics-teaching",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanza de Idiomas (especialidad Matemáticas)",
        { duration: "1 año", modality: "distance" },
      ],
      [
        "counselling",
        "Máster Universitario en Formación del Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanza de Idiomas (especialidad Orientación Educativa)",
        { duration: "1 año", modality: "distance" },
      ],
      ["cybersecurity", "Máster Universitario en Ciberseguridad", { modality: "distance" }],
      ["special-education", "Máster Universitario en Educación Especial", { modality: "distance" }],
      [
        "health-services-administration",
        "Máster Universitario en Dirección y Gestión Sanitaria",
        { modality: "distance" },
      ],
      ["human-resources", "Máster Universitario en Dirección y Gestión de Recursos Humanos", { modality: "distance" }],
      ["marketing", "Máster Universitario en Marketing Digital", { modality: "distance" }],
      [
        "business-administration",
        "Máster Universitario en Dirección y Administración de Empresas (MBA)",
        { modality: "distance" },
      ],
    ]),
    ...offered("es-ie", "bachelor", "es-ie-site", [
      ["international-relations", "Bachelor in International Relations", { duration: "4 años" }],
      ["business-administration", "Bachelor in Business Administration", { duration: "4 años" }],
      ["architecture", "Bachelor in Architectural Studies", { duration: "5 años" }],
      ["data-science", "Bachelor in Data & Business Analytics", { duration: "4 años" }],
      ["law", "Bachelor of Laws", { duration: "4 años" }],
    ]),
    ...offered("es-ie", "graduate", "es-ie-site", [
      ["business-administration", "International MBA"],
      ["international-relations", "Master in International Relations"],
    ]),
    ...offered("es-esade", "graduate", "es-esade-site", [
      ["business-administration", "Full-Time MBA"],
      ["international-business", "MSc in International Management"],
      ["finance", "MSc in Finance"],
    ]),
    ...offered("es-esic", "bachelor", "es-esic-site", [["marketing", "Grado en Marketing", { duration: "4 años" }]]),
    ...offered("es-utad", "bachelor", "es-utad-site", [
      ["game-design", "Grado en Diseño de Productos Interactivos", { duration: "4 años" }],
      ["animation", "Grado en Animación", { duration: "4 años" }],
      ["multimedia-design", "Grado en Diseño Digital", { duration: "4 años" }],
      ["software-engineering", "Grado en Ingeniería del Software", { duration: "4 años" }],
    ]),
    ...offered("es-cett", "technical", "es-cett-site", [
      ["culinary-arts", "Técnico Superior en Dirección de Cocina", { duration: "2 años" }],
      ["event-management", "Técnico Superior en Agencias de Viajes y Gestión de Eventos", { duration: "2 años" }],
    ]),
    ...offered("es-cett", "bachelor", "es-cett-site", [
      ["hotel-management", "Grado en Gestión Hotelera", { duration: "4 años" }],
      ["tourism", "Grado en Turismo", { duration: "4 años" }],
      ["culinary-arts", "Grado en Ciencias Culinarias y Gastronómicas", { duration: "4 años" }],
    ]),
    ...offered("es-les-roches", "bachelor", "es-les-roches-site", [
      [
        "hotel-management",
        "Bachelor of Business Administration in Global Hospitality Management",
        { duration: "4 años" },
      ],
    ]),
    ...offered("es-bculinary", "bachelor", "es-bculinary-site", [
      ["culinary-arts", "Grado en Gastronomía y Artes Culinarias", { duration: "4 años" }],
    ]),
    ...offered("es-rcsmm", "bachelor", "es-rcsmm-site", [
      ["music", "Título Superior de Música (especialidad Interpretación)", { duration: "4 años" }],
      ["music-education", "Título Superior de Música (especialidad Pedagogía)", { duration: "4 años" }],
    ]),
    ...offered("es-esmuc", "bachelor", "es-esmuc-site", [
      ["music", "Títol Superior de Música (especialitat Interpretació)", { duration: "4 años" }],
      ["music-education", "Títol Superior de Música (especialitat Pedagogia)", { duration: "4 años" }],
    ]),
    ...offered("es-musikene", "bachelor", "es-musikene-site", [
      ["music", "Título Superior de Música (especialidad Interpretación)", { duration: "4 años" }],
    ]),
    ...offered("es-resad", "bachelor", "es-resad-site", [
      ["theatre", "Título Superior de Arte Dramático (especialidad Interpretación)", { duration: "4 años" }],
    ]),
    ...offered("es-institut-teatre", "bachelor", "es-institut-teatre-site", [
      ["theatre", "Títol Superior d'Art Dramàtic (especialitat Interpretació)", { duration: "4 años" }],
    ]),
    ...offered("es-esdm", "bachelor", "es-esdm-site", [
      ["graphic-design", "Título Superior de Diseño (especialidad Diseño Gráfico)", { duration: "4 años" }],
    ]),
    ...offered("es-escola-treball", "technical", "es-escola-treball-site", [
      ["mechatronics-technician", "CFGS Mecatrònica Industrial", { duration: "2 años" }],
      ["industrial-maintenance", "CFGS Mecatrònica Industrial", { duration: "2 años" }],
      ["automotive-mechanics", "CFGS Automoció", { duration: "2 años" }],
      ["electrical-technician", "CFGS Sistemes Electrotècnics i Automatitzats", { duration: "2 años" }],
      ["programming-technician", "CFGS Desenvolupament d'Aplicacions Multiplataforma", { duration: "2 años" }],
      ["network-technician", "CFGS Administració de Sistemes Informàtics en Xarxa", { duration: "2 años" }],
      ["it-support-technician", "CFGM Sistemes Microinformàtics i Xarxes", { duration: "2 años" }],
      ["electronics-technician", "CFGS Manteniment Electrònic", { duration: "2 años" }],
    ]),
    ...offered("es-puerta-bonita", "technical", "es-puerta-bonita-site", [
      [
        "radio-television-production",
        "Técnico Superior en Realización de Proyectos Audiovisuales y Espectáculos",
        { duration: "2 años" },
      ],
      ["sound-technician", "Técnico Superior en Sonido para Audiovisuales y Espectáculos", { duration: "2 años" }],
      ["photography", "Técnico Superior en Iluminación, Captación y Tratamiento de Imagen", { duration: "2 años" }],
    ]),
    ...offered("es-los-enlaces", "technical", "es-los-enlaces-site", [
      ["programming-technician", "Técnico Superior en Desarrollo de Aplicaciones Web", { duration: "2 años" }],
      [
        "network-technician",
        "Técnico Superior en Administración de Sistemas Informáticos en Red",
        { duration: "2 años" },
      ],
      ["digital-marketing", "Técnico Superior en Marketing y Publicidad", { duration: "2 años" }],
      ["foreign-trade-customs", "Técnico Superior en Comercio Internacional", { duration: "2 años" }],
      ["sales-technician", "Técnico Superior en Gestión de Ventas y Espacios Comerciales", { duration: "2 años" }],
      [
        "radio-television-production",
        "Técnico Superior en Realización de Proyectos Audiovisuales y Espectáculos",
        { duration: "2 años" },
      ],
      ["it-support-technician", "Técnico en Sistemas Microinformáticos y Redes", { duration: "2 años" }],
    ]),
    ...offered("es-mislata", "technical", "es-mislata-site", [
      ["programming-technician", "Técnico Superior en Desarrollo de Aplicaciones Web", { duration: "2 años" }],
      ["it-support-technician", "Técnico en Sistemas Microinformáticos y Redes", { duration: "2 años" }],
      [
        "network-technician",
        "Técnico Superior en Administración de Sistemas Informáticos en Red",
        { duration: "2 años" },
      ],
    ]),
    ...offered("es-ilerna", "technical", "es-ilerna-site", [
      [
        "programming-technician",
        "Técnico Superior en Desarrollo de Aplicaciones Multiplataforma",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "network-technician",
        "Técnico Superior en Administración de Sistemas Informáticos en Red",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "it-support-technician",
        "Técnico en Sistemas Microinformáticos y Redes",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "accounting-technician",
        "Técnico Superior en Administración y Finanzas",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "banking-technician",
        "Técnico Superior en Administración y Finanzas",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "executive-assistant",
        "Técnico Superior en Asistencia a la Dirección",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "foreign-trade-customs",
        "Técnico Superior en Comercio Internacional",
        { duration: "2 años", modality: "distance" },
      ],
      ["digital-marketing", "Técnico Superior en Marketing y Publicidad", { duration: "2 años", modality: "distance" }],
      [
        "sales-technician",
        "Técnico Superior en Gestión de Ventas y Espacios Comerciales",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "event-management",
        "Técnico Superior en Agencias de Viajes y Gestión de Eventos",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "early-childhood-assistant",
        "Técnico Superior en Educación Infantil",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "laboratory-technician",
        "Técnico Superior en Laboratorio Clínico y Biomédico",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "health-information-technician",
        "Técnico Superior en Documentación y Administración Sanitarias",
        { duration: "2 años", modality: "distance" },
      ],
      ["dental-assistant", "Técnico Superior en Higiene Bucodental", { duration: "2 años", modality: "distance" }],
      [
        "nursing-technician",
        "Técnico en Cuidados Auxiliares de Enfermería",
        { duration: "1.400 horas", modality: "distance" },
      ],
      ["pharmacy-technician", "Técnico en Farmacia y Parafarmacia", { duration: "2 años", modality: "distance" }],
      ["paramedic", "Técnico en Emergencias Sanitarias", { duration: "2 años", modality: "distance" }],
    ]),
    ...offered("es-medac", "technical", "es-medac-site", [
      ["laboratory-technician", "Técnico Superior en Laboratorio Clínico y Biomédico", { duration: "2 años" }],
      [
        "health-information-technician",
        "Técnico Superior en Documentación y Administración Sanitarias",
        { duration: "2 años" },
      ],
      ["dental-assistant", "Técnico Superior en Higiene Bucodental", { duration: "2 años" }],
      ["early-childhood-assistant", "Técnico Superior en Educación Infantil", { duration: "2 años" }],
      ["nursing-technician", "Técnico en Cuidados Auxiliares de Enfermería", { duration: "1.400 horas" }],
      ["pharmacy-technician", "Técnico en Farmacia y Parafarmacia", { duration: "2 años" }],
      ["paramedic", "Técnico en Emergencias Sanitarias", { duration: "2 años" }],
    ]),
    ...offered("es-linkia", "technical", "es-linkia-site", [
      [
        "programming-technician",
        "Técnico Superior en Desarrollo de Aplicaciones Multiplataforma",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "network-technician",
        "Técnico Superior en Administración de Sistemas Informáticos en Red",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "accounting-technician",
        "Técnico Superior en Administración y Finanzas",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "executive-assistant",
        "Técnico Superior en Asistencia a la Dirección",
        { duration: "2 años", modality: "distance" },
      ],
      [
        "early-childhood-assistant",
        "Técnico Superior en Educación Infantil",
        { duration: "2 años", modality: "distance" },
      ],
      ["digital-marketing", "Técnico Superior en Marketing y Publicidad", { duration: "2 años", modality: "distance" }],
      [
        "foreign-trade-customs",
        "Técnico Superior en Comercio Internacional",
        { duration: "2 años", modality: "distance" },
      ],
    ]),
  ],
};

/** Session 27's verification pass (2026-11-28): rows of the first passes re-read on a page found with the search tools. */
const READ_S27 = "2026-11-28";
const VERIFIED_S27: CatalogPass = {
  sources: [
    institutionPage(
      "es-uc3m-mecanica-s27",
      "Universidad Carlos III de Madrid",
      "Bachelor in Mechanical Engineering",
      "https://uc3m.es/bachelor-degree/mechanical",
      READ_S27,
    ),
    institutionPage(
      "es-upc-mecanica-s27",
      "Universitat Politècnica de Catalunya (ESEIAAT)",
      "Grado en Ingeniería Mecánica: acceso",
      "https://eseiaat.upc.edu/es/estudios/ingenierias-industriales/grado-en-ingenieria-mecanica/acceso?set_language=es",
      READ_S27,
    ),
    institutionPage(
      "es-esmuc-faq-s27",
      "Escola Superior de Música de Catalunya (ESMUC)",
      "Títol superior de música: accés i admissió, preguntes freqüents",
      "https://esmuc.cat/index.php/Titol-superior-de-musica/Acces-i-admissio/Preguntes-frequeents",
      READ_S27,
    ),
    institutionPage(
      "es-ucm-veterinaria-colvema-s27",
      "Colegio Oficial de Veterinarios de Madrid (Colvema)",
      "Colvema renueva el acuerdo de prácticas para estudiantes de Veterinaria con la Universidad Complutense",
      "https://www.colvet.es/es/1-Noticias-actualidad/19915-Colvema-renueva-el-acuerdo-de-practicas-para-estudiantes-de-Veterinaria-con-la-Universidad-Complutense.htm",
      READ_S27,
    ),
    institutionPage(
      "es-uab-veterinaria-s27",
      "Universitat Autònoma de Barcelona",
      "Study plan: Bachelor's Degree in Veterinary Medicine",
      "https://www.uab.cat/web/studying/ehea-degrees/study-plan/study-plan-structure/x-1345467897115.html?param1=1263367158989",
      READ_S27,
    ),
    institutionPage(
      "es-unizar-veterinaria-s27",
      "Universidad de Zaragoza",
      "Informe de Evaluación de la Calidad: Graduado en Veterinaria (2022)",
      "https://estudios.unizar.es/informe/ver?anyo=2022&estudio_id=20220130",
      READ_S27,
    ),
    institutionPage(
      "es-uco-veterinaria-s27",
      "Universidad de Córdoba (Facultad de Veterinaria)",
      "Presentation: Bachelor of Veterinary Medicine",
      "https://uco.edu.es/veterinaria/en/presentation-en",
      READ_S27,
    ),
    institutionPage(
      "es-uem-veterinaria-s27",
      "Universidad Europea de Madrid",
      "La Universidad Europea lanza el Grado en Veterinaria el próximo curso 21-22",
      "https://universidadeuropea.com/noticias/la-universidad-europea-lanza-el-grado-en-veterinaria-el-proximo-curso-21-22",
      READ_S27,
    ),
    institutionPage(
      "es-uc3m-ciencia-politica-s27",
      "Universidad Carlos III de Madrid",
      "Bachelor in Political Science",
      "https://www.uc3m.es/bachelor-degree/political-science",
      READ_S27,
    ),
    institutionPage(
      "es-ub-ciencies-politiques-s27",
      "Universitat de Barcelona",
      "Grau de Ciències Polítiques i de l'Administració",
      "https://web.ub.edu/web/estudis/w/bachelordegree-g1058?practices",
      READ_S27,
    ),
    institutionPage(
      "es-uab-ciencia-politica-s27",
      "Universitat Autònoma de Barcelona",
      "Pla d'estudis Grau en Ciència Política i Gestió Pública: competències",
      "https://www.uab.cat/web/estudiar/llistat-de-graus/pla-d-estudis/competencies/ciencia-politica-i-gestio-publica-1345467819221.html?param1=1228291015798",
      READ_S27,
    ),
    institutionPage(
      "es-ugr-ciencias-politicas-s27",
      "Universidad de Granada (Facultad de Ciencias Políticas y Sociología)",
      "Grado en Ciencias Políticas y de la Administración: plan de estudios",
      "https://www.ugr.es/~ccpolsoc/plan-estudios-politicas.php",
      READ_S27,
    ),
    institutionPage(
      "es-ucm-filosofia-s27",
      "Universidad Complutense de Madrid",
      "Filosofía. Grado y Doble Grado. Curso 2023/2024: descripción",
      "https://tribuna.ucm.es/estudios/2023-24/grado-filosofia-estudios-descripcion",
      READ_S27,
    ),
    institutionPage(
      "es-ugr-filosofia-s27",
      "Universidad de Granada (sección de Filosofía)",
      "Presentación de la titulación de Filosofía",
      "https://filosofia2.ugr.es/informacion/presentacion",
      READ_S27,
    ),
    institutionPage(
      "es-unav-filosofia-memoria-s27",
      "Universidad de Navarra (memoria de verificación, copia publicada en fdocuments.es)",
      "Memoria para la solicitud de verificación del título oficial de Graduado o Graduada en Filosofía por la Universidad de Navarra (2008)",
      "https://fdocuments.es/document/memoria-para-la-solicitud-de-verificacin-del-ttulo-.html",
      READ_S27,
    ),
    institutionPage(
      "es-ugr-matematicas-s27",
      "Universidad de Granada",
      "Bachelor's Degree in Mathematics (UGR degree catalogue)",
      "https://ugrcat.ugr.es/en/titulacion/bachelors-degree-in-mathematics-2/",
      READ_S27,
    ),
    institutionPage(
      "es-ub-matematiques-s27",
      "Universitat de Barcelona",
      "Bachelor's degree in Mathematics",
      "https://web.ub.edu/en/web/estudis/w/grau-G1042",
      READ_S27,
    ),
    institutionPage(
      "es-ugr-cafyd-s27",
      "Universidad de Granada",
      "Bachelor's Degree in Sport and Exercise Sciences (UGR degree catalogue)",
      "https://ugrcat.ugr.es/en/titulacion/bachelors-degree-in-sport-and-exercise-sciences-3/",
      READ_S27,
    ),
    institutionPage(
      "es-uv-cafyd-s27",
      "Universitat de València",
      "Grau en Ciències de l'Activitat Física i l'Esport: degree programme",
      "https://www.uv.es/uvweb/undergraduate-degree-physical-activity-sports-sciences/en/what-can-study-/degree-programme/degree-programme/degree-physical-activity-sports-science-1285935083344/Titulacio.html?id=1285847455580&plantilla=GRAU_Ciencies_Act_Fisica_Esport/Page/TPGDetaill&p2=4-1",
      READ_S27,
    ),
    institutionPage(
      "es-unileon-cafyd-s27",
      "Universidad de León",
      "Guía docente 2023-24: Actividad física y calidad de vida (G. Ciencias de la Actividad Física y del Deporte)",
      "https://guiadocente.unileon.es/docencia/guia_docent/doc/asignatura.php?assignatura=1402125&any_academic=2023_24&idioma=cast&doc=N",
      READ_S27,
    ),
    institutionPage(
      "es-ugr-trabajo-social-s27",
      "Universidad de Granada (Facultad de Trabajo Social)",
      "Secretaría de la Facultad de Trabajo Social",
      "https://trabajosocial.ugr.es/facultad/presentacion/secretaria",
      READ_S27,
    ),
    institutionPage(
      "es-ub-treball-social-s27",
      "Universitat de Barcelona",
      "Grau de Treball Social: presentació",
      "https://www.ub.edu/portal/web/educacio/graus/-/ensenyament/detallEnsenyament/1072009/0",
      READ_S27,
    ),
    institutionPage(
      "es-uv-nutricio-s27",
      "Universitat de València (Facultat de Farmàcia)",
      "Grau en Nutrició Humana i Dietètica: accés per a majors de 40 anys",
      "https://www.uv.es/uvweb/grau-nutricio-humana-dietetica/ca/admissio/vies-acces/majors-40-anys/informacio-proves-1285933579966.html",
      READ_S27,
    ),
    institutionPage(
      "es-unav-nutricion-s27",
      "Universidad de Navarra",
      "La Facultad de Farmacia y la Clínica Universidad de Navarra apuestan por la innovación en educación nutricional (2015)",
      "https://unav.edu/noticias/-/contents/20/11/2015/la-facultad-de-farmacia-y-la-clinica-universidad-de-navarra-apuestan-por-la-innovacion-en-educacion-nutricional/content/lovPblW1fC70/7924233",
      READ_S27,
    ),
    institutionPage(
      "es-ucm-gap-capitalradio-s27",
      "Capital Radio",
      "La universidad, clave de los profesionales del sector público",
      "https://www.capitalradio.es/noticias/empresas/la-universidad-clave-de-los-profesionales-del-sector-publico_144014331.html",
      READ_S27,
    ),
    institutionPage(
      "es-ub-gap-memoria-s27",
      "Universitat Oberta de Catalunya (memoria de verificación, copia publicada en fdocuments.ec)",
      "Memoria para la solicitud de verificación de título: Grado en Gestión y Administración Pública (UOC y UB, 2014)",
      "https://fdocuments.ec/document/memoria-para-la-solicitud-de-verificacion-de-titulo-abordar-el-estudio-de.html",
      READ_S27,
    ),
    institutionPage(
      "es-uam-ciencia-politica-s27",
      "Universidad Autónoma de Madrid",
      "Guía docente 2024/25: Trabajo fin de grado (Graduado/a en Ciencia Política y Administración Pública)",
      "https://secretaria-virtual.uam.es/doa/consultaPublica/look%5Bconpub%5DMostrarPubGuiaDocAs?entradaPublica=true&idiomaPais=es.ES&_anoAcademico=2024&_codAsignatura=18961",
      READ_S27,
    ),
    institutionPage(
      "es-ub-empresa-internacional-s27",
      "Universitat de Barcelona",
      "Màster en Empresa Internacional / International Business",
      "https://web.ub.edu/web/estudis/w/masterdegree-md5dc",
      READ_S27,
    ),
    institutionPage(
      "es-us-giti-s27",
      "Universidad de Sevilla (ETSI)",
      "Bachelor's Degree in Industrial Technology Engineering (2024 plan): curriculum",
      "https://etsi.us.es/en/studies-and-qualifications/degrees/bachelor-s-degree-in-industrial-technology-engineering-2024-plan/curriculum",
      READ_S27,
    ),
  ],
  reread: [
    { institution: "es-uc3m", career: "mechanical-engineering", level: "bachelor", source: "es-uc3m-mecanica-s27" },
    { institution: "es-upc", career: "mechanical-engineering", level: "bachelor", source: "es-upc-mecanica-s27" },
    { institution: "es-esmuc", career: "music-education", level: "bachelor", source: "es-esmuc-faq-s27" },
    {
      institution: "es-ucm",
      career: "veterinary-medicine",
      level: "bachelor",
      source: "es-ucm-veterinaria-colvema-s27",
    },
    { institution: "es-uab", career: "veterinary-medicine", level: "bachelor", source: "es-uab-veterinaria-s27" },
    { institution: "es-unizar", career: "veterinary-medicine", level: "bachelor", source: "es-unizar-veterinaria-s27" },
    { institution: "es-uco", career: "veterinary-medicine", level: "bachelor", source: "es-uco-veterinaria-s27" },
    { institution: "es-uem", career: "veterinary-medicine", level: "bachelor", source: "es-uem-veterinaria-s27" },
    { institution: "es-uc3m", career: "political-science", level: "bachelor", source: "es-uc3m-ciencia-politica-s27" },
    { institution: "es-ub", career: "political-science", level: "bachelor", source: "es-ub-ciencies-politiques-s27" },
    { institution: "es-uab", career: "political-science", level: "bachelor", source: "es-uab-ciencia-politica-s27" },
    { institution: "es-ugr", career: "political-science", level: "bachelor", source: "es-ugr-ciencias-politicas-s27" },
    {
      institution: "es-ugr",
      career: "public-administration",
      level: "bachelor",
      source: "es-ugr-ciencias-politicas-s27",
    },
    { institution: "es-ucm", career: "philosophy", level: "bachelor", source: "es-ucm-filosofia-s27" },
    { institution: "es-ugr", career: "philosophy", level: "bachelor", source: "es-ugr-filosofia-s27" },
    { institution: "es-unav", career: "philosophy", level: "bachelor", source: "es-unav-filosofia-memoria-s27" },
    { institution: "es-ugr", career: "mathematics", level: "bachelor", source: "es-ugr-matematicas-s27" },
    { institution: "es-ub", career: "mathematics", level: "bachelor", source: "es-ub-matematiques-s27" },
    { institution: "es-ugr", career: "physical-education", level: "bachelor", source: "es-ugr-cafyd-s27" },
    { institution: "es-uv", career: "physical-education", level: "bachelor", source: "es-uv-cafyd-s27" },
    { institution: "es-unileon", career: "physical-education", level: "bachelor", source: "es-unileon-cafyd-s27" },
    { institution: "es-ugr", career: "social-work", level: "bachelor", source: "es-ugr-trabajo-social-s27" },
    { institution: "es-ub", career: "social-work", level: "bachelor", source: "es-ub-treball-social-s27" },
    { institution: "es-uv", career: "nutrition", level: "bachelor", source: "es-uv-nutricio-s27" },
    { institution: "es-unav", career: "nutrition", level: "bachelor", source: "es-unav-nutricion-s27" },
    {
      institution: "es-ucm",
      career: "public-administration",
      level: "bachelor",
      source: "es-ucm-gap-capitalradio-s27",
    },
    { institution: "es-ub", career: "public-administration", level: "bachelor", source: "es-ub-gap-memoria-s27" },
    {
      institution: "es-uam",
      career: "public-administration",
      level: "bachelor",
      source: "es-uam-ciencia-politica-s27",
    },
    {
      institution: "es-ub",
      career: "international-business",
      level: "graduate",
      source: "es-ub-empresa-internacional-s27",
      set: { duration: "1 año" },
    },
    { institution: "es-us", career: "industrial-engineering", level: "bachelor", source: "es-us-giti-s27" },
  ],
  withdrawn: [],
};

/**
 * Session 27's second verification pass (2026-11-28): more rows of the first passes re-read on a page found with the
 * search tools (see the header's "VERIFIED_S27B" paragraph).
 */
const VERIFIED_S27B: CatalogPass = {
  sources: [
    institutionPage(
      "es-utad-animacion-3d-s27b",
      "U-tad, Centro Universitario de Tecnología y Arte Digital",
      "“En España tenemos la capacidad técnica y artística para abordar grandes proyectos de animación” (entrevista a David Míguez, director del Máster profesional en animación 3D de personajes)",
      "https://www.u-tad.com/en-espana-tenemos-la-capacidad-tecnica-y-artistica-para-abordar-grandes-proyectos-de-animacion/",
      READ_S27,
    ),
    institutionPage(
      "es-ugr-nutricion-guia-s27b",
      "Universidad de Granada (guía docente, copia publicada en vdocuments.net)",
      "Guía docente de la asignatura Higiene y Seguridad Alimentaria, curso 2019-2020 (Grado en Nutrición Humana y Dietética)",
      "https://vdocuments.net/guia-docente-de-la-asignatura-higiene-y-nutricionpdfguias-19gnhdhsa19-20pdf.html",
      READ_S27,
    ),
    institutionPage(
      "es-uah-biologia-s27b",
      "Universidad de Alcalá",
      "Degree in Biology",
      "https://www.uah.es/en/estudios/estudios-oficiales/Degree-in-Biology/",
      READ_S27,
    ),
    institutionPage(
      "es-ucm-biologia-s27b",
      "Universidad Complutense de Madrid",
      "Biología Plan 2018. Undergraduate Programme, Academic Year 2024/2025: access",
      "https://ucm.es/english/estudios/grado-biologia-acceso-informacion",
      READ_S27,
    ),
    institutionPage(
      "es-uab-biologia-s27b",
      "Universitat Autònoma de Barcelona",
      "Study plan Bachelor's Degree in Biology: skills and learning outcomes",
      "https://www.uab.cat/web/estudiar/ehea-degrees/study-plan/skills-/-learning-outcomes/biology-1345467897139.html?param1=1231400870814",
      READ_S27,
    ),
    institutionPage(
      "es-unav-biologia-autoevaluacion-s27b",
      "Universidad de Navarra (informe de autoevaluación, copia publicada en vdocuments.pub)",
      "Informe de autoevaluación para la renovación de la acreditación: Graduado o Graduada en Biología por la Universidad de Navarra (2015-2016)",
      "https://vdocuments.pub/r-cienciasunav.html",
      READ_S27,
    ),
    institutionPage(
      "es-resad-interpretacion-infolibre-s27b",
      "infoLibre",
      "Estudiar arte dramático en España: la oferta de la especialidad de interpretación en los centros públicos (reportaje, 28/02/2021)",
      "https://www.infolibre.es/noticias/politica/2021/02/27/estudiar_arte_dramatico_espana_oferta_insuficiente_especialidad_interpretacion_los_centros_publicos_privatizacion_del_sistema_universitario_116572_1012.html",
      READ_S27,
    ),
    institutionPage(
      "es-institut-teatre-esad-s27b",
      "Institut del Teatre (Escola Superior d'Art Dramàtic)",
      "ESAD (Interpretació | Direcció i Dramatúrgia | Escenografia): preguntes freqüents",
      "https://institutdelteatre.cat/ca/estudis/pf/esad.htm",
      READ_S27,
    ),
    institutionPage(
      "es-uah-restauracion-urjc-s27b",
      "Universidad Rey Juan Carlos",
      "Master's degree in Ecosystem Restoration. Interuniversity with the University of Alcalá (Coordinator), Complutense University of Madrid, Polytechnic University",
      "https://en.urjc.es/universidad/facultades/escuela-de-masteres-oficiales/2063-restauracion-de-ecosistemas-interuniversitario-con-la-universidad-de-alcala-coordinadora-universidad-complutense-de-madrid-universidad-politecnica",
      READ_S27,
    ),
    institutionPage(
      "es-ub-ecologia-master-s27b",
      "Universitat de Barcelona",
      "Information for the student – Ecology, Environmental Management and Restoration: final project",
      "https://www.ub.edu/portal/web/biology/university-master-s-degrees/-/ensenyaments/detall/7322870/9",
      READ_S27,
    ),
    institutionPage(
      "es-us-publicidad-memoria-s27b",
      "Universidad de Sevilla (memoria de verificación, copia publicada en aprenderly.com)",
      "Memoria de verificación del título de Graduado o Graduada en Publicidad y Relaciones Públicas por la Universidad de Sevilla (Facultad de Comunicación, V.03, febrero de 2017)",
      "https://deploy.aprenderly.com/doc/3417902/memoria-de-verificaci%C3%B3n---universidad-de-sevilla",
      READ_S27,
    ),
    institutionPage(
      "es-ucm-publicidad-memoria-s27b",
      "Universidad Complutense de Madrid (memoria de verificación, copia publicada en fdocumentos.tips)",
      "Título: Graduado/a en Publicidad y Relaciones Públicas. Universidad: Complutense de Madrid (memoria de verificación, Facultad de Ciencias de la Información)",
      "https://fdocumentos.tips/document/titulo-graduadoa-en-publicidad-y-relaciones-.html",
      READ_S27,
    ),
    institutionPage(
      "es-urjc-publicidad-ruct-s27b",
      "Ministerio de Ciencia, Innovación y Universidades (Registro de Universidades, Centros y Títulos)",
      "RUCT: Graduado o Graduada en Publicidad y Relaciones Públicas por la Universidad Rey Juan Carlos: acceso y admisión",
      "https://www.educacion.gob.es/ruct/solicitud/accesoAdmision?actual=menu.solicitud.accesoAdmision.informacionPrevio&cod=25004282013070201",
      READ_S27,
    ),
    institutionPage(
      "es-uab-publicitat-guia-s27b",
      "Universitat Autònoma de Barcelona",
      "Teaching guide 2025/2026, subject 103136 (Degree in Advertising and Public Relations, compulsory, 2nd year)",
      "https://guies.uab.cat/guies_docents/public/portal/html/2025/assignatura/103136/en",
      READ_S27,
    ),
  ],
  reread: [
    {
      institution: "es-utad",
      career: "animation",
      level: "graduate",
      source: "es-utad-animacion-3d-s27b",
      set: { name: "Máster Profesional en Animación 3D de Personajes" },
    },
    {
      institution: "es-ugr",
      career: "nutrition",
      level: "bachelor",
      source: "es-ugr-nutricion-guia-s27b",
      set: { duration: null },
    },
    {
      institution: "es-uah",
      career: "biology",
      level: "bachelor",
      source: "es-uah-biologia-s27b",
      set: { duration: null },
    },
    {
      institution: "es-ucm",
      career: "biology",
      level: "bachelor",
      source: "es-ucm-biologia-s27b",
      set: { duration: null },
    },
    {
      institution: "es-uab",
      career: "biology",
      level: "bachelor",
      source: "es-uab-biologia-s27b",
      set: { duration: null },
    },
    {
      institution: "es-unav",
      career: "biology",
      level: "bachelor",
      source: "es-unav-biologia-autoevaluacion-s27b",
      set: { duration: null },
    },
    {
      institution: "es-resad",
      career: "theatre",
      level: "bachelor",
      source: "es-resad-interpretacion-infolibre-s27b",
      set: { duration: null },
    },
    // the FAQ states four academic years ("quatre cursos acadèmics"): the row's "4 años" stays
    { institution: "es-institut-teatre", career: "theatre", level: "bachelor", source: "es-institut-teatre-esad-s27b" },
    {
      institution: "es-uah",
      career: "environmental-science",
      level: "graduate",
      source: "es-uah-restauracion-urjc-s27b",
      set: { duration: null },
    },
    {
      institution: "es-ub",
      career: "environmental-science",
      level: "graduate",
      source: "es-ub-ecologia-master-s27b",
      set: { duration: null },
    },
    ...(["public-relations", "advertising"] as const).flatMap((career) => [
      {
        institution: "es-us",
        career,
        level: "bachelor" as const,
        source: "es-us-publicidad-memoria-s27b",
        set: { duration: null },
      },
      {
        institution: "es-ucm",
        career,
        level: "bachelor" as const,
        source: "es-ucm-publicidad-memoria-s27b",
        set: { duration: null },
      },
      {
        institution: "es-urjc",
        career,
        level: "bachelor" as const,
        source: "es-urjc-publicidad-ruct-s27b",
        set: { duration: null },
      },
      {
        institution: "es-uab",
        career,
        level: "bachelor" as const,
        source: "es-uab-publicitat-guia-s27b",
        set: { duration: null },
      },
    ]),
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  itGrau: s28(
    "es-institut-teatre-grau-ub",
    "NacióDigital",
    "Ja és una realitat: els estudis superiors de l'Institut del Teatre seran oficials (conveni d'adscripció de l'ESAD i el CSD a la Universitat de Barcelona; l'ESAD impartirà els graus d'Interpretació teatral, Direcció escènica i Dramatúrgia i Escenografia, titulacions oficials de la UB a partir del curs 2026/2027)",
    "https://naciodigital.cat/cultura-i-mitjans/ja-es-realitat-estudis-superiors-institut-teatre-seran-oficials.html",
  ),
  musikene: s28(
    "es-musikene-acceso",
    "Musikene – Centro Superior de Música del País Vasco",
    "Titulación superior: acceso y admisión (pruebas de acceso del curso 2024/25; modelos de Formación Teórica y de Lectura a vista de Interpretación Clásico y Jazz, Pedagogía, Composición y Dirección)",
    "https://musikene.eus/titulacion-superior/acceso-y-admision",
  ),
  mesio: s28(
    "es-upc-mesio",
    "Universitat Politècnica de Catalunya (site of the MESIO UPC-UB)",
    "MESIO UPC-UB: Master thesis, general information (a 30 ECTS thesis; supervised or tutored by a MESIO UPC-UB professor)",
    "https://mesioupcub.masters.upc.edu/en/master-thesis/general-information",
  ),
  uabOrientacion: s28(
    "es-uab-orientacion-guia",
    "Universitat Autònoma de Barcelona",
    "Guía docente 2024/2025: Orientación Educativa (44340, 10 ECTS, optativa de la titulación 4310486 Formación de Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanza de Idiomas)",
    "https://guies.uab.cat/guies_docents/public/portal/html/2024/assignatura/44340/es",
  ),
  ucmTrabajoSocial: s28(
    "es-ucm-ts-comunitario",
    "Universidad Complutense de Madrid (Facultad de Ciencias Políticas y Sociología)",
    "Máster Universitario en Trabajo Social Comunitario, Gestión y Evaluación de Servicios Sociales, curso 2024/2025: estructura del plan de estudios (60 ECTS en dos semestres, un curso académico)",
    "https://politicasysociologia.ucm.es/estudios/2024-25/master-trabajosocialcomunitario-estudios-estructura",
  ),
  uvBienestar: s28(
    "es-uv-bienestar-social",
    "Universitat de València (Facultat de Ciències Socials)",
    "Official master's degrees offered: Master's Degree in Social Welfare: Family Intervention (recommended admission profile and admission criteria)",
    "https://www.uv.es/uvweb/social/en/postgraduate-studies/official-master-s-degrees/oferta-masters-1286202642529.html",
  ),
  urjcTurismo: s28(
    "es-urjc-turismo",
    "Universidad Rey Juan Carlos (Escuela de Másteres Oficiales)",
    "Master's degree in International Tourism Management (60 ECTS, one academic year, on site at Madrid-Quintana; first course 2013-14)",
    "https://en.urjc.es/universidad/facultades/escuela-de-masteres-oficiales/900-direccion-internacional-del-turismo",
  ),
  uaTurismo: s28(
    "es-ua-turismo-informacion",
    "Información (Alicante)",
    "Savia nueva para el turismo de la provincia de Alicante (6 de diciembre de 2021: cinco egresados del Máster de Dirección y Planificación del Turismo de la Universidad de Alicante)",
    "https://www.informacion.es/alicante/2021/12/06/savia-nueva-turismo-provincia-alicante-60384110.html",
  ),
  unizarTurismo: s28(
    "es-unizar-turismo-informe",
    "Universidad de Zaragoza",
    "Informe de Evaluación de la Calidad, curso 2020/2021: Máster Universitario en Dirección y Planificación del Turismo (Facultad de Empresa y Gestión Pública; 30 plazas, 22 estudiantes de nuevo ingreso)",
    "https://estudios.unizar.es/informe/ver?anyo=2020&dp-2-sort=-COD_CENTRO&estudio_id=20200633",
  ),
  esade: s28(
    "es-esade-msc-im",
    "Esade",
    "Financial Times ranks Esade among top 10 schools worldwide for a Master in Management (Esade's own MSc in International Management ranked #11; the CEMS MSc in International Management, offered in Spain only by Esade, #8)",
    "https://www.esade.edu/en/news/financial-times-ranks-esade-among-top-10-schools-worldwide-master-management/21896",
  ),
  ensUned: s28(
    "es-ens-uned-administracion-sanitaria",
    "Universidad Nacional de Educación a Distancia (Facultad de Derecho)",
    "Máster Universitario en Administración Sanitaria (titulación 261101), curso 2022-2023: metodología (unidades didácticas de las colecciones de la Escuela Nacional de Sanidad; cursos de Gobierno, Administración y Políticas de Salud impartidos en la ENS y la UNED)",
    "https://portal.uned.es/portal/page?_pageid=93,71542259&_dad=portal&_schema=PORTAL&idTitulacion=261101&idContenido=16",
  ),
  unirSanitaria: s28(
    "es-unir-gestion-sanitaria-memoria",
    "Universidad Internacional de La Rioja (memoria verificada, copia publicada en Scribd)",
    "Memoria verificada del título oficial de Máster Universitario en Dirección y Gestión Sanitaria (informe favorable de ANECA de 31 de marzo de 2015; modificación consolidada de 29 de agosto de 2016)",
    "https://ru.scribd.com/document/375322827/Direccion-y-Gestion-Sanitaria",
  ),
  urjcCiberseguridad: s28(
    "es-urjc-ciberseguridad",
    "Universidad Rey Juan Carlos (Escuela Técnica Superior de Ingeniería Informática)",
    "Cybersecurity Engineering (degree: 240 ECTS, 4 years, face-to-face at Móstoles; progressive implementation from 2018-2019)",
    "https://en.urjc.es/universidad/facultades/escuela-tecnica-superior-de-ingenieria-informatica/3100-ingenieria-de-la-ciberseguridad",
  ),
  ubNutricio: s28(
    "es-ub-nutricio-torribera",
    "Universitat de Barcelona (Facultat de Farmàcia i Ciències de l'Alimentació)",
    "Grau de Nutrició Humana i Dietètica (Torribera): matrícula de 2n, 3r i 4t curs, curs 2020-21",
    "https://www.ub.edu/portal/web/farmacia/graus/-/ensenyament/detallEnsenyament/483741/31",
  ),
  upcGiti: s28(
    "es-upc-giti-indicadors",
    "Universitat Politècnica de Catalunya (GPAQ, acreditació de les titulacions)",
    "Grau en Enginyeria en Tecnologies Industrials, Escola Superior d'Enginyeries Industrial, Aeroespacial i Audiovisual de Terrassa: fitxa i indicadors (240 crèdits; curs d'inici 2010-2011; 180 places, 2017-2022)",
    "https://gpaq.upc.edu/lldades/centres.asp?codiCentre=205&codiTitulacioDursi=GRAU00000442&nomCentre=Escola%20Superior%20d%EF%BF%BD%EF%BF%BD%EF%BF%BDEnginyeries%20Industrial,%20Aeroespacial%20i%20Audiovisual%20de%20Terrassa&nomTitulacio=Grau%20en%20Enginyeria%20en%20Tecnologies%20Industrials&cursIniciTitulacio=2010-2011&numCredits=240&tipusEnsenyament=Grau&codiFC=",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): most-shown rows written without reading their page (from the worklist's
 * rows not re-read by the session-27 passes), each re-pointed to a stored page that names the program at the institution
 * and level, with its name and length as read (see the header's "VERIFIED_S28" paragraph). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    // the degree the ESAD's Títol Superior d'Art Dramàtic (Interpretació) becomes from 2026/2027; the page gives no length
    {
      institution: "es-institut-teatre",
      career: "theatre",
      level: "bachelor",
      source: S28.itGrau.id,
      set: { name: "Grau en Interpretació Teatral", duration: null },
    },
    {
      institution: "es-musikene",
      career: "music",
      level: "bachelor",
      source: S28.musikene.id,
      set: { duration: null },
    },
    { institution: "es-upc", career: "statistics", level: "graduate", source: S28.mesio.id },
    {
      institution: "es-uab",
      career: "counselling",
      level: "graduate",
      source: S28.uabOrientacion.id,
      set: { duration: null },
    },
    {
      institution: "es-ucm",
      career: "social-work",
      level: "graduate",
      source: S28.ucmTrabajoSocial.id,
      set: { duration: "1 año" },
    },
    {
      institution: "es-uv",
      career: "social-work",
      level: "graduate",
      source: S28.uvBienestar.id,
      set: { name: "Máster Universitario en Bienestar Social: Intervención Familiar" },
    },
    // the page states one academic year: the row's "1 año" stays
    { institution: "es-urjc", career: "tourism", level: "graduate", source: S28.urjcTurismo.id },
    { institution: "es-ua", career: "tourism", level: "graduate", source: S28.uaTurismo.id },
    {
      institution: "es-unizar",
      career: "tourism",
      level: "graduate",
      source: S28.unizarTurismo.id,
      set: { duration: null },
    },
    { institution: "es-esade", career: "international-business", level: "graduate", source: S28.esade.id },
    {
      institution: "es-ens",
      career: "health-services-administration",
      level: "graduate",
      source: S28.ensUned.id,
      set: { name: "Máster Universitario en Administración Sanitaria" },
    },
    {
      institution: "es-unir",
      career: "health-services-administration",
      level: "graduate",
      source: S28.unirSanitaria.id,
    },
    // 240 ECTS in 4 years, as the row says
    { institution: "es-urjc", career: "cybersecurity", level: "bachelor", source: S28.urjcCiberseguridad.id },
    // the enrolment page runs to the 4th year: the row's "4 años" stays
    { institution: "es-ub", career: "nutrition", level: "bachelor", source: S28.ubNutricio.id },
    // 240 credits: the row's "4 años" stays
    { institution: "es-upc", career: "industrial-engineering", level: "bachelor", source: S28.upcGiti.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row it bears out (see the header). */
const S28B = {
  ubFilosofia: s28b(
    "es-ub-grau-filosofia",
    "Universitat de Barcelona (Facultat de Filosofia)",
    "Grau en Filosofia: accés al grau, informació de matrícula per a l'alumnat que continua estudis (automatrícula des del 18 de setembre; data límit el 30 d'octubre de 2020)",
    "https://www.ub.edu/portal/web/filosofia/graus/-/ensenyament/detallEnsenyament/7744956/30",
  ),
  ucmTrabajoSocial: s28b(
    "es-ucm-grado-trabajo-social",
    "Universidad Complutense de Madrid (Facultad de Trabajo Social)",
    "Trabajo Social. Grado y Doble Grado. Curso 2022/2023: organización, composición y funciones del sistema de garantía interna de calidad (comisión de calidad de la Facultad de Trabajo Social)",
    "https://www.ucm.es/estudios/2022-23/grado-trabajosocial-estudios-sgc",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): two more of the worklist's rows written without reading their page,
 * each re-pointed to the university's own page of the grado; neither page states the length, so the "4 años" written
 * from memory is taken out (see the header's "VERIFIED_S28B" paragraph). No row was withdrawn.
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [
    {
      institution: "es-ub",
      career: "philosophy",
      level: "bachelor",
      source: S28B.ubFilosofia.id,
      set: { duration: null },
    },
    {
      institution: "es-ucm",
      career: "social-work",
      level: "bachelor",
      source: S28B.ucmTrabajoSocial.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The page the session-29 verification pass read that a row now cites (see the header's "VERIFIED_S29" paragraph). */
const S29 = {
  unedDireccionPublica: s29(
    "es-uned-direccion-publica-asignatura",
    "Universidad Nacional de Educación a Distancia (UNED)",
    "Guía de la asignatura 26607240, curso 2024/2025 (titulación 261501): comunicado de 21/10/2024 para los estudiantes del Máster Universitario en Dirección Pública, Políticas Públicas y Tributación sobre los equipos docentes de sus asignaturas",
    "https://www.uned.es/universidad/inicio/estudios/masteres/cursos/2025/titulacion/asignatura.html?codAsignatura=26607240&codTitulacion=261501",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): one more of the worklist's masters re-pointed to the university's own
 * page, and one withdrawn because the pages read show it as another institution's master closed to new enrolments
 * (see the header's "VERIFIED_S29" paragraph).
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    {
      institution: "es-uned",
      career: "public-administration",
      level: "graduate",
      source: S29.unedDireccionPublica.id,
    },
  ],
  withdrawn: [
    {
      institution: "es-ucm",
      career: "public-administration",
      level: "graduate",
      why: 'uimp.es (2024-25): the Master\'s Degree in Government and Public Management (MGAP) is a degree of the Universidad Internacional Menéndez Pelayo, "organized in collaboration with the Fundación José Ortega y Gasset y Gregorio Marañón", and "does not accept new enrolments for course 2024-25"; no page names a UCM master of that title',
    },
  ],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 pass read (see the header's "VERIFIED_S29B" paragraph). */
const S29B = {
  upmTitulaciones: s29b(
    "es-upm-titulaciones-gespracti",
    "Universidad Politécnica de Madrid (its degrees by school, read in a copy in the student form of an internship-management application on GitHub, marinoqj/gespracti, undated)",
    "Titulación UPM: lista de titulaciones por centro (E.T.S. de Ingeniería y Diseño Industrial: Grado en Ingeniería Mecánica; E.T.S.I. Industriales: Grado en Ingenieria en Tecnologias Industriales, Máster Universitario en Ingeniería de Organización), file src/main/webapp/WEB-INF/jsp/estudiantes/estudianteForm.jsp",
    "https://github.com/marinoqj/gespracti",
  ),
  uocCienciaDatos: s29b(
    "es-uoc-ciencia-datos-prac",
    "Universitat Oberta de Catalunya (its practice header, read in a student's copy on GitHub, betitajara/Practica, 2018)",
    "Tipología y ciclo de vida de los datos · PRAC1, 2017-2 · Máster universitario en Ciencia de datos (Data science) (the UOC's practice template, with the UOC's logo)",
    "https://github.com/betitajara/Practica",
  ),
  ubDataScience: s29b(
    "es-ub-data-science-course",
    "Universitat de Barcelona (DataScienceUB, the course repository of the master, on GitHub)",
    "DeepLearningMaster Repository: notebooks of the 2019/2020 Deep Learning course of the Master in Fundamental Principles of Data Science of the Universitat de Barcelona (Facultat de Matemàtiques i Informàtica)",
    "https://github.com/DataScienceUB/DeepLearningMaster20192020",
  ),
  ugrEstadistica: s29b(
    "es-ugr-estadistica-aplicada-tfm",
    "Francisco Gil Rodríguez (a student's master's-thesis README on GitHub, frankgil/edm-knime)",
    "Técnicas de clasificación en minería de datos con Knime. Aplicación a datos reales. TFM. Máster Universitario en Estadística Aplicada, Universidad de Granada (tutora: Prof. Dra. Rocío Raya Miranda)",
    "https://github.com/frankgil/edm-knime",
  ),
  uimpAltaDireccion: s29b(
    "es-uimp-alta-direccion-publica",
    "Universidad Internacional Menéndez Pelayo (UIMP)",
    "Master's Degree in Senior Public Management, 11th edition, October 2024 to May 2025, organised in collaboration with the Fundación José Ortega y Gasset y Gregorio Marañón (plan P04P, 2024-25)",
    "https://www.uimp.es/postgrado/estudios/fichaestudio.php?plan=P04P&any=2024-25&verasi=N&lan=en",
  ),
  aragonFpDistancia: s29b(
    "es-aragon-fp-distancia-catedu",
    "Gobierno de Aragón – CATEDU (the set-up script of the Moodle of Aragón's distance vocational training, FP virtual Aragón, on GitHub, June 2026)",
    "import_FPD_categories_and_courses.sh: one category per centre and cycle (CPIFP LOS ENLACES, 50010314: Sistemas Microinformáticos y Redes IFC201, Comercio Internacional COM301, Gestión de Ventas y Espacios Comerciales COM302, Desarrollo de Aplicaciones WEB IFC303, Producción de Audiovisuales y Espectáculos IMS302; IES MIRALBUENO, 50010156: Agencias de Viajes y Gestión de Eventos HOT301; IES RÍO GÁLLEGO, 50009567: Farmacia y Parafarmacia SAN202)",
    "https://github.com/catedu/moodle-docker-deploy/blob/fe4982224f2ed16ec75d955ff8760faa190aa88d/template-fpm-4.5.7-fpvirtualaragon/init-scripts/new-install/import_FPD_categories_and_courses.sh",
  ),
  usjCiberseguridad: s29b(
    "es-usj-ciberseguridad-boe",
    "Cambios Legales (summary of a BOE resolution)",
    "Cybersecurity degree curriculum modification, Universidad San Jorge (Resolution of 27 April 2026 from Universidad San Jorge publishing the modification of the curriculum for the Degree in Cybersecurity Engineering; BOE 7 May 2026, BOE-A-2026-9955)",
    "https://cambioslegales.es/en/blog/cybersecurity-degree-curriculum-modification-universidad-san-jorge-2026",
  ),
};

/**
 * Session 29's second pass (2026-11-28): ten rows re-pointed to the pages named (three UPM rows to one list of its
 * degrees by school, weak; four CPIFP Los Enlaces cycles to the Aragón distance-training script), four rows added (the
 * UIMP's public-management master, the Universidad San Jorge's cybersecurity grado, two distance cycles in Zaragoza);
 * no row withdrawn (see the header's "VERIFIED_S29B" paragraph).
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  institutions: [
    institutionsOf("ES")(
      "es-uimp",
      "Universidad Internacional Menéndez Pelayo (UIMP)",
      "Madrid",
      "public",
      "https://www.uimp.es",
      S29B.uimpAltaDireccion.id,
    ),
    institutionsOf("ES")(
      "es-ies-miralbueno",
      "IES Miralbueno",
      "Zaragoza",
      "public",
      undefined,
      S29B.aragonFpDistancia.id,
    ),
    institutionsOf("ES")(
      "es-ies-rio-gallego",
      "IES Río Gállego",
      "Zaragoza",
      "public",
      undefined,
      S29B.aragonFpDistancia.id,
    ),
    institutionsOf("ES")(
      "es-usj",
      "Universidad San Jorge",
      "Villanueva de Gállego",
      "private",
      undefined,
      S29B.usjCiberseguridad.id,
    ),
  ],
  programs: [
    ...offered("es-uimp", "graduate", S29B.uimpAltaDireccion.id, [
      ["public-administration", "Máster Universitario en Alta Dirección Pública"],
    ]),
    ...offered("es-ies-miralbueno", "technical", S29B.aragonFpDistancia.id, [
      [
        "event-management",
        "Agencias de Viajes y Gestión de Eventos (ciclo HOT301, a distancia)",
        { modality: "distance" },
      ],
    ]),
    ...offered("es-ies-rio-gallego", "technical", S29B.aragonFpDistancia.id, [
      ["pharmacy-technician", "Farmacia y Parafarmacia (ciclo SAN202, a distancia)", { modality: "distance" }],
    ]),
    ...offered("es-usj", "bachelor", S29B.usjCiberseguridad.id, [
      ["cybersecurity", "Grado en Ingeniería en Ciberseguridad"],
    ]),
  ],
  reread: [
    {
      institution: "es-upm",
      career: "mechanical-engineering",
      level: "bachelor",
      source: S29B.upmTitulaciones.id,
      set: { duration: null },
    },
    {
      institution: "es-upm",
      career: "industrial-engineering",
      level: "bachelor",
      source: S29B.upmTitulaciones.id,
      set: { duration: null },
    },
    { institution: "es-upm", career: "industrial-engineering", level: "graduate", source: S29B.upmTitulaciones.id },
    { institution: "es-uoc", career: "data-science", level: "graduate", source: S29B.uocCienciaDatos.id },
    { institution: "es-ub", career: "data-science", level: "graduate", source: S29B.ubDataScience.id },
    { institution: "es-ugr", career: "statistics", level: "graduate", source: S29B.ugrEstadistica.id },
    // the distance-training script names the cycles at CPIFP Los Enlaces without a length
    ...(["it-support-technician", "sales-technician", "foreign-trade-customs", "programming-technician"] as const).map(
      (career) => ({
        institution: "es-los-enlaces",
        career,
        level: "technical" as const,
        source: S29B.aragonFpDistancia.id,
        set: { duration: null },
      }),
    ),
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29C` pass (its id ends in `-s29c`). */
const s29c = taggedPages("s29c", "2026-11-28");

/** The pages the third session-29 pass read (see the header's "VERIFIED_S29C" paragraph). */
const S29C = {
  usMatematicasTfg: s29c(
    "es-us-matematicas-tfg",
    "David Pino Molero (a graduate's final-project README on GitHub, dpino03/Metodo-de-Soluciones-Fundamentales-con-MATLAB, 2025)",
    'Método de las Soluciones Fundamentales (MFS) con MATLAB: Trabajo Fin de Grado "defendido en la Universidad de Sevilla (Grado en Matemáticas, 2025)"; autor "Graduado en Matemáticas por la Universidad de Sevilla"',
    "https://github.com/dpino03/Metodo-de-Soluciones-Fundamentales-con-MATLAB",
  ),
  ucmMatematicasTfg: s29c(
    "es-ucm-matematicas-tfg",
    "Javier Rapún Almela (a student's final-project README on GitHub, jrapun/TFG_OptimizacionBayesiana, 2025)",
    'TFG_OptimizacionBayesiana: "trabajo de fin de grado presentado por Javier Rapún Almela para optar al grado de Matemáticas por la Universidad Complutense de Madrid"',
    "https://github.com/jrapun/TFG_OptimizacionBayesiana",
  ),
  uabMatematiquesProjecte: s29c(
    "es-uab-matematiques-projecte",
    "Oscar Saleta Reig (a student's course project on GitHub, oscarsaleta/PimpstenInvasion, 2014-2015)",
    'Pimpsten Invasion: "an Asteroids game created as a project for the subject Advanced Programming of the Mathematics degree at Autonomous University of Barcelona" (in the game\'s about box: "l\'assignatura optativa Programació Avançada del grau en Matemàtiques de la UAB")',
    "https://github.com/oscarsaleta/PimpstenInvasion",
  ),
};

/**
 * Session 29's third pass (2026-11-28): three mathematics grados re-pointed to students' final-project or course
 * repositories that name them (weak sources); no row added or withdrawn (see the header's "VERIFIED_S29C" paragraph).
 */
const VERIFIED_S29C: CatalogPass = {
  sources: Object.values(S29C),
  reread: [
    {
      institution: "es-us",
      career: "mathematics",
      level: "bachelor",
      source: S29C.usMatematicasTfg.id,
      set: { duration: null },
    },
    {
      institution: "es-ucm",
      career: "mathematics",
      level: "bachelor",
      source: S29C.ucmMatematicasTfg.id,
      set: { duration: null },
    },
    {
      institution: "es-uab",
      career: "mathematics",
      level: "bachelor",
      source: S29C.uabMatematiquesProjecte.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

export const CATALOG_ES: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_2026_11_28,
  ADDED_2026_11_28B,
  VERIFIED_S27,
  VERIFIED_S27B,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S29B,
  VERIFIED_S29C,
);
