import { toApiError } from "@/lib/api-client";
import { claimHeaders } from "@/lib/session-storage";

export function pdfUrl(assessmentId: string, lang: string, download = false): string {
  return `/api/assessment/${encodeURIComponent(assessmentId)}/pdf?lang=${lang}${download ? "&download=1" : ""}`;
}

/**
 * Fetches the report as its owner (the session) or the browser that took the test (its claim
 * secret); a non-OK answer or an empty file is an error.
 */
export async function fetchPdf(assessmentId: string, lang: string, download = false): Promise<Blob> {
  const response = await fetch(pdfUrl(assessmentId, lang, download), {
    credentials: "include",
    headers: claimHeaders(assessmentId),
  });
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  if (blob.size === 0) throw new Error("empty PDF");
  return blob;
}

/**
 * Opens the PDF in a new tab once it has arrived intact (a tab is only opened for a real PDF; the
 * click's activation normally still allows it, else the current tab shows the PDF).
 */
export async function openPdf(assessmentId: string, lang: string): Promise<void> {
  const blob = await fetchPdf(assessmentId, lang);
  const url = URL.createObjectURL(new Blob([blob], { type: "application/pdf" }));
  const tab = window.open(url, "_blank", "noopener");
  if (!tab) window.location.assign(url);
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function downloadPdf(assessmentId: string, lang: string, filename: string): Promise<void> {
  const blob = await fetchPdf(assessmentId, lang, true);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
