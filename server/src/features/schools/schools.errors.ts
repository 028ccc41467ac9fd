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
/** The student is not in this counsellor's class (or their test is gone). */
export const studentNotFoundError = createError(404, "schools.student_not_found", "schools.studentNotFound");
/** The student (or a minor's guardian) did not let the counsellor read the full report. */
export const reportNotSharedError = createError(403, "schools.report_not_shared", "schools.reportNotShared");
/** Shared, but the full report is not unlocked (paid) yet. */
export const sharedReportLockedError = createError(409, "schools.report_locked", "schools.reportLocked");
export const packEmptyError = createError(409, "schools.pack_empty", "schools.packEmpty");
export const alreadyUnlockedError = createError(409, "schools.already_unlocked", "schools.alreadyUnlocked");
/** The school's country has no known rule letting a school collect its minors' guardians' consent. */
export const schoolConsentUnavailableError = createError(
  409,
  "schools.school_consent_unavailable",
  "schools.schoolConsentUnavailable",
);
