import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminToken } from "./admin-api";
import { clearResponses } from "./assessment-helpers";
import { expectNoSeriousA11yViolations, collectConsoleErrors } from "./fixtures";
import { nextClientIp, storeSession, uniqueEmail } from "./sign-up";
import { t } from "./texts";

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE, serviceWorkers: "block" });

/** An approved counsellor with one class of three finished students (one whose answers need a talk). */
async function classWithStudents(
  request: APIRequestContext,
  adminBrowser: APIRequestContext,
  students: APIRequestContext,
) {
  const signUp = await request.post("/api/schools/counsellors", {
    data: {
      name: "Rosa Orientadora",
      email: uniqueEmail("orientadora", "colegio.example"),
      password: "secret123",
      schoolName: "Liceo Las Palmas",
      country: "CO",
      city: "Cali",
    },
    headers: { "X-Forwarded-For": nextClientIp() },
  });
  expect(signUp.status()).toBe(201);
  const { token, user } = (await signUp.json()) as { token: string; user: { email: string } };
  // the admin signs in from another browser (not the counsellor's)
  const admin = { Authorization: `Bearer ${await adminToken(adminBrowser)}` };
  const pending = (await (
    await adminBrowser.get("/api/admin/schools/counsellors?status=pending&pageSize=100", { headers: admin })
  ).json()) as { items: { id: string; email: string }[] };
  const id = pending.items.find((c) => c.email === user.email)!.id;
  expect((await adminBrowser.post(`/api/admin/schools/counsellors/${id}/approve`, { headers: admin })).ok()).toBe(true);
  const klass = (await (
    await request.post("/api/schools/classes", {
      data: { name: "11° B", grade: "Undécimo", year: 2026, size: 40 },
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { id: string; joinCode: string };
  const sets = (await (await request.get("/api/assessment/questions")).json()) as {
    id: number;
    activities: { id: string }[];
  }[];
  const answers: [string, ReturnType<typeof clearResponses>][] = [
    ["Valentina Ríos", clearResponses(sets, 3, 0)],
    ["Santiago Mejía", clearResponses(sets, 1, 5)],
    // the same choice on every screen: straight-lining
    [
      "Camila Duarte",
      sets.map((set) => ({ questionSet: set.id, liked: set.activities[2]!.id, disliked: set.activities[5]!.id })),
    ],
  ];
  // students without an account, on their own phones (not the counsellor's signed-in browser)
  for (const [fullName, responses] of answers) {
    const res = await students.post("/api/assessment/submit", {
      data: {
        fullName,
        email: uniqueEmail("estudiante"),
        age: "15-18",
        education: "secundaria",
        country: "CO",
        isPrepaid: false,
        responses,
        consent: true,
        underConsentAge: false,
        classCode: klass.joinCode,
      },
      headers: { "X-Forwarded-For": "198.18.200.1" },
    });
    expect(res.status()).toBe(201);
  }
  return { token, user, klass };
}

test("a counsellor reads the class dashboard on a phone and downloads the roster and the group report", async ({
  page,
  context,
  request,
  playwright,
}) => {
  const errors = collectConsoleErrors(page);
  const { token, user, klass } = await classWithStudents(
    page.request,
    request,
    await playwright.request.newContext({ baseURL: test.info().project.use.baseURL }),
  );
  await storeSession(context, token, user);
  await page.goto(`/escuelas/panel/clase/${klass.id}`);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("es", "schools.dashboard.title", { name: "11° B" }),
  );
  await expect(page.getByTestId("class-distribution").getByRole("listitem")).toHaveCount(6);
  await expect(page.getByTestId("class-areas").getByRole("listitem").first()).toBeVisible();
  const flagged = page.getByTestId("class-flagged");
  await expect(flagged.getByText("Camila Duarte")).toBeVisible();
  await expect(flagged.getByText(t("es", "schools.reason.straight-line"))).toBeVisible();
  await expect(page.getByTestId("class-roster").getByText("Valentina Ríos")).toBeVisible();
  // nothing runs off the side of a phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(page);

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: t("es", "schools.dashboard.downloadCsv") }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe("11-b-2026.csv");
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: t("es", "schools.dashboard.downloadPdf") }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe("11-b-2026.pdf");

  // the panel on the same phone: the class card, its roster and the report packs, with nothing to unlock yet
  await page.goto("/escuelas/panel");
  await expect(page.getByTestId("packs-section").getByTestId("packs-empty")).toHaveText(t("es", "packs.empty"));
  await page
    .getByTestId("class-card")
    .getByRole("button", { name: t("es", "schools.panel.roster") })
    .click();
  await expect(page.getByTestId("roster-packs")).toContainText(t("es", "packs.noneLeft"));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});
