import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { usePaymentConfig } from "@/lib/payment-config";
import { useVerifyAccessCode } from "../hooks/use-verify-access-code";

interface Props {
  assessmentId: string;
  /** The assessment's email, put in the email field whenever it is empty. */
  defaultEmail: string | undefined;
  onVerified(verifiedId: string): void;
}

/**
 * The access code (typed in capitals) and the buyer's email, 'Verificar Pago'; the demo code while
 * the demo is on; what went wrong above the button; the other payment methods below.
 */
export function AccessCodeForm({ assessmentId, defaultEmail, onVerified }: Props) {
  const { t, lang } = useI18n();
  const config = usePaymentConfig();
  const { form, submit, error, busy } = useVerifyAccessCode({ assessmentId, defaultEmail, onVerified });
  const code = form.register("paymentCode");

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4">
      <p className="text-slate-700">{t("portal.subtitle")}</p>
      <div className="mt-5 grid gap-4">
        <TextField
          id="paymentCode"
          label={t("portal.code")}
          placeholder="QE-XXXX-XXXX-XXXX"
          autoComplete="off"
          spellCheck={false}
          {...code}
          onChange={(e) => {
            e.target.value = e.target.value.toUpperCase();
            void code.onChange(e);
          }}
        />
        <TextField
          id="portalEmail"
          type="email"
          label={t("portal.email")}
          autoComplete="email"
          {...form.register("email")}
        />
      </div>
      {config.data?.demoAccessCode ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-2 text-sm text-amber-950" data-testid="demo-code">
          {t("portal.demoCode", { code: config.data.demoAccessCode })}
        </p>
      ) : null}
      {error ? (
        <FormAlert variant="destructive" title={error.title} testId="portal-error" className="mt-4">
          {error.message}
        </FormAlert>
      ) : null}
      <Button type="submit" className="mt-6 w-full" disabled={busy}>
        {busy ? t("portal.verifying") : t("portal.verify")}
      </Button>
      <p className="mt-4 text-center text-sm">
        <Link href={paths.paymentSelection(assessmentId, { lang })} className="text-brand-700 underline">
          {t("portal.otherMethods")}
        </Link>
      </p>
    </form>
  );
}
