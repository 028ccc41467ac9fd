/** Report packs for schools: API errors and the admin's tier rules (the panel's texts are in packs-ui). */
export const packsEs = {
  "schools.packQuantity": "Elige entre 5 y 1000 reportes.",
  "schools.packEmpty": "No te quedan reportes por desbloquear en tus paquetes. Compra un paquete para desbloquear más.",
  "schools.alreadyUnlocked": "El reporte de este estudiante ya está desbloqueado.",
  "admin.packTiers": "Indica entre 1 y 6 tramos de precio para los paquetes.",
  "admin.packTierQuantity": "Cada tramo empieza en un número entero de reportes, entre 5 y 1000.",
  "admin.packTierFirst": "El primer tramo debe empezar en 5 reportes: todo paquete necesita un precio.",
  "admin.packTierAboveBase": "El precio por reporte de un paquete no puede superar el precio de un reporte suelto.",
  "admin.packTierOrder":
    "Cada tramo debe empezar en más reportes que el anterior, con un precio por reporte igual o menor.",
  "payment.refund.packUsed":
    "Solo se pueden reembolsar los reportes no usados de un paquete: el importe supera su valor ({value}).",
};
