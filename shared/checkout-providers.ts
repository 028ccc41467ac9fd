/**
 * The checkout providers, one line each, in the order buyers see them: `id` is our internal name (what
 * `payments.provider` stores), `method` the product spec's name at the API boundary (`method=` on the checkout
 * pages, `POST /api/checkout/{method}`, admin filters, histories). Everything on both sides that names the
 * checkout providers derives from this list: the stored provider enum (`shared/schema/payments.ts`), the API's
 * method enum (`shared/validators/checkout.ts`), the client's presentation (one entry per method, a typed
 * `Record`). The server's registry (server/src/features/payments/payment-providers.registry.ts) holds one
 * provider per line, in this order; its test checks that the two agree.
 */
export const CHECKOUT_PROVIDERS = [
  { id: "paypal", method: "paypal" },
  { id: "card", method: "banco_popular" },
] as const;

type Providers = typeof CHECKOUT_PROVIDERS;
/** One field of each line, still a tuple (drizzle's and zod's enums want one). */
type Column<T extends readonly unknown[], K extends string> = {
  readonly [I in keyof T]: T[I] extends Record<K, infer V> ? V : never;
};
const column = <K extends "id" | "method">(key: K) =>
  CHECKOUT_PROVIDERS.map((provider) => provider[key]) as unknown as Column<Providers, K>;

/** The internal names of the checkout providers. */
export const CHECKOUT_PROVIDER_IDS = column("id");
export type CheckoutProviderId = Providers[number]["id"];

/** The checkout methods by the spec's names. */
export const CHECKOUT_METHODS = column("method");
export type CheckoutMethod = Providers[number]["method"];
