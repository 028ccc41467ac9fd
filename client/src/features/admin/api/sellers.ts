import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PageDto } from "@shared/validators/pagination";
import type { AdminReferralDto, CreateSellerResponse, SellerDto } from "@shared/validators/sellers";
import { api } from "@/lib/api-client";

const SELLERS_KEY = "/api/admin/sellers";
const REFERRALS_KEY = "/api/admin/referrals";

export const adminSellersQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [SELLERS_KEY, page],
    queryFn: () => api.get<PageDto<SellerDto>>(`${SELLERS_KEY}?page=${page}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminSellers(page = 1) {
  return useQuery(adminSellersQueryOptions(page));
}

export const adminReferralsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [REFERRALS_KEY, page],
    queryFn: () => api.get<PageDto<AdminReferralDto>>(`${REFERRALS_KEY}?page=${page}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminReferrals(page = 1) {
  return useQuery(adminReferralsQueryOptions(page));
}

export interface CreateSellerBody {
  name: string;
  email: string;
  commissionRate?: string;
  referralCode?: string;
}

export const createSeller = (body: CreateSellerBody) => api.post<CreateSellerResponse>("/api/admin/sellers", body);

export function useCreateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeller,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [SELLERS_KEY] }),
  });
}

export const updateSeller = ({ id, ...body }: { id: string; isActive?: boolean; commissionRate?: string }) =>
  api.patch<SellerDto>(`/api/admin/sellers/${encodeURIComponent(id)}`, body);

export function useUpdateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeller,
    onSuccess: (updated) => {
      queryClient.setQueriesData<PageDto<SellerDto>>({ queryKey: [SELLERS_KEY] }, (page) =>
        page ? { ...page, items: page.items.map((s) => (s.id === updated.id ? updated : s)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: [SELLERS_KEY] });
    },
  });
}
