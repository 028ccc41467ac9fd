import { parse } from "regexparam";

/**
 * The one route table of the app: every page's URL pattern (wouter / regexparam syntax), the name
 * of its page module, and what its parameters must look like. The SPA's router, the server's HTML
 * (which page chunk to preload, 200 or 404) and the server's redirects all read it.
 */
export const ROUTES = {
  home: { path: "/", page: "landing-page" },
  assessment: { path: "/assessment", page: "assessment-page" },
  assessmentComplete: { path: "/assessment-complete", page: "assessment-complete-page" },
  results: { path: "/results/:id", page: "results-page", params: { id: /^[A-Za-z0-9_-]{22}$/ } },
  paymentSelection: { path: "/payment-selection", page: "payment-selection-page" },
  checkout: { path: "/checkout-form", page: "checkout-page" },
  paymentSuccess: { path: "/payment-success", page: "payment-success-page" },
  paymentPortal: { path: "/payment", page: "payment-portal-page" },
  careerPaths: { path: "/career-paths", page: "career-paths-page" },
  subscription: { path: "/subscription", page: "subscription-page" },
  userLogin: { path: "/user-login", page: "user-login-page" },
  register: { path: "/register/:redirect?", page: "register-page" },
  login: { path: "/login", page: "login-page" },
  loginPayment: { path: "/login/payment", page: "login-page" },
  userDashboard: { path: "/user-dashboard", page: "user-dashboard-page" },
  dashboard: { path: "/dashboard", page: "dashboard-page" },
  admin: { path: "/admin", page: "admin-page" },
  seller: { path: "/seller", page: "seller-page" },
  sellerDashboard: { path: "/seller-dashboard/:sellerId", page: "seller-dashboard-page" },
  refundPolicy: { path: "/politicas-reembolso", page: "policy-page" },
  privacyPolicy: { path: "/politicas-privacidad", page: "policy-page" },
  securityPolicy: { path: "/politicas-seguridad", page: "policy-page" },
  terms: { path: "/terms", page: "terms-page" },
  forgotPassword: { path: "/forgot-password", page: "forgot-password-page" },
  resetPassword: { path: "/reset-password", page: "reset-password-page" },
  changePassword: { path: "/change-password", page: "change-password-page" },
  verifyEmail: { path: "/verify-email", page: "verify-email-page" },
  shareFamily: { path: "/r/:shareId/familia", page: "share-family-page", params: { shareId: /^[A-Za-z0-9_-]{24}$/ } },
  share: { path: "/r/:shareId", page: "share-page", params: { shareId: /^[A-Za-z0-9_-]{24}$/ } },
  // Schools: the offer in both languages' own words, the counsellor's classes, a student joining a class.
  schools: { path: "/escuelas", page: "schools-page" },
  schoolsEn: { path: "/schools", page: "schools-page" },
  schoolsPanel: { path: "/escuelas/panel", page: "counsellor-page" },
  schoolsClass: {
    path: "/escuelas/panel/clase/:id",
    page: "class-dashboard-page",
    params: { id: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/ },
  },
  joinClass: { path: "/unirse/:code?", page: "join-class-page" },
  joinClassEn: { path: "/join/:code?", page: "join-class-page" },
} as const satisfies Record<string, { path: string; page: string; params?: Record<string, RegExp> }>;

export type RouteName = keyof typeof ROUTES;

const compiled = Object.entries(ROUTES).map(([name, route]) => ({
  name: name as RouteName,
  route,
  ...parse(route.path),
}));

/** The route `pathname` shows (a trailing slash allowed) and its parameters, or undefined (a 404). */
export function matchRoute(pathname: string): { name: RouteName; params: Record<string, string> } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  for (const { name, route, pattern, keys } of compiled) {
    const match = pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => {
      if (match[i + 1] !== undefined) params[key] = decodeURIComponent(match[i + 1]!);
    });
    const rules: Record<string, RegExp> = "params" in route ? route.params : {};
    if (Object.entries(rules).every(([key, rule]) => rule.test(params[key] ?? ""))) return { name, params };
  }
  return undefined;
}

type Query = Record<string, string | undefined>;
const withQuery = (path: string, query: Query = {}) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
};
const enc = encodeURIComponent;

/** Links to the routes above, with their parameters and query filled in. */
export const paths = {
  home: ROUTES.home.path,
  assessment: (lang?: string) => withQuery(ROUTES.assessment.path, { lang }),
  assessmentComplete: ROUTES.assessmentComplete.path,
  results: (id: string) => `/results/${enc(id)}`,
  refundPolicy: ROUTES.refundPolicy.path,
  privacyPolicy: ROUTES.privacyPolicy.path,
  securityPolicy: ROUTES.securityPolicy.path,
  terms: ROUTES.terms.path,
  userLogin: ROUTES.userLogin.path,
  /** /user-login, coming back to `next` (a path of this site) once signed in. */
  userLoginTo: (next: string | undefined) => withQuery(ROUTES.userLogin.path, { next }),
  dashboard: ROUTES.dashboard.path,
  userDashboard: ROUTES.userDashboard.path,
  careerPaths: ROUTES.careerPaths.path,
  subscription: ROUTES.subscription.path,
  admin: ROUTES.admin.path,
  seller: ROUTES.seller.path,
  changePassword: ROUTES.changePassword.path,
  verifyEmail: ROUTES.verifyEmail.path,
  forgotPassword: ROUTES.forgotPassword.path,
  login: (payment = false) => (payment ? ROUTES.loginPayment.path : ROUTES.login.path),
  register: (payment = false) => (payment ? "/register/payment" : "/register"),
  sellerDashboard: (sellerId: string) => `/seller-dashboard/${enc(sellerId)}`,
  checkout: (assessmentId: string, query: Query = {}) =>
    withQuery(ROUTES.checkout.path, { assessment: assessmentId, ...query }),
  paymentSelection: (assessmentId: string, query: Query = {}) =>
    withQuery(ROUTES.paymentSelection.path, { assessment: assessmentId, ...query }),
  paymentSuccess: (assessmentId: string, query: Query = {}) =>
    withQuery(ROUTES.paymentSuccess.path, { assessment: assessmentId, ...query }),
  paymentPortal: (assessmentId?: string) => withQuery(ROUTES.paymentPortal.path, { assessment: assessmentId }),
  share: (shareId: string) => `/r/${enc(shareId)}`,
  shareFamily: (shareId: string) => `/r/${enc(shareId)}/familia`,
  /** The schools page in the reader's language's own path. */
  schools: (lang?: string) => (lang === "en" ? ROUTES.schoolsEn.path : ROUTES.schools.path),
  schoolsPanel: ROUTES.schoolsPanel.path,
  /** A class's dashboard (the counsellor's). */
  schoolsClass: (classId: string) => `/escuelas/panel/clase/${enc(classId)}`,
  /** A class's join link (what the QR code carries), in the reader's language's own path. */
  joinClass: (code?: string, lang?: string) => {
    const base = lang === "en" ? "/join" : "/unirse";
    return code ? `${base}/${enc(code)}` : base;
  },
} as const;
