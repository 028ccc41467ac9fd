import Copy from "lucide-react/icons/copy";
import Link2 from "lucide-react/icons/link-2";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n";
import { referralLink } from "../format";

/** The seller's link (site root with ?ref=CODE on this site's public origin) and a copy button. */
export function ReferralLinkBox({ code, isActive }: { code: string; isActive: boolean }) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const link = referralLink(window.location.origin, code);

  const copy = async () => {
    let copied: boolean;
    try {
      await navigator.clipboard.writeText(link);
      copied = true;
    } catch {
      // No clipboard API or no permission: copy the selected text the old way.
      input.current?.select();
      try {
        copied = document.execCommand("copy");
      } catch {
        copied = false;
      }
    }
    if (copied) toast({ title: t("sellerArea.copied"), variant: "success" });
    else {
      input.current?.select();
      toast({ title: t("sellerArea.copyFailed"), variant: "destructive" });
    }
  };

  return (
    <section
      aria-labelledby="referral-link-title"
      className="rounded-2xl border-2 border-brand-200 bg-brand-50 p-5"
      data-testid="referral-link-box"
    >
      <h2 id="referral-link-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Link2 className="h-5 w-5 text-brand-700" aria-hidden />
        {t("sellerArea.linkTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("sellerArea.linkHint")}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="referral-link" className="sr-only">
          {t("sellerArea.linkLabel")}
        </label>
        <input
          ref={input}
          id="referral-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 rounded-xl border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900 sm:flex-1"
          data-testid="referral-link"
        />
        <Button onClick={() => void copy()} data-testid="copy-link">
          <Copy className="h-4 w-4" aria-hidden />
          {t("sellerArea.copy")}
        </Button>
      </div>
      {!isActive ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-2 text-sm text-amber-950" role="note">
          {t("sellerArea.linkInactive")}
        </p>
      ) : null}
    </section>
  );
}
