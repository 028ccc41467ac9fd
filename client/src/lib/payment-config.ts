import { useEffect, useSyncExternalStore } from "react";
import type { PublicPaymentConfig } from "@shared/validators/payments";
import { api } from "@/lib/api-client";

/**
 * The public payment config (price, methods, company details) that nearly every page shows,
 * starting with the landing page. Cached 5 minutes and refetched on window focus
 * once stale. One small store rather than a react-query query: the landing page's first script
 * then does not carry react-query (the other pages load it with their own chunks).
 */
const STALE_MS = 300_000;

interface ConfigState {
  data?: PublicPaymentConfig;
  error?: unknown;
  status: "pending" | "success" | "error";
  fetchedAt: number;
}

let state: ConfigState = { status: "pending", fetchedAt: 0 };
let inflight: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: ConfigState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Fetches the config now (one request at a time); what the admin calls after saving it. */
export function refreshPaymentConfig(): Promise<void> {
  inflight ??= api
    .get<PublicPaymentConfig>("/api/payment/config")
    .then(
      (data) => set({ data, status: "success", fetchedAt: Date.now() }),
      // a failed refresh keeps the config already shown
      (error: unknown) => set(state.data ? { ...state, error } : { error, status: "error", fetchedAt: Date.now() }),
    )
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

/**
 * The config as a page rendered on the server had it (client/src/main.tsx, before hydrating it;
 * client/src/prerender.tsx, before rendering): that page then renders with the same texts.
 */
export function primePaymentConfig(data: PublicPaymentConfig): void {
  set({ data, status: "success", fetchedAt: Date.now() });
  primed = state;
}

/** The config the page arrived with: a refresh finished while React still hydrates must not change that page's texts. */
let primed: ConfigState | undefined;

const refreshIfStale = () => {
  if (Date.now() - state.fetchedAt >= STALE_MS) void refreshPaymentConfig();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;
const serverSnapshot = () => primed ?? state;

export function usePaymentConfig(): {
  data: PublicPaymentConfig | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<void>;
} {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  useEffect(() => {
    refreshIfStale();
    window.addEventListener("focus", refreshIfStale);
    return () => window.removeEventListener("focus", refreshIfStale);
  }, []);
  return {
    data: current.data,
    error: current.error,
    isPending: current.status === "pending",
    isError: current.status === "error",
    refetch: refreshPaymentConfig,
  };
}
