/**
 * Where to study in PR: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * Most rows come from the U.S. Department of Education's College Scorecard "Field of Study" data
 * (public domain), imported by scripts/data/import-college-scorecard.ts into pr.generated.ts:
 * program names are the registry's CIP series titles with the credential awarded.
 *
 * The CIP series cannot tell some careers apart (software engineering from computer science, music
 * education from music…), so the rows below are hand-written from the institutions' own program
 * pages, for institutions the registry already lists (they keep their registry id). They were
 * written on 2026-11-26 from knowledge of the institutions' published programs, not re-read online
 * (this machine has no internet). The rows of the second part of HAND (Inter American University's
 * pharmacy technician certificate at three campuses, its tourism bachelor's at Barranquitas and Fajardo
 * and music education at San Germán; physical education at UPR, political science at UPR
 * Río Piedras; Instituto Educativo Premier's professional make-up course; the Polytechnic University's
 * Master of Engineering in Manufacturing Engineering) were written on 2026-11-27
 * in the same way: from knowledge of the institutions' published programs, not re-read online.
 * Rows to check first: Instituto Educativo Premier "Maquillaje Profesional" (seen in its 2017-2018
 * catalogue; check it is still offered); the Polytechnic University's manufacturing engineering master's,
 * listed for industrial engineering (check the program's current name).
 * The row dated 2026-11-28 (Universidad Adventista de las Antillas' four-year bachelor's in cardiopulmonary
 * science, listed under respiratory therapy) rests on knowledge of the university's programs and on a stored
 * news page (Adventist Review, 2023: the program's CoARC accreditation, "bachelor's degree in cardiopulmonary
 * science"); it cites the university's site. Check first its official Spanish title.
 */
import type { CountryCatalog, DataSource, ProgramLevel } from "../types";
import { offered, type ProgramRow } from "./define";
import { CATALOG_PR_REGISTRY } from "./pr.generated";

/** `added`: written on 2026-11-27 or, when a date is given, on that date (its own source row, with that date). */
const HAND: { unitid: string; level: ProgramLevel; rows: ProgramRow[]; added?: true | "2026-11-28" }[] = [
  {
    unitid: "243197",
    level: "bachelor",
    rows: [
      ["software-engineering", "Bachillerato en Ciencias en Ingeniería de Software"],
      ["mathematics-teaching", "Bachillerato en Ciencias en Matemáticas – Educación Matemática"],
    ],
  },
  {
    unitid: "243221",
    level: "graduate",
    rows: [["translation", "Maestría en Artes en Traducción"]],
  },
  {
    unitid: "241766",
    level: "bachelor",
    rows: [["music-education", "Bachillerato en Educación Musical"]],
  },
  // Added on 2026-11-27 (see the header).
  ...["242653", "242635", "242705"].map((unitid) => ({
    unitid,
    level: "technical" as const,
    rows: [["pharmacy-technician", "Certificado Técnico en Técnico de Farmacia"]] as ProgramRow[],
    added: true as const,
  })),
  ...["242644", "242680"].map((unitid) => ({
    unitid,
    level: "bachelor" as const,
    rows: [["tourism", "Bachillerato en Administración de Empresas en Turismo"]] as ProgramRow[],
    added: true as const,
  })),
  {
    unitid: "242617",
    level: "bachelor",
    rows: [["music-education", "Bachillerato en Música en Educación Musical"]],
    added: true,
  },
  {
    unitid: "243197",
    level: "bachelor",
    rows: [["physical-education", "Bachillerato en Artes en Educación Física"]],
    added: true,
  },
  {
    unitid: "243221",
    level: "bachelor",
    rows: [["physical-education", "Bachillerato en Artes en Educación Física"]],
    added: true,
  },
  {
    unitid: "243221",
    level: "graduate",
    rows: [["political-science", "Maestría en Artes en Ciencias Políticas"]],
    added: true,
  },
  {
    unitid: "243577",
    level: "graduate",
    rows: [["industrial-engineering", "Master of Engineering in Manufacturing Engineering"]],
    added: true,
  },
  {
    unitid: "451501",
    level: "technical",
    rows: [["makeup-artistry", "Maquillaje Profesional (certificado)"]],
    added: true,
  },
  // Added on 2026-11-28 (see the header).
  {
    unitid: "241191",
    level: "bachelor",
    rows: [["respiratory-therapy", "Bachillerato en Ciencias Cardiopulmonares (Cardiopulmonary Science)"]],
    added: "2026-11-28",
  },
];

const addedOn = (h: (typeof HAND)[number]) => (h.added === true ? "2026-11-27" : h.added);

const handSource = (h: (typeof HAND)[number]) => `pr-site-${h.unitid}${h.added ? `-${addedOn(h)}` : ""}`;

const HAND_SOURCES: DataSource[] = [...new Map(HAND.map((h) => [handSource(h), h])).values()].map((h) => {
  const institution = CATALOG_PR_REGISTRY.institutions.find((i) => i.id === `pr-ipeds-${h.unitid}`);
  if (!institution) throw new Error(`pr.ts: no registry institution pr-ipeds-${h.unitid}`);
  return {
    id: handSource(h),
    publisher: institution.name,
    title: "Oferta académica (página oficial)",
    url: institution.website,
    licence: "Facts (names, levels, durations) cited from the institution's public page",
    retrieved: addedOn(h) ?? "2026-11-26",
    kind: "institution",
  };
});

export const CATALOG_PR: CountryCatalog = {
  ...CATALOG_PR_REGISTRY,
  sources: [...CATALOG_PR_REGISTRY.sources, ...HAND_SOURCES],
  programs: [
    ...CATALOG_PR_REGISTRY.programs,
    ...HAND.flatMap((h) => offered(`pr-ipeds-${h.unitid}`, h.level, handSource(h), h.rows)),
  ],
};
