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
 * (this machine has no internet).
 */
import type { CountryCatalog, DataSource, ProgramLevel } from "../types";
import { offered, type ProgramRow } from "./define";
import { CATALOG_PR_REGISTRY } from "./pr.generated";

const HAND: { unitid: string; level: ProgramLevel; rows: ProgramRow[] }[] = [
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
];

const HAND_SOURCES: DataSource[] = [...new Set(HAND.map((h) => h.unitid))].map((unitid) => {
  const institution = CATALOG_PR_REGISTRY.institutions.find((i) => i.id === `pr-ipeds-${unitid}`);
  if (!institution) throw new Error(`pr.ts: no registry institution pr-ipeds-${unitid}`);
  return {
    id: `pr-site-${unitid}`,
    publisher: institution.name,
    title: "Oferta académica (página oficial)",
    url: institution.website,
    licence: "Facts (names, levels, durations) cited from the institution's public page",
    retrieved: "2026-11-26",
    kind: "institution",
  };
});

export const CATALOG_PR: CountryCatalog = {
  ...CATALOG_PR_REGISTRY,
  sources: [...CATALOG_PR_REGISTRY.sources, ...HAND_SOURCES],
  programs: [
    ...CATALOG_PR_REGISTRY.programs,
    ...HAND.flatMap((h) => offered(`pr-ipeds-${h.unitid}`, h.level, `pr-site-${h.unitid}`, h.rows)),
  ],
};
