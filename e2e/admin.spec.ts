import { expect, test, type APIRequestContext } from "@playwright/test";
import { seedAssessment } from "./assessment-helpers";
import { adminToken, signInAsAdmin, updatePaymentConfig } from "./admin-api";
import { expectNoSeriousA11yViolations } from "./fixtures";

/** Creates a seller through the admin API (for tests that are not about the creation form). */
async function createSellerThroughApi(
  request: APIRequestContext,
  name: string,
): Promise<{ id: string; referralCode: string }> {
  const token = await adminToken(request);
  const res = await request.post("/api/admin/sellers", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, email: `api.seller.${Date.now()}@e2e.test` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).seller;
}

test.describe("administration panel", () => {
  let previous: Record<string, unknown>;
  test.beforeAll(async ({ request }) => {
    previous = await updatePaymentConfig(request, {});
  });
  test.afterAll(async ({ request }) => {
    await updatePaymentConfig(request, previous);
  });

  test("when a signed-out visitor opens /admin, then access is denied", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByTestId("access-denied")).toContainText("Acceso denegado");
    // The sign-in link comes back to the admin panel afterwards.
    await expect(page.getByTestId("access-denied").getByRole("link", { name: "Iniciar Sesión" })).toHaveAttribute(
      "href",
      "/user-login?next=%2Fadmin",
    );
    // Other roles (403) are covered by the API's role matrix (server/src/features/sellers/sellers.routes.test.ts).
  });

  test("when the admin changes the base price, then the preview and the landing page's pricing card follow", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Panel de Administración");
    await expect(page.getByRole("tab")).toHaveText([
      "Precios",
      "Métodos de pago",
      "Pruebas",
      "Credenciales",
      "Vendedores",
      "Referencias",
      "Pagos",
    ]);
    await expect(page.getByTestId("system-status")).toContainText("PayPal");
    await expect(page.getByLabel("Precio actual")).toHaveAttribute("step", "0.01");
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Precio original").fill("59.99");
    await page.getByLabel("Precio actual").fill("17.49");
    // (59.99 - 17.49) / 59.99 = 70.8 % → 71 % (rounded to a whole percent)
    await expect(page.getByTestId("preview-discount")).toHaveText("71% de descuento");
    await expect(page.getByTestId("save-bar")).toContainText("Hay cambios sin guardar");
    await page.getByTestId("save-config").click();
    await expect(page.getByTestId("toast")).toContainText("✅ Configuración guardada");
    await expect(page.getByTestId("toast")).toContainText("Todos los cambios se aplicaron correctamente");
    await expect(page.getByTestId("save-bar")).toContainText("Todo guardado");

    // A price above the original is refused, with an error toast, and nothing changes.
    await page.getByLabel("Precio actual").fill("79.99");
    await page.getByTestId("save-config").click();
    await expect(page.getByTestId("toast")).toContainText("❌ Error");
    await expect(page.getByTestId("toast")).toContainText("No se pudo guardar la configuración");
    await expect(page.getByText("El precio actual no puede ser mayor que el precio original")).toBeVisible();

    // A visitor (not signed in: "/" is the dashboard for a signed-in user) sees the new price.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(page.url().replace(/\/admin.*$/, "/"));
    const card = visitor.getByTestId("pricing-card");
    await expect(card.getByTestId("current-price")).toHaveText("$17.49 USD");
    await expect(card.getByTestId("original-price")).toHaveText("$59.99 USD");
    await expect(card.getByTestId("discount-badge")).toHaveText("-71%");
    await visitor.close();
  });

  test("when PayPal is off, then its test-mode switch is disabled; secrets show only as configured", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Métodos de pago" }).click();
    const paypal = page.getByRole("switch", { name: "PayPal", exact: true });
    const testMode = page.getByRole("switch", { name: "Modo de prueba de PayPal (sandbox)" });
    await expect(paypal).toHaveAttribute("aria-checked", "true");
    await expect(testMode).toBeEnabled();
    await paypal.click();
    await expect(testMode).toBeDisabled();
    await paypal.click();
    await expect(testMode).toBeEnabled();

    await page.getByRole("tab", { name: "Credenciales" }).click();
    // The card gateway's key: setting it alone keeps the local card sandbox in use for other tests.
    await page.getByLabel("Clave secreta").fill("e2e-secret-value-7788");
    await page.getByTestId("save-config").click();
    await expect(page.getByTestId("toast")).toContainText("✅ Configuración guardada");
    await expect(page.getByLabel("Clave secreta")).toHaveValue("");
    await expect(page.getByText("Configurado ••••7788")).toBeVisible();
    const token = await adminToken(page.request);
    const config = await (
      await page.request.get("/api/admin/payment-config", { headers: { Authorization: `Bearer ${token}` } })
    ).text();
    expect(config).not.toContain("e2e-secret-value");
  });

  test("when a seller is deactivated from the list, then its link stops working", async ({ page }) => {
    const seller = await createSellerThroughApi(page.request, "Vendedor Pausado");
    await signInAsAdmin(page);
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Vendedores" }).click();
    const row = page.locator(`[data-testid=seller-row][data-code="${seller.referralCode}"]`);
    await expect(row.getByTestId("seller-status")).toHaveText("Activo");
    expect((await page.request.get(`/api/track-referral/${seller.referralCode}`)).status()).toBe(200);
    await row.getByRole("button", { name: "Desactivar a Vendedor Pausado" }).click();
    await expect(row.getByTestId("seller-status")).toHaveText("Inactivo");
    expect((await page.request.get(`/api/track-referral/${seller.referralCode}`)).status()).toBe(404);
  });

  test("when a seller id does not exist, then the dashboard says so", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/seller-dashboard/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vendedor no encontrado");
    await expect(page.getByText("El ID de vendedor proporcionado no existe.")).toBeVisible();
  });
});

test.describe("sellers", () => {
  // A purchase through the local payment sandbox is no sale: the referral stays pending and earns nothing.
  test("when the admin creates a seller, then the seller signs in with the temporary password and sees a sandbox purchase as no sale", async ({
    browser,
  }) => {
    const email = `vendedora.${Date.now()}@e2e.test`;

    // 1. The admin creates the seller.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto("/admin");
    await admin.getByRole("tab", { name: "Vendedores" }).click();
    await admin.getByLabel("Nombre", { exact: true }).fill("Vendedora Prueba");
    await admin.getByLabel("Email", { exact: true }).fill(email);
    await admin.getByRole("button", { name: "Crear vendedor" }).click();
    await expect(admin.getByTestId("toast")).toContainText("Vendedor creado");
    const code = (await admin.getByTestId("created-code").textContent())!.trim();
    const password = (await admin.getByTestId("temporary-password").textContent())!.trim();
    expect(code).toMatch(/^VEND[A-Z0-9]{4}$/);
    await expect(admin.locator(`[data-testid=seller-row][data-code="${code}"]`)).toContainText("Vendedora Prueba");

    // 2. A visitor arrives through the seller's link and buys through the local PayPal sandbox.
    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    await buyer.goto(`/?ref=${code}`);
    await expect(buyer.getByTestId("toast")).toContainText("Enlace de referido detectado");
    await expect(buyer).toHaveURL(/\/$/);
    const id = await seedAssessment(buyer, "es", "Comprador Referido");
    await buyer.goto(`/payment-selection?assessment=${id}`);
    await expect(buyer.getByTestId("method-paypal").getByTestId("price")).toHaveText("$17.99 USD");
    await buyer.getByRole("button", { name: "Continuar con PayPal" }).click();
    await buyer.getByRole("button", { name: "Pagar con PayPal" }).click();
    await buyer.getByRole("button", { name: "Aprobar" }).click();
    await expect(buyer.getByTestId("success-title")).toHaveText("Pago Procesado Exitosamente");
    await buyerContext.close();

    // 3. The seller signs in with the temporary password and finds the referral, with no sale and no commission.
    const sellerContext = await browser.newContext();
    await sellerContext.grantPermissions(["clipboard-read", "clipboard-write"]);
    const seller = await sellerContext.newPage();
    await seller.goto("/user-login");
    await seller.getByLabel("Email").fill(email);
    await seller.getByLabel("Contraseña", { exact: true }).fill(password);
    await seller.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    // A temporary password must be replaced first.
    await expect(seller).toHaveURL(/\/change-password$/);
    await seller.getByLabel("Contraseña actual", { exact: true }).fill(password);
    await seller.getByLabel("Contraseña nueva", { exact: true }).fill("vendedora-propia-1");
    await seller.getByLabel("Confirmar contraseña nueva", { exact: true }).fill("vendedora-propia-1");
    await seller.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(seller).toHaveURL(/\/seller-dashboard\/[0-9a-f-]{36}$/);
    await seller.goto("/seller");
    await expect(seller).toHaveURL(/\/seller-dashboard\/[0-9a-f-]{36}$/);
    await expect(seller.getByTestId("seller-name")).toHaveText("Vendedora Prueba");
    await expect(seller.getByTestId("seller-status")).toHaveText("Activo");
    await expect(seller.getByTestId("seller-code")).toHaveText(code);
    await expect(seller.getByTestId("seller-commission")).toHaveText("Comisión: 20%");
    await expect(seller.getByTestId("seller-accumulated")).toHaveText("$0.00 USD");
    await expect(seller.getByTestId("counter-referrals")).toHaveText("1");
    await expect(seller.getByTestId("counter-conversions")).toHaveText("0");
    // nothing converted: a plain zero, with the same decimal point as the amounts beside it
    await expect(seller.getByTestId("counter-rate")).toHaveText("0%");
    await expect(seller.getByTestId("counter-sales")).toHaveText("$0.00 USD");
    await expect(seller.getByTestId("referral-link")).toHaveValue(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/\\?ref=${code}$`),
    );
    await seller.getByTestId("copy-link").click();
    await expect(seller.getByTestId("toast")).toContainText("¡Enlace copiado!");

    const row = seller.getByTestId("month-referral-row");
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText("Comprador Referido");
    await expect(row.getByTestId("referral-status")).toHaveText("Pendiente");
    // The purchase is said to be a test sale that earns nothing, not a visitor who bought nothing.
    await expect(row.getByTestId("referral-test-sales")).toHaveText(
      "Venta de prueba (sin dinero real): no genera comisión",
    );
    await expect(row).not.toContainText("Visitante (aún sin compra)");
    await expect(row).not.toContainText("$3.60");
    await expect(seller.getByTestId("history-row")).toHaveCount(1);
    await expect(seller.getByTestId("monthly-chart")).toBeVisible();
    await expectNoSeriousA11yViolations(seller);

    // 4. The admin sees the referral still pending, without commission.
    await admin.reload();
    await admin.getByRole("tab", { name: "Referencias" }).click();
    const referral = admin.getByTestId("referral-row").filter({ hasText: code });
    await expect(referral).toHaveCount(1);
    await expect(referral).toContainText("Pendiente");
    await expect(referral.getByTestId("referral-test-sales")).toHaveText(
      "Venta de prueba (sandbox): no genera comisión",
    );
    await expect(referral).not.toContainText("$3.60");
    await adminContext.close();
    await sellerContext.close();
  });

  test("when a signed-out visitor opens /seller, then it is asked to sign in", async ({ page }) => {
    await page.goto("/seller");
    await expect(page.getByTestId("seller-message")).toContainText("Inicia sesión como vendedor");
  });
});
