import { median } from "../median";

/** What a closed-loop load came to: calls per second and the 99th percentile of one call's time. */
export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * `clients` callers, each calling `call` again as soon as its last call is answered, until `total`
 * calls were made (a closed loop, as autocannon's connections). `call` gets the call's number.
 */
export async function closedLoop(
  call: (n: number) => Promise<unknown>,
  { clients, total }: { clients: number; total: number },
): Promise<LoadResult> {
  let issued = 0;
  let errors = 0;
  const times: number[] = [];
  const started = performance.now();
  const client = async () => {
    while (issued < total) {
      const n = issued++;
      const at = performance.now();
      try {
        await call(n);
      } catch {
        errors += 1;
      }
      times.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { perSecond: total / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99), errors };
}

/**
 * Runs each contender `rounds` times, in turn (A, B, C, A, B, C…), so that both see the same
 * machine; answers each contender's median figures.
 */
export async function alternate<K extends string>(
  contenders: Record<K, () => Promise<LoadResult>>,
  rounds = 3,
): Promise<Record<K, LoadResult>> {
  const names = Object.keys(contenders) as K[];
  const results = Object.fromEntries(names.map((name) => [name, [] as LoadResult[]])) as Record<K, LoadResult[]>;
  for (let round = 0; round < rounds; round += 1)
    for (const name of names) results[name].push(await contenders[name]());
  return Object.fromEntries(
    names.map((name) => {
      const runs = results[name];
      return [
        name,
        {
          perSecond: median(runs.map((r) => r.perSecond)),
          p50: median(runs.map((r) => r.p50)),
          p99: median(runs.map((r) => r.p99)),
          errors: runs.reduce((sum, r) => sum + r.errors, 0),
        },
      ];
    }),
  ) as Record<K, LoadResult>;
}
