export const adminEs = {
  "admin.priceFormat": "Los precios deben ser números con dos decimales como máximo",
  "admin.pricePositive": "Los precios deben ser mayores que cero",
  "admin.baseAboveOriginal": "El precio actual no puede ser mayor que el precio original",
  "admin.currency": "La moneda debe ser un código de tres letras, como USD",
  "admin.percent": "El porcentaje debe estar entre 0 y 90",
  "admin.retakePercent": "El descuento por repetir el test debe estar entre 0 y 100",
  "admin.exchangeRate": "La tasa de cambio debe ser un número positivo",
  "admin.url": "La URL no es válida",
  "admin.codeCount": "Puedes generar entre 1 y 200 códigos a la vez",
  "admin.paypalCurrency":
    "PayPal no cobra en esa moneda (el peso dominicano, DOP, no está disponible): usa una moneda de PayPal, como USD",
  "admin.paypalLiveCredentials":
    "Para activar PayPal en modo real, guarda primero el Client ID, el Client Secret y el Webhook ID de tu cuenta de PayPal",
};
