/** The access-code portal. */
export const portalEs = {
  "portal.pageTitle": "Portal de pago",
  "portal.title": "Accede a tu reporte con un código",
  "portal.subtitle": "Ingresa el código de pago que recibiste y tu email para desbloquear tu reporte completo.",
  "portal.code": "Código de pago",
  "portal.email": "Email",
  "portal.verify": "Verificar Pago",
  "portal.verifying": "Verificando...",
  "portal.required": "Por favor ingresa tu código de pago y email",
  "portal.invalidTitle": "Código inválido",
  "portal.invalid": "El código de pago no es válido o ya fue usado",
  "portal.networkError": "Error al verificar el pago. Intenta nuevamente.",
  "portal.verified": "¡Pago verificado!",
  "portal.verifiedBody": "Tu reporte completo está listo.",
  "portal.demoCode": "Código de prueba (modo demo): {code}",
  "portal.otherMethods": "¿No tienes código? Ver métodos de pago",
  "portal.missingAssessment": "No se encontró una evaluación válida.",
};
