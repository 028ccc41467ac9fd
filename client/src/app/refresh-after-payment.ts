import type { QueryClient } from "@tanstack/react-query";
import { assessmentQueryKeyRoot } from "@/features/assessment/api/get-assessment";
import { isAccountQuery } from "@/lib/current-user";
import { paymentStatusQueryKey, quoteQueryOptions } from "@/features/payments/api/payments";

/**
 * After any payment outcome (demo, PayPal, card, access code) every page must show the truth at
 * once: what was cached about the assessment is dropped (the next page loads it fresh instead of
 * showing the locked preview first), and the account's lists are refetched.
 */
export function refreshAfterPayment(queryClient: QueryClient, assessmentId: string): void {
  queryClient.removeQueries({ queryKey: assessmentQueryKeyRoot(assessmentId) });
  queryClient.removeQueries({ queryKey: quoteQueryOptions(assessmentId).queryKey });
  void queryClient.invalidateQueries({ queryKey: paymentStatusQueryKey(assessmentId) });
  void queryClient.invalidateQueries({ predicate: (query) => isAccountQuery(query.queryKey) });
}
