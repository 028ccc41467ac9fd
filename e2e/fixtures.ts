import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core on the page (every rule) and fails on any serious or critical violation. It waits
 * for running CSS transitions to end first (a button changing variant is mid-way between two
 * colour pairs for 150 ms); endless ones, such as a spinner, do not count. Only violations are
 * collected in full (`resultTypes`): the same rules run and report the same violations, with
 * less work per check.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary ?? ""})`).join(", ")}`,
    );
  expect(serious, `${page.url()}\n${serious.join("\n")}`).toEqual([]);
}

/** Starts a page with a clean storage state and a given saved language, if any. */
export async function setSavedLanguage(page: Page, lang: "es" | "en"): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem("app-language", value), lang);
}

/** Remembers the page's first heading as it arrived in the HTML (call before `goto`). */
export async function rememberArrivedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { arrivedHeading: Element | null }).arrivedHeading = document.querySelector("h1");
    });
  });
}

/** The app hydrated the page that arrived: its first heading is the very element of the HTML. */
export async function expectArrivedHeadingKept(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => {
      const arrived = (window as unknown as { arrivedHeading: Element | null }).arrivedHeading;
      return arrived !== null && arrived === document.querySelector("h1");
    }),
  ).toBe(true);
}

/** Every console error and uncaught page error from now on (a hydration mismatch is one of them). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
