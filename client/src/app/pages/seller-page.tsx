import Store from "lucide-react/icons/store";
import { Link, Redirect } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useMySeller } from "@/features/sellers/api/get-seller";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /seller: a signed-in seller goes to its dashboard; anyone else is told what to do. */
export default function SellerPage() {
  const { t } = useI18n();
  const me = useMySeller();

  useDocumentTitle(t("sellerArea.pageTitle"));

  if (me.isPending) {
    return (
      <PublicLayout>
        <PageLoading label={t("sellerArea.redirecting")} fullHeight />
      </PublicLayout>
    );
  }
  if (me.isSuccess) return <Redirect to={paths.sellerDashboard(me.data.sellerId)} replace />;

  const status = me.error instanceof ApiError ? me.error.status : 0;
  const signedOut = status === 401;
  const notSeller = status === 403 || status === 404;
  return (
    <PublicLayout>
      <section
        className="mx-auto max-w-xl px-4 py-20 text-center"
        role={signedOut || notSeller ? "status" : "alert"}
        data-testid="seller-message"
      >
        <Store className="mx-auto h-10 w-10 text-brand-700" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">
          {signedOut
            ? t("sellerArea.signInTitle")
            : notSeller
              ? t("sellerArea.notSellerTitle")
              : t("sellerArea.loadError")}
        </h1>
        {signedOut || notSeller ? (
          <p className="mt-3 text-slate-700">
            {signedOut ? t("sellerArea.signInBody") : t("sellerArea.notSellerBody")}
          </p>
        ) : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {signedOut ? (
            <Link href={paths.userLoginTo(paths.seller)} className={buttonClasses("primary", "md")}>
              {t("nav.login")}
            </Link>
          ) : null}
          {!signedOut && !notSeller ? <Button onClick={() => void me.refetch()}>{t("sellerArea.retry")}</Button> : null}
          <Link href={paths.home} className={buttonClasses("outline", "md")}>
            {t("nav.backHome")}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
