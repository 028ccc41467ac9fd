import type { MessageKey } from "@shared/i18n/client-catalog";
import { useI18n } from "@/lib/i18n";

const STEPS = ["one", "two", "three"] as const;

/** How it works, in three numbered steps. */
export function StepsSection() {
  const { t } = useI18n();
  return (
    <section className="below-fold bg-slate-50 py-16" aria-labelledby="steps-title">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="steps-title" className="text-center text-3xl font-bold text-slate-900">
          {t("landing.steps.title")}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-2xl bg-white p-6 shadow-sm">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`landing.steps.${step}.title` as MessageKey)}
              </h3>
              <p className="mt-2 text-sm text-slate-700">{t(`landing.steps.${step}.body` as MessageKey)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
