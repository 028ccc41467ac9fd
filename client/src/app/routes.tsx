import { lazy, Suspense, type ComponentType } from "react";
import { Route, Switch } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { paths } from "@/config/paths";
import { readStoredSession } from "@/features/auth/session-storage";
import { currentLanguage, loadMessages } from "@/lib/i18n";
import LandingPage from "./pages/landing-page";

/** A route page as its own lazy chunk, rendered once its code and the whole message catalog of the current language are there. */
function lazyPage<P extends ComponentType<any>>(load: () => Promise<{ default: P }>) {
  return lazy(() => Promise.all([load(), loadMessages(currentLanguage())]).then(([page]) => page));
}

// Every route but the landing page is its own lazy chunk.
const PolicyPage = lazyPage(() => import("./pages/policy-page"));
const TermsPage = lazyPage(() => import("./pages/terms-page"));
const NotFoundPage = lazyPage(() => import("./pages/not-found-page"));
const AssessmentPage = lazyPage(() => import("./pages/assessment-page"));
const AssessmentCompletePage = lazyPage(() => import("./pages/assessment-complete-page"));
const ResultsPage = lazyPage(() => import("./pages/results-page"));
const PaymentSelectionPage = lazyPage(() => import("./pages/payment-selection-page"));
const CheckoutPage = lazyPage(() => import("./pages/checkout-page"));
const PaymentSuccessPage = lazyPage(() => import("./pages/payment-success-page"));
const PaymentPortalPage = lazyPage(() => import("./pages/payment-portal-page"));
const CareerPathsPage = lazyPage(() => import("./pages/career-paths-page"));
const SubscriptionPage = lazyPage(() => import("./pages/subscription-page"));
const UserLoginPage = lazyPage(() => import("./pages/user-login-page"));
const RegisterPage = lazyPage(() => import("./pages/register-page"));
const LoginPage = lazyPage(() => import("./pages/login-page"));
const UserDashboardPage = lazyPage(() => import("./pages/user-dashboard-page"));
const DashboardPage = lazyPage(() => import("./pages/dashboard-page"));
const AdminPage = lazyPage(() => import("./pages/admin-page"));
const SellerPage = lazyPage(() => import("./pages/seller-page"));
const SellerDashboardPage = lazyPage(() => import("./pages/seller-dashboard-page"));

/** "/": the dashboard for a signed-in user, the landing page for a guest (spec section 2). */
function HomePage() {
  return readStoredSession() ? <DashboardPage /> : <LandingPage />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading fullHeight />}>
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
