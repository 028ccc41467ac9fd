import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthResponse } from "@shared/validators/auth";
import { toast } from "@/components/ui/use-toast";
import { api } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { claimSecretOf, lastAssessmentId } from "@/lib/session-storage";
import { applySignIn } from "@/lib/current-user";

export interface RegisterInput {
  name: string;
  email: string;
  country: string;
  password: string;
}

/** POST /api/auth/register; confirmPassword is not sent; the browser's anonymous assessment is claimed. */
export function register(input: RegisterInput): Promise<AuthResponse> {
  const claimAssessmentId = lastAssessmentId();
  const claimSecret = claimSecretOf(claimAssessmentId);
  return api.post<AuthResponse>("/api/auth/register", {
    name: input.name,
    email: input.email,
    country: input.country,
    password: input.password,
    ...(claimAssessmentId && claimSecret ? { claimAssessmentId, claimSecret } : {}),
  });
}

/**
 * Creates the account. With `signIn` (the default) the answer's token and user are stored and
 * 'Registro exitoso' is shown; /user-login passes `signIn: false` and asks the user to sign in.
 */
export function useRegister({ signIn = true }: { signIn?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: register,
    onSuccess: (response) => {
      if (!signIn) return;
      applySignIn(queryClient, response);
      toast({ title: t("acct.registerSuccessTitle"), description: t("acct.registerSuccessBody"), variant: "success" });
    },
  });
}
