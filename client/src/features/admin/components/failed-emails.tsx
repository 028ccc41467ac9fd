import { useState } from "react";
import MailWarning from "lucide-react/icons/mail-exclamation-point";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PageDto } from "@shared/validators/pagination";
import { Pager } from "@/components/pager";
import { api } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";

interface FailedEmail {
  id: string;
  kind: string;
  to: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

/** Emails the outbox worker gave up on after a day of retries. */
export function FailedEmails() {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ["/api/admin/emails/failed", page],
    queryFn: () => api.get<PageDto<FailedEmail>>(`/api/admin/emails/failed?page=${page}`),
    placeholderData: keepPreviousData,
  });
  const date = new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-ES", { dateStyle: "medium", timeStyle: "short" });
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="failed-emails-title"
      data-testid="failed-emails"
    >
      <h2 id="failed-emails-title" className="flex items-center gap-2 font-bold text-slate-900">
        <MailWarning className="h-5 w-5 text-amber-600" aria-hidden />
        {t("adminEmails.title")}
      </h2>
      {query.isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {t("app.loading")}
        </p>
      ) : query.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t("adminEmails.loadError")}
        </p>
      ) : query.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("adminEmails.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {query.data.items.map((email) => (
            <li key={email.id} className="py-2">
              <p className="font-semibold text-slate-900">
                {email.kind} → {email.to}
              </p>
              <p className="text-slate-600">
                {date.format(new Date(email.createdAt))} · {t("adminEmails.attempts", { count: email.attempts })}
              </p>
              {email.lastError ? <p className="break-all text-xs text-red-700">{email.lastError}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {query.data ? (
        <Pager page={query.data.page} hasMore={query.data.hasMore} onPage={setPage} list={t("adminEmails.title")} />
      ) : null}
    </section>
  );
}
