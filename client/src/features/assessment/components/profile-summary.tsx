import type { MessageKey } from "@shared/i18n/client-catalog";
import type { AssessmentDetailDto } from "@shared/validators/assessment";
import { useI18n } from "@/lib/i18n";
import { TYPE_COLORS } from "./hexagon-chart";

/** The profile at a glance: primary and secondary type, the Holland code (two letters in the preview) and what they mean. */
export function ProfileSummary({ data }: { data: AssessmentDetailDto }) {
  const { t } = useI18n();
  const paid = data.isPaid && data.fullReport;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="profile-title">
      <h2 id="profile-title" className="sr-only">
        {t("results.title")}
      </h2>
      {/* On a phone, one row each (three columns would break the type names mid-word). */}
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3 sm:text-center">
        <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-2 sm:block sm:p-3">
          <dt className="text-xs font-semibold uppercase text-slate-600">{t("results.primary")}</dt>
          <dd
            className="break-words text-base font-bold sm:mt-1 sm:text-lg"
            style={{ color: TYPE_COLORS[data.results.primaryType] }}
            data-testid="primary-type"
          >
            {data.results.primaryTypeName}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-2 sm:block sm:p-3">
          <dt className="text-xs font-semibold uppercase text-slate-600">{t("results.secondary")}</dt>
          <dd
            className="break-words text-base font-bold sm:mt-1 sm:text-lg"
            style={{ color: TYPE_COLORS[data.results.secondaryType] }}
            data-testid="secondary-type"
          >
            {data.results.secondaryTypeName}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-2 sm:block sm:p-3">
          <dt className="text-xs font-semibold uppercase text-slate-600">{t("results.code")}</dt>
          <dd className="text-lg font-extrabold tracking-widest text-slate-900 sm:mt-1" data-testid="holland-code">
            {paid ? data.results.hollandCode : `${data.results.hollandCode.slice(0, 2)}·`}
          </dd>
        </div>
      </dl>
      <p className="mt-5 text-slate-800">{data.results.personalityDescription}</p>
      <p className="mt-3 text-sm text-slate-700">
        {t(`results.consistency.${data.results.consistency.level}` as MessageKey)}
      </p>
      {data.results.differentiation.undifferentiated ? (
        <p className="mt-2 text-sm text-slate-700">{t("results.undifferentiated")}</p>
      ) : null}
    </section>
  );
}
