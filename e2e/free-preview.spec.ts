import { expect, test } from "@playwright/test";
import { seedAssessment } from "./assessment-helpers";
import { setSavedLanguage } from "./fixtures";
import { t } from "./texts";

/** Issue #32, item 6: the free preview explains both types it names and says what the report adds. */
for (const [lang, viewport] of [
  ["es", { width: 360, height: 740 }],
  ["en", { width: 1280, height: 800 }],
] as const) {
  test(`${lang}: the preview explains the primary and the secondary type, and what the report adds (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await setSavedLanguage(page, lang);
    await seedAssessment(page, lang, lang === "es" ? "Inés Vista" : "Ines View");
    const primary = (await page.getByTestId("primary-type").textContent())!.trim();
    const secondary = (await page.getByTestId("secondary-type").textContent())!.trim();
    await expect(page.getByTestId("primary-description")).toContainText(
      t(lang, "results.typeExplained", { name: primary }),
    );
    await expect(page.getByTestId("secondary-description")).toContainText(
      t(lang, "results.typeExplained", { name: secondary }),
    );
    const secondaryText = (await page.getByTestId("secondary-description").textContent())!;
    expect(secondaryText.length).toBeGreaterThan(secondary.length + 40);
    await expect(page.getByTestId("preview-banner")).toContainText(t(lang, "results.previewBody"));
  });
}
