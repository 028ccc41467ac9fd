/**
 * The bare baseline of `npm run bench:journey`: a `node:http` server that answers the journey's
 * requests doing only the database writes (and the reads the pages need) and reading a precomputed
 * PDF from disk. Pages and fixed JSON are answers the app gave, saved before (BARE_CONTENT). Started
 * as a child process by bench/journey.ts, twice, behind the same nginx configuration as the app.
 *
 * Environment: PORT, DATABASE_URL, PUBLIC_URL, BARE_CONTENT (a JSON file, see BareContent).
 */
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";

export interface BareContent {
  /** Page HTML by path ("/", "/assessment", "/results", "/payment-success"). */
  pages: Record<string, string>;
  /** Fixed JSON answers by path ("/api/payment/config", "/api/assessment/questions", "/api/payment/quote"). */
  json: Record<string, string>;
  /** A report PDF the app rendered. */
  pdfFile: string;
  /** The built client's directory (for /assets/). */
  clientDir: string;
  /** Rows the app wrote, copied with new ids: an assessment, a payment, a results email and a report email. */
  templates: {
    assessment: Record<string, unknown>;
    payment: Record<string, unknown>;
    resultsEmail: Record<string, unknown>;
    reportEmail: Record<string, unknown>;
  };
}

const content = JSON.parse(fs.readFileSync(process.env.BARE_CONTENT!, "utf8")) as BareContent;
const publicUrl = process.env.PUBLIC_URL!;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on("error", () => {});
pool.on("connect", (client) => client.on("error", () => {}));

const assets = new Map<string, Buffer>();
const newId = () => randomBytes(16).toString("base64url").slice(0, 22);

function send(res: http.ServerResponse, status: number, type: string, body: string | Buffer) {
  res.writeHead(status, { "Content-Type": type, "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}
const json = (res: http.ServerResponse, status: number, value: unknown) =>
  send(res, status, "application/json; charset=utf-8", typeof value === "string" ? value : JSON.stringify(value));
const html = (res: http.ServerResponse, body: string) => send(res, 200, "text/html; charset=utf-8", body);

async function readBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
}

const INSERT_ASSESSMENT = `WITH a AS (INSERT INTO assessments SELECT (jsonb_populate_record(NULL::assessments, $1::jsonb)).* RETURNING id)
  INSERT INTO email_outbox SELECT (jsonb_populate_record(NULL::email_outbox, $2::jsonb)).* FROM a`;
const INSERT_PAYMENT = "INSERT INTO payments SELECT (jsonb_populate_record(NULL::payments, $1::jsonb)).*";
const FINALIZE = `WITH p AS (UPDATE payments SET status = 'completed' WHERE provider_order_id = $1 AND assessment_id = $2 RETURNING id),
  a AS (UPDATE assessments SET is_paid = true WHERE id = $2 AND EXISTS (SELECT 1 FROM p) RETURNING id)
  INSERT INTO email_outbox SELECT (jsonb_populate_record(NULL::email_outbox, $3::jsonb)).* FROM a`;

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://bare");
  const p = url.pathname;
  if (req.method === "GET" && p.startsWith("/assets/")) {
    let file = assets.get(p);
    if (!file) {
      file = await fs.promises.readFile(path.join(content.clientDir, path.normalize(p)));
      assets.set(p, file);
    }
    return send(res, 200, p.endsWith(".css") ? "text/css" : "text/javascript", file);
  }
  if (req.method === "GET" && content.pages[p] !== undefined) return html(res, content.pages[p]);
  if (req.method === "GET" && content.json[p] !== undefined) return json(res, 200, content.json[p]);
  if (req.method === "POST" && p === "/api/assessment/submit") {
    const body = await readBody(req);
    const id = newId();
    const row = {
      ...content.templates.assessment,
      id,
      submission_id: body.submissionId ?? randomUUID(),
      email: body.email,
      full_name: body.fullName,
      is_paid: false,
    };
    const mail = { ...content.templates.resultsEmail, id: randomUUID(), dedupe_key: `results:${id}`, to: body.email };
    await pool.query(INSERT_ASSESSMENT, [JSON.stringify(row), JSON.stringify(mail)]);
    return json(res, 201, { assessmentId: id, claimSecret: "bare" });
  }
  const results = /^\/results\/([A-Za-z0-9_-]{22})$/.exec(p);
  if (req.method === "GET" && results) {
    const { rowCount } = await pool.query("SELECT 1 FROM assessments WHERE id = $1", [results[1]]);
    return rowCount ? html(res, content.pages["/results"]!) : json(res, 404, { message: "not found" });
  }
  const pdf = /^\/api\/assessment\/([A-Za-z0-9_-]{22})\/pdf$/.exec(p);
  if (req.method === "GET" && pdf) {
    const file = await fs.promises.readFile(content.pdfFile);
    return send(res, 200, "application/pdf", file);
  }
  const download = /^\/api\/assessment\/([A-Za-z0-9_-]{22})\/download$/.exec(p);
  if (req.method === "GET" && download) {
    return json(res, 200, { url: `${publicUrl}/api/assessment/${download[1]}/pdf?download=1&sig=bare` });
  }
  const read = /^\/api\/assessment\/([A-Za-z0-9_-]{22})$/.exec(p);
  if (req.method === "GET" && read) {
    const { rows } = await pool.query("SELECT * FROM assessments WHERE id = $1", [read[1]]);
    return rows[0] ? json(res, 200, rows[0]) : json(res, 404, { message: "not found" });
  }
  if (req.method === "POST" && p === "/api/paypal/create-order") {
    const body = await readBody(req);
    const orderId = randomBytes(8).toString("hex").toUpperCase();
    const row = {
      ...content.templates.payment,
      id: randomUUID(),
      assessment_id: body.assessmentId,
      provider_order_id: orderId,
      status: "pending",
      capture_id: null,
      customer_data: body.customerData,
    };
    await pool.query(INSERT_PAYMENT, [JSON.stringify(row)]);
    return json(res, 200, { orderId });
  }
  if (req.method === "POST" && p === "/api/payment/finalize") {
    const body = await readBody(req);
    const id = String(body.assessmentId);
    const mail = { ...content.templates.reportEmail, id: randomUUID(), dedupe_key: `report:${id}` };
    const { rowCount } = await pool.query(FINALIZE, [body.orderId, id, JSON.stringify(mail)]);
    if (!rowCount) return json(res, 409, { message: "no such order" });
    return json(res, 200, { status: "completed", isPaid: true, assessmentId: id, orderId: body.orderId });
  }
  return json(res, 404, { message: "not found" });
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error: Error) => {
    if (!res.headersSent) json(res, 500, { message: error.message });
    else res.destroy();
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
});
