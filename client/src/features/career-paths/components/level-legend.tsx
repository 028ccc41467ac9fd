import Lock from "lucide-react/icons/lock";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import { LEVEL_KEYS, LEVEL_STYLES } from "./level-styles";

/** The four levels' colours (levels 3 and 4 locked for a free account) and, with a code, what ★ means. */
export function LevelLegend({ premium, userCode }: { premium: boolean; userCode: string | null }) {
  const { t } = useI18n();
  return (
    <div
      className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700"
      aria-label={t("careerPaths.legend")}
      role="group"
    >
      {([1, 2, 3, 4] as const).map((level) => (
        <span key={level} className="inline-flex items-center gap-1">
          <span className={cn("h-3 w-3 rounded-sm", LEVEL_STYLES[level].swatch)} aria-hidden />
          {t("careerPaths.level", { level })}: {t(LEVEL_KEYS[level])}
          {!premium && level > 2 ? <Lock className="h-3 w-3" aria-label={t("careerPaths.premiumBadge")} /> : null}
        </span>
      ))}
      {userCode ? (
        <span className="basis-full text-slate-700">★ {t("careerPaths.fitsLegend", { code: userCode })}</span>
      ) : null}
    </div>
  );
}
