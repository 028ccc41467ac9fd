import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

/** The completion form opened with no test in progress: the way to start one. */
export function NoAnswers() {
  const { t, lang } = useI18n();
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm" role="alert">
      <p className="text-lg text-slate-800">{t("complete.noAnswers")}</p>
      <Link href={paths.assessment(lang)} className={buttonClasses("primary", "md", "mt-6")}>
        {t("complete.noAnswersCta")}
      </Link>
    </div>
  );
}
