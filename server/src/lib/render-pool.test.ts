import { afterEach, describe, expect, it } from "vitest";
import { sampleReport, type RenderTask } from "../render.worker";
import { createRenderPool, type RenderPool } from "./render-pool";

/**
 * The render pool's warm start (issue #34): a thread's first render costs about ten times a warm one,
 * so a server draws a sample on every thread as it starts and keeps the threads. Timing is for the
 * benchmarks (bench/journey.ts); here, what the pool does.
 */
const pools: RenderPool<RenderTask>[] = [];
const poolOf = (filename: string, threads: number) => {
  const pool = createRenderPool<RenderTask>({
    worker: { filename: new URL(filename, import.meta.url).href, execArgv: ["--import", "tsx"] },
    threads,
    maxQueue: 4,
  });
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe("warming the render pool", () => {
  it("starts every thread, each draws the sample report and picture, and the threads are kept", async () => {
    const pool = poolOf("../render.worker.ts", 2);
    expect(pool.threads()).toBe(0); // a pool nobody warms starts its threads with the first render
    await pool.warm({ kind: "warm-up" });
    expect(pool.threads()).toBe(2);
    expect(pool.pending()).toBe(0);

    // then it draws as before
    const pdf = await pool.run(sampleReport(new Date()));
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe("%PDF-");
  }, 60_000);

  it("a sample that fails rejects the warm-up, and the pool still renders", async () => {
    const pool = poolOf("../testing/render-faults.worker.ts", 1);
    await expect(
      pool.warm({
        kind: "report-pdf",
        assessment: { fullName: "Falla Total" } as never,
        options: {} as never,
      }),
    ).rejects.toThrow("could not be drawn");
    await pool.warm({ kind: "warm-up" });
    expect(pool.threads()).toBe(1);
  }, 60_000);
});
