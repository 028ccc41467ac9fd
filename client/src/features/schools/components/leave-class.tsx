import LogOut from "lucide-react/icons/log-out";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useClassMembership, useLeaveClass, useShareWithCounsellor } from "../api/membership";

/**
 * On the results page of the student's own test taken through a class's link: which class, what
 * the counsellor sees, and leaving the class after a confirmation (DECISIONS 38). Nothing when the
 * test is in no class.
 */
export function LeaveClassSection({ assessmentId, claimSecret }: { assessmentId: string; claimSecret?: string }) {
  const { t } = useI18n();
  const membership = useClassMembership(assessmentId, claimSecret, true);
  const leave = useLeaveClass(assessmentId, claimSecret);
  const share = useShareWithCounsellor(assessmentId, claimSecret);
  const [confirming, setConfirming] = useState(false);
  if (!membership.data) return null;
  const error = leave.error ? (leave.error instanceof ApiError ? leave.error.message : t("api.internal")) : null;

  return (
    <section
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby="your-class-title"
      data-testid="leave-class"
    >
      <h2 id="your-class-title" className="text-lg font-bold text-slate-900">
        {t("schools.leave.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t("schools.leave.explain", { name: membership.data.className, school: membership.data.schoolName })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3" data-testid="share-with-counsellor">
        <p className="text-sm text-slate-700" aria-live="polite">
          {t(membership.data.counsellorMayRead ? "schools.share.on" : "schools.share.off")}
        </p>
        <Button
          variant="outline"
          disabled={share.isPending}
          onClick={() => share.mutate(!membership.data!.counsellorMayRead)}
        >
          {t(membership.data.counsellorMayRead ? "schools.share.stop" : "schools.share.allow")}
        </Button>
        {share.isError ? (
          <p role="alert" className="w-full text-sm text-red-700">
            {t("schools.share.error")}
          </p>
        ) : null}
      </div>
      {confirming ? (
        <div className="mt-4 space-y-3" role="group">
          <p className="font-semibold text-slate-900">{t("schools.leave.confirm")}</p>
          {error ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="danger"
              disabled={leave.isPending}
              onClick={() =>
                leave.mutate(undefined, {
                  onSuccess: () => toast({ title: t("schools.leave.done"), variant: "success" }),
                })
              }
            >
              {t("schools.leave.confirmButton")}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t("schools.leave.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" className="mt-4" onClick={() => setConfirming(true)}>
          <LogOut className="h-4 w-4" aria-hidden />
          {t("schools.leave.button")}
        </Button>
      )}
    </section>
  );
}
