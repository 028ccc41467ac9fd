import { InstallBanner } from "@/components/layout/install-banner";
import { useReferralTracking } from "@/features/referrals/use-referral-tracking";
import { AppProviders } from "./providers";
import { AppRoutes } from "./routes";

export function Shell() {
  useReferralTracking();
  return (
    <>
      <AppRoutes />
      <InstallBanner />
    </>
  );
}

export function App() {
  return (
    <AppProviders>
      <Shell />
    </AppProviders>
  );
}
