import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/** The results could not be shown: no such assessment, or it failed to load. */
export function ResultsError({ notFound }: { notFound: boolean }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? t("results.notFound") : t("results.loadError")}</h1>
      <p className="mt-3 text-slate-700">{notFound ? t("results.notFoundBody") : t("results.loadErrorBody")}</p>
      <Link href="/" className={buttonClasses("primary", "md", "mt-8")}>
        {t("results.back")}
      </Link>
    </section>
  );
}
