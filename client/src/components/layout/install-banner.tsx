import { useEffect, useState } from "react";
import Download from "lucide-react/icons/download";
import { useI18n } from "@/lib/i18n";
import { Button } from "@/components/ui/button";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

/** "Ahora no" silences the banner for this long. */
export const INSTALL_SNOOZE_DAYS = 30;
const SNOOZE_KEY = "install-banner-dismissed-at";

/** Whether "Ahora no" was chosen less than INSTALL_SNOOZE_DAYS before `now` (`stored`: the saved time, if any). */
export function installBannerSnoozed(stored: string | null, now: number): boolean {
  const at = stored === null ? NaN : Number(stored);
  return Number.isFinite(at) && now - at >= 0 && now - at < INSTALL_SNOOZE_DAYS * 24 * 60 * 60 * 1000;
}

const readSnooze = (): string | null => {
  try {
    return window.localStorage.getItem(SNOOZE_KEY);
  } catch {
    return null;
  }
};

/**
 * The browser may offer installation before React has mounted the banner (the landing page shows
 * its HTML before the app runs): the offer is kept from the moment this module loads.
 */
let earlyPrompt: BeforeInstallPromptEvent | null = null;
const keepEarlyPrompt = (event: Event) => {
  event.preventDefault();
  earlyPrompt = event as BeforeInstallPromptEvent;
};
if (typeof window !== "undefined") window.addEventListener("beforeinstallprompt", keepEarlyPrompt);

/**
 * The install banner: it appears once the browser offers installation (`beforeinstallprompt`),
 * unless "Ahora no" was chosen in the last 30 days; it hides when the user decides, and the kept
 * prompt is cleared on acceptance or when the app gets installed.
 */
export function InstallBanner() {
  const { t } = useI18n();
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    window.removeEventListener("beforeinstallprompt", keepEarlyPrompt);
    if (earlyPrompt) {
      setDeferred(earlyPrompt);
      setVisible(true);
      earlyPrompt = null;
    }
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
      setVisible(true);
    };
    const onInstalled = () => {
      setDeferred(null);
      setVisible(false);
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (!visible || !deferred || installBannerSnoozed(readSnooze(), Date.now())) return null;

  const notNow = () => {
    setVisible(false);
    try {
      window.localStorage.setItem(SNOOZE_KEY, String(Date.now()));
    } catch {
      // private mode without storage: the banner is only hidden for this visit
    }
  };

  const install = async () => {
    setVisible(false);
    try {
      await deferred.prompt();
      const choice = await deferred.userChoice;
      if (choice.outcome === "accepted") setDeferred(null);
    } catch {
      // the browser refused to show its prompt; nothing else to do
    }
  };

  return (
    <div
      role="region"
      aria-label={t("install.title")}
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
      data-testid="install-banner"
    >
      <div className="mx-auto flex max-w-xl flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-xl sm:flex-row sm:items-center">
        <Download className="hidden h-8 w-8 shrink-0 text-brand-700 sm:block" aria-hidden />
        <div className="flex-1">
          <p className="font-semibold text-slate-900">{t("install.title")}</p>
          <p className="text-sm text-slate-700">{t("install.body")}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={notNow}>
            {t("install.dismiss")}
          </Button>
          <Button size="sm" onClick={() => void install()}>
            {t("install.accept")}
          </Button>
        </div>
      </div>
    </div>
  );
}
