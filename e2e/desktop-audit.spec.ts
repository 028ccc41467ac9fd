import { expect, test, type Page } from "@playwright/test";
import { adminToken } from "./admin-api";
import { seedAssessment } from "./assessment-helpers";
import { brokenWords } from "./broken-words";
import { signUp, storeSession } from "./sign-up";
import { LOADING_LINE } from "./texts";

/**
 * The main routes on a 1280 × 800 screen, in Spanish and English, in the state people meet them:
 * no word is broken across two lines ("Investigad/or" in a tile), whatever the language. The phone
 * audit (phone-audit.spec.ts) checks the same at 360 px.
 */

const DESKTOP = { width: 1280, height: 800 };
const LOADING = LOADING_LINE;

test.use({ viewport: DESKTOP, serviceWorkers: "block" });
test.describe.configure({ timeout: 180_000 });

async function audit(page: Page, url: string | null, name: string, lang: "es" | "en"): Promise<void> {
  if (url !== null) await page.goto(url.includes("?") ? `${url}&lang=${lang}` : `${url}?lang=${lang}`);
  await expect(page.locator("main").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: LOADING })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  // Soft: one run lists every page with a broken word.
  const width = page.viewportSize()?.width ?? DESKTOP.width;
  expect.soft(await brokenWords(page), `${name} (${lang}) at ${width} px: words broken across lines`).toEqual([]);
}

for (const lang of ["es", "en"] as const) {
  test(`no word breaks across lines at 1280 px (${lang})`, async ({ page, browser, request }) => {
    const id = await seedAssessment(page, lang, lang === "es" ? "Valentina Ríos" : "Oliver Grant");
    const keys = await page.evaluate(() => window.localStorage.getItem("assessment-keys"));
    const claim = (JSON.parse(keys ?? "{}") as Record<string, string>)[id]!;
    const shared = await page.request.post(`/api/assessment/${id}/share`, {
      headers: { "X-Claim-Secret": claim },
      data: { lang },
    });
    expect(shared.ok(), await shared.text()).toBe(true);
    const { shareId } = (await shared.json()) as { shareId: string };

    for (const [url, name] of [
      ["/", "landing"],
      ["/assessment", "assessment"],
      [`/results/${id}`, "results"],
      [`/payment-selection?assessment=${id}`, "payment-selection"],
      [`/checkout-form?assessment=${id}&method=paypal`, "checkout"],
      [`/payment?assessment=${id}`, "payment-portal"],
      [`/payment-success?assessment=${id}&order=UNKNOWN-ORDER`, "payment-success"],
      ["/subscription", "subscription"],
      ["/user-login", "user-login"],
      ["/register", "register"],
      ["/politicas-reembolso", "refund-policy"],
      ["/politicas-privacidad", "privacy-policy"],
      ["/terms", "terms"],
      [`/r/${shareId}`, "share"],
      [`/r/${shareId}/familia`, "share-family"],
      ["/esta-pagina-no-existe", "not-found"],
    ] as const)
      await audit(page, url, name, lang);

    // The longest type names of both languages: Investigador / Investigative (above), Emprendedor · Convencional /
    // Enterprising · Conventional.
    const enterprising = await seedAssessment(page, lang, lang === "es" ? "Valentina Ríos" : "Oliver Grant", 4);
    await audit(page, `/results/${enterprising}`, "results (E, C)", lang);

    // The pages with the type tiles, at the widths between a phone and a desktop where columns start and stop.
    for (const width of [640, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [url, name] of [
        ["/", "landing"],
        [`/results/${id}`, "results"],
        [`/results/${enterprising}`, "results (E, C)"],
        [`/r/${shareId}`, "share"],
      ] as const)
        await audit(page, url, name, lang);
    }

    const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: "block" });
    try {
      const person = await signUp(context.request, { name: lang === "es" ? "Camila Duarte" : "Emma Walsh" });
      await storeSession(context, person.token, person.user);
      const user = await context.newPage();
      await seedAssessment(user, lang, lang === "es" ? "Camila Duarte" : "Emma Walsh");
      for (const [url, name] of [
        ["/user-dashboard", "user-dashboard"],
        ["/dashboard", "dashboard"],
        ["/career-paths", "career-paths"],
        ["/subscription", "subscription-signed-in"],
      ] as const)
        await audit(user, url, name, lang);
      for (const width of [640, 768, 1024]) {
        await user.setViewportSize({ width, height: 800 });
        for (const [url, name] of [
          ["/career-paths", "career-paths"],
          ["/user-dashboard", "user-dashboard"],
        ] as const)
          await audit(user, url, name, lang);
      }
    } finally {
      await context.close();
    }

    const token = await adminToken(request);
    const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
    const adminContext = await browser.newContext({ viewport: DESKTOP, serviceWorkers: "block" });
    try {
      await storeSession(adminContext, token, await me.json());
      const admin = await adminContext.newPage();
      await audit(admin, "/admin", "admin", lang);
      const tabs = admin.getByRole("tab");
      const count = await tabs.count();
      for (let i = 1; i < count; i++) {
        await tabs.nth(i).click();
        await audit(admin, null, `admin-tab-${i + 1}`, lang);
      }
    } finally {
      await adminContext.close();
    }
  });
}
