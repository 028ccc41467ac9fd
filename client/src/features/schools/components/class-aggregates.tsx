import MessageCircle from "lucide-react/icons/message-circle";
import type { ClassDashboardDto } from "@shared/validators/schools";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { numberLocale } from "@shared/i18n/number-format";
import { useI18n } from "@/lib/i18n";
import { useCounsellorMe } from "../api/classes";

const BAR_COLORS: Record<ClassDashboardDto["distribution"][number]["type"], string> = {
  R: "bg-amber-600",
  I: "bg-blue-700",
  A: "bg-pink-700",
  S: "bg-emerald-700",
  E: "bg-red-700",
  C: "bg-indigo-700",
};

/** A mean score with one decimal, as the school's country writes it ("2,5" in Colombia, "2.5" in Mexico). */
const formatMean = (mean: number, lang: "es" | "en", country?: string) =>
  new Intl.NumberFormat(numberLocale(lang, country), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    mean,
  );

/**
 * The class's RIASEC distribution as bars (a list a screen reader reads as sentences): the students
 * whose first type each is, with the class's mean score per type.
 */
export function TypeDistribution({ dashboard }: { dashboard: ClassDashboardDto }) {
  const { t, lang } = useI18n();
  const country = useCounsellorMe().data?.country;
  const most = Math.max(1, ...dashboard.distribution.map((d) => d.first));
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby="class-types-title">
      <h2 id="class-types-title" className="text-lg font-bold text-slate-900">
        {t("schools.dashboard.distributionTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("schools.dashboard.distributionHint")}</p>
      <ul className="mt-4 space-y-3" data-testid="class-distribution">
        {dashboard.distribution.map((row) => {
          const name = t(`holland.${row.type}` as MessageKey);
          const mean = formatMean(row.meanScore, lang, country);
          return (
            <li
              key={row.type}
              aria-label={t("schools.dashboard.barLabel", {
                type: name,
                count: row.first,
                total: dashboard.finished,
                mean,
              })}
            >
              <div className="flex items-baseline justify-between gap-2 text-sm" aria-hidden>
                <span className="font-semibold text-slate-900">
                  {row.type} · {name}
                </span>
                <span className="text-slate-700">
                  {t("schools.dashboard.firstCount", { count: row.first })} ·{" "}
                  {t("schools.dashboard.meanScore", { mean })}
                </span>
              </div>
              <div className="mt-1 h-3 w-full rounded-full bg-slate-100" aria-hidden>
                <div
                  className={`h-3 rounded-full ${BAR_COLORS[row.type]}`}
                  style={{ width: `${(row.first / most) * 100}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The most frequent fields of the students' top careers. */
export function CareerAreas({ areas }: { areas: ClassDashboardDto["areas"] }) {
  const { t } = useI18n();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-labelledby="class-areas-title">
      <h2 id="class-areas-title" className="text-lg font-bold text-slate-900">
        {t("schools.dashboard.areasTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("schools.dashboard.areasHint")}</p>
      <ol className="mt-3 space-y-2" data-testid="class-areas">
        {areas.map((area, index) => (
          <li key={area.field} className="flex items-baseline justify-between gap-3 border-b border-slate-100 pb-2">
            <span className="font-semibold text-slate-900">
              {index + 1}. {t(`field.${area.field}` as MessageKey)}
            </span>
            <span className="text-sm whitespace-nowrap text-slate-700">
              {t("schools.dashboard.areaStudents", { count: area.students })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Students whose answers need a conversation, each with why in plain words. */
export function FlaggedStudents({ flagged }: { flagged: ClassDashboardDto["flagged"] }) {
  const { t } = useI18n();
  return (
    <section className="rounded-2xl border border-amber-200 bg-amber-50 p-5" aria-labelledby="class-flagged-title">
      <h2 id="class-flagged-title" className="flex items-center gap-2 text-lg font-bold text-amber-950">
        <MessageCircle className="h-5 w-5" aria-hidden />
        {t("schools.dashboard.flaggedTitle")}
      </h2>
      {flagged.length === 0 ? (
        <p className="mt-2 text-sm text-amber-950" data-testid="class-flagged-none">
          {t("schools.dashboard.noneFlagged")}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-amber-950">{t("schools.dashboard.flaggedHint")}</p>
          <ul className="mt-3 space-y-3" data-testid="class-flagged">
            {flagged.map((student, index) => (
              <li key={`${student.fullName}-${index}`} className="rounded-xl bg-white p-3">
                <p className="font-semibold text-slate-900">{student.fullName}</p>
                <p className="text-sm text-slate-700">{t(`schools.reason.${student.reason}` as MessageKey)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
