import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { paths } from "@/config/paths";
import LandingPage from "./pages/landing-page";

// Every route but the landing page is its own lazy chunk.
const PolicyPage = lazy(() => import("./pages/policy-page"));
const TermsPage = lazy(() => import("./pages/terms-page"));
const NotFoundPage = lazy(() => import("./pages/not-found-page"));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path={paths.home} component={LandingPage} />
        <Route path={paths.refundPolicy}>{() => <PolicyPage policy="refund" />}</Route>
        <Route path={paths.privacyPolicy}>{() => <PolicyPage policy="privacy" />}</Route>
        <Route path={paths.securityPolicy}>{() => <PolicyPage policy="security" />}</Route>
        <Route path={paths.terms} component={TermsPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
