import { InstallBanner } from "@/components/layout/install-banner";
import { AppProviders } from "./providers";
import { AppRoutes } from "./routes";

export function App() {
  return (
    <AppProviders>
      <AppRoutes />
      <InstallBanner />
    </AppProviders>
  );
}
