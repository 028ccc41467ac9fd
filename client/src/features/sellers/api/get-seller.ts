import { queryOptions, useQuery } from "@tanstack/react-query";
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

export const sellerReferralsQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: ["/api/seller", sellerId, "referrals"],
    queryFn: () => api.get<ReferralDto[]>(`/api/seller/${encodeURIComponent(sellerId)}/referrals`),
    enabled: Boolean(sellerId),
    staleTime: 0,
  });

export function useSellerReferrals(sellerId: string) {
  return useQuery(sellerReferralsQueryOptions(sellerId));
}
