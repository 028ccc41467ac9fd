import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-api";
import { takeTest } from "./assessment-helpers";
import { setSavedLanguage } from "./fixtures";
import { t } from "./texts";

/** Issue #32, item 4: every state where the eye is. */

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, testId).not.toBeNull();
  return box!;
}

test.describe("toasts", () => {
  test("on a phone, the admin's 'saved' toast does not cover the sticky save button", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsAdmin(page);
    await page.goto("/admin?lang=es");
    await expect(page.getByTestId("save-config")).toBeVisible();
    await page.getByTestId("save-config").click();
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    expect(overlaps(await boxOf(page, "toast"), await boxOf(page, "save-config"))).toBe(false);
  });

  for (const [lang, viewport] of [
    ["es", { width: 360, height: 740 }],
    ["en", { width: 1280, height: 800 }],
  ] as const) {
    test(`${lang}: a toast does not follow the person to the next page (${viewport.width} px)`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await setSavedLanguage(page, lang);
      await takeTest(page, lang);
      // The results page confirms the finished test...
      await expect(page.getByTestId("toast")).toBeVisible();
      // ...and on a phone the toast leaves the page's main actions free.
      await page.waitForTimeout(2000);
      // A moment later the person goes on to pay: the confirmation stays behind.
      await page.getByTestId("get-report").click();
      await expect(page).toHaveURL(/\/payment-selection/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("toast")).toHaveCount(0);
    });
  }
});

test.describe("a client-rendered page on a slow connection", () => {
  for (const [lang, text] of [
    ["es", t("es", "app.loading")],
    ["en", t("en", "app.loading")],
  ] as const) {
    test(`${lang}: shows '${text}' (not a bare logo) until the app has loaded, then the page`, async ({ page }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // The app's scripts arrive late, as on a slow network.
      await page.route("**/assets/*.js", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/user-login?lang=${lang}`, { waitUntil: "commit" });
      await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible({ timeout: 3000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
      release();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(".boot-loading")).toHaveCount(0);
    });
  }
});
