import Copy from "lucide-react/icons/copy";
import ExternalLink from "lucide-react/icons/external-link";
import UserPlus from "lucide-react/icons/user-plus";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { formatMoney } from "@shared/pricing";
import {
  createSellerSchema,
  type CreateSellerInput,
  type CreateSellerResponse,
  type SellerDto,
} from "@shared/validators/sellers";
import { Pager } from "@/components/pager";
import { QueryState } from "@/components/query-state";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useAdminSellers, useCreateSeller, useUpdateSeller } from "../api/sellers";
import { isMessageKey } from "../messages";
import { trimZeros } from "../config-form";
import { Badge, HintedField, Section } from "./fields";
import { useZodForm } from "@/lib/use-zod-form";
import { paths } from "@/config/paths";

interface SellerFormValues {
  name: string;
  email: string;
  commissionRate: string;
  referralCode: string;
}
const EMPTY: SellerFormValues = { name: "", email: "", commissionRate: "", referralCode: "" };

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Create a seller (an account is created or linked) and list sellers with their totals; activate / deactivate. */
export function SellersPanel({ currency, defaultCommissionRate }: { currency: string; defaultCommissionRate: string }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <CreateSellerForm defaultCommissionRate={defaultCommissionRate} />
      <SellersList currency={currency} />
    </div>
  );
}

function CreateSellerForm({ defaultCommissionRate }: { defaultCommissionRate: string }) {
  const { t } = useI18n();
  const create = useCreateSeller();
  const [created, setCreated] = useState<CreateSellerResponse | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm<SellerFormValues, CreateSellerInput>(createSellerSchema, {
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const fieldError = (name: keyof SellerFormValues) => {
    const error = formState.errors[name];
    if (!error) return undefined;
    const message = error.message ?? "";
    if (error.type === "server" && message) return message;
    return isMessageKey(message) ? t(message) : t("api.invalidBody");
  };

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      const result = await create.mutateAsync({
        name: input.name,
        email: input.email,
        ...(input.commissionRate !== undefined ? { commissionRate: input.commissionRate } : {}),
        ...(input.referralCode !== undefined ? { referralCode: input.referralCode } : {}),
      });
      setCreated(result);
      reset(EMPTY);
      toast({
        title: t("adminPanel.sellers.created"),
        description: t("adminPanel.sellers.createdBody", { name: result.seller.name, email: result.seller.email }),
        variant: "success",
      });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t("adminPanel.sellers.createError");
      if (error instanceof ApiError) {
        for (const detail of error.details ?? []) {
          if (detail.path in EMPTY)
            setError(detail.path as keyof SellerFormValues, { type: "server", message: detail.message });
        }
      }
      setServerError(message);
      toast({ title: t("adminPanel.sellers.createError"), description: message, variant: "destructive" });
    }
  });

  const copyPassword = async (password: string) => {
    const ok = await copyText(password);
    toast({
      title: ok ? t("adminPanel.sellers.copied") : t("adminPanel.sellers.copyFailed"),
      variant: ok ? "success" : "destructive",
    });
  };

  return (
    <Section title={t("adminPanel.sellers.createTitle")}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t("adminPanel.sellers.createTitle")}
        data-testid="create-seller-form"
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <HintedField
            id="seller-name"
            autoComplete="off"
            label={t("adminPanel.sellers.name")}
            error={fieldError("name")}
            {...register("name")}
          />
          <HintedField
            id="seller-email"
            type="email"
            autoComplete="off"
            inputMode="email"
            label={t("adminPanel.sellers.email")}
            error={fieldError("email")}
            {...register("email")}
          />
          <HintedField
            id="seller-commission"
            type="number"
            step="0.01"
            min="0"
            max="90"
            inputMode="decimal"
            label={t("adminPanel.sellers.commission")}
            placeholder={trimZeros(defaultCommissionRate)}
            hint={t("adminPanel.sellers.commissionHint", { rate: trimZeros(defaultCommissionRate) })}
            error={fieldError("commissionRate")}
            {...register("commissionRate")}
          />
          <HintedField
            id="seller-code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            label={t("adminPanel.sellers.code")}
            hint={t("adminPanel.sellers.codeHint")}
            error={fieldError("referralCode")}
            {...register("referralCode")}
          />
        </div>
        {serverError ? (
          <p
            role="alert"
            className="mt-4 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900"
            data-testid="create-seller-error"
          >
            {serverError}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end">
          <Button type="submit" disabled={create.isPending} data-testid="create-seller">
            <UserPlus className="h-4 w-4" aria-hidden />
            {create.isPending ? t("adminPanel.sellers.creating") : t("adminPanel.sellers.create")}
          </Button>
        </div>
      </form>

      {created ? (
        <div
          role="status"
          className="mt-5 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950"
          data-testid="seller-created"
        >
          <p className="font-bold">{t("adminPanel.sellers.created")}</p>
          <p className="mt-1">
            {t("adminPanel.sellers.createdBody", { name: created.seller.name, email: created.seller.email })}
          </p>
          <p className="mt-2">
            {t("adminPanel.sellers.colCode")}:{" "}
            <span className="font-mono font-bold" data-testid="created-code">
              {created.seller.referralCode}
            </span>
          </p>
          {created.temporaryPassword ? (
            <div className="mt-3">
              <p className="font-semibold">{t("adminPanel.sellers.tempPassword")}</p>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <code
                  className="rounded-lg bg-white px-3 py-2 font-mono text-base text-slate-900 select-all"
                  data-testid="temporary-password"
                >
                  {created.temporaryPassword}
                </code>
                <Button variant="outline" size="sm" onClick={() => void copyPassword(created.temporaryPassword!)}>
                  <Copy className="h-4 w-4" aria-hidden />
                  {t("adminPanel.sellers.copy")}
                </Button>
              </div>
              <p className="mt-1 text-xs">{t("adminPanel.sellers.tempPasswordHint")}</p>
            </div>
          ) : (
            <p className="mt-2">{t("adminPanel.sellers.linkedAccount")}</p>
          )}
        </div>
      ) : null}
    </Section>
  );
}

function SellersList({ currency }: { currency: string }) {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const sellers = useAdminSellers(page);
  const update = useUpdateSeller();

  const toggle = async (seller: SellerDto) => {
    try {
      await update.mutateAsync({ id: seller.id, isActive: !seller.isActive });
    } catch (error) {
      toast({
        title: t("adminPanel.sellers.updateError"),
        description: error instanceof ApiError ? error.message : undefined,
        variant: "destructive",
      });
    }
  };

  return (
    <Section title={t("adminPanel.sellers.title")}>
      <QueryState
        query={sellers}
        errorText={t("adminPanel.sellers.loadError")}
        retryText={t("adminPanel.retry")}
        isEmpty={(data) => data.items.length === 0}
        empty={{ text: t("adminPanel.sellers.empty"), testId: "sellers-empty" }}
      >
        {(data) => (
          <ul className="grid grid-cols-1 gap-3" data-testid="sellers-list">
            {data.items.map((seller) => {
              const busy = update.isPending && update.variables?.id === seller.id;
              return (
                <li
                  key={seller.id}
                  className="rounded-xl border border-slate-200 p-4"
                  data-testid="seller-row"
                  data-code={seller.referralCode}
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
                        <span className="break-words">{seller.name}</span>
                        {seller.isActive ? (
                          <Badge tone="green" testId="seller-status">
                            {t("adminPanel.sellers.active")}
                          </Badge>
                        ) : (
                          <Badge tone="slate" testId="seller-status">
                            {t("adminPanel.sellers.inactive")}
                          </Badge>
                        )}
                      </p>
                      <p className="break-all text-sm text-slate-600">{seller.email}</p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Link href={paths.sellerDashboard(seller.id)} className={buttonClasses("ghost", "sm")}>
                        <ExternalLink className="h-4 w-4" aria-hidden />
                        {t("adminPanel.sellers.dashboard")}
                      </Link>
                      <Button
                        variant={seller.isActive ? "outline" : "secondary"}
                        size="sm"
                        disabled={busy}
                        onClick={() => void toggle(seller)}
                        aria-label={
                          seller.isActive
                            ? t("adminPanel.sellers.deactivateLabel", { name: seller.name })
                            : t("adminPanel.sellers.activateLabel", { name: seller.name })
                        }
                        data-testid="toggle-seller"
                      >
                        {seller.isActive ? t("adminPanel.sellers.deactivate") : t("adminPanel.sellers.activate")}
                      </Button>
                    </div>
                  </div>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
                    <Stat
                      label={t("adminPanel.sellers.colCode")}
                      value={<span className="font-mono">{seller.referralCode}</span>}
                    />
                    <Stat
                      label={t("adminPanel.sellers.colCommission")}
                      value={`${trimZeros(seller.commissionRate)}%`}
                    />
                    <Stat label={t("adminPanel.sellers.colReferrals")} value={String(seller.referralCount)} />
                    <Stat label={t("adminPanel.sellers.colConversions")} value={String(seller.conversionCount)} />
                    <Stat
                      label={t("adminPanel.sellers.colSales")}
                      value={formatMoney(seller.totalSales, currency, lang)}
                    />
                    <Stat
                      label={t("adminPanel.sellers.colEarned")}
                      value={formatMoney(seller.totalCommission, currency, lang)}
                    />
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {sellers.data ? (
        <Pager
          page={sellers.data.page}
          hasMore={sellers.data.hasMore}
          onPage={setPage}
          list={t("adminPanel.sellers.title")}
          testId="sellers-pager"
        />
      ) : null}
    </Section>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
