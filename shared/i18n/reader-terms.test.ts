import { describe, expect, it } from "vitest";
import { forReader } from "./spain";

describe("the country's own words for a Spanish reader outside Spain", () => {
  const plan = "Únete a un grupo estudiantil, un semillero de investigación, un club o un voluntariado.";

  it("a research 'semillero' is Colombia's word: other readers join a research group", () => {
    expect(forReader(plan, "es", "CO")).toBe(plan);
    for (const country of ["AR", "MX", "PE", "DO", "CL", "US"])
      expect(forReader(plan, "es", country)).toBe(
        "Únete a un grupo estudiantil, un grupo de investigación, un club o un voluntariado.",
      );
    // a seedbed of plants is a seedbed everywhere
    expect(forReader("un huerto, un semillero o plantas en macetas", "es", "AR")).toBe(
      "un huerto, un semillero o plantas en macetas",
    );
  });

  it("leaves English alone", () => {
    expect(forReader("a título de bachiller", "en", "PE")).toBe("a título de bachiller");
  });
});

describe("computador or computadora, as the reader's country says it", () => {
  it("Mexico, Peru or Argentina say computadora, with its article; Colombia and Chile computador", () => {
    const text = "Dibujo asistido por computador; acceso a un computador; redes de computadores.";
    for (const country of ["MX", "PE", "AR", "DO"])
      expect(forReader(text, "es", country)).toBe(
        "Dibujo asistido por computadora; acceso a una computadora; redes de computadoras.",
      );
    for (const country of ["CO", "CL", "VE", "EC"]) expect(forReader(text, "es", country)).toBe(text);
    // a word that merely starts the same is left alone
    expect(forReader("computadoras portátiles", "es", "MX")).toBe("computadoras portátiles");
  });
});
