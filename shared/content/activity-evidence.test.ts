import { describe, expect, it } from "vitest";
import {
  ACTIVITY_EVIDENCE,
  CAREERS_WITHOUT_ACTIVITY_EVIDENCE,
  MIN_ACTIVITIES_PER_CAREER,
  careersWithoutEvidence,
} from "./activity-evidence";
import { CAREERS } from "./careers";
import { QUESTION_SETS } from "./question-bank";

/** Careers being added alongside this file; allowed before they reach CAREERS. */
const UPCOMING_CAREERS = ["counselling"];

const activityIds = QUESTION_SETS.flatMap((set) => set.activities.map((activity) => activity.id));
const careerIds = [
  ...CAREERS.map((career) => career.id),
  ...UPCOMING_CAREERS.filter((id) => !CAREERS.some((c) => c.id === id)),
];
const entries = Object.entries(ACTIVITY_EVIDENCE);

describe("activity evidence", () => {
  it("has an entry for every activity of the question bank and no other", () => {
    expect(Object.keys(ACTIVITY_EVIDENCE).sort()).toEqual([...activityIds].sort());
  });

  it("names only known careers, 3 to 12 per activity, without duplicates", () => {
    const known = new Set(careerIds);
    for (const [activity, { careers }] of entries) {
      expect(
        careers.filter((id) => !known.has(id)),
        activity,
      ).toEqual([]);
      expect(careers.length, activity).toBeGreaterThanOrEqual(3);
      expect(careers.length, activity).toBeLessThanOrEqual(12);
      expect(new Set(careers).size, activity).toBe(careers.length);
    }
  });

  it("points no career from more than 8 activities", () => {
    const count = new Map<string, number>();
    for (const [, { careers }] of entries) for (const id of careers) count.set(id, (count.get(id) ?? 0) + 1);
    expect([...count].filter(([, n]) => n > 8)).toEqual([]);
  });

  it("points at least 140 careers from some activity", () => {
    const without = careersWithoutEvidence(careerIds);
    console.log(`Careers no activity points to (${without.length}): ${without.join(", ")}`);
    expect(careerIds.length - without.length).toBeGreaterThanOrEqual(140);
  });

  it(`points every career from at least ${MIN_ACTIVITIES_PER_CAREER} activities, or says why none speaks for it`, () => {
    const count = new Map<string, number>();
    for (const [, { careers }] of entries) for (const id of careers) count.set(id, (count.get(id) ?? 0) + 1);
    const short = CAREERS.filter(
      (career) =>
        (count.get(career.id) ?? 0) < MIN_ACTIVITIES_PER_CAREER && !CAREERS_WITHOUT_ACTIVITY_EVIDENCE[career.id],
    ).map((career) => `${career.id} (${count.get(career.id) ?? 0})`);
    expect(short).toEqual([]);
    for (const [id, reason] of Object.entries(CAREERS_WITHOUT_ACTIVITY_EVIDENCE)) {
      expect(
        CAREERS.some((career) => career.id === id),
        id,
      ).toBe(true);
      expect(count.get(id) ?? 0, `${id} is listed without evidence but an activity points to it`).toBe(0);
      expect(reason.length, id).toBeGreaterThan(20);
    }
  });

  it("never lets an activity speak for a religious vocation (a calling is not an interest)", () => {
    const callings = CAREERS.filter((career) => career.calling).map((career) => career.id);
    expect(callings.length).toBeGreaterThan(0);
    for (const [activity, { careers }] of entries)
      expect(
        careers.filter((id) => callings.includes(id)),
        activity,
      ).toEqual([]);
  });

  it("states each interest in both languages as a short phrase without a pronoun or possessive", () => {
    const pronoun = /\b(tu|tus|su|sus|mi|mis|your|their|his|her|my|you|yourself|others)\b/i;
    for (const [activity, { interest }] of entries) {
      for (const text of [interest.es, interest.en]) {
        expect(text.trim(), activity).toBe(text);
        expect(text.length, activity).toBeGreaterThan(3);
        expect(text.length, activity).toBeLessThanOrEqual(60);
        expect(text, activity).not.toMatch(pronoun);
        expect(text, activity).toBe(text.charAt(0).toLowerCase() + text.slice(1));
        expect(text, activity).not.toMatch(/[.!?]$/);
      }
      expect(interest.es, activity).toMatch(/^(el|la|los|las) /);
      expect(interest.en, activity).not.toMatch(
        /\b(theatre|colours?|centres?|organis\w*|analys(e|ed|ing)|catalogu\w*|labour)\b/i,
      );
    }
  });
});
