/**
 * College Scorecard "Field of Study" (U.S. Department of Education) → our career ids and levels.
 * Pure functions, shared by the importer and its test.
 *
 * The Field of Study file names each program by institution (UNITID), 4-digit CIP code (the file
 * gives CIPCODE as an integer: 5202 = CIP 52.02) and credential level (CREDLEV). Our careers carry
 * 6-digit CIP 2020 codes; a career matches a 4-digit series when its own codes fall in it AND the
 * series does not mix it with another of our careers at the same level (a mixed series, such as
 * 13.12 "Teacher Education, Specific Levels and Methods" or 50.04 "Design and Applied Arts", says
 * nothing about which of our careers the program teaches, so it is left out unless listed in
 * SHARED_SERIES, whose title names every career it is given to).
 */
import { CAREERS } from "../../shared/content/careers";
import type { ProgramLevel } from "../../shared/content/types";

/** CREDLEV codes of the Field of Study file. */
export const CREDENTIAL: Record<number, string> = {
  1: "Undergraduate Certificate or Diploma",
  2: "Associate's Degree",
  3: "Bachelor's Degree",
  4: "Post-baccalaureate Certificate",
  5: "Master's Degree",
  6: "Doctoral Degree",
  7: "First Professional Degree",
  8: "Graduate/Professional Certificate",
};

/**
 * Our level for a credential, given the career's own level: certificates and associate degrees are
 * `technical` (for technical careers only: an associate degree in a university field is a transfer
 * step, not the career's program); bachelor's and first professional degrees (MD, JD, DDS, PharmD,
 * DVM: the first degree of the profession) are `bachelor`; master's, doctoral and graduate
 * certificates are `graduate`. A technical career is listed at technical level only.
 */
export function levelOf(credlev: number, careerLevel: "technical" | "university"): ProgramLevel | null {
  if (careerLevel === "technical") return credlev === 1 || credlev === 2 ? "technical" : null;
  if (credlev === 3 || credlev === 7) return "bachelor";
  if (credlev === 4 || credlev === 5 || credlev === 6 || credlev === 8) return "graduate";
  return null;
}

/** 4-digit series whose title names several of our careers at once, and which careers it is given to. */
export const SHARED_SERIES: Record<string, readonly string[]> = {
  "0909": ["advertising", "public-relations"], // Public Relations, Advertising, and Applied Communication
  "1410": ["electrical-engineering", "electronic-engineering"], // Electrical, Electronics and Communications Engineering
};

/** Series given to one career although another of ours also falls in it (the series' title is that career's). */
export const PRIMARY_SERIES: Record<string, string> = {
  "0901": "communication-studies", // Communication and Media Studies
  "1601": "modern-languages", // Linguistic, Comparative, and Related Language Studies and Services
  "5005": "theatre", // Drama/Theatre Arts and Stagecraft
  "5006": "film", // Film/Video and Photographic Arts (university level; photography is technical)
  "5007": "fine-arts", // Fine and Studio Arts
  "5009": "music", // Music
  "5202": "business-administration", // Business Administration, Management and Operations
  "5209": "hotel-management", // Hospitality Administration/Management
  "5204": "executive-assistant", // Business Operations Support and Assistant Services
  "1204": "cosmetology", // Cosmetology and Related Personal Grooming Services
  "1205": "culinary-arts", // Culinary Arts and Related Services
  "4706": "automotive-mechanics", // Vehicle Maintenance and Repair Technologies
  "5218": "sales-technician", // General Sales, Merchandising and Related Marketing Operations
  "5106": "dental-assistant", // Dental Support Services and Allied Professions
};

/** Series left out although they fall to one career: their titles are broader than that career. */
export const SKIPPED_SERIES = new Set([
  "1110", // Computer/IT Administration and Management: networks, security, support alike
  "1312", // Teacher Education, Specific Levels and Methods (mixes preschool, primary, special…)
  "1313", // Teacher Education, Specific Subject Areas (mixes mathematics, music, PE…)
  "5004", // Design and Applied Arts (graphic, interior, fashion, game design alike)
  "5109", // Allied Health Diagnostic, Intervention, and Treatment Professions
  "5123", // Rehabilitation and Therapeutic Professions (PT, OT and others alike)
  "4901", // Air Transportation (pilots and flight attendants alike)
  "4501", // Social Sciences, General
  "1003", // Graphic Communications (printing and prepress besides animation)
  "0112", // Soil Sciences
  "1511", // Engineering-Related Technologies (surveying is one of many)
  "4701", // Electrical/Electronics Maintenance and Repair (computer repair is one of many)
  "5108", // Allied Health and Medical Assisting Services (medical, pharmacy and veterinary assistants alike)
  "1409", // Computer Engineering (hardware and software alike; software engineering is one of its codes)
  "2609", // Physiology, Pathology and Related Sciences (exercise physiology is one of its codes)
  "2613", // Ecology, Evolution, Systematics and Population Biology (marine biology is one of its codes)
]);

/** Series left out at technical level only (certificates too broad for the technical career). */
export const SKIPPED_TECHNICAL_SERIES = new Set([
  "5209", // Hospitality Administration/Management certificates are not event management as such
  "5214", // Marketing certificates are not digital marketing as such
  "5006", // Film/Video and Photographic Arts certificates mix film and photography
]);

/**
 * Series of the file's CIP 2010 edition that our CIP 2020 codes do not reach, and the career they are
 * given to (university level): veterinary medicine was 51.24 before CIP 2020 moved it to 01.80;
 * 13.11 "Student Counseling and Personnel Services" is school and career counselling.
 */
export const EXTRA_SERIES: Record<string, string> = {
  "5124": "veterinary-medicine",
  "1311": "counselling",
};

type Group = "technical" | "university";

/** 4-digit series → career ids, per career level group. */
export function seriesToCareers(
  careers: readonly { id: string; level: Group; cip: readonly string[] }[] = CAREERS,
): Record<Group, Map<string, string[]>> {
  const raw: Record<Group, Map<string, Set<string>>> = { technical: new Map(), university: new Map() };
  for (const c of careers) {
    for (const code of c.cip) {
      const series = code.slice(0, 5).replace(".", "");
      const set = raw[c.level].get(series) ?? new Set<string>();
      set.add(c.id);
      raw[c.level].set(series, set);
    }
  }
  const out: Record<Group, Map<string, string[]>> = { technical: new Map(), university: new Map() };
  for (const [series, id] of Object.entries(EXTRA_SERIES)) out.university.set(series, [id]);
  for (const group of ["technical", "university"] as const) {
    for (const [series, set] of raw[group]) {
      if (SKIPPED_SERIES.has(series)) continue;
      if (group === "technical" && SKIPPED_TECHNICAL_SERIES.has(series)) continue;
      const ids = [...set];
      if (ids.length === 1) out[group].set(series, ids);
      else if (SHARED_SERIES[series]) out[group].set(series, SHARED_SERIES[series].filter((id) => set.has(id)));
      else if (PRIMARY_SERIES[series] && set.has(PRIMARY_SERIES[series]))
        out[group].set(series, [PRIMARY_SERIES[series]]);
    }
  }
  return out;
}

/** One Field of Study row, as the extract keeps it. */
export interface FosRow {
  unitid: string;
  cip4: string; // "5202"
  cipdesc: string;
  credlev: number;
  awards: number; // IPEDSCOUNT1 + IPEDSCOUNT2: awards conferred in the two pooled award years
}

/** One institution of the Scorecard institution file, as the extract keeps it. */
export interface ScorecardInstitution {
  unitid: string;
  name: string;
  city: string;
  state: string;
  control: number; // 1 public, 2 private nonprofit, 3 private for-profit
  url: string;
  highdeg: number; // 0-4
  ugds: number;
  /** 2-digit CIP families in which the institution still awarded undergraduate degrees (PCIPxx > 0). */
  families: Set<string>;
}

/** A selected registry program. */
export interface Pick {
  unitid: string;
  cip4: string;
  credlev: number;
  career: string;
  level: ProgramLevel;
  name: string;
  awards: number;
}

/** The program's name as the registry states it: CIP series title and credential. */
export function programName(cipdesc: string, credlev: number): string {
  return `${cipdesc.trim().replace(/\.$/, "")} (${CREDENTIAL[credlev]})`;
}

/** Credential order within a level when ranking (a master's before a graduate certificate). */
const CRED_RANK: Record<number, number> = { 3: 0, 7: 0, 2: 0, 1: 1, 5: 0, 8: 1, 4: 2, 6: 3 };

/**
 * Maps rows to careers and levels, keeps programs of institutions still operating whose current
 * data still shows awards in the field's family (undergraduate levels) or graduate degrees
 * (graduate level), and keeps at most `cap` institutions per career, level and state: the largest
 * by awards, with public institutions first in line for at least half of the places.
 */
export function selectPrograms(
  rows: readonly FosRow[],
  institutions: ReadonlyMap<string, ScorecardInstitution>,
  capFor: (state: string) => number,
  careers: readonly { id: string; level: Group; cip: readonly string[] }[] = CAREERS,
): Pick[] {
  const map = seriesToCareers(careers);
  const levelById = new Map<string, Group>(careers.map((c) => [c.id, c.level] as const));
  for (const id of Object.values(EXTRA_SERIES)) if (!levelById.has(id)) levelById.set(id, "university");
  const candidates = new Map<string, (Pick & { cred: number; pub: boolean })[]>();
  const seen = new Set<string>();
  for (const row of rows) {
    const inst = institutions.get(row.unitid);
    if (!inst || row.awards < 1) continue;
    for (const group of ["technical", "university"] as const) {
      for (const career of map[group].get(row.cip4) ?? []) {
        const level = levelOf(row.credlev, levelById.get(career)!);
        if (!level) continue;
        if (level !== "graduate" && !inst.families.has(row.cip4.slice(0, 2))) continue;
        if (level === "graduate" && inst.highdeg < 4) continue;
        const key = `${inst.state}|${career}|${level}`;
        const dedupe = `${row.unitid}|${career}|${level}|${row.credlev}`;
        if (seen.has(dedupe)) continue;
        seen.add(dedupe);
        const list = candidates.get(key) ?? [];
        list.push({
          unitid: row.unitid,
          cip4: row.cip4,
          credlev: row.credlev,
          career,
          level,
          name: programName(row.cipdesc, row.credlev),
          awards: row.awards,
          cred: CRED_RANK[row.credlev] ?? 9,
          pub: inst.control === 1,
        });
        candidates.set(key, list);
      }
    }
  }
  const picks: Pick[] = [];
  for (const [key, list] of candidates) {
    const cap = capFor(key.split("|")[0] ?? "");
    // one program per institution, career and level: its best credential, then its size
    const best = new Map<string, (typeof list)[number]>();
    for (const p of list.sort((a, b) => a.cred - b.cred || b.awards - a.awards)) {
      if (!best.has(p.unitid)) best.set(p.unitid, p);
    }
    const ranked = [...best.values()].sort((a, b) => a.cred - b.cred || b.awards - a.awards || a.unitid.localeCompare(b.unitid));
    const publicFirst = ranked.filter((p) => p.pub).slice(0, Math.ceil(cap / 2));
    const chosen = new Set(publicFirst);
    for (const p of ranked) {
      if (chosen.size >= cap) break;
      chosen.add(p);
    }
    for (const p of ranked.filter((p) => chosen.has(p)))
      picks.push({ unitid: p.unitid, cip4: p.cip4, credlev: p.credlev, career: p.career, level: p.level, name: p.name, awards: p.awards });
  }
  return picks;
}
