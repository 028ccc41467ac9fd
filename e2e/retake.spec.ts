import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin, updatePaymentConfig } from "./admin-api";
import { ageSignedInTests, seedAssessment, submitAssessment, clearResponses } from "./assessment-helpers";
import { expectNoSeriousA11yViolations, setSavedLanguage } from "./fixtures";
import { nextClientIp, signUp, TEST_PASSWORD, uniqueEmail } from "./sign-up";
import { t, textBefore, textPattern, type Lang } from "./texts";

const DAY = 24 * 60 * 60 * 1000;

interface RetakeStatus {
  canRetakeNow: boolean;
  canRetakeAt: string | null;
  latest: { id: string; hollandCode: string; scores: Record<string, number> } | null;
  previous: { id: string; hollandCode: string; scores: Record<string, number> } | null;
  changes: { type: string }[];
}

/** A complete submission through the API from the browser's context (so, as the signed-in user). */
async function submitThroughApi(page: Page, lang: "es" | "en", name: string) {
  const sets = (await (await page.request.get("/api/assessment/questions")).json()) as {
    id: number;
    activities: { id: string }[];
  }[];
  return page.request.post(`/api/assessment/submit?lang=${lang}`, {
    data: {
      fullName: name,
      email: uniqueEmail("retake"),
      age: "19-24",
      education: "universitario",
      country: "CO",
      isPrepaid: false,
      responses: clearResponses(sets, 3, 0),
      lang,
      consent: true,
    },
    headers: { "X-Forwarded-For": nextClientIp() },
  });
}

const retakeStatus = async (page: Page) => (await (await page.request.get("/api/user/retake")).json()) as RetakeStatus;

/** The retake's words in `lang`; the date's own format stays a pattern of its own. */
function textIn(lang: Lang) {
  return {
    availableOn: textBefore(lang, "retake.availableOn"),
    button: t(lang, "retake.button"),
    title: t(lang, "retake.title"),
    moved: (from: string, to: string) => t(lang, "retake.codeMoved", { from, to }),
    same: (code: string) => t(lang, "retake.codeSame", { code }),
    retakeLine: t(lang, "retake.discountApplied", { percent: 50 }),
    tooSoon: textPattern(lang, "retake.tooSoon", {
      params: { date: lang === "es" ? /\d+ de \p{L}+ de \d{4}/u : /\p{L}+ \d+, \d{4}/u },
      flags: "u",
    }),
  };
}

const TEXT = { es: textIn("es"), en: textIn("en") };

for (const lang of ["es", "en"] as const) {
  test(`${lang}: after 30 days a signed-in user retakes the test, sees both hexagons, how the code moved and the reduced report price`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const name = lang === "es" ? "Lucía Repite" : "Lucy Retake";
    await setSavedLanguage(page, lang);
    await signUp(page.request, { name });

    // The first test, its report paid (demo).
    const first = await seedAssessment(page, lang, name);
    const previousConfig = await updatePaymentConfig(request, { demoEnabled: true });
    try {
      const paid = await page.request.post("/api/payment/demo", { data: { assessmentId: first, method: "demo" } });
      expect(paid.ok()).toBe(true);
    } finally {
      await updatePaymentConfig(request, previousConfig);
    }

    // Within 30 days: the dashboard gives the date, and the server refuses a new test.
    await page.goto(`/user-dashboard?lang=${lang}`);
    await expect(page.getByTestId("retake-date")).toContainText(text.availableOn);
    await expect(page.getByRole("link", { name: text.button })).toHaveCount(0);
    await expect(page.getByTestId("retake-comparison")).toHaveCount(0);

    // 31 days later: the server's side (the first test is now 31 days old) and the browser's clock.
    await ageSignedInTests(page, 31);
    await page.clock.install({ time: new Date(Date.now() + 31 * DAY) });

    await page.goto(`/user-dashboard?lang=${lang}`);
    const retake = page.getByRole("link", { name: text.button });
    await expect(retake).toBeVisible();
    await expect(page.getByTestId("retake-date")).toHaveCount(0);
    // keyboard: the link is reachable and opens the test
    await retake.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/assessment/);

    await expect(page.getByTestId("question-counter")).toBeVisible();
    // The answers themselves are the test page's own spec (assessment.spec.ts); here they go in through the
    // API from this browser, as the signed-in user.
    const submitted = await submitThroughApi(page, lang, name);
    expect(submitted.status(), await submitted.text()).toBe(201);
    const second = ((await submitted.json()) as { assessmentId: string }).assessmentId;

    // The newer test's report costs half (server price), and the page says why.
    await page.goto(`/payment-selection?assessment=${second}&lang=${lang}`);
    const paypal = page.getByTestId("method-paypal");
    await expect(paypal.getByTestId("price")).toHaveText("$10.00 USD");
    await expect(paypal.getByTestId("price-retake")).toHaveText(text.retakeLine);

    // The dashboard, on a 360-px phone: both hexagons stacked, the code's move in words, the date of the next retake.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/user-dashboard?lang=${lang}`);
    const status = await retakeStatus(page);
    expect(status.latest?.id).toBe(second);
    expect(status.previous?.id).toBe(first);
    const comparison = page.getByTestId("retake-comparison");
    await expect(comparison.getByRole("heading", { name: text.title })).toBeVisible();
    // the paid first test shows its whole code; the unpaid new one, its preview's two letters and the locked dot
    const from = status.previous!.hollandCode;
    expect(from).toMatch(/^[RIASEC]{3}$/);
    const to = `${status.latest!.hollandCode}·`;
    expect(to).toMatch(/^[RIASEC]{2}·$/);
    await expect(comparison.getByTestId("code-movement")).toHaveText(
      from === to ? text.same(to) : text.moved(from, to),
    );
    const previousChart = comparison.getByTestId("previous-hexagon");
    const latestChart = comparison.getByTestId("latest-hexagon");
    await expect(previousChart.getByRole("img")).toHaveAttribute("aria-label", new RegExp(from));
    await expect(latestChart.getByRole("img")).toHaveAttribute("aria-label", new RegExp(to));
    // the unpaid test's four locked scores never reach the page: only the types both tests show have a move
    expect(Object.keys(status.latest!.scores)).toHaveLength(2);
    expect(status.changes.map((change) => change.type).sort()).toEqual(
      Object.keys(status.previous!.scores)
        .filter((type) => type in status.latest!.scores)
        .sort(),
    );
    await expect(comparison.getByTestId("type-changes").getByRole("listitem")).toHaveCount(2);
    await expect(comparison.getByTestId("retake-locked-note")).toBeVisible();
    const [a, b] = [await previousChart.boundingBox(), await latestChart.boundingBox()];
    expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByTestId("retake-date")).toContainText(text.availableOn);
    await expectNoSeriousA11yViolations(page);

    // And the server refuses a third test now, saying when, in the page's language.
    expect(status.canRetakeNow).toBe(false);
    const refused = await submitThroughApi(page, lang, name);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(text.tooSoon);
  });
}

test("a test claimed into the account, not taken in it, is shown the full price: the retake discount cannot be farmed", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = "Paula Reclama";
  await setSavedLanguage(page, "es");
  const account = await signUp(page.request, { name });

  // A paid report, more than 30 days ago.
  const first = await seedAssessment(page, "es", name);
  const previousConfig = await updatePaymentConfig(request, { demoEnabled: true });
  try {
    const paid = await page.request.post("/api/payment/demo", { data: { assessmentId: first, method: "demo" } });
    expect(paid.ok()).toBe(true);
  } finally {
    await updatePaymentConfig(request, previousConfig);
  }
  await ageSignedInTests(page, 31);

  // A test taken without the account (another browser), then claimed into it at sign-in with its secret.
  const other = await (await browser.newContext()).newPage();
  const { assessmentId: claimed, claimSecret } = await submitAssessment(other, "es", name);
  await other.context().close();
  const signedIn = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: TEST_PASSWORD, claimAssessmentId: claimed, claimSecret },
    headers: { "X-Forwarded-For": nextClientIp() },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  expect((await (await page.request.get(`/api/assessment/${claimed}`)).json()).belongsToAccount).toBe(true);

  // The payment page quotes the full price, with no retake line.
  await page.goto(`/payment-selection?assessment=${claimed}&lang=es`);
  const paypal = page.getByTestId("method-paypal");
  await expect(paypal.getByTestId("price")).toHaveText("$19.99 USD");
  await expect(paypal.getByTestId("price-retake")).toHaveCount(0);
});

test("the admin sets the retake discount in the pricing tab (default 50 %, 0-100), in Spanish and English", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  try {
    await page.goto("/admin?lang=es");
    const field = page.getByLabel(t("es", "adminPanel.pricing.retakeDiscount"));
    await expect(field).toHaveValue("50");
    await expect(page.getByTestId("preview-retake")).toHaveText(
      t("es", "adminPanel.pricing.retakePreview", { amount: "$10.00 USD" }),
    );
    await field.fill("101");
    await page.getByTestId("save-config").click();
    await expect(page.getByText(t("es", "admin.retakePercent"))).toBeVisible();
    await field.fill("30");
    await expect(page.getByTestId("preview-retake")).toHaveText(
      t("es", "adminPanel.pricing.retakePreview", { amount: "$13.99 USD" }),
    );
    await page.getByTestId("save-config").click();
    await expect(page.getByTestId("save-bar")).toContainText(t("es", "adminPanel.allSaved"));

    await page.goto("/admin?lang=en");
    const english = page.getByLabel(t("en", "adminPanel.pricing.retakeDiscount"));
    await expect(english).toHaveValue("30");
    await expect(page.getByTestId("preview-retake")).toHaveText(
      t("en", "adminPanel.pricing.retakePreview", { amount: "$13.99 USD" }),
    );
    await english.fill("-5");
    await page.getByTestId("save-config").click();
    await expect(page.getByText(t("en", "admin.retakePercent"))).toBeVisible();
  } finally {
    await updatePaymentConfig(request, { retakeDiscountPercent: 50 });
  }
});
