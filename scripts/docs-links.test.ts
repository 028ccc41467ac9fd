import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "../server/src/config";

const root = path.resolve(import.meta.dirname, "..");

/** The README and every Markdown file under docs/. */
function markdownFiles(): string[] {
  const files = [path.join(root, "README.md")];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".md")) files.push(full);
    }
  };
  walk(path.join(root, "docs"));
  return files;
}

/** The text without fenced code blocks and inline code, where a bracket is not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** Every link target: [text](target), ![alt](target) and <img src="target">. */
export function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const targets: string[] = [];
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]!);
  for (const match of text.matchAll(/<img\s[^>]*src="([^"]+)"/g)) targets.push(match[1]!);
  return targets;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
    .matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = match[1]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function brokenLinks(file: string): string[] {
  const markdown = fs.readFileSync(file, "utf8");
  const broken: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
    const [rawPath, anchor] = target.split("#", 2) as [string, string | undefined];
    const targetFile = rawPath === "" ? file : path.resolve(path.dirname(file), decodeURIComponent(rawPath));
    const where = `${path.relative(root, file)} → ${target}`;
    if (!fs.existsSync(targetFile)) {
      broken.push(`${where}: no such file`);
      continue;
    }
    if (anchor !== undefined) {
      if (!targetFile.endsWith(".md")) broken.push(`${where}: an anchor into a file that is not Markdown`);
      else if (!headingAnchors(fs.readFileSync(targetFile, "utf8")).has(anchor))
        broken.push(`${where}: no heading with that anchor`);
    }
  }
  return broken;
}

describe("the docs", () => {
  it("finds links, images and anchors the way GitHub does", () => {
    const sample = [
      "# Benchmarks: `npm run bench`",
      "## Phones: every route at 360 px",
      "## Phones: every route at 360 px",
      'See [x](a.md#b), ![pic](docs/p.png) and <img src="docs/q.png" alt="q">, not `[y](c.md)`.',
      "```",
      "[z](d.md)",
      "```",
    ].join("\n");
    expect(linkTargets(sample)).toEqual(["a.md#b", "docs/p.png", "docs/q.png"]);
    expect(headingAnchors(sample)).toEqual(
      new Set(["benchmarks-npm-run-bench", "phones-every-route-at-360-px", "phones-every-route-at-360-px-1"]),
    );
  });

  it("has no relative link to a missing file or heading in the README or docs/", () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });

  it("the README stays a ten-minute read (at most 200 lines)", () => {
    expect(fs.readFileSync(path.join(root, "README.md"), "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(200);
  });

  it("documents every variable the server reads, in docs/operations.md and .env.example", () => {
    const operations = fs.readFileSync(path.join(root, "docs", "operations.md"), "utf8");
    const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");
    const variables = Object.keys(envSchema.shape);
    expect(variables.length).toBeGreaterThan(10);
    expect(variables.filter((name) => !operations.includes(`\`${name}\``))).toEqual([]);
    expect(variables.filter((name) => !new RegExp(`^#? ?${name}=`, "m").test(example))).toEqual([]);
  });
});
