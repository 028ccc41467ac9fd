import { unsolicitedLimit } from "../emails/email.service";
import type { IncomingMessage } from "node:http";
import { Router, type RequestHandler } from "express";
import { z } from "zod";
import {
  assessmentIdSchema,
  submitAssessmentSchema,
  type SubmitAssessmentInput,
  type SubmitAssessmentResponse,
} from "@shared/validators/assessment";
import type { NewAssessment } from "@shared/schema/index";
import { tooManyRequestsError } from "../../lib/errors";
import type { AppDeps } from "../../deps";
import { requestLang } from "../../lib/lang";
import { hashedKey } from "../../lib/rate-limit";
import { parse } from "../../lib/validate";
import type { FastLane } from "../../lib/fast-lane";
import { assessmentNotFoundError, classFullError } from "./assessment.errors";
import type { ClassSeat } from "./assessment.repository";
import { claimSecretFor, holdsFromRequest, isOwnerOrHolder } from "./claim-secret.service";
import { SESSION_COOKIE } from "../auth/sessions.service";
import { QUESTION_SETS_DTO } from "./question-bank.model";

const QUESTIONS_BODY = JSON.stringify(QUESTION_SETS_DTO);
/**
 * The results email and the guardian's notice: at most this many a day to one address (and, with
 * the welcome email, `UNSOLICITED_EMAILS_PER_HOUR` an hour to all addresses together).
 */
export const EMAILS_PER_RECIPIENT_PER_DAY = 3;
const DAY = 24 * 60 * 60;
/** Built once: a zod schema costs more to build than to use. */
const idParamsSchema = z.object({ id: z.string() });
const DETAIL_VARY = "Authorization, Cookie, X-Claim-Secret";
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/** Whether the request names a session (Bearer token or session cookie), without parsing its cookies. */
const carriesSession = (req: IncomingMessage) =>
  req.headers.authorization !== undefined || SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? "");

/** Whether GET /api/assessment/:id is the anonymous read (a well-formed id, no session). */
const isAnonymousRead = (req: IncomingMessage, id: string) =>
  !carriesSession(req) && assessmentIdSchema.safeParse(id).success;

/**
 * GET /api/assessment/:id for a viewer without a session, the results page's read: mounted on the
 * app before the API's JSON body, cookie and session middleware and its routers, none of which it
 * needs (a GET has no body; no session means the person shows only to the holder of the claim
 * secret). A request with a session, or a path that is no assessment id, goes on to the API router.
 * The answer is the API route's, header for header.
 */
export function anonymousAssessmentRead({ config, assessments }: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const { id } = idParamsSchema.parse(req.params);
    if (!isAnonymousRead(req, id)) return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Vary", DETAIL_VARY);
    const json = await assessments.detailJson(id, requestLang(req), (assessment) =>
      holdsFromRequest(config.sessionSecret, req, assessment),
    );
    res.type("application/json").send(json);
  };
}

/**
 * POST /api/assessment/submit: stores the test once per submission id (201, or 200 for a repeat),
 * sends the taker the link back to the results and, below the consent age, tells the guardian.
 */
function submitHandler(deps: AppDeps): RequestHandler {
  const { rateLimits, config, assessments, emails, schools } = deps;
  return async (req, res) => {
    const counter = { key: `submit:ip:${req.ip}`, limit: config.submitsPerAddress, windowSeconds: 10 * 60 };
    let input: SubmitAssessmentInput;
    let row: NewAssessment;
    let seat: (ClassSeat & { schoolConsent: boolean }) | undefined;
    try {
      input = parse(req, "body", submitAssessmentSchema);
      // through a class's link: the class's size limits it, not the address (a whole class shares one school network)
      seat = input.classCode ? await schools.seatFor(input.classCode) : undefined;
      row = await assessments.prepareSubmission(input, {
        userId: res.locals.user?.id,
        lang: requestLang(req),
        now: deps.clock(),
        schoolConsent: seat?.schoolConsent,
      });
    } catch (error) {
      // a refused try (an unknown class code too) counts against the address's limit (and past it, the answer is 429)
      await rateLimits.limit(counter.key, counter.limit, counter.windowSeconds);
      throw error;
    }
    // counted and stored in one statement (assessment.repository.ts)
    const stored = seat ? await assessments.insertInClass(row, seat) : await assessments.insertCounted(row, counter);
    if ("refused" in stored) throw seat ? classFullError() : tooManyRequestsError();
    const { id: assessmentId, created } = stored;
    // the roster's "in progress" student is now on it by name
    if (seat && input.classStart) await schools.finishVisit(seat.classId, input.classStart);
    if (created) {
      const language = input.lang ?? requestLang(req);
      // Emails nobody asked for: a few a day per recipient, and a limit per hour for all recipients together.
      const hourly = unsolicitedLimit(config);
      await Promise.all([
        // The taker gets the link back to the results (a practice run is read in the person's account).
        row.practice
          ? undefined
          : emails.enqueueWithinLimit(
              { kind: "results", key: assessmentId, to: row.email, language, payload: { assessmentId } },
              [
                { key: hashedKey("results:to", row.email), limit: EMAILS_PER_RECIPIENT_PER_DAY, windowSeconds: DAY },
                hourly,
              ],
            ),
        // The parent or guardian is told, with the link to review or delete: only the guardian the submission
        // kept (the taker said they are below the consent age and ticked the guardian's permission).
        row.guardianEmail && row.guardianConsentAt
          ? emails.enqueueWithinLimit(
              { kind: "guardian", key: assessmentId, to: row.guardianEmail, language, payload: { assessmentId } },
              [
                {
                  key: hashedKey("guardian:to", row.guardianEmail),
                  limit: EMAILS_PER_RECIPIENT_PER_DAY,
                  windowSeconds: DAY,
                },
                hourly,
              ],
            )
          : undefined,
      ]);
    }
    const body: SubmitAssessmentResponse = {
      assessmentId,
      // a new test's generation is 0; a re-sent submission of a claimed test answers what the browser had
      claimSecret: claimSecretFor(config.sessionSecret, { id: assessmentId, claimGeneration: 0 }),
    };
    res.status(created ? 201 : 200).json(body);
  };
}

const ASSESSMENT_PATH = /^\/api\/assessment\/([^/]+)$/;

/**
 * The test's two busiest routes as fast lanes (lib/fast-lane.ts) for a visitor without a session:
 * the submission, and the results page's read. Signed-in requests take the app's full way.
 */
export function assessmentLanes(deps: AppDeps, api: { json: RequestHandler; csrf: RequestHandler }): FastLane[] {
  return [
    {
      method: "POST",
      route: "/api/assessment/submit",
      match: (path) => (path === "/api/assessment/submit" ? {} : undefined),
      // a JSON body (anything else gets the app's own answer) and no session
      takes: (req) =>
        !carriesSession(req) &&
        /^application\/json\b/i.test(req.headers["content-type"] ?? "") &&
        (req.headers["content-encoding"] ?? "identity") === "identity",
      handlers: [api.json, api.csrf, submitHandler(deps)],
    },
    {
      method: "GET",
      route: "/api/assessment/:id",
      match: (path) => {
        const id = ASSESSMENT_PATH.exec(path)?.[1];
        return id === undefined || id === "questions" ? undefined : { id };
      },
      takes: (req) => {
        const id = ASSESSMENT_PATH.exec((req.url ?? "").split("?")[0]!)?.[1];
        return id !== undefined && isAnonymousRead(req, id);
      },
      handlers: [anonymousAssessmentRead(deps)],
    },
  ];
}

export function assessmentRouter(deps: AppDeps): Router {
  const { config, assessments } = deps;
  const router = Router();

  router.get("/assessment/questions", (_req, res) => {
    // Served from memory; the service worker keeps a copy so the test works offline.
    res.set("Cache-Control", "no-cache");
    res.type("application/json").send(QUESTIONS_BODY);
  });

  router.post("/assessment/submit", submitHandler(deps));

  router.get("/assessment/:id", async (req, res) => {
    const params = idParamsSchema.parse(req.params);
    if (!assessmentIdSchema.safeParse(params.id).success) throw assessmentNotFoundError();
    res.setHeader("Vary", DETAIL_VARY);
    const json = await assessments.detailJson(params.id, requestLang(req), (assessment) =>
      isOwnerOrHolder(config.sessionSecret, req, res, assessment),
    );
    res.type("application/json").send(json);
  });

  return router;
}
