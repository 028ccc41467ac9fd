/**
 * The class a student joined through its link (/unirse/CODE): kept in this tab until the test it
 * was opened for is submitted, which then carries the class's code (the class's size limits it).
 */
const CLASS_JOIN_KEY = "class-join";

export interface JoinedClass {
  code: string;
  className: string;
  /** This tab's token of its visit to the class's link (the roster's "in progress"); sent once with the test. */
  visit?: string;
  /**
   * The school confirmed it holds the written authorization of each minor's parent or guardian (the join page's
   * answer): a student under the age of consent may leave the guardian's email out of the form.
   */
  schoolConsent?: boolean;
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
    if (!parsed || typeof parsed.code !== "string" || typeof parsed.className !== "string") return undefined;
    return {
      code: parsed.code,
      className: parsed.className,
      ...(typeof parsed.visit === "string" ? { visit: parsed.visit } : {}),
      ...(parsed.schoolConsent === true ? { schoolConsent: true } : {}),
    };
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

const VISIT_KEY = "class-visit:";

/**
 * This tab's random token for its visit to a class's link: the same across reloads of the tab, so
 * the counsellor's roster counts one student once. Undefined when the tab keeps nothing.
 */
export function classVisitToken(code: string): string | undefined {
  try {
    const storage = tabStorage();
    if (!storage || typeof crypto === "undefined" || typeof crypto.randomUUID !== "function") return undefined;
    const key = `${VISIT_KEY}${code}`;
    const kept = storage.getItem(key);
    if (kept) return kept;
    const token = crypto.randomUUID();
    storage.setItem(key, token);
    return token;
  } catch {
    return undefined;
  }
}
