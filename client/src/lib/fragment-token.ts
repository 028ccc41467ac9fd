/**
 * The `token` an emailed link carries in the address's fragment (never sent to any server), taken
 * once and removed from the address bar (so it is not left in the history or a shared screenshot).
 * The reset-password and verify-email pages read their links this way.
 */
export function takeFragmentToken(): string {
  if (typeof window === "undefined") return "";
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
  if (window.location.hash)
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  return token;
}
