/**
 * An in-memory cache of at most `max` entries, for what is costly to rebuild and never goes stale
 * (a derived answer, an API client per set of credentials). Each is built once in `buildDeps`
 * (server/src/deps.ts) and handed to the services that use it, so a test may pass its own.
 */
export interface BoundedCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** The cached value, or `make()`'s, kept. */
  getOrSet(key: string, make: () => V): V;
  readonly size: number;
  clear(): void;
}

/**
 * `whenFull`: "oldest" forgets the entry added first to make room; "all" starts again empty (for a
 * handful of entries that rarely change, such as clients per set of credentials).
 */
export function createBoundedCache<V>(max: number, whenFull: "oldest" | "all" = "oldest"): BoundedCache<V> {
  const entries = new Map<string, V>();
  const set = (key: string, value: V) => {
    if (entries.size >= max) {
      if (whenFull === "all") entries.clear();
      else entries.delete(entries.keys().next().value!);
    }
    entries.set(key, value);
  };
  return {
    get: (key) => entries.get(key),
    set,
    getOrSet(key, make) {
      let value = entries.get(key);
      if (value === undefined) {
        value = make();
        set(key, value);
      }
      return value;
    },
    get size() {
      return entries.size;
    },
    clear: () => entries.clear(),
  };
}
