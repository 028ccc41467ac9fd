import { describe, expect, it } from "vitest";
import { SCHOLARSHIPS } from "@shared/content/scholarships";
import type { Scholarship } from "@shared/content/types";
import { INTERNATIONAL_SHOWN, SCHOLARSHIPS_SHOWN, qualify, scholarshipsFor, type Reader } from "./scholarships.model";

const byId = (id: string) => SCHOLARSHIPS.find((s) => s.id === id)!;
const ids = (reader: Reader, lang: "es" | "en" = "es") => scholarshipsFor(reader, lang).map((e) => e.scholarship.id);
const reader = (overrides: Partial<Reader>): Reader => ({
  country: "DO",
  age: "15-18",
  education: "secundaria",
  currentlyStudying: true,
  ...overrides,
});

const program = (overrides: Partial<Scholarship>): Scholarship => ({
  id: "test",
  name: { es: "Beca", en: "Grant" },
  provider: "Test",
  countries: ["DO"],
  levels: ["undergraduate"],
  applicants: ["secondary"],
  ages: { min: 16, max: 30 },
  situation: "any",
  destinations: "HOME",
  eligibility: { es: "x", en: "x" },
  covers: { es: "x", en: "x" },
  prepare: { es: "x", en: "x" },
  url: "https://example.org",
  ...overrides,
});

describe("eligibility of one program", () => {
  it("a reader whose country is not among the origins is excluded", () => {
    expect(qualify(program({ countries: ["MX"] }), reader({}))).toBeNull();
  });

  it("an age range wholly outside the limits excludes; one straddling a limit asks to check the requirements", () => {
    expect(
      qualify(
        program({ ages: { min: 16, max: 24 } }),
        reader({ age: "36-45", education: "secundaria", currentlyStudying: false }),
      ),
    ).toBeNull();
    expect(
      qualify(program({ ages: { min: 16, max: 30 } }), reader({ age: "25-35", currentlyStudying: false })),
    ).toEqual({ qualification: "check", uncertain: ["age"] });
    expect(qualify(program({ ages: { min: 14, max: 30 } }), reader({}))).toEqual({
      qualification: "likely",
      uncertain: [],
    });
    expect(
      qualify(program({ ages: { min: 20, max: null } }), reader({ age: "46+", currentlyStudying: false })),
    ).toEqual({ qualification: "likely", uncertain: [] });
  });

  it("a program for people who neither study nor work excludes a student, and asks to check when we do not know", () => {
    const outOfSchool = program({ ages: { min: 14, max: 24 }, situation: "not_studying" });
    expect(qualify(outOfSchool, reader({ currentlyStudying: true }))).toBeNull();
    expect(qualify(outOfSchool, reader({ age: "19-24", currentlyStudying: false }))?.qualification).toBe("likely");
    expect(qualify(outOfSchool, reader({ age: "19-24", currentlyStudying: null }))).toEqual({
      qualification: "check",
      uncertain: ["situation"],
    });
  });

  it("a school-age reader in secondary school who did not answer is taken to be at school", () => {
    const outOfSchool = program({ ages: { min: 14, max: 24 }, situation: "not_studying" });
    expect(qualify(outOfSchool, reader({ currentlyStudying: null }))).toBeNull();
  });

  it("education decides who may apply: a graduate is not an undergraduate, and an unknown university reader could be either", () => {
    const undergraduates = program({ applicants: ["secondary", "undergraduate"], ages: { min: 16, max: null } });
    expect(
      qualify(undergraduates, reader({ age: "19-24", education: "universitario", currentlyStudying: true }))
        ?.qualification,
    ).toBe("likely");
    expect(
      qualify(undergraduates, reader({ age: "19-24", education: "universitario", currentlyStudying: false })),
    ).toBeNull();
    expect(
      qualify(undergraduates, reader({ age: "19-24", education: "universitario", currentlyStudying: null })),
    ).toEqual({ qualification: "check", uncertain: ["education"] });
    expect(
      qualify(undergraduates, reader({ age: "25-35", education: "posgrado", currentlyStudying: false })),
    ).toBeNull();
  });

  it("'Other' sees only programs open to every country, always to check", () => {
    expect(qualify(program({ countries: "ALL" }), reader({ country: "OTHER", age: "19-24" }))).toEqual({
      qualification: "check",
      uncertain: ["country"],
    });
  });
});

describe("the scholarships a reader is shown", () => {
  it("a 16-year-old school student in the Dominican Republic gets national programs, not Oportunidad 14-24 nor far-abroad filler", () => {
    for (const currentlyStudying of [true, null]) {
      const list = ids(reader({ currentlyStudying }));
      expect(list[0]).toBe("do-mescyt-becas-nacionales");
      expect(list).not.toContain("do-oportunidad-14-24");
      for (const id of list) expect(byId(id).levels).not.toEqual(["postgraduate"]);
    }
  });

  it("a 20-year-old Dominican who neither studies nor went past secondary school is told they likely qualify for Oportunidad 14-24", () => {
    const list = scholarshipsFor(reader({ age: "19-24", currentlyStudying: false }), "es");
    expect(list.find((e) => e.scholarship.id === "do-oportunidad-14-24")?.qualification).toBe("likely");
  });

  it("a 45-year-old gets no youth program", () => {
    for (const country of ["AR", "DO", "MX", "PE", "HN"] as const) {
      for (const education of ["secundaria", "tecnico", "universitario", "posgrado"] as const) {
        for (const entry of scholarshipsFor(
          reader({ country, age: "36-45", education, currentlyStudying: false }),
          "es",
        )) {
          expect(
            entry.scholarship.ages.max ?? 99,
            `${country} ${education} ${entry.scholarship.id}`,
          ).toBeGreaterThanOrEqual(36);
        }
      }
    }
    expect(
      ids(reader({ country: "AR", age: "36-45", education: "secundaria", currentlyStudying: true })),
    ).not.toContain("ar-progresar");
  });

  it("a 46+ Mexican with a postgraduate degree gets programs for graduates, not school grants", () => {
    const list = scholarshipsFor(
      reader({ country: "MX", age: "46+", education: "posgrado", currentlyStudying: false }),
      "es",
    );
    expect(list.map((e) => e.scholarship.id)).toContain("mx-secihti-posgrado");
    for (const entry of list) expect(entry.scholarship.applicants).toContain("graduate");
    expect(list.map((e) => e.scholarship.id)).not.toContain("eiffel-excellence");
  });

  it("a US high school student is pointed to the Pell Grant with the FAFSA, not reference letters", () => {
    const [first] = scholarshipsFor(reader({ country: "US", age: "15-18", currentlyStudying: true }), "en");
    expect(first!.scholarship.id).toBe("us-federal-pell-grant");
    expect(first!.scholarship.prepare.en).toMatch(/FAFSA/);
    expect(first!.scholarship.prepare.en).not.toMatch(/reference letter/i);
  });

  it("a US graduate no longer gets the Pell Grant (it is for people without a bachelor's degree)", () => {
    expect(
      ids(reader({ country: "US", age: "25-35", education: "universitario", currentlyStudying: false }), "en"),
    ).not.toContain("us-federal-pell-grant");
  });

  it("shows at most six programs, national ones first and at most three open to many countries", () => {
    const people: Reader[] = [
      reader({ country: "CO", age: "19-24", education: "universitario", currentlyStudying: false }),
      reader({ country: "ES", age: "25-35", education: "universitario", currentlyStudying: false }),
      reader({ country: "MX", age: "46+", education: "posgrado", currentlyStudying: false }),
      reader({ country: "OTHER", age: "25-35", education: "posgrado", currentlyStudying: null }),
    ];
    for (const person of people) {
      const list = scholarshipsFor(person, "es");
      expect(list.length).toBeLessThanOrEqual(SCHOLARSHIPS_SHOWN);
      const wide = list.filter((e) => e.scholarship.countries === "ALL" || e.scholarship.countries.length > 2);
      expect(wide.length).toBeLessThanOrEqual(INTERNATIONAL_SHOWN);
      const firstWide = list.findIndex((e) => wide.includes(e));
      if (firstWide >= 0) expect(list.slice(firstWide).every((e) => wide.includes(e))).toBe(true);
      for (const e of list)
        expect(e.scholarship.countries === "ALL" || e.scholarship.countries.includes(person.country)).toBe(true);
    }
  });

  it("a 24-year-old Colombian graduate gets ICETEX and graduate programs, each labelled", () => {
    const list = scholarshipsFor(
      reader({ country: "CO", age: "19-24", education: "universitario", currentlyStudying: false }),
      "es",
    );
    expect(list[0]!.scholarship.id).toBe("co-icetex");
    expect(list.map((e) => e.scholarship.id)).not.toContain("co-matricula-cero");
    for (const e of list) expect(["likely", "check"]).toContain(e.qualification);
  });
});

describe("programs far from the reader", () => {
  it("a school student is not shown programs to study far away in another language; a graduate may be", () => {
    const far = (r: Reader) =>
      scholarshipsFor(r, "es").filter(
        (e) =>
          Array.isArray(e.scholarship.destinations) &&
          e.scholarship.destinations.every((d) => ["DE", "FR", "IT", "GB"].includes(d)),
      );
    expect(far(reader({ country: "DO", age: "15-18" }))).toEqual([]);
    expect(ids(reader({ country: "DO", age: "15-18" }))).not.toContain("deutschlandstipendium");
    expect(
      far(reader({ country: "OTHER", age: "25-35", education: "posgrado", currentlyStudying: false })).length,
    ).toBeGreaterThan(0);
  });
});
