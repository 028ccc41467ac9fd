import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseEnv } from "./config";
import { ROOT_DIR } from "./paths";

describe("configuration", () => {
  it("when nothing is set, then it uses the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SMTP_URL", "not a url"],
    ["PAYPAL_API_BASE", "ftp://x"],
    ["LOG_LEVEL", "loud"],
    ["ADMIN_EMAIL", "not-an-email"],
    ["SESSION_SECRET", "short"],
    ["PAYMENT_SANDBOX", "maybe"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "10.0.0.0/99"],
    ["TRUST_PROXY", "99"],
    ["UNPAID_ASSESSMENT_RETENTION_MONTHS", "0"],
    ["TEST_HOOKS", "maybe"],
    ["UNSOLICITED_EMAILS_PER_HOUR", "many"],
    ["UNSOLICITED_EMAILS_PER_HOUR", "-1"],
    ["UNSOLICITED_EMAILS_PER_HOUR", "2.5"],
  ])("when %s is %j, then start-up fails with one line naming it", (name, value) => {
    let error: unknown;
    try {
      parseEnv({ [name]: value, ...(name === "ADMIN_EMAIL" ? { ADMIN_PASSWORD: "long-enough" } : {}) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message.split("\n")).toHaveLength(1);
  });

  it("the local payment sandbox is off unless PAYMENT_SANDBOX=on, in every environment", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-config-"));
    const sandbox = (env: Record<string, string>, options: { sandboxByDefault?: boolean } = {}) =>
      loadConfig({ DATA_DIR: dataDir, ...env }, options).paymentSandbox;
    // The server's own default: off, whatever NODE_ENV says.
    expect(sandbox({})).toBe(false);
    expect(sandbox({ NODE_ENV: "development" })).toBe(false);
    expect(sandbox({ NODE_ENV: "test" })).toBe(false);
    expect(sandbox({ NODE_ENV: "staging" })).toBe(false);
    expect(sandbox({ NODE_ENV: "production" })).toBe(false);
    expect(sandbox({ PAYMENT_SANDBOX: "" })).toBe(false);
    expect(sandbox({ NODE_ENV: "production", PAYMENT_SANDBOX: "on" })).toBe(true);
    expect(sandbox({ PAYMENT_SANDBOX: "on" })).toBe(true);
    // `npm run dev` and `npm start` default it to on, never under NODE_ENV=production; an explicit value wins.
    expect(sandbox({}, { sandboxByDefault: true })).toBe(true);
    expect(sandbox({ NODE_ENV: "production" }, { sandboxByDefault: true })).toBe(false);
    expect(sandbox({ PAYMENT_SANDBOX: "off" }, { sandboxByDefault: true })).toBe(false);
    expect(sandbox({ NODE_ENV: "production", PAYMENT_SANDBOX: "on" }, { sandboxByDefault: true })).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("the browser tests' hooks are off unless TEST_HOOKS=on, and refused in production", () => {
    expect(parseEnv({}).TEST_HOOKS).toBe("off");
    expect(parseEnv({ TEST_HOOKS: "on" }).TEST_HOOKS).toBe("on");
    expect(() => parseEnv({ TEST_HOOKS: "on", NODE_ENV: "production" })).toThrow(/TEST_HOOKS/);
  });

  it("TRUST_PROXY: unset trusts no proxy; a hop count or a list of addresses is what Express trusts", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8,2001:db8::1" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "2001:db8::1",
    ]);
    expect(parseEnv({}).UNPAID_ASSESSMENT_RETENTION_MONTHS).toBe(12);
  });

  it("emails nobody asked for: 500 an hour for all recipients together unless UNSOLICITED_EMAILS_PER_HOUR says otherwise (0: none)", () => {
    expect(parseEnv({}).UNSOLICITED_EMAILS_PER_HOUR).toBe(500);
    expect(parseEnv({ UNSOLICITED_EMAILS_PER_HOUR: "40" }).UNSOLICITED_EMAILS_PER_HOUR).toBe(40);
    expect(parseEnv({ UNSOLICITED_EMAILS_PER_HOUR: "0" }).UNSOLICITED_EMAILS_PER_HOUR).toBe(0);
  });

  it("when ADMIN_EMAIL is set without ADMIN_PASSWORD, then it names the missing one", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "admin@example.com" })).toThrow(/ADMIN_PASSWORD/);
  });

  it("when SESSION_SECRET is unset, then one is generated once and kept in DATA_DIR", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qe-config-"));
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(fs.readFileSync(path.join(dataDir, "session-secret"), "utf8").trim()).toBe(first);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("when the server starts with a bad value, then it exits 1 printing one clear line", () => {
    const result = spawnSync(
      path.join(ROOT_DIR, "node_modules/.bin/tsx"),
      [path.join(ROOT_DIR, "server/src/index.ts")],
      {
        cwd: ROOT_DIR,
        env: { PATH: process.env.PATH, PORT: "not-a-port" },
        encoding: "utf8",
        timeout: 30_000,
      },
    );
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT/);
  });
});
