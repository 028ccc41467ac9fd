import { useCallback } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  BuyPackInput,
  BuyPackResponse,
  PackFinalizeResponse,
  PackPricesDto,
  PackQuoteDto,
  ReportPacksDto,
  UnlockResponse,
} from "@shared/validators/report-packs";
import { api } from "@/lib/api-client";

/**
 * Report packs (shared/validators/report-packs.ts): the counsellor buys reports in bulk and unlocks them one by one
 * for students of their classes; the public volume prices the schools page shows.
 */
const PACKS_KEY = "/api/schools/packs";
const PRICES_KEY = "/api/schools/packs/prices";
const QUOTE_KEY = "/api/schools/packs/quote";
const CLASSES_KEY = "/api/schools/classes";

/** GET /api/schools/packs: the counsellor's packs, how many reports are left to unlock, and how to pay for more. */
export const reportPacksQueryOptions = () =>
  queryOptions({ queryKey: [PACKS_KEY], queryFn: () => api.get<ReportPacksDto>(PACKS_KEY), staleTime: 0 });

export function useReportPacks(enabled = true) {
  return useQuery({ ...reportPacksQueryOptions(), enabled });
}

/** GET /api/schools/packs/prices (public): the volume prices. */
export function usePackPrices() {
  return useQuery({
    queryKey: [PRICES_KEY],
    queryFn: () => api.get<PackPricesDto>(PRICES_KEY),
    staleTime: 300_000,
    retry: 1,
  });
}

/** GET /api/schools/packs/quote?quantity=N: what a pack of `quantity` costs (asked only for a quantity in range). */
export function usePackQuote(quantity: number | undefined) {
  return useQuery({
    queryKey: [QUOTE_KEY, quantity],
    queryFn: () => api.get<PackQuoteDto>(`${QUOTE_KEY}?quantity=${quantity}`),
    enabled: quantity !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /api/schools/packs: opens the payment of a pack; the answer says where the browser goes to pay. */
export const buyPack = (input: BuyPackInput) => api.post<BuyPackResponse>(PACKS_KEY, input);

/** POST /api/schools/packs/finalize: captures the PayPal order the counsellor approved, back on the panel. */
export const finalizePack = (orderId: string) => api.post<PackFinalizeResponse>(`${PACKS_KEY}/finalize`, { orderId });

/**
 * POST /api/schools/classes/:classId/students/:key/unlock: one report of the counsellor's packs for this student;
 * the class's roster (its row then says the report is unlocked) and the packs are refetched.
 */
export function useUnlockReport(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      api.post<UnlockResponse>(
        `${CLASSES_KEY}/${encodeURIComponent(classId)}/students/${encodeURIComponent(key)}/unlock`,
      ),
    onSuccess: (result) => {
      queryClient.setQueryData<ReportPacksDto>([PACKS_KEY], (packs) =>
        packs ? { ...packs, available: result.available } : packs,
      );
      // Not awaited: the row says it is unlocked at once, before the roster comes back saying so.
      void queryClient.invalidateQueries({ queryKey: [CLASSES_KEY, classId] });
      void queryClient.invalidateQueries({ queryKey: [PACKS_KEY], exact: true });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: [PACKS_KEY], exact: true }),
  });
}

/**
 * After a pack is paid: its reports are there to unlock. The panel's first read of the packs may still be under way
 * (it starts beside the payment's finalize, and may have been answered before the pack was paid): it is cancelled
 * first, since a refetch would otherwise join it rather than ask again.
 */
export function useRefreshPacks() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient
      .cancelQueries({ queryKey: [PACKS_KEY], exact: true })
      .then(() => queryClient.invalidateQueries({ queryKey: [PACKS_KEY], exact: true }));
  }, [queryClient]);
}
