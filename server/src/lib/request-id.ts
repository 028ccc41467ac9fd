import { randomUUID } from "node:crypto";

const WELL_FORMED = /^[A-Za-z0-9._-]{8,128}$/;

/** The request id a proxy passed on (X-Request-Id), when it looks like one; otherwise a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && WELL_FORMED.test(given) ? given : randomUUID();
}
