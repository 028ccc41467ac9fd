import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { CareerFiguresDto } from "@shared/validators/outcomes";
import { OutcomeFigures } from "./outcome-note";

const figures: CareerFiguresDto = {
  heading: "Como referencia, cifras de otro país: los Estados Unidos, en dólares estadounidenses (USD).",
  foreign: true,
  occupation: "Ocupación: Music Directors and Composers (código 27-2041)",
  lines: ["Salario anual mediano: USD 62,940"],
  source: "Fuente: U.S. Bureau of Labor Statistics, OEWS, mayo de 2023",
  url: "https://www.bls.gov/oes/tables.htm",
  outlook: {
    occupation: "Ocupación: Musicians and singers (código 27-2042)",
    lines: ["Proyección BLS 2024–34: +1.3 % de empleo en la década"],
    source: "Fuente: U.S. Bureau of Labor Statistics, Employment Projections 2024–34",
    url: "https://www.bls.gov/emp/tables/occupational-projections-and-characteristics.htm",
  },
};

describe("a career's published figures", () => {
  it("show the outlook after the pay, with its own occupation when it differs and its own source link", () => {
    const html = renderToStaticMarkup(<OutcomeFigures figures={figures} />);
    const pay = html.indexOf("Salario anual mediano");
    const outlook = html.indexOf("Proyección BLS 2024–34: +1.3 % de empleo en la década");
    expect(pay).toBeGreaterThan(-1);
    expect(outlook).toBeGreaterThan(pay);
    expect(html).toContain("Musicians and singers (código 27-2042)");
    expect(html).toContain('href="https://www.bls.gov/emp/tables/occupational-projections-and-characteristics.htm"');
  });

  it("show no outlook block when BLS projects none", () => {
    const html = renderToStaticMarkup(<OutcomeFigures figures={{ ...figures, outlook: null }} />);
    expect(html).not.toContain("outcome-outlook");
    expect(html).not.toContain("Proyección");
  });
});
