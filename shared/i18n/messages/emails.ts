import { defineMessages } from "../define";

/**
 * Texts of the emails the server sends (report delivery with its payment receipt, welcome) and of
 * the resend endpoint. Placeholders: {name} {code} {filename} {days} {date} {email} {phone}
 * {hours} {company} {address} {year} {amount}; they come from the job and the company config.
 */
export const emails = defineMessages(
  {
    "email.brand": "QuéEstudiar",
    "email.brandTagline": "Orientación vocacional",
    "email.greeting": "Hola, {name}:",
    "email.linkFallback": "Si el botón no funciona, copia y pega este enlace en tu navegador:",
    "email.signature": "Un saludo del equipo de {company}",

    "email.report.subject": "Tu reporte vocacional QuéEstudiar: código {code}",
    "email.report.preheader": "Tu Reporte Vocacional Completo va adjunto en PDF. El enlace de descarga es válido durante {days} días.",
    "email.report.heading": "¡Tu reporte vocacional está listo!",
    "email.report.intro": "Gracias por tu compra. Preparamos tu Reporte Vocacional Completo con tu perfil Holland, tus carreras recomendadas, dónde estudiarlas, becas y un plan de estudio.",
    "email.report.codeLabel": "Tu código Holland",
    "email.report.attached": "Te adjuntamos el reporte en PDF: {filename}.",
    "email.report.linkIntro": "También puedes descargarlo cuando quieras con este enlace personal, válido durante {days} días (hasta el {date}):",
    "email.report.button": "Descargar mi reporte",
    "email.report.keepLink": "Guarda este correo: el enlace es personal, no lo compartas.",
    "email.report.reason": "Recibes este correo en {email} porque compraste tu Reporte Vocacional Completo en {company}.",

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
    "email.receipt.billingNote": "Los pagos con tarjeta se facturan en pesos dominicanos al tipo de cambio vigente.",
    "email.method.paypal": "PayPal",
    "email.method.banco_popular": "Tarjeta (Banco Popular)",
    "email.method.access_code": "Código de acceso",
    "email.method.demo": "Demo",

    "email.refund.title": "Política de reembolso",
    "email.refund.body": "Puedes solicitar el reembolso total dentro de las 24 horas siguientes a tu compra, siempre que no hayas descargado el reporte. Una vez aprobado, el reembolso se procesa en 3 a 5 días hábiles por el mismo medio de pago.",

    "email.support.title": "¿Necesitas ayuda?",
    "email.support.body": "Escríbenos a {email} o llámanos al {phone}.",
    "email.support.hours": "Horario de atención: {hours}.",

    "email.footer.address": "{company} · {address}",
    "email.footer.rights": "© {year} {company}. Todos los derechos reservados.",

    "email.welcome.subject": "¡Te damos la bienvenida a QuéEstudiar, {name}!",
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
  },
  {
    "email.brand": "QuéEstudiar",
    "email.brandTagline": "Career guidance",
    "email.greeting": "Hi {name},",
    "email.linkFallback": "If the button does not work, copy and paste this link into your browser:",
    "email.signature": "Best regards from the {company} team",

    "email.report.subject": "Your QuéEstudiar career report: code {code}",
    "email.report.preheader": "Your Complete Career Report is attached as a PDF. The download link is valid for {days} days.",
    "email.report.heading": "Your career report is ready!",
    "email.report.intro": "Thank you for your purchase. We have prepared your Complete Career Report with your Holland profile, your recommended careers, where to study them, scholarships and a study plan.",
    "email.report.codeLabel": "Your Holland code",
    "email.report.attached": "Your report is attached as a PDF: {filename}.",
    "email.report.linkIntro": "You can also download it at any time with this personal link, valid for {days} days (until {date}):",
    "email.report.button": "Download my report",
    "email.report.keepLink": "Keep this email: the link is personal, do not share it.",
    "email.report.reason": "You are receiving this email at {email} because you bought your Complete Career Report from {company}.",

    "email.receipt.title": "Payment receipt",
    "email.receipt.product": "Product",
    "email.receipt.productName": "Complete Career Report (PDF)",
    "email.receipt.amount": "Amount",
    "email.receipt.noCharge": "No charge",
    "email.receipt.localAmount": "Charged in Dominican pesos",
    "email.receipt.method": "Payment method",
    "email.receipt.card": "Card",
    "email.receipt.authorization": "Authorization code",
    "email.receipt.orderId": "Order number",
    "email.receipt.date": "Date",
    "email.receipt.billingNote": "Card payments are billed in Dominican pesos at the current exchange rate.",
    "email.method.paypal": "PayPal",
    "email.method.banco_popular": "Card (Banco Popular)",
    "email.method.access_code": "Access code",
    "email.method.demo": "Demo",

    "email.refund.title": "Refund policy",
    "email.refund.body": "You can ask for a full refund within 24 hours of your purchase, as long as you have not downloaded the report. Once approved, the refund is processed within 3 to 5 business days through the same payment method.",

    "email.support.title": "Need help?",
    "email.support.body": "Write to us at {email} or call us at {phone}.",
    "email.support.hours": "Support hours: {hours}.",

    "email.footer.address": "{company} · {address}",
    "email.footer.rights": "© {year} {company}. All rights reserved.",

    "email.welcome.subject": "Welcome to QuéEstudiar, {name}!",
    "email.welcome.preheader": "Your account is ready: your assessments, career paths and reports in one place.",
    "email.welcome.heading": "Your account is ready!",
    "email.welcome.intro": "Thank you for creating your {company} account. From now on you can:",
    "email.welcome.dashboard": "See all your assessments and their results in your dashboard.",
    "email.welcome.careers": "Explore the career paths that best fit your profile.",
    "email.welcome.reports": "Download your PDF reports whenever you need them.",
    "email.welcome.button": "Go to my dashboard",
    "email.welcome.reason": "You are receiving this email at {email} because you created an account with {company}.",

    "email.resend.notPaid": "We can send the report again once the payment is verified.",
    "email.resend.tooMany": "You have already asked for the report several times. Please wait an hour before trying again.",
    "email.resend.queued": "We will send the report again to {email} in a few minutes.",
  },
);

export type EmailMessageKey = keyof typeof emails.es;
