import { expect, test } from "@playwright/test";
import { seedAssessment, takeTest } from "./assessment-helpers";
import { updatePaymentConfig } from "./admin-api";
import { expectNoSeriousA11yViolations } from "./fixtures";
import { signUp, TEST_PASSWORD, uniqueEmail } from "./sign-up";
import { oneOfTexts, serverText, t } from "./texts";

const PASSWORD = TEST_PASSWORD;

test.describe("/user-login and /user-dashboard", () => {
  test("when a visitor registers, then the login tab opens with the email copied; signing in leads to the dashboard with the assessment taken; logout returns to /user-login", async ({
    page,
  }) => {
    const email = uniqueEmail("ana");
    await page.goto("/user-login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "acct.userLogin.title"));
    await expect(page.getByText(t("es", "acct.userLogin.subtitle"))).toBeVisible();
    await expect(page.getByRole("link", { name: t("es", "nav.backHome") })).toHaveAttribute("href", "/");
    await expect(page.getByRole("tab", { name: t("es", "acct.tabs.login") })).toHaveAttribute("aria-selected", "true");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("tab", { name: t("es", "acct.tabs.register") }).click();
    await expect(page.getByLabel(t("es", "acct.country"))).toHaveValue("DO");
    await expect(page.getByLabel(t("es", "acct.password"), { exact: true })).toHaveAttribute(
      "placeholder",
      t("es", "acct.passwordNewPlaceholder"),
    );
    await page.getByLabel(t("es", "acct.fullName")).fill("Ana Lucía Gómez");
    await page.getByLabel(t("es", "acct.email")).fill(email);
    await page.getByLabel(t("es", "acct.password"), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t("es", "acct.confirmPassword")).fill(PASSWORD);
    // The show/hide toggles reveal each password.
    await page.getByRole("button", { name: t("es", "acct.showPassword") }).click();
    await expect(page.getByLabel(t("es", "acct.password"), { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: t("es", "acct.showConfirm") }).click();
    await expect(page.getByLabel(t("es", "acct.confirmPassword"))).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: t("es", "acct.register.submit") }).click();

    await expect(page.getByRole("tab", { name: t("es", "acct.tabs.login") })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("login-notice")).toHaveText(t("es", "acct.userLogin.registered"));
    await expect(page.getByLabel(t("es", "acct.email"))).toHaveValue(email);
    await page.getByLabel(t("es", "acct.password"), { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: t("es", "acct.showPassword") }).click();
    await expect(page.getByLabel(t("es", "acct.password"), { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: t("es", "acct.login.submit"), exact: true }).click();

    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(page.getByTestId("toast")).toContainText(t("es", "acct.loginSuccessTitle"));
    await expect(page.getByTestId("welcome")).toHaveText(t("es", "acct.d.welcome", { name: "Ana" }));
    await expect(page.getByTestId("account-email")).toHaveText(email);
    await expect(page.getByTestId("account-country")).toHaveText("República Dominicana");
    await expect(page.getByTestId("assessments-empty")).toContainText(t("es", "acct.ud.noAssessments"));
    const stored = await page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("user_data")]);
    expect(stored[0]).toBeTruthy();
    expect(JSON.parse(stored[1]!).email).toBe(email);

    // An assessment taken while signed in belongs to the account.
    const id = await takeTest(page, "es", "Ana Lucía Gómez");
    await page.goto("/user-dashboard");
    const card = page.getByTestId("user-assessment");
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute("data-assessment-id", id);
    // unpaid: the preview's code, its third letter locked as on the results page
    await expect(card.getByTestId("riasec-profile")).toHaveText(/^[RIASEC]{2}·$/);
    await expect(card.getByTestId("top-career")).not.toBeEmpty();
    await expect(card.getByTestId("payment-status")).toContainText(t("es", "acct.status.none"));
    await expect(card.getByTestId("report-badge")).toHaveText(t("es", "acct.ud.paymentRequired"));
    await expect(card.getByRole("link", { name: t("es", "acct.viewResults") })).toHaveAttribute(
      "href",
      `/results/${id}?lang=es`,
    );
    await expect(card.getByRole("link", { name: t("es", "acct.ud.getReport") })).toHaveAttribute(
      "href",
      `/payment-selection?assessment=${id}`,
    );
    await expect(card.getByTestId("download-pdf")).toHaveCount(0);
    await expect(card.getByTestId("resend-report")).toHaveCount(0);
    await expect(page.getByTestId("support-line")).toContainText("soporte@queestudiar.com");
    await page.getByRole("tab", { name: t("es", "acct.ud.tabPayments") }).click();
    await expect(page.getByTestId("payments-empty")).toContainText(t("es", "acct.ud.noPayments"));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: t("es", "acct.logout") }).click();
    await expect(page).toHaveURL(/\/user-login$/);
    expect(await page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("user_data")])).toEqual([
      null,
      null,
    ]);
    await page.goto("/user-dashboard");
    await expect(page).toHaveURL(/\/user-login$/);
  });

  test("when a wrong password is given, then the server's message appears in an alert above the button", async ({
    page,
  }) => {
    await page.goto("/user-login");
    await page.getByLabel(t("es", "acct.email")).fill(uniqueEmail("nobody"));
    await page.getByLabel(t("es", "acct.password"), { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: t("es", "acct.login.submit"), exact: true }).click();
    await expect(page.getByTestId("login-error")).toHaveText(serverText("es", "auth.invalidCredentials"));
    await expect(page).toHaveURL(/\/user-login$/);
  });

  test("when the report is paid (demo), then the card and the payment history show it", async ({ page, request }) => {
    await signUp(page.request, { name: "Pablo Demo" });
    // The test is taken first: with demo on, the test page shows a second 'complete' button.
    const id = await takeTest(page, "es", "Pablo Demo");
    const previous = await updatePaymentConfig(request, { demoEnabled: true });
    try {
      await page.goto(`/payment-selection?assessment=${id}`);
      await page.getByTestId("method-demo").click();
      await page.getByRole("button", { name: t("es", "selection.continueDemo") }).click();
      await expect(page).toHaveURL(new RegExp(`/results/${id}\\?demo=true`));

      await page.goto("/user-dashboard");
      const card = page.getByTestId("user-assessment");
      await expect(card.getByTestId("payment-status")).toContainText(t("es", "acct.status.completed"));
      await expect(card.getByTestId("report-badge")).toHaveText(t("es", "acct.ud.reportAvailable"));
      await expect(card.getByTestId("download-pdf")).toBeVisible();
      await expect(card.getByRole("button", { name: t("es", "acct.ud.resend") })).toBeVisible();
      await expect(card.getByRole("link", { name: t("es", "acct.ud.getReport") })).toHaveCount(0);
      const download = page.waitForEvent("download");
      await card.getByTestId("download-pdf").click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

      await page.getByRole("tab", { name: t("es", "acct.ud.tabPayments") }).click();
      const row = page.getByTestId("payment-row");
      await expect(row).toHaveCount(1);
      await expect(row.getByTestId("payment-method")).toHaveText(t("es", "acct.method.demo"));
      await expect(row.getByTestId("payment-status")).toContainText(t("es", "acct.status.completed"));
      await expect(row.getByTestId("delivery-status")).toContainText(
        oneOfTexts("es", ["acct.delivery.delivered", "acct.delivery.processing"]),
      );
    } finally {
      await updatePaymentConfig(request, previous);
    }
  });
});

test.describe("validation messages", () => {
  test("/user-login: every message of the login and registration forms", async ({ page }) => {
    await page.goto("/user-login");
    await page.getByRole("button", { name: t("es", "acct.login.submit"), exact: true }).click();
    const login = page.getByTestId("login-form");
    await expect(login.getByText(t("es", "acct.v.email"))).toBeVisible();
    await expect(login.getByText(t("es", "acct.v.passwordMin"))).toBeVisible();

    await page.getByRole("tab", { name: t("es", "acct.tabs.register") }).click();
    const form = page.getByTestId("register-form");
    await page.getByLabel(t("es", "acct.fullName")).fill("A");
    await page.getByLabel(t("es", "acct.email")).fill("no-es-un-email");
    await page.getByLabel(t("es", "acct.country")).selectOption("");
    await page.getByLabel(t("es", "acct.password"), { exact: true }).fill("123");
    await page.getByLabel(t("es", "acct.confirmPassword")).fill("1234");
    await page.getByRole("button", { name: t("es", "acct.register.submit") }).click();
    await expect(form.getByText(t("es", "acct.v.nameMin"))).toBeVisible();
    await expect(form.getByText(t("es", "acct.v.email"))).toBeVisible();
    await expect(form.getByText(t("es", "acct.v.countryRequired"))).toBeVisible();
    await expect(form.getByText(t("es", "acct.v.passwordMin"))).toBeVisible();
    await expect(form.getByText(t("es", "acct.v.passwordsMismatch"))).toBeVisible();
    await expect(page.getByLabel(t("es", "acct.fullName"))).toHaveAttribute("aria-invalid", "true");
  });

  test("/register: every message of the registration form", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "acct.register.title"));
    await expect(page.getByRole("link", { name: t("es", "acct.register.loginLink") })).toHaveAttribute(
      "href",
      "/login",
    );
    const form = page.getByTestId("register-form");
    await page.getByLabel(t("es", "acct.fullName")).fill("A");
    await page.getByLabel(t("es", "acct.country")).selectOption("");
    await page.getByLabel(t("es", "acct.password"), { exact: true }).fill("12345");
    await page.getByLabel(t("es", "acct.confirmPassword")).fill("54321");
    await page.getByRole("button", { name: t("es", "acct.register.submit") }).click();
    await expect(form.getByText(t("es", "auth.nameMin"))).toBeVisible();
    await expect(form.getByText(t("es", "auth.emailRequired"))).toBeVisible();
    await expect(form.getByText(t("es", "auth.passwordMin"))).toBeVisible();
    await expect(form.getByText(t("es", "acct.v.passwordsMismatch"))).toBeVisible();
    await expect(form.getByText(t("es", "auth.countryRequired"))).toBeVisible();
    await page.getByLabel(t("es", "acct.email")).fill("no-es-un-email");
    await page.getByRole("button", { name: t("es", "acct.register.submit") }).click();
    await expect(form.getByText(t("es", "validation.email"))).toBeVisible();

    await page.goto("/register/payment");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "acct.register.paymentTitle"));
    await expect(page.getByTestId("register-subtitle")).toHaveText(
      t("es", "acct.paymentSubtitle", { price: "$19.99 USD" }),
    );
    await expect(page.getByRole("link", { name: t("es", "acct.register.loginLink") })).toHaveAttribute(
      "href",
      "/login/payment",
    );
  });
});

test.describe("/register, /login and /dashboard", () => {
  test("when signed out, then /dashboard shows 'Acceso denegado' with a way home", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "acct.d.deniedTitle"));
    await expect(page.getByRole("link", { name: t("es", "nav.backHome") })).toHaveAttribute("href", "/");
  });

  test("when registering on /register, then the toast shows and /dashboard greets the user; the header logout signs out", async ({
    page,
  }) => {
    await page.goto("/register");
    await page.getByLabel(t("es", "acct.fullName")).fill("Carlos Méndez");
    await page.getByLabel(t("es", "acct.email")).fill(uniqueEmail("carlos"));
    await page.getByLabel(t("es", "acct.password"), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t("es", "acct.confirmPassword")).fill(PASSWORD);
    await page.getByRole("button", { name: t("es", "acct.register.submit") }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("toast")).toContainText(t("es", "acct.registerSuccessTitle"));
    await expect(page.getByTestId("welcome")).toHaveText(t("es", "acct.d.welcome", { name: "Carlos" }));
    await expect(page.getByTestId("header-user")).toHaveText("Carlos");
    await expect(page.getByTestId("nav-admin")).toHaveCount(0);
    await expect(page.getByTestId("nav-seller")).toHaveCount(0);
    await expect(page.getByTestId("test-payment-portal")).toHaveCount(0);
    await expect(page.getByTestId("card-evaluations-count")).toHaveText("0");
    await expect(page.getByRole("link", { name: t("es", "acct.d.firstTest") })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "acct.d.deniedTitle"));
  });

  test("when signed in with assessments, then /dashboard lists the recent ones; /login/payment claims the browser's anonymous assessment and resumes paying it", async ({
    page,
  }) => {
    const { email } = await signUp(page.request, { name: "Diana Ruiz" });
    const id = await takeTest(page, "es", "Diana Ruiz");
    await expect(page.getByTestId("preview-banner")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByTestId("card-evaluations-count")).toHaveText("1");
    await expect(page.getByTestId("card-paid-count")).toHaveText("0");
    const recent = page.getByTestId("recent-assessment");
    await expect(recent).toHaveCount(1);
    await expect(recent.getByTestId("holland-code")).toHaveText(/^[RIASEC]{2}·$/);
    await expect(recent).toContainText("Diana Ruiz");
    await expect(recent.getByRole("link", { name: t("es", "acct.viewResults") })).toHaveAttribute(
      "href",
      `/results/${id}?lang=es`,
    );
    await expect(recent.getByTestId("open-pdf")).toHaveCount(0);
    await expect(page.getByTestId("see-all")).toHaveCount(0);

    // Signed out, a test taken anonymously; the results page remembers it in the browser.
    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(/\/$/);
    const anonymousId = await takeTest(page, "es", "Diana Ruiz");
    await expect(page.getByTestId("preview-banner")).toBeVisible();
    await page.goto("/login/payment");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "acct.login.paymentTitle"));
    await expect(page.getByTestId("register-link")).toHaveAttribute("href", "/register/payment");
    await page.getByLabel(t("es", "acct.email")).fill(email);
    await page.getByLabel(t("es", "acct.password"), { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: t("es", "acct.login.submit"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/payment-selection\\?assessment=${anonymousId}`));
    await expect(page.getByTestId("toast")).toContainText(t("es", "acct.loginSuccessTitle"));

    // Signing in claimed it: the account now has both.
    await page.goto("/dashboard");
    await expect(page.getByTestId("card-evaluations-count")).toHaveText("2");
    await expect(page.getByTestId("recent-assessment")).toHaveCount(2);
  });

  test("at 360 px the sign-in screen and the dashboard fit the width", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/user-login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "acct.d.deniedTitle"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("/register/payment", () => {
  test("when a visitor with a finished test registers on /register/payment, then the test becomes theirs and paying resumes", async ({
    page,
  }) => {
    const id = await seedAssessment(page, "es", "Pagará Luego");
    await page.goto("/register/payment");
    await page.getByLabel(t("es", "acct.fullName")).fill("Pagará Luego");
    await page.getByLabel(t("es", "acct.email")).fill(uniqueEmail("resume"));
    await page.getByLabel(t("es", "acct.password"), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t("es", "acct.confirmPassword")).fill(PASSWORD);
    await page.getByRole("button", { name: t("es", "acct.register.submit") }).click();
    await expect(page).toHaveURL(new RegExp(`/payment-selection\\?assessment=${id}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "selection.title"));
    const mine = await (await page.request.get("/api/user/assessments")).json();
    expect(mine.items.map((a: { id: string }) => a.id)).toContain(id);
  });
});

test.describe("home", () => {
  test("when signed in, / is the user's dashboard; when signed out, the landing page", async ({ page }) => {
    const { token, user } = await signUp(page.request, {
      name: "Hogar Prueba",
      email: uniqueEmail("home"),
      country: "DO",
    });
    await page.addInitScript(
      ([t, u]) => {
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem("auth_token", t as string);
          localStorage.setItem("user_data", JSON.stringify(u));
          sessionStorage.setItem("seeded", "1");
        }
      },
      [token, user],
    );
    await page.goto("/");
    await expect(page.getByTestId("header-user")).toContainText("Hogar");
    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("hero-cta")).toBeVisible();
  });
});
