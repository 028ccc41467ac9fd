import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { careersFor, displayName, graduateName, institutionName, levelOf, modalityOf, programName, townOf } from "./sunedu";
import { readExtract, readRaw, selectSunedu, SOURCE_ID, WEBSITES, type ProgramRecord } from "./import-sunedu";
import { CATALOG_PE_REGISTRY } from "../../shared/content/programs/pe.generated";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const row = (over: Partial<ProgramRecord>): ProgramRecord => ({
  CODIGO_ENTIDAD: "001",
  NOMBRE: "UNIVERSIDAD NACIONAL MAYOR DE SAN MARCOS",
  TIPO_GESTION: "PÚBLICO",
  ESTADO_LICENCIAMIENTO: "LICENCIA OTORGADA",
  CODIGO_FILIAL: "S",
  DEPARTAMENTO_LOCAL: "LIMA",
  PROVINCIA_LOCAL: "LIMA",
  DENOMINACION_PROGRAMA: "ADMINISTRACIÓN",
  NIVEL_ACADEMICO: "CARRERA PROFESIONAL",
  TIPO_AUTORIZACION_PROGRAMA: "RECONOCIDO POR LIC.",
  ...over,
});

describe("SUNEDU mapping", () => {
  it("classifies SUNEDU levels", () => {
    expect(levelOf("CARRERA PROFESIONAL")).toBe("bachelor");
    expect(levelOf("MAESTRÍA")).toBe("graduate");
    expect(levelOf("DOCTORADO")).toBe("graduate");
    expect(levelOf("SEGUNDA ESPECIALIDAD")).toBeNull();
  });

  it("maps whole program names to careers, accents, case, prefixes and modality aside", () => {
    expect(careersFor("CONTABILIDAD", "bachelor")).toEqual(["accounting"]);
    expect(careersFor("CONTABILIDAD Y FINANZAS", "bachelor")).toEqual(["accounting", "finance"]);
    expect(careersFor("CARRERA PROFESIONAL DE MEDICINA", "bachelor")).toEqual(["medicine"]);
    expect(careersFor("INGENIERÍA CIVIL", "bachelor")).toEqual(["civil-engineering"]);
    expect(careersFor("INGENIERÍA CIVIL AMBIENTAL", "bachelor")).toEqual([]);
    expect(careersFor("DERECHO Y CIENCIAS POLÍTICAS", "bachelor")).toEqual(["law"]);
    expect(careersFor("ECONOMÍA (VIRTUAL: SEMIPRESENCIAL)", "bachelor")).toEqual(["economics"]);
    expect(careersFor("TECNOLOGÍA MÉDICA EN TERAPIA FÍSICA Y REHABILITACIÓN", "bachelor")).toEqual(["physical-therapy"]);
    expect(careersFor("CARRERA PROFESIONAL DE ADMINISTRACIÓN EN SALUD", "bachelor")).toEqual(["health-services-administration"]);
    expect(careersFor("MAESTRÍA EN ADMINISTRACIÓN DE NEGOCIOS - MBA", "graduate")).toEqual(["business-administration"]);
    expect(careersFor("GESTIÓN PÚBLICA", "graduate")).toEqual(["public-administration"]);
    expect(careersFor("MAESTRÍA EN CIENCIA DE LOS DATOS", "graduate")).toEqual(["data-science"]);
    expect(careersFor("MAESTRÍA EN TUTORÍA Y CONSEJERÍA EDUCATIVA", "graduate")).toEqual(["counselling"]);
    expect(careersFor("MAESTRÍA EN PSICOLOGÍA CLÍNICA", "graduate")).toEqual([]);
    expect(careersFor("MAESTRÍA EN SALUD PÚBLICA", "graduate")).toEqual([]);
    expect(careersFor("ADMINISTRACIÓN", "technical")).toEqual([]);
  });

  it("names programs, institutions and towns as a reader reads them", () => {
    expect(programName("CARRERA PROFESIONAL DE ENFERMERÍA")).toBe("ENFERMERÍA");
    expect(displayName("ADMINISTRACIÓN DE NEGOCIOS INTERNACIONALES")).toBe("Administración de Negocios Internacionales");
    expect(graduateName("GESTIÓN PÚBLICA", "MAESTRÍA")).toBe("Maestría en Gestión Pública");
    expect(graduateName("MAESTRÍA EN ADMINISTRACIÓN DE NEGOCIOS - MBA", "MAESTRÍA")).toBe("Maestría en Administración de Negocios - MBA");
    expect(graduateName("ECONOMÍA", "DOCTORADO")).toBe("Doctorado en Economía");
    expect(institutionName("UNIVERSIDAD CÉSAR VALLEJO S.A.C.")).toBe("Universidad César Vallejo");
    expect(institutionName("ASOCIACIÓN CIVIL UNIVERSIDAD CATÓLICA DE TRUJILLO BENEDICTO XVI")).toBe(
      "Universidad Católica de Trujillo Benedicto XVI",
    );
    expect(townOf("AREQUIPA")).toBe("Arequipa");
    expect(townOf("MAYNAS")).toBe("Iquitos");
    expect(townOf("PROV. CONST. DEL CALLAO")).toBe("Callao");
    expect(modalityOf("PSICOLOGÍA (VIRTUAL: SEMIPRESENCIAL)")).toBe("blended");
    expect(modalityOf("CONTABILIDAD Y GESTIÓN TRIBUTARIA MODALIDAD DE ESTUDIOS A DISTANCIA")).toBe("distance");
    expect(modalityOf("PSICOLOGÍA")).toBeUndefined();
  });

  it("reads the portal's '|'-separated file, its blank separator lines aside", () => {
    const header =
      "CODIGO_ENTIDAD|NOMBRE|TIPO_GESTION|ESTADO_LICENCIAMIENTO|PERIODO_LICENCIAMIENTO|CODIGO_FILIAL|NOMBRE_FILIAL|DEPARTAMENTO_FILIAL|PROVINCIA_FILIAL|CODIGO_LOCAL|DEPARTAMENTO_LOCAL|PROVINCIA_LOCAL|DISTRITO_LOCAL|LATITUD_UBICACION|LONGITUD_UBICACION|TIPO_AUTORIZACION_LOCAL|DENOMINACION_PROGRAMA|TIPO_NIVEL_ACADEMICO|NIVEL_ACADEMICO|CODIGO_CLASE_PROGRAMA_N2|NOMBRE_CLASE_PROGRAMA_N2|TIPO_AUTORIZACION_PROGRAMA|TIPO_AUTORIZACION_PROGRAMA_LOCAL";
    const line =
      "008|PONTIFICIA UNIVERSIDAD CATÓLICA DEL PERÚ|PRIVADO|LICENCIA OTORGADA|10|S|PUCP-LIMA|LIMA|LIMA|SL01|LIMA|LIMA|SAN MIGUEL|-12.06|-77.08|AUTORIZADO POR LIC.|ECONOMÍA|PREGRADO|CARRERA PROFESIONAL|31|ECONOMÍA|RECONOCIDO POR LIC.|RECONOCIDO POR LIC.";
    const records = readRaw([header, line, "||||||||||||||||||||||", ""].join("\r\n"));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ CODIGO_ENTIDAD: "008", DENOMINACION_PROGRAMA: "ECONOMÍA", PROVINCIA_LOCAL: "LIMA" });
  });

  it("keeps licensed programs of universities with a website, public first, at most `cap` per career, level and department", () => {
    const web = { "001": "https://www.unmsm.edu.pe", "006": "https://www.uni.edu.pe", "008": "https://www.pucp.edu.pe", "017": "https://www.up.edu.pe", "005": "https://www.unsa.edu.pe" };
    const rows = [
      row({ CODIGO_ENTIDAD: "008", TIPO_GESTION: "PRIVADO" }),
      row({ CODIGO_ENTIDAD: "017", TIPO_GESTION: "PRIVADO" }),
      row({ CODIGO_ENTIDAD: "006" }),
      row({ CODIGO_ENTIDAD: "001", ESTADO_LICENCIAMIENTO: "LICENCIA DENEGADA" }),
      row({ CODIGO_ENTIDAD: "999" }),
      row({ CODIGO_ENTIDAD: "005", DEPARTAMENTO_LOCAL: "AREQUIPA", PROVINCIA_LOCAL: "AREQUIPA", DENOMINACION_PROGRAMA: "MAESTRÍA EN GESTIÓN PÚBLICA", NIVEL_ACADEMICO: "MAESTRÍA" }),
    ];
    const picks = selectSunedu(rows, 2, web);
    const lima = picks.filter((p) => p.department === "Lima").map((p) => p.code);
    expect(lima).toEqual(["006", "008"]);
    expect(picks.find((p) => p.code === "005")).toMatchObject({
      career: "public-administration",
      level: "graduate",
      city: "Arequipa",
      name: "Maestría en Gestión Pública",
      publicSector: true,
      website: "https://www.unsa.edu.pe",
    });
    expect(picks.some((p) => p.code === "001" || p.code === "999")).toBe(false);
  });
});

describe("the committed extract and the generated catalog", () => {
  it("the extract holds only licensed, recognized programs of universities with a website, at a level and career we list", () => {
    const rows = readExtract();
    expect(rows.length).toBeGreaterThan(1000);
    for (const r of rows) {
      expect(r.ESTADO_LICENCIAMIENTO).toBe("LICENCIA OTORGADA");
      expect(r.TIPO_AUTORIZACION_PROGRAMA).toBe("RECONOCIDO POR LIC.");
      expect(WEBSITES[r.CODIGO_ENTIDAD], r.NOMBRE).toMatch(/^https:\/\//);
      const level = levelOf(r.NIVEL_ACADEMICO);
      expect(level, r.DENOMINACION_PROGRAMA).not.toBeNull();
      expect(careersFor(r.DENOMINACION_PROGRAMA, level!).length, r.DENOMINACION_PROGRAMA).toBeGreaterThan(0);
    }
  });

  it("the extract → catalog step is deterministic and every generated row carries the registry source", () => {
    const a = selectSunedu(readExtract());
    const b = selectSunedu(readExtract());
    expect(a).toEqual(b);
    expect(CATALOG_PE_REGISTRY.sources.map((s) => s.id)).toEqual([SOURCE_ID]);
    expect(CATALOG_PE_REGISTRY.institutions.every((u) => u.source === SOURCE_ID && u.website?.startsWith("https://") === true)).toBe(true);
    expect(CATALOG_PE_REGISTRY.programs.every((p) => p.source === SOURCE_ID)).toBe(true);
    expect(CATALOG_PE_REGISTRY.programs.length).toBe(a.length);
    const generated = readFileSync(path.join(ROOT, "shared/content/programs/pe.generated.ts"), "utf8");
    expect(generated.startsWith("// Generated by scripts/data/import-sunedu.ts")).toBe(true);
  });

  it("spot checks: San Marcos lists medicine, UNSA Arequipa lists law, Cayetano lists health administration", () => {
    const has = (institution: string, career: string, level: string) =>
      CATALOG_PE_REGISTRY.programs.some((p) => p.institution === institution && p.career === career && p.level === level);
    expect(has("pe-sunedu-001-lima", "medicine", "bachelor")).toBe(true);
    expect(has("pe-sunedu-005-arequipa", "law", "bachelor")).toBe(true);
    expect(has("pe-sunedu-014-lima", "health-services-administration", "bachelor")).toBe(true);
    const levels = new Set(CATALOG_PE_REGISTRY.programs.map((p) => p.level));
    expect([...levels].sort()).toEqual(["bachelor", "graduate"]);
  });
});
