/** Every route of the SPA, with builders for the ones that take parameters. */
export const paths = {
  home: "/",
  assessment: (lang?: string) => (lang ? `/assessment?lang=${lang}` : "/assessment"),
  assessmentComplete: "/assessment-complete",
  results: (id: string) => `/results/${encodeURIComponent(id)}`,
  refundPolicy: "/politicas-reembolso",
  privacyPolicy: "/politicas-privacidad",
  securityPolicy: "/politicas-seguridad",
  terms: "/terms",
  userLogin: "/user-login",
  dashboard: "/dashboard",
  userDashboard: "/user-dashboard",
  paymentSelection: (assessmentId: string) => `/payment-selection?assessment=${encodeURIComponent(assessmentId)}`,
  paymentPortal: (assessmentId: string) => `/payment?assessment=${encodeURIComponent(assessmentId)}`,
} as const;
