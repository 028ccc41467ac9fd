import Check from "lucide-react/icons/check";
import UserPlus from "lucide-react/icons/user-plus";
import X from "lucide-react/icons/x";
import { useState } from "react";
import { COUNTRY_NAMES, DEFAULT_COUNTRY, type CountryCode } from "@shared/i18n/countries";
import {
  adminCreateCounsellorSchema,
  COUNSELLOR_STATUSES,
  type AdminCreateCounsellorInput,
  type CounsellorStatus,
} from "@shared/validators/schools";
import { Pager } from "@/components/pager";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { countryOptions } from "@/config/options";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useI18n } from "@/lib/i18n";
import { useZodForm } from "@/lib/use-zod-form";
import { useAdminCounsellors, useCreateCounsellor, useDecideCounsellor } from "../api/schools";
import { isMessageKey } from "../messages";
import { HintedField, Section } from "./fields";

const EMPTY: AdminCreateCounsellorInput = { name: "", email: "", schoolName: "", country: DEFAULT_COUNTRY, city: "" };
const STATUS_LABEL = {
  pending: "schools.admin.pending",
  approved: "schools.admin.approved",
  rejected: "schools.admin.rejected",
} as const;

/** The "Colegios" / "Schools" tab: counsellors waiting for approval, approved and rejected; the admin creates one. */
export function SchoolsPanel() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <CounsellorsList />
      <CreateCounsellorForm />
    </div>
  );
}

function CounsellorsList() {
  const { t, lang } = useI18n();
  const [status, setStatus] = useState<CounsellorStatus>("pending");
  const [page, setPage] = useState(1);
  const query = useAdminCounsellors(status, page);
  const decide = useDecideCounsellor();
  const countryName = (code: string) => COUNTRY_NAMES[code as CountryCode]?.[lang] ?? code;

  return (
    <Section title={t("schools.admin.title")}>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t("schools.admin.title")}>
        {COUNSELLOR_STATUSES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === status ? "primary" : "outline"}
            aria-pressed={value === status}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
            data-testid={`counsellors-${value}`}
          >
            {t(STATUS_LABEL[value])}
          </Button>
        ))}
      </div>
      <div className="mt-4">
        <QueryState
          query={query}
          errorText={t("adminPanel.loadErrorBody")}
          retryText={t("adminPanel.retry")}
          isEmpty={(data) => data.items.length === 0}
          empty={{ text: t("schools.admin.empty"), testId: "counsellors-empty" }}
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-200" data-testid="counsellors-list">
                {data.items.map((counsellor) => (
                  <li key={counsellor.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{counsellor.name}</p>
                      <p className="text-sm break-all text-slate-700">{counsellor.email}</p>
                      <p className="text-sm text-slate-700">
                        {t("schools.admin.school")}: {counsellor.schoolName} ·{" "}
                        {t("schools.admin.place", { city: counsellor.city, country: countryName(counsellor.country) })}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      {counsellor.status !== "approved" ? (
                        <Button
                          size="sm"
                          disabled={decide.isPending}
                          onClick={() => decide.mutate({ id: counsellor.id, decision: "approve" })}
                        >
                          <Check className="h-4 w-4" aria-hidden />
                          {t("schools.admin.approve")}
                        </Button>
                      ) : null}
                      {counsellor.status !== "rejected" ? (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={decide.isPending}
                          onClick={() => decide.mutate({ id: counsellor.id, decision: "reject" })}
                        >
                          <X className="h-4 w-4" aria-hidden />
                          {t("schools.admin.reject")}
                        </Button>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
              <Pager page={page} hasMore={data.hasMore} onPage={setPage} list={t("schools.admin.title")} />
            </>
          )}
        </QueryState>
      </div>
    </Section>
  );
}

function CreateCounsellorForm() {
  const { t, lang } = useI18n();
  const create = useCreateCounsellor();
  const [created, setCreated] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useZodForm<AdminCreateCounsellorInput>(
    adminCreateCounsellorSchema,
    { defaultValues: EMPTY },
  );
  const fieldError = (name: keyof AdminCreateCounsellorInput) => {
    const message = formState.errors[name]?.message ?? "";
    if (!formState.errors[name]) return undefined;
    return isMessageKey(message) ? t(message) : t("api.invalidBody");
  };
  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      const result = await create.mutateAsync(input);
      setCreated(result.temporaryPassword);
      reset(EMPTY);
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : t("adminPanel.saveErrorBody"));
    }
  });

  return (
    <Section title={t("schools.admin.create")}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="create-counsellor-form">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <HintedField
            id="counsellor-name"
            label={t("schools.form.name")}
            error={fieldError("name")}
            {...register("name")}
          />
          <HintedField
            id="counsellor-email"
            type="email"
            inputMode="email"
            label={t("schools.form.email")}
            error={fieldError("email")}
            {...register("email")}
          />
          <HintedField
            id="counsellor-school"
            label={t("schools.form.schoolName")}
            error={fieldError("schoolName")}
            {...register("schoolName")}
          />
          <SelectField
            id="counsellor-country"
            label={t("schools.form.country")}
            options={countryOptions(lang)}
            error={fieldError("country")}
            {...register("country")}
          />
          <HintedField
            id="counsellor-city"
            label={t("schools.form.city")}
            error={fieldError("city")}
            {...register("city")}
          />
        </div>
        {serverError ? (
          <p role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {serverError}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end">
          <Button type="submit" disabled={create.isPending} data-testid="create-counsellor">
            <UserPlus className="h-4 w-4" aria-hidden />
            {create.isPending ? t("schools.admin.creating") : t("schools.admin.create")}
          </Button>
        </div>
      </form>
      {created ? (
        <p
          role="status"
          className={cn("mt-5 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950")}
          data-testid="counsellor-created"
        >
          {t("schools.admin.created", { secret: created })}
        </p>
      ) : null}
    </Section>
  );
}
