import Sparkles from "lucide-react/icons/sparkles";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** For a free account, the invitation to Premium (levels 3 and 4); for Premium, a note that all is open. */
export function UpgradePrompt({ premium }: { premium: boolean }) {
  const { t } = useI18n();
  if (premium) {
    return (
      <p className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">{t("careerPaths.premiumActive")}</p>
    );
  }
  return (
    <aside
      className="mt-6 flex flex-col gap-3 rounded-2xl border-2 border-accent-400 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      aria-labelledby="upgrade-title"
      data-testid="upgrade-prompt"
    >
      <div>
        <h2 id="upgrade-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Sparkles className="h-5 w-5 text-amber-700" aria-hidden />
          {t("careerPaths.upgradeTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-800">{t("careerPaths.upgradeBody")}</p>
      </div>
      <Link href={paths.subscription} className={buttonClasses("primary", "md", "shrink-0")}>
        {t("careerPaths.upgradeCta")}
      </Link>
    </aside>
  );
}
