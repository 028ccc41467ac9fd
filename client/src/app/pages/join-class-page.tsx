import ShieldCheck from "lucide-react/icons/shield-check";
import UsersRound from "lucide-react/icons/users-round";
import { useEffect, useState } from "react";
import { useLocation, useParams } from "wouter";
import type { Lang } from "@shared/i18n/lang";
import { joinCodeSchema } from "@shared/validators/join-code";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { paths } from "@/config/paths";
import { recordClassVisit, useJoinClass } from "@/features/schools/api/join-class";
import { ApiError } from "@/lib/api-client";
import { classVisitToken, rememberJoinedClass } from "@/lib/class-join";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";
import { usePathLanguage } from "@/lib/use-path-language";

/**
 * /unirse/CODE (/join/CODE): a student opens a class's link (or types its code), sees the class and
 * school, and starts the test; the submission then carries the class's code.
 */
export default function JoinClassPage({ lang: pathLang }: { lang?: Lang }) {
  usePathLanguage(pathLang);
  const { code } = useParams<{ code?: string }>();
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  const parsed = code ? joinCodeSchema.safeParse(code) : undefined;
  const validCode = parsed?.success ? parsed.data : undefined;
  const info = useJoinClass(validCode);
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string>();
  useDocumentTitle(t("schools.join.title"));
  const foundCode = info.data?.code;
  // the counsellor's roster counts this tab as "joined" (no name yet)
  useEffect(() => {
    const token = foundCode ? classVisitToken(foundCode) : undefined;
    if (foundCode && token) recordClassVisit(foundCode, { token, stage: "opened" });
  }, [foundCode]);

  const find = () => {
    const result = joinCodeSchema.safeParse(typed);
    if (!result.success) return setTypedError(t("schools.codeInvalid"));
    setTypedError(undefined);
    navigate(paths.joinClass(result.data, lang));
  };
  const start = () => {
    if (!info.data) return;
    const visit = classVisitToken(info.data.code);
    // "in progress" on the roster until the test is stored
    if (visit) recordClassVisit(info.data.code, { token: visit, stage: "started" });
    rememberJoinedClass({
      code: info.data.code,
      className: info.data.className,
      ...(visit ? { visit } : {}),
      ...(info.data.schoolConsent ? { schoolConsent: true } : {}),
    });
    navigate(paths.assessment(lang));
  };

  const problem =
    parsed && !parsed.success
      ? t("schools.codeInvalid")
      : info.isError
        ? info.error instanceof ApiError
          ? info.error.message
          : t("schools.classNotFound")
        : undefined;

  return (
    <PublicLayout>
      <div className="mx-auto max-w-md px-4 py-10">
        <UsersRound className="h-10 w-10 text-brand-700" aria-hidden />
        <h1 className="mt-3 text-2xl font-extrabold text-slate-900">{t("schools.join.title")}</h1>
        {validCode && info.isPending ? <PageLoading /> : null}
        {/* announced when the class is found (after typing its code, or once the link's class loads) */}
        <div aria-live="polite">
          {info.data ? (
            <div className="mt-6" data-testid="join-class">
              <p className="text-lg font-semibold text-slate-900">
                {t("schools.join.classOf", {
                  name: info.data.className,
                  grade: info.data.grade,
                  school: info.data.schoolName,
                })}
              </p>
              {info.data.schoolConsent ? (
                <p
                  className="mt-2 flex items-start gap-2 text-sm font-semibold text-emerald-900"
                  data-testid="join-school-consent"
                >
                  <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                  <span>{t("schoolConsent.join.line")}</span>
                </p>
              ) : null}
              <p className="mt-3 text-slate-700">{t("schools.join.explain")}</p>
              <Button className="mt-6 w-full" size="lg" onClick={start} data-testid="join-start">
                {t("schools.join.start")}
              </Button>
            </div>
          ) : null}
        </div>
        {problem ? (
          <FormAlert variant="destructive" className="mt-6">
            {problem}
          </FormAlert>
        ) : null}
        {!info.data ? (
          <form
            noValidate
            className="mt-6 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              find();
            }}
          >
            <TextField
              id="join-code"
              label={t("schools.join.codeLabel")}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              value={typed}
              error={typedError}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit" className="w-full">
              {t("schools.join.find")}
            </Button>
          </form>
        ) : null}
      </div>
    </PublicLayout>
  );
}
