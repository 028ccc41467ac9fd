import type { pdfEs } from "./pdf.es";

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
};
