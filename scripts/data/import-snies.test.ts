import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CAREERS } from "../../shared/content/careers";
import { CO_PUBLISHED_TUITION } from "../../shared/content/costs-co.generated";
import { CATALOG_CO_REGISTRY } from "../../shared/content/programs/co.generated";
import { readRecords } from "./csv";
import { TECHNICAL_RULES, careersFor, displayName, durationOf, levelOf, modalityOf, normalize, yearsOf } from "./snies";
import { MAX_TECHNICAL_YEARS, PROGRAM_COLUMNS, TECHNICAL_SOURCE_ID, TUITION_ORIGINS, httpsUrl, plainAmount, selectSnies } from "./import-snies";
import { MIN_PROGRAMS, publishedTuition, statsOf, tuitionOf } from "./snies-costs";

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
  "COSTO_MATRÍCULA_ESTUD_NUEVOS": "",
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
    expect(displayName("UNIVERSIDAD PEDAGOGICA Y TECNOLOGICA DE COLOMBIA - UPTC", "institution")).toBe(
      "Universidad Pedagógica y Tecnológica de Colombia - UPTC",
    );
    expect(displayName("SERVICIO NACIONAL DE APRENDIZAJE-SENA-", "institution")).toBe("Servicio Nacional de Aprendizaje - SENA");
    expect(displayName("TECNOLOGIA EN GESTION DE REDES DE DATOS")).toBe("Tecnología en Gestión de Redes de Datos");
    expect(displayName("TECNOLOGíA EN REGENCIA DE FARMACIA")).toBe("Tecnología en Regencia de Farmacia");
    // the export's dashes: never one at the end, one " - " between parts, an institution's acronym kept
    expect(displayName("ESCUELA DE SUBOFICIALES FAC -CAPITÁN ANDRÉS M. DÍAZ-", "institution")).toBe(
      "Escuela de Suboficiales Fac - Capitán Andrés M. Díaz",
    );
    expect(displayName("UNIVERSIDAD EAFIT-", "institution")).toBe("Universidad Eafit");
    expect(displayName("CORPORACIÓN UNIVERSIDAD DEL SINU - ELIAS BECHARA ZAINUM - UNISINU -", "institution")).toBe(
      "Corporación Universidad del Sinú - Elías Bechara Zainum - UNISINU",
    );
    expect(
      displayName("FUNDACION CENTRO DE INVESTIGACION DOCENCIA Y CONSULTORIA ADMINISTRATIVA-F-CIDCA-", "institution"),
    ).toBe("Fundación Centro de Investigación Docencia y Consultoría Administrativa - F-CIDCA");
    expect(displayName("FUNDACION CENTRO COLOMBIANO DE ESTUDIOS PROFESIONALES, -F.C.E.C.E.P.", "institution")).toBe(
      "Fundación Centro Colombiano de Estudios Profesionales - F.C.E.C.E.P.",
    );
    expect(displayName("ESEIT - ESCUELA SUPERIOR DE EMPRESA, INGENIERÍA Y TECNOLOGÍA", "institution")).toBe(
      "ESEIT - Escuela Superior de Empresa, Ingeniería y Tecnología",
    );
    expect(displayName("COLEGIO INTEGRADO NACIONAL ORIENTE DE CALDAS - IES CINOC", "institution")).toBe(
      "Colegio Integrado Nacional Oriente de Caldas - IES CINOC",
    );
    expect(displayName("UNIVERSIDAD MILITAR-NUEVA GRANADA", "institution")).toBe("Universidad Militar - Nueva Granada");
    expect(displayName("UNIVERSIDAD-COLEGIO MAYOR DE CUNDINAMARCA", "institution")).toBe(
      "Universidad - Colegio Mayor de Cundinamarca",
    );
    expect(displayName("CORPORACION REGIONAL DE EDUCACION SUPERIOR-CRES-DE CALI", "institution")).toBe(
      "Corporación Regional de Educación Superior - CRES - de Cali",
    );
    // a program's part in capitals is a word, and Spanish accents are restored in graduate names
    expect(displayName("COMUNICACION SOCIAL - PERIODISMO")).toBe("Comunicación Social - Periodismo");
    expect(displayName("MAESTRIA EN CIENCIAS - ESTADISTICA")).toBe("Maestría en Ciencias - Estadística");
    expect(displayName("ESPECIALIZACION EN CONTADURIA PUBLICA")).toBe("Especialización en Contaduría Pública");
    expect(displayName("TECNOLOGIA EN PROGRAMACION DE SOFTWARE")).toBe("Tecnología en Programación de Software");
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

  it("lists every selected program in the generated catalog, its institution with or without a website", () => {
    const picks = selectSnies(readRecords(readFileSync(new URL("../../data/registries/snies/programas.csv", import.meta.url), "utf8"), PROGRAM_COLUMNS));
    expect(CATALOG_CO_REGISTRY.programs.length).toBe(picks.length);
    expect(CATALOG_CO_REGISTRY.institutions.length).toBe(new Set(picks.map((p) => p.institutionKey)).size);
    const unlisted = CATALOG_CO_REGISTRY.institutions.filter((i) => i.website === undefined);
    expect(unlisted.length).toBeGreaterThan(0);
    for (const i of CATALOG_CO_REGISTRY.institutions) if (i.website !== undefined) expect(i.website, i.name).toMatch(/^https:\/\//);
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

describe("the tuition programs publish in SNIES (COSTO_MATRÍCULA_ESTUD_NUEVOS)", () => {
  it("is saved in the extract in plain whole pesos, as the export's numbers say", () => {
    expect(plainAmount("1750905.0")).toBe("1750905");
    expect(plainAmount("2.686E7")).toBe("26860000");
    expect(plainAmount("1.200658E7")).toBe("12006580");
    expect(plainAmount("")).toBe("");
    expect(plainAmount(" 1.750.905 ")).toBe("1.750.905");
  });

  it("counts a tuition only when it is a plausible number of pesos for one period", () => {
    expect(tuitionOf("4200000")).toBe(4200000);
    expect(tuitionOf("2.686E7")).toBe(26860000);
    expect(tuitionOf("1750905.0")).toBe(1750905);
    // blank, zero, negative, not a number, a placeholder, more than any whole program costs
    for (const raw of ["", " ", "0", "-1500000", "n/a", "1.750.905", "1", "9999", "250000000"])
      expect(tuitionOf(raw), raw).toBeNull();
  });

  it("gives count, median and range, the median of an even count as the mean of the middle two, none under the minimum", () => {
    expect(statsOf([3, 1, 2].map((n) => n * 1_000_000))).toEqual({ programs: 3, median: 2_000_000, min: 1_000_000, max: 3_000_000 });
    expect(statsOf([1_000_001, 2_000_000, 4_000_000, 3_000_000])?.median).toBe(2_500_000);
    expect(statsOf([1_000_000, 2_000_000])).toBeNull();
    expect(MIN_PROGRAMS).toBe(3);
  });

  it("sums up the active programs of a career and level per period, ignoring invalid values, public and private apart", () => {
    const cost = (n: string, over: Record<string, string> = {}) =>
      row({ "COSTO_MATRÍCULA_ESTUD_NUEVOS": n, SECTOR: "Privado", ...over });
    const rows = [
      cost("1000000", { SECTOR: "Oficial" }),
      cost("1200000", { SECTOR: "Oficial" }),
      cost("1.4E6", { SECTOR: "Oficial" }),
      cost("5000000"),
      cost("6000000"),
      cost("7000000"),
      cost("8000000"),
      // ignored: invalid or blank amounts, an inactive program, another period, no period named
      cost(""),
      cost("0"),
      cost("5"),
      cost("9000000", { ESTADO_PROGRAMA: "Inactivo" }),
      cost("9000000", { PERIODICIDAD: "Anual" }),
      cost("9000000", { PERIODICIDAD: "Periodos" }),
      // too few for a figure: two law programs
      cost("3000000", { NOMBRE_DEL_PROGRAMA: "DERECHO" }),
      cost("3000000", { NOMBRE_DEL_PROGRAMA: "DERECHO" }),
    ];
    const figures = publishedTuition(rows, TUITION_ORIGINS);
    expect(figures).toEqual([
      {
        career: "business-administration",
        level: "bachelor",
        period: "semester",
        programs: 7,
        median: 5_000_000,
        min: 1_000_000,
        max: 8_000_000,
        public: { programs: 3, median: 1_200_000, min: 1_000_000, max: 1_400_000 },
        private: { programs: 4, median: 6_500_000, min: 5_000_000, max: 8_000_000 },
        listed: 12,
        otherPeriods: 2,
        ...TUITION_ORIGINS.bachelor,
      },
    ]);
  });

  it("counts the most common period only, and never converts one period into another", () => {
    const annual = ["2000000", "2100000", "2200000", "2300000"].map((n) =>
      row({ "COSTO_MATRÍCULA_ESTUD_NUEVOS": n, PERIODICIDAD: "Anual" }),
    );
    const semester = ["900000", "950000", "990000"].map((n) => row({ "COSTO_MATRÍCULA_ESTUD_NUEVOS": n }));
    const [figure] = publishedTuition([...annual, ...semester], TUITION_ORIGINS);
    expect(figure).toMatchObject({ period: "year", programs: 4, median: 2_150_000, min: 2_000_000, max: 2_300_000, otherPeriods: 3 });
    expect(figure?.private).toBeNull();
    // on a tie, Semestral
    expect(publishedTuition([...annual.slice(1), ...semester], TUITION_ORIGINS)[0]?.period).toBe("semester");
  });
});

describe("the committed extract's tuition and the generated figures", () => {
  const text = readFileSync(new URL("../../data/registries/snies/programas.csv", import.meta.url), "utf8");
  const columns = [
    "NOMBRE_DEL_PROGRAMA",
    "ESTADO_PROGRAMA",
    "NIVEL_DE_FORMACIÓN",
    "SECTOR",
    "PERIODICIDAD",
    "COSTO_MATRÍCULA_ESTUD_NUEVOS",
  ] as const;
  const extract = readRecords(text, columns);

  it("holds the tuition of each row beside its periodicity, in plain pesos or blank", () => {
    expect(text.slice(0, text.indexOf("\n")).split(",").slice(-3)).toEqual([
      "DEPARTAMENTO_OFERTA_PROGRAMA",
      "MUNICIPIO_OFERTA_PROGRAMA",
      "COSTO_MATRÍCULA_ESTUD_NUEVOS",
    ]);
    const amounts = extract.map((r) => r["COSTO_MATRÍCULA_ESTUD_NUEVOS"]);
    expect(amounts.filter((a) => !/^(\d+)?$/.test(a))).toEqual([]);
    // most programs publish one; SENA's (free) técnico and tecnológico programs publish none
    expect(amounts.filter(Boolean).length).toBeGreaterThan(extract.length * 0.7);
    expect(amounts.filter((a) => a && tuitionOf(a) === null)).toEqual([]);
  });

  it("matches the generated file: figures of at least three programs, each with its median inside its range", () => {
    expect(CO_PUBLISHED_TUITION).toEqual(publishedTuition(extract, TUITION_ORIGINS));
    expect(CO_PUBLISHED_TUITION.length).toBeGreaterThan(100);
    for (const f of CO_PUBLISHED_TUITION) {
      const where = `${f.career} ${f.level}`;
      expect(f.programs, where).toBeGreaterThanOrEqual(MIN_PROGRAMS);
      expect(f.programs + f.otherPeriods, where).toBeLessThanOrEqual(f.listed);
      expect(f.min <= f.median && f.median <= f.max, where).toBe(true);
      for (const part of [f.public, f.private])
        if (part) {
          expect(part.programs, where).toBeGreaterThanOrEqual(MIN_PROGRAMS);
          expect(part.min >= f.min && part.max <= f.max, where).toBe(true);
        }
      expect((f.public?.programs ?? 0) + (f.private?.programs ?? 0), where).toBeLessThanOrEqual(f.programs);
    }
    // every level has figures; the period is the semester for all of them today
    expect(new Set(CO_PUBLISHED_TUITION.map((f) => f.level))).toEqual(new Set(["technical", "bachelor", "graduate"]));
    expect(new Set(CO_PUBLISHED_TUITION.map((f) => f.period))).toEqual(new Set(["semester"]));
  });

  it("gives medicine and nursing the figures their programs publish", () => {
    const of = (career: string, level: string) => CO_PUBLISHED_TUITION.find((f) => f.career === career && f.level === level);
    expect(of("medicine", "bachelor")).toMatchObject({ programs: 64, median: 16_929_386, min: 604_414, max: 38_220_000 });
    expect(of("medicine", "bachelor")?.public).toMatchObject({ programs: 19, median: 2_603_698 });
    expect(of("nursing", "bachelor")).toMatchObject({ programs: 69, median: 6_200_000 });
    // a career and level with fewer than three programs publishing a tuition has no figure
    const priced = new Map<string, number>();
    for (const r of extract) {
      const level = levelOf(r["NIVEL_DE_FORMACIÓN"]);
      if (!level || tuitionOf(r["COSTO_MATRÍCULA_ESTUD_NUEVOS"]) === null || normalize(r.PERIODICIDAD) !== "SEMESTRAL") continue;
      for (const c of careersFor(r.NOMBRE_DEL_PROGRAMA, level)) priced.set(`${c}|${level}`, (priced.get(`${c}|${level}`) ?? 0) + 1);
    }
    const few = [...priced].filter(([, n]) => n < MIN_PROGRAMS).map(([k]) => k);
    expect(few.length).toBeGreaterThan(0);
    for (const key of few) expect(CO_PUBLISHED_TUITION.some((f) => `${f.career}|${f.level}` === key), key).toBe(false);
  });
});
