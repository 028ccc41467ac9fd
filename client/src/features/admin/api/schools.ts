import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PageDto } from "@shared/validators/pagination";
import type {
  AdminCreateCounsellorInput,
  CounsellorDto,
  CounsellorStatus,
  CreateCounsellorResponse,
} from "@shared/validators/schools";
import { api } from "@/lib/api-client";

const COUNSELLORS_KEY = "/api/admin/schools/counsellors";

export const adminCounsellorsQueryOptions = (status: CounsellorStatus, page = 1) =>
  queryOptions({
    queryKey: [COUNSELLORS_KEY, status, page],
    queryFn: () => api.get<PageDto<CounsellorDto>>(`${COUNSELLORS_KEY}?status=${status}&page=${page}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminCounsellors(status: CounsellorStatus, page = 1) {
  return useQuery(adminCounsellorsQueryOptions(status, page));
}

export function useCreateCounsellor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCreateCounsellorInput) => api.post<CreateCounsellorResponse>(COUNSELLORS_KEY, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [COUNSELLORS_KEY] }),
  });
}

export function useDecideCounsellor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "approve" | "reject" }) =>
      api.post<CounsellorDto>(`${COUNSELLORS_KEY}/${encodeURIComponent(id)}/${decision}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [COUNSELLORS_KEY] }),
  });
}
