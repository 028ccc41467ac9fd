import type { ReactNode } from "react";
import { useI18n } from "@/lib/i18n";

/** The account's greeting (first name), with the new-test or retake action beside it. */
export function UserDashboardHeader({ name, actions }: { name: string; actions: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl" data-testid="welcome">
          {t("acct.d.welcome", { name })}
        </h1>
        <p className="mt-1 text-slate-700">{t("acct.ud.welcomeBody")}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">{actions}</div>
    </div>
  );
}
