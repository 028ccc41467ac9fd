import { TEST_MINUTES } from "../../assessment/constants";

/** The results page (free preview). */
export const resultsEs = {
  "results.pageTitle": "Tus resultados",
  "results.title": "Tu perfil vocacional",
  "results.greeting": "{name}, este es tu perfil Holland",
  "results.completedOn": "Test completado el {date}",
  "results.primary": "Tipo principal",
  "results.secondary": "Tipo secundario",
  "results.typeExplained": "{name}:",
  "results.code": "Código Holland",
  "results.scores": "Tus puntuaciones",
  "results.scoreOf": "{type}: {score} de 100",
  "results.lockedScore": "Puntuación bloqueada: desbloquea el reporte completo para verla",
  "results.lockedNote": "Las demás puntuaciones se muestran en tu reporte completo.",
  "results.chartTitle": "Tu hexágono RIASEC",
  "results.chartLabel": "Gráfico hexagonal RIASEC. {summary}",
  "results.previewTitle": "Estás viendo una vista previa gratuita",
  "results.previewBody":
    "Obtén tu reporte completo: tus 3 carreras con el porqué de cada una, universidades de tu país, becas y un plan de estudio.",
  "results.previewCta": "Obtener Reporte Completo",
  "results.getReport": "Obtener Reporte Completo",
  "results.haveCode": "¿Tienes un código de acceso?",
  "results.viewPdf": "Ver PDF",
  "results.downloadPdf": "Descargar PDF",
  "results.paidTitle": "Tu reporte completo está disponible",
  "results.paidBody": "Míralo en el navegador o descárgalo. También lo enviamos a tu correo.",
  "results.newTest": "Nuevo Test",
  "results.notFound": "Resultado no encontrado",
  "results.notFoundBody": "No encontramos una evaluación con este enlace. Revisa que esté completo.",
  "results.loadError": "Error al cargar resultados",
  "results.loadErrorBody": "Hubo un problema al cargar tu evaluación.",
  "results.back": "Volver al inicio",
  "results.careersTitle": "Carreras compatibles con tu perfil",
  "results.careersLocked": "Tus 3 carreras principales, con universidades y becas, están en el reporte completo.",
  "results.band.high": "Afinidad alta",
  "results.band.medium": "Afinidad media",
  "results.band.explore": "Para explorar",
  "results.about": "Cómo leer tus resultados",
  "results.consistency.high":
    "Tus dos tipos principales son vecinos en el hexágono: tus intereses son muy coherentes entre sí.",
  "results.consistency.medium":
    "Tus dos tipos principales están a media distancia en el hexágono: combinas intereses distintos pero compatibles.",
  "results.consistency.low":
    "Tus dos tipos principales son opuestos en el hexágono: tienes intereses variados, lo que abre caminos poco comunes.",
  "results.consistency.neighbours": "Tus dos tipos principales son vecinos en el hexágono: suelen ir juntos.",
  "results.consistency.unclear":
    "Con un perfil tan parejo, la distancia entre tus dos primeros tipos en el hexágono no dice mucho todavía.",
  "results.codeUnclear": "Código poco claro",
  "results.coPrimary":
    "Tus dos primeros tipos están a 2 puntos o menos: tómalos como co-principales. Si repites el test, su orden puede cambiar, y es normal.",
  "results.validity.title": "Lo que tus respuestas pueden decir",
  "results.validity.straight-line":
    "Elegiste el mismo tipo de actividad como favorita y el mismo como la que menos te gusta en casi todas las pantallas. Eso no basta para ordenar tus intereses ni para recomendarte carreras con seguridad: el reporte te mostraría áreas para explorar.",
  "results.validity.inconsistent":
    "Tus respuestas no muestran un patrón claro: varios tipos aparecen como favoritos en unas pantallas y como los que menos te gustan en otras. Puede que aún no tengas preferencias marcadas o que hayas respondido rápido. No podemos recomendarte carreras con seguridad: el reporte te mostraría áreas para explorar.",
  "results.validity.impossible":
    "La edad y el nivel de estudios que indicaste no pueden ir juntos (de 15 a 18 años con un posgrado): no sabemos qué tipo de programa te sirve.",
  "results.validity.retake": `Te recomendamos repetir el test con calma antes de comprar el reporte: toma unos ${TEST_MINUTES} minutos.`,
  "results.validity.retakeCta": "Repetir el test",
  "results.lockedCareer": "Carrera bloqueada",
  "results.undifferentiated":
    "Tu perfil es bastante plano: varios tipos te interesan casi por igual. Te conviene explorar más opciones o repetir el test con calma.",
  "results.report.unpaid": "Tu reporte completo aún no está pagado. Obtenlo aquí abajo para verlo y descargarlo.",
  "results.report.refunded": "Este reporte fue reembolsado, así que ya no se puede abrir.",
  "results.report.expired":
    "El enlace de descarga no es válido o venció. Inicia sesión o pide que te reenviemos el reporte.",
  "results.report.owner-only":
    "Este reporte solo lo abre quien lo compró: usa el enlace del correo del reporte, o ábrelo en el navegador donde hiciste el test.",
  "results.report.sign-in": "Este reporte está guardado en una cuenta: inicia sesión con ella para abrirlo.",
};
