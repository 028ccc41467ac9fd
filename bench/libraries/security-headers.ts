/**
 * The security headers as the app sets them (server/src/lib/security-headers.ts: helmet's headers
 * recorded once per HTTP/HTTPS variant, then set from the list) beside helmet's middleware run on
 * every answer, on real `ServerResponse` objects.
 */
import http from "node:http";
import net from "node:net";
import { loadConfig } from "../../server/src/config";
import { createSecurityHeaders, securityHelmet } from "../../server/src/lib/security-headers";
import { median } from "../median";

export interface HeaderFigures {
  /** Answers per second given their headers (higher is better). */
  list: number;
  helmet: number;
  /** Microseconds per answer. */
  listMicros: number;
  helmetMicros: number;
}

export function benchSecurityHeaders({ answers = 50_000, rounds = 5 } = {}): HeaderFigures {
  const config = loadConfig({
    DATA_DIR: "/tmp/qe-bench-headers",
    SESSION_SECRET: "bench-session-secret-0123456789abcdef",
  });
  const list = createSecurityHeaders(config, () => false);
  const perRequest = securityHelmet(config, false);
  const req = new http.IncomingMessage(new net.Socket());
  const responses = () => Array.from({ length: answers }, () => new http.ServerResponse(req));
  const time = (middleware: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void) => {
    const batch = responses();
    const started = performance.now();
    for (const res of batch) middleware(req, res, () => {});
    return answers / ((performance.now() - started) / 1000);
  };
  time(list);
  time(perRequest);
  const listRuns: number[] = [];
  const helmetRuns: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    listRuns.push(time(list));
    helmetRuns.push(time(perRequest));
  }
  const listRate = median(listRuns);
  const helmetRate = median(helmetRuns);
  return { list: listRate, helmet: helmetRate, listMicros: 1e6 / listRate, helmetMicros: 1e6 / helmetRate };
}
