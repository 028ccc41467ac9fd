import { CAREER_TRACKS } from "@shared/content/career-paths";
import { forReader } from "@shared/i18n/spain";
import type { User } from "@shared/schema/index";
import type { CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import type { CareerPathsResponse } from "@shared/validators/career-paths";
import type { AssessmentService } from "../assessment/assessment.service";
import { outcomeNote } from "../careers/outcomes.model";
import { toTrackDtos } from "./career-paths.model";

export interface CareerPathsServiceDeps {
  /** The assessments feature: whether the person paid for a report, and their latest test's profile and country. */
  assessments: Pick<AssessmentService, "premiumAndLatestOf">;
}

export function createCareerPathsService({ assessments }: CareerPathsServiceDeps) {
  return {
    /** The explorer's data for one signed-in user: Premium (one paid report) decides the depth. */
    async forUser(user: User, lang: Lang): Promise<CareerPathsResponse> {
      const { premium, latest } = await assessments.premiumAndLatestOf(user.id);
      return {
        premium,
        userCode: latest?.hollandCode ?? null,
        // the steps carry no figures: a reader in the United States is sent to the BLS portal, anyone else is told what the country publishes
        outcomes: latest ? outcomeNote(latest.country as CountryCode, lang, latest.country === "US") : null,
        // in the words of the country of the latest test, as the report and the results read (a reader in Spain: "Grado universitario")
        tracks: toTrackDtos(CAREER_TRACKS, lang, premium, (text) => forReader(text, lang, latest?.country ?? "OTHER")),
      };
    },
  };
}
export type CareerPathsService = ReturnType<typeof createCareerPathsService>;
