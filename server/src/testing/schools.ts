import request from "supertest";
import { expect } from "vitest";
import type { CounsellorDto, SchoolClassDto } from "@shared/validators/schools";
import type { TestContext } from "./test-app";

let seq = 0;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A counsellor's sign-up body with a fresh email (the school in Santiago, DO). */
export function counsellorBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: "Laura Orientadora",
    email: `laura.${seq}.${Date.now()}@colegio.example`,
    password: "secret123",
    schoolName: "Colegio San Juan",
    country: "DO",
    city: "Santiago",
    ...overrides,
  };
}

/** A counsellor who signed up (pending): their token, counsellor id and email (`overrides`: another country…). */
export async function pendingCounsellor(
  ctx: TestContext,
  adminToken: string,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; id: string; email: string }> {
  const body = counsellorBody(overrides);
  const res = await request(ctx.app)
    .post("/api/schools/counsellors")
    .set("X-Forwarded-For", `198.51.100.${seq % 250}`)
    .send(body);
  expect(res.status).toBe(201);
  const list = await request(ctx.app)
    .get("/api/admin/schools/counsellors?status=pending&pageSize=100")
    .set(bearer(adminToken));
  const row = (list.body.items as CounsellorDto[]).find((c) => c.email === body.email)!;
  return { token: res.body.token as string, id: row.id, email: body.email };
}

/** A counsellor who signed up and whom the admin approved. */
export async function approvedCounsellor(
  ctx: TestContext,
  adminToken: string,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; id: string; email: string }> {
  const counsellor = await pendingCounsellor(ctx, adminToken, overrides);
  const res = await request(ctx.app)
    .post(`/api/admin/schools/counsellors/${counsellor.id}/approve`)
    .set(bearer(adminToken));
  expect(res.status).toBe(200);
  return counsellor;
}

/** A class of this counsellor's (4to A, 2026, 35 places unless `overrides` say otherwise). */
export async function createClass(
  ctx: TestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<SchoolClassDto> {
  const res = await request(ctx.app)
    .post("/api/schools/classes")
    .set(bearer(token))
    .send({ name: "4to A", grade: "4to de secundaria", year: 2026, size: 35, ...overrides });
  expect(res.status).toBe(201);
  return res.body as SchoolClassDto;
}
