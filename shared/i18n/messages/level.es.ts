/** Labels of study levels (the PDF report). */
export const levelEs = {
  "level.secondary": "Secundaria",
  "level.technical": "Técnico",
  "level.undergraduate": "Grado",
  "level.postgraduate": "Posgrado",
};
