import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";

/** Rows of the comparison: what the free account has, and what Premium (one paid report) adds. */
const FEATURES: { key: MessageKey; free: boolean }[] = [
  { key: "subscription.feature.test", free: true },
  { key: "subscription.feature.preview", free: true },
  { key: "subscription.feature.explorerBasic", free: true },
  { key: "subscription.feature.report", free: false },
  { key: "subscription.feature.explorerFull", free: false },
  { key: "subscription.feature.dashboard", free: false },
];

/** Every row of the comparison, ticked where `plan` includes it and crossed out where not. */
export function FeatureList({ plan }: { plan: "free" | "premium" }) {
  const { t } = useI18n();
  return (
    <ul className="mt-6 space-y-3 text-sm" data-testid={`${plan}-features`}>
      {FEATURES.map(({ key, free }) => {
        const included = plan === "premium" || free;
        return (
          <li
            key={key}
            className={cn("flex gap-2", included ? "text-slate-800" : "text-slate-500")}
            data-included={included}
          >
            {included ? (
              <Check className="h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
            ) : (
              <X className="h-5 w-5 shrink-0 text-slate-400" aria-hidden />
            )}
            <span>
              <span className="sr-only">{included ? t("subscription.included") : t("subscription.notIncluded")}: </span>
              {t(key)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
