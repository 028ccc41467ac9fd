import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createReportCache } from "./report.cache";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-report-cache-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A render that finishes when told to (even before it starts), and says how it ended. */
function slowRender() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let outcome: "not started" | "running" | "drawn" | "cancelled" = "not started";
  const render = async (signal: AbortSignal) => {
    outcome = "running";
    await new Promise<void>((resolve, reject) => {
      if (signal.aborted) reject(new Error("cancelled"));
      signal.addEventListener("abort", () => reject(new Error("cancelled")));
      void gate.then(resolve);
    }).catch((error: unknown) => {
      outcome = "cancelled";
      throw error;
    });
    outcome = "drawn";
    return Buffer.from("%PDF-1.7 drawn");
  };
  return { render, finish: () => open(), outcome: () => outcome };
}

describe("the report cache shares one render among the requests that ask at once", () => {
  it("when one of two waiting requests goes away, the render goes on for the other", async () => {
    const cache = createReportCache({ dir: tempDir() });
    const slow = slowRender();
    const leaving = new AbortController();
    const first = cache.get(["a", "es"], slow.render, "a", leaving.signal);
    const second = cache.get(["a", "es"], slow.render, "a", new AbortController().signal);
    leaving.abort(new Error("client gone"));
    await expect(first).rejects.toThrow("client gone");
    slow.finish();
    expect((await second).toString()).toBe("%PDF-1.7 drawn");
    expect(slow.outcome()).toBe("drawn");
  });

  it("when every waiting request goes away, the render is cancelled and nothing is kept", async () => {
    const dir = tempDir();
    const cache = createReportCache({ dir });
    const slow = slowRender();
    const [a, b] = [new AbortController(), new AbortController()];
    const first = cache.get(["b", "es"], slow.render, "b", a.signal);
    const second = cache.get(["b", "es"], slow.render, "b", b.signal);
    a.abort(new Error("gone"));
    b.abort(new Error("gone"));
    await Promise.allSettled([first, second]);
    slow.finish();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // stopped, or never started: either way nothing was drawn
    expect(slow.outcome()).not.toBe("drawn");
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
    // asked again, it is drawn anew
    const again = slowRender();
    const third = cache.get(["b", "es"], again.render, "b");
    again.finish();
    expect((await third).toString()).toBe("%PDF-1.7 drawn");
  });

  it("a render asked for without a signal (a job) is never cancelled by requests that leave", async () => {
    const cache = createReportCache({ dir: tempDir() });
    const slow = slowRender();
    const job = cache.get(["c", "es"], slow.render, "c");
    const leaving = new AbortController();
    const visitor = cache.get(["c", "es"], slow.render, "c", leaving.signal);
    leaving.abort(new Error("gone"));
    await expect(visitor).rejects.toThrow("gone");
    slow.finish();
    expect((await job).toString()).toBe("%PDF-1.7 drawn");
    expect(slow.outcome()).toBe("drawn");
  });
});
