import type { pdfEs, pdfServerEs } from "./pdf.es";

export const pdfEn: Record<keyof typeof pdfEs, string> = {
  "pdf.filename": "Career-Report",
  "pdf.openError": "Error opening the PDF. Please try again.",
  "pdf.downloadError": "Error downloading the PDF. Please try again.",
  "pdf.downloaded": "Download complete!",
  "pdf.signInTitle": "Sign in to see your report",
  "pdf.signInBody": "This report belongs to an account: sign in with it to open it.",
  "pdf.downloadErrorTitle": "Download error",
  "pdf.portalOpenError": "The PDF could not be opened",
  "pdf.opening": "Opening...",
  "pdf.downloading": "Downloading...",
  "pdf.ownerOnly":
    "Only its buyer opens this report: use the link in the report email, or open it in the browser where you took the test.",
};

export const pdfServerEn: Record<keyof typeof pdfServerEs, string> = {
  "pdf.busy": "We are preparing many reports right now; try again in a few seconds",
  "pdf.notPaid": "The complete report is available after a verified payment",
  "pdf.badSignature": "The download link is not valid or has expired",
  "pdf.refunded": "This report was refunded: its download link no longer works",
};
