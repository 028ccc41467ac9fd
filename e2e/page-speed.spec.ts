import { expect, test, type Page } from "@playwright/test";
import { seedAssessment } from "./assessment-helpers";

/**
 * What makes the pages fast, checked as a visitor's browser sees it: "/" arrives as finished HTML
 * and becomes interactive without re-rendering; a route's HTML names its chunks and the API answer
 * it starts from, and the browser uses them instead of asking twice.
 */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

function apiRequests(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return seen;
}

test.describe("page speed", () => {
  test("the landing page arrives as HTML with its text, hydrates without errors and stays interactive", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("Descubre qué estudiar según tu personalidad");
    expect(html).toContain('data-testid="hero-cta"');

    const errors = collectConsoleErrors(page);
    await page.goto("/");
    await expect(page.getByTestId("current-price")).toBeVisible();
    await page.getByTestId("language-toggle").getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Find out what to study based on your personality",
    );
    await page.getByTestId("hero-cta").click();
    await expect(page).toHaveURL(/\/assessment/);
    await expect(page.locator("#question-title")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("an English visitor and a signed-in user at / get their own page over the pre-rendered one", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Find out what to study based on your personality",
    );
    await expect(page.getByTestId("current-price")).toBeVisible();

    const email = `speed.${Date.now()}@example.com`;
    const registered = await page.request.post("/api/auth/register", {
      data: { name: "Rápida Persona", email, country: "MX", password: "secret123" },
    });
    expect(registered.status()).toBe(201);
    const { token, user } = (await registered.json()) as { token: string; user: unknown };
    await page.evaluate(
      ([t, u]) => {
        window.localStorage.setItem("auth_token", t);
        window.localStorage.setItem("user_data", u);
        window.localStorage.setItem("app-language", "es");
      },
      [token, JSON.stringify(user)] as const,
    );
    await page.goto("/");
    await expect(page.getByTestId("header-user")).toHaveText("Rápida");
    await expect(page.getByTestId("hero-cta")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the test page arrives as HTML with its first question, and the app then fetches the questions and the config once", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/assessment")).text();
    expect(html).toContain('id="question-title"');
    expect(html).toContain("Pregunta 1 de 15");
    // nothing competes with the first paint: the app's script and data come after it
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="preload" as="fetch"');

    const errors = collectConsoleErrors(page);
    const questions = apiRequests(page, "/api/assessment/questions");
    const configs = apiRequests(page, "/api/payment/config");
    await page.goto("/assessment");
    await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered", /./);
    await expect(page.locator("#question-title")).toBeVisible();
    await expect(page.getByRole("img").first()).toBeVisible();
    await expect.poll(() => configs.length).toBe(1);
    expect(questions).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("a signed-in user gets the test page rendered anew by the app over the arrived one, the questions fetched once", async ({
    page,
  }) => {
    const email = `speed.test.${Date.now()}@example.com`;
    const registered = await page.request.post("/api/auth/register", {
      data: { name: "Rápida Persona", email, country: "MX", password: "secret123" },
    });
    expect(registered.status()).toBe(201);
    const { token, user } = (await registered.json()) as { token: string; user: unknown };
    await page.addInitScript(
      ([t, u]) => {
        window.localStorage.setItem("auth_token", t);
        window.localStorage.setItem("user_data", u);
      },
      [token, JSON.stringify(user)] as const,
    );
    const errors = collectConsoleErrors(page);
    const questions = apiRequests(page, "/api/assessment/questions");
    await page.goto("/assessment");
    await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered", /./);
    await expect(page.locator("#question-title")).toBeVisible();
    await expect(page.getByTestId("activity-card")).toHaveCount(6);
    expect(questions).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("a results page preloads that assessment's preview in the page's language and uses it", async ({ page }) => {
    const id = await seedAssessment(page, "en");
    const errors = collectConsoleErrors(page);
    const previews = apiRequests(page, `/api/assessment/${id}`);
    await page.goto(`/results/${id}?lang=en`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("primary-type")).toBeVisible();
    expect(previews).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
