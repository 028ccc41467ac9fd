import type { EmailsService } from "../emails/email.service";
import { hasVerifiedEmail, type EmailVerificationService } from "./email-verification.service";
import { and, eq, inArray, gt, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { passwordResetTokens, sessions, users, type PasswordResetToken, type User } from "@shared/schema/index";
import type { Lang } from "@shared/i18n/lang";
import type { LoginInput, RegisterInput, UserDto } from "@shared/validators/auth";
import type { Db } from "../../db/client";
import { sign, verifySignature } from "../../lib/signing";
import type { AssessmentService } from "../assessment/assessment.service";
import { holdsAssessment } from "../assessment/claim-secret.service";
import { emailTakenError, invalidCredentialsError, resetLinkInvalidError, wrongPasswordError } from "./auth.errors";
import { dummyHash, hashPassword, verifyPassword } from "./passwords.service";
import { hashSessionToken } from "./sessions.service";

/** A password-reset link is valid one hour, once. */
export const RESET_LINK_MINUTES = 60;

/** The token of a reset link: the row's id and its HMAC with the server's secret. */
export function resetTokenFor(serverSecret: string, tokenId: string): string {
  return `${tokenId}.${sign(serverSecret, `reset:${tokenId}`)}`;
}

function resetTokenIdOf(serverSecret: string, token: string): string | undefined {
  const [id, sig, extra] = token.split(".");
  if (!id || !sig || extra !== undefined || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return verifySignature(serverSecret, `reset:${id}`, sig) ? id : undefined;
}

/**
 * `serverSecret` (the session secret) checks claim secrets and reset links; without it nothing is
 * claimed and no reset link is accepted.
 */
export interface AuthServiceDeps {
  db: Db;
  /** Signs claim secrets and reset links; without it, no claim and no reset link. */
  serverSecret?: string;
  /** The assessments feature: signing up or in with a claim secret moves that test into the account. */
  assessments: Pick<AssessmentService, "claim" | "countsOfUser">;
  /** Email ownership: registration's welcome carries the first verification link. */
  emailVerification: Pick<EmailVerificationService, "pendingEmailOf" | "queueEmailVerificationTx">;
  /** The outbox (the reset link's email). */
  emails: Pick<EmailsService, "enqueueTx">;
}

export function createAuthService({
  db,
  serverSecret,
  assessments: assessmentsFeature,
  emailVerification: verification,
  emails,
}: AuthServiceDeps) {
  const findByEmail = async (email: string): Promise<User | undefined> => {
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
    return user;
  };

  /**
   * An anonymous assessment becomes this account's only when the browser proves it took the test
   * (its claim secret); one that already belongs to an account never moves.
   */
  const claim = async (
    userId: string,
    input: { claimAssessmentId?: string | undefined; claimSecret?: string | undefined },
  ) => {
    const id = input.claimAssessmentId;
    if (!id || !serverSecret) return;
    await assessmentsFeature.claim(id, userId, (assessment) =>
      holdsAssessment(serverSecret, assessment, input.claimSecret),
    );
  };

  /** Sets a new password; every session of the account but `keepSessionToken`'s is ended. */
  const setPassword = async (userId: string, password: string, keepSessionToken?: string) => {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await tx
        .delete(sessions)
        .where(
          keepSessionToken
            ? and(eq(sessions.userId, userId), ne(sessions.id, hashSessionToken(keepSessionToken)))
            : eq(sessions.userId, userId),
        );
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    });
  };

  return {
    // Inside a transaction another feature holds (sellers, erasure, the email outbox).
    makeSellerTx,
    createSellerAccountTx,
    /**
     * A school counsellor's account, in the transaction that creates the counsellor (schools feature):
     * signed up with their own password (the welcome email with the verification link is queued unless
     * `welcome` is false), or created by the admin with a temporary one to change at first sign-in.
     * Answers the user, or undefined when the email is taken.
     */
    async createCounsellorAccountTx(
      tx: Db,
      input: { email: string; name: string; country: string; passwordHash: string; mustChangePassword: boolean },
      email: { lang: Lang; welcome: boolean },
    ): Promise<User | undefined> {
      const [created] = await tx
        .insert(users)
        .values({ ...input, email: input.email.toLowerCase(), role: "counsellor" })
        .onConflictDoNothing()
        .returning();
      if (created && email.welcome)
        await verification.queueEmailVerificationTx(tx, {
          userId: created.id,
          email: created.email,
          lang: email.lang,
          welcome: true,
        });
      return created;
    },
    deleteUserTx,
    passwordResetTokenTx,
    userExistsTx,
    accountsOfTx,
    /** The name and email of these accounts (another feature shows or compares them). */
    accountsOf: (ids: string[]): Promise<AccountContact[]> => accountsOfTx(db, ids),
    /** The periodic clean-up: reset links used or expired by `now`. Answers how many went. */
    deleteSpentResetLinks: (now: Date): Promise<number> => deleteSpentResetLinks(db, now),
    findByEmail,
    claim,

    async toDto(user: User): Promise<UserDto> {
      const { paid } = await assessmentsFeature.countsOfUser(user.id);
      return {
        id: user.id,
        name: user.name,
        firstName: user.name.split(/\s+/)[0] ?? user.name,
        email: user.email,
        emailVerified: hasVerifiedEmail(user),
        pendingEmail: await verification.pendingEmailOf(user),
        country: user.country,
        role: user.role,
        isPremium: paid > 0,
        mustChangePassword: user.mustChangePassword,
      };
    },

    /**
     * Creates the account and, unless `welcome` is false (the address asked for too many), queues
     * the welcome email in the same transaction; the email is unique, case-insensitively.
     */
    async register(input: RegisterInput, lang: Lang, options: { welcome?: boolean } = {}): Promise<User> {
      if (await findByEmail(input.email)) throw emailTakenError();
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ email: input.email.toLowerCase(), name: input.name, country: input.country, passwordHash })
          .onConflictDoNothing()
          .returning();
        if (!created) throw emailTakenError();
        // The welcome email carries the link that proves the address (until then it counts for nothing).
        if (options.welcome !== false) {
          await verification.queueEmailVerificationTx(tx as unknown as Db, {
            userId: created.id,
            email: created.email,
            lang,
            welcome: true,
          });
        }
        return created;
      });
      await claim(user.id, input);
      return user;
    },

    /** A wrong password and an unknown email get the same answer, in the same time. */
    async login(input: LoginInput): Promise<User> {
      const user = await findByEmail(input.email);
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
      if (!user || !valid) throw invalidCredentialsError();
      await claim(user.id, input);
      return user;
    },

    /**
     * Queues a reset link for the account with that email, if there is one (the caller answers the
     * same either way). Answers whether an email was queued.
     */
    async requestPasswordReset(email: string, lang: Lang, now = new Date()): Promise<boolean> {
      const user = await findByEmail(email);
      if (!user) return false;
      await db.transaction(async (tx) => {
        const [token] = await tx
          .insert(passwordResetTokens)
          .values({ userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000) })
          .returning({ id: passwordResetTokens.id });
        await emails.enqueueTx(tx, {
          kind: "password-reset",
          key: token!.id,
          to: user.email,
          language: lang,
          payload: { tokenId: token!.id },
        });
      });
      return true;
    },

    /** Uses a reset link once: sets the new password and ends every session of the account. */
    async resetPassword(token: string, password: string): Promise<User> {
      const tokenId = serverSecret ? resetTokenIdOf(serverSecret, token) : undefined;
      if (!tokenId) throw resetLinkInvalidError();
      const [used] = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.id, tokenId),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!used) throw resetLinkInvalidError();
      await setPassword(used.userId, password);
      // The link was sent to the account's email (which changes only once a new one is proven): opening
      // it proves that address too.
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, used.userId));
      const [user] = await db.select().from(users).where(eq(users.id, used.userId));
      if (!user) throw resetLinkInvalidError();
      return user;
    },

    /** Changes the password of a signed-in user who knows the current one; other sessions end. */
    async changePassword(
      user: User,
      currentPassword: string,
      newPassword: string,
      sessionToken: string | undefined,
    ): Promise<User> {
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongPasswordError();
      await setPassword(user.id, newPassword, sessionToken);
      return { ...user, mustChangePassword: false };
    },

    /** The first administrator from ADMIN_EMAIL / ADMIN_PASSWORD: created, or updated to admin with that password. */
    async ensureAdmin(email: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const existing = await findByEmail(email);
      if (existing) {
        await db
          .update(users)
          // the operator's own address, from the server's environment
          .set({
            role: "admin",
            passwordHash,
            emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
            updatedAt: new Date(),
          })
          .where(eq(users.id, existing.id));
        return;
      }
      await db
        .insert(users)
        .values({ email: email.toLowerCase(), name: "Admin", passwordHash, role: "admin", emailVerifiedAt: new Date() })
        .onConflictDoNothing();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

/** A seller's account: an existing user becomes a `seller`, in the transaction that creates the seller. */
async function makeSellerTx(tx: Db, userId: string): Promise<void> {
  await tx.update(users).set({ role: "seller", updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * A new seller's account with a temporary password (the seller chooses their own at first sign-in),
 * in the transaction that creates the seller. Answers its id, or undefined when the email was taken meanwhile.
 */
async function createSellerAccountTx(
  tx: Db,
  input: { email: string; name: string; passwordHash: string },
): Promise<string | undefined> {
  const [created] = await tx
    .insert(users)
    .values({ ...input, role: "seller", mustChangePassword: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created?.id;
}

/** Erasure of an account: the user row, and with it (cascade) its sessions and reset links. */
async function deleteUserTx(tx: Db, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

/** A reset link's record, read in the caller's transaction (its email goes out only while the link is usable). */
async function passwordResetTokenTx(tx: Db, id: string): Promise<PasswordResetToken | undefined> {
  const [row] = await tx.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, id));
  return row;
}

/** An account's name and email, as other features read them. */
export interface AccountContact {
  id: string;
  name: string;
  email: string;
}

/** The name and email of these accounts, read in the caller's transaction. */
async function accountsOfTx(tx: Db, ids: string[]): Promise<AccountContact[]> {
  if (ids.length === 0) return [];
  return tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
}

/** Whether the account still exists, read in the caller's transaction. */
async function userExistsTx(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** The periodic clean-up: reset links used or expired by `now`. Answers how many went. */
async function deleteSpentResetLinks(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(passwordResetTokens)
    .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)))
    .returning({ id: passwordResetTokens.id });
  return rows.length;
}
