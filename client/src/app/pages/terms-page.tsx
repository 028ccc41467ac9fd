import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "wouter";
import { PublicLayout } from "@/components/layout/public-layout";
import { useCompanyParams } from "@/features/landing/use-company-params";
import { useI18n } from "@/lib/i18n";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { useDocumentTitle } from "@/lib/use-document-title";

const SECTIONS = [
  "company",
  "service",
  "payments",
  "privacy",
  "accuracy",
  "refunds",
  "liability",
  "changes",
  "contact",
] as const;

export default function TermsPage() {
  const { t } = useI18n();
  const params = useCompanyParams();
  useDocumentTitle(t("terms.title"), params.company);
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <Link href="/" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t("policy.back")}
        </Link>
        <h1 className="mt-6 text-3xl font-extrabold text-slate-900">{t("terms.title")}</h1>
        <p className="mt-2 text-sm text-slate-600">{t("policy.updated", params)}</p>
        <p className="mt-6 text-slate-800">{t("terms.intro", params)}</p>
        {SECTIONS.map((section) => (
          <section key={section} className="mt-8">
            <h2 className="text-xl font-bold text-slate-900">{t(`terms.${section}.title` as MessageKey)}</h2>
            <p className="mt-2 text-slate-800">{t(`terms.${section}.body` as MessageKey, params)}</p>
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
