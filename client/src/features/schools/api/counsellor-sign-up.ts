import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthResponse } from "@shared/validators/auth";
import type { CounsellorSignUpInput } from "@shared/validators/schools";
import { api } from "@/lib/api-client";
import { applySignIn } from "@/lib/current-user";

/** POST /api/schools/counsellors: the counsellor's account (pending approval); this browser is signed in. */
export function useCounsellorSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CounsellorSignUpInput) => api.post<AuthResponse>("/api/schools/counsellors", input),
    onSuccess: (response) => applySignIn(queryClient, response),
  });
}
