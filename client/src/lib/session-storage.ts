import type { UserDto } from "@shared/validators/auth";

/** Browser storage keys of the session. */
export const AUTH_TOKEN_KEY = "auth_token";
export const USER_DATA_KEY = "user_data";
/** The browser's latest assessment, remembered by the results page (signing in there claims it). */
export const LAST_ASSESSMENT_KEY = "last-assessment";

const ASSESSMENT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function isUser(value: unknown): value is UserDto {
  if (!value || typeof value !== "object") return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === "string" && typeof user.email === "string" && typeof user.name === "string";
}

/**
 * The stored session: the user when both `auth_token` and `user_data` are there;
 * unreadable user data removes both (logged, not an error: the user just signs in again).
 */
export function readStoredSession(
  storage: StorageLike | undefined = browserStorage(),
): { token: string; user: UserDto } | null {
  if (!storage) return null;
  try {
    const token = storage.getItem(AUTH_TOKEN_KEY);
    const raw = storage.getItem(USER_DATA_KEY);
    if (!token || !raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isUser(parsed)) throw new Error("user_data is not a user");
    return { token, user: parsed };
  } catch (error) {
    console.info("Stored session data is unreadable; it was cleared.", error);
    clearStoredSession(storage);
    return null;
  }
}

/** Told whenever this tab or another one stores, refreshes or clears the session. */
const SESSION_EVENT = "qe-stored-session";

function announceSessionChange(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SESSION_EVENT));
}

export function onStoredSessionChange(listener: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === USER_DATA_KEY) listener();
  };
  window.addEventListener(SESSION_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function storeSession(token: string, user: UserDto, storage: StorageLike | undefined = browserStorage()): void {
  try {
    storage?.setItem(AUTH_TOKEN_KEY, token);
    storage?.setItem(USER_DATA_KEY, JSON.stringify(user));
  } catch {
    // storage unavailable: the HttpOnly cookie still carries the session
  }
  announceSessionChange();
}

/** Refreshes `user_data` from the server's answer, only while a token is stored. */
export function refreshStoredUser(user: UserDto, storage: StorageLike | undefined = browserStorage()): void {
  try {
    if (storage?.getItem(AUTH_TOKEN_KEY)) storage.setItem(USER_DATA_KEY, JSON.stringify(user));
  } catch {
    // storage unavailable
  }
  announceSessionChange();
}

export function clearStoredSession(storage: StorageLike | undefined = browserStorage()): void {
  try {
    storage?.removeItem(AUTH_TOKEN_KEY);
    storage?.removeItem(USER_DATA_KEY);
  } catch {
    // storage unavailable
  }
  announceSessionChange();
}

/** The anonymous assessment this browser holds, if its id is well-formed: claimed on sign-in. */
export function lastAssessmentId(storage: StorageLike | undefined = browserStorage()): string | undefined {
  try {
    const id = storage?.getItem(LAST_ASSESSMENT_KEY);
    // Checked with the id's pattern rather than the zod schema: this file loads with the landing page.
    return id && ASSESSMENT_ID_PATTERN.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The promo code a buyer validated for an assessment, kept for the browser tab (sessionStorage): the payments
 * feature applies and clears it (`features/payments/applied-promo.ts`); the visitor's price reads it too.
 */
export const appliedPromoKey = (assessmentId: string) => `qe-promo:${assessmentId}`;

export function readAppliedPromo(assessmentId: string): string | null {
  try {
    return sessionStorage.getItem(appliedPromoKey(assessmentId));
  } catch {
    return null;
  }
}

/**
 * The claim secrets of the tests this browser took (or opened from their email's link), by
 * assessment id: the proof that lets it claim the test, see its personal data or delete it.
 */
export const ASSESSMENT_KEYS_KEY = "assessment-keys";

function readKeys(storage: StorageLike | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ASSESSMENT_KEYS_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberClaimSecret(
  assessmentId: string,
  secret: string,
  storage: StorageLike | undefined = browserStorage(),
): void {
  if (!ASSESSMENT_ID_PATTERN.test(assessmentId) || !/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return;
  try {
    storage?.setItem(ASSESSMENT_KEYS_KEY, JSON.stringify({ ...readKeys(storage), [assessmentId]: secret }));
  } catch {
    // storage unavailable
  }
}

export function claimSecretOf(
  assessmentId: string | undefined,
  storage: StorageLike | undefined = browserStorage(),
): string | undefined {
  if (!assessmentId) return undefined;
  const secret = readKeys(storage)[assessmentId];
  return typeof secret === "string" ? secret : undefined;
}

/** Forgets a deleted test: its secret, and it as the browser's latest. */
export function forgetAssessment(assessmentId: string, storage: StorageLike | undefined = browserStorage()): void {
  try {
    const keys = readKeys(storage);
    delete keys[assessmentId];
    storage?.setItem(ASSESSMENT_KEYS_KEY, JSON.stringify(keys));
    if (storage?.getItem(LAST_ASSESSMENT_KEY) === assessmentId) storage.removeItem(LAST_ASSESSMENT_KEY);
  } catch {
    // storage unavailable
  }
}

/** The browser that took the test sends its claim secret: only then (or for its owner) the person's data comes too. */
export const claimHeaders = (id: string): Record<string, string> => {
  const secret = claimSecretOf(id);
  return secret ? { "X-Claim-Secret": secret } : {};
};
