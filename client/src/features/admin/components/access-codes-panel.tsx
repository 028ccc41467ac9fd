import { useState } from "react";
import { accessCodesRequestSchema } from "@shared/validators/admin";
import { Pager } from "@/components/pager";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { isMessageKey } from "../messages";
import { useAccessCodes, useCreateAccessCodes, type AccessCodeDto } from "../api/access-codes";
import { CodesPanel, CreateButton } from "./codes-panel";
import { Badge, HintedField } from "./fields";

export const ACCESS_CODES_FORM_ID = "access-codes-form";

/**
 * Generate access codes (count, optional email) and list them used / unused. The inputs belong to
 * their own form (the `form` attribute), rendered outside the config form, so Enter here never
 * saves the config.
 */
export function AccessCodesPanel() {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const codes = useAccessCodes(page);
  const [count, setCount] = useState("1");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<string[]>([]);
  const create = useCreateAccessCodes();
  const date = new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-ES", { dateStyle: "medium", timeStyle: "short" });

  const submit = async () => {
    const parsed = accessCodesRequestSchema.safeParse({ count, email: email.trim() });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message && isMessageKey(message) ? t(message) : t("adminPanel.codes.error"));
      return;
    }
    setError(null);
    try {
      const created = await create.mutateAsync({
        count: parsed.data.count,
        ...(parsed.data.email ? { email: parsed.data.email } : {}),
      });
      setFresh(created.map((c) => c.code));
      toast({ title: t("adminPanel.codes.generated", { count: created.length }), variant: "success" });
    } catch (err) {
      const message = err instanceof ApiError ? err.message : t("adminPanel.codes.error");
      setError(message);
      toast({ title: t("adminPanel.codes.error"), description: message, variant: "destructive" });
    }
  };

  const form = (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-start">
      <HintedField
        id="codes-count"
        form={ACCESS_CODES_FORM_ID}
        type="number"
        min={1}
        max={200}
        step={1}
        inputMode="numeric"
        label={t("adminPanel.codes.count")}
        value={count}
        onChange={(e) => setCount(e.target.value)}
      />
      <HintedField
        id="codes-email"
        form={ACCESS_CODES_FORM_ID}
        type="email"
        autoComplete="off"
        label={t("adminPanel.codes.email")}
        hint={t("adminPanel.codes.emailHint")}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <CreateButton
        formId={ACCESS_CODES_FORM_ID}
        pending={create.isPending}
        label={t("adminPanel.codes.generate")}
        pendingLabel={t("adminPanel.codes.generating")}
        className="sm:mt-6"
        testId="generate-codes"
      />
    </div>
  );

  return (
    <CodesPanel
      title={t("adminPanel.codes.title")}
      description={t("adminPanel.codes.subtitle")}
      formId={ACCESS_CODES_FORM_ID}
      onCreate={() => void submit()}
      error={error}
      createForm={form}
      codes={codes}
      isEmpty={(data) => data.items.length === 0}
      empty={{ text: t("adminPanel.codes.empty"), testId: "codes-empty" }}
      renderList={(data) => (
        <>
          <CodesTable codes={data.items} fresh={fresh} format={(iso) => date.format(new Date(iso))} />
          <Pager
            page={data.page}
            hasMore={data.hasMore}
            onPage={setPage}
            list={t("adminPanel.codes.title")}
            testId="codes-pager"
          />
        </>
      )}
    />
  );
}

function CodesTable({
  codes,
  fresh,
  format,
}: {
  codes: AccessCodeDto[];
  fresh: string[];
  format(iso: string): string;
}) {
  const { t } = useI18n();
  return (
    <div
      className="max-h-96 overflow-auto rounded-xl border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label={t("adminPanel.codes.title")}
    >
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("adminPanel.codes.code")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("adminPanel.codes.boundTo")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("adminPanel.codes.created")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("adminPanel.codes.status")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {codes.map((code) => (
            <tr
              key={code.code}
              className={fresh.includes(code.code) ? "bg-emerald-50" : undefined}
              data-testid="access-code-row"
            >
              <td className="whitespace-nowrap px-3 py-2 font-mono font-semibold text-slate-900">{code.code}</td>
              <td className="px-3 py-2 text-slate-700">{code.email ?? t("adminPanel.codes.anyEmail")}</td>
              <td className="px-3 py-2 text-slate-700">{format(code.createdAt)}</td>
              <td className="px-3 py-2">
                {code.used ? (
                  <Badge tone="slate">{t("adminPanel.codes.used")}</Badge>
                ) : (
                  <Badge tone="green">{t("adminPanel.codes.unused")}</Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
