import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { payWithAccessCode } from "./admin-api";
import { keepClaimSecret, submitAssessment } from "./assessment-helpers";
import { newestEmailTo } from "./outbox";
import { signUp, storeSession, TEST_PASSWORD, uniqueEmail } from "./sign-up";
import { serverText, t } from "./texts";

/**
 * Identity you can prove (DECISIONS 31, 32): an account's email counts only once the link sent to
 * it is opened, and a paid report opens only for its owner, never for someone holding its id.
 */

/** The link of the newest verification email to `email` (the welcome email carries the first one). */
async function verificationLink(email: string): Promise<string> {
  const mail = await newestEmailTo(email, "/verify-email");
  const link = /https?:\/\/\S+\/verify-email\?lang=(?:es|en)#token=[0-9a-f-]{36}\.[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search + new URL(link!).hash;
}

/** A test paid with a fresh access code (no provider involved). */
async function paidTest(page: Page, request: APIRequestContext, name: string) {
  const { assessmentId, claimSecret } = await submitAssessment(page, "es", name);
  await payWithAccessCode(page, request, assessmentId, "quien@example.com");
  return { assessmentId, claimSecret };
}

test.describe("an email is the account's once its owner proves it", () => {
  for (const { lang, viewport } of [
    { lang: "es", viewport: { width: 360, height: 740 } },
    { lang: "en", viewport: { width: 1280, height: 800 } },
  ] as const) {
    test(`a new account is asked to confirm its email, and the emailed link does it (${lang})`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      const email = uniqueEmail("verify-me");
      const account = await signUp(page.request, { name: "Valeria Prueba", email });
      await storeSession(context, account.token, account.user);
      await page.goto(`/user-dashboard?lang=${lang}`);
      const banner = page.getByTestId("verify-email-banner");
      await expect(banner).toContainText(t(lang, "verify.bannerTitle"));
      await expect(banner).toContainText(email);
      await expect(page.getByTestId("account-email-status")).toHaveText(t(lang, "verify.statusUnverified"));

      // Asking again sends a new link (the old one stops working), with the server's words.
      const first = await verificationLink(email);
      await banner.getByTestId("verify-email-resend").click();
      await expect(page.getByTestId("toast")).toContainText(serverText(lang, "verify.sent", { email }));

      let second = first;
      await expect.poll(async () => (second = await verificationLink(email)), { timeout: 20_000 }).not.toBe(first);
      await page.goto(first);
      await expect(page.getByTestId("verify-email-failed")).toBeVisible();

      // The new link, opened from the email (here, in the same browser).
      await page.goto(second);
      await expect(page.getByTestId("verify-email-done")).toContainText(email);
      await page.getByTestId("verify-email-next").click();
      await expect(page).toHaveURL(/\/user-dashboard/);
      await expect(page.getByTestId("account-email-status")).toHaveText(t(lang, "verify.statusVerified"));
      await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);

      // Opened twice, the link says it no longer works, in words.
      await page.goto(second);
      await expect(page.getByTestId("verify-email-failed")).toContainText(lang === "es" ? "enlace" : "link");
    });
  }

  test("a new address counts only once the link sent there is opened", async ({ page, context }) => {
    const email = uniqueEmail("before-change");
    const account = await signUp(page.request, { name: "Mateo Cambia", email });
    await storeSession(context, account.token, account.user);
    await page.goto("/user-dashboard?lang=es");
    const next = uniqueEmail("after-change");
    const form = page.getByTestId("change-email");
    await form.getByLabel(t("es", "verify.newEmail")).fill(next);
    await form.getByLabel(t("es", "verify.currentPassword")).fill(TEST_PASSWORD);
    await form.getByTestId("change-email-submit").click();
    await expect(page.getByTestId("change-email-result")).toContainText(next);
    // still the old address, with the new one waiting
    await expect(page.getByTestId("account-email")).toHaveText(email);
    await expect(page.getByTestId("verify-email-pending")).toContainText(next);

    await page.goto(await verificationLink(next));
    await expect(page.getByTestId("verify-email-done")).toContainText(next);
    await page.goto("/user-dashboard?lang=es");
    await expect(page.getByTestId("account-email")).toHaveText(next);
    await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
  });
});

test.describe("a paid report opens for its owner only", () => {
  test("a stranger holding the id sees the preview, and the PDF's address sends them to words, not the report", async ({
    page,
    browser,
    request,
  }) => {
    const { assessmentId, claimSecret } = await paidTest(page, request, "Renata Compradora");

    // The buyer's browser holds the test's claim secret: the whole report and its PDF.
    await keepClaimSecret(page, assessmentId, claimSecret);
    await page.goto(`/results/${assessmentId}?lang=es`);
    await expect(page.getByTestId("view-pdf")).toBeVisible();
    await expect(page.getByTestId("holland-code")).toHaveText(/^[RIASEC]{3}$/);

    // A stranger's browser with the same address: the free preview, the reason, no PDF buttons.
    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto(`/results/${assessmentId}?lang=es`);
    await expect(stranger.getByTestId("buyer-only")).toContainText(t("es", "results.report.owner-only"));
    await expect(stranger.getByTestId("holland-code")).toHaveText(/^[RIASEC]{2}·$/);
    await expect(stranger.getByTestId("view-pdf")).toHaveCount(0);
    await expect(stranger.getByTestId("download-pdf")).toHaveCount(0);

    // The PDF's address itself: the results page says why, and the buyer's own link is the way.
    await stranger.goto(`/api/assessment/${assessmentId}/pdf?lang=es`);
    await expect(stranger).toHaveURL(new RegExp(`/results/${assessmentId}\\?lang=es&report=owner-only`));
    await expect(stranger.getByTestId("report-notice")).toContainText(t("es", "results.report.owner-only"));
    const pdf = await stranger.request.get(`/api/assessment/${assessmentId}/pdf?lang=es`);
    expect(pdf.status()).toBe(403);
    await stranger.context().close();
  });
});
