/** Minimal RFC 4180 CSV reading and writing for the registry importers (no dependency). */

/** Parses CSV text into rows of fields (quoted fields, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Parses CSV text with a header line into records of the given columns (each must be in the header,
 * after `rename`, which can strip a prefix or a byte-order mark from the header's names).
 */
export function readRecords<K extends string>(
  text: string,
  columns: readonly K[],
  rename: (header: string) => string = (h) => h,
): Record<K, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  const names = header.map((h) => rename(h.trim()));
  const index = columns.map((c) => {
    const i = names.indexOf(c);
    if (i < 0) throw new Error(`column ${c} is not in the file`);
    return i;
  });
  return rows
    .filter((r) => r.length > 1 || r[0] !== "")
    .map((r) => Object.fromEntries(columns.map((c, j) => [c, r[index[j] ?? -1] ?? ""])) as Record<K, string>);
}

/** Writes records as CSV with the given columns. */
export function writeCsv(columns: readonly string[], records: readonly Record<string, string | number>[]): string {
  const cell = (v: string | number | undefined) => {
    const s = v === undefined ? "" : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [columns.map(cell).join(","), ...records.map((r) => columns.map((c) => cell(r[c])).join(","))].join("\n") + "\n";
}
