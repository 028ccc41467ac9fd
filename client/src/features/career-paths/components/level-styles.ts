/** Card colours by path level (1 = starting point ... 4 = senior role); text stays dark for contrast. */
export const LEVEL_STYLES: Record<1 | 2 | 3 | 4, { card: string; chip: string; swatch: string }> = {
  1: { card: "border-l-sky-600 bg-sky-50", chip: "bg-sky-100 text-sky-900", swatch: "bg-sky-600" },
  2: { card: "border-l-emerald-600 bg-emerald-50", chip: "bg-emerald-100 text-emerald-900", swatch: "bg-emerald-600" },
  3: { card: "border-l-violet-600 bg-violet-50", chip: "bg-violet-100 text-violet-900", swatch: "bg-violet-600" },
  4: { card: "border-l-rose-600 bg-rose-50", chip: "bg-rose-100 text-rose-900", swatch: "bg-rose-600" },
};

export const LEVEL_KEYS = {
  1: "careerPaths.level1",
  2: "careerPaths.level2",
  3: "careerPaths.level3",
  4: "careerPaths.level4",
} as const;
