import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Config } from "./config";
import { createSessionStore, type SessionStore } from "./features/auth/sessions.service";
import { createAuthService, type AuthService } from "./features/auth/auth.service";
import {
  createEmailVerificationService,
  type EmailVerificationService,
} from "./features/auth/email-verification.service";
import { createLoginThrottle, type LoginThrottle } from "./features/auth/login-throttle.service";
import {
  createAssessmentDetailCache,
  createAssessmentService,
  type AssessmentDetailCache,
  type AssessmentService,
} from "./features/assessment/assessment.service";
import { createAccountsService, type AccountsService } from "./features/accounts/accounts.service";
import { createTopCareerCache, type TopCareerCache } from "./features/careers/guidance.service";
import { createAdminService, type AdminService } from "./features/admin/admin.service";
import { createAdminPaymentsService, type AdminPaymentsService } from "./features/admin/admin-payments.service";
import { createSellersService, type SellersService } from "./features/sellers/sellers.service";
import { createReferralsService, type ReferralsService } from "./features/referrals/referrals.service";
import { createPromoCodesService, type PromoCodesService } from "./features/promo-codes/promo-codes.service";
import { createPrivacyService, type PrivacyService } from "./features/privacy/privacy.service";
import { createPaymentConfigService, type PaymentConfigService } from "./features/payments/payment-config.service";
import { createSharingService, type SharingService } from "./features/sharing/sharing.service";
import { createShareImages, type ShareImages } from "./features/sharing/share-images.service";
import { createReportCache, type ReportCache } from "./features/reports/report.cache";
import { shareImagePool } from "./features/sharing/share-image-pool.service";
import { createRenderPool, type RenderPool } from "./lib/render-pool";
import { createRateLimits, type RateLimits } from "./lib/rate-limit";
import type { RenderTask } from "./render.worker";
import { createAccessCodesService, type AccessCodesService } from "./features/payments/access-codes.service";
import { createSchoolsService, type SchoolsService } from "./features/schools/schools.service";
import {
  createReportPacksService,
  reportPackSettlement,
  type ReportPacksService,
} from "./features/schools/report-packs.service";
import type { Database, Db } from "./db/client";
import type { ReportsService } from "./features/reports/reports.service";
import type { PaymentsService } from "./features/payments/payments.service";
import type { PublicConfigCache } from "./features/payments/public-config.service";
import type { Metrics } from "./features/metrics/metrics.service";
import { createReportsService } from "./features/reports/reports.service";
import { createPaymentsService, promoReservations } from "./features/payments/payments.service";
import { createPaymentUseCases, type PaymentUseCases } from "./features/payments/payments.usecases";
import {
  createProviderClients,
  earnsCommission,
  paymentProviders,
} from "./features/payments/payment-providers.registry";
import { createEmailsService, type EmailsService } from "./features/emails/email.service";
import { createCareerPathsService, type CareerPathsService } from "./features/career-paths/career-paths.service";
import type { AnyPaymentProvider, ProviderClients } from "./features/payments/providers/payment-provider.model";
import { createPublicConfigCache } from "./features/payments/public-config.service";
import type { Logger } from "./lib/logger";
import { createMetrics } from "./features/metrics/metrics.service";

/**
 * Everything the app's routers, jobs and services use, in one flat map built once by `buildDeps`:
 * the infrastructure, the state kept across requests (caches, clients), and one service per
 * feature (`createXService(deps)`), each given the others it uses. Tests replace any entry with
 * `createTestDeps(overrides)` (server/src/testing/test-deps.ts); whatever is built from a replaced
 * entry is built with the replacement.
 */
export interface AppDeps {
  // The infrastructure.
  config: Config;
  logger: Logger;
  database: Database;
  db: Db;
  /** The time now; rules that depend on it (when a test may be retaken) read it here, so tests can move it. */
  clock: () => Date;
  /**
   * Known once the server runs: its own loopback address, and the email worker of this process
   * (if it runs one; readiness checks that it is polling).
   */
  runtime: { selfUrl: string; emailWorker?: { alive(): boolean } };
  /** Prometheus metrics of this process (GET /metrics with METRICS_TOKEN). */
  metrics: Metrics;
  /** The rate limits (counters in the database), shared by every route and service that counts attempts. */
  rateLimits: RateLimits;
  /** The worker threads that draw report PDFs and share pictures, shared by both (lib/render-pool.ts). */
  renders: RenderPool<RenderTask>;

  // What is kept in memory across requests.
  /** What the results page derives from a test (scores, profile, careers) and its public answer. */
  assessmentDetails: AssessmentDetailCache;
  /** The best-matching career per profile and person (the account's list of tests). */
  topCareers: TopCareerCache;
  /** The payment providers' API clients, one per set of credentials (PayPal's SDK keeps its OAuth token). */
  providerClients: ProviderClients;
  /** The cached answer of GET /api/payment/config. */
  publicConfig: PublicConfigCache;
  /** Drawn report PDFs, in memory and under DATA_DIR/reports (shared by the processes on one disk). */
  reportCache: ReportCache;
  /** Drawn share pictures, in memory and under DATA_DIR/share-images. */
  shareImages: ShareImages;

  // How payments are taken.
  /** The checkout providers (the registry's; the contract suite adds its mock provider). */
  paymentProviders: readonly AnyPaymentProvider[];
  /** The providers' call timeout in ms (undefined: each client's own); tests shorten it. */
  paymentTimeoutMs: number | undefined;

  // One service per feature.
  /** The email outbox, the one writer of its table: every feature queues its emails through it. */
  emails: EmailsService;
  sessions: SessionStore;
  auth: AuthService;
  emailVerification: EmailVerificationService;
  loginThrottle: LoginThrottle;
  assessments: AssessmentService;
  accounts: AccountsService;
  admin: AdminService;
  adminPayments: AdminPaymentsService;
  sellers: SellersService;
  referrals: ReferralsService;
  promoCodes: PromoCodesService;
  privacy: PrivacyService;
  paymentConfig: PaymentConfigService;
  accessCodes: AccessCodesService;
  sharing: SharingService;
  careerPaths: CareerPathsService;
  schools: SchoolsService;
  reportPacks: ReportPacksService;
  /** Fulfilment and refunds across features (payments.usecases.ts), wired to the features they act on. */
  paymentUseCases: PaymentUseCases;
  payments: PaymentsService;
  reports: ReportsService;
}

/**
 * The render worker's file: the built one beside the server bundle (dist/server/render.worker.js),
 * or the TypeScript source under tsx and Vitest, whose worker threads then load tsx too.
 */
function renderWorker(): { filename: string; execArgv: string[] } {
  const built = new URL("./render.worker.js", import.meta.url);
  if (fs.existsSync(fileURLToPath(built))) return { filename: built.href, execArgv: [] };
  return { filename: new URL("./render.worker.ts", import.meta.url).href, execArgv: ["--import", "tsx"] };
}

/**
 * Wires the app once. Each entry is the override's when given, else built here from the entries
 * before it, so a replaced entry reaches everything built from it.
 */
export function buildDeps(
  config: Config,
  logger: Logger,
  database: Database,
  overrides: Partial<AppDeps> = {},
): AppDeps {
  const o = overrides;
  const db = o.db ?? database.db;
  const runtime: AppDeps["runtime"] = o.runtime ?? { selfUrl: `http://127.0.0.1:${config.port}` };
  const selfUrl = () => runtime.selfUrl;
  const metrics = o.metrics ?? createMetrics(database);
  const rateLimits = o.rateLimits ?? createRateLimits({ db });
  const renders =
    o.renders ??
    createRenderPool<RenderTask>({
      worker: renderWorker(),
      threads: config.renderThreads,
      maxQueue: config.renderQueue,
    });
  const assessmentDetails = o.assessmentDetails ?? createAssessmentDetailCache();
  const topCareers = o.topCareers ?? createTopCareerCache();
  const providerClients = o.providerClients ?? createProviderClients();
  const reportCache =
    o.reportCache ??
    createReportCache({
      dir: path.join(config.dataDir, "reports"),
      onRender: metrics.pdfRendered,
      onHit: metrics.pdfCacheHit,
    });
  const shareImages =
    o.shareImages ??
    createShareImages({
      dir: path.join(config.dataDir, "share-images"),
      pool: shareImagePool(renders),
    });
  const paymentProviderList = o.paymentProviders ?? paymentProviders;
  const paymentTimeoutMs = "paymentTimeoutMs" in o ? o.paymentTimeoutMs : undefined;

  const emails = o.emails ?? createEmailsService({ db, rateLimits });
  const paymentConfig = o.paymentConfig ?? createPaymentConfigService({ db });
  const publicConfig = o.publicConfig ?? createPublicConfigCache({ db, config, selfUrl });
  const assessments = o.assessments ?? createAssessmentService({ db, limits: rateLimits, details: assessmentDetails });
  const emailVerification =
    o.emailVerification ?? createEmailVerificationService({ db, serverSecret: config.sessionSecret, emails });
  const auth =
    o.auth ?? createAuthService({ db, serverSecret: config.sessionSecret, assessments, emailVerification, emails });
  const sessions = o.sessions ?? createSessionStore({ db });
  const promoCodes = o.promoCodes ?? createPromoCodesService({ db, reservations: promoReservations });
  const referrals = o.referrals ?? createReferralsService({ db, paymentConfig, auth });
  const accessCodes = o.accessCodes ?? createAccessCodesService({ db });
  const paymentUseCases =
    o.paymentUseCases ??
    createPaymentUseCases({
      db,
      assessments,
      referrals,
      promoCodes,
      emails,
      earnsCommission,
      packs: reportPackSettlement({ accessCodes }),
    });
  const payments: PaymentsService =
    o.payments ??
    createPaymentsService({
      db,
      config,
      logger,
      selfUrl,
      paymentConfig,
      promoCodes,
      referrals,
      accessCodes,
      assessments,
      useCases: paymentUseCases,
      // the schools feature's packs, made below (read only when a refund is asked for)
      packs: {
        unusedValue: (packId: string): Promise<{ unused: number; unitCents: number }> =>
          reportPacks.unusedValue(packId),
      },
      providers: paymentProviderList,
      clients: providerClients,
      timeoutMs: paymentTimeoutMs,
    });
  const reports =
    o.reports ?? createReportsService({ config, cache: reportCache, assessments, payments, publicConfig, renders });
  const accounts = o.accounts ?? createAccountsService({ assessments, payments, topCareers });
  const sellers = o.sellers ?? createSellersService({ db, auth, paymentConfig, payments });
  const sharing =
    o.sharing ?? createSharingService({ db, config, payments, assessments, publicConfig, images: shareImages });
  const schools = o.schools ?? createSchoolsService({ db, assessments, auth, emails, secret: config.sessionSecret });
  const reportPacks: ReportPacksService =
    o.reportPacks ??
    createReportPacksService({ db, config, selfUrl, paymentConfig, payments, accessCodes, assessments });
  const privacy =
    o.privacy ??
    createPrivacyService({
      db,
      schools,
      assessments,
      auth,
      emailVerification,
      sessions,
      emails,
      accessCodes,
      payments,
      referrals,
      sellers,
      sharing,
      rateLimits,
      forgetRendered: (id) => reports.forgetRendered(id),
      forgetShareImages: async (ids) => {
        await Promise.all(ids.map((id) => shareImages.remove(id)));
      },
    });
  return {
    config,
    logger,
    database,
    db,
    clock: o.clock ?? (() => new Date()),
    runtime,
    metrics,
    rateLimits,
    renders,
    assessmentDetails,
    topCareers,
    providerClients,
    publicConfig,
    reportCache,
    shareImages,
    paymentProviders: paymentProviderList,
    paymentTimeoutMs,
    emails,
    sessions,
    auth,
    emailVerification,
    loginThrottle: o.loginThrottle ?? createLoginThrottle({ db }),
    assessments,
    accounts,
    admin: o.admin ?? createAdminService({ paymentConfig, config, selfUrl }),
    adminPayments: o.adminPayments ?? createAdminPaymentsService({ db }),
    sellers,
    referrals,
    promoCodes,
    privacy,
    paymentConfig,
    accessCodes,
    sharing,
    careerPaths: o.careerPaths ?? createCareerPathsService({ assessments }),
    schools,
    reportPacks,
    paymentUseCases,
    payments,
    reports,
  };
}
