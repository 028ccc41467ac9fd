import { createError } from "../../lib/errors";

export const emailTakenError = createError(409, "auth.email_taken", "auth.emailTaken");
export const invalidCredentialsError = createError(401, "auth.invalid_credentials", "auth.invalidCredentials");
