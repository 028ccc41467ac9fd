/** Messages of the API's JSON errors (`{ message }`), chosen by `lang`. */
export const apiEs = {
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
};
