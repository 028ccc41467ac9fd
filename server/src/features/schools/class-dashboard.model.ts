import { HOLLAND_TYPES, type Field, type HollandType } from "@shared/content/types";
import type { AnswerConcern, ClassDashboardDto } from "@shared/validators/schools";

/** A finished test of a class, as the aggregates read it (assessments' classRoster). */
export interface StudentReading {
  fullName: string;
  mainTypes: [HollandType, HollandType];
  scores: Record<HollandType, number>;
  topFields: Field[];
  concern: AnswerConcern | null;
}

/** The most frequent fields the dashboard and the group report show. */
export const TOP_AREAS = 5;

/** The class's RIASEC distribution: students by first type, and the mean score per type (one decimal). */
export function distributionOf(students: readonly StudentReading[]): ClassDashboardDto["distribution"] {
  return HOLLAND_TYPES.map((type) => {
    const first = students.filter((s) => s.mainTypes[0] === type).length;
    const sum = students.reduce((total, s) => total + s.scores[type], 0);
    const meanScore = students.length === 0 ? 0 : Math.round((sum / students.length) * 10) / 10;
    return { type, first, meanScore };
  });
}

/** The fields of study most students have a top career in: at most TOP_AREAS, most students first, then by name. */
export function areasOf(students: readonly StudentReading[]): ClassDashboardDto["areas"] {
  const counts = new Map<Field, number>();
  for (const student of students)
    for (const field of new Set(student.topFields)) counts.set(field, (counts.get(field) ?? 0) + 1);
  return [...counts]
    .map(([field, count]) => ({ field, students: count }))
    .sort((a, b) => b.students - a.students || a.field.localeCompare(b.field))
    .slice(0, TOP_AREAS);
}

/** Students whose answers need a conversation, in roster order, with why. */
export function flaggedOf(students: readonly StudentReading[]): ClassDashboardDto["flagged"] {
  return students.flatMap((s) => (s.concern ? [{ fullName: s.fullName, reason: s.concern }] : []));
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break (quotes doubled).
 * A field a spreadsheet would read as a formula (=, +, -, @, tab or carriage return first) is
 * prefixed with an apostrophe, so a student's name never runs in the counsellor's spreadsheet.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text (CRLF line ends) with a UTF-8 byte order mark, which Excel needs to read accents. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
