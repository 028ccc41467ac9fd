import type { Express } from "express";
import request from "supertest";
import { AZUL_SANDBOX_CREDENTIALS, azulResponseHash } from "../features/payments/providers/card/azul.client";

/**
 * AZUL's page answering the signed form the product posted to it: approved (ISO code 00) or declined (another code),
 * the answer appended to the ApprovedUrl or DeclinedUrl it was given and signed with the sandbox's key, as AZUL does.
 */
export function azulAnswers(
  app: Express,
  form: Record<string, string>,
  outcome: "approved" | "declined",
  isoCode: string,
): request.Test {
  const params: Record<string, string> = {
    OrderNumber: form.OrderNumber!,
    Amount: form.Amount!,
    ITBIS: form.ITBIS!,
    AuthorizationCode: isoCode === "00" ? "123456" : "",
    DateTime: "20261122120000",
    ResponseCode: "ISO8583",
    IsoCode: isoCode,
    ResponseMessage: isoCode === "00" ? "APROBADA" : "DECLINADA",
    ErrorDescription: "",
    RRN: "202611220001",
    AzulOrderId: "44556677",
    CardNumber: "426588******0007",
  };
  params.AuthHash = azulResponseHash(params, AZUL_SANDBOX_CREDENTIALS.authKey);
  const given = new URL(outcome === "approved" ? form.ApprovedUrl! : form.DeclinedUrl!);
  return request(app).get(`${given.pathname}${given.search}&${new URLSearchParams(params).toString()}`);
}
