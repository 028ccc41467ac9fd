import { defineMessages } from "../define";

/** What the browser says about the report PDF (opening, downloading, its file name). */
export const pdf = defineMessages(
  {
    "pdf.filename": "Reporte-Vocacional",
    "pdf.openError": "Error al abrir el PDF. Por favor, intenta de nuevo.",
    "pdf.downloadError": "Error al descargar el PDF. Por favor, intenta de nuevo.",
    "pdf.downloaded": "¡Descarga completada!",
    "pdf.downloadErrorTitle": "Error de descarga",
    "pdf.portalOpenError": "No se pudo abrir el PDF",
    "pdf.opening": "Abriendo...",
    "pdf.downloading": "Descargando...",
  },
  {
    "pdf.filename": "Career-Report",
    "pdf.openError": "Error opening the PDF. Please try again.",
    "pdf.downloadError": "Error downloading the PDF. Please try again.",
    "pdf.downloaded": "Download complete!",
    "pdf.downloadErrorTitle": "Download error",
    "pdf.portalOpenError": "The PDF could not be opened",
    "pdf.opening": "Opening...",
    "pdf.downloading": "Downloading...",
  },
);
