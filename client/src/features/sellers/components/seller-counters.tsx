import CircleDollarSign from "lucide-react/icons/circle-dollar-sign";
import MousePointerClick from "lucide-react/icons/mouse-pointer-click";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import TrendingUp from "lucide-react/icons/trending-up";
import type { ReactNode } from "react";
import type { SellerDashboardDto } from "@shared/validators/sellers";
import { useI18n } from "@/lib/i18n";
import { useSellerNumbers } from "../use-seller-numbers";

/** The seller's four counters: referrals, conversions, conversion rate and sales. */
export function SellerCounters({ seller }: { seller: SellerDashboardDto }) {
  const { t } = useI18n();
  const { money, rate } = useSellerNumbers(seller.currency);
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t("sellerArea.pageTitle")}>
      <Counter
        icon={<MousePointerClick className="h-5 w-5" aria-hidden />}
        label={t("sellerArea.totalReferrals")}
        value={String(seller.referralCount)}
        testId="counter-referrals"
      />
      <Counter
        icon={<ShoppingBag className="h-5 w-5" aria-hidden />}
        label={t("sellerArea.conversions")}
        value={String(seller.conversionCount)}
        testId="counter-conversions"
      />
      <Counter
        icon={<TrendingUp className="h-5 w-5" aria-hidden />}
        label={t("sellerArea.conversionRate")}
        value={rate(seller.conversionRate)}
        testId="counter-rate"
      />
      <Counter
        icon={<CircleDollarSign className="h-5 w-5" aria-hidden />}
        label={t("sellerArea.totalSales")}
        value={money(seller.totalSales)}
        testId="counter-sales"
      />
    </ul>
  );
}

function Counter({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        <span className="text-brand-700">{icon}</span>
        {label}
      </p>
      <p className="mt-2 text-2xl font-extrabold text-slate-900" data-testid={testId}>
        {value}
      </p>
    </li>
  );
}
