import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { COMPUTADOR_ADJECTIVES } from "./reader-terms";
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

describe("an adjective after computador agrees with computadora", () => {
  it("a computer able to run 3D software is 'una computadora apta' in Mexico, 'un computador apto' in Colombia", () => {
    const text = "Acceso a un computador apto para software 3D; computadores nuevos y propios.";
    expect(forReader(text, "es", "MX")).toBe(
      "Acceso a una computadora apta para software 3D; computadoras nuevas y propios.",
    );
    expect(forReader(text, "es", "CO")).toBe(text);
  });

  it("every word after 'computador' in the product's Spanish texts keeps its form with either gender, or is one the rule agrees", () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const files = ["shared", "server/src", "client/src"].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith("reader-terms.ts"))
        .map((f) => path.join(root, dir, f)),
    );
    // words that read the same after a feminine noun
    const neutral = new Set([
      "de",
      "del",
      "y",
      "e",
      "o",
      "u",
      "para",
      "con",
      "en",
      "a",
      "al",
      "que",
      "por",
      "personal",
      "portátil",
      "portátiles",
      "potente",
      "veloz",
    ]);
    const agreed = new RegExp(`^(${COMPUTADOR_ADJECTIVES.join("|")})os?$`);
    const followers = files.flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/\bcomputador(?:es)? ([a-záéíóúñ]+)/gi)].map(
        (m) => [m[1]!.toLowerCase(), f] as const,
      ),
    );
    expect(followers.length).toBeGreaterThan(0);
    expect(followers.filter(([w]) => !neutral.has(w) && !agreed.test(w))).toEqual([]);
  });
});
