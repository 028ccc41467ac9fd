import ShieldCheck from "lucide-react/icons/shield-check";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** The selection page's call to go on with the chosen method, with the terms and the reassurances under it. */
export function ContinuePayment({
  label,
  busy,
  disabled,
  onContinue,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  onContinue: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="mx-auto mt-8 max-w-md text-center">
      <Button size="lg" className="w-full" onClick={onContinue} disabled={disabled} data-testid="continue-payment">
        {busy ? t("checkout.processing") : label}
      </Button>
      <p className="mt-3 text-xs text-slate-600">
        <Link href={paths.terms} className="underline">
          {t("selection.terms")}
        </Link>
      </p>
      <p className="mt-1 text-xs text-slate-600">{t("selection.emailNote")}</p>
      <p className="mt-2 flex items-center justify-center gap-1 text-xs font-semibold text-emerald-800">
        <ShieldCheck className="h-4 w-4" aria-hidden />
        {t("selection.secure")}
      </p>
    </div>
  );
}
