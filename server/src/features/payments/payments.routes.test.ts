import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentConfig } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { setPaymentConfig } from "../../testing/builders";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe("GET /api/payment/config", () => {
  it("when nothing was configured, then it serves the built-in defaults", async () => {
    const res = await request(ctx.app).get("/api/payment/config");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      paypalEnabled: true,
      paypalTestMode: true,
      bancoPopularEnabled: false,
      demoEnabled: false,
      testMode: false,
      originalPrice: "59.99",
      basePrice: "19.99",
      currency: "USD",
      localCurrency: "DOP",
      exchangeRate: "60.0000",
    });
    expect(res.body.company.supportHours.es).toMatch(/8:00/);
  });

  it("never exposes credentials", async () => {
    await setPaymentConfig(ctx.database.db, {
      paypalClientSecret: "super-secret-value",
      bancoPopularSecretKey: "azul-key",
    });
    const res = await request(ctx.app).get("/api/payment/config");
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("super-secret-value");
    expect(text).not.toContain("azul-key");
    expect(res.body).not.toHaveProperty("paypalClientSecret");
    expect(res.body).not.toHaveProperty("paypalClientId");
  });

  it("when the row is missing, then it is recreated with defaults", async () => {
    await ctx.database.db.delete(paymentConfig);
    const res = await request(ctx.app).get("/api/payment/config");
    expect(res.status).toBe(200);
    expect(res.body.basePrice).toBe("19.99");
  });
});
