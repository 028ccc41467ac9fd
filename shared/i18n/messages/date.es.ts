/** Month names and the long date format. */
export const dateEs = {
  "date.month.1": "enero",
  "date.month.2": "febrero",
  "date.month.3": "marzo",
  "date.month.4": "abril",
  "date.month.5": "mayo",
  "date.month.6": "junio",
  "date.month.7": "julio",
  "date.month.8": "agosto",
  "date.month.9": "septiembre",
  "date.month.10": "octubre",
  "date.month.11": "noviembre",
  "date.month.12": "diciembre",
  "date.long": "{day} de {month} de {year}",
};
