import Lock from "lucide-react/icons/lock";
import LogIn from "lucide-react/icons/log-in";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** The explorer for a visitor (the API answered 401): sign in, or go back home. */
export function AuthRequired() {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert" data-testid="auth-required">
      <Lock className="mx-auto h-10 w-10 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("careerPaths.authTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("careerPaths.authBody")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={paths.userLogin} className={buttonClasses("primary", "md")}>
          <LogIn className="h-4 w-4" aria-hidden />
          {t("careerPaths.signIn")}
        </Link>
        <Link href={paths.home} className={buttonClasses("outline", "md")}>
          {t("careerPaths.backHome")}
        </Link>
      </div>
    </section>
  );
}
