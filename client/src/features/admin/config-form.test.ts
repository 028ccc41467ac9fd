import { describe, expect, it } from "vitest";
import { adminPaymentConfigSchema } from "@shared/validators/admin";
import { DEFAULT_COMPANY, DEFAULT_PRICING } from "@shared/defaults";
import { DEFAULT_PACK_TIERS } from "@shared/validators/report-packs";
import type { AdminPaymentConfig } from "./api/admin-config";
import { fieldTabs, isConfigField, toFormValues, trimZeros } from "./config-form";

const config: AdminPaymentConfig = {
  paypalEnabled: true,
  paypalTestMode: true,
  bancoPopularEnabled: false,
  demoEnabled: false,
  testMode: false,
  ...DEFAULT_PRICING,
  originalPrice: "59.99",
  basePrice: "19.99",
  packTiers: [...DEFAULT_PACK_TIERS],
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
  credentialForms: [
    {
      method: "paypal",
      title: "adminPanel.credentials.paypalTitle",
      fields: [
        { name: "paypalClientId", label: "adminPanel.credentials.clientId", kind: "text" },
        { name: "paypalClientSecret", label: "adminPanel.credentials.clientSecret", kind: "secret" },
        { name: "paypalWebhookId", label: "adminPanel.credentials.webhookId", kind: "text" },
      ],
    },
    {
      method: "banco_popular",
      title: "adminPanel.credentials.cardTitle",
      fields: [
        { name: "bancoPopularMerchantId", label: "adminPanel.credentials.merchantId", kind: "text" },
        { name: "bancoPopularMerchantName", label: "adminPanel.credentials.merchantName", kind: "text" },
        { name: "bancoPopularSecretKey", label: "adminPanel.credentials.secretKey", kind: "secret" },
        { name: "bancoPopularApiUrl", label: "adminPanel.credentials.apiUrl", kind: "url" },
        { name: "bancoPopularBackupUrl", label: "adminPanel.credentials.backupUrl", kind: "url" },
      ],
    },
  ],
  switchForms: [
    {
      method: "paypal",
      enabled: { name: "paypalEnabled", label: "adminPanel.methods.paypal", hint: "adminPanel.methods.paypalHint" },
      testMode: {
        name: "paypalTestMode",
        label: "adminPanel.methods.paypalTestMode",
        hint: "adminPanel.methods.paypalTestModeHint",
      },
    },
    {
      method: "banco_popular",
      enabled: { name: "bancoPopularEnabled", label: "adminPanel.methods.card", hint: "adminPanel.methods.cardHint" },
      testMode: {
        name: "testMode",
        label: "adminPanel.methods.cardTestMode",
        hint: "adminPanel.methods.cardTestModeHint",
      },
    },
  ],
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

  it("when the config has pack tiers, then each is a row of two text inputs, and the shared schema gives them back as the server stores them", () => {
    const values = toFormValues({
      ...config,
      packTiers: [
        { minQuantity: 5, unitPrice: "14.99" },
        { minQuantity: 50, unitPrice: "10.00" },
      ],
    });
    expect(values.packTiers).toEqual([
      { minQuantity: "5", unitPrice: "14.99" },
      { minQuantity: "50", unitPrice: "10.00" },
    ]);
    expect(fieldTabs(config)).toContainEqual(["packTiers", "pricing"]);
    expect(
      adminPaymentConfigSchema.parse({ ...values, packTiers: [{ minQuantity: "5", unitPrice: "12.5" }] }),
    ).toMatchObject({ packTiers: [{ minQuantity: 5, unitPrice: "12.50" }] });
    const unordered = adminPaymentConfigSchema.safeParse({
      ...values,
      packTiers: [
        { minQuantity: "5", unitPrice: "10" },
        { minQuantity: "5", unitPrice: "12" },
      ],
    });
    expect(unordered.success).toBe(false);
    expect(unordered.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["packTiers", "admin.packTierOrder"],
    ]);
  });

  it("when a field can be invalid, then it belongs to exactly one tab", () => {
    const fields = fieldTabs(config).map(([field]) => field);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields.sort()).toEqual(Object.keys(toFormValues(config)).sort());
  });

  it("when the server declares a third provider, then its switches and credentials are form fields in their tabs, and the shared schema keeps them for the server", () => {
    const withThird = {
      ...config,
      switchForms: [
        ...config.switchForms,
        {
          method: "paypal" as const,
          enabled: {
            name: "thirdEnabled",
            label: "adminPanel.methods.card" as const,
            hint: "adminPanel.methods.cardHint" as const,
          },
          testMode: {
            name: "thirdTestMode",
            label: "adminPanel.methods.card" as const,
            hint: "adminPanel.methods.cardHint" as const,
          },
        },
      ],
      credentialForms: [
        ...config.credentialForms,
        {
          method: "paypal" as const,
          title: "adminPanel.credentials.cardTitle" as const,
          fields: [
            { name: "thirdApiKey", label: "adminPanel.credentials.secretKey" as const, kind: "secret" as const },
            { name: "thirdAccount", label: "adminPanel.credentials.merchantId" as const, kind: "text" as const },
          ],
        },
      ],
      thirdEnabled: true,
      thirdTestMode: false,
      thirdAccount: "acct_1",
    } as AdminPaymentConfig;
    const values = toFormValues(withThird);
    expect(values).toMatchObject({ thirdEnabled: true, thirdTestMode: false, thirdApiKey: "", thirdAccount: "acct_1" });
    expect(fieldTabs(withThird)).toEqual(
      expect.arrayContaining([
        ["thirdEnabled", "methods"],
        ["thirdApiKey", "credentials"],
      ]),
    );
    expect(isConfigField(withThird, "thirdAccount")).toBe(true);
    expect(isConfigField(config, "thirdAccount")).toBe(false);
    expect(adminPaymentConfigSchema.parse(values)).toMatchObject({ thirdEnabled: true, thirdAccount: "acct_1" });
  });
});
