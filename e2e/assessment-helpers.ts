import { expect, type Page } from "@playwright/test";
import { t, textPattern } from "./texts";

/** Answers the current question: like the card at `likeAt`, dislike the card at `dislikeAt`. */
export async function answerCurrent(page: Page, lang: "es" | "en", likeAt = 0, dislikeAt = 1): Promise<void> {
  const cards = page.getByTestId("activity-card");
  await cards
    .nth(likeAt)
    .getByRole("button", { name: textPattern(lang, "assessment.likeActivity", { start: true }) })
    .click();
  await cards
    .nth(dislikeAt)
    .getByRole("button", { name: textPattern(lang, "assessment.dislikeActivity", { start: true }) })
    .click();
}

/** Answers the current question by activity: like one, dislike another, wherever the shuffle put them. */
export async function answerByActivity(page: Page, lang: "es" | "en", liked: string, disliked: string): Promise<void> {
  await page
    .locator(`[data-activity-id="${liked}"]`)
    .getByRole("button", { name: textPattern(lang, "assessment.likeActivity", { start: true }) })
    .click();
  await page
    .locator(`[data-activity-id="${disliked}"]`)
    .getByRole("button", { name: textPattern(lang, "assessment.dislikeActivity", { start: true }) })
    .click();
}

/**
 * Answers all 15 questions with the mouse, as a person with a clear preference would (clearResponses),
 * and arrives at the completion form.
 */
export async function answerAll(page: Page, lang: "es" | "en"): Promise<void> {
  const sets = (await (await page.request.get("/api/assessment/questions")).json()) as {
    id: number;
    activities: { id: string }[];
  }[];
  const plan = clearResponses(sets);
  for (let i = 1; i <= 15; i++) {
    await expect(page.getByTestId("question-counter")).toHaveText(
      t(lang, "assessment.questionOf", { current: i, total: 15 }),
    );
    await answerByActivity(page, lang, plan[i - 1]!.liked, plan[i - 1]!.disliked);
    await page
      .getByRole("button", {
        name: i === 15 ? t(lang, "assessment.complete") : t(lang, "assessment.next"),
        exact: true,
      })
      .click();
  }
  await expect(page).toHaveURL(/\/assessment-complete/);
}

export async function fillCompletionForm(
  page: Page,
  lang: "es" | "en",
  name = "María Fernanda Núñez",
  email = "maria@example.com",
): Promise<void> {
  await page.getByLabel(t(lang, "complete.fullName")).fill(name);
  await page.getByLabel(t(lang, "complete.email")).fill(email);
  await page.getByLabel(t(lang, "complete.country")).selectOption("CO");
  await page.getByLabel(t(lang, "complete.age")).selectOption("15-18");
  await page.getByLabel(t(lang, "complete.education")).selectOption("secundaria");
  await giveConsent(page, lang);
}

/** Consent: the person agrees; in Colombia someone 15-18 is asked whether they are under 18 (not kept across a reload). */
export async function giveConsent(page: Page, lang: "es" | "en"): Promise<void> {
  await page.getByLabel(t(lang, "privacy.consent.label")).check();
  await page
    .getByRole("group", { name: t(lang, "privacy.minor.question", { age: 18 }) })
    .getByLabel(t(lang, "privacy.minor.no"), { exact: true })
    .check();
}

/** Takes the whole test and lands on the results page; returns the assessment id. */
export async function takeTest(page: Page, lang: "es" | "en" = "es", name?: string): Promise<string> {
  await page.goto(`/assessment?lang=${lang}`);
  await answerAll(page, lang);
  await fillCompletionForm(page, lang, name);
  await page.getByRole("button", { name: t(lang, "complete.submit") }).click();
  await expect(page).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
  await expect(page.getByTestId("primary-type")).toBeVisible();
  return /\/results\/([A-Za-z0-9_-]{22})/.exec(page.url())![1]!;
}

let seeded = 0;
/** A finished test created through the API, from the page's browser context (its cookies go with it). */
export async function submitAssessment(
  page: Page,
  lang: "es" | "en" = "es",
  name = "Persona Prueba",
  /** The type the person likes most (its index in R I A S E C), 1 (I) unless said. */
  liked = 1,
): Promise<{ assessmentId: string; claimSecret: string; email: string }> {
  const sets = (await (await page.request.get("/api/assessment/questions")).json()) as {
    id: number;
    activities: { id: string }[];
  }[];
  const responses = clearResponses(sets, liked, liked === 5 ? 0 : 5);
  seeded += 1;
  const email = `seed.${Date.now()}.${seeded}@example.com`;
  const res = await page.request.post(`/api/assessment/submit?lang=${lang}`, {
    data: {
      fullName: name,
      email,
      age: "15-18",
      education: "secundaria",
      country: "CO",
      isPrepaid: false,
      responses,
      lang,
      consent: true,
      underConsentAge: false,
    },
    // each seeded test from its own address: the per-address submission limit is for floods, not for this suite
    headers: { "X-Forwarded-For": `198.18.${Math.floor(seeded / 250) % 250}.${(seeded % 250) + 1}` },
  });
  expect(res.ok()).toBe(true);
  const { assessmentId, claimSecret } = (await res.json()) as { assessmentId: string; claimSecret: string };
  return { assessmentId, claimSecret, email };
}

/**
 * A finished test created through the API (for journeys that start after the test), then its
 * results page opened in the browser. The browser context's cookies go with the request, so a
 * signed-in or referred visitor's test is theirs.
 */
export async function seedAssessment(
  page: Page,
  lang: "es" | "en" = "es",
  name = "Persona Prueba",
  liked = 1,
): Promise<string> {
  const { assessmentId, claimSecret } = await submitAssessment(page, lang, name, liked);
  await keepClaimSecret(page, assessmentId, claimSecret);
  await page.goto(`/results/${assessmentId}?lang=${lang}`);
  await expect(page.getByTestId("primary-type")).toBeVisible();
  await appRunning(page);
  return assessmentId;
}

/**
 * The app has taken over a page that arrived rendered (the landing, test and results pages): its
 * effects have run (a results page has remembered itself as the browser's latest test).
 */
export async function appRunning(page: Page): Promise<void> {
  await expect(page.locator("#root")).not.toHaveAttribute("data-prerendered", /./);
}

/** The browser that submits a test keeps its claim secret, as the completion form does (from the next page load on). */
export async function keepClaimSecret(page: Page, assessmentId: string, claimSecret: string): Promise<void> {
  await page.addInitScript(
    ([id, secret]) => {
      const keys = JSON.parse(window.localStorage.getItem("assessment-keys") ?? "{}") as Record<string, string>;
      window.localStorage.setItem("assessment-keys", JSON.stringify({ ...keys, [id!]: secret! }));
    },
    [assessmentId, claimSecret],
  );
}

/** The claim secret this page's browser holds for a test, as the header the app sends it in (the page must be on the app). */
export async function claimHeaderOf(page: Page, assessmentId: string): Promise<Record<string, string>> {
  const secret = await page.evaluate(
    (id) => (JSON.parse(window.localStorage.getItem("assessment-keys") ?? "{}") as Record<string, string>)[id],
    assessmentId,
  );
  expect(secret, "this browser holds the test's claim secret").toBeTruthy();
  return { "X-Claim-Secret": secret! };
}

/**
 * Moves the server's side of time for the signed-in user of `page`: their tests become `days` older
 * (the e2e server runs with TEST_HOOKS=on). A signed-in person may take the test again only 30 days
 * after their latest one.
 */
export async function ageSignedInTests(page: Page, days = 31): Promise<void> {
  const res = await page.request.post("/api/test-hooks/backdate-assessments", { data: { days } });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Answers of a person with a clear preference, from the questions as the API serves them (each
 * screen's activities in R I A S E C order): the `liked` type on most screens and its neighbour on
 * the others, the `disliked` type on most screens and another on the rest. Answers that like and
 * dislike every type in turn read as inconsistent and get no confident careers, as they should.
 */
export function clearResponses(
  sets: { id: number; activities: { id: string }[] }[],
  liked = 1,
  disliked = 5,
): { questionSet: number; liked: string; disliked: string }[] {
  const second = [1, 2, 3, 4, 5].map((k) => (liked + k) % 6).find((t) => t !== disliked)!;
  const alsoDisliked = [1, 2, 3, 4, 5].map((k) => (disliked + k) % 6).find((t) => t !== liked && t !== second)!;
  return sets.map((set, i) => ({
    questionSet: set.id,
    liked: set.activities[i % 3 === 2 ? second : liked]!.id,
    disliked: set.activities[i % 3 === 1 ? alsoDisliked : disliked]!.id,
  }));
}
