import { useSyncExternalStore } from "react";
import type { UserDto } from "@shared/validators/auth";
import { onStoredSessionChange, readStoredSession } from "@/lib/session-storage";

/** The signed-in user this browser holds, re-read whenever the session is stored or cleared (any tab). */
export function useStoredUser(): UserDto | null {
  // The snapshot must be stable between calls: compare by the stored text, not by a new object.
  const raw = useSyncExternalStore(
    onStoredSessionChange,
    () => {
      const session = readStoredSession();
      return session ? JSON.stringify(session.user) : "";
    },
    // The pre-rendered landing page is the signed-out page; the browser then shows the account.
    () => "",
  );
  return raw ? (JSON.parse(raw) as UserDto) : null;
}
