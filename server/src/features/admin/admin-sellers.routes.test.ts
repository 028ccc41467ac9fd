import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellers, users } from "@shared/schema/index";
import { createTestApp, type TestContext } from "../../testing/test-app";
import { signUp } from "../../testing/auth-helpers";
import { setPaymentConfig } from "../../testing/builders";

let ctx: TestContext;
let app: Express;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
  adminToken = (await signUp(ctx.app, ctx.database.db, "admin")).token;
});
afterAll(async () => {
  await ctx.close();
});

const asAdmin = (req: request.Test) => req.set("Authorization", `Bearer ${adminToken}`);
const createSeller = (body: object, lang = "es") =>
  asAdmin(request(app).post(`/api/admin/sellers?lang=${lang}`)).send(body);

describe("POST /api/admin/sellers", () => {
  it("when no code is given, then one is generated from the name, the new account is a seller and its temporary password signs it in to its own dashboard", async () => {
    const res = await createSeller({ name: "Mónica Ñúñez", email: "Monica@Sellers.test" });
    expect(res.status).toBe(201);
    const { seller, temporaryPassword } = res.body;
    expect(seller).toMatchObject({
      name: "Mónica Ñúñez",
      email: "monica@sellers.test",
      commissionRate: "20.00",
      isActive: true,
      totalSales: "0.00",
      totalCommission: "0.00",
      referralCount: 0,
    });
    expect(seller.referralCode).toMatch(/^MONI[A-Z0-9]{4}$/);
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{14}$/);

    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, "monica@sellers.test"));
    expect(account).toMatchObject({ role: "seller", name: "Mónica Ñúñez" });
    expect(account!.passwordHash).not.toContain(temporaryPassword);
    expect(seller.userId).toBe(account!.id);

    const login = await request(ctx.app)
      .post("/api/auth/login")
      .send({ email: "monica@sellers.test", password: temporaryPassword });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe("seller");
    // The temporary password must be replaced before anything else.
    expect(login.body.user.mustChangePassword).toBe(true);
    const blocked = await request(app).get("/api/seller/me").set("Authorization", `Bearer ${login.body.token}`);
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe("Debes cambiar tu contraseña temporal antes de continuar");
    const changed = await request(ctx.app)
      .post("/api/auth/change-password")
      .set("Authorization", `Bearer ${login.body.token}`)
      .send({ currentPassword: temporaryPassword, newPassword: "my-own-password" });
    expect(changed.status).toBe(200);
    expect(changed.body.user.mustChangePassword).toBe(false);
    const me = await request(app).get("/api/seller/me").set("Authorization", `Bearer ${login.body.token}`);
    expect(me.body).toEqual({ sellerId: seller.id });
    const dashboard = await request(app)
      .get(`/api/seller/${seller.id}`)
      .set("Authorization", `Bearer ${login.body.token}`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toMatchObject({ referralCode: seller.referralCode, monthly: [], conversionRate: 0 });

    // The new seller's link works at once.
    const tracked = await request(app).get(`/api/track-referral/${seller.referralCode.toLowerCase()}`);
    expect(tracked.status).toBe(200);
    expect(tracked.body).toEqual({ sellerName: "Mónica Ñúñez" });
  });

  it("when the email belongs to an existing user, then that account is linked and becomes a seller, with no temporary password", async () => {
    const existing = await signUp(ctx.app, ctx.database.db, "user");
    const res = await createSeller({
      name: "Cuenta Existente",
      email: existing.email.toUpperCase(),
      commissionRate: 12.5,
      referralCode: "exist01",
    });
    expect(res.status).toBe(201);
    expect(res.body.temporaryPassword).toBeUndefined();
    expect(res.body.seller).toMatchObject({ userId: existing.id, referralCode: "EXIST01", commissionRate: "12.50" });
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(account!.role).toBe("seller");
    // the account keeps its password
    const login = await request(ctx.app).post("/api/auth/login").send({ email: existing.email, password: "secret123" });
    expect(login.status).toBe(200);
  });

  it("when the email belongs to an admin, then the admin is linked but stays admin", async () => {
    const admin = await signUp(ctx.app, ctx.database.db, "admin");
    const res = await createSeller({ name: "Admin Vendedor", email: admin.email });
    expect(res.status).toBe(201);
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(account!.role).toBe("admin");
  });

  it("when the code is already taken, in any case, then 409 with a message, and nothing is created", async () => {
    expect(
      (await createSeller({ name: "Primera", email: "first@sellers.test", referralCode: "PROMO2026" })).status,
    ).toBe(201);
    const res = await createSeller({ name: "Segunda", email: "second@sellers.test", referralCode: "promo2026" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("El código de referido PROMO2026 ya está en uso");
    expect(
      (await createSeller({ name: "Segunda", email: "second@sellers.test", referralCode: "PROMO2026" }, "en")).body
        .message,
    ).toBe("The referral code PROMO2026 is already in use");
    expect(await ctx.database.db.select().from(users).where(eq(users.email, "second@sellers.test"))).toEqual([]);
  });

  it("when a seller with that email exists, then 409", async () => {
    await createSeller({ name: "Única", email: "unique@sellers.test" });
    const res = await createSeller({ name: "Única Otra", email: "UNIQUE@sellers.test" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Ya existe un vendedor con el email unique@sellers.test");
  });

  it("when no commission is given, then the config's default applies", async () => {
    await setPaymentConfig(ctx.database.db, { defaultCommissionRate: "15.00" });
    const res = await createSeller({ name: "Por Defecto", email: "default@sellers.test", commissionRate: "" });
    expect(res.body.seller.commissionRate).toBe("15.00");
    await setPaymentConfig(ctx.database.db, { defaultCommissionRate: "20.00" });
  });

  it.each([
    [{ name: "A", email: "a@sellers.test" }, "El nombre debe tener al menos 2 caracteres"],
    [{ name: "Sin Email", email: "" }, "El email es requerido"],
    [{ name: "Mal Email", email: "nope" }, "Email inválido"],
    [{ name: "Mucha Comisión", email: "c@sellers.test", commissionRate: 95 }, "La comisión debe estar entre 0 y 90"],
    [{ name: "Negativa", email: "n@sellers.test", commissionRate: -1 }, "La comisión debe estar entre 0 y 90"],
    [
      { name: "Código Raro", email: "r@sellers.test", referralCode: "AB-12" },
      "El código debe tener de 3 a 20 letras o números",
    ],
    [
      { name: "Código Corto", email: "s@sellers.test", referralCode: "AB" },
      "El código debe tener de 3 a 20 letras o números",
    ],
  ])("when the body is %j, then 400 with its message", async (body, message) => {
    const res = await createSeller(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("when the body has unknown fields, then 400", async () => {
    expect((await createSeller({ name: "Extra", email: "extra@sellers.test", isAdmin: true })).status).toBe(400);
  });
});

describe("PATCH /api/admin/sellers/{id}", () => {
  it("when a seller is deactivated, then its referral link answers 404 until it is activated again", async () => {
    const created = await createSeller({ name: "Temporal", email: "temporal@sellers.test", referralCode: "TEMPO1" });
    const id = created.body.seller.id as string;
    expect((await request(app).get("/api/track-referral/TEMPO1")).status).toBe(200);

    const off = await asAdmin(request(app).patch(`/api/admin/sellers/${id}`)).send({ isActive: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, isActive: false });
    const tracked = await request(app).get("/api/track-referral/TEMPO1");
    expect(tracked.status).toBe(404);
    expect(tracked.body.message).toBe("Código de referido no válido");
    const [row] = await ctx.database.db.select().from(sellers).where(eq(sellers.id, id));
    expect(row!.isActive).toBe(false);

    const on = await asAdmin(request(app).patch(`/api/admin/sellers/${id}`)).send({
      isActive: true,
      commissionRate: "30",
    });
    expect(on.body).toMatchObject({ isActive: true, commissionRate: "30.00" });
    expect((await request(app).get("/api/track-referral/TEMPO1")).status).toBe(200);
  });

  it("when the id is unknown or malformed, then 404 'Vendedor no encontrado'", async () => {
    for (const id of [randomUUID(), "nope"]) {
      const res = await asAdmin(request(app).patch(`/api/admin/sellers/${id}`)).send({ isActive: false });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Vendedor no encontrado");
    }
  });

  it("when there is nothing to change or a bad value, then 400", async () => {
    const created = await createSeller({ name: "Parcheada", email: "patch@sellers.test" });
    const id = created.body.seller.id as string;
    expect((await asAdmin(request(app).patch(`/api/admin/sellers/${id}`)).send({})).body.message).toBe(
      "No hay cambios que guardar",
    );
    expect((await asAdmin(request(app).patch(`/api/admin/sellers/${id}`)).send({ commissionRate: 91 })).status).toBe(
      400,
    );
    expect((await asAdmin(request(app).patch(`/api/admin/sellers/${id}`)).send({ isActive: "no" })).status).toBe(400);
  });
});

describe("GET /api/admin/sellers and /api/admin/referrals", () => {
  it("when sellers exist, then the list is newest first and every seller has totals", async () => {
    const res = await asAdmin(request(app).get("/api/admin/sellers"));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.items)).toBe(true);
    const dates = res.body.items.map((s: { createdAt: string }) => s.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const seller of res.body.items) expect(seller).toHaveProperty("totalCommission");
    expect(Array.isArray((await asAdmin(request(app).get("/api/admin/referrals"))).body.items)).toBe(true);
  });
});
