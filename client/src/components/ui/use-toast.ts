import { useEffect, useState, type ReactNode } from "react";

/** At most one toast; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive" | "success" | "warning";
  duration?: number;
  open: boolean;
  /** When it was shown (ms since the epoch): a toast says what just happened, on the page where it happened. */
  createdAt: number;
}

/**
 * A toast shown this long before a navigation announced what led to it (a sign-in, a finished
 * test) and stays on the new page; an older one belongs to the page left behind and closes.
 */
export const TOAST_CARRIES_OVER_MS = 1500;

type Action =
  | { type: "ADD"; toast: ToastData }
  | { type: "UPDATE"; toast: Partial<ToastData> & { id: string } }
  | { type: "DISMISS"; id?: string }
  | { type: "REMOVE"; id?: string };

let state: ToastData[] = [];
const listeners = new Set<(toasts: ToastData[]) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function reducer(toasts: ToastData[], action: Action): ToastData[] {
  switch (action.type) {
    case "ADD":
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case "UPDATE":
      return toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case "DISMISS":
      return toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case "REMOVE":
      return action.id === undefined ? [] : toasts.filter((t) => t.id !== action.id);
  }
}

function dispatch(action: Action): void {
  if (action.type === "DISMISS") {
    for (const t of state) if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
  }
  state = reducer(state, action);
  for (const listener of listeners) listener(state);
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: "REMOVE", id });
    }, TOAST_REMOVE_DELAY),
  );
}

export function toast(input: Omit<ToastData, "id" | "open" | "createdAt">) {
  const id = String(++counter);
  dispatch({ type: "ADD", toast: { ...input, id, open: true, createdAt: Date.now() } });
  return {
    id,
    dismiss: () => dispatch({ type: "DISMISS", id }),
    update: (next: Partial<ToastData>) => dispatch({ type: "UPDATE", toast: { ...next, id } }),
  };
}

/** On a navigation: closes the toasts that belong to the page left behind (see TOAST_CARRIES_OVER_MS). */
export function dismissStaleToasts(now = Date.now()): void {
  for (const t of state)
    if (t.open && now - t.createdAt > TOAST_CARRIES_OVER_MS) dispatch({ type: "DISMISS", id: t.id });
}

export function dismissToast(id?: string): void {
  dispatch({ type: "DISMISS", ...(id !== undefined ? { id } : {}) });
}

export function useToasts(): ToastData[] {
  const [toasts, setToasts] = useState(state);
  useEffect(() => {
    listeners.add(setToasts);
    return () => {
      listeners.delete(setToasts);
    };
  }, []);
  return toasts;
}
