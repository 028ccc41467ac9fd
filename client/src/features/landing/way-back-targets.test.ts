import { describe, expect, it } from "vitest";
import { wayBackOf } from "./way-back-targets";

describe("the landing page's way back", () => {
  const id = "abcdefghijklmnopqrstuv";

  it("a test in progress goes back to its question, a finished one to the completion form", () => {
    expect(wayBackOf("es", "answering", undefined)).toEqual({
      resumeHref: "/assessment?lang=es",
      resultsHref: undefined,
    });
    expect(wayBackOf("en", "answering", undefined).resumeHref).toBe("/assessment?lang=en");
    expect(wayBackOf("en", "finished", undefined).resumeHref).toBe("/assessment-complete?lang=en");
  });

  it("the latest submitted test opens its results page, in the page's language", () => {
    expect(wayBackOf("es", "none", id)).toEqual({ resumeHref: undefined, resultsHref: `/results/${id}?lang=es` });
  });
});
