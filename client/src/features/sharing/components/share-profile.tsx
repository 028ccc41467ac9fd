import type { ReactNode } from "react";
import type { ShareDto } from "@shared/validators/sharing";
import { useI18n } from "@/lib/i18n";

const TYPE_CLASSES: Record<string, string> = {
  R: "bg-amber-700",
  I: "bg-blue-700",
  A: "bg-pink-800",
  S: "bg-emerald-700",
  E: "bg-red-700",
  C: "bg-indigo-700",
};

/** The shared profile: first name, the two strongest types, the hexagon (given by the page) and the top type's description. */
export function ShareProfile({ share, chart }: { share: ShareDto; chart: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="share-code">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t("share.codeLabel")}</p>
        <div className="mt-2 flex gap-2" id="share-code" data-testid="share-code">
          {[share.primaryType, share.secondaryType].map((type) => (
            <span
              key={type}
              className={`inline-flex h-14 w-14 items-center justify-center rounded-xl text-2xl font-extrabold text-white ${TYPE_CLASSES[type] ?? "bg-slate-700"}`}
            >
              {type}
            </span>
          ))}
        </div>
        <p className="mt-3 text-xl font-bold text-brand-900" data-testid="share-types">
          {share.primaryTypeName} · {share.secondaryTypeName}
        </p>
        <h2 className="mt-5 font-bold text-slate-900">{t("share.topType", { type: share.primaryTypeName })}</h2>
        <p className="mt-2 text-slate-800" data-testid="share-description">
          {share.primaryDescription}
        </p>
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">{chart}</section>
    </div>
  );
}
