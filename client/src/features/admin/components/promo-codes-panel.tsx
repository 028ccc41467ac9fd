import { useState } from "react";
import { formatMoney } from "@shared/pricing";
import type { PromoCodeDto } from "@shared/validators/promo-codes";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { usePromoCodes, useCreatePromoCode, useUpdatePromoCode } from "../api/promo-codes";
import { CodesPanel, CreateButton, DetachedForm } from "./codes-panel";
import { Badge, HintedField } from "./fields";

export const PROMO_CREATE_FORM_ID = "promo-create-form";
export const PROMO_EDIT_FORM_ID = "promo-edit-form";

type Kind = "percent" | "amount";
interface Draft {
  code: string;
  kind: Kind;
  value: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  note: string;
}
const emptyDraft: Draft = {
  code: "",
  kind: "percent",
  value: "",
  validFrom: "",
  validUntil: "",
  maxUses: "",
  note: "",
};

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

/** Percent or fixed amount off. */
function KindSelect({
  id,
  form,
  currency,
  value,
  onChange,
}: {
  id: string;
  form: string;
  currency: string;
  value: Kind;
  onChange(kind: Kind): void;
}) {
  const { t } = useI18n();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t("promo.admin.kind")}
      </label>
      <select
        id={id}
        form={form}
        className="mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900"
        value={value}
        onChange={(event) => onChange(event.target.value as Kind)}
      >
        <option value="percent">{t("promo.admin.kindPercent")}</option>
        <option value="amount">{t("promo.admin.kindAmount", { currency })}</option>
      </select>
    </div>
  );
}

/** The pricing tab's promo codes: create, list with uses, pause or resume, edit. */
export function PromoCodesPanel({ currency }: { currency: string }) {
  const { t } = useI18n();
  const codes = usePromoCodes();
  const create = useCreatePromoCode();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      await create.mutateAsync({
        code: draft.code,
        ...(draft.kind === "percent" ? { percentOff: draft.value } : { amountOff: draft.value }),
        validFrom: draft.validFrom,
        validUntil: draft.validUntil,
        maxUses: draft.maxUses,
        note: draft.note,
      });
      setDraft(emptyDraft);
      toast({ title: t("promo.admin.created"), variant: "success" });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };

  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
  });

  return (
    <CodesPanel
      title={t("promo.admin.title")}
      description={t("promo.question")}
      formId={PROMO_CREATE_FORM_ID}
      onCreate={() => void submit()}
      error={error}
      createForm={
        <>
          <h3 className="text-sm font-bold text-slate-900">{t("promo.admin.createTitle")}</h3>
          <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <HintedField
              id="promo-code"
              form={PROMO_CREATE_FORM_ID}
              label={t("promo.admin.code")}
              autoComplete="off"
              {...field("code")}
            />
            <KindSelect
              id="promo-kind"
              form={PROMO_CREATE_FORM_ID}
              currency={currency}
              value={draft.kind}
              onChange={(kind) => setDraft((d) => ({ ...d, kind }))}
            />
            <HintedField
              id="promo-value"
              form={PROMO_CREATE_FORM_ID}
              inputMode="decimal"
              label={t("promo.admin.value")}
              {...field("value")}
            />
            <HintedField
              id="promo-valid-from"
              form={PROMO_CREATE_FORM_ID}
              type="date"
              label={t("promo.admin.validFrom")}
              {...field("validFrom")}
            />
            <HintedField
              id="promo-valid-until"
              form={PROMO_CREATE_FORM_ID}
              type="date"
              label={t("promo.admin.validUntil")}
              {...field("validUntil")}
            />
            <HintedField
              id="promo-max-uses"
              form={PROMO_CREATE_FORM_ID}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              label={t("promo.admin.maxUses")}
              hint={t("promo.admin.maxUsesHint")}
              {...field("maxUses")}
            />
            <HintedField
              id="promo-note"
              form={PROMO_CREATE_FORM_ID}
              label={t("promo.admin.note")}
              className="sm:col-span-2"
              maxLength={300}
              {...field("note")}
            />
            <CreateButton
              formId={PROMO_CREATE_FORM_ID}
              pending={create.isPending}
              label={t("promo.admin.create")}
              pendingLabel={t("promo.admin.creating")}
              className="self-end"
              testId="promo-create"
            />
          </div>
        </>
      }
      codes={codes}
      isEmpty={(data) => data.length === 0}
      empty={{ text: t("promo.admin.empty") }}
      renderList={(data) => (
        <ul
          className="divide-y divide-slate-100 rounded-xl border border-slate-200"
          aria-label={t("promo.admin.title")}
        >
          {data.map((code) =>
            editing === code.id ? (
              <EditRow key={code.id} code={code} currency={currency} onDone={() => setEditing(null)} />
            ) : (
              <PromoRow key={code.id} code={code} currency={currency} onEdit={() => setEditing(code.id)} />
            ),
          )}
        </ul>
      )}
    />
  );
}

const STATUS_TONE = { active: "green", paused: "amber", scheduled: "blue", expired: "slate", usedUp: "red" } as const;

function PromoRow({ code, currency, onEdit }: { code: PromoCodeDto; currency: string; onEdit(): void }) {
  const { t, lang } = useI18n();
  const update = useUpdatePromoCode();
  const date = new Intl.DateTimeFormat(lang === "en" ? "en-US" : "es-ES", { dateStyle: "medium", timeZone: "UTC" });
  const discount = code.percentOff ? `${Number(code.percentOff)}%` : formatMoney(code.amountOff ?? 0, currency, lang);
  const togglePause = async () => {
    try {
      await update.mutateAsync({ id: code.id, paused: !code.paused });
      toast({ title: t("promo.admin.saved"), variant: "success" });
    } catch (err) {
      toast({ title: err instanceof ApiError ? err.message : String(err), variant: "destructive" });
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="promo-row">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-bold text-slate-900">{code.code}</span>
          <span className="font-semibold text-brand-800">−{discount}</span>
          <Badge tone={STATUS_TONE[code.status]} testId="promo-status">
            {t(`promo.admin.status.${code.status}`)}
          </Badge>
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {t("promo.admin.uses")}:{" "}
          <span data-testid="promo-uses">
            {code.maxUses === null
              ? t("promo.admin.usesUnlimited", { uses: code.uses })
              : t("promo.admin.usesOf", { uses: code.uses, max: code.maxUses })}
          </span>
          {code.overLimitUses > 0 ? (
            <span className="ml-2 text-amber-900">· {t("promo.admin.overLimit", { count: code.overLimitUses })}</span>
          ) : null}
        </p>
        {code.validFrom || code.validUntil ? (
          <p className="text-sm text-slate-600">
            {code.validFrom ? `${t("promo.admin.validFrom")}: ${date.format(new Date(code.validFrom))}` : null}
            {code.validFrom && code.validUntil ? " · " : null}
            {code.validUntil ? `${t("promo.admin.validUntil")}: ${date.format(new Date(code.validUntil))}` : null}
          </p>
        ) : null}
        {code.note ? <p className="text-sm text-slate-600">{code.note}</p> : null}
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          {t("promo.admin.edit")}
        </Button>
        <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => void togglePause()}>
          {code.paused ? t("promo.admin.resume") : t("promo.admin.pause")}
        </Button>
      </div>
    </li>
  );
}

function EditRow({ code, currency, onDone }: { code: PromoCodeDto; currency: string; onDone(): void }) {
  const { t } = useI18n();
  const update = useUpdatePromoCode();
  const [error, setError] = useState<string | null>(null);
  const [kind, setKind] = useState<Kind>(code.percentOff ? "percent" : "amount");
  const [value, setValue] = useState(code.percentOff ? String(Number(code.percentOff)) : (code.amountOff ?? ""));
  const [validFrom, setValidFrom] = useState(day(code.validFrom));
  const [validUntil, setValidUntil] = useState(day(code.validUntil));
  const [maxUses, setMaxUses] = useState(code.maxUses === null ? "" : String(code.maxUses));
  const [note, setNote] = useState(code.note ?? "");

  const save = async () => {
    setError(null);
    try {
      await update.mutateAsync({
        id: code.id,
        ...(kind === "percent" ? { percentOff: value } : { amountOff: value }),
        validFrom,
        validUntil,
        maxUses,
        note,
      });
      toast({ title: t("promo.admin.saved"), variant: "success" });
      onDone();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };

  return (
    <li className="p-3" data-testid="promo-edit-row">
      <p className="font-mono font-bold text-slate-900">{code.code}</p>
      <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <KindSelect
          id="promo-edit-kind"
          form={PROMO_EDIT_FORM_ID}
          currency={currency}
          value={kind}
          onChange={setKind}
        />
        <HintedField
          id="promo-edit-value"
          form={PROMO_EDIT_FORM_ID}
          inputMode="decimal"
          label={t("promo.admin.value")}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <HintedField
          id="promo-edit-max-uses"
          form={PROMO_EDIT_FORM_ID}
          type="number"
          min={1}
          step={1}
          label={t("promo.admin.maxUses")}
          hint={t("promo.admin.maxUsesHint")}
          value={maxUses}
          onChange={(event) => setMaxUses(event.target.value)}
        />
        <HintedField
          id="promo-edit-valid-from"
          form={PROMO_EDIT_FORM_ID}
          type="date"
          label={t("promo.admin.validFrom")}
          value={validFrom}
          onChange={(event) => setValidFrom(event.target.value)}
        />
        <HintedField
          id="promo-edit-valid-until"
          form={PROMO_EDIT_FORM_ID}
          type="date"
          label={t("promo.admin.validUntil")}
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
        />
        <HintedField
          id="promo-edit-note"
          form={PROMO_EDIT_FORM_ID}
          label={t("promo.admin.note")}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex gap-2">
        <Button type="submit" form={PROMO_EDIT_FORM_ID} size="sm" disabled={update.isPending}>
          {t("promo.admin.save")}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t("promo.admin.cancel")}
        </Button>
      </div>
      <DetachedForm id={PROMO_EDIT_FORM_ID} onSubmit={() => void save()} />
    </li>
  );
}
