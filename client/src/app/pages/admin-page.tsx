import { useEffect } from "react";
import { PageLoading } from "@/components/layout/page-loading";
import { PublicLayout } from "@/components/layout/public-layout";
import { toast } from "@/components/ui/use-toast";
import { useAdminConfig } from "@/features/admin/api/admin-config";
import { AdminAccessDenied, AdminLoadError } from "@/features/admin/components/admin-denied";
import { AdminPanel } from "@/features/admin/components/admin-panel";
import { ApiError } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /admin: administrators only (the server decides: 401 signed out, 403 any other role). */
export default function AdminPage() {
  const { t } = useI18n();
  const config = useAdminConfig();
  const denied = config.error instanceof ApiError && (config.error.status === 401 || config.error.status === 403);

  useDocumentTitle(t("adminPanel.pageTitle"));

  // A failed load is a destructive toast 'Error' / 'No se pudo cargar la configuración'.
  useEffect(() => {
    if (config.isError && !denied)
      toast({
        title: t("adminPanel.loadErrorTitle"),
        description: t("adminPanel.loadErrorBody"),
        variant: "destructive",
      });
    // once per failure
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config.isError, config.errorUpdatedAt, denied]);

  if (config.isPending) {
    return (
      <PublicLayout>
        <PageLoading label={t("adminPanel.loading")} fullHeight />
      </PublicLayout>
    );
  }
  return (
    <PublicLayout>
      {denied ? (
        <AdminAccessDenied signedOut={(config.error as ApiError).status === 401} />
      ) : config.isError ? (
        <AdminLoadError onRetry={() => void config.refetch()} />
      ) : (
        <AdminPanel config={config.data} />
      )}
    </PublicLayout>
  );
}
