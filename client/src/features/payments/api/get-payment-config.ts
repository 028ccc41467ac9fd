import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicPaymentConfig } from "@shared/validators/payments";
import { api } from "@/lib/api-client";

/** Spec section 7: cached 5 minutes and refetched on window focus. */
export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/payment/config"],
    queryFn: () => api.get<PublicPaymentConfig>("/api/payment/config"),
    staleTime: 300_000,
    refetchOnWindowFocus: true,
  });

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
