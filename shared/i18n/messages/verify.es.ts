export const verifyEs = {
  "verify.done": "¡Listo! Tu email quedó confirmado.",
  "verify.sent": "Te enviamos un enlace nuevo a {email}. Vale 48 horas.",
  "verify.changeSent":
    "Te enviamos un enlace a {email}. Tu cuenta cambiará a ese email cuando lo abras; hasta entonces sigue con el actual.",
  "verify.bannerTitle": "Confirma tu email",
  "verify.bannerBody":
    "Te enviamos un enlace a {email}. Mientras no lo abras, los tests y reportes que se hicieron con ese email sin tu cuenta no se pueden ver, descargar ni borrar desde ella.",
  "verify.bannerPending": "Pediste cambiar tu email a {email}: abre el enlace que te enviamos allí para confirmarlo.",
  "verify.resend": "Reenviar enlace",
  "verify.resending": "Enviando…",
  "verify.resendError": "No pudimos enviar el enlace. Inténtalo de nuevo en unos minutos.",
  "verify.pageTitle": "Confirmar tu email",
  "verify.checking": "Confirmando tu email…",
  "verify.doneBody": "Ya puedes seguir usando tu cuenta. {email} es ahora tu email confirmado.",
  "verify.failedTitle": "No pudimos confirmar tu email",
  "verify.noToken":
    "Este enlace está incompleto. Ábrelo tal como llegó en el correo, o pide uno nuevo desde tu cuenta.",
  "verify.toDashboard": "Ir a mi cuenta",
  "verify.toLogin": "Iniciar sesión",
  "verify.changeTitle": "Cambiar tu email",
  "verify.changeIntro":
    "Te enviaremos un enlace al email nuevo. Tu cuenta cambia a ese email cuando lo abras, para que nadie pueda usar un email que no es suyo.",
  "verify.newEmail": "Email nuevo",
  "verify.currentPassword": "Tu contraseña actual",
  "verify.changeSubmit": "Enviar enlace",
  "verify.changeSubmitting": "Enviando…",
  "verify.statusVerified": "Confirmado",
  "verify.statusUnverified": "Sin confirmar",
};
