import { Router, type Response } from "express";
import type { User } from "@shared/schema/index";
import { deleteAccountSchema } from "@shared/validators/auth";
import { assessmentIdSchema } from "@shared/validators/assessment";
import type { AppDeps } from "../../deps";
import { createError } from "../../lib/errors";
import { parse } from "../../lib/validate";
import { assessmentNotFoundError } from "../assessment/assessment.errors";
import { isOwnerOrHolder } from "../assessment/claim-secret.service";
import { wrongPasswordError } from "../auth/auth.errors";
import { verifyPassword } from "../auth/passwords.service";
import { clearSessionCookie, requireUser } from "../auth/sessions.service";

export const adminNotDeletableError = createError(403, "privacy.admin_not_deletable", "privacy.adminNotDeletable");
export const notHolderError = createError(403, "privacy.not_holder", "privacy.notHolder");

const userOf = (res: Response) => res.locals.user as User;

/** Seeing, exporting and deleting one's data. */
export function privacyRouter({ rateLimits, config, privacy, assessments }: AppDeps): Router {
  const router = Router();

  router.get("/user/export", requireUser, async (_req, res) => {
    const data = await privacy.exportAccount(userOf(res));
    res.setHeader("Content-Disposition", 'attachment; filename="queestudiar-mis-datos.json"');
    res.json(data);
  });

  /** Deletes the account, confirmed with its password. */
  router.delete("/user/account", requireUser, async (req, res) => {
    const user = userOf(res);
    await rateLimits.limit(`delete-account:user:${user.id}`, 5, 15 * 60);
    const input = parse(req, "body", deleteAccountSchema);
    if (!(await verifyPassword(user.passwordHash, input.password))) throw wrongPasswordError();
    if (user.role === "admin") throw adminNotDeletableError();
    await privacy.deleteAccount(user);
    clearSessionCookie(req, res);
    res.json({ deleted: true });
  });

  /** The person who took the test (its claim secret, from this browser or the email's link) or its owner deletes it. */
  router.delete("/assessment/:id", async (req, res) => {
    const id = req.params.id;
    if (!id || !assessmentIdSchema.safeParse(id).success) throw assessmentNotFoundError();
    await rateLimits.limit(`delete-assessment:ip:${req.ip}`, 30, 15 * 60);
    const assessment = await assessments.findById(id);
    if (!assessment) throw assessmentNotFoundError();
    if (!isOwnerOrHolder(config.sessionSecret, req, res, assessment)) throw notHolderError();
    await privacy.eraseAssessment(id);
    res.json({ deleted: true });
  });

  return router;
}
