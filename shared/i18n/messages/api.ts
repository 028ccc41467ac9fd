import { defineMessages } from "../define";

/** Messages of the API's JSON errors (`{ message }`), chosen by `lang`. */
export const api = defineMessages(
  {
    "api.notFound": "Ruta no encontrada",
    "api.internal": "Ocurrió un error inesperado. Inténtalo de nuevo más tarde.",
    "api.invalidBody": "Los datos enviados no son válidos",
    "api.invalidQuery": "Los parámetros de la consulta no son válidos",
    "api.invalidParams": "Los parámetros de la ruta no son válidos",
    "api.malformedJson": "El cuerpo de la solicitud no es JSON válido",
    "api.payloadTooLarge": "La solicitud es demasiado grande",
    "api.unsupportedMediaType": "El contenido debe enviarse como JSON",
    "api.tooManyRequests": "Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.",
    "api.unauthorized": "Debes iniciar sesión",
    "api.forbidden": "No tienes permiso para realizar esta acción",
    "api.csrf": "Solicitud rechazada: origen no permitido",
    "api.dbUnavailable": "El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.",
  },
  {
    "api.notFound": "Route not found",
    "api.internal": "An unexpected error occurred. Please try again later.",
    "api.invalidBody": "The data sent is not valid",
    "api.invalidQuery": "The query parameters are not valid",
    "api.invalidParams": "The route parameters are not valid",
    "api.malformedJson": "The request body is not valid JSON",
    "api.payloadTooLarge": "The request is too large",
    "api.unsupportedMediaType": "Content must be sent as JSON",
    "api.tooManyRequests": "Too many requests. Wait a moment and try again.",
    "api.unauthorized": "You must sign in",
    "api.forbidden": "You are not allowed to do this",
    "api.csrf": "Request refused: origin not allowed",
    "api.dbUnavailable": "The service is unavailable right now. Please try again in a few seconds.",
  },
);
