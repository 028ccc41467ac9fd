/**
 * Where to study in GB: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Rows dated 2026-11-27 (the `ADDED` block: fabrication and welding at Scottish colleges, dance, physical
 * education, international business and manufacturing engineering degrees, Cambridge's MPhil in Industrial
 * Systems, Manufacture and Management, Manchester's MA Counselling, Buttercups' pharmacy technician course,
 * the Royal Conservatoire of Scotland's BEd Music, Queen's University Belfast's MEd Inclusion and Special
 * Educational Needs, Bournemouth's MSc International Hospitality and Tourism Management, the University of
 * East Anglia's pre-registration pharmacy technician programme)
 * were written from knowledge of the institutions' published programs, without re-reading the pages
 * online; check them before relying on them.
 * A later 2026-11-27 row (Cambridge's Manufacturing Engineering Tripos, the Institute for Manufacturing's
 * production-and-operations route through the Engineering BA/MEng, listed under industrial engineering) was
 * likewise written from knowledge of the institution's published courses, without re-reading the page
 * online (this machine has no internet).
 * Rows to check first: the Manufacturing Engineering Tripos row (entered after the first two years of
 * Engineering; check the course page's current wording); gb-uea pharmacy technician programme (that the School of Pharmacy still runs it
 * under the current GPhC standards); the other 2026-11-27 additions were each seen on a stored page of the
 * institution or of UCAS.
 * Rows dated 2026-11-28 (the `ADDED_1128` block: music production and textile design) cite the stored copy of
 * the institution's own course page where one was found with the search tools (Surrey's Tonmeister FAQ, the
 * two UAL textile design courses, the Glasgow School of Art's Textile Design, this last read from a stored
 * mirror of the GSA page and cited at gsa.ac.uk); Bournemouth's BA (Hons) Music & Sound Production (seen in a
 * stored copy of its UCAS listing), Leeds's BA Textile Design and the Royal College of Art's MA Textiles cite
 * the institutions' sites and rest on knowledge of their published courses, not re-read online.
 * Check first: the Tonmeister award title (BMus or BSc, written without it), Bournemouth's course title.
 * Removed on 2026-11-28: the MSc Global Health, which was listed for health-services administration; a public-health
 * program is not health-services management, so it is no longer named for that career.
 * Rows added on 2026-11-28 in a second pass (the `ADDED_1128B` block) each rest on a stored page found with the
 * search tools: Chester's Cybersecurity BSc (Hons) (its course page), Buckingham's BSc (Hons) Computing [Cyber
 * Security] (its programme specification, September 2023 cohort; a two-year accelerated degree), University
 * Centre Colchester's BA (Hons) Music Education (its course page), Worcester's Healthcare Management and
 * Leadership MSc and Kingston's Leadership and Management in Health MSc (their course pages; Kingston's page is
 * of the 2021/22 and 2022 intakes), and the refrigeration and air-conditioning training of Bath College (FE
 * News report of a SkillFRIDGE heat, which names Bath College "one of only 15 colleges in the UK offering air
 * conditioning and refrigeration qualifications, from Level 2 to Level 3") and of the Grimsby Institute (Fuse
 * newsletter report of the 2017 WorldSkills UK heat held there for its refrigeration apprentices, who study on
 * block release towards a Level 3 NVQ); those two institution rows cite the colleges' official sites.
 * Check first: the two refrigeration rows (course titles written from the reports, not from the colleges'
 * pages); Kingston's MSc (that it still admits). The Fuse newsletter page was stored under http:// and is cited
 * over https://.
 * Rows added on 2026-11-28 in a third pass (the `ADDED_S24` block) each rest on a stored page found with the search
 * tools (this machine has no internet access; none was re-read online): the University of Portsmouth's BA (Hons)
 * Public Administration (its course page, 2013 entry: a part-time, distance-learning top-up of 2 years for holders of
 * a foundation degree in government), Anglia Ruskin's Public Service BA (Hons) (its course page, September 2017
 * entry, 3 years full-time in Cambridge; listed under public administration as a degree in the public services and
 * their management), the University of East London's Health Services Management BSc (Hons) (its programme
 * specification, last updated June 2011, UCAS code B9NF), the University of Southampton's BSc (Honours) Healthcare
 * Management, Policy and Research (its calendar entry of 2017/18; 4 years with a placement year, per the 2014/15
 * entry), and HSDC South Downs's UAL Level 3 Extended Diploma in Creative Media Production & Technology (Film & TV
 * Production), named in a Portsmouth News report of a live TV studio project the students ran with the University of
 * Portsmouth (the report links the college's course page, cited as the row's url). The Portsmouth, Anglia Ruskin and
 * UEL pages were stored under http:// and are cited over https://.
 * Check first: all four degree rows rest on old pages, so check that each still admits (Portsmouth's is a top-up
 * degree; Anglia Ruskin's is a public-services degree, broader than public administration); UEL's and Southampton's
 * current titles; HSDC's course title for the current intake.
 * Not added, for want of a stored page naming the program: a second UK institution's radio course (City of Glasgow
 * College, already listed for its HND Television, withdrew its HNC/HND Radio, per The Herald).
 * A verification pass of 2026-11-28 (session 27, `VERIFIED_S27`) searched stored public pages for the hand-written rows
 * readers see most (written without reading their page) and re-pointed those a page of the institution confirms, with
 * the name and length as read (this machine has no internet; the pages were not re-read online). Re-read: Kingston
 * College's HND in make-up and hair (its course page, 2020/21: "Pearson BTEC Level 5 HND Performing Arts (General)
 * (Make-up and Hair for Stage, TV, Film and Fashion) (Conversion HNC to HND)", UCAS KC14, 1 year full-time; stored as its
 * print view and cited without the print parameters); the University of East Anglia's pre-registration trainee pharmacy
 * technician programme (its School of Pharmacy page: work-based, two consecutive years, with UEA's knowledge programme);
 * Buttercups Training's Level 3 Pharmacy Technician Training Programme (its own news page: GPhC-accredited for delivery
 * from 1 September 2019, two years; now named as the page names it); Imperial's MEng Mechanical Engineering (its page of
 * the year-in-industry/abroad variant, which says to apply for MEng Mechanical Engineering, H301; it states no length for
 * the MEng itself, so the row's length was taken out); Oxford's PPE (its courses-listing page: L0V0, 3 years) and
 * Mathematics BA/MMath (its 2013-entry course page: G100, 3 or 4 years); Cambridge's Human, Social, and Political
 * Sciences (its 2014-entry course page: L000, three years; the current undergraduate.study.cam.ac.uk page still lists the
 * Politics and International Relations and Sociology tracks), for political science and sociology; Manchester's MA Social
 * Work (its 2024-entry requirements page; no length stated, taken out); Edinburgh's graduate social work degree (its
 * programme page names it the Master of Social Work (MSW)/Diploma in Social Work, so the row is renamed; the page read
 * states no length, taken out, though the university's programme regulations at drps.ed.ac.uk say two years full-time);
 * Goldsmiths's MA Social Work (2 years full-time) and BA Social Work (L500, 3 years full-time), their course pages.
 * No row was withdrawn. Searched without a page of the institution being found (not re-read, left as they are): City of
 * Glasgow College's and Edinburgh College's NC Fabrication and Welding Engineering (only SQA documents and other
 * colleges' pages came up); Dumfries and Galloway College's HNC Fashion Make-up (only SQA's page for the award).
 * Not searched (the pass's look-ups ran out): every other row of the list, including the remaining Oxford, Cambridge,
 * Edinburgh, Manchester, UCL, LSE, Sheffield, Surrey, Loughborough and Leeds degrees, Manchester's and Edinburgh's
 * counselling master's, City of Glasgow College's HND Television and the Scottish colleges' HNDs.
 * Check first: that LSE's MSc Social Policy and Development is a route for social work at all (it is a social-policy
 * master's, not a qualifying social-work degree); Kingston's HND (the page read is of 2020/21); UEA's programme (the page
 * read names the older Level 3 diplomas; Health Education England's 2022 news says the region's trainees now study for a
 * certificate of higher education in pharmacy technician practice).
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): more of the rows readers see most that were
 * written without reading their page, looked up the same way (stored copies of public pages, search tools only; no
 * page re-read online; pages stored at http addresses are cited at their https addresses: Cambridge's Veterinary
 * Medicine and Music pages and its Faculty of Philosophy prospectus, Surrey's BVMSci page, UCL's Philosophy BA page,
 * Edinburgh's School of Social and Political Science page on the MA in Politics, the Leeds School of Music's BA Music
 * page, the Open University's Q32 page, Oxford's MSc in Statistical Science page and the Cambridge Department of
 * Engineering's MET page). Rows re-read, each now citing the page named (the institution's own page unless said
 * otherwise):
 * - Edinburgh's MSc Counselling Studies: its degree finder (2023 edition), which says it is not a qualifying training
 *   (length not stated there, taken out);
 * - mechanical engineering: Sheffield's BEng (its programme specification MECU002, H300, 3 years, March 2016, read in
 *   a copy on studylib.net); Loughborough's BEng (its 2020/21 programme specification WSUB03, H300/H301, 6 semesters
 *   or 8 with a diploma year; renamed "BEng (Hons) Mechanical Engineering");
 * - veterinary medicine: Cambridge (D100, six years; page with 2013-entry statistics); Edinburgh (renamed "BVM&S
 *   Veterinary Medicine (5-year programme)", D100, 5 years); Surrey (BVMSci (Hons), 2025 entry; length not stated,
 *   taken out);
 * - political science: UCL's Politics and International Relations BSc (2024, L251, 3 academic years); Edinburgh's MA
 *   Politics (its School of Social and Political Science's page on years 1 and 2 of the MA in Politics; length taken
 *   out); LSE's BSc Politics (2024: 12 units over three years plus LSE100); LSE's graduate row, renamed "MSc
 *   Political Science (Political Science and Political Economy)" after LSE's Calendar 2025/26 (course GV482 is
 *   compulsory on that stream of the MSc Political Science; length taken out; an older LSE programme specification of
 *   the MSc Political Science and Political Economy, 12 months, was seen only in a copy on docest.com);
 * - philosophy: Oxford's Philosophy and Theology (VV56, 3 years); Cambridge's Philosophy BA (Faculty of Philosophy
 *   undergraduate prospectus 2017-2018; length taken out, though the Faculty's Course Information 2022-2023, seen in
 *   a copy on fdocuments, calls it a three-year course); UCL's Philosophy BA (a three-year programme; fees of
 *   2016/17); LSE's BSc Philosophy, Logic and Scientific Method (V503, 2024, three years);
 * - mathematics: Cambridge's Faculty of Mathematics (the Tripos gives the BA after three years); Imperial's
 *   Mathematics BSc (the Department of Mathematics' guide to third/final-year optional modules, 2016-17, degree
 *   coding G100, read in a copy on vdocument.in); Manchester's BSc Mathematics (2020 entry, G100, 3 years);
 * - music: Oxford (W300, 3 years); Cambridge (W300, three years; page with 2013-entry statistics); Edinburgh (renamed
 *   "BMus Music", W302, 4 years); Manchester (renamed "MusB Music", its title for the Bachelor of Music, W302, 3
 *   years, 2026 entry); Leeds (BA Music, W300, 3 years); the Royal Conservatoire of Scotland's BEd Music (WX33,
 *   GTCS-accredited, school experience in all four years);
 * - physical education: Liverpool John Moores's BA (Hons) Physical Education (2022/23, 4K59, 3 years);
 * - social work: Edinburgh's undergraduate degree, renamed "BSc Social Work" (its School of Social and Political
 *   Science: two years of foundation studies, then two of professional education); Leeds's Social Work BA (2024, 3
 *   years); the Open University's BA (Honours) Social Work (England) (Q32, 6 years part time, 3 full time);
 * - international business: Leeds's International Business BSc (N120, 3 years, 2026 entry);
 * - industrial engineering: Cambridge's Manufacturing Engineering Tripos (the Department of Engineering's MET
 *   teaching office page, 2017-18: Part II of MET is an alternative to Part II of the Engineering Tripos; length
 *   taken out) and its MPhil in Industrial Systems, Manufacture and Management (the Institute for Manufacturing's
 *   history page: the 1966 Advanced Course in Production Methods and Management is now that MPhil; length taken out);
 * - graduate rows: Queen's University Belfast's MEd Inclusion and Special Educational Needs (2023 entry, 1 year full
 *   time); Oxford's Master of Public Policy (one year) and MSc in Statistical Science (twelve months); LSE's MSc
 *   Statistics (its Department of Statistics' FAQ for part-time students: the standard period is one year);
 *   Imperial's MSc Business Analytics (its Business School's master's FAQ, which lists it; length taken out);
 * - cybersecurity: Abertay's row, renamed "BSc with Honours in Cybersecurity" after its terms and conditions for 2022
 *   entry (standard 4 years; core modules Ethical Hacking 1 and 2). The page does not say that the BSc (Hons) Ethical
 *   Hacking the row named was renamed; check that no separate Ethical Hacking degree still admits.
 * Weak sources, to replace first: the third-party copies (Sheffield's specification on studylib, Imperial's guide on
 * vdocument.in) and the old pages (Cambridge's 2013-entry course pages and 2017-18 teaching page, UCL's 2016/17
 * Philosophy page, Sheffield's 2016 specification, Manchester's 2020-entry Mathematics page), and the pages that only
 * list or mention a program (Imperial's Business School FAQ, LSE's GV482 course guide and statistics FAQ, the IfM
 * history page). Lengths taken out (`duration: null`): Edinburgh's MSc Counselling Studies and MA Politics, Surrey's
 * BVMSci, Cambridge's Philosophy BA, Manufacturing Engineering Tripos and MPhil ISMM, LSE's MSc Political Science,
 * Imperial's MSc Business Analytics. Withdrawn: LSE's MSc Social Policy and Development under social work (graduate):
 * LSE's Department of Social Policy handbook for 2015/16 (read in a copy on vdocuments.mx) presents it as a
 * social-policy master's, and LSE's 2021 programme page shows it replaced by the MSc International Social and Public
 * Policy (Development); no page presents it as a social-work programme, and it is not a qualifying social-work
 * degree; Manchester's MA Counselling: the university stopped admitting in September 2014 and the last cohort
 * finished in May 2016 (The Mancunion, 16 May 2016, quoting a university spokesperson; The Tab Manchester the same;
 * Manchester's own old course page, stored at http, described a 3-year part-time professional training). Searched and
 * not found (rows left as they are, not re-read): City of Glasgow College's HND Television (only SQA's award
 * specification for the HNC/HND Creative Industries: Television and The Herald on the withdrawn radio HNC/HND);
 * Surrey's and Manchester's Mechanical Engineering BEng (only other universities' specifications and a UCAS-data
 * scraper); Edinburgh's Philosophy MA (only DRPS tables whose titles could not be told apart); Leeds Beckett's BA
 * (Hons) Physical Education (only another course's handbook); Manchester's Social Work BA (only its MA Social Work
 * handbooks); King's College London's Nutrition BSc (only its intercalated Human Nutrition and Metabolism iBSc and an
 * aggregator's Nutritional Sciences BSc); Oxford Brookes's Nutrition BSc (only its one-year Nutrition Science (Final
 * Year Entry) top-up, B410); Manchester Metropolitan's BA (Hons) International Business Management; City of Glasgow
 * College's and Edinburgh College's HND Computing: Technical Support (only SQA's award documents and City of
 * Glasgow's Computer Science (Next Generation) HND); Warwick's BEng Manufacturing and Mechanical Engineering; UCL's
 * MA Special and Inclusive Education; Edinburgh's MSc Data Science (only the DRPS table of its online MSc Data
 * Science, Technology and Innovation). LSE's Master of Public Administration was seen only in a copy on docsbay.net
 * of a 2010 programme specification of its Public and Social Policy stream (21 months), not cited. The fabrication
 * and welding NCs and Dumfries and Galloway's HNC Fashion Make-up were not searched again (session 27 found nothing).
 * Not reached (this pass's share of the budget ran out): the theatre and dance degrees (Leeds, Goldsmiths, Central,
 * Trinity Laban, Roehampton), the electrical HNDs, Oxford's MPhil in Politics, the data-science MScs of Manchester,
 * Sheffield and UCL, Edinburgh's MSc Statistics with Data Science, the animation MAs (UAL, Bournemouth), the tourism
 * MScs (Surrey, Bournemouth), LSE's MSc International Management, Leeds's MSc International Business, UCL's MPA,
 * Edinburgh's MPP, LSE's MSc Health Policy, Planning and Financing and Warwick's MSc Engineering Business Management.
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block): rows of the regenerated worklist that
 * no earlier pass had reached, looked up the same way (stored copies of public pages, search tools only; 13 look-ups;
 * no page re-read online; LSE's 2018 programme page, stored at http, is cited at its https address). Rows re-read,
 * each now citing the page named (the institution's own page unless said otherwise):
 * - theatre: Leeds's Theatre and Performance BA (W440, September 2025 start, 3 years full time); Goldsmiths's BA (Hons)
 *   Drama & Theatre Arts (W440, 3 years full-time; the page carries the 2021-22 delivery note); the Royal Central School
 *   of Speech and Drama's BA (Hons) Acting (C35/W410, 3 years full-time);
 * - Oxford's MPhil in Politics (its graduate page of the Comparative Government stream: first-year core classes and
 *   research methods, second-year thesis and option papers; the two-year length stays; the row keeps the degree's
 *   general name, the other streams not being on the page read);
 * - UCL's MPA row, renamed "Public Management and Leadership MPA" (the Department of Political Science's MPA, 2025
 *   start: 1 calendar year full-time, 2 part-time; the row's "2 years" becomes "1 year (full-time)"; a 2023 page of the
 *   same department names it "Public Administration and Management MPA", so the title changed between 2023 and 2025);
 * - LSE's MSc Health Policy, Planning and Financing (its 2018 programme page: a joint programme with the London School
 *   of Hygiene and Tropical Medicine, 12 months full-time; its 2024 programme page, also seen, shows it still offered,
 *   applied for through LSHTM);
 * - UAL's MA Character Animation at Central Saint Martins (September 2024 start: two years, 60 weeks, extended
 *   full-time; the "1 year" written from memory is replaced by "2 years (extended full-time)");
 * - Bournemouth's MA 3D Computer Animation (the National Centre for Computer Animation's postgraduate framework
 *   specification of April 2019, read in a copy on Scribd; it states no length in the part read, so the "1 year" is
 *   taken out; a 2016 student post on Bournemouth's own blog speaks of "a year in the MA3D program");
 * - Leeds's MSc International Business (Leeds University Business School's news page on the 2020 FT ranking; no length
 *   stated, taken out).
 * Weak sources, to replace first: Bournemouth's framework specification (a third-party copy, 2019), the LSE page of
 * 2018, the Leeds Business School news item (names the programme, not its page). Lengths taken out (`duration: null`):
 * Bournemouth's MA 3D Computer Animation, Leeds's MSc International Business. Lengths set from the pages: UCL's MPA,
 * UAL's MA Character Animation. Withdrawn: none. Searched and not found (rows left as they are): Trinity Laban's BA
 * (Hons) Contemporary Dance (only its BSc Dance Science page and news); Roehampton's BA (Hons) Dance (only its
 * postgraduate dance pages and its drama BA); Surrey's MSc International Tourism Management (only its hospitality and
 * tourism subject page and news); Warwick's MSc Engineering Business Management (only WMG's general pages on its
 * full-time MSc courses, which last 12 months). The rows earlier passes searched without result (the fabrication and
 * welding NCs, the HNC Fashion Make-up, the HND Television and Computing HNDs, Manchester's and Surrey's mechanical
 * BEng, Edinburgh's Philosophy MA, Leeds Beckett's PE, Manchester's Social Work BA, the nutrition BScs of KCL and
 * Brookes, MMU's International Business Management, Warwick's BEng, UCL's MA Special and Inclusive Education,
 * Edinburgh's MSc Data Science) were not searched again. Not reached: the electrical HNDs of City of Glasgow College and
 * Edinburgh College, the data-science MScs of Manchester, Sheffield and UCL, Edinburgh's MSc Statistics with Data
 * Science, Bournemouth's MSc International Hospitality and Tourism Management, LSE's MSc International Management and
 * Edinburgh's Master of Public Policy.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): the regenerated worklist, looked up the same
 * way (stored copies of public pages, search tools only; 14 look-ups for the United Kingdom), first the counselling gap
 * and the rows no earlier pass had reached, then a few searched before with another query. Pages stored at http are
 * cited at https (Edinburgh's Academy of Government). Rows re-read, each now citing the page named:
 * - Edinburgh's Master of Public Policy: the Academy of Government's FAQs of the MPP ("To enter this programme in
 *   September 2012, applications must be submitted by 15 August 2012"; admission through the Graduate School of Social
 *   and Political Science). The page gives no length, so "1 year" is taken out;
 * - Bournemouth's MSc International Hospitality and Tourism Management: a staging copy of a UCAS listing on
 *   courseoptions.com ("International Hospitality and Tourism Management", provider Bournemouth University,
 *   postgraduate, academic year 2026, 1 year full time, Talbot Campus, Poole; its core and option units). The row's "1
 *   year" stays;
 * - UCL's MSc Data Science: the Department of Statistical Science's Taught Postgraduate Student Handbook 2020/21, read
 *   in a copy on vdocuments.mx, written "for postgraduate students admitted ... to study for one of the following
 *   degrees: MSc Data Science, MSc Statistics, MSc Statistics (Medical Statistics)". No length given: "1 year" taken
 *   out;
 * - King's College London's nutrition bachelor, renamed from "Nutrition BSc" to "Nutritional Sciences BSc":
 *   educatly.com's copy of King's course page (single honours, full time, "Three-years, or four years if taking extra
 *   mural year", Waterloo Campus, September 2025 start, accredited by the Association for Nutrition). Length set to "3
 *   years (4 with an extra-mural year)".
 * Rows added, counselling (graduate), where the country had one institution (Edinburgh): London Metropolitan
 * University's Counselling and Psychotherapy MSc (its course page: "studied on a full-time basis over two years", with
 * the 100 supervised client hours required for BACP individual membership; its 2023-24 course specification PMCNSPCT,
 * read but not cited, gives a full-time minimum of 2 years), length "2 years (full-time)", with London Metropolitan
 * University added as an institution (public, London; its address www.londonmet.ac.uk is that of the page read); the
 * University of Chester's Clinical Counselling MA (its course page: a person-centred professional counselling training
 * accredited by the BACP; no length given).
 * Weak sources, to replace first: Edinburgh's FAQ page of 2012; the copies of unknown or third-party ownership
 * (courseoptions.com's staging copy of a UCAS listing, the UCL handbook on vdocuments.mx, King's course page on
 * educatly.com). Withdrawn: none.
 * Check first: LSE's "MSc International Management": the LSE graduate pages read (its 2020, 2023 and 2024 editions)
 * show the two-year Global Master's in Management, with a CEMS MiM pathway, and no MSc International Management;
 * whether the row is stale (not withdrawn: no page says a programme of that name closed). A studygb.eduuk.org
 * comparison article (third party, not cited) names "University of Manchester – MSc Data Science" and "University of
 * Edinburgh – MSc Data Science".
 * Searched and not found (rows left as they are): Sheffield's MSc Data Science (only a programme specification of an
 * MSc Data Analytics whose copy does not name the university, and other universities' pages); Edinburgh's MSc
 * Statistics with Data Science (only Heriot-Watt's and LSE's programmes); City of Glasgow College's and Edinburgh
 * College's HND Electrical Engineering (only the SQA's arrangements document for the award); Manchester's MSc Data
 * Science (only its MSc Machine Learning); Leeds Beckett's BA (Hons) Physical Education (only its sport-science course
 * pages and handbooks); Manchester Metropolitan's BA (Hons) International Business Management (only another
 * university's specification and an MMU top-up listing); Manchester's Social Work BA (only its MA Social Work
 * handbooks). Not reached: the fabrication and welding NCs, the HNC Fashion Make-up, the HND Television and Computing
 * HNDs, Manchester's and Surrey's mechanical BEng, Edinburgh's Philosophy MA, Brookes's nutrition BSc, Warwick's BEng
 * and MSc Engineering Business Management, UCL's MA Special and Inclusive Education, Trinity Laban's and Roehampton's
 * dance degrees, Surrey's tourism MSc, LSE's MPA, Edinburgh's MSc Data Science.
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block): the rows of the regenerated worklist,
 * looked up the same way (stored copies of public pages, search tools only; no page re-read online; Edinburgh's page,
 * stored at http, is cited at https; 26 look-ups for the United Kingdom), first those no pass had reached, then
 * those searched before, with a new query (the undergraduate course page by its UCAS code, or students' public
 * repositories naming the programme). Rows re-read, each now citing the page named:
 * - LSE's Master of Public Administration (MPA): its School of Public Policy's MPA page ("The Master of Public
 *   Administration (MPA) is a two-year degree programme designed to equip early-stage professionals"; Year 1 academic
 *   core, Year 2 capstone; LSE's programme pages of 2014-2016, 2018 and 2024 entry, also seen, agree: 21-22 months). The
 *   row's "2 years" stays;
 * - Surrey's Mechanical Engineering BEng, renamed "Mechanical Engineering BEng (Hons)" (its 2024-entry course page:
 *   "BEng (Hons) UCAS: H300 3 years", beside the MEng and the placement and foundation-year variants). The "3 years"
 *   stays;
 * - Edinburgh's Philosophy MA, renamed "MA Philosophy" (its undergraduate degree page for 2025 entry: "MA Philosophy",
 *   "UCAS code: V500", "Duration: 4 years", full-time, School of Philosophy, Psychology and Language Sciences; earlier
 *   passes had found only DRPS tables). The "4 years" stays;
 * - Sheffield's MSc Data Science: a student's public repository (KhalilAlak/IJC437-Air-Quality on GitHub), whose README
 *   gives "Module: IJC437 – Introduction to Data Science", "Degree Programme: MSc Data Science", "Academic Year:
 *   2025–2026", "completed as part of the IJC437 – Introduction to Data Science module at the University of Sheffield".
 *   A weak source (a student's README, not the University's page); it gives no length, so the "1 year" is taken out.
 * Weak sources, to replace first: the student's README (Sheffield). Lengths taken out (`duration: null`): Sheffield's
 * MSc Data Science. No length was set. Withdrawn: none; no page read shows a row wrong.
 * Check first: City of Glasgow College's HND Computing: Technical Support (the college's stored course pages now name a
 * one-year "Computer Science (Next Generation) HND", SCQF level 8, from August 2026; whether the Technical Support HND
 * still runs); Sheffield's MSc Data Science (another student's README, in rabraham2/INF6000-Dissertation, seen only in a
 * search excerpt, speaks of "my MSc Dissertation in Data Science at the University of Sheffield"; the versions of that
 * README read in full name only "the MSc Dissertation Project (INF6000)", so it is not cited).
 * Searched and not found (rows left as they are): Manchester's Mechanical Engineering BEng (only Southampton's,
 * Loughborough's and Newcastle's pages, and a Manchester MSc in mechanical engineering design); Trinity Laban's BA (Hons)
 * Contemporary Dance (again only its BSc Dance Science page and Dance CAT pages); Roehampton's BA (Hons) Dance (again
 * only its drama BA and its postgraduate dance pages); Surrey's MSc International Tourism Management (only its
 * hospitality and tourism subject page and news); UCL's MA Special and Inclusive Education (only QUB's MEd, NTU's MA
 * Special and Inclusive Education and other universities'; a text search by the title found only the University of
 * Nottingham Malaysia's list of its programmes); Warwick's MSc Engineering Business Management (only WMG's general
 * pages on its 12-month full-time MSc courses, again); Warwick's BEng Manufacturing and Mechanical Engineering (only
 * other universities' mechanical engineering pages, and a Warwick BEng graduate's personal page naming no programme);
 * Oxford Brookes's Nutrition BSc (again only its one-year Nutrition Science (Final Year Entry) top-up, B410, and a
 * UCAS-listing copy whose part read names no course); Edinburgh's MSc Statistics with Data Science (only Heriot-Watt's
 * programmes, Edinburgh's MSc Operational Research with Data Science in a graduate's page, and a UCAS-listing copy for
 * Edinburgh's central campus whose part read names no course); Edinburgh's MSc Data Science (only a third-party listing,
 * connectuniversities.com, of an Edinburgh programme described as data science, 1 year, without its title, and the DRPS
 * table of the online MSc Data Science, Technology and Innovation); Manchester's MSc Data Science (only students'
 * repositories for its course units DATA70141 and DATA70202, which name no degree, and a third-party comparison
 * article); City of Glasgow College's HND Television (only a 2009 blog post on Cardonald College's TV production HND and
 * The Herald on the withdrawn radio HNC/HND); the HND Electrical Engineering of Edinburgh College (only the SQA's
 * arrangements document and other colleges' HNC/HND pages); the HND Computing: Technical Support (only SQA's documents
 * and City of Glasgow College's Computer Science (Next Generation) HND); Dumfries and Galloway College's HNC Fashion
 * Make-up (a text search by the title found nothing). Not searched again (three passes without result, no new query):
 * the fabrication and welding NCs, Leeds Beckett's BA (Hons) Physical Education, Manchester's Social Work BA, Manchester
 * Metropolitan's BA (Hons) International Business Management, City of Glasgow College's HND Electrical Engineering, LSE's
 * MSc International Management (see the S29 "Check first").
 * Third verification pass of 2026-11-28 (session 29, no `VERIFIED_S29C` block): no row was looked up for the United
 * Kingdom; the session's shared search budget ran out (0 look-ups for the United Kingdom) before this country's turn.
 * Nothing re-read, added or withdrawn. Not reached: the whole regenerated worklist (the fabrication and welding NCs,
 * the HNC Fashion Make-up, the HND Television, Computing: Technical Support and Electrical Engineering HNDs,
 * Manchester's mechanical BEng, social-work BA and MSc Data Science, Leeds Beckett's PE, Brookes's nutrition BSc,
 * Manchester Metropolitan's International Business Management, Warwick's BEng and MSc Engineering Business Management,
 * UCL's MA Special and Inclusive Education, Trinity Laban's and Roehampton's dance degrees, Edinburgh's data-science
 * and statistics MScs, Surrey's tourism MSc, LSE's MSc International Management).
 * Session 30 pass of 2026-11-28 (no `VERIFIED_S30` block: nothing citable was found): 3 look-ups for the United Kingdom
 * (search tools only). Searched: City of Glasgow College's NC Fabrication and Welding Engineering (only colleges'
 * "qualifications explained" pages, City of Glasgow College's among them, Education Scotland's 2015 engineering report
 * and a Glasgow Kelvin College context statement); Manchester's Mechanical Engineering BEng (only Newcastle's,
 * Southampton's and Loughborough's pages and Manchester's own BEng Mechatronic Engineering page for 2025 entry, a lead:
 * Manchester's course pages of that year are stored); a GitHub text search for scraped UK course lists found only Queen
 * Mary's course finder. Not reached: the other verify rows.
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, institutionsOf, offered, pagesOn, taggedPages, withPasses } from "./define";

const ADDED_ON = "2026-11-27";
const inst = institutionsOf("GB");
/** The source of a row added on 2026-11-27: the institution's official site. */
const added = (id: string) => `${id}-${ADDED_ON}`;
/** [id, name, city, kind, website] of the institutions first listed on 2026-11-27. */
const NEW: readonly (readonly [string, string, string, "public" | "private", string])[] = [
  [
    "gb-trinity-laban",
    "Trinity Laban Conservatoire of Music and Dance",
    "London",
    "public",
    "https://www.trinitylaban.ac.uk",
  ],
  ["gb-roehampton", "University of Roehampton", "London", "public", "https://www.roehampton.ac.uk"],
  ["gb-leeds-beckett", "Leeds Beckett University", "Leeds", "public", "https://www.leedsbeckett.ac.uk"],
  ["gb-ljmu", "Liverpool John Moores University", "Liverpool", "public", "https://www.ljmu.ac.uk"],
  ["gb-warwick", "University of Warwick", "Coventry", "public", "https://warwick.ac.uk"],
  ["gb-buttercups", "Buttercups Training", "Bristol", "private", "https://www.buttercups.co.uk"],
  ["gb-rcs", "Royal Conservatoire of Scotland", "Glasgow", "public", "https://www.rcs.ac.uk"],
  ["gb-qub", "Queen's University Belfast", "Belfast", "public", "https://www.qub.ac.uk"],
  ["gb-uea", "University of East Anglia", "Norwich", "public", "https://www.uea.ac.uk"],
];
/** Institutions already listed whose new rows cite their site as read on 2026-11-27. */
const ADDED_FROM: readonly (readonly [string, string, string])[] = [
  ["gb-cambridge", "University of Cambridge", "https://www.cam.ac.uk"],
  ["gb-manchester", "The University of Manchester", "https://www.manchester.ac.uk"],
  ["gb-leeds", "University of Leeds", "https://www.leeds.ac.uk"],
  ["gb-cityofglasgow", "City of Glasgow College", "https://www.cityofglasgowcollege.ac.uk"],
  ["gb-edinburgh-college", "Edinburgh College", "https://www.edinburghcollege.ac.uk"],
  ["gb-bournemouth", "Bournemouth University", "https://www.bournemouth.ac.uk"],
];

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [...NEW, ...ADDED_FROM].map(([id, name, ...rest]) =>
    institutionPage(added(id), name, "Courses (official page)", rest[rest.length - 1]!, ADDED_ON),
  ),
  institutions: NEW.map(([id, name, city, kind, website]) => inst(id, name, city, kind, website, added(id))),
  programs: [
    ...offered("gb-trinity-laban", "bachelor", added("gb-trinity-laban"), [
      ["dance", "BA (Hons) Contemporary Dance", { duration: "3 years" }],
    ]),
    ...offered("gb-roehampton", "bachelor", added("gb-roehampton"), [
      ["dance", "BA (Hons) Dance", { duration: "3 years" }],
    ]),
    ...offered("gb-leeds-beckett", "bachelor", added("gb-leeds-beckett"), [
      ["physical-education", "BA (Hons) Physical Education", { duration: "3 years" }],
    ]),
    ...offered("gb-ljmu", "bachelor", added("gb-ljmu"), [
      ["physical-education", "BA (Hons) Physical Education", { duration: "3 years" }],
    ]),
    ...offered("gb-leeds", "bachelor", added("gb-leeds"), [
      ["international-business", "BSc International Business", { duration: "3 years" }],
    ]),
    ...offered("gb-warwick", "bachelor", added("gb-warwick"), [
      ["industrial-engineering", "BEng Manufacturing and Mechanical Engineering", { duration: "3 years" }],
    ]),
    ...offered("gb-warwick", "graduate", added("gb-warwick"), [
      ["industrial-engineering", "MSc Engineering Business Management (WMG)", { duration: "1 year" }],
    ]),
    ...offered("gb-cambridge", "bachelor", added("gb-cambridge"), [
      ["industrial-engineering", "Engineering BA/MEng (Manufacturing Engineering Tripos)", { duration: "4 years" }],
    ]),
    ...offered("gb-cambridge", "graduate", added("gb-cambridge"), [
      ["industrial-engineering", "MPhil in Industrial Systems, Manufacture and Management", { duration: "1 year" }],
    ]),
    ...offered("gb-manchester", "graduate", added("gb-manchester"), [
      ["counselling", "MA Counselling", { duration: "2 years" }],
    ]),
    ...offered("gb-cityofglasgow", "technical", added("gb-cityofglasgow"), [
      ["welding-technology", "NC Fabrication and Welding Engineering (SCQF level 5)", { duration: "1 year" }],
    ]),
    ...offered("gb-edinburgh-college", "technical", added("gb-edinburgh-college"), [
      ["welding-technology", "NC Fabrication and Welding Engineering (SCQF level 5)", { duration: "1 year" }],
    ]),
    ...offered("gb-rcs", "bachelor", added("gb-rcs"), [
      ["music-education", "BEd (Hons) Music", { duration: "4 years" }],
    ]),
    ...offered("gb-qub", "graduate", added("gb-qub"), [
      ["special-education", "MEd Inclusion and Special Educational Needs", { duration: "1 year" }],
    ]),
    ...offered("gb-uea", "technical", added("gb-uea"), [
      [
        "pharmacy-technician",
        "Pre-registration Trainee Pharmacy Technician programme (Level 3, School of Pharmacy)",
        { duration: "2 years (work-based)" },
      ],
    ]),
    ...offered("gb-bournemouth", "graduate", added("gb-bournemouth"), [
      ["tourism", "MSc International Hospitality and Tourism Management", { duration: "1 year" }],
    ]),
    ...offered("gb-buttercups", "technical", added("gb-buttercups"), [
      ["pharmacy-technician", "Pharmacy Technician Course (Level 3, GPhC-accredited)", { duration: "2 years" }],
    ]),
  ],
};

/**
 * Rows added on 2026-11-28 (see the header): `page` sources are stored copies of the institution's own course
 * page, `site` sources its official site (rows written from knowledge of its published courses).
 */
const ADDED_1128_ON = "2026-11-28";
const page1128 = taggedPages(ADDED_1128_ON, ADDED_1128_ON);
const site1128 = (id: string, publisher: string, url: string) =>
  institutionPage(`${id}-site-${ADDED_1128_ON}`, publisher, "Courses (official site)", url, ADDED_1128_ON);
const ADDED_1128: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    page1128(
      "gb-surrey-tonmeister",
      "University of Surrey",
      "Tonmeister application FAQs (Music and Sound Recording)",
      "https://www.surrey.ac.uk/department-music-media/study/tonmeister-application-faqs",
    ),
    site1128("gb-bournemouth", "Bournemouth University", "https://www.bournemouth.ac.uk"),
    page1128(
      "gb-ual-csm-textiles",
      "University of the Arts London",
      "BA (Hons) Textile Design, Central Saint Martins",
      "https://www.arts.ac.uk/subjects/textiles-and-materials/undergraduate/ba-hons-textile-design-csm",
    ),
    page1128(
      "gb-ual-chelsea-textiles",
      "University of the Arts London",
      "BA (Hons) Textile Design, Chelsea College of Arts",
      "https://www.arts.ac.uk/chelsea/courses/undergraduate/ba-textile-design/",
    ),
    page1128(
      "gb-gsa-textiles",
      "The Glasgow School of Art",
      "Undergraduate degrees: Textile Design",
      "https://www.gsa.ac.uk/study/undergraduate-degrees/textile-design/",
    ),
    site1128("gb-leeds", "University of Leeds", "https://www.leeds.ac.uk"),
    site1128("gb-rca", "Royal College of Art", "https://www.rca.ac.uk"),
  ],
  institutions: [
    inst(
      "gb-gsa",
      "The Glasgow School of Art",
      "Glasgow",
      "public",
      "https://www.gsa.ac.uk",
      `gb-gsa-textiles-${ADDED_1128_ON}`,
    ),
    inst("gb-rca", "Royal College of Art", "London", "public", "https://www.rca.ac.uk", `gb-rca-site-${ADDED_1128_ON}`),
  ],
  programs: [
    // Music production.
    ...offered("gb-surrey", "bachelor", `gb-surrey-tonmeister-${ADDED_1128_ON}`, [
      [
        "music-production",
        "Music and Sound Recording (Tonmeister), honours degree with professional training year",
        { duration: "4 years" },
      ],
    ]),
    ...offered("gb-bournemouth", "bachelor", `gb-bournemouth-site-${ADDED_1128_ON}`, [
      ["music-production", "BA (Hons) Music & Sound Production", { duration: "4 years (with placement)" }],
    ]),
    // Textile design.
    ...offered("gb-ual", "bachelor", `gb-ual-csm-textiles-${ADDED_1128_ON}`, [
      ["textile-design", "BA (Hons) Textile Design (Central Saint Martins)", { duration: "3 years" }],
    ]),
    ...offered("gb-ual", "bachelor", `gb-ual-chelsea-textiles-${ADDED_1128_ON}`, [
      ["textile-design", "BA (Hons) Textile Design (Chelsea College of Arts)", { duration: "3 years" }],
    ]),
    ...offered("gb-gsa", "bachelor", `gb-gsa-textiles-${ADDED_1128_ON}`, [
      ["textile-design", "BA (Hons) Textile Design", { duration: "4 years" }],
    ]),
    ...offered("gb-leeds", "bachelor", `gb-leeds-site-${ADDED_1128_ON}`, [
      ["textile-design", "BA Textile Design", { duration: "3 years" }],
    ]),
    ...offered("gb-rca", "graduate", `gb-rca-site-${ADDED_1128_ON}`, [
      ["textile-design", "MA Textiles", { duration: "2 years" }],
    ]),
  ],
};

/**
 * Rows added on 2026-11-28 in a second pass (see the header): each cites the stored copy of a page found with the
 * search tools, the institution's own page except the two refrigeration rows (trade-press reports).
 */
const ADDED_1128B: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    page1128(
      "gb-chester-cyber",
      "University of Chester",
      "Cybersecurity BSc (Hons) (course page)",
      "https://chester.ac.uk/study/course-search/cybersecurity-bsc-hons/",
    ),
    page1128(
      "gb-buckingham-cyber",
      "University of Buckingham",
      "Programme specification: BSc (Hons) Computing [Cyber Security]",
      "https://www.buckingham.ac.uk/programme-specs/?course_code=UBSF9SCCS",
    ),
    page1128(
      "gb-colchester-music-ed",
      "University Centre Colchester (Colchester Institute)",
      "BA (Hons) Music Education",
      "https://www.colchester.ac.uk/course/ba-hons-in-music-education/",
    ),
    page1128(
      "gb-worcester-hcml",
      "University of Worcester",
      "Healthcare Management and Leadership MSc",
      "https://www.worc.ac.uk/courses/healthcare-management-and-leadership-msc",
    ),
    page1128(
      "gb-kingston-lmh",
      "Kingston University",
      "Leadership and Management in Health PgCert/PgDip/MSc top-up/MSc",
      "https://www.kingston.ac.uk/postgraduate/courses/leadership-management-health-msc/",
    ),
    page1128(
      "gb-bath-college-rac",
      "FE News",
      "Bath College student named winner of second SkillFRIDGE regional heat (news report)",
      "https://www.fenews.co.uk/skills/bath-college-student-named-winner-of-second-skillfridge-regional-heat/",
    ),
    page1128(
      "gb-grimsby-rac",
      "Fuse newsletter",
      "Heats of the world skills (Grimsby Institute refrigeration apprentices, June 2017; news report)",
      "https://www.fusenewsletter.co.uk/heats-world-skills/",
    ),
    site1128("gb-bath-college", "Bath College", "https://www.bathcollege.ac.uk"),
    site1128("gb-grimsby", "Grimsby Institute of Further and Higher Education", "https://grimsby.ac.uk"),
  ],
  institutions: [
    inst(
      "gb-chester",
      "University of Chester",
      "Chester",
      "public",
      "https://www.chester.ac.uk",
      `gb-chester-cyber-${ADDED_1128_ON}`,
    ),
    inst(
      "gb-buckingham",
      "University of Buckingham",
      "Buckingham",
      "private",
      "https://www.buckingham.ac.uk",
      `gb-buckingham-cyber-${ADDED_1128_ON}`,
    ),
    inst(
      "gb-colchester-institute",
      "University Centre Colchester (Colchester Institute)",
      "Colchester",
      "public",
      "https://www.colchester.ac.uk",
      `gb-colchester-music-ed-${ADDED_1128_ON}`,
    ),
    inst(
      "gb-worcester",
      "University of Worcester",
      "Worcester",
      "public",
      "https://www.worc.ac.uk",
      `gb-worcester-hcml-${ADDED_1128_ON}`,
    ),
    inst(
      "gb-kingston",
      "Kingston University",
      "London",
      "public",
      "https://www.kingston.ac.uk",
      `gb-kingston-lmh-${ADDED_1128_ON}`,
    ),
    inst(
      "gb-bath-college",
      "Bath College",
      "Bath",
      "public",
      "https://www.bathcollege.ac.uk",
      `gb-bath-college-site-${ADDED_1128_ON}`,
    ),
    inst(
      "gb-grimsby",
      "Grimsby Institute of Further and Higher Education",
      "Grimsby",
      "public",
      "https://grimsby.ac.uk",
      `gb-grimsby-site-${ADDED_1128_ON}`,
    ),
  ],
  programs: [
    // Cybersecurity (bachelor).
    ...offered("gb-chester", "bachelor", `gb-chester-cyber-${ADDED_1128_ON}`, [
      ["cybersecurity", "Cybersecurity BSc (Hons)", { duration: "3 years" }],
    ]),
    ...offered("gb-buckingham", "bachelor", `gb-buckingham-cyber-${ADDED_1128_ON}`, [
      ["cybersecurity", "BSc (Hons) Computing [Cyber Security]", { duration: "2 years" }],
    ]),
    // Music education (bachelor).
    ...offered("gb-colchester-institute", "bachelor", `gb-colchester-music-ed-${ADDED_1128_ON}`, [
      ["music-education", "BA (Hons) Music Education (awarded by the University of Essex)", { duration: "3 years" }],
    ]),
    // Health services administration (graduate).
    ...offered("gb-worcester", "graduate", `gb-worcester-hcml-${ADDED_1128_ON}`, [
      ["health-services-administration", "Healthcare Management and Leadership MSc"],
    ]),
    ...offered("gb-kingston", "graduate", `gb-kingston-lmh-${ADDED_1128_ON}`, [
      [
        "health-services-administration",
        "Leadership and Management in Health MSc",
        { duration: "2-4 years part-time" },
      ],
    ]),
    // Refrigeration and air conditioning (technical).
    ...offered("gb-bath-college", "technical", `gb-bath-college-rac-${ADDED_1128_ON}`, [
      [
        "refrigeration-air-conditioning",
        "Air Conditioning and Refrigeration qualifications, Level 2 to Level 3 (apprenticeship)",
      ],
    ]),
    ...offered("gb-grimsby", "technical", `gb-grimsby-rac-${ADDED_1128_ON}`, [
      [
        "refrigeration-air-conditioning",
        "Refrigeration and Air Conditioning apprenticeship (Level 3 NVQ, block release)",
      ],
    ]),
  ],
};

/**
 * Rows added on 2026-11-28 in a third pass (see the header): each cites the stored copy of the institution's own
 * page found with the search tools, except the HSDC row (a Portsmouth News report).
 */
const pageS24 = taggedPages("s24", "2026-11-28");
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    pageS24(
      "gb-portsmouth-pa",
      "University of Portsmouth",
      "BA (Hons) Public Administration (course page, 2013 entry)",
      "https://www.port.ac.uk/courses/coursetypes/undergraduate/BAHonsPublicAdministration/",
    ),
    pageS24(
      "gb-aru-public-service",
      "Anglia Ruskin University",
      "Public Service BA (Hons) (course page, September 2017 entry)",
      "https://www.anglia.ac.uk/study/undergraduate/public-service-ba",
    ),
    pageS24(
      "gb-uel-hsm",
      "University of East London",
      "Programme Specification for Health Services Management BSc (Hons)",
      "https://www.uel.ac.uk/undergraduate/specs/healthservicesmanagement/",
    ),
    pageS24(
      "gb-southampton-hcmpr",
      "University of Southampton",
      "University Calendar 2017/18, Section X: BSc (Honours) Healthcare Management, Policy and Research",
      "https://calendar-archive.soton.ac.uk/2017_18/sectionX/bsc-hcmpr.html",
    ),
    pageS24(
      "gb-hsdc-film-tv",
      "The News (Portsmouth)",
      "HSDC South Downs Film & TV Students Get A Taste Of University (news report)",
      "https://www.portsmouth.co.uk/education/hsdc-south-downs-film-tv-students-get-a-taste-of-university-5082697",
    ),
  ],
  institutions: [
    inst(
      "gb-portsmouth",
      "University of Portsmouth",
      "Portsmouth",
      "public",
      "https://www.port.ac.uk",
      "gb-portsmouth-pa-s24",
    ),
    inst(
      "gb-aru",
      "Anglia Ruskin University",
      "Cambridge",
      "public",
      "https://www.aru.ac.uk",
      "gb-aru-public-service-s24",
    ),
    inst("gb-uel", "University of East London", "London", "public", "https://www.uel.ac.uk", "gb-uel-hsm-s24"),
    inst(
      "gb-southampton",
      "University of Southampton",
      "Southampton",
      "public",
      "https://www.southampton.ac.uk",
      "gb-southampton-hcmpr-s24",
    ),
    inst(
      "gb-hsdc",
      "Havant and South Downs College (HSDC)",
      "Waterlooville",
      "public",
      "https://www.hsdc.ac.uk",
      "gb-hsdc-film-tv-s24",
    ),
  ],
  programs: [
    // Public administration (bachelor).
    ...offered("gb-portsmouth", "bachelor", "gb-portsmouth-pa-s24", [
      [
        "public-administration",
        "BA (Hons) Public Administration (top-up, part-time distance learning)",
        { duration: "2 years (part-time)", modality: "distance" },
      ],
    ]),
    ...offered("gb-aru", "bachelor", "gb-aru-public-service-s24", [
      ["public-administration", "Public Service BA (Hons)", { duration: "3 years" }],
    ]),
    // Health services administration (bachelor).
    ...offered("gb-uel", "bachelor", "gb-uel-hsm-s24", [
      ["health-services-administration", "Health Services Management BSc (Hons)"],
    ]),
    ...offered("gb-southampton", "bachelor", "gb-southampton-hcmpr-s24", [
      [
        "health-services-administration",
        "BSc (Honours) Healthcare Management, Policy and Research",
        { duration: "4 years" },
      ],
    ]),
    // Radio and television production (technical).
    ...offered("gb-hsdc", "technical", "gb-hsdc-film-tv-s24", [
      [
        "radio-television-production",
        "Creative Media Production & Technology (Film & TV Production), UAL Level 3 Extended Diploma (South Downs campus)",
        {
          url: "https://www.hsdc.ac.uk/courses/south-downs-campus/vocational/creative-media-production-technology-film-tv-production-ual-level-3-extended-diploma/",
        },
      ],
    ]),
  ],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "GB",
  sources: [
    {
      id: "gb-oxford-site",
      publisher: "University of Oxford",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.ox.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-cambridge-site",
      publisher: "University of Cambridge",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.cam.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-imperial-site",
      publisher: "Imperial College London",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.imperial.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-ucl-site",
      publisher: "University College London",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.ucl.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-kcl-site",
      publisher: "King's College London",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.kcl.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-edinburgh-site",
      publisher: "The University of Edinburgh",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.ed.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-lse-site",
      publisher: "The London School of Economics and Political Science",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.lse.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-manchester-site",
      publisher: "The University of Manchester",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.manchester.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-leeds-site",
      publisher: "University of Leeds",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.leeds.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-city-site",
      publisher: "City St George's, University of London",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.citystgeorges.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-sheffield-site",
      publisher: "The University of Sheffield",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.sheffield.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-surrey-site",
      publisher: "University of Surrey",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.surrey.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-goldsmiths-site",
      publisher: "Goldsmiths, University of London",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.gold.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-ual-site",
      publisher: "University of the Arts London",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.arts.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-abertay-site",
      publisher: "Abertay University",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.abertay.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-bournemouth-site",
      publisher: "Bournemouth University",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.bournemouth.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-rcm-site",
      publisher: "Royal College of Music",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.rcm.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-central-site",
      publisher: "The Royal Central School of Speech and Drama",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.cssd.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-open-site",
      publisher: "The Open University",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.open.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-lboro-site",
      publisher: "Loughborough University",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.lboro.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-brookes-site",
      publisher: "Oxford Brookes University",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.brookes.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-mmu-site",
      publisher: "Manchester Metropolitan University",
      title: "Undergraduate and postgraduate courses (official page)",
      url: "https://www.mmu.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-cityofglasgow-site",
      publisher: "City of Glasgow College",
      title: "Courses (official page)",
      url: "https://www.cityofglasgowcollege.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-edinburgh-college-site",
      publisher: "Edinburgh College",
      title: "Courses (official page)",
      url: "https://www.edinburghcollege.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-kingston-college-site",
      publisher: "Kingston College",
      title: "Higher education courses (official page)",
      url: "https://kingston-college.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
    {
      id: "gb-dumgal-site",
      publisher: "Dumfries and Galloway College",
      title: "Courses (official page)",
      url: "https://www.dumgal.ac.uk",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-26",
      kind: "institution",
    },
  ],
  institutions: [
    {
      id: "gb-oxford",
      country: "GB",
      name: "University of Oxford",
      city: "Oxford",
      kind: "public",
      website: "https://www.ox.ac.uk",
      source: "gb-oxford-site",
    },
    {
      id: "gb-cambridge",
      country: "GB",
      name: "University of Cambridge",
      city: "Cambridge",
      kind: "public",
      website: "https://www.cam.ac.uk",
      source: "gb-cambridge-site",
    },
    {
      id: "gb-imperial",
      country: "GB",
      name: "Imperial College London",
      city: "London",
      kind: "public",
      website: "https://www.imperial.ac.uk",
      source: "gb-imperial-site",
    },
    {
      id: "gb-ucl",
      country: "GB",
      name: "University College London",
      city: "London",
      kind: "public",
      website: "https://www.ucl.ac.uk",
      source: "gb-ucl-site",
    },
    {
      id: "gb-kcl",
      country: "GB",
      name: "King's College London",
      city: "London",
      kind: "public",
      website: "https://www.kcl.ac.uk",
      source: "gb-kcl-site",
    },
    {
      id: "gb-edinburgh",
      country: "GB",
      name: "The University of Edinburgh",
      city: "Edinburgh",
      kind: "public",
      website: "https://www.ed.ac.uk",
      source: "gb-edinburgh-site",
    },
    {
      id: "gb-lse",
      country: "GB",
      name: "The London School of Economics and Political Science",
      city: "London",
      kind: "public",
      website: "https://www.lse.ac.uk",
      source: "gb-lse-site",
    },
    {
      id: "gb-manchester",
      country: "GB",
      name: "The University of Manchester",
      city: "Manchester",
      kind: "public",
      website: "https://www.manchester.ac.uk",
      source: "gb-manchester-site",
    },
    {
      id: "gb-leeds",
      country: "GB",
      name: "University of Leeds",
      city: "Leeds",
      kind: "public",
      website: "https://www.leeds.ac.uk",
      source: "gb-leeds-site",
    },
    {
      id: "gb-city",
      country: "GB",
      name: "City St George's, University of London",
      city: "London",
      kind: "public",
      website: "https://www.citystgeorges.ac.uk",
      source: "gb-city-site",
    },
    {
      id: "gb-sheffield",
      country: "GB",
      name: "The University of Sheffield",
      city: "Sheffield",
      kind: "public",
      website: "https://www.sheffield.ac.uk",
      source: "gb-sheffield-site",
    },
    {
      id: "gb-surrey",
      country: "GB",
      name: "University of Surrey",
      city: "Guildford",
      kind: "public",
      website: "https://www.surrey.ac.uk",
      source: "gb-surrey-site",
    },
    {
      id: "gb-goldsmiths",
      country: "GB",
      name: "Goldsmiths, University of London",
      city: "London",
      kind: "public",
      website: "https://www.gold.ac.uk",
      source: "gb-goldsmiths-site",
    },
    {
      id: "gb-ual",
      country: "GB",
      name: "University of the Arts London",
      city: "London",
      kind: "public",
      website: "https://www.arts.ac.uk",
      source: "gb-ual-site",
    },
    {
      id: "gb-abertay",
      country: "GB",
      name: "Abertay University",
      city: "Dundee",
      kind: "public",
      website: "https://www.abertay.ac.uk",
      source: "gb-abertay-site",
    },
    {
      id: "gb-bournemouth",
      country: "GB",
      name: "Bournemouth University",
      city: "Poole",
      kind: "public",
      website: "https://www.bournemouth.ac.uk",
      source: "gb-bournemouth-site",
    },
    {
      id: "gb-rcm",
      country: "GB",
      name: "Royal College of Music",
      city: "London",
      kind: "public",
      website: "https://www.rcm.ac.uk",
      source: "gb-rcm-site",
    },
    {
      id: "gb-central",
      country: "GB",
      name: "The Royal Central School of Speech and Drama",
      city: "London",
      kind: "public",
      website: "https://www.cssd.ac.uk",
      source: "gb-central-site",
    },
    {
      id: "gb-open",
      country: "GB",
      name: "The Open University",
      city: "Milton Keynes",
      kind: "public",
      website: "https://www.open.ac.uk",
      source: "gb-open-site",
    },
    {
      id: "gb-lboro",
      country: "GB",
      name: "Loughborough University",
      city: "Loughborough",
      kind: "public",
      website: "https://www.lboro.ac.uk",
      source: "gb-lboro-site",
    },
    {
      id: "gb-brookes",
      country: "GB",
      name: "Oxford Brookes University",
      city: "Oxford",
      kind: "public",
      website: "https://www.brookes.ac.uk",
      source: "gb-brookes-site",
    },
    {
      id: "gb-mmu",
      country: "GB",
      name: "Manchester Metropolitan University",
      city: "Manchester",
      kind: "public",
      website: "https://www.mmu.ac.uk",
      source: "gb-mmu-site",
    },
    {
      id: "gb-cityofglasgow",
      country: "GB",
      name: "City of Glasgow College",
      city: "Glasgow",
      kind: "public",
      website: "https://www.cityofglasgowcollege.ac.uk",
      source: "gb-cityofglasgow-site",
    },
    {
      id: "gb-edinburgh-college",
      country: "GB",
      name: "Edinburgh College",
      city: "Edinburgh",
      kind: "public",
      website: "https://www.edinburghcollege.ac.uk",
      source: "gb-edinburgh-college-site",
    },
    {
      id: "gb-kingston-college",
      country: "GB",
      name: "Kingston College",
      city: "Kingston upon Thames",
      kind: "public",
      website: "https://kingston-college.ac.uk",
      source: "gb-kingston-college-site",
    },
    {
      id: "gb-dumgal",
      country: "GB",
      name: "Dumfries and Galloway College",
      city: "Dumfries",
      kind: "public",
      website: "https://www.dumgal.ac.uk",
      source: "gb-dumgal-site",
    },
  ],
  programs: [
    ...offered("gb-oxford", "bachelor", "gb-oxford-site", [
      ["medicine", "Medicine (BM BCh)", { duration: "6 years" }],
      ["law", "Law (Jurisprudence) BA", { duration: "3 years" }],
      ["political-science", "Philosophy, Politics and Economics (PPE) BA", { duration: "3 years" }],
      ["economics", "Economics and Management BA", { duration: "3 years" }],
      ["computer-science", "Computer Science BA", { duration: "3 or 4 years" }],
      ["mathematics", "Mathematics BA/MMath", { duration: "3 or 4 years" }],
      ["physics", "Physics BA/MPhys", { duration: "3 or 4 years" }],
      ["chemistry", "Chemistry MChem", { duration: "4 years" }],
      ["biology", "Biology BA", { duration: "3 years" }],
      ["philosophy", "Philosophy and Theology BA", { duration: "3 years" }],
      ["history", "History BA", { duration: "3 years" }],
      ["literature", "English Language and Literature BA", { duration: "3 years" }],
      ["modern-languages", "Modern Languages BA", { duration: "4 years" }],
      ["music", "Music BA", { duration: "3 years" }],
      ["fine-arts", "Fine Art BFA", { duration: "3 years" }],
      ["theology", "Theology and Religion BA", { duration: "3 years" }],
      ["anthropology", "Archaeology and Anthropology BA", { duration: "3 years" }],
      ["geology", "Earth Sciences (Geology) BA", { duration: "3 or 4 years" }],
    ]),
    ...offered("gb-oxford", "graduate", "gb-oxford-site", [
      ["business-administration", "MBA (Saïd Business School)", { duration: "1 year" }],
      ["public-administration", "Master of Public Policy (MPP)", { duration: "1 year" }],
      ["statistics", "MSc in Statistical Science", { duration: "1 year" }],
      ["finance", "MSc in Financial Economics", { duration: "9 months" }],
      ["international-relations", "MPhil in International Relations", { duration: "2 years" }],
      ["political-science", "MPhil in Politics", { duration: "2 years" }],
      ["environmental-science", "MSc in Environmental Change and Management", { duration: "1 year" }],
    ]),
    ...offered("gb-cambridge", "bachelor", "gb-cambridge-site", [
      ["medicine", "Medicine (MB BChir)", { duration: "6 years" }],
      ["veterinary-medicine", "Veterinary Medicine (VetMB)", { duration: "6 years" }],
      ["law", "Law BA", { duration: "3 years" }],
      ["economics", "Economics BA", { duration: "3 years" }],
      ["political-science", "Human, Social, and Political Sciences BA", { duration: "3 years" }],
      ["sociology", "Human, Social, and Political Sciences BA", { duration: "3 years" }],
      ["computer-science", "Computer Science BA", { duration: "3 years" }],
      ["mathematics", "Mathematics BA", { duration: "3 years" }],
      ["physics", "Natural Sciences BA (Physical Sciences)", { duration: "3 years" }],
      ["biology", "Natural Sciences BA (Biological Sciences)", { duration: "3 years" }],
      ["architecture", "Architecture BA", { duration: "3 years" }],
      ["theology", "Theology, Religion, and Philosophy of Religion BA", { duration: "3 years" }],
      ["music", "Music BA", { duration: "3 years" }],
      ["literature", "English BA", { duration: "3 years" }],
      ["modern-languages", "Modern and Medieval Languages BA", { duration: "4 years" }],
      ["philosophy", "Philosophy BA", { duration: "3 years" }],
      ["psychology", "Psychological and Behavioural Sciences BA", { duration: "3 years" }],
      ["civil-engineering", "Engineering BA/MEng", { duration: "4 years" }],
    ]),
    ...offered("gb-cambridge", "graduate", "gb-cambridge-site", [
      ["business-administration", "MBA (Cambridge Judge Business School)", { duration: "1 year" }],
      ["economics", "MPhil in Economics", { duration: "1 year" }],
      ["international-relations", "MPhil in International Relations and Politics", { duration: "1 year" }],
      ["urban-planning", "MPhil in Planning, Growth and Regeneration", { duration: "1 year" }],
      ["criminology", "MPhil in Criminology", { duration: "1 year" }],
      [
        "mathematics-teaching",
        "Postgraduate Certificate in Education (PGCE) Secondary Mathematics",
        { duration: "1 year" },
      ],
    ]),
    ...offered("gb-imperial", "bachelor", "gb-imperial-site", [
      ["medicine", "Medicine MBBS/BSc", { duration: "6 years" }],
      ["computer-science", "Computing BEng", { duration: "3 years" }],
      ["civil-engineering", "Civil Engineering MEng", { duration: "4 years" }],
      ["mechanical-engineering", "Mechanical Engineering MEng", { duration: "4 years" }],
      ["electrical-engineering", "Electrical and Electronic Engineering MEng", { duration: "4 years" }],
      ["chemical-engineering", "Chemical Engineering MEng", { duration: "4 years" }],
      ["aerospace-engineering", "Aeronautical Engineering MEng", { duration: "4 years" }],
      ["biomedical-engineering", "Biomedical Engineering MEng", { duration: "4 years" }],
      ["mathematics", "Mathematics BSc", { duration: "3 years" }],
      ["physics", "Physics BSc", { duration: "3 years" }],
      ["chemistry", "Chemistry BSc", { duration: "3 years" }],
      ["biology", "Biological Sciences BSc", { duration: "3 years" }],
      ["geology", "Geology BSc", { duration: "3 years" }],
    ]),
    ...offered("gb-imperial", "graduate", "gb-imperial-site", [
      ["business-administration", "Full-Time MBA", { duration: "1 year" }],
      ["data-science", "MSc Business Analytics", { duration: "1 year" }],
      ["finance", "MSc Finance", { duration: "1 year" }],
      ["environmental-engineering", "MSc Environmental Engineering", { duration: "1 year" }],
      ["environmental-science", "MSc Environmental Technology", { duration: "1 year" }],
      ["software-engineering", "MSc Advanced Computing", { duration: "1 year" }],
    ]),
    ...offered("gb-ucl", "bachelor", "gb-ucl-site", [
      ["medicine", "Medicine MBBS BSc", { duration: "6 years" }],
      ["law", "Law LLB", { duration: "3 years" }],
      ["economics", "Economics BSc", { duration: "3 years" }],
      ["architecture", "Architecture BSc", { duration: "3 years" }],
      ["psychology", "Psychology BSc", { duration: "3 years" }],
      ["computer-science", "Computer Science BSc", { duration: "3 years" }],
      ["civil-engineering", "Civil Engineering BEng", { duration: "3 years" }],
      ["mechanical-engineering", "Mechanical Engineering BEng", { duration: "3 years" }],
      ["biomedical-engineering", "Biomedical Engineering BEng", { duration: "3 years" }],
      ["history", "History BA", { duration: "3 years" }],
      ["philosophy", "Philosophy BA", { duration: "3 years" }],
      ["literature", "English BA", { duration: "3 years" }],
      ["anthropology", "Anthropology BSc", { duration: "3 years" }],
      ["political-science", "Politics and International Relations BSc", { duration: "3 years" }],
      ["international-relations", "Politics and International Relations BSc", { duration: "3 years" }],
      ["pharmacy", "Pharmacy MPharm", { duration: "4 years" }],
      ["statistics", "Statistics BSc", { duration: "3 years" }],
      ["fine-arts", "Fine Art BA (Slade School of Fine Art)", { duration: "4 years" }],
      ["information-systems", "Information Management for Business BSc", { duration: "3 years" }],
      ["urban-planning", "Urban Planning, Design and Management BSc", { duration: "3 years" }],
    ]),
    ...offered("gb-ucl", "graduate", "gb-ucl-site", [
      ["urban-planning", "MSc Spatial Planning", { duration: "1 year" }],
      ["library-science", "MA Library and Information Studies", { duration: "1 year" }],
      ["data-science", "MSc Data Science", { duration: "1 year" }],
      ["cybersecurity", "MSc Information Security", { duration: "1 year" }],
      ["public-administration", "MPA (Master of Public Administration)", { duration: "2 years" }],
      ["software-engineering", "MSc Software Systems Engineering", { duration: "1 year" }],
      ["special-education", "MA Special and Inclusive Education", { duration: "1 year" }],
      ["english-teaching", "MA TESOL (Teaching English to Speakers of Other Languages)", { duration: "1 year" }],
      ["early-childhood-education", "MA Early Years Education", { duration: "1 year" }],
      ["mathematics-teaching", "MA Mathematics Education", { duration: "1 year" }],
      ["translation", "MSc Specialised Translation", { duration: "1 year" }],
      ["criminology", "MSc Crime and Forensic Science", { duration: "1 year" }],
      [
        "mathematics-teaching",
        "Postgraduate Certificate in Education (PGCE) Secondary Mathematics",
        { duration: "1 year" },
      ],
    ]),
    ...offered("gb-kcl", "bachelor", "gb-kcl-site", [
      ["medicine", "Medicine MBBS", { duration: "5 years" }],
      ["dentistry", "Dentistry BDS", { duration: "5 years" }],
      ["nursing", "Nursing with Registration as an Adult Nurse BSc", { duration: "3 years" }],
      ["pharmacy", "Pharmacy MPharm", { duration: "4 years" }],
      ["international-relations", "War Studies BA", { duration: "3 years" }],
      ["law", "Law LLB", { duration: "3 years" }],
      ["nutrition", "Nutrition BSc", { duration: "3 years" }],
      ["physical-therapy", "Physiotherapy BSc", { duration: "3 years" }],
      ["psychology", "Psychology BSc", { duration: "3 years" }],
    ]),
    ...offered("gb-kcl", "graduate", "gb-kcl-site", [
      ["international-relations", "MA International Relations", { duration: "1 year" }],
      ["human-resources", "MSc Human Resource Management and Organisational Analysis", { duration: "1 year" }],
      ["cultural-management", "MA Arts and Cultural Management", { duration: "1 year" }],
    ]),
    ...offered("gb-edinburgh", "bachelor", "gb-edinburgh-site", [
      ["medicine", "Medicine MBChB", { duration: "6 years" }],
      ["veterinary-medicine", "Veterinary Medicine BVM&S", { duration: "5 years" }],
      ["law", "Law LLB", { duration: "4 years" }],
      ["economics", "Economics MA", { duration: "4 years" }],
      ["psychology", "Psychology MA", { duration: "4 years" }],
      ["computer-science", "Computer Science BSc", { duration: "4 years" }],
      ["architecture", "Architecture MA", { duration: "4 years" }],
      ["social-work", "Social Work MA", { duration: "4 years" }],
      ["philosophy", "Philosophy MA", { duration: "4 years" }],
      ["sociology", "Sociology MA", { duration: "4 years" }],
      ["anthropology", "Social Anthropology MA", { duration: "4 years" }],
      ["political-science", "Politics MA", { duration: "4 years" }],
      ["international-relations", "International Relations MA", { duration: "4 years" }],
      ["music", "Music BMus", { duration: "4 years" }],
      ["illustration", "Illustration BA", { duration: "4 years" }],
      ["graphic-design", "Graphic Design BA", { duration: "4 years" }],
      ["animation", "Animation BA", { duration: "4 years" }],
      ["fine-arts", "Painting BA", { duration: "4 years" }],
      ["geology", "Geology BSc", { duration: "4 years" }],
      ["agronomy", "Agricultural Science BSc", { duration: "4 years" }],
    ]),
    ...offered("gb-edinburgh", "graduate", "gb-edinburgh-site", [
      ["data-science", "MSc Data Science", { duration: "1 year" }],
      ["cybersecurity", "MSc Cyber Security, Privacy and Trust", { duration: "1 year" }],
      ["statistics", "MSc Statistics with Data Science", { duration: "1 year" }],
      ["public-administration", "Master of Public Policy (MPP)", { duration: "1 year" }],
      ["international-relations", "MSc International Relations", { duration: "1 year" }],
      ["counselling", "MSc Counselling Studies", { duration: "1 year" }],
      ["social-work", "MSc Social Work", { duration: "2 years" }],
      ["business-administration", "MBA", { duration: "1 year" }],
      ["english-teaching", "MSc TESOL", { duration: "1 year" }],
    ]),
    ...offered("gb-lse", "bachelor", "gb-lse-site", [
      ["economics", "BSc Economics", { duration: "3 years" }],
      ["accounting", "BSc Accounting and Finance", { duration: "3 years" }],
      ["finance", "BSc Accounting and Finance", { duration: "3 years" }],
      ["actuarial-science", "BSc Actuarial Science", { duration: "3 years" }],
      ["statistics", "BSc Mathematics and Economics", { duration: "3 years" }],
      ["political-science", "BSc Politics", { duration: "3 years" }],
      ["international-relations", "BSc International Relations", { duration: "3 years" }],
      ["sociology", "BSc Sociology", { duration: "3 years" }],
      ["anthropology", "BA Social Anthropology", { duration: "3 years" }],
      ["philosophy", "BSc Philosophy, Logic and Scientific Method", { duration: "3 years" }],
      ["law", "LLB Bachelor of Laws", { duration: "3 years" }],
      ["business-administration", "BSc Management", { duration: "3 years" }],
      ["data-science", "BSc Data Science", { duration: "3 years" }],
    ]),
    ...offered("gb-lse", "graduate", "gb-lse-site", [
      ["economics", "MSc Economics", { duration: "1 year" }],
      ["finance", "MSc Finance", { duration: "1 year" }],
      ["marketing", "MSc Marketing", { duration: "1 year" }],
      ["human-resources", "MSc Human Resources and Organisations", { duration: "1 year" }],
      ["international-relations", "MSc International Relations", { duration: "1 year" }],
      ["political-science", "MSc Political Science and Political Economy", { duration: "1 year" }],
      ["public-administration", "Master of Public Administration (MPA)", { duration: "2 years" }],
      ["data-science", "MSc Data Science", { duration: "1 year" }],
      ["statistics", "MSc Statistics", { duration: "1 year" }],
      ["urban-planning", "MSc Regional and Urban Planning Studies", { duration: "1 year" }],
      ["social-work", "MSc Social Policy and Development", { duration: "1 year" }],
      ["health-services-administration", "MSc Health Policy, Planning and Financing", { duration: "1 year" }],
      ["communication-studies", "MSc Media and Communications", { duration: "1 year" }],
      ["criminology", "MSc Criminal Justice Policy", { duration: "1 year" }],
      ["information-systems", "MSc Management of Information Systems and Digital Innovation", { duration: "1 year" }],
      ["international-business", "MSc International Management", { duration: "1 year" }],
    ]),
    ...offered("gb-manchester", "bachelor", "gb-manchester-site", [
      ["medicine", "Medicine MBChB", { duration: "5 years" }],
      ["dentistry", "Dentistry BDS", { duration: "5 years" }],
      ["nursing", "Nursing BNurs (Adult)", { duration: "3 years" }],
      ["pharmacy", "Pharmacy MPharm", { duration: "4 years" }],
      ["law", "Law LLB", { duration: "3 years" }],
      ["economics", "Economics BSc", { duration: "3 years" }],
      ["accounting", "Accounting BSc", { duration: "3 years" }],
      ["business-administration", "Management BSc", { duration: "3 years" }],
      ["computer-science", "Computer Science BSc", { duration: "3 years" }],
      ["civil-engineering", "Civil Engineering BEng", { duration: "3 years" }],
      ["mechanical-engineering", "Mechanical Engineering BEng", { duration: "3 years" }],
      ["chemical-engineering", "Chemical Engineering BEng", { duration: "3 years" }],
      ["aerospace-engineering", "Aerospace Engineering BEng", { duration: "3 years" }],
      ["architecture", "Architecture BA", { duration: "3 years" }],
      ["urban-planning", "Planning BSc", { duration: "3 years" }],
      ["psychology", "Psychology BSc", { duration: "3 years" }],
      ["social-work", "Social Work BA", { duration: "3 years" }],
      ["music", "Music BMus", { duration: "3 years" }],
      ["geology", "Geology BSc", { duration: "3 years" }],
      ["mathematics", "Mathematics BSc", { duration: "3 years" }],
      ["physics", "Physics BSc", { duration: "3 years" }],
      ["chemistry", "Chemistry BSc", { duration: "3 years" }],
      ["biology", "Biology BSc", { duration: "3 years" }],
      ["speech-therapy", "Speech and Language Therapy BSc", { duration: "3 years" }],
      ["modern-languages", "Modern Languages BA", { duration: "4 years" }],
    ]),
    ...offered("gb-manchester", "graduate", "gb-manchester-site", [
      ["business-administration", "Full-Time MBA (Alliance Manchester Business School)", { duration: "1 year" }],
      ["translation", "MA Translation and Interpreting Studies", { duration: "1 year" }],
      ["urban-planning", "MSc Urban Regeneration and Development", { duration: "1 year" }],
      ["social-work", "MA Social Work", { duration: "2 years" }],
      ["english-teaching", "MA TESOL", { duration: "1 year" }],
      ["data-science", "MSc Data Science", { duration: "1 year" }],
      ["marketing", "MSc Marketing", { duration: "1 year" }],
      ["logistics", "MSc Operations, Project and Supply Chain Management", { duration: "1 year" }],
    ]),
    ...offered("gb-leeds", "bachelor", "gb-leeds-site", [
      ["journalism", "Journalism BA", { duration: "3 years" }],
      ["communication-studies", "Communication and Media BA", { duration: "3 years" }],
      ["medicine", "Medicine and Surgery MBChB", { duration: "5 years" }],
      ["nursing", "Nursing (Adult) BSc", { duration: "3 years" }],
      ["law", "Law LLB", { duration: "3 years" }],
      ["economics", "Economics BSc", { duration: "3 years" }],
      ["accounting", "Accounting and Finance BSc", { duration: "3 years" }],
      ["computer-science", "Computer Science BSc", { duration: "3 years" }],
      ["civil-engineering", "Civil Engineering BEng", { duration: "3 years" }],
      ["psychology", "Psychology BSc", { duration: "3 years" }],
      ["music", "Music BA", { duration: "3 years" }],
      ["fine-arts", "Fine Art BA", { duration: "3 years" }],
      ["graphic-design", "Graphic and Communication Design BA", { duration: "3 years" }],
      ["social-work", "Social Work BA", { duration: "3 years" }],
      ["theatre", "Theatre and Performance BA", { duration: "3 years" }],
      ["geology", "Geological Sciences BSc", { duration: "3 years" }],
    ]),
    ...offered("gb-leeds", "graduate", "gb-leeds-site", [
      ["translation", "MA Conference Interpreting and Translation Studies", { duration: "1 year" }],
      ["international-business", "MSc International Business", { duration: "1 year" }],
      ["communication-studies", "MA Communication and Media", { duration: "1 year" }],
    ]),
    ...offered("gb-city", "bachelor", "gb-city-site", [
      ["journalism", "Journalism BA", { duration: "3 years" }],
      ["nursing", "Nursing (Adult) BSc", { duration: "3 years" }],
      ["speech-therapy", "Speech and Language Therapy BSc", { duration: "3 years" }],
      ["law", "Law LLB", { duration: "3 years" }],
      ["economics", "Economics BSc", { duration: "3 years" }],
      ["actuarial-science", "Actuarial Science BSc", { duration: "3 years" }],
      ["accounting", "Accounting and Finance BSc", { duration: "3 years" }],
      ["music", "Music BMus", { duration: "3 years" }],
    ]),
    ...offered("gb-city", "graduate", "gb-city-site", [
      ["journalism", "MA Journalism", { duration: "1 year" }],
      ["library-science", "MSc Library Science", { duration: "1 year" }],
      ["information-systems", "MSc Information Science", { duration: "1 year" }],
      ["actuarial-science", "MSc Actuarial Science", { duration: "1 year" }],
      ["cybersecurity", "MSc Cyber Security", { duration: "1 year" }],
      ["business-administration", "MBA (Bayes Business School)", { duration: "1 year" }],
    ]),
    ...offered("gb-sheffield", "bachelor", "gb-sheffield-site", [
      ["journalism", "Journalism Studies BA", { duration: "3 years" }],
      ["urban-planning", "Urban Studies and Planning BA", { duration: "3 years" }],
      ["architecture", "Architecture BA", { duration: "3 years" }],
      ["civil-engineering", "Civil Engineering BEng", { duration: "3 years" }],
      ["mechanical-engineering", "Mechanical Engineering BEng", { duration: "3 years" }],
      ["medicine", "Medicine MBChB", { duration: "5 years" }],
      ["law", "Law LLB", { duration: "3 years" }],
      ["psychology", "Psychology BSc", { duration: "3 years" }],
    ]),
    ...offered("gb-sheffield", "graduate", "gb-sheffield-site", [
      ["library-science", "MA Library and Information Services Management", { duration: "1 year" }],
      ["data-science", "MSc Data Science", { duration: "1 year" }],
      ["journalism", "MA Journalism", { duration: "1 year" }],
      ["urban-planning", "MA Urban and Regional Planning", { duration: "1 year" }],
      ["logistics", "MSc Logistics and Supply Chain Management", { duration: "1 year" }],
    ]),
    ...offered("gb-surrey", "bachelor", "gb-surrey-site", [
      ["hotel-management", "International Hospitality Management BSc", { duration: "3 years" }],
      ["tourism", "International Tourism Management BSc", { duration: "3 years" }],
      ["nursing", "Nursing Studies (Adult Nursing) BSc", { duration: "3 years" }],
      ["paramedic", "Paramedic Science BSc", { duration: "3 years" }],
      ["veterinary-medicine", "Veterinary Medicine and Science BVMSci", { duration: "5 years" }],
      ["sound-technician", "Music and Sound Recording (Tonmeister) BMus", { duration: "4 years" }],
      ["mechanical-engineering", "Mechanical Engineering BEng", { duration: "3 years" }],
      ["aerospace-engineering", "Aerospace Engineering BEng", { duration: "3 years" }],
      ["computer-science", "Computer Science BSc", { duration: "3 years" }],
      ["psychology", "Psychology BSc", { duration: "3 years" }],
    ]),
    ...offered("gb-surrey", "graduate", "gb-surrey-site", [
      ["hotel-management", "MSc International Hospitality Management", { duration: "1 year" }],
      ["tourism", "MSc International Tourism Management", { duration: "1 year" }],
      ["translation", "MA Translation", { duration: "1 year" }],
    ]),
    ...offered("gb-goldsmiths", "bachelor", "gb-goldsmiths-site", [
      ["fine-arts", "BA Fine Art", { duration: "3 years" }],
      ["music", "BMus Music", { duration: "3 years" }],
      ["communication-studies", "BA Media and Communications", { duration: "3 years" }],
      ["social-work", "BA Social Work", { duration: "3 years" }],
      ["anthropology", "BA Anthropology", { duration: "3 years" }],
      ["sociology", "BA Sociology", { duration: "3 years" }],
      ["psychology", "BSc Psychology", { duration: "3 years" }],
      ["theatre", "BA Drama and Theatre Arts", { duration: "3 years" }],
      ["game-design", "BSc Games Programming", { duration: "3 years" }],
    ]),
    ...offered("gb-goldsmiths", "graduate", "gb-goldsmiths-site", [
      ["cultural-management", "MA Arts Administration and Cultural Policy", { duration: "1 year" }],
      ["social-work", "MA Social Work", { duration: "2 years" }],
      ["journalism", "MA Journalism", { duration: "1 year" }],
      ["game-design", "MA Independent Games and Playable Experience Design", { duration: "1 year" }],
      ["film", "MA Filmmaking", { duration: "1 year" }],
    ]),
    ...offered("gb-ual", "bachelor", "gb-ual-site", [
      ["graphic-design", "BA (Hons) Graphic Communication Design (Central Saint Martins)", { duration: "3 years" }],
      ["illustration", "BA (Hons) Illustration (Camberwell College of Arts)", { duration: "3 years" }],
      ["journalism", "BA (Hons) Journalism (London College of Communication)", { duration: "3 years" }],
      ["advertising", "BA (Hons) Advertising (London College of Communication)", { duration: "3 years" }],
      ["photography", "BA (Hons) Photography (London College of Communication)", { duration: "3 years" }],
      ["fashion-design", "BA (Hons) Fashion (Central Saint Martins)", { duration: "4 years" }],
      ["fine-arts", "BA (Hons) Fine Art (Central Saint Martins)", { duration: "3 years" }],
      ["public-relations", "BA (Hons) Public Relations (London College of Communication)", { duration: "3 years" }],
      ["game-design", "BA (Hons) Games Design (London College of Communication)", { duration: "3 years" }],
    ]),
    ...offered("gb-ual", "graduate", "gb-ual-site", [
      ["advertising", "MA Advertising (London College of Communication)", { duration: "1 year" }],
      ["film", "MA Screenwriting (London College of Communication)", { duration: "1 year" }],
      ["animation", "MA Character Animation (Central Saint Martins)", { duration: "1 year" }],
      ["game-design", "MA Games Design (London College of Communication)", { duration: "1 year" }],
    ]),
    ...offered("gb-abertay", "bachelor", "gb-abertay-site", [
      ["game-design", "BA (Hons) Game Design and Production", { duration: "4 years" }],
      ["cybersecurity", "BSc (Hons) Ethical Hacking", { duration: "4 years" }],
      ["software-engineering", "BSc (Hons) Computer Games Technology", { duration: "4 years" }],
    ]),
    ...offered("gb-bournemouth", "bachelor", "gb-bournemouth-site", [
      ["animation", "BA (Hons) Computer Animation Art and Design", { duration: "3 years" }],
      ["journalism", "BA (Hons) Multimedia Journalism", { duration: "3 years" }],
      ["film", "BA (Hons) Film Production", { duration: "3 years" }],
      ["tourism", "BA (Hons) Tourism Management", { duration: "3 years" }],
      ["public-relations", "BA (Hons) Public Relations", { duration: "3 years" }],
      ["advertising", "BA (Hons) Advertising", { duration: "3 years" }],
      ["paramedic", "BSc (Hons) Paramedic Science", { duration: "3 years" }],
    ]),
    ...offered("gb-bournemouth", "graduate", "gb-bournemouth-site", [
      ["animation", "MA 3D Computer Animation", { duration: "1 year" }],
    ]),
    ...offered("gb-rcm", "bachelor", "gb-rcm-site", [["music", "BMus (Hons)", { duration: "4 years" }]]),
    ...offered("gb-central", "bachelor", "gb-central-site", [["theatre", "BA (Hons) Acting", { duration: "3 years" }]]),
    ...offered("gb-open", "bachelor", "gb-open-site", [
      [
        "psychology",
        "BSc (Hons) Psychology",
        { duration: "6 years part-time (3 years full-time)", modality: "distance" },
      ],
      [
        "computer-science",
        "BSc (Hons) Computing and IT",
        { duration: "6 years part-time (3 years full-time)", modality: "distance" },
      ],
      [
        "business-administration",
        "BA (Hons) Business Management",
        { duration: "6 years part-time (3 years full-time)", modality: "distance" },
      ],
      [
        "law",
        "Bachelor of Laws (Honours)",
        { duration: "6 years part-time (3 years full-time)", modality: "distance" },
      ],
      [
        "social-work",
        "BA (Honours) Social Work (England)",
        { duration: "6 years part-time (3 years full-time)", modality: "distance" },
      ],
      [
        "criminology",
        "BA (Hons) Criminology and Psychological Studies",
        { duration: "6 years part-time (3 years full-time)", modality: "distance" },
      ],
      [
        "early-childhood-education",
        "BA (Hons) Early Childhood",
        { duration: "6 years part-time (3 years full-time)", modality: "distance" },
      ],
    ]),
    ...offered("gb-open", "graduate", "gb-open-site", [
      ["business-administration", "MBA", { duration: "1 year", modality: "distance" }],
      ["cybersecurity", "MSc Cyber Security", { duration: "1 year", modality: "distance" }],
    ]),
    ...offered("gb-lboro", "bachelor", "gb-lboro-site", [
      ["sports-science", "Sport and Exercise Science BSc", { duration: "3 years" }],
      ["construction-engineering", "Construction Engineering Management BSc", { duration: "3 years" }],
      ["civil-engineering", "Civil Engineering BEng", { duration: "3 years" }],
      ["mechanical-engineering", "Mechanical Engineering BEng", { duration: "3 years" }],
      ["industrial-design", "Industrial Design and Technology BA", { duration: "3 years" }],
      ["graphic-design", "Graphic Communication BA", { duration: "3 years" }],
    ]),
    ...offered("gb-brookes", "bachelor", "gb-brookes-site", [
      ["occupational-therapy", "Occupational Therapy BSc", { duration: "3 years" }],
      ["primary-education", "Primary Teacher Education BA (Hons) with QTS", { duration: "3 years" }],
      ["hotel-management", "International Hospitality Management BA", { duration: "3 years" }],
      ["nutrition", "Nutrition BSc", { duration: "3 years" }],
      ["nursing", "Nursing (Adult) BSc", { duration: "3 years" }],
      ["architecture", "Architecture BA", { duration: "3 years" }],
      ["urban-planning", "Planning and Property Development BSc", { duration: "3 years" }],
    ]),
    ...offered("gb-mmu", "bachelor", "gb-mmu-site", [
      ["primary-education", "BA (Hons) Primary Education (QTS)", { duration: "3 years" }],
      ["early-childhood-education", "BA (Hons) Early Childhood Studies", { duration: "3 years" }],
      ["marketing", "BA (Hons) Marketing Management", { duration: "3 years" }],
      ["sports-science", "BSc (Hons) Sport and Exercise Science", { duration: "3 years" }],
      ["international-business", "BA (Hons) International Business Management", { duration: "3 years" }],
      ["fine-arts", "BA (Hons) Fine Art", { duration: "3 years" }],
    ]),
    ...offered("gb-cityofglasgow", "technical", "gb-cityofglasgow-site", [
      ["culinary-arts", "HND Professional Cookery", { duration: "2 years" }],
      ["hotel-management", "HND Hospitality Management", { duration: "2 years" }],
      ["programming-technician", "HND Computing: Software Development", { duration: "2 years" }],
      ["electrical-technician", "HND Electrical Engineering", { duration: "2 years" }],
      ["network-technician", "HND Computer Networking", { duration: "2 years" }],
      [
        "cosmetology",
        "HND Beauty Therapy",
        {
          duration: "2 years",
          url: "https://www.cityofglasgowcollege.ac.uk/courses/hnd-beauty-therapy-scqf-level-8-2026-08-24",
        },
      ],
      ["accounting-technician", "HND Accounting", { duration: "2 years" }],
      ["sound-technician", "HND Sound Production", { duration: "2 years" }],
      ["radio-television-production", "HND Television", { duration: "2 years" }],
      ["photography", "HND Photography", { duration: "2 years" }],
      ["event-management", "HND Events", { duration: "2 years" }],
      ["it-support-technician", "HND Computing: Technical Support", { duration: "2 years" }],
    ]),
    ...offered("gb-edinburgh-college", "technical", "gb-edinburgh-college-site", [
      ["programming-technician", "HND Computing: Software Development", { duration: "2 years" }],
      ["culinary-arts", "HND Professional Cookery", { duration: "2 years" }],
      ["cosmetology", "HND Beauty Therapy", { duration: "2 years" }],
      ["accounting-technician", "HND Accounting", { duration: "2 years" }],
      ["sound-technician", "HND Sound Production", { duration: "2 years" }],
      ["it-support-technician", "HND Computing: Technical Support", { duration: "2 years" }],
      ["electrical-technician", "HND Electrical Engineering", { duration: "2 years" }],
      ["event-management", "HND Events", { duration: "2 years" }],
    ]),
    ...offered("gb-kingston-college", "technical", "gb-kingston-college-site", [
      [
        "makeup-artistry",
        "Pearson BTEC Level 5 HND Performing Arts (Technical Arts): Make-up and Hair for Stage, TV, Film and Fashion",
        { duration: "1 year (after the HNC)" },
      ],
    ]),
    ...offered("gb-dumgal", "technical", "gb-dumgal-site", [
      [
        "makeup-artistry",
        "HNC Fashion Make-up",
        {
          duration: "1 year (part-time)",
          modality: "in-person",
          url: "https://www.dumgal.ac.uk/courses/fashion-make-hnc-scqf-level-7",
        },
      ],
    ]),
  ],
};

/** The date of the pages read by the verification pass `VERIFIED_S27`. */
const VERIFIED_S27_ON = "2026-11-28";
const s27 = pagesOn(VERIFIED_S27_ON, "gb-s27v");

/**
 * Session 27's verification pass (2026-11-28): rows of the first passes, written without reading their page, that a
 * stored page of the institution now confirms, each re-pointed to that page with its name and length as read (see the
 * header). No row was withdrawn.
 */
const VERIFIED_S27: CatalogPass = {
  sources: [
    s27(
      "kingston-college-hnd-makeup",
      "Kingston College",
      "Pearson BTEC Level 5 HND Performing Arts (General) (Make-up and Hair for Stage, TV, Film and Fashion) (Conversion HNC to HND): UCAS code KC14, 1 year full-time, September 2020 to July 2021",
      "https://kingston-college.ac.uk/subject/performing-arts/hnd-production-arts-make-up-hair-stage-tv-film-fashion",
    ),
    s27(
      "uea-ptpt",
      "University of East Anglia, School of Pharmacy",
      "Pre-registration trainees: how to become a pharmacy technician (a work-based programme of two consecutive years; UEA's knowledge programme with residentials at the School of Pharmacy)",
      "https://www.uea.ac.uk/pharmacy/pharmacy-technician-programmes/pre-reg-trainees/how-to-become-a-pharmacy-technician",
    ),
    s27(
      "buttercups-pttp",
      "Buttercups Training",
      "Buttercups launches new Level 3 Pharmacy Technician Training Programme (accredited by the GPhC for delivery from 1 September 2019; two years)",
      "https://www.buttercupstraining.co.uk/news/buttercups-launches-new-level-3-pharmacy-technician-training-programme",
    ),
    s27(
      "imperial-meng-mech",
      "Imperial College London",
      "Mechanical Engineering with a Year in Industry/Abroad (apply initially for MEng Mechanical Engineering, H301; all Mechanical Engineering courses share the same two core years)",
      "https://www.imperial.ac.uk/study/ug/courses/mechanical-engineering-department/mechanical-engineering-with-year-industry-abroad/",
    ),
    s27(
      "oxford-ppe",
      "University of Oxford",
      "Philosophy, Politics and Economics: UCAS code L0V0, duration 3 years (BA)",
      "https://www.ox.ac.uk/admissions/undergraduate/courses-listing/philosophy-politics-and-economics",
    ),
    s27(
      "oxford-maths",
      "University of Oxford",
      "Mathematics: UCAS code G100, BA in 3 years or MMath in 4 years (page of the 2013 entry)",
      "https://www.ox.ac.uk/admissions/undergraduate_courses/courses/mathematics/mathematics_course.html",
    ),
    s27(
      "cambridge-hsps",
      "University of Cambridge",
      "Human, Social, and Political Sciences: UCAS code L000 BA/HSPS, duration three years (page of the 2014 entry)",
      "https://www.study.cam.ac.uk/undergraduate/courses/hsps/",
    ),
    s27(
      "manchester-ma-socialwork",
      "The University of Manchester",
      "MA Social Work: entry requirements (year of entry 2024)",
      "https://www.manchester.ac.uk/study/masters/courses/list/01315/ma-social-work/entry-requirements/",
    ),
    s27(
      "edinburgh-msw",
      "The University of Edinburgh",
      "Social Work (Master of): the Master of Social Work (MSW)/Diploma in Social Work, approved by the Scottish Social Services Council",
      "https://study.ed.ac.uk/programmes/postgraduate-taught/314-social-work-master-of",
    ),
    s27(
      "goldsmiths-ma-socialwork",
      "Goldsmiths, University of London",
      "MA Social Work: 2 years full-time",
      "https://www.gold.ac.uk/pg/ma-social-work/",
    ),
    s27(
      "goldsmiths-ba-socialwork",
      "Goldsmiths, University of London",
      "BA Social Work: UCAS code L500, 3 years full-time",
      "https://www.gold.ac.uk/ug/ba-social-work/",
    ),
  ],
  reread: [
    {
      institution: "gb-kingston-college",
      career: "makeup-artistry",
      level: "technical",
      source: "gb-s27v-kingston-college-hnd-makeup",
      set: {
        name: "Pearson BTEC Level 5 HND Performing Arts (General) (Make-up and Hair for Stage, TV, Film and Fashion) (Conversion HNC to HND)",
      },
    },
    { institution: "gb-uea", career: "pharmacy-technician", level: "technical", source: "gb-s27v-uea-ptpt" },
    {
      institution: "gb-buttercups",
      career: "pharmacy-technician",
      level: "technical",
      source: "gb-s27v-buttercups-pttp",
      set: { name: "Pharmacy Technician Training Programme (Level 3, GPhC-accredited)" },
    },
    {
      institution: "gb-imperial",
      career: "mechanical-engineering",
      level: "bachelor",
      source: "gb-s27v-imperial-meng-mech",
      set: { name: "MEng Mechanical Engineering", duration: null },
    },
    { institution: "gb-oxford", career: "political-science", level: "bachelor", source: "gb-s27v-oxford-ppe" },
    { institution: "gb-oxford", career: "mathematics", level: "bachelor", source: "gb-s27v-oxford-maths" },
    { institution: "gb-cambridge", career: "political-science", level: "bachelor", source: "gb-s27v-cambridge-hsps" },
    { institution: "gb-cambridge", career: "sociology", level: "bachelor", source: "gb-s27v-cambridge-hsps" },
    {
      institution: "gb-manchester",
      career: "social-work",
      level: "graduate",
      source: "gb-s27v-manchester-ma-socialwork",
      set: { duration: null },
    },
    {
      institution: "gb-edinburgh",
      career: "social-work",
      level: "graduate",
      source: "gb-s27v-edinburgh-msw",
      set: { name: "Master of Social Work (MSW)", duration: null },
    },
    {
      institution: "gb-goldsmiths",
      career: "social-work",
      level: "graduate",
      source: "gb-s27v-goldsmiths-ma-socialwork",
    },
    {
      institution: "gb-goldsmiths",
      career: "social-work",
      level: "bachelor",
      source: "gb-s27v-goldsmiths-ba-socialwork",
    },
  ],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  edinburghCounselling: s28(
    "gb-edinburgh-counselling-studies",
    "The University of Edinburgh (postgraduate degree finder, 2023 edition)",
    "Counselling Studies MSc: advanced academic study of counselling and psychotherapeutic practices; not a qualifying training programme (the Postgraduate Diploma in Counselling and the Master of Counselling are)",
    "https://www.ed.ac.uk/studying/postgraduate/degrees/index.php?r=site/view&edition=2023&id=131",
  ),
  sheffieldMech: s28(
    "gb-sheffield-beng-mechanical",
    "The University of Sheffield, Department of Mechanical Engineering (read in a copy on studylib.net)",
    "Programme Specification: Mechanical Engineering, programme code MECU002, JACS H300, Bachelor of Engineering (BEng), 3 years full-time, IMechE-accredited (March 2016)",
    "https://studylib.net/doc/16109946/programme-specification",
  ),
  lboroMech: s28(
    "gb-lboro-beng-mechanical",
    "Loughborough University (programme specifications)",
    "BEng (Hons) Mechanical Engineering, Wolfson School, academic year 2020/21: programme code WSUB03, UCAS H300/H301, 6 semesters (8 with the Diploma in Industrial, Professional or International Studies)",
    "https://www.lboro.ac.uk/students/programme-specifications/2020/wolfson-school/undergraduate/name-1404471-en.html",
  ),
  cambridgeVet: s28(
    "gb-cambridge-vetmed",
    "University of Cambridge (undergraduate study)",
    "Veterinary Medicine: UCAS code D100 MB/VetMB, duration six years (page with 2013-entry statistics)",
    "https://www.study.cam.ac.uk/undergraduate/courses/vetmed/index.php",
  ),
  edinburghVet: s28(
    "gb-edinburgh-bvms",
    "The University of Edinburgh, Royal (Dick) School of Veterinary Studies (undergraduate degree finder)",
    "BVM&S Veterinary Medicine (5-year programme): UCAS code D100, duration 5 years, full-time",
    "https://undergraduate.degrees.ed.ac.uk/?action=view&code=D100",
  ),
  surreyVet: s28(
    "gb-surrey-bvmsci",
    "University of Surrey",
    "Veterinary Medicine and Science BVMSci (Hons), 2025 entry (School of Veterinary Medicine; RCVS registration)",
    "https://surrey.ac.uk/undergraduate/veterinary-medicine-science",
  ),
  uclPir: s28(
    "gb-ucl-politics-ir",
    "University College London",
    "Politics and International Relations BSc (2024): UCAS code L251, 3 academic years, full-time",
    "https://www.ucl.ac.uk/prospective-students/undergraduate/degrees/politics-and-international-relations-bsc",
  ),
  edinburghPolitics: s28(
    "gb-edinburgh-ma-politics",
    "The University of Edinburgh, School of Social and Political Science",
    "Year 1 and 2: MA in Politics and MA in International Relations (compulsory first-year courses)",
    "https://www.sps.ed.ac.uk/undergrad/subject_and_programme_specific_information/pir/year_1_and_2",
  ),
  lsePolitics: s28(
    "gb-lse-bsc-politics",
    "The London School of Economics and Political Science (degree programmes 2024)",
    "BSc Politics: courses to the value of 12 units over three years, plus LSE100",
    "https://www2.lse.ac.uk/study-at-lse/Undergraduate/Offer-Holder/degree-programmes-2024/BSc-Politics",
  ),
  oxfordPhilTheol: s28(
    "gb-oxford-philosophy-theology",
    "University of Oxford",
    "Philosophy and Theology: UCAS code VV56, duration 3 years (BA)",
    "https://www.ox.ac.uk/admissions/undergraduate/courses-listing/philosophy-and-theology",
  ),
  cambridgePhilosophy: s28(
    "gb-cambridge-philosophy",
    "University of Cambridge, Faculty of Philosophy",
    "Faculty of Philosophy Undergraduate Prospectus 2017-2018: the Cambridge BA course is a single honours course",
    "https://www.phil.cam.ac.uk/prosp-students/prosp-ugrad-prospectus",
  ),
  uclPhilosophy: s28(
    "gb-ucl-philosophy",
    "University College London, Department of Philosophy",
    "Philosophy BA: this three-year programme (fees of 2016/17)",
    "https://www.ucl.ac.uk/philosophy/prospective-students/undergraduate/philosophy-ba",
  ),
  lsePlsm: s28(
    "gb-lse-bsc-plsm",
    "The London School of Economics and Political Science (degree programmes 2024)",
    "BSc Philosophy, Logic and Scientific Method: UCAS code V503, starting 2024; courses to the value of 12 units over three years, plus LSE100",
    "https://lse.ac.uk/study-at-lse/Undergraduate/Offer-Holder/degree-programmes-2024/BSc-Philosophy-Logic-and-Scientific-Method",
  ),
  cambridgeMaths: s28(
    "gb-cambridge-mathematical-tripos",
    "University of Cambridge, Faculty of Mathematics",
    "The Mathematical Tripos: a three-year or four-year course; after three years the BA, after four the BA and MMath",
    "https://www.maths.cam.ac.uk/undergrad",
  ),
  imperialMaths: s28(
    "gb-imperial-bsc-mathematics",
    "Imperial College London, Department of Mathematics (read in a copy on vdocument.in)",
    "Guide to Optional Modules, Third/Final Year (BSc), 2016-2017: degree codings G100, G103 Mathematics (BSc, MSci)",
    "https://vdocument.in/year-3-guide-to-optional-modules.html",
  ),
  manchesterMaths: s28(
    "gb-manchester-bsc-mathematics",
    "The University of Manchester",
    "BSc Mathematics, year of entry 2020: BSc (Honours), duration 3 years, UCAS code G100",
    "https://www.manchester.ac.uk/study/undergraduate/courses/2020/00590/bsc-mathematics/all-content/",
  ),
  oxfordMusic: s28(
    "gb-oxford-music",
    "University of Oxford",
    "Music: UCAS code W300, course duration 3 years (BA)",
    "https://www.ox.ac.uk/admissions/undergraduate/courses/course-listing/music",
  ),
  cambridgeMusic: s28(
    "gb-cambridge-music",
    "University of Cambridge (undergraduate study)",
    "Music: UCAS code W300 BA/M, duration three years (page with 2013-entry statistics)",
    "https://www.study.cam.ac.uk/undergraduate/courses/music/",
  ),
  edinburghMusic: s28(
    "gb-edinburgh-bmus",
    "The University of Edinburgh, Edinburgh College of Art (undergraduate degree finder)",
    "BMus Music: UCAS code W302, duration 4 years, full-time",
    "https://undergraduate.degrees.ed.ac.uk/index.php?action=programme&code=W302",
  ),
  manchesterMusic: s28(
    "gb-manchester-musb",
    "The University of Manchester",
    "MusB Music, year of entry 2026: Bachelor of Music (MusB), duration 3 years, UCAS code W302",
    "https://www.manchester.ac.uk/study/undergraduate/courses/2026/02397/musb-music",
  ),
  leedsMusic: s28(
    "gb-leeds-ba-music",
    "University of Leeds, School of Music",
    "BA Music: UCAS code W300, 3 years full time",
    "https://music.leeds.ac.uk/ug/music/",
  ),
  rcsBed: s28(
    "gb-rcs-bed-music",
    "Royal Conservatoire of Scotland",
    "Bachelor of Education (Music) (Honours): programme code WX33, accredited by the General Teaching Council for Scotland, school experience in all four years (UK deadline 31 January 2024)",
    "https://www.rcs.ac.uk/courses/bed-music-honours/",
  ),
  ljmuPe: s28(
    "gb-ljmu-ba-physical-education",
    "Liverpool John Moores University",
    "BA (Hons) Physical Education, 2022/23 entry: 3 years full time, UCAS code 4K59",
    "https://www.ljmu.ac.uk/study/courses/undergraduates/2022/physical-education",
  ),
  edinburghSocialWork: s28(
    "gb-edinburgh-bsc-social-work",
    "The University of Edinburgh, School of Social and Political Science",
    "Social Work: the BSc (Social Work) comprises two years of foundation studies in the social sciences followed by two years of professional education and training",
    "https://www.sps.ed.ac.uk/students/undergraduate/current/programme-information/social-work",
  ),
  leedsSocialWork: s28(
    "gb-leeds-ba-social-work",
    "University of Leeds",
    "Social Work BA, September 2024 start: 3 years full time",
    "https://courses.leeds.ac.uk/202425/h810/social-work-ba",
  ),
  openSocialWork: s28(
    "gb-open-ba-social-work",
    "The Open University",
    "BA (Honours) Social Work (England), course code Q32: part time 6 years, full time 3 years",
    "https://www.open.ac.uk/courses/qualifications/q32",
  ),
  leedsIb: s28(
    "gb-leeds-bsc-international-business",
    "University of Leeds",
    "International Business BSc, year of entry 2026: UCAS code N120, 3 years (full time)",
    "https://courses.leeds.ac.uk/f831/international-business-bsc",
  ),
  cambridgeMet: s28(
    "gb-cambridge-met",
    "University of Cambridge, Department of Engineering (Undergraduate Teaching 2017-18)",
    "MET Teaching Office Information: Part II of the Manufacturing Engineering Tripos (MET) is an alternative to Part II of the Engineering Tripos",
    "https://teaching.eng.cam.ac.uk/content/met-teaching-office-information",
  ),
  qubMed: s28(
    "gb-qub-med-inclusion-sen",
    "Queen's University Belfast",
    "Inclusion and Special Educational Needs (MEd), entry year 2023: 1 year full time, 3 years part time",
    "https://www.qub.ac.uk/courses/postgraduate-taught/inclusion-special-educational-needs-med/",
  ),
  lsePspe: s28(
    "gb-lse-msc-political-science-pspe",
    "The London School of Economics and Political Science (Calendar 2025/26)",
    "GV482 Political Science and Political Economy: Current Issues, compulsory on the MSc in Political Science (Political Science and Political Economy)",
    "https://www.lse.ac.uk/resources/calendar2025-2026/courseGuides/GV/2025_GV482.htm",
  ),
  oxfordMpp: s28(
    "gb-oxford-mpp",
    "University of Oxford (graduate admissions)",
    "Master of Public Policy (MPP): an intensive one-year taught degree course (Blavatnik School of Government)",
    "https://ox.ac.uk/admissions/graduate/courses/master-public-policy",
  ),
  oxfordStats: s28(
    "gb-oxford-msc-statistical-science",
    "University of Oxford (graduate admissions)",
    "MSc in Statistical Science: a twelve-month, full-time taught master's (modules for 2024-25 entry)",
    "https://ox.ac.uk/admissions/graduate/courses/msc-applied-statistics",
  ),
  lseStats: s28(
    "gb-lse-msc-statistics",
    "The London School of Economics and Political Science, Department of Statistics",
    "MSc Part Time Student FAQs: MSc Statistics, MSc Statistics (Financial Statistics) and MSc Statistics (Social Statistics); part-time study over two years rather than the standard one-year period",
    "https://www.lse.ac.uk/statistics/prospective-students/msc-part-time-student-faqs",
  ),
  abertayCyber: s28(
    "gb-abertay-bsc-cybersecurity",
    "Abertay University (terms and conditions, 2022 entry)",
    "Bachelor of Science with Honours in Cybersecurity, 2022 entry: standard 4 years; core modules include Ethical Hacking 1 and Ethical Hacking 2",
    "https://www.abertay.ac.uk/study-apply/how-to-apply/terms-and-conditions/terms-and-conditions-2022-entry/bsc-with-honours-in-cybersecurity-terms-and-conditions/",
  ),
  imperialBa: s28(
    "gb-imperial-msc-business-analytics",
    "Imperial College Business School",
    "FAQs, Master's programmes: MSc Business Analytics among the School's more quantitative MSc programmes",
    "https://www.imperial.ac.uk/business-school/programmes/msc-programmes/faqs-masters-programmes/",
  ),
  cambridgeIsmm: s28(
    "gb-cambridge-ismm",
    "University of Cambridge, Institute for Manufacturing",
    "History of manufacturing at Cambridge: the Advanced Course in Production Methods and Management of 1966, now the MPhil Industrial Systems, Manufacture and Management",
    "https://www.ifm.eng.cam.ac.uk/aboutifm/about-us/history-manufacturing-cambridge/",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): further most-shown rows written without reading their page, each
 * re-pointed to a stored page that names the program at the institution and level (see the header); two rows a page
 * shows wrong are taken out.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    {
      institution: "gb-edinburgh",
      career: "counselling",
      level: "graduate",
      source: S28.edinburghCounselling.id,
      set: { duration: null },
    },
    { institution: "gb-sheffield", career: "mechanical-engineering", level: "bachelor", source: S28.sheffieldMech.id },
    {
      institution: "gb-lboro",
      career: "mechanical-engineering",
      level: "bachelor",
      source: S28.lboroMech.id,
      set: { name: "BEng (Hons) Mechanical Engineering" },
    },
    { institution: "gb-cambridge", career: "veterinary-medicine", level: "bachelor", source: S28.cambridgeVet.id },
    {
      institution: "gb-edinburgh",
      career: "veterinary-medicine",
      level: "bachelor",
      source: S28.edinburghVet.id,
      set: { name: "BVM&S Veterinary Medicine (5-year programme)" },
    },
    {
      institution: "gb-surrey",
      career: "veterinary-medicine",
      level: "bachelor",
      source: S28.surreyVet.id,
      set: { duration: null },
    },
    { institution: "gb-ucl", career: "political-science", level: "bachelor", source: S28.uclPir.id },
    {
      institution: "gb-edinburgh",
      career: "political-science",
      level: "bachelor",
      source: S28.edinburghPolitics.id,
      set: { duration: null },
    },
    { institution: "gb-lse", career: "political-science", level: "bachelor", source: S28.lsePolitics.id },
    { institution: "gb-oxford", career: "philosophy", level: "bachelor", source: S28.oxfordPhilTheol.id },
    {
      institution: "gb-cambridge",
      career: "philosophy",
      level: "bachelor",
      source: S28.cambridgePhilosophy.id,
      set: { duration: null },
    },
    { institution: "gb-ucl", career: "philosophy", level: "bachelor", source: S28.uclPhilosophy.id },
    { institution: "gb-lse", career: "philosophy", level: "bachelor", source: S28.lsePlsm.id },
    { institution: "gb-cambridge", career: "mathematics", level: "bachelor", source: S28.cambridgeMaths.id },
    { institution: "gb-imperial", career: "mathematics", level: "bachelor", source: S28.imperialMaths.id },
    { institution: "gb-manchester", career: "mathematics", level: "bachelor", source: S28.manchesterMaths.id },
    { institution: "gb-oxford", career: "music", level: "bachelor", source: S28.oxfordMusic.id },
    { institution: "gb-cambridge", career: "music", level: "bachelor", source: S28.cambridgeMusic.id },
    {
      institution: "gb-edinburgh",
      career: "music",
      level: "bachelor",
      source: S28.edinburghMusic.id,
      set: { name: "BMus Music" },
    },
    {
      institution: "gb-manchester",
      career: "music",
      level: "bachelor",
      source: S28.manchesterMusic.id,
      set: { name: "MusB Music" },
    },
    { institution: "gb-leeds", career: "music", level: "bachelor", source: S28.leedsMusic.id },
    { institution: "gb-rcs", career: "music-education", level: "bachelor", source: S28.rcsBed.id },
    { institution: "gb-ljmu", career: "physical-education", level: "bachelor", source: S28.ljmuPe.id },
    {
      institution: "gb-edinburgh",
      career: "social-work",
      level: "bachelor",
      source: S28.edinburghSocialWork.id,
      set: { name: "BSc Social Work" },
    },
    { institution: "gb-leeds", career: "social-work", level: "bachelor", source: S28.leedsSocialWork.id },
    { institution: "gb-open", career: "social-work", level: "bachelor", source: S28.openSocialWork.id },
    { institution: "gb-leeds", career: "international-business", level: "bachelor", source: S28.leedsIb.id },
    {
      institution: "gb-cambridge",
      career: "industrial-engineering",
      level: "bachelor",
      source: S28.cambridgeMet.id,
      set: { duration: null },
    },
    { institution: "gb-qub", career: "special-education", level: "graduate", source: S28.qubMed.id },
    {
      institution: "gb-lse",
      career: "political-science",
      level: "graduate",
      source: S28.lsePspe.id,
      set: { name: "MSc Political Science (Political Science and Political Economy)", duration: null },
    },
    { institution: "gb-oxford", career: "public-administration", level: "graduate", source: S28.oxfordMpp.id },
    { institution: "gb-oxford", career: "statistics", level: "graduate", source: S28.oxfordStats.id },
    { institution: "gb-lse", career: "statistics", level: "graduate", source: S28.lseStats.id },
    {
      institution: "gb-abertay",
      career: "cybersecurity",
      level: "bachelor",
      source: S28.abertayCyber.id,
      set: { name: "BSc with Honours in Cybersecurity" },
    },
    {
      institution: "gb-imperial",
      career: "data-science",
      level: "graduate",
      source: S28.imperialBa.id,
      set: { duration: null },
    },
    {
      institution: "gb-cambridge",
      career: "industrial-engineering",
      level: "graduate",
      source: S28.cambridgeIsmm.id,
      set: { duration: null },
    },
  ],
  withdrawn: [
    {
      institution: "gb-lse",
      career: "social-work",
      level: "graduate",
      why: "a social-policy master's, not a social-work qualifying degree: LSE's Department of Social Policy handbook for 2015/16 presents the MSc Social Policy and Development (and its Non-Governmental Organisations stream) as a social-policy programme, and LSE's 2021 programme page shows it replaced by the MSc International Social and Public Policy (Development); no page read presents it as social work",
    },
    {
      institution: "gb-manchester",
      career: "counselling",
      level: "graduate",
      why: "closed: the University of Manchester stopped admitting new students to the MA Counselling in September 2014 and its last cohort finished on 11 May 2016 (The Mancunion, 16 May 2016, quoting a university spokesperson; The Tab Manchester said the same)",
    },
  ],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row it bears out (see the header). */
const S28B = {
  leedsTheatre: s28b(
    "gb-leeds-theatre-performance",
    "University of Leeds",
    "Theatre and Performance BA: UCAS code W440, September 2025 start, on campus, 3 years full time (School of Performance and Cultural Industries, stage@leeds)",
    "https://courses.leeds.ac.uk/f007/theatre-and-performance-ba",
  ),
  goldsmithsDrama: s28b(
    "gb-goldsmiths-drama-theatre-arts",
    "Goldsmiths, University of London",
    "BA (Hons) Drama & Theatre Arts: UCAS code W440, length 3 years full-time (Department of Theatre and Performance; page with the 2021-22 delivery note)",
    "https://www.gold.ac.uk/ug/ba-drama-theatre-arts/",
  ),
  centralActing: s28b(
    "gb-central-ba-acting",
    "The Royal Central School of Speech and Drama",
    "Acting, BA: award Bachelor of Arts (Hons) Acting, UCAS institution C35, course W410, 3 years full-time, October start",
    "https://www.cssd.ac.uk/course/acting-ba",
  ),
  oxfordMphilPolitics: s28b(
    "gb-oxford-mphil-politics",
    "University of Oxford (graduate admissions)",
    "MPhil in Politics (Comparative Government): an advanced graduate degree, core classes and research methods in the first year, a thesis and two option papers in the second (Department of Politics and International Relations)",
    "https://ox.ac.uk/node/18158",
  ),
  uclMpa: s28b(
    "gb-ucl-mpa",
    "University College London (graduate taught degrees)",
    "Public Management and Leadership MPA, London, Bloomsbury: 1 calendar year full-time, 2 calendar years part-time, September 2025 start",
    "https://www.ucl.ac.uk/prospective-students/graduate/taught-degrees/public-management-and-leadership-mpa",
  ),
  lseHppf: s28b(
    "gb-lse-msc-hppf",
    "The London School of Economics and Political Science (graduate degree programs, 2018)",
    "MSc Health Policy, Planning and Financing: a joint program of LSE's Department of Health Policy and the London School of Hygiene and Tropical Medicine, applied for through LSHTM; 12 months full-time, 24 months part-time",
    "https://www.lse.ac.uk/study-at-lse/Graduate/Degree-programmes-2018/MSc-Health-Policy-Planning-and-Financing",
  ),
  ualCharacterAnimation: s28b(
    "gb-ual-csm-ma-character-animation",
    "University of the Arts London, Central Saint Martins",
    "MA Character Animation: September 2024 start, course length two years (60 weeks), extended full-time; part of the Performance program",
    "https://www.arts.ac.uk/subjects/animation-interactive-film-and-sound/postgraduate/ma-character-animation-csm",
  ),
  bournemouth3d: s28b(
    "gb-bournemouth-ma-3d-animation",
    "Bournemouth University, National Centre for Computer Animation (read in a copy on Scribd)",
    "Postgraduate Computer Animation and Effects Framework specification, version 2.2 (April 2019): MA 3D Computer Animation, MA Digital Effects and MSc Computer Animation and Visual Effects",
    "https://www.scribd.com/document/442575440/pg-computer-animation-and-effects-fw",
  ),
  leedsMscIb: s28b(
    "gb-leeds-msc-international-business",
    "University of Leeds, Leeds University Business School (news)",
    "MSc International Business up 10 places in FT rankings: the School's MSc in International Business in the Financial Times Masters in Management ranking 2020 (program director Dr Ziko Konwar)",
    "https://business.leeds.ac.uk/faculty/news/article/484/msc-international-business-up-10-places-in-ft-rankings",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): further most-shown rows written without reading their page,
 * each re-pointed to a stored page that names the program at the institution and level (see the header).
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [
    { institution: "gb-leeds", career: "theatre", level: "bachelor", source: S28B.leedsTheatre.id },
    { institution: "gb-goldsmiths", career: "theatre", level: "bachelor", source: S28B.goldsmithsDrama.id },
    { institution: "gb-central", career: "theatre", level: "bachelor", source: S28B.centralActing.id },
    { institution: "gb-oxford", career: "political-science", level: "graduate", source: S28B.oxfordMphilPolitics.id },
    {
      institution: "gb-ucl",
      career: "public-administration",
      level: "graduate",
      source: S28B.uclMpa.id,
      set: { name: "Public Management and Leadership MPA", duration: "1 year (full-time)" },
    },
    { institution: "gb-lse", career: "health-services-administration", level: "graduate", source: S28B.lseHppf.id },
    {
      institution: "gb-ual",
      career: "animation",
      level: "graduate",
      source: S28B.ualCharacterAnimation.id,
      set: { duration: "2 years (extended full-time)" },
    },
    {
      institution: "gb-bournemouth",
      career: "animation",
      level: "graduate",
      source: S28B.bournemouth3d.id,
      set: { duration: null },
    },
    {
      institution: "gb-leeds",
      career: "international-business",
      level: "graduate",
      source: S28B.leedsMscIb.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row it bears out or adds (see the header). */
const S29 = {
  edinburghMpp: s29(
    "gb-edinburgh-mpp-faqs",
    "The University of Edinburgh, Academy of Government",
    "Master of Public Policy: FAQs (applications to enter the programme in September 2012 by 15 August 2012; admission through the Graduate School of Social and Political Science)",
    "https://www.aog.ed.ac.uk/professional_education/master_of_public_policy/faqs",
  ),
  bournemouthTourism: s29(
    "gb-bournemouth-ihtm-listing",
    "courseoptions.com (a staging copy of a UCAS course listing; not Bournemouth University's own page)",
    "International Hospitality and Tourism Management: provider Bournemouth University, postgraduate, academic year 2026, 1 year full-time, Talbot Campus, Poole",
    "https://stg.scrapper.courseoptions.com/courses/22815",
  ),
  uclDataScience: s29(
    "gb-ucl-statistical-science-handbook",
    "University College London, Department of Statistical Science (read in a copy on vdocuments.mx)",
    "Taught Postgraduate Student Handbook 2020/21: for students admitted to the MSc Data Science, MSc Statistics and MSc Statistics (Medical Statistics)",
    "https://vdocuments.mx/taught-postgraduate-student-handbook-ucl-ucl-is-committed-to-providing-all-students.html",
  ),
  kclNutrition: s29(
    "gb-kcl-nutritional-sciences-listing",
    "educatly.com (a copy of King's College London's course page; not King's own page)",
    "Nutritional Sciences BSc: single honours, full time, three years or four with an extra-mural year, Waterloo Campus, September 2025 start; accredited by the Association for Nutrition",
    "https://www.educatly.com/program/475822/nutritional-sciences-bsc",
  ),
  londonmetCounselling: s29(
    "gb-londonmet-msc-counselling",
    "London Metropolitan University",
    "Counselling and Psychotherapy MSc: studied full-time over two years, one day a week on campus; 100 supervised client contact hours towards BACP membership",
    "https://www.londonmet.ac.uk/courses/postgraduate/counselling-and-psychotherapy---msc/",
  ),
  chesterCounselling: s29(
    "gb-chester-ma-clinical-counselling",
    "University of Chester",
    "Clinical Counselling MA: a professional programme of person-centred counselling training, accredited by the British Association for Counselling and Psychotherapy",
    "https://chester.ac.uk/study/course-search/clinical-counselling-ma",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): four more of the worklist's rows written without reading their page,
 * each re-pointed to a stored page that names the program at the institution and level, and two counselling masters
 * added where the country had one (see the header's "VERIFIED_S29" paragraph). No row was withdrawn.
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  institutions: [
    inst(
      "gb-londonmet",
      "London Metropolitan University",
      "London",
      "public",
      "https://www.londonmet.ac.uk",
      S29.londonmetCounselling.id,
    ),
  ],
  programs: [
    ...offered("gb-londonmet", "graduate", S29.londonmetCounselling.id, [
      ["counselling", "Counselling and Psychotherapy MSc", { duration: "2 years (full-time)" }],
    ]),
    ...offered("gb-chester", "graduate", S29.chesterCounselling.id, [["counselling", "Clinical Counselling MA"]]),
  ],
  reread: [
    // a 2012 FAQ page: it gives no length, so the "1 year" written from memory is taken out
    {
      institution: "gb-edinburgh",
      career: "public-administration",
      level: "graduate",
      source: S29.edinburghMpp.id,
      set: { duration: null },
    },
    // the listing states 1 year full-time, as the row says
    { institution: "gb-bournemouth", career: "tourism", level: "graduate", source: S29.bournemouthTourism.id },
    // the copy names the degree "Nutritional Sciences BSc" and gives three years, four with an extra-mural year
    {
      institution: "gb-kcl",
      career: "nutrition",
      level: "bachelor",
      source: S29.kclNutrition.id,
      set: { name: "Nutritional Sciences BSc", duration: "3 years (4 years with an extra-mural year)" },
    },
    {
      institution: "gb-ucl",
      career: "data-science",
      level: "graduate",
      source: S29.uclDataScience.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29B` pass (its id ends in `-s29b`). */
const s29b = taggedPages("s29b", "2026-11-28");

/** The pages the second session-29 verification pass read, one per row it bears out (see the header). */
const S29B = {
  lseMpa: s29b(
    "gb-lse-mpa",
    "The London School of Economics and Political Science, School of Public Policy",
    "Master of Public Administration: a two-year degree programme for early-stage professionals; academic core skills in Year 1, the MPA Capstone in Year 2",
    "https://www.lse.ac.uk/school-of-public-policy/MPA",
  ),
  surreyMechanical: s29b(
    "gb-surrey-mechanical-engineering",
    "University of Surrey",
    "Mechanical Engineering BEng (Hons) or MEng – 2024 entry: BEng (Hons), UCAS H300, 3 years; accredited by the Institution of Mechanical Engineers",
    "https://www.surrey.ac.uk/undergraduate/mechanical-engineering",
  ),
  edinburghPhilosophy: s29b(
    "gb-edinburgh-ma-philosophy",
    "The University of Edinburgh",
    "Undergraduate study, 2025 entry: MA Philosophy, UCAS code V500, duration 4 years, full-time (School of Philosophy, Psychology and Language Sciences)",
    "https://www.ed.ac.uk/ug/V500",
  ),
  sheffieldDataScience: s29b(
    "gb-sheffield-msc-data-science-readme",
    "KhalilAlak/IJC437-Air-Quality on GitHub (a student's repository; not the University of Sheffield's page)",
    "README: project for module IJC437 – Introduction to Data Science, degree programme MSc Data Science, academic year 2025–2026, at the University of Sheffield",
    "https://github.com/KhalilAlak/IJC437-Air-Quality/blob/2babe538c4956c23a9fa05be95b2922e5b68571f/README.md",
  ),
};

/**
 * Session 29's second verification pass (2026-11-28): four more of the worklist's rows written without reading their
 * page, each re-pointed to a stored page that names the program at the institution and level (see the header's
 * "VERIFIED_S29B" paragraph). No row was added or withdrawn.
 */
const VERIFIED_S29B: CatalogPass = {
  sources: Object.values(S29B),
  reread: [
    // the page says "a two-year degree programme", as the row does
    { institution: "gb-lse", career: "public-administration", level: "graduate", source: S29B.lseMpa.id },
    {
      institution: "gb-surrey",
      career: "mechanical-engineering",
      level: "bachelor",
      source: S29B.surreyMechanical.id,
      set: { name: "Mechanical Engineering BEng (Hons)" },
    },
    {
      institution: "gb-edinburgh",
      career: "philosophy",
      level: "bachelor",
      source: S29B.edinburghPhilosophy.id,
      set: { name: "MA Philosophy" },
    },
    // a student's README: it names the degree and the university, not the length
    {
      institution: "gb-sheffield",
      career: "data-science",
      level: "graduate",
      source: S29B.sheffieldDataScience.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

export const CATALOG_GB: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_1128,
  ADDED_1128B,
  ADDED_S24,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
  VERIFIED_S29B,
);
