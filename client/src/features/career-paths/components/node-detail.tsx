import Lock from "lucide-react/icons/lock";
import { Link } from "wouter";
import type { MessageKey } from "@shared/i18n/client-catalog";
import type { CareerPathNodeDto } from "@shared/validators/career-paths";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import { fitsCode } from "../tree-model";
import { LEVEL_KEYS, LEVEL_STYLES } from "./level-styles";

/** The selected step: description and requirements; for a free account, what Premium opens. */
export function NodeDetail({
  node,
  premium,
  userCode,
  upgradeHref,
}: {
  node: CareerPathNodeDto;
  premium: boolean;
  userCode: string | null;
  upgradeHref: string;
}) {
  const { t } = useI18n();
  const style = LEVEL_STYLES[node.level];
  return (
    <section
      aria-labelledby="node-detail-title"
      className={cn("rounded-2xl border border-l-4 border-slate-200 bg-white p-5 shadow-sm", style.card.split(" ")[0])}
      data-testid="node-detail"
    >
      <p className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-bold", style.chip)}>
        {t("careerPaths.level", { level: node.level })} · {t(LEVEL_KEYS[node.level])}
      </p>
      <h2 id="node-detail-title" className="mt-2 text-xl font-bold text-slate-900">
        {node.title}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-semibold">{t("careerPaths.types")}:</span>{" "}
        {node.hollandTypes.map((type) => `${type} (${t(`holland.${type}` as MessageKey)})`).join(", ")}
      </p>
      {fitsCode(node, userCode) ? (
        <p className="mt-2 text-sm font-semibold text-amber-900">★ {t("careerPaths.fitsYou")}</p>
      ) : null}

      <h3 className="mt-4 text-sm font-bold uppercase tracking-wide text-slate-600">{t("careerPaths.description")}</h3>
      <p className="mt-1 text-slate-800">{node.description}</p>

      <h3 className="mt-4 text-sm font-bold uppercase tracking-wide text-slate-600">{t("careerPaths.requirements")}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
        {node.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>

      {premium ? null : (
        <div
          className="mt-5 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4"
          data-testid="detail-locked"
        >
          <p className="flex items-start gap-2 text-sm text-slate-800">
            <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {t("careerPaths.premiumOnlyDetail")}
          </p>
          <Link href={upgradeHref} className={buttonClasses("accent", "sm", "mt-3")}>
            {t("careerPaths.upgradeCta")}
          </Link>
        </div>
      )}
    </section>
  );
}
