import { expect, test, type Page } from "@playwright/test";
import { adminToken, E2E_ADMIN, updatePaymentConfig } from "./admin-api";
import {
  answerAll,
  answerCurrent,
  appRunning,
  fillCompletionForm,
  seedAssessment,
  clearResponses,
} from "./assessment-helpers";
import { nextClientIp, signUp, TEST_PASSWORD, uniqueEmail } from "./sign-up";
import { expectArrivedHeadingKept, rememberArrivedHeading, setSavedLanguage } from "./fixtures";
import { t, textPattern } from "./texts";

/**
 * Journeys between pages, clicked as a new user would, with no typed URL after the first page:
 * the header knows who you are, unknown addresses answer 404, English readers get English HTML.
 */

const VIEWPORTS = [
  { name: "phone", width: 360, height: 740 },
  { name: "desktop", width: 1280, height: 800 },
];

/**
 * Signs in as a person would, from the page the browser is on: the header's "Iniciar sesión",
 * the sign-in form, and back with the account's name in the header. Answers the stored user.
 */
async function signInOnScreen(
  page: Page,
  lang: "es" | "en",
  email: string,
  password: string,
): Promise<{ name: string; role: string }> {
  const from = new URL(page.url()).pathname;
  await page.getByTestId("header-sign-in").click();
  // The sign-in screen knows where the person was, and takes them back there.
  await expect(page).toHaveURL(`/user-login?next=${encodeURIComponent(from)}`);
  const form = page.getByTestId("login-form");
  await form.getByLabel(t(lang, "acct.email")).fill(email);
  await form.getByLabel(t(lang, "acct.password"), { exact: true }).fill(password);
  await form.getByRole("button", { name: t(lang, "acct.login.submit") }).click();
  await expect(page.getByTestId("account-menu-button")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${from}$`));
  return (await page.evaluate(() => JSON.parse(window.localStorage.getItem("user_data") ?? "null"))) as {
    name: string;
    role: string;
  };
}

test.describe("the test page arrives with its first question", () => {
  const activityIds = (html: string) => [...html.matchAll(/data-activity-id="([^"]+)"/g)].map((m) => m[1]);

  for (const lang of ["es", "en"] as const) {
    test(`in ${lang === "es" ? "Spanish" : "English"}: the first question is in the HTML, and the app takes over that very page, order included, without a hydration error`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      // The question's heading as it arrived: hydrated, the page keeps that very element.
      await rememberArrivedHeading(page);
      const response = await page.goto(lang === "es" ? "/assessment" : "/assessment?lang=en");
      const html = await response!.text();
      expect(html).toContain(`data-prerendered="${lang}"`);
      expect(html).toContain(`<title>${t(lang, "assessment.pageTitle")} · QuéEstudiar</title>`);
      expect(html).toContain(t(lang, "assessment.questionOf", { current: 1, total: 15 }));
      const served = activityIds(html);
      expect(served).toHaveLength(6);

      // A tap as soon as the page shows is not lost: it is held and given to its button once the app runs.
      const cards = page.getByTestId("activity-card");
      await cards
        .nth(0)
        .getByRole("button", { name: textPattern(lang, "assessment.likeActivity", { start: true }) })
        .click();
      await expect(
        cards.nth(0).getByRole("button", { name: textPattern(lang, "assessment.likeActivity", { start: true }) }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered", /./);
      await expectArrivedHeadingKept(page);
      expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-activity-id")))).toEqual(
        served,
      );
      await answerCurrent(page, lang, 2, 3);
      await page.getByTestId("next-button").click();
      await expect(page.getByTestId("question-counter")).toHaveText(
        t(lang, "assessment.questionOf", { current: 2, total: 15 }),
      );

      // Back on the first question after a reload: the same order and the answer kept.
      await page.reload();
      await expect(page.getByTestId("question-counter")).toHaveText(
        t(lang, "assessment.questionOf", { current: 2, total: 15 }),
      );
      await page
        .getByRole("button", {
          name: t(lang, "assessment.previous"),
          exact: true,
        })
        .click();
      await expect(page.getByTestId("question-counter")).toHaveText(
        t(lang, "assessment.questionOf", { current: 1, total: 15 }),
      );
      expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-activity-id")))).toEqual(
        served,
      );
      await expect(
        cards.nth(2).getByRole("button", { name: textPattern(lang, "assessment.likeActivity", { start: true }) }),
      ).toHaveAttribute("aria-pressed", "true");
      expect(problems).toEqual([]);
    });
  }

  test("different visitors meet the first question's activities in different orders, each activity as often in each position", async ({
    request,
  }) => {
    const orders = new Set<string>();
    for (let i = 0; i < 200 && orders.size < 6; i++)
      orders.add(activityIds(await (await request.get("/assessment")).text()).join(","));
    expect(orders.size).toBe(6);
    const rows = [...orders].map((order) => order.split(","));
    for (let position = 0; position < 6; position++)
      expect(new Set(rows.map((row) => row[position])).size, `position ${position + 1}`).toBe(6);
  });
});

test.describe("HTTP answers", () => {
  test("an unknown address answers HTTP 404 with the not-found page; the app's routes answer 200", async ({
    page,
    request,
  }) => {
    const res = await request.get("/esta-pagina-no-existe");
    expect(res.status()).toBe(404);
    expect(res.headers()["content-type"]).toMatch(/text\/html/);
    expect((await request.get("/results/short-id")).status()).toBe(404);
    for (const path of ["/", "/assessment", "/user-login", "/politicas-privacidad"])
      expect((await request.get(path)).status(), path).toBe(200);
    await page.goto("/esta-pagina-no-existe");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "notFound.title"));
  });

  test("/?lang=en arrives pre-rendered in English: lang attribute, title, description and the page itself", async ({
    request,
    page,
  }) => {
    const html = await (await request.get("/?lang=en")).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("<title>QuéEstudiar · Free Holland career test</title>");
    expect(html).toContain('data-prerendered="en"');
    expect(html).toContain(t("en", "landing.hero.title"));
    expect(html).not.toContain(t("es", "landing.hero.title"));
    const spanish = await (await request.get("/")).text();
    expect(spanish).toContain('<html lang="es"');
    expect(spanish).toContain(t("es", "landing.hero.title"));
    expect(await (await request.get("/assessment?lang=en")).text()).toContain('<html lang="en"');

    await page.goto("/?lang=en");
    await expect(page).toHaveTitle(t("en", "meta.title"));
    // The pre-rendered page answers clicks once the app has taken it over (the configured price shows then).
    await expect(page.getByTestId("current-price")).toBeVisible();
    await page.getByTestId("language-toggle").getByRole("button", { name: "Español" }).click();
    await expect(page).toHaveTitle(t("es", "meta.title"));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test.describe("a header that knows who you are", () => {
  for (const viewport of VIEWPORTS) {
    test(`a visitor finds sign-in in the header of the landing page (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const signIn = page.getByTestId("header-sign-in");
      await expect(signIn).toBeVisible();
      await signIn.click();
      await expect(page).toHaveURL(/\/user-login$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "acct.userLogin.title"));
      // The test and payment pages have it too.
      await page.getByTestId("back-home").click();
      await page.getByTestId("hero-cta").click();
      await expect(page).toHaveURL(/\/assessment/);
    });
  }

  test("an administrator reaches the admin panel from the header menu and signs out there (Spanish, phone)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": nextClientIp() });
    await page.goto("/politicas-privacidad");
    const user = await signInOnScreen(page, "es", E2E_ADMIN.email, E2E_ADMIN.password);
    const button = page.getByTestId("account-menu-button");
    // On a phone only the icon shows; the button's accessible name is the person's.
    await expect(button).toHaveAccessibleName(t("es", "nav.account.menu", { name: user.name }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await button.click();
    await expect(page.getByTestId("menu-seller")).toHaveCount(0);
    await page.getByTestId("menu-admin").click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "adminPanel.pageTitle"));
    // Keyboard: the menu opens from the keyboard, Escape closes it and gives focus back.
    await page.getByTestId("account-menu-button").focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByTestId("account-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("account-menu")).toHaveCount(0);
    await expect(page.getByTestId("account-menu-button")).toBeFocused();
    await page.getByTestId("account-menu-button").click();
    await page.getByTestId("menu-sign-out").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("header-sign-in")).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("auth_token"))).toBeNull();
  });

  test("a seller reaches the seller area from the header menu (English, desktop)", async ({ page, request }) => {
    const { email } = await signUp(request, {
      name: "Sofía Vendedora",
      email: uniqueEmail("journey.seller"),
      country: "DO",
    });
    const admin = await adminToken(request);
    const created = await request.post("/api/admin/sellers", {
      headers: { Authorization: `Bearer ${admin}` },
      data: { name: "Sofía Vendedora", email },
    });
    expect(created.status(), await created.text()).toBe(201);
    // Becoming a seller ends the account's sessions: the seller signs in again, on the sign-in screen.
    await setSavedLanguage(page, "en");
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": nextClientIp() });
    await page.goto("/terms?lang=en");
    const user = await signInOnScreen(page, "en", email, TEST_PASSWORD);
    expect(user.role).toBe("seller");
    await page.getByTestId("account-menu-button").click();
    await expect(page.getByTestId("menu-admin")).toHaveCount(0);
    await expect(page.getByTestId("menu-reports")).toHaveText(t("en", "nav.account.myReports"));
    await page.getByTestId("menu-seller").click();
    await expect(page).toHaveURL(/\/seller-dashboard\//);
  });

  test("a signed-out owner of an account's paid report is told to sign in instead of getting a broken PDF (Spanish and English)", async ({
    page,
    request,
  }) => {
    // The person registers and takes the test signed in: the report belongs to the account.
    const { email } = await signUp(page.request, {
      name: "Dueña del Reporte",
      email: uniqueEmail("journey.owner"),
      country: "DO",
    });
    const sets = (await (await page.request.get("/api/assessment/questions")).json()) as {
      id: number;
      activities: { id: string }[];
    }[];
    const responses = clearResponses(sets);
    const submitted = await page.request.post("/api/assessment/submit", {
      data: {
        fullName: "Dueña del Reporte",
        email,
        age: "19-24",
        education: "universitario",
        country: "DO",
        isPrepaid: false,
        responses,
        lang: "es",
      },
    });
    expect(submitted.ok()).toBe(true);
    const id = ((await submitted.json()) as { assessmentId: string }).assessmentId;
    const admin = await adminToken(request);
    const codes = await (
      await request.post("/api/admin/access-codes", {
        headers: { Authorization: `Bearer ${admin}` },
        data: { count: 1 },
      })
    ).json();
    expect(
      (
        await page.request.post("/api/verify-payment", {
          data: { paymentCode: codes.codes[0].code, email, assessmentId: id },
        })
      ).ok(),
    ).toBe(true);
    // Later, on a browser without the session: the report's place says to sign in, in words, with no broken buttons.
    await page.context().clearCookies();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const [lang, title, viewport] of [
      ["es", t("es", "save.ownerTitle"), { width: 360, height: 740 }],
      ["en", t("en", "save.ownerTitle"), { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/results/${id}?lang=${lang}`);
      const prompt = page.getByTestId("owner-sign-in");
      await expect(prompt).toContainText(title);
      await expect(page.getByTestId("view-pdf")).toHaveCount(0);
      await expect(page.getByTestId("download-pdf")).toHaveCount(0);
      await prompt.getByTestId("owner-sign-in-link").click();
      await expect(page).toHaveURL(/\/user-login$/);
    }
    // Opening the PDF's address itself (a bookmarked or shared link) lands on the same words, not on JSON.
    await page.goto(`/api/assessment/${id}/pdf?lang=en`);
    await expect(page).toHaveURL(new RegExp(`/results/${id}\\?lang=en&report=sign-in`));
    await expect(page.getByTestId("report-notice")).toHaveText(t("en", "results.report.sign-in"));
    expect(dialogs).toEqual([]);
  });
});

test.describe("state that is true", () => {
  test.afterEach(async ({ request }) => {
    await updatePaymentConfig(request, { demoEnabled: false });
  });

  for (const { lang, viewport } of [
    { lang: "es", viewport: { width: 360, height: 740 } },
    { lang: "en", viewport: { width: 1280, height: 800 } },
  ] as const) {
    test(`a demo payment unlocks the results at once, without a reload (${lang})`, async ({ page, request }) => {
      await updatePaymentConfig(request, { demoEnabled: true });
      await page.setViewportSize(viewport);
      const id = await seedAssessment(page, lang, "Demo Sin Recarga");
      await expect(page.locator("[data-testid^=score-][data-locked=true]")).toHaveCount(4);
      await page.getByTestId("get-report").click();
      await expect(page).toHaveURL(new RegExp(`/payment-selection\\?assessment=${id}`));
      await page.getByTestId("method-demo").click();
      await page.getByTestId("continue-payment").click();
      await expect(page).toHaveURL(new RegExp(`/results/${id}`));
      await expect(page.getByTestId("view-pdf")).toBeVisible();
      await expect(page.locator("[data-testid^=score-][data-locked=true]")).toHaveCount(0);
      await expect(page.getByTestId("get-report")).toHaveCount(0);
    });
  }
});

test.describe("from the results to the account", () => {
  test.afterEach(async ({ request }) => {
    await updatePaymentConfig(request, { demoEnabled: false });
  });

  const RUNS = [
    { lang: "es", viewport: { width: 360, height: 740 }, name: "Spanish, phone", via: "register" },
    { lang: "en", viewport: { width: 1280, height: 800 }, name: "English, desktop", via: "sign-in" },
  ] as const;

  for (const { lang, viewport, name, via } of RUNS) {
    test(`a visitor takes the test, unlocks the report, then keeps it in an account from the results page (${name})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const es = lang === "es";
      await updatePaymentConfig(request, { demoEnabled: true });
      await page.setViewportSize(viewport);
      // One client address of its own: sign-ups and sign-ins are limited per address.
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": nextClientIp() });
      const email = uniqueEmail("keeper");
      // Signing in needs an account: the English reader made one before; the Spanish one creates it from the results.
      if (via === "sign-in") await signUp(request, { name: "Kim Keeper", email });

      await page.goto(`/?lang=${lang}`);
      await appRunning(page);
      await page.getByTestId("hero-cta").click();
      await answerAll(page, lang);
      await fillCompletionForm(page, lang, es ? "Lucía Guardada" : "Kim Keeper", email);
      await page.getByRole("button", { name: t(lang, "complete.submit") }).click();
      await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
      const id = /\/results\/([A-Za-z0-9_-]{22})/.exec(page.url())![1]!;
      const save = page.getByTestId("save-report");
      await expect(save).toContainText(t(lang, "save.title"));

      // The payment pages offer it too; the demo payment unlocks the report.
      await page.getByTestId("get-report").click();
      await expect(page.getByTestId("save-report")).toBeVisible();
      await page.getByTestId("method-demo").click();
      await page.getByTestId("continue-payment").click();
      await expect(page.getByTestId("view-pdf")).toBeVisible();
      await expect(save).toBeVisible();

      if (via === "register") {
        await save.getByTestId("save-report-register").click();
        await expect(page).toHaveURL(/\/register$/);
        const form = page.getByTestId("register-form");
        // The form starts from what the test's form was given: name, email and country.
        await expect(form.getByLabel(t("es", "acct.fullName"))).toHaveValue("Lucía Guardada");
        await expect(form.getByLabel(t("es", "acct.email"))).toHaveValue(email);
        await expect(form.getByLabel(t("es", "acct.country"))).toHaveValue("CO");
        await form.getByLabel(t("es", "acct.password"), { exact: true }).fill(TEST_PASSWORD);
        await form.getByLabel(t("es", "acct.confirmPassword")).fill(TEST_PASSWORD);
        await form.getByRole("button", { name: t("es", "acct.register.submit") }).click();
      } else {
        await save.getByTestId("save-report-sign-in").click();
        await expect(page).toHaveURL(/\/user-login$/);
        const form = page.getByTestId("login-form");
        await form.getByLabel(t("en", "acct.email")).fill(email);
        await form.getByLabel(t("en", "acct.password"), { exact: true }).fill(TEST_PASSWORD);
        await form.getByRole("button", { name: t("en", "acct.login.submit") }).click();
      }
      await expect(page).toHaveURL(/\/(dashboard|user-dashboard)$/);
      // The report is in the account: from the header's menu, "My reports" lists it as available.
      await page.getByTestId("account-menu-button").click();
      await page.getByTestId("menu-reports").click();
      await expect(page).toHaveURL(/\/user-dashboard$/);
      const card = page.locator(`[data-testid=user-assessment]:has(a[href^="/results/${id}"])`);
      await expect(card).toContainText(t(lang, "acct.ud.reportAvailable"));
      // Back on the results page, signed in, the prompt is gone and the PDF is there.
      await card.getByTestId("view-results").click();
      await expect(page.getByTestId("view-pdf")).toBeVisible();
      await expect(page.getByTestId("save-report")).toHaveCount(0);
    });
  }
});
