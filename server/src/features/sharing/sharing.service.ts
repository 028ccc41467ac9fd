import { paths } from "@shared/routes";
import { randomBytes } from "node:crypto";
import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import type { HollandType } from "@shared/content/types";
import type { Lang } from "@shared/i18n/lang";
import { shareLinks, type Assessment } from "@shared/schema/index";
import { eq } from "drizzle-orm";
import { firstNameOf } from "@shared/sharing/first-name";
import type {
  CreateShareResponse,
  GiftFinalizeResponse,
  GiftInput,
  GiftResponse,
  ShareDto,
} from "@shared/validators/sharing";
import type { CustomerData } from "@shared/validators/checkout";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { createError } from "../../lib/errors";
import { assessmentNotFoundError } from "../assessment/assessment.errors";
import type { AssessmentReader } from "../assessment/assessment.service";
import { resultOf } from "../assessment/scoring.model";
import type { PaymentsService } from "../payments/payments.service";
import type { PublicConfigCache } from "../payments/public-config.service";
import type { ShareImages } from "./share-images.service";
import { shareNotFoundError } from "./sharing.errors";
import { createSharingRepository } from "./sharing.repository";
import { providerByPublicName } from "../payments/payment-providers.registry";
import { methodUnavailableError } from "../payments/payments.errors";
import type { PublicPaymentConfig } from "@shared/validators/payments";

export const notSharerError = createError(403, "share.not_holder", "share.notHolder");

/** 144 random bits, base64url (24 characters): unguessable, and never the assessment's id. */
export function newShareId(): string {
  return randomBytes(18).toString("base64url");
}

/** The address people receive: the page in the sharer's language. */
export function shareUrl(publicUrl: string, shareId: string, lang: Lang): string {
  return `${publicUrl}/r/${shareId}${lang === "en" ? "?lang=en" : ""}`;
}

export interface SharingDeps {
  db: Db;
  config: Config;
  payments: PaymentsService;
  assessments: AssessmentReader;
  publicConfig: PublicConfigCache;
  /** The preview pictures: drawn in worker threads, kept in memory and on disk. */
  images: ShareImages;
}

const hostOf = (publicUrl: string) => {
  try {
    return new URL(publicUrl).host;
  } catch {
    return publicUrl;
  }
};

/** The free preview of an assessment as a stranger may see it: no email, age, education, country or paid content. */
export function toShareView(shareId: string, sharerLang: Lang, assessment: Assessment, lang: Lang) {
  const result = resultOf(assessment);
  const primary = HOLLAND_TYPE_INFO[result.primaryType];
  const secondary = HOLLAND_TYPE_INFO[result.secondaryType];
  return {
    shareId,
    lang: sharerLang,
    firstName: firstNameOf(assessment.fullName),
    code: `${result.primaryType}${result.secondaryType}`,
    primaryType: result.primaryType,
    secondaryType: result.secondaryType,
    primaryTypeName: primary.name[lang],
    secondaryTypeName: secondary.name[lang],
    // The free preview's two scores; the four locked ones never leave the server.
    normalizedScores: {
      [result.primaryType]: result.normalized[result.primaryType],
      [result.secondaryType]: result.normalized[result.secondaryType],
    } as Partial<Record<HollandType, number>>,
    // a visitor reads it: about the person, never "Eres…" addressed to the visitor
    primaryDescription: primary.about[lang],
    primaryTraits: primary.traits.map((trait) => trait[lang]),
    primaryEnvironments: primary.environments.map((place) => place[lang]),
  };
}
export type ShareView = ReturnType<typeof toShareView>;

export function createSharingService(deps: SharingDeps) {
  const { db, config, payments, assessments, publicConfig, images } = deps;
  const repository = createSharingRepository({ db });

  /** The link and its assessment, or "not found" for an unknown or revoked link or a deleted assessment. */
  async function resolve(shareId: string) {
    const link = await repository.findActive(shareId);
    const assessment = link ? await assessments.findById(link.assessmentId) : undefined;
    if (!link || !assessment) throw shareNotFoundError();
    return { link, assessment };
  }

  return {
    // Inside an erasure's transaction.
    revokeSharesOfAssessmentTx,
    resolve,

    /** The owner's (or the test taker's browser's) link; the same working link is answered again for the same language. */
    async create(
      assessmentId: string,
      lang: Lang,
      canManage: (assessment: Assessment) => boolean,
    ): Promise<{ body: CreateShareResponse; created: boolean }> {
      const assessment = await assessments.findById(assessmentId);
      if (!assessment) throw assessmentNotFoundError();
      if (!canManage(assessment)) throw notSharerError();
      const existing = await repository.findActiveFor(assessment.id, lang);
      const link = existing ?? (await repository.insert({ id: newShareId(), assessmentId: assessment.id, lang }));
      return { body: { shareId: link.id, url: shareUrl(config.publicUrl, link.id, lang) }, created: !existing };
    },

    async revokeAll(assessmentId: string, canManage: (assessment: Assessment) => boolean): Promise<number> {
      const assessment = await assessments.findById(assessmentId);
      if (!assessment) throw assessmentNotFoundError();
      if (!canManage(assessment)) throw notSharerError();
      const revoked = await repository.revokeAll(assessment.id);
      await Promise.all(revoked.map((shareId) => images.remove(shareId)));
      return revoked.length;
    },

    /**
     * The link's preview picture (PNG) in `lang`, by default the sharer's: drawn once in a worker
     * thread, then from memory or disk. A revoked link answers 404 here before any cache is read.
     */
    async image(shareId: string, lang: Lang | undefined): Promise<Buffer> {
      const { link, assessment } = await resolve(shareId);
      const imageLang = lang ?? link.lang;
      return images.get({
        shareId,
        lang: imageLang,
        view: toShareView(shareId, link.lang, assessment, imageLang),
        host: hostOf(config.publicUrl),
      });
    },

    /** What the share page and the parents' page show. */
    async view(shareId: string, lang: Lang): Promise<ShareDto> {
      const { link, assessment } = await resolve(shareId);
      const quote = await payments.quote(assessment.id);
      const { methods = [] } = JSON.parse((await publicConfig.get()).body.toString("utf8")) as PublicPaymentConfig;
      const available = methods.filter((method) => method.available);
      return {
        ...toShareView(link.id, link.lang, assessment, lang),
        reportOwned: assessment.isPaid,
        price: { amount: quote.amount, currency: quote.currency },
        giftMethods: available.map((method) => method.id),
        sandbox: available.some((method) => method.sandbox),
      };
    },

    /**
     * A parent pays for the report: the checkout runs with the payer's name and email (the receipt goes there);
     * the report goes to the test taker's own email, which the payer never sees.
     */
    async gift(shareId: string, input: GiftInput, lang: Lang): Promise<GiftResponse> {
      const { link, assessment } = await resolve(shareId);
      const order = {
        assessmentId: assessment.id,
        customerData: {
          fullName: input.payerName,
          email: input.payerEmail,
          age: assessment.age as CustomerData["age"],
          education: assessment.education as CustomerData["education"],
          country: assessment.country as CustomerData["country"],
        },
        lang,
        gift: { payerEmail: input.payerEmail, pagePath: paths.shareFamily(link.id) },
      };
      const provider = providerByPublicName(input.method);
      if (!provider) throw methodUnavailableError();
      const start = await payments.startCheckout(provider.id, order);
      return start.kind === "form"
        ? { method: input.method, kind: "form", formUrl: start.formUrl, formData: start.formData }
        : { method: input.method, kind: "redirect", approvalUrl: start.url };
    },

    /** The payer is back from PayPal: capture and fulfil (the answer names no assessment). */
    async finalizeGift(shareId: string, orderId: string, lang: Lang): Promise<GiftFinalizeResponse> {
      const { assessment } = await resolve(shareId);
      const result = await payments.finalize("paypal", { assessmentId: assessment.id, orderId, lang });
      return result.redirectUrl
        ? { status: result.status, redirectUrl: result.redirectUrl }
        : { status: result.status };
    },
  };
}
export type SharingService = ReturnType<typeof createSharingService>;

/**
 * Erasure of an assessment, in its transaction: every share link of it stops answering; answers
 * their ids, so that the caller removes their pictures once the erasure is committed.
 */
async function revokeSharesOfAssessmentTx(tx: Db, assessmentId: string): Promise<string[]> {
  const rows = await tx
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(eq(shareLinks.assessmentId, assessmentId))
    .returning({ id: shareLinks.id });
  return rows.map((row) => row.id);
}
