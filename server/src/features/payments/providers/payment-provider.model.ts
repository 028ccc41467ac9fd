import type { Router } from "express";
import { matchRoute, paths } from "@shared/routes";
import type { Payment, PaymentConfigRow, CheckoutProviderId } from "@shared/schema/index";
import type { Lang } from "@shared/i18n/lang";
import type { MessageKey } from "@shared/i18n/catalog";
import type { z } from "zod";
import type { AdminPaymentConfigInput, MethodMissing, MethodMode } from "@shared/validators/admin";
import type { CheckoutMethod, CheckoutStartDto, FinalizeResultDto, QuoteDto } from "@shared/validators/checkout";
import type { Config } from "../../../config";
import type { AppDeps } from "../../../deps";
import type { Logger } from "../../../lib/logger";
import type { PaymentsRepository } from "../payments.repository";
import type { PaymentUseCases, RefundResult } from "../payments.usecases";
import type { AppError } from "../../../lib/errors";

/**
 * The seam every way of paying goes through. A provider knows its own protocol (how a checkout starts, what its
 * return and its notifications carry, how money goes back) and nothing about prices, referrals or promo codes:
 * the payments service decides the amount, opens the payment row and hands it over. The registry
 * (`payment-providers.registry.ts`) lists the providers; the service, the routes, the public config, referrals,
 * receipts and the client's method list all read it.
 */
export interface PaymentProvider<
  Target extends ProviderTarget = ProviderTarget,
  Id extends string = CheckoutProviderId,
  PublicName extends string = CheckoutMethod,
> {
  /** Our one internal name: stored in `payments.provider`, used in code and logs. */
  readonly id: Id;
  /** The product spec's name at the API boundary (`method=` on the checkout pages, admin filters, history). */
  readonly publicName: PublicName;
  /** A sale through it earns the referring seller's commission (the sandbox never does). */
  readonly earnsCommission: boolean;
  /** Charged in the local currency (the quote's `localAmount`), not in the price currency. */
  readonly chargesLocalCurrency: boolean;
  /**
   * The administrator's switches for it, stored as JSON under its id in `payment_config.switches` (`switchOf` reads
   * one): on/off, and its test mode (the provider's own test environment, or the local sandbox while it has no
   * credentials). Each names its field in the admin's and the public config's API (the spec's flat fields).
   */
  readonly switches: ProviderSwitchesDeclaration;
  /**
   * A rule the admin's whole config must keep for this provider (its settings under the API's names, as they would
   * be saved), or nothing: PayPal live never without the account's credentials. Answers the error to refuse with.
   */
  settingsError?(config: Record<string, unknown>): AppError | undefined;
  /**
   * The local sandbox that stands in for it: where it is served, and whether it stands in now. Its fake lives in
   * server/sandbox/ (test-only code, loaded only when PAYMENT_SANDBOX is on) under this provider's id.
   */
  readonly sandbox: { path: string; active(row: PaymentConfigRow, config: Pick<Config, "paymentSandbox">): boolean };
  /**
   * Starting a checkout: `POST /api/checkout/{publicName}` answers the start as it is (its `kind` says what the browser
   * does); the spec's own path (`path`, under /api) is kept as an alias answering `alias(start)`, in the spec's shape.
   * `limitKey` names the abuse limits' counters both share.
   */
  readonly checkout: { path: string; limitKey: string; alias(start: CheckoutStart): unknown };
  /**
   * Its server-to-server notifications, if it sends any: the path under /api (one of its `routes`), and whether it
   * is verified on the exact bytes received (the API's JSON parser then keeps them as `rawBody`).
   */
  readonly webhook?: { path: string; rawBody: boolean };
  /** The origins the buyer's browser must reach for it, added to the CSP (its hosted pages, scripts, frames). */
  readonly csp: ProviderCsp;
  /**
   * Its credentials, stored as JSON under its id in `payment_config.credentials` and validated by `schema` when read:
   * each field's key there, its name in the admin's API (the spec's flat fields, `paypalClientId`…), and whether it
   * is a secret (write-only for the admin, masked to the last 4 in the admin's view and the audit; DECISIONS 5).
   */
  readonly credentials: ProviderCredentialsDeclaration;
  /** What its traffic carries that must never reach a log: URL parameters and JSON keys the logger redacts. */
  readonly secrets: ProviderSecrets;
  /**
   * Where payments go now (real credentials or the local sandbox) and how, or what the administrator must still do
   * before it can take one (its `target` is then null). The one decision of whether it can take a payment: checkouts,
   * returns and refunds, the public config (/payment-selection) and the admin's view of each method all read it.
   */
  readiness(row: PaymentConfigRow, config: Config, selfUrl: string): Readiness<Target>;
  /** Its HTTP routes under /api (create, return, notifications). */
  routes(deps: AppDeps): Router;
  /** Starts paying for a payment row the service opened: what the browser needs next. */
  startCheckout(ctx: ProviderContext<Target>, input: CheckoutStartInput): Promise<CheckoutStart>;
  /** The buyer comes back from the provider: verify, fulfil or refuse, and say what the browser sees. */
  handleReturn(ctx: ProviderContext<Target | null>, input: Record<string, unknown>): Promise<ReturnOutcome>;
  /** A server-to-server notification: verified on the exact bytes received, then applied once. */
  handleNotification(
    ctx: ProviderContext<Target | null>,
    notification: ProviderNotification,
  ): Promise<{ handled: boolean }>;
  /** Gives money back for a completed payment (the service checked the policy and the amount). */
  refund(ctx: ProviderContext<Target | null>, payment: Payment, request: RefundRequest): Promise<RefundResult>;
  /** Looks up payments left open at the provider until they settle (optional: a provider that never leaves one). */
  settlePending?(ctx: ProviderContext<Target>, options: { limit: number; since: Date }): Promise<SettleCount>;
}

/** Origins by CSP directive: where the checkout form may be posted, scripts and frames loaded, and fetches go. */
export interface ProviderCsp {
  formAction?: readonly string[];
  scriptSrc?: readonly string[];
  frameSrc?: readonly string[];
  connectSrc?: readonly string[];
}

/** One of a provider's switches: its name in the admin's and the public config's API, and its value until set. */
export interface SwitchField {
  /** PayPal's and the card's are the product spec's (`paypalEnabled`, `testMode`…); a new provider names its own. */
  apiName: string;
  default: boolean;
  /** How the admin panel's methods section shows it. */
  label: MessageKey;
  hint: MessageKey;
}

export interface ProviderSwitchesDeclaration {
  enabled: SwitchField;
  testMode: SwitchField;
}

/** A provider's stored switch (its declared default until the admin sets it). */
export function switchOf(
  row: Pick<PaymentConfigRow, "switches">,
  id: string,
  switches: ProviderSwitchesDeclaration,
  key: keyof ProviderSwitchesDeclaration,
): boolean {
  const stored = row.switches[id]?.[key];
  return typeof stored === "boolean" ? stored : switches[key].default;
}

export interface ProviderCredentialsDeclaration {
  /** The stored object: every field a string ("" when unset). */
  schema: z.ZodType<Record<string, string>>;
  /** The title of its form in the admin panel. */
  title: MessageKey;
  /** Its fields, in the form's order. */
  fields: readonly CredentialField[];
}

export interface CredentialField {
  /** Its key in the stored JSON. */
  key: string;
  /** Its name in the admin's API (GET/POST /api/admin/payment-config). */
  apiName: keyof AdminPaymentConfigInput & string;
  /** Write-only: the admin sees only whether it is set and its last 4 characters. */
  secret?: boolean;
  /** How the admin panel shows it: its label, a hint under it, an address input, no spell checking, a whole row. */
  label: MessageKey;
  hint?: MessageKey;
  url?: boolean;
  code?: boolean;
  wide?: boolean;
}

/** A provider's stored credentials, validated by its schema (every field "" until the admin sets it). */
export function credentialsOf<C extends Record<string, string>>(
  declaration: { schema: z.ZodType<C> },
  id: string,
  row: Pick<PaymentConfigRow, "credentials">,
): C {
  return declaration.schema.parse(row.credentials[id] ?? {});
}

export interface ProviderSecrets {
  /** URL query parameters whose values are never logged (what the provider puts in the buyer's return). */
  urlParams: readonly string[];
  /** JSON keys whose values are never logged, at any depth (its answers and notifications). */
  jsonKeys: readonly string[];
}

/** Any provider, whatever its names: what the payments service takes (the registry's, or a test's mock). */
export type AnyPaymentProvider = PaymentProvider<ProviderTarget, string, string>;

/** A provider ready to take payments (where they go, and whether real money moves), or what it still needs. */
export type Readiness<Target> =
  { target: Target; mode: MethodMode; missing: [] } | { target: null; mode: null; missing: MethodMissing[] };

export const ready = <Target>(target: Target, mode: MethodMode): Readiness<Target> => ({ target, mode, missing: [] });
export const notReady = <Target>(missing: MethodMissing[]): Readiness<Target> => ({
  target: null,
  mode: null,
  missing,
});

/**
 * What a provider whose credentials are missing lacks besides them: the local sandbox would stand in, but its test
 * mode is off, or this server does not serve the sandbox at all (PAYMENT_SANDBOX off, as in production).
 */
export const sandboxGap = (config: Pick<Config, "paymentSandbox">, testMode: boolean): MethodMissing[] =>
  !config.paymentSandbox ? ["sandbox_not_served"] : testMode ? [] : ["test_mode_off"];

/** Whatever a provider's target holds, it says whether it is the local sandbox. */
export interface ProviderTarget {
  local: boolean;
}

/**
 * The API clients the providers keep across requests (an SDK client reuses its OAuth token), built
 * once in `buildDeps` and shared by every payment: `clientFor(key, make)` answers the client kept
 * under `key` (which starts with the provider's id), or makes and keeps one.
 */
export interface ProviderClients {
  clientFor<T>(key: string, make: () => T): T;
}

export interface ProviderContext<Target> {
  /** Fulfilment and refunds: a provider settles a payment through them, never by writing it itself. */
  useCases: Pick<PaymentUseCases, "fulfil" | "applyRefund">;
  config: Config;
  logger: Logger;
  repo: PaymentsRepository;
  row: PaymentConfigRow;
  target: Target;
  /** Provider call timeout (tests shorten it). */
  timeoutMs?: number | undefined;
  /** The providers' API clients, kept across requests (one per set of credentials): see `ProviderClients`. */
  clients: ProviderClients;
  /**
   * Why the price the payment was opened at no longer holds (its promo code used up, paused or expired since; its
   * retake discount no longer applying), or null. A provider that has not taken the money yet refuses with it.
   */
  priceRefusal(payment: Payment): Promise<PriceRefusal | null>;
}

/** The price no longer holds: the payment's failure reason, and the error that tells the buyer why. */
export interface PriceRefusal {
  reason: string;
  error: AppError;
}

/**
 * A purchase paid by someone other than the test taker: a parent's gift of a report, or a counsellor's pack of
 * reports. Where the receipt goes, and the page the payer comes back to (its query says how it went: see
 * `payerReturn`).
 */
export interface GiftPayment {
  payerEmail: string;
  /** A parents' page, `/r/{shareId}/familia`, or the counsellor's panel, `/escuelas/panel`. */
  pagePath: string;
}

/**
 * The query parameter a payer's page reads the outcome from: `?gift=` on a parents' page, `?pack=` on the
 * counsellor's panel (PayPal's return: `=paypal` with its order token; the card's, verified by the server:
 * `=done`, `=failed`; either: `=cancelled`).
 */
export const payerReturnParam = (payment: Pick<Payment, "packId">): "gift" | "pack" =>
  payment.packId ? "pack" : "gift";

/** The page a payer may be sent back to for this payment: a parents' page for a gift, the panel for a pack. */
export function isPayerPage(path: string, payment: Pick<Payment, "packId">): boolean {
  if (path.endsWith("/")) return false;
  const route = matchRoute(path)?.name;
  return payment.packId ? route === "schoolsPanel" : route === "shareFamily";
}

/** A payer's page with the outcome of paying in its query. */
export const payerReturn = (
  pagePath: string,
  payment: Pick<Payment, "packId">,
  outcome: "paypal" | "done" | "failed" | "cancelled",
  lang: Lang,
) => `${pagePath}?${payerReturnParam(payment)}=${outcome}&lang=${lang}`;

/** For a pack's payment (no test pages to go back to): the counsellor's panel with the outcome; otherwise nothing. */
export const packReturn = (
  payment: Pick<Payment, "packId">,
  outcome: "done" | "failed" | "cancelled",
  lang: Lang,
): string | undefined => (payment.packId ? payerReturn(paths.schoolsPanel, payment, outcome, lang) : undefined);

/** The test a report's payment is for (a pack's payment has none: ask `packReturn` first). */
export function testOf(payment: Pick<Payment, "id" | "assessmentId">): string {
  if (payment.assessmentId === null) throw new Error(`payment ${payment.id} pays for a pack, not a test`);
  return payment.assessmentId;
}

/** What a provider is handed to start paying: the payment row the service opened, at the price it decided. */
export interface CheckoutStartInput {
  payment: Payment;
  row: PaymentConfigRow;
  quote: Pick<QuoteDto, "amount" | "currency" | "localAmount" | "localCurrency">;
  lang: Lang;
  gift?: GiftPayment | undefined;
  /** How many reports it pays for: a pack's size (one when not given). */
  quantity?: number | undefined;
}

/** What the browser does next: go to the provider's page (PayPal's approval), or post a signed form there (AZUL's). */
export type CheckoutStart = CheckoutStartDto;

export type ReturnOutcome =
  { kind: "result"; result: FinalizeResultDto; redirectUrl?: string } | { kind: "redirect"; to: string };

export interface ProviderNotification {
  headers: Record<string, string | undefined>;
  rawBody: string;
  event: Record<string, unknown>;
}

export interface RefundRequest {
  /** The amount to give back, two decimals, in the payment's currency. */
  value: string;
  /** Less than what is left to refund. */
  partial: boolean;
  /** What is left to refund before this one, in cents. */
  leftCents: number;
  note: string | null;
  adminId: string;
}

export interface SettleCount {
  checked: number;
  fulfilled: number;
}

/** The finalize answer for a payment. */
export const finalizeResult = (
  payment: Payment,
  status: FinalizeResultDto["status"],
  isPaid: boolean,
): FinalizeResultDto => ({
  status,
  isPaid,
  // A pack's payment answers through the schools feature, which passes on only the status.
  assessmentId: payment.assessmentId ?? "",
  orderId: payment.providerOrderId ?? "",
});

/** What a return must name: the test a payment is for, or the pack. */
export type PaymentSubject = { assessmentId: string } | { packId: string };

/** What a finalize call names: `packId` for a pack's payment, else `assessmentId` (a missing one names nothing). */
export const subjectOf = (input: Record<string, unknown>): PaymentSubject =>
  typeof input.packId === "string"
    ? { packId: input.packId }
    : { assessmentId: typeof input.assessmentId === "string" ? input.assessmentId : "" };

/** The payment is the one the return names (its test, or its pack). */
export const paysFor = (payment: Pick<Payment, "assessmentId" | "packId">, subject: PaymentSubject): boolean =>
  "packId" in subject ? payment.packId === subject.packId : payment.assessmentId === subject.assessmentId;
