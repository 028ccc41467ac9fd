import { ApiError, CheckoutPaymentIntent, type Client, OrdersController } from "@paypal/paypal-server-sdk";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createFakePaypal,
  FAKE_PAYPAL_SANDBOX_CREDENTIALS,
  type FakePaypalStore,
  signFakeWebhook,
  startFakePaypal,
} from "./paypal.fake";
import { expectValid, paypalSdkClient, paypalSpec } from "../src/testing/paypal-sdk";

const RETURN_URL = "https://shop.example/paypal/return";
const CANCEL_URL = "https://shop.example/paypal/cancel";

// ---------------------------------------------------------------------------------------------
// OpenAPI validation

const spec = paypalSpec("checkout_orders_v2.json");
const orderSchema = spec.schema("/components/schemas/order");

// ---------------------------------------------------------------------------------------------
// The real SDK pointed at the fake (an axios adapter rewrites its host)

const sdkClient = paypalSdkClient;

/** The raw JSON the SDK received (its `result` is camelCased). */
function rawBody(response: { body: string | Blob | NodeJS.ReadableStream }): unknown {
  if (typeof response.body !== "string") throw new Error("expected a string body");
  return JSON.parse(response.body);
}

async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

let fake: Awaited<ReturnType<typeof startFakePaypal>>;
let store: FakePaypalStore;
let client: Client;
let orders: OrdersController;
let purchaseSeq = 0;

beforeAll(async () => {
  fake = await startFakePaypal();
  store = fake.store;
  client = sdkClient(fake.url);
  orders = new OrdersController(client);
});

afterAll(async () => {
  await fake?.close();
});

beforeEach(() => {
  store.reset();
});

function createBody(purchaseId: string, value = "19.99") {
  return {
    intent: CheckoutPaymentIntent.Capture,
    purchaseUnits: [
      {
        referenceId: `ref-${purchaseId}`,
        customId: purchaseId,
        invoiceId: `inv-${purchaseId}`,
        description: "Informe PDF",
        amount: { currencyCode: "USD", value },
      },
    ],
    paymentSource: {
      paypal: {
        experienceContext: { returnUrl: RETURN_URL, cancelUrl: CANCEL_URL, brandName: "Qué Estudiar" },
      },
    },
  };
}

async function createOrder(opts: { requestId?: string; representation?: boolean } = {}) {
  const purchaseId = `purchase-${++purchaseSeq}`;
  const response = await orders.createOrder({
    body: createBody(purchaseId),
    paypalRequestId: opts.requestId ?? `create-${purchaseId}`,
    ...(opts.representation ? { prefer: "return=representation" } : {}),
  });
  return { purchaseId, response, id: response.result.id ?? "" };
}

// ---------------------------------------------------------------------------------------------

describe("fake PayPal through the real SDK", () => {
  it("issues an OAuth token for the configured credentials and rejects others", async () => {
    const token = await client.clientCredentialsAuthManager.fetchToken();
    expect(token.accessToken).toMatch(/^A21AA/);
    expect(token.tokenType).toBe("Bearer");

    const bad = await request(fake.url)
      .post("/v1/oauth2/token")
      .auth("sandbox-client-id", "wrong")
      .type("form")
      .send({ grant_type: "client_credentials" });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ error: "invalid_client", error_description: "Client Authentication failed" });

    const noBearer = await request(fake.url).get("/v2/checkout/orders/ANYTHING");
    expect(noBearer.status).toBe(401);
    expect(noBearer.body.name).toBe("AUTHENTICATION_FAILURE");
  });

  it("creates an order (201, payer-action link) and replays the same PayPal-Request-Id with 200", async () => {
    const { id, response } = await createOrder({ requestId: "create-idem-1" });
    expect(response.statusCode).toBe(201);
    expect(id).toMatch(/^[0-9A-Z]{17}$/);
    expect(response.result.status).toBe("PAYER_ACTION_REQUIRED");
    const payerAction = response.result.links?.find((link) => link.rel === "payer-action");
    expect(payerAction?.href).toBe(`${fake.url}/checkoutnow?token=${id}`);
    expectValid(orderSchema, rawBody(response));
    expect(store.requests.find((r) => r.path === "/v2/checkout/orders")?.headers["paypal-request-id"]).toBe(
      "create-idem-1",
    );

    const replay = await orders.createOrder({ body: createBody("other"), paypalRequestId: "create-idem-1" });
    expect(replay.statusCode).toBe(200);
    expect(replay.result.id).toBe(id);
    expect(store.orders.size).toBe(1);
  });

  it("uses CREATED + approve/update/capture links without payment_source, and rejects bad amounts like PayPal", async () => {
    const token = (await client.clientCredentialsAuthManager.fetchToken()).accessToken;
    const legacy = await request(fake.url)
      .post("/v2/checkout/orders")
      .auth(token, { type: "bearer" })
      .set("Prefer", "return=representation")
      .send({
        intent: "CAPTURE",
        purchase_units: [{ amount: { currency_code: "USD", value: "5.00" } }],
        application_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL },
      });
    expect(legacy.status).toBe(201);
    expect(legacy.body.status).toBe("CREATED");
    expect(legacy.body.links.map((l: { rel: string }) => l.rel)).toEqual(["self", "approve", "update", "capture"]);
    expect(legacy.body.purchase_units[0].reference_id).toBe("default");
    expectValid(orderSchema, legacy.body);

    const precision = await request(fake.url)
      .post("/v2/checkout/orders")
      .auth(token, { type: "bearer" })
      .send({ intent: "CAPTURE", purchase_units: [{ amount: { currency_code: "USD", value: "19.999" } }] });
    expect(precision.status).toBe(422);
    expect(precision.body.details[0].issue).toBe("DECIMAL_PRECISION");
    expectValid(spec.responseSchema("/v2/checkout/orders", "post", "422"), precision.body);

    const missing = await request(fake.url)
      .post("/v2/checkout/orders")
      .auth(token, { type: "bearer" })
      .send({ intent: "CAPTURE", purchase_units: [{ amount: { value: "1.00" } }] });
    expect(missing.status).toBe(400);
    expect(missing.body.name).toBe("INVALID_REQUEST");
    expect(missing.body.details[0]).toMatchObject({
      issue: "MISSING_REQUIRED_PARAMETER",
      field: "/purchase_units/0/amount/currency_code",
    });
    expectValid(spec.responseSchema("/v2/checkout/orders", "post", "400"), missing.body);

    const notFound = await request(fake.url).get("/v2/checkout/orders/NOPE").auth(token, { type: "bearer" });
    expect(notFound.status).toBe(404);
    expect(notFound.body.name).toBe("RESOURCE_NOT_FOUND");
    expectValid(spec.responseSchema("/v2/checkout/orders/{id}", "get", "404"), notFound.body);
  });

  it("answers 400 with the received value as JSON when a field it echoes is an object that cannot become text", async () => {
    const token = (await client.clientCredentialsAuthManager.fetchToken()).accessToken;
    const unprintable = { toString: {} };
    const unit = (amount: Record<string, unknown>) => [{ amount: { currency_code: "USD", value: "5.00", ...amount } }];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ intent: unprintable, purchase_units: unit({}) }, "/intent"],
      [
        { intent: "CAPTURE", purchase_units: unit({ currency_code: unprintable }) },
        "/purchase_units/0/amount/currency_code",
      ],
      [{ intent: "CAPTURE", purchase_units: unit({ value: unprintable }) }, "/purchase_units/0/amount/value"],
      [
        {
          intent: "CAPTURE",
          purchase_units: unit({}),
          payment_source: { paypal: { experience_context: { return_url: unprintable, cancel_url: CANCEL_URL } } },
        },
        "/payment_source/paypal/experience_context/return_url",
      ],
    ];
    for (const [body, field] of cases) {
      const res = await request(fake.url).post("/v2/checkout/orders").auth(token, { type: "bearer" }).send(body);
      expect(res.status, field).toBe(400);
      expect(res.body.details[0], field).toMatchObject({ field, value: '{"toString":{}}' });
    }
  });

  it("refuses to capture before approval with 422 ORDER_NOT_APPROVED (an SDK ApiError)", async () => {
    const { id } = await createOrder();
    const error = await apiErrorOf(orders.captureOrder({ id, paypalRequestId: "capture-early" }));
    expect(error.statusCode).toBe(422);
    const body = JSON.parse(String(error.body)) as { name: string; details: { issue: string }[] };
    expect(body.name).toBe("UNPROCESSABLE_ENTITY");
    expect(body.details[0]?.issue).toBe("ORDER_NOT_APPROVED");
    expectValid(spec.schema("/components/schemas/error_422"), body);
    expectValid(spec.responseSchema("/v2/checkout/orders/{id}/capture", "post", "422"), body);
  });

  it("captures an approved order, replays the same request id, and refuses a second capture", async () => {
    const { id, purchaseId } = await createOrder({ representation: true });
    store.approve(id);

    const captured = await orders.captureOrder({
      id,
      paypalRequestId: `capture-${purchaseId}`,
      prefer: "return=representation",
    });
    expect(captured.statusCode).toBe(201);
    expect(captured.result.status).toBe("COMPLETED");
    const capture = captured.result.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(capture?.status).toBe("COMPLETED");
    expect(capture?.amount).toEqual({ currencyCode: "USD", value: "19.99" });
    expect(capture?.customId).toBe(purchaseId);
    expect(capture?.invoiceId).toBe(`inv-${purchaseId}`);
    expect(capture?.finalCapture).toBe(true);
    expect(captured.result.payer?.payerId).toBe(store.buyer.payer_id);
    expectValid(orderSchema, rawBody(captured));

    const replay = await orders.captureOrder({ id, paypalRequestId: `capture-${purchaseId}` });
    expect(replay.statusCode).toBe(200);
    expect(replay.result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id).toBe(capture?.id);

    const again = await apiErrorOf(orders.captureOrder({ id, paypalRequestId: `capture-${purchaseId}-2` }));
    expect(again.statusCode).toBe(422);
    expect((again.result as { details?: { issue: string }[] }).details?.[0]?.issue).toBe("ORDER_ALREADY_CAPTURED");
    expectValid(spec.responseSchema("/v2/checkout/orders/{id}/capture", "post", "422"), JSON.parse(String(again.body)));

    const fetched = await orders.getOrder({ id });
    expect(fetched.result.status).toBe("COMPLETED");
    expectValid(orderSchema, rawBody(fetched));
  });
});

describe("capture faults", () => {
  async function approvedOrder() {
    const created = await createOrder();
    store.approve(created.id);
    return created;
  }

  it("capture500: answers 500 INTERNAL_SERVER_ERROR once, then captures", async () => {
    const { id, purchaseId } = await approvedOrder();
    store.failNext("capture500");
    const error = await apiErrorOf(orders.captureOrder({ id, paypalRequestId: `capture-${purchaseId}` }));
    expect(error.statusCode).toBe(500);
    const body = JSON.parse(String(error.body));
    expect(body.name).toBe("INTERNAL_SERVER_ERROR");
    expectValid(spec.responseSchema("/v2/checkout/orders/{id}/capture", "post", "500"), body);
    const retry = await orders.captureOrder({ id, paypalRequestId: `capture-${purchaseId}` });
    expect(retry.statusCode).toBe(201);
    expect(retry.result.status).toBe("COMPLETED");
  });

  it("captureDeclined: 422 INSTRUMENT_DECLINED", async () => {
    const { id } = await approvedOrder();
    store.failNext("captureDeclined");
    const error = await apiErrorOf(orders.captureOrder({ id, paypalRequestId: "capture-declined" }));
    expect(error.statusCode).toBe(422);
    const body = JSON.parse(String(error.body));
    expect(body.details[0].issue).toBe("INSTRUMENT_DECLINED");
    expectValid(spec.responseSchema("/v2/checkout/orders/{id}/capture", "post", "422"), body);
    expect(store.orders.get(id)?.status).toBe("APPROVED");
  });

  it("capturePending: 201 with the capture PENDING (PENDING_REVIEW) and the order COMPLETED", async () => {
    const { id } = await approvedOrder();
    store.failNext("capturePending");
    const response = await orders.captureOrder({ id, paypalRequestId: "capture-pending" });
    expect(response.statusCode).toBe(201);
    expect(response.result.status).toBe("COMPLETED");
    const capture = response.result.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(capture?.status).toBe("PENDING");
    expect(capture?.statusDetails?.reason).toBe("PENDING_REVIEW");
    expectValid(orderSchema, rawBody(response));
  });

  it("captureWrongAmount: 201 COMPLETED with 1.00 less than the order", async () => {
    const { id } = await approvedOrder();
    store.failNext("captureWrongAmount");
    const response = await orders.captureOrder({ id, paypalRequestId: "capture-wrong" });
    const unit = response.result.purchaseUnits?.[0];
    expect(unit?.amount?.value).toBe("19.99");
    expect(unit?.payments?.captures?.[0]?.amount).toEqual({ currencyCode: "USD", value: "18.99" });
    expectValid(orderSchema, rawBody(response));
  });

  it("captureTimeout: a 1 s SDK timeout rejects and the server still closes", async () => {
    const own = await startFakePaypal();
    try {
      const slow = new OrdersController(sdkClient(own.url, 1000));
      const created = await slow.createOrder({ body: createBody("slow"), paypalRequestId: "create-slow" });
      const id = created.result.id ?? "";
      own.store.approve(id);
      own.store.failNext("captureTimeout");
      const started = Date.now();
      await expect(slow.captureOrder({ id, paypalRequestId: "capture-slow" })).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(4000);
      expect(own.store.orders.get(id)?.status).toBe("APPROVED");
    } finally {
      const closing = Date.now();
      await own.close();
      expect(Date.now() - closing).toBeLessThan(2000);
    }
  });
});

describe("approval page", () => {
  async function pendingOrder() {
    const { id } = await createOrder();
    return id;
  }

  it("shows a Spanish page by default and an English one with ?lang=en", async () => {
    const id = await pendingOrder();
    const es = await request(fake.url).get(`/checkoutnow?token=${id}`);
    expect(es.status).toBe(200);
    expect(es.headers["content-type"]).toMatch(/text\/html/);
    expect(es.text).toContain('<html lang="es">');
    expect(es.text).toContain("Sandbox local de PayPal");
    expect(es.text).toContain("19.99 USD");
    expect(es.text).toMatch(
      /<form id="approve-form" method="post" action="checkoutnow\/approve">.*name="token" value="[0-9A-Z]{17}".*>Aprobar<\/button>/s,
    );
    expect(es.text).toContain(">Cancelar</button>");
    expect(es.text).not.toMatch(/(src|href)="https?:/);

    const en = await request(fake.url).get(`/checkoutnow?token=${id}&lang=en`);
    expect(en.text).toContain('<html lang="en">');
    expect(en.text).toContain("Local PayPal sandbox");
    expect(en.text).toContain(">Approve</button>");
    const hl = await request(fake.url).get(`/checkoutnow?token=${id}&hl=en_US`);
    expect(hl.text).toContain(">Cancel</button>");

    const unknown = await request(fake.url).get("/checkoutnow?token=NOPE");
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("Orden no encontrada");
  });

  it("offers a labelled developer option, tied to the approve form, to make the next capture fail (Spanish and English)", async () => {
    const id = await pendingOrder();
    const es = (await request(fake.url).get(`/checkoutnow?token=${id}`)).text;
    expect(es).toContain("<legend>Opciones de desarrollador</legend>");
    expect(es).toContain('<label for="capture-fault">Simular en la captura</label>');
    expect(es).toMatch(/<select id="capture-fault" name="captureFault" form="approve-form"/);
    const options = [...es.matchAll(/<option value="(\w+)"( selected)?>([^<]+)<\/option>/g)].map((m) => [
      m[1],
      Boolean(m[2]),
      m[3],
    ]);
    expect(options).toEqual([
      ["none", true, "Normal (la captura funciona)"],
      ["capture500", false, "Error 500 de PayPal (una vez)"],
      ["captureTimeout", false, "Tiempo de espera agotado (una vez)"],
    ]);
    const en = (await request(fake.url).get(`/checkoutnow?token=${id}&lang=en`)).text;
    expect(en).toContain('<label for="capture-fault">Simulate on capture</label>');
    expect(en).toContain(">PayPal error 500 (once)</option>");
    expect(en).toContain(">Timeout (once)</option>");
  });

  it("approving with 'error 500' makes that order's next capture answer 500 once, then it captures; other orders are untouched", async () => {
    const failing = await pendingOrder();
    const other = await pendingOrder();
    await request(fake.url)
      .post("/checkoutnow/approve")
      .type("form")
      .send({ token: failing, captureFault: "capture500" })
      .expect(303);
    await request(fake.url)
      .post("/checkoutnow/approve")
      .type("form")
      .send({ token: other, captureFault: "none" })
      .expect(303);
    const untouched = await orders.captureOrder({ id: other, paypalRequestId: "capture-other" });
    expect(untouched.result.status).toBe("COMPLETED");
    const error = await apiErrorOf(orders.captureOrder({ id: failing, paypalRequestId: "capture-failing" }));
    expect(error.statusCode).toBe(500);
    expect(store.orders.get(failing)?.status).toBe("APPROVED");
    const retry = await orders.captureOrder({ id: failing, paypalRequestId: "capture-failing" });
    expect(retry.result.status).toBe("COMPLETED");
  });

  it("approving with 'timeout' makes that order's next capture hang; an unknown option value is ignored", async () => {
    const own = await startFakePaypal();
    try {
      const slow = new OrdersController(sdkClient(own.url, 1000));
      const created = await slow.createOrder({ body: createBody("page-slow"), paypalRequestId: "create-page-slow" });
      const id = created.result.id ?? "";
      await request(own.url)
        .post("/checkoutnow/approve")
        .type("form")
        .send({ token: id, captureFault: "captureTimeout" })
        .expect(303);
      await expect(slow.captureOrder({ id, paypalRequestId: "capture-page-slow" })).rejects.toThrow(/timeout/i);
      expect(own.store.orders.get(id)?.status).toBe("APPROVED");
      expect((await slow.captureOrder({ id, paypalRequestId: "capture-page-slow" })).result.status).toBe("COMPLETED");

      const plain = await slow.createOrder({ body: createBody("page-odd"), paypalRequestId: "create-page-odd" });
      const plainId = plain.result.id ?? "";
      await request(own.url)
        .post("/checkoutnow/approve")
        .type("form")
        .send({ token: plainId, captureFault: "captureDeclined" })
        .expect(303);
      expect((await slow.captureOrder({ id: plainId, paypalRequestId: "capture-page-odd" })).result.status).toBe(
        "COMPLETED",
      );
    } finally {
      await own.close();
    }
  });

  it("approve marks the order APPROVED and redirects 303 to return_url with token and PayerID", async () => {
    const id = await pendingOrder();
    const res = await request(fake.url).post("/checkoutnow/approve").type("form").send({ token: id });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.location ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
    expect(location.searchParams.get("token")).toBe(id);
    expect(location.searchParams.get("PayerID")).toBe(store.buyer.payer_id);
    expect(store.orders.get(id)?.status).toBe("APPROVED");
    const captured = await orders.captureOrder({ id, paypalRequestId: "capture-after-page" });
    expect(captured.result.status).toBe("COMPLETED");
  });

  it("cancel redirects 303 to cancel_url with the token and leaves the order unapproved", async () => {
    const id = await pendingOrder();
    const res = await request(fake.url).post("/checkoutnow/cancel").type("form").send({ token: id });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${CANCEL_URL}?token=${id}`);
    expect(store.orders.get(id)?.status).toBe("PAYER_ACTION_REQUIRED");
  });

  it("works mounted inside an app under /sandbox/paypal", async () => {
    const mounted = createFakePaypal({ publicBase: () => "http://127.0.0.1:5000/sandbox/paypal", logRequests: true });
    const app = express();
    app.use("/sandbox/paypal", mounted.router);
    const token = await request(app)
      .post("/sandbox/paypal/v1/oauth2/token")
      .auth("sandbox-client-id", "sandbox-client-secret")
      .type("form")
      .send({ grant_type: "client_credentials" });
    expect(token.status).toBe(200);
    const created = await request(app)
      .post("/sandbox/paypal/v2/checkout/orders")
      .auth(token.body.access_token, { type: "bearer" })
      .send({
        intent: "CAPTURE",
        purchase_units: [{ amount: { currency_code: "USD", value: "19.99" } }],
        payment_source: { paypal: { experience_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL } } },
      });
    expect(created.status).toBe(201);
    const link = created.body.links.find((l: { rel: string }) => l.rel === "payer-action");
    expect(link.href).toBe(`http://127.0.0.1:5000/sandbox/paypal/checkoutnow?token=${created.body.id}`);
    const page = await request(app).get(`/sandbox/paypal/checkoutnow?token=${created.body.id}`);
    expect(page.status).toBe(200);
    const approve = await request(app)
      .post("/sandbox/paypal/checkoutnow/approve")
      .type("form")
      .send({ token: created.body.id });
    expect(approve.status).toBe(303);
    expect(mounted.store.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /v1/oauth2/token",
      "POST /v2/checkout/orders",
    ]);
  });
});

describe("bounded memory", () => {
  it("forgets orders after 6 hours and beyond its maximum, keeps no request log unless asked, refuses large bodies", async () => {
    const fakeApp = createFakePaypal({ publicBase: () => "http://127.0.0.1:5000/sandbox/paypal", maxOrders: 3 });
    const app = express();
    app.use("/sandbox/paypal", fakeApp.router);
    const token = await request(app)
      .post("/sandbox/paypal/v1/oauth2/token")
      .auth("sandbox-client-id", "sandbox-client-secret")
      .type("form")
      .send({ grant_type: "client_credentials" });
    const auth = `Bearer ${token.body.access_token as string}`;
    const create = (extra: Record<string, unknown> = {}) =>
      request(app)
        .post("/sandbox/paypal/v2/checkout/orders")
        .set("Authorization", auth)
        .send({ intent: "CAPTURE", purchase_units: [{ amount: { currency_code: "USD", value: "19.99" } }], ...extra });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create()).body.id);
    expect(fakeApp.store.orders.size).toBe(3);
    expect(fakeApp.store.orders.has(ids[0]!)).toBe(false);
    expect(fakeApp.store.orders.has(ids[4]!)).toBe(true);
    expect(fakeApp.store.requests).toHaveLength(0);
    const big = await create({ note: "x".repeat(20_000) });
    expect(big.status).toBe(400);
    expect(fakeApp.store.orders.size).toBe(3);
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + 6 * 60 * 60 * 1000 + 1000;
      const gone = await request(app).get(`/sandbox/paypal/v2/checkout/orders/${ids[4]}`).set("Authorization", auth);
      // the token has not expired (9 hours), the order has
      expect(gone.status).toBe(404);
      expect(gone.body.name).toBe("RESOURCE_NOT_FOUND");
    } finally {
      Date.now = realNow;
    }
  });
});

describe("verify-webhook-signature", () => {
  const event = {
    id: "WH-58D329510W468432D-8HN650336L201105X",
    create_time: "2024-02-03T10:11:12Z",
    resource_type: "capture",
    event_type: "PAYMENT.CAPTURE.COMPLETED",
    summary: "Payment completed for $ 19.99 USD",
    resource: {
      id: "42311647XV020574X",
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "19.99" },
      custom_id: "purchase-1",
    },
  };

  /** Posts the verification; a string webhook event is sent as that exact text (as a server that kept the raw body does). */
  async function verify(
    headers: Record<string, string>,
    webhookEvent: unknown,
    webhookId = FAKE_PAYPAL_SANDBOX_CREDENTIALS.webhookId,
  ) {
    const { accessToken } = await client.clientCredentialsAuthManager.fetchToken();
    const fields = {
      auth_algo: headers["PAYPAL-AUTH-ALGO"],
      cert_url: headers["PAYPAL-CERT-URL"],
      transmission_id: headers["PAYPAL-TRANSMISSION-ID"],
      transmission_sig: headers["PAYPAL-TRANSMISSION-SIG"],
      transmission_time: headers["PAYPAL-TRANSMISSION-TIME"],
      webhook_id: webhookId,
    };
    const body =
      typeof webhookEvent === "string"
        ? `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${webhookEvent}}`
        : JSON.stringify({ ...fields, webhook_event: webhookEvent });
    return request(fake.url)
      .post("/v1/notifications/verify-webhook-signature")
      .auth(accessToken, { type: "bearer" })
      .set("Content-Type", "application/json")
      .send(body);
  }

  it("answers SUCCESS for signed headers", async () => {
    const raw = JSON.stringify(event, null, 2);
    const headers = signFakeWebhook(raw);
    expect(Object.keys(headers).sort()).toEqual([
      "PAYPAL-AUTH-ALGO",
      "PAYPAL-CERT-URL",
      "PAYPAL-TRANSMISSION-ID",
      "PAYPAL-TRANSMISSION-SIG",
      "PAYPAL-TRANSMISSION-TIME",
    ]);
    const res = await verify(headers, raw);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ verification_status: "SUCCESS" });
  });

  it("verifies the notification's exact text: the same event re-serialised answers FAILURE", async () => {
    const raw = JSON.stringify(event, null, 2);
    const headers = signFakeWebhook(raw);
    expect((await verify(headers, raw)).body).toEqual({ verification_status: "SUCCESS" });
    expect((await verify(headers, JSON.stringify(JSON.parse(raw)))).body).toEqual({ verification_status: "FAILURE" });
    expect((await verify(headers, JSON.parse(raw))).body).toEqual({ verification_status: "FAILURE" });
  });

  it("answers FAILURE for a tampered body, a changed header or another webhook id", async () => {
    const raw = JSON.stringify(event);
    const headers = signFakeWebhook(raw);
    const tampered = { ...event, resource: { ...event.resource, amount: { currency_code: "USD", value: "0.01" } } };
    expect((await verify(headers, tampered)).body).toEqual({ verification_status: "FAILURE" });
    expect((await verify({ ...headers, "PAYPAL-TRANSMISSION-TIME": "2024-01-01T00:00:00Z" }, event)).body).toEqual({
      verification_status: "FAILURE",
    });
    expect((await verify(headers, event, "OTHERWEBHOOKID")).body).toEqual({ verification_status: "FAILURE" });
  });

  it("answers 400 when a required field is missing", async () => {
    const { accessToken } = await client.clientCredentialsAuthManager.fetchToken();
    const res = await request(fake.url)
      .post("/v1/notifications/verify-webhook-signature")
      .auth(accessToken, { type: "bearer" })
      .send({ webhook_id: "X", webhook_event: event });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe("INVALID_REQUEST");
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain("transmission_sig");
  });
});

describe("spec validation catches an unrealistic order", () => {
  it("rejects a numeric amount value and an unknown status", () => {
    const bad = { id: "X", status: "DONE", purchase_units: [{ amount: { currency_code: "USD", value: 19.99 } }] };
    expect(orderSchema(bad)).toBe(false);
    const paths = (orderSchema.errors ?? []).map((e) => e.instancePath);
    expect(paths).toEqual(expect.arrayContaining(["/status", "/purchase_units/0/amount/value"]));
  });

  it("accepts the SDK's create request body shape as order_request", () => {
    const body = {
      intent: "CAPTURE",
      purchase_units: [{ custom_id: "p1", amount: { currency_code: "USD", value: "19.99" } }],
      payment_source: { paypal: { experience_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL } } },
    };
    expectValid(spec.schema("/components/schemas/order_request"), body);
  });
});
