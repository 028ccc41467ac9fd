import { renderToString } from "react-dom/server";
import type { MessageKey } from "@shared/i18n/client-catalog";
import type { Lang } from "@shared/i18n/lang";
import type { AssessmentDetailDto, QuestionSetDto } from "@shared/validators/assessment";
import type { PublicPaymentConfig } from "@shared/validators/payments";
import { Router } from "wouter";
import { AppProviders } from "./app/providers";
import { Shell } from "./app/app";
import { preloadPageCode } from "./app/routes";
import { ROUTES } from "./config/paths";
import { assessmentQueryOptions } from "./features/assessment/api/get-assessment";
import { questionsQueryOptions } from "./features/assessment/api/get-questions";
import { setBuildFirstSeed } from "./features/assessment/prerendered";
import { loadMessages, translate } from "./lib/i18n";
import { primePaymentConfig } from "./lib/payment-config";
import { sessionQueryClient } from "./lib/query-provider";
import { WAY_BACK_LINK_CLASSES } from "./features/landing/components/way-back";

/** Classes the landing page shows only after hydration (the way back to a test): kept in its critical CSS. */
export const LANDING_LATE_CLASSES = WAY_BACK_LINK_CLASSES.split(/\s+/).filter(Boolean);

/**
 * Pages as HTML for a guest, so that they paint before any script runs; main.tsx hydrates them.
 * The landing and test pages are rendered at build time (scripts/prerender.ts), once per
 * language, and the server sends the one of the request's language; a results page is rendered
 * by the server for each request (server/src/features/assessment/results-page.routes.ts), from this
 * module built for Node (dist/ssr/prerender.js).
 */
function renderAt(path: string, lang: Lang): string {
  return renderToString(
    <AppProviders lang={lang}>
      <Router ssrPath={path} ssrSearch="">
        <Shell />
      </Router>
    </AppProviders>,
  );
}

/**
 * The page at `path` once its code and messages are loaded and `prime` has put the data it
 * renders from where the page reads it; with its title ("`titleKey` · product name").
 */
async function renderPage(
  path: string,
  lang: Lang,
  titleKey: MessageKey,
  prime: () => void,
): Promise<{ html: string; title: string }> {
  await Promise.all([preloadPageCode(path), loadMessages(lang)]);
  prime();
  return { html: renderAt(path, lang), title: `${translate(lang, titleKey)} · ${translate(lang, "app.name")}` };
}

/** The landing page, "/". */
export function renderLanding(lang: Lang): string {
  return renderAt("/", lang);
}

/**
 * The test page with its first question, from `questions` (what GET /api/assessment/questions
 * serves), its activities in the order of `firstSeed`; and the page's title.
 */
export async function renderTestPage(
  lang: Lang,
  questions: QuestionSetDto[],
  firstSeed: number,
): Promise<{ html: string; title: string }> {
  setBuildFirstSeed(firstSeed);
  try {
    return await renderPage(ROUTES.assessment.path, lang, "assessment.pageTitle", () =>
      sessionQueryClient.setQueryData(questionsQueryOptions().queryKey, questions),
    );
  } finally {
    setBuildFirstSeed(undefined);
  }
}

/**
 * The results page at `path` (/results/{id}) from its data: the assessment's public detail (what
 * GET /api/assessment/{id} answers a guest) and the public payment config; and the page's title.
 * The query cache is emptied after: nothing of one request stays for the next.
 */
export async function renderResultsPage(
  lang: Lang,
  path: string,
  assessment: AssessmentDetailDto,
  config: PublicPaymentConfig,
): Promise<{ html: string; title: string }> {
  try {
    return await renderPage(path, lang, "results.pageTitle", () => {
      sessionQueryClient.setQueryData(assessmentQueryOptions(assessment.id, lang).queryKey, assessment);
      primePaymentConfig(config);
    });
  } finally {
    sessionQueryClient.clear();
  }
}
