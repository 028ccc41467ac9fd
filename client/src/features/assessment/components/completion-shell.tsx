import type { ReactNode } from "react";
import { HeaderSlot } from "@/components/layout/header-slot";
import { LanguageToggle } from "@/components/layout/language-toggle";
import { Logo } from "@/components/layout/logo";

/** The frame of the completion form: logo, language, the account, one narrow column. */
export function CompletionShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <Logo />
          <div className="flex items-center gap-2">
            <LanguageToggle />
            <HeaderSlot />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-2xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}
