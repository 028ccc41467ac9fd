import ArrowDown from "lucide-react/icons/arrow-down";
import { shownCode } from "@shared/assessment/shown-code";
import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUp from "lucide-react/icons/arrow-up";
import type { ReactNode } from "react";
import type { MessageKey } from "@shared/i18n/client-catalog";
import type { RetakeStatusDto, RetakeTestDto } from "@shared/validators/accounts";
import { useI18n } from "@/lib/i18n";
import { formatDate } from "../format";

/** Draws one test's hexagon (the page passes the assessment feature's chart). */
export type RenderHexagon = (scores: Record<string, number>, label: string) => ReactNode;

/**
 * The latest and the previous test side by side (stacked on a phone), how the Holland code moved,
 * and each type's rise or fall, in words as well as in the drawings.
 */
export function RetakeComparison({
  status,
  renderHexagon,
}: {
  status: RetakeStatusDto & { latest: RetakeTestDto; previous: RetakeTestDto };
  renderHexagon: RenderHexagon;
}) {
  const { t, lang } = useI18n();
  const { latest, previous } = status;
  const typeName = (type: string) => t(`holland.${type}` as MessageKey);
  const summary = (test: RetakeTestDto) =>
    Object.entries(test.scores)
      .map(([type, score]) => `${typeName(type)} ${score}`)
      .join(", ");
  const chart = (test: RetakeTestDto, title: string, testId: string) => {
    const date = formatDate(test.completedAt, lang);
    return (
      <figure className="rounded-xl bg-slate-50 p-4" data-testid={testId}>
        <figcaption className="text-center text-sm font-semibold text-slate-700">
          {title}:{" "}
          <span className="font-mono text-base font-extrabold tracking-widest text-brand-800">
            {shownCode(test.hollandCode)}
          </span>
        </figcaption>
        {renderHexagon(
          test.scores,
          t("retake.chartLabel", { date, code: shownCode(test.hollandCode), summary: summary(test) }),
        )}
      </figure>
    );
  };
  const moved = latest.hollandCode !== previous.hollandCode;

  return (
    <section
      aria-labelledby="retake-title"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-testid="retake-comparison"
    >
      <h2 id="retake-title" className="text-lg font-bold text-slate-900">
        {t("retake.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("retake.intro")}</p>
      <p className="mt-3 text-lg font-bold text-slate-900" data-testid="code-movement">
        {moved
          ? t("retake.codeMoved", { from: shownCode(previous.hollandCode), to: shownCode(latest.hollandCode) })
          : t("retake.codeSame", { code: shownCode(latest.hollandCode) })}
      </p>
      <p className="mt-2 text-sm text-slate-700" data-testid="retake-noise">
        {t("retake.noise")}
      </p>
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        {chart(previous, t("retake.previous", { date: formatDate(previous.completedAt, lang) }), "previous-hexagon")}
        {chart(latest, t("retake.latest", { date: formatDate(latest.completedAt, lang) }), "latest-hexagon")}
      </div>
      {latest.isPaid && previous.isPaid ? null : (
        <p className="mt-3 text-sm text-slate-700" data-testid="retake-locked-note">
          {t("retake.lockedNote")}
        </p>
      )}
      {status.changes.length > 0 ? (
        <>
          <h3 className="mt-5 text-base font-bold text-slate-900">{t("retake.changesTitle")}</h3>
          <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="type-changes">
            {status.changes.map((change) => {
              const Icon = change.direction === "up" ? ArrowUp : change.direction === "down" ? ArrowDown : ArrowRight;
              const text =
                change.direction === "up"
                  ? t("retake.rose", { type: typeName(change.type), from: change.from, to: change.to })
                  : change.direction === "down"
                    ? t("retake.fell", { type: typeName(change.type), from: change.from, to: change.to })
                    : t("retake.steady", { type: typeName(change.type), score: change.to });
              // 7 points of 100 are two raw points: the noise of 15 choices
              const noise = change.direction !== "same" && Math.abs(change.to - change.from) <= 7;
              return (
                <li
                  key={change.type}
                  className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800"
                  data-testid={`type-change-${change.type}`}
                  data-direction={change.direction}
                >
                  <Icon
                    className={
                      change.direction === "up"
                        ? "h-4 w-4 shrink-0 text-emerald-700"
                        : change.direction === "down"
                          ? "h-4 w-4 shrink-0 text-red-700"
                          : "h-4 w-4 shrink-0 text-slate-500"
                    }
                    aria-hidden
                  />
                  {text}
                  {noise ? <span className="text-xs text-slate-600">({t("retake.withinNoise")})</span> : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
