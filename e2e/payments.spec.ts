import { expect, test, type Download, type Locator, type Page } from "@playwright/test";
import { claimHeaderOf, seedAssessment } from "./assessment-helpers";
import { wrappedIds } from "./broken-words";
import { adminToken, updatePaymentConfig } from "./admin-api";
import { serverText, t } from "./texts";

/** A "Descargar" control downloads the file: a download starts and no tab opens. */
async function expectDownloads(page: Page, control: Locator): Promise<Download> {
  // a link aimed at a new tab opens one (Chromium closes it again once the PDF downloads, too late)
  expect(await control.getAttribute("target"), "the download opens no tab").not.toBe("_blank");
  const tabs: Page[] = [];
  const onTab = (tab: Page) => tabs.push(tab);
  page.context().on("page", onTab);
  try {
    const download = page.waitForEvent("download");
    await control.click();
    const file = await download;
    expect(tabs, "no tab opens").toEqual([]);
    return file;
  } finally {
    page.context().off("page", onTab);
  }
}

test.describe("buying the report", () => {
  test("through the local PayPal sandbox, in Spanish: results, selection, checkout, approval, success, PDF", async ({
    page,
  }) => {
    const id = await seedAssessment(page, "es", "Compradora PayPal");
    await page
      .getByTestId("preview-banner")
      .getByRole("link", { name: t("es", "results.previewCta") })
      .click();
    await expect(page).toHaveURL(new RegExp(`/payment-selection\\?assessment=${id}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "selection.title"));
    const paypal = page.getByTestId("method-paypal");
    await expect(paypal).toHaveAttribute("aria-checked", "true");
    // the local sandbox is a test payment in the buyer's words
    await expect(paypal).toContainText(t("es", "selection.localSandbox"));
    // once: PayPal's own test mode is not said beside it
    await expect(paypal).not.toContainText(t("es", "selection.testMode"));
    await expect(paypal).not.toContainText(/sandbox/i);
    await expect(paypal.getByTestId("price")).toHaveText("$19.99 USD");
    await expect(paypal.getByTestId("original-price")).toHaveText("$59.99 USD");
    await expect(paypal.getByTestId("discount")).toHaveText("-67%");
    await page.getByRole("button", { name: t("es", "selection.continuePaypal") }).click();

    await expect(page).toHaveURL(/\/checkout-form\?assessment=.*method=paypal/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "checkout.pageTitle"));
    await expect(page.getByLabel(t("es", "complete.fullName"))).toHaveValue("Compradora PayPal");
    await expect(page.getByTestId("sandbox-notice")).toBeVisible();
    await page.getByRole("button", { name: t("es", "checkout.payPaypal") }).click();

    await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=/);
    await expect(page.getByText("19.99 USD")).toBeVisible();
    await page.getByRole("button", { name: "Aprobar" }).click();

    await expect(page).toHaveURL(new RegExp(`/payment-success\\?assessment=${id}&order=`));
    await expect(page.getByTestId("success-title")).toHaveText(t("es", "success.title"));
    await expect(page.getByText(t("es", "success.completed"))).toBeVisible();
    await expect(page.getByTestId("view-results")).not.toHaveAttribute("aria-disabled", "true");
    await page.getByTestId("view-results").click();
    await expect(page).toHaveURL(new RegExp(`/results/${id}`));
    await expect(page.locator("[data-testid^=score-][data-locked=true]")).toHaveCount(0);
    const file = await expectDownloads(page, page.getByTestId("download-pdf"));
    expect(file.suggestedFilename()).toMatch(/^Reporte-Vocacional-Compradora-PayPal\.pdf$/);
    await expect(page.getByTestId("toast")).toContainText(t("es", "pdf.downloaded"));
  });

  test("through the local PayPal sandbox, in English, and cancelling first brings the buyer back", async ({
    page,
    request,
  }) => {
    const id = await seedAssessment(page, "en", "Paypal Buyer");
    await page.goto(`/checkout-form?assessment=${id}&method=paypal&lang=en`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "checkout.pageTitle"));
    await page.getByRole("button", { name: t("en", "checkout.payPaypal") }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`/payment-selection\\?assessment=${id}&paypal=cancelled`));
    await expect(page.getByTestId("payment-notice")).toContainText(t("en", "selection.paypalCancelled"));
    await page.getByRole("button", { name: t("en", "selection.continuePaypal") }).click();
    await page.getByRole("button", { name: t("en", "checkout.payPaypal") }).click();
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByTestId("success-title")).toHaveText(t("en", "success.title"));
    const status = await (await request.get(`/api/payment/status?assessment=${id}`)).json();
    expect(status).toEqual({ isPaid: true });
    // the report opens for the browser that took the test (its claim secret), never for the id alone
    expect((await request.get(`/api/assessment/${id}/pdf?lang=en`)).status()).toBe(403);
    const pdf = await page.request.get(`/api/assessment/${id}/pdf?lang=en`, { headers: await claimHeaderOf(page, id) });
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("the checkout form names each field left wrong with its own message, and sends nothing", async ({ page }) => {
    const id = await seedAssessment(page, "es", "Compradora Incompleta");
    await page.goto(`/checkout-form?assessment=${id}&method=paypal`);
    await expect(page.getByLabel(t("es", "complete.fullName"))).toHaveValue("Compradora Incompleta");
    await page.getByLabel(t("es", "complete.fullName")).fill("C");
    await page.getByLabel(t("es", "complete.age")).selectOption({ value: "" });
    await page.getByLabel(t("es", "complete.education")).selectOption({ value: "" });
    let posted = false;
    page.on("request", (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith("/api/checkout/") || pathname === "/api/paypal/create-order") posted = true;
    });
    await page.getByRole("button", { name: t("es", "checkout.payPaypal") }).click();
    await expect(page.getByText(t("es", "checkout.v.nameMin"))).toBeVisible();
    await expect(page.getByText(t("es", "checkout.v.ageRequired"))).toBeVisible();
    await expect(page.getByText(t("es", "checkout.v.educationRequired"))).toBeVisible();
    await expect(page).toHaveURL(/\/checkout-form\?/);
    expect(posted).toBe(false);
  });

  test("the checkout without an assessment says the session is not valid", async ({ page }) => {
    await page.goto("/checkout-form?method=paypal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "checkout.invalidTitle"));
    await expect(page.getByText(t("es", "checkout.invalidBody"))).toBeVisible();
  });

  test("the access-code portal refuses an unknown code with a clear message", async ({ page }) => {
    const id = await seedAssessment(page, "es");
    await page.goto(`/payment?assessment=${id}`);
    await page.getByRole("button", { name: t("es", "portal.verify") }).click();
    await expect(page.getByTestId("portal-error")).toContainText(t("es", "portal.required"));
    await page.getByLabel(t("es", "portal.code")).fill("qe-zzzz-zzzz-zzzz");
    await expect(page.getByLabel(t("es", "portal.code"))).toHaveValue("QE-ZZZZ-ZZZZ-ZZZZ");
    await page.getByRole("button", { name: t("es", "portal.verify") }).click();
    await expect(page.getByTestId("portal-error")).toContainText(t("es", "portal.invalidTitle"));
    await expect(page.getByTestId("portal-error")).toContainText(serverText("es", "payment.codeInvalid"));
    await expect(page.getByTestId("demo-code")).toHaveCount(0);
  });
});

test.describe("buying with a card through the local AZUL sandbox", () => {
  let previous: Record<string, unknown>;
  test.beforeAll(async ({ request }) => {
    previous = await updatePaymentConfig(request, { bancoPopularEnabled: true, testMode: true });
  });
  test.afterAll(async ({ request }) => {
    await updatePaymentConfig(request, previous);
  });

  test("approve: from results to the card page, back to /payment-success, then the PDF (Spanish)", async ({ page }) => {
    const id = await seedAssessment(page, "es", "Compradora Tarjeta");
    await page.goto(`/payment-selection?assessment=${id}`);
    const card = page.getByTestId("method-banco_popular");
    await expect(card).toContainText("RD$ 1,199.40");
    // The card brands' own marks, and PayPal's on its card (simple-icons), beside the words that name them.
    for (const brand of ["visa", "mastercard", "americanexpress"])
      await expect(card.locator(`svg[data-brand="${brand}"]`)).toBeVisible();
    await expect(page.getByTestId("method-paypal").locator('svg[data-brand="paypal"]')).toBeVisible();
    await card.click();
    await page.getByRole("button", { name: t("es", "selection.continueCard") }).click();
    await expect(page).toHaveURL(/\/checkout-form\?.*method=banco_popular/);
    await expect(page.getByText(t("es", "checkout.chargedLocal", { amount: "RD$ 1,199.40" }))).toBeVisible();
    await expect(page.locator('main svg[data-brand="visa"]')).toBeVisible();
    await page.getByRole("button", { name: t("es", "checkout.payCard") }).click();
    await expect(page).toHaveURL(/\/sandbox\/azul\/PaymentPage/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Sandbox local de Banco Popular");
    await page.getByRole("button", { name: "Aprobar" }).click();
    await expect(page).toHaveURL(new RegExp(`/payment-success\\?assessment=${id}&order=QE`));
    await expect(page.getByTestId("success-title")).toHaveText(t("es", "success.title"));
    // the order and the assessment are each on one line, on a desktop and on a phone
    const orderId = new URL(page.url()).searchParams.get("order")!;
    await expect(page.getByTestId("order-id")).toHaveText(orderId);
    expect(await wrappedIds(page, "main dl dd")).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await wrappedIds(page, "main dl dd")).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });
    // the report's signed link (the browser that took the test asked for it), downloaded
    const file = await expectDownloads(page, page.getByTestId("download-report"));
    expect(file.url()).toMatch(new RegExp(`/api/assessment/${id}/pdf\\?.*&sig=`));
    expect(file.suggestedFilename()).toBe("Reporte-Vocacional-Compradora-Tarjeta.pdf");
  });

  test("decline: the buyer is back on the selection with the bank's reason (English)", async ({ page }) => {
    const id = await seedAssessment(page, "en", "Declined Buyer");
    await page.goto(`/checkout-form?assessment=${id}&method=banco_popular&lang=en`);
    await page.getByRole("button", { name: t("en", "checkout.payCard") }).click();
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page).toHaveURL(new RegExp(`/payment-selection\\?assessment=${id}.*card=declined`));
    // The reason is our own text for the bank's ISO code (51), never words taken from the address.
    await expect(page.getByTestId("payment-notice")).toContainText(
      "The bank declined the card payment: insufficient funds.",
    );
    // The card stays chosen, so trying again is one click.
    await expect(page.getByTestId("method-banco_popular")).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("continue-payment")).toHaveText(t("en", "selection.continueCard"));
    const status = await (await page.request.get(`/api/payment/status?assessment=${id}`)).json();
    expect(status.isPaid).toBe(false);
    await page.goto(`/payment-selection?assessment=${id}&card=declined&code=77&reason=Call%20555-0199%20now&lang=en`);
    await expect(page.getByTestId("payment-notice")).toHaveText(t("en", "selection.cardDeclined"));
  });
});

test.describe("report actions", () => {
  // page.route cannot see requests that go through the service worker.
  test.use({ serviceWorkers: "block" });
  test("an access code unlocks the report in the portal; an empty or failing PDF answer is an error", async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const codes = await (
      await request.post("/api/admin/access-codes", {
        headers: { Authorization: `Bearer ${token}` },
        data: { count: 1 },
      })
    ).json();
    const code = codes.codes[0].code as string;
    const id = await seedAssessment(page, "es", "Con Codigo");
    await page.getByTestId("have-code").click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?assessment=${id}`));
    await page.getByLabel(t("es", "portal.code")).fill(code.toLowerCase());
    await page.getByRole("button", { name: t("es", "portal.verify") }).click();
    await expect(page.getByTestId("toast")).toContainText(t("es", "portal.verified"));
    const fromPortal = await expectDownloads(page, page.getByTestId("download-pdf"));
    expect(fromPortal.suggestedFilename()).toBe("Reporte-Vocacional-Con-Codigo.pdf");

    // Back on the results page (no reload), the report is unlocked at once: nothing cached shows the preview.
    await page.getByTestId("view-results").click();
    await expect(page).toHaveURL(new RegExp(`/results/${id}`));
    await expect(page.getByTestId("view-pdf")).toBeVisible();
    await expect(page.locator("[data-testid^=score-][data-locked=true]")).toHaveCount(0);
    await expect(page.getByTestId("get-report")).toHaveCount(0);
    // The first PDF answer is empty, the next ones fail: both are errors for the reader.
    let calls = 0;
    await page.route("**/api/assessment/*/pdf*", (route) => {
      calls += 1;
      return calls === 1
        ? route.fulfill({ status: 200, contentType: "application/pdf", body: "" })
        : route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x"}' });
    });
    // The errors are said on the page (a toast), never in a browser dialog.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByTestId("view-pdf").click();
    await expect(page.getByTestId("toast")).toContainText(t("es", "pdf.openError"));
    await expect(page.getByTestId("download-pdf")).toBeEnabled();
    await page.getByTestId("download-pdf").click();
    await expect(page.getByTestId("toast")).toContainText(t("es", "pdf.downloadError"));
    expect(dialogs).toEqual([]);
  });
});
