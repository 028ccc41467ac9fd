import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { answerAll, answerCurrent, fillCompletionForm, takeTest } from "./assessment-helpers";
import { expectNoSeriousA11yViolations } from "./fixtures";
import { oneOfTexts, t, textBefore, textPattern, type ClientKey } from "./texts";

const HOLLAND_TYPES: ClientKey[] = ["holland.R", "holland.I", "holland.A", "holland.S", "holland.E", "holland.C"];

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("the test", () => {
  test("a full test in Spanish with the mouse ends on a results preview with blurred scores", async ({ page }) => {
    await page.goto("/assessment");
    await expect(page.getByTestId("question-counter")).toHaveText(
      t("es", "assessment.questionOf", { current: 1, total: 15 }),
    );
    await expect(page.getByTestId("timer")).toContainText(/\d\d:\d\d/);
    await expect(page.getByTestId("activity-card")).toHaveCount(6);
    await expect(page.getByTestId("activity-card").first().locator("img")).toHaveAttribute("alt", /.+/);
    await expectNoSeriousA11yViolations(page);
    await answerAll(page, "es");
    await expect(page.getByRole("heading", { name: t("es", "complete.title") })).toBeVisible();
    await fillCompletionForm(page, "es");
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page).toHaveURL(/\/results\//);
    await expect(page.getByTestId("toast")).toContainText(t("es", "complete.success"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("María Fernanda Núñez");
    await expect(page.getByTestId("primary-type")).toHaveText(oneOfTexts("es", HOLLAND_TYPES));
    await expect(page.getByTestId("hexagon-chart")).toBeVisible();
    await expect(page.locator("[data-testid^=score-][data-locked=true]")).toHaveCount(4);
    await expect(page.locator("[data-testid^=score-]:not([data-locked])")).toHaveCount(2);
    // The one career of the preview reads a calibrated band, never a percentage.
    await expect(page.getByTestId("career-band")).toHaveText(
      oneOfTexts("es", ["results.band.high", "results.band.medium", "results.band.explore"], { exact: true }),
    );
    // The only percentage the card may carry is the sourced employment projection, inside its pay-and-employment note.
    const card = page.getByTestId("career").first();
    await expect(card).toBeVisible();
    const notes = await card.locator("[data-testid=outcome-note], [data-testid=outcome-figures]").allTextContents();
    const cardText = (await card.textContent()) ?? "";
    expect(notes.reduce((text, note) => text.replace(note, ""), cardText)).not.toContain("%");
    const id = /\/results\/([^?]+)/.exec(page.url())![1]!;
    await expect(page.getByTestId("preview-banner").getByRole("link")).toHaveAttribute(
      "href",
      `/payment-selection?assessment=${id}`,
    );
    // The main call to action is the payment; the access-code portal is the secondary link.
    await expect(page.getByTestId("get-report")).toHaveAttribute("href", `/payment-selection?assessment=${id}`);
    await expect(page.getByTestId("have-code")).toHaveAttribute("href", `/payment?assessment=${id}`);
    await expectNoSeriousA11yViolations(page);
    // The test in progress is cleared: a new test starts at question 1.
    await page.getByRole("button", { name: t("es", "results.newTest") }).click();
    await expect(page.getByTestId("question-counter")).toHaveText(
      t("es", "assessment.questionOf", { current: 1, total: 15 }),
    );
  });

  test("a full test in English", async ({ page }) => {
    await takeTest(page, "en", "John Smith");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("en", "results.greeting", { name: "John Smith" }),
    );
    await expect(page.getByTestId("primary-type")).toHaveText(oneOfTexts("en", HOLLAND_TYPES));
    await expect(page.getByText(t("en", "results.previewTitle"))).toBeVisible();
  });

  test("a full test with the keyboard only", async ({ page }) => {
    await page.goto("/assessment");
    await expect(page.getByTestId("activity-card")).toHaveCount(6);
    const focusedLabel = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "",
      );
    const tabUntil = async (test: (label: string) => boolean) => {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        if (test(await focusedLabel())) return;
      }
      throw new Error("could not reach the control with Tab");
    };
    for (let i = 1; i <= 15; i++) {
      await expect(page.getByTestId("question-counter")).toHaveText(
        t("es", "assessment.questionOf", { current: i, total: 15 }),
      );
      await tabUntil((label) => label.startsWith(textBefore("es", "assessment.likeActivity")));
      await page.keyboard.press("Space");
      // skip this card's own 'dislike' and dislike the next card
      await tabUntil((label) => label.startsWith(textBefore("es", "assessment.dislikeActivity")));
      await tabUntil((label) => label.startsWith(textBefore("es", "assessment.dislikeActivity")));
      await page.keyboard.press("Enter");
      await tabUntil((label) =>
        i === 15 ? label.includes(t("es", "assessment.complete")) : label.includes(t("es", "assessment.next")),
      );
      await page.keyboard.press("Enter");
    }
    await expect(page).toHaveURL(/\/assessment-complete/);
    await page.getByLabel(t("es", "complete.fullName")).focus();
    await page.keyboard.type("Teclado Solo");
    await page.keyboard.press("Tab");
    await page.keyboard.type("teclado@example.com");
    await page.keyboard.press("Tab"); // country: DO by default
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown"); // age: first option
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown"); // education: first option
    await expect(page.getByLabel(t("es", "complete.age"))).toHaveValue("15-18");
    await expect(page.getByLabel(t("es", "complete.education"))).toHaveValue("secundaria");
    await page.keyboard.press("Tab"); // "¿Estudias actualmente?" is optional: left unanswered
    await expect(page.getByLabel(t("es", "complete.studying"))).toBeFocused();
    // Consent with the keyboard: the box, then (15-18 in the Dominican Republic) 'No' to being under 18.
    await page.keyboard.press("Tab");
    const consent = page.getByLabel(t("es", "privacy.consent.label"));
    await expect(consent).toBeFocused();
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await page.keyboard.press("Tab"); // the privacy policy link
    await page.keyboard.press("Tab");
    const minor = page.getByRole("group", { name: t("es", "privacy.minor.question", { age: 18 }) });
    await expect(minor.getByLabel(t("es", "privacy.minor.yes"), { exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(minor.getByLabel(t("es", "privacy.minor.no"), { exact: true })).toBeChecked();
    await tabUntil((label) => label.includes(t("es", "complete.submit")));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/results\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Teclado Solo");
  });

  test("next without a valid pair shows the validation message; previous and next keep the choices", async ({
    page,
  }) => {
    await page.goto("/assessment");
    await page.getByTestId("next-button").click();
    await expect(page.getByTestId("validation-message")).toHaveText(t("es", "assessment.validation"));
    await expect(page.getByTestId("question-counter")).toHaveText(
      t("es", "assessment.questionOf", { current: 1, total: 15 }),
    );
    // Liking only one is not enough either.
    const cards = page.getByTestId("activity-card");
    await cards
      .nth(0)
      .getByRole("button", { name: textPattern("es", "assessment.likeActivity", { start: true }) })
      .click();
    await page.getByTestId("next-button").click();
    await expect(page.getByTestId("validation-message")).toBeVisible();
    // Choosing the liked item as disliked moves it; clicking the selected one clears it.
    await cards
      .nth(0)
      .getByRole("button", { name: textPattern("es", "assessment.dislikeActivity", { start: true }) })
      .click();
    await expect(
      cards.nth(0).getByRole("button", { name: textPattern("es", "assessment.likeActivity", { start: true }) }),
    ).toHaveAttribute("aria-pressed", "false");
    await expect(
      cards.nth(0).getByRole("button", { name: textPattern("es", "assessment.dislikeActivity", { start: true }) }),
    ).toHaveAttribute("aria-pressed", "true");
    await cards
      .nth(0)
      .getByRole("button", { name: textPattern("es", "assessment.dislikeActivity", { start: true }) })
      .click();
    await expect(
      cards.nth(0).getByRole("button", { name: textPattern("es", "assessment.dislikeActivity", { start: true }) }),
    ).toHaveAttribute("aria-pressed", "false");

    await answerCurrent(page, "es", 2, 4);
    const liked = await cards.nth(2).getAttribute("data-activity-id");
    const disliked = await cards.nth(4).getAttribute("data-activity-id");
    await page.getByTestId("next-button").click();
    await expect(page.getByTestId("question-counter")).toHaveText(
      t("es", "assessment.questionOf", { current: 2, total: 15 }),
    );
    await answerCurrent(page, "es", 1, 5);
    await page.getByRole("button", { name: t("es", "assessment.previous") }).click();
    await expect(page.getByTestId("question-counter")).toHaveText(
      t("es", "assessment.questionOf", { current: 1, total: 15 }),
    );
    await expect(
      page
        .locator(`[data-activity-id="${liked}"]`)
        .getByRole("button", { name: textPattern("es", "assessment.likeActivity", { start: true }) }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(
      page
        .locator(`[data-activity-id="${disliked}"]`)
        .getByRole("button", { name: textPattern("es", "assessment.dislikeActivity", { start: true }) }),
    ).toHaveAttribute("aria-pressed", "true");
    await page.getByTestId("next-button").click();
    await expect(
      page
        .getByTestId("activity-card")
        .nth(1)
        .getByRole("button", { name: textPattern("es", "assessment.likeActivity", { start: true }) }),
    ).toHaveAttribute("aria-pressed", "true");
  });

  test("a reload mid-test resumes at the same question with the same order and choices", async ({ page }) => {
    await page.goto("/assessment");
    for (let i = 0; i < 3; i++) {
      // As a person does: each question is answered once it is on the screen.
      await expect(page.getByTestId("question-counter")).toHaveText(`Pregunta ${i + 1} de 15`);
      await answerCurrent(page, "es");
      await page.getByTestId("next-button").click();
    }
    await expect(page.getByTestId("question-counter")).toHaveText(
      t("es", "assessment.questionOf", { current: 4, total: 15 }),
    );
    await answerCurrent(page, "es", 3, 5);
    const order = await page
      .getByTestId("activity-card")
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-activity-id")));
    await page.reload();
    await expect(page.getByTestId("question-counter")).toHaveText(
      t("es", "assessment.questionOf", { current: 4, total: 15 }),
    );
    expect(
      await page
        .getByTestId("activity-card")
        .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-activity-id"))),
    ).toEqual(order);
    await expect(
      page
        .getByTestId("activity-card")
        .nth(3)
        .getByRole("button", { name: textPattern("es", "assessment.likeActivity", { start: true }) }),
    ).toHaveAttribute("aria-pressed", "true");
    // Closing the tab and coming back later does the same.
    const second = await page.context().newPage();
    await page.close();
    await second.goto("/assessment");
    await expect(second.getByTestId("question-counter")).toHaveText(
      t("es", "assessment.questionOf", { current: 4, total: 15 }),
    );
  });

  test("the completion form's messages, and 'Volver' keeps the answers", async ({ page }) => {
    await page.goto("/assessment");
    await answerAll(page, "es");
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page.getByTestId("required-message")).toContainText(t("es", "complete.requiredTitle"));
    await expect(page.getByTestId("required-message")).toContainText(t("es", "complete.required"));
    await expect(page).toHaveURL(/\/assessment-complete/);

    await fillCompletionForm(page, "es");
    await page.getByLabel(t("es", "complete.email")).fill("maria-at-example");
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page.getByText(t("es", "validation.email"))).toBeVisible();
    await page.getByLabel(t("es", "complete.fullName")).fill("M");
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page.getByText(t("es", "validation.fullName"))).toBeVisible();

    await page.getByRole("link", { name: t("es", "complete.back") }).click();
    await expect(page.getByTestId("question-counter")).toHaveText(
      t("es", "assessment.questionOf", { current: 15, total: 15 }),
    );
    await expect(page.getByTestId("activity-card").locator("[aria-pressed=true]")).toHaveCount(2);
    await page.getByTestId("complete-button").click();
    await expect(page.getByLabel(t("es", "complete.fullName"))).toHaveValue("M");
    await page.getByLabel(t("es", "complete.fullName")).fill("María");
    await page.getByLabel(t("es", "complete.email")).fill("maria@example.com");
    // Consent is asked again on the way back to the form.
    await page.getByLabel(t("es", "privacy.consent.label")).check();
    await page
      .getByRole("group", { name: t("es", "privacy.minor.question", { age: 18 }) })
      .getByLabel(t("es", "privacy.minor.no"), { exact: true })
      .check();
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page).toHaveURL(/\/results\//);
  });

  test("when the questions fail to load, 'Reintentar' loads them", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/assessment/questions*", (route) => {
      calls += 1;
      return calls === 1 ? route.abort() : route.continue();
    });
    await page.goto("/assessment");
    await expect(page.getByText(t("es", "assessment.loadError"))).toBeVisible();
    await page.getByRole("button", { name: t("es", "assessment.retry") }).click();
    await expect(page.getByTestId("question-counter")).toHaveText(
      t("es", "assessment.questionOf", { current: 1, total: 15 }),
    );
  });

  test("on a 360-px phone the whole test fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/assessment");
    await expect(page.getByTestId("activity-card")).toHaveCount(6);
    await noHorizontalScroll(page);
    if (process.env.UPDATE_SCREENSHOTS) {
      fs.mkdirSync("docs", { recursive: true });
      await page.screenshot({ path: "docs/test-question-phone.png", fullPage: true });
    }
    await answerAll(page, "es");
    await noHorizontalScroll(page);
    await fillCompletionForm(page, "es");
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page).toHaveURL(/\/results\//);
    await noHorizontalScroll(page);
  });

  test("an unknown results id shows 'Resultado no encontrado'", async ({ page }) => {
    await page.goto("/results/AAAAAAAAAAAAAAAAAAAAAA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "results.notFound"));
  });
});

test.describe("demo mode", () => {
  test("when demo is enabled in the payment config, the 'complete test' button fills 15 sample answers", async ({
    page,
    request,
  }) => {
    const config = await (await request.get("/api/payment/config")).json();
    await page.route("**/api/payment/config*", (route) => route.fulfill({ json: { ...config, demoEnabled: true } }));
    await page.goto("/assessment");
    await page.getByTestId("demo-complete").click();
    await expect(page).toHaveURL(/\/assessment-complete/);
    await fillCompletionForm(page, "es", "Demo Persona");
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page).toHaveURL(/\/results\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Demo Persona");
  });

  test("when demo is off, the test page has no 'complete test' button", async ({ page }) => {
    await page.goto("/assessment");
    await expect(page.getByTestId("activity-card")).toHaveCount(6);
    await expect(page.getByTestId("demo-complete")).toHaveCount(0);
  });
});

test.describe("offline", () => {
  // The test page works offline through the service worker's cache.
  test.use({ serviceWorkers: "allow" });
  test("once the test page has loaded it can be finished offline, and it is sent when the connection returns", async ({
    page,
    context,
  }) => {
    await page.goto("/assessment");
    await expect(page.getByTestId("activity-card")).toHaveCount(6);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    for (let i = 1; i <= 15; i++) {
      await expect(page.getByTestId("question-counter")).toHaveText(
        t("es", "assessment.questionOf", { current: i, total: 15 }),
      );
      // every picture of every question comes from the service worker's cache
      for (const img of await page.getByTestId("activity-card").locator("img").all()) {
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBeGreaterThan(0);
      }
      await answerCurrent(page, "es", i % 6, (i + 1) % 6);
      await page
        .getByRole("button", { name: i === 15 ? t("es", "assessment.complete") : t("es", "assessment.next") })
        .click();
    }
    await expect(page).toHaveURL(/\/assessment-complete/);
    await fillCompletionForm(page, "es", "Sin Conexión");
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page.getByTestId("offline-message")).toBeVisible();
    await expect(page).toHaveURL(/\/assessment-complete/);
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/results\//, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Sin Conexión");
  });
});
