/**
 * `npm run bench`: every figure measured side by side in one run on this machine; compare
 * ratios, not absolute numbers (the machines are noisy). Needs `npm run build` for the client
 * figures; set TEST_DATABASE_URL (or BENCH_DATABASE_URL) for the PostgreSQL submit figures.
 * The table is printed and written to docs/benchmarks/latest.md (bench/results-file.ts), which the docs link.
 */
import path from "node:path";
import { benchApi } from "./api";
import { benchClient } from "./client";
import { benchPdf } from "./pdf";
import { benchRenders, type RenderBench } from "./renders";
import { markdownTable, runFacts, writeBenchmarkFile } from "./results-file";

/** What docs/benchmarks/latest.md says above the table. */
const ABOUT = `
Every figure is measured side by side in one run on one machine: compare the ratios, not the
absolute numbers (these machines are noisy, and a busy machine can answer three times fewer
requests per second, bare servers included). The API figures come from autocannon (its load from a
worker thread) on loopback against the production listener, beside a bare \`node:http\` server
answering the same JSON. With \`TEST_DATABASE_URL\` (or \`BENCH_DATABASE_URL\`) set, submit and the
assessment read also run on PostgreSQL beside bare \`node:http\` servers doing the same single
\`INSERT\` / \`SELECT\` through \`pg\`; the submit comparison alternates the two servers over three
rounds and shows each figure's median. The client figures need \`npm run build\` first. What the
figures mean: [docs/performance.md](../performance.md).
`;

const rows: { name: string; value: string; goal: string; met: string }[] = [];
const yes = (ok: boolean) => (ok ? "yes" : "NO");

const api = await benchApi();
const configRatio = api.configRps / api.bareRps;
rows.push({
  name: "GET /api/payment/config vs bare node:http",
  value: `${api.configRps.toFixed(0)} / ${api.bareRps.toFixed(0)} req/s = ${configRatio.toFixed(2)}`,
  goal: ">= 0.50",
  met: yes(configRatio >= 0.5),
});
rows.push({
  name: "GET /api/assessment/{id} vs bare node:http (PGlite)",
  value: `${api.assessmentRps.toFixed(0)} / ${api.bareAssessmentRps.toFixed(0)} req/s = ${(api.assessmentRps / api.bareAssessmentRps).toFixed(2)}`,
  goal: "-",
  met: "-",
});
if (api.resultsPage) {
  const { htmlRps, jsonRps } = api.resultsPage;
  rows.push({
    name: "GET /results/{id}, rendered by the server, vs its JSON read (PGlite)",
    value: `${htmlRps.toFixed(0)} / ${jsonRps.toFixed(0)} req/s = ${(htmlRps / jsonRps).toFixed(2)}`,
    goal: "-",
    met: "-",
  });
} else {
  rows.push({
    name: "GET /results/{id}, rendered by the server",
    value: "run `npm run build` first",
    goal: "-",
    met: "-",
  });
}
for (const s of api.submit) {
  rows.push({
    name: `POST /api/assessment/submit, 50 clients, ${s.db}`,
    value: `${s.rps.toFixed(0)} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms, ${s.errors} errors`,
    goal: s.db === "PostgreSQL" ? "p99 < 100 ms, 0 errors" : "0 errors",
    met: yes(s.errors === 0 && (s.db !== "PostgreSQL" || s.p99 < 100)),
  });
}
if (api.postgres) {
  const { submit, bareInsert, assessmentRps, bareSelectRps } = api.postgres;
  const p99Ratio = submit.p99 / bareInsert.p99;
  const rpsRatio = submit.rps / bareInsert.rps;
  rows.push({
    name: "Submit p99 vs bare pg INSERT server, 50 clients",
    value: `${submit.p99} / ${bareInsert.p99} ms = ${p99Ratio.toFixed(2)}`,
    goal: "<= 2.00",
    met: yes(p99Ratio <= 2 && submit.errors === 0 && bareInsert.errors === 0),
  });
  rows.push({
    name: "Submit throughput vs bare pg INSERT server",
    value: `${submit.rps.toFixed(0)} / ${bareInsert.rps.toFixed(0)} req/s = ${rpsRatio.toFixed(2)}`,
    goal: ">= 0.50",
    met: yes(rpsRatio >= 0.5),
  });
  const readRatio = assessmentRps / bareSelectRps;
  rows.push({
    name: "GET /api/assessment/{id} vs bare pg SELECT server",
    value: `${assessmentRps.toFixed(0)} / ${bareSelectRps.toFixed(0)} req/s = ${readRatio.toFixed(2)}`,
    goal: ">= 0.50",
    met: yes(readRatio >= 0.5),
  });
}

const pdf = await benchPdf();
rows.push({
  name: "PDF report: median render (uncached)",
  value: `${pdf.renderMedianMs.toFixed(1)} ms`,
  goal: "< 150 ms",
  met: yes(pdf.renderMedianMs < 150),
});
rows.push({
  name: "PDF report: median cached repeat",
  value: `${pdf.cachedMedianMs.toFixed(2)} ms`,
  goal: "< 5 ms",
  met: yes(pdf.cachedMedianMs < 5),
});
rows.push({
  name: "PDF report: pages / size",
  value: `${pdf.pages} pages / ${(pdf.bytes / 1024).toFixed(0)} KiB`,
  goal: ">= 6 pages",
  met: yes(pdf.pages >= 6),
});

/** The render bench's rows, on one database (`on`: "PGlite" or "PostgreSQL"). */
function renderRows(renders: RenderBench, on: string): void {
  for (const light of renders.isolation) {
    const ratio = light.loadedP99 / light.quietP99;
    rows.push({
      name: `${light.name} p99 while 50 PDFs and 200 share pictures render vs none (${on})`,
      value: `${light.loadedP99.toFixed(2)} / ${light.quietP99.toFixed(2)} ms = ${ratio.toFixed(2)}, ${light.errors} errors`,
      goal: "<= 1.50, 0 errors",
      met: yes(ratio <= 1.5 && light.errors === 0),
    });
  }
  rows.push({
    name: `Renders done during that measurement (PDFs, pictures, refused, failed) (${on})`,
    value: `${renders.rendered.pdfs}, ${renders.rendered.pictures}, ${renders.rendered.refused}, ${renders.rendered.failed}`,
    goal: "50, 200, 0, 0",
    met: yes(
      renders.rendered.pdfs === 50 &&
        renders.rendered.pictures === 200 &&
        renders.rendered.refused === 0 &&
        renders.rendered.failed === 0,
    ),
  });
  const scaling = renders.pdfRate.allThreads / renders.pdfRate.oneThread;
  rows.push({
    name: `Uncached PDFs per second, ${renders.cores} render threads vs 1 (median of ${renders.pdfRateRatios.length} alternating rounds) (${on})`,
    value: `${renders.pdfRate.allThreads.toFixed(1)} / ${renders.pdfRate.oneThread.toFixed(1)} = ${scaling.toFixed(2)} (rounds: ${renders.pdfRateRatios.map((r) => r.toFixed(2)).join(", ")})`,
    goal: `>= ${(0.8 * renders.cores).toFixed(2)} (0.8 x cores)`,
    met: yes(scaling >= 0.8 * renders.cores),
  });
  const cost = renders.pdfCost;
  rows.push({
    name: `What those PDFs cost this process, 1 thread / ${renders.cores}: cores busy, CPU per PDF, request thread busy (${on})`,
    value:
      `${cost.oneThread.coresBusy.toFixed(2)} / ${cost.allThreads.coresBusy.toFixed(2)} cores, ` +
      `${cost.oneThread.cpuMsPerPdf.toFixed(0)} / ${cost.allThreads.cpuMsPerPdf.toFixed(0)} ms, ` +
      `${(cost.oneThread.requestThreadBusy * 100).toFixed(0)} / ${(cost.allThreads.requestThreadBusy * 100).toFixed(0)} %`,
    goal: "-",
    met: "-",
  });
}

// On embedded PGlite (`npm start`'s default: its queries run on the request thread), then on PostgreSQL when
// a server is given (the README's deployment: the database works in its own process).
renderRows(await benchRenders(), "PGlite");
const renderPostgres = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (renderPostgres) renderRows(await benchRenders(renderPostgres), "PostgreSQL");

try {
  const client = benchClient();
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  rows.push({
    name: "Landing page JavaScript (gzip)",
    value: kib(client.landingJs),
    goal: "< 100 KB",
    met: yes(client.landingJs < 100_000),
  });
  rows.push({ name: "Landing page critical CSS (gzip, inline)", value: kib(client.landingCss), goal: "-", met: "-" });
  rows.push({ name: "Landing page HTML, pre-rendered (gzip)", value: kib(client.landingHtml), goal: "-", met: "-" });
  rows.push({
    name: "Largest route page chunk (gzip)",
    value: `${kib(client.largestPageChunk.size)} (${client.largestPageChunk.page})`,
    goal: "-",
    met: "-",
  });
  rows.push({
    name: "Heaviest route beyond the main script (gzip)",
    value: `${kib(client.heaviestRoute.size)} (${client.heaviestRoute.page})`,
    goal: "-",
    met: "-",
  });
  rows.push({
    name: "Routes that are lazy chunks",
    value: `${client.lazyRoutes} of ${client.routes}`,
    goal: "every route but /",
    met: yes(client.lazyRoutes === client.routes),
  });
} catch {
  rows.push({ name: "Client bundle", value: "run `npm run build` first", goal: "-", met: "-" });
}

const table = markdownTable(
  ["Benchmark", "Result", "Goal", "Met"],
  rows.map((r) => [r.name, r.value, r.goal, r.met]),
);
console.log(`\n${table}`);
const file = writeBenchmarkFile("latest.md", {
  title: "Benchmarks: latest run",
  command: "npm run bench",
  script: "bench/run.ts",
  about: ABOUT,
  body: table,
  facts: runFacts(),
});
console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
process.exit(0);
