/**
 * Where-to-study gaps, per country: every (career, level) the evaluation's readers meet that names
 * fewer than two institutions of their country, with how many readers meet it and how many
 * institutions it names now. A worklist for whoever adds program rows; the evaluation itself
 * (npm run eval:guidance) holds the figures.
 *
 *   npm run eval:gaps            every country
 *   npm run eval:gaps -- HN NI   only these
 */
import { personaCoverageCells } from "./eval-guidance";
import { COVERAGE_GOAL, sweepCells, type CoverageCell } from "./eval-guidance/coverage";

export function coverageGaps(cells: CoverageCell[], only: readonly string[] = []): string {
  const short = cells.filter(
    (c) => c.institutions < COVERAGE_GOAL.institutions && (only.length === 0 || only.includes(c.country)),
  );
  const byCountry = new Map<string, Map<string, { readers: number; institutions: number }>>();
  for (const c of short) {
    const mine = byCountry.get(c.country) ?? new Map<string, { readers: number; institutions: number }>();
    const key = `${c.career} (${c.level})`;
    const seen = mine.get(key) ?? { readers: 0, institutions: c.institutions };
    mine.set(key, { readers: seen.readers + 1, institutions: c.institutions });
    byCountry.set(c.country, mine);
  }
  const lines: string[] = [];
  for (const country of [...byCountry.keys()].sort()) {
    const rows = [...byCountry.get(country)!.entries()].sort((a, b) => b[1].readers - a[1].readers);
    lines.push(`${country}: ${rows.reduce((n, [, r]) => n + r.readers, 0)} readers short`);
    for (const [key, r] of rows)
      lines.push(`  ${key.padEnd(48)} readers ${r.readers}, institutions now ${r.institutions}`);
  }
  return lines.join("\n");
}

if (process.argv[1]?.endsWith("coverage-gaps.ts")) {
  console.log(coverageGaps([...personaCoverageCells(), ...sweepCells()], process.argv.slice(2)));
}
