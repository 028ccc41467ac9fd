import { z } from "./zod";
import { freeText } from "./text";
import { joinCodeSchema } from "./join-code";
import { COUNTRY_CODES } from "../i18n/countries";
import type { CareerFiguresDto, OutcomeNoteDto } from "./outcomes";

import { AGE_RANGES, EDUCATION_LEVELS, QUESTION_COUNT } from "../assessment/constants";

export { AGE_RANGES, EDUCATION_LEVELS, QUESTION_COUNT };
export type { AgeRange, EducationLevel } from "../assessment/constants";

/** Assessment ids: 128 random bits, base64url (22 characters). */
export const assessmentIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, "assessment.notFound");

/**
 * The five personal fields of the completion form. Messages are catalog keys, translated by the
 * client (react-hook-form) and by the server's validation middleware alike.
 */
export const personalDataSchema = z.object({
  fullName: freeText({ error: "validation.fullName" }).min(2, "validation.fullName").max(120, "validation.fullNameMax"),
  email: z.string({ error: "validation.email" }).trim().max(254, "validation.email").pipe(z.email("validation.email")),
  age: z.enum(AGE_RANGES, { error: "validation.age" }),
  education: z.enum(EDUCATION_LEVELS, { error: "validation.education" }),
  country: z.enum(COUNTRY_CODES, { error: "validation.country" }),
});

/**
 * The completion form's optional "¿Estudias actualmente?" ("Are you currently studying?"): it
 * tells a student from a graduate at the same education level. Not answered = null.
 */
export const currentlyStudyingSchema = z.boolean({ error: "api.invalidBody" }).nullable().optional();

/** The completion form: the personal fields plus the optional studying question ("" = not answered). */
export const STUDYING_ANSWERS = ["yes", "no"] as const;
/**
 * An age and education that cannot go together (15-18 with a postgraduate degree): the form says
 * so on the education field, and the API refuses it, rather than reading a report for nobody.
 */
export function impossibleAgeEducation(age: string, education: string): boolean {
  return age === "15-18" && education === "posgrado";
}

function checkAgeEducation(value: { age: string; education: string }, ctx: z.RefinementCtx): void {
  if (impossibleAgeEducation(value.age, value.education))
    ctx.addIssue({ code: "custom", message: "validation.ageEducation", path: ["education"] });
}

export const completionFormSchema = personalDataSchema
  .extend({
    currentlyStudying: z.enum(["", ...STUDYING_ANSWERS]).default(""),
  })
  .superRefine(checkAgeEducation);
export type CompletionForm = z.infer<typeof completionFormSchema>;

/** The form's answer as stored on the assessment. */
export function studyingFromAnswer(answer: string | undefined): boolean | null {
  return answer === "yes" ? true : answer === "no" ? false : null;
}

export const assessmentResponseSchema = z.strictObject({
  questionSet: z
    .number({ error: "validation.responseSet" })
    .int("validation.responseSet")
    .min(1, "validation.responseSet")
    .max(QUESTION_COUNT, "validation.responseSet"),
  liked: z
    .string({ error: "validation.responseActivity" })
    .min(1, "validation.responseActivity")
    .max(64, "validation.responseActivity"),
  disliked: z
    .string({ error: "validation.responseActivity" })
    .min(1, "validation.responseActivity")
    .max(64, "validation.responseActivity"),
});
export type AssessmentResponse = z.infer<typeof assessmentResponseSchema>;

/**
 * Consent on the completion form: the person agrees to the use of their data; below their
 * country's consent age (they say so) a parent's or guardian's email and consent are needed too.
 * Optional in the API for older clients; the form always sends them.
 */
export const consentFieldsSchema = z.object({
  consent: z.boolean({ error: "api.invalidBody" }).optional(),
  underConsentAge: z.boolean({ error: "api.invalidBody" }).optional(),
  guardianEmail: z
    .string({ error: "validation.email" })
    .trim()
    .max(254, "validation.email")
    .pipe(z.email("validation.email"))
    .optional(),
  guardianConsent: z.boolean({ error: "api.invalidBody" }).optional(),
});

/** POST /api/assessment/submit */
export const submitAssessmentSchema = z
  .strictObject({
    ...personalDataSchema.shape,
    currentlyStudying: currentlyStudyingSchema,
    ...consentFieldsSchema.shape,
    isPrepaid: z.boolean({ error: "api.invalidBody" }).default(false),
    responses: z
      .array(assessmentResponseSchema, { error: "validation.responsesCount" })
      .length(QUESTION_COUNT, "validation.responsesCount")
      .superRefine((responses, ctx) => {
        const sets = new Set(responses.map((r) => r.questionSet));
        if (sets.size !== responses.length) ctx.addIssue({ code: "custom", message: "validation.responseSet" });
        responses.forEach((r, index) => {
          if (r.liked === r.disliked)
            ctx.addIssue({ code: "custom", message: "validation.responseSame", path: [index] });
        });
      }),
    /** Chosen by the browser once per test: a retried submission returns the same assessment. */
    submissionId: z.uuid({ error: "api.invalidBody" }).optional(),
    /**
     * A signed-in person within 30 days of their latest test asks to keep this one as a practice run
     * (readable, never their report). Ignored when a real test is allowed or nobody is signed in.
     */
    practice: z.boolean({ error: "api.invalidBody" }).optional(),
    /** Language of the test taker, kept for the report and its email. */
    lang: z.enum(["es", "en"]).optional(),
    /**
     * The join code of the class the test is taken with (schools): the submission is attached to the
     * class and counted against its size instead of the address's limit.
     */
    classCode: joinCodeSchema.optional(),
    /** With `classCode`: the browser's token of its visit to the class's link, marked finished (the roster's "in progress"). */
    classStart: z.uuid({ error: "api.invalidBody" }).optional(),
    /**
     * With `classCode`: the student (and below the consent age, the guardian who consents on the same
     * form) lets the class's counsellor read the full report once it is unlocked (DECISIONS 38).
     * Ignored without a class.
     */
    counsellorMayRead: z.boolean({ error: "api.invalidBody" }).optional(),
  })
  .superRefine(checkAgeEducation);
export type SubmitAssessmentInput = z.infer<typeof submitAssessmentSchema>;

/** POST /api/assessment/submit: the id, and the claim secret only this browser keeps. */
export interface SubmitAssessmentResponse {
  assessmentId: string;
  claimSecret: string;
}

export interface QuestionActivityDto {
  id: string;
  image: string;
  name: string;
  nameEs: string;
  alt: { es: string; en: string };
}
export interface QuestionSetDto {
  id: number;
  activities: QuestionActivityDto[];
}

/** How well a career matches, as a calibrated band (never a percentage). */
export const MATCH_BANDS = ["high", "medium", "explore"] as const;
export type MatchBand = (typeof MATCH_BANDS)[number];

export interface CareerRecommendationDto {
  id: string;
  name: string;
  hollandCode: string;
  band: MatchBand;
  /** Why this career, from the activities the person liked, in plain words. */
  reason: string;
  /** Published pay and employment of the career, with their source (DECISIONS 36); null when none is published. */
  figures: CareerFiguresDto | null;
}

/** GET /api/assessment/{id} */
export interface AssessmentDetailDto {
  id: string;
  fullName: string;
  isPaid: boolean;
  /**
   * Whether this answer holds the paid report's data (all six scores, the ranked careers): only for
   * a paid test's signed-in owner, an admin, or the browser holding its claim secret. Anyone else
   * holding the id gets the free preview, also of a paid test (then `isPaid` true, `fullReport` false).
   */
  fullReport: boolean;
  /** A practice run (taken before the 30 days had passed): readable, never sold, never the latest test. */
  practice: boolean;
  /**
   * Whether the test belongs to an account: its report is then shown only to that account once
   * signed in; a test without one can still be saved by signing in from the browser that took it.
   */
  belongsToAccount: boolean;
  language: "es" | "en";
  completedAt: string;
  /**
   * The person's data, to pre-fill the checkout form: only for the account that owns the
   * assessment or the browser that holds its claim secret; null for anyone else holding the id.
   */
  person: { email: string; age: string; education: string; country: string } | null;
  scores: Record<string, number>;
  normalizedScores: Record<string, number>;
  ranking: string[];
  results: {
    primaryType: string;
    primaryTypeName: string;
    secondaryType: string;
    secondaryTypeName: string;
    hollandCode: string;
    personalityDescription: string;
    /** The second type in one sentence: the free preview explains both types it names. */
    secondaryDescription: string;
    consistency: { value: number; level: "high" | "medium" | "low" };
    differentiation: { holland: number; iachan: number; level: "high" | "medium" | "low"; undifferentiated: boolean };
    /**
     * How the test was answered: "valid", or why no confident reading rests on it (the same types
     * liked and disliked on every screen, answers that do not hang together, an impossible age and
     * education). Not valid: no code, no "coherent" or "well defined", areas to explore, a retake.
     */
    validity: "valid" | "straight-line" | "inconsistent" | "impossible";
    /** Which consistency sentence may be shown (never "muy coherentes" for a doubtful record). */
    consistencyClaim: "high" | "neighbours" | "medium" | "low" | "unclear";
    /** The first two types are within two points: they are co-primary, not first and second. */
    coPrimary: boolean;
    careerRecommendations: CareerRecommendationDto[];
    /** Pay and employment in the reader's country: the sentence and the portal that publishes its figures. */
    outcomes: OutcomeNoteDto;
  };
}
