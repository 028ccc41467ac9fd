import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";
import { api } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { rememberReferral } from "@/lib/visitor-price";

/**
 * `?ref=CODE` on any page: tells the server, shows the referral toast for
 * 5 seconds, and removes the code from the address bar. Errors are only logged, never shown.
 */
export function useReferralTracking(): void {
  const { t } = useI18n();
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get("ref");
    if (!code) return;
    url.searchParams.delete("ref");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    api
      .get<{ sellerName: string }>(`/api/track-referral/${encodeURIComponent(code)}`)
      .then(({ sellerName }) => {
        // Every price shown from now on carries the referral discount.
        rememberReferral();
        toast({
          title: t("referral.toastTitle"),
          description: t("referral.toastBody", { seller: sellerName }),
          duration: 5000,
          variant: "success",
        });
      })
      .catch((error: unknown) => console.info("referral tracking failed", error));
    // once per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
