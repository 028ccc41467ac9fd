import { paths } from "@/config/paths";
import { lastAssessmentId } from "@/lib/session-storage";

/**
 * Where the 'payment' variants of /register and /login go after success: the payment selection
 * of the assessment this browser holds, else home.
 */
export function paymentResumeTarget(): string {
  const id = lastAssessmentId();
  return id ? paths.paymentSelection(id) : paths.home;
}

/** /register/:redirect? → /{redirect} (a single path segment only), default /dashboard; 'payment' resumes paying. */
export function registerRedirectTarget(redirect: string | undefined): string {
  if (!redirect) return paths.dashboard;
  if (redirect === "payment") return paymentResumeTarget();
  return /^[A-Za-z0-9_-]{1,64}$/.test(redirect) ? `/${redirect}` : paths.dashboard;
}
