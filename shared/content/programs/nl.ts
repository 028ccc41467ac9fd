/**
 * Where to study in NL: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Levels in the Netherlands: `bachelor` is the first degree, at a university (WO, 3 jaar) or a
 * hogeschool (HBO, 4 jaar); `graduate` is the master (WO, 1-2 jaar); `technical` is the MBO
 * (niveau 4, 3-4 jaar) at the ROCs, under the national qualification name.
 *
 * Rows written or reviewed on 2026-11-26 from knowledge of the institutions' published programs;
 * not re-read online. Rows dated 2026-11-27 (the `ADDED` block: masters in statistics, social work,
 * English teaching, tourism and environmental engineering, Hogeschool Rotterdam's Management in de Zorg)
 * were likewise written from knowledge of the institutions' published programs, without re-reading the
 * pages online; check them before relying on them. Also dated 2026-11-27 and written the same way: IHE
 * Delft's MSc Urban Water and Sanitation, the ROC van Amsterdam's grimeur and koudetechniek courses, Da
 * Vinci College's welding course.
 * Rows to check first: nl-davinci "Lasser" (the mbo qualification's exact name and level); nl-rocva
 * "Grimeur" (qualification name and level); nl-rocva koudetechniek (run with IW Noord-Holland).
 * Rows dated 2026-11-28 (the `ADDED_28` block): the Boulanger courses of Summa Brood & Banket and the Horizon
 * College rest on stored pages (summacollege.nl, bakkersinbedrijf.nl); Rijn IJssel's make-up course rests on
 * a stored article (warpaintmag.com) naming a second state make-up course "in Arnhem", the ROC there being
 * Rijn IJssel; the cyber-security specialisations of Radboud and Twente rest on knowledge of the
 * universities' published programs, not re-read online.
 * Rows of 2026-11-28 to check first: nl-rijnijssel "Grimeur" (that the Arnhem course is Rijn IJssel's, and its
 * qualification name); nl-horizon Boulanger (which location runs it).
 * Rows added on 2026-11-28 in a third pass (the `ADDED_S24` block) each rest on a stored page found with the search
 * tools (this machine has no internet access; none was re-read online), cited with the page's publisher: Drenthe
 * College's mbo welding course in Emmen (an RTV Drenthe report of its students' Skills Heroes welding contest,
 * quoting the course's opleidingsmanager), Noorderpoort's koudetechniek department at its Popdijkemaweg location in
 * Groningen (a GIC report of December 2008: the college, "gespecialiseerd in de koudetechniek", trains refrigeration
 * monteurs), Avans Hogeschool's one-year Master Animation at AKV St. Joost in Breda (its Mastersportal listing; an
 * NQA programme assessment of December 2014 names the same hbo-master Animatie), Hogeschool Leiden's bachelor
 * Informatica with its Forensische ICT specialisation (a dcypher column of July 2020 by the school's lector in digital
 * forensics; listed under cybersecurity as a security specialisation of a computing degree), and De Haagse
 * Hogeschool's HBO-ICT in Zoetermeer, into which its information security management (cybersecurity) bachelor,
 * offered since 2007, was merged as a specialisation (an AD report).
 * Check first: the exact qualification names of the Drenthe College and Noorderpoort courses (written from the
 * reports) and that Noorderpoort still runs koudetechniek (the report is of 2008); the name under which De Haagse
 * Hogeschool's HBO-ICT now offers its security specialisation; that Hogeschool Leiden's Forensische ICT
 * specialisation still runs. The Avans master is the only animation master found, so that cell stays short.
 * Not added: a second veterinary-medicine degree (Utrecht's faculty is the country's only one) and a counselling
 * master (none found on a stored page).
 * The `ADDED_S26` row (dated 2026-11-28) rests on a stored copy of a public page found with the search tools (this
 * machine has no internet access): the NQA report of April 2013 on the re-assessment of Hogeschool Rotterdam's
 * existing hbo-masteropleiding Begeleidingskunde (read in its adoc.pub copy), listed under counselling
 * (begeleidingskunde: the guidance of individuals and groups). Check first: that the master still admits students (the
 * page is of 2013) and its current name.
 * Left out on review: Hogeschool NCOI's hbo-master Coaching (the NVAO's decision of 16 May 2012, positive under
 * conditions; docplayer.nl copy, https://docplayer.nl/2384706-1-lnleiding-t-a-v-de-directie-postbus-447.html): a
 * coaching master is not a counselling degree, and whether it met the conditions is unknown.
 * Left out: the Haagse Hogeschool's Master OrganisatieCoaching (an NQA report of 2006; organisational rather than
 * personal coaching); Hogeschool Rotterdam's and Hogeschool Utrecht's masters Pedagogiek (not counselling); a second
 * animation master (the AEF report of 2010 on animation education and the Film Academy's Master of Film were read;
 * neither names a second animation master); a second veterinary-medicine degree (none exists).
 * Session 27 (2026-11-28): no rows added; the search budget ran out first. A search for other hbo-masters Begeleidingskunde
 * returned only NCOI's Master Coaching report (left out before), a Memory Magazine page on the Haagse Hogeschool's
 * Organisatie Coaching and accreditation reports of bachelor's degrees in Maatschappelijk Werk en Dienstverlening, so the
 * counselling (graduate) cell stays at one; animation (graduate) and veterinary medicine (bachelor) were not searched again.
 * Session 27, verification pass (2026-11-28, the `VERIFIED_S27` block): the rows readers see most, written from memory
 * and citing only a home page, searched one by one in the stored pages (the search budget, shared with other helpers,
 * ran out after 15 look-ups for the Netherlands). Re-read, each now citing the page read (the institution's own page
 * unless said): the ROC van Amsterdam's grimeur course (a De Groene Amsterdammer report on MBO College Zuid and its
 * "grimeursopleiding"); TU Delft's bachelor Werktuigbouwkunde (a KBA Nijmegen study for the TU Delft on vwo pupils'
 * interest in it, before a numerus fixus of 2014-2015); Da Vinci College's lasser course with Royal IHC in Kinderdijk (a
 * Het Kontakt report of February 2022: Royal IHC's bedrijfsschool runs five mbo courses, among them for lassers, with Da
 * Vinci College); Politicologie at the UvA (its studieprogramma: 180 EC, three years, now stated) and Leiden (Politicologie
 * (BSc), programme structure); philosophy at the UvA, Leiden and Utrecht, whose bachelors are now named Filosofie (each
 * page: three years, now stated; Leiden's page was seen over http at studereninleiden.nl and is cited over https) and at
 * the EUR (its Erasmus School of Philosophy's page names the Bachelor Filosofie); Utrecht's Wiskunde (a students' page
 * of its double bachelor Wiskunde en Natuurkunde, which names the opleiding Wiskunde); Social Work at the HvA (the
 * admission page of its deeltijd variant) and the Hanzehogeschool (the OER of its deeltijd variant, copied on
 * docplayer.nl; it states no length, so the "4 jaar" written from memory is taken out); Leiden's Bachelor Bestuurskunde
 * in Den Haag (its page for incoming students).
 * Weak sources: the grimeur and lasser rows rest on news reports; TU Delft's Werktuigbouwkunde on a research bureau's
 * study of about 2013; Utrecht's Wiskunde on a page of the double bachelor; HvA's and Hanze's Social Work on pages of
 * their deeltijd variants (the voltijd variants were not read); Hanze's on a copy on a document site.
 * Withdrawn: none; no page read showed a row wrong.
 * Searched without result (rows left as they are): the HvA's Werktuigbouwkunde (only an admission page of its deeltijd
 * Engineering came back); the ROC van Amsterdam's Technisch specialist personenauto's (an Automotive Online report of
 * 2018 names its technical mobility courses at MBO College Westpoort and Noord, Kabelweg, but not the qualification);
 * Summa College's Technisch specialist personenauto's (pages name Summa Automotive & Smart Mobility at the Automotive
 * Campus in Helmond, not the qualification; check whether the row's city should be Helmond); Wiskunde at the UvA and
 * Leiden (only the VU's Mathematics, a 2014 report of a UvA–VU committee on a joint Amsterdam mathematics programme and a
 * Stieltjes page of unclear origin came back; check whether the UvA's bachelor is now run jointly with the VU). Not
 * re-read (the budget ran out before they were searched): the other rows of the worklist, among them TU Delft's
 * Technische Wiskunde, the conservatories' Bachelor of Music and Docent Muziek, the ALO courses, Social Work at
 * Hogeschool Utrecht and Fontys, Voeding en Gezondheid and Voeding en Diëtetiek, International Business, Bestuurskunde at
 * the EUR and Radboud, health management, Apothekersassistent, industrial engineering, and every master row.
 * Verification pass of 2026-11-28 (session 28, the `VERIFIED_S28` block): the worklist rows left by session 27 were
 * looked up in stored copies of public pages (search tools only; no page was re-read online; pages stored at http
 * addresses, among them the RUG's MSc International Business & Management, are cited at their https addresses). A
 * length the page read does not state was taken out; a length it states was set. Rows re-read, each now citing the
 * page named (the institution's own page unless said):
 * - TU Delft's Technische Wiskunde (Bachelor of Applied Mathematics: 3 years, 180 credits, now stated);
 * - music: the Prins Claus Conservatorium's page on its preparatory programme, which names the hbo bachelor Classical Music
 *   (the row's "4 jaar" taken out); the Conservatorium van Amsterdam's Bachelor of Music (propaedeutic year and years 2–4)
 *   and its Music in Education bachelor (240 EC, 4 years); the Koninklijk Conservatorium's Study Guide 2022-2023 (a copy
 *   on Scribd; length taken out);
 * - ALO: the HvA's studieprogramma of its Academie voor Lichamelijke Opvoeding (years 2, 3 and 4; "4 jaar" now stated);
 *   the Hanzehogeschool's (an OOG TV report of February 2020 on combining ALO and pabo: the ALO takes four years);
 *   Fontys Sporthogeschool (only the Canon van het Nederlandse LO's window on the ALO Tilburg's history; length taken
 *   out); the HALO of the Haagse Hogeschool (THUAS news of 2023 on its new PABO/HALO programme; length taken out);
 * - Social Work: the HU's voltijd page (length taken out); Fontys' FAQ (years 1 to 4);
 * - nutrition: Wageningen's Voeding en Gezondheid (the QANU assessment of 2019 of its bachelor's and master's programmes
 *   Nutrition and Health, a copy on pdfslide.us); the HvA's Voeding en Diëtetiek (its news item of 16 October 2015);
 * - International Business: Maastricht's admission page (length taken out); the HU's (four years); the Hanze's (its page
 *   on Internationale Betriebswirtschaft names the four-year IB programme); the Haagse Hogeschool's page on its
 *   three-year variant (the four-year variant was not read; length taken out); the RSM's MSc International Management –
 *   CEMS (full-time, 18 months; the row's "2 jaar" corrected); the RUG's MSc International Business & Management and
 *   Maastricht's SBE excellence-programmes page for the MSc International Business (lengths taken out);
 * - Bestuurskunde at the EUR (its bachelor's content page); Gezondheidswetenschappen at the EUR (three years);
 *   Hogeschool Rotterdam's Management in de Zorg (only NQA's visitation report of November 2007 on its deeltijd
 *   variant, a copy on adoc.pub; length taken out);
 * - Deltion's Apothekersassistent (BOL niveau 4, three years);
 * - industrial engineering: TU/e's bachelor, now named Industrial Engineering (BSc) as its page does (three years); the
 *   RUG's bachelor, now named Industrial Engineering and Management (BSc) after its study guide 2016-2017 (a copy on
 *   vdocuments.us; length taken out); Twente's MSc admission page (length taken out); TU/e's Operations Management and
 *   Logistics (its education guide, curriculum of 2021-2022 and earlier, 120 ECTS, read on a mirror host);
 * - Utrecht's Diergeneeskunde bachelor (the page states three years for the bachelor; no length is set on the row, as
 *   a vet also takes the three-year master, so the card keeps the career's own length; the name says both cycles); the ROC van Amsterdam's Koudetechniek en
 *   klimaatsystemen (an Amsterdams Dagblad report on the opening: practice at IW Noord-Holland, theory by the ROC van
 *   Amsterdam at Mundus College);
 * - TU Delft's MSc Environmental Engineering (its FAQ on the new master programmes, from September 2022; length taken
 *   out); IHE Delft's MSc Sanitation page (12 months; since 2022 within the MSc Programme in Water and Sustainable
 *   Development), the row now named so, length taken out;
 * - Leiden's MSc Political Science (its masterflyer of 2020 on issuu, 1 year); TU/e's Data Science and Artificial
 *   Intelligence (a news item of 13 January 2022: launched September 2021; length taken out); Tilburg's Data Science:
 *   Business and Governance (one year, 60 EC); Leiden's Statistics and Data Science (two years, 120 EC); Utrecht's
 *   Methodology and Statistics for the Behavioural, Biomedical and Social Sciences (Eurostat's EMOS page: year 1 and
 *   year 2);
 * - Leiden ICLON's Master Leraar VHO (60 EC, one year full-time, Engels among the subjects); the HvA's Master Social Work
 *   (60 EC at 30 EC a year); Wageningen's MSc Tourism, Society and Environment (two years); BUas' Master Tourism
 *   Destination Management (only NHTV's TDM Insights journal of 2017, a copy on docslib.org; length taken out);
 * - Leiden's MSc Public Administration (e-Prospectus: four blocks of 15 EC); the EUR's Public Administration (the
 *   admission page of its Urban Governance specialisation; length taken out); the EUR's Health Care Management (12
 *   months); Maastricht's Healthcare Policy, Innovation and Management (its admission page of 2019, a copy on Scribd;
 *   length taken out).
 * Weak sources, to replace first: copies on document sites (Koninklijk Conservatorium and Maastricht HPIM on Scribd;
 * WUR's QANU report on pdfslide.us; Hogeschool Rotterdam's NQA report of 2007 on adoc.pub; RUG's study guide on
 * vdocuments.us; BUas' TDM Insights on docslib.org); the Canon LO page (Fontys ALO); news reports (OOG TV, Amsterdams
 * Dagblad, HvA news of 2015); pages of another variant (Haagse Hogeschool IB three-year, Hogeschool Rotterdam deeltijd,
 * Hanze's preparatory programme, EUR's Urban Governance specialisation); TU/e's education guide on a mirror host.
 * Withdrawn: none; no page read showed a row wrong.
 * Searched and not found (rows left as they are): the ROC van Amsterdam's Apothekersassistent; the Hanze's Docent Muziek;
 * Twente's Industrial Engineering and Management (BSc) (only its master pages); Radboud's Bestuurskunde bachelor (only
 * examination-board and news pages that do not state the level); Political Science (MSc) at the UvA and at Radboud (only
 * aggregators and a partner's page); Fontys' Master Leraar Engels (only its Master Leraar Nederlands); Hogeschool
 * Utrecht's Master Social Work (only NHL Stenden's and the Hanze's); Expert IT systems and devices at the ROC van
 * Amsterdam and Deltion. Not searched again: the session-27 rows searched without result (HvA Werktuigbouwkunde; ROC
 * van Amsterdam's and Summa's Technisch specialist personenauto's; Wiskunde at the UvA and Leiden). Not reached (the
 * search budget ran out): Radboud's Bestuurskunde (MSc) and the RUG's Industrial Engineering and Management (MSc).
 * Second verification pass of 2026-11-28 (session 28, the `VERIFIED_S28B` block): the regenerated worklist, looked up the
 * same way (stored copies of public pages, search tools only; 5 look-ups for the Netherlands), first the two rows not
 * reached before, then rows searched without result with another query (the Dutch name of Twente's programme, the UvA's
 * mathematics institute). Rows re-read, each now citing the page named:
 * - Radboud's Bestuurskunde (MSc) and Political Science (MSc): the Nijmegen School of Management's Education and
 *   Examination Regulations of its master's degree programmes, 2019-2020 (dated 31 August 2019), which list Public
 *   Administration (the English name of the master Bestuurskunde) and Political Science among its seven master's
 *   programmes; read in a copy on vdocument.in (copies of the 2015-2016 and 2017-2018 editions list the same programmes).
 *   The stored opening gives no length, so both rows' "1 jaar" is taken out; the Bestuurskunde row keeps its Dutch name;
 * - Twente's Industrial Engineering and Management (BSc): Bekader's page on the history of management studies at Twente
 *   (Technische Bedrijfskunde from the late 1960s; from 2002 the English-taught bachelor and master programmes International
 *   Business Administration and Industrial Engineering & Management, the latter continuing Technische Bedrijfskunde). The
 *   page gives no length: "3 jaar" taken out. A U-Today special of January 2020 (the UT's own news medium) also names
 *   Industrial Engineering and Management among the programmes of its Hightech Business and Entrepreneurship department.
 * Weak sources, to replace first: the Radboud regulations, read in a copy on a document site (vdocument.in) and of
 * 2019-2020; Bekader's history page (undated, on bekader.nl, not the university's site; by its content an association
 * of Twente management studies).
 * Lengths taken out (`duration: null`): the three rows. Renamed: none. Withdrawn: none; no page read showed a row wrong.
 * Searched and not found (rows left as they are): the RUG's Industrial Engineering and Management (MSc) (only its bachelor's
 * study guide of 2016-2017 and Twente's master pages came up); Wiskunde at the UvA (only the VU's Mathematics bachelor and
 * the 2014 report on a joint Amsterdam mathematics programme again); the ROC van Amsterdam's Apothekersassistent (only
 * Deltion's page and the SBA's qualification file). Not reached (budget): HvA Werktuigbouwkunde, the ROC van Amsterdam's and
 * Summa's Technisch specialist personenauto's, Leiden's Wiskunde, the Hanze's Docent Muziek, Radboud's Bestuurskunde
 * bachelor, the UvA's Political Science (MSc), Fontys' Master Leraar Engels, Hogeschool Utrecht's Master Social Work,
 * Expert IT systems and devices at the ROC van Amsterdam and Deltion.
 * Verification pass of 2026-11-28 (session 29, the `VERIFIED_S29` block): the regenerated worklist, looked up the same
 * way (stored copies of public pages, search tools only; 6 look-ups for the Netherlands). Rows re-read, each now citing
 * the page named:
 * - Leiden's Wiskunde (bachelor): the university's own news of December 2019, "Connect four: bachelor mathematics
 *   labelled excellent for the fourth time" (the Keuzegids labels "the Leiden bachelor's programme Mathematics" a Top
 *   Programme); a Leiden news page of October 2015, read but not cited, reports 86 first-year students "for the bachelor
 *   Wiskunde (Mathematics) at Leiden University". The row states no length;
 * - Radboud's Bestuurskunde (bachelor): the university's news "Opleiding Bestuurskunde ontvangt lof van
 *   visitatiecommissie" (the NVAO and EAPAA visit of 6 and 7 November, undated in the stored copy; the panel's
 *   suggestions include "een mogelijke nieuwe opzet voor de bachelorthesis"). The page gives no length, so "3 jaar" is
 *   taken out.
 * Weak sources, to replace first: both are news pages, not programme pages; Radboud's is undated. Rows added: none.
 * Withdrawn: none.
 * Searched and not found (rows left as they are): counselling (graduate), which has one institution (only Hogeschool
 * Rotterdam's Begeleidingskunde re-assessment of 2013 again, and masters of other aims: NCOI's Master Coaching, 2011,
 * and KPZ's Leiderschap en Innovatie Kind en Educatie); HvA Werktuigbouwkunde (only the admission page of its part-time
 * Engineering); the Hanze's Docent Muziek (only the Koninklijk Conservatorium's and HKU's music-teacher programmes);
 * Hogeschool Utrecht's Master Social Work (only the joint NHL Stenden–Hanze master, two years part-time, and the HvA's,
 * 60 EC over two years: leads, not added, since the cell is no gap). Not reached: veterinary medicine (bachelor) and
 * animation (graduate) gaps, the ROC van Amsterdam's and Summa's Technisch specialist personenauto's, the ROC van
 * Amsterdam's Apothekersassistent, Expert IT systems and devices at the ROC van Amsterdam and Deltion, Wiskunde at the
 * UvA, the UvA's Political Science (MSc), Fontys' Master Leraar Engels, the RUG's Industrial Engineering and Management
 * (MSc).
 * Second verification pass of 2026-11-28 (session 29, the `VERIFIED_S29B` block): the regenerated worklist, looked up
 * the same way (stored copies of public material, search tools only; 5 look-ups for the Netherlands). No row was
 * re-read, added, renamed or withdrawn, and no block was added.
 * Searched and not found: the ROC van Amsterdam's Apothekersassistent (only Deltion's own page of its
 * Apothekersassistent BOL 4, three years, already cited, and news of the NOVA College's BBL class); Fontys' Master
 * Leraar Engels (its exact title in stored repositories, and Fontys' pages: only its Leraar Nederlands Professional
 * Master, "Voltijd Sittard | Deeltijd Tilburg", and Keuzegids Masters 2015: "Fontys verzorgt alle deeltijdmasters in
 * Tilburg, en drie voltijdmasters (2 jaar) in Sittard" - a lead: the row's city, Eindhoven, may be wrong); the RUG's
 * Industrial Engineering and Management (MSc) (thesis and course repositories: only the University of Twente's MSc IEM
 * warehousing course, not cited); Expert IT systems and devices at the ROC van Amsterdam and Deltion (stored
 * repositories name the crebo 25606 course at Summa College, Koning Willem I College and others, not at these two). Not
 * reached: veterinary medicine (bachelor) and animation and counselling (graduate) gaps, HvA Werktuigbouwkunde, the ROC
 * van Amsterdam's and Summa's Technisch specialist personenauto's, Wiskunde and Political Science (MSc) at the UvA, the
 * Hanze's Docent Muziek, Hogeschool Utrecht's Master Social Work.
 * Session 30 pass of 2026-11-28 (no `VERIFIED_S30` block: nothing citable was found): 1 look-up for the Netherlands.
 * Searched and not found: counselling (graduate; a query on hbo-masters in Begeleidingskunde found only general pages
 * on hbo-masters, NCOI's Master Coaching report of 2011, KPZ's MLIKE report and Avans's 2024 list of its masters). Not
 * searched: veterinary medicine (bachelor), which keeps one institution because, from knowledge, Utrecht University's
 * Faculteit Diergeneeskunde is the only veterinary school in the Netherlands, so no second one can be found; animation
 * (graduate) and the verify rows.
 */
import type { CountryCatalog } from "../types";
import { type CatalogPass, institutionPage, offered, sitedInstitutions, taggedPages, withPasses } from "./define";

const institution = sitedInstitutions("NL", { title: "Opleidingsaanbod (officiële pagina)", retrieved: "2026-11-26" });

const ALL = [
  institution("nl-uva", "Universiteit van Amsterdam", "Amsterdam", "public", "https://www.uva.nl"),
  institution("nl-tudelft", "Technische Universiteit Delft", "Delft", "public", "https://www.tudelft.nl"),
  institution("nl-leiden", "Universiteit Leiden", "Leiden", "public", "https://www.universiteitleiden.nl"),
  institution("nl-uu", "Universiteit Utrecht", "Utrecht", "public", "https://www.uu.nl"),
  institution("nl-wur", "Wageningen University & Research", "Wageningen", "public", "https://www.wur.nl"),
  institution("nl-eur", "Erasmus Universiteit Rotterdam", "Rotterdam", "public", "https://www.eur.nl"),
  institution("nl-ut", "Universiteit Twente", "Enschede", "public", "https://www.utwente.nl"),
  institution("nl-tue", "Technische Universiteit Eindhoven", "Eindhoven", "public", "https://www.tue.nl"),
  institution("nl-rug", "Rijksuniversiteit Groningen", "Groningen", "public", "https://www.rug.nl"),
  institution("nl-ru", "Radboud Universiteit", "Nijmegen", "public", "https://www.ru.nl"),
  institution("nl-um", "Universiteit Maastricht", "Maastricht", "public", "https://www.maastrichtuniversity.nl"),
  institution("nl-vu", "Vrije Universiteit Amsterdam", "Amsterdam", "public", "https://vu.nl"),
  institution("nl-tilburg", "Tilburg University", "Tilburg", "public", "https://www.tilburguniversity.edu"),
  institution("nl-pthu", "Protestantse Theologische Universiteit", "Utrecht", "public", "https://www.pthu.nl"),
  institution("nl-hotelschool", "Hotelschool The Hague", "Den Haag", "private", "https://www.hotelschool.nl"),
  institution("nl-hva", "Hogeschool van Amsterdam", "Amsterdam", "public", "https://www.hva.nl"),
  institution("nl-hu", "Hogeschool Utrecht", "Utrecht", "public", "https://www.hu.nl"),
  institution("nl-hanze", "Hanzehogeschool Groningen", "Groningen", "public", "https://www.hanze.nl"),
  institution("nl-fontys", "Fontys Hogescholen", "Eindhoven", "public", "https://www.fontys.nl"),
  institution("nl-hhs", "De Haagse Hogeschool", "Den Haag", "public", "https://www.dehaagsehogeschool.nl"),
  institution("nl-ahk", "Amsterdamse Hogeschool voor de Kunsten", "Amsterdam", "public", "https://www.ahk.nl"),
  institution(
    "nl-kc",
    "Koninklijk Conservatorium (Hogeschool der Kunsten Den Haag)",
    "Den Haag",
    "public",
    "https://www.koncon.nl",
  ),
  institution("nl-rocva", "ROC van Amsterdam", "Amsterdam", "public", "https://www.rocva.nl"),
  institution("nl-deltion", "Deltion College", "Zwolle", "public", "https://www.deltion.nl"),
  institution("nl-summa", "Summa College", "Eindhoven", "public", "https://www.summacollege.nl"),
];

const ADDED_ON = "2026-11-27";
/** The source of a row added on 2026-11-27: the institution's official site. */
const added = (id: string) => `${id}-${ADDED_ON}`;
const ADDED_FROM = ["nl-leiden", "nl-uu", "nl-hu", "nl-hva", "nl-fontys", "nl-wur", "nl-tudelft", "nl-rocva"];
const addedInstitution = sitedInstitutions("NL", { title: "Opleidingsaanbod (officiële pagina)", retrieved: ADDED_ON });
const NEW = [
  addedInstitution("nl-hr", "Hogeschool Rotterdam", "Rotterdam", "public", "https://www.hogeschoolrotterdam.nl"),
  addedInstitution("nl-buas", "Breda University of Applied Sciences", "Breda", "public", "https://www.buas.nl"),
  addedInstitution(
    "nl-ihe-delft",
    "IHE Delft Institute for Water Education",
    "Delft",
    "public",
    "https://www.un-ihe.org",
  ),
  addedInstitution("nl-davinci", "Da Vinci College", "Dordrecht", "public", "https://www.davinci.nl"),
];

/** Rows added on 2026-11-27, written from knowledge of the institutions' published programs (see the header). */
const ADDED: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    ...ALL.filter((x) => ADDED_FROM.includes(x.institution.id)).map(({ institution: u }) =>
      institutionPage(added(u.id), u.name, "Opleidingsaanbod (officiële pagina)", u.website, ADDED_ON),
    ),
    ...NEW.map((x) => x.source),
  ],
  institutions: NEW.map((x) => x.institution),
  programs: [
    ...offered("nl-hr", "bachelor", "nl-hr-site", [
      ["health-services-administration", "Management in de Zorg", { duration: "4 jaar" }],
    ]),
    ...offered("nl-leiden", "graduate", added("nl-leiden"), [
      ["statistics", "Statistics and Data Science (MSc)", { duration: "2 jaar" }],
      ["english-teaching", "Leraar VHO Engels (educatieve master)", { duration: "1 jaar" }],
    ]),
    ...offered("nl-uu", "graduate", added("nl-uu"), [
      [
        "statistics",
        "Methodology and Statistics for the Behavioural, Biomedical and Social Sciences (MSc)",
        { duration: "2 jaar" },
      ],
    ]),
    ...offered("nl-hu", "graduate", added("nl-hu"), [["social-work", "Master Social Work", { duration: "2 jaar" }]]),
    ...offered("nl-hva", "graduate", added("nl-hva"), [["social-work", "Master Social Work", { duration: "2 jaar" }]]),
    ...offered("nl-fontys", "graduate", added("nl-fontys"), [
      ["english-teaching", "Master Leraar Engels", { duration: "2 jaar (deeltijd)" }],
    ]),
    ...offered("nl-wur", "graduate", added("nl-wur"), [
      ["tourism", "Tourism, Society and Environment (MSc)", { duration: "2 jaar" }],
    ]),
    ...offered("nl-buas", "graduate", "nl-buas-site", [
      ["tourism", "Master Tourism Destination Management", { duration: "1 jaar" }],
    ]),
    ...offered("nl-tudelft", "graduate", added("nl-tudelft"), [
      ["environmental-engineering", "Environmental Engineering (MSc)", { duration: "2 jaar" }],
    ]),
    ...offered("nl-ihe-delft", "graduate", "nl-ihe-delft-site", [
      [
        "environmental-engineering",
        "MSc Urban Water and Sanitation (Sanitary Engineering)",
        { duration: "18 maanden" },
      ],
    ]),
    ...offered("nl-rocva", "technical", added("nl-rocva"), [
      ["makeup-artistry", "Grimeur (mbo, MBO College Zuid)"],
      [
        "refrigeration-air-conditioning",
        "Koudetechniek en klimaatsystemen (mbo, met IW Noord-Holland)",
        { modality: "in-person" },
      ],
    ]),
    ...offered("nl-davinci", "technical", "nl-davinci-site", [
      ["welding-technology", "Lasser (mbo, opleiding met Royal IHC in Kinderdijk)"],
    ]),
  ],
};

const ADDED_28_ON = "2026-11-28";
/** The source of a row added on 2026-11-28 for an institution already listed: its official site. */
const added28 = (id: string) => `${id}-${ADDED_28_ON}`;
const ADDED_28_FROM = ["nl-ru", "nl-ut", "nl-summa"];
const addedInstitution28 = sitedInstitutions("NL", {
  title: "Opleidingsaanbod (officiële pagina)",
  retrieved: ADDED_28_ON,
});
const NEW_28 = [
  addedInstitution28("nl-horizon", "Horizon College", "Heerhugowaard", "public", "https://www.horizoncollege.nl"),
  addedInstitution28("nl-rijnijssel", "Rijn IJssel", "Arnhem", "public", "https://www.rijnijssel.nl"),
];

/** Rows added on 2026-11-28 (see the header). */
const ADDED_28: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    ...ALL.filter((x) => ADDED_28_FROM.includes(x.institution.id)).map(({ institution: u }) =>
      institutionPage(added28(u.id), u.name, "Opleidingsaanbod (officiële pagina)", u.website, ADDED_28_ON),
    ),
    ...NEW_28.map((x) => x.source),
  ],
  institutions: NEW_28.map((x) => x.institution),
  programs: [
    ...offered("nl-ru", "graduate", added28("nl-ru"), [
      ["cybersecurity", "Computing Science (MSc), specialisation Cyber Security", { duration: "2 jaar" }],
    ]),
    ...offered("nl-ut", "graduate", added28("nl-ut"), [
      ["cybersecurity", "Computer Science (MSc), specialisation Cyber Security", { duration: "2 jaar" }],
    ]),
    ...offered("nl-summa", "technical", added28("nl-summa"), [
      [
        "baking-pastry",
        "Boulanger (mbo niveau 4, Summa Brood & Banket)",
        { url: "https://www.summacollege.nl/summa-brood-banket-blogs/het-proefballonnetje-van-arend" },
      ],
    ]),
    ...offered("nl-horizon", "technical", "nl-horizon-site", [["baking-pastry", "Boulanger (mbo niveau 4)"]]),
    ...offered("nl-rijnijssel", "technical", "nl-rijnijssel-site", [["makeup-artistry", "Grimeur (mbo)"]]),
  ],
};

/** Rows added on 2026-11-28 in a third pass (see the header): each cites the stored page it rests on. */
const pageS24 = taggedPages("s24", "2026-11-28");
const ADDED_S24: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    pageS24(
      "nl-drenthe-lassen",
      "RTV Drenthe",
      "Lassers in opleiding strijden tegen elkaar tijdens de Skills Heroes (Drenthe College, Emmen; nieuwsbericht)",
      "https://www.rtvdrenthe.nl/nieuws/14791685/lassers-in-opleiding-strijden-tegen-elkaar-tijdens-de-skills-heroes-jeugd-inspireren",
    ),
    pageS24(
      "nl-noorderpoort-koude",
      "GIC (Groninger Internet Courant)",
      "Noorderpoortcollege helpt bedrijfsleven in Groningen aan toekomstige 'koude'monteurs (nieuwsbericht, 2008)",
      "https://www.gic.nl/economie/noorderpoortcollege-helpt-bedrijfsleven-in-groningen-aan-toekomstige-koude-monteurs",
    ),
    pageS24(
      "nl-avans-animation",
      "Mastersportal",
      "Animation, St. Joost Master Institute for Visual Cultures (programme listing)",
      "https://www.mastersportal.com/studies/293201/animation.html",
    ),
    pageS24(
      "nl-hsleiden-forensisch",
      "dcypher",
      "Het belang van lectoraten in de regie op het cybersecurity onderwijs (juli 2020)",
      "https://www.dcypher.nl/het-belang-van-lectoraten-de-regie-op-het-cybersecurity-onderwijs",
    ),
    pageS24(
      "nl-hhs-ism",
      "AD (Algemeen Dagblad)",
      "Toestroom van ICT-studenten naar Zoetermeer (nieuwsbericht)",
      "https://www.ad.nl/zoetermeer/toestroom-van-ict-studenten-naar-zoetermeer~a9089a7c/",
    ),
  ],
  institutions: [
    {
      id: "nl-drenthe",
      country: "NL",
      name: "Drenthe College",
      city: "Emmen",
      kind: "public",
      website: "https://www.drenthecollege.nl",
      source: "nl-drenthe-lassen-s24",
    },
    {
      id: "nl-noorderpoort",
      country: "NL",
      name: "Noorderpoort",
      city: "Groningen",
      kind: "public",
      website: "https://www.noorderpoort.nl",
      source: "nl-noorderpoort-koude-s24",
    },
    {
      id: "nl-avans",
      country: "NL",
      name: "Avans Hogeschool (AKV St. Joost)",
      city: "Breda",
      kind: "public",
      website: "https://www.avans.nl",
      source: "nl-avans-animation-s24",
    },
    {
      id: "nl-hsleiden",
      country: "NL",
      name: "Hogeschool Leiden",
      city: "Leiden",
      kind: "public",
      website: "https://www.hsleiden.nl",
      source: "nl-hsleiden-forensisch-s24",
    },
  ],
  programs: [
    ...offered("nl-drenthe", "technical", "nl-drenthe-lassen-s24", [
      ["welding-technology", "Lasser (mbo, Drenthe College Emmen)"],
    ]),
    ...offered("nl-noorderpoort", "technical", "nl-noorderpoort-koude-s24", [
      ["refrigeration-air-conditioning", "Koudetechniek (mbo, monteur koude- en klimaatsystemen; Groningen)"],
    ]),
    ...offered("nl-avans", "graduate", "nl-avans-animation-s24", [
      ["animation", "Master Animation (AKV St. Joost Master Institute of Visual Cultures)", { duration: "12 maanden" }],
    ]),
    ...offered("nl-hsleiden", "bachelor", "nl-hsleiden-forensisch-s24", [
      ["cybersecurity", "Informatica, specialisatie Forensische ICT"],
    ]),
    ...offered("nl-hhs", "bachelor", "nl-hhs-ism-s24", [
      ["cybersecurity", "HBO-ICT (Zoetermeer), specialisatie Information Security Management (cybersecurity)"],
    ]),
  ],
};

/** The date of the rows in `ADDED_S26`. */
const ADDED_S26_ON = "2026-11-28";
/** Rows added on 2026-11-28 in a fourth pass, each resting on a stored copy of a public page (see the header). */
const ADDED_S26: Pick<CountryCatalog, "sources" | "institutions" | "programs"> = {
  sources: [
    institutionPage(
      "nl-hr-begeleidingskunde-nqa-2026-11-28",
      "adoc.pub (kopie van het NQA-rapport)",
      "Hogeschool Rotterdam, herbeoordeling master Begeleidingskunde: beperkte opleidingsbeoordeling (Netherlands Quality Agency, april 2013)",
      "https://adoc.pub/hogeschool-rotterdam-herbeoordeling-master-begeleidingskunde.html",
      ADDED_S26_ON,
    ),
  ],
  institutions: [],
  programs: [
    ...offered("nl-hr", "graduate", "nl-hr-begeleidingskunde-nqa-2026-11-28", [
      ["counselling", "Master Begeleidingskunde (hbo-master)"],
    ]),
  ],
};

/** Session 27's verification pass (2026-11-28): rows of the first passes re-read on a page found with the search tools. */
const READ_S27 = "2026-11-28";
const VERIFIED_S27: CatalogPass = {
  sources: [
    institutionPage(
      "nl-rocva-grimeur-groene-s27",
      "De Groene Amsterdammer",
      "De kracht van het midden (report on MBO College Zuid of the ROC van Amsterdam, with its grimeursopleiding)",
      "https://www.groene.nl/artikel/de-kracht-van-het-midden",
      READ_S27,
    ),
    institutionPage(
      "nl-tudelft-wtb-kba-s27",
      "KBA Nijmegen",
      "Belangstelling van vwo'ers voor de bacheloropleiding Werktuigbouwkunde van de TU Delft (study for the TU Delft's planned numerus fixus of 2014-2015)",
      "https://kbanijmegen.nl/publicaties/onderwijs/belangstelling-van-vwoers-voor-de-bacheloropleiding-werktuigbouwkunde-van-de-tu-delft/",
      READ_S27,
    ),
    institutionPage(
      "nl-davinci-lassen-kontakt-s27",
      "Het Kontakt",
      "Jonge talenten in de metaalsector tonen hun skills bij IHC in Kinderdijk (news report, February 2022: Royal IHC's bedrijfsschool trains lassers at mbo level with Da Vinci College)",
      "https://www.hetkontakt.nl/regio/alblasserwaard/301810/jonge-talenten-in-de-metaalsector-tonen-hun-skills-bij-ihc-in-k",
      READ_S27,
    ),
    institutionPage(
      "nl-uva-politicologie-s27",
      "Universiteit van Amsterdam",
      "Bachelor Politicologie: studieprogramma",
      "https://www.uva.nl/programmas/bachelors/politicologie/studieprogramma/studieprogramma.html",
      READ_S27,
    ),
    institutionPage(
      "nl-leiden-politicologie-s27",
      "Universiteit Leiden",
      "Politicologie (BSc): programme structure",
      "https://universiteitleiden.nl/en/education/study-programmes/bachelor/political-science/politicologie-bsc/about-the-programme/programme-structure",
      READ_S27,
    ),
    institutionPage(
      "nl-uva-filosofie-s27",
      "Universiteit van Amsterdam",
      "Bachelor Filosofie: studieprogramma",
      "https://www.uva.nl/programmas/bachelors/filosofie/studieprogramma/studieprogramma.html",
      READ_S27,
    ),
    institutionPage(
      "nl-leiden-filosofie-s27",
      "Universiteit Leiden",
      "Bacheloropleiding Filosofie (Studeren in Leiden)",
      "https://www.studereninleiden.nl/studies/info/wijsbegeerte/bacheloropleiding/",
      READ_S27,
    ),
    institutionPage(
      "nl-uu-filosofie-s27",
      "Universiteit Utrecht",
      "Bachelor Filosofie: studieprogramma",
      "https://www.uu.nl/bachelors/filosofie/studieprogramma",
      READ_S27,
    ),
    institutionPage(
      "nl-eur-filosofie-s27",
      "Erasmus Universiteit Rotterdam (Erasmus School of Philosophy)",
      "Over de faculteit: de Bachelor Filosofie en de Bachelor in Philosophy of a Specific Discipline",
      "https://www.eur.nl/node/11185",
      READ_S27,
    ),
    institutionPage(
      "nl-uu-wiskunde-s27",
      "Universiteit Utrecht",
      "Het programma van de dubbele bachelor Wiskunde en Natuurkunde (students' page of the opleiding Wiskunde)",
      "https://students.uu.nl/beta/wiskunde/onderwijs/studieprogramma/wiskunde-en-natuurkunde",
      READ_S27,
    ),
    institutionPage(
      "nl-hva-socialwork-s27",
      "Hogeschool van Amsterdam",
      "Social Work (deeltijd): toelatingseisen",
      "https://www.hva.nl/opleiding/social-work-deeltijd/praktische-informatie/toelatingseisen/toelatingseisen.html",
      READ_S27,
    ),
    institutionPage(
      "nl-hanze-socialwork-oer-s27",
      "Hanzehogeschool Groningen (copy on docplayer.nl)",
      "Onderwijs- en Examenregeling Bacheloropleiding Social Work deeltijd",
      "https://docplayer.nl/222282607-Onderwijsen-examenregeling-bacheloropleiding-social-work-deeltijd.html",
      READ_S27,
    ),
    institutionPage(
      "nl-leiden-bestuurskunde-s27",
      "Universiteit Leiden",
      "Bestuurskunde: informatie voor aankomende studenten van de Bachelor Bestuurskunde (Den Haag)",
      "https://www.universiteitleiden.nl/dossiers/fgga-start-je-studie/algemeen/bestuurskunde",
      READ_S27,
    ),
  ],
  reread: [
    { institution: "nl-rocva", career: "makeup-artistry", level: "technical", source: "nl-rocva-grimeur-groene-s27" },
    {
      institution: "nl-tudelft",
      career: "mechanical-engineering",
      level: "bachelor",
      source: "nl-tudelft-wtb-kba-s27",
    },
    {
      institution: "nl-davinci",
      career: "welding-technology",
      level: "technical",
      source: "nl-davinci-lassen-kontakt-s27",
    },
    {
      institution: "nl-uva",
      career: "political-science",
      level: "bachelor",
      source: "nl-uva-politicologie-s27",
      set: { duration: "3 jaar" },
    },
    { institution: "nl-leiden", career: "political-science", level: "bachelor", source: "nl-leiden-politicologie-s27" },
    {
      institution: "nl-uva",
      career: "philosophy",
      level: "bachelor",
      source: "nl-uva-filosofie-s27",
      set: { name: "Filosofie", duration: "3 jaar" },
    },
    {
      institution: "nl-leiden",
      career: "philosophy",
      level: "bachelor",
      source: "nl-leiden-filosofie-s27",
      set: { name: "Filosofie", duration: "3 jaar" },
    },
    {
      institution: "nl-uu",
      career: "philosophy",
      level: "bachelor",
      source: "nl-uu-filosofie-s27",
      set: { name: "Filosofie", duration: "3 jaar" },
    },
    {
      institution: "nl-eur",
      career: "philosophy",
      level: "bachelor",
      source: "nl-eur-filosofie-s27",
      set: { name: "Filosofie" },
    },
    { institution: "nl-uu", career: "mathematics", level: "bachelor", source: "nl-uu-wiskunde-s27" },
    { institution: "nl-hva", career: "social-work", level: "bachelor", source: "nl-hva-socialwork-s27" },
    {
      institution: "nl-hanze",
      career: "social-work",
      level: "bachelor",
      source: "nl-hanze-socialwork-oer-s27",
      set: { duration: null },
    },
    {
      institution: "nl-leiden",
      career: "public-administration",
      level: "bachelor",
      source: "nl-leiden-bestuurskunde-s27",
    },
  ],
  withdrawn: [],
};

/** The first rows of the catalog; later passes are appended below. */
const FIRST_ROWS: CountryCatalog = {
  country: "NL",
  sources: [...ALL.map((x) => x.source)],
  institutions: [...ALL.map((x) => x.institution)],
  programs: [
    ...offered("nl-uva", "bachelor", "nl-uva-site", [
      ["psychology", "Psychologie"],
      ["economics", "Economie en Bedrijfskunde"],
      ["business-administration", "Bedrijfskunde"],
      ["law", "Rechtsgeleerdheid"],
      ["political-science", "Politicologie"],
      ["sociology", "Sociologie"],
      ["anthropology", "Culturele Antropologie en Ontwikkelingssociologie"],
      ["history", "Geschiedenis"],
      ["philosophy", "Wijsbegeerte"],
      ["literature", "Literatuurwetenschap"],
      ["communication-studies", "Communicatiewetenschap"],
      ["computer-science", "Informatica"],
      ["mathematics", "Wiskunde"],
      ["physics", "Natuur- en Sterrenkunde"],
      ["chemistry", "Scheikunde"],
      ["biology", "Biologie"],
      ["medicine", "Geneeskunde"],
      ["dentistry", "Tandheelkunde"],
      ["actuarial-science", "Actuariële Wetenschappen"],
    ]),
    ...offered("nl-tudelft", "bachelor", "nl-tudelft-site", [
      ["civil-engineering", "Civiele Techniek"],
      ["mechanical-engineering", "Werktuigbouwkunde"],
      ["electrical-engineering", "Elektrotechniek"],
      ["aerospace-engineering", "Luchtvaart- en Ruimtevaarttechniek"],
      ["architecture", "Bouwkunde"],
      ["computer-science", "Technische Informatica"],
      ["industrial-design", "Industrieel Ontwerpen"],
      ["chemical-engineering", "Molecular Science and Technology"],
      ["mathematics", "Technische Wiskunde"],
      ["physics", "Technische Natuurkunde"],
      ["geology", "Technische Aardwetenschappen"],
    ]),
    ...offered("nl-leiden", "bachelor", "nl-leiden-site", [
      ["law", "Rechtsgeleerdheid"],
      ["medicine", "Geneeskunde"],
      ["psychology", "Psychologie"],
      ["political-science", "Politicologie"],
      ["international-relations", "International Relations and Organisations"],
      ["public-administration", "Bestuurskunde"],
      ["anthropology", "Culturele Antropologie en Ontwikkelingssociologie"],
      ["history", "Geschiedenis"],
      ["philosophy", "Wijsbegeerte"],
      ["criminology", "Criminologie"],
      ["computer-science", "Informatica"],
      ["mathematics", "Wiskunde"],
      ["physics", "Natuurkunde"],
      ["biology", "Biologie"],
      ["pharmacy", "Bio-Farmaceutische Wetenschappen"],
    ]),
    ...offered("nl-uu", "bachelor", "nl-uu-site", [
      ["medicine", "Geneeskunde"],
      ["dentistry", "Tandheelkunde"],
      ["pharmacy", "Farmacie"],
      ["veterinary-medicine", "Diergeneeskunde"],
      ["psychology", "Psychologie"],
      ["law", "Rechtsgeleerdheid"],
      ["economics", "Economie en Bedrijfseconomie"],
      ["sociology", "Sociologie"],
      ["anthropology", "Culturele Antropologie"],
      ["history", "Geschiedenis"],
      ["philosophy", "Wijsbegeerte"],
      ["literature", "Literatuurwetenschap"],
      ["communication-studies", "Communicatie- en Informatiewetenschappen"],
      ["computer-science", "Informatica"],
      ["information-systems", "Informatiekunde"],
      ["mathematics", "Wiskunde"],
      ["physics", "Natuur- en Sterrenkunde"],
      ["chemistry", "Scheikunde"],
      ["biology", "Biologie"],
      ["geology", "Aardwetenschappen"],
    ]),
    ...offered("nl-wur", "bachelor", "nl-wur-site", [
      ["agronomy", "Plantenwetenschappen"],
      ["animal-science", "Dierwetenschappen"],
      ["food-engineering", "Levensmiddelentechnologie"],
      ["nutrition", "Voeding en Gezondheid"],
      ["forestry-engineering", "Bos- en Natuurbeheer"],
      ["environmental-science", "Milieuwetenschappen"],
      ["biotechnology", "Biotechnologie"],
      ["biology", "Biologie"],
      ["agricultural-engineering", "Agrotechnologie"],
      ["urban-planning", "Landschapsarchitectuur en Ruimtelijke Planning"],
    ]),
    ...offered("nl-eur", "bachelor", "nl-eur-site", [
      ["medicine", "Geneeskunde"],
      ["economics", "Economie en Bedrijfseconomie"],
      ["business-administration", "Bedrijfskunde"],
      ["law", "Rechtsgeleerdheid"],
      ["psychology", "Psychologie"],
      ["sociology", "Sociologie"],
      ["public-administration", "Bestuurskunde"],
      ["history", "Geschiedenis"],
      ["philosophy", "Wijsbegeerte"],
      ["communication-studies", "Media en Communicatie"],
    ]),
    ...offered("nl-hotelschool", "bachelor", "nl-hotelschool-site", [["hotel-management", "Hospitality Management"]]),
    ...offered("nl-hva", "bachelor", "nl-hva-site", [
      ["nursing", "Verpleegkunde"],
      ["primary-education", "Leraar Basisonderwijs (Pabo)"],
      ["social-work", "Social Work"],
      ["accounting", "Accountancy"],
      ["physical-therapy", "Fysiotherapie"],
      ["nutrition", "Voeding en Diëtetiek"],
      ["journalism", "Journalistiek"],
      ["civil-engineering", "Civiele Techniek"],
      ["mechanical-engineering", "Werktuigbouwkunde"],
      ["business-administration", "Bedrijfskunde"],
      ["information-systems", "HBO-ICT"],
      ["physical-education", "Leraar Lichamelijke Opvoeding (ALO)"],
      ["multimedia-design", "Communication and Multimedia Design"],
    ]),
    ...offered("nl-uva", "graduate", "nl-uva-site", [
      ["political-science", "Political Science (MSc)", { duration: "1 jaar" }],
      ["communication-studies", "Communication Science (MSc)", { duration: "1 jaar" }],
    ]),
    ...offered("nl-leiden", "graduate", "nl-leiden-site", [
      ["public-administration", "Public Administration (MSc)", { duration: "1 jaar" }],
      ["political-science", "Political Science (MSc)", { duration: "1 jaar" }],
    ]),
    ...offered("nl-eur", "bachelor", "nl-eur-site", [
      [
        "health-services-administration",
        "Gezondheidswetenschappen, Beleid en Management Gezondheidszorg",
        { duration: "3 jaar" },
      ],
    ]),
    ...offered("nl-eur", "graduate", "nl-eur-site", [
      ["public-administration", "Public Administration (MSc)", { duration: "1 jaar" }],
      ["health-services-administration", "Health Care Management (MSc)", { duration: "1 jaar" }],
      [
        "international-business",
        "MSc International Management – CEMS (Rotterdam School of Management)",
        { duration: "2 jaar" },
      ],
    ]),
    ...offered("nl-ut", "bachelor", "nl-ut-site", [
      ["industrial-engineering", "Industrial Engineering and Management (BSc)", { duration: "3 jaar" }],
    ]),
    ...offered("nl-ut", "graduate", "nl-ut-site", [
      ["industrial-engineering", "Industrial Engineering and Management (MSc)", { duration: "2 jaar" }],
    ]),
    ...offered("nl-tue", "bachelor", "nl-tue-site", [
      ["industrial-engineering", "Technische Bedrijfskunde (BSc)", { duration: "3 jaar" }],
    ]),
    ...offered("nl-tue", "graduate", "nl-tue-site", [
      ["industrial-engineering", "Operations Management and Logistics (MSc)", { duration: "2 jaar" }],
      ["data-science", "Data Science and Artificial Intelligence (MSc)", { duration: "2 jaar" }],
    ]),
    ...offered("nl-rug", "bachelor", "nl-rug-site", [
      ["industrial-engineering", "Technische Bedrijfskunde (BSc)", { duration: "3 jaar" }],
      ["theology", "Theologie en Religiewetenschappen", { duration: "3 jaar" }],
    ]),
    ...offered("nl-rug", "graduate", "nl-rug-site", [
      ["industrial-engineering", "Industrial Engineering and Management (MSc)", { duration: "2 jaar" }],
      ["international-business", "International Business and Management (MSc)", { duration: "1 jaar" }],
    ]),
    ...offered("nl-ru", "bachelor", "nl-ru-site", [["public-administration", "Bestuurskunde", { duration: "3 jaar" }]]),
    ...offered("nl-ru", "graduate", "nl-ru-site", [
      ["public-administration", "Bestuurskunde (MSc)", { duration: "1 jaar" }],
      ["political-science", "Political Science (MSc)", { duration: "1 jaar" }],
    ]),
    ...offered("nl-um", "bachelor", "nl-um-site", [
      ["international-business", "International Business (BSc)", { duration: "3 jaar" }],
    ]),
    ...offered("nl-um", "graduate", "nl-um-site", [
      ["international-business", "International Business (MSc)", { duration: "1 jaar" }],
      ["health-services-administration", "Healthcare Policy, Innovation and Management (MSc)", { duration: "1 jaar" }],
    ]),
    ...offered("nl-vu", "bachelor", "nl-vu-site", [["theology", "Theologie", { duration: "3 jaar" }]]),
    ...offered("nl-tilburg", "graduate", "nl-tilburg-site", [
      ["data-science", "Data Science and Society (MSc)", { duration: "1 jaar" }],
    ]),
    ...offered("nl-pthu", "bachelor", "nl-pthu-site", [["theology", "Theologie", { duration: "3 jaar" }]]),
    ...offered("nl-hu", "bachelor", "nl-hu-site", [
      ["social-work", "Social Work", { duration: "4 jaar" }],
      ["international-business", "International Business", { duration: "4 jaar" }],
    ]),
    ...offered("nl-hanze", "bachelor", "nl-hanze-site", [
      ["social-work", "Social Work", { duration: "4 jaar" }],
      ["international-business", "International Business", { duration: "4 jaar" }],
      ["physical-education", "Leraar Lichamelijke Opvoeding (ALO)", { duration: "4 jaar" }],
      ["music-education", "Docent Muziek (Prins Claus Conservatorium)", { duration: "4 jaar" }],
      ["music", "Bachelor of Music (Prins Claus Conservatorium)", { duration: "4 jaar" }],
    ]),
    ...offered("nl-fontys", "bachelor", "nl-fontys-site", [
      ["social-work", "Social Work", { duration: "4 jaar" }],
      ["physical-education", "Leraar Lichamelijke Opvoeding (Fontys Sporthogeschool)", { duration: "4 jaar" }],
    ]),
    ...offered("nl-hhs", "bachelor", "nl-hhs-site", [
      ["international-business", "International Business", { duration: "4 jaar" }],
      ["physical-education", "Leraar Lichamelijke Opvoeding (HALO)", { duration: "4 jaar" }],
    ]),
    ...offered("nl-ahk", "bachelor", "nl-ahk-site", [
      ["music", "Bachelor of Music (Conservatorium van Amsterdam)", { duration: "4 jaar" }],
      ["music-education", "Docent Muziek (Conservatorium van Amsterdam)", { duration: "4 jaar" }],
    ]),
    ...offered("nl-kc", "bachelor", "nl-kc-site", [["music", "Bachelor of Music", { duration: "4 jaar" }]]),
    ...offered("nl-rocva", "technical", "nl-rocva-site", [
      ["pharmacy-technician", "Apothekersassistent (mbo niveau 4)", { duration: "3 jaar" }],
      ["it-support-technician", "Expert IT systems and devices (mbo niveau 4)", { duration: "3 jaar" }],
      ["automotive-mechanics", "Technisch specialist personenauto's (mbo niveau 4)", { duration: "4 jaar" }],
    ]),
    ...offered("nl-deltion", "technical", "nl-deltion-site", [
      ["pharmacy-technician", "Apothekersassistent (mbo niveau 4)", { duration: "3 jaar" }],
      ["it-support-technician", "Expert IT systems and devices (mbo niveau 4)", { duration: "3 jaar" }],
    ]),
    ...offered("nl-summa", "technical", "nl-summa-site", [
      ["automotive-mechanics", "Technisch specialist personenauto's (mbo niveau 4)", { duration: "4 jaar" }],
    ]),
  ],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28 = {
  tudelftTw: s28(
    "nl-tudelft-technische-wiskunde",
    "Technische Universiteit Delft",
    "Bachelor of Applied Mathematics (Technische Wiskunde): the curriculum, 3 years, 180 credits",
    "https://www.tudelft.nl/en/education/programmes/bachelors/tw/bachelor-of-applied-mathematics/the-curriculum",
  ),
  hanzeMusic: s28(
    "nl-hanze-classical-music",
    "Hanzehogeschool Groningen, Prins Claus Conservatorium",
    "Preparatory programme Classical Music (leading to the hbo bachelor Classical Music)",
    "https://www.hanze.nl/en/programmes/full-time/bachelor/classical-music/more-information-about/preparatory-programme-classical-music",
  ),
  cvaBachelor: s28(
    "nl-ahk-cva-bachelor-music",
    "Conservatorium van Amsterdam (Amsterdamse Hogeschool voor de Kunsten)",
    "Classical Music: Bachelor's degree programme (Bachelor of Music; propaedeutic year and years 2–4)",
    "https://www.conservatoriumvanamsterdam.nl/en/study/classical-music/study-programmes/bachelors-degree-programme/",
  ),
  kcGuide: s28(
    "nl-kc-study-guide",
    "Koninklijk Conservatorium Den Haag (read in a copy on Scribd)",
    "Royal Conservatoire Study Guide 2022-2023 (Bachelor of Music)",
    "https://www.scribd.com/document/632262693/WEB-study-guide-22-23-2022-10-10-081905-yfor-pdf",
  ),
  cvaEducation: s28(
    "nl-ahk-cva-music-in-education",
    "Conservatorium van Amsterdam (Amsterdamse Hogeschool voor de Kunsten)",
    "Music in Education: Bachelor (Docent Muziek), 240 EC, 4 years full-time",
    "https://www.conservatoriumvanamsterdam.nl/en/study/music-in-education/bachelor/",
  ),
  hvaAlo: s28(
    "nl-hva-alo",
    "Hogeschool van Amsterdam",
    "Academie voor Lichamelijke Opvoeding: studieprogramma, jaar 2, 3 en 4",
    "https://www.hva.nl/opleiding/academie-voor-lichamelijke-opvoeding/studieprogramma/jaar-23-en-4/jaar-2-3-en-4.html",
  ),
  hanzeAlo: s28(
    "nl-hanze-alo-oogtv",
    "OOG TV (Groningen)",
    "Hanzehogeschool gaat ALO en pabo slim en efficiënt combineren (the ALO takes four years), February 2020",
    "https://www.oogtv.nl/2020/02/hanzehogeschool-gaat-alo-en-pabo-slim-en-efficient-combineren/",
  ),
  fontysAlo: s28(
    "nl-fontys-alo-canon",
    "Canon van het Nederlandse LO",
    "Venster 14: from the CILG and KALO to the ALO Tilburg and Fontys Sporthogeschool",
    "https://canonlo.nl/venster/14",
  ),
  hhsHalo: s28(
    "nl-hhs-halo",
    "De Haagse Hogeschool (The Hague University of Applied Sciences)",
    "The Hague University of Applied Sciences starts new PABO/HALO degree programme (news, 2023)",
    "https://www.thuas.com/about-thuas/news/hague-university-applied-sciences-starts-new-pabohalo-degree-programme",
  ),
  huSw: s28(
    "nl-hu-social-work",
    "Hogeschool Utrecht",
    "Social Work (voltijd): tijdens de opleiding",
    "https://www.hu.nl/voltijd-opleidingen/social-work/tijdens-de-opleiding",
  ),
  fontysSw: s28(
    "nl-fontys-social-work",
    "Fontys Hogescholen",
    "Veelgestelde vragen over Social Work (jaar 1 tot en met 4)",
    "https://fontys.nl/Studeren/Opleidingen/Social-Work/Veelgestelde-vragen-over-Social-Work.htm",
  ),
  wurNutrition: s28(
    "nl-wur-nutrition-qanu",
    "QANU (read in a copy on pdfslide.us)",
    "Life Sciences and Natural Resources: assessment of the bachelor's and master's programmes Nutrition and Health (Voeding en Gezondheid), Wageningen University, 2019",
    "https://pdfslide.us/documents/life-sciences-and-natural-resources.html",
  ),
  hvaNutrition: s28(
    "nl-hva-voeding-dietetiek",
    "Hogeschool van Amsterdam",
    "Wereldvoedseldag (news on the opleiding Voeding en Diëtetiek), 16 oktober 2015",
    "https://www.hva.nl/content/nieuws/nieuwsberichten/2015/10/wereldvoedseldag.html",
  ),
  umIb: s28(
    "nl-um-ib-bachelor",
    "Universiteit Maastricht",
    "Bachelor International Business: admission requirements",
    "https://www.maastrichtuniversity.nl/education/bachelor/programmes/international-business/admission-requirements",
  ),
  huIb: s28(
    "nl-hu-ib",
    "Hogeschool Utrecht",
    "International Business: during the programme (four years)",
    "https://www.hu.nl/voltijd-opleidingen/international-business/during-the-programme",
  ),
  hanzeIb: s28(
    "nl-hanze-ib",
    "Hanzehogeschool Groningen, International Business School",
    "Internationale Betriebswirtschaft (names the four-year International Business programme)",
    "https://www.hanze.nl/eng/education/economy/international-business-school/programmes/bachelor/internationale-betriebswirtschaft",
  ),
  hhsIb: s28(
    "nl-hhs-ib-3-years",
    "De Haagse Hogeschool (The Hague University of Applied Sciences)",
    "International Business (3 years) (the three-year variant of the bachelor)",
    "https://www.thuas.com/programmes/bachelors/international-business-3-years",
  ),
  eurBk: s28(
    "nl-eur-bestuurskunde",
    "Erasmus Universiteit Rotterdam",
    "Bachelor Bestuurskunde: inhoud",
    "https://www.eur.nl/bachelor/bestuurskunde/inhoud",
  ),
  eurGw: s28(
    "nl-eur-gezondheidswetenschappen",
    "Erasmus Universiteit Rotterdam",
    "Bachelor Gezondheidswetenschappen: inhoud van de bacheloropleiding (duurt drie jaar)",
    "https://www.eur.nl/bachelor/opleidingen/gezondheidswetenschappen/inhoud_bacheloropleiding/",
  ),
  hrMiz: s28(
    "nl-hr-management-in-de-zorg",
    "NQA (read in a copy on adoc.pub)",
    "Hogeschool Rotterdam, opleiding Management in de Zorg, hbo-bachelor (deeltijd): visitatierapport, november 2007",
    "https://adoc.pub/hogeschool-rotterdam-opleiding-management-in-de-zorg-hbo-bac.html",
  ),
  deltionApo: s28(
    "nl-deltion-apothekersassistent",
    "Deltion College",
    "Apothekersassistent (BOL, niveau 4, drie jaar)",
    "https://www.deltion.nl/jongeren-onderwijs/dossier/assistenten-in-de-gezondheidszorg3/apothekersassistent13",
  ),
  tueIe: s28(
    "nl-tue-industrial-engineering-bsc",
    "Technische Universiteit Eindhoven",
    "Bachelor Industrial Engineering (Technische Bedrijfskunde): degree structure (three-year bachelor)",
    "https://www.tue.nl/en/education/bachelor-college/bachelor-industrial-engineering/degree-structure/",
  ),
  rugIem: s28(
    "nl-rug-iem-bsc",
    "Rijksuniversiteit Groningen (read in a copy on vdocuments.us)",
    "Study guide 2016-2017, house rules and regulations: Bachelor Industrial Engineering and Management",
    "https://vdocuments.us/study-guide-2016-house-rules-regulations-b1-the-industrial-engineering-and.html",
  ),
  utIemMsc: s28(
    "nl-ut-iem-msc",
    "Universiteit Twente",
    "Master Industrial Engineering and Management: admission",
    "https://www.utwente.nl/en/education/master/programmes/industrial-engineering-management/admission/",
  ),
  uuDgk: s28(
    "nl-uu-diergeneeskunde-ba",
    "Universiteit Utrecht",
    "Bachelor Diergeneeskunde: studieprogramma (de bachelor duurt drie jaar)",
    "https://www.uu.nl/bachelors/diergeneeskunde/studieprogramma",
  ),
  rocvaKoude: s28(
    "nl-rocva-koudetechniek",
    "Amsterdams Dagblad",
    "Officiële opening opleiding Koudetechniek en Klimaatsystemen in Noord-Holland (practice at IW Noord-Holland, theory by the ROC van Amsterdam at Mundus College)",
    "https://www.amsterdamsdagblad.nl/regio/officile-opening-opleiding-koudetechniek-en-klimaatsystemen-in-noord-holland",
  ),
  tudelftEnv: s28(
    "nl-tudelft-env-msc",
    "Technische Universiteit Delft, Faculty of Civil Engineering and Geosciences",
    "FAQ new master programmes: application deadlines and admission requirements (MSc Environmental Engineering from September 2022)",
    "https://www.tudelft.nl/en/ceg/education/master-programmes/frequently-asked-questions-new-master-programmes/application-deadlines-and-admission-requirements",
  ),
  iheSanitation: s28(
    "nl-ihe-delft-sanitation",
    "IHE Delft Institute for Water Education",
    "MSc specialization Sanitation (12 months; from 2022 within the MSc Programme in Water and Sustainable Development)",
    "https://www.un-ihe.org/msc-programmes/specialization/sanitation",
  ),
  leidenPol: s28(
    "nl-leiden-political-science-msc",
    "Universiteit Leiden (read on issuu)",
    "Masterflyer Political Science 2020 (MSc Political Science, 1 year)",
    "https://issuu.com/universiteit-leiden/docs/masterflyers_political_science__2020_",
  ),
  tueDsai: s28(
    "nl-tue-dsai-msc",
    "Technische Universiteit Eindhoven",
    "Growing up with a new master's (the MSc Data Science and Artificial Intelligence, launched September 2021), 13 January 2022",
    "https://www.tue.nl/en/news-and-events/news-overview/13-01-2022-growing-up-with-a-new-masters/",
  ),
  tilburgDs: s28(
    "nl-tilburg-data-science",
    "Tilburg University",
    "Master's programme Data Science: Business and Governance, program (one year, 60 EC)",
    "https://www.tilburguniversity.edu/education/masters-programmes/data-science-business-and-governance/program",
  ),
  leidenStat: s28(
    "nl-leiden-statistics-data-science",
    "Universiteit Leiden",
    "Statistics and Data Science (MSc): about the programme (two years, 120 EC)",
    "https://universiteitleiden.nl/en/education/study-programmes/master/statistics--data-science/about-the-programme",
  ),
  uuMsbbss: s28(
    "nl-uu-msbbss-emos",
    "Eurostat, European Master in Official Statistics (CROS portal)",
    "NL – Utrecht University: Methodology and Statistics for the Behavioural, Biomedical and Social Sciences (year 1, year 2)",
    "https://cros.ec.europa.eu/book-page/nl-utrecht-university",
  ),
  leidenIclon: s28(
    "nl-leiden-iclon-leraar-vho",
    "Universiteit Leiden, ICLON",
    "Master Leraar VHO (lerarenopleiding): 60 EC, voltijd 1 jaar (schoolvakken, onder meer Engels)",
    "https://www.universiteitleiden.nl/iclon/lo/opleidingstrajecten/master-leraar-vho-lerarenopleiding",
  ),
  hvaMsw: s28(
    "nl-hva-master-social-work",
    "Hogeschool van Amsterdam",
    "Master Social Work: studielast (60 EC, 30 EC per jaar)",
    "https://www.hva.nl/opleidingen/master-social-work/studielast",
  ),
  wurTourism: s28(
    "nl-wur-tourism-msc",
    "Wageningen University & Research",
    "MSc Tourism, Society and Environment: application and admission (completed in two years)",
    "https://www.wur.nl/en/education-programmes/master/msc-programmes/msc-tourism-society-and-environment/application-and-admission.htm",
  ),
  buasTdm: s28(
    "nl-buas-tdm",
    "NHTV Breda University of Applied Sciences (read in a copy on docslib.org)",
    "TDM Insights, Issue I, 2017 (online journal of the Master of Arts in Tourism Destination Management)",
    "https://docslib.org/doc/3069619/tdm-insights-is-an-online-journal-that-has-discussions-and-columns-on-the-topic-of-tourism-destination-manage-14-the-application-of-experiential-marketing-in-ment",
  ),
  rsmCems: s28(
    "nl-eur-rsm-cems",
    "Rotterdam School of Management, Erasmus University",
    "MSc International Management – CEMS (full-time, 18 months)",
    "https://www.rsm.nl/education/master/msc-programmes/msc-international-management-cems/",
  ),
  rugIbm: s28(
    "nl-rug-ibm-msc",
    "Rijksuniversiteit Groningen, Faculty of Economics and Business",
    "MSc International Business & Management",
    "https://www.rug.nl/feb/mscibm",
  ),
  umExcellence: s28(
    "nl-um-sbe-excellence",
    "Universiteit Maastricht, School of Business and Economics",
    "Excellence programmes (naming the MSc International Business)",
    "https://www.maastrichtuniversity.nl/about-um/faculties/school-business-and-economics/excellence-programmes",
  ),
  leidenPa: s28(
    "nl-leiden-pa-msc",
    "Universiteit Leiden, e-Prospectus",
    "Public Administration: International and European Governance (MSc Public Administration, four blocks of 15 EC)",
    "https://www.studiegids.universiteitleiden.nl/en/studies/9335/public-administration-international-and-european-governance",
  ),
  eurPa: s28(
    "nl-eur-pa-msc",
    "Erasmus Universiteit Rotterdam",
    "Urban Governance (Inclusive & Sustainable Cities): admission (a specialisation of the master's programme Public Administration)",
    "https://www.eur.nl/en/master/urban-governance-inclusive-sustainable-cities/admission",
  ),
  eurHcm: s28(
    "nl-eur-hcm-msc",
    "Erasmus Universiteit Rotterdam",
    "Master Health Care Management: curriculum (full-time, 12 months)",
    "https://www.eur.nl/english/master/programmes/health_care_management/curriculum/",
  ),
  umHpim: s28(
    "nl-um-hpim-msc",
    "Universiteit Maastricht (read in a copy on Scribd)",
    "Admission & registration, Master Healthcare Policy, Innovation and Management (page of 2 August 2019)",
    "https://www.scribd.com/document/433003299/Admission-Registration-Ma-Healthcare-Policy-Innovation-and-Management-Maastricht-University-2-8-2019",
  ),
  tueOml: s28(
    "nl-tue-oml-msc",
    "Technische Universiteit Eindhoven, Education Guide (read on a mirror host)",
    "Operations Management and Logistics: curriculum inflow AY 2021-2022 and earlier (120 ECTS)",
    "https://educationguide.typo3.tue-nl.maxserv.io/programs/graduate-school/masters-programs/operations-management-logistics/curriculum/curriculum-inflow-ay-2021-2022-and-earlier",
  ),
};

/** Session 28's verification pass (2026-11-28): rows of the earlier passes re-read on a page found with the search tools. */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    {
      institution: "nl-tudelft",
      career: "mathematics",
      level: "bachelor",
      source: S28.tudelftTw.id,
      set: { duration: "3 jaar" },
    },
    { institution: "nl-hanze", career: "music", level: "bachelor", source: S28.hanzeMusic.id, set: { duration: null } },
    { institution: "nl-ahk", career: "music", level: "bachelor", source: S28.cvaBachelor.id },
    { institution: "nl-kc", career: "music", level: "bachelor", source: S28.kcGuide.id, set: { duration: null } },
    { institution: "nl-ahk", career: "music-education", level: "bachelor", source: S28.cvaEducation.id },
    {
      institution: "nl-hva",
      career: "physical-education",
      level: "bachelor",
      source: S28.hvaAlo.id,
      set: { duration: "4 jaar" },
    },
    { institution: "nl-hanze", career: "physical-education", level: "bachelor", source: S28.hanzeAlo.id },
    {
      institution: "nl-fontys",
      career: "physical-education",
      level: "bachelor",
      source: S28.fontysAlo.id,
      set: { duration: null },
    },
    {
      institution: "nl-hhs",
      career: "physical-education",
      level: "bachelor",
      source: S28.hhsHalo.id,
      set: { duration: null },
    },
    { institution: "nl-hu", career: "social-work", level: "bachelor", source: S28.huSw.id, set: { duration: null } },
    { institution: "nl-fontys", career: "social-work", level: "bachelor", source: S28.fontysSw.id },
    { institution: "nl-wur", career: "nutrition", level: "bachelor", source: S28.wurNutrition.id },
    { institution: "nl-hva", career: "nutrition", level: "bachelor", source: S28.hvaNutrition.id },
    {
      institution: "nl-um",
      career: "international-business",
      level: "bachelor",
      source: S28.umIb.id,
      set: { duration: null },
    },
    { institution: "nl-hu", career: "international-business", level: "bachelor", source: S28.huIb.id },
    { institution: "nl-hanze", career: "international-business", level: "bachelor", source: S28.hanzeIb.id },
    {
      institution: "nl-hhs",
      career: "international-business",
      level: "bachelor",
      source: S28.hhsIb.id,
      set: { duration: null },
    },
    { institution: "nl-eur", career: "public-administration", level: "bachelor", source: S28.eurBk.id },
    { institution: "nl-eur", career: "health-services-administration", level: "bachelor", source: S28.eurGw.id },
    {
      institution: "nl-hr",
      career: "health-services-administration",
      level: "bachelor",
      source: S28.hrMiz.id,
      set: { duration: null },
    },
    { institution: "nl-deltion", career: "pharmacy-technician", level: "technical", source: S28.deltionApo.id },
    {
      institution: "nl-tue",
      career: "industrial-engineering",
      level: "bachelor",
      source: S28.tueIe.id,
      set: { name: "Industrial Engineering (BSc)" },
    },
    {
      institution: "nl-rug",
      career: "industrial-engineering",
      level: "bachelor",
      source: S28.rugIem.id,
      set: { name: "Industrial Engineering and Management (BSc)", duration: null },
    },
    {
      institution: "nl-ut",
      career: "industrial-engineering",
      level: "graduate",
      source: S28.utIemMsc.id,
      set: { duration: null },
    },
    {
      institution: "nl-uu",
      career: "veterinary-medicine",
      level: "bachelor",
      source: S28.uuDgk.id,
      // the three years are the bachelor's only: a vet also takes the three-year master Diergeneeskunde
      set: { name: "Diergeneeskunde (bachelor, gevolgd door de master)" },
    },
    {
      institution: "nl-rocva",
      career: "refrigeration-air-conditioning",
      level: "technical",
      source: S28.rocvaKoude.id,
    },
    {
      institution: "nl-tudelft",
      career: "environmental-engineering",
      level: "graduate",
      source: S28.tudelftEnv.id,
      set: { duration: null },
    },
    {
      institution: "nl-ihe-delft",
      career: "environmental-engineering",
      level: "graduate",
      source: S28.iheSanitation.id,
      set: { name: "MSc Water and Sustainable Development (formerly MSc Sanitation)", duration: null },
    },
    { institution: "nl-leiden", career: "political-science", level: "graduate", source: S28.leidenPol.id },
    {
      institution: "nl-tue",
      career: "data-science",
      level: "graduate",
      source: S28.tueDsai.id,
      set: { duration: null },
    },
    { institution: "nl-tilburg", career: "data-science", level: "graduate", source: S28.tilburgDs.id },
    { institution: "nl-leiden", career: "statistics", level: "graduate", source: S28.leidenStat.id },
    { institution: "nl-uu", career: "statistics", level: "graduate", source: S28.uuMsbbss.id },
    { institution: "nl-leiden", career: "english-teaching", level: "graduate", source: S28.leidenIclon.id },
    { institution: "nl-hva", career: "social-work", level: "graduate", source: S28.hvaMsw.id },
    { institution: "nl-wur", career: "tourism", level: "graduate", source: S28.wurTourism.id },
    { institution: "nl-buas", career: "tourism", level: "graduate", source: S28.buasTdm.id, set: { duration: null } },
    {
      institution: "nl-eur",
      career: "international-business",
      level: "graduate",
      source: S28.rsmCems.id,
      set: { duration: "18 maanden" },
    },
    {
      institution: "nl-rug",
      career: "international-business",
      level: "graduate",
      source: S28.rugIbm.id,
      set: { duration: null },
    },
    {
      institution: "nl-um",
      career: "international-business",
      level: "graduate",
      source: S28.umExcellence.id,
      set: { duration: null },
    },
    { institution: "nl-leiden", career: "public-administration", level: "graduate", source: S28.leidenPa.id },
    {
      institution: "nl-eur",
      career: "public-administration",
      level: "graduate",
      source: S28.eurPa.id,
      set: { duration: null },
    },
    { institution: "nl-eur", career: "health-services-administration", level: "graduate", source: S28.eurHcm.id },
    {
      institution: "nl-um",
      career: "health-services-administration",
      level: "graduate",
      source: S28.umHpim.id,
      set: { duration: null },
    },
    { institution: "nl-tue", career: "industrial-engineering", level: "graduate", source: S28.tueOml.id },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28B` pass (its id ends in `-s28b`). */
const s28b = taggedPages("s28b", "2026-11-28");

/** The pages the second session-28 verification pass read, one per row or set of rows it bears out (see the header). */
const S28B = {
  ruMasters: s28b(
    "nl-ru-nsm-oer-master",
    "Radboud Universiteit, Nijmegen School of Management (read in a copy on vdocument.in)",
    "Education and Examination Regulations, Master's Degree Programmes, Nijmegen School of Management 2019-2020 (31 August 2019; Business Administration, Public Administration, Economics, Political Science, Spatial Planning, Human Geography, Environment and Society Studies)",
    "https://vdocument.in/education-and-examination-regulations-masteras-degree-the-education-and-examination.html",
  ),
  utIem: s28b(
    "nl-ut-iem-geschiedenis",
    "Bekader (bekader.nl)",
    "Management and business studies in Twente since 1964 (Technische Bedrijfskunde continued from 2002 as the English-taught bachelor and master Industrial Engineering & Management)",
    "https://www.bekader.nl/about/history-of-university-and-management-studies",
  ),
};

/**
 * Session 28's second verification pass (2026-11-28): three more of the worklist's rows written without reading their
 * page, each re-pointed to a stored page that names the program at the institution and level; none of the pages states
 * the length, so the lengths written from memory are taken out (see the header's "VERIFIED_S28B" paragraph). No row was
 * withdrawn.
 */
const VERIFIED_S28B: CatalogPass = {
  sources: Object.values(S28B),
  reread: [
    {
      institution: "nl-ru",
      career: "public-administration",
      level: "graduate",
      source: S28B.ruMasters.id,
      set: { duration: null },
    },
    {
      institution: "nl-ru",
      career: "political-science",
      level: "graduate",
      source: S28B.ruMasters.id,
      set: { duration: null },
    },
    {
      institution: "nl-ut",
      career: "industrial-engineering",
      level: "bachelor",
      source: S28B.utIem.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S29` pass (its id ends in `-s29`). */
const s29 = taggedPages("s29", "2026-11-28");

/** The pages the session-29 verification pass read, one per row it bears out (see the header). */
const S29 = {
  leidenWiskunde: s29(
    "nl-leiden-bachelor-mathematics-news",
    "Universiteit Leiden (news)",
    "Connect four: bachelor mathematics labelled excellent for the fourth time (the Keuzegids Universiteiten labels the Leiden bachelor's programme Mathematics 'Top Programme'; December 2019)",
    "https://www.universiteitleiden.nl/en/news/2019/12/connect-four-bachelor-mathematics-labelled-excellent-for-the-fourth-time",
  ),
  ruBestuurskunde: s29(
    "nl-ru-bestuurskunde-visitatie-news",
    "Radboud Universiteit (nieuws)",
    "Opleiding Bestuurskunde ontvangt lof van visitatiecommissie (visitatie door NVAO en EAPAA op 6 en 7 november; suggesties onder andere over een nieuwe opzet voor de bachelorthesis)",
    "https://www.ru.nl/over-ons/nieuws/opleiding-bestuurskunde-ontvangt-lof-van-visitatiecommissie",
  ),
};

/**
 * Session 29's verification pass (2026-11-28): two more of the worklist's bachelor rows written without reading their page,
 * each re-pointed to the university's own news page on the programme (see the header's "VERIFIED_S29" paragraph).
 */
const VERIFIED_S29: CatalogPass = {
  sources: Object.values(S29),
  reread: [
    { institution: "nl-leiden", career: "mathematics", level: "bachelor", source: S29.leidenWiskunde.id },
    // the news page gives no length: the "3 jaar" written from memory is taken out
    {
      institution: "nl-ru",
      career: "public-administration",
      level: "bachelor",
      source: S29.ruBestuurskunde.id,
      set: { duration: null },
    },
  ],
  withdrawn: [],
};

export const CATALOG_NL: CountryCatalog = withPasses(
  FIRST_ROWS,
  ADDED,
  ADDED_28,
  ADDED_S24,
  ADDED_S26,
  VERIFIED_S27,
  VERIFIED_S28,
  VERIFIED_S28B,
  VERIFIED_S29,
);
