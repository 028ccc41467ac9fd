/** The parents' page and the gift of the report. */
export const familyEs = {
  "family.pageTitle": "Para la familia de {name}",
  "family.heading": "El perfil de {name}, explicado para la familia",
  "family.intro":
    "{name} hizo un test de intereses vocacionales. No mide inteligencia ni decide una carrera: muestra qué tipo de actividades le atraen más, para elegir con más información.",
  "family.meansTitle": "Qué significa su perfil",
  "family.means":
    "Su interés más fuerte es {primary} y le sigue {secondary}. Así suelen ser las personas con este perfil, y estos son los lugares donde suelen sentirse a gusto.",
  "family.traitsTitle": "Lo que suele destacar",
  "family.placesTitle": "Dónde suele sentirse a gusto",
  "family.talkTitle": "Preguntas para conversar juntos",
  "family.q1": "¿Qué actividades te hacen perder la noción del tiempo?",
  "family.q2": "¿Te ves en un trabajo {type}? ¿Qué te gusta y qué no de esa idea?",
  "family.q3":
    "¿Qué materias, proyectos o tareas, de tus estudios o de tu trabajo, disfrutaste más este último año, y por qué?",
  "family.q4": "¿Prefieres estudiar cerca de casa o te gustaría irte a otra ciudad o país?",
  "family.q5": "¿Qué necesitas de nosotros para decidir con calma?",
  "family.talkNote": "Escuchen más de lo que hablan: el objetivo es entender, no convencer.",
  "family.reportTitle": "Cómo ayuda el reporte completo",
  "family.report1": "Sus tres carreras más afines, universitarias y técnicas, explicadas según su perfil y su edad.",
  "family.report2": "Universidades y becas en su país, con enlaces oficiales.",
  "family.report3": "Un plan de estudio paso a paso, en un PDF para leer juntos.",
  "family.giftTitle": "Regalar el reporte",
  "family.giftBody":
    "Pagas tú y el reporte llega al email de {name} (que no te mostramos). Tú recibes el comprobante en tu email.",
  "family.giftPrice": "Precio: {price}",
  "family.payerName": "Tu nombre",
  "family.payerEmail": "Tu email (para el comprobante)",
  "family.payWith": "Pagar con",
  "family.payPaypal": "PayPal",
  "family.payCard": "Tarjeta",
  "family.giftSubmit": "Regalar el reporte",
  "family.giftPending": "Abriendo el pago...",
  "family.giftFinalizing": "Confirmando el pago...",
  "family.giftDone":
    "¡Gracias! El reporte de {name} va camino a su email y tu comprobante al tuyo. Puede tardar unos minutos.",
  "family.giftCancelled": "Cancelaste el pago. No se hizo ningún cargo.",
  "family.giftFailed": "No pudimos confirmar el pago. Si se hizo un cargo, escríbenos y lo resolvemos.",
  "family.alreadyPaid": "{name} ya tiene su reporte completo. ¡Pídele que lo lean juntos!",
  "family.back": "Ver el perfil de {name}",
  "family.sandbox": "Pago de prueba: no se hará ningún cargo real.",
};
