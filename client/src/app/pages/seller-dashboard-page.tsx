import { useState } from "react";
import { useParams } from "wouter";
import type { SellerDashboardDto } from "@shared/validators/sellers";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { useSeller } from "@/features/sellers/api/get-seller";
import { HistorySection } from "@/features/sellers/components/history-section";
import { MonthSection } from "@/features/sellers/components/month-section";
import { ReferralLinkBox } from "@/features/sellers/components/referral-link-box";
import { SellerCounters } from "@/features/sellers/components/seller-counters";
import { SellerHeader } from "@/features/sellers/components/seller-header";
import { SellerProblem } from "@/features/sellers/components/seller-problem";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /seller-dashboard/:sellerId: the seller itself or an admin (the server decides). */
export default function SellerDashboardPage() {
  const { t } = useI18n();
  const { sellerId = "" } = useParams<{ sellerId: string }>();
  const seller = useSeller(sellerId);

  useDocumentTitle(seller.data?.name ?? t("sellerArea.pageTitle"));

  if (seller.isPending) {
    return (
      <PublicLayout>
        <PageLoading label={t("sellerArea.loading")} fullHeight />
      </PublicLayout>
    );
  }
  if (seller.isError) {
    const status = seller.error instanceof ApiError ? seller.error.status : 0;
    return (
      <PublicLayout>
        <SellerProblem status={status} onRetry={() => void seller.refetch()} />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      <Dashboard seller={seller.data} />
    </PublicLayout>
  );
}

function Dashboard({ seller }: { seller: SellerDashboardDto }) {
  const [month, setMonthState] = useState(seller.currentMonth);
  const [page, setPage] = useState(1);
  const setMonth = (next: string) => {
    setMonthState(next);
    setPage(1);
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8">
      <SellerHeader seller={seller} />
      <ReferralLinkBox code={seller.referralCode} isActive={seller.isActive} />
      <SellerCounters seller={seller} />
      <MonthSection seller={seller} month={month} page={page} onMonth={setMonth} onPage={setPage} />
      <HistorySection seller={seller} month={month} onMonth={setMonth} />
    </div>
  );
}
