import { CAREER_TRACKS } from "@shared/content/career-paths";
import type { User } from "@shared/schema/index";
import type { Lang } from "@shared/i18n/lang";
import type { CareerPathsResponse } from "@shared/validators/career-paths";
import type { AssessmentService } from "../assessment/assessment.service";
import { toTrackDtos } from "./career-paths.model";

export interface CareerPathsServiceDeps {
  /** The assessments feature: whether the person paid for a report, and their latest profile. */
  assessments: Pick<AssessmentService, "premiumAndLatestCodeOf">;
}

export function createCareerPathsService({ assessments }: CareerPathsServiceDeps) {
  return {
    /** The explorer's data for one signed-in user: Premium (one paid report) decides the depth. */
    async forUser(user: User, lang: Lang): Promise<CareerPathsResponse> {
      const { premium, latestCode } = await assessments.premiumAndLatestCodeOf(user.id);
      return { premium, userCode: latestCode, tracks: toTrackDtos(CAREER_TRACKS, lang, premium) };
    },
  };
}
export type CareerPathsService = ReturnType<typeof createCareerPathsService>;
