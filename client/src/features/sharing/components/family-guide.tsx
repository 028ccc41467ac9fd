import type { ShareDto } from "@shared/validators/sharing";
import { useI18n } from "@/lib/i18n";

/** The parents' page in plain words: what the profile means, questions to talk about, what the report adds. */
export function FamilyGuide({ share }: { share: ShareDto }) {
  const { t } = useI18n();
  const card = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
  return (
    <div className="space-y-6">
      <section className={card} aria-labelledby="family-means">
        <h2 id="family-means" className="text-lg font-bold text-slate-900">
          {t("family.meansTitle")}
        </h2>
        <p className="mt-2 text-slate-800">
          {t("family.means", { primary: share.primaryTypeName, secondary: share.secondaryTypeName })}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold text-slate-900">{t("family.traitsTitle")}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
              {share.primaryTraits.map((trait) => (
                <li key={trait}>{trait}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">{t("family.placesTitle")}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
              {share.primaryEnvironments.map((place) => (
                <li key={place}>{place}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className={card} aria-labelledby="family-talk">
        <h2 id="family-talk" className="text-lg font-bold text-slate-900">
          {t("family.talkTitle")}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800" data-testid="family-questions">
          <li>{t("family.q1")}</li>
          <li>{t("family.q2", { type: share.primaryTypeName.toLowerCase() })}</li>
          <li>{t("family.q3")}</li>
          <li>{t("family.q4")}</li>
          <li>{t("family.q5")}</li>
        </ol>
        <p className="mt-3 text-sm text-slate-700">{t("family.talkNote")}</p>
      </section>

      <section className={card} aria-labelledby="family-report">
        <h2 id="family-report" className="text-lg font-bold text-slate-900">
          {t("family.reportTitle")}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
          <li>{t("family.report1")}</li>
          <li>{t("family.report2")}</li>
          <li>{t("family.report3")}</li>
        </ul>
      </section>
    </div>
  );
}
