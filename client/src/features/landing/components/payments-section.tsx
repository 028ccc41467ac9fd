import ShieldCheck from "lucide-react/icons/shield-check";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { useI18n } from "@/lib/i18n";

const METHODS = ["visa", "mastercard", "paypal", "visaSecure", "threeDSecure"] as const;

/** The accepted cards and wallets, and the secure-payment line. */
export function PaymentsSection() {
  const { t } = useI18n();
  return (
    <section className="below-fold mx-auto max-w-6xl px-4 py-14" aria-labelledby="payments-title">
      <h2 id="payments-title" className="text-center text-2xl font-bold text-slate-900">
        {t("landing.payments.title")}
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-3">
        {METHODS.map((method) => (
          <li
            key={method}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-bold text-slate-800 shadow-sm"
          >
            {t(`landing.payments.${method}` as MessageKey)}
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-5 flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-slate-700">
        <ShieldCheck className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden />
        <span>{t("landing.payments.secure")}</span>
      </p>
    </section>
  );
}
