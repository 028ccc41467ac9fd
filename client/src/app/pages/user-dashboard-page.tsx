import { AccountHome } from "./account-home";

/** /user-dashboard: the account's full view (signed out, the sign-in screen). */
export default function UserDashboardPage() {
  return <AccountHome view="account" />;
}
