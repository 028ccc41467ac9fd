/** The privacy, refund and other policies. */
export const policyEs = {
  "policy.back": "Volver al inicio",
  "policy.updated": "Última actualización: {updated}",
  "policy.refund.title": "Política de Reembolso",
  "policy.refund.intro":
    "En {company} queremos que quedes satisfecho con tu Reporte Vocacional Completo. Esta política explica cuándo y cómo puedes pedir un reembolso.",
  "policy.refund.s1.title": "Plazo para solicitarlo",
  "policy.refund.s1.body":
    "Puedes solicitar el reembolso total dentro de las 24 horas siguientes a tu compra, siempre que el reporte PDF no haya sido descargado.",
  "policy.refund.s2.title": "Tiempo de procesamiento",
  "policy.refund.s2.body":
    "Una vez aprobado, el reembolso se procesa en 3 a 5 días hábiles por el mismo medio de pago que usaste. El tiempo en que se refleja en tu cuenta depende de tu banco o de PayPal.",
  "policy.refund.s3.title": "Entrega del reporte",
  "policy.refund.s3.body":
    "El reporte se envía por correo electrónico de forma inmediata (como máximo 5 minutos después de confirmado el pago) y el enlace de descarga es válido durante 30 días.",
  "policy.refund.s4.title": "Facturación",
  "policy.refund.s4.body":
    "Los pagos con tarjeta se facturan en pesos dominicanos, a una tasa fija que se muestra antes de pagar: por ejemplo, {price} equivalen a {localPrice}.",
  "policy.refund.s5.title": "Cómo solicitarlo",
  "policy.refund.s5.body":
    "Escríbenos a {email} o llámanos al {phone} ({hours}) indicando el correo de compra y el número de orden.",
  "policy.privacy.title": "Política de Privacidad",
  "policy.privacy.intro":
    "{company} protege tus datos personales. Aquí explicamos, en palabras sencillas, qué datos guardamos, para qué, cuánto tiempo y cómo puedes verlos, corregirlos o borrarlos.",
  "policy.privacy.s1.title": "Quién es responsable y qué datos guardamos",
  "policy.privacy.s1.body":
    "El responsable es {company} ({address}; {email}). Guardamos tu nombre, correo electrónico, país, rango de edad, nivel educativo y tus respuestas al test; si creas una cuenta, también tu contraseña, cifrada con un algoritmo seguro. Si eres menor de la edad que fija tu país, guardamos además el email de tu madre, padre o tutor y la fecha en que dio su permiso.",
  "policy.privacy.s2.title": "Para qué los usamos y con qué permiso",
  "policy.privacy.s2.body":
    "Solo para calcular tu perfil, mostrarte tus resultados, preparar y enviarte tu reporte, procesar tu pago, evitar abusos y darte soporte. Lo hacemos con tu consentimiento, que das en el formulario al terminar el test, y para cumplir el servicio que compras. No vendemos ni cedemos tus datos con fines publicitarios.",
  "policy.privacy.s3.title": "Pagos",
  "policy.privacy.s3.body":
    "Los pagos los procesan PayPal y la pasarela de Banco Popular (AZUL). Nunca recibimos ni guardamos el número completo de tu tarjeta. Si borras tus datos, conservamos el registro del pago (importe, moneda, fecha y referencia del proveedor) como registro contable, sin tu nombre ni tu email, durante el tiempo que exige la ley fiscal.",
  "policy.privacy.s4.title": "Tus derechos y cómo ejercerlos",
  "policy.privacy.s4.body":
    'Acceso y portabilidad: en tu panel, "Descargar mis datos" te da todos los datos de tu cuenta en un archivo JSON. Rectificación: corrige tus datos escribiendo a {email}. Supresión: en tu panel, "Eliminar mi cuenta"; sin cuenta, "Eliminar mis datos" en la página de resultados desde el navegador donde hiciste el test o desde el enlace de tu correo. Oposición y retiro del consentimiento: escríbenos a {email}; retirarlo no afecta lo hecho antes. Respondemos en un máximo de 10 días hábiles. Si no quedas conforme, puedes reclamar ante la autoridad de protección de datos de tu país.',
  "policy.privacy.s5.title": "Cuánto tiempo los guardamos",
  "policy.privacy.s5.body":
    "Los tests sin cuenta y sin pagar se borran a los 12 meses. Los datos de una cuenta se guardan mientras exista la cuenta. Los registros de pago se conservan sin datos personales el tiempo que exige la ley. Las sesiones caducan a los 30 días, los enlaces para restablecer la contraseña a la hora y los registros de límites de uso en 2 días.",
  "policy.privacy.s6.title": "Menores de edad",
  "policy.privacy.s6.body":
    "Si tienes menos de la edad que fija tu país (14 años en España; 18 en República Dominicana, México y Colombia), tu madre, padre o tutor debe dar su permiso: te pedimos su email y su consentimiento, y le enviamos un correo con un enlace para revisar tus resultados y borrar tus datos cuando quiera.",
  "policy.privacy.s7.title": "Leyes que cumplimos",
  "policy.privacy.s7.body":
    "Ley 172-13 de protección de datos personales (República Dominicana); Ley Federal de Protección de Datos Personales en Posesión de los Particulares, LFPDPPP, de 2025 (México); Ley 1581 de 2012 (Colombia); y el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD) (España). En España puedes reclamar ante la Agencia Española de Protección de Datos y en Colombia ante la Superintendencia de Industria y Comercio.",
  "policy.privacy.s8.title": "Seguridad y cookies",
  "policy.privacy.s8.body":
    "Usamos conexiones cifradas, contraseñas cifradas y una sola cookie necesaria para mantener tu sesión. Nuestros registros técnicos no guardan emails ni enlaces firmados.",
  "policy.security.title": "Política de Seguridad",
  "policy.security.intro": "La seguridad de tu información y de tus pagos es una prioridad para {company}.",
  "policy.security.s1.title": "Conexión cifrada",
  "policy.security.s1.body": "Todo el tráfico entre tu navegador y nuestro servicio viaja cifrado con HTTPS.",
  "policy.security.s2.title": "Pagos protegidos",
  "policy.security.s2.body":
    "Las compras con tarjeta se autentican con Visa Secure y 3D Secure en la página de pago del banco; nosotros solo recibimos la confirmación verificada.",
  "policy.security.s3.title": "Cuentas",
  "policy.security.s3.body":
    "Las contraseñas se guardan con un algoritmo de hash resistente, las sesiones caducan y limitamos los intentos de inicio de sesión para impedir ataques.",
  "policy.security.s4.title": "Enlaces de descarga",
  "policy.security.s4.body": "Cada enlace de descarga de tu reporte está firmado y caduca a los 30 días.",
  "policy.security.s5.title": "Reportar un problema",
  "policy.security.s5.body": "Si detectas un problema de seguridad, escríbenos a {email}. Atendemos {hours}.",
};
