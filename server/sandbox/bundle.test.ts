import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build, type Metafile } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBuildOptions } from "../../scripts/build-server";
import { ROOT_DIR } from "../src/paths";

/**
 * The local payment sandbox is test-only code: the production server bundle's main file (and whatever it imports
 * statically) holds none of it; it sits in a chunk that the app imports only when PAYMENT_SANDBOX is on, and a
 * server started as `npm start` starts it (sandbox on by default) still serves the fake PayPal and the fake AZUL page.
 */

// Two levels below the repository's root, as dist/server is: the bundle finds migrations/ from where it runs.
const outdir = path.join(ROOT_DIR, "dist", `server-check-${randomBytes(4).toString("hex")}`);
let metafile: Metafile;

beforeAll(async () => {
  ({ metafile } = await build({ ...serverBuildOptions(outdir), metafile: true }));
}, 60_000);
afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

const isSandbox = (input: string) => input.startsWith("server/sandbox/");

/** The output files a start-up loads whatever its config: the entry and everything it imports statically. */
function staticallyLoaded(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]!.imports)
      if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
  };
  visit(entry);
  return [...seen];
}

describe("the production server bundle", () => {
  it("when built, then its main file and every file it imports statically hold no sandbox module; the sandbox is a chunk of its own", () => {
    const relative = (file: string) => path.relative(ROOT_DIR, path.join(ROOT_DIR, file));
    const main = Object.keys(metafile.outputs).find((file) => relative(file).endsWith("/index.js"))!;
    expect(main).toBeDefined();
    const loaded = staticallyLoaded(main);
    for (const file of loaded) expect(Object.keys(metafile.outputs[file]!.inputs).filter(isSandbox), file).toEqual([]);
    const sandboxChunks = Object.entries(metafile.outputs).filter(([, output]) =>
      Object.keys(output.inputs).some(isSandbox),
    );
    expect(sandboxChunks.map(([file]) => path.basename(file))).toEqual([
      expect.stringMatching(/^payment-sandbox-\w+\.js$/),
    ]);
    expect(Object.keys(sandboxChunks[0]![1].inputs)).toEqual(
      expect.arrayContaining(["server/sandbox/paypal.fake.ts", "server/sandbox/azul.fake.ts"]),
    );
    // the main file reaches it only through import()
    const toSandbox = metafile.outputs[main]!.imports.filter((imported) => imported.path === sandboxChunks[0]![0]);
    expect(toSandbox.map((imported) => imported.kind)).toEqual(["dynamic-import"]);
  });

  it("when started as `npm start` starts it, then it serves the fake PayPal at /sandbox/paypal and the fake AZUL page at /sandbox/azul", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-bundle-"));
    const admin = { email: "admin@example.com", password: "admin-password-123" };
    const child = spawn(process.execPath, [path.join(outdir, "index.js"), "--payment-sandbox-by-default"], {
      cwd: ROOT_DIR,
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      let stdout = "";
      child.stdout.on("data", (chunk) => (stdout += String(chunk)));
      child.stderr.on("data", (chunk) => (stdout += String(chunk)));
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

      // PayPal (on in test mode, no credentials): the fake's OAuth endpoint takes the sandbox's own credentials.
      const token = await fetch(`${url}/sandbox/paypal/v1/oauth2/token`, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from("sandbox-client-id:sandbox-client-secret").toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "grant_type=client_credentials",
      });
      expect(token.status).toBe(200);
      expect(await token.json()).toMatchObject({ token_type: "Bearer", access_token: expect.any(String) });

      // The card goes to the sandbox once its test mode is on: the admin switches it.
      const login = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(admin),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const current = (await fetch(`${url}/api/admin/payment-config`, { headers: { cookie } }).then((r) =>
        r.json(),
      )) as Record<string, unknown>;
      const keys = [
        "paypalEnabled",
        "paypalTestMode",
        "bancoPopularEnabled",
        "demoEnabled",
        "originalPrice",
        "basePrice",
        "currency",
      ];
      const saved = await fetch(`${url}/api/admin/payment-config`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ ...Object.fromEntries(keys.map((key) => [key, current[key]])), testMode: true }),
      });
      expect(saved.status).toBe(200);
      // An unsigned post: the fake AZUL page's own refusal, not the app's not-found page.
      const page = await fetch(`${url}/sandbox/azul/PaymentPage`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "MerchantId=nobody",
      });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain("INVALID_AUTH:AuthHash");
    } finally {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
