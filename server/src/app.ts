import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import cookieParser from "cookie-parser";
import express from "express";
import { pinoHttp } from "pino-http";
import { apiNotFound, errorMiddleware } from "./lib/error-middleware";
import { csrfOriginCheck } from "./lib/csrf";
import { createSecurityHeaders } from "./lib/security-headers";
import { createClientHtml } from "./lib/client-html";
import { loadPageRenderer, type PageRenderer } from "./lib/page-renderer";
import { resultsPages } from "./features/assessment/results-page.routes";
import { ROUTES } from "@shared/routes";
import { anonymousAssessmentRead, assessmentRouter } from "./features/assessment/assessment.routes";
import { healthRouter } from "./features/health/health.routes";
import { authRouter } from "./features/auth/auth.routes";
import { adminRouter } from "./features/admin/admin.routes";
import { loadSession } from "./features/auth/sessions.service";
import { loadReferral, referralsRouter } from "./features/referrals/referrals.routes";
import { paymentsRouter } from "./features/payments/payments.routes";
import { reportsRouter } from "./features/reports/reports.routes";
import { compareRouter } from "./features/reports/compare.routes";
import { emailsRouter } from "./features/emails/email.routes";
import { careerPathsRouter } from "./features/career-paths/career-paths.routes";
import { accountsRouter } from "./features/accounts/accounts.routes";
import { sellersRouter } from "./features/sellers/sellers.routes";
import { privacyRouter } from "./features/privacy/privacy.routes";
import { schoolsRouter } from "./features/schools/schools.routes";
import { testHooksRouter } from "./features/test-hooks/test-hooks.routes";
import { SHARE_PAGE_PATH, sharePages, sharingRouter } from "./features/sharing/sharing.routes";
import {
  checkoutPaths,
  paymentProviders,
  providerCsp,
  rawBodyPaths,
} from "./features/payments/payment-providers.registry";
import type { Express, RequestHandler } from "express";
import type { AppDeps } from "./deps";
import type { PaymentSandbox } from "../sandbox/payment-sandbox";
import { metricsRouter } from "./features/metrics/metrics.service";
import { requestIdOf } from "./lib/request-id";

/** The API's JSON body parser (the app's, and the fast lanes' of http-handler.ts). */
export function apiJsonParser(): RequestHandler {
  return express.json({
    limit: "100kb",
    // A provider that verifies a notification on its exact text (PayPal) declares so: keep it for that route.
    verify: (req, _res, buf) => {
      const url = (req as express.Request).originalUrl;
      if (url && rawBodyPaths.some((path) => url.startsWith(path)))
        (req as express.Request & { rawBody?: string }).rawBody = buf.toString("utf8");
    },
  });
}

const paymentSandboxes = new WeakMap<AppDeps, Promise<PaymentSandbox>>();

/**
 * The local payment sandbox's fakes (server/sandbox), loaded on first use once per set of deps, so their orders
 * outlive a rebuilt app. Only createApp calls it, and only with PAYMENT_SANDBOX on; tests read the fakes through it.
 */
export function paymentSandboxOf(deps: AppDeps): Promise<PaymentSandbox> {
  let fakes = paymentSandboxes.get(deps);
  if (!fakes) {
    fakes = import("../sandbox/payment-sandbox").then(({ createPaymentSandbox }) => createPaymentSandbox(deps.config));
    // a request to the sandbox then answers 500; the start-up log says why
    fakes.catch((error: unknown) => deps.logger.error({ err: error }, "loading the local payment sandbox failed"));
    paymentSandboxes.set(deps, fakes);
  }
  return fakes;
}

/** Builds the whole HTTP application; it never listens (index.ts and the tests do). */
export function createApp(
  deps: AppDeps,
  options: {
    clientMiddleware?: RequestHandler;
    devServer?: boolean;
    /** Renders pages on the server (lib/page-renderer.ts); by default the build's, if there is one. */
    pageRenderer?: Promise<PageRenderer | undefined>;
  } = {},
): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable("x-powered-by");
  // Which client address counts (rate limits, Secure cookies): only proxies the operator named.
  app.set("trust proxy", config.trustProxy);
  app.set("etag", "strong");

  app.use(
    createSecurityHeaders(config, (req) => (req as express.Request).secure, {
      devServer: options.devServer,
      sources: providerCsp,
    }),
  );
  app.use(compression());
  app.use(deps.metrics.httpMiddleware);
  app.use(
    pinoHttp({
      logger,
      // The proxy's X-Request-Id (when well formed) ties its access log to ours; otherwise a new one.
      genReqId: (req, res) => {
        const id = requestIdOf(req.headers["x-request-id"]);
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith("/api") },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  // The results page's read for a viewer without a session, ahead of the API's middleware it does not need.
  app.get("/api/assessment/:id", anonymousAssessmentRead(deps));

  const api = express.Router();
  api.use(apiJsonParser());
  api.use(cookieParser());
  api.use(csrfOriginCheck(config));
  api.use(loadSession(deps.sessions));
  api.use(["/payment/quote", "/payment/price", "/payment/promo/validate", ...checkoutPaths], loadReferral(deps));
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // The test's own routes first: submit and the results page's read are the busiest, and no other router answers their paths.
  api.use(assessmentRouter(deps));
  api.use(healthRouter(deps));
  api.use(authRouter(deps));
  api.use(adminRouter(deps));
  api.use(sellersRouter(deps));
  api.use(referralsRouter(deps));
  api.use(reportsRouter(deps));
  api.use(compareRouter(deps));
  api.use(emailsRouter(deps));
  api.use(paymentsRouter(deps));
  api.use(careerPathsRouter(deps));
  api.use(accountsRouter(deps));
  api.use(privacyRouter(deps));
  if (config.testHooks) api.use(testHooksRouter(deps));
  api.use(sharingRouter(deps));
  api.use(schoolsRouter(deps));
  api.use(apiNotFound);
  app.use("/api", api);
  app.use(metricsRouter(deps.metrics, config.metricsToken));

  // The local payment sandbox: a fake PayPal API and approval page, a fake AZUL payment page. Never
  // mounted where it may not run (production without PAYMENT_SANDBOX=on), and only then loaded: it is
  // test-only code outside server/src, in its own chunk of the build.
  if (config.paymentSandbox) {
    const paymentConfig = deps.paymentConfig;
    const fakes = paymentSandboxOf(deps);
    for (const provider of paymentProviders) {
      app.use(
        provider.sandbox.path,
        async (_req, _res, next) =>
          next(provider.sandbox.active(await paymentConfig.get(), config) ? undefined : "router"),
        async (req, res, next) => {
          const fake = (await fakes).handlers[provider.id];
          if (fake) fake(req, res, next);
          else next();
        },
      );
    }
  }

  if (options.clientMiddleware) app.use(options.clientMiddleware);
  else if (config.clientDir && fs.existsSync(path.join(config.clientDir, "index.html"))) {
    const clientDir = config.clientDir;
    const renderer =
      options.pageRenderer ??
      loadPageRenderer(clientDir).catch((error: unknown) => {
        logger.error({ err: error }, "loading the page renderer failed: pages boot in the browser");
        return undefined;
      });
    serveClient(
      app,
      clientDir,
      (html) => sharePages(deps, html),
      (html) => resultsPages(deps, html, renderer),
    );
  }

  app.use(errorMiddleware(logger));
  return app;
}

/** The built SPA: hashed assets cached for a year, everything else revalidated, unknown paths get the SPA's HTML. */
function serveClient(
  app: Express,
  clientDir: string,
  sharePage: (html: ReturnType<typeof createClientHtml>) => RequestHandler,
  resultsPage: (html: ReturnType<typeof createClientHtml>) => RequestHandler,
): void {
  const html = createClientHtml(clientDir);
  app.use(
    express.static(clientDir, {
      index: false,
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        else res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  // Pages that name no icon (the PDF viewer, the local payment sandboxes) make the browser ask for /favicon.ico:
  // the product's own icon answers, rather than a 404 in the console.
  app.get("/favicon.ico", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.redirect(301, "/favicon.svg");
  });
  // A share link's page: 404 unless the link works, and its preview tags in the HTML.
  app.get(SHARE_PAGE_PATH, sharePage(html));
  // A results page arrives rendered, from its data (features/assessment/results-page.routes.ts).
  app.get(ROUTES.results.path, resultsPage(html));
  app.get(/^(?!\/api(\/|$)).*/, (req, res) => {
    res.setHeader("Cache-Control", "no-cache");
    // "/" is the pre-rendered landing page; every other route boots the SPA with its chunks preloaded.
    res.status(html.statusOf(req.path)).type("html").send(html.render(req.path, req.query.lang));
  });
}
