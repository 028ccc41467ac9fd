import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { api } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { applySignOut } from "@/lib/current-user";

export function logout(): Promise<unknown> {
  return api.post("/api/auth/logout");
}

/**
 * Signs out: POST /api/auth/logout, then (even when the call failed, which is only logged)
 * clears the stored session and the cache and goes to `redirectTo` (default /).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { t } = useI18n();
  return useMutation({
    mutationFn: async (_redirectTo: string = "/") => {
      try {
        await logout();
      } catch (error) {
        console.info(t("acct.logoutError"), error);
      }
    },
    onSettled: (_data, _error, redirectTo) => {
      applySignOut(queryClient);
      navigate(redirectTo ?? "/");
    },
  });
}
