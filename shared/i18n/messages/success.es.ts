/** The payment success page. */
export const successEs = {
  "success.pageTitle": "Pago confirmado",
  "success.finalizing": "Confirmando tu pago con el proveedor...",
  "success.title": "Pago Procesado Exitosamente",
  "success.order": "Número de orden",
  "success.assessment": "Evaluación",
  "success.status": "Estado",
  "success.completed": "Completado",
  "success.emailed": "Te enviamos el reporte por correo. Revisa también la carpeta de spam; puede tardar unos minutos.",
  "success.downloadNow": "También puedes descargarlo ahora mismo.",
  "success.download": "Descargar Reporte PDF",
  "success.viewResults": "Ver Resultados Completos",
  "success.support": "¿Necesitas ayuda? Escríbenos a {email} o llámanos al {phone}.",
  "success.pendingTitle": "Tu pago está en proceso",
  "success.pendingBody":
    "El proveedor está revisando el pago. Esta página se actualiza sola y te enviaremos el reporte por correo en cuanto se confirme.",
  "success.failedTitle": "No pudimos completar el pago",
  "success.retry": "Intentar de nuevo",
  "success.unconfirmedTitle": "Todavía no pudimos confirmar tu pago",
  "success.connectionLost": "Se interrumpió la conexión mientras confirmábamos tu pago.",
  "success.noDoubleCharge": "No se te cobrará dos veces: al reintentar confirmamos la misma orden.",
  "success.retryConfirm": "Reintentar confirmación",
  "success.missing": "Falta la información del pago.",
  "success.missingTitle": "No encontramos tu pago",
  "success.missingBody":
    "Si ya pagaste, revisa tu correo: ahí están tu reporte y el enlace a tus resultados. Si no, puedes empezar desde tus resultados.",
  "success.missingResults": "Ver mis resultados",
  "success.missingHome": "Volver al inicio",
  "success.backToPaypal":
    "PayPal no pudo cobrar con el medio de pago elegido. Te llevamos de vuelta a PayPal para que elijas otro…",
};
