import ShieldAlert from "lucide-react/icons/shield-exclamation-point";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** /dashboard signed out: 'Acceso denegado', home or sign in. */
export function AccessDenied() {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert" data-testid="access-denied">
      <ShieldAlert className="mx-auto h-12 w-12 text-red-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("acct.d.deniedTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("acct.d.deniedBody")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={paths.home} className={buttonClasses("primary", "md")}>
          {t("nav.backHome")}
        </Link>
        <Link href={paths.userLogin} className={buttonClasses("outline", "md")}>
          {t("acct.login.submit")}
        </Link>
      </div>
    </section>
  );
}
