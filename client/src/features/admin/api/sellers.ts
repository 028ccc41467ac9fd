import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminReferralDto, CreateSellerResponse, SellerDto } from "@shared/validators/sellers";
import { api } from "@/lib/api-client";

export const adminSellersQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/admin/sellers"],
    queryFn: () => api.get<SellerDto[]>("/api/admin/sellers"),
    staleTime: 0,
  });

export function useAdminSellers() {
  return useQuery(adminSellersQueryOptions());
}

export const adminReferralsQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/admin/referrals"],
    queryFn: () => api.get<AdminReferralDto[]>("/api/admin/referrals"),
    staleTime: 0,
  });

export function useAdminReferrals() {
  return useQuery(adminReferralsQueryOptions());
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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminSellersQueryOptions().queryKey }),
  });
}

export const updateSeller = ({ id, ...body }: { id: string; isActive?: boolean; commissionRate?: string }) =>
  api.patch<SellerDto>(`/api/admin/sellers/${encodeURIComponent(id)}`, body);

export function useUpdateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeller,
    onSuccess: (updated) => {
      queryClient.setQueryData(adminSellersQueryOptions().queryKey, (list) =>
        list?.map((s) => (s.id === updated.id ? updated : s)),
      );
      void queryClient.invalidateQueries({ queryKey: adminSellersQueryOptions().queryKey });
    },
  });
}
