import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserDto } from "@shared/validators/auth";
import { authUserQueryOptions, refreshSessionUser } from "@/lib/current-user";
import { createQueryClient } from "@/lib/query-client";
import { readStoredSession, storeSession } from "@/lib/session-storage";

const unconfirmed: UserDto = {
  id: "u1",
  name: "Valeria Prueba",
  firstName: "Valeria",
  email: "valeria@example.com",
  emailVerified: false,
  pendingEmail: null,
  country: "DO",
  role: "user",
  isPremium: false,
};
const confirmed: UserDto = { ...unconfirmed, emailVerified: true };

/** The browser globals the session code touches: an address, local storage and events. */
function stubBrowser() {
  const data = new Map<string, string>();
  vi.stubGlobal("window", {
    location: { origin: "http://127.0.0.1" },
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    },
    dispatchEvent: () => true,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the session user after the server changed it", () => {
  it("when a read started before the email was proven is still under way, then the account shows it proven", async () => {
    stubBrowser();
    storeSession("tok", unconfirmed);
    // The page's first read of the account answers late, with what the server knew before the link was opened.
    let answerFirstRead: () => void = () => {};
    const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
      if (fetchMock.mock.calls.length > 1) return Promise.resolve(json(confirmed));
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        answerFirstRead = () => resolve(json(unconfirmed));
      });
    });
    vi.stubGlobal("fetch", fetchMock);

    const queryClient = createQueryClient();
    const observer = new QueryObserver(queryClient, authUserQueryOptions());
    const unsubscribe = observer.subscribe(() => {});
    expect(observer.getCurrentResult().data?.emailVerified).toBe(false); // the stored copy, meanwhile

    const refreshed = refreshSessionUser(queryClient);
    answerFirstRead();
    await refreshed;

    expect(observer.getCurrentResult().data?.emailVerified).toBe(true);
    expect(readStoredSession()?.user.emailVerified).toBe(true);
    unsubscribe();
  });
});
