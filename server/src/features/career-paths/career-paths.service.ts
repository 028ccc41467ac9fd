import { and, desc, eq } from "drizzle-orm";
import { CAREER_TRACKS } from "@shared/content/career-paths";
import { assessments, type User } from "@shared/schema/index";
import type { CountryCode } from "@shared/i18n/countries";
import type { Lang } from "@shared/i18n/lang";
import type { CareerPathsResponse } from "@shared/validators/career-paths";
import type { Db } from "../../db/client";
import { outcomeNote } from "../careers/outcomes.model";
import { toTrackDtos } from "./career-paths.model";

/** The explorer's data for one signed-in user: Premium (one paid report) decides the depth. */
export async function getCareerPaths({ db }: { db: Db }, user: User, lang: Lang): Promise<CareerPathsResponse> {
  const [paid] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.userId, user.id), eq(assessments.isPaid, true)))
    .limit(1);
  const [latest] = await db
    .select({ hollandCode: assessments.hollandCode, country: assessments.country })
    .from(assessments)
    .where(eq(assessments.userId, user.id))
    .orderBy(desc(assessments.completedAt), desc(assessments.createdAt))
    .limit(1);
  const premium = paid !== undefined;
  return {
    premium,
    userCode: latest?.hollandCode ?? null,
    // the steps carry no figures: a reader in the United States is sent to the BLS portal, anyone else is told what the country publishes
    outcomes: latest ? outcomeNote(latest.country as CountryCode, lang, latest.country === "US") : null,
    tracks: toTrackDtos(CAREER_TRACKS, lang, premium),
  };
}
