import Crown from "lucide-react/icons/crown";
import { useI18n } from "@/lib/i18n";

/** The explorer's title and subtitle, with the Premium badge for a Premium account. */
export function ExplorerHeading({ premium }: { premium: boolean }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold text-slate-900">{t("careerPaths.title")}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{t("careerPaths.subtitle")}</p>
      </div>
      {premium ? (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-accent-400 px-3 py-1 text-sm font-extrabold text-slate-900"
          data-testid="premium-badge"
        >
          <Crown className="h-4 w-4" aria-hidden />
          {t("careerPaths.premiumBadge")}
        </span>
      ) : null}
    </div>
  );
}
