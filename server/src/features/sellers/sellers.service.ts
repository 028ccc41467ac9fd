import { randomInt } from "node:crypto";
import { count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { referrals, sellers, users, type Referral, type Seller } from "@shared/schema/index";
import {
  sellerIdSchema,
  type AdminReferralDto,
  type CreateSellerInput,
  type CreateSellerResponse,
  type ReferralDto,
  type SellerDashboardDto,
  type SellerDto,
  type UpdateSellerInput,
} from "@shared/validators/sellers";
import type { Db } from "../../db/client";
import { createAuthService } from "../auth/auth.service";
import { hashPassword } from "../auth/passwords.service";
import { createPaymentConfigService } from "../payments/payment-config.service";
import { referralCodeTakenError, sellerEmailTakenError, sellerNotFoundError } from "./sellers.errors";
import { monthKey, monthlyStats, SELLER_TIME_ZONE, sellerTotals } from "./sellers.model";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
/** The admin's list of referrals shows the newest ones. */
const ADMIN_REFERRALS_LIMIT = 1000;

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

function toReferralDto(referral: Referral, timeZone: string): ReferralDto {
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
  };
}

export function createSellersService({ db, timeZone = SELLER_TIME_ZONE }: { db: Db; timeZone?: string }) {
  const auth = createAuthService({ db });
  const configRepo = createPaymentConfigService({ db });

  /** Every seller with the totals of its referrals, in one grouped query. */
  const selectWithTotals = () =>
    db
      .select({
        ...getTableColumns(sellers),
        referralCount: sql<number>`count(${referrals.id})::int`,
        conversionCount: sql<number>`(count(${referrals.id}) filter (where ${referrals.status} = 'converted'))::int`,
        totalSales: sql<string>`(coalesce(sum(${referrals.saleAmount}) filter (where ${referrals.status} = 'converted'), 0))::numeric(14,2)::text`,
        totalCommission: sql<string>`(coalesce(sum(${referrals.commissionAmount}) filter (where ${referrals.status} = 'converted'), 0))::numeric(14,2)::text`,
      })
      .from(sellers)
      .leftJoin(referrals, eq(referrals.sellerId, sellers.id))
      .groupBy(sellers.id);

  const rowToDto = ({
    referralCount,
    conversionCount,
    totalSales,
    totalCommission,
    ...seller
  }: Awaited<ReturnType<typeof selectWithTotals>>[number]) =>
    toSellerDto(seller, {
      referralCount: Number(referralCount),
      conversionCount: Number(conversionCount),
      totalSales,
      totalCommission,
    });

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
    async list(): Promise<SellerDto[]> {
      const rows = await selectWithTotals().orderBy(desc(sellers.createdAt));
      return rows.map(rowToDto);
    },

    async get(id: string): Promise<SellerDto | undefined> {
      const [row] = await selectWithTotals().where(eq(sellers.id, id));
      return row ? rowToDto(row) : undefined;
    },

    async find(id: string): Promise<Seller | undefined> {
      const [seller] = await db.select().from(sellers).where(eq(sellers.id, id));
      return seller;
    },

    async findByUser(userId: string): Promise<Seller | undefined> {
      const [seller] = await db.select().from(sellers).where(eq(sellers.userId, userId));
      return seller;
    },

    async referralsOf(sellerId: string): Promise<Referral[]> {
      return db.select().from(referrals).where(eq(referrals.sellerId, sellerId)).orderBy(desc(referrals.referralDate));
    },

    /** GET /api/seller/{id}: the record, its totals and months (the pure model does the arithmetic). */
    async dashboard(seller: Seller, now: Date = new Date()): Promise<SellerDashboardDto> {
      const rows = await service.referralsOf(seller.id);
      const { conversionRate, ...totals } = sellerTotals(rows);
      const config = await configRepo.get();
      return {
        ...toSellerDto(seller, totals),
        conversionRate,
        monthly: monthlyStats(rows, timeZone),
        currentMonth: monthKey(now, timeZone),
        timeZone,
        currency: config.currency,
      };
    },

    /** GET /api/seller/{id}/referrals: newest first; the buyer's email is masked for the seller. */
    async referralDtosOf(sellerId: string): Promise<ReferralDto[]> {
      const rows = await service.referralsOf(sellerId);
      return rows.map((row) => ({ ...toReferralDto(row, timeZone), userEmail: maskEmail(row.userEmail) }));
    },

    /** GET /api/admin/referrals: every referral (newest first) with its seller's name and code. */
    async allReferrals(): Promise<AdminReferralDto[]> {
      const rows = await db
        .select({ referral: referrals, sellerName: sellers.name, sellerCode: sellers.referralCode })
        .from(referrals)
        .innerJoin(sellers, eq(sellers.id, referrals.sellerId))
        .orderBy(desc(referrals.referralDate))
        .limit(ADMIN_REFERRALS_LIMIT);
      return rows.map((row) => ({
        ...toReferralDto(row.referral, timeZone),
        sellerName: row.sellerName,
        sellerCode: row.sellerCode,
      }));
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
      const commissionRate = input.commissionRate ?? (await configRepo.get()).defaultCommissionRate;

      const existingUser = await auth.findByEmail(email);
      if (existingUser && (await service.findByUser(existingUser.id))) throw sellerEmailTakenError({ email });
      const password = existingUser ? undefined : temporaryPassword();
      const passwordHash = password ? await hashPassword(password) : undefined;

      const seller = await db.transaction(async (tx) => {
        let userId: string;
        if (existingUser) {
          userId = existingUser.id;
          if (existingUser.role === "user")
            await tx.update(users).set({ role: "seller", updatedAt: new Date() }).where(eq(users.id, userId));
        } else {
          const [created] = await tx
            .insert(users)
            // a temporary password: the seller chooses their own at first sign-in
            .values({ email, name: input.name, passwordHash: passwordHash!, role: "seller", mustChangePassword: true })
            .onConflictDoNothing()
            .returning({ id: users.id });
          // Someone registered this email a moment ago: let the admin try again, which links it.
          if (!created) throw sellerEmailTakenError({ email });
          userId = created.id;
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
