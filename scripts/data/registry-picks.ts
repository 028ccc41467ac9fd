/**
 * How a registry import chooses what the catalog lists (import-snies.ts, import-sunedu.ts): per
 * group (department x career x level), one program per institution campus, the best-ranked first,
 * public institutions first in line for at least half of the `cap` places.
 */

/** A registry row the import may list: its campus, its sector and its rank (lower numbers first). */
export interface RankedPick {
  institutionKey: string;
  publicSector: boolean;
  name: string;
  rank: number[];
}

const byRank = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

/** The picks listed, in each group's rank order, without their rank; `byName` breaks equal ranks by name. */
export function capPublicFirst<T extends RankedPick>(
  groups: Iterable<T[]>,
  cap: number,
  { byName = false }: { byName?: boolean } = {},
): Omit<T, "rank">[] {
  const out: Omit<T, "rank">[] = [];
  for (const list of groups) {
    const best = new Map<string, T>();
    const sorted = [...list].sort((a, b) => byRank(a.rank, b.rank) || (byName ? a.name.localeCompare(b.name) : 0));
    for (const p of sorted) if (!best.has(p.institutionKey)) best.set(p.institutionKey, p);
    const ranked = [...best.values()];
    const chosen = new Set(ranked.filter((p) => p.publicSector).slice(0, Math.ceil(cap / 2)));
    for (const p of ranked) {
      if (chosen.size >= cap) break;
      chosen.add(p);
    }
    for (const p of ranked.filter((p) => chosen.has(p))) {
      const { rank: _rank, ...pick } = p;
      out.push(pick);
    }
  }
  return out;
}
