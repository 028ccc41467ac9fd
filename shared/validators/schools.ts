import { z } from "./zod";
import { freeText } from "./text";
import { COUNTRY_CODES } from "../i18n/countries";
import { registerSchema } from "./auth";
import { joinCodeSchema } from "./join-code";

/** The most students one class takes (a whole grade of a large school fits; "schools.sizeInvalid" says the number). */
export const CLASS_SIZE_MAX = 600;

const schoolFields = {
  schoolName: freeText({ error: "schools.schoolNameRequired" })
    .min(2, "schools.schoolNameRequired")
    .max(160, "schools.schoolNameMax"),
  country: z.enum(COUNTRY_CODES, { error: "validation.country" }),
  city: freeText({ error: "schools.cityRequired" }).min(2, "schools.cityRequired").max(120, "schools.cityMax"),
};

/** POST /api/schools/counsellors: a counsellor signs up (pending until the admin approves). */
export const counsellorSignUpSchema = z.strictObject({
  name: registerSchema.shape.name,
  email: registerSchema.shape.email,
  password: registerSchema.shape.password,
  ...schoolFields,
});
export type CounsellorSignUpInput = z.infer<typeof counsellorSignUpSchema>;

/** POST /api/admin/schools/counsellors: the admin creates an approved counsellor with a temporary password. */
export const adminCreateCounsellorSchema = z.strictObject({
  name: registerSchema.shape.name,
  email: registerSchema.shape.email,
  ...schoolFields,
});
export type AdminCreateCounsellorInput = z.infer<typeof adminCreateCounsellorSchema>;

export const COUNSELLOR_STATUSES = ["pending", "approved", "rejected"] as const;
export type CounsellorStatus = (typeof COUNSELLOR_STATUSES)[number];

/** GET /api/admin/schools/counsellors?status= */
export const counsellorListQuerySchema = z.object({
  status: z.enum(COUNSELLOR_STATUSES, { error: "api.invalidQuery" }).optional(),
});

/** POST /api/admin/schools/counsellors/:id/{approve,reject} */
export const counsellorIdParamsSchema = z.object({ id: z.uuid({ error: "schools.counsellorNotFound" }) });
export const COUNSELLOR_DECISIONS = ["approve", "reject"] as const;
export const counsellorDecisionParamsSchema = counsellorIdParamsSchema.extend({
  decision: z.enum(COUNSELLOR_DECISIONS, { error: "api.notFound" }),
});

export interface CounsellorDto {
  id: string;
  name: string;
  email: string;
  schoolName: string;
  country: string;
  city: string;
  status: CounsellorStatus;
  createdAt: string;
  decidedAt: string | null;
}

/** POST /api/admin/schools/counsellors: the temporary password is shown once, to the admin. */
export interface CreateCounsellorResponse {
  counsellor: CounsellorDto;
  temporaryPassword: string;
}

/** POST /api/schools/classes */
export const createClassSchema = z.strictObject({
  name: freeText({ error: "schools.classNameRequired" })
    .min(1, "schools.classNameRequired")
    .max(80, "schools.classNameMax"),
  grade: freeText({ error: "schools.gradeRequired" }).min(1, "schools.gradeRequired").max(40, "schools.gradeMax"),
  year: z
    .number({ error: "schools.yearInvalid" })
    .int("schools.yearInvalid")
    .min(2020, "schools.yearInvalid")
    .max(2100, "schools.yearInvalid"),
  size: z
    .number({ error: "schools.sizeInvalid" })
    .int("schools.sizeInvalid")
    .min(1, "schools.sizeInvalid")
    .max(CLASS_SIZE_MAX, "schools.sizeInvalid"),
});
export type CreateClassInput = z.infer<typeof createClassSchema>;

/** PATCH /api/schools/classes/:id: a new size (not below the tests it holds) or closing / reopening it. */
export const updateClassSchema = z
  .strictObject({
    size: createClassSchema.shape.size.optional(),
    closed: z.boolean({ error: "api.invalidBody" }).optional(),
    /** Keep the class's data one more year (in its last year of keeping; earlier it changes nothing). */
    renew: z.literal(true, { error: "api.invalidBody" }).optional(),
    /**
     * The counsellor confirms (true) that the school holds the written authorization of the parent or guardian of
     * each student of the class under the age of consent, or withdraws it (false). Only where the school's country
     * has a known rule (shared/content/school-consent.ts); elsewhere 409.
     */
    schoolConsent: z.boolean({ error: "api.invalidBody" }).optional(),
  })
  .refine(
    (value) =>
      value.size !== undefined ||
      value.closed !== undefined ||
      value.renew !== undefined ||
      value.schoolConsent !== undefined,
    { message: "api.invalidBody" },
  );
export type UpdateClassInput = z.infer<typeof updateClassSchema>;

export const classIdParamsSchema = z.object({ id: z.uuid({ error: "schools.classNotFound" }) });
export const joinCodeParamsSchema = z.object({ code: joinCodeSchema });

export interface SchoolClassDto {
  id: string;
  name: string;
  grade: string;
  year: number;
  size: number;
  joinCode: string;
  /** Submissions stored through the class's link. */
  joined: number;
  closed: boolean;
  createdAt: string;
  /** The day its data is deleted (ISO date, 1 January two years after the last year it is kept for). */
  deletesOn: string;
  /** In its last year of keeping: the counsellor may keep it one more year. */
  renewable: boolean;
  /**
   * When the counsellor confirmed that the school holds the written authorization of each minor's parent or
   * guardian (the class's minors then need not name one on the form), or null.
   */
  schoolConsentAt: string | null;
}

/** The rule of the school's country on a minor's data, where a school may collect the guardians' consent. */
export interface SchoolConsentRuleDto {
  basis: "parents-written";
  law: { es: string; en: string };
  summary: { es: string; en: string };
  /** The law's official text. */
  url: string;
  /** Below this age, the consent of the parent or guardian is needed (the country's age of consent). */
  consentAge: number;
}

/** GET /api/schools/me: the signed-in counsellor's school and status. */
export interface CounsellorMeDto {
  schoolName: string;
  country: string;
  city: string;
  status: CounsellorStatus;
  /** Where the school may confirm it holds the guardians' written consent (per class), its country's rule; else null. */
  schoolConsent: SchoolConsentRuleDto | null;
}

/** GET /api/schools/join/:code: what a student sees before taking the test through the link. */
export interface JoinClassDto {
  code: string;
  className: string;
  grade: string;
  schoolName: string;
  country: string;
  /**
   * The school confirmed it holds the written authorization of the parent or guardian of each student under the
   * age of consent: a minor of this class may leave the guardian's email out of the form.
   */
  schoolConsent: boolean;
}

/**
 * GET /api/schools/classes/:id/roster: each student's name, status and two main types only
 * (DECISIONS 38). A stored submission is a finished test.
 */
export interface RosterEntryDto {
  /**
   * The student's handle in this class's roster (not the test's id, which the counsellor never learns unless the
   * student shares the report): `POST /api/schools/classes/:id/students/:key/unlock` takes it.
   */
  key: string;
  fullName: string;
  /** Finished the test; "reportUnlocked": and their full report is paid for. */
  status: "finished" | "reportUnlocked";
  /**
   * The student (and for a minor, the guardian) lets the counsellor read the full report: then the
   * test's id, for `GET /api/schools/classes/:id/students/:assessmentId/report.pdf` once the report is
   * unlocked; null otherwise (the counsellor learns nothing more of that student).
   */
  sharedReport: { assessmentId: string } | null;
  /** The two main RIASEC types, strongest first (e.g. ["S", "A"]). */
  mainTypes: [string, string];
  completedAt: string;
}
export interface ClassRosterDto {
  class: SchoolClassDto;
  /** Students through the link with no name yet: opened it, or started the test. */
  waiting: ClassWaitingDto;
  students: RosterEntryDto[];
}

/**
 * POST /api/schools/join/:code/visit: the browser that opened a class's link ("opened") or started
 * its test ("started"), with its own random token (kept in the tab; the submission carries it as
 * `classStart`). The roster counts these as "joined" and "in progress": no name is known yet.
 */
export const classVisitSchema = z.strictObject({
  token: z.uuid({ error: "api.invalidBody" }),
  stage: z.enum(["opened", "started"], { error: "api.invalidBody" }),
});
export type ClassVisitInput = z.infer<typeof classVisitSchema>;

/** Students through the link who have no name on the roster yet (see classVisitSchema). */
export interface ClassWaitingDto {
  /** Opened the link, did not start the test (in the last two days). */
  joined: number;
  /** Started the test, not finished (in the last two days; none once the class is closed). */
  inProgress: number;
}

/**
 * Why a student's answers need a conversation rather than a reading (the measurement's own flags):
 * "flat" (no type stands out), "inconsistent" (the same types liked and disliked in turn),
 * "straight-line" (the same choice on almost every screen), "impossible" (an age and education that
 * cannot go together).
 */
export const ANSWER_CONCERNS = ["flat", "inconsistent", "straight-line", "impossible"] as const;
export type AnswerConcern = (typeof ANSWER_CONCERNS)[number];

/** GET /api/schools/classes/:id/dashboard: the class's aggregates (DECISIONS 38). */
export interface ClassDashboardDto {
  class: SchoolClassDto;
  /** Tests stored in the class. */
  finished: number;
  waiting: ClassWaitingDto;
  /** Per RIASEC type, in R-I-A-S-E-C order: students whose first type it is, and the class's mean score (−15..15). */
  distribution: { type: "R" | "I" | "A" | "S" | "E" | "C"; first: number; meanScore: number }[];
  /** The most frequent fields of the students' top careers (at most 5): how many students have one of its careers in their top three. */
  areas: { field: string; students: number }[];
  /** Students whose answers need a conversation, with why (names: the counsellor sees them on the roster anyway). */
  flagged: { fullName: string; reason: AnswerConcern }[];
}

/** GET/DELETE /api/schools/membership/:assessmentId: the class a student's test was taken in (the student's own view). */
export interface ClassMembershipDto {
  className: string;
  schoolName: string;
  /** Whether the class's counsellor may read the student's full report (the student's choice, changeable). */
  counsellorMayRead: boolean;
}

/** PATCH /api/schools/membership/:assessmentId: the student lets the counsellor read the full report, or stops. */
export const membershipUpdateSchema = z.strictObject({
  counsellorMayRead: z.boolean({ error: "api.invalidBody" }),
});
export type MembershipUpdateInput = z.infer<typeof membershipUpdateSchema>;

/** GET /api/schools/classes/:id/students/:assessmentId/report.pdf */
export const classStudentParamsSchema = z.object({
  id: z.uuid(),
  assessmentId: z.string().min(1).max(64),
});
