import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import {
  assessments,
  paymentRefunds,
  payments,
  referrals,
  reportPacks,
  sellers,
  type Payment,
} from "@shared/schema/index";
import type { AdminPaymentDto, AdminPaymentsPageDto, AdminPaymentsQuery } from "@shared/validators/admin-payments";
import type { Db } from "../../db/client";
import { pageWindow, toPage } from "../../lib/pagination";
import { refundEligibility } from "../payments/refunds.service";
import { packCodeCounts } from "../payments/access-codes.service";
import { publicPaymentMethod, storedPaymentProvider } from "../payments/payment-providers.registry";

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** `%` and `_` typed by the admin are searched for literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin's payments view: every payment with its buyer, provider references, delivery, downloads and refunds. */
export function createAdminPaymentsService({ db }: { db: Db }) {
  async function details(
    rows: { payment: Payment; buyerName: string; buyerEmail: string }[],
    now: Date,
  ): Promise<AdminPaymentDto[]> {
    const ids = rows.map((row) => row.payment.id);
    const refundRows = ids.length
      ? await db
          .select()
          .from(paymentRefunds)
          .where(inArray(paymentRefunds.paymentId, ids))
          .orderBy(asc(paymentRefunds.createdAt))
      : [];
    // The referral each payment converted, or the one it came through without earning anything (a purchase in the
    // local sandbox, or the seller's own found out at fulfilment).
    const throughIds = [...new Set(rows.map((row) => row.payment.referralId).filter((id): id is string => !!id))];
    const referralRows = ids.length
      ? await db
          .select({
            id: referrals.id,
            paymentId: referrals.paymentId,
            sellerName: sellers.name,
            status: referrals.status,
            commissionAmount: referrals.commissionAmount,
          })
          .from(referrals)
          .innerJoin(sellers, eq(sellers.id, referrals.sellerId))
          .where(
            throughIds.length
              ? or(inArray(referrals.paymentId, ids), inArray(referrals.id, throughIds))
              : inArray(referrals.paymentId, ids),
          )
      : [];
    const referralOf = (payment: Payment): AdminPaymentDto["referral"] => {
      const converted = referralRows.find((row) => row.paymentId === payment.id);
      if (converted)
        return {
          sellerName: converted.sellerName,
          status: converted.status,
          commissionAmount: converted.commissionAmount,
        };
      const through = referralRows.find((row) => row.id === payment.referralId);
      return through ? { sellerName: through.sellerName, status: "no_commission", commissionAmount: null } : null;
    };
    // A school's packs: their size and price, and how many of their reports were unlocked or refunded.
    const packIds = [...new Set(rows.map((row) => row.payment.packId).filter((id): id is string => !!id))];
    const packRows = packIds.length ? await db.select().from(reportPacks).where(inArray(reportPacks.id, packIds)) : [];
    const codeCounts = await packCodeCounts(db, packIds);
    const packOf = (payment: Payment): AdminPaymentDto["pack"] => {
      const pack = packRows.find((row) => row.id === payment.packId);
      if (!pack) return null;
      const counts = codeCounts.get(pack.id);
      return {
        id: pack.id,
        quantity: pack.quantity,
        used: Number(counts?.used ?? 0),
        refunded: Number(counts?.voided ?? 0),
        unitPrice: pack.unitPrice,
      };
    };
    return rows.map(({ payment, buyerName, buyerEmail }) => {
      const eligibility = refundEligibility(payment, now);
      return {
        id: payment.id,
        assessmentId: payment.assessmentId,
        pack: packOf(payment),
        buyerName,
        buyerEmail,
        provider: publicPaymentMethod(payment.provider),
        status: payment.status,
        sandbox: payment.sandbox,
        amount: payment.amount,
        currency: payment.currency,
        localAmount: payment.localAmount,
        localCurrency: payment.localCurrency,
        providerOrderId: payment.providerOrderId,
        captureId: payment.captureId,
        authorizationCode: payment.authorizationCode,
        rrn: payment.rrn,
        maskedCard: payment.maskedCard,
        createdAt: payment.createdAt.toISOString(),
        completedAt: iso(payment.completedAt),
        reportDeliveredAt: iso(payment.reportDeliveredAt),
        firstDownloadedAt: iso(payment.firstDownloadedAt),
        lastDownloadedAt: iso(payment.lastDownloadedAt),
        downloadCount: payment.downloadCount,
        refundedAmount: payment.refundedAmount,
        refundedAt: iso(payment.refundedAt),
        refunds: refundRows
          .filter((refund) => refund.paymentId === payment.id)
          .map((refund) => ({
            id: refund.id,
            amount: refund.amount,
            currency: refund.currency,
            kind: refund.kind,
            source: refund.source,
            providerRefundId: refund.providerRefundId,
            note: refund.note,
            createdAt: refund.createdAt.toISOString(),
          })),
        referral: referralOf(payment),
        promo: payment.promoCode
          ? { code: payment.promoCode, discount: payment.promoDiscount, overLimit: payment.promoOverLimit }
          : null,
        eligibility: {
          refundable: eligibility.refundable,
          reasons: eligibility.reasons,
          windowEndsAt: iso(eligibility.windowEndsAt),
        },
      };
    });
  }

  // A pack's buyer is its payer, the counsellor (by the name and address they paid with).
  const select = () =>
    db
      .select({
        payment: payments,
        buyerName: sql<string>`coalesce(${assessments.fullName}, ${payments.customerData}->>'fullName', '')`,
        buyerEmail: sql<string>`coalesce(${assessments.email}, ${payments.payerEmail}, '')`,
      })
      .from(payments)
      .leftJoin(assessments, eq(assessments.id, payments.assessmentId));

  return {
    async list(query: AdminPaymentsQuery, now: Date = new Date()): Promise<AdminPaymentsPageDto> {
      const where: SQL[] = [];
      if (query.q) {
        const pattern = likePattern(query.q);
        where.push(
          sql`(lower(${assessments.email}) like ${pattern} or lower(${assessments.fullName}) like ${pattern} or lower(coalesce(${payments.customerData}->>'email', '')) like ${pattern} or lower(coalesce(${payments.customerData}->>'fullName', '')) like ${pattern})`,
        );
      }
      if (query.assessment) where.push(eq(payments.assessmentId, query.assessment));
      if (query.provider) where.push(eq(payments.provider, storedPaymentProvider(query.provider)));
      if (query.status) where.push(eq(payments.status, query.status));
      if (query.from) where.push(gte(payments.createdAt, new Date(`${query.from}T00:00:00Z`)));
      if (query.to)
        where.push(lt(payments.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 24 * 60 * 60 * 1000)));
      const condition = where.length ? and(...where) : undefined;
      const { limit, offset } = pageWindow(query);
      const rows = await select()
        .where(condition)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset);
      const page = toPage(rows, query);
      return { ...page, items: await details(page.items, now) };
    },

    async get(paymentId: string, now: Date = new Date()): Promise<AdminPaymentDto | undefined> {
      const rows = await select().where(eq(payments.id, paymentId));
      return (await details(rows, now))[0];
    },
  };
}
export type AdminPaymentsService = ReturnType<typeof createAdminPaymentsService>;
