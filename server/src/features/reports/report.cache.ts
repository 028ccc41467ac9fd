import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { CONTENT_VERSION } from "./content-version.model";

/**
 * Rendered PDFs, cached per assessment, language and content version (plus everything else the
 * PDF shows, such as the company details): repeat downloads cost no rendering. Kept in memory
 * (a small LRU) and on disk in DATA_DIR/reports, so a restart does not lose them either.
 */
export interface ReportCache {
  /**
   * `group` (an assessment id) names the files so that `forget` finds them. Requests asking for the
   * same PDF at once share one render; `signal` is this request's (the client went away): the
   * render is cancelled only when every request waiting for it has gone.
   */
  get(
    keyParts: unknown,
    render: (signal: AbortSignal) => Promise<Buffer>,
    group?: string,
    signal?: AbortSignal,
  ): Promise<Buffer>;
  /** Removes every cached PDF of the group, in memory and on disk (erasure). */
  forget(group: string): Promise<void>;
}

/** A group name that is safe as part of a file name (assessment ids are base64url). */
const SAFE_GROUP = /^[A-Za-z0-9_-]{1,100}$/;

export function createReportCache({
  dir,
  maxEntries = 32,
  onRender,
  onHit,
}: {
  dir: string;
  maxEntries?: number;
  /** Told of each PDF rendered from scratch (metrics). */
  onRender?: () => void;
  /** Told of each PDF answered from memory or from disk (metrics). */
  onHit?: (tier: "memory" | "disk") => void;
}): ReportCache {
  const memory = new Map<string, Buffer>();
  /** Renders under way: their result, and how many requests still wait for it. */
  const inFlight = new Map<string, { work: Promise<Buffer>; waiting: number; cancel: AbortController }>();
  /** Waits for a shared render on behalf of one request: a request that goes away stops waiting at once. */
  const wait = (entry: { work: Promise<Buffer>; waiting: number; cancel: AbortController }, signal?: AbortSignal) => {
    if (!signal) return entry.work;
    signal.throwIfAborted();
    entry.waiting += 1;
    return new Promise<Buffer>((resolve, reject) => {
      const leave = () => {
        entry.waiting -= 1;
        if (entry.waiting === 0) entry.cancel.abort(signal.reason);
        reject(signal.reason as Error);
      };
      signal.addEventListener("abort", leave, { once: true });
      entry.work.then(
        (pdf) => {
          signal.removeEventListener("abort", leave);
          resolve(pdf);
        },
        (error: unknown) => {
          signal.removeEventListener("abort", leave);
          reject(error as Error);
        },
      );
    });
  };
  const remember = (key: string, pdf: Buffer) => {
    memory.delete(key);
    memory.set(key, pdf);
    while (memory.size > maxEntries) memory.delete(memory.keys().next().value!);
  };
  return {
    async forget(group) {
      if (!SAFE_GROUP.test(group)) return;
      for (const key of [...memory.keys()]) if (key.startsWith(`${group}.`)) memory.delete(key);
      let names: string[];
      try {
        names = await fs.promises.readdir(dir);
      } catch {
        return; // nothing cached yet
      }
      await Promise.all(
        names
          .filter((name) => name.startsWith(`${group}.`))
          .map((name) => fs.promises.rm(path.join(dir, name), { force: true })),
      );
    },

    async get(keyParts, render, group, signal) {
      const hash = createHash("sha256")
        .update(JSON.stringify([CONTENT_VERSION, keyParts]))
        .digest("hex");
      const key = group !== undefined && SAFE_GROUP.test(group) ? `${group}.${hash}` : hash;
      const hit = memory.get(key);
      if (hit) {
        remember(key, hit);
        onHit?.("memory");
        return hit;
      }
      const file = path.join(dir, `${key}.pdf`);
      const running = inFlight.get(key);
      if (running) return wait(running, signal);
      const cancel = new AbortController();
      const work = (async () => {
        try {
          const fromDisk = await fs.promises.readFile(file);
          remember(key, fromDisk);
          onHit?.("disk");
          return fromDisk;
        } catch {
          // not cached yet
        }
        // everyone left while the disk was read: nothing to draw
        cancel.signal.throwIfAborted();
        const pdf = await render(cancel.signal);
        onRender?.();
        remember(key, pdf);
        await fs.promises.mkdir(dir, { recursive: true });
        const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
        await fs.promises.writeFile(temp, pdf);
        await fs.promises.rename(temp, file);
        return pdf;
      })();
      // a request without a signal (an email, a job) keeps the render going whoever else leaves
      const entry = { work, waiting: signal ? 0 : Number.POSITIVE_INFINITY, cancel };
      inFlight.set(key, entry);
      void work.then(
        () => inFlight.delete(key),
        () => inFlight.delete(key),
      );
      return wait(entry, signal);
    },
  };
}
