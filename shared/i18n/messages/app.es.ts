/** The app's name, tagline and shell texts. */
export const appEs = {
  "app.name": "QuéEstudiar",
  "app.tagline": "Test vocacional Holland (RIASEC)",
  "app.loading": "Cargando...",
  "app.skipToContent": "Saltar al contenido",
};
