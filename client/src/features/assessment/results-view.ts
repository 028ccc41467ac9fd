import { HOLLAND_TYPES } from "@shared/content/types";
import type { AssessmentDetailDto } from "@shared/validators/assessment";

/**
 * What the results page shows of an assessment: the paid report (to its owner), every type in rank order; the preview, the
 * first two types, then the locked ones in hexagon order (their rank, the code's third letter, stays hidden too).
 */
export function resultsView(data: AssessmentDetailDto) {
  // a paid test's report only for its owner or the browser that took it; anyone else sees the preview
  const paid = data.isPaid && data.fullReport;
  const visible = paid ? data.ranking : data.ranking.slice(0, 2);
  const listed = paid ? data.ranking : [...visible, ...HOLLAND_TYPES.filter((type) => !visible.includes(type))];
  return { paid, visible, listed, careers: data.results.careerRecommendations.slice(0, 3) };
}
