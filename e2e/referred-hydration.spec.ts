import { expect, test, type Page } from "@playwright/test";
import { adminToken } from "./admin-api";
import { collectConsoleErrors } from "./fixtures";
import { t } from "./texts";

/**
 * A visitor who came through a seller's link gets their own price over the pre-rendered landing
 * page: the app takes that page over without a hydration error, in either language and size.
 */
async function sellerCode(page: Page): Promise<string> {
  const admin = await adminToken(page.request);
  const created = await page.request.post("/api/admin/sellers", {
    headers: { Authorization: `Bearer ${admin}` },
    data: { name: "Laura Méndez", email: `hydration.seller.${Date.now()}@e2e.test` },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { seller: { referralCode: string } }).seller.referralCode;
}

for (const { lang, viewport } of [
  { lang: "en", viewport: { width: 1280, height: 800 } },
  { lang: "es", viewport: { width: 360, height: 740 } },
] as const) {
  test(`a referred visitor's landing page hydrates without errors, with the referral price (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const code = await sellerCode(page);
    const errors = collectConsoleErrors(page);
    // the code leaves the address bar at once; the visit counts when the server has answered the tracking call
    const tracked = page.waitForResponse((r) => r.url().includes("/api/track-referral/") && r.ok());
    await page.goto(`/?ref=${code}`);
    await tracked;
    await expect(page).toHaveURL((url) => !url.searchParams.has("ref"));
    await expect(page.getByTestId("current-price")).toBeVisible();

    // Back later, in the language of the link they were sent.
    await page.goto(`/?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "landing.hero.title"));
    await expect(page.getByTestId("current-price")).toBeVisible();
    await page.reload();
    // their own price, the one the server quotes them, replaces the pre-rendered public one
    const quote = (await (await page.request.get("/api/payment/price")).json()) as {
      amount: string;
      referralDiscountPercent: number;
    };
    expect(quote.referralDiscountPercent).toBeGreaterThan(0);
    await expect(page.getByTestId("current-price")).toContainText(quote.amount);
    expect(errors).toEqual([]);
  });
}
