import { useSyncExternalStore } from "react";

/**
 * The promo code a buyer validated for an assessment, kept for the browser tab (sessionStorage) so that
 * /payment-selection and /checkout-form show, and pay, the same price.
 */
const key = (assessmentId: string) => `qe-promo:${assessmentId}`;
const listeners = new Set<() => void>();

export function readAppliedPromo(assessmentId: string): string | null {
  try {
    return sessionStorage.getItem(key(assessmentId));
  } catch {
    return null;
  }
}

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
