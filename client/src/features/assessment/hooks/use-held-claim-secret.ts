import { useEffect, useState } from "react";
import { claimSecretOf, LAST_ASSESSMENT_KEY, rememberClaimSecret } from "@/lib/session-storage";

function takeClaimSecretFromLink(id: string): boolean {
  if (typeof window === "undefined" || !window.location.hash) return false;
  const secret = new URLSearchParams(window.location.hash.slice(1)).get("k");
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  if (!secret) return false;
  rememberClaimSecret(id, secret);
  return Boolean(claimSecretOf(id));
}

/**
 * Whether this browser holds the assessment's claim secret. Opened from the email's link: its
 * claim secret (in the fragment, never sent to a server) is kept, and the fragment dropped.
 */
export function useHeldClaimSecret(id: string): boolean {
  const [holds] = useState(() => takeClaimSecretFromLink(id) || Boolean(claimSecretOf(id)));
  return holds;
}

/** The browser remembers its latest assessment: signing in from the results attaches it to the account. */
export function useRememberLatestAssessment(assessment: { id: string } | undefined): void {
  useEffect(() => {
    if (!assessment) return;
    try {
      window.localStorage.setItem(LAST_ASSESSMENT_KEY, assessment.id);
    } catch {
      // storage unavailable
    }
  }, [assessment]);
}
