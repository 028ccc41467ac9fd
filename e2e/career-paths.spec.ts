import { clearResponses } from "./assessment-helpers";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { updatePaymentConfig } from "./admin-api";
import { expectNoSeriousA11yViolations } from "./fixtures";
import { signUp, storeSession, type SignedUp } from "./sign-up";
import { t, textPattern } from "./texts";

let counter = 0;
/** A distinct client address per call, so the per-IP rate limits of register and submit never trip. */
const clientIp = () => {
  counter += 1;
  return `203.0.113.${(Math.floor(Date.now() / 1000) + counter * 7) % 250}`;
};

/** Registers through the API on the page's own context (its cookie signs the browser in) and stores token and user like the app does. */
async function registerOnPage(page: Page, name = "Explorer Person"): Promise<SignedUp> {
  const signedUp = await signUp(page.request, { name, country: "DO", ip: clientIp() });
  await storeSession(page.context(), signedUp.token, signedUp.user);
  return signedUp;
}

/** Submits a complete assessment with the user's Bearer token, so it belongs to that account. */
async function submitAssessment(request: APIRequestContext, token: string, liked = 0, disliked = 1): Promise<string> {
  const sets = (await (await request.get("/api/assessment/questions")).json()) as {
    id: number;
    activities: { id: string }[];
  }[];
  const responses = clearResponses(sets, liked, disliked);
  const res = await request.post("/api/assessment/submit", {
    headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": clientIp() },
    data: {
      fullName: "Explorer Person",
      email: `owner.${Date.now()}@example.com`,
      age: "19-24",
      education: "universitario",
      country: "DO",
      isPrepaid: false,
      responses,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { assessmentId: string }).assessmentId;
}

/** Buys the report through the demo payment, with demo switched on only for the call. */
async function payWithDemo(request: APIRequestContext, assessmentId: string): Promise<void> {
  const previous = await updatePaymentConfig(request, { demoEnabled: true });
  try {
    const res = await request.post("/api/payment/demo", { data: { assessmentId, method: "demo" } });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await updatePaymentConfig(request, previous);
  }
}

const tree = (page: Page) => page.getByTestId("career-tree");
const nodesAt = (page: Page, level: number) => tree(page).locator(`[role=treeitem][data-level="${level}"]`);

test.describe("career-path explorer", () => {
  test("signed out, it asks to sign in", async ({ page }) => {
    await page.goto("/career-paths");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "careerPaths.authTitle"));
    await expect(page.getByRole("main").getByRole("link", { name: t("es", "careerPaths.signIn") })).toHaveAttribute(
      "href",
      "/user-login",
    );
  });

  test("a free account sees levels 1-2, the upgrade prompt and no salary, at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await registerOnPage(page);
    await page.goto("/career-paths");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "careerPaths.title"));
    await expect(page.getByTestId("nav-dashboard")).toHaveAttribute("href", "/dashboard");
    await expect(page.getByTestId("nav-new-test")).toHaveAttribute("href", "/assessment?lang=es");

    await expect(page.getByTestId("primary-R")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("secondary-I")).toHaveAttribute("aria-pressed", "true");
    const prompt = page.getByTestId("upgrade-prompt");
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("link", { name: t("es", "careerPaths.upgradeCta") })).toHaveAttribute(
      "href",
      "/subscription",
    );

    await expect(nodesAt(page, 1)).toHaveCount(1);
    expect(await nodesAt(page, 2).count()).toBeGreaterThan(0);
    await expect(tree(page).locator('[role=treeitem][data-level="3"], [role=treeitem][data-level="4"]')).toHaveCount(0);
    await expect(tree(page).getByTestId("locked-children").first()).toBeVisible();
    await expect(page.getByTestId("detail-locked")).toBeVisible();
    await expect(page.getByTestId("node-salary")).toHaveCount(0);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("it opens on the person's own Holland code: an I-A person starts on the Investigative track", async ({
    page,
  }) => {
    const { token } = await registerOnPage(page, "Isabel Investiga");
    // likes Investigative activities most, then Artistic ones
    await submitAssessment(page.request, token, 1, 5);
    await page.goto("/career-paths");
    const code = ((await page.getByTestId("user-code").innerText()).match(/[RIASEC]{3}/) ?? [""])[0];
    expect(code.slice(0, 2)).toBe("IA");
    await expect(page.getByTestId("primary-I")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("primary-R")).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("track-title")).toHaveText(/^Ruta Investigativa/);
    // the rest of the code are the secondary types
    await expect(page.getByTestId("secondary-A")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId(`secondary-${code[2]}`)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("secondary-R")).toHaveAttribute("aria-pressed", code[2] === "R" ? "true" : "false");
    // another type is still one tap away
    await page.getByTestId("primary-S").click();
    await expect(page.getByTestId("primary-S")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("secondary-S")).toBeDisabled();
  });

  test("the tree works with the keyboard and the type toggles change the track", async ({ page }) => {
    await registerOnPage(page);
    await page.goto("/career-paths?lang=en");
    const root = nodesAt(page, 1);
    await expect(root).toHaveAttribute("aria-expanded", "true");
    await root.focus();
    await page.keyboard.press("ArrowDown");
    const firstLevel2 = nodesAt(page, 2).first();
    await expect(firstLevel2).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(firstLevel2).toHaveAttribute("aria-selected", "true");
    const title = await firstLevel2.getByTestId("node-title").first().innerText();
    await expect(page.getByTestId("node-detail").getByRole("heading", { level: 2 })).toHaveText(title);
    await page.keyboard.press("ArrowLeft");
    await expect(root).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(root).toHaveAttribute("aria-expanded", "false");
    await expect(nodesAt(page, 2)).toHaveCount(0);
    await page.keyboard.press("ArrowRight");
    await expect(root).toHaveAttribute("aria-expanded", "true");
    expect(await nodesAt(page, 2).count()).toBeGreaterThan(0);

    await page.getByTestId("primary-I").click();
    await expect(page.getByTestId("primary-I")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("secondary-I")).toBeDisabled();
    await expect(page.getByTestId("track-title")).toHaveText(/^Investigative track/);
  });

  test("a Premium account (a report bought through the demo) sees levels 3-4, and no unsourced pay figure", async ({
    page,
    request,
  }) => {
    const { token } = await registerOnPage(page, "Premium Explorer");
    const assessmentId = await submitAssessment(request, token);
    await payWithDemo(request, assessmentId);

    await page.goto("/career-paths");
    await expect(page.getByTestId("premium-badge")).toBeVisible();
    await expect(page.getByTestId("upgrade-prompt")).toHaveCount(0);
    await expect(page.getByTestId("user-code")).toContainText(
      textPattern("es", "careerPaths.yourCode", { params: { code: /[RIASEC]{3}/ } }),
    );

    // Keyboard: down to the first level-2 step, Right opens it.
    await nodesAt(page, 1).focus();
    await page.keyboard.press("ArrowDown");
    const firstLevel2 = nodesAt(page, 2).first();
    await expect(firstLevel2).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowRight");
    await expect(firstLevel2).toHaveAttribute("aria-expanded", "true");
    expect(await nodesAt(page, 3).count()).toBeGreaterThan(0);
    await page.keyboard.press("ArrowRight");
    await expect(nodesAt(page, 3).first()).toBeFocused();

    await page.getByTestId("expand-all").click();
    expect(await nodesAt(page, 4).count()).toBeGreaterThan(0);
    await nodesAt(page, 4).first().locator(".node-card").click();
    await expect(nodesAt(page, 4).first()).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("node-detail")).not.toContainText("USD");
    await expect(page.getByTestId("detail-locked")).toHaveCount(0);

    await page.goto("/subscription");
    await expect(page.getByTestId("already-premium")).toContainText(t("es", "subscription.alreadyPremium"));
    // the page speaks of the account's state, and offers neither the free start nor an upgrade it already has
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "subscription.premiumTitle"));
    await expect(page).toHaveTitle(textPattern("es", "subscription.premiumPageTitle", { start: true }));
    await expect(page.getByTestId("plan-premium").getByTestId("current-plan")).toBeVisible();
    await expect(page.getByTestId("plan-free").getByTestId("current-plan")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(t("es", "subscription.ctaUpgrade"));
    await expect(page.locator("main")).not.toContainText(t("es", "subscription.ctaFree"));
    await page.goto("/subscription?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "subscription.premiumTitle"));
    await expect(page.locator("main")).not.toContainText(t("en", "subscription.ctaUpgrade"));
    await expect(page.locator("main")).not.toContainText(t("en", "subscription.ctaFree"));
  });
});

test.describe("Premium page", () => {
  test("signed out, it compares Free and Premium with the configured price and leads to the test", async ({ page }) => {
    await page.goto("/subscription");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "subscription.title"));
    await expect(page.getByTestId("plan-free")).toContainText(t("es", "subscription.feature.explorerBasic"));
    await expect(page.getByTestId("plan-premium")).toContainText(t("es", "subscription.feature.report"));
    await expect(page.getByTestId("plan-premium")).toContainText(t("es", "subscription.feature.explorerFull"));
    await expect(page.getByTestId("current-price")).toHaveText("$19.99 USD");
    await expect(page.getByTestId("original-price")).toHaveText("$59.99 USD");
    await expect(page.getByTestId("discount-badge")).toHaveText("-67%");
    await expect(page.getByText("/month")).toHaveCount(0);
    await expect(page.getByTestId("upgrade-cta")).toHaveText(t("es", "subscription.ctaTest"));
    await expect(page.getByTestId("upgrade-cta")).toHaveAttribute("href", "/assessment?lang=es");
    await expect(page.getByTestId("start-free")).toHaveText(t("es", "subscription.ctaFree"));
    await expectNoSeriousA11yViolations(page);
  });

  test("signed in with an assessment, 'Upgrade to Premium' leads to buying its report", async ({ page }) => {
    const { token } = await registerOnPage(page);
    const assessmentId = await submitAssessment(page.request, token);
    await page.addInitScript((id) => window.localStorage.setItem("last-assessment", id), assessmentId);
    await page.goto("/subscription?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "subscription.title"));
    await expect(page.getByTestId("current-plan")).toBeVisible();
    const cta = page.getByTestId("upgrade-cta");
    await expect(cta).toHaveText(t("en", "subscription.ctaUpgrade"));
    await expect(cta).toHaveAttribute("href", `/payment-selection?assessment=${assessmentId}&lang=en`);
    // the free plan is already theirs: no "start for free"
    await expect(page.getByTestId("plan-free").getByTestId("current-plan")).toBeVisible();
    await expect(page.locator("main")).not.toContainText(t("en", "subscription.ctaFree"));
  });
});
