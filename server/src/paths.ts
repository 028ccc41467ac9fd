import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root: this file is two levels below it both as source (server/src) and built (dist/server). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const MIGRATIONS_DIR = path.join(ROOT_DIR, "migrations");
export const CLIENT_DIST_DIR = path.join(ROOT_DIR, "dist", "client");
