import { expect, test, type Page } from "@playwright/test";
import { seedAssessment } from "./assessment-helpers";
import { signInAsAdmin, updatePaymentConfig } from "./admin-api";
import { expectNoSeriousA11yViolations } from "./fixtures";
import { signUp } from "./sign-up";

/**
 * DECISIONS 39, "a switch says what it does" (issue #32, item 2). The admin switches the card on without AZUL keys and
 * with the card's test mode off: the admin panel says at once that customers cannot pay by card yet and what is
 * missing, the save says so instead of a plain "saved", and /payment-selection agrees (the card is "No disponible").
 * Switching the card's test mode on makes it work in the local sandbox, and both screens follow.
 */

const WORDS = {
  es: {
    methodsTab: "Métodos de pago",
    card: "Tarjeta de crédito (Banco Popular)",
    cardTestMode: "Modo de prueba de la tarjeta (sandbox)",
    off: "Apagado: los clientes no ven este método en la página de pago.",
    unsaved: "Hay cambios sin guardar: el estado se actualiza al guardar.",
    warningTitle: "⚠️ Configuración guardada, con avisos",
    warningCard: "Tarjeta de crédito (Banco Popular): está activado, pero los clientes no pueden usarlo todavía.",
    blocked: "Los clientes no pueden pagar con tarjeta todavía.",
    merchantId: "Falta el Merchant ID",
    pageUrl: "la URL de la página de pago (pestaña Credenciales).",
    testModeOff: "Modo de prueba apagado: sin claves, el sandbox local no se usa.",
    statusBlocked: "Activado, no disponible",
    savedTitle: "✅ Configuración guardada",
    savedBody: "Todos los cambios se aplicaron correctamente",
    ok: "Los clientes pueden pagar con tarjeta ahora.",
    sandbox: "En el sandbox local: no se cobra dinero real y la venta no cuenta ni genera comisión.",
    statusSandbox: "Disponible (sandbox local)",
    unavailable: "No disponible",
    sandboxBadge: "Pago de prueba",
  },
  en: {
    methodsTab: "Payment methods",
    card: "Credit card (Banco Popular)",
    cardTestMode: "Card test mode (sandbox)",
    off: "Off: customers do not see this method on the payment page.",
    unsaved: "There are unsaved changes: the status updates when you save.",
    warningTitle: "⚠️ Settings saved, with warnings",
    warningCard: "Credit card (Banco Popular): it is enabled, but customers cannot use it yet.",
    blocked: "Customers cannot pay by card yet.",
    merchantId: "Missing: the Merchant ID",
    pageUrl: "the payment page URL (Credentials tab).",
    testModeOff: "Test mode is off: without keys, the local sandbox is not used.",
    statusBlocked: "On, unavailable",
    savedTitle: "✅ Settings saved",
    savedBody: "All changes were applied successfully",
    ok: "Customers can pay by card now.",
    sandbox: "In the local sandbox: no real money is charged and the sale neither counts nor earns a commission.",
    statusSandbox: "Available (local sandbox)",
    unavailable: "Not available",
    sandboxBadge: "Test payment",
  },
} as const;

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
      const w = WORDS[lang];
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
      await expect(admin.getByTestId("test-payment-portal")).toHaveText("Payment Portal (TEST)");
      // The admin panel says which test tools only the admin sees.
      await admin.goto("/admin?lang=en");
      await admin.getByRole("tab", { name: "Testing" }).click();
      await expect(admin.getByTestId("admin-tools")).toContainText("customers never see it, whatever the switches");
      await expect(admin.getByTestId("demo-status")).toHaveText("Off: customers see nothing of the demo.");
    } finally {
      await customerContext.close();
      await adminContext.close();
      await updatePaymentConfig(request, previous);
    }
  });
});
