import { screen, waitFor } from "@testing-library/react";
import { Route } from "wouter";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SchoolClassDto } from "@shared/validators/schools";
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
import { buildSubmission } from "../../../../server/src/testing/builders";
import CounsellorPage from "./counsellor-page";
import JoinClassPage from "./join-class-page";
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
    await waitFor(() => expect(joinedClass()).toEqual({ code: klass.joinCode, className: "5to B" }));
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
