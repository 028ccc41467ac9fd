import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new migration into migrations/ from the schemas in shared/schema.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema/index.ts",
  out: "./migrations",
});
