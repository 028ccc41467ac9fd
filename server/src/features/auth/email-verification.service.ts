import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { emailVerificationTokens, users, type EmailVerificationToken, type User } from "@shared/schema/index";
import type { Lang } from "@shared/i18n/lang";
import type { Db } from "../../db/client";
import { sign, verifySignature } from "../../lib/signing";
import type { EmailsService } from "../emails/email.service";
import { emailAlreadyVerifiedError, emailTakenError, verifyLinkInvalidError, wrongPasswordError } from "./auth.errors";
import { verifyPassword } from "./passwords.service";

/** A verification link is valid 48 hours, once. */
export const VERIFY_LINK_HOURS = 48;

/** The token of a verification link: the row's id and its HMAC with the server's secret. */
export function verificationTokenFor(serverSecret: string, tokenId: string): string {
  return `${tokenId}.${sign(serverSecret, `verify-email:${tokenId}`)}`;
}

function verificationTokenIdOf(serverSecret: string, token: string): string | undefined {
  const [id, sig, extra] = token.split(".");
  if (!id || !sig || extra !== undefined || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  return verifySignature(serverSecret, `verify-email:${id}`, sig) ? id : undefined;
}

/**
 * Queues a link that proves the account's owner reads `email` (the account's own, or the new one of an
 * email change), in the caller's transaction. Earlier unused links of the account stop working.
 */
async function queueEmailVerificationTx(
  emails: Pick<EmailsService, "enqueueTx">,
  tx: Db,
  input: {
    userId: string;
    email: string;
    lang: Lang;
    now?: Date;
    /** Registration's welcome email carries the first link (and is limited per recipient by the caller). */
    welcome?: boolean;
  },
): Promise<void> {
  const now = input.now ?? new Date();
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, input.userId), isNull(emailVerificationTokens.usedAt)));
  const [token] = await tx
    .insert(emailVerificationTokens)
    .values({
      userId: input.userId,
      email: input.email.toLowerCase(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFY_LINK_HOURS * 3_600_000),
    })
    .returning({ id: emailVerificationTokens.id });
  await emails.enqueueTx(tx, {
    kind: input.welcome ? "welcome" : "verify-email",
    key: input.welcome ? input.userId : token!.id,
    to: input.email.toLowerCase(),
    language: input.lang,
    payload: input.welcome ? { userId: input.userId, tokenId: token!.id } : { tokenId: token!.id },
  });
}

/** Whether the account's email is proven: only then does anything taken with that email count as the account's. */
export const hasVerifiedEmail = (user: Pick<User, "emailVerifiedAt">): boolean => user.emailVerifiedAt !== null;

/**
 * Email ownership (DECISIONS 31): an account's email counts only once its owner opened a signed,
 * single-use link sent to it; an email change takes effect the same way.
 */
export interface EmailVerificationServiceDeps {
  db: Db;
  /** Signs the links; without it, none is accepted. */
  serverSecret?: string;
  /** The outbox the links go out through. */
  emails: Pick<EmailsService, "enqueueTx">;
}

export function createEmailVerificationService({ db, serverSecret, emails }: EmailVerificationServiceDeps) {
  return {
    // Inside a transaction another feature holds (sign-up, the email outbox).
    queueEmailVerificationTx: (tx: Db, input: Parameters<typeof queueEmailVerificationTx>[2]): Promise<void> =>
      queueEmailVerificationTx(emails, tx, input),
    verificationTokenTx,
    /** The periodic clean-up: verification links used or expired by `now`. Answers how many went. */
    deleteSpentVerificationLinks: (now: Date): Promise<number> => deleteSpentVerificationLinks(db, now),
    /** The address an email change waits to prove, if any (the newest live link to another address). */
    async pendingEmailOf(user: Pick<User, "id" | "email">, now = new Date()): Promise<string | null> {
      const [row] = await db
        .select({ email: emailVerificationTokens.email })
        .from(emailVerificationTokens)
        .where(
          and(
            eq(emailVerificationTokens.userId, user.id),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
            ne(emailVerificationTokens.email, user.email.toLowerCase()),
          ),
        )
        .orderBy(desc(emailVerificationTokens.createdAt))
        .limit(1);
      return row?.email ?? null;
    },

    /** Uses a link once: the account's email is proven (and, for a change, becomes the new address). */
    async verify(token: string, now = new Date()): Promise<User> {
      const tokenId = serverSecret ? verificationTokenIdOf(serverSecret, token) : undefined;
      if (!tokenId) throw verifyLinkInvalidError();
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const [used] = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerificationTokens.id, tokenId),
              isNull(emailVerificationTokens.usedAt),
              gt(emailVerificationTokens.expiresAt, now),
            ),
          )
          .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
        if (!used) throw verifyLinkInvalidError();
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${used.email}`, ne(users.id, used.userId)));
        if (other) throw emailTakenError();
        const [user] = await tx
          .update(users)
          .set({ email: used.email, emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, used.userId))
          .returning();
        if (!user) throw verifyLinkInvalidError();
        return user;
      });
    },

    /** A new link to the account's own, still unproven, email. */
    async resend(user: User, lang: Lang): Promise<void> {
      if (hasVerifiedEmail(user)) throw emailAlreadyVerifiedError();
      await db.transaction((tx) =>
        queueEmailVerificationTx(emails, tx as unknown as Db, { userId: user.id, email: user.email, lang }),
      );
    },

    /**
     * Asks to move the account to another address: the password confirms it, and a link goes to the
     * new address. Until it is opened the account keeps its email (and whether it was proven).
     */
    async requestChange(user: User, input: { email: string; password: string }, lang: Lang): Promise<void> {
      if (!(await verifyPassword(user.passwordHash, input.password))) throw wrongPasswordError();
      const email = input.email.trim().toLowerCase();
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, user.id)));
      if (other) throw emailTakenError();
      if (email === user.email.toLowerCase() && hasVerifiedEmail(user)) throw emailAlreadyVerifiedError();
      await db.transaction((tx) =>
        queueEmailVerificationTx(emails, tx as unknown as Db, { userId: user.id, email, lang }),
      );
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;

/** A verification link's record, read in the caller's transaction (its email goes out only while it is usable). */
async function verificationTokenTx(tx: Db, id: string): Promise<EmailVerificationToken | undefined> {
  const [row] = await tx.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.id, id));
  return row;
}

/** The periodic clean-up: verification links used or expired by `now`. Answers how many went. */
async function deleteSpentVerificationLinks(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(emailVerificationTokens)
    .where(or(isNotNull(emailVerificationTokens.usedAt), lt(emailVerificationTokens.expiresAt, now)))
    .returning({ id: emailVerificationTokens.id });
  return rows.length;
}
