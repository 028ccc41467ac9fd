import { z } from "./zod";

/** The JSON error every endpoint answers with on a 4xx or 5xx. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
