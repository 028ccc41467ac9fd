import MailWarning from "lucide-react/icons/mail-warning";
import { useState } from "react";
import type { UserDto } from "@shared/validators/auth";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { resendVerification } from "../api/email-verification";

/**
 * "Confirma tu email": an account whose email is not proven yet (or that waits for a new one) is
 * told what that means and can ask for the link again (a few times an hour).
 */
export function VerifyEmailBanner({ user }: { user: Pick<UserDto, "email" | "emailVerified" | "pendingEmail"> }) {
  const { t } = useI18n();
  const [sending, setSending] = useState(false);
  if (user.emailVerified && !user.pendingEmail) return null;

  const resend = async () => {
    setSending(true);
    try {
      const { message } = await resendVerification();
      toast({ title: message, variant: "success" });
    } catch (error) {
      toast({
        title: t("verify.resendError"),
        description: error instanceof ApiError && error.message ? error.message : undefined,
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      role="status"
      aria-labelledby="verify-email-title"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:flex-row sm:items-start"
      data-testid="verify-email-banner"
    >
      <MailWarning className="h-6 w-6 shrink-0 text-amber-700" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 id="verify-email-title" className="font-bold">
          {t("verify.bannerTitle")}
        </h2>
        {!user.emailVerified ? (
          <p className="mt-1 break-words text-sm">{t("verify.bannerBody", { email: user.email })}</p>
        ) : null}
        {user.pendingEmail ? (
          <p className="mt-1 break-words text-sm" data-testid="verify-email-pending">
            {t("verify.bannerPending", { email: user.pendingEmail })}
          </p>
        ) : null}
      </div>
      {!user.emailVerified ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void resend()}
          disabled={sending}
          data-testid="verify-email-resend"
        >
          {sending ? t("verify.resending") : t("verify.resend")}
        </Button>
      ) : null}
    </section>
  );
}
