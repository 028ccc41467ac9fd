import { defineMessages } from "../define";

export const adminEmails = defineMessages(
  {
    "adminEmails.title": "Correos no entregados",
    "adminEmails.none": "Todos los correos se entregaron.",
    "adminEmails.loadError": "No se pudo cargar la lista de correos.",
    "adminEmails.attempts": "{count} intentos",
  },
  {
    "adminEmails.title": "Undelivered emails",
    "adminEmails.none": "Every email was delivered.",
    "adminEmails.loadError": "The email list could not be loaded.",
    "adminEmails.attempts": "{count} attempts",
  },
);
