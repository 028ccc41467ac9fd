import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { Route } from "wouter";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { assessments } from "@shared/schema/index";
import type { ClassRosterDto, SchoolClassDto } from "@shared/validators/schools";
import { translate } from "@/lib/i18n";
import { joinedClass, rememberJoinedClass } from "@/lib/class-join";
import { submitAssessment } from "@/features/assessment/api/submit-assessment";
import { forwardApiTo } from "@/testing/api-network";
import { renderPage } from "@/testing/render-page";
// eslint-disable-next-line import-x/no-restricted-paths -- a component test runs the real API as its network edge
import { startApiServer, type ApiServer } from "../../../../server/src/testing/api-server";
// eslint-disable-next-line import-x/no-restricted-paths -- the same helpers the API tests use
import { signUp } from "../../../../server/src/testing/auth-helpers";
// eslint-disable-next-line import-x/no-restricted-paths -- the same valid submission the API tests send
import { buildResponses, buildStraightLine, buildSubmission } from "../../../../server/src/testing/builders";
import CounsellorPage from "./counsellor-page";
import JoinClassPage from "./join-class-page";
import ClassDashboardPage from "./class-dashboard-page";
import { LeaveClassSection } from "@/features/schools/components/leave-class";
import AdminPage from "./admin-page";
import { refreshPaymentConfig } from "@/lib/payment-config";

let api: ApiServer;
let adminToken: string;
let seq = 0;
forwardApiTo(() => api.url);

beforeAll(async () => {
  api = await startApiServer();
  adminToken = (await signUp(api.app, api.database.db, "admin")).token;
});
afterAll(() => api.close());
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${api.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A counsellor signed up through the API, approved by the admin unless `pending`. */
async function counsellor({ pending = false } = {}): Promise<string> {
  seq += 1;
  const email = `orientadora.${seq}.${Date.now()}@colegio.example`;
  const { token } = await post<{ token: string }>("/api/schools/counsellors", {
    name: "Marta Orientadora",
    email,
    password: "secret123",
    schoolName: "Colegio Santa Ana",
    country: "DO",
    city: "La Vega",
  });
  if (!pending) {
    const list = await fetch(`${api.url}/api/admin/schools/counsellors?status=pending&pageSize=100`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const { items } = (await list.json()) as { items: { id: string; email: string }[] };
    const id = items.find((c) => c.email === email)!.id;
    await post(`/api/admin/schools/counsellors/${id}/approve`, {}, adminToken);
  }
  return token;
}

let approved: Promise<string> | undefined;
/** One approved counsellor the later tests share (sign-ups are limited per address: 10 an hour). */
const sharedCounsellor = () => (approved ??= counsellor());

describe("the counsellor's classes", () => {
  it("creates a class and shows its code, link and how many joined", async () => {
    window.localStorage.setItem("auth_token", await counsellor());
    const page = await renderPage(<CounsellorPage />, { path: "/escuelas/panel" });
    expect(await screen.findByText(translate("es", "schools.panel.empty"), {}, { timeout: 5000 })).toBeTruthy();
    await page.user.type(screen.getByLabelText(translate("es", "schools.panel.className")), "4to A");
    await page.user.type(screen.getByLabelText(translate("es", "schools.panel.grade")), "4to de secundaria");
    await page.user.click(screen.getByRole("button", { name: translate("es", "schools.panel.create") }));
    const code = await screen.findByTestId("class-code", {}, { timeout: 5000 });
    expect(code.textContent).toMatch(/^[A-Z2-9]{6}$/);
    expect(screen.getByTestId("class-joined").textContent).toBe(
      translate("es", "schools.panel.joined", { joined: 0, size: 30 }),
    );
    expect(screen.getByText(new RegExp(`/unirse/${code.textContent}$`))).toBeTruthy();
  });

  it("says when a class's data is deleted, and keeps last year's class one more year when asked, in both languages", async () => {
    const token = await counsellor();
    const thisYear = new Date().getUTCFullYear();
    await post("/api/schools/classes", { name: "Promoción pasada", grade: "5to", year: thisYear - 1, size: 30 }, token);
    window.localStorage.setItem("auth_token", token);
    const page = await renderPage(<CounsellorPage />, { path: "/escuelas/panel" });
    const keeping = await screen.findByTestId("class-keeping", {}, { timeout: 5000 });
    expect(keeping.textContent).toContain(
      translate("es", "schools.panel.keeping", {
        date: translate("es", "date.long", {
          day: 1,
          month: translate("es", "date.month.1"),
          year: thisYear + 1,
        }),
      }),
    );
    await page.user.click(within(keeping).getByRole("button", { name: translate("es", "schools.panel.renew") }));
    await waitFor(
      () =>
        expect(screen.getByTestId("class-keeping").textContent).toContain(
          translate("es", "date.long", { day: 1, month: translate("es", "date.month.1"), year: thisYear + 2 }),
        ),
      { timeout: 5000 },
    );
    expect(within(screen.getByTestId("class-keeping")).queryByRole("button")).toBeNull();
    cleanup();

    // in English, a class of this year: its date, and nothing to renew yet
    await post("/api/schools/classes", { name: "This year", grade: "5th", year: thisYear, size: 30 }, token);
    await renderPage(<CounsellorPage />, { path: "/schools/panel", lang: "en" });
    await waitFor(() => expect(screen.getAllByTestId("class-keeping")).toHaveLength(2), { timeout: 5000 });
    for (const box of screen.getAllByTestId("class-keeping")) {
      expect(box.textContent).toContain(
        translate("en", "date.long", { day: 1, month: translate("en", "date.month.1"), year: thisYear + 2 }),
      );
      expect(within(box).queryByRole("button")).toBeNull();
    }
  });

  it("tells a counsellor still waiting for approval, with no class form", async () => {
    window.localStorage.setItem("auth_token", await counsellor({ pending: true }));
    await renderPage(<CounsellorPage />, { path: "/escuelas/panel" });
    expect(await screen.findByText(translate("es", "schools.panel.pendingTitle"), {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText(translate("es", "schools.panel.className"))).toBeNull();
  });
});

describe("a student joining a class", () => {
  it("shows the class and school, and starting the test remembers the class for the submission", async () => {
    const token = await counsellor();
    const klass = await post<SchoolClassDto>(
      "/api/schools/classes",
      { name: "5to B", grade: "5to", year: 2026, size: 40 },
      token,
    );
    const page = await renderPage(
      <Route path="/join/:code?">
        <JoinClassPage lang="en" />
      </Route>,
      { path: `/join/${klass.joinCode}`, lang: "en" },
    );
    expect(
      await screen.findByText(
        translate("en", "schools.join.classOf", { name: "5to B", grade: "5to", school: "Colegio Santa Ana" }),
      ),
    ).toBeTruthy();
    await page.user.click(screen.getByTestId("join-start"));
    await waitFor(() =>
      expect(joinedClass()).toEqual({ code: klass.joinCode, className: "5to B", visit: expect.any(String) }),
    );
    // the counsellor's roster counts this student as answering, before any name is known
    await waitFor(async () => {
      const roster = await fetch(`${api.url}/api/schools/classes/${klass.id}/roster`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(((await roster.json()) as ClassRosterDto).waiting).toEqual({ joined: 0, inProgress: 1 });
    });
  });

  it("sends the class's code once with the test, which the class then counts", async () => {
    const token = await counsellor();
    const klass = await post<SchoolClassDto>(
      "/api/schools/classes",
      { name: "6to A", grade: "6to", year: 2026, size: 40 },
      token,
    );
    rememberJoinedClass({ code: klass.joinCode, className: "6to A" });
    const body = buildSubmission();
    delete body.classCode;
    await submitAssessment(body);
    expect(joinedClass()).toBeUndefined();
    const classes = await fetch(`${api.url}/api/schools/classes`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await classes.json()) as SchoolClassDto[])[0]!.joined).toBe(1);
  });

  it("takes the student off the answering count once their test is stored", async () => {
    const token = await sharedCounsellor();
    const klass = await post<SchoolClassDto>(
      "/api/schools/classes",
      { name: "6to B", grade: "6to", year: 2026, size: 40 },
      token,
    );
    const visit = crypto.randomUUID();
    await fetch(`${api.url}/api/schools/join/${klass.joinCode}/visit`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: visit, stage: "started" }),
    });
    const waiting = async () =>
      (await get<ClassRosterDto>(`/api/schools/classes/${klass.id}/roster`, token)).waiting.inProgress;
    expect(await waiting()).toBe(1);
    rememberJoinedClass({ code: klass.joinCode, className: "6to B", visit });
    const body = buildSubmission({ fullName: "Quique Terminó" });
    delete body.classCode;
    await submitAssessment(body);
    expect(await waiting()).toBe(0);
    const roster = await get<ClassRosterDto>(`/api/schools/classes/${klass.id}/roster`, token);
    expect(roster.students.map((student) => student.fullName)).toEqual(["Quique Terminó"]);
  });

  it("says so when the code belongs to no open class", async () => {
    await renderPage(
      <Route path="/unirse/:code?">
        <JoinClassPage />
      </Route>,
      { path: "/unirse/ZZZZZZ" },
    );
    expect(await screen.findByText(translate("es", "schools.classNotFound"))).toBeTruthy();
  });
});

describe("the admin's Schools tab", () => {
  it("lists a counsellor waiting for approval and approves them", async () => {
    await counsellor({ pending: true });
    window.localStorage.setItem("auth_token", adminToken);
    await refreshPaymentConfig();
    const page = await renderPage(<AdminPage />, { path: "/admin" });
    await page.user.click(await screen.findByRole("tab", { name: translate("es", "schools.admin.tab") }));
    const approve = await screen.findAllByRole("button", { name: translate("es", "schools.admin.approve") });
    const before = approve.length;
    await page.user.click(approve[0]!);
    await waitFor(() =>
      expect(screen.queryAllByRole("button", { name: translate("es", "schools.admin.approve") }).length).toBe(
        before - 1,
      ),
    );
  });
});

async function get<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${api.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A test taken through the class's code, as a student's phone sends it. */
async function take(code: string, overrides: Parameters<typeof buildSubmission>[0] = {}) {
  return post<{ assessmentId: string; claimSecret: string }>(
    "/api/assessment/submit",
    buildSubmission({ classCode: code, ...overrides }),
  );
}

const dashboardAt = (id: string, lang: "es" | "en" = "es") =>
  renderPage(
    <Route path="/escuelas/panel/clase/:id">
      <ClassDashboardPage />
    </Route>,
    { path: `/escuelas/panel/clase/${id}`, lang },
  );

describe("the class dashboard", () => {
  it("shows the class's types as bars, its frequent career areas, the students to talk with and why, and downloads the roster", async () => {
    const token = await sharedCounsellor();
    const klass = await post<SchoolClassDto>(
      "/api/schools/classes",
      { name: "4to C", grade: "4to", year: 2026, size: 40 },
      token,
    );
    await take(klass.joinCode, { fullName: "Lucía Social", responses: buildResponses("S", "R") });
    await take(klass.joinCode, { fullName: "Mario Investigador", responses: buildResponses("I", "C") });
    await take(klass.joinCode, { fullName: "Nico Repetido", responses: buildStraightLine("A", "C") });
    window.localStorage.setItem("auth_token", token);
    const page = await dashboardAt(klass.id);

    const bars = await screen.findByTestId("class-distribution");
    expect(within(bars).getAllByRole("listitem")).toHaveLength(6);
    expect(
      within(bars).getByLabelText(
        new RegExp(`^${translate("es", "holland.S")}: primer tipo de \\d de 3 estudiantes, promedio`),
      ),
    ).toBeTruthy();
    expect(within(screen.getByTestId("class-areas")).getAllByRole("listitem").length).toBeGreaterThan(0);
    const flagged = screen.getByTestId("class-flagged");
    expect(within(flagged).getByText("Nico Repetido")).toBeTruthy();
    expect(within(flagged).getByText(translate("es", "schools.reason.straight-line"))).toBeTruthy();
    expect(within(flagged).queryByText("Lucía Social")).toBeNull();
    expect(screen.getByText(translate("es", "schools.dashboard.finished", { finished: 3 }))).toBeTruthy();
    expect(await screen.findByText("Mario Investigador")).toBeTruthy();

    const saved: Blob[] = [];
    const created = vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved.push(blob as Blob);
      return "blob:csv";
    });
    const revoked = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    try {
      await page.user.click(screen.getByRole("button", { name: translate("es", "schools.dashboard.downloadCsv") }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const text = new TextDecoder().decode(await saved[0]!.arrayBuffer());
      expect(text.startsWith("Nombre,Estado,Primer tipo,Segundo tipo,Terminó el")).toBe(true);
      expect(text).toContain("Nico Repetido");
    } finally {
      created.mockRestore();
      revoked.mockRestore();
    }
  });

  it("lets the counselor read the full report a student shared once it is unlocked, and says why not for the others", async () => {
    const token = await sharedCounsellor();
    const klass = await post<SchoolClassDto>(
      "/api/schools/classes",
      { name: "5to A", grade: "5to", year: 2026, size: 40 },
      token,
    );
    const shares = await take(klass.joinCode, { fullName: "Sara Comparte", counsellorMayRead: true });
    await take(klass.joinCode, { fullName: "Tomás Espera", counsellorMayRead: true });
    await take(klass.joinCode, { fullName: "Ulises Reserva" });
    await api.database.db.update(assessments).set({ isPaid: true }).where(eq(assessments.id, shares.assessmentId));
    window.localStorage.setItem("auth_token", token);
    const page = await dashboardAt(klass.id);

    const roster = await screen.findByTestId("class-roster");
    const row = (name: string) => within(roster).getByText(name).closest("tr")!;
    await waitFor(() => expect(within(roster).getByText("Ulises Reserva")).toBeTruthy());
    expect(within(row("Ulises Reserva")).getByText(translate("es", "schools.dashboard.notShared"))).toBeTruthy();
    expect(within(row("Tomás Espera")).getByText(translate("es", "schools.dashboard.sharedLocked"))).toBeTruthy();
    // (a locked report's row offers to unlock it with a pack, not to read it)
    expect(
      within(row("Tomás Espera")).queryByRole("button", { name: translate("es", "schools.dashboard.readReport") }),
    ).toBeNull();

    const saved: Blob[] = [];
    const created = vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved.push(blob as Blob);
      return "blob:pdf";
    });
    const revoked = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    try {
      await page.user.click(
        within(row("Sara Comparte")).getByRole("button", { name: translate("es", "schools.dashboard.readReport") }),
      );
      await waitFor(() => expect(saved).toHaveLength(1));
      const head = new TextDecoder().decode((await saved[0]!.arrayBuffer()).slice(0, 5));
      expect(head).toBe("%PDF-");
    } finally {
      created.mockRestore();
      revoked.mockRestore();
    }
  });

  it("says when a class is empty, when it is answering, and when it is closed, in both languages", async () => {
    const token = await sharedCounsellor();
    const klass = await post<SchoolClassDto>(
      "/api/schools/classes",
      { name: "1ro A", grade: "1ro", year: 2026, size: 40 },
      token,
    );
    window.localStorage.setItem("auth_token", token);
    await dashboardAt(klass.id);
    expect((await screen.findByTestId("class-state")).textContent).toBe(
      translate("es", "schools.dashboard.emptyState"),
    );
    expect(screen.getByTestId("class-none-finished")).toBeTruthy();
    cleanup();

    const visit = await fetch(`${api.url}/api/schools/join/${klass.joinCode}/visit`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: crypto.randomUUID(), stage: "started" }),
    });
    expect(visit.status).toBe(204);
    await dashboardAt(klass.id, "en");
    expect((await screen.findByTestId("class-state")).textContent).toBe(
      translate("en", "schools.dashboard.inProgressState"),
    );
    expect(
      within(screen.getByTestId("class-counts")).getByText(
        translate("en", "schools.dashboard.inProgress", { count: 1 }),
      ),
    ).toBeTruthy();
    cleanup();

    await fetch(`${api.url}/api/schools/classes/${klass.id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ closed: true }),
    });
    await dashboardAt(klass.id, "en");
    expect((await screen.findByTestId("class-state")).textContent).toBe(
      translate("en", "schools.dashboard.closedState"),
    );
  });

  it("tells another counsellor the class is not theirs, and shows none of it", async () => {
    const owner = await sharedCounsellor();
    const klass = await post<SchoolClassDto>(
      "/api/schools/classes",
      { name: "2do B", grade: "2do", year: 2026, size: 40 },
      owner,
    );
    await take(klass.joinCode, { fullName: "Olga Ajena" });
    window.localStorage.setItem("auth_token", await counsellor());
    await dashboardAt(klass.id);
    expect((await screen.findByTestId("class-dashboard-error")).textContent).toBe(
      translate("es", "schools.dashboard.notFound"),
    );
    expect(screen.queryByText("Olga Ajena")).toBeNull();
  });
});

describe("a student leaving a class", () => {
  it("shows the student their class on their results and lets them leave it; the counsellor no longer sees them", async () => {
    const token = await sharedCounsellor();
    const klass = await post<SchoolClassDto>(
      "/api/schools/classes",
      { name: "3ro C", grade: "3ro", year: 2026, size: 40 },
      token,
    );
    const taken = await take(klass.joinCode, { fullName: "Pablo Se Va" });
    const page = await renderPage(
      <LeaveClassSection assessmentId={taken.assessmentId} claimSecret={taken.claimSecret} />,
      {
        lang: "en",
      },
    );
    expect(
      await screen.findByText(translate("en", "schools.leave.explain", { name: "3ro C", school: "Colegio Santa Ana" })),
    ).toBeTruthy();
    await page.user.click(screen.getByRole("button", { name: translate("en", "schools.leave.button") }));
    await page.user.click(screen.getByRole("button", { name: translate("en", "schools.leave.confirmButton") }));
    await waitFor(() => expect(screen.queryByTestId("leave-class")).toBeNull());
    const roster = await get<ClassRosterDto>(`/api/schools/classes/${klass.id}/roster`, token);
    expect(roster.students).toEqual([]);
  });

  it("lets the student share their full report with the counselor, and stop sharing it", async () => {
    const token = await sharedCounsellor();
    const klass = await post<SchoolClassDto>(
      "/api/schools/classes",
      { name: "3ro D", grade: "3ro", year: 2026, size: 40 },
      token,
    );
    const taken = await take(klass.joinCode, { fullName: "Rita Decide" });
    const page = await renderPage(
      <LeaveClassSection assessmentId={taken.assessmentId} claimSecret={taken.claimSecret} />,
      { lang: "en" },
    );
    expect(await screen.findByText(translate("en", "schools.share.off"))).toBeTruthy();
    await page.user.click(screen.getByRole("button", { name: translate("en", "schools.share.allow") }));
    expect(await screen.findByText(translate("en", "schools.share.on"))).toBeTruthy();
    const shared = await get<ClassRosterDto>(`/api/schools/classes/${klass.id}/roster`, token);
    expect(shared.students[0]!.sharedReport).toEqual({ assessmentId: taken.assessmentId });
    await page.user.click(screen.getByRole("button", { name: translate("en", "schools.share.stop") }));
    expect(await screen.findByText(translate("en", "schools.share.off"))).toBeTruthy();
    const after = await get<ClassRosterDto>(`/api/schools/classes/${klass.id}/roster`, token);
    expect(after.students[0]!.sharedReport).toBeNull();
  });

  it("shows nothing for a test taken in no class", async () => {
    const taken = await post<{ assessmentId: string; claimSecret: string }>(
      "/api/assessment/submit",
      buildSubmission(),
    );
    await renderPage(<LeaveClassSection assessmentId={taken.assessmentId} claimSecret={taken.claimSecret} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId("leave-class")).toBeNull();
  });
});
