import { renderToString } from "react-dom/server";
import type { Lang } from "@shared/i18n/lang";
import type { QuestionSetDto } from "@shared/validators/assessment";
import { Router } from "wouter";
import { AppProviders } from "./app/providers";
import { Shell } from "./app/app";
import { preloadPageCode } from "./app/routes";
import { ROUTES } from "./config/paths";
import { questionsQueryOptions } from "./features/assessment/api/get-questions";
import { setBuildFirstSeed } from "./features/assessment/prerendered";
import { loadMessages, translate } from "./lib/i18n";
import { sessionQueryClient } from "./lib/query-provider";

/**
 * Pages as HTML, rendered at build time (scripts/prerender.ts) for a guest, once per language:
 * the server sends the one of the request's language, so the page paints before any script runs,
 * and main.tsx hydrates it.
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
  const path = ROUTES.assessment.path;
  await Promise.all([preloadPageCode(path), loadMessages(lang)]);
  sessionQueryClient.setQueryData(questionsQueryOptions().queryKey, questions);
  setBuildFirstSeed(firstSeed);
  try {
    const html = renderAt(path, lang);
    return { html, title: `${translate(lang, "assessment.pageTitle")} · ${translate(lang, "app.name")}` };
  } finally {
    setBuildFirstSeed(undefined);
  }
}
