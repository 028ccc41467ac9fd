import { useCallback, useEffect, useRef, useState } from "react";
import type { FinalizeResultDto } from "@shared/validators/checkout";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { finalizePayment, usePaymentStatus } from "../api/payments";
import { leavePage } from "@/lib/leave-page";

/**
 * `failed`: the provider refused (declined, not approved): the buyer starts over from the payment
 * methods. `unconfirmed`: PayPal answered 5xx or not at all, or the connection dropped: nothing
 * was captured for sure, so the buyer retries the same finalize (idempotent: one capture at most).
 */
export type FinalizeState =
  | { kind: "finalizing" }
  /** PayPal refused the funding source: the buyer is on the way back to PayPal to choose another. */
  | { kind: "backToPaypal" }
  | { kind: "completed" }
  | { kind: "pending" }
  | { kind: "failed"; message: string }
  | { kind: "unconfirmed"; message: string };

/**
 * Where a payment stands once the buyer is back from the provider: an approved order (PayPal's) is
 * captured here (`finalize`, also the retry); a payment the server verified before the return (the
 * card's) is only read; a pending payment, or one a webhook settles meanwhile, resolves through the
 * status poll.
 */
export function usePaymentFinalize({
  assessmentId,
  orderId,
  capture,
}: {
  assessmentId: string;
  orderId: string;
  /** The return carries an approved order to capture (the method's presentation says so: `onReturn`). */
  capture: boolean;
}) {
  const { t } = useI18n();
  const [state, setState] = useState<FinalizeState>({ kind: "finalizing" });
  const started = useRef(false);
  const waiting = state.kind === "finalizing" || state.kind === "pending" || state.kind === "unconfirmed";
  // A webhook may settle the payment while the buyer waits or before they retry.
  const status = usePaymentStatus(
    assessmentId,
    waiting && Boolean(assessmentId) && (!capture || state.kind !== "finalizing"),
  );

  // PayPal: the server captures and verifies the order once (finalize is idempotent, so a retry is safe).
  const finalize = useCallback(() => {
    setState({ kind: "finalizing" });
    finalizePayment({ assessmentId, orderId })
      .then((result: FinalizeResultDto) => {
        if (result.status === "approval_required" && result.redirectUrl && /^https?:\/\//.test(result.redirectUrl)) {
          setState({ kind: "backToPaypal" });
          leavePage.to(result.redirectUrl);
          return;
        }
        setState(result.status === "completed" ? { kind: "completed" } : { kind: "pending" });
      })
      .catch((error: unknown) => {
        console.info("finalize failed", error);
        if (error instanceof ApiError && error.status < 500) setState({ kind: "failed", message: error.message });
        else {
          // Our JSON error ("could not reach the payment provider"), else a dropped connection or a proxy's page.
          const message = error instanceof ApiError && error.code ? error.message : t("success.connectionLost");
          setState({ kind: "unconfirmed", message });
        }
      });
  }, [assessmentId, orderId, t]);

  useEffect(() => {
    if (!capture || !assessmentId || !orderId || started.current) return;
    started.current = true;
    finalize();
  }, [assessmentId, orderId, capture, finalize]);

  // Payments verified before the return (the card's) and pending ones resolve through the status poll.
  useEffect(() => {
    if (status.data?.isPaid && waiting) setState({ kind: "completed" });
  }, [status.data?.isPaid, waiting]);

  return { state, finalize };
}
