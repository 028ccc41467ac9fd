import type { CheckoutProviderId, PaymentConfigRow, PaymentProvider as ProviderName } from "@shared/schema/index";
import type { AdminMethodStatusDto } from "@shared/validators/admin";
import type { CheckoutMethod, PaymentMethod } from "@shared/validators/checkout";
import type { Config } from "../../config";
import type { LogRedaction } from "../../lib/logger";
import type {
  PaymentProvider,
  ProviderCsp,
  ProviderTarget,
  SecretConfigField,
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
    const enabled = provider.enabled(row);
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

/** The payment config's fields holding a provider's secret (write-only for the admin; DECISIONS 5). */
export const secretConfigFields: readonly SecretConfigField[] = paymentProviders.flatMap((p) => p.secrets.configFields);

/** What the logger redacts for the providers (server/src/lib/logger.ts): their secret fields, URL parameters, JSON keys. */
export const providerLogRedaction: LogRedaction = {
  fields: secretConfigFields,
  urlParams: paymentProviders.flatMap((p) => p.secrets.urlParams),
  jsonKeys: paymentProviders.flatMap((p) => p.secrets.jsonKeys),
};

export interface CheckoutMethodStatus extends AdminMethodStatusDto {
  /** Goes to the local sandbox (the buyer's screens say "Sandbox local"). */
  sandbox: boolean;
}

export type { CheckoutProviderId, ProviderTarget };
