export const adminEmailsEs = {
  "adminEmails.title": "Correos no entregados",
  "adminEmails.none": "Todos los correos se entregaron.",
  "adminEmails.loadError": "No se pudo cargar la lista de correos.",
  "adminEmails.attempts": "{count} intentos",
};
