import { Router, type ErrorRequestHandler, type Request } from "express";
import { z } from "zod";
import { translate } from "@shared/i18n/catalog";
import { assessmentIdSchema } from "@shared/validators/assessment";
import type { AppDeps } from "../../deps";
import { requestLang } from "../../lib/lang";
import { whileClientWaits } from "../../lib/client-gone";
import { parse } from "../../lib/validate";
import { AppError } from "../../lib/errors";
import { paths } from "@shared/routes";
import { assessmentNotFoundError } from "../assessment/assessment.errors";
import { holdsFromRequest } from "../assessment/claim-secret.service";
import { reportFilename } from "./reports.service";

const pdfQuerySchema = z.object({
  lang: z.enum(["es", "en"]).optional(),
  download: z.enum(["1", "true", "0", "false"]).optional(),
  open: z.string().optional(),
  expires: z.coerce.number().int().positive().optional(),
  sig: z.string().max(100).optional(),
});

/** Why a PDF could not be shown, as the results page words it (`?report=`). */
const PAGE_REASONS: Record<string, string> = {
  "report.not_paid": "unpaid",
  "report.refunded": "refunded",
  "report.bad_signature": "expired",
  "assessment.not_found": "sign-in",
  "report.sign_in": "sign-in",
  "report.owner_only": "owner-only",
};

/** The browser itself opened the PDF's address (a link, the email's button), not the app's fetch. */
function opensAsPage(req: Request): boolean {
  if (req.get("sec-fetch-dest") === "document") return true;
  return (req.get("accept") ?? "").includes("text/html") && req.accepts(["json", "html"]) === "html";
}

/**
 * A PDF that cannot be shown to a browser opening its address gets the results page with the
 * reason in words and the way forward (buy it, sign in), not the API's JSON; the app's own
 * requests keep the JSON answer.
 */
const pdfErrorAsPage: ErrorRequestHandler = (error, req, res, next) => {
  const reason = error instanceof AppError ? PAGE_REASONS[error.code] : undefined;
  const id = typeof req.params.id === "string" ? req.params.id : "";
  if (!reason || !opensAsPage(req) || !assessmentIdSchema.safeParse(id).success) return next(error);
  res.setHeader("Cache-Control", "no-store");
  res.redirect(303, `${paths.results(id)}?${new URLSearchParams({ lang: requestLang(req), report: reason })}`);
};

export function reportsRouter({ reports, config }: AppDeps): Router {
  const router = Router();

  const idOf = (raw: string | undefined) => {
    if (!raw || !assessmentIdSchema.safeParse(raw).success) throw assessmentNotFoundError();
    return raw;
  };

  router.get("/assessment/:id/pdf", async (req, res) => {
    const id = idOf(req.params.id);
    const query = parse(req, "query", pdfQuerySchema);
    const lang = requestLang(req);
    // the client going away cancels a render nobody else waits for
    const opened = await whileClientWaits(res, (signal) =>
      reports.getPdf({
        id,
        lang,
        signal,
        expires: query.expires,
        sig: query.sig,
        viewer: res.locals.user,
        holds: (assessment) => holdsFromRequest(config.sessionSecret, req, assessment),
      }),
    );
    // nobody to answer: the render was cancelled because the client left
    if (!opened) return;
    const { pdf, assessment } = opened;
    const filename = reportFilename(translate(lang, "pdf.filename"), assessment.fullName);
    const disposition = query.download === "1" || query.download === "true" ? "attachment" : "inline";
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Length", String(pdf.length));
    res.setHeader(
      "Content-Disposition",
      `${disposition}; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    );
    res.setHeader("Cache-Control", "private, no-store");
    res.end(pdf);
  });
  router.use("/assessment/:id/pdf", pdfErrorAsPage);

  router.get("/assessment/:id/download", async (req, res) => {
    const id = idOf(req.params.id);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Vary", "Authorization, Cookie, X-Claim-Secret");
    res.json(
      await reports.getDownloadLink(id, requestLang(req), res.locals.user, (assessment) =>
        holdsFromRequest(config.sessionSecret, req, assessment),
      ),
    );
  });

  return router;
}
