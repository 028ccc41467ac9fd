/**
 * Where to study in JM: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 * Rows dated 2026-11-26 were written from knowledge of the institutions' published programs; the
 * pages were not re-read online (this machine has no internet access). Check them before relying on them.
 * Rows dated 2026-11-27 (Northern Caribbean University's nutrition and social-work degrees) were likewise
 * written from knowledge of the institutions' published programs, without re-reading the pages online;
 * check them before relying on them.
 * Rows of the second 2026-11-27 block (graduate counselling and social work at UWI Mona, The Mico and the
 * Jamaica Theological Seminary; music degrees at Edna Manley College, UWI Mona and NCU; G.C. Foster
 * College's Bachelor of Physical Education) were likewise
 * written from knowledge of the institutions' published programs, without re-reading the pages online;
 * check them before relying on them.
 * Rows citing the "-2026-11-27b" sources (UTech's Master of Science in Health Administration; UWI Mona's MSc
 * Engineering and Management), added 2026-11-27, were likewise written from knowledge of the institutions'
 * published programs, not re-read online (no internet). UWI Mona's M.Ed. Language Education (for teachers of
 * English) cites the same source.
 * Rows citing "jm-utech-2026-11-27c" and the new Portmore Community College, Excelsior Community College and
 * Vector Technology Institute sources (pharmacy technician programmes at UTech, Portmore Community College and
 * Excelsior Community College; computer support certificates at Vector Technology Institute and Portmore
 * Community College; Excelsior's cosmetology associate degree) and The Mico's B.Ed. Secondary specialising in
 * Physical Education (citing "jm-mico-2026-11-27"), added 2026-11-27, were likewise written from
 * knowledge of the institutions' published programs, not re-read online (no internet).
 * Rows citing "jm-ntei-site", "jm-jagas-site" and "jm-utech-2026-11-27d" (Air Conditioning and Refrigeration at
 * HEART/NSTA Trust's National Tool and Engineering Institute on Ashenheim Road, Kingston; the automotive
 * technician programme of HEART/NSTA Trust's Jamaican-German Automotive School on Maxfield Avenue, Kingston;
 * UTech's post-diploma Bachelor of Health Science with its Health Services Administration option), added
 * 2026-11-27, were likewise written from knowledge of the institutions' published programmes, not re-read
 * online (no internet); each was seen in stored news or registry pages (J-TEC's qualifications register for
 * UTech's degree).
 * Rows to check first: JAGAS's programme title (written here as the NVQ-J Level 3 automotive technician
 * certification its graduates earn); UTech's Bachelor of Health Science, a summer post-diploma degree for
 * holders of a health-science diploma; UWI Mona's MSc Engineering and Management, listed under industrial engineering as an
 * engineering-management degree; Portmore Community College's Level 2
 * Computer Service and Support, a government-sponsored TVET course whose intakes vary from year to year.
 * The row citing "jm-mind-site" (the BSc Public Sector Management that the Management Institute for National
 * Development (MIND) teaches with The UWI, Mona, the UWI awarding the degree), added 2026-11-27, was written from
 * knowledge of the institute's published programmes, not re-read online (no internet); a stored Jamaica Information
 * Service report (https://jis.gov.jm/deadline-for-mind-public-sector-management-degree-programme-feb-24/) describes
 * MIND teaching the degree part-time in partnership with UWI Mona. Check it first: the report dates from 2006, so check
 * that MIND still admits to the degree (and at which levels), and its current title.
 * Rows dated 2026-11-28 (the ADDED_28 block) rest on stored copies of the institutions' own pages found with the search
 * tools, not re-read online (no internet): UWI Mona's Faculty of Engineering page
 * (https://www.mona.uwi.edu/engineering/engineering/about: BSc programmes in Biomedical, Civil, Electrical Power and
 * Electronics Engineering, three years after the preliminary year); UTech's graduate entry requirements for the College
 * of Health Sciences (https://www.utech.edu.jm/admissions/prospective-students/prospective-graduate-students/entry-requirements/college-of-health-sciences:
 * MSc Trauma Studies and Integrative Counselling, MSc Public Health Nutrition); UTech's VOICES magazine of
 * April-September 2023 (https://www.utech.edu.jm/publications/voices/Vol6-Issue2/10/), which names a programme director
 * for Industrial and Mechanical Engineering in the Faculty of Engineering and Computing. Titles to check first: UTech's
 * "BEng Industrial Engineering" (the magazine names the programme area, not the award's exact title); UWI Mona's
 * engineering degree titles as now awarded.
 * A second set of 2026-11-28 rows rests on stored copies of Jamaican press pages found with the search tools, not on the
 * institutions' own pages (none stored; no internet): the D'Marie Institute, a make-up artistry school in New Kingston
 * (The Gleaner, 25 October 2016, "Lots of job openings for make-up artists"; a stored 2023 interview on
 * thehautepeople.com with its principal says she, a certified make-up artist, founded it in October 2009); Face Forward,
 * a local beauty school that has trained make-up artists since 2009 and from April 2024 teaches Make-up Designory's
 * courses (Jamaica Observer, 10 March 2024); Excelsior Community College's Office Administration programme, one of the
 * first programmes it was to offer with Ohio's Hocking College from 2017-2018 (The Gleaner, July 2017). The press pages
 * stand as the two schools' websites, no own site being stored. Titles to check first: both make-up schools' course
 * titles (written generically, "Make-up artistry …": the pages name the field, not the award) and Face Forward's city
 * (written Kingston); whether ECC's Office Administration still runs, and whether it is awarded by Hocking College or by
 * ECC itself.
 * A third set of 2026-11-28 rows (third pass) rests on a stored copy of the Jamaica Tertiary Education Commission's
 * Qualifications Registry of Jamaica entry for Northern Caribbean University's Bachelor of Music in Performance and
 * Pedagogy (https://qualifications.jtec.gov.jm/qul/bachelor-of-music-in-performance-and-pedagogy/, listing 4141: a degree
 * that prepares graduates to work as private music studio teachers, specialist teachers, performers, accompanists and
 * church musicians), not re-read online (no internet); the degree, already listed under music, is now listed under music
 * education as well. Check first: that the degree still admits under that title, and whether NCU also awards a separate
 * music-education degree (a stored copy of its music department's page mentions music "Teacher Education majors").
 * The `ADDED_S24` block (rows dated 2026-11-28, S24 pass) rests on stored copies of public pages found with the search
 * tools, not re-read online (no internet). It adds The UWI Global Campus (the Open Campus renamed; its Jamaican office
 * is cited from its own news item of February 2020, https://global.uwi.edu/node/2705, which places The UWI Open Campus
 * in Kingston with its Open Learning Resource Centre on the Mona Campus) with two online programmes: the BSc Political
 * Science (https://global.uwi.edu/node/587: online, starts September/January, 3/4 years; a stored copy of the older
 * open.uwi.edu page gives 3 years full-time, 5 part-time) and the Associate Degree in Administrative Professional Office
 * Management (a stored copy on pdfslide.us of the Open Campus Programme Delivery Department's programme advising for
 * 2016/2017: 60 credits, delivered online with face-to-face final examinations at the sites), listed under executive
 * assistant studies. It also adds The UWI Mona's cybersecurity major in the Department of Computing, launched September
 * 2025 (https://www.mona.uwi.edu/fpas/mathematics/fst/node/3305), and UCC's diploma programme that prepares students for
 * the ACCA Fundamentals examinations (https://ucc.edu.jm/programmes/bm/ACCA), listed under accounting technician.
 * Check first: whether the Global Campus (a campus serving every contributing country from online delivery and country
 * sites) should count as an institution "in" Jamaica, its city (written Kingston, from the news item), and the stored
 * pages were served over http (the https form of the same address is cited); that the APOM associate degree still admits
 * (the stored advising document is of 2016/2017) and its current title; the cybersecurity major's exact award title (the
 * news item names the major, not the BSc it sits in); the UCC diploma's exact title and length (the stored page calls it
 * only "a Diploma programme"). Left out: a second Jamaican cybersecurity bachelor (a blog post mentions "the
 * cybersecurity program" at UTech only vaguely, and Excelsior's Network Systems and Cyber Security with Hocking College
 * is an associate-level programme); NTEI welding (a stored 2012 profile lists its programmes, but the welding line was
 * not in the part read).
 * The `ADDED_S24B` block (rows dated 2026-11-28, S24B pass) also rests on stored copies of public pages found with the
 * search tools, not re-read online (no internet). It adds four rows to the University of the Commonwealth Caribbean (UCC,
 * already listed): its Commonwealth Executive Master of Public Administration (CEMPA), under public administration,
 * cited from The Gleaner of 25 November 2009 ("UCC delivers first batch of Commonwealth master's students": UCC, licensed
 * in 2007 by the Commonwealth of Learning to offer the Commonwealth Executive MBA and MPA in the Caribbean, graduated its
 * first cohort, with further cohorts at its Kingston and Montego Bay campuses; stored over http, the https form of the
 * address is cited); and three programmes named on UCC's own page for international students
 * (https://www.ucc.edu.jm/students/international), which lists its online or blended programmes in two columns, the
 * first undergraduate (Accounting, the LLB, Criminology & Criminal Justice, Cybersecurity …) and the second graduate
 * (Business Intelligence and Analytics, Cybersecurity Management, Health Education Master, Healthcare Administration …):
 * "Cybersecurity" (listed under cybersecurity, bachelor), "Healthcare Administration" (health services administration,
 * graduate) and "Business Intelligence and Analytics" (data science, graduate; a second Jamaican institution for that
 * cell was not found). Check first: that the CEMPA still admits (the report is of 2009) and its current title; the
 * exact award titles of the three programmes on the international page (the page gives only the field names, and the
 * level is read from the column each sits in), whether they are UCC's own awards or a partner university's, and whether
 * they admit students in Jamaica as well as international students (the page says UCC was "seeking to offer" online and
 * blended options to international students from 2021). Left out after searching: a second Jamaican institution for the
 * mathematics, philosophy, international business and industrial engineering bachelors (the stored intstudy.com profile
 * lists a UCC and University of London "Mathematics & Economics" degree, a joint degree and an old listing, not added),
 * for veterinary medicine (none found), and The UWI Mona's postgraduate data science (its department's annual report
 * names data science among its programmes without saying at which level).
 * The `ADDED_S25` block (rows dated 2026-11-28, S25 pass) rests on stored copies of public pages found with the search
 * tools, not re-read online (no internet): the Jamaica Tertiary Education Commission's Qualifications Registry of Jamaica
 * entry for the University of Technology, Jamaica's Bachelor of Science in Mathematics and Education
 * (https://qualifications.jtec.gov.jm/qul/bachelor-of-science-in-mathematics-and-education/, listing 4642: a four-year,
 * eight-semester full-time degree, awarded by UTech, that gives graduates "in-depth knowledge of mathematics" and the
 * methods to teach it at primary and secondary level, with a final-semester teaching practicum), listed under
 * mathematics teaching only: a teacher-education degree is not listed for readers aiming at a mathematics degree (the
 * helper's pass also filed it under mathematics (bachelor); that row was taken out on review). Check first: that the
 * degree still admits under that title.
 * The same block adds Brown's Town Community College (public, Brown's Town, St Ann; its own history page, stored over http
 * as http://btcc.edu.jm/history-of-browns-town-community-college/ and cited over https, is the institution's source) with
 * the six-month welding programme of its Technical Campus at Discovery Bay, run with Noranda Bauxite and the HEART
 * Trust/NTA, from two Jamaica Information Service reports of May and June 2012 (https://jis.gov.jm/speeches/education-a-priority-pm/:
 * training "concentrated on a six-month welding programme"; http://jis.gov.jm/technical-campus-in-st-ann-to-meet-demand-for-skilled-persons/,
 * stored over http and cited over https: level one free of cost, level two at minimal cost), listed under welding technology;
 * and the MA English Language that UWI St. Augustine's Department of Modern Languages and Linguistics says is "currently
 * offered by the Open Campus" (https://sta.uwi.edu/fhe/dmll/MAEngLang.asp; aimed at secondary and post-secondary teachers
 * of English, with a course in principles and methods of English language teaching), listed under English teaching
 * (graduate) for The UWI Global Campus, which serves Jamaica. Check first: that the Discovery Bay welding programme still
 * runs (the reports are of 2012) and its exact title; that the MA English Language is still offered through the Global
 * Campus and admits students in Jamaica, and whether it prepares teachers enough to count as English teaching.
 * Left out after searching: international business, philosophy, veterinary medicine and a second industrial engineering
 * bachelor (no stored page found; the Caribbean Maritime University's engineering pages name mechatronics, automation and
 * industrial systems operations and maintenance, not industrial engineering); the statistics, environmental engineering,
 * animation and international business graduate cells (stored UWI statistics and development statistics master's pages
 * are of the St. Augustine campus, in Trinidad).
 * A further search pass on 2026-11-28 (S25B) added no rows: no stored page named a second Jamaican institution for the open
 * cells (the search budget ran out during the pass). Leads for a later pass: UTech's own Summary of Graduate Courses of Study
 * (https://utech.edu.jm/publications/grad-socos, 2023/2024 and 2025 booklets) lists graduate programmes of its School of
 * Mathematics & Statistics, School of Engineering and School of Computing & Information Technology, which may answer the
 * statistics, industrial engineering and data science graduate cells, but the stored excerpt showed only the table of
 * contents, not the programme titles.
 * The `ADDED_S26` rows (dated 2026-11-28) rest on stored copies of public pages found with the search tools (this machine
 * has no internet access): The UWI Mona Department of Computing's page for its MSc Computer Science
 * (https://www.mona.uwi.edu/compsci/programmes/msc-computer-science; the same text is stored at
 * https://www.mona.uwi.edu/compsci/msccompsci), which says the degree takes 40 credits: three core courses, five computer
 * science courses with at least two in one specialisation area, and an 8-credit research project; one of the
 * specialisation areas it lists is "Analytics and Knowledge Systems" (COMP6115 Knowledge Discovery and Data Analytics I,
 * COMP6125 Knowledge Discovery …, the rest of the list not in the part read). The degree is listed under data science
 * (graduate), written with that specialisation in its title, beside UCC's Business Intelligence and Analytics.
 * Check first: that the MSc Computer Science still offers the Analytics and Knowledge Systems specialisation (the page
 * warns that not every course runs every year), whether it is a full data-science route or only a computer-science
 * master's with some analytics courses, and whether The UWI Mona now runs a separate data-science master's.
 * Left out (about 50 look-ups; most returned only the opening pages of long handbooks and booklets): St Michael's
 * Theological College's two-year Licentiate in Philosophy, a UWI programme (https://stmtc.edu.jm/licentiate-programme;
 * The Gleaner, 31 October 2021, "St Michael's Theological College renewed") — a licentiate, not a bachelor's degree (and
 * whether it admits students other than seminarians was not seen), so not listed under philosophy (bachelor); Excelsior
 * Community College's BSc
 * Accounting with advanced placement in ACCA (its principal's welcome page) — a bachelor's, not an accounting-technician
 * programme; the Jamaica Information Service's 2017 report of the ACCA MOU with the Council of Community Colleges of
 * Jamaica (it names no college's accounting-technician programme); The UWI Mona's MSc Mathematics
 * (https://www.mona.uwi.edu/mathematics/msc-mathematics-0), not a statistics degree. No stored page named a second
 * Jamaican institution for the mathematics, philosophy, international business, health services administration or
 * industrial engineering bachelors, nor for the statistics, environmental engineering, animation, international business,
 * political science or industrial engineering master's; Jamaica has no veterinary school (the stored reports describe
 * Jamaicans studying the DVM at UWI St. Augustine, Trinidad, and CASE's 2025 pre-veterinary pipeline to Tuskegee
 * University). Leads for a later pass: the University Council of Jamaica's per-institution pages of accredited
 * programmes (https://www.ucj.org.jm/reg-institution/montego-bay-community-college/ is stored; those of other colleges may
 * be), and the Jamaica Tertiary Education Commission's Qualifications Registry entries (qualifications.jtec.gov.jm/qul/…).
 * A search pass on 2026-11-28 (session 27, S27) added no rows: about a dozen look-ups for Jamaica found no stored page
 * naming a second institution for the open cells. Pages read: the J-TEC Qualifications Registry entries for UTech's
 * Bachelor of Health Science (already listed) and its Bachelor of Science in Mathematics and Education
 * (https://qualifications.jtec.gov.jm/qul/bachelor-of-science-in-mathematics-and-education/; four years, for mathematics
 * teachers, so it belongs to mathematics teaching, not the mathematics bachelor); UTech's graduate entry-requirements page
 * for its College of Health Sciences (a Master of Science in Health Administration, graduate); UCC's international
 * students' page (https://www.ucc.edu.jm/students/international; undergraduate cybersecurity and a graduate healthcare
 * administration among others, none an open cell) and its BSc Business Administration page; an old intstudy.com profile
 * of UCC listing a University of London BSc Mathematics & Economics (a joint degree from a third-party page, not used);
 * the UCJ's accredited-programmes page (the list itself is a download not stored); UWI Mona's BSc Mathematics and BSc
 * Actuarial Science pages.
 * Check first: the UCJ's accredited-programmes list (July 2017) and the J-TEC registry's other entries, which may name
 * second institutions for the international business, mathematics and health services administration bachelors.
 * Left out: no stored page named a Jamaican institution for a second philosophy, mathematics, international business,
 * health services administration or industrial engineering bachelor, a second accounting technician programme, or the
 * statistics, environmental engineering, animation, international business, political science and industrial
 * engineering master's.
 * A verification pass of 2026-11-28 (session 27, `VERIFIED_S27`) searched stored public pages for the rows readers see
 * most that were written without reading their page, and re-pointed each row found to the page read, with its name and
 * length as read. Re-read: the Jamaica Theological Seminary's BSW and MSW (its own MSW page, which speaks of "the BSW and
 * MSW programs"); UTech's Pharmacy Technician (its School of Pharmacy page: 18 months full-time); Portmore Community
 * College's Pharmacy Technician (its programme page); HEART/NSTA's Welding (The Gleaner, 19 June 2024: welding among its
 * most popular courses) and Motor Vehicle Repair (The Gleaner, 17 December 2014: the automotive industry is fed with
 * mechanics by HEART Trust/NTA; a weak source, which names the training, not the course's title); JAGAS (Jamaica Observer,
 * 14 January 2021: training and NCTVET NVQ certification of mechanics at Maxfield Avenue; renamed "Automotive mechanic
 * training with NVQ-J certification (NCTVET)", the Level 3 of the old title not being on the page); The UWI Mona's BSc
 * Political Science and its public-sector degree (the Department of Government's 2018-2019 brochure, stored on Scribd,
 * lists the majors Political Science, International Relations, Public Policy and Management, Political Leadership …, and
 * no Public Sector Management: the row is renamed "BSc Public Policy and Management", its length taken out; the MIND row,
 * taught with Mona, is unchanged and still to check), BA in Philosophy (its philosophy majors page) and BA Music (its
 * programme page: with the Edna Manley College, three years); NCU's Bachelor of Music in Performance and Pedagogy under
 * music (the J-TEC registry entry the third 2026-11-28 pass read); G.C. Foster College's Bachelor of Physical Education
 * (its own page: four years full-time); The Mico's Bachelor of Education with Specialization in Physical Education (its
 * Department of Physical Education's page: four years); UTech's Master of Science in Health Administration (the College
 * of Health Sciences' graduate entry-requirements page read by the earlier S27 search pass). Withdrawn: none. Not re-read
 * (searched, nothing found): The UWI Mona's and NCU's BSc Social Work, Excelsior Community College's pharmacy technician
 * associate degree, UTech's and NCU's BSc Nutrition and Dietetics. Not searched (the pass's look-ups ran out): UTech's BEng
 * Civil Engineering, The UWI Mona's BSc Mathematics, Edna Manley College's music degrees, UTech's Bachelor of Health
 * Science, MIND's BSc Public Sector Management, Portmore's and Vector's computer support certificates, the refrigeration
 * programmes of HEART/NSTA and NTEI, and the graduate rows (UWI Mona's MSc Government, M.Ed. Language Education, MSc
 * Counselling, MSc Social Work, MSc Public Sector Management, MSc Engineering and Management; The Mico's MSc Counselling
 * and Social Work).
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): more of the most-shown rows written without
 * reading their page, looked up the same way (stored copies of public pages, search tools only; no page re-read online;
 * Edna Manley College's programmes page, stored at http, is cited at its https address). Rows re-read, each now citing
 * the page named:
 * - The UWI Mona's BSc Mathematics (its programme page "Mathematics (BSc.)": the major, 36 advanced credits);
 * - Edna Manley College's Bachelor of Music in Performance and Bachelor of Music Education (the college's programmes
 *   page, which lists both among its bachelor degrees);
 * - UTech's and NCU's BSc Nutrition and Dietetics (the Jamaica Information Service's report, undated, of the Ministry
 *   of Health's re-launched dietetic and nutrition internship, whose interns are graduates with BSc degrees in
 *   Nutrition and Dietetics "mainly from" UTech and NCU; a 2019 information sheet of the Academy of Nutrition and
 *   Dietetics' international affiliate, read in a garbled copy on docslib, lists a UTech BSc Dietetics and an NCU BSc
 *   Dietetics and Nutrition, both four years; not used, its columns being mixed);
 * - MIND's BSc Public Sector Management with The UWI, Mona (the Jamaica Information Service, 2006: MIND then taught
 *   levels one and two of the degree, part-time, in collaboration with Mona, and sought approval for level three);
 * - UTech's Bachelor of Health Science with its Health Services Administration option (the J-TEC Qualifications
 *   Registry's entry 4378: three summer sessions of about ten weeks over three academic years, the option in Module
 *   III; the row's length already says so);
 * - Portmore Community College's Computer Service and Support (Level 2) (the Jamaica Observer, 1 August 2021, on the
 *   college's level-two TVET programmes) and Vector Technology Institute's Computer Service Technician Certificate (its
 *   own page);
 * - the refrigeration rows of HEART/NSTA and of its National Tool and Engineering Institute (the Jamaica Observer, 27
 *   August 2023: "the AC and refrigeration programme ... we offer this programme at NTEI", with NVQ-J levels);
 * - The UWI Mona's M.Ed. Language Education (the School of Education's page: two years; now "2 years"), Master of
 *   Science in Counselling (the Faculty of Medical Sciences' page: a part-time three-year programme; now "3 years
 *   (part-time)"), MSc Social Work (the Department of Sociology, Psychology and Social Work's page of the MSW
 *   programme; renamed "Master of Social Work (MSW)") and MSc Engineering and Management (the Faculty of Engineering's
 *   "About" page: the MSc was started in 2021);
 * - The Mico's Master of Science in Counselling and Social Work, under counselling and social work (its own page: fully
 *   online, twenty-four months, 58 credits; both rows now "2 years").
 * Weak sources, to replace first: the two Jamaica Information Service reports (the nutrition one undated and about
 * graduates, not the degrees' pages; the MIND one of 2006, before The UWI Mona's Department of Government renamed its
 * public-sector major, as session 27 found) and the two Jamaica Observer reports (press, not the programmes' pages).
 * Lengths set from the pages: Mona's M.Ed. Language Education and MSc Counselling, The Mico's two rows; none taken out.
 * Withdrawn: none (no page read shows a row wrong). Note: the Jamaica Institution of Engineers told The Gleaner in 2009
 * that the only school graduating engineers was in Trinidad; UTech's BEng Civil Engineering is to be checked.
 * Searched and not found (rows left as they are): UTech's BEng Civil Engineering; The UWI Mona's BSc Social Work (only
 * its MSW page and the UWI Open Campus's online BSc Social Work) and NCU's (only NCU's 2016-2018 undergraduate bulletin
 * on Scribd, whose part read does not reach it); Excelsior Community College's pharmacy technician associate degree;
 * The UWI Mona's MSc Government (only the Department of Government's mission page, which names its postgraduate fields,
 * not the degree) and MSc Public Sector Management (only a campus feature on the department's Public Sector Management
 * Unit and its internship, piloted in 2009, naming "Public Sector Management Programmes", not the MSc). Not reached:
 * none (every row of the worklist was searched).
 * Second verification pass of 2026-11-28 (session 28, `VERIFIED_S28B`): three look-ups with new queries (stored copies
 * of public pages, search tools only), none of which found a page naming the program at the institution; no row was
 * changed, so the catalog has no `VERIFIED_S28B` block. Searched and not found: The UWI Mona's and NCU's BSc Social
 * Work (a query on Jamaican social work bachelors found only Mona's MSW page, the Jamaica Theological Seminary's MSW
 * page and other countries' programs); Excelsior Community College's pharmacy technician associate degree (a query
 * naming it as EXED found only United States colleges' programs); UTech's BEng Civil Engineering (UTech's School of
 * Engineering history page, whose part read speaks of its electrical and mechanical programs, and the university's
 * undergraduate summaries; a Caribbean Media Corporation report, copied by The Montserrat Reporter, says The UWI Mona's
 * new Faculty of Engineering offers a three-year BSc in Civil Engineering, a lead for a Mona row, not added). Not
 * searched again: The UWI Mona's MSc Government and MSc Public Sector Management.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): the regenerated worklist, looked for again on
 * stored copies of public pages (search tools only; no page re-read online; about a dozen of 68 look-ups shared with
 * Costa Rica, Panamá, Trinidad and Tobago, Haiti and Cuba). Row re-read, now citing the page named:
 * - Excelsior Community College's Associate of Science Degree in Pharmacy Technician (searched without result by both
 *   S28 passes): the college's own programme page (https://ecc.edu.jm/associate-of-science-degree-in-pharmacy-technician):
 *   "The Associate of Science Degree in Pharmacy Technician programme has a duration of two (2) years, over four (4)
 *   semesters and a summer internship" (the row's "2 years" stays).
 * Weak sources, to replace first: none (the college's own page, undated). Lengths: none set or taken out. Withdrawn:
 * none (no page read showed a row wrong).
 * Searched and not found (rows left as they are, cells left open): The UWI Mona's BSc Social Work (a pdfslide copy of the
 * Department of Sociology, Psychology and Social Work's 2018-2019 booklet says the department "offers BSc. degrees and
 * diplomas in the following areas: Criminology ...", the part read stopping there; the department's course-description
 * and BSc Sociology pages; queries in the style of Mona's programme pages, which found its Mathematics and Actuarial
 * Science BSc pages, found none for Social Work) and NCU's (only its 2016-2018 bulletins again); UTech's BEng Civil
 * Engineering (its Summary of Courses of Study in several copies, whose parts read stop at the table of contents);
 * The UWI Mona's MSc Government and MSc Public Sector Management (queries in the style of its programme pages found only
 * UWI St. Augustine's pages); a second bachelor's in international business (UCC's pages name its BSc Business
 * Administration with majors in business administration, accounting, finance and information systems management, not
 * international business); a second bachelor's in mathematics (only Mona's pages); a second bachelor's in industrial
 * engineering (The UWI Mona Faculty of Engineering's "About" page lists Biomedical, Civil, Electrical Power and
 * Electronics Engineering, no industrial engineering; its Civil Engineering is a lead for a Mona civil-engineering row,
 * as session 28 noted, not added). Not reached (budget): philosophy and health-services administration bachelor's,
 * accounting technicians, veterinary medicine, and the graduate cells in environmental engineering, political science,
 * statistics, animation, international business and industrial engineering.
 * Second verification pass of 2026-11-28 (session 29, after `VERIFIED_S29`): the worklist's UTech civil-engineering row
 * and the open bachelor's cells in international business and philosophy, looked for on stored copies of public pages
 * (search tools only; no page re-read online; three look-ups). No page read named a row of the worklist or a second
 * institution for an open cell, so no `VERIFIED_S29B` block was added and no row changed. Seen and not used: The
 * Gleaner of 31 October 2021 on St Michael's Theological College, which offers UWI programmes "a two-year Licentiate in
 * Philosophy, a three-year degree in theology, and soon to be offered, a three-year degree in guidance and counselling"
 * (a licentiate, not a bachelor's, so the philosophy cell stays open; the counselling degree was then only announced),
 * and the college's own licentiate page (twelve philosophy courses drawn from SMC and UWI offerings); the United
 * Theological College of the West Indies' pages on the UWI BA in Theology and BA in Ministerial Studies; UCC's BSc
 * Business Administration page (majors in business administration, accounting, finance and information systems
 * management, again: no international business); UTech's "International Undergraduate SOCOS Booklet 2025" (its opening
 * only) and its School of Engineering "Origins" page (its readable part stops at the 1980s electrical programmes); The
 * Montserrat Reporter (CMC, 14 September; the year is not in the stored text) on The UWI Mona's new Faculty of
 * Engineering, which "will offer Bachelor of Science degrees in Civil Engineering, Biomedical Engineering, Electrical
 * Power Engineering and Electronics Engineering", three-year programmes (again a lead for a Mona civil-engineering row;
 * not added, as civil engineering is not an open cell). Not reached (budget): The UWI Mona's and NCU's social-work
 * rows, Mona's graduate rows and the other open cells.
 * Session 30 pass of 2026-11-28 (session 30): the worklist's gaps, looked for on stored copies of public pages and in
 * public repositories (search tools only; no page re-read online; about thirteen of some seventy-five look-ups shared
 * with the Dominican Republic, Puerto Rico, Cuba and Trinidad and Tobago). No page read named a second institution for
 * an open cell or a row of the worklist, so no `VERIFIED_S30` block was added and no row changed.
 * Seen and not used: The UWI Open Campus's own page of its BSc Sport and Physical Literacy
 * (https://open.uwi.edu/programmes/bsc-sport-and-physical-literacy-new: 90 credits, practicum in schools), added to
 * Trinidad and Tobago's physical-education cell for The UWI Global Campus; Jamaica's physical-education cell is not
 * short, so it is not added here (a lead should the cell open); UTech's "Summary of Graduate Courses of Study
 * 2023/2024" and its Graduate SOCOS Booklet 2025 (utech.edu.jm/publications/grad-socos: their readable parts are the
 * table of contents and the university's history, not the programs); NCU's undergraduate bulletin 2016-2018 (Scribd)
 * and graduate bulletins 2008-2018 (their openings only); the J-TEC Qualifications Registry's general pages and the
 * UCJ's annual reports 2014-2017 (their openings list the appendices of accredited programs, not the programs); the
 * CCCJ's associate-degree admission page and a JIS report of July 2017 on the CCCJ–ACCA agreement (students of the
 * Associate in Business Studies and the accounting bachelor's of the community colleges, no college named); Excelsior
 * Community College's accreditation page (its UCJ-accredited bachelor's in Business Studies, Management Information
 * Systems and Hospitality, Entertainment and Tourism).
 * Searched and not found: a second bachelor's in mathematics (only Mona's and COSTAATT's pages), health-services
 * administration (UTech's Bachelor of Health Science again; NCU's bulletins), international business (UCC's BSc
 * Business Administration with majors in business administration, accounting, finance and information systems
 * management, again); a second accounting-technician program (UCC's ACCA diploma page again; HEART/NSTA Trust pages
 * on its training centers name no accounting course); a second industrial-engineering master's (UTech's graduate
 * booklets, above); public repositories with Jamaican institutions' program lists (none found). Not reached: the
 * philosophy and industrial-engineering bachelor's cells, veterinary medicine, and the graduate cells in political
 * science, environmental engineering, statistics, animation and international business; the worklist's rows (The UWI
 * Mona's and NCU's BSc Social Work, UTech's BEng Civil Engineering, Mona's MSc Government and MSc Public Sector
 * Management), all searched by earlier passes.
 * Session 30, second pass (2026-11-28; it adds no `VERIFIED_S30B` block; search tools only, no page re-read online;
 * about five of some 130 look-ups shared with the Dominican Republic, Cuba, Haiti, Bolivia, Ecuador and Venezuela).
 * Searched and not found: a second BSc in mathematics (only The UWI Mona's own programme page, Cave Hill's and COSTAATT's
 * came up; NCU's undergraduate bulletin on Scribd again, its opening only); a second health-services administration
 * bachelor's (The UWI Open Campus's Certificate in Introduction to Health Care Management, a 120-hour continuing
 * education course, not a degree); Jamaican institutions' programme lists in public repositories (only COSTAATT's, of
 * Trinidad and Tobago, came up); NCU's 2018 home page in the JSCryptoMinerStudy crawl (pagesource/ncu.edu.jm: its
 * readable opening is style sheets). Not reached: the philosophy and industrial-engineering bachelor's cells, the
 * accounting-technician cell, the graduate cells and the worklist's rows.
 * Session 30, third pass (2026-11-28; it adds no `VERIFIED_S30C` block; search tools only, no page re-read online; about
 * five of some 80 look-ups shared with the Dominican Republic, Cuba, Haiti, Bolivia, Ecuador, Venezuela and Peru).
 * Searched and not found: a second industrial-engineering bachelor's (The UWI Mona's Faculty of Engineering pages list
 * BSc programmes in Biomedical, Civil, Electrical Power, Electronics and Computer Systems Engineering and, since 2021,
 * the MSc in Engineering and Management already listed; CMC's report on the faculty's opening says the same; the BSc
 * Industrial Engineering that came up is St. Augustine's, in Trinidad and Tobago); a bachelor's in international business
 * (UCC's BSc Business Administration majors again; UTech's International Undergraduate SOCOS Booklet 2025, opening only;
 * Antigua State College's Associate of Arts in International Business, not Jamaican); a second health-services
 * administration bachelor's (NCU's graduate bulletins 2008-2018 and undergraduate bulletin 2016-2018, openings only, as
 * before); a second accounting-technician programme (the CCCJ's associate-degree admission page, JIS on the CCCJ–ACCA
 * memorandum of 2017 and UCC's ACCA page again; no college's associate degree in accounting named); UTech's 2018 home page
 * in the JSCryptoMinerStudy crawl (pagesource/utech.edu.jm: menus About, Admissions, Academics, Campus Experience,
 * Alumni and news panels, no programme). Not reached: the philosophy and mathematics bachelor's cells, veterinary
 * medicine, the graduate cells and the worklist's rows.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): the regenerated
 * worklist looked for again, as round 3 advised, with find_repos on name fragments and the promising repositories
 * fetched and read locally with git (about 35 look-ups shared with the other eleven countries of this pass; rows were
 * found only for El Salvador, the Dominican Republic and Nicaragua). Searched and not found: find_repos on uwi (noise:
 * TU Wien and others; the UWI student assistant itzMik3y/uwi-gpt is already cited for Trinidad and Tobago); no
 * repository with a Jamaican university's graduate programme list came up, so no second institution for the
 * political-science or industrial-engineering master's and none for environmental engineering, statistics, animation
 * or international business. Not reached: the bachelor's and technical gap cells and the verify rows.
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, institutionsOf, offered, pagesOn, taggedPages, withPasses } from "./define";

const inst = institutionsOf("JM");
const on27 = pagesOn("2026-11-27");

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "jm-ncu-2026-11-27",
      "Northern Caribbean University",
      "Undergraduate programmes",
      "https://www.ncu.edu.jm",
      "2026-11-27",
    ),
    on27("jm-uwi-mona-2026-11-27", "The University of the West Indies, Mona", "Programmes", "https://www.mona.uwi.edu"),
    on27("jm-mico-2026-11-27", "The Mico University College", "Graduate programmes", "https://themico.edu.jm"),
    on27(
      "jm-emc-2026-11-27",
      "Edna Manley College of the Visual and Performing Arts",
      "School of Music programmes",
      "https://emc.edu.jm",
    ),
    on27("jm-jts-site", "Jamaica Theological Seminary", "Social work programmes", "https://www.jts.edu.jm"),
    on27("jm-gcfc-site", "G.C. Foster College of Physical Education and Sport", "Programmes", "https://gcfc.edu.jm"),
    on27(
      "jm-utech-2026-11-27b",
      "University of Technology, Jamaica",
      "Graduate courses of study",
      "https://www.utech.edu.jm",
    ),
    on27(
      "jm-uwi-mona-2026-11-27b",
      "The University of the West Indies, Mona",
      "Faculty of Engineering programmes",
      "https://www.mona.uwi.edu",
    ),
    on27(
      "jm-utech-2026-11-27c",
      "University of Technology, Jamaica",
      "School of Pharmacy programmes",
      "https://www.utech.edu.jm",
    ),
    on27("jm-pcc-site", "Portmore Community College", "Programmes", "https://pcc.edu.jm"),
    on27("jm-ecc-site", "Excelsior Community College", "Programmes of study", "https://ecc.edu.jm"),
    on27("jm-vti-site", "Vector Technology Institute", "Programmes and certificates", "https://vti.edu.jm"),
    on27(
      "jm-ntei-site",
      "HEART/NSTA Trust",
      "National Tool and Engineering Institute (NTEI): training programmes",
      "https://www.heart-nsta.org",
    ),
    on27(
      "jm-jagas-site",
      "HEART/NSTA Trust",
      "Jamaican-German Automotive School (JAGAS): automotive training",
      "https://www.heart-nsta.org",
    ),
    on27(
      "jm-mind-site",
      "Management Institute for National Development (MIND)",
      "BSc Public Sector Management (taught with The UWI, Mona)",
      "https://www.mind.edu.jm",
    ),
    on27(
      "jm-utech-2026-11-27d",
      "University of Technology, Jamaica",
      "School of Allied Health and Wellness: Bachelor of Health Science",
      "https://www.utech.edu.jm",
    ),
  ],
  institutions: [
    inst("jm-pcc", "Portmore Community College", "Portmore", "public", "https://pcc.edu.jm", "jm-pcc-site"),
    inst("jm-ecc", "Excelsior Community College", "Kingston", "public", "https://ecc.edu.jm", "jm-ecc-site"),
    inst("jm-vti", "Vector Technology Institute", "Kingston", "private", "https://vti.edu.jm", "jm-vti-site"),
    inst(
      "jm-ntei",
      "National Tool and Engineering Institute (NTEI), HEART/NSTA Trust",
      "Kingston",
      "public",
      "https://www.heart-nsta.org",
      "jm-ntei-site",
    ),
    inst(
      "jm-jagas",
      "Jamaican-German Automotive School (JAGAS), HEART/NSTA Trust",
      "Kingston",
      "public",
      "https://www.heart-nsta.org",
      "jm-jagas-site",
    ),
    inst(
      "jm-mind",
      "Management Institute for National Development (MIND)",
      "Kingston",
      "public",
      "https://www.mind.edu.jm",
      "jm-mind-site",
    ),
    inst("jm-jts", "Jamaica Theological Seminary", "Kingston", "private", "https://www.jts.edu.jm", "jm-jts-site"),
    inst(
      "jm-gcfc",
      "G.C. Foster College of Physical Education and Sport",
      "Spanish Town",
      "public",
      "https://gcfc.edu.jm",
      "jm-gcfc-site",
    ),
  ],
  programs: [
    ...offered("jm-ncu", "bachelor", "jm-ncu-2026-11-27", [
      ["nutrition", "BSc Nutrition and Dietetics"],
      ["social-work", "BSc Social Work"],
      ["music", "Bachelor of Music in Performance and Pedagogy"],
    ]),
    ...offered("jm-uwi-mona", "graduate", "jm-uwi-mona-2026-11-27", [
      ["counselling", "Master of Science in Counselling"],
    ]),
    ...offered("jm-uwi-mona", "bachelor", "jm-uwi-mona-2026-11-27", [["music", "Bachelor of Arts in Music"]]),
    ...offered("jm-mico", "graduate", "jm-mico-2026-11-27", [
      ["counselling", "Master of Science in Counselling and Social Work"],
      ["social-work", "Master of Science in Counselling and Social Work"],
    ]),
    ...offered("jm-emc", "bachelor", "jm-emc-2026-11-27", [["music", "Bachelor of Music in Performance"]]),
    ...offered("jm-jts", "graduate", "jm-jts-site", [["social-work", "Master of Social Work (MSW)"]]),
    ...offered("jm-jts", "bachelor", "jm-jts-site", [["social-work", "Bachelor of Social Work (BSW)"]]),
    ...offered("jm-gcfc", "bachelor", "jm-gcfc-site", [["physical-education", "Bachelor of Physical Education"]]),
    ...offered("jm-utech", "graduate", "jm-utech-2026-11-27b", [
      ["health-services-administration", "Master of Science in Health Administration"],
    ]),
    ...offered("jm-uwi-mona", "graduate", "jm-uwi-mona-2026-11-27b", [
      ["industrial-engineering", "MSc Engineering and Management"],
      ["english-teaching", "M.Ed. Language Education"],
    ]),
    ...offered("jm-utech", "technical", "jm-utech-2026-11-27c", [
      ["pharmacy-technician", "Pharmacy Technician", { duration: "18 months" }],
    ]),
    ...offered("jm-pcc", "technical", "jm-pcc-site", [
      ["pharmacy-technician", "Pharmacy Technician"],
      ["it-support-technician", "Computer Service and Support (Level 2)"],
    ]),
    ...offered("jm-ecc", "technical", "jm-ecc-site", [
      ["pharmacy-technician", "Associate of Science Degree in Pharmacy Technician", { duration: "2 years" }],
      ["cosmetology", "Associate of Science Degree in Cosmetology"],
    ]),
    ...offered("jm-mico", "bachelor", "jm-mico-2026-11-27", [
      ["physical-education", "B.Ed. Secondary specialising in Physical Education"],
    ]),
    ...offered("jm-ntei", "technical", "jm-ntei-site", [
      ["refrigeration-air-conditioning", "Air Conditioning and Refrigeration"],
    ]),
    ...offered("jm-jagas", "technical", "jm-jagas-site", [
      ["automotive-mechanics", "Automotive Technician (NVQ-J Level 3)"],
    ]),
    ...offered("jm-utech", "bachelor", "jm-utech-2026-11-27d", [
      [
        "health-services-administration",
        "Bachelor of Health Science (Health Services Administration option)",
        { duration: "3 summer sessions (post-diploma)" },
      ],
    ]),
    ...offered("jm-mind", "bachelor", "jm-mind-site", [
      ["public-administration", "BSc Public Sector Management (with The UWI, Mona)"],
    ]),
    ...offered("jm-vti", "technical", "jm-vti-site", [
      ["it-support-technician", "Computer Service Technician Certificate"],
      ["it-support-technician", "Diploma in Computer Systems Technology", { duration: "1 year" }],
    ]),
  ],
};

const on28 = pagesOn("2026-11-28");

/** Rows added on 2026-11-28, resting on stored copies of the institutions' own pages (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    on28(
      "jm-uwi-mona-2026-11-28",
      "The University of the West Indies, Mona",
      "Faculty of Engineering: about the faculty and its undergraduate programmes",
      "https://www.mona.uwi.edu/engineering/engineering/about",
    ),
    on28(
      "jm-utech-2026-11-28",
      "University of Technology, Jamaica",
      "Prospective graduate students: entry requirements, College of Health Sciences",
      "https://www.utech.edu.jm/admissions/prospective-students/prospective-graduate-students/entry-requirements/college-of-health-sciences",
    ),
    on28(
      "jm-utech-2026-11-28b",
      "University of Technology, Jamaica",
      "VOICES, April-September 2023: Faculty of Engineering and Computing, Mechanical and Industrial Engineering",
      "https://www.utech.edu.jm/publications/voices/Vol6-Issue2/10/",
    ),
    on28(
      "jm-dmarie-gleaner-2026-11-28",
      "The Gleaner",
      "Lots of job openings for make-up artists (D'Marie Institute, New Kingston, a training school for make-up artists)",
      "https://jamaica-gleaner.com/article/news/20161025/lots-job-openings-make-artists",
    ),
    on28(
      "jm-faceforward-observer-2026-11-28",
      "Jamaica Observer",
      "Face Forward: 'MUD-ernising' beauty education in Jamaica (local beauty school's make-up courses with Make-up Designory)",
      "https://jamaicaobserver.com/2024/03/10/face-forward-mud-ernising-beauty-education-jamaica",
    ),
    on28(
      "jm-ecc-gleaner-2026-11-28",
      "The Gleaner",
      "Excelsior Community College to benefit from two MOUs (programmes with Hocking College: Health Information Management, Network Systems and Cyber Security, Office Administration)",
      "https://cmslocal.gleanerjm.com/article/news/20170722/excelsior-community-college-benefit-two-mous",
    ),
    on28(
      "jm-ncu-jtec-2026-11-28",
      "Jamaica Tertiary Education Commission (J-TEC), Qualifications Registry of Jamaica",
      "Northern Caribbean University – Bachelor of Music in Performance and Pedagogy (listing 4141)",
      "https://qualifications.jtec.gov.jm/qul/bachelor-of-music-in-performance-and-pedagogy/",
    ),
  ],
  institutions: [
    inst(
      "jm-dmarie",
      "D'Marie Institute",
      "Kingston",
      "private",
      undefined, // no official website seen: the report links the news page the row rests on
      "jm-dmarie-gleaner-2026-11-28",
    ),
    inst(
      "jm-faceforward",
      "Face Forward (beauty and make-up school)",
      "Kingston",
      "private",
      undefined, // no official website seen: the report links the news page the row rests on
      "jm-faceforward-observer-2026-11-28",
    ),
  ],
  programs: [
    ...offered("jm-uwi-mona", "bachelor", "jm-uwi-mona-2026-11-28", [
      ["civil-engineering", "BSc Civil Engineering", { duration: "3 years" }],
      ["electrical-engineering", "BSc Electrical Power Engineering", { duration: "3 years" }],
      ["biomedical-engineering", "BSc Biomedical Engineering", { duration: "3 years" }],
    ]),
    ...offered("jm-utech", "graduate", "jm-utech-2026-11-28", [
      ["counselling", "Master of Science in Trauma Studies and Integrative Counselling"],
      ["nutrition", "Master of Science in Public Health Nutrition"],
    ]),
    ...offered("jm-utech", "bachelor", "jm-utech-2026-11-28b", [
      ["industrial-engineering", "BEng Industrial Engineering"],
    ]),
    ...offered("jm-dmarie", "technical", "jm-dmarie-gleaner-2026-11-28", [
      ["makeup-artistry", "Make-up artistry training"],
    ]),
    ...offered("jm-faceforward", "technical", "jm-faceforward-observer-2026-11-28", [
      ["makeup-artistry", "Make-up artistry courses (with Make-up Designory)"],
    ]),
    ...offered("jm-ecc", "technical", "jm-ecc-gleaner-2026-11-28", [["executive-assistant", "Office Administration"]]),
    ...offered("jm-ncu", "bachelor", "jm-ncu-jtec-2026-11-28", [
      ["music-education", "Bachelor of Music in Performance and Pedagogy"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24`. */
const S24_ON = "2026-11-28";

/**
 * Rows added on 2026-11-28 by the S24 pass, each resting on a stored copy of a public page found with the search tools
 * (see the header): The UWI Global Campus (formerly the Open Campus) with its online BSc Political Science and its
 * Associate Degree in Administrative Professional Office Management; The UWI Mona's new cybersecurity major; UCC's
 * ACCA-track accounting diploma.
 */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "jm-s24-uwi-global-site",
      "The University of the West Indies Global Campus (formerly Open Campus)",
      "The UWI Open Campus and Association of Chartered Certified Accountants (ACCA) sign Memorandum of Understanding (Kingston, Jamaica; Open Learning Resource Centre on the Mona Campus)",
      "https://global.uwi.edu/node/2705",
      S24_ON,
    ),
    institutionPage(
      "jm-s24-uwi-global-polisci",
      "The University of the West Indies Global Campus (formerly Open Campus)",
      "BSc Political Science (online; start September/January; 3/4 years)",
      "https://global.uwi.edu/node/587",
      S24_ON,
    ),
    institutionPage(
      "jm-s24-uwi-global-apom",
      "The University of the West Indies Open Campus, Programme Delivery Department (stored copy on pdfslide.us)",
      "Programme Advising: Associate Degree in Administrative Professional Office Management (APOM), Academic Year 2016/2017",
      "https://pdfslide.us/documents/associate-degree-in-administrative-professional-office-management.html",
      S24_ON,
    ),
    institutionPage(
      "jm-s24-uwi-mona-cyber",
      "The University of the West Indies, Mona, Faculty of Science and Technology",
      "Department of Computing to Launch Cybersecurity Major in September",
      "https://www.mona.uwi.edu/fpas/mathematics/fst/node/3305",
      S24_ON,
    ),
    institutionPage(
      "jm-s24-ucc-acca",
      "University of the Commonwealth Caribbean",
      "ACCA: Diploma programme preparing for the ACCA Fundamentals examinations",
      "https://ucc.edu.jm/programmes/bm/ACCA",
      S24_ON,
    ),
  ],
  institutions: [
    inst(
      "jm-uwi-global",
      "The University of the West Indies Global Campus (formerly Open Campus)",
      "Kingston",
      "public",
      "https://global.uwi.edu",
      "jm-s24-uwi-global-site",
    ),
  ],
  programs: [
    ...offered("jm-uwi-global", "bachelor", "jm-s24-uwi-global-polisci", [
      ["political-science", "BSc Political Science", { duration: "3-4 years", modality: "distance" }],
    ]),
    ...offered("jm-uwi-global", "technical", "jm-s24-uwi-global-apom", [
      [
        "executive-assistant",
        "Associate Degree in Administrative Professional Office Management (APOM)",
        { modality: "distance" },
      ],
    ]),
    ...offered("jm-uwi-mona", "bachelor", "jm-s24-uwi-mona-cyber", [
      ["cybersecurity", "Cybersecurity major (BSc, Department of Computing)"],
    ]),
    ...offered("jm-ucc", "technical", "jm-s24-ucc-acca", [
      ["accounting-technician", "Accounting diploma programme (ACCA Fundamentals preparation)"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24B`. */
const S24B_ON = "2026-11-28";

/**
 * Rows added on 2026-11-28 by the S24B pass, each resting on a stored copy of a public page found with the search tools
 * (see the header): the University of the Commonwealth Caribbean's Commonwealth Executive Master of Public
 * Administration, and the cybersecurity, healthcare administration and business intelligence and analytics programmes
 * named on its page for international students.
 */
const ADDED_S24B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "jm-s24b-ucc-cempa-gleaner",
      "The Gleaner",
      "UCC delivers first batch of Commonwealth master's students (Commonwealth Executive MBA and MPA, licensed by the Commonwealth of Learning; 25 November 2009)",
      "https://old.jamaica-gleaner.com/gleaner/20091125/news/news7.html",
      S24B_ON,
    ),
    institutionPage(
      "jm-s24b-ucc-international",
      "University of the Commonwealth Caribbean",
      "International students: who we are, online programmes (undergraduate and graduate lists), requirements, fees",
      "https://www.ucc.edu.jm/students/international",
      S24B_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("jm-ucc", "graduate", "jm-s24b-ucc-cempa-gleaner", [
      ["public-administration", "Commonwealth Executive Master of Public Administration (CEMPA)"],
    ]),
    ...offered("jm-ucc", "bachelor", "jm-s24b-ucc-international", [
      ["cybersecurity", "Cybersecurity (undergraduate degree programme)"],
    ]),
    ...offered("jm-ucc", "graduate", "jm-s24b-ucc-international", [
      ["health-services-administration", "Healthcare Administration (graduate programme)"],
      ["data-science", "Business Intelligence and Analytics (graduate programme)"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S25`. */
const S25_ON = "2026-11-28";

/**
 * Rows added on 2026-11-28 by the S25 pass, each resting on a stored copy of a public page found with the search tools
 * (see the header): UTech's Bachelor of Science in Mathematics and Education, Brown's Town Community College's welding
 * programme and the MA English Language offered through The UWI Global Campus.
 */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "jm-s25-utech-math-ed-jtec",
      "Jamaica Tertiary Education Commission (Qualifications Registry of Jamaica)",
      "University of Technology, Jamaica – Bachelor of Science in Mathematics and Education (listing 4642; 4 years full time)",
      "https://qualifications.jtec.gov.jm/qul/bachelor-of-science-in-mathematics-and-education/",
      S25_ON,
    ),
    institutionPage(
      "jm-s25-btcc-site",
      "Brown's Town Community College",
      "History of Brown's Town Community College",
      "https://btcc.edu.jm/history-of-browns-town-community-college/",
      S25_ON,
    ),
    institutionPage(
      "jm-s25-btcc-welding-jis",
      "Jamaica Information Service (JIS)",
      "Education a priority – PM (opening of the Brown's Town Community College Technical Campus, Discovery Bay: six-month welding programme)",
      "https://jis.gov.jm/speeches/education-a-priority-pm/",
      S25_ON,
    ),
    institutionPage(
      "jm-s25-uwi-ma-english",
      "The University of the West Indies, St. Augustine – Department of Modern Languages and Linguistics",
      "MA English Language (currently offered by the Open Campus)",
      "https://sta.uwi.edu/fhe/dmll/MAEngLang.asp",
      S25_ON,
    ),
  ],
  institutions: [
    inst(
      "jm-btcc",
      "Brown's Town Community College",
      "Brown's Town",
      "public",
      "https://btcc.edu.jm",
      "jm-s25-btcc-site",
    ),
  ],
  programs: [
    ...offered("jm-btcc", "technical", "jm-s25-btcc-welding-jis", [
      ["welding-technology", "Welding programme (Technical Campus, Discovery Bay)", { duration: "6 months" }],
    ]),
    ...offered("jm-uwi-global", "graduate", "jm-s25-uwi-ma-english", [["english-teaching", "MA English Language"]]),
    ...offered("jm-utech", "bachelor", "jm-s25-utech-math-ed-jtec", [
      ["mathematics-teaching", "Bachelor of Science in Mathematics and Education", { duration: "4 years" }],
    ]),
  ],
};

/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";

/**
 * Rows added on 2026-11-28 by the S26 pass, each resting on a stored copy of a public page found with the search tools
 * (see the header): The UWI Mona's MSc Computer Science with its Analytics and Knowledge Systems specialisation.
 */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "jm-s26-uwi-mona-msc-cs",
      "The University of the West Indies, Mona – Department of Computing",
      "MSc Computer Science (40 credits; specialisation areas include Analytics and Knowledge Systems)",
      "https://www.mona.uwi.edu/compsci/programmes/msc-computer-science",
      ADDED_S26_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("jm-uwi-mona", "graduate", "jm-s26-uwi-mona-msc-cs", [
      ["data-science", "MSc Computer Science (Analytics and Knowledge Systems specialisation)"],
    ]),
  ],
};

/** The date of the pages read by the verification pass `VERIFIED_S27`. */
const VERIFIED_S27_ON = "2026-11-28";
const s27 = pagesOn(VERIFIED_S27_ON, "jm-s27v");

/**
 * Session 27's verification pass (2026-11-28): rows of the first passes, written without reading their page, that a stored
 * page now confirms, each re-pointed to that page with its name and length as read (see the header). Two rows are
 * re-pointed to pages earlier passes read (the J-TEC registry entry of NCU's music degree; UTech's graduate entry
 * requirements). No row was withdrawn.
 */
const VERIFIED_S27: CatalogPass = {
  sources: [
    s27(
      "jts-socialwork",
      "Jamaica Theological Seminary",
      "Master of Social Work (MSW): programme rationale (the seminary's BSW and MSW programmes)",
      "https://www.jts.edu.jm/socialwork/msw/",
    ),
    s27(
      "utech-pharmacy",
      "University of Technology, Jamaica",
      "School of Pharmacy: about the school (the Pharmacy Technician programme, 18 months, full-time)",
      "https://www.utech.edu.jm/academics/colleges-faculties/cohs/school-of-pharmacy",
    ),
    s27(
      "pcc-pharmtech",
      "Portmore Community College",
      "Pharmacy Technician: about the programme",
      "https://pcc.edu.jm/pharm-tech.html",
    ),
    s27(
      "heart-gleaner-2024",
      "The Gleaner",
      "HEART/NSTA Trust – 40 years of building a competitive labour force (19 June 2024: welding among its most popular courses)",
      "https://web4.jamaica-gleaner.com/article/news/20240619/heartnsta-trust-40-years-building-competitive-labour-force",
    ),
    s27(
      "heart-gleaner-2014",
      "The Gleaner",
      "Auto repairers say HEART Trust grads falling short (17 December 2014: the automotive industry is fed with mechanics by HEART Trust/NTA)",
      "https://jamaica-gleaner.com/article/business/20141217/auto-repairers-say-heart-trust-grads-falling-short",
    ),
    s27(
      "jagas-observer",
      "Jamaica Observer",
      "JAGAS offers free certification to mechanics (14 January 2021: training and NVQ certification by NCTVET at the Maxfield Avenue school)",
      "https://jamaicaobserver.com/2021/01/14/jagas-offers-free-certification-to-mechanics",
    ),
    s27(
      "mona-government",
      "The University of the West Indies, Mona – Department of Government",
      "Department of Government brochure, academic year 2018-2019 (majors: Political Science, International Relations, Public Policy and Management, …; stored copy on Scribd)",
      "https://de.scribd.com/document/452287629/department-of-government-brochure-2018",
    ),
    s27(
      "mona-philosophy",
      "The University of the West Indies, Mona",
      "Philosophy: BA in Philosophy [Major]",
      "https://www.mona.uwi.edu/dllp/postgrad/philosophy/majors",
    ),
    s27(
      "mona-music",
      "The University of the West Indies, Mona",
      "Music (BA): in association with the Edna Manley College, three years",
      "https://www.mona.uwi.edu/programmes/view/189",
    ),
    s27(
      "gcfc-bpe",
      "G.C. Foster College of Physical Education and Sport",
      "Bachelor of Physical Education (4 years full-time; secondary teachers specialising in physical education)",
      "https://gcfc.edu.jm/bachelor-of-physical-education/",
    ),
    s27(
      "mico-pe",
      "The Mico University College – Department of Physical Education",
      "Bachelor of Education with Specialization in Physical Education (full-time, four years)",
      "https://pe.themico.edu.jm/",
    ),
  ],
  reread: [
    {
      institution: "jm-jts",
      career: "social-work",
      level: "bachelor",
      name: "Bachelor of Social Work (BSW)",
      source: "jm-s27v-jts-socialwork",
    },
    {
      institution: "jm-jts",
      career: "social-work",
      level: "graduate",
      name: "Master of Social Work (MSW)",
      source: "jm-s27v-jts-socialwork",
    },
    {
      institution: "jm-utech",
      career: "pharmacy-technician",
      level: "technical",
      name: "Pharmacy Technician",
      source: "jm-s27v-utech-pharmacy",
    },
    {
      institution: "jm-pcc",
      career: "pharmacy-technician",
      level: "technical",
      name: "Pharmacy Technician",
      source: "jm-s27v-pcc-pharmtech",
    },
    {
      institution: "jm-heart-nsta",
      career: "welding-technology",
      level: "technical",
      name: "Welding",
      source: "jm-s27v-heart-gleaner-2024",
    },
    {
      institution: "jm-heart-nsta",
      career: "automotive-mechanics",
      level: "technical",
      name: "Motor Vehicle Repair",
      source: "jm-s27v-heart-gleaner-2014",
    },
    {
      institution: "jm-jagas",
      career: "automotive-mechanics",
      level: "technical",
      name: "Automotive Technician (NVQ-J Level 3)",
      source: "jm-s27v-jagas-observer",
      set: { name: "Automotive mechanic training with NVQ-J certification (NCTVET)" },
    },
    {
      institution: "jm-uwi-mona",
      career: "political-science",
      level: "bachelor",
      name: "BSc Political Science",
      source: "jm-s27v-mona-government",
    },
    {
      institution: "jm-uwi-mona",
      career: "public-administration",
      level: "bachelor",
      name: "BSc Public Sector Management",
      source: "jm-s27v-mona-government",
      set: { name: "BSc Public Policy and Management", duration: null },
    },
    {
      institution: "jm-uwi-mona",
      career: "philosophy",
      level: "bachelor",
      name: "BA Philosophy",
      source: "jm-s27v-mona-philosophy",
      set: { name: "BA in Philosophy" },
    },
    {
      institution: "jm-uwi-mona",
      career: "music",
      level: "bachelor",
      name: "Bachelor of Arts in Music",
      source: "jm-s27v-mona-music",
      set: { name: "BA Music (with the Edna Manley College)", duration: "3 years" },
    },
    {
      institution: "jm-ncu",
      career: "music",
      level: "bachelor",
      name: "Bachelor of Music in Performance and Pedagogy",
      source: "jm-ncu-jtec-2026-11-28",
    },
    {
      institution: "jm-gcfc",
      career: "physical-education",
      level: "bachelor",
      name: "Bachelor of Physical Education",
      source: "jm-s27v-gcfc-bpe",
      set: { duration: "4 years" },
    },
    {
      institution: "jm-mico",
      career: "physical-education",
      level: "bachelor",
      name: "B.Ed. Secondary specialising in Physical Education",
      source: "jm-s27v-mico-pe",
      set: { name: "Bachelor of Education with Specialization in Physical Education", duration: "4 years" },
    },
    {
      institution: "jm-utech",
      career: "health-services-administration",
      level: "graduate",
      name: "Master of Science in Health Administration",
      source: "jm-utech-2026-11-28",
    },
  ],
  withdrawn: [],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "JM",
  sources: [
    {
      id: "jm-uwi-mona-site",
      publisher: "The University of the West Indies, Mona",
      title: "Oferta académica (página oficial)",
      url: "https://www.mona.uwi.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
    {
      id: "jm-utech-site",
      publisher: "University of Technology, Jamaica",
      title: "Oferta académica (página oficial)",
      url: "https://www.utech.edu.jm",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
    {
      id: "jm-ncu-site",
      publisher: "Northern Caribbean University",
      title: "Oferta académica (página oficial)",
      url: "https://www.ncu.edu.jm",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
    {
      id: "jm-emc-site",
      publisher: "Edna Manley College of the Visual and Performing Arts",
      title: "Oferta académica (página oficial)",
      url: "https://emc.edu.jm",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
    {
      id: "jm-case-site",
      publisher: "College of Agriculture, Science and Education (CASE)",
      title: "Oferta académica (página oficial)",
      url: "https://www.case.edu.jm",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
    {
      id: "jm-heart-nsta-site",
      publisher: "HEART/NSTA Trust",
      title: "Oferta académica (página oficial)",
      url: "https://www.heart-nsta.org",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
    {
      id: "jm-uwi-mona-ug",
      publisher: "The University of the West Indies, Mona",
      title: "Undergraduate programmes",
      url: "https://www.mona.uwi.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "jm-uwi-mona-grad",
      publisher: "The University of the West Indies, Mona",
      title: "Graduate programmes (School for Graduate Studies and Research)",
      url: "https://www.mona.uwi.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "jm-utech-ug",
      publisher: "University of Technology, Jamaica",
      title: "Undergraduate programmes",
      url: "https://www.utech.edu.jm",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "jm-ncu-grad",
      publisher: "Northern Caribbean University",
      title: "Graduate programmes",
      url: "https://www.ncu.edu.jm",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "jm-ucc-site",
      publisher: "University of the Commonwealth Caribbean",
      title: "Programmes",
      url: "https://www.ucc.edu.jm",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "jm-mico-site",
      publisher: "The Mico University College",
      title: "Undergraduate programmes",
      url: "https://themico.edu.jm",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "jm-cmu-site",
      publisher: "Caribbean Maritime University",
      title: "Programmes",
      url: "https://www.cmu.edu.jm",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "jm-heart-nsta-programmes",
      publisher: "HEART/NSTA Trust",
      title: "Training programmes",
      url: "https://www.heart-nsta.org",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    {
      id: "jm-uwi-mona",
      country: "JM",
      name: "The University of the West Indies, Mona",
      city: "Kingston",
      kind: "public",
      website: "https://www.mona.uwi.edu",
      source: "jm-uwi-mona-site",
    },
    {
      id: "jm-utech",
      country: "JM",
      name: "University of Technology, Jamaica",
      city: "Kingston",
      kind: "public",
      website: "https://www.utech.edu.jm",
      source: "jm-utech-site",
    },
    {
      id: "jm-ncu",
      country: "JM",
      name: "Northern Caribbean University",
      city: "Mandeville",
      kind: "private",
      website: "https://www.ncu.edu.jm",
      source: "jm-ncu-site",
    },
    {
      id: "jm-emc",
      country: "JM",
      name: "Edna Manley College of the Visual and Performing Arts",
      city: "Kingston",
      kind: "public",
      website: "https://emc.edu.jm",
      source: "jm-emc-site",
    },
    {
      id: "jm-case",
      country: "JM",
      name: "College of Agriculture, Science and Education (CASE)",
      city: "Port Antonio",
      kind: "public",
      website: "https://www.case.edu.jm",
      source: "jm-case-site",
    },
    {
      id: "jm-heart-nsta",
      country: "JM",
      name: "HEART/NSTA Trust",
      city: "Kingston",
      kind: "public",
      website: "https://www.heart-nsta.org",
      source: "jm-heart-nsta-site",
    },
    {
      id: "jm-ucc",
      country: "JM",
      name: "University of the Commonwealth Caribbean",
      city: "Kingston",
      kind: "private",
      website: "https://www.ucc.edu.jm",
      source: "jm-ucc-site",
    },
    {
      id: "jm-mico",
      country: "JM",
      name: "The Mico University College",
      city: "Kingston",
      kind: "public",
      website: "https://themico.edu.jm",
      source: "jm-mico-site",
    },
    {
      id: "jm-cmu",
      country: "JM",
      name: "Caribbean Maritime University",
      city: "Kingston",
      kind: "public",
      website: "https://www.cmu.edu.jm",
      source: "jm-cmu-site",
    },
  ],
  programs: [
    ...offered("jm-uwi-mona", "bachelor", "jm-uwi-mona-site", [
      ["medicine", "Bachelor of Medicine and Bachelor of Surgery (MBBS)"],
      ["nursing", "BSc Nursing"],
      ["dentistry", "Doctor of Dental Surgery (DDS)"],
      ["pharmacy", "BSc Pharmacy"],
      ["physical-therapy", "BSc Physical Therapy"],
      ["psychology", "BSc Psychology"],
      ["law", "Bachelor of Laws (LLB)"],
      ["economics", "BSc Economics"],
      ["business-administration", "BSc Management Studies"],
      ["accounting", "BSc Accounting"],
      ["international-relations", "BSc International Relations"],
      ["political-science", "BSc Political Science"],
      ["sociology", "BSc Sociology"],
      ["social-work", "BSc Social Work"],
      ["history", "BA History"],
      ["philosophy", "BA Philosophy"],
      ["literature", "BA Literatures in English"],
      ["journalism", "BA Journalism"],
      ["communication-studies", "BA Media and Communication"],
      ["electronic-engineering", "BSc Electronics Engineering"],
      ["computer-science", "BSc Computer Science"],
      ["software-engineering", "BSc Software Engineering"],
      ["biology", "BSc Biology"],
      ["chemistry", "BSc Chemistry"],
      ["physics", "BSc Physics"],
      ["mathematics", "BSc Mathematics"],
      ["actuarial-science", "BSc Actuarial Science"],
      ["geology", "BSc Geology"],
      ["library-science", "Library and Information Studies"],
    ]),
    ...offered("jm-utech", "bachelor", "jm-utech-site", [
      ["culinary-arts", "BSc Culinary Arts Management"],
      ["surveying", "BSc Surveying and Geographic Information Sciences"],
    ]),
    ...offered("jm-utech", "bachelor", "jm-utech-site", [
      ["architecture", "Bachelor of Architectural Studies"],
      ["civil-engineering", "BEng Civil Engineering"],
      ["electrical-engineering", "BEng Electrical Engineering"],
      ["information-systems", "BSc Computing and Information Technology"],
      ["pharmacy", "BSc Pharmacy"],
      ["nursing", "BSc Nursing"],
      ["nutrition", "BSc Nutrition and Dietetics"],
      ["business-administration", "Bachelor of Business Administration"],
      ["hotel-management", "BSc Hospitality and Tourism Management"],
      ["construction-engineering", "Construction Engineering"],
      ["urban-planning", "BSc Urban and Regional Planning"],
      ["law", "Bachelor of Laws (LLB)"],
    ]),
    ...offered("jm-ncu", "bachelor", "jm-ncu-site", [
      ["nursing", "BSc Nursing"],
      ["theology", "BA Theology"],
      ["business-administration", "Bachelor of Business Administration"],
      ["psychology", "BSc Psychology"],
    ]),
    ...offered("jm-emc", "bachelor", "jm-emc-site", [
      ["fine-arts", "BFA Visual Arts"],
      ["dance", "BFA Dance"],
      ["theatre", "BFA Drama"],
      ["music-education", "Bachelor of Music Education"],
      ["graphic-design", "BFA Visual Communication"],
    ]),
    ...offered("jm-case", "bachelor", "jm-case-site", [["agronomy", "Agronomy"]]),
    ...offered("jm-heart-nsta", "technical", "jm-heart-nsta-site", [
      ["automotive-mechanics", "Motor Vehicle Repair"],
      ["electrical-technician", "Electrical Installation"],
      ["welding-technology", "Welding"],
      ["refrigeration-air-conditioning", "Refrigeration and Air Conditioning"],
      ["cosmetology", "Cosmetology"],
    ]),
    ...offered("jm-uwi-mona", "bachelor", "jm-uwi-mona-ug", [
      ["finance", "BSc Banking and Finance", { duration: "3 years" }],
      ["public-administration", "BSc Public Sector Management", { duration: "3 years" }],
      ["hotel-management", "BSc Hospitality and Tourism Management", { duration: "3 years" }],
      ["tourism", "BSc Hospitality and Tourism Management", { duration: "3 years" }],
      ["information-systems", "BSc Information Technology", { duration: "3 years" }],
      ["modern-languages", "BA Spanish", { duration: "3 years" }],
      ["advertising", "BA Integrated Marketing Communication", { duration: "3 years" }],
      ["film", "BA Film Production", { duration: "3 years" }],
      ["radio-television-production", "BA Digital Media Production", { duration: "3 years" }],
      ["cultural-management", "BA Entertainment and Cultural Enterprise Management", { duration: "3 years" }],
      ["medical-imaging", "BSc Diagnostic Imaging"],
      ["theology", "BA Theology", { duration: "3 years" }],
    ]),
    ...offered("jm-uwi-mona", "graduate", "jm-uwi-mona-grad", [
      ["business-administration", "Master of Business Administration (MBA)"],
      ["public-administration", "MSc Public Sector Management"],
      ["political-science", "MSc Government"],
      ["international-relations", "MSc International Relations"],
      ["economics", "MSc Economics"],
      ["social-work", "MSc Social Work"],
      ["library-science", "Master of Library and Information Studies (MLIS)"],
      ["communication-studies", "MA Communication Studies"],
      ["environmental-science", "MSc Natural Resource and Environmental Management"],
    ]),
    ...offered("jm-utech", "bachelor", "jm-utech-ug", [
      ["accounting", "BSc Accounting", { duration: "4 years" }],
      ["mechanical-engineering", "BEng Mechanical Engineering", { duration: "4 years" }],
    ]),
    ...offered("jm-ncu", "graduate", "jm-ncu-grad", [
      ["business-administration", "Master of Business Administration (MBA)"],
    ]),
    ...offered("jm-ucc", "bachelor", "jm-ucc-site", [
      ["business-administration", "BSc Business Administration"],
      ["information-systems", "BSc Information Technology"],
    ]),
    ...offered("jm-ucc", "graduate", "jm-ucc-site", [
      ["business-administration", "Master of Business Administration (MBA)"],
    ]),
    ...offered("jm-mico", "bachelor", "jm-mico-site", [
      ["primary-education", "Bachelor of Education in Primary Education", { duration: "4 years" }],
      ["special-education", "Bachelor of Education in Special Education", { duration: "4 years" }],
    ]),
    ...offered("jm-cmu", "bachelor", "jm-cmu-site", [
      ["logistics", "BSc Logistics and Supply Chain Management", { duration: "4 years" }],
    ]),
    ...offered("jm-heart-nsta", "technical", "jm-heart-nsta-programmes", [
      ["culinary-arts", "Commercial Food Preparation"],
      ["early-childhood-assistant", "Early Childhood Development"],
    ]),
  ],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  monaMath: s28(
    "jm-uwi-mona-bsc-math",
    "The University of the West Indies, Mona",
    "Mathematics (BSc.): the BSc major in Mathematics, thirty-six advanced credits, Faculty of Science and Technology",
    "https://www.mona.uwi.edu/programmes/view/1652",
  ),
  emc: s28(
    "jm-emc-programmes",
    "Edna Manley College of the Visual and Performing Arts",
    "Programmes: Bachelor degrees, among them the Bachelor of Music in Performance (Contemporary Music Studies; piano, voice, violin, wind; steel pan) and the Bachelor of Music Education (stored at http)",
    "https://emc.edu.jm/programmes/",
  ),
  nutrition: s28(
    "jm-moh-dietetic-internship",
    "Jamaica Information Service (JIS)",
    "Health Ministry re-launches Dietetic and Nutrition Internship Programme (interns are graduates with Bachelor of Science degrees in Nutrition and Dietetics, mainly from UTech and NCU; undated)",
    "https://jis.gov.jm/health-ministry-re-launches-dietetic-and-nutrition-internship-programme/",
  ),
  mind: s28(
    "jm-mind-psm",
    "Jamaica Information Service (JIS)",
    "Deadline for MIND Public Sector Management degree programme Feb 24 (MIND offers levels one and two of the BSc in Public Sector Management, through collaboration with The UWI, Mona, part-time; 2006)",
    "https://jis.gov.jm/deadline-for-mind-public-sector-management-degree-programme-feb-24/",
  ),
  utechBhs: s28(
    "jm-jtec-utech-bhs",
    "Jamaica Tertiary Education Commission (J-TEC), Qualifications Registry",
    "University of Technology, Jamaica - Bachelor of Health Science Degree (listing 4378): three summer sessions of about ten weeks over three academic years; the Health Services Administration option in Module III",
    "https://qualifications.jtec.gov.jm/qul/bachelor-of-health-science-degree",
  ),
  pcc: s28(
    "jm-pcc-tvet",
    "Jamaica Observer",
    "TVET opportunities at Portmore Community College (its level-two programmes, among them Computer Service and Support), 1 August 2021",
    "https://www.jamaicaobserver.com/career-education/tvet-opportunities-at_226881",
  ),
  vti: s28(
    "jm-vti-cst",
    "Vector Technology Institute",
    "Computer Service Technician Certificate (the first track of the Computer Technician Series; blended delivery)",
    "https://vti.edu.jm/certificates-for-professional-development/computer-service-technician-certificate",
  ),
  ntei: s28(
    "jm-ntei-ac",
    "Jamaica Observer",
    '20 women to benefit from AC training course (HEART/NSTA Trust National Tool and Engineering Institute: "the AC and refrigeration programme ... we offer this programme at NTEI"; NVQ-J levels), 27 August 2023',
    "https://jamaicaobserver.com/2023/08/27/20-women-to-benefit-from-ac-training-course",
  ),
  monaMedLang: s28(
    "jm-uwi-mona-med-lang",
    "The University of the West Indies, Mona, School of Education",
    "M.Ed. Language Education: programme summary; duration two years",
    "https://www.mona.uwi.edu/soe/graduate/med-language-education",
  ),
  monaCouns: s28(
    "jm-uwi-mona-msc-couns",
    "The University of the West Indies, Mona, Faculty of Medical Sciences",
    "Masters of Science in Counselling: a part-time three year programme (Hugh Wynter Fertility Management Unit)",
    "https://www.mona.uwi.edu/fms/masters-science-counselling",
  ),
  mico: s28(
    "jm-mico-mscsw",
    "The Mico University College",
    "Master of Science in Counselling and Social Work: delivered fully online; twenty-four months, 58 credits",
    "https://themico.edu.jm/academics/graduate/msc-counselling-and-social-work/",
  ),
  monaMsw: s28(
    "jm-uwi-mona-msw",
    "The University of the West Indies, Mona, Department of Sociology, Psychology and Social Work",
    "Master of Social Work: the MSW programme (objectives and expected outcomes)",
    "https://www.mona.uwi.edu/spsw/master-social-work",
  ),
  monaEng: s28(
    "jm-uwi-mona-foe",
    "The University of the West Indies, Mona, Faculty of Engineering",
    "About: graduate programme offerings, MPhil and PhD from 2018 and a MSc in Engineering and Management programme in 2021",
    "https://www.mona.uwi.edu/engineering/engineering/about",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level, with its name and length as read
 * (see the header). No row was withdrawn.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    { institution: "jm-uwi-mona", career: "mathematics", level: "bachelor", source: S28.monaMath.id },
    {
      institution: "jm-emc",
      career: "music",
      level: "bachelor",
      name: "Bachelor of Music in Performance",
      source: S28.emc.id,
    },
    { institution: "jm-emc", career: "music-education", level: "bachelor", source: S28.emc.id },
    { institution: "jm-utech", career: "nutrition", level: "bachelor", source: S28.nutrition.id },
    { institution: "jm-ncu", career: "nutrition", level: "bachelor", source: S28.nutrition.id },
    { institution: "jm-mind", career: "public-administration", level: "bachelor", source: S28.mind.id },
    {
      institution: "jm-utech",
      career: "health-services-administration",
      level: "bachelor",
      source: S28.utechBhs.id,
    },
    { institution: "jm-pcc", career: "it-support-technician", level: "technical", source: S28.pcc.id },
    {
      institution: "jm-vti",
      career: "it-support-technician",
      level: "technical",
      name: "Computer Service Technician Certificate",
      source: S28.vti.id,
    },
    { institution: "jm-heart-nsta", career: "refrigeration-air-conditioning", level: "technical", source: S28.ntei.id },
    { institution: "jm-ntei", career: "refrigeration-air-conditioning", level: "technical", source: S28.ntei.id },
    {
      institution: "jm-uwi-mona",
      career: "english-teaching",
      level: "graduate",
      source: S28.monaMedLang.id,
      set: { duration: "2 years" },
    },
    {
      institution: "jm-uwi-mona",
      career: "counselling",
      level: "graduate",
      source: S28.monaCouns.id,
      set: { duration: "3 years (part-time)" },
    },
    {
      institution: "jm-mico",
      career: "counselling",
      level: "graduate",
      source: S28.mico.id,
      set: { duration: "2 years" },
    },
    {
      institution: "jm-mico",
      career: "social-work",
      level: "graduate",
      source: S28.mico.id,
      set: { duration: "2 years" },
    },
    {
      institution: "jm-uwi-mona",
      career: "social-work",
      level: "graduate",
      source: S28.monaMsw.id,
      set: { name: "Master of Social Work (MSW)" },
    },
    { institution: "jm-uwi-mona", career: "industrial-engineering", level: "graduate", source: S28.monaEng.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row it bears out (see the header). */
const S29 = {
  eccPharmacy: s29(
    "jm-ecc-pharmacy-technician",
    "Excelsior Community College",
    "Associate of Science Degree in Pharmacy Technician (two years, over four semesters and a summer internship)",
    "https://ecc.edu.jm/associate-of-science-degree-in-pharmacy-technician",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): one more of the most-shown rows written without reading its page,
 * re-pointed to the institution's own page (see the header). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    // the page states two years: the row's "2 years" stays
    {
      institution: "jm-ecc",
      career: "pharmacy-technician",
      level: "technical",
      name: "Associate of Science Degree in Pharmacy Technician",
      source: S29.eccPharmacy.id,
    },
  ],
  withdrawn: [],
};

export const CATALOG_JM: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24,
  ADDED_S24B,
  ADDED_S25,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S29,
);
