import { z } from "./zod";
import type { HollandType } from "../content/types";
import type { OutcomeNoteDto } from "./outcomes";

/** GET /api/career-paths?lang=es|en */
export const careerPathsQuerySchema = z.object({ lang: z.enum(["es", "en"]).optional() });

/**
 * One node of a career track in the requested language. Premium accounts get every level; free
 * accounts get levels 1-2 only, and each level-2 node tells how many children were cut off
 * (`lockedChildren`). No node carries pay or growth figures (DECISIONS 36).
 */
export interface CareerPathNodeDto {
  id: string;
  title: string;
  level: 1 | 2 | 3 | 4;
  hollandTypes: HollandType[];
  description: string;
  requirements: string[];
  lockedChildren?: number;
  children: CareerPathNodeDto[];
}

export interface CareerTrackDto {
  id: string;
  name: string;
  primaryType: HollandType;
  color: string;
  /** Twemoji file key: the picture is served at /activities/{icon}.svg */
  icon: string;
  root: CareerPathNodeDto;
}

export interface CareerPathsResponse {
  /** Premium (owns at least one paid report): full trees, levels 1 to 4. */
  premium: boolean;
  /** The Holland code of the user's latest assessment, if any. */
  userCode: string | null;
  /**
   * Pay and employment in the country of the user's latest assessment (DECISIONS 36): the steps
   * carry no figures, so the explorer says what that country publishes and where. Null without a test.
   */
  outcomes: OutcomeNoteDto | null;
  tracks: CareerTrackDto[];
}

/** Deepest level a free account sees. */
export const FREE_MAX_LEVEL = 2;
