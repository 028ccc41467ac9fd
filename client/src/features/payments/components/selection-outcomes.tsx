import CheckCircle2 from "lucide-react/icons/circle-check";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** The report is already paid: the way to it instead of the methods. */
export function AlreadyPaid({ assessmentId }: { assessmentId: string }) {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm" role="status" data-testid="already-paid">
      <CheckCircle2 className="mx-auto h-10 w-10 text-emerald-600" aria-hidden />
      <p className="mt-3 text-lg font-semibold text-slate-900">{t("selection.alreadyPaid")}</p>
      <Link href={paths.results(assessmentId)} className={buttonClasses("primary", "md", "mt-6")}>
        {t("selection.viewReport")}
      </Link>
    </div>
  );
}

/** No payment method is switched on. */
export function NoPaymentMethods({ backHref }: { backHref: string }) {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm" role="alert">
      <h1 className="text-2xl font-bold text-slate-900">{t("selection.noneTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("selection.noneBody")}</p>
      <Link href={backHref} className={buttonClasses("primary", "md", "mt-6")}>
        {t("selection.backToResults")}
      </Link>
    </div>
  );
}
