import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-api";
import { answerAll, fillCompletionForm, seedAssessment, submitAssessment } from "./assessment-helpers";
import { expectNoSeriousA11yViolations, setSavedLanguage } from "./fixtures";
import { signUp, storeSession, uniqueEmail, TEST_PASSWORD } from "./sign-up";
import { t, textBefore, textPattern, type Lang } from "./texts";

/**
 * Issue #32, items 1 and 3: a retake that tells before it asks and never throws the answers away,
 * and one account home whose two views tell the same story.
 */
/** The retake's words in `lang`; the date's own format stays a pattern of its own. */
function textIn(lang: Lang) {
  return {
    availableOn: textBefore(lang, "retake.availableOn"),
    gate: t(lang, "retake.gateTitle"),
    practice: t(lang, "retake.practiceStart"),
    banner: textBefore(lang, "retake.practiceBanner"),
    save: t(lang, "retake.practiceSubmit"),
    finish: t(lang, "complete.submit"),
    notice: t(lang, "retake.practiceResultsTitle"),
    badge: t(lang, "retake.practiceBadge"),
    tooSoon: textPattern(lang, "retake.tooSoon", {
      params: { date: lang === "es" ? /\d+ de \p{L}+ de \d{4}/u : /\p{L}+ \d+, \d{4}/u },
      flags: "u",
    }),
    saveAsPractice: t(lang, "retake.saveAsPractice"),
    welcome: (first: string) => t(lang, "acct.d.welcome", { name: first }),
    account: t(lang, "acct.d.navAccount"),
    newTest: t(lang, "acct.ud.newAssessment"),
  };
}

const TEXT = { es: textIn("es"), en: textIn("en") };

const SIZES = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/** The element's box lies inside the viewport (what the person sees without scrolling). */
async function expectInView(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, testId).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + Math.min(box!.height, 80)).toBeLessThanOrEqual(viewport.height);
}

for (const [lang, size] of [
  ["es", "phone"],
  ["en", "desktop"],
  ["es", "desktop"],
  ["en", "phone"],
] as const) {
  test.describe(`${lang}, ${size}`, () => {
    test.use({ viewport: SIZES[size] });

    test("within 30 days of the latest test, the dashboards and the test page say when the retake opens before the first screen; a practice run keeps the answers and replaces nothing", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const text = TEXT[lang];
      const name = lang === "es" ? "Lucía Práctica" : "Lucy Practice";
      await setSavedLanguage(page, lang);
      const { token, user } = await signUp(page.request, { name });
      // signed in as the sign-in screens leave it: the session cookie and the stored session
      await storeSession(page.context(), token, user);
      const first = await seedAssessment(page, lang, name);

      // Both views of the account home give the date, with the same greeting.
      await page.goto(`/dashboard?lang=${lang}`);
      await expect(page.getByTestId("welcome")).toHaveText(text.welcome(name.split(" ")[0]!));
      await expect(page.getByTestId("card-new-test").getByTestId("retake-date")).toContainText(text.availableOn);
      const date = (await page.getByTestId("retake-date").textContent())!;
      await page.getByTestId("nav-account").click();
      await expect(page).toHaveURL(/\/user-dashboard/);
      await expect(page.getByTestId("welcome")).toHaveText(text.welcome(name.split(" ")[0]!));
      await expect(page.getByTestId("retake-date")).toHaveText(date);

      // The test page says it before the first screen, and asks nothing until the person chooses.
      await page.goto(`/assessment?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: text.gate })).toBeVisible();
      const day = /\d+ de \p{L}+ de \d{4}|\p{L}+ \d+, \d{4}/u.exec(date)![0];
      await expect(page.getByTestId("retake-gate")).toContainText(day);
      await expect(page.getByTestId("activity-card")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: text.practice }).click();
      await expect(page.getByTestId("practice-banner")).toContainText(text.banner);

      // The whole test, then the form: the button says what it does.
      await answerAll(page, lang);
      await fillCompletionForm(page, lang, name, uniqueEmail("practice"));
      await expect(page.getByTestId("practice-note")).toBeVisible();
      await page.getByRole("button", { name: text.save }).click();
      await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
      const practiceId = /\/results\/([A-Za-z0-9_-]{22})/.exec(page.url())![1]!;
      expect(practiceId).not.toBe(first);
      await expect(page.getByTestId("practice-notice")).toContainText(text.notice);
      await expect(page.getByTestId("primary-type")).toBeVisible();
      // Nothing offers to sell a practice run.
      await expect(page.getByTestId("preview-banner")).toHaveCount(0);
      await expect(page.getByTestId("get-report")).toHaveCount(0);

      // The account lists it as practice; the retake date did not move; the latest test is still the first.
      await page.goto(`/user-dashboard?lang=${lang}`);
      const practiceCard = page.locator(`[data-testid="user-assessment"][data-assessment-id="${practiceId}"]`);
      await expect(practiceCard.getByTestId("practice-badge")).toHaveText(text.badge);
      await expect(practiceCard.getByTestId("get-report")).toHaveCount(0);
      const firstCard = page.locator(`[data-testid="user-assessment"][data-assessment-id="${first}"]`);
      await expect(firstCard.getByTestId("get-report")).toBeVisible();
      await expect(page.getByTestId("retake-date")).toHaveText(date);
      const status = (await (await page.request.get("/api/user/retake")).json()) as { latest: { id: string } };
      expect(status.latest.id).toBe(first);
    });

    test("answers given before signing in are not lost when the retake is not open yet: the refusal says the date beside the button and offers to keep them as a practice run", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const text = TEXT[lang];
      const name = lang === "es" ? "Tomás Vuelve" : "Tom Returns";
      await setSavedLanguage(page, lang);
      // Answered while signed out...
      await page.goto(`/assessment?lang=${lang}`);
      await answerAll(page, lang);
      // ...then signed in, in another tab, to an account that took the test days ago.
      await signUp(page.request, { name });
      await submitAssessment(page, lang, name);

      await fillCompletionForm(page, lang, name, uniqueEmail("returns"));
      await page.getByRole("button", { name: text.finish }).click();
      const refusal = page.getByTestId("too-soon");
      await expect(refusal).toContainText(text.tooSoon);
      await expectInView(page, "too-soon");
      await expect(page.getByTestId("submit-error")).toHaveCount(0);
      await page.getByRole("button", { name: text.saveAsPractice }).click();
      await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
      await expect(page.getByTestId("practice-notice")).toBeVisible();
    });
  });
}

test.describe("signing in lands where the person was going", () => {
  test("the admin signing in from /admin comes back to /admin, on a phone and on a desktop", async ({ browser }) => {
    for (const viewport of [SIZES.phone, SIZES.desktop]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto("/admin?lang=es");
      await page
        .getByTestId("access-denied")
        .getByRole("link", { name: t("es", "acct.login.submit") })
        .click();
      await expect(page).toHaveURL(/\/user-login\?next=%2Fadmin/);
      await page.getByLabel(t("es", "acct.email")).fill(E2E_ADMIN.email);
      await page.getByLabel(t("es", "acct.password"), { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole("button", { name: t("es", "acct.login.submit"), exact: true }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByTestId("access-denied")).toHaveCount(0);
      await context.close();
    }
  });

  test("a sign-in link never sends the person to another site", async ({ page }) => {
    const { email } = await signUp(page.request, { name: "Nora Segura" });
    await page.context().clearCookies();
    await page.goto("/user-login?next=//evil.example/x");
    await page.getByLabel(t("es", "acct.email")).fill(email);
    await page.getByLabel(t("es", "acct.password"), { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: t("es", "acct.login.submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });
});

test.describe("one account home", () => {
  for (const lang of ["es", "en"] as const) {
    test(`${lang}: both views (/dashboard and /user-dashboard) show the same greeting, first name, new-test action and sign-out`, async ({
      page,
    }) => {
      const text = TEXT[lang];
      await setSavedLanguage(page, lang);
      const { email } = await signUp(page.request, { name: "María José Peña" });
      for (const path of ["/dashboard", "/user-dashboard"]) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.getByTestId("welcome")).toHaveText(text.welcome("María"));
        await expect(page.getByTestId("new-assessment").first()).toHaveText(text.newTest);
        await expect(page.getByTestId("nav-account")).toHaveText(text.account);
        await expect(page.getByTestId("logout")).toBeVisible();
      }
      expect(email).toContain("@");
    });
  }
});
