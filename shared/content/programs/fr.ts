/**
 * Where to study in FR: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Levels in France: `bachelor` is the first degree (Licence, 3 ans; diplôme d'ingénieur, 5 ans;
 * BUT, 3 ans, for careers taught at university level; diplôme d'État d'assistant de service social,
 * 3 ans; médecine after PASS/L.AS; docteur vétérinaire, 6 ans); `graduate` is the Master (2 ans),
 * the MSc of the grandes écoles and the MBA; `technical` is the BUT (IUT, 3 ans) and BTS (2 ans) for
 * technical careers, the DEUST (2 ans), the titres professionnels of the AFPA and the RNCP
 * certifications of specialised schools.
 *
 * Rows written or reviewed on 2026-11-26 from knowledge of the institutions' published programs;
 * the DEUST Préparateur/Technicien en pharmacie (Université Paris Cité, Montpellier, Aix-Marseille),
 * ATMA's Maquilleur artistique certification and the Bachelor International Business were checked
 * against public pages found in the stored index; the rest was not re-read online.
 * Rows dated 2026-11-27 (the `ADDED` block: masters in tourism, statistics, MEEF anglais and Sciences et
 * génie de l'environnement, the AFPA's Monteur dépanneur frigoriste, the Diplôme d'État de professeur de
 * musique of the PSPBB and the Pôle Aliénor) were written from knowledge of the
 * institutions' published programs, without re-reading the pages online; check them before relying on them.
 * Also dated 2026-11-27 and written the same way: Grenoble's BUT Réseaux et Télécommunications, the
 * Lycée Raymond-Poincaré's BTS SIO, Paris 8's ATI master and the masters Intervention et développement
 * social of Lille and Rennes 2.
 * Rows to check first: fr-paris8 "Master Arts et technologies de l'image virtuelle (ATI)" (the master's
 * mention has been renamed over the years); fr-uga BUT R&T (a networks degree, listed for IT support).
 * Rows dated 2026-11-28 (the `ADDED_28` block) rest on stored copies of public pages found with the search
 * tools (no live page was read): the Inetop (Cnam) page on its master Psychologie, Toulouse – Jean Jaurès's
 * page on the master Psychologie de l'éducation et de la formation, Rennes's ISTIC page on the master
 * Informatique parcours Cybersécurité, the CRYPTIS pages of the Université de Limoges, France compétences'
 * RNCP sheet 36130 (Le Conservatoire du maquillage, replaced by RNCP39371), the Onisep page naming the école
 * Sophie Lecomte's RNCP make-up course, and news pages on the Institut de Soudure's welder training; the
 * EnsAD row (Cinéma d'animation) rests on knowledge of the school's published programs.
 * Rows of 2026-11-28 to check first: fr-sophie-lecomte (the school's website address, taken from its public
 * contact address, and the certification's current title); fr-institut-soudure (which centre runs the
 * welder course in the current intake); fr-unilim CRYPTIS (the parcours' current name).
 * Row added on 2026-11-28 in a second pass (the `ADDED_28B` block): the CAP Maintenance des véhicules, option
 * véhicules légers, of the CFA de la Ville de Belfort, read from a stored copy of the CFA's own page
 * (cfa.mairie-belfort.com). Check first: its duration (2 ans, the usual CAP length, not stated on the page read).
 * Rows added on 2026-11-28 in a third pass (the `ADDED_S24` block: bachelor-level cybersecurity) each rest on a stored
 * page found with the search tools (this machine has no internet access; none was re-read online): France
 * compétences' RNCP sheet 37473 (ESIEA's level-6 title "Grade Licence – Sciences et Ingénierie – Cybersécurité",
 * registered until 31 August 2026), and the ANSSI's SecNumedu label pages for two licences professionnelles: the
 * IUT d'Orsay's (Université Paris-Saclay) licence pro Administration et sécurité des systèmes et des réseaux, parcours
 * Sécurité des réseaux et des systèmes informatiques (label 17-032, valid to July 2020; page stored under http:// and
 * cited over https://), and the IUT2 Grenoble's (Université Grenoble Alpes) licence pro MI-ASSR (read in the ssi.rip
 * archive of the former ANSSI site, cited as such).
 * Check first: that ESIEA's title was renewed after August 2026 and its campus (Paris–Ivry or Laval); that the two
 * licences pro still run under these parcours names (both pages are of the SecNumedu label's first years).
 * Not added, for want of a stored page naming the program at an institution: a bachelor in nutrition (the BUT Génie
 * biologique parcours Diététique et nutrition was read of only in general terms, with no IUT named) and a bachelor in
 * health-services administration (only masters and a licence in sciences sanitaires et sociales, a social-work
 * degree, were found). EPITA's Bachelor en Sécurité du Numérique (RNCP 37708) was read but its registration ran to
 * 31 August 2025, so it was left out.
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this
 * machine has no internet access): a Monaco-Matin report of 4 September 2020, read in its PressReader copy (stored
 * under http://, cited over https://), on the start of term at the IUT Nice Côte d'Azur's Carrières sociales
 * department in Menton, which names the students of its licence professionnelle « Gestion des structures sanitaires
 * et sociales » starting their year; the row lists it under health-services administration at bachelor level (a
 * bac+3 licence pro training managers of health and social establishments). No official website of the university
 * was seen on a stored page, so the institution has none.
 * Check first: that the licence pro still runs in Menton under this title (the report is of 2020; licence pro titles
 * were renamed in the national nomenclature) and whether it has been folded into the BUT Carrières sociales parcours
 * « Coordination et gestion des établissements et services sanitaires et sociaux ».
 * Left out: a bachelor in nutrition (pages on the BUT Génie biologique parcours Diététique et nutrition were read,
 * e.g. the CFA FHP Nouvelle-Aquitaine's métier page, but none named an IUT that teaches it; a dietitian's site on
 * GitHub naming the IUT de Nancy looked like an unpublished template and was not used); the BUT Carrières sociales
 * parcours CGE3S (read of only in general terms, lemediasocial-emploi.fr, with no IUT named); the Université de
 * Bourgogne's licence pro Logistique hospitalière (IUT de Chalon-sur-Saône; hospital logistics rather than health
 * services administration); the masters in health management of Lorraine, Dauphine and Bourgogne (graduate level,
 * not the gap).
 * Session 27 (2026-11-28): no rows added; the search budget ran out first. Pages read: the CFA FHP Nouvelle-Aquitaine's
 * page on the BUT Génie biologique parcours Diététique et nutrition (again, no IUT named); the IUT de Périgueux's own
 * page reproducing a Sud-Ouest article on its 2015 open day and a France 3 report on the Génie biologique department of
 * the campus Périgord opening its BUT third year (neither names the Diététique parcours); a Wicri page on the history of
 * the IUT de Nancy's Biologie appliquée department; an EUCOR page on the Université de Strasbourg's Licence Sciences pour
 * la santé – Sciences sociales (social sciences applied to health, not health-services management). Left out: nutrition
 * (bachelor): no page that names an IUT teaching the Diététique et nutrition parcours (dietitians' portfolio sites in
 * public repositories name the IUT de Nancy but were not used, as before); health-services administration (bachelor): a
 * second licence pro or BUT CGE3S site was not found (Perpignan's licence pro PRISS and Paris 13/Paris Descartes's licence
 * pro Assistance sociale are social-work degrees).
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block): the rows readers see most that were written
 * without reading their page were looked up in stored copies of public pages (search tools only; no page was re-read
 * online). A length the page read does not state was taken out. Rows re-read, each now citing the page named: the DEUST
 * Préparateur/Technicien en pharmacie of Université Paris Cité (its page on the universitarisation of the training: a
 * two-year university training set up by the UFR de pharmacie with the ACPPP and ACPPAV), of the Université de Montpellier
 * (its catalogue's page: Faculty of Pharmacy, 2 years) and of Aix-Marseille Université (the Faculté de pharmacie's page
 * on the DEUST Pharmacy Preparer/Technician; length not stated, "2 ans" taken out).
 * Withdrawn: none. Searched and not re-read: the GARAC's BTS Maintenance des véhicules, option voitures particulières
 * (Le Parisien, 2020, VO News, 2018, Brèves de garage and J2R Auto, 2025, describe the school's offer "du bac pro au
 * diplôme d'ingénieur en passant par le BTS" without naming this BTS); ATMA's Maquilleur artistique: France compétences'
 * sheet RNCP35258 ("Maquilleur artistique", niveau 4, ACADEMIE DES TECHNIQUES DU MAQUILLAGE ARTISTIQUE, ATMA) was read
 * but left uncited, because its registration ran to 10 February 2024 and no renewal was seen (check first whether the
 * certification was renewed under another number). Not reached (the search budget ran out): the rows from the Licence
 * Mécanique (Sorbonne, Grenoble Alpes, Lyon 1) and INSA Lyon's Génie mécanique down the worklist, among them the four
 * écoles vétérinaires, science politique, philosophy, mathematics, music and all graduate rows.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): more of the most-shown rows written without
 * reading their page, looked up the same way (stored copies of public pages, search tools only; no page re-read online;
 * pages stored at http addresses, those of the CNSMD de Lyon, the PSPBB, Paris 1's UFR 11, the Sorbonne double cursus
 * sciencesetmusicologie.org and doczz.fr, are cited at their https addresses).
 * ATMA first: France compétences' sheet RNCP35258 came up again (its stored copy still marked "Active", registration to
 * 10 February 2024); no page seen shows the Maquilleur artistique course withdrawn or still run (no ATMA page came up;
 * unizen.fr and gatineau-beauty.com, undated guides, say only the école Sophie Lecomte offers an RNCP make-up
 * certification). The row is left as it is, on its home-page source; check first still whether ATMA runs it.
 * Rows re-read, each now citing the page named:
 * - the four écoles nationales vétérinaires (Alfort, VetAgro Sup, Oniris, Toulouse): the Ordre national des vétérinaires'
 *   page on initial training (the four schools award the diplôme d'État de docteur vétérinaire after six years);
 * - INSA Lyon's Génie mécanique and Génie industriel: the CTI's avis n° 2014/10-01 renewing INSA Lyon's accreditation from
 *   2015 in nine specialities, among them both (five years: 2 of premier cycle, 3 of cycle ingénieur; a copy on doczz.fr);
 * - Paris 1's Licence Science politique: its catalogue sheet (3 ans, 180 crédits; a copy on uneseulevoix.oraccle.fr);
 *   Sciences Po's Collège universitaire (the political-science and the international-relations rows): its Undergraduate
 *   College page (a Bac+3 bachelor's degree over three years, majors including Politics and Government);
 * - Licence Philosophie at Sorbonne Université (its UFR de philosophie's L3 programme for 2021-2022, a copy on readkong),
 *   Paris 1 (the AERES evaluation report of the licence, vague D 2014-2018, a copy on Scribd) and Grenoble Alpes (its Mon
 *   orientation page, "tout au long des trois années de licence"); UGA's Licence Mathématiques: the Institut Fourier's
 *   page on the L3 exam rules (the licence is L1, L2 and L3, six semesters);
 * - Sorbonne's Licence Musicologie, renamed "Licence Musique et musicologie" as the double cursus Sciences et Musicologie
 *   names it (two Sorbonne licences in three years); the CNSMD de Lyon's DNSPM: its page on undergraduate music courses
 *   (normally three years); the Diplôme d'État de professeur de musique at the PSPBB (its page: training from semester 3
 *   to semester 7, open only to its DNSPM students) and at the Pôle Aliénor (its page on the DE's initial training);
 * - Lyon 1's Licence STAPS parcours Éducation et motricité: its UFR STAPS page on the L3 EM; UGA's BUT Carrières sociales:
 *   Le Media Social (2023) on the first BUT cohorts in their third year, naming UGA's parcours assistance sociale;
 * - the Bachelor in International Business of GEM (its page: 180 ECTS, Bac+3) and IÉSEG (its page: 3 years, Lille or
 *   Paris); GEM's MSc, renamed "MSc Management in International Business (MIB)" as its page names it; SKEMA's MSc
 *   International Business: WebTimeMedias, 3 March 2025, on the Dubai campus's programmes;
 * - Paris 1's Licence AES: the Institut AES-EDS's own page (its history; it does not give the licence's title);
 *   Montpellier's IPAG: its catalogue pages for the Licence Administration publique (1 year, 60 credits) and the Master
 *   Administration publique (1 year, 60 credits: the Master 1, leading to other M2s; "1 an (première année de master)"
 *   replaces the "2 ans" written from memory); Grenoble INP – Génie industriel: Le Monde des Grandes Écoles (undated
 *   interview with its director);
 * - the Master Science politique of Sciences Po (its École de la recherche's page: two years) and Paris 1 (its UFR 11's
 *   page on M1 and M2); Sciences Po's Master in Public Policy (its page: a two-year degree); Paris 8's ATI, renamed "Master
 *   Création numérique, parcours Arts et technologie de l'image virtuelle (ATI)" as EUR ArTeC's catalogue page names it;
 * - the Master MEEF anglais at the INSPE de Paris (Sorbonne's row): Université de Paris's 2020-2021 brochure of the MEEF
 *   parcours anglais run with Sorbonne Nouvelle, Sorbonne Université and the INSPE de Paris (a copy on readkong);
 * - the Master Intervention et développement social of Lille (its department's page) and Rennes 2 (its catalogue page
 *   for the parcours Chargé.e.s de projets collectifs et participatifs, 2 ans); the Master Tourisme of Paris 1 (IREST; the
 *   AERES report, a copy on doczz.net) and Toulouse – Jean Jaurès (ISTHIA's page on its M2 Tourisme et Développement,
 *   2025/2026, at Foix);
 * - the health-management masters of Dauphine (the Hcéres report: two years; a copy on 123dok), Lorraine (the AERES
 *   report on MOSSS, vague C 2013-2017, a copy on vdocument.in) and Caen (its UFR Santé's page: 2 years, distance learning,
 *   continuing education only);
 * - the Afpa's Technicien d'assistance en informatique: Le Monde Informatique on the Afpa's seven computing trades (data
 *   of 2005); the Lycée Raymond-Poincaré's BTS SIO: its Parcoursup sheet (24 places in 2026).
 * Weak sources, to replace first: the third-party copies (doczz, uneseulevoix.oraccle.fr, readkong, Scribd, 123dok,
 * vdocument.in), the old evaluation reports (AERES 2012-2013, CTI 2014), the press pages (Le Media Social, WebTimeMedias,
 * Le Monde des Grandes Écoles, Le Monde Informatique of about 2006), Paris 1's AES page (no title given) and the ArTeC
 * module page. Lengths set: GEM's Bachelor "3 ans" (was "4 ans"), Montpellier's IPAG master (above). Lengths taken out
 * (`duration: null`, not stated on the page read): the Licence Philosophie of Sorbonne and Paris 1, Paris 1's AES, the
 * DE of the PSPBB and the Pôle Aliénor, Grenoble INP's Génie industriel, GEM's and SKEMA's MSc, Paris 8's ATI, Lille's
 * IDS, both tourism masters, Lorraine's MOSSS, the Lycée Poincaré's BTS SIO. Withdrawn: none.
 * Searched and not found (rows left as they are): the GARAC's BTS (a Parcoursup query and horizon.fr's interview naming
 * GARAC's BTS students, not this option); the Licence Mécanique of Sorbonne, Grenoble Alpes and Lyon 1 (only Onisep's
 * general page and other universities'); the Licence Mathématiques of Sorbonne and Paris Cité (only a bachelorstudies.com
 * listing for the former UPMC, not used); the CNSMDP's DNSPM (its Règlement des études musicales, whose stored part does
 * not name it); UGA's STAPS Éducation et motricité (only the LICenSE Entraînement sportif); the BUT Carrières sociales of
 * Paris – Rives de Seine; ETSUP's DEASS; UGA's AES; the Afpa's Soudeur assembleur industriel (La Croix, 2019, and
 * L'Informateur de Bourgogne on its welding workshops at Albi and Montceau, naming no title); the master SGE of Paris
 * Cité and the École des Ponts; UGA's master Science politique (only UQAM's 2020 news on a double degree with Sciences Po
 * Grenoble's parcours, naming no mention); Sorbonne's DAC and statistics masters; IP Paris's Master Data Science (only its
 * computer-science master "Data AI", another program: not renamed); Paris-Saclay's Master Génie industriel; UGA's BUT R&T
 * and MEEF anglais (the INSPE de Grenoble's page names the MEEF, not the parcours). Not reached: UGA's Master Génie
 * industriel and Master statistique.
 * Check first: UGA's BUT Carrières sociales row says "(IUT2 Grenoble)", which the page read does not; Caen's MAS is
 * taught at a distance and in continuing education only; the Pôle Aliénor now trains with the PESMD Bordeaux (polealienor.eu,
 * 2025; poles-na.com gives the DE as 6 semesters, 180 ECTS) and may have a new name; IP Paris's "Master Data Science".
 * Second verification pass of 2026-11-28 (session 28; no `VERIFIED_S28B` block, since no page read bore a row out): the
 * regenerated worklist, looked up the same way (stored copies of public pages, search tools only; 7 look-ups for France),
 * first the two rows not reached before (UGA's Master Génie industriel and Master statistique), then rows searched once
 * before, each with another query. No row was re-read, renamed or withdrawn; no length was changed.
 * Searched and not found (rows left as they are): UGA's Master Génie industriel (Grenoble INP's application site names a
 * "Sustainable Industrial Engineering (SIE) Master's programme", M1 2021-2022, taught in English: a Grenoble INP page that
 * does not name the UGA mention, so not cited for the fr-uga row; check first whether SIE is a parcours of the UGA–Grenoble
 * INP Master Génie industriel, and whether the fr-grenoble-inp institution should carry it); UGA's Master Mathématiques
 * appliquées, statistique (only a paper on the UGA–Grenoble INP international M2 Data Science, copied on 123dok); ETSUP's
 * DEASS (only general pages on the diploma); Lyon 1's Licence Mécanique (only Onisep's and other universities' pages, and a
 * Thotis article citing Lyon 1's sheet without quoting it); the CNSMDP's DNSPM (only general pages on the diploma, the
 * CNSMD de Lyon's, and copies of the CNSMDP's Règlement des études musicales whose stored parts do not name it); the BUT
 * Carrières sociales of Paris – Rives de Seine (only general pages on the BUT CS); UGA's Licence AES (only Hcéres and AERES
 * reports on other universities' AES licences). Not reached (budget): the GARAC's BTS and ATMA's Maquilleur artistique
 * (both searched twice before), the Licence Mécanique of Sorbonne and Grenoble Alpes, the Licence Mathématiques of
 * Sorbonne and Paris Cité, UGA's STAPS Éducation et motricité, the Afpa's Soudeur assembleur industriel, the master SGE
 * of Paris Cité and the École des Ponts, UGA's Master Science politique and MEEF anglais, Sorbonne's DAC and statistics
 * masters, IP Paris's Master Data Science, UGA's BUT R&T, Paris-Saclay's Master Génie industriel.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): the regenerated worklist, looked up the same
 * way (stored copies of public pages, search tools only; 14 look-ups for France), first the two gaps, then rows not
 * reached before, then rows searched before with another query. Row re-read, citing the page named:
 * - Paris-Saclay's Master Génie industriel: the university's English page "M2 Design and System Science", published
 *   under its master Industrial Engineering (the page's address runs .../master/industrial-engineering/m2-design-and-
 *   system-science): the DSS track "trains students ... in the field of engineering and management of complex systems
 *   design". The page gives no length, so the "2 ans" written from memory is taken out. Weak source, to replace first: a
 *   second-year track's page, not the mention's own.
 * Rows added: none. Nutrition (bachelor): the CFA FHP Nouvelle-Aquitaine's page describes the B.U.T. Génie biologique,
 * parcours diététique et nutrition (a bac+3, level 6, training dietitians) without naming the IUT that teaches it, and
 * an article on the IUT de La Réunion's Génie biologique names only its IAB and environment options: no row added
 * (check first which IUTs teach the parcours). Health-services administration (bachelor): only other universities'
 * programmes of another aim or of old date came up (Reims' licence Sciences sanitaires et sociales, in its 2007
 * accreditation file; Perpignan's LP Pratiques de l'intervention sanitaire et sociale, AERES 2013-2014; the Université
 * de Bourgogne's LP Logistique hospitalière at the IUT de Chalon-sur-Saône, HCERES 2015-2016): none added.
 * Withdrawn: none. Lengths taken out: Paris-Saclay's Génie industriel (above).
 * Searched and not found (rows left as they are): the GARAC's BTS (Le Parisien, 2020, and J2R Auto, 2025, again
 * describe its offer "du bac pro au diplôme d'ingénieur en passant par le BTS" without this BTS); ATMA's Maquilleur
 * artistique (France compétences' sheet RNCP35258 again, registration to 10 February 2024, and guides saying only the
 * école Sophie Lecomte offers an RNCP make-up certification); the Afpa's Soudeur assembleur industriel (L'Informateur
 * de Bourgogne and La Croix again); Sorbonne's master DAC (only Dauphine's and other universities' computer-science
 * masters); the master Sciences et génie de l'environnement of Paris Cité and the École des Ponts (only the École des
 * Ponts' engineering department page and other universities' sustainability masters); UGA's BUT Réseaux et
 * Télécommunications (only other IUTs' handbooks); Sorbonne's Licence Mécanique (only its Master of Mechanical
 * Engineering page and Onisep's general page); UGA's Master Science politique (a 2017 student blog on the IEP de
 * Grenoble's master Sciences de gouvernement comparées, naming no mention, and UQAM's news again); UGA's STAPS
 * Éducation et motricité (only the LICenSE Entraînement sportif again); Paris Cité's Licence Mathématiques (only
 * bachelorstudies.com's UPMC listing and other universities). Not reached: the Licence Mécanique of Grenoble Alpes and
 * Lyon 1, Sorbonne's Licence Mathématiques, the CNSMDP's DNSPM, the BUT Carrières sociales of Paris – Rives de Seine,
 * ETSUP's DEASS, UGA's AES, IP Paris's Master Data Science, Sorbonne's and UGA's statistics masters, UGA's MEEF anglais
 * and Master Génie industriel.
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block): the regenerated worklist, looked up
 * the same way (stored copies of public material, search tools only; 10 look-ups for France), first the two gaps, then
 * rows not reached before. Row re-read, citing the page named:
 * - the CNSMDP's DNSPM, premier cycle: eric-gallon.fr's guidance page "Enseignement supérieur dans les conservatoires :
 *   DNSPM et autres parcours" (a personal site, undated, written after the 2007 reform; seen over http, cited over
 *   https): "Le DNSPM sanctionne un 1er cycle supérieur au niveau de la licence. Il peut être préparé au sein des CNSMD
 *   de Paris et Lyon ...", within "un cursus d'études en trois cycles successifs de 3 ans (licence), 2 ans (master), et
 *   3 ans (doctorat)"; the row's "3 ans" stays.
 * Weak sources, to replace first: that page (a personal site, about 2008-2010, not the conservatoire's). Rows added:
 * none. Withdrawn: none. Lengths changed: none. Nutrition (bachelor), no row: the ANS's nomenclature of health diplomas
 * (DIP369, "BUT Génie biologique parcours diététique et nutrition", qualifying under article L4371-6 4° CSP) and
 * Parcoursup-style formation lists confirm the diploma but name no IUT; news on the IUT Clermont Auvergne's Aurillac
 * site names its Génie biologique department without the diététique parcours; the CFA FHP Nouvelle-Aquitaine page again
 * names none. Health-services administration (bachelor), one row: data files name the BUT Carrières sociales parcours
 * "coordination et gestion des établissements et services sanitaires et sociaux" (RNCP 35513) but no IUT that teaches
 * it. Check first: which IUTs teach these two parcours (either would fill its cell).
 * Leads, not cited: a student project README for the "troisième année du BUT Réseaux et Télécommunications de l'IUT1 de
 * Grenoble" (rtgre.fr, repository not identified) and a student CV naming the "2e année de BUT Réseaux et
 * Télécommunications, IUT1 de Grenoble - Saint-Martin-d'Hères": UGA's BUT R&T row stays unread until a citable page is
 * found; student READMEs name a "Master DAC" without naming the university.
 * Searched and not found, this pass: Sorbonne's master DAC (code search); the CNSMDP's DNSPM on the Conservatoire's own
 * pages (only a règlement des études musicales of 2017-2018 and 2020-2021, apparently the CNSMDP's, copied on document
 * sites, whose stored parts list disciplines and second-cycle diplomas without naming the DNSPM). Not reached: the
 * GARAC's BTS, ATMA's certification, the Licence Mécanique of Sorbonne, Grenoble Alpes and Lyon 1, the Licence
 * Mathématiques of Sorbonne and Paris Cité, UGA's STAPS and AES, the BUT Carrières sociales of Paris – Rives de Seine,
 * ETSUP's DEASS, the Afpa's welder title, the environmental, political-science, data-science, statistics, MEEF anglais
 * and Génie industriel masters.
 * Third verification pass of 2026-11-28 (session 29, the `VERIFIED_S29C` block): the regenerated worklist, looked up
 * the same way (stored copies of public material, search tools only; 8 look-ups for France before the session's shared
 * search budget ran out), mostly in stored public repositories, then fetched to read and date them. Rows re-read, each
 * now citing the page named:
 * - IP Paris's Master Data Science: the site of its course "Recent Advances in Responsible AI" (taught by Télécom Paris
 *   staff, 2024-2025): "This course is part of the Master 2 Data Science program from IP Paris"; students' posts on it
 *   sign as "M2 Data Science, Institut Polytechnique de Paris". No length given: "2 ans" taken out;
 * - UGA's BUT Réseaux et Télécommunications (IUT1 de Grenoble), both its rows (IT support and network technician): a
 *   student's unofficial timetable site, kzsxwsjuldvcbsqt/rtgre (the repository its README names in its own clone
 *   instructions), "pour la troisième année du BUT Réseaux et Télécommunications de l'IUT1 de Grenoble", parcours
 *   Cybersécurité et DevCloud, semesters 5 and 6 (the lead S29B could not cite). No length stated: "3 ans" taken out
 *   of both rows;
 * - Sorbonne's Licence Mécanique: a graduate's site (VivienSayan/my_astrofy, page dated 1 September 2020): "Licence
 *   Mécanique", "De Septembre 2017 à Septembre 2020", entered "à Sorbonne Université" through the PCGI portal in the
 *   first year, then the Licence Mécanique in the second and third ("Résumé des trois ans"). The row's "3 ans" stays.
 * Weak sources, to replace first: all three (a course site, not the master's page; a student's README; a graduate's
 * site). Lengths taken out (`duration: null`): IP Paris's master, UGA's two BUT R&T rows. Rows added: none. Withdrawn:
 * none; no page read showed a row wrong.
 * Leads, not cited: a student's Lean project "dans le cadre de la L3 mathématiques" (DaBlumer/Projet-SU-S6-Lean-2023,
 * 2023), whose project page is on the LJLL's server (ljll.math.upmc.fr, course LU3MA101) but whose README does not name
 * the university (only "SU" in the repository's name): a lead for Sorbonne's Licence Mathématiques, not cited; a
 * student's README "M2 Data Science, École Polytechnique" (Nicolassaint/portfolio), the same master.
 * Searched and not found, this pass: nutrition (bachelor), no row (the same pages again: the CFA FHP
 * Nouvelle-Aquitaine's description of the BUT Génie biologique parcours diététique et nutrition, and a list of BUT
 * titles, naming no IUT; the IUT de La Réunion's Génie biologique again, without that parcours); Lyon 1's Licence
 * Mécanique (only Lyon 1's Mathématiques-Informatique licence in a student's portfolio and national descriptions of
 * the licence). Not reached (the session's search budget ran out): health-services administration (bachelor), the
 * GARAC's BTS, ATMA's certification, UGA's Licence Mécanique, Paris Cité's Licence Mathématiques, UGA's STAPS and AES,
 * the BUT Carrières sociales of Paris – Rives de Seine, ETSUP's DEASS, the Afpa's welder title, the environmental,
 * political-science, DAC, statistics, MEEF anglais and Génie industriel masters.
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block): about 8 look-ups for France (search tools only; no page
 * re-read online). Withdrawn: ETSUP's Diplôme d'État d'assistant de service social (social work, bachelor): the
 * tribunal judiciaire de Paris placed the school in liquidation on 3 July 2025 and it ceased its activity on 11 July
 * 2025, its students being sent to other Île-de-France schools (ASH, "L'Etsup ferme ses portes"; Le Media Social,
 * "École de travail social : l'Etsup disparaît officiellement"; the reports of April and May 2025 on the threatened
 * closure came up with them). The ETSUP institution row, which had no other program, is left out of the list (a comment
 * marks its place). Rows re-read or added: none. Searched and not found: nutrition (bachelor; the CFA FHP
 * Nouvelle-Aquitaine's page, BTS Diététique pages and explainers again; GitHub text searches found the "BUT Génie
 * biologique parcours diététique et nutrition" only in health-terminology code lists naming no IUT); health-services
 * administration (bachelor) was not searched again. Verify rows searched without result: the GARAC's BTS (VO News,
 * 2018, Brèves de garage, France Routes, J2R Auto, 2025, Valeo Service and a ca-paris.com page describe the
 * school's offer from the CAP or bac pro to the engineering diploma without naming this BTS); ATMA's Maquilleur
 * artistique (France compétences' sheet RNCP35258 again, still marked "Active" in its stored copy with registration to
 * 10 February 2024; the sheet RNCP36130 of the Conservatoire du Maquillage, replaced by RNCP39371, came up with it).
 * Not reached: the other verify rows.
 */
import type { CountryCatalog } from "../types";
import {
  type CatalogPass,
  institutionPage,
  institutionsOf,
  offered,
  sitedInstitutions,
  taggedPages,
  withPasses,
} from "./define";

const institution = sitedInstitutions("FR", { title: "Offre de formation (page officielle)", retrieved: "2026-11-26" });

const ALL = [
  institution("fr-sorbonne", "Sorbonne Université", "Paris", "public", "https://www.sorbonne-universite.fr"),
  institution(
    "fr-paris1",
    "Université Paris 1 Panthéon-Sorbonne",
    "Paris",
    "public",
    "https://www.pantheonsorbonne.fr",
  ),
  institution("fr-u-paris", "Université Paris Cité", "Paris", "public", "https://u-paris.fr"),
  institution("fr-sciencespo", "Sciences Po", "Paris", "public", "https://www.sciencespo.fr"),
  institution("fr-uga", "Université Grenoble Alpes", "Grenoble", "public", "https://www.univ-grenoble-alpes.fr"),
  institution("fr-grenoble-inp", "Grenoble INP – UGA", "Grenoble", "public", "https://www.grenoble-inp.fr"),
  institution("fr-lyon1", "Université Claude Bernard Lyon 1", "Villeurbanne", "public", "https://www.univ-lyon1.fr"),
  institution("fr-insa-lyon", "INSA Lyon", "Villeurbanne", "public", "https://www.insa-lyon.fr"),
  institution(
    "fr-paris-saclay",
    "Université Paris-Saclay",
    "Orsay",
    "public",
    "https://www.universite-paris-saclay.fr",
  ),
  institution("fr-ip-paris", "Institut Polytechnique de Paris", "Palaiseau", "public", "https://www.ip-paris.fr"),
  institution("fr-unistra", "Université de Strasbourg", "Strasbourg", "public", "https://www.unistra.fr"),
  institution("fr-icp", "Institut Catholique de Paris", "Paris", "private", "https://www.icp.fr"),
  institution("fr-umontpellier", "Université de Montpellier", "Montpellier", "public", "https://www.umontpellier.fr"),
  institution("fr-amu", "Aix-Marseille Université", "Marseille", "public", "https://www.univ-amu.fr"),
  institution("fr-dauphine", "Université Paris Dauphine – PSL", "Paris", "public", "https://dauphine.psl.eu"),
  institution("fr-lorraine", "Université de Lorraine", "Nancy", "public", "https://www.univ-lorraine.fr"),
  institution("fr-unicaen", "Université de Caen Normandie", "Caen", "public", "https://www.unicaen.fr"),
  institution(
    "fr-garac",
    "GARAC – École nationale des professions de l'automobile",
    "Argenteuil",
    "public",
    "https://www.garac.com",
  ),
  institution("fr-agroparistech", "AgroParisTech", "Palaiseau", "public", "https://www.agroparistech.fr"),
  institution(
    "fr-enva",
    "École nationale vétérinaire d'Alfort",
    "Maisons-Alfort",
    "public",
    "https://www.vet-alfort.fr",
  ),
  institution("fr-vetagro-sup", "VetAgro Sup", "Marcy-l'Étoile", "public", "https://www.vetagro-sup.fr"),
  institution("fr-oniris", "Oniris VetAgroBio Nantes", "Nantes", "public", "https://www.oniris-nantes.fr"),
  institution("fr-envt", "École nationale vétérinaire de Toulouse", "Toulouse", "public", "https://envt.fr"),
  institution(
    "fr-cnsmdp",
    "Conservatoire national supérieur de musique et de danse de Paris",
    "Paris",
    "public",
    "https://www.conservatoiredeparis.fr",
  ),
  institution(
    "fr-cnsmd-lyon",
    "Conservatoire national supérieur musique et danse de Lyon",
    "Lyon",
    "public",
    "https://www.cnsmd-lyon.fr",
  ),
  // ETSUP (fr-etsup) closed in July 2025: its institution row is left out and its DEASS row is withdrawn by the
  // `VERIFIED_S30` pass (see the header).
  institution("fr-gem", "Grenoble École de Management", "Grenoble", "private", "https://www.grenoble-em.com"),
  institution("fr-ieseg", "IÉSEG School of Management", "Lille", "private", "https://www.ieseg.fr"),
  institution("fr-skema", "SKEMA Business School", "Lille", "private", "https://www.skema.edu"),
  institution("fr-hec", "HEC Paris", "Jouy-en-Josas", "private", "https://www.hec.edu"),
  institution("fr-insead", "INSEAD", "Fontainebleau", "private", "https://www.insead.edu"),
  institution("fr-paul-bocuse", "Institut Paul Bocuse", "Écully", "private", "https://www.institutpaulbocuse.com"),
  institution(
    "fr-afpa",
    "Afpa – Agence nationale pour la formation professionnelle des adultes",
    "Montreuil",
    "public",
    "https://www.afpa.fr",
    "Formations et titres professionnels (page officielle)",
  ),
  institution(
    "fr-atma",
    "Académie des Techniques du Maquillage Artistique (ATMA)",
    "Marseille",
    "private",
    "https://www.atma-marseille.com",
    "Formations (page officielle)",
  ),
];

const ADDED_ON = "2026-11-27";
/** The source of a row added on 2026-11-27: the institution's official site. */
const added = (id: string) => `${id}-${ADDED_ON}`;
const ADDED_FROM = ["fr-paris1", "fr-sorbonne", "fr-uga", "fr-u-paris", "fr-afpa"];
const addedInstitution = sitedInstitutions("FR", {
  title: "Offre de formation (page officielle)",
  retrieved: ADDED_ON,
});
const NEW = [
  addedInstitution("fr-ut2j", "Université Toulouse – Jean Jaurès", "Toulouse", "public", "https://www.univ-tlse2.fr"),
  addedInstitution(
    "fr-pspbb",
    "Pôle supérieur d'enseignement artistique Paris Boulogne-Billancourt (PSPBB)",
    "Paris",
    "public",
    "https://www.pspbb.fr",
  ),
  addedInstitution(
    "fr-pole-alienor",
    "Pôle Aliénor (pôle d'enseignement supérieur de la musique et de la danse Poitiers-Tours)",
    "Poitiers",
    "public",
    "https://www.polealienor.eu",
  ),
  addedInstitution(
    "fr-enpc",
    "École nationale des ponts et chaussées (École des Ponts ParisTech)",
    "Champs-sur-Marne",
    "public",
    "https://ecoledesponts.fr",
  ),
  addedInstitution(
    "fr-paris8",
    "Université Paris 8 Vincennes-Saint-Denis",
    "Saint-Denis",
    "public",
    "https://www.univ-paris8.fr",
  ),
  addedInstitution("fr-ulille", "Université de Lille", "Lille", "public", "https://www.univ-lille.fr"),
  addedInstitution("fr-rennes2", "Université Rennes 2", "Rennes", "public", "https://www.univ-rennes2.fr"),
  addedInstitution(
    "fr-lycee-poincare-bar-le-duc",
    "Lycée Raymond-Poincaré",
    "Bar-le-Duc",
    "public",
    "https://sites.ac-nancy-metz.fr/lyc-poincare-bar-le-duc",
  ),
];

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    ...ALL.filter((x) => ADDED_FROM.includes(x.institution.id)).map(({ institution: u }) =>
      institutionPage(added(u.id), u.name, "Offre de formation (page officielle)", u.website, ADDED_ON),
    ),
    ...NEW.map((x) => x.source),
  ],
  institutions: NEW.map((x) => x.institution),
  programs: [
    ...offered("fr-paris1", "graduate", added("fr-paris1"), [
      ["tourism", "Master Tourisme (IREST)", { duration: "2 ans" }],
    ]),
    ...offered("fr-ut2j", "graduate", "fr-ut2j-site", [["tourism", "Master Tourisme (ISTHIA)", { duration: "2 ans" }]]),
    ...offered("fr-sorbonne", "graduate", added("fr-sorbonne"), [
      ["statistics", "Master Mathématiques et applications, parcours Statistique", { duration: "2 ans" }],
      ["english-teaching", "Master MEEF second degré, parcours Anglais (INSPE de Paris)", { duration: "2 ans" }],
    ]),
    ...offered("fr-uga", "graduate", added("fr-uga"), [
      ["statistics", "Master Mathématiques appliquées, statistique", { duration: "2 ans" }],
      [
        "english-teaching",
        "Master MEEF second degré, parcours Anglais (INSPE de l'académie de Grenoble)",
        { duration: "2 ans" },
      ],
    ]),
    ...offered("fr-uga", "technical", added("fr-uga"), [
      ["it-support-technician", "BUT Réseaux et Télécommunications (IUT1 de Grenoble)", { duration: "3 ans" }],
    ]),
    ...offered("fr-lycee-poincare-bar-le-duc", "technical", "fr-lycee-poincare-bar-le-duc-site", [
      ["it-support-technician", "BTS Services informatiques aux organisations (SIO)", { duration: "2 ans" }],
    ]),
    ...offered("fr-paris8", "graduate", "fr-paris8-site", [
      ["animation", "Master Arts et technologies de l'image virtuelle (ATI)", { duration: "2 ans" }],
    ]),
    ...offered("fr-ulille", "graduate", "fr-ulille-site", [
      ["social-work", "Master Intervention et développement social", { duration: "2 ans" }],
    ]),
    ...offered("fr-rennes2", "graduate", "fr-rennes2-site", [
      [
        "social-work",
        "Master Intervention et développement social, parcours Chargé·e·s de projets collectifs et participatifs",
        { duration: "2 ans" },
      ],
    ]),
    ...offered("fr-u-paris", "graduate", added("fr-u-paris"), [
      ["environmental-engineering", "Master Sciences et génie de l'environnement", { duration: "2 ans" }],
    ]),
    ...offered("fr-enpc", "graduate", "fr-enpc-site", [
      [
        "environmental-engineering",
        "Master Sciences et génie de l'environnement (co-accrédité avec Université Paris Cité)",
        { duration: "2 ans" },
      ],
    ]),
    ...offered("fr-pspbb", "bachelor", "fr-pspbb-site", [
      ["music-education", "Diplôme d'État de professeur de musique", { duration: "3 ans" }],
    ]),
    ...offered("fr-pole-alienor", "bachelor", "fr-pole-alienor-site", [
      ["music-education", "Diplôme d'État de professeur de musique", { duration: "3 ans" }],
    ]),
    ...offered("fr-afpa", "technical", added("fr-afpa"), [
      ["refrigeration-air-conditioning", "Titre professionnel Monteur dépanneur frigoriste"],
    ]),
  ],
};

const ADDED_28_ON = "2026-11-28";
/** The source of a row added on 2026-11-28 for an institution already listed: its official site. */
const added28 = (id: string) => `${id}-${ADDED_28_ON}`;
const ADDED_28_FROM = ["fr-ut2j"];
const addedInstitution28 = sitedInstitutions("FR", {
  title: "Offre de formation (page officielle)",
  retrieved: ADDED_28_ON,
});
const NEW_28 = [
  addedInstitution28(
    "fr-conservatoire-maquillage",
    "Le Conservatoire du maquillage",
    "Paris",
    "private",
    "https://leconservatoiredumaquillage.fr",
    "Formations (page officielle)",
  ),
  addedInstitution28(
    "fr-sophie-lecomte",
    "École de maquillage artistique Sophie Lecomte",
    "Aix-en-Provence",
    "private",
    "https://www.sophie-lecomte.com",
    "Formations (page officielle)",
  ),
  addedInstitution28(
    "fr-cnam",
    "Conservatoire national des arts et métiers (Cnam) – Inetop",
    "Paris",
    "public",
    "https://inetop.cnam.fr",
  ),
  addedInstitution28("fr-univ-rennes", "Université de Rennes", "Rennes", "public", "https://www.univ-rennes.fr"),
  addedInstitution28("fr-unilim", "Université de Limoges", "Limoges", "public", "https://www.unilim.fr"),
  addedInstitution28(
    "fr-ensad",
    "École nationale supérieure des Arts Décoratifs (EnsAD)",
    "Paris",
    "public",
    "https://www.ensad.fr",
  ),
  addedInstitution28(
    "fr-institut-soudure",
    "Institut de Soudure",
    "Villepinte",
    "private",
    "https://www.isgroupe.com",
    "Formation (page officielle)",
  ),
];

/** Rows added on 2026-11-28, read from stored copies of public pages or from knowledge (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    ...[...ALL, ...NEW]
      .filter((x) => ADDED_28_FROM.includes(x.institution.id))
      .map(({ institution: u }) =>
        institutionPage(added28(u.id), u.name, "Offre de formation (page officielle)", u.website, ADDED_28_ON),
      ),
    ...NEW_28.map((x) => x.source),
  ],
  institutions: NEW_28.map((x) => x.institution),
  programs: [
    ...offered("fr-conservatoire-maquillage", "technical", "fr-conservatoire-maquillage-site", [
      [
        "makeup-artistry",
        "Maquilleur artistique professionnel (certification RNCP, niveau 4)",
        { url: "https://www.francecompetences.fr/recherche/rncp/36130/" },
      ],
    ]),
    ...offered("fr-sophie-lecomte", "technical", "fr-sophie-lecomte-site", [
      ["makeup-artistry", "Maquilleur artistique (formation certifiée RNCP)", { duration: "2 ans" }],
    ]),
    ...offered("fr-cnam", "graduate", "fr-cnam-site", [
      [
        "counselling",
        "Master Psychologie, parcours Psychologie de l'orientation et du conseil (Inetop)",
        {
          duration: "2 ans",
          url: "https://inetop.cnam.fr/inetop-travail-et-orientation-professionnelle--1433139.kjsp?RH=inetop",
        },
      ],
    ]),
    ...offered("fr-ut2j", "graduate", added28("fr-ut2j"), [
      [
        "counselling",
        "Master Psychologie de l'éducation et de la formation",
        {
          duration: "2 ans",
          url: "https://www.univ-tlse2.fr/accueil/navigation/formation-insertion/decouvrir-nos-formations/mention-psychologie-de-l-education-et-de-la-formation-427905.kjsp",
        },
      ],
    ]),
    ...offered("fr-univ-rennes", "graduate", "fr-univ-rennes-site", [
      [
        "cybersecurity",
        "Master Informatique, parcours Cybersécurité (ISTIC)",
        { duration: "2 ans", url: "https://istic.univ-rennes1.fr/master-informatique-parcours-cybersecurite-an1" },
      ],
    ]),
    ...offered("fr-unilim", "graduate", "fr-unilim-site", [
      ["cybersecurity", "Master Informatique, parcours Sécurité informatique (CRYPTIS)", { duration: "2 ans" }],
    ]),
    ...offered("fr-ensad", "graduate", "fr-ensad-site", [
      [
        "animation",
        "Diplôme de l'EnsAD conférant le grade de master, secteur Cinéma d'animation",
        { duration: "5 ans" },
      ],
    ]),
    ...offered("fr-institut-soudure", "technical", "fr-institut-soudure-site", [
      [
        "welding-technology",
        "Formation de soudeur (qualification de soudeur, centres de formation de l'Institut de Soudure)",
      ],
    ]),
  ],
};

/** Rows added on 2026-11-28 in a second pass (see the header): read from a stored copy of the institution's page. */
const ADDED_28B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "fr-cfa-belfort-cap-mv",
      "CFA de la Ville de Belfort",
      "CAP Maintenance des véhicules, option véhicules légers (page de la formation)",
      "https://cfa.mairie-belfort.com/index.php/nos-formations/metiers-de-l-automobile/maintenance-vehicules-particulier-cap",
      ADDED_28_ON,
    ),
  ],
  institutions: [
    {
      id: "fr-cfa-belfort",
      country: "FR",
      name: "Centre de formation d'apprentis (CFA) de la Ville de Belfort",
      city: "Belfort",
      kind: "public",
      website: "https://cfa.mairie-belfort.com",
      source: "fr-cfa-belfort-cap-mv",
    },
  ],
  programs: [
    ...offered("fr-cfa-belfort", "technical", "fr-cfa-belfort-cap-mv", [
      [
        "automotive-mechanics",
        "CAP Maintenance des véhicules, option véhicules légers (apprentissage)",
        { duration: "2 ans" },
      ],
    ]),
  ],
};

/**
 * Rows added on 2026-11-28 in a third pass (see the header): read from stored copies of registry pages (France
 * compétences' RNCP, the ANSSI's SecNumedu label list).
 */
const S24_ON = "2026-11-28";
const registryS24 = (id: string, publisher: string, title: string, url: string) => ({
  id: `${id}-s24`,
  publisher,
  title,
  url,
  licence: "Information publique (fiche du répertoire ou du label, citée pour le nom, le niveau et le lieu)",
  retrieved: S24_ON,
  kind: "registry" as const,
});
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    registryS24(
      "fr-esiea-rncp37473",
      "France compétences",
      "RNCP 37473 : Grade Licence – Sciences et Ingénierie – Cybersécurité (ESIEA), niveau 6",
      "https://francecompetences.fr/recherche/rncp/37473",
    ),
    registryS24(
      "fr-paris-saclay-lp-assr",
      "ANSSI (SecNumedu)",
      "Licence professionnelle métiers de l'informatique : Administration et Sécurité des Systèmes et des Réseaux, parcours Sécurité des Réseaux et des Systèmes Informatique (IUT d'Orsay), label 17-032",
      "https://www.ssi.gouv.fr/particulier/formations/secnumedu/formations-labellisees-secnumedu/licence-professionnelle-metiers-de-linformatique-administration-et-securite-des-systemes-et-des-reseaux-parcours-securite-des-reseaux-et-des-systemes-informatique/",
    ),
    registryS24(
      "fr-uga-lp-assr",
      "ANSSI (SecNumedu), archive ssi.rip de l'ancien site",
      "Licence professionnelle Métiers de l'informatique (MI), mention Administration et sécurité des systèmes et des réseaux (ASSR), IUT2 Grenoble",
      "https://ssi.rip/particulier/formations/secnumedu/formations-labellisees-secnumedu/licence-professionnelle-metiers-de-linformatique-mi-mention-administration-et-securite-des-systemes-et-des-reseaux-assr/index.html",
    ),
  ],
  institutions: [
    {
      id: "fr-esiea",
      country: "FR",
      name: "ESIEA (École supérieure d'informatique, électronique, automatique)",
      city: "Paris",
      kind: "private",
      website: "https://www.esiea.fr",
      source: "fr-esiea-rncp37473-s24",
    },
  ],
  programs: [
    ...offered("fr-esiea", "bachelor", "fr-esiea-rncp37473-s24", [
      ["cybersecurity", "Sciences et Ingénierie – Cybersécurité (titre RNCP 37473, niveau 6, grade de licence)"],
    ]),
    ...offered("fr-paris-saclay", "bachelor", "fr-paris-saclay-lp-assr-s24", [
      [
        "cybersecurity",
        "Licence professionnelle Administration et sécurité des systèmes et des réseaux, parcours Sécurité des réseaux et des systèmes informatiques (IUT d'Orsay)",
      ],
    ]),
    ...offered("fr-uga", "bachelor", "fr-uga-lp-assr-s24", [
      [
        "cybersecurity",
        "Licence professionnelle Métiers de l'informatique : administration et sécurité des systèmes et des réseaux (MI-ASSR, IUT2 Grenoble)",
      ],
    ]),
  ],
};

/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";
/** Rows added on 2026-11-28 in a fourth pass, each resting on a stored copy of a public page (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "fr-uca-lp-gsss-monacomatin-2026-11-28",
      "Monaco-Matin (copie PressReader)",
      "Dernier jour de rentrée pour l'IUT Carrières sociales (Menton, 4 septembre 2020 : rentrée de la licence pro « Gestion des structures sanitaires et sociales »)",
      "https://www.pressreader.com/monaco/monaco-matin/20200904/281655372471684",
      ADDED_S26_ON,
    ),
  ],
  institutions: [
    institutionsOf("FR")(
      "fr-univ-cotedazur",
      "Université Côte d'Azur (IUT Nice Côte d'Azur, département Carrières sociales)",
      "Menton",
      "public",
      undefined, // no official website seen on a stored page: the report links the news page the row rests on
      "fr-uca-lp-gsss-monacomatin-2026-11-28",
    ),
  ],
  programs: [
    ...offered("fr-univ-cotedazur", "bachelor", "fr-uca-lp-gsss-monacomatin-2026-11-28", [
      [
        "health-services-administration",
        "Licence professionnelle Gestion des structures sanitaires et sociales (IUT Nice Côte d'Azur, Menton)",
      ],
    ]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "FR",
  sources: [...ALL.map((x) => x.source)],
  institutions: [...ALL.map((x) => x.institution)],
  programs: [
    ...offered("fr-sorbonne", "bachelor", "fr-sorbonne-site", [
      ["medicine", "Médecine (PASS ou L.AS, puis études de santé)"],
      ["literature", "Licence Lettres modernes", { duration: "3 ans" }],
      ["history", "Licence Histoire", { duration: "3 ans" }],
      ["philosophy", "Licence Philosophie", { duration: "3 ans" }],
      ["music", "Licence Musicologie", { duration: "3 ans" }],
      ["mathematics", "Licence Mathématiques", { duration: "3 ans" }],
      ["physics", "Licence Physique", { duration: "3 ans" }],
      ["chemistry", "Licence Chimie", { duration: "3 ans" }],
      ["biology", "Licence Sciences de la vie", { duration: "3 ans" }],
      ["geology", "Licence Sciences de la Terre", { duration: "3 ans" }],
      ["computer-science", "Licence Informatique", { duration: "3 ans" }],
      ["mechanical-engineering", "Licence Mécanique", { duration: "3 ans" }],
    ]),
    ...offered("fr-sorbonne", "graduate", "fr-sorbonne-site", [
      [
        "data-science",
        "Master Informatique, parcours Données, apprentissage et connaissances (DAC)",
        { duration: "2 ans" },
      ],
    ]),
    ...offered("fr-paris1", "bachelor", "fr-paris1-site", [
      ["law", "Licence Droit", { duration: "3 ans" }],
      ["economics", "Licence Économie", { duration: "3 ans" }],
      ["business-administration", "Licence Gestion", { duration: "3 ans" }],
      ["public-administration", "Licence Administration économique et sociale (AES)", { duration: "3 ans" }],
      ["political-science", "Licence Science politique", { duration: "3 ans" }],
      ["history", "Licence Histoire", { duration: "3 ans" }],
      ["philosophy", "Licence Philosophie", { duration: "3 ans" }],
      ["fine-arts", "Licence Arts plastiques", { duration: "3 ans" }],
      ["film", "Licence Cinéma", { duration: "3 ans" }],
    ]),
    ...offered("fr-paris1", "graduate", "fr-paris1-site", [
      ["political-science", "Master Science politique", { duration: "2 ans" }],
      ["international-relations", "Master Relations internationales", { duration: "2 ans" }],
      ["economics", "Master Économie", { duration: "2 ans" }],
    ]),
    ...offered("fr-u-paris", "bachelor", "fr-u-paris-site", [
      ["medicine", "Médecine (PASS ou L.AS, puis études de santé)"],
      ["dentistry", "Odontologie (PASS ou L.AS, puis études de santé)"],
      ["pharmacy", "Pharmacie (PASS ou L.AS, puis études de santé)"],
      ["psychology", "Licence Psychologie", { duration: "3 ans" }],
      ["sociology", "Licence Sociologie", { duration: "3 ans" }],
      ["anthropology", "Licence Anthropologie", { duration: "3 ans" }],
      ["history", "Licence Histoire", { duration: "3 ans" }],
      ["literature", "Licence Lettres", { duration: "3 ans" }],
      ["modern-languages", "Licence Langues étrangères appliquées (LEA)", { duration: "3 ans" }],
      ["computer-science", "Licence Informatique", { duration: "3 ans" }],
      ["mathematics", "Licence Mathématiques", { duration: "3 ans" }],
      ["physics", "Licence Physique", { duration: "3 ans" }],
      ["chemistry", "Licence Chimie", { duration: "3 ans" }],
      ["biology", "Licence Sciences de la vie", { duration: "3 ans" }],
      ["geology", "Licence Sciences de la Terre", { duration: "3 ans" }],
      ["law", "Licence Droit", { duration: "3 ans" }],
      ["economics", "Licence Économie", { duration: "3 ans" }],
      ["social-work", "BUT Carrières sociales (IUT de Paris – Rives de Seine)", { duration: "3 ans" }],
    ]),
    ...offered("fr-u-paris", "technical", "fr-u-paris-site", [
      [
        "pharmacy-technician",
        "DEUST Préparateur/Technicien en pharmacie",
        {
          duration: "2 ans",
          url: "https://u-paris.fr/sante/universitarisation-de-la-formation-des-preparateurs-en-pharmacie",
        },
      ],
      ["programming-technician", "BUT Informatique (IUT de Paris – Rives de Seine)", { duration: "3 ans" }],
    ]),
    ...offered("fr-sciencespo", "bachelor", "fr-sciencespo-site", [
      [
        "political-science",
        "Collège universitaire, Bachelor of Arts (sciences sociales et politiques)",
        { duration: "3 ans" },
      ],
      [
        "international-relations",
        "Collège universitaire, Bachelor of Arts (sciences sociales et politiques)",
        { duration: "3 ans" },
      ],
    ]),
    ...offered("fr-sciencespo", "graduate", "fr-sciencespo-site", [
      ["political-science", "Master Science politique", { duration: "2 ans" }],
      ["public-administration", "Master in Public Policy (Politiques publiques)", { duration: "2 ans" }],
      ["international-relations", "Master International Security", { duration: "2 ans" }],
      ["journalism", "Master Journalisme", { duration: "2 ans" }],
      ["urban-planning", "Master Governing the Large Metropolis", { duration: "2 ans" }],
    ]),
    ...offered("fr-uga", "bachelor", "fr-uga-site", [
      ["medicine", "Médecine (PASS ou L.AS, puis études de santé)"],
      ["pharmacy", "Pharmacie (PASS ou L.AS, puis études de santé)"],
      ["computer-science", "Licence Informatique", { duration: "3 ans" }],
      ["mathematics", "Licence Mathématiques", { duration: "3 ans" }],
      ["physics", "Licence Physique", { duration: "3 ans" }],
      ["chemistry", "Licence Chimie", { duration: "3 ans" }],
      ["biology", "Licence Sciences de la vie", { duration: "3 ans" }],
      ["geology", "Licence Sciences de la Terre", { duration: "3 ans" }],
      ["mechanical-engineering", "Licence Mécanique", { duration: "3 ans" }],
      ["law", "Licence Droit", { duration: "3 ans" }],
      ["economics", "Licence Économie et gestion", { duration: "3 ans" }],
      ["public-administration", "Licence Administration économique et sociale (AES)", { duration: "3 ans" }],
      ["psychology", "Licence Psychologie", { duration: "3 ans" }],
      ["sociology", "Licence Sociologie", { duration: "3 ans" }],
      ["history", "Licence Histoire", { duration: "3 ans" }],
      ["philosophy", "Licence Philosophie", { duration: "3 ans" }],
      ["literature", "Licence Lettres modernes", { duration: "3 ans" }],
      ["modern-languages", "Licence Langues étrangères appliquées (LEA)", { duration: "3 ans" }],
      ["sports-science", "Licence STAPS", { duration: "3 ans" }],
      ["physical-education", "Licence STAPS, parcours Éducation et motricité", { duration: "3 ans" }],
      ["social-work", "BUT Carrières sociales (IUT2 Grenoble)", { duration: "3 ans" }],
    ]),
    ...offered("fr-uga", "technical", "fr-uga-site", [
      ["electrical-technician", "BUT Génie électrique et informatique industrielle (GEII)", { duration: "3 ans" }],
      ["construction-technician", "BUT Génie civil – Construction durable", { duration: "3 ans" }],
      ["network-technician", "BUT Réseaux et télécommunications", { duration: "3 ans" }],
      ["programming-technician", "BUT Informatique", { duration: "3 ans" }],
      ["laboratory-technician", "BUT Chimie", { duration: "3 ans" }],
      ["accounting-technician", "BUT Gestion des entreprises et des administrations (GEA)", { duration: "3 ans" }],
      ["sales-technician", "BUT Techniques de commercialisation", { duration: "3 ans" }],
    ]),
    ...offered("fr-uga", "graduate", "fr-uga-site", [
      ["political-science", "Master Science politique (Sciences Po Grenoble – UGA)", { duration: "2 ans" }],
      ["industrial-engineering", "Master Génie industriel", { duration: "2 ans" }],
    ]),
    ...offered("fr-grenoble-inp", "bachelor", "fr-grenoble-inp-site", [
      [
        "industrial-engineering",
        "Diplôme d'ingénieur Grenoble INP – Génie industriel",
        { duration: "3 ans après une classe préparatoire" },
      ],
    ]),
    ...offered("fr-lyon1", "bachelor", "fr-lyon1-site", [
      ["medicine", "Médecine (PASS ou L.AS, puis études de santé)"],
      ["sports-science", "Licence STAPS", { duration: "3 ans" }],
      ["physical-education", "Licence STAPS, parcours Éducation et motricité", { duration: "3 ans" }],
      ["mechanical-engineering", "Licence Mécanique", { duration: "3 ans" }],
    ]),
    ...offered("fr-lyon1", "technical", "fr-lyon1-site", [
      ["electrical-technician", "BUT Génie électrique et informatique industrielle (GEII)", { duration: "3 ans" }],
      ["programming-technician", "BUT Informatique", { duration: "3 ans" }],
      ["laboratory-technician", "BUT Génie biologique", { duration: "3 ans" }],
      ["construction-technician", "BUT Génie civil – Construction durable", { duration: "3 ans" }],
    ]),
    ...offered("fr-insa-lyon", "bachelor", "fr-insa-lyon-site", [
      ["civil-engineering", "Diplôme d'ingénieur INSA, Génie civil et urbanisme", { duration: "5 ans" }],
      ["mechanical-engineering", "Diplôme d'ingénieur INSA, Génie mécanique", { duration: "5 ans" }],
      ["electrical-engineering", "Diplôme d'ingénieur INSA, Génie électrique", { duration: "5 ans" }],
      ["industrial-engineering", "Diplôme d'ingénieur INSA, Génie industriel", { duration: "5 ans" }],
      ["computer-science", "Diplôme d'ingénieur INSA, Informatique", { duration: "5 ans" }],
      [
        "telecommunications-engineering",
        "Diplôme d'ingénieur INSA, Télécommunications, services et usages",
        { duration: "5 ans" },
      ],
    ]),
    ...offered("fr-paris-saclay", "graduate", "fr-paris-saclay-site", [
      ["industrial-engineering", "Master Génie industriel", { duration: "2 ans" }],
    ]),
    ...offered("fr-ip-paris", "graduate", "fr-ip-paris-site", [
      ["data-science", "Master Data Science", { duration: "2 ans" }],
    ]),
    ...offered("fr-unistra", "bachelor", "fr-unistra-site", [
      ["theology", "Licence Théologie catholique", { duration: "3 ans" }],
      ["theology", "Licence Théologie protestante", { duration: "3 ans" }],
    ]),
    ...offered("fr-icp", "bachelor", "fr-icp-site", [["theology", "Licence de théologie", { duration: "3 ans" }]]),
    ...offered("fr-umontpellier", "technical", "fr-umontpellier-site", [
      ["pharmacy-technician", "DEUST Préparateur/Technicien en pharmacie", { duration: "2 ans" }],
    ]),
    ...offered("fr-umontpellier", "bachelor", "fr-umontpellier-site", [
      [
        "public-administration",
        "Licence Administration publique (IPAG, 3e année)",
        { duration: "1 an après un bac+2" },
      ],
    ]),
    ...offered("fr-umontpellier", "graduate", "fr-umontpellier-site", [
      ["public-administration", "Master Administration publique (IPAG)", { duration: "2 ans" }],
    ]),
    ...offered("fr-dauphine", "graduate", "fr-dauphine-site", [
      ["health-services-administration", "Master Économie et gestion de la santé", { duration: "2 ans" }],
    ]),
    ...offered("fr-lorraine", "graduate", "fr-lorraine-site", [
      [
        "health-services-administration",
        "Master Management des organisations du secteur sanitaire et social (MOSSS)",
        { duration: "2 ans" },
      ],
    ]),
    ...offered("fr-unicaen", "graduate", "fr-unicaen-site", [
      [
        "health-services-administration",
        "Master Santé, parcours Management des activités de santé",
        {
          duration: "2 ans",
          modality: "distance",
          url: "https://ufr-sante.unicaen.fr/formations/masters/master-sante-parcours-management-des-activites-de-sante/",
        },
      ],
    ]),
    ...offered("fr-garac", "technical", "fr-garac-site", [
      ["automotive-mechanics", "BTS Maintenance des véhicules, option voitures particulières", { duration: "2 ans" }],
    ]),
    ...offered("fr-amu", "technical", "fr-amu-site", [
      ["pharmacy-technician", "DEUST Préparateur/Technicien en pharmacie", { duration: "2 ans" }],
    ]),
    ...offered("fr-agroparistech", "bachelor", "fr-agroparistech-site", [
      [
        "agronomy",
        "Diplôme d'ingénieur AgroParisTech (ingénieur agronome)",
        { duration: "3 ans après une classe préparatoire" },
      ],
    ]),
    ...offered("fr-enva", "bachelor", "fr-enva-site", [
      ["veterinary-medicine", "Diplôme d'État de docteur vétérinaire", { duration: "6 ans" }],
    ]),
    ...offered("fr-vetagro-sup", "bachelor", "fr-vetagro-sup-site", [
      ["veterinary-medicine", "Diplôme d'État de docteur vétérinaire", { duration: "6 ans" }],
    ]),
    ...offered("fr-oniris", "bachelor", "fr-oniris-site", [
      ["veterinary-medicine", "Diplôme d'État de docteur vétérinaire", { duration: "6 ans" }],
    ]),
    ...offered("fr-envt", "bachelor", "fr-envt-site", [
      ["veterinary-medicine", "Diplôme d'État de docteur vétérinaire", { duration: "6 ans" }],
    ]),
    ...offered("fr-cnsmdp", "bachelor", "fr-cnsmdp-site", [
      ["music", "Diplôme national supérieur professionnel de musicien (DNSPM), premier cycle", { duration: "3 ans" }],
    ]),
    ...offered("fr-cnsmd-lyon", "bachelor", "fr-cnsmd-lyon-site", [
      ["music", "Diplôme national supérieur professionnel de musicien (DNSPM), premier cycle", { duration: "3 ans" }],
    ]),
    ...offered("fr-etsup", "bachelor", "fr-etsup-site", [
      ["social-work", "Diplôme d'État d'assistant de service social (DEASS)", { duration: "3 ans" }],
    ]),
    ...offered("fr-gem", "bachelor", "fr-gem-site", [
      ["international-business", "Bachelor in International Business", { duration: "4 ans" }],
    ]),
    ...offered("fr-gem", "graduate", "fr-gem-site", [
      ["international-business", "MSc International Business", { duration: "1 à 2 ans" }],
    ]),
    ...offered("fr-ieseg", "bachelor", "fr-ieseg-site", [
      ["international-business", "Bachelor in International Business", { duration: "3 ans" }],
    ]),
    ...offered("fr-skema", "graduate", "fr-skema-site", [
      ["international-business", "MSc International Business", { duration: "1 à 2 ans" }],
    ]),
    ...offered("fr-hec", "graduate", "fr-hec-site", [["business-administration", "MBA", { duration: "16 mois" }]]),
    ...offered("fr-insead", "graduate", "fr-insead-site", [
      ["business-administration", "MBA", { duration: "10 mois" }],
    ]),
    ...offered("fr-paul-bocuse", "technical", "fr-paul-bocuse-site", [
      ["culinary-arts", "Bachelor en Arts Culinaires", { duration: "3 ans" }],
    ]),
    ...offered("fr-paul-bocuse", "bachelor", "fr-paul-bocuse-site", [
      [
        "hotel-management",
        "Bachelor en Management International de l'Hôtellerie et de la Restauration",
        { duration: "3 ans" },
      ],
    ]),
    ...offered("fr-afpa", "technical", "fr-afpa-site", [
      ["it-support-technician", "Titre professionnel Technicien d'assistance en informatique"],
      ["network-technician", "Titre professionnel Technicien supérieur systèmes et réseaux"],
      ["electrical-technician", "Titre professionnel Électricien d'équipement du bâtiment"],
      ["welding-technology", "Titre professionnel Soudeur assembleur industriel"],
      ["culinary-arts", "Titre professionnel Cuisinier"],
    ]),
    ...offered("fr-atma", "technical", "fr-atma-site", [
      ["makeup-artistry", "Maquilleur artistique (certification RNCP, niveau 4)"],
    ]),
  ],
};

/** The date of the pages read by the `VERIFIED_S27` pass. */
const VERIFIED_S27_ON = "2026-11-28";
/** A page read by the `VERIFIED_S27` pass (its id ends in `-s27`). */
const s27 = taggedPages("s27", VERIFIED_S27_ON);

/** The pages the session-27 verification pass read, one per row it bears out (see the header). */
const S27 = {
  uParisDeust: s27(
    "fr-u-paris-deust-preparateur",
    "Université Paris Cité",
    "Universitarisation de la formation des préparateurs en pharmacie (l'UFR de pharmacie met en place un DEUST Préparateur/Technicien en pharmacie, formation universitaire de deux ans en alternance)",
    "https://u-paris.fr/sante/universitarisation-de-la-formation-des-preparateurs-en-pharmacie",
  ),
  umontpellierDeust: s27(
    "fr-umontpellier-deust-preparateur",
    "Université de Montpellier",
    "DEUST Préparateur/Technicien en pharmacie (Faculty of Pharmacy; BAC +2, 120 credits, duration 2 years)",
    "https://formations-en.umontpellier.fr/fr/formations/deust-CD/deust-preparateur-technicien-en-pharmacie-L11VDIJ5.html",
  ),
  amuDeust: s27(
    "fr-amu-deust-preparateur",
    "Aix-Marseille Université, Faculté de pharmacie",
    "DEUST Pharmacy Preparer/Technician (120 ECTS, in partnership with the apprentice training centres of the Provence-Alpes-Côte d'Azur region)",
    "https://pharmacie.univ-amu.fr/index.php/en/study-programs/pharmacy-studies/deust-pharmacy-technician",
  ),
};

/**
 * Session 27's verification pass (2026-11-28): the most-shown rows written without reading their page, each re-pointed to
 * a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S27: CatalogPass = {
  sources: Object.values(S27),
  reread: [
    { institution: "fr-u-paris", career: "pharmacy-technician", level: "technical", source: S27.uParisDeust.id },
    {
      institution: "fr-umontpellier",
      career: "pharmacy-technician",
      level: "technical",
      source: S27.umontpellierDeust.id,
    },
    {
      institution: "fr-amu",
      career: "pharmacy-technician",
      level: "technical",
      source: S27.amuDeust.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  vet: s28(
    "fr-ecoles-veterinaires",
    "Ordre national des vétérinaires (Conseil national de l'Ordre)",
    "L'organisation des études : la formation initiale (l'École nationale vétérinaire d'Alfort, l'École nationale vétérinaire de Toulouse, Oniris VetAgroBio Nantes et VetAgro Sup, campus vétérinaire de Lyon, délivrent le diplôme d'État de docteur vétérinaire à l'issue de six années de formation)",
    "https://veterinaire.fr/la-profession-veterinaire/devenir-veterinaire/lorganisation-des-etudes-la-formation-initiale",
  ),
  insaLyon: s28(
    "fr-insa-lyon-cti-2014",
    "Commission des titres d'ingénieur (read in a copy on doczz.fr)",
    "Avis n° 2014/10-01 relatif à l'accréditation de l'INSA Lyon à délivrer des titres d'ingénieur diplômé (renouvellement à compter du 1er septembre 2015 dans 9 spécialités, dont « génie industriel » et « génie mécanique » ; la formation dure cinq ans : 2 années de premier cycle et 3 années de cycle ingénieur)",
    "https://doczz.fr/doc/455161/insalyon_avis_20141001---commission-des-titres-d-ing%C3%A9nieur",
  ),
  paris1ScPo: s28(
    "fr-paris1-licence-science-politique",
    "Université Paris 1 Panthéon-Sorbonne (its catalogue sheet, read in a copy on uneseulevoix.oraccle.fr)",
    "Licence Science politique (BAC +3, 180 crédits, durée 3 ans ; établissement : Université Paris 1 Panthéon-Sorbonne)",
    "https://uneseulevoix.oraccle.fr/fr/les-formations/licence-XA/licence-science-politique-KBT8RK1H.html",
  ),
  sciencesPoCollege: s28(
    "fr-sciencespo-college",
    "Sciences Po",
    "Undergraduate College: a Bachelor's degree (Bac+3) over three years on one of the seven campuses; majors include Politics and Government",
    "https://www.sciencespo.fr/en/academics/undergraduate-college/",
  ),
  sorbonnePhilo: s28(
    "fr-sorbonne-licence-philosophie",
    "Sorbonne Université, Faculté des Lettres, UFR de philosophie (read in a copy on readkong.com)",
    "Licence 3 de philosophie : programme des enseignements, année universitaire 2021-2022",
    "https://fr.readkong.com/page/ufr-de-philosophie-licence-3-de-philosophie-programme-des-7769722",
  ),
  paris1Philo: s28(
    "fr-paris1-licence-philosophie-aeres",
    "AERES, Section des formations et des diplômes (read in a copy on Scribd)",
    "Rapport d'évaluation de la licence Philosophie de l'Université Paris 1 Panthéon-Sorbonne (vague D 2014-2018, campagne d'évaluation 2012-2013)",
    "https://fr.scribd.com/document/566005440/139714-20210915-1022-D2014-EV-0751717J-S3LI140006026-002078-RD",
  ),
  ugaPhilo: s28(
    "fr-uga-licence-philosophie",
    "Université Grenoble Alpes (site Mon orientation)",
    "Qu'est-ce que la philosophie ? (la formation de licence de philosophie à l'UGA, tout au long des trois années de licence)",
    "https://monorientation.univ-grenoble-alpes.fr/qu-est-ce-que-la-philosophie-/",
  ),
  ugaMaths: s28(
    "fr-uga-licence-mathematiques",
    "Université Grenoble Alpes, Institut Fourier",
    "Licence de mathématiques, 3e année : résumé du règlement d'examen (licence obtenue en validant les années L1, L2 et L3, six semestres)",
    "https://www-fourier.ujf-grenoble.fr/~L3maths/RDE-MCCC.html",
  ),
  sorbonneMusique: s28(
    "fr-sorbonne-sciences-musicologie",
    "Sorbonne Université, double cursus Sciences et Musicologie",
    "Présentation du double cursus : en 3 ans, deux diplômes de Sorbonne Université, la licence de sciences et technologies de la faculté des sciences et d'ingénierie et la licence de musique et musicologie de la faculté des lettres",
    "https://sciencesetmusicologie.org/presentation.html",
  ),
  cnsmdLyon: s28(
    "fr-cnsmd-lyon-dnspm",
    "Conservatoire national supérieur musique et danse de Lyon",
    "Undergraduate music courses: undergraduate music studies (DNSPM) normally take three years and lead to the Diplôme national supérieur professionnel de musicien",
    "https://www.cnsmd-lyon.fr/en-2/studies/undergraduate-music-courses",
  ),
  pspbbDe: s28(
    "fr-pspbb-de-musique",
    "Pôle supérieur d'enseignement artistique Paris Boulogne-Billancourt (PSPBB)",
    "Music Teacher State Diploma (Diplôme d'État de professeur de musique): open to PSPBB students after the first year of DNSPM and licence; training from semester 3 to semester 7",
    "https://pspbb.fr/en/study/education-music/state-diploma.html",
  ),
  alienorDe: s28(
    "fr-pole-alienor-de-musique",
    "Pôle Aliénor",
    "Diplôme d'État de professeur de musique : formation initiale (RNCP 27575, niveau 6)",
    "https://www.polealienor.eu/diplome-detat-de-professeur-de-musique/",
  ),
  lyon1Staps: s28(
    "fr-lyon1-staps-em",
    "Université Claude Bernard Lyon 1, UFR STAPS",
    "L3 in Education and Motricity (EM): Bachelor's degree STAPS, programme Education and motricity (the first two years and the 3rd-year specialisation)",
    "https://ufr-staps.univ-lyon1.fr/en/education/bachelors-and-masters-degrees/l3-in-education-and-motricity-em",
  ),
  ugaButCs: s28(
    "fr-uga-but-carrieres-sociales",
    "Le Media Social",
    "Entre bachelor « carrières sociales » et diplôme d'État, des passerelles encore en débat (rentrée 2023, troisième année des premiers étudiants du BUT de niveau bac + 3 ; le parcours « assistance sociale » de l'université Grenoble Alpes)",
    "https://lemediasocial.fr/entre-bachelor-carrieres-sociales-et-diplome-detat-des-passerelles-encore-en-debat_VzgSQE",
  ),
  gemBib: s28(
    "fr-gem-bib",
    "Grenoble Ecole de Management",
    "Bachelor in International Business (BIB): Bachelor, 180 ECTS, Bac+3 (RNCP 36265, grade de licence), Grenoble campus, taught in English",
    "https://en.grenoble-em.com/bachelor-international-business-bib",
  ),
  gemMsc: s28(
    "fr-gem-msc-mib",
    "Grenoble Ecole de Management",
    "MSc Management in International Business (MIB): Grenoble and Paris intakes",
    "https://en.grenoble-em.com/msc-management-international-business-mib",
  ),
  iesegBib: s28(
    "fr-ieseg-bib",
    "IÉSEG School of Management",
    "Bachelor in International Business: program (3 years, 180 ECTS, Lille or Paris)",
    "https://www.ieseg.fr/en/programs/bachelor-international-business/program/",
  ),
  paris1Aes: s28(
    "fr-paris1-institut-aes",
    "Université Paris 1 Panthéon-Sorbonne, Institut AES-EDS",
    "Présentation générale, hommage aux fondateurs (l'UFR puis l'Institut d'administration économique et sociale et de droit social, plus que cinquantenaire)",
    "https://aes.pantheonsorbonne.fr/presentation-generale-hommage-aux-fondateurs",
  ),
  ipagLicence: s28(
    "fr-umontpellier-ipag-licence",
    "Université de Montpellier",
    "Public Administration Degree (Licence Administration publique): Bachelor's degree, 60 credits, 1 year, Institute for Preparation for General Administration (IPAG)",
    "https://formations-en.umontpellier.fr/fr/formations/licence-XA/licence-administration-publique-hnes9prr.html",
  ),
  ipagMaster: s28(
    "fr-umontpellier-ipag-master",
    "Université de Montpellier",
    "Master's Degree in Public Administration (Master Administration publique): 60 credits, 1 year (the Master 1), IPAG; leads on to Master 2 programmes",
    "https://formations-en.umontpellier.fr/fr/formations/master-XB/master-administration-publique-HRN6414D.html",
  ),
  grenobleInpGi: s28(
    "fr-grenoble-inp-genie-industriel",
    "Le Monde des Grandes Écoles",
    "Grenoble INP – Génie industriel, une usine-école au service des transitions industrielles (entretien avec son directeur, Frédéric Noël)",
    "https://mondedesgrandesecoles.fr/grenoble-inp-genie-industriel-une-usine-ecole-au-service-des-transitions-industrielles",
  ),
  sciencesPoMasterScPo: s28(
    "fr-sciencespo-master-science-politique",
    "Sciences Po, École de la recherche",
    "Master Science politique (les deux années de master ; cinq majeures et un parcours général en anglais)",
    "https://www.sciencespo.fr/ecole-doctorale/fr/content/master-science-politique",
  ),
  paris1MasterScPo: s28(
    "fr-paris1-master-science-politique",
    "Université Paris 1 Panthéon-Sorbonne, UFR 11 de science politique",
    "Le Master de Science politique (Master 1 et Master 2, neuf parcours de M2)",
    "https://www.univ-paris1.fr/ufr/ufr11/le-master-de-science-politique/",
  ),
  sciencesPoMpp: s28(
    "fr-sciencespo-mpp",
    "Sciences Po, School of Public Affairs",
    "Master in Public Policy: a two-year degree (policy streams in English; the Master Politiques publiques for the streams in French)",
    "https://www.sciencespo.fr/public/en/content/master-public-policy",
  ),
  paris8Ati: s28(
    "fr-paris8-ati",
    "EUR ArTeC (Université Paris 8 and partners)",
    "3IA Immersive Improvisation in Interactive Arts: module of the mention Création numérique, université Paris 8, parcours Arts et technologie de l'image virtuelle (students of the master ATI)",
    "https://eur-artec.fr/catalogues_mip/3ia-immersive-improvisation-in-interactive-arts",
  ),
  sorbonneMeef: s28(
    "fr-sorbonne-meef-anglais",
    "Université de Paris, UFR d'Études anglophones (read in a copy on readkong.com)",
    "Master MEEF (M1 et M2), mention second degré, parcours anglais, en partenariat avec les universités Sorbonne Nouvelle et Sorbonne Université, l'INSPE de Paris et le Rectorat de Paris, année 2020-2021",
    "https://fr.readkong.com/page/universit-de-paris-ex-paris-diderot-paris-7-ufr-etudes-3062329",
  ),
  lilleIds: s28(
    "fr-ulille-master-ids",
    "Université de Lille, département de sociologie et développement social",
    "Master Intervention et Développement Social",
    "https://deccid.univ-lille.fr/sds/formations/master-ids/",
  ),
  rennes2Ids: s28(
    "fr-rennes2-master-ids-copar",
    "Université Rennes 2",
    "Master mention Intervention et développement social, parcours Chargé.e.s de projets collectifs et participatifs (2 ans, 120 crédits ECTS)",
    "https://formations.univ-rennes2.fr/fr/formations/master-37/master-mention-intervention-et-developpement-social-JFKVZKVR/parcours-charge-e-s-de-projets-collectifs-et-participatifs-KZ2TEY3Q.html",
  ),
  paris1Irest: s28(
    "fr-paris1-master-tourisme-aeres",
    "AERES, Section des formations et des diplômes (read in a copy on doczz.net)",
    "Rapport d'évaluation du master Tourisme de l'Université Paris 1 Panthéon-Sorbonne (mention portée par l'IREST ; vague D 2014-2018, campagne 2012-2013)",
    "https://fr.doczz.net/doc/2315232/evaluation-du-master-tourisme-de-l-universit%C3%A9-paris-1",
  ),
  isthia: s28(
    "fr-ut2j-isthia-master-tourisme",
    "ISTHIA – Université Toulouse – Jean Jaurès",
    "Le « challenge territorial » des Masters 2 Tourisme et Développement 2025/2026 (site de Foix)",
    "https://www.isthia.fr/?p=34278",
  ),
  skema: s28(
    "fr-skema-msc-ib",
    "WebTimeMedias",
    "SKEMA Business School ouvre son dixième campus à Dubaï (3 mars 2025 ; parmi les programmes du campus, le MSc International Business)",
    "https://www.webtimemedias.com/article/skema-business-school-ouvre-dixieme-campus-dubai",
  ),
  dauphine: s28(
    "fr-dauphine-master-egs-hceres",
    "Hcéres, évaluation des formations (read in a copy on 123dok.net)",
    "Master Économie et gestion de la santé, établissement : Université Paris-Dauphine (se déroule en deux ans ; six parcours de M2)",
    "https://123dok.net/article/master-%C3%A9conomie-gestion-sant%C3%A9-%C3%A9tablissement-universit%C3%A9-paris-dauphine.y8g85jx2",
  ),
  lorraine: s28(
    "fr-lorraine-master-mosss-aeres",
    "AERES, Section des formations et des diplômes (read in a copy on vdocument.in)",
    "Rapport d'évaluation du master Management des organisations du secteur sanitaire et social (MOSSS) de l'Université de Lorraine (vague C 2013-2017, Nancy et Metz)",
    "https://vdocument.in/evaluation-du-master-management-des-organisations-du-secteur-.html",
  ),
  caen: s28(
    "fr-unicaen-master-mas",
    "Université de Caen Normandie, UFR Santé",
    "Master Santé, parcours Management des activités de santé (MAS) : 2 années, enseignement à distance, en formation continue",
    "https://ufr-sante.unicaen.fr/formations/masters/master-sante-parcours-management-des-activites-de-sante/",
  ),
  afpaTai: s28(
    "fr-afpa-technicien-assistance-informatique",
    "Le Monde Informatique",
    "L'Afpa repositionne des informaticiens sur un marché de l'emploi jugé frileux (les cursus de l'Afpa en 2005 : sept métiers, dont technicien d'assistance informatique)",
    "https://www.lemondeinformatique.fr/actualites/lire-l-afpa-repositionne-des-informaticiens-sur-un-marche-de-l-emploi-juge-frileux-20894.html",
  ),
  poincareSio: s28(
    "fr-lycee-poincare-bts-sio",
    "Parcoursup (ministère de l'Enseignement supérieur)",
    "Fiche formation : Lycée Raymond-Poincaré (Bar-le-Duc), BTS Services – Services informatiques aux organisations (24 places en 2026)",
    "https://dossier.parcoursup.fr/Candidats/public/fiches/afficherFicheFormation?g_ta_cod=6401",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    ...["fr-enva", "fr-vetagro-sup", "fr-oniris", "fr-envt"].map((institution) => ({
      institution,
      career: "veterinary-medicine",
      level: "bachelor" as const,
      source: S28.vet.id,
    })),
    { institution: "fr-insa-lyon", career: "mechanical-engineering", level: "bachelor", source: S28.insaLyon.id },
    { institution: "fr-insa-lyon", career: "industrial-engineering", level: "bachelor", source: S28.insaLyon.id },
    { institution: "fr-paris1", career: "political-science", level: "bachelor", source: S28.paris1ScPo.id },
    { institution: "fr-sciencespo", career: "political-science", level: "bachelor", source: S28.sciencesPoCollege.id },
    {
      institution: "fr-sciencespo",
      career: "international-relations",
      level: "bachelor",
      source: S28.sciencesPoCollege.id,
    },
    {
      institution: "fr-sorbonne",
      career: "philosophy",
      level: "bachelor",
      source: S28.sorbonnePhilo.id,
      set: { duration: null },
    },
    {
      institution: "fr-paris1",
      career: "philosophy",
      level: "bachelor",
      source: S28.paris1Philo.id,
      set: { duration: null },
    },
    { institution: "fr-uga", career: "philosophy", level: "bachelor", source: S28.ugaPhilo.id },
    { institution: "fr-uga", career: "mathematics", level: "bachelor", source: S28.ugaMaths.id },
    {
      institution: "fr-sorbonne",
      career: "music",
      level: "bachelor",
      source: S28.sorbonneMusique.id,
      set: { name: "Licence Musique et musicologie" },
    },
    { institution: "fr-cnsmd-lyon", career: "music", level: "bachelor", source: S28.cnsmdLyon.id },
    {
      institution: "fr-pspbb",
      career: "music-education",
      level: "bachelor",
      source: S28.pspbbDe.id,
      set: { duration: null },
    },
    {
      institution: "fr-pole-alienor",
      career: "music-education",
      level: "bachelor",
      source: S28.alienorDe.id,
      set: { duration: null },
    },
    { institution: "fr-lyon1", career: "physical-education", level: "bachelor", source: S28.lyon1Staps.id },
    { institution: "fr-uga", career: "social-work", level: "bachelor", source: S28.ugaButCs.id },
    {
      institution: "fr-gem",
      career: "international-business",
      level: "bachelor",
      source: S28.gemBib.id,
      set: { duration: "3 ans" },
    },
    {
      institution: "fr-gem",
      career: "international-business",
      level: "graduate",
      source: S28.gemMsc.id,
      set: { name: "MSc Management in International Business (MIB)", duration: null },
    },
    { institution: "fr-ieseg", career: "international-business", level: "bachelor", source: S28.iesegBib.id },
    {
      institution: "fr-paris1",
      career: "public-administration",
      level: "bachelor",
      source: S28.paris1Aes.id,
      set: { duration: null },
    },
    { institution: "fr-umontpellier", career: "public-administration", level: "bachelor", source: S28.ipagLicence.id },
    {
      institution: "fr-umontpellier",
      career: "public-administration",
      level: "graduate",
      source: S28.ipagMaster.id,
      set: { duration: "1 an (première année de master)" },
    },
    {
      institution: "fr-grenoble-inp",
      career: "industrial-engineering",
      level: "bachelor",
      source: S28.grenobleInpGi.id,
      set: { duration: null },
    },
    {
      institution: "fr-sciencespo",
      career: "political-science",
      level: "graduate",
      source: S28.sciencesPoMasterScPo.id,
    },
    { institution: "fr-paris1", career: "political-science", level: "graduate", source: S28.paris1MasterScPo.id },
    { institution: "fr-sciencespo", career: "public-administration", level: "graduate", source: S28.sciencesPoMpp.id },
    {
      institution: "fr-paris8",
      career: "animation",
      level: "graduate",
      source: S28.paris8Ati.id,
      set: {
        name: "Master Création numérique, parcours Arts et technologie de l'image virtuelle (ATI)",
        duration: null,
      },
    },
    { institution: "fr-sorbonne", career: "english-teaching", level: "graduate", source: S28.sorbonneMeef.id },
    {
      institution: "fr-ulille",
      career: "social-work",
      level: "graduate",
      source: S28.lilleIds.id,
      set: { duration: null },
    },
    { institution: "fr-rennes2", career: "social-work", level: "graduate", source: S28.rennes2Ids.id },
    {
      institution: "fr-paris1",
      career: "tourism",
      level: "graduate",
      source: S28.paris1Irest.id,
      set: { duration: null },
    },
    {
      institution: "fr-ut2j",
      career: "tourism",
      level: "graduate",
      name: "Master Tourisme (ISTHIA)",
      source: S28.isthia.id,
      set: { duration: null },
    },
    {
      institution: "fr-skema",
      career: "international-business",
      level: "graduate",
      source: S28.skema.id,
      set: { duration: null },
    },
    {
      institution: "fr-dauphine",
      career: "health-services-administration",
      level: "graduate",
      source: S28.dauphine.id,
    },
    {
      institution: "fr-lorraine",
      career: "health-services-administration",
      level: "graduate",
      source: S28.lorraine.id,
      set: { duration: null },
    },
    { institution: "fr-unicaen", career: "health-services-administration", level: "graduate", source: S28.caen.id },
    { institution: "fr-afpa", career: "it-support-technician", level: "technical", source: S28.afpaTai.id },
    {
      institution: "fr-lycee-poincare-bar-le-duc",
      career: "it-support-technician",
      level: "technical",
      source: S28.poincareSio.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The page the session-29 verification pass read (see the header's "VERIFIED_S29" paragraph). */
const S29 = {
  saclayDss: s29(
    "fr-paris-saclay-master-industrial-engineering-dss",
    "Université Paris-Saclay",
    "Master Industrial Engineering (Génie industriel): M2 Design and System Science (DSS), engineering and management of complex systems design",
    "https://universite-paris-saclay.fr/en/education/master/industrial-engineering/m2-design-and-system-science",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): one more of the worklist's rows written without reading its page,
 * re-pointed to the university's page of a second-year track of the master (see the header). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    // the M2 page gives no length: the "2 ans" written from memory is taken out
    {
      institution: "fr-paris-saclay",
      career: "industrial-engineering",
      level: "graduate",
      source: S29.saclayDss.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The page the second session-29 pass read (see the header's "VERIFIED_S29B" paragraph). */
const S29B = {
  cnsmdpDnspm: s29b(
    "fr-cnsmdp-dnspm-gallon",
    "eric-gallon.fr (a personal site's guidance pages on higher music education, undated, written after the 2007 reform)",
    'Enseignement supérieur dans les conservatoires : DNSPM et autres parcours ("Le DNSPM sanctionne un 1er cycle supérieur au niveau de la licence. Il peut être préparé au sein des CNSMD de Paris et Lyon ..."; cursus en trois cycles successifs de 3 ans (licence), 2 ans (master) et 3 ans (doctorat))',
    "https://www.eric-gallon.fr/pedagogie/enseignement-superieur/index.htm",
  ),
};

/**
 * Session 29's second pass (2026-11-28): one row re-pointed to a page that names it (weak, old; see the header's
 * "VERIFIED_S29B" paragraph). No row withdrawn or added.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  reread: [{ institution: "fr-cnsmdp", career: "music", level: "bachelor", source: S29B.cnsmdpDnspm.id }],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29C` pass (its id ends in `-s29c`). */
const s29c = taggedPages("s29c", "2026-11-28");

/** The pages the third session-29 pass read (see the header's "VERIFIED_S29C" paragraph). */
const S29C = {
  ipParisDataScience: s29c(
    "fr-ip-paris-data-science-course",
    "Institut Polytechnique de Paris (the site of its course Recent Advances in Responsible AI, taught by Télécom Paris staff, on GitHub, 2024-2025)",
    'Recent Advances in Responsible AI: "This course is part of the Master 2 Data Science program from IP Paris" (course coordinators Florence d\'Alché-Buc and Charlotte Laclau)',
    "https://github.com/responsible-ai-datascience-ipParis/responsible-ai-datascience-ipParis.github.io",
  ),
  ugaButRt: s29c(
    "fr-uga-but-rt-rtgre",
    "A student's unofficial timetable site (its README on GitHub, kzsxwsjuldvcbsqt/rtgre, the repository named in its own clone instructions; undated, about 2025-2026)",
    "RTGRE: \"Site étudiant qui regroupe l'emploi du temps, les évaluations, les modules ... pour la troisième année du BUT Réseaux et Télécommunications de l'IUT1 de Grenoble\" (parcours Cybersécurité et DevCloud, semestres 5 et 6)",
    "https://github.com/kzsxwsjuldvcbsqt/rtgre",
  ),
  sorbonneLicenceMecanique: s29c(
    "fr-sorbonne-licence-mecanique",
    "Vivien Sayan (a graduate's personal site on GitHub, VivienSayan/my_astrofy, page dated 1 September 2020)",
    'Diplôme de Licence: "Licence Mécanique", "De Septembre 2017 à Septembre 2020", "Je suis entré en Licence en Septembre 2017 à Sorbonne Université" (portail PCGI en 1re année, puis la Licence Mécanique en 2e et 3e année; "Résumé des trois ans")',
    "https://github.com/VivienSayan/my_astrofy/blob/da70ba802a2d52d83ae9842acd8795bf4ff6adba/src/content/formations/parcours_licence.md",
  ),
};

/**
 * Session 29's third pass (2026-11-28): four rows re-pointed to pages that name them (a course site of the IP Paris
 * master, a student's README, a graduate's site; weak); no row added or withdrawn (see the header's "VERIFIED_S29C"
 * paragraph).
 */
const VERIFIED_S29C: CatalogPass = {
  sources: Object.values(S29C),
  reread: [
    {
      institution: "fr-ip-paris",
      career: "data-science",
      level: "graduate",
      source: S29C.ipParisDataScience.id,
      set: { duration: null },
    },
    // the README names the BUT R&T of the IUT1 de Grenoble, the program of both UGA rows, without a length
    ...(["it-support-technician", "network-technician"] as const).map((career) => ({
      institution: "fr-uga",
      career,
      level: "technical" as const,
      source: S29C.ugaButRt.id,
      set: { duration: null },
    })),
    {
      institution: "fr-sorbonne",
      career: "mechanical-engineering",
      level: "bachelor",
      source: S29C.sorbonneLicenceMecanique.id,
    },
  ],
  withdrawn: [],
};

/**
 * Session 30's pass (2026-11-28): ETSUP's DEASS withdrawn, the school having been liquidated in July 2025 (see the
 * header); no row added or re-read.
 */
const VERIFIED_S30: CatalogPass = {
  withdrawn: [
    {
      institution: "fr-etsup",
      career: "social-work",
      level: "bachelor",
      why: 'The school closed: the tribunal judiciaire de Paris placed ETSUP (École supérieure de travail social) in liquidation on 3 July 2025 and it ceased its activity on 11 July 2025, its students being placed in other Île-de-France schools (ASH, "L\'Etsup ferme ses portes", https://www.ash.tm.fr/metiers-formations/letsup-ferme-ses-portes-968326.php; Le Media Social, "École de travail social : l\'Etsup disparaît officiellement", https://www.lemediasocial.fr/ecole-de-travail-social-l-etsup-disparait-officiellement_RMdkBI)',
    },
  ],
};

export const CATALOG_FR: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_28B,
  ADDED_S24,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S29,
  VERIFIED_S29B,
  VERIFIED_S29C,
  VERIFIED_S30,
);
