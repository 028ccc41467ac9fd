import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { COUNTRY_NAMES } from "../shared/i18n/countries";
import { adminToken, signInAsAdmin, updatePaymentConfig } from "./admin-api";
import { answerAll } from "./assessment-helpers";
import { nextClientIp, TEST_PASSWORD, uniqueEmail } from "./sign-up";
import { t, type Lang } from "./texts";

const PHONE = { width: 360, height: 740 };

/**
 * Every console error and uncaught page error from now on, but the browser's line for the 401 with
 * which GET /api/auth/user answers a signed-out visitor of the schools page (how the app learns that
 * nobody is signed in).
 */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const signedOutProbe =
      /\/api\/auth\/user(\?|$)/.test(message.location().url) && message.text().includes("status of 401");
    if (!signedOutProbe) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** A browser of its own (another person's device), from its own client address, as on a school's or a home's network. */
async function ownBrowser(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: "block",
    extraHTTPHeaders: { "X-Forwarded-For": nextClientIp() },
    ...options,
  });
  return context.newPage();
}

/**
 * A classmate takes the test on their own phone through the class's link and lands on their results.
 * `minor`: under the country's age of consent, with a guardian's email and agreement, or (`"school"`) relying on
 * the school's written consent; otherwise they say they are not under it.
 */
async function classmateOnPhone(
  browser: Browser,
  link: string,
  lang: Lang,
  person: { name: string; minor: "guardian" | "school" | false },
): Promise<void> {
  const phone = await ownBrowser(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
  const errors = collectConsoleErrors(phone);
  await phone.goto(lang === "en" ? `${link}?lang=en` : link);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(t(lang, "schools.join.title"));
  if (person.minor === "school")
    await expect(phone.getByTestId("join-class")).toContainText(t(lang, "schoolConsent.join.line"));
  await phone.getByRole("button", { name: t(lang, "schools.join.start") }).click();
  await answerAll(phone, lang);
  await phone.getByLabel(t(lang, "complete.fullName")).fill(person.name);
  await phone.getByLabel(t(lang, "complete.email")).fill(uniqueEmail("classmate"));
  await phone.getByLabel(t(lang, "complete.country")).selectOption("CO");
  await phone.getByLabel(t(lang, "complete.age")).selectOption("15-18");
  await phone.getByLabel(t(lang, "complete.education")).selectOption("secundaria");
  await phone.getByLabel(t(lang, "privacy.consent.label")).check();
  await phone
    .getByRole("group", { name: t(lang, "privacy.minor.question", { age: 18 }) })
    .getByLabel(t(lang, person.minor ? "privacy.minor.yes" : "privacy.minor.no"), { exact: true })
    .check();
  if (person.minor === "guardian") {
    await phone.getByLabel(t(lang, "privacy.guardian.email")).fill(uniqueEmail("guardian"));
    await phone.getByLabel(t(lang, "privacy.guardian.consent")).check();
  }
  if (person.minor === "school") await expect(phone.getByText(t(lang, "schoolConsent.form.notice"))).toBeVisible();
  await phone.getByRole("button", { name: t(lang, "complete.submit") }).click();
  await expect(phone).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
  await expect(phone.getByTestId("primary-type")).toBeVisible();
  expect(errors).toEqual([]);
  await phone.context().close();
}

/** The counsellor fills the sign-up form of the schools page (/escuelas or /schools) and lands on their panel. */
async function signUpAsCounsellor(
  page: Page,
  lang: Lang,
  counsellor: { name: string; email: string; school: string; city: string },
): Promise<void> {
  await page.goto(lang === "en" ? "/schools" : "/escuelas");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "schools.page.title"));
  const form = page.getByTestId("counsellor-sign-up");
  await expect(page.getByRole("heading", { name: t(lang, "schools.page.signUpTitle") })).toBeVisible();
  await form.getByLabel(t(lang, "schools.form.name")).fill(counsellor.name);
  await form.getByLabel(t(lang, "schools.form.email")).fill(counsellor.email);
  await form.getByLabel(t(lang, "schools.form.password"), { exact: true }).fill(TEST_PASSWORD);
  await form.getByLabel(t(lang, "schools.form.schoolName")).fill(counsellor.school);
  await form.getByLabel(t(lang, "schools.form.country")).selectOption("CO");
  await form.getByLabel(t(lang, "schools.form.city")).fill(counsellor.city);
  await form.getByRole("button", { name: t(lang, "schools.form.submit") }).click();

  // told, on their panel, that the team has yet to approve them
  await expect(page).toHaveURL(/\/escuelas\/panel$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(lang, "schools.panel.title"));
  await expect(page.getByText(`${counsellor.school} · ${counsellor.city}`)).toBeVisible();
  const status = page.getByTestId("counsellor-status");
  await expect(status.getByRole("heading")).toHaveText(t(lang, "schools.panel.pendingTitle"));
  await expect(status).toContainText(t(lang, "schools.pending"));
  await expect(page.getByTestId("create-class")).toHaveCount(0);
}

test.describe("schools: a counsellor, the admin and a student", () => {
  test("a counsellor signs up at /escuelas, the admin approves them, they create a class, a 16-year-old takes the test on a phone through its link and shares her report, the class shows three finished, the counsellor buys a pack of reports through PayPal, unlocks two (hers and a minor's), reads the one she shared and downloads the group report", async ({
    page,
    browser,
  }) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": nextClientIp() });
    const counsellor = {
      name: "Rosa Orientadora",
      email: uniqueEmail("orientadora", "colegio.example"),
      school: "Liceo Las Palmas",
      city: "Cali",
    };

    // 1. the counsellor signs up on a desktop and waits for approval
    await signUpAsCounsellor(page, "es", counsellor);

    // 2. the admin, in their own browser, approves them in the "Colegios" tab
    const admin = await ownBrowser(browser);
    await signInAsAdmin(admin);
    await admin.goto("/admin");
    await admin.getByRole("tab", { name: t("es", "schools.admin.tab") }).click();
    await expect(admin.getByTestId("counsellors-pending")).toHaveAttribute("aria-pressed", "true");
    const request = admin.getByTestId("counsellors-list").getByRole("listitem").filter({ hasText: counsellor.email });
    await expect(request).toContainText(counsellor.name);
    await expect(request).toContainText(
      `${t("es", "schools.admin.school")}: ${counsellor.school} · ${t("es", "schools.admin.place", { city: counsellor.city, country: COUNTRY_NAMES.CO.es })}`,
    );
    await request.getByRole("button", { name: t("es", "schools.admin.approve") }).click();
    await expect(request).toHaveCount(0);
    await admin.getByTestId("counsellors-approved").click();
    const approved = admin.getByTestId("counsellors-list").getByRole("listitem").filter({ hasText: counsellor.email });
    await expect(approved.getByRole("button", { name: t("es", "schools.admin.reject") })).toBeVisible();
    await expect(approved.getByRole("button", { name: t("es", "schools.admin.approve") })).toHaveCount(0);
    await admin.context().close();

    // 3. the counsellor, approved, creates a class and sees its code and link
    await page.reload();
    await expect(page.getByTestId("counsellor-status")).toHaveCount(0);
    await expect(page.getByTestId("classes-empty")).toHaveText(t("es", "schools.panel.empty"));
    const form = page.getByTestId("create-class");
    await expect(form.getByRole("heading")).toHaveText(t("es", "schools.panel.newClass"));
    await form.getByLabel(t("es", "schools.panel.className")).fill("11° A");
    await form.getByLabel(t("es", "schools.panel.grade")).fill("Undécimo");
    await form.getByLabel(t("es", "schools.panel.year")).fill("2026");
    await form.getByLabel(t("es", "schools.panel.size")).fill("35");
    await form.getByRole("button", { name: t("es", "schools.panel.create") }).click();
    const card = page.getByTestId("class-card");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText("11° A");
    await expect(card).toContainText("Undécimo · 2026");
    await expect(card.getByTestId("class-joined")).toHaveText(t("es", "schools.panel.joined", { joined: 0, size: 35 }));
    await expect(card.getByTestId("class-code")).toHaveText(/^[A-Z0-9]{6}$/);
    const code = (await card.getByTestId("class-code").textContent())!;
    const linkLine = card.getByText(`${t("es", "schools.panel.link")}:`).locator("..");
    await expect(linkLine).toContainText(`/unirse/${code}`);
    const link = /(http\S+)/.exec((await linkLine.textContent())!)![1]!;
    // the form is empty again for the next class
    await expect(form.getByLabel(t("es", "schools.panel.className"))).toHaveValue("");
    // the projection shows the code and the QR of the link
    await card.getByRole("button", { name: t("es", "schools.panel.project") }).click();
    const projection = page.getByRole("dialog", { name: "11° A" });
    await expect(
      projection.getByRole("img", { name: t("es", "schools.panel.qrAlt", { name: "11° A" }) }),
    ).toBeVisible();
    await expect(projection).toContainText(code);
    await expect(projection).toContainText(t("es", "schools.panel.projectHint", { link }));
    await projection.getByRole("button", { name: t("es", "schools.panel.closeProjection") }).click();
    await expect(projection).toHaveCount(0);

    // the class's dashboard, before anyone joins
    await card.getByRole("link", { name: t("es", "schools.dashboard.open") }).click();
    await expect(page).toHaveURL(/\/escuelas\/panel\/clase\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("es", "schools.dashboard.title", { name: "11° A" }),
    );
    await expect(page.getByTestId("class-state")).toHaveText(t("es", "schools.dashboard.emptyState"));
    const counts = page.getByTestId("class-counts");
    const refresh = page.getByRole("button", { name: t("es", "schools.dashboard.refresh") });

    // 4. a student opens the link on their phone, without an account
    const student = await ownBrowser(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    const studentErrors = collectConsoleErrors(student);
    await student.goto(link);
    await expect(student.getByRole("heading", { level: 1 })).toHaveText(t("es", "schools.join.title"));
    await expect(student.getByTestId("join-class")).toContainText(
      t("es", "schools.join.classOf", { name: "11° A", grade: "Undécimo", school: counsellor.school }),
    );
    await expect(student.getByTestId("join-class")).toContainText(t("es", "schools.join.explain"));

    // the counsellor sees someone opened the link
    await expect(async () => {
      await refresh.click();
      await expect(counts).toContainText(t("es", "schools.dashboard.joined", { count: 1 }), { timeout: 1_000 });
    }).toPass();

    await student.getByRole("button", { name: t("es", "schools.join.start") }).click();
    await expect(student).toHaveURL(/\/assessment/);
    await expect(async () => {
      await refresh.click();
      await expect(counts).toContainText(t("es", "schools.dashboard.inProgress", { count: 1 }), { timeout: 1_000 });
    }).toPass();
    await expect(page.getByTestId("class-state")).toHaveText(t("es", "schools.dashboard.inProgressState"));

    await answerAll(student, "es");
    await expect(student.getByTestId("joined-class")).toHaveText(
      t("es", "schools.join.joinedBanner", { name: "11° A" }),
    );
    const studentName = "Valentina Ríos";
    await student.getByLabel(t("es", "complete.fullName")).fill(studentName);
    const studentEmail = uniqueEmail("valentina");
    await student.getByLabel(t("es", "complete.email")).fill(studentEmail);
    await student.getByLabel(t("es", "complete.country")).selectOption("CO");
    await student.getByLabel(t("es", "complete.age")).selectOption("15-18");
    await student.getByLabel(t("es", "complete.education")).selectOption("secundaria");
    // she is 16: under Colombia's age of consent, so a parent's email and agreement
    await student.getByLabel(t("es", "privacy.consent.label")).check();
    await student
      .getByRole("group", { name: t("es", "privacy.minor.question", { age: 18 }) })
      .getByLabel(t("es", "privacy.minor.yes"), { exact: true })
      .check();
    await student.getByLabel(t("es", "privacy.guardian.email")).fill(uniqueEmail("mama.valentina"));
    await student.getByLabel(t("es", "privacy.guardian.consent")).check();
    // she (with her mother's agreement, given on the same form) lets the counsellor read her full report
    await student.getByLabel(t("es", "schools.share.label")).check();
    await student.getByRole("button", { name: t("es", "complete.submit") }).click();

    await expect(student).toHaveURL(/\/results\/[A-Za-z0-9_-]{22}/);
    await expect(student.getByTestId("primary-type")).toBeVisible();
    const types = `${await student.getByTestId("primary-type").textContent()} · ${await student.getByTestId("secondary-type").textContent()}`;
    const yourClass = student.getByTestId("leave-class");
    await expect(yourClass.getByRole("heading")).toHaveText(t("es", "schools.leave.title"));
    await expect(yourClass).toContainText(
      t("es", "schools.leave.explain", { name: "11° A", school: counsellor.school }),
    );
    await expect(yourClass).toContainText(t("es", "schools.share.on"));
    expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(studentErrors).toEqual([]);

    // 5. the counsellor's dashboard and panel show her finished, with her two main types
    await expect(async () => {
      await refresh.click();
      await expect(counts).toContainText(t("es", "schools.dashboard.finished", { finished: 1 }), { timeout: 1_000 });
    }).toPass();
    await expect(counts).toContainText(t("es", "schools.dashboard.inProgress", { count: 0 }));
    await expect(counts).toContainText(t("es", "schools.dashboard.joined", { count: 0 }));
    await expect(page.getByTestId("class-state")).toHaveCount(0);
    await expect(page.getByText(t("es", "schools.panel.joined", { joined: 1, size: 35 }))).toBeVisible();
    await expect(page.getByTestId("class-distribution").getByRole("listitem")).toHaveCount(6);
    const row = page.getByTestId("class-roster").getByRole("row").filter({ hasText: studentName });
    await expect(row.getByRole("cell").nth(0)).toHaveText(studentName);
    await expect(row.getByRole("cell").nth(1)).toContainText(t("es", "schools.panel.finished"));
    await expect(row.getByRole("cell").nth(1)).toContainText(t("es", "schools.dashboard.sharedLocked"));
    await expect(row.getByRole("cell").nth(2)).toHaveText(types);

    // two classmates finish on their own phones: Andrés, who is 18, and Sofía, 15, with her father's agreement
    await classmateOnPhone(browser, link, "es", { name: "Andrés Mora", minor: false });
    await classmateOnPhone(browser, link, "es", { name: "Sofía Pérez", minor: "guardian" });
    await expect(async () => {
      await refresh.click();
      await expect(counts).toContainText(t("es", "schools.dashboard.finished", { finished: 3 }), { timeout: 1_000 });
    }).toPass();
    await student.context().close();

    // 6. the counsellor buys a pack of five reports through PayPal (the local sandbox) from the panel
    await page.getByRole("link", { name: t("es", "schools.dashboard.back") }).click();
    const packs = page.getByTestId("packs-section");
    await expect(packs.getByRole("heading", { level: 2 })).toHaveText(t("es", "packs.title"));
    await expect(packs.getByTestId("packs-empty")).toHaveText(t("es", "packs.empty"));
    await packs.getByLabel(t("es", "packs.quantity")).fill("5");
    await expect(packs.getByTestId("pack-quote-line")).toHaveText(
      t("es", "packs.quote", { count: 5, unit: "$14.99 USD", total: "$74.95 USD" }),
    );
    // PayPal is the only method switched on: no choice to make, the button says it
    await expect(packs.getByTestId("pack-method-paypal")).toHaveCount(0);
    await expect(packs.getByTestId("buy-pack-submit")).toHaveText(
      `${t("es", "packs.submit", { count: 5 })} · ${t("es", "family.payPaypal")}`,
    );
    await packs.getByTestId("buy-pack-submit").click();
    await expect(page).toHaveURL(/\/sandbox\/paypal\/checkoutnow\?token=/);
    await expect(page.getByText("74.95 USD")).toBeVisible();
    await page.getByRole("button", { name: "Aprobar" }).click();
    await expect(page).toHaveURL(/\/escuelas\/panel/);
    await expect(packs.getByTestId("packs-success")).toHaveText(t("es", "packs.done"));
    await expect(packs.getByTestId("packs-available")).toHaveText(t("es", "packs.available", { count: 5 }));
    await expect(page).toHaveURL(/\/escuelas\/panel(\?lang=es)?$/);
    const pack = packs.getByTestId("pack-item");
    await expect(pack).toContainText(t("es", "packs.packOf", { count: 5 }));
    await expect(pack.getByTestId("pack-status")).toHaveText(t("es", "packs.statusPaid"));

    // 7. on the class's page, she unlocks two reports from the roster: Valentina's (who shared it) and Sofía's
    await card.getByRole("link", { name: t("es", "schools.dashboard.open") }).click();
    const roster = page.getByTestId("class-roster");
    await row.getByRole("button", { name: t("es", "packs.unlock") }).click();
    await expect(row.getByRole("cell").nth(1)).toContainText(t("es", "schools.panel.reportUnlocked"));
    await expect(row.getByTestId("unlock-sent")).toHaveText(t("es", "packs.unlockSent"));
    const sofia = roster.getByRole("row").filter({ hasText: "Sofía Pérez" });
    await sofia.getByRole("button", { name: t("es", "packs.unlock") }).click();
    await expect(sofia.getByRole("cell").nth(1)).toContainText(t("es", "schools.panel.reportUnlocked"));
    await expect(page.getByTestId("roster-packs")).toContainText(t("es", "packs.rosterAvailable", { count: 3 }));
    const andres = roster.getByRole("row").filter({ hasText: "Andrés Mora" });
    await expect(andres.getByRole("button", { name: t("es", "packs.unlock") })).toBeEnabled();
    // she reads the report Valentina shared; Sofía's is not hers to read (not shared)
    const download = page.waitForEvent("download");
    await row.getByRole("button", { name: t("es", "schools.dashboard.readReport") }).click();
    expect((await download).suggestedFilename()).toMatch(/Valentina-Rios\.pdf$/);
    await expect(sofia.getByRole("button", { name: t("es", "schools.dashboard.readReport") })).toHaveCount(0);
    // and the group report for the parents' meeting
    const group = page.waitForEvent("download");
    await page.getByRole("button", { name: t("es", "schools.dashboard.downloadPdf") }).click();
    expect((await group).suggestedFilename()).toMatch(/\.pdf$/);

    await page.getByRole("link", { name: t("es", "schools.dashboard.back") }).click();
    await expect(page).toHaveURL(/\/escuelas\/panel$/);
    await expect(card.getByTestId("class-joined")).toHaveText(t("es", "schools.panel.joined", { joined: 3, size: 35 }));
    await card.getByRole("button", { name: t("es", "schools.panel.roster") }).click();
    const panelRow = card.getByTestId("class-roster").getByRole("row").filter({ hasText: studentName });
    await expect(panelRow.getByRole("cell").nth(1)).toContainText(t("es", "schools.panel.reportUnlocked"));
    await expect(panelRow.getByRole("cell").nth(2)).toHaveText(types);
    expect(errors).toEqual([]);
  });

  test("in English, a counsellor signs up at /schools on a phone and is told they wait for approval", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": nextClientIp() });
    const errors = collectConsoleErrors(page);
    await signUpAsCounsellor(page, "en", {
      name: "Jane Counsellor",
      email: uniqueEmail("counsellor", "school.example"),
      school: "Lincoln High School",
      city: "Bogotá",
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // back on the schools page, signed in: the way to the panel instead of the form
    await page.goto("/schools");
    await expect(page.getByTestId("counsellor-sign-up")).toHaveCount(0);
    await page.getByRole("link", { name: t("en", "schools.page.goToPanel") }).click();
    await expect(page.getByTestId("counsellor-status").getByRole("heading")).toHaveText(
      t("en", "schools.panel.pendingTitle"),
    );
    expect(errors).toEqual([]);
  });

  test("in English, on a phone: a counsellor in Colombia signs up, is approved, creates a class and confirms the school holds the families' written consent, projects the code; two students join on phones (a minor relying on that consent), the counsellor buys a pack by card (declined, then approved), unlocks both reports and downloads the group report", async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": nextClientIp() });
    const errors = collectConsoleErrors(page);
    // the admin works from their own browser (signing in there must not sign the counsellor's browser in)
    const admin = await ownBrowser(browser);
    const previous = await updatePaymentConfig(admin.request, { bancoPopularEnabled: true, testMode: true });
    try {
      const counsellor = {
        name: "Jane Counsellor",
        email: uniqueEmail("counsellor", "school.example"),
        school: "Lincoln High School",
        city: "Medellín",
      };
      await signUpAsCounsellor(page, "en", counsellor);
      // the admin approves them
      const adminHeaders = { Authorization: `Bearer ${await adminToken(admin.request)}` };
      const pending = (await (
        await admin.request.get("/api/admin/schools/counsellors?status=pending&pageSize=100", { headers: adminHeaders })
      ).json()) as { items: { id: string; email: string }[] };
      const id = pending.items.find((c) => c.email === counsellor.email)!.id;
      expect(
        (await admin.request.post(`/api/admin/schools/counsellors/${id}/approve`, { headers: adminHeaders })).ok(),
      ).toBe(true);

      // a class, created on the phone
      await page.reload();
      const form = page.getByTestId("create-class");
      await form.getByLabel(t("en", "schools.panel.className")).fill("Grade 11 B");
      await form.getByLabel(t("en", "schools.panel.grade")).fill("Eleventh");
      await form.getByLabel(t("en", "schools.panel.year")).fill("2026");
      await form.getByLabel(t("en", "schools.panel.size")).fill("30");
      await form.getByRole("button", { name: t("en", "schools.panel.create") }).click();
      const card = page.getByTestId("class-card");
      await expect(card.getByRole("heading", { level: 3 }).first()).toHaveText("Grade 11 B");
      const code = (await card.getByTestId("class-code").textContent())!;
      const linkLine = card.getByText(`${t("en", "schools.panel.link")}:`).locator("..");
      const link = /(http\S+)/.exec((await linkLine.textContent())!)![1]!;

      // the school holds the families' written consent (Colombia's rule, cited on the card): confirmed for the class
      const consent = card.getByTestId("school-consent");
      await expect(consent).toContainText(t("en", "schoolConsent.panel.title"));
      await expect(consent.getByTestId("school-consent-law")).toHaveAttribute("href", /secretariasenado\.gov\.co/);
      await consent.getByTestId("school-consent-box").check();
      await expect(consent.getByTestId("school-consent-state")).toContainText(
        t("en", "schoolConsent.panel.confirmedOn", { date: "" }).trim(),
      );

      // the code projected for the class
      await card.getByRole("button", { name: t("en", "schools.panel.project") }).click();
      const projection = page.getByRole("dialog", { name: "Grade 11 B" });
      await expect(projection).toContainText(code);
      await projection.getByRole("button", { name: t("en", "schools.panel.closeProjection") }).click();

      // two students on their phones: a 16-year-old who relies on the school's consent, and an 18-year-old
      await classmateOnPhone(browser, link, "en", { name: "Liam Carter", minor: "school" });
      await classmateOnPhone(browser, link, "en", { name: "Emma Stone", minor: false });

      // a pack of six reports by card: declined first (nothing to unlock), then approved
      const packs = page.getByTestId("packs-section");
      await expect(packs.getByRole("heading", { level: 2 })).toHaveText(t("en", "packs.title"));
      await expect(packs.getByTestId("packs-sandbox")).toHaveText(t("en", "packs.sandbox"));
      const buy = async (outcome: "Approve" | "Decline") => {
        await packs.getByLabel(t("en", "packs.quantity")).fill("6");
        await expect(packs.getByTestId("pack-quote-line")).toHaveText(
          t("en", "packs.quote", { count: 6, unit: "$14.99 USD", total: "$89.94 USD" }),
        );
        await packs.getByTestId("pack-method-banco_popular").check();
        await packs.getByTestId("buy-pack-submit").click();
        await expect(page).toHaveURL(/\/sandbox\/azul\/PaymentPage/);
        await page.getByRole("button", { name: outcome }).click();
        await expect(page).toHaveURL(/\/escuelas\/panel/);
      };
      await buy("Decline");
      await expect(packs.getByTestId("packs-error")).toHaveText(t("en", "packs.failed"));
      await expect(packs.getByTestId("packs-available")).toHaveText(t("en", "packs.available", { count: 0 }));
      await buy("Approve");
      await expect(packs.getByTestId("packs-success")).toHaveText(t("en", "packs.done"));
      await expect(packs.getByTestId("packs-available")).toHaveText(t("en", "packs.available", { count: 6 }));

      // both reports unlocked from the class's list on the panel
      await card.getByRole("button", { name: t("en", "schools.panel.roster") }).click();
      for (const name of ["Liam Carter", "Emma Stone"]) {
        const row = card.getByTestId("class-roster").getByRole("row").filter({ hasText: name });
        await row.getByRole("button", { name: t("en", "packs.unlock") }).click();
        await expect(row.getByRole("cell").nth(1)).toContainText(t("en", "schools.panel.reportUnlocked"));
      }
      await expect(packs.getByTestId("packs-available")).toHaveText(t("en", "packs.available", { count: 4 }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // the class's dashboard and its group report
      await card.getByRole("link", { name: t("en", "schools.dashboard.open") }).click();
      await expect(page.getByTestId("class-counts")).toContainText(
        t("en", "schools.dashboard.finished", { finished: 2 }),
      );
      const group = page.waitForEvent("download");
      await page.getByRole("button", { name: t("en", "schools.dashboard.downloadPdf") }).click();
      expect((await group).suggestedFilename()).toMatch(/\.pdf$/);
      expect(errors).toEqual([]);
    } finally {
      await updatePaymentConfig(admin.request, previous);
      await admin.context().close();
    }
  });
});
