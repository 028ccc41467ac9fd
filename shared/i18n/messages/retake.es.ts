/** Retaking the test after 30 days: the rule, the dashboard's comparison and the retake price. */
export const retakeEs = {
  "retake.tooSoon": "Ya hiciste el test hace menos de 30 días. Podrás repetirlo el {date}.",
  "retake.button": "Repetir el test",
  "retake.availableOn": "Podrás repetir el test el {date}",
  "retake.title": "Cómo cambió tu perfil",
  "retake.intro": "Comparamos tu último test con el anterior.",
  "retake.noise":
    "Algo de cambio es normal: en nuestras simulaciones, una misma persona que repite el test conserva su primer tipo en unos 2 de cada 3 casos. Un cambio de 7 puntos o menos en un tipo está dentro del ruido de 15 elecciones; un cambio de más de 20 puntos, o un primer tipo nuevo que se repite en dos tests seguidos, sí dice algo sobre ti.",
  "retake.codeMoved": "Tu código pasó de {from} a {to}",
  "retake.codeSame": "Tu código sigue siendo {code}",
  "retake.previous": "Test anterior, {date}",
  "retake.latest": "Último test, {date}",
  "retake.chartLabel": "Hexágono RIASEC del test del {date}. Código {code}: {summary}",
  "retake.changesTitle": "Cambios por tipo (de 0 a 100)",
  "retake.rose": "{type} subió de {from} a {to}",
  "retake.fell": "{type} bajó de {from} a {to}",
  "retake.steady": "{type} se mantuvo en {score}",
  "retake.lockedNote":
    "Un test sin reporte muestra, como su vista previa, sus dos tipos más fuertes y sus puntajes; los otros cuatro y la tercera letra del código están en su reporte.",
  "retake.withinNoise": "dentro del ruido",
  "retake.discountApplied": "Descuento por repetir el test aplicado: {percent}% menos.",
  "retake.discountLarger": "Código válido, pero tu descuento por repetir el test es mayor, así que se aplica ese.",
  "retake.discountEnded":
    "El descuento por repetir el test ya no se aplica a este pago. No se te cobró nada: vuelve a la página de pago para ver el precio actual.",
  "retake.gateTitle": "Ya hiciste el test hace poco",
  "retake.gateBody":
    "Tu último test es del {last}. Podrás repetirlo el {date}: los intereses cambian despacio, y con 30 días entre un test y otro la comparación dice algo sobre ti.",
  "retake.gatePractice":
    "Si lo haces ahora, será una práctica: verás tu perfil y quedará guardada en tu cuenta, pero no reemplazará tu último test ni su reporte, y no tendrá reporte propio.",
  "retake.practiceStart": "Hacer una práctica",
  "retake.toDashboard": "Volver a mi panel",
  "retake.practiceBanner": "Práctica: no reemplazará tu último test. Podrás repetir el test el {date}.",
  "retake.practiceBannerNoDate": "Práctica: no reemplazará tu último test ni su reporte.",
  "retake.practiceSubmit": "Guardar mi práctica",
  "retake.practiceSaved": "¡Práctica guardada!",
  "retake.tooSoonOffer":
    "Tus respuestas no se pierden: puedes guardarlas como práctica. Verás tu perfil, pero no reemplazará tu último test ni su reporte.",
  "retake.saveAsPractice": "Guardar como práctica",
  "retake.practiceResultsTitle": "Esta evaluación es una práctica",
  "retake.practiceResultsBody":
    "No reemplaza tu último test ni su reporte, y no tiene reporte propio. Tu reporte y tus comparaciones siguen en tu panel.",
  "retake.practiceBadge": "Práctica",
};
