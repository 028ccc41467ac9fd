import { defineMessages } from "../define";

export const auth = defineMessages(
  {
    "auth.nameMin": "El nombre debe tener al menos 2 caracteres",
    "auth.emailRequired": "El email es requerido",
    "auth.passwordMin": "La contraseña debe tener al menos 6 caracteres",
    "auth.passwordMax": "La contraseña es demasiado larga",
    "auth.countryRequired": "Por favor selecciona tu país",
    "auth.emailTaken": "Ya existe una cuenta con ese email",
    "auth.invalidCredentials": "Email o contraseña incorrectos",
    "auth.tooManyAttempts": "Demasiados intentos. Espera unos minutos e inténtalo de nuevo.",
  },
  {
    "auth.nameMin": "The name must have at least 2 characters",
    "auth.emailRequired": "Email is required",
    "auth.passwordMin": "The password must have at least 6 characters",
    "auth.passwordMax": "The password is too long",
    "auth.countryRequired": "Please select your country",
    "auth.emailTaken": "An account with that email already exists",
    "auth.invalidCredentials": "Incorrect email or password",
    "auth.tooManyAttempts": "Too many attempts. Wait a few minutes and try again.",
  },
);
