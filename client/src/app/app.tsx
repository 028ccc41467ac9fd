import { HeaderSlotProvider } from "@/components/layout/header-slot";
import { InstallBanner } from "@/components/layout/install-banner";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { useReferralTracking } from "@/features/referrals/use-referral-tracking";
import { AppProviders } from "./providers";
import { AppRoutes } from "./routes";

export function Shell() {
  useReferralTracking();
  return (
    <HeaderSlotProvider component={AccountMenu}>
      <AppRoutes />
      <InstallBanner />
    </HeaderSlotProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <Shell />
    </AppProviders>
  );
}
