import { describe, expect, it } from "vitest";
import { careerFigures, outcomeNote } from "./outcomes.model";

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
    expect(note.text).toContain("No hay cifras oficiales publicadas para Chile que podamos reproducir aquí");
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

describe("a career's published figures (BLS OEWS, May 2023)", () => {
  it("are the United States' own for a reader there, in dollars, with the occupation and the source", () => {
    const figures = careerFigures("nursing", "US", "en")!;
    expect(figures.foreign).toBe(false);
    expect(figures.heading).toBe("United States figures, in U.S. dollars (USD):");
    expect(figures.occupation).toBe("Occupation: Registered Nurses (code 29-1141)");
    expect(figures.lines).toEqual([
      "Median annual wage: USD 86,070",
      "The middle half earns between USD 75,990 and USD 104,670 a year",
      "Employment: 3,175,390 jobs, not counting the self-employed",
    ]);
    expect(figures.source).toBe(
      "Source: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics (OEWS), May 2023, national estimates; public domain.",
    );
    expect(figures.url).toBe("https://www.bls.gov/oes/tables.htm");
    // the note then only links the BLS portal
    expect(outcomeNote("US", "en", true)).toMatchObject({ text: "", portal: { url: "https://www.bls.gov/ooh/" } });
  });

  it("are labelled as another country's for anyone else, in Spanish too", () => {
    const figures = careerFigures("nursing", "DO", "es")!;
    expect(figures.foreign).toBe(true);
    expect(figures.heading).toBe(
      "Como referencia, cifras de otro país: los Estados Unidos, en dólares estadounidenses (USD). No describen el mercado laboral de República Dominicana.",
    );
    expect(figures.lines[0]).toBe("Salario anual mediano: USD 86,070");
    expect(figures.source).toMatch(/^Fuente: U\.S\. Bureau of Labor Statistics, .*mayo de 2023.*dominio público\.$/);
  });

  it("give a wage BLS publishes only as a floor as that floor, never as a number of ours", () => {
    const figures = careerFigures("medicine", "US", "es")!;
    expect(figures.lines[1]).toBe("La mitad central gana entre USD 108,380 y USD 239,200 o más al año");
  });

  it("are none for a career that is not in the catalog", () => {
    expect(careerFigures("no-such-career", "US", "es")).toBeNull();
  });
});
