import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { translate } from "@shared/i18n/catalog";
import type { Lang } from "@shared/i18n/lang";
import { createImageCache, OG_VERSION, type ImageCache } from "./share-preview.image";
import type { ShareImagePool } from "./share-image-pool.service";
import type { ShareView } from "./sharing.service";

/**
 * The share pictures: in a small memory LRU, on disk in DATA_DIR/share-images/{shareId}/ (so a
 * restart or another process on the same disk draws nothing again), and drawn in the worker
 * pool when neither has them. A picture is keyed by its link, its language and a hash of
 * everything it shows (the design version, the view, the host, the catalog's texts): a change
 * of any of them draws a new one. Revoking a link removes its folder.
 */
export interface ShareImages {
  get(input: { shareId: string; lang: Lang; view: ShareView; host: string }): Promise<Buffer>;
  /** Forgets every picture of a link (memory and disk). */
  remove(shareId: string): Promise<void>;
}

export function createShareImages({
  dir,
  pool,
  memory = createImageCache(),
}: {
  dir: string;
  pool: ShareImagePool;
  memory?: ImageCache;
}): ShareImages {
  const inFlight = new Map<string, Promise<Buffer>>();

  const contentHash = (view: ShareView, lang: Lang, host: string) =>
    createHash("sha256")
      .update(
        JSON.stringify([
          OG_VERSION,
          view,
          lang,
          host,
          translate(lang, "share.imageProfile"),
          translate(lang, "share.imageTagline"),
        ]),
      )
      .digest("hex")
      .slice(0, 24);

  async function fromDiskOrDrawn(folder: string, file: string, lang: Lang, draw: () => Promise<Buffer>) {
    try {
      return await fs.promises.readFile(file);
    } catch {
      // not drawn yet
    }
    const png = await draw();
    await fs.promises.mkdir(folder, { recursive: true });
    // an earlier version of this link's picture in this language is replaced
    for (const old of await fs.promises.readdir(folder))
      if (old.startsWith(`${lang}-`) && path.join(folder, old) !== file)
        await fs.promises.rm(path.join(folder, old), { force: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.promises.writeFile(temp, png);
    await fs.promises.rename(temp, file);
    return png;
  }

  return {
    async get({ shareId, lang, view, host }) {
      const hash = contentHash(view, lang, host);
      const key = `${shareId}:${lang}:${hash}`;
      const hit = memory.get(key);
      if (hit) return hit;
      const running = inFlight.get(key);
      if (running) return running;
      const folder = path.join(dir, shareId);
      const work = fromDiskOrDrawn(folder, path.join(folder, `${lang}-${hash}.png`), lang, () =>
        pool.render({ view, lang, host }),
      );
      inFlight.set(key, work);
      try {
        const png = await work;
        memory.set(key, png);
        return png;
      } finally {
        inFlight.delete(key);
      }
    },

    async remove(shareId) {
      // a picture being drawn now is written before its folder goes
      await Promise.allSettled([...inFlight].filter(([key]) => key.startsWith(`${shareId}:`)).map(([, work]) => work));
      memory.delete(`${shareId}:`);
      await fs.promises.rm(path.join(dir, shareId), { recursive: true, force: true });
    },
  };
}
