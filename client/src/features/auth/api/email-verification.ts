import { api } from "@/lib/api-client";

/** POST /api/auth/verify-email: opens the emailed link (no session needed). */
export const verifyEmail = (token: string) =>
  api.post<{ email: string; message: string }>("/api/auth/verify-email", { token });

/** POST /api/auth/resend-verification: a new link to the account's unproven email. */
export const resendVerification = () => api.post<{ message: string }>("/api/auth/resend-verification", {});

/** POST /api/auth/change-email: a link to the new address; the account moves once it is opened. */
export const changeEmail = (email: string, password: string) =>
  api.post<{ message: string }>("/api/auth/change-email", { email, password });
