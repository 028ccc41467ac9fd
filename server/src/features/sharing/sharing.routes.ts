import { Router, type Request, type RequestHandler, type Response } from "express";
import { z } from "zod";
import { translate } from "@shared/i18n/catalog";
import { toLang, type Lang } from "@shared/i18n/lang";
import type { Assessment, User } from "@shared/schema/index";
import { assessmentIdSchema } from "@shared/validators/assessment";
import {
  createShareSchema,
  giftFinalizeSchema,
  giftSchema,
  SHARE_ID_PATTERN,
  shareIdSchema,
} from "@shared/validators/sharing";
import type { AppDeps } from "../../deps";
import type { ClientHtml } from "../../lib/client-html";
import { AppError } from "../../lib/errors";
import { requestLang } from "../../lib/lang";
import { parse } from "../../lib/validate";
import { assessmentNotFoundError } from "../assessment/assessment.errors";
import { holdsFromRequest } from "../assessment/claim-secret.service";
import { OG_HEIGHT, OG_VERSION, OG_WIDTH } from "./share-preview.image";
import { shareNotFoundError } from "./sharing.errors";
import { toShareView } from "./sharing.service";

/** The share page and the parents' page: /r/{shareId} and /r/{shareId}/familia. */
export const SHARE_PAGE_PATH = /^\/r\/([A-Za-z0-9_-]{24})(\/familia)?\/?$/;

/** The signed-in owner, or the browser that holds the assessment's claim secret; an admin may only revoke. */
function canManage(serverSecret: string, req: Request, res: Response, { admin = false } = {}) {
  return (assessment: Assessment): boolean => {
    const user = res.locals.user as User | undefined;
    if (user && ((admin && user.role === "admin") || (assessment.userId !== null && user.id === assessment.userId)))
      return true;
    return holdsFromRequest(serverSecret, req, assessment);
  };
}

const assessmentParam = (req: Request): string => {
  const { id } = z.object({ id: z.string() }).parse(req.params);
  if (!assessmentIdSchema.safeParse(id).success) throw assessmentNotFoundError();
  return id;
};

const shareParam = (req: Request): string => {
  const { shareId } = z.object({ shareId: z.string() }).parse(req.params);
  if (!shareIdSchema.safeParse(shareId).success) throw shareNotFoundError();
  return shareId;
};

export function sharingRouter({ rateLimits, config, sharing }: AppDeps): Router {
  const router = Router();

  router.post("/assessment/:id/share", async (req, res) => {
    await rateLimits.limit(`share:ip:${req.ip}`, 30, 15 * 60);
    const id = assessmentParam(req);
    const input = parse(req, "body", createShareSchema);
    const { body, created } = await sharing.create(
      id,
      input.lang ?? requestLang(req),
      canManage(config.sessionSecret, req, res),
    );
    res.status(created ? 201 : 200).json(body);
  });

  router.delete("/assessment/:id/share", async (req, res) => {
    const id = assessmentParam(req);
    const revoked = await sharing.revokeAll(id, canManage(config.sessionSecret, req, res, { admin: true }));
    res.json({ revoked });
  });

  router.get("/share/:shareId", async (req, res) => {
    res.json(await sharing.view(shareParam(req), requestLang(req)));
  });

  router.get("/share/:shareId/image.png", async (req, res) => {
    await rateLimits.limit(`share-image:ip:${req.ip}`, config.shareImagesPerAddress, 10 * 60);
    const lang: Lang | undefined = req.query.lang === "en" || req.query.lang === "es" ? req.query.lang : undefined;
    const png = await sharing.image(shareParam(req), lang);
    // Crawlers and chats may keep it a day; a revoked link stops answering at once here.
    res.set({ "Cache-Control": "public, max-age=86400", "Content-Type": "image/png" });
    res.send(png);
  });

  router.post("/share/:shareId/gift", async (req, res) => {
    await rateLimits.limit(`gift:ip:${req.ip}`, 20, 15 * 60);
    const shareId = shareParam(req);
    const input = parse(req, "body", giftSchema);
    await rateLimits.limit(`gift:share:${shareId}`, 10, 60 * 60);
    res.json(await sharing.gift(shareId, input, input.lang ?? requestLang(req)));
  });

  router.post("/share/:shareId/gift/finalize", async (req, res) => {
    await rateLimits.limit(`gift-finalize:ip:${req.ip}`, 60, 15 * 60);
    const shareId = shareParam(req);
    const input = parse(req, "body", giftFinalizeSchema);
    const result = await sharing.finalizeGift(shareId, input.orderId, requestLang(req));
    res.status(result.status === "pending" ? 202 : 200).json(result);
  });

  return router;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The HTML of a share page, decided on the server: 404 for an unknown or revoked link, otherwise
 * the app's page with Open Graph and Twitter card tags (crawlers run no script).
 */
export function sharePages({ config, sharing }: AppDeps, html: ClientHtml): RequestHandler {
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    const match = SHARE_PAGE_PATH.exec(req.path);
    const shareId = match?.[1] ?? "";
    const link = SHARE_ID_PATTERN.test(shareId)
      ? await sharing.resolve(shareId).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 404) return undefined;
          throw error;
        })
      : undefined;
    if (!link) {
      res.status(404).type("html").send(html.render(req.path, req.query.lang));
      return;
    }
    const lang = toLang(req.query.lang === "en" || req.query.lang === "es" ? req.query.lang : link.link.lang);
    const view = toShareView(shareId, link.link.lang, link.assessment, lang);
    const family = Boolean(match?.[2]);
    const name = view.firstName;
    const types = `${view.primaryTypeName} · ${view.secondaryTypeName}`;
    const title = family
      ? `${translate(lang, "family.pageTitle", { name })} · QuéEstudiar`
      : translate(lang, "share.ogTitle", { name, type: view.primaryTypeName });
    const description = translate(lang, "share.ogDescription", { name, types });
    const pageUrl = `${config.publicUrl}/r/${shareId}${family ? "/familia" : ""}${lang === "en" ? "?lang=en" : ""}`;
    const image = `${config.publicUrl}/api/share/${shareId}/image.png?lang=${lang}&v=${OG_VERSION}`;
    const alt = translate(lang, "share.ogAlt", { name, types });
    const meta = [
      `<meta name="robots" content="noindex">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:site_name" content="QuéEstudiar">`,
      `<meta property="og:locale" content="${lang === "en" ? "en_US" : "es_419"}">`,
      `<meta property="og:title" content="${escapeAttr(title)}">`,
      `<meta property="og:description" content="${escapeAttr(description)}">`,
      `<meta property="og:url" content="${escapeAttr(pageUrl)}">`,
      `<meta property="og:image" content="${escapeAttr(image)}">`,
      `<meta property="og:image:type" content="image/png">`,
      `<meta property="og:image:width" content="${OG_WIDTH}">`,
      `<meta property="og:image:height" content="${OG_HEIGHT}">`,
      `<meta property="og:image:alt" content="${escapeAttr(alt)}">`,
      `<meta name="twitter:card" content="summary_large_image">`,
      `<meta name="twitter:title" content="${escapeAttr(title)}">`,
      `<meta name="twitter:description" content="${escapeAttr(description)}">`,
      `<meta name="twitter:image" content="${escapeAttr(image)}">`,
      `<meta name="twitter:image:alt" content="${escapeAttr(alt)}">`,
    ].join("");
    // Function replacers: a name is inserted as it is, never read as a replacement pattern ($' $` $&).
    const page = html
      .render(req.path, lang)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(title)}</title>`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*"/,
        (_, start: string) => `${start}${escapeAttr(description)}"`,
      )
      .replace("</head>", () => `${meta}</head>`);
    res.status(200).type("html").send(page);
  };
}
