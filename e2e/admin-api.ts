import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The e2e server's admin (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password" };

let cached: string | undefined;

/** Signs the admin in once per worker (logins are rate limited per account). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (cached) {
    // a kept-alive connection the server has just closed answers ECONNRESET: sign in again instead
    const me = await request
      .get("/api/auth/me", { headers: { Authorization: `Bearer ${cached}` } })
      .catch(() => undefined);
    if (me?.ok()) return cached;
  }
  const res = await request.post("/api/auth/login", { data: E2E_ADMIN });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()}`);
  cached = (await res.json()).token as string;
  return cached;
}

/** Changes the payment config through the admin API (and answers the previous config to restore). */
export async function updatePaymentConfig(
  request: APIRequestContext,
  changes: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const current = await (await request.get("/api/admin/payment-config", { headers })).json();
  const keys = [
    "paypalEnabled",
    "paypalTestMode",
    "bancoPopularEnabled",
    "demoEnabled",
    "testMode",
    "originalPrice",
    "basePrice",
    "currency",
  ];
  const base = Object.fromEntries(keys.map((k) => [k, current[k]]));
  const res = await request.post("/api/admin/payment-config", { headers, data: { ...base, ...changes } });
  if (!res.ok()) throw new Error(`config update failed: ${res.status()} ${await res.text()}`);
  return base;
}

/**
 * Signs the page's browser in as the e2e admin with the worker's admin token (logins are rate
 * limited per account): `auth_token` / `user_data` in storage, as the login screens leave them;
 * the API client sends the token as Bearer.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const token = await adminToken(page.request);
  const me = await page.request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  await page.goto("/terms");
  await page.evaluate(
    ([t, u]) => {
      window.localStorage.setItem("auth_token", t!);
      window.localStorage.setItem("user_data", u!);
    },
    [token, JSON.stringify(await me.json())],
  );
}

/** Pays a test's report with a fresh single-use access code made by the admin (no provider involved). */
export async function payWithAccessCode(
  page: Page,
  request: APIRequestContext,
  assessmentId: string,
  email: string,
): Promise<void> {
  const admin = await adminToken(request);
  const codes = (await (
    await request.post("/api/admin/access-codes", {
      headers: { Authorization: `Bearer ${admin}` },
      data: { count: 1 },
    })
  ).json()) as { codes: { code: string }[] };
  const verified = await page.request.post("/api/verify-payment", {
    data: { paymentCode: codes.codes[0]!.code, email, assessmentId },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}
