import { describe, expect, it } from "vitest";
import { catalog } from "./i18n/catalog";
import { CHECKOUT_METHODS, CHECKOUT_PROVIDERS } from "./checkout-providers";

describe("the list of checkout providers", () => {
  it("names each provider once inside the product and once at the API", () => {
    expect(new Set(CHECKOUT_PROVIDERS.map((p) => p.id)).size).toBe(CHECKOUT_PROVIDERS.length);
    expect(new Set(CHECKOUT_METHODS).size).toBe(CHECKOUT_PROVIDERS.length);
  });

  // The texts looked up by the method's name (not checked by the compiler): the account's payment history, the
  // admin's payment list and filter, the receipt email. A provider added to the list without them would show a key.
  it.each(CHECKOUT_METHODS)("%s has the texts named after it, in Spanish and in English", (method) => {
    for (const lang of ["es", "en"] as const) {
      const texts: Record<string, string> = catalog[lang];
      for (const key of [`acct.method.${method}`, `adminPanel.payments.provider.${method}`, `email.method.${method}`])
        expect(texts[key], `${lang}: ${key}`).toBeTruthy();
    }
  });
});
