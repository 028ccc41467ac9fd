import { expect, test } from "@playwright/test";
import { answerAll, fillCompletionForm, giveConsent } from "./assessment-helpers";
import { t } from "./texts";

test.describe("the optional 'currently studying' question", () => {
  // Fifteen screens on a shared, busy machine: more time than the default.
  test.describe.configure({ timeout: 180_000 });
  test("a Spanish taker answers 'No': the answer survives a reload and is sent with the test", async ({ page }) => {
    await page.goto("/assessment?lang=es");
    await answerAll(page, "es");
    await fillCompletionForm(page, "es", "Juan Gómez", "juan.estudia@example.com");
    const question = page.getByLabel(t("es", "complete.studying"));
    await expect(question).toHaveValue("");
    await expect(question.locator("option")).toHaveText([
      t("es", "complete.studyingUnanswered"),
      t("es", "complete.studying.yes"),
      t("es", "complete.studying.no"),
    ]);
    await question.selectOption("no");
    await page.reload();
    await expect(page.getByLabel(t("es", "complete.studying"))).toHaveValue("no");
    // The answers survive the reload; consent is asked again (it is not kept in the saved progress).
    await giveConsent(page, "es");
    const submitted = page.waitForRequest((r) => r.url().includes("/api/assessment/submit") && r.method() === "POST");
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    expect((await submitted).postDataJSON()).toMatchObject({ currentlyStudying: false, education: "secundaria" });
    await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
  });

  test("an English taker may leave it unanswered and still finish", async ({ page }) => {
    await page.goto("/assessment?lang=en");
    await answerAll(page, "en");
    await fillCompletionForm(page, "en", "John Smith", "john.studies@example.com");
    await expect(page.getByLabel(t("en", "complete.studying"))).toHaveValue("");
    const submitted = page.waitForRequest((r) => r.url().includes("/api/assessment/submit") && r.method() === "POST");
    await page.getByRole("button", { name: t("en", "complete.submit") }).click();
    expect((await submitted).postDataJSON()).toMatchObject({ currentlyStudying: null });
    await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
  });
});
