import { Link } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { METHOD_PRESENTATION } from "@/features/payments/payment-methods";
import { useClasses, useCounsellorMe } from "@/features/schools/api/classes";
import { ClassCard } from "@/features/schools/components/class-card";
import { CreateClassForm } from "@/features/schools/components/create-class-form";
import { ReportPacksSection } from "@/features/schools/components/packs-section";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /escuelas/panel: the counsellor's classes (create one, its code, link and QR, its roster) and the reports they
 * buy for their students (packs, unlocked from the roster), or why not yet.
 */
export default function CounsellorPage() {
  const { t } = useI18n();
  const me = useCounsellorMe();
  const approved = me.data?.status === "approved";
  const classes = useClasses(approved);
  useDocumentTitle(t("schools.panel.title"));

  if (me.isPending)
    return (
      <PublicLayout>
        <PageLoading fullHeight />
      </PublicLayout>
    );

  const status = me.error instanceof ApiError ? me.error.status : 0;
  let body;
  if (me.isError) {
    body = (
      <div role="status" className="text-slate-700" data-testid="counsellor-message">
        <p>{status === 401 || status === 403 ? t("schools.notCounsellor") : t("schools.panel.loadError")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {status === 401 ? (
            <Link href={paths.userLoginTo(paths.schoolsPanel)} className={buttonClasses("primary", "md")}>
              {t("nav.login")}
            </Link>
          ) : null}
          <Link href={paths.schools()} className={buttonClasses("outline", "md")}>
            {t("schools.page.signUpTitle")}
          </Link>
        </div>
      </div>
    );
  } else if (!approved) {
    const pending = me.data.status === "pending";
    body = (
      <div
        role="status"
        className="rounded-2xl border border-amber-300 bg-amber-50 p-5"
        data-testid="counsellor-status"
      >
        <h2 className="text-lg font-bold text-amber-950">
          {pending ? t("schools.panel.pendingTitle") : t("schools.panel.rejectedTitle")}
        </h2>
        <p className="mt-2 text-amber-950">{pending ? t("schools.pending") : t("schools.rejected")}</p>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        <CreateClassForm />
        {classes.isPending ? (
          <PageLoading />
        ) : classes.isError ? (
          <p role="alert" className="text-red-700">
            {t("schools.panel.loadError")}
          </p>
        ) : classes.data.length === 0 ? (
          <p className="text-slate-700" data-testid="classes-empty">
            {t("schools.panel.empty")}
          </p>
        ) : (
          <ul className="space-y-4" data-testid="classes">
            {classes.data.map((klass) => (
              <ClassCard key={klass.id} klass={klass} schoolConsent={me.data.schoolConsent} />
            ))}
          </ul>
        )}
        <ReportPacksSection presentations={METHOD_PRESENTATION} />
      </div>
    );
  }

  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-extrabold text-slate-900">{t("schools.panel.title")}</h1>
        {me.data ? (
          <p className="mt-1 text-slate-700">
            {me.data.schoolName} · {me.data.city}
          </p>
        ) : null}
        <div className="mt-6">{body}</div>
      </div>
    </PublicLayout>
  );
}
