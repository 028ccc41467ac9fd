import { DEFAULT_COMPANY, DEFAULT_PRICING } from "@shared/defaults";
import { fromCents, toCents } from "@shared/pricing";
import type { AdminPaymentConfigDto } from "@shared/validators/admin";
import type { AdminPaymentDto } from "@shared/validators/admin-payments";
import type { PublicPaymentConfig } from "@shared/validators/payments";
import {
  DEFAULT_PACK_TIERS,
  tierFor,
  type PackPricesDto,
  type PackQuoteDto,
  type ReportPackDto,
  type ReportPacksDto,
} from "@shared/validators/report-packs";
import type {
  ClassRosterDto,
  CounsellorMeDto,
  JoinClassDto,
  RosterEntryDto,
  SchoolClassDto,
  SchoolConsentRuleDto,
} from "@shared/validators/schools";

/** Answers the server would give, built from the shared validators' types, for tests that fake the API. */

export const publicConfig = (overrides: Partial<PublicPaymentConfig> = {}): PublicPaymentConfig => ({
  paypalEnabled: true,
  bancoPopularEnabled: true,
  demoEnabled: false,
  paypalTestMode: true,
  testMode: true,
  originalPrice: DEFAULT_PRICING.originalPrice,
  basePrice: DEFAULT_PRICING.basePrice,
  currency: DEFAULT_PRICING.currency,
  localCurrency: DEFAULT_PRICING.localCurrency,
  exchangeRate: DEFAULT_PRICING.exchangeRate,
  referralDiscountPercent: DEFAULT_PRICING.referralDiscountPercent,
  company: DEFAULT_COMPANY,
  ...overrides,
});

export const packPrices = (overrides: Partial<PackPricesDto> = {}): PackPricesDto => ({
  tiers: [...DEFAULT_PACK_TIERS],
  currency: "USD",
  singlePrice: DEFAULT_PRICING.basePrice,
  min: 5,
  max: 1000,
  ...overrides,
});

/** What GET /api/schools/packs/quote answers for `quantity` at the default tiers. */
export function packQuote(quantity: number): PackQuoteDto {
  const unitPrice = tierFor(DEFAULT_PACK_TIERS, quantity)!.unitPrice;
  const amount = fromCents(toCents(unitPrice) * quantity);
  return {
    quantity,
    unitPrice,
    amount,
    currency: "USD",
    localAmount: (Number(amount) * 60).toFixed(2),
    localCurrency: "DOP",
    singlePrice: DEFAULT_PRICING.basePrice,
  };
}

export const reportPack = (overrides: Partial<ReportPackDto> = {}): ReportPackDto => ({
  id: "7b3f0c1e-2a4d-4e5f-8a9b-0c1d2e3f4a5b",
  quantity: 30,
  used: 4,
  refunded: 0,
  available: 26,
  status: "paid",
  amount: "359.70",
  currency: "USD",
  createdAt: "2026-11-20T15:00:00.000Z",
  paidAt: "2026-11-20T15:02:00.000Z",
  ...overrides,
});

export const reportPacks = (overrides: Partial<ReportPacksDto> = {}): ReportPacksDto => ({
  available: 0,
  packs: [],
  methods: ["paypal", "banco_popular"],
  sandbox: false,
  ...overrides,
});

export const schoolClass = (overrides: Partial<SchoolClassDto> = {}): SchoolClassDto => ({
  id: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
  name: "4to A",
  grade: "4to de secundaria",
  year: 2026,
  size: 30,
  joinCode: "K7M2QX",
  joined: 2,
  closed: false,
  createdAt: "2026-09-01T12:00:00.000Z",
  deletesOn: "2028-01-01",
  renewable: false,
  schoolConsentAt: null,
  ...overrides,
});

/** GET /api/schools/me for an approved counsellor (in the Dominican Republic: no school-consent rule). */
export const counsellorMe = (overrides: Partial<CounsellorMeDto> = {}): CounsellorMeDto => ({
  schoolName: "Colegio Santa Ana",
  country: "DO",
  city: "La Vega",
  status: "approved",
  schoolConsent: null,
  ...overrides,
});

/** Colombia's rule as GET /api/schools/me gives it (shared/content/school-consent.ts). */
export const colombiaSchoolConsent = (overrides: Partial<SchoolConsentRuleDto> = {}): SchoolConsentRuleDto => ({
  basis: "parents-written",
  law: {
    es: "la Ley 1581 de 2012 (art. 7) y el Decreto 1377 de 2013 (arts. 7 y 12, hoy en el Decreto 1074 de 2015)",
    en: "Law 1581 of 2012 (art. 7) and Decree 1377 of 2013 (arts. 7 and 12, now in Decree 1074 of 2015)",
  },
  summary: {
    es: "En Colombia, los datos de un menor de 18 años se tratan con la autorización de su representante legal (madre, padre o tutor), dada después de escuchar al menor; la autorización puede darse por escrito.",
    en: "In Colombia, the data of someone under 18 is processed with the authorization of their legal representative (parent or guardian), given after hearing the minor; the authorization may be given in writing.",
  },
  url: "http://www.secretariasenado.gov.co/senado/basedoc/ley_1581_2012.html",
  consentAge: 18,
  ...overrides,
});

/** GET /api/schools/join/:code for an open class. */
export const joinInfo = (overrides: Partial<JoinClassDto> = {}): JoinClassDto => ({
  code: "K7M2QX",
  className: "4to A",
  grade: "4to de secundaria",
  schoolName: "Colegio Santa Ana",
  country: "DO",
  schoolConsent: false,
  ...overrides,
});

export const rosterEntry = (overrides: Partial<RosterEntryDto> = {}): RosterEntryDto => ({
  key: "stu_Ana_0123456789ab",
  fullName: "Ana Pérez",
  status: "finished",
  sharedReport: null,
  mainTypes: ["S", "A"],
  completedAt: "2026-11-18T14:00:00.000Z",
  ...overrides,
});

export const classRoster = (students: RosterEntryDto[], klass = schoolClass()): ClassRosterDto => ({
  class: klass,
  waiting: { joined: 0, inProgress: 0 },
  students,
});

/** The admin's config as GET /api/admin/payment-config answers it (PayPal in its local sandbox, cards off). */
export const adminConfig = (overrides: Partial<AdminPaymentConfigDto> = {}): AdminPaymentConfigDto => ({
  paypalEnabled: true,
  paypalTestMode: true,
  bancoPopularEnabled: false,
  demoEnabled: false,
  testMode: false,
  ...DEFAULT_PRICING,
  packTiers: [...DEFAULT_PACK_TIERS],
  paypalClientId: "",
  paypalClientSecret: "",
  paypalClientSecretSet: false,
  paypalClientSecretLast4: "",
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
  ...overrides,
});

/** A completed payment as the admin's list shows it: a report's, or with `pack`, a school's pack of reports. */
export const adminPayment = (overrides: Partial<AdminPaymentDto> = {}): AdminPaymentDto => ({
  id: "5c4b3a29-1807-4f6e-9d5c-4b3a29180706",
  assessmentId: "a1b2c3d4-e5f6-4789-9abc-def012345678",
  pack: null,
  buyerName: "Marta Orientadora",
  buyerEmail: "marta@colegio.example",
  provider: "paypal",
  status: "completed",
  sandbox: false,
  amount: "359.70",
  currency: "USD",
  localAmount: null,
  localCurrency: null,
  providerOrderId: "5O190127TN364715T",
  captureId: "3C679366HH908993F",
  authorizationCode: null,
  rrn: null,
  maskedCard: null,
  createdAt: "2026-11-20T15:00:00.000Z",
  completedAt: "2026-11-20T15:02:00.000Z",
  reportDeliveredAt: null,
  firstDownloadedAt: null,
  lastDownloadedAt: null,
  downloadCount: 0,
  refundedAmount: "0.00",
  refundedAt: null,
  refunds: [],
  referral: null,
  promo: null,
  eligibility: { refundable: true, reasons: [], windowEndsAt: "2026-11-21T15:02:00.000Z" },
  ...overrides,
});
