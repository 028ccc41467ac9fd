import { screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the refusal is the server's text, from its catalog
import { translate as serverText } from "@shared/i18n/catalog";
import type { Lang } from "@shared/i18n/lang";
import { formatMoney } from "@shared/pricing";
import CheckoutPage from "./checkout-page";
import { translate } from "@/lib/i18n";
import { leavePage } from "@/lib/leave-page";
import { refreshPaymentConfig } from "@/lib/payment-config";
import { forwardApiTo } from "@/testing/api-network";
import { renderPage } from "@/testing/render-page";
// eslint-disable-next-line import-x/no-restricted-paths -- a component test runs the real API as its network edge
import { startApiServer, type ApiServer } from "../../../../server/src/testing/api-server";
// eslint-disable-next-line import-x/no-restricted-paths -- the same builders the API tests use
import { setPaymentConfig } from "../../../../server/src/testing/builders";

let api: ApiServer;
const { seen } = forwardApiTo(() => api.url);

beforeAll(async () => {
  api = await startApiServer();
  await setPaymentConfig(api.database.db, { paypalEnabled: true, bancoPopularEnabled: true, testMode: true });
});
afterAll(() => api.close());
afterEach(() => vi.restoreAllMocks());

async function openCheckout(method: string, lang: Lang = "es") {
  const id = await api.takeTest();
  await refreshPaymentConfig();
  const page = await renderPage(<CheckoutPage />, {
    lang,
    path: `/checkout?assessment=${id}&method=${method}&lang=${lang}`,
  });
  await screen.findByRole("heading", { level: 1, name: translate(lang, "checkout.title") });
  seen.length = 0;
  return { id, ...page };
}

async function fillBuyer(page: Awaited<ReturnType<typeof openCheckout>>, lang: Lang = "es") {
  // the name arrives pre-filled from the test: replaced only once it is there (else the two would run together)
  const name = screen.getByLabelText(translate(lang, "complete.fullName")) as HTMLInputElement;
  await waitFor(() => expect(name.value).toBe("Ana María Pérez"));
  await page.user.clear(screen.getByLabelText(translate(lang, "complete.fullName")));
  await page.user.type(screen.getByLabelText(translate(lang, "complete.fullName")), "Lucía Fernández");
  await page.user.type(screen.getByLabelText(translate(lang, "complete.email")), "lucia@example.com");
  await page.user.selectOptions(screen.getByLabelText(translate(lang, "complete.age")), "19-24");
  await page.user.selectOptions(screen.getByLabelText(translate(lang, "complete.education")), "universitario");
}

const checkoutRequests = () => seen.filter((r) => r.method === "POST" && r.path.startsWith("/api/checkout/"));

describe("checkout", () => {
  it("says what is missing under each field and asks the server nothing", async () => {
    const page = await openCheckout("paypal");
    // the name comes pre-filled from the test; the buyer leaves one letter of it
    const name = screen.getByLabelText(translate("es", "complete.fullName"));
    await waitFor(() => expect((name as HTMLInputElement).value).toBe("Ana María Pérez"));
    await page.user.clear(name);
    await page.user.type(name, "C");
    await page.user.click(screen.getByTestId("pay-button"));
    expect(await screen.findByText(translate("es", "checkout.v.nameMin"))).toBeTruthy();
    expect(screen.getByText(translate("es", "checkout.v.ageRequired"))).toBeTruthy();
    expect(screen.getByText(translate("es", "checkout.v.educationRequired"))).toBeTruthy();
    expect(screen.getByText(translate("es", "validation.email"))).toBeTruthy();
    expect(checkoutRequests()).toEqual([]);
  });

  it("with PayPal, sends the buyer and the quoted price, then leaves for the approval page", async () => {
    const leave = vi.spyOn(leavePage, "to").mockImplementation(() => {});
    const page = await openCheckout("paypal");
    expect(screen.getByTestId("pay-button").textContent).toContain(translate("es", "checkout.payPaypal"));
    await fillBuyer(page);
    await page.user.click(screen.getByTestId("pay-button"));

    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const [request] = checkoutRequests();
    expect(request?.path).toBe("/api/checkout/paypal?lang=es");
    const quote = await api.quote(page.id);
    expect(request?.body).toMatchObject({
      assessmentId: page.id,
      amount: quote.amount,
      currency: quote.currency,
      customerData: {
        fullName: "Lucía Fernández",
        email: "lucia@example.com",
        age: "19-24",
        education: "universitario",
        country: "DO",
      },
    });
    // the page went where the server said: the (local sandbox's) approval page of the order it opened
    const approval = new URL(leave.mock.calls[0]![0]);
    expect(approval.origin).toBe(api.url);
    expect(approval.searchParams.get("token")).toBeTruthy();
    expect(screen.getByTestId("pay-button").textContent).toContain(translate("es", "checkout.processing"));
    // PayPal charges the price currency: no amount in pesos is promised
    expect(
      screen.queryByText(
        translate("es", "checkout.chargedLocal", { amount: formatMoney(quote.localAmount, quote.localCurrency, "es") }),
      ),
    ).toBeNull();
  });

  it("with a card, posts the bank's fields to the bank's page from the browser", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const page = await openCheckout("banco_popular");
    expect(screen.getByTestId("pay-button").textContent).toContain(translate("es", "checkout.payCard"));
    await fillBuyer(page);
    await page.user.click(screen.getByTestId("pay-button"));

    expect(await screen.findByText(translate("es", "checkout.redirectingBank"))).toBeTruthy();
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe("post");
    expect(new URL(form.action).origin).toBe(api.url);
    const fields = Object.fromEntries([...form.querySelectorAll("input")].map((input) => [input.name, input.value]));
    // the bank's fields, signed by the server: the order and the quoted amount in cents
    const quote = await api.quote(page.id);
    expect(quote.localCurrency).toBe("DOP");
    // the card is charged in pesos: the summary says how much
    const local = translate("es", "checkout.chargedLocal", {
      amount: formatMoney(quote.localAmount, quote.localCurrency, "es"),
    });
    expect(screen.getByText(local)).toBeTruthy();
    expect(fields).toMatchObject({
      OrderNumber: expect.any(String),
      Amount: String(Math.round(Number(quote.localAmount) * 100)),
      AuthHash: expect.any(String),
    });
    expect(checkoutRequests().map((r) => r.path)).toEqual(["/api/checkout/banco_popular?lang=es"]);
  });

  it("says on the page, in the reader's language, why the server refused, and lets them try again", async () => {
    const page = await openCheckout("paypal", "en");
    await fillBuyer(page, "en");
    // the administrator switches PayPal off while the buyer fills the form
    await setPaymentConfig(api.database.db, { paypalEnabled: false });
    try {
      await page.user.click(screen.getByTestId("pay-button"));
      const alert = await screen.findByTestId("checkout-error");
      expect(alert.textContent).toBe(
        translate("en", "checkout.error", { message: serverText("en", "payment.methodUnavailable") }),
      );
      expect(screen.getByTestId("pay-button").hasAttribute("disabled")).toBe(false);
      expect(screen.getByTestId("pay-button").textContent).toContain(translate("en", "checkout.payPaypal"));
    } finally {
      await setPaymentConfig(api.database.db, { paypalEnabled: true });
    }
  });
});
