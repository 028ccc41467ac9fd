import { createError } from "../../lib/errors";

export const emailTakenError = createError(409, "auth.email_taken", "auth.emailTaken");
export const invalidCredentialsError = createError(401, "auth.invalid_credentials", "auth.invalidCredentials");
export const resetLinkInvalidError = createError(400, "auth.reset_invalid", "privacy.resetInvalid");
export const wrongPasswordError = createError(400, "auth.wrong_password", "privacy.wrongPassword");
export const passwordChangeRequiredError = createError(
  403,
  "auth.password_change_required",
  "privacy.passwordChangeRequired",
);
export const verifyLinkInvalidError = createError(400, "auth.verify_invalid", "auth.verifyInvalid");
export const emailAlreadyVerifiedError = createError(409, "auth.already_verified", "auth.alreadyVerified");
