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
import { createAssessmentRepository, type AssessmentRepository } from "./features/assessment/assessment.repository";
import { createAccountsRepository, type AccountsRepository } from "./features/accounts/accounts.repository";
import { createAdminService } from "./features/admin/admin.service";
import { createAdminPaymentsService } from "./features/admin/admin-payments.service";
import { createSellersService, type SellersService } from "./features/sellers/sellers.service";
import { createReferralsService, type ReferralsService } from "./features/referrals/referrals.service";
import { createPromoCodesService, type PromoCodesService } from "./features/promo-codes/promo-codes.service";
import { createPrivacyService, type PrivacyService } from "./features/privacy/privacy.service";
import { createPaymentConfigService, type PaymentConfigService } from "./features/payments/payment-config.service";
import { createSharingService, type SharingService } from "./features/sharing/sharing.service";
import { createShareImages } from "./features/sharing/share-images.service";
import { shareImagePool } from "./features/sharing/share-image-pool.service";
import { createRenderPool, type RenderPool } from "./lib/render-pool";
import type { RenderTask } from "./render.worker";
import { createAccessCodesService } from "./features/payments/access-codes.service";
import { createSchoolsService, type SchoolsService } from "./features/schools/schools.service";
import type { Database, Db } from "./db/client";
import type { ReportsService } from "./features/reports/reports.service";
import type { PaymentsService } from "./features/payments/payments.service";
import type { PublicConfigCache } from "./features/payments/public-config.service";
import type { Metrics } from "./features/metrics/metrics.service";
import { createReportsService } from "./features/reports/reports.service";
import { createPaymentsService, promoReservations } from "./features/payments/payments.service";
import { createPublicConfigCache } from "./features/payments/public-config.service";
import type { Logger } from "./lib/logger";
import { createMetrics } from "./features/metrics/metrics.service";

/** Everything the app's routers and jobs use, built once by buildDeps (tests override parts). */
export interface AppDeps {
  config: Config;
  logger: Logger;
  database: Database;
  db: Db;
  reports: ReportsService;
  payments: PaymentsService;
  /** The cached answer of GET /api/payment/config. */
  publicConfig: PublicConfigCache;
  /**
   * Known once the server runs: its own loopback address, and the email worker of this process
   * (if it runs one; readiness checks that it is polling).
   */
  runtime: { selfUrl: string; emailWorker?: { alive(): boolean } };
  /** Prometheus metrics of this process (GET /metrics with METRICS_TOKEN). */
  metrics: Metrics;
  /** Each feature's services, built once here; routers take them from here (tests may swap them). */
  services: Services;
  /** The time now; rules that depend on it (when a test may be retaken) read it here, so tests can move it. */
  clock: () => Date;
  /** The worker threads that draw report PDFs and share pictures, shared by both (lib/render-pool.ts). */
  renders: RenderPool<RenderTask>;
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

export interface Services {
  sessions: SessionStore;
  auth: AuthService;
  emailVerification: EmailVerificationService;
  loginThrottle: LoginThrottle;
  assessments: AssessmentRepository;
  accounts: AccountsRepository;
  admin: ReturnType<typeof createAdminService>;
  adminPayments: ReturnType<typeof createAdminPaymentsService>;
  sellers: SellersService;
  referrals: ReferralsService;
  promoCodes: PromoCodesService;
  privacy: PrivacyService;
  paymentConfig: PaymentConfigService;
  accessCodes: ReturnType<typeof createAccessCodesService>;
  sharing: SharingService;
  schools: SchoolsService;
}

/** Wires the services of the app once; tests pass overrides for what they replace. */
export function buildDeps(
  config: Config,
  logger: Logger,
  database: Database,
  overrides: Partial<AppDeps> = {},
): AppDeps {
  const db = database.db;
  const runtime: AppDeps["runtime"] = { selfUrl: `http://127.0.0.1:${config.port}` };
  const metrics = overrides.metrics ?? createMetrics(database);
  const selfUrl = () => runtime.selfUrl;
  const paymentConfig = createPaymentConfigService({ db });
  const assessments = createAssessmentRepository({ db });
  const auth = createAuthService({ db, serverSecret: config.sessionSecret });
  const promoCodes = createPromoCodesService({ db, reservations: promoReservations });
  const payments =
    overrides.payments ??
    createPaymentsService({ db, config, logger, selfUrl, paymentConfig, promoCodes, assessments });
  const publicConfig = overrides.publicConfig ?? createPublicConfigCache({ db, config, selfUrl });
  const renders =
    overrides.renders ??
    createRenderPool<RenderTask>({
      worker: renderWorker(),
      threads: config.renderThreads,
      maxQueue: config.renderQueue,
    });
  const shareImages = createShareImages({
    dir: path.join(config.dataDir, "share-images"),
    pool: shareImagePool(renders),
  });
  const reports =
    overrides.reports ?? createReportsService({ db, config, metrics, assessments, paymentConfig, renders });
  const services: Services = {
    sessions: createSessionStore({ db }),
    auth,
    emailVerification: createEmailVerificationService({ db, serverSecret: config.sessionSecret }),
    loginThrottle: createLoginThrottle(db),
    assessments,
    accounts: createAccountsRepository({ db }),
    admin: createAdminService({ paymentConfig, config, selfUrl }),
    adminPayments: createAdminPaymentsService({ db }),
    sellers: createSellersService({ db, auth, paymentConfig }),
    referrals: createReferralsService({ db, paymentConfig }),
    promoCodes,
    privacy: createPrivacyService({
      db,
      forgetRendered: (id) => reports.forgetRendered(id),
      forgetShareImages: async (ids) => {
        await Promise.all(ids.map((id) => shareImages.remove(id)));
      },
    }),
    paymentConfig,
    accessCodes: createAccessCodesService({ db }),
    schools: createSchoolsService({ db }),
    sharing: createSharingService({
      db,
      config,
      payments,
      publicConfig,
      images: shareImages,
    }),
  };
  return {
    config,
    logger,
    database,
    db,
    runtime,
    metrics,
    reports,
    payments,
    services,
    clock: () => new Date(),
    publicConfig,
    renders,
    ...overrides,
  };
}
