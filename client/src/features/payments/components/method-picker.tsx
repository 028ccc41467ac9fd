import CheckCircle2 from "lucide-react/icons/circle-check";
import { formatMoney } from "@shared/pricing";
import type { QuoteDto } from "@shared/validators/checkout";
import { BrandMarks } from "@/components/ui/brand-marks";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import type { PaymentChoice, PaymentChoiceCard } from "../hooks/use-payment-choices";
import { PriceTag } from "./price-tag";

/** The ways to pay as a radio group of cards, each with its price (demo: free). */
export function MethodPicker({
  methods,
  cards,
  current,
  quote,
  onSelect,
}: {
  methods: PaymentChoice[];
  cards: Partial<Record<PaymentChoice, PaymentChoiceCard>>;
  current: PaymentChoice | null;
  quote: QuoteDto | undefined;
  onSelect: (method: PaymentChoice) => void;
}) {
  const { t, lang } = useI18n();
  return (
    <div
      role="radiogroup"
      aria-label={t("selection.methodsLabel")}
      className={cn(
        "mt-6 grid gap-4",
        methods.length === 1
          ? "mx-auto max-w-md"
          : methods.length === 2
            ? "sm:grid-cols-2"
            : "sm:grid-cols-2 lg:grid-cols-3",
      )}
    >
      {methods.map((method) => {
        const card = cards[method]!;
        const Icon = card.icon;
        const isSelected = current === method;
        return (
          <button
            key={method}
            type="button"
            role="radio"
            aria-checked={isSelected}
            disabled={!card.available}
            onClick={() => onSelect(method)}
            className={cn(
              "flex flex-col rounded-2xl border-2 bg-white p-5 text-left shadow-sm transition-colors disabled:opacity-60",
              isSelected ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200 hover:border-brand-300",
            )}
            data-testid={`method-${method}`}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
                <Icon className="h-6 w-6 text-brand-700" aria-hidden />
                {card.title}
              </span>
              {isSelected ? (
                <CheckCircle2 className="h-5 w-5 text-brand-700" aria-label={t("selection.selected")} />
              ) : null}
            </span>
            {card.marks.length > 0 ? <BrandMarks icons={card.marks} className="mt-3" /> : null}
            <span className="mt-2 text-sm text-slate-700">{card.body}</span>
            {card.badges.length > 0 ? (
              <span className="mt-2 flex flex-wrap gap-1">
                {card.badges.map((badge) => (
                  <span key={badge} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                    {badge}
                  </span>
                ))}
              </span>
            ) : null}
            <span className="mt-4">
              {method === "demo" ? (
                <span className="text-2xl font-extrabold text-emerald-700">{t("selection.demoFree")}</span>
              ) : quote ? (
                <PriceTag quote={quote} />
              ) : null}
            </span>
            {card.showsLocalAmount && quote ? (
              <span className="mt-1 text-xs text-slate-600">
                {t("selection.cardLocal", { amount: formatMoney(quote.localAmount, quote.localCurrency, lang) })}
              </span>
            ) : null}
            {!card.available ? (
              <span className="mt-2 text-xs font-semibold text-red-700">{t("selection.unavailable")}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
