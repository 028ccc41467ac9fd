import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT_DIR } from "./paths";
import { buildSubmission } from "./testing/builders";

describe("server process", () => {
  it("starts on PGlite as `npm start` does, prints its URL, warns that the payment sandbox is on, answers, and stops cleanly on SIGTERM", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-proc-"));
    // Node itself with tsx's loader, not the tsx command: the command relays a signal to its child and
    // kills it (exit 143) when the child has not acknowledged within 30 ms, which a loaded machine misses.
    // `npm start` passes this flag: the local payment sandbox is on unless PAYMENT_SANDBOX is set.
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(ROOT_DIR, "server/src/index.ts"), "--payment-sandbox-by-default"],
      {
        cwd: ROOT_DIR,
        env: { PATH: process.env.PATH, PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      },
    );
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += String(chunk)));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start: ${stdout}`)), 45_000);
      child.stdout.on("data", () => {
        const match = /running at (http:\/\/localhost:\d+)/.exec(stdout);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    const health = await fetch(`${url}/api/health`).then((r) => r.json());
    expect(health).toEqual({ ok: true, db: true });
    // A share picture is drawn in a worker thread, which loads the TypeScript source through tsx here.
    const json = { "content-type": "application/json" };
    const submitted = await fetch(`${url}/api/assessment/submit`, {
      method: "POST",
      headers: json,
      body: JSON.stringify(buildSubmission()),
    }).then((r) => r.json() as Promise<{ assessmentId: string; claimSecret: string }>);
    const { shareId } = await fetch(`${url}/api/assessment/${submitted.assessmentId}/share`, {
      method: "POST",
      headers: { ...json, "x-claim-secret": submitted.claimSecret },
      body: "{}",
    }).then((r) => r.json() as Promise<{ shareId: string }>);
    const picture = await fetch(`${url}/api/share/${shareId}/image.png`);
    expect(picture.status).toBe(200);
    expect(
      Buffer.from(await picture.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    const config = await fetch(`${url}/api/payment/config`).then((r) => r.json());
    expect(config).toMatchObject({ paypalAvailable: true, paypalSandbox: true });
    const warning = stdout.split("\n").find((line) => line.includes("PAYMENT_SANDBOX is on"));
    expect(warning, stdout).toBeDefined();
    expect(JSON.parse(warning!)).toMatchObject({ level: 40 });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
