/** What the browser says about the report PDF (opening, downloading, its file name). */
export const pdfEs = {
  "pdf.filename": "Reporte-Vocacional",
  "pdf.openError": "Error al abrir el PDF. Por favor, intenta de nuevo.",
  "pdf.downloadError": "Error al descargar el PDF. Por favor, intenta de nuevo.",
  "pdf.downloaded": "¡Descarga completada!",
  "pdf.signInTitle": "Inicia sesión para ver tu reporte",
  "pdf.signInBody": "Este reporte pertenece a una cuenta: inicia sesión con ella para abrirlo.",
  "pdf.downloadErrorTitle": "Error de descarga",
  "pdf.portalOpenError": "No se pudo abrir el PDF",
  "pdf.opening": "Abriendo...",
  "pdf.downloading": "Descargando...",
  "pdf.ownerOnly":
    "Este reporte solo lo abre quien lo compró: usa el enlace del correo del reporte, o ábrelo en el navegador donde hiciste el test.",
};

/** What the server says about a report PDF download it refuses: not in the browser's catalog. */
export const pdfServerEs = {
  "pdf.busy": "Estamos preparando muchos reportes en este momento; inténtalo de nuevo en unos segundos",
  "pdf.notPaid": "El reporte completo está disponible después de un pago verificado",
  "pdf.badSignature": "El enlace de descarga no es válido o ha caducado",
  "pdf.refunded": "Este reporte fue reembolsado: su enlace de descarga ya no funciona",
};
