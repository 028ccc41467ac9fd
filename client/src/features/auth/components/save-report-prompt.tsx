import LogIn from "lucide-react/icons/log-in";
import UserPlus from "lucide-react/icons/user-plus";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { claimSecretOf, LAST_ASSESSMENT_KEY } from "@/lib/session-storage";
import { useHydrated } from "@/lib/use-hydrated";
import { useStoredUser } from "../hooks/use-stored-user";

/** Signing in (or registering) attaches the test this browser names as its latest to the account. */
function rememberAsLatest(assessmentId: string): void {
  try {
    window.localStorage.setItem(LAST_ASSESSMENT_KEY, assessmentId);
  } catch {
    // storage unavailable: the sign-in then simply claims nothing
  }
}

/**
 * "Inicia sesión para guardar tu reporte": shown to a signed-out visitor whose browser took this
 * test (it holds the claim secret) while the test belongs to no account. Signing in or creating an
 * account from here attaches it; from the results page the person then lands in their account with
 * it, from a payment page they go on paying.
 */
export function SaveReportPrompt({
  assessment,
  then,
  className,
}: {
  assessment: { id: string; belongsToAccount: boolean } | undefined;
  then: "account" | "payment";
  className?: string;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const user = useStoredUser();
  if (!hydrated || user || !assessment || assessment.belongsToAccount || !claimSecretOf(assessment.id)) return null;
  const onPayment = then === "payment";
  const keep = () => rememberAsLatest(assessment.id);
  return (
    <section
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className ?? ""}`}
      aria-labelledby="save-report-title"
      data-testid="save-report"
    >
      <h2 id="save-report-title" className="font-bold text-slate-900">
        {t("save.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("save.body")}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link
          href={onPayment ? paths.login(true) : paths.userLogin}
          onClick={keep}
          className={buttonClasses("primary", "sm")}
          data-testid="save-report-sign-in"
        >
          <LogIn className="h-4 w-4" aria-hidden />
          {t("save.signIn")}
        </Link>
        <Link
          href={paths.register(onPayment)}
          onClick={keep}
          className={buttonClasses("outline", "sm")}
          data-testid="save-report-register"
        >
          <UserPlus className="h-4 w-4" aria-hidden />
          {t("save.register")}
        </Link>
      </div>
    </section>
  );
}

/** In place of the PDF buttons, for a signed-out visitor: this report belongs to an account, which must sign in. */
export function OwnerSignIn() {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-3" data-testid="owner-sign-in">
      <div>
        <h2 className="text-lg font-bold text-brand-900">{t("save.ownerTitle")}</h2>
        <p className="mt-1 text-sm text-brand-900">{t("save.ownerBody")}</p>
      </div>
      <Link
        href={paths.userLogin}
        className={buttonClasses("primary", "md", "self-start")}
        data-testid="owner-sign-in-link"
      >
        <LogIn className="h-4 w-4" aria-hidden />
        {t("save.signIn")}
      </Link>
    </div>
  );
}
