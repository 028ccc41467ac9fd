import { expect, test } from "@playwright/test";
import { adminToken, updatePaymentConfig } from "./admin-api";
import { seedAssessment } from "./assessment-helpers";
import { setSavedLanguage } from "./fixtures";
import { signUp, storeSession } from "./sign-up";
import { t } from "./texts";

/**
 * The README's four phone pictures (docs/phone-*.png), taken from the build as a person meets it:
 * `npm run build && npm run screenshots`. Skipped in `npm test`: they rewrite committed files.
 * Each picture is taken only once the screen shows what its caption says.
 */
test.skip(!process.env.README_SCREENSHOTS, "README pictures: npm run screenshots");
test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });

const shot = (name: string) => ({ path: `docs/${name}.png`, animations: "disabled" as const });

test("the free preview: two types explained, the third letter locked (Spanish)", async ({ page }) => {
  await setSavedLanguage(page, "es");
  const id = await seedAssessment(page, "es", "Lucía Fernández");
  await page.goto(`/results/${id}?lang=es`);
  await expect(page.getByTestId("holland-code")).toHaveText(/^[RIASEC]{2}·$/);
  await expect(page.getByTestId("primary-type")).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot(shot("phone-results-es"));
});

test("the test page tells a recent test-taker when the retake opens, before the first screen (Spanish)", async ({
  page,
}) => {
  await setSavedLanguage(page, "es");
  const { token, user } = await signUp(page.request, { name: "María José Peña" });
  await storeSession(page.context(), token, user);
  await seedAssessment(page, "es", "María José Peña");
  await page.goto("/assessment?lang=es");
  await expect(page.getByTestId("retake-gate")).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot(shot("phone-retake-gate-es"));

  // the account home: the same greeting and the date on both views
  await page.goto("/user-dashboard?lang=es");
  await expect(page.getByTestId("welcome")).toHaveText(t("es", "acct.d.welcome", { name: "María" }));
  await expect(page.getByTestId("retake-date")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot(shot("phone-dashboard-es"));
});

test("payment selection names exactly the discount the price holds (English)", async ({ browser, request }) => {
  const previous = await updatePaymentConfig(request, {
    paypalEnabled: true,
    basePrice: "19.99",
    currency: "USD",
    referralDiscountPercent: "10",
  });
  try {
    const token = await adminToken(request);
    const created = await request.post("/api/admin/sellers", {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: "Laura Méndez", email: `laura.readme.${Date.now()}@example.com` },
    });
    expect(created.status()).toBe(201);
    const { seller } = (await created.json()) as { seller: { referralCode: string } };
    const code = `FAMILIA${Date.now() % 100000}`;
    expect(
      (
        await request.post("/api/admin/promo-codes", {
          headers: { Authorization: `Bearer ${token}` },
          data: { code, percentOff: 20, maxUses: 5 },
        })
      ).status(),
    ).toBe(201);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await setSavedLanguage(page, "en");
    expect((await page.request.get(`/api/track-referral/${seller.referralCode}`)).status()).toBe(200);
    const id = await seedAssessment(page, "en", "Lucas Rivera");
    await page.goto(`/payment-selection?assessment=${id}&lang=en`);
    await page.getByLabel(t("en", "promo.question")).fill(code);
    await page.getByRole("button", { name: t("en", "promo.validate") }).click();
    await expect(page.getByTestId("method-paypal").getByTestId("price")).toHaveText("$15.99 USD");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot(shot("phone-payment-selection-en"));
    await context.close();
  } finally {
    await updatePaymentConfig(request, previous);
  }
});
