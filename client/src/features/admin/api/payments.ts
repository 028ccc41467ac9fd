import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminPaymentsPageDto, AdminRefundResultDto } from "@shared/validators/admin-payments";
import { api } from "@/lib/api-client";

/** The search form's values as the query string of GET /api/admin/payments (empty ones left out). */
export interface AdminPaymentsFilters {
  q: string;
  assessment: string;
  provider: string;
  status: string;
  from: string;
  to: string;
  page: number;
}

export const EMPTY_PAYMENT_FILTERS: AdminPaymentsFilters = {
  q: "",
  assessment: "",
  provider: "",
  status: "",
  from: "",
  to: "",
  page: 1,
};
export const ADMIN_PAYMENTS_PAGE_SIZE = 20;

export function paymentsQueryString(filters: AdminPaymentsFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const text = String(value).trim();
    if (text && !(key === "page" && text === "1")) params.set(key, text);
  }
  params.set("pageSize", String(ADMIN_PAYMENTS_PAGE_SIZE));
  return params.toString();
}

export function useAdminPayments(filters: AdminPaymentsFilters) {
  const query = paymentsQueryString(filters);
  return useQuery({
    queryKey: ["/api/admin/payments", query],
    queryFn: () => api.get<AdminPaymentsPageDto>(`/api/admin/payments?${query}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export interface RefundBody {
  note?: string;
  confirm?: boolean;
  amount?: string;
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RefundBody }) =>
      api.post<AdminRefundResultDto>(`/api/admin/payments/${encodeURIComponent(id)}/refund`, body),
    // Awaited, so the list already shows the refund when the caller moves the focus.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/admin/payments"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/referrals"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/admin/sellers"] }),
      ]),
  });
}
