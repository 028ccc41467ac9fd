import { createError } from "../../lib/errors";

export const classNotFoundError = createError(404, "schools.class_not_found", "schools.classNotFound");
export const counsellorNotFoundError = createError(404, "schools.counsellor_not_found", "schools.counsellorNotFound");
/** A signed-in account that is no counsellor's (or whose counsellor row is gone). */
export const notCounsellorError = createError(403, "schools.not_counsellor", "schools.notCounsellor");
export const counsellorPendingError = createError(403, "schools.pending", "schools.pending");
export const counsellorRejectedError = createError(403, "schools.rejected", "schools.rejected");
/** A class cannot be made smaller than the tests it already holds. */
export const classSizeBelowJoinedError = createError(409, "schools.size_below_joined", "schools.sizeBelowJoined");
/** The test is not the caller's (neither its signed-in owner nor the browser holding its claim secret). */
export const notYourTestError = createError(403, "schools.not_your_test", "schools.notYourTest");
/** The test is in no class (never was, or already left). */
export const notInClassError = createError(404, "schools.not_in_class", "schools.notInClass");
