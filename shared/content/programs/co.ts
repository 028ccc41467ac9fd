/**
 * Where to study in CO: institutions and the programs they offer, each with its source.
 * See shared/content/programs/index.ts for the rules every row follows.
 *
 * University (bachelor) and graduate programs come from the SNIES registry of the Ministerio de
 * Educación Nacional, imported by scripts/data/import-snies.ts into co.generated.ts. The SNIES
 * snapshots available to that import hold no técnico profesional or tecnológico programs, so the
 * technical rows below stay hand-written from the institutions' own pages.
 */
import type { CountryCatalog } from "../types";
import { CATALOG_CO_REGISTRY } from "./co.generated";
import { offered } from "./define";

export const CATALOG_CO: CountryCatalog = {
  country: "CO",
  sources: [
    ...CATALOG_CO_REGISTRY.sources,
    {
      id: "co-sena-site",
      publisher: "Servicio Nacional de Aprendizaje (SENA)",
      title: "Oferta académica (página oficial)",
      url: "https://www.sena.edu.co",
      licence: "Facts (names, levels, durations) cited from the institution's public page",
      retrieved: "2026-11-23",
      kind: "institution",
    },
  ],
  institutions: [
    ...CATALOG_CO_REGISTRY.institutions,
    {
      id: "co-sena",
      country: "CO",
      name: "Servicio Nacional de Aprendizaje (SENA)",
      city: "Bogotá",
      kind: "public",
      website: "https://www.sena.edu.co",
      source: "co-sena-site",
    },
  ],
  programs: [
    ...CATALOG_CO_REGISTRY.programs,
    ...offered("co-sena", "technical", "co-sena-site", [
      ["electrical-technician", "Técnico en Electricidad"],
      ["automotive-mechanics", "Mecánica Automotriz"],
      ["welding-technology", "Soldadura y Estructuras Metálicas"],
      ["refrigeration-air-conditioning", "Refrigeración y Climatización"],
      ["surveying", "Tecnología en Topografía"],
      ["programming-technician", "Tecnología en Análisis y Desarrollo de Software"],
      ["network-technician", "Técnico en Redes y Telecomunicaciones"],
      ["it-support-technician", "Técnico en Sistemas"],
      ["accounting-technician", "Técnico en Contabilidad"],
      ["culinary-arts", "Tecnología en Gastronomía"],
      ["baking-pastry", "Panadería y Pastelería"],
      ["cosmetology", "Técnico en Cosmetología y Estética Integral"],
      ["nursing-technician", "Auxiliar en Enfermería"],
      ["pharmacy-technician", "Técnico en Servicios Farmacéuticos"],
      ["agricultural-technician", "Técnico Agropecuario"],
      ["sales-technician", "Técnico en Ventas y Comercialización"],
      ["executive-assistant", "Técnico en Asistencia Administrativa"],
    ]),
  ],
};
