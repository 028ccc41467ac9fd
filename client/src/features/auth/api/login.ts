import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthResponse } from "@shared/validators/auth";
import { toast } from "@/components/ui/use-toast";
import { api } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { claimSecretOf, lastAssessmentId } from "@/lib/session-storage";
import { applySignIn } from "@/lib/current-user";

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login; the browser's anonymous assessment, if it holds its claim secret, is claimed. */
export function login(input: LoginInput): Promise<AuthResponse> {
  const claimAssessmentId = lastAssessmentId();
  const claimSecret = claimSecretOf(claimAssessmentId);
  return api.post<AuthResponse>("/api/auth/login", {
    email: input.email,
    password: input.password,
    ...(claimAssessmentId && claimSecret ? { claimAssessmentId, claimSecret } : {}),
  });
}

/** Signs in: stores token and user, shows 'Sesión iniciada'. Failures are handled by the caller. */
export function useLogin() {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      applySignIn(queryClient, response);
      toast({ title: t("acct.loginSuccessTitle"), description: t("acct.loginSuccessBody"), variant: "success" });
    },
  });
}
