/**
 * Crosswalk from our careers to the five «ramas de conocimiento» in which INE publishes the
 * employment of university graduates (Encuesta de Inserción Laboral de Titulados Universitarios,
 * EILU 2019), and the reading of INE's table (DECISIONS 36).
 *
 * A career is tied to a rama only when its usual route in Spain is a university degree (grado) whose
 * rama is the same at every university (Real Decreto 1393/2007, annex II, and the degrees' usual
 * assignment in the RUCT). Careers left out: every technical career (EILU counts university
 * graduates only); careers whose Spanish route is not a university degree (music, dance, theatre,
 * design and animation are mostly taught as «enseñanzas artísticas superiores»; clinical laboratory,
 * imaging and respiratory therapy as vocational training; actuarial science as a master's; no grado
 * in animal science or theology as a civil degree); and careers whose grado sits in different ramas
 * at different universities (psychology, sports science, physical education, language and subject
 * teaching, cultural management, health services administration, urban planning, logistics). They
 * keep the "no published figures of this country" behaviour.
 */
import type { EsRama } from "../../shared/content/types";

/** The table's columns, as INE heads them on its page. */
export const EILU_COLUMNS = [
  "Indicator",
  "University graduates: Activity rate",
  "College Graduates: Employment Rate",
  "University graduates: Unemployment rate",
] as const;
export type EiluRow = Record<(typeof EILU_COLUMNS)[number], string>;

/** INE's row label (English page) → the rama, with its Spanish and English names as INE writes them. */
export const RAMAS: Record<EsRama, { label: string; es: string; en: string }> = {
  health: { label: "Health sciences", es: "Ciencias de la salud", en: "Health sciences" },
  engineering: { label: "Engineering and architecture", es: "Ingeniería y arquitectura", en: "Engineering and architecture" },
  social: { label: "Social and Legal Sciences", es: "Ciencias sociales y jurídicas", en: "Social and legal sciences" },
  sciences: { label: "Sciences", es: "Ciencias", en: "Sciences" },
  arts: { label: "Arts and humanities", es: "Artes y humanidades", en: "Arts and humanities" },
};

/** Career id → rama of its usual Spanish university degree (named in the comment). */
export const CAREER_RAMA: Record<string, EsRama> = {
  // Ingeniería y arquitectura: grados en Ingeniería… and Arquitectura
  "civil-engineering": "engineering", // Ingeniería Civil
  "construction-engineering": "engineering", // Ingeniería de Edificación / Arquitectura Técnica
  "mechanical-engineering": "engineering",
  "electrical-engineering": "engineering",
  "electronic-engineering": "engineering",
  "telecommunications-engineering": "engineering",
  "electromechanical-engineering": "engineering",
  "mechatronics-engineering": "engineering",
  "chemical-engineering": "engineering",
  "industrial-engineering": "engineering", // Ingeniería en Organización Industrial / Tecnologías Industriales
  "environmental-engineering": "engineering",
  "biomedical-engineering": "engineering",
  "mining-engineering": "engineering", // Ingeniería de Minas y Energía
  "petroleum-engineering": "engineering", // Ingeniería de la Energía / de Recursos Energéticos
  "food-engineering": "engineering", // Ingeniería Alimentaria
  "aerospace-engineering": "engineering",
  "software-engineering": "engineering", // Ingeniería del Software / Informática
  "computer-science": "engineering", // Ingeniería Informática
  "information-systems": "engineering", // Ingeniería Informática / Sistemas de Información
  "data-science": "engineering", // Ciencia e Ingeniería de Datos
  cybersecurity: "engineering", // Ingeniería de la Ciberseguridad
  "industrial-design": "engineering", // Ingeniería en Diseño Industrial y Desarrollo de Producto
  agronomy: "engineering", // Ingeniería Agronómica
  "agricultural-engineering": "engineering", // Ingeniería Agrícola
  "forestry-engineering": "engineering", // Ingeniería Forestal
  architecture: "engineering", // Fundamentos de la Arquitectura
  // Ciencias
  biology: "sciences",
  "marine-biology": "sciences", // Ciencias del Mar
  biotechnology: "sciences",
  chemistry: "sciences",
  physics: "sciences",
  mathematics: "sciences",
  statistics: "sciences",
  geology: "sciences",
  "environmental-science": "sciences", // Ciencias Ambientales
  // Ciencias de la salud
  medicine: "health",
  nursing: "health",
  "physical-therapy": "health", // Fisioterapia
  "occupational-therapy": "health",
  "speech-therapy": "health", // Logopedia
  nutrition: "health", // Nutrición Humana y Dietética
  dentistry: "health", // Odontología
  pharmacy: "health", // Farmacia
  "veterinary-medicine": "health", // Veterinaria
  // Ciencias sociales y jurídicas
  law: "social",
  economics: "social",
  "political-science": "social",
  "international-relations": "social",
  "public-administration": "social", // Gestión y Administración Pública
  sociology: "social",
  anthropology: "social", // Antropología Social y Cultural
  criminology: "social",
  "social-work": "social",
  counselling: "social", // Pedagogía
  "early-childhood-education": "social", // Maestro en Educación Infantil
  "primary-education": "social", // Maestro en Educación Primaria
  "special-education": "social", // Maestro, mención en Educación Especial
  "library-science": "social", // Información y Documentación
  journalism: "social",
  "communication-studies": "social", // Comunicación
  film: "social", // Comunicación Audiovisual
  advertising: "social", // Publicidad y Relaciones Públicas
  "public-relations": "social",
  "business-administration": "social", // Administración y Dirección de Empresas
  marketing: "social",
  "international-business": "social",
  accounting: "social", // Finanzas y Contabilidad
  finance: "social",
  "human-resources": "social", // Relaciones Laborales y Recursos Humanos
  tourism: "social",
  "hotel-management": "social", // Dirección Hotelera
  // Artes y humanidades
  history: "arts",
  philosophy: "arts",
  translation: "arts", // Traducción e Interpretación
  "modern-languages": "arts", // Lenguas Modernas
  literature: "arts",
  "fine-arts": "arts", // Bellas Artes
};

/** A rate as INE writes it on the English page ("92.4"), in percent with one decimal. */
export function parseRate(cell: string): number {
  if (!/^\d{1,3}\.\d$/.test(cell)) throw new Error(`not a rate: ${cell}`);
  return Number(cell);
}

/** The rama of a row label (INE's page ends one label with a stray ";"); null for the total. */
export function ramaOf(label: string): EsRama | null {
  const clean = label.replace(/;$/, "").trim();
  if (clean === "Total") return null;
  const entry = Object.entries(RAMAS).find(([, r]) => r.label === clean);
  if (!entry) throw new Error(`unknown rama: ${label}`);
  return entry[0] as EsRama;
}
