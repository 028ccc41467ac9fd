import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  CheckoutMethod,
  CheckoutStartDto,
  CustomerData,
  FinalizeResultDto,
  QuoteDto,
} from "@shared/validators/checkout";
import type { PromoValidationDto } from "@shared/validators/promo-codes";
import { api } from "@/lib/api-client";
import { useAppliedPromo } from "../applied-promo";

/** The quote for an assessment, with the buyer's validated promo code when there is one. */
export const quoteQueryOptions = (assessmentId: string, promo?: string | null) =>
  queryOptions({
    queryKey: promo ? ["/api/payment/quote", assessmentId, promo] : ["/api/payment/quote", assessmentId],
    queryFn: () =>
      api.get<QuoteDto>(
        `/api/payment/quote?assessment=${encodeURIComponent(assessmentId)}${promo ? `&promo=${encodeURIComponent(promo)}` : ""}`,
      ),
    enabled: Boolean(assessmentId),
  });

/** Every price shown for the assessment follows the applied promo code at once. */
export function useQuote(assessmentId: string) {
  const promo = useAppliedPromo(assessmentId);
  return useQuery(quoteQueryOptions(assessmentId, promo));
}

export const validatePromo = (body: { code: string; assessmentId: string }) =>
  api.post<PromoValidationDto>("/api/payment/promo/validate", body);

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
  promoCode?: string | undefined;
}

/** Opens a payment with this method (`paypal`, `banco_popular`): what the browser does next, by its kind. */
export const startCheckout = (method: CheckoutMethod, body: CreatePaymentBody) =>
  api.post<CheckoutStartDto>(`/api/checkout/${encodeURIComponent(method)}`, body);
export const finalizePayment = (body: { assessmentId: string; orderId: string }) =>
  api.post<FinalizeResultDto>("/api/payment/finalize", { ...body, source: "paypal" });
export const demoPayment = (body: { assessmentId: string; method: "demo" | "paypal" | "credit_card" }) =>
  api.post<unknown>("/api/payment/demo", body);
export const verifyPayment = (body: { paymentCode: string; email: string; assessmentId: string }) =>
  api.post<{ verified: boolean; assessmentId: string }>("/api/verify-payment", body);
