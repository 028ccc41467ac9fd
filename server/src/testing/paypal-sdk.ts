import fs from "node:fs";
import path from "node:path";
import { Client, Environment } from "@paypal/paypal-server-sdk";
import Ajv, { type ValidateFunction } from "ajv";
import axios, { type AxiosRequestConfig } from "axios";
import { expect } from "vitest";
import { FAKE_PAYPAL_SANDBOX_CREDENTIALS } from "../features/payments/providers/paypal/paypal-target.config";
import { ROOT_DIR } from "../paths";

/** PayPal's published OpenAPI files, kept beside the project by the team. */
const SPEC_DIR = path.resolve(ROOT_DIR, "vendor/paypal-openapi");
const SANDBOX_URL = "https://api-m.sandbox.paypal.com";

/** Ajv 8 core knows no formats: the ones PayPal's files use, checked; any other is accepted. */
const KNOWN_FORMATS: Record<string, (value: string) => boolean> = {
  uri: (value) => URL.canParse(value),
  "date-time": (value) => !Number.isNaN(Date.parse(value)),
  ppaas_date_time_v3: (value) => !Number.isNaN(Date.parse(value)),
  ppaas_date_notime_v2: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  ppaas_common_currency_code_v2: (value) => /^[A-Z]{3}$/.test(value),
  ppaas_common_country_code_v2: (value) => /^([A-Z]{2}|C2)$/.test(value),
  ppaas_payer_id_v3: (value) => /^[2-9A-HJ-NP-Z]{13}$/.test(value),
};

function formatsOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) formatsOf(item, found);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "format" && typeof value === "string") found.add(value);
      else formatsOf(value, found);
    }
  }
  return found;
}

/** Validators for one of PayPal's OpenAPI files, by JSON pointer or by an operation's response. */
export function paypalSpec(file: string) {
  const id = `https://paypal.example/${file}`;
  const spec = JSON.parse(fs.readFileSync(path.join(SPEC_DIR, file), "utf8")) as Record<string, unknown>;
  // One email `pattern` is not valid under the `u` flag, so compile patterns without it.
  const regExp = Object.assign((pattern: string, flags: string) => new RegExp(pattern, flags.replace("u", "")), {
    code: "noUnicodeRegExp",
  });
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true, code: { regExp } });
  for (const format of formatsOf(spec)) ajv.addFormat(format, KNOWN_FORMATS[format] ?? true);
  ajv.addSchema(spec, id);
  const schema = (pointer: string): ValidateFunction => {
    const validate = ajv.getSchema(`${id}#${pointer}`);
    if (!validate) throw new Error(`no schema at ${pointer}`);
    return validate;
  };
  const responseSchema = (apiPath: string, method: string, status: string) =>
    schema(
      `/paths/${apiPath.replaceAll("~", "~0").replaceAll("/", "~1")}/${method}/responses/${status}/content/application~1json/schema`,
    );
  return { schema, responseSchema, ajv };
}

export function expectValid(validate: ValidateFunction, data: unknown): void {
  const ok = validate(data);
  expect(ok ? [] : validate.errors).toEqual([]);
}

/** The real PayPal SDK in sandbox mode, its requests sent to `baseUrl` (a local fake) instead. */
export function paypalSdkClient(baseUrl: string, timeout = 5000): Client {
  const http = axios.getAdapter("http");
  return new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientId,
      oAuthClientSecret: FAKE_PAYPAL_SANDBOX_CREDENTIALS.clientSecret,
    },
    environment: Environment.Sandbox,
    timeout,
    unstable_httpClientOptions: {
      adapter: (config: AxiosRequestConfig) =>
        http({ ...config, url: String(config.url).replace(SANDBOX_URL, () => baseUrl) } as never),
    },
  });
}
