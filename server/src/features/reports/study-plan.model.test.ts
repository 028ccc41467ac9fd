import { describe, expect, it } from "vitest";
import { FIELDS, HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import { COUNTRY_CODES, type CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import { plan as studyPlan } from "@shared/i18n/messages/plan";
import { AGE_RANGES, EDUCATION_LEVELS, type AgeRange, type EducationLevel } from "@shared/validators/assessment";
import {
  buildStudyPlan,
  studyStage,
  type StudyPlan,
  type StudyPlanCareer,
  type StudyPlanInput,
} from "./study-plan.model";
import { examsFor } from "./study-system.model";
import { STUDY_SYSTEMS } from "@shared/content/study-systems";

// ---- fixtures: the top 3 of an SIA profile, in both languages -----------------------------------

const CAREERS: Record<Lang, StudyPlanCareer[]> = {
  es: [
    {
      name: "Psicología",
      subjects: [
        "Psicología del desarrollo",
        "Neurociencias y psicobiología",
        "Evaluación psicológica",
        "Psicopatología",
      ],
      work: ["Psicología clínica y salud mental", "Psicología educacional en colegios", "Investigación"],
      level: "university",
      field: "social_sciences",
    },
    {
      name: "Trabajo Social",
      subjects: ["Teoría social", "Métodos de intervención social"],
      work: ["Organizaciones no gubernamentales"],
      level: "university",
      field: "social_sciences",
    },
    {
      name: "Enfermería",
      subjects: ["Anatomía", "Farmacología"],
      work: ["Hospitales y centros de salud"],
      level: "university",
      field: "health",
    },
  ],
  en: [
    {
      name: "Psychology",
      subjects: [
        "Developmental psychology",
        "Neuroscience and biopsychology",
        "Psychological assessment",
        "Psychopathology",
      ],
      work: ["Clinical psychology and mental health", "School psychology", "Research"],
      level: "university",
      field: "social_sciences",
    },
    {
      name: "Social Work",
      subjects: ["Social theory", "Social intervention methods"],
      work: ["Non-governmental organizations"],
      level: "university",
      field: "social_sciences",
    },
    {
      name: "Nursing",
      subjects: ["Anatomy", "Pharmacology"],
      work: ["Hospitals and health centers"],
      level: "university",
      field: "health",
    },
  ],
};

const TECH_CAREER: Record<Lang, StudyPlanCareer> = {
  es: {
    name: "Técnico en Electricidad",
    subjects: ["Circuitos eléctricos", "Instalaciones eléctricas residenciales e industriales"],
    work: ["Instalaciones eléctricas en obras", "Mantenimiento eléctrico en empresas"],
    level: "technical",
    field: "technical",
  },
  en: {
    name: "Electrical Technician",
    subjects: ["Electrical circuits", "Residential and industrial wiring"],
    work: ["Electrical installation on building sites", "Electrical maintenance in companies"],
    level: "technical",
    field: "technical",
  },
};

const DR_UNIVERSITIES = [
  "Universidad Autónoma de Santo Domingo",
  "Pontificia Universidad Católica Madre y Maestra",
  "Instituto Tecnológico de Santo Domingo",
];
const DR_SCHOLARSHIPS: Record<Lang, string[]> = {
  es: ["Becas Nacionales MESCYT", "Programa Oportunidad 14-24"],
  en: ["MESCYT National Scholarships", "Oportunidad 14-24 Program"],
};
const DR: Record<Lang, string> = { es: "República Dominicana", en: "the Dominican Republic" };

function input(lang: Lang, overrides: Partial<StudyPlanInput> = {}): StudyPlanInput {
  return {
    hollandCode: "SIA",
    primaryType: "S",
    careers: CAREERS[lang],
    age: "15-18",
    education: "secundaria",
    currentlyStudying: null,
    country: "DO",
    universities: DR_UNIVERSITIES,
    scholarships: DR_SCHOLARSHIPS[lang],
    undifferentiated: false,
    ...overrides,
  };
}

const teen = (lang: Lang, overrides: Partial<StudyPlanInput> = {}) => buildStudyPlan(input(lang, overrides), lang);
const graduate30 = (lang: Lang, overrides: Partial<StudyPlanInput> = {}) =>
  buildStudyPlan(input(lang, { age: "25-35", education: "universitario", ...overrides }), lang);

const items = (plan: StudyPlan) => plan.horizons.flatMap((h) => h.items);
const allText = (plan: StudyPlan) => [plan.stageLabel, plan.intro, ...items(plan), ...plan.nextSteps].join("\n");

/** One person per stage (and both adult cases). */
const PEOPLE: { age: AgeRange; education: EducationLevel }[] = [
  { age: "15-18", education: "secundaria" },
  { age: "19-24", education: "universitario" },
  { age: "19-24", education: "tecnico" },
  { age: "25-35", education: "universitario" },
  { age: "46+", education: "posgrado" },
  { age: "25-35", education: "secundaria" },
  { age: "36-45", education: "tecnico" },
];

/** Every combination a reader could meet: stage, language, career level, empty lists, flat profile, main type. */
function everyPlan(): { label: string; lang: Lang; plan: StudyPlan }[] {
  const out: { label: string; lang: Lang; plan: StudyPlan }[] = [];
  for (const lang of ["es", "en"] as const)
    for (const person of PEOPLE)
      for (const tech of [false, true])
        for (const lists of [true, false])
          for (const undifferentiated of [false, true])
            for (const primaryType of HOLLAND_TYPES) {
              const careers = tech ? [TECH_CAREER[lang], ...CAREERS[lang].slice(0, 2)] : CAREERS[lang];
              const plan = buildStudyPlan(
                input(lang, {
                  ...person,
                  primaryType,
                  hollandCode: `${primaryType}${primaryType === "S" ? "I" : "S"}A`,
                  careers,
                  universities: lists ? DR_UNIVERSITIES : [],
                  scholarships: lists ? DR_SCHOLARSHIPS[lang] : [],
                  undifferentiated,
                }),
                lang,
              );
              out.push({
                label: `${lang} ${person.age} ${person.education} ${tech ? "technical" : "university"} ${lists ? "lists" : "no lists"} ${undifferentiated ? "flat" : ""} ${primaryType}`,
                lang,
                plan,
              });
            }
  return out;
}

// ---- stages ------------------------------------------------------------------------------------

describe("study plan stages", () => {
  const expected = (age: AgeRange, education: EducationLevel) => {
    const young = age === "15-18" || age === "19-24";
    if (education === "posgrado") return "graduate";
    if (education === "secundaria") return young ? "school" : "adult";
    if (education === "tecnico") return young ? "student" : "adult";
    return young ? "student" : "graduate";
  };
  const table = AGE_RANGES.flatMap((age) =>
    EDUCATION_LEVELS.map((education) => [age, education, expected(age, education)] as const),
  );

  it.each(table)("when the person is %s with %s, then the plan is for the %s stage", (age, education, stage) => {
    expect(studyStage(age, education)).toBe(stage);
    expect(buildStudyPlan(input("es", { age, education }), "es").stage).toBe(stage);
  });
});

// ---- shape -------------------------------------------------------------------------------------

describe("study plan shape", () => {
  const plans = everyPlan();

  it("when any profile is planned, then it has the four horizons in order with 3 to 5 items each and 3 to 5 closing steps", () => {
    for (const { label, plan } of plans) {
      expect(
        plan.horizons.map((h) => h.key),
        label,
      ).toEqual(["days30", "months3", "months6", "year1"]);
      for (const horizon of plan.horizons) {
        expect(horizon.title, label).not.toBe("");
        expect(horizon.items.length, `${label} ${horizon.key}`).toBeGreaterThanOrEqual(3);
        expect(horizon.items.length, `${label} ${horizon.key}`).toBeLessThanOrEqual(5);
      }
      expect(plan.nextSteps.length, label).toBeGreaterThanOrEqual(3);
      expect(plan.nextSteps.length, label).toBeLessThanOrEqual(5);
      expect(new Set(items(plan)).size, `${label}: no item twice`).toBe(items(plan).length);
    }
  });

  it("when any profile is planned, then every item is a full sentence that starts with a capital and ends with a full stop", () => {
    for (const { label, plan } of plans) {
      for (const item of [...items(plan), ...plan.nextSteps]) {
        expect(item, label).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
        expect(item, label).toMatch(/\.$/);
        // Verb first: never an article, a preposition or "if" at the start.
        expect(item, label).not.toMatch(/^(El|La|Los|Las|Un|Una|En|Si|Tu|The|A|An|In|If|Your) /);
      }
    }
  });

  it("when any profile is planned, then no placeholder, empty list or dangling punctuation is left in the text", () => {
    for (const { label, plan } of plans) {
      const text = allText(plan);
      expect(text, label).not.toMatch(/[{}]/);
      expect(text, label).not.toMatch(
        /,\s*,|:\s*[.,;]|\(\s*\)|\s[,.;:]|,\.|\s{2}|“”|\b(en|at|como|such as|para|for)\s*[,.;:]/,
      );
      expect(text, label).not.toContain("undefined");
    }
  });

  it("when any profile is planned, then it quotes no figure that could be an invented statistic or price", () => {
    for (const { label, plan } of plans) expect(allText(plan), label).not.toMatch(/%|\$|USD|US\$/);
  });
});

// ---- who the plan is for -----------------------------------------------------------------------

describe("study plan content", () => {
  it("when a 16-year-old in secundaria in the Dominican Republic gets a plan, then it is for choosing a first program and names admission, the top career and a university", () => {
    const plan = teen("es");
    expect(plan.stage).toBe("school");
    expect(plan.stageLabel).toMatch(/secundaria/);
    expect(plan.intro).toContain("SIA");
    const text = allText(plan);
    expect(text).toMatch(/admisión/);
    expect(text).toContain("Psicología");
    expect(text).toContain("Universidad Autónoma de Santo Domingo");
    expect(text).toMatch(/puertas abiertas/);
    expect(text).toMatch(/padres/);
    expect(text).toContain("Becas Nacionales MESCYT");
    // 2-3 subjects of the top career, and a kind of work it leads to
    expect(text).toContain("“Psicología del desarrollo”");
    expect(text).toContain("“Evaluación psicológica”");
    expect(text).not.toContain("Psicopatología");
    expect(text).toMatch(/psicología clínica y salud mental/);
  });

  it("when a 30-year-old graduate gets a plan, then it is a different stage with different items from the 16-year-old's", () => {
    const young = teen("es");
    const grown = graduate30("es");
    expect(grown.stage).toBe("graduate");
    expect(grown.stageLabel).not.toBe(young.stageLabel);
    expect(grown.intro).not.toBe(young.intro);
    const shared = items(grown).filter((item) => items(young).includes(item));
    expect(shared).toEqual([]);
    const text = allText(grown);
    expect(text).toMatch(/posgrado|maestr/);
    expect(text).toMatch(/entrevistas informativas/);
    expect(text).toMatch(/financiamiento|crédito educativo/);
    expect(text).toMatch(/nocturn|en línea/);
    expect(text).not.toMatch(/padres|simulacro/);
  });

  it("when a 20-year-old university student gets a plan, then it is about confirming, switching or specializing", () => {
    const plan = teen("es", { age: "19-24", education: "universitario" });
    expect(plan.stage).toBe("student");
    const text = allText(plan);
    expect(text).toMatch(/traslado|cambio de carrera/);
    expect(text).toMatch(/pasantía|práctica/);
    expect(text).toMatch(/electiva/);
  });

  it("when a 30-year-old with secundaria gets a plan, then it is about returning to study with flexible and technical options first", () => {
    const plan = teen("es", { age: "25-35", education: "secundaria" });
    expect(plan.stage).toBe("adult");
    const text = allText(plan);
    expect(text).toMatch(/nocturno|fin de semana|en línea/);
    // the Dominican Republic's own way to have experience recognised, by name
    expect(text).toContain("infórmate sobre la evaluación y certificación de competencias del INFOTEP");
    expect(text).toMatch(/programa técnico/);
    expect(text).toMatch(/título de bachiller/);
    expect(text).not.toMatch(/padres|simulacro/);
  });

  it("when an adult returns to study, then the plan names the country's official recognition of experience, or asks about it where none is known", () => {
    const adult = (country: StudyPlanInput["country"], lang: Lang) =>
      allText(teen(lang, { age: "36-45", education: "tecnico", country, universities: [], scholarships: [] }));
    expect(adult("CO", "es")).toContain("la Evaluación y Certificación de Competencias Laborales del SENA");
    expect(adult("MX", "es")).toMatch(/certificación de competencias del CONOCER .* y el Acuerdo 286 de la SEP/);
    expect(adult("US", "en")).toContain("in the United States, look into the College Board's CLEP exams");
    expect(adult("ES", "es")).toContain(
      "acreditación de competencias profesionales adquiridas por experiencia laboral",
    );
    // no agency known for certain: the general advice, never an invented name
    expect(adult("GT", "es")).toMatch(
      /reconocimiento de aprendizajes previos o la certificación de competencias laborales en Guatemala/,
    );
    expect(adult("GT", "es")).not.toMatch(/infórmate sobre/);
  });

  it("when the person's main type changes, then the suggested first try changes with it", () => {
    const by = (primaryType: HollandType, hollandCode: string) => allText(teen("es", { primaryType, hollandCode }));
    expect(by("S", "SIA")).toMatch(/voluntariado/);
    expect(by("R", "RIC")).toMatch(/taller práctico/);
    expect(by("I", "IRC")).toMatch(/club de ciencias|curso gratuito en línea/);
    expect(by("A", "ASE")).toMatch(/portafolio/);
    expect(by("E", "ECS")).toMatch(/lidera/i);
    expect(by("C", "CER")).toMatch(/hoja de cálculo/);
  });
});

// ---- languages ---------------------------------------------------------------------------------

describe("study plan languages", () => {
  /** The data (institution and official list names) is in its own language in both plans: leave it out. */
  const registryNames = Object.values(STUDY_SYSTEMS).flatMap((system) => system.registries.map((r) => r.name));
  const withoutNames = (text: string) =>
    [...DR_UNIVERSITIES, ...DR_SCHOLARSHIPS.en, ...registryNames].reduce((t, name) => t.split(name).join(""), text);

  it("when the plan is in Spanish, then it reads in Spanish with verbs first", () => {
    for (const person of PEOPLE) {
      const plan = buildStudyPlan(input("es", person), "es");
      const text = withoutNames(allText(plan));
      expect(items(plan).some((item) => /^(Visita|Habla|Averigua|Pide|Busca|Asiste)\b/.test(item))).toBe(true);
      expect(text).not.toMatch(/ (the|and|your|with|for) /i);
    }
  });

  it("when the plan is in English, then it reads in English with no Spanish left", () => {
    for (const person of PEOPLE) {
      const plan = buildStudyPlan(input("en", person), "en");
      const text = withoutNames(allText(plan));
      expect(items(plan).some((item) => /^(Visit|Talk|Find out|Ask|Look|Go|Attend)\b/.test(item))).toBe(true);
      expect(text).not.toMatch(/ (de la|que|para|con|tu|los|las|del) /i);
      expect(text).not.toMatch(/[áéíóúñ¿¡]/i);
    }
  });

  it("when the country is one that takes an article in English, then the English plan says 'the Dominican Republic'", () => {
    const plan = teen("en", { universities: [], scholarships: [] });
    expect(allText(plan)).toContain("in the Dominican Republic");
    expect(allText(teen("es", { universities: [], scholarships: [] }))).toContain("en República Dominicana");
  });

  it("when the country is unknown, then the plan says 'your country' instead of a blank or 'Other'", () => {
    for (const [lang, phrase] of [
      ["es", "tu país"],
      ["en", "your country"],
    ] as const) {
      const text = allText(teen(lang, { country: "OTHER", universities: [], scholarships: [] }));
      expect(text).toContain(phrase);
      expect(text).not.toMatch(/\b(en Otro|in Other)\b/);
    }
  });
});

// ---- the data it weaves in ---------------------------------------------------------------------

describe("study plan data", () => {
  it("when there are no universities and no scholarships, then the plan still names the country and reads without gaps", () => {
    for (const lang of ["es", "en"] as const) {
      for (const person of PEOPLE) {
        const plan = buildStudyPlan(input(lang, { ...person, universities: [], scholarships: [] }), lang);
        const text = allText(plan);
        expect(text).toContain(DR[lang]);
        expect(text).not.toMatch(/,\s*,|:\s*\.|[{}]|como\s*[,.:]|such as\s*[,.:]/);
        expect(text).not.toMatch(/Universidad|MESCYT/);
      }
    }
  });

  it("when more than three universities and two scholarships fit, then the plan names only the first three and two", () => {
    const text = allText(
      teen("es", {
        universities: [...DR_UNIVERSITIES, "Universidad APEC"],
        scholarships: [...DR_SCHOLARSHIPS.es, "Becas Chile"],
      }),
    );
    for (const name of [...DR_UNIVERSITIES, ...DR_SCHOLARSHIPS.es]) expect(text).toContain(name);
    expect(text).not.toContain("Universidad APEC");
    expect(text).not.toContain("Becas Chile");
  });

  it("when a Spanish list ends with a word starting with an i sound, then it joins with 'e' instead of 'y'", () => {
    expect(allText(teen("es"))).toContain("Madre y Maestra e Instituto Tecnológico de Santo Domingo");
    expect(allText(teen("en"))).toContain("Madre y Maestra and Instituto Tecnológico de Santo Domingo");
  });

  it("when the top career is technical, then the plan speaks of institutes, short programs and certifications instead of university admission", () => {
    for (const person of PEOPLE) {
      const university = teen("es", person);
      const technical = teen("es", { ...person, careers: [TECH_CAREER.es, ...CAREERS.es.slice(0, 2)] });
      expect(allText(technical), person.education).toMatch(/certificaci/);
      expect(allText(technical), person.education).toContain("Técnico en Electricidad");
      expect(items(technical), person.education).not.toEqual(items(university));
    }
    const school = allText(teen("es", { careers: [TECH_CAREER.es] }));
    expect(school).toMatch(/institutos técnicos|talleres/);
    expect(school).toMatch(/pasantía/);
    expect(school).not.toMatch(/simulacro|prueba o examen de admisión/);
    expect(allText(teen("en", { careers: [TECH_CAREER.en] }))).toMatch(/certification/);
  });

  it("when the profile is undifferentiated, then the first 30 days start with retaking the test calmly and exploring more widely", () => {
    for (const lang of ["es", "en"] as const) {
      for (const person of PEOPLE) {
        const flat = buildStudyPlan(input(lang, { ...person, undifferentiated: true }), lang);
        const clear = buildStudyPlan(input(lang, { ...person, undifferentiated: false }), lang);
        const [flatFirst] = flat.horizons;
        const [clearFirst] = clear.horizons;
        expect(flatFirst?.items.length).toBe((clearFirst?.items.length ?? 0) + 1);
        expect(flatFirst?.items[0]).toMatch(
          lang === "es" ? /^Repite el test con calma.*explorar/ : /^Retake the test calmly.*exploring/,
        );
        expect(items(clear).join(" ")).not.toMatch(/Repite el test|Retake the test/);
      }
    }
  });

  it("when only one career is given, then the plan compares institutions instead of careers and still has a plan B", () => {
    const text = allText(teen("es", { careers: CAREERS.es.slice(0, 1) }));
    expect(text).toMatch(/Compara Psicología en dos o tres instituciones/);
    expect(text).toMatch(/plan B/);
    expect(text).not.toContain("Trabajo Social");
  });
});

// ---- the message slice -------------------------------------------------------------------------

describe("study plan messages", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it("when a Spanish key exists, then English has it too with the same placeholders, and neither is empty", () => {
    const es = Object.keys(studyPlan.es) as (keyof typeof studyPlan.es)[];
    expect(Object.keys(studyPlan.en).sort()).toEqual([...es].sort());
    for (const key of es) {
      expect(key.startsWith("plan."), key).toBe(true);
      expect(studyPlan.es[key].trim(), key).not.toBe("");
      expect(studyPlan.en[key].trim(), key).not.toBe("");
      expect(placeholders(studyPlan.en[key]), key).toEqual(placeholders(studyPlan.es[key]));
    }
  });

  it("when a message names institutions, then it always introduces them as examples", () => {
    for (const lang of ["es", "en"] as const) {
      for (const [key, text] of Object.entries(studyPlan[lang])) {
        if (text.includes("{universities}")) expect(text, key).toMatch(/(como|such as) \{universities\}/);
      }
    }
  });
});

// ---- keyed to the career, the country and the stage ------------------------------------------------

const INTERIOR_DESIGN: Record<Lang, StudyPlanCareer> = {
  es: {
    name: "Diseño de Interiores",
    subjects: ["Dibujo arquitectónico", "Color y materiales"],
    work: ["Estudios de diseño"],
    level: "university",
    field: "arts",
  },
  en: {
    name: "Interior Design",
    subjects: ["Architectural drawing", "Color and materials"],
    work: ["Design studios"],
    level: "university",
    field: "arts",
  },
};
const PROGRAMMING_TECH: StudyPlanCareer = {
  name: "Técnico en Programación",
  subjects: ["Lógica de programación", "Bases de datos"],
  work: ["Desarrollo de software"],
  level: "technical",
  field: "computing",
};

describe("study plan stage from the 'currently studying' answer", () => {
  it("when a 24-year-old with a university degree says they are not studying, then the plan is for a graduate, not 'you are already studying'", () => {
    for (const lang of ["es", "en"] as const) {
      const plan = teen(lang, { age: "19-24", education: "universitario", currentlyStudying: false, country: "CO" });
      expect(plan.stage).toBe("graduate");
      expect(allText(plan)).not.toMatch(/Ya estás estudiando|You are already studying/);
    }
  });

  it("when a 30-year-old says they are studying at university, then the plan is for a student", () => {
    expect(studyStage("25-35", "universitario", true)).toBe("student");
    expect(studyStage("36-45", "tecnico", true)).toBe("student");
    expect(studyStage("19-24", "tecnico", false)).toBe("adult");
  });

  it("when a young university-level reader did not answer, then the plan does not assert that they study", () => {
    const plan = teen("es", { age: "19-24", education: "universitario", currentlyStudying: null });
    expect(plan.stage).toBe("student");
    expect(plan.intro).toMatch(/Si ya estás estudiando/);
  });

  it("when a 46+ reader with a postgraduate degree gets a plan, then it is written for a career change, weighs the level and names EXANI-III in Mexico", () => {
    const plan = teen("es", { age: "46+", education: "posgrado", currentlyStudying: false, country: "MX" });
    expect(plan.stage).toBe("graduate");
    expect(plan.intro).toMatch(/Cambiar de rumbo con experiencia/);
    const text = allText(plan);
    expect(text).toMatch(/rutas más cortas hacia Psicología/);
    expect(text).toContain("EXANI-III");
    expect(text).not.toMatch(/simulacro|padres/);
  });
});

describe("study plan keyed to the career and the country", () => {
  const exam = (lang: Lang, country: StudyPlanInput["country"]) =>
    allText(teen(lang, { country, universities: [], scholarships: [] }));

  it("when a school student plans a university career, then the plan names their country's admission test", () => {
    expect(exam("es", "CO")).toContain("Saber 11");
    expect(exam("es", "MX")).toContain("EXANI-II");
    expect(exam("es", "CL")).toContain("PAES");
    expect(exam("es", "DO")).toMatch(/POMA/);
    expect(exam("es", "ES")).toMatch(/PAU.*EBAU/);
    expect(exam("en", "US")).toMatch(/SAT or ACT/);
    expect(exam("es", "BR")).toContain("ENEM");
    expect(exam("es", "PE")).toMatch(/examen de admisión/);
  });

  it("when the country has no admission test, then the plan does not invent a mock exam of it", () => {
    const text = exam("es", "UY");
    expect(text).not.toMatch(/simulacro/);
    expect(text).toMatch(/exámenes de años anteriores/);
  });

  it("when the top career is in the arts, then a school student is told about auditions or a portfolio", () => {
    const text = allText(teen("es", { careers: [INTERIOR_DESIGN.es] }));
    expect(text).toMatch(/audición/);
    expect(allText(teen("en", { careers: [INTERIOR_DESIGN.en] }))).toMatch(/audition/);
  });

  it("when an Investigative teen's top career is Interior Design, then the subjects to reinforce are the career's, not biology", () => {
    const plan = teen("es", { primaryType: "I", hollandCode: "IAS", careers: [INTERIOR_DESIGN.es] });
    const reinforce = items(plan).find((item) => item.startsWith("Refuerza"))!;
    expect(reinforce).toMatch(/artes/);
    expect(reinforce).not.toMatch(/biología/);
    expect(reinforce).toContain("Diseño de Interiores");
  });

  it("when the top career changes field, then the six-month project changes with it", () => {
    const design = items(teen("es", { careers: [INTERIOR_DESIGN.es] }));
    const nursing = items(teen("es", { careers: [CAREERS.es[2]!] }));
    expect(design.some((item) => /portafolio/.test(item))).toBe(true);
    expect(nursing.some((item) => /primeros auxilios/.test(item))).toBe(true);
  });

  it("when the career name is a job title, then every Spanish sentence still reads (no 'estudiar Técnico en…')", () => {
    for (const person of PEOPLE) {
      const text = allText(teen("es", { ...person, careers: [PROGRAMMING_TECH] }));
      expect(text).toContain("Técnico en Programación");
      expect(text).not.toMatch(
        /\b(estudiar|estudia|ser|trabajar como|se practica|la carrera de) Técnico en Programación/,
      );
    }
  });
});

describe("study plan language for its reader", () => {
  it("when the reader is in Spain, then the Spanish plan uses Spain's terms", () => {
    for (const person of PEOPLE) {
      const text = allText(teen("es", { ...person, country: "ES", universities: [], scholarships: [] }));
      expect(text, person.education).not.toMatch(
        /\b(pasantía|maestría|diplomado|pensum|malla curricular|medio tiempo|computadora|celular)/,
      );
    }
    const school = allText(
      teen("es", { country: "ES", careers: [TECH_CAREER.es], universities: [], scholarships: [] }),
    );
    expect(school).toMatch(/centros de FP/);
    expect(
      allText(teen("es", { age: "25-35", education: "universitario", currentlyStudying: false, country: "ES" })),
    ).toMatch(/máster/);
    expect(
      allText(teen("es", { country: "ES" })).startsWith(
        "Plan para quien termina el Bachillerato y elige su primer grado",
      ),
    ).toBe(true);
  });

  it("when the reader is elsewhere, then the Spanish plan keeps neutral Latin American terms", () => {
    expect(
      allText(teen("es", { age: "25-35", education: "universitario", currentlyStudying: false, country: "MX" })),
    ).toMatch(/maestr/);
  });

  it("when the plan is in English, then it is US English", () => {
    for (const person of PEOPLE) {
      for (const tech of [false, true]) {
        const text = allText(
          teen("en", {
            ...person,
            careers: tech ? [TECH_CAREER.en] : CAREERS.en,
            country: "US",
            universities: [],
            scholarships: [],
          }),
        );
        expect(text).not.toMatch(
          /\b(programme|enrol|enrolment|centre|organis\w*|specialis\w*|counsellor|practise|maths|timetable|CV|placements?(?! tests?))\b/,
        );
      }
    }
    expect(allText(teen("en", { country: "US", universities: [], scholarships: [] }))).toContain(
      "in the United States",
    );
  });
});

describe("study plan coverage", () => {
  it("when any country of the list is planned, then it has its own admission sentence from the study systems, in both languages", () => {
    for (const country of COUNTRY_CODES) {
      if (country !== "OTHER") expect(examsFor(country, "bachelor").length, country).toBeGreaterThan(0);
      for (const lang of ["es", "en"] as const) {
        const text = allText(teen(lang, { country, universities: [], scholarships: [] }));
        expect(text, `${lang} ${country}`).not.toMatch(/plan\.\w+/);
      }
    }
  });

  it("when any field leads the list, then the plan has school subjects and a project for it", () => {
    for (const field of FIELDS) {
      expect(studyPlan.es, field).toHaveProperty(`plan.schoolSubjects.${field}`);
      expect(studyPlan.es, field).toHaveProperty(`plan.field.${field}.project`);
    }
  });
});

// ---- the counsellor's review: exams and registries by level, language, age ----------------------

describe("study plan exams and registries by the level of the recommended route", () => {
  const techPlan = (lang: Lang, country: CountryCode, overrides: Partial<StudyPlanInput> = {}) =>
    allText(
      teen(lang, {
        country,
        careers: [TECH_CAREER[lang], ...CAREERS[lang].slice(0, 2)],
        routeLevel: "technical",
        universities: [],
        scholarships: [],
        ...overrides,
      }),
    );
  const bachelorPlan = (lang: Lang, country: CountryCode) =>
    allText(teen(lang, { country, routeLevel: "bachelor", universities: [], scholarships: [] }));

  it("when a Peruvian teen's route is technical, then the plan names MINEDU's list of institutos, not SUNEDU", () => {
    for (const lang of ["es", "en"] as const) {
      const text = techPlan(lang, "PE");
      expect(text, lang).toMatch(/Ministerio de Educación/);
      expect(text, lang).toMatch(/[Ii]nstitutos?/);
      expect(text, lang).not.toMatch(/SUNEDU/);
    }
    expect(bachelorPlan("es", "PE")).toMatch(/SUNEDU/);
  });

  it("when a Costa Rican teen's route is technical, then the plan names the INA, not CONARE", () => {
    for (const lang of ["es", "en"] as const) {
      const text = techPlan(lang, "CR");
      expect(text, lang).toMatch(/\bINA\b/);
      expect(text, lang).not.toMatch(/CONARE|CONESUP/);
    }
  });

  it("when a Colombian teen's route is technical, then the plan mentions SENA beside Saber 11", () => {
    for (const lang of ["es", "en"] as const) {
      const text = techPlan(lang, "CO");
      expect(text, lang).toMatch(/\bSENA\b/);
      expect(text, lang).toMatch(/Saber 11/);
    }
  });

  it("when a Guatemalan teen's route is a bachelor's degree, then the official list is not CEPS alone", () => {
    for (const lang of ["es", "en"] as const) {
      const text = bachelorPlan(lang, "GT");
      expect(text, lang).toMatch(/CEPS/);
      expect(text, lang).toMatch(/Universidad de San Carlos/);
    }
  });

  it("when a Puerto Rican graduate's route is graduate study, then the plan names EXADEP beside GRE and GMAT", () => {
    for (const lang of ["es", "en"] as const) {
      const text = allText(
        graduate30(lang, { country: "PR", routeLevel: "graduate", universities: [], scholarships: [] }),
      );
      expect(text, lang).toMatch(/EXADEP/);
      expect(text, lang).toMatch(/GRE/);
      expect(text, lang).toMatch(/GMAT/);
    }
    expect(bachelorPlan("es", "PR")).toMatch(/PAA/);
    expect(bachelorPlan("es", "PR")).not.toMatch(/EXADEP/);
  });

  it("when a technical route needs no entrance exam, then the plan says so instead of naming the university exam", () => {
    const spain = techPlan("es", "ES");
    expect(spain).not.toMatch(/PAU|simulacro/);
    expect(spain).toMatch(/basta el título de Bachiller/);
    const us = techPlan("en", "US");
    expect(us).not.toMatch(/\b(SAT|ACT)\b|practice run/);
    expect(us).toMatch(/[Cc]ommunity colleges/);
  });

  it("when a graduate's route is a second degree, then no graduate exam is named; when it is graduate study, it is", () => {
    const second = allText(graduate30("es", { country: "MX", routeLevel: "bachelor" }));
    expect(second).not.toMatch(/EXANI-III/);
    expect(allText(graduate30("es", { country: "MX", routeLevel: "graduate" }))).toMatch(/EXANI-III/);
  });
});

describe("study plan wording (the counsellor's review)", () => {
  /** Words of 4 letters or more inside each parenthesis that repeat one of the 4 words before it. */
  const repeatedInParentheses = (text: string): string[] => {
    const norm = (w: string) =>
      w
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9-]/g, "");
    const stem = (w: string) => w.replace(/(es|s)$/, "");
    const out: string[] = [];
    for (const match of text.matchAll(/\(([^()]*)\)/g)) {
      // Examples may name the field again ("Psychology (for example: clinical psychology)").
      if (/^(por ejemplo|for example)\b/.test(match[1]!)) continue;
      const before = text
        .slice(0, match.index)
        .replace(/\([^()]*\)/g, " ")
        .split(/\s+/)
        .slice(-4)
        .map(norm)
        .map(stem);
      const inside = match[1]!
        .split(/\s+/)
        .map(norm)
        .filter((w) => w.length >= 4)
        .map(stem);
      if (inside.some((w) => before.includes(w)))
        out.push(`${text.slice(Math.max(0, match.index! - 40), match.index)}(${match[1]})`);
    }
    return out;
  };

  it("when any plan is written, then no parenthesis repeats the term just before it", () => {
    for (const { label, plan } of everyPlan()) expect(repeatedInParentheses(allText(plan)), label).toEqual([]);
    for (const country of COUNTRY_CODES)
      for (const lang of ["es", "en"] as const)
        for (const routeLevel of ["technical", "bachelor"] as const) {
          const careers = routeLevel === "technical" ? [TECH_CAREER[lang]] : CAREERS[lang];
          const text = allText(teen(lang, { country, careers, routeLevel, universities: [], scholarships: [] }));
          expect(repeatedInParentheses(text), `${lang} ${country} ${routeLevel}`).toEqual([]);
        }
  });

  it("when a length is said before a noun, then it is singular ('a 2-3 year program')", () => {
    for (const { label, plan } of everyPlan())
      expect(allText(plan), label).not.toMatch(/\d\s*years\s+(program|course|degree)/i);
  });

  it("when the reader is in Spain, then no Latin American term is left in any plan sentence", () => {
    const translation: StudyPlanCareer = {
      name: "Traducción",
      subjects: ["Traducción asistida por computador", "Terminología", "Lingüística"],
      work: ["Agencias de traducción"],
      level: "university",
      field: "humanities",
    };
    for (const person of PEOPLE)
      for (const currentlyStudying of [null, true, false])
        for (const careers of [[translation], [TECH_CAREER.es], CAREERS.es]) {
          const text = allText(
            teen("es", { ...person, currentlyStudying, country: "ES", careers, universities: [], scholarships: [] }),
          );
          expect(text, `${person.age} ${person.education} ${currentlyStudying}`).not.toMatch(
            /\b(computador(es|as?)?|semillero de investigación|énfasis|pregrado|Postúlate|financiamiento|créditos? educativos?|materias?|proyecto de grado|consejero estudiantil|educación continua|pensum)\b/,
          );
        }
  });

  it("when a 46+ reader changes careers, then the plan does not send them to apply for entry-level jobs", () => {
    const theology: Record<Lang, StudyPlanCareer> = {
      es: { name: "Teología", subjects: ["Biblia"], work: ["Pastoral"], level: "university", field: "humanities" },
      en: { name: "Theology", subjects: ["Bible"], work: ["Pastoral work"], level: "university", field: "humanities" },
    };
    for (const lang of ["es", "en"] as const) {
      const graduate = allText(
        teen(lang, { age: "46+", education: "posgrado", currentlyStudying: false, careers: [theology[lang]] }),
      );
      expect(graduate, lang).not.toMatch(/Apply for at least three jobs|Postúlate al menos a tres puestos/);
      const adult = allText(teen(lang, { age: "46+", education: "secundaria", careers: [theology[lang]] }));
      expect(adult, lang).not.toMatch(/internship|pasantía/);
      const student = allText(
        teen(lang, { age: "46+", education: "universitario", currentlyStudying: true, careers: [theology[lang]] }),
      );
      expect(student, lang).not.toMatch(/first resume|primer CV/);
    }
    // A 30-year-old graduate is still told to apply.
    expect(allText(graduate30("en"))).toMatch(/Apply for at least three jobs/);
  });
});
