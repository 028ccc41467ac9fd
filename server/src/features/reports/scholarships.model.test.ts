import { describe, expect, it } from "vitest";
import { SCHOLARSHIPS } from "@shared/content/scholarships";
import type { Scholarship } from "@shared/content/types";
import { COUNTRY_CODES } from "@shared/i18n/countries";
import {
  INTERNATIONAL_SHOWN,
  SCHOLARSHIPS_SHOWN,
  qualify,
  scholarshipForRoute,
  scholarshipsFor,
  scholarshipToStudyIn,
  type Reader,
} from "./scholarships.model";

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
  provider: { es: "Test", en: "Test" },
  publisher: "Test",
  retrieved: "2026-11-26",
  readOnline: false,
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

  it("a 20-year-old Dominican who neither studies nor went past secondary school is shown Oportunidad 14-24, to check whether they work", () => {
    // the program is for young people neither studying nor in formal work: the form does not ask about work
    const list = scholarshipsFor(reader({ age: "19-24", currentlyStudying: false }), "es");
    const entry = list.find((e) => e.scholarship.id === "do-oportunidad-14-24");
    expect(entry?.qualification).toBe("check");
    expect(entry?.uncertain).toEqual(["work"]);
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

/** The stages every country must be covered for (issue: eligibility by stage and destination). */
const STAGES: Record<string, Omit<Reader, "country">> = {
  "school leaver": { age: "15-18", education: "secundaria", currentlyStudying: true },
  "current student": { age: "19-24", education: "universitario", currentlyStudying: true },
  graduate: { age: "25-35", education: "universitario", currentlyStudying: false },
  "adult changer 46+": { age: "46+", education: "universitario", currentlyStudying: false },
  "adult returning 36-45": { age: "36-45", education: "secundaria", currentlyStudying: false },
};

describe("eligibility by the reader's work, which the form does not ask", () => {
  // What a program asks of the applicant's job (a civil servant, an employer's program, out of work, years of
  // work): the form never asks, so such a program is at most "check", never "probablemente calificas".
  const WORK_CONDITION =
    /civil servant|public employee|employer has|employees whose employer|unemployed|work experience|who work or have worked|formally employed|accumulated credit|workers in/i;

  it("every program whose eligibility turns on the applicant's work records it", () => {
    const unrecorded = SCHOLARSHIPS.filter((s) => WORK_CONDITION.test(s.eligibility.en) && s.work === undefined);
    expect(unrecorded.map((s) => s.id)).toEqual([]);
  });

  it("such a program is never 'likely', for any reader in any country, and says why", () => {
    const stages = Object.values(STAGES);
    let seen = 0;
    for (const s of SCHOLARSHIPS.filter((x) => x.work !== undefined))
      for (const country of COUNTRY_CODES)
        for (const stage of stages) {
          const standing = qualify(s, { country, ...stage });
          if (standing === null) continue;
          seen += 1;
          expect(standing.qualification, `${s.id} ${country}`).toBe("check");
          expect(standing.uncertain).toContain("work");
        }
    expect(seen).toBeGreaterThan(50);
  });

  it("a Nicaraguan graduate is not told they likely qualify for the MAEC-AECID master's, which is for public employees", () => {
    const list = scholarshipsFor(
      reader({ country: "NI", age: "25-35", education: "posgrado", currentlyStudying: false }),
      "es",
    );
    const aecid = list.find((e) => e.scholarship.id === "maec-aecid-master");
    expect(aecid?.qualification ?? "not shown").not.toBe("likely");
  });
});

describe("eligibility by where the reader studies", () => {
  it("the Deutschlandstipendium is not offered to a student enrolled in Spain, and at most 'check' to a reader who could move", () => {
    const deutschland = byId("deutschlandstipendium");
    const studentInSpain = reader({ country: "ES", age: "19-24", education: "universitario", currentlyStudying: true });
    expect(qualify(deutschland, studentInSpain)).toBeNull();
    expect(ids(studentInSpain)).not.toContain("deutschlandstipendium");
    for (const country of COUNTRY_CODES.filter((c) => c !== "DE")) {
      for (const stage of Object.values(STAGES)) {
        const standing = qualify(deutschland, { country, ...stage });
        if (standing) {
          expect(standing.qualification, `${country} ${stage.age}`).toBe("check");
          expect(standing.uncertain).toContain("destination");
        }
      }
    }
    const graduateInSpain = qualify(
      deutschland,
      reader({ country: "ES", age: "25-35", education: "universitario", currentlyStudying: false }),
    );
    expect(graduateInSpain).toEqual({ qualification: "check", uncertain: ["destination"] });
    expect(
      qualify(deutschland, reader({ country: "DE", age: "19-24", education: "universitario", currentlyStudying: true }))
        ?.qualification,
    ).toBe("likely");
  });

  it("a program that needs enrolment there already excludes anyone elsewhere", () => {
    const local = program({
      countries: "ALL",
      destinations: ["DE"],
      enrolment: "enrolled",
      applicants: ["secondary", "undergraduate", "graduate"],
    });
    expect(qualify(local, reader({ country: "ES", age: "15-18" }))).toBeNull();
    expect(qualify(local, reader({ country: "DE", age: "19-24" }))?.qualification).toBe("likely");
  });

  it("every program restricted to its destinations' institutions says so for a reader elsewhere", () => {
    for (const s of SCHOLARSHIPS.filter((x) => x.enrolment)) {
      expect(Array.isArray(s.destinations), s.id).toBe(true);
    }
  });
});

describe("levels: what a program funds", () => {
  it("Mexico's upper-secondary stipend funds secondary school only and never a technical or university route", () => {
    expect(byId("mx-beca-benito-juarez-media-superior").levels).toEqual(["secondary"]);
    for (const stage of Object.values(STAGES)) {
      for (const level of ["technical", "undergraduate", "postgraduate"] as const) {
        expect(scholarshipForRoute({ country: "MX", ...stage }, level)?.scholarship.id).not.toBe(
          "mx-beca-benito-juarez-media-superior",
        );
      }
    }
  });

  it("no route anywhere is funded by a program for secondary school only", () => {
    for (const country of COUNTRY_CODES) {
      for (const stage of Object.values(STAGES)) {
        for (const level of ["technical", "undergraduate", "postgraduate"] as const) {
          const entry = scholarshipForRoute({ country, ...stage }, level);
          if (entry) expect(entry.scholarship.levels, `${country} ${level}`).toContain(level);
        }
      }
    }
  });

  it("a graduate is never offered Pell, nor a first-degree grant for a second bachelor's", () => {
    for (const country of ["US", "PR"] as const) {
      for (const age of ["25-35", "46+"] as const) {
        const graduate = reader({ country, age, education: "universitario", currentlyStudying: false });
        expect(ids(graduate, "en")).not.toContain("us-federal-pell-grant");
        expect(scholarshipForRoute(graduate, "undergraduate")?.scholarship.id).not.toBe("us-federal-pell-grant");
      }
    }
    const spanishGraduate = reader({
      country: "ES",
      age: "25-35",
      education: "universitario",
      currentlyStudying: false,
    });
    expect(scholarshipForRoute(spanishGraduate, "undergraduate")?.scholarship.id).not.toBe("es-becas-mefp");
    expect(scholarshipForRoute(spanishGraduate, "postgraduate")?.scholarship.id).toBe("es-becas-mefp");
  });
});

describe("coverage: every country and stage has a real program the reader can apply to", () => {
  it.each(COUNTRY_CODES)("%s: each stage is shown at least one program", (country) => {
    for (const [name, stage] of Object.entries(STAGES)) {
      const person: Reader = { country, ...stage };
      expect(scholarshipsFor(person, "es").length, `${country} ${name}`).toBeGreaterThan(0);
      expect(scholarshipsFor(person, "en").length, `${country} ${name}`).toBeGreaterThan(0);
    }
  });

  it("a 46+ graduate in the United States or Puerto Rico gets a local option (WIOA) first, not only OAS and DAAD", () => {
    for (const [country, local] of [
      ["US", "us-wioa-adult"],
      ["PR", "pr-wioa-pdl"],
    ] as const) {
      const list = scholarshipsFor(
        reader({ country, age: "46+", education: "universitario", currentlyStudying: false }),
        "en",
      );
      expect(list[0]!.scholarship.destinations, country).toBe("HOME");
      expect(
        list.map((e) => e.scholarship.id),
        country,
      ).toContain(local);
      expect(list.find((e) => e.scholarship.id === local)!.qualification).toBe("likely");
    }
    const us = ids(reader({ country: "US", age: "46+", education: "universitario", currentlyStudying: false }), "en");
    expect(us).toContain("us-employer-educational-assistance");
  });

  it("Peru, Guatemala and Other readers get programs at every stage", () => {
    for (const country of ["PE", "GT", "OTHER"] as const) {
      for (const stage of Object.values(STAGES))
        expect(scholarshipsFor({ country, ...stage }, "es").length).toBeGreaterThan(0);
    }
  });
});

describe("the program the study plan names for a route", () => {
  it("names a national program that funds the route's level, or null", () => {
    expect(scholarshipForRoute(reader({}), "undergraduate")?.scholarship.id).toBe("do-mescyt-becas-nacionales");
    expect(scholarshipForRoute(reader({ country: "US" }), "technical")?.scholarship.id).toBe("us-federal-pell-grant");
    const usAdult = reader({ country: "US", age: "46+", education: "universitario", currentlyStudying: false });
    expect(scholarshipForRoute(usAdult, "technical")?.scholarship.id).toBe("us-wioa-adult");
    expect(scholarshipForRoute(usAdult, "postgraduate")?.scholarship.id).toBe("us-employer-educational-assistance");
    const mexicanStudent = reader({ country: "MX", age: "15-18", education: "secundaria", currentlyStudying: true });
    expect(scholarshipForRoute(mexicanStudent, "undergraduate")?.scholarship.id).not.toBe(
      "mx-beca-benito-juarez-media-superior",
    );
    expect(
      scholarshipForRoute(
        reader({ country: "CO", age: "25-35", education: "posgrado", currentlyStudying: false }),
        "postgraduate",
      )?.scholarship.id,
    ).toBe("co-icetex");
  });

  it("prefers a program the reader likely qualifies for, and returns null when nothing funds the level", () => {
    const entry = scholarshipForRoute(
      reader({ country: "CL", age: "19-24", education: "universitario", currentlyStudying: true }),
      "undergraduate",
    );
    expect(entry?.qualification).toBe("likely");
    expect(scholarshipForRoute(reader({}), "postgraduate", [byId("us-federal-pell-grant")])).toBeNull();
  });
});

describe("the program that may fund a program listed in another country", () => {
  const hondurasGraduate = reader({
    country: "HN",
    age: "25-35",
    education: "universitario",
    currentlyStudying: false,
  });

  it("names a program that funds the level for study in that country, the reader's own national one first", () => {
    // the Dominican government's own grants for study abroad come before programs open to many countries
    const dominican = reader({ country: "DO", age: "19-24", education: "universitario", currentlyStudying: false });
    expect(scholarshipToStudyIn(dominican, "postgraduate", "ES")?.scholarship.id).toBe(
      "do-mescyt-becas-internacionales",
    );
    const entry = scholarshipToStudyIn(hondurasGraduate, "postgraduate", "US");
    expect(entry).not.toBeNull();
    const s = entry!.scholarship;
    expect(s.destinations === "ABROAD" || (Array.isArray(s.destinations) && s.destinations.includes("US"))).toBe(true);
    expect(s.levels).toContain("postgraduate");
    // a program for the institutions of a country counts for one who would study there
    const spanishSchoolLeaver = reader({
      country: "ES",
      age: "15-18",
      education: "secundaria",
      currentlyStudying: true,
    });
    expect(scholarshipToStudyIn(spanishSchoolLeaver, "undergraduate", "DE")?.scholarship.id).toBe(
      "deutschlandstipendium",
    );
  });

  it("never names a short exchange, short courses, a program at home, or one that does not fund the level for the reader", () => {
    for (const country of COUNTRY_CODES.filter((c) => c !== "OTHER"))
      for (const destination of COUNTRY_CODES.filter((c) => c !== "OTHER" && c !== country))
        for (const level of ["technical", "undergraduate", "postgraduate"] as const)
          for (const r of [
            reader({ country }),
            reader({ country, age: "25-35", education: "universitario", currentlyStudying: false }),
          ]) {
            const s = scholarshipToStudyIn(r, level, destination)?.scholarship;
            if (!s) continue;
            expect(s.fundsWholeProgram).not.toBe(false);
            expect(s.destinations).not.toBe("HOME");
            if (Array.isArray(s.destinations)) expect(s.destinations).toContain(destination);
            expect(qualify(s, r)).not.toBeNull();
            // a graduate is never offered a program for a first degree only, and none funds a level it does not fund
            expect(s.levelsBy?.graduate && r.education === "universitario" ? s.levelsBy.graduate : s.levels).toContain(
              level,
            );
          }
    expect(scholarshipToStudyIn(hondurasGraduate, "postgraduate", "CA", [byId("elap-canada")])).toBeNull();
    expect(scholarshipToStudyIn(hondurasGraduate, "postgraduate", "HN")).toBeNull();
    expect(scholarshipToStudyIn(reader({ country: "GT" }), "technical", "MX")).toBeNull();
  });
});

describe("content: provenance and levels of every program", () => {
  it("every program records its publisher, when it was checked, whether that was online, and an official https page", () => {
    for (const s of SCHOLARSHIPS) {
      expect(s.publisher.trim().length, s.id).toBeGreaterThan(3);
      expect(s.retrieved, s.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(s.retrieved)), s.id).toBe(false);
      expect(s.retrieved <= "2026-11-26", s.id).toBe(true);
      expect(typeof s.readOnline, s.id).toBe("boolean");
      expect(s.url, s.id).toMatch(/^https:\/\//);
      expect(s.url, s.id).not.toMatch(/wikipedia|blogspot|facebook|scholarship-positions|becas-para|\.wordpress\./i);
    }
  });

  it("levels match what each program funds and who may apply", () => {
    for (const s of SCHOLARSHIPS) {
      if (s.levels.includes("secondary")) expect(s.applicants, s.id).toContain("secondary");
      // A secondary-only program is for people in school now.
      if (s.levels.length === 1 && s.levels[0] === "secondary") expect(s.situation, s.id).toBe("studying");
      for (const [kind, levels] of Object.entries(s.levelsBy ?? {})) {
        expect(s.applicants, s.id).toContain(kind);
        for (const level of levels) expect(s.levels, s.id).toContain(level);
      }
      // Only graduates (or people finishing a degree) can be funded for postgraduate study alone.
      if (s.levels.length === 1 && s.levels[0] === "postgraduate")
        expect(
          s.applicants.every((a) => a === "graduate" || a === "undergraduate"),
          s.id,
        ).toBe(true);
    }
  });
});
