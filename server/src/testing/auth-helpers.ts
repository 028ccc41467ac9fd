import request from "supertest";
import type { Express } from "express";
import { eq } from "drizzle-orm";
import { users } from "@shared/schema/index";
import type { Db } from "../db/client";

let counter = 0;

/** Registers a fresh user (optionally promoted to a role) and answers its Bearer token. */
export async function signUp(
  app: Express,
  db: Db,
  role: "user" | "seller" | "admin" | "counsellor" = "user",
): Promise<{ token: string; email: string; id: string }> {
  counter += 1;
  const email = `person${counter}.${Date.now()}@example.com`;
  const res = await request(app)
    .post("/api/auth/register")
    .set("X-Forwarded-For", `198.51.100.${counter % 250}`)
    .send({ name: "Test Person", email, country: "DO", password: "secret123" });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (role !== "user") await db.update(users).set({ role }).where(eq(users.id, res.body.user.id));
  return { token: res.body.token, email, id: res.body.user.id };
}
