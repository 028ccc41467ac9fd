import { useQueryClient } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, WifiOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { DEFAULT_COUNTRY } from "@shared/i18n/countries";
import type { MessageKey } from "@shared/i18n/client-catalog";
import {
  completionFormSchema,
  QUESTION_COUNT,
  STUDYING_ANSWERS,
  studyingFromAnswer,
  type CompletionForm,
} from "@shared/validators/assessment";
import { LanguageToggle } from "@/components/layout/language-toggle";
import { Logo } from "@/components/layout/logo";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { ageOptions, countryOptions, educationOptions } from "@/config/options";
import { paths } from "@/config/paths";
import { submitAssessment } from "@/features/assessment/api/submit-assessment";
import { SelectField } from "@/components/ui/select-field";
import {
  clearProgress,
  loadProgress,
  markPrepaymentUsed,
  saveProgress,
  toResponses,
  type AssessmentProgress,
} from "@/features/assessment/progress";
import { useConsentFields } from "@/features/privacy/components/consent-fields";
import { ApiError } from "@/lib/api-client";
import { isAccountQuery } from "@/lib/current-user";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useZodForm } from "@/lib/use-zod-form";

type FormValues = { [K in keyof CompletionForm]: string };
/** Required fields; "currentlyStudying" is optional. */
const FIELDS: (keyof FormValues)[] = ["fullName", "email", "country", "age", "education"];

export default function AssessmentCompletePage() {
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  const [progress] = useState<AssessmentProgress | null>(() => loadProgress());
  const responses = progress ? toResponses(progress.answers, QUESTION_COUNT) : null;
  const [missingFields, setMissingFields] = useState(false);
  const [submitError, setSubmitError] = useState(false);
  const [offline, setOffline] = useState(Boolean(progress?.pending));
  const [submitting, setSubmitting] = useState(false);
  const queryClient = useQueryClient();
  const inFlight = useRef(false);

  const form = useZodForm<FormValues>(completionFormSchema, {
    defaultValues: {
      fullName: progress?.personal?.fullName ?? "",
      email: progress?.personal?.email ?? "",
      country: progress?.personal?.country ?? DEFAULT_COUNTRY,
      age: progress?.personal?.age ?? "",
      education: progress?.personal?.education ?? "",
      currentlyStudying: progress?.personal?.currentlyStudying ?? "",
    },
  });
  const { register, handleSubmit, watch, getValues, formState } = form;
  const consentFields = useConsentFields(watch("country"), watch("age"), watch("email"));
  const consentValues = useRef(consentFields.values);
  consentValues.current = consentFields.values;

  useDocumentTitle(t("complete.pageTitle"));

  // Keep what was typed with the test in progress: 'Volver' and a reload lose nothing.
  useEffect(() => {
    const subscription = watch((values) => {
      const current = loadProgress();
      if (current) saveProgress({ ...current, personal: values as Partial<CompletionForm> });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const send = useCallback(
    async (values: CompletionForm) => {
      if (!progress || !responses || inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      setSubmitError(false);
      try {
        const { currentlyStudying, ...personal } = values;
        const { assessmentId } = await submitAssessment({
          ...personal,
          currentlyStudying: studyingFromAnswer(currentlyStudying),
          isPrepaid: progress.prepaid,
          responses,
          submissionId: progress.submissionId,
          lang,
          ...consentValues.current(),
        });
        if (progress.prepaid) markPrepaymentUsed();
        clearProgress();
        // The account's lists (and whether the test may be taken again) now include this test.
        void queryClient.invalidateQueries({ predicate: (query) => isAccountQuery(query.queryKey) });
        toast({ title: t("complete.success"), variant: "success" });
        navigate(`${paths.results(assessmentId)}?lang=${lang}`);
      } catch (error) {
        const isNetwork = !(error instanceof ApiError) || !navigator.onLine;
        if (isNetwork) {
          // Keep everything and send it when the connection returns.
          const current = loadProgress();
          if (current) saveProgress({ ...current, personal: values, pending: true });
          setOffline(true);
        } else {
          setSubmitError(true);
          toast({
            title: t("complete.errorToastTitle"),
            description: error.message || t("complete.errorToastBody"),
            variant: "destructive",
          });
        }
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [progress, responses, lang, navigate, t, queryClient],
  );

  // A submission queued while offline goes out as soon as the connection is back.
  useEffect(() => {
    if (!offline) return;
    const retry = () => {
      const parsed = completionFormSchema.safeParse(getValues());
      if (parsed.success) void send(parsed.data);
    };
    if (navigator.onLine) retry();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [offline, getValues, send]);

  if (!progress || !responses) {
    return (
      <Shell>
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm" role="alert">
          <p className="text-lg text-slate-800">{t("complete.noAnswers")}</p>
          <Link href={paths.assessment(lang)} className={buttonClasses("primary", "md", "mt-6")}>
            {t("complete.noAnswersCta")}
          </Link>
        </div>
      </Shell>
    );
  }

  const onInvalid = () => {
    const values = getValues();
    const empty = FIELDS.some((field) => !String(values[field] ?? "").trim());
    setMissingFields(empty);
    if (empty)
      toast({ title: t("complete.requiredTitle"), description: t("complete.required"), variant: "destructive" });
  };

  const fieldError = (field: keyof FormValues) => {
    const message = formState.errors[field]?.message;
    if (!message) return undefined;
    // An empty field is covered by the 'required fields' message; show format errors here.
    if (!String(getValues(field) ?? "").trim()) return undefined;
    return t(message as MessageKey);
  };

  return (
    <Shell>
      <form
        noValidate
        onSubmit={handleSubmit(
          (values) => {
            setMissingFields(false);
            if (!consentFields.check()) return;
            void send(values as CompletionForm);
          },
          () => {
            consentFields.check();
            onInvalid();
          },
        )}
        className="rounded-2xl bg-white p-6 shadow-sm sm:p-8"
        aria-labelledby="complete-title"
      >
        <h1 id="complete-title" className="text-2xl font-extrabold text-slate-900">
          {t("complete.title")}
        </h1>
        <p className="mt-1 text-slate-700">{t("complete.subtitle")}</p>

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

        {consentFields.element}

        <p className="mt-5 text-xs text-slate-600">{t("complete.privacy")}</p>

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Link href={`${paths.assessment()}?lang=${lang}`} className={buttonClasses("outline", "md")}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t("complete.back")}
          </Link>
          <Button type="submit" disabled={submitting || offline} data-testid="finish-button">
            {submitting ? t("complete.submitting") : t("complete.submit")}
          </Button>
        </div>
      </form>
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <Logo />
          <LanguageToggle />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-2xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}
