import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "@shared/i18n/lang";
import type { AdminPaymentConfigDto } from "@shared/validators/admin";
import { translate } from "@/lib/i18n";
import { adminConfig, adminPayment, publicConfig } from "@/testing/builders";
import { fakeApi } from "@/testing/fake-api";
import { renderPage } from "@/testing/render-page";
import AdminPage from "./admin-page";

// The packs' server side is built beside this client: the tests answer the admin API with its new fields.
const { seen, answer } = fakeApi();

beforeEach(() => {
  answer("GET", "/api/auth/user", { status: 401, json: { message: "No autenticado" } });
  answer("GET", "/api/payment/config", { json: publicConfig() });
});

/** The admin page on its config as the server has it; a save is answered with what was sent, stored. */
async function openAdmin(config: AdminPaymentConfigDto = adminConfig(), lang: Lang = "es") {
  answer("GET", "/api/admin/payment-config", { json: config });
  answer("POST", "/api/admin/payment-config", (request) => {
    const body = request.body as Partial<AdminPaymentConfigDto>;
    return { json: { ...config, ...body, packTiers: body.packTiers ?? config.packTiers } };
  });
  const page = await renderPage(<AdminPage />, { lang, path: "/admin" });
  const tiers = await screen.findByTestId("pack-tiers");
  return { ...page, tiers };
}

const rows = (tiers: HTMLElement) => within(tiers).getAllByTestId("pack-tier");
const saves = () => seen.filter((r) => r.method === "POST" && r.path.startsWith("/api/admin/payment-config"));

describe("the administrator's pack tiers", () => {
  it("adds a tier and removes one, and saves the tiers with the rest of the pricing", async () => {
    const { user, tiers } = await openAdmin();
    expect(rows(tiers)).toHaveLength(3);
    const first = within(rows(tiers)[0]!).getByRole("group", {
      name: translate("es", "adminPanel.packs.tier", { n: 1 }),
    });
    expect((within(first).getByLabelText(translate("es", "adminPanel.packs.from")) as HTMLInputElement).value).toBe(
      "5",
    );
    expect(
      (within(first).getByLabelText(translate("es", "adminPanel.packs.unitPrice")) as HTMLInputElement).value,
    ).toBe("14.99");

    await user.click(within(tiers).getByRole("button", { name: translate("es", "adminPanel.packs.add") }));
    expect(rows(tiers)).toHaveLength(4);
    const added = rows(tiers)[3]!;
    const from = within(added).getByLabelText(translate("es", "adminPanel.packs.from"));
    // the new row's first input takes the focus
    await waitFor(() => expect(document.activeElement).toBe(from));
    await user.type(from, "300");
    const price = within(added).getByLabelText(translate("es", "adminPanel.packs.unitPrice"));
    await user.clear(price);
    await user.type(price, "8.5");
    await user.click(within(tiers).getByRole("button", { name: translate("es", "adminPanel.packs.remove", { n: 2 }) }));
    expect(rows(tiers)).toHaveLength(3);
    expect(within(tiers).getByTestId("pack-tiers-preview").textContent).toContain(
      translate("es", "packs.tierRange", { from: 100, to: 299, price: "$9.99 USD" }),
    );

    await user.click(screen.getByTestId("save-config"));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((saves()[0]!.body as { packTiers: unknown }).packTiers).toEqual([
      { minQuantity: 5, unitPrice: "14.99" },
      { minQuantity: 100, unitPrice: "9.99" },
      { minQuantity: 300, unitPrice: "8.50" },
    ]);
    await waitFor(() => expect(screen.getByText(translate("es", "adminPanel.allSaved"))).toBeTruthy());
  });

  it("keeps between one and six tiers", async () => {
    const { user, tiers } = await openAdmin();
    const add = within(tiers).getByRole("button", { name: translate("es", "adminPanel.packs.add") });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(rows(tiers)).toHaveLength(6);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(add.getAttribute("aria-describedby")!)!.textContent).toBe(
      translate("es", "adminPanel.packs.limits", { max: 6 }),
    );
    for (let n = 6; n > 1; n -= 1)
      await user.click(within(tiers).getByRole("button", { name: translate("es", "adminPanel.packs.remove", { n }) }));
    expect(rows(tiers)).toHaveLength(1);
    expect(
      (
        within(tiers).getByRole("button", {
          name: translate("es", "adminPanel.packs.remove", { n: 1 }),
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it("names tiers out of order under the editor and sends nothing; the server's refusal of the tiers shows there too", async () => {
    const { user, tiers } = await openAdmin();
    const second = within(rows(tiers)[1]!).getByLabelText(translate("es", "adminPanel.packs.from"));
    await user.clear(second);
    await user.type(second, "5");
    await user.click(screen.getByTestId("save-config"));
    expect((await within(tiers).findByTestId("pack-tiers-error")).textContent).toBe(
      translate("es", "admin.packTierOrder"),
    );
    expect(saves()).toEqual([]);
    // the focus goes to the tiers editor's first input (a frame later): only then does the administrator type again
    const first = within(rows(tiers)[0]!).getByLabelText(translate("es", "adminPanel.packs.from"));
    await waitFor(() => expect(document.activeElement).toBe(first));

    // in order again, but the server refuses the tiers (path `packTiers`, its message already translated)
    await user.clear(second);
    await user.type(second, "30");
    const refusal = translate("es", "admin.packTierFirst");
    answer("POST", "/api/admin/payment-config", {
      status: 400,
      json: { message: refusal, code: "validation.body", details: [{ path: "packTiers", message: refusal }] },
    });
    await user.click(screen.getByTestId("save-config"));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((await within(tiers).findByTestId("pack-tiers-error")).textContent).toBe(refusal);
  });
});

describe("a pack's payment in the administrator's list", () => {
  it("shows the pack's size, used and refunded reports instead of a test, in Spanish and in English", async () => {
    const pack = adminPayment({
      id: "pack-payment",
      assessmentId: null,
      pack: { id: "7b3f0c1e-2a4d-4e5f-8a9b-0c1d2e3f4a5b", quantity: 30, used: 4, refunded: 2, unitPrice: "11.99" },
    });
    const report = adminPayment({ id: "report-payment", buyerName: "Ana Pérez", amount: "19.99" });
    for (const lang of ["es", "en"] as const) {
      answer("GET", "/api/admin/payments", { json: { items: [pack, report], page: 1, pageSize: 20, hasMore: false } });
      const { user } = await openAdmin(adminConfig(), lang);
      await user.click(screen.getByTestId("tab-payments"));
      const cards = await screen.findAllByTestId("payment-card");
      const packCard = cards.find((card) => card.dataset.paymentId === "pack-payment")!;
      const reportCard = cards.find((card) => card.dataset.paymentId === "report-payment")!;
      expect(within(packCard).getByTestId("payment-pack").textContent).toBe(
        translate(lang, "adminPanel.payments.packLine", { quantity: 30, used: 4, refunded: 2 }),
      );
      expect(within(packCard).queryByText(translate(lang, "adminPanel.payments.assessment"))).toBeNull();
      expect(within(reportCard).getByText(translate(lang, "adminPanel.payments.assessment"))).toBeTruthy();
      expect(within(reportCard).queryByTestId("payment-pack")).toBeNull();
      cleanup();
    }
    expect(translate("en", "adminPanel.payments.packLine", { quantity: 30, used: 4, refunded: 2 })).toBe(
      "Pack of 30 reports · used: 4 · refunded: 2",
    );
  });
});

describe("refunding a pack's payment", () => {
  it("offers only the unused reports, says what happens to them, and sends no amount unless one is typed", async () => {
    const pack = adminPayment({
      id: "pack-payment",
      assessmentId: null,
      amount: "359.70",
      pack: { id: "7b3f0c1e-2a4d-4e5f-8a9b-0c1d2e3f4a5b", quantity: 30, used: 4, refunded: 2, unitPrice: "11.99" },
    });
    answer("GET", "/api/admin/payments", { json: { items: [pack], page: 1, pageSize: 20, hasMore: false } });
    answer("POST", "/api/admin/payments/pack-payment/refund", {
      status: 201,
      json: { recorded: true, full: false, payment: { ...pack, refundedAmount: "287.76" } },
    });
    const { user } = await openAdmin(adminConfig(), "es");
    await user.click(screen.getByTestId("tab-payments"));
    const [card] = await screen.findAllByTestId("payment-card");
    await user.click(within(card!).getByTestId("refund-button"));
    const form = await screen.findByTestId("refund-form");
    // 24 unused reports at 11.99: what is left to give back, not the pack's whole price
    expect(form.textContent).toContain(
      translate("es", "adminPanel.payments.packRefundEffects", { count: 24, amount: "$287.76 USD" }),
    );
    expect(form.textContent).not.toContain(translate("es", "adminPanel.payments.refundEffects"));
    await user.click(within(form).getByTestId("refund-confirm"));
    const refunds = () => seen.filter((r) => r.method === "POST" && r.path.includes("/refund"));
    await waitFor(() => expect(refunds()).toHaveLength(1));
    expect(refunds()[0]!.body).not.toHaveProperty("amount");
  });
});
