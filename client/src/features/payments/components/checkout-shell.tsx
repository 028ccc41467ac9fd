import type { ReactNode } from "react";
import { HeaderSlot } from "@/components/layout/header-slot";
import { LanguageToggle } from "@/components/layout/language-toggle";
import { Logo } from "@/components/layout/logo";

/** The frame of the payment pages: logo, language, a centred column. */
export function CheckoutShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4">
          <Logo />
          <div className="flex items-center gap-2">
            <LanguageToggle />
            <HeaderSlot />
          </div>
        </div>
      </header>
      <main id="main" className={`mx-auto px-4 py-8 ${wide ? "max-w-5xl" : "max-w-2xl"}`}>
        {children}
      </main>
    </div>
  );
}
