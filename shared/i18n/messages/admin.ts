import { defineMessages } from "../define";

export const admin = defineMessages(
  {
    "admin.priceFormat": "Los precios deben ser números con dos decimales como máximo",
    "admin.pricePositive": "Los precios deben ser mayores que cero",
    "admin.baseAboveOriginal": "El precio actual no puede ser mayor que el precio original",
    "admin.currency": "La moneda debe ser un código de tres letras, como USD",
    "admin.percent": "El porcentaje debe estar entre 0 y 90",
    "admin.exchangeRate": "La tasa de cambio debe ser un número positivo",
    "admin.url": "La URL no es válida",
    "admin.codeCount": "Puedes generar entre 1 y 200 códigos a la vez",
  },
  {
    "admin.priceFormat": "Prices must be numbers with at most two decimals",
    "admin.pricePositive": "Prices must be greater than zero",
    "admin.baseAboveOriginal": "The current price cannot be higher than the original price",
    "admin.currency": "The currency must be a three-letter code, such as USD",
    "admin.percent": "The percentage must be between 0 and 90",
    "admin.exchangeRate": "The exchange rate must be a positive number",
    "admin.url": "The URL is not valid",
    "admin.codeCount": "You can generate between 1 and 200 codes at a time",
  },
);
