/**
 * Where the measuring scripts keep their latest result: a Markdown file under docs/benchmarks/ that
 * the docs link, written by the script that measured it (never copied by hand). `npm run bench`
 * writes latest.md, `npm run bench:scale` scale.md, `npm run audit:web` page-audit.md.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const BENCHMARKS_DIR = path.resolve(import.meta.dirname, "..", "docs", "benchmarks");

/** A Markdown table whose columns line up in a terminal as well as in the file (as Prettier would lay it out). */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, 3, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) => `| ${widths.map((w, i) => (cells[i] ?? "").padEnd(w)).join(" | ")} |`;
  return [line(header), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.map(line)].join("\n");
}

export interface RunFacts {
  /** ISO date of the run (UTC). */
  date: string;
  /** Cores, CPU model, Node version. */
  machine: string;
  /** The commit measured, when git can say. */
  commit: string | undefined;
}

/** What a reader needs to compare two runs: when, on what machine, which commit. */
export function runFacts(now: Date = new Date()): RunFacts {
  const cpus = os.cpus();
  let commit: string | undefined;
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: import.meta.dirname,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    commit = undefined;
  }
  return {
    date: now.toISOString().slice(0, 10),
    machine: `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}, ${os.platform()}`,
    commit,
  };
}

export interface BenchmarkDocument {
  title: string;
  /** The command that writes the file, e.g. `npm run bench`. */
  command: string;
  /** The script, relative to the repository, e.g. `bench/run.ts`. */
  script: string;
  /** What the figures mean and how to read them (Markdown paragraphs). */
  about: string;
  /** The result: one or more Markdown blocks (tables, notes). */
  body: string;
  facts: RunFacts;
}

export function benchmarkDocument(doc: BenchmarkDocument): string {
  const { facts } = doc;
  return [
    `# ${doc.title}`,
    "",
    `Written by \`${doc.command}\` (\`${doc.script}\`) at the end of each run; do not edit by hand. A new run`,
    "replaces this file: commit it when the figures are worth keeping.",
    "",
    doc.about.trim(),
    "",
    `Run of ${facts.date} on ${facts.machine}${facts.commit ? `, commit ${facts.commit}` : ""}.`,
    "",
    doc.body.trim(),
    "",
  ].join("\n");
}

/** Writes `name` (e.g. `latest.md`) into `dir` (docs/benchmarks by default) and answers its path. */
export function writeBenchmarkFile(name: string, doc: BenchmarkDocument, dir: string = BENCHMARKS_DIR): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, benchmarkDocument(doc));
  return file;
}
