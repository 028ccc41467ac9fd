/**
 * Where to study in CA: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Rows dated 2026-11-27 (Toronto Metropolitan University's Bachelor of Health Administration, York
 * University's BHS in Health Management, the biotechnology masters of Guelph and McGill) were written
 * from knowledge of the institutions' published programs, without re-reading the pages online; check
 * them before relying on them.
 * Rows to check first: ca-yorku "Bachelor of Health Studies (Honours), Health Management" (the exact
 * specialization name).
 * Rows dated 2026-11-28 (music production, commercial pilot, respiratory therapy, surveying, aircraft
 * maintenance, event management, mining technician, health information) rest mostly on stored copies of the
 * institutions' own pages found with the search tools (cited by their address; pages stored under http://
 * are cited over https://); the rows citing an institution's official site (`site`: McGill's M.Mus. in Sound
 * Recording, Dalhousie's BHSc Respiratory Therapy, NAIT's surveying and health information diplomas, BCIT's
 * Geomatics Engineering Technology, Niagara College's Event Management, Cégep de Sept-Îles' Technologie
 * minérale) were written from knowledge of the institutions' published programs, not re-read online.
 * Check first: NAIT's "Health Information Management" diploma and both NAIT titles; Lethbridge's "Bachelor of
 * Music in Digital Audio Arts" (a 2009 program: check it is still admitting); Algonquin's Event Management
 * (its credential, written without one); Centennial's aircraft maintenance diploma (cited from a 2014 page).
 * Rows added on 2026-11-28 in a second pass (the `ADDED_B` rows): Carleton's Bachelor of Cybersecurity (stored
 * copy of the Registrar's course-selection guide, carleton.ca/registration/bcyber) and Concordia's BSc in
 * Cybersecurity (stored copy of its Undergraduate Calendar, section 71.100.2), both read from the
 * institutions' own pages. Concordia's calendar states its length in credits (90, the Quebec three-year
 * bachelor after CEGEP), not in years, so the row gives none.
 * Verification pass of 2026-11-28 (session 27, the `VERIFIED_S27` block; the catalog is now `withPasses(FIRST_ROWS,
 * VERIFIED_S27)`, its first rows unchanged): the rows readers see most that were written without reading their page
 * (citing only the institution's home page) were looked up in stored copies of public pages (search tools only; no page
 * was re-read online; pages stored at http addresses are cited at their https addresses). Rows re-read, each now citing
 * the page named (the institution's own page unless said otherwise); a length the page does not state was taken out:
 * - Centennial College's Automotive – Motive Power Technician (the college's news release of 14 November 2024 on
 *   newswire.ca: "the two-year Automotive - Motive Power Technician diploma program") and Pharmacy Technician (its program
 *   page: Ontario College Diploma, 2 years/4 semesters); SAIT's Automotive Service Technology (its program page: a two-year
 *   diploma); Seneca's Cosmetic Techniques and Management (its calendar, cat.senecapolytechnic.ca/programs/ctm: Ontario
 *   College Diploma, 4 semesters, 2 years); Humber's Pharmacy Technician (healthsciences.humber.ca: Diploma, program 07731,
 *   4 semesters, now the row's length);
 * - mechanical engineering: U of T Engineering's "Mechanical Engineering Undergraduate Program" page; McGill's Bachelor of
 *   Engineering admissions page (B.Eng. in Mechanical among others; "3.5 to 4 years" plus a freshman year for students
 *   from outside Quebec, so no length is kept); UBC's Vancouver Calendar (BASc in Mechanical Engineering, normally four
 *   years); Waterloo's Undergraduate Calendar (the BASc is earned by Mechanical Engineering graduates); Sherbrooke's
 *   Département de génie mécanique news on the Mécagéniale exhibition of the baccalauréat en génie mécanique's finishing
 *   students;
 * - veterinary medicine: UdeM Nouvelles (19 April 2023) on the Faculté de médecine vétérinaire's programme de doctorat en
 *   médecine vétérinaire; the Ontario Veterinary College's DVM application page ("the four-year Doctor of Veterinary
 *   Medicine (DVM) program");
 * - political science: U of T's Political Science Specialist page; UBC's Major in Political Science page; UdeM's
 *   Baccalauréat en science politique page (90 crédits); the University of Ottawa's catalogue page "Honours BSocSc
 *   Political Science" (120 units), read only in a copy kept by a changedetection.io service (weak: check it at
 *   catalogue.uottawa.ca);
 * - mathematics: UBC's Department of Mathematics page on its BSc majors and honours programs; Waterloo's Undergraduate
 *   Calendar 2015-2016 (copy at fdocuments.us: "a four-year honours program leading to the degree Bachelor of Mathematics
 *   (BMath)", now the row's length); UdeM's Majeure en mathématiques page, which says admitted students may transfer to
 *   the baccalauréat spécialisé (weak: it names the baccalauréat only in passing);
 * - music: U of T's Faculty of Music page for the Bachelor of Music in Interdisciplinary Music Studies ("this four-year
 *   degree"); McGill's B.Mus. admissions page (90 credits in three years, "a four-year degree" for students from outside
 *   Quebec: the row's 4 years stay); UBC's School of Music BMus page; Western's Don Wright Faculty of Music "General
 *   Information - Bachelor of Music"; UdeM's règlement of the Baccalauréat en musique - Interprétation instruments
 *   classiques (with the baccalauréat en musique général); music education: Université Laval's Faculté de musique page on
 *   the cheminement passerelle au baccalauréat en enseignement de la musique, and Western's Academic Calendar module
 *   "Bachelor of Music with Honours in Music Education" (now the row's name);
 * - social work: McGill's Course Catalogue (the Faculty of Arts offers programs leading to B.A., B.S.W. and B.Th.
 *   degrees).
 * Withdrawn: none. Searched without a page found (rows left as they are; not re-read): George Brown's "Makeup for Media
 * and Creative Arts" (every page found gives that title to Sheridan College's diploma; George Brown's own offer at that
 * level was not found, so check first whether the row names Sheridan's program under George Brown); McGill's BA in
 * Political Science and in Philosophy and its BSc in Mathematics (only McGill's general B.A. pages and an aggregator,
 * visaanswers.com, were found); U of T's Philosophy and Mathematics; UBC's BA in Philosophy; UdeM's Baccalauréat en
 * philosophie (the Département de philosophie's undergraduate page was found, but the stored text names no program);
 * the University of Ottawa's Honours BSocSc in Public Administration (only aggregators, loaportal.com and
 * gotouniversity.com, and its catalogue page for the joint honours with Political Science, a different program). Not
 * searched (the look-up budget ran out): the rest of the worklist, from McGill's and UdeM's physical education, UBC's,
 * TMU's, the University of Ottawa's and Laval's social work, the nutrition, international business, public
 * administration, health administration, IT support and industrial engineering bachelor's and diplomas, to every
 * graduate row.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block; the catalog is now `withPasses(FIRST_ROWS,
 * VERIFIED_S27, VERIFIED_S28)`): more of the most-shown rows written without reading their page, looked up the same
 * way (stored copies of public pages, search tools only; no page re-read online; pages stored at http addresses are
 * cited at their https addresses: the University of Ottawa's École de service social page, Laval's École de service
 * social page, York's School of Public Policy and Administration page, ENAP's page, McGill's MSW page and the
 * Université de Sherbrooke's journal). Rows re-read, each now citing the page named (the institution's own page
 * unless said otherwise):
 * - McGill's B.Ed. in Physical and Health Education (120 credits, average duration 4 years);
 * - social work: UBC's BSW (two years full-time); TMU's BSW (Undergraduate Calendar 2024-2025: full-time, four-year);
 *   the University of Ottawa's, renamed "Baccalauréat spécialisé approfondi en service social" (its École de service
 *   social; length taken out); Laval's Baccalauréat en service social (its École de service social's admission page;
 *   length taken out); the graduate rows of U of T (SGS Calendar: the Factor-Inwentash Faculty's MSW), Calgary (its
 *   course-based MSW) and McGill (a 45-credit, one-year program after a BSW, now the row's length);
 * - nutrition: McGill's Dietetics Major (Course Catalogue: 115 credits, "a 3.5 year" program, now the row's length);
 *   UBC's BSc Food, Nutrition and Health (Vancouver Calendar 2024/25, the Food Science Major's page on the FNH core);
 *   Guelph's B.A.Sc. Applied Human Nutrition (Undergraduate Calendar 2018-2019); UdeM's Baccalauréat en nutrition
 *   (revised in 2021) (the last three lengths taken out);
 * - international business: York's iBBA (Schulich's undergraduate admissions FAQ, which names the BBA and iBBA
 *   sections; length taken out); Carleton's Bachelor of International Business (its degree guide: 20.0 credits,
 *   normally four years);
 * - public administration: TMU's, renamed "Bachelor of Arts (Honours), Public Administration and Governance"
 *   (Calendar 2024-2025: a part-time program; length taken out); York's BPA (its School's undergraduate page:
 *   Specialized Honours and Honours BPA, 120 credits; length taken out); Carleton's BPAPM (its program site; length
 *   taken out); the graduate rows of U of T (SGS Calendar: the Munk School's MPP, two years, full-time), Dalhousie
 *   (its MPA, a two-year full-time course, now the row's length) and ENAP (Maîtrise en administration publique,
 *   profil avec recherche, 45 credits);
 * - health administration: TMU's, renamed "Bachelor of Health Administration (part-time degree completion)" (Calendar
 *   2024-2025: administered by the School of Health Services Management; a TMU page says it was first offered in 1993
 *   through the Chang School); York's, renamed "Bachelor of Health Studies (BHS), Specialized Honours in Health
 *   Management" (its future-students page; length taken out); the graduate rows of UBC (the MHA, 24 months),
 *   Dalhousie (the MHA, 16 months) and U of T (IHPME's MHSc in Health Administration, 20 months, modular), each now
 *   the row's length;
 * - industrial engineering: U of T's (Engineering Calendar: Industrial Engineering, AEINDBASC) and Concordia's
 *   (Calendar section 71.20: the BEng in Industrial Engineering, 120 credits) (lengths taken out);
 * - technical rows: SAIT's Information Technology (its Academic Calendar 2014/2015, read in a copy on Scribd, which
 *   lists the program; length taken out); Algonquin's Veterinary Technician (a two-year Ontario College Diploma);
 *   NAIT's Animal Health Technology (The Nugget, NAIT's student newspaper, undated; length taken out); Georgian's
 *   Welding Techniques (Ontario College Certificate, 2 semesters, 1 year, Fall 2025); NAIT's Advanced Welding
 *   Technology (CTV News Edmonton on the new diploma's first graduates; length taken out); BCIT's row, renamed
 *   "Television and Video Production (Diploma)" (Business in Vancouver's sponsored page: BCIT's Broadcast & Media
 *   Communications Department, the row's old name, is a department offering three two-year diplomas, Broadcast and
 *   Online Journalism, Radio Arts and Entertainment, and Television and Video Production); NAIT's, renamed "Media
 *   Communications and Production (Diploma), formerly Radio and Television" (NAIT's techlifetoday, 2025: the Radio
 *   and Television name was retired that summer; length taken out);
 * - environmental science: U of T's MEnvSc (SGS Calendar); Dalhousie's MREM (its School for Resource and
 *   Environmental Studies' admissions page for the graduate program in Resource and Environmental Management); SFU's
 *   MRM (its School of Resource and Environmental Management's history page);
 * - U of T's Master of Biotechnology (its 25th-anniversary page: a two-year professional program at UTM);
 * - data science: UBC's MDS (the program's own blog, 19 February 2019: 10 months); Waterloo's MDSAI (Graduate
 *   Calendar, spring 2019: three terms, 12 months, now the row's length); Queen's MMA (the Queen's Gazette on the
 *   Global MMA, which builds on the Toronto-based MMA);
 * - counselling: UBC's M.A. in Counselling Psychology (its department's application page); Sherbrooke's Maîtrise en
 *   orientation (the university's journal Liaison, 10 January 2008, on the launch of the new baccalauréat and
 *   maîtrise en orientation; the "2 ans" written from memory taken out);
 * - Royal Roads's Master of Arts in Tourism Management (a two-year program, now the row's length).
 * Weak sources, to replace first: the third-party copy (SAIT's calendar on Scribd), the press and sponsored pages
 * (The Nugget, CTV News Edmonton, Business in Vancouver's sponsored page), the old pages (Guelph's 2018-2019
 * calendar, the Sherbrooke journal of 2008, Waterloo's 2019 calendar, UBC MDS's 2019 blog post) and the pages that
 * only name a program in passing (Schulich's admissions FAQ, the Queen's Gazette, UBC's FNH Food Science Major page,
 * Dalhousie's SRES admissions page). Withdrawn: George Brown College's "Makeup for Media and Creative Arts (Ontario
 * College Diploma)": as in session 27, every page found gives that title to Sheridan College (univly, applyzones and
 * studyweg listings of Sheridan's diploma); George Brown's own make-up offer found is a continuing-education
 * Comprehensive Makeup Artist Certificate of seven courses (a Toronto Star sponsored section of April 2018; the
 * Toronto Sun of November 2015 names an advanced makeup artist certificate of its School of Makeup and Esthetics),
 * for which no page of George Brown itself was found, so no renamed row was added (check first: that certificate on
 * coned.georgebrown.ca, which could support a technical row). Added in its place: Sheridan College's Makeup for Media
 * and Creative Arts diploma, from Sheridan's program description as studyweg.com copies it (weak: a study-abroad
 * listing; no length set, as the copy says only that the field placement comes in the second year). Searched and not found (rows left as they are, not
 * re-read): UdeM's Baccalauréat en enseignement de l'éducation physique et à la santé (only UQTR's program of that
 * name); Seneca's Computer Systems Technician (only other colleges'); Polytechnique Montréal's Baccalauréat en génie
 * industriel (only news of its industrial-engineering doctorate and other programs); the graduate certificates in
 * animation of Sheridan and Humber (only general pages on Sheridan's animation degree and on Humber's credentials);
 * McGill's Master of Management in Analytics; Laval's Maîtrise en sciences de l'orientation; HEC Montréal's M. Sc. in
 * affaires internationales (only its department's history page). The rows session 27 searched without result
 * (McGill's, U of T's, UBC's and UdeM's philosophy, mathematics and political-science bachelor's; the University of
 * Ottawa's Honours BSocSc in Public Administration) were not searched again. Not reached (the budget ran out): the
 * environmental master's of UdeM and Sherbrooke, the biotechnology master's of Guelph and McGill, the environmental
 * engineering master's of uOttawa and Carleton, the political-science MAs, York's business-analytics master's, the
 * statistics MScs, U of T's MEd in Counselling and Psychotherapy, McGill's MA in Counselling Psychology, UdeM's
 * Maîtrise en service social, UQAM's tourism master's, York's International MBA, the MPA/MPP of uOttawa and SFU,
 * UdeM's health-services master's, and the industrial-engineering master's of U of T, Waterloo, Concordia and
 * Polytechnique.
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block): rows of the regenerated worklist that
 * no earlier pass had reached, looked up the same way (stored copies of public pages, search tools only; 12 look-ups;
 * no page re-read online). Rows re-read, each now citing the page named (the institution's own page):
 * - environmental science: Sherbrooke's Maîtrise en environnement (its CUFE's page for the master's 50th anniversary:
 *   inaugurated in 1974; Le Devoir, 2019, says it takes three years part-time, not used);
 * - McGill's Master of Science, Applied in Biotechnology (its Graduate Programs in Biotechnology FAQ: non-thesis, course
 *   and laboratory based, small research project);
 * - political science: U of T's MA in Political Science (its department's MA page: a one-year program; now "1 year");
 *   Laval's Maîtrise en science politique (its Faculté des sciences sociales's page: a 45-credit professional master's
 *   with a full-time internship; Laval's page of the research master's, "avec mémoire", gives 2 years, not used);
 * - York's Master of Business Analytics (Schulich's MBAN admission requirements page);
 * - statistics: U of T's MSc (its department's program requirements: three sessions full-time, usually completed in
 *   eight months; now "8 months (full-time)") and UBC's MSc (its department's program
 *   details: typically 20-24 months; now "20-24 months");
 * - U of T's counselling master's, renamed "Master of Education in Counselling Psychology, Counselling and Psychotherapy
 *   Field (MEd)" (OISE's program page: 2 years full-time, 250 hours of practicum, recognized by the CRPO; now "2 years
 *   (full-time)"; the page's versions are undated, one mentions the Fall 2021 intake);
 * - the University of Ottawa's MPA row, renamed "Master of Arts in Public Administration (MA)" (its Faculty of Social
 *   Sciences' page: an MA in Public Administration, research paper in 1 year or thesis in 2; now "1-2 years"; the university's graduate public-administration degree is an MA, not an MPA);
 * - Waterloo's Master of Management Sciences (its Department of Management Science and Engineering's page: a 16-month
 *   full-time program that can be completed in one year; now "12-16 months (full-time)").
 * Weak sources, to replace first: the pages that only name a program (Sherbrooke's anniversary page, Schulich's
 * admission requirements) and OISE's undated page. Lengths set from the pages: U of T's MA in Political Science, MSc
 * in Statistics and MEd, UBC's MSc in Statistics, the University of Ottawa's MA, Waterloo's MMSc; none taken out.
 * Withdrawn: none. Searched and not found (rows left as they are): UdeM's Maîtrise en environnement et développement
 * durable (only a Quartier Libre article, undated, on a planned maîtrise still awaiting approval, and a 2009 Les
 * Affaires item on its DESS, which with a 15-credit internship became a professional master's); Carleton's Master of
 * Applied Science in Environmental Engineering (only Carleton's environmental science calendars and a third-party copy
 * of a 2018 orientation deck of the joint Ottawa-Carleton institutes); UQAM's Maîtrise en développement du tourisme
 * (only its bachelor's in tourism and hotel management). The rows earlier passes searched without result (the
 * philosophy, mathematics and political-science bachelors of McGill, U of T, UBC and UdeM, uOttawa's BSocSc in Public
 * Administration, UdeM's physical-education bachelor, Seneca's Computer Systems Technician, Polytechnique's génie
 * industriel bachelor, the Sheridan and Humber animation certificates, McGill's MMA, Laval's sciences de
 * l'orientation, HEC's affaires internationales) were not searched again. Not reached: Guelph's Master of
 * Biotechnology, uOttawa's MEng in Environmental Engineering, the political-science MAs of McGill, UBC and uOttawa,
 * McGill's MA in Counselling Psychology, UBC's MSW, UdeM's Maîtrise en service social and health-services master's,
 * York's International MBA, SFU's MPP, and the industrial-engineering master's of U of T, Concordia and Polytechnique.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): rows of the regenerated worklist, looked up the
 * same way (stored copies of public pages, search tools only; no page re-read online; pages stored at http addresses are
 * cited at their https addresses; 30 look-ups). The rows earlier passes had searched without result were searched again
 * only with a new query, by the department's own program page.
 * Rows re-read, each now citing the page named (the institution's own page unless said otherwise):
 * - McGill's BA in Political Science (its department's undergraduate program page: "Bachelor of Arts (B.A.) - Major
 *   Concentration Political Science (36 Credits)" and "Honours Political Science (54 Credits)"), BA in Philosophy (its
 *   department's "Requirements for Programmes in Philosophy": Minor, Major Concentration, Joint Honours and Honours, "60
 *   credits in philosophy"; the audit sheets on the stored version are dated 2013, later copies at other addresses are
 *   dated 2023-2024) and BSc in Mathematics (its Department of Mathematics and Statistics' undergraduate programs page:
 *   degrees through the Faculties of Arts, Management and Science, "majors programs" and "honours programs"; copies of
 *   the 2023-2024 eCalendar at other addresses list "Bachelor of Science (B.Sc.) - Major Mathematics (54 credits)");
 * - U of T's Philosophy (HBA) (the Department of Philosophy's "Undergraduate at St. George" page: "undergraduate programs
 *   in philosophy"; it names no credential) and Mathematics (HBSc) (the Faculty of Arts & Science's future-students page:
 *   "Honours Bachelor of Science Programs - Mathematics (specialist, major and minor)");
 * - UBC's BA in Philosophy (the 2024/25 Vancouver Academic Calendar: the department "offers programs of study that lead to
 *   the Doctor of Philosophy, Master of Arts, and Bachelor of Arts"; Major in Philosophy, at least 42 credits);
 * - uOttawa's Honours BSocSc in Public Administration (its Faculty of Social Sciences' undergraduate page, "Public
 *   Administration": "Honours in Public Administration", with course sequence, co-op and French immersion; no length
 *   stated, so the row's "4 years" is taken out);
 * - Guelph's Master of Biotechnology (its program page: "The University of Guelph's Master of Biotechnology program",
 *   "this course-based master's program");
 * - the environmental-engineering master's of uOttawa and Carleton (Carleton's Graduate Calendar 2009-2010, Civil and
 *   Environmental Engineering: "The M.A.Sc. degree is awarded for a Master's degree by thesis and the M.Eng. degree ... by
 *   project and coursework"; "Environmental Engineering degrees are offered through the Ottawa-Carleton Institute for
 *   Environmental Engineering", jointly administered by Carleton and the University of Ottawa);
 * - the political-science MAs of McGill (its graduate admissions page: "The Master of Arts (M.A.) in Political Science
 *   (Thesis) ... a research-intensive program", six to seven seminars "over two or three academic terms"), UBC (its
 *   department's master's page: "The scholarly one-year Master of Arts (MA) program in Political Science at UBC
 *   Vancouver"; now "1 year") and uOttawa (its Faculty of Social Sciences' graduate page: "MA in Political Science", with
 *   thesis, major research paper or co-op);
 * - McGill's MA in Counselling Psychology (its department's MA page: the Professional/Internship concentration "requires
 *   two years (four semesters) and one summer term of full-time study"; now "2 years (full-time)"; a later stored version
 *   of the same page says "admission is closed to the MA Professional/Internship concentration while the current program
 *   undergoes revisions", and a copy of the department's Project-concentration page, at another address, gives "four
 *   semesters over two years": check first which concentration admits);
 * - Laval's Maîtrise en sciences de l'orientation (the page of the Ordre des conseillers et conseillères d'orientation du
 *   Québec on admission to the profession, listing the "Maîtrise en sciences de l'orientation avec stage et essai ou avec
 *   stage et mémoire (M.A.), de l'Université Laval" among the diplomas giving direct access to the permit; it also lists
 *   McGill's non-thesis M.A. in Counselling Psychology; no length stated, so the row's "2 ans" is taken out);
 * - UdeM's health-services master's, renamed "Maîtrise en administration des services de santé (M. Sc.)" (its admission
 *   page, 2-770-1-1: "Maîtrise ès sciences (M. Sc.)", 45 crédits, "Avec mémoire ou thèse, avec travail dirigé", ESPUM);
 * - SFU's Master of Public Policy (its School of Public Policy's "About Us" page: "Located at SFU's Harbour Centre Campus
 *   in the heart of downtown Vancouver, the Master's in Public Policy is an innovative two-year graduate program"; now "2
 *   years", taught in Vancouver; the page is undated, its school founded in 2003);
 * - U of T's industrial-engineering MEng, renamed "Master of Engineering (MEng), Department of Mechanical and Industrial
 *   Engineering" (MIE's MEng page: "MIE's MEng program", coursework and an optional project; it names no MEng in
 *   industrial engineering alone);
 * - Concordia's MEng in Industrial Engineering (a faculty member's page on Concordia's ENCS server, "Information for MEng
 *   Industrial Engineering Students": "The MEng Industrial Engineering is a two year, course based program with the
 *   following six options"; now "2 years");
 * - Polytechnique's Maîtrise en génie industriel (La Presse, 15 November 2011: a formation in ingénierie des systèmes de
 *   santé "donnée dans le cadre de la maîtrise en génie industriel").
 * Weak sources, to replace first: La Presse (2011) and Carleton's 2009-2010 calendar (both older than 2015), the U of T
 * philosophy page (no credential named), the OCCOQ page (not Laval's own), the Concordia faculty member's page,
 * McGill's philosophy requirements (2013 audit sheets) and counselling page (see above), SFU's undated MPP page. Lengths set: UBC's MA (1 year), McGill's MA in
 * Counselling Psychology (2 years), SFU's MPP (2 years), Concordia's MEng (2 years). Lengths taken out (`duration: null`):
 * the "4 years" of the philosophy and mathematics bachelors of McGill, U of T and UBC and of McGill's political-science
 * bachelor and uOttawa's public-administration bachelor, and the "2 ans" of Laval's maîtrise, none of which their pages
 * state. Withdrawn: York's International MBA (Schulich School of Business): Schulich's
 * IMBA FAQ (https://schulich.yorku.ca/admissions/imba-faq/), "Winding Down Schulich's IMBA Program", says admissions were
 * suspended for Fall 2021 "as a first step in our intention to wind down the IMBA Program by June 2022" (Schulich's MBA
 * keeps a specialization in International Business, a lead for a replacement row). Searched and not found (rows left as
 * they are): UBC's MSW (only UBC Okanagan's MSW, Foundational Two-Year and Advanced One-Year tracks, in Kelowna; the row
 * stays at Vancouver unread); UdeM's Maîtrise en service social (twice; only the social-work master's of Laval, UQAM,
 * Sherbrooke and UQO, and UdeM's Doctorat en travail social); UdeM's Baccalauréat en philosophie (only UQAM's and UdeM's
 * four-year-bachelor pages) and Baccalauréat en enseignement de l'éducation physique et à la santé (only UQTR's,
 * again); UQAM's Maîtrise en développement du tourisme (a query by its program page found only its bachelor's in tourism and hotel
 * management and its department's history); HEC Montréal's M. Sc. in affaires internationales (again only its
 * department's history page); Humber's 3D Animation, Art and Design graduate certificate (only Humber's Visual and
 * Digital Arts diploma and Game Programming advanced diploma, and other colleges' animation programs); McGill's Master of
 * Management in Analytics (only news on the Desautels MBA and other schools' analytics masters).
 * Not searched again (searched before without result; no new query): Seneca's Computer Systems Technician,
 * Polytechnique's génie industriel bachelor, Sheridan's animation certificate and UdeM's environment master's.
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block): the regenerated worklist, looked up the
 * same way (stored copies of public pages, search tools only; no page re-read online; 4 look-ups for Canada), first the
 * international-business gap, then rows searched before, with a new query (the program's regulations or its school's
 * page). Row re-read:
 * - Polytechnique Montréal's Baccalauréat en génie industriel: Polytechnique's Règlements des études de baccalauréat
 *   (its official documents, an older edition under the name "École Polytechnique"): "L'École Polytechnique dispense un
 *   enseignement conduisant à un grade de premier cycle de baccalauréat en ingénierie dans une des spécialités
 *   suivantes: ... génie industriel ..."; "Les programmes de baccalauréat en ingénierie totalisent 120 crédits"; the
 *   diploma of "bachelier en ingénierie portant la mention de la spécialité" is conferred by the Université de Montréal.
 *   The 2018-2019 edition of the same Règlements, seen in a copy on pdfslide.fr, gives the same list (with génie
 *   biomédical and génie aérospatial) and the same 120 crédits. The row's "4 ans", which the page does not state, is taken
 *   out (credits are not a length the report can show).
 * Row added, international business (graduate), where the country had one institution (HEC Montréal): Queen's
 * University's Master of International Business (Smith School of Business; its program page: "Single degree, Double
 * degree, and Internship options, from 12 to 24 months"; "a full-time program beginning each year in September"; "The
 * Single Degree path enables you to earn a Master of International Business degree in twelve months", with a semester
 * at an exchange partner), length "12-24 months (single or double degree)"; Queen's was already listed.
 * Weak sources, to replace first: Polytechnique's older Règlements page (undated; it still names génie des matériaux,
 * and the school by its name before 2013). Lengths set: Queen's MIB. Taken out: Polytechnique's génie industriel ("4 ans").
 * Withdrawn: none.
 * Searched and not found (rows left as they are): Seneca's Computer Systems Technician (only the CST diplomas of
 * Algonquin, Humber, Georgian and Loyalist, and other provinces' programs); Sheridan's Computer Animation graduate
 * certificate (only pages on Sheridan's Honours Bachelor of Animation and press on its alumni). Not reached (this
 * pass's share of the look-ups): UdeM's philosophy and physical-education bachelors, environment and social-work
 * master's, McGill's MMA, Humber's animation certificate, UBC's MSW, UQAM's tourism master's, HEC's M. Sc. in affaires
 * internationales.
 * Session 30 pass of 2026-11-28 (no `VERIFIED_S30` block: nothing citable was found): 6 look-ups for Canada (search
 * tools only). McGill's Master of Management in Analytics: only copies of the Desautels graduate eCalendar (2011-2012
 * and 2021-2022, whose stored openings stop before the programme list) and other universities' analytics programmes
 * came up. Ontario colleges' program suspensions after the 2024 study-permit cap were checked for the worklist's
 * college rows: Kidscreen (27 November 2024) names the six Animation, Arts and Design programmes Sheridan paused
 * (visual and creative arts, performing arts preparation, game level design, photography, journalism, visual
 * merchandising design) and corrects an earlier version that had wrongly listed its computer animation programme, so
 * Sheridan's Computer Animation row is left as it is; no page listing Humber's or Seneca's suspended programmes was
 * found (only their suspension policies and news of Seneca's Markham campus closure), so Humber's 3D Animation, Art and
 * Design and Seneca's Computer Systems Technician rows are left as they are: check first that they still admit. Rows
 * re-read, added or withdrawn: none. Not reached: the other verify rows.
 */
import type { CountryCatalog, DataSource, Institution, Program } from "../types";
import { type CatalogPass, institutionPage, institutionsOf, offered, taggedPages, withPasses } from "./define";

// Added on 2026-11-28 (see the header). Each new source is the institution's own page: the stored copy read
// (`page`), or its official site for rows written from knowledge of its published programs (`site`).
const ADDED = "2026-11-28";
const caInstitution = institutionsOf("CA");
const page = taggedPages(ADDED, ADDED);
const site = (id: string, publisher: string, url: string) =>
  institutionPage(`${id}-site-${ADDED}`, publisher, "Programs (official site)", url, ADDED);

const ADDED_SOURCES: DataSource[] = [
  page(
    "ca-macewan-bmus",
    "MacEwan University",
    "Academic Calendar: Recording and Production Major - Bachelor of Music",
    "https://calendar.macewan.ca/programs/degree-programs/bmus-recording-production",
  ),
  page(
    "ca-uleth-daa",
    "University of Lethbridge",
    "Digital Audio Arts Admission",
    "https://www.uleth.ca/finearts/departments/music/digital-audio-arts-admission",
  ),
  site("ca-mcgill", "McGill University", "https://www.mcgill.ca"),
  page(
    "ca-cchic-cqfa",
    "Cégep de Chicoutimi (Centre québécois de formation aéronautique)",
    "Les particularités du Centre québécois de formation aéronautique",
    "https://cqfacollege.cchic.ca/informations-generales/particularites/",
  ),
  page(
    "ca-saultcollege-aviation",
    "Sault College",
    "Aviation Commercial Operations (with a link to the Aviation Technology - Flight program)",
    "https://www.saultcollege.ca/programs/aviation/aviation-commercial-operations",
  ),
  page(
    "ca-umanitoba-brt",
    "University of Manitoba",
    "Bachelor of Respiratory Therapy",
    "https://www.umanitoba.ca/explore/programs-of-study/respiratory-therapy-brt",
  ),
  site("ca-dal", "Dalhousie University", "https://www.dal.ca"),
  page(
    "ca-saskpolytech-geomatics",
    "Saskatchewan Polytechnic",
    "Geomatics and Surveying Engineering Technology",
    "https://saskpolytech.ca/programs-and-courses/programs/Geomatics-and-Surveying-Engineering-Technology.aspx",
  ),
  page(
    "ca-nscc-survey",
    "Nova Scotia Community College",
    "Survey Technician",
    "https://www.nscc.ca/learning_programs/programs/PlanDescr.aspx?prg=SUTN&pln=SURVTECH",
  ),
  site("ca-nait", "Northern Alberta Institute of Technology (NAIT)", "https://www.nait.ca"),
  site("ca-bcit", "British Columbia Institute of Technology (BCIT)", "https://www.bcit.ca"),
  page(
    "ca-centennial-aviation",
    "Centennial College",
    "Aviation training programs take flight (School of Transportation)",
    "https://www.centennialcollege.ca/school-of-transportation-blog/2014/february/24/aviation-training-programs-take-flight/",
  ),
  page(
    "ca-confederation-ame",
    "Confederation College",
    "Aviation Technician - Aircraft Maintenance: Requirements",
    "https://www.confederationcollege.ca/program/aviation-technician-aircraft-maintenance/admission",
  ),
  page(
    "ca-mohawk-ame",
    "Mohawk College",
    "Aviation Technician - Aircraft Maintenance - 269",
    "https://www.mohawkcollege.ca/programs/technology/aviation-technician-aircraft-maintenance-269",
  ),
  page(
    "ca-algonquin-events",
    "Algonquin College",
    "Event Management celebrates 25 years",
    "https://algonquincollege.force.com/myAC/EC_CommunityNewsDetail?id=a3hC0000001sjD0IAI",
  ),
  site("ca-niagara", "Niagara College", "https://www.niagaracollege.ca"),
  page(
    "ca-cegepat-mining",
    "Cégep de l'Abitibi-Témiscamingue",
    "Spécialisation technique en environnement minier (news, Technologie minérale department)",
    "https://cegepat.qc.ca/?p=11430",
  ),
  site("ca-cegepsi", "Cégep de Sept-Îles", "https://www.cegepsi.ca"),
  page(
    "ca-douglas-him",
    "Douglas College",
    "Health Information Management (Post-Baccalaureate Diploma)",
    "https://www.douglascollege.ca/program/pdhim",
  ),
];

const ADDED_INSTITUTIONS: Institution[] = [
  caInstitution(
    "ca-macewan",
    "MacEwan University",
    "Edmonton",
    "public",
    "https://www.macewan.ca",
    `ca-macewan-bmus-${ADDED}`,
  ),
  caInstitution(
    "ca-uleth",
    "University of Lethbridge",
    "Lethbridge",
    "public",
    "https://www.ulethbridge.ca",
    `ca-uleth-daa-${ADDED}`,
  ),
  caInstitution(
    "ca-cchic",
    "Cégep de Chicoutimi (Centre québécois de formation aéronautique)",
    "Saguenay",
    "public",
    "https://cchic.ca",
    `ca-cchic-cqfa-${ADDED}`,
  ),
  caInstitution(
    "ca-saultcollege",
    "Sault College",
    "Sault Ste. Marie",
    "public",
    "https://www.saultcollege.ca",
    `ca-saultcollege-aviation-${ADDED}`,
  ),
  caInstitution(
    "ca-umanitoba",
    "University of Manitoba",
    "Winnipeg",
    "public",
    "https://umanitoba.ca",
    `ca-umanitoba-brt-${ADDED}`,
  ),
  caInstitution(
    "ca-saskpolytech",
    "Saskatchewan Polytechnic",
    "Saskatoon",
    "public",
    "https://saskpolytech.ca",
    `ca-saskpolytech-geomatics-${ADDED}`,
  ),
  caInstitution(
    "ca-nscc",
    "Nova Scotia Community College",
    "Halifax",
    "public",
    "https://www.nscc.ca",
    `ca-nscc-survey-${ADDED}`,
  ),
  caInstitution(
    "ca-confederation",
    "Confederation College",
    "Thunder Bay",
    "public",
    "https://www.confederationcollege.ca",
    `ca-confederation-ame-${ADDED}`,
  ),
  caInstitution(
    "ca-mohawk",
    "Mohawk College",
    "Hamilton",
    "public",
    "https://www.mohawkcollege.ca",
    `ca-mohawk-ame-${ADDED}`,
  ),
  caInstitution(
    "ca-niagara",
    "Niagara College",
    "Welland",
    "public",
    "https://www.niagaracollege.ca",
    `ca-niagara-site-${ADDED}`,
  ),
  caInstitution(
    "ca-cegepat",
    "Cégep de l'Abitibi-Témiscamingue",
    "Rouyn-Noranda",
    "public",
    "https://www.cegepat.qc.ca",
    `ca-cegepat-mining-${ADDED}`,
  ),
  caInstitution(
    "ca-cegepsi",
    "Cégep de Sept-Îles",
    "Sept-Îles",
    "public",
    "https://www.cegepsi.ca",
    `ca-cegepsi-site-${ADDED}`,
  ),
  caInstitution(
    "ca-douglas",
    "Douglas College",
    "New Westminster",
    "public",
    "https://www.douglascollege.ca",
    `ca-douglas-him-${ADDED}`,
  ),
];

const ADDED_PROGRAMS: Program[] = [
  // Music production (bachelor's and master's).
  ...offered("ca-macewan", "bachelor", `ca-macewan-bmus-${ADDED}`, [
    ["music-production", "Bachelor of Music, Recording and Production Major", { duration: "4 years" }],
  ]),
  ...offered("ca-uleth", "bachelor", `ca-uleth-daa-${ADDED}`, [
    ["music-production", "Bachelor of Music in Digital Audio Arts", { duration: "4 years" }],
  ]),
  ...offered("ca-mcgill", "graduate", `ca-mcgill-site-${ADDED}`, [
    ["music-production", "Master of Music (M.Mus.) in Sound Recording"],
  ]),
  // Commercial pilot.
  ...offered("ca-cchic", "technical", `ca-cchic-cqfa-${ADDED}`, [
    ["commercial-pilot", "Techniques de pilotage d'aéronefs (DEC, 280.A0)", { duration: "3 years" }],
  ]),
  ...offered("ca-saultcollege", "technical", `ca-saultcollege-aviation-${ADDED}`, [
    ["commercial-pilot", "Aviation Technology - Flight (Ontario College Advanced Diploma)", { duration: "3 years" }],
  ]),
  // Respiratory therapy (bachelor's).
  ...offered("ca-umanitoba", "bachelor", `ca-umanitoba-brt-${ADDED}`, [
    ["respiratory-therapy", "Bachelor of Respiratory Therapy (BRT)", { duration: "4 years" }],
  ]),
  ...offered("ca-dal", "bachelor", `ca-dal-site-${ADDED}`, [
    ["respiratory-therapy", "Bachelor of Health Sciences (Respiratory Therapy)", { duration: "4 years" }],
  ]),
  // Surveying.
  ...offered("ca-saskpolytech", "technical", `ca-saskpolytech-geomatics-${ADDED}`, [
    ["surveying", "Geomatics and Surveying Engineering Technology (Diploma)", { duration: "3 years" }],
  ]),
  ...offered("ca-nscc", "technical", `ca-nscc-survey-${ADDED}`, [
    ["surveying", "Survey Technician", { duration: "1 year" }],
  ]),
  ...offered("ca-nait", "technical", `ca-nait-site-${ADDED}`, [
    ["surveying", "Surveying and Geospatial Engineering Technology (Diploma)", { duration: "2 years" }],
  ]),
  ...offered("ca-bcit", "technical", `ca-bcit-site-${ADDED}`, [
    ["surveying", "Geomatics Engineering Technology (Diploma)", { duration: "2 years" }],
  ]),
  // Aircraft maintenance.
  ...offered("ca-centennial", "technical", `ca-centennial-aviation-${ADDED}`, [
    [
      "aircraft-maintenance",
      "Aviation Technician – Aircraft Maintenance (Ontario College Diploma)",
      { duration: "2 years" },
    ],
  ]),
  ...offered("ca-confederation", "technical", `ca-confederation-ame-${ADDED}`, [
    [
      "aircraft-maintenance",
      "Aviation Technician - Aircraft Maintenance (Ontario College Diploma)",
      { duration: "2 years" },
    ],
  ]),
  ...offered("ca-mohawk", "technical", `ca-mohawk-ame-${ADDED}`, [
    [
      "aircraft-maintenance",
      "Aviation Technician - Aircraft Maintenance (Ontario College Diploma)",
      { duration: "2 years" },
    ],
  ]),
  // Event management.
  ...offered("ca-algonquin", "technical", `ca-algonquin-events-${ADDED}`, [["event-management", "Event Management"]]),
  ...offered("ca-niagara", "technical", `ca-niagara-site-${ADDED}`, [
    ["event-management", "Event Management (Ontario College Graduate Certificate)", { duration: "1 year" }],
  ]),
  // Mining technician.
  ...offered("ca-cegepat", "technical", `ca-cegepat-mining-${ADDED}`, [
    ["mining-technician", "Technologie minérale (DEC)", { duration: "3 years" }],
  ]),
  ...offered("ca-cegepsi", "technical", `ca-cegepsi-site-${ADDED}`, [
    ["mining-technician", "Technologie minérale (DEC)", { duration: "3 years" }],
  ]),
  // Health information.
  ...offered("ca-douglas", "technical", `ca-douglas-him-${ADDED}`, [
    [
      "health-information-technician",
      "Health Information Management (Post-Baccalaureate Diploma)",
      { duration: "2 years" },
    ],
  ]),
  ...offered("ca-nait", "technical", `ca-nait-site-${ADDED}`, [
    ["health-information-technician", "Health Information Management (Diploma)", { duration: "2 years" }],
  ]),
];

// Added on 2026-11-28 in a second pass (the `ADDED_B` rows, see the header): bachelor's degrees in
// cybersecurity, each read from a stored copy of the institution's own page.
const ADDED_B_SOURCES: DataSource[] = [
  page(
    "ca-carleton-bcyber",
    "Carleton University",
    "Bachelor of Cybersecurity: course selection guide (Registrar's Office)",
    "https://carleton.ca/registration/bcyber/",
  ),
  page(
    "ca-concordia-bsc-cyber",
    "Concordia University",
    "Undergraduate Calendar, Section 71.100.2: Course Requirements (BSc in Cybersecurity)",
    "https://www.concordia.ca/academics/undergraduate/calendar/current/section-71-gina-cody-school-of-engineering-and-computer-science/section-71-100-concordia-institute-for-information-systems-engineering/section-71-100-2-course-requirements-bsc-in-cybersecurity-.html",
  ),
];

const ADDED_B_PROGRAMS: Program[] = [
  ...offered("ca-carleton", "bachelor", `ca-carleton-bcyber-${ADDED}`, [
    ["cybersecurity", "Bachelor of Cybersecurity (B.Cyber. Honours)", { duration: "4 years" }],
  ]),
  ...offered("ca-concordia", "bachelor", `ca-concordia-bsc-cyber-${ADDED}`, [
    ["cybersecurity", "BSc in Cybersecurity"],
  ]),
];

/** The catalog as the passes before session 27 wrote it; `VERIFIED_S27` (below) re-reads its most-shown rows. */
const FIRST_ROWS: CountryCatalog = {
  country: "CA",
  sources: [
    {
      id: "ca-utoronto-site",
      publisher: "University of Toronto",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.utoronto.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-mcgill-site",
      publisher: "McGill University",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.mcgill.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-ubc-site",
      publisher: "The University of British Columbia",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.ubc.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-umontreal-site",
      publisher: "Université de Montréal",
      title: "Programmes d'études (page officielle)",
      url: "https://www.umontreal.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-uwaterloo-site",
      publisher: "University of Waterloo",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://uwaterloo.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-uoguelph-site",
      publisher: "University of Guelph",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.uoguelph.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-tmu-site",
      publisher: "Toronto Metropolitan University",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.torontomu.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-yorku-site",
      publisher: "York University",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.yorku.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-uottawa-site",
      publisher: "University of Ottawa / Université d'Ottawa",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.uottawa.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-carleton-site",
      publisher: "Carleton University",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://carleton.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-ulaval-site",
      publisher: "Université Laval",
      title: "Programmes d'études (page officielle)",
      url: "https://www.ulaval.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-usherbrooke-site",
      publisher: "Université de Sherbrooke",
      title: "Programmes d'études (page officielle)",
      url: "https://www.usherbrooke.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-uqam-site",
      publisher: "Université du Québec à Montréal (UQAM)",
      title: "Programmes d'études (page officielle)",
      url: "https://uqam.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-concordia-site",
      publisher: "Concordia University",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.concordia.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-ualberta-site",
      publisher: "University of Alberta",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.ualberta.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-ucalgary-site",
      publisher: "University of Calgary",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.ucalgary.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-dal-site",
      publisher: "Dalhousie University",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.dal.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-uwo-site",
      publisher: "Western University",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.uwo.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-sfu-site",
      publisher: "Simon Fraser University",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.sfu.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-hec-site",
      publisher: "HEC Montréal",
      title: "Programmes d'études (page officielle)",
      url: "https://www.hec.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-enap-site",
      publisher: "École nationale d'administration publique (ENAP)",
      title: "Programmes d'études (page officielle)",
      url: "https://enap.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-ocadu-site",
      publisher: "OCAD University",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.ocadu.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-sheridan-site",
      publisher: "Sheridan College",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.sheridancollege.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-polymtl-site",
      publisher: "Polytechnique Montréal",
      title: "Programmes d'études (page officielle)",
      url: "https://www.polymtl.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-msvu-site",
      publisher: "Mount Saint Vincent University",
      title: "Undergraduate and graduate programs (official page)",
      url: "https://www.msvu.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-humber-site",
      publisher: "Humber Polytechnic",
      title: "Programs (official page)",
      url: "https://humber.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-georgebrown-site",
      publisher: "George Brown College",
      title: "Programs (official page)",
      url: "https://www.georgebrown.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-centennial-site",
      publisher: "Centennial College",
      title: "Programs (official page)",
      url: "https://www.centennialcollege.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-seneca-site",
      publisher: "Seneca Polytechnic",
      title: "Programs (official page)",
      url: "https://www.senecapolytechnic.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-algonquin-site",
      publisher: "Algonquin College",
      title: "Programs (official page)",
      url: "https://www.algonquincollege.com",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-bcit-site",
      publisher: "British Columbia Institute of Technology (BCIT)",
      title: "Programs and courses (official page)",
      url: "https://www.bcit.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-sait-site",
      publisher: "Southern Alberta Institute of Technology (SAIT)",
      title: "Programs (official page)",
      url: "https://www.sait.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-nait-site",
      publisher: "Northern Alberta Institute of Technology (NAIT)",
      title: "Programs (official page)",
      url: "https://www.nait.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-cvm-site",
      publisher: "Cégep du Vieux Montréal",
      title: "Programmes d'études (page officielle)",
      url: "https://www.cvm.qc.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-ithq-site",
      publisher: "Institut de tourisme et d'hôtellerie du Québec (ITHQ)",
      title: "Programmes d'études (page officielle)",
      url: "https://www.ithq.qc.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-dawson-site",
      publisher: "Dawson College",
      title: "Programs of study: DEC career programs (official page)",
      url: "https://www.dawsoncollege.qc.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-rrc-site",
      publisher: "Red River College Polytechnic",
      title: "Programs and courses (official page)",
      url: "https://www.rrc.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-royalroads-site",
      publisher: "Royal Roads University",
      title: "Graduate programs (official page)",
      url: "https://www.royalroads.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-georgian-site",
      publisher: "Georgian College",
      title: "Full-time programs (official page)",
      url: "https://www.georgiancollege.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "ca-queens-site",
      publisher: "Queen's University",
      title: "Graduate and undergraduate programs (official page)",
      url: "https://www.queensu.ca",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    institutionPage(
      "ca-tmu-2026-11-27",
      "Toronto Metropolitan University",
      "The Chang School: Bachelor of Health Administration",
      "https://www.torontomu.ca",
      "2026-11-27",
    ),
    institutionPage(
      "ca-uoguelph-2026-11-27",
      "University of Guelph",
      "Graduate programs (official page)",
      "https://www.uoguelph.ca",
      "2026-11-27",
    ),
    institutionPage(
      "ca-mcgill-2026-11-27",
      "McGill University",
      "Graduate programs (official page)",
      "https://www.mcgill.ca",
      "2026-11-27",
    ),
    institutionPage(
      "ca-yorku-2026-11-27",
      "York University",
      "Undergraduate programs (official page)",
      "https://www.yorku.ca",
      "2026-11-27",
    ),
    ...ADDED_SOURCES,
    ...ADDED_B_SOURCES,
  ],
  institutions: [
    {
      id: "ca-utoronto",
      country: "CA",
      name: "University of Toronto",
      city: "Toronto",
      kind: "public",
      website: "https://www.utoronto.ca",
      source: "ca-utoronto-site",
    },
    {
      id: "ca-mcgill",
      country: "CA",
      name: "McGill University",
      city: "Montréal",
      kind: "public",
      website: "https://www.mcgill.ca",
      source: "ca-mcgill-site",
    },
    {
      id: "ca-ubc",
      country: "CA",
      name: "The University of British Columbia",
      city: "Vancouver",
      kind: "public",
      website: "https://www.ubc.ca",
      source: "ca-ubc-site",
    },
    {
      id: "ca-umontreal",
      country: "CA",
      name: "Université de Montréal",
      city: "Montréal",
      kind: "public",
      website: "https://www.umontreal.ca",
      source: "ca-umontreal-site",
    },
    {
      id: "ca-uwaterloo",
      country: "CA",
      name: "University of Waterloo",
      city: "Waterloo",
      kind: "public",
      website: "https://uwaterloo.ca",
      source: "ca-uwaterloo-site",
    },
    {
      id: "ca-uoguelph",
      country: "CA",
      name: "University of Guelph",
      city: "Guelph",
      kind: "public",
      website: "https://www.uoguelph.ca",
      source: "ca-uoguelph-site",
    },
    {
      id: "ca-tmu",
      country: "CA",
      name: "Toronto Metropolitan University",
      city: "Toronto",
      kind: "public",
      website: "https://www.torontomu.ca",
      source: "ca-tmu-site",
    },
    {
      id: "ca-yorku",
      country: "CA",
      name: "York University",
      city: "Toronto",
      kind: "public",
      website: "https://www.yorku.ca",
      source: "ca-yorku-site",
    },
    {
      id: "ca-uottawa",
      country: "CA",
      name: "University of Ottawa / Université d'Ottawa",
      city: "Ottawa",
      kind: "public",
      website: "https://www.uottawa.ca",
      source: "ca-uottawa-site",
    },
    {
      id: "ca-carleton",
      country: "CA",
      name: "Carleton University",
      city: "Ottawa",
      kind: "public",
      website: "https://carleton.ca",
      source: "ca-carleton-site",
    },
    {
      id: "ca-ulaval",
      country: "CA",
      name: "Université Laval",
      city: "Québec",
      kind: "public",
      website: "https://www.ulaval.ca",
      source: "ca-ulaval-site",
    },
    {
      id: "ca-usherbrooke",
      country: "CA",
      name: "Université de Sherbrooke",
      city: "Sherbrooke",
      kind: "public",
      website: "https://www.usherbrooke.ca",
      source: "ca-usherbrooke-site",
    },
    {
      id: "ca-uqam",
      country: "CA",
      name: "Université du Québec à Montréal (UQAM)",
      city: "Montréal",
      kind: "public",
      website: "https://uqam.ca",
      source: "ca-uqam-site",
    },
    {
      id: "ca-concordia",
      country: "CA",
      name: "Concordia University",
      city: "Montréal",
      kind: "public",
      website: "https://www.concordia.ca",
      source: "ca-concordia-site",
    },
    {
      id: "ca-ualberta",
      country: "CA",
      name: "University of Alberta",
      city: "Edmonton",
      kind: "public",
      website: "https://www.ualberta.ca",
      source: "ca-ualberta-site",
    },
    {
      id: "ca-ucalgary",
      country: "CA",
      name: "University of Calgary",
      city: "Calgary",
      kind: "public",
      website: "https://www.ucalgary.ca",
      source: "ca-ucalgary-site",
    },
    {
      id: "ca-dal",
      country: "CA",
      name: "Dalhousie University",
      city: "Halifax",
      kind: "public",
      website: "https://www.dal.ca",
      source: "ca-dal-site",
    },
    {
      id: "ca-uwo",
      country: "CA",
      name: "Western University",
      city: "London",
      kind: "public",
      website: "https://www.uwo.ca",
      source: "ca-uwo-site",
    },
    {
      id: "ca-sfu",
      country: "CA",
      name: "Simon Fraser University",
      city: "Burnaby",
      kind: "public",
      website: "https://www.sfu.ca",
      source: "ca-sfu-site",
    },
    {
      id: "ca-hec",
      country: "CA",
      name: "HEC Montréal",
      city: "Montréal",
      kind: "public",
      website: "https://www.hec.ca",
      source: "ca-hec-site",
    },
    {
      id: "ca-enap",
      country: "CA",
      name: "École nationale d'administration publique (ENAP)",
      city: "Québec",
      kind: "public",
      website: "https://enap.ca",
      source: "ca-enap-site",
    },
    {
      id: "ca-ocadu",
      country: "CA",
      name: "OCAD University",
      city: "Toronto",
      kind: "public",
      website: "https://www.ocadu.ca",
      source: "ca-ocadu-site",
    },
    {
      id: "ca-sheridan",
      country: "CA",
      name: "Sheridan College",
      city: "Oakville",
      kind: "public",
      website: "https://www.sheridancollege.ca",
      source: "ca-sheridan-site",
    },
    {
      id: "ca-polymtl",
      country: "CA",
      name: "Polytechnique Montréal",
      city: "Montréal",
      kind: "public",
      website: "https://www.polymtl.ca",
      source: "ca-polymtl-site",
    },
    {
      id: "ca-msvu",
      country: "CA",
      name: "Mount Saint Vincent University",
      city: "Halifax",
      kind: "public",
      website: "https://www.msvu.ca",
      source: "ca-msvu-site",
    },
    {
      id: "ca-humber",
      country: "CA",
      name: "Humber Polytechnic",
      city: "Toronto",
      kind: "public",
      website: "https://humber.ca",
      source: "ca-humber-site",
    },
    {
      id: "ca-georgebrown",
      country: "CA",
      name: "George Brown College",
      city: "Toronto",
      kind: "public",
      website: "https://www.georgebrown.ca",
      source: "ca-georgebrown-site",
    },
    {
      id: "ca-centennial",
      country: "CA",
      name: "Centennial College",
      city: "Toronto",
      kind: "public",
      website: "https://www.centennialcollege.ca",
      source: "ca-centennial-site",
    },
    {
      id: "ca-seneca",
      country: "CA",
      name: "Seneca Polytechnic",
      city: "Toronto",
      kind: "public",
      website: "https://www.senecapolytechnic.ca",
      source: "ca-seneca-site",
    },
    {
      id: "ca-algonquin",
      country: "CA",
      name: "Algonquin College",
      city: "Ottawa",
      kind: "public",
      website: "https://www.algonquincollege.com",
      source: "ca-algonquin-site",
    },
    {
      id: "ca-bcit",
      country: "CA",
      name: "British Columbia Institute of Technology (BCIT)",
      city: "Burnaby",
      kind: "public",
      website: "https://www.bcit.ca",
      source: "ca-bcit-site",
    },
    {
      id: "ca-sait",
      country: "CA",
      name: "Southern Alberta Institute of Technology (SAIT)",
      city: "Calgary",
      kind: "public",
      website: "https://www.sait.ca",
      source: "ca-sait-site",
    },
    {
      id: "ca-nait",
      country: "CA",
      name: "Northern Alberta Institute of Technology (NAIT)",
      city: "Edmonton",
      kind: "public",
      website: "https://www.nait.ca",
      source: "ca-nait-site",
    },
    {
      id: "ca-cvm",
      country: "CA",
      name: "Cégep du Vieux Montréal",
      city: "Montréal",
      kind: "public",
      website: "https://www.cvm.qc.ca",
      source: "ca-cvm-site",
    },
    {
      id: "ca-ithq",
      country: "CA",
      name: "Institut de tourisme et d'hôtellerie du Québec (ITHQ)",
      city: "Montréal",
      kind: "public",
      website: "https://www.ithq.qc.ca",
      source: "ca-ithq-site",
    },
    {
      id: "ca-dawson",
      country: "CA",
      name: "Dawson College",
      city: "Montréal",
      kind: "public",
      website: "https://www.dawsoncollege.qc.ca",
      source: "ca-dawson-site",
    },
    {
      id: "ca-rrc",
      country: "CA",
      name: "Red River College Polytechnic",
      city: "Winnipeg",
      kind: "public",
      website: "https://www.rrc.ca",
      source: "ca-rrc-site",
    },
    {
      id: "ca-royalroads",
      country: "CA",
      name: "Royal Roads University",
      city: "Victoria",
      kind: "public",
      website: "https://www.royalroads.ca",
      source: "ca-royalroads-site",
    },
    {
      id: "ca-georgian",
      country: "CA",
      name: "Georgian College",
      city: "Barrie",
      kind: "public",
      website: "https://www.georgiancollege.ca",
      source: "ca-georgian-site",
    },
    {
      id: "ca-queens",
      country: "CA",
      name: "Queen's University",
      city: "Kingston",
      kind: "public",
      website: "https://www.queensu.ca",
      source: "ca-queens-site",
    },
    ...ADDED_INSTITUTIONS,
  ],
  programs: [
    ...offered("ca-utoronto", "bachelor", "ca-utoronto-site", [
      ["medicine", "Doctor of Medicine (MD)", { duration: "4 years" }],
      ["dentistry", "Doctor of Dental Surgery (DDS)", { duration: "4 years" }],
      ["pharmacy", "Doctor of Pharmacy (PharmD)", { duration: "4 years" }],
      ["law", "Juris Doctor (JD)", { duration: "3 years" }],
      ["nursing", "Bachelor of Science in Nursing (BScN)", { duration: "2 years (after prior university studies)" }],
      ["computer-science", "Computer Science (HBSc)", { duration: "4 years" }],
      ["civil-engineering", "Civil Engineering (BASc)", { duration: "4 years" }],
      ["mechanical-engineering", "Mechanical Engineering (BASc)", { duration: "4 years" }],
      ["electrical-engineering", "Electrical Engineering (BASc)", { duration: "4 years" }],
      ["chemical-engineering", "Chemical Engineering (BASc)", { duration: "4 years" }],
      ["industrial-engineering", "Industrial Engineering (BASc)", { duration: "4 years" }],
      ["mining-engineering", "Mineral Engineering (BASc)", { duration: "4 years" }],
      ["aerospace-engineering", "Engineering Science (Aerospace Engineering)", { duration: "4 years" }],
      ["architecture", "Architectural Studies (HBA)", { duration: "4 years" }],
      ["economics", "Economics (HBA)", { duration: "4 years" }],
      ["psychology", "Psychology (HBSc)", { duration: "4 years" }],
      ["political-science", "Political Science (HBA)", { duration: "4 years" }],
      ["sociology", "Sociology (HBA)", { duration: "4 years" }],
      ["anthropology", "Anthropology (HBA)", { duration: "4 years" }],
      ["history", "History (HBA)", { duration: "4 years" }],
      ["philosophy", "Philosophy (HBA)", { duration: "4 years" }],
      ["literature", "English (HBA)", { duration: "4 years" }],
      ["mathematics", "Mathematics (HBSc)", { duration: "4 years" }],
      ["statistics", "Statistics (HBSc)", { duration: "4 years" }],
      ["physics", "Physics (HBSc)", { duration: "4 years" }],
      ["chemistry", "Chemistry (HBSc)", { duration: "4 years" }],
      ["biology", "Biology (HBSc)", { duration: "4 years" }],
      ["music", "Bachelor of Music (MusBac)", { duration: "4 years" }],
      ["data-science", "Data Science (HBSc)", { duration: "4 years" }],
      ["actuarial-science", "Actuarial Science (HBSc)", { duration: "4 years" }],
      ["international-relations", "International Relations (HBA)", { duration: "4 years" }],
      ["environmental-science", "Environmental Science (HBSc)", { duration: "4 years" }],
    ]),
    ...offered("ca-utoronto", "graduate", "ca-utoronto-site", [
      ["business-administration", "Rotman Full-Time MBA", { duration: "2 years" }],
      ["social-work", "Master of Social Work (MSW)"],
      ["library-science", "Master of Information (MI)", { duration: "2 years" }],
      ["information-systems", "Master of Information (MI)", { duration: "2 years" }],
      ["public-administration", "Master of Public Policy (MPP)", { duration: "2 years" }],
      ["international-relations", "Master of Global Affairs (MGA)", { duration: "2 years" }],
      ["counselling", "Master of Education in Counselling and Psychotherapy (MEd)"],
      ["mathematics-teaching", "Master of Teaching (MT)", { duration: "2 years" }],
      ["human-resources", "Master of Industrial Relations and Human Resources (MIRHR)"],
      ["urban-planning", "Master of Science in Planning (MScPl)", { duration: "2 years" }],
      ["economics", "Master of Arts in Economics (MA)"],
      ["statistics", "Master of Science in Statistics (MSc)"],
      ["industrial-engineering", "Master of Engineering in Industrial Engineering (MEng)"],
      ["environmental-science", "Master of Environmental Science (MEnvSc)"],
      ["biotechnology", "Master of Biotechnology (MBiotech)", { duration: "2 years" }],
      ["criminology", "Master of Arts in Criminology and Sociolegal Studies (MA)"],
      ["political-science", "Master of Arts in Political Science (MA)"],
      ["health-services-administration", "Master of Health Science in Health Administration (MHSc)"],
      ["cultural-management", "Master of Museum Studies (MMSt)", { duration: "2 years" }],
      ["software-engineering", "Master of Science in Applied Computing (MScAC)"],
      ["finance", "Master of Mathematical Finance (MMF)"],
    ]),
    ...offered("ca-mcgill", "bachelor", "ca-mcgill-site", [
      ["medicine", "Doctor of Medicine and Master of Surgery (MDCM)", { duration: "4 years" }],
      ["nursing", "Bachelor of Science in Nursing (BScN)", { duration: "3 years" }],
      ["dentistry", "Doctor of Dental Medicine (DMD)", { duration: "4 years" }],
      ["physical-therapy", "Bachelor of Science in Physical Therapy", { duration: "3 years" }],
      ["occupational-therapy", "Bachelor of Science in Occupational Therapy", { duration: "3 years" }],
      ["law", "Bachelor of Civil Law and Juris Doctor (BCL/JD)", { duration: "4 years" }],
      ["agronomy", "Bachelor of Science in Agricultural and Environmental Sciences", { duration: "4 years" }],
      ["food-engineering", "Bachelor of Science in Food Science", { duration: "4 years" }],
      [
        "animal-science",
        "Bachelor of Science in Agricultural and Environmental Sciences (Major in Animal Health and Disease)",
        { duration: "4 years" },
      ],
      ["nutrition", "Bachelor of Science in Nutritional Sciences (Dietetics)", { duration: "4 years" }],
      ["civil-engineering", "Bachelor of Engineering, Civil Engineering", { duration: "4 years" }],
      ["mechanical-engineering", "Bachelor of Engineering, Mechanical Engineering", { duration: "4 years" }],
      ["electrical-engineering", "Bachelor of Engineering, Electrical Engineering", { duration: "4 years" }],
      ["chemical-engineering", "Bachelor of Engineering, Chemical Engineering", { duration: "4 years" }],
      ["mining-engineering", "Bachelor of Engineering, Mining Engineering", { duration: "4 years" }],
      ["architecture", "Bachelor of Science in Architecture", { duration: "4 years" }],
      ["computer-science", "Bachelor of Science, Computer Science", { duration: "4 years" }],
      ["software-engineering", "Bachelor of Software Engineering", { duration: "4 years" }],
      ["economics", "Bachelor of Arts, Economics", { duration: "4 years" }],
      ["psychology", "Bachelor of Arts, Psychology", { duration: "4 years" }],
      ["political-science", "Bachelor of Arts, Political Science", { duration: "4 years" }],
      ["sociology", "Bachelor of Arts, Sociology", { duration: "4 years" }],
      ["anthropology", "Bachelor of Arts, Anthropology", { duration: "4 years" }],
      ["history", "Bachelor of Arts, History", { duration: "4 years" }],
      ["philosophy", "Bachelor of Arts, Philosophy", { duration: "4 years" }],
      ["mathematics", "Bachelor of Science, Mathematics", { duration: "4 years" }],
      ["physics", "Bachelor of Science, Physics", { duration: "4 years" }],
      ["chemistry", "Bachelor of Science, Chemistry", { duration: "4 years" }],
      ["biology", "Bachelor of Science, Biology", { duration: "4 years" }],
      ["music", "Bachelor of Music (BMus)", { duration: "4 years" }],
      ["social-work", "Bachelor of Social Work (BSW)", { duration: "3 years" }],
      ["primary-education", "Bachelor of Education in Kindergarten and Elementary Education", { duration: "4 years" }],
      ["english-teaching", "Bachelor of Education in Teaching English as a Second Language", { duration: "4 years" }],
      ["sports-science", "Bachelor of Science in Kinesiology", { duration: "4 years" }],
      ["physical-education", "Bachelor of Education in Physical and Health Education", { duration: "4 years" }],
      ["business-administration", "Bachelor of Commerce (BCom)", { duration: "4 years" }],
      ["theology", "Bachelor of Theology (BTh)", { duration: "3 years" }],
    ]),
    ...offered("ca-mcgill", "graduate", "ca-mcgill-site", [
      ["business-administration", "MBA (Desautels Faculty of Management)"],
      ["social-work", "Master of Social Work (MSW)"],
      ["library-science", "Master of Information Studies (MISt)", { duration: "2 years" }],
      ["urban-planning", "Master of Urban Planning (MUP)", { duration: "2 years" }],
      ["counselling", "Master of Arts in Counselling Psychology"],
      ["data-science", "Master of Management in Analytics (MMA)"],
      ["finance", "Master of Management in Finance (MMF)"],
      ["english-teaching", "Master of Arts in Second Language Education"],
      ["political-science", "Master of Arts in Political Science"],
    ]),
    ...offered("ca-ubc", "bachelor", "ca-ubc-site", [
      ["medicine", "Doctor of Medicine (MD)", { duration: "4 years" }],
      ["dentistry", "Doctor of Dental Medicine (DMD)", { duration: "4 years" }],
      ["pharmacy", "Doctor of Pharmacy (PharmD)", { duration: "4 years" }],
      ["nursing", "Bachelor of Science in Nursing (BSN)", { duration: "2 years (after prior university studies)" }],
      ["law", "Juris Doctor (JD)", { duration: "3 years" }],
      ["forestry-engineering", "Bachelor of Science in Forestry", { duration: "4 years" }],
      ["nutrition", "Bachelor of Science in Food, Nutrition and Health", { duration: "4 years" }],
      ["civil-engineering", "Bachelor of Applied Science, Civil Engineering", { duration: "4 years" }],
      ["mechanical-engineering", "Bachelor of Applied Science, Mechanical Engineering", { duration: "4 years" }],
      ["electrical-engineering", "Bachelor of Applied Science, Electrical Engineering", { duration: "4 years" }],
      ["chemical-engineering", "Bachelor of Applied Science, Chemical Engineering", { duration: "4 years" }],
      ["mining-engineering", "Bachelor of Applied Science, Mining Engineering", { duration: "4 years" }],
      ["computer-science", "Bachelor of Science, Computer Science", { duration: "4 years" }],
      ["economics", "Bachelor of Arts, Economics", { duration: "4 years" }],
      ["psychology", "Bachelor of Arts, Psychology", { duration: "4 years" }],
      ["political-science", "Bachelor of Arts, Political Science", { duration: "4 years" }],
      ["sociology", "Bachelor of Arts, Sociology", { duration: "4 years" }],
      ["anthropology", "Bachelor of Arts, Anthropology", { duration: "4 years" }],
      ["history", "Bachelor of Arts, History", { duration: "4 years" }],
      ["philosophy", "Bachelor of Arts, Philosophy", { duration: "4 years" }],
      ["literature", "Bachelor of Arts, English Literature", { duration: "4 years" }],
      ["mathematics", "Bachelor of Science, Mathematics", { duration: "4 years" }],
      ["statistics", "Bachelor of Science, Statistics", { duration: "4 years" }],
      ["physics", "Bachelor of Science, Physics", { duration: "4 years" }],
      ["chemistry", "Bachelor of Science, Chemistry", { duration: "4 years" }],
      ["biology", "Bachelor of Science, Biology", { duration: "4 years" }],
      ["music", "Bachelor of Music (BMus)", { duration: "4 years" }],
      ["theatre", "Bachelor of Fine Arts in Theatre (Acting)", { duration: "4 years" }],
      ["fine-arts", "Bachelor of Fine Arts in Visual Art", { duration: "4 years" }],
      ["film", "Bachelor of Fine Arts in Film Production", { duration: "4 years" }],
      ["sports-science", "Bachelor of Kinesiology", { duration: "4 years" }],
      ["business-administration", "Bachelor of Commerce (BCom)", { duration: "4 years" }],
      ["social-work", "Bachelor of Social Work (BSW)", { duration: "2 years" }],
      ["geology", "Bachelor of Science, Geological Sciences", { duration: "4 years" }],
    ]),
    ...offered("ca-ubc", "graduate", "ca-ubc-site", [
      ["business-administration", "MBA (Sauder School of Business)", { duration: "16 months" }],
      ["social-work", "Master of Social Work (MSW)"],
      ["library-science", "Master of Library and Information Studies (MLIS)", { duration: "2 years" }],
      ["urban-planning", "Master of Community and Regional Planning (MCRP)", { duration: "2 years" }],
      ["data-science", "Master of Data Science (MDS)", { duration: "10 months" }],
      ["journalism", "Master of Journalism (MJ)", { duration: "2 years" }],
      ["counselling", "Master of Arts in Counselling Psychology"],
      ["special-education", "Master of Education in Special Education (MEd)"],
      ["english-teaching", "Master of Education in Teaching English as a Second Language (MEd)"],
      ["early-childhood-education", "Master of Education in Early Childhood Education (MEd)"],
      ["health-services-administration", "Master of Health Administration (MHA)"],
      ["statistics", "Master of Science in Statistics (MSc)"],
      ["economics", "Master of Arts in Economics (MA)"],
      ["political-science", "Master of Arts in Political Science"],
      ["software-engineering", "Master of Software Systems (MSS)"],
    ]),
    ...offered("ca-umontreal", "bachelor", "ca-umontreal-site", [
      ["medicine", "Doctorat en médecine", { duration: "4 ans" }],
      ["dentistry", "Doctorat en médecine dentaire", { duration: "4 ans" }],
      ["pharmacy", "Doctorat de premier cycle en pharmacie (Pharm. D.)", { duration: "4 ans" }],
      ["nursing", "Baccalauréat en sciences infirmières", { duration: "3 ans" }],
      ["veterinary-medicine", "Doctorat en médecine vétérinaire", { duration: "5 ans" }],
      ["nutrition", "Baccalauréat en nutrition", { duration: "3,5 ans" }],
      ["physical-therapy", "Baccalauréat en sciences de la réadaptation (physiothérapie)", { duration: "3 ans" }],
      ["occupational-therapy", "Baccalauréat en sciences de la réadaptation (ergothérapie)", { duration: "3 ans" }],
      ["psychology", "Baccalauréat en psychologie", { duration: "3 ans" }],
      ["criminology", "Baccalauréat en criminologie", { duration: "3 ans" }],
      ["social-work", "Baccalauréat en travail social", { duration: "3 ans" }],
      ["law", "Baccalauréat en droit (LL. B.)", { duration: "3 ans" }],
      ["economics", "Baccalauréat en sciences économiques", { duration: "3 ans" }],
      ["political-science", "Baccalauréat en science politique", { duration: "3 ans" }],
      ["sociology", "Baccalauréat en sociologie", { duration: "3 ans" }],
      ["anthropology", "Baccalauréat en anthropologie", { duration: "3 ans" }],
      ["history", "Baccalauréat en histoire", { duration: "3 ans" }],
      ["philosophy", "Baccalauréat en philosophie", { duration: "3 ans" }],
      ["literature", "Baccalauréat en littératures de langue française", { duration: "3 ans" }],
      ["translation", "Baccalauréat en traduction", { duration: "3 ans" }],
      ["architecture", "Baccalauréat en architecture", { duration: "3 ans" }],
      ["urban-planning", "Baccalauréat en urbanisme", { duration: "3 ans" }],
      ["industrial-design", "Baccalauréat en design industriel", { duration: "3 ans" }],
      ["interior-design", "Baccalauréat en design d'intérieur", { duration: "3 ans" }],
      ["music", "Baccalauréat en musique", { duration: "3 ans" }],
      ["computer-science", "Baccalauréat en informatique", { duration: "3 ans" }],
      ["mathematics", "Baccalauréat en mathématiques", { duration: "3 ans" }],
      ["physics", "Baccalauréat en physique", { duration: "3 ans" }],
      ["chemistry", "Baccalauréat en chimie", { duration: "3 ans" }],
      ["biology", "Baccalauréat en sciences biologiques", { duration: "3 ans" }],
      ["primary-education", "Baccalauréat en éducation préscolaire et enseignement primaire", { duration: "4 ans" }],
      [
        "early-childhood-education",
        "Baccalauréat en éducation préscolaire et enseignement primaire",
        { duration: "4 ans" },
      ],
      ["sports-science", "Baccalauréat en kinésiologie", { duration: "3 ans" }],
      ["special-education", "Baccalauréat en enseignement en adaptation scolaire", { duration: "4 ans" }],
      [
        "physical-education",
        "Baccalauréat en enseignement de l'éducation physique et à la santé",
        { duration: "4 ans" },
      ],
    ]),
    ...offered("ca-umontreal", "graduate", "ca-umontreal-site", [
      ["library-science", "Maîtrise en sciences de l'information", { duration: "2 ans" }],
      ["social-work", "Maîtrise en service social"],
      ["urban-planning", "Maîtrise en urbanisme", { duration: "2 ans" }],
      ["health-services-administration", "Maîtrise en administration des services de santé"],
      ["translation", "Maîtrise en traduction"],
      ["criminology", "Maîtrise en criminologie"],
      ["political-science", "Maîtrise en science politique"],
      ["communication-studies", "Maîtrise en sciences de la communication"],
      ["environmental-science", "Maîtrise en environnement et développement durable"],
    ]),
    ...offered("ca-uwaterloo", "bachelor", "ca-uwaterloo-site", [
      ["computer-science", "Bachelor of Computer Science"],
      ["software-engineering", "Bachelor of Software Engineering"],
      ["civil-engineering", "Bachelor of Applied Science, Civil Engineering"],
      ["mechanical-engineering", "Bachelor of Applied Science, Mechanical Engineering"],
      ["electrical-engineering", "Bachelor of Applied Science, Electrical Engineering"],
      ["chemical-engineering", "Bachelor of Applied Science, Chemical Engineering"],
      ["mechatronics-engineering", "Bachelor of Applied Science, Mechatronics Engineering"],
      ["biomedical-engineering", "Bachelor of Applied Science, Biomedical Engineering"],
      ["environmental-engineering", "Bachelor of Applied Science, Environmental Engineering"],
      ["architecture", "Bachelor of Architectural Studies"],
      ["mathematics", "Bachelor of Mathematics"],
      ["statistics", "Bachelor of Mathematics, Statistics"],
      ["actuarial-science", "Bachelor of Mathematics, Actuarial Science"],
      ["accounting", "Bachelor of Accounting and Financial Management"],
      ["finance", "Bachelor of Accounting and Financial Management"],
      ["data-science", "Bachelor of Mathematics, Data Science"],
      ["pharmacy", "Doctor of Pharmacy (PharmD)", { duration: "4 years" }],
      ["sports-science", "Bachelor of Science in Kinesiology"],
      ["urban-planning", "Bachelor of Environmental Studies in Planning"],
    ]),
    ...offered("ca-uwaterloo", "graduate", "ca-uwaterloo-site", [
      ["actuarial-science", "Master of Actuarial Science (MActSc)"],
      ["finance", "Master of Quantitative Finance (MQF)"],
      ["urban-planning", "Master of Arts in Planning"],
      ["mathematics-teaching", "Master of Mathematics for Teachers (MMT)", { modality: "distance" }],
      ["data-science", "Master of Data Science and Artificial Intelligence (MDSAI)"],
      ["industrial-engineering", "Master of Management Sciences (MMSc)"],
    ]),
    ...offered("ca-uoguelph", "bachelor", "ca-uoguelph-site", [
      ["veterinary-medicine", "Doctor of Veterinary Medicine (DVM)", { duration: "4 years" }],
      ["agronomy", "Bachelor of Science in Agriculture", { duration: "4 years" }],
      ["animal-science", "Bachelor of Science, Animal Biology", { duration: "4 years" }],
      ["food-engineering", "Bachelor of Science, Food Science", { duration: "4 years" }],
      ["nutrition", "Bachelor of Applied Science, Applied Human Nutrition", { duration: "4 years" }],
      ["environmental-science", "Bachelor of Environmental Sciences", { duration: "4 years" }],
      ["biology", "Bachelor of Science, Biological Science", { duration: "4 years" }],
      ["marine-biology", "Bachelor of Science, Marine and Freshwater Biology", { duration: "4 years" }],
      ["biomedical-engineering", "Bachelor of Engineering, Biomedical Engineering", { duration: "4 years" }],
      ["computer-science", "Bachelor of Computing, Computer Science", { duration: "4 years" }],
      ["hotel-management", "Bachelor of Commerce, Hospitality and Tourism Management", { duration: "4 years" }],
      ["tourism", "Bachelor of Commerce, Hospitality and Tourism Management", { duration: "4 years" }],
      ["psychology", "Bachelor of Arts, Psychology", { duration: "4 years" }],
      ["economics", "Bachelor of Arts, Economics", { duration: "4 years" }],
      ["environmental-engineering", "Bachelor of Engineering in Environmental Engineering", { duration: "4 years" }],
    ]),
    ...offered("ca-tmu", "bachelor", "ca-tmu-site", [
      ["journalism", "Bachelor of Journalism", { duration: "4 years" }],
      ["social-work", "Bachelor of Social Work", { duration: "4 years" }],
      ["urban-planning", "Bachelor of Urban and Regional Planning", { duration: "4 years" }],
      ["nursing", "Bachelor of Science in Nursing", { duration: "4 years" }],
      ["early-childhood-education", "Bachelor of Arts in Early Childhood Studies", { duration: "4 years" }],
      ["hotel-management", "Bachelor of Commerce, Hospitality and Tourism Management", { duration: "4 years" }],
      ["tourism", "Bachelor of Commerce, Hospitality and Tourism Management", { duration: "4 years" }],
      ["human-resources", "Bachelor of Commerce, Human Resources Management", { duration: "4 years" }],
      ["marketing", "Bachelor of Commerce, Marketing Management", { duration: "4 years" }],
      ["photography", "Bachelor of Fine Arts, Image Arts (Photography Studies)", { duration: "4 years" }],
      ["graphic-design", "Bachelor of Technology, Graphic Communications Management", { duration: "4 years" }],
      ["public-administration", "Bachelor of Arts, Public Administration and Governance", { duration: "4 years" }],
      ["computer-science", "Bachelor of Science, Computer Science", { duration: "4 years" }],
      ["information-systems", "Bachelor of Commerce, Business Technology Management", { duration: "4 years" }],
    ]),
    ...offered("ca-tmu", "graduate", "ca-tmu-site", [
      ["journalism", "Master of Journalism (MJ)"],
      ["social-work", "Master of Social Work (MSW)"],
      ["business-administration", "MBA (Ted Rogers School of Management)"],
      ["urban-planning", "Master of Planning in Urban Development (MPl)"],
    ]),
    ...offered("ca-yorku", "bachelor", "ca-yorku-site", [
      ["communication-studies", "Bachelor of Arts, Communication and Media Studies", { duration: "4 years" }],
      ["human-resources", "Bachelor of Human Resources Management (BHRM)", { duration: "4 years" }],
      ["public-administration", "Bachelor of Public Administration (BPA)", { duration: "4 years" }],
      ["translation", "Bachelor of Arts, Translation (Glendon)", { duration: "4 years" }],
      ["international-relations", "Bachelor of Arts, International Studies (Glendon)", { duration: "4 years" }],
      ["theatre", "Bachelor of Fine Arts, Theatre", { duration: "4 years" }],
      ["music", "Bachelor of Arts, Music", { duration: "4 years" }],
      ["information-systems", "Bachelor of Arts, Information Technology", { duration: "4 years" }],
      ["sports-science", "Bachelor of Science, Kinesiology and Health Science", { duration: "4 years" }],
      ["law", "Juris Doctor (Osgoode Hall Law School)", { duration: "3 years" }],
      [
        "international-business",
        "International Bachelor of Business Administration (iBBA, Schulich School of Business)",
        { duration: "4 years" },
      ],
    ]),
    ...offered("ca-yorku", "graduate", "ca-yorku-site", [
      ["business-administration", "MBA (Schulich School of Business)"],
      ["human-resources", "Master of Human Resources Management (MHRM)"],
      ["public-administration", "Master of Public Policy, Administration and Law (MPPAL)"],
      ["translation", "Master of Arts in Translation Studies (Glendon)"],
      ["film", "Master of Fine Arts in Film"],
      ["marketing", "Master of Marketing (Schulich School of Business)"],
      ["international-business", "International MBA (Schulich School of Business)"],
      ["logistics", "Master of Supply Chain Management (Schulich School of Business)"],
      ["finance", "Master of Finance (Schulich School of Business)"],
      ["data-science", "Master of Business Analytics (Schulich School of Business)"],
      ["political-science", "Master of Arts in Political Science"],
      ["environmental-science", "Master of Environmental Studies (MES)"],
      [
        "communication-studies",
        "Master of Arts in Communication and Culture (joint with Toronto Metropolitan University)",
      ],
    ]),
    ...offered("ca-uottawa", "bachelor", "ca-uottawa-site", [
      ["translation", "Honours BA in Translation / Baccalauréat spécialisé en traduction", { duration: "4 years" }],
      ["political-science", "Honours BSocSc in Political Science", { duration: "4 years" }],
      ["public-administration", "Honours BSocSc in Public Administration", { duration: "4 years" }],
      [
        "international-relations",
        "Honours BSocSc in International Development and Globalization",
        { duration: "4 years" },
      ],
      ["communication-studies", "Honours BA in Communication", { duration: "4 years" }],
      ["nursing", "Bachelor of Science in Nursing", { duration: "4 years" }],
      ["social-work", "Baccalauréat en service social", { duration: "4 years" }],
      ["criminology", "Honours BSocSc in Criminology", { duration: "4 years" }],
      ["medicine", "Doctor of Medicine (MD)", { duration: "4 years" }],
      ["law", "Juris Doctor (JD)", { duration: "3 years" }],
    ]),
    ...offered("ca-uottawa", "graduate", "ca-uottawa-site", [
      ["public-administration", "Master of Public Administration (MPA)"],
      ["translation", "Master of Arts in Translation Studies"],
      ["library-science", "Master of Information Studies (MIS)"],
      ["criminology", "Master of Arts in Criminology"],
      ["environmental-engineering", "Master of Engineering in Environmental Engineering"],
      ["political-science", "Master of Arts in Political Science"],
    ]),
    ...offered("ca-carleton", "bachelor", "ca-carleton-site", [
      ["journalism", "Bachelor of Journalism", { duration: "4 years" }],
      ["international-relations", "Bachelor of Global and International Studies", { duration: "4 years" }],
      ["public-administration", "Bachelor of Public Affairs and Policy Management", { duration: "4 years" }],
      ["architecture", "Bachelor of Architectural Studies", { duration: "4 years" }],
      ["communication-studies", "Bachelor of Media Production and Design", { duration: "4 years" }],
      ["international-business", "Bachelor of International Business (BIB)", { duration: "4 years" }],
    ]),
    ...offered("ca-carleton", "graduate", "ca-carleton-site", [
      [
        "international-relations",
        "Master of Arts in International Affairs (Norman Paterson School of International Affairs)",
      ],
      ["journalism", "Master of Journalism (MJ)"],
      ["environmental-engineering", "Master of Applied Science in Environmental Engineering"],
      ["communication-studies", "Master of Arts in Communication"],
    ]),
    ...offered("ca-ulaval", "bachelor", "ca-ulaval-site", [
      ["counselling", "Baccalauréat en sciences de l'orientation", { duration: "3 ans" }],
      ["agronomy", "Baccalauréat en agronomie", { duration: "4 ans" }],
      ["medicine", "Doctorat en médecine", { duration: "4 ans" }],
      ["nursing", "Baccalauréat en sciences infirmières", { duration: "3 ans" }],
      ["law", "Baccalauréat en droit", { duration: "3 ans" }],
      ["civil-engineering", "Baccalauréat en génie civil", { duration: "4 ans" }],
      ["forestry-engineering", "Baccalauréat en génie forestier", { duration: "4 ans" }],
      ["social-work", "Baccalauréat en service social", { duration: "3 ans" }],
      ["translation", "Baccalauréat en traduction", { duration: "3 ans" }],
      ["communication-studies", "Baccalauréat en communication publique", { duration: "3 ans" }],
      ["psychology", "Baccalauréat en psychologie", { duration: "3 ans" }],
      ["music-education", "Baccalauréat en enseignement de la musique", { duration: "4 ans" }],
      ["modern-languages", "Baccalauréat en langues modernes", { duration: "3 ans" }],
      ["theology", "Baccalauréat en théologie", { duration: "3 ans" }],
    ]),
    ...offered("ca-ulaval", "graduate", "ca-ulaval-site", [
      ["counselling", "Maîtrise en sciences de l'orientation", { duration: "2 ans" }],
      ["actuarial-science", "Maîtrise en actuariat"],
      ["political-science", "Maîtrise en science politique"],
    ]),
    ...offered("ca-usherbrooke", "bachelor", "ca-usherbrooke-site", [
      ["counselling", "Baccalauréat en orientation", { duration: "3 ans" }],
      ["medicine", "Doctorat en médecine", { duration: "4 ans" }],
      ["law", "Baccalauréat en droit", { duration: "3 ans" }],
      ["nursing", "Baccalauréat en sciences infirmières", { duration: "3 ans" }],
      ["civil-engineering", "Baccalauréat en génie civil", { duration: "4 ans" }],
      ["mechanical-engineering", "Baccalauréat en génie mécanique", { duration: "4 ans" }],
    ]),
    ...offered("ca-usherbrooke", "graduate", "ca-usherbrooke-site", [
      ["counselling", "Maîtrise en orientation", { duration: "2 ans" }],
      ["environmental-science", "Maîtrise en environnement"],
    ]),
    ...offered("ca-uqam", "bachelor", "ca-uqam-site", [
      ["journalism", "Baccalauréat en journalisme", { duration: "3 ans" }],
      ["public-relations", "Baccalauréat en relations publiques", { duration: "3 ans" }],
      ["graphic-design", "Baccalauréat en design graphique", { duration: "3 ans" }],
      ["human-resources", "Baccalauréat en gestion des ressources humaines", { duration: "3 ans" }],
      ["english-teaching", "Baccalauréat en enseignement de l'anglais langue seconde", { duration: "4 ans" }],
      ["mathematics-teaching", "Baccalauréat en enseignement secondaire (mathématiques)", { duration: "4 ans" }],
      ["special-education", "Baccalauréat en enseignement en adaptation scolaire et sociale", { duration: "4 ans" }],
      ["primary-education", "Baccalauréat en éducation préscolaire et enseignement primaire", { duration: "4 ans" }],
      [
        "early-childhood-education",
        "Baccalauréat en éducation préscolaire et enseignement primaire",
        { duration: "4 ans" },
      ],
      ["theatre", "Baccalauréat en art dramatique", { duration: "3 ans" }],
      ["music", "Baccalauréat en musique", { duration: "3 ans" }],
      ["fine-arts", "Baccalauréat en arts visuels et médiatiques", { duration: "3 ans" }],
      ["urban-planning", "Baccalauréat en urbanisme", { duration: "3 ans" }],
      ["social-work", "Baccalauréat en travail social", { duration: "3 ans" }],
      ["accounting", "Baccalauréat en sciences comptables", { duration: "3 ans" }],
      ["political-science", "Baccalauréat en science politique", { duration: "3 ans" }],
      ["psychology", "Baccalauréat en psychologie", { duration: "3 ans" }],
      ["tourism", "Baccalauréat en gestion du tourisme et de l'hôtellerie", { duration: "3 ans" }],
      ["hotel-management", "Baccalauréat en gestion du tourisme et de l'hôtellerie", { duration: "3 ans" }],
    ]),
    ...offered("ca-uqam", "graduate", "ca-uqam-site", [
      ["business-administration", "MBA pour cadres (ESG UQAM)"],
      ["tourism", "Maîtrise en développement du tourisme"],
      ["cultural-management", "Maîtrise en muséologie"],
      ["environmental-science", "Maîtrise en sciences de l'environnement"],
      ["communication-studies", "Maîtrise en communication"],
    ]),
    ...offered("ca-concordia", "bachelor", "ca-concordia-site", [
      ["journalism", "Bachelor of Arts, Journalism", { duration: "4 years" }],
      ["film", "Bachelor of Fine Arts, Film Production", { duration: "4 years" }],
      ["translation", "Bachelor of Arts, Translation", { duration: "4 years" }],
      [
        "early-childhood-education",
        "Bachelor of Arts, Early Childhood and Elementary Education",
        { duration: "4 years" },
      ],
      ["graphic-design", "Bachelor of Fine Arts, Design", { duration: "4 years" }],
      ["computer-science", "Bachelor of Computer Science", { duration: "4 years" }],
      ["software-engineering", "Bachelor of Engineering, Software Engineering", { duration: "4 years" }],
      ["business-administration", "Bachelor of Commerce (John Molson School of Business)", { duration: "4 years" }],
      ["finance", "Bachelor of Commerce, Major in Finance", { duration: "4 years" }],
      ["marketing", "Bachelor of Commerce, Major in Marketing", { duration: "4 years" }],
      ["industrial-engineering", "Bachelor of Engineering, Industrial Engineering", { duration: "4 years" }],
      ["construction-engineering", "Bachelor of Engineering in Building Engineering", { duration: "4 years" }],
    ]),
    ...offered("ca-concordia", "graduate", "ca-concordia-site", [
      ["business-administration", "MBA (John Molson School of Business)"],
      ["cybersecurity", "Master of Engineering in Information Systems Security"],
      ["software-engineering", "Master of Applied Computer Science"],
      ["english-teaching", "Master of Arts in Applied Linguistics"],
      ["early-childhood-education", "Master of Arts in Child Studies"],
      ["journalism", "Graduate Diploma in Journalism", { duration: "1 year" }],
      ["translation", "Master of Arts in Translation Studies"],
      ["logistics", "Master of Supply Chain Management (John Molson School of Business)"],
      ["industrial-engineering", "Master of Engineering in Industrial Engineering"],
      ["political-science", "Master of Arts in Political Science"],
      ["film", "Master of Fine Arts in Film Production"],
    ]),
    ...offered("ca-ualberta", "bachelor", "ca-ualberta-site", [
      ["agronomy", "Bachelor of Science in Agriculture", { duration: "4 years" }],
      ["animal-science", "Bachelor of Science in Animal Health", { duration: "4 years" }],
      ["nursing", "Bachelor of Science in Nursing", { duration: "4 years" }],
      ["medicine", "Doctor of Medicine (MD)", { duration: "4 years" }],
      ["primary-education", "Bachelor of Education in Elementary Education", { duration: "4 years" }],
      ["civil-engineering", "Bachelor of Science in Civil Engineering", { duration: "4 years" }],
      ["petroleum-engineering", "Bachelor of Science in Petroleum Engineering", { duration: "4 years" }],
    ]),
    ...offered("ca-ualberta", "graduate", "ca-ualberta-site", [
      ["library-science", "Master of Library and Information Studies (MLIS)"],
      ["communication-studies", "Master of Arts in Communications and Technology (MACT)"],
      ["political-science", "Master of Arts in Political Science"],
    ]),
    ...offered("ca-ucalgary", "bachelor", "ca-ucalgary-site", [
      ["nursing", "Bachelor of Nursing", { duration: "4 years" }],
      ["social-work", "Bachelor of Social Work", { duration: "4 years" }],
      ["geology", "Bachelor of Science, Geology", { duration: "4 years" }],
      ["mechanical-engineering", "Bachelor of Science in Mechanical Engineering", { duration: "4 years" }],
    ]),
    ...offered("ca-ucalgary", "graduate", "ca-ucalgary-site", [
      ["social-work", "Master of Social Work (MSW)"],
      ["urban-planning", "Master of Planning (MPlan)"],
    ]),
    ...offered("ca-dal", "bachelor", "ca-dal-site", [
      ["nursing", "Bachelor of Science in Nursing", { duration: "4 years" }],
      ["social-work", "Bachelor of Social Work", { duration: "4 years" }],
      ["urban-planning", "Bachelor of Community Design", { duration: "4 years" }],
      ["agronomy", "Bachelor of Science in Agriculture", { duration: "4 years" }],
    ]),
    ...offered("ca-dal", "graduate", "ca-dal-site", [
      ["library-science", "Master of Information (MI)"],
      ["health-services-administration", "Master of Health Administration (MHA)"],
      ["public-administration", "Master of Public Administration (MPA)"],
      ["environmental-science", "Master of Resource and Environmental Management (MREM)"],
    ]),
    ...offered("ca-uwo", "bachelor", "ca-uwo-site", [
      ["music", "Bachelor of Music", { duration: "4 years" }],
      ["business-administration", "Honors Business Administration (HBA)", { duration: "4 years" }],
      ["music-education", "Bachelor of Music in Music Education", { duration: "4 years" }],
    ]),
    ...offered("ca-uwo", "graduate", "ca-uwo-site", [
      ["library-science", "Master of Library and Information Science (MLIS)"],
      ["journalism", "Master of Media in Journalism and Communication (MMJC)"],
      ["counselling", "Master of Education in Counselling Psychology"],
      ["business-administration", "MBA (Ivey Business School)"],
    ]),
    ...offered("ca-sfu", "bachelor", "ca-sfu-site", [
      ["communication-studies", "Bachelor of Arts, Communication", { duration: "4 years" }],
      ["criminology", "Bachelor of Arts, Criminology", { duration: "4 years" }],
      ["computer-science", "Bachelor of Science, Computing Science", { duration: "4 years" }],
    ]),
    ...offered("ca-sfu", "graduate", "ca-sfu-site", [
      ["communication-studies", "Master of Arts in Communication"],
      ["public-administration", "Master of Public Policy (MPP)"],
      ["environmental-science", "Master of Resource Management (MRM)"],
      ["criminology", "Master of Arts in Criminology"],
    ]),
    ...offered("ca-hec", "bachelor", "ca-hec-site", [
      ["business-administration", "Baccalauréat en administration des affaires (BAA)", { duration: "3 ans" }],
      [
        "marketing",
        "Baccalauréat en administration des affaires (BAA), spécialisation en marketing",
        { duration: "3 ans" },
      ],
    ]),
    ...offered("ca-hec", "graduate", "ca-hec-site", [
      ["business-administration", "MBA"],
      ["cultural-management", "DESS en gestion des organismes culturels"],
      ["marketing", "Maîtrise en gestion (M. Sc.) – Marketing"],
      ["international-business", "Maîtrise en gestion (M. Sc.) – Affaires internationales"],
    ]),
    ...offered("ca-enap", "graduate", "ca-enap-site", [
      ["public-administration", "Maîtrise en administration publique"],
    ]),
    ...offered("ca-ocadu", "bachelor", "ca-ocadu-site", [
      ["graphic-design", "Bachelor of Design, Graphic Design", { duration: "4 years" }],
      ["illustration", "Bachelor of Design, Illustration", { duration: "4 years" }],
      ["industrial-design", "Bachelor of Design, Industrial Design", { duration: "4 years" }],
      ["fine-arts", "Bachelor of Fine Arts, Drawing and Painting", { duration: "4 years" }],
      ["advertising", "Bachelor of Design, Advertising", { duration: "4 years" }],
    ]),
    ...offered("ca-sheridan", "bachelor", "ca-sheridan-site", [
      ["animation", "Bachelor of Animation", { duration: "4 years" }],
      ["game-design", "Bachelor of Game Design", { duration: "4 years" }],
      ["illustration", "Bachelor of Illustration", { duration: "4 years" }],
      ["film", "Bachelor of Film and Television", { duration: "4 years" }],
    ]),
    ...offered("ca-sheridan", "graduate", "ca-sheridan-site", [
      ["animation", "Computer Animation (Ontario Graduate Certificate)", { duration: "1 year" }],
      ["game-design", "Game Level Design (Ontario Graduate Certificate)", { duration: "1 year" }],
    ]),
    ...offered("ca-polymtl", "bachelor", "ca-polymtl-site", [
      ["civil-engineering", "Baccalauréat en génie civil", { duration: "4 ans" }],
      ["mechanical-engineering", "Baccalauréat en génie mécanique", { duration: "4 ans" }],
      ["electrical-engineering", "Baccalauréat en génie électrique", { duration: "4 ans" }],
      ["computer-science", "Baccalauréat en génie informatique", { duration: "4 ans" }],
      ["software-engineering", "Baccalauréat en génie logiciel", { duration: "4 ans" }],
      ["industrial-engineering", "Baccalauréat en génie industriel", { duration: "4 ans" }],
      ["biomedical-engineering", "Baccalauréat en génie biomédical", { duration: "4 ans" }],
      ["chemical-engineering", "Baccalauréat en génie chimique", { duration: "4 ans" }],
      ["mining-engineering", "Baccalauréat en génie des mines", { duration: "4 ans" }],
      ["aerospace-engineering", "Baccalauréat en génie aérospatial", { duration: "4 ans" }],
    ]),
    ...offered("ca-polymtl", "graduate", "ca-polymtl-site", [
      ["industrial-engineering", "Maîtrise en génie industriel"],
    ]),
    ...offered("ca-msvu", "bachelor", "ca-msvu-site", [
      ["public-relations", "Bachelor of Public Relations", { duration: "4 years" }],
      ["tourism", "Bachelor of Tourism and Hospitality Management", { duration: "4 years" }],
      ["hotel-management", "Bachelor of Tourism and Hospitality Management", { duration: "4 years" }],
    ]),
    ...offered("ca-humber", "technical", "ca-humber-site", [
      ["early-childhood-assistant", "Early Childhood Education (Ontario College Diploma)", { duration: "2 years" }],
      ["paralegal", "Paralegal (Ontario College Diploma)", { duration: "2 years" }],
      ["paramedic", "Paramedic (Ontario College Diploma)", { duration: "2 years" }],
      ["pharmacy-technician", "Pharmacy Technician (Ontario College Diploma)", { duration: "2 years" }],
      ["culinary-arts", "Culinary Management (Ontario College Diploma)", { duration: "2 years" }],
      ["baking-pastry", "Baking and Pastry Arts Management (Ontario College Diploma)", { duration: "2 years" }],
      [
        "refrigeration-air-conditioning",
        "Heating, Refrigeration and Air Conditioning Technician (Ontario College Diploma)",
        { duration: "2 years" },
      ],
      ["programming-technician", "Computer Programming (Ontario College Diploma)", { duration: "2 years" }],
      ["accounting-technician", "Accounting (Ontario College Diploma)", { duration: "2 years" }],
      ["executive-assistant", "Office Administration – Executive (Ontario College Diploma)", { duration: "2 years" }],
      ["nursing-technician", "Practical Nursing (Ontario College Diploma)", { duration: "2 years" }],
    ]),
    ...offered("ca-humber", "graduate", "ca-humber-site", [
      ["animation", "3D Animation, Art and Design (Ontario Graduate Certificate)", { duration: "1 year" }],
      ["advertising", "Advertising – Account Management (Ontario Graduate Certificate)", { duration: "1 year" }],
      ["public-relations", "Public Relations (Ontario Graduate Certificate)", { duration: "1 year" }],
    ]),
    ...offered("ca-humber", "bachelor", "ca-humber-site", [
      ["advertising", "Bachelor of Creative Advertising", { duration: "4 years" }],
    ]),
    ...offered("ca-georgebrown", "technical", "ca-georgebrown-site", [
      ["culinary-arts", "Culinary Management (Ontario College Diploma)", { duration: "2 years" }],
      ["baking-pastry", "Baking and Pastry Arts Management (Ontario College Diploma)", { duration: "2 years" }],
      ["early-childhood-assistant", "Early Childhood Education (Ontario College Diploma)", { duration: "2 years" }],
      [
        "construction-technician",
        "Construction Engineering Technician (Ontario College Diploma)",
        { duration: "2 years" },
      ],
      ["makeup-artistry", "Makeup for Media and Creative Arts (Ontario College Diploma)", { duration: "2 years" }],
      ["executive-assistant", "Office Administration – Executive (Ontario College Diploma)", { duration: "2 years" }],
    ]),
    ...offered("ca-georgebrown", "bachelor", "ca-georgebrown-site", [
      ["construction-engineering", "Bachelor of Technology (Construction Management)", { duration: "4 years" }],
    ]),
    ...offered("ca-centennial", "technical", "ca-centennial-site", [
      ["paramedic", "Paramedic (Ontario College Diploma)", { duration: "2 years" }],
      ["pharmacy-technician", "Pharmacy Technician (Ontario College Diploma)", { duration: "2 years" }],
      ["programming-technician", "Software Engineering Technician (Ontario College Diploma)", { duration: "2 years" }],
      ["nursing-technician", "Practical Nursing (Ontario College Diploma)", { duration: "2 years" }],
      ["early-childhood-assistant", "Early Childhood Education (Ontario College Diploma)", { duration: "2 years" }],
      [
        "refrigeration-air-conditioning",
        "Heating, Refrigeration and Air Conditioning Technician (Ontario College Diploma)",
        { duration: "2 years" },
      ],
      [
        "automotive-mechanics",
        "Automotive – Motive Power Technician (Ontario College Diploma)",
        { duration: "2 years" },
      ],
    ]),
    ...offered("ca-seneca", "technical", "ca-seneca-site", [
      ["programming-technician", "Computer Programming (Ontario College Diploma)", { duration: "2 years" }],
      ["cosmetology", "Esthetics (Ontario College Diploma)", { duration: "2 years" }],
      ["early-childhood-assistant", "Early Childhood Education (Ontario College Diploma)", { duration: "2 years" }],
      ["network-technician", "Computer Systems Technician (Ontario College Diploma)", { duration: "2 years" }],
      ["it-support-technician", "Computer Systems Technician (Ontario College Diploma)", { duration: "2 years" }],
      ["accounting-technician", "Accounting (Ontario College Diploma)", { duration: "2 years" }],
      [
        "makeup-artistry",
        "Cosmetic Techniques and Management (Ontario College Diploma)",
        { duration: "2 years", url: "https://www.senecacollege.ca/programs/fulltime/CTM.html" },
      ],
    ]),
    ...offered("ca-algonquin", "technical", "ca-algonquin-site", [
      ["veterinary-technician", "Veterinary Technician (Ontario College Diploma)", { duration: "2 years" }],
      ["paramedic", "Paramedic (Ontario College Diploma)", { duration: "2 years" }],
      ["early-childhood-assistant", "Early Childhood Education (Ontario College Diploma)", { duration: "2 years" }],
      ["programming-technician", "Computer Programming (Ontario College Diploma)", { duration: "2 years" }],
      [
        "network-technician",
        "Computer Systems Technician – Networking (Ontario College Diploma)",
        { duration: "2 years" },
      ],
      [
        "refrigeration-air-conditioning",
        "Heating, Refrigeration, and Air Conditioning Technician (Ontario College Diploma)",
        {
          duration: "45 weeks",
          url: "https://www.algonquincollege.com/acce/program/heating-refrigeration-and-air-conditioning-technician/",
        },
      ],
      ["photography", "Photography (Ontario College Diploma)", { duration: "2 years" }],
    ]),
    ...offered("ca-bcit", "technical", "ca-bcit-site", [
      ["programming-technician", "Computer Systems Technology (Diploma)", { duration: "2 years" }],
      ["laboratory-technician", "Medical Laboratory Science (Diploma)", { duration: "2 years" }],
      ["radio-television-production", "Broadcast and Media Communications (Diploma)", { duration: "2 years" }],
      ["digital-marketing", "Marketing Management (Diploma)", { duration: "2 years" }],
    ]),
    ...offered("ca-sait", "technical", "ca-sait-site", [
      ["automotive-mechanics", "Automotive Service Technology (Diploma)", { duration: "2 years" }],
      ["culinary-arts", "Professional Cooking (Diploma)", { duration: "2 years" }],
      ["baking-pastry", "Baking and Pastry Arts (Diploma)", { duration: "2 years" }],
      ["electrical-technician", "Electrical Engineering Technology (Diploma)", { duration: "2 years" }],
      ["it-support-technician", "Information Technology (Diploma)", { duration: "2 years" }],
    ]),
    ...offered("ca-nait", "technical", "ca-nait-site", [
      ["veterinary-technician", "Animal Health Technology (Diploma)", { duration: "2 years" }],
      ["laboratory-technician", "Medical Laboratory Technology (Diploma)", { duration: "2 years" }],
      ["culinary-arts", "Culinary Arts (Diploma)", { duration: "2 years" }],
      ["electrical-technician", "Electrical Engineering Technology (Diploma)", { duration: "2 years" }],
      ["radio-television-production", "Radio and Television (Diploma)", { duration: "2 years" }],
      ["welding-technology", "Advanced Welding Technology (Diploma)", { duration: "2 years" }],
      ["electronics-technician", "Electronics Engineering Technology (Diploma)", { duration: "2 years" }],
      ["photography", "Photographic Technology (Diploma)", { duration: "2 years" }],
    ]),
    ...offered("ca-cvm", "technical", "ca-cvm-site", [
      ["early-childhood-assistant", "Techniques d'éducation à l'enfance (DEC)", { duration: "3 ans" }],
      ["programming-technician", "Techniques de l'informatique (DEC)", { duration: "3 ans" }],
    ]),
    ...offered("ca-ithq", "technical", "ca-ithq-site", [
      ["culinary-arts", "Cuisine (DEP)", { duration: "1 470 heures" }],
      ["tourism", "Techniques de tourisme (DEC)", { duration: "3 ans" }],
      ["hotel-management", "Gestion hôtelière (DEC)", { duration: "3 ans" }],
    ]),
    ...offered("ca-georgian", "technical", "ca-georgian-site", [
      [
        "refrigeration-air-conditioning",
        "Heating, Refrigeration and Air Conditioning Technician (Ontario College Diploma, Co-op)",
        {
          duration: "2 years",
          url: "https://www.georgiancollege.ca/academics/full-time-programs/heating-refrigeration-and-air-conditioning-technician-co-op-hrac/",
        },
      ],
      [
        "welding-technology",
        "Welding Techniques (Ontario College Certificate)",
        { duration: "1 year", url: "https://cat.georgiancollege.ca/programs/wetc" },
      ],
    ]),
    ...offered("ca-dawson", "technical", "ca-dawson-site", [
      ["photography", "Professional Photography (DEC)", { duration: "3 years" }],
      ["laboratory-technician", "Biomedical Laboratory Technology (DEC)", { duration: "3 years" }],
      ["programming-technician", "Computer Science Technology (DEC)", { duration: "3 years" }],
      ["electronics-technician", "Electronics Engineering Technology (DEC)", { duration: "3 years" }],
      ["construction-technician", "Civil Engineering Technology (DEC)", { duration: "3 years" }],
      ["accounting-technician", "Accounting and Management Technology (DEC)", { duration: "3 years" }],
    ]),
    ...offered("ca-rrc", "technical", "ca-rrc-site", [
      ["culinary-arts", "Culinary Arts (Diploma)", { duration: "2 years" }],
      ["early-childhood-assistant", "Early Childhood Education (Diploma)", { duration: "2 years" }],
      ["construction-technician", "Civil Engineering Technology (Diploma)", { duration: "2 years" }],
    ]),
    ...offered("ca-royalroads", "graduate", "ca-royalroads-site", [
      ["tourism", "Master of Arts in Tourism Management"],
      ["environmental-science", "Master of Arts in Environment and Management"],
    ]),
    ...offered("ca-queens", "graduate", "ca-queens-site", [
      ["public-administration", "Master of Public Administration (MPA)"],
      ["human-resources", "Master of Industrial Relations (MIR)"],
      ["urban-planning", "Master of Planning (MPL)"],
      ["data-science", "Master of Management Analytics (MMA)"],
      ["business-administration", "MBA (Smith School of Business)"],
    ]),
    ...offered("ca-tmu", "bachelor", "ca-tmu-2026-11-27", [
      [
        "health-services-administration",
        "Bachelor of Health Administration (The Chang School)",
        { modality: "distance" },
      ],
    ]),
    ...offered("ca-uoguelph", "graduate", "ca-uoguelph-2026-11-27", [["biotechnology", "Master of Biotechnology"]]),
    ...offered("ca-mcgill", "graduate", "ca-mcgill-2026-11-27", [
      ["biotechnology", "Master of Science, Applied (M.Sc.A.) in Biotechnology"],
    ]),
    ...offered("ca-yorku", "bachelor", "ca-yorku-2026-11-27", [
      [
        "health-services-administration",
        "Bachelor of Health Studies (Honours), Health Management",
        { duration: "4 years" },
      ],
    ]),
    ...ADDED_PROGRAMS,
    ...ADDED_B_PROGRAMS,
  ],
};

/** The date of the pages read by the `VERIFIED_S27` pass. */
const VERIFIED_S27_ON = "2026-11-28";
/** A page read by the `VERIFIED_S27` pass (its id ends in `-s27`). */
const s27 = taggedPages("s27", VERIFIED_S27_ON);

/** The pages the session-27 verification pass read, one per row it bears out (see the header). */
const S27 = {
  centennialAuto: s27(
    "ca-centennial-motive-power",
    "Centennial College (news release on Cision's newswire.ca)",
    "Centennial College amps up electric vehicle training: courses embedded in the two-year Automotive - Motive Power Technician diploma program, 14 November 2024",
    "https://www.newswire.ca/news-releases/centennial-college-amps-up-electric-vehicle-training-877809132.html",
  ),
  saitAuto: s27(
    "ca-sait-automotive",
    "Southern Alberta Institute of Technology (SAIT)",
    "Automotive Service Technology (two-year diploma)",
    "https://www.sait.ca/programs-and-courses/diplomas/automotive-service-technology",
  ),
  senecaCtm: s27(
    "ca-seneca-ctm",
    "Seneca Polytechnic",
    "Cosmetic Techniques & Management (CTM): Ontario College Diploma, 4 Semesters (2 Years)",
    "https://cat.senecapolytechnic.ca/programs/ctm",
  ),
  humberPharmacy: s27(
    "ca-humber-pharmacy-technician",
    "Humber Polytechnic (Faculty of Health Sciences and Wellness)",
    "Pharmacy Technician: Credential Diploma, Program Code 07731, Length 4 semesters",
    "https://healthsciences.humber.ca/programs/pharmacy-technician.html",
  ),
  centennialPharmacy: s27(
    "ca-centennial-pharmacy-technician",
    "Centennial College",
    "Pharmacy Technician (5850): Ontario College Diploma, 2 years/ 4 semesters",
    "https://www.centennialcollege.ca/programs-courses/full-time/pharmacy-technician/",
  ),
  utorontoMech: s27(
    "ca-utoronto-mechanical",
    "University of Toronto, Faculty of Applied Science & Engineering",
    "Mechanical Engineering Undergraduate Program",
    "https://discover.engineering.utoronto.ca/programs/engineering-programs/mechanical-engineering/",
  ),
  mcgillBeng: s27(
    "ca-mcgill-beng",
    "McGill University (Undergraduate Admissions)",
    "Bachelor of Engineering: B.Eng. degrees in Chemical, Civil, Computer, Electrical, Mechanical Engineering",
    "https://www.mcgill.ca/undergraduate-admissions/bachelor-engineering",
  ),
  ubcBasc: s27(
    "ca-ubc-basc",
    "The University of British Columbia (Vancouver Academic Calendar 2025/26)",
    "Faculty of Applied Science: Bachelor of Applied Science programs (Mechanical Engineering among them), normally four years",
    "https://vancouver.calendar.ubc.ca/node/14476",
  ),
  uwaterlooBasc: s27(
    "ca-uwaterloo-basc",
    "University of Waterloo (Undergraduate Calendar)",
    "Faculty of Engineering, Engineering & Architecture: the BASc is earned by graduates of Mechanical Engineering, among others",
    "https://ugradcalendar.uwaterloo.ca/page/ENG-Engineering-and-Architecture-Introduction",
  ),
  usherbrookeMech: s27(
    "ca-usherbrooke-genie-mecanique",
    "Université de Sherbrooke, Département de génie mécanique",
    "Des prototypes étonnants à l'exposition Mécagéniale (projets des finissants du baccalauréat en génie mécanique)",
    "https://www.usherbrooke.ca/genie-mecanique/actualites/nouvelles/details/17023",
  ),
  umontrealDmv: s27(
    "ca-umontreal-dmv",
    "Université de Montréal (UdeM Nouvelles)",
    "Nouveau programme de qualification en médecine vétérinaire pour les diplômés de l'étranger (Faculté de médecine vétérinaire, programme de doctorat en médecine vétérinaire), 19 avril 2023",
    "https://nouvelles.umontreal.ca/article/2023/04/19/nouveau-programme-de-qualification-en-medecine-veterinaire-pour-les-diplomes-de-l-etranger/",
  ),
  guelphDvm: s27(
    "ca-uoguelph-dvm",
    "University of Guelph, Ontario Veterinary College",
    "DVM Program Application: admission to the four-year Doctor of Veterinary Medicine (DVM) program",
    "https://uoguelph.ca/ovc/dvm-program-application",
  ),
  utorontoPol: s27(
    "ca-utoronto-political-science",
    "University of Toronto, Department of Political Science",
    "Political Science Specialist (ASSPE2015)",
    "https://politics.utoronto.ca/undergraduate/programs/political-science-specialist/",
  ),
  ubcPol: s27(
    "ca-ubc-political-science",
    "The University of British Columbia, Department of Political Science",
    "Major in Political Science (Bachelor of Arts)",
    "https://politics.ubc.ca/undergraduate/political-science-programs/major/",
  ),
  uottawaPol: s27(
    "ca-uottawa-political-science",
    "University of Ottawa (undergraduate catalogue page, read in a copy kept by a changedetection.io service)",
    "Honours BSocSc Political Science, 120 Units",
    "https://cd.zyra-ai.com/edit/a02f4078-97d8-41f0-ad79-56f91f2591f5/get-data-package#zip:a02f4078-97d8-41f0-ad79-56f91f2591f5/e3298d89cd4808bda71a4dd18c9fd8fd.txt",
  ),
  umontrealPol: s27(
    "ca-umontreal-science-politique",
    "Université de Montréal, Département de science politique",
    "Baccalauréat en science politique (90 crédits)",
    "https://pol.umontreal.ca/programmes-cours/premier-cycle/baccalaureat-science-politique/",
  ),
  umontrealMath: s27(
    "ca-umontreal-mathematiques",
    "Université de Montréal (Admission)",
    "Majeure en mathématiques (1-190-2-0): after one or two years, transfer to the baccalauréat spécialisé",
    "https://admission.umontreal.ca/programmes/majeure-en-mathematiques/impression/format.html",
  ),
  ubcMath: s27(
    "ca-ubc-mathematics",
    "The University of British Columbia, Department of Mathematics",
    "BSC Mathematics Majors/Honours Programs",
    "https://www.math.ubc.ca/Ugrad/ugradBSCMathApplicationYear2+.shtml",
  ),
  uwaterlooBmath: s27(
    "ca-uwaterloo-bmath",
    "University of Waterloo (Undergraduate Studies Academic Calendar 2015-2016, Faculty of Mathematics, read in a copy at fdocuments.us)",
    "About the Faculty of Mathematics: a four-year honours program leading to the degree Bachelor of Mathematics (BMath)",
    "https://fdocuments.us/document/-undergraduate-studies-calendar-university-of-waterloo-284-adm-i-s-s-i-.html",
  ),
  utorontoMusic: s27(
    "ca-utoronto-musbac",
    "University of Toronto, Faculty of Music",
    "Bachelor of Music Interdisciplinary Music Studies (Classical): a four-year degree",
    "https://music.utoronto.ca/programs/undergraduate/classical/interdisciplinary-music-studies",
  ),
  mcgillBmus: s27(
    "ca-mcgill-bmus",
    "McGill University (Undergraduate Admissions)",
    "Bachelor of Music (B.Mus.), Schulich School of Music: 90 credits over three years, a four-year degree for students from outside Quebec",
    "https://www.mcgill.ca/undergraduate-admissions/bachelor-music",
  ),
  ubcBmus: s27(
    "ca-ubc-bmus",
    "The University of British Columbia, School of Music",
    "Bachelor of Music (BMus): General Studies, Music Education, Composition and Music Scholarship majors",
    "https://music.ubc.ca/bachelor-of-music-bmus",
  ),
  uwoBmus: s27(
    "ca-uwo-bmus",
    "Western University, Don Wright Faculty of Music",
    "General Information - Bachelor of Music",
    "https://music.uwo.ca/current-students/undergraduate/general-info.html",
  ),
  umontrealBmus: s27(
    "ca-umontreal-baccalaureat-musique",
    "Université de Montréal, Faculté de musique (Admission)",
    "Baccalauréat en musique - Interprétation instruments classiques (1-605-1-8): règlement des études, with the baccalauréat en musique général",
    "https://admission.umontreal.ca/programmes/baccalaureat-en-musique-interpretation-instruments-classiques/reglements",
  ),
  ulavalMusicEducation: s27(
    "ca-ulaval-enseignement-musique",
    "Université Laval, Faculté de musique",
    "Cheminement passerelle au baccalauréat en enseignement de la musique",
    "https://www.mus.ulaval.ca/etudes/etudier-au-1er-cycle/cheminement-passerelle",
  ),
  uwoMusicEducation: s27(
    "ca-uwo-music-education",
    "Western University (Academic Calendar)",
    "Bachelor of Music with Honours in Music Education (Don Wright Faculty of Music)",
    "https://westerncalendar.uwo.ca/Modules.cfm?ModuleID=20774&SelectedCalendar=Live&ArchiveID=",
  ),
  mcgillArts: s27(
    "ca-mcgill-arts-degrees",
    "McGill University (Course Catalogue)",
    "Faculty of Arts, Overview of Programs Offered: programs leading to B.A., B.S.W. and B.Th. degrees",
    "https://coursecatalogue.mcgill.ca/en/undergraduate/arts/overview-programs-offered/",
  ),
};

/** A row of the first pass that a page of this pass bears out, keeping its name and length. */
const read = (institution: string, career: string, level: "technical" | "bachelor", source: string) => ({
  institution,
  career,
  level,
  source,
});

/**
 * Session 27's verification pass (see the header): the most-shown rows written without reading their page, now
 * resting on the page read; lengths the page does not state are taken out (`duration: null`).
 */
const VERIFIED_S27: CatalogPass = {
  sources: Object.values(S27),
  reread: [
    read("ca-centennial", "automotive-mechanics", "technical", S27.centennialAuto.id),
    read("ca-sait", "automotive-mechanics", "technical", S27.saitAuto.id),
    read("ca-seneca", "makeup-artistry", "technical", S27.senecaCtm.id),
    {
      ...read("ca-humber", "pharmacy-technician", "technical", S27.humberPharmacy.id),
      set: { duration: "4 semesters" },
    },
    read("ca-centennial", "pharmacy-technician", "technical", S27.centennialPharmacy.id),
    {
      ...read("ca-utoronto", "mechanical-engineering", "bachelor", S27.utorontoMech.id),
      set: { duration: null },
    },
    { ...read("ca-mcgill", "mechanical-engineering", "bachelor", S27.mcgillBeng.id), set: { duration: null } },
    read("ca-ubc", "mechanical-engineering", "bachelor", S27.ubcBasc.id),
    read("ca-uwaterloo", "mechanical-engineering", "bachelor", S27.uwaterlooBasc.id),
    {
      ...read("ca-usherbrooke", "mechanical-engineering", "bachelor", S27.usherbrookeMech.id),
      set: { duration: null },
    },
    { ...read("ca-umontreal", "veterinary-medicine", "bachelor", S27.umontrealDmv.id), set: { duration: null } },
    read("ca-uoguelph", "veterinary-medicine", "bachelor", S27.guelphDvm.id),
    { ...read("ca-utoronto", "political-science", "bachelor", S27.utorontoPol.id), set: { duration: null } },
    { ...read("ca-ubc", "political-science", "bachelor", S27.ubcPol.id), set: { duration: null } },
    { ...read("ca-uottawa", "political-science", "bachelor", S27.uottawaPol.id), set: { duration: null } },
    { ...read("ca-umontreal", "political-science", "bachelor", S27.umontrealPol.id), set: { duration: null } },
    { ...read("ca-umontreal", "mathematics", "bachelor", S27.umontrealMath.id), set: { duration: null } },
    { ...read("ca-ubc", "mathematics", "bachelor", S27.ubcMath.id), set: { duration: null } },
    { ...read("ca-uwaterloo", "mathematics", "bachelor", S27.uwaterlooBmath.id), set: { duration: "4 years" } },
    read("ca-utoronto", "music", "bachelor", S27.utorontoMusic.id),
    read("ca-mcgill", "music", "bachelor", S27.mcgillBmus.id),
    { ...read("ca-ubc", "music", "bachelor", S27.ubcBmus.id), set: { duration: null } },
    { ...read("ca-uwo", "music", "bachelor", S27.uwoBmus.id), set: { duration: null } },
    { ...read("ca-umontreal", "music", "bachelor", S27.umontrealBmus.id), set: { duration: null } },
    {
      ...read("ca-ulaval", "music-education", "bachelor", S27.ulavalMusicEducation.id),
      set: { duration: null },
    },
    {
      ...read("ca-uwo", "music-education", "bachelor", S27.uwoMusicEducation.id),
      set: { name: "Bachelor of Music with Honours in Music Education", duration: null },
    },
    { ...read("ca-mcgill", "social-work", "bachelor", S27.mcgillArts.id), set: { duration: null } },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row it bears out (see the header). */
const S28 = {
  sheridanMmca: s28(
    "ca-sheridan-mmca",
    "Sheridan College (its program description, read in a copy on studyweg.com)",
    "Makeup for Media and Creative Arts diploma program: make-up for live models (special event, historical and period, special effects), fashion and editorial make-up for photography, theatrical make-up, character design and prosthetics; a 40-hour field placement in the second year",
    "https://studyweg.com/studyabroad/makeup-for-media-and-creative-arts/",
  ),
  mcgillPhe: s28(
    "ca-mcgill-bed-phe",
    "McGill University, Faculty of Education",
    "Bachelor of Education Physical and Health Education: 120 credits, average duration 4 years; leads to Quebec teacher certification",
    "https://www.mcgill.ca/education/programs/bachelors-minors/b-sc/bachelor-education-physical-and-health-education",
  ),
  ubcBsw: s28(
    "ca-ubc-bsw",
    "The University of British Columbia, School of Social Work",
    "Bachelor of Social Work (BSW): accredited by CASWE; completed in two years full-time or three years part-time",
    "https://socialwork.ubc.ca/undergraduate/bachelor-of-social-work/",
  ),
  tmuBsw: s28(
    "ca-tmu-bsw",
    "Toronto Metropolitan University (Undergraduate Calendar 2024-2025)",
    "Social Work: degree awarded Bachelor of Social Work (BSW); full-time, four-year program (with advanced-standing entries to second and third year)",
    "https://torontomu.ca/content/ryerson/calendar/2024-2025/programs/community/socialwork.html",
  ),
  uottawaBss: s28(
    "ca-uottawa-service-social",
    "Université d'Ottawa, École de service social",
    "Pourquoi étudier en service social? Un baccalauréat spécialisé approfondi en service social, accrédité par l'ACFTS",
    "https://sciencessociales.uottawa.ca/service-social/pourquoi-etudier",
  ),
  ulavalBss: s28(
    "ca-ulaval-service-social",
    "Université Laval, École de service social",
    "Admission en service social : baccalauréat et certificat (admissions au baccalauréat en service social à l'automne seulement)",
    "https://www.svs.ulaval.ca/?pid=1538",
  ),
  mcgillDietetics: s28(
    "ca-mcgill-dietetics",
    "McGill University (Course Catalogue)",
    "Dietetics Major (B.Sc.(Nutr.Sc.)) (115 credits): a 3.5 year competency-based program with 40 weeks of internship (Stage)",
    "https://coursecatalogue.mcgill.ca/en/undergraduate/agri-env-sci/programs/bachelor-science-nutritional-sciences/dietetics-major-bsc-nutrsc",
  ),
  ubcFnh: s28(
    "ca-ubc-fnh",
    "The University of British Columbia (Vancouver Academic Calendar 2024/25)",
    "Faculty of Land and Food Systems, BSc Food, Nutrition and Health (FNH): Food Science Major, whose first two years are the standard core of the FNH program",
    "https://vancouver.calendar.ubc.ca/faculties-colleges-and-schools/faculty-land-and-food-systems/bsc-food-nutrition-and-health-fnh/food-science-major",
  ),
  guelphAhn: s28(
    "ca-uoguelph-ahn",
    "University of Guelph (Undergraduate Calendar 2018-2019)",
    "Bachelor of Applied Science (B.A.Sc.), Applied Human Nutrition (AHN) major, Department of Family Relations and Applied Nutrition",
    "https://www.uoguelph.ca/registrar/calendars/undergraduate/2018-2019/c10/c10basc-ahn.shtml",
  ),
  umontrealNutrition: s28(
    "ca-umontreal-baccalaureat-nutrition",
    "Université de Montréal, Département de nutrition",
    "Baccalauréat en nutrition (programme revu en 2021)",
    "https://nutrition.umontreal.ca/etudes/baccalaureat-en-nutrition/",
  ),
  yorkIbba: s28(
    "ca-yorku-schulich-ibba",
    "York University, Schulich School of Business",
    "Undergraduate admissions FAQs: about 495 students admitted each year, in sections of BBA and of iBBA students",
    "https://schulich.yorku.ca/admissions/undergraduate-admissions-faqs/",
  ),
  carletonBib: s28(
    "ca-carleton-bib",
    "Carleton University, Registrar's Office (degree guide)",
    "Bachelor of International Business: an Honours degree requiring 20.0 credits, normally completed in four years",
    "https://carleton.ca/registrar/registration/degree-guides/bachelor-of-international-business/",
  ),
  tmuPa: s28(
    "ca-tmu-public-administration",
    "Toronto Metropolitan University (Undergraduate Calendar 2024-2025)",
    "Public Administration and Governance: degree awarded Bachelor of Arts (Honours); part-time, first-year entry",
    "https://torontomu.ca/content/ryerson/calendar/2024-2025/programs/arts/public_admin.html",
  ),
  yorkBpa: s28(
    "ca-yorku-bpa",
    "York University, School of Public Policy and Administration",
    "Undergraduate Program: Bachelor of Public Administration (BPA) degree options, Specialized Honours BPA and Honours BPA (120 credits)",
    "https://sppa.laps.yorku.ca/undergraduate-program/",
  ),
  carletonBpapm: s28(
    "ca-carleton-bpapm",
    "Carleton University, Arthur Kroeger College of Public Affairs",
    "Bachelor of Public Affairs and Policy Management (BPAPM): a limited-enrolment policy studies program",
    "https://carleton.ca/bpapm/",
  ),
  tmuBha: s28(
    "ca-tmu-bha",
    "Toronto Metropolitan University (Undergraduate Calendar 2024-2025)",
    "Health Administration: degree awarded Bachelor of Health Administration (BHA), School of Health Services Management; part-time, degree-completion program",
    "https://torontomu.ca/calendar/2024-2025/programs/trsm/health_services",
  ),
  yorkBhs: s28(
    "ca-yorku-bhs-health-management",
    "York University (future students)",
    "Health Studies: Health Management, Bachelor of Health Studies (BHS), Specialized Honours (Faculty of Health)",
    "https://futurestudents.yorku.ca/program/health-studies",
  ),
  saitIt: s28(
    "ca-sait-information-technology",
    "Southern Alberta Institute of Technology (SAIT) (read in a copy on Scribd)",
    "Academic Calendar 2014/2015, whose contents list the Information Technology program",
    "https://ja.scribd.com/document/347816474/New-Academic",
  ),
  utorontoIe: s28(
    "ca-utoronto-industrial-engineering",
    "University of Toronto, Faculty of Applied Science & Engineering (Academic Calendar)",
    "Industrial Engineering (AEINDBASC)",
    "https://engineering.calendar.utoronto.ca/section/Industrial-Engineering",
  ),
  concordiaIe: s28(
    "ca-concordia-beng",
    "Concordia University (Undergraduate Calendar, section 71.20)",
    "Curriculum for the Degree of BEng: the BEng in Industrial Engineering, among others, requires a minimum of 120 credits",
    "https://www.concordia.ca/academics/undergraduate/calendar/current/section-71-gina-cody-school-of-engineering-and-computer-science/section-71-20-beng.html",
  ),
  algonquinVet: s28(
    "ca-algonquin-veterinary-technician",
    "Algonquin College",
    "Veterinary Technician: the two-year Veterinary Technician Ontario College Diploma program",
    "https://algonquincollege.com/wellness-safety-community/program/veterinary-technician",
  ),
  naitAht: s28(
    "ca-nait-animal-health-technology",
    "The Nugget (NAIT's student newspaper)",
    "Registered Veterinary Technician Awareness Month: NAIT's Animal Health Technology (AHT) program and its student-run animal clinic (undated)",
    "https://thenuggetonline.com/registered-veterinary-technician-awareness-month-aht-students-purrrvide-services-for-naits-pet-owners",
  ),
  georgianWelding: s28(
    "ca-georgian-welding-techniques",
    "Georgian College (program catalogue)",
    "Welding Techniques (WETC): Ontario College Certificate, 2 semesters, 1 year, effective Fall 2025",
    "https://cat.georgiancollege.ca/programs/wetc",
  ),
  naitWelding: s28(
    "ca-nait-advanced-welding",
    "CTV News Edmonton",
    "Fresh supply of welders on the way to fill Alberta industry demand: the new Advanced Welding Technology diploma program at NAIT graduates its first students",
    "https://edmonton.ctvnews.ca/fresh-supply-of-welders-on-the-way-to-fill-alberta-industry-demand-1.6174318",
  ),
  bcitTv: s28(
    "ca-bcit-broadcast-media",
    "Business in Vancouver (sponsored content)",
    "These unique media programs help the storytellers of tomorrow: BCIT's Broadcast & Media Communications Department offers three two-year diplomas, Broadcast and Online Journalism, Radio Arts and Entertainment, and Television and Video Production",
    "https://www.biv.com/sponsored/these-unique-media-programs-help-the-storytellers-of-tomorrow-find-and-perfect-their-voice-8419998",
  ),
  naitRtv: s28(
    "ca-nait-media-communications-production",
    "NAIT (techlifetoday)",
    "Program recasts education for a content-driven industry: the program name Radio and Television retired in summer 2025 after three decades, replaced by Media Communications and Production",
    "https://techlifetoday.nait.ca/articles/2025/radio-television-media-communications-production",
  ),
  utorontoMenvsc: s28(
    "ca-utoronto-menvsc",
    "University of Toronto, School of Graduate Studies (Calendar)",
    "Physical and Environmental Sciences (University of Toronto Scarborough): Environmental Science MEnvSc and PhD",
    "https://sgs.calendar.utoronto.ca/degree/Physical-and-Environmental-Sciences",
  ),
  dalMrem: s28(
    "ca-dal-mrem",
    "Dalhousie University, School for Resource and Environmental Studies",
    "Resource and Environmental Management (graduate program): admissions, September intake only",
    "https://www.dal.ca/academics/programs/graduate/resource-and-environmental-management/admissions.html",
  ),
  sfuMrm: s28(
    "ca-sfu-mrm",
    "Simon Fraser University, School of Resource and Environmental Management",
    "A Brief History of REM: the Master's degree (M.R.M.) in Resource and Environmental Management, project, thesis and Planning streams, since 1979",
    "https://www.sfu.ca/rem/about-us/history.html",
  ),
  utorontoMbiotech: s28(
    "ca-utoronto-mbiotech",
    "University of Toronto Mississauga, Master of Biotechnology Program",
    "MBiotech at 25 Years (2000-2025): a two-year professional graduate degree program offered at UTM",
    "https://utm.utoronto.ca/mbiotech/news/mbiotech-25-years",
  ),
  ubcMds: s28(
    "ca-ubc-mds",
    "The University of British Columbia, Master of Data Science program (its blog)",
    "Designing MDS (19 February 2019): the UBC MDS program, launched in 2016; length of the program, 10 months",
    "https://ubc-mds.github.io/2019-02-19-designing-mds/",
  ),
  uwaterlooMdsai: s28(
    "ca-uwaterloo-mdsai",
    "University of Waterloo (Graduate Studies Academic Calendar, spring 2019 archive)",
    "Master of Data Science and Artificial Intelligence (MDSAI), effective fall 2019: three terms (12 months) for full-time students",
    "https://academic-calendar-archive.uwaterloo.ca/graduate-studies/archive-spring-2019/mathematics/data-science-and-artificial-intelligence/master-data-science-and-artificial-intelligence-mdsai.html",
  ),
  queensMma: s28(
    "ca-queens-mma",
    "Queen's University (Queen's Gazette)",
    "Smith School of Business unveils new Global Master of Management Analytics, building on the Toronto-based Master of Management Analytics (MMA)",
    "https://www.queensu.ca/gazette/taxonomy/term/11",
  ),
  utorontoMpp: s28(
    "ca-utoronto-mpp",
    "University of Toronto, School of Graduate Studies (Calendar)",
    "Global Affairs and Public Policy: Public Policy MPP, a two-year, full-time program at the Munk School",
    "https://sgs.calendar.utoronto.ca/global-affairs-and-public-policy-public-policy-mpp",
  ),
  dalMpa: s28(
    "ca-dal-mpa",
    "Dalhousie University, School of Public Administration",
    "Master of Public Administration: a two-year full-time course of study (part-time over a maximum of 6 years), CAPPA-accredited",
    "https://www.dal.ca/academics/programs/graduate/mpa/program-details/master-program.html",
  ),
  enapMap: s28(
    "ca-enap-map",
    "École nationale d'administration publique (ENAP)",
    "Programmes de 2e cycle : Maîtrise en administration publique, profil avec recherche (1710), maîtrise ès sciences (M.Sc.), 45 crédits",
    "https://www.enap.ca/enap/15546/1710_maitrise_en_administration_publique.enap",
  ),
  ubcMha: s28(
    "ca-ubc-mha",
    "The University of British Columbia (Graduate and Postdoctoral Studies)",
    "Master of Health Administration (MHA): a 24-month professional program, School of Population and Public Health with the Sauder School of Business",
    "https://www.grad.ubc.ca/prospective-students/graduate-degree-programs/master-of-health-administration",
  ),
  dalMha: s28(
    "ca-dal-mha",
    "Dalhousie University, School of Health Administration",
    "Master of Health Administration: a 16-month, CAHME-accredited program with a 4-month residency",
    "https://www.dal.ca/academics/programs/graduate/health-administration/program-details/master-program.html",
  ),
  utorontoMhsc: s28(
    "ca-utoronto-mhsc-health-administration",
    "University of Toronto, Institute of Health Policy, Management and Evaluation",
    "MHSc in Health Administration: program details, modular study, time commitment 20 months",
    "https://ihpme.utoronto.ca/programs/health-administration/mhsc-program-details/",
  ),
  utorontoMsw: s28(
    "ca-utoronto-msw",
    "University of Toronto, School of Graduate Studies (Calendar)",
    "Social Work (Factor-Inwentash Faculty of Social Work): MSW, with its fields, and PhD",
    "https://sgs.calendar.utoronto.ca/degree/Social-Work",
  ),
  ucalgaryMsw: s28(
    "ca-ucalgary-msw",
    "University of Calgary, Faculty of Graduate Studies",
    "Social Work, Master of Social Work (MSW), course-based program: a nationally accredited program for advanced professional practice",
    "https://grad.ucalgary.ca/future-students/explore-programs/social-work-msw-course",
  ),
  mcgillMsw: s28(
    "ca-mcgill-msw",
    "McGill University, School of Social Work",
    "MSW Program: a 45-credit, one-year program building on a first professional degree (BSW); a Qualifying Year for other applicants",
    "https://www.mcgill.ca/socialwork/prospective/msw/",
  ),
  ubcCounselling: s28(
    "ca-ubc-counselling-psychology",
    "The University of British Columbia, Department of Educational and Counselling Psychology, and Special Education",
    "CNPS Application Information: the M.A. and M.Ed. programs in Counselling Psychology",
    "https://ecps.educ.ubc.ca/counselling-psychology/application-info/",
  ),
  usherbrookeOrientation: s28(
    "ca-usherbrooke-orientation",
    "Université de Sherbrooke (Liaison, journal of the university)",
    "Les programmes en orientation se réorientent: launch of the new baccalauréat and maîtrise en orientation programs and of the Clinique d'orientation, 10 January 2008",
    "https://www.usherbrooke.ca/udes/journal/affiche/vol42/no10/actualite/index.html@tx_igttnewsshared[tt_news]=444.html",
  ),
  royalroadsMatm: s28(
    "ca-royalroads-matm",
    "Royal Roads University",
    "Master of Arts in Tourism Management (MATM): a two-year program, on-campus or blended delivery",
    "https://royalroads.ca/prospective-students/master-arts-tourism-management/delivery-models",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level, with its name and length as read
 * (see the header); one row no page bears out (George Brown's make-up diploma, Sheridan's title) is taken out.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  // the diploma the withdrawn George Brown row named is Sheridan's (see the header)
  programs: offered("ca-sheridan", "technical", S28.sheridanMmca.id, [
    ["makeup-artistry", "Makeup for Media and Creative Arts (Ontario College Diploma)"],
  ]),
  reread: [
    { institution: "ca-mcgill", career: "physical-education", level: "bachelor", source: S28.mcgillPhe.id },
    { institution: "ca-ubc", career: "social-work", level: "bachelor", source: S28.ubcBsw.id },
    { institution: "ca-tmu", career: "social-work", level: "bachelor", source: S28.tmuBsw.id },
    {
      institution: "ca-uottawa",
      career: "social-work",
      level: "bachelor",
      source: S28.uottawaBss.id,
      set: { name: "Baccalauréat spécialisé approfondi en service social", duration: null },
    },
    {
      institution: "ca-ulaval",
      career: "social-work",
      level: "bachelor",
      source: S28.ulavalBss.id,
      set: { duration: null },
    },
    {
      institution: "ca-mcgill",
      career: "nutrition",
      level: "bachelor",
      source: S28.mcgillDietetics.id,
      set: { duration: "3.5 years" },
    },
    { institution: "ca-ubc", career: "nutrition", level: "bachelor", source: S28.ubcFnh.id, set: { duration: null } },
    {
      institution: "ca-uoguelph",
      career: "nutrition",
      level: "bachelor",
      source: S28.guelphAhn.id,
      set: { duration: null },
    },
    {
      institution: "ca-umontreal",
      career: "nutrition",
      level: "bachelor",
      source: S28.umontrealNutrition.id,
      set: { duration: null },
    },
    {
      institution: "ca-yorku",
      career: "international-business",
      level: "bachelor",
      source: S28.yorkIbba.id,
      set: { duration: null },
    },
    { institution: "ca-carleton", career: "international-business", level: "bachelor", source: S28.carletonBib.id },
    {
      institution: "ca-tmu",
      career: "public-administration",
      level: "bachelor",
      source: S28.tmuPa.id,
      set: { name: "Bachelor of Arts (Honours), Public Administration and Governance", duration: null },
    },
    {
      institution: "ca-yorku",
      career: "public-administration",
      level: "bachelor",
      source: S28.yorkBpa.id,
      set: { duration: null },
    },
    {
      institution: "ca-carleton",
      career: "public-administration",
      level: "bachelor",
      source: S28.carletonBpapm.id,
      set: { duration: null },
    },
    {
      institution: "ca-tmu",
      career: "health-services-administration",
      level: "bachelor",
      source: S28.tmuBha.id,
      set: { name: "Bachelor of Health Administration (part-time degree completion)" },
    },
    {
      institution: "ca-yorku",
      career: "health-services-administration",
      level: "bachelor",
      source: S28.yorkBhs.id,
      set: { name: "Bachelor of Health Studies (BHS), Specialized Honours in Health Management", duration: null },
    },
    {
      institution: "ca-sait",
      career: "it-support-technician",
      level: "technical",
      source: S28.saitIt.id,
      set: { duration: null },
    },
    {
      institution: "ca-utoronto",
      career: "industrial-engineering",
      level: "bachelor",
      source: S28.utorontoIe.id,
      set: { duration: null },
    },
    {
      institution: "ca-concordia",
      career: "industrial-engineering",
      level: "bachelor",
      source: S28.concordiaIe.id,
      set: { duration: null },
    },
    { institution: "ca-algonquin", career: "veterinary-technician", level: "technical", source: S28.algonquinVet.id },
    {
      institution: "ca-nait",
      career: "veterinary-technician",
      level: "technical",
      source: S28.naitAht.id,
      set: { duration: null },
    },
    { institution: "ca-georgian", career: "welding-technology", level: "technical", source: S28.georgianWelding.id },
    {
      institution: "ca-nait",
      career: "welding-technology",
      level: "technical",
      source: S28.naitWelding.id,
      set: { duration: null },
    },
    {
      institution: "ca-bcit",
      career: "radio-television-production",
      level: "technical",
      source: S28.bcitTv.id,
      set: { name: "Television and Video Production (Diploma)" },
    },
    {
      institution: "ca-nait",
      career: "radio-television-production",
      level: "technical",
      source: S28.naitRtv.id,
      set: { name: "Media Communications and Production (Diploma), formerly Radio and Television", duration: null },
    },
    { institution: "ca-utoronto", career: "environmental-science", level: "graduate", source: S28.utorontoMenvsc.id },
    { institution: "ca-dal", career: "environmental-science", level: "graduate", source: S28.dalMrem.id },
    { institution: "ca-sfu", career: "environmental-science", level: "graduate", source: S28.sfuMrm.id },
    { institution: "ca-utoronto", career: "biotechnology", level: "graduate", source: S28.utorontoMbiotech.id },
    { institution: "ca-ubc", career: "data-science", level: "graduate", source: S28.ubcMds.id },
    {
      institution: "ca-uwaterloo",
      career: "data-science",
      level: "graduate",
      source: S28.uwaterlooMdsai.id,
      set: { duration: "12 months (3 terms)" },
    },
    { institution: "ca-queens", career: "data-science", level: "graduate", source: S28.queensMma.id },
    { institution: "ca-utoronto", career: "public-administration", level: "graduate", source: S28.utorontoMpp.id },
    {
      institution: "ca-dal",
      career: "public-administration",
      level: "graduate",
      source: S28.dalMpa.id,
      set: { duration: "2 years" },
    },
    { institution: "ca-enap", career: "public-administration", level: "graduate", source: S28.enapMap.id },
    {
      institution: "ca-ubc",
      career: "health-services-administration",
      level: "graduate",
      source: S28.ubcMha.id,
      set: { duration: "24 months" },
    },
    {
      institution: "ca-dal",
      career: "health-services-administration",
      level: "graduate",
      source: S28.dalMha.id,
      set: { duration: "16 months" },
    },
    {
      institution: "ca-utoronto",
      career: "health-services-administration",
      level: "graduate",
      source: S28.utorontoMhsc.id,
      set: { duration: "20 months" },
    },
    { institution: "ca-utoronto", career: "social-work", level: "graduate", source: S28.utorontoMsw.id },
    { institution: "ca-ucalgary", career: "social-work", level: "graduate", source: S28.ucalgaryMsw.id },
    {
      institution: "ca-mcgill",
      career: "social-work",
      level: "graduate",
      source: S28.mcgillMsw.id,
      set: { duration: "1 year (after a BSW)" },
    },
    { institution: "ca-ubc", career: "counselling", level: "graduate", source: S28.ubcCounselling.id },
    {
      institution: "ca-usherbrooke",
      career: "counselling",
      level: "graduate",
      source: S28.usherbrookeOrientation.id,
      set: { duration: null },
    },
    {
      institution: "ca-royalroads",
      career: "tourism",
      level: "graduate",
      source: S28.royalroadsMatm.id,
      set: { duration: "2 years" },
    },
  ],
  withdrawn: [
    {
      institution: "ca-georgebrown",
      career: "makeup-artistry",
      level: "technical",
      why: "no page gives George Brown this diploma: every page found (session 27 and 28) gives the title Makeup for Media and Creative Arts (Ontario College Diploma, 2 years) to Sheridan College; George Brown's own make-up offer found is a continuing-education certificate (the Comprehensive Makeup Artist Certificate, seven courses, in a Toronto Star sponsored section of April 2018; the Toronto Sun of November 2015 names an advanced makeup artist certificate of its School of Makeup and Esthetics), for which no page of George Brown was found",
    },
  ],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row it bears out (see the header). */
const S28B = {
  sherbrookeEnvironnement: s28b(
    "ca-usherbrooke-maitrise-environnement",
    "Université de Sherbrooke, Centre universitaire de formation en environnement et développement durable (CUFE)",
    "50e anniversaire de la maîtrise en environnement : création d'un nouveau champ d'études unique au Québec (maîtrise inaugurée en 1974)",
    "https://www.usherbrooke.ca/environnement/le-cufe/50e-anniversaire-maitrise/histoire-maitrise",
  ),
  mcgillBiotech: s28b(
    "ca-mcgill-msca-biotechnology",
    "McGill University, Graduate Programs in Biotechnology",
    "Frequently Asked Questions: the Master of Science (Applied) program in Biotechnology, a non-thesis, course- and laboratory-based master's with a small research project; limited enrolment",
    "https://www.mcgill.ca/biotechgradprog/admissions/faq",
  ),
  utorontoPoliticalScienceMa: s28b(
    "ca-utoronto-ma-political-science",
    "University of Toronto, Department of Political Science",
    "MA Program: the MA in Political Science, a one-year program with fields in Political Science and Political Theory",
    "https://politics.utoronto.ca/graduate/program-information/ma-program",
  ),
  ulavalSciencePolitique: s28b(
    "ca-ulaval-maitrise-science-politique",
    "Université Laval, Faculté des sciences sociales, Département de science politique",
    "Maîtrise en science politique : maîtrise professionnelle de 45 crédits, avec un stage à temps plein en milieu de travail et un rapport de fin d'études",
    "https://www.fss.ulaval.ca/etudes/maitrise-en-science-politique-ma/apercu",
  ),
  yorkMban: s28b(
    "ca-yorku-mban",
    "York University, Schulich School of Business",
    "Master of Business Analytics (MBAN) Admission Requirements",
    "https://schulich.yorku.ca/admissions/admissions-requirements/mban",
  ),
  utorontoStatistics: s28b(
    "ca-utoronto-msc-statistics",
    "University of Toronto, Department of Statistical Sciences",
    "MSc Program Requirements: fields of Statistical Theory and Applications and of Probability; full-time program of three sessions, usually completed in two (eight months, September to April); part-time, six sessions",
    "https://www.statistics.utoronto.ca/graduate/msc-program-requirements",
  ),
  ubcStatistics: s28b(
    "ca-ubc-msc-statistics",
    "The University of British Columbia, Department of Statistics",
    "MSc Program Details: MSc in Statistics (and with a Biostatistics option), thesis, project or co-op placement; typically 20-24 months",
    "https://www.stat.ubc.ca/msc-program-details",
  ),
  oiseCounselling: s28b(
    "ca-utoronto-med-counselling-psychotherapy",
    "University of Toronto, OISE, Department of Applied Psychology and Human Development",
    "Master of Education in Counselling Psychology, Counselling & Psychotherapy Field: program length 2 years full-time; 10 half-courses, 250 hours of practicum, comprehensive exam; recognized by the College of Registered Psychotherapists of Ontario",
    "https://www.oise.utoronto.ca/aphd/Home/Future_Students/Master_s_Degrees/MEd_Counselling_Psychotherapy/index.html",
  ),
  uottawaPublicAdministration: s28b(
    "ca-uottawa-ma-public-administration",
    "University of Ottawa, Faculty of Social Sciences",
    "Graduate Studies in Public Administration: MA in Public Administration, research paper (1 year) or thesis (2 years), full-time or part-time, in French or English, with a co-op option",
    "https://socialsciences.uottawa.ca/why-social-sciences/graduate/programs/public-administration",
  ),
  waterlooMmsc: s28b(
    "ca-uwaterloo-mmsc",
    "University of Waterloo, Department of Management Science and Engineering",
    "Master of Management Sciences (MMSc): eight courses; full time a 16-month program, which students may complete in one year (3 terms) or 16 months (4 terms)",
    "https://uwaterloo.ca/management-science-engineering/future-graduate-students/master-management-sciences-mmsc",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): further most-shown rows written without reading their page,
 * each re-pointed to a stored page that names the program at the institution and level (see the header).
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [
    {
      institution: "ca-usherbrooke",
      career: "environmental-science",
      level: "graduate",
      source: S28B.sherbrookeEnvironnement.id,
    },
    { institution: "ca-mcgill", career: "biotechnology", level: "graduate", source: S28B.mcgillBiotech.id },
    {
      institution: "ca-utoronto",
      career: "political-science",
      level: "graduate",
      source: S28B.utorontoPoliticalScienceMa.id,
      set: { duration: "1 year" },
    },
    {
      institution: "ca-ulaval",
      career: "political-science",
      level: "graduate",
      source: S28B.ulavalSciencePolitique.id,
    },
    { institution: "ca-yorku", career: "data-science", level: "graduate", source: S28B.yorkMban.id },
    {
      institution: "ca-utoronto",
      career: "statistics",
      level: "graduate",
      source: S28B.utorontoStatistics.id,
      set: { duration: "8 months (full-time)" },
    },
    {
      institution: "ca-ubc",
      career: "statistics",
      level: "graduate",
      source: S28B.ubcStatistics.id,
      set: { duration: "20-24 months" },
    },
    {
      institution: "ca-utoronto",
      career: "counselling",
      level: "graduate",
      source: S28B.oiseCounselling.id,
      set: {
        name: "Master of Education in Counselling Psychology, Counselling and Psychotherapy Field (MEd)",
        duration: "2 years (full-time)",
      },
    },
    {
      institution: "ca-uottawa",
      career: "public-administration",
      level: "graduate",
      source: S28B.uottawaPublicAdministration.id,
      set: {
        name: "Master of Arts in Public Administration (MA)",
        duration: "1-2 years",
      },
    },
    {
      institution: "ca-uwaterloo",
      career: "industrial-engineering",
      level: "graduate",
      source: S28B.waterlooMmsc.id,
      set: { duration: "12-16 months (full-time)" },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row or set of rows it bears out (see the header). */
const S29 = {
  mcgillPoliticalScienceBa: s29(
    "ca-mcgill-ba-political-science",
    "McGill University, Department of Political Science",
    "Undergraduate Programs: Bachelor of Arts (B.A.) - Major Concentration Political Science (36 credits), Honours Political Science (54 credits), Joint Honours Component and Minor Concentration",
    "https://www.mcgill.ca/politicalscience/undergrad/program",
  ),
  mcgillPhilosophyBa: s29(
    "ca-mcgill-ba-philosophy",
    "McGill University, Department of Philosophy",
    "Requirements for Programmes in Philosophy: Minor Concentration, Major Concentration, Joint Honours and Honours (60 credits in philosophy); audit sheets updated 2013",
    "https://www.mcgill.ca/philosophy/undergraduate/requirements",
  ),
  mcgillMathematicsBsc: s29(
    "ca-mcgill-bsc-mathematics",
    "McGill University, Department of Mathematics and Statistics",
    "Undergraduate programs: degrees in mathematics and statistics offered through the Faculties of Arts, Science and Management, in minor, faculty, majors and honours programs",
    "https://www.math.mcgill.ca/students/undergraduate/programs",
  ),
  utorontoPhilosophy: s29(
    "ca-utoronto-philosophy-undergraduate",
    "University of Toronto, Department of Philosophy",
    "Undergraduate at St. George: information about the undergraduate programs in philosophy (including bioethics) on the St. George campus",
    "https://philosophy.utoronto.ca/st-george/undergraduate-at-st-george/",
  ),
  utorontoMathematics: s29(
    "ca-utoronto-hbsc-mathematics",
    "University of Toronto, Faculty of Arts & Science",
    "Future students: Mathematics; admission through the Physical & Mathematical Sciences category on the St. George campus; Honours Bachelor of Science programs: Mathematics (specialist, major and minor)",
    "https://www.artsci.utoronto.ca/futurestudents/academics/progs/mathematics",
  ),
  ubcPhilosophy: s29(
    "ca-ubc-ba-philosophy",
    "The University of British Columbia, Academic Calendar 2024/25 (Vancouver)",
    "Philosophy: the Department of Philosophy offers programs of study that lead to the Doctor of Philosophy, Master of Arts and Bachelor of Arts; Major in Philosophy (at least 42 credits)",
    "https://www.calendar.ubc.ca/vancouver/index.cfm?tree=12,197,282,98",
  ),
  uottawaPublicAdministrationBa: s29(
    "ca-uottawa-honours-public-administration",
    "University of Ottawa, Faculty of Social Sciences",
    "Public Administration: undergraduate programs, Honours in Public Administration (course sequence, co-op, French immersion) and Joint Honours in Public Administration and Political Science",
    "https://socialsciences.uottawa.ca/why-social-sciences/undergraduate/programs/public-administration",
  ),
  guelphBiotechnology: s29(
    "ca-uoguelph-mbiotech",
    "University of Guelph",
    "Master of Biotechnology: a course-based master's combining scientific training with business training in the commercialization of biotechnology innovations, drawing on two departments",
    "https://www.uoguelph.ca/programs/master-of-biotechnology/",
  ),
  carletonEnvironmentalEngineering: s29(
    "ca-carleton-environmental-engineering-calendar-2009",
    "Carleton University, Graduate Calendar 2009-2010",
    "Civil and Environmental Engineering: Master's and Ph.D. degrees in Civil Engineering and Environmental Engineering (M.A.Sc. by thesis, M.Eng. by project and coursework); Environmental Engineering degrees offered through the Ottawa-Carleton Institute for Environmental Engineering, jointly administered by Carleton University and the University of Ottawa",
    "https://www3.carleton.ca/calendars/grad/0910/programs/civil_and_environmental.html",
  ),
  mcgillPoliticalScienceMa: s29(
    "ca-mcgill-ma-political-science",
    "McGill University, Graduate and Postdoctoral Studies",
    "Political Science (M.A.): the Master of Arts in Political Science (Thesis), a research-intensive program of six to seven graduate seminars over two or three academic terms and an MA thesis or graduate research essay",
    "https://www.mcgill.ca/gradapplicants/program/political-science-ma",
  ),
  ubcPoliticalScienceMa: s29(
    "ca-ubc-ma-political-science",
    "The University of British Columbia, Department of Political Science",
    "Master's Program: the scholarly one-year Master of Arts (MA) program in Political Science at UBC Vancouver, about 25 students a year",
    "https://politics.ubc.ca/graduate/masters-program",
  ),
  uottawaPoliticalScienceMa: s29(
    "ca-uottawa-ma-political-science",
    "University of Ottawa, Faculty of Social Sciences, School of Political Studies",
    "Graduate programs in Political Science: MA in Political Science (master's with thesis, with major research paper, or with co-op)",
    "https://www.uottawa.ca/faculty-social-sciences/programs/graduate/political-science",
  ),
  mcgillCounsellingMa: s29(
    "ca-mcgill-ma-counselling-psychology",
    "McGill University, Department of Educational and Counselling Psychology",
    "MA in Counselling Psychology - Professional/Internship concentration (non-thesis): two years (four semesters) and one summer term of full-time study; qualifies for membership in the OCCOQ (a later version of the page says admission to this concentration is closed while the program undergoes revisions)",
    "https://www.mcgill.ca/edu-ecp/programs/counsellingpsych/ma",
  ),
  umontrealHealthServices: s29(
    "ca-umontreal-msc-administration-services-sante",
    "Université de Montréal, École de santé publique (ESPUM)",
    "Maîtrise en administration des services de santé (M. Sc.), 2-770-1-1: 45 crédits, avec mémoire ou avec travail dirigé",
    "https://admission.umontreal.ca/programmes/maitrise-en-administration-des-services-de-sante/impression/format.html",
  ),
  sfuMpp: s29(
    "ca-sfu-mpp",
    "Simon Fraser University, School of Public Policy",
    "About Us: the Master's in Public Policy (MPP), an innovative two-year graduate program at SFU's Harbour Centre Campus in downtown Vancouver (School established in Fall 2003)",
    "https://www.sfu.ca/mpp/masters_of_public_policy.html",
  ),
  utorontoMieMeng: s29(
    "ca-utoronto-mie-meng",
    "University of Toronto, Department of Mechanical & Industrial Engineering",
    "Master of Engineering: MIE's MEng program, coursework and an optional project, full-time, extended full-time or part-time, with areas of emphasis such as Analytics, Robotics & Mechatronics and Advanced Manufacturing",
    "https://www.mie.utoronto.ca/programs/graduate/master-of-engineering/",
  ),
  ulavalOrientation: s29(
    "ca-ulaval-maitrise-orientation-occoq",
    "Ordre des conseillers et conseillères d'orientation du Québec (OCCOQ)",
    "Contrôle de l'admission: diplômes donnant un accès direct au permis de conseiller d'orientation, dont la Maîtrise en sciences de l'orientation avec stage et essai ou avec stage et mémoire (M.A.) de l'Université Laval",
    "https://www.orientation.qc.ca/informations-pour-le-public/7-protection-du-public-surveillance-de-la-pratique/2-controle-de-ladmission",
  ),
  concordiaMengIndustrial: s29(
    "ca-concordia-meng-industrial",
    "Concordia University, Gina Cody School of Engineering and Computer Science (a faculty member's page on its server)",
    "Information for MEng Industrial Engineering Students: the MEng Industrial Engineering is a two year, course based program with six options",
    "https://users.encs.concordia.ca/~gouw/meng",
  ),
  polymtlGenieIndustriel: s29(
    "ca-polymtl-maitrise-genie-industriel-lapresse-2011",
    "La Presse (Montréal), 15 November 2011",
    "Formation continue: Polytechnique offers a formation in ingénierie des systèmes de santé within its maîtrise en génie industriel",
    "https://www.lapresse.ca/affaires/portfolio/programmes-universitaires/201111/15/01-4467914-formation-continue.php",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): rows of the worklist no earlier pass had re-read, each re-pointed to a
 * stored page that names the program at the institution and level; one row withdrawn (see the header).
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    {
      institution: "ca-mcgill",
      career: "political-science",
      level: "bachelor",
      source: S29.mcgillPoliticalScienceBa.id,
      set: { duration: null },
    },
    {
      institution: "ca-mcgill",
      career: "philosophy",
      level: "bachelor",
      source: S29.mcgillPhilosophyBa.id,
      set: { duration: null },
    },
    {
      institution: "ca-mcgill",
      career: "mathematics",
      level: "bachelor",
      source: S29.mcgillMathematicsBsc.id,
      set: { duration: null },
    },
    {
      institution: "ca-utoronto",
      career: "philosophy",
      level: "bachelor",
      source: S29.utorontoPhilosophy.id,
      set: { duration: null },
    },
    {
      institution: "ca-utoronto",
      career: "mathematics",
      level: "bachelor",
      source: S29.utorontoMathematics.id,
      set: { duration: null },
    },
    {
      institution: "ca-ubc",
      career: "philosophy",
      level: "bachelor",
      source: S29.ubcPhilosophy.id,
      set: { duration: null },
    },
    {
      institution: "ca-uottawa",
      career: "public-administration",
      level: "bachelor",
      source: S29.uottawaPublicAdministrationBa.id,
      set: { duration: null },
    },
    { institution: "ca-uoguelph", career: "biotechnology", level: "graduate", source: S29.guelphBiotechnology.id },
    {
      institution: "ca-uottawa",
      career: "environmental-engineering",
      level: "graduate",
      source: S29.carletonEnvironmentalEngineering.id,
    },
    {
      institution: "ca-carleton",
      career: "environmental-engineering",
      level: "graduate",
      source: S29.carletonEnvironmentalEngineering.id,
    },
    {
      institution: "ca-mcgill",
      career: "political-science",
      level: "graduate",
      source: S29.mcgillPoliticalScienceMa.id,
    },
    {
      institution: "ca-ubc",
      career: "political-science",
      level: "graduate",
      source: S29.ubcPoliticalScienceMa.id,
      set: { duration: "1 year" },
    },
    {
      institution: "ca-uottawa",
      career: "political-science",
      level: "graduate",
      source: S29.uottawaPoliticalScienceMa.id,
    },
    {
      institution: "ca-mcgill",
      career: "counselling",
      level: "graduate",
      source: S29.mcgillCounsellingMa.id,
      set: { duration: "2 years (full-time)" },
    },
    {
      institution: "ca-ulaval",
      career: "counselling",
      level: "graduate",
      source: S29.ulavalOrientation.id,
      set: { duration: null },
    },
    {
      institution: "ca-umontreal",
      career: "health-services-administration",
      level: "graduate",
      source: S29.umontrealHealthServices.id,
      set: { name: "Maîtrise en administration des services de santé (M. Sc.)" },
    },
    {
      institution: "ca-sfu",
      career: "public-administration",
      level: "graduate",
      source: S29.sfuMpp.id,
      set: { duration: "2 years", city: "Vancouver" },
    },
    {
      institution: "ca-utoronto",
      career: "industrial-engineering",
      level: "graduate",
      source: S29.utorontoMieMeng.id,
      set: { name: "Master of Engineering (MEng), Department of Mechanical and Industrial Engineering" },
    },
    {
      institution: "ca-concordia",
      career: "industrial-engineering",
      level: "graduate",
      source: S29.concordiaMengIndustrial.id,
      set: { duration: "2 years" },
    },
    {
      institution: "ca-polymtl",
      career: "industrial-engineering",
      level: "graduate",
      source: S29.polymtlGenieIndustriel.id,
    },
  ],
  withdrawn: [
    {
      institution: "ca-yorku",
      career: "international-business",
      level: "graduate",
      name: "International MBA (Schulich School of Business)",
      why: 'closed: Schulich\'s IMBA FAQ, "Winding Down Schulich\'s IMBA Program", says admissions were suspended for Fall Semester 2021 "as a first step in our intention to wind down the IMBA Program by June 2022", and that Schulich\'s MBA "already contains a specialization in International Business" (https://schulich.yorku.ca/admissions/imba-faq/)',
    },
  ],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 verification pass read, one per row it bears out or adds (see the header). */
const S29B = {
  polymtlReglements: s29b(
    "ca-polymtl-reglements-baccalaureat",
    "Polytechnique Montréal (École Polytechnique), documents officiels",
    "Règlements des études de baccalauréat: grade de premier cycle de baccalauréat en ingénierie dans les spécialités génie chimique, civil, des matériaux, des mines, électrique, géologique, logiciel, industriel, informatique, mécanique et physique; programmes de 120 crédits",
    "https://www.polymtl.ca/sg/docs_officiels/2410re06.htm",
  ),
  queensMib: s29b(
    "ca-queens-smith-mib",
    "Queen's University, Smith School of Business",
    "Master of International Business: full-time, beginning each September; single degree (twelve months, with an exchange semester), double degree and internship options, from 12 to 24 months",
    "https://smith.queensu.ca/grad_studies/mib/index.php",
  ),
};

/**
 * Session 29's second verification pass (2026-11-28): one more of the worklist's rows written without reading its page,
 * re-pointed to a stored page of the institution, and an international-business master's added where the country had one
 * institution (see the header's "VERIFIED_S29B" paragraph). No row was withdrawn.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  programs: [
    ...offered("ca-queens", "graduate", S29B.queensMib.id, [
      [
        "international-business",
        "Master of International Business (MIB)",
        { duration: "12-24 months (single or double degree)" },
      ],
    ]),
  ],
  reread: [
    // the regulations give 120 credits, not a number of years: the "4 ans" written from memory is taken out
    {
      institution: "ca-polymtl",
      career: "industrial-engineering",
      level: "bachelor",
      source: S29B.polymtlReglements.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

export const CATALOG_CA: CountryCatalog = withPasses(
  FIRST_ROWS,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S29B,
);
