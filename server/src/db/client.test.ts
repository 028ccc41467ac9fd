import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentConfig } from "@shared/schema/index";
import { openPglite } from "./client";
import { seedDatabase } from "./seed";

describe("embedded database", () => {
  it("when the server restarts on the same DATA_DIR, then the data is still there", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "qe-db-")), "nested", "pglite");
    const first = await openPglite({ dataDir: dir });
    await seedDatabase(first.db);
    await first.db.update(paymentConfig).set({ basePrice: "24.50" }).where(eq(paymentConfig.id, 1));
    await first.close();

    const second = await openPglite({ dataDir: dir });
    await seedDatabase(second.db);
    const [row] = await second.db.select().from(paymentConfig);
    expect(row?.basePrice).toBe("24.50");
    await second.close();
    fs.rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true });
  }, 60_000);
});
