import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useToasts } from "@/components/ui/use-toast";
import { LanguageProvider } from "@/lib/i18n";
import { whenSettled } from "@/lib/when-settled";
import type { Lang } from "@shared/i18n/lang";

const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/**
 * The Radix toast region loads once the page has settled (or at once when a toast is raised
 * earlier), so neither the first script nor the page's first screen waits for it.
 */
function DeferredToaster() {
  const toasts = useToasts();
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  if (!settled && toasts.length === 0) return null;
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
