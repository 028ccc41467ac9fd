import { lazy, Suspense, useEffect, useRef, type ComponentProps, type ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { Lang } from "@shared/i18n/lang";
import type { AssessmentDetailDto } from "@shared/validators/assessment";
import type { PublicPaymentConfig } from "@shared/validators/payments";
import { parse as parsePattern } from "regexparam";
import { matchRoute, Route, Switch, useLocation } from "wouter";
import { PageLoading } from "@/components/layout/page-loading";
import { paths, ROUTES, type RouteName } from "@/config/paths";
import { primePaymentConfig, refreshPaymentConfig } from "@/lib/payment-config";
import { readStoredSession } from "@/lib/session-storage";
import { currentLanguage, loadMessages } from "@/lib/i18n";
import { AppStarted } from "./app-started";
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
const VerifyEmailPage = lazyPage(() => import("./pages/verify-email-page"));
const ChangePasswordPage = lazyPage(() => import("./pages/change-password-page"));
const SharePage = lazyPage(() => import("./pages/share-page"));
const ShareFamilyPage = lazyPage(() => import("./pages/share-family-page"));
const SchoolsPage = lazyPage(() => import("./pages/schools-page"));
const CounsellorPage = lazyPage(() => import("./pages/counsellor-page"));
const JoinClassPage = lazyPage(() => import("./pages/join-class-page"));
const ClassDashboardPage = lazyPage(() => import("./pages/class-dashboard-page"));

/**
 * The answer a page renders first (the same request its HTML preloads, server/src/lib/client-html.ts),
 * fetched into the query cache before the first render: the page then renders whole in one
 * interruptible pass, instead of a loading state followed by an uninterruptible re-render when the
 * data arrives (react-query's store updates are synchronous).
 */
type FirstData = (params: Record<string, string | undefined>, lang: Lang, client: QueryClient) => Promise<void>;

const questionsFirst: FirstData = async (_params, _lang, client) => {
  const { questionsQueryOptions } = await import("@/features/assessment/api/get-questions");
  await client.prefetchQuery(questionsQueryOptions());
};
const assessmentFirst: FirstData = async (params, lang, client) => {
  const { assessmentQueryOptions } = await import("@/features/assessment/api/get-assessment");
  await client.prefetchQuery(assessmentQueryOptions(params.id ?? "", lang));
};

/** The page of every route but "/" (shared/routes.ts names them), and the props some pages take. */
const PAGES: Record<
  Exclude<RouteName, "home">,
  { page: LazyPage; props?: Record<string, unknown>; firstData?: FirstData }
> = {
  refundPolicy: { page: PolicyPage, props: { policy: "refund" } },
  privacyPolicy: { page: PolicyPage, props: { policy: "privacy" } },
  securityPolicy: { page: PolicyPage, props: { policy: "security" } },
  terms: { page: TermsPage },
  assessment: { page: AssessmentPage, firstData: questionsFirst },
  assessmentComplete: { page: AssessmentCompletePage },
  results: { page: ResultsPage, firstData: assessmentFirst },
  paymentSelection: { page: PaymentSelectionPage },
  checkout: { page: CheckoutPage },
  paymentSuccess: { page: PaymentSuccessPage },
  paymentPortal: { page: PaymentPortalPage },
  careerPaths: { page: CareerPathsPage },
  subscription: { page: SubscriptionPage },
  userLogin: { page: UserLoginPage },
  register: { page: RegisterPage },
  login: { page: LoginPage },
  loginPayment: { page: LoginPage },
  userDashboard: { page: UserDashboardPage },
  dashboard: { page: DashboardPage },
  admin: { page: AdminPage },
  seller: { page: SellerPage },
  sellerDashboard: { page: SellerDashboardPage },
  forgotPassword: { page: ForgotPasswordPage },
  resetPassword: { page: ResetPasswordPage },
  verifyEmail: { page: VerifyEmailPage },
  changePassword: { page: ChangePasswordPage },
  share: { page: SharePage },
  shareFamily: { page: ShareFamilyPage },
  schools: { page: SchoolsPage },
  schoolsEn: { page: SchoolsPage, props: { lang: "en" } },
  schoolsPanel: { page: CounsellorPage },
  schoolsClass: { page: ClassDashboardPage },
  joinClass: { page: JoinClassPage },
  joinClassEn: { page: JoinClassPage, props: { lang: "en" } },
};

const ROUTE_LIST = (Object.keys(PAGES) as (keyof typeof PAGES)[]).map((name) => ({
  path: ROUTES[name].path,
  ...PAGES[name],
}));

/** "/": the dashboard for a signed-in user, the landing page for a guest. */
function HomePage() {
  return readStoredSession() ? <DashboardPage /> : <LandingPage />;
}

/** Loads the page `pathname` shows (code, messages and first data), so the first render needs no loading state. */
export function preloadRoute(pathname: string): Promise<unknown> {
  if (pathname === paths.home) return readStoredSession() ? DashboardPage.preload() : Promise.resolve();
  for (const route of ROUTE_LIST) {
    const [matches, params] = matchRoute(parsePattern, route.path, pathname);
    if (!matches) continue;
    const firstData = route.firstData;
    // a failed answer stays in the cache: the page shows its error state
    const data = firstData
      ? import("@/lib/query-provider").then(({ sessionQueryClient }) =>
          firstData(params as Record<string, string | undefined>, currentLanguage(), sessionQueryClient),
        )
      : undefined;
    // the price and company details the header and footer show, before the first render too
    return Promise.all([route.page.preload(), data, refreshPaymentConfig()]);
  }
  return NotFoundPage.preload();
}

/** Loads the code and messages of the page at `pathname` (the build pre-renders with it, client/src/prerender.tsx). */
export function preloadPageCode(pathname: string): Promise<unknown> {
  for (const route of ROUTE_LIST) if (matchRoute(parsePattern, route.path, pathname)[0]) return route.page.preload();
  return NotFoundPage.preload();
}

/**
 * Loads what the page at `pathname`, arrived pre-rendered (scripts/prerender.ts, or the server for
 * a results page), needs to hydrate: its code, messages and the data it was rendered from (the
 * test page's questions, fetched the same way; a results page's own data, which it carries in
 * `<script id="page-data">`). False when that data could not be had: the page then renders
 * anew, with its error state.
 */
export async function preparePrerendered(pathname: string): Promise<boolean> {
  if (pathname === paths.home) return true;
  const [matchesResults, params] = matchRoute(parsePattern, ROUTES.results.path, pathname);
  if (matchesResults) return prepareResults(params?.id ?? "");
  if (pathname !== ROUTES.assessment.path) return false;
  const [, { sessionQueryClient }, { questionsQueryOptions }] = await Promise.all([
    AssessmentPage.preload(),
    import("@/lib/query-provider"),
    import("@/features/assessment/api/get-questions"),
  ]);
  try {
    await sessionQueryClient.fetchQuery(questionsQueryOptions());
    return true;
  } catch {
    return false;
  }
}

async function prepareResults(id: string): Promise<boolean> {
  const text = document.getElementById("page-data")?.textContent;
  if (!text) return false;
  const data = JSON.parse(text) as { assessment?: AssessmentDetailDto; config?: PublicPaymentConfig };
  if (!data.assessment || data.assessment.id !== id || !data.config) return false;
  const [, { sessionQueryClient }, { assessmentQueryOptions }] = await Promise.all([
    ResultsPage.preload(),
    import("@/lib/query-provider"),
    import("@/features/assessment/api/get-assessment"),
  ]);
  sessionQueryClient.setQueryData(assessmentQueryOptions(id, currentLanguage()).queryKey, data.assessment);
  primePaymentConfig(data.config);
  return true;
}

/** Signed in with a temporary password: every page leads to choosing one's own first. */
function useTemporaryPasswordGate() {
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (location !== paths.changePassword && readStoredSession()?.user.mustChangePassword)
      navigate(paths.changePassword, { replace: true });
  }, [location, navigate]);
}

/**
 * A new page starts at its top: a link, a redirect or the app's own navigation to another path
 * scrolls to the top (the router keeps the window's scroll, so the next page would open wherever
 * the last one was read, half-way down). Back and Forward leave it to the browser, which puts the
 * reader back where they were; a change of the query alone (the language) keeps the place.
 */
function useNewPageAtTop() {
  const [location] = useLocation();
  const previous = useRef(location);
  const poppedBack = useRef(false);
  useEffect(() => {
    const onPop = () => {
      poppedBack.current = true;
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (poppedBack.current) {
      poppedBack.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
}

export function AppRoutes() {
  useTemporaryPasswordGate();
  useNewPageAtTop();
  return (
    <Suspense fallback={<PageLoading fullHeight />}>
      <Switch>
        <Route path={paths.home} component={HomePage} />
        {ROUTE_LIST.map(({ path, page: Page, props }) => (
          <Route key={path} path={path}>
            {() => <Page {...props} />}
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
      <AppStarted />
    </Suspense>
  );
}
