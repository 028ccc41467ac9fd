/**
 * Where to study in HT: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 * Rows dated 2026-11-26 were written from knowledge of the institutions' published programs; the
 * pages were not re-read online (this machine has no internet access). Check them before relying on them.
 * Rows citing the "-2026-11-27" sources (the UEH's public administration at INAGHEI and electronic engineering
 * and chemistry at the Faculté des Sciences; Université Notre Dame d'Haïti's civil engineering, economics,
 * agronomy and pharmacy), added 2026-11-27, were likewise written from knowledge of the institutions'
 * published programs, not re-read online (no internet).
 * The École Nationale des Arts et Métiers (ENAM, the Salesian-run national trade school of Port-au-Prince) and its
 * trade courses (auto mechanics, electricity, industrial maintenance), added 2026-11-27, were likewise written
 * from knowledge of its published programs, not re-read online; its website is the Salesians of Haiti's.
 * The Centre de Formation Professionnelle d'Haïti (Canado-Technique, run by the Frères du Sacré-Cœur in Turgeau) and
 * its two-year technician programs (computer networks, industrial maintenance), and ISTEAH's first-degree programs in
 * mathematics and mathematics-statistics (opened in 2020 beside its graduate programs), added 2026-11-27, were likewise
 * written from knowledge of the institutions' published programs, not re-read online (no internet); stored copies of
 * Haitian press pages agreed with them.
 * Rows to check first: INAGHEI's "Administration publique" (check that it is still a licence option of its
 * own); UNDH's programs, which are not taught on every one of its departmental campuses; ENAM's courses, which
 * are trade courses (CAP/BAP level) rather than higher-education diplomas; ISTEAH's licences (exact titles, which
 * of its Port-au-Prince, Hinche and Nord sites teach them, and whether they still admit); Canado-Technique's
 * website address (canadotechnique.tech, read from its own news pages).
 * The École Nationale des Arts (ENARTS) and its four programmes (music, visual arts, dance, drama), added 2026-11-27,
 * were confirmed from stored copies of the school's own pages (https://enarts.ht/a-propos-de-lenarts/ and
 * https://enarts.ht/mots-du-directeurs-general/: a public school under the Ministry of Culture created by the law of
 * 3 July 1983, with four academic departments, arts plastiques, musique, danse and arts dramatiques); the four-year
 * length comes from a stored press report of its 2002–2006 graduating class. Check them first: the exact title and
 * level of the diploma ENARTS awards (listed here as a first higher-education award), and whether classes are running,
 * since the school has had long interruptions.
 * Rows dated 2026-11-28 (the ADDED_28 block) rest on stored copies of pages found with the search tools, no page
 * being re-read online (no internet): ENAPP's Maîtrise en administration publique (a government presentation page,
 * https://sef.gouv.ht/enapp/, and press reports of its 2014 launch saying it was then its only programme); the CTPEA's
 * applied-economics and statistics training (its own page, https://ctpea.ht/?p=540, on its fortieth anniversary);
 * uniQ's Génie de l'environnement (https://uniq.edu.ht/fsga/recherche/); the Faculté des Sciences' maîtrise eau et
 * environnement (https://fds.edu.ht/site/?p=592); ISTEAH's 2020 first-degree programmes (a stored Le Nouvelliste report of
 * 11 March 2020 listing them). Titles to check first: the CTPEA's (written as the two options "Économie appliquée" and
 * "Statistique"; check the award's name and that it is a licence, and whether the CTPEA, placed by its own page under the
 * Ministry of Planning but listed in the UEH's catalogue among its entities, should rather count as part of the UEH); the
 * FDS maîtrise, listed under environmental
 * engineering as a water-and-environment master's of the engineering faculty; ENAPP's website (no own site was found, so
 * the government page stands) and whether its maîtrise still admits; ISTEAH's combined licences (biologie-chimie,
 * chimie-physique, mathématiques-physique), each listed under its first-named or main science.
 * A second set of 2026-11-28 rows (Haiti Tec, the technical and vocational training centre founded by Port-au-Prince's
 * business associations, which has taught since 20 November 2000) rests on a stored copy of a Le Nouvelliste report of
 * 23 November 2020 on its twentieth anniversary (on smarthaiti.com), which names its nine programmes (électrotechnique,
 * télécommunication, plomberie, réfrigération, climatisation, construction bâtiment, techniques de l'informatique,
 * techniques supérieures en affaires, techniques de génie civil); a stored Haiti Tech News report of April 2018 on its
 * renewable-energy fair names the same disciplines. No own site of Haiti Tec was found in the stored pages, so its website
 * is that report. Titles to check first: "Techniques de l'informatique" (listed under IT support; check whether it is a
 * support-and-networks or a programming course), "Réfrigération et climatisation" (the report names réfrigération and
 * climatisation separately: they may be two programmes), and that the centre still admits under the present insecurity.
 * Rows of the `ADDED_S24` block, dated 2026-11-28, each rest on a stored copy of a public page found with the search tools
 * (no page re-read online; no internet): the UEH's Master en Analyse des Politiques Publiques dans le domaine de l'Économie
 * et des Finances (MAPPEF), launched on 23 January 2026 by its Faculté de Droit et des Sciences Économiques with the Ministry
 * of Economy and Finance, two years (a Gazette Universitaire report,
 * https://www.gazetteuniv.com/ueh-lance-master-analyse-politiques-publiques-economie-finances-mappef; Le National reported
 * the same launch, https://www.lenational.org/post_article.php?pol=7505), listed under public administration; the UEH's
 * DESS en gestion de la santé, created with the Université de Montréal's Unité de santé internationale and transferred to
 * the UEH, whose own teaching staff "continue d'offrir ce programme" (UdeM Nouvelles, 10 June 2014, cited over https,
 * https://nouvelles.umontreal.ca/article/2014/06/10/lusi-en-haiti-une-experience-reussie/; a 2012 UdeM report said the
 * training was then "totalement transférée à l'Université d'État d'Haïti"); the Centre de Technologie en Informatique
 * (CETINFO, Port-au-Prince, fifteen years old in 2022), whose courses include dépannage d'ordinateur and réseau informatique
 * (a Vant Bèf Info report of 3 February 2022, https://vantbefinfo.com/?p=54912); Make Art, Delmas 19, "une institution qui
 * forme au maquillage, à la cosmétologie" (a Le Témoin report of January 2023,
 * https://letemoinhaiti.com/home/article/les-ecoles-professionnelles-reprennent-du-service). No own site of CETINFO or Make
 * Art (nor of Haiti Tec) was found in the stored pages, so they have no website field; the report links those reports,
 * saying no official site is known. Check first: the MAPPEF's exact title and whether
 * it counts as public administration (it is a public-policy-analysis master's in economics and finance); whether the UEH
 * still opens DESS cohorts in gestion de la santé (the latest page read is of 2014) and its exact title; CETINFO's course
 * titles and length, and that it is private (the report calls it an "institution citoyenne" offering free places in a
 * scholarship programme); Make Art's course title, length and whether it still teaches under the present insecurity.
 * Rows of the `ADDED_S25` block, dated 2026-11-28, each rest on a stored copy of a public page found with the search tools
 * (no page re-read online; no internet): the Université GOC (UGOC, a private university of Port-au-Prince, administration at
 * Nazon, campus at Titanyen; its admission page, https://ugoc.ht/demande-dadmission-et-modification, gives its first cycle
 * as a licence of 8 to 10 semesters) and its Département de science politique, whose stated aim is to train political
 * scientists (https://ugoc.ht/departements/sociologie/departement-de-science-politique), and its School of Philosophy,
 * presented in English as a bachelor's degree in philosophy (https://ugoc.info/course/school-of-philosophy/); the UEH's
 * INAGHEI department « Sciences politiques/Relations internationales », named in a Le National report on the installation of
 * its new dean (https://www.lenational.org/post_article.php?pol=7099, which says it is being merged with the « Administration
 * publique » department), listed under political science. Check first: the exact titles of UGOC's licences (the philosophy
 * page is in English; the political-science page sits under its sociology menu) and that both still admit; which UGOC site
 * (ugoc.ht, ugoc.edu.ht, ugoc.info) is current; whether INAGHEI awards a licence in political science as such or only in
 * international relations (already listed) after the merger. Left out: a Stainless Make up school of makeup (an Ayibopost
 * report, https://ayibopost.com/cest-quoi-le-maquillage-un-art-tres-couteux-selon-les-professionnels/, says its owner opened
 * one, with no course length or title); the ENS's mathematics licence as a mathematics (not teaching) degree (a teacher
 * programme, already listed under mathematics teaching); the Institut National de Musique d'Haïti (short courses, not a
 * licence); the UNIFA's Faculté des sciences juridiques et politiques (a Tout Haïti press report gives no political-science licence
 * of its own); no second source was found for a music, public-administration or mathematics licence, and for social work
 * the pages read (an Enfo-Lien interview with the FASCH's head of service social, http://www.enfolien.net/, and a
 * Kapzy News report) say the FASCH is the only place in the country that teaches it.
 * A further pass on 2026-11-28 (S25B) added no rows. It found an AlterPresse report of 9 December 2013
 * (https://www.alterpresse.org/spip.php?article15616) on three new UEH/CLACSO maîtrise programmes, among them « Politiques de
 * l'enfance et de la Jeunesse » at the Faculté des Sciences Humaines (FASCH), and a Vant Bèf Info report of June 2024
 * (https://vantbefinfo.com/?p=90394) saying the FASCH has trained second-cycle cadres in « Protection de l'enfance ». Left
 * out: a child-and-youth-policy master's is not a social-work master's, the page is of 2013, and the faculty was closed by
 * gang violence in 2024. Also left out (no page naming a current programme at a named institution): nutrition,
 * health-services administration, industrial engineering, international business, music education, physical education and
 * library science (licence); pharmacy technician; the other graduate gaps; UNITECH (its presentation page names no programme
 * in a gap); the UEH's CIFAS (its DESS MGSS is already listed; no licence).
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this machine
 * has no internet access): the Institut Universitaire de Formation des Cadres (INUFOCAD)'s own page on its Maîtrise
 * interdisciplinaire en sciences humaines et sociales
 * (https://www.inufocad.edu.ht/maitrise-interdisciplinaire-en-sciences-humaines-et-sociales/), which says its students
 * choose among four filières, « Éducation, leadership et développement », « Global Leadership », « Théologie
 * interculturelle » and « Service social », each with a research and a professional profile (listed under social work,
 * graduate level); a Le Quotidien News report on World Tourism Day 2020
 * (https://lequotidiennews.org/journee-mondiale-du-tourisme-2020-des-etudiants-en-patrimoine-et-tourisme-de-lierah-iserss-debattent-et-proposent-a-wynne-farm),
 * which says second-year students of the « département Patrimoine et Tourisme » of the UEH's Institut Supérieur d'Études
 * et de Recherches en Sciences Sociales (IERAH-ISERSS) debated the day's theme (listed under tourism as a first degree).
 * Check first: INUFOCAD's city and kind (written as a private institution of Port-au-Prince: neither was read on a
 * stored page; a Mapou press report of August 2025, https://www.mapou.net/2025/08/doctorats-illegaux-luniversite-detat.html,
 * names an « Institut Universitaire de Formation des Cadres » among the four institutions allowed to award doctorates)
 * and whether the Service social filière still admits; the exact title and level of the IERAH-ISERSS award in
 * Patrimoine et Tourisme (the report says « département » and « 2ème année », not « licence ») and whether it still
 * teaches under the present insecurity. Left out: the Université Franco-Haïtienne du Cap-Haïtien's presentation page
 * (https://info.ufch.org/presentation) names licences in « conseil conjugal et familial » and psychology, but its text is
 * cut off in the stored copy, and counselling is a gap only at graduate level; the UPNCH's Faculté des Sciences de
 * l'Éducation « option Mathématiques et Physique » (an iciHaïti notice of July 2022) is a teacher-education licence, not
 * a mathematics degree; the Université Quisqueya/CFPJ master professionnel en journalisme (first cohort graduated in July
 * 2012; no later cohort found, and journalism is not a gap); the UPNCH/Aix-Marseille Master Économie et Gestion des
 * Collectivités Territoriales (2016-2018, public administration is not short at graduate level); UNITECH, INUKA and the
 * UNDH (their stored presentation pages name no programme in a gap). No page was found for nutrition, music education,
 * physical education, international business, health-services administration, industrial engineering or library
 * science licences, for a second music, mathematics, public-administration or social-work licence (the pages read, among
 * them a Kapzy News report of a FASCH thesis defence, still say the FASCH alone teaches social work), for a second
 * makeup school with a named course, for pharmacy technicians, or for graduate programmes in biotechnology, data
 * science, statistics, English teaching (the ENS's 2020 master is in French didactics), communication, tourism,
 * international business or industrial engineering.
 * A pass dated 2026-11-28 (session 27, meant for an `ADDED_S27` block) added no row, so no such block exists: about twelve
 * of some forty-six look-ups shared with Cuba and the Dominican Republic (stored public pages only; this machine has no
 * internet) found no page naming a programme at a new institution for the cells it worked (biotechnology, statistics,
 * data science, tourism, health-services administration and industrial engineering at graduate level; nutrition,
 * physical education, international business and industrial engineering licences; a second makeup school). Seen and not
 * added: ISTEAH's own page on its 2014 accreditation (http://www.isteah.edu.ht/index.php/rss/242-l-isteah-premiere-institution-de-formation-doctorale-accreditee-en-haiti:
 * DESS, maîtrise and doctorate in sciences de l'éducation with orientations in biology, chemistry, e-learning, management of
 * education systems, mathematics, physics and earth sciences; education programmes, none in a gap) and a Le Scientifique
 * report on its twelfth graduation of 30 May 2025 (https://lescientifique.org/haiti-forme-ses-cerveaux-51-diplomes-engages-issus-de-listeah:
 * six Ph.D., eight M.Sc./M.Sc.A./MBA, twenty-three DESS, programmes not named in the readable part; check first ISTEAH's
 * current list of maîtrises for biotechnology, statistics or industrial engineering); ESIH's own page
 * (http://www.esih.edu/a-propos: licences in sciences informatiques and gestion des entreprises; its Campus Numérique
 * Francophone lets licence holders prepare French universities' online masters, degrees of foreign institutions, so no
 * graduate row for ESIH); UdeM Nouvelles (9 April 2012) on 45 Haitians awarded a Université de Montréal maîtrise in
 * gestion de la santé (a foreign degree; the UEH's DESS is already listed); the UNDH's MBA with the Inter-American University
 * of Puerto Rico (Radio Télévision Caraïbes, December 2016; Haïti 24, fourth cohort; business administration, not a gap);
 * the AUF's note on the ENS-UEH Master de Physique, parcours Énergie et Environnement (first cohort October 2015; a physics
 * master, not environmental engineering); the Le Témoin report of January 2023 already cited for Make Art, which also names
 * Powerfull Institute (journalism, customs techniques, building electricity, computing) and the CBP School of Nursing and
 * Professional (no gap course named); a uOttawa note (May 2012) on a two-week UEH/Laval/Ottawa summer school in community
 * nutrition (continuing education, not a licence); UNITECH's presentation (ecoleetenumerique.com: eight faculties, thirteen
 * licences, none in a gap); a 1989 INSEPS (Senegal) mémoire on physical education in Haitian schools (no Haitian programme).
 * The stored-page index shows only each page's opening, so institutions' programme lists beyond their first screen were not
 * readable.
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the rows readers see most that cited only an
 * institution's home page (or a "-2026-11-27" page written from knowledge) were searched for on stored copies of public
 * pages (no internet; 15 look-ups for Haiti). Rows re-read now cite the page read (institution's own page unless another
 * publisher is named); lengths written from knowledge ("4 ans", "5 ans") that the pages do not state were taken out:
 * - ENAM: Maintenance industrielle, Mécanique auto and Électricité, on the Fondation Rinaldi's page of the Salesians'
 *   vocational schools (ENAM, Port-au-Prince, founded 1936: électricité, mécanique auto, maintenance industrielle,
 *   hôtellerie, maçonnerie, ébénisterie; some 500 students; undated). Le Nouvelliste's report of its open day of 9 June 2018
 *   (autotronics and programmable-logic labs, an electromechanics student) agrees.
 * - Canado-Technique: Mécanique d'entretien industriel and Techniques des réseaux informatiques (two years kept), in Le
 *   Nouvelliste of 9 August 2022 on the graduation of its 45th promotion (informatique, télécommunication, électromécanique,
 *   mécanique d'entretien industriel; "au cours de ces deux années"); its 44th (Le Nouvelliste, October 2021, "deux ans") and
 *   the 267 graduates of November 2023 (Haïti Gazette) agree.
 * - Agronomy: UEH's FAMV, in Rezo Nòdwès of 17 January 2026 on its centenary (it trains ingénieurs agronomes; weak: an
 *   alumnus's article, and Dr Predner Duvivier's centenary address on its academic side (promodevhaiti.org) says its buildings have been
 *   looted since 29 February 2024, so whether it teaches now is not shown); uniQ's FSAE, in Le Nouvelliste of 29 April 2021
 *   (its dean opening an agricultural fair; weak: the faculty, not its licence, is named); UNDH, renamed "Licence en génie
 *   agronomique (Faculté d'Agronomie, Redon, Torbeck)" with "5 ans" ("cinq années", title of ingénieur-agronome), on the
 *   UNDH's own page (read at http://, cited at https://); the faculty is near Les Cayes, not in Port-au-Prince.
 * - UEH Faculté des Sciences: Génie civil, Génie électromécanique, Génie électronique, Architecture and Licence en chimie, in
 *   a JobPaw.com article (about 2011) listing the faculty's diplômes d'ingénieur (AR, GC, EM, EN), licence en chimie and
 *   topographe diploma (weak: about 2011).
 * - UNDH: Génie civil and Sciences économiques, on educhaiti-jacmel.com's presentation of the UNDH (from three disciplines to
 *   about twelve: agronomie, sciences administratives, médecine, sciences juridiques, pharmacie, sciences biologiques,
 *   sciences pédagogiques, sciences économiques, génie civil…; weak: publisher not known, undated, campuses not given).
 * - UEH ENS: Philosophie, on the UEH's course platform (the Département de philosophie de l'École Normale Supérieure).
 * - ISTEAH: Licence en mathématiques and Licence en mathématiques-statistique, in Le Nouvelliste of 11 March 2020 (eight new
 *   licences offered in Port-au-Prince, Hinche and Génipailler/Milot; weak: the launch, not a later intake).
 * - UEH FASCH: Service social and Communication sociale, on the UEH's own page of the FASCH's licence programme; Psychologie
 *   and Sociologie, in AlterPresse of 19 June 2024 (four first-cycle departments; on-site classes suspended since March 2024
 *   by gang violence).
 * - UEH INAGHEI: Administration publique, on the Le National page already cited for its political-science row (the new dean
 *   announces the merger of the « Administration publique » and « Sciences politiques/Relations internationales »
 *   departments).
 * Withdrawn: none; no page read showed a row wrong.
 * Check first: whether the FAMV, the FASCH and the other Port-au-Prince faculties teach now (looting and gang violence since
 *   2024); INAGHEI's licence title after the merger of its departments; ISTEAH's licences after 2020; the UNDH's campus for
 *   each programme (the agronomy page places its faculty at Torbeck, near Les Cayes).
 * Searched without a page that names the row (left as they were): uniQ's Génie civil (FSGA). The worklist's other rows
 *   were all found.
 * Verification pass of 2026-11-28 (session 28): the one row on the worklist, uniQ's Génie civil (Faculté des Sciences,
 * de Génie et d'Architecture, bachelor), was searched for again on stored copies of public pages (one look-up) and not
 * found: HaitiLibre of 17 May 2010 names Evenson Calixte, vice-doyen of the faculté des sciences, du génie et
 * d'architecture (the faculty, not the programme), and other pages describe the university as a whole. The row stays as
 * it was (with its "5 ans"); no `VERIFIED_S28` block was added.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): the one row on the worklist and the open cells,
 * looked for again on stored copies of public pages (search tools only; no page re-read online; three of 68 look-ups
 * shared with Costa Rica, Panamá, Jamaica, Trinidad and Tobago and Cuba). Row re-read, now citing the page named:
 * - uniQ's Génie civil (Faculté des Sciences, de Génie et d'Architecture), searched without result by the S27 and S28
 *   passes: the FSGA's own research page (https://uniq.edu.ht/fsga/recherche/), on its Laboratoire de Qualité de l'Eau et
 *   de l'Environnement (LAQUE, created in 1998), whose founder was at the origin "de l'Option-Environnement en Génie civil,
 *   actuellement transformée en Génie de l'Environnement proposée par la FSGA".
 * Weak source, to replace first: that page names the FSGA's Génie civil only through its former environment option
 * (now a Génie de l'Environnement programme); it does not say the Génie civil programme admits now or how long it
 * lasts. Lengths taken out: the row's "5 ans" (not stated by the page). Withdrawn: none (no page read showed a row wrong).
 * Searched and not found (cells left open): a second bachelor's in nutrition (only the 2012 Université d'été en nutrition
 * communautaire of the UEH with the universities of Ottawa and Laval, a two-week continuing-education course, and nursing
 * and midwifery news); a second uniQ or other engineering programme for industrial engineering (uniQ's bulletins of 2012
 * and 2014 and general presentations name its faculties, not the programmes). Not reached (budget): the other open cells
 * (mathematics, music and music education, make-up, physical education, social work, international business, public
 * administration and health-services administration bachelor's, pharmacy technicians, library science, and the graduate
 * cells).
 * Session 30 pass of 2026-11-28 (it adds no `VERIFIED_S30` block): the open cells looked for again on stored copies of
 * public pages, in French (search tools only; no page re-read online; about fifteen of some ninety-five look-ups shared with El
 * Salvador, Nicaragua and Bolivia). No page read named a program at a new institution for an open cell in a form that can
 * be cited, so no row changed.
 * Searched and not found: a second licence in public administration; a second licence in social work (an ENFO-LIEN
 * interview with the head of the FASCH's Service social department calls the FASCH "unique lieu d'enseignement de cette
 * discipline dans le pays"; Le Firmin, May 2022, on a social workers' association at Limonade; Kapzy News again); a second
 * licence in mathematics (Le Nouvelliste, copied by radyonou.com on 9 August 2012, announces the filières of the UEH's
 * Campus Henry Christophe de Limonade, with "études de mathématiques, de physique, de chimie et de biologie" after a
 * propédeutique year — an announcement naming no licence, and the UEH is not a new institution for the cell); a second
 * make-up school (Ayibopost's report on make-up artists says Youdly Abilhomme, owner of Stainless Make up, "a ouvert une
 * école de maquillage" three years before, and Le Quotidien News reports the launch of LenceMakeArt, "une école de
 * maquillage, de mannequinat et cosmétologie"; neither gives a city, a course title or a length, so neither was added);
 * a licence in physical education (the 1989 INSEPS mémoire again, ONASH and MENFP news on school sport); industrial
 * engineering (Le National's interview with ESIH's director: licences in computing and business management; the FDS-UEH
 * presentation copied on frddh.org.ht: licence générale de chimie, maîtrise eau et environnement; ISTEAH's 2020 launch); a
 * second health-services administration master's (the Université de Montréal's news on the UEH DESS, already cited);
 * a pharmacy technician (Le Nouvelliste, 2013, on the UNDH's new six-year pharmacy doctorate; PAHO seminars for UEH
 * pharmacy students); international business (the UNDH's 2016 MBA, uniQ's 2014 bulletin). Seen and not used: the UNIFA's
 * fifth graduation (unifa-edu.info: first-cycle diplomas in medicine, odontology, nursing, rehabilitation sciences,
 * engineering and architecture, economic and administrative sciences; no gap cell; a lead for physical therapy and a new
 * institution); the UPNCH's Master Économie et Gestion des Collectivités Territoriales with Aix-Marseille Université
 * (2016-2018, pdfslide.fr copy; a public-administration master's lead). Not reached (budget): the other GAP cells.
 * Session 30, second pass (2026-11-28; it adds no `VERIFIED_S30B` block; search tools only, no page re-read online;
 * about five of some 130 look-ups shared with the Dominican Republic, Cuba, Jamaica, Bolivia, Ecuador and Venezuela).
 * Searched and not found: Haitian universities' program lists in public repositories (the code index has the source of
 * the UEH's École Normale Supérieure's site, kvernet/ensueh, naming its departments — Lettres modernes, Philosophie,
 * Sciences sociales, Langues vivantes, Mathématiques, Physique, Sciences naturelles — and master's co-awarded with
 * foreign universities; the ENS is part of the UEH, already listed, and trains secondary-school teachers, so it adds no
 * second institution for the mathematics licence); a second environmental-engineering master's (vantbefinfo.com, March
 * 2019, on the UEH Faculté des Sciences' new Maîtrise en génie hydraulique et assainissement with the DINEPA: the UEH
 * again); a nutrition licence (news of the 2012 Université d'été en nutrition communautaire of the Universities of
 * Ottawa and Laval with the UEH, a two-week continuing course, and a 2014 Université de Moncton note on residents in a
 * nutrition specialty, a medical residency); the UNIFA's faculties (Le Nouvelliste, July 2017: medicine, nursing,
 * odontology, law and politics, continuing education, a new engineering faculty and a physiotherapy school since
 * October 2014; none an open cell); uniQ's home page is not among the stored 2018 copies (JSCryptoMinerStudy). Not
 * reached: the other GAP cells (music, make-up, social work and public administration at a second institution; the
 * graduate cells).
 * Session 30, third pass (2026-11-28; it adds no `VERIFIED_S30C` block): not reached; the pass's look-ups (some 80,
 * shared with the Dominican Republic, Cuba, Jamaica, Bolivia, Ecuador, Venezuela and Peru) went to other countries'
 * graduate and technical cells. Leads for the next pass: the 2018 home pages in the JSCryptoMinerStudy crawl of Haitian
 * universities (ueh.edu.ht and others were not tried; uniQ's is not stored).
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): the regenerated
 * worklist looked for again, as round 3 advised, with find_repos on name fragments and the promising repositories
 * fetched and read locally with git (about 35 look-ups shared with the other eleven countries of this pass; rows were
 * found only for El Salvador, the Dominican Republic and Nicaragua). Searched: only the shared fragments (posgrado,
 * postgrado, maestria), which returned no Haitian repository; no Haitian university's list of maîtrises or licences
 * came up. Not reached: the gap cells and verify rows one by one (earlier passes' searches stand).
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, institutionsOf, offered, pagesOn, taggedPages, withPasses } from "./define";

const on27 = pagesOn("2026-11-27");

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    on27(
      "ht-enam-site",
      "École Nationale des Arts et Métiers (ENAM)",
      "Formation professionnelle",
      "https://salesienshaiti.org",
    ),
    on27(
      "ht-ueh-2026-11-27",
      "Université d'État d'Haïti",
      "Facultés et écoles : programmes de licence",
      "https://ueh.edu.ht",
    ),
    on27("ht-undh-2026-11-27", "Université Notre Dame d'Haïti", "Facultés et programmes", "https://undh.edu.ht"),
    on27(
      "ht-canado-site",
      "Centre de Formation Professionnelle d'Haïti (Canado-Technique)",
      "Programmes de formation technique",
      "https://www.canadotechnique.tech",
    ),
    on27(
      "ht-enarts-site",
      "École Nationale des Arts (ENARTS)",
      "À propos de l'ENARTS : départements académiques",
      "https://enarts.ht/a-propos-de-lenarts/",
    ),
    on27(
      "ht-isteah-site",
      "Institut des Sciences, des Technologies et des Études Avancées d'Haïti (ISTEAH)",
      "Programmes de premier cycle en sciences et en génie",
      "https://isteah.org",
    ),
  ],
  institutions: [
    {
      id: "ht-enam",
      country: "HT",
      name: "École Nationale des Arts et Métiers (ENAM)",
      city: "Port-au-Prince",
      kind: "public",
      website: "https://salesienshaiti.org",
      source: "ht-enam-site",
    },
    {
      id: "ht-canado",
      country: "HT",
      name: "Centre de Formation Professionnelle d'Haïti (Canado-Technique)",
      city: "Port-au-Prince",
      kind: "private",
      website: "https://www.canadotechnique.tech",
      source: "ht-canado-site",
    },
    {
      id: "ht-isteah",
      country: "HT",
      name: "Institut des Sciences, des Technologies et des Études Avancées d'Haïti (ISTEAH)",
      city: "Port-au-Prince",
      kind: "private",
      website: "https://isteah.org",
      source: "ht-isteah-site",
    },
    {
      id: "ht-enarts",
      country: "HT",
      name: "École Nationale des Arts (ENARTS)",
      city: "Port-au-Prince",
      kind: "public",
      website: "https://enarts.ht",
      source: "ht-enarts-site",
    },
  ],
  programs: [
    ...offered("ht-enam", "technical", "ht-enam-site", [
      ["automotive-mechanics", "Mécanique auto"],
      ["electrical-technician", "Électricité"],
      ["industrial-maintenance", "Maintenance industrielle"],
    ]),
    ...offered("ht-canado", "technical", "ht-canado-site", [
      ["network-technician", "Techniques des réseaux informatiques", { duration: "2 ans" }],
      ["industrial-maintenance", "Mécanique d'entretien industriel", { duration: "2 ans" }],
    ]),
    ...offered("ht-isteah", "bachelor", "ht-isteah-site", [
      ["mathematics", "Licence en mathématiques"],
      ["statistics", "Licence en mathématiques-statistique"],
    ]),
    ...offered("ht-ueh", "bachelor", "ht-ueh-2026-11-27", [
      ["public-administration", "Administration publique (INAGHEI)", { duration: "4 ans" }],
      ["electronic-engineering", "Génie électronique (Faculté des Sciences)", { duration: "5 ans" }],
      ["chemistry", "Licence en chimie (Faculté des Sciences)"],
    ]),
    ...offered("ht-enarts", "bachelor", "ht-enarts-site", [
      ["music", "Musique (département de musique)", { duration: "4 ans" }],
      ["fine-arts", "Arts plastiques", { duration: "4 ans" }],
      ["dance", "Danse", { duration: "4 ans" }],
      ["theatre", "Arts dramatiques", { duration: "4 ans" }],
    ]),
    ...offered("ht-undh", "bachelor", "ht-undh-2026-11-27", [
      ["civil-engineering", "Génie civil"],
      ["economics", "Sciences économiques"],
      ["agronomy", "Agronomie"],
      ["pharmacy", "Doctorat en pharmacie", { duration: "6 ans" }],
    ]),
  ],
};

const on28 = pagesOn("2026-11-28");

/** Rows added on 2026-11-28, resting on stored copies of pages found with the search tools (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    on28(
      "ht-enapp-site",
      "Gouvernement de la République d'Haïti",
      "Présentation de l'École Nationale d'Administration et de Politiques Publiques (ENAPP)",
      "https://sef.gouv.ht/enapp/",
    ),
    on28(
      "ht-ctpea-site",
      "Centre de Techniques de Planification et d'Économie Appliquée (CTPEA)",
      "Le CTPEA, quarante ans de formation en économie appliquée et en statistique",
      "https://ctpea.ht/?p=540",
    ),
    on28(
      "ht-uniq-2026-11-28",
      "Université Quisqueya",
      "Faculté des Sciences de Génie et d'Architecture (FSGA) : recherche et programme de génie de l'environnement",
      "https://uniq.edu.ht/fsga/recherche/",
    ),
    on28(
      "ht-ueh-fds-2026-11-28",
      "Université d'État d'Haïti, Faculté des Sciences",
      "Présentation de la faculté",
      "https://fds.edu.ht/site/?p=592",
    ),
    on28(
      "ht-isteah-2026-11-28",
      "Institut des Sciences, des Technologies et des Études Avancées d'Haïti (ISTEAH)",
      "Programmes de premier cycle en sciences et en génie (licences et diplôme d'ingénieur)",
      "https://www.isteah.edu.ht",
    ),
    on28(
      "ht-haititec-nouvelliste-2026-11-28",
      "Le Nouvelliste (copie sur smarthaiti.com)",
      "Haiti Tec célèbre avec faste ses vingt ans (neuf programmes, dont l'électrotechnique, la réfrigération, la climatisation, les techniques de l'informatique et les techniques de génie civil)",
      "https://www.smarthaiti.com/nouvel/articles/rrffrv-haiti-tec-celebre-avec-faste-ses-vingt-ans",
    ),
  ],
  institutions: [
    {
      id: "ht-enapp",
      country: "HT",
      name: "École Nationale d'Administration et de Politiques Publiques (ENAPP)",
      city: "Port-au-Prince",
      kind: "public",
      website: "https://sef.gouv.ht/enapp/",
      source: "ht-enapp-site",
    },
    {
      id: "ht-ctpea",
      country: "HT",
      name: "Centre de Techniques de Planification et d'Économie Appliquée (CTPEA)",
      city: "Port-au-Prince",
      kind: "public",
      website: "https://ctpea.ht",
      source: "ht-ctpea-site",
    },
    {
      id: "ht-haititec",
      country: "HT",
      name: "Haiti Tec (centre de formation technique et professionnelle)",
      city: "Port-au-Prince",
      kind: "private",
      // no official website seen: the report links the news page the row rests on
      source: "ht-haititec-nouvelliste-2026-11-28",
    },
  ],
  programs: [
    ...offered("ht-enapp", "graduate", "ht-enapp-site", [
      ["public-administration", "Maîtrise en administration publique"],
    ]),
    ...offered("ht-ctpea", "bachelor", "ht-ctpea-site", [
      ["statistics", "Statistique"],
      ["economics", "Économie appliquée"],
    ]),
    ...offered("ht-uniq", "bachelor", "ht-uniq-2026-11-28", [
      ["environmental-engineering", "Génie de l'environnement (FSGA)"],
    ]),
    ...offered("ht-ueh", "graduate", "ht-ueh-fds-2026-11-28", [
      ["environmental-engineering", "Maîtrise en eau et environnement (Faculté des Sciences)"],
    ]),
    ...offered("ht-isteah", "bachelor", "ht-isteah-2026-11-28", [
      ["software-engineering", "Diplôme d'ingénieur en génie informatique"],
      ["biology", "Licence en biologie-chimie"],
      ["chemistry", "Licence en chimie-physique"],
      ["physics", "Licence en mathématiques-physique"],
    ]),
    ...offered("ht-haititec", "technical", "ht-haititec-nouvelliste-2026-11-28", [
      ["it-support-technician", "Techniques de l'informatique"],
      ["refrigeration-air-conditioning", "Réfrigération et climatisation"],
      ["electrical-technician", "Électrotechnique"],
      ["construction-technician", "Techniques de génie civil"],
    ]),
  ],
};

/** Rows added by a later pass on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    on28(
      "ht-ueh-mappef-gazetteuniv-2026-11-28",
      "Gazette Universitaire",
      "L'UEH lance le Master en Analyse des Politiques Publiques dans le domaine de l'Économie et des Finances (MAPPEF), avec le MEF, 60 crédits sur deux ans",
      "https://www.gazetteuniv.com/ueh-lance-master-analyse-politiques-publiques-economie-finances-mappef",
    ),
    on28(
      "ht-ueh-dess-gestion-sante-udem-2026-11-28",
      "Université de Montréal (UdeM Nouvelles)",
      "L'USI en Haïti : une expérience réussie (DESS en gestion de la santé de l'Université d'État d'Haïti, que l'UEH continue d'offrir)",
      "https://nouvelles.umontreal.ca/article/2014/06/10/lusi-en-haiti-une-experience-reussie/",
    ),
    on28(
      "ht-cetinfo-vantbef-2026-11-28",
      "Vant Bèf Info",
      "Haïti-Éducation : Le CETINFO lance le programme de bourses « Un jeune, un métier » (dépannage d'ordinateur, réseau informatique…)",
      "https://vantbefinfo.com/?p=54912",
    ),
    on28(
      "ht-make-art-letemoin-2026-11-28",
      "Le Témoin",
      "Les écoles professionnelles reprennent du service (Make Art, Delmas 19, forme au maquillage et à la cosmétologie)",
      "https://letemoinhaiti.com/home/article/les-ecoles-professionnelles-reprennent-du-service",
    ),
  ],
  institutions: [
    {
      id: "ht-cetinfo",
      country: "HT",
      name: "Centre de Technologie en Informatique (CETINFO)",
      city: "Port-au-Prince",
      kind: "private",
      // no official website seen: the report links the news page the row rests on
      source: "ht-cetinfo-vantbef-2026-11-28",
    },
    {
      id: "ht-make-art",
      country: "HT",
      name: "Make Art (école de maquillage et de cosmétologie)",
      city: "Delmas",
      kind: "private",
      // no official website seen: the report links the news page the row rests on
      source: "ht-make-art-letemoin-2026-11-28",
    },
  ],
  programs: [
    ...offered("ht-ueh", "graduate", "ht-ueh-mappef-gazetteuniv-2026-11-28", [
      [
        "public-administration",
        "Master en Analyse des Politiques Publiques dans le domaine de l'Économie et des Finances (MAPPEF, Faculté de Droit et des Sciences Économiques)",
        { duration: "2 ans" },
      ],
    ]),
    ...offered("ht-ueh", "graduate", "ht-ueh-dess-gestion-sante-udem-2026-11-28", [
      ["health-services-administration", "Diplôme d'études supérieures spécialisées (DESS) en gestion de la santé"],
    ]),
    ...offered("ht-cetinfo", "technical", "ht-cetinfo-vantbef-2026-11-28", [
      ["it-support-technician", "Dépannage d'ordinateur"],
      ["network-technician", "Réseau informatique"],
    ]),
    ...offered("ht-make-art", "technical", "ht-make-art-letemoin-2026-11-28", [
      ["makeup-artistry", "Maquillage et cosmétologie"],
    ]),
  ],
};

const inst = institutionsOf("HT");

/** Rows added by the S25 pass on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    on28(
      "ht-ugoc-science-politique-2026-11-28",
      "Université GOC",
      "Département de science politique : objectif du département (former des politologues)",
      "https://ugoc.ht/departements/sociologie/departement-de-science-politique",
    ),
    on28(
      "ht-ugoc-philosophy-2026-11-28",
      "Université GOC (University GOC)",
      "School of Philosophy (bachelor's degree in philosophy)",
      "https://ugoc.info/course/school-of-philosophy/",
    ),
    on28(
      "ht-inaghei-lenational-2026-11-28",
      "Le National",
      "Installation du nouveau décanat de l'INAGHEI (départements « Administration publique » et « Sciences politiques/Relations internationales »)",
      "https://www.lenational.org/post_article.php?pol=7099",
    ),
  ],
  institutions: [
    inst(
      "ht-ugoc",
      "Université GOC",
      "Port-au-Prince",
      "private",
      "https://ugoc.ht",
      "ht-ugoc-science-politique-2026-11-28",
    ),
  ],
  programs: [
    ...offered("ht-ugoc", "bachelor", "ht-ugoc-science-politique-2026-11-28", [
      ["political-science", "Science politique (Département de science politique)"],
    ]),
    ...offered("ht-ugoc", "bachelor", "ht-ugoc-philosophy-2026-11-28", [
      ["philosophy", "Philosophy (School of Philosophy)"],
    ]),
    ...offered("ht-ueh", "bachelor", "ht-inaghei-lenational-2026-11-28", [
      ["political-science", "Sciences politiques / Relations internationales (INAGHEI)"],
    ]),
  ],
};

const ADDED_S26_ON = "2026-11-28";

/** Rows added by the S26 pass on 2026-11-28, each resting on a stored copy of a public page (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "ht-inufocad-maitrise-2026-11-28",
      "Institut Universitaire de Formation des Cadres (INUFOCAD)",
      "Programmes d'études post-graduées : Maîtrise interdisciplinaire en sciences humaines et sociales (filières Éducation, leadership et développement ; Global Leadership ; Théologie interculturelle ; Service social)",
      "https://www.inufocad.edu.ht/maitrise-interdisciplinaire-en-sciences-humaines-et-sociales/",
      ADDED_S26_ON,
    ),
    institutionPage(
      "ht-ueh-iserss-tourisme-lequotidien-2026-11-28",
      "Le Quotidien News",
      "Journée mondiale du tourisme 2020 : des étudiants en Patrimoine et Tourisme de l'IERAH-ISERSS (Université d'État d'Haïti) débattent et proposent à Wynne Farm",
      "https://lequotidiennews.org/journee-mondiale-du-tourisme-2020-des-etudiants-en-patrimoine-et-tourisme-de-lierah-iserss-debattent-et-proposent-a-wynne-farm",
      ADDED_S26_ON,
    ),
  ],
  institutions: [
    inst(
      "ht-inufocad",
      "Institut Universitaire de Formation des Cadres (INUFOCAD)",
      "Port-au-Prince",
      "private",
      "https://www.inufocad.edu.ht",
      "ht-inufocad-maitrise-2026-11-28",
    ),
  ],
  programs: [
    ...offered("ht-inufocad", "graduate", "ht-inufocad-maitrise-2026-11-28", [
      ["social-work", "Maîtrise interdisciplinaire en sciences humaines et sociales, filière Service social"],
    ]),
    ...offered("ht-ueh", "bachelor", "ht-ueh-iserss-tourisme-lequotidien-2026-11-28", [
      ["tourism", "Patrimoine et Tourisme (IERAH-ISERSS)"],
    ]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "HT",
  sources: [
    {
      id: "ht-ueh-site",
      publisher: "Université d'État d'Haïti",
      title: "Offre de formation (page officielle)",
      url: "https://ueh.edu.ht",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ht-uniq-site",
      publisher: "Université Quisqueya",
      title: "Offre de formation (page officielle)",
      url: "https://www.uniq.edu.ht",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ht-undh-site",
      publisher: "Université Notre Dame d'Haïti",
      title: "Offre de formation (page officielle)",
      url: "https://undh.edu.ht",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ht-uneph-site",
      publisher: "Université Épiscopale d'Haïti",
      title: "Offre de formation (page officielle)",
      url: "https://www.uneph.edu.ht",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ht-esih-site",
      publisher: "École Supérieure d'Infotronique d'Haïti",
      title: "Offre de formation (page officielle)",
      url: "https://www.esih.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    {
      id: "ht-ueh",
      country: "HT",
      name: "Université d'État d'Haïti",
      city: "Port-au-Prince",
      kind: "public",
      website: "https://ueh.edu.ht",
      source: "ht-ueh-site",
    },
    {
      id: "ht-uniq",
      country: "HT",
      name: "Université Quisqueya",
      city: "Port-au-Prince",
      kind: "private",
      website: "https://www.uniq.edu.ht",
      source: "ht-uniq-site",
    },
    {
      id: "ht-undh",
      country: "HT",
      name: "Université Notre Dame d'Haïti",
      city: "Port-au-Prince",
      kind: "private",
      website: "https://undh.edu.ht",
      source: "ht-undh-site",
    },
    {
      id: "ht-uneph",
      country: "HT",
      name: "Université Épiscopale d'Haïti",
      city: "Port-au-Prince",
      kind: "private",
      website: "https://www.uneph.edu.ht",
      source: "ht-uneph-site",
    },
    {
      id: "ht-esih",
      country: "HT",
      name: "École Supérieure d'Infotronique d'Haïti",
      city: "Port-au-Prince",
      kind: "private",
      website: "https://www.esih.edu",
      source: "ht-esih-site",
    },
  ],
  programs: [
    ...offered("ht-ueh", "bachelor", "ht-ueh-site", [
      ["medicine", "Doctorat en médecine (Faculté de Médecine et de Pharmacie)"],
      ["pharmacy", "Pharmacie (Faculté de Médecine et de Pharmacie)"],
      ["dentistry", "Médecine dentaire (Faculté d'Odontologie)"],
      ["psychology", "Psychologie (Faculté des Sciences Humaines)", { duration: "4 ans" }],
      ["social-work", "Service social (Faculté des Sciences Humaines)", { duration: "4 ans" }],
      ["sociology", "Sociologie (Faculté des Sciences Humaines)", { duration: "4 ans" }],
      ["communication-studies", "Communication sociale (Faculté des Sciences Humaines)", { duration: "4 ans" }],
      ["anthropology", "Anthropologie-Sociologie (Faculté d'Ethnologie)", { duration: "4 ans" }],
      ["law", "Droit (Faculté de Droit et des Sciences Économiques)", { duration: "4 ans" }],
      ["economics", "Sciences économiques (Faculté de Droit et des Sciences Économiques)", { duration: "4 ans" }],
      ["business-administration", "Sciences administratives (INAGHEI)", { duration: "4 ans" }],
      ["accounting", "Sciences comptables (INAGHEI)", { duration: "4 ans" }],
      ["international-relations", "Relations internationales (INAGHEI)", { duration: "4 ans" }],
      ["civil-engineering", "Génie civil (Faculté des Sciences)", { duration: "5 ans" }],
      ["electromechanical-engineering", "Génie électromécanique (Faculté des Sciences)", { duration: "5 ans" }],
      ["architecture", "Architecture (Faculté des Sciences)", { duration: "5 ans" }],
      ["agronomy", "Agronomie (Faculté d'Agronomie et de Médecine Vétérinaire)", { duration: "5 ans" }],
      [
        "veterinary-medicine",
        "Médecine vétérinaire (Faculté d'Agronomie et de Médecine Vétérinaire)",
        { duration: "5 ans" },
      ],
      ["mathematics-teaching", "Mathématiques (École Normale Supérieure)", { duration: "4 ans" }],
      ["english-teaching", "Langues vivantes – anglais (École Normale Supérieure)", { duration: "4 ans" }],
      ["literature", "Lettres modernes (École Normale Supérieure)", { duration: "4 ans" }],
      ["philosophy", "Philosophie (École Normale Supérieure)", { duration: "4 ans" }],
      ["modern-languages", "Linguistique appliquée (Faculté de Linguistique Appliquée)", { duration: "4 ans" }],
    ]),
    ...offered("ht-uniq", "bachelor", "ht-uniq-site", [
      ["medicine", "Doctorat en médecine (Faculté des Sciences de la Santé)"],
      ["nursing", "Sciences infirmières (Faculté des Sciences de la Santé)", { duration: "4 ans" }],
      ["law", "Sciences juridiques (Faculté des Sciences Juridiques et Politiques)", { duration: "4 ans" }],
      ["business-administration", "Sciences économiques et administratives (FSEA)", { duration: "4 ans" }],
      ["economics", "Sciences économiques et administratives (FSEA)", { duration: "4 ans" }],
      ["civil-engineering", "Génie civil (Faculté des Sciences, de Génie et d'Architecture)", { duration: "5 ans" }],
      ["agronomy", "Sciences de l'agriculture et de l'environnement (FSAE)", { duration: "5 ans" }],
      ["primary-education", "Sciences de l'éducation (Faculté des Sciences de l'Éducation)", { duration: "4 ans" }],
    ]),
    ...offered("ht-undh", "bachelor", "ht-undh-site", [
      ["medicine", "Doctorat en médecine"],
      ["nursing", "Sciences infirmières", { duration: "4 ans" }],
      ["law", "Sciences juridiques", { duration: "4 ans" }],
      ["business-administration", "Sciences administratives", { duration: "4 ans" }],
    ]),
    ...offered("ht-uneph", "bachelor", "ht-uneph-site", [
      ["theology", "Théologie", { duration: "4 ans" }],
      ["primary-education", "Sciences de l'éducation", { duration: "4 ans" }],
      ["nursing", "Sciences infirmières (Faculté des Sciences Infirmières de Léogâne)", { duration: "4 ans" }],
    ]),
    ...offered("ht-esih", "bachelor", "ht-esih-site", [
      ["computer-science", "Sciences informatiques", { duration: "4 ans" }],
      ["information-systems", "Sciences informatiques", { duration: "4 ans" }],
    ]),
  ],
};

/** Session 27's verification pass (2026-11-28): earlier rows re-read on stored pages (see the header). */
const VERIFIED_S27_ON = "2026-11-28";

const VERIFIED_S27: CatalogPass = {
  sources: [
    institutionPage(
      "ht-enam-s27",
      "Fondation Rinaldi (Salésiens de Don Bosco en Haïti)",
      "Écoles professionnelles : École Nationale des Arts et Métiers (ENAM), Port-au-Prince (électricité, mécanique auto, maintenance industrielle, hôtellerie, maçonnerie, ébénisterie)",
      "https://www.frinaldihaiti.org/ecole-professionnelle/",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ht-canado-s27",
      "Le Nouvelliste",
      "Graduation d'environ 500 étudiants du Canado-Technique (45e promotion, août 2022 : techniques réseau informatique, télécommunication, électromécanique et mécanique d'entretien industriel, deux années d'études)",
      "https://lenouvelliste.com/article/237490/graduation-denviron-500-etudiants-du-canado-technique",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ht-ueh-famv-s27",
      "Rezo Nòdwès",
      "La FAMV, 1924-2024 : 100 ans au service de l'agriculture et du développement en Haïti (17 janvier 2026)",
      "https://rezonodwes.com/?p=348197",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ht-uniq-fsae-s27",
      "Le Nouvelliste",
      "UNIQ et SSBP encouragent la production agricole (29 avril 2021 ; le doyen de la Faculté des sciences de l'agriculture et de l'environnement, FSAE)",
      "https://lenouvelliste.com/article/228758/uniq-et-ssbp-encouragent-la-production-agricole",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ht-undh-agronomie-s27",
      "Université Notre Dame d'Haïti",
      "La Faculté d'Agronomie de l'UNDH (Redon, Torbeck) : licence en génie agronomique, cinq années, titre d'ingénieur-agronome",
      "https://undh.edu.ht/index.php/ct-menu-item-51/104-articles/608-article-27",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ht-ueh-fds-s27",
      "JobPaw.com (article de Daphnée Vertus)",
      "À la découverte de la Faculté des Sciences (UEH) : diplôme d'ingénieur en architecture, génie civil, électromécanique et génie électronique ; licence en chimie ; diplôme de topographe",
      "https://www.jobpaw.com/pont/professionnels.php?ida=357",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ht-undh-s27",
      "EDUC Haïti Jacmel (présentation de l'UNDH)",
      "L'UNDH : première université déconcentrée du pays (agronomie, sciences administratives, médecine, sciences juridiques, pharmacie, sciences économiques, génie civil…)",
      "https://www.educhaiti-jacmel.com/about",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ht-ueh-ens-philosophie-s27",
      "Université d'État d'Haïti (plateforme de formation)",
      "Philosophie : Département de philosophie de l'École Normale Supérieure",
      "https://formation.ueh.edu.ht/course/index.php?categoryid=82",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ht-isteah-s27",
      "Le Nouvelliste",
      "L'ISTEAH lance de nouveaux programmes d'études en sciences et en génie (11 mars 2020 : licences en mathématiques, mathématiques-informatique, mathématiques-statistique…)",
      "https://lenouvelliste.com/article/213144/listeah-lance-de-nouveaux-programmes-detudes-en-sciences-et-en-genie",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ht-ueh-fasch-s27",
      "Université d'État d'Haïti",
      "Faculté des Sciences Humaines (FASCH) : programme de licence, Département de Service Social, Département de Communication Sociale",
      "https://ueh.edu.ht/faculte-des-sciences-humaines-fasch-2",
      VERIFIED_S27_ON,
    ),
    institutionPage(
      "ht-ueh-fasch-alterpresse-s27",
      "AlterPresse",
      "Université : Contexte difficile au 50e anniversaire de la Faculté des sciences humaines en Haïti (19 juin 2024 : quatre départements de premier cycle, sociologie, service social, communication sociale et journalisme, psychologie)",
      "https://www.alterpresse.org/spip.php?article30592",
      VERIFIED_S27_ON,
    ),
  ],
  reread: [
    {
      institution: "ht-enam",
      career: "industrial-maintenance",
      level: "technical",
      name: "Maintenance industrielle",
      source: "ht-enam-s27",
    },
    {
      institution: "ht-enam",
      career: "automotive-mechanics",
      level: "technical",
      name: "Mécanique auto",
      source: "ht-enam-s27",
    },
    {
      institution: "ht-enam",
      career: "electrical-technician",
      level: "technical",
      name: "Électricité",
      source: "ht-enam-s27",
    },
    {
      institution: "ht-canado",
      career: "industrial-maintenance",
      level: "technical",
      name: "Mécanique d'entretien industriel",
      source: "ht-canado-s27",
    },
    {
      institution: "ht-canado",
      career: "network-technician",
      level: "technical",
      name: "Techniques des réseaux informatiques",
      source: "ht-canado-s27",
    },
    {
      institution: "ht-ueh",
      career: "agronomy",
      level: "bachelor",
      name: "Agronomie (Faculté d'Agronomie et de Médecine Vétérinaire)",
      source: "ht-ueh-famv-s27",
      set: { duration: null },
    },
    {
      institution: "ht-uniq",
      career: "agronomy",
      level: "bachelor",
      name: "Sciences de l'agriculture et de l'environnement (FSAE)",
      source: "ht-uniq-fsae-s27",
      set: { duration: null },
    },
    {
      institution: "ht-undh",
      career: "agronomy",
      level: "bachelor",
      name: "Agronomie",
      source: "ht-undh-agronomie-s27",
      set: { name: "Licence en génie agronomique (Faculté d'Agronomie, Redon, Torbeck)", duration: "5 ans" },
    },
    {
      institution: "ht-ueh",
      career: "civil-engineering",
      level: "bachelor",
      name: "Génie civil (Faculté des Sciences)",
      source: "ht-ueh-fds-s27",
      set: { duration: null },
    },
    {
      institution: "ht-ueh",
      career: "electromechanical-engineering",
      level: "bachelor",
      name: "Génie électromécanique (Faculté des Sciences)",
      source: "ht-ueh-fds-s27",
      set: { duration: null },
    },
    {
      institution: "ht-ueh",
      career: "electronic-engineering",
      level: "bachelor",
      name: "Génie électronique (Faculté des Sciences)",
      source: "ht-ueh-fds-s27",
      set: { duration: null },
    },
    {
      institution: "ht-ueh",
      career: "architecture",
      level: "bachelor",
      name: "Architecture (Faculté des Sciences)",
      source: "ht-ueh-fds-s27",
      set: { duration: null },
    },
    {
      institution: "ht-ueh",
      career: "chemistry",
      level: "bachelor",
      name: "Licence en chimie (Faculté des Sciences)",
      source: "ht-ueh-fds-s27",
    },
    {
      institution: "ht-undh",
      career: "civil-engineering",
      level: "bachelor",
      name: "Génie civil",
      source: "ht-undh-s27",
    },
    {
      institution: "ht-undh",
      career: "economics",
      level: "bachelor",
      name: "Sciences économiques",
      source: "ht-undh-s27",
    },
    {
      institution: "ht-ueh",
      career: "philosophy",
      level: "bachelor",
      name: "Philosophie (École Normale Supérieure)",
      source: "ht-ueh-ens-philosophie-s27",
      set: { duration: null },
    },
    {
      institution: "ht-isteah",
      career: "mathematics",
      level: "bachelor",
      name: "Licence en mathématiques",
      source: "ht-isteah-s27",
    },
    {
      institution: "ht-isteah",
      career: "statistics",
      level: "bachelor",
      name: "Licence en mathématiques-statistique",
      source: "ht-isteah-s27",
    },
    {
      institution: "ht-ueh",
      career: "social-work",
      level: "bachelor",
      name: "Service social (Faculté des Sciences Humaines)",
      source: "ht-ueh-fasch-s27",
      set: { duration: null },
    },
    {
      institution: "ht-ueh",
      career: "communication-studies",
      level: "bachelor",
      name: "Communication sociale (Faculté des Sciences Humaines)",
      source: "ht-ueh-fasch-s27",
      set: { duration: null },
    },
    {
      institution: "ht-ueh",
      career: "psychology",
      level: "bachelor",
      name: "Psychologie (Faculté des Sciences Humaines)",
      source: "ht-ueh-fasch-alterpresse-s27",
      set: { duration: null },
    },
    {
      institution: "ht-ueh",
      career: "sociology",
      level: "bachelor",
      name: "Sociologie (Faculté des Sciences Humaines)",
      source: "ht-ueh-fasch-alterpresse-s27",
      set: { duration: null },
    },
    {
      institution: "ht-ueh",
      career: "public-administration",
      level: "bachelor",
      name: "Administration publique (INAGHEI)",
      source: "ht-inaghei-lenational-2026-11-28",
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row it bears out (see the header). */
const S29 = {
  uniqFsga: s29(
    "ht-uniq-fsga-recherche",
    "Université Quisqueya (uniQ), Faculté des Sciences de Génie et d'Architecture (FSGA)",
    "FSGA - Recherche : les laboratoires (le LAQUE, rattaché à la FSGA, et l'Option-Environnement en Génie civil, actuellement transformée en Génie de l'Environnement proposée par la FSGA ; le CRAPU)",
    "https://uniq.edu.ht/fsga/recherche/",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): the one row of the worklist, re-pointed to a page of the university's own
 * site that names it (weak: see the header). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    {
      institution: "ht-uniq",
      career: "civil-engineering",
      level: "bachelor",
      name: "Génie civil (Faculté des Sciences, de Génie et d'Architecture)",
      source: S29.uniqFsga.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

export const CATALOG_HT: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24,
  ADDED_S25,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S29,
);
