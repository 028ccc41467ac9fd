import { screen, waitFor, within } from "@testing-library/react";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a refusal is the server's text, from its catalog
import { translate as serverText } from "@shared/i18n/catalog";
import type { Lang } from "@shared/i18n/lang";
import { formatMoney } from "@shared/pricing";
import { paths } from "@/config/paths";
import { translate } from "@/lib/i18n";
import { refreshPaymentConfig } from "@/lib/payment-config";
import { forwardApiTo } from "@/testing/api-network";
import { renderPage } from "@/testing/render-page";
// eslint-disable-next-line import-x/no-restricted-paths -- a component test runs the real API as its network edge
import { startApiServer, type ApiServer } from "../../../../server/src/testing/api-server";
// eslint-disable-next-line import-x/no-restricted-paths -- the same helpers the API tests use
import { signUp } from "../../../../server/src/testing/auth-helpers";
// eslint-disable-next-line import-x/no-restricted-paths -- the same builders the API tests use
import { setPaymentConfig } from "../../../../server/src/testing/builders";
import PaymentSelectionPage from "./payment-selection-page";

let api: ApiServer;
const { seen } = forwardApiTo(() => api.url);

beforeAll(async () => {
  api = await startApiServer();
  await setPaymentConfig(api.database.db, { paypalEnabled: true, bancoPopularEnabled: true, testMode: true });
  // a 25 % code the administrator made
  const admin = await signUp(api.app, api.database.db, "admin");
  const created = await request(api.app)
    .post("/api/admin/promo-codes")
    .set("Authorization", `Bearer ${admin.token}`)
    .send({ code: "FERIA25", percentOff: 25 });
  expect(created.status).toBe(201);
});
afterAll(() => api.close());

async function openSelection(lang: Lang = "es") {
  const id = await api.takeTest();
  await refreshPaymentConfig();
  const page = await renderPage(<PaymentSelectionPage />, {
    lang,
    path: `/payment-selection?assessment=${id}&lang=${lang}`,
  });
  await screen.findByRole("heading", { level: 1, name: translate(lang, "selection.title") });
  seen.length = 0;
  return { id, ...page };
}

describe("choosing how to pay", () => {
  it("offers the methods the administrator switched on as a radio group; the button follows the choice", async () => {
    const page = await openSelection();
    const group = screen.getByRole("radiogroup", { name: translate("es", "selection.methodsLabel") });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.getAttribute("data-testid"))).toEqual(["method-paypal", "method-banco_popular"]);
    // the first is chosen at first
    expect(radios[0]!.getAttribute("aria-checked")).toBe("true");
    const proceed = screen.getByTestId("continue-payment");
    expect(proceed.textContent).toBe(translate("es", "selection.continuePaypal"));

    await page.user.click(within(group).getByRole("radio", { name: new RegExp(translate("es", "selection.card")) }));
    expect(radios[1]!.getAttribute("aria-checked")).toBe("true");
    expect(radios[0]!.getAttribute("aria-checked")).toBe("false");
    expect(proceed.textContent).toBe(translate("es", "selection.continueCard"));

    // the card's price is said in pesos too
    const quote = await api.quote(page.id);
    expect(
      within(radios[1]!).getByText(
        translate("es", "selection.cardLocal", { amount: formatMoney(quote.localAmount, quote.localCurrency, "es") }),
      ),
    ).toBeTruthy();

    await page.user.click(proceed);
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        paths.checkout(page.id, { method: "banco_popular", lang: "es" }),
      ),
    );
  });

  it("shows only what is on: with the card switched off, PayPal alone", async () => {
    await setPaymentConfig(api.database.db, { bancoPopularEnabled: false });
    try {
      await openSelection();
      const radios = within(screen.getByRole("radiogroup")).getAllByRole("radio");
      expect(radios.map((r) => r.getAttribute("data-testid"))).toEqual(["method-paypal"]);
    } finally {
      await setPaymentConfig(api.database.db, { bancoPopularEnabled: true });
    }
  });

  it("applies a valid promo code to every price shown, and can take it off again", async () => {
    const page = await openSelection();
    const before = await api.quote(page.id);
    await page.user.type(screen.getByLabelText(translate("es", "promo.question")), "feria25");
    await page.user.click(screen.getByTestId("promo-validate"));

    const applied = await screen.findByTestId("promo-applied");
    const discounted = await api.quote(page.id, "FERIA25");
    expect(discounted.promoDiscount).toBeTruthy();
    expect(applied.textContent).toBe(
      translate("es", "promo.appliedLine", {
        code: "FERIA25",
        discount: formatMoney(discounted.promoDiscount!, discounted.currency, "es"),
      }),
    );
    expect(Number(discounted.amount)).toBeLessThan(Number(before.amount));
    // the PayPal card shows the new price
    await waitFor(() =>
      expect(screen.getByTestId("method-paypal").textContent).toContain(
        formatMoney(discounted.amount, discounted.currency, "es"),
      ),
    );
    expect(seen.some((r) => r.path.startsWith("/api/payment/promo/validate"))).toBe(true);

    await page.user.click(screen.getByRole("button", { name: translate("es", "promo.remove") }));
    await waitFor(() =>
      expect(screen.getByTestId("method-paypal").textContent).toContain(
        formatMoney(before.amount, before.currency, "es"),
      ),
    );
  });

  it("says why a code does not work, in the reader's language, and asks nothing for an empty one", async () => {
    const page = await openSelection("en");
    await page.user.click(screen.getByTestId("promo-validate"));
    expect((await screen.findByTestId("promo-feedback")).textContent).toBe(translate("en", "promo.codeRequired"));
    expect(seen.filter((r) => r.path.startsWith("/api/payment/promo"))).toEqual([]);

    await page.user.type(screen.getByLabelText(translate("en", "promo.question")), "NOEXISTE");
    await page.user.click(screen.getByTestId("promo-validate"));
    await waitFor(() =>
      expect(screen.getByTestId("promo-feedback").textContent).toBe(serverText("en", "promo.unknown")),
    );
    expect(screen.getByTestId("promo-feedback").getAttribute("role")).toBe("alert");
  });
});

describe("back from a provider's page", () => {
  it.each([
    ["paypal=cancelled", "method-paypal", () => translate("es", "selection.paypalCancelled")],
    ["paypal=declined", "method-paypal", () => null],
    ["card=cancelled", "method-banco_popular", () => translate("es", "selection.cardCancelled")],
    [
      "card=declined&code=51",
      "method-banco_popular",
      () => translate("es", "selection.cardDeclinedReason", { reason: translate("es", "selection.decline.funds") }),
    ],
    ["card=declined&code=77", "method-banco_popular", () => translate("es", "selection.cardDeclined")],
    ["card=invalid", "method-banco_popular", () => translate("es", "selection.cardInvalid")],
  ])("with %s, that method stays chosen and the page says why", async (query, chosen, noticeText) => {
    const id = await api.takeTest();
    await refreshPaymentConfig();
    await renderPage(<PaymentSelectionPage />, { path: `/payment-selection?assessment=${id}&${query}&lang=es` });
    await screen.findByRole("heading", { level: 1, name: translate("es", "selection.title") });

    const group = screen.getByRole("radiogroup", { name: translate("es", "selection.methodsLabel") });
    const checked = within(group)
      .getAllByRole("radio")
      .filter((radio) => radio.getAttribute("aria-checked") === "true");
    expect(checked.map((radio) => radio.getAttribute("data-testid"))).toEqual([chosen]);
    // the texts, once the page has loaded the catalog
    const notice = noticeText();
    if (notice) expect(screen.getByTestId("payment-notice").textContent).toBe(notice);
    else expect(screen.queryByTestId("payment-notice")).toBeNull();
  });
});
