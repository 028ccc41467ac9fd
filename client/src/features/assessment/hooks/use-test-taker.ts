import { useState } from "react";
import { useI18n } from "@/lib/i18n";
import { claimSecretOf, lastAssessmentId } from "@/lib/session-storage";
import { useAssessment } from "../api/get-assessment";

/**
 * Who took this browser's latest test, as they gave it on the completion form (name, email,
 * country): only for the browser holding its claim secret, the same answer the checkout form is
 * filled from. Null when there is none, or while it loads.
 */
export function useTestTaker(): { name: string; email?: string; country?: string } | null {
  const { lang } = useI18n();
  const [id] = useState(() => {
    const latest = lastAssessmentId();
    return latest && claimSecretOf(latest) ? latest : undefined;
  });
  const assessment = useAssessment(id ?? "", lang, true, id !== undefined);
  const data = assessment.data;
  if (!id || !data) return null;
  return { name: data.fullName, email: data.person?.email, country: data.person?.country };
}
