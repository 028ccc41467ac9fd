import { AppError, createError } from "../../lib/errors";

export const assessmentNotFoundError = createError(404, "assessment.not_found", "assessment.notFound");

export const responseActivityError = (index: number) =>
  new AppError(400, "validation.body", "validation.responseActivity", undefined, [
    { path: `responses.${index}`, message: "validation.responseActivity" },
  ]);

export const guardianRequiredError = createError(400, "assessment.guardian_required", "privacy.guardianRequired");
/** Someone whose age range may be under their country's consent age did not say whether they are. */
export const minorAnswerRequiredError = createError(400, "assessment.minor_answer_required", "privacy.minor.answer");
export const guardianSameEmailError = createError(400, "assessment.guardian_same_email", "privacy.guardianSameEmail");
/** A signed-in person took the test less than 30 days ago; `date` says when they may take it again. */
export const retakeTooSoonError = createError(409, "assessment.retake_too_soon", "retake.tooSoon");
/** A class's link was used by as many tests as the class's size: its counsellor enlarges it or hands out another. */
export const classFullError = createError(409, "assessment.class_full", "schools.classFull");
