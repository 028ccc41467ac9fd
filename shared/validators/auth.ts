import { z } from "./zod";
import { freeText } from "./text";
import { assessmentIdSchema } from "./assessment";

/** POST /api/auth/register (with the /register page's validation messages). */
export const registerSchema = z.object({
  name: freeText({ error: "auth.nameMin" }).min(2, "auth.nameMin").max(120, "validation.fullNameMax"),
  email: z
    .string({ error: "auth.emailRequired" })
    .trim()
    .min(1, "auth.emailRequired")
    .max(254, "validation.email")
    .pipe(z.email("validation.email")),
  country: freeText({ error: "auth.countryRequired" }).min(2, "auth.countryRequired").max(60, "auth.countryRequired"),
  password: z.string({ error: "auth.passwordMin" }).min(6, "auth.passwordMin").max(200, "auth.passwordMax"),
  /** An anonymous assessment the browser holds, to attach to the new account, with its claim secret. */
  claimAssessmentId: assessmentIdSchema.optional(),
  claimSecret: z.string().max(100).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z
    .string({ error: "auth.emailRequired" })
    .trim()
    .min(1, "auth.emailRequired")
    .max(254, "validation.email")
    .pipe(z.email("validation.email")),
  password: z.string({ error: "auth.passwordMin" }).min(1, "auth.passwordMin").max(200, "auth.passwordMax"),
  claimAssessmentId: assessmentIdSchema.optional(),
  claimSecret: z.string().max(100).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

const emailField = z
  .string({ error: "auth.emailRequired" })
  .trim()
  .min(1, "auth.emailRequired")
  .max(254, "validation.email")
  .pipe(z.email("validation.email"));
const newPasswordField = z
  .string({ error: "auth.passwordMin" })
  .min(6, "auth.passwordMin")
  .max(200, "auth.passwordMax");

/** POST /api/auth/forgot-password: always the same answer, whether the account exists or not. */
export const forgotPasswordSchema = z.object({ email: emailField });

/** POST /api/auth/reset-password: the token of the emailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: "privacy.resetInvalid" }).min(1, "privacy.resetInvalid").max(200, "privacy.resetInvalid"),
  password: newPasswordField,
});

/** POST /api/auth/change-password (signed in). */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "auth.passwordMin" }).min(1, "auth.passwordMin").max(200, "auth.passwordMax"),
  newPassword: newPasswordField,
});

/** POST /api/auth/verify-email: the token of the emailed link. */
export const verifyEmailSchema = z.object({
  token: z.string({ error: "auth.verifyInvalid" }).min(1, "auth.verifyInvalid").max(200, "auth.verifyInvalid"),
});

/** POST /api/auth/change-email (signed in): the new address, confirmed with the password. */
export const changeEmailSchema = z.object({
  email: emailField,
  password: z.string({ error: "auth.passwordMin" }).min(1, "auth.passwordMin").max(200, "auth.passwordMax"),
});

/** DELETE /api/user/account: the password confirms it. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: "auth.passwordMin" }).min(1, "auth.passwordMin").max(200, "auth.passwordMax"),
});

export interface UserDto {
  id: string;
  name: string;
  firstName: string;
  email: string;
  /** The owner opened the link sent to `email`: only then does anything taken with that email count as theirs. */
  emailVerified: boolean;
  /** An email change waiting for its link to be opened (the account keeps `email` until then). */
  pendingEmail: string | null;
  country: string | null;
  role: "user" | "seller" | "admin" | "counsellor";
  /** Premium: owns at least one paid report. */
  isPremium: boolean;
  /** Signed in with a temporary password: a new one must be chosen before anything else. */
  mustChangePassword?: boolean;
}

export interface AuthResponse {
  token: string;
  user: UserDto;
}
