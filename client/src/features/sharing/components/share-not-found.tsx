import { Link } from "wouter";
import { PublicLayout } from "@/components/layout/public-layout";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** The "not found" of a share link: unknown, or its owner stopped sharing. */
export function ShareNotFound({ notFound }: { notFound: boolean }) {
  const { t, lang } = useI18n();
  return (
    <PublicLayout>
      <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
        <h1 className="text-2xl font-bold text-slate-900">{notFound ? t("share.notFound") : t("results.loadError")}</h1>
        <Link href={paths.assessment(lang)} className={buttonClasses("primary", "md", "mt-8")}>
          {t("share.cta")}
        </Link>
      </section>
    </PublicLayout>
  );
}
