import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminPaymentConfigDto, AdminPaymentConfigInput } from "@shared/validators/admin";
import type { PageDto } from "@shared/validators/pagination";
import { api } from "@/lib/api-client";
import { refreshPaymentConfig } from "@/lib/payment-config";

/**
 * GET /api/admin/payment-config: the whole config; secrets are write-only: they come back blank, with whether each is
 * set and its last 4 characters; and each checkout method's status for customers now (`methods`).
 */
export type AdminPaymentConfig = AdminPaymentConfigDto;

export interface ConfigAuditEntry {
  id: string;
  changedAt: string;
  changedBy: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export const adminConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/admin/payment-config"],
    queryFn: () => api.get<AdminPaymentConfig>("/api/admin/payment-config"),
    staleTime: 0,
  });

export function useAdminConfig() {
  return useQuery(adminConfigQueryOptions());
}

const AUDIT_KEY = "/api/admin/payment-config/audit";

export const configAuditQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [AUDIT_KEY, page],
    queryFn: () => api.get<PageDto<ConfigAuditEntry>>(`${AUDIT_KEY}?page=${page}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useConfigAudit(page = 1, enabled = true) {
  return useQuery({ ...configAuditQueryOptions(page), enabled });
}

export const saveAdminConfig = (input: AdminPaymentConfigInput) =>
  api.post<AdminPaymentConfig>("/api/admin/payment-config", input);

/** Saves; the admin view, its audit and the public config every page shows are refreshed. */
export function useSaveAdminConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminConfig,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminConfigQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [AUDIT_KEY] });
      void refreshPaymentConfig();
    },
  });
}
