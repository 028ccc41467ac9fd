import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PromoCodeDto } from "@shared/validators/promo-codes";
import { api } from "@/lib/api-client";

export const promoCodesQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/admin/promo-codes"],
    queryFn: () => api.get<{ codes: PromoCodeDto[] }>("/api/admin/promo-codes").then((r) => r.codes),
    staleTime: 0,
  });

export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions());
}

export interface PromoCodeBody {
  code?: string;
  percentOff?: string;
  amountOff?: string;
  validFrom?: string | null;
  validUntil?: string | null;
  maxUses?: string | null;
  note?: string | null;
  paused?: boolean;
}

export const createPromoCode = (body: PromoCodeBody) => api.post<PromoCodeDto>("/api/admin/promo-codes", body);
export const updatePromoCode = ({ id, ...body }: PromoCodeBody & { id: string }) =>
  api.patch<PromoCodeDto>(`/api/admin/promo-codes/${encodeURIComponent(id)}`, body);

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promoCodesQueryOptions().queryKey }),
  });
}

export function useUpdatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromoCode,
    onSuccess: (updated) => {
      queryClient.setQueryData(promoCodesQueryOptions().queryKey, (list) =>
        list?.map((code) => (code.id === updated.id ? updated : code)),
      );
      void queryClient.invalidateQueries({ queryKey: promoCodesQueryOptions().queryKey });
    },
  });
}
