import { describe, expect, it } from "vitest";
import { STUDY_SYSTEMS } from "@shared/content/study-systems";
import { durationFor, examsFor, namedExamsFor, registriesFor } from "./study-system.model";

const names = (list: { name: string }[]) => list.map((r) => r.name).join(" | ");
const examNames = (country: Parameters<typeof namedExamsFor>[0], level: Parameters<typeof namedExamsFor>[1]) =>
  namedExamsFor(country, level)
    .map((e) => e.name.es)
    .join(" | ");

describe("registriesFor: the body that lists the level's programs (the counsellor's review)", () => {
  it("Peru technical -> MINEDU's registry of institutos, not SUNEDU", () => {
    const technical = names(registriesFor("PE", "technical"));
    expect(technical).toMatch(/Ministerio de Educación/);
    expect(technical).not.toMatch(/SUNEDU/);
    expect(names(registriesFor("PE", "bachelor"))).toMatch(/SUNEDU/);
    expect(names(registriesFor("PE", "graduate"))).toMatch(/SUNEDU/);
  });

  it("Costa Rica technical -> INA, not CONARE; universities -> CONARE and CONESUP", () => {
    const technical = names(registriesFor("CR", "technical"));
    expect(technical).toMatch(/Instituto Nacional de Aprendizaje \(INA\)/);
    expect(technical).not.toMatch(/CONARE|CONESUP/);
    const bachelor = names(registriesFor("CR", "bachelor"));
    expect(bachelor).toMatch(/CONARE/);
    expect(bachelor).toMatch(/CONESUP/);
  });

  it("Colombia technical includes SENA beside SNIES; SENA is not offered for graduate study", () => {
    const technical = names(registriesFor("CO", "technical"));
    expect(technical).toMatch(/SENA/);
    expect(technical).toMatch(/SNIES/);
    expect(names(registriesFor("CO", "graduate"))).not.toMatch(/SENA/);
  });

  it("Guatemala bachelor includes the public university, not CEPS alone; technical -> INTECAP", () => {
    const bachelor = registriesFor("GT", "bachelor");
    expect(names(bachelor)).toMatch(/Universidad de San Carlos/);
    expect(names(bachelor)).toMatch(/CEPS/);
    expect(bachelor.length).toBeGreaterThan(1);
    expect(names(registriesFor("GT", "technical"))).toMatch(/INTECAP/);
    expect(names(registriesFor("GT", "technical"))).not.toMatch(/CEPS/);
  });

  it("Spain: RUCT for grados and másteres, TodoFP for ciclos formativos", () => {
    expect(names(registriesFor("ES", "bachelor"))).toMatch(/RUCT/);
    expect(names(registriesFor("ES", "graduate"))).toMatch(/RUCT/);
    expect(names(registriesFor("ES", "technical"))).toMatch(/TodoFP/);
    expect(names(registriesFor("ES", "technical"))).not.toMatch(/RUCT/);
  });

  it("Chile: the Ministry's registry and CNA accreditation at every level", () => {
    for (const level of ["technical", "bachelor", "graduate"] as const) {
      expect(names(registriesFor("CL", level))).toMatch(/Mi Futuro/);
      expect(names(registriesFor("CL", level))).toMatch(/CNA/);
    }
  });

  it("United States: College Navigator at every level", () => {
    for (const level of ["technical", "bachelor", "graduate"] as const) {
      expect(names(registriesFor("US", level))).toMatch(/College Navigator/);
    }
  });

  it("returns the table's own entries and nothing for OTHER", () => {
    expect(registriesFor("PE", "technical")[0]).toBe(
      STUDY_SYSTEMS.PE.registries.find((r) => r.levels.includes("technical")),
    );
    expect(registriesFor("OTHER", "bachelor")).toEqual([]);
  });
});

describe("examsFor: the entrance exams of the level", () => {
  it("Puerto Rico graduate includes EXADEP beside GRE and GMAT", () => {
    const graduate = examNames("PR", "graduate");
    expect(graduate).toMatch(/EXADEP/);
    expect(graduate).toMatch(/GRE/);
    expect(graduate).toMatch(/GMAT/);
    expect(examNames("PR", "bachelor")).toMatch(/PAA/);
  });

  it("national names where they exist", () => {
    expect(examNames("CO", "bachelor")).toMatch(/Saber 11/);
    expect(examNames("MX", "bachelor")).toMatch(/EXANI-II\b/);
    expect(examNames("MX", "graduate")).toMatch(/EXANI-III/);
    expect(examNames("CL", "bachelor")).toMatch(/PAES/);
    expect(examNames("BR", "bachelor")).toMatch(/ENEM/);
    expect(examNames("CU", "bachelor")).toMatch(/pruebas de ingreso/i);
    expect(examNames("DO", "bachelor")).toMatch(/POMA/);
    expect(examNames("DO", "bachelor")).toMatch(/PAA/);
    expect(examNames("ES", "bachelor")).toMatch(/PAU/);
    expect(examNames("US", "bachelor")).toMatch(/SAT/);
    expect(examNames("US", "bachelor")).toMatch(/ACT/);
    expect(examNames("US", "graduate")).toMatch(/GRE/);
    expect(examNames("US", "graduate")).toMatch(/GMAT/);
  });

  it("Spain: no entrance exam for ciclos de grado superior beyond the título or the prueba de acceso", () => {
    const technical = examsFor("ES", "technical");
    expect(technical.map((e) => e.kind)).toEqual(["none"]);
    expect(technical[0]?.note.es).toMatch(/Bachiller/);
    expect(technical[0]?.note.es).toMatch(/prueba de acceso/);
  });

  it("countries where each university sets its own exam say so, with no national name", () => {
    for (const country of ["PE", "AR", "EC", "NI", "PA", "PY"] as const) {
      const bachelor = examsFor(country, "bachelor");
      expect(
        bachelor.map((e) => e.kind),
        country,
      ).toEqual(["own"]);
      expect(namedExamsFor(country, "bachelor"), country).toEqual([]);
    }
  });

  it("nothing for OTHER", () => {
    expect(examsFor("OTHER", "bachelor")).toEqual([]);
  });
});

describe("durationFor: the country's own lengths", () => {
  it("Spain: grado 4 años, medicina 6 años, máster 1-2 años, ciclo de grado superior 2 años", () => {
    expect(durationFor("ES", "bachelor")?.es).toBe("4 años");
    expect(durationFor("ES", "bachelor", "psychology")?.es).toBe("4 años");
    expect(durationFor("ES", "bachelor", "medicine")?.es).toBe("6 años");
    expect(durationFor("ES", "bachelor", "medicine")?.en).toBe("6 years");
    expect(durationFor("ES", "graduate")?.es).toBe("1-2 años");
    expect(durationFor("ES", "technical")?.es).toBe("2 años");
  });

  it("medicine's own length applies to first degrees and graduate entry, not to technical programs", () => {
    expect(durationFor("US", "graduate", "medicine")?.en).toMatch(/after a bachelor's/);
    expect(durationFor("PE", "bachelor", "medicine")?.es).toMatch(/7 años/);
    expect(durationFor("CL", "technical", "medicine")).toEqual(STUDY_SYSTEMS.CL.durations.technical);
  });

  it("graduate lengths keep especialización and maestría apart where they differ", () => {
    expect(durationFor("CO", "graduate")?.es).toMatch(/Especialización: 1 año; maestría: 2 años/);
  });

  it("undefined for OTHER", () => {
    expect(durationFor("OTHER", "bachelor")).toBeUndefined();
  });
});
