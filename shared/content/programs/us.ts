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
 */
import type { CountryCatalog, DataSource } from "../types";
import { institutionPage, offered, officialWebsite, type ProgramRow } from "./define";
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

export const CATALOG_US: CountryCatalog = {
  ...CATALOG_US_REGISTRY,
  sources: [...CATALOG_US_REGISTRY.sources, ...HAND_SOURCES, ...PAGE_SOURCES],
  programs: [
    ...CATALOG_US_REGISTRY.programs,
    ...HAND.flatMap((h) => offered(`us-ipeds-${h.unitid}`, h.level, sourceId(h.unitid, h.retrieved), h.rows)),
    ...PAGED.flatMap((p) => offered(`us-ipeds-${p.unitid}`, p.level, pageSourceId(p.unitid, p.key), p.rows)),
  ],
};
