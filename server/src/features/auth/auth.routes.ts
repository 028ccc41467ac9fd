import { paths } from "@shared/routes";
import { Router, type Request, type Response } from "express";
import {
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from "@shared/validators/auth";
import { translate } from "@shared/i18n/catalog";
import type { User } from "@shared/schema/index";
import type { AppDeps } from "../../deps";
import { requestLang } from "../../lib/lang";
import { hashedKey } from "../../lib/rate-limit";
import { parse } from "../../lib/validate";
import { unsolicitedLimit } from "../emails/email.service";
import { clearSessionCookie, requireSignedIn, setSessionCookie } from "./sessions.service";

/** Emails one recipient may be sent by the sign-up and recovery forms. */
const WELCOME_PER_RECIPIENT_PER_DAY = 2;
const RESETS_PER_RECIPIENT_PER_HOUR = 3;
/** Verification links one account may ask for again (or for a new address), and one address may be sent. */
const VERIFY_RESENDS_PER_ACCOUNT_PER_HOUR = 3;
const VERIFY_EMAILS_PER_RECIPIENT_PER_DAY = 5;

export function authRouter(deps: AppDeps): Router {
  const { rateLimits, config } = deps;
  const router = Router();
  const { sessions: store, auth, loginThrottle: throttle, emailVerification } = deps;
  const address = (req: Request) => req.ip ?? "unknown";

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
    await rateLimits.limit(`register:ip:${address(req)}`, 10, 60 * 60);
    const input = parse(req, "body", registerSchema);
    // The account is created either way; a recipient flooded with sign-ups gets no more welcome emails, and
    // past the hourly limit on emails nobody asked for (all recipients together) nobody gets one.
    const hourly = unsolicitedLimit(config);
    const welcome =
      (await rateLimits.allow(hashedKey("welcome:to", input.email), WELCOME_PER_RECIPIENT_PER_DAY, 24 * 60 * 60)) &&
      (await rateLimits.allow(hourly.key, hourly.limit, hourly.windowSeconds));
    const user = await auth.register(input, requestLang(req), { welcome });
    res.status(201);
    await signIn(req, res, user);
  });

  router.post("/auth/login", async (req, res) => {
    await rateLimits.limit(`login:ip:${address(req)}`, 20, 15 * 60);
    const input = parse(req, "body", loginSchema);
    // Failures count per account and address together: nobody else's failures keep the owner out.
    await throttle.check(input.email, address(req));
    let user: User;
    try {
      user = await auth.login(input);
    } catch (error) {
      await throttle.recordFailure(input.email, address(req));
      throw error;
    }
    await throttle.recordSuccess(input.email, address(req));
    await signIn(req, res, user);
  });

  /** Always the same answer, whether an account has that email or not. */
  router.post("/auth/forgot-password", async (req, res) => {
    await rateLimits.limit(`forgot:ip:${address(req)}`, 5, 15 * 60);
    const input = parse(req, "body", forgotPasswordSchema);
    const lang = requestLang(req);
    if (await rateLimits.allow(hashedKey("forgot:to", input.email), RESETS_PER_RECIPIENT_PER_HOUR, 60 * 60)) {
      await auth.requestPasswordReset(input.email, lang);
    }
    res.status(202).json({ message: translate(lang, "privacy.forgotSent") });
  });

  /** Sets the new password from an emailed link, ends every session of the account, and signs this browser in. */
  router.post("/auth/reset-password", async (req, res) => {
    await rateLimits.limit(`reset:ip:${address(req)}`, 10, 15 * 60);
    const input = parse(req, "body", resetPasswordSchema);
    const user = await auth.resetPassword(input.token, input.password);
    await signIn(req, res, user);
  });

  /** The signed-in user's new password (also the way out of a temporary one); other sessions end. */
  router.post("/auth/change-password", requireSignedIn, async (req, res) => {
    const current = res.locals.user as User;
    await rateLimits.limit(`change-password:user:${current.id}`, 10, 15 * 60);
    const input = parse(req, "body", changePasswordSchema);
    const user = await auth.changePassword(
      current,
      input.currentPassword,
      input.newPassword,
      res.locals.sessionToken as string | undefined,
    );
    res.json({ user: await auth.toDto(user) });
  });

  /** Opens an emailed verification link: the address is proven (an email change takes effect). No session needed. */
  router.post("/auth/verify-email", async (req, res) => {
    // a forged link fails its signature check at no cost; the limit only keeps floods off the database
    await rateLimits.limit(`verify-email:ip:${address(req)}`, 60, 15 * 60);
    const input = parse(req, "body", verifyEmailSchema);
    const user = await emailVerification.verify(input.token);
    res.json({ email: user.email, message: translate(requestLang(req), "verify.done") });
  });

  /** A new link to the signed-in account's unproven email. */
  router.post("/auth/resend-verification", requireSignedIn, async (req, res) => {
    const user = res.locals.user as User;
    await rateLimits.limit(`verify-resend:user:${user.id}`, VERIFY_RESENDS_PER_ACCOUNT_PER_HOUR, 60 * 60);
    await rateLimits.limit(hashedKey("verify:to", user.email), VERIFY_EMAILS_PER_RECIPIENT_PER_DAY, 24 * 60 * 60);
    // an address typed into an account is not proven: its mail counts with the other emails nobody asked for
    const hourly = unsolicitedLimit(config);
    await rateLimits.limit(hourly.key, hourly.limit, hourly.windowSeconds);
    const lang = requestLang(req);
    await emailVerification.resend(user, lang);
    res.status(202).json({ message: translate(lang, "verify.sent", { email: user.email }) });
  });

  /** Moves the account to another address once the link sent there is opened; the password confirms it. */
  router.post("/auth/change-email", requireSignedIn, async (req, res) => {
    const user = res.locals.user as User;
    await rateLimits.limit(`verify-resend:user:${user.id}`, VERIFY_RESENDS_PER_ACCOUNT_PER_HOUR, 60 * 60);
    const input = parse(req, "body", changeEmailSchema);
    await rateLimits.limit(hashedKey("verify:to", input.email), VERIFY_EMAILS_PER_RECIPIENT_PER_DAY, 24 * 60 * 60);
    const hourly = unsolicitedLimit(config);
    await rateLimits.limit(hourly.key, hourly.limit, hourly.windowSeconds);
    const lang = requestLang(req);
    await emailVerification.requestChange(user, input, lang);
    res.status(202).json({ message: translate(lang, "verify.changeSent", { email: input.email.toLowerCase() }) });
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
    res.redirect(303, paths.home);
  });

  const me = async (_req: Request, res: Response) => {
    res.json(await auth.toDto(res.locals.user as User));
  };
  router.get("/auth/user", requireSignedIn, me);
  router.get("/auth/me", requireSignedIn, me);

  return router;
}
