import type { authEs } from "./auth.es";

export const authEn: Record<keyof typeof authEs, string> = {
  "auth.nameMin": "The name must have at least 2 characters",
  "auth.emailRequired": "Email is required",
  "auth.passwordMin": "The password must have at least 6 characters",
  "auth.passwordMax": "The password is too long",
  "auth.countryRequired": "Please select your country",
  "auth.emailTaken": "An account with that email already exists",
  "auth.invalidCredentials": "Incorrect email or password",
  "auth.tooManyAttempts": "Too many attempts. Wait a few minutes and try again.",
  "auth.verifyInvalid":
    "The link to confirm your email is not valid, was already used or has expired. Ask for a new one from your account.",
  "auth.alreadyVerified": "Your email is already confirmed.",
};
