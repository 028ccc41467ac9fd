import type { NextFunction, Request, RequestHandler, Response } from "express";
import { toLang } from "@shared/i18n/lang";
import { assessmentIdSchema, type AssessmentDetailDto } from "@shared/validators/assessment";
import type { PublicPaymentConfig } from "@shared/validators/payments";
import type { AppDeps } from "../../deps";
import type { ClientHtml } from "../../lib/client-html";
import { AppError } from "../../lib/errors";
import type { PageRenderer } from "../../lib/page-renderer";

/**
 * GET /results/:id (shared/routes.ts). A results page arrives rendered (the free preview or the paid result, as a guest sees it) with
 * the data it was rendered from, so it paints before any script runs and the app hydrates it
 * (client/src/main.tsx). Its data is the public detail GET /api/assessment/{id} gives a guest and
 * the public payment config. Anything else (an unknown id, no renderer, a rendering that fails)
 * goes on to the app's plain HTML (`next`), which boots in the browser as before.
 */
export function resultsPages(
  deps: Pick<AppDeps, "assessments" | "publicConfig" | "logger">,
  html: ClientHtml,
  renderer: Promise<PageRenderer | undefined>,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const id = typeof req.params.id === "string" ? req.params.id : "";
    const render = await renderer;
    if (!render || !assessmentIdSchema.safeParse(id).success) return next();
    const lang = toLang(req.query.lang);
    let detail: string;
    try {
      detail = await deps.assessments.detailJson(id, lang);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return next();
      throw error;
    }
    const config = (await deps.publicConfig.get()).body.toString("utf8");
    const data = {
      assessment: JSON.parse(detail) as AssessmentDetailDto,
      config: JSON.parse(config) as PublicPaymentConfig,
    };
    let page: { html: string; title: string };
    try {
      page = await render.renderResultsPage(lang, req.path, data.assessment, data.config);
    } catch (error) {
      deps.logger.error({ err: error, path: "/results/{id}" }, "rendering a results page failed");
      return next();
    }
    // the page names the person: no shared cache keeps it
    res.setHeader("Cache-Control", "no-store");
    res
      .status(200)
      .type("html")
      .send(html.renderWith(req.path, lang, { ...page, data }));
  };
}
