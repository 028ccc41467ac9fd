import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** A payment page opened without a valid assessment: the way back is the test. */
export function InvalidSession() {
  const { t, lang } = useI18n();
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm" role="alert">
      <h1 className="text-2xl font-bold text-slate-900">{t("checkout.invalidTitle")}</h1>
      <p className="mt-3 text-slate-700">{t("checkout.invalidBody")}</p>
      <Link href={paths.assessment(lang)} className={buttonClasses("primary", "md", "mt-6")}>
        {t("checkout.startTest")}
      </Link>
    </div>
  );
}
