import { Link } from "wouter";
import { useI18n } from "@/lib/i18n";

export function Logo() {
  const { t } = useI18n();
  return (
    <Link
      href="/"
      className="flex items-center gap-2 rounded-lg font-extrabold tracking-tight text-brand-800"
      aria-label={`${t("app.name")} · ${t("nav.home")}`}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg">{t("app.name")}</span>
    </Link>
  );
}
