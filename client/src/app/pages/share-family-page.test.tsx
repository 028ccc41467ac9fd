import { screen, waitFor, within } from "@testing-library/react";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { ROUTES } from "@shared/routes";
import { translate } from "@/lib/i18n";
import { forwardApiTo } from "@/testing/api-network";
import { renderPage } from "@/testing/render-page";
// eslint-disable-next-line import-x/no-restricted-paths -- a component test runs the real API as its network edge
import { startApiServer, type ApiServer } from "../../../../server/src/testing/api-server";
// eslint-disable-next-line import-x/no-restricted-paths -- the same builders the API tests use
import { buildSubmission, setPaymentConfig } from "../../../../server/src/testing/builders";
import ShareFamilyPage from "./share-family-page";

let api: ApiServer;
const { seen } = forwardApiTo(() => api.url);

beforeAll(async () => {
  // jsdom lays nothing out and has no scrolling: the outcome is still focused, which is what a person notices
  HTMLElement.prototype.scrollIntoView = () => {};
  api = await startApiServer();
  await setPaymentConfig(api.database.db, { paypalEnabled: true, bancoPopularEnabled: true, testMode: true });
});
afterAll(() => api.close());

/** A test taken and shared by its taker: the share's id. */
async function sharedTest(): Promise<string> {
  const submitted = await request(api.app)
    .post("/api/assessment/submit")
    .send(buildSubmission({ fullName: "Ana Pérez" }));
  expect(submitted.status).toBe(201);
  const shared = await request(api.app)
    .post(`/api/assessment/${submitted.body.assessmentId}/share`)
    .set("X-Claim-Secret", submitted.body.claimSecret)
    .send({ lang: "es" });
  expect(shared.status).toBeLessThan(300);
  return shared.body.shareId as string;
}

async function openFamilyPage(shareId: string, query = "lang=es") {
  const page = await renderPage(<Route path={ROUTES.shareFamily.path} component={ShareFamilyPage} />, {
    path: `/r/${shareId}/familia?${query}`,
  });
  await screen.findByTestId("gift-section");
  return page;
}

const captures = () => seen.filter((r) => r.method === "POST" && r.path.includes("/gift/finalize"));

describe("giving the report", () => {
  it("offers each way of paying the administrator switched on, by its name and marks; the button names the chosen one", async () => {
    const page = await openFamilyPage(await sharedTest());
    const submit = await screen.findByTestId("gift-submit");
    const paypal = screen.getByTestId("gift-method-paypal").closest("label")!;
    const card = screen.getByTestId("gift-method-banco_popular").closest("label")!;
    expect(paypal.textContent).toBe(translate("es", "family.payPaypal"));
    expect(paypal.querySelector('svg[data-brand="paypal"]')).not.toBeNull();
    expect(card.textContent).toBe(translate("es", "family.payCard"));
    expect(card.querySelector('svg[data-brand="visa"]')).not.toBeNull();
    expect(submit.textContent).toBe(`${translate("es", "family.giftSubmit")} · ${translate("es", "family.payPaypal")}`);

    await page.user.click(within(card).getByRole("radio"));
    expect(submit.textContent).toBe(`${translate("es", "family.giftSubmit")} · ${translate("es", "family.payCard")}`);
  });

  it("back from PayPal with its order, captures it once and drops it from the address", async () => {
    const shareId = await sharedTest();
    await openFamilyPage(shareId, "gift=paypal&token=5O190127TN364715T&lang=es");

    await waitFor(() => expect(captures().map((r) => r.body)).toEqual([{ orderId: "5O190127TN364715T" }]));
    expect(window.location.search).toBe("?lang=es");
    // no such order at PayPal: the payer is told
    expect((await screen.findByTestId("gift-error")).textContent).toBe(
      translate("es", "family.giftFailed", { name: "Ana" }),
    );
  });

  it("back from the card page, which the server verified, says the report was given and captures nothing", async () => {
    const shareId = await sharedTest();
    await openFamilyPage(shareId, "gift=done&lang=es");

    expect((await screen.findByTestId("gift-success")).textContent).toBe(
      translate("es", "family.giftDone", { name: "Ana" }),
    );
    expect(window.location.search).toBe("?lang=es");
    expect(captures()).toEqual([]);
  });
});
