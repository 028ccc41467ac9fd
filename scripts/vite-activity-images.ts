import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";
import { QUESTION_SETS } from "../shared/content/question-bank";
import { CAREER_TRACKS } from "../shared/content/career-paths";

const require = createRequire(import.meta.url);

/** Every Twemoji picture the product shows: the test's activities and the career-path icons. */
export function usedImages(): string[] {
  const images = new Set<string>();
  for (const set of QUESTION_SETS) for (const activity of set.activities) images.add(activity.image);
  for (const track of CAREER_TRACKS) images.add(track.icon);
  return [...images].sort();
}

/**
 * Copies the Twemoji SVGs the product uses from the @twemoji/svg package into the public folder
 * (`/activities/<key>.svg`), so they are bundled with the app and precached by the service
 * worker: no picture is ever downloaded from a third party at run time.
 */
export function activityImages(outDir: string): Plugin {
  const copy = () => {
    const source = path.dirname(require.resolve("@twemoji/svg/package.json"));
    fs.mkdirSync(outDir, { recursive: true });
    for (const image of usedImages()) {
      const from = path.join(source, `${image}.svg`);
      if (!fs.existsSync(from)) throw new Error(`Twemoji picture ${image}.svg is not in @twemoji/svg`);
      const to = path.join(outDir, `${image}.svg`);
      if (!fs.existsSync(to)) fs.copyFileSync(from, to);
    }
  };
  return { name: "activity-images", configResolved: copy };
}
