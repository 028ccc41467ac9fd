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

const AUTH_PAGES = new Set<string>([
  paths.userLogin,
  paths.login(),
  paths.login(true),
  paths.register(),
  paths.register(true),
]);

/**
 * The page a sign-in came from (`?next=`), if it is a page of this site worth returning to: a path
 * starting with one slash (never another site, `//host` or `/\\host`), not a sign-in page itself.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || next.length > 300 || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\"))
    return undefined;
  const path = next.split(/[?#]/)[0]!;
  if (AUTH_PAGES.has(path) || path === paths.home) return undefined;
  return next;
}

/** Where a sign-in link on `location` sends the person back to: nowhere special from home or a sign-in page. */
export function signInLinkFrom(location: string): string {
  return paths.userLoginTo(safeNextPath(location));
}
