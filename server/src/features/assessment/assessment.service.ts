import { randomBytes } from "node:crypto";
import type { PageQuery } from "@shared/validators/pagination";
import { consentAgeOf, mayNeedGuardian } from "@shared/assessment/consent";
import { HOLLAND_TYPE_INFO } from "@shared/content/holland-types";
import type { Lang } from "@shared/i18n/lang";
import type { AssessmentDetailDto, SubmitAssessmentInput } from "@shared/validators/assessment";
import type { Assessment, NewAssessment } from "@shared/schema/index";
import { answersOf, guidanceOf, personOf, recommendCareers } from "../careers/guidance.service";
import { consistencyClaim, validityOf } from "../careers/validity.model";
import { outcomeNote } from "../careers/outcomes.model";
import type { CountryCode } from "@shared/i18n/countries";
import { TIE_POINTS, type Guidance, type PersonContext } from "../careers/matching.model";
import type { Field, HollandType } from "@shared/content/types";
import type { AnswerConcern } from "@shared/validators/schools";
import {
  assessmentNotFoundError,
  guardianRequiredError,
  guardianSameEmailError,
  minorAnswerRequiredError,
  retakeTooSoonError,
} from "./assessment.errors";
import type { Db } from "../../db/client";
import { createBoundedCache, type BoundedCache } from "../../lib/bounded-cache";
import type { RateLimits } from "../../lib/rate-limit";
import {
  createAssessmentRepository,
  type AssessmentContact,
  type AssessmentRepository,
  type ClassSeat,
  type CountedInsert,
  type SubmissionCounter,
} from "./assessment.repository";
import { canRetake, formatRetakeDate, latestPaidTestForRetakeDiscount, retakeAvailableAt } from "./retake.model";
import { resolveChoices, resultOf, scoreChoices, type Scores } from "./scoring.model";

/** 128 random bits, base64url: unguessable assessment ids. */
export function newAssessmentId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * A submitted test never changes: its answers, age and education stay as they were (erasing it
 * blanks them, and an erased test is found by nobody). So what they give, and the answer for a
 * viewer who may not see the person, are computed once per test, language and paid state and kept
 * in memory (the latest few thousand). Whether it is paid, who owns it and whether it still exists
 * are read from the database on every request. Built once in `buildDeps` (tests may pass their own).
 */
export type AssessmentDetailCache = BoundedCache<CachedDetail>;

const DETAIL_CACHE_SIZE = 5000;

export function createAssessmentDetailCache(size = DETAIL_CACHE_SIZE): AssessmentDetailCache {
  return createBoundedCache<CachedDetail>(size);
}

/** What the detail derives from the answers: scores, profile and careers (the free preview names one career). */
type DetailResults = Pick<AssessmentDetailDto, "scores" | "normalizedScores" | "ranking" | "results">;

interface CachedDetail {
  derived: DetailResults;
  /** The JSON answer without the person's data: for a test without an account [0], with one [1] (a claim moves it). */
  publicJson: [string?, string?];
}

const detailKey = (id: string, lang: Lang, isPaid: boolean) => `${id}:${lang}:${isPaid ? "paid" : "free"}`;

export interface AssessmentServiceDeps {
  db: Db;
  /** The app's rate limits (a submission is stored and counted in one statement). */
  limits: Pick<RateLimits, "isRefusedLocally" | "noteAttempt">;
  /** What the results page derives from a test, kept across requests. */
  details: AssessmentDetailCache;
  /** What a class's dashboard derives from each test, kept across requests (a fresh one unless given). */
  readings?: BoundedCache<DerivedReading>;
}

/** What a submission comes to before it is stored: who sends it, in which language, and when. */
export interface SubmissionContext {
  userId?: string | undefined;
  lang: Lang;
  now?: Date;
  /**
   * Taken through a class whose school confirmed it holds the written authorization of each minor's parent or
   * guardian (where the country's rule allows it): a minor may leave the guardian out.
   */
  schoolConsent?: boolean | undefined;
}

/**
 * The assessments feature: storing a submission, the results page's read, claims, and what other
 * features do with a test (payments mark it paid, erasure deletes it). A method named `…Tx` runs
 * inside a transaction the caller holds (its first argument); every other one on the app's database.
 */
export function createAssessmentService({
  db,
  limits,
  details,
  readings = createBoundedCache<DerivedReading>(DETAIL_CACHE_SIZE),
}: AssessmentServiceDeps) {
  const repository = createAssessmentRepository({ db, limits });
  /** The repository on a transaction another feature holds. */
  const inTx = (tx: Db) => createAssessmentRepository({ db: tx, limits });

  /**
   * A signed-in person takes the test again only 30 days after their latest one (a re-sent
   * submission of that latest test is not a new one); before then, the test is stored only as a
   * practice run the person asked for (true), else refused. Anonymous visitors are not limited here.
   */
  async function isPractice(
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
   * The row a submission stores: scored, with the guardian's consent checked and, for a signed-in
   * person, the 30-day retake rule. Throws what refuses the submission; stores nothing.
   */
  async function prepareSubmission(input: SubmitAssessmentInput, context: SubmissionContext): Promise<NewAssessment> {
    const result = scoreChoices(resolveChoices(input.responses));
    const guardian = guardianOf(input, { schoolConsent: context.schoolConsent === true });
    const now = context.now ?? new Date();
    // Within 30 days of the latest test, a signed-in person's test is refused, or kept as a practice run if asked.
    const practice = context.userId ? await isPractice(context.userId, input, now, context.lang) : false;
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
      guardianEmail: guardian === "school" ? null : (guardian?.email ?? null),
      guardianConsentAt: guardian && guardian !== "school" ? now : null,
      schoolConsentAt: guardian === "school" ? now : null,
      // a minor's guardian consents on the same form (guardianOf refuses the submission without it)
      counsellorMayReadAt: input.classCode && input.counsellorMayRead === true ? now : null,
    };
  }

  /**
   * Whether the retake discount may apply to this assessment (its owner took it again and already paid for
   * an earlier report): the test was submitted by the signed-in account itself (not claimed into it later),
   * and the same account paid for the report of a test created at least RETAKE_WAIT_DAYS before it. Who
   * may be quoted it (only that account, signed in) is the caller's to check; fulfilment checks this again.
   */
  async function retakeDiscountAppliesOn(repo: AssessmentRepository, assessment: Assessment): Promise<boolean> {
    if (!assessment.userId || !assessment.takenSignedIn) return false;
    return repo.paidAnotherTestBy(
      assessment.userId,
      latestPaidTestForRetakeDiscount(assessment.createdAt),
      assessment.id,
    );
  }

  function detailCached(assessment: Assessment, lang: Lang): CachedDetail {
    return details.getOrSet(detailKey(assessment.id, lang, assessment.isPaid), () => ({
      derived: detailResults(assessment, lang),
      publicJson: [],
    }));
  }

  return {
    prepareSubmission,

    /** Stores a submission once per submission id, counted against no limit (seeding, benchmarks). */
    async submit(
      input: SubmitAssessmentInput,
      context: SubmissionContext,
    ): Promise<{ assessmentId: string; created: boolean }> {
      const { id, created } = await repository.insertOnce(await prepareSubmission(input, context));
      return { assessmentId: id, created };
    },

    /**
     * Stores a prepared submission once per submission id, counted against `counter` in the same
     * statement: refused (nothing stored) once the counter is past its limit.
     */
    insertCounted: (row: NewAssessment, counter: SubmissionCounter): Promise<CountedInsert> =>
      repository.insertCounted(row, counter),

    /**
     * Stores a prepared submission taken through a class's link, counted against the class's size
     * instead of an address's limit: refused (nothing stored) once the class is full.
     */
    insertInClass: (row: NewAssessment, seat: ClassSeat): Promise<CountedInsert> => repository.insertInClass(row, seat),

    /** How many tests each of these classes holds (schools: a class's joined count). */
    countByClass: (classIds: string[]): Promise<Map<string, number>> => repository.countByClass(classIds),

    /**
     * A class's finished tests as its counsellor may see them on the roster (DECISIONS 38): each
     * student's name, when they finished, whether their report is unlocked and their two main types.
     */
    async classRoster(classId: string): Promise<ClassStudent[]> {
      const rows = await repository.ofClass(classId);
      return rows.map((row) => {
        const { primaryType, secondaryType } = resultOf(row);
        return {
          id: row.id,
          fullName: row.fullName,
          mainTypes: [primaryType, secondaryType],
          completedAt: row.completedAt,
          reportUnlocked: row.isPaid,
          counsellorMayRead: row.counsellorMayReadAt !== null,
        };
      });
    },

    /**
     * The roster plus what the class's aggregates (which name nobody) are drawn from: each student's
     * scores, the fields of their top careers and whether their answers need a conversation. The
     * matching is computed once per test (a test never changes) and kept (`readings`).
     */
    async classReadings(classId: string): Promise<ClassStudentReading[]> {
      const rows = await repository.ofClass(classId);
      return rows.map((row) => {
        const derived = readings.getOrSet(row.id, () => {
          const { result, guidance } = guidanceOf(row);
          return {
            mainTypes: [result.primaryType, result.secondaryType] as [HollandType, HollandType],
            scores: result.scores as Record<HollandType, number>,
            topFields: [...new Set(guidance.top.map((match) => match.career.field))],
            concern: concernOf(guidance),
          };
        });
        return {
          id: row.id,
          fullName: row.fullName,
          completedAt: row.completedAt,
          reportUnlocked: row.isPaid,
          counsellorMayRead: row.counsellorMayReadAt !== null,
          ...derived,
        };
      });
    },

    /** The test leaves its class, if it is in one (the student's choice, DECISIONS 38); answers whether it was. */
    leaveClass: (id: string): Promise<boolean> => repository.leaveClass(id),

    /** The student lets the class's counsellor read the full report (`at`), or stops (null); false: the test is in no class. */
    setCounsellorMayRead: (id: string, at: Date | null): Promise<boolean> => repository.setCounsellorMayRead(id, at),

    /**
     * The unpaid tests taken without an account in these classes, not yet erased: erased with their
     * class when the school's data goes (a paid or claimed test stays its taker's, out of the class).
     */
    anonymousIdsOfClasses: (classIds: string[]): Promise<string[]> => repository.anonymousIdsOfClasses(classIds),

    /** An assessment nobody deleted (a deleted one kept for its payment's accounting is shown to nobody). */
    findById: (id: string): Promise<Assessment | undefined> => repository.findById(id),

    /** The results page's read, as the JSON text of an `AssessmentDetailDto`. */
    async detailJson(
      id: string,
      lang: Lang,
      canSeePerson: (assessment: Pick<Assessment, "id" | "userId" | "claimGeneration">) => boolean = () => false,
    ): Promise<string> {
      // Warm and public: only what may have changed (exists, paid, owner) is read, not the whole row.
      const status = await repository.statusById(id);
      if (!status) throw assessmentNotFoundError();
      const owned = status.userId !== null;
      const warm = details.get(detailKey(id, lang, status.isPaid))?.publicJson[owned ? 1 : 0];
      if (warm !== undefined && !canSeePerson(status)) return warm;
      const assessment = await repository.findById(id);
      if (!assessment) throw assessmentNotFoundError();
      const cached = detailCached(assessment, lang);
      if (canSeePerson(assessment)) return JSON.stringify(detailOf(assessment, true, cached.derived));
      const slot = assessment.userId !== null ? 1 : 0;
      return (cached.publicJson[slot] ??= JSON.stringify(detailOf(assessment, false, cached.derived)));
    },

    /** See `retakeDiscountAppliesOn`. */
    retakeDiscountApplies: (assessment: Assessment): Promise<boolean> =>
      retakeDiscountAppliesOn(repository, assessment),

    /**
     * An anonymous assessment becomes this account's when `holds` accepts the browser's proof for it;
     * one that already belongs to an account never moves. Its claim generation moves on, so the claim
     * secret handed out before (in that browser, in the emails' links) stops working: from now on the
     * account's owner signs in. Answers whether it was claimed.
     */
    async claim(
      id: string,
      userId: string,
      holds: (assessment: Pick<Assessment, "id" | "claimGeneration">) => boolean,
    ): Promise<boolean> {
      const current = await repository.unclaimed(id);
      if (!current || !holds(current)) return false;
      return repository.claim(id, userId, current.claimGeneration);
    },

    /** Up to `limit` unpaid assessments taken without an account before `cutoff`, not yet erased. */
    staleAnonymousIds: (cutoff: Date, limit: number): Promise<string[]> => repository.staleAnonymousIds(cutoff, limit),

    /** Whether the user paid for any report (Premium), and the Holland code and country of their latest test. */
    async premiumAndLatestOf(
      userId: string,
    ): Promise<{ premium: boolean; latest: Pick<Assessment, "hollandCode" | "country"> | null }> {
      const premium = await repository.hasPaidTest(userId);
      return { premium, latest: (await repository.latestProfileOf(userId)) ?? null };
    },

    /** Test hook (TEST_HOOKS=on only): the user's tests become `days` older, as if taken that long ago. */
    backdate: (userId: string, days: number): Promise<number> => repository.backdate(userId, days),

    // Inside a transaction another feature holds (payments, erasure, the email outbox).

    /** retakeDiscountApplies for the assessment with this id (none applies to one deleted). */
    async retakeDiscountAppliesTx(tx: Db, assessmentId: string): Promise<boolean> {
      const repo = inTx(tx);
      const assessment = await repo.findById(assessmentId);
      return assessment !== undefined && (await retakeDiscountAppliesOn(repo, assessment));
    },
    /** Marks the assessment paid, inside the payment's transaction; answers its contact. */
    markPaidTx: (tx: Db, id: string, paidAt: Date): Promise<AssessmentContact | undefined> =>
      inTx(tx).markPaid(id, paidAt),
    /** Holds the assessment's row until the transaction ends (whoever settles a payment for it next waits). */
    lockTx: (tx: Db, id: string): Promise<void> => inTx(tx).lock(id),
    /** Takes the report back (a full refund), inside the refund's transaction. */
    markUnpaidTx: (tx: Db, id: string): Promise<void> => inTx(tx).markUnpaid(id),
    /** The stored row of an assessment, deleted (emptied) or not (an email job's read). */
    storedTx: (tx: Db, id: string): Promise<Assessment | undefined> => inTx(tx).findStored(id),
    /** The contact of an assessment, deleted or not (its payments keep their accounting). */
    contactTx: (tx: Db, id: string): Promise<AssessmentContact | undefined> => inTx(tx).contactOf(id),
    /** Whether the row exists, deleted (emptied) or not; read in an erasure's transaction. */
    existsTx: (tx: Db, id: string): Promise<boolean> => inTx(tx).exists(id),
    /** The dashboard's reads of an account's own tests (accounts feature). */
    pageOfUser: (userId: string, query: PageQuery): Promise<Assessment[]> => repository.pageOfUser(userId, query),
    latestTwoRealOf: (userId: string): Promise<Assessment[]> => repository.latestTwoRealOf(userId),
    countsOfUser: (userId: string): Promise<{ assessments: number; paid: number }> => repository.countsOfUser(userId),
    /** What the account's data export holds of its tests: every answer and result, newest first. */
    async exportOfUser(userId: string) {
      const rows = await repository.liveOfUser(userId);
      return rows.map((a) => ({
        id: a.id,
        fullName: a.fullName,
        email: a.email,
        age: a.age,
        education: a.education,
        country: a.country,
        language: a.language,
        responses: a.responses,
        scores: a.scores,
        hollandCode: a.hollandCode,
        isPaid: a.isPaid,
        paidAt: a.paidAt,
        completedAt: a.completedAt,
        consentAt: a.consentAt,
        guardianEmail: a.guardianEmail,
        guardianConsentAt: a.guardianConsentAt,
        schoolConsentAt: a.schoolConsentAt,
        counsellorMayReadAt: a.counsellorMayReadAt,
      }));
    },
    /** An account's own assessments (taken while signed in or claimed with proof). */
    idsOfUser: (userId: string): Promise<string[]> => repository.idsOfUser(userId),
    idsOfUserTx: (tx: Db, userId: string): Promise<string[]> => inTx(tx).idsOfUser(userId),
    /**
     * A person's assessments: their account's, and those taken without an account with their email
     * (`email` in lower case). Only for an account whose email is proven.
     */
    idsOfPersonTx: (tx: Db, userId: string, email: string): Promise<string[]> => inTx(tx).idsOfPerson(userId, email),
    /** Erasure of an assessment no payment refers to: deleted outright (its share links go with it). */
    deleteTx: (tx: Db, id: string): Promise<void> => inTx(tx).delete(id),
    /** Erasure of an assessment a payment still refers to: kept, emptied of the person's fields and shown to nobody. */
    emptyTx: (tx: Db, id: string): Promise<void> => inTx(tx).empty(id),
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;

/** Why a student's answers need a conversation (AnswerConcern): the validity flags, then a flat profile. */
export function concernOf(guidance: Pick<Guidance, "reading" | "validity">): AnswerConcern | null {
  if (guidance.validity.status !== "valid") return guidance.validity.status;
  return guidance.reading.exploreReason === "flat" ? "flat" : null;
}

/** One finished test of a class on its roster (see `classRoster`). */
export interface ClassStudent {
  id: string;
  fullName: string;
  mainTypes: [HollandType, HollandType];
  completedAt: Date;
  reportUnlocked: boolean;
  /** The student (and a minor's guardian) let the counsellor read the full report. */
  counsellorMayRead: boolean;
}

/** What a class's aggregates read of one test: per test, derived once. */
type DerivedReading = Omit<ClassStudentReading, keyof Omit<ClassStudent, "mainTypes">>;

/** One finished test of a class as the dashboard's aggregates read it (see `classReadings`). */
export interface ClassStudentReading extends ClassStudent {
  scores: Record<HollandType, number>;
  /** The fields of study of the student's top careers, each once. */
  topFields: Field[];
  concern: AnswerConcern | null;
}

/** What other features may read of the assessments: one nobody deleted, by id. */
export type AssessmentReader = Pick<AssessmentService, "findById">;

export type { AssessmentContact };

/**
 * Below the consent age, the parent's or guardian's email and consent are required (and must be
 * someone else's email). A guardian is kept, and later emailed, only when the taker confirmed both
 * steps the completion form shows: they are below the consent age (asked only for an age range
 * that may be, in their country) and the guardian gave permission. A guardian's email sent without
 * them is ignored. In a class whose school confirmed it holds the guardians' written authorization
 * (`schoolConsent`), a minor may leave the guardian out: "school" says that confirmation stands in.
 */
export function guardianOf(
  input: SubmitAssessmentInput,
  { schoolConsent = false }: { schoolConsent?: boolean } = {},
): { email: string } | "school" | undefined {
  if (!mayNeedGuardian(input.age, input.country)) return undefined;
  // The form asks; the server does not take an unanswered question for "not a minor".
  if (input.underConsentAge === undefined) throw minorAnswerRequiredError({ age: consentAgeOf(input.country) });
  if (!input.underConsentAge) return undefined;
  if (schoolConsent && !input.guardianEmail) return "school";
  if (!input.guardianEmail || input.guardianConsent !== true) throw guardianRequiredError();
  const email = input.guardianEmail.toLowerCase();
  if (email === input.email.trim().toLowerCase()) throw guardianSameEmailError();
  return { email };
}

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
