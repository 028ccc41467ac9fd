/** The terms of use. */
export const termsEs = {
  "terms.title": "Términos y Condiciones",
  "terms.intro": "Al usar {company} aceptas estos términos. Léelos con atención.",
  "terms.company.title": "1. Información de la empresa",
  "terms.company.body":
    "{company}, con domicilio en {address}. Correo: {email}. Teléfono: {phone}. Horario de atención: {hours}.",
  "terms.service.title": "2. El servicio",
  "terms.service.body":
    "Ofrecemos un test vocacional gratuito basado en el método Holland (RIASEC), una vista previa gratuita de tu perfil y, con un pago único, un reporte PDF completo con carreras, universidades, becas y un plan de estudio.",
  "terms.payments.title": "3. Pagos",
  "terms.payments.body":
    "El reporte completo tiene un precio único de {price} (sin suscripción). Puedes pagar con PayPal o con tarjeta a través de la página de pago de Banco Popular; los pagos con tarjeta se facturan en pesos dominicanos ({localPrice}).",
  "terms.privacy.title": "4. Privacidad",
  "terms.privacy.body":
    "Tratamos tus datos según nuestra Política de Privacidad. Solo los usamos para prestarte el servicio.",
  "terms.accuracy.title": "5. Exactitud de la información",
  "terms.accuracy.body":
    "El test es una herramienta de orientación, no un diagnóstico. La información de universidades y becas es orientativa: verifica fechas, requisitos y costos en los sitios oficiales.",
  "terms.refunds.title": "6. Reembolsos",
  "terms.refunds.body":
    "Puedes solicitar el reembolso dentro de las 24 horas siguientes a la compra si no descargaste el reporte. Se procesa en 3 a 5 días hábiles.",
  "terms.liability.title": "7. Responsabilidad",
  "terms.liability.body":
    "Las decisiones académicas y profesionales son tuyas. {company} no responde por resultados derivados de decisiones tomadas a partir del reporte.",
  "terms.changes.title": "8. Cambios",
  "terms.changes.body":
    "Podemos actualizar estos términos. Publicaremos la versión vigente en esta página con su fecha.",
  "terms.contact.title": "9. Contacto",
  "terms.contact.body": "Para cualquier consulta escríbenos a {email} o llámanos al {phone} ({hours}).",
};
