/**
 * Where to study in US: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Most rows come from the U.S. Department of Education's College Scorecard "Field of Study" data
 * (public domain), imported by scripts/data/import-college-scorecard.ts into us.generated.ts:
 * program names are the registry's CIP series titles with the credential awarded.
 *
 * The CIP series cannot tell some careers apart (graphic design from illustration, data science
 * from statistics, a baking program from a culinary one…), so the rows below are hand-written from
 * the institutions' own program pages, for institutions the registry already lists (they keep their
 * registry id). They were written on 2026-11-26 from knowledge of the institutions' published
 * programs, not re-read online (this machine has no internet). The rows marked `ADDED_ON` (the physical
 * education degrees of SUNY Cortland and SUNY Brockport, the pharmacy technician certificates of Austin
 * and Houston community colleges, Christine Valmy's makeup artistry course, Douglas Education Center's
 * special make-up effects program) were written on 2026-11-27 the same way; check them before relying on them.
 * Rows to check first: none beyond the general caveat (both make-up programs are long-standing ones).
 * The rows added on 2026-11-28 (music production, surgical technology, commercial pilot, respiratory therapy,
 * renewable energy, textile design, surveying, aircraft maintenance) are of two kinds: `paged` rows, each citing
 * the stored copy of the institution's own catalog or program page found with the search tools (some stored
 * under http:// and cited here at the same address over https://; Miami Dade College's pilot degree rests on a
 * 2010 news page of the college), and a few `hand` rows dated 2026-11-28 written from knowledge of the
 * institutions' published programs, not re-read online. Check first: Spartan College's "Aviation Maintenance
 * Technology" (credential and campus), Texas State Technical College's wind energy degree (taught at Sweetwater),
 * Alfred State's surveying AAS, Columbia Gorge's "Electro-Mechanical Technology" (the renamed renewable energy
 * program: check it still trains wind technicians) and Full Sail's Music Production B.S. (online).
 * A verification pass of 2026-11-28 (session 27, `VERIFIED_S27`) searched stored public pages for the hand-written rows
 * readers see most and re-pointed each row found to the page read, with its official name and length as read (the
 * catalog's first rows are now `FIRST_ROWS`, and `CATALOG_US` applies the pass with `withPasses`). Re-read: Douglas
 * Education Center's Tom Savini Special Make-Up Effects Program (Pittsburgh Post-Gazette, 31 October 2010: "the only
 * two-year associate's degree in this specialized business"; named as the Associate in Specialized Business, not
 * Specialized Technology; its length is left out, as stored pages give both two years and 16 months); Austin Community
 * College's Pharmacy Technician Level 2 Certificate (its application page: the certificate plan is the first two semesters
 * of the AAS; "2 semesters" replaces "1 year"); Houston Community College's Pharmacy Technician Certificate II (its C2
 * admissions guide: 3 semesters full time, replacing "1 year"); UC Berkeley's MIDS (datascience.berkeley.edu FAQ);
 * Columbia's Master of Science in Data Science (its Data Science Institute's admissions FAQ: 30 credits, three semesters
 * for most full-time students); NYU's Master of Science in Data Science (NYU Bulletins, GSAS) and M.S. in Cybersecurity
 * (NYU Bulletins, Tandon); Michigan's Bachelor of Music in Music Education, Instrumental (its SMTD degree page; a choral
 * track exists too); Indiana's Bachelor of Music Education (Jacobs School Bulletin 2022-2023); SUNY Cortland's Bachelor of
 * Science in Education in Physical Education (2021-22 catalog); SUNY Brockport's Physical Education Teacher Education Major
 * (BS) (a BS, not a B.S.Ed.); NOVA's Information Systems Technology, A.A.S. (the current title of its IT associate of
 * applied science; two-year curriculum; Annandale among its campuses); Georgia Tech's Master of Science in Cybersecurity
 * (iisp.gatech.edu); and the BFA in Illustration of RISD, Pratt, SVA, MICA and SCAD (Animation Career Review's 2024 ranking
 * of schools offering the Illustration BFA: a third-party ranking page, the weakest source of the pass). Withdrawn: none.
 * Not re-read (searched, nothing found): Christine Valmy's Makeup Artistry (no stored page of the school), Valencia
 * College's Computer Information Technology A.S. (its own B.A.S. FAQ names the degree only as an entry qualification from
 * any college), Carnegie Mellon's M.S. in Information Security. Not searched (the pass's look-ups ran out): USC's and
 * SCAD's animation M.F.A.s, NYU's and GWU's tourism master's, Purdue's, UMGC's and Champlain's cybersecurity bachelor's.
 * A second verification pass of 2026-11-28 (session 28, `VERIFIED_S28`) searched stored public pages (search tools only; no
 * page re-read online; 13 look-ups) for the rows the first pass had not re-read or had searched without result, and
 * re-pointed each row found to the page read. Re-read: USC's animation M.F.A. (USC Catalogue 2023-2024, "Expanded Animation
 * Research and Practice (MFA)": the row is renamed from "M.F.A. in Expanded Animation" to "Master of Fine Arts in Expanded
 * Animation Research and Practice"; a sponsored Cartoon Brew page on its launch agrees); SCAD's M.F.A. in Animation (Animation
 * Career Review's 2024 ranking of Georgia animation schools: BFA, MA and MFA in Animation; its 2021 ranking gives the MFA at
 * Atlanta, Savannah and eLearning); NYU's M.S. in Tourism Management (the history page of the SCPS's Preston Robert Tisch
 * Center, stored at http and cited at https, which names its graduate degrees in tourism management); GWU's Master of Tourism
 * Administration (its own graduate-program page: full-time students finish in one and a half to two years, so the length
 * "1.5-2 years (full-time)" is set; its Bulletin page agrees); Purdue's B.S. in Cybersecurity (2023-2024 University Catalog,
 * "Cybersecurity, BS", 120 credits, a major of the Computer and Information Technology program); Carnegie Mellon's M.S. in
 * Information Security (its Information Networking Institute's MS35 curriculum page, for students starting in 2023-24; the
 * first pass had searched this row without result). Weak sources, to replace first: Animation Career Review (a third-party
 * ranking) and NYU's old, undated Tisch Center history page (check first: the current Tisch Center page found is of the
 * MS in Global Hospitality Management, new in fall 2021; the tourism master's current title is not on a stored page).
 * Withdrawn: none. Searched and not found: Christine Valmy's Makeup Artistry (a 2012 blog post lists makeup in the New York
 * school's curriculum, and the school's 2014-2015 catalog, copied on doczz, is of its Pine Brook, NJ, campus and lists skin
 * care, cosmetology, manicure and instructor training, no make-up program: check first that the New York school offers a
 * make-up program under that name); Valencia College's Computer Information Technology A.S. (only its B.A.S. FAQ again);
 * UMGC's B.S. in Cybersecurity Technology (the stored UMGC pages name its B.S. in Computer Networks and Cybersecurity and
 * B.S. in Cybersecurity Management and Policy, and "cybersecurity technology" only among its graduate programs; UMUC's 2010
 * release launched a "Bachelor of Science in cybersecurity": check first the bachelor's current title); Champlain College's
 * B.S. in Cybersecurity (a 2012 Campus Technology page names only its Computer & Digital Forensics and Computer Networking &
 * Information Security programs, then).
 * A third verification pass of 2026-11-28 (session 28, `VERIFIED_S28B`): three look-ups with new queries (stored copies of
 * public pages, search tools only), none of which found a page of the institution; no row was changed, so the catalog
 * has no `VERIFIED_S28B` block. Searched and not found: Christine Valmy's Makeup Artistry (a query naming the New York
 * school's make-up program and hours found only other New York make-up schools' catalogs: Make Up For Ever Academy,
 * Chic Studios, Paul Mitchell the School NYC); Valencia College's Computer Information Technology A.S. (a catalog
 * query found again only the B.A.S. FAQ that names the A.S. as an entry qualification, and other colleges'
 * catalogs); UMGC's B.S. in Cybersecurity Technology (a catalog query found only UMGC's B.S. in Cybersecurity
 * Management and Policy, in the University System of Maryland's transfer guides, and UMUC's 2010 release on its new
 * Bachelor of Science in cybersecurity: check first the bachelor's current title). Not searched again: Champlain
 * College's B.S. in Cybersecurity.
 * Verification pass of 2026-11-28 (session 29): two look-ups with new queries on stored copies of public pages (search
 * tools only) found no page of the institution, so no row was changed and there is no `VERIFIED_S29` block. Searched and
 * not found: Champlain College's B.S. in Cybersecurity (only reports, 2024-2025, on its CyberStart dual-enrollment
 * program, a 12-credit cybersecurity certificate for Vermont high-school students with conditional acceptance to
 * Champlain, copied at another address, and the 2012 Campus Technology page again); Valencia College's Computer
 * Information Technology A.S. (a query by its catalog found again only the B.A.S. FAQ naming the A.S. as an entry
 * qualification, and SEO blogs). Not searched again (searched three times before without result; no new query):
 * Christine Valmy's Makeup Artistry and UMGC's B.S. in Cybersecurity Technology.
 * Second verification pass of 2026-11-28 (session 29): one look-up, a text search of public repositories by the name
 * "Christine Valmy", found no page to cite, so no row was changed and there is no `VERIFIED_S29B` block. Searched and not
 * found: Christine Valmy's Makeup Artistry (the search found a list of institution names with "Christine Valmy
 * International School for Esthetics Skin Care & Makeup", the code of a chat assistant and a case study built for the
 * school, and unrelated shops; none states the school's programs, and none could be traced to a page or repository to
 * cite). Not searched again (three or four passes without result, no new query): Valencia College's Computer
 * Information Technology A.S., UMGC's B.S. in Cybersecurity Technology, Champlain College's B.S. in Cybersecurity.
 */
import type { CountryCatalog, DataSource } from "../types";
import {
  type CatalogPass,
  institutionPage,
  offered,
  officialWebsite,
  pagesOn,
  type ProgramRow,
  taggedPages,
  withPasses,
} from "./define";
import { CATALOG_US_REGISTRY } from "./us.generated";

const HAND: {
  unitid: string;
  level: "technical" | "bachelor" | "graduate";
  rows: ProgramRow[];
  retrieved: string;
}[] = [];
const ADDED_ON = "2026-11-27";

function hand(
  unitid: string,
  level: "technical" | "bachelor" | "graduate",
  rows: ProgramRow[],
  retrieved = "2026-11-26",
) {
  HAND.push({ unitid, level, rows, retrieved });
}

// Bachelor's degrees.
hand("217493", "bachelor", [
  ["graphic-design", "BFA in Graphic Design"],
  ["illustration", "BFA in Illustration"],
]);
hand("194578", "bachelor", [
  ["graphic-design", "BFA in Communications Design"],
  ["illustration", "BFA in Illustration"],
]);
hand("197151", "bachelor", [["illustration", "BFA in Illustration"]]);
hand("163295", "bachelor", [
  ["illustration", "BFA in Illustration"],
  ["graphic-design", "BFA in Graphic Design"],
]);
hand("193900", "bachelor", [
  ["game-design", "BFA in Game Design"],
  ["mathematics-teaching", "B.S. in Teaching Mathematics, Grades 7-12"],
]);
hand("195003", "bachelor", [
  ["game-design", "BS in Game Design and Development"],
  ["software-engineering", "BS in Software Engineering"],
]);
hand("140951", "bachelor", [
  ["illustration", "BFA in Illustration"],
  ["game-design", "BFA in Interactive Design and Game Development"],
]);
hand("110635", "bachelor", [["data-science", "B.A. in Data Science"]]);
hand("110680", "bachelor", [["data-science", "B.S. in Data Science"]]);
hand("170976", "bachelor", [
  ["data-science", "B.S.E. in Data Science"],
  ["music-education", "B.M. in Music Education"],
]);
hand("243780", "bachelor", [["cybersecurity", "B.S. in Cybersecurity"]]);
hand("163204", "bachelor", [["cybersecurity", "B.S. in Cybersecurity Technology", { modality: "distance" }]]);
hand("230852", "bachelor", [["cybersecurity", "B.S. in Cybersecurity"]]);
hand("153603", "bachelor", [["software-engineering", "B.S. in Software Engineering"]]);
hand("239318", "bachelor", [["software-engineering", "B.S. in Software Engineering"]]);
hand("104151", "bachelor", [
  ["software-engineering", "BS in Software Engineering"],
  ["early-childhood-education", "BAE in Early Childhood Education"],
  ["primary-education", "BAE in Elementary Education"],
  ["mathematics-teaching", "BAE in Secondary Education (Mathematics)"],
  ["logistics", "BS in Supply Chain Management"],
]);
hand("132903", "bachelor", [["early-childhood-education", "B.S. in Early Childhood Development and Education"]]);
hand("134130", "bachelor", [["primary-education", "B.A.E. in Elementary Education"]]);
hand("151351", "bachelor", [
  ["primary-education", "B.S. in Education, Elementary Education"],
  ["music-education", "Bachelor of Music Education"],
]);
hand("141574", "bachelor", [["tourism", "B.S. in Travel Industry Management"]]);
hand("216339", "bachelor", [["tourism", "B.S. in Tourism and Hospitality Management"]]);
hand("217882", "bachelor", [["tourism", "B.S. in Parks, Recreation and Tourism Management"]]);
hand("203517", "bachelor", [["translation", "B.S. in Translation"]]);
hand("171100", "bachelor", [["logistics", "B.A. in Supply Chain Management"]]);
hand("214777", "bachelor", [["logistics", "B.S. in Supply Chain and Information Systems"]]);

// Graduate degrees.
hand("110635", "graduate", [
  ["data-science", "Master of Information and Data Science (MIDS)", { modality: "distance" }],
]);
hand("190150", "graduate", [["data-science", "M.S. in Data Science"]]);
hand("193900", "graduate", [
  ["data-science", "M.S. in Data Science"],
  ["cybersecurity", "M.S. in Cybersecurity"],
  ["game-design", "M.F.A. in Game Design"],
  ["mathematics-teaching", "M.A. in Teaching Mathematics, Grades 7-12"],
  ["translation", "M.S. in Translation and Interpreting"],
  ["tourism", "M.S. in Tourism Management"],
]);
hand("139755", "graduate", [
  ["cybersecurity", "M.S. in Cybersecurity"],
  ["logistics", "M.S. in Supply Chain Engineering"],
]);
hand("211440", "graduate", [
  ["cybersecurity", "M.S. in Information Security"],
  ["software-engineering", "Master of Software Engineering"],
  ["game-design", "Master of Entertainment Technology"],
]);
hand("122755", "graduate", [["software-engineering", "M.S. in Software Engineering"]]);
hand("214777", "graduate", [["software-engineering", "Master of Software Engineering"]]);
hand("196468", "graduate", [
  ["mathematics-teaching", "M.A. in Mathematics Education"],
  ["early-childhood-education", "M.A. in Early Childhood Education"],
]);
hand("131469", "graduate", [["tourism", "Master of Tourism Administration"]]);
hand("203517", "graduate", [["translation", "M.A. in Translation"]]);
hand("166683", "graduate", [["logistics", "Master of Applied Science in Supply Chain Management"]]);
hand("171100", "graduate", [["logistics", "M.S. in Supply Chain Management"]]);
hand("123961", "graduate", [
  ["animation", "M.F.A. in Expanded Animation"],
  ["game-design", "M.F.A. in Interactive Media and Games"],
]);
hand("140951", "graduate", [["animation", "M.F.A. in Animation"]]);

// Associate degrees and certificates.
hand("190503", "technical", [
  ["baking-pastry", "Associate in Occupational Studies in Baking and Pastry Arts", { duration: "2 years" }],
]);
hand("217235", "technical", [["baking-pastry", "A.S. in Baking & Pastry Arts", { duration: "2 years" }]]);
hand("232946", "technical", [["it-support-technician", "Information Technology, A.A.S.", { duration: "2 years" }]]);
hand("138187", "technical", [
  ["it-support-technician", "Computer Information Technology A.S.", { duration: "2 years" }],
  ["network-technician", "Network Engineering Technology A.S.", { duration: "2 years" }],
]);
hand("135717", "technical", [["paramedic", "Emergency Medical Services A.S.", { duration: "2 years" }]]);
hand("222992", "technical", [
  ["paramedic", "Emergency Medical Services Professions: Paramedic A.A.S.", { duration: "2 years" }],
]);
hand("191126", "technical", [["photography", "Photography and Related Media AAS", { duration: "2 years" }]]);
hand("243780", "technical", [["veterinary-technician", "Veterinary Nursing A.S.", { duration: "2 years" }]]);

// Added on 2026-11-27.
hand("196149", "bachelor", [["physical-education", "Physical Education, B.S.E."]], ADDED_ON);
hand("196121", "bachelor", [["physical-education", "Physical Education Teacher Education, B.S.Ed."]], ADDED_ON);
hand("189990", "technical", [["makeup-artistry", "Makeup Artistry"]], ADDED_ON);
hand(
  "212045",
  "technical",
  [["makeup-artistry", "Tom Savini's Special Make-Up Effects Program (Associate in Specialized Technology)"]],
  ADDED_ON,
);
hand(
  "222992",
  "technical",
  [["pharmacy-technician", "Pharmacy Technician Certificate", { duration: "1 year" }]],
  ADDED_ON,
);
hand(
  "225423",
  "technical",
  [["pharmacy-technician", "Pharmacy Technician Certificate", { duration: "1 year" }]],
  ADDED_ON,
);

// Added on 2026-11-28 (see the header). `paged` rows cite the stored copy of the institution's own
// page they were read from; `hand` rows with this date rest on knowledge of the published programs.
const ADDED_2026_11_28 = "2026-11-28";
const PAGED: {
  unitid: string;
  key: string;
  level: "technical" | "bachelor" | "graduate";
  title: string;
  url: string;
  rows: ProgramRow[];
}[] = [];
function paged(
  unitid: string,
  key: string,
  level: "technical" | "bachelor" | "graduate",
  page: { title: string; url: string },
  rows: ProgramRow[],
) {
  PAGED.push({ unitid, key, level, ...page, rows });
}

// Music production (bachelor's and master's).
paged(
  "164748",
  "mpe",
  "bachelor",
  {
    title: "Music Production and Engineering major",
    url: "https://www.berklee.edu/majors/music-production-and-engineering",
  },
  [["music-production", "Bachelor of Music in Music Production and Engineering"]],
);
paged(
  "220978",
  "ri",
  "bachelor",
  {
    title: "Undergraduate Catalog 2023-2024: Recording Industry",
    url: "https://catalog.mtsu.edu/preview_entity.php?catoid=36&ent_oid=1984",
  },
  [["music-production", "Audio Production, B.S."]],
);
paged(
  "220978",
  "ri-mfa",
  "graduate",
  { title: "Department of Recording Industry", url: "https://mtsu.edu/recording-industry/index.php" },
  [["music-production", "M.F.A. in Recording Arts and Technologies"]],
);
paged(
  "134237",
  "mp",
  "bachelor",
  {
    title: "Degree Spotlight: Music Production",
    url: "https://www.fullsailblog.com/music-production-degree-spotlight",
  },
  [["music-production", "Music Production Bachelor of Science", { modality: "distance" }]],
);
paged(
  "129525",
  "mpt",
  "bachelor",
  {
    title: "The Hartt School: Music Production & Technology",
    url: "https://www.hartford.edu/academics/schools-colleges/hartt/academics/music/music-production-and-technology.aspx",
  },
  [["music-production", "Bachelor of Music in Music Production and Technology"]],
);
paged(
  "193900",
  "cdi",
  "bachelor",
  {
    title: "Clive Davis Institute of Recorded Music: sample progression of courses",
    url: "https://tisch.nyu.edu/clive-davis-institute/curriculum/sample-progression-of-courses",
  },
  [["music-production", "B.F.A. in Recorded Music (Clive Davis Institute, Tisch School of the Arts)"]],
);
paged(
  "151351",
  "aesp",
  "bachelor",
  {
    title: "Jacobs School of Music Bulletin 2024-2025: Audio Engineering and Sound Production",
    url: "https://bulletins.iu.edu/iub/music/2024-2025/undergraduate/audio-engineering/bachelor.shtml",
  },
  [["music-production", "Bachelor of Science in Audio Engineering and Sound Production"]],
);
paged(
  "151379",
  "map",
  "bachelor",
  {
    title: "Bulletin 2024-2025: Music - Audio Production (Bachelor of Science)",
    url: "https://bulletins.iu.edu/ius/2024-2025/schools/arts-and-letters/bs-music-audio-production.shtml",
  },
  [["music-production", "Music - Audio Production (Bachelor of Science)"]],
);

// Surgical technology (associate degrees).
paged(
  "140942",
  "st",
  "technical",
  {
    title: "Surgical Technology Associate Degree",
    url: "https://www.savannahtech.edu/programs/surgical-technology-associate-degree/",
  },
  [["surgical-technology", "Surgical Technology Associate Degree", { duration: "2 years" }]],
);
paged(
  "485458",
  "st",
  "technical",
  {
    title: "Catalog: Surgical Technology ST13, Associate of Applied Science",
    url: "https://coastalpines.smartcatalogiq.com/current/Catalog-Student-Handbook/Programs-of-Study1/Surgical-Technology/Surgical-Technology-ST13-Associate-of-Applied-Science",
  },
  [["surgical-technology", "Surgical Technology, Associate of Applied Science", { duration: "2 years" }]],
);
paged(
  "144865",
  "st",
  "technical",
  {
    title: "Catalog: Surgical Technology AAS",
    url: "https://catalog.cod.edu/programs-study/surgical-technology/surgical-technology-aas",
  },
  [["surgical-technology", "Surgical Technology AAS", { duration: "2 years" }]],
);
paged(
  "237686",
  "st",
  "technical",
  {
    title: "Catalog: Surgical Technology, A.A.S.",
    url: "https://wvup-public.courseleaf.com/programs-study/nursing-health-sciences/surgical-technology-aas",
  },
  [["surgical-technology", "Surgical Technology, A.A.S.", { duration: "2 years" }]],
);
paged(
  "161767",
  "st",
  "technical",
  {
    title: "Catalog 2022-2023: Surgical Technology (A.A.S.)",
    url: "https://catalog.aacc.edu/preview_program.php?catoid=35&poid=14492",
  },
  [["surgical-technology", "Surgical Technology, A.A.S.", { duration: "2 years" }]],
);
paged(
  "102553",
  "st",
  "technical",
  {
    title: "Catalog: AAS in Surgical Technology",
    url: "https://catalog.uaa.alaska.edu/undergraduateprograms/coh/aas-surgicaltechnology/",
  },
  [["surgical-technology", "Associate of Applied Science in Surgical Technology", { duration: "2 years" }]],
);

// Commercial pilot (associate degrees leading to the FAA commercial pilot certificate).
paged(
  "234951",
  "pilot",
  "technical",
  {
    title:
      "Catalog 2024-2025: Professional Pilot - Associate of Applied Technology Degree / Associate in Applied Science – T Degree",
    url: "https://cptc.smartcatalogiq.com/en/2024-2025/catalog/program-descriptions/professional-pilot/professional-pilot-associate-of-applied-technology-degree-associate-in-applied-science-t-degree",
  },
  [
    [
      "commercial-pilot",
      "Professional Pilot - Associate of Applied Technology / Associate in Applied Science – T",
      { duration: "2 years" },
    ],
  ],
);
paged(
  "136516",
  "pilot",
  "technical",
  {
    title: "Catalog 2024-2025: Professional Pilot Science, AS",
    url: "https://catalog.polk.edu/preview_program.php?catoid=52&poid=3367",
  },
  [["commercial-pilot", "Professional Pilot Science, AS", { duration: "2 years" }]],
);
paged(
  "135717",
  "aviation",
  "technical",
  {
    title: "Miami Dade College's School of Aviation Soaring to New Heights",
    url: "https://www.mdc.edu/main/news/articles/2010/06/mdc_school_of_aviation_soaring_to_new_he.aspx",
  },
  [["commercial-pilot", "Professional Pilot Technology, Associate in Science", { duration: "2 years" }]],
);

// Respiratory therapy (bachelor's degrees).
paged(
  "230737",
  "rt",
  "bachelor",
  {
    title: "Catalog: Respiratory Therapy, B.S.",
    url: "https://catalog.uvu.edu/health-public-service/allied-health/respiratory-therapy-bs/",
  },
  [["respiratory-therapy", "Respiratory Therapy, B.S."]],
);
paged(
  "228644",
  "rc",
  "bachelor",
  {
    title: "Catalog: Bachelor of Science in Respiratory Care",
    url: "https://catalog.uthscsa.edu/schoolofhealthprofessions/respiratorycare/bsrc/",
  },
  [["respiratory-therapy", "Bachelor of Science in Respiratory Care"]],
);

// Renewable energy (associate degrees).
paged(
  "188261",
  "wet",
  "technical",
  {
    title: "Wind Energy Technology Program: Frequently Asked Questions",
    url: "https://www.mesalands.edu/academic-programs/degrees-certificates/wind-energy-technology-program/frequently-asked-questions/",
  },
  [["renewable-energy-technician", "Associate of Applied Science in Wind Energy Technology", { duration: "2 years" }]],
);
paged(
  "420556",
  "emtech",
  "technical",
  { title: "Electro-Mechanical Technology program", url: "https://www.cgcc.edu/career-tech-ed/em-tech" },
  [
    [
      "renewable-energy-technician",
      "Electro-Mechanical Technology, Associate of Applied Science (formerly Renewable Energy Technology)",
      { duration: "2 years" },
    ],
  ],
);

// Textile design (bachelor's degrees).
paged(
  "217493",
  "text",
  "bachelor",
  { title: "Textiles: Bachelor's Program", url: "https://www.risd.edu/academics/textiles/bachelors-program" },
  [["textile-design", "BFA in Textiles"]],
);
paged(
  "191126",
  "td",
  "bachelor",
  {
    title: "Catalog: Textile/Surface Design BFA",
    url: "https://catalog.fitnyc.edu/undergraduate/majors/baccalaureatedegreeprograms/textilesurfacedesignmajor/",
  },
  [["textile-design", "Textile/Surface Design BFA"]],
);

// Surveying (associate degrees).
paged(
  "230737",
  "surv",
  "technical",
  {
    title: "Catalog: Surveying Technology, AAS",
    url: "https://catalog.uvu.edu/engineering-technology/architecture-engineering-design/surveying-technology-aas",
  },
  [["surveying", "Surveying Technology, AAS", { duration: "2 years" }]],
);
paged(
  "196103",
  "lst",
  "technical",
  { title: "Academic Catalog: Land Surveying Technology (A.A.S.)", url: "https://www.esf.edu/catalog/current/lst.php" },
  [["surveying", "Land Surveying Technology (A.A.S.)", { duration: "2 years" }]],
);

// Aircraft maintenance (associate degrees leading to the FAA airframe and powerplant certificate).
paged(
  "420556",
  "amt",
  "technical",
  {
    title: "Associate of Applied Science: Aviation Maintenance Technology",
    url: "https://www.cgcc.edu/aviation-maintenance-tech-aas",
  },
  [["aircraft-maintenance", "Aviation Maintenance Technology, Associate of Applied Science", { duration: "2 years" }]],
);

// From knowledge of the institutions' published programs (not re-read online).
hand("139940", "bachelor", [["respiratory-therapy", "B.S. in Respiratory Therapy"]], ADDED_2026_11_28);
hand("142115", "bachelor", [["respiratory-therapy", "Respiratory Care, B.S."]], ADDED_2026_11_28);
hand("228459", "bachelor", [["respiratory-therapy", "B.S. in Respiratory Care"]], ADDED_2026_11_28);
hand("148511", "graduate", [["respiratory-therapy", "Master of Science in Respiratory Care"]], ADDED_2026_11_28);
hand("199193", "bachelor", [["textile-design", "B.S. in Fashion and Textile Design"]], ADDED_2026_11_28);
hand("217493", "graduate", [["textile-design", "MFA in Textiles"]], ADDED_2026_11_28);
hand("196006", "technical", [["surveying", "Surveying Engineering Technology, AAS"]], ADDED_2026_11_28);
hand(
  "487320",
  "technical",
  [["renewable-energy-technician", "Wind Energy Technology, Associate of Applied Science"]],
  ADDED_2026_11_28,
);
hand("207254", "technical", [["aircraft-maintenance", "Aviation Maintenance Technology"]], ADDED_2026_11_28);

/** The source of a hand row: the institution's own site, read on the row's date. */
const sourceId = (unitid: string, retrieved: string) =>
  retrieved === "2026-11-26" ? `us-site-${unitid}` : `us-site-${unitid}-${retrieved}`;

const HAND_SOURCES: DataSource[] = [...new Set(HAND.map((h) => `${h.unitid}|${h.retrieved}`))].map((key) => {
  const [unitid, retrieved] = key.split("|") as [string, string];
  const institution = CATALOG_US_REGISTRY.institutions.find((i) => i.id === `us-ipeds-${unitid}`);
  if (!institution) throw new Error(`us.ts: no registry institution us-ipeds-${unitid}`);
  return {
    id: sourceId(unitid, retrieved),
    publisher: institution.name,
    title: "Academic programs (official page)",
    url: officialWebsite(institution),
    licence: "Facts (names, levels, durations) cited from the institution's public page",
    retrieved,
    kind: "institution",
  };
});

/** The source of a `paged` row: the stored page it was read from. */
const pageSourceId = (unitid: string, key: string) => `us-page-${unitid}-${key}-${ADDED_2026_11_28}`;

const PAGE_SOURCES: DataSource[] = PAGED.map((p) => {
  const institution = CATALOG_US_REGISTRY.institutions.find((i) => i.id === `us-ipeds-${p.unitid}`);
  if (!institution) throw new Error(`us.ts: no registry institution us-ipeds-${p.unitid}`);
  return institutionPage(pageSourceId(p.unitid, p.key), institution.name, p.title, p.url, ADDED_2026_11_28);
});

/** The registry's rows with the hand-written and `paged` rows above; the verification pass below is applied to it. */
const FIRST_ROWS: CountryCatalog = {
  ...CATALOG_US_REGISTRY,
  sources: [...CATALOG_US_REGISTRY.sources, ...HAND_SOURCES, ...PAGE_SOURCES],
  programs: [
    ...CATALOG_US_REGISTRY.programs,
    ...HAND.flatMap((h) => offered(`us-ipeds-${h.unitid}`, h.level, sourceId(h.unitid, h.retrieved), h.rows)),
    ...PAGED.flatMap((p) => offered(`us-ipeds-${p.unitid}`, p.level, pageSourceId(p.unitid, p.key), p.rows)),
  ],
};

/** The date of the pages read by the verification pass `VERIFIED_S27`. */
const VERIFIED_S27_ON = "2026-11-28";
const s27 = pagesOn(VERIFIED_S27_ON, "us-s27v");

/**
 * Session 27's verification pass (2026-11-28): hand-written rows of the first passes (written without reading their page)
 * that a stored page now confirms, each re-pointed to that page with its name and length as read (see the header).
 * No row was withdrawn. Every entry gives the row's name, as the registry's rows share institution, career and level.
 */
const VERIFIED_S27: CatalogPass = {
  sources: [
    s27(
      "212045-savini",
      "Pittsburgh Post-Gazette",
      "Class gives frightening look to its students (31 October 2010: Tom Savini's Special Make-Up Effects Program at the Douglas Education Center, Monessen, \"the only two-year associate's degree in this specialized business\")",
      "https://www.post-gazette.com/lifestyle/2010/10/31/Class-gives-frightening-look-to-its-students/stories/201010310272",
    ),
    s27(
      "222992-phra",
      "Austin Community College District",
      "Pharmacy Technician: Application Process (Level 1 and Level 2 certificate plans; the certificate plan is the first two semesters of the AAS)",
      "https://sites.austincc.edu/health/phra/apply/",
    ),
    s27(
      "225423-phra",
      "Houston Community College",
      "Pharmacy Technician C2 Admissions Guide (Pharmacy Technician Certificate II; full time: 3 semesters)",
      "https://www.hccs.edu/programs/areas-of-study/health-sciences/pharmacy-technician/pharmacy-technician-c2-admissions-guide",
    ),
    s27(
      "110635-mids",
      "University of California, Berkeley, School of Information (datascience@berkeley)",
      "Master of Information and Data Science: frequently asked questions (27 units, classes delivered online, one campus immersion)",
      "https://datascience.berkeley.edu/about/faq/",
    ),
    s27(
      "190150-msds",
      "Columbia University, Data Science Institute",
      "FAQ: admissions (Master of Science in Data Science, 30 credits, most full-time students finish in three semesters)",
      "https://www.datascience.columbia.edu/faq-admissions",
    ),
    s27(
      "193900-msds",
      "New York University",
      "NYU Bulletins, Graduate School of Arts and Science: Data Science (MS)",
      "https://bulletins.nyu.edu/graduate/arts-science/programs/data-science-ms",
    ),
    s27(
      "170976-mued",
      "University of Michigan, School of Music, Theatre & Dance",
      "Bachelor of Music in Music Education, Instrumental",
      "https://smtd.umich.edu/degree/bachelor-of-music-in-music-education-instrumental/",
    ),
    s27(
      "151351-bme",
      "Indiana University Bloomington, Jacobs School of Music",
      "Jacobs School of Music Bulletin 2022-2023: Curricula for Bachelor's Degrees (Bachelor of Music Education in choral, general music, band and string teaching)",
      "https://bulletins.iu.edu/iub/music/2022-2023/undergraduate/curricula/index.shtml",
    ),
    s27(
      "196149-pe",
      "State University of New York at Cortland",
      "2021-22 Undergraduate Catalog: Physical Education Department (Bachelor of Science in Education in Physical Education)",
      "https://catalog.cortland.edu/preview_entity.php?catoid=39&ent_oid=2268&returnto=4964",
    ),
    s27(
      "196121-pete",
      "SUNY Brockport",
      "Physical Education Teacher Education Major (BS)",
      "https://www2.brockport.edu/live/profiles/5900-physical-education-teacher-education-major-bs",
    ),
    s27(
      "232946-ist",
      "Northern Virginia Community College",
      "Information Systems Technology, A.A.S. (two-year curriculum; Annandale among its campuses)",
      "https://admissions.nvcc.edu/programs/information-systems-technology-aas",
    ),
    s27(
      "139755-cyber",
      "Georgia Institute of Technology, Institute for Information Security & Privacy",
      "Master of Science in Cybersecurity (on campus and online; three tracks)",
      "https://iisp.gatech.edu/masters-degree",
    ),
    s27(
      "193900-cyber",
      "New York University",
      "NYU Bulletins, Tandon School of Engineering: Cybersecurity (MS)",
      "https://bulletins.nyu.edu/graduate/engineering/programs/cybersecurity-ms",
    ),
    s27(
      "illustration-acr",
      "Animation Career Review",
      "Top 25 Illustration BFA Programs in the U.S. - 2024 College Rankings (schools offering the Illustration BFA: SVA, RISD, SCAD, Pratt, MICA among them)",
      "https://www.animationcareerreview.com/articles/top-25-illustration-bfa-programs-us-2024-college-rankings",
    ),
  ],
  reread: [
    {
      institution: "us-ipeds-212045",
      career: "makeup-artistry",
      level: "technical",
      name: "Tom Savini's Special Make-Up Effects Program (Associate in Specialized Technology)",
      source: "us-s27v-212045-savini",
      set: { name: "Tom Savini's Special Make-Up Effects Program (Associate in Specialized Business degree)" },
    },
    {
      institution: "us-ipeds-222992",
      career: "pharmacy-technician",
      level: "technical",
      name: "Pharmacy Technician Certificate",
      source: "us-s27v-222992-phra",
      set: { name: "Pharmacy Technician Level 2 Certificate", duration: "2 semesters" },
    },
    {
      institution: "us-ipeds-225423",
      career: "pharmacy-technician",
      level: "technical",
      name: "Pharmacy Technician Certificate",
      source: "us-s27v-225423-phra",
      set: { name: "Pharmacy Technician Certificate II", duration: "3 semesters" },
    },
    {
      institution: "us-ipeds-110635",
      career: "data-science",
      level: "graduate",
      name: "Master of Information and Data Science (MIDS)",
      source: "us-s27v-110635-mids",
    },
    {
      institution: "us-ipeds-190150",
      career: "data-science",
      level: "graduate",
      name: "M.S. in Data Science",
      source: "us-s27v-190150-msds",
      set: { name: "Master of Science in Data Science", duration: "3 semesters" },
    },
    {
      institution: "us-ipeds-193900",
      career: "data-science",
      level: "graduate",
      name: "M.S. in Data Science",
      source: "us-s27v-193900-msds",
      set: { name: "Master of Science in Data Science" },
    },
    {
      institution: "us-ipeds-170976",
      career: "music-education",
      level: "bachelor",
      name: "B.M. in Music Education",
      source: "us-s27v-170976-mued",
      set: { name: "Bachelor of Music in Music Education, Instrumental" },
    },
    {
      institution: "us-ipeds-151351",
      career: "music-education",
      level: "bachelor",
      name: "Bachelor of Music Education",
      source: "us-s27v-151351-bme",
    },
    {
      institution: "us-ipeds-196149",
      career: "physical-education",
      level: "bachelor",
      name: "Physical Education, B.S.E.",
      source: "us-s27v-196149-pe",
      set: { name: "Bachelor of Science in Education in Physical Education" },
    },
    {
      institution: "us-ipeds-196121",
      career: "physical-education",
      level: "bachelor",
      name: "Physical Education Teacher Education, B.S.Ed.",
      source: "us-s27v-196121-pete",
      set: { name: "Physical Education Teacher Education Major (BS)" },
    },
    {
      institution: "us-ipeds-232946",
      career: "it-support-technician",
      level: "technical",
      name: "Information Technology, A.A.S.",
      source: "us-s27v-232946-ist",
      set: { name: "Information Systems Technology, A.A.S." },
    },
    {
      institution: "us-ipeds-139755",
      career: "cybersecurity",
      level: "graduate",
      name: "M.S. in Cybersecurity",
      source: "us-s27v-139755-cyber",
      set: { name: "Master of Science in Cybersecurity" },
    },
    {
      institution: "us-ipeds-193900",
      career: "cybersecurity",
      level: "graduate",
      name: "M.S. in Cybersecurity",
      source: "us-s27v-193900-cyber",
    },
    ...["217493", "194578", "197151", "163295", "140951"].map((unitid) => ({
      institution: `us-ipeds-${unitid}`,
      career: "illustration",
      level: "bachelor" as const,
      name: "BFA in Illustration",
      source: "us-s27v-illustration-acr",
    })),
  ],
  withdrawn: [],
};

/** A page read by the `VERIFIED_S28` pass (its id ends in `-s28`). */
const s28 = taggedPages("s28", "2026-11-28");

/** The pages the session-28 verification pass read, one per row it bears out (see the header). */
const S28 = {
  uscXa: s28(
    "us-123961-expanded-animation",
    "University of Southern California",
    "USC Catalogue 2023-2024: Expanded Animation Research and Practice (MFA) (School of Cinematic Arts)",
    "https://catalogue.usc.edu/preview_program.php?catoid=18&poid=26158&returnto=7464",
  ),
  scadAnimation: s28(
    "us-140951-animation-acr",
    "Animation Career Review",
    "Top Animation School Programs in Georgia – 2024 College Rankings (Savannah College of Art and Design: BFA, MA and MFA degrees in Animation, School of Animation and Motion)",
    "https://www.animationcareerreview.com/articles/top-animation-school-programs-georgia-2024-college-rankings",
  ),
  nyuTisch: s28(
    "us-193900-tisch-history",
    "New York University, School of Continuing and Professional Studies",
    "Preston Robert Tisch Center for Hospitality, Tourism, and Sports Management: History and Mission (graduate degrees and certificates in hospitality industry studies, sports business and tourism management)",
    "https://www.scps.nyu.edu/academics/departments/tisch/about/history.html",
  ),
  gwuMta: s28(
    "us-131469-mta",
    "The George Washington University",
    "Tourism Administration: Master of Tourism Administration (M.T.A.), School of Business (Foggy Bottom and online; full-time students complete it in one and a half to two years)",
    "https://www.gwu.edu/graduate-programs-tourism-administration",
  ),
  purdueCyber: s28(
    "us-243780-cybersecurity",
    "Purdue University",
    "2023-2024 University Catalog: Cybersecurity, BS (a major of the Computer and Information Technology program; 120 credits)",
    "https://catalog.purdue.edu/preview_program.php?catoid=16&poid=25633",
  ),
  cmuMsis: s28(
    "us-211440-msis",
    "Carnegie Mellon University, Information Networking Institute",
    "M.S. in Information Security (MSIS): MS35 curriculum (students starting in the 2023-24 academic year)",
    "https://www.cmu.edu/ini/academics/msis/curriculum_ms35.html",
  ),
};

/**
 * Session 28's verification pass (2026-11-28): more hand-written rows of the first passes that a stored page now names at
 * the institution and level, each re-pointed to that page with its name and length as read (see the header). No row was
 * withdrawn. Every entry gives the row's name, as the registry's rows share institution, career and level.
 */
const VERIFIED_S28: CatalogPass = {
  sources: Object.values(S28),
  reread: [
    {
      institution: "us-ipeds-123961",
      career: "animation",
      level: "graduate",
      name: "M.F.A. in Expanded Animation",
      source: S28.uscXa.id,
      set: { name: "Master of Fine Arts in Expanded Animation Research and Practice" },
    },
    {
      institution: "us-ipeds-140951",
      career: "animation",
      level: "graduate",
      name: "M.F.A. in Animation",
      source: S28.scadAnimation.id,
    },
    {
      institution: "us-ipeds-193900",
      career: "tourism",
      level: "graduate",
      name: "M.S. in Tourism Management",
      source: S28.nyuTisch.id,
    },
    {
      institution: "us-ipeds-131469",
      career: "tourism",
      level: "graduate",
      name: "Master of Tourism Administration",
      source: S28.gwuMta.id,
      set: { duration: "1.5-2 years (full-time)" },
    },
    {
      institution: "us-ipeds-243780",
      career: "cybersecurity",
      level: "bachelor",
      name: "B.S. in Cybersecurity",
      source: S28.purdueCyber.id,
    },
    {
      institution: "us-ipeds-211440",
      career: "cybersecurity",
      level: "graduate",
      name: "M.S. in Information Security",
      source: S28.cmuMsis.id,
    },
  ],
  withdrawn: [],
};

export const CATALOG_US: CountryCatalog = withPasses(FIRST_ROWS, VERIFIED_S27, VERIFIED_S28);
