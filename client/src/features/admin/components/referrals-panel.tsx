import { useState } from "react";
import { Pager } from "@/components/pager";
import { ReferralsTable } from "@/components/referrals-table";
import { Button } from "@/components/ui/button";
import { useI18n } from "@/lib/i18n";
import { useAdminReferrals } from "../api/sellers";
import { Section } from "./fields";

/** Every referral with its seller; status 'Pendiente' / 'Convertida' / 'Revertida' (refunded), anything else shown as it is. */
export function ReferralsPanel({ currency }: { currency: string }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const referrals = useAdminReferrals(page);
  const date = new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-ES", { dateStyle: "medium", timeStyle: "short" });

  return (
    <Section title={t("adminPanel.referrals.title")}>
      {referrals.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t("app.loading")}
        </p>
      ) : referrals.isError ? (
        <div role="alert" className="text-sm text-red-700">
          <p>{t("adminPanel.referrals.loadError")}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void referrals.refetch()}>
            {t("adminPanel.retry")}
          </Button>
        </div>
      ) : referrals.data.items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600" data-testid="referrals-empty">
          {t("adminPanel.referrals.empty")}
        </p>
      ) : (
        <ReferralsTable
          referrals={referrals.data.items}
          audience="admin"
          currency={currency}
          label={t("adminPanel.referrals.title")}
          formatDate={(iso) => date.format(new Date(iso))}
          testIds={{ table: "referrals-table", row: "referral-row" }}
        />
      )}
      {referrals.data ? (
        <Pager
          page={referrals.data.page}
          hasMore={referrals.data.hasMore}
          onPage={setPage}
          list={t("adminPanel.referrals.title")}
          testId="referrals-pager"
        />
      ) : null}
    </Section>
  );
}
