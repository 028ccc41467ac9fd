import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Lang } from "@shared/i18n/lang";
import type { CounsellorMeDto } from "@shared/validators/schools";
import type { ReportPacksDto } from "@shared/validators/report-packs";
import { translate } from "@/lib/i18n";
import { leavePage } from "@/lib/leave-page";
import {
  classRoster,
  packPrices,
  packQuote,
  publicConfig,
  reportPack,
  reportPacks,
  rosterEntry,
  schoolClass,
} from "@/testing/builders";
import { fakeApi } from "@/testing/fake-api";
import { renderPage } from "@/testing/render-page";
import CounsellorPage from "./counsellor-page";
import SchoolsPage from "./schools-page";

// The packs' server side is built beside this client: the tests answer its API (shared/validators/report-packs.ts).
const { seen, answer } = fakeApi();

beforeAll(() => {
  // jsdom lays nothing out and has no scrolling: a revealed notice is still focused, which is what a person notices
  HTMLElement.prototype.scrollIntoView = () => {};
});
afterEach(() => vi.restoreAllMocks());

const approved: CounsellorMeDto = {
  schoolName: "Colegio Santa Ana",
  country: "DO",
  city: "La Vega",
  status: "approved",
  schoolConsent: null,
};
const money = (amount: string) => `$${amount} USD`;

/** Nobody signed in by cookie: the page reads the counsellor's token from storage (GET /api/auth/user says 401). */
const signedOut = () => answer("GET", "/api/auth/user", { status: 401, json: { message: "No autenticado" } });

/** The panel's answers: the counsellor, their classes, their packs (fixed, or read when asked), and the quote. */
function panelAnswers({
  me = approved,
  packs = reportPacks(),
  classes = [],
}: {
  me?: CounsellorMeDto;
  packs?: ReportPacksDto | (() => ReportPacksDto);
  classes?: ReturnType<typeof schoolClass>[];
} = {}) {
  signedOut();
  answer("GET", "/api/payment/config", { json: publicConfig() });
  answer("GET", "/api/schools/me", { json: me });
  answer("GET", "/api/schools/classes", { json: classes });
  answer("GET", "/api/schools/packs", () => ({ json: typeof packs === "function" ? packs() : packs }));
  answer("GET", "/api/schools/packs/quote", (request) => ({
    json: packQuote(Number(new URLSearchParams(request.path.split("?")[1]).get("quantity"))),
  }));
}

async function openPanel(query = "", lang: Lang = "es") {
  const page = await renderPage(<CounsellorPage />, { lang, path: `/escuelas/panel${query}` });
  const section = await screen.findByTestId("packs-section");
  return { ...page, section };
}

const requests = (method: string, path: string) =>
  seen.filter((r) => r.method === method && r.path.split("?")[0] === path);

describe("the counsellor's reports for their students", () => {
  it("when the counsellor buys 12 reports with PayPal, then the panel shows their price, posts the quantity, the method and the language, and leaves for PayPal", async () => {
    panelAnswers({ packs: reportPacks({ available: 3, packs: [reportPack()], sandbox: true }) });
    const approvalUrl = "https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T";
    answer("POST", "/api/schools/packs", { json: { method: "paypal", kind: "redirect", approvalUrl } });
    const left = vi.spyOn(leavePage, "to").mockImplementation(() => {});
    const { user, section } = await openPanel();

    expect((await within(section).findByTestId("packs-available")).textContent).toBe(
      translate("es", "packs.available", { count: 3 }),
    );
    expect(within(section).getByTestId("packs-sandbox").textContent).toBe(translate("es", "packs.sandbox"));
    const quantity = within(section).getByLabelText(translate("es", "packs.quantity"));
    await user.clear(quantity);
    await user.type(quantity, "12");
    await waitFor(() =>
      expect(within(section).getByTestId("pack-quote-line").textContent).toBe(
        translate("es", "packs.quote", { count: 12, unit: money("14.99"), total: money("179.88") }),
      ),
    );
    expect(within(section).getByTestId("pack-quote-saving").textContent).toBe(
      translate("es", "packs.saving", { amount: money("60.00"), single: money("19.99") }),
    );
    const paypal = within(section).getByTestId("pack-method-paypal").closest("label")!;
    expect(paypal.textContent).toBe(translate("es", "family.payPaypal"));
    expect(paypal.querySelector('svg[data-brand="paypal"]')).not.toBeNull();

    await user.click(
      within(section).getByRole("button", {
        name: `${translate("es", "packs.submit", { count: 12 })} · ${translate("es", "family.payPaypal")}`,
      }),
    );
    await waitFor(() => expect(left).toHaveBeenCalledWith(approvalUrl));
    expect(requests("POST", "/api/schools/packs").map((r) => r.body)).toEqual([
      { quantity: 12, method: "paypal", lang: "es" },
    ]);
  });

  it("when the counsellor pays by card, then the panel says the local charge and posts the card page's signed form", async () => {
    panelAnswers({ packs: reportPacks({ available: 0 }) });
    const formUrl = "https://pruebas.azul.com.do/PaymentPage/";
    const formData = { MerchantId: "39038540035", OrderNumber: "PK7Q2M", Amount: "2158200" };
    answer("POST", "/api/schools/packs", { json: { method: "banco_popular", kind: "form", formUrl, formData } });
    const submitted = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const { user, section } = await openPanel();

    await user.click(await within(section).findByTestId("pack-method-banco_popular"));
    await waitFor(() =>
      expect(within(section).getByTestId("pack-quote").textContent).toContain(
        translate("es", "packs.quoteLocal", { amount: "RD$ 21,582.00" }),
      ),
    );
    await user.click(
      within(section).getByRole("button", {
        name: `${translate("es", "packs.submit", { count: 30 })} · ${translate("es", "family.payCard")}`,
      }),
    );

    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    const form = document.querySelector<HTMLFormElement>(`form[action="${formUrl}"]`)!;
    expect(form.method).toBe("post");
    expect(
      Object.fromEntries(
        [...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((i) => [i.name, i.value]),
      ),
    ).toEqual(formData);
    expect(requests("POST", "/api/schools/packs").map((r) => r.body)).toEqual([
      { quantity: 30, method: "banco_popular", lang: "es" },
    ]);
  });

  it("when the quantity is outside 5 to 1000, then the field says so and nothing is bought", async () => {
    panelAnswers();
    const { user, section } = await openPanel();
    const quantity = await within(section).findByLabelText(translate("es", "packs.quantity"));
    await user.clear(quantity);
    await user.type(quantity, "4");
    await user.click(within(section).getByTestId("buy-pack-submit"));

    expect(await within(section).findByText(translate("es", "schools.packQuantity"))).toBeTruthy();
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    expect(requests("POST", "/api/schools/packs")).toEqual([]);
    expect(requests("GET", "/api/schools/packs/quote").map((r) => r.path)).not.toContain(
      "/api/schools/packs/quote?quantity=4&lang=es",
    );
  });

  it("when the counsellor comes back from PayPal, then the panel captures the order once, drops it from the address, says the reports are there and shows them", async () => {
    let available = 0;
    panelAnswers({
      packs: () => reportPacks({ available, packs: available ? [reportPack({ used: 0, available })] : [] }),
    });
    answer("POST", "/api/schools/packs/finalize", () => {
      available = 30;
      return { json: { status: "completed" } };
    });
    const { section } = await openPanel("?pack=paypal&token=5O190127TN364715T&lang=es");

    expect((await within(section).findByTestId("packs-success")).textContent).toBe(translate("es", "packs.done"));
    expect(requests("POST", "/api/schools/packs/finalize").map((r) => r.body)).toEqual([
      { orderId: "5O190127TN364715T" },
    ]);
    expect(window.location.search).toBe("?lang=es");
    await waitFor(() =>
      expect(within(section).getByTestId("packs-available").textContent).toBe(
        translate("es", "packs.available", { count: 30 }),
      ),
    );
    expect(within(section).getByText(translate("es", "packs.packOf", { count: 30 }))).toBeTruthy();
  });

  it("when the panel's first read of the packs was answered before the pack was paid, then it asks again and shows the reports", async () => {
    let paid = false;
    let finalized!: () => void;
    const finalizeAnswered = new Promise<void>((resolve) => (finalized = resolve));
    panelAnswers();
    // the first read is slow: the server answers it as it stood before the payment, after the finalize came back
    let reads = 0;
    answer("GET", "/api/schools/packs", async () => {
      reads += 1;
      const stale = !paid;
      if (reads === 1) await finalizeAnswered;
      const available = stale ? 0 : 30;
      return { json: reportPacks({ available, packs: available ? [reportPack({ used: 0, available })] : [] }) };
    });
    answer("POST", "/api/schools/packs/finalize", () => {
      paid = true;
      setTimeout(finalized, 20);
      return { json: { status: "completed" } };
    });
    const { section } = await openPanel("?pack=paypal&token=5O190127TN364715T&lang=es");
    expect((await within(section).findByTestId("packs-success")).textContent).toBe(translate("es", "packs.done"));
    await waitFor(() =>
      expect(within(section).getByTestId("packs-available").textContent).toBe(
        translate("es", "packs.available", { count: 30 }),
      ),
    );
  });

  it("when PayPal has not confirmed the payment yet, then the panel says it is being confirmed", async () => {
    panelAnswers();
    answer("POST", "/api/schools/packs/finalize", { json: { status: "pending" } });
    const { section } = await openPanel("?pack=paypal&token=5O190127TN364715T&lang=es");
    await waitFor(() => expect(requests("POST", "/api/schools/packs/finalize")).toHaveLength(1));
    expect((await within(section).findByTestId("packs-info")).textContent).toBe(translate("es", "packs.finalizing"));
  });

  it("when the counsellor cancelled the payment, then the panel says nothing was charged, in English too, and captures nothing", async () => {
    panelAnswers();
    const { section } = await openPanel("?pack=cancelled&lang=en", "en");
    expect((await within(section).findByTestId("packs-info")).textContent).toBe(translate("en", "packs.cancelled"));
    expect(within(section).getByRole("heading", { name: translate("en", "packs.title") })).toBeTruthy();
    expect(window.location.search).toBe("?lang=en");
    expect(requests("POST", "/api/schools/packs/finalize")).toEqual([]);
    cleanup();

    // the card page's verified return: paid
    panelAnswers();
    const done = await openPanel("?pack=done&lang=es");
    expect((await within(done.section).findByTestId("packs-success")).textContent).toBe(translate("es", "packs.done"));
    expect(window.location.search).toBe("?lang=es");
  });

  it("lists the packs bought with what is left of each, says when there are none, and the refund policy with the support email", async () => {
    panelAnswers({
      packs: reportPacks({
        available: 26,
        packs: [
          reportPack(),
          reportPack({ id: "pending-pack", quantity: 10, used: 0, available: 0, status: "pending" }),
        ],
      }),
    });
    const { section } = await openPanel();
    const items = await within(section).findAllByTestId("pack-item");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(translate("es", "packs.packOf", { count: 30 }))).toBeTruthy();
    expect(within(items[0]!).getByTestId("pack-status").textContent).toBe(translate("es", "packs.statusPaid"));
    expect(within(items[0]!).getByText(translate("es", "packs.used")).nextElementSibling!.textContent).toBe("4");
    expect(within(items[0]!).getByText(translate("es", "packs.left")).nextElementSibling!.textContent).toBe("26");
    expect(within(items[0]!).getByText(money("359.70"))).toBeTruthy();
    expect(within(items[1]!).getByTestId("pack-status").textContent).toBe(translate("es", "packs.statusPending"));
    await waitFor(() =>
      expect(within(section).getByTestId("packs-refund-policy").textContent).toBe(
        translate("es", "packs.refundPolicy", { email: "soporte@queestudiar.com" }),
      ),
    );
    cleanup();

    panelAnswers();
    const empty = await openPanel();
    expect((await within(empty.section).findByTestId("packs-empty")).textContent).toBe(translate("es", "packs.empty"));
  });

  it("when the counsellor arrives at the buy form's anchor (from a class's page), then the form takes the focus", async () => {
    panelAnswers();
    const { section } = await openPanel("#comprar-reportes");
    const quantity = await within(section).findByLabelText(translate("es", "packs.quantity"));
    await waitFor(() => expect(document.activeElement).toBe(quantity));
  });

  it("when the packs cannot be loaded, then the section says so and tries again on request", async () => {
    panelAnswers();
    answer("GET", "/api/schools/packs", { status: 500, json: { message: "Error interno" } });
    const { user, section } = await openPanel();
    expect(await within(section).findByText(translate("es", "packs.loadError"))).toBeTruthy();
    answer("GET", "/api/schools/packs", { json: reportPacks({ available: 7 }) });
    await user.click(within(section).getByRole("button", { name: translate("es", "packs.retry") }));
    expect((await within(section).findByTestId("packs-available")).textContent).toBe(
      translate("es", "packs.available", { count: 7 }),
    );
  });

  it("when the counsellor is not approved yet, then the panel shows the pending state and nothing to buy", async () => {
    panelAnswers({ me: { ...approved, status: "pending" } });
    await renderPage(<CounsellorPage />, { path: "/escuelas/panel" });
    expect((await screen.findByTestId("counsellor-status")).textContent).toContain(
      translate("es", "schools.panel.pendingTitle"),
    );
    expect(screen.queryByTestId("packs-section")).toBeNull();
    expect(requests("GET", "/api/schools/packs")).toEqual([]);
  });
});

describe("unlocking a student's report from the roster", () => {
  /** The panel with one class whose roster has Ana (finished) and Beto (already unlocked). */
  async function openRoster({
    available,
    unlocked = () => false,
  }: {
    available: () => number;
    unlocked?: () => boolean;
  }) {
    const klass = schoolClass();
    panelAnswers({ classes: [klass], packs: () => reportPacks({ available: available() }) });
    answer("GET", `/api/schools/classes/${klass.id}/roster`, () => ({
      json: classRoster(
        [
          rosterEntry({ status: unlocked() ? "reportUnlocked" : "finished" }),
          rosterEntry({ key: "stu_Beto_0123456789ab", fullName: "Beto Gómez", status: "reportUnlocked" }),
        ],
        klass,
      ),
    }));
    const page = await openPanel();
    await page.user.click(await screen.findByRole("button", { name: translate("es", "schools.panel.roster") }));
    const roster = await screen.findByTestId("class-roster");
    const row = (name: string) => within(roster).getByText(name).closest("tr")!;
    return { ...page, klass, row };
  }

  it("when the counsellor unlocks Ana's report, then the panel asks for it, her row says it is unlocked and sent, and one report fewer is left", async () => {
    let left = 2;
    let unlocked = false;
    answer(
      "POST",
      "/api/schools/classes/0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a/students/stu_Ana_0123456789ab/unlock",
      () => {
        left = 1;
        unlocked = true;
        return { json: { unlocked: true, available: 1 } };
      },
    );
    const { user, row, klass } = await openRoster({ available: () => left, unlocked: () => unlocked });
    expect(within(row("Beto Gómez")).queryByRole("button", { name: translate("es", "packs.unlock") })).toBeNull();
    const unlock = await within(row("Ana Pérez")).findByRole("button", { name: translate("es", "packs.unlock") });
    await waitFor(() => expect((unlock as HTMLButtonElement).disabled).toBe(false));
    await user.click(unlock);

    await waitFor(() =>
      expect(within(row("Ana Pérez")).getByTestId("roster-status").textContent).toBe(
        translate("es", "schools.panel.reportUnlocked"),
      ),
    );
    expect(within(row("Ana Pérez")).getByTestId("unlock-sent").textContent).toBe(translate("es", "packs.unlockSent"));
    expect(within(row("Ana Pérez")).queryByRole("button", { name: translate("es", "packs.unlock") })).toBeNull();
    expect(requests("POST", `/api/schools/classes/${klass.id}/students/stu_Ana_0123456789ab/unlock`)).toHaveLength(1);
    // the roster and the packs are asked again
    await waitFor(() => expect(requests("GET", `/api/schools/classes/${klass.id}/roster`)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByTestId("packs-available").textContent).toBe(translate("es", "packs.available", { count: 1 })),
    );
    // no locked report left in the class: nothing to count above its roster
    expect(screen.queryByTestId("roster-packs")).toBeNull();
  });

  it("when no report is left, then the button is off, says why, and leads to the buy form", async () => {
    const { user, row } = await openRoster({ available: () => 0 });
    const unlock = within(row("Ana Pérez")).getByRole("button", { name: translate("es", "packs.unlock") });
    await waitFor(() => expect((unlock as HTMLButtonElement).disabled).toBe(true));
    const why = document.getElementById(unlock.getAttribute("aria-describedby")!)!;
    expect(why.textContent).toBe(`${translate("es", "packs.noneLeft")} ${translate("es", "packs.buyMore")}`);
    await user.click(within(why).getByRole("link", { name: translate("es", "packs.buyMore") }));
    expect(document.activeElement).toBe(screen.getByLabelText(translate("es", "packs.quantity")));
    expect(seen.filter((r) => r.path.includes("/unlock"))).toEqual([]);
  });

  it("when the server refuses the unlock, then the row shows its message", async () => {
    answer("POST", "/api/schools/classes/0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a/students/stu_Ana_0123456789ab/unlock", {
      status: 409,
      json: { message: translate("es", "schools.packEmpty"), code: "schools.packEmpty" },
    });
    const { user, row } = await openRoster({ available: () => 1 });
    const unlock = within(row("Ana Pérez")).getByRole("button", { name: translate("es", "packs.unlock") });
    await waitFor(() => expect((unlock as HTMLButtonElement).disabled).toBe(false));
    await user.click(unlock);
    expect((await within(row("Ana Pérez")).findByRole("alert")).textContent).toBe(translate("es", "schools.packEmpty"));
    expect(within(row("Ana Pérez")).getByTestId("roster-status").textContent).toBe(
      translate("es", "schools.panel.finished"),
    );
  });
});

describe("the schools page's volume prices", () => {
  it("lists each tier's price and the single report's, in Spanish and in English", async () => {
    signedOut();
    answer("GET", "/api/payment/config", { json: publicConfig() });
    answer("GET", "/api/schools/packs/prices", { json: packPrices() });
    await renderPage(<SchoolsPage />, { path: "/escuelas" });
    const tiers = await screen.findByTestId("schools-pack-tiers");
    expect(
      within(tiers)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      translate("es", "packs.tierRange", { from: 5, to: 29, price: money("14.99") }),
      translate("es", "packs.tierRange", { from: 30, to: 99, price: money("11.99") }),
      translate("es", "packs.tierRange", { from: 100, to: 1000, price: money("9.99") }),
      translate("es", "packs.single", { price: money("19.99") }),
    ]);
    expect(within(tiers).getAllByRole("listitem")[0]!.textContent).toBe("De 5 a 29 reportes: $14.99 USD cada uno");
    expect(
      await screen.findByText(translate("es", "packs.pageContact", { max: 1000, email: "soporte@queestudiar.com" })),
    ).toBeTruthy();
    cleanup();

    signedOut();
    answer("GET", "/api/payment/config", { json: publicConfig() });
    answer("GET", "/api/schools/packs/prices", { json: packPrices() });
    await renderPage(<SchoolsPage lang="en" />, { lang: "en", path: "/schools" });
    const english = await screen.findByTestId("schools-pack-tiers");
    expect(within(english).getAllByRole("listitem")[1]!.textContent).toBe("30 to 99 reports: $11.99 USD each");
  });

  it("while the prices load, says so quietly; if they cannot be loaded, offers to write for volume prices", async () => {
    signedOut();
    answer("GET", "/api/payment/config", { json: publicConfig() });
    answer("GET", "/api/schools/packs/prices", { status: 500, json: { message: "Error interno" } });
    await renderPage(<SchoolsPage />, { path: "/escuelas" });
    expect(screen.getByTestId("schools-pack-prices").textContent).toBe(translate("es", "packs.pageLoading"));
    expect(
      await screen.findByText(translate("es", "schools.page.priceContact", { email: "soporte@queestudiar.com" })),
    ).toBeTruthy();
    expect(screen.queryByTestId("schools-pack-tiers")).toBeNull();
  });
});
