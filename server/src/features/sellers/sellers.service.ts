import { randomInt } from "node:crypto";
import { and, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { fromCents, toCents } from "@shared/pricing";
import { referrals, sellerMonthlyStats, sellers, type Referral, type Seller } from "@shared/schema/index";
import type { PageDto, PageQuery } from "@shared/validators/pagination";
import {
  sellerIdSchema,
  type AdminReferralDto,
  type CreateSellerInput,
  type CreateSellerResponse,
  type MonthlyStatDto,
  type ReferralDto,
  type SellerDashboardDto,
  type SellerDto,
  type SellerReferralsQuery,
  type UpdateSellerInput,
} from "@shared/validators/sellers";
import type { Db } from "../../db/client";
import { pageWindow, toPage } from "../../lib/pagination";
import type { AuthService } from "../auth/auth.service";
import { hashPassword } from "../auth/passwords.service";
import type { PaymentConfigService } from "../payments/payment-config.service";
import type { PaymentsService } from "../payments/payments.service";
import { referralCodeTakenError, sellerEmailTakenError, sellerNotFoundError } from "./sellers.errors";
import { conversionRate, monthKey, SELLER_TIME_ZONE } from "./sellers.model";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

const randomFrom = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");

/** A seller id from a path: a malformed one is an unknown seller (404), not a validation error. */
export function parseSellerId(value: unknown): string {
  const parsed = sellerIdSchema.safeParse(value);
  if (!parsed.success) throw sellerNotFoundError();
  return parsed.data;
}

/** Up to 4 letters of the seller's name (accents dropped) and 4 random characters: "ANAM7K3P". */
export function proposeReferralCode(name: string): string {
  const letters = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z]/g, "")
    .slice(0, 4);
  return `${letters || "QE"}${randomFrom(CODE_ALPHABET, 4)}`;
}

/** A password the admin passes on to a new seller: 14 characters, no look-alikes (0/O, 1/l/I). */
export function temporaryPassword(): string {
  return randomFrom(PASSWORD_ALPHABET, 14);
}

/** "maria@example.com" → "ma•••@example.com": a seller sees who bought, not the buyer's full address. */
export function maskEmail(email: string | null): string | null {
  if (!email) return email;
  const at = email.indexOf("@");
  if (at <= 0) return "•••";
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

type Totals = Pick<SellerDto, "referralCount" | "conversionCount" | "totalSales" | "totalCommission">;
const NO_TOTALS: Totals = { referralCount: 0, conversionCount: 0, totalSales: "0.00", totalCommission: "0.00" };

function toSellerDto(seller: Seller, totals: Totals): SellerDto {
  return {
    id: seller.id,
    userId: seller.userId,
    name: seller.name,
    email: seller.email,
    referralCode: seller.referralCode,
    commissionRate: seller.commissionRate,
    isActive: seller.isActive,
    createdAt: seller.createdAt.toISOString(),
    ...totals,
  };
}

function toReferralDto(referral: Referral, timeZone: string, testSales: number): ReferralDto {
  return {
    id: referral.id,
    sellerId: referral.sellerId,
    userName: referral.userName,
    userEmail: referral.userEmail,
    country: referral.country,
    status: referral.status,
    referralDate: referral.referralDate.toISOString(),
    conversionDate: referral.conversionDate?.toISOString() ?? null,
    saleAmount: referral.saleAmount,
    commissionAmount: referral.commissionAmount,
    notes: referral.notes,
    month: monthKey(referral.referralDate, timeZone),
    testSales,
  };
}

/** Months are those of the seller time zone, which the database's monthly figures use too. */
export function createSellersService({
  db,
  auth,
  paymentConfig,
  payments: paymentsFeature,
}: {
  db: Db;
  auth: Pick<AuthService, "findByEmail" | "makeSellerTx" | "createSellerAccountTx">;
  paymentConfig: PaymentConfigService;
  /** The payments feature: a referral's purchases in the local payment sandbox show as test sales. */
  payments: Pick<PaymentsService, "sandboxSalesByReferral">;
}) {
  const timeZone = SELLER_TIME_ZONE;

  /** All-time totals of these sellers: the sums of their monthly figures (a few rows per seller). */
  const totalsOf = async (ids: string[]): Promise<Map<string, Totals>> => {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        sellerId: sellerMonthlyStats.sellerId,
        referralCount: sql<number>`sum(${sellerMonthlyStats.referrals})::int`,
        conversionCount: sql<number>`sum(${sellerMonthlyStats.conversions})::int`,
        totalSales: sql<string>`sum(${sellerMonthlyStats.sales})::numeric(14,2)::text`,
        totalCommission: sql<string>`sum(${sellerMonthlyStats.commission})::numeric(14,2)::text`,
      })
      .from(sellerMonthlyStats)
      .where(inArray(sellerMonthlyStats.sellerId, ids))
      .groupBy(sellerMonthlyStats.sellerId);
    return new Map(
      rows.map((row) => [
        row.sellerId,
        {
          referralCount: Number(row.referralCount),
          conversionCount: Number(row.conversionCount),
          totalSales: row.totalSales,
          totalCommission: row.totalCommission,
        },
      ]),
    );
  };

  const codeTaken = async (code: string): Promise<boolean> => {
    const [row] = await db
      .select({ n: count() })
      .from(sellers)
      .where(sql`upper(${sellers.referralCode}) = ${code.toUpperCase()}`);
    return (row?.n ?? 0) > 0;
  };

  const uniqueCode = async (name: string): Promise<string> => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const code = proposeReferralCode(name);
      if (!(await codeTaken(code))) return code;
    }
    // 32^4 random tails per prefix: reaching this means the table is full of this prefix.
    return `QE${randomFrom(CODE_ALPHABET, 8)}`;
  };

  const service = {
    // Inside an erasure's transaction.
    eraseSellerOfUserTx,
    /** A seller's own record for the account's data export; the people it referred are theirs and are not included. */
    async exportOfUser(userId: string) {
      const [seller] = await db.select().from(sellers).where(eq(sellers.userId, userId));
      if (!seller) return null;
      return {
        name: seller.name,
        email: seller.email,
        referralCode: seller.referralCode,
        commissionRate: seller.commissionRate,
        isActive: seller.isActive,
        createdAt: seller.createdAt,
      };
    },
    /** GET /api/admin/sellers: one page of sellers, newest first, each with its totals. */
    async list(query: PageQuery): Promise<PageDto<SellerDto>> {
      const { limit, offset } = pageWindow(query);
      const rows = await db
        .select()
        .from(sellers)
        .orderBy(desc(sellers.createdAt), desc(sellers.id))
        .limit(limit)
        .offset(offset);
      const page = toPage(rows, query);
      const totals = await totalsOf(page.items.map((seller) => seller.id));
      return { ...page, items: page.items.map((seller) => toSellerDto(seller, totals.get(seller.id) ?? NO_TOTALS)) };
    },

    async get(id: string): Promise<SellerDto | undefined> {
      const seller = await service.find(id);
      if (!seller) return undefined;
      return toSellerDto(seller, (await totalsOf([id])).get(id) ?? NO_TOTALS);
    },

    async find(id: string): Promise<Seller | undefined> {
      const [seller] = await db.select().from(sellers).where(eq(sellers.id, id));
      return seller;
    },

    async findByUser(userId: string): Promise<Seller | undefined> {
      const [seller] = await db.select().from(sellers).where(eq(sellers.userId, userId));
      return seller;
    },

    /** The seller's referrals by month of referral date (newest first) and the all-time totals, their sum. */
    async monthly(
      sellerId: string,
    ): Promise<{ monthly: MonthlyStatDto[]; totals: Totals & { conversionRate: number } }> {
      const rows = await db
        .select()
        .from(sellerMonthlyStats)
        .where(eq(sellerMonthlyStats.sellerId, sellerId))
        .orderBy(desc(sellerMonthlyStats.month));
      const monthly = rows.map((row) => ({
        month: row.month,
        referrals: row.referrals,
        conversions: row.conversions,
        commission: row.commission,
        conversionRate: conversionRate(row.conversions, row.referrals),
      }));
      const referralCount = monthly.reduce((n, row) => n + row.referrals, 0);
      const conversionCount = monthly.reduce((n, row) => n + row.conversions, 0);
      return {
        monthly,
        totals: {
          referralCount,
          conversionCount,
          totalSales: fromCents(rows.reduce((cents, row) => cents + toCents(row.sales), 0)),
          totalCommission: fromCents(rows.reduce((cents, row) => cents + toCents(row.commission), 0)),
          conversionRate: conversionRate(conversionCount, referralCount),
        },
      };
    },

    /** GET /api/seller/{id}: the record, its totals and its months, aggregated by the database. */
    async dashboard(seller: Seller, now: Date = new Date()): Promise<SellerDashboardDto> {
      const { monthly, totals } = await service.monthly(seller.id);
      const { conversionRate: rate, ...sums } = totals;
      const config = await paymentConfig.get();
      return {
        ...toSellerDto(seller, sums),
        conversionRate: rate,
        monthly,
        currentMonth: monthKey(now, timeZone),
        timeZone,
        currency: config.currency,
      };
    },

    /** GET /api/seller/{id}/referrals: one page, newest first; the buyer's email is masked for the seller. */
    async referralDtosOf(sellerId: string, query: SellerReferralsQuery): Promise<PageDto<ReferralDto>> {
      const { limit, offset } = pageWindow(query);
      const start = sql`(${`${query.month}-01`}::timestamp at time zone ${timeZone})`;
      const end = sql`((${`${query.month}-01`}::timestamp + interval '1 month') at time zone ${timeZone})`;
      const rows = await db
        .select()
        .from(referrals)
        .where(
          query.month
            ? and(eq(referrals.sellerId, sellerId), gte(referrals.referralDate, start), lt(referrals.referralDate, end))
            : eq(referrals.sellerId, sellerId),
        )
        .orderBy(desc(referrals.referralDate), desc(referrals.id))
        .limit(limit)
        .offset(offset);
      const page = toPage(rows, query);
      const testSales = await paymentsFeature.sandboxSalesByReferral(page.items.map((row) => row.id));
      return {
        ...page,
        items: page.items.map((row) => ({
          ...toReferralDto(row, timeZone, testSales.get(row.id) ?? 0),
          userEmail: maskEmail(row.userEmail),
        })),
      };
    },

    /** GET /api/admin/referrals: one page of every seller's referrals (newest first) with the seller's name and code. */
    async allReferrals(query: PageQuery): Promise<PageDto<AdminReferralDto>> {
      const { limit, offset } = pageWindow(query);
      const rows = await db
        .select({ referral: referrals, sellerName: sellers.name, sellerCode: sellers.referralCode })
        .from(referrals)
        .innerJoin(sellers, eq(sellers.id, referrals.sellerId))
        .orderBy(desc(referrals.referralDate), desc(referrals.id))
        .limit(limit)
        .offset(offset);
      const page = toPage(rows, query);
      const testSales = await paymentsFeature.sandboxSalesByReferral(page.items.map((row) => row.referral.id));
      return {
        ...page,
        items: page.items.map((row) => ({
          ...toReferralDto(row.referral, timeZone, testSales.get(row.referral.id) ?? 0),
          sellerName: row.sellerName,
          sellerCode: row.sellerCode,
        })),
      };
    },

    /**
     * Creates the seller and creates or links the account with that email, which becomes a
     * `seller` (an admin stays admin). A new account gets a random password, answered once.
     */
    async create(input: CreateSellerInput): Promise<CreateSellerResponse> {
      const email = input.email.toLowerCase();
      const [sameEmail] = await db
        .select({ id: sellers.id })
        .from(sellers)
        .where(sql`lower(${sellers.email}) = ${email}`);
      if (sameEmail) throw sellerEmailTakenError({ email });
      if (input.referralCode && (await codeTaken(input.referralCode)))
        throw referralCodeTakenError({ code: input.referralCode });
      const referralCode = input.referralCode ?? (await uniqueCode(input.name));
      const commissionRate = input.commissionRate ?? (await paymentConfig.get()).defaultCommissionRate;

      const existingUser = await auth.findByEmail(email);
      if (existingUser && (await service.findByUser(existingUser.id))) throw sellerEmailTakenError({ email });
      const password = existingUser ? undefined : temporaryPassword();
      const passwordHash = password ? await hashPassword(password) : undefined;

      const seller = await db.transaction(async (tx) => {
        let userId: string;
        if (existingUser) {
          userId = existingUser.id;
          if (existingUser.role === "user") await auth.makeSellerTx(tx, userId);
        } else {
          const created = await auth.createSellerAccountTx(tx, {
            email,
            name: input.name,
            passwordHash: passwordHash!,
          });
          // Someone registered this email a moment ago: let the admin try again, which links it.
          if (!created) throw sellerEmailTakenError({ email });
          userId = created;
        }
        const [row] = await tx
          .insert(sellers)
          .values({ userId, name: input.name, email, referralCode, commissionRate })
          .onConflictDoNothing()
          .returning();
        if (!row) throw referralCodeTakenError({ code: referralCode });
        return row;
      });
      return { seller: toSellerDto(seller, NO_TOTALS), ...(password ? { temporaryPassword: password } : {}) };
    },

    /** PATCH: activate / deactivate (a deactivated code stops tracking) or change the commission rate. */
    async update(id: string, input: UpdateSellerInput): Promise<SellerDto | undefined> {
      const [row] = await db
        .update(sellers)
        .set({
          ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
          ...(input.commissionRate !== undefined ? { commissionRate: input.commissionRate } : {}),
        })
        .where(eq(sellers.id, id))
        .returning({ id: sellers.id });
      return row ? service.get(row.id) : undefined;
    },
  };
  return service;
}
export type SellersService = ReturnType<typeof createSellersService>;

/** Erasure of an account: its seller record keeps its commissions, without a name or email, and stops tracking. */
async function eraseSellerOfUserTx(tx: Db, userId: string): Promise<void> {
  await tx.update(sellers).set({ name: "", email: "", isActive: false }).where(eq(sellers.userId, userId));
}
