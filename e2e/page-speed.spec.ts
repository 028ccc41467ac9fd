import { expect, test, type Page } from "@playwright/test";
import { seedAssessment } from "./assessment-helpers";
import { collectConsoleErrors, expectArrivedHeadingKept, rememberArrivedHeading } from "./fixtures";
import { signUp, storeSession } from "./sign-up";
import { t } from "./texts";

/**
 * What makes the pages fast, checked as a visitor's browser sees it: "/" arrives as finished HTML
 * and becomes interactive without re-rendering; a route's HTML names its chunks and the API answer
 * it starts from, and the browser uses them instead of asking twice.
 */
const ROUTES_UNDER_TEST = {
  results: (id: string) => `/results/${id}`,
  assessment: "/assessment",
};

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
    expect(html).toContain(t("es", "landing.hero.title"));
    expect(html).toContain('data-testid="hero-cta"');

    const errors = collectConsoleErrors(page);
    await page.goto("/");
    await expect(page.getByTestId("current-price")).toBeVisible();
    await page.getByTestId("language-toggle").getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "landing.hero.title"));
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
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "landing.hero.title"));
    await expect(page.getByTestId("current-price")).toBeVisible();

    const { token, user } = await signUp(page.request, { name: "Rápida Persona", country: "MX" });
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

  test("each page gets the stylesheet once: the landing page its own CSS, then the whole file; the test and results pages all of it inline", async ({
    page,
  }) => {
    const sheets = () =>
      page.evaluate(() =>
        [...document.styleSheets].map((sheet) =>
          sheet.href
            ? "file"
            : sheet.ownerNode instanceof HTMLElement && sheet.ownerNode.dataset.critical !== undefined
              ? "critical"
              : "inline",
        ),
      );
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await sheets()).toEqual(["critical", "file"]);
    await page.goto("/assessment");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#question-title")).toBeVisible();
    expect(await sheets()).toEqual(["inline"]);
    await seedAssessment(page, "es", "Hoja Única");
    await page.waitForLoadState("networkidle");
    expect(await sheets()).toEqual(["inline"]);
  });

  test("the test page arrives as HTML with its first question, and the app then fetches the questions and the config once", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/assessment")).text();
    expect(html).toContain('id="question-title"');
    expect(html).toContain(t("es", "assessment.questionOf", { current: 1, total: 15 }));
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
    const { token, user } = await signUp(page.request, { name: "Rápida Persona", country: "MX" });
    await storeSession(page.context(), token, user);
    const errors = collectConsoleErrors(page);
    const questions = apiRequests(page, "/api/assessment/questions");
    await page.goto("/assessment");
    await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered", /./);
    await expect(page.locator("#question-title")).toBeVisible();
    await expect(page.getByTestId("activity-card")).toHaveCount(6);
    expect(questions).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("a results page arrives rendered with its data, and the app takes over that very page without asking for it again", async ({
    page,
  }) => {
    const id = await seedAssessment(page, "en", "Valentina <b>Rojas</b>");
    const response = await page.request.get(`/results/${id}?lang=en`);
    expect(response.headers()["cache-control"]).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('data-prerendered="en"');
    expect(html).toContain(t("en", "results.greeting", { name: "Valentina &lt;b&gt;Rojas&lt;/b&gt;" }));
    expect(html).toContain('data-testid="primary-type"');
    expect(html).toContain('<script type="application/json" id="page-data">');
    expect(html).not.toContain("<b>Rojas</b>");
    expect(html).not.toContain('rel="preload" as="fetch"');
    // what only this browser knows (it holds the claim) is not in the HTML
    expect(html).not.toContain('data-testid="share-button"');

    const errors = collectConsoleErrors(page);
    const previews = apiRequests(page, `/api/assessment/${id}`);
    await rememberArrivedHeading(page);
    await page.goto(`/results/${id}?lang=en`);
    await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered", /./);
    await expectArrivedHeadingKept(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("en", "results.greeting", { name: "Valentina <b>Rojas</b>" }),
    );
    // this browser holds the test's claim: its share button shows once the app runs the page
    await expect(page.getByTestId("share-button")).toBeVisible();
    expect(previews).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  test("a first visit loads the test and results pages' code in a few scripts, not one per icon or helper", async ({
    browser,
    page,
  }) => {
    const id = await seedAssessment(page, "es");
    // Each script is a request the page's main thread starts. The results page made 36 (an icon or a
    // few-hundred-byte helper each), and asking for them was its longest task after the first paint;
    // the lazy code now comes in a few chunks (scripts/vite-chunk-groups.ts).
    for (const [path, ready, most] of [
      [ROUTES_UNDER_TEST.results(id), "get-report", 14],
      [ROUTES_UNDER_TEST.assessment, "activity-card", 12],
    ] as const) {
      const context = await browser.newContext();
      const visitor = await context.newPage();
      const errors = collectConsoleErrors(visitor);
      const scripts: string[] = [];
      visitor.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await visitor.goto(path);
      await expect(visitor.locator("#root")).not.toHaveAttribute("data-prerendered", /./);
      await expect(visitor.getByTestId(ready).first()).toBeVisible();
      await visitor.waitForLoadState("networkidle");
      expect(scripts.length, scripts.join("\n")).toBeLessThanOrEqual(most);
      expect(new Set(scripts).size).toBe(scripts.length);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test("a results page shows the date in the reader's time zone, and a visitor without the claim gets no share button", async ({
    browser,
    page,
  }) => {
    const id = await seedAssessment(page, "es");
    const completedAt = ((await (await page.request.get(`/api/assessment/${id}`)).json()) as { completedAt: string })
      .completedAt;
    for (const timezoneId of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      const context = await browser.newContext({ timezoneId });
      const visitor = await context.newPage();
      const errors = collectConsoleErrors(visitor);
      await visitor.goto(`/results/${id}`);
      await expect(visitor.locator("#root")).not.toHaveAttribute("data-prerendered", /./);
      const date = new Date(completedAt).toLocaleDateString("es-ES", {
        timeZone: timezoneId,
        day: "numeric",
        month: "long",
        year: "numeric",
      });
      await expect(visitor.getByText(t("es", "results.completedOn", { date }))).toBeVisible();
      await expect(visitor.getByTestId("get-report")).toBeVisible();
      await expect(visitor.getByTestId("share-button")).toHaveCount(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
