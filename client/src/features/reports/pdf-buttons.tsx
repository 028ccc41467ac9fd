import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { Link } from "wouter";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { downloadPdf, openPdf } from "./pdf-actions";

/**
 * A failed PDF as a sentence: an account's report asked for without a session is the owner who
 * must sign in (the server does not show it to anyone else), anything else the given message.
 */
export function pdfErrorToast(
  error: unknown,
  message: string,
  t: ReturnType<typeof useI18n>["t"],
  signedIn: boolean,
): void {
  const status = error instanceof ApiError ? error.status : 0;
  // a paid report this browser may not open: the server says why (sign in, or the buyer's own link)
  if (status === 403 && error instanceof ApiError) {
    toast({ title: t("pdf.downloadErrorTitle"), description: error.message, variant: "destructive" });
    return;
  }
  if ((status === 401 || status === 404) && !signedIn) {
    toast({
      title: t("pdf.signInTitle"),
      description: (
        <Link href={paths.userLogin} className="font-semibold underline">
          {t("pdf.signInBody")}
        </Link>
      ),
      variant: "destructive",
    });
    return;
  }
  toast({ title: t("pdf.downloadErrorTitle"), description: message, variant: "destructive" });
}

/** 'View PDF' and 'Download PDF' with their error messages (as toasts) and success toast. */
export function PdfButtons({
  assessmentId,
  fullName,
  signedIn,
  variant = "results",
}: {
  assessmentId: string;
  fullName: string;
  /** Whether this browser holds a session (a signed-out owner is told to sign in). */
  signedIn: boolean;
  variant?: "results" | "portal";
}) {
  const { t, lang } = useI18n();
  const [busy, setBusy] = useState<"open" | "download" | null>(null);
  const filename = `${t("pdf.filename")}-${fullName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")}.pdf`;

  const view = async () => {
    setBusy("open");
    try {
      await openPdf(assessmentId, lang);
    } catch (error) {
      pdfErrorToast(error, variant === "portal" ? t("pdf.portalOpenError") : t("pdf.openError"), t, signedIn);
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy("download");
    try {
      await downloadPdf(assessmentId, lang, filename);
      toast({ title: t("pdf.downloaded"), variant: "success" });
    } catch (error) {
      pdfErrorToast(error, t("pdf.downloadError"), t, signedIn);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button onClick={() => void view()} disabled={busy !== null} data-testid="view-pdf">
        <FileText className="h-4 w-4" aria-hidden />
        {busy === "open" ? t("pdf.opening") : t("results.viewPdf")}
      </Button>
      <Button variant="outline" onClick={() => void download()} disabled={busy !== null} data-testid="download-pdf">
        <Download className="h-4 w-4" aria-hidden />
        {busy === "download" ? t("pdf.downloading") : t("results.downloadPdf")}
      </Button>
    </>
  );
}

/** The dashboard's small "PDF" button: opens a paid report in a new tab. */
export function OpenPdfButton({ assessmentId, fullName }: { assessmentId: string; fullName: string }) {
  const { t, lang } = useI18n();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openPdf(assessmentId, lang);
    } catch (error) {
      pdfErrorToast(error, t("pdf.openError"), t, true);
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      size="sm"
      onClick={() => void open()}
      disabled={opening}
      aria-label={t("acct.d.pdfLabel", { name: fullName })}
      data-testid="open-pdf"
    >
      <FileText className="h-4 w-4" aria-hidden />
      {t("acct.d.pdf")}
    </Button>
  );
}
