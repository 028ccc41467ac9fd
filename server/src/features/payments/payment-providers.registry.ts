import type {
  CheckoutProviderId,
  PaymentConfigRow,
  PaymentProvider as ProviderName,
  ProviderCredentials,
  ProviderSwitches,
} from "@shared/schema/index";
import type { AdminMethodStatusDto, CredentialFormDto, SwitchFormDto } from "@shared/validators/admin";
import type { CheckoutMethod, PaymentMethod } from "@shared/validators/checkout";
import type { Config } from "../../config";
import type { Lang } from "@shared/i18n/lang";
import { catalog, translate, type MessageKey } from "@shared/i18n/catalog";
import { AppError } from "../../lib/errors";
import { createBoundedCache } from "../../lib/bounded-cache";
import type { LogRedaction } from "../../lib/logger";
import {
  credentialsOf,
  switchOf,
  type PaymentProvider,
  type ProviderClients,
  type ProviderCsp,
  type ProviderTarget,
} from "./providers/payment-provider.model";
import { cardProvider } from "./providers/card/card.provider";
import { paypalProvider } from "./providers/paypal/paypal.provider";

/**
 * Every way to check out, in the order buyers see them. The payments service, the routes, the public config (and
 * so the client's method list), the sandbox mounts, referrals and receipts all read this list: adding a provider is
 * one folder under `providers/` and one line here. (No provider imports back what imports the registry: the lint's
 * import-x/no-cycle holds that, so the list is whole when any module reads it.)
 */
export const paymentProviders: readonly PaymentProvider[] = [paypalProvider, cardProvider];

const byId = new Map<string, PaymentProvider>(paymentProviders.map((p) => [p.id, p]));
const byPublicName = new Map<string, PaymentProvider>(paymentProviders.map((p) => [p.publicName, p]));

/** The checkout provider with this internal name (undefined for access codes, demo, or an unknown name). */
export const checkoutProvider = (id: string): PaymentProvider | undefined => byId.get(id);

/** The checkout provider the API names so (`paypal`, `banco_popular`). */
export const providerByPublicName = (name: CheckoutMethod): PaymentProvider | undefined => byPublicName.get(name);

/** A stored provider name as the API speaks it (`card` → `banco_popular`; access codes and demo as they are). */
export function publicPaymentMethod(provider: ProviderName): PaymentMethod {
  return (byId.get(provider)?.publicName ?? provider) as PaymentMethod;
}

/** The API's name of a way of paying, as stored (`banco_popular` → `card`). */
export function storedPaymentProvider(method: PaymentMethod): ProviderName {
  return (byPublicName.get(method)?.id ?? method) as ProviderName;
}

/** Whether a sale through this stored provider can earn a seller's commission. */
export const earnsCommission = (provider: ProviderName): boolean => byId.get(provider)?.earnsCommission ?? false;

/** Whether this stored provider charged the local currency (the receipt says so). */
export const chargesLocalCurrency = (provider: ProviderName): boolean =>
  byId.get(provider)?.chargesLocalCurrency ?? false;

/**
 * Each checkout provider as it stands now: switched on, able to take a payment (what /payment-selection offers),
 * going to the local sandbox, and where its payments go or what the admin must still do. The public config and the
 * admin's view of the methods both read this one function, so the two never disagree.
 */
export function checkoutMethods(row: PaymentConfigRow, config: Config, selfUrl: string): CheckoutMethodStatus[] {
  return paymentProviders.map((provider) => {
    const enabled = providerEnabled(provider, row);
    const { mode, missing } = provider.readiness(row, config, selfUrl);
    return {
      id: provider.publicName,
      enabled,
      available: enabled && mode !== null,
      sandbox: mode === "local_sandbox",
      mode,
      missing,
    };
  });
}

/** The API paths whose JSON body is kept as received (`rawBody`): the notifications verified on their exact bytes. */
export const rawBodyPaths: readonly string[] = paymentProviders.flatMap((p) =>
  p.webhook?.rawBody ? [`/api${p.webhook.path}`] : [],
);

/** The paths, under /api, that start a checkout (the seller's referral is loaded there): the generic one and the aliases. */
export const checkoutPaths: readonly string[] = ["/checkout", ...paymentProviders.map((p) => p.checkout.path)];

/** Every provider's origins, by CSP directive (server/src/lib/security-headers.ts adds them). */
export const providerCsp: Required<ProviderCsp> = {
  formAction: paymentProviders.flatMap((p) => p.csp.formAction ?? []),
  scriptSrc: paymentProviders.flatMap((p) => p.csp.scriptSrc ?? []),
  frameSrc: paymentProviders.flatMap((p) => p.csp.frameSrc ?? []),
  connectSrc: paymentProviders.flatMap((p) => p.csp.connectSrc ?? []),
};

/** Every provider's credential fields, with the provider they belong to. */
const credentialFields = paymentProviders.flatMap((provider) =>
  provider.credentials.fields.map((field) => ({ provider, field })),
);

/** The admin API's names of the providers' secrets (write-only for the admin; DECISIONS 5). */
export const secretConfigFields: readonly string[] = credentialFields.flatMap(({ field }) =>
  field.secret ? [field.apiName] : [],
);

/** The admin API's names of every provider's credentials. */
export const credentialApiNames: readonly string[] = credentialFields.map(({ field }) => field.apiName);

/**
 * What the logger redacts for the providers (server/src/lib/logger.ts): their secrets under the admin API's names and
 * their stored keys, the URL parameters and JSON keys their traffic carries.
 */
export const providerLogRedaction: LogRedaction = {
  fields: secretConfigFields,
  urlParams: paymentProviders.flatMap((p) => p.secrets.urlParams),
  jsonKeys: [
    ...paymentProviders.flatMap((p) => p.secrets.jsonKeys),
    ...credentialFields.flatMap(({ field }) => (field.secret ? [field.key] : [])),
  ],
};

/** Every provider's stored credentials under the admin API's names (`paypalClientId`…), each validated by its schema. */
export function credentialsForApi(row: Pick<PaymentConfigRow, "credentials">): Record<string, string> {
  return Object.fromEntries(
    paymentProviders.flatMap((provider) => {
      const stored = credentialsOf(provider.credentials, provider.id, row);
      return provider.credentials.fields.map((field) => [field.apiName, stored[field.key] ?? ""]);
    }),
  );
}

/**
 * The stored credentials after the admin's input (under the API's names; a field left out keeps its value), each
 * provider's object validated by its schema.
 */
export function credentialsFromApi(
  row: Pick<PaymentConfigRow, "credentials">,
  input: Record<string, unknown>,
  lang: Lang = "es",
): ProviderCredentials {
  const next: ProviderCredentials = { ...row.credentials };
  for (const provider of paymentProviders) {
    const stored = { ...credentialsOf(provider.credentials, provider.id, row) };
    for (const field of provider.credentials.fields) {
      const value = input[field.apiName];
      if (typeof value === "string") stored[field.key] = value;
    }
    const parsed = provider.credentials.schema.safeParse(stored);
    if (!parsed.success) {
      // Refused as the request's other mistakes are: a 400 naming each field by the admin API's name.
      const apiName = (key: unknown) => provider.credentials.fields.find((f) => f.key === key)?.apiName ?? String(key);
      const keyOf = (message: string): MessageKey =>
        Object.prototype.hasOwnProperty.call(catalog.es, message) ? (message as MessageKey) : "api.invalidBody";
      const details = parsed.error.issues.map((issue) => ({
        path: apiName(issue.path[0]),
        message: translate(lang, keyOf(issue.message)),
      }));
      throw new AppError(400, "validation.body", keyOf(parsed.error.issues[0]?.message ?? ""), undefined, details);
    }
    next[provider.id] = parsed.data;
  }
  return next;
}

/** Whether the administrator switched this provider on (its declared default until they set it). */
export const providerEnabled = (
  provider: Pick<PaymentProvider, "id" | "switches">,
  row: Pick<PaymentConfigRow, "switches">,
) => switchOf(row, provider.id, provider.switches, "enabled");

const SWITCH_KEYS = ["enabled", "testMode"] as const;

/** The admin API's (and the public config's) names of every provider's switches. */
export const switchApiNames: readonly string[] = paymentProviders.flatMap((provider) =>
  SWITCH_KEYS.map((key) => provider.switches[key].apiName),
);

/** Every provider's switches under the API's names (`paypalEnabled`, `testMode`…), defaults filled in. */
export function switchesForApi(row: Pick<PaymentConfigRow, "switches">): Record<string, boolean> {
  return Object.fromEntries(
    paymentProviders.flatMap((provider) =>
      SWITCH_KEYS.map((key) => [provider.switches[key].apiName, switchOf(row, provider.id, provider.switches, key)]),
    ),
  );
}

/** The stored switches after the admin's input (under the API's names; a switch left out keeps its value). */
export function switchesFromApi(
  row: Pick<PaymentConfigRow, "switches">,
  input: Record<string, unknown>,
): ProviderSwitches {
  const next: ProviderSwitches = { ...row.switches };
  for (const provider of paymentProviders) {
    const stored = Object.fromEntries(
      SWITCH_KEYS.map((key) => [key, switchOf(row, provider.id, provider.switches, key)]),
    ) as Record<(typeof SWITCH_KEYS)[number], boolean>;
    for (const key of SWITCH_KEYS) {
      const value = input[provider.switches[key].apiName];
      if (typeof value === "boolean") stored[key] = value;
    }
    next[provider.id] = stored;
  }
  return next;
}

/** Each provider's switches for the admin panel's methods section, from its declaration (rendered as they are). */
export const switchForms: readonly SwitchFormDto[] = paymentProviders.map((provider) => {
  const field = (key: (typeof SWITCH_KEYS)[number]) => ({
    name: provider.switches[key].apiName,
    label: provider.switches[key].label,
    hint: provider.switches[key].hint,
  });
  return { method: provider.publicName, enabled: field("enabled"), testMode: field("testMode") };
});

/** The first provider rule the admin's config (under the API's names) would break, if any. */
export const providerSettingsError = (config: Record<string, unknown>) =>
  paymentProviders.map((provider) => provider.settingsError?.(config)).find((error) => error !== undefined);

/** Each provider's credential form for the admin panel, from its declaration (the panel renders it as it is). */
export const credentialForms: readonly CredentialFormDto[] = paymentProviders
  .filter((provider) => provider.credentials.fields.length > 0)
  .map((provider) => ({
    method: provider.publicName,
    title: provider.credentials.title,
    fields: provider.credentials.fields.map((field) => ({
      name: field.apiName,
      label: field.label,
      kind: field.secret ? "secret" : field.url ? "url" : "text",
      ...(field.hint ? { hint: field.hint } : {}),
      ...(field.code ? { code: true } : {}),
      ...(field.wide ? { wide: true } : {}),
    })),
  }));

export interface CheckoutMethodStatus extends AdminMethodStatusDto {
  /** Goes to the local sandbox (the buyer's screens say "Sandbox local"). */
  sandbox: boolean;
}

export type { CheckoutProviderId, ProviderTarget };

/** The providers' API clients (built once in buildDeps): at most `max` clients; past that, they are all made again (credentials rarely change). */
export function createProviderClients(max = 32): ProviderClients {
  const cache = createBoundedCache<unknown>(max, "all");
  return { clientFor: <T>(key: string, make: () => T) => cache.getOrSet(key, make) as T };
}
