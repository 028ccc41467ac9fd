/** Labels of career fields (the PDF report). */
export const fieldEs = {
  "field.agriculture": "Agropecuaria",
  "field.architecture": "Arquitectura y urbanismo",
  "field.arts": "Artes y diseño",
  "field.business": "Negocios y administración",
  "field.communication": "Comunicación",
  "field.computing": "Informática",
  "field.education": "Educación",
  "field.engineering": "Ingeniería",
  "field.health": "Salud",
  "field.humanities": "Humanidades",
  "field.law": "Derecho",
  "field.natural_sciences": "Ciencias naturales",
  "field.social_sciences": "Ciencias sociales",
  "field.hospitality": "Hotelería, turismo y gastronomía",
  "field.technical": "Formación técnica",
};
