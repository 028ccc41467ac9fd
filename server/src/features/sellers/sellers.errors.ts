import { createError } from "../../lib/errors";

export const sellerNotFoundError = createError(404, "seller.not_found", "sellerArea.notFound");
export const referralCodeTakenError = createError(409, "seller.code_taken", "adminPanel.seller.codeTaken");
export const sellerEmailTakenError = createError(409, "seller.email_taken", "adminPanel.seller.emailTaken");
