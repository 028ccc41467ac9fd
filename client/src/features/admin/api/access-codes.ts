import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccessCodeDto } from "@shared/validators/admin";
import type { PageDto } from "@shared/validators/pagination";
import { api } from "@/lib/api-client";

export type { AccessCodeDto };

const ACCESS_CODES_KEY = "/api/admin/access-codes";

export const accessCodesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [ACCESS_CODES_KEY, page],
    queryFn: () => api.get<PageDto<AccessCodeDto>>(`${ACCESS_CODES_KEY}?page=${page}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAccessCodes(page = 1) {
  return useQuery(accessCodesQueryOptions(page));
}

export const createAccessCodes = (input: { count: number; email?: string }) =>
  api.post<{ codes: AccessCodeDto[] }>("/api/admin/access-codes", input).then((r) => r.codes);

export function useCreateAccessCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessCodes,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [ACCESS_CODES_KEY] }),
  });
}
