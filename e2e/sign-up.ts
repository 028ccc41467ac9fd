import { expect, type APIRequestContext, type APIResponse, type BrowserContext } from "@playwright/test";

export const TEST_PASSWORD = "secret123";

let counter = 0;

/** An email no other test uses. */
export const uniqueEmail = (tag: string, domain = "example.com") =>
  `${tag}.${Date.now()}.${process.pid}.${++counter}@${domain}`;

/**
 * A client address of its own for each sign-up (sign-ups and test submissions are limited per
 * address), from the documentation range 198.18.0.0/15 and distinct across workers.
 */
export const nextClientIp = () => `198.18.${process.pid % 250}.${(++counter % 250) + 1}`;

export interface SignedUp {
  token: string;
  user: { id: string; email: string; name: string; role: string; isPremium: boolean };
  email: string;
}

/**
 * Creates an account through the API from `request`'s context: with a page's or a context's
 * request, the session cookie lands in that browser, as after signing up on the screen.
 */
export async function signUp(
  request: APIRequestContext,
  {
    name,
    email = uniqueEmail("user"),
    country = "CO",
    password = TEST_PASSWORD,
    ip = nextClientIp(),
  }: { name: string; email?: string; country?: string; password?: string; ip?: string },
): Promise<SignedUp> {
  const res = await request.post("/api/auth/register", {
    data: { name, email, country, password },
    headers: { "X-Forwarded-For": ip },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as Omit<SignedUp, "email">;
  return { ...body, email };
}

/** POST /api/auth/login from `request`'s context and its own client address: the answer itself (a refusal included). */
export function postLogIn(
  request: APIRequestContext,
  { email, password = TEST_PASSWORD, ip = nextClientIp() }: { email: string; password?: string; ip?: string },
): Promise<APIResponse> {
  return request.post("/api/auth/login", { data: { email, password }, headers: { "X-Forwarded-For": ip } });
}

/**
 * Signs in through the API from `request`'s context: with a page's or a context's request, the
 * session cookie lands in that browser, as after signing in on the screen.
 */
export async function logIn(
  request: APIRequestContext,
  credentials: { email: string; password?: string; ip?: string },
): Promise<Omit<SignedUp, "email">> {
  const res = await postLogIn(request, credentials);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Omit<SignedUp, "email">;
}

/** Leaves `auth_token` and `user_data` in the context's storage before each page loads, as the sign-in screens do. */
export async function storeSession(context: BrowserContext, token: string, user: unknown): Promise<void> {
  await context.addInitScript(
    ([t, u]) => {
      window.localStorage.setItem("auth_token", t);
      window.localStorage.setItem("user_data", u);
    },
    [token, JSON.stringify(user)] as const,
  );
}
