/** Labels of study levels (the PDF report). */
export const levelEs = {
  "level.technical": "Técnico",
  "level.undergraduate": "Grado",
  "level.postgraduate": "Posgrado",
};
