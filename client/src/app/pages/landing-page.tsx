import { BarChart3, BookOpenCheck, GraduationCap, Images, ShieldCheck, Star } from "lucide-react";
import { useCallback, useEffect } from "react";
import { QUESTION_COUNT } from "@shared/assessment/constants";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { PublicLayout } from "@/components/layout/public-layout";
import { paths } from "@/config/paths";
import { loadProgress, toResponses } from "@/features/assessment/progress";
import { PricingCard } from "@/features/landing/components/pricing-card";
import { WayBack, type WayBackTargets } from "@/features/landing/components/way-back";
import { useI18n } from "@/lib/i18n";
import { lastAssessmentId } from "@/lib/session-storage";
import type { MessageKey } from "@shared/i18n/client-catalog";

const FEATURES = [
  { key: "test", icon: Images },
  { key: "profile", icon: BarChart3 },
  { key: "careers", icon: GraduationCap },
  { key: "plan", icon: BookOpenCheck },
] as const;

const STEPS = ["one", "two", "three"] as const;
const STATS = ["rating", "users", "countries", "satisfaction", "access"] as const;
const METHODS = ["visa", "mastercard", "paypal", "visaSecure", "threeDSecure"] as const;

/**
 * What this browser holds: a test with answers saved (back to its question, or to the completion
 * form once all are answered) and the latest test it submitted (its results page, where the browser's
 * claim secret still applies).
 */
function wayBackOf(lang: "es" | "en"): WayBackTargets {
  const progress = loadProgress();
  const answered = progress ? Object.keys(progress.answers).length > 0 || progress.pending === true : false;
  const finished = progress ? toResponses(progress.answers, QUESTION_COUNT) !== null : false;
  const last = lastAssessmentId();
  return {
    resumeHref: answered ? (finished ? `${paths.assessmentComplete}?lang=${lang}` : paths.assessment(lang)) : undefined,
    resultsHref: last ? `${paths.results(last)}?lang=${lang}` : undefined,
  };
}

export default function LandingPage() {
  const { t, lang } = useI18n();
  const readWayBack = useCallback(() => wayBackOf(lang), [lang]);
  // The tab's title follows the language toggle (the HTML arrives with the request's language).
  useEffect(() => {
    document.title = t("meta.title");
  }, [t]);
  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
          <div>
            <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              {t("landing.hero.badge")}
            </p>
            <h1 className="mt-4 text-4xl font-extrabold leading-tight tracking-tight text-slate-900 md:text-5xl">
              {t("landing.hero.title")}
            </h1>
            <p className="mt-5 text-lg text-slate-700">{t("landing.hero.subtitle")}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
              <Link href={paths.assessment(lang)} className={buttonClasses("primary", "lg")} data-testid="hero-cta">
                {t("landing.hero.cta")}
              </Link>
              <WayBack
                read={readWayBack}
                fallback={<span className="text-sm text-slate-600">{t("landing.hero.duration")}</span>}
              />
            </div>
            <div className="mt-6 flex flex-wrap items-center gap-4 text-sm text-slate-700">
              <span className="flex items-center gap-1">
                <Star className="h-4 w-4 fill-accent-400 text-accent-500" aria-hidden />
                {t("landing.hero.rating")}
              </span>
              <span>{t("landing.hero.users")}</span>
            </div>
          </div>
          <div className="hidden md:block">
            <HeroIllustration />
          </div>
        </div>
      </section>

      <section className="below-fold mx-auto max-w-6xl px-4 py-16" aria-labelledby="features-title">
        <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
          {t("landing.features.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">{t("landing.features.subtitle")}</p>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon: Icon }) => (
            <article key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="h-10 w-10 rounded-xl bg-brand-50 p-2 text-brand-700" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`landing.features.${key}.title` as MessageKey)}
              </h3>
              <p className="mt-2 text-sm text-slate-700">{t(`landing.features.${key}.body` as MessageKey)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="below-fold bg-slate-50 py-16" aria-labelledby="steps-title">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="steps-title" className="text-center text-3xl font-bold text-slate-900">
            {t("landing.steps.title")}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step} className="rounded-2xl bg-white p-6 shadow-sm">
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  {t(`landing.steps.${step}.title` as MessageKey)}
                </h3>
                <p className="mt-2 text-sm text-slate-700">{t(`landing.steps.${step}.body` as MessageKey)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="below-fold mx-auto max-w-6xl px-4 py-16" aria-labelledby="pricing-title">
        <h2 id="pricing-title" className="sr-only">
          {t("landing.pricing.title")}
        </h2>
        <PricingCard />
      </section>

      <section className="below-fold bg-brand-800 py-14 text-white" aria-labelledby="stats-title">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="stats-title" className="text-center text-2xl font-bold">
            {t("landing.stats.title")}
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-6 text-center md:grid-cols-5">
            {STATS.map((stat) => (
              <div key={stat}>
                <dt className="text-sm text-brand-100">{t(`landing.stats.${stat}Label` as MessageKey)}</dt>
                <dd className="text-3xl font-extrabold">{t(`landing.stats.${stat}` as MessageKey)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="below-fold mx-auto max-w-6xl px-4 py-14" aria-labelledby="payments-title">
        <h2 id="payments-title" className="text-center text-2xl font-bold text-slate-900">
          {t("landing.payments.title")}
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-3">
          {METHODS.map((method) => (
            <li
              key={method}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-bold text-slate-800 shadow-sm"
            >
              {t(`landing.payments.${method}` as MessageKey)}
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-5 flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-slate-700">
          <ShieldCheck className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden />
          <span>{t("landing.payments.secure")}</span>
        </p>
      </section>

      <section className="below-fold bg-slate-50 py-14" aria-labelledby="method-title">
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="method-title" className="text-2xl font-bold text-slate-900">
            {t("landing.method.title")}
          </h2>
          <p className="mt-4 text-slate-700">{t("landing.method.body")}</p>
        </div>
      </section>
    </PublicLayout>
  );
}

/** The six Holland types on their hexagon, drawn as SVG. */
function HeroIllustration() {
  const letters = ["R", "I", "A", "S", "E", "C"];
  const colors = ["#b45309", "#1d4ed8", "#9d174d", "#047857", "#b91c1c", "#4338ca"];
  const points = letters.map((_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return [200 + 140 * Math.cos(angle), 200 + 140 * Math.sin(angle)] as const;
  });
  return (
    <svg viewBox="0 0 400 400" className="mx-auto h-auto w-full max-w-sm" role="img" aria-label="RIASEC">
      <polygon points={points.map((p) => p.join(",")).join(" ")} fill="#eef2ff" stroke="#6366f1" strokeWidth="3" />
      <polygon
        points={points
          .map(
            ([x, y], i) =>
              `${200 + (x - 200) * [0.9, 0.5, 0.75, 0.4, 0.6, 0.3][i]!},${200 + (y - 200) * [0.9, 0.5, 0.75, 0.4, 0.6, 0.3][i]!}`,
          )
          .join(" ")}
        fill="#6366f133"
        stroke="#4338ca"
        strokeWidth="3"
      />
      {points.map(([x, y], i) => (
        <g key={letters[i]}>
          <circle cx={x} cy={y} r="26" fill={colors[i]} />
          <text x={x} y={y + 8} textAnchor="middle" fontSize="24" fontWeight="800" fill="#fff">
            {letters[i]}
          </text>
        </g>
      ))}
    </svg>
  );
}
