import { describe, expect, it } from "vitest";
import type { Assessment } from "@shared/schema/index";
import { buildResponses } from "../../testing/builders";
import { compareCareers } from "./compare.service";

/** A Jamaican school leaver drawn to artistic and enterprising work, whose list has make-up artistry. */
const reader = {
  id: "C".repeat(22),
  fullName: "Kayla Brown",
  email: "kayla@example.com",
  age: "19-24",
  education: "secundaria",
  country: "JM",
  currentlyStudying: false,
  language: "en",
  responses: buildResponses("A", "I"),
  scores: {},
  hollandCode: "AES",
  isPaid: true,
} as unknown as Assessment;

describe("comparing careers: where to study", () => {
  it("links a school with no official website known to the page its course was read on, marked as not official", () => {
    const compared = compareCareers(reader, "en", ["makeup-artistry", "graphic-design"]);
    const makeup = compared.careers.find((c) => c.id === "makeup-artistry")!;
    const dmarie = makeup.where.institutions.find((i) => i.name.startsWith("D'Marie Institute"));
    expect(dmarie).toMatchObject({
      official: false,
      website: "https://jamaica-gleaner.com/article/news/20161025/lots-job-openings-make-artists",
    });
    const unofficial = compared.careers.flatMap((c) => c.where.institutions).filter((i) => !i.official);
    expect(unofficial.map((i) => i.name.replace(/ \(.*$/, "")).sort()).toEqual(["D'Marie Institute", "Face Forward"]);
  });
});
