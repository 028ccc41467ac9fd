import { useState } from "react";
import History from "lucide-react/icons/rotate-ccw-clock";
import { Pager } from "@/components/pager";
import { useI18n } from "@/lib/i18n";
import { useConfigAudit } from "../api/admin-config";

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "✓" : "✗";
  return String(value);
};

/** Who changed what in the payment config, newest first (secrets arrive masked from the server). */
export function AuditLog() {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const audit = useConfigAudit(page);
  const date = new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-ES", { dateStyle: "medium", timeStyle: "short" });

  return (
    <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="audit-log">
      <summary className="flex cursor-pointer items-center gap-2 rounded-2xl p-5 font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
        <History className="h-5 w-5 text-brand-700" aria-hidden />
        {t("adminPanel.audit.title")}
      </summary>
      <div className="px-5 pb-5">
        {audit.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t("app.loading")}
          </p>
        ) : audit.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t("adminPanel.audit.loadError")}
          </p>
        ) : audit.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t("adminPanel.audit.empty")}</p>
        ) : (
          <div
            className="overflow-x-auto rounded-xl border border-slate-200"
            tabIndex={0}
            role="region"
            aria-label={t("adminPanel.audit.title")}
          >
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("adminPanel.audit.when")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("adminPanel.audit.field")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("adminPanel.audit.from")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("adminPanel.audit.to")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {audit.data.items.flatMap((entry) =>
                  Object.entries(entry.changes).map(([field, change], index) => (
                    <tr key={`${entry.id}-${field}`} data-testid="audit-row">
                      <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                        {index === 0 ? date.format(new Date(entry.changedAt)) : ""}
                      </td>
                      <td className="px-3 py-2 font-mono text-xs text-slate-900">{field}</td>
                      <td className="px-3 py-2 break-all text-slate-700">{show(change.from)}</td>
                      <td className="px-3 py-2 break-all font-semibold text-slate-900">{show(change.to)}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        )}
        {audit.data ? (
          <Pager
            page={audit.data.page}
            hasMore={audit.data.hasMore}
            onPage={setPage}
            list={t("adminPanel.audit.title")}
          />
        ) : null}
      </div>
    </details>
  );
}
