import type { HollandType } from "../content/types";
import type { Lang } from "../i18n/lang";
import { z } from "./zod";
import { freeText } from "./text";
import {
  CHECKOUT_METHODS,
  payerFinalizeSchema,
  type CheckoutMethod,
  type PayerCheckoutResponse,
  type PayerFinalizeResponse,
} from "./checkout";

/** Share ids: 144 random bits, base64url (24 characters); anything else is simply not found. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;
export const shareIdSchema = z.string().regex(SHARE_ID_PATTERN, "share.notFound");

/** POST /api/assessment/{id}/share */
export const createShareSchema = z.object({ lang: z.enum(["es", "en"]).optional() });

export interface CreateShareResponse {
  shareId: string;
  url: string;
}

/**
 * What a share link shows to anyone: the first name and the free preview of the profile. Never
 * the email, age, education, country or anything paid.
 */
export interface ShareDto {
  shareId: string;
  /** The sharer's language. */
  lang: Lang;
  firstName: string;
  /** The first two letters, as in the free preview. */
  code: string;
  primaryType: HollandType;
  secondaryType: HollandType;
  primaryTypeName: string;
  secondaryTypeName: string;
  /** 0-100 of the two strongest types only, as in the free preview's chart (the other four are locked). */
  normalizedScores: Partial<Record<HollandType, number>>;
  primaryDescription: string;
  primaryTraits: string[];
  primaryEnvironments: string[];
  /** Whether the full report was bought already (the parents' page then offers no gift). */
  reportOwned: boolean;
  /** The report's price for a gift. */
  price: { amount: string; currency: string };
  /** Which payment methods a gift may use. */
  giftMethods: CheckoutMethod[];
  /** The local payment sandbox is in use: no real charge. */
  sandbox: boolean;
}

/** POST /api/share/{shareId}/gift: a parent pays for the report of the person who shared. */
export const giftSchema = z.object({
  payerName: freeText({ error: "validation.fullName" })
    .min(2, "validation.fullName")
    .max(120, "validation.fullNameMax"),
  payerEmail: z
    .string({ error: "validation.email" })
    .trim()
    .max(254, "validation.email")
    .pipe(z.email("validation.email")),
  method: z.enum(CHECKOUT_METHODS, { error: "api.invalidBody" }),
  lang: z.enum(["es", "en"]).optional(),
});
export type GiftInput = z.infer<typeof giftSchema>;

/** How the payer goes on (see PayerCheckoutResponse). */
export type GiftResponse = PayerCheckoutResponse;

/** POST /api/share/{shareId}/gift/finalize: the PayPal order the payer approved. */
export const giftFinalizeSchema = payerFinalizeSchema;

export type GiftFinalizeResponse = PayerFinalizeResponse;
