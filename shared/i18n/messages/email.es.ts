/**
 * Texts of the emails the server sends (report delivery with its payment receipt, welcome) and of
 * the resend endpoint. Placeholders: {name} {code} {filename} {days} {date} {email} {phone}
 * {hours} {company} {address} {year} {amount}; they come from the job and the company config.
 */
export const emailEs = {
  "email.brand": "QuéEstudiar",
  "email.brandTagline": "Orientación vocacional",
  "email.greeting": "Hola, {name}:",
  // Emails nobody asked for (results, welcome) greet without a name: they carry no text from a form.
  "email.greetingPlain": "Hola:",
  "email.linkFallback": "Si el botón no funciona, copia y pega este enlace en tu navegador:",
  "email.signature": "Un saludo del equipo de {company}",

  "email.report.subject": "Tu reporte vocacional QuéEstudiar: código {code}",
  "email.report.preheader": "Descarga tu Reporte Vocacional Completo en PDF. El enlace es válido durante {days} días.",
  "email.report.heading": "¡Tu reporte vocacional está listo!",
  "email.report.intro":
    "Gracias por tu compra. Preparamos tu Reporte Vocacional Completo con tu perfil Holland, tus carreras recomendadas, dónde estudiarlas, becas y un plan de estudio.",
  "email.report.codeLabel": "Tu código Holland",
  "email.report.linkIntro":
    "Descarga tu reporte en PDF cuando quieras con este enlace personal, válido durante {days} días (hasta el {date}):",
  "email.report.button": "Descargar mi reporte",
  "email.report.keepLink": "Guarda este correo: el enlace es personal, no lo compartas.",
  "email.report.reason": "Recibes este correo en {email} porque compraste tu Reporte Vocacional Completo en {company}.",
  "email.report.introSchool":
    "Tu orientador/a desbloqueó tu Reporte Vocacional Completo con un paquete de reportes de tu colegio. Tiene tu perfil Holland, tus carreras recomendadas, dónde estudiarlas, becas y un plan de estudio.",
  "email.report.reasonSchool":
    "Recibes este correo en {email} porque tu orientador/a desbloqueó tu Reporte Vocacional Completo de {company}.",
  "email.report.guardian.heading": "El reporte vocacional de un menor a tu cargo está listo",
  "email.report.guardian.intro":
    "Su orientador/a del colegio desbloqueó el Reporte Vocacional Completo de quien hizo el test de {company} e indicó este correo como el de su madre, padre o tutor. Tiene su perfil Holland, sus carreras recomendadas, dónde estudiarlas, becas y un plan de estudio.",
  "email.report.guardian.reason":
    "Recibes este correo en {email} porque se indicó como el de la madre, padre o tutor de quien hizo el test en {company}, y su colegio desbloqueó su reporte.",
  "email.report.reasonGift":
    "Recibes este correo en {email} porque alguien te regaló tu Reporte Vocacional Completo de {company}.",

  "email.receipt.title": "Comprobante de pago",
  "email.receipt.product": "Producto",
  "email.receipt.productName": "Reporte Vocacional Completo (PDF)",
  "email.receipt.amount": "Monto",
  "email.receipt.noCharge": "Sin cargo",
  "email.receipt.localAmount": "Cobrado en pesos dominicanos",
  "email.receipt.method": "Método de pago",
  "email.receipt.card": "Tarjeta",
  "email.receipt.authorization": "Código de autorización",
  "email.receipt.orderId": "Número de orden",
  "email.receipt.date": "Fecha",
  "email.receipt.promoCode": "Código promocional",
  "email.receipt.billingNote":
    "Los pagos con tarjeta se facturan en pesos dominicanos, por el monto en pesos que se muestra antes de pagar.",
  "email.method.paypal": "PayPal",
  "email.method.banco_popular": "Tarjeta (Banco Popular)",
  "email.method.access_code": "Código de acceso",
  "email.method.demo": "Demo",

  "email.refund.title": "Política de reembolso",
  "email.refund.body":
    "Puedes solicitar el reembolso total dentro de las 24 horas siguientes a tu compra, siempre que no hayas descargado el reporte. Una vez aprobado, el reembolso se procesa en 3 a 5 días hábiles por el mismo medio de pago.",

  "email.refundDone.subject": "Reembolso de tu Reporte Vocacional Completo",
  "email.refundDone.preheader": "Te devolvimos el importe de tu compra.",
  "email.refundDone.heading": "Te reembolsamos tu compra",
  "email.refundDone.body":
    "Reembolsamos {amount} de tu Reporte Vocacional Completo (orden {orderId}) por el mismo medio de pago. Según tu banco o PayPal, el dinero puede tardar de 3 a 5 días hábiles en verse.",
  "email.refundDone.revoked": "Con el reembolso, el reporte y su enlace de descarga dejan de estar disponibles.",
  "email.refundDone.reason": "Recibes este correo en {email} porque hiciste una compra en {company}.",

  "email.support.title": "¿Necesitas ayuda?",
  "email.support.body": "Escríbenos a {email} o llámanos al {phone}.",
  "email.support.hours": "Horario de atención: {hours}.",

  "email.footer.address": "{company} · {address}",
  "email.footer.rights": "© {year} {company}. Todos los derechos reservados.",

  "email.welcome.subject": "¡Te damos la bienvenida a QuéEstudiar!",
  "email.welcome.preheader": "Tu cuenta está lista: tus evaluaciones, rutas de carrera y reportes en un solo lugar.",
  "email.welcome.heading": "¡Tu cuenta está lista!",
  "email.welcome.intro": "Gracias por crear tu cuenta en {company}. Desde ahora puedes:",
  "email.welcome.dashboard": "Ver en tu panel todas tus evaluaciones y sus resultados.",
  "email.welcome.careers": "Explorar las rutas de carrera que mejor encajan con tu perfil.",
  "email.welcome.reports": "Descargar tus reportes en PDF cuando los necesites.",
  "email.welcome.button": "Ir a mi panel",
  "email.welcome.reason": "Recibes este correo en {email} porque creaste una cuenta en {company}.",

  "email.resend.notPaid": "Podemos reenviarte el reporte cuando el pago esté verificado.",
  "email.resend.tooMany": "Ya pediste el reenvío varias veces. Espera una hora antes de intentarlo de nuevo.",
  "email.resend.queued": "Te enviaremos el reporte de nuevo a {email} en unos minutos.",
  // Account recovery, managing one's data, a guardian's notice.
  "email.report.manage":
    "Puedes ver tus resultados o eliminar tus datos cuando quieras desde este enlace (guárdalo, es solo tuyo):",
  "email.counsellorApproved.subject": "Tu cuenta de orientador/a en QuéEstudiar fue aprobada",
  "email.counsellorApproved.preheader": "Ya puedes crear tus clases y compartir su enlace con tus estudiantes.",
  "email.counsellorApproved.heading": "Tu cuenta de orientador/a fue aprobada",
  "email.counsellorApproved.intro":
    "El equipo de {company} revisó tu solicitud y la aprobó. Ya puedes crear clases, proyectar su código y seguir su avance desde tu panel.",
  "email.counsellorApproved.button": "Ir a mis clases",
  "email.counsellorApproved.note": "Si no pediste una cuenta de orientador/a, escríbenos y la cerraremos.",
  "email.counsellorRejected.subject": "Tu solicitud de cuenta de orientador/a en QuéEstudiar",
  "email.counsellorRejected.preheader": "Revisamos tu solicitud y por ahora no pudimos aprobarla.",
  "email.counsellorRejected.heading": "No pudimos aprobar tu solicitud",
  "email.counsellorRejected.intro":
    "El equipo de {company} revisó tu solicitud de cuenta de orientador/a y por ahora no pudo aprobarla. Si crees que es un error, escríbenos con el nombre de tu colegio: nuestros datos están al final de este correo.",
  "email.counsellorRejected.button": "Ver mi cuenta",
  "email.counsellorRejected.note": "Tu cuenta sigue abierta; puedes borrarla con tus datos cuando quieras desde ella.",
  "email.counsellorDecision.reason":
    "Recibes este correo en {email} porque pediste una cuenta de orientador/a en {company}.",
  "email.reset.subject": "Restablece tu contraseña de QuéEstudiar",
  "email.reset.preheader": "Un enlace para elegir una contraseña nueva. Vale 1 hora.",
  "email.reset.heading": "Restablece tu contraseña",
  "email.reset.intro":
    "Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta. Elige una nueva con este botón. El enlace vale {minutes} minutos y sirve una sola vez; al usarlo se cierran todas tus sesiones abiertas.",
  "email.reset.button": "Elegir una contraseña nueva",
  "email.reset.ignore": "Si no lo pediste, ignora este correo: tu contraseña no cambia.",
  "email.reset.reason":
    "Recibes este correo en {email} porque se pidió restablecer la contraseña de una cuenta en {company}.",
  "email.guardian.subject": "Tu permiso para el test vocacional de QuéEstudiar",
  "email.guardian.preheader": "Un menor a tu cargo hizo nuestro test vocacional con tu permiso.",
  "email.guardian.heading": "Un menor a tu cargo hizo nuestro test vocacional",
  "email.guardian.intro":
    "Alguien hizo el test vocacional de {company} e indicó este email como el de su madre, padre o tutor, con tu permiso. Guardamos su nombre, email, país, rango de edad, nivel educativo y respuestas solo para mostrarle sus resultados y, si se compra, su reporte.",
  "email.guardian.button": "Revisar o eliminar sus datos",
  "email.guardian.rights":
    "Con este enlace puedes ver sus resultados y eliminar sus datos cuando quieras. Si no diste tu permiso, elimínalos: se borran de inmediato.",
  "email.guardian.reason":
    "Recibes este correo en {email} porque se indicó como el de la madre, padre o tutor de quien hizo el test en {company}.",
  "email.gift.subject": "Comprobante de tu regalo: un Reporte Vocacional Completo",
  "email.gift.preheader": "Gracias por tu regalo. Aquí está tu comprobante de pago.",
  "email.gift.heading": "¡Gracias por tu regalo!",
  "email.gift.intro":
    "Pagaste un Reporte Vocacional Completo como regalo. Se lo enviamos a quien hizo el test, a su email, con el enlace de descarga; tú recibes aquí el comprobante.",
  "email.gift.reason": "Recibes este correo en {email} porque regalaste un reporte vocacional en {company}.",
  "email.pack.subject": "Comprobante de tu paquete de reportes",
  "email.pack.preheader": "Tu paquete está listo: desbloquea los reportes desde tu panel de orientador/a.",
  "email.pack.heading": "Tu paquete de reportes está listo",
  "email.pack.intro":
    "Pagaste un paquete de {count} Reportes Vocacionales Completos. Desde tu panel de orientador/a, en la lista de cada clase, desbloquea el reporte de cada estudiante: le llega a su email (y al de su madre, padre o tutor, si lo indicó) con el enlace de descarga. Los reportes no usados siguen en el paquete.",
  "email.pack.reason": "Recibes este correo en {email} porque compraste un paquete de reportes en {company}.",
  // At submission: the results and the way back to them.
  "email.results.subject": "Tus resultados",
  "email.results.preheader": "Tu código Holland es {code}. Vuelve a tus resultados cuando quieras.",
  "email.results.heading": "¡Gracias por hacer el test!",
  "email.results.intro":
    "Estos son tus resultados del test vocacional. Con el botón vuelves a verlos cuando quieras, desde cualquier dispositivo.",
  "email.results.button": "Ver mis resultados",
  "email.results.keepLink": "Guarda este correo: el enlace es personal y solo tuyo, no lo compartas.",
  "email.results.signIn": "Tus resultados están guardados en tu cuenta: inicia sesión para verlos completos.",
  "email.results.reason":
    "Recibes este correo en {email} porque hiciste el test vocacional en {company} con este email.",
  "email.verify.subject": "Confirma tu email en QuéEstudiar",
  "email.verify.preheader": "Un enlace para confirmar que este email es tuyo. Vale 48 horas.",
  "email.verify.heading": "Confirma tu email",
  "email.verify.intro":
    "Alguien (esperamos que tú) pidió usar este email en una cuenta de {company}. Confírmalo con este botón: el enlace vale {hours} horas y sirve una sola vez.",
  "email.verify.welcomeHeading": "Te damos la bienvenida: confirma tu email",
  "email.verify.welcomeIntro":
    "Se creó una cuenta de {company} con este email. Para terminar, confirma que es tuyo con este botón: el enlace vale {hours} horas y sirve una sola vez.",
  "email.verify.button": "Confirmar mi email",
  "email.verify.ignore":
    "Si no fuiste tú, ignora este correo: mientras nadie lo confirme, esa cuenta no puede ver, descargar ni borrar nada de lo que se haya hecho con este email.",
  "email.verify.reason": "Recibes este correo en {email} porque alguien lo indicó para una cuenta de {company}.",
};
