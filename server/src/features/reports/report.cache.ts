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
  /** `group` (an assessment id) names the files so that `forget` finds them. */
  get(keyParts: unknown, render: () => Promise<Buffer>, group?: string): Promise<Buffer>;
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
  const inFlight = new Map<string, Promise<Buffer>>();
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

    async get(keyParts, render, group) {
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
      if (running) return running;
      const work = (async () => {
        try {
          const fromDisk = await fs.promises.readFile(file);
          remember(key, fromDisk);
          onHit?.("disk");
          return fromDisk;
        } catch {
          // not cached yet
        }
        const pdf = await render();
        onRender?.();
        remember(key, pdf);
        await fs.promises.mkdir(dir, { recursive: true });
        const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
        await fs.promises.writeFile(temp, pdf);
        await fs.promises.rename(temp, file);
        return pdf;
      })();
      inFlight.set(key, work);
      try {
        return await work;
      } finally {
        inFlight.delete(key);
      }
    },
  };
}
