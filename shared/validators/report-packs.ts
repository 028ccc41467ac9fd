import {
  CHECKOUT_METHODS,
  payerFinalizeSchema,
  type CheckoutMethod,
  type PayerCheckoutResponse,
  type PayerFinalizeResponse,
} from "./checkout";
import { z } from "./zod";

/**
 * Report packs: a counsellor buys full reports in bulk at the volume prices the administrator sets (tiers in the
 * pricing tab), pays through any checkout provider, and unlocks them one by one for students of their classes.
 */

/** The fewest and the most reports one pack holds. */
export const PACK_MIN = 5;
export const PACK_MAX = 1000;
/** Price tiers the administrator may set. */
export const PACK_TIERS_MAX = 6;

/** From `minQuantity` reports on, each costs `unitPrice` (in the price currency). */
export interface PackTier {
  minQuantity: number;
  unitPrice: string;
}

/** Until the administrator sets them (the single report costs 19.99 by default). */
export const DEFAULT_PACK_TIERS: readonly PackTier[] = [
  { minQuantity: PACK_MIN, unitPrice: "14.99" },
  { minQuantity: 30, unitPrice: "11.99" },
  { minQuantity: 100, unitPrice: "9.99" },
];

const PRICE_FORMAT = /^\d{1,6}(\.\d{1,2})?$/;

const tierSchema = z.strictObject({
  minQuantity: z.coerce
    .number({ error: "admin.packTierQuantity" })
    .int("admin.packTierQuantity")
    .min(PACK_MIN, "admin.packTierQuantity")
    .max(PACK_MAX, "admin.packTierQuantity"),
  unitPrice: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(PRICE_FORMAT, "admin.priceFormat"))
    .transform((value) => Number(value).toFixed(2))
    .refine((value) => Number(value) > 0, "admin.pricePositive"),
});

/**
 * The admin's tiers: at least one, the first from PACK_MIN reports (every pack has a price), each further tier
 * from more reports than the one before and at a unit price no higher.
 */
export const packTiersSchema = z
  .array(tierSchema, { error: "admin.packTiers" })
  .min(1, "admin.packTiers")
  .max(PACK_TIERS_MAX, "admin.packTiers")
  .refine((tiers) => tiers[0]?.minQuantity === PACK_MIN, { message: "admin.packTierFirst" })
  .refine(
    (tiers) =>
      tiers.every(
        (tier, i) =>
          i === 0 ||
          (tier.minQuantity > tiers[i - 1]!.minQuantity && Number(tier.unitPrice) <= Number(tiers[i - 1]!.unitPrice)),
      ),
    { message: "admin.packTierOrder" },
  );

/** The tier a pack of `quantity` reports is priced by (the last whose minimum it reaches). */
export function tierFor(tiers: readonly PackTier[], quantity: number): PackTier | undefined {
  let found: PackTier | undefined;
  for (const tier of tiers) if (quantity >= tier.minQuantity) found = tier;
  return found;
}

const quantity = z.coerce
  .number({ error: "schools.packQuantity" })
  .int("schools.packQuantity")
  .min(PACK_MIN, "schools.packQuantity")
  .max(PACK_MAX, "schools.packQuantity");

/** GET /api/schools/packs/quote?quantity=N */
export const packQuoteQuerySchema = z.object({ quantity });

/** POST /api/schools/packs: the counsellor buys a pack of `quantity` reports with a checkout method. */
export const buyPackSchema = z.strictObject({
  quantity,
  method: z.enum(CHECKOUT_METHODS, { error: "api.invalidBody" }),
  lang: z.enum(["es", "en"]).optional(),
});
export type BuyPackInput = z.infer<typeof buyPackSchema>;

/** The price of a pack: per report, in all, and in local currency (what the card page charges). */
export interface PackQuoteDto {
  quantity: number;
  unitPrice: string;
  amount: string;
  currency: string;
  localAmount: string;
  localCurrency: string;
  /** What one report costs alone (the tiers' saving is against it). */
  singlePrice: string;
}

/** GET /api/schools/packs/prices: the tiers as the schools page shows them (public). */
export interface PackPricesDto {
  tiers: PackTier[];
  currency: string;
  singlePrice: string;
  min: number;
  max: number;
}

/** How the counsellor goes on (see PayerCheckoutResponse). */
export type BuyPackResponse = PayerCheckoutResponse;

/** POST /api/schools/packs/finalize: the PayPal order the counsellor approved. */
export const packFinalizeSchema = payerFinalizeSchema;

export type PackFinalizeResponse = PayerFinalizeResponse;

/** One of the counsellor's packs. */
export interface ReportPackDto {
  id: string;
  quantity: number;
  /** Unlocked for students. */
  used: number;
  /** Given back (refunded). */
  refunded: number;
  /** Still to unlock. */
  available: number;
  /** "pending": not paid (yet, or the payment did not go through); "paid". */
  status: "pending" | "paid";
  amount: string;
  currency: string;
  createdAt: string;
  paidAt: string | null;
}

/** GET /api/schools/packs: the counsellor's packs (paid first) and the reports they can still unlock. */
export interface ReportPacksDto {
  available: number;
  packs: ReportPackDto[];
  /** The checkout methods a pack can be bought with now. */
  methods: CheckoutMethod[];
  /** Some method is the local payment sandbox (no real money). */
  sandbox: boolean;
}

/** POST /api/schools/classes/:id/students/:key/unlock: one report of the counsellor's packs for this student. */
export const classStudentKeyParamsSchema = z.object({
  id: z.uuid({ error: "schools.classNotFound" }),
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "schools.studentNotFound"),
});
export interface UnlockResponse {
  unlocked: true;
  /** Reports left to unlock in the counsellor's packs. */
  available: number;
}
