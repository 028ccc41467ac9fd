import { QUESTION_COUNT } from "../../assessment/constants";

/** The page title and description of the document head. */
export const metaEs = {
  "meta.title": "QuéEstudiar · Test vocacional Holland gratis",
  "meta.description": `Descubre qué estudiar con un test vocacional Holland (RIASEC) gratuito de ${QUESTION_COUNT} preguntas con imágenes. Reporte con carreras, universidades de tu país, becas y plan de estudio.`,
};
