import { Router } from "express";
import type { User } from "@shared/schema/index";
import { careerPathsQuerySchema } from "@shared/validators/career-paths";
import type { AppDeps } from "../../deps";
import { parse } from "../../lib/validate";
import { requireUser } from "../auth/sessions.service";

export function careerPathsRouter({ careerPaths }: AppDeps): Router {
  const router = Router();

  /** The career-path explorer (signed in only): full trees for Premium, levels 1-2 for free accounts. */
  router.get("/career-paths", requireUser, async (req, res) => {
    const { lang = "es" } = parse(req, "query", careerPathsQuerySchema);
    res.json(await careerPaths.forUser(res.locals.user as User, lang));
  });

  return router;
}
