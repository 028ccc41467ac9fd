import { expect, test } from "@playwright/test";
import { answerAll, appRunning, claimHeaderOf, seedAssessment } from "./assessment-helpers";
import { setSavedLanguage } from "./fixtures";
import { signUp, storeSession, uniqueEmail } from "./sign-up";

/**
 * Issue #32, item 7: forms fill in what the product already knows. Registering after the test
 * starts from the name, email and country given on its form; a signed-in person's completion form
 * starts from their account. What the person types is never overwritten.
 */
for (const { lang, viewport } of [
  { lang: "es", viewport: { width: 360, height: 740 } },
  { lang: "en", viewport: { width: 1280, height: 800 } },
] as const) {
  test.describe(`${lang}, ${viewport.width} px`, () => {
    test.use({ viewport });

    test("registering after the test starts from what its form was given", async ({ page }) => {
      await setSavedLanguage(page, lang);
      const id = await seedAssessment(page, lang, "Lucas Fernández");
      const person = (await (
        await page.request.get(`/api/assessment/${id}?lang=${lang}`, { headers: await claimHeaderOf(page, id) })
      ).json()) as { person: { email: string; country: string } | null };
      expect(person.person).not.toBeNull();

      // From the results page's "create an account"
      await page.getByTestId("save-report-register").click();
      await expect(page).toHaveURL(/\/register/);
      await expect(page.locator("#register-name")).toHaveValue("Lucas Fernández");
      await expect(page.locator("#register-email")).toHaveValue(person.person!.email);
      await expect(page.locator("#register-country")).toHaveValue(person.person!.country);
      await expect(page.locator("#register-password")).toHaveValue("");

      // The sign-in screen's sign-up tab does the same; a name typed before the test's data arrives stays as typed.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = false;
      await page.route(
        (url) => url.pathname === `/api/assessment/${id}`,
        async (route) => {
          asked = true;
          await held;
          await route.continue();
        },
      );
      await page.goto(`/user-login?lang=${lang}`);
      await page.getByTestId("tab-register").click();
      await page.locator("#user-login-name").fill("Lucas F.");
      await expect.poll(() => asked).toBe(true);
      await expect(page.locator("#user-login-email")).toHaveValue("");
      release();
      await expect(page.locator("#user-login-email")).toHaveValue(person.person!.email);
      await expect(page.locator("#user-login-name")).toHaveValue("Lucas F.");
    });

    test("a signed-in person's completion form starts from their account", async ({ page }) => {
      await setSavedLanguage(page, lang);
      const email = uniqueEmail("prefill");
      const { token, user } = await signUp(page.request, { name: "Valentina Ríos", email, country: "MX" });
      await storeSession(page.context(), token, user);
      await page.goto(`/assessment?lang=${lang}`);
      // a signed-in person's test page is drawn anew by the app over the one that arrived: answer it then
      await appRunning(page);
      await answerAll(page, lang);
      await expect(page.locator("#fullName")).toHaveValue("Valentina Ríos");
      await expect(page.locator("#email")).toHaveValue(email);
      await expect(page.locator("#country")).toHaveValue("MX");
      // what only the person can say is still theirs to give
      await expect(page.locator("#age")).toHaveValue("");
      await expect(page.locator("#education")).toHaveValue("");
    });
  });
}
