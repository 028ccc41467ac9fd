import { useState } from "react";
import { Link } from "wouter";
import { consentAgeOf, mayNeedGuardian } from "@shared/assessment/consent";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { TextField } from "@/components/ui/text-field";
import { paths } from "@/config/paths";
import { useI18n } from "@/lib/i18n";

export interface ConsentValues {
  consent: boolean;
  underConsentAge?: boolean;
  guardianEmail?: string;
  guardianConsent?: boolean;
  /** Taken through a class's link: the class's counsellor may read the full report (DECISIONS 38). */
  counsellorMayRead?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The completion form's consent, in plain words: the person agrees; when their age range may be
 * below their country's age of consent, they say whether they are, and if so give a parent's or
 * guardian's email and that person's agreement. In a class whose school holds the families' written
 * consent (`schoolConsent`), a minor is told so and the guardian's email is optional (given, it needs the
 * guardian's agreement as on any test). `check()` shows what is missing and answers whether all is
 * given; `values()` is what the submission sends.
 */
export function useConsentFields(
  country: string,
  age: string,
  ownEmail: string,
  /** The test is taken through a class's link: the student may let the counsellor read the full report. */
  inClass = false,
  /** The class's school confirmed it holds the written consent of each minor's parent or guardian. */
  schoolConsent = false,
) {
  const { t } = useI18n();
  const [consent, setConsent] = useState(false);
  const [counsellorMayRead, setCounsellorMayRead] = useState(false);
  const [under, setUnder] = useState<boolean | null>(null);
  const [guardianEmail, setGuardianEmail] = useState("");
  const [guardianConsent, setGuardianConsent] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const ask = mayNeedGuardian(age, country);
  const consentAge = consentAgeOf(country);
  const needsGuardian = ask && under === true;
  // the school stands in for the guardian: their email is the student's choice
  const guardianOptional = inClass && schoolConsent;
  const guardianGiven = guardianEmail.trim() !== "";

  const errors: Partial<Record<"consent" | "under" | "guardianEmail" | "guardianConsent", MessageKey>> = {};
  if (!consent) errors.consent = "privacy.consent.required";
  if (ask && under === null) errors.under = "privacy.minor.answer";
  if (needsGuardian && (!guardianOptional || guardianGiven)) {
    const email = guardianEmail.trim().toLowerCase();
    if (!email) errors.guardianEmail = "privacy.guardianRequired";
    else if (!EMAIL.test(email)) errors.guardianEmail = "validation.email";
    else if (email === ownEmail.trim().toLowerCase()) errors.guardianEmail = "privacy.guardianSameEmail";
    if (!guardianConsent)
      errors.guardianConsent = guardianOptional ? "schoolConsent.form.consentWithEmail" : "privacy.guardianRequired";
  }
  const error = (field: keyof typeof errors) =>
    showErrors && errors[field] ? t(errors[field]!, { age: consentAge }) : undefined;

  const element = (
    <fieldset className="mt-6 space-y-4 rounded-xl border border-slate-200 p-4" data-testid="consent-fields">
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            aria-invalid={error("consent") ? true : undefined}
            aria-describedby={error("consent") ? "consent-error" : undefined}
          />
          <span>{t("privacy.consent.label")}</span>
        </label>
        <Link href={paths.privacyPolicy} className="ml-8 text-sm font-semibold text-brand-700 underline">
          {t("privacy.consent.policy")}
        </Link>
        {error("consent") ? (
          <p id="consent-error" className="ml-8 mt-1 text-sm text-red-700">
            {error("consent")}
          </p>
        ) : null}
      </div>
      {ask ? (
        <fieldset aria-describedby="minor-explain">
          <legend className="text-sm font-semibold text-slate-800">
            {t("privacy.minor.question", { age: consentAge })}
          </legend>
          <p id="minor-explain" className="mt-1 text-sm text-slate-600">
            {t("privacy.minor.explain", { age: consentAge })}
          </p>
          <div className="mt-2 flex gap-6">
            {([true, false] as const).map((value) => (
              <label key={String(value)} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="under-consent-age"
                  className="h-4 w-4"
                  checked={under === value}
                  onChange={() => setUnder(value)}
                />
                {value ? t("privacy.minor.yes") : t("privacy.minor.no")}
              </label>
            ))}
          </div>
          {error("under") ? (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {error("under")}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {ask && guardianOptional ? (
        // present before the answer, so that the notice is read out when it appears
        <div aria-live="polite">
          {needsGuardian ? (
            <p
              className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
              data-testid="school-consent-notice"
            >
              {t("schoolConsent.form.notice")}
            </p>
          ) : null}
        </div>
      ) : null}
      {needsGuardian ? (
        <div className="space-y-3">
          <TextField
            id="guardian-email"
            type="email"
            inputMode="email"
            autoComplete="off"
            label={guardianOptional ? t("schoolConsent.form.emailOptional") : t("privacy.guardian.email")}
            value={guardianEmail}
            onChange={(e) => setGuardianEmail(e.target.value)}
            error={error("guardianEmail")}
          />
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0"
              checked={guardianConsent}
              onChange={(e) => setGuardianConsent(e.target.checked)}
              aria-invalid={error("guardianConsent") ? true : undefined}
              aria-describedby={
                error("guardianConsent") && !error("guardianEmail") ? "guardian-consent-error" : undefined
              }
            />
            <span>{t("privacy.guardian.consent")}</span>
          </label>
          {error("guardianConsent") && !error("guardianEmail") ? (
            <p id="guardian-consent-error" className="text-sm text-red-700">
              {error("guardianConsent")}
            </p>
          ) : null}
        </div>
      ) : null}
      {inClass ? (
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0"
            checked={counsellorMayRead}
            onChange={(e) => setCounsellorMayRead(e.target.checked)}
            data-testid="counsellor-may-read"
          />
          <span>{t("schools.share.label")}</span>
        </label>
      ) : null}
    </fieldset>
  );

  return {
    element,
    check(): boolean {
      setShowErrors(true);
      return Object.keys(errors).length === 0;
    },
    values(): ConsentValues {
      const sharing = inClass ? { counsellorMayRead } : {};
      if (needsGuardian)
        return guardianOptional && !guardianGiven
          ? // the school's written consent stands in for the guardian's (the server checks the class)
            { consent, underConsentAge: true, ...sharing }
          : { consent, underConsentAge: true, guardianEmail: guardianEmail.trim(), guardianConsent, ...sharing };
      // the answer "no" is sent too: the server does not take an unanswered question for it
      return { consent, ...(ask ? { underConsentAge: false } : {}), ...sharing };
    },
  };
}
