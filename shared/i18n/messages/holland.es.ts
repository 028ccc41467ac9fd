/** Names of the six Holland (RIASEC) types. */
export const hollandEs = {
  "holland.R": "Realista",
  "holland.I": "Investigador",
  "holland.A": "Artístico",
  "holland.S": "Social",
  "holland.E": "Emprendedor",
  "holland.C": "Convencional",
};
