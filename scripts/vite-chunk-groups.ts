/**
 * How the lazy code is cut into chunks (Rolldown's `output.codeSplitting`).
 *
 * Left to itself, Rolldown gives every set of routes that shares a module its own chunk: 107 chunks,
 * most of them an icon or a helper of a few hundred bytes. A route then needs up to 36 of them, and
 * the app asks for each one from the page's main thread (a `<link rel="modulepreload">` added by
 * Vite's preload helper, one to two milliseconds each on a phone's CPU). On the results page those
 * requests were one task of 50 ms, the page's longest after its first paint.
 *
 * So the small shared code goes into two chunks:
 * - `query`: TanStack Query, which every page with data uses;
 * - `shared`: the app's own modules and icons that two or more routes use.
 *
 * Nothing the main script imports is captured (it is loaded already), nor the message catalogs
 * (one per language), nor a module that needs a library outside these groups (zod, the form
 * library, Radix, tailwind-merge): each of those stays in its own chunk, loaded only by the routes
 * that use it, so the shared chunk never drags them onto a page that does not.
 */
import type { Rolldown } from "vite";

const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/]/;
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const APP = /[\\/](client[\\/]src|shared)[\\/]/;
const CATALOG = /client-messages|[\\/]messages[\\/]/;

const QUERY_CHUNK = "query";
const SHARED_CHUNK = "shared";
/** The chunks the groups below make. */
export const LAZY_GROUPS: readonly string[] = [QUERY_CHUNK, SHARED_CHUNK];

interface Split {
  /** Loaded with the main script: the entry and what it imports statically, transitively. */
  initial: Set<string>;
  /** Lazy modules of the app (and icons) whose own imports are all initial, TanStack Query or shareable. */
  shareable: Set<string>;
}

/** Both sets, from the whole module graph (reached from the entry the first module asked about leads to). */
function split(first: string, ctx: Rolldown.ChunkingContext): Split {
  const info = (id: string) => ctx.getModuleInfo(id);
  const walk = (starts: string[], next: (id: string) => readonly string[]): Set<string> => {
    const seen = new Set<string>(starts);
    for (const id of seen) for (const other of next(id)) seen.add(other); // a Set iterates what is added
    return seen;
  };
  const entry = [
    ...walk([first], (id) => [...(info(id)?.importers ?? []), ...(info(id)?.dynamicImporters ?? [])]),
  ].find((id) => info(id)?.isEntry);
  if (!entry) return { initial: new Set(), shareable: new Set() };
  const initial = walk([entry], (id) => info(id)?.importedIds ?? []);
  const all = walk([entry], (id) => [...(info(id)?.importedIds ?? []), ...(info(id)?.dynamicallyImportedIds ?? [])]);
  const shareable = new Set(
    [...all].filter((id) => !initial.has(id) && (ICONS.test(id) || (APP.test(id) && !CATALOG.test(id)))),
  );
  // drop, until none is left to drop, each module that imports something outside the groups
  for (let dropped = true; dropped;) {
    dropped = false;
    for (const id of shareable) {
      const outside = (info(id)?.importedIds ?? []).some(
        (dep) => !initial.has(dep) && !QUERY.test(dep) && !shareable.has(dep),
      );
      if (outside) dropped = shareable.delete(id);
    }
  }
  return { initial, shareable };
}

export function chunkGroups(): Rolldown.CodeSplittingOptions {
  // one chunking pass shares one context: the graph is read once per pass
  const passes = new WeakMap<Rolldown.ChunkingContext, Split>();
  const of = (id: string, ctx: Rolldown.ChunkingContext): Split => {
    let graph = passes.get(ctx);
    if (!graph) passes.set(ctx, (graph = split(id, ctx)));
    return graph;
  };
  return {
    groups: [
      {
        name: (id, ctx) => (QUERY.test(id) && !of(id, ctx).initial.has(id) ? QUERY_CHUNK : null),
        priority: 2,
        // its dependencies (React) are in the main script already
        includeDependenciesRecursively: false,
      },
      {
        name: (id, ctx) => (of(id, ctx).shareable.has(id) ? SHARED_CHUNK : null),
        priority: 1,
        minShareCount: 2,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
