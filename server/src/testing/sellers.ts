import { sellers, type Seller } from "@shared/schema/index";
import type { TestContext } from "./test-app";
import { signUp } from "./auth-helpers";
import { buildSellerRow } from "./builders";

/** A signed-up account with role `seller` and its sellers row; answers the token and the row. */
export async function createSellerAccount(
  ctx: TestContext,
  overrides: Partial<typeof sellers.$inferInsert> = {},
): Promise<{ token: string; userId: string; seller: Seller }> {
  const account = await signUp(ctx.app, ctx.database.db, "seller");
  const [seller] = await ctx.database.db
    .insert(sellers)
    .values(buildSellerRow({ userId: account.id, email: account.email, ...overrides }))
    .returning();
  return { token: account.token, userId: account.id, seller: seller! };
}
