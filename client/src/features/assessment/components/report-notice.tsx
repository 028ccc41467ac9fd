import Info from "lucide-react/icons/info";
import { useI18n } from "@/lib/i18n";

export const REPORT_NOTICES = ["unpaid", "refunded", "expired", "sign-in", "owner-only"] as const;
export type ReportNotice = (typeof REPORT_NOTICES)[number];

/** `?report=` as the server sends a browser back from a PDF it could not show (or nothing). */
export function reportNoticeOf(search: string): ReportNotice | undefined {
  const value = new URLSearchParams(search).get("report");
  return REPORT_NOTICES.find((notice) => notice === value);
}

/** Why the PDF this browser opened could not be shown, in words; the page around it shows the way forward. */
export function ReportNoticeBanner({ notice }: { notice: ReportNotice }) {
  const { t } = useI18n();
  return (
    <p
      role="alert"
      className="mt-4 flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="report-notice"
    >
      <Info className="h-5 w-5 shrink-0 text-amber-700" aria-hidden />
      {t(`results.report.${notice}`)}
    </p>
  );
}
