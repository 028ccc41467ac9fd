/**
 * `npm run bench`: every figure measured side by side in one run on this machine; compare
 * ratios, not absolute numbers (the machines are noisy).
 */
import { benchPdf } from "./pdf";

const rows: { name: string; value: string; goal: string; met: string }[] = [];

const pdf = await benchPdf();
rows.push({ name: "PDF report: median render (uncached)", value: `${pdf.renderMedianMs.toFixed(1)} ms`, goal: "< 150 ms", met: pdf.renderMedianMs < 150 ? "yes" : "NO" });
rows.push({ name: "PDF report: median cached repeat", value: `${pdf.cachedMedianMs.toFixed(2)} ms`, goal: "< 5 ms", met: pdf.cachedMedianMs < 5 ? "yes" : "NO" });
rows.push({ name: "PDF report: pages / size", value: `${pdf.pages} pages / ${(pdf.bytes / 1024).toFixed(0)} KiB`, goal: ">= 6 pages", met: pdf.pages >= 6 ? "yes" : "NO" });

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`\n${"Benchmark".padEnd(width)} | ${"Result".padEnd(22)} | ${"Goal".padEnd(10)} | Met`);
console.log(`${"-".repeat(width)}-|-${"-".repeat(22)}-|-${"-".repeat(10)}-|----`);
for (const r of rows) console.log(`${r.name.padEnd(width)} | ${r.value.padEnd(22)} | ${r.goal.padEnd(10)} | ${r.met}`);
process.exit(0);
