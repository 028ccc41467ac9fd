/**
 * The project's sessions (server/src/features/auth/sessions.service.ts: a row per session keyed by
 * the SHA-256 of its token, read with its user in one query, the token as cookie or Bearer) beside
 * express-session with connect-pg-simple's PostgreSQL store, on the same database: a signed-in
 * `GET` answering the user's id, through Express on loopback.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import connectPgSimple from "connect-pg-simple";
import cookieParser from "cookie-parser";
import { eq } from "drizzle-orm";
import express from "express";
import session from "express-session";
import { users } from "@shared/schema/index";
import type { Database } from "../../server/src/db/client";
import {
  createSessionStore,
  loadSession,
  SESSION_COOKIE,
  SESSION_DAYS,
} from "../../server/src/features/auth/sessions.service";
import { buildUserRow } from "../../server/src/testing/builders";
import { median } from "../median";

declare module "express-session" {
  interface SessionData {
    userId?: string;
  }
}

export interface SessionFigures {
  ours: { rps: number; p99: number; queries: number };
  library: { rps: number; p99: number; queries: number };
  /** The same request with `Authorization: Bearer <the token>` instead of the cookie: answered as signed in? */
  bearer: { ours: boolean; library: boolean };
  /** What the session table stores: a token that opens the session, or its hash. */
  storesToken: { ours: boolean; library: boolean };
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** The raw client under drizzle (a pg Pool or a PGlite), whose `query` every statement goes through. */
const rawClient = (database: Database) =>
  (database.pool ?? (database.db as unknown as { $client: unknown }).$client) as {
    query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  };

/** How many statements `requests` sequential calls of `url` send to the database, per request. */
async function queriesPerRequest(database: Database, url: string, headers: Record<string, string>, requests = 50) {
  const client = rawClient(database);
  const original = client.query.bind(client);
  let count = 0;
  client.query = (...args: unknown[]) => {
    count += 1;
    return original(...args);
  };
  try {
    for (let i = 0; i < requests; i += 1) await (await fetch(url, { headers })).text();
  } finally {
    client.query = original;
  }
  return count / requests;
}

export async function benchSessions(database: Database, { rounds = 3, duration = 4 } = {}): Promise<SessionFigures> {
  const { db } = database;
  const [user] = await db.insert(users).values(buildUserRow()).returning();
  const userId = user!.id;

  // ours, as app.ts mounts it
  const store = createSessionStore({ db });
  const { token } = await store.create({ userId });
  const ours = express();
  ours.use(cookieParser());
  ours.use(loadSession(store));
  ours.get("/me", (_req, res) => {
    res.json({ id: (res.locals.user as { id: string } | undefined)?.id ?? null });
  });

  // express-session with connect-pg-simple, as its README sets it up, reading the user by the id the session holds
  const PgStore = connectPgSimple(session);
  const client = rawClient(database);
  await client.query(`CREATE TABLE IF NOT EXISTS bench_session (
    sid varchar NOT NULL PRIMARY KEY, sess json NOT NULL, expire timestamp(6) NOT NULL)`);
  await client.query(`CREATE INDEX IF NOT EXISTS bench_session_expire ON bench_session (expire)`);
  const library = express();
  library.use(
    session({
      store: new PgStore({ pool: client as never, tableName: "bench_session", pruneSessionInterval: false }),
      secret: "bench-session-secret-0123456789abcdef",
      name: SESSION_COOKIE,
      resave: false,
      saveUninitialized: false,
      cookie: { httpOnly: true, sameSite: "lax", maxAge: SESSION_DAYS * 86_400_000 },
    }),
  );
  library.post("/login", (req, res, next) => {
    req.session.userId = userId;
    req.session.save((error) => (error ? next(error) : res.json({ ok: true })));
  });
  library.get("/me", async (req, res) => {
    const id = req.session.userId;
    const [found] = id ? await db.select().from(users).where(eq(users.id, id)) : [];
    res.json({ id: found?.id ?? null });
  });

  const oursServer = http.createServer(ours);
  const libraryServer = http.createServer(library);
  const oursUrl = await listen(oursServer);
  const libraryUrl = await listen(libraryServer);
  const login = await fetch(`${libraryUrl}/login`, { method: "POST" });
  const libraryCookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const libraryToken = decodeURIComponent(libraryCookie.slice(libraryCookie.indexOf("=") + 1));
  const oursCookie = `${SESSION_COOKIE}=${token}`;

  const signedIn = async (url: string, headers: Record<string, string>) =>
    ((await (await fetch(`${url}/me`, { headers })).json()) as { id: string | null }).id === userId;
  if (!(await signedIn(oursUrl, { cookie: oursCookie })) || !(await signedIn(libraryUrl, { cookie: libraryCookie })))
    throw new Error("a session bench server did not answer as signed in");

  // counted before any load, so that no answer still on its way is counted
  const queries = {
    ours: await queriesPerRequest(database, `${oursUrl}/me`, { cookie: oursCookie }),
    library: await queriesPerRequest(database, `${libraryUrl}/me`, { cookie: libraryCookie }),
  };
  const run = (url: string, cookie: string, seconds = duration) =>
    autocannon({ url: `${url}/me`, connections: 10, duration: seconds, workers: 1, headers: { cookie } });
  await run(oursUrl, oursCookie, 2);
  await run(libraryUrl, libraryCookie, 2);
  const oursRuns: autocannon.Result[] = [];
  const libraryRuns: autocannon.Result[] = [];
  for (let round = 0; round < rounds; round += 1) {
    oursRuns.push(await run(oursUrl, oursCookie));
    libraryRuns.push(await run(libraryUrl, libraryCookie));
  }
  const figures = (runs: autocannon.Result[]) => ({
    rps: median(runs.map((r) => r.requests.average)),
    p99: median(runs.map((r) => r.latency.p99)),
  });

  const stored = async (table: string, column: string, value: string) =>
    (await client.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [value])).rows.length > 0;
  const result: SessionFigures = {
    ours: { ...figures(oursRuns), queries: queries.ours },
    library: { ...figures(libraryRuns), queries: queries.library },
    bearer: {
      ours: await signedIn(oursUrl, { authorization: `Bearer ${token}` }),
      library: await signedIn(libraryUrl, { authorization: `Bearer ${libraryToken}` }),
    },
    storesToken: {
      ours: await stored("sessions", "id", token),
      // the cookie is `s:<sid>.<signature>`; the table's key is the sid itself
      library: await stored("bench_session", "sid", libraryToken.slice(2, libraryToken.lastIndexOf("."))),
    },
  };
  await Promise.all([oursServer, libraryServer].map((server) => new Promise((resolve) => server.close(resolve))));
  await client.query("DROP TABLE bench_session");
  return result;
}
