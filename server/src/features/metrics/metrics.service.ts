import { timingSafeEqual } from "node:crypto";
import { count, min, sql } from "drizzle-orm";
import type { Request, RequestHandler } from "express";
import { Router } from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { emailOutbox, payments } from "@shared/schema/index";
import type { Database } from "../../db/client";
import { notFoundRouteError, unauthorizedError } from "../../lib/errors";

/**
 * Prometheus metrics of one server process (prom-client, text format at GET /metrics). Counters
 * live in the process (request rate, latency, errors, PDF renders and cache hits); the figures
 * that belong to the whole deployment (email outbox, payments) are read from the database at
 * scrape time, so every process reports the same truth.
 */
export interface Metrics {
  registry: Registry;
  /** Times every request and counts it by method, route pattern and status. */
  httpMiddleware: RequestHandler;
  /** Counts one answered request (the fast lanes, which bypass the middleware). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A report PDF rendered from scratch. */
  pdfRendered(): void;
  /** A report PDF answered from the cache ("memory" or "disk"). */
  pdfCacheHit(tier: "memory" | "disk"): void;
}

export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ app: "queestudiar" });
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: "http_server_errors_total",
    help: "HTTP answers with a 5xx status, by route pattern",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  const pdfRenders = new Counter({
    name: "report_pdf_renders_total",
    help: "Report PDFs rendered from scratch",
    registers: [registry],
  });
  const pdfHits = new Counter({
    name: "report_pdf_cache_hits_total",
    help: "Report PDFs answered from the cache, by tier",
    labelNames: ["tier"] as const,
    registers: [registry],
  });

  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting clients)",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }

  // Deployment-wide figures, read once per scrape (both gauges share the queries of one scrape).
  let snapshot: Promise<Snapshot> | undefined;
  const readSnapshot = (): Promise<Snapshot> => {
    snapshot ??= takeSnapshot(database).finally(() => {
      snapshot = undefined;
    });
    return snapshot;
  };
  new Gauge({
    name: "email_outbox_pending",
    help: "Emails waiting in the outbox (pending jobs)",
    registers: [registry],
    async collect() {
      this.set((await readSnapshot()).outboxPending);
    },
  });
  new Gauge({
    name: "email_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest pending email job (0 when none waits)",
    registers: [registry],
    async collect() {
      this.set((await readSnapshot()).outboxOldestAgeSeconds);
    },
  });
  new Gauge({
    name: "payments",
    help: "Payments stored, by provider and status (outcome)",
    labelNames: ["provider", "status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await readSnapshot()).payments)
        this.set({ provider: row.provider, status: row.status }, row.n);
    },
  });

  const observeRequest = (method: string, route: string, status: number, seconds: number) => {
    requests.inc({ method, route, status: String(status) });
    duration.observe({ method, route }, seconds);
    if (status >= 500) errors.inc({ route });
  };
  const httpMiddleware: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      observeRequest(req.method, routeOf(req), res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };

  return {
    registry,
    httpMiddleware,
    observeRequest,
    pdfRendered: () => pdfRenders.inc(),
    pdfCacheHit: (tier) => pdfHits.inc({ tier }),
  };
}

interface Snapshot {
  outboxPending: number;
  outboxOldestAgeSeconds: number;
  payments: { provider: string; status: string; n: number }[];
}

async function takeSnapshot(database: Database): Promise<Snapshot> {
  const { db } = database;
  const [outbox] = await db
    .select({ n: count(), oldest: min(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(sql`${emailOutbox.status} = 'pending'`);
  const byProvider = await db
    .select({ provider: payments.provider, status: payments.status, n: count() })
    .from(payments)
    .groupBy(payments.provider, payments.status);
  const oldest = outbox?.oldest ? new Date(outbox.oldest).getTime() : undefined;
  return {
    outboxPending: Number(outbox?.n ?? 0),
    outboxOldestAgeSeconds: oldest === undefined ? 0 : Math.max(0, (Date.now() - oldest) / 1000),
    payments: byProvider.map((row) => ({ provider: row.provider, status: row.status, n: Number(row.n) })),
  };
}

/** The route pattern that answered ("/api/assessment/:id"), never the raw path (unbounded label values). */
function routeOf(req: Request): string {
  const pattern: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === "string") return `${req.baseUrl}${pattern}`;
  if (req.originalUrl.startsWith("/api/")) return "/api (unmatched)";
  if (req.originalUrl.startsWith("/assets/")) return "/assets";
  if (req.originalUrl.startsWith("/sandbox/")) return "/sandbox";
  return "page";
}

/**
 * GET /metrics, only with `Authorization: Bearer <METRICS_TOKEN>`. Without a configured token the
 * endpoint does not exist (404), so metrics are never public by accident.
 */
export function metricsRouter(metrics: Metrics, token: string | undefined): Router {
  const router = Router();
  router.get("/metrics", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!token) throw notFoundRouteError();
    const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      throw unauthorizedError();
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
