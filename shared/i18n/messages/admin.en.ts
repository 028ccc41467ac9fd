import type { adminEs } from "./admin.es";

export const adminEn: Record<keyof typeof adminEs, string> = {
  "admin.priceFormat": "Prices must be numbers with at most two decimals",
  "admin.pricePositive": "Prices must be greater than zero",
  "admin.baseAboveOriginal": "The current price cannot be higher than the original price",
  "admin.currency": "The currency must be a three-letter code, such as USD",
  "admin.percent": "The percentage must be between 0 and 90",
  "admin.retakePercent": "The retake discount must be between 0 and 100",
  "admin.exchangeRate": "The exchange rate must be a positive number",
  "admin.url": "The URL is not valid",
  "admin.codeCount": "You can generate between 1 and 200 codes at a time",
  "admin.paypalCurrency":
    "PayPal does not charge in that currency (the Dominican peso, DOP, is not available): use a PayPal currency, such as USD",
  "admin.paypalLiveCredentials":
    "To turn PayPal live on, first save the Client ID, Client Secret and Webhook ID of your PayPal account",
};
