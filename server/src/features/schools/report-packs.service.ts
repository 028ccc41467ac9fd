import type { Lang } from "@shared/i18n/lang";
import type { Payment, ReportPack, User } from "@shared/schema/index";
import { paths } from "@shared/routes";
import { packAmounts, toCents } from "@shared/pricing";
import {
  PACK_MAX,
  PACK_MIN,
  tierFor,
  type BuyPackInput,
  type BuyPackResponse,
  type PackFinalizeResponse,
  type PackPricesDto,
  type PackQuoteDto,
  type ReportPackDto,
  type ReportPacksDto,
  type UnlockResponse,
} from "@shared/validators/report-packs";
import type { CheckoutMethod } from "@shared/validators/checkout";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { AssessmentService } from "../assessment/assessment.service";
import type { AccessCodesService } from "../payments/access-codes.service";
import type { PaymentConfigService } from "../payments/payment-config.service";
import { checkoutMethods, providerByPublicName } from "../payments/payment-providers.registry";
import { methodUnavailableError, orderNotFoundError } from "../payments/payments.errors";
import type { PaymentsService } from "../payments/payments.service";
import { createReportPacksRepository } from "./report-packs.repository";
import { createSchoolsRepository } from "./schools.repository";
import { alreadyUnlockedError, classNotFoundError, packEmptyError, studentNotFoundError } from "./schools.errors";
import { counsellorOfUser } from "./schools.service";
import { studentKey } from "./roster-key.model";

export interface ReportPacksDeps {
  db: Db;
  config: Config;
  selfUrl: () => string;
  paymentConfig: Pick<PaymentConfigService, "get">;
  payments: Pick<PaymentsService, "startPackCheckout" | "packOfOrder" | "ofPacks" | "unlockWithPack" | "finalize">;
  accessCodes: Pick<AccessCodesService, "packCodeCounts">;
  assessments: Pick<AssessmentService, "classRoster">;
}

/**
 * Report packs (a school's bulk purchase): the admin's volume prices, a counsellor's purchase through any checkout
 * provider, their packs' balance, and the report of a student of their class unlocked with one of them.
 */
export function createReportPacksService(deps: ReportPacksDeps) {
  const { db, payments, paymentConfig, accessCodes, assessments } = deps;
  const packs = createReportPacksRepository({ db });
  const schools = createSchoolsRepository({ db });

  const quoteOf = async (quantity: number): Promise<PackQuoteDto> => {
    const row = await paymentConfig.get();
    const tier = tierFor(row.packTiers, quantity) ?? row.packTiers[0]!;
    const amounts = packAmounts({ unitPrice: tier.unitPrice, quantity, exchangeRate: row.exchangeRate });
    return {
      quantity,
      unitPrice: tier.unitPrice,
      amount: amounts.amount,
      currency: row.currency,
      localAmount: amounts.localAmount,
      localCurrency: row.localCurrency,
      singlePrice: row.basePrice,
    };
  };

  const packDto = (
    pack: ReportPack,
    counts: { used: number; voided: number } | undefined,
    payment: Payment | undefined,
  ): ReportPackDto => {
    const used = counts?.used ?? 0;
    const refunded = counts?.voided ?? 0;
    return {
      id: pack.id,
      quantity: pack.quantity,
      used,
      refunded,
      available: pack.paidAt ? Math.max(0, pack.quantity - used - refunded) : 0,
      status: pack.paidAt ? "paid" : "pending",
      amount:
        payment?.amount ??
        packAmounts({ unitPrice: pack.unitPrice, quantity: pack.quantity, exchangeRate: "1" }).amount,
      currency: pack.currency,
      createdAt: pack.createdAt.toISOString(),
      paidAt: pack.paidAt?.toISOString() ?? null,
    };
  };

  /**
   * A counsellor's packs as their panel lists them. A pack whose payment never went through (failed, declined,
   * abandoned) is left out; one still being paid is listed as pending.
   */
  const packsOf = async (counsellorId: string): Promise<ReportPackDto[]> => {
    const rows = await packs.ofCounsellor(counsellorId);
    const ids = rows.map((row) => row.id);
    const [counts, packPayments] = await Promise.all([accessCodes.packCodeCounts(ids), payments.ofPacks(ids)]);
    const latest = new Map<string, Payment>();
    for (const payment of packPayments)
      if (payment.packId && !latest.has(payment.packId)) latest.set(payment.packId, payment);
    return rows
      .filter((row) => row.paidAt !== null || latest.get(row.id)?.status === "pending")
      .map((row) => packDto(row, counts.get(row.id), latest.get(row.id)));
  };
  const availableOf = (list: ReportPackDto[]) => list.reduce((sum, pack) => sum + pack.available, 0);

  return {
    /**
     * What a pack's unused reports are worth (its refund gives back at most this): how many are left, and the
     * price of each. A pack not paid has no reports to give back.
     */
    async unusedValue(packId: string): Promise<{ unused: number; unitCents: number }> {
      const pack = await packs.find(packId);
      if (!pack?.paidAt) return { unused: 0, unitCents: pack ? toCents(pack.unitPrice) : 0 };
      const counts = (await accessCodes.packCodeCounts([pack.id])).get(pack.id);
      return {
        unused: Math.max(0, pack.quantity - (counts?.used ?? 0) - (counts?.voided ?? 0)),
        unitCents: toCents(pack.unitPrice),
      };
    },

    /** The volume prices, for the schools page. */
    async prices(): Promise<PackPricesDto> {
      const row = await paymentConfig.get();
      return { tiers: row.packTiers, currency: row.currency, singlePrice: row.basePrice, min: PACK_MIN, max: PACK_MAX };
    },

    quote: quoteOf,

    /** The counsellor's packs, the reports they can still unlock and the methods a pack can be bought with now. */
    async list(user: User): Promise<ReportPacksDto> {
      const counsellor = await counsellorOfUser(schools, user, { approved: false });
      const list = await packsOf(counsellor.id);
      const methods = checkoutMethods(await paymentConfig.get(), deps.config, deps.selfUrl()).filter(
        (method) => method.available,
      );
      return {
        available: availableOf(list),
        packs: list,
        methods: methods.map((method) => method.id as CheckoutMethod),
        sandbox: methods.some((method) => method.sandbox),
      };
    },

    /** An approved counsellor buys a pack: it is created at today's tier and its payment opened with the provider. */
    async buy(user: User, input: BuyPackInput, lang: Lang): Promise<BuyPackResponse> {
      const counsellor = await counsellorOfUser(schools, user, { approved: true });
      const provider = providerByPublicName(input.method);
      if (!provider) throw methodUnavailableError();
      const quote = await quoteOf(input.quantity);
      const pack = await packs.insert({
        counsellorId: counsellor.id,
        quantity: input.quantity,
        unitPrice: quote.unitPrice,
        currency: quote.currency,
      });
      const start = await payments.startPackCheckout(provider.id, {
        pack,
        payer: { userId: user.id, name: user.name, email: user.email },
        lang,
        pagePath: paths.schoolsPanel,
      });
      return start.kind === "form"
        ? { method: input.method, kind: "form", formUrl: start.formUrl, formData: start.formData }
        : { method: input.method, kind: "redirect", approvalUrl: start.url };
    },

    /** The counsellor is back from PayPal with the order they approved: captured and the pack paid (once). */
    async finalize(user: User, orderId: string, lang: Lang): Promise<PackFinalizeResponse> {
      const counsellor = await counsellorOfUser(schools, user, { approved: false });
      const packId = await payments.packOfOrder("paypal", orderId);
      const pack = packId ? await packs.find(packId) : undefined;
      if (!pack || pack.counsellorId !== counsellor.id) throw orderNotFoundError();
      const result = await payments.finalize("paypal", { packId: pack.id, orderId, lang });
      return result.redirectUrl
        ? { status: result.status, redirectUrl: result.redirectUrl }
        : { status: result.status };
    },

    /**
     * The counsellor unlocks a student's report with one report of their paid packs: the student (and a minor's
     * guardian) gets it by email. Another counsellor's class or a key not on its roster is not found.
     */
    async unlock(user: User, classId: string, key: string): Promise<UnlockResponse> {
      const counsellor = await counsellorOfUser(schools, user, { approved: true });
      const row = await schools.classOf(counsellor.id, classId);
      if (!row) throw classNotFoundError();
      const student = (await assessments.classRoster(row.id)).find(
        (entry) => studentKey(deps.config.sessionSecret, row.id, entry.id) === key,
      );
      if (!student) throw studentNotFoundError();
      if (student.reportUnlocked) throw alreadyUnlockedError();
      const paid = (await packs.ofCounsellor(counsellor.id)).filter((pack) => pack.paidAt !== null);
      const unlocked = await payments.unlockWithPack({ assessmentId: student.id, packIds: paid.map((p) => p.id) });
      if (!unlocked) throw packEmptyError();
      const available = availableOf(await packsOf(counsellor.id));
      return { unlocked: true, available };
    },
  };
}
export type ReportPacksService = ReturnType<typeof createReportPacksService>;

/**
 * What settling a pack's payment does to the pack, inside the payment's transaction (the payments use cases call
 * these): paid, its codes minted once; refunded, its unused reports voided.
 */
export function reportPackSettlement({
  accessCodes,
}: {
  accessCodes: Pick<AccessCodesService, "mintPackCodesTx" | "voidPackCodesTx">;
}) {
  return {
    async paidTx(tx: Db, packId: string, now: Date): Promise<void> {
      const pack = await createReportPacksRepository({ db: tx }).markPaidTx(tx, packId, now);
      if (pack) await accessCodes.mintPackCodesTx(tx, pack.id, pack.quantity);
    },
    async refundedTx(tx: Db, packId: string, cents: number | "all", now: Date): Promise<void> {
      if (cents === "all") {
        await accessCodes.voidPackCodesTx(tx, packId, "all", now);
        return;
      }
      const pack = await createReportPacksRepository({ db: tx }).find(packId);
      const unitCents = pack ? toCents(pack.unitPrice) : 0;
      if (unitCents > 0) await accessCodes.voidPackCodesTx(tx, packId, Math.floor(cents / unitCents), now);
    },
  };
}
