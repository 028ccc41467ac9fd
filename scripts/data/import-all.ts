/**
 * Runs every registry importer from its committed extract (data/registries/), rewriting the
 * generated catalog files: shared/content/programs/{us,pr,co,pe}.generated.ts, and the United States
 * pay and employment figures: shared/content/outcomes-us.generated.ts (BLS OEWS) and
 * shared/content/outcomes-us-outlook.generated.ts (BLS Employment Projections), and Spain's
 * employment of university graduates by field: shared/content/outcomes-es.generated.ts (INE, EILU 2019),
 * and the tuition Colombia's programs publish: shared/content/costs-co.generated.ts (SNIES, by import-snies.ts).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
for (const script of [
  "import-college-scorecard.ts",
  "import-snies.ts",
  "import-sunedu.ts",
  "import-bls-oews.ts",
  "import-bls-ep.ts",
  "import-ine-eilu.ts",
]) {
  execFileSync("npx", ["tsx", path.join(here, script)], { stdio: "inherit", cwd: root });
}
execFileSync(
  "npx",
  [
    "prettier",
    "--write",
    ...["us", "pr", "co", "pe"].map((cc) => `shared/content/programs/${cc}.generated.ts`),
    "shared/content/outcomes-us.generated.ts",
    "shared/content/outcomes-us-outlook.generated.ts",
    "shared/content/outcomes-es.generated.ts",
    "shared/content/costs-co.generated.ts",
  ],
  { stdio: "inherit", cwd: root },
);
