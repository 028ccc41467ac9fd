import { z } from "./zod";
import type { CompareOutcomesDto } from "./outcomes";

/** GET /api/assessment/{id}/compare?careers=a,b,c: two or three careers of the person's ranked list. */
export const compareQuerySchema = z.object({
  careers: z
    .string()
    .max(400)
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+){1,2}$/, "compare.pickTwo")
    .optional(),
  lang: z.enum(["es", "en"]).optional(),
});

export interface CompareCareerDto {
  id: string;
  name: string;
  /** University degree, technical program, postgraduate route… for this person's stage. */
  kind: string;
  duration: string;
  /**
   * Where the reader's country enters the career only after university study (the United States' law,
   * medicine): what comes first and what the length counts, as the report's card says it.
   */
  durationNote?: string;
  subjects: string[];
  /** In the reader's country (or abroad), with the official registry to find every option. */
  where: {
    place: string;
    /**
     * `website` is the program's or the institution's official page when `official`; otherwise the page the
     * program was read on (a news report), which the view labels as the source.
     */
    institutions: { name: string; city: string; website: string; official: boolean }[];
    registry: { name: string; url: string } | null;
  };
  band: string;
  reason: string;
  /** Cost where published, pay, employment and outlook: each with its source, or "Sin datos". */
  outcomes: CompareOutcomesDto;
}

export interface CompareDto {
  /** The careers of the person's ranked list that may be compared. */
  candidates: { id: string; name: string }[];
  careers: CompareCareerDto[];
}
