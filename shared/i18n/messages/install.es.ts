/** The banner offering to install the app. */
export const installEs = {
  "install.title": "Instala QuéEstudiar",
  "install.body": "Agrega la aplicación a tu pantalla de inicio para volver a tus resultados en un toque.",
  "install.accept": "Instalar",
  "install.dismiss": "Ahora no",
};
