import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { paths } from "@/config/paths";
import { readStoredSession } from "@/features/auth/session-storage";
import LandingPage from "./pages/landing-page";

// Every route but the landing page is its own lazy chunk.
const PolicyPage = lazy(() => import("./pages/policy-page"));
const TermsPage = lazy(() => import("./pages/terms-page"));
const NotFoundPage = lazy(() => import("./pages/not-found-page"));
const AssessmentPage = lazy(() => import("./pages/assessment-page"));
const AssessmentCompletePage = lazy(() => import("./pages/assessment-complete-page"));
const ResultsPage = lazy(() => import("./pages/results-page"));
const PaymentSelectionPage = lazy(() => import("./pages/payment-selection-page"));
const CheckoutPage = lazy(() => import("./pages/checkout-page"));
const PaymentSuccessPage = lazy(() => import("./pages/payment-success-page"));
const PaymentPortalPage = lazy(() => import("./pages/payment-portal-page"));
const CareerPathsPage = lazy(() => import("./pages/career-paths-page"));
const SubscriptionPage = lazy(() => import("./pages/subscription-page"));
const UserLoginPage = lazy(() => import("./pages/user-login-page"));
const RegisterPage = lazy(() => import("./pages/register-page"));
const LoginPage = lazy(() => import("./pages/login-page"));
const UserDashboardPage = lazy(() => import("./pages/user-dashboard-page"));
const DashboardPage = lazy(() => import("./pages/dashboard-page"));
const AdminPage = lazy(() => import("./pages/admin-page"));
const SellerPage = lazy(() => import("./pages/seller-page"));
const SellerDashboardPage = lazy(() => import("./pages/seller-dashboard-page"));

/** "/": the dashboard for a signed-in user, the landing page for a guest (spec section 2). */
function HomePage() {
  return readStoredSession() ? <DashboardPage /> : <LandingPage />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path={paths.home} component={HomePage} />
        <Route path={paths.refundPolicy}>{() => <PolicyPage policy="refund" />}</Route>
        <Route path={paths.privacyPolicy}>{() => <PolicyPage policy="privacy" />}</Route>
        <Route path={paths.securityPolicy}>{() => <PolicyPage policy="security" />}</Route>
        <Route path={paths.terms} component={TermsPage} />
        <Route path="/assessment" component={AssessmentPage} />
        <Route path={paths.assessmentComplete} component={AssessmentCompletePage} />
        <Route path="/results/:id" component={ResultsPage} />
        <Route path="/payment-selection" component={PaymentSelectionPage} />
        <Route path="/checkout-form" component={CheckoutPage} />
        <Route path="/payment-success" component={PaymentSuccessPage} />
        <Route path="/payment" component={PaymentPortalPage} />
        <Route path="/career-paths" component={CareerPathsPage} />
        <Route path="/subscription" component={SubscriptionPage} />
        <Route path={paths.userLogin} component={UserLoginPage} />
        <Route path="/register/:redirect?" component={RegisterPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/login/payment" component={LoginPage} />
        <Route path={paths.userDashboard} component={UserDashboardPage} />
        <Route path={paths.dashboard} component={DashboardPage} />
        <Route path="/admin" component={AdminPage} />
        <Route path="/seller" component={SellerPage} />
        <Route path="/seller-dashboard/:sellerId" component={SellerDashboardPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
