import { z } from "@shared/validators/zod";
import { registerSchema } from "@shared/validators/auth";

/**
 * Client-side form schemas. Messages are catalog keys. The server validates
 * again with `shared/validators/auth.ts`; confirmPassword is never sent.
 */

/** /user-login and /login: the sign-in form. */
export const loginFormSchema = z.object({
  email: z.string().trim().pipe(z.email("acct.v.email")),
  password: z.string().min(6, "acct.v.passwordMin"),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** /user-login: the registration tab. */
export const userLoginRegisterSchema = z
  .object({
    name: z.string().trim().min(2, "acct.v.nameMin").max(120, "validation.fullNameMax"),
    email: z.string().trim().pipe(z.email("acct.v.email")),
    country: z.string().trim().min(2, "acct.v.countryRequired"),
    password: z.string().min(6, "acct.v.passwordMin"),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "acct.v.passwordsMismatch",
    path: ["confirmPassword"],
  });

/** /register: the same fields with the /register messages (those of the API's registerSchema). */
export const registerPageSchema = registerSchema
  .omit({ claimAssessmentId: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "acct.v.passwordsMismatch",
    path: ["confirmPassword"],
  });

export interface RegisterFormValues {
  name: string;
  email: string;
  country: string;
  password: string;
  confirmPassword: string;
}
