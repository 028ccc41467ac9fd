import type { HollandType } from "@shared/content/types";
import { HOLLAND_TYPES } from "@shared/content/types";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";

interface TypePickerProps {
  primary: HollandType;
  secondary: readonly HollandType[];
  colors: Partial<Record<HollandType, string>>;
  onPrimary(type: HollandType): void;
  onToggleSecondary(type: HollandType): void;
}

/** Primary type (exactly one) and optional secondary types, as pressed/unpressed toggle buttons. */
export function TypePicker({ primary, secondary, colors, onPrimary, onToggleSecondary }: TypePickerProps) {
  const { t } = useI18n();
  const name = (type: HollandType) => t(`holland.${type}` as MessageKey);
  return (
    <div className="grid gap-4">
      <div>
        <p id="primary-type-label" className="text-sm font-bold text-slate-900">
          {t("careerPaths.primaryLabel")}
        </p>
        <div
          role="group"
          aria-labelledby="primary-type-label"
          className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6"
          data-testid="primary-types"
        >
          {HOLLAND_TYPES.map((type) => {
            const pressed = type === primary;
            return (
              <button
                key={type}
                type="button"
                aria-pressed={pressed}
                onClick={() => onPrimary(type)}
                className={cn(
                  "flex min-h-11 flex-col items-center justify-center rounded-xl border-2 px-1 py-1.5 text-center text-xs font-semibold transition-colors",
                  pressed ? "text-white" : "border-slate-300 bg-white text-slate-800 hover:border-slate-500",
                )}
                style={
                  pressed
                    ? { backgroundColor: colors[type] ?? "#4338ca", borderColor: colors[type] ?? "#4338ca" }
                    : undefined
                }
                data-testid={`primary-${type}`}
              >
                <span className="text-base font-extrabold" aria-hidden>
                  {type}
                </span>
                <span>{name(type)}</span>
              </button>
            );
          })}
        </div>
      </div>
      <div>
        <p id="secondary-types-label" className="text-sm font-bold text-slate-900">
          {t("careerPaths.secondaryLabel")}
        </p>
        <div
          role="group"
          aria-labelledby="secondary-types-label"
          aria-describedby="secondary-types-hint"
          className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6"
          data-testid="secondary-types"
        >
          {HOLLAND_TYPES.map((type) => {
            const isPrimary = type === primary;
            const pressed = !isPrimary && secondary.includes(type);
            return (
              <button
                key={type}
                type="button"
                aria-pressed={pressed}
                disabled={isPrimary}
                title={isPrimary ? t("careerPaths.isPrimary") : undefined}
                onClick={() => onToggleSecondary(type)}
                className={cn(
                  "flex min-h-11 flex-col items-center justify-center rounded-xl border-2 border-dashed px-1 py-1.5 text-center text-xs font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50",
                  pressed
                    ? "border-solid border-slate-800 bg-slate-800 text-white"
                    : "border-slate-400 bg-white text-slate-800 hover:border-slate-600",
                )}
                data-testid={`secondary-${type}`}
              >
                <span className="text-base font-extrabold" aria-hidden>
                  {pressed ? `✓ ${type}` : type}
                </span>
                <span>{name(type)}</span>
              </button>
            );
          })}
        </div>
        <p id="secondary-types-hint" className="mt-2 text-xs text-slate-600">
          {t("careerPaths.secondaryHint")}
        </p>
      </div>
    </div>
  );
}
