import { useCallback, useEffect, useState } from "react";
import { prerenderedFirstSeed } from "../prerendered";
import { loadProgress, newProgress, saveProgress, type AssessmentProgress } from "../progress";

/**
 * The test in progress, loaded once from localStorage and saved on every change. A stored test
 * with nothing answered yet starts afresh, in the order of the first question as the page
 * arrived (see ../prerendered.ts).
 */
export function useAssessmentProgress(options: { prepaid: boolean }) {
  const [resumed] = useState(() => {
    const existing = loadProgress();
    return Boolean(existing && Object.keys(existing.answers).length > 0);
  });
  const [progress, setProgress] = useState<AssessmentProgress>(() => {
    const existing = loadProgress();
    if (existing && (Object.keys(existing.answers).length > 0 || existing.prepaid))
      return options.prepaid && !existing.prepaid ? { ...existing, prepaid: true } : existing;
    return newProgress(options.prepaid, prerenderedFirstSeed());
  });

  useEffect(() => {
    saveProgress(progress);
  }, [progress]);

  // Saved synchronously too, so a navigation right after an update never reads stale answers.
  const update = useCallback(
    (fn: (current: AssessmentProgress) => AssessmentProgress) =>
      setProgress((current) => {
        const next = fn(current);
        saveProgress(next);
        return next;
      }),
    [],
  );
  return { progress, update, resumed };
}
