import type { ReactNode } from "react";
import { HeaderSlot } from "./header-slot";
import { LanguageToggle } from "./language-toggle";
import { Logo } from "./logo";

export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4">
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          {children}
          <LanguageToggle />
          <HeaderSlot />
        </div>
      </div>
    </header>
  );
}
