/**
 * Where to study in TT: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 * Rows dated 2026-11-26 were written from knowledge of the institutions' published programs; the
 * pages were not re-read online (this machine has no internet access). Check them before relying on them.
 * Rows dated 2026-11-27 (the craft programmes of MIC-IT, NESC and YTEPP; UTT's mechanical engineering) were
 * likewise written from knowledge of the institutions' published programs, without re-reading the pages
 * online; check them before relying on them.
 * Rows citing the "-more-2026-11-27" sources (music, mathematics and nutrition degrees at COSTAATT and USC; graduate
 * counselling, social work and tourism) were likewise written from knowledge of the institutions' published
 * programs, without re-reading the pages online; check them before relying on them.
 * Rows citing "tt-uwi-sta-2026-11-27b" (UWI St. Augustine's MSc Government, MSc Statistics, MSc Environmental
 * Engineering, MSc Public Sector Management, MA TESOL and Bachelor of Education in Physical Education –
 * Secondary) and the later 2026-11-27 rows for YTEPP (makeup artistry) and NESC (air conditioning and
 * refrigeration), added 2026-11-27, were likewise written from knowledge of the institutions' published
 * programs, not re-read online (no internet).
 * The row citing "tt-costaatt-it-2026-11-27" (COSTAATT's Associate Degree in Information Technology, the
 * two-year hardware, operating-systems and networks programme that leads into its BSc Information Technology
 * completion degree, listed under IT support technician), added 2026-11-27, was likewise written from
 * knowledge of the college's published programmes, not re-read online (no internet); the completion
 * degree's stored page names the associate degree as its entry requirement.
 * Rows to check first: COSTAATT's Associate Degree in Information Technology (its current title, and that it
 * still runs as a stand-alone two-year award); the MSc Government (check the department's current name for it); the Bachelor of
 * Education (Physical Education – Secondary), last seen in a campus
 * publication, may since have been renamed or folded into another B.Ed.; YTEPP's Makeup Artistry and NESC's Air
 * Conditioning and Refrigeration, which run as sponsored intakes rather than every term.
 * The row citing "tt-utt-education-2026-11-27" (UTT's four-year Bachelor of Education with a secondary Physical
 * Education specialisation, taught with its Centre for Kinesiology, Physical Education and Sport), added 2026-11-27,
 * was likewise written from knowledge of the university's published programmes, not re-read online (no internet);
 * stored UTT pages show the four-year B.Ed. with secondary specialisations chosen after a common first year that
 * includes Physical Education, and the Centre's physical-education work. Check it first: that Physical Education is
 * still one of the B.Ed.'s secondary specialisations, and the award's exact title.
 * The row citing "tt-mscd-makeup-2026-11-27" (the Make Up Artistry course of the Ministry of Sport and Community
 * Development's community skills-training courses), added 2026-11-27, was confirmed from a stored copy of the
 * Ministry's own course page (https://test.mscd.gov.tt/courses/make-up-artistry-mua1-august-intake-copy/), which
 * describes a practical make-up artistry course for people aged fifteen and over. Check it first: the page was last
 * updated in 2021 and sits on a test sub-domain; the ministry's name and portfolio may since have changed, and the
 * course runs as scheduled intakes rather than every term.
 * The row of the `ADDED_28` block (dated 2026-11-28: UTT's Master of Health Administration, listed under health
 * services administration) rests on stored copies of two public pages found with the search tools, not on UTT's own
 * programme page (this machine has no internet): CARPHA's media release of April 2020 on the OECS Pressroom (cited as
 * its source), which names "the University's Master's degree(s) in Health Administration and Public Health", and the
 * Government news item of March 2017 (news.gov.tt, "Improvements to Health Administration in Tobago") on the
 * Tobagonian students and graduates of UTT's "Masters in Health Administration (MHA) Programme", built for middle and
 * senior managers of the health sector. Check it first: the award's exact title (written here "Master of Health
 * Administration (MHA)") and that UTT still admits a cohort to it.
 * A second 2026-11-28 row (SITAL College's MBA in Hospital and Health Services Management, listed under health services
 * administration) rests on a stored copy of the college's own page of a graduate's testimonial
 * (https://sitalcollege.com/edu/dr-kevin-maharaj/: a regional health authority doctor on the programme, its health
 * information systems and management practice modules, and its tutors); a stored CNC3 report of August 2017 quotes SITAL
 * saying that all its tertiary programmes are transnational (from the United Kingdom and Australia) and approved by the
 * ACTT. Check it first: the awarding university and the award's exact title, that the MBA still admits, and the campus
 * city (written only "Trinidad": no stored page gave the address).
 * The `ADDED_S24` block (rows dated 2026-11-28, S24 pass) rests on stored copies of public pages found with the search
 * tools, not re-read online (no internet). It adds The UWI Global Campus (the Open Campus renamed), whose presence in
 * Trinidad and Tobago is cited from a Newsday report of 17 August 2020 (all UWI Open Campus sites in TT closed under that
 * month's covid-19 rules, classes moving online), with its online BSc Political Science (https://global.uwi.edu/node/587:
 * online, starts September/January, 3/4 years; a stored copy of the older open.uwi.edu page gives 3 years full-time, 5
 * part-time). Check first: whether the Global Campus (a campus serving every contributing country from online delivery
 * and country sites) should count as an institution "in" Trinidad and Tobago; its city (written only "Trinidad": no
 * stored page gave a site's address); the programme page was stored over http (the https form of the address is cited).
 * Left out after searching: a second TT institution for pharmacy technician, health services administration and
 * international business bachelors, and for IT support (COSTAATT's 2017 computer repairs certificate was a one-off,
 * IDB-funded course, and COSTAATT is already listed for IT support).
 * The `ADDED_S24B` block (rows dated 2026-11-28, S24B pass) rests on a stored copy of a public page found with the search
 * tools, not re-read online (no internet): UWI-ROYTEC's own "How to Apply" page
 * (http://roytec.edu/index.php?option=com_content&view=article&id=26&Itemid=542, stored over http, cited as https), which
 * lists the programmes open for application for May 2017, among them "End User Support (North only)", with its
 * admissions office at 136-138 Henry Street, Port of Spain. The institution (The UWI-ROYTEC, a business and technology
 * institute of The University of the West Indies) is added with that page as its source; the End User Support
 * programme is listed under IT support technician. Check first: the programme's exact title, content and length (the
 * page names it only; "end user support" is read as computer support for users), that it still runs, ROYTEC's current
 * website (roytec.edu, as stored) and whether it should count as public (written so, as a UWI institute).
 * Left out after searching: a second TT institution for pharmacy technician, health services administration, the
 * philosophy, international business, public administration and industrial engineering bachelors, and the graduate
 * cells (UWI St. Augustine's Master of Public Administration and MSc Development Statistics are of an institution
 * already listed for those cells).
 * The `ADDED_S25` block (rows dated 2026-11-28, S25 pass) rests on stored copies of public pages found with the search
 * tools, not re-read online (no internet). It adds: COSTAATT's BSc Information and Library Science, a completion degree
 * for holders of its Associate Degree in Information and Library Studies, from the college's own programme page
 * (https://costaatt.edu.tt/course/bsc-information-and-library-science), listed under library science (bachelor); the
 * Caribbean Nazarene College (Cantaro, Upper Santa Cruz), with its Master of Social Work, from a stored copy on pdfslide.us
 * of the college's own MSW prospectus (https://pdfslide.us/documents/master-of-social-work-prospectus-caribbean-nazarene-master-of-social-work-prospectus.html;
 * the original sat under cnc.edu/wp-content/uploads/2016/07/), which prepares students for advanced generalist and
 * clinical social work practice; and the MA English Language of UWI St. Augustine's Department of Modern Languages and
 * Linguistics, which the department's own page (https://sta.uwi.edu/fhe/dmll/MAEngLang.asp) says is "currently offered
 * by the Open Campus" and which targets secondary and post-secondary teachers of English (with a course in principles and
 * methods of English language teaching), listed under English teaching (graduate) for The UWI Global Campus.
 * Check first: the CNC's website (written https://cnc.edu, from the prospectus's original path), that its MSW still admits
 * (the prospectus is of 2016) and that the college is still in Santa Cruz; that the MA English Language is still offered
 * and by which campus (the page is undated), and whether it prepares teachers enough to count as English teaching; that
 * COSTAATT still runs the library science completion degree (the page gives no length).
 * Left out after searching: pharmacy technician (UWI's School of Pharmacy says the old pharmacy diploma ended in 1995),
 * health services administration, international business, philosophy and industrial engineering bachelors, and the
 * data science, animation and international business graduate cells (no stored page found); SBCS's international
 * business offer (its stored pages name only HND and Sunderland/Greenwich business management degrees).
 * The `ADDED_S25B` block (rows dated 2026-11-28, S25B pass) rests on a stored copy of a public page found with the search
 * tools, not re-read online (no internet): a post on the Arthur Lok Jack Global School of Business's own blog
 * (https://lokjackgsb.edu.tt/author/salomebelasco/, the author archive that holds it) interviewing Nicholas Jagdeo, "current
 * student in Master of International Business", who describes the MIB as a master's "specifically tailored to address the
 * scope of international business", with the option to complete it in one year or in one year and three months, and his
 * cohort as "the first MIB cohort"; listed under international business (graduate) for the school (already listed).
 * Check first: the post is undated, so check that the MIB still admits (a Trinidad Express report of mid-2020 on the
 * school's retrenchment, https://trinidadexpress.com/business/local/retrenchment-at-lok-jack-school/article_f668e292-bfe8-11ea-8a8e-0383245f591f.html,
 * said that no new programmes would be offered and that programmes were being consolidated), and its
 * exact award title (written "Master of International Business (MIB)", as the post names it); the length is left out
 * because the post gives two options.
 * Left out after searching (S25B): The UWI Mona's M.Sc. Counselling (Hugh Wynter Fertility Management Unit), a part-time
 * three-year programme that its own page (https://www.uwi.edu/fertility/content/msc-counselling-programme) says has been
 * delivered in several countries, Trinidad among them, through the UWI distance education centres: a lead for counselling
 * (graduate), not added because the page names no Trinidad institution that teaches it (it is a Mona programme, and the
 * Global Campus is not named); a second institution for the philosophy, public administration, industrial engineering
 * and library science bachelors, and for the political science, statistics, data science, public administration,
 * industrial engineering and animation graduate cells (no stored page found; the search budget ran out during the pass).
 * The `ADDED_S26` rows (dated 2026-11-28, S26 pass) rest on stored copies of public pages found with the search tools
 * (this machine has no internet access): the Caribbean Nazarene College's own "Postgraduate Admissions Policy" page
 * (https://cnc.edu/postgraduate-admissions-policy/), which sets out the admission requirements of its "Master of Arts in
 * Counselling" (an undergraduate degree with a GPA of 2.7, recommendations, an interview with the Dean of Postgraduate
 * Studies, essays on why the applicant seeks a profession in counselling, and prerequisite courses in psychology and
 * principles of counselling), listed under counselling (graduate) for the college (already listed; its own "Who we are"
 * page, https://cnc.edu/who-we-are/, places the main campus in the upper Santa Cruz valley at the end of Sam Boucaud Road
 * out of Cantaro Village, confirming the city written); and COSTAATT's own programme page for its "Post Graduate Diploma
 * in International Trade and Commerce" (https://www.costaatt.edu.tt/course/international-trade-and-commerce/), a one-year
 * diploma for business and economics professionals holding a first degree (world trading system, international trade
 * theory and policy, regional integration, international monetary theory, international negotiations, transportation
 * logistics for trade facilitation; 33 credits), listed under international business (graduate).
 * Check first: that the CNC's MA in Counselling still admits (the page is undated) and its exact award title; that
 * COSTAATT still runs the postgraduate diploma (its page shows duration and campus "TBA" and the March intake "Closed",
 * so the length, given as one year in the description, is left out) and whether a postgraduate diploma should count at
 * the graduate level (it is read here as a specialisation-level award requiring a first degree).
 * Left out after searching (S26): a TT institution for the health services administration bachelor (UWI Open Campus's
 * Certificate in Introduction to Health Care Management is a 120-hour continuing-education course; the Global Campus's
 * 2025 Healthcare Management programme is announced from Barbados and its level is not stated) and for pharmacy technician
 * (a "Certificate in Pharmacy Technician" copy on Scribd, https://www.scribd.com/document/634824346/Untitled, names no
 * institution; UWI's School of Pharmacy says the old pharmacy diploma ended in 1995); a second institution for the
 * philosophy bachelor (the Seminary of St John Vianney and the Uganda Martyrs, a UWI-affiliated college, offers
 * philosophy courses to lay students per Catholic News of 13 March 2020, but no stored page names a philosophy degree
 * open to them) and the public administration, industrial engineering and library science bachelors, any institution
 * for the international business bachelor (SBCS's stored pages name only business management and HRM degrees), the laboratory technician programme (COSTAATT's AAS Medical Laboratory Technology page calls it the required
 * qualification for entry into the profession; no other provider found), sales technician (only short courses, such as
 * the Ministry of Youth Development's Project Trending sales and marketing course with CTS College, Newsday 15 May 2024,
 * and COSTAATT's 60-hour HOST programme), and the political science, statistics, data science, animation (UTT's
 * animation offer is a diploma), public administration and industrial engineering graduate cells (only UWI St. Augustine
 * programmes found: the MSc Development Statistics, the Master of Public Administration built with the Ministry of
 * Public Administration, the Faculty of Engineering's MSc programmes).
 * A search pass on 2026-11-28 (session 27, S27) added no rows: about a dozen look-ups for Trinidad and Tobago found no
 * stored page naming an institution for the open cells. Pages read: Johns Hopkins Medicine's page on the Trinidad and
 * Tobago Health Sciences Initiative (2006-2014; https://hopkinsmedicine.org/international/health-care-consulting/americas/trinidad-tobago-health-sciences-initiative),
 * which names an executive-style master's in health administration at UTT (graduate, not the bachelor cell, and perhaps
 * closed with the initiative); COSTAATT's Advanced Diploma in Port Health page (public health, not an open cell); USC's
 * news and School of Business pages (usc.edu.tt), which name no international business or health administration degree in the parts stored;
 * UWI Open Campus's BSc Management Studies (Caribbean-wide, not international business); UTT's 2017-2018 undergraduate
 * prospectus (only its table of contents was stored: no industrial engineering degree appears in the part read).
 * Check first: whether UTT still runs a master's in health administration (a lead for a health-services-administration
 * graduate cell, were one to open).
 * Left out: no stored page named a Trinidad institution for the health-services-administration, international business,
 * a second philosophy, public administration or industrial engineering bachelor, pharmacy or sales technicians, a second
 * laboratory technician programme, or the data science, statistics, political science, public administration, animation
 * and industrial engineering graduate cells beyond the UWI St. Augustine programmes already listed.
 * A verification pass of 2026-11-28 (session 27, `VERIFIED_S27`) searched stored public pages for the rows readers see
 * most that were written without reading their page, and re-pointed each row found to the page read, with its name and
 * length as read. Re-read: UWI St. Augustine's BSc Mechanical Engineering (its programme page), BSc in Industrial
 * Engineering (the Faculty of Engineering's Undergraduate Regulations 2015-2016, stored on Scribd; length taken out), BA
 * Musical Arts (its Department of Creative and Festival Arts' page), BSc Social Work (the Department of Behavioural
 * Sciences' social work page), BSc Political Science (its Department of Political Science's programme page), BSc Public
 * Sector Management (the same department's welcome page: offered since 2003, and in San Fernando from 2015; length taken
 * out) and BSc Human Nutrition and Dietetics (the Faculty of Food & Agriculture's undergraduate booklet 2013-2014 on issuu;
 * length taken out); COSTAATT's Bachelor of Music in performance and in music education (its programme page: majors in
 * performance areas and music education, four years full-time); USC's BA Music and its music-education specialisation
 * (its programme page: four years) and its BS Nutrition and Dietetics (its programme page, which gives 3 to 4 years).
 * Withdrawn: UWI St. Augustine's Bachelor of Education (Physical Education – Secondary): the campus's admissions page of
 * its School of Education's programmes (https://sta.uwi.edu/admissions/undergrad/education_programmes.asp) lists only the
 * B.Ed. Early Childhood Care & Education and the B.Ed. In-Service Primary Education (General). Not re-read (searched,
 * nothing found): YTEPP's Makeup Artistry (stored pages name its cosmetology, barbering and hairdressing courses only) and
 * Motor Vehicle Repair; COSTAATT's Associate Degree in Information Technology (only its BSc completion degree's page, as
 * before); UTT's Bachelor of Applied Science in Mechanical Engineering and its B.Ed. physical-education specialisation (its
 * B.Ed. page names Physical Education among the common first-year courses, not among the specialisations read); MIC-IT's
 * craft programmes and NESC's welding; UWI St. Augustine's BA Philosophy. Not searched (the pass's look-ups ran out): the
 * mathematics bachelor's of UWI St. Augustine and COSTAATT, the social work bachelor's of COSTAATT and USC, the business
 * administration bachelor's, the DVM, COSTAATT's medical laboratory technology, the refrigeration programmes, and the
 * graduate rows.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): more of the most-shown rows written without
 * reading their page, looked up the same way (stored copies of public pages, search tools only; no page re-read
 * online). Rows re-read, each now citing the page named:
 * - COSTAATT's BSc Mathematics (its programme page), its social work bachelor (its page "BSW Social Work": the Bachelor
 *   of Social Work, entered with an Associate Degree in Social Work; the row, "Social Work", is renamed "Bachelor of
 *   Social Work (BSW)") and its Associate of Applied Science in Medical Laboratory Technology (its page: 2 years
 *   full-time, 3 part-time; the row's length already says so);
 * - USC's Bachelor of Science in Social Work (its page "B.S. Social Work": 4 years, 128 credits; now "4 years") and
 *   Master of Science in Counseling Psychology (its page "MS Counseling Psychology": 2 years, 48 credits; now "2
 *   years");
 * - UWI St. Augustine's Doctor of Veterinary Medicine (the campus's DVM page: five years; now "5 years"), MSc
 *   Statistics (the Department of Mathematics and Statistics' page: one year full-time or two part-time, only part-time
 *   offered at present; now "2 years (part-time)"), MA in TESOL (the Department of Modern Languages and Linguistics'
 *   page of the TESOL Postgraduate Diploma and MA), MSc Social Work (the Department of Behavioural Sciences' page of
 *   the MSW programme) and MSc Public Sector Management (the Department of Political Science's page: 38 credits, with
 *   its 2022 flyer; its other page says the programme was revised in 2017-2018).
 * Weak sources: none (all are the institutions' own pages, though several are undated). Lengths set from the pages:
 * USC's two rows, the DVM, the MSc Statistics; none taken out.
 * Withdrawn: UWI St. Augustine's MSc Government (political science, graduate): the Department of Political Science's
 * page of the programme, read in its WordPress record
 * (https://sta.uwi.edu/fss/politicalscience/wp-json/wp/v2/pages/110, modified 1 December 2025), heads it "Master of
 * Science (M.Sc.) in Government (Not Currently Offered in 2025/2026)" (three semesters, 16 months, full-time, when
 * offered).
 * Searched and not found (rows left as they are): UWI St. Augustine's BSc Mathematics (only its MSc Mathematics page),
 * BSc Management Studies (only the Department of Management Studies' page of its degree rules and its MSc page) and MSc
 * Production Engineering and Management (only the Faculty of Engineering's postgraduate handbooks on Scribd, whose
 * parts read stop at their tables of contents); the Bachelor of Business Administration of COSTAATT and of USC; NESC's
 * Air Conditioning and Refrigeration and Welding (only a rewritten copy, on an unrelated site, of a news report of an
 * NESC Mayaro air-conditioning course sponsored by Perenco, which also names welding at the NESC; not used, its
 * original publisher unknown) and MIC-IT's Refrigeration and Air Conditioning (only a page on the technicians'
 * certification system MIC administers); and again, with new queries, YTEPP's Makeup Artistry (only its cosmetology
 * courses: barbering, braiding, weaving, in Newsday of 29 November 2019 and bpTT's releases of 2022; the Ministry of
 * Sport and Community Development's own Make Up Artistry course, MUA1, of 2020 is a lead for another make-up row) and
 * COSTAATT's Associate Degree in Information Technology. Not searched again (session 27 had, without a new idea):
 * YTEPP's Motor Vehicle Repair, MIC-IT's automotive and welding craft programmes, NESC's welding (but see above), UTT's
 * Bachelor of Applied Science in Mechanical Engineering and its B.Ed. physical-education specialisation, UWI St.
 * Augustine's BA Philosophy.
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block): two look-ups (stored copies of public
 * pages, search tools only; no page re-read online), with new queries, for rows searched before. Re-read: MIC-IT's
 * welding row, renamed "Welding (Caribbean Vocational Qualification)" from "Welding and Fabrication (Craft)": Newsday,
 * 13 August 2022, reporting MIC-IT's release that the National Training Agency renewed its approval to train and
 * assess in CVQ programmes including welding (levels one to three). Weak source: that report (press, 2022). Withdrawn:
 * none. Searched and not found: UTT's Bachelor of Applied Science in Mechanical Engineering (a query naming its Point
 * Lisas campus found only UWI St. Augustine's engineering pages); MIC-IT's automotive and refrigeration craft
 * programmes (the same search found MIC-IT's own "About us" page, naming its National Skills Development Programme and
 * other programmes but no course titles in the part read, its 2015 student handbook on paperzz, and TV6 reports on its
 * Manufacturing Apprenticeship Programme). Not searched again (no new idea): YTEPP's Makeup Artistry and Motor Vehicle
 * Repair, COSTAATT's Associate Degree in Information Technology, NESC's welding and refrigeration, UWI St. Augustine's
 * BSc Mathematics, BA Philosophy, BSc Management Studies and MSc Production Engineering and Management, UTT's B.Ed.
 * physical-education specialisation, and the business administration bachelors of COSTAATT and USC.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): the regenerated worklist, looked for again on
 * stored copies of public pages (search tools only; no page re-read online; about twenty of 68 look-ups shared with Costa
 * Rica, Panamá, Jamaica, Haiti and Cuba), with new angles (the institutions' own FAQ and news pages, ministry releases).
 * Rows re-read, each now citing the page named:
 * - USC's Bachelor of Business Administration (searched without result by the S28 pass): USC's own page "What You Can
 *   Study" (stored over http, cited over https: https://www.usc.edu.tt/future-students/what-you-can-study.html), whose
 *   list of programs gives, under Business Administration, "BBA - Management", "BBA - Marketing", "BBA - Human Resource
 *   Management" and "BBA - Finance";
 * - NESC's Welding: NESC's own FAQ page (stored over http, cited over https: https://www.nesctt.org/about-us/faqs/), on
 *   the certification its graduates receive, including the "Relevant American Welding Society Code (For Welding
 *   Trainees Only)" (a Trinidad Guardian report of
 *   August 2023, reprinted by Stabroek News, agrees: visiting Guyanese principals met the NESC-TI's "subject matter
 *   experts in welding");
 * - NESC's Air Conditioning and Refrigeration: the NESC Technical Institute's own news "NP & NESC-TI Sign Apprenticeship
 *   Agreement" (https://nesc.edu.tt/?p=3655), an apprenticeship under the Point Lisas Industrial Apprenticeship Programme
 *   "in key technical areas. Such as ... Air Conditioning and Refrigeration";
 * - YTEPP's Makeup Artistry (searched without result by the S28 pass): the Ministry of Youth Development and National
 *   Service's release of 25 June 2024 on its YouTec programme, which trains 300 young people "in Makeup Artistry;
 *   Culinary Arts; ..." with YTEPP as the training provider.
 * Weak sources, to replace first: USC's page (undated, from an older version of its site); NESC's FAQ page (its stipend
 * rates are "as at February 2011", on the former domain nesctt.org); the apprenticeship news (an apprenticeship in the
 * field for NESC graduates, not the training course's page; the NESC now calls itself the NESC Technical Institute,
 * NESC-TI); the MYDNS release (a ministry programme of 2024 that YTEPP delivers, not YTEPP's own course page). Lengths:
 * none set or taken out. Withdrawn: none (no page read showed a row wrong).
 * Searched and not found (rows left as they are, cells left open): a second bachelor's in health-services
 * administration, public administration or international business (COSTAATT's course pages seen name its Advanced
 * Diploma in Port Health, Certificate in Records Management for the Public Sector, BA Criminal Justice and BSc Midwifery,
 * none for these cells); a pharmacy-technician programme (only Jamaican colleges' pages); COSTAATT's Associate Degree in
 * Information Technology (its BSc Information Technology completion degree asks for "An Associate Degree in Information
 * Technology with a GPA of 2.25" without saying COSTAATT teaches it: not used); UTT's Bachelor of Applied Science in
 * Mechanical Engineering (a 2017-2018 UTT undergraduate prospectus, in an fdokumen copy, lists its NETD in Mechanical
 * Engineering; the part read stops before the B.A.Sc. programmes); YTEPP's Motor Vehicle Repair (YTEPP's own "Youth
 * Training" page names no course; the CCC's and MYDNS's automotive programmes of 2023-2024 are run with VMCOTT and NESC-TI,
 * not YTEPP) and MIC-IT's automotive and refrigeration craft programmes (MIC-IT's "About us" page and the 2015 trainee
 * handbook again). Not reached (budget): COSTAATT's Bachelor of Business Administration, UWI St. Augustine's BSc
 * Mathematics, BA Philosophy, BSc Management Studies and MSc Production Engineering and Management, UTT's B.Ed.
 * physical-education specialisation, and the other open cells (sales technicians, veterinary medicine, laboratory
 * technicians, library science, and the graduate cells in political science, data science, statistics, animation,
 * public administration and industrial engineering).
 * Second verification pass of 2026-11-28 (session 29, after `VERIFIED_S29`): rows the first S29 pass did not reach (UWI
 * St. Augustine's MSc Production Engineering and Management, BA Philosophy and BSc Mathematics) and COSTAATT's
 * Associate Degree in Information Technology, looked for on stored copies of public pages (search tools only; no page
 * re-read online; four look-ups). No page read named a row of the worklist, so no `VERIFIED_S29B` block was added and
 * no row changed. Seen and not used: Scribd and studylib copies of UWI St. Augustine's Faculty of Engineering
 * "Postgraduate Regulations & Syllabuses" (2013-2014 to 2020-2021), whose openings (tables of contents) list the
 * Department of Mechanical & Manufacturing Engineering but stop before its programmes (a lead for the MSc Production
 * Engineering and Management row: the booklet itself, on the campus site, should name it); the St. Augustine Faculty of
 * Humanities and Education's "journey" and "about" pages (departments and history; no philosophy programme in the
 * readable part); UWI Cave Hill pages on its philosophy major (another campus); COSTAATT's BSc Information Technology
 * completion page again (it asks for "An Associate Degree in Information Technology with a GPA of 2.25"). Not reached
 * (budget): the other rows of the worklist and the open cells.
 * Session 30 pass of 2026-11-28 (the `VERIFIED_S30` block, after `VERIFIED_S29`): gap cells first, then rows of the
 * worklist, looked for on stored copies of public pages and in public repositories (search tools only; no page re-read
 * online; about seventeen of some seventy-five look-ups shared with the Dominican Republic, Puerto Rico, Cuba and
 * Jamaica). Rows added:
 * - physical education (bachelor), beside UTT's B.Ed.: The UWI Global Campus's Bachelor of Science in Sport and
 *   Physical Literacy, from the Open Campus's own program page
 *   (https://open.uwi.edu/programmes/bsc-sport-and-physical-literacy-new, headed "(New)"): 90 credits over three
 *   levels, with Theory and Practice of Sport courses, practicum assignments and a final project "with the aim of
 *   improving the delivery of sport and physical literacy in schools", laddered so that a Certificate (30 credits) and
 *   an Associate degree (45 credits) may be taken on the way; no length is written (the page gives credits and
 *   semesters, not years);
 * - pharmacy technician (technical), the cell's first institution: COSTAATT's "Certificate - Pharmacy Assistance" (27
 *   credits, GATE-approved, listed under both its health and natural-science departments), from the fee tables of a
 *   draft of COSTAATT's website (a Next.js project, "costtwebv1", built by a team around Stacy Williams, with the
 *   college's own fee schedules and payment guides) kept in the GitHub repository skwilliams/Costaatt-viewing
 *   (src/pages/admissions/admissionsData.js, last changed in January 2024).
 * Rows re-read, each now citing the page named: COSTAATT's Associate Degree in Information Technology (searched without
 * result by the S27, S28 and S29 passes), renamed "AAS Information Technology" and its "2 years" (written from memory)
 * taken out, and COSTAATT's Bachelor of Business Administration (not searched before; the row keeps its name), both
 * from the program list of COSTAATT's own admissions software, the Student Document Upload System written by the
 * "COSTAATT Development Team" and kept in the GitHub repository ZeroZenx/COSTAATT-Student-Document-Upload-System
 * (app/Http/Controllers/AdmissionsController.php, October 2025), which offers applicants of the September 2024 to
 * September 2025 intakes, at the Port of Spain, San Fernando, Tobago and Chaguanas campuses, the "AAS Information
 * Technology" and the "BBA Management and Entrepreneurship", "BBA Human Resource Management" and "BBA Marketing" among
 * other programs (the website draft's fee tables agree: AAS Information Technology, 64 credits).
 * Weak sources, to replace first: both COSTAATT sources are code kept in public repositories, not the college's
 * published pages (the admissions software is the college's own; the website draft's standing is not stated), and the
 * pharmacy certificate's exact title and content are to be checked on COSTAATT's site (a pharmacy assistant's
 * certificate: check that it trains for the dispensing work of a pharmacy technician); the Global Campus page is
 * undated and serves every contributing country (as for its other rows, check that it admits students in Trinidad and
 * Tobago). Withdrawn: none (no page read shows a row wrong).
 * Leads not used: the same fee tables list COSTAATT's continuing-education "Make-up Artistry" and "Advanced Makeup
 * Artistry" short courses, its "Fundamentals of Selling" (a 3-credit course, too short for the sales-technician cell),
 * "AAS Library Science" and "Certificate - Phlebotomy"; MIC-IT's own pages of its NSDP Journeyman Diploma
 * (mic.co.tt/page/journeyman, and a copy on a cPanel host: three years, in Electrical/Electronics, Industrial
 * Maintenance and Mechanical Engineering Technology) and of its MuST program (hospitality, crop production and
 * construction), which name no automotive or refrigeration craft course.
 * Searched and not found: a second bachelor's in public administration (UWI St. Augustine's Department of Political
 * Science and its Ministry of Public Administration agreement of July 2024, the same institution); a second
 * public-administration master's (only UWI's MPA for public servants, Newsday, February 2025); a second
 * laboratory-technician program (NESC's FAQ and news pages name no laboratory course); the philosophy and
 * library-science bachelor's cells (only Mona's, Cave Hill's and St. Michael's Theological College's philosophy pages;
 * no Open Campus library degree); MIC-IT's Automotive Technology and Refrigeration and Air Conditioning craft
 * programs (its About us, MuST and Journeyman pages, its 2015 trainee handbook, STEEP and bpTT reports); UWI St.
 * Augustine's BA Philosophy (its pages again show no program page). Not reached: the industrial-engineering,
 * veterinary and health-services-administration, international-business and sales-technician cells, the graduate cells
 * in political science, data science, statistics, animation and industrial engineering, and the worklist rows of UTT
 * (Mechanical Engineering, B.Ed. physical education), YTEPP (Motor Vehicle Repair), UWI St. Augustine (BSc Mathematics,
 * BSc Management Studies, MSc Production Engineering and Management) and MIC-IT's refrigeration.
 * Session 30, second pass of 2026-11-28 (no `VERIFIED_S30B` block: nothing citable was found): the gap cells with one
 * institution first, looked for in public GitHub repositories and on stored pages (search tools only; no page re-read
 * online; about 14 look-ups for Trinidad and Tobago). Rows added, re-read or withdrawn: none. Searched and not found:
 * political science (graduate): UWI St. Augustine's Department of Political Science's own page on its M.Sc. in
 * Government (stored as the page's WordPress JSON, sta.uwi.edu/fss/politicalscience, "master-science-government") is
 * headed "(Not Currently Offered in 2025/2026)", so no row was written (the department's history pages name only its
 * B.Sc. programmes and a Certificate in Public Administration); public administration and health-services
 * administration (bachelor) at the UWI Global (Open) Campus (its stored programme pages give a BSc Management Studies
 * and a BSc Political Science, neither an open cell); COSTAATT's whole programme list in its admissions software
 * (GitHub repository ZeroZenx/COSTAATT-Student-Document-Upload-System, AdmissionsController.php: among others AA Film
 * and Video Production, BSc Networking, AAS Library and Information Studies and BSc Library and Information Science,
 * none for an open cell held by another institution); the UWI Global Campus Trinidad and Tobago's Further Education and
 * Pre-University fees booklet 2024/2025 (kept in the GitHub repository itzMik3y/uwi-gpt: certificates in Business
 * Management, Guidance and Counselling, Materials Purchasing and Logistics and others, none a degree of an open cell);
 * a 2018 copy of USC's home page (repository silverfoxy/JSCryptoMinerStudy, pagesource/usc.edu.tt: menus only, no
 * degree list; UTT's home page is not in that crawl); UTT's 2017-2018 undergraduate prospectus (fdokumen copy), whose
 * opening lists a Diploma in Animal Health, Production and Veterinary Public Health (not a veterinary degree) and B.Sc.
 * Aircraft Maintenance and Management and stops before its B.A.Sc. list; a second pharmacy-technician programme (only
 * UWI's B.Sc. Pharmacy and Jamaican colleges' pages). Not reached: the philosophy, industrial-engineering, veterinary,
 * laboratory-technician, statistics, library-science, international-business, sales-technician, data-science and
 * animation cells and the worklist's verify rows.
 * Session 30, third pass of 2026-11-28 (no `VERIFIED_S30C` block: nothing citable was found): the gap cells first, then
 * one verify row, looked for on stored pages and in public GitHub repositories (search tools only; no page re-read
 * online; about 8 of some 64 look-ups for seven countries). Rows added, re-read or withdrawn: none. Searched and not
 * found: a bachelor's in international business (a pages query found USC's School of Business page, which names no
 * degree in its opening, and regional pages); a second industrial-engineering bachelor's (UTT's 2017-2018 undergraduate
 * prospectus and 2018 application guide, whose stored openings stop before their programme lists); a data-science master's
 * (UWI's revised MSc Computer Science page, an academic-jobs page and UWI Today of March 2018 on SALISES's MSc in
 * Development Statistics, established in 2008-2009 and "now in its tenth year": a statistics master's at the institution
 * already listed for that cell, so not added); a bachelor's in health-services administration (COSTAATT's Advanced
 * Diploma in Port Health, UWI Cave Hill's Bachelor of Health Sciences with a healthcare-administration concentration, a
 * Barbadian programme, and UTT's executive master's in health administration of 2007, already listed); UWI St. Augustine's
 * MSc Production Engineering and Management (verify row: the Faculty of Engineering's postgraduate regulations of
 * 2013-2014 to 2020-2021 on Scribd and studylib, whose stored openings end before the department's programmes); the
 * GitHub repository itzMik3y/uwi-gpt (its documents are of UWI Mona, Jamaica, with one Global Campus Trinidad and Tobago
 * fees booklet already noted). Not reached: the philosophy, public-administration, pharmacy-technician, veterinary,
 * laboratory-technician, statistics, library-science, sales-technician, political-science and animation cells and the
 * other verify rows.
 * Session 30, fourth pass of 2026-11-28 (no `VERIFIED_S30D` block: nothing citable was found): the regenerated
 * worklist looked for again, as round 3 advised, with find_repos on name fragments and the promising repositories
 * fetched and read locally with git (about 35 look-ups shared with the other eleven countries of this pass; rows were
 * found only for El Salvador, the Dominican Republic and Nicaragua). Searched and not found: find_repos on uwi (noise;
 * itzMik3y/uwi-gpt already cited; the COSTAATT repositories already cited were not read again); no second institution
 * for the statistics, public-sector management and production-engineering master's, and none for political science,
 * data science or animation. Not reached: the bachelor's and technical gap cells and the verify rows.
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, offered, pagesOn, taggedPages, withPasses } from "./define";

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "tt-micit-site",
      "MIC Institute of Technology (MIC-IT)",
      "Craft and technician programmes",
      "https://www.mic.co.tt",
      "2026-11-27",
    ),
    institutionPage(
      "tt-nesc-site",
      "National Energy Skills Center (NESC)",
      "Technical and vocational programmes",
      "https://www.nesc.edu.tt",
      "2026-11-27",
    ),
    institutionPage(
      "tt-ytepp-site",
      "Youth Training and Employment Partnership Programme (YTEPP)",
      "Vocational programmes",
      "https://www.ytepp.gov.tt",
      "2026-11-27",
    ),
    institutionPage(
      "tt-utt-2026-11-27",
      "The University of Trinidad and Tobago",
      "Undergraduate programmes",
      "https://utt.edu.tt",
      "2026-11-27",
    ),
    institutionPage(
      "tt-costaatt-more-2026-11-27",
      "College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT)",
      "Programmes",
      "https://www.costaatt.edu.tt",
      "2026-11-27",
    ),
    institutionPage(
      "tt-usc-more-2026-11-27",
      "University of the Southern Caribbean",
      "Undergraduate and graduate degrees",
      "https://www.usc.edu.tt",
      "2026-11-27",
    ),
    institutionPage(
      "tt-uwi-sta-more-2026-11-27",
      "The University of the West Indies, St. Augustine",
      "Postgraduate programmes",
      "https://sta.uwi.edu",
      "2026-11-27",
    ),
    institutionPage(
      "tt-costaatt-it-2026-11-27",
      "College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT)",
      "Information technology programmes",
      "https://www.costaatt.edu.tt",
      "2026-11-27",
    ),
    institutionPage(
      "tt-utt-education-2026-11-27",
      "The University of Trinidad and Tobago",
      "Bachelor of Education (Centre for Education Programmes; Centre for Kinesiology, Physical Education and Sport)",
      "https://utt.edu.tt",
      "2026-11-27",
    ),
    institutionPage(
      "tt-mscd-makeup-2026-11-27",
      "Ministry of Sport and Community Development",
      "Make Up Artistry (community skills-training course)",
      "https://test.mscd.gov.tt/courses/make-up-artistry-mua1-august-intake-copy/",
      "2026-11-27",
    ),
    institutionPage(
      "tt-uwi-sta-2026-11-27b",
      "The University of the West Indies, St. Augustine",
      "Postgraduate and education programmes",
      "https://sta.uwi.edu",
      "2026-11-27",
    ),
  ],
  institutions: [
    {
      id: "tt-micit",
      country: "TT",
      name: "MIC Institute of Technology (MIC-IT)",
      city: "Macoya",
      kind: "public",
      website: "https://www.mic.co.tt",
      source: "tt-micit-site",
    },
    {
      id: "tt-nesc",
      country: "TT",
      name: "National Energy Skills Center (NESC)",
      city: "Point Lisas",
      kind: "public",
      website: "https://www.nesc.edu.tt",
      source: "tt-nesc-site",
    },
    {
      id: "tt-ytepp",
      country: "TT",
      name: "Youth Training and Employment Partnership Programme (YTEPP)",
      city: "Port of Spain",
      kind: "public",
      website: "https://www.ytepp.gov.tt",
      source: "tt-ytepp-site",
    },
    {
      id: "tt-mscd",
      country: "TT",
      name: "Ministry of Sport and Community Development (community skills-training courses)",
      city: "Port of Spain",
      kind: "public",
      website: "https://mscd.gov.tt",
      source: "tt-mscd-makeup-2026-11-27",
    },
  ],
  programs: [
    ...offered("tt-micit", "technical", "tt-micit-site", [
      ["automotive-mechanics", "Automotive Technology (Craft)"],
      ["welding-technology", "Welding and Fabrication (Craft)"],
      ["refrigeration-air-conditioning", "Refrigeration and Air Conditioning (Craft)"],
    ]),
    ...offered("tt-nesc", "technical", "tt-nesc-site", [["welding-technology", "Welding"]]),
    ...offered("tt-ytepp", "technical", "tt-ytepp-site", [["automotive-mechanics", "Motor Vehicle Repair"]]),
    ...offered("tt-utt", "bachelor", "tt-utt-2026-11-27", [
      ["mechanical-engineering", "Bachelor of Applied Science in Mechanical Engineering"],
    ]),
    ...offered("tt-costaatt", "bachelor", "tt-costaatt-more-2026-11-27", [
      ["music", "Bachelor of Music: Music Performance"],
      ["music-education", "Bachelor of Music: Music Education"],
      ["mathematics", "BSc Mathematics"],
    ]),
    ...offered("tt-usc", "bachelor", "tt-usc-more-2026-11-27", [
      ["music", "Bachelor of Arts in Music"],
      ["music-education", "Bachelor of Arts in Music (Music Education emphasis)"],
      ["social-work", "Bachelor of Science in Social Work"],
      ["nutrition", "Bachelor of Science in Nutrition and Dietetics"],
    ]),
    ...offered("tt-usc", "graduate", "tt-usc-more-2026-11-27", [
      ["counselling", "Master of Science in Counseling Psychology"],
    ]),
    ...offered("tt-uwi-sta", "graduate", "tt-uwi-sta-more-2026-11-27", [
      ["social-work", "MSc Social Work"],
      ["tourism", "MSc Tourism Development and Management"],
    ]),
    ...offered("tt-uwi-sta", "graduate", "tt-uwi-sta-2026-11-27b", [
      ["political-science", "MSc Government"],
      ["statistics", "MSc Statistics"],
      ["environmental-engineering", "MSc Environmental Engineering"],
      ["public-administration", "MSc Public Sector Management"],
      ["english-teaching", "MA in Teaching English to Speakers of Other Languages (TESOL)"],
    ]),
    ...offered("tt-ytepp", "technical", "tt-ytepp-site", [["makeup-artistry", "Makeup Artistry"]]),
    ...offered("tt-mscd", "technical", "tt-mscd-makeup-2026-11-27", [["makeup-artistry", "Make Up Artistry"]]),
    ...offered("tt-costaatt", "technical", "tt-costaatt-it-2026-11-27", [
      ["it-support-technician", "Associate Degree in Information Technology", { duration: "2 years" }],
    ]),
    ...offered("tt-nesc", "technical", "tt-nesc-site", [
      ["refrigeration-air-conditioning", "Air Conditioning and Refrigeration"],
    ]),
    ...offered("tt-uwi-sta", "bachelor", "tt-uwi-sta-2026-11-27b", [
      ["physical-education", "Bachelor of Education (Physical Education – Secondary)"],
    ]),
    ...offered("tt-utt", "bachelor", "tt-utt-education-2026-11-27", [
      [
        "physical-education",
        "Bachelor of Education (Secondary), Physical Education specialisation",
        { duration: "4 years" },
      ],
    ]),
  ],
};

/** Rows added on 2026-11-28, each resting on a stored public page cited as its source (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "tt-utt-mha-carpha-2026-11-28",
      "Caribbean Public Health Agency (CARPHA), media release on the OECS Pressroom",
      "CARPHA Collaborates with The University of Trinidad and Tobago to Strengthen Health Education and Research in the Caribbean (UTT's Master's degrees in Health Administration and Public Health)",
      "https://pressroom.oecs.org/carpha-collaborates-with-the-university-of-trinidad-and-tobago-to-strengthen-health-education-and-research-in-the-caribbean",
      "2026-11-28",
    ),
    institutionPage(
      "tt-sital-2026-11-28",
      "SITAL College of Tertiary Education",
      "Graduate testimonial: MBA in Hospital and Health Services Management",
      "https://sitalcollege.com/edu/dr-kevin-maharaj/",
      "2026-11-28",
    ),
  ],
  institutions: [
    {
      id: "tt-sital",
      country: "TT",
      name: "SITAL College of Tertiary Education",
      city: "Trinidad",
      kind: "private",
      website: "https://sitalcollege.com",
      source: "tt-sital-2026-11-28",
    },
  ],
  programs: [
    ...offered("tt-utt", "graduate", "tt-utt-mha-carpha-2026-11-28", [
      ["health-services-administration", "Master of Health Administration (MHA)"],
    ]),
    ...offered("tt-sital", "graduate", "tt-sital-2026-11-28", [
      ["health-services-administration", "MBA in Hospital and Health Services Management"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24`. */
const S24_ON = "2026-11-28";

/**
 * Rows added on 2026-11-28 by the S24 pass, each resting on a stored copy of a public page found with the search tools
 * (see the header): The UWI Global Campus (formerly the Open Campus), which serves Trinidad and Tobago through its
 * country sites, with its online BSc Political Science.
 */
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "tt-s24-uwi-global-site",
      "Newsday (Trinidad and Tobago)",
      "UWI Open Campus classes suspended after new covid19 rules (all UWI Open Campus sites in TT closed from August 17, 2020)",
      "https://newsday.co.tt/2020/08/17/uwi-open-campus-classes-suspended-after-new-covid19-rules/",
      S24_ON,
    ),
    institutionPage(
      "tt-s24-uwi-global-polisci",
      "The University of the West Indies Global Campus (formerly Open Campus)",
      "BSc Political Science (online; start September/January; 3/4 years)",
      "https://global.uwi.edu/node/587",
      S24_ON,
    ),
  ],
  institutions: [
    {
      id: "tt-uwi-global",
      country: "TT",
      name: "The University of the West Indies Global Campus (formerly Open Campus)",
      city: "Trinidad",
      kind: "public",
      website: "https://global.uwi.edu",
      source: "tt-s24-uwi-global-site",
    },
  ],
  programs: [
    ...offered("tt-uwi-global", "bachelor", "tt-s24-uwi-global-polisci", [
      ["political-science", "BSc Political Science", { duration: "3-4 years", modality: "distance" }],
    ]),
  ],
};

/** The date of the rows in `ADDED_S24B`. */
const S24B_ON = "2026-11-28";

/**
 * Rows added on 2026-11-28 by the S24B pass, resting on a stored copy of a public page found with the search tools (see
 * the header): UWI-ROYTEC with its End User Support programme.
 */
const ADDED_S24B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "tt-s24b-roytec-apply",
      "UWI-ROYTEC",
      "How to Apply: apply now for May 2017 (programmes open for application, among them End User Support, North only)",
      "https://roytec.edu/index.php?option=com_content&view=article&id=26&Itemid=542",
      S24B_ON,
    ),
  ],
  institutions: [
    {
      id: "tt-roytec",
      country: "TT",
      name: "The UWI-ROYTEC",
      city: "Port of Spain",
      kind: "public",
      website: "https://roytec.edu",
      source: "tt-s24b-roytec-apply",
    },
  ],
  programs: [
    ...offered("tt-roytec", "technical", "tt-s24b-roytec-apply", [["it-support-technician", "End User Support"]]),
  ],
};

/** The date of the rows in `ADDED_S25`. */
const S25_ON = "2026-11-28";

/**
 * Rows added on 2026-11-28 by the S25 pass, each resting on a stored copy of a public page found with the search tools
 * (see the header): COSTAATT's library science completion degree, the Caribbean Nazarene College's Master of Social Work
 * and the MA English Language offered through The UWI Global Campus.
 */
const ADDED_S25: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "tt-s25-costaatt-libsci",
      "College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT)",
      "BSc Information and Library Science (completion degree)",
      "https://costaatt.edu.tt/course/bsc-information-and-library-science",
      S25_ON,
    ),
    institutionPage(
      "tt-s25-cnc-msw",
      "Caribbean Nazarene College (prospectus; stored copy on pdfslide.us)",
      "Master of Social Work Prospectus",
      "https://pdfslide.us/documents/master-of-social-work-prospectus-caribbean-nazarene-master-of-social-work-prospectus.html",
      S25_ON,
    ),
    institutionPage(
      "tt-s25-uwi-ma-english",
      "The University of the West Indies, St. Augustine – Department of Modern Languages and Linguistics",
      "MA English Language (currently offered by the Open Campus)",
      "https://sta.uwi.edu/fhe/dmll/MAEngLang.asp",
      S25_ON,
    ),
  ],
  institutions: [
    {
      id: "tt-cnc",
      country: "TT",
      name: "Caribbean Nazarene College",
      city: "Santa Cruz",
      kind: "private",
      website: "https://cnc.edu",
      source: "tt-s25-cnc-msw",
    },
  ],
  programs: [
    ...offered("tt-costaatt", "bachelor", "tt-s25-costaatt-libsci", [
      ["library-science", "BSc Information and Library Science"],
    ]),
    ...offered("tt-cnc", "graduate", "tt-s25-cnc-msw", [["social-work", "Master of Social Work (MSW)"]]),
    ...offered("tt-uwi-global", "graduate", "tt-s25-uwi-ma-english", [["english-teaching", "MA English Language"]]),
  ],
};

/** The date of the rows in `ADDED_S25B`. */
const S25B_ON = "2026-11-28";

/**
 * Rows added on 2026-11-28 by the S25B pass, each resting on a stored copy of a public page found with the search tools
 * (see the header): the Arthur Lok Jack Global School of Business's Master of International Business.
 */
const ADDED_S25B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "tt-s25b-lokjack-mib",
      "Arthur Lok Jack Global School of Business",
      "Nicholas Jagdeo, current student in Master of International Business (blog interview from the first MIB cohort)",
      "https://lokjackgsb.edu.tt/author/salomebelasco/",
      S25B_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("tt-lokjack", "graduate", "tt-s25b-lokjack-mib", [
      ["international-business", "Master of International Business (MIB)"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";

/**
 * Rows added on 2026-11-28 by the S26 pass, each resting on a stored copy of a public page found with the search tools
 * (see the header): the Caribbean Nazarene College's Master of Arts in Counselling and COSTAATT's Post Graduate Diploma
 * in International Trade and Commerce.
 */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "tt-cnc-pg-admissions-2026-11-28",
      "Caribbean Nazarene College",
      "Postgraduate Admissions Policy (Master of Arts in Counselling requirements)",
      "https://cnc.edu/postgraduate-admissions-policy/",
      ADDED_S26_ON,
    ),
    institutionPage(
      "tt-costaatt-intc-2026-11-28",
      "College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT)",
      "Post Graduate Diploma in International Trade and Commerce",
      "https://www.costaatt.edu.tt/course/international-trade-and-commerce/",
      ADDED_S26_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("tt-cnc", "graduate", "tt-cnc-pg-admissions-2026-11-28", [
      ["counselling", "Master of Arts in Counselling"],
    ]),
    ...offered("tt-costaatt", "graduate", "tt-costaatt-intc-2026-11-28", [
      ["international-business", "Post Graduate Diploma in International Trade and Commerce"],
    ]),
  ],
};

/** The date of the pages read by the verification pass `VERIFIED_S27`. */
const VERIFIED_S27_ON = "2026-11-28";
const s27 = pagesOn(VERIFIED_S27_ON, "tt-s27v");

/**
 * Session 27's verification pass (2026-11-28): rows of the first passes, written without reading their page, that a stored
 * page now confirms, each re-pointed to that page with its name and length as read; and one row a page shows wrong (see
 * the header).
 */
const VERIFIED_S27: CatalogPass = {
  sources: [
    s27(
      "sta-mech",
      "The University of the West Indies, St. Augustine",
      "BSc Mechanical Engineering (admission requirements and careers)",
      "https://sta.uwi.edu/bsc-mechanical-engineering",
    ),
    s27(
      "sta-eng-handbook",
      "The University of the West Indies, St. Augustine – Faculty of Engineering",
      "Undergraduate Regulations & Syllabuses 2015-2016 (Department of Mechanical & Manufacturing Engineering: BSc in Industrial Engineering, BSc in Mechanical Engineering; stored copy on Scribd)",
      "https://de.scribd.com/document/282624542/EngUndergrad-pdf",
    ),
    s27(
      "sta-dcfa",
      "The University of the West Indies, St. Augustine – Department of Creative and Festival Arts",
      "About the department (undergraduate degrees in Theatre Arts, Dance, Musical Arts, Carnival Studies and Visual Arts)",
      "https://sta.uwi.edu/fhe/dcfa/about.asp",
    ),
    s27(
      "sta-socialwork",
      "The University of the West Indies, St. Augustine – Department of Behavioural Sciences",
      "Social Work (programme page: social work training at St. Augustine since the certificate of 1990 and the BSc of 1991)",
      "https://sta.uwi.edu/fss/behaviouralsciences/programmes/social-work/",
    ),
    s27(
      "sta-polsci",
      "The University of the West Indies, St. Augustine – Department of Political Science",
      "Bachelor of Science in Political Science (Major)",
      "https://sta.uwi.edu/fss/politicalscience/bachelor-science-political-science-major/",
    ),
    s27(
      "sta-polsci-dept",
      "The University of the West Indies, St. Augustine – Department of Political Science",
      "Welcome and background (the B.Sc. Public Sector Management since 2003, also offered in San Fernando from January 2015)",
      "https://sta.uwi.edu/fss/politicalscience/",
    ),
    s27(
      "sta-ffa-booklet",
      "The University of the West Indies, St. Augustine – Faculty of Food & Agriculture",
      "Faculty of Food & Agriculture Undergraduate Booklet 2013-2014 (BSc Human Nutrition and Dietetics, day and evening programmes)",
      "https://issuu.com/uwimarketing/docs/13-14-foodagriundergrad",
    ),
    s27(
      "costaatt-bmus",
      "College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT)",
      "Bachelor of Music: music performance (majors in steel pan, voice, guitar, classical piano, brass, reed and music education; 4 years full-time)",
      "https://www.costaatt.edu.tt/course/bm-music-performance/",
    ),
    s27(
      "usc-ba-music",
      "University of the Southern Caribbean",
      "B.A., Music (4 years; specialisations in Music Education and Music Technology)",
      "https://usc.edu.tt/academics/undergraduate-degrees/ba-music",
    ),
    s27(
      "usc-nutrition",
      "University of the Southern Caribbean",
      "Nutrition and Dietetics (programme information: main campus and Barbados, 3 to 4 years)",
      "https://usc.edu.tt/nutrition-and-dietetics2/",
    ),
  ],
  reread: [
    {
      institution: "tt-uwi-sta",
      career: "mechanical-engineering",
      level: "bachelor",
      name: "BSc Mechanical Engineering",
      source: "tt-s27v-sta-mech",
    },
    {
      institution: "tt-uwi-sta",
      career: "industrial-engineering",
      level: "bachelor",
      name: "BSc Industrial Engineering",
      source: "tt-s27v-sta-eng-handbook",
      set: { name: "BSc in Industrial Engineering", duration: null },
    },
    {
      institution: "tt-uwi-sta",
      career: "music",
      level: "bachelor",
      name: "BA Musical Arts",
      source: "tt-s27v-sta-dcfa",
    },
    {
      institution: "tt-uwi-sta",
      career: "social-work",
      level: "bachelor",
      name: "BSc Social Work",
      source: "tt-s27v-sta-socialwork",
    },
    {
      institution: "tt-uwi-sta",
      career: "political-science",
      level: "bachelor",
      name: "BSc Political Science",
      source: "tt-s27v-sta-polsci",
    },
    {
      institution: "tt-uwi-sta",
      career: "public-administration",
      level: "bachelor",
      name: "BSc Public Sector Management",
      source: "tt-s27v-sta-polsci-dept",
      set: { duration: null },
    },
    {
      institution: "tt-uwi-sta",
      career: "nutrition",
      level: "bachelor",
      name: "BSc Human Nutrition and Dietetics",
      source: "tt-s27v-sta-ffa-booklet",
      set: { duration: null },
    },
    {
      institution: "tt-costaatt",
      career: "music",
      level: "bachelor",
      name: "Bachelor of Music: Music Performance",
      source: "tt-s27v-costaatt-bmus",
      set: { duration: "4 years" },
    },
    {
      institution: "tt-costaatt",
      career: "music-education",
      level: "bachelor",
      name: "Bachelor of Music: Music Education",
      source: "tt-s27v-costaatt-bmus",
      set: { duration: "4 years" },
    },
    {
      institution: "tt-usc",
      career: "music",
      level: "bachelor",
      name: "Bachelor of Arts in Music",
      source: "tt-s27v-usc-ba-music",
      set: { duration: "4 years" },
    },
    {
      institution: "tt-usc",
      career: "music-education",
      level: "bachelor",
      name: "Bachelor of Arts in Music (Music Education emphasis)",
      source: "tt-s27v-usc-ba-music",
      set: { duration: "4 years" },
    },
    {
      institution: "tt-usc",
      career: "nutrition",
      level: "bachelor",
      name: "Bachelor of Science in Nutrition and Dietetics",
      source: "tt-s27v-usc-nutrition",
    },
  ],
  withdrawn: [
    {
      institution: "tt-uwi-sta",
      career: "physical-education",
      level: "bachelor",
      name: "Bachelor of Education (Physical Education – Secondary)",
      why: "The campus's own admissions page of its School of Education's programmes (https://sta.uwi.edu/admissions/undergrad/education_programmes.asp) lists its degree programmes as the B.Ed. Early Childhood Care & Education and the B.Ed. In-Service Primary Education (General) only: no secondary physical-education B.Ed.",
    },
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "TT",
  sources: [
    {
      id: "tt-uwi-sta-site",
      publisher: "The University of the West Indies, St. Augustine",
      title: "Oferta académica (página oficial)",
      url: "https://sta.uwi.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
    {
      id: "tt-utt-site",
      publisher: "The University of Trinidad and Tobago",
      title: "Oferta académica (página oficial)",
      url: "https://utt.edu.tt",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
    {
      id: "tt-usc-site",
      publisher: "University of the Southern Caribbean",
      title: "Oferta académica (página oficial)",
      url: "https://www.usc.edu.tt",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
    {
      id: "tt-costaatt-site",
      publisher: "College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT)",
      title: "Oferta académica (página oficial)",
      url: "https://www.costaatt.edu.tt",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
    {
      id: "tt-tthti-site",
      publisher: "Trinidad and Tobago Hospitality and Tourism Institute",
      title: "Oferta académica (página oficial)",
      url: "https://www.tthti.edu.tt",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
    {
      id: "tt-uwi-sta-ug",
      publisher: "The University of the West Indies, St. Augustine",
      title: "Undergraduate programmes",
      url: "https://sta.uwi.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "tt-uwi-sta-grad",
      publisher: "The University of the West Indies, St. Augustine",
      title: "Postgraduate programmes",
      url: "https://sta.uwi.edu",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "tt-utt-programmes",
      publisher: "The University of Trinidad and Tobago",
      title: "Programmes",
      url: "https://utt.edu.tt",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "tt-lokjack-site",
      publisher: "Arthur Lok Jack Global School of Business",
      title: "Programmes",
      url: "https://www.lokjackgsb.edu.tt",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "tt-costaatt-programmes",
      publisher: "College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT)",
      title: "Programmes",
      url: "https://www.costaatt.edu.tt",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "tt-tthti-programmes",
      publisher: "Trinidad and Tobago Hospitality and Tourism Institute",
      title: "Programmes",
      url: "https://www.tthti.edu.tt",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    {
      id: "tt-uwi-sta",
      country: "TT",
      name: "The University of the West Indies, St. Augustine",
      city: "St. Augustine",
      kind: "public",
      website: "https://sta.uwi.edu",
      source: "tt-uwi-sta-site",
    },
    {
      id: "tt-utt",
      country: "TT",
      name: "The University of Trinidad and Tobago",
      city: "Arima",
      kind: "public",
      website: "https://utt.edu.tt",
      source: "tt-utt-site",
    },
    {
      id: "tt-usc",
      country: "TT",
      name: "University of the Southern Caribbean",
      city: "St. Joseph",
      kind: "private",
      website: "https://www.usc.edu.tt",
      source: "tt-usc-site",
    },
    {
      id: "tt-costaatt",
      country: "TT",
      name: "College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT)",
      city: "Port of Spain",
      kind: "public",
      website: "https://www.costaatt.edu.tt",
      source: "tt-costaatt-site",
    },
    {
      id: "tt-tthti",
      country: "TT",
      name: "Trinidad and Tobago Hospitality and Tourism Institute",
      city: "Chaguaramas",
      kind: "public",
      website: "https://www.tthti.edu.tt",
      source: "tt-tthti-site",
    },
    {
      id: "tt-lokjack",
      country: "TT",
      name: "Arthur Lok Jack Global School of Business",
      city: "Mount Hope",
      kind: "public",
      website: "https://www.lokjackgsb.edu.tt",
      source: "tt-lokjack-site",
    },
  ],
  programs: [
    ...offered("tt-uwi-sta", "bachelor", "tt-uwi-sta-site", [
      ["surveying", "BSc Geomatics"],
      ["medicine", "Bachelor of Medicine and Bachelor of Surgery (MBBS)"],
      ["dentistry", "Doctor of Dental Surgery (DDS)"],
      ["pharmacy", "BSc Pharmacy"],
      ["veterinary-medicine", "Doctor of Veterinary Medicine (DVM)"],
      ["nursing", "BSc Nursing"],
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
      ["literature", "BA Literatures in English"],
      ["civil-engineering", "BSc Civil Engineering"],
      ["mechanical-engineering", "BSc Mechanical Engineering"],
      ["electrical-engineering", "BSc Electrical and Computer Engineering"],
      ["chemical-engineering", "BSc Chemical and Process Engineering"],
      ["geology", "BSc Petroleum Geoscience"],
      ["agronomy", "BSc Agriculture"],
      ["computer-science", "BSc Computer Science"],
      ["biology", "BSc Biology"],
      ["chemistry", "BSc Chemistry"],
      ["physics", "BSc Physics"],
      ["mathematics", "BSc Mathematics"],
      ["music", "BA Musical Arts"],
      ["fine-arts", "BA Visual Arts"],
      ["theatre", "BA Theatre Arts"],
      ["film", "BA Film"],
    ]),
    ...offered("tt-utt", "technical", "tt-utt-site", [
      ["aircraft-maintenance", "Aviation Technology (Aircraft Maintenance)"],
    ]),
    ...offered("tt-utt", "bachelor", "tt-utt-site", [
      ["petroleum-engineering", "BASc Petroleum Engineering"],
      ["primary-education", "Bachelor of Education (Primary)"],
    ]),
    ...offered("tt-usc", "bachelor", "tt-usc-site", [
      ["nursing", "BSc Nursing"],
      ["theology", "BA Theology"],
      ["business-administration", "Bachelor of Business Administration"],
    ]),
    ...offered("tt-costaatt", "bachelor", "tt-costaatt-site", [
      ["nursing", "BSc Nursing"],
      ["medical-imaging", "BSc Medical Radiography"],
      ["journalism", "BA Journalism and Public Relations"],
      ["public-relations", "BA Journalism and Public Relations"],
      ["social-work", "Social Work"],
      ["business-administration", "Bachelor of Business Administration"],
    ]),
    ...offered("tt-tthti", "technical", "tt-tthti-site", [["culinary-arts", "Culinary Arts"]]),
    ...offered("tt-uwi-sta", "bachelor", "tt-uwi-sta-ug", [
      ["industrial-engineering", "BSc Industrial Engineering", { duration: "3 years" }],
      ["actuarial-science", "BSc Actuarial Science", { duration: "3 years" }],
      ["information-systems", "BSc Information Technology", { duration: "3 years" }],
      ["philosophy", "BA Philosophy", { duration: "3 years" }],
      ["modern-languages", "BA Spanish", { duration: "3 years" }],
      ["nutrition", "BSc Human Nutrition and Dietetics", { duration: "3 years" }],
      ["environmental-science", "BSc Environmental and Natural Resource Management", { duration: "3 years" }],
      ["finance", "BSc Banking and Finance", { duration: "3 years" }],
      ["public-administration", "BSc Public Sector Management", { duration: "3 years" }],
    ]),
    ...offered("tt-uwi-sta", "graduate", "tt-uwi-sta-grad", [
      ["international-relations", "MSc International Relations"],
      ["psychology", "MSc Clinical Psychology"],
      ["industrial-engineering", "MSc Production Engineering and Management"],
      ["cultural-management", "MA Cultural Studies"],
    ]),
    ...offered("tt-utt", "bachelor", "tt-utt-programmes", [
      [
        "early-childhood-education",
        "Bachelor of Education (Early Childhood Care and Education)",
        { duration: "4 years" },
      ],
      ["special-education", "Bachelor of Education (Special Education)", { duration: "4 years" }],
    ]),
    ...offered("tt-lokjack", "graduate", "tt-lokjack-site", [
      ["business-administration", "Master of Business Administration (MBA)"],
    ]),
    ...offered("tt-costaatt", "technical", "tt-costaatt-programmes", [
      [
        "laboratory-technician",
        "Associate of Applied Science in Medical Laboratory Technology",
        { duration: "2 years" },
      ],
    ]),
    ...offered("tt-tthti", "technical", "tt-tthti-programmes", [
      ["hotel-management", "Associate Degree in Hospitality Management", { duration: "2 years" }],
      ["tourism", "Associate Degree in Tourism Management", { duration: "2 years" }],
    ]),
  ],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  costaattMath: s28(
    "tt-costaatt-bsc-math",
    "College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT)",
    "BSc Mathematics: the Bachelor of Science degree in Mathematics (entry requirements, courses in the major, core curriculum)",
    "https://costaatt.edu.tt/?p=2457",
  ),
  costaattSw: s28(
    "tt-costaatt-bsw",
    "College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT)",
    "BSW Social Work: the Bachelor of Social Work degree (entry with an Associate Degree in Social Work, GPA 2.50, and an admissions interview; City / South)",
    "https://www.costaatt.edu.tt/course/bsw-social-work/",
  ),
  uscSw: s28(
    "tt-usc-bs-sw",
    "University of the Southern Caribbean (USC)",
    "B.S. Social Work: 4 years, 128 credits, GATE approved; Main Campus, South, Tobago, Antigua, St. Lucia",
    "https://usc.edu.tt/academics/undergraduate-degrees/bs-social-work",
  ),
  dvm: s28(
    "tt-uwi-sta-dvm",
    "The University of the West Indies, St. Augustine",
    "Doctor of Veterinary Medicine (DVM): the School of Veterinary Medicine's programme, extending over five years",
    "https://sta.uwi.edu/dr-veterinary-medicine-dvm",
  ),
  mlt: s28(
    "tt-costaatt-aas-mlt",
    "College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT)",
    "AAS Medical Laboratory Technology: 2 years full-time, 3 years part-time; Chaguanas / South; blended",
    "https://costaatt.edu.tt/course/aas-medical-laboratory-technology/",
  ),
  stats: s28(
    "tt-uwi-sta-msc-stats",
    "The University of the West Indies, St. Augustine, Department of Mathematics and Statistics",
    "MSc in Statistics: 32 credits; one year full-time or two years part-time, only the part-time programme available at present",
    "https://sta.uwi.edu/fst/dms/msc-statistics",
  ),
  tesol: s28(
    "tt-uwi-sta-tesol",
    "The University of the West Indies, St. Augustine, Department of Modern Languages and Linguistics",
    "TESOL: Postgraduate Diploma and MA (postgraduate programmes in the Teaching of English to Speakers of Other Languages)",
    "https://sta.uwi.edu/fhe/dmll/tesol-postgraduate-diploma-and-ma",
  ),
  uscCouns: s28(
    "tt-usc-ms-counseling",
    "University of the Southern Caribbean (USC)",
    "MS Counseling Psychology: 2 years, 48 credits; Main Campus, Tobago; face-to-face / blended",
    "https://usc.edu.tt/academics/graduate-degrees/ms-counseling-psychology",
  ),
  msw: s28(
    "tt-uwi-sta-msw",
    "The University of the West Indies, St. Augustine, Department of Behavioural Sciences",
    "MSc Social Work: the aims of the MSW programme",
    "https://sta.uwi.edu/fss/behaviouralsciences/msc-social-work",
  ),
  psm: s28(
    "tt-uwi-sta-msc-psm",
    "The University of the West Indies, St. Augustine, Department of Political Science",
    "Master of Science in Public Sector Management: thirty-eight credits (ten taught courses and a practicum or two electives); programme flyer 2022",
    "https://sta.uwi.edu/fss/politicalscience/master-science-public-sector-management",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level, with its name and length as read;
 * and one row a page of the campus shows not offered (see the header).
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    { institution: "tt-costaatt", career: "mathematics", level: "bachelor", source: S28.costaattMath.id },
    {
      institution: "tt-costaatt",
      career: "social-work",
      level: "bachelor",
      source: S28.costaattSw.id,
      set: { name: "Bachelor of Social Work (BSW)" },
    },
    {
      institution: "tt-usc",
      career: "social-work",
      level: "bachelor",
      source: S28.uscSw.id,
      set: { duration: "4 years" },
    },
    {
      institution: "tt-uwi-sta",
      career: "veterinary-medicine",
      level: "bachelor",
      source: S28.dvm.id,
      set: { duration: "5 years" },
    },
    { institution: "tt-costaatt", career: "laboratory-technician", level: "technical", source: S28.mlt.id },
    {
      institution: "tt-uwi-sta",
      career: "statistics",
      level: "graduate",
      source: S28.stats.id,
      set: { duration: "2 years (part-time)" },
    },
    { institution: "tt-uwi-sta", career: "english-teaching", level: "graduate", source: S28.tesol.id },
    {
      institution: "tt-usc",
      career: "counselling",
      level: "graduate",
      source: S28.uscCouns.id,
      set: { duration: "2 years" },
    },
    { institution: "tt-uwi-sta", career: "social-work", level: "graduate", source: S28.msw.id },
    { institution: "tt-uwi-sta", career: "public-administration", level: "graduate", source: S28.psm.id },
  ],
  withdrawn: [
    {
      institution: "tt-uwi-sta",
      career: "political-science",
      level: "graduate",
      why: 'The Department of Political Science\'s page of the programme (its WordPress record, https://sta.uwi.edu/fss/politicalscience/wp-json/wp/v2/pages/110, modified 1 December 2025) heads it "Master of Science (M.Sc.) in Government (Not Currently Offered in 2025/2026)"',
    },
  ],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row it bears out (see the header). */
const S28B = {
  micitWelding: s28b(
    "tt-micit-welding",
    "Newsday (Trinidad and Tobago), 13 August 2022, on a release of the MIC Institute of Technology",
    "MIC-IT approved to offer more programmes: the National Training Agency renewed its approval to train and assess in Caribbean Vocational Qualification programs (carpentry, commercial food preparation, crop production, electrical installation, general office administration, masonry, plumbing, welding), levels one to three",
    "https://newsday.co.tt/2022/08/13/mic-it-approved-to-offer-more-programmes/",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): one more most-shown row written without reading its page,
 * re-pointed to a stored page that names the program at the institution (see the header).
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [
    {
      institution: "tt-micit",
      career: "welding-technology",
      level: "technical",
      source: S28B.micitWelding.id,
      set: { name: "Welding (Caribbean Vocational Qualification)" },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row it bears out (see the header). */
const S29 = {
  uscBba: s29(
    "tt-usc-what-you-can-study",
    "University of the Southern Caribbean (USC)",
    "What You Can Study (its programs of study: under Business Administration, the AS with a General Business Emphasis, the BBA in Management, Marketing, Human Resource Management and Finance, the BS in Accounting and the MBA; undated)",
    "https://www.usc.edu.tt/future-students/what-you-can-study.html",
  ),
  nescWelding: s29(
    "tt-nesc-faqs",
    "National Energy Skills Center (NESC)",
    'FAQs: certification awarded on completion (CVQ certificates, NESC certificates of completion, the relevant American Welding Society code "for Welding Trainees Only"); stipend rates as at February 2011',
    "https://www.nesctt.org/about-us/faqs/",
  ),
  nescRefrigeration: s29(
    "tt-nesc-np-pliap",
    "NESC Technical Institute (NESC-TI)",
    "NP & NESC-TI Sign Apprenticeship Agreement (the Point Lisas Industrial Apprenticeship Programme in Industrial Electrical Installation, Instrumentation, Industrial Mechanical Maintenance, Heavy Equipment Technology, and Air Conditioning and Refrigeration)",
    "https://nesc.edu.tt/?p=3655",
  ),
  yteppMakeup: s29(
    "tt-mydns-youtec-2024",
    "Ministry of Youth Development and National Service (MYDNS)",
    "MYDNS Launches 2024 TECH/VOC Training Programme With 300 Youth (25 June 2024: the YouTec programme, with YTEPP as training provider, trains in Makeup Artistry, Culinary Arts, Preserving and Pickling, Barbering, Hair Braiding and Weaving, and Nail Technology)",
    "https://mydns.gov.tt/media/releases/mydns-launches-2024-tech-voc-training-programme-with-300-youth",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): more of the most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution (see the header). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    {
      institution: "tt-usc",
      career: "business-administration",
      level: "bachelor",
      name: "Bachelor of Business Administration",
      source: S29.uscBba.id,
    },
    { institution: "tt-nesc", career: "welding-technology", level: "technical", source: S29.nescWelding.id },
    {
      institution: "tt-nesc",
      career: "refrigeration-air-conditioning",
      level: "technical",
      source: S29.nescRefrigeration.id,
    },
    { institution: "tt-ytepp", career: "makeup-artistry", level: "technical", source: S29.yteppMakeup.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S30` pass (its id ends in `-s30`). */
const s30 = taggedPages("s30", "2026-11-28");

/** The page the session-30 pass read (see the header). */
const S30 = {
  sportPhysicalLiteracy: s30(
    "tt-uwi-open-bsc-sport-physical-literacy",
    "The UWI Open Campus (now The UWI Global Campus)",
    "BSc Sport and Physical Literacy (New): the Bachelor of Science in Sport and Physical Literacy, 90 credits over three levels, with Theory and Practice of Sport courses, practicum assignments and a final project aimed at improving the delivery of sport and physical literacy in schools",
    "https://open.uwi.edu/programmes/bsc-sport-and-physical-literacy-new",
  ),
  costaattFees: s30(
    "tt-costaatt-fees-by-school-github",
    'College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT): draft of its website (Next.js project "costtwebv1") in the GitHub repository skwilliams/Costaatt-viewing',
    "Fees by school (src/pages/admissions/admissionsData.js, January 2024): program, total credits, national, CARICOM and international fees and GATE approval, among them AAS Information Technology (64 credits), BBA Human Resource Mgmt., BBA Mgmt. & Entrepreneurship and BBA Marketing, and Certificate - Pharmacy Assistance (27 credits, GATE-approved)",
    "https://github.com/skwilliams/Costaatt-viewing/blob/main/src/pages/admissions/admissionsData.js",
  ),
  costaattAdmissions: s30(
    "tt-costaatt-admissions-programmes-github",
    "College of Science, Technology and Applied Arts of Trinidad and Tobago (COSTAATT), Development Team: its Student Document Upload System, in the GitHub repository ZeroZenx/COSTAATT-Student-Document-Upload-System",
    "AdmissionsController.php (October 2025): the programs open to applicants of the September 2024 to September 2025 intakes at the Port of Spain, San Fernando, Tobago and Chaguanas campuses, among them AAS Information Technology, AAS in IT – Webpage Development, BBA Management and Entrepreneurship, BBA Human Resource Management and BBA Marketing",
    "https://github.com/ZeroZenx/COSTAATT-Student-Document-Upload-System/blob/main/app/Http/Controllers/AdmissionsController.php",
  ),
};

/**
 * Session 30's pass (2026-11-28): a second institution for the physical-education bachelor's cell (from a stored copy of
 * the program's own page) and a first pharmacy-technician row (from a draft of COSTAATT's website kept in a public
 * repository), and two COSTAATT rows written without reading their page re-pointed to the program list of the college's
 * own admissions software, also kept in a public repository (weak sources; see the header). No row was withdrawn.
 */
const VERIFIED_S30: CatalogPass = {
  sources: Object.values(S30),
  programs: [
    ...offered("tt-uwi-global", "bachelor", S30.sportPhysicalLiteracy.id, [
      ["physical-education", "Bachelor of Science in Sport and Physical Literacy"],
    ]),
    ...offered("tt-costaatt", "technical", S30.costaattFees.id, [
      ["pharmacy-technician", "Certificate - Pharmacy Assistance"],
    ]),
  ],
  reread: [
    // neither page states a length (the fee table gives 64 credits): the "2 years" written from memory is taken out
    {
      institution: "tt-costaatt",
      career: "it-support-technician",
      level: "technical",
      source: S30.costaattAdmissions.id,
      set: { name: "AAS Information Technology", duration: null },
    },
    {
      institution: "tt-costaatt",
      career: "business-administration",
      level: "bachelor",
      name: "Bachelor of Business Administration",
      source: S30.costaattAdmissions.id,
    },
  ],
  withdrawn: [],
};

export const CATALOG_TT: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24,
  ADDED_S24B,
  ADDED_S25,
  ADDED_S25B,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S30,
);
