import { randomInt } from "node:crypto";
import type { Lang } from "@shared/i18n/lang";
import type { Assessment, Counsellor, SchoolClass, User } from "@shared/schema/index";
import { translate, type MessageKey } from "@shared/i18n/catalog";
import { ANSWER_CONCERNS } from "@shared/validators/schools";
import { schoolConsentRuleOf } from "@shared/content/school-consent";
import { consentAgeOf } from "@shared/assessment/consent";
import type { PageDto, PageQuery } from "@shared/validators/pagination";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "@shared/validators/join-code";
import type {
  AdminCreateCounsellorInput,
  ClassRosterDto,
  CounsellorDto,
  CounsellorMeDto,
  CounsellorSignUpInput,
  CounsellorStatus,
  ClassDashboardDto,
  ClassMembershipDto,
  ClassVisitInput,
  ClassWaitingDto,
  SchoolConsentRuleDto,
  CreateClassInput,
  CreateCounsellorResponse,
  JoinClassDto,
  SchoolClassDto,
  UpdateClassInput,
} from "@shared/validators/schools";
import type { Db } from "../../db/client";
import { toPage } from "../../lib/pagination";
import type { AssessmentService } from "../assessment/assessment.service";
import { emailTakenError } from "../auth/auth.errors";
import type { AuthService } from "../auth/auth.service";
import type { EmailsService } from "../emails/email.service";
import { hashPassword } from "../auth/passwords.service";
import { temporaryPassword } from "../sellers/sellers.service";
import { loadReportFonts } from "../../lib/fonts";
import { createSchoolsRepository, type CounsellorWithAccount, type SchoolsRepository } from "./schools.repository";
import { studentKey } from "./roster-key.model";
import { createReportPacksRepository } from "./report-packs.repository";
import { areasOf, distributionOf, flaggedOf, toCsv } from "./class-dashboard.model";
import { renderClassReportPdf } from "./class-report.pdf";
import {
  classNotFoundError,
  classSizeBelowJoinedError,
  counsellorNotFoundError,
  counsellorPendingError,
  counsellorRejectedError,
  notCounsellorError,
  reportNotSharedError,
  schoolConsentUnavailableError,
  sharedReportLockedError,
  studentNotFoundError,
} from "./schools.errors";

/** A visit to a class's link counts as waiting (joined, in progress) this long; then it is taken as abandoned. */
export const WAITING_HOURS = 48;
/** Visits stored per class at most, beyond its size (a student may open the link on two phones). */
const visitsAllowed = (size: number) => size * 2 + 20;

const newJoinCode = () =>
  Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join("");

function counsellorDto(row: CounsellorWithAccount): CounsellorDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    schoolName: row.schoolName,
    country: row.country,
    city: row.city,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The last school year a class's data is kept for: its own year, or the last one the school renewed. */
export function keptThroughOf(row: Pick<SchoolClass, "year" | "keptThrough">): number {
  return Math.max(row.year, row.keptThrough ?? row.year);
}

function classDto(row: SchoolClass, joined: number, now: Date): SchoolClassDto {
  const kept = keptThroughOf(row);
  return {
    id: row.id,
    name: row.name,
    grade: row.grade,
    year: row.year,
    size: row.size,
    joinCode: row.joinCode,
    joined,
    closed: row.closedAt !== null,
    createdAt: row.createdAt.toISOString(),
    deletesOn: `${kept + 2}-01-01`,
    renewable: now.getUTCFullYear() > kept,
    schoolConsentAt: row.schoolConsentAt?.toISOString() ?? null,
  };
}

/** The signed-in user's counsellor row; `approved` also refuses a pending or rejected one. */
export async function counsellorOfUser(
  repository: Pick<SchoolsRepository, "counsellorOfUser">,
  user: Pick<User, "id" | "role">,
  { approved }: { approved: boolean },
): Promise<Counsellor> {
  const counsellor = user.role === "counsellor" ? await repository.counsellorOfUser(user.id) : undefined;
  if (!counsellor) throw notCounsellorError();
  if (approved && counsellor.status === "pending") throw counsellorPendingError();
  if (approved && counsellor.status === "rejected") throw counsellorRejectedError();
  return counsellor;
}

/** The rule of the school's country on its minors' consent, as the counsellor's panel shows it; null where none is known. */
function schoolConsentDto(country: string): SchoolConsentRuleDto | null {
  const rule = schoolConsentRuleOf(country);
  if (!rule) return null;
  return {
    basis: rule.basis,
    law: rule.law,
    summary: rule.summary,
    url: rule.sources[0]!.url,
    consentAge: consentAgeOf(country),
  };
}

/** The class's confirmation stands for its minors' guardians: confirmed, in a country whose rule allows it. */
const classHasSchoolConsent = (found: { class: SchoolClass; country: string }): boolean =>
  found.class.schoolConsentAt !== null && schoolConsentRuleOf(found.country) !== undefined;

/** A file name from a class's name: ASCII letters, digits and dashes. */
function fileSlug(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "clase";
}

/**
 * Schools: counsellors (signed up and approved by the admin, or created by the admin), their
 * classes, and the seat a student's test takes in a class through its join code.
 */
export interface SchoolsServiceDeps {
  db: Db;
  /** The assessments feature: the tests taken in a class (counts, roster, retention). */
  assessments: Pick<
    AssessmentService,
    "countByClass" | "classRoster" | "classReadings" | "anonymousIdsOfClasses" | "findById"
  >;
  /** The accounts' one writer: a counsellor's account. */
  auth: Pick<AuthService, "createCounsellorAccountTx" | "accountsOf">;
  /** The outbox's one writer: the admin's decision, emailed to the counsellor. */
  emails: Pick<EmailsService, "enqueueTx">;
  /** The server's secret: a student's handle on the roster is derived from it (report-packs.service studentKey). */
  secret: string;
  clock?: () => Date;
}

export function createSchoolsService({
  db,
  assessments,
  auth,
  emails,
  secret,
  clock = () => new Date(),
}: SchoolsServiceDeps) {
  const repository = createSchoolsRepository({ db });

  const counsellorOf = (user: Pick<User, "id" | "role">, options: { approved: boolean }) =>
    counsellorOfUser(repository, user, options);

  /** Counsellor rows with their account's name and email, asked of the accounts' owner. */
  const withAccounts = async (rows: Counsellor[]): Promise<CounsellorWithAccount[]> => {
    const accounts = await auth.accountsOf(rows.map((row) => row.userId));
    return rows.flatMap((row) => {
      const account = accounts.find((a) => a.id === row.userId);
      return account ? [{ ...row, name: account.name, email: account.email }] : [];
    });
  };

  /** The account and its counsellor row in one transaction; the email must be free. */
  /** The counsellor's own class (another's is not found), any status of the counsellor. */
  const ownClass = async (user: User, classId: string): Promise<SchoolClass> => {
    const counsellor = await counsellorOf(user, { approved: false });
    const row = await repository.classOf(counsellor.id, classId);
    if (!row) throw classNotFoundError();
    return row;
  };

  /** Students through the link not on the roster yet; a closed class has nobody waiting (its link takes nobody). */
  const waitingOf = async (row: SchoolClass): Promise<ClassWaitingDto> =>
    row.closedAt
      ? { joined: 0, inProgress: 0 }
      : repository.waitingOf(row.id, new Date(clock().getTime() - WAITING_HOURS * 60 * 60 * 1000));

  const dashboard = async (row: SchoolClass): Promise<ClassDashboardDto> => {
    const students = await assessments.classReadings(row.id);
    return {
      class: classDto(row, students.length, clock()),
      finished: students.length,
      waiting: await waitingOf(row),
      distribution: distributionOf(students),
      areas: areasOf(students),
      flagged: flaggedOf(students),
    };
  };

  const createAccount = async (
    input: AdminCreateCounsellorInput & { password: string },
    options: { status: CounsellorStatus; mustChangePassword: boolean; lang: Lang; welcome: boolean },
  ): Promise<{ user: User; counsellor: CounsellorWithAccount }> => {
    const passwordHash = await hashPassword(input.password);
    const now = clock();
    return db.transaction(async (tx) => {
      const user = await auth.createCounsellorAccountTx(
        tx as unknown as Db,
        {
          email: input.email,
          name: input.name,
          country: input.country,
          passwordHash,
          mustChangePassword: options.mustChangePassword,
        },
        { lang: options.lang, welcome: options.welcome },
      );
      if (!user) throw emailTakenError();
      const counsellor = await repository.insertCounsellorTx(tx as unknown as Db, {
        userId: user.id,
        schoolName: input.schoolName,
        country: input.country,
        city: input.city,
        status: options.status,
        decidedAt: options.status === "pending" ? null : now,
        language: options.lang,
      });
      return { user, counsellor: { ...counsellor, name: user.name, email: user.email } };
    });
  };

  return {
    /** A counsellor signs up: the account (role counsellor) and a pending request, in one transaction. */
    async signUp(input: CounsellorSignUpInput, lang: Lang, options: { welcome: boolean }): Promise<User> {
      const { user } = await createAccount(input, { status: "pending", mustChangePassword: false, lang, ...options });
      return user;
    },

    /** The admin creates an approved counsellor with a temporary password, shown once. */
    async adminCreate(input: AdminCreateCounsellorInput, lang: Lang): Promise<CreateCounsellorResponse> {
      const password = temporaryPassword();
      const { counsellor } = await createAccount(
        { ...input, password },
        { status: "approved", mustChangePassword: true, lang, welcome: false },
      );
      return { counsellor: counsellorDto(counsellor), temporaryPassword: password };
    },

    async list(status: CounsellorStatus | undefined, page: PageQuery): Promise<PageDto<CounsellorDto>> {
      const rows = await repository.listCounsellors(status, page);
      const shown = toPage(rows, page);
      return { ...shown, items: (await withAccounts(shown.items)).map(counsellorDto) };
    },

    /**
     * The admin approves or rejects a counsellor (either may be changed later). A decision that changes
     * their status is emailed to them, in the language they signed up in, in the same transaction; the
     * same decision again sends nothing.
     */
    async decide(id: string, decision: "approve" | "reject"): Promise<CounsellorDto> {
      const status: CounsellorStatus = decision === "approve" ? "approved" : "rejected";
      const before = await repository.counsellor(id);
      const [account] = before ? await withAccounts([before]) : [];
      if (!before || !account) throw counsellorNotFoundError();
      const now = clock();
      await db.transaction(async (tx) => {
        const changed = await createSchoolsRepository({ db: tx as unknown as Db }).setStatusIfChanged(id, status, now);
        if (changed)
          await emails.enqueueTx(tx as unknown as Db, {
            kind: "counsellor-decision",
            key: `${id}:${status}:${now.getTime()}`,
            to: account.email,
            language: before.language,
            payload: { userId: before.userId, status },
          });
      });
      const row = await repository.counsellor(id);
      const [withAccount] = row ? await withAccounts([row]) : [];
      if (!withAccount) throw counsellorNotFoundError();
      return counsellorDto(withAccount);
    },

    async me(user: User): Promise<CounsellorMeDto> {
      const counsellor = await counsellorOf(user, { approved: false });
      return {
        schoolName: counsellor.schoolName,
        country: counsellor.country,
        city: counsellor.city,
        status: counsellor.status,
        schoolConsent: schoolConsentDto(counsellor.country),
      };
    },

    /** An approved counsellor's new class, with a join code no other class has. */
    async createClass(user: User, input: CreateClassInput): Promise<SchoolClassDto> {
      const counsellor = await counsellorOf(user, { approved: true });
      for (;;) {
        const created = await repository.insertClass({
          ...input,
          counsellorId: counsellor.id,
          joinCode: newJoinCode(),
        });
        if (created) return classDto(created, 0, clock());
      }
    },

    /**
     * The counsellor enlarges or shrinks a class (never below the tests it holds), or closes it
     * (no more students join) and reopens it. Another counsellor's class is not found.
     */
    async updateClass(user: User, classId: string, input: UpdateClassInput): Promise<SchoolClassDto> {
      const counsellor = await counsellorOf(user, { approved: true });
      const row = await repository.classOf(counsellor.id, classId);
      if (!row) throw classNotFoundError();
      const joined = (await assessments.countByClass([row.id])).get(row.id) ?? 0;
      if (input.size !== undefined && input.size < joined) throw classSizeBelowJoinedError({ joined });
      // Renewing keeps the data through the current school year, one year more than before; before its last
      // year of keeping it changes nothing, so renewals never stack.
      const thisYear = clock().getUTCFullYear();
      if (input.schoolConsent !== undefined && !schoolConsentRuleOf(counsellor.country))
        throw schoolConsentUnavailableError();
      const updated = await repository.updateClass(row.id, {
        ...(input.schoolConsent !== undefined
          ? {
              schoolConsentAt: input.schoolConsent ? (row.schoolConsentAt ?? clock()) : null,
              schoolConsentBy: input.schoolConsent ? (row.schoolConsentBy ?? user.id) : null,
            }
          : {}),
        ...(input.size !== undefined ? { size: input.size } : {}),
        ...(input.closed !== undefined ? { closedAt: input.closed ? (row.closedAt ?? clock()) : null } : {}),
        ...(input.renew && thisYear > keptThroughOf(row) ? { keptThrough: thisYear } : {}),
      });
      return classDto(updated!, joined, clock());
    },

    /** The counsellor's own classes, newest first, with how many tests each holds. */
    async classesOf(user: User): Promise<SchoolClassDto[]> {
      const counsellor = await counsellorOf(user, { approved: false });
      const rows = await repository.classesOf(counsellor.id);
      const joined = await assessments.countByClass(rows.map((row) => row.id));
      return rows.map((row) => classDto(row, joined.get(row.id) ?? 0, clock()));
    },

    /**
     * A class's roster for its own counsellor (another's class is not found): names, status and two
     * main types of those who finished, and how many opened the link or are answering (no name yet).
     */
    async rosterOf(user: User, classId: string): Promise<ClassRosterDto> {
      const row = await ownClass(user, classId);
      const students = await assessments.classRoster(row.id);
      return {
        class: classDto(row, students.length, clock()),
        waiting: await waitingOf(row),
        students: students.map((student) => ({
          key: studentKey(secret, row.id, student.id),
          fullName: student.fullName,
          status: student.reportUnlocked ? "reportUnlocked" : "finished",
          sharedReport: student.counsellorMayRead ? { assessmentId: student.id } : null,
          mainTypes: student.mainTypes,
          completedAt: student.completedAt.toISOString(),
        })),
      };
    },

    /**
     * The class's dashboard (DECISIONS 38): the RIASEC distribution, the most frequent career areas
     * and the students whose answers need a conversation, with why.
     */
    async dashboardOf(user: User, classId: string): Promise<ClassDashboardDto> {
      return dashboard(await ownClass(user, classId));
    },

    /** The roster as CSV for a spreadsheet: name, status, the two main types and the day each finished. */
    async rosterCsv(user: User, classId: string, lang: Lang): Promise<{ fileName: string; csv: string }> {
      const row = await ownClass(user, classId);
      const students = await assessments.classRoster(row.id);
      const t = (key: MessageKey) => translate(lang, key);
      const type = (letter: string) => `${letter} · ${t(`holland.${letter}` as MessageKey)}`;
      const csv = toCsv([
        [
          t("schools.csv.name"),
          t("schools.csv.status"),
          t("schools.csv.type1"),
          t("schools.csv.type2"),
          t("schools.csv.finishedAt"),
        ],
        ...students.map((s) => [
          s.fullName,
          t(s.reportUnlocked ? "schools.panel.reportUnlocked" : "schools.panel.finished"),
          type(s.mainTypes[0]),
          type(s.mainTypes[1]),
          s.completedAt.toISOString().slice(0, 10),
        ]),
      ]);
      return { fileName: `${fileSlug(row.name)}-${row.year}.csv`, csv };
    },

    /** The group report PDF: the class's aggregates only, no student named (for parents or the principal). */
    async groupReport(user: User, classId: string, lang: Lang): Promise<{ fileName: string; pdf: Buffer }> {
      const counsellor = await counsellorOf(user, { approved: false });
      const row = await repository.classOf(counsellor.id, classId);
      if (!row) throw classNotFoundError();
      const data = await dashboard(row);
      const concerns = Object.fromEntries(
        ANSWER_CONCERNS.map((reason) => [reason, data.flagged.filter((f) => f.reason === reason).length]),
      ) as Record<(typeof ANSWER_CONCERNS)[number], number>;
      const pdf = await renderClassReportPdf(
        {
          lang,
          country: counsellor.country,
          schoolName: counsellor.schoolName,
          className: row.name,
          grade: row.grade,
          year: row.year,
          date: new Intl.DateTimeFormat(lang === "es" ? "es" : "en", { dateStyle: "long", timeZone: "UTC" }).format(
            clock(),
          ),
          finished: data.finished,
          inProgress: data.waiting.inProgress,
          distribution: data.distribution,
          areas: data.areas,
          concerns,
        },
        loadReportFonts(),
      );
      return { fileName: `${fileSlug(row.name)}-${row.year}.pdf`, pdf };
    },

    /** A browser opened a class's link or started its test (an open class only; a repeat changes nothing). */
    async visit(code: string, input: ClassVisitInput): Promise<void> {
      const found = await repository.openClassByCode(code);
      if (!found) throw classNotFoundError();
      await repository.recordVisit(found.class.id, input.token, input.stage, clock(), visitsAllowed(found.class.size));
    },

    /** The test a visit started was stored in its class (the submission path). */
    async finishVisit(classId: string, token: string): Promise<void> {
      await repository.finishVisit(classId, token, clock());
    },

    /** The class a student's test is in, as the student sees it (the caller checked it is theirs). */
    async membership(
      assessment: Pick<Assessment, "classId" | "counsellorMayReadAt">,
    ): Promise<ClassMembershipDto | undefined> {
      if (!assessment.classId) return undefined;
      const found = await repository.classWithSchool(assessment.classId);
      return found
        ? {
            className: found.name,
            schoolName: found.schoolName,
            counsellorMayRead: assessment.counsellorMayReadAt !== null,
          }
        : undefined;
    },

    /**
     * A student's test whose full report the class's counsellor may read (DECISIONS 38): in their own
     * class, shared by the student (and for a minor, the guardian), and unlocked. Another counsellor's
     * class or a student not in it is not found; a report not shared is 403; shared but locked, 409.
     */
    async sharedReportOf(user: User, classId: string, assessmentId: string): Promise<Assessment> {
      const row = await ownClass(user, classId);
      const assessment = await assessments.findById(assessmentId);
      if (!assessment || assessment.classId !== row.id || assessment.deletedAt) throw studentNotFoundError();
      if (!assessment.counsellorMayReadAt) throw reportNotSharedError();
      if (!assessment.isPaid) throw sharedReportLockedError();
      return assessment;
    },

    /** What a student sees on opening a class's link. */
    async joinInfo(code: string): Promise<JoinClassDto> {
      const found = await repository.openClassByCode(code);
      if (!found) throw classNotFoundError();
      return {
        code: found.class.joinCode,
        className: found.class.name,
        grade: found.class.grade,
        schoolName: found.schoolName,
        country: found.country,
        schoolConsent: classHasSchoolConsent(found),
      };
    },

    /** The seat a test taken through `code` counts against (the submission path): an open class of an approved counsellor. */
    async seatFor(code: string): Promise<{ classId: string; size: number; schoolConsent: boolean }> {
      const found = await repository.openClassByCode(code);
      if (!found) throw classNotFoundError();
      return { classId: found.class.id, size: found.class.size, schoolConsent: classHasSchoolConsent(found) };
    },

    /**
     * A counsellor's own record for the account export (privacy feature): the school, the classes
     * they created and the packs of reports they bought. The students' tests are the students' data, not the counsellor's, and are not included.
     */
    async exportOf(userId: string) {
      const counsellor = await repository.counsellorOfUser(userId);
      if (!counsellor) return null;
      const classes = await repository.classesOf(counsellor.id);
      const packs = await createReportPacksRepository({ db }).ofCounsellor(counsellor.id);
      return {
        schoolName: counsellor.schoolName,
        country: counsellor.country,
        city: counsellor.city,
        status: counsellor.status,
        createdAt: counsellor.createdAt,
        classes: classes.map((c) => ({
          name: c.name,
          grade: c.grade,
          year: c.year,
          size: c.size,
          joinCode: c.joinCode,
          createdAt: c.createdAt,
        })),
        // the packs of reports they bought (what each student's report was unlocked with is the student's data)
        reportPacks: packs.map((p) => ({
          quantity: p.quantity,
          unitPrice: p.unitPrice,
          currency: p.currency,
          createdAt: p.createdAt,
          paidAt: p.paidAt,
        })),
      };
    },

    /**
     * Classes whose data is past keeping (DECISIONS 38): one year after the class's school year, i.e.
     * from 1 January two years after it (a 2026 class goes in 2028), or after the last year the school
     * renewed it for, with the unpaid tests taken in them without an account (the clean-up erases those).
     */
    async expiredClasses(now: Date, limit: number): Promise<{ classIds: string[]; anonymousTestIds: string[] }> {
      const classIds = await repository.classIdsBeforeYear(now.getUTCFullYear() - 1, limit);
      return { classIds, anonymousTestIds: await assessments.anonymousIdsOfClasses(classIds) };
    },

    /** Deletes these classes (their tests' `class_id` becomes null), in the clean-up's transaction. */
    async deleteClassesTx(tx: Db, classIds: string[]): Promise<void> {
      await createSchoolsRepository({ db: tx }).deleteClasses(classIds);
    },
  };
}
export type SchoolsService = ReturnType<typeof createSchoolsService>;
