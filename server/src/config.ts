import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { isIP } from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => {
          try {
            return protocols.includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
      )
      .optional(),
  );

const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** One entry of TRUST_PROXY's list: an IP address, a CIDR range, or one of Express's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (!version) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which proxies in front of the server may say who the client is (X-Forwarded-For,
 * X-Forwarded-Proto). Unset or "false": none, the connection's own address counts. A number: that
 * many proxy hops. Otherwise a comma-separated list of addresses, CIDR ranges or
 * loopback/linklocal/uniquelocal.
 */
const trustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      if (value === undefined || value === "false" || value === "0") return false;
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops <= 10) return hops;
        ctx.addIssue({ code: "custom", message: "must be a hop count of at most 10, or a list of addresses" });
        return z.NEVER;
      }
      const entries = value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.length === 0 || !entries.every(isProxyAddress)) {
        ctx.addIssue({
          code: "custom",
          message:
            "must be a hop count, or a comma-separated list of IP addresses, CIDR ranges or loopback/linklocal/uniquelocal",
        });
        return z.NEVER;
      }
      return entries;
    }),
);

/** Every setting the server reads from the environment (and `.env`). Documented in `.env.example`. */
export const envSchema = z
  .object({
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a number" })
        .int("must be an integer")
        .min(0, "must be 0-65535")
        .max(65535, "must be 0-65535")
        .default(5000),
    ),
    PUBLIC_URL: optionalUrl(["http:", "https:"]),
    DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email("must be an email address").optional()),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8, "must be at least 8 characters").optional()),
    SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default("QuéEstudiar <no-reply@queestudiar.com>")),
    PAYPAL_API_BASE: optionalUrl(["http:", "https:"]),
    NODE_ENV: z.preprocess(emptyToUndefined, z.string().optional()),
    PAYMENT_SANDBOX: z.preprocess(emptyToUndefined, z.enum(["on", "off"], { error: "must be on or off" }).optional()),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    ),
    MIGRATE_ON_START: z.preprocess(
      emptyToUndefined,
      z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
    ),
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, "must be at least 16 characters").optional()),
    TRUST_PROXY: trustProxySchema,
    TEST_HOOKS: z.preprocess(emptyToUndefined, z.enum(["on", "off"], { error: "must be on or off" }).default("off")),
    UNPAID_ASSESSMENT_RETENTION_MONTHS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a number" })
        .int("must be a whole number of months")
        .min(1, "must be at least 1")
        .max(120, "must be at most 120")
        .default(12),
    ),
    UNSOLICITED_EMAILS_PER_HOUR: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: "must be a number" })
        .int("must be a whole number")
        .min(0, "must be 0 or more")
        .max(1_000_000, "must be at most 1000000")
        .default(500),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "is required when ADMIN_EMAIL is set" });
    }
    if (env.TEST_HOOKS === "on" && env.NODE_ENV === "production") {
      ctx.addIssue({ code: "custom", path: ["TEST_HOOKS"], message: "cannot be on in production" });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_EMAIL"], message: "is required when ADMIN_PASSWORD is set" });
    }
  });

export interface Config {
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Replaces PayPal's sandbox API base URL (PayPal test mode only; never live). */
  paypalApiBase: string | undefined;
  /**
   * Whether the local payment sandbox (fake PayPal and fake card page) may be served and used: only with
   * PAYMENT_SANDBOX=on, or when unset in a process started with `sandboxByDefault` (`npm run dev`, `npm start`)
   * outside NODE_ENV=production. Off otherwise, in every environment.
   */
  paymentSandbox: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Apply pending migrations at start-up (deployments that run `npm run db:migrate` first may turn it off). */
  migrateOnStart: boolean;
  /** Bearer token for GET /metrics; without it the endpoint is not served. */
  metricsToken: string | undefined;
  /** Express's "trust proxy": false (no proxy), a hop count, or the trusted proxies' addresses. */
  trustProxy: false | number | string[];
  /** The browser tests' hooks (`/api/test-hooks`, e.g. making a user's tests older); never in production. */
  testHooks: boolean;
  /** Unpaid assessments taken without an account are deleted after this many months. */
  unpaidAssessmentRetentionMonths: number;
  /**
   * Emails nobody asked for (results, guardian notice, welcome) queued in one hour, all recipients
   * together; beyond it the submission or registration succeeds without its email.
   */
  unsolicitedEmailsPerHour: number;
  /** Where the built SPA lives; undefined when the API runs alone (tests, dev). */
  clientDir: string | undefined;
  /** How long GET /api/payment/config may answer from memory (not an environment variable; tests set 0). */
  publicConfigCacheMs: number;
  /** Test submissions one client address may send in 10 minutes (not an environment variable; the benchmark lifts it). */
  submitsPerAddress: number;
  /**
   * Heavy renders (report PDFs, share pictures) run at once in worker threads at a lower CPU priority
   * than the request thread: one per core (not an environment variable).
   */
  renderThreads: number;
  /** Renders that may wait for a thread; beyond them a render is refused with 503 and Retry-After (not an environment variable). */
  renderQueue: number;
  /** Share-picture requests one client address may make in 10 minutes (not an environment variable). */
  shareImagesPerAddress: number;
  /**
   * PayPal notifications accepted per minute, per client address and in total, before each costs a call to PayPal's
   * verify-webhook-signature (not an environment variable; tests lower it). PayPal retries a refused delivery, and
   * the settle job looks open payments up anyway.
   */
  paypalWebhookLimits: { perAddress: number; total: number };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses the environment once. A bad value throws a ConfigError whose message is one line
 * naming each offending variable, e.g. `Invalid configuration: PORT must be a number (got "abc")`.
 */
export function parseEnv(env: Record<string, string | undefined>): z.infer<typeof envSchema> {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const parts = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const raw = env[name];
      const shown =
        name.includes("SECRET") || name.includes("PASSWORD") ? "" : raw !== undefined ? ` (got "${raw}")` : "";
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${parts.join("; ")}`);
  }
  return result.data;
}

/** Reads SESSION_SECRET, or creates one in DATA_DIR the first time and keeps it there. */
function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

export interface LoadOptions {
  clientDir?: string;
  /**
   * PAYMENT_SANDBOX defaults to on instead of off (unless NODE_ENV=production): the local commands that serve
   * the product on its embedded defaults (`npm run dev`, `npm start`), so that anyone can pay in the sandbox.
   * Never the server's own default; a deploy (systemd runs the entry without it) never gets the sandbox unless
   * PAYMENT_SANDBOX=on says so.
   */
  sandboxByDefault?: boolean;
}

export function loadConfig(env: Record<string, string | undefined> = process.env, options: LoadOptions = {}): Config {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ""),
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    sessionSecret: resolveSessionSecret(parsed.SESSION_SECRET, dataDir),
    adminEmail: parsed.ADMIN_EMAIL,
    adminPassword: parsed.ADMIN_PASSWORD,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    paypalApiBase: parsed.PAYPAL_API_BASE?.replace(/\/+$/, ""),
    paymentSandbox: parsed.PAYMENT_SANDBOX
      ? parsed.PAYMENT_SANDBOX === "on"
      : options.sandboxByDefault === true && parsed.NODE_ENV !== "production",
    logLevel: parsed.LOG_LEVEL,
    migrateOnStart: parsed.MIGRATE_ON_START === "on",
    metricsToken: parsed.METRICS_TOKEN,
    trustProxy: parsed.TRUST_PROXY,
    testHooks: parsed.TEST_HOOKS === "on",
    unpaidAssessmentRetentionMonths: parsed.UNPAID_ASSESSMENT_RETENTION_MONTHS,
    unsolicitedEmailsPerHour: parsed.UNSOLICITED_EMAILS_PER_HOUR,
    clientDir: options.clientDir,
    publicConfigCacheMs: 1000,
    submitsPerAddress: 60,
    renderThreads: Math.max(1, os.availableParallelism()),
    renderQueue: 64,
    shareImagesPerAddress: 60,
    paypalWebhookLimits: { perAddress: 60, total: 300 },
  };
}
