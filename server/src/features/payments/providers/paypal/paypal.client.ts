import axios, { type AxiosRequestConfig } from "axios";
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Order,
} from "@paypal/paypal-server-sdk";
import { orderNotFoundError, providerError } from "../../payments.errors";

/**
 * The PayPal gateway behind our own interface, over the official SDK. When a base URL override is
 * given (PAYPAL_API_BASE, or the local sandbox), an axios adapter rewrites PayPal's hard-coded
 * host to it, so the real SDK talks real HTTP to the fake.
 */
export interface PaypalTarget {
  clientId: string;
  clientSecret: string;
  environment: "sandbox" | "production";
  /** Replaces https://api-m(.sandbox).paypal.com when set. */
  baseUrl?: string | undefined;
  /** Where a browser finds the approval page, when not PayPal's own (or `baseUrl`'s). */
  approvalBase?: string | undefined;
  webhookId: string;
  /** True for the local sandbox shipped with the product. */
  local: boolean;
  /** Per-call timeout (the SDK's default 0 means none). */
  timeoutMs?: number;
}

export interface CaptureView {
  id: string;
  status: string;
  amount: string;
  currency: string;
  customId: string | undefined;
  statusReason?: string | undefined;
}

export interface OrderView {
  id: string;
  status: string;
  customId: string | undefined;
  captures: CaptureView[];
  approvalUrl: string | undefined;
}

export type CaptureOutcome =
  | { kind: "captured"; order: OrderView }
  | { kind: "notApproved" }
  /** A funding failure (INSTRUMENT_DECLINED, PAYER_ACTION_REQUIRED): the buyer goes back to PayPal's approval page. */
  | { kind: "payerAction"; issue: string; approvalUrl: string }
  /** ORDER_COMPLETION_IN_PROGRESS, and a fresh look at the order still shows no capture: look it up again later. */
  | { kind: "inProgress"; order: OrderView }
  | { kind: "declined"; issue: string };

/** A refund as PayPal answered it. `totalRefunded` is what the capture has had refunded so far, when PayPal says. */
export interface RefundView {
  id: string;
  status: string;
  amount: string;
  currency: string;
  totalRefunded: string | undefined;
}

export type RefundOutcome =
  { kind: "refunded"; refund: RefundView } | { kind: "alreadyRefunded" } | { kind: "refused"; issue: string };

export interface PaypalGateway {
  createOrder(input: {
    requestId: string;
    customId: string;
    invoiceId: string;
    description: string;
    amount: string;
    currency: string;
    returnUrl: string;
    cancelUrl: string;
    brandName: string;
    locale: string;
  }): Promise<OrderView>;
  captureOrder(orderId: string, requestId: string): Promise<CaptureOutcome>;
  getOrder(orderId: string): Promise<OrderView>;
  /** Asks PayPal whether the notification, exactly as received (`rawEvent`), carries a valid signature. */
  verifyWebhook(headers: Record<string, string | undefined>, rawEvent: string): Promise<boolean>;
  /** Refunds a capture (all that is left, or `amount`), idempotent by `requestId` (PayPal-Request-Id). */
  refundCapture(input: {
    captureId: string;
    requestId: string;
    amount?: { value: string; currency: string } | undefined;
    noteToPayer?: string | undefined;
  }): Promise<RefundOutcome>;
}

const REAL_BASE = { sandbox: "https://api-m.sandbox.paypal.com", production: "https://api-m.paypal.com" };
const APPROVAL_BASE = { sandbox: "https://www.sandbox.paypal.com", production: "https://www.paypal.com" };
const TIMEOUT_MS = 15_000;

function toView(order: Order): OrderView {
  const unit = order.purchaseUnits?.[0];
  const captures = (unit?.payments?.captures ?? []).map((c) => ({
    id: c.id ?? "",
    status: String(c.status ?? ""),
    amount: c.amount?.value ?? "",
    currency: c.amount?.currencyCode ?? "",
    customId: c.customId ?? unit?.customId,
    statusReason: c.statusDetails?.reason ? String(c.statusDetails.reason) : undefined,
  }));
  const link = order.links?.find((l) => l.rel === "payer-action" || l.rel === "approve");
  return {
    id: order.id ?? "",
    status: String(order.status ?? ""),
    customId: unit?.customId,
    captures,
    approvalUrl: link?.href,
  };
}

function issueOf(error: ApiError): string | undefined {
  const result = error.result as { details?: { issue?: string }[]; name?: string } | undefined;
  return result?.details?.[0]?.issue ?? result?.name;
}

export function createPaypalGateway(target: PaypalTarget): PaypalGateway {
  const realBase = REAL_BASE[target.environment];
  const http = axios.getAdapter("http");
  const adapter = target.baseUrl
    ? (config: AxiosRequestConfig) =>
        http({ ...config, url: String(config.url).replace(realBase, () => target.baseUrl!) } as never)
    : undefined;
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: target.clientId, oAuthClientSecret: target.clientSecret },
    environment: target.environment === "production" ? Environment.Production : Environment.Sandbox,
    timeout: target.timeoutMs ?? TIMEOUT_MS,
    ...(adapter ? { unstable_httpClientOptions: { adapter } } : {}),
  } as ConstructorParameters<typeof Client>[0]);
  const orders = new OrdersController(client);
  const paymentsApi = new PaymentsController(client);
  const apiBase = target.baseUrl ?? realBase;

  /** Network errors, timeouts and 5xx become one clear 502; a retry with the same request id is safe. */
  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) throw error;
      throw Object.assign(providerError(), { cause: error });
    }
  };

  /** As `call`, and PayPal's own 4xx too: an order PayPal does not know (expired, unknown) is a clear 404, anything else a 502. */
  const settled = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await call(fn);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw Object.assign(error.statusCode === 404 ? orderNotFoundError() : providerError(), { cause: error });
    }
  };

  const getOrder = async (orderId: string) => toView((await settled(() => orders.getOrder({ id: orderId }))).result);
  /** PayPal's approval page for an order (where a buyer chooses another funding source). */
  const approvalUrl = (orderId: string) =>
    `${target.approvalBase ?? target.baseUrl ?? APPROVAL_BASE[target.environment]}/checkoutnow?token=${encodeURIComponent(orderId)}`;

  return {
    async createOrder(input) {
      const response = await settled(() =>
        orders.createOrder({
          paypalRequestId: input.requestId,
          prefer: "return=representation",
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: input.customId,
                customId: input.customId,
                invoiceId: input.invoiceId,
                description: input.description.slice(0, 127),
                amount: { currencyCode: input.currency, value: input.amount },
              },
            ],
            paymentSource: {
              paypal: {
                experienceContext: {
                  returnUrl: input.returnUrl,
                  cancelUrl: input.cancelUrl,
                  brandName: input.brandName.slice(0, 127),
                  locale: input.locale,
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                  userAction: PaypalExperienceUserAction.PayNow,
                },
              },
            },
          },
        }),
      );
      return toView(response.result);
    },

    async captureOrder(orderId, requestId) {
      try {
        const response = await call(() =>
          orders.captureOrder({ id: orderId, paypalRequestId: requestId, prefer: "return=representation" }),
        );
        return { kind: "captured", order: toView(response.result) };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const issue = issueOf(error);
        if (error.statusCode === 422 && issue === "ORDER_ALREADY_CAPTURED")
          return { kind: "captured", order: await getOrder(orderId) };
        if (error.statusCode === 422 && issue === "ORDER_NOT_APPROVED") return { kind: "notApproved" };
        if (error.statusCode === 422 && (issue === "INSTRUMENT_DECLINED" || issue === "PAYER_ACTION_REQUIRED")) {
          const order = await getOrder(orderId).catch(() => undefined);
          return { kind: "payerAction", issue, approvalUrl: order?.approvalUrl ?? approvalUrl(orderId) };
        }
        if (error.statusCode === 422 && issue === "ORDER_COMPLETION_IN_PROGRESS") {
          const order = await getOrder(orderId);
          return order.captures.length > 0 ? { kind: "captured", order } : { kind: "inProgress", order };
        }
        if (error.statusCode === 422) return { kind: "declined", issue: issue ?? "UNPROCESSABLE_ENTITY" };
        throw Object.assign(error.statusCode === 404 ? orderNotFoundError() : providerError(), { cause: error });
      }
    },

    getOrder,

    async refundCapture(input) {
      try {
        const response = await call(() =>
          paymentsApi.refundCapturedPayment({
            captureId: input.captureId,
            paypalRequestId: input.requestId,
            prefer: "return=representation",
            body: {
              ...(input.amount ? { amount: { currencyCode: input.amount.currency, value: input.amount.value } } : {}),
              ...(input.noteToPayer ? { noteToPayer: input.noteToPayer.slice(0, 255) } : {}),
            },
          }),
        );
        const refund = response.result;
        return {
          kind: "refunded",
          refund: {
            id: refund.id ?? "",
            status: String(refund.status ?? ""),
            amount: refund.amount?.value ?? "",
            currency: refund.amount?.currencyCode ?? "",
            totalRefunded: refund.sellerPayableBreakdown?.totalRefundedAmount?.value,
          },
        };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const issue = issueOf(error);
        if (error.statusCode === 422 && issue === "CAPTURE_FULLY_REFUNDED") return { kind: "alreadyRefunded" };
        if (error.statusCode === 422) return { kind: "refused", issue: issue ?? "UNPROCESSABLE_ENTITY" };
        throw Object.assign(error.statusCode === 404 ? orderNotFoundError() : providerError(), { cause: error });
      }
    },

    async verifyWebhook(headers, rawEvent) {
      const fields = {
        auth_algo: headers["paypal-auth-algo"],
        cert_url: headers["paypal-cert-url"],
        transmission_id: headers["paypal-transmission-id"],
        transmission_sig: headers["paypal-transmission-sig"],
        transmission_time: headers["paypal-transmission-time"],
        webhook_id: target.webhookId,
      };
      // Unsigned deliveries are refused without bothering PayPal.
      if (Object.values(fields).some((value) => value === undefined || value === "") || rawEvent.trim() === "")
        return false;
      // PayPal checks the notification's own text: it goes out exactly as received, never re-serialised.
      const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawEvent}}`;
      const token = await settled(() => client.clientCredentialsAuthManager.fetchToken());
      const response = await call(() =>
        axios.post(`${apiBase}/v1/notifications/verify-webhook-signature`, body, {
          headers: { Authorization: `Bearer ${token.accessToken}`, "Content-Type": "application/json" },
          transformRequest: [(data: unknown) => data],
          timeout: target.timeoutMs ?? TIMEOUT_MS,
          validateStatus: () => true,
        }),
      );
      return (
        response.status === 200 &&
        (response.data as { verification_status?: string })?.verification_status === "SUCCESS"
      );
    },
  };
}
