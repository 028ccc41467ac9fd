import { z } from "./zod";
import { assessmentIdSchema } from "./assessment";

/** POST /api/auth/register (messages of spec section 5, the /register variant). */
export const registerSchema = z.object({
  name: z.string({ error: "auth.nameMin" }).trim().min(2, "auth.nameMin").max(120, "validation.fullNameMax"),
  email: z.string({ error: "auth.emailRequired" }).trim().min(1, "auth.emailRequired").max(254, "validation.email").pipe(z.email("validation.email")),
  country: z.string({ error: "auth.countryRequired" }).trim().min(2, "auth.countryRequired").max(60, "auth.countryRequired"),
  password: z.string({ error: "auth.passwordMin" }).min(6, "auth.passwordMin").max(200, "auth.passwordMax"),
  /** An anonymous assessment the browser holds, to attach to the new account (DECISIONS.md 12). */
  claimAssessmentId: assessmentIdSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string({ error: "auth.emailRequired" }).trim().min(1, "auth.emailRequired").max(254, "validation.email").pipe(z.email("validation.email")),
  password: z.string({ error: "auth.passwordMin" }).min(1, "auth.passwordMin").max(200, "auth.passwordMax"),
  claimAssessmentId: assessmentIdSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export interface UserDto {
  id: string;
  name: string;
  firstName: string;
  email: string;
  country: string | null;
  role: "user" | "seller" | "admin";
  /** Owns at least one paid report (DECISIONS.md 6). */
  isPremium: boolean;
}

export interface AuthResponse {
  token: string;
  user: UserDto;
}
