import KeyRound from "lucide-react/icons/key-round";
import type { ReactNode } from "react";
import { useI18n } from "@/lib/i18n";

/** The access-code portal's card: its title, a note when the assessment cannot be loaded, then `children`. */
export function AccessCodeCard({ assessmentMissing, children }: { assessmentMissing: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
      <KeyRound className="h-10 w-10 rounded-xl bg-brand-50 p-2 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-2xl font-extrabold text-slate-900">{t("portal.title")}</h1>
      {assessmentMissing ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t("portal.missingAssessment")}
        </p>
      ) : null}
      {children}
    </div>
  );
}
