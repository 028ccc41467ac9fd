import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CustomerData, FinalizeResultDto, QuoteDto } from "@shared/validators/checkout";
import { api } from "@/lib/api-client";

export const quoteQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: ["/api/payment/quote", assessmentId],
    queryFn: () => api.get<QuoteDto>(`/api/payment/quote?assessment=${encodeURIComponent(assessmentId)}`),
    enabled: Boolean(assessmentId),
  });

export function useQuote(assessmentId: string) {
  return useQuery(quoteQueryOptions(assessmentId));
}

/** Payment status, per assessment, polled every 2 seconds by the pages that wait. */
export const paymentStatusQueryKey = (assessmentId: string) => ["/api/payment/status", assessmentId] as const;

export function usePaymentStatus(assessmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: paymentStatusQueryKey(assessmentId),
    queryFn: () => api.get<{ isPaid: boolean }>(`/api/payment/status?assessment=${encodeURIComponent(assessmentId)}`),
    enabled: enabled && Boolean(assessmentId),
    refetchInterval: (query) => (query.state.data?.isPaid ? false : 2000),
    staleTime: 0,
  });
}

export interface CreatePaymentBody {
  assessmentId: string;
  customerData: CustomerData;
  amount: string;
  currency: string;
}

export const createPaypalOrder = (body: CreatePaymentBody) =>
  api.post<{ approvalUrl?: string; orderId: string }>("/api/paypal/create-order", body);
export const createCardPayment = (body: CreatePaymentBody) =>
  api.post<{ formUrl?: string; backupFormUrl?: string; formData?: Record<string, string>; orderId: string }>(
    "/api/banco-popular/create-payment",
    body,
  );
export const finalizePayment = (body: { assessmentId: string; orderId: string }) =>
  api.post<FinalizeResultDto>("/api/payment/finalize", { ...body, source: "paypal" });
export const demoPayment = (body: { assessmentId: string; method: "demo" | "paypal" | "credit_card" }) =>
  api.post<unknown>("/api/payment/demo", body);
export const verifyPayment = (body: { paymentCode: string; email: string; assessmentId: string }) =>
  api.post<{ verified: boolean; assessmentId: string }>("/api/verify-payment", body);

