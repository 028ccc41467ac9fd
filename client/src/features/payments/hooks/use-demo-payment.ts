import { useState } from "react";
import { demoPayment } from "../api/payments";

/** The demo "payment" (while the demo is on): `onPaid` runs once the server marked the report paid. */
export function useDemoPayment(assessmentId: string, onPaid: () => void) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const pay = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await demoPayment({ assessmentId, method: "demo" });
      onPaid();
    } catch (error) {
      console.info("demo payment failed", error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, pay };
}
