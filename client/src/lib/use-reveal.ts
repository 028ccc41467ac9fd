import { useEffect, useRef } from "react";

/**
 * A message that answers what the person just did (a payment's outcome, a refusal) is put where the
 * eye is: scrolled into view and focused (so a screen reader reads it) each time `key` changes to a
 * value. The element needs tabIndex={-1}.
 */
export function useReveal<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!key) return;
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ block: "center" });
    element.focus({ preventScroll: true });
  }, [key]);
  return ref;
}
