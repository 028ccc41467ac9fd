/** The page shown for an unknown address. */
export const notFoundEs = {
  "notFound.title": "Página no encontrada",
  "notFound.body": "La página que buscas no existe o fue movida.",
  "notFound.cta": "Volver al inicio",
};
