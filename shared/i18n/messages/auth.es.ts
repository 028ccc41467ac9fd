export const authEs = {
  "auth.nameMin": "El nombre debe tener al menos 2 caracteres",
  "auth.emailRequired": "El email es requerido",
  "auth.passwordMin": "La contraseña debe tener al menos 6 caracteres",
  "auth.passwordMax": "La contraseña es demasiado larga",
  "auth.countryRequired": "Por favor selecciona tu país",
  "auth.emailTaken": "Ya existe una cuenta con ese email",
  "auth.invalidCredentials": "Email o contraseña incorrectos",
  "auth.tooManyAttempts": "Demasiados intentos. Espera unos minutos e inténtalo de nuevo.",
  "auth.verifyInvalid":
    "El enlace para confirmar tu email no es válido, ya se usó o venció. Pide uno nuevo desde tu cuenta.",
  "auth.alreadyVerified": "Tu email ya está confirmado.",
};
