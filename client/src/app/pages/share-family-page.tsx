import ArrowLeft from "lucide-react/icons/arrow-left";
import { useCallback } from "react";
import { Link, useParams } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { PublicLayout } from "@/components/layout/public-layout";
import { PageLoading } from "@/components/layout/page-loading";
import { paths } from "@/config/paths";
import { useShare } from "@/features/sharing/api/share-links";
import { FamilyGuide } from "@/features/sharing/components/family-guide";
import { METHOD_PRESENTATION } from "@/features/payments/payment-methods";
import { GiftForm } from "@/features/sharing/components/gift-form";
import { ShareNotFound } from "@/features/sharing/components/share-not-found";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /r/{shareId}/familia: the profile explained for parents, questions to talk about, and giving the report. */
export default function ShareFamilyPage() {
  const { shareId = "" } = useParams<{ shareId: string }>();
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const query = useShare(shareId, lang);
  const name = query.data?.firstName ?? "";
  const onPaid = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ["/api/share", shareId] }),
    [queryClient, shareId],
  );

  useDocumentTitle(name ? t("family.pageTitle", { name }) : undefined);

  if (query.isPending)
    return (
      <PublicLayout>
        <PageLoading fullHeight />
      </PublicLayout>
    );
  if (query.isError) return <ShareNotFound notFound={query.error instanceof ApiError && query.error.status === 404} />;

  const share = query.data;
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Link
          href={`${paths.share(share.shareId)}?lang=${lang}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t("family.back", { name })}
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold text-slate-900" data-testid="family-heading">
          {t("family.heading", { name })}
        </h1>
        <p className="mt-2 text-slate-700">{t("family.intro", { name })}</p>
        <div className="mt-8 space-y-6">
          <FamilyGuide share={share} />
          <GiftForm share={share} onPaid={onPaid} presentations={METHOD_PRESENTATION} />
        </div>
      </div>
    </PublicLayout>
  );
}
