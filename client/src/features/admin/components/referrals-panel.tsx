import { useState } from "react";
import { Pager } from "@/components/pager";
import { ReferralsTable } from "@/components/referrals-table";
import { QueryState } from "@/components/query-state";
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
      <QueryState
        query={referrals}
        errorText={t("adminPanel.referrals.loadError")}
        retryText={t("adminPanel.retry")}
        isEmpty={(data) => data.items.length === 0}
        empty={{ text: t("adminPanel.referrals.empty"), testId: "referrals-empty" }}
      >
        {(data) => (
          <ReferralsTable
            referrals={data.items}
            audience="admin"
            currency={currency}
            label={t("adminPanel.referrals.title")}
            formatDate={(iso) => date.format(new Date(iso))}
            testIds={{ table: "referrals-table", row: "referral-row" }}
          />
        )}
      </QueryState>
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
