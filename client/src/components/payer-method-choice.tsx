import type { MessageKey } from "@shared/i18n/client-catalog";
import type { CheckoutMethod } from "@shared/validators/checkout";
import type { SimpleIcon } from "simple-icons";
import { BrandMarks } from "@/components/ui/brand-marks";
import { useI18n } from "@/lib/i18n";

/**
 * "Pagar con": the ways of paying someone paying from their own page may choose (a parent's gift, a school's pack),
 * each by its label and brand marks; shown only when there is a choice to make.
 */
export function PayerMethodChoice({
  methods,
  value,
  onChange,
  name,
  testIdPrefix,
  presentations,
}: {
  methods: readonly CheckoutMethod[];
  value: CheckoutMethod;
  onChange: (method: CheckoutMethod) => void;
  name: string;
  /** Each radio's test id is `${testIdPrefix}-${method}`. */
  testIdPrefix: string;
  presentations: Readonly<Record<CheckoutMethod, { giftLabel: MessageKey; marks: readonly SimpleIcon[] }>>;
}) {
  const { t } = useI18n();
  if (methods.length < 2) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{t("family.payWith")}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {methods.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-slate-900">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="h-4 w-4"
              data-testid={`${testIdPrefix}-${option}`}
            />
            {t(presentations[option].giftLabel)}
            <BrandMarks icons={presentations[option].marks} className="ml-1" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
