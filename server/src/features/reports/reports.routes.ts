import { Router } from "express";
import { z } from "zod";
import { translate } from "@shared/i18n/catalog";
import { assessmentIdSchema } from "@shared/validators/assessment";
import type { AppDeps } from "../../deps";
import { requestLang } from "../../lib/lang";
import { parse } from "../../lib/validate";
import { assessmentNotFoundError } from "../assessment/assessment.errors";
import { reportFilename } from "./reports.service";

const pdfQuerySchema = z.object({
  lang: z.enum(["es", "en"]).optional(),
  download: z.enum(["1", "true", "0", "false"]).optional(),
  open: z.string().optional(),
  expires: z.coerce.number().int().positive().optional(),
  sig: z.string().max(100).optional(),
});

export function reportsRouter({ reports }: AppDeps): Router {
  const router = Router();

  const idOf = (raw: string | undefined) => {
    if (!raw || !assessmentIdSchema.safeParse(raw).success) throw assessmentNotFoundError();
    return raw;
  };

  router.get("/assessment/:id/pdf", async (req, res) => {
    const id = idOf(req.params.id);
    const query = parse(req, "query", pdfQuerySchema);
    const lang = requestLang(req);
    const { pdf, assessment } = await reports.getPdf({
      id,
      lang,
      expires: query.expires,
      sig: query.sig,
      viewer: res.locals.user,
    });
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

  router.get("/assessment/:id/download", async (req, res) => {
    const id = idOf(req.params.id);
    res.json(await reports.getDownloadLink(id, requestLang(req), res.locals.user));
  });

  return router;
}
