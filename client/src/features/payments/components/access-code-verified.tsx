import CheckCircle2 from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";
import { useI18n } from "@/lib/i18n";

/** The report is unlocked: said once, with the report's actions (`children`) in a row below. */
export function AccessCodeVerified({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="mt-6" role="status">
      <p className="flex items-center gap-2 font-semibold text-emerald-800">
        <CheckCircle2 className="h-5 w-5" aria-hidden />
        {t("portal.verified")} {t("portal.verifiedBody")}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">{children}</div>
    </div>
  );
}
