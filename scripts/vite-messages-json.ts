import type { Plugin } from "vite";
import { messagesEn } from "../shared/i18n/client-messages-en";
import { messagesEs } from "../shared/i18n/client-messages-es";
import { landingMessages } from "../shared/i18n/landing-messages";

const modules: Record<string, { name: string; tables: Record<string, unknown>[]; value: unknown }> = {
  "client-messages-es": { name: "messagesEs", tables: [messagesEs], value: messagesEs },
  "client-messages-en": { name: "messagesEn", tables: [messagesEn], value: messagesEn },
  // the landing page's and the shell's texts, both languages, in the first script
  "landing-messages": {
    name: "landingMessages",
    tables: [landingMessages.es, landingMessages.en],
    value: landingMessages,
  },
};

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
      for (const table of module.tables)
        for (const [key, value] of Object.entries(table)) {
          if (typeof value !== "string") throw new Error(`message ${key} is not a string`);
        }
      return `export const ${module.name} = JSON.parse(${JSON.stringify(JSON.stringify(module.value))});\n`;
    },
  };
}
