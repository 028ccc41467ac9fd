import KeyRound from "lucide-react/icons/key-round";
import LogOut from "lucide-react/icons/log-out";
import { Link } from "wouter";
import type { UserDto } from "@shared/validators/auth";
import { HeaderSlot } from "@/components/layout/header-slot";
import { LanguageToggle } from "@/components/layout/language-toggle";
import { Logo } from "@/components/layout/logo";
import { Button, buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { clearStoredSession } from "@/lib/session-storage";
import { useI18n } from "@/lib/i18n";

/** The account home's two views: the overview (/dashboard) and the whole account (/user-dashboard). */
export type AccountView = "overview" | "account";

/** The account home's header, the same on both views: navigation by role, language, the account menu, password and sign-out. */
export function DashboardHeader({
  user,
  view,
  signOut,
}: {
  user: UserDto;
  view: AccountView;
  /** Signs out within the app (the account view: to the sign-in screen); without it, through /api/logout to home. */
  signOut?: { run(): void; pending: boolean } | undefined;
}) {
  const { t, lang } = useI18n();
  const navLink =
    "rounded-lg px-2.5 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900";
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
        <Logo />
        <nav aria-label={t("acct.d.nav")} className="order-3 flex w-full flex-wrap gap-1 sm:order-none sm:w-auto">
          <Link
            href={paths.dashboard}
            className={navLink}
            aria-current={view === "overview" ? "page" : undefined}
            data-testid="nav-overview"
          >
            {t("acct.d.navDashboard")}
          </Link>
          <Link
            href={paths.userDashboard}
            className={navLink}
            aria-current={view === "account" ? "page" : undefined}
            data-testid="nav-account"
          >
            {t("acct.d.navAccount")}
          </Link>
          <Link href={paths.assessment(lang)} className={navLink}>
            {t("acct.d.navNewTest")}
          </Link>
          {user.role === "admin" ? (
            <Link href={paths.admin} className={navLink} data-testid="nav-admin">
              {t("acct.d.navAdmin")}
            </Link>
          ) : null}
          {user.role === "seller" || user.role === "admin" ? (
            <Link href={paths.seller} className={navLink} data-testid="nav-seller">
              {t("acct.d.navSeller")}
            </Link>
          ) : null}
        </nav>
        <div className="flex items-center gap-2">
          <LanguageToggle />
          {/* The account menu, as on every page: the person's name, their places by role, sign out. */}
          <HeaderSlot />
          <Link href={paths.changePassword} className={buttonClasses("ghost", "sm")} data-testid="change-password-link">
            <KeyRound className="h-4 w-4" aria-hidden />
            <span className="sr-only">{t("privacy.change.link")}</span>
          </Link>
          {signOut ? (
            <Button variant="outline" size="sm" onClick={signOut.run} disabled={signOut.pending} data-testid="logout">
              <LogOut className="h-4 w-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">{t("acct.logout")}</span>
            </Button>
          ) : (
            // Browser navigation to /api/logout ends the server session; the stored token goes first.
            <a
              href="/api/logout"
              onClick={() => clearStoredSession()}
              className={buttonClasses("outline", "sm")}
              data-testid="logout"
            >
              <LogOut className="h-4 w-4" aria-hidden />
              <span className="sr-only sm:not-sr-only">{t("acct.logout")}</span>
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
