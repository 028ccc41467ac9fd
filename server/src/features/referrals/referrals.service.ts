import { and, eq, inArray, sql } from "drizzle-orm";
import { referrals, sellers, type Payment } from "@shared/schema/index";
import type { AuthService } from "../auth/auth.service";
import { sameEmailIdentity } from "@shared/email-identity";
import type { PaymentConfigService } from "../payments/payment-config.service";
import { fromCents, toCents } from "@shared/pricing";
import type { Db } from "../../db/client";

export interface ActiveReferral {
  referralId: string;
  sellerId: string;
  sellerName: string;
  /** The buyer's discount, from the payment config. */
  percent: string;
  /** Who the seller is, so that a seller buying through its own link is recognised. */
  sellerUserId: string | null;
  sellerEmail: string;
}

/** Who is buying, as far as the server knows: the signed-in user, the assessment's owner and the emails given. */
export interface Buyer {
  userIds: (string | null | undefined)[];
  emails: (string | null | undefined)[];
}

/**
 * A seller buying through its own link is not a referred sale: the same account, or an address that reaches the
 * same person (compared by `emailIdentity`: case, `+tags`, Gmail's dots).
 */
export function isSellersOwnPurchase(
  seller: { userId: string | null; emails: (string | null | undefined)[] },
  buyer: Buyer,
): boolean {
  if (seller.userId && buyer.userIds.some((id) => id === seller.userId)) return true;
  return seller.emails.some((sellerEmail) => buyer.emails.some((email) => sameEmailIdentity(sellerEmail, email)));
}

/**
 * isSellersOwnPurchase with the accounts' own addresses too: the seller's account's email beside the seller's,
 * and each buyer account's (the signed-in buyer, the test's owner) beside the emails the buyer gave.
 */
/** The accounts' owner: the emails of the seller's and the buyer's accounts. */
type Accounts = Pick<AuthService, "accountsOfTx">;

async function isSellersOwnPurchaseTx(
  accounts: Accounts,
  db: Db,
  seller: { userId: string | null; email: string },
  buyer: Buyer,
): Promise<boolean> {
  if (isSellersOwnPurchase({ userId: seller.userId, emails: [seller.email] }, buyer)) return true;
  const ids = [...new Set([seller.userId, ...buyer.userIds].filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return false;
  const found = await accounts.accountsOfTx(db, ids);
  const emailOf = (id: string | null | undefined) => found.find((account) => account.id === id)?.email;
  return isSellersOwnPurchase(
    { userId: seller.userId, emails: [seller.email, emailOf(seller.userId)] },
    { userIds: buyer.userIds, emails: [...buyer.emails, ...buyer.userIds.map(emailOf)] },
  );
}

export function createReferralsService({
  db,
  paymentConfig,
  auth,
}: {
  db: Db;
  paymentConfig: PaymentConfigService;
  auth: Accounts;
}) {
  return {
    // Inside a transaction another feature holds (payments, erasure).
    isSellersOwnPurchaseTx: (tx: Db, seller: { userId: string | null; email: string }, buyer: Buyer) =>
      isSellersOwnPurchaseTx(auth, tx, seller, buyer),
    convertReferralTx: (tx: Db, payment: Payment, options: { earnsCommission: boolean; buyer?: Buyer }) =>
      convertReferralTx(auth, tx, payment, options),
    prorateReferralTx,
    reverseReferralTx,
    eraseReferralBuyersOfPaymentsTx,
    eraseReferralBuyerEmailTx,
    async findActiveSeller(code: string) {
      const [seller] = await db
        .select()
        .from(sellers)
        .where(and(sql`upper(${sellers.referralCode}) = ${code.toUpperCase()}`, eq(sellers.isActive, true)));
      return seller;
    },

    /** A referral row is pending from the visitor's first arrival. */
    async createPending(sellerId: string): Promise<string> {
      const [row] = await db.insert(referrals).values({ sellerId, status: "pending" }).returning({ id: referrals.id });
      return row!.id;
    },

    async sellerOfReferral(referralId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sellerId: referrals.sellerId })
        .from(referrals)
        .where(eq(referrals.id, referralId));
      return row?.sellerId;
    },

    /** The visitor's referral if its seller is still active and it has not converted yet. */
    async active(referralId: string | null | undefined): Promise<ActiveReferral | undefined> {
      if (!referralId) return undefined;
      const [row] = await db
        .select({ referral: referrals, seller: sellers })
        .from(referrals)
        .innerJoin(sellers, eq(sellers.id, referrals.sellerId))
        .where(and(eq(referrals.id, referralId), eq(referrals.status, "pending"), eq(sellers.isActive, true)));
      if (!row) return undefined;
      const config = await paymentConfig.get();
      return {
        referralId: row.referral.id,
        sellerId: row.seller.id,
        sellerName: row.seller.name,
        percent: config.referralDiscountPercent,
        sellerUserId: row.seller.userId,
        sellerEmail: row.seller.email,
      };
    },
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;

/**
 * Converts the payment's referral once (compare-and-swap on its status), with the sale amount
 * actually paid and the seller's commission rounded to cents. Runs inside the fulfilment
 * transaction. Commission is only earned by a real sale (`earnsCommission`: its provider's word, so demo payments
 * and access codes never convert), never in the sandbox, nor by a seller's purchase through its own link (its
 * account, or an address of the seller's, as emailIdentity compares them).
 */
async function convertReferralTx(
  accounts: Accounts,
  tx: Db,
  payment: Payment,
  { earnsCommission, buyer = { userIds: [], emails: [] } }: { earnsCommission: boolean; buyer?: Buyer },
): Promise<void> {
  if (!payment.referralId || payment.sandbox || !earnsCommission) return;
  const [referral] = await tx
    .select({
      sellerId: referrals.sellerId,
      rate: sellers.commissionRate,
      sellerUserId: sellers.userId,
      sellerEmail: sellers.email,
    })
    .from(referrals)
    .innerJoin(sellers, eq(sellers.id, referrals.sellerId))
    .where(eq(referrals.id, payment.referralId));
  if (!referral) return;
  const customerEmail = payment.customerData?.email;
  if (
    await isSellersOwnPurchaseTx(
      accounts,
      tx,
      { userId: referral.sellerUserId, email: referral.sellerEmail },
      {
        userIds: [payment.userId, ...buyer.userIds],
        emails: [customerEmail, payment.payerEmail, ...buyer.emails],
      },
    )
  )
    return;
  const commission = fromCents(Math.round((toCents(payment.amount) * Number(referral.rate)) / 100));
  const customer = payment.customerData ?? {};
  await tx
    .update(referrals)
    .set({
      status: "converted",
      conversionDate: new Date(),
      saleAmount: payment.amount,
      commissionAmount: commission,
      paymentId: payment.id,
      userName: customer.fullName ?? null,
      userEmail: customer.email ?? null,
      country: customer.country ?? null,
    })
    .where(and(eq(referrals.id, payment.referralId), eq(referrals.status, "pending")));
}

/**
 * A partial refund: the converted referral's commission is reduced in proportion to what was refunded (it keeps
 * `keptAfter / keptBefore` of itself, in cents of the payment left unrefunded after and before this refund), in
 * the refund's transaction. The seller's monthly figures follow through the trigger on `referrals`.
 */
async function prorateReferralTx(
  tx: Db,
  paymentId: string,
  { keptBefore, keptAfter }: { keptBefore: number; keptAfter: number },
): Promise<void> {
  if (!(keptBefore > 0) || keptAfter >= keptBefore) return;
  await tx
    .update(referrals)
    .set({
      commissionAmount: sql`round(${referrals.commissionAmount} * ${keptAfter}::numeric / ${keptBefore}::numeric, 2)`,
    })
    .where(and(eq(referrals.paymentId, paymentId), eq(referrals.status, "converted")));
}

/** A refunded sale earns no commission: its converted referral is reversed, in the refund's transaction. */
async function reverseReferralTx(tx: Db, paymentId: string, reversedAt: Date): Promise<void> {
  await tx
    .update(referrals)
    .set({ status: "reversed", reversedAt })
    .where(and(eq(referrals.paymentId, paymentId), eq(referrals.status, "converted")));
}

/**
 * Erasure of an assessment: the referrals its payments converted (by payment, and by the referral
 * each payment came through) keep their sale and commission, without the buyer's name or email.
 */
async function eraseReferralBuyersOfPaymentsTx(tx: Db, paymentIds: string[], referralIds: string[]): Promise<void> {
  await tx.update(referrals).set({ userName: null, userEmail: null }).where(inArray(referrals.paymentId, paymentIds));
  if (referralIds.length)
    await tx.update(referrals).set({ userName: null, userEmail: null }).where(inArray(referrals.id, referralIds));
}

/** Erasure of a person (`email` in lower case): referrals keep their sale and commission, without the buyer's name or email. */
async function eraseReferralBuyerEmailTx(tx: Db, email: string): Promise<void> {
  await tx
    .update(referrals)
    .set({ userName: null, userEmail: null })
    .where(sql`lower(${referrals.userEmail}) = ${email}`);
}
