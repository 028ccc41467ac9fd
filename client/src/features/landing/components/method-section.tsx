import { useI18n } from "@/lib/i18n";

/** The method behind the test: Holland's six types, matched with the interest profiles of real occupations. */
export function MethodSection() {
  const { t } = useI18n();
  return (
    <section className="below-fold bg-slate-50 py-14" aria-labelledby="method-title">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="method-title" className="text-2xl font-bold text-slate-900">
          {t("landing.method.title")}
        </h2>
        <p className="mt-4 text-slate-700">{t("landing.method.body")}</p>
      </div>
    </section>
  );
}
