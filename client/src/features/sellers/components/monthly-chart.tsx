import { useId } from "react";
import type { MonthlyStatDto } from "@shared/validators/sellers";
import { formatMoney } from "@shared/pricing";
import { useI18n } from "@/lib/i18n";
import { formatMonth } from "../format";

const MAX_MONTHS = 12;

/**
 * Two small SVG bar charts, oldest month on the left: conversions and commission per month. The
 * history table next to it carries the same figures for screen readers; the SVGs have a summary.
 */
export function MonthlyChart({ monthly, currency }: { monthly: MonthlyStatDto[]; currency: string }) {
  const { t, lang } = useI18n();
  const months = monthly.slice(0, MAX_MONTHS).reverse();
  const summary = months
    .map((m) =>
      t("sellerArea.chartSummary", {
        month: formatMonth(m.month, lang),
        conversions: m.conversions,
        commission: formatMoney(m.commission, currency, lang),
      }),
    )
    .join("; ");

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="monthly-chart">
      <BarChart
        title={t("sellerArea.chartConversions")}
        summary={summary}
        bars={months.map((m) => ({
          key: m.month,
          label: formatMonth(m.month, lang, "short"),
          value: m.conversions,
          text: String(m.conversions),
        }))}
        color="fill-brand-600"
      />
      <BarChart
        title={t("sellerArea.chartCommission")}
        summary={summary}
        bars={months.map((m) => ({
          key: m.month,
          label: formatMonth(m.month, lang, "short"),
          value: Number(m.commission),
          text: formatMoney(m.commission, currency, lang),
        }))}
        color="fill-emerald-500"
      />
    </div>
  );
}

interface Bar {
  key: string;
  label: string;
  value: number;
  text: string;
}

function BarChart({ title, summary, bars, color }: { title: string; summary: string; bars: Bar[]; color: string }) {
  const titleId = useId();
  const descId = useId();
  const slot = 48;
  const chartHeight = 120;
  const top = 18;
  const bottom = 22;
  const width = Math.max(bars.length, 1) * slot;
  const height = top + chartHeight + bottom;
  const max = Math.max(...bars.map((b) => b.value), 0);

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="text-sm font-bold text-slate-800">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="mt-3 h-44 w-full"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        <line
          x1={0}
          x2={width}
          y1={top + chartHeight}
          y2={top + chartHeight}
          className="stroke-slate-300"
          strokeWidth={1}
        />
        {bars.map((bar, index) => {
          const h = max > 0 ? Math.round((bar.value / max) * chartHeight) : 0;
          const x = index * slot + slot * 0.2;
          const w = slot * 0.6;
          const y = top + chartHeight - h;
          return (
            <g key={bar.key}>
              <rect x={x} y={y} width={w} height={Math.max(h, bar.value > 0 ? 2 : 0)} rx={3} className={color}>
                <title>{`${bar.label}: ${bar.text}`}</title>
              </rect>
              <text x={x + w / 2} y={y - 4} textAnchor="middle" className="fill-slate-700 text-[9px] font-semibold">
                {bar.value > 0 ? bar.text.replace(/ [A-Z]{3}$/, "") : ""}
              </text>
              <text x={x + w / 2} y={height - 6} textAnchor="middle" className="fill-slate-600 text-[9px]">
                {bar.label}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
