import { describe, expect, it } from "vitest";
import { forReader, forSpain } from "./spain";

describe("Spain's terms for a reader in Spain", () => {
  it.each([
    ["Traducción asistida por computador", "Traducción asistida por ordenador"],
    ["Dibujo mecánico asistido por computador", "Dibujo mecánico asistido por ordenador"],
    ["Compara programas de pregrado y posgrado.", "Compara programas de grado y posgrado."],
    ["Únete a un semillero de investigación o un club.", "Únete a un grupo de investigación o un club."],
    [
      "Elige tu énfasis, tus electivas o el tema de tu proyecto de grado.",
      "Elige tu mención, tus optativas o el tema de tu trabajo de fin de grado.",
    ],
    [
      "pregunta qué electivas, menciones o énfasis se acercan",
      "pregunta qué optativas, menciones o itinerarios se acercan",
    ],
    ["Postúlate al menos a tres puestos.", "Preséntate al menos a tres puestos."],
    [
      "Arma tu plan de financiamiento: compara créditos educativos.",
      "Prepara tu plan de financiación: compara préstamos para estudiar.",
    ],
    ["marca las materias que te entusiasman", "marca las asignaturas que te entusiasman"],
    ["Habla con el consejero estudiantil.", "Habla con el servicio de orientación."],
    ["sus programas de educación continua", "sus programas de formación continua"],
  ])("%s -> %s", (latam, spain) => {
    expect(forSpain(latam)).toBe(spain);
  });

  it("leaves names and other readers alone", () => {
    expect(forSpain("Colegio Oficial de Psicólogos")).toBe("Colegio Oficial de Psicólogos");
    expect(forReader("asistida por computador", "es", "CO")).toBe("asistida por computador");
    expect(forReader("asistida por computador", "en", "ES")).toBe("asistida por computador");
  });
});
