import { expect, test, type Browser, type Page } from "@playwright/test";
import { seedAssessment } from "./assessment-helpers";
import { expectNoSeriousA11yViolations } from "./fixtures";
import { updatePaymentConfig } from "./admin-api";
import { newestEmailTo } from "./outbox";
import { signUp, uniqueEmail } from "./sign-up";
import { serverText, t, textAfter, textPattern } from "./texts";

/** Shares the result from its results page (keyboard only) and answers the link. */
async function shareFromResults(page: Page, id: string): Promise<string> {
  await page.getByTestId("share-button").focus();
  await page.keyboard.press("Enter");
  const url = await page.getByTestId("share-url").inputValue();
  expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{24}/);
  expect(url).not.toContain(id);
  // The WhatsApp button is a plain link whose message carries the share URL.
  const whatsapp = new URL((await page.getByTestId("share-whatsapp").getAttribute("href"))!);
  expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/");
  expect(whatsapp.searchParams.get("text")).toContain(url);
  return url;
}

/** A stranger: a browser with nothing of the sharer's (no claim secret, no session). */
async function stranger(browser: Browser, width = 360): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 740 } });
  return context.newPage();
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** The newest email sent to `to`: its subject, then its text. */
async function emailTo(to: string): Promise<string> {
  const mail = await newestEmailTo(to);
  return `${mail.subject}\n${mail.text}`;
}

test.describe("sharing a result", () => {
  test("Spanish: share from the results page, a stranger sees first name and profile at 360 px, then the parents' page", async ({
    page,
    browser,
  }) => {
    const id = await seedAssessment(page, "es", "Renata Ibargüengoitia");
    const url = await shareFromResults(page, id);
    // Copying the link says so in the spec's words, and the clipboard holds the link.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByTestId("share-copy").click();
    await expect(page.getByTestId("toast")).toContainText(t("es", "share.copied"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const visitor = await stranger(browser);
    const response = await visitor.goto(url);
    expect(response!.status()).toBe(200);
    await expect(visitor.getByTestId("share-heading")).toHaveText(t("es", "share.heading", { name: "Renata" }));
    await expect(visitor.getByTestId("hexagon-chart")).toBeVisible();
    await expect(visitor.getByTestId("share-description")).not.toBeEmpty();
    const body = await visitor.locator("body").innerText();
    expect(body).not.toContain("Ibargüengoitia");
    expect(body).not.toContain("@example.com");
    expect(await visitor.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
      /\/api\/share\/[A-Za-z0-9_-]{24}\/image\.png\?lang=es/,
    );
    await expectNoHorizontalScroll(visitor);
    await expectNoSeriousA11yViolations(visitor);

    await visitor.getByTestId("share-family-link").click();
    await expect(visitor.getByTestId("family-heading")).toHaveText(t("es", "family.heading", { name: "Renata" }));
    await expect(visitor.getByTestId("family-questions").getByRole("listitem")).toHaveCount(5);
    await expect(visitor.getByTestId("gift-form")).toBeVisible();
    await expectNoHorizontalScroll(visitor);
    await expectNoSeriousA11yViolations(visitor);

    // Stopping the sharing: the link answers 404 at once.
    await page.getByTestId("share-revoke").click();
    await expect(page.getByTestId("share-panel")).toBeHidden();
    expect((await visitor.request.get(url)).status()).toBe(404);
    await visitor.goto(url);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(t("es", "share.notFound"));
    await visitor.context().close();
  });

  test("English: a parent gives the report through the PayPal sandbox; the receipt goes to the payer, the report to the taker", async ({
    page,
    browser,
  }) => {
    const id = await seedAssessment(page, "en", "Tobias Featherstonehaugh");
    const url = await shareFromResults(page, id);
    expect(url).toContain("?lang=en");

    const parent = await stranger(browser);
    await parent.goto(url);
    await expect(parent.getByTestId("share-heading")).toHaveText(t("en", "share.heading", { name: "Tobias" }));
    await parent.getByTestId("share-family-link").click();
    await expect(parent.getByTestId("family-heading")).toHaveText(t("en", "family.heading", { name: "Tobias" }));
    await expect(parent.getByTestId("gift-price")).toHaveText(t("en", "family.giftPrice", { price: "$19.99 USD" }));
    await expectNoHorizontalScroll(parent);
    await parent.getByTestId("gift-submit").click();
    await expect(parent.getByText(t("en", "validation.fullName"))).toBeVisible();
    await parent.getByLabel(t("en", "family.payerName")).fill("Parent Payer");
    await parent.getByLabel(t("en", "family.payerEmail")).fill("parent.payer@example.org");
    await parent.getByTestId("gift-submit").click();

    await expect(parent).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=/);
    await expect(parent.getByText("19.99 USD")).toBeVisible();
    await parent.getByRole("button", { name: "Approve" }).click();

    await expect(parent).toHaveURL(/\/r\/[A-Za-z0-9_-]{24}\/familia\?lang=en$/);
    await expect(parent.getByTestId("gift-success")).toHaveText(t("en", "family.giftDone", { name: "Tobias" }));
    // Back from paying on a phone, the thanks is where the eye is (not 1,500 px down), and read out.
    await expect(parent.getByTestId("gift-success")).toBeInViewport();
    await expect(parent.getByTestId("gift-outcome")).toBeFocused();
    expect(await parent.locator("body").innerText()).not.toContain("@example.com");

    const receipt = await emailTo("parent.payer@example.org");
    expect(receipt).toContain(serverText("en", "email.gift.subject"));
    // nothing the test taker typed goes to the payer; the payer's own name greets the payer
    expect(receipt).not.toContain("Tobias");
    expect(receipt).toContain(serverText("en", "email.greeting", { name: "Parent Payer" }));
    expect(receipt).toContain("19.99");
    expect(receipt).not.toContain("/pdf?");

    // The taker's results now show the paid report.
    await page.reload();
    await expect(page.locator("[data-testid^=score-][data-locked=true]")).toHaveCount(0);
    await parent.context().close();
  });

  test("Spanish: a parent gives the report with a card through the AZUL sandbox and comes back to the parents' page", async ({
    page,
    browser,
    request,
  }) => {
    const previous = await updatePaymentConfig(request, { bancoPopularEnabled: true, testMode: true });
    try {
      const id = await seedAssessment(page, "es", "Mateo Quiroga");
      const url = await shareFromResults(page, id);
      const parent = await stranger(browser);
      await parent.goto(url.replace(/\/r\/([A-Za-z0-9_-]{24})/, "/r/$1/familia"));
      await expect(parent.getByTestId("family-heading")).toBeVisible();
      await parent.getByLabel(t("es", "family.payerName")).fill("Madre Pagadora");
      await parent.getByLabel(t("es", "family.payerEmail")).fill("madre.pagadora@example.org");
      // Both methods are offered, each with its brand marks; the parent picks the card.
      await expect(
        parent.locator('label:has([data-testid=gift-method-paypal]) svg[data-brand="paypal"]'),
      ).toBeVisible();
      await parent.getByTestId("gift-method-banco_popular").check();
      await parent.getByTestId("gift-submit").click();

      await expect(parent).toHaveURL(/\/sandbox\/azul\/PaymentPage/);
      await expect(parent.getByRole("heading", { level: 1 })).toContainText("Sandbox local de Banco Popular");
      // The bank's page returns to the parents' page with the verified outcome, which the page
      // shows and then takes out of the address (a reload does not show it again): the arrival is
      // caught as it happens, not read afterwards.
      await Promise.all([
        parent.waitForURL(/\/r\/[A-Za-z0-9_-]{24}\/familia\?gift=done&lang=es$/),
        parent.getByRole("button", { name: "Aprobar" }).click(),
      ]);
      await expect(parent.getByTestId("gift-success")).toHaveText(t("es", "family.giftDone", { name: "Mateo" }));
      await expect(parent.getByTestId("gift-success")).toBeInViewport();
      await expect(parent.getByTestId("gift-outcome")).toBeFocused();
      await expect(parent).toHaveURL(/\/r\/[A-Za-z0-9_-]{24}\/familia\?lang=es$/);
      const receipt = await emailTo("madre.pagadora@example.org");
      expect(receipt).toContain(serverText("es", "email.gift.subject"));
      expect(receipt).not.toContain("Mateo");
      expect(receipt).not.toContain("/pdf?");
      // The taker's results now show the paid report.
      await page.reload();
      await expect(page.locator("[data-testid^=score-][data-locked=true]")).toHaveCount(0);
      await parent.context().close();
    } finally {
      await updatePaymentConfig(request, previous);
    }
  });

  test("English: a paid report's owner compares careers side by side in the dashboard, at 360 px", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page.request, { name: "Compare Owner", email: uniqueEmail("compare") });
    const id = await seedAssessment(page, "en", "Compare Owner");
    const previous = await updatePaymentConfig(request, { demoEnabled: true });
    try {
      expect((await page.request.post("/api/payment/demo", { data: { assessmentId: id } })).ok()).toBe(true);
    } finally {
      await updatePaymentConfig(request, previous);
    }
    await page.goto("/user-dashboard?lang=en");
    const card = page.getByTestId("user-assessment");
    await card.getByTestId("compare-button").click();
    const columns = card.getByTestId("compare-career");
    await expect(columns).toHaveCount(3);
    await expect(columns.first().getByText(t("en", "compare.where", { place: "Colombia" }))).toBeVisible();
    await expect(columns.first().getByText(t("en", "compare.subjects"))).toBeVisible();
    // Cost, pay and employment: each with its source, or "No data" (DECISIONS 36). A reader in
    // Colombia sees the tuition its programs publish in SNIES where at least three do.
    const compared = (await (await page.request.get(`/api/assessment/${id}/compare?lang=en`)).json()) as {
      careers: { outcomes: { cost: { value: string; source: string | null } } }[];
    };
    const cost = compared.careers[0]!.outcomes.cost;
    expect(cost.value).toMatch(
      new RegExp(
        `${textPattern("en", "outcomes.cell.coCost", { start: true }).source}|^${serverText("en", "outcomes.noData")}$`,
      ),
    );
    await expect(columns.first().getByTestId("compare-cost")).toContainText(cost.value);
    if (cost.source) await expect(columns.first().getByTestId("compare-cost")).toContainText(cost.source);
    await expect(columns.first().getByTestId("compare-pay")).toContainText(textAfter("en", "outcomes.cell.pay"));
    await expect(columns.first().getByTestId("compare-pay")).toContainText(textPattern("en", "outcomes.cell.source"));
    // Two careers: unchecking the third leaves two columns.
    const third = await columns.nth(2).getByRole("heading").innerText();
    await card.getByRole("checkbox", { name: third, exact: true }).uncheck();
    await expect(columns).toHaveCount(2);
    await expectNoHorizontalScroll(page);
  });
});
