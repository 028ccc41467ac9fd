import { HOLLAND_TYPES, type HollandType } from "../content/types";

/** Position on Holland's hexagon, R=0 … C=5. */
export function hexIndex(type: HollandType): number {
  return HOLLAND_TYPES.indexOf(type);
}

/** Distance on the hexagon: 1 adjacent, 2 alternate, 3 opposite (computed, not tabled). */
export function hexDistance(a: HollandType, b: HollandType): number {
  const d = Math.abs(hexIndex(a) - hexIndex(b));
  return Math.min(d, 6 - d);
}
