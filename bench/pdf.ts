import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { assessments } from "@shared/schema/index";
import { loadConfig } from "../server/src/config";
import { openPglite } from "../server/src/db/client";
import { seedDatabase } from "../server/src/db/seed";
import { buildDeps } from "../server/src/deps";
import { createLogger } from "../server/src/lib/logger";
import { createReportsService } from "../server/src/features/reports/reports.service";
import { createReportCache } from "../server/src/features/reports/report.cache";
import { buildSubmission } from "../server/src/testing/builders";
import { PDFParse } from "pdf-parse";
import { median } from "./median";

/** Median time to render one report (a fresh cache each time) and to serve a cached repeat. */
export async function benchPdf(): Promise<{
  renderMedianMs: number;
  cachedMedianMs: number;
  pages: number;
  bytes: number;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-bench-pdf-"));
  const database = await openPglite();
  await seedDatabase(database.db);
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench-session-secret-0123456789abcdef",
    PAYMENT_SANDBOX: "on",
  });
  // the app's own wiring (its render threads are never started: the reports below draw on this thread)
  const {
    assessments: assessmentService,
    payments,
    publicConfig,
  } = buildDeps(config, createLogger("silent"), database);
  const { assessmentId } = await assessmentService.submit(buildSubmission(), { lang: "es" });
  await database.db.update(assessments).set({ isPaid: true }).where(eq(assessments.id, assessmentId));

  // warm-up: fonts are loaded once per process
  const warm = createReportsService({
    config,
    assessments: assessmentService,
    payments,
    publicConfig,
    cache: createReportCache({ dir: path.join(dataDir, "warm") }),
  });
  // The report opens for its signed download link, as the emailed link opens it.
  const signed = (lang: "es" | "en") => {
    const url = new URL(warm.downloadLink(assessmentId, lang).url);
    return {
      id: assessmentId,
      lang,
      expires: Number(url.searchParams.get("expires")),
      sig: url.searchParams.get("sig")!,
    };
  };
  const { pdf } = await warm.getPdf(signed("es"));

  const renders: number[] = [];
  for (let i = 0; i < 15; i++) {
    const service = createReportsService({
      config,
      assessments: assessmentService,
      payments,
      publicConfig,
      cache: createReportCache({ dir: path.join(dataDir, `r${i}`) }),
    });
    const start = performance.now();
    await service.getPdf(signed(i % 2 ? "en" : "es"));
    renders.push(performance.now() - start);
  }
  const cached: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    await warm.getPdf(signed("es"));
    cached.push(performance.now() - start);
  }
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const pages = (await parser.getInfo()).total;
  await parser.destroy();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { renderMedianMs: median(renders), cachedMedianMs: median(cached), pages, bytes: pdf.length };
}
