import type { Response } from "express";

/**
 * Runs `work` with a signal that aborts when the client goes away before the answer is sent (a render
 * nobody waits for any more is cancelled). Answers undefined when the work failed because the client
 * left: there is nobody to answer.
 */
export async function whileClientWaits<T>(
  res: Response,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T | undefined> {
  const gone = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) gone.abort();
  });
  try {
    return await work(gone.signal);
  } catch (error) {
    if (gone.signal.aborted) return undefined;
    throw error;
  }
}
