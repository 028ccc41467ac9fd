import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import ArrowLeft from "lucide-react/icons/arrow-left";
import WifiOff from "lucide-react/icons/wifi-off";
import CalendarClock from "lucide-react/icons/calendar-clock";
import type { BaseSyntheticEvent, ReactNode } from "react";
import { Link } from "wouter";
import { STUDYING_ANSWERS } from "@shared/validators/assessment";
import { Button, buttonClasses } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ageOptions, countryOptions, educationOptions } from "@/config/options";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";
import { useReveal } from "@/lib/use-reveal";
import type { CompletionFormState } from "../hooks/use-completion-form";

/**
 * The completion form: the person's data, what went wrong (missing fields, a refused submission,
 * no connection), the consent fields (`consent`) and the way back to the test.
 */
export function CompletionForm({
  completion,
  offline,
  submitError,
  submitting,
  consent,
  onSubmit,
  practice = false,
  tooSoon = null,
  onSaveAsPractice,
}: {
  completion: CompletionFormState;
  offline: boolean;
  submitError: boolean;
  submitting: boolean;
  consent: ReactNode;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** This test is a practice run (the person chose it before the first screen). */
  practice?: boolean;
  /** The server's refusal of a test within 30 days of the latest one, with its date. */
  tooSoon?: string | null;
  onSaveAsPractice?: (event?: BaseSyntheticEvent) => Promise<void>;
}) {
  const { t, lang } = useI18n();
  // The refusal and the way to keep the answers, where the eye is: beside the button just pressed.
  const tooSoonRef = useReveal<HTMLDivElement>(tooSoon);
  const { form, missingFields, fieldError } = completion;
  const { register } = form;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="rounded-2xl bg-white p-6 shadow-sm sm:p-8"
      aria-labelledby="complete-title"
    >
      <h1 id="complete-title" className="text-2xl font-extrabold text-slate-900">
        {t("complete.title")}
      </h1>
      <p className="mt-1 text-slate-700">{t("complete.subtitle")}</p>
      {practice ? (
        <p
          className="mt-4 flex items-center gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-950"
          data-testid="practice-note"
        >
          <CalendarClock className="h-5 w-5 shrink-0" aria-hidden />
          {t("retake.practiceBannerNoDate")}
        </p>
      ) : null}

      {offline ? (
        <div
          role="status"
          className="mt-5 flex gap-2 rounded-xl border border-sky-300 bg-sky-50 p-3 text-sm text-sky-900"
          data-testid="offline-message"
        >
          <WifiOff className="h-5 w-5 shrink-0" aria-hidden />
          <div>
            <p>{t("complete.offline")}</p>
            <p className="mt-1 font-semibold">{t("complete.offlineQueued")}</p>
          </div>
        </div>
      ) : null}

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <TextField
          id="fullName"
          label={t("complete.fullName")}
          placeholder={t("complete.fullNamePlaceholder")}
          autoComplete="name"
          error={fieldError("fullName")}
          className="sm:col-span-2"
          {...register("fullName")}
        />
        <TextField
          id="email"
          type="email"
          label={t("complete.email")}
          placeholder={t("complete.emailPlaceholder")}
          autoComplete="email"
          inputMode="email"
          error={fieldError("email")}
          className="sm:col-span-2"
          {...register("email")}
        />
        <SelectField
          id="country"
          label={t("complete.country")}
          placeholder={t("complete.select")}
          options={countryOptions(lang)}
          error={fieldError("country")}
          {...register("country")}
        />
        <SelectField
          id="age"
          label={t("complete.age")}
          placeholder={t("complete.select")}
          options={ageOptions(lang)}
          error={fieldError("age")}
          {...register("age")}
        />
        <SelectField
          id="education"
          label={t("complete.education")}
          placeholder={t("complete.select")}
          options={educationOptions(lang)}
          error={fieldError("education")}
          className="sm:col-span-2"
          {...register("education")}
        />
        <SelectField
          id="currentlyStudying"
          label={t("complete.studying")}
          placeholder={t("complete.studyingUnanswered")}
          options={STUDYING_ANSWERS.map((value) => ({ value, label: t(`complete.studying.${value}`) }))}
          className="sm:col-span-2"
          {...register("currentlyStudying")}
        />
      </div>

      {missingFields ? (
        <div
          role="alert"
          className="mt-5 flex gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          data-testid="required-message"
        >
          <AlertCircle className="h-5 w-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{t("complete.requiredTitle")}</p>
            <p>{t("complete.required")}</p>
          </div>
        </div>
      ) : null}
      {submitError ? (
        <p
          role="alert"
          className="mt-5 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          data-testid="submit-error"
        >
          {t("complete.error")}
        </p>
      ) : null}

      {consent}

      <p className="mt-5 text-xs text-slate-600">{t("complete.privacy")}</p>

      {tooSoon ? (
        <div
          ref={tooSoonRef}
          tabIndex={-1}
          role="alert"
          className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          data-testid="too-soon"
        >
          <p className="font-semibold">{tooSoon}</p>
          <p className="mt-1">{t("retake.tooSoonOffer")}</p>
          <Button
            type="button"
            className="mt-3"
            onClick={() => void onSaveAsPractice?.()}
            disabled={submitting}
            data-testid="save-as-practice"
          >
            {t("retake.saveAsPractice")}
          </Button>
        </div>
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link href={`${paths.assessment()}?lang=${lang}`} className={buttonClasses("outline", "md")}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t("complete.back")}
        </Link>
        <Button type="submit" disabled={submitting || offline} data-testid="finish-button">
          {submitting ? t("complete.submitting") : practice ? t("retake.practiceSubmit") : t("complete.submit")}
        </Button>
      </div>
    </form>
  );
}
