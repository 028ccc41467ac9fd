import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { CookieOptions, Request, RequestHandler, Response } from "express";
import { sessions, users, type Session, type User } from "@shared/schema/index";
import type { Db } from "../../db/client";
import { forbiddenError, unauthorizedError } from "../../lib/errors";
import { passwordChangeRequiredError } from "./auth.errors";

/**
 * Sessions live in the database, so several server processes share them. The
 * browser holds a random token in an HttpOnly, SameSite=Lax cookie (Secure behind HTTPS); the
 * same token works as `Authorization: Bearer`. Only its SHA-256 is stored.
 */
export const SESSION_COOKIE = "qe_session";
export const SESSION_DAYS = 30;

/** The stored id of a session: the SHA-256 of its token. */
export const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");
const hashToken = hashSessionToken;

export function createSessionStore({ db }: { db: Db }) {
  return {
    /** What the account's data export holds of its sessions: when each began and ends (never a token). */
    exportOf: (userId: string): Promise<{ createdAt: Date; expiresAt: Date }[]> =>
      db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId)),

    /** The periodic clean-up: sessions expired by `now`. Answers how many went. */
    deleteExpired: (now: Date): Promise<number> => deleteExpiredSessions(db, now),

    async create(values: {
      userId?: string | null;
      referralId?: string | null;
    }): Promise<{ token: string; session: Session }> {
      const token = randomBytes(32).toString("base64url");
      const [session] = await db
        .insert(sessions)
        .values({
          id: hashToken(token),
          userId: values.userId ?? null,
          referralId: values.referralId ?? null,
          expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
        })
        .returning();
      return { token, session: session! };
    },

    async find(token: string): Promise<{ session: Session; user: User | null } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())));
      return row ? { session: row.session, user: row.user } : undefined;
    },

    async update(token: string, values: Partial<Pick<Session, "userId" | "referralId">>): Promise<void> {
      await db
        .update(sessions)
        .set(values)
        .where(eq(sessions.id, hashToken(token)));
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/** The periodic clean-up: sessions expired by `now`. Answers how many went. */
async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return rows.length;
}

export function cookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: req.secure, path: "/", maxAge: SESSION_DAYS * 86_400_000 };
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, cookieOptions(req));
}

export function clearSessionCookie(req: Request, res: Response): void {
  const { maxAge: _maxAge, ...options } = cookieOptions(req);
  res.clearCookie(SESSION_COOKIE, options);
}

/** The request's token: the Bearer header first, then the cookie. */
export function tokenOf(req: Request): string | undefined {
  const header = req.get("authorization");
  if (header?.startsWith("Bearer ")) {
    const token = header.slice(7).trim();
    if (token && token !== "null" && token !== "undefined") return token;
  }
  const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  return cookie || undefined;
}

/** Loads the session and user, if any, into res.locals (session, sessionToken, user). */
export function loadSession(store: SessionStore): RequestHandler {
  return async (req, res, next) => {
    const token = tokenOf(req);
    if (token && token.length <= 100) {
      const found = await store.find(token);
      if (found) {
        res.locals.session = found.session;
        res.locals.sessionToken = token;
        res.locals.user = found.user ?? undefined;
      }
    }
    next();
  };
}

/** Signed in, even with a temporary password still to change (who am I, change it, sign out). */
export const requireSignedIn: RequestHandler = (_req, res, next) =>
  next(res.locals.user ? undefined : unauthorizedError());

/** Signed in, with a password of one's own: a temporary password must be changed first (403). */
export const requireUser: RequestHandler = (_req, res, next) => {
  const user = res.locals.user as User | undefined;
  if (!user) return next(unauthorizedError());
  next(user.mustChangePassword ? passwordChangeRequiredError() : undefined);
};

export function requireRole(...roles: User["role"][]): RequestHandler {
  return (_req, res, next) => {
    const user = res.locals.user as User | undefined;
    if (!user) return next(unauthorizedError());
    if (user.mustChangePassword) return next(passwordChangeRequiredError());
    next(roles.includes(user.role) ? undefined : forbiddenError());
  };
}
