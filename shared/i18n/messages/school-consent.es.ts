/**
 * The school's written consent for a class's minors (shared/content/school-consent.ts): the counsellor's
 * confirmation on each class card, the line on the join page, and the notice on the completion form.
 */
export const schoolConsentEs = {
  // the counsellor's class card (only where the school's country has a rule)
  "schoolConsent.panel.title": "Autorización de las familias",
  "schoolConsent.panel.lawLink": "Ver la norma",
  "schoolConsent.panel.newTab": "(se abre en una pestaña nueva)",
  "schoolConsent.panel.confirm":
    "El colegio tiene la autorización escrita de la madre, padre o tutor de cada estudiante menor de {age} años de esta clase, según {law}, para hacer este test y, si el estudiante lo marca, para que su orientador/a lea su reporte completo.",
  "schoolConsent.panel.confirmedOn": "Confirmada el {date}",
  "schoolConsent.panel.notConfirmed":
    "Sin confirmar: cada estudiante menor de {age} años indica el email de su madre, padre o tutor.",
  "schoolConsent.panel.saving": "Guardando...",
  // the join page
  "schoolConsent.join.line": "Tu colegio tiene la autorización escrita de tu familia para este test.",
  // the completion form, for a student under the age of consent in such a class
  "schoolConsent.form.notice":
    "Tu colegio confirmó que tiene la autorización escrita de tu madre, padre o tutor. Si quieres, escribe su email para que también reciba el aviso.",
  "schoolConsent.form.emailOptional": "Email de tu madre, padre o tutor (opcional)",
  "schoolConsent.form.consentWithEmail":
    "Si escribes su email, marca también que tu madre, padre o tutor está de acuerdo.",
};
