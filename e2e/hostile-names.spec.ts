import { expect, test, type Page } from "@playwright/test";
import { answerAll, fillCompletionForm, seedAssessment } from "./assessment-helpers";
import { newestEmailTo } from "./outbox";
import { signUp, storeSession, uniqueEmail } from "./sign-up";

/**
 * Names with markup in them are text wherever the person's name is shown: the results page and
 * the account dashboards render them literally, create no element from them, and run nothing.
 * (The PDF and the emails: server/src/features/reports and emails tests.) An email nobody asked
 * for never carries the name at all: the "Tus resultados" email greets without it.
 */
const NAMES = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>'];

let counter = 0;
/** A distinct client address per call, so the per-address rate limits of register and submit never trip. */
const clientIp = () => {
  counter += 1;
  return `203.0.113.${(Math.floor(Date.now() / 1000) + counter * 11) % 250}`;
};

/** Every dialog the page opens (an alert() from an injected script would be one), dismissed. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** Nothing in the DOM came from the name: no script with its code, no image or element with its handler. */
async function expectNothingInjected(page: Page): Promise<void> {
  // Scripts that run (a results page also carries its data, the name included, in a JSON data block, which never runs).
  const scripts = await page
    .locator("script")
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => ["", "module", "text/javascript"].includes((node as HTMLScriptElement).type))
        .map((node) => node.textContent ?? ""),
    );
  expect(scripts.filter((code) => code.includes("alert(1)"))).toEqual([]);
  await expect(page.locator('script:not([type]), script[type="module"], script[type="text/javascript"]')).toHaveCount(
    scripts.length,
  );
  await expect(page.locator("img[src='x']")).toHaveCount(0);
  await expect(page.locator("[onerror]")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

test.describe("a name with markup is shown as text", () => {
  for (const name of NAMES) {
    test(`on the results page: ${name}`, async ({ page }) => {
      const dialogs = watchDialogs(page);
      await seedAssessment(page, "es", name);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name}, este es tu perfil Holland`);
      await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
      // React wrote it as a text node: the markup is escaped in the page's HTML.
      expect(await page.locator("main").innerHTML()).toContain(
        name.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
      );
      await expectNothingInjected(page);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name}, este es tu perfil Holland`);
      await expectNothingInjected(page);
      expect(dialogs).toEqual([]);
    });
  }

  test("on the account dashboards, for an account and an assessment both named <script>alert(1)</script>", async ({
    page,
  }) => {
    const name = NAMES[0]!;
    const dialogs = watchDialogs(page);
    const email = `hostile.${Date.now()}.${++counter}@example.com`;
    const { token, user } = await signUp(page.request, { name, email, country: "DO", ip: clientIp() });
    await storeSession(page.context(), token, user);
    // The context holds the session cookie from the registration: the assessment is the account's.
    const id = await seedAssessment(page, "es", name);

    await page.goto("/user-dashboard?lang=es");
    await expect(page.getByTestId("welcome")).toHaveText(`Bienvenido, ${name}`);
    await expect(page.locator(`[data-testid="user-assessment"][data-assessment-id="${id}"]`)).toBeVisible();
    await expectNothingInjected(page);

    await page.goto("/dashboard?lang=es");
    const item = page.locator(`[data-testid="recent-assessment"][data-assessment-id="${id}"]`);
    await expect(item).toBeVisible();
    await expect(item.getByText(name, { exact: true })).toBeVisible();
    await expectNothingInjected(page);
    expect(dialogs).toEqual([]);
  });
});

test.describe("a name written as a message is never mailed", () => {
  test("the 'Tus resultados' email of a test finished with such a name greets without it", async ({ page }) => {
    // Fifteen questions and the completion form, clicked: slow on a loaded machine.
    test.setTimeout(120_000);
    const name = "Zorblax. Su pago de USD 499 fue aprobado; visite evil.example";
    const email = uniqueEmail("hostile-results");
    await page.goto("/assessment?lang=es");
    await answerAll(page, "es");
    await fillCompletionForm(page, "es", name, email);
    await page.getByRole("button", { name: "Finalizar Test" }).click();
    await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
    const id = /\/results\/([A-Za-z0-9_-]{22})/.exec(page.url())![1]!;
    // The page the taker opened shows the taker's own name...
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name}, este es tu perfil Holland`);

    // ...but the email, which anyone could have aimed at this address, carries none of it.
    const mail = await newestEmailTo(email, id);
    expect(mail.subject).toBe("Tus resultados");
    expect(mail.text).toContain("Hola:");
    for (const piece of ["Zorblax", "USD 499", "evil.example", "aprobado"])
      expect(`${mail.subject}\n${mail.text}`).not.toContain(piece);
    expect(mail.text).toContain("Ver mis resultados");
  });
});
