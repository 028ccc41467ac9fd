import { useEffect, useSyncExternalStore } from "react";
import { quoteAmounts } from "@shared/pricing";
import type { QuoteDto } from "@shared/validators/checkout";
import type { PublicPaymentConfig } from "@shared/validators/payments";
import { api } from "@/lib/api-client";
import { usePaymentConfig } from "@/lib/payment-config";
import { lastAssessmentId, readAppliedPromo } from "@/lib/session-storage";

/**
 * The price this visitor would pay, shown before payment selection (the landing page's card,
 * /subscription): the server's figures, the same ones payment selection and checkout show.
 *
 * A visitor who came through a seller's link (the server remembers it in their session) or who
 * applied a promo code to their test asks the server (`GET /api/payment/price`); everyone else
 * sees the public config's price, so the landing page's hot path stays one cached request.
 * The referral itself lives in an HttpOnly session cookie: this browser only remembers that it
 * has one (`referred-until`, as long as the server keeps it) to know when to ask.
 */
const REFERRAL_HINT_KEY = "referred-until";
const REFERRAL_DAYS = 30;

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Called when the server accepted a referral link: from now on this browser's prices come from the server. */
export function rememberReferral(now = Date.now()): void {
  try {
    storage()?.setItem(REFERRAL_HINT_KEY, String(now + REFERRAL_DAYS * 24 * 60 * 60 * 1000));
  } catch {
    // storage unavailable: the landing page then shows the public price; payment selection still discounts
  }
  void refreshVisitorPrice({ force: true });
}

function referred(now = Date.now()): boolean {
  const until = Number(storage()?.getItem(REFERRAL_HINT_KEY) ?? 0);
  return Number.isFinite(until) && until > now;
}

/** What to ask the server for, or nothing when the public price is this visitor's price. */
function priceQuery(): string | undefined {
  const assessment = lastAssessmentId();
  const promo = assessment ? readAppliedPromo(assessment) : null;
  if (!promo && !referred()) return undefined;
  const params = new URLSearchParams();
  if (assessment) params.set("assessment", assessment);
  if (promo) params.set("promo", promo);
  const query = params.toString();
  return query ? `?${query}` : "";
}

interface PriceState {
  query?: string;
  data?: QuoteDto;
  status: "idle" | "pending" | "success" | "error";
  fetchedAt?: number;
}

const STALE_MS = 60_000;

let state: PriceState = { status: "idle" };
const listeners = new Set<() => void>();

function set(next: PriceState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The query of the request in flight, so that several components mounting at once ask once. */
let inflight: string | undefined;

/** Asks the server for this visitor's price when it may differ from the public one. */
export function refreshVisitorPrice({ force = false }: { force?: boolean } = {}): Promise<void> {
  const query = priceQuery();
  if (query === undefined) {
    if (state.status !== "idle") set({ status: "idle" });
    return Promise.resolve();
  }
  if (inflight === query) return Promise.resolve();
  const fresh = state.status === "success" && Date.now() - (state.fetchedAt ?? 0) < STALE_MS;
  if (state.query === query && fresh && !force) return Promise.resolve();
  // A refresh keeps the figures on screen until the new ones arrive.
  if (state.query !== query || !state.data) set({ query, status: "pending" });
  inflight = query;
  return api
    .get<QuoteDto>(`/api/payment/price${query}`)
    .then(
      (data) => {
        if (state.query === query) set({ query, data, status: "success", fetchedAt: Date.now() });
      },
      (error: unknown) => {
        console.info("the visitor's price could not be loaded; the public price is shown", error);
        if (state.query === query && !state.data) set({ query, status: "error" });
      },
    )
    .finally(() => {
      if (inflight === query) inflight = undefined;
    });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;
/**
 * What the pre-rendered page shows: the public price. React hydrates the landing page in parts, and
 * the parts hydrated first may already have asked for this visitor's own price; a later part still
 * meets the HTML that arrived, then shows their price.
 */
const IDLE: PriceState = { status: "idle" };
const serverSnapshot = () => IDLE;

/** The public config's price as a quote: what the server quotes a visitor with no referral and no code. */
export function publicQuote(config: PublicPaymentConfig): QuoteDto {
  const amounts = quoteAmounts({
    basePrice: config.basePrice,
    originalPrice: config.originalPrice,
    exchangeRate: config.exchangeRate,
  });
  return {
    amount: amounts.amount,
    currency: config.currency,
    originalPrice: config.originalPrice,
    discountPercent: amounts.discountPercent,
    localAmount: amounts.localAmount,
    localCurrency: config.localCurrency,
    referralDiscountPercent: 0,
    appliedDiscount: "none",
  };
}

/** This visitor's price: the server's quote for them when they have a discount of their own, otherwise the public price. */
export function useVisitorPrice(): { data: QuoteDto | undefined; isPending: boolean; isError: boolean } {
  const config = usePaymentConfig();
  const price = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  useEffect(() => {
    void refreshVisitorPrice();
  }, []);
  if (price.status === "success" && price.data) return { data: price.data, isPending: false, isError: false };
  // Their own price is on its way: no flash of the public one first.
  if (price.status === "pending") return { data: undefined, isPending: true, isError: false };
  return {
    data: config.data ? publicQuote(config.data) : undefined,
    isPending: config.isPending,
    isError: config.isError,
  };
}
