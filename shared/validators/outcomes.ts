/**
 * What a career leads to, as the results page, the compare view and the explorer show it
 * (DECISIONS 36): a sentence about the reader's country, with the portal that publishes its
 * figures; and, per career, published figures only with their source.
 */
export interface OutcomeNoteDto {
  /** "Pago y empleo". */
  title: string;
  /** "No hay cifras oficiales publicadas para {país}." or why this report includes none. */
  text: string;
  /** The portal where the reader's country publishes its figures, when there is one. */
  portal: { label: string; url: string } | null;
}

/** One cell of the compare view: a published figure and its source, or "Sin datos" and no source. */
export interface CompareCellDto {
  value: string;
  source: string | null;
}

/** Cost, pay, employment and outlook of a career side by side with others (DECISIONS 36). */
export interface CompareOutcomesDto {
  cost: CompareCellDto;
  pay: CompareCellDto;
  employment: CompareCellDto;
  /** The projected change in employment over the decade ("+4.9 % en 2024–34 en los Estados Unidos"). */
  outlook: CompareCellDto;
}

/** Published figures of one career, each line from the source named in `source`. */
export interface CareerFiguresDto {
  /** Whose figures these are: the reader's own country, or another country's, said so. */
  heading: string;
  /** Another country's figures: shown after the sentence about the reader's own country. */
  foreign: boolean;
  /** The occupation the figures describe, as the publisher names it, with its code. */
  occupation: string;
  lines: string[];
  /** "Fuente: …": publisher, title, year, address and licence. */
  source: string;
  url: string;
  /** Where the occupation is headed, from another release with its own source; null when none is published. */
  outlook: OutlookFiguresDto | null;
}

/** A career's projected employment change, openings and typical entry education, with their source. */
export interface OutlookFiguresDto {
  /** The occupation the projection describes, when it is not the one of the figures above; else null. */
  occupation: string | null;
  /** "Proyección BLS 2024–34: +4.9 % de empleo", openings a year, typical education to enter. */
  lines: string[];
  /** "Fuente: …": publisher, release, period and licence. */
  source: string;
  url: string;
}
