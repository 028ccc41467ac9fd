import { QUESTION_COUNT } from "../../assessment/constants";

/** Validation messages of the test form and its answers. */
export const validationEs = {
  "validation.fullName": "El nombre debe tener al menos 2 caracteres",
  "validation.fullNameMax": "El nombre no puede tener más de 120 caracteres",
  "validation.email": "Email inválido",
  "validation.age": "Selecciona un rango de edad válido",
  "validation.education": "Selecciona un nivel educativo válido",
  "validation.ageEducation": "Con 15 a 18 años no se puede tener un posgrado: revisa tu edad o tu nivel de estudios.",
  "validation.country": "Selecciona un país válido",
  "validation.responsesCount": `Debes responder las ${QUESTION_COUNT} preguntas del test`,
  "validation.responseSet": `Cada respuesta debe corresponder a una pregunta distinta del 1 al ${QUESTION_COUNT}`,
  "validation.responseActivity": "La actividad elegida no pertenece a esa pregunta",
  "validation.responseSame": "La actividad que te gusta y la que no te gusta deben ser distintas",
};
