import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentHistoryItemDto } from "@shared/validators/accounts";
import { api } from "@/lib/api-client";

export const paymentHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/user/payment-history"],
    queryFn: () => api.get<PaymentHistoryItemDto[]>("/api/user/payment-history"),
  });

/** The signed-in user's payments; runs only once a user exists. */
export function usePaymentHistory({ enabled }: { enabled: boolean }) {
  return useQuery({ ...paymentHistoryQueryOptions(), enabled });
}
