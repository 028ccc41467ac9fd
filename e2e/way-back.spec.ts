import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminToken, payWithAccessCode } from "./admin-api";
import {
  answerCurrent,
  fillCompletionForm,
  keepClaimSecret,
  seedAssessment,
  submitAssessment,
} from "./assessment-helpers";
import { setSavedLanguage } from "./fixtures";
import { newestEmailTo } from "./outbox";
import { TEST_PASSWORD, signUp, uniqueEmail } from "./sign-up";
import { escapeRegExp, serverText, t, type Lang } from "./texts";

/**
 * A way back, one price everywhere, a preview that previews: journeys clicked as a new user would,
 * with no typed URL after the first page.
 */

const RUNS = [
  { lang: "es", viewport: { width: 360, height: 740 }, name: "Spanish, phone" },
  { lang: "en", viewport: { width: 1280, height: 800 }, name: "English, desktop" },
] as const;

/** The words these journeys click and read, in `lang`. */
function wordsIn(lang: Lang) {
  return {
    counter: (n: number) => t(lang, "assessment.questionOf", { current: n, total: 15 }),
    next: t(lang, "assessment.next"),
    complete: t(lang, "assessment.complete"),
    finish: t(lang, "complete.submit"),
    close: t(lang, "assessment.close"),
    home: `${t(lang, "app.name")} · ${t(lang, "nav.home")}`,
    continueTest: t(lang, "landing.hero.continueTest"),
    viewResults: t(lang, "landing.hero.viewResults"),
    duration: t(lang, "landing.hero.duration"),
    email: t(lang, "acct.email"),
    password: t(lang, "acct.password"),
    getReport: t(lang, "results.getReport"),
    emailSubject: serverText(lang, "email.results.subject"),
    emailGreeting: serverText(lang, "email.greetingPlain"),
    emailButton: serverText(lang, "email.results.button"),
    emailCode: serverText(lang, "email.report.codeLabel"),
    resultsHeading: (name: string) => t(lang, "results.greeting", { name }),
    selectionTitle: t(lang, "selection.title"),
  };
}

const words = { es: wordsIn("es"), en: wordsIn("en") };

/** Answers questions `from`..`to` with the mouse, pressing 'Siguiente' (or 'Completar Test' on the last). */
async function answerQuestions(page: Page, lang: "es" | "en", from: number, to: number): Promise<void> {
  const w = words[lang];
  for (let i = from; i <= to; i++) {
    await expect(page.getByTestId("question-counter")).toHaveText(w.counter(i));
    await answerCurrent(page, lang, i % 6, (i + 2) % 6);
    await page.getByRole("button", { name: i === 15 ? w.complete : w.next, exact: true }).click();
  }
}

/** The layout shifts the page has had so far, not caused by the user's input (Cumulative Layout Shift). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );

test.describe("a way back from the landing page", () => {
  for (const { lang, viewport, name } of RUNS) {
    test(`a visitor who stopped mid-test continues at their question, and after submitting gets back to the results (${name})`, async ({
      page,
    }) => {
      // Fifteen questions and the completion form, clicked: slow on a loaded machine.
      test.setTimeout(120_000);
      const w = words[lang];
      await page.setViewportSize(viewport);
      await setSavedLanguage(page, lang);
      await page.goto(`/?lang=${lang}`);
      // Hydrated: the price shows; a new visitor has no way back, only the test's duration.
      await expect(page.getByTestId("current-price")).toBeVisible();
      await expect(page.getByTestId("way-back")).toHaveText(w.duration);

      await page.getByTestId("hero-cta").click();
      await answerQuestions(page, lang, 1, 3);
      await expect(page.getByTestId("question-counter")).toHaveText(w.counter(4));
      await page.getByRole("link", { name: w.close }).click();

      await expect(page.getByTestId("hero-cta")).toBeVisible();
      const resume = page.getByRole("link", { name: w.continueTest });
      await expect(resume).toBeVisible();
      await expect(page.getByRole("link", { name: w.viewResults })).toHaveCount(0);
      // Keyboard first: the link takes the focus and Enter follows it.
      await resume.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("question-counter")).toHaveText(w.counter(4));

      await answerQuestions(page, lang, 4, 15);
      await expect(page).toHaveURL(/\/assessment-complete/);
      await fillCompletionForm(page, lang, lang === "es" ? "Lucía Regreso" : "Lucy Return");
      await page.getByRole("button", { name: w.finish }).click();
      await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
      const id = /\/results\/([A-Za-z0-9_-]{22})/.exec(page.url())![1]!;
      await expect(page.getByTestId("primary-type")).toBeVisible();

      await page.getByRole("link", { name: w.home }).first().click();
      await expect(page.getByTestId("hero-cta")).toBeVisible();
      const back = page.getByRole("link", { name: w.viewResults });
      await expect(back).toBeVisible();
      await expect(page.getByRole("link", { name: w.continueTest })).toHaveCount(0);
      await back.click();
      await expect(page).toHaveURL(new RegExp(`/results/${id}`));
      await expect(page.getByTestId("primary-type")).toBeVisible();
      // The browser still holds the test's claim secret: sharing is offered to it.
      await expect(page.getByTestId("share-button")).toBeVisible();
    });
  }

  test("the way back appears after hydration without moving the page (Spanish, phone)", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await setSavedLanguage(page, "es");
    await seedAssessment(page, "es", "Sin Saltos");
    await page.getByRole("link", { name: words.es.home }).first().click();
    await expect(page.getByRole("link", { name: words.es.viewResults })).toBeVisible();
    // A fresh load of the pre-rendered page: the link appears once the app takes over.
    await page.reload();
    await expect(page.getByRole("link", { name: words.es.viewResults })).toBeVisible();
    await expect(page.getByTestId("current-price")).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test("the way back is drawn as a button with the landing page's own CSS, before the whole stylesheet arrives (Spanish, phone)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await setSavedLanguage(page, "es");
    await seedAssessment(page, "es", "Sin Hoja");
    // the whole stylesheet never arrives: the page has only the CSS inlined in its HTML
    await page.route(/\/assets\/.*\.css$/, (route) => route.abort());
    await page.goto("/?lang=es");
    const back = page.getByRole("link", { name: words.es.viewResults });
    await expect(back).toBeVisible();
    const box = (await back.boundingBox())!;
    // a button's height (h-11, 44 px), not a line of unstyled text
    expect(box.height).toBeGreaterThanOrEqual(40);
  });
});

test.describe("a way back from the email", () => {
  for (const { lang, viewport, name } of RUNS) {
    test(`a visitor who took the test without an account opens the results email's link on another device, sees their results and goes on to buy the report (${name})`, async ({
      page,
      browser,
    }) => {
      // Fifteen questions and the completion form, clicked, then a second device: slow on a loaded machine.
      test.setTimeout(150_000);
      const w = words[lang];
      const person = lang === "es" ? "Lucía Correo" : "Lucy Mailer";
      const email = uniqueEmail(`results-${lang}`);
      await page.setViewportSize(viewport);
      await setSavedLanguage(page, lang);
      await page.goto(`/?lang=${lang}`);
      await expect(page.getByTestId("current-price")).toBeVisible();
      await page.getByTestId("hero-cta").click();
      await answerQuestions(page, lang, 1, 15);
      await expect(page).toHaveURL(/\/assessment-complete/);
      await fillCompletionForm(page, lang, person, email);
      await page.getByRole("button", { name: w.finish }).click();
      await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
      const id = /\/results\/([A-Za-z0-9_-]{22})/.exec(page.url())![1]!;
      await expect(page.getByTestId("primary-type")).toBeVisible();
      const primary = await page.getByTestId("primary-type").innerText();
      const shownCode = await page.getByTestId("holland-code").innerText();

      // The email: in the test's language, to the address of the form, with the preview's code and the link back.
      const mail = await newestEmailTo(email, id);
      expect(mail.subject).toBe(w.emailSubject);
      // an email nobody asked for greets without the name typed in the form
      expect(mail.text).toContain(w.emailGreeting);
      expect(`${mail.subject}\n${mail.text}`).not.toContain(person);
      // the same code as the free preview shows: its third letter stays locked in the email too
      const code = new RegExp(`${escapeRegExp(w.emailCode)}: ([RIASEC]{2}·)`).exec(mail.text)?.[1];
      expect(code, mail.text).toBeDefined();
      expect(shownCode).toBe(code);
      const link = new RegExp(`${w.emailButton}: (\\S+)`).exec(mail.text)?.[1];
      expect(link, mail.text).toBeDefined();
      const url = new URL(link!);
      expect(url.pathname).toBe(`/results/${id}`);
      expect(url.searchParams.get("lang")).toBe(lang);

      // Another device: no storage, no cookies; only the email's link.
      const other = await browser.newContext({ viewport });
      try {
        const device = await other.newPage();
        await device.goto(link!);
        await expect(device.getByRole("heading", { level: 1 })).toHaveText(w.resultsHeading(person));
        await expect(device.getByTestId("preview-banner")).toBeVisible();
        await expect(device.getByTestId("primary-type")).toHaveText(primary);
        await expect(device.getByTestId("holland-code")).toHaveText(shownCode);
        await expect(device.getByTestId("hexagon-chart")).toBeVisible();
        // The link's secret is kept (sharing is offered to its holder) and dropped from the address bar.
        await expect(device.getByTestId("share-button")).toBeVisible();
        expect(new URL(device.url()).hash).toBe("");

        const buy = device.getByTestId("get-report");
        await expect(buy).toHaveText(w.getReport);
        await buy.click();
        await expect(device).toHaveURL(new RegExp(`/payment-selection\\?assessment=${id}`));
        await expect(device.getByRole("heading", { level: 1 })).toHaveText(w.selectionTitle);
        await expect(device.getByTestId("continue-payment")).toBeVisible();
      } finally {
        await other.close();
      }
    });
  }
});

/** A seller created through the admin API: its referral code. */
async function createSeller(request: APIRequestContext, name: string): Promise<string> {
  const admin = await adminToken(request);
  const created = await request.post("/api/admin/sellers", {
    headers: { Authorization: `Bearer ${admin}` },
    data: { name, email: uniqueEmail("seller", "e2e.test") },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).seller.referralCode as string;
}

test.describe("one price everywhere", () => {
  for (const { lang, viewport, name } of RUNS) {
    test(`a referred visitor sees the discounted price on the landing page and /subscription, the same as payment selection's (${name})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const w = words[lang];
      const seller = lang === "es" ? "Vendedora Precio" : "Price Seller";
      const code = await createSeller(request, seller);
      // An account of their own, made elsewhere; this browser signs in on the screen.
      const account = await signUp(request, { name: lang === "es" ? "Rosa Referida" : "Rose Referred" });

      await page.setViewportSize(viewport);
      await setSavedLanguage(page, lang);
      await page.goto(`/?ref=${code}&lang=${lang}`);
      await expect(page.getByTestId("toast")).toBeVisible();
      const card = page.getByTestId("pricing-card");
      await expect(card.getByTestId("current-price")).toHaveText("$17.99 USD");
      await expect(card.getByTestId("original-price")).toHaveText("$59.99 USD");
      await expect(card.getByTestId("discount-badge")).toHaveText("-70%");
      await expect(card.getByTestId("discount-note")).toContainText(seller);
      await expect(card.getByTestId("discount-note")).toContainText("10%");

      await page.getByTestId("header-sign-in").click();
      await page.getByLabel(w.email).fill(account.email);
      await page.getByLabel(w.password, { exact: true }).fill(TEST_PASSWORD);
      await page.getByTestId("login-submit").click();
      await expect(page).toHaveURL(/\/user-dashboard/);
      await page.getByTestId("account-menu-button").click();
      await page.getByTestId("menu-premium").click();
      await expect(page).toHaveURL(/\/subscription/);
      const premium = page.getByTestId("plan-premium");
      await expect(premium.getByTestId("current-price")).toHaveText("$17.99 USD");
      await expect(premium.getByTestId("original-price")).toHaveText("$59.99 USD");
      await expect(premium.getByTestId("discount-badge")).toHaveText("-70%");
      await expect(premium.getByTestId("discount-note")).toContainText(seller);

      await premium.getByTestId("upgrade-cta").click();
      await answerQuestions(page, lang, 1, 15);
      await fillCompletionForm(page, lang, account.user.name, account.email);
      await page.getByRole("button", { name: w.finish }).click();
      await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
      await page.getByTestId("get-report").click();
      await expect(page).toHaveURL(/\/payment-selection/);
      const paypal = page.getByTestId("method-paypal");
      await expect(paypal.getByTestId("price")).toHaveText("$17.99 USD");
      await expect(paypal.getByTestId("original-price")).toHaveText("$59.99 USD");
      await expect(paypal.getByTestId("discount")).toHaveText("-70%");
    });
  }
});

test.describe("a preview that previews", () => {
  test("the free preview holds no locked score, rank or full code, in the page, its HTML or the API's answer; the report unlocks them", async ({
    page,
    request,
  }) => {
    await setSavedLanguage(page, "es");
    const { assessmentId: id, claimSecret, email } = await submitAssessment(page, "es", "Vista Previa");
    type Detail = {
      normalizedScores: Record<string, number>;
      scores: Record<string, number>;
      ranking: string[];
      results: { hollandCode: string };
    };
    const detail = async () => (await (await page.request.get(`/api/assessment/${id}?lang=es`)).json()) as Detail;
    const preview = await detail();
    // The holder of the claim is told no more of the profile than anyone else (only who they are).
    const holder = (await (
      await page.request.get(`/api/assessment/${id}?lang=es`, { headers: { "X-Claim-Secret": claimSecret } })
    ).json()) as Detail & { person: unknown };
    expect(holder.person).not.toBeNull();
    expect({ ...holder, person: null }).toEqual(preview);
    const html = await (await page.request.get(`/results/${id}?lang=es`)).text();
    const carried = /<script type="application\/json" id="page-data">([^]*?)<\/script>/.exec(html)?.[1];
    expect((JSON.parse(carried!) as { assessment: Detail }).assessment).toEqual(preview);
    await page.goto(`/results/${id}?lang=es`);
    await expect(page.getByTestId("preview-banner")).toBeVisible();
    const previewText = (await page.locator("main").innerText()).replaceAll("RIASEC", "");

    // The report unlocked with an access code: now the whole profile.
    await payWithAccessCode(page, request, id, email);
    // paid: still the preview for the id alone, the whole profile for the browser that took the test
    expect((await detail()).ranking).toHaveLength(2);
    const full = (await (
      await page.request.get(`/api/assessment/${id}?lang=es`, { headers: { "X-Claim-Secret": claimSecret } })
    ).json()) as Detail;
    expect(full.ranking).toHaveLength(6);
    expect(full.results.hollandCode).toHaveLength(3);

    // The preview named the two strongest types and their scores, and the code's first two letters: nothing more.
    const strongest = full.ranking.slice(0, 2);
    expect(preview.ranking).toEqual(strongest);
    expect(Object.keys(preview.normalizedScores).sort()).toEqual([...strongest].sort());
    expect(Object.keys(preview.scores).sort()).toEqual([...strongest].sort());
    for (const type of strongest) expect(preview.normalizedScores[type]).toBe(full.normalizedScores[type]);
    expect(preview.results.hollandCode).toBe(full.results.hollandCode.slice(0, 2));
    const at = previewText.indexOf(full.results.hollandCode);
    expect(at, previewText.slice(Math.max(0, at - 80), at + 80)).toBe(-1);
    await expect(page.getByTestId("holland-code")).toHaveText(`${full.results.hollandCode.slice(0, 2)}·`);
    const chartTexts = await page.getByTestId("hexagon-chart").locator("text").allTextContents();
    for (const type of full.ranking.slice(2))
      if (!strongest.some((shown) => full.normalizedScores[shown] === full.normalizedScores[type]))
        expect(chartTexts).not.toContain(String(full.normalizedScores[type]));

    // Anyone holding the address still sees the preview; the browser that took the test, the report.
    await page.reload();
    await expect(page.getByTestId("holland-code")).toHaveText(`${full.results.hollandCode.slice(0, 2)}·`);
    await expect(page.getByTestId("buyer-only")).toBeVisible();
    await keepClaimSecret(page, id, claimSecret);
    await page.reload();
    await expect(page.getByTestId("holland-code")).toHaveText(full.results.hollandCode);
  });
});
