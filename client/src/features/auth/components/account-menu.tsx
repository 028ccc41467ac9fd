import ChevronDown from "lucide-react/icons/chevron-down";
import LogIn from "lucide-react/icons/log-in";
import UserRound from "lucide-react/icons/user-round";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { useStoredUser } from "../hooks/use-stored-user";
import { signInLinkFrom } from "../redirects";

/**
 * The end of every page header: "Iniciar sesión" for a visitor; for a signed-in person, their
 * name opening a menu with their reports, career paths, Premium, the admin panel, the seller
 * area or a counsellor's classes by role, and sign out. Keyboard: Enter/Space/ArrowDown opens,
 * Escape closes and returns focus, Tab moves through the links.
 */
export function AccountMenu() {
  const { t } = useI18n();
  const user = useStoredUser();
  const [open, setOpen] = useState(false);
  const [location, navigate] = useLocation();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && !buttonRef.current?.contains(event.target as Node))
        setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    menuRef.current?.querySelector<HTMLElement>("a,button")?.focus();
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (!user) {
    return (
      <Link
        href={signInLinkFrom(location)}
        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        data-testid="header-sign-in"
      >
        <LogIn className="h-4 w-4" aria-hidden />
        <span className="hidden sm:inline">{t("nav.login")}</span>
        <span className="sr-only sm:hidden">{t("nav.login")}</span>
      </Link>
    );
  }

  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  const items: { href: string; label: string; testId: string }[] = [
    {
      href: user.role === "user" ? paths.userDashboard : paths.dashboard,
      label: t("nav.account.myReports"),
      testId: "menu-reports",
    },
    { href: paths.careerPaths, label: t("nav.account.careerPaths"), testId: "menu-career-paths" },
    { href: paths.subscription, label: t("nav.account.premium"), testId: "menu-premium" },
    ...(user.role === "admin" ? [{ href: paths.admin, label: t("nav.account.admin"), testId: "menu-admin" }] : []),
    ...(user.role === "seller" ? [{ href: paths.seller, label: t("nav.account.seller"), testId: "menu-seller" }] : []),
    ...(user.role === "counsellor"
      ? [{ href: paths.schoolsPanel, label: t("nav.account.classes"), testId: "menu-classes" }]
      : []),
  ];

  const signOut = async () => {
    setOpen(false);
    const [{ api }, { sessionQueryClient }, { applySignOut }] = await Promise.all([
      import("@/lib/api-client"),
      import("@/lib/query-provider"),
      import("@/lib/current-user"),
    ]);
    try {
      await api.post("/api/auth/logout");
    } catch (error) {
      // The session is dropped here all the same; the server's expires on its own.
      console.info("Signing out on the server failed", error);
    }
    applySignOut(sessionQueryClient);
    navigate(paths.home);
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("nav.account.menu", { name: user.name })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex items-center gap-1 rounded-lg px-1.5 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 sm:max-w-[14rem] sm:px-2"
        data-testid="account-menu-button"
      >
        <UserRound className="h-5 w-5 shrink-0 sm:h-4 sm:w-4" aria-hidden />
        {/* On a phone the header keeps only the icon (the button's label names the person). */}
        <span className="hidden truncate sm:inline" data-testid="header-user">
          {firstName}
        </span>
        <ChevronDown className="hidden h-4 w-4 shrink-0 sm:inline" aria-hidden />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          className="absolute right-0 top-full z-50 mt-1 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
          data-testid="account-menu"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-600">{user.email}</p>
          <ul>
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={() => setOpen(false)}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus:bg-slate-100"
                  data-testid={item.testId}
                >
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => void signOut()}
                className="block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-red-800 hover:bg-red-50 focus:bg-red-50"
                data-testid="menu-sign-out"
              >
                {t("nav.account.signOut")}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
