import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** An unpaid result's ways to the full report: buy it, or use an access code. */
export function GetReportLinks({ assessmentId }: { assessmentId: string }) {
  const { t } = useI18n();
  return (
    <>
      <Link
        href={paths.paymentSelection(assessmentId)}
        className={buttonClasses("primary", "md")}
        data-testid="get-report"
      >
        {t("results.getReport")}
      </Link>
      <Link
        href={paths.paymentPortal(assessmentId)}
        className="self-center text-sm font-semibold text-brand-800 underline"
        data-testid="have-code"
      >
        {t("results.haveCode")}
      </Link>
    </>
  );
}
