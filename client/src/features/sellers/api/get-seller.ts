import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PageDto } from "@shared/validators/pagination";
import type { ReferralDto, SellerDashboardDto } from "@shared/validators/sellers";
import { api } from "@/lib/api-client";

/** GET /api/seller/me: the signed-in seller's id (401 signed out, 403 not a seller, 404 no seller record). */
export const mySellerQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/seller/me"],
    queryFn: () => api.get<{ sellerId: string }>("/api/seller/me"),
    staleTime: 0,
  });

export function useMySeller() {
  return useQuery(mySellerQueryOptions());
}

export const sellerQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: ["/api/seller", sellerId],
    queryFn: () => api.get<SellerDashboardDto>(`/api/seller/${encodeURIComponent(sellerId)}`),
    enabled: Boolean(sellerId),
    staleTime: 0,
  });

export function useSeller(sellerId: string) {
  return useQuery(sellerQueryOptions(sellerId));
}

/** One page of the seller's referrals of one month ("YYYY-MM"), newest first. */
export const sellerReferralsQueryOptions = (sellerId: string, month: string, page = 1) =>
  queryOptions({
    queryKey: ["/api/seller", sellerId, "referrals", month, page],
    queryFn: () =>
      api.get<PageDto<ReferralDto>>(
        `/api/seller/${encodeURIComponent(sellerId)}/referrals?month=${encodeURIComponent(month)}&page=${page}`,
      ),
    enabled: Boolean(sellerId),
    staleTime: 0,
  });

export function useSellerReferrals(sellerId: string, month: string, page = 1) {
  return useQuery(sellerReferralsQueryOptions(sellerId, month, page));
}
