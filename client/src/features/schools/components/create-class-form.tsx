import Plus from "lucide-react/icons/plus";
import { CLASS_SIZE_MAX, createClassSchema, type CreateClassInput } from "@shared/validators/schools";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { hasMessage, useI18n } from "@/lib/i18n";
import { useZodForm } from "@/lib/use-zod-form";
import { useCreateClass } from "../api/classes";

interface ClassFormValues {
  name: string;
  grade: string;
  year: number;
  size: number;
}

/** A new class: its name, grade, school year and number of students (the most tests it takes). */
export function CreateClassForm() {
  const { t } = useI18n();
  const create = useCreateClass();
  const empty: ClassFormValues = { name: "", grade: "", year: new Date().getFullYear(), size: 30 };
  const { register, handleSubmit, formState, reset } = useZodForm<ClassFormValues, CreateClassInput>(
    createClassSchema,
    { defaultValues: empty },
  );
  const fieldError = (name: keyof ClassFormValues) => {
    const message = formState.errors[name]?.message;
    if (message === undefined) return undefined;
    return hasMessage(message) ? t(message as MessageKey) : t("api.invalidBody");
  };
  const onSubmit = handleSubmit(async (input) => {
    await create.mutateAsync(input);
    reset(empty);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="create-class"
    >
      <h2 className="text-lg font-bold text-slate-900">{t("schools.panel.newClass")}</h2>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="class-name"
          label={t("schools.panel.className")}
          error={fieldError("name")}
          {...register("name")}
        />
        <TextField
          id="class-grade"
          label={t("schools.panel.grade")}
          error={fieldError("grade")}
          {...register("grade")}
        />
        <TextField
          id="class-year"
          type="number"
          inputMode="numeric"
          label={t("schools.panel.year")}
          error={fieldError("year")}
          {...register("year", { valueAsNumber: true })}
        />
        <div>
          <TextField
            id="class-size"
            type="number"
            inputMode="numeric"
            min={1}
            max={CLASS_SIZE_MAX}
            label={t("schools.panel.size")}
            error={fieldError("size")}
            {...register("size", { valueAsNumber: true })}
          />
          <p className="mt-1 text-sm text-slate-600">{t("schools.panel.sizeHint", { max: CLASS_SIZE_MAX })}</p>
        </div>
      </div>
      {create.error ? (
        <FormAlert variant="destructive" className="mt-4">
          {create.error instanceof ApiError ? create.error.message : t("api.internal")}
        </FormAlert>
      ) : null}
      <div className="mt-5 flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          <Plus className="h-4 w-4" aria-hidden />
          {create.isPending ? t("schools.panel.creating") : t("schools.panel.create")}
        </Button>
      </div>
    </form>
  );
}
