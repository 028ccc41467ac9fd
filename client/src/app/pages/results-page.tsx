import { Lock, RotateCcw, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { HOLLAND_TYPES } from "@shared/content/types";
import { PublicLayout } from "@/components/layout/public-layout";
import { PageLoading } from "@/components/layout/page-loading";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAssessment } from "@/features/assessment/api/get-assessment";
import { HexagonChart, TYPE_COLORS } from "@/features/assessment/components/hexagon-chart";
import { clearProgress } from "@/features/assessment/progress";
import { PdfButtons } from "@/features/reports/pdf-buttons";
import { ShareButton } from "@/features/sharing/components/share-button";
import { claimSecretOf, rememberClaimSecret, readStoredSession } from "@/lib/session-storage";
import { DeleteAssessmentSection } from "@/features/privacy/components/delete-assessment";
import { ApiError } from "@/lib/api-client";
import { clsx } from "clsx";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

function takeClaimSecretFromLink(id: string): boolean {
  if (typeof window === "undefined" || !window.location.hash) return false;
  const secret = new URLSearchParams(window.location.hash.slice(1)).get("k");
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  if (!secret) return false;
  rememberClaimSecret(id, secret);
  return Boolean(claimSecretOf(id));
}

export default function ResultsPage() {
  const { id = "" } = useParams<{ id: string }>();
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  const query = useAssessment(id, lang);
  // Opened from the email's link: its claim secret (in the fragment, never sent to a server) is kept, and the fragment dropped.
  const [holds] = useState(() => takeClaimSecretFromLink(id) || Boolean(claimSecretOf(id)));

  useDocumentTitle(t("results.pageTitle"));

  // The browser remembers its latest assessment: signing in from here attaches it to the account.
  useEffect(() => {
    if (!query.data) return;
    try {
      window.localStorage.setItem("last-assessment", query.data.id);
    } catch {
      // storage unavailable
    }
  }, [query.data]);

  if (query.isPending)
    return (
      <PublicLayout>
        <PageLoading fullHeight />
      </PublicLayout>
    );
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PublicLayout>
        <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
          <h1 className="text-2xl font-bold text-slate-900">
            {notFound ? t("results.notFound") : t("results.loadError")}
          </h1>
          <p className="mt-3 text-slate-700">{notFound ? t("results.notFoundBody") : t("results.loadErrorBody")}</p>
          <Link href="/" className={buttonClasses("primary", "md", "mt-8")}>
            {t("results.back")}
          </Link>
        </section>
      </PublicLayout>
    );
  }

  const data = query.data;
  const paid = data.isPaid;
  const visible = paid ? data.ranking : data.ranking.slice(0, 2);
  // The preview lists the locked types in hexagon order: their rank (the code's third letter) stays hidden too.
  const listed = paid ? data.ranking : [...visible, ...HOLLAND_TYPES.filter((type) => !visible.includes(type))];
  const typeName = (type: string) => t(`holland.${type}` as MessageKey);
  const summary = listed
    .map((type) =>
      visible.includes(type)
        ? `${typeName(type)} ${data.normalizedScores[type]}`
        : `${typeName(type)}: ${t("results.lockedScore")}`,
    )
    .join(". ");
  const date = new Date(data.completedAt).toLocaleDateString(lang === "es" ? "es-ES" : "en-US", {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const careers = data.results.careerRecommendations.slice(0, 3);

  const startNewTest = () => {
    clearProgress();
    navigate(paths.assessment(lang));
  };

  return (
    <PublicLayout>
      {!paid ? (
        <div className="border-b border-amber-200 bg-amber-50" data-testid="preview-banner">
          <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-3">
              <Sparkles className="h-6 w-6 shrink-0 text-amber-600" aria-hidden />
              <div>
                <p className="font-semibold text-amber-950">{t("results.previewTitle")}</p>
                <p className="text-sm text-amber-900">{t("results.previewBody")}</p>
              </div>
            </div>
            <Link href={paths.paymentSelection(data.id)} className={buttonClasses("accent", "md", "shrink-0")}>
              {t("results.previewCta")}
            </Link>
          </div>
        </div>
      ) : null}

      <div className="mx-auto max-w-5xl px-4 py-10">
        <p className="text-sm text-slate-600">{t("results.completedOn", { date })}</p>
        <h1 className="mt-1 text-3xl font-extrabold text-slate-900">
          {t("results.greeting", { name: data.fullName })}
        </h1>

        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <section
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            aria-labelledby="profile-title"
          >
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
                <dd
                  className="text-lg font-extrabold tracking-widest text-slate-900 sm:mt-1"
                  data-testid="holland-code"
                >
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

          <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="chart-title">
            <h2 id="chart-title" className="text-lg font-bold text-slate-900">
              {t("results.chartTitle")}
            </h2>
            <HexagonChart
              scores={data.normalizedScores}
              visible={visible}
              label={t("results.chartLabel", { summary })}
            />
          </section>
        </div>

        <section
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          aria-labelledby="scores-title"
        >
          <h2 id="scores-title" className="text-lg font-bold text-slate-900">
            {t("results.scores")}
          </h2>
          <ul className="mt-4 space-y-3">
            {listed.map((type) => {
              const shown = visible.includes(type);
              // A locked score never reaches the page: its bar is a placeholder.
              const score = shown ? (data.normalizedScores[type] ?? 0) : 0;
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

        <section
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          aria-labelledby="careers-title"
        >
          <h2 id="careers-title" className="text-lg font-bold text-slate-900">
            {t("results.careersTitle")}
          </h2>
          <ol className="mt-4 grid gap-3 sm:grid-cols-3">
            {careers.map((career, index) => {
              const shown = paid || index === 0;
              return (
                <li key={career.id} className="rounded-xl border border-slate-200 p-4" data-testid="career">
                  {shown ? (
                    <>
                      <p className="font-semibold text-slate-900">{career.name}</p>
                      <p className="mt-1 text-sm font-bold text-emerald-700" data-testid="career-band">
                        {t(`results.band.${career.band}` as MessageKey)}
                      </p>
                      <p className="mt-2 text-xs text-slate-600">{career.reason}</p>
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
        </section>

        <section
          className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-6"
          aria-label={paid ? t("results.paidTitle") : t("results.getReport")}
        >
          {paid ? (
            <>
              <h2 className="text-lg font-bold text-brand-900">{t("results.paidTitle")}</h2>
              <p className="mt-1 text-sm text-brand-900">{t("results.paidBody")}</p>
            </>
          ) : null}
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {paid ? (
              <PdfButtons assessmentId={data.id} fullName={data.fullName} signedIn={readStoredSession() !== null} />
            ) : (
              <>
                <Link
                  href={paths.paymentSelection(data.id)}
                  className={buttonClasses("primary", "md")}
                  data-testid="get-report"
                >
                  {t("results.getReport")}
                </Link>
                <Link
                  href={paths.paymentPortal(data.id)}
                  className="self-center text-sm font-semibold text-brand-800 underline"
                  data-testid="have-code"
                >
                  {t("results.haveCode")}
                </Link>
              </>
            )}
            <Button variant="ghost" onClick={startNewTest}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              {t("results.newTest")}
            </Button>
          </div>
          {holds || readStoredSession() ? (
            <div className="mt-4">
              <ShareButton
                assessmentId={data.id}
                primaryTypeName={data.results.primaryTypeName}
                claimSecret={claimSecretOf(data.id)}
              />
            </div>
          ) : null}
        </section>
        {holds ? <DeleteAssessmentSection assessmentId={data.id} onDeleted={() => navigate(paths.home)} /> : null}
      </div>
    </PublicLayout>
  );
}
