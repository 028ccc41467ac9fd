import { expect, test, type APIRequestContext } from "@playwright/test";
import { seedAssessment } from "./assessment-helpers";
import { adminToken, signInAsAdmin, updatePaymentConfig } from "./admin-api";
import { serverText, t, textPattern } from "./texts";

async function promoCode(request: APIRequestContext, code: string) {
  const token = await adminToken(request);
  const res = await request.get("/api/admin/promo-codes", { headers: { Authorization: `Bearer ${token}` } });
  const { codes } = (await res.json()) as { codes: { code: string; uses: number }[] };
  return codes.find((c) => c.code === code);
}

const unique = () => `${Date.now() % 1_000_000}`;

test.describe("promo codes", () => {
  let previous: Record<string, unknown>;
  test.beforeAll(async ({ request }) => {
    previous = await updatePaymentConfig(request, { paypalEnabled: true, basePrice: "19.99", currency: "USD" });
  });
  test.afterAll(async ({ request }) => {
    await updatePaymentConfig(request, previous);
  });

  test("in Spanish: the admin creates a code, a buyer validates it and pays in the sandbox, the code's count goes up", async ({
    page,
    browser,
  }) => {
    const code = `VERANO${unique()}`;
    await signInAsAdmin(page);
    await page.goto("/admin");
    const panel = page.locator("section", { has: page.getByRole("heading", { name: t("es", "promo.admin.title") }) });
    await panel.getByLabel(t("es", "promo.admin.code"), { exact: true }).fill(code.toLowerCase());
    await panel.getByLabel(t("es", "promo.admin.value"), { exact: true }).fill("25");
    await panel.getByLabel(t("es", "promo.admin.maxUses")).fill("5");
    await panel.getByRole("button", { name: t("es", "promo.admin.create") }).click();
    const row = panel.getByTestId("promo-row").filter({ hasText: code });
    await expect(row.getByTestId("promo-uses")).toHaveText(t("es", "promo.admin.usesOf", { uses: 0, max: 5 }));
    await expect(row.getByTestId("promo-status")).toHaveText(t("es", "promo.admin.status.active"));

    const buyer = await (await browser.newContext()).newPage();
    const id = await seedAssessment(buyer, "es", "Compradora Promo");
    await buyer.goto(`/payment-selection?assessment=${id}`);
    const paypal = buyer.getByTestId("method-paypal");
    await expect(paypal.getByTestId("price")).toHaveText("$19.99 USD");
    const field = buyer.getByLabel(t("es", "promo.question"));
    await field.fill("NOEXISTE1");
    await buyer.getByRole("button", { name: t("es", "promo.validate") }).click();
    await expect(buyer.getByTestId("promo-feedback")).toHaveText(serverText("es", "promo.unknown"));
    await field.fill(code.toLowerCase());
    await buyer.getByRole("button", { name: t("es", "promo.validate") }).click();
    await expect(buyer.getByTestId("promo-feedback")).toHaveText(t("es", "promo.valid"));
    await expect(paypal.getByTestId("price")).toHaveText("$14.99 USD");
    await expect(paypal.getByTestId("price-promo")).toHaveText(`Código ${code}: −$5.00 USD`);
    await buyer.getByRole("button", { name: t("es", "selection.continuePaypal") }).click();

    await expect(buyer).toHaveURL(/\/checkout-form\?assessment=.*method=paypal/);
    await expect(buyer.getByTestId("price")).toHaveText("$14.99 USD");
    await expect(buyer.getByTestId("promo-applied")).toContainText(code);
    await buyer.getByRole("button", { name: t("es", "checkout.payPaypal") }).click();
    await expect(buyer).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=/);
    await expect(buyer.getByText("14.99 USD")).toBeVisible();
    await buyer.getByRole("button", { name: "Aprobar" }).click();
    await expect(buyer.getByTestId("success-title")).toHaveText(t("es", "success.title"));

    await page.reload();
    await expect(page.getByTestId("promo-row").filter({ hasText: code }).getByTestId("promo-uses")).toHaveText(
      t("es", "promo.admin.usesOf", { uses: 1, max: 5 }),
    );
    await buyer.context().close();
  });

  test("a code without a limit reads 'Usos: 0 (sin límite)' / 'Uses: 0 (no limit)', not '0 de sin límite'", async ({
    page,
    request,
  }) => {
    const code = `LIBRE${unique()}`;
    const token = await adminToken(request);
    const created = await request.post("/api/admin/promo-codes", {
      headers: { Authorization: `Bearer ${token}` },
      data: { code, percentOff: 10 },
    });
    expect(created.status(), await created.text()).toBe(201);
    await signInAsAdmin(page);
    for (const lang of ["es", "en"] as const) {
      const line = `${t(lang, "promo.admin.uses")}: ${t(lang, "promo.admin.usesUnlimited", { uses: 0 })}`;
      await page.goto(`/admin?lang=${lang}`);
      const uses = page.getByTestId("promo-row").filter({ hasText: code }).getByTestId("promo-uses");
      await expect(uses.locator("xpath=..")).toHaveText(line);
    }
  });

  test("in English: a code validated at checkout lowers the total, an expired one says so, and the paid use is counted", async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    const code = `FIVEOFF${unique()}`;
    const expired = `OLD${unique()}`;
    expect((await request.post("/api/admin/promo-codes", { headers, data: { code, amountOff: "5" } })).status()).toBe(
      201,
    );
    const old = await request.post("/api/admin/promo-codes", {
      headers,
      data: { code: expired, percentOff: 50, validFrom: "2020-01-01", validUntil: "2020-01-31" },
    });
    expect(old.status()).toBe(201);

    const id = await seedAssessment(page, "en", "Promo Buyer");
    await page.goto(`/checkout-form?assessment=${id}&method=paypal&lang=en`);
    await expect(page.getByTestId("price")).toHaveText("$19.99 USD");
    const field = page.getByLabel(t("en", "promo.question"));
    await field.fill(expired);
    await page.getByRole("button", { name: t("en", "promo.validate") }).click();
    await expect(page.getByTestId("promo-feedback")).toHaveText(serverText("en", "promo.expired"));
    await expect(page.getByTestId("price")).toHaveText("$19.99 USD");
    await field.fill(code);
    await page.getByRole("button", { name: t("en", "promo.validate") }).click();
    await expect(page.getByTestId("promo-feedback")).toHaveText(t("en", "promo.valid"));
    await expect(page.getByTestId("price")).toHaveText("$14.99 USD");
    await page.getByRole("button", { name: t("en", "checkout.payPaypal") }).click();
    await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=/);
    await expect(page.getByText("14.99 USD")).toBeVisible();
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByTestId("success-title")).toHaveText(t("en", "success.title"));
    expect(await promoCode(request, code)).toMatchObject({ uses: 1 });
  });
  test("in Spanish: while one buyer's checkout holds a single-use code, a second buyer's checkout is refused with the code's own message", async ({
    browser,
    request,
  }) => {
    const token = await adminToken(request);
    const code = `UNICO${unique()}`;
    const created = await request.post("/api/admin/promo-codes", {
      headers: { Authorization: `Bearer ${token}` },
      data: { code, percentOff: 20, maxUses: 1 },
    });
    expect(created.status()).toBe(201);
    const usedUp = serverText("es", "promo.usedUp");

    /** A buyer of their own test on the PayPal checkout form, the code validated. */
    async function buyerAtCheckout(name: string) {
      const buyer = await (await browser.newContext()).newPage();
      const id = await seedAssessment(buyer, "es", name);
      await buyer.goto(`/checkout-form?assessment=${id}&method=paypal&lang=es`);
      await buyer.getByLabel(t("es", "promo.question")).fill(code);
      await buyer.getByRole("button", { name: t("es", "promo.validate") }).click();
      await expect(buyer.getByTestId("promo-feedback")).toHaveText(t("es", "promo.valid"));
      await expect(buyer.getByTestId("price")).toHaveText("$15.99 USD");
      return buyer;
    }
    const first = await buyerAtCheckout("Primera Compradora");
    const second = await buyerAtCheckout("Segunda Compradora");

    // The first buyer opens the checkout: PayPal's (sandbox) page, the code held for them.
    await first.getByRole("button", { name: t("es", "checkout.payPaypal") }).click();
    await expect(first).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=/);

    // The second buyer's checkout is refused with the code's own words, and the price goes back to normal.
    await second.getByRole("button", { name: t("es", "checkout.payPaypal") }).click();
    await expect(second.getByTestId("checkout-error")).toContainText(usedUp);
    await expect(second).toHaveURL(/\/checkout-form\?/);
    await expect(second.getByTestId("price")).toHaveText("$19.99 USD");
    // Validating again says the same.
    await second.getByLabel(t("es", "promo.question")).fill(code);
    await second.getByRole("button", { name: t("es", "promo.validate") }).click();
    await expect(second.getByTestId("promo-feedback")).toHaveText(usedUp);

    // The first buyer pays: the code's one use is counted.
    await first.getByRole("button", { name: "Aprobar" }).click();
    await expect(first.getByTestId("success-title")).toHaveText(t("es", "success.title"));
    expect(await promoCode(request, code)).toMatchObject({ uses: 1 });
    await first.context().close();
    await second.context().close();
  });
});

test.describe("one price story (issue #32)", () => {
  let previous: Record<string, unknown>;
  test.beforeAll(async ({ request }) => {
    previous = await updatePaymentConfig(request, {
      paypalEnabled: true,
      basePrice: "19.99",
      currency: "USD",
      referralDiscountPercent: "10",
    });
  });
  test.afterAll(async ({ request }) => {
    await updatePaymentConfig(request, previous);
  });

  for (const [lang, viewport] of [
    ["es", { width: 360, height: 740 }],
    ["en", { width: 1280, height: 800 }],
  ] as const) {
    test(`(${lang}, ${viewport.width} px) a referred buyer whose code is larger sees the code's discount only, not the referral's`, async ({
      browser,
      request,
    }) => {
      const token = await adminToken(request);
      const created = await request.post("/api/admin/sellers", {
        headers: { Authorization: `Bearer ${token}` },
        data: { name: "Laura Méndez", email: `laura.${unique()}.${lang}@example.com` },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { seller } = (await created.json()) as { seller: { referralCode: string } };
      const code = `FAMILIA${unique()}${lang.toUpperCase()}`;
      const made = await request.post("/api/admin/promo-codes", {
        headers: { Authorization: `Bearer ${token}` },
        data: { code, percentOff: 20, maxUses: 5 },
      });
      expect(made.status(), await made.text()).toBe(201);

      const context = await browser.newContext({ viewport });
      const buyer = await context.newPage();
      expect((await buyer.request.get(`/api/track-referral/${seller.referralCode}`)).status()).toBe(200);
      const id = await seedAssessment(buyer, lang, "Compradora Referida");
      await buyer.goto(`/payment-selection?assessment=${id}&lang=${lang}`);
      const referralBanner = buyer.getByText(textPattern(lang, "selection.referral"));
      // the referral's 10 % is the price until a larger code wins
      await expect(referralBanner).toBeVisible();
      await expect(buyer.getByTestId("method-paypal").getByTestId("price")).toHaveText("$17.99 USD");
      await buyer.getByLabel(t(lang, "promo.question")).fill(code);
      await buyer.getByRole("button", { name: t(lang, "promo.validate") }).click();
      await expect(buyer.getByTestId("method-paypal").getByTestId("price")).toHaveText("$15.99 USD");
      // the page says only the discount that made the price, and why the referral's does not apply
      await expect(referralBanner).toHaveCount(0);
      await expect(buyer.getByTestId("referral-replaced")).toHaveText(
        t(lang, "selection.referralReplaced", { percent: 10, seller: "Laura Méndez" }),
      );
      // removing the code brings the referral's price and its banner back
      await buyer.getByRole("button", { name: t(lang, "promo.remove") }).click();
      await expect(buyer.getByTestId("method-paypal").getByTestId("price")).toHaveText("$17.99 USD");
      await expect(referralBanner).toBeVisible();
      await expect(buyer.getByTestId("referral-replaced")).toHaveCount(0);
      await context.close();
    });
  }
});
