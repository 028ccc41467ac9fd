import { Download, FileText } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useI18n } from "@/lib/i18n";
import { downloadPdf, openPdf } from "./pdf-actions";

/** 'View PDF' and 'Download PDF' with the spec's error alerts and success toast. */
export function PdfButtons({ assessmentId, fullName, variant = "results" }: { assessmentId: string; fullName: string; variant?: "results" | "portal" }) {
  const { t, lang } = useI18n();
  const [busy, setBusy] = useState<"open" | "download" | null>(null);
  const filename = `${t("pdf.filename")}-${fullName.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9]+/g, "-")}.pdf`;

  const view = async () => {
    setBusy("open");
    try {
      await openPdf(assessmentId, lang);
    } catch {
      if (variant === "portal") toast({ title: t("pdf.downloadErrorTitle"), description: t("pdf.portalOpenError"), variant: "destructive" });
      else window.alert(t("pdf.openError"));
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy("download");
    try {
      await downloadPdf(assessmentId, lang, filename);
      toast({ title: t("pdf.downloaded"), variant: "success" });
    } catch {
      if (variant === "portal") toast({ title: t("pdf.downloadErrorTitle"), description: t("pdf.downloadError"), variant: "destructive" });
      else window.alert(t("pdf.downloadError"));
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
