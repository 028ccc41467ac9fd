import Mail from "lucide-react/icons/mail";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useResendReport } from "../api/resend-report";

/** 'Reenviar reporte por email' for a paid assessment; the server limits it (429) and refuses unpaid ones (402). */
export function ResendReportButton({ assessmentId }: { assessmentId: string }) {
  const { t } = useI18n();
  const resend = useResendReport();
  const send = () =>
    resend.mutate(assessmentId, {
      onSuccess: () =>
        toast({ title: t("acct.ud.resendDone"), description: t("acct.ud.resendDoneBody"), variant: "success" }),
      onError: (error) =>
        toast({
          title: t("acct.ud.resendError"),
          description: error instanceof ApiError ? error.message : t("acct.loadError"),
          variant: "destructive",
        }),
    });
  return (
    <Button variant="ghost" onClick={send} disabled={resend.isPending} data-testid="resend-report">
      <Mail className="h-4 w-4" aria-hidden />
      {resend.isPending ? t("acct.ud.resending") : t("acct.ud.resend")}
    </Button>
  );
}
