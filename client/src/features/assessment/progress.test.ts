import { describe, expect, it } from "vitest";
import { isComplete, newProgress, orderSeed, savedTestStage, shuffled, toggleChoice, toResponses } from "./progress";

describe("test choices", () => {
  it("choosing one side removes the item from the other side", () => {
    let choice = toggleChoice(undefined, "liked", "a");
    expect(choice).toEqual({ liked: "a" });
    choice = toggleChoice(choice, "disliked", "a");
    expect(choice).toEqual({ disliked: "a" });
  });

  it("clicking the selected item clears it", () => {
    const choice = toggleChoice({ liked: "a", disliked: "b" }, "liked", "a");
    expect(choice).toEqual({ disliked: "b" });
  });

  it("a valid pair needs both sides, different", () => {
    expect(isComplete({ liked: "a" })).toBe(false);
    expect(isComplete({ liked: "a", disliked: "b" })).toBe(true);
  });

  it("builds the 15 responses only when every set has a valid pair", () => {
    const answers = Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [i + 1, { liked: `l${i}`, disliked: `d${i}` }]),
    );
    expect(toResponses(answers, 15)).toHaveLength(15);
    delete answers[7];
    expect(toResponses(answers, 15)).toBeNull();
  });

  it("shuffles the same way for the same taker and differently for another", () => {
    const items = ["R", "I", "A", "S", "E", "C"];
    expect(shuffled(items, 42, 3)).toEqual(shuffled(items, 42, 3));
    expect([...shuffled(items, 42, 3)].sort()).toEqual([...items].sort());
    const orders = new Set(Array.from({ length: 40 }, (_, seed) => shuffled(items, seed, 1).join("")));
    expect(orders.size).toBeGreaterThan(20);
    // every position is taken by every item across takers: position does not bias answers
    const firsts = new Set(Array.from({ length: 200 }, (_, seed) => shuffled(items, seed, 5)[0]));
    expect(firsts.size).toBe(6);
  });
});

describe("the order of the activities", () => {
  it("the first question follows the order the page arrived in, the others the taker's own seed", () => {
    const progress = newProgress(false, 1234);
    expect(progress.firstSeed).toBe(1234);
    expect(orderSeed(progress, 0)).toBe(1234);
    for (const index of [1, 7, 14]) expect(orderSeed(progress, index)).toBe(progress.seed);
  });

  it("without a pre-rendered order every question follows the taker's seed, and takers differ", () => {
    const first = newProgress();
    expect(first.firstSeed).toBeUndefined();
    expect(orderSeed(first, 0)).toBe(first.seed);
    const seeds = new Set(Array.from({ length: 20 }, () => newProgress(false, 5).seed));
    expect(seeds.size).toBeGreaterThan(15);
  });
});

describe("how far the saved test got", () => {
  const allAnswered = () =>
    Object.fromEntries(Array.from({ length: 15 }, (_, i) => [i + 1, { liked: `l${i}`, disliked: `d${i}` }]));

  it("nothing saved, or nothing answered yet, is no test to go back to", () => {
    expect(savedTestStage(null)).toBe("none");
    expect(savedTestStage(newProgress())).toBe("none");
  });

  it("some answers, or a submission waiting for the connection, is a test in progress", () => {
    expect(savedTestStage({ ...newProgress(), answers: { 1: { liked: "a" } } })).toBe("answering");
    expect(savedTestStage({ ...newProgress(), pending: true })).toBe("answering");
  });

  it("every question answered leads to the completion form", () => {
    expect(savedTestStage({ ...newProgress(), answers: allAnswered() })).toBe("finished");
    expect(savedTestStage({ ...newProgress(), answers: allAnswered(), pending: true })).toBe("finished");
  });
});
