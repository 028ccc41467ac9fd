/** The footer: policies, contact and credits. */
export const footerEs = {
  "footer.policies": "Políticas",
  "footer.refund": "Política de Reembolso",
  "footer.privacy": "Política de Privacidad",
  "footer.security": "Política de Seguridad",
  "footer.schools": "Para colegios",
  "footer.terms": "Términos y Condiciones",
  "footer.contact": "Contacto",
  "footer.hours": "Horario de atención",
  "footer.rights": "© {year} {company}. Todos los derechos reservados.",
  "footer.onet":
    "Este producto incluye información de la base de datos O*NET del Departamento de Trabajo de los EE. UU., Administración de Empleo y Capacitación (USDOL/ETA), usada bajo la licencia CC BY 4.0. O*NET® es una marca registrada de USDOL/ETA, que no ha aprobado, respaldado ni probado estas modificaciones.",
  "footer.twemoji": "Ilustraciones de actividades: Twemoji, © Twitter/X y colaboradores, licencia CC BY 4.0.",
  "footer.about": "Orientación vocacional con el método Holland para estudiantes de América Latina.",
};
