/** Account recovery, password change, data export and deletion, consent: API errors and screens. */
export const privacyEs = {
  "privacy.passwordChangeRequired": "Debes cambiar tu contraseña temporal antes de continuar",
  "privacy.resetInvalid": "El enlace para restablecer la contraseña no es válido o ya caducó. Pide uno nuevo.",
  "privacy.wrongPassword": "La contraseña actual no es correcta",
  "privacy.forgotSent": "Si existe una cuenta con ese email, te enviamos un enlace para restablecer tu contraseña. Revisa tu correo (también la carpeta de spam). El enlace vale 1 hora.",
  "privacy.adminNotDeletable": "La cuenta de administrador no se puede eliminar desde aquí",
  "privacy.guardianRequired": "Necesitamos el email y el permiso de tu madre, padre o tutor",
  "privacy.guardianSameEmail": "El email de tu madre, padre o tutor debe ser distinto del tuyo",
  "privacy.notHolder": "Solo quien hizo el test puede eliminarlo",
};
