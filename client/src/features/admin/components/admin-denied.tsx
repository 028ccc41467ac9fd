import Lock from "lucide-react/icons/lock";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** /admin for anyone but an administrator: sign in (signed out) or 'Acceso denegado'. */
export function AdminAccessDenied({ signedOut }: { signedOut: boolean }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert" data-testid="access-denied">
      <Lock className="mx-auto h-10 w-10 text-slate-500" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("adminPanel.accessDenied")}</h1>
      <p className="mt-3 text-slate-700">
        {signedOut ? t("adminPanel.signInPrompt") : t("adminPanel.accessDeniedBody")}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {signedOut ? (
          <Link href={paths.userLoginTo(paths.admin)} className={buttonClasses("primary", "md")}>
            {t("nav.login")}
          </Link>
        ) : null}
        <Link href={paths.home} className={buttonClasses(signedOut ? "outline" : "primary", "md")}>
          {t("nav.backHome")}
        </Link>
      </div>
    </section>
  );
}

/** The config did not load: 'Error' and a retry. */
export function AdminLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold text-slate-900">{t("adminPanel.loadErrorTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("adminPanel.loadErrorBody")}</p>
      <Button className="mt-6" onClick={onRetry}>
        {t("adminPanel.retry")}
      </Button>
    </section>
  );
}
