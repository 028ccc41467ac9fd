/**
 * Evidence from single activities of the picture test: what liking an activity says about WHICH
 * careers fit, beyond its Holland type (the idea of the Basic Interest Markers of Liao, Armstrong
 * and Rounds, 2008). For each activity of the question bank, `careers` lists the careers (3 to 12,
 * the most direct first) for which liking it is real evidence by its content, whatever their type;
 * `interest` names the basic interest it shows, as a phrase that completes "Te atrae …" /
 * "You are drawn to …". Careers that no activity points to are matched on type scores alone.
 */
import type { Localized } from "./types";

export interface ActivityEvidence {
  careers: string[];
  interest: Localized;
}

/** Keyed by activity id (shared/content/question-bank.ts), in question-bank order. */
export const ACTIVITY_EVIDENCE: Record<string, ActivityEvidence> = {
  "fly-small-plane": {
    careers: ["commercial-pilot", "aerospace-engineering", "aircraft-maintenance", "flight-attendant"],
    interest: { es: "la aviación y el pilotaje", en: "aviation and flying" },
  },
  "study-volcano": {
    careers: [
      "geology",
      "environmental-science",
      "physics",
      "mining-engineering",
      "petroleum-engineering",
      "mining-technician",
    ],
    interest: {
      es: "la geología y las fuerzas que moldean la Tierra",
      en: "geology and the forces that shape the Earth",
    },
  },
  "sing-on-stage": {
    careers: ["music", "theatre", "music-education", "music-production", "dance"],
    interest: { es: "el canto y la música en vivo", en: "singing and live music" },
  },
  "help-flood-families": {
    careers: ["social-work", "public-administration", "paramedic", "psychology", "sociology", "anthropology"],
    interest: { es: "la ayuda humanitaria en emergencias", en: "humanitarian aid in emergencies" },
  },
  "run-for-student-president": {
    careers: ["political-science", "public-administration", "law", "international-relations", "urban-planning"],
    interest: { es: "el liderazgo y la vida política", en: "leadership and politics" },
  },
  "serve-bank-counter": {
    careers: ["banking-technician", "finance", "sales-technician"],
    interest: { es: "la atención al público en servicios financieros", en: "serving customers in financial services" },
  },
  "repair-car-engine": {
    careers: [
      "automotive-mechanics",
      "aircraft-maintenance",
      "industrial-maintenance",
      "mechanical-engineering",
      "mechatronics-technician",
      "electromechanical-engineering",
      "mechatronics-engineering",
    ],
    interest: { es: "la mecánica y los motores", en: "mechanics and engines" },
  },
  "track-hurricane": {
    careers: ["environmental-science", "physics", "statistics", "data-science", "mathematics"],
    interest: { es: "la meteorología y el pronóstico del tiempo", en: "meteorology and weather forecasting" },
  },
  "play-drums": {
    careers: ["music", "music-production", "sound-technician", "music-education"],
    interest: { es: "la percusión y tocar en una banda", en: "drumming and playing in a band" },
  },
  "lead-camp-games": {
    careers: ["physical-education", "tourism", "early-childhood-education", "primary-education", "sports-science"],
    interest: { es: "la recreación y la animación de grupos", en: "recreation and leading group activities" },
  },
  "pitch-to-investors": {
    careers: ["business-administration", "finance", "marketing", "international-business"],
    interest: { es: "la búsqueda de inversión para proyectos nuevos", en: "raising investment for new ventures" },
  },
  "run-checkout": {
    careers: ["sales-technician", "banking-technician", "accounting-technician"],
    interest: { es: "la atención en caja y el comercio minorista", en: "retail and working the register" },
  },
  "operate-crane": {
    careers: [
      "construction-technician",
      "construction-engineering",
      "civil-engineering",
      "mining-technician",
      "mining-engineering",
      "surveying",
      "petroleum-engineering",
    ],
    interest: { es: "la maquinaria pesada y las obras", en: "heavy machinery and construction sites" },
  },
  "study-coral-reefs": {
    careers: ["marine-biology", "biology", "environmental-science"],
    interest: { es: "la vida marina y los océanos", en: "marine life and the oceans" },
  },
  "dance-in-show": {
    careers: ["dance", "theatre", "physical-education", "sports-science"],
    interest: { es: "la danza y la expresión corporal", en: "dance and movement" },
  },
  "give-first-aid": {
    careers: [
      "paramedic",
      "nursing",
      "nursing-technician",
      "medicine",
      "respiratory-therapy",
      "veterinary-technician",
      "veterinary-medicine",
      "dental-assistant",
      "physical-therapy",
      "surgical-technology",
    ],
    interest: { es: "la atención de urgencias y los primeros auxilios", en: "emergency care and first aid" },
  },
  "launch-startup": {
    careers: ["business-administration", "digital-marketing", "marketing", "international-business"],
    interest: { es: "el emprendimiento y la creación de negocios", en: "entrepreneurship and starting new businesses" },
  },
  "log-packages": {
    careers: [
      "logistics",
      "foreign-trade-customs",
      "accounting-technician",
      "industrial-engineering",
      "pharmacy-technician",
    ],
    interest: { es: "el control de inventarios y envíos", en: "tracking inventory and shipments" },
  },
  "drive-tractor": {
    careers: [
      "agricultural-technician",
      "agricultural-engineering",
      "agronomy",
      "animal-science",
      "veterinary-technician",
      "veterinary-medicine",
      "mining-technician",
    ],
    interest: { es: "el trabajo del campo y la maquinaria agrícola", en: "farm work and farm machinery" },
  },
  "study-dinosaur-fossils": {
    careers: ["geology", "biology", "anthropology", "history"],
    interest: {
      es: "los fósiles y la historia de la vida en la Tierra",
      en: "fossils and the history of life on Earth",
    },
  },
  "act-in-play": {
    careers: [
      "theatre",
      "film",
      "radio-television-production",
      "communication-studies",
      "makeup-artistry",
      "cultural-management",
      "dance",
    ],
    interest: { es: "la actuación y el teatro", en: "acting and theater" },
  },
  "visit-children-hospital": {
    careers: ["nursing", "medicine", "psychology", "social-work", "nursing-technician", "respiratory-therapy"],
    interest: { es: "el acompañamiento a niños enfermos", en: "comforting children who are ill" },
  },
  "organise-concert-sponsors": {
    careers: ["event-management", "cultural-management", "public-relations", "marketing", "advertising"],
    interest: { es: "la producción de eventos y los patrocinios", en: "event production and sponsorship" },
  },
  "sort-letters-post-office": {
    careers: ["logistics", "foreign-trade-customs", "library-science", "executive-assistant"],
    interest: { es: "la clasificación y distribución de envíos", en: "sorting and routing mail and parcels" },
  },
  "weld-metal": {
    careers: [
      "welding-technology",
      "industrial-maintenance",
      "mechanical-engineering",
      "construction-technician",
      "refrigeration-air-conditioning",
    ],
    interest: { es: "la soldadura y el trabajo con metales", en: "welding and metalwork" },
  },
  "observe-planets-telescope": {
    careers: ["physics", "aerospace-engineering", "mathematics"],
    interest: { es: "la astronomía y el espacio", en: "astronomy and space" },
  },
  "film-edit-video": {
    careers: [
      "film",
      "radio-television-production",
      "multimedia-design",
      "animation",
      "digital-marketing",
      "communication-studies",
      "photography",
    ],
    interest: { es: "la filmación y la edición de video", en: "filmmaking and video editing" },
  },
  "welcome-new-student": {
    careers: ["counselling", "primary-education", "human-resources", "social-work"],
    interest: { es: "la integración de personas nuevas", en: "helping newcomers settle in" },
  },
  "defend-in-court": {
    careers: ["law", "paralegal", "criminology"],
    interest: { es: "la defensa legal y la justicia", en: "legal advocacy and justice" },
  },
  "enter-data": {
    careers: [
      "health-information-technician",
      "accounting-technician",
      "executive-assistant",
      "statistics",
      "information-systems",
      "surveying",
      "programming-technician",
    ],
    interest: { es: "el registro preciso de datos", en: "accurate data entry" },
  },
  "fish-from-boat": {
    careers: ["marine-biology", "animal-science", "environmental-science"],
    interest: { es: "la pesca y la vida en el mar", en: "fishing and life on the water" },
  },
  "chemistry-experiment": {
    careers: [
      "chemistry",
      "chemical-engineering",
      "pharmacy",
      "food-engineering",
      "biotechnology",
      "laboratory-technician",
      "nutrition",
      "petroleum-engineering",
    ],
    interest: { es: "la química y los experimentos de laboratorio", en: "chemistry and lab experiments" },
  },
  "play-guitar": {
    careers: ["music", "music-education", "music-production", "sound-technician"],
    interest: { es: "la música y la guitarra", en: "music and the guitar" },
  },
  "teach-children-read": {
    careers: [
      "primary-education",
      "early-childhood-education",
      "special-education",
      "speech-therapy",
      "early-childhood-assistant",
      "library-science",
    ],
    interest: { es: "la enseñanza de la lectura a niños", en: "teaching children to read" },
  },
  "persuasive-speech": {
    careers: ["political-science", "communication-studies", "law", "public-relations", "philosophy"],
    interest: { es: "la oratoria y la persuasión", en: "public speaking and persuasion" },
  },
  "plan-weekly-schedule": {
    careers: [
      "executive-assistant",
      "logistics",
      "industrial-engineering",
      "event-management",
      "human-resources",
      "health-services-administration",
    ],
    interest: { es: "la planificación de horarios y tareas", en: "planning schedules and tasks" },
  },
  "fix-bicycle": {
    careers: ["automotive-mechanics", "industrial-maintenance", "mechanical-engineering"],
    interest: { es: "la reparación de bicicletas y otros mecanismos", en: "fixing bicycles and other mechanisms" },
  },
  "analyse-dna": {
    careers: ["biotechnology", "biology", "clinical-laboratory-science", "laboratory-technician", "criminology"],
    interest: { es: "la genética y el análisis de laboratorio", en: "genetics and lab analysis" },
  },
  "take-artistic-photos": {
    careers: ["photography", "fine-arts", "film", "journalism", "graphic-design", "fashion-design"],
    interest: { es: "la fotografía artística", en: "art photography" },
  },
  "explain-lesson": {
    careers: ["mathematics-teaching", "english-teaching", "primary-education", "modern-languages"],
    interest: { es: "la enseñanza y la explicación de temas", en: "teaching and explaining ideas" },
  },
  "win-debate": {
    careers: ["law", "political-science", "philosophy", "international-relations"],
    interest: { es: "la argumentación y el debate", en: "argument and debate" },
  },
  "budget-spreadsheet": {
    careers: ["accounting", "finance", "accounting-technician", "economics", "actuarial-science"],
    interest: { es: "los presupuestos y las hojas de cálculo", en: "budgets and spreadsheets" },
  },
  "replace-phone-screen": {
    careers: [
      "electronics-technician",
      "it-support-technician",
      "electronic-engineering",
      "mechatronics-technician",
      "network-technician",
      "biomedical-engineering",
      "computer-science",
      "software-engineering",
      "mechatronics-engineering",
    ],
    interest: { es: "la reparación de aparatos electrónicos", en: "repairing electronic devices" },
  },
  "study-brain": {
    careers: ["psychology", "medicine", "biology", "biomedical-engineering", "medical-imaging"],
    interest: { es: "el cerebro y la mente", en: "the brain and the mind" },
  },
  "design-clothes": {
    careers: ["fashion-design", "textile-design", "theatre", "makeup-artistry", "cosmetology"],
    interest: { es: "el diseño de moda", en: "fashion design" },
  },
  "teach-sign-language": {
    careers: ["special-education", "translation", "speech-therapy", "modern-languages"],
    interest: {
      es: "la lengua de señas y la comunicación accesible",
      en: "sign language and accessible communication",
    },
  },
  "negotiate-deal": {
    careers: [
      "international-business",
      "business-administration",
      "sales-technician",
      "law",
      "international-relations",
      "foreign-trade-customs",
    ],
    interest: { es: "la negociación y los acuerdos", en: "negotiation and deal-making" },
  },
  "classify-library-books": {
    careers: ["library-science", "history", "literature", "cultural-management"],
    interest: { es: "los libros y la catalogación", en: "books and cataloging" },
  },
  "install-wiring": {
    careers: [
      "electrical-technician",
      "electronics-technician",
      "electrical-engineering",
      "electromechanical-engineering",
      "renewable-energy-technician",
      "industrial-maintenance",
      "construction-technician",
      "mechatronics-technician",
      "network-technician",
      "mechatronics-engineering",
      "telecommunications-engineering",
    ],
    interest: { es: "la electricidad y las instalaciones eléctricas", en: "electricity and wiring" },
  },
  "study-microbes": {
    careers: [
      "biology",
      "clinical-laboratory-science",
      "laboratory-technician",
      "biotechnology",
      "food-engineering",
      "dentistry",
    ],
    interest: { es: "la microbiología", en: "microbiology" },
  },
  "play-piano": {
    careers: ["music", "music-education", "music-production", "sound-technician"],
    interest: { es: "la música y el piano", en: "music and the piano" },
  },
  "look-after-children": {
    careers: ["early-childhood-assistant", "early-childhood-education", "primary-education"],
    interest: { es: "el cuidado de niños pequeños", en: "caring for young children" },
  },
  "manage-hotel": {
    careers: ["hotel-management", "tourism", "business-administration", "event-management"],
    interest: { es: "la hotelería y la gestión de servicios", en: "hotel and hospitality management" },
  },
  "update-database": {
    careers: [
      "information-systems",
      "data-science",
      "programming-technician",
      "health-information-technician",
      "software-engineering",
      "computer-science",
      "cybersecurity",
      "it-support-technician",
    ],
    interest: { es: "las bases de datos y la información ordenada", en: "databases and well-kept information" },
  },
  "lay-bricks": {
    careers: [
      "construction-technician",
      "construction-engineering",
      "civil-engineering",
      "architecture",
      "surveying",
      "urban-planning",
    ],
    interest: { es: "la construcción y la albañilería", en: "construction and bricklaying" },
  },
  "research-medicine": {
    careers: [
      "pharmacy",
      "biotechnology",
      "chemistry",
      "medicine",
      "chemical-engineering",
      "veterinary-medicine",
      "dentistry",
      "biomedical-engineering",
      "pharmacy-technician",
    ],
    interest: { es: "la investigación de medicamentos", en: "developing new medicines" },
  },
  "draw-comics": {
    careers: ["illustration", "animation", "graphic-design", "fine-arts", "game-design"],
    interest: { es: "el cómic y la ilustración", en: "comics and illustration" },
  },
  "volunteer-food-bank": {
    careers: ["social-work", "sociology", "public-administration", "nutrition", "anthropology"],
    interest: { es: "el voluntariado y la ayuda comunitaria", en: "volunteering and community aid" },
  },
  "run-company": {
    careers: [
      "business-administration",
      "industrial-engineering",
      "finance",
      "international-business",
      "economics",
      "health-services-administration",
    ],
    interest: { es: "la dirección de empresas", en: "running a business" },
  },
  "organise-files": {
    careers: [
      "executive-assistant",
      "library-science",
      "paralegal",
      "health-information-technician",
      "dental-assistant",
      "health-services-administration",
    ],
    interest: { es: "el orden de documentos y archivos", en: "keeping documents and records in order" },
  },
  "build-wooden-shelf": {
    careers: ["construction-technician", "industrial-design", "interior-design", "welding-technology"],
    interest: { es: "la carpintería y el trabajo manual con madera", en: "woodworking and building things by hand" },
  },
  "use-microscope": {
    careers: [
      "biology",
      "clinical-laboratory-science",
      "laboratory-technician",
      "biotechnology",
      "medicine",
      "veterinary-technician",
      "dentistry",
    ],
    interest: { es: "las células y la observación al microscopio", en: "cells and microscope work" },
  },
  "paint-picture": {
    careers: ["fine-arts", "illustration", "animation", "textile-design", "makeup-artistry"],
    interest: { es: "la pintura y las artes plásticas", en: "painting and the visual arts" },
  },
  "listen-advise-friend": {
    careers: ["psychology", "counselling", "social-work"],
    interest: { es: "la escucha y la orientación personal", en: "listening to people and giving guidance" },
  },
  "sell-cars": {
    careers: ["sales-technician", "marketing", "business-administration"],
    interest: { es: "las ventas y la atención de clientes", en: "sales and dealing with customers" },
  },
  "proofread-document": {
    careers: ["translation", "literature", "journalism", "executive-assistant", "paralegal", "modern-languages"],
    interest: {
      es: "la corrección de textos y el buen uso del idioma",
      en: "editing text and careful use of language",
    },
  },
  "plant-trees": {
    careers: [
      "forestry-engineering",
      "environmental-science",
      "agronomy",
      "agricultural-technician",
      "environmental-engineering",
    ],
    interest: { es: "los bosques y la reforestación", en: "forests and reforestation" },
  },
  "test-river-pollution": {
    careers: ["environmental-engineering", "environmental-science", "chemistry", "biology", "civil-engineering"],
    interest: { es: "la calidad del agua y el medio ambiente", en: "water quality and the environment" },
  },
  "write-story": {
    careers: ["literature", "film", "journalism", "theatre", "game-design", "history", "philosophy"],
    interest: { es: "la escritura creativa", en: "creative writing" },
  },
  "keep-elderly-company": {
    careers: [
      "nursing-technician",
      "nursing",
      "occupational-therapy",
      "social-work",
      "physical-therapy",
      "counselling",
      "respiratory-therapy",
    ],
    interest: { es: "el cuidado de personas mayores", en: "caring for older adults" },
  },
  "run-travel-agency": {
    careers: ["tourism", "hotel-management", "flight-attendant", "event-management"],
    interest: { es: "el turismo y los viajes", en: "tourism and travel" },
  },
  "keep-accounts": {
    careers: ["accounting", "accounting-technician", "finance", "banking-technician", "actuarial-science"],
    interest: { es: "la contabilidad", en: "bookkeeping and accounting" },
  },
  "grow-vegetables": {
    careers: ["agronomy", "agricultural-technician", "agricultural-engineering", "nutrition"],
    interest: { es: "la agricultura y los cultivos", en: "farming and growing crops" },
  },
  "study-bees": {
    careers: [
      "biology",
      "animal-science",
      "agronomy",
      "environmental-science",
      "veterinary-medicine",
      "veterinary-technician",
    ],
    interest: { es: "los insectos y la vida animal", en: "insects and animal life" },
  },
  "make-pottery": {
    careers: ["fine-arts", "industrial-design", "interior-design", "textile-design"],
    interest: { es: "la cerámica y el trabajo artesanal", en: "ceramics and handcrafts" },
  },
  "help-blind-person": {
    careers: ["special-education", "occupational-therapy", "social-work", "physical-therapy"],
    interest: { es: "el apoyo a personas con discapacidad", en: "supporting people with disabilities" },
  },
  "run-own-shop": {
    careers: [
      "sales-technician",
      "business-administration",
      "marketing",
      "digital-marketing",
      "cosmetology",
      "fashion-design",
    ],
    interest: { es: "el comercio y la gestión de un negocio pequeño", en: "retail and running a small business" },
  },
  "count-coins": {
    careers: ["banking-technician", "accounting-technician", "accounting"],
    interest: { es: "el manejo de dinero en efectivo", en: "handling cash" },
  },
  "fix-leaking-pipe": {
    careers: [
      "construction-technician",
      "refrigeration-air-conditioning",
      "industrial-maintenance",
      "civil-engineering",
      "electrical-technician",
      "welding-technology",
    ],
    interest: { es: "la plomería y las instalaciones de agua", en: "plumbing and water systems" },
  },
  "study-magnets": {
    careers: [
      "physics",
      "electrical-engineering",
      "electromechanical-engineering",
      "electronic-engineering",
      "telecommunications-engineering",
      "electronics-technician",
      "medical-imaging",
      "electrical-technician",
      "mathematics",
    ],
    interest: { es: "la física y el electromagnetismo", en: "physics and electromagnetism" },
  },
  "decorate-room": {
    careers: ["interior-design", "architecture", "event-management", "textile-design"],
    interest: { es: "la decoración de interiores", en: "interior decorating" },
  },
  "calm-arguing-friends": {
    careers: ["psychology", "counselling", "social-work", "human-resources", "law"],
    interest: { es: "la mediación de conflictos", en: "conflict mediation" },
  },
  "sell-houses": {
    careers: ["sales-technician", "marketing", "business-administration"],
    interest: { es: "las ventas inmobiliarias", en: "real estate sales" },
  },
  "calculate-pay": {
    careers: ["accounting-technician", "human-resources", "accounting", "actuarial-science"],
    interest: { es: "el cálculo de sueldos y nóminas", en: "payroll calculation" },
  },
  "chop-firewood": {
    careers: ["forestry-engineering", "agricultural-technician", "agronomy"],
    interest: { es: "el trabajo físico al aire libre", en: "outdoor physical work" },
  },
  "study-climate-change": {
    careers: [
      "environmental-science",
      "environmental-engineering",
      "renewable-energy-technician",
      "physics",
      "geology",
      "urban-planning",
    ],
    interest: { es: "el cambio climático", en: "climate change" },
  },
  "design-poster": {
    careers: [
      "graphic-design",
      "advertising",
      "multimedia-design",
      "illustration",
      "digital-marketing",
      "fashion-design",
      "photography",
    ],
    interest: { es: "el diseño gráfico", en: "graphic design" },
  },
  "help-with-homework": {
    careers: ["primary-education", "mathematics-teaching", "english-teaching", "special-education"],
    interest: { es: "el apoyo escolar y las tutorías", en: "tutoring and homework help" },
  },
  "sell-at-fair": {
    careers: ["sales-technician", "marketing", "event-management"],
    interest: { es: "la venta directa al público", en: "selling face to face" },
  },
  "follow-checklist": {
    careers: [
      "industrial-engineering",
      "aircraft-maintenance",
      "surgical-technology",
      "commercial-pilot",
      "laboratory-technician",
      "pharmacy-technician",
      "dental-assistant",
      "medical-imaging",
      "cybersecurity",
    ],
    interest: { es: "el trabajo metódico paso a paso", en: "methodical, step-by-step work" },
  },
};

/** Every career is pointed to by at least this many activities, unless listed below with the reason. */
export const MIN_ACTIVITIES_PER_CAREER = 2;

/**
 * Careers no activity of the test honestly speaks for, with the reason (they are matched on the
 * type profile alone). Liking a hotel or a shop is not evidence for a kitchen, and helping people is
 * not evidence for a religious vocation.
 */
export const CAREERS_WITHOUT_ACTIVITY_EVIDENCE: Record<string, string> = {
  "culinary-arts":
    "No activity of the test is about cooking or food (the question bank leaves cooking out as a mixed A/S activity).",
  "baking-pastry":
    "No activity of the test is about cooking, baking or food (the question bank leaves cooking out as a mixed A/S activity).",
  theology:
    "A religious vocation depends on a calling, not on interests: no activity shows it, and the career is never picked from interests alone.",
};

/** The given career ids that no activity points to (pass CAREERS' ids; this file imports no data). */
export function careersWithoutEvidence(careerIds: readonly string[]): string[] {
  const pointed = new Set(Object.values(ACTIVITY_EVIDENCE).flatMap((evidence) => evidence.careers));
  return careerIds.filter((id) => !pointed.has(id));
}
