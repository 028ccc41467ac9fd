// The project's lint rules: one import direction, no feature reaching into another, kebab-case file
// names with role suffixes, no unused code and no forgotten promises. `npm run lint` runs it with
// zero warnings allowed, beside Prettier's check.
import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const featuresOf = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Client: shared → lib/components/config → features → app. A feature never imports another one;
// pages in `app/` compose them.
const clientFeatureZones = featuresOf("client/src/features").map((feature) => ({
  target: `./client/src/features/${feature}/**`,
  from: "./client/src/features/**",
  except: [`**/client/src/features/${feature}/**`],
  message: "A client feature does not import another feature: compose them in a page (client/src/app/pages).",
}));

// Server: a feature may use another feature's public service (`*.service.ts`), its pure models
// (`*.model.ts`) and its errors, never its routes, repository, tables or internals.
const serverFeatureZones = featuresOf("server/src/features").map((feature) => ({
  target: `./server/src/features/${feature}/**`,
  from: "./server/src/features/**",
  except: [`**/server/src/features/${feature}/**`, "**/server/src/features/*/*.@(service|model|errors|registry).ts"],
  message: "A server feature reaches another feature only through its service, models or errors.",
}));

// Each table has one owning feature (its repository or service reads and writes it); another feature
// asks the owner's service. The seller programme's tables are shared by its two features (sellers,
// referrals). A read model that reports across features is listed with the tables it reads, and only reads.
const TABLE_OWNERS = {
  users: ["auth"],
  sessions: ["auth"],
  passwordResetTokens: ["auth"],
  emailVerificationTokens: ["auth"],
  assessments: ["assessment"],
  payments: ["payments"],
  paymentConfig: ["payments"],
  paymentConfigAudit: ["payments"],
  paymentRefunds: ["payments"],
  accessCodes: ["payments"],
  emailOutbox: ["emails"],
  sellers: ["sellers", "referrals"],
  referrals: ["sellers", "referrals"],
  sellerMonthlyStats: ["sellers", "referrals"],
  promoCodes: ["promo-codes"],
  shareLinks: ["sharing"],
  counsellors: ["schools"],
  schoolClasses: ["schools"],
  classStarts: ["schools"],
  reportPacks: ["schools"],
  // lib/rate-limit.ts, below the features
  rateLimits: [],
};
const READ_MODELS = {
  // The administrator's payments report: a payment with its test's name, its refunds and its referral.
  "server/src/features/admin/admin-payments.service.ts": [
    "payments",
    "paymentRefunds",
    "assessments",
    "referrals",
    "sellers",
    "reportPacks",
  ],
  // Operations counters for /metrics: the email queue's depth and payments by status.
  "server/src/features/metrics/metrics.service.ts": ["emailOutbox", "payments"],
};
const schemaTables = fs
  .readdirSync(path.join(root, "shared/schema"))
  .filter((file) => file.endsWith(".ts"))
  .flatMap((file) =>
    [
      ...fs.readFileSync(path.join(root, "shared/schema", file), "utf8").matchAll(/export const (\w+) = pgTable\(/g),
    ].map((m) => m[1]),
  );
const unowned = schemaTables.filter((table) => !(table in TABLE_OWNERS));
if (unowned.length > 0)
  throw new Error(`eslint.config.js: say which feature owns ${unowned.join(", ")} (TABLE_OWNERS)`);
const tablesRule = (allowed) => [
  "error",
  {
    paths: ["@shared/schema/index", "@shared/schema"].map((name) => ({
      name,
      importNames: schemaTables.filter((table) => !allowed.includes(table)),
      allowTypeImports: true,
      message:
        "A feature reads and writes only its own tables (TABLE_OWNERS in eslint.config.js); ask the owner's service.",
    })),
  },
];
const tableOwnership = [
  ...featuresOf("server/src/features").map((feature) => ({
    files: [`server/src/features/${feature}/**/*.ts`],
    ignores: ["**/*.test.ts", ...Object.keys(READ_MODELS)],
    rules: {
      "@typescript-eslint/no-restricted-imports": tablesRule(
        schemaTables.filter((table) => TABLE_OWNERS[table].includes(feature)),
      ),
    },
  })),
  ...Object.entries(READ_MODELS).map(([file, tables]) => ({
    files: [file],
    rules: { "@typescript-eslint/no-restricted-imports": tablesRule(tables) },
  })),
];

const layerZones = [
  {
    target: "./shared/**",
    from: ["./client/**", "./server/**"],
    message: "shared/ is used by both sides and imports neither.",
  },
  {
    target: ["./client/src/components/**", "./client/src/lib/**", "./client/src/config/**"],
    from: ["./client/src/features/**", "./client/src/app/**"],
    message: "Components, lib and config are below the features: they import no feature and no page.",
  },
  {
    target: "./client/src/features/**",
    from: "./client/src/app/**",
    message: "Features do not import the app or its pages.",
  },
  {
    target: "./client/**",
    from: "./server/**",
    message: "The client does not import server code.",
  },
  {
    target: "./server/**",
    from: "./client/**",
    message: "The server does not import client code.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "migrations/**",
      "shared/content/career-profiles.generated.ts",
      "client/public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { "import-x": importX, "check-file": checkFile, "react-hooks": reactHooks },
    // import-x's TypeScript settings tell it that .ts/.tsx files are modules parsed by the TypeScript
    // parser; without them it skips every such import and no-cycle sees nothing (its legacy resolver
    // entry gives way to resolver-next). scripts/lint-rules.test.ts proves each rule fires.
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...clientFeatureZones] }],
      // by the import's text: each icon module (lucide-react/icons/*) resolves to one shared type file
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
      // Inputs and provider fields are cleaned of control characters on purpose.
      "no-control-regex": "off",
      "import-x/no-self-import": "error",
      // A cycle once left a module holding `undefined` at load time (provider → repository → referrals → registry).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": [
        "error",
        { "{client,server,shared,e2e,system,scripts,bench}/**/": "KEBAB_CASE" },
      ],
    },
  },
  // The browser's catalog holds only the client's texts: the SPA imports it, never the full one.
  // Icons come one by one from their own module: through the package's index, the bundler cannot
  // tell which page uses which icon (scripts/vite-chunk-groups.ts).
  {
    files: ["client/src/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@shared/i18n/catalog",
              message: "The SPA imports @shared/i18n/client-catalog (the full catalog holds server-only texts).",
            },
            {
              name: "lucide-react",
              allowTypeImports: true,
              message: 'Import each icon from its own module: `import Menu from "lucide-react/icons/menu"`.',
            },
          ],
        },
      ],
    },
  },
  // Server production code keeps to the feature boundaries; tests compose features freely.
  {
    files: ["server/src/**/*.ts"],
    ignores: ["**/*.test.ts", "server/src/testing/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layerZones,
            ...serverFeatureZones,
            // The local payment sandbox (server/sandbox) is test-only code: app.ts alone loads it, through
            // import() when PAYMENT_SANDBOX is on, so the build keeps it out of the main file.
            {
              target: ["./server/src/*/**", "./server/src/!(app).ts"],
              from: "./server/sandbox/**",
              message: "Production code does not import the local payment sandbox; app.ts loads it when it is on.",
            },
          ],
        },
      ],
    },
  },
  ...tableOwnership,
  // Server feature files say their role: routes, service, repository, errors, model, use cases (a flow
  // across features, given its collaborators), and the few infrastructure roles a feature may hold.
  {
    files: ["server/src/features/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.d.ts"],
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        {
          "server/src/features/**/*.ts":
            "+([a-z0-9-]).@(routes|service|repository|errors|model|client|worker|transport|pdf|job|jobs|config|fake|data|cache|limits|secret|content|image|registry|provider|usecases)",
        },
        { ignoreMiddleExtensions: false },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
);
