import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { catalog } from "../shared/i18n/catalog";
import { oneOfTexts, t, textAfter, textBefore, textPattern } from "../e2e/texts";

/**
 * The browser specs read the texts they look for from the message catalog (e2e/texts.ts): a
 * change of wording is then one line in shared/i18n, not a hunt through the specs. This test
 * reads every file in e2e/ and fails on a catalog text (Spanish or English, of three words or
 * more, or longer than 12 characters) written out as a string literal, and on a locator's or an
 * assertion's regular expression or string that spells out three words or more of one.
 */

const root = path.resolve(import.meta.dirname, "..");
const e2eDir = path.join(root, "e2e");

/**
 * Deliberate exceptions: a file, the literal, and why it stays written out. A text the spec
 * checks as a fact in its own right (not the catalog's wording) may be one.
 */
const ALLOWED: { file: string; text: string; why: string }[] = [
  // The refund policy must state the terms the product keeps (24 hours, 3 to 5 business days, at
  // most 5 minutes, 30 days): the spec checks these facts, whatever sentence carries them.
  ...["within 24 hours of your purchase", "3 to 5 business days", "at most 5 minutes", "valid for 30 days"].map(
    (text) => ({ file: "foundation.spec.ts", text, why: "a term of the refund policy, checked as a fact" }),
  ),
];

/** Calls whose arguments are locators' or assertions' texts. */
const CHECKS = new Set([
  "getByText",
  "getByRole",
  "getByLabel",
  "getByPlaceholder",
  "getByTitle",
  "getByAltText",
  "locator",
  "filter",
  "toHaveText",
  "toContainText",
  "toHaveTitle",
  "toHaveAccessibleName",
  "toHaveAccessibleDescription",
  "toHaveAttribute",
  "toHaveValue",
  "toBe",
  "toEqual",
  "toStrictEqual",
  "toContain",
  "toMatch",
  "selectOption",
  "objectContaining",
  "stringContaining",
  "stringMatching",
]);

/** Calls whose string arguments are no catalog text: test titles, typed input, addresses. */
const NOT_TEXTS = new Set([
  "test",
  "describe",
  "step",
  "skip",
  "only",
  "fixme",
  "fill",
  "press",
  "pressSequentially",
  "goto",
]);

interface Entry {
  lang: string;
  key: string;
  text: string;
  /** the text with each `{placeholder}` as `{}` */
  shape: string;
  /** the text as a regular expression, each placeholder matching any text */
  pattern: RegExp;
}

/** Words with a letter in them (a lone dash or bracket is none). */
const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
const counts = (text: string) => words(text) >= 3 || (words(text) >= 1 && text.trim().length > 12);

const entries: Entry[] = [];
for (const lang of ["es", "en"] as const) {
  for (const [key, text] of Object.entries(catalog[lang]) as [string, string][]) {
    const fixed = text.replace(/\{\w+\}/g, " ");
    if (!counts(fixed.trim())) continue;
    const source = text
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? ".+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("");
    entries.push({ lang, key, text, shape: text.replace(/\{\w+\}/g, "{}"), pattern: new RegExp(`^${source}$`, "s") });
  }
}
const byText = new Map(entries.map((e) => [e.text, e]));

/** The catalog entry that `literal` spells out, whole or with its placeholders filled. */
function wholeText(literal: string): Entry | undefined {
  return byText.get(literal) ?? entries.find((e) => e.shape !== e.text && e.pattern.test(literal));
}

/** The catalog entry of which `fragment` (three words or more) is a part. */
function partOfText(fragment: string): Entry | undefined {
  const trimmed = fragment.trim();
  if (words(trimmed) < 3) return undefined;
  return entries.find((e) => e.text.includes(trimmed));
}

/** The literal runs of a regular expression's source: the text between its operators, unescaped. */
function literalRuns(source: string): string[] {
  const runs: string[] = [];
  let run = "";
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      const next = source[i + 1] ?? "";
      i++;
      if (/[dDwWsSbBnrtfv0-9]/.test(next)) {
        runs.push(run);
        run = "";
      } else run += next;
    } else if ("^$.*+?()[]{}|".includes(c)) {
      // a quantifier takes the last character away from the run
      if ("*+?{".includes(c)) run = run.slice(0, -1);
      runs.push(run);
      run = "";
      if (c === "[") while (i < source.length && source[i] !== "]") i++;
      if (c === "{") while (i < source.length && source[i] !== "}") i++;
    } else run += c;
  }
  runs.push(run);
  return runs.filter((r) => r.trim() !== "");
}

function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return "";
}

/** Whether `node` is written inside the arguments of a locator's or an assertion's call. */
function insideCheck(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (
      ts.isCallExpression(at) &&
      CHECKS.has(calleeName(at)) &&
      at.arguments.some((a) => a.pos <= node.pos && node.end <= a.end)
    )
      return true;
    if (ts.isFunctionLike(at)) return false;
  }
  return false;
}

/** Whether the string is a test's title, an assertion's message or text typed into a field. */
function notAText(node: ts.Node): boolean {
  const call = node.parent;
  if (!ts.isCallExpression(call)) return false;
  const name = calleeName(call);
  if (NOT_TEXTS.has(name)) return true;
  return name === "expect" && call.arguments[1] === node;
}

export interface Finding {
  file: string;
  line: number;
  literal: string;
  key: string;
}

/** The catalog texts `code` spells out instead of reading them from the catalog. */
export function findWrittenTexts(file: string, code: string): Finding[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const report = (node: ts.Node, literal: string, entry: Entry) =>
    findings.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      literal,
      key: `${entry.lang}:${entry.key}`,
    });
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !ts.isImportDeclaration(node.parent)
    ) {
      if (!notAText(node)) {
        const entry = wholeText(node.text) ?? (insideCheck(node) ? partOfText(node.text) : undefined);
        if (entry) report(node, node.text, entry);
      }
    } else if (ts.isTemplateExpression(node) && !notAText(node)) {
      const shape = node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join("");
      const entry =
        entries.find((e) => e.shape === shape) ??
        (insideCheck(node)
          ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].map(partOfText).find(Boolean)
          : undefined);
      if (entry) report(node, node.getText(), entry);
    } else if (ts.isRegularExpressionLiteral(node) && insideCheck(node)) {
      const body = node.text.slice(1, node.text.lastIndexOf("/"));
      const entry = literalRuns(body)
        .map((run) => wholeText(run) ?? partOfText(run))
        .find(Boolean);
      if (entry) report(node, node.text, entry);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings.filter((f) => !ALLOWED.some((a) => a.file === f.file && a.text === f.literal));
}

describe("the browser specs read their texts from the catalog", () => {
  it("no file in e2e/ writes out a catalog text", () => {
    const files = fs
      .readdirSync(e2eDir)
      .filter((f) => f.endsWith(".ts") && f !== "texts.ts")
      .sort();
    const findings = files.flatMap((f) => findWrittenTexts(f, fs.readFileSync(path.join(e2eDir, f), "utf8")));
    expect(
      findings.map(
        (f) =>
          `e2e/${f.file}:${f.line} ${JSON.stringify(f.literal)} is ${f.key}: use t("${f.key.replace(":", '", "')}") from e2e/texts.ts`,
      ),
    ).toEqual([]);
  });

  it("every exception still names a literal its file holds", () => {
    for (const allowed of ALLOWED) {
      expect(fs.readFileSync(path.join(e2eDir, allowed.file), "utf8"), allowed.why).toContain(allowed.text);
    }
  });

  describe("the check itself", () => {
    const one = (code: string) => findWrittenTexts("probe.spec.ts", code).map((f) => f.key);
    const some = (lang: "es" | "en", pick: (text: string) => boolean) =>
      Object.entries(catalog[lang]).find(([, text]) => pick(text))!;

    it("finds a whole text, Spanish or English, given to a locator or held in a constant", () => {
      const [keyEs, es] = some("es", (text) => words(text) >= 4 && !text.includes("{") && !text.includes('"'));
      const [keyEn, en] = some("en", (text) => words(text) >= 4 && !text.includes("{") && !text.includes('"'));
      expect(one(`page.getByText(${JSON.stringify(es)});`)).toContain(`es:${keyEs}`);
      expect(one(`const label = ${JSON.stringify(en)};`)).toContain(`en:${keyEn}`);
    });

    it("finds a text whose placeholders are filled, in a string or a template", () => {
      expect(one(`expect(x).toHaveText("¿Tienes menos de 18 años?");`)).toContain("es:privacy.minor.question");
      expect(one("expect(x).toHaveText(`Are you under ${age}?`);")).toContain("en:privacy.minor.question");
    });

    it("finds a text or a part of one spelled out in a locator's regular expression", () => {
      expect(one(`page.getByRole("heading", { name: /^Privacy Policy$/ });`)).toEqual([expect.stringMatching(/^en:/)]);
      expect(one(`expect(x).toContainText(/Find out what to study/);`).length).toBeGreaterThan(0);
    });

    it("leaves test titles, short words, people's names, prices and addresses alone", () => {
      const [, title] = some("en", (text) => words(text) >= 4 && !text.includes("{") && !text.includes('"'));
      expect(one(`test(${JSON.stringify(title)}, async () => {});`)).toEqual([]);
      expect(one(`page.getByRole("button", { name: "PayPal" });`)).toEqual([]);
      expect(one(`expect(x).toHaveText("María Fernanda Núñez");`)).toEqual([]);
      expect(one(`expect(x).toHaveText("$19.99 USD");`)).toEqual([]);
      expect(one(`expect(x).toContainText("soporte@queestudiar.com");`)).toEqual([]);
      expect(one(`expect(x).toHaveText(t("es", "checkout.pageTitle"));`)).toEqual([]);
    });
  });
});

describe("e2e/texts.ts", () => {
  it("fills every placeholder, and refuses a text whose placeholder was not given", () => {
    expect(t("es", "acct.d.welcome", { name: "Ana" })).toBe("¡Bienvenido, Ana!");
    expect(t("en", "acct.d.welcome", { name: "Ana$'Bo$&" })).toBe("Welcome, Ana$'Bo$&!");
    expect(() => t("es", "acct.d.welcome")).toThrow(/\{name\}/);
  });

  it("makes patterns and parts of a text from the catalog", () => {
    expect(
      textPattern("es", "careerPaths.yourCode", { params: { code: /[RIASEC]{3}/ } }).test("Tu código Holland: IAS"),
    ).toBe(true);
    expect(
      textPattern("es", "careerPaths.yourCode", { params: { code: /[RIASEC]{3}/ } }).test("Tu código Holland: xyz"),
    ).toBe(false);
    expect(textPattern("es", "assessment.likeActivity", { start: true }).test("No me gusta: pintar")).toBe(false);
    expect(textBefore("es", "retake.availableOn")).toBe("Podrás repetir el test el");
    expect(textAfter("en", "adminPanel.methodStatus.missing")).toBe("(Credentials tab).");
    expect(oneOfTexts("es", ["results.band.high", "results.band.medium"], { exact: true }).test("Afinidad media")).toBe(
      true,
    );
  });
});
