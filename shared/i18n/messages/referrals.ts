import { defineMessages } from "../define";

export const referralsMessages = defineMessages(
  {
    "referral.notFound": "Código de referido no válido",
    "referral.toastTitle": "Enlace de referido detectado",
    "referral.toastBody": "{seller} te recomendó: tienes un descuento en tu reporte completo.",
  },
  {
    "referral.notFound": "Invalid referral code",
    "referral.toastTitle": "Referral link detected",
    "referral.toastBody": "{seller} referred you: you get a discount on your complete report.",
  },
);
