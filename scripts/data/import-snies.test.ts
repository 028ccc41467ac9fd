import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CAREERS } from "../../shared/content/careers";
import { CATALOG_CO_REGISTRY } from "../../shared/content/programs/co.generated";
import { readRecords } from "./csv";
import { TECHNICAL_RULES, careersFor, displayName, durationOf, levelOf, modalityOf, normalize, yearsOf } from "./snies";
import { MAX_TECHNICAL_YEARS, TECHNICAL_SOURCE_ID, httpsUrl, selectSnies } from "./import-snies";

const row = (over: Record<string, string>) => ({
  "CÓDIGO_SNIES_DEL_PROGRAMA": "1",
  "CÓDIGO_INSTITUCIÓN": "1101",
  "NOMBRE_INSTITUCIÓN": "UNIVERSIDAD NACIONAL DE COLOMBIA",
  SECTOR: "Oficial",
  NOMBRE_DEL_PROGRAMA: "ADMINISTRACION DE EMPRESAS",
  ESTADO_PROGRAMA: "Activo",
  RECONOCIMIENTO_DEL_MINISTERIO: "Registro calificado",
  "NIVEL_DE_FORMACIÓN": "Universitario",
  MODALIDAD: "Presencial",
  "NÚMERO_PERIODOS_DE_DURACIÓN": "10",
  PERIODICIDAD: "Semestral",
  DEPARTAMENTO_OFERTA_PROGRAMA: "Bogotá, D.C.",
  MUNICIPIO_OFERTA_PROGRAMA: "Bogotá, D.C.",
  ...over,
});

describe("SNIES mapping", () => {
  it("classifies SNIES levels", () => {
    expect(levelOf("Universitario")).toBe("bachelor");
    expect(levelOf("Maestría")).toBe("graduate");
    expect(levelOf("Especialización universitaria")).toBe("graduate");
    expect(levelOf("Especialización médico quirúrgica")).toBeNull();
    expect(levelOf("Tecnológico")).toBe("technical");
    expect(levelOf("Formación técnica profesional")).toBe("technical");
    expect(levelOf("Especialización tecnológica")).toBeNull();
    expect(levelOf("Especialización técnico profesional")).toBeNull();
  });

  it("maps whole program names to careers, accents and case aside", () => {
    expect(careersFor("Contaduría Pública", "bachelor")).toEqual(["accounting"]);
    expect(careersFor("INGENIERIA CIVIL", "bachelor")).toEqual(["civil-engineering"]);
    expect(careersFor("INGENIERIA CIVIL Y AMBIENTAL", "bachelor")).toEqual([]);
    expect(careersFor("MAESTRIA EN ADMINISTRACION - MBA", "graduate")).toEqual(["business-administration"]);
    expect(careersFor("ESPECIALIZACION EN GERENCIA DEL TALENTO HUMANO", "graduate")).toEqual(["human-resources"]);
    expect(careersFor("Maestría en Orientación y Consejería", "graduate")).toEqual(["counselling"]);
    expect(careersFor("MAESTRIA EN PSICOLOGIA CLINICA", "graduate")).toEqual([]);
    expect(careersFor("ADMINISTRACION DE EMPRESAS", "graduate")).toEqual([]);
  });

  it("maps técnico profesional and tecnológico names to the technical careers by the trade they name", () => {
    expect(careersFor("TECNICO PROFESIONAL EN PROCESOS DE SOLDADURA", "technical")).toEqual(["welding-technology"]);
    expect(careersFor("TECNOLOGIA EN REGENCIA DE FARMACIA", "technical")).toEqual(["pharmacy-technician"]);
    expect(careersFor("Tecnología en Desarrollo de Software", "technical")).toEqual(["programming-technician"]);
    expect(careersFor("TECNOLOGIA EN GESTION DE REDES DE DATOS", "technical")).toEqual(["network-technician"]);
    expect(careersFor("TECNOLOGIA EN GESTION CONTABLE Y FINANCIERA", "technical")).toEqual(["accounting-technician"]);
    expect(careersFor("TECNICA PROFESIONAL EN SOPORTE INFORMATICO", "technical")).toEqual(["it-support-technician"]);
    expect(careersFor("TECNICO PROFESIONAL EN MAQUILLAJE ARTISTICO", "technical")).toEqual(["makeup-artistry"]);
    expect(careersFor("TECNOLOGIA ELECTRICA", "technical")).toEqual(["electrical-technician"]);
    // names of another trade, or too broad to say one, match none
    for (const name of [
      "TECNOLOGIA EN GESTION ADMINISTRATIVA",
      "TECNOLOGIA EN GESTION EMPRESARIAL",
      "TECNOLOGIA EN LOGISTICA",
      "TECNOLOGIA EN SISTEMAS",
      "TECNOLOGIA EN MECANICA DENTAL",
      "TECNOLOGIA EN LABORATORIO DENTAL",
      "TECNICA PROFESIONAL EN TOPOGRAFIA FORENSE",
      "TECNICA PROFESIONAL EN IDENTIFICACION DE AUTOMOTORES",
      "TECNOLOGIA EN INVESTIGACION JUDICIAL",
      "TECNOLOGIA EN CONSTRUCCION DE SOFTWARE Y OBRAS",
      "TECNOLOGIA EN MANTENIMIENTO MECANICO APLICADO A LA OPERACION DE ARMAS DE ARTILLERIA",
      "TECNOLOGIA EN DESARROLLO DE VIDEOJUEGOS",
      "TECNOLOGIA NAVAL EN ELECTRONICA",
    ])
      expect(careersFor(name, "technical"), name).toEqual([]);
    // a technical name is not a bachelor's, nor the reverse
    expect(careersFor("TECNOLOGIA EN DESARROLLO DE SOFTWARE", "bachelor")).toEqual([]);
    expect(careersFor("CONTADURIA PUBLICA", "technical")).toEqual([]);
  });

  it("has technical rules only for careers whose level is technical", () => {
    const technical = new Set(CAREERS.filter((c) => c.level === "technical").map((c) => c.id));
    expect(Object.keys(TECHNICAL_RULES).filter((id) => !technical.has(id))).toEqual([]);
  });

  it("states duration and modality as SNIES gives them", () => {
    expect(durationOf("10", "Semestral")).toBe("10 semestres");
    expect(durationOf("1", "Anual")).toBe("1 año");
    expect(durationOf("", "Semestral")).toBeUndefined();
    expect(durationOf("24", "Mensual")).toBe("24 meses");
    expect(durationOf("9", "Trimestral")).toBe("9 trimestres");
    expect(durationOf("6", "Sin definir")).toBeUndefined();
    expect(modalityOf("Presencial")).toBe("in-person");
    expect(modalityOf("Virtual")).toBe("distance");
    expect(modalityOf("Híbrida (Presencial-Virtual)")).toBe("blended");
    expect(displayName("UNIVERSIDAD DE CORDOBA")).toBe("Universidad de Córdoba");
    expect(displayName("UNIVERSIDAD PEDAGOGICA Y TECNOLOGICA DE COLOMBIA - UPTC")).toBe(
      "Universidad Pedagógica y Tecnológica de Colombia - UPTC",
    );
    expect(displayName("SERVICIO NACIONAL DE APRENDIZAJE-SENA-")).toBe("Servicio Nacional de Aprendizaje - SENA");
    expect(displayName("TECNOLOGIA EN GESTION DE REDES DE DATOS")).toBe("Tecnología en Gestión de Redes de Datos");
    expect(displayName("TECNOLOGíA EN REGENCIA DE FARMACIA")).toBe("Tecnología en Regencia de Farmacia");
    expect(httpsUrl("www.unal.edu.co")).toBe("https://www.unal.edu.co");
    expect(httpsUrl("www.cidca.edu.co.")).toBe("https://www.cidca.edu.co");
    expect(httpsUrl("www.rectoria@unillanos.edu.co")).toBeNull();
  });

  it("keeps active programs, accredited and public first, at most `cap` per career, level and department", () => {
    const rows = [
      row({ "CÓDIGO_SNIES_DEL_PROGRAMA": "1", "CÓDIGO_INSTITUCIÓN": "2001", SECTOR: "Privado" }),
      row({ "CÓDIGO_SNIES_DEL_PROGRAMA": "2", "CÓDIGO_INSTITUCIÓN": "2002", SECTOR: "Privado", RECONOCIMIENTO_DEL_MINISTERIO: "Acreditación de alta calidad" }),
      row({ "CÓDIGO_SNIES_DEL_PROGRAMA": "3", "CÓDIGO_INSTITUCIÓN": "1101" }),
      row({ "CÓDIGO_SNIES_DEL_PROGRAMA": "4", "CÓDIGO_INSTITUCIÓN": "1102", ESTADO_PROGRAMA: "Inactivo" }),
      row({ "CÓDIGO_SNIES_DEL_PROGRAMA": "5", "CÓDIGO_INSTITUCIÓN": "1201", DEPARTAMENTO_OFERTA_PROGRAMA: "Antioquia", MUNICIPIO_OFERTA_PROGRAMA: "Medellín" }),
    ];
    const picks = selectSnies(rows, 2);
    const bogota = picks.filter((p) => p.department === "Bogotá, D.C.").map((p) => p.snies);
    expect(bogota).toEqual(["2", "3"]);
    expect(picks.find((p) => p.snies === "5")).toMatchObject({
      career: "business-administration",
      level: "bachelor",
      city: "Medellín",
      duration: "10 semestres",
      modality: "in-person",
      institutionName: "Universidad Nacional de Colombia",
    });
    expect(picks.some((p) => p.snies === "4")).toBe(false);
  });

  it("keeps a technical program among the others, with its length in months as SNIES gives it", () => {
    const picks = selectSnies([
      row({
        "CÓDIGO_SNIES_DEL_PROGRAMA": "7",
        "CÓDIGO_INSTITUCIÓN": "9110",
        "NOMBRE_INSTITUCIÓN": "SERVICIO NACIONAL DE APRENDIZAJE-SENA-",
        NOMBRE_DEL_PROGRAMA: "TECNOLOGIA EN GESTION DE REDES DE DATOS",
        "NIVEL_DE_FORMACIÓN": "Tecnológico",
        "NÚMERO_PERIODOS_DE_DURACIÓN": "27",
        PERIODICIDAD: "Mensual",
      }),
    ]);
    expect(picks).toMatchObject([
      {
        career: "network-technician",
        level: "technical",
        duration: "27 meses",
        institutionName: "Servicio Nacional de Aprendizaje - SENA",
      },
    ]);
  });
});

describe("the committed SNIES extract and its import", () => {
  const columns = ["NOMBRE_DEL_PROGRAMA", "NIVEL_DE_FORMACIÓN", "ESTADO_PROGRAMA", "NÚMERO_PERIODOS_DE_DURACIÓN", "PERIODICIDAD"] as const;
  const extract = readRecords(readFileSync(new URL("../../data/registries/snies/programas.csv", import.meta.url), "utf8"), columns);
  const technicalRows = extract.filter((r) => levelOf(r["NIVEL_DE_FORMACIÓN"]) === "technical");
  const technicalCareers = new Set(CAREERS.filter((c) => c.level === "technical").map((c) => c.id));

  it("holds active técnico profesional and tecnológico rows, each of one technical career", () => {
    const levels = new Set(technicalRows.map((r) => normalize(r["NIVEL_DE_FORMACIÓN"])));
    expect([...levels].sort()).toEqual(["FORMACION TECNICA PROFESIONAL", "TECNOLOGICO"]);
    expect(technicalRows.length).toBeGreaterThan(1000);
    for (const r of technicalRows) {
      expect(normalize(r.ESTADO_PROGRAMA), r.NOMBRE_DEL_PROGRAMA).toBe("ACTIVO");
      const careers = careersFor(r.NOMBRE_DEL_PROGRAMA, "technical");
      expect(careers.length, r.NOMBRE_DEL_PROGRAMA).toBe(1);
      expect(technicalCareers.has(careers[0] ?? ""), r.NOMBRE_DEL_PROGRAMA).toBe(true);
    }
    // lengths of 1 to 4 years in the unit the row gives ("Periodos" and "Sin definir" give none), bar one
    // SENA row of 24 "trimestres" (its 24 months), which the import does not state
    const years = technicalRows
      .map((r) => yearsOf(r["NÚMERO_PERIODOS_DE_DURACIÓN"], r.PERIODICIDAD))
      .filter((y): y is number => y !== undefined);
    expect(years.length).toBeGreaterThan(technicalRows.length * 0.9);
    expect(years.filter((y) => y < 1 || y > MAX_TECHNICAL_YEARS)).toEqual([6]);
  });

  it("keeps the bachelor and graduate rows beside them", () => {
    const levels = new Set(extract.map((r) => levelOf(r["NIVEL_DE_FORMACIÓN"])));
    expect([...levels].sort()).toEqual(["bachelor", "graduate", "technical"]);
  });

  it("lists technical programs in the generated catalog under their own source, with their length", () => {
    const technical = CATALOG_CO_REGISTRY.programs.filter((p) => p.level === "technical");
    expect(technical.length).toBeGreaterThan(300);
    expect(CATALOG_CO_REGISTRY.sources.map((s) => s.id)).toContain(TECHNICAL_SOURCE_ID);
    for (const p of technical) {
      expect(p.source, p.name).toBe(TECHNICAL_SOURCE_ID);
      expect(technicalCareers.has(p.career), p.name).toBe(true);
      expect(p.name, p.name).toMatch(/^T[eéè]cn/i);
    }
    expect(technical.filter((p) => p.duration).length).toBeGreaterThan(technical.length * 0.95);
    expect(technical.filter((p) => p.duration && /^(\d+) trimestres$/.test(p.duration) && Number(p.duration.split(" ")[0]) > 16)).toEqual([]);
    expect(CATALOG_CO_REGISTRY.programs.filter((p) => p.level !== "technical" && p.source === TECHNICAL_SOURCE_ID)).toEqual([]);
  });
});
