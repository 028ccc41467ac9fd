import type { Lang } from "@shared/i18n/lang";
import { renderShareImage } from "./share-preview.image";
import type { ShareView } from "./sharing.service";

/** What the pool sends a worker: the picture's data, never a database handle. */
export interface ShareImageTask {
  view: ShareView;
  lang: Lang;
  host: string;
}

/**
 * Runs in a worker thread of the share-picture pool (share-image-pool.service.ts): draws one picture
 * (resvg, about a tenth of a second of CPU) away from the thread that answers requests. Built as
 * its own file beside the server bundle (`npm run build:server`).
 */
export default function renderInWorker({ view, lang, host }: ShareImageTask): Uint8Array {
  return renderShareImage(view, lang, host);
}
