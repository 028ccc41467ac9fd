import { describe, expect, it } from "vitest";
import { outcomeNote } from "./outcomes.model";

describe("what the product says about pay and employment in the reader's country (DECISIONS 36)", () => {
  it("says plainly that the Dominican Republic publishes no official figures, in both languages, with no link", () => {
    const es = outcomeNote("DO", "es");
    expect(es.title).toBe("Pago y empleo");
    expect(es.text).toMatch(/^No hay cifras oficiales publicadas para República Dominicana\./);
    expect(es.portal).toBeNull();
    const en = outcomeNote("DO", "en");
    expect(en.title).toBe("Pay and employment");
    expect(en.text).toMatch(/^There are no official published figures for the Dominican Republic\./);
  });

  it("sends a Chilean reader to mifuturo.cl, whose licence keeps its figures out of a paid report", () => {
    const note = outcomeNote("CL", "es");
    expect(note.text).toContain("No hay cifras oficiales publicadas para Chile que podamos reproducir");
    expect(note.text).toContain("condiciones de uso");
    expect(note.portal).toEqual({
      label: expect.stringContaining("Mi Futuro") as string,
      url: "https://www.mifuturo.cl",
    });
    expect(outcomeNote("CL", "en").text).toContain("terms of use do not allow it");
  });

  it("points Colombian, Mexican, Peruvian and Spanish readers to their country's portal", () => {
    expect(outcomeNote("CO", "es").portal?.url).toBe("https://ole.mineducacion.gov.co/portal/");
    expect(outcomeNote("MX", "es").portal?.url).toBe("https://comparacarreras.org");
    expect(outcomeNote("PE", "en").portal?.url).toBe("https://www.ponteencarrera.pe");
    expect(outcomeNote("ES", "es").portal?.label).toContain("QEDU");
    expect(outcomeNote("CO", "es").text).toContain("Colombia");
  });

  it("claims nothing about a country it has not researched", () => {
    expect(outcomeNote("AR", "es")).toMatchObject({
      text: "No tenemos cifras oficiales de pago ni de empleo para Argentina.",
      portal: null,
    });
    expect(outcomeNote("OTHER", "en").text).toBe("We have no official pay or employment figures for your country.");
  });
});
