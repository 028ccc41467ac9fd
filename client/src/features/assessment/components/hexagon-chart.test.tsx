import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HexagonChart } from "./hexagon-chart";

/** Two people with the same two strongest types but different locked scores. */
const first = { R: 13, I: 87, A: 77, S: 41, E: 29, C: 3 };
const second = { R: 63, I: 87, A: 77, S: 9, E: 57, C: 37 };
const render = (scores: Record<string, number>, visible = ["I", "A"]) =>
  renderToStaticMarkup(<HexagonChart scores={scores} visible={visible} label="chart" />);

describe("the free preview's hexagon", () => {
  it("when four scores are locked, then the drawing is the same whatever they are: no hidden score in its shape or text", () => {
    expect(render(first)).toBe(render(second));
    const texts = [...render(first).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(texts).toEqual(expect.arrayContaining(["87", "77"]));
    for (const hidden of ["13", "41", "29", "3"]) expect(texts).not.toContain(hidden);
  });

  it("when every score is shown (the paid report), then the drawing follows every one of them", () => {
    const all = ["R", "I", "A", "S", "E", "C"];
    expect(render(first, all)).not.toBe(render(second, all));
    const texts = [...render(first, all).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(texts).toEqual(expect.arrayContaining(["13", "87", "77", "41", "29", "3"]));
  });
});
