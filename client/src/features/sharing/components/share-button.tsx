import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import Link2Off from "lucide-react/icons/link-2-off";
import MessageCircle from "lucide-react/icons/message-circle";
import Share2 from "lucide-react/icons/share-2";
import { useId, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { createShareLink, revokeShareLinks } from "../api/share-links";

/** The WhatsApp link: a plain link with the message, no script of theirs on our page. */
export const whatsappHref = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;

/**
 * "Compartir": creates (or reuses) the result's share link, then offers WhatsApp, the phone's
 * share sheet (Web Share API, where there is one), copying the link, and stopping the sharing.
 */
export function ShareButton({
  assessmentId,
  primaryTypeName,
  claimSecret,
}: {
  assessmentId: string;
  primaryTypeName: string;
  claimSecret?: string | undefined;
}) {
  const { t, lang } = useI18n();
  const panelId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [copied, setCopied] = useState(false);
  const message = url ? t("share.message", { type: primaryTypeName, url }) : "";
  const canNativeShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  const failed = (error: unknown) =>
    toast({
      title: t("share.createError"),
      description: error instanceof ApiError ? error.message : undefined,
      variant: "destructive",
    });

  const toggle = async () => {
    if (open) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      const link = await createShareLink(assessmentId, lang, claimSecret);
      setUrl(link.url);
      setOpen(true);
    } catch (error) {
      failed(error);
    } finally {
      setPending(false);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: t("share.copied"), variant: "success" });
    } catch {
      // No clipboard access: the link is selected in its field for the person to copy.
      document.getElementById(`${panelId}-url`)?.focus();
    }
  };

  const nativeShare = async () => {
    if (!url) return;
    try {
      await navigator.share({ title: t("app.name"), text: t("share.nativeText", { type: primaryTypeName }), url });
    } catch {
      // cancelled by the person
    }
  };

  const revoke = async () => {
    try {
      await revokeShareLinks(assessmentId, claimSecret);
      setOpen(false);
      setUrl(null);
      setCopied(false);
      toast({ title: t("share.revoked"), variant: "success" });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="w-full">
      <Button
        variant="secondary"
        onClick={() => void toggle()}
        disabled={pending}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="share-button"
      >
        <Share2 className="h-4 w-4" aria-hidden />
        {pending ? t("share.creating") : t("share.button")}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="mt-3 rounded-2xl border border-slate-200 bg-white p-4"
        data-testid="share-panel"
      >
        {open && url ? (
          <>
            <p className="font-semibold text-slate-900">{t("share.dialogTitle")}</p>
            <p className="mt-1 text-sm text-slate-700">{t("share.dialogBody")}</p>
            <label htmlFor={`${panelId}-url`} className="mt-3 block text-sm font-semibold text-slate-800">
              {t("share.linkLabel")}
            </label>
            <input
              id={`${panelId}-url`}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-slate-50 px-3 text-sm text-slate-900"
              data-testid="share-url"
            />
            <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <a
                href={whatsappHref(message)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses("primary", "md")}
                data-testid="share-whatsapp"
              >
                <MessageCircle className="h-4 w-4" aria-hidden />
                {t("share.whatsapp")}
              </a>
              {canNativeShare ? (
                <Button variant="outline" onClick={() => void nativeShare()} data-testid="share-native">
                  <Share2 className="h-4 w-4" aria-hidden />
                  {t("share.native")}
                </Button>
              ) : null}
              <Button variant="outline" onClick={() => void copy()} data-testid="share-copy">
                {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
                {copied ? t("share.copied") : t("share.copy")}
              </Button>
              <Button variant="ghost" onClick={() => void revoke()} data-testid="share-revoke">
                <Link2Off className="h-4 w-4" aria-hidden />
                {t("share.revoke")}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
