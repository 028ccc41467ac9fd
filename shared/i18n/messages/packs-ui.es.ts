/**
 * Report packs for schools, what people read: the counsellor's panel (buying, the packs, unlocking from the roster),
 * the prices on the /escuelas page, and the administrator's tiers and payments (API errors are in packs.es.ts).
 */
export const packsUiEs = {
  // the counsellor's panel
  "packs.title": "Reportes para tus estudiantes",
  "packs.intro":
    "Compra reportes completos a precio por volumen y desbloquéalos desde la lista de estudiantes de cada clase: a cada estudiante le llega su reporte en PDF a su correo.",
  "packs.available": "Reportes disponibles para desbloquear: {count}",
  "packs.buyTitle": "Comprar un paquete de reportes",
  "packs.quantity": "Número de reportes",
  "packs.quantityHint": "Entre {min} y {max}. Cuantos más compras, menos cuesta cada uno.",
  "packs.quote": "{count} reportes × {unit} = {total}",
  "packs.saving": "Ahorras {amount} frente al precio de un reporte suelto ({single} cada uno).",
  "packs.quoteLocal": "Con tarjeta se cobra en moneda local: {amount}.",
  "packs.quoteLoading": "Calculando el precio...",
  "packs.quoteError": "No pudimos calcular el precio ahora. Inténtalo de nuevo en un momento.",
  "packs.sandbox": "Pago de prueba: no se mueve dinero real.",
  "packs.submit": "Comprar {count} reportes",
  "packs.submitting": "Abriendo el pago...",
  "packs.buyFailed": "No pudimos abrir el pago. Inténtalo de nuevo.",
  "packs.noMethods": "Ahora mismo no se pueden comprar reportes en línea. Escríbenos y te ayudamos.",
  "packs.done": "Pago recibido: tus reportes ya están disponibles para desbloquear.",
  "packs.finalizing": "Estamos confirmando el pago. Tus reportes aparecerán aquí en cuanto se confirme.",
  "packs.failed": "No pudimos confirmar el pago. Si se hizo un cargo, escríbenos y lo resolvemos.",
  "packs.cancelled": "Cancelaste el pago. No se hizo ningún cargo.",
  "packs.listTitle": "Tus paquetes",
  "packs.empty":
    "Aún no has comprado reportes. Cuando compres un paquete, aquí verás cuántos usaste y cuántos te quedan.",
  "packs.loadError": "No se pudieron cargar tus paquetes de reportes.",
  "packs.retry": "Reintentar",
  "packs.packOf": "Paquete de {count} reportes",
  "packs.bought": "Comprado el {date}",
  "packs.used": "Usados",
  "packs.left": "Disponibles",
  "packs.refunded": "Reembolsados",
  "packs.amount": "Importe",
  "packs.statusPaid": "Pagado",
  "packs.statusPending": "Pago pendiente",
  "packs.refundPolicy":
    "Los reportes no usados de un paquete se pueden reembolsar dentro de las 24 horas siguientes a la compra: escríbenos a {email}.",
  "packs.refundPolicyNoEmail":
    "Los reportes no usados de un paquete se pueden reembolsar dentro de las 24 horas siguientes a la compra: escríbenos.",
  // volume prices (the panel and the /escuelas page)
  "packs.tiersTitle": "Precios por volumen",
  "packs.tierRange": "De {from} a {to} reportes: {price} cada uno",
  "packs.tierFrom": "Desde {from} reportes: {price} cada uno",
  "packs.single": "Un reporte suelto: {price}",
  "packs.pageIntro": "Con un paquete de reportes para tu colegio, cada reporte cuesta menos:",
  "packs.pageLoading": "Cargando los precios por volumen...",
  "packs.pageContact": "¿Necesitas más de {max} reportes o tienes dudas? Escríbenos a {email}.",
  // the roster
  "packs.unlock": "Desbloquear reporte",
  "packs.unlocking": "Desbloqueando...",
  "packs.unlockSent": "Le enviamos el reporte a su correo.",
  "packs.unlockFailed": "No se pudo desbloquear el reporte. Inténtalo de nuevo.",
  "packs.rosterAvailable": "Reportes disponibles para desbloquear: {count}",
  "packs.noneLeft": "No te quedan reportes por desbloquear.",
  "packs.buyMore": "Comprar reportes",
  // the administrator's pricing tab
  "adminPanel.packs.title": "Paquetes de reportes para colegios",
  "adminPanel.packs.description":
    "El precio de cada reporte según cuántos compra el orientador/a. El primer tramo empieza en 5 reportes; cada tramo siguiente, en más reportes y a un precio igual o menor.",
  "adminPanel.packs.tier": "Tramo {n}",
  "adminPanel.packs.from": "Desde cuántos reportes",
  "adminPanel.packs.unitPrice": "Precio por reporte",
  "adminPanel.packs.add": "Añadir un tramo",
  "adminPanel.packs.remove": "Quitar el tramo {n}",
  "adminPanel.packs.limits": "Entre 1 y {max} tramos.",
  // the administrator's payments
  "adminPanel.payments.pack": "Paquete",
  "adminPanel.payments.packLine": "Paquete de {quantity} reportes · usados: {used} · reembolsados: {refunded}",
  "adminPanel.payments.packRefundEffects":
    "Solo se reembolsan los reportes no usados del paquete ({count}, {amount}): dejan de poder desbloquearse. Los reportes ya desbloqueados siguen con sus estudiantes.",
};
