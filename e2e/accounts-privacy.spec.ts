import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { answerAll } from "./assessment-helpers";
import { newestEmailTo } from "./outbox";
import { postLogIn, signUp, uniqueEmail } from "./sign-up";
import { serverText, t, textPattern } from "./texts";

const PASSWORD = "secreta-123";
// Whole journeys (a test of 15 questions among them) on a shared machine.
test.describe.configure({ timeout: 240_000 });
/** Registers through the API, from an address of its own (the sign-up limit counts per address). */
async function registerThroughApi(page: Page, name: string, email: string): Promise<void> {
  await signUp(page.request, { name, email, country: "MX", password: PASSWORD });
  // This test signs in through the screens; the API's session is not this browser's.
  await page.context().clearCookies();
}

/** The text of the newest email to `to` containing `marker`. */
async function lastEmailTo(to: string, marker: string): Promise<string> {
  return (await newestEmailTo(to, marker)).text;
}

test.describe("password recovery", () => {
  test("'¿Olvidaste tu contraseña?' emails a link; the new password works, the old one and the link no longer do", async ({
    page,
  }) => {
    const email = uniqueEmail("olvido");
    await registerThroughApi(page, "Olga Olvido", email);
    await page.goto("/user-login");
    await page.getByRole("link", { name: t("es", "privacy.forgot.link") }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "privacy.forgot.title"));
    await page.getByLabel(t("es", "acct.email")).fill(email);
    await page.getByRole("button", { name: t("es", "privacy.forgot.submit") }).click();
    await expect(page.getByTestId("forgot-sent")).toContainText(t("es", "privacy.forgotSent"));

    const mail = await lastEmailTo(email, "/reset-password");
    const link = /(http:\/\/\S+\/reset-password\S+)/.exec(mail)![1]!;
    await page.goto(link);
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(/\/reset-password\?lang=es$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "privacy.reset.title"));
    await page.getByLabel(t("es", "privacy.newPassword"), { exact: true }).fill("nueva-clave-1");
    await page.getByLabel(t("es", "privacy.confirmNewPassword"), { exact: true }).fill("otra-cosa");
    await page.getByRole("button", { name: t("es", "privacy.save") }).click();
    await expect(page.getByTestId("password-error")).toHaveText(t("es", "privacy.passwordsDiffer"));
    await page.getByLabel(t("es", "privacy.confirmNewPassword"), { exact: true }).fill("nueva-clave-1");
    await page.getByRole("button", { name: t("es", "privacy.save") }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(page.getByTestId("welcome")).toContainText("Olga");

    const old = await postLogIn(page.request, { email, password: PASSWORD, ip: "198.18.201.1" });
    expect(old.status()).toBe(401);
    // The same link a second time is refused.
    await page.goto(link);
    await page.getByLabel(t("es", "privacy.newPassword"), { exact: true }).fill("tercera-clave");
    await page.getByLabel(t("es", "privacy.confirmNewPassword"), { exact: true }).fill("tercera-clave");
    await page.getByRole("button", { name: t("es", "privacy.save") }).click();
    await expect(page.getByTestId("password-error")).toHaveText(serverText("es", "privacy.resetInvalid"));
  });

  test("in English, /login offers 'Forgot your password?' too", async ({ page }) => {
    await page.goto("/login?lang=en");
    await page.getByRole("link", { name: t("en", "privacy.forgot.link") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "privacy.forgot.title"));
    await page.getByLabel(t("en", "acct.email")).fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: t("en", "privacy.forgot.submit") }).click();
    await expect(page.getByTestId("forgot-sent")).toContainText(t("en", "privacy.forgotSent"));
  });
});

test.describe("data rights on the dashboard", () => {
  test("in English: download my data as JSON, then delete the account with the password", async ({ page }) => {
    const email = uniqueEmail("rights");
    await registerThroughApi(page, "Rita Rights", email);
    await page.goto("/user-login?lang=en");
    await page.getByLabel(t("en", "acct.email")).fill(email);
    await page.getByLabel(t("en", "acct.password"), { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: t("en", "acct.login.submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);

    const section = page.getByTestId("data-rights");
    await expect(section.getByRole("heading", { name: t("en", "privacy.data.title") })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("button", { name: t("en", "privacy.export.button") }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("queestudiar-mis-datos.json");
    const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as {
      account: { email: string; name: string };
    };
    expect(data.account).toMatchObject({ email, name: "Rita Rights" });

    await section.getByRole("button", { name: t("en", "privacy.deleteAccount.button") }).click();
    await section.getByLabel(t("en", "acct.password"), { exact: true }).fill("wrong-password");
    await section.getByRole("button", { name: t("en", "privacy.deleteAccount.submit") }).click();
    await expect(section.getByRole("alert")).toHaveText(serverText("en", "privacy.wrongPassword"));
    await section.getByLabel(t("en", "acct.password"), { exact: true }).fill(PASSWORD);
    // the section sits at the bottom of the dashboard: the reader has scrolled down to it
    await section.getByRole("button", { name: t("en", "privacy.deleteAccount.submit") }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await section.getByRole("button", { name: t("en", "privacy.deleteAccount.submit") }).click();
    await expect(page.getByTestId("toast").first()).toContainText(t("en", "privacy.deleteAccount.done"));
    // the landing page opens at its top, not half-scrolled where the dashboard was
    await expect(page).toHaveURL(/\/(\?lang=en)?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "landing.hero.title"));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const login = await postLogIn(page.request, { email, password: PASSWORD, ip: "198.18.201.2" });
    expect(login.status()).toBe(401);
  });
});

test.describe("a 15-year-old's consent", () => {
  test("in the Dominican Republic a 15-year-old gives a parent's email and consent; the parent's email link can delete the data", async ({
    page,
    browser,
  }) => {
    await page.goto("/assessment?lang=es");
    await answerAll(page, "es");
    await page.getByLabel(t("es", "complete.fullName")).fill("Quinceañera Prueba");
    const own = uniqueEmail("quince");
    await page.getByLabel(t("es", "complete.email")).fill(own);
    await page.getByLabel(t("es", "complete.country")).selectOption("DO");
    await page.getByLabel(t("es", "complete.age")).selectOption("15-18");
    await page.getByLabel(t("es", "complete.education")).selectOption("secundaria");
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page.getByText(t("es", "privacy.consent.required"))).toBeVisible();
    await expect(page.getByText(t("es", "privacy.minor.answer", { age: 18 }))).toBeVisible();

    await page.getByLabel(t("es", "privacy.consent.label")).check();
    const minor = page.getByRole("group", { name: t("es", "privacy.minor.question", { age: 18 }) });
    await expect(minor).toContainText(t("es", "privacy.minor.explain", { age: 18 }));
    await minor.getByLabel(t("es", "privacy.minor.yes"), { exact: true }).check();
    const parent = uniqueEmail("mama");
    await page.getByLabel(t("es", "privacy.guardian.email")).fill(parent);
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page.getByText(t("es", "privacy.guardianRequired"))).toBeVisible();
    await page.getByLabel(t("es", "privacy.guardian.consent")).check();
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
    const id = /\/results\/([A-Za-z0-9_-]{22})/.exec(page.url())![1]!;
    // The taker's own browser may delete it too.
    await expect(page.getByTestId("delete-assessment")).toBeVisible();

    // The parent opens the link of their email in their own browser: review, then delete.
    const mail = await lastEmailTo(parent, "/results/");
    const link = /(http:\/\/\S+\/results\/\S+)/.exec(mail)![1]!;
    expect(link).toContain(`/results/${id}`);
    const parentContext = await browser.newContext();
    const parentPage = await parentContext.newPage();
    await parentPage.goto(link);
    await expect(parentPage.getByTestId("primary-type")).toBeVisible();
    await expect(parentPage).not.toHaveURL(/#k=/);
    const section = parentPage.getByTestId("delete-assessment");
    await section.getByRole("button", { name: t("es", "privacy.deleteAssessment.button") }).click();
    await section.getByRole("button", { name: t("es", "privacy.deleteAssessment.submit") }).click();
    await expect(parentPage).toHaveURL(/\/$/);
    expect((await parentPage.request.get(`/api/assessment/${id}`)).status()).toBe(404);
    await parentContext.close();
  });

  test("in English, in Spain a 15-year-old consents alone (the age there is 14)", async ({ page }) => {
    await page.goto("/assessment?lang=en");
    await answerAll(page, "en");
    await page.getByLabel(t("en", "complete.fullName")).fill("Fifteen Spain");
    await page.getByLabel(t("en", "complete.email")).fill(uniqueEmail("spain"));
    await page.getByLabel(t("en", "complete.country")).selectOption("ES");
    await page.getByLabel(t("en", "complete.age")).selectOption("15-18");
    await page.getByLabel(t("en", "complete.education")).selectOption("secundaria");
    await expect(page.getByRole("group", { name: textPattern("en", "privacy.minor.question") })).toHaveCount(0);
    await page.getByLabel(t("en", "privacy.consent.label")).check();
    await page.getByRole("button", { name: t("en", "complete.submit") }).click();
    await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
    await expect(
      page.getByTestId("delete-assessment").getByRole("button", { name: t("en", "privacy.deleteAssessment.button") }),
    ).toBeVisible();
  });
});
