import { lazy, Suspense, useEffect, type ComponentProps, type ComponentType } from "react";
import { parse as parsePattern } from "regexparam";
import { matchRoute, Route, Switch, useLocation } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { paths } from "@/config/paths";
import { readStoredSession } from "@/lib/session-storage";
import { currentLanguage, loadMessages } from "@/lib/i18n";
import LandingPage from "./pages/landing-page";

// Any props, as React.lazy itself.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's own signature
type AnyComponent = ComponentType<any>;

/**
 * A route page as its own lazy chunk, rendered inside react-query's provider once its code, that
 * provider and the whole message catalog of the current language are there. `preload()` fetches
 * them; a page preloaded before it first renders (main.tsx does so for the first route) renders at
 * once, without the loading state.
 */
function lazyPage<P extends AnyComponent>(load: () => Promise<{ default: P }>) {
  let loaded: AnyComponent | undefined;
  let loading: Promise<{ default: AnyComponent }> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), import("@/lib/query-provider"), loadMessages(currentLanguage())]).then(
      ([page, { QueryProvider }]) => {
        const Page = page.default as AnyComponent;
        const WithQueries = (props: ComponentProps<P>) => (
          <QueryProvider>
            <Page {...props} />
          </QueryProvider>
        );
        loaded = WithQueries;
        return { default: WithQueries };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function Page(props: ComponentProps<P>) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}
type LazyPage = ReturnType<typeof lazyPage>;

const CHANGE_PASSWORD_PATH = "/change-password";

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
const ForgotPasswordPage = lazyPage(() => import("./pages/forgot-password-page"));
const ResetPasswordPage = lazyPage(() => import("./pages/reset-password-page"));
const ChangePasswordPage = lazyPage(() => import("./pages/change-password-page"));
const SharePage = lazyPage(() => import("./pages/share-page"));
const ShareFamilyPage = lazyPage(() => import("./pages/share-family-page"));

/** Every route but "/" and the not-found page: its pattern, its page and the page's props. */
const ROUTES: { path: string; page: LazyPage; props?: Record<string, unknown> }[] = [
  { path: paths.refundPolicy, page: PolicyPage, props: { policy: "refund" } },
  { path: paths.privacyPolicy, page: PolicyPage, props: { policy: "privacy" } },
  { path: paths.securityPolicy, page: PolicyPage, props: { policy: "security" } },
  { path: paths.terms, page: TermsPage },
  { path: "/assessment", page: AssessmentPage },
  { path: paths.assessmentComplete, page: AssessmentCompletePage },
  { path: "/results/:id", page: ResultsPage },
  { path: "/payment-selection", page: PaymentSelectionPage },
  { path: "/checkout-form", page: CheckoutPage },
  { path: "/payment-success", page: PaymentSuccessPage },
  { path: "/payment", page: PaymentPortalPage },
  { path: "/career-paths", page: CareerPathsPage },
  { path: "/subscription", page: SubscriptionPage },
  { path: paths.userLogin, page: UserLoginPage },
  { path: "/register/:redirect?", page: RegisterPage },
  { path: "/login", page: LoginPage },
  { path: "/login/payment", page: LoginPage },
  { path: paths.userDashboard, page: UserDashboardPage },
  { path: paths.dashboard, page: DashboardPage },
  { path: "/admin", page: AdminPage },
  { path: "/seller", page: SellerPage },
  { path: "/seller-dashboard/:sellerId", page: SellerDashboardPage },
  { path: "/forgot-password", page: ForgotPasswordPage },
  { path: "/reset-password", page: ResetPasswordPage },
  { path: CHANGE_PASSWORD_PATH, page: ChangePasswordPage },
  { path: "/r/:shareId", page: SharePage },
  { path: "/r/:shareId/familia", page: ShareFamilyPage },
];

/** "/": the dashboard for a signed-in user, the landing page for a guest. */
function HomePage() {
  return readStoredSession() ? <DashboardPage /> : <LandingPage />;
}

/** Loads the page `pathname` shows (code and messages), so the first render needs no loading state. */
export function preloadRoute(pathname: string): Promise<unknown> {
  if (pathname === paths.home) return readStoredSession() ? DashboardPage.preload() : Promise.resolve();
  const route = ROUTES.find((r) => matchRoute(parsePattern, r.path, pathname)[0]);
  return (route?.page ?? NotFoundPage).preload();
}

/** Signed in with a temporary password: every page leads to choosing one's own first. */
function useTemporaryPasswordGate() {
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (location !== CHANGE_PASSWORD_PATH && readStoredSession()?.user.mustChangePassword)
      navigate(CHANGE_PASSWORD_PATH, { replace: true });
  }, [location, navigate]);
}

export function AppRoutes() {
  useTemporaryPasswordGate();
  return (
    <Suspense fallback={<PageLoading fullHeight />}>
      <Switch>
        <Route path={paths.home} component={HomePage} />
        {ROUTES.map(({ path, page: Page, props }) => (
          <Route key={path} path={path}>
            {() => <Page {...props} />}
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
