import ClipboardList from "lucide-react/icons/clipboard-list";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import { Link } from "wouter";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** The explorer's links in the page header: the dashboard and a new test (icons only on narrow screens). */
export function HeaderLinks() {
  const { t, lang } = useI18n();
  const link =
    "inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label={t("nav.mainNavigation")} className="flex items-center gap-1">
      <Link href={paths.dashboard} className={link} data-testid="nav-dashboard">
        <LayoutDashboard className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t("careerPaths.navDashboard")}</span>
      </Link>
      <Link href={paths.assessment(lang)} className={link} data-testid="nav-new-test">
        <ClipboardList className="h-4 w-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t("careerPaths.navNewTest")}</span>
      </Link>
    </nav>
  );
}
