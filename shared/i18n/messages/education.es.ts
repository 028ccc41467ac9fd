/** Labels of the education levels the test asks for. */
export const educationEs = {
  "education.secundaria": "Secundaria / bachillerato",
  "education.tecnico": "Técnico",
  "education.universitario": "Universitario",
  "education.posgrado": "Posgrado",
};
