import { describe, expect, it } from "vitest";
import { catalog } from "./catalog";

/**
 * Each language in its own words: no English left in the Spanish texts ("Dashboard" in the menu),
 * and no payment jargon a buyer would not understand ("Sandbox local"). The admin's own settings
 * may name PayPal's sandbox: that is the name of PayPal's test service, and only the admin reads it.
 */
describe("words a reader understands", () => {
  const ENGLISH_IN_SPANISH =
    /\b(dashboard|checkout|log ?in|log ?out|sign ?in|sign ?up|password|download|upload|settings|feedback|click|submit|loading)\b/i;

  it("when a Spanish text is shown, then it has no English word a Spanish one exists for", () => {
    const english = Object.entries(catalog.es)
      .filter(([, text]) => ENGLISH_IN_SPANISH.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(english).toEqual([]);
  });

  it("when a buyer reads a text, then it never says 'sandbox', in either language", () => {
    const adminOnly = (key: string) => /^(admin|adminPanel)\./.test(key);
    for (const lang of ["es", "en"] as const) {
      const jargon = Object.entries(catalog[lang])
        .filter(([key, text]) => !adminOnly(key) && /sandbox/i.test(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(jargon, lang).toEqual([]);
    }
  });
});
