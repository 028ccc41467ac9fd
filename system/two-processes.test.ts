import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildResponses } from "../server/src/testing/builders";
import { startSmtpSink, type SmtpSink } from "../server/src/testing/smtp-sink";
import { FAKE_PAYPAL_SANDBOX_CREDENTIALS, startFakePaypal, type FakePaypalStore } from "../server/sandbox/paypal.fake";
import {
  announceSkip,
  cookieFrom,
  createCleanup,
  createDatabase,
  freePort,
  printServersOnFailure,
  randomId,
  request,
  requireBuild,
  skipReason,
  sleep,
  startServer,
  TEST_DATABASE_URL,
  type ServerOptions,
  type ServerProcess,
  type TestDatabase,
} from "./harness";
import { nginxUnavailable, startNginx, type Nginx } from "./nginx";

/**
 * Two production server processes on one PostgreSQL database behind nginx with the project's own
 * deploy/nginx.conf (round robin), both delivering email to one SMTP server.
 *
 * PayPal is a fake PayPal on loopback shared by both processes (PAYPAL_API_BASE), as the real
 * PayPal is: the in-app sandbox at /sandbox/paypal keeps its orders in the memory of the process
 * that created them, so it cannot serve a deployment of several processes.
 */
const skip = skipReason ?? nginxUnavailable;
announceSkip("two processes", skip);

describe.skipIf(Boolean(skip))("two server processes on one database behind nginx", () => {
  const cleanup = createCleanup();
  printServersOnFailure();
  let database: TestDatabase;
  let smtp: SmtpSink;
  let paypal: { url: string; store: FakePaypalStore; close(): Promise<void> };
  let proxy: Nginx;
  let a: ServerProcess;
  let b: ServerProcess;
  let options: ServerOptions;

  beforeAll(async () => {
    requireBuild();
    database = await createDatabase(TEST_DATABASE_URL!);
    cleanup.defer(() => database.drop());
    smtp = await startSmtpSink();
    cleanup.defer(() => smtp.close());
    paypal = await startFakePaypal();
    cleanup.defer(() => paypal.close());
    // nginx is the public address (links in emails, PayPal's return URL).
    const publicPort = await freePort();
    options = {
      databaseUrl: database.url,
      sessionSecret: `two-${randomId(24)}`,
      smtpUrl: smtp.url,
      publicUrl: `http://127.0.0.1:${publicPort}`,
      paypalApiBase: paypal.url,
      // info: each process logs the requests it answered, which shows nginx's round robin
      logLevel: "info",
      env: { TRUST_PROXY: "loopback" },
    };
    // Both start at once: the migrations run under an advisory lock.
    const started = await Promise.allSettled([startServer(options), startServer(options)]);
    for (const result of started) if (result.status === "fulfilled") cleanup.defer(() => result.value.stop());
    for (const result of started) if (result.status === "rejected") throw result.reason;
    [a, b] = started.map((r) => (r as PromiseFulfilledResult<ServerProcess>).value) as [ServerProcess, ServerProcess];
    // PayPal as a real PayPal sandbox account of ours (the fake on loopback, with credentials): its
    // sales count (the product's own local sandbox earns no commission).
    await database.query(
      // each provider's credentials live in the row's JSON, under its id
      "UPDATE payment_config SET credentials = jsonb_set(credentials, '{paypal}', $1::jsonb)",
      [
        JSON.stringify({
          clientId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientId,
          clientSecret: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientSecret,
          webhookId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.webhookId,
        }),
      ],
    );
    proxy = await startNginx({ upstreams: [a, b].map((s) => `127.0.0.1:${s.port}`), port: publicPort });
    cleanup.defer(() => proxy.close());
  });

  /** How many requests for `url` a process has logged. */
  const answered = (server: ServerProcess, url: string) => server.output().split(`"url":"${url}"`).length - 1;
  afterAll(() => cleanup.run());

  /** Resolves once a message to `address` (and, if given, with that subject) has arrived (fails after 20 s). */
  async function mailTo(address: string, subject?: RegExp): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (
      !smtp.messages.some((m) => m.recipients.includes(address) && (!subject || subject.test(m.parsed.subject ?? "")))
    ) {
      if (Date.now() > deadline) throw new Error(`no email to ${address} within 20 s`);
      await sleep(100);
    }
  }

  it("when a person registers through one process, then their session works on the other, by cookie and by Bearer token, and signing out on one ends it on both", async () => {
    const email = `registered.${randomId()}@example.com`;
    const registered = await request(`${a.url}/api/auth/register`, {
      json: { name: "Camila Rojas", email, country: "CO", password: "una-clave-segura" },
      headers: { "x-forwarded-for": "198.18.10.1" },
    });
    expect(registered.status, registered.text).toBe(201);
    const cookie = cookieFrom(registered, "qe_session");
    const token = registered.body.token as string;
    expect(cookie).toBe(token);

    for (const server of [a, b]) {
      const ways: Record<string, string>[] = [{ cookie: `qe_session=${cookie}` }, { authorization: `Bearer ${token}` }];
      for (const headers of ways) {
        const me = await request(`${server.url}/api/auth/me`, { headers });
        expect(me.status, `${server.url} ${Object.keys(headers)[0]}`).toBe(200);
        expect(me.body).toMatchObject({ id: registered.body.user.id, email, name: "Camila Rojas", role: "user" });
      }
    }
    // Through nginx, requests alternate between the processes: all of them know the session.
    await sleep(200);
    const before = [answered(a, "/api/auth/me"), answered(b, "/api/auth/me")];
    for (let i = 0; i < 4; i++) {
      const me = await request(`${proxy.url}/api/auth/me`, { headers: { cookie: `qe_session=${cookie}` } });
      expect(me.status).toBe(200);
      expect(me.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
    }
    await sleep(200);
    expect(answered(a, "/api/auth/me") - before[0]!).toBe(2);
    expect(answered(b, "/api/auth/me") - before[1]!).toBe(2);

    // The welcome email is sent once, by one of the two workers.
    await mailTo(email);
    await sleep(2500);
    expect(smtp.messages.filter((m) => m.recipients.includes(email))).toHaveLength(1);

    const logout = await request(`${b.url}/api/auth/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    expect((await request(`${a.url}/api/auth/me`, { headers: { cookie: `qe_session=${cookie}` } })).status).toBe(401);
    expect((await request(`${b.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("when the buyer's finalize reaches both processes at once, several times each, then the report is paid once, one payment completes, one report email is sent, and the seller's commission is counted once", async () => {
    // A seller whose link the buyer followed.
    const code = `SYS${randomId(3).toUpperCase()}`;
    const [seller] = await database.query<{ id: string }>(
      "INSERT INTO sellers (name, email, referral_code, commission_rate) VALUES ($1, $2, $3, '20.00') RETURNING id",
      ["Vendedora Sistema", `seller.${randomId()}@example.com`, code],
    );
    // nginx appends the address it saw; the app (TRUST_PROXY=loopback) takes the one before it.
    const buyerAddress = { "x-forwarded-for": "198.18.20.1" };
    const tracked = await request(`${proxy.url}/api/track-referral/${code}`, { headers: buyerAddress });
    expect(tracked.status, tracked.text).toBe(200);
    const visitor = cookieFrom(tracked, "qe_session");
    expect(visitor).toBeTruthy();
    const browser = { ...buyerAddress, cookie: `qe_session=${visitor}` };

    const email = `buyer.${randomId()}@example.com`;
    const submitted = await request(`${proxy.url}/api/assessment/submit`, {
      json: {
        fullName: "Mateo Buyer",
        email,
        age: "19-24",
        education: "universitario",
        country: "DO",
        isPrepaid: false,
        responses: buildResponses("S", "R"),
        submissionId: randomUUID(),
        lang: "es",
      },
      headers: browser,
    });
    expect(submitted.status, submitted.text).toBe(201);
    const assessmentId = submitted.body.assessmentId as string;

    const quote = await request(`${proxy.url}/api/payment/quote?assessment=${assessmentId}`, { headers: browser });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ currency: "USD", referralDiscountPercent: 10, sellerName: "Vendedora Sistema" });
    const amount = quote.body.amount as string;

    const created = await request(`${proxy.url}/api/paypal/create-order`, {
      json: {
        assessmentId,
        customerData: { fullName: "Mateo Buyer", email, age: "19-24", education: "universitario", country: "DO" },
        lang: "es",
      },
      headers: browser,
    });
    expect(created.status, created.text).toBe(200);
    const { approvalUrl, orderId } = created.body as { approvalUrl: string; orderId: string };
    expect(paypal.store.orders.get(orderId)!.purchase_units[0]!.amount).toMatchObject({
      currency_code: "USD",
      value: amount,
    });

    // The buyer approves on PayPal's page and PayPal sends them back to us.
    const page = await request(approvalUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`${amount} USD`);
    const approved = await request(new URL("checkoutnow/approve", approvalUrl).toString(), {
      form: { token: orderId, lang: "es" },
    });
    expect(approved.status).toBe(303);
    const returnUrl = approved.headers.location!;
    expect(returnUrl.startsWith(`${proxy.url}/api/paypal/return?`)).toBe(true);
    const back = await request(returnUrl, { headers: browser });
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/payment-success?assessment=${assessmentId}&order=${orderId}&lang=es`);

    // The success page's finalize, repeated (reloads, a second tab) and landing on both processes at once.
    const finalize = (server: ServerProcess) =>
      request(`${server.url}/api/payment/finalize`, {
        json: { assessmentId, orderId, source: "paypal" },
        headers: { cookie: `qe_session=${visitor}`, "x-forwarded-for": "198.18.20.1" },
      });
    const answers = await Promise.all([a, b, a, b, a, b, a, b].map(finalize));
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ status: "completed", isPaid: true, assessmentId, orderId });
    }

    for (const server of [a, b]) {
      expect((await request(`${server.url}/api/payment/status?assessment=${assessmentId}`)).body).toEqual({
        isPaid: true,
      });
    }
    const paymentRows = await database.query<{ id: string; status: string; amount: string; provider_order_id: string }>(
      "SELECT id, status, amount, provider_order_id FROM payments WHERE assessment_id = $1",
      [assessmentId],
    );
    expect(paymentRows).toHaveLength(1);
    expect(paymentRows[0]).toMatchObject({ status: "completed", amount, provider_order_id: orderId });
    // Every capture PayPal saw carried the same idempotency key, so PayPal charges once.
    const captureKeys = paypal.store.requests
      .filter((r) => r.path === `/v2/checkout/orders/${orderId}/capture`)
      .map((r) => r.headers["paypal-request-id"]);
    expect(captureKeys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(captureKeys)).toEqual(new Set([`capture-${paymentRows[0]!.id}`]));

    // The buyer also got "Tus resultados" at submission, once; the report is a separate email.
    const REPORT = /^Tu reporte vocacional/;
    // One report email: wait for it, then long enough for both workers to poll again.
    await mailTo(email, REPORT);
    await sleep(4500);
    const toBuyer = smtp.messages.filter((m) => m.recipients.includes(email));
    expect(toBuyer.filter((m) => m.parsed.subject === "Tus resultados")).toHaveLength(1);
    const reportEmails = toBuyer.filter((m) => REPORT.test(m.parsed.subject ?? ""));
    expect(reportEmails).toHaveLength(1);
    expect(toBuyer).toHaveLength(2);
    // The report email carries the signed download link (not the PDF), so each download is recorded.
    expect(reportEmails[0]!.parsed.text).toMatch(new RegExp(`/api/assessment/${assessmentId}/pdf\\?\\S*sig=`));
    const jobs = await database.query<{ status: string; attempts: number }>(
      "SELECT status, attempts FROM email_outbox WHERE dedupe_key = $1",
      [`report:${assessmentId}`],
    );
    expect(jobs).toEqual([{ status: "sent", attempts: 1 }]);

    // The seller's commission: one converted referral, 20 % of what was paid.
    const referrals = await database.query<{
      status: string;
      payment_id: string;
      sale_amount: string;
      commission_amount: string;
    }>("SELECT status, payment_id, sale_amount, commission_amount FROM referrals WHERE seller_id = $1", [seller!.id]);
    const cents = Math.round(Number(amount) * 100);
    expect(referrals).toEqual([
      {
        status: "converted",
        payment_id: paymentRows[0]!.id,
        sale_amount: amount,
        commission_amount: (Math.round(cents * 0.2) / 100).toFixed(2),
      },
    ]);

    for (const server of [a, b]) {
      expect(server.isRunning()).toBe(true);
      expect(server.output()).not.toMatch(/"level":50|unhandled error/);
    }
  });
  it("when both processes are restarted one after the other under load (a rolling restart), then every request through nginx succeeds and nothing acknowledged is lost, payments included", async () => {
    let traffic = true;
    let counter = 0;
    const address = () => `198.18.${40 + (counter % 50)}.${(counter++ % 250) + 1}`;
    const failures: string[] = [];
    const acknowledged = new Map<string, string>();
    const paidAssessments: string[] = [];

    async function submitOne(): Promise<string | undefined> {
      const email = `rolling.${randomId()}@example.com`;
      const res = await request(`${proxy.url}/api/assessment/submit`, {
        json: {
          fullName: "Rolling Restart",
          email,
          age: "19-24",
          education: "universitario",
          country: "DO",
          isPrepaid: false,
          responses: buildResponses("I", "E"),
          submissionId: randomUUID(),
          lang: "es",
        },
        headers: { "x-forwarded-for": address() },
      }).catch((error: Error) => error);
      if (res instanceof Error || res.status !== 201) {
        failures.push(`submit: ${res instanceof Error ? res.message : `${res.status} ${res.text.slice(0, 120)}`}`);
        return undefined;
      }
      acknowledged.set(email, res.body.assessmentId as string);
      const read = await request(`${proxy.url}/api/assessment/${res.body.assessmentId as string}`).catch(
        (error: Error) => error,
      );
      if (read instanceof Error || read.status !== 200)
        failures.push(`read: ${read instanceof Error ? read.message : read.status}`);
      return res.body.assessmentId as string;
    }

    async function buyOne(): Promise<void> {
      const assessmentId = await submitOne();
      if (!assessmentId) return;
      const headers = { "x-forwarded-for": address() };
      const step = async (what: string, url: string, init: Parameters<typeof request>[1], expected: number) => {
        const res = await request(url, { ...init, headers: { ...headers, ...init?.headers } }).catch(
          (error: Error) => error,
        );
        if (res instanceof Error || res.status !== expected) {
          failures.push(`${what}: ${res instanceof Error ? res.message : `${res.status} ${res.text.slice(0, 160)}`}`);
          return undefined;
        }
        return res;
      };
      const created = await step(
        "create-order",
        `${proxy.url}/api/paypal/create-order`,
        {
          json: {
            assessmentId,
            customerData: {
              fullName: "Rolling Buyer",
              email: `buyer.${randomId()}@example.com`,
              age: "19-24",
              education: "universitario",
              country: "DO",
            },
            lang: "es",
          },
        },
        200,
      );
      if (!created) return;
      const { approvalUrl, orderId } = created.body as { approvalUrl: string; orderId: string };
      const approved = await request(new URL("checkoutnow/approve", approvalUrl).toString(), {
        form: { token: orderId, lang: "es" },
      });
      const back = await step("return", approved.headers.location!, {}, 303);
      if (!back) return;
      const finalized = await step(
        "finalize",
        `${proxy.url}/api/payment/finalize`,
        { json: { assessmentId, orderId, source: "paypal" } },
        200,
      );
      if (finalized) paidAssessments.push(assessmentId);
    }

    const lanes = [
      ...[1, 2, 3].map(async () => {
        while (traffic) await submitOne();
      }),
      (async () => {
        while (traffic) await buyOne();
      })(),
    ];
    await sleep(1500);
    for (const which of ["a", "b"] as const) {
      const old = which === "a" ? a : b;
      const stopped = await old.stop();
      expect(stopped.code, old.output().slice(-2000)).toBe(0);
      const fresh = await startServer({ ...options, port: old.port });
      cleanup.defer(() => fresh.stop());
      if (which === "a") a = fresh;
      else b = fresh;
      // As the README says: the restarted process is back in nginx's rotation (it answers requests
      // through nginx again, nginx's fail_timeout having passed) before the next one is restarted.
      const servedBefore = fresh.output().split('"url":"/api/').length;
      const deadline = Date.now() + 20_000;
      while (fresh.output().split('"url":"/api/').length < servedBefore + 5 && Date.now() < deadline) await sleep(100);
      await sleep(500);
    }
    traffic = false;
    await Promise.all(lanes);

    if (failures.length) console.log(`[system] nginx error log:\n${proxy.errors().slice(-4000)}`);
    expect(failures).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(30);
    expect(paidAssessments.length).toBeGreaterThan(1);
    const stored = await database.query<{ id: string; email: string }>(
      "SELECT id, email FROM assessments WHERE email = ANY($1)",
      [[...acknowledged.keys()]],
    );
    expect(new Map(stored.map((r) => [r.email, r.id]))).toEqual(acknowledged);
    const payments = await database.query<{ assessment_id: string; n: number }>(
      "SELECT assessment_id, count(*)::int AS n FROM payments WHERE status = 'completed' AND assessment_id = ANY($1) GROUP BY assessment_id",
      [paidAssessments],
    );
    expect(payments).toHaveLength(paidAssessments.length);
    for (const row of payments) expect(row.n).toBe(1);
    expect(proxy.errors()).not.toMatch(/\[(emerg|alert|crit)\]/);
  });
});
