import { loadProgress } from "./progress";

/**
 * The test page's first question arrives already rendered (scripts/prerender.ts renders it, per
 * language, in a few orders of its activities; the server sends one at random). The order it
 * arrived in is `data-first-seed` on #root: a new test takes it for its first question, so the
 * app, once loaded, shows the very page already on screen and only hydrates it.
 */

/** The seed the build renders with (client/src/prerender.tsx); in the browser, #root says it. */
let buildSeed: number | undefined;

export function setBuildFirstSeed(seed: number | undefined): void {
  buildSeed = seed;
}

/** The order of the first question as the page arrived, if it arrived rendered. */
export function prerenderedFirstSeed(): number | undefined {
  if (typeof document === "undefined") return buildSeed;
  const raw = document.getElementById("root")?.dataset.firstSeed;
  const seed = raw === undefined || raw === "" ? Number.NaN : Number(raw);
  return Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff ? seed : undefined;
}

/** A test with nothing answered yet starts afresh; one with answers (or paid first) goes on. */
export function hasStartedTest(): boolean {
  const progress = loadProgress();
  return Boolean(progress && (Object.keys(progress.answers).length > 0 || progress.prepaid));
}

/**
 * Whether the rendered first question is exactly what the app shows this visitor at `search`: a
 * new test (nothing answered), not the paid-first flow (its page says it is paid).
 */
export function showsPrerenderedTest(search: string): boolean {
  return !hasStartedTest() && !new URLSearchParams(search).has("prepaid");
}
