import type { MessageKey } from "@shared/i18n/client-catalog";
import type { AssessmentDetailDto } from "@shared/validators/assessment";
import { Link } from "wouter";
import { paths } from "@shared/routes";
import { useI18n } from "@/lib/i18n";
import { TYPE_COLORS } from "./hexagon-chart";

const TILE =
  "flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-2 sm:block sm:flex-1 sm:basis-0 sm:p-3";

/** The profile at a glance: primary and secondary type, the Holland code (two letters in the preview) and what they mean. */
export function ProfileSummary({ data }: { data: AssessmentDetailDto }) {
  const { t } = useI18n();
  const paid = data.isPaid && data.fullReport;
  // older answers (before the validity check) read as valid
  const validity = data.results.validity ?? "valid";
  const unclear = validity !== "valid" || data.results.differentiation.undifferentiated;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="profile-title">
      <h2 id="profile-title" className="sr-only">
        {t("results.title")}
      </h2>
      {/* On a phone, one row each; wider, side by side while each type's name fits its tile on one line, else
          the tiles wrap (a tile never narrows below its longest word, in either language). */}
      <dl className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap sm:gap-3 sm:text-center">
        <div className={TILE}>
          <dt className="text-xs font-semibold uppercase text-slate-600">{t("results.primary")}</dt>
          <dd
            className="text-base font-bold sm:mt-1 sm:text-lg"
            style={{ color: TYPE_COLORS[data.results.primaryType] }}
            data-testid="primary-type"
          >
            {data.results.primaryTypeName}
          </dd>
        </div>
        <div className={TILE}>
          <dt className="text-xs font-semibold uppercase text-slate-600">{t("results.secondary")}</dt>
          <dd
            className="text-base font-bold sm:mt-1 sm:text-lg"
            style={{ color: TYPE_COLORS[data.results.secondaryType] }}
            data-testid="secondary-type"
          >
            {data.results.secondaryTypeName}
          </dd>
        </div>
        <div className={TILE}>
          <dt className="text-xs font-semibold uppercase text-slate-600">{t("results.code")}</dt>
          <dd className="sm:mt-1">
            <span
              className={
                unclear
                  ? "text-lg font-semibold tracking-widest text-slate-500"
                  : "text-lg font-extrabold tracking-widest text-slate-900"
              }
              data-testid="holland-code"
            >
              {paid ? data.results.hollandCode : `${data.results.hollandCode.slice(0, 2)}·`}
            </span>
            {unclear ? (
              <span className="ml-2 text-xs font-semibold text-slate-600 sm:ml-0 sm:block">
                {t("results.codeUnclear")}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      {validity !== "valid" ? (
        <div
          className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          role="note"
          data-testid="validity-note"
        >
          <p className="font-semibold">{t("results.validity.title")}</p>
          <p className="mt-1">{t(`results.validity.${validity}` as MessageKey)}</p>
          <p className="mt-2">{t("results.validity.retake")}</p>
          <Link
            href={paths.assessment()}
            className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-amber-900 px-4 font-semibold text-white hover:bg-amber-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900"
          >
            {t("results.validity.retakeCta")}
          </Link>
        </div>
      ) : null}
      <p className="mt-5 text-slate-800" data-testid="primary-description">
        <span className="font-semibold">{t("results.typeExplained", { name: data.results.primaryTypeName })}</span>{" "}
        {data.results.personalityDescription}
      </p>
      <p className="mt-3 text-slate-800" data-testid="secondary-description">
        <span className="font-semibold">{t("results.typeExplained", { name: data.results.secondaryTypeName })}</span>{" "}
        {data.results.secondaryDescription}
      </p>
      {data.results.coPrimary && validity === "valid" ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="co-primary">
          {t("results.coPrimary")}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">
        {t(
          `results.consistency.${data.results.consistencyClaim ?? (unclear ? "unclear" : data.results.consistency.level)}` as MessageKey,
        )}
      </p>
      {data.results.differentiation.undifferentiated && validity === "valid" ? (
        <p className="mt-2 text-sm text-slate-700">{t("results.undifferentiated")}</p>
      ) : null}
    </section>
  );
}
