import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import {
  completionFormSchema,
  QUESTION_COUNT,
  studyingFromAnswer,
  type CompletionForm,
  type SubmitAssessmentInput,
} from "@shared/validators/assessment";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { isAccountQuery } from "@/lib/current-user";
import { useI18n } from "@/lib/i18n";
import { submitAssessment } from "../api/submit-assessment";
import {
  clearProgress,
  loadProgress,
  markPrepaymentUsed,
  saveProgress,
  toResponses,
  type AssessmentProgress,
} from "../progress";

type ConsentInput = Pick<
  SubmitAssessmentInput,
  "consent" | "underConsentAge" | "guardianEmail" | "guardianConsent" | "counsellorMayRead"
>;

/**
 * Sends the finished test with the person's data and consent, then opens its results. Without a
 * connection everything is kept and goes out as soon as the connection is back.
 */
export function useAssessmentSubmission({
  progress,
  consentValues,
  getValues,
}: {
  progress: AssessmentProgress | null;
  /** The consent fields' answers at the moment of sending. */
  consentValues: () => ConsentInput;
  /** The form's current values, for a retry once back online. */
  getValues: () => unknown;
}) {
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const responses = progress ? toResponses(progress.answers, QUESTION_COUNT) : null;
  const [submitError, setSubmitError] = useState(false);
  const [offline, setOffline] = useState(Boolean(progress?.pending));
  const [submitting, setSubmitting] = useState(false);
  // Within 30 days of the latest test, the server's refusal (with the date): the answers are kept and
  // may be saved as a practice run instead.
  const [tooSoon, setTooSoon] = useState<string | null>(null);
  const [practice, setPractice] = useState(Boolean(progress?.practice));
  const inFlight = useRef(false);
  const consent = useRef(consentValues);
  consent.current = consentValues;

  const send = useCallback(
    async (values: CompletionForm, asPractice = practice) => {
      if (!progress || !responses || inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      setSubmitError(false);
      setTooSoon(null);
      try {
        const { currentlyStudying, ...personal } = values;
        const { assessmentId } = await submitAssessment({
          ...personal,
          currentlyStudying: studyingFromAnswer(currentlyStudying),
          isPrepaid: progress.prepaid,
          responses,
          submissionId: progress.submissionId,
          lang,
          ...(asPractice ? { practice: true } : {}),
          ...consent.current(),
        });
        if (progress.prepaid) markPrepaymentUsed();
        clearProgress();
        // The account's lists (and whether the test may be taken again) now include this test.
        void queryClient.invalidateQueries({ predicate: (query) => isAccountQuery(query.queryKey) });
        toast({ title: asPractice ? t("retake.practiceSaved") : t("complete.success"), variant: "success" });
        navigate(`${paths.results(assessmentId)}?lang=${lang}`);
      } catch (error) {
        const isNetwork = !(error instanceof ApiError) || !navigator.onLine;
        if (isNetwork) {
          // Keep everything and send it when the connection returns.
          const current = loadProgress();
          if (current) saveProgress({ ...current, personal: values, pending: true });
          setOffline(true);
        } else if (error.code === "assessment.retake_too_soon") {
          // Not an error to retry: said in place, with the way to keep the answers.
          setTooSoon(error.message);
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
    [progress, responses, lang, navigate, t, queryClient, practice],
  );

  /** Keeps the finished test as a practice run (after the server said the retake is not open yet). */
  const sendAsPractice = useCallback(
    (values: CompletionForm) => {
      const current = loadProgress();
      if (current) saveProgress({ ...current, practice: true });
      setPractice(true);
      void send(values, true);
    },
    [send],
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

  return { send, sendAsPractice, hasAnswers: responses !== null, submitError, offline, submitting, tooSoon, practice };
}
