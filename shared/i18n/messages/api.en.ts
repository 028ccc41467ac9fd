import type { apiEs } from "./api.es";

export const apiEn: Record<keyof typeof apiEs, string> = {
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
};
