import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PageDto } from "@shared/validators/pagination";
import type { PaymentHistoryItemDto } from "@shared/validators/accounts";
import { api } from "@/lib/api-client";

export const paymentHistoryQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: ["/api/user/payment-history", page],
    queryFn: () => api.get<PageDto<PaymentHistoryItemDto>>(`/api/user/payment-history?page=${page}`),
    placeholderData: keepPreviousData,
  });

/** One page of the signed-in user's payments; runs only once a user exists. */
export function usePaymentHistory({ enabled, page = 1 }: { enabled: boolean; page?: number }) {
  return useQuery({ ...paymentHistoryQueryOptions(page), enabled });
}
