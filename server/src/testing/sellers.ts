import cookieParser from "cookie-parser";
import express, { type Express } from "express";
import { sellers, type Seller } from "@shared/schema/index";
import { errorMiddleware } from "../lib/error-middleware";
import type { TestContext } from "./test-app";
import { signUp } from "./auth-helpers";
import { adminRouter } from "../features/admin/admin.routes";
import { createSessionStore, loadSession } from "../features/auth/sessions.service";
import { referralsRouter } from "../features/referrals/referrals.routes";
import { sellersRouter } from "../features/sellers/sellers.routes";

/**
 * The API with the seller routes mounted, as app.ts will have them once wired: sessions, the
 * seller area, admin and referral tracking. Sign-up and login go through `ctx.app`.
 */
export function buildSellersApp(ctx: TestContext): Express {
  const app = express();
  app.use(express.json());
  app.use(cookieParser());
  const store = createSessionStore({ db: ctx.database.db });
  app.use("/api", loadSession(store), sellersRouter(ctx.deps), adminRouter(ctx.deps), referralsRouter(ctx.deps, store));
  app.use(errorMiddleware(ctx.deps.logger));
  return app;
}

let counter = 0;

/** A signed-up account with role `seller` and its sellers row; answers the token and the row. */
export async function createSellerAccount(
  ctx: TestContext,
  overrides: Partial<typeof sellers.$inferInsert> = {},
): Promise<{ token: string; userId: string; seller: Seller }> {
  counter += 1;
  const account = await signUp(ctx.app, ctx.database.db, "seller");
  const [seller] = await ctx.database.db
    .insert(sellers)
    .values({
      userId: account.id,
      name: `Vendedor ${counter}`,
      email: account.email,
      referralCode: `TST${counter}X${Date.now() % 100000}`,
      ...overrides,
    })
    .returning();
  return { token: account.token, userId: account.id, seller: seller! };
}
