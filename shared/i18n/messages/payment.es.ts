/** Server messages of the payment endpoints. */
export const paymentEs = {
  "payment.assessmentRequired": "No se encontró una evaluación válida.",
  "payment.alreadyPaid": "Esta evaluación ya está pagada: tu reporte está disponible.",
  "payment.practice": "Esta evaluación es una práctica: no tiene reporte. Puedes pedir el reporte de tu último test.",
  "payment.methodUnavailable": "Este método de pago no está disponible en este momento.",
  "payment.demoDisabled": "El pago de demostración no está habilitado.",
  "payment.providerError": "No pudimos comunicarnos con el proveedor de pago. Inténtalo de nuevo en unos segundos.",
  "payment.notApproved": "El pago todavía no fue aprobado en PayPal.",
  "payment.declined": "El pago fue rechazado. Puedes intentarlo de nuevo o usar otro método de pago.",
  "payment.verificationFailed": "No pudimos verificar el pago. Si se realizó un cargo, contáctanos y lo resolveremos.",
  "payment.orderNotFound": "No encontramos esa orden de pago.",
  "payment.duplicateNotCharged":
    "Este reporte ya estaba pagado con otro pago. No cobramos este pedido de PayPal: su aprobación vence sola.",
  "payment.duplicateRefunded":
    "Este reporte ya estaba pagado con otro pago. Te devolvimos este segundo cobro en PayPal; el reembolso puede tardar unos días en verse.",
  "payment.duplicateRefundPending":
    "Este reporte ya estaba pagado con otro pago. Devolveremos este segundo cobro en PayPal automáticamente en los próximos minutos.",
  "payment.pending": "Tu pago está en revisión. Te enviaremos el reporte por correo en cuanto se confirme.",
  "payment.codeRequired": "Por favor ingresa tu código de pago y email",
  "payment.codeInvalid": "El código de pago no es válido o ya fue usado",
  "payment.webhookInvalid": "Firma de webhook inválida",
  "payment.cardCancelled": "Cancelaste el pago con tarjeta. Puedes intentarlo de nuevo cuando quieras.",
  "payment.cardDeclined":
    "El banco rechazó el pago con tarjeta: {reason}. Puedes intentarlo de nuevo o usar otro método.",
  "payment.cardInvalid": "No pudimos verificar la respuesta del banco. Si se realizó un cargo, contáctanos.",
  "payment.paypalCancelled": "Cancelaste el pago en PayPal. Puedes intentarlo de nuevo cuando quieras.",
  "payment.refund.notFound": "No encontramos ese pago.",
  "payment.refund.notRefundable": "Solo se puede reembolsar un pago completado.",
  "payment.refund.needsConfirmation":
    "Este pago no cumple la política de reembolso ({reasons}). Confirma que quieres reembolsarlo de todos modos.",
  "payment.refund.refused": "PayPal no aceptó el reembolso ({issue}).",
  "payment.refund.noCapture":
    "Este pago no tiene la captura de PayPal guardada; reembólsalo en PayPal y se registrará cuando llegue su notificación.",
  "payment.refund.amountTooHigh": "El importe supera lo que queda por reembolsar de este pago.",
};
