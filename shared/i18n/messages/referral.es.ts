export const referralEs = {
  "referral.notFound": "Código de referido no válido",
  "referral.toastTitle": "Enlace de referido detectado",
  "referral.toastBody": "{seller} te recomendó: tienes un descuento en tu reporte completo.",
};
