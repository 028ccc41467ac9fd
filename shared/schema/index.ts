// The only index file: it feeds drizzle(db, { schema }) and drizzle-kit.
export * from "./users";
export * from "./assessment";
export * from "./payments";
export * from "./sellers";
export * from "./emails";
export * from "./rate-limits";
export * from "./promo-codes";
export * from "./sharing";
export * from "./schools";
export * from "./report-packs";
