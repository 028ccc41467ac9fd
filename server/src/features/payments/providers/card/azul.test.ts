import { createHmac } from "node:crypto";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { toCents } from "@shared/pricing";
import { createFakeAzul } from "../../../../../sandbox/azul.fake";
import {
  AZUL_SANDBOX_CREDENTIALS,
  azulRequestHash,
  azulResponseHash,
  buildAzulForm,
  verifyAzulResponse,
  type AzulCredentials,
} from "./azul.client";

const AUTH_KEY = "vector-auth-key-0123456789";
const RETURN = "https://example.test/api/banco-popular/return";

const credentials: AzulCredentials = {
  merchantId: "39038540035",
  merchantName: "QuéEstudiar Sandbox",
  merchantType: "ECommerce",
  currencyCode: "$",
  authKey: AUTH_KEY,
  pageUrl: "https://pruebas.azul.com.do/PaymentPage/Default.aspx",
};

function build(overrides: Partial<Parameters<typeof buildAzulForm>[0]> = {}) {
  return buildAzulForm({
    credentials,
    orderNumber: "QE000123",
    amountCents: 119_940,
    approvedUrl: `${RETURN}?outcome=approved`,
    declinedUrl: `${RETURN}?outcome=declined`,
    cancelUrl: `${RETURN}?outcome=cancelled`,
    locale: "ES",
    customField1: { label: "Referencia", value: "ABC-123" },
    ...overrides,
  });
}

/** Independent of azul.client.ts: the documented order written out by hand. */
function handRequestHash(d: Record<string, string>, key: string, encoding: BufferEncoding): string {
  const s =
    (d.MerchantId ?? "") +
    (d.MerchantName ?? "") +
    (d.MerchantType ?? "") +
    (d.CurrencyCode ?? "") +
    (d.OrderNumber ?? "") +
    (d.Amount ?? "") +
    (d.ITBIS ?? "") +
    (d.ApprovedUrl ?? "") +
    (d.DeclinedUrl ?? "") +
    (d.CancelUrl ?? "") +
    (d.UseCustomField1 ?? "") +
    (d.CustomField1Label ?? "") +
    (d.CustomField1Value ?? "") +
    (d.UseCustomField2 ?? "") +
    (d.CustomField2Label ?? "") +
    (d.CustomField2Value ?? "") +
    key;
  return createHmac("sha512", key).update(Buffer.from(s, encoding)).digest("hex");
}

function handResponseHash(q: Record<string, string>, key: string, encoding: BufferEncoding): string {
  const s =
    (q.OrderNumber ?? "") +
    (q.Amount ?? "") +
    (q.AuthorizationCode ?? "") +
    (q.DateTime ?? "") +
    (q.ResponseCode ?? "") +
    (q.IsoCode ?? "") +
    (q.ResponseMessage ?? "") +
    (q.ErrorDescription ?? "") +
    (q.RRN ?? "") +
    key;
  return createHmac("sha512", key).update(Buffer.from(s, encoding)).digest("hex");
}

function approvalQuery(overrides: Record<string, string> = {}): Record<string, string> {
  const q: Record<string, string> = {
    OrderNumber: "QE000123",
    Amount: "119940",
    ITBIS: "000",
    AuthorizationCode: "123456",
    DateTime: "20250101120000",
    ResponseCode: "ISO8583",
    IsoCode: "00",
    ResponseMessage: "APROBADA",
    ErrorDescription: "",
    RRN: "123456789012",
    AzulOrderId: "44446",
    CardNumber: "426588******0007",
    ...overrides,
  };
  q.AuthHash = handResponseHash(q, AUTH_KEY, "utf16le");
  return q;
}

describe("azulRequestHash / buildAzulForm", () => {
  it("when a form is built, then its AuthHash equals an independent UTF-8 HMAC-SHA512 of the posted values", () => {
    const { formUrl, formData } = build();
    expect(formUrl).toBe(credentials.pageUrl);
    expect(formData.AuthHash).toBe(handRequestHash(formData, AUTH_KEY, "utf8"));
    expect(formData.AuthHash).toMatch(/^[0-9a-f]{128}$/);
  });

  it("when AZUL's own published SALE example is built, then the AuthHash is AZUL's expected value", () => {
    // AZUL developer documentation, "Ejemplo Calculo Hash SALE.TXT": HMAC-SHA512, key and message in UTF-8.
    // A change here means the recipe (field order, encoding, key, amount format) changed: AZUL would refuse it.
    const golden = buildAzulForm({
      credentials: {
        merchantId: "39038540035",
        merchantName: "Prueba AZUL",
        merchantType: "ECommerce",
        currencyCode: "$",
        authKey:
          "asdhakjshdkjasdasmndajksdkjaskldga8odya9d8yoasyd98asdyaisdhoaisyd0a8sydoashd8oasydoiahdpiashd09ayusidhaos8dy0a8dya08syd0a8ssdsax",
        pageUrl: "https://pruebas.azul.com.do/PaymentPage/Default.aspx",
      },
      orderNumber: "001",
      amountCents: 10000,
      approvedUrl: "https://google.com",
      declinedUrl: "https://google.com",
      cancelUrl: "https://google.com",
      locale: "ES",
    });
    expect(golden.formData.ITBIS).toBe("000");
    expect(golden.formData.AuthHash).toBe(
      "6662f1e52260cf845a848845e6769ece7ef173c2809ea215f1fc8907442a21f395bdfbb8422eb4d6ce8673eb6961beb730d97842e8030668516beba717ffff5b",
    );
  });

  it("when the utf16le encoding is chosen, then the request AuthHash is the known UTF-16LE hex", () => {
    // Python: hmac.new(b"vector-auth-key-0123456789", ("39038540035" "QueEstudiar Sandbox" "ECommerce" "$" "QE000123"
    //   "119940" "000" <approved> <declined> <cancelled> "1" "Referencia" "ABC-123" "0" "" "" <key>).encode("utf-16-le"),
    //   hashlib.sha512).hexdigest()
    expect(build({ credentials: { ...credentials, hashEncoding: "utf16le" } }).formData.AuthHash).toBe(
      "bd73ecd5bd5d1d6eaf6f582e5d660d1b727af89e063cec6301702a46338d001193acaf6ed9938a854693998ed21bc4343117532d4a9d5ce8e247b39e67b1eb6d",
    );
  });

  it("when hashed texts carry accents or other non-ASCII characters, then they are posted and hashed as plain ASCII", () => {
    const { formData } = build({ customField1: { label: "Evaluación", value: "Niño · año" } });
    expect(formData.MerchantName).toBe("QueEstudiar Sandbox");
    expect(formData.CustomField1Label).toBe("Evaluacion");
    expect(formData.CustomField1Value).toBe("Nino ano");
    for (const value of Object.values(formData)) expect(value).toMatch(/^[\x20-\x7e]*$/);
    expect(formData.AuthHash).toBe(handRequestHash(formData, AUTH_KEY, "utf8"));
  });

  it("when the OrderNumber is longer than 15 characters or not letters and digits, then the form is refused", () => {
    expect(() => build({ orderNumber: "QE1234567890ABCD" })).toThrow(/15 letters and digits/);
    expect(() => build({ orderNumber: "QE-000123" })).toThrow();
    expect(() => build({ orderNumber: "" })).toThrow();
    expect(build({ orderNumber: "QE1234567890ABC" }).formData.OrderNumber).toBe("QE1234567890ABC");
  });

  it("when the inputs are the fixed vector, then the response AuthHash is the known hex", () => {
    // Python: hmac.new(key, ("QE-000123" "119940" "123456" "20250101120000" "ISO8583" "00" "APROBADA" ""
    //                        "123456789012" key).encode("utf-16-le"), hashlib.sha512).hexdigest()
    const { AuthHash: _ignored, ...params } = approvalQuery({ OrderNumber: "QE-000123" });
    expect(azulResponseHash(params, AUTH_KEY)).toBe(
      "33e4c8e93f31de97241e36789505a07fc99721a2d397181cf355a36f007545169dec1d3d1ffcbd3845b7a13bbf19f4fe5d1cc9084e1f023a5f539e633147151e",
    );
  });

  it("when the utf8 encoding is chosen, then the hash changes and equals the independent UTF-8 computation", () => {
    const utf16 = build({ credentials: { ...credentials, hashEncoding: "utf16le" } }).formData;
    const utf8 = build({ credentials: { ...credentials, hashEncoding: "utf8" } }).formData;
    expect(utf8.AuthHash).not.toBe(utf16.AuthHash);
    expect(utf8.AuthHash).toBe(handRequestHash(utf8, AUTH_KEY, "utf8"));
    const { AuthHash: _a, ShowTransactionResult: _s, Locale: _l, ...fields } = utf16;
    expect(azulRequestHash(fields as never, AUTH_KEY, "utf8")).toBe(utf8.AuthHash);
  });

  it("when 19.99 USD is charged at rate 60, then Amount is the digits 119940 and zero ITBIS is 000", () => {
    const { formData } = build({ amountCents: toCents(19.99) * 60 });
    expect(formData.Amount).toBe("119940");
    expect(formData.ITBIS).toBe("000");
  });

  it("when ITBIS is given, then it uses the same digits-only format", () => {
    const { formData } = build({ amountCents: 1999, itbisCents: 305 });
    expect(formData.Amount).toBe("1999");
    expect(formData.ITBIS).toBe("305");
  });

  it("when the form is built, then it carries every field with the documented values", () => {
    const { formData } = build({ customField1: undefined, locale: "EN" });
    expect(formData).toEqual({
      MerchantId: "39038540035",
      MerchantName: "QueEstudiar Sandbox",
      MerchantType: "ECommerce",
      CurrencyCode: "$",
      OrderNumber: "QE000123",
      Amount: "119940",
      ITBIS: "000",
      ApprovedUrl: `${RETURN}?outcome=approved`,
      DeclinedUrl: `${RETURN}?outcome=declined`,
      CancelUrl: `${RETURN}?outcome=cancelled`,
      UseCustomField1: "0",
      CustomField1Label: "",
      CustomField1Value: "",
      UseCustomField2: "0",
      CustomField2Label: "",
      CustomField2Value: "",
      ShowTransactionResult: "0",
      Locale: "EN",
      AuthHash: handRequestHash(formData, AUTH_KEY, "utf8"),
    });
  });

  it("when an amount is negative, fractional or not finite, then buildAzulForm throws", () => {
    expect(() => build({ amountCents: -1 })).toThrow();
    expect(() => build({ amountCents: 19.99 })).toThrow();
    expect(() => build({ amountCents: Number.NaN })).toThrow();
    expect(() => build({ amountCents: Number.POSITIVE_INFINITY })).toThrow();
    expect(() => build({ itbisCents: -5 })).toThrow();
    expect(() => build({ itbisCents: 0.5 })).toThrow();
  });
});

describe("verifyAzulResponse", () => {
  it("when the approval is correctly hashed, then it is approved and parsed", () => {
    const r = verifyAzulResponse(approvalQuery(), AUTH_KEY);
    expect(r).toEqual({
      hashValid: true,
      approved: true,
      orderNumber: "QE000123",
      amountCents: 119_940,
      isoCode: "00",
      responseMessage: "APROBADA",
      errorDescription: "",
      authorizationCode: "123456",
      rrn: "123456789012",
      dateTime: "20250101120000",
      azulOrderId: "44446",
      maskedCard: "426588******0007",
    });
  });

  it("when the hash is wrong, then it is not approved", () => {
    const q = approvalQuery();
    q.AuthHash = `${q.AuthHash?.slice(0, -1)}${q.AuthHash?.endsWith("0") ? "1" : "0"}`;
    expect(verifyAzulResponse(q, AUTH_KEY)).toMatchObject({ hashValid: false, approved: false });
    expect(verifyAzulResponse(approvalQuery(), "another-key")).toMatchObject({ hashValid: false, approved: false });
    expect(verifyAzulResponse({ ...approvalQuery(), AuthHash: "" }, AUTH_KEY).approved).toBe(false);
    expect(verifyAzulResponse({ ...approvalQuery(), AuthHash: "zz" }, AUTH_KEY).approved).toBe(false);
  });

  it("when the Amount is tampered, then it is not approved", () => {
    const r = verifyAzulResponse({ ...approvalQuery(), Amount: "100" }, AUTH_KEY);
    expect(r).toMatchObject({ hashValid: false, approved: false, amountCents: 100 });
  });

  it("when the OrderNumber is tampered, then it is not approved", () => {
    const r = verifyAzulResponse({ ...approvalQuery(), OrderNumber: "QE-000999" }, AUTH_KEY);
    expect(r).toMatchObject({ hashValid: false, approved: false });
  });

  it("when the IsoCode is not 00 but the hash is valid, then it is not approved", () => {
    const r = verifyAzulResponse(
      approvalQuery({ IsoCode: "51", ResponseMessage: "DECLINADA", AuthorizationCode: "" }),
      AUTH_KEY,
    );
    expect(r).toMatchObject({ hashValid: true, approved: false, isoCode: "51" });
  });

  it("when a signed decline is re-cut at other field boundaries so that IsoCode reads 00, then it is neither trusted nor approved", () => {
    // AZUL hashes the fields glued together without separators: the same bytes, cut elsewhere, keep the same hash.
    const decline = approvalQuery({
      AuthorizationCode: "",
      DateTime: "20261122120000",
      IsoCode: "51",
      ResponseMessage: "DECLINADA",
      ErrorDescription: "Fondos insuficientes",
    });
    expect(verifyAzulResponse(decline, AUTH_KEY)).toMatchObject({ hashValid: true, approved: false, isoCode: "51" });
    const recut = {
      ...decline,
      AuthorizationCode: "202611221200",
      DateTime: "",
      ResponseCode: "",
      IsoCode: "00",
      ResponseMessage: "ISO858351DECLINADAFondos insuficientes",
      ErrorDescription: "",
    };
    const glued = (q: Record<string, string>) =>
      [
        "OrderNumber",
        "Amount",
        "AuthorizationCode",
        "DateTime",
        "ResponseCode",
        "IsoCode",
        "ResponseMessage",
        "ErrorDescription",
        "RRN",
      ]
        .map((k) => q[k] ?? "")
        .join("");
    expect(glued(recut)).toBe(glued(decline));
    expect(handResponseHash(recut, AUTH_KEY, "utf16le")).toBe(decline.AuthHash);
    expect(verifyAzulResponse(recut, AUTH_KEY)).toMatchObject({ hashValid: false, approved: false });
  });

  it.each([
    ["DateTime of 13 digits", { DateTime: "2025010112000" }],
    ["DateTime with letters", { DateTime: "2025010112000A" }],
    ["ResponseCode other than ISO8583 or Error", { ResponseCode: "ISO858300" }],
    ["IsoCode of one digit", { IsoCode: "0" }],
    ["IsoCode of three digits", { IsoCode: "000" }],
    ["RRN with letters", { RRN: "12345678901A" }],
    ["OrderNumber longer than 15", { OrderNumber: "QE0001230000000X" }],
    ["AuthorizationCode with symbols", { AuthorizationCode: "12-456" }],
    ["ResponseMessage with a control character", { ResponseMessage: "APROBADA\n" }],
  ])("when a correctly signed response has a %s, then it is not trusted", (_name, overrides) => {
    expect(verifyAzulResponse(approvalQuery(overrides), AUTH_KEY)).toMatchObject({ hashValid: false, approved: false });
  });

  it.each([
    ["ResponseMessage is not APROBADA", { ResponseMessage: "APROBADO" }],
    ["the authorization code is empty", { AuthorizationCode: "" }],
    ["the RRN is empty", { RRN: "" }],
    ["ResponseCode is Error", { ResponseCode: "Error" }],
  ])("when IsoCode is 00 but %s, then it is not approved", (_name, overrides) => {
    const r = verifyAzulResponse(approvalQuery(overrides), AUTH_KEY);
    expect(r.hashValid).toBe(true);
    expect(r.approved).toBe(false);
  });

  it("when ResponseCode is Error without an IsoCode, then it is a valid refusal", () => {
    const r = verifyAzulResponse(
      approvalQuery({
        ResponseCode: "Error",
        IsoCode: "",
        ResponseMessage: "",
        ErrorDescription: "VALIDATION_ERROR:Amount",
        AuthorizationCode: "",
        RRN: "",
      }),
      AUTH_KEY,
    );
    expect(r).toMatchObject({ hashValid: true, approved: false });
  });

  it("when only the unhashed ITBIS changes, then the hash is still valid", () => {
    expect(verifyAzulResponse({ ...approvalQuery(), ITBIS: "999" }, AUTH_KEY).approved).toBe(true);
  });

  it("when the hash is upper-case hex, then it is accepted", () => {
    const q = approvalQuery();
    expect(verifyAzulResponse({ ...q, AuthHash: q.AuthHash?.toUpperCase() }, AUTH_KEY).approved).toBe(true);
  });

  it("when the response is hashed from UTF-8, then it is accepted", () => {
    const q = approvalQuery();
    q.AuthHash = handResponseHash(q, AUTH_KEY, "utf8");
    expect(verifyAzulResponse(q, AUTH_KEY)).toMatchObject({ hashValid: true, approved: true });
  });

  it("when the Amount is not all digits, then amountCents is null", () => {
    for (const Amount of ["", "19.99", "-100", "1e5", " 100", "0x10", "99999999999999999999"]) {
      expect(verifyAzulResponse(approvalQuery({ Amount }), AUTH_KEY).amountCents).toBeNull();
    }
    expect(verifyAzulResponse(approvalQuery({ Amount: "000" }), AUTH_KEY).amountCents).toBe(0);
  });

  it("when query values are hostile (arrays, objects, missing), then it never throws and never approves", () => {
    const valid = approvalQuery();
    const hostile: Record<string, unknown>[] = [
      {},
      { ...valid, AuthHash: [valid.AuthHash, valid.AuthHash] },
      { ...valid, AuthHash: { toString: () => valid.AuthHash } },
      { ...valid, OrderNumber: [valid.OrderNumber] },
      { ...valid, IsoCode: ["00"] },
      { ...valid, Amount: { length: 3 } },
      { ...valid, AuthHash: undefined },
      { ...valid, AuthHash: null },
      { ...valid, AuthHash: 123 },
      Object.assign(Object.create({ AuthHash: valid.AuthHash }) as object, { ...valid, AuthHash: undefined }),
    ];
    for (const q of hostile) {
      let r: ReturnType<typeof verifyAzulResponse> | undefined;
      expect(() => {
        r = verifyAzulResponse(q, AUTH_KEY);
      }).not.toThrow();
      expect(r?.approved).toBe(false);
    }
    expect(() => verifyAzulResponse(null as never, AUTH_KEY)).not.toThrow();
    expect(() => verifyAzulResponse(undefined as never, AUTH_KEY)).not.toThrow();
    expect(verifyAzulResponse({ ...valid, Amount: ["1"] }, AUTH_KEY).amountCents).toBeNull();
  });

  it("when a missing hashed field was hashed as empty, then the result is still consistent", () => {
    const q = approvalQuery();
    delete q.ErrorDescription;
    expect(verifyAzulResponse(q, AUTH_KEY)).toMatchObject({ hashValid: true, errorDescription: "" });
  });
});

describe("fake AZUL Payment Page (sandbox)", () => {
  const sandboxCredentials: AzulCredentials = { ...AZUL_SANDBOX_CREDENTIALS, pageUrl: "/sandbox/azul/PaymentPage" };
  const app = express();
  app.use(
    "/sandbox/azul",
    createFakeAzul({ credentials: () => sandboxCredentials, registeredOrigin: () => "http://127.0.0.1:5173" }),
  );
  const localReturn = "http://127.0.0.1:5173/api/banco-popular/return";

  function sandboxForm(overrides: Partial<Parameters<typeof buildAzulForm>[0]> = {}) {
    return buildAzulForm({
      credentials: sandboxCredentials,
      orderNumber: "QE42",
      amountCents: 119_940,
      approvedUrl: `${localReturn}?outcome=approved`,
      declinedUrl: `${localReturn}?outcome=declined`,
      cancelUrl: `${localReturn}?outcome=cancelled`,
      locale: "ES",
      ...overrides,
    });
  }

  function queryOf(location: string): Record<string, string> {
    return Object.fromEntries(new URL(location).searchParams);
  }

  it("when a built form is posted, then the Spanish page shows the order and the three buttons", async () => {
    const { formUrl, formData } = sandboxForm();
    const res = await request(app).post(formUrl).type("form").send(formData);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.text).toContain('<html lang="es">');
    expect(res.text).toContain("Sandbox local de Banco Popular (AZUL)");
    expect(res.text).toContain("QueEstudiar Sandbox");
    expect(res.text).toContain("QE42");
    expect(res.text).toContain("$ 1,199.40");
    expect(res.text).toContain("4265 8800 0000 0007");
    expect(res.text).toContain("Aprobar");
    expect(res.text).toContain("Rechazar");
    expect(res.text).toContain("Cancelar");
    expect(res.text).toContain('action="/sandbox/azul/PaymentPage/approve"');
    expect(res.text).not.toMatch(/<(script|link|img)\b/);
  });

  it("when Locale is EN, then the page is in English", async () => {
    const { formUrl, formData } = sandboxForm({ locale: "EN" });
    const res = await request(app).post(formUrl).type("form").send(formData);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain("Local Banco Popular (AZUL) sandbox");
    expect(res.text).toContain("Approve");
    expect(res.text).toContain("Decline");
    expect(res.text).toContain("Cancel");
    expect(res.text).not.toContain("Aprobar");
  });

  it("when approve is chosen, then it 303-redirects to ApprovedUrl with a result verifyAzulResponse approves", async () => {
    const { formUrl, formData } = sandboxForm();
    const res = await request(app).post(`${formUrl}/approve`).type("form").send(formData);
    expect(res.status).toBe(303);
    const location = res.headers.location as string;
    expect(location.startsWith(`${localReturn}?outcome=approved&`)).toBe(true);
    const query = queryOf(location);
    expect(query.outcome).toBe("approved");
    const result = verifyAzulResponse(query, sandboxCredentials.authKey);
    expect(result).toMatchObject({ hashValid: true, approved: true, orderNumber: "QE42", isoCode: "00" });
    expect(result.amountCents).toBe(119_940);
    expect(query.Amount).toBe(formData.Amount);
    expect(query.ITBIS).toBe("000");
    expect(query.ResponseCode).toBe("ISO8583");
    expect(query.ResponseMessage).toBe("APROBADA");
    expect(query.AuthorizationCode).toMatch(/^\d{6}$/);
    expect(query.DateTime).toMatch(/^\d{14}$/);
    expect(query.RRN).toMatch(/^\d{12}$/);
    expect(query.AzulOrderId).toMatch(/^\d+$/);
    expect(query.CardNumber).toBe("426588******0007");
    expect(query.AuthHash).toBe(handResponseHash(query, sandboxCredentials.authKey, "utf16le"));
  });

  it("when decline is chosen, then it 303-redirects to DeclinedUrl with a valid hash that is not approved", async () => {
    const { formUrl, formData } = sandboxForm();
    const res = await request(app).post(`${formUrl}/decline`).type("form").send(formData);
    expect(res.status).toBe(303);
    const location = res.headers.location as string;
    expect(location.startsWith(`${localReturn}?outcome=declined&`)).toBe(true);
    const query = queryOf(location);
    const result = verifyAzulResponse(query, sandboxCredentials.authKey);
    expect(result).toMatchObject({ hashValid: true, approved: false, isoCode: "51", authorizationCode: "" });
    expect(result.responseMessage).toBe("DECLINADA");
    expect(result.errorDescription).toBe("Fondos insuficientes");
  });

  it("when cancel is chosen, then it 303-redirects to CancelUrl without parameters", async () => {
    const { formUrl, formData } = sandboxForm();
    const res = await request(app).post(`${formUrl}/cancel`).type("form").send(formData);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${localReturn}?outcome=cancelled`);
  });

  it("when the return URL has no query string, then the result starts with ?", async () => {
    const { formUrl, formData } = sandboxForm({ approvedUrl: localReturn });
    const res = await request(app).post(`${formUrl}/approve`).type("form").send(formData);
    expect(res.status).toBe(303);
    expect((res.headers.location as string).startsWith(`${localReturn}?OrderNumber=QE42&`)).toBe(true);
  });

  it("when the AuthHash is tampered, then the page answers 400 INVALID_AUTH:AuthHash", async () => {
    const { formUrl, formData } = sandboxForm();
    const tamperedHash = { ...formData, AuthHash: "0".repeat(128) };
    for (const path of [formUrl, `${formUrl}/approve`, `${formUrl}/decline`, `${formUrl}/cancel`]) {
      const res = await request(app).post(path).type("form").send(tamperedHash);
      expect(res.status).toBe(400);
      expect(res.text).toContain("INVALID_AUTH:AuthHash");
    }
  });

  it("when a hashed field is changed after signing, then the page answers 400 INVALID_AUTH:AuthHash", async () => {
    const { formUrl, formData } = sandboxForm();
    const res = await request(app)
      .post(`${formUrl}/approve`)
      .type("form")
      .send({ ...formData, Amount: "100" });
    expect(res.status).toBe(400);
    expect(res.text).toContain("INVALID_AUTH:AuthHash");
  });

  it("when the MerchantId is not ours, then the page answers 400 INVALID_AUTH:AuthHash", async () => {
    const { formUrl, formData } = sandboxForm({ credentials: { ...sandboxCredentials, merchantId: "123" } });
    const res = await request(app).post(formUrl).type("form").send(formData);
    expect(res.status).toBe(400);
    expect(res.text).toContain("INVALID_AUTH:AuthHash");
  });

  it("when the form is hashed from UTF-8, then the page accepts it", async () => {
    const { formUrl, formData } = sandboxForm({ credentials: { ...sandboxCredentials, hashEncoding: "utf8" } });
    const res = await request(app).post(formUrl).type("form").send(formData);
    expect(res.status).toBe(200);
    expect(res.text).toContain("Aprobar");
  });

  /** A form signed like buildAzulForm but without its checks, to see what the page itself refuses. */
  function signedRawForm(overrides: Record<string, string>): Record<string, string> {
    const { formData } = sandboxForm();
    const { AuthHash: _a, ShowTransactionResult: _s, Locale: _l, ...fields } = { ...formData, ...overrides };
    return {
      ...formData,
      ...overrides,
      AuthHash: azulRequestHash(fields as never, sandboxCredentials.authKey, "utf8"),
    };
  }

  it("when the OrderNumber is longer than 15 characters or has symbols, then the page answers VALIDATION_ERROR:OrderNumber", async () => {
    for (const OrderNumber of ["QE1234567890ABCD", "QE-42", ""]) {
      const res = await request(app)
        .post("/sandbox/azul/PaymentPage")
        .type("form")
        .send(signedRawForm({ OrderNumber }));
      expect(res.status).toBe(400);
      expect(res.text).toContain("VALIDATION_ERROR:OrderNumber");
    }
    const ok = await request(app)
      .post("/sandbox/azul/PaymentPage")
      .type("form")
      .send(signedRawForm({ OrderNumber: "QE1234567890ABC" }));
    expect(ok.status).toBe(200);
  });

  it("when a hashed text is not plain ASCII, then the page refuses it", async () => {
    const res = await request(app)
      .post("/sandbox/azul/PaymentPage")
      .type("form")
      .send(signedRawForm({ MerchantName: "QuéEstudiar" }));
    expect(res.status).toBe(400);
    expect(res.text).toContain("VALIDATION_ERROR:MerchantName");
  });

  it("when a return URL is not on the merchant's registered site, then the page answers INVALID_BASEDOMAIN and never redirects there", async () => {
    for (const field of ["ApprovedUrl", "DeclinedUrl", "CancelUrl"]) {
      const form = signedRawForm({ [field]: "https://attacker.example/steal" });
      for (const path of ["", "/approve", "/decline", "/cancel"]) {
        const res = await request(app).post(`/sandbox/azul/PaymentPage${path}`).type("form").send(form);
        expect(res.status).toBe(400);
        expect(res.text).toContain(`INVALID_BASEDOMAIN:${field}`);
        expect(res.headers.location).toBeUndefined();
      }
    }
  });

  it("when the page renders posted text, then it is HTML-escaped", async () => {
    const { formUrl, formData } = sandboxForm({
      customField1: { label: '<script>alert("x")</script>', value: "<b>&</b>" },
    });
    const res = await request(app).post(formUrl).type("form").send(formData);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain("<script>");
    expect(res.text).toContain("&lt;script&gt;");
    expect(res.text).toContain("&lt;b&gt;&amp;&lt;/b&gt;");
  });
});
