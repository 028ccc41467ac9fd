import { expect, test, type Page } from "@playwright/test";
import { answerAll, fillCompletionForm, seedAssessment, submitAssessment } from "./assessment-helpers";
import { newestEmailTo } from "./outbox";
import { signUp, storeSession, uniqueEmail } from "./sign-up";
import { serverText, t } from "./texts";

/**
 * Names with markup in them are text wherever the person's name is shown: the results page and
 * the account dashboards render them literally, create no element from them, and run nothing.
 * An email nobody asked for never carries the name at all: the "Tus resultados" email greets
 * without it. The share page and the parents' page show a name with replacement patterns ($' $`
 * $&), control characters or bidi overrides as the cleaned text, in one document. (The PDF, the
 * emails, the share picture and the admin's and seller's tables: server/src/security/hostile-names.test.ts.)
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
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "results.greeting", { name }));
      await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
      // React wrote it as a text node: the markup is escaped in the page's HTML.
      expect(await page.locator("main").innerHTML()).toContain(
        name.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
      );
      await expectNothingInjected(page);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "results.greeting", { name }));
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
    await expect(page.getByTestId("welcome")).toHaveText(t("es", "acct.d.welcome", { name }));
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
    await page.getByRole("button", { name: t("es", "complete.submit") }).click();
    await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
    const id = /\/results\/([A-Za-z0-9_-]{22})/.exec(page.url())![1]!;
    // The page the taker opened shows the taker's own name...
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("es", "results.greeting", { name }));

    // ...but the email, which anyone could have aimed at this address, carries none of it.
    const mail = await newestEmailTo(email, id);
    expect(mail.subject).toBe(serverText("es", "email.results.subject"));
    expect(mail.text).toContain(serverText("es", "email.greetingPlain"));
    for (const piece of ["Zorblax", "USD 499", "evil.example", "aprobado"])
      expect(`${mail.subject}\n${mail.text}`).not.toContain(piece);
    expect(mail.text).toContain(serverText("es", "email.results.button"));
  });
});

test.describe("a hostile name on the share page is just a name", () => {
  const SHARED = [
    { typed: "Ana$'Bo$`Cy$& Pérez", first: "Ana$'Bo$`Cy$&" },
    { typed: "<script>alert(1)</script> Pérez", first: "<script>alert(1)</script>" },
    { typed: "Zo\u0007e\u001b\u202e Ruiz\u2069", first: "Zoe" },
    { typed: "\u200fمريم Ana", first: "\u200fمريم" },
  ];
  for (const { typed, first } of SHARED) {
    test(`shared by ${JSON.stringify(typed)}`, async ({ page, browser }) => {
      const { assessmentId, claimSecret } = await submitAssessment(page, "es", typed);
      const shared = await page.request.post(`/api/assessment/${assessmentId}/share`, {
        headers: { "X-Claim-Secret": claimSecret },
        data: { lang: "es" },
      });
      expect(shared.status()).toBe(201);
      const { shareId } = (await shared.json()) as { shareId: string };

      // A stranger's browser, as a chat's link preview opens it.
      const visitor = await (await browser.newContext()).newPage();
      const dialogs = watchDialogs(visitor);
      for (const path of [`/r/${shareId}`, `/r/${shareId}/familia`]) {
        const response = await visitor.goto(path);
        expect(response!.status()).toBe(200);
        const html = await response!.text();
        // One document: no replacement pattern copied a part of the page into itself.
        expect(html.split("<body").length - 1).toBe(1);
        expect(html.split("</head>").length - 1).toBe(1);
        expect(html).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
        const ogTitle = await visitor.locator('meta[property="og:title"]').getAttribute("content");
        expect(ogTitle).toContain(first);
        if (path.endsWith("familia"))
          await expect(visitor.getByTestId("family-heading")).toHaveText(t("es", "family.heading", { name: first }));
        else await expect(visitor.getByTestId("share-heading")).toHaveText(t("es", "share.heading", { name: first }));
        await expectNothingInjected(visitor);
      }
      const picture = await visitor.request.get(`/api/share/${shareId}/image.png`);
      expect(picture.status()).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/png");
      expect(dialogs).toEqual([]);
    });
  }
});
