import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import {
  ageSignedInTests,
  answerCurrent,
  fillCompletionForm,
  keepClaimSecret,
  clearResponses,
} from "./assessment-helpers";
import { adminToken, updatePaymentConfig } from "./admin-api";
import { expectNoSeriousA11yViolations } from "./fixtures";
import { logIn, signUp, storeSession, uniqueEmail } from "./sign-up";
import { LOADING_LINE, t, textPattern } from "./texts";

/**
 * axe-core on every route of client/src/app/routes.tsx, in the states people really meet (loaded
 * content, empty lists, errors, signed out, each role), in Spanish and, for the main screens, in
 * English. Each check waits for the loaded page, never for the 'Cargando...' placeholder.
 */

// Without the service worker: page.route (the pending PayPal capture) cannot see what goes through it.
test.use({ serviceWorkers: "block" });
// Each test runs axe-core over several pages, which is the CPU's work: with the other shard beside it, more time.
test.describe.configure({ timeout: 180_000 });

/** This spec's client address (no other spec uses it), so the per-address limits of register and login stay out of the way. */
const CLIENT_IP = "192.0.2.10";
const UNKNOWN_ASSESSMENT = "AAAAAAAAAAAAAAAAAAAAAA";
/** The loading lines ('Cargando...', 'Cargando preguntas...', 'Loading payments...'): they start with the loading word. */
const LOADING = LOADING_LINE;

/**
 * Opens `url` (or stays on the current page), waits for `ready` (a part of the loaded page) and
 * for every loading line to be gone (unless waiting is the state checked), then runs axe-core.
 */
async function check(
  page: Page,
  url: string | null,
  ready: (page: Page) => Locator,
  { waiting = false } = {},
): Promise<void> {
  if (url !== null) await page.goto(url);
  await expect(ready(page).first()).toBeVisible();
  if (!waiting)
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: LOADING })
        .or(page.getByRole("status", { name: LOADING })),
    ).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { level: 1, name });
const byTestId = (id: string) => (page: Page) => page.getByTestId(id);

/** A page signed in as the e2e admin: signed in once per worker (admin-api.ts), the token stored as the login screen leaves it. */
async function adminPage(
  browser: Browser,
  request: APIRequestContext,
): Promise<{ adminContext: BrowserContext; admin: Page }> {
  const token = await adminToken(request);
  const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  const adminContext = await browser.newContext();
  await storeSession(adminContext, token, await me.json());
  return { adminContext, admin: await adminContext.newPage() };
}

/** A context signed in as a new account, registered through the API (its cookie lands in the context). */
async function signedInContext(browser: Browser, name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const { token, user } = await signUp(context.request, {
    name,
    email: uniqueEmail("user", "a11y.test"),
    ip: CLIENT_IP,
  });
  await storeSession(context, token, user);
  return { context, page: await context.newPage() };
}

/** A finished test submitted through the API with the page's session (so a signed-in or referred visitor's test is theirs). */
async function submitAssessment(page: Page, name: string, lang: "es" | "en" = "es"): Promise<string> {
  const sets = (await (await page.request.get("/api/assessment/questions")).json()) as {
    id: number;
    activities: { id: string }[];
  }[];
  const responses = clearResponses(sets);
  const res = await page.request.post(`/api/assessment/submit?lang=${lang}`, {
    data: {
      fullName: name,
      email: uniqueEmail("taker"),
      age: "19-24",
      education: "universitario",
      country: "CO",
      isPrepaid: false,
      responses,
      lang,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { assessmentId, claimSecret } = (await res.json()) as { assessmentId: string; claimSecret: string };
  await keepClaimSecret(page, assessmentId, claimSecret);
  return assessmentId;
}

/**
 * Pays the report with the demo payment, switched on only for the call. The admin API goes through
 * `admin`, a request context of its own: signing the admin in there leaves the page's session alone.
 */
async function payWithDemo(admin: APIRequestContext, page: Page, assessmentId: string): Promise<void> {
  const previous = await updatePaymentConfig(admin, { demoEnabled: true });
  try {
    const res = await page.request.post("/api/payment/demo", { data: { assessmentId, method: "demo" } });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await updatePaymentConfig(admin, previous);
  }
}

test.describe("no serious or critical axe-core violation", () => {
  test("signed out: landing, policies, terms, sign-in and registration", async ({ page }) => {
    await check(page, "/", byTestId("current-price"));
    await check(page, "/politicas-reembolso", h1(t("es", "policy.refund.title")));
    await check(page, "/politicas-privacidad", h1(t("es", "policy.privacy.title")));
    await check(page, "/politicas-seguridad", h1(t("es", "policy.security.title")));
    await check(page, "/terms", h1(t("es", "terms.title")));

    await check(page, "/user-login", h1(t("es", "acct.userLogin.title")));
    // The registration tab with every field's message.
    await page.getByRole("tab", { name: t("es", "acct.tabs.register") }).click();
    await page.getByLabel(t("es", "acct.password"), { exact: true }).fill("123");
    await page.getByRole("button", { name: t("es", "acct.register.submit") }).click();
    await check(page, null, (p) => p.getByTestId("register-form").getByText(t("es", "acct.v.passwordMin")));
    await check(page, "/register", h1(t("es", "acct.register.title")));
    await check(page, "/login", h1(t("es", "acct.login.title")));
    await check(page, "/login/payment", h1(t("es", "acct.login.paymentTitle")));
    await check(page, "/subscription", byTestId("upgrade-cta"));
  });

  test("signed out: the pages that need an account, 404 and the error screens", async ({ page }) => {
    await check(page, "/dashboard", h1(t("es", "acct.d.deniedTitle")));
    await check(page, "/career-paths", h1(t("es", "careerPaths.authTitle")));
    await check(page, "/admin", byTestId("access-denied"));
    await check(page, "/seller", byTestId("seller-message"));
    await page.goto("/user-dashboard");
    await expect(page).toHaveURL(/\/user-login$/);
    await check(page, "/no-such-page", h1(t("es", "notFound.title")));
    await check(page, `/results/${UNKNOWN_ASSESSMENT}`, h1(t("es", "results.notFound")));
    await check(page, "/checkout-form?method=paypal", h1(t("es", "checkout.invalidTitle")));
    await check(page, "/payment-success", (p) => p.getByRole("alert"));
  });

  test("Spanish: the test, the completion form and the results", async ({ page, request }) => {
    // A question with the 'choose both' message, then with a like and a dislike chosen; the admin's
    // demo switch adds the 'complete test' button, which fills the 15 answers.
    const previous = await updatePaymentConfig(request, { demoEnabled: true });
    try {
      await page.goto("/assessment");
      await expect(page.getByTestId("activity-card")).toHaveCount(6);
      await page.getByTestId("next-button").click();
      await check(page, null, byTestId("validation-message"));
      await answerCurrent(page, "es", 0, 1);
      await expect(page.getByTestId("demo-complete")).toBeVisible();
      await check(page, null, (p) =>
        p
          .getByTestId("activity-card")
          .nth(1)
          .getByRole("button", {
            name: textPattern("es", "assessment.dislikeActivity", { start: true }),
            pressed: true,
          }),
      );
      await page.getByTestId("demo-complete").click();
      await expect(page).toHaveURL(/\/assessment-complete/);
    } finally {
      await updatePaymentConfig(request, previous);
    }

    // The completion form, sent empty first.
    await expect(page.getByRole("heading", { level: 1, name: t("es", "complete.title") })).toBeVisible();
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await check(page, null, byTestId("required-message"));
    await fillCompletionForm(page, "es", "Lucía Accesible");
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
    await check(page, null, byTestId("preview-banner"));
  });

  test("Spanish: the payment methods, the checkout forms and the access-code portal", async ({ page, request }) => {
    const id = await submitAssessment(page, "Lucía Accesible");

    await check(page, `/payment-selection?assessment=${id}`, byTestId("method-paypal"));
    await check(page, `/checkout-form?assessment=${id}&method=paypal`, byTestId("pay-button"));

    // Every method on, as the admin's test mode allows: the card (Banco Popular's page), the demo and its access code.
    const previous = await updatePaymentConfig(request, {
      bancoPopularEnabled: true,
      testMode: true,
      demoEnabled: true,
    });
    try {
      await check(page, `/payment-selection?assessment=${id}`, byTestId("method-demo"));
      await check(page, `/checkout-form?assessment=${id}&method=banco_popular`, (p) =>
        p.getByRole("button", { name: t("es", "checkout.payCard") }),
      );
      // A card payment the bank has not confirmed yet: the page waits for it.
      await check(
        page,
        `/payment-success?assessment=${id}&order=QE-A11Y&method=banco_popular`,
        (p) => p.getByText(t("es", "success.finalizing")),
        { waiting: true },
      );
      await page.goto(`/payment?assessment=${id}`);
      await expect(page.getByTestId("demo-code")).toBeVisible();
      await page.getByRole("button", { name: t("es", "portal.verify") }).click();
      await check(page, null, byTestId("portal-error"));
      // No method on at all.
      await updatePaymentConfig(request, { paypalEnabled: false, bancoPopularEnabled: false, demoEnabled: false });
      await check(page, `/payment-selection?assessment=${id}`, h1(t("es", "selection.noneTitle")));
    } finally {
      await updatePaymentConfig(request, previous);
    }
  });

  test("Spanish: the payment outcomes, pending, failed and paid", async ({ page }) => {
    const id = await submitAssessment(page, "Lucía Accesible");

    // PayPal holds the capture for review; an order PayPal does not know.
    await page.route("**/api/payment/finalize*", (route) =>
      route.fulfill({
        status: 202,
        json: { status: "pending", isPaid: false, assessmentId: id, orderId: "A11Y-PENDING" },
      }),
    );
    await check(page, `/payment-success?assessment=${id}&order=A11Y-PENDING`, h1(t("es", "success.pendingTitle")));
    await page.unroute("**/api/payment/finalize*");
    await check(page, `/payment-success?assessment=${id}&order=NO-SUCH-ORDER`, h1(t("es", "success.failedTitle")));

    // Paid through the local PayPal sandbox: the success page, the full results, the unlocked portal.
    await page.goto(`/checkout-form?assessment=${id}&method=paypal`);
    await page.getByRole("button", { name: t("es", "checkout.payPaypal") }).click();
    await page.getByRole("button", { name: "Aprobar" }).click();
    await expect(page.getByTestId("view-results")).not.toHaveAttribute("aria-disabled", "true");
    await check(page, null, byTestId("success-title"));
    await page.getByTestId("view-results").click();
    await check(page, null, byTestId("download-pdf"));
    await check(page, `/payment?assessment=${id}`, byTestId("download-pdf"));
  });

  test("English: landing, test, results and payment selection", async ({ page }) => {
    await check(page, "/?lang=en", h1(t("en", "landing.hero.title")));
    await expect(page.getByTestId("current-price")).toBeVisible();
    await check(page, "/assessment?lang=en", byTestId("activity-card"));
    const id = await submitAssessment(page, "Jane Accessible", "en");
    await check(page, `/results/${id}?lang=en`, byTestId("preview-banner"));
    await check(page, `/payment-selection?assessment=${id}&lang=en`, byTestId("method-paypal"));
  });

  test("a new signed-in user: home, empty dashboards, career paths, Premium page, other roles' pages", async ({
    browser,
  }) => {
    const { context, page } = await signedInContext(browser, "Usuaria Accesible");
    try {
      await check(page, "/user-dashboard", byTestId("assessments-empty"));
      await page.getByRole("tab", { name: t("es", "acct.ud.tabPayments") }).click();
      await check(page, null, byTestId("payments-empty"));
      // "/" is the signed-in dashboard (the same page as /dashboard, checked with data below).
      await check(page, "/", (p) => p.getByRole("link", { name: t("es", "acct.d.firstTest") }));
      await check(page, "/career-paths", byTestId("upgrade-prompt"));
      await check(page, "/subscription", byTestId("upgrade-cta"));
      await expect(page.getByTestId("current-plan")).toBeVisible();
      await check(page, "/admin", h1(t("es", "adminPanel.accessDenied")));
      await check(page, "/seller", byTestId("seller-message"));
    } finally {
      await context.close();
    }
  });

  test("a signed-in user with an unpaid and a paid report: dashboards, career paths, Premium page, English dashboard", async ({
    browser,
    request,
  }) => {
    // Six pages checked, the dashboards now with the two tests' comparison: more than the default minute on a busy machine.
    test.slow();
    const { context, page } = await signedInContext(browser, "Usuario Con Reportes");
    try {
      await submitAssessment(page, "Usuario Con Reportes");
      // the account's second test, 30 days or more after the first
      await ageSignedInTests(page);
      await payWithDemo(request, page, await submitAssessment(page, "Usuario Con Reportes"));
      await page.goto("/user-dashboard");
      await expect(page.getByTestId("user-assessment")).toHaveCount(2);
      await check(page, null, byTestId("user-assessment"));
      await page.getByRole("tab", { name: t("es", "acct.ud.tabPayments") }).click();
      await check(page, null, byTestId("payment-row"));
      // The dashboard with its paid report. Test-only controls are for administrators (DECISIONS 39): with the card's
      // test mode on, a customer still sees no test payment portal (the admin's dashboard is checked below).
      const previous = await updatePaymentConfig(request, { testMode: true });
      try {
        await check(page, "/dashboard", byTestId("open-pdf"));
        await expect(page.getByTestId("open-pdf")).toHaveCount(1);
        await expect(page.getByTestId("test-payment-portal")).toHaveCount(0);
      } finally {
        await updatePaymentConfig(request, previous);
      }
      await check(page, "/career-paths", byTestId("premium-badge"));
      await check(page, "/subscription", byTestId("already-premium"));
      await check(page, "/user-dashboard?lang=en", (p) => p.getByRole("link", { name: t("en", "acct.ud.getReport") }));
    } finally {
      await context.close();
    }
  });

  test("the admin's tabs (prices, methods, testing, credentials, sellers) and an unknown seller", async ({
    browser,
    request,
  }) => {
    const { adminContext, admin } = await adminPage(browser, request);
    try {
      // Prices, with the change log open (it lists the config changes of the tests above; empty when this test runs alone).
      await admin.goto("/admin");
      await admin.getByTestId("audit-log").locator("summary").click();
      await check(admin, null, (p) => p.getByTestId("audit-row").or(p.getByText(t("es", "adminPanel.audit.empty"))));
      await admin.getByRole("tab", { name: t("es", "adminPanel.tab.methods") }).click();
      await check(admin, null, (p) =>
        p.getByRole("switch", { name: t("es", "adminPanel.methods.paypal"), exact: true }),
      );
      await expect(admin.getByTestId("method-status-paypal")).toBeVisible();
      await admin.getByRole("tab", { name: t("es", "adminPanel.tab.testing") }).click();
      await expect(admin.getByTestId("admin-tools")).toBeVisible();
      await admin.getByTestId("generate-codes").click();
      await check(admin, null, byTestId("access-code-row"));
      await admin.getByRole("tab", { name: t("es", "adminPanel.tab.credentials") }).click();
      await check(admin, null, (p) => p.getByLabel(t("es", "adminPanel.credentials.secretKey")));

      // A seller created with the form: its code and temporary password are shown once.
      await admin.getByRole("tab", { name: t("es", "adminPanel.tab.sellers") }).click();
      await admin.getByLabel(t("es", "adminPanel.sellers.name"), { exact: true }).fill("Vendedora Accesible");
      await admin.getByLabel(t("es", "adminPanel.sellers.email"), { exact: true }).fill(uniqueEmail("seller"));
      await admin.getByRole("button", { name: t("es", "adminPanel.sellers.create") }).click();
      await expect(admin.getByTestId("sellers-list")).toContainText("Vendedora Accesible");
      await check(admin, null, byTestId("temporary-password"));
      await check(admin, "/seller-dashboard/00000000-0000-4000-8000-000000000000", h1(t("es", "sellerArea.notFound")));
      // The admin's own dashboard offers the test payment portal (administrators only).
      await check(admin, "/dashboard", byTestId("test-payment-portal"));
    } finally {
      await adminContext.close();
    }
  });

  test("a seller's dashboard, empty and with a sale; the sale in the admin's referrals", async ({
    browser,
    request,
  }) => {
    const { adminContext, admin } = await adminPage(browser, request);
    const sellerContext = await browser.newContext();
    const buyerContext = await browser.newContext();
    try {
      const email = uniqueEmail("seller");
      const created = await request.post("/api/admin/sellers", {
        headers: { Authorization: `Bearer ${await adminToken(request)}` },
        data: { name: "Vendedor Accesible", email },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { seller: newSeller, temporaryPassword: password } = (await created.json()) as {
        seller: { referralCode: string };
        temporaryPassword: string;
      };
      const code = newSeller.referralCode;

      // The seller signs in (once, through the API) and opens the seller area: nothing sold yet.
      const session = await logIn(sellerContext.request, { email, password, ip: CLIENT_IP });
      // The temporary password is replaced before anything else.
      const changed = await sellerContext.request.post("/api/auth/change-password", {
        data: { currentPassword: password, newPassword: "vendedor-propio-1" },
        headers: { Authorization: `Bearer ${session.token}` },
      });
      expect(changed.status(), await changed.text()).toBe(200);
      await storeSession(sellerContext, session.token, ((await changed.json()) as { user: unknown }).user);
      const seller = await sellerContext.newPage();
      await seller.goto("/seller");
      await expect(seller).toHaveURL(/\/seller-dashboard\/[0-9a-f-]{36}$/);
      await check(seller, null, byTestId("month-referrals-empty"));

      // A visitor comes through the seller's link and buys the report.
      const buyer = await buyerContext.newPage();
      expect((await buyer.request.get(`/api/track-referral/${code}`)).status()).toBe(200);
      await payWithDemo(request, buyer, await submitAssessment(buyer, "Comprador Referido"));
      await seller.reload();
      await check(seller, null, byTestId("month-referral-row"));
      await expect(seller.getByTestId("history-row")).toHaveCount(1);

      await admin.goto("/admin");
      await admin.getByRole("tab", { name: t("es", "adminPanel.tab.referrals") }).click();
      await check(admin, null, (p) => p.getByTestId("referral-row").filter({ hasText: code }));
    } finally {
      await buyerContext.close();
      await sellerContext.close();
      await adminContext.close();
    }
  });
});
