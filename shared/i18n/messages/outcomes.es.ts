/** What careers lead to: pay and employment, only from published sources (DECISIONS 36). */
export const outcomesEs = {
  "outcomes.title": "Pago y empleo",
  "outcomes.none": "No hay cifras oficiales publicadas para {country}.",
  "outcomes.unknown": "No tenemos cifras oficiales de pago ni de empleo para {country}.",
  "outcomes.notReusable":
    "No hay cifras oficiales publicadas para {country} que podamos reproducir en este informe: {publisher} publica {publishes}, pero sus condiciones de uso no lo permiten. Consúltalas en su portal.",
  "outcomes.notImported":
    "Este informe aún no incluye cifras oficiales de {country}: {publisher} publica {publishes}. Consúltalas en su portal.",
  "outcomes.portal": "Dónde consultarlas: {name} ({publisher})",
};
