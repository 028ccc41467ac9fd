import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface AccessCodeDto {
  code: string;
  email: string | null;
  createdAt: string;
  used: boolean;
  usedAt?: string | null;
}

export const accessCodesQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/admin/access-codes"],
    queryFn: () => api.get<{ codes: AccessCodeDto[] }>("/api/admin/access-codes").then((r) => r.codes),
    staleTime: 0,
  });

export function useAccessCodes() {
  return useQuery(accessCodesQueryOptions());
}

export const createAccessCodes = (input: { count: number; email?: string }) =>
  api.post<{ codes: AccessCodeDto[] }>("/api/admin/access-codes", input).then((r) => r.codes);

export function useCreateAccessCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessCodes,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accessCodesQueryOptions().queryKey }),
  });
}
