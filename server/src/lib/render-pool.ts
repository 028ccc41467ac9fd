import { Piscina } from "piscina";

/** Every thread and queue place is taken: the caller answers 503 with Retry-After instead of waiting. */
export class RenderPoolFullError extends Error {
  override name = "RenderPoolFullError";
}

export interface RenderPool<Task> {
  /**
   * Runs one render in a worker thread. Throws RenderPoolFullError at once when `threads + maxQueue`
   * renders are running or waiting; `signal` cancels it (a waiting render leaves the queue, a running
   * one stops its thread, which the pool replaces).
   */
  run(task: Task, signal?: AbortSignal): Promise<Uint8Array>;
  /** Renders running or waiting now. */
  pending(): number;
  /**
   * Starts every thread now and keeps them for the life of the pool, each having run `task` (a sample
   * render), so that no reader waits for a thread's first render. Resolves when they are ready; when
   * the sample fails it rejects, and the pool renders as before.
   */
  warm(task: Task): Promise<void>;
  /** Threads started and not stopped. */
  threads(): number;
  close(): Promise<void>;
}

/**
 * Heavy renders (report PDFs, share pictures) run in one pool of worker threads (piscina), never on
 * the thread that answers requests: `threads` at a time, at most `maxQueue` more waiting, beyond that
 * a refusal instead of a growing queue. The threads start with the first render, run at a lower CPU
 * priority than the request thread (where the platform allows) and stop when idle; a server warms
 * them as it starts (`warm`), and then keeps them.
 */
export function createRenderPool<Task>({
  worker,
  threads,
  maxQueue,
}: {
  /** The worker module (its default export renders a task) and the Node flags its thread needs. */
  worker: { filename: string; execArgv: string[] };
  threads: number;
  maxQueue: number;
}): RenderPool<Task> {
  let pool: Piscina | undefined;
  let pending = 0;
  /** Whether the threads are kept once started (after `warm`), not stopped when idle. */
  let kept = false;
  const start = () =>
    new Piscina({
      filename: worker.filename,
      execArgv: worker.execArgv,
      minThreads: kept ? threads : 0,
      maxThreads: threads,
      concurrentTasksPerWorker: 1,
      idleTimeout: 60_000,
      // below the request thread, not at the bottom: with two busy processes at nice 0 on 2 cores a warm
      // report took about 1 s at nice 10 and 10 s at nice 19 (CFS weight 110 against 15), so on a shared
      // host, or beside a browser, nice 19 starves the PDFs; it helped the isolation benchmark only within
      // its noise
      niceIncrement: 10,
      // a report or a picture takes a few megabytes; a worker never grows past this
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 64 },
    });
  return {
    async run(task, signal) {
      if (pending >= threads + maxQueue) throw new RenderPoolFullError();
      signal?.throwIfAborted();
      pending += 1;
      try {
        pool ??= start();
        return (await pool.run(task, signal ? { signal } : {})) as Uint8Array;
      } finally {
        pending -= 1;
      }
    },
    pending: () => pending,
    threads: () => pool?.threads.length ?? 0,
    async warm(task) {
      if (!pool) kept = true;
      pool ??= start();
      const running = pool;
      await Promise.all(Array.from({ length: threads }, () => running.run(task)));
    },
    async close() {
      const running = pool;
      pool = undefined;
      await running?.destroy();
    },
  };
}

/** A rendered result as a Buffer over the same memory (a worker answers a Uint8Array). */
export const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
