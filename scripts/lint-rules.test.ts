// Each of the project's own lint rules is proven to fire: probe files that break one rule each are linted with
// ESLint's Node API at paths inside the tree, so eslint.config.js applies to them as to any source file. Switching a
// rule off, or losing the settings that let it see TypeScript imports, fails this test.
//
// A probe is linted as text at its path, without a file: other tests read client/src while this one runs. Only
// the probes another module imports (a cycle, a self-import) are written, under server/src/lib, which no test
// reads, and removed. Type information is left out (it decides none of these rules, and takes a while to build).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const probeDir = `lint-probe-${randomBytes(4).toString("hex")}`;

const dirsOf = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The first source file (not a test) under `dir`, as a path from `dir`, without its extension. */
function aModuleIn(dir: string): string {
  const files = fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .sort();
  if (!files[0]) throw new Error(`no module under ${dir}`);
  return files[0].replace(/\.tsx?$/, "");
}

// Two client features, and two server features: one whose repository another must not import.
const [clientFeature, otherClientFeature] = dirsOf("client/src/features");
const otherClientModule = `@/features/${otherClientFeature}/${aModuleIn(`client/src/features/${otherClientFeature}`)}`;
const serverFeatures = dirsOf("server/src/features");
const repositoryFeature = serverFeatures.find((feature) =>
  ["repository", "service"].every((role) =>
    fs.existsSync(path.join(root, `server/src/features/${feature}/${feature}.${role}.ts`)),
  ),
)!;
// A feature that owns no email table, so that importing the outbox is reaching into another's.
const serverFeature = serverFeatures.find((feature) => feature !== repositoryFeature && feature !== "emails")!;
const sandboxModule = aModuleIn("server/sandbox");

/** Where the probes are: a new folder in each part of the tree the rules tell apart (only the first is written). */
const dirs = {
  serverLib: `server/src/lib/${probeDir}`,
  serverFeature: `server/src/features/${serverFeature}/${probeDir}`,
  clientLib: `client/src/lib/${probeDir}`,
  clientFeature: `client/src/features/${clientFeature}/${probeDir}`,
  shared: `shared/${probeDir}`,
};

interface Probe {
  /** The probe's path from the repository's root. */
  file: string;
  source: string;
  /** Written to disk for the time of the lint: another probe imports it. */
  onDisk?: boolean;
  /** The rule it breaks, and words of the rule's message when the rule holds several (the zones). */
  fires?: { rule: string; message?: string };
}

const probes: Probe[] = [
  {
    file: `${dirs.serverLib}/cycle-a.ts`,
    source: `import { b } from "./cycle-b";\nexport const a = (): string => typeof b;\n`,
    onDisk: true,
    fires: { rule: "import-x/no-cycle" },
  },
  {
    file: `${dirs.serverLib}/cycle-b.ts`,
    source: `import { a } from "./cycle-a";\nexport const b = (): string => typeof a;\n`,
    onDisk: true,
    fires: { rule: "import-x/no-cycle" },
  },
  {
    file: `${dirs.serverLib}/cycle-c.tsx`,
    source: `import { d } from "./cycle-d";\nexport const c = (): string => typeof d;\n`,
    onDisk: true,
    fires: { rule: "import-x/no-cycle" },
  },
  {
    file: `${dirs.serverLib}/cycle-d.tsx`,
    source: `import { c } from "./cycle-c";\nexport const d = (): string => typeof c;\n`,
    onDisk: true,
    fires: { rule: "import-x/no-cycle" },
  },
  {
    file: `${dirs.serverLib}/self.ts`,
    source: `import { self } from "./self";\nexport const self = 1;\nexport const again = self;\n`,
    onDisk: true,
    fires: { rule: "import-x/no-self-import" },
  },
  {
    file: `${dirs.clientLib}/server-import.ts`,
    source: `import { AppError } from "../../../../server/src/lib/errors";\nexport const probe = AppError;\n`,
    fires: { rule: "import-x/no-restricted-paths", message: "The client does not import server code" },
  },
  {
    file: `${dirs.serverLib}/client-import.ts`,
    source: `import * as client from "../../../../client/src/lib/cn";\nexport const probe = client;\n`,
    fires: { rule: "import-x/no-restricted-paths", message: "The server does not import client code" },
  },
  {
    file: `${dirs.shared}/client-import.ts`,
    source: `import * as client from "@/lib/cn";\nexport const probe = client;\n`,
    fires: { rule: "import-x/no-restricted-paths", message: "shared/ is used by both sides and imports neither" },
  },
  {
    file: `${dirs.clientLib}/feature-import.ts`,
    source: `import * as feature from "${otherClientModule}";\nexport const probe = feature;\n`,
    fires: { rule: "import-x/no-restricted-paths", message: "Components, lib and config are below the features" },
  },
  {
    file: `${dirs.clientFeature}/other-feature.ts`,
    source: `import * as feature from "${otherClientModule}";\nexport const probe = feature;\n`,
    fires: { rule: "import-x/no-restricted-paths", message: "A client feature does not import another feature" },
  },
  {
    file: `${dirs.clientFeature}/app-import.ts`,
    source: `import * as app from "@/app/routes";\nexport const probe = app;\n`,
    fires: { rule: "import-x/no-restricted-paths", message: "Features do not import the app or its pages" },
  },
  {
    file: `${dirs.serverFeature}/repository-import.service.ts`,
    source: `import * as repo from "../../${repositoryFeature}/${repositoryFeature}.repository";\nexport const probe = repo;\n`,
    fires: {
      rule: "import-x/no-restricted-paths",
      message: "A server feature reaches another feature only through its service, models or errors",
    },
  },
  {
    file: `${dirs.serverFeature}/other-table.service.ts`,
    source: `import { emailOutbox } from "@shared/schema/index";\nexport const probe = emailOutbox;\n`,
    fires: {
      rule: "@typescript-eslint/no-restricted-imports",
      message: "A feature reads and writes only its own tables",
    },
  },
  {
    file: `server/src/features/emails/${probeDir}/read-model.service.ts`,
    source: `import { payments } from "@shared/schema";\nexport const probe = payments;\n`,
    fires: {
      rule: "@typescript-eslint/no-restricted-imports",
      message: "A feature reads and writes only its own tables",
    },
  },
  {
    file: `${dirs.serverFeature}/sandbox-import.service.ts`,
    source: `import * as sandbox from "../../../../sandbox/${sandboxModule}";\nexport const probe = sandbox;\n`,
    fires: {
      rule: "import-x/no-restricted-paths",
      message: "Production code does not import the local payment sandbox",
    },
  },
  {
    file: `${dirs.serverLib}/sandbox-import.ts`,
    source: `export const probe = () => import("../../../sandbox/${sandboxModule}");\n`,
    fires: {
      rule: "import-x/no-restricted-paths",
      message: "Production code does not import the local payment sandbox",
    },
  },
  {
    file: `${dirs.clientLib}/full-catalog.ts`,
    source: `import { translate } from "@shared/i18n/catalog";\nexport const probe = translate;\n`,
    fires: { rule: "@typescript-eslint/no-restricted-imports", message: "@shared/i18n/client-catalog" },
  },
  {
    file: `${dirs.clientLib}/icon-index.ts`,
    source: `import { Menu } from "lucide-react";\nexport const probe = Menu;\n`,
    fires: { rule: "@typescript-eslint/no-restricted-imports", message: "Import each icon from its own module" },
  },
  {
    file: `${dirs.clientLib}/CamelCase.ts`,
    source: `export const probe = 1;\n`,
    fires: { rule: "check-file/filename-naming-convention" },
  },
  {
    file: `${dirs.clientLib}/Not_Kebab/probe.ts`,
    source: `export const probe = 1;\n`,
    fires: { rule: "check-file/folder-naming-convention" },
  },
  {
    file: `${dirs.serverFeature}/no-role.ts`,
    source: `export const probe = 1;\n`,
    fires: { rule: "check-file/filename-naming-convention" },
  },
  // What the rules allow: a feature's service from another feature, a pure import between two modules, and
  // app.ts loading the sandbox.
  {
    file: `${dirs.serverFeature}/service-import.service.ts`,
    source: `import * as service from "../../${repositoryFeature}/${repositoryFeature}.service";\nexport const probe = service;\n`,
  },
  {
    file: `server/src/features/emails/${probeDir}/own-table.service.ts`,
    source: `import { emailOutbox, type Payment } from "@shared/schema/index";\nexport const probe = (p: Payment) => [emailOutbox, p];\n`,
  },
  {
    file: "server/src/app.ts",
    source: `export const probe = () => import("../sandbox/${sandboxModule}");\n`,
  },
  {
    file: `${dirs.serverLib}/one-way.ts`,
    source: `import { AppError } from "../errors";\nexport const probe = AppError;\n`,
  },
];

const results = new Map<string, Linter.LintMessage[]>();

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: { files: ["**/*.{ts,tsx}"], ...tseslint.configs.disableTypeChecked },
  });
  const disk = probes.filter((probe) => probe.onDisk);
  try {
    fs.mkdirSync(path.join(root, dirs.serverLib), { recursive: true });
    for (const probe of disk) fs.writeFileSync(path.join(root, probe.file), probe.source);
    for (const result of await eslint.lintFiles(disk.map((probe) => path.join(root, probe.file))))
      results.set(path.relative(root, result.filePath), result.messages);
  } finally {
    fs.rmSync(path.join(root, dirs.serverLib), { recursive: true, force: true });
  }
  for (const probe of probes.filter((p) => !p.onDisk)) {
    const [result] = await eslint.lintText(probe.source, { filePath: path.join(root, probe.file) });
    results.set(probe.file, result!.messages);
  }
}, 120_000);

afterAll(() => {
  fs.rmSync(path.join(root, dirs.serverLib), { recursive: true, force: true });
});

const guarded = new Set(probes.flatMap((probe) => (probe.fires ? [probe.fires.rule] : [])));

describe("the project's lint rules", () => {
  it.each(probes.filter((probe) => probe.fires).map((probe) => [probe.file.replace(probeDir, "…"), probe] as const))(
    "fire on %s",
    (_name, probe) => {
      const messages = results.get(probe.file);
      expect(messages, `${probe.file} was not linted`).toBeDefined();
      const fired = messages!.filter(
        (message) =>
          message.ruleId === probe.fires!.rule &&
          (!probe.fires!.message || message.message.includes(probe.fires!.message)),
      );
      expect(fired, JSON.stringify(messages, null, 2)).not.toHaveLength(0);
    },
  );

  it.each(probes.filter((probe) => !probe.fires).map((probe) => [probe.file.replace(probeDir, "…"), probe] as const))(
    "let %s through",
    (_name, probe) => {
      const messages = results.get(probe.file);
      expect(messages, `${probe.file} was not linted`).toBeDefined();
      expect(messages!.filter((message) => message.ruleId && guarded.has(message.ruleId))).toEqual([]);
    },
  );
});
