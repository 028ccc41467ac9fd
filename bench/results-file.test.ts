import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { benchmarkDocument, markdownTable, runFacts, writeBenchmarkFile, type BenchmarkDocument } from "./results-file";

const doc = (body: string): BenchmarkDocument => ({
  title: "Benchmarks: latest run",
  command: "npm run bench",
  script: "bench/run.ts",
  about: "Compare the ratios.",
  body,
  facts: { date: "2026-11-27", machine: "2 cores (Test CPU), Node v20.19.0, linux", commit: "abc1234" },
});

describe("the benchmark results file", () => {
  it("lines the table's columns up, header, rule and rows", () => {
    const table = markdownTable(
      ["Benchmark", "Result", "Met"],
      [
        ["PDF render", "133.9 ms", "yes"],
        ["GET /api/payment/config vs bare node:http", "0.71", "NO"],
      ],
    );
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[1]).toMatch(/^\| -+ \| -+ \| -+ \|$/);
    expect(lines[3]).toContain("| GET /api/payment/config vs bare node:http | 0.71 ");
  });

  it("writes the run's table with its date, machine, commit and the command that made it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-bench-file-"));
    const table = markdownTable(["Benchmark", "Result"], [["PDF render", "133.9 ms"]]);
    const file = writeBenchmarkFile("latest.md", doc(table), path.join(dir, "docs", "benchmarks"));
    const text = fs.readFileSync(file, "utf8");
    expect(file).toBe(path.join(dir, "docs", "benchmarks", "latest.md"));
    expect(text).toBe(benchmarkDocument(doc(table)));
    expect(text.startsWith("# Benchmarks: latest run\n")).toBe(true);
    expect(text).toContain("Written by `npm run bench` (`bench/run.ts`)");
    expect(text).toContain("Run of 2026-11-27 on 2 cores (Test CPU), Node v20.19.0, linux, commit abc1234.");
    expect(text).toContain(table);
    // a second run replaces the first
    writeBenchmarkFile("latest.md", doc("| New | Table |"), path.join(dir, "docs", "benchmarks"));
    expect(fs.readFileSync(file, "utf8")).not.toContain("PDF render");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("names today's date and this machine", () => {
    const facts = runFacts(new Date("2026-11-27T23:59:00Z"));
    expect(facts.date).toBe("2026-11-27");
    expect(facts.machine).toContain(`${os.cpus().length} cores`);
    expect(facts.machine).toContain(process.version);
  });
});
