import { and, count, eq, isNull, sql } from "drizzle-orm";
import { assessments, emailOutbox, users, type User } from "@shared/schema/index";
import type { Lang } from "@shared/i18n/lang";
import type { LoginInput, RegisterInput, UserDto } from "@shared/validators/auth";
import type { Db } from "../../db/client";
import { emailTakenError, invalidCredentialsError } from "./auth.errors";
import { dummyHash, hashPassword, verifyPassword } from "./passwords";

export function createAuthService({ db }: { db: Db }) {
  const findByEmail = async (email: string): Promise<User | undefined> => {
    const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return user;
  };

  /** An anonymous assessment the browser proved it holds (by its id) becomes this account's. */
  const claim = async (userId: string, assessmentId: string | undefined) => {
    if (!assessmentId) return;
    await db.update(assessments).set({ userId }).where(and(eq(assessments.id, assessmentId), isNull(assessments.userId)));
  };

  return {
    findByEmail,

    async toDto(user: User): Promise<UserDto> {
      const [paid] = await db
        .select({ n: count() })
        .from(assessments)
        .where(and(eq(assessments.userId, user.id), eq(assessments.isPaid, true)));
      return {
        id: user.id,
        name: user.name,
        firstName: user.name.split(/\s+/)[0] ?? user.name,
        email: user.email,
        country: user.country,
        role: user.role,
        isPremium: (paid?.n ?? 0) > 0,
      };
    },

    /** Creates the account and queues the welcome email in one transaction; the email is unique, case-insensitively. */
    async register(input: RegisterInput, lang: Lang): Promise<User> {
      if (await findByEmail(input.email)) throw emailTakenError();
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ email: input.email.toLowerCase(), name: input.name, country: input.country, passwordHash })
          .onConflictDoNothing()
          .returning();
        if (!created) throw emailTakenError();
        await tx
          .insert(emailOutbox)
          .values({ kind: "welcome", dedupeKey: `welcome:${created.id}`, to: created.email, language: lang, payload: { userId: created.id } })
          .onConflictDoNothing({ target: emailOutbox.dedupeKey });
        return created;
      });
      await claim(user.id, input.claimAssessmentId);
      return user;
    },

    /** A wrong password and an unknown email get the same answer, in the same time. */
    async login(input: LoginInput): Promise<User> {
      const user = await findByEmail(input.email);
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
      if (!user || !valid) throw invalidCredentialsError();
      await claim(user.id, input.claimAssessmentId);
      return user;
    },

    /** The first administrator from ADMIN_EMAIL / ADMIN_PASSWORD: created, or updated to admin with that password. */
    async ensureAdmin(email: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const existing = await findByEmail(email);
      if (existing) {
        await db.update(users).set({ role: "admin", passwordHash, updatedAt: new Date() }).where(eq(users.id, existing.id));
        return;
      }
      await db.insert(users).values({ email: email.toLowerCase(), name: "Admin", passwordHash, role: "admin" }).onConflictDoNothing();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
