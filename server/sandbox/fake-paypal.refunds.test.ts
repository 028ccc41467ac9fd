import { ApiError, CheckoutPaymentIntent, OrdersController, PaymentsController } from "@paypal/paypal-server-sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakePaypal, type FakePaypalStore } from "./paypal.fake";
import { expectValid, paypalSdkClient, paypalSpec } from "../src/testing/paypal-sdk";

const paymentsSpec = paypalSpec("payments_payment_v2.json").schema;
const webhooksSpec = paypalSpec("notifications_webhooks_v1.json").schema;
const refundSchema = paymentsSpec("/components/schemas/refund");
const refund422Schema = paymentsSpec("/components/schemas/captures.refund-422");
const eventSchema = webhooksSpec("/components/schemas/event");

let fake: Awaited<ReturnType<typeof startFakePaypal>>;
let store: FakePaypalStore;
let orders: OrdersController;
let paymentsApi: PaymentsController;
let seq = 0;

beforeAll(async () => {
  fake = await startFakePaypal();
  store = fake.store;
  const client = paypalSdkClient(fake.url);
  orders = new OrdersController(client);
  paymentsApi = new PaymentsController(client);
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => store.reset());

/** A captured order of `value` USD; answers its capture id. */
async function capturedOrder(value = "19.99"): Promise<string> {
  seq += 1;
  const created = await orders.createOrder({
    paypalRequestId: `create-r${seq}`,
    body: {
      intent: CheckoutPaymentIntent.Capture,
      purchaseUnits: [{ customId: `pay-${seq}`, invoiceId: `inv-${seq}`, amount: { currencyCode: "USD", value } }],
    },
  });
  store.approve(created.result.id!);
  const captured = await orders.captureOrder({ id: created.result.id!, paypalRequestId: `capture-r${seq}` });
  return captured.result.purchaseUnits![0]!.payments!.captures![0]!.id!;
}

const raw = (response: { body: unknown }) => JSON.parse(String(response.body)) as Record<string, unknown>;

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("fake PayPal refunds through the SDK's refundCapturedPayment", () => {
  it("refunds a whole capture (201, a spec-valid refund linked up to its capture) and a repeated PayPal-Request-Id answers the same refund", async () => {
    const captureId = await capturedOrder();
    const first = await paymentsApi.refundCapturedPayment({ captureId, paypalRequestId: "refund-one", body: {} });
    expect(first.statusCode).toBe(201);
    const body = raw(first);
    expectValid(refundSchema, body);
    expect(body).toMatchObject({
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "19.99" },
      custom_id: expect.stringMatching(/^pay-/),
    });
    expect(body.links).toContainEqual({
      href: `${fake.url}/v2/payments/captures/${captureId}`,
      rel: "up",
      method: "GET",
    });
    expect(first.result.sellerPayableBreakdown?.totalRefundedAmount?.value).toBe("19.99");
    // The validator does catch an unrealistic refund.
    expect(refundSchema({ ...body, status: "DONE" })).toBe(false);
    expect(refundSchema({ ...body, amount: { currency_code: "USD", value: 19.99 } })).toBe(false);

    const replay = await paymentsApi.refundCapturedPayment({ captureId, paypalRequestId: "refund-one", body: {} });
    expect(replay.result.id).toBe(first.result.id);
    expect(store.refunds.size).toBe(1);
    expect(store.capture(captureId)!.status).toBe("REFUNDED");

    const again = await apiErrorOf(
      paymentsApi.refundCapturedPayment({ captureId, paypalRequestId: "refund-two", body: {} }),
    );
    expect(again.statusCode).toBe(422);
    expectValid(refund422Schema, again.result);
    expect((again.result as { details: { issue: string }[] }).details[0]!.issue).toBe("CAPTURE_FULLY_REFUNDED");
  });

  it("refunds part of a capture, then the rest; more than what is left is REFUND_AMOUNT_EXCEEDED; an unknown capture is 404", async () => {
    const captureId = await capturedOrder("10.00");
    const part = await paymentsApi.refundCapturedPayment({
      captureId,
      paypalRequestId: "p1",
      body: { amount: { currencyCode: "USD", value: "2.50" } },
    });
    expectValid(refundSchema, raw(part));
    expect(part.result.amount?.value).toBe("2.50");
    expect(store.capture(captureId)!.status).toBe("PARTIALLY_REFUNDED");
    const tooMuch = await apiErrorOf(
      paymentsApi.refundCapturedPayment({
        captureId,
        paypalRequestId: "p2",
        body: { amount: { currencyCode: "USD", value: "8.00" } },
      }),
    );
    expect(tooMuch.statusCode).toBe(422);
    expectValid(refund422Schema, tooMuch.result);
    const rest = await paymentsApi.refundCapturedPayment({ captureId, paypalRequestId: "p3" });
    expect(rest.result.amount?.value).toBe("7.50");
    expect(rest.result.sellerPayableBreakdown?.totalRefundedAmount?.value).toBe("10.00");
    expect(store.capture(captureId)!.status).toBe("REFUNDED");
    const unknown = await apiErrorOf(
      paymentsApi.refundCapturedPayment({ captureId: "NOSUCHCAPTURE0001", paypalRequestId: "p4" }),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe("fake PayPal notifications about a capture", () => {
  it("PAYMENT.CAPTURE.REFUNDED: a spec-valid event whose resource is the refund, linked up to the capture, without supplementary_data", async () => {
    const captureId = await capturedOrder();
    const refund = store.refund(captureId);
    const event = store.refundNotification(refund.id);
    expectValid(eventSchema, event);
    expectValid(refundSchema, event.resource);
    expect(event).toMatchObject({
      event_type: "PAYMENT.CAPTURE.REFUNDED",
      resource_type: "refund",
      resource: { id: refund.id },
    });
    expect(event.resource).not.toHaveProperty("supplementary_data");
    expect(event.resource.links).toContainEqual({
      href: `${fake.url}/v2/payments/captures/${captureId}`,
      rel: "up",
      method: "GET",
    });
  });

  it("PAYMENT.CAPTURE.REVERSED takes the whole capture back; CUSTOMER.DISPUTE.CREATED names the capture as the disputed transaction", async () => {
    const captureId = await capturedOrder();
    const reversal = store.reversalNotification(captureId);
    expectValid(eventSchema, reversal);
    expectValid(refundSchema, reversal.resource);
    expect(reversal).toMatchObject({
      event_type: "PAYMENT.CAPTURE.REVERSED",
      resource: { amount: { value: "19.99" } },
    });
    expect(store.capture(captureId)!.status).toBe("REFUNDED");

    const disputed = await capturedOrder();
    const dispute = store.disputeNotification(disputed);
    expectValid(eventSchema, dispute);
    expect(dispute).toMatchObject({
      event_type: "CUSTOMER.DISPUTE.CREATED",
      resource_type: "dispute",
      resource: { disputed_transactions: [{ seller_transaction_id: disputed }] },
    });
  });
});
