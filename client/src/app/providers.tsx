import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useToasts } from "@/components/ui/use-toast";
import { LanguageProvider } from "@/lib/i18n";
import { whenSettled } from "@/lib/when-settled";
import type { Lang } from "@shared/i18n/lang";

const loadToaster = () => import("@/components/ui/toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * The Radix toast region loads with the first toast and stays (so the next ones and the closing
 * animation need nothing more): neither the first script nor the page's first seconds pay for it.
 * Radix announces each toast through a live region of its own, made when the toast opens. Its code
 * is fetched once the page has settled, so a toast raised offline still shows.
 */
function DeferredToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  useEffect(() => whenSettled(() => void loadToaster()), []);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function AppProviders({ children, lang }: { children: ReactNode; lang?: Lang }) {
  return (
    <LanguageProvider initial={lang}>
      {children}
      <DeferredToaster />
    </LanguageProvider>
  );
}
