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
 */
import type { CountryCatalog, DataSource } from "../types";
import { offered, type ProgramRow } from "./define";
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
    url: institution.website,
    licence: "Facts (names, levels, durations) cited from the institution's public page",
    retrieved,
    kind: "institution",
  };
});

export const CATALOG_US: CountryCatalog = {
  ...CATALOG_US_REGISTRY,
  sources: [...CATALOG_US_REGISTRY.sources, ...HAND_SOURCES],
  programs: [
    ...CATALOG_US_REGISTRY.programs,
    ...HAND.flatMap((h) => offered(`us-ipeds-${h.unitid}`, h.level, sourceId(h.unitid, h.retrieved), h.rows)),
  ],
};
