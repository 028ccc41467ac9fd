import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import type { CareerExplorer } from "../hooks/use-career-explorer";
import { TypePicker } from "./type-picker";

/**
 * The user's Holland code with "Usar mi código" (or the way to the test without one), the type
 * picker and how many nodes the secondary types match.
 */
export function TypeFilters({ explorer, userCode }: { explorer: CareerExplorer; userCode: string | null }) {
  const { t, lang } = useI18n();
  return (
    <section
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      aria-label={t("careerPaths.primaryLabel")}
    >
      <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        {userCode ? (
          <>
            <p className="font-semibold text-slate-900" data-testid="user-code">
              {t("careerPaths.yourCode", { code: userCode })}
            </p>
            {explorer.codeTypes.length > 0 ? (
              <Button variant="secondary" size="sm" onClick={explorer.applyMyCode} data-testid="use-my-code">
                {t("careerPaths.useMyCode")}
              </Button>
            ) : null}
          </>
        ) : (
          <p className="text-slate-700">
            {t("careerPaths.noCode")}{" "}
            <Link href={paths.assessment(lang)} className="font-semibold text-brand-700 underline">
              {t("careerPaths.takeTest")}
            </Link>
          </p>
        )}
      </div>
      <TypePicker
        primary={explorer.primary}
        secondary={explorer.secondary}
        colors={explorer.colors}
        onPrimary={explorer.choosePrimary}
        onToggleSecondary={explorer.toggleSecondary}
      />
      <p className="mt-3 text-sm text-slate-700" aria-live="polite" data-testid="secondary-count">
        {explorer.secondary.length > 0
          ? t("careerPaths.secondaryCount", { count: explorer.secondaryMatches })
          : t("careerPaths.secondaryNone")}
      </p>
    </section>
  );
}
