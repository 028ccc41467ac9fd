import { screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "@shared/i18n/lang";
import type { AssessmentResponse } from "@shared/validators/assessment";
import { paths } from "@/config/paths";
import { PROGRESS_KEY, type AssessmentProgress } from "@/features/assessment/progress";
import { translate } from "@/lib/i18n";
import { forwardApiTo } from "@/testing/api-network";
import { renderPage } from "@/testing/render-page";
// eslint-disable-next-line import-x/no-restricted-paths -- a component test runs the real API as its network edge
import { startApiServer, type ApiServer } from "../../../../server/src/testing/api-server";
// eslint-disable-next-line import-x/no-restricted-paths -- the same builders the API tests use
import { buildResponses } from "../../../../server/src/testing/builders";
// eslint-disable-next-line import-x/no-restricted-paths -- the same helpers the API tests use
import { signUp } from "../../../../server/src/testing/auth-helpers";
// eslint-disable-next-line import-x/no-restricted-paths -- the same class helpers the API tests use
import { approvedCounsellor, createClass } from "../../../../server/src/testing/schools";
import { rememberJoinedClass } from "@/lib/class-join";
import AssessmentCompletePage from "./assessment-complete-page";

let api: ApiServer;
const { seen } = forwardApiTo(() => api.url);

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
beforeEach(() => window.localStorage.clear());

/** A test answered to the end in this browser: the completion form is next. */
function answered(responses: AssessmentResponse[] = buildResponses("S", "R")): AssessmentProgress {
  const progress: AssessmentProgress = {
    version: 1,
    seed: 7,
    startedAt: Date.now() - 5 * 60_000,
    current: responses.length - 1,
    answers: Object.fromEntries(responses.map((r) => [r.questionSet, { liked: r.liked, disliked: r.disliked }])),
    submissionId: crypto.randomUUID(),
    prepaid: false,
  };
  window.localStorage.setItem(PROGRESS_KEY, JSON.stringify(progress));
  return progress;
}

async function openForm(lang: Lang = "es") {
  const page = await renderPage(<AssessmentCompletePage />, { lang, path: `/assessment/complete?lang=${lang}` });
  await screen.findByRole("heading", { name: translate(lang, "complete.title") });
  return page;
}

type Page = Awaited<ReturnType<typeof openForm>>;

async function fillPerson(page: Page, { age, lang = "es" }: { age: string; lang?: Lang }) {
  await page.user.type(screen.getByLabelText(translate(lang, "complete.fullName")), "Valentina Rojas");
  await page.user.type(screen.getByLabelText(translate(lang, "complete.email")), "valentina@example.com");
  await page.user.selectOptions(screen.getByLabelText(translate(lang, "complete.country")), "DO");
  await page.user.selectOptions(screen.getByLabelText(translate(lang, "complete.age")), age);
  await page.user.selectOptions(
    screen.getByLabelText(translate(lang, "complete.education")),
    age === "15-18" ? "secundaria" : "universitario",
  );
  await page.user.click(screen.getByLabelText(translate(lang, "privacy.consent.label")));
}

const submissions = () => seen.filter((r) => r.method === "POST" && r.path.startsWith("/api/assessment/submit"));
const stored = () => window.localStorage.getItem(PROGRESS_KEY);

describe("the completion form", () => {
  it("says what is missing, sends nothing and keeps the answers", async () => {
    answered();
    const page = await openForm();
    await page.user.click(screen.getByTestId("finish-button"));
    expect(await screen.findByTestId("required-message")).toBeTruthy();
    expect(screen.getByText(translate("es", "privacy.consent.required"))).toBeTruthy();
    expect(submissions()).toEqual([]);
    expect(stored()).not.toBeNull();
  });

  it("sends the answers with the person's data once, then opens the results and forgets the answers", async () => {
    const progress = answered();
    const page = await openForm();
    await fillPerson(page, { age: "25-35" });
    await page.user.click(screen.getByTestId("finish-button"));

    await waitFor(() => expect(window.location.pathname).not.toBe("/assessment/complete"));
    const [sent, ...more] = submissions();
    expect(more).toEqual([]);
    expect(sent?.body).toMatchObject({
      fullName: "Valentina Rojas",
      email: "valentina@example.com",
      country: "DO",
      age: "25-35",
      education: "universitario",
      consent: true,
      submissionId: progress.submissionId,
      responses: buildResponses("S", "R"),
    });
    const id = window.location.pathname.split("/").pop()!;
    expect(window.location.pathname + window.location.search).toBe(`${paths.results(id)}?lang=es`);
    expect(stored()).toBeNull();
    // the server kept it, with the first letter the answers point to
    const kept = (await (await fetch(`${api.url}/api/assessment/${id}`)).json()) as {
      fullName: string;
      ranking: string[];
    };
    expect(kept.fullName).toBe("Valentina Rojas");
    expect(kept.ranking[0]).toBe("S");
  });

  it("asks a teenager whether they are under the country's age of consent, and then for a guardian", async () => {
    answered();
    const page = await openForm("en");
    await fillPerson(page, { age: "15-18", lang: "en" });
    await page.user.click(screen.getByLabelText(translate("en", "privacy.minor.yes")));
    await page.user.type(screen.getByLabelText(translate("en", "privacy.guardian.email")), "valentina@example.com");
    await page.user.click(screen.getByLabelText(translate("en", "privacy.guardian.consent")));
    await page.user.click(screen.getByTestId("finish-button"));
    expect(await screen.findByText(translate("en", "privacy.guardianSameEmail"))).toBeTruthy();
    expect(submissions()).toEqual([]);

    await page.user.clear(screen.getByLabelText(translate("en", "privacy.guardian.email")));
    await page.user.type(screen.getByLabelText(translate("en", "privacy.guardian.email")), "mama.rojas@example.com");
    await page.user.click(screen.getByTestId("finish-button"));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/results\//));
    expect(submissions()).toHaveLength(1);
    expect(submissions()[0]!.body).toMatchObject({
      age: "15-18",
      underConsentAge: true,
      guardianEmail: "mama.rojas@example.com",
      guardianConsent: true,
    });
  });

  it("in a class, offers to let the counselor read the full report, unticked until the student chooses", async () => {
    const adminToken = (await signUp(api.app, api.database.db, "admin")).token;
    const ctx = { app: api.app, database: api.database } as unknown as Parameters<typeof approvedCounsellor>[0];
    const { token } = await approvedCounsellor(ctx, adminToken);
    const klass = await createClass(ctx, token, { name: "6to B" });
    rememberJoinedClass({ code: klass.joinCode, className: klass.name });
    answered();
    const page = await openForm("en");
    await fillPerson(page, { age: "19-24", lang: "en" });
    const share = screen.getByLabelText(translate("en", "schools.share.label")) as HTMLInputElement;
    expect(share.checked).toBe(false);
    await page.user.click(share);
    await page.user.click(screen.getByTestId("finish-button"));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/results\//));
    expect(submissions().at(-1)!.body).toMatchObject({ classCode: klass.joinCode, counsellorMayRead: true });
  });

  it("outside a class, asks nothing about a counselor", async () => {
    answered();
    await openForm("es");
    expect(screen.queryByLabelText(translate("es", "schools.share.label"))).toBeNull();
  });

  it("keeps the answers when the server refuses them, and says so on the page", async () => {
    const responses = buildResponses("S", "R");
    // an answer the test does not have (an old version of the page, a tampered one)
    answered([{ ...responses[0]!, liked: "no-such-activity" }, ...responses.slice(1)]);
    const page = await openForm();
    await fillPerson(page, { age: "25-35" });
    await page.user.click(screen.getByTestId("finish-button"));
    expect((await screen.findByTestId("submit-error")).textContent).toBe(translate("es", "complete.error"));
    expect(submissions()).toHaveLength(1);
    expect(window.location.pathname).toBe("/assessment/complete");
    expect(stored()).not.toBeNull();
    expect(screen.getByTestId("finish-button").hasAttribute("disabled")).toBe(false);
  });
});
