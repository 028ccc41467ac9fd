import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { adminToken } from "./admin-api";
import { answerCurrent, seedAssessment } from "./assessment-helpers";
import { brokenWords } from "./broken-words";
import { signUp, storeSession, uniqueEmail } from "./sign-up";
import { LOADING_LINE } from "./texts";

/**
 * Every route at 360 × 740 (a small Android phone), in Spanish and English, in the state people meet it: the page
 * may not scroll sideways (wide tables scroll inside their own region), nothing on it may be cut at the right
 * edge, and no word may be broken across two lines ("Investigad/or"). Each page is attached to the report as a
 * picture; with UPDATE_SCREENSHOTS=1 they are also written to docs/phone/ for looking through (a few of them are
 * in the README's gallery).
 */

const PHONE = { width: 360, height: 740 };
const LOADING = LOADING_LINE;
const SHOTS = process.env.UPDATE_SCREENSHOTS === "1" ? path.join(process.cwd(), "docs", "phone") : null;

test.use({ viewport: PHONE, serviceWorkers: "block" });
test.describe.configure({ timeout: 240_000 });

/** What sticks out past the right edge of a 360-px screen (elements inside a sideways-scrolling region excepted). */
async function overflow(page: Page): Promise<{ page: number; offenders: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element | null): boolean => {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (/(auto|scroll|hidden)/.test(style.overflowX) && node.scrollWidth > node.clientWidth) return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (box.right > width + 1 && !scrolls(el.parentElement)) {
        const label = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${
          el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""
        } "${(el.textContent ?? "").trim().slice(0, 40)}" right=${Math.round(box.right)}`;
        offenders.push(label);
      }
    }
    // Text wider than its own box (a word that does not fit spills over its neighbours or is cut).
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      if (el.children.length > 0 || !(el.textContent ?? "").trim()) continue;
      if (/^(INPUT|SELECT|TEXTAREA|OPTION|PRE|CODE|svg|text|tspan|title)$/i.test(el.tagName)) continue;
      const style = getComputedStyle(el);
      if (style.display === "inline" || style.visibility === "hidden" || style.overflowX !== "visible") continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && !scrolls(el.parentElement))
        offenders.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" text ${el.scrollWidth} > box ${el.clientWidth}`,
        );
    }
    // Controls a finger cannot hit: a button, a link drawn as one (a fill or a border), a tab or a field under
    // 24 px high (WCAG 2.2's minimum target; plain text links, spaced apart, are exempt).
    for (const el of Array.from(document.body.querySelectorAll("button, a, [role=tab], input, select"))) {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (style.display === "inline" || style.visibility === "hidden" || box.width <= 1 || box.height === 0) continue;
      if ((el as HTMLInputElement).type === "hidden" || style.position === "absolute") continue;
      const drawn =
        !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor) || parseFloat(style.borderTopWidth) > 0;
      if (el.tagName === "A" && !drawn) continue;
      if (box.height < 24)
        offenders.push(
          `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""} "${(
            el.textContent ?? ""
          )
            .trim()
            .slice(0, 40)}" only ${Math.round(box.height)} px high`,
        );
    }
    return { page: document.documentElement.scrollWidth - width, offenders: offenders.slice(0, 8) };
  });
}

/** Opens the page, waits for it to be loaded, checks the width, and keeps its picture. */
async function audit(page: Page, url: string | null, name: string, lang: "es" | "en"): Promise<void> {
  if (url !== null) await page.goto(url.includes("?") ? `${url}&lang=${lang}` : `${url}?lang=${lang}`);
  await expect(page.locator("main").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: LOADING })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  const result = await overflow(page);
  const shot = await page.screenshot({ fullPage: true });
  await test.info().attach(`${name}-${lang}`, { body: shot, contentType: "image/png" });
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.writeFileSync(path.join(SHOTS, `${name}-${lang}.png`), shot);
  }
  // Soft: one run lists every page that does not fit.
  expect.soft(result, `${name} (${lang}) at 360 px`).toEqual({ page: 0, offenders: [] });
  expect.soft(await brokenWords(page), `${name} (${lang}) at 360 px: words broken across lines`).toEqual([]);
}

async function signedIn(
  browser: Browser,
  token: string,
  user: unknown,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: "block" });
  await storeSession(context, token, user);
  return { context, page: await context.newPage() };
}

for (const lang of ["es", "en"] as const) {
  test(`every route fits a 360-px phone (${lang})`, async ({ page, browser, request }) => {
    // A visitor's finished test, with its share link.
    const id = await seedAssessment(page, lang, lang === "es" ? "Valentina Ríos" : "Oliver Grant");
    const keys = await page.evaluate(() => window.localStorage.getItem("assessment-keys"));
    const claim = (JSON.parse(keys ?? "{}") as Record<string, string>)[id]!;
    const shared = await page.request.post(`/api/assessment/${id}/share`, {
      headers: { "X-Claim-Secret": claim },
      data: { lang },
    });
    expect(shared.ok(), await shared.text()).toBe(true);
    const { shareId } = (await shared.json()) as { shareId: string };

    const visitorPages: [string, string][] = [
      ["/", "landing"],
      ["/assessment", "assessment"],
      [`/results/${id}`, "results"],
      [`/payment-selection?assessment=${id}`, "payment-selection"],
      [`/checkout-form?assessment=${id}&method=paypal`, "checkout"],
      [`/payment?assessment=${id}`, "payment-portal"],
      [`/payment-success?assessment=${id}&order=UNKNOWN-ORDER`, "payment-success"],
      ["/payment-success", "payment-success-missing"],
      ["/career-paths", "career-paths"],
      ["/subscription", "subscription"],
      ["/user-login", "user-login"],
      ["/register", "register"],
      ["/login", "login"],
      ["/forgot-password", "forgot-password"],
      ["/reset-password?token=not-a-token", "reset-password"],
      ["/politicas-reembolso", "refund-policy"],
      ["/politicas-privacidad", "privacy-policy"],
      ["/politicas-seguridad", "security-policy"],
      ["/terms", "terms"],
      [`/r/${shareId}`, "share"],
      [`/r/${shareId}/familia`, "share-family"],
      ["/esta-pagina-no-existe", "not-found"],
    ];
    for (const [url, name] of visitorPages) {
      await audit(page, url, name, lang);
      if (name === "checkout") {
        // On a phone the summary comes after the form: the total is repeated above the pay button.
        const total = await page.getByTestId("form-total").boundingBox();
        const pay = await page.getByTestId("pay-button").boundingBox();
        expect.soft(total && pay && total.y + total.height <= pay.y, "checkout total above the pay button").toBe(true);
      }
      if (name === "checkout" || name === "payment-selection") {
        // A promo code changes the price: its field comes before the button that pays (or goes on to pay).
        const promo = await page.getByTestId("promo-code").boundingBox();
        const primary = await page.getByTestId(name === "checkout" ? "pay-button" : "continue-payment").boundingBox();
        expect
          .soft(promo && primary && promo.y + promo.height <= primary.y, `${name}: promo code above the primary button`)
          .toBe(true);
      }
    }

    // The test itself, a few questions in.
    await page.goto(`/assessment?lang=${lang}`);
    await answerCurrent(page, lang);
    await audit(page, null, "assessment-question", lang);

    // A signed-in person with a test of their own (signed up from their browser, so the session cookie is there).
    const userContext = await browser.newContext({ viewport: PHONE, serviceWorkers: "block" });
    const person = await signUp(userContext.request, { name: lang === "es" ? "Camila Duarte" : "Emma Walsh" });
    await storeSession(userContext, person.token, person.user);
    const user = { context: userContext, page: await userContext.newPage() };
    try {
      await seedAssessment(user.page, lang, lang === "es" ? "Camila Duarte" : "Emma Walsh");
      for (const [url, name] of [
        ["/user-dashboard", "user-dashboard"],
        ["/dashboard", "dashboard"],
        ["/change-password", "change-password"],
        ["/seller", "seller-not-a-seller"],
      ] as const)
        await audit(user.page, url, name, lang);
    } finally {
      await user.context.close();
    }

    // The administrator's panel, each tab, and a seller's area.
    const token = await adminToken(request);
    const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
    const admin = await signedIn(browser, token, await me.json());
    try {
      await audit(admin.page, "/admin", "admin", lang);
      const tabs = admin.page.getByRole("tab");
      const count = await tabs.count();
      // Every tab is on the screen, none hidden off its right edge.
      for (let i = 0; i < count; i++) {
        const box = await tabs.nth(i).boundingBox();
        expect.soft(box && box.x >= 0 && box.x + box.width <= PHONE.width, `admin tab ${i + 1} on screen`).toBe(true);
      }
      for (let i = 1; i < count; i++) {
        await tabs.nth(i).click();
        await audit(admin.page, null, `admin-tab-${i + 1}`, lang);
      }
      const created = await request.post("/api/admin/sellers", {
        headers: { Authorization: `Bearer ${token}` },
        data: { name: lang === "es" ? "Vendedora Móvil" : "Mobile Seller", email: uniqueEmail("phone-seller") },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { seller } = (await created.json()) as { seller: { id: string } };
      await audit(admin.page, `/seller-dashboard/${seller.id}`, "seller-dashboard", lang);
    } finally {
      await admin.context.close();
    }
  });
}
