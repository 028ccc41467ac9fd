import { Link } from "wouter";
import { PublicLayout } from "@/components/layout/public-layout";
import { buttonClasses } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

export default function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle("404", t("notFound.title"));
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-6xl font-extrabold text-brand-700" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("notFound.title")}</h1>
        <p className="mt-3 text-slate-700">{t("notFound.body")}</p>
        <Link href="/" className={buttonClasses("primary", "md", "mt-8")}>
          {t("notFound.cta")}
        </Link>
      </section>
    </PublicLayout>
  );
}
