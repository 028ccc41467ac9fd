import Star from "lucide-react/icons/star";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { HeroIllustration } from "./hero-illustration";
import { WayBack, type WayBackTargets } from "./way-back";

/** The top of the landing page: the promise, the call to action and, beside it, this browser's way back. */
export function HeroSection({ readWayBack }: { readWayBack: () => WayBackTargets }) {
  const { t, lang } = useI18n();
  return (
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
  );
}
