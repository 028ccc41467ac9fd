import ArrowRight from "lucide-react/icons/arrow-right";
import BarChart3 from "lucide-react/icons/chart-column";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";

/**
 * The links' look. They appear only after hydration, so the pre-rendered page's critical CSS holds
 * no rule for them unless told: scripts/prerender.ts keeps these classes in it (`keepClasses`).
 */
export const WAY_BACK_LINK_CLASSES = buttonClasses("outline", "md");

/** Where this browser can go back to: a test in progress (the address of its question) and the latest submitted test's results. */
export interface WayBackTargets {
  resumeHref?: string | undefined;
  resultsHref?: string | undefined;
}

/**
 * "Continuar con tu test" / "Ver mis resultados" in the hero, when this browser has a test in
 * progress or a submitted one; otherwise `fallback`. The landing page arrives pre-rendered for
 * every visitor, so the links are decided after hydration (from this browser's storage), in a slot
 * as tall as a button either way: nothing below moves when they appear.
 */
export function WayBack({ read, fallback }: { read: () => WayBackTargets; fallback: ReactNode }) {
  const { t } = useI18n();
  const [targets, setTargets] = useState<WayBackTargets>({});
  useEffect(() => setTargets(read()), [read]);
  const { resumeHref, resultsHref } = targets;
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-3" data-testid="way-back">
      {resumeHref ? (
        <Link href={resumeHref} className={WAY_BACK_LINK_CLASSES} data-testid="continue-test">
          {t("landing.hero.continueTest")}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      ) : null}
      {resultsHref ? (
        <Link href={resultsHref} className={WAY_BACK_LINK_CLASSES} data-testid="view-results">
          <BarChart3 className="h-4 w-4" aria-hidden />
          {t("landing.hero.viewResults")}
        </Link>
      ) : null}
      {resumeHref || resultsHref ? null : fallback}
    </div>
  );
}
