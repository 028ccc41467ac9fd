import { describe, expect, it } from "vitest";
import { adminPaymentConfigSchema } from "@shared/validators/admin";
import { DEFAULT_COMPANY, DEFAULT_PRICING } from "@shared/defaults";
import type { AdminPaymentConfig } from "./api/admin-config";
import { FIELD_TABS, toFormValues, trimZeros } from "./config-form";

const config: AdminPaymentConfig = {
  paypalEnabled: true,
  paypalTestMode: true,
  bancoPopularEnabled: false,
  demoEnabled: false,
  testMode: false,
  ...DEFAULT_PRICING,
  originalPrice: "59.99",
  basePrice: "19.99",
  paypalClientId: "client",
  paypalClientSecret: "",
  paypalClientSecretSet: true,
  paypalClientSecretLast4: "1234",
  paypalWebhookId: "",
  bancoPopularMerchantId: "",
  bancoPopularMerchantName: "",
  bancoPopularSecretKey: "",
  bancoPopularSecretKeySet: false,
  bancoPopularSecretKeyLast4: "",
  bancoPopularApiUrl: "",
  bancoPopularBackupUrl: "",
  companyName: DEFAULT_COMPANY.name,
  companyAddress: DEFAULT_COMPANY.address,
  supportEmail: DEFAULT_COMPANY.supportEmail,
  supportPhone: DEFAULT_COMPANY.supportPhone,
  supportHoursEs: DEFAULT_COMPANY.supportHours.es,
  supportHoursEn: DEFAULT_COMPANY.supportHours.en,
  updatedAt: new Date(0).toISOString(),
  credentialForms: [],
  switchForms: [],
  methods: [
    { id: "paypal", enabled: true, available: true, mode: "local_sandbox", missing: [] },
    {
      id: "banco_popular",
      enabled: false,
      available: false,
      mode: null,
      missing: ["card_merchant_id", "card_secret_key", "card_page_url", "test_mode_off"],
    },
  ],
};

describe("the admin config form", () => {
  it("when padded numerics come from the server, then the inputs show them plainly", () => {
    expect(trimZeros("60.0000")).toBe("60");
    expect(trimZeros("12.50")).toBe("12.5");
    expect(trimZeros("19.99")).toBe("19.99");
    expect(trimZeros("100")).toBe("100");
  });

  it("when the config is loaded, then secrets start blank and the values pass the shared schema unchanged", () => {
    const values = toFormValues(config);
    expect(values.paypalClientSecret).toBe("");
    const parsed = adminPaymentConfigSchema.parse(values);
    expect(parsed).toMatchObject({
      basePrice: "19.99",
      exchangeRate: "60.0000",
      referralDiscountPercent: "10.00",
      paypalClientSecret: "",
    });
  });

  it("when a field can be invalid, then it belongs to exactly one tab", () => {
    const fields = FIELD_TABS.map(([field]) => field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields.sort()).toEqual(Object.keys(toFormValues(config)).sort());
  });
});
