import { describe, expect, it } from "vitest";
import { catalog, translate } from "./catalog";

describe("message catalog", () => {
  const es = Object.keys(catalog.es).sort();
  const en = Object.keys(catalog.en).sort();

  it("has every key in both languages", () => {
    expect(es.filter((key) => !(key in catalog.en))).toEqual([]);
    expect(en.filter((key) => !(key in catalog.es))).toEqual([]);
  });

  it("has no empty message", () => {
    for (const lang of ["es", "en"] as const) {
      const empty = Object.entries(catalog[lang]).filter(([, value]) => value.trim() === "");
      expect(empty, lang).toEqual([]);
    }
  });

  it("uses the same placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const mismatched = es.filter(
      (key) =>
        JSON.stringify(placeholders(catalog.es[key as keyof typeof catalog.es])) !==
        JSON.stringify(placeholders(catalog.en[key as keyof typeof catalog.en])),
    );
    expect(mismatched).toEqual([]);
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate("es", "footer.rights", { year: 2026, company: "QuéEstudiar" })).toBe(
      "© 2026 QuéEstudiar. Todos los derechos reservados.",
    );
    expect(translate("en", "footer.rights", { year: 2026 })).toBe("© 2026 {company}. All rights reserved.");
  });
});
