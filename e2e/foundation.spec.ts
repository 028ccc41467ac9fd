import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./fixtures";
import { serverText, t } from "./texts";

test.describe("landing page", () => {
  test("when a visitor opens /, then the landing page is in Spanish with the configured price", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "landing.hero.title"));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const cta = page.getByTestId("hero-cta");
    await expect(cta).toHaveText(t("es", "landing.hero.cta"));
    await expect(cta).toHaveAttribute("href", "/assessment?lang=es");
    // Four feature cards, three steps, pricing, stats, payment methods, footer with policy links.
    await expect(page.locator("#features-title + p + div > article")).toHaveCount(4);
    await expect(page.locator("ol > li")).toHaveCount(3);
    const pricing = page.getByTestId("pricing-card");
    await expect(pricing.getByTestId("original-price")).toHaveText("$59.99 USD");
    await expect(pricing.getByTestId("current-price")).toHaveText("$19.99 USD");
    await expect(pricing.getByTestId("discount-badge")).toHaveText("-67%");
    await expect(pricing).toContainText("RD$ 1,199.40");
    // The figures band counts the product's own content: no unsourced users, rating or satisfaction (DECISIONS 36).
    await expect(page.getByText(t("es", "landing.stats.careersLabel"))).toBeVisible();
    await expect(page.locator("main")).not.toContainText("15,000+");
    await expect(page.getByText(t("es", "landing.payments.visaSecure"), { exact: true })).toBeVisible();
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: t("es", "footer.refund") })).toHaveAttribute(
      "href",
      "/politicas-reembolso",
    );
    await expect(footer.getByRole("link", { name: t("es", "footer.privacy") })).toHaveAttribute(
      "href",
      "/politicas-privacidad",
    );
    await expect(footer.getByRole("link", { name: t("es", "footer.security") })).toHaveAttribute(
      "href",
      "/politicas-seguridad",
    );
    await expect(footer).toContainText("soporte@queestudiar.com");
    await expect(footer).toContainText("Lunes a viernes, 8:00 a. m. - 6:00 p. m. (GMT-4)");
    await expect(footer).toContainText("O*NET");
  });

  test("when a visitor opens /?lang=en, then the landing page is in English", async ({ page }) => {
    await page.goto("/?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "landing.hero.title"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("hero-cta")).toHaveAttribute("href", "/assessment?lang=en");
    await expect(page.getByTestId("hero-cta")).toHaveText(t("en", "landing.hero.cta"));
    await expect(page.locator("footer")).toContainText("Monday to Friday, 8AM - 6PM (GMT-4)");
  });

  test("when the visitor switches to EN, then the choice survives a reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "landing.hero.title"));
    // the HTML is there before the app: the configured price shows once the app runs
    await expect(page.getByTestId("current-price")).toBeVisible();
    await page.getByTestId("language-toggle").getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "landing.hero.title"));
    expect(await page.evaluate(() => localStorage.getItem("app-language"))).toBe("en");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("en", "landing.hero.title"));
    await page.getByTestId("language-toggle").getByRole("button", { name: "Español" }).click();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "landing.hero.title"));
  });

  test("the landing page has no serious or critical accessibility violation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("current-price")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("on a 360-px phone the landing page fits without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(page.getByTestId("hero-cta")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("policy pages", () => {
  const pages = [
    { path: "/politicas-reembolso", es: t("es", "policy.refund.title"), fact: "24 horas" },
    { path: "/politicas-privacidad", es: t("es", "policy.privacy.title"), fact: "soporte@queestudiar.com" },
    { path: "/politicas-seguridad", es: t("es", "policy.security.title"), fact: "30 días" },
    { path: "/terms", es: t("es", "terms.title"), fact: "3 a 5 días hábiles" },
  ];
  for (const policy of pages) {
    test(`${policy.path} shows its text and a link back home`, async ({ page }) => {
      await page.goto(policy.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.es);
      await expect(page.locator("main")).toContainText(policy.fact);
      await page
        .locator("main")
        .getByRole("link", { name: t("es", "policy.back") })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "landing.hero.title"));
    });
  }

  test("a link at the bottom of a page opens the next page at its top, on a phone and on a desktop", async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    const toBottom = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await scrollY()).toBeGreaterThan(300);
    };
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const footer = page.getByRole("navigation", { name: t("es", "footer.policies") });
      await toBottom();
      await footer.getByRole("link", { name: t("es", "footer.privacy") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "policy.privacy.title"));
      await expect.poll(scrollY).toBe(0);
      // from one policy to the next, read to its end
      await toBottom();
      await footer.getByRole("link", { name: t("es", "footer.refund") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "policy.refund.title"));
      await expect.poll(scrollY).toBe(0);
      await toBottom();
      await page
        .locator("main")
        .getByRole("link", { name: t("es", "policy.back") })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "landing.hero.title"));
      await expect.poll(scrollY).toBe(0);
    }
  });

  test("the refund policy states the policy facts with the configured prices", async ({ page }) => {
    await page.goto("/politicas-reembolso?lang=en");
    const main = page.locator("main");
    await expect(main).toContainText("within 24 hours of your purchase");
    await expect(main).toContainText("3 to 5 business days");
    await expect(main).toContainText("at most 5 minutes");
    await expect(main).toContainText("valid for 30 days");
    await expect(main).toContainText("$19.99 USD is RD$ 1,199.40");
  });
});

test.describe("not found", () => {
  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "notFound.title"));
    await page
      .getByRole("link", { name: t("es", "notFound.cta") })
      .last()
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown /api path is a JSON 404 and health is ok", async ({ request }) => {
    const missing = await request.get("/api/nope");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual(expect.objectContaining({ message: serverText("es", "api.notFound") }));
    const health = await request.get("/api/health");
    expect(await health.json()).toEqual({ ok: true, db: true });
  });
});

test.describe("installable app", () => {
  test.use({ serviceWorkers: "allow" });
  test("serves a web manifest with icons and registers a service worker", async ({ page, request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
    await page.goto("/");
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return Boolean(registration.active);
    });
    expect(registered).toBe(true);
  });

  test("the install banner appears when the browser offers installation, hides after a choice, and stays silent for 30 days after 'Ahora no'", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("hero-cta")).toBeVisible();
    // the HTML is there before the app: the configured price shows once the app runs
    await expect(page.getByTestId("current-price")).toBeVisible();
    await expect(page.getByTestId("install-banner")).toHaveCount(0);

    const fire = (outcome: "accepted" | "dismissed") =>
      page.evaluate((choice) => {
        const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & Record<string, unknown>;
        (window as unknown as Record<string, number>).__prompts = 0;
        event.prompt = () => {
          (window as unknown as Record<string, number>).__prompts! += 1;
          return Promise.resolve();
        };
        event.userChoice = Promise.resolve({ outcome: choice, platform: "web" });
        window.dispatchEvent(event);
      }, outcome);

    await fire("dismissed");
    const banner = page.getByTestId("install-banner");
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: t("es", "install.accept") })).toBeVisible();
    await banner.getByRole("button", { name: t("es", "install.dismiss") }).click();
    await expect(banner).toHaveCount(0);

    // "Ahora no" silences it for 30 days: the browser's next offer shows nothing...
    await fire("dismissed");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await expect(banner).toHaveCount(0);
    // ...until 30 days have passed.
    await page.evaluate(() =>
      window.localStorage.setItem("install-banner-dismissed-at", String(Date.now() - 31 * 24 * 60 * 60 * 1000)),
    );
    await fire("accepted");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: t("es", "install.accept") }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as Record<string, number>).__prompts)).toBe(1);
  });
});
