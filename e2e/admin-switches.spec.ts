import { expect, test, type Page } from "@playwright/test";
import { seedAssessment } from "./assessment-helpers";
import { signInAsAdmin, updatePaymentConfig } from "./admin-api";
import { expectNoSeriousA11yViolations } from "./fixtures";
import { signUp } from "./sign-up";
import { t, textAfter, textBefore, type Lang } from "./texts";

/**
 * DECISIONS 39, "a switch says what it does" (issue #32, item 2). The admin switches the card on without AZUL keys and
 * with the card's test mode off: the admin panel says at once that customers cannot pay by card yet and what is
 * missing, the save says so instead of a plain "saved", and /payment-selection agrees (the card is "No disponible").
 * Switching the card's test mode on makes it work in the local sandbox, and both screens follow.
 */

/** The words of the methods tab, the save and /payment-selection about the card, in `lang`. */
function wordsIn(lang: Lang) {
  const card = t(lang, "adminPanel.methods.card");
  const how = t(lang, "adminPanel.methodStatus.pay.banco_popular");
  return {
    methodsTab: t(lang, "adminPanel.tab.methods"),
    card,
    cardTestMode: t(lang, "adminPanel.methods.cardTestMode"),
    off: t(lang, "adminPanel.methodStatus.off"),
    unsaved: t(lang, "adminPanel.methods.unsaved"),
    warningTitle: t(lang, "adminPanel.saveWarningTitle"),
    warningCard: t(lang, "adminPanel.saveWarningMethod", { method: card }),
    blocked: t(lang, "adminPanel.methodStatus.unavailable", { how }),
    // the list of what is missing starts with the Merchant ID and ends with the page's address
    merchantId: `${textBefore(lang, "adminPanel.methodStatus.missing")} ${t(lang, "adminPanel.missing.card_merchant_id")}`,
    pageUrl: `${t(lang, "adminPanel.missing.card_page_url")} ${textAfter(lang, "adminPanel.methodStatus.missing")}`,
    testModeOff: t(lang, "adminPanel.missing.test_mode_off"),
    statusBlocked: t(lang, "adminPanel.status.unavailable"),
    savedTitle: t(lang, "adminPanel.saveSuccessTitle"),
    savedBody: t(lang, "adminPanel.saveSuccessBody"),
    ok: t(lang, "adminPanel.methodStatus.available", { how }),
    sandbox: t(lang, "adminPanel.methodStatus.mode.local_sandbox"),
    statusSandbox: t(lang, "adminPanel.status.availableSandbox"),
    unavailable: t(lang, "selection.unavailable"),
    sandboxBadge: t(lang, "selection.localSandbox"),
  };
}

const CASES = [
  { title: "on a phone in Spanish", lang: "es", viewport: { width: 360, height: 740 }, keyboard: true },
  { title: "on a desktop in English", lang: "en", viewport: { width: 1280, height: 800 }, keyboard: false },
] as const;

async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.describe("payment settings that say what they do", () => {
  for (const { title, lang, viewport, keyboard } of CASES) {
    test(`${title}: the admin switches the card on without keys and test mode off, is told what is missing, and /payment-selection agrees; the card's test mode makes it work in the sandbox`, async ({
      browser,
      request,
    }) => {
      test.slow();
      const w = wordsIn(lang);
      // The card off, its test mode off, no merchant id or page address (the secret key may be left from other tests).
      const previous = await updatePaymentConfig(request, {
        paypalEnabled: true,
        paypalTestMode: true,
        bancoPopularEnabled: false,
        testMode: false,
        demoEnabled: false,
        bancoPopularMerchantId: "",
        bancoPopularApiUrl: "",
      });
      const buyerContext = await browser.newContext({ viewport });
      const adminContext = await browser.newContext({ viewport });
      try {
        const buyer = await buyerContext.newPage();
        const id = await seedAssessment(buyer, lang, lang === "es" ? "Compradora Tarjeta" : "Card Buyer");

        const page = await adminContext.newPage();
        await signInAsAdmin(page);
        await page.goto(`/admin?lang=${lang}`);
        await page.getByRole("tab", { name: w.methodsTab }).click();
        const status = page.getByTestId("method-status-banco_popular");
        await expect(status).toHaveAttribute("data-state", "off");
        await expect(status).toContainText(w.off);

        // Switch the card on (on the phone with the keyboard); its test mode stays off.
        const cardSwitch = page.getByRole("switch", { name: w.card, exact: true });
        if (keyboard) {
          await cardSwitch.focus();
          await page.keyboard.press("Space");
        } else {
          await cardSwitch.click();
        }
        await expect(cardSwitch).toHaveAttribute("aria-checked", "true");
        const testModeSwitch = page.getByRole("switch", { name: w.cardTestMode });
        await expect(testModeSwitch).toBeEnabled();
        await expect(testModeSwitch).toHaveAttribute("aria-checked", "false");
        await expect(status).toContainText(w.unsaved);
        await page.getByTestId("save-config").click();

        // Saved, but not working: the confirmation says so, naming the method and what it lacks.
        const toast = page.getByTestId("toast");
        await expect(toast).toContainText(w.warningTitle);
        await expect(toast).toContainText(w.warningCard);
        await expect(toast).toContainText(w.merchantId);
        await expect(toast).toContainText(w.testModeOff);
        await expect(toast).not.toContainText(w.savedTitle);
        // Next to the switch, the same, from the server.
        await expect(status).toHaveAttribute("data-state", "blocked");
        await expect(status).toContainText(w.blocked);
        await expect(status).toContainText(w.merchantId);
        await expect(status).toContainText(w.pageUrl);
        await expect(status).toContainText(w.testModeOff);
        await expect(status).not.toContainText(w.unsaved);
        await expect(page.getByTestId("status-cards")).toContainText(w.statusBlocked);
        await noSidewaysScroll(page, viewport.width);
        await expectNoSeriousA11yViolations(page);

        // The buyer's payment page agrees: the card is there, greyed out, not available.
        await buyer.goto(`/payment-selection?assessment=${id}&lang=${lang}`);
        const cardChoice = buyer.getByTestId("method-banco_popular");
        await expect(cardChoice).toBeDisabled();
        await expect(cardChoice).toContainText(w.unavailable);

        // The card's own test mode: customers can pay by card now, in the local sandbox.
        await testModeSwitch.click();
        await page.getByTestId("save-config").click();
        await expect(toast).toContainText(w.savedTitle);
        await expect(toast).toContainText(w.savedBody);
        await expect(status).toHaveAttribute("data-state", "ok");
        await expect(status).toContainText(w.ok);
        await expect(status).toContainText(w.sandbox);
        await expect(page.getByTestId("status-cards")).toContainText(w.statusSandbox);

        await buyer.reload();
        await expect(cardChoice).toBeEnabled();
        await expect(cardChoice).not.toContainText(w.unavailable);
        await expect(cardChoice).toContainText(w.sandboxBadge);
      } finally {
        await buyerContext.close();
        await adminContext.close();
        await updatePaymentConfig(request, previous);
      }
    });
  }

  test("test-only controls never come with a provider's test mode: with the card's test mode on, a customer's dashboard has no test payment portal, the admin's has", async ({
    browser,
    request,
  }) => {
    const previous = await updatePaymentConfig(request, {
      bancoPopularEnabled: true,
      testMode: true,
      demoEnabled: false,
    });
    const customerContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const customer = await customerContext.newPage();
      await signUp(customer.request, { name: "Cliente Sin Pruebas" });
      await customer.goto("/dashboard");
      await expect(customer.getByTestId("card-new-test")).toBeVisible();
      await expect(customer.getByTestId("test-payment-portal")).toHaveCount(0);

      const admin = await adminContext.newPage();
      await signInAsAdmin(admin);
      await admin.goto("/dashboard?lang=en");
      await expect(admin.getByTestId("test-payment-portal")).toHaveText(t("en", "acct.d.testPortal"));
      // The admin panel says which test tools only the admin sees.
      await admin.goto("/admin?lang=en");
      await admin.getByRole("tab", { name: t("en", "adminPanel.tab.testing") }).click();
      await expect(admin.getByTestId("admin-tools")).toContainText(t("en", "adminPanel.testing.adminTools"));
      await expect(admin.getByTestId("demo-status")).toHaveText(t("en", "adminPanel.testing.demoOff"));
    } finally {
      await customerContext.close();
      await adminContext.close();
      await updatePaymentConfig(request, previous);
    }
  });
});
