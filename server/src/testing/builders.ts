import { randomUUID } from "node:crypto";
import { QUESTION_SETS } from "@shared/content/question-bank";
import { HOLLAND_TYPES, type HollandType } from "@shared/content/types";
import {
  paymentConfig,
  payments,
  type accessCodes,
  emailOutbox,
  type sellers,
  users,
  type NewAssessment,
  type NewPayment,
  type NewReferral,
  type Payment,
} from "@shared/schema/index";
import type { Db } from "../db/client";
import { createPaymentConfigService } from "../features/payments/payment-config.service";
import {
  credentialApiNames,
  credentialsFromApi,
  switchApiNames,
  switchesFromApi,
} from "../features/payments/payment-providers.registry";
import type { SubmitAssessmentInput } from "@shared/validators/assessment";
import { resolveChoices, scoreChoices } from "../features/assessment/scoring.model";

/** 15 responses liking the `liked` type's activity and disliking the `disliked` type's in every set. */
/**
 * Answers of a person with a clear preference, as real test takers give them: `liked` on most
 * screens and its hexagon neighbour on the others, `disliked` on most screens and another type on
 * the rest. (The same type liked and disliked on all 15 screens is straight-lining, which the
 * matching rightly refuses to read: validity.model.ts.) The first letter is `liked`.
 */
export function buildResponses(
  liked: HollandType = "I",
  disliked: HollandType = "C",
): SubmitAssessmentInput["responses"] {
  const order = HOLLAND_TYPES;
  const next = (t: HollandType, skip: HollandType[]) => {
    for (let k = 1; k < 6; k++) {
      const candidate = order[(order.indexOf(t) + k) % 6]!;
      if (!skip.includes(candidate)) return candidate;
    }
    return t;
  };
  const second = next(liked, [disliked]);
  const alsoDisliked = next(disliked, [liked, second]);
  return QUESTION_SETS.map((set, i) => ({
    questionSet: set.id,
    liked: set.activities.find((a) => a.type === (i % 3 === 2 ? second : liked))!.id,
    disliked: set.activities.find((a) => a.type === (i % 3 === 1 ? alsoDisliked : disliked))!.id,
  }));
}

/** The same type liked and the same disliked on every screen: straight-lining (an invalid record). */
export function buildStraightLine(liked: HollandType, disliked: HollandType): SubmitAssessmentInput["responses"] {
  return QUESTION_SETS.map((set) => ({
    questionSet: set.id,
    liked: set.activities.find((a) => a.type === liked)!.id,
    disliked: set.activities.find((a) => a.type === disliked)!.id,
  }));
}

let counter = 0;
/** A valid submission body; unique email per call. */
export function buildSubmission(overrides: Partial<SubmitAssessmentInput> = {}): SubmitAssessmentInput {
  counter += 1;
  return {
    fullName: "Ana María Pérez",
    email: `ana.${counter}.${Date.now()}@example.com`,
    age: "15-18",
    education: "secundaria",
    country: "DO",
    isPrepaid: false,
    responses: buildResponses(),
    submissionId: randomUUID(),
    // as the completion form sends them: consent given, and not under the country's consent age
    consent: true,
    underConsentAge: false,
    ...overrides,
  };
}

let rowCounter = 0;

/** A stored assessment row (as a submission would store it), `minutesAgo` minutes old; unique id and email. */
export function buildAssessmentRow(overrides: Partial<NewAssessment> = {}, minutesAgo = 0): NewAssessment {
  rowCounter += 1;
  const responses = buildResponses();
  const result = scoreChoices(resolveChoices(responses));
  const at = new Date(Date.now() - minutesAgo * 60_000);
  return {
    id: `row${String(rowCounter).padStart(6, "0")}${randomUUID().replace(/-/g, "").slice(0, 13)}`,
    fullName: `Persona ${rowCounter}`,
    email: `persona.${rowCounter}.${Date.now()}@example.com`,
    age: "19-24",
    education: "secundaria",
    country: "DO",
    responses,
    scores: result.scores,
    hollandCode: result.hollandCode,
    createdAt: at,
    completedAt: at,
    ...overrides,
  };
}

/**
 * A PayPal payment row of an assessment of 19.99 USD, `minutesAgo` minutes old; completed unless
 * `overrides.status` says otherwise (then without a completion time: a pending one is what
 * fulfilPayment completes).
 */
export function buildPaymentRow(assessmentId: string, overrides: Partial<NewPayment> = {}, minutesAgo = 0): NewPayment {
  rowCounter += 1;
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const status = overrides.status ?? "completed";
  return {
    assessmentId,
    provider: "paypal",
    providerOrderId: `ORDER-ROW-${rowCounter}-${randomUUID()}`,
    amount: "19.99",
    currency: "USD",
    status,
    createdAt: at,
    updatedAt: at,
    completedAt: status === "completed" ? at : null,
    ...overrides,
  };
}

/**
 * A user row with the role `user`; unique email. Its password hash opens nothing: a test that signs
 * in registers through the API (auth-helpers.ts signUp).
 */
export function buildUserRow(overrides: Partial<typeof users.$inferInsert> = {}): typeof users.$inferInsert {
  rowCounter += 1;
  return {
    email: `usuario.${rowCounter}.${Date.now()}@example.com`,
    name: `Usuario ${rowCounter}`,
    passwordHash: "no-password",
    ...overrides,
  };
}

/** A pending outbox job, due now; unique dedupe key and recipient. */
export function buildOutboxJob(
  overrides: Partial<typeof emailOutbox.$inferInsert> = {},
): typeof emailOutbox.$inferInsert {
  rowCounter += 1;
  return {
    kind: "report",
    dedupeKey: `test:${rowCounter}:${randomUUID()}`,
    to: `destino.${rowCounter}@example.com`,
    payload: {},
    ...overrides,
  };
}

/** An unused access code bound to no email; unique code. */
export function buildAccessCodeRow(
  overrides: Partial<typeof accessCodes.$inferInsert> = {},
): typeof accessCodes.$inferInsert {
  rowCounter += 1;
  return {
    code: `QE-TEST-${String(rowCounter).padStart(4, "0")}-${randomUUID().slice(0, 4).toUpperCase()}`,
    ...overrides,
  };
}

/** A pending referral row of a seller, `minutesAgo` minutes old. */
export function buildReferralRow(sellerId: string, overrides: Partial<NewReferral> = {}, minutesAgo = 0): NewReferral {
  return { sellerId, status: "pending", referralDate: new Date(Date.now() - minutesAgo * 60_000), ...overrides };
}

/** A seller row; unique email and referral code unless given. */
export function buildSellerRow(overrides: Partial<typeof sellers.$inferInsert> = {}): typeof sellers.$inferInsert {
  rowCounter += 1;
  return {
    name: `Vendedor ${rowCounter}`,
    email: `vendedor.${rowCounter}.${Date.now()}@sellers.test`,
    referralCode: `SELL${rowCounter}${randomUUID().replace(/-/g, "").slice(0, 6).toUpperCase()}`,
    ...overrides,
  };
}

/** A provider's credential under the admin API's name (`paypalClientId`…): stored in the row's JSON. */
type CredentialInput = Partial<
  Record<
    | "paypalClientId"
    | "paypalClientSecret"
    | "paypalWebhookId"
    | "bancoPopularMerchantId"
    | "bancoPopularMerchantName"
    | "bancoPopularSecretKey"
    | "bancoPopularApiUrl"
    | "bancoPopularBackupUrl",
    string
  >
>;

/** A provider's switch under the admin API's name (`paypalEnabled`, the card's `testMode`…): stored in the row's JSON. */
type SwitchInput = Partial<Record<"paypalEnabled" | "paypalTestMode" | "bancoPopularEnabled" | "testMode", boolean>>;

/**
 * Sets fields of the payment config row the app reads (made with its defaults first, if the app has not yet);
 * providers' credentials and switches are named as the admin's API names them and stored, as the app stores them,
 * in the JSON.
 */
export async function setPaymentConfig(
  db: Db,
  values: Partial<typeof paymentConfig.$inferInsert> & CredentialInput & SwitchInput,
): Promise<void> {
  const current = await createPaymentConfigService({ db }).get();
  const names = new Set(credentialApiNames);
  const switches = new Set(switchApiNames);
  const columns = Object.fromEntries(Object.entries(values).filter(([key]) => !names.has(key) && !switches.has(key)));
  const credentials = Object.keys(values).some((key) => names.has(key))
    ? { credentials: credentialsFromApi(current, values) }
    : {};
  const stored = Object.keys(values).some((key) => switches.has(key))
    ? { switches: switchesFromApi(current, values) }
    : {};
  await db.update(paymentConfig).set({ ...columns, ...credentials, ...stored });
}

/** Stores a payment row (made with `buildPaymentRow`) as a fixture; answers the stored row. */
export async function insertPayment(db: Db, values: NewPayment): Promise<Payment> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

/** `count` new accounts, each with its welcome email queued (for the email worker's tests); the accounts. */
export async function queueWelcomes(db: Db, count: number): Promise<(typeof users.$inferSelect)[]> {
  const created = await db
    .insert(users)
    .values(Array.from({ length: count }, () => buildUserRow()))
    .returning();
  await db.insert(emailOutbox).values(
    created.map((user) =>
      buildOutboxJob({
        kind: "welcome",
        dedupeKey: `welcome:${user.id}`,
        to: user.email,
        payload: { userId: user.id },
      }),
    ),
  );
  return created;
}
