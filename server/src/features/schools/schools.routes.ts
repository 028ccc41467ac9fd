import { Router, type Request, type Response } from "express";
import type { Assessment, User } from "@shared/schema/index";
import { pageQuerySchema } from "@shared/validators/pagination";
import {
  adminCreateCounsellorSchema,
  classIdParamsSchema,
  classVisitSchema,
  counsellorDecisionParamsSchema,
  counsellorListQuerySchema,
  counsellorSignUpSchema,
  createClassSchema,
  classStudentParamsSchema,
  joinCodeParamsSchema,
  membershipUpdateSchema,
  updateClassSchema,
} from "@shared/validators/schools";
import { translate } from "@shared/i18n/catalog";
import { reportFilename } from "../reports/reports.service";
import type { AppDeps } from "../../deps";
import { requestLang } from "../../lib/lang";
import { whileClientWaits } from "../../lib/client-gone";
import { hashedKey } from "../../lib/rate-limit";
import { parse } from "../../lib/validate";
import { unsolicitedLimit } from "../emails/email.service";
import { requireRole, setSessionCookie } from "../auth/sessions.service";
import { assessmentIdSchema } from "@shared/validators/assessment";
import { isOwnerOrHolder } from "../assessment/claim-secret.service";
import { assessmentNotFoundError } from "../assessment/assessment.errors";
import { classNotFoundError, notInClassError, notYourTestError, studentNotFoundError } from "./schools.errors";
import {
  buyPackSchema,
  classStudentKeyParamsSchema,
  packFinalizeSchema,
  packQuoteQuerySchema,
} from "@shared/validators/report-packs";

/** Sign-ups one address may send an hour (as the general registration). */
const SIGN_UPS_PER_ADDRESS_PER_HOUR = 10;
/** Unknown class codes one address may try in 10 minutes (a code found never counts: a whole class shares an address). */
const CODE_MISSES_PER_ADDRESS = 30;
const WELCOME_PER_RECIPIENT_PER_DAY = 2;

export function schoolsRouter({
  rateLimits,
  config,
  schools,
  sessions,
  auth,
  assessments,
  reports,
  reportPacks,
  clock,
}: AppDeps): Router {
  const router = Router();
  const address = (req: Request) => req.ip ?? "unknown";
  const userOf = (res: { locals: Record<string, unknown> }) => res.locals.user as User;
  const classIdOf = (req: Request) => {
    const parsed = classIdParamsSchema.safeParse(req.params);
    if (!parsed.success) throw classNotFoundError();
    return parsed.data.id;
  };
  /** The test in the path, which must be the caller's (its owner, or the browser holding its claim secret). */
  const ownTest = async (req: Request, res: Response): Promise<Assessment> => {
    const id = String(req.params.assessmentId ?? "");
    if (!id || !assessmentIdSchema.safeParse(id).success) throw assessmentNotFoundError();
    const assessment = await assessments.findById(id);
    if (!assessment) throw assessmentNotFoundError();
    if (!isOwnerOrHolder(config.sessionSecret, req, res, assessment)) throw notYourTestError();
    return assessment;
  };

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

  /** A browser opened a class's link or started its test: the roster's "joined" and "in progress". */
  router.post("/schools/join/:code/visit", async (req, res) => {
    const { code } = parse(req, "params", joinCodeParamsSchema);
    const input = parse(req, "body", classVisitSchema);
    try {
      await schools.visit(code, input);
    } catch (error) {
      await rateLimits.limit(`join-miss:ip:${address(req)}`, CODE_MISSES_PER_ADDRESS, 10 * 60);
      throw error;
    }
    res.status(204).end();
  });

  /**
   * The class the student's own test is in, or null (their results page shows it, with the way to
   * leave; null rather than 404, since most tests are in no class and the page asks for each).
   */
  router.get("/schools/membership/:assessmentId", async (req, res) => {
    const assessment = await ownTest(req, res);
    res.json((await schools.membership(assessment)) ?? null);
  });

  /** The student lets the class's counsellor read their full report, or stops (DECISIONS 38). */
  router.patch("/schools/membership/:assessmentId", async (req, res) => {
    await rateLimits.limit(`class-share:ip:${address(req)}`, 600, 10 * 60);
    const input = parse(req, "body", membershipUpdateSchema);
    const assessment = await ownTest(req, res);
    const at = input.counsellorMayRead ? (assessment.counsellorMayReadAt ?? clock()) : null;
    if (!(await assessments.setCounsellorMayRead(assessment.id, at))) throw notInClassError();
    res.json(await schools.membership({ classId: assessment.classId, counsellorMayReadAt: at }));
  });

  /** The student leaves the class: the counsellor no longer sees their test (DECISIONS 38). */
  router.delete("/schools/membership/:assessmentId", async (req, res) => {
    // a whole class may leave from one school network address
    await rateLimits.limit(`class-leave:ip:${address(req)}`, 600, 10 * 60);
    const assessment = await ownTest(req, res);
    if (!(await assessments.leaveClass(assessment.id))) throw notInClassError();
    res.json({ left: true });
  });

  /** The volume prices of report packs (the schools page shows them). */
  router.get("/schools/packs/prices", async (_req, res) => {
    res.json(await reportPacks.prices());
  });

  router.use("/schools/packs", requireRole("counsellor"));

  router.get("/schools/packs", async (_req, res) => {
    res.json(await reportPacks.list(userOf(res)));
  });

  router.get("/schools/packs/quote", async (req, res) => {
    const { quantity } = parse(req, "query", packQuoteQuerySchema);
    res.json(await reportPacks.quote(quantity));
  });

  /** An approved counsellor buys a pack of reports: the answer says where the browser goes to pay. */
  router.post("/schools/packs", async (req, res) => {
    const user = userOf(res);
    await rateLimits.limit(`pack-buy:user:${user.id}`, 20, 60 * 60);
    const input = parse(req, "body", buyPackSchema);
    res.json(await reportPacks.buy(user, input, input.lang ?? requestLang(req)));
  });

  /** Back from PayPal: the order the counsellor approved is captured and the pack paid (idempotent). */
  router.post("/schools/packs/finalize", async (req, res) => {
    const user = userOf(res);
    await rateLimits.limit(`pack-finalize:user:${user.id}`, 60, 15 * 60);
    const { orderId } = parse(req, "body", packFinalizeSchema);
    res.json(await reportPacks.finalize(user, orderId, requestLang(req)));
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
    const id = classIdOf(req);
    const input = parse(req, "body", updateClassSchema);
    res.json(await schools.updateClass(userOf(res), id, input));
  });

  router.get("/schools/classes/:id/roster", async (req, res) => {
    res.json(await schools.rosterOf(userOf(res), classIdOf(req)));
  });

  router.get("/schools/classes/:id/dashboard", async (req, res) => {
    res.json(await schools.dashboardOf(userOf(res), classIdOf(req)));
  });

  router.get("/schools/classes/:id/export.csv", async (req, res) => {
    const { fileName, csv } = await schools.rosterCsv(userOf(res), classIdOf(req), requestLang(req));
    res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
    res.type("text/csv; charset=utf-8").send(csv);
  });

  router.get("/schools/classes/:id/report.pdf", async (req, res) => {
    const user = userOf(res);
    await rateLimits.limit(`class-report:user:${user.id}`, 30, 10 * 60);
    const { fileName, pdf } = await schools.groupReport(user, classIdOf(req), requestLang(req));
    res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
    res.type("application/pdf").send(pdf);
  });

  /** A student's full report, for their class's counsellor when the student shared it and it is unlocked. */
  router.get("/schools/classes/:id/students/:assessmentId/report.pdf", async (req, res) => {
    const user = userOf(res);
    await rateLimits.limit(`class-report:user:${user.id}`, 30, 10 * 60);
    const params = classStudentParamsSchema.safeParse(req.params);
    if (!params.success) throw classNotFoundError();
    const assessment = await schools.sharedReportOf(user, params.data.id, params.data.assessmentId);
    const lang = requestLang(req);
    const pdf = await whileClientWaits(res, (signal) => reports.renderFor(assessment, lang, signal));
    if (!pdf) return;
    const filename = reportFilename(translate(lang, "pdf.filename"), assessment.fullName);
    res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
    res.setHeader("Cache-Control", "private, no-store");
    res.type("application/pdf").send(pdf);
  });

  /** The counsellor unlocks a student's report with one report of their packs (the student gets it by email). */
  router.post("/schools/classes/:id/students/:key/unlock", async (req, res) => {
    const user = userOf(res);
    await rateLimits.limit(`pack-unlock:user:${user.id}`, 600, 10 * 60);
    const params = classStudentKeyParamsSchema.safeParse(req.params);
    if (!params.success) throw studentNotFoundError();
    res.json(await reportPacks.unlock(user, params.data.id, params.data.key));
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
