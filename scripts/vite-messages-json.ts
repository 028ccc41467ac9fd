import type { Plugin } from "vite";
import { messagesEn } from "../shared/i18n/client-messages-en";
import { messagesEs } from "../shared/i18n/client-messages-es";
import { landingMessages } from "../shared/i18n/landing-messages";

const modules: Record<string, { name: string; value: object }> = {
  "client-messages-es": { name: "messagesEs", value: messagesEs },
  "client-messages-en": { name: "messagesEn", value: messagesEn },
  // the landing page's and the shell's texts, both languages, in the first script
  "landing-messages": { name: "landingMessages", value: landingMessages },
};

/** Throws unless every leaf under `value` is a string (a message), so the JSON is the same texts. */
function assertTexts(value: object, path: string): void {
  for (const [key, item] of Object.entries(value)) {
    if (item !== null && typeof item === "object") assertTexts(item as object, `${path}.${key}`);
    else if (typeof item !== "string") throw new Error(`message ${path}.${key} is not a string`);
  }
}

/**
 * Build-only: each language's message chunk, and the landing page's texts in the first script, ship
 * as one `JSON.parse` of a string. V8 reads JSON several times faster than the same objects written
 * as JavaScript, so loading the texts holds the page's main thread less on a slow phone. The texts
 * are the same (strings only).
 */
export function messagesAsJson(): Plugin {
  return {
    name: "qe-messages-as-json",
    apply: "build",
    enforce: "pre",
    load(id) {
      const match = /shared[\\/]i18n[\\/](client-messages-(?:es|en)|landing-messages)\.ts$/.exec(id);
      const module = match ? modules[match[1]!] : undefined;
      if (!module) return null;
      assertTexts(module.value, module.name);
      return `export const ${module.name} = JSON.parse(${JSON.stringify(JSON.stringify(module.value))});\n`;
    },
  };
}
