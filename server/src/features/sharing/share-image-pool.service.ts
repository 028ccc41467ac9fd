import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { createError } from "../../lib/errors";
import type { ShareImageTask } from "./share-image.worker";

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

/**
 * The worker's file: the built one beside the server bundle (dist/server/share-image.worker.js),
 * or the TypeScript source under tsx and Vitest, whose worker threads then load tsx too.
 */
function workerFile(): { filename: string; execArgv: string[] } {
  const built = new URL("./share-image.worker.js", import.meta.url);
  if (fs.existsSync(fileURLToPath(built))) return { filename: built.href, execArgv: [] };
  return { filename: new URL("./share-image.worker.ts", import.meta.url).href, execArgv: ["--import", "tsx"] };
}

export interface ShareImagePool {
  /** Draws one picture in a worker thread; throws shareImagesBusyError at once when `threads + maxQueue` are taken. */
  render(task: ShareImageTask): Promise<Buffer>;
  /** Renders running or waiting now. */
  pending(): number;
  close(): Promise<void>;
}

/**
 * Share pictures are drawn in a small pool of worker threads (piscina), never on the thread that
 * answers requests: `threads` at a time, at most `maxQueue` more waiting, and beyond that a 503
 * with Retry-After instead of a growing queue. The threads start with the first picture, run at a
 * lower CPU priority than the request thread (where the platform allows) and stop when idle.
 */
export function createShareImagePool({ threads, maxQueue }: { threads: number; maxQueue: number }): ShareImagePool {
  let pool: Piscina | undefined;
  let pending = 0;
  const start = () => {
    const { filename, execArgv } = workerFile();
    return new Piscina({
      filename,
      execArgv,
      minThreads: 0,
      maxThreads: threads,
      concurrentTasksPerWorker: 1,
      idleTimeout: 60_000,
      niceIncrement: 10,
      // a picture takes a few megabytes; a worker never grows past this
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
  };
  return {
    async render(task) {
      if (pending >= threads + maxQueue) throw shareImagesBusyError();
      pending += 1;
      try {
        pool ??= start();
        const png = (await pool.run(task)) as Uint8Array;
        return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
      } finally {
        pending -= 1;
      }
    },
    pending: () => pending,
    async close() {
      const running = pool;
      pool = undefined;
      await running?.destroy();
    },
  };
}
