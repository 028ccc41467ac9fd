import { describe, expect, it } from "vitest";
import { careersFor, displayName, durationOf, levelOf, modalityOf } from "./snies";
import { httpsUrl, selectSnies } from "./import-snies";

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
    expect(levelOf("Tecnológico")).toBeNull();
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

  it("states duration and modality as SNIES gives them", () => {
    expect(durationOf("10", "Semestral")).toBe("10 semestres");
    expect(durationOf("1", "Anual")).toBe("1 año");
    expect(durationOf("", "Semestral")).toBeUndefined();
    expect(modalityOf("Presencial")).toBe("in-person");
    expect(modalityOf("Virtual")).toBe("distance");
    expect(modalityOf("Híbrida (Presencial-Virtual)")).toBe("blended");
    expect(displayName("UNIVERSIDAD DE CORDOBA")).toBe("Universidad de Córdoba");
    expect(displayName("UNIVERSIDAD PEDAGOGICA Y TECNOLOGICA DE COLOMBIA - UPTC")).toBe(
      "Universidad Pedagógica y Tecnológica de Colombia - UPTC",
    );
    expect(httpsUrl("www.unal.edu.co")).toBe("https://www.unal.edu.co");
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
});
