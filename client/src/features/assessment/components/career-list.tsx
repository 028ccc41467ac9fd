import Lock from "lucide-react/icons/lock";
import type { MessageKey } from "@shared/i18n/client-catalog";
import type { CareerRecommendationDto } from "@shared/validators/assessment";
import type { OutcomeNoteDto } from "@shared/validators/outcomes";
import { OutcomeFigures, OutcomeNote } from "@/components/outcome-note";
import { useI18n } from "@/lib/i18n";

/**
 * The top careers; the preview shows the first one and hides the others. Under them, pay and
 * employment: a career's published figures with their source, and what the reader's country publishes.
 */
export function CareerList({
  careers,
  paid,
  outcomes,
}: {
  careers: CareerRecommendationDto[];
  paid: boolean;
  outcomes?: OutcomeNoteDto;
}) {
  const { t } = useI18n();
  return (
    <section
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="careers-title"
    >
      <h2 id="careers-title" className="text-lg font-bold text-slate-900">
        {t("results.careersTitle")}
      </h2>
      {/* Side by side while every word of a career's name fits its tile, else the tiles wrap. */}
      <ol className="mt-4 grid gap-3 sm:flex sm:flex-wrap">
        {careers.map((career, index) => {
          const shown = paid || index === 0;
          return (
            <li
              key={career.id}
              className="rounded-xl border border-slate-200 p-4 sm:flex-1 sm:basis-0"
              data-testid="career"
            >
              {shown ? (
                <>
                  <p className="font-semibold text-slate-900">{career.name}</p>
                  <p className="mt-1 text-sm font-bold text-emerald-700" data-testid="career-band">
                    {t(`results.band.${career.band}` as MessageKey)}
                  </p>
                  <p className="mt-2 text-xs text-slate-600">{career.reason}</p>
                  {career.figures ? (
                    <div className="mt-2 text-xs text-slate-800">
                      <OutcomeFigures figures={career.figures} />
                    </div>
                  ) : null}
                </>
              ) : (
                <p className="flex items-center gap-2 text-slate-600">
                  <Lock className="h-4 w-4" aria-hidden />
                  <span aria-hidden className="blur-sm select-none">
                    ██████████
                  </span>
                  <span className="sr-only">{t("results.lockedCareer")}</span>
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {!paid ? <p className="mt-4 text-sm text-slate-700">{t("results.careersLocked")}</p> : null}
      {outcomes ? <OutcomeNote note={outcomes} className="mt-4 border-t border-slate-200 pt-4" /> : null}
    </section>
  );
}
