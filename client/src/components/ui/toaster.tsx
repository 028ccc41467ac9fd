import * as ToastPrimitive from "@radix-ui/react-toast";
import X from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/cn";
import { dismissStaleToasts, dismissToast, TOAST_DURATION, useToasts } from "./use-toast";

/** Radix toasts: one at a time, 5 s, swipe right past 50 px to close, F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useI18n();
  // A toast does not follow the person from page to page.
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    dismissStaleToasts();
  }, [location]);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label={t("toast.region", { hotkey: "F8" })}
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? TOAST_DURATION}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0",
            item.variant === "destructive"
              ? "border-red-300 bg-red-50 text-red-900"
              : item.variant === "success"
                ? "border-emerald-300 bg-emerald-50 text-emerald-900"
                : item.variant === "warning"
                  ? "border-amber-300 bg-amber-50 text-amber-950"
                  : "border-slate-200 bg-white text-slate-900",
          )}
          data-testid="toast"
        >
          <div className="grid gap-1">
            {item.title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            ) : null}
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t("toast.close")}
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* On a phone at the top, where no primary action sits (a page's main button and the sticky save
          bars are at the bottom); from 640 px, in the bottom-right corner. */}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
