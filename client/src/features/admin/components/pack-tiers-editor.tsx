import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { useRef } from "react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import type { AdminPaymentConfigInput } from "@shared/validators/admin";
import { PACK_MAX, PACK_MIN, PACK_TIERS_MAX } from "@shared/validators/report-packs";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { tierLines } from "@/lib/pack-tiers";
import type { ConfigFormValues, PackTierValues } from "../config-form";
import { isMessageKey } from "../messages";
import { HintedField, Section } from "./fields";

interface ErrorLike {
  type?: string;
  message?: string;
}
/** The tiers' errors as the form holds them: the list's own (`root`, or the server's on `packTiers`) and each row's. */
type TierErrors = ErrorLike & {
  root?: ErrorLike;
  [index: number]: Partial<Record<keyof PackTierValues, ErrorLike>> | undefined;
};

const isTier = (tier: PackTierValues) =>
  /^\d{1,4}$/.test(tier.minQuantity.trim()) && /^\d{1,6}(\.\d{1,2})?$/.test(tier.unitPrice.trim());

/**
 * The volume prices of a school's pack of reports: one row per tier (from how many reports, the price of each), a
 * tier added (up to PACK_TIERS_MAX) or removed (never the last), saved with the rest of the form; the rules' errors
 * (the shared schema's, or the server's on `packTiers`) under the rows, and the prices as schools will read them.
 */
export function PackTiersEditor({ form }: { form: UseFormReturn<ConfigFormValues, unknown, AdminPaymentConfigInput> }) {
  const { t, lang } = useI18n();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "packTiers" });
  const [tiers, currency] = useWatch({ control, name: ["packTiers", "currency"] }) as [PackTierValues[], string];
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = formState.errors.packTiers as TierErrors | undefined;

  const say = (error: ErrorLike | undefined) => {
    const message = error?.message;
    if (!error || message === undefined) return undefined;
    // The server's details arrive translated; the shared schema's messages are catalog keys.
    if (error.type === "server" && message) return message;
    return isMessageKey(message) ? t(message) : t("api.invalidBody");
  };
  const listError = say(errors?.root) ?? say(errors);
  const full = fields.length >= PACK_TIERS_MAX;
  const ascending = tiers.every(
    (tier, index) => index === 0 || Number(tier.minQuantity) > Number(tiers[index - 1]!.minQuantity),
  );
  const preview =
    tiers.length > 0 && tiers.every(isTier) && ascending && /^[A-Z]{3}$/.test(currency)
      ? tierLines(
          tiers.map((tier) => ({ minQuantity: Number(tier.minQuantity), unitPrice: tier.unitPrice.trim() })),
          currency,
          t,
          lang,
          PACK_MAX,
        )
      : undefined;

  return (
    <Section title={t("adminPanel.packs.title")} description={t("adminPanel.packs.description")}>
      <div data-testid="pack-tiers">
        <ol className="grid grid-cols-1 gap-4">
          {fields.map((field, index) => {
            const n = index + 1;
            return (
              <li key={field.id} data-testid="pack-tier">
                <fieldset className="rounded-xl border border-slate-200 p-4">
                  <legend className="px-1 text-sm font-bold text-slate-900">{t("adminPanel.packs.tier", { n })}</legend>
                  <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
                    <HintedField
                      id={`packTiers-${index}-minQuantity`}
                      type="number"
                      inputMode="numeric"
                      min={PACK_MIN}
                      max={PACK_MAX}
                      step={1}
                      label={t("adminPanel.packs.from")}
                      error={say(errors?.[index]?.minQuantity)}
                      {...register(`packTiers.${index}.minQuantity`)}
                    />
                    <HintedField
                      id={`packTiers-${index}-unitPrice`}
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0.01"
                      label={t("adminPanel.packs.unitPrice")}
                      error={say(errors?.[index]?.unitPrice)}
                      {...register(`packTiers.${index}.unitPrice`)}
                    />
                    <Button
                      variant="outline"
                      size="sm"
                      className="sm:mt-7"
                      disabled={fields.length <= 1}
                      onClick={() => {
                        remove(index);
                        // the button is gone: the focus goes on to adding one
                        requestAnimationFrame(() => addButton.current?.focus());
                      }}
                      data-testid="pack-tier-remove"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                      {t("adminPanel.packs.remove", { n })}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {listError ? (
          <p id="packTiers-error" role="alert" className="mt-3 text-sm text-red-700" data-testid="pack-tiers-error">
            {listError}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button
            ref={addButton}
            variant="outline"
            size="sm"
            disabled={full}
            aria-describedby="packTiers-limits"
            onClick={() =>
              append(
                { minQuantity: "", unitPrice: tiers[tiers.length - 1]?.unitPrice ?? "" },
                { focusName: `packTiers.${fields.length}.minQuantity` },
              )
            }
            data-testid="pack-tier-add"
          >
            <Plus className="h-4 w-4" aria-hidden />
            {t("adminPanel.packs.add")}
          </Button>
          <p id="packTiers-limits" className="text-xs text-slate-600">
            {t("adminPanel.packs.limits", { max: PACK_TIERS_MAX })}
          </p>
        </div>
        {preview ? (
          <ul
            className="mt-4 space-y-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-800"
            data-testid="pack-tiers-preview"
          >
            {preview.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}
