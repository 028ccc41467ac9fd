import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Lang } from "@shared/i18n/lang";
import type { AssessmentDetailDto } from "@shared/validators/assessment";
import type { PublicPaymentConfig } from "@shared/validators/payments";

/**
 * The app's own page rendering, on the server: client/src/prerender.tsx built for Node by
 * `npm run build` (dist/ssr/prerender.js, beside the client's dist/client). Without a build (the
 * server's tests, a development checkout) there is none, and pages boot in the browser as before.
 */
export interface PageRenderer {
  renderResultsPage(
    lang: Lang,
    path: string,
    assessment: AssessmentDetailDto,
    config: PublicPaymentConfig,
  ): Promise<{ html: string; title: string }>;
}

export async function loadPageRenderer(clientDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(clientDir, "..", "ssr", "prerender.js");
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}
