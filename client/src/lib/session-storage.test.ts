import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearStoredSession,
  lastAssessmentId,
  readStoredSession,
  refreshStoredUser,
  storeSession,
} from "@/lib/session-storage";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const user = {
  id: "u1",
  name: "Ana Pérez",
  firstName: "Ana",
  email: "ana@example.com",
  emailVerified: true,
  pendingEmail: null,
  country: "DO",
  role: "user" as const,
  isPremium: false,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the stored session", () => {
  it("when token and user data are stored, then the user is taken from them", () => {
    const storage = memoryStorage();
    storeSession("tok", user, storage);
    expect(readStoredSession(storage)).toEqual({ token: "tok", user });
  });

  it("when only one of the two is stored, then there is no stored session and nothing is removed", () => {
    const storage = memoryStorage({ auth_token: "tok" });
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.data.get("auth_token")).toBe("tok");
  });

  it("when the user data is unreadable, then both keys are removed and the error is logged as info", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const storage = memoryStorage({ auth_token: "tok", user_data: "{not json" });
    expect(readStoredSession(storage)).toBeNull();
    expect([...storage.data.keys()]).toEqual([]);
    expect(info).toHaveBeenCalledOnce();
  });

  it("when the user data is JSON but not a user, then both keys are removed", () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const storage = memoryStorage({ auth_token: "tok", user_data: JSON.stringify({ hello: 1 }), other: "x" });
    expect(readStoredSession(storage)).toBeNull();
    expect([...storage.data.keys()]).toEqual(["other"]);
  });

  it("when the user is refreshed without a stored token, then nothing is stored; clearing removes both", () => {
    const storage = memoryStorage();
    refreshStoredUser(user, storage);
    expect(storage.data.size).toBe(0);
    storeSession("tok", user, storage);
    refreshStoredUser({ ...user, isPremium: true }, storage);
    expect(JSON.parse(storage.data.get("user_data")!).isPremium).toBe(true);
    clearStoredSession(storage);
    expect(storage.data.size).toBe(0);
  });

  it("when the browser holds a well-formed assessment id, then it is offered for claiming; a malformed one is not", () => {
    expect(lastAssessmentId(memoryStorage({ "last-assessment": "AbCdEfGhIjKlMnOpQrStUv" }))).toBe(
      "AbCdEfGhIjKlMnOpQrStUv",
    );
    expect(lastAssessmentId(memoryStorage({ "last-assessment": "../../etc" }))).toBeUndefined();
    expect(lastAssessmentId(memoryStorage())).toBeUndefined();
  });
});
