import { Router } from "express";
import { z } from "zod";
import type { User } from "@shared/schema/index";
import type { AppDeps } from "../../deps";
import { parse } from "../../lib/validate";
import { requireUser } from "../auth/sessions.service";

const backdateSchema = z.object({ days: z.number().int().min(1).max(3650) });

/**
 * Hooks for the browser tests, mounted only with TEST_HOOKS=on (which the configuration refuses in
 * production): they move the server's side of time for the signed-in user's own data.
 */
export function testHooksRouter({ assessments }: AppDeps): Router {
  const router = Router();

  /** Makes the signed-in user's tests `days` older, as if taken that long ago. */
  router.post("/test-hooks/backdate-assessments", requireUser, async (req, res) => {
    const { days } = parse(req, "body", backdateSchema);
    const moved = await assessments.backdate((res.locals.user as User).id, days);
    res.json({ moved });
  });

  return router;
}
