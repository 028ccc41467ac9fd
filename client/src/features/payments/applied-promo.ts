import { useSyncExternalStore } from "react";
import { appliedPromoKey as key, readAppliedPromo } from "@/lib/session-storage";

/**
 * The promo code a buyer validated for an assessment, kept for the browser tab (sessionStorage) so that
 * /payment-selection and /checkout-form show, and pay, the same price (the landing page's visitor price reads it
 * through `readAppliedPromo`).
 */
const listeners = new Set<() => void>();

export function setAppliedPromo(assessmentId: string, code: string | null): void {
  try {
    if (code) sessionStorage.setItem(key(assessmentId), code);
    else sessionStorage.removeItem(key(assessmentId));
  } catch {
    // Storage unavailable: the code then lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppliedPromo(assessmentId: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readAppliedPromo(assessmentId),
    () => null,
  );
}
