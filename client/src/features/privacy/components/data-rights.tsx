import { useQueryClient } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import KeyRound from "lucide-react/icons/key-round";
import Trash2 from "lucide-react/icons/trash";
import { useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { applySignOut } from "@/lib/current-user";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { deleteAccount, downloadMyData } from "../api";

/** The account's data rights on its dashboard: change the password, download everything, delete the account. */
export function DataRightsSection() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failed = (e: unknown) => setError(e instanceof ApiError && e.message ? e.message : t("api.internal"));

  const exportData = async () => {
    setExporting(true);
    setError(null);
    try {
      await downloadMyData();
    } catch (e) {
      failed(e);
    } finally {
      setExporting(false);
    }
  };

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await deleteAccount(password);
      applySignOut(queryClient);
      toast({ title: t("privacy.deleteAccount.done"), variant: "success" });
      navigate(paths.home);
    } catch (e) {
      failed(e);
      setPending(false);
    }
  };

  return (
    <section
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby="data-rights-title"
      data-testid="data-rights"
    >
      <h2 id="data-rights-title" className="text-lg font-bold text-slate-900">
        {t("privacy.data.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("privacy.data.body")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href={paths.changePassword} className={buttonClasses("outline", "md")}>
          <KeyRound className="h-4 w-4" aria-hidden />
          {t("privacy.change.link")}
        </Link>
        <Button variant="outline" disabled={exporting} onClick={() => void exportData()} data-testid="export-data">
          <Download className="h-4 w-4" aria-hidden />
          {exporting ? t("privacy.export.pending") : t("privacy.export.button")}
        </Button>
        {!confirming ? (
          <Button variant="outline" onClick={() => setConfirming(true)} data-testid="delete-account">
            <Trash2 className="h-4 w-4" aria-hidden />
            {t("privacy.deleteAccount.button")}
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <form noValidate onSubmit={(event) => void remove(event)} className="mt-4 space-y-3">
          <p className="font-semibold text-red-800">{t("privacy.deleteAccount.confirm")}</p>
          <PasswordField
            id="delete-password"
            label={t("acct.password")}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            showLabel={t("acct.showPassword")}
            hideLabel={t("acct.hidePassword")}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={pending || !password} data-testid="confirm-delete-account">
              {t("privacy.deleteAccount.submit")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              {t("privacy.cancel")}
            </Button>
          </div>
        </form>
      ) : null}
      {error ? (
        <div className="mt-3">
          <FormAlert variant="destructive">{error}</FormAlert>
        </div>
      ) : null}
    </section>
  );
}
