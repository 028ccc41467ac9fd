import { Router, type Request, type Response } from "express";
import { loginSchema, registerSchema } from "@shared/validators/auth";
import type { User } from "@shared/schema/index";
import type { AppDeps } from "../../app";
import { requestLang } from "../../lib/lang";
import { rateLimit } from "../../lib/rate-limit";
import { parse } from "../../lib/validate";
import { createAuthService } from "./auth.service";
import { clearSessionCookie, createSessionStore, requireUser, setSessionCookie, type SessionStore } from "./sessions";

export function authRouter({ db }: AppDeps, store: SessionStore = createSessionStore({ db })): Router {
  const router = Router();
  const auth = createAuthService({ db });

  /** Signs the browser in: the visitor's session (and its referral) becomes the user's. */
  const signIn = async (req: Request, res: Response, user: User) => {
    const previous = res.locals.sessionToken as string | undefined;
    const referralId = res.locals.session?.referralId ?? null;
    if (previous) await store.destroy(previous);
    const { token } = await store.create({ userId: user.id, referralId });
    setSessionCookie(req, res, token);
    res.json({ token, user: await auth.toDto(user) });
  };

  router.post("/auth/register", async (req, res) => {
    await rateLimit(db, `register:ip:${req.ip}`, 10, 60 * 60);
    const input = parse(req, "body", registerSchema);
    const user = await auth.register(input, requestLang(req));
    res.status(201);
    await signIn(req, res, user);
  });

  router.post("/auth/login", async (req, res) => {
    await rateLimit(db, `login:ip:${req.ip}`, 20, 15 * 60);
    const input = parse(req, "body", loginSchema);
    await rateLimit(db, `login:account:${input.email.toLowerCase()}`, 8, 15 * 60);
    const user = await auth.login(input);
    await signIn(req, res, user);
  });

  router.post("/auth/logout", async (req, res) => {
    const token = res.locals.sessionToken as string | undefined;
    if (token) await store.destroy(token);
    clearSessionCookie(req, res);
    res.json({ success: true });
  });

  // Browser navigation: ends the session and goes home. Only a navigation from our own pages (or
  // one the person typed) does: the SameSite=Lax cookie rides along on a link from another site too,
  // and such a link must not sign anyone out (Sec-Fetch-Site; a browser without it is trusted).
  router.get("/logout", async (req, res) => {
    const site = req.get("sec-fetch-site");
    if (site === undefined || site === "same-origin" || site === "none") {
      const token = res.locals.sessionToken as string | undefined;
      if (token) await store.destroy(token);
      clearSessionCookie(req, res);
    }
    res.redirect(303, "/");
  });

  const me = async (_req: Request, res: Response) => {
    res.json(await auth.toDto(res.locals.user as User));
  };
  router.get("/auth/user", requireUser, me);
  router.get("/auth/me", requireUser, me);

  return router;
}
