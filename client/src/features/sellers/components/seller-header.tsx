import type { SellerDashboardDto } from "@shared/validators/sellers";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import { formatRate } from "../format";
import { useSellerNumbers } from "../use-seller-numbers";

/** The seller's name, status, email, commission, code and accumulated commission. */
export function SellerHeader({ seller }: { seller: SellerDashboardDto }) {
  const { t, lang } = useI18n();
  const { money } = useSellerNumbers(seller.currency);
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="seller-header">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-extrabold break-words text-slate-900 sm:text-3xl" data-testid="seller-name">
              {seller.name}
            </h1>
            <span
              className={cn(
                "rounded-full px-2.5 py-0.5 text-xs font-bold",
                seller.isActive ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800",
              )}
              data-testid="seller-status"
            >
              {seller.isActive ? t("sellerArea.active") : t("sellerArea.inactive")}
            </span>
          </div>
          <p className="mt-1 break-all text-slate-700">{seller.email}</p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <span data-testid="seller-commission">
              {t("sellerArea.commission", {
                rate: formatRate(Number(seller.commissionRate), lang).replace(/[.,]0$/, ""),
              })}
            </span>
            <span>
              {t("sellerArea.code", { code: "" })}
              <span className="font-mono font-bold text-slate-900" data-testid="seller-code">
                {seller.referralCode}
              </span>
            </span>
          </p>
        </div>
        <div className="rounded-xl bg-emerald-50 px-4 py-3 text-right">
          <p className="text-xs font-semibold text-emerald-900">{t("sellerArea.accumulated")}</p>
          <p className="text-2xl font-extrabold text-emerald-800" data-testid="seller-accumulated">
            {money(seller.totalCommission)}
          </p>
        </div>
      </div>
    </header>
  );
}
