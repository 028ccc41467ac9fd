import { describe, expect, it } from "vitest";
import { OUTCOME_PORTALS } from "@shared/content/outcome-portals";
import { careerFigures, compareOutcomes, outcomeNote } from "./outcomes.model";

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

  it("say where the occupation is headed, from the BLS projections 2024–34, with their own source", () => {
    const en = careerFigures("nursing", "US", "en")!.outlook!;
    expect(en.occupation).toBeNull();
    expect(en.lines).toEqual([
      "BLS projection 2024–34: +4.9% in employment over the decade",
      "Openings a year (average 2024–34, from growth and replacement): 189,100",
      "Typical education to enter: bachelor's degree",
    ]);
    expect(en.source).toBe(
      "Source: U.S. Bureau of Labor Statistics, Employment Projections 2024–34, Table 1.2 (occupational projections); public domain.",
    );
    expect(en.url).toBe("https://www.bls.gov/emp/tables/occupational-projections-and-characteristics.htm");
    // for a Dominican reader, under the heading that says these are the United States' figures
    const es = careerFigures("nursing", "DO", "es")!;
    expect(es.heading).toMatch(/^Como referencia, cifras de otro país: los Estados Unidos/);
    expect(es.outlook!.lines[0]).toBe("Proyección BLS 2024–34: +4.9% de empleo en la década");
    expect(es.outlook!.lines[2]).toBe(
      "Formación típica para empezar: licenciatura o grado universitario (bachelor's degree)",
    );
    expect(es.outlook!.source).toMatch(
      /^Fuente: U\.S\. Bureau of Labor Statistics, Employment Projections 2024–34, tabla 1\.2.*dominio público\.$/,
    );
  });

  it("give a decline with its sign, and name the projected occupation when the pay describes another one", () => {
    expect(careerFigures("primary-education", "US", "en")!.outlook!.lines[0]).toBe(
      "BLS projection 2024–34: -2.0% in employment over the decade",
    );
    const music = careerFigures("music", "US", "en")!;
    expect(music.occupation).toBe("Occupation: Music Directors and Composers (code 27-2041)");
    expect(music.outlook!.occupation).toBe("Occupation: Musicians and singers (code 27-2042)");
  });

  it("are none for a career that is not in the catalog", () => {
    expect(careerFigures("no-such-career", "US", "es")).toBeNull();
  });
});

describe("a career's cells in the compare view", () => {
  it("give the projected change with its period and source, said to be the United States'", () => {
    expect(compareOutcomes("nursing", "es").outlook).toEqual({
      value: "+4.9% de empleo en 2024–34: proyección para los Estados Unidos",
      source: "Fuente: U.S. Bureau of Labor Statistics (Employment Projections 2024–34)",
    });
    expect(compareOutcomes("nursing", "en").outlook.value).toBe(
      "+4.9% in employment over 2024–34: projection for the United States",
    );
    expect(compareOutcomes("no-such-career", "en").outlook).toEqual({ value: "No data", source: null });
  });

  it("give a reader in Spain the employment rate INE publishes for the career's field, with INE as its source; pay stays the United States', said so", () => {
    const es = compareOutcomes("civil-engineering", "es", "ES");
    expect(es.employment).toEqual({
      value: "92,4\u00a0% de empleo en 2019 entre los titulados en Ingeniería y arquitectura en España",
      source: "Fuente: INE (EILU 2019), por rama de conocimiento",
    });
    expect(es.pay.value).toContain("en los Estados Unidos");
    expect(compareOutcomes("civil-engineering", "en", "ES").employment.value).toBe(
      "92.4% employed in 2019 among graduates in Engineering and architecture in Spain",
    );
    // elsewhere, and for a career with no field in Spain, the United States' employment as before
    expect(compareOutcomes("civil-engineering", "es", "MX").employment.value).toContain("en los Estados Unidos");
    expect(compareOutcomes("electrical-technician", "es", "ES").employment.value).toContain("en los Estados Unidos");
  });
});

describe("the cost cell: the tuition Colombia's programs publish in SNIES, at the level of the route", () => {
  it("gives a reader in Colombia the published tuition per semester, its median, range and count, in Spanish", () => {
    expect(compareOutcomes("advertising", "es", "CO", "bachelor").cost).toEqual({
      value:
        "Matrícula publicada por semestre: mediana COP 5.741.503 (de COP 2.619.889 a COP 10.276.000, 17 programas)",
      source:
        "Fuente: SNIES, Ministerio de Educación Nacional de Colombia (14 de julio de 2026): programas activos con matrícula publicada para estudiantes nuevos",
    });
    // public and private apart, and never said to be what every student pays
    expect(compareOutcomes("nursing", "es", "CO", "bachelor").cost.value).toBe(
      "Matrícula publicada por semestre: mediana COP 6.200.000 (de COP 433.429 a COP 11.096.212, 69 programas). " +
        "Públicas: mediana COP 1.324.550 (20 programas); privadas: mediana COP 7.320.148 (49 programas). " +
        "En las instituciones públicas, lo que paga cada estudiante suele depender de los ingresos de su familia.",
    );
  });

  it("in English, with the numbers as English writes them", () => {
    expect(compareOutcomes("advertising", "en", "CO", "bachelor").cost).toEqual({
      value: "Published tuition per semester: median COP 5,741,503 (COP 2,619,889 to COP 10,276,000, 17 programs)",
      source:
        "Source: SNIES, Colombia's Ministry of National Education (July 14, 2026): active programs with a published tuition for new students",
    });
    expect(compareOutcomes("nursing", "en", "CO", "bachelor").cost.value).toContain(
      "Public: median COP 1,324,550 (20 programs); private: median COP 7,320,148 (49 programs). At public institutions, what each student pays often depends on their family's income.",
    );
  });

  it("is of the route's level, with that export's date: a technical route reads the técnico and tecnológico programs", () => {
    const technical = compareOutcomes("programming-technician", "es", "CO", "technical").cost;
    expect(technical.value).toMatch(
      /^Matrícula publicada por semestre: mediana COP 2\.645\.000 \(de COP [\d.]+ a COP [\d.]+, 93 programas\)\./,
    );
    expect(technical.source).toContain("(23 de abril de 2026)");
    const graduate = compareOutcomes("business-administration", "es", "CO", "graduate").cost;
    expect(graduate.source).toContain("(16 de abril de 2026)");
    // what one pays at a public institution is said to depend on income for pregrado programs only
    expect(graduate.value).not.toContain("ingresos");
    expect(compareOutcomes("business-administration", "es", "CO", "bachelor").cost.value).not.toBe(graduate.value);
  });

  it("says «Sin datos» elsewhere, with no level, or where fewer than three programs publish one", () => {
    for (const country of ["MX", "ES", "US", "OTHER"] as const)
      expect(compareOutcomes("nursing", "es", country, "bachelor").cost).toEqual({ value: "Sin datos", source: null });
    expect(compareOutcomes("nursing", "en", "PE", "bachelor").cost).toEqual({ value: "No data", source: null });
    expect(compareOutcomes("nursing", "es", "CO").cost).toEqual({ value: "Sin datos", source: null });
    expect(compareOutcomes("nursing", "es", "CO", "technical").cost).toEqual({ value: "Sin datos", source: null });
    expect(compareOutcomes("no-such-career", "es", "CO", "bachelor").cost).toEqual({
      value: "Sin datos",
      source: null,
    });
  });
});

describe("Spain's own figures by field (INE, EILU 2019)", () => {
  it("show a reader in Spain the employment of the career's rama, said to be the field's, with INE as the source", () => {
    const es = careerFigures("civil-engineering", "ES", "es")!;
    expect(es.foreign).toBe(false);
    expect(es.heading).toContain("Cifras publicadas en España por el INE");
    expect(es.heading).toContain("no de esta carrera sola");
    expect(es.occupation).toBe(
      "Titulados universitarios en Ingeniería y arquitectura (rama de conocimiento), promoción 2013-2014",
    );
    expect(es.lines).toEqual([
      "Tasa de empleo en 2019, unos cinco años después de titularse: 92,4\u00a0%",
      "Tasa de paro en 2019: 4,4\u00a0%",
    ]);
    expect(es.source).toMatch(/^Fuente: INE, Encuesta de Inserción Laboral de Titulados Universitarios \(EILU\) 2019/);
    expect(es.url).toMatch(/^https:\/\/www\.ine\.es\//);
    expect(es.outlook).toBeNull();
    const en = careerFigures("history", "ES", "en")!;
    expect(en.occupation).toBe("University graduates in Arts and humanities (branch of knowledge), class of 2013-2014");
    expect(en.lines).toEqual([
      "Employment rate in 2019, about five years after graduating: 76.3%",
      "Unemployment rate in 2019: 13.4%",
    ]);
    expect(en.source).toContain("Source: INE");
  });

  it("leave careers without a rama as before: a technical career keeps the United States figures, labelled as another country's", () => {
    const figures = careerFigures("electrical-technician", "ES", "es")!;
    expect(figures.foreign).toBe(true);
    expect(figures.heading).toContain("Estados Unidos");
    expect(careerFigures("psychology", "ES", "es")?.foreign).toBe(true);
  });

  it("are shown to readers in Spain only", () => {
    expect(careerFigures("civil-engineering", "MX", "es")?.heading).toContain("Estados Unidos");
    expect(careerFigures("civil-engineering", "US", "en")?.heading).toBe(
      "United States figures, in U.S. dollars (USD):",
    );
  });

  it("make the sentence about Spain say which figures are shown and where to find the rest", () => {
    const general = outcomeNote("ES", "es");
    expect(general.text).toContain(
      "Mostramos las tasas de empleo y de paro de los titulados universitarios que publica el INE",
    );
    expect(general.portal?.label).toContain("QEDU");
    expect(outcomeNote("ES", "en").text).toContain("We show the employment and unemployment rates");
    // beside a career with Spain's own figures, only the portal is named
    expect(outcomeNote("ES", "es", true).text).toBe("");
  });
});

describe("the publisher named in a sentence, as Spanish and English write it", () => {
  it("a sentence names the publisher with its article: «el Ministerio…», «el Instituto…», «the…»", () => {
    expect(outcomeNote("CO", "es").text).toContain(": el Ministerio de Educación Nacional de Colombia publica ");
    expect(outcomeNote("MX", "es").text).toContain(": el Instituto Mexicano para la Competitividad (IMCO) publica ");
    expect(outcomeNote("CL", "en").text).toContain(": the Undersecretariat of Higher Education");
    expect(outcomeNote("ES", "es").text).toContain("para las demás, el Ministerio de Ciencia");
  });

  it("every portal's sentence form starts with an article or a possessive, in both languages", () => {
    for (const row of OUTCOME_PORTALS) {
      if (!row.portal) continue;
      expect(row.portal.publisherInSentence.es, row.country).toMatch(/^(el|la|los|las) /);
      expect(row.portal.publisherInSentence.en, row.country).toMatch(/^(the |[A-Z][a-z]+'s )/);
    }
  });
});

describe("numbers as the reader's country writes them", () => {
  it("a reader in Colombia reads «USD 96.100», one in Mexico «USD 96,100», and English is always «96,100»", () => {
    const median = (country: "CO" | "MX" | "ES", lang: "es" | "en") =>
      careerFigures("nursing", country, lang)!.lines[0]!;
    expect(median("CO", "es")).toMatch(/USD \d{2,3}\.\d{3}\b/);
    expect(median("MX", "es")).toMatch(/USD \d{2,3},\d{3}\b/);
    expect(median("CO", "en")).toMatch(/USD \d{2,3},\d{3}\b/);
  });
});
