import type { MessageKey } from "@shared/i18n/client-catalog";
import { useI18n } from "@/lib/i18n";
import { HexagonChart } from "./hexagon-chart";

/** The hexagon of the six types; its accessible label reads every listed score (locked ones as locked). */
export function ResultsChart({
  scores,
  visible,
  listed,
}: {
  scores: Record<string, number>;
  visible: string[];
  listed: string[];
}) {
  const { t } = useI18n();
  const typeName = (type: string) => t(`holland.${type}` as MessageKey);
  const summary = listed
    .map((type) =>
      visible.includes(type) ? `${typeName(type)} ${scores[type]}` : `${typeName(type)}: ${t("results.lockedScore")}`,
    )
    .join(". ");
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="chart-title">
      <h2 id="chart-title" className="text-lg font-bold text-slate-900">
        {t("results.chartTitle")}
      </h2>
      <HexagonChart scores={scores} visible={visible} label={t("results.chartLabel", { summary })} />
    </section>
  );
}
