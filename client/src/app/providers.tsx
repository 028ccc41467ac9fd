import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useToasts } from "@/components/ui/use-toast";
import { LanguageProvider } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import type { Lang } from "@shared/i18n/lang";

const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/**
 * The Radix toast region loads after the first paint (when the browser is idle, or at once when a
 * toast is raised earlier), so the landing page's first script does not carry it.
 */
function DeferredToaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function AppProviders({ children, lang }: { children: ReactNode; lang?: Lang }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={lang}>
        {children}
        <DeferredToaster />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
