import { clsx } from "clsx";
import Lock from "lucide-react/icons/lock";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { useI18n } from "@/lib/i18n";
import { TYPE_COLORS } from "./hexagon-chart";

/** Each type's score as a bar; a locked score never reaches the page (its bar is a blurred placeholder). */
export function ScoreList({
  scores,
  visible,
  listed,
  paid,
}: {
  scores: Record<string, number>;
  visible: string[];
  listed: string[];
  paid: boolean;
}) {
  const { t } = useI18n();
  const typeName = (type: string) => t(`holland.${type}` as MessageKey);
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="scores-title">
      <h2 id="scores-title" className="text-lg font-bold text-slate-900">
        {t("results.scores")}
      </h2>
      <ul className="mt-4 space-y-3">
        {listed.map((type) => {
          const shown = visible.includes(type);
          // A locked score never reaches the page: its bar is a placeholder.
          const score = shown ? (scores[type] ?? 0) : 0;
          return (
            <li key={type} data-testid={`score-${type}`} data-locked={shown ? undefined : "true"}>
              <div className="flex items-center justify-between text-sm">
                <span className="font-semibold text-slate-800">{typeName(type)}</span>
                {shown ? (
                  <span className="font-bold tabular-nums text-slate-900">{score}/100</span>
                ) : (
                  <span className="flex items-center gap-1 text-slate-600">
                    <Lock className="h-3.5 w-3.5" aria-hidden />
                    <span className="sr-only">{t("results.lockedScore")}</span>
                  </span>
                )}
              </div>
              <div
                className={clsx("mt-1 h-3 overflow-hidden rounded-full bg-slate-100", shown ? "" : "blur-sm")}
                aria-hidden
              >
                <div
                  className="h-full rounded-full"
                  style={{ width: `${shown ? score : 60}%`, backgroundColor: TYPE_COLORS[type] }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {!paid ? <p className="mt-4 text-sm text-slate-600">{t("results.lockedNote")}</p> : null}
    </section>
  );
}
