import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import { refreshPaymentConfig } from "@/lib/payment-config";
import { forwardApiTo } from "@/testing/api-network";
import { renderPage } from "@/testing/render-page";
// eslint-disable-next-line import-x/no-restricted-paths -- a component test runs the real API as its network edge
import { startApiServer, type ApiServer } from "../../../../server/src/testing/api-server";
// eslint-disable-next-line import-x/no-restricted-paths -- the same helpers the API tests use
import { signUp } from "../../../../server/src/testing/auth-helpers";
import AdminPage from "./admin-page";

let api: ApiServer;
let adminToken: string;
const { seen } = forwardApiTo(() => api.url);

beforeAll(async () => {
  api = await startApiServer();
  adminToken = (await signUp(api.app, api.database.db, "admin")).token;
});
afterAll(() => api.close());
beforeEach(() => window.localStorage.clear());

async function openAdmin(token: string | null = adminToken) {
  if (token) window.localStorage.setItem("auth_token", token);
  await refreshPaymentConfig();
  const page = await renderPage(<AdminPage />, { path: "/admin" });
  return page;
}

const saves = () => seen.filter((r) => r.method === "POST" && r.path.startsWith("/api/admin/payment-config"));
const adminConfig = async () =>
  (await fetch(`${api.url}/api/admin/payment-config`, { headers: { Authorization: `Bearer ${adminToken}` } })).text();

describe("the admin panel's settings", () => {
  it("asks a signed-out visitor to sign in, and shows no setting", async () => {
    await openAdmin(null);
    expect(await screen.findByRole("heading", { name: translate("es", "adminPanel.accessDenied") })).toBeTruthy();
    expect(screen.getByText(translate("es", "adminPanel.signInPrompt"))).toBeTruthy();
    expect(screen.queryByLabelText(translate("es", "adminPanel.pricing.basePrice"))).toBeNull();
  });

  it("saves a new price, says it is saved, and the public price follows", async () => {
    const page = await openAdmin();
    const price = await screen.findByLabelText(translate("es", "adminPanel.pricing.basePrice"));
    expect(screen.getByText(translate("es", "adminPanel.allSaved"))).toBeTruthy();
    await page.user.clear(price);
    await page.user.type(price, "24.5");
    expect(screen.getByText(translate("es", "adminPanel.unsaved"))).toBeTruthy();
    seen.length = 0;
    await page.user.click(screen.getByTestId("save-config"));

    await waitFor(() => expect(screen.getByText(translate("es", "adminPanel.allSaved"))).toBeTruthy());
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.body).toMatchObject({ basePrice: "24.50" });
    // the form shows what the server stored, and visitors now pay that
    expect((price as HTMLInputElement).value).toBe("24.50");
    const publicConfig = (await (await fetch(`${api.url}/api/payment/config`)).json()) as { basePrice: string };
    expect(publicConfig.basePrice).toBe("24.50");
  });

  it("names a wrong price under its field and sends nothing", async () => {
    const page = await openAdmin();
    const price = await screen.findByLabelText(translate("es", "adminPanel.pricing.basePrice"));
    await page.user.clear(price);
    // three decimals: not a price (the field itself drops letters and commas)
    await page.user.type(price, "12.345");
    seen.length = 0;
    await page.user.click(screen.getByTestId("save-config"));
    expect(await screen.findByText(translate("es", "admin.priceFormat"))).toBeTruthy();
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(saves()).toEqual([]);
    expect(screen.getByText(translate("es", "adminPanel.unsaved"))).toBeTruthy();
  });

  it("keeps a provider's secret write-only: saved, shown by its last four characters, never sent back", async () => {
    const page = await openAdmin();
    const paypal = (
      await screen.findByRole("heading", { name: translate("es", "adminPanel.credentials.paypalTitle") })
    ).closest("section")!;
    const secret = within(paypal).getByLabelText(translate("es", "adminPanel.credentials.clientSecret"));
    expect(secret.getAttribute("type")).toBe("password");
    expect(within(paypal).getAllByTestId("secret-status")[0]!.textContent).toContain(
      translate("es", "adminPanel.credentials.secretNotSet"),
    );
    await page.user.type(
      within(paypal).getByLabelText(translate("es", "adminPanel.credentials.clientId")),
      "AcmeClient-123",
    );
    await page.user.type(secret, "s3cr3t-paypal-WXYZ");
    await page.user.click(screen.getByTestId("save-config"));

    await waitFor(() =>
      expect(within(paypal).getAllByTestId("secret-status")[0]!.textContent).toContain(
        translate("es", "adminPanel.credentials.secretSet", { last4: "WXYZ" }),
      ),
    );
    expect((secret as HTMLInputElement).value).toBe("");
    expect(await adminConfig()).not.toContain("s3cr3t-paypal-WXYZ");
  });
});
