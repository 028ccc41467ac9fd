import { randomBytes } from "node:crypto";
import { consentAgeOf, mayNeedGuardian } from "@shared/assessment/consent";
import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import type { Lang } from "@shared/i18n/lang";
import type { AssessmentDetailDto, SubmitAssessmentInput } from "@shared/validators/assessment";
import { and, asc, count, eq, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { assessments, type Assessment, type NewAssessment } from "@shared/schema/index";
import { answersOf, personOf, recommendCareers } from "../careers/guidance.service";
import { consistencyClaim, validityOf } from "../careers/validity.model";
import { outcomeNote } from "../careers/outcomes.model";
import type { CountryCode } from "@shared/i18n/countries";
import { TIE_POINTS, type PersonContext } from "../careers/matching.model";
import {
  assessmentNotFoundError,
  guardianRequiredError,
  guardianSameEmailError,
  minorAnswerRequiredError,
  retakeTooSoonError,
} from "./assessment.errors";
import type { Db } from "../../db/client";
import { createAssessmentRepository, type AssessmentRepository } from "./assessment.repository";
import { canRetake, formatRetakeDate, latestPaidTestForRetakeDiscount, retakeAvailableAt } from "./retake.model";
import { resolveChoices, resultOf, scoreChoices, type Scores } from "./scoring.model";

/** 128 random bits, base64url: unguessable assessment ids. */
export function newAssessmentId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * The row a submission stores: scored, with the guardian's consent checked and, for a signed-in
 * person, the 30-day retake rule. Throws what refuses the submission; stores nothing.
 */
export async function prepareSubmission(
  { repository }: { repository: AssessmentRepository },
  input: SubmitAssessmentInput,
  context: { userId?: string | undefined; lang: Lang; now?: Date },
): Promise<NewAssessment> {
  const result = scoreChoices(resolveChoices(input.responses));
  const guardian = guardianOf(input);
  const now = context.now ?? new Date();
  // Within 30 days of the latest test, a signed-in person's test is refused, or kept as a practice run if asked.
  const practice = context.userId ? await isPractice(repository, context.userId, input, now, context.lang) : false;
  const responses = [...input.responses].sort((a, b) => a.questionSet - b.questionSet);
  return {
    id: newAssessmentId(),
    submissionId: input.submissionId ?? null,
    userId: context.userId ?? null,
    takenSignedIn: context.userId !== undefined,
    practice,
    fullName: input.fullName,
    email: input.email.toLowerCase(),
    age: input.age,
    education: input.education,
    currentlyStudying: input.currentlyStudying ?? null,
    country: input.country,
    language: input.lang ?? context.lang,
    isPrepaid: input.isPrepaid,
    responses,
    scores: result.scores,
    hollandCode: result.hollandCode,
    consentAt: input.consent ? now : null,
    guardianEmail: guardian?.email ?? null,
    guardianConsentAt: guardian ? now : null,
  };
}

/** Stores a submission once per submission id, counted against no limit (seeding, benchmarks). */
export async function submitAssessment(
  deps: { repository: AssessmentRepository },
  input: SubmitAssessmentInput,
  context: { userId?: string | undefined; lang: Lang; now?: Date },
): Promise<{ assessmentId: string; created: boolean }> {
  const { id, created } = await deps.repository.insertOnce(await prepareSubmission(deps, input, context));
  return { assessmentId: id, created };
}

/**
 * A signed-in person takes the test again only 30 days after their latest one (a re-sent
 * submission of that latest test is not a new one); before then, the test is stored only as a
 * practice run the person asked for (true), else refused. Anonymous visitors are not limited here.
 */
async function isPractice(
  repository: AssessmentRepository,
  userId: string,
  input: Pick<SubmitAssessmentInput, "submissionId" | "practice">,
  now: Date,
  lang: Lang,
): Promise<boolean> {
  const latest = await repository.latestOf(userId);
  if (!latest || canRetake(latest.createdAt, now)) return false;
  if (input.submissionId && latest.submissionId === input.submissionId) return false;
  if (input.practice) return true;
  throw retakeTooSoonError({ date: formatRetakeDate(retakeAvailableAt(latest.createdAt), lang) });
}

/**
 * Whether the retake discount may apply to this assessment (its owner took it again and already paid for
 * an earlier report): the test was submitted by the signed-in account itself (not claimed into it later),
 * and the same account paid for the report of a test created at least RETAKE_WAIT_DAYS before it. Who
 * may be quoted it (only that account, signed in) is the caller's to check; fulfilment checks this again.
 */
export async function retakeDiscountApplies(db: Db, assessment: Assessment): Promise<boolean> {
  if (!assessment.userId || !assessment.takenSignedIn) return false;
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(
        eq(assessments.userId, assessment.userId),
        eq(assessments.isPaid, true),
        isNull(assessments.deletedAt),
        lte(assessments.createdAt, latestPaidTestForRetakeDiscount(assessment.createdAt)),
        ne(assessments.id, assessment.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** retakeDiscountApplies for the assessment with this id (none applies to one deleted), read in the caller's transaction. */
export async function retakeDiscountAppliesToTx(tx: Db, assessmentId: string): Promise<boolean> {
  const assessment = await findAssessment(tx, assessmentId);
  return assessment !== undefined && (await retakeDiscountApplies(tx, assessment));
}

/**
 * Below the consent age, the parent's or guardian's email and consent are required (and must be
 * someone else's email). A guardian is kept, and later emailed, only when the taker confirmed both
 * steps the completion form shows: they are below the consent age (asked only for an age range
 * that may be, in their country) and the guardian gave permission. A guardian's email sent without
 * them is ignored.
 */
export function guardianOf(input: SubmitAssessmentInput): { email: string } | undefined {
  if (!mayNeedGuardian(input.age, input.country)) return undefined;
  // The form asks; the server does not take an unanswered question for "not a minor".
  if (input.underConsentAge === undefined) throw minorAnswerRequiredError({ age: consentAgeOf(input.country) });
  if (!input.underConsentAge) return undefined;
  if (!input.guardianEmail || input.guardianConsent !== true) throw guardianRequiredError();
  const email = input.guardianEmail.toLowerCase();
  if (email === input.email.trim().toLowerCase()) throw guardianSameEmailError();
  return { email };
}

/** An assessment nobody deleted, for the features that work from the stored row. */
export function findAssessment(db: Db, id: string): Promise<Assessment | undefined> {
  return createAssessmentRepository({ db }).findById(id);
}

/** The results page's read, as the JSON text of an `AssessmentDetailDto`. */
export async function getAssessmentDetailJson(
  { repository }: { repository: AssessmentRepository },
  id: string,
  lang: Lang,
  canSeePerson: (assessment: Pick<Assessment, "id" | "userId" | "claimGeneration">) => boolean = () => false,
): Promise<string> {
  // Warm and public: only what may have changed (exists, paid, owner) is read, not the whole row.
  const status = await repository.statusById(id);
  if (!status) throw assessmentNotFoundError();
  const owned = status.userId !== null;
  const warm = detailCache.get(detailKey(id, lang, status.isPaid))?.publicJson[owned ? 1 : 0];
  if (warm !== undefined && !canSeePerson(status)) return warm;
  const assessment = await repository.findById(id);
  if (!assessment) throw assessmentNotFoundError();
  const cached = detailCached(assessment, lang);
  if (canSeePerson(assessment)) return JSON.stringify(detailOf(assessment, true, cached.derived));
  const slot = assessment.userId !== null ? 1 : 0;
  return (cached.publicJson[slot] ??= JSON.stringify(detailOf(assessment, false, cached.derived)));
}

/** What the detail derives from the answers: scores, profile and careers (the free preview names one career). */
type DetailResults = Pick<AssessmentDetailDto, "scores" | "normalizedScores" | "ranking" | "results">;

/**
 * `withPerson`: the viewer owns the assessment or holds its claim secret. Only such a viewer gets the
 * paid report's data (DECISIONS 32); anyone else holding the id gets the free preview, paid or not.
 */
function detailOf(assessment: Assessment, withPerson: boolean, derived: DetailResults): AssessmentDetailDto {
  const fullReport = assessment.isPaid && withPerson;
  const shown = fullReport ? derived : previewOf(derived);
  return {
    id: assessment.id,
    fullName: assessment.fullName,
    isPaid: assessment.isPaid,
    practice: assessment.practice,
    fullReport,
    belongsToAccount: assessment.userId !== null,
    language: assessment.language,
    completedAt: assessment.completedAt.toISOString(),
    person: withPerson
      ? { email: assessment.email, age: assessment.age, education: assessment.education, country: assessment.country }
      : null,
    ...shown,
  };
}

/**
 * What anyone holding the id of an unpaid test is given (the results page's free preview, also in
 * the HTML of a results page rendered by the server): the two strongest types and their scores,
 * and the code's first two letters. The other scores, their order and the third letter are part
 * of what the report unlocks, so they are not sent at all, whoever asks.
 */
function previewOf(derived: DetailResults): DetailResults {
  const visible = derived.ranking.slice(0, 2);
  const only = (scores: Record<string, number>) => Object.fromEntries(visible.map((type) => [type, scores[type]!]));
  return {
    scores: only(derived.scores),
    normalizedScores: only(derived.normalizedScores),
    ranking: visible,
    results: {
      ...derived.results,
      hollandCode: derived.results.hollandCode.slice(0, 2),
      // the free preview names one career; the ranked list is part of what is paid for
      careerRecommendations: derived.results.careerRecommendations.slice(0, 1),
    },
  };
}

function detailResults(assessment: Assessment, lang: Lang): DetailResults {
  const result = resultOf(assessment);
  const primary = HOLLAND_TYPE_INFO[result.primaryType];
  const secondary = HOLLAND_TYPE_INFO[result.secondaryType];
  const validity = validityOf(answersOf(assessment.responses).choices, personOf(assessment) as Required<PersonContext>);
  return {
    scores: result.scores as Scores,
    normalizedScores: result.normalized,
    ranking: result.ranking,
    results: {
      primaryType: result.primaryType,
      primaryTypeName: primary.name[lang],
      secondaryType: result.secondaryType,
      secondaryTypeName: secondary.name[lang],
      hollandCode: result.hollandCode,
      personalityDescription: primary.description[lang],
      secondaryDescription: secondary.description[lang],
      consistency: result.consistency,
      differentiation: result.differentiation,
      validity: validity.status,
      consistencyClaim: consistencyClaim(result.consistency.level, validity, result.differentiation.undifferentiated),
      coPrimary: result.scores[result.primaryType] - result.scores[result.secondaryType] <= TIE_POINTS,
      // The free preview names one career; the ranked list is part of what is paid for.
      careerRecommendations: recommendCareers(assessment, lang, assessment.isPaid ? 6 : 1),
      // a reader in the United States sees the BLS figures under each career: the note then only links the BLS portal
      outcomes: outcomeNote(assessment.country as CountryCode, lang, assessment.country === "US"),
    },
  };
}

/**
 * A submitted test never changes: its answers, age and education stay as they were (erasing it
 * blanks them, and an erased test is found by nobody). So what they give, and the answer for a
 * viewer who may not see the person, are computed once per test, language and paid state and kept
 * in memory (the latest few thousand). Whether it is paid, who owns it and whether it still exists
 * are read from the database on every request.
 */
const DETAIL_CACHE_SIZE = 5000;
interface CachedDetail {
  derived: DetailResults;
  /** The JSON answer without the person's data: for a test without an account [0], with one [1] (a claim moves it). */
  publicJson: [string?, string?];
}
const detailCache = new Map<string, CachedDetail>();

const detailKey = (id: string, lang: Lang, isPaid: boolean) => `${id}:${lang}:${isPaid ? "paid" : "free"}`;

function detailCached(assessment: Assessment, lang: Lang): CachedDetail {
  const key = detailKey(assessment.id, lang, assessment.isPaid);
  let cached = detailCache.get(key);
  if (!cached) {
    cached = { derived: detailResults(assessment, lang), publicJson: [] };
    if (detailCache.size >= DETAIL_CACHE_SIZE) detailCache.delete(detailCache.keys().next().value!);
    detailCache.set(key, cached);
  }
  return cached;
}

/** What other features may read of the assessments (deps.ts passes them the repository): one nobody deleted, by id. */
export type AssessmentReader = Pick<AssessmentRepository, "findById">;

/** The buyer's contact, as the payment and refund emails need it. */
export interface AssessmentContact {
  id: string;
  email: string;
  language: Lang;
  userId: string | null;
}

const contactColumns = {
  id: assessments.id,
  email: assessments.email,
  language: assessments.language,
  userId: assessments.userId,
};

/** Marks the assessment paid, inside the payment's transaction; answers its contact. */
export async function markAssessmentPaidTx(tx: Db, id: string, paidAt: Date): Promise<AssessmentContact | undefined> {
  const [row] = await tx
    .update(assessments)
    .set({ isPaid: true, paidAt })
    .where(eq(assessments.id, id))
    .returning(contactColumns);
  return row;
}

/** Holds the assessment's row until the transaction ends (whoever settles a payment for it next waits). */
export async function lockAssessmentTx(tx: Db, id: string): Promise<void> {
  await tx.select({ id: assessments.id }).from(assessments).where(eq(assessments.id, id)).for("update");
}

/** Takes the report back (a full refund), inside the refund's transaction. */
export async function markAssessmentUnpaidTx(tx: Db, id: string): Promise<void> {
  await tx.update(assessments).set({ isPaid: false, paidAt: null }).where(eq(assessments.id, id));
}

/** The stored row of an assessment, deleted (emptied) or not, read in the caller's transaction (an email job's). */
export async function storedAssessmentTx(tx: Db, id: string): Promise<Assessment | undefined> {
  const [row] = await tx.select().from(assessments).where(eq(assessments.id, id));
  return row;
}

/** The contact of an assessment, deleted or not (its payments keep their accounting). */
export async function assessmentContactTx(tx: Db, id: string): Promise<AssessmentContact | undefined> {
  const [row] = await tx.select(contactColumns).from(assessments).where(eq(assessments.id, id));
  return row;
}

/**
 * An anonymous assessment becomes this account's when `holds` accepts the browser's proof for it;
 * one that already belongs to an account never moves. Its claim generation moves on, so the claim
 * secret handed out before (in that browser, in the emails' links) stops working: from now on the
 * account's owner signs in. Answers whether it was claimed.
 */
export async function claimAssessment(
  db: Db,
  id: string,
  userId: string,
  holds: (assessment: Pick<Assessment, "id" | "claimGeneration">) => boolean,
): Promise<boolean> {
  const [current] = await db
    .select({ id: assessments.id, claimGeneration: assessments.claimGeneration })
    .from(assessments)
    .where(and(eq(assessments.id, id), isNull(assessments.userId), isNull(assessments.deletedAt)));
  if (!current || !holds(current)) return false;
  const claimed = await db
    .update(assessments)
    .set({ userId, claimGeneration: current.claimGeneration + 1 })
    .where(
      and(eq(assessments.id, id), isNull(assessments.userId), eq(assessments.claimGeneration, current.claimGeneration)),
    )
    .returning({ id: assessments.id });
  return claimed.length > 0;
}

/** Whether the row exists, deleted (emptied) or not; read in an erasure's transaction. */
export async function assessmentExistsTx(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: assessments.id }).from(assessments).where(eq(assessments.id, id));
  return row !== undefined;
}

/** An account's own assessments (taken while signed in or claimed with proof). */
export async function assessmentIdsOfUserTx(tx: Db, userId: string): Promise<string[]> {
  const rows = await tx.select({ id: assessments.id }).from(assessments).where(eq(assessments.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * A person's assessments: their account's, and those taken without an account with their email
 * (`email` in lower case). Only for an account whose email is proven.
 */
export async function assessmentIdsOfPersonTx(tx: Db, userId: string, email: string): Promise<string[]> {
  const rows = await tx
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      or(eq(assessments.userId, userId), and(isNull(assessments.userId), sql`lower(${assessments.email}) = ${email}`)),
    );
  return rows.map((row) => row.id);
}

/**
 * Up to `limit` unpaid assessments taken without an account before `cutoff`, not yet erased. A test
 * taken in a class is kept as long as its class (the schools' retention, `anonymousAssessmentIdsOfClasses`).
 */
export async function staleAnonymousAssessmentIds(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(
        isNull(assessments.userId),
        eq(assessments.isPaid, false),
        isNull(assessments.deletedAt),
        isNull(assessments.classId),
        lt(assessments.createdAt, cutoff),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The unpaid tests taken without an account in these classes, not yet erased: erased with their
 * class when the school's data goes (a paid or claimed test stays its taker's, out of the class).
 */
export async function anonymousAssessmentIdsOfClasses(db: Db, classIds: string[]): Promise<string[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(
        inArray(assessments.classId, classIds),
        isNull(assessments.userId),
        eq(assessments.isPaid, false),
        isNull(assessments.deletedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** Erasure of an assessment no payment refers to: deleted outright (its share links go with it). */
export async function deleteAssessmentTx(tx: Db, id: string): Promise<void> {
  await tx.delete(assessments).where(eq(assessments.id, id));
}

/** Erasure of an assessment a payment still refers to: kept, emptied of the person's fields and shown to nobody. */
export async function emptyAssessmentTx(tx: Db, id: string): Promise<void> {
  await tx
    .update(assessments)
    .set({
      fullName: "",
      email: "",
      age: "",
      education: "",
      guardianEmail: null,
      guardianConsentAt: null,
      userId: null,
      submissionId: null,
      classId: null,
      deletedAt: new Date(),
    })
    .where(eq(assessments.id, id));
}

/** Test hook (TEST_HOOKS=on only): the user's tests become `days` older, as if taken that long ago. */
export async function backdateAssessmentsOf(db: Db, userId: string, days: number): Promise<number> {
  const shift = sql`make_interval(days => ${days})`;
  const rows = await db
    .update(assessments)
    .set({
      createdAt: sql`${assessments.createdAt} - ${shift}`,
      completedAt: sql`${assessments.completedAt} - ${shift}`,
    })
    .where(eq(assessments.userId, userId))
    .returning({ id: assessments.id });
  return rows.length;
}

/** How many tests each of these classes holds (schools feature: a class's joined count). */
export async function countByClass(db: Db, classIds: string[]): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: assessments.classId, n: count() })
    .from(assessments)
    .where(inArray(assessments.classId, classIds))
    .groupBy(assessments.classId);
  return new Map(rows.map((row) => [row.classId!, row.n]));
}

/**
 * A class's finished tests as its counsellor may see them (DECISIONS 38): each student's name, when
 * they finished, whether their report is unlocked and their two main types, nothing else of the answers.
 */
export async function classRosterOf(
  db: Db,
  classId: string,
): Promise<{ fullName: string; mainTypes: [string, string]; completedAt: Date; reportUnlocked: boolean }[]> {
  const rows = await db
    .select({
      fullName: assessments.fullName,
      responses: assessments.responses,
      completedAt: assessments.completedAt,
      isPaid: assessments.isPaid,
    })
    .from(assessments)
    .where(and(eq(assessments.classId, classId), isNull(assessments.deletedAt)))
    .orderBy(asc(assessments.completedAt));
  return rows.map((row) => {
    const { primaryType, secondaryType } = resultOf(row);
    return {
      fullName: row.fullName,
      mainTypes: [primaryType, secondaryType],
      completedAt: row.completedAt,
      reportUnlocked: row.isPaid,
    };
  });
}
