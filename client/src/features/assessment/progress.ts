import { QUESTION_COUNT } from "@shared/assessment/constants";
import type { AssessmentResponse, CompletionForm } from "@shared/validators/assessment";

/**
 * The test in progress, kept in localStorage so it survives a reload or a closed tab.
 * `seed` fixes this taker's shuffled order of the activities; `submissionId` makes a retried
 * submission idempotent on the server.
 */
export interface Choice {
  liked?: string;
  disliked?: string;
}

export interface AssessmentProgress {
  version: 1;
  seed: number;
  /**
   * The order of the first question when the page arrived with it already rendered
   * (scripts/prerender.ts renders it in a few orders and the server sends one at random); the
   * other questions follow `seed`.
   */
  firstSeed?: number;
  startedAt: number;
  current: number;
  answers: Record<number, Choice>;
  submissionId: string;
  prepaid: boolean;
  /** Filled on the completion form, so 'Volver' and a reload keep it. */
  personal?: Partial<CompletionForm>;
  /** A submission waiting for the connection to return. */
  pending?: boolean;
  /**
   * A signed-in person within 30 days of their latest test chose to take this one as a practice run
   * (kept and readable, never replacing their latest test or its report).
   */
  practice?: boolean;
}

export const PROGRESS_KEY = "assessment-progress";
export const PREPAYMENT_KEY = "prepayment";

function randomId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) =>
    (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16),
  );
}

export function newProgress(prepaid = false, firstSeed?: number): AssessmentProgress {
  return {
    version: 1,
    seed: crypto.getRandomValues(new Uint32Array(1))[0]!,
    ...(firstSeed === undefined ? {} : { firstSeed }),
    startedAt: Date.now(),
    current: 0,
    answers: {},
    submissionId: randomId(),
    prepaid,
  };
}

export function loadProgress(): AssessmentProgress | null {
  try {
    const raw = window.localStorage.getItem(PROGRESS_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as AssessmentProgress;
    if (parsed?.version !== 1 || typeof parsed.seed !== "number" || typeof parsed.answers !== "object") return null;
    if (parsed.firstSeed !== undefined && typeof parsed.firstSeed !== "number") return null;
    return parsed;
  } catch {
    return null;
  }
}

export function saveProgress(progress: AssessmentProgress): void {
  try {
    window.localStorage.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // storage full or unavailable: the test still works for this page
  }
}

export function clearProgress(): void {
  try {
    window.localStorage.removeItem(PROGRESS_KEY);
  } catch {
    // ignore
  }
}

/** A valid choice: both sides chosen and different. */
export function isComplete(choice: Choice | undefined): choice is Required<Choice> {
  return Boolean(choice?.liked && choice.disliked && choice.liked !== choice.disliked);
}

/** Choosing one side removes it from the other; choosing the selected one clears it. */
export function toggleChoice(choice: Choice | undefined, side: "liked" | "disliked", activityId: string): Choice {
  const next: Choice = { ...choice };
  const other = side === "liked" ? "disliked" : "liked";
  if (next[side] === activityId) {
    delete next[side];
    return next;
  }
  next[side] = activityId;
  if (next[other] === activityId) delete next[other];
  return next;
}

export function toResponses(answers: Record<number, Choice>, total: number): AssessmentResponse[] | null {
  const responses: AssessmentResponse[] = [];
  for (let set = 1; set <= total; set++) {
    const choice = answers[set];
    if (!isComplete(choice)) return null;
    responses.push({ questionSet: set, liked: choice.liked, disliked: choice.disliked });
  }
  return responses;
}

/**
 * How far the test saved in this browser got: "none" (nothing answered yet), "answering", or
 * "finished" (every question answered: the completion form is next). A submission waiting for the
 * connection counts as answered.
 */
export type SavedTestStage = "none" | "answering" | "finished";

export function savedTestStage(progress: AssessmentProgress | null = loadProgress()): SavedTestStage {
  if (!progress) return "none";
  const answered = Object.keys(progress.answers).length > 0 || progress.pending === true;
  if (!answered) return "none";
  return toResponses(progress.answers, QUESTION_COUNT) !== null ? "finished" : "answering";
}

/** The seed of the order of the activities of question `index` (0 is the first). */
export function orderSeed(progress: Pick<AssessmentProgress, "seed" | "firstSeed">, index: number): number {
  return index === 0 && progress.firstSeed !== undefined ? progress.firstSeed : progress.seed;
}

/** Deterministic shuffle (mulberry32 seeded per taker and set): stable across reloads. */
export function shuffled<T>(items: readonly T[], seed: number, salt: number): T[] {
  let state = (seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The prepayment record a paid-first visitor keeps: valid if unused and < 24 h old. */
export function hasValidPrepayment(now = Date.now()): boolean {
  try {
    const raw = window.localStorage.getItem(PREPAYMENT_KEY);
    if (!raw) return false;
    const record = JSON.parse(raw) as { used?: boolean; timestamp?: number };
    return (
      record.used === false && typeof record.timestamp === "number" && now - record.timestamp < 24 * 60 * 60 * 1000
    );
  } catch {
    return false;
  }
}

export function markPrepaymentUsed(): void {
  try {
    const raw = window.localStorage.getItem(PREPAYMENT_KEY);
    if (!raw) return;
    const record = JSON.parse(raw) as Record<string, unknown>;
    window.localStorage.setItem(PREPAYMENT_KEY, JSON.stringify({ ...record, used: true }));
  } catch {
    // ignore
  }
}
