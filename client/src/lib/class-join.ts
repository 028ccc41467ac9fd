/**
 * The class a student joined through its link (/unirse/CODE): kept in this tab until the test it
 * was opened for is submitted, which then carries the class's code (the class's size limits it).
 */
const CLASS_JOIN_KEY = "class-join";

export interface JoinedClass {
  code: string;
  className: string;
}

function tabStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberJoinedClass(joined: JoinedClass): void {
  try {
    tabStorage()?.setItem(CLASS_JOIN_KEY, JSON.stringify(joined));
  } catch {
    // storage unavailable: the test is then taken without the class
  }
}

export function joinedClass(): JoinedClass | undefined {
  try {
    const raw = tabStorage()?.getItem(CLASS_JOIN_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<JoinedClass> | null;
    return parsed && typeof parsed.code === "string" && typeof parsed.className === "string"
      ? { code: parsed.code, className: parsed.className }
      : undefined;
  } catch {
    return undefined;
  }
}

export function forgetJoinedClass(): void {
  try {
    tabStorage()?.removeItem(CLASS_JOIN_KEY);
  } catch {
    // nothing to forget
  }
}
