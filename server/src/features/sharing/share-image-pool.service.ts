import type { Lang } from "@shared/i18n/lang";
import { createError } from "../../lib/errors";
import { asBuffer, RenderPoolFullError, type RenderPool } from "../../lib/render-pool";
import type { ShareView } from "./sharing.service";

/** How long a refused crawler is asked to wait before it asks again. */
export const SHARE_IMAGE_RETRY_AFTER_SECONDS = 5;

export const shareImagesBusyError = () =>
  createError(
    503,
    "share.image_busy",
    "share.imageBusy",
  )(undefined, {
    "Retry-After": String(SHARE_IMAGE_RETRY_AFTER_SECONDS),
  });

/** One picture to draw: the share view, in a language, for a host. */
export interface ShareImageTask {
  view: ShareView;
  lang: Lang;
  host: string;
}

export interface ShareImagePool {
  /** Draws one picture in a worker thread; throws shareImagesBusyError at once when the render pool is full. */
  render(task: ShareImageTask): Promise<Buffer>;
}

/** Share pictures are drawn in the app's render pool (lib/render-pool.ts), shared with the report PDFs. */
export function shareImagePool(renders: RenderPool<{ kind: "share-image" } & ShareImageTask>): ShareImagePool {
  return {
    async render(task) {
      try {
        return asBuffer(await renders.run({ kind: "share-image", ...task }));
      } catch (error) {
        if (error instanceof RenderPoolFullError) throw shareImagesBusyError();
        throw error;
      }
    },
  };
}
