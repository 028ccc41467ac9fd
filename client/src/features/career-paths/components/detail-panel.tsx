import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import type { CareerExplorer } from "../hooks/use-career-explorer";
import { NodeDetail } from "./node-detail";

/** The chosen node's detail beside the tree (below it on narrow screens), announced when it changes. */
export function DetailPanel({
  explorer,
  premium,
  userCode,
}: {
  explorer: CareerExplorer;
  premium: boolean;
  userCode: string | null;
}) {
  const { t } = useI18n();
  return (
    <div ref={explorer.detailRef} className="min-w-0 scroll-mt-20 lg:sticky lg:top-20 lg:self-start">
      <p className="sr-only" aria-live="polite">
        {t("careerPaths.selected", { title: explorer.selected.title })}
      </p>
      <NodeDetail node={explorer.selected} premium={premium} userCode={userCode} upgradeHref={paths.subscription} />
    </div>
  );
}
