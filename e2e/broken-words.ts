import type { Page } from "@playwright/test";

/**
 * Words the page breaks across two lines ("Investigad/or"): every word of running text is measured
 * with a Range over its letters, and a word whose line boxes do not all sit on one line is broken.
 * A compound breaks at its hyphen (each part is measured alone). Tokens that are not words (an email
 * address, a link, an id, a number) may break where they must and are left out; so is text a screen
 * reader alone reads (1-px boxes).
 */
export async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const WORD = /^[¿¡("'“‘«]*([\p{L}\p{M}]+(?:[-‐'’][\p{L}\p{M}]+)*)[.,;:!?)"'”’»…]*$/u;
    const found: string[] = [];
    const seen = new Set<string>();
    const range = document.createRange();
    const visible = (el: Element): boolean => {
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === "none" || style.visibility === "hidden") return false;
        const box = node.getBoundingClientRect();
        // sr-only text: one pixel wide, clipped
        if (box.width <= 2 || style.clip !== "auto" || style.clipPath !== "none") return false;
      }
      return true;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !node.data.trim()) continue;
      if (parent.closest("script, style, noscript, svg, textarea, select, option, input")) continue;
      let checked = false;
      let shown = false;
      for (const token of node.data.matchAll(/\S+/g)) {
        const word = WORD.exec(token[0]);
        if (!word) continue;
        const start = token.index + token[0].indexOf(word[1]!);
        let offset = start;
        for (const part of word[1]!.split(/[-‐]/)) {
          const at = offset;
          offset += part.length + 1;
          if (part.length < 2) continue;
          range.setStart(node, at);
          range.setEnd(node, at + part.length);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
          if (rects.length < 2) continue;
          const lines = new Set(rects.map((rect) => Math.round(rect.top + rect.height / 2)));
          const spread = Math.max(...lines) - Math.min(...lines);
          if (spread < Math.min(...rects.map((rect) => rect.height)) / 2) continue;
          if (!checked) {
            checked = true;
            shown = visible(parent);
          }
          if (!shown) break;
          const label = `"${part}" in <${parent.tagName.toLowerCase()}> "${(parent.textContent ?? "").trim().slice(0, 50)}"`;
          if (!seen.has(label)) {
            seen.add(label);
            found.push(label);
          }
        }
      }
    }
    return found.slice(0, 12);
  });
}

/**
 * The ids and references among the elements `selector` finds that the page spreads over more than
 * one line (an order id wrapped mid-string): each element's whole text is measured as one Range.
 */
export async function wrappedIds(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll(css))) {
      const text = (el.textContent ?? "").trim();
      if (!text || /\s/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
      const lines = new Set(rects.map((rect) => Math.round(rect.top + rect.height / 2)));
      if (lines.size > 1) found.push(`"${text}" on ${lines.size} lines`);
    }
    return found;
  }, selector);
}
