import { createError } from "../../lib/errors";

/** Unknown, revoked, or its assessment deleted: all the same to a visitor. */
export const shareNotFoundError = createError(404, "share.not_found", "share.notFound");
