import { expect, test, type APIRequestContext } from "@playwright/test";
import { seedAssessment } from "./assessment-helpers";
import { adminToken, signInAsAdmin, updatePaymentConfig } from "./admin-api";
import { expectNoSeriousA11yViolations } from "./fixtures";
import { t } from "./texts";

/** Creates a seller through the admin API (for tests that are not about the creation form). */
async function createSellerThroughApi(
  request: APIRequestContext,
  name: string,
): Promise<{ id: string; referralCode: string }> {
  const token = await adminToken(request);
  const res = await request.post("/api/admin/sellers", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, email: `api.seller.${Date.now()}@e2e.test` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).seller;
}

test.describe("administration panel", () => {
  let previous: Record<string, unknown>;
  test.beforeAll(async ({ request }) => {
    previous = await updatePaymentConfig(request, {});
  });
  test.afterAll(async ({ request }) => {
    await updatePaymentConfig(request, previous);
  });

  test("when a signed-out visitor opens /admin, then access is denied", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByTestId("access-denied")).toContainText(t("es", "adminPanel.accessDenied"));
    // The sign-in link comes back to the admin panel afterwards.
    await expect(page.getByTestId("access-denied").getByRole("link", { name: t("es", "nav.login") })).toHaveAttribute(
      "href",
      "/user-login?next=%2Fadmin",
    );
    // Other roles (403) are covered by the API's role matrix (server/src/features/sellers/sellers.routes.test.ts).
  });

  test("when the admin changes the base price, then the preview and the landing page's pricing card follow", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "adminPanel.pageTitle"));
    await expect(page.getByRole("tab")).toHaveText([
      t("es", "adminPanel.tab.pricing"),
      t("es", "adminPanel.tab.methods"),
      t("es", "adminPanel.tab.testing"),
      t("es", "adminPanel.tab.credentials"),
      t("es", "adminPanel.tab.sellers"),
      t("es", "adminPanel.tab.referrals"),
      t("es", "adminPanel.tab.payments"),
      t("es", "schools.admin.tab"),
    ]);
    await expect(page.getByTestId("system-status")).toContainText(t("es", "adminPanel.status.paypal"));
    await expect(page.getByLabel(t("es", "adminPanel.pricing.basePrice"))).toHaveAttribute("step", "0.01");
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(t("es", "adminPanel.pricing.originalPrice")).fill("59.99");
    await page.getByLabel(t("es", "adminPanel.pricing.basePrice")).fill("17.49");
    // (59.99 - 17.49) / 59.99 = 70.8 % → 71 % (rounded to a whole percent)
    await expect(page.getByTestId("preview-discount")).toHaveText(t("es", "adminPanel.pricing.off", { percent: 71 }));
    await expect(page.getByTestId("save-bar")).toContainText(t("es", "adminPanel.unsaved"));
    await page.getByTestId("save-config").click();
    await expect(page.getByTestId("toast")).toContainText(t("es", "adminPanel.saveSuccessTitle"));
    await expect(page.getByTestId("toast")).toContainText(t("es", "adminPanel.saveSuccessBody"));
    await expect(page.getByTestId("save-bar")).toContainText(t("es", "adminPanel.allSaved"));

    // A price above the original is refused, with an error toast, and nothing changes.
    await page.getByLabel(t("es", "adminPanel.pricing.basePrice")).fill("79.99");
    await page.getByTestId("save-config").click();
    await expect(page.getByTestId("toast")).toContainText(t("es", "adminPanel.saveErrorTitle"));
    await expect(page.getByTestId("toast")).toContainText(t("es", "adminPanel.saveErrorBody"));
    await expect(page.getByText(t("es", "admin.baseAboveOriginal"))).toBeVisible();

    // A visitor (not signed in: "/" is the dashboard for a signed-in user) sees the new price.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(page.url().replace(/\/admin.*$/, "/"));
    const card = visitor.getByTestId("pricing-card");
    await expect(card.getByTestId("current-price")).toHaveText("$17.49 USD");
    await expect(card.getByTestId("original-price")).toHaveText("$59.99 USD");
    await expect(card.getByTestId("discount-badge")).toHaveText("-71%");
    await visitor.close();
  });

  test("when PayPal is off, then its test-mode switch is disabled; secrets show only as configured", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("tab", { name: t("es", "adminPanel.tab.methods") }).click();
    const paypal = page.getByRole("switch", { name: t("es", "adminPanel.methods.paypal"), exact: true });
    const testMode = page.getByRole("switch", { name: t("es", "adminPanel.methods.paypalTestMode") });
    await expect(paypal).toHaveAttribute("aria-checked", "true");
    await expect(testMode).toBeEnabled();
    await paypal.click();
    await expect(testMode).toBeDisabled();
    await paypal.click();
    await expect(testMode).toBeEnabled();

    await page.getByRole("tab", { name: t("es", "adminPanel.tab.credentials") }).click();
    // The card gateway's key: setting it alone keeps the local card sandbox in use for other tests.
    await page.getByLabel(t("es", "adminPanel.credentials.secretKey")).fill("e2e-secret-value-7788");
    await page.getByTestId("save-config").click();
    await expect(page.getByTestId("toast")).toContainText(t("es", "adminPanel.saveSuccessTitle"));
    await expect(page.getByLabel(t("es", "adminPanel.credentials.secretKey"))).toHaveValue("");
    await expect(page.getByText(t("es", "adminPanel.credentials.secretSet", { last4: "7788" }))).toBeVisible();
    const token = await adminToken(page.request);
    const config = await (
      await page.request.get("/api/admin/payment-config", { headers: { Authorization: `Bearer ${token}` } })
    ).text();
    expect(config).not.toContain("e2e-secret-value");
  });

  test("when a seller is deactivated from the list, then its link stops working", async ({ page }) => {
    const seller = await createSellerThroughApi(page.request, "Vendedor Pausado");
    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("tab", { name: t("es", "adminPanel.tab.sellers") }).click();
    const row = page.locator(`[data-testid=seller-row][data-code="${seller.referralCode}"]`);
    await expect(row.getByTestId("seller-status")).toHaveText(t("es", "adminPanel.sellers.active"));
    expect((await page.request.get(`/api/track-referral/${seller.referralCode}`)).status()).toBe(200);
    await row
      .getByRole("button", { name: t("es", "adminPanel.sellers.deactivateLabel", { name: "Vendedor Pausado" }) })
      .click();
    await expect(row.getByTestId("seller-status")).toHaveText(t("es", "adminPanel.sellers.inactive"));
    expect((await page.request.get(`/api/track-referral/${seller.referralCode}`)).status()).toBe(404);
  });

  test("when a seller id does not exist, then the dashboard says so", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/seller-dashboard/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "sellerArea.notFound"));
    await expect(page.getByText(t("es", "sellerArea.notFoundBody"))).toBeVisible();
  });
});

test.describe("sellers", () => {
  // A purchase through the local payment sandbox is no sale: the referral stays pending and earns nothing.
  test("when the admin creates a seller, then the seller signs in with the temporary password and sees a sandbox purchase as no sale", async ({
    browser,
  }) => {
    const email = `vendedora.${Date.now()}@e2e.test`;

    // 1. The admin creates the seller.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto("/admin");
    await admin.getByRole("tab", { name: t("es", "adminPanel.tab.sellers") }).click();
    await admin.getByLabel(t("es", "adminPanel.sellers.name"), { exact: true }).fill("Vendedora Prueba");
    await admin.getByLabel(t("es", "adminPanel.sellers.email"), { exact: true }).fill(email);
    await admin.getByRole("button", { name: t("es", "adminPanel.sellers.create") }).click();
    await expect(admin.getByTestId("toast")).toContainText(t("es", "adminPanel.sellers.created"));
    const code = (await admin.getByTestId("created-code").textContent())!.trim();
    const password = (await admin.getByTestId("temporary-password").textContent())!.trim();
    expect(code).toMatch(/^VEND[A-Z0-9]{4}$/);
    await expect(admin.locator(`[data-testid=seller-row][data-code="${code}"]`)).toContainText("Vendedora Prueba");

    // 2. A visitor arrives through the seller's link and buys through the local PayPal sandbox.
    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    await buyer.goto(`/?ref=${code}`);
    await expect(buyer.getByTestId("toast")).toContainText(t("es", "referral.toastTitle"));
    await expect(buyer).toHaveURL(/\/$/);
    const id = await seedAssessment(buyer, "es", "Comprador Referido");
    await buyer.goto(`/payment-selection?assessment=${id}`);
    await expect(buyer.getByTestId("method-paypal").getByTestId("price")).toHaveText("$17.99 USD");
    await buyer.getByRole("button", { name: t("es", "selection.continuePaypal") }).click();
    await buyer.getByRole("button", { name: t("es", "checkout.payPaypal") }).click();
    await buyer.getByRole("button", { name: "Aprobar" }).click();
    await expect(buyer.getByTestId("success-title")).toHaveText(t("es", "success.title"));
    await buyerContext.close();

    // 3. The seller signs in with the temporary password and finds the referral, with no sale and no commission.
    const sellerContext = await browser.newContext();
    await sellerContext.grantPermissions(["clipboard-read", "clipboard-write"]);
    const seller = await sellerContext.newPage();
    await seller.goto("/user-login");
    await seller.getByLabel(t("es", "acct.email")).fill(email);
    await seller.getByLabel(t("es", "acct.password"), { exact: true }).fill(password);
    await seller.getByRole("button", { name: t("es", "acct.login.submit"), exact: true }).click();
    // A temporary password must be replaced first.
    await expect(seller).toHaveURL(/\/change-password$/);
    await seller.getByLabel(t("es", "privacy.currentPassword"), { exact: true }).fill(password);
    await seller.getByLabel(t("es", "privacy.newPassword"), { exact: true }).fill("vendedora-propia-1");
    await seller.getByLabel(t("es", "privacy.confirmNewPassword"), { exact: true }).fill("vendedora-propia-1");
    await seller.getByRole("button", { name: t("es", "privacy.save") }).click();
    await expect(seller).toHaveURL(/\/seller-dashboard\/[0-9a-f-]{36}$/);
    await seller.goto("/seller");
    await expect(seller).toHaveURL(/\/seller-dashboard\/[0-9a-f-]{36}$/);
    await expect(seller.getByTestId("seller-name")).toHaveText("Vendedora Prueba");
    await expect(seller.getByTestId("seller-status")).toHaveText(t("es", "sellerArea.active"));
    await expect(seller.getByTestId("seller-code")).toHaveText(code);
    await expect(seller.getByTestId("seller-commission")).toHaveText(t("es", "sellerArea.commission", { rate: 20 }));
    await expect(seller.getByTestId("seller-accumulated")).toHaveText("$0.00 USD");
    await expect(seller.getByTestId("counter-referrals")).toHaveText("1");
    await expect(seller.getByTestId("counter-conversions")).toHaveText("0");
    // nothing converted: a plain zero, with the same decimal point as the amounts beside it
    await expect(seller.getByTestId("counter-rate")).toHaveText("0%");
    await expect(seller.getByTestId("counter-sales")).toHaveText("$0.00 USD");
    await expect(seller.getByTestId("referral-link")).toHaveValue(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/\\?ref=${code}$`),
    );
    await seller.getByTestId("copy-link").click();
    await expect(seller.getByTestId("toast")).toContainText(t("es", "sellerArea.copied"));

    const row = seller.getByTestId("month-referral-row");
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText("Comprador Referido");
    await expect(row.getByTestId("referral-status")).toHaveText(t("es", "sellerArea.pending"));
    // The purchase is said to be a test sale that earns nothing, not a visitor who bought nothing.
    await expect(row.getByTestId("referral-test-sales")).toHaveText(t("es", "sellerArea.testSale"));
    await expect(row).not.toContainText(t("es", "sellerArea.visitor"));
    await expect(row).not.toContainText("$3.60");
    await expect(seller.getByTestId("history-row")).toHaveCount(1);
    await expect(seller.getByTestId("monthly-chart")).toBeVisible();
    await expectNoSeriousA11yViolations(seller);

    // 4. The admin sees the referral still pending, without commission.
    await admin.reload();
    await admin.getByRole("tab", { name: t("es", "adminPanel.tab.referrals") }).click();
    const referral = admin.getByTestId("referral-row").filter({ hasText: code });
    await expect(referral).toHaveCount(1);
    await expect(referral).toContainText(t("es", "adminPanel.referrals.pending"));
    await expect(referral.getByTestId("referral-test-sales")).toHaveText(t("es", "adminPanel.referrals.testSale"));
    await expect(referral).not.toContainText("$3.60");
    await adminContext.close();
    await sellerContext.close();
  });

  test("when a signed-out visitor opens /seller, then it is asked to sign in", async ({ page }) => {
    await page.goto("/seller");
    await expect(page.getByTestId("seller-message")).toContainText(t("es", "sellerArea.signInTitle"));
  });
});
