import { describe, expect, it } from "vitest";
import { createKeyBatcher } from "./rate-limit";

/** A write whose answers the test releases by hand, recording every batch it was given. */
function controlledWrite() {
  const batches: { key: string; items: number[]; release: () => void }[] = [];
  const write = (key: string, items: number[]) =>
    new Promise<string[]>((resolve) => {
      batches.push({ key, items, release: () => resolve(items.map((item) => `${key}:${item}`)) });
    });
  return { batches, write };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createKeyBatcher", () => {
  it("with one write in flight, a burst on one key waits and goes in the next write, each item answered in its place", async () => {
    const { batches, write } = controlledWrite();
    const batched = createKeyBatcher(write);
    const answers = [1, 2, 3, 4].map((item) => batched("a", item));
    await tick();
    expect(batches.map((batch) => batch.items)).toEqual([[1]]);
    batches[0]!.release();
    await tick();
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.release();
    expect(await Promise.all(answers)).toEqual(["a:1", "a:2", "a:3", "a:4"]);
  });

  it("with two writes in flight, the second starts at once and the rest wait for the first to end", async () => {
    const { batches, write } = controlledWrite();
    const batched = createKeyBatcher(write, { maxInFlight: 2 });
    const answers = [1, 2, 3, 4, 5].map((item) => batched("a", item));
    const other = batched("b", 9);
    await tick();
    expect(batches.map((batch) => [batch.key, batch.items])).toEqual([
      ["a", [1]],
      ["a", [2]],
      ["b", [9]],
    ]);
    batches[1]!.release();
    await tick();
    expect(batches.map((batch) => batch.items)).toEqual([[1], [2], [9], [3, 4, 5]]);
    batches[0]!.release();
    batches[2]!.release();
    batches[3]!.release();
    expect(await Promise.all(answers)).toEqual(["a:1", "a:2", "a:3", "a:4", "a:5"]);
    expect(await other).toBe("b:9");
    // the key is forgotten once idle: the next item starts a write of its own at once
    const later = batched("a", 6);
    await tick();
    expect(batches.at(-1)!.items).toEqual([6]);
    batches.at(-1)!.release();
    expect(await later).toBe("a:6");
  });

  it("a failed write rejects only its own batch", async () => {
    const calls: number[][] = [];
    const batched = createKeyBatcher<number, number>(
      async (_key, items) => {
        calls.push(items);
        await tick();
        if (items.includes(1)) throw new Error("database down");
        return items;
      },
      { maxInFlight: 1 },
    );
    const first = batched("a", 1);
    const second = batched("a", 2);
    await expect(first).rejects.toThrow("database down");
    expect(await second).toBe(2);
    expect(calls).toEqual([[1], [2]]);
  });
});
