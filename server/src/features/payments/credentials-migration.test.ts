import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../../paths";
import { paymentConfig } from "@shared/schema/index";
import { paypalCredentialsOf } from "./providers/paypal/paypal-target.config";
import { cardCredentialsOf } from "./providers/card/card-target.config";
import { switchesForApi } from "./payment-providers.registry";

/**
 * The providers' credentials moved from one column each into one JSON column (migrations 0016-0017): a database
 * that held them before the move still holds every value after it, under each provider's id.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "qe-migrations-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The migrations folder as it was up to (not including) the given migration. */
function migrationsBefore(tag: string): string {
  const dir = path.join(folder, "before");
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe("moving the credentials into JSON", () => {
  it("when a database with credentials in columns is migrated, then each provider's JSON holds the same values", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: migrationsBefore("0016_provider_credentials_json") });
      await db.execute(sql`
        INSERT INTO payment_config (id, paypal_client_id, paypal_client_secret, paypal_webhook_id,
          banco_popular_merchant_id, banco_popular_merchant_name, banco_popular_secret_key,
          banco_popular_api_url, banco_popular_backup_url)
        VALUES (1, 'client-abc', 'secret-XYZ9', 'WH-1', '39038540035', 'Mi Tienda', 'azul-key',
          'https://pagos.azul.com.do/PaymentPage/Default.aspx', 'https://contpagos.azul.com.do/PaymentPage/Default.aspx')`);

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

      const [row] = await db.select().from(paymentConfig);
      expect(paypalCredentialsOf(row!)).toEqual({
        clientId: "client-abc",
        clientSecret: "secret-XYZ9",
        webhookId: "WH-1",
      });
      expect(cardCredentialsOf(row!)).toEqual({
        merchantId: "39038540035",
        merchantName: "Mi Tienda",
        secretKey: "azul-key",
        pageUrl: "https://pagos.azul.com.do/PaymentPage/Default.aspx",
        backupUrl: "https://contpagos.azul.com.do/PaymentPage/Default.aspx",
      });
      const columns = await db.execute<{ column_name: string }>(
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'payment_config'`,
      );
      const names = columns.rows.map((column) => column.column_name);
      expect(names).toContain("credentials");
      expect(
        names.filter((name) => /^(paypal_client|paypal_webhook|banco_popular_(merchant|secret|api|backup))/.test(name)),
      ).toEqual([]);
    } finally {
      await client.close();
    }
  }, 60_000);
});

describe("moving the switches into JSON", () => {
  it("when a database with the switches in columns is migrated, then each provider's JSON holds the same values and the columns are gone", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: migrationsBefore("0022_provider_switches_json") });
      // the opposite of every default
      await db.execute(sql`
        INSERT INTO payment_config (id, paypal_enabled, paypal_test_mode, banco_popular_enabled, test_mode)
        VALUES (1, false, false, true, true)`);

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

      const [row] = await db.select().from(paymentConfig);
      expect(row!.switches).toEqual({
        paypal: { enabled: false, testMode: false },
        card: { enabled: true, testMode: true },
      });
      expect(switchesForApi(row!)).toEqual({
        paypalEnabled: false,
        paypalTestMode: false,
        bancoPopularEnabled: true,
        testMode: true,
      });
      const columns = await db.execute<{ column_name: string }>(
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'payment_config'`,
      );
      const names = columns.rows.map((column) => column.column_name);
      expect(names).toContain("switches");
      expect(
        names.filter((name) => /^(paypal_enabled|paypal_test_mode|banco_popular_enabled|test_mode)$/.test(name)),
      ).toEqual([]);
    } finally {
      await client.close();
    }
  }, 60_000);

  it("when a database is new, then the switches read the providers' defaults: PayPal on in test mode, the card off", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const [row] = await db.insert(paymentConfig).values({ id: 1 }).returning();
      expect(row!.switches).toEqual({});
      expect(switchesForApi(row!)).toEqual({
        paypalEnabled: true,
        paypalTestMode: true,
        bancoPopularEnabled: false,
        testMode: false,
      });
    } finally {
      await client.close();
    }
  }, 60_000);
});
