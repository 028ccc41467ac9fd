import { expect, test, type Browser, type Page } from "@playwright/test";
import { claimHeaderOf, seedAssessment } from "./assessment-helpers";
import { adminToken, updatePaymentConfig } from "./admin-api";
import { logIn } from "./sign-up";
import { expectNoSeriousA11yViolations, setSavedLanguage } from "./fixtures";
import { serverText, t, textBefore } from "./texts";

/** Puts a session token where the login screens leave it (the API client sends it as Bearer). */
async function signInWithToken(page: Page, token: string): Promise<void> {
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

/** A seller created through the admin API, and its own session token. */
async function createSeller(page: Page, name: string): Promise<{ id: string; code: string; token: string }> {
  const admin = await adminToken(page.request);
  const email = `refund.seller.${Date.now()}@e2e.test`;
  const created = await page.request.post("/api/admin/sellers", {
    headers: { Authorization: `Bearer ${admin}` },
    data: { name, email },
  });
  expect(created.status()).toBe(201);
  const body = await created.json();
  const { token } = await logIn(page.request, { email, password: body.temporaryPassword });
  return { id: body.seller.id, code: body.seller.referralCode, token };
}

/** A visitor arrives through the seller's link and buys the report through the local PayPal sandbox; answers the assessment id. */
async function referredSandboxPurchase(
  browser: Browser,
  lang: "es" | "en",
  code: string,
  name: string,
): Promise<{ id: string; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await setSavedLanguage(page, lang);
  await page.goto(`/?ref=${code}&lang=${lang}`);
  await expect(page.getByTestId("toast")).toBeVisible();
  const id = await seedAssessment(page, lang, name);
  await page.goto(`/payment-selection?assessment=${id}&lang=${lang}`);
  await expect(page.getByTestId("method-paypal").getByTestId("price")).toHaveText("$17.99 USD");
  await page
    .getByRole("button", {
      name: t(lang, "selection.continuePaypal"),
    })
    .click();
  await page.getByRole("button", { name: t(lang, "checkout.payPaypal") }).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=/);
  await page.getByRole("button", { name: lang === "es" ? "Aprobar" : "Approve" }).click();
  await expect(page.getByTestId("success-title")).toHaveText(t(lang, "success.title"));
  return { id, page };
}

/** The signed link the report email carries. */
async function signedLink(page: Page, id: string, lang: "es" | "en"): Promise<string> {
  const res = await page.request.get(`/api/assessment/${id}/download?lang=${lang}`, {
    headers: await claimHeaderOf(page, id),
  });
  expect(res.status()).toBe(200);
  return (await res.json()).url as string;
}

test.describe("refunds", () => {
  // Each test is a whole journey across four browsers (buyer, admin, seller): more than the default minute on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  let previous: Record<string, unknown>;
  test.beforeAll(async ({ request }) => {
    previous = await updatePaymentConfig(request, { paypalEnabled: true, paypalTestMode: true });
  });
  test.afterAll(async ({ request }) => {
    await updatePaymentConfig(request, previous);
  });

  test("in Spanish, on a 360 px screen and with the keyboard: the admin refunds a fresh sandbox PayPal purchase; its link stops working and the seller is never credited for a local-sandbox sale", async ({
    browser,
    page,
  }) => {
    const seller = await createSeller(page, "Vendedora Reembolso");
    const buyer = await referredSandboxPurchase(browser, "es", seller.code, "Comprador Reembolsado");
    const link = await signedLink(buyer.page, buyer.id, "es");

    await page.setViewportSize({ width: 360, height: 800 });
    await signInWithToken(page, await adminToken(page.request));
    await page.goto("/admin?lang=es");
    await page.getByRole("tab", { name: t("es", "adminPanel.tab.payments") }).click();
    await page.getByLabel(t("es", "adminPanel.payments.assessmentLabel")).fill(buyer.id);
    await page.getByLabel(t("es", "adminPanel.payments.assessmentLabel")).press("Enter");
    const card = page.locator("[data-testid=payment-card]").filter({ hasText: "Comprador Reembolsado" });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId("payment-status")).toHaveText(t("es", "adminPanel.payments.status.completed"));
    await expect(card).toContainText("$17.99 USD");
    await expect(card.getByTestId("payment-downloads")).toHaveText(t("es", "adminPanel.payments.never"));
    await expect(card.getByTestId("payment-eligibility")).toContainText(
      textBefore("es", "adminPanel.payments.refundable"),
    );
    // A local-sandbox sale is never a sale for the seller: no referral is converted for it, and the card says why.
    await expect(card.getByTestId("payment-referral-status")).toHaveCount(0);
    await expect(card.getByTestId("payment-sandbox")).toHaveText(t("es", "adminPanel.payments.sandbox"));
    await expect(card.getByTestId("payment-referral-no-commission")).toHaveText(
      t("es", "adminPanel.referrals.testSale"),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);

    // With the keyboard: open the form (the focus goes to its title), write a note, confirm.
    await card.getByTestId("refund-button").focus();
    await page.keyboard.press("Enter");
    const form = card.getByTestId("refund-form");
    await expect(
      form.getByRole("heading", {
        name: t("es", "adminPanel.payments.refundTitle", { name: "Comprador Reembolsado" }),
      }),
    ).toBeFocused();
    await expect(form).toContainText(t("es", "adminPanel.payments.refundPaypal", { amount: "$17.99 USD" }));
    await form.getByLabel(t("es", "adminPanel.payments.note")).fill("El comprador lo pidió a las pocas horas");
    await form.getByTestId("refund-confirm").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("toast")).toContainText(t("es", "adminPanel.payments.refundDone"));
    await expect(card.getByTestId("payment-status")).toHaveText(t("es", "adminPanel.payments.status.refunded"));
    await expect(card.getByTestId("payment-refunds")).toContainText("El comprador lo pidió a las pocas horas");
    await expect(card.getByTestId("payment-referral-status")).toHaveCount(0);
    await expect(card.getByTestId("refund-button")).toHaveCount(0);
    // The focus stays on the payment just refunded, not lost to the page.
    await expect(card).toBeFocused();

    // The buyer's link no longer works, and says why: the API answers 410, and the browser that opens
    // it lands on the results page, which says it in words (no JSON on screen).
    expect((await buyer.page.request.get(link)).status()).toBe(410);
    await buyer.page.goto(link);
    await expect(buyer.page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}\?lang=es&report=refunded$/);
    await expect(buyer.page.getByTestId("report-notice")).toHaveText(t("es", "results.report.refunded"));
    await expect(buyer.page.getByTestId("get-report")).toBeVisible();
    await buyer.page.context().close();

    // The seller's dashboard: no commission, before or after (a local-sandbox sale; the reversal of a real
    // sale's commission is covered through PayPal in server/src/features/payments/refunds.routes.test.ts).
    const sellerContext = await browser.newContext();
    const sellerPage = await sellerContext.newPage();
    await setSavedLanguage(sellerPage, "es");
    await signInWithToken(sellerPage, seller.token);
    await sellerPage.goto(`/seller-dashboard/${seller.id}?lang=es`);
    await expect(sellerPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      sellerPage.locator(
        "[data-testid=referral-status][data-status=converted], [data-testid=referral-status][data-status=reversed]",
      ),
    ).toHaveCount(0);
    await expect(sellerPage.getByTestId("month-referral-row").filter({ hasText: "Comprador Reembolsado" })).toHaveCount(
      0,
    );
    await sellerContext.close();
  });

  test("in English: a downloaded report is outside the policy; the admin refunds it on purpose after confirming, and the seller is never credited for a local-sandbox sale", async ({
    browser,
    page,
  }) => {
    const seller = await createSeller(page, "Refund Seller");
    const buyer = await referredSandboxPurchase(browser, "en", seller.code, "Refunded Buyer");
    const link = await signedLink(buyer.page, buyer.id, "en");
    const downloaded = await buyer.page.request.get(link);
    expect(downloaded.status()).toBe(200);

    await setSavedLanguage(page, "en");
    await signInWithToken(page, await adminToken(page.request));
    await page.goto("/admin?lang=en");
    await page.getByRole("tab", { name: t("en", "adminPanel.tab.payments") }).click();
    await page.getByLabel(t("en", "adminPanel.payments.searchLabel")).fill("Refunded Buyer");
    await page.getByRole("button", { name: t("en", "adminPanel.payments.search") }).click();
    const card = page.locator("[data-testid=payment-card]").filter({ hasText: buyer.id });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId("payment-downloads")).toContainText("1 (first:");
    await expect(card.getByTestId("payment-eligibility")).toHaveText(
      "Outside the refund policy: the report was already downloaded or opened",
    );

    await card.getByRole("button", { name: t("en", "adminPanel.payments.refund") }).click();
    const form = card.getByTestId("refund-form");
    await expect(form.getByTestId("refund-confirm")).toBeDisabled();
    await form.getByLabel(t("en", "adminPanel.payments.confirmOverride")).check();
    await form.getByLabel(t("en", "adminPanel.payments.note")).fill("Exception approved by support");
    await form.getByRole("button", { name: t("en", "adminPanel.payments.confirmRefund") }).click();
    await expect(page.getByTestId("toast")).toContainText(t("en", "adminPanel.payments.refundDone"));
    await expect(card.getByTestId("payment-status")).toHaveText(t("en", "adminPanel.payments.status.refunded"));
    await expect(card.getByTestId("payment-referral-status")).toHaveCount(0);

    const revoked = await buyer.page.request.get(link);
    expect(revoked.status()).toBe(410);
    expect((await revoked.json()).message).toBe(serverText("en", "pdf.refunded"));
    await buyer.page.context().close();

    const sellerContext = await browser.newContext();
    const sellerPage = await sellerContext.newPage();
    await setSavedLanguage(sellerPage, "en");
    await signInWithToken(sellerPage, seller.token);
    await sellerPage.goto(`/seller-dashboard/${seller.id}?lang=en`);
    await expect(sellerPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(
      sellerPage.locator(
        "[data-testid=referral-status][data-status=converted], [data-testid=referral-status][data-status=reversed]",
      ),
    ).toHaveCount(0);
    await expect(sellerPage.getByTestId("month-referral-row").filter({ hasText: "Refunded Buyer" })).toHaveCount(0);

    // The admin's referrals tab says the same.
    await page.getByRole("tab", { name: t("en", "adminPanel.tab.referrals") }).click();
    await expect(
      page.getByTestId("referral-row").filter({ hasText: seller.code }).filter({ hasText: "Refunded Buyer" }),
    ).toHaveCount(0);
    await sellerContext.close();
  });
});
