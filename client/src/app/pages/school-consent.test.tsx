import { screen, waitFor, within } from "@testing-library/react";
import { Route } from "wouter";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "@shared/i18n/lang";
import { QUESTION_COUNT, type AssessmentResponse } from "@shared/validators/assessment";
import type { CounsellorMeDto, SchoolClassDto } from "@shared/validators/schools";
import { PROGRESS_KEY, type AssessmentProgress } from "@/features/assessment/progress";
import { joinedClass, rememberJoinedClass } from "@/lib/class-join";
import { formatLongDate } from "@/lib/format-date";
import { translate } from "@/lib/i18n";
import {
  colombiaSchoolConsent,
  counsellorMe,
  joinInfo,
  publicConfig,
  reportPacks,
  schoolClass,
} from "@/testing/builders";
import { fakeApi } from "@/testing/fake-api";
import { renderPage } from "@/testing/render-page";
import AssessmentCompletePage from "./assessment-complete-page";
import CounsellorPage from "./counsellor-page";
import JoinClassPage from "./join-class-page";

// The school's consent is built on the server beside this client: the tests answer its API
// (shared/validators/schools.ts: CounsellorMeDto.schoolConsent, SchoolClassDto.schoolConsentAt, JoinClassDto.schoolConsent).
const { seen, answer } = fakeApi();

beforeAll(() => {
  // jsdom lays nothing out and has no scrolling
  HTMLElement.prototype.scrollIntoView = () => {};
});
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const requests = (method: string, path: string) =>
  seen.filter((r) => r.method === method && r.path.split("?")[0] === path);

const colombia = counsellorMe({ schoolName: "Colegio San José", country: "CO", city: "Medellín" });

/** The panel's answers: the counsellor, their classes (read when asked) and no packs. */
function panelAnswers(me: CounsellorMeDto, classes: () => SchoolClassDto[]) {
  answer("GET", "/api/auth/user", { status: 401, json: { message: "No autenticado" } });
  answer("GET", "/api/payment/config", { json: publicConfig() });
  answer("GET", "/api/schools/me", { json: me });
  answer("GET", "/api/schools/classes", () => ({ json: classes() }));
  answer("GET", "/api/schools/packs", { json: reportPacks() });
}

async function openPanel(lang: Lang = "es") {
  const page = await renderPage(<CounsellorPage />, {
    lang,
    path: lang === "es" ? "/escuelas/panel" : "/schools/panel",
  });
  const card = await screen.findByTestId("class-card");
  return { ...page, card };
}

describe("the families' written consent on a class card", () => {
  it("when the school is in Colombia, then the card shows the rule and the law, and ticking the box confirms it with its date and unticking withdraws it", async () => {
    const rule = colombiaSchoolConsent();
    let klass = schoolClass();
    panelAnswers(counsellorMe({ ...colombia, schoolConsent: rule }), () => [klass]);
    const confirmedAt = "2026-11-27T15:00:00.000Z";
    answer("PATCH", `/api/schools/classes/${klass.id}`, (request) => {
      const { schoolConsent } = request.body as { schoolConsent: boolean };
      klass = schoolClass({ schoolConsentAt: schoolConsent ? confirmedAt : null });
      return { json: klass };
    });
    const { user, card } = await openPanel();

    const section = within(card).getByTestId("school-consent");
    expect(within(section).getByRole("heading", { name: translate("es", "schoolConsent.panel.title") })).toBeTruthy();
    expect(section.textContent).toContain(rule.summary.es);
    const law = within(section).getByRole("link", { name: new RegExp(translate("es", "schoolConsent.panel.lawLink")) });
    expect(law.getAttribute("href")).toBe(rule.url);
    expect(law.getAttribute("target")).toBe("_blank");
    expect(law.getAttribute("rel")).toContain("noopener");
    const box = within(section).getByLabelText(
      translate("es", "schoolConsent.panel.confirm", { age: 18, law: rule.law.es }),
    ) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(within(section).getByTestId("school-consent-state").textContent).toBe(
      translate("es", "schoolConsent.panel.notConfirmed", { age: 18 }),
    );

    await user.click(box);
    await waitFor(() =>
      expect(within(section).getByTestId("school-consent-state").textContent).toBe(
        translate("es", "schoolConsent.panel.confirmedOn", { date: formatLongDate(confirmedAt, "es") }),
      ),
    );
    expect(box.checked).toBe(true);
    expect(requests("PATCH", `/api/schools/classes/${klass.id}`).map((r) => r.body)).toEqual([{ schoolConsent: true }]);

    // with the keyboard: the box keeps the focus, and the space bar withdraws it
    expect(document.activeElement).toBe(box);
    await user.keyboard(" ");
    await waitFor(() =>
      expect(within(section).getByTestId("school-consent-state").textContent).toBe(
        translate("es", "schoolConsent.panel.notConfirmed", { age: 18 }),
      ),
    );
    expect(box.checked).toBe(false);
    expect(requests("PATCH", `/api/schools/classes/${klass.id}`).map((r) => r.body)).toEqual([
      { schoolConsent: true },
      { schoolConsent: false },
    ]);
    expect(within(section).queryByRole("alert")).toBeNull();
  });

  it("when the server refuses the confirmation, then the card says why in English and the box stays unticked", async () => {
    const rule = colombiaSchoolConsent();
    const klass = schoolClass();
    panelAnswers(counsellorMe({ ...colombia, schoolConsent: rule }), () => [klass]);
    const refusal = "This option is not offered in your school's country yet.";
    answer("PATCH", `/api/schools/classes/${klass.id}`, { status: 409, json: { message: refusal } });
    const { user, card } = await openPanel("en");

    const section = within(card).getByTestId("school-consent");
    expect(section.textContent).toContain(rule.summary.en);
    expect(within(section).getByRole("link", { name: /See the law/ })).toBeTruthy();
    const box = within(section).getByLabelText(
      translate("en", "schoolConsent.panel.confirm", { age: 18, law: rule.law.en }),
    ) as HTMLInputElement;
    await user.click(box);
    expect((await within(section).findByRole("alert")).textContent).toBe(refusal);
    expect(box.checked).toBe(false);
    expect(within(section).getByTestId("school-consent-state").textContent).toBe(
      "Not confirmed: each student under 18 gives the email of their parent or guardian.",
    );
  });

  it("when the school's country has no rule, then the card offers nothing of it", async () => {
    panelAnswers(counsellorMe(), () => [schoolClass()]);
    const { card } = await openPanel();
    expect(within(card).getByTestId("class-keeping")).toBeTruthy();
    expect(within(card).queryByTestId("school-consent")).toBeNull();
    expect(within(card).queryByText(translate("es", "schoolConsent.panel.title"))).toBeNull();
  });
});

async function openJoin(code: string, lang: Lang) {
  const prefix = lang === "es" ? "/unirse" : "/join";
  const page = await renderPage(
    <Route path={`${prefix}/:code?`}>
      <JoinClassPage lang={lang} />
    </Route>,
    { path: `${prefix}/${code}`, lang },
  );
  await screen.findByTestId("join-class");
  return page;
}

describe("the join page of a class whose school holds the families' consent", () => {
  it("when the school confirmed it, then the page says so and the tab remembers it for the form", async () => {
    const info = joinInfo({ country: "CO", schoolConsent: true });
    answer("GET", `/api/schools/join/${info.code}`, { json: info });
    const page = await openJoin(info.code, "es");
    expect(screen.getByTestId("join-school-consent").textContent).toBe(translate("es", "schoolConsent.join.line"));
    expect(screen.getByTestId("join-school-consent").textContent).toBe(
      "Tu colegio tiene la autorización escrita de tu familia para este test.",
    );
    await page.user.click(screen.getByTestId("join-start"));
    await waitFor(() => expect(joinedClass()).toMatchObject({ code: info.code, schoolConsent: true }));
  });

  it("when it did not, then the page says nothing of it, in English", async () => {
    const info = joinInfo({ country: "CO", schoolConsent: false });
    answer("GET", `/api/schools/join/${info.code}`, { json: info });
    const page = await openJoin(info.code, "en");
    expect(screen.queryByTestId("join-school-consent")).toBeNull();
    expect(screen.queryByText("Your school holds your family's written permission for this test.")).toBeNull();
    await page.user.click(screen.getByTestId("join-start"));
    await waitFor(() =>
      expect(joinedClass()).toEqual({ code: info.code, className: info.className, visit: expect.any(String) }),
    );
  });
});

/** A test answered to the end in this browser (the server is faked: any two activities a screen): the form is next. */
function answered(): AssessmentProgress {
  const responses: AssessmentResponse[] = Array.from({ length: QUESTION_COUNT }, (_, index) => ({
    questionSet: index + 1,
    liked: "first",
    disliked: "second",
  }));
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

/** A Colombian student of 15-18 fills the form and says they are under 18. */
async function openMinorForm(lang: Lang) {
  answered();
  answer("POST", "/api/assessment/submit", { json: { assessmentId: "a1b2c3d4e5f6", claimSecret: "secret" } });
  const page = await renderPage(<AssessmentCompletePage />, { lang, path: `/assessment/complete?lang=${lang}` });
  await screen.findByRole("heading", { name: translate(lang, "complete.title") });
  await page.user.type(screen.getByLabelText(translate(lang, "complete.fullName")), "Camila Ortiz");
  await page.user.type(screen.getByLabelText(translate(lang, "complete.email")), "camila@example.com");
  await page.user.selectOptions(screen.getByLabelText(translate(lang, "complete.country")), "CO");
  await page.user.selectOptions(screen.getByLabelText(translate(lang, "complete.age")), "15-18");
  await page.user.selectOptions(screen.getByLabelText(translate(lang, "complete.education")), "secundaria");
  await page.user.click(screen.getByLabelText(translate(lang, "privacy.consent.label")));
  await page.user.click(screen.getByLabelText(translate(lang, "privacy.minor.yes")));
  return page;
}

const submissions = () => requests("POST", "/api/assessment/submit");

/** The class the student joined, as the join page left it in the tab, and what the class says now. */
function inClass({ remembered, now }: { remembered: boolean; now: boolean }) {
  const info = joinInfo({ country: "CO", schoolConsent: now });
  rememberJoinedClass({ code: info.code, className: info.className, ...(remembered ? { schoolConsent: true } : {}) });
  answer("GET", `/api/schools/join/${info.code}`, { json: info });
  return info;
}

describe("the completion form of a minor in a class", () => {
  it("when the school holds the families' consent, then the minor is told so and sends the test without a guardian", async () => {
    const info = inClass({ remembered: true, now: true });
    const page = await openMinorForm("es");

    expect((await screen.findByTestId("school-consent-notice")).textContent).toBe(
      translate("es", "schoolConsent.form.notice"),
    );
    expect(screen.getByTestId("school-consent-notice").parentElement!.getAttribute("aria-live")).toBe("polite");
    expect(screen.getByLabelText(translate("es", "schoolConsent.form.emailOptional"))).toBeTruthy();
    // the counsellor may still be let to read the full report
    await page.user.click(screen.getByLabelText(translate("es", "schools.share.label")));
    await page.user.click(screen.getByTestId("finish-button"));

    await waitFor(() => expect(submissions()).toHaveLength(1));
    const body = submissions()[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      country: "CO",
      age: "15-18",
      consent: true,
      underConsentAge: true,
      classCode: info.code,
      counsellorMayRead: true,
    });
    expect(body).not.toHaveProperty("guardianEmail");
    expect(body).not.toHaveProperty("guardianConsent");
    expect(screen.queryByText(translate("es", "privacy.guardianRequired"))).toBeNull();
  });

  it("when the minor of such a class writes a guardian's email, then the guardian's agreement is still asked for, in English", async () => {
    inClass({ remembered: true, now: true });
    const page = await openMinorForm("en");

    expect((await screen.findByTestId("school-consent-notice")).textContent).toBe(
      "Your school confirmed it holds your parent's or guardian's written permission. If you like, write their email so they also get the notice.",
    );
    await page.user.type(
      screen.getByLabelText("Your parent's or guardian's email (optional)"),
      "papa.ortiz@example.com",
    );
    await page.user.click(screen.getByTestId("finish-button"));
    expect(await screen.findByText(translate("en", "schoolConsent.form.consentWithEmail"))).toBeTruthy();
    expect(submissions()).toEqual([]);

    await page.user.click(screen.getByLabelText(translate("en", "privacy.guardian.consent")));
    await page.user.click(screen.getByTestId("finish-button"));
    await waitFor(() => expect(submissions()).toHaveLength(1));
    expect(submissions()[0]!.body).toMatchObject({
      underConsentAge: true,
      guardianEmail: "papa.ortiz@example.com",
      guardianConsent: true,
    });
  });

  it("when the class's school holds no such consent, then the minor is still stopped without a guardian, in English", async () => {
    inClass({ remembered: false, now: false });
    const page = await openMinorForm("en");

    expect(screen.getByLabelText(translate("en", "privacy.guardian.email"))).toBeTruthy();
    await page.user.click(screen.getByTestId("finish-button"));
    expect(await screen.findByText("We need the email and the permission of your parent or guardian")).toBeTruthy();
    expect(screen.queryByTestId("school-consent-notice")).toBeNull();
    expect(submissions()).toEqual([]);
  });

  it("when the counsellor withdrew the consent after the student joined, then the form asks for the guardian again", async () => {
    const info = inClass({ remembered: true, now: false });
    const page = await openMinorForm("es");

    await waitFor(() => expect(requests("GET", `/api/schools/join/${info.code}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId("school-consent-notice")).toBeNull());
    await page.user.click(screen.getByTestId("finish-button"));
    expect(await screen.findByText(translate("es", "privacy.guardianRequired"))).toBeTruthy();
    expect(submissions()).toEqual([]);
  });
});
