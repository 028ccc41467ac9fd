import { describe, expect, it } from "vitest";
import { PROGRAM_REGISTRIES } from "@shared/content/program-registries";
import type { University } from "@shared/content/types";
import { UNIVERSITIES } from "@shared/content/universities";
import { countryPlace, offersCareer, whereToStudy } from "./institutions.model";

const fixture = (
  id: string,
  country: University["country"],
  offers: string[],
  programs?: Record<string, string>,
): University => ({
  id,
  country,
  name: `Institution ${id}`,
  city: "City",
  kind: "public",
  website: `https://${id}.example.org`,
  offers,
  ...(programs ? { programs } : {}),
});

const names = (careerId: string, country: Parameters<typeof whereToStudy>[1]) =>
  whereToStudy(careerId, country).offers.map((o) => o.institution.name);
const institution = (id: string) => UNIVERSITIES.find((u) => u.id === id)!;

describe("the offers rule", () => {
  const institutions = [
    fixture("a", "CO", ["medicine", "law"]),
    fixture("b", "CO", ["information-systems"], { "information-systems": "Ingeniería de Sistemas y Computación" }),
    fixture("c", "PE", ["medicine"]),
  ];

  it("lists an institution for a career only when it offers that program", () => {
    expect(offersCareer(institutions[0]!, "medicine")).toBe(true);
    expect(offersCareer(institutions[0]!, "theology")).toBe(false);
    const result = whereToStudy("law", "CO", { institutions });
    expect(result.offers.map((o) => o.institution.id)).toEqual(["a"]);
  });

  it("names the institution's program when it is a close equivalent with another name", () => {
    const [offer] = whereToStudy("information-systems", "CO", { institutions }).offers;
    expect(offer).toEqual({ institution: institutions[1], program: "Ingeniería de Sistemas y Computación" });
    expect(whereToStudy("medicine", "CO", { institutions }).offers[0]!.program).toBeUndefined();
  });

  it("keeps to the reader's country and to the limit", () => {
    const many = Array.from({ length: 8 }, (_, i) => fixture(`m${i}`, "MX", ["nursing"]));
    const result = whereToStudy("nursing", "MX", { institutions: many });
    expect(result.offers).toHaveLength(5);
    expect(whereToStudy("medicine", "CO", { institutions }).offers.map((o) => o.institution.country)).toEqual(["CO"]);
  });

  it("when no institution of the country offers it, says none is known and points to the country's registry, not to a neighbor", () => {
    const result = whereToStudy("theology", "CO", { institutions });
    expect(result).toEqual({ kind: "none", country: "CO", offers: [], registry: PROGRAM_REGISTRIES.CO });
    const peru = whereToStudy("law", "PE", { institutions });
    expect(peru.kind).toBe("none");
    expect(peru.offers).toEqual([]);
  });

  it("a reader from a country outside the list sees institutions abroad, one per country", () => {
    const result = whereToStudy("medicine", "OTHER", { institutions });
    expect(result.kind).toBe("abroad");
    expect(result.offers.map((o) => o.institution.id)).toEqual(["a", "c"]);
  });
});

describe("where to study, with the product's institutions", () => {
  it("a Colombian reader's three careers get different lists, each of institutions that offer the program", () => {
    const medicine = whereToStudy("medicine", "CO");
    const design = whereToStudy("graphic-design", "CO");
    const software = whereToStudy("programming-technician", "CO");
    for (const [careerId, result] of [
      ["medicine", medicine],
      ["graphic-design", design],
      ["programming-technician", software],
    ] as const) {
      expect(result.kind, careerId).toBe("country");
      for (const { institution: u } of result.offers) {
        expect(u.country).toBe("CO");
        expect(u.offers, `${u.id} ${careerId}`).toContain(careerId);
      }
    }
    expect(names("medicine", "CO")).not.toEqual(names("graphic-design", "CO"));
    expect(names("programming-technician", "CO")).toEqual(["Servicio Nacional de Aprendizaje (SENA)"]);
  });

  it("no longer lists Theology at the Universidad Nacional, cosmetology at ITLA, secretarial studies at Di Tella or Dance at Harvard", () => {
    expect(names("theology", "CO")).not.toContain(institution("co-unal").name);
    expect(names("cosmetology", "DO")).not.toContain(institution("do-itla").name);
    expect(names("executive-assistant", "AR")).not.toContain(institution("ar-utdt").name);
    expect(names("dance", "US")).not.toContain(institution("us-harvard").name);
  });

  it("a Cuban reader sees Cuban institutions, never Santo Domingo", () => {
    for (const careerId of [
      "medicine",
      "psychology",
      "civil-engineering",
      "information-systems",
      "music",
      "primary-education",
    ]) {
      const result = whereToStudy(careerId, "CU");
      expect(result.kind, careerId).toBe("country");
      expect(
        result.offers.every((o) => o.institution.country === "CU"),
        careerId,
      ).toBe(true);
    }
    expect(names("medicine", "CU")).toContain("Universidad de Ciencias Médicas de La Habana");
    const missing = whereToStudy("game-design", "CU");
    expect(missing.kind).toBe("none");
    expect(missing.offers).toEqual([]);
    if (missing.kind === "none") {
      expect(missing.registry.url).toBe("https://www.mes.gob.cu");
      expect(missing.registry.note?.en).toMatch(/free for Cubans/);
    }
  });

  it("a Dominican reader of a program no Dominican institution is known for is sent to MESCyT", () => {
    const result = whereToStudy("petroleum-engineering", "DO");
    expect(result.kind).toBe("none");
    if (result.kind === "none") expect(result.registry.name).toMatch(/MESCyT/);
  });

  it("every country's result carries its own registry", () => {
    for (const country of Object.keys(PROGRAM_REGISTRIES) as (keyof typeof PROGRAM_REGISTRIES)[]) {
      const result = whereToStudy("medicine", country);
      expect(result.kind === "abroad" ? undefined : result.registry, country).toBe(PROGRAM_REGISTRIES[country]);
    }
  });

  it("writes country names as they read after 'in'", () => {
    expect(countryPlace("US", "en")).toBe("the United States");
    expect(countryPlace("DO", "en")).toBe("the Dominican Republic");
    expect(countryPlace("GB", "es")).toBe("el Reino Unido");
    expect(countryPlace("CO", "es")).toBe("Colombia");
  });
});
