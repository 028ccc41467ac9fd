import { AccountHome } from "./account-home";

/** /dashboard: the account's overview (signed out, 'Acceso denegado'). */
export default function DashboardPage() {
  return <AccountHome view="overview" />;
}
