import { screen, waitFor } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments } from "@shared/schema/index";
import { translate } from "@/lib/i18n";
import { forwardApiTo } from "@/testing/api-network";
import { renderPage } from "@/testing/render-page";
// eslint-disable-next-line import-x/no-restricted-paths -- a component test runs the real API as its network edge
import { startApiServer, type ApiServer } from "../../../../server/src/testing/api-server";
import PaymentSuccessPage from "./payment-success-page";

let api: ApiServer;
const { seen } = forwardApiTo(() => api.url);

beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

const finalizeRequests = () => seen.filter((r) => r.method === "POST" && r.path.startsWith("/api/payment/finalize"));
const statusRequests = () => seen.filter((r) => r.method === "GET" && r.path.startsWith("/api/payment/status"));

describe("back from paying", () => {
  it("from PayPal (its return names no method), the page asks the server to capture the order once", async () => {
    const id = await api.takeTest();
    await renderPage(<PaymentSuccessPage />, { path: `/payment-success?assessment=${id}&order=5O190127TN364715T` });

    // no such order at PayPal: the buyer is told, and starts over from the payment methods
    await screen.findByRole("alert");
    expect(finalizeRequests().map((r) => r.body)).toEqual([
      { assessmentId: id, orderId: "5O190127TN364715T", source: "paypal" },
    ]);
  });

  it("from the card page (verified before the buyer came back), the page captures nothing and shows the payment paid", async () => {
    const id = await api.takeTest();
    // the bank's return was verified on the server, which unlocked the report
    await api.database.db.update(assessments).set({ isPaid: true, paidAt: new Date() }).where(eq(assessments.id, id));
    await renderPage(<PaymentSuccessPage />, {
      path: `/payment-success?assessment=${id}&order=ORD-1234&method=banco_popular`,
    });

    expect((await screen.findByTestId("success-title")).textContent).toBe(translate("es", "success.title"));
    await waitFor(() => expect(statusRequests().length).toBeGreaterThan(0));
    expect(finalizeRequests()).toEqual([]);
  });
});
