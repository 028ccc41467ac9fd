/**
 * Where to study in IT: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Levels in Italy: `bachelor` is the first degree (Laurea, 3 anni; Laurea magistrale a ciclo unico,
 * 5-6 anni, for Medicina, Giurisprudenza, Farmacia, Medicina Veterinaria, Architettura; the Diploma
 * accademico di primo livello of the Conservatori, 3 anni; the Baccalaureato of the pontifical
 * faculties); `graduate` is the Laurea Magistrale (2 anni), the MSc of Bocconi and the MBA;
 * `technical` is the ITS Academy (2 anni), the vocational courses of the Accademia Teatro alla Scala and
 * the regional IeFP qualifications (qualifica triennale, diploma professionale al 4° anno) of the
 * accredited vocational-training centres.
 *
 * Rows written or reviewed on 2026-11-26 from knowledge of the institutions' published programs;
 * not re-read online. Rows dated 2026-11-27 (the `ADDED` block: lauree magistrali in statistics, social
 * work, environmental engineering and tourism, Dietistica, Santa Cecilia's Didattica della Musica) were
 * likewise written from knowledge of the institutions' published programs, without re-reading the pages
 * online; check them before relying on them. Also dated 2026-11-27 and written the same way: the Scala
 * academy's make-up course, ITS Rizzoli and ITS Fitstic, Salento's public-administration degree, Milano's MAPS and MASS, SDA Bocconi's MIHMEP, Ca' Foscari's
 * International Management curriculum.
 * Also dated 2026-11-27 and written the same way: the IeFP qualification Operatore alla riparazione dei
 * veicoli a motore at the Salesian CNOS-FAP centres and at the Fondazione Casa di Carità Arti e Mestieri.
 * Rows to check first: it-its-rizzoli "Cloud and Data Security Specialist" (the ITS course titles change
 * from one intake to the next); it-accademia-scala make-up course title; it-casa-carita automotive course
 * (which of its Piedmont centres runs it in the current intake); it-cnos-fap (a federation: the course is
 * run by its regional centres, not in every region).
 * Rows dated 2026-11-28 (the `ADDED_28` block): the lauree magistrali in English language and literature
 * of Ca' Foscari and Padova (class LM-37, the degrees that lead to English teaching in schools) rest on
 * knowledge of the universities' published programs, not re-read online; the Centro Studi Galileo's
 * refrigeration courses rest on stored news pages (industriaeformazione.it, corriereal.info) on its courses
 * for refrigeration and air-conditioning technicians at Casale Monferrato.
 * Rows of 2026-11-28 to check first: it-unive and it-unipd LM-37 titles (the curricula are renamed from
 * one year to the next); it-csg course title (it runs many short courses, not one named qualification).
 * Row added on 2026-11-28 in a second pass (the `ADDED_28B` block): ASLAM's three-year IeFP course Operatore di
 * impianti termoidraulici with refrigeration modules at its Training Center Frigoristi in Magenta, read from a
 * stored news page (Zerosottozero, 2019, an interview with the Magenta centre's coordinator; Famiglia Cristiana
 * also reported the centre's opening). Check first: ASLAM's web address (aslam.it, not seen on a stored page)
 * and that the refrigeration modules are still part of the current intake.
 * Rows of the `ADDED_S24` block, dated 2026-11-28, rest on stored copies of public pages found with the search tools (this
 * machine has no internet access; the pages were not re-read online), each named in its source:
 * - make-up (technical): MBA – Making Beauty Academy's Corso Annuale di Trucco Artistico in Milan and Turin, on the
 *   academy's own page about its 2015/2016 graduates (mbacademy.it); an L'Opinionista news page (2020) also reports MBA's
 *   annual course of October 2020 to June 2021; Fashion Avenue Academy's corso annuale di trucco in Milan, on the academy's
 *   own page (fashionavenueacademy.it/?p=324), which a euroistruzione.it article also places in Milan;
 * - biotechnology (graduate): the lauree magistrali in Pharmaceutical Biotechnology of Milano (LM-9, course sheet
 *   2025/2026) and Bologna (enrolment page), and Sapienza's Biotecnologie Farmaceutiche (LM-9, manifesto 2018/19), on the
 *   universities' own pages;
 * - library science (bachelor): Bologna's Laurea in Beni Culturali, whose objectives page names an archival and library
 *   (archivistico-biblioteconomico) ambito, and Pisa's Laurea in Scienze dei Beni Culturali with its curricula
 *   Archivistico-documentale and Biblioteconomico e bibliografico, on the Pisa humanities faculty's old page (stored at
 *   http://lettere1.humnet.unipi.it/index.php?id=315; the row cites the https address);
 * - counselling (graduate): Padova's corso di perfezionamento in Orientamento e Career Counselling per l'inclusione, la
 *   sostenibilità e la giustizia sociale, in a Superando.it news page; LUMSA's Master universitario di II livello in
 *   Orientamento e Placement (Rome, with Consorzio Humanitas), on a page of one of its teachers (patriziopaoletti.it).
 * Check first: whether MBA still runs the annual course in Turin as well as Milan, and both academies' current course
 * titles (they are private courses, not regional qualifications); Sapienza's LM-9 title (the stored page is the 2018/19
 * manifesto); Pisa's curricula (the stored page is of the former Facoltà di Lettere and may predate the current L-1
 * degree); that Padova's corso di perfezionamento and LUMSA's master (a page of about 2012) still admit, and LUMSA's
 * web address (lumsa.it, not seen on a stored page). Left out: Italy's pharmacy-technician cell (only pharmacists
 * dispense medicines in Italy; no stored page named a matching course), a three-year health-management laurea besides
 * Milano's MAPS (Unidav's Economia e Management dei Servizi Sanitari is closed to new students since 2013/14) and the
 * welding course of IAL Pordenone (a stored news page names it, but not its web address).
 * Session 27 (2026-11-28): no rows added; the search budget ran out first. Pages read, none of which bears a row for the
 * gaps: Unidav's page on Economia e Management dei Servizi Sanitari (class 18, closed to new students after 2013/14, as
 * noted before); Milano's MASS page (LM-77, graduate); the Università di Foggia's laurea magistrale Diritto e gestione
 * dei servizi sanitari (Radionorba and FoggiaToday; graduate); the Università Politecnica delle Marche's laurea
 * magistrale Management Pubblico e dei Servizi Socio Sanitari at San Benedetto del Tronto (Riviera Oggi, 2015; graduate).
 * Left out: health-services administration (bachelor): no second three-year degree found; welding (technical): a search
 * for IAL Pordenone's course returned only unrelated safety-course listings; animation (graduate): pages on the academies'
 * second-level diplomas in general (the Accademia Kandinskij's equivalence page, the Accademia di Venezia's reform page)
 * name no animation biennio; pharmacy technician (technical): not searched again.
 * Session 27, verification pass (2026-11-28, the `VERIFIED_S27` block): the rows readers see most, written from memory
 * and citing only a home page, searched one by one in the stored pages (the search budget, shared with other helpers,
 * ran out after 14 look-ups for Italy). Re-read, each now citing the page read (the institution's own page unless
 * said): the Accademia Teatro alla Scala's make-up course (a Quotidiano.net report of September 2025 on the students of
 * its "corso di trucco e parrucco"; an Adnkronos report of January 2017 also lists its courses for "truccatori e
 * parrucchieri"); ITS Rizzoli's Cloud and Data Security Specialist (an Automazione News report on its dual-apprenticeship
 * edition: a two-year post-diploma biennio); ITS Fitstic's Tecnico superiore per la progettazione di infrastrutture e la
 * gestione di architetture IT in Imola (a Leggilanotizia report of May 2022: a two-year course of 2,000 hours; a Corriere
 * Romagna report also names it); Ingegneria Meccanica at Bologna (its 1st cycle degree page), Sapienza (its 2019-20
 * percorso formativo) and the Politecnico di Milano (its 2022/23 regolamento: laurea di primo livello, Milano, durata
 * nominale 3 anni, now stated); Medicina Veterinaria at Bologna (its 2017 Rapporto del Corso di Studio, a copy on
 * readkong.com), Milano (its 2025/2026 course sheet: single-cycle, 5 years, Lodi; now stated) and Padova (a la Repubblica
 * report of 2004 on the faculty at Legnaro and its numero chiuso); Milano's Filosofia (L-5 R, educational plan
 * 2025/2026) and Scienze Politiche (the SPO course sheet 2025/2026, L-36 R, 3 years, now stated); Milano's Management
 * Pubblico e della Sanità (its course site's admission page, both the public-administration and the health-services rows;
 * the page states no length, so the "3 anni" written from memory is taken out); Bocconi's International Politics and
 * Government (a Bocconi news page on the BIG, "un corso di laurea di scienze politiche"; the political-science and the
 * international-relations rows).
 * Weak sources: the Scala, Rizzoli and Fitstic rows rest on news reports, not on the institutions' course pages;
 * Bologna's veterinary row on a 2017 report read in a copy on a document site; Padova's veterinary row on a 2004 news
 * report. Withdrawn: none; no page read showed a row wrong.
 * Searched without result (rows left as they are): Padova's Ingegneria Meccanica (only a 2010/11 orientation guide of
 * its engineering faculty and a syllabus of its laurea magistrale came back) and Bologna's Filosofia (only other
 * universities' philosophy degrees came back). Not re-read (the budget ran out before they were searched): the other
 * rows of the worklist, among them political science, philosophy and mathematics at Bologna, Sapienza and Padova, the
 * Conservatori of Milano and Santa Cecilia, physical education at Bologna and the Foro Italico, Servizio Sociale,
 * Dietistica, Ca' Foscari's Commercio Estero e Turismo, Bocconi's International Economics and Management, Salento's
 * public-administration degree, Ingegneria Gestionale, the IeFP automotive courses of CNOS-FAP and Casa di Carità, and
 * every laurea magistrale row.
 * Check first: Milano's MAPS may have been renamed (a unimi.it page names a bachelor "Management and Policies of Public
 * Administration" with a health-sector focus); Fitstic's Imola course name for the current intake (a 2023 report speaks
 * of its cybersecurity ITS courses in Imola).
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): more of the most-shown rows written from memory,
 * looked up the same way (stored copies of public pages, search tools only; no page re-read online; pages stored at http
 * addresses, those of Bologna's 2017 programme page, Padova's DTG, the Politecnico's IAT site, Sapienza's Data
 * Science site and Bocconi's 2019-2020 guide, are cited at their https addresses).
 * Milano's MAPS first: the two rows (public administration and health-services administration, bachelor) are renamed
 * "Management e Politiche delle Amministrazioni Pubbliche (MAPPE)", citing the university's current bachelor page
 * "Management and Policies of Public Administration" (an interdisciplinary public-administration degree that "pays
 * attention to the health sector"). The Italian title and the date come from Secondo Welfare's report of the new "Corso
 * di Laurea in Management e Politiche delle Amministrazioni Pubbliche (MAPPE)", starting September 2023 (100 places, 50 of
 * them for working students; read on a staging copy of secondowelfare.it, not cited); the last MAPS page seen is a 2020/21
 * course sheet ("Public Sector and Healthcare Management (MAPS)", L-16). Check first whether the health-services row
 * still fits: MAPPE is a public-administration degree with a health-sector strand.
 * Rows re-read, each now citing the page named (the institution's own page unless said):
 * - Padova's Scienze Politiche and Servizio Sociale (bachelor) and Innovazione e Servizio Sociale (laurea magistrale):
 *   the SPGI department's overview (4 first-cycle degrees, among them Political Science and Social work; 5 second-cycle,
 *   among them Innovation and Social Work); Sapienza's Scienze Politiche e Relazioni Internazionali (its political-science
 *   and international-relations rows): the Facoltà di Scienze Politiche's booklet of the DM 509 triennial degrees (classe
 *   15; a copy on diazilla.com);
 * - Matematica at Milano (L-35 R course sheet 2025/2026, 3 years), Padova (the mathematics department's presentation:
 *   triennial and magistrale degrees in Matematica, and a laurea magistrale in Data Science, which its Data Science row
 *   now cites) and Bologna (its 2017/2018 programme page, years 1 to 3); "3 anni" now stated for the three;
 * - Servizio Sociale at Bologna (its Social Work programme page) and Sapienza (its CLaSS study plan of 2018, three years);
 *   the Conservatorio di Milano's triennio (its international page: three academic years, 180 credits); the Foro
 *   Italico's Scienze Motorie e Sportive (its physical-education and sports-science rows): Il Portale del Cavallo, 2022, on
 *   the first graduates of the "laurea triennale" run with the FISE (Cavallo2000 reports its 2025-2026 call, Curriculum 1,
 *   L-22);
 * - Ca' Foscari's Commercio estero e turismo (its admission page: a laurea triennale, enrolment to 2024/2025 on this site,
 *   a new site from 2025/2026); Salento's Diritto e politiche per le pubbliche amministrazioni (its international catalogue:
 *   L-14, 3 years, 2025/2026);
 * - Ingegneria Gestionale at the Politecnico (2019/20 regolamento, 3 years, now stated), Bologna (the 2016 Rapporto del
 *   Corso di Studio, a copy on fdocumenti.com) and Padova (the DTG's history page: triennial from 2001, magistrale from 2004,
 *   which its laurea magistrale row also cites); the magistrale at Bologna (its enrolment page) and the Politecnico's
 *   Management Engineering (2022/23 regolamento, 2 years);
 * - environmental engineering (LM): Padova (the Scuola di Ingegneria's 2021/22 admission notice listing Environmental
 *   Engineering; a copy on readkong), Bologna (its enrolment page) and the Politecnico's Environmental and Land Planning
 *   Engineering (the IAT study-plan rules: 120 credits over 2 years);
 * - Bologna's Politica, Amministrazione e Organizzazione (its political-science and public-administration rows; the
 *   2018/2019 programme page, a two-year master); Bocconi's Politics and Policy Analysis, Data Science and Business
 *   Analytics, Economics and Management of Government and International Organizations and International Management (the
 *   2019-2020 guide to its two-year MSc programs);
 * - Data Science at Sapienza (the programme's site, now class LM-DATA) and Milano's Data Science and Economics (its
 *   enrolment page); Bologna's Statistical Sciences (programme quality page, 2024) and Tourism Economics and Management
 *   (its enrolment page); Ca' Foscari's Lavoro, Cittadinanza Sociale, Interculturalità (its summary page, enrolment until
 *   2024/2025) and Sviluppo Interculturale dei Sistemi Turistici (its 2021/22 admission page);
 * - Ca' Foscari's International Management, renamed "International Management (Laurea Magistrale)": its admission page
 *   names a laurea magistrale of that name from 2025/2026 (taught in English, programmed access), not a curriculum of
 *   Economia e Gestione delle Aziende; Milano's MASS (its 2024/2025 course sheet, LM-77); SDA Bocconi's MIHMEP (its page
 *   on the master's 25 years, since 1999).
 * Weak sources, to replace first: the third-party copies (diazilla, fdocumenti, readkong), the old pages (Sapienza's DM
 * 509 booklet, Bologna's 2016 report and 2017/2018 and 2018/19 programme pages, Bocconi's 2019-2020 guide), the press page
 * on the Foro Italico, and Padova's SPGI overview (English titles only). Lengths taken out (`duration: null`, not stated
 * on the page read): Padova's Servizio Sociale, Innovazione e Servizio Sociale, Data Science, Ingegneria Gestionale LM and
 * Environmental Engineering; Bologna's Servizio Sociale, TEaM, Ingegneria per l'Ambiente e il Territorio LM and
 * Ingegneria Gestionale LM; Sapienza's Data Science; Milano's DSE and MASS; Ca' Foscari's three lauree magistrali.
 * Withdrawn: none.
 * Searched and not found (rows left as they are): the IeFP automotive courses of CNOS-FAP and Casa di Carità (only
 * unrelated safety-course listings, and an Approccio Duale page of 2016 on Casa di Carità naming no qualification);
 * Bologna's Scienze Politiche (bachelor); Sapienza's Filosofia (only its laurea magistrale) and Padova's Filosofia;
 * Sapienza's Matematica (a 2025 "Mathematics (33603)" study plan whose level could not be told); Dietistica at Milano,
 * Bologna and Sapienza; the Didattica della Musica of Milano and Santa Cecilia and Santa Cecilia's triennio; Bocconi's
 * International Economics and Management (program structures without the program's name, and a bachelorsportal listing,
 * not used); Padova's Scienze Statistiche (LM). Not searched again: Padova's Ingegneria Meccanica and Bologna's Filosofia;
 * not reached: Bologna's Scienze delle Attività Motorie e Sportive.
 * Check first: Ca' Foscari's Lavoro, Cittadinanza Sociale, Interculturalità and Commercio estero e turismo have new sites
 * from 2025/2026 (titles to confirm); Milano's DSE (its former LM-91 site says a "Data Science for Economics" programme in
 * class LM-Data replaced it from 2022/23; the current site still says Data Science and Economics).
 * Second verification pass of 2026-11-28 (session 28; no `VERIFIED_S28B` block, since no page read bore a row out): the
 * regenerated worklist, looked up the same way (stored copies of public pages, search tools only; 7 look-ups for Italy),
 * first the row not reached before (Bologna's Scienze delle Attività Motorie e Sportive), then rows searched once before,
 * each with another query (the department's name, the class code, the English programme name). No row was re-read,
 * renamed or withdrawn; no length was changed.
 * Searched and not found (rows left as they are): Bologna's Scienze delle Attività Motorie e Sportive (only the regolamento
 * of its LM-67 master, copied on diazilla, which names the L-22 class as an access requirement, and other universities'
 * L-22 degrees); Padova's Ingegneria Meccanica (only the 2010/11 orientation guide on Scribd, the 2002-2003 faculty
 * bulletin on fdocumenti and the access syllabus of the laurea magistrale again); Bocconi's International Economics and
 * Management (a bachelorsportal listing, not used; Bocconi's 2020-2021 guide to its BSc programmes, copied on Scribd,
 * whose stored table of contents stops before it; a 2025-2026 guide page of a program structure that does not name the
 * program); Dietistica at Milano (only other universities' pages and Milano's LM-61 master in Human Nutrition; for
 * Sapienza an old statute creating a Diploma Universitario di Dietista, stored without an address); Santa Cecilia's
 * triennio (only other conservatories' pages);
 * Sapienza's Filosofia (only its laurea magistrale and an aggregator); Bologna's Filosofia (only other universities'
 * regulations). Not reached (budget): the IeFP automotive courses of CNOS-FAP and Casa di Carità, Bologna's Scienze
 * Politiche, Padova's Filosofia, Sapienza's Matematica, Dietistica at Bologna, the Didattica della Musica of Milano and
 * Santa Cecilia, Padova's Scienze Statistiche (LM).
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): the regenerated worklist, looked up the same
 * way (stored copies of public pages, search tools only; 11 look-ups for Italy), first the gaps, then rows not reached
 * or searched once before, each with another query. No row was re-read, renamed or withdrawn; no length was changed.
 * Row added: animation (graduate), which had none: the Sapienza's "Master di primo livello in Linguaggi e Tecniche per
 * il Cinema d'Animazione", run with the Accademia di Belle Arti di Roma (Exibart, 17 April 2018: the first-level
 * master, presented that day at the Sapienza with the Accademia and the Fondazione Terzo Pilastro, "attivo dal prossimo
 * anno accademico", teaching writing for animation and 2D and 3D techniques). A first-level university master is a
 * postgraduate course for holders of a laurea, hence the graduate level. No length given. Weak source, to replace
 * first: a 2018 announcement; check whether the master still runs and its current title.
 * Searched and not found (rows left as they are): welding (technical), which has no row (a query on the Istituto
 * Italiano della Saldatura's welder courses returned only unrelated safety-course listings and a generic article);
 * health-services administration (bachelor), which has one row (only Unidav's Economia e Management dei Servizi
 * Sanitari, closed to new students after 2013/14, and graduate courses: Milano's MASS, LM-77, and Foggia's Diritto e
 * gestione dei servizi sanitari); Padova's Scienze Statistiche (LM) (only the department's mission and presentation
 * pages, which speak of its "Corsi di Studio in Scienze Statistiche" without naming the laurea magistrale); Dietistica
 * at Bologna (only Trieste's and other universities' pages); Padova's Filosofia (only Milano's, Verona's and
 * Firenze's); the Didattica della Musica of Santa Cecilia (only copies of Wikipedia and an article of unknown
 * ownership); the IeFP automotive courses of CNOS-FAP and Casa di Carità (only unrelated safety-course listings again);
 * Sapienza's Matematica (only Roma Tre's and Tor Vergata's pages and the Castelnuovo department's history); Bologna's
 * Scienze Politiche (the Department of Political and Social Sciences' presentation: "two Bachelor's and eight Master's
 * degree programmes in the two campuses of Bologna and Forlì", none named). Not reached: pharmacy technician
 * (technical), Padova's Ingegneria Meccanica, Bologna's Filosofia and Scienze delle Attività Motorie e Sportive,
 * Sapienza's Filosofia, Santa Cecilia's triennio, the Conservatorio di Milano's Didattica della Musica, Dietistica at
 * Milano and Sapienza, Bocconi's International Economics and Management.
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block): the regenerated worklist, looked up
 * the same way (stored copies of public material, search tools only; 6 look-ups for Italy), mostly in stored public
 * repositories and fetched snapshots of them. Rows re-read, each now citing the page named:
 * - Bologna's Filosofia (bachelor): the thesis page of Monica Azzolini (Dipartimento di Filosofia e Comunicazione) on
 *   unibo.it, read in a copy scraped in July 2022 (giammirove/raccoglitesi_unibo): "Per gli studenti e le studentesse
 *   della Laurea in Filosofia: accetto di seguire le tesi ...". The row states no length;
 * - Bologna's political-science bachelor: the thesis page of Susanna Vezzadini (Dipartimento di Scienze Politiche e
 *   Sociali) on unibo.it, same copy, listing an assigned thesis whose frontispiece reads "ALMA MATER STUDIORUM
 *   UNIVERSITA' DI BOLOGNA Corso di laurea in Scienze Politiche, Sociali e internazionali ... Anno accademico:
 *   2020-2021". The row is renamed from "Scienze Politiche" to "Scienze Politiche, Sociali e Internazionali";
 * - Sapienza's Filosofia (bachelor): the Sapienza Students Network's page (a student-run site, on GitHub, 2026), "Sito
 *   Web degli Studenti dei Corsi di Laurea in Filosofia", with "Filosofia, Triennale" and "Filosofia e IA, Triennale"
 *   (it refers readers to corsidilaurea.uniroma1.it as the only binding source).
 * Weak sources, to replace first: all three (teachers' thesis pages in a 2022 copy, a thesis frontispiece of 2020-2021,
 * a student-run site); none is the course's own page. Lengths changed: none. Rows added: none. Withdrawn: none.
 * Searched and not found, this pass: Padova's Ingegneria Meccanica (thesis templates: only Bologna's and other
 * universities'); Sapienza's Matematica and Dietistica (a search for course lists found only the students' site above
 * and a crawler without its output); Bocconi's International Economics and Management (its English title, twice); the
 * Conservatorio di Milano's Didattica della Musica (its international page names only the triennio and biennio in
 * general, 3 and 2 years); welding (technical), no row (a query on regional welder courses returned only spam course
 * listings). Not reached: pharmacy technician (technical), no row; Bologna's Scienze delle Attività Motorie e Sportive
 * and Dietistica (the scraped Bologna thesis pages name neither course), Milano's Dietistica, Santa Cecilia's triennio
 * and Didattica della Musica, CNOS-FAP's and Casa di Carità's IeFP courses, Padova's Scienze Statistiche (LM),
 * health-services administration (bachelor) and animation (graduate).
 * Third verification pass of 2026-11-28 (session 29, the `VERIFIED_S29C` block): the regenerated worklist, looked up
 * the same way (stored copies of public material, search tools only; 5 look-ups for Italy before the session's shared
 * search budget ran out). Row re-read, citing the page named:
 * - Bocconi's International Economics and Management (bachelor): the university's "Undergraduate School, Bachelor of
 *   Science Programs: Rules and Regulations, AY 2015-2016" (Rectoral Decree no. 113, 4 August 2015), read in a copy on
 *   docplayer.net, listing among "the BSc programs currently offered by Università Bocconi" under L 18 Management
 *   studies "International Economics and Management (English)". A bachelorsportal.com listing ("International
 *   Economics and Management, B.Sc. ... offered at Università Commerciale Luigi Bocconi", undated) agrees; the
 *   university's own guides of 2023-2024 and 2024-2025 ("Bachelor of Science Programs (3-y)") came up without naming
 *   the program in the parts read. No length stated for this program: "3 anni" taken out.
 * Weak source, to replace first: the 2015-2016 rules (old; a copy on a document site). Rows added: none. Withdrawn: none.
 * Leads, not cited: a nutritionist's site script (repository not identified) giving "Laurea in Dietistica e Magistrale in
 * Alimentazione e Nutrizione Umana (Università di Milano)", alumniOf "Università degli Studi di Milano" (for Milano's
 * Dietistica); the scraped Bologna thesis pages (giammirove/raccoglitesi_unibo, fetched) speak of "Studenti di Scienze
 * Motorie" without the degree's title.
 * Searched and not found, this pass: Padova's Ingegneria Meccanica (thesis READMEs and graduates' wording: only a
 * Padova thesis template for computer engineering and other universities' material); Dietistica by its title (only
 * app fixtures and unnamed bios, above). Not reached (the session's search budget ran out): the gaps (pharmacy
 * technician and welding, technical; health-services administration, bachelor; animation, graduate), the IeFP
 * automotive courses of CNOS-FAP and Casa di Carità, Padova's Filosofia and Scienze Statistiche (LM), Sapienza's
 * Matematica and Dietistica, Santa Cecilia's triennio and Didattica della Musica, Milano's Didattica della Musica,
 * Bologna's Scienze delle Attività Motorie e Sportive and Dietistica.
 * Session 30 pass of 2026-11-28 (no `VERIFIED_S30` block: nothing citable was found): 5 look-ups for Italy (search
 * tools only). Searched and not found: health-services administration (bachelor; only Milano's MASS, LM-77, Unidav's
 * closed course, Foggia's and the Politecnica delle Marche's magistrali, and a Catania course unit); animation
 * (graduate; the Exibart page on the Sapienza's master again; the Università Cattolica's laurea magistrale "The art and
 * industry of narration: from literature to cinema and tv", which an ITALPRESS copy on blog.it says "si focalizza
 * sull'animazione", is an English track of its LM in Lingue, letterature e culture straniere (Avvenire, August 2020;
 * Cattolica's Secondo Tempo), a narration degree, so not listed; the Cattolica's MISP (Master in International
 * Screenwriting and Production) teaches screenwriting for animation, not listed; Link Campus University's 360-hour
 * "Animazione 2D paperless artist" course of 2016, too old and short to list; the Accademia Kandinskij's equipollence
 * page names no animation biennio in its opening). Verify row searched without result: Bologna's Scienze delle Attività
 * Motorie e Sportive (only Bologna's LM-67 regulation, the Facoltà di Scienze motorie's 2010 press release and other
 * universities' L-22 regulations). Rows re-read, added or withdrawn: none. Not reached: the pharmacy-technician and
 * welding gaps and the other verify rows.
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, offered, sitedInstitutions, taggedPages, withPasses } from "./define";

const institution = sitedInstitutions("IT", { title: "Offerta formativa (pagina ufficiale)", retrieved: "2026-11-26" });

const ALL = [
  institution("it-unibo", "Alma Mater Studiorum – Università di Bologna", "Bologna", "public", "https://www.unibo.it"),
  institution("it-sapienza", "Sapienza Università di Roma", "Roma", "public", "https://www.uniroma1.it"),
  institution("it-polimi", "Politecnico di Milano", "Milano", "public", "https://www.polimi.it"),
  institution("it-unimi", "Università degli Studi di Milano", "Milano", "public", "https://www.unimi.it"),
  institution("it-unipd", "Università degli Studi di Padova", "Padova", "public", "https://www.unipd.it"),
  institution("it-bocconi", "Università Commerciale Luigi Bocconi", "Milano", "private", "https://www.unibocconi.it"),
  institution("it-unive", "Università Ca' Foscari Venezia", "Venezia", "public", "https://www.unive.it"),
  institution(
    "it-foro-italico",
    'Università degli Studi di Roma "Foro Italico"',
    "Roma",
    "public",
    "https://www.uniroma4.it",
  ),
  institution(
    "it-cons-milano",
    'Conservatorio di Musica "Giuseppe Verdi" di Milano',
    "Milano",
    "public",
    "https://www.consmilano.it",
  ),
  institution(
    "it-santa-cecilia",
    "Conservatorio di Musica Santa Cecilia",
    "Roma",
    "public",
    "https://www.conservatoriosantacecilia.it",
  ),
  institution("it-gregoriana", "Pontificia Università Gregoriana", "Roma", "private", "https://www.unigre.it"),
  institution(
    "it-ftis",
    "Facoltà Teologica dell'Italia Settentrionale",
    "Milano",
    "private",
    "https://www.teologiamilano.it",
  ),
];

const ADDED_ON = "2026-11-27";
/** The source of a row added on 2026-11-27: the institution's official site. */
const added = (id: string) => `${id}-${ADDED_ON}`;
const ADDED_FROM = [
  "it-unibo",
  "it-sapienza",
  "it-polimi",
  "it-unipd",
  "it-unive",
  "it-santa-cecilia",
  "it-unimi",
  "it-bocconi",
];
/** Institutions first listed on 2026-11-27, citing their official site. */
const addedInstitution = sitedInstitutions("IT", {
  title: "Offerta formativa (pagina ufficiale)",
  retrieved: ADDED_ON,
});
const NEW = [
  addedInstitution(
    "it-accademia-scala",
    "Accademia Teatro alla Scala",
    "Milano",
    "private",
    "https://www.accademialascala.it",
  ),
  addedInstitution(
    "it-its-rizzoli",
    "ITS Academy Angelo Rizzoli per le tecnologie dell'informazione e della comunicazione",
    "Milano",
    "public",
    "https://www.itsrizzoli.it",
  ),
  addedInstitution(
    "it-its-fitstic",
    "Fondazione ITS Fitstic – Istituto Tecnico Superiore per le tecnologie dell'informazione e della comunicazione",
    "Forlì",
    "public",
    "https://www.fitstic.it",
  ),
  addedInstitution("it-unisalento", "Università del Salento", "Lecce", "public", "https://www.unisalento.it"),
  addedInstitution(
    "it-cnos-fap",
    "Federazione CNOS-FAP (Centri di formazione professionale salesiani)",
    "Roma",
    "private",
    "https://www.cnos-fap.it",
  ),
  addedInstitution(
    "it-casa-carita",
    "Fondazione Casa di Carità Arti e Mestieri",
    "Torino",
    "private",
    "https://www.casadicarita.org",
  ),
];

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    ...ALL.filter((x) => ADDED_FROM.includes(x.institution.id)).map(({ institution: u }) =>
      institutionPage(added(u.id), u.name, "Offerta formativa (pagina ufficiale)", u.website, ADDED_ON),
    ),
    ...NEW.map((x) => x.source),
  ],
  institutions: NEW.map((x) => x.institution),
  programs: [
    ...offered("it-accademia-scala", "technical", "it-accademia-scala-site", [
      ["makeup-artistry", "Corso per Truccatori e Parrucchieri (Dipartimento Palcoscenico-Laboratori)"],
    ]),
    ...offered("it-its-rizzoli", "technical", "it-its-rizzoli-site", [
      ["it-support-technician", "Cloud and Data Security Specialist (percorso ITS biennale)", { duration: "2 anni" }],
    ]),
    ...offered("it-its-fitstic", "technical", "it-its-fitstic-site", [
      [
        "it-support-technician",
        "Tecnico superiore per la progettazione di infrastrutture e la gestione di architetture IT (sede di Imola)",
        { duration: "2 anni" },
      ],
    ]),
    ...offered("it-cnos-fap", "technical", "it-cnos-fap-site", [
      [
        "automotive-mechanics",
        "Operatore alla riparazione dei veicoli a motore (qualifica IeFP; 4° anno: Tecnico riparatore di veicoli a motore)",
        { duration: "3 anni" },
      ],
    ]),
    ...offered("it-casa-carita", "technical", "it-casa-carita-site", [
      [
        "automotive-mechanics",
        "Operatore alla riparazione dei veicoli a motore (qualifica IeFP)",
        { duration: "3 anni" },
      ],
    ]),
    ...offered("it-unisalento", "bachelor", "it-unisalento-site", [
      ["public-administration", "Diritto e Politiche per le Pubbliche Amministrazioni", { duration: "3 anni" }],
    ]),
    ...offered("it-unimi", "bachelor", added("it-unimi"), [
      ["public-administration", "Management Pubblico e della Sanità (MAPS)", { duration: "3 anni" }],
      ["health-services-administration", "Management Pubblico e della Sanità (MAPS)", { duration: "3 anni" }],
    ]),
    ...offered("it-unimi", "graduate", added("it-unimi"), [
      [
        "health-services-administration",
        "Management delle Aziende Sanitarie e del Settore Salute (MASS, Laurea Magistrale)",
        { duration: "2 anni" },
      ],
    ]),
    ...offered("it-bocconi", "graduate", added("it-bocconi"), [
      [
        "health-services-administration",
        "Master of International Healthcare Management, Economics and Policy (MIHMEP, SDA Bocconi)",
      ],
    ]),
    ...offered("it-unive", "graduate", added("it-unive"), [
      [
        "international-business",
        "Economia e Gestione delle Aziende, curriculum International Management (Laurea Magistrale)",
        { duration: "2 anni" },
      ],
    ]),
    ...offered("it-unibo", "bachelor", added("it-unibo"), [["nutrition", "Dietistica", { duration: "3 anni" }]]),
    ...offered("it-sapienza", "bachelor", added("it-sapienza"), [["nutrition", "Dietistica", { duration: "3 anni" }]]),
    ...offered("it-santa-cecilia", "bachelor", added("it-santa-cecilia"), [
      ["music-education", "Diploma Accademico di Primo Livello in Didattica della Musica", { duration: "3 anni" }],
    ]),
    ...offered("it-unipd", "graduate", added("it-unipd"), [
      ["statistics", "Scienze Statistiche (Laurea Magistrale)", { duration: "2 anni" }],
      ["social-work", "Innovazione e Servizio Sociale (Laurea Magistrale)", { duration: "2 anni" }],
      ["environmental-engineering", "Environmental Engineering (Laurea Magistrale)", { duration: "2 anni" }],
    ]),
    ...offered("it-unibo", "graduate", added("it-unibo"), [
      ["statistics", "Statistical Sciences (Laurea Magistrale)", { duration: "2 anni" }],
      [
        "environmental-engineering",
        "Ingegneria per l'Ambiente e il Territorio (Laurea Magistrale)",
        { duration: "2 anni" },
      ],
      ["tourism", "Tourism Economics and Management (Laurea Magistrale, Rimini)", { duration: "2 anni" }],
    ]),
    ...offered("it-polimi", "graduate", added("it-polimi"), [
      [
        "environmental-engineering",
        "Environmental and Land Planning Engineering (Laurea Magistrale)",
        { duration: "2 anni" },
      ],
    ]),
    ...offered("it-unive", "graduate", added("it-unive"), [
      ["social-work", "Lavoro, Cittadinanza Sociale, Interculturalità (Laurea Magistrale)", { duration: "2 anni" }],
      ["tourism", "Sviluppo Interculturale dei Sistemi Turistici (Laurea Magistrale)", { duration: "2 anni" }],
    ]),
  ],
};

const ADDED_28_ON = "2026-11-28";
/** The source of a row added on 2026-11-28 for an institution already listed: its official site. */
const added28 = (id: string) => `${id}-${ADDED_28_ON}`;
const ADDED_28_FROM = ["it-unive", "it-unipd"];
const NEW_28 = [
  sitedInstitutions("IT", { title: "Corsi di formazione (pagina ufficiale)", retrieved: ADDED_28_ON })(
    "it-csg",
    "Centro Studi Galileo",
    "Casale Monferrato",
    "private",
    "https://www.centrogalileo.it",
  ),
];

/** Rows added on 2026-11-28 (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    ...ALL.filter((x) => ADDED_28_FROM.includes(x.institution.id)).map(({ institution: u }) =>
      institutionPage(added28(u.id), u.name, "Offerta formativa (pagina ufficiale)", u.website, ADDED_28_ON),
    ),
    ...NEW_28.map((x) => x.source),
  ],
  institutions: NEW_28.map((x) => x.institution),
  programs: [
    ...offered("it-unive", "graduate", added28("it-unive"), [
      [
        "english-teaching",
        "Lingue e Letterature Europee, Americane e Postcoloniali (Laurea Magistrale, LM-37), curriculum inglese",
        { duration: "2 anni" },
      ],
    ]),
    ...offered("it-unipd", "graduate", added28("it-unipd"), [
      [
        "english-teaching",
        "Lingue e Letterature Europee e Americane (Laurea Magistrale, LM-37), lingua inglese",
        { duration: "2 anni" },
      ],
    ]),
    ...offered("it-csg", "technical", "it-csg-site", [
      [
        "refrigeration-air-conditioning",
        "Corsi per tecnici frigoristi: refrigerazione e condizionamento, con certificazione F-gas",
      ],
    ]),
  ],
};

/** Rows added on 2026-11-28 in a second pass (see the header): read from stored news pages. */
const ADDED_28B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "it-aslam-zerosottozero",
      "Zerosottozero",
      "Un'officina per le prossime generazioni di frigoristi (news report, 19 July 2019)",
      "https://www.zerosottozero.it/2019/07/19/unofficina-per-le-prossime-generazioni-di-frigoristi/",
      ADDED_28_ON,
    ),
    institutionPage(
      "it-aslam-site",
      "ASLAM – Associazione Scuole Lavoro Alto Milanese",
      "Corsi di formazione professionale (pagina ufficiale)",
      "https://www.aslam.it",
      ADDED_28_ON,
    ),
  ],
  institutions: [
    {
      id: "it-aslam",
      country: "IT",
      name: "ASLAM – Associazione Scuole Lavoro Alto Milanese (Training Center Frigoristi di Magenta)",
      city: "Magenta",
      kind: "private",
      website: "https://www.aslam.it",
      source: "it-aslam-site",
    },
  ],
  programs: [
    ...offered("it-aslam", "technical", "it-aslam-zerosottozero", [
      ["refrigeration-air-conditioning", "Operatore di impianti termoidraulici", { duration: "3 anni" }],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24`. */
const ADDED_S24_ON = "2026-11-28";

/** Rows added on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "it-mba-academy-site",
      "MBA – Making Beauty Academy",
      "Cristina, Elisa, Giulia e Valentina, nuove MUA del Corso Annuale di Trucco Artistico MBA edizione 2015/2016 di Milano e Torino",
      "https://mbacademy.it/cristina-elisa-giulia-e-valentina-nuove-mua-del-corso-annuale-di-trucco-artistico-mba-edizione-2015-2016-di-milano-e-torino-raccontano-la-loro-esperienza",
      ADDED_S24_ON,
    ),
    institutionPage(
      "it-fashion-avenue-site",
      "Fashion Avenue Academy",
      "Il Makeup Museum di New York (pagina dell'accademia che presenta il suo corso annuale di trucco)",
      "https://fashionavenueacademy.it/?p=324",
      ADDED_S24_ON,
    ),
    institutionPage(
      "it-unimi-pharmabiotech-2026-11-28",
      "Università degli Studi di Milano",
      "Pharmaceutical Biotechnology: course sheet, A.Y. 2025/2026 (Master programme, LM-9)",
      "https://unimi.it/en/education/master-programme/pharmaceutical-biotechnology",
      ADDED_S24_ON,
    ),
    institutionPage(
      "it-unibo-pharmabiotech-2026-11-28",
      "Alma Mater Studiorum – Università di Bologna",
      "Second Cycle Degree/Two Year Master in Pharmaceutical Biotechnology: programme enrolment",
      "https://corsi.unibo.it/2cycle/PharmaceuticalBiotechnology/how-to-enrol",
      ADDED_S24_ON,
    ),
    institutionPage(
      "it-sapienza-biotecfarm-2026-11-28",
      "Sapienza Università di Roma",
      "Corso di Laurea Magistrale in Biotecnologie Farmaceutiche (LM-9): percorso formativo e manifesto degli studi 2018/19",
      "https://www.corsidilaurea.uniroma1.it/it/corso/2018/29896/cds",
      ADDED_S24_ON,
    ),
    institutionPage(
      "it-unibo-benicult-2026-11-28",
      "Alma Mater Studiorum – Università di Bologna",
      "Corso di Laurea in Beni Culturali: obiettivi formativi",
      "https://corsi.unibo.it/laurea/BeniCulturali/obiettivi",
      ADDED_S24_ON,
    ),
    institutionPage(
      "it-unipi-site",
      "Università di Pisa, Facoltà di Lettere e Filosofia",
      "Corso di Laurea in Scienze dei Beni Culturali: presentazione",
      "https://lettere1.humnet.unipi.it/index.php?id=315",
      ADDED_S24_ON,
    ),
    institutionPage(
      "it-unipd-careercounselling-superando",
      "Superando.it",
      "Un futuro di qualità anche per chi sperimenta condizioni di vulnerabilità (corso di perfezionamento dell'Università di Padova in Orientamento e Career Counselling)",
      "https://superando.it/?p=39340",
      ADDED_S24_ON,
    ),
    institutionPage(
      "it-lumsa-orientamento-paoletti",
      "Patrizio Paoletti (sito personale)",
      "Educare alla scelta: Patrizio Paoletti docente al Master LUMSA Orientamento e Placement",
      "https://patriziopaoletti.it/educare-alla-scelta-patrizio-paoletti-docente-al-master-lumsa-orientamento-e-placement/",
      ADDED_S24_ON,
    ),
    institutionPage(
      "it-lumsa-site",
      "LUMSA – Libera Università Maria Santissima Assunta",
      "Offerta formativa (pagina ufficiale)",
      "https://www.lumsa.it",
      ADDED_S24_ON,
    ),
  ],
  institutions: [
    {
      id: "it-mba-academy",
      country: "IT",
      name: "MBA – Making Beauty Academy",
      city: "Milano",
      kind: "private",
      website: "https://mbacademy.it",
      source: "it-mba-academy-site",
    },
    {
      id: "it-fashion-avenue",
      country: "IT",
      name: "Fashion Avenue Academy",
      city: "Milano",
      kind: "private",
      website: "https://fashionavenueacademy.it",
      source: "it-fashion-avenue-site",
    },
    {
      id: "it-unipi",
      country: "IT",
      name: "Università di Pisa",
      city: "Pisa",
      kind: "public",
      website: "https://www.unipi.it",
      source: "it-unipi-site",
    },
    {
      id: "it-lumsa",
      country: "IT",
      name: "LUMSA – Libera Università Maria Santissima Assunta",
      city: "Roma",
      kind: "private",
      website: "https://www.lumsa.it",
      source: "it-lumsa-site",
    },
  ],
  programs: [
    ...offered("it-mba-academy", "technical", "it-mba-academy-site", [
      ["makeup-artistry", "Corso Annuale di Trucco Artistico (Milano e Torino)", { duration: "1 anno" }],
    ]),
    ...offered("it-fashion-avenue", "technical", "it-fashion-avenue-site", [
      ["makeup-artistry", "Corso annuale di trucco (make-up artist, indirizzo fashion)", { duration: "1 anno" }],
    ]),
    ...offered("it-unimi", "graduate", "it-unimi-pharmabiotech-2026-11-28", [
      ["biotechnology", "Pharmaceutical Biotechnology (Laurea Magistrale, LM-9)", { duration: "2 anni" }],
    ]),
    ...offered("it-unibo", "graduate", "it-unibo-pharmabiotech-2026-11-28", [
      ["biotechnology", "Pharmaceutical Biotechnology (Laurea Magistrale)", { duration: "2 anni" }],
    ]),
    ...offered("it-sapienza", "graduate", "it-sapienza-biotecfarm-2026-11-28", [
      ["biotechnology", "Biotecnologie Farmaceutiche (Laurea Magistrale, LM-9)", { duration: "2 anni" }],
    ]),
    ...offered("it-unibo", "bachelor", "it-unibo-benicult-2026-11-28", [
      ["library-science", "Beni Culturali (Laurea, L-1), ambito archivistico-biblioteconomico", { duration: "3 anni" }],
    ]),
    ...offered("it-unipi", "bachelor", "it-unipi-site", [
      ["library-science", "Scienze dei Beni Culturali (Laurea), curriculum biblioteconomico e bibliografico"],
    ]),
    ...offered("it-unipd", "graduate", "it-unipd-careercounselling-superando", [
      [
        "counselling",
        "Corso di perfezionamento (postgraduate certificate) in Orientamento e Career Counselling per l'inclusione, la sostenibilità e la giustizia sociale",
      ],
    ]),
    ...offered("it-lumsa", "graduate", "it-lumsa-orientamento-paoletti", [
      ["counselling", "Master universitario di II livello in Orientamento e Placement"],
    ]),
  ],
};

/** Session 27's verification pass (2026-11-28): rows of the first passes re-read on a page found with the search tools. */
const READ_S27 = "2026-11-28";
const VERIFIED_S27: CatalogPass = {
  sources: [
    institutionPage(
      "it-accademia-scala-trucco-s27",
      "Quotidiano.net",
      "Visitatori truccati come gli attori (news report, 17 September 2025: the students of the Accademia Teatro alla Scala's corso di trucco e parrucco at the Milano Beauty Week)",
      "https://www.quotidiano.net/economia/ultimaora/visitatori-truccati-come-gli-attori-b9599208",
      READ_S27,
    ),
    institutionPage(
      "it-its-rizzoli-cloud-s27",
      "Automazione News",
      "ITS Academy Rizzoli, apprendistato duale per il Cloud and Data Security Specialist (news report)",
      "https://automazionenews.it/its-academy-rizzoli-apprendistato-duale-per-il-cloud-and-data-security-specialist",
      READ_S27,
    ),
    institutionPage(
      "it-its-fitstic-imola-s27",
      "Leggilanotizia",
      "L'istituto tecnico superiore dopo il diploma, verso il mondo del lavoro (news report, 16 May 2022: the ITS course Tecnico superiore per la progettazione di infrastrutture e la gestione di architetture IT in Imola)",
      "https://www.leggilanotizia.it/2022/05/16/listituto-tecnico-superiore-dopo-il-diploma-verso-il-mondo-del-lavoro/",
      READ_S27,
    ),
    institutionPage(
      "it-unibo-meccanica-s27",
      "Alma Mater Studiorum – Università di Bologna",
      "1st cycle degree in Mechanical Engineering (Bologna): programme page",
      "https://corsi.unibo.it/1cycle/MechanicalEngineering-Bologna",
      READ_S27,
    ),
    institutionPage(
      "it-sapienza-meccanica-s27",
      "Sapienza Università di Roma",
      "Corso di laurea in Ingegneria meccanica: percorso formativo 2019-20",
      "https://corsidilaurea.uniroma1.it/it/corso/2019/29910/cds",
      READ_S27,
    ),
    institutionPage(
      "it-polimi-meccanica-s27",
      "Politecnico di Milano",
      "Regolamento Didattico del Corso di Studio in Ingegneria Meccanica, Laurea di Primo Livello, sede di Milano, A.A. 2022/23",
      "https://www8.ceda.polimi.it/manifesti/manifesti/controller/extra/RegolamentoPublic.do?jaf_currentWFID=main&EVN_DEFAULT=evento&aa=2022&k_corso_la=353&lang=IT",
      READ_S27,
    ),
    institutionPage(
      "it-unibo-veterinaria-s27",
      "Alma Mater Studiorum – Università di Bologna (copy on readkong.com)",
      "Rapporto del Corso di Studio 2017: Laurea Magistrale a ciclo unico in Medicina veterinaria, a.a. 2017/2018",
      "https://it.readkong.com/page/r-appor-to-unibo-9151085",
      READ_S27,
    ),
    institutionPage(
      "it-unimi-veterinaria-s27",
      "Università degli Studi di Milano",
      "Veterinary Medicine (LM-42 R): course sheet, A.Y. 2025/2026 (single-cycle master, Lodi)",
      "https://www.unimi.it/en/education/other_programme_editions/aa-2025/2026/veterinary-medicine-classe-lm-42-r-enrolled-2025/2026-academic-year",
      READ_S27,
    ),
    institutionPage(
      "it-unipd-veterinaria-repubblica-s27",
      "la Repubblica",
      "Veterinaria / Padova. Numero chiuso, selezione severa (Censis university guide 2004, news report)",
      "https://www.repubblica.it/2004/f/speciale/altri/2004censis/vetepadova/vetepadova.html",
      READ_S27,
    ),
    institutionPage(
      "it-unimi-filosofia-s27",
      "Università degli Studi di Milano",
      "Filosofia (Classe L-5 R): educational plan, A.Y. 2025/2026",
      "https://filosofia.cdl.unimi.it/en/courses/educational-plan",
      READ_S27,
    ),
    institutionPage(
      "it-unimi-scienzepolitiche-s27",
      "Università degli Studi di Milano",
      "Political Sciences (SPO): course sheet, A.Y. 2025/2026 (Bachelor, L-36 R)",
      "https://unimi.it/en/node/13069",
      READ_S27,
    ),
    institutionPage(
      "it-unimi-maps-s27",
      "Università degli Studi di Milano",
      "Corso di laurea in Management Pubblico e della Sanità (MAPS): iscriversi",
      "https://maps.cdl.unimi.it/it/iscriversi",
      READ_S27,
    ),
    institutionPage(
      "it-bocconi-big-s27",
      "Università Commerciale Luigi Bocconi",
      "Uno sguardo globale sul mondo (the Bachelor in International Politics and Government, Bocconi news)",
      "https://unibocconi.it/it/news/uno-sguardo-globale-sul-mondo",
      READ_S27,
    ),
  ],
  reread: [
    {
      institution: "it-accademia-scala",
      career: "makeup-artistry",
      level: "technical",
      source: "it-accademia-scala-trucco-s27",
    },
    {
      institution: "it-its-rizzoli",
      career: "it-support-technician",
      level: "technical",
      source: "it-its-rizzoli-cloud-s27",
    },
    {
      institution: "it-its-fitstic",
      career: "it-support-technician",
      level: "technical",
      source: "it-its-fitstic-imola-s27",
    },
    { institution: "it-unibo", career: "mechanical-engineering", level: "bachelor", source: "it-unibo-meccanica-s27" },
    {
      institution: "it-sapienza",
      career: "mechanical-engineering",
      level: "bachelor",
      source: "it-sapienza-meccanica-s27",
    },
    {
      institution: "it-polimi",
      career: "mechanical-engineering",
      level: "bachelor",
      source: "it-polimi-meccanica-s27",
      set: { duration: "3 anni" },
    },
    { institution: "it-unibo", career: "veterinary-medicine", level: "bachelor", source: "it-unibo-veterinaria-s27" },
    {
      institution: "it-unimi",
      career: "veterinary-medicine",
      level: "bachelor",
      source: "it-unimi-veterinaria-s27",
      set: { duration: "5 anni" },
    },
    {
      institution: "it-unipd",
      career: "veterinary-medicine",
      level: "bachelor",
      source: "it-unipd-veterinaria-repubblica-s27",
    },
    { institution: "it-unimi", career: "philosophy", level: "bachelor", source: "it-unimi-filosofia-s27" },
    {
      institution: "it-unimi",
      career: "political-science",
      level: "bachelor",
      source: "it-unimi-scienzepolitiche-s27",
      set: { duration: "3 anni" },
    },
    {
      institution: "it-unimi",
      career: "public-administration",
      level: "bachelor",
      source: "it-unimi-maps-s27",
      set: { duration: null },
    },
    {
      institution: "it-unimi",
      career: "health-services-administration",
      level: "bachelor",
      source: "it-unimi-maps-s27",
      set: { duration: null },
    },
    { institution: "it-bocconi", career: "political-science", level: "bachelor", source: "it-bocconi-big-s27" },
    { institution: "it-bocconi", career: "international-relations", level: "bachelor", source: "it-bocconi-big-s27" },
  ],
  withdrawn: [],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "IT",
  sources: [...ALL.map((x) => x.source)],
  institutions: [...ALL.map((x) => x.institution)],
  programs: [
    ...offered("it-unibo", "bachelor", "it-unibo-site", [
      ["medicine", "Medicina e Chirurgia"],
      ["dentistry", "Odontoiatria e Protesi Dentaria"],
      ["pharmacy", "Farmacia"],
      ["nursing", "Infermieristica"],
      ["physical-therapy", "Fisioterapia"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["agronomy", "Scienze e Tecnologie Agrarie"],
      ["food-engineering", "Tecnologie Alimentari"],
      ["law", "Giurisprudenza"],
      ["economics", "Economia"],
      ["business-administration", "Economia Aziendale"],
      ["political-science", "Scienze Politiche"],
      ["sociology", "Sociologia"],
      ["psychology", "Scienze e Tecniche Psicologiche"],
      ["history", "Storia"],
      ["philosophy", "Filosofia"],
      ["literature", "Lettere"],
      ["modern-languages", "Lingue e Letterature Straniere"],
      ["translation", "Mediazione Linguistica Interculturale"],
      ["architecture", "Architettura"],
      ["civil-engineering", "Ingegneria Civile"],
      ["mechanical-engineering", "Ingegneria Meccanica"],
      ["electronic-engineering", "Ingegneria Elettronica"],
      ["chemical-engineering", "Ingegneria Chimica e Biochimica"],
      ["industrial-engineering", "Ingegneria Gestionale"],
      ["aerospace-engineering", "Ingegneria Aerospaziale"],
      ["biomedical-engineering", "Ingegneria Biomedica"],
      ["computer-science", "Informatica"],
      ["mathematics", "Matematica"],
      ["physics", "Fisica"],
      ["chemistry", "Chimica"],
      ["biology", "Scienze Biologiche"],
      ["geology", "Scienze Geologiche"],
      ["statistics", "Scienze Statistiche"],
    ]),
    ...offered("it-sapienza", "bachelor", "it-sapienza-site", [
      ["medicine", "Medicina e Chirurgia"],
      ["dentistry", "Odontoiatria e Protesi Dentaria"],
      ["pharmacy", "Farmacia"],
      ["nursing", "Infermieristica"],
      ["psychology", "Scienze e Tecniche Psicologiche"],
      ["law", "Giurisprudenza"],
      ["economics", "Economia"],
      ["business-administration", "Scienze Aziendali"],
      ["political-science", "Scienze Politiche e Relazioni Internazionali"],
      ["international-relations", "Scienze Politiche e Relazioni Internazionali"],
      ["sociology", "Sociologia"],
      ["communication-studies", "Scienze della Comunicazione"],
      ["philosophy", "Filosofia"],
      ["literature", "Lettere Moderne"],
      ["architecture", "Scienze dell'Architettura"],
      ["civil-engineering", "Ingegneria Civile"],
      ["mechanical-engineering", "Ingegneria Meccanica"],
      ["electrical-engineering", "Ingegneria Elettrotecnica"],
      ["electronic-engineering", "Ingegneria Elettronica"],
      ["chemical-engineering", "Ingegneria Chimica"],
      ["aerospace-engineering", "Ingegneria Aerospaziale"],
      ["biomedical-engineering", "Ingegneria Clinica"],
      ["computer-science", "Informatica"],
      ["mathematics", "Matematica"],
      ["physics", "Fisica"],
      ["chemistry", "Chimica"],
      ["biology", "Scienze Biologiche"],
      ["geology", "Scienze Geologiche"],
      ["environmental-engineering", "Ingegneria per l'Ambiente e il Territorio"],
      ["industrial-design", "Disegno Industriale"],
    ]),
    ...offered("it-polimi", "bachelor", "it-polimi-site", [
      ["architecture", "Progettazione dell'Architettura"],
      ["urban-planning", "Urbanistica: Città Ambiente Paesaggio"],
      ["industrial-design", "Design del Prodotto Industriale"],
      ["graphic-design", "Design della Comunicazione"],
      ["interior-design", "Design degli Interni"],
      ["fashion-design", "Design della Moda"],
      ["civil-engineering", "Ingegneria Civile"],
      ["mechanical-engineering", "Ingegneria Meccanica"],
      ["electrical-engineering", "Ingegneria Elettrica"],
      ["electronic-engineering", "Ingegneria Elettronica"],
      ["chemical-engineering", "Ingegneria Chimica"],
      ["industrial-engineering", "Ingegneria Gestionale"],
      ["aerospace-engineering", "Ingegneria Aerospaziale"],
      ["biomedical-engineering", "Ingegneria Biomedica"],
      ["computer-science", "Ingegneria Informatica"],
      ["environmental-engineering", "Ingegneria per l'Ambiente e il Territorio"],
      ["construction-engineering", "Ingegneria Edile"],
    ]),
    ...offered("it-unimi", "bachelor", "it-unimi-site", [
      ["medicine", "Medicina e Chirurgia"],
      ["dentistry", "Odontoiatria e Protesi Dentaria"],
      ["pharmacy", "Farmacia"],
      ["nursing", "Infermieristica"],
      ["physical-therapy", "Fisioterapia"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["agronomy", "Scienze e Tecnologie Agrarie"],
      ["food-engineering", "Scienze e Tecnologie Alimentari"],
      ["law", "Giurisprudenza"],
      ["political-science", "Scienze Politiche"],
      ["history", "Storia"],
      ["philosophy", "Filosofia"],
      ["literature", "Lettere"],
      ["modern-languages", "Lingue e Letterature Straniere"],
      ["computer-science", "Informatica"],
      ["mathematics", "Matematica"],
      ["physics", "Fisica"],
      ["chemistry", "Chimica"],
      ["biology", "Scienze Biologiche"],
      ["geology", "Scienze Geologiche"],
      ["biotechnology", "Biotecnologia"],
      ["sports-science", "Scienze Motorie, Sport e Salute"],
      ["nutrition", "Dietistica"],
    ]),
    ...offered("it-unipd", "bachelor", "it-unipd-site", [
      ["medicine", "Medicina e Chirurgia"],
      ["dentistry", "Odontoiatria e Protesi Dentaria"],
      ["pharmacy", "Farmacia"],
      ["nursing", "Infermieristica"],
      ["psychology", "Scienze Psicologiche"],
      ["veterinary-medicine", "Medicina Veterinaria"],
      ["agronomy", "Scienze e Tecnologie Agrarie"],
      ["forestry-engineering", "Scienze Forestali e Ambientali"],
      ["food-engineering", "Scienze e Tecnologie Alimentari"],
      ["law", "Giurisprudenza"],
      ["economics", "Economia"],
      ["political-science", "Scienze Politiche"],
      ["history", "Storia"],
      ["philosophy", "Filosofia"],
      ["literature", "Lettere"],
      ["modern-languages", "Lingue, Letterature e Mediazione Culturale"],
      ["civil-engineering", "Ingegneria Civile"],
      ["mechanical-engineering", "Ingegneria Meccanica"],
      ["electronic-engineering", "Ingegneria Elettronica"],
      ["chemical-engineering", "Ingegneria Chimica e dei Materiali"],
      ["aerospace-engineering", "Ingegneria Aerospaziale"],
      ["biomedical-engineering", "Ingegneria Biomedica"],
      ["computer-science", "Informatica"],
      ["mathematics", "Matematica"],
      ["physics", "Fisica"],
      ["chemistry", "Chimica"],
      ["biology", "Scienze Biologiche"],
      ["geology", "Scienze Geologiche"],
      ["statistics", "Statistica per l'Economia e l'Impresa"],
      ["industrial-engineering", "Ingegneria Gestionale"],
    ]),
    ...offered("it-bocconi", "bachelor", "it-bocconi-site", [
      ["economics", "International Economics and Management"],
      ["business-administration", "Economia Aziendale e Management"],
      ["finance", "Economia e Finanza"],
      ["law", "Giurisprudenza"],
      ["political-science", "International Politics and Government"],
      ["international-relations", "International Politics and Government"],
    ]),
    ...offered("it-unibo", "bachelor", "it-unibo-site", [
      ["social-work", "Servizio Sociale", { duration: "3 anni" }],
      ["physical-education", "Scienze delle Attività Motorie e Sportive", { duration: "3 anni" }],
    ]),
    ...offered("it-unibo", "graduate", "it-unibo-site", [
      ["industrial-engineering", "Ingegneria Gestionale (Laurea Magistrale)", { duration: "2 anni" }],
      [
        "public-administration",
        "Politica, Amministrazione e Organizzazione (Laurea Magistrale)",
        { duration: "2 anni" },
      ],
      ["political-science", "Politica, Amministrazione e Organizzazione (Laurea Magistrale)", { duration: "2 anni" }],
      ["international-relations", "Scienze Internazionali e Diplomatiche (Laurea Magistrale)", { duration: "2 anni" }],
    ]),
    ...offered("it-sapienza", "bachelor", "it-sapienza-site", [
      ["social-work", "Servizio Sociale", { duration: "3 anni" }],
    ]),
    ...offered("it-sapienza", "graduate", "it-sapienza-site", [
      ["data-science", "Data Science (Laurea Magistrale)", { duration: "2 anni" }],
      ["international-relations", "Relazioni Internazionali (Laurea Magistrale)", { duration: "2 anni" }],
    ]),
    ...offered("it-polimi", "graduate", "it-polimi-site", [
      [
        "industrial-engineering",
        "Management Engineering – Ingegneria Gestionale (Laurea Magistrale)",
        { duration: "2 anni" },
      ],
      ["business-administration", "International Full-Time MBA (MIP Politecnico di Milano)", { duration: "12 mesi" }],
    ]),
    ...offered("it-unimi", "graduate", "it-unimi-site", [
      ["data-science", "Data Science and Economics (Laurea Magistrale)", { duration: "2 anni" }],
    ]),
    ...offered("it-unipd", "bachelor", "it-unipd-site", [["social-work", "Servizio Sociale", { duration: "3 anni" }]]),
    ...offered("it-unipd", "graduate", "it-unipd-site", [
      ["data-science", "Data Science (Laurea Magistrale)", { duration: "2 anni" }],
      ["industrial-engineering", "Ingegneria Gestionale (Laurea Magistrale)", { duration: "2 anni" }],
    ]),
    ...offered("it-bocconi", "bachelor", "it-bocconi-site", [
      ["international-business", "International Economics and Management", { duration: "3 anni" }],
    ]),
    ...offered("it-bocconi", "graduate", "it-bocconi-site", [
      ["data-science", "Data Science and Business Analytics (Laurea Magistrale)", { duration: "2 anni" }],
      ["political-science", "Politics and Policy Analysis (Laurea Magistrale)", { duration: "2 anni" }],
      [
        "public-administration",
        "Economics and Management of Government and International Organizations (Laurea Magistrale)",
        { duration: "2 anni" },
      ],
      ["international-business", "International Management (Laurea Magistrale)", { duration: "2 anni" }],
      ["business-administration", "MBA (SDA Bocconi School of Management)", { duration: "12 mesi" }],
    ]),
    ...offered("it-unive", "bachelor", "it-unive-site", [
      ["international-business", "Commercio Estero e Turismo", { duration: "3 anni" }],
    ]),
    ...offered("it-foro-italico", "bachelor", "it-foro-italico-site", [
      ["physical-education", "Scienze Motorie e Sportive", { duration: "3 anni" }],
      ["sports-science", "Scienze Motorie e Sportive", { duration: "3 anni" }],
    ]),
    ...offered("it-cons-milano", "bachelor", "it-cons-milano-site", [
      ["music", "Diploma Accademico di Primo Livello (Triennio) in strumento o canto", { duration: "3 anni" }],
      ["music-education", "Diploma Accademico di Primo Livello in Didattica della Musica", { duration: "3 anni" }],
    ]),
    ...offered("it-santa-cecilia", "bachelor", "it-santa-cecilia-site", [
      ["music", "Diploma Accademico di Primo Livello (Triennio) in strumento o canto", { duration: "3 anni" }],
    ]),
    ...offered("it-gregoriana", "bachelor", "it-gregoriana-site", [["theology", "Baccalaureato in Teologia"]]),
    ...offered("it-ftis", "bachelor", "it-ftis-site", [["theology", "Baccalaureato in Teologia"]]),
  ],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  unimiMappe: s28(
    "it-unimi-mappe",
    "Università degli Studi di Milano",
    "Management and Policies of Public Administration (bachelor; Management e Politiche delle Amministrazioni Pubbliche, MAPPE): an interdisciplinary degree on public administration that pays attention to the health sector and to administrative simplification",
    "https://unimi.it/en/education/bachelor/management-and-policies-public-administration",
  ),
  unipdSpgi: s28(
    "it-unipd-spgi",
    "Università degli Studi di Padova, Dipartimento di Scienze Politiche, Giuridiche e Studi Internazionali (SPGI)",
    "Department overview: 4 first-cycle degrees (Political Science, Economic Law, Political Sciences International Relations and Human Rights, Social work) and 5 second-cycle degrees (among them Innovation and Social Work)",
    "https://www.spgi.unipd.it/en/department/overview",
  ),
  sapienzaScPo: s28(
    "it-sapienza-scienze-politiche-ri",
    "Sapienza Università di Roma, Facoltà di Scienze Politiche (read in a copy on diazilla.com)",
    "Libretto della Facoltà: corsi di laurea triennale, tra cui Scienze Politiche e Relazioni Internazionali (classe 15, ordinamento D.M. 509/1999)",
    "https://diazilla.com/doc/953808/libretto-new-scienze-politiche.qxd",
  ),
  unimiMatematica: s28(
    "it-unimi-matematica",
    "Università degli Studi di Milano",
    "Mathematics (L-35 R): course sheet, A.Y. 2025/2026 (Bachelor, 180 ECTS, 3 years, Milan)",
    "https://www.unimi.it/en/education/mathematics",
  ),
  unipdMatematica: s28(
    "it-unipd-dipartimento-matematica",
    "Università degli Studi di Padova, Dipartimento di Matematica «Tullio Levi-Civita»",
    "Presentazione: il dipartimento organizza i corsi di laurea triennale e magistrale in Matematica e in Informatica e una laurea magistrale in Data Science",
    "https://www.math.unipd.it/dipartimento/presentazione/",
  ),
  unibomatematica: s28(
    "it-unibo-matematica",
    "Alma Mater Studiorum – Università di Bologna",
    "Laurea (First cycle degree/Bachelor – 180 ECTS) in Mathematics, code 8010, L-35, A.Y. 2017/2018 (1st, 2nd and 3rd year, Bologna)",
    "https://www.unibo.it/en/teaching/degree-programmes/programme/2017/8010",
  ),
  unibosocialWork: s28(
    "it-unibo-servizio-sociale",
    "Alma Mater Studiorum – Università di Bologna",
    "First cycle degree programme in Social Work (Servizio sociale): programme page",
    "https://corsi.unibo.it/1cycle/SocialWork",
  ),
  sapienzaSocialWork: s28(
    "it-sapienza-servizio-sociale",
    "Sapienza Università di Roma",
    "Degree Programme in Social Work (CLaSS): study plan, 2018 (first, second and third year)",
    "https://corsidilaurea.uniroma1.it/en/corso/2018/30028/cds",
  ),
  consMilano: s28(
    "it-cons-milano-triennio",
    "Conservatorio di Musica «Giuseppe Verdi» di Milano",
    "Study programs: the Diploma accademico di primo livello (triennio), equivalent to a Bachelor, lasts three academic years (six semesters, 180 credits)",
    "https://international.consmilano.it/?page_id=4526",
  ),
  foroItalico: s28(
    "it-foro-italico-scienze-motorie",
    "Il Portale del Cavallo",
    "Laurea triennale in Scienze Motorie e Sportive, proclamate le prime sei dottoresse (the edition of the Università degli Studi di Roma Foro Italico's degree for FISE athletes, begun in 2019)",
    "https://ilportaledelcavallo.it/laurea-triennale-in-scienze-motorie-e-sportive-proclamate-le-prime-sei-dottoresse/",
  ),
  univeCet: s28(
    "it-unive-commercio-estero-turismo",
    "Università Ca' Foscari Venezia",
    "Corso di Laurea triennale in Commercio estero e turismo (immatricolazione fino al 2024/2025): ammissione (Campus Treviso)",
    "https://unive.it/web/it/688/ammissione",
  ),
  unisalento: s28(
    "it-unisalento-diritto-politiche-pa",
    "Università del Salento",
    "Bachelor's Degree in Law and Policies for Public Administrations (Diritto e politiche per le pubbliche amministrazioni, LB54R): L-14, 3 years, 180 credits, Lecce, A.Y. 2025/2026",
    "https://international.unisalento.it/en/departments/law-studies/-/dettaglio/corso/LB54R/law-and-policies-for-public-administrations",
  ),
  polimiGestionale: s28(
    "it-polimi-ingegneria-gestionale",
    "Politecnico di Milano",
    "Regolamento Didattico del Corso di Studio in Ingegneria Gestionale, Laurea di Primo Livello, sede di Milano, A.A. 2019/20 (durata nominale 3 anni)",
    "https://www8.ceda.polimi.it/manifesti/manifesti/controller/extra/RegolamentoPublic.do?jaf_currentWFID=main&EVN_DEFAULT=evento&aa=2019&k_corso_la=394&lang=IT",
  ),
  unibogestionale: s28(
    "it-unibo-ingegneria-gestionale-rapporto",
    "Alma Mater Studiorum – Università di Bologna (read in a copy on fdocumenti.com)",
    "Rapporto del Corso di Studio 2016: Laurea in Ingegneria gestionale, codice 0925, classe L-9, Scuola di Ingegneria e Architettura, a.a. 2016/2017",
    "https://fdocumenti.com/document/to-gestione-dei-processi-di-produzione-e-logistici-e-dei-processi-gestionali.html",
  ),
  unipdDtg: s28(
    "it-unipd-dtg-storia",
    "Università degli Studi di Padova, Dipartimento di Tecnica e Gestione dei sistemi industriali (DTG), Vicenza",
    "Storia del DTG (dal 2001 il corso di laurea triennale in Ingegneria Gestionale, dal 2004 il corso di laurea magistrale in Ingegneria Gestionale)",
    "https://www.gest.unipd.it/it/dipartimento/storia-del-dtg",
  ),
  unipdAvviso: s28(
    "it-unipd-avviso-lm-ingegneria-2021",
    "Università degli Studi di Padova, Scuola di Ingegneria (read in a copy on readkong.com)",
    "Avviso di ammissione A.A. 2021/22: corsi di laurea magistrale ad accesso libero con requisiti, tra cui Environmental Engineering",
    "https://it.readkong.com/page/avviso-di-ammissione-a-a-2021-22-scuola-di-ingegneria-9113745",
  ),
  polimiMe: s28(
    "it-polimi-management-engineering",
    "Politecnico di Milano",
    "Degree Programme of Management Engineering, Laurea Magistrale (LM-31), Milano campus, A.Y. 2022/23 (official length of the programme: 2)",
    "https://www8.ceda.polimi.it/manifesti/manifesti/controller/extra/RegolamentoPublic.do?jaf_currentWFID=main&EVN_DEFAULT=evento&aa=2022&k_corso_la=479&lang=EN",
  ),
  unibopao: s28(
    "it-unibo-politica-amministrazione-organizzazione",
    "Alma Mater Studiorum – Università di Bologna",
    "2nd Cycle Degree/2 year Master in Politics, Administration and Organization (code 8784, LM-63, Bologna), A.Y. 2018/2019",
    "https://www.unibo.it/en/teaching/degree-programmes/programme/2018/8784",
  ),
  bocconiMsc: s28(
    "it-bocconi-msc-programs",
    "Università Commerciale Luigi Bocconi",
    "Guides to the University 2019-2020, Master of Science Programs (2-y): the MSc programs, among them International Management (IM), Economics and Management of Government and International Organizations (GIO), Data Science and Business Analytics (DSBA) and Politics and Policy Analysis (PPA)",
    "https://didattica.unibocconi.eu/tsg/testo.php?idr=17282&comando=Apri&edizione=2020&volume=R2&idAnt=17282&strperc=2.",
  ),
  sapienzaDataScience: s28(
    "it-sapienza-data-science",
    "Sapienza Università di Roma, Master Degree in Data Science",
    "Study plan (the Master Degree in Data Science in Sapienza, renewed under the class LM-DATA; enrolment years 2015-16 to 2022-23)",
    "https://datascience.i3s.uniroma1.it/it/study-plan",
  ),
  unimiDse: s28(
    "it-unimi-dse",
    "Università degli Studi di Milano",
    "Second cycle degree course in Data Science and Economics (DSE): admission requirements",
    "https://dse.cdl.unimi.it/en/enrolment",
  ),
  unibostats: s28(
    "it-unibo-statistical-sciences",
    "Alma Mater Studiorum – Università di Bologna",
    "Second Cycle Degree/Two Year Master in Statistical Sciences: programme quality, facts and figures (data of June 2024)",
    "https://corsi.unibo.it/2cycle/StatisticalSciences/programme-quality",
  ),
  unibotourism: s28(
    "it-unibo-team",
    "Alma Mater Studiorum – Università di Bologna, Campus di Rimini",
    "2nd Cycle Degree Programme in Tourism Economics and Management (TEaM): how to enrol",
    "https://corsi.unibo.it/2cycle/team/how-to-enrol",
  ),
  univeLcsi: s28(
    "it-unive-lavoro-cittadinanza",
    "Università Ca' Foscari Venezia",
    "Master's Degree Programme in Work, Social Citizenship, Interculturality (LM-87; enrolment until 2024/2025): summary, A.Y. 2024/2025",
    "https://unive.it/web/en/6520/summary",
  ),
  univeSist: s28(
    "it-unive-sviluppo-sistemi-turistici",
    "Università Ca' Foscari Venezia",
    "Master's Degree programme in Intercultural Development of Tourism Systems (Sviluppo interculturale dei sistemi turistici): admission, A.Y. 2021/22",
    "https://www.unive.it/pag/25070/",
  ),
  univeIm: s28(
    "it-unive-international-management",
    "Università Ca' Foscari Venezia",
    "Corso di Laurea Magistrale in International Management (immatricolazione dal 2025/2026): ammissione e immatricolazione (accesso programmato, in lingua inglese)",
    "https://unive.it/web/it/10092/ammissione-e-immatricolazione",
  ),
  unimiMass: s28(
    "it-unimi-mass",
    "Università degli Studi di Milano",
    "Management of Health Systems and Organisations (MASS, Classe LM-77): course sheet for students enrolled in A.Y. 2023-24",
    "https://unimi.it/en/education/other_programme_editions/aa-2024/2025/management-health-systems-and-organisations-classe-lm-77-enrolled-academic-year-2023-24",
  ),
  mihmep: s28(
    "it-sda-bocconi-mihmep",
    "SDA Bocconi School of Management",
    "Celebrating 25 years of MIHMEP at SDA Bocconi (the Master of International Healthcare Management, Economics and Policy, since 1999)",
    "https://sdabocconi.it/en/landing-celebrating-25-years-of-mihmep-at-sda-bocconi-a-journey-through-innovation-and-community",
  ),
  polimiElpe: s28(
    "it-polimi-elpe",
    "Politecnico di Milano, Ingegneria per l'Ambiente e il Territorio",
    "Laurea Magistrale: mandatory constraints for the study plans in Environmental and Land Planning Engineering (120 credits over 2 years)",
    "https://www.iat.polimi.it/en/category/laurea-magistrale/",
  ),
  uniboAmbiente: s28(
    "it-unibo-ingegneria-ambiente-territorio-lm",
    "Alma Mater Studiorum – Università di Bologna",
    "Corso di laurea magistrale in Ingegneria per l'ambiente e il territorio: iscriversi al corso",
    "https://corsi.unibo.it/magistrale/IngegneriAmbienteTerritorio/iscriversi-al-corso",
  ),
  uniboGestionaleLm: s28(
    "it-unibo-ingegneria-gestionale-lm",
    "Alma Mater Studiorum – Università di Bologna",
    "Corso di Laurea Magistrale in Ingegneria Gestionale: iscriversi al corso",
    "https://corsi.unibo.it/magistrale/IngegneriaGestionale/iscriversi-al-corso",
  ),
};

/** The name Milano's former MAPS bachelor bears now (see the header): MAPPE, launched in September 2023. */
const MAPPE = "Management e Politiche delle Amministrazioni Pubbliche (MAPPE)";

/**
 * Session 28's verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header); Milano's MAPS rows
 * renamed. No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    {
      institution: "it-unimi",
      career: "public-administration",
      level: "bachelor",
      source: S28.unimiMappe.id,
      set: { name: MAPPE },
    },
    {
      institution: "it-unimi",
      career: "health-services-administration",
      level: "bachelor",
      source: S28.unimiMappe.id,
      set: { name: MAPPE },
    },
    { institution: "it-unipd", career: "political-science", level: "bachelor", source: S28.unipdSpgi.id },
    {
      institution: "it-unipd",
      career: "social-work",
      level: "bachelor",
      source: S28.unipdSpgi.id,
      set: { duration: null },
    },
    {
      institution: "it-unipd",
      career: "social-work",
      level: "graduate",
      source: S28.unipdSpgi.id,
      set: { duration: null },
    },
    { institution: "it-sapienza", career: "political-science", level: "bachelor", source: S28.sapienzaScPo.id },
    { institution: "it-sapienza", career: "international-relations", level: "bachelor", source: S28.sapienzaScPo.id },
    {
      institution: "it-unimi",
      career: "mathematics",
      level: "bachelor",
      source: S28.unimiMatematica.id,
      set: { duration: "3 anni" },
    },
    {
      institution: "it-unipd",
      career: "mathematics",
      level: "bachelor",
      source: S28.unipdMatematica.id,
      set: { duration: "3 anni" },
    },
    {
      institution: "it-unipd",
      career: "data-science",
      level: "graduate",
      source: S28.unipdMatematica.id,
      set: { duration: null },
    },
    {
      institution: "it-unibo",
      career: "mathematics",
      level: "bachelor",
      source: S28.unibomatematica.id,
      set: { duration: "3 anni" },
    },
    {
      institution: "it-unibo",
      career: "social-work",
      level: "bachelor",
      source: S28.unibosocialWork.id,
      set: { duration: null },
    },
    { institution: "it-sapienza", career: "social-work", level: "bachelor", source: S28.sapienzaSocialWork.id },
    { institution: "it-cons-milano", career: "music", level: "bachelor", source: S28.consMilano.id },
    { institution: "it-foro-italico", career: "physical-education", level: "bachelor", source: S28.foroItalico.id },
    { institution: "it-foro-italico", career: "sports-science", level: "bachelor", source: S28.foroItalico.id },
    { institution: "it-unive", career: "international-business", level: "bachelor", source: S28.univeCet.id },
    { institution: "it-unisalento", career: "public-administration", level: "bachelor", source: S28.unisalento.id },
    {
      institution: "it-polimi",
      career: "industrial-engineering",
      level: "bachelor",
      source: S28.polimiGestionale.id,
      set: { duration: "3 anni" },
    },
    { institution: "it-unibo", career: "industrial-engineering", level: "bachelor", source: S28.unibogestionale.id },
    { institution: "it-unipd", career: "industrial-engineering", level: "bachelor", source: S28.unipdDtg.id },
    {
      institution: "it-unipd",
      career: "industrial-engineering",
      level: "graduate",
      source: S28.unipdDtg.id,
      set: { duration: null },
    },
    {
      institution: "it-unipd",
      career: "environmental-engineering",
      level: "graduate",
      source: S28.unipdAvviso.id,
      set: { duration: null },
    },
    { institution: "it-polimi", career: "industrial-engineering", level: "graduate", source: S28.polimiMe.id },
    { institution: "it-unibo", career: "political-science", level: "graduate", source: S28.unibopao.id },
    { institution: "it-unibo", career: "public-administration", level: "graduate", source: S28.unibopao.id },
    ...["political-science", "data-science", "public-administration", "international-business"].map((career) => ({
      institution: "it-bocconi",
      career,
      level: "graduate" as const,
      source: S28.bocconiMsc.id,
    })),
    {
      institution: "it-sapienza",
      career: "data-science",
      level: "graduate",
      source: S28.sapienzaDataScience.id,
      set: { duration: null },
    },
    {
      institution: "it-unimi",
      career: "data-science",
      level: "graduate",
      source: S28.unimiDse.id,
      set: { duration: null },
    },
    { institution: "it-unibo", career: "statistics", level: "graduate", source: S28.unibostats.id },
    {
      institution: "it-unibo",
      career: "tourism",
      level: "graduate",
      source: S28.unibotourism.id,
      set: { duration: null },
    },
    {
      institution: "it-unive",
      career: "social-work",
      level: "graduate",
      source: S28.univeLcsi.id,
      set: { duration: null },
    },
    {
      institution: "it-unive",
      career: "tourism",
      level: "graduate",
      source: S28.univeSist.id,
      set: { duration: null },
    },
    {
      institution: "it-unive",
      career: "international-business",
      level: "graduate",
      source: S28.univeIm.id,
      set: { name: "International Management (Laurea Magistrale)", duration: null },
    },
    {
      institution: "it-unimi",
      career: "health-services-administration",
      level: "graduate",
      source: S28.unimiMass.id,
      set: { duration: null },
    },
    { institution: "it-bocconi", career: "health-services-administration", level: "graduate", source: S28.mihmep.id },
    { institution: "it-polimi", career: "environmental-engineering", level: "graduate", source: S28.polimiElpe.id },
    {
      institution: "it-unibo",
      career: "environmental-engineering",
      level: "graduate",
      source: S28.uniboAmbiente.id,
      set: { duration: null },
    },
    {
      institution: "it-unibo",
      career: "industrial-engineering",
      level: "graduate",
      source: S28.uniboGestionaleLm.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The page the session-29 pass read (see the header's "VERIFIED_S29" paragraph). */
const S29 = {
  sapienzaAnimazione: s29(
    "it-sapienza-master-animazione-exibart",
    "Exibart",
    "Sapienza e Accademia insieme, per la settima arte. Ecco il Master in Cinema d'animazione (17 aprile 2018: il Master di primo livello in \"Linguaggi e Tecniche per il Cinema d'Animazione\" della Sapienza con l'Accademia di Belle Arti di Roma, attivo dall'anno accademico successivo)",
    "https://www.exibart.com/speednews/sapienza-e-accademia-insieme-per-la-settima-arte-ecco-il-master-in-cinema-danimazione/amp",
  ),
};

/**
 * Session 29's pass (2026-11-28): the country had no animation program at the graduate level; one first-level master
 * (a postgraduate university master for graduates) named by a stored news page is added (see the header).
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  programs: [
    ...offered("it-sapienza", "graduate", S29.sapienzaAnimazione.id, [
      [
        "animation",
        "Master di primo livello in Linguaggi e Tecniche per il Cinema d'Animazione (con l'Accademia di Belle Arti di Roma)",
      ],
    ]),
  ],
  reread: [],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 pass read (see the header's "VERIFIED_S29B" paragraph). */
const S29B = {
  uniboFilosofia: s29b(
    "it-unibo-filosofia-tesi-azzolini",
    "Alma Mater Studiorum – Università di Bologna (a teacher's thesis page, read in a copy scraped in July 2022, giammirove/raccoglitesi_unibo on GitHub)",
    'Monica Azzolini, Dipartimento di Filosofia e Comunicazione: tesi proposte ("Per gli studenti e le studentesse della Laurea in Filosofia: accetto di seguire le tesi ...")',
    "https://www.unibo.it/sitoweb/monica.azzolini",
  ),
  uniboScienzePolitiche: s29b(
    "it-unibo-scienze-politiche-tesi-vezzadini",
    "Alma Mater Studiorum – Università di Bologna (a teacher's thesis page, read in a copy scraped in July 2022, giammirove/raccoglitesi_unibo on GitHub)",
    'Susanna Vezzadini, Dipartimento di Scienze Politiche e Sociali: tesi assegnate (frontispiece of a thesis of the "Corso di laurea in Scienze Politiche, Sociali e internazionali", anno accademico 2020-2021)',
    "https://www.unibo.it/sitoweb/susanna.vezzadini",
  ),
  sapienzaFilosofia: s29b(
    "it-sapienza-filosofia-studenti",
    "Sapienza Students Network (a student-run site of Sapienza's degree courses, on GitHub)",
    "Filosofia: Sito Web degli Studenti dei Corsi di Laurea in Filosofia (Filosofia, Triennale; Filosofia e IA, Triennale), file homepage/filosofia/_index.md, 2026",
    "https://github.com/sapienzastudentsnetwork/sapienzastudentsnetwork.github.io",
  ),
};

/**
 * Session 29's second pass (2026-11-28): three bachelor rows re-pointed to the pages named (two teachers' thesis pages
 * of the Università di Bologna, a student-run Sapienza site); one renamed; none withdrawn or added (see the header's
 * "VERIFIED_S29B" paragraph).
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  reread: [
    { institution: "it-unibo", career: "philosophy", level: "bachelor", source: S29B.uniboFilosofia.id },
    {
      institution: "it-unibo",
      career: "political-science",
      level: "bachelor",
      source: S29B.uniboScienzePolitiche.id,
      set: { name: "Scienze Politiche, Sociali e Internazionali" },
    },
    { institution: "it-sapienza", career: "philosophy", level: "bachelor", source: S29B.sapienzaFilosofia.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29C` pass (its id ends in `-s29c`). */
const s29c = taggedPages("s29c", "2026-11-28");

/** The page the third session-29 pass read (see the header's "VERIFIED_S29C" paragraph). */
const S29C = {
  bocconiRules: s29c(
    "it-bocconi-bsc-rules-2015",
    "Università Commerciale Luigi Bocconi (read in a copy on docplayer.net)",
    'Undergraduate School, Bachelor of Science Programs: Rules and Regulations, AY 2015-2016 (RD no. 113, 4 August 2015): "The BSc programs currently offered by Università Bocconi ... L 18 Management studies ... International Economics and Management (English)"',
    "https://docplayer.net/amp/3238035-Undergraduate-school-bachelor-of-science-programs-rules-and-regulations.html",
  ),
};

/**
 * Session 29's third pass (2026-11-28): Bocconi's International Economics and Management re-pointed to the
 * university's BSc rules of 2015-2016 (weak, old); no row added or withdrawn (see the header's "VERIFIED_S29C"
 * paragraph).
 */
const VERIFIED_S29C: CatalogPass = {
  sources: Object.values(S29C),
  reread: [
    {
      institution: "it-bocconi",
      career: "international-business",
      level: "bachelor",
      source: S29C.bocconiRules.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

export const CATALOG_IT: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_28B,
  ADDED_S24,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S29,
  VERIFIED_S29B,
  VERIFIED_S29C,
);
