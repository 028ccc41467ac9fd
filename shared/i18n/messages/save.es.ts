/** Signing in to keep a test taken without an account, or to see a report that belongs to one. */
export const saveEs = {
  "save.title": "Inicia sesión para guardar tu reporte",
  "save.body": "Tu test y tu reporte quedarán en tu cuenta, y podrás volver a ellos desde cualquier dispositivo.",
  "save.signIn": "Iniciar sesión",
  "save.register": "Crear cuenta",
  "save.ownerTitle": "Inicia sesión para ver tu reporte",
  "save.ownerBody": "Este reporte está guardado en una cuenta. Inicia sesión con ella para verlo o descargarlo.",
};
