import Lock from "lucide-react/icons/lock";
import SearchX from "lucide-react/icons/search-x";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** The seller dashboard could not load: not found, sign in, no access, or an error to retry. */
export function SellerProblem({ status, onRetry }: { status: number; onRetry(): void }) {
  const { t } = useI18n();
  const [title, body, Icon] =
    status === 404
      ? [t("sellerArea.notFound"), t("sellerArea.notFoundBody"), SearchX]
      : status === 401
        ? [t("sellerArea.signInTitle"), t("sellerArea.signInBody"), Lock]
        : status === 403
          ? [t("sellerArea.accessDenied"), t("sellerArea.accessDeniedBody"), Lock]
          : [t("sellerArea.loadError"), null, SearchX];
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert" data-testid="seller-problem">
      <Icon className="mx-auto h-10 w-10 text-slate-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      {body ? <p className="mt-3 text-slate-700">{body}</p> : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {status === 401 ? (
          <Link href={paths.userLogin} className={buttonClasses("primary", "md")}>
            {t("nav.login")}
          </Link>
        ) : null}
        {![401, 403, 404].includes(status) ? <Button onClick={onRetry}>{t("sellerArea.retry")}</Button> : null}
        <Link href={paths.home} className={buttonClasses("outline", "md")}>
          {t("nav.backHome")}
        </Link>
      </div>
    </section>
  );
}
