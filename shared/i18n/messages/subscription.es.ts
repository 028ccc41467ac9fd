import { QUESTION_COUNT } from "../../assessment/constants";

/** The Premium page. */
export const subscriptionEs = {
  "subscription.pageTitle": "Mejorar a Premium",
  "subscription.title": "Mejorar a Premium",
  "subscription.premiumPageTitle": "Tu cuenta Premium",
  "subscription.premiumTitle": "Tu cuenta es Premium",
  "subscription.premiumSubtitle":
    "Tienes al menos un reporte pagado: el explorador completo y los extras de tu panel ya están desbloqueados. Cada nueva evaluación tiene su propio reporte.",
  "subscription.subtitle":
    "Sin suscripciones ni cargos mensuales: al comprar el reporte completo de una evaluación, tu cuenta pasa a Premium.",
  "subscription.comparison": "Comparación de planes",
  "subscription.freeName": "Gratis",
  "subscription.freePrice": "$0",
  "subscription.freeNote": "Para siempre",
  "subscription.premiumName": "Premium",
  "subscription.premiumNote": "Pago único por reporte, sin suscripción",
  "subscription.recommended": "Recomendado",
  "subscription.included": "Incluido",
  "subscription.notIncluded": "No incluido",
  "subscription.feature.test": `Test vocacional Holland de ${QUESTION_COUNT} preguntas`,
  "subscription.feature.preview": "Vista previa de tu perfil con tus 2 tipos principales",
  "subscription.feature.explorerBasic": "Explorador de rutas de carrera: niveles 1 y 2",
  "subscription.feature.report":
    "Reporte PDF completo: tus 3 carreras, universidades de tu país, becas y plan de estudio",
  "subscription.feature.explorerFull":
    "Explorador completo hasta el nivel 4: primeros empleos, especializaciones y cargos de mayor experiencia",
  "subscription.feature.dashboard": "Extras en tu panel: tus reportes pagados siempre listos para ver y descargar",
  "subscription.ctaUpgrade": "Mejorar a Premium",
  "subscription.ctaTest": "Hacer el test",
  "subscription.ctaFree": "Empezar gratis",
  "subscription.testFirst": "Premium se activa al comprar el reporte de una evaluación: primero haz el test.",
  "subscription.buyFor": "Comprarás el reporte completo de tu evaluación más reciente.",
  "subscription.signInNote": "¿Ya tienes cuenta? Inicia sesión antes de comprar para que tu cuenta pase a Premium.",
  "subscription.signIn": "Iniciar Sesión",
  "subscription.currentPlan": "Tu plan actual",
  "subscription.alreadyPremium": "Ya eres Premium",
  "subscription.alreadyPremiumBody":
    "Tu cuenta tiene al menos un reporte pagado: el explorador completo ya está desbloqueado.",
  "subscription.explore": "Explorar rutas de carrera",
  "subscription.priceError": "No se pudo cargar el precio actual.",
  "subscription.loading": "Cargando...",
};
