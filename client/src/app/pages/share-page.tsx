import Users from "lucide-react/icons/users";
import { Link, useParams } from "wouter";
import type { MessageKey } from "@shared/i18n/client-catalog";
import { PublicLayout } from "@/components/layout/public-layout";
import { PageLoading } from "@/components/layout/page-loading";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { HexagonChart } from "@/features/assessment/components/hexagon-chart";
import { useShare } from "@/features/sharing/api/share-links";
import { ShareNotFound } from "@/features/sharing/components/share-not-found";
import { ShareProfile } from "@/features/sharing/components/share-profile";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /r/{shareId}: a shared result as anyone with the link sees it (first name and free profile only). */
export default function SharePage() {
  const { shareId = "" } = useParams<{ shareId: string }>();
  const { t, lang } = useI18n();
  const query = useShare(shareId, lang);
  const name = query.data?.firstName ?? "";

  useDocumentTitle(name ? t("share.pageTitle", { name }) : undefined);

  if (query.isPending)
    return (
      <PublicLayout>
        <PageLoading fullHeight />
      </PublicLayout>
    );
  if (query.isError) return <ShareNotFound notFound={query.error instanceof ApiError && query.error.status === 404} />;

  const share = query.data;
  const typeName = (type: string) => t(`holland.${type}` as MessageKey);
  const shown = [share.primaryType, share.secondaryType];
  const summary = shown.map((type) => `${typeName(type)} ${share.normalizedScores[type]}`).join(". ");

  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="text-3xl font-extrabold text-slate-900" data-testid="share-heading">
          {t("share.heading", { name })}
        </h1>
        <p className="mt-2 text-slate-700">{t("share.intro", { name })}</p>
        <div className="mt-8">
          <ShareProfile
            share={share}
            chart={
              <HexagonChart
                scores={share.normalizedScores}
                visible={shown}
                label={t("results.chartLabel", { summary })}
              />
            }
          />
        </div>
        <section
          className="mt-6 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
          aria-labelledby="share-cta"
        >
          <div>
            <h2 id="share-cta" className="text-lg font-bold text-brand-900">
              {t("share.ctaTitle")}
            </h2>
            <p className="mt-1 text-sm text-brand-900">{t("share.ctaBody")}</p>
          </div>
          <Link
            href={paths.assessment(lang)}
            className={buttonClasses("primary", "md", "shrink-0")}
            data-testid="share-take-test"
          >
            {t("share.cta")}
          </Link>
        </section>
        <p className="mt-6">
          <Link
            href={`${paths.shareFamily(share.shareId)}?lang=${lang}`}
            className="inline-flex items-center gap-2 font-semibold text-brand-800 underline"
            data-testid="share-family-link"
          >
            <Users className="h-4 w-4" aria-hidden />
            {t("share.familyLink")}
          </Link>
        </p>
      </div>
    </PublicLayout>
  );
}
