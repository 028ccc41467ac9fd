import { Router, type Request } from "express";
import type { User } from "@shared/schema/index";
import { pageQuerySchema } from "@shared/validators/pagination";
import {
  adminCreateCounsellorSchema,
  classIdParamsSchema,
  counsellorDecisionParamsSchema,
  counsellorListQuerySchema,
  counsellorSignUpSchema,
  createClassSchema,
  joinCodeParamsSchema,
  updateClassSchema,
} from "@shared/validators/schools";
import type { AppDeps } from "../../deps";
import { requestLang } from "../../lib/lang";
import { hashedKey } from "../../lib/rate-limit";
import { parse } from "../../lib/validate";
import { unsolicitedLimit } from "../emails/email.service";
import { requireRole, setSessionCookie } from "../auth/sessions.service";
import { classNotFoundError } from "./schools.errors";

/** Sign-ups one address may send an hour (as the general registration). */
const SIGN_UPS_PER_ADDRESS_PER_HOUR = 10;
/** Unknown class codes one address may try in 10 minutes (a code found never counts: a whole class shares an address). */
const CODE_MISSES_PER_ADDRESS = 30;
const WELCOME_PER_RECIPIENT_PER_DAY = 2;

export function schoolsRouter({ rateLimits, config, schools, sessions, auth }: AppDeps): Router {
  const router = Router();
  const address = (req: Request) => req.ip ?? "unknown";
  const userOf = (res: { locals: Record<string, unknown> }) => res.locals.user as User;

  /** A counsellor signs up (pending until the admin approves) and this browser is signed in. */
  router.post("/schools/counsellors", async (req, res) => {
    await rateLimits.limit(`register:ip:${address(req)}`, SIGN_UPS_PER_ADDRESS_PER_HOUR, 60 * 60);
    const input = parse(req, "body", counsellorSignUpSchema);
    const hourly = unsolicitedLimit(config);
    const welcome =
      (await rateLimits.allow(hashedKey("welcome:to", input.email), WELCOME_PER_RECIPIENT_PER_DAY, 24 * 60 * 60)) &&
      (await rateLimits.allow(hourly.key, hourly.limit, hourly.windowSeconds));
    const user = await schools.signUp(input, requestLang(req), { welcome });
    const previous = res.locals.sessionToken as string | undefined;
    if (previous) await sessions.destroy(previous);
    const { token } = await sessions.create({ userId: user.id, referralId: res.locals.session?.referralId ?? null });
    setSessionCookie(req, res, token);
    res.status(201).json({ token, user: await auth.toDto(user) });
  });

  /** What a student sees on opening a class's link; only unknown codes count against the address. */
  router.get("/schools/join/:code", async (req, res) => {
    const { code } = parse(req, "params", joinCodeParamsSchema);
    try {
      res.json(await schools.joinInfo(code));
    } catch (error) {
      await rateLimits.limit(`join-miss:ip:${address(req)}`, CODE_MISSES_PER_ADDRESS, 10 * 60);
      throw error;
    }
  });

  router.use("/schools/me", requireRole("counsellor"));
  router.use("/schools/classes", requireRole("counsellor"));

  router.get("/schools/me", async (_req, res) => {
    res.json(await schools.me(userOf(res)));
  });

  router.get("/schools/classes", async (_req, res) => {
    res.json(await schools.classesOf(userOf(res)));
  });

  router.post("/schools/classes", async (req, res) => {
    const user = userOf(res);
    await rateLimits.limit(`class-create:user:${user.id}`, 60, 60 * 60);
    const input = parse(req, "body", createClassSchema);
    res.status(201).json(await schools.createClass(user, input));
  });

  router.patch("/schools/classes/:id", async (req, res) => {
    const parsed = classIdParamsSchema.safeParse(req.params);
    if (!parsed.success) throw classNotFoundError();
    const input = parse(req, "body", updateClassSchema);
    res.json(await schools.updateClass(userOf(res), parsed.data.id, input));
  });

  router.get("/schools/classes/:id/roster", async (req, res) => {
    const parsed = classIdParamsSchema.safeParse(req.params);
    if (!parsed.success) throw classNotFoundError();
    res.json(await schools.rosterOf(userOf(res), parsed.data.id));
  });

  // The admin's "Colegios" / "Schools" tab.
  router.use("/admin/schools", requireRole("admin"));

  router.get("/admin/schools/counsellors", async (req, res) => {
    const { status } = parse(req, "query", counsellorListQuerySchema);
    const page = parse(req, "query", pageQuerySchema);
    res.json(await schools.list(status, page));
  });

  router.post("/admin/schools/counsellors", async (req, res) => {
    const input = parse(req, "body", adminCreateCounsellorSchema);
    res.status(201).json(await schools.adminCreate(input, requestLang(req)));
  });

  router.post("/admin/schools/counsellors/:id/:decision", async (req, res) => {
    const { id, decision } = parse(req, "params", counsellorDecisionParamsSchema);
    res.json(await schools.decide(id, decision));
  });

  return router;
}
