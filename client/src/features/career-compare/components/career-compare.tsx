import { useId, useState } from "react";
import { PageLoading } from "@/components/layout/page-loading";
import { useI18n } from "@/lib/i18n";
import { useCompareCareers } from "../api/compare-careers";

/**
 * Two or three careers of the paid report side by side (stacked on a phone): level, length, where
 * to study in the reader's country, what one studies, how each fits the profile, and cost, pay,
 * employment and outlook, each with its source or "Sin datos" (DECISIONS 36).
 */
/** Careers of the ranked list offered to compare before "show all". */
const SHORT_LIST = 12;

export function CareerCompare({ assessmentId, claimSecret }: { assessmentId: string; claimSecret?: string }) {
  const { t, lang } = useI18n();
  const legendId = useId();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [showAll, setShowAll] = useState(false);
  const query = useCompareCareers(assessmentId, lang, chosen, claimSecret);
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t("compare.loadError")}
      </p>
    );
  const data = query.data;
  const selected = chosen ?? data.careers.map((c) => c.id);
  // the ranked list is long (every career): its first ones, and any chosen further down, until asked for all
  const shown = showAll ? data.candidates : data.candidates.filter((c, i) => i < SHORT_LIST || selected.includes(c.id));
  const toggle = (id: string) => {
    const next = selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
    if (next.length >= 2 && next.length <= 3) setChosen(next);
  };

  return (
    <section aria-labelledby={`${legendId}-title`} data-testid="career-compare">
      <h4 id={`${legendId}-title`} className="font-bold text-slate-900">
        {t("compare.title")}
      </h4>
      <fieldset className="mt-2">
        <legend className="text-sm text-slate-700">{t("compare.pick")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {shown.map((candidate) => (
            <label key={candidate.id} className="flex items-center gap-2 text-sm text-slate-900">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={selected.includes(candidate.id)}
                onChange={() => toggle(candidate.id)}
                disabled={
                  (selected.includes(candidate.id) && selected.length <= 2) ||
                  (!selected.includes(candidate.id) && selected.length >= 3)
                }
              />
              {candidate.name}
            </label>
          ))}
        </div>
        {data.candidates.length > SHORT_LIST ? (
          <button
            type="button"
            className="mt-2 min-h-6 text-sm font-semibold text-brand-700 underline"
            aria-expanded={showAll}
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? t("compare.showFewer") : t("compare.showAll", { count: data.candidates.length })}
          </button>
        ) : null}
      </fieldset>
      <div className="mt-4 grid gap-3 md:grid-cols-3" data-testid="compare-columns">
        {data.careers.map((career) => (
          <article key={career.id} className="rounded-xl border border-slate-200 p-4" data-testid="compare-career">
            <h5 className="font-semibold text-slate-900">{career.name}</h5>
            <p className="mt-1 text-sm font-bold text-emerald-700">{career.band}</p>
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="font-semibold text-slate-700">{t("compare.level")}</dt>
                <dd className="text-slate-900">{career.kind}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-700">{t("compare.duration")}</dt>
                <dd className="text-slate-900">
                  {career.duration}
                  {career.durationNote ? (
                    <span className="mt-1 block text-xs text-slate-600">{career.durationNote}</span>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-700">{t("compare.where", { place: career.where.place })}</dt>
                <dd className="text-slate-900">
                  {career.where.institutions.length > 0 ? (
                    <ul className="list-disc pl-4">
                      {career.where.institutions.map((institution) => (
                        <li key={institution.name}>
                          {institution.official ? (
                            <a
                              href={institution.website}
                              target="_blank"
                              rel="noopener noreferrer"
                              className="underline"
                            >
                              {institution.name}
                            </a>
                          ) : (
                            <>
                              {institution.name} (
                              <a
                                href={institution.website}
                                target="_blank"
                                rel="noopener noreferrer"
                                className="underline"
                              >
                                {t("compare.readOn")}
                              </a>
                              )
                            </>
                          )}{" "}
                          · {institution.city}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p>{t("compare.noInstitution")}</p>
                  )}
                  {career.where.registry ? (
                    <a
                      href={career.where.registry.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-1 inline-block text-brand-800 underline"
                    >
                      {t("compare.registry", { name: career.where.registry.name })}
                    </a>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-700">{t("compare.subjects")}</dt>
                <dd className="text-slate-900">{career.subjects.join(" · ")}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-700">{t("compare.fit")}</dt>
                <dd className="text-slate-900">{career.reason}</dd>
              </div>
              {(["cost", "pay", "employment", "outlook"] as const).map((cell) => (
                <div key={cell} data-testid={`compare-${cell}`}>
                  <dt className="font-semibold text-slate-700">{t(`compare.${cell}`)}</dt>
                  <dd className="text-slate-900">
                    {career.outcomes[cell].value}
                    {career.outcomes[cell].source ? (
                      <span className="block text-xs text-slate-600">{career.outcomes[cell].source}</span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
    </section>
  );
}
