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

type ChunkingContext = Rolldown.ChunkingContext;

const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/]/;
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const APP = /[\\/](client[\\/]src|shared)[\\/]/;
const CATALOG = /client-messages|[\\/]messages[\\/]/;

/** The chunks the groups below make. */
export const LAZY_GROUPS: readonly string[] = ["query", "shared"];

export function chunkGroups(): Rolldown.CodeSplittingOptions {
  const initial = new Map<string, boolean>();
  const capturable = new Map<string, boolean>();

  /** Loaded with the main script: the entry, or statically imported by a module that is. */
  const isInitial = (id: string, ctx: ChunkingContext): boolean => {
    const known = initial.get(id);
    if (known !== undefined) return known;
    initial.set(id, false); // a cycle: decided by its other importers
    const info = ctx.getModuleInfo(id);
    const result = !!info && (info.isEntry || info.importers.some((importer) => isInitial(importer, ctx)));
    initial.set(id, result);
    return result;
  };

  /** A lazy module of the app (or an icon) whose own imports are all initial, TanStack Query or capturable. */
  const canShare = (id: string, ctx: ChunkingContext): boolean => {
    const known = capturable.get(id);
    if (known !== undefined) return known;
    capturable.set(id, true); // a cycle within the group is fine
    const info = ctx.getModuleInfo(id);
    const result =
      !!info &&
      !isInitial(id, ctx) &&
      (ICONS.test(id) || (APP.test(id) && !CATALOG.test(id))) &&
      info.importedIds.every((dep) => isInitial(dep, ctx) || QUERY.test(dep) || canShare(dep, ctx));
    capturable.set(id, result);
    return result;
  };

  return {
    groups: [
      {
        name: (id, ctx) => (QUERY.test(id) && !isInitial(id, ctx) ? "query" : null),
        priority: 2,
        // its dependencies (React) are in the main script already
        includeDependenciesRecursively: false,
      },
      {
        name: (id, ctx) => (canShare(id, ctx) ? "shared" : null),
        priority: 1,
        minShareCount: 2,
        includeDependenciesRecursively: false,
      },
    ],
  };
}
